//! The walk page's words: its status line and explanation, the outputs beside the board (the
//! rule, "you try"'s score, side by side, the staged rule's regions, this tour's distribution,
//! the link to the tourney view, the printed matrix) and the legend of the board's colours.

use super::*;

/// What the board's colours and marks mean, each with its swatch.
fn legend() -> Vec<Row> {
    let ramp: Vec<String> = [0.0, 1.0 / 3.0, 2.0 / 3.0, 1.0]
        .iter()
        .map(|&t| theme::ramp(t).css())
        .collect();
    let ramp = format!("linear-gradient(90deg, {})", ramp.join(", "));
    let roles: [(theme::Role, &str); 11] = [
        (|p: &Palette| p.seen_light, "the move number of a visited square"),
        (|p: &Palette| p.light, "the degree of an unvisited square (its unvisited neighbours)"),
        (
            |p: &Palette| p.knight,
            "the knight, ringed on its square (its move number stays readable); the line is its path, a closed tour's closing move dashed green, the start framed",
        ),
        (
            |p: &Palette| p.candidate,
            "a candidate for the next move, framed; in its corner, the value the rule compares (the degree, or under look-ahead Irwin's score)",
        ),
        (
            |p: &Palette| p.tie,
            "candidates tied on that value, dashed: the rule named in the explanation breaks the tie",
        ),
        (
            |p: &Palette| p.trouble,
            "trouble square, in Irwin's words \"only one entry point and one exit point\": two ways left (its unvisited neighbours, and the knight's square as a way in): degree 2, or 1 a knight's move from the knight",
        ),
        (
            |p: &Palette| p.termination,
            "termination square, \"only one entry point and no exit square\": one way left, so a tour can only end there: degree 1, or 0 a knight's move from the knight",
        ),
        (
            |p: &Palette| p.cut_off,
            "cut off: no way left, no knight can reach it again",
        ),
        (|p: &Palette| p.dead, "- on every unvisited square at a dead end"),
        (
            |p: &Palette| p.accent,
            "a puzzle's end square, circled: the tour must end there",
        ),
        (
            |p: &Palette| p.retreat,
            "a search's retreats since it last entered a square, dashed: the branch it just gave up",
        ),
    ];
    let mut rows: Vec<Row> = roles
        .into_iter()
        .map(|(role, words)| Row::of(vec![Cell::text(words).with_role(role)]))
        .collect();
    rows.push(Row::of(vec![Cell::text(
        "on boards whose squares are too small for numbers, visited squares coloured by move number (blue early, red late); below 3 px a square, that colouring stands for the path line",
    )
    .with_swatch(ramp)]));
    rows
}

/// Boards of this many squares or more have their memory said in the status's details.
pub const MEMORY_WORDS_SQUARES: usize = 1_000_000;

/// What a walk on `region` holds in the page's memory, known before it is built
/// ([`Walk::bytes_on`]), in words: "The walk holds about 321 MB (5.0 bytes a square: …)."
pub fn memory_words(region: &crate::region::Region) -> String {
    let bytes = crate::walk::Walk::bytes_on(region);
    let squares = region.board().squares() as f64;
    let table = match region.wrap() {
        crate::region::Wrap::None => "",
        _ => ", and a wrapped board's table of neighbours",
    };
    format!(
        "The walk holds about {} MB ({:.1} bytes a square: a byte of board and 4 of path{table}); the picture is sized to the screen.",
        crate::page::words::count(bytes.div_ceil(1_000_000)),
        bytes as f64 / squares
    )
}

/// What a walk on `region` will take, said beside the board's size before it is built:
/// "8000x8000: about 321 MB once built (5.0 bytes a square)."
pub fn memory_note(region: &crate::region::Region) -> String {
    let bytes = crate::walk::Walk::bytes_on(region);
    format!(
        "{}: about {} MB once built ({:.1} bytes a square).",
        region.board(),
        crate::page::words::count(bytes.div_ceil(1_000_000)),
        bytes as f64 / region.board().squares() as f64
    )
}

impl WalkLab {
    /// What the page shows besides its views.
    pub(super) fn whole_status(&mut self) -> Status {
        let numbering = self.form.numbering;
        let (line, details) = if let (false, Some(t)) = (self.walk.preparing(), self.walk.seeking())
        {
            let line = format!("Walking to step {t}: step {} so far.", self.walk.pos());
            (line, String::new())
        } else if self.walk.busy() {
            let w = self.walk.walk();
            let line = format!(
                "Preparing the walk: {} on {} tries its orderings first.",
                w.spec(),
                w.board()
            );
            (line, String::new())
        } else {
            let (mut line, details) = self.walk.status_parts_in(numbering);
            if let Some(words) = self.end_words() {
                line = format!("{line} {words}");
            }
            (line, details)
        };
        let region = self.walk.walk().region();
        let details = match region.squares() >= MEMORY_WORDS_SQUARES {
            true => format!("{details} {}", memory_words(region))
                .trim()
                .to_string(),
            false => details,
        };
        // What is read out is the whole status, details too.
        let whole = if details.is_empty() {
            line.clone()
        } else {
            format!("{line} {details}")
        };
        let say = (!self.playing && whole != self.said).then(|| {
            self.said = whole.clone();
            whole.clone()
        });
        let explain = self.explain();
        let mut outputs = Vec::new();
        let mut e = named("explain");
        let preview = (!self.walk.busy() && !self.playing)
            .then(|| self.walk.preview(numbering))
            .flatten();
        let (to, candidates) = match &preview {
            Some(p) => (
                format!("{},{}", p.to[0], p.to[1]),
                p.candidates
                    .iter()
                    .map(|c| format!("{},{}", c.square[0], c.square[1]))
                    .collect::<Vec<_>>()
                    .join(" "),
            ),
            None => (String::new(), String::new()),
        };
        e = e.with_data("to", to).with_data("candidates", candidates);
        outputs.push(e);
        self.status_outputs(&mut outputs);
        let carry = if numbering == Numbering::Squirrel {
            String::new()
        } else {
            encode_query(&[("numbering", numbering.key().to_string())])
        };
        Status {
            line,
            details,
            explain,
            say,
            outputs,
            play: Some(self.play()),
            job: None,
            carry,
            unsaved: false,
        }
    }

    /// The next move in words, for the explanation beside the board.
    pub(super) fn explain(&mut self) -> String {
        if self.walk.busy() {
            return String::new();
        }
        if let Some(s) = self.walk.search() {
            let what = if s.backtrack().closed() {
                "a closed tour"
            } else {
                "a tour"
            };
            return format!(
                "Backtracking: at each square the rule's choices are tried in its order; at a dead \
                 end the search retreats (each retreat dashed) and takes the next choice, until \
                 {what} is found, every branch is tried, or {} nodes are spent.",
                s.backtrack().counts().budget
            );
        }
        if self.playing {
            return "Playing: pause to see the next move explained.".into();
        }
        let numbering = self.form.numbering;
        let len = self.walk.walk().len();
        let Some(p) = self.walk.preview(numbering) else {
            let words = self.walk.standing().words;
            return format!("No next move: {words}.");
        };
        let t = &self.trying;
        if !self.form.trying {
            return p.sentence;
        }
        if t.guessed_at == len {
            return t.verdict.clone();
        }
        let before = if t.moved_at == len && t.guessed_at + 1 == len {
            format!("{} ", t.verdict)
        } else {
            String::new()
        };
        if let Some((at, words)) = &t.aside {
            if *at == len {
                return words.clone();
            }
        }
        let ask = if self.values_shown() {
            &p.question
        } else {
            &p.prompt
        };
        format!("{before}{ask} Your guess?")
    }

    pub(super) fn status_outputs(&mut self, out: &mut Vec<Output>) {
        let numbering = self.form.numbering;
        let busy = self.walk.busy();
        let apply = match &self.pending {
            Some(p) => format!(
                "Preparing {} on {}: the board shown stays until it is ready.",
                p.state.walk().spec(),
                p.state.walk().board()
            ),
            None => self.notes.apply.clone(),
        };
        out.push(Output::text("apply-msg", apply));
        // The papers' position on show, and what had to be read how to set it up.
        out.push(Output::text(
            "position-note",
            self.form.position().map_or(String::new(), |p| p.note),
        ));
        out.push(Output::text(
            "import-help",
            "paste a matrix (move numbers, - or . for unvisited: a tour, or a position the rule goes on from) or a JSON record, or drop a file on the board",
        ));
        let takes: Vec<&str> = RULES
            .iter()
            .filter(|r| r.takes_ordering)
            .map(|r| r.name)
            .collect();
        for name in ["ordering-field", "ordering2-field"] {
            out.push(named(name).with_data("rules", takes.join(" ")));
        }
        // The budget shows for the searches.
        let searches: Vec<&str> = form::SearchMode::ALL
            .iter()
            .filter(|&&m| m != form::SearchMode::Rule)
            .map(|m| m.key())
            .collect();
        out.push(named("budget-field").with_data("rules", searches.join(" ")));

        let rule_line = if busy {
            String::new()
        } else {
            let seed = if self.imported() {
                String::new()
            } else {
                format!(" Seed {}.", self.walk.walk().seed())
            };
            format!(
                "Rule: {}.{seed} Moves in {}'s numbering.",
                self.walk.rule_words_in(numbering),
                numbering.name()
            )
        };
        out.push(Output::text("rule-line", rule_line));
        let on = self.form.trying;
        let (right, tries) = self.form.score;
        out.push(Output::text(
            "score",
            if on {
                format!("Score: {right} right of {tries}")
            } else {
                String::new()
            },
        ));
        out.push(Output::text("try", if on { "Stop trying" } else { "You try" }).with_pressed(on));
        let len = self.walk.walk().len();
        let note = match &self.trying.note {
            Some((at, words)) if on && *at == len => words.clone(),
            _ => String::new(),
        };
        out.push(Output::text("try-note", note));
        out.push(
            named("page").with_data("compare", if self.second.is_some() { "on" } else { "off" }),
        );
        // Side by side.
        let names = (
            self.walk.walk().spec().to_string(),
            self.second.as_ref().map(|s| s.walk().spec().to_string()),
        );
        let compared = self.parting().cloned();
        let second_status = match self.second.as_mut() {
            Some(s) if !s.busy() => s.status_in(numbering),
            _ => String::new(),
        };
        let on = names.1.is_some();
        out.push(Output::show("second", on));
        out.push(Output::text("board-cap", names.0).with_shown(on));
        out.push(Output::text("board2-cap", names.1.unwrap_or_default()));
        out.push(Output::text("board2-status", second_status));
        let mut c = Output::show("compare-text", on);
        if let Some(cmp) = compared {
            c.text = Some(cmp.words);
            c = c.with_data("first", cmp.first.map_or(String::new(), |f| f.to_string()));
        } else if self.playing {
            c.text = Some("Compared when the walks stand still.".into());
        }
        out.push(c);
        out.push(Output::text("rule2-msg", self.notes.rule2.clone()));
        // The staged rule's regions.
        let len = self.walk.walk().len();
        let (msg, lines, words) = match &self.staged {
            Staged::Refused(why, _) => (why.clone(), None, String::new()),
            Staged::Ready(r, _) => (
                String::new(),
                Some(regions::legend(r, len, numbering)),
                regions::status(r, len, numbering),
            ),
            _ => (self.notes.regions.clone(), None, String::new()),
        };
        out.push(Output::text("regions-msg", msg));
        out.push(Output::show("regions-legend", lines.is_some()));
        out.push(Output::text("regions-status", words));
        let rows = lines
            .unwrap_or_default()
            .into_iter()
            .map(|l| {
                Row::of(vec![
                    Cell::text(l.stage.to_string()).with_swatch(l.colour.css()),
                    Cell::text(l.words),
                ])
                .with_data("state", l.state)
            })
            .collect();
        out.push(Output::rows("regions-lines", rows));
        // This tour's distribution.
        if !busy {
            self.tally.follow(self.walk.walk());
        }
        let (sum, f, r) = self.tally.summary();
        out.push(
            Output::text("own-sum", sum)
                .with_data("sum-f", f)
                .with_data("sum-r", r),
        );
        let [fc, rc] = Tally::captions(numbering);
        out.push(Output::text("own-f-cap", fc));
        out.push(Output::text("own-r-cap", rc));
        let leaper = self.walk.walk().region().leaper();
        let cap = match (leaper == crate::region::Leaper::KNIGHT, leaper.name()) {
            (true, _) => numbering.words().to_string(),
            (false, Some(name)) => format!(
                "{} The {name}'s ({leaper}) directions, numbered as the knight's.",
                numbering.words()
            ),
            (false, None) => format!(
                "{} The {leaper} leaper's directions, numbered as the knight's.",
                numbering.words()
            ),
        };
        out.push(Output::text("compass-cap", cap));
        // A closed tour goes on to the tourney view (which walks it again).
        let w = self.walk.walk();
        let closed = !busy && !self.imported() && w.ending() == Outcome::ClosedTour;
        let mut to = Output::show("to-tourney", closed);
        if closed {
            let q = encode_query(&[
                ("from", "walk".into()),
                ("board", w.board().to_string()),
                ("start", start_text(w.start())),
                ("rule", w.spec().to_string()),
                ("seed", w.seed().to_string()),
            ]);
            to = to.with_href(format!("tourneys.html?{q}"));
        }
        out.push(to);
        // The printed page's matrix.
        let b = w.board();
        let squares = w.region().squares();
        out.push(Output::text(
            "print-title",
            format!(
                "The matrix: each square's move number (- unvisited), {b}, after {} of {} squares",
                w.len(),
                squares
            ),
        ));
        let matrix = if busy {
            String::new()
        } else if squares <= PRINT_MAX_SQUARES {
            self.export_text(Format::Matrix).unwrap_or_default()
        } else {
            format!(
                "The matrix of {} squares is too large to print; export it with the Matrix button.",
                crate::page::words::count(squares as u64)
            )
        };
        out.push(Output::text("print-matrix", matrix));
        out.push(self.exists_output());
        let (paint, end) = (self.form.paint, self.form.end_square().ok().flatten());
        out.push(
            Output::text(
                "paint",
                if paint {
                    "Stop painting"
                } else {
                    "Paint squares"
                },
            )
            .with_pressed(paint),
        );
        out.push(named("board").with_data("drag", if paint { "on" } else { "off" }));
        let goal = match end {
            Some(e) => format!(
                "Puzzle: a tour of this board from {} ending on {e} (circled).",
                self.walk.walk().start()
            ),
            None => String::new(),
        };
        out.push(Output::text("goal", goal));
        let sliding = self.slide.is_some() || (self.playing && self.slow());
        out.push(Output::show("slide", sliding));
        out.push(Output::rows("legend", legend()));
    }

    /// A finished walk against the puzzle's end square: whether it ended there.
    pub(super) fn end_words(&self) -> Option<String> {
        let end = self.form.end_square().ok().flatten()?;
        let w = self.walk.walk();
        if w.is_running() {
            return None;
        }
        let last = w.current();
        Some(match w.ending() {
            Outcome::FullTour | Outcome::ClosedTour if last == end => {
                format!("The tour ended on the puzzle's end square {end}: solved.")
            }
            Outcome::FullTour | Outcome::ClosedTour => format!(
                "The puzzle asks for a tour ending on {end}; this one ended on {last}, not there."
            ),
            _ => format!(
                "The puzzle asks for a tour ending on {end}; this walk stopped on {last} before \
                 covering the board."
            ),
        })
    }

    /// What `exists` says of the region on show: open and closed tours, each proved, ruled
    /// out by a named argument, or unknown ([`crate::region::exists::decide`]); the words and
    /// the two answers' words, kept while the region stays.
    pub(super) fn exists_output(&mut self) -> Output {
        let region = self.walk.walk().region().clone();
        let key = format!("{}|{:x}", region.describe(), region.shape_key());
        if self.verdicts.as_ref().map(|v| &v.0) != Some(&key) {
            self.verdicts = Some((key, exists_words(&region)));
        }
        let [open, closed, words] = self
            .verdicts
            .as_ref()
            .map(|v| v.1.clone())
            .unwrap_or_default();
        Output::text("exists", words)
            .with_data("open", open)
            .with_data("closed", closed)
    }

    /// Whether the knight slides at the speed on show.
    pub(super) fn slow(&self) -> bool {
        SPEEDS[self.form.speed] <= SLIDE_MAX_SPEED
            && self.walk.walk().board().squares() <= SLIDE_MAX_SQUARES
    }
}

/// The largest region `exists` is asked about on the page (its arguments read every square);
/// past it only the plain rectangle's theorems answer.
const EXISTS_MAX_SQUARES: usize = 250_000;

/// One answer in the page's words.
fn answer_words(a: &crate::region::exists::Answer) -> String {
    use crate::region::exists::Answer;
    match a {
        Answer::Yes(why) => format!("exists ({why})"),
        Answer::No { argument, why } => format!("no tour can exist: {argument} — {why}"),
        Answer::Unknown => "unknown: no colouring, neighbour or connectivity argument rules it \
             out, and no theorem here covers this board"
            .into(),
    }
}

/// The open answer's word, the closed one's, and the sentence.
fn exists_words(region: &crate::region::Region) -> [String; 3] {
    use crate::construct::exists::{existence, TourKind};
    use crate::region::exists::{decide, Answer, Verdicts};
    let v = if region.squares() <= EXISTS_MAX_SQUARES {
        decide(region)
    } else if region.is_plain() {
        let b = region.board();
        let ex = existence(b.rows().into(), b.cols().into());
        let of = |kind| match ex.why_not(kind) {
            None => Answer::Yes(ex.reason()),
            Some(why) => Answer::No {
                argument: "theorem",
                why,
            },
        };
        Verdicts {
            open: of(TourKind::Open),
            closed: of(TourKind::Closed),
        }
    } else {
        let words = format!(
            "Whether a tour exists is not checked on a shaped, wrapped or leaper's board over \
             {} squares.",
            crate::page::words::count(EXISTS_MAX_SQUARES as u64)
        );
        return ["unchecked".into(), "unchecked".into(), words];
    };
    [
        v.open.word().into(),
        v.closed.word().into(),
        format!(
            "Open tour: {}. Closed tour: {}.",
            answer_words(&v.open),
            answer_words(&v.closed)
        ),
    ]
}

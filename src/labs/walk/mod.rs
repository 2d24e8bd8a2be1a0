//! The walk page (000, 004): Warnsdorff's rule step by step on boards from 3×3 to 2000×2000,
//! with every tie-break of the rules' catalogue. Beside the board: the next move explained
//! before it is made ([`preview`]) and marked on the board, Irwin's trouble, termination and
//! cut-off squares, "you try" (guess the square the rule takes), a second rule walked beside
//! the first ([`compare`]), the staged rule's regions ([`regions`]), the walk's own move
//! distributions ([`distribution`]), the keyboard's explorer of the board, and a tour imported
//! or exported; a rule that needs trial walks first (`nineteen`) prepares in slices while the
//! walk on show stays.

pub mod compare;
pub mod distribution;
pub mod form;
pub mod picture;
pub mod preview;
pub mod regions;
pub mod state;
pub mod view;

use crate::board::{Board, Square};
use crate::exchange::{self, Format, Provenance};
use crate::job::{Job, Progress};
use crate::numbering::Numbering;
use crate::page::compass::{compass, numbering_menu};
use crate::page::form::{encode_query, Form, FormError};
use crate::page::glyphs::Glyphs;
use crate::page::scene::{Content, Layer, Scene, Shape, Viewport};
use crate::page::status::{Cell, Choice, File, Menu, Output, Play, Reply, Row, Status, SPEEDS};
use crate::page::theme;
use crate::page::Lab;
use crate::rules::catalogue::RULES;
use crate::rules::squirrel_regions::{Regions, RegionsJob};
use crate::walk::{Outcome, Walk};
use compare::Comparison;
use distribution::Tally;
use form::{WalkField, WalkForm};
use picture::Picture;
use serde::Deserialize;
use state::WalkState;
use std::hash::{Hash, Hasher};
use view::Layout;

type Error = FormError<WalkField>;

/// The largest board whose matrix of move numbers is printed.
const PRINT_MAX_SQUARES: usize = 40 * 40;
/// The knight slides only at this many steps a second or fewer, on boards of at most this many
/// squares.
const SLIDE_MAX_SPEED: u32 = 5;
const SLIDE_MAX_SQUARES: usize = 100 * 100;
/// While the walk plays, its charts are drawn again once in this many frames of the board.
const CHART_EVERY: u32 = 15;

/// What the page asks.
#[derive(Debug, Deserialize)]
#[serde(tag = "do", rename_all = "kebab-case")]
pub enum WalkAction {
    /// The player: `n` steps forward.
    Advance {
        n: u64,
    },
    Step,
    Back,
    Home,
    Seek {
        to: u64,
    },
    /// Whether the player plays (the next move's marks and explanation wait for a pause).
    Playing {
        on: bool,
    },
    /// A click or tap on a board: the guess while trying, else the walk starts there.
    Press {
        view: String,
        x: f64,
        y: f64,
    },
    Hover {},
    /// A key on the focused board (`Focus` and `Blur` when it gets and loses the focus): the
    /// arrows move a cursor and read each square out, Enter picks the square.
    Key {
        view: String,
        key: String,
    },
    /// A board preset: `side` × `side`.
    Board {
        side: u32,
    },
    NewSeed,
    /// "You try" on or off.
    Try,
    /// The projector view on or off.
    Projector,
    /// One animation frame of the knight sliding: the page's clock, in ms.
    Slide {
        now: f64,
    },
    Export {
        format: String,
    },
    Import {
        text: String,
    },
    /// The walk's raw speed: `n` steps without any reporting (the benchmark).
    #[cfg(feature = "bench")]
    RunFast {
        n: u64,
    },
    /// Forget what the boards show and ask for glyphs again (the benchmark and the page test
    /// switch between the glyphs and the reference drawing).
    #[cfg(feature = "bench")]
    Redraw,
    /// Squares of `px` CSS px whatever the view (the benchmark's numbered 100×100).
    #[cfg(feature = "bench")]
    Cell {
        px: f64,
    },
}

/// A walk being prepared in slices (`nineteen`'s trial walks), shown when ready: the walk on
/// show stays until then.
struct Pending {
    state: WalkState,
    form: WalkForm,
}

/// The staged rule's regions, as they stand for the walk they were asked for (its board, start
/// and rule).
enum Staged {
    Off,
    /// The walk's rule is not the staged rule: why not.
    Refused(String, StagedKey),
    Working(RegionsJob, StagedKey),
    Ready(Regions, StagedKey),
}

type StagedKey = (Board, Square, String);

/// "You try": the score, the verdict on this step's guess, and what a guess off the
/// candidates was told.
#[derive(Default)]
struct Trying {
    on: bool,
    right: u64,
    tries: u64,
    guessed_at: usize,
    verdict: String,
    aside: Option<(usize, String)>,
}

/// The knight sliding onto its square from the one before: when it began on the page's clock
/// (None until the page's first frame of it), and how long it takes.
struct Slide {
    from: Square,
    len: usize,
    start: Option<f64>,
    ms: f64,
    t: f64,
}

/// Notes for the fields a job or a refusal is about.
#[derive(Default)]
struct Notes {
    apply: String,
    rule2: String,
    regions: String,
}

/// What a board view showed last: a key of its overlay and of its regions layer.
#[derive(Default)]
struct Drawn {
    overlay: Option<u64>,
    regions: Option<u64>,
}

/// The walk page.
pub struct WalkLab {
    form: WalkForm,
    walk: WalkState,
    pending: Option<Pending>,
    second: Option<WalkState>,
    staged: Staged,
    pictures: [Picture; 2],
    layouts: [Option<Layout>; 2],
    drawn: [Drawn; 2],
    tally: Tally,
    charts: [Option<(usize, Numbering)>; 2],
    frames: u32,
    compass: Option<Numbering>,
    parting: Option<(usize, Comparison)>,
    trying: Trying,
    playing: bool,
    cursor: Option<Square>,
    slide: Option<Slide>,
    notes: Notes,
    said: String,
    #[cfg(feature = "bench")]
    cell: Option<f64>,
}

/// What the board's colours and marks mean, each with its swatch.
fn legend() -> Vec<Row> {
    let ramp: Vec<String> = [0.0, 1.0 / 3.0, 2.0 / 3.0, 1.0]
        .iter()
        .map(|&t| theme::ramp(t).css())
        .collect();
    let ramp = format!("linear-gradient(90deg, {})", ramp.join(", "));
    let items = [
        (theme::SEEN_LIGHT.css(), "the move number of a visited square"),
        (theme::LIGHT.css(), "the degree of an unvisited square (its unvisited neighbours)"),
        (
            theme::KNIGHT.css(),
            "the knight, ringed on its square (its move number stays readable); the line is its path, a closed tour's closing move dashed green, the start framed",
        ),
        (
            theme::CANDIDATE.css(),
            "a candidate for the next move, framed; in its corner, the value the rule compares (the degree, or under look-ahead Irwin's score)",
        ),
        (
            theme::TIE.css(),
            "candidates tied on that value, dashed: the rule named in the explanation breaks the tie",
        ),
        (
            theme::TROUBLE.css(),
            "trouble square, in Irwin's words \"only one entry point and one exit point\": two ways left (its unvisited neighbours, and the knight's square as a way in): degree 2, or 1 a knight's move from the knight",
        ),
        (
            theme::TERMINATION.css(),
            "termination square, \"only one entry point and no exit square\": one way left, so a tour can only end there: degree 1, or 0 a knight's move from the knight",
        ),
        (
            theme::CUT_OFF.css(),
            "cut off: no way left, no knight can reach it again",
        ),
        (theme::DEAD.css(), "- on every unvisited square at a dead end"),
        (
            ramp,
            "on boards whose squares are too small for numbers, visited squares coloured by move number (blue early, red late); below 3 px a square, that colouring stands for the path line",
        ),
    ];
    items
        .into_iter()
        .map(|(swatch, words)| Row::of(vec![Cell::text(words).with_swatch(swatch)]))
        .collect()
}

/// An output to fill in part by part.
fn named(name: &str) -> Output {
    Output {
        name: name.into(),
        ..Output::default()
    }
}

fn key_of(x: impl Hash) -> u64 {
    let mut h = std::collections::hash_map::DefaultHasher::new();
    x.hash(&mut h);
    h.finish()
}

/// A square as the start field writes it.
fn start_text(s: Square) -> String {
    format!("{},{}", s.row, s.col)
}

/// The walk a form describes: the imported tour followed, or the rule's walk (prepared in
/// slices when it needs trial walks).
fn build(form: &WalkForm) -> Result<WalkState, Error> {
    let board = form.board()?;
    if let Some(path) = form.tour_path()? {
        let squares: Vec<u32> = path.iter().map(|&i| i as u32).collect();
        let walk = Walk::follow_indices(board, &squares)
            .map_err(|e| FormError::new(WalkField::Tour, e))?;
        return Ok(WalkState::of_walk(walk));
    }
    let start = form.start_square()?;
    WalkState::new(board, start, form.spec()?, form.seed)
        .map_err(|e| FormError::new(WalkField::Rule, e))
}

impl WalkLab {
    /// Show `state` as the walk of `form`, at `form.step`.
    fn install(&mut self, state: WalkState, form: &WalkForm) {
        self.form = form.clone();
        self.walk = state;
        self.shown();
    }

    /// The walk of `self.form` is on show (or being prepared): at its step, everything drawn
    /// of the last one forgotten.
    fn shown(&mut self) {
        if self.form.step > 1 && !self.walk.busy() {
            self.walk.seek(self.form.step);
        }
        self.pictures[0].forget();
        self.drawn[0] = Drawn::default();
        self.tally = Tally::default();
        self.charts = [None, None];
        self.parting = None;
        self.cursor = None;
        self.slide = None;
        self.notes.apply.clear();
        self.canonical();
    }

    /// The form's start and step as the walk on show has them.
    fn canonical(&mut self) {
        let w = self.walk.walk();
        self.form.start = start_text(w.start());
        if !self.walk.busy() {
            self.form.step = w.len();
        }
    }

    /// The second rule's walk, made anew for the first's board, start and seed.
    fn second_anew(&mut self) -> Result<(), Error> {
        self.second = None;
        self.pictures[1].forget();
        self.drawn[1] = Drawn::default();
        self.parting = None;
        let Some(spec) = self.form.spec2()? else {
            return Ok(());
        };
        let w = self.walk.walk();
        let mut s = WalkState::new(w.board(), w.start(), spec, self.form.seed)
            .map_err(|e| FormError::new(WalkField::Rule2, e))?;
        if !s.busy() {
            s.seek(self.walk.walk().len());
        }
        self.second = Some(s);
        self.notes.rule2.clear();
        Ok(())
    }

    /// The regions asked for, made ready for the walk on show (a job when they are to be
    /// computed).
    fn sync_regions(&mut self) {
        if !self.form.regions {
            self.staged = Staged::Off;
            return;
        }
        if self.walk.busy() {
            return;
        }
        let w = self.walk.walk();
        let key: StagedKey = (w.board(), w.start(), w.spec().to_string());
        let current = match &self.staged {
            Staged::Refused(_, k) | Staged::Working(_, k) | Staged::Ready(_, k) => Some(k),
            Staged::Off => None,
        };
        if current == Some(&key) {
            return;
        }
        self.drawn[0].regions = None;
        self.notes.regions.clear();
        self.staged = match RegionsJob::of_walk(w) {
            Ok(job) => Staged::Working(job, key),
            Err(e) => Staged::Refused(e.to_string(), key),
        };
    }

    fn regions(&self) -> Option<&Regions> {
        match &self.staged {
            Staged::Ready(r, _) if self.form.regions => Some(r),
            _ => None,
        }
    }

    fn play(&self) -> Play {
        let w = self.walk.walk();
        Play {
            pos: w.len() as u64,
            first: 1,
            len: w.board().squares() as u64,
            more: !self.walk.busy() && w.is_running(),
            speed: self.form.speed,
            unit: ("step", "steps"),
        }
    }

    /// After the walk moved from length `before`: the form's step, the second walk, and the
    /// knight's slide after one step at a slow speed.
    fn moved(&mut self, before: usize) {
        let len = self.walk.walk().len();
        self.form.step = len;
        if let Some(s) = self.second.as_mut().filter(|s| !s.busy()) {
            s.seek(len);
        }
        self.slide = None;
        let slow = SPEEDS[self.form.speed] <= SLIDE_MAX_SPEED;
        let board = self.walk.walk().board();
        if len == before + 1 && slow && board.squares() <= SLIDE_MAX_SQUARES {
            self.slide = Some(Slide {
                from: self.walk.walk().path_square(before - 1),
                len,
                start: None,
                ms: (650.0 / f64::from(SPEEDS[self.form.speed])).min(320.0),
                t: 0.0,
            });
        }
    }

    /// Whether the next move's marks are on the board.
    fn marks_shown(&self) -> bool {
        !self.walk.busy() && !self.playing && (self.form.marks || self.trying.on)
    }

    /// Whether the candidates' values show ("you try" can hide them until the guess).
    fn values_shown(&self) -> bool {
        !(self.trying.on && self.form.hide && self.trying.guessed_at != self.walk.walk().len())
    }

    /// Where the two rules part, when the walks stand still (a pass over both paths).
    fn parting(&mut self) -> Option<&Comparison> {
        let second = self.second.as_mut().filter(|s| !s.busy())?;
        if self.playing || self.walk.busy() {
            return None;
        }
        let len = self.walk.walk().len();
        if self.parting.as_ref().map(|p| p.0) != Some(len) {
            let (a, b) = (self.walk.walk(), second.walk());
            let names = [a.spec().to_string(), b.spec().to_string()];
            let c = compare::compare(a, b, [&names[0], &names[1]]);
            self.parting = Some((len, c));
        }
        self.parting.as_ref().map(|p| &p.1)
    }

    fn layout(&self, board: Board, viewport: Viewport) -> Layout {
        #[cfg(feature = "bench")]
        if let Some(px) = self.cell {
            return Layout::of_cell(board, px);
        }
        Layout::fit(board, viewport)
    }

    /// Apply `form` as a change of one field from what is on show.
    fn apply_one(&mut self, change: impl FnOnce(&mut WalkForm)) -> Result<(), Error> {
        let mut f = self.form();
        change(&mut f);
        f.check()?;
        Lab::apply(self, &f)
    }

    /// A square picked on the first board: the guess while trying, else the walk starts there.
    fn pick(&mut self, s: Square) -> Result<Reply, Error> {
        if self.trying.on {
            return Ok(self.guess(s));
        }
        self.cursor = None;
        self.apply_one(|f| {
            f.start = start_text(s);
            f.tour.clear();
        })?;
        Ok(Reply::none())
    }

    fn guess(&mut self, s: Square) -> Reply {
        let numbering = self.form.numbering;
        let len = self.walk.walk().len();
        if self.walk.busy() || !self.walk.walk().is_running() {
            return Reply::none();
        }
        if self.trying.guessed_at == len {
            return Reply::say("Already guessed: press Step for the next move.");
        }
        let Some(j) = self.walk.judge(s, numbering) else {
            return Reply::none();
        };
        let t = &mut self.trying;
        if j.candidate {
            t.tries += 1;
            t.right += u64::from(j.right);
            t.guessed_at = len;
            t.verdict = j.words.clone();
        } else {
            t.aside = Some((len, j.words.clone()));
        }
        Reply::say(format!(
            "{} Score: {} right of {}.",
            j.words, t.right, t.tries
        ))
    }

    /// The keyboard's explorer on the first board.
    fn key(&mut self, key: &str) -> Result<Reply, Error> {
        if self.walk.busy() {
            return Ok(Reply::none());
        }
        let board = self.walk.walk().board();
        let here = self.cursor.unwrap_or(self.walk.walk().current());
        let (dr, dc): (i64, i64) = match key {
            "ArrowUp" => (-1, 0),
            "ArrowDown" => (1, 0),
            "ArrowLeft" => (0, -1),
            "ArrowRight" => (0, 1),
            "Focus" if self.cursor.is_some() => return Ok(Reply::none()),
            "Focus" => (0, 0),
            "Blur" => {
                self.cursor = None;
                return Ok(Reply::none());
            }
            "Enter" => {
                let Some(c) = self.cursor else {
                    return Ok(Reply::none());
                };
                let mut r = self.pick(c)?;
                r.value = Some(serde_json::json!(true));
                return Ok(r);
            }
            _ => return Ok(Reply::none()),
        };
        let clamp = |v: u32, d: i64, max: u32| (i64::from(v) + d).clamp(1, i64::from(max)) as u32;
        let c = Square::new(
            clamp(here.row, dr, board.rows()),
            clamp(here.col, dc, board.cols()),
        );
        self.cursor = Some(c);
        let words = self.walk.describe_square(c, self.form.numbering);
        Ok(Reply {
            say: Some(words),
            value: Some(serde_json::json!(true)),
            ..Reply::none()
        })
    }

    /// The file name of an export: board, rule, seed and step.
    fn file_name(&self, ext: &str) -> String {
        let w = self.walk.walk();
        let rule: String = w
            .spec()
            .to_string()
            .chars()
            .map(|c| {
                if c.is_ascii_alphanumeric() || c == '-' {
                    c
                } else {
                    '-'
                }
            })
            .collect();
        format!(
            "walk-{}-{rule}-seed{}-step{}.{ext}",
            w.board(),
            w.seed(),
            w.len()
        )
    }

    fn export(&self, format: &str) -> Result<Reply, Error> {
        let err = |e: &dyn std::fmt::Display| FormError::new(WalkField::Start, e);
        let name = |ext| self.file_name(ext);
        let file = |name, mime, text| Reply {
            file: Some(File { name, mime, text }),
            ..Reply::none()
        };
        if format == "png" {
            return Ok(file(name("png"), "image/png", String::new()));
        }
        let f: Format = format.parse().map_err(|e| err(&e))?;
        let text = self.export_text(f).map_err(|e| err(&e))?;
        let (ext, mime) = match f {
            Format::Matrix => ("txt", "text/plain"),
            Format::Json => ("json", "application/json"),
            Format::Svg => ("svg", "image/svg+xml"),
        };
        Ok(file(name(ext), mime, text))
    }

    /// The walk so far as text (the papers' matrix, a JSON walk record, SVG).
    fn export_text(&self, f: Format) -> Result<String, exchange::ExchangeError> {
        let w = self.walk.walk();
        let from = (!self.imported()).then(|| Provenance {
            rule: w.spec().to_string(),
            seed: w.seed(),
        });
        exchange::export_path(w.board(), &w.path_indices(), f, from.as_ref())
    }

    fn imported(&self) -> bool {
        !self.form.tour.is_empty() || *self.walk.walk().spec() == crate::rules::RuleSpec::Imported
    }

    fn import(&mut self, text: &str) -> Result<Reply, Error> {
        let t = exchange::import_tour(text).map_err(|e| {
            let square = e.square().map(|s| (s.row, s.col));
            FormError::new(WalkField::Tour, &e).at(e.line(), square)
        })?;
        let (rows, cols) = (t.board.rows(), t.board.cols());
        let sides = crate::input::MIN_SIDE..=crate::input::MAX_SIDE;
        if !sides.contains(&rows) || !sides.contains(&cols) {
            return Err(FormError::new(
                WalkField::Tour,
                format!(
                    "a {rows}x{cols} board: the page takes sides {} to {}",
                    crate::input::MIN_SIDE,
                    crate::input::MAX_SIDE
                ),
            ));
        }
        let walk = Walk::follow_indices(t.board, &t.squares)
            .map_err(|e| FormError::new(WalkField::Tour, e))?;
        let squares: Vec<usize> = t.squares.iter().map(|&i| i as usize).collect();
        let form = WalkForm {
            rows,
            cols,
            start: start_text(walk.start()),
            rule: "ordering",
            ordering: form::ORDERING.into(),
            seed: 1,
            step: 1,
            rule2: None,
            tour: form::tour_text(exchange::path_code(t.board, &[squares])),
            ..self.form.clone()
        };
        self.pending = None;
        self.install(WalkState::of_walk(walk), &form);
        self.second_anew()?;
        self.sync_regions();
        Ok(Reply::say(format!(
            "Imported a {} on {}: step through it from move 1.",
            t.verdict, t.board
        )))
    }

    /// The next move in words, for the explanation beside the board.
    fn explain(&mut self) -> String {
        if self.walk.busy() {
            return String::new();
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
        if !t.on {
            return p.sentence;
        }
        if t.guessed_at == len {
            return t.verdict.clone();
        }
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
        format!("{ask} Your guess?")
    }

    /// The first board's overlay: the walk's own marks, the next move's, the cursor, where
    /// the rules part.
    fn overlay(&mut self, layout: &Layout) -> Vec<Shape> {
        let slide = self
            .slide
            .as_ref()
            .filter(|s| s.start.is_some() && s.len == self.walk.walk().len())
            .map(|s| (s.from, s.t));
        let mut shapes = view::walk_marks(layout, self.walk.walk(), slide);
        if self.marks_shown() {
            let values = self.values_shown();
            if let Some(p) = self.walk.preview(Numbering::Squirrel) {
                shapes.extend(view::preview_marks(layout, self.walk.walk(), &p, values));
            }
        }
        if let Some(c) = self.cursor {
            shapes.extend(view::ring(layout, c, theme::CURSOR));
        }
        if let Some(sq) = self.parting().and_then(|p| p.squares) {
            let s = Square::new(sq[0][0], sq[0][1]);
            shapes.extend(view::ring(layout, s, theme::ACCENT));
        }
        shapes
    }

    fn board_scene(
        &mut self,
        k: usize,
        viewport: Viewport,
        glyphs: &mut dyn Glyphs,
    ) -> Option<Scene<'_>> {
        let board = match k {
            0 => self.walk.walk().board(),
            _ => self.second.as_ref()?.walk().board(),
        };
        let layout = self.layout(board, viewport);
        let dpr = viewport.dpr;
        self.layouts[k] = Some(layout);
        if k == 0 {
            self.frames = self.frames.saturating_add(1);
        }
        // The overlay: small, drawn whole when anything on it changed.
        let overlay = if k == 0 {
            self.overlay(&layout)
        } else {
            let parting = self
                .parting()
                .and_then(|p| p.squares)
                .map(|sq| Square::new(sq[1][0], sq[1][1]));
            let w = self.second.as_ref()?.walk();
            let mut shapes = view::walk_marks(&layout, w, None);
            if let Some(s) = parting {
                shapes.extend(view::ring(&layout, s, theme::ACCENT));
            }
            shapes
        };
        let bits = (layout.fit.cell.to_bits(), layout.labels, dpr.to_bits());
        let overlay_key = key_of((format!("{overlay:?}"), bits));
        let overlay_new = self.drawn[k].overlay != Some(overlay_key);
        self.drawn[k].overlay = Some(overlay_key);
        // The regions' tint and rings (first board only).
        let mut regions_layer = None;
        if k == 0 {
            let len = self.walk.walk().len();
            let shown = self.regions().map(|r| {
                let key = key_of((r.stage_at(len), bits, r.board(), r.start()));
                (key, r)
            });
            regions_layer = Some(match shown {
                Some((key, r)) if self.drawn[0].regions != Some(key) => {
                    let mut shapes = regions::tint(r, &layout);
                    shapes.extend(regions::rings(r, &layout, len));
                    self.drawn[0].regions = Some(key);
                    (
                        true,
                        Content::Shapes {
                            clear: true,
                            shapes,
                        },
                    )
                }
                Some(_) => (false, Content::Keep),
                None => {
                    let was = self.drawn[0].regions.take().is_some();
                    (was, Content::Hidden)
                }
            });
        }
        let walk = match k {
            0 => self.walk.walk(),
            _ => self.second.as_ref()?.walk(),
        };
        let picture = &mut self.pictures[k];
        // What kept layers keep (the picture is made anew only with layers to show).
        let [kept_board, kept_path] = picture.bitmaps();
        let layers = picture.layers(walk, layout, dpr, glyphs);
        let regions_new = regions_layer.as_ref().is_some_and(|r| r.0);
        if layers.is_none() && !overlay_new && !regions_new {
            return None;
        }
        let mut scene = Scene::new(layout.fit.width, layout.fit.height, dpr);
        let full = scene.full_bitmap();
        let [board_layer, path_layer] = match layers {
            Some(l) => l,
            None => [
                Layer {
                    bitmap: kept_board,
                    content: Content::Keep,
                },
                Layer {
                    bitmap: kept_path,
                    content: Content::Keep,
                },
            ],
        };
        scene.layers.push(board_layer);
        if let Some((_, content)) = regions_layer {
            scene.layers.push(Layer {
                bitmap: full,
                content,
            });
        }
        scene.layers.push(path_layer);
        scene.layers.push(Layer {
            bitmap: full,
            content: if overlay_new {
                Content::Shapes {
                    clear: true,
                    shapes: overlay,
                }
            } else {
                Content::Keep
            },
        });
        scene.label = if k == 0 {
            format!(
                "The {board} board; click a square to start there, or focus it and explore it \
                 with the arrow keys"
            )
        } else {
            format!("The second rule's {board} board, stepped with the first")
        };
        Some(scene)
    }

    /// A chart of this walk's f (`relative` false) or r, when it changed (while playing, once
    /// in [`CHART_EVERY`] frames).
    fn chart(&mut self, relative: bool) -> Option<Scene<'static>> {
        if self.walk.busy() {
            return None;
        }
        self.tally.follow(self.walk.walk());
        let k = usize::from(relative);
        let key = (self.walk.walk().len(), self.form.numbering);
        if self.charts[k] == Some(key) || (self.playing && self.frames % CHART_EVERY != 0) {
            return None;
        }
        self.charts[k] = Some(key);
        Some(self.tally.chart(self.form.numbering, relative))
    }

    fn status_outputs(&mut self, out: &mut Vec<Output>) {
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
        let takes: Vec<&str> = RULES
            .iter()
            .filter(|r| r.takes_ordering)
            .map(|r| r.name)
            .collect();
        for name in ["ordering-field", "ordering2-field"] {
            out.push(named(name).with_data("rules", takes.join(" ")));
        }
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
        let t = &self.trying;
        out.push(Output::text(
            "score",
            if t.on {
                format!("Score: {} right of {}", t.right, t.tries)
            } else {
                String::new()
            },
        ));
        out.push(
            Output::text("try", if t.on { "Stop trying" } else { "You try" }).with_pressed(t.on),
        );
        let projector = self.form.projector;
        out.push(
            Output::text(
                "projector",
                if projector {
                    "Leave projector view"
                } else {
                    "Projector view"
                },
            )
            .with_pressed(projector),
        );
        out.push(
            named("page")
                .with_data("mode", if projector { "projector" } else { "board" })
                .with_data("compare", if self.second.is_some() { "on" } else { "off" }),
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
        out.push(Output::text("compass-cap", numbering.words()));
        // A closed tour goes on to the tourney view (which walks it again).
        let w = self.walk.walk();
        let closed = !busy && !self.imported() && w.outcome() == Outcome::ClosedTour;
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
        let squares = b.squares();
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
        let sliding = self.slide.is_some() || (self.playing && self.slow());
        out.push(Output::show("slide", sliding));
        out.push(Output::rows("legend", legend()));
    }

    /// Whether the knight slides at the speed on show.
    fn slow(&self) -> bool {
        SPEEDS[self.form.speed] <= SLIDE_MAX_SPEED
            && self.walk.walk().board().squares() <= SLIDE_MAX_SQUARES
    }
}

impl Lab for WalkLab {
    const KEY: &'static str = "walk";
    type Form = WalkForm;
    type Action = WalkAction;

    fn open(form: &WalkForm) -> Result<WalkLab, Error> {
        let mut me = WalkLab {
            form: form.clone(),
            walk: build(form)?,
            pending: None,
            second: None,
            staged: Staged::Off,
            pictures: [Picture::new(), Picture::new()],
            layouts: [None, None],
            drawn: [Drawn::default(), Drawn::default()],
            tally: Tally::default(),
            charts: [None, None],
            frames: 0,
            compass: None,
            parting: None,
            trying: Trying::default(),
            playing: false,
            cursor: None,
            slide: None,
            notes: Notes::default(),
            said: String::new(),
            #[cfg(feature = "bench")]
            cell: None,
        };
        me.shown();
        me.second_anew()?;
        me.sync_regions();
        Ok(me)
    }

    fn form(&self) -> WalkForm {
        match &self.pending {
            Some(p) => p.form.clone(),
            None => self.form.clone(),
        }
    }

    fn apply(&mut self, form: &WalkForm) -> Result<(), Error> {
        let shown = self.form();
        let mut form = form.clone();
        let anew = form.walk_key() != shown.walk_key();
        if anew && form.tour == shown.tour && !form.tour.is_empty() {
            // The form's own fields changed under an imported tour: the rule walks again.
            form.tour.clear();
            form.check()?;
        }
        if anew {
            if form.step == shown.step {
                form.step = 1;
            }
            let state = build(&form)?;
            self.pending = None;
            if state.busy() && !self.walk.busy() {
                self.pending = Some(Pending { state, form });
                return Ok(());
            }
            self.install(state, &form);
            self.second_anew()?;
            self.sync_regions();
            return Ok(());
        }
        let rule2_changed = (
            form.rule2,
            form.spec2().ok().flatten().map(|s| s.to_string()),
        ) != (
            self.form.rule2,
            self.form.spec2().ok().flatten().map(|s| s.to_string()),
        );
        let step = form.step;
        let before = self.walk.walk().len();
        let f = &mut self.form;
        (f.speed, f.projector, f.numbering) = (form.speed, form.projector, form.numbering);
        (f.marks, f.hide, f.regions) = (form.marks, form.hide, form.regions);
        (f.rule2, f.ordering2) = (form.rule2, form.ordering2.clone());
        if rule2_changed {
            self.second_anew()?;
        }
        if let Some(p) = self.pending.as_mut() {
            p.form = form.clone();
        }
        if step != before && !self.walk.busy() {
            self.walk.seek(step);
            self.moved(before);
        }
        self.sync_regions();
        Ok(())
    }

    fn act(&mut self, action: WalkAction) -> Result<Reply, Error> {
        let moving = matches!(
            action,
            WalkAction::Advance { .. }
                | WalkAction::Step
                | WalkAction::Back
                | WalkAction::Home
                | WalkAction::Seek { .. }
        );
        if moving && self.walk.busy() {
            return Ok(Reply::none());
        }
        let before = self.walk.walk().len();
        match action {
            WalkAction::Advance { n } => {
                let k = self.walk.run(usize::try_from(n).unwrap_or(usize::MAX));
                self.moved(before);
                return Ok(Reply::advanced(k as u64, self.play()));
            }
            WalkAction::Step => {
                self.walk.step();
            }
            WalkAction::Back => {
                self.walk.undo();
            }
            WalkAction::Home => {
                self.walk.seek(1);
            }
            WalkAction::Seek { to } => {
                self.walk.seek(usize::try_from(to).unwrap_or(usize::MAX));
            }
            WalkAction::Playing { on } => {
                self.playing = on;
                return Ok(Reply::none());
            }
            WalkAction::Press { view, x, y } => {
                let Some(layout) = self.layouts[0].filter(|_| view == "board") else {
                    return Ok(Reply::none());
                };
                return match layout.fit.square_at(x, y) {
                    Some((r, c)) => self.pick(Square::new(r, c)),
                    None => Ok(Reply::none()),
                };
            }
            WalkAction::Hover {} => return Ok(Reply::none()),
            WalkAction::Key { view, key } => {
                if view != "board" {
                    return Ok(Reply::none());
                }
                return self.key(&key);
            }
            WalkAction::Board { side } => {
                let side = side.clamp(crate::input::MIN_SIDE, crate::input::MAX_SIDE);
                self.apply_one(|f| {
                    (f.rows, f.cols) = (side, side);
                    f.tour.clear();
                    if f.start_square().is_err() {
                        f.start = "1,1".into();
                    }
                })?;
                return Ok(Reply::none());
            }
            WalkAction::NewSeed => {
                let seed = crate::rng::fresh_seed().map_err(|e| {
                    FormError::new(WalkField::Seed, format!("no randomness available: {e}"))
                })?;
                self.apply_one(|f| {
                    f.seed = seed;
                    f.tour.clear();
                })?;
                return Ok(Reply::none());
            }
            WalkAction::Try => {
                self.trying.on = !self.trying.on;
                return Ok(Reply::none());
            }
            WalkAction::Projector => {
                self.form.projector = !self.form.projector;
                if let Some(p) = self.pending.as_mut() {
                    p.form.projector = self.form.projector;
                }
                return Ok(Reply::none());
            }
            WalkAction::Slide { now } => {
                let len = self.walk.walk().len();
                if let Some(s) = self.slide.as_mut() {
                    let start = *s.start.get_or_insert(now);
                    s.t = (now - start) / s.ms;
                    if !s.t.is_finite() || s.t >= 1.0 || s.len != len {
                        self.slide = None;
                    }
                }
                let more = self.slide.is_some() || (self.playing && self.slow());
                return Ok(Reply::value(serde_json::json!(more)));
            }
            WalkAction::Export { format } => return self.export(&format),
            WalkAction::Import { text } => return self.import(&text),
            #[cfg(feature = "bench")]
            WalkAction::RunFast { n } => {
                let k = self.walk.run_fast(usize::try_from(n).unwrap_or(usize::MAX));
                self.form.step = self.walk.walk().len();
                return Ok(Reply::value(serde_json::json!(k)));
            }
            #[cfg(feature = "bench")]
            WalkAction::Redraw => {
                for p in &mut self.pictures {
                    p.forget();
                }
                self.drawn = [Drawn::default(), Drawn::default()];
                return Ok(Reply::none());
            }
            #[cfg(feature = "bench")]
            WalkAction::Cell { px } => {
                self.cell = (px.is_finite() && px > 0.0).then_some(px);
                return Ok(Reply::none());
            }
        }
        self.moved(before);
        Ok(Reply::none())
    }

    fn status(&mut self) -> Status {
        let numbering = self.form.numbering;
        let line = if self.walk.busy() {
            let w = self.walk.walk();
            format!(
                "Preparing the walk: {} on {} tries its orderings first.",
                w.spec(),
                w.board()
            )
        } else {
            self.walk.status_in(numbering)
        };
        let say = (!self.playing && line != self.said).then(|| {
            self.said = line.clone();
            line.clone()
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
            explain,
            say,
            outputs,
            play: Some(self.play()),
            job: None,
            carry,
        }
    }

    fn scene(
        &mut self,
        view: &str,
        viewport: Viewport,
        glyphs: &mut dyn Glyphs,
    ) -> Option<Scene<'_>> {
        match view {
            "board" => self.board_scene(0, viewport, glyphs),
            "board2" => self.board_scene(1, viewport, glyphs),
            "compass" => {
                if self.compass == Some(self.form.numbering) {
                    return None;
                }
                self.compass = Some(self.form.numbering);
                Some(compass(self.form.numbering))
            }
            "own-f" => self.chart(false),
            "own-r" => self.chart(true),
            _ => None,
        }
    }

    fn job(&mut self) -> Option<&mut dyn Job> {
        let busy = self.pending.is_some()
            || self.walk.busy()
            || self.second.as_ref().is_some_and(WalkState::busy)
            || matches!(self.staged, Staged::Working(..));
        if busy {
            Some(self)
        } else {
            None
        }
    }

    fn menus() -> Vec<Menu> {
        let rules: Vec<Choice> = RULES
            .iter()
            .map(|r| Choice::new(r.name, r.name, format!("{} ({}).", r.description, r.paper)))
            .collect();
        let none = Choice::new("", "(no second rule)", "one board, one rule");
        vec![
            Menu {
                field: "rule",
                choices: rules.clone(),
            },
            Menu {
                field: "rule2",
                choices: std::iter::once(none).chain(rules).collect(),
            },
            numbering_menu("numbering"),
        ]
    }
}

impl Job for WalkLab {
    fn work(&mut self, units: u64) -> Result<Progress, String> {
        if let Some(p) = self.pending.as_mut() {
            let progress = p.state.work(units)?;
            if progress.is_finished() {
                let Pending { state, form } = self.pending.take().expect("pending");
                self.install(state, &form);
                self.second_anew().map_err(|e| e.message)?;
                self.sync_regions();
            }
            return Ok(progress);
        }
        if self.walk.busy() {
            let progress = self.walk.work(units)?;
            if progress.is_finished() {
                self.shown();
                self.second_anew().map_err(|e| e.message)?;
                self.sync_regions();
            }
            return Ok(progress);
        }
        if let Some(s) = self.second.as_mut().filter(|s| s.busy()) {
            let progress = s.work(units)?;
            if progress.is_finished() {
                s.seek(self.walk.walk().len());
                self.drawn[1] = Drawn::default();
            }
            return Ok(progress);
        }
        if let Staged::Working(job, _) = &mut self.staged {
            let progress = job.work(units)?;
            if progress.is_finished() {
                if let Staged::Working(job, key) = std::mem::replace(&mut self.staged, Staged::Off)
                {
                    self.staged = Staged::Ready(job.finish(), key);
                }
                self.drawn[0].regions = None;
            }
            return Ok(progress);
        }
        Ok(Progress::finished(""))
    }

    fn cancel(&mut self) {
        if self.pending.take().is_some() {
            self.notes.apply = "Cancelled; the board shown is unchanged.".into();
        } else if self.walk.busy() {
            // Nothing else to show: the board's walk by the first ordering.
            let rule = self.walk.walk().spec().to_string();
            self.form.rule = "ordering";
            self.form.ordering = form::ORDERING.into();
            if let Ok(state) = build(&self.form) {
                self.walk = state;
                self.shown();
            }
            self.notes.apply = format!(
                "Cancelled: {rule} was not prepared; the walk shown is by ordering {}.",
                form::ORDERING
            );
        } else if self.second.as_ref().is_some_and(WalkState::busy) {
            self.second = None;
            self.form.rule2 = None;
            self.notes.rule2 = "Cancelled: no second rule.".into();
        } else if matches!(self.staged, Staged::Working(..)) {
            self.staged = Staged::Off;
            self.form.regions = false;
            self.notes.regions = "Cancelled: the regions are not shown.".into();
        }
    }

    fn name(&self) -> String {
        if self.pending.is_some() || self.walk.busy() {
            "Preparing the walk".into()
        } else if self.second.as_ref().is_some_and(WalkState::busy) {
            "Preparing the second rule's walk".into()
        } else {
            "Finding the staged rule's regions".into()
        }
    }
}

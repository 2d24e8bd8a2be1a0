//! The Phadke page (002): every Warnsdorff closed tour of the 8×8 board from a start to an end
//! ([`crate::phadke`]). A set (a start, an end a knight's move away, a reading of the paper's
//! ambiguities, a corner-dash variant: the [`form`]) is counted in a Worker ([`jobs::SetJob`]),
//! which then answers for its solutions by number: the page browses them (previous, next, a
//! number, Random from a seed kept in the link, a tie's other branch, the board's keys), each
//! drawn on the board ([`board`]) with its matrix and tie tree, and exported. The 53 pairs of the
//! paper, or every set of a corner-dash family, are counted across a pool of Workers
//! ([`jobs::BatchJob`]) into a [`table`] beside the paper's numbers. Beside them, every tour of
//! a small board is counted across the same pool ([`tours`]), with how many of them
//! Warnsdorff's rule can make.

pub mod board;
pub mod form;
pub mod jobs;
pub mod table;
pub mod tours;

use crate::exchange::{self, Format, Provenance};
use crate::page::fit::Fit;
use crate::page::form::{Form, FormError};
use crate::page::glyphs::Glyphs;
use crate::page::scene::{Scene, Viewport};
use crate::page::status::{
    Cell as Td, Choice, Feed, File, Menu, Output, Question, Reply, Row, Status, WorkerCall,
};
use crate::page::theme::Scheme;
use crate::page::words::{count, counted, decimal};
use crate::page::Lab;
use crate::phadke::sets::{self, verdict, Pair};
use crate::phadke::variant::{available_corners, end_dashes};
use crate::phadke::{Cell, Counts, Family, Reading, Variant};
use crate::rng::Stream;
use form::{end_for, ends_of};
pub use form::{EnumerateField, EnumerateForm};
pub use jobs::{BatchJob, SetJob, BATCH_JOB, SET_JOB};
use jobs::{SetOutput, SolutionView};
use serde::Deserialize;
use serde_json::json;
use table::{Table, HONESTY_AT_FIRST};
use tours::job::COUNT_JOB;
use tours::run::TourRun;

/// The largest square (CSS px) the board is drawn with.
const MAX_CELL: f64 = 72.0;

/// What the page asks.
#[derive(Debug, Deserialize)]
#[serde(tag = "do", rename_all = "kebab-case")]
pub enum EnumerateAction {
    /// The actions the page sends once it is on screen (the table's count; the linked
    /// solution's set).
    OnLoad,
    /// For a start and end as typed: the start's ends, the end kept or the first, the dashes
    /// the pair takes and words on them, and Figure 3's ten starts.
    Pair {
        start: String,
        end: String,
    },
    /// Count the set on show and show its first solution.
    Count,
    /// Count the set on show and show the solution the link asks for.
    Resume,
    /// Show the solution the form asks for.
    Go,
    Next,
    Prev,
    First,
    Last,
    Random,
    /// Show solution `n` (a tie's other branch).
    Show {
        n: u64,
    },
    /// Count pair `pair` of the 53 (a row of the table).
    Pick {
        pair: usize,
    },
    /// Count every set of the form's family in the pool of Workers.
    CountAll,
    /// Count every tour of the board the count's fields describe, in the pool of Workers.
    CountTours,
    /// Stop the count of every tour.
    CancelCount,
    /// A click on the board: that cell is the start.
    Press {
        x: f64,
        y: f64,
    },
    /// A key on the focused board: → and ← browse, Home and End go to the first and last.
    Key {
        key: String,
    },
    Export {
        format: String,
    },
}

/// A step of browsing: next and previous wrap round.
#[derive(Clone, Copy, Debug)]
enum Browse {
    Next,
    Prev,
    First,
    Last,
    Random,
}

/// Where the set's count stands.
#[derive(Clone, Debug, PartialEq)]
enum SetState {
    Counting,
    /// Counted and its tie tree built: this many solutions, answered by the Worker.
    Ready(u64),
    Cancelled,
    Failed(String),
}

/// The set's job in its Worker.
struct SetRun {
    id: u64,
    counts: Counts,
    ms: f64,
    state: SetState,
}

/// The solution on show: the set job's answer, its matrix and whether it is a closed tour.
struct Shown {
    set: u64,
    view: SolutionView,
    matrix: String,
    closed: bool,
}

/// The Phadke page.
pub struct EnumerateLab {
    form: EnumerateForm,
    pairs: Vec<Pair>,
    next_id: u64,
    set: Option<SetRun>,
    shown: Option<Shown>,
    table: Option<Table>,
    /// Random's stream, seeded by the form's seed.
    random: Stream,
    /// Jobs set aside by a newer request while under way, for the next reply to drop.
    dropped: Vec<u64>,
    /// Set jobs over (kept to answer) whose Workers the next reply lets go.
    over: Vec<u64>,
    /// The verdict beside the paper's totals.
    honesty: String,
    fit: Fit,
    drawn: Option<DrawKey>,
    /// The count of every tour, under way or the last one.
    tours: Option<TourRun>,
    /// A row for each count of every tour finished whole, the latest first.
    tour_rows: Vec<Row>,
    /// What the counted board's view showed: the board's fields, width, ratio and scheme.
    tours_drawn: Option<(String, u64, u64, Scheme)>,
}

/// What the board showed: start, end, the solution (set job and number), size, ratio and
/// scheme.
type DrawKey = (Cell, Cell, Option<(u64, u64)>, u64, u64, Scheme);

type Error = FormError<EnumerateField>;

fn n_error(message: impl std::fmt::Display) -> Error {
    FormError::new(EnumerateField::N, message)
}

impl EnumerateLab {
    fn new_id(&mut self) -> u64 {
        let id = self.next_id;
        self.next_id += 1;
        id
    }

    /// The set job is no longer the page's: stopped if under way, let go if over.
    fn retire_set(&mut self) {
        self.shown = None;
        if let Some(s) = self.set.take() {
            if s.state == SetState::Counting {
                self.dropped.push(s.id);
            } else {
                self.over.push(s.id);
            }
        }
    }

    /// `r` with the jobs set aside and the Workers to let go.
    fn reply(&mut self, mut r: Reply) -> Reply {
        r.drop.append(&mut self.dropped);
        r.release = std::mem::take(&mut self.over);
        r
    }

    /// Count the set on show in a Worker, then show solution `show`.
    fn count_set(&mut self, show: u64) -> Reply {
        self.retire_set();
        let id = self.new_id();
        self.set = Some(SetRun {
            id,
            counts: Counts::default(),
            ms: 0.0,
            state: SetState::Counting,
        });
        self.form.n = Some(show);
        let f = &self.form;
        let call = WorkerCall {
            id,
            kind: SET_JOB,
            spec: json!({
                "start": f.start.name(), "end": f.end.name(), "reading": f.reading.name(),
                "dash": f.dash.to_string(), "show": show,
            }),
            parallel: false,
            label: format!("Counting {}→{}", f.start, f.end),
            answers: true,
        };
        self.reply(Reply {
            worker: Some(call),
            ..Reply::none()
        })
    }

    /// Count every set of the form's family in the pool.
    fn count_all(&mut self) -> Reply {
        // A table's Workers go back to the pool as soon as its count is over; one under way
        // is set aside.
        if let Some(t) = self.table.take().filter(Table::running) {
            self.dropped.push(t.id);
        }
        let id = self.new_id();
        let (family, reading) = (self.form.family, self.form.reading);
        let table = Table::new(id, family, reading, self.pairs.len());
        let call = WorkerCall {
            id,
            kind: BATCH_JOB,
            spec: json!({"family": family.name(), "reading": reading.name()}),
            parallel: true,
            label: table.label(),
            answers: false,
        };
        self.table = Some(table);
        self.reply(Reply {
            worker: Some(call),
            ..Reply::none()
        })
    }

    /// Count every tour of the board the form describes, in the pool (one under way is set
    /// aside).
    fn count_tours(&mut self) -> Result<Reply, Error> {
        let spec = self.form.tours.clone();
        spec.graph()
            .map_err(|(f, e)| FormError::new(EnumerateField::of_tour(f), e))?;
        if let Some(t) = self.tours.take().filter(TourRun::running) {
            self.dropped.push(t.id);
        }
        let id = self.new_id();
        let call = WorkerCall {
            id,
            kind: COUNT_JOB,
            spec: spec.to_json(),
            parallel: true,
            label: format!("Counting the {}", spec.describe()),
            answers: false,
        };
        self.tours = Some(TourRun::new(id, spec));
        Ok(self.reply(Reply {
            worker: Some(call),
            ..Reply::none()
        }))
    }

    /// The count of every tour's outputs: its line, the results, its buttons and the board's
    /// words.
    fn tour_outputs(&self) -> Vec<Output> {
        let running = self.tours.as_ref().is_some_and(TourRun::running);
        let (line, state) = match &self.tours {
            None => (
                format!(
                    "Press Start to count every {}.",
                    self.form
                        .tours
                        .describe()
                        .replacen(" tours of ", " tour of ", 1)
                ),
                "idle",
            ),
            Some(t) => (
                t.line(),
                match t.state {
                    tours::run::RunState::Running => "running",
                    tours::run::RunState::Done => "done",
                    tours::run::RunState::Cancelled => "cancelled",
                    tours::run::RunState::Failed(_) => "failed",
                },
            ),
        };
        let merged = self.tours.as_ref().map(TourRun::merged).unwrap_or_default();
        let whole = state == "done";
        let squares = self.form.tours.graph().map_or(0, |g| g.len() as u64);
        vec![
            Output::text("count-status", line)
                .with_data("state", state)
                .with_data("tours", if whole { merged.tours.to_string() } else { String::new() })
                .with_data(
                    "warnsdorff",
                    if whole { merged.warnsdorff.to_string() } else { String::new() },
                )
                .with_data("done", merged.done)
                .with_data("tasks", merged.tasks)
                .with_data("ms", merged.ms.round())
                .with_data(
                    "workers",
                    self.tours.as_ref().map_or(0, TourRun::workers),
                ),
            Output::rows("count-results", self.tour_rows.clone()),
            Output::show("count-results-table", !self.tour_rows.is_empty()),
            Output::control("count-start", !running),
            Output::control("count-cancel", running),
            Output::text(
                "count-board-words",
                format!(
                    "The {} ({}). The disc on the first square shows its moves; a crossed square is removed.",
                    self.form.tours.describe(),
                    counted(squares, "square", "squares")
                ),
            ),
        ]
    }

    /// The set's job and its count, once its solutions can be asked for.
    fn ready(&self) -> Option<(u64, u64)> {
        match &self.set {
            Some(SetRun {
                id,
                state: SetState::Ready(n),
                ..
            }) => Some((*id, *n)),
            _ => None,
        }
    }

    /// Ask the set's Worker for solution `n`.
    fn ask(&mut self, n: u64) -> Result<Reply, Error> {
        let Some((id, total)) = self.ready() else {
            return Err(n_error("count the set first: press Count"));
        };
        if total == 0 {
            return Err(n_error("this set has no solutions to show"));
        }
        if !(1..=total).contains(&n) {
            return Err(n_error(format!(
                "solution number must be a whole number from 1 to {}",
                count(total)
            )));
        }
        self.form.n = Some(n);
        Ok(self.reply(Reply {
            ask: Some(Question {
                id,
                question: json!({ "n": n }),
            }),
            ..Reply::none()
        }))
    }

    /// The number on show (or asked for), and the set's count.
    fn position(&self) -> Option<(u64, u64)> {
        let (_, total) = self.ready()?;
        Some((self.form.n.unwrap_or(1).min(total), total))
    }

    /// The solution a step of browsing goes to (None: nothing to browse).
    fn target(&mut self, to: Browse) -> Option<u64> {
        let (at, total) = self.position().filter(|p| p.1 > 0)?;
        Some(match to {
            Browse::Next if at < total => at + 1,
            Browse::Next | Browse::First => 1,
            Browse::Prev if at > 1 => at - 1,
            Browse::Prev | Browse::Last => total,
            Browse::Random => self.random.below(total as usize) as u64 + 1,
        })
    }

    fn browse(&mut self, to: Browse) -> Result<Reply, Error> {
        // Nothing to browse: asking for 0 says why (not counted yet, or no solutions).
        let n = self.target(to).unwrap_or(0);
        self.ask(n)
    }

    /// The set in words: its pair of the paper (or the pair it is a mirror image of).
    fn pair_words(&self) -> String {
        let f = &self.form;
        match sets::canonical(f.start, f.end) {
            Some((p, 0)) => format!("set {}", p.label()),
            Some((p, _)) => format!(
                "a mirror image of set {} ({}→{})",
                p.label(),
                p.start,
                p.end
            ),
            None => "no set of the paper".to_string(),
        }
    }

    /// The paper's count of the set and the verdict on `ours`, or why there is none.
    fn paper_words(&self, ours: u64) -> String {
        let f = &self.form;
        let canon = sets::canonical(f.start, f.end);
        match canon.and_then(|(p, _)| sets::paper_pair(&p)) {
            Some(n) if f.dash == Variant::PLAIN => {
                format!("paper {}: {}", count(n), verdict(ours, n))
            }
            _ if f.dash != Variant::PLAIN => {
                "the paper prints no count for a single dashed set".to_string()
            }
            _ => match canon {
                Some((p, g)) => format!(
                    "the paper prints no count for set {}{} (its Table 1 is lost)",
                    p.label(),
                    if g != 0 {
                        " (of which this pair is a mirror image)"
                    } else {
                        ""
                    }
                ),
                None => String::new(),
            },
        }
    }

    fn set_line(&self) -> String {
        let f = &self.form;
        let pair = format!("{}→{}", f.start, f.end);
        let Some(s) = &self.set else {
            return format!("Press Count to count {pair} ({}).", self.pair_words());
        };
        let c = s.counts;
        let sofar = format!(
            "{}, {}, {} in {} s",
            counted(c.solutions, "solution", "solutions"),
            counted(c.dead_ends, "dead end", "dead ends"),
            counted(c.nodes, "position", "positions"),
            decimal(s.ms / 1000.0, 2)
        );
        match &s.state {
            SetState::Counting => format!("Counting {pair}: {sofar}…"),
            SetState::Ready(n) => format!("Counted {pair}: {sofar}; {}.", self.paper_words(*n)),
            SetState::Cancelled => format!(
                "Cancelled after {}: {} so far.",
                counted(c.nodes, "position", "positions"),
                counted(c.solutions, "solution", "solutions")
            ),
            SetState::Failed(e) => e.clone(),
        }
    }

    fn solution_line(&self) -> String {
        match (&self.shown, self.ready()) {
            (Some(s), _) => format!(
                "Solution {} of {}: {}, {} on the way.",
                count(s.view.number),
                count(s.view.count),
                if s.closed {
                    "a closed tour (checked)"
                } else {
                    "NOT a closed tour — please report"
                },
                counted(s.view.ties.len() as u64, "tie", "ties")
            ),
            (None, Some((_, 0))) => "No solutions in this set.".to_string(),
            _ => String::new(),
        }
    }

    fn explain(&self) -> String {
        let f = &self.form;
        let dash = if f.dash == Variant::PLAIN {
            "no corner dash".to_string()
        } else {
            format!("corner dash {}", f.dash)
        };
        let path = match &self.shown {
            Some(s) => format!(
                "; the path is solution {}'s tour, each cell numbered by its move, the {} where the rule met a tie in purple",
                count(s.view.number),
                if s.view.ties.len() == 1 { "move" } else { "moves" }
            ),
            None => String::new(),
        };
        format!(
            "{}→{} is {}, under reading {} with {dash}. On the board: the ten start cells of Figure 3 tinted, the start ringed in green, the end in red{path}. Click a cell to make it the start; with the board focused, → and ← go to the next and previous solution, Home and End to the first and last.",
            f.start,
            f.end,
            self.pair_words(),
            f.reading.name(),
        )
    }

    fn ties_rows(&self) -> Vec<Row> {
        let Some(s) = &self.shown else {
            return Vec::new();
        };
        if s.view.ties.is_empty() {
            return vec![Row::texts([
                "no ties: this solution is the only one of its set",
            ])];
        }
        s.view
            .ties
            .iter()
            .map(|t| {
                let mut cells = vec![Td::text(format!("move {}:", t.at_move))];
                for (i, &(c, n)) in t.options.iter().enumerate() {
                    let name = Cell::new(c).map_or(String::new(), Cell::name);
                    let label = format!("{name} {}", count(n));
                    cells.push(if i == t.chosen {
                        Td::text(label).with_data("taken", "true")
                    } else {
                        let first = t.firsts[i] + 1;
                        Td::button(label.clone(), json!({"do": "show", "n": first})).with_title(
                            format!(
                            "{label}: go to solution {}, the first that takes {name} at move {}",
                            count(first),
                            t.at_move
                        ),
                        )
                    });
                }
                Row::of(cells)
                    .with_data("move", t.at_move)
                    .with_data("chosen", t.chosen)
            })
            .collect()
    }

    fn feed_set(&mut self, feed: Feed) {
        let Some(s) = self.set.as_mut().filter(|s| s.id == feed.id) else {
            return;
        };
        if let Some(answer) = feed.answer {
            let Ok(view) = serde_json::from_value::<SolutionView>(answer) else {
                return;
            };
            // An answer for a number asked before the last is passed over.
            if Some(view.number) == self.form.n {
                self.shown = Some(Shown::of(s.id, view));
            }
            return;
        }
        if let Some(e) = feed.error {
            s.state = SetState::Failed(e);
            return;
        }
        let out: SetOutput = serde_json::from_value(feed.output).unwrap_or_default();
        s.counts = Counts {
            solutions: out.solutions,
            dead_ends: out.dead_ends,
            nodes: out.nodes,
        };
        s.ms = out.ms;
        if feed.cancelled {
            s.state = SetState::Cancelled;
        } else if let Some(n) = out.count {
            s.state = SetState::Ready(n);
        }
        if let Some(view) = out.solution {
            self.form.n = Some(view.number);
            self.shown = Some(Shown::of(s.id, view));
        }
    }

    fn feed_table(&mut self, feed: Feed) {
        let Some(t) = self.table.as_mut().filter(|t| t.id == feed.id) else {
            return;
        };
        if t.feed(feed) {
            if let Some(h) = t.honesty(&self.pairs) {
                self.honesty = h;
            }
        }
    }

    fn file_name(&self, ext: &str) -> String {
        let f = &self.form;
        let dash = if f.dash == Variant::PLAIN {
            String::new()
        } else {
            format!("-{}", f.dash.to_string().replace(':', "-"))
        };
        let n = self.shown.as_ref().map_or(0, |s| s.view.number);
        format!(
            "phadke-{}-{}-{}{dash}-solution-{n}.{ext}",
            f.start,
            f.end,
            f.reading.name()
        )
    }

    fn export(&self, format: &str) -> Result<Reply, Error> {
        let Some(s) = &self.shown else {
            return Err(n_error("count a set and show a solution first"));
        };
        let file = |ext: &str, mime: &'static str, text: String| Reply {
            file: Some(File {
                bytes: Vec::new(),
                name: self.file_name(ext),
                mime,
                text,
            }),
            ..Reply::none()
        };
        if format == "png" {
            return Ok(file("png", "image/png", String::new()));
        }
        let fmt: Format = format
            .parse()
            .map_err(|e: exchange::ExchangeError| n_error(e))?;
        let f = &self.form;
        let rule = if f.dash == Variant::PLAIN {
            format!("phadke-{}", f.reading.name())
        } else {
            format!("phadke-{}+{}", f.reading.name(), f.dash)
        };
        let from = Provenance::of_texts(Some(&rule), Some("0")).map_err(n_error)?;
        let board = crate::board::Board::new(8, 8).expect("8x8 is a board");
        let squares: Vec<u32> = s.view.cells.iter().map(|&c| u32::from(c)).collect();
        let text = exchange::export_path(board, &squares, fmt, from.as_ref()).map_err(n_error)?;
        let (ext, mime) = match fmt {
            Format::Matrix => ("txt", "text/plain"),
            Format::Json => ("json", "application/json"),
            Format::Svg => ("svg", "image/svg+xml"),
        };
        Ok(file(ext, mime, text))
    }

    /// The start's ends, the end kept or the first, the pair's dashes and words on them.
    fn pair_info(start: &str, end: &str) -> serde_json::Value {
        let starts: Vec<String> = board::figure_3_starts().map(Cell::name).collect();
        let Ok(s) = Cell::parse(start) else {
            return json!({"ends": [], "end": "", "dashes": ["none"], "help": "", "starts": starts});
        };
        let e = end_for(s, Cell::parse(end).unwrap_or(s));
        let corners: Vec<&str> = available_corners(s, e)
            .into_iter()
            .map(|k| k.name())
            .collect();
        let end_dashes: Vec<String> = end_dashes(s, e)
            .into_iter()
            .map(|d| {
                Variant {
                    end_dash: d,
                    ..Variant::PLAIN
                }
                .to_string()
            })
            .collect();
        let list = |v: &[String]| {
            if v.is_empty() {
                "none".to_string()
            } else {
                v.join(", ")
            }
        };
        let corner_names: Vec<String> = corners.iter().map(|c| c.to_string()).collect();
        let help = format!(
            "dashable corners of {s}→{e}: {} (add :A or :B for a semi dash); end dashes: {}",
            list(&corner_names),
            list(&end_dashes)
        );
        let dashes: Vec<String> = std::iter::once("none".to_string())
            .chain(corner_names)
            .chain(end_dashes)
            .collect();
        json!({
            "ends": ends_of(s).into_iter().map(Cell::name).collect::<Vec<_>>(),
            "end": e.name(),
            "dashes": dashes,
            "help": help,
            "starts": starts,
        })
    }
}

impl EnumerateLab {
    /// The board of the count's fields, when it changed (or the view did).
    fn tours_scene(&mut self, viewport: Viewport) -> Option<Scene<'_>> {
        let spec = &self.form.tours;
        let g = spec.graph().ok()?;
        let fit = Fit::new(g.rows, g.cols, viewport, MAX_CELL * 0.75);
        let key = (
            format!("{:?}", spec),
            fit.width.to_bits(),
            viewport.dpr.to_bits(),
            viewport.scheme,
        );
        if self.tours_drawn.as_ref() == Some(&key) {
            return None;
        }
        self.tours_drawn = Some(key);
        let mut scene = Scene::new(fit.width, fit.height, viewport.dpr);
        scene.label = format!(
            "The board counted: {}, {}.",
            spec.describe(),
            counted(g.len() as u64, "square", "squares")
        );
        scene.shapes(true, tours::board::shapes(&g, &fit, viewport.palette()));
        Some(scene)
    }
}

impl Shown {
    fn of(set: u64, view: SolutionView) -> Shown {
        let cells: Vec<Cell> = view.cells.iter().filter_map(|&i| Cell::new(i)).collect();
        let closed = crate::phadke::search::is_closed_tour(&cells);
        let board = crate::board::Board::new(8, 8).expect("8x8 is a board");
        let path: Vec<_> = cells.iter().map(|c| c.square()).collect();
        let m = crate::matrix::Matrix::of_path(board, &path);
        let closed = closed && m.validate() == Ok(crate::matrix::Verdict::ClosedTour);
        Shown {
            set,
            matrix: m.to_string(),
            closed,
            view,
        }
    }
}

impl Lab for EnumerateLab {
    const KEY: &'static str = "enumerate";
    type Form = EnumerateForm;
    type Action = EnumerateAction;

    fn open(form: &EnumerateForm) -> Result<EnumerateLab, Error> {
        form.check()?;
        Ok(EnumerateLab {
            form: form.clone(),
            pairs: sets::pairs(),
            next_id: 1,
            set: None,
            shown: None,
            table: None,
            random: Stream::new(form.rseed),
            dropped: Vec::new(),
            over: Vec::new(),
            honesty: HONESTY_AT_FIRST.to_string(),
            fit: Fit::of_cell(8, 8, 1.0),
            drawn: None,
            tours: None,
            tour_rows: Vec::new(),
            tours_drawn: None,
        })
    }

    fn form(&self) -> EnumerateForm {
        self.form.clone()
    }

    fn apply(&mut self, form: &EnumerateForm) -> Result<(), Error> {
        form.check()?;
        if form.set() != self.form.set() {
            self.retire_set();
            self.form.start = form.start;
            self.form.end = form.end;
            self.form.reading = form.reading;
            self.form.dash = form.dash;
            self.form.n = None;
        } else if form.n != self.form.n {
            if let Some(n) = form.n {
                let Some((_, total)) = self.ready() else {
                    return Err(n_error("count the set first: press Count"));
                };
                if n > total {
                    return Err(n_error(format!(
                        "solution number must be a whole number from 1 to {}",
                        count(total)
                    )));
                }
                self.form.n = Some(n);
            }
        }
        self.form.family = form.family;
        self.form.tours = form.tours.clone();
        if form.rseed != self.form.rseed {
            self.form.rseed = form.rseed;
            self.random = Stream::new(form.rseed);
        }
        Ok(())
    }

    fn act(&mut self, action: EnumerateAction) -> Result<Reply, Error> {
        match action {
            EnumerateAction::OnLoad => {
                let mut list = vec![json!({"do": "count-all"})];
                if self.form.n.is_some() {
                    list.push(json!({"do": "resume"}));
                }
                Ok(Reply::value(json!(list)))
            }
            EnumerateAction::Pair { start, end } => {
                Ok(Reply::value(EnumerateLab::pair_info(&start, &end)))
            }
            EnumerateAction::Count => Ok(self.count_set(1)),
            EnumerateAction::Resume => {
                let n = self.form.n.unwrap_or(1);
                Ok(self.count_set(n))
            }
            EnumerateAction::Go => {
                let n = self
                    .form
                    .n
                    .ok_or_else(|| n_error("enter a solution number"))?;
                self.ask(n)
            }
            EnumerateAction::Next => self.browse(Browse::Next),
            EnumerateAction::Prev => self.browse(Browse::Prev),
            EnumerateAction::First => self.browse(Browse::First),
            EnumerateAction::Last => self.browse(Browse::Last),
            EnumerateAction::Random => self.browse(Browse::Random),
            EnumerateAction::Show { n } => self.ask(n),
            EnumerateAction::Pick { pair } => {
                let p = *self
                    .pairs
                    .get(pair)
                    .ok_or_else(|| n_error(format!("no pair {pair}")))?;
                let f = EnumerateForm {
                    start: p.start,
                    end: p.end,
                    dash: Variant::PLAIN,
                    ..self.form.clone()
                };
                self.apply(&f)?;
                Ok(self.count_set(1))
            }
            EnumerateAction::CountAll => Ok(self.count_all()),
            EnumerateAction::CountTours => self.count_tours(),
            EnumerateAction::CancelCount => Ok(self.reply(Reply {
                stop: self.tours.as_ref().filter(|t| t.running()).map(|t| t.id),
                ..Reply::none()
            })),
            EnumerateAction::Press { x, y } => {
                let Some(c) = board::cell_at(&self.fit, x, y) else {
                    return Ok(Reply::none());
                };
                let mut f = self.form.clone();
                f.start = c;
                f.end = end_for(c, f.end);
                if f.dash.check(f.start, f.end).is_err() {
                    f.dash = Variant::PLAIN;
                }
                self.apply(&f)?;
                Ok(self.reply(Reply::none()))
            }
            EnumerateAction::Key { key } => {
                let to = match key.as_str() {
                    "ArrowRight" => Browse::Next,
                    "ArrowLeft" => Browse::Prev,
                    "Home" => Browse::First,
                    "End" => Browse::Last,
                    _ => return Ok(Reply::none()),
                };
                match self.target(to) {
                    Some(n) => {
                        let mut r = self.ask(n)?;
                        r.value = Some(json!(true));
                        Ok(r)
                    }
                    None => Ok(Reply::none()),
                }
            }
            EnumerateAction::Export { format } => self.export(&format),
        }
    }

    fn feed(&mut self, feed: Feed) {
        if self.set.as_ref().is_some_and(|s| s.id == feed.id) {
            self.feed_set(feed);
        } else if self.table.as_ref().is_some_and(|t| t.id == feed.id) {
            self.feed_table(feed);
        } else if let Some(t) = self.tours.as_mut().filter(|t| t.id == feed.id) {
            if t.feed(feed) {
                if let Some(row) = t.row() {
                    self.tour_rows.insert(0, row);
                }
            }
        }
    }

    fn status(&mut self) -> Status {
        let shown = self.shown.is_some();
        let browsable = self.ready().is_some_and(|(_, n)| n > 0);
        let solutions = self.ready().map(|(_, n)| n);
        let (table_line, table_solutions, parts) = self
            .table
            .as_ref()
            .map_or((String::new(), None, 0), Table::line);
        let running = self.table.as_ref().is_some_and(Table::running);
        // Every data value is given each time, empty when there is none: the page keeps a
        // value until it is given another.
        let status_data = Output {
            name: "status".into(),
            ..Output::default()
        }
        .with_data(
            "solutions",
            solutions.map_or(String::new(), |n| n.to_string()),
        );
        let (number, closed) = self
            .shown
            .as_ref()
            .map_or((String::new(), String::new()), |s| {
                (s.view.number.to_string(), s.closed.to_string())
            });
        let all = Output::text("all-status", table_line)
            .with_data("parts", parts)
            .with_data(
                "solutions",
                table_solutions.map_or(String::new(), |n| n.to_string()),
            );
        let mut outputs = vec![
            status_data,
            Output::text("solution-line", self.solution_line())
                .with_data("number", number)
                .with_data("closed", closed),
            Output::text("matrix", self.shown.as_ref().map_or("", |s| &s.matrix)),
            Output::rows("ties", self.ties_rows()),
            Output::text("rseed", self.form.rseed.to_string()),
            Output::text("reading-help", self.form.reading.describe()),
            Output::rows(
                "totals",
                self.table
                    .as_ref()
                    .map_or(Vec::new(), |t| t.totals(&self.pairs)),
            ),
            all,
            Output::text("honesty", self.honesty.clone()),
            Output::control("run-all", !running),
        ];
        outputs.extend(self.tour_outputs());
        let current = (self.form.start, self.form.end);
        outputs.extend(table::bodies(self.table.as_ref(), &self.pairs, current));
        for b in ["prev", "next", "random", "go"] {
            outputs.push(Output::control(b, browsable));
        }
        for f in ["svg", "matrix", "json", "png"] {
            outputs.push(Output::control(format!("export-{f}"), shown));
        }
        Status {
            line: self.set_line(),
            details: String::new(),
            explain: self.explain(),
            outputs,
            ..Status::default()
        }
    }

    fn scene(&mut self, view: &str, viewport: Viewport, _: &mut dyn Glyphs) -> Option<Scene<'_>> {
        if view == "count-board" {
            return self.tours_scene(viewport);
        }
        if view != "board" {
            return None;
        }
        let fit = Fit::new(8, 8, viewport, MAX_CELL);
        let key = (
            self.form.start,
            self.form.end,
            self.shown.as_ref().map(|s| (s.set, s.view.number)),
            fit.width.to_bits(),
            viewport.dpr.to_bits(),
            viewport.scheme,
        );
        if self.drawn == Some(key) && fit == self.fit {
            return None;
        }
        self.fit = fit;
        self.drawn = Some(key);
        let f = &self.form;
        let tie_moves: Vec<u8> = self.shown.as_ref().map_or(Vec::new(), |s| {
            s.view.ties.iter().map(|t| t.at_move).collect()
        });
        let b = board::Board {
            start: f.start,
            end: f.end,
            tour: self.shown.as_ref().map(|s| &s.view.cells[..]),
            tie_moves: &tie_moves,
        };
        let mut scene = Scene::new(fit.width, fit.height, viewport.dpr);
        scene.label = match &self.shown {
            Some(s) => format!(
                "The board: solution {} of {}→{}, each cell numbered by its move. Click a cell to make it the start.",
                count(s.view.number),
                f.start,
                f.end
            ),
            None => format!(
                "The board: start {}, end {}. Click a cell to make it the start.",
                f.start, f.end
            ),
        };
        scene.shapes(true, board::shapes(&b, &fit, viewport.palette()));
        Some(scene)
    }

    fn menus() -> Vec<Menu> {
        vec![
            Menu {
                field: "reading",
                choices: Reading::all()
                    .into_iter()
                    .map(|r| Choice::new(r.name(), r.name(), r.describe()))
                    .collect(),
            },
            Menu {
                field: "count-kind",
                choices: vec![
                    Choice::new("open", "open (directed: each path from both its ends)", ""),
                    Choice::new("closed", "closed (each cycle once)", ""),
                ],
            },
            Menu {
                field: "wrap",
                choices: vec![
                    Choice::new("none", "none", "the board's edges are edges"),
                    Choice::new("cylinder", "cylinder", "the columns wrap round"),
                    Choice::new("torus", "torus", "the rows and the columns wrap round"),
                ],
            },
            Menu {
                field: "family",
                choices: Family::ALL
                    .into_iter()
                    .map(|f| {
                        let n = sets::family_jobs(f).len() as u64;
                        Choice::new(
                            f.name(),
                            format!("{} ({})", f.name(), counted(n, "algorithm", "algorithms")),
                            "",
                        )
                    })
                    .collect(),
            },
        ]
    }
}

//! The Phadke page (002): every Warnsdorff closed tour of the 8×8 board from a start to an end
//! ([`crate::phadke`]). A set (a start, an end a knight's move away, a reading of the paper's
//! ambiguities, a corner-dash variant) is counted in a Worker ([`jobs::SetJob`]), which then
//! answers for its solutions by number: the page browses them (previous, next, a number, Random
//! from a seed kept in the link, a tie's other branch, the board's keys), each drawn on the board
//! ([`board`]) with its matrix and tie tree, and exported. The 53 pairs of the paper, or every
//! set of a corner-dash family, are counted across a pool of Workers ([`jobs::BatchJob`]) into a
//! table beside the paper's numbers.

pub mod board;
pub mod jobs;

use crate::exchange::{self, Format, Provenance};
use crate::page::fit::Fit;
use crate::page::form::{Field, Form, FormError};
use crate::page::glyphs::Glyphs;
use crate::page::scene::{Scene, Viewport};
use crate::page::status::{
    Cell as Td, Choice, Feed, File, Menu, Output, Question, Reply, Row, Status, WorkerCall,
};
use crate::page::words::{count, counted, decimal};
use crate::page::Lab;
use crate::phadke::sets::{self, verdict, Pair};
use crate::phadke::variant::{available_corners, end_dashes};
use crate::phadke::{Cell, Counts, Family, Problem, ProblemError, Reading, Variant};
use crate::rng::Stream;
pub use jobs::{BatchJob, SetJob, BATCH_JOB, SET_JOB};
use jobs::{BatchOutput, SetOutput, SolutionView};
use serde::Deserialize;
use serde_json::json;
use std::collections::BTreeMap;

/// The largest square (CSS px) the board is drawn with.
const MAX_CELL: f64 = 72.0;

/// The page's fields.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EnumerateField {
    Start,
    End,
    Reading,
    Dash,
    /// The solution on show (1-based).
    N,
    /// The family the table counts.
    Family,
    /// Random's seed.
    Rseed,
}

impl Field for EnumerateField {
    fn all() -> &'static [EnumerateField] {
        &[
            EnumerateField::Start,
            EnumerateField::End,
            EnumerateField::Reading,
            EnumerateField::Dash,
            EnumerateField::N,
            EnumerateField::Family,
            EnumerateField::Rseed,
        ]
    }

    fn name(self) -> &'static str {
        match self {
            EnumerateField::Start => "start",
            EnumerateField::End => "end",
            EnumerateField::Reading => "reading",
            EnumerateField::Dash => "dash",
            EnumerateField::N => "n",
            EnumerateField::Family => "family",
            EnumerateField::Rseed => "rseed",
        }
    }
}

/// The set on show, the solution asked for, the table's family and Random's seed.
#[derive(Clone, Debug, PartialEq)]
pub struct EnumerateForm {
    pub start: Cell,
    pub end: Cell,
    pub reading: Reading,
    pub dash: Variant,
    /// The solution asked for or on show (1-based); None: none.
    pub n: Option<u64>,
    pub family: Family,
    pub rseed: u64,
}

impl Default for EnumerateForm {
    fn default() -> EnumerateForm {
        EnumerateForm {
            start: Cell::parse("a8").expect("a cell"),
            end: Cell::parse("c7").expect("a cell"),
            reading: Reading::default(),
            dash: Variant::PLAIN,
            n: None,
            family: Family::Plain,
            rseed: 1,
        }
    }
}

/// The ends a start may take (a knight's move away, so the tour closes), in index order.
fn ends_of(start: Cell) -> Vec<Cell> {
    Cell::of_mask(start.neighbours()).collect()
}

/// `end` when it is a knight's move from `start`, else the start's first end.
fn end_for(start: Cell, end: Cell) -> Cell {
    if start.touches(end) {
        end
    } else {
        ends_of(start)[0]
    }
}

impl EnumerateForm {
    fn problem(&self) -> Result<Problem, FormError<EnumerateField>> {
        Problem::new(self.start, self.end, self.dash, self.reading).map_err(|e| match e {
            ProblemError::NotClosing { .. } => FormError::new(EnumerateField::End, e),
            ProblemError::Dash(_) => FormError::new(EnumerateField::Dash, e),
        })
    }

    /// The set: start, end, reading and dash.
    fn set(&self) -> (Cell, Cell, Reading, Variant) {
        (self.start, self.end, self.reading, self.dash)
    }
}

impl Form for EnumerateForm {
    type Field = EnumerateField;

    fn text(&self, f: EnumerateField) -> String {
        match f {
            EnumerateField::Start => self.start.name(),
            EnumerateField::End => self.end.name(),
            EnumerateField::Reading => self.reading.name(),
            EnumerateField::Dash => self.dash.to_string(),
            EnumerateField::N => self.n.map_or(String::new(), |n| n.to_string()),
            EnumerateField::Family => self.family.name().to_string(),
            EnumerateField::Rseed => self.rseed.to_string(),
        }
    }

    fn set(&mut self, f: EnumerateField, text: &str) -> Result<(), String> {
        let t = text.trim();
        match f {
            EnumerateField::Start => {
                self.start = Cell::parse(t).map_err(|e| e.to_string())?;
                // An end no longer a knight's move away follows the start.
                self.end = end_for(self.start, self.end);
            }
            EnumerateField::End => self.end = Cell::parse(t).map_err(|e| e.to_string())?,
            EnumerateField::Reading => {
                self.reading = Reading::parse(t).map_err(|e| e.to_string())?
            }
            EnumerateField::Dash => self.dash = Variant::parse(t).map_err(|e| e.to_string())?,
            EnumerateField::N => {
                self.n = match t {
                    "" => None,
                    _ => Some(
                        t.parse::<u64>()
                            .ok()
                            .filter(|&n| n >= 1)
                            .ok_or_else(|| format!("'{t}' is not a solution number (1, 2, …)"))?,
                    ),
                }
            }
            EnumerateField::Family => {
                self.family = Family::parse(t).ok_or_else(|| {
                    format!(
                        "family '{t}' is not one of {}",
                        Family::ALL.map(|f| f.name()).join(", ")
                    )
                })?
            }
            EnumerateField::Rseed => {
                self.rseed = t.parse().map_err(|_| {
                    format!("seed '{t}' is not a whole number from 0 to {}", u64::MAX)
                })?
            }
        }
        Ok(())
    }

    fn check(&self) -> Result<(), FormError<EnumerateField>> {
        self.problem().map(|_| ())
    }
}

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

/// The table's sums for one pair.
#[derive(Clone, Copy, Debug, Default)]
struct Sum {
    algos: u64,
    solutions: u64,
    dead_ends: u64,
    nodes: u64,
}

/// One part of the table's job: its Worker's ms, whether it is over (and cancelled).
#[derive(Clone, Copy, Debug, Default)]
struct Part {
    ms: f64,
    over: bool,
    cancelled: bool,
}

/// Where the table's count stands.
#[derive(Clone, Debug, PartialEq)]
enum TableState {
    Running,
    Done,
    Cancelled,
    Failed(String),
}

/// A family counted across the pool of Workers.
struct TableRun {
    id: u64,
    family: Family,
    reading: Reading,
    sets: u64,
    sums: Vec<Sum>,
    /// The sums the table's rows show, taken from `sums` every [`TableRun::step`] sets and when
    /// a part is over: laying the rows out anew costs the page far more than the rest of its
    /// status, and a count posts many times a second.
    shown: Vec<Sum>,
    /// Sets counted since `shown` was taken.
    since: u64,
    parts: Vec<Part>,
    state: TableState,
}

impl TableRun {
    /// Sets counted between two updates of the rows: about a dozen updates a count.
    fn step(&self) -> u64 {
        (self.sets / 12).max(8)
    }
}

/// The Phadke page.
pub struct EnumerateLab {
    form: EnumerateForm,
    pairs: Vec<Pair>,
    next_id: u64,
    set: Option<SetRun>,
    shown: Option<Shown>,
    table: Option<TableRun>,
    /// Random's stream, seeded by the form's seed.
    random: Stream,
    /// Jobs stopped while under way: parts over of how many (0: not known yet).
    stopping: BTreeMap<u64, (u32, u32)>,
    /// A set job to stop (the set changed by an edit), for the next reply.
    stop: Option<u64>,
    /// Jobs over whose Workers the next reply lets go.
    over: Vec<u64>,
    /// The verdict beside the paper's totals.
    honesty: String,
    fit: Fit,
    drawn: Option<DrawKey>,
}

/// What the board showed: start, end, the solution (set job and number), size and ratio.
type DrawKey = (Cell, Cell, Option<(u64, u64)>, u64, u64);

type Error = FormError<EnumerateField>;

fn n_error(message: impl std::fmt::Display) -> Error {
    FormError::new(EnumerateField::N, message)
}

const HONESTY_AT_FIRST: &str = "The paper's a8→c7 count (14,258) is reproduced under the default reading; its 53-pair total (989,931) and corner-dash totals are not, under any reading: run “Count all” to see the numbers.";

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
                self.stopping.insert(s.id, (0, 1));
                self.stop = Some(s.id);
            } else {
                self.over.push(s.id);
            }
        }
    }

    /// `r` with the pending stop and the Workers to let go.
    fn reply(&mut self, mut r: Reply) -> Reply {
        if r.stop.is_none() {
            r.stop = self.stop.take();
        }
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
        };
        self.reply(Reply {
            worker: Some(call),
            ..Reply::none()
        })
    }

    /// Count every set of the form's family in the pool.
    fn count_all(&mut self) -> Reply {
        // A table's Workers are let go as soon as its count is over; one under way stops.
        let mut stop = None;
        if let Some(t) = self.table.take().filter(|t| t.state == TableState::Running) {
            let over = t.parts.iter().filter(|p| p.over).count() as u32;
            self.stopping.insert(t.id, (over, t.parts.len() as u32));
            stop = Some(t.id);
        }
        let id = self.new_id();
        let (family, reading) = (self.form.family, self.form.reading);
        let n = sets::family_jobs(family).len() as u64;
        self.table = Some(TableRun {
            id,
            family,
            reading,
            sets: n,
            sums: vec![Sum::default(); self.pairs.len()],
            shown: vec![Sum::default(); self.pairs.len()],
            since: 0,
            parts: Vec::new(),
            state: TableState::Running,
        });
        let label = match family {
            Family::Plain => "Counting the 53 pairs".to_string(),
            f => format!("Counting the {} sets of family {}", count(n), f.name()),
        };
        let r = Reply {
            worker: Some(WorkerCall {
                id,
                kind: BATCH_JOB,
                spec: json!({"family": family.name(), "reading": reading.name()}),
                parallel: true,
                label,
            }),
            stop,
            ..Reply::none()
        };
        self.reply(r)
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

    /// The table's rows, a body for each start of Figure 3 (`pairs-1` to `pairs-10`): the page
    /// lays out again only the bodies whose rows changed, not all 53 rows at each post of a
    /// count.
    fn table_bodies(&self) -> Vec<Output> {
        let rows = self.table_rows();
        let mut bodies: Vec<Output> = Vec::new();
        for (p, row) in self.pairs.iter().zip(rows) {
            let name = format!("pairs-{}", p.set);
            match bodies.last_mut() {
                Some(b) if b.name == name => b.rows.get_or_insert_with(Vec::new).push(row),
                _ => bodies.push(Output::rows(name, vec![row])),
            }
        }
        bodies
    }

    fn table_rows(&self) -> Vec<Row> {
        let f = &self.form;
        self.pairs
            .iter()
            .enumerate()
            .map(|(i, p)| {
                let sum = self.table.as_ref().map(|t| t.shown[i]).unwrap_or_default();
                let some = |v: u64| {
                    if sum.algos > 0 {
                        count(v)
                    } else {
                        String::new()
                    }
                };
                let cells =
                    vec![
                        Td::button(p.label(), json!({"do": "pick", "pair": i}))
                            .with_title(format!("count {}→{} (set {})", p.start, p.end, p.label())),
                        Td::text(p.start.name()),
                        Td::text(p.end.name()),
                        Td::text(count(u64::from(p.multiplicity))),
                        Td::text(some(sum.algos)),
                        Td::text(some(sum.solutions)),
                        Td::text(some(sum.dead_ends)),
                        Td::text(some(sum.nodes)),
                        Td::text(sets::paper_pair(p).map_or("–".to_string(), count)),
                    ];
                let mut row = Row::of(cells)
                    .with_data("pair", p.label())
                    .with_data("current", (p.start, p.end) == (f.start, f.end));
                if sum.algos > 0 {
                    row = row.with_data("solutions", sum.solutions);
                }
                row
            })
            .collect()
    }

    /// The table's totals against the paper's, once its count is over: a line each.
    fn totals(&self) -> Vec<Row> {
        let Some(t) = self
            .table
            .as_ref()
            .filter(|t| t.state != TableState::Running)
        else {
            return Vec::new();
        };
        let cancelled = t.state != TableState::Done;
        let (paper, paper_algos) = sets::paper_family(t.family);
        let (algos, solutions, nodes) = t.sums.iter().fold((0, 0, 0), |a, s| {
            (a.0 + s.algos, a.1 + s.solutions, a.2 + s.nodes)
        });
        let line = |what: String, ours: u64, paper: u64| {
            let v = if cancelled {
                "cancelled".to_string()
            } else {
                verdict(ours, paper)
            };
            let hit = v == "reproduced";
            Row::of(vec![Td::text(format!(
                "{what}: {}; paper {}: {v}",
                counted(ours, "solution", "solutions"),
                count(paper)
            ))])
            .with_data("verdict", if hit { "hit" } else { "miss" })
        };
        let mut rows = vec![line(
            format!(
                "Total, {} of the paper's {} algorithms ({})",
                count(algos),
                count(paper_algos),
                counted(nodes, "position", "positions")
            ),
            solutions,
            paper,
        )];
        if t.family == Family::Plain {
            rows.push(line(
                "The whole board (each pair times its multiplicity)".into(),
                self.board_total(t),
                sets::PAPER_PLAIN_BOARD,
            ));
        }
        rows
    }

    /// Solutions over the whole board: each pair's times its multiplicity.
    fn board_total(&self, t: &TableRun) -> u64 {
        t.sums
            .iter()
            .zip(&self.pairs)
            .map(|(s, p)| s.solutions * u64::from(p.multiplicity))
            .sum()
    }

    fn table_line(&self) -> (String, u64, usize) {
        let Some(t) = &self.table else {
            return (String::new(), 0, 0);
        };
        let parts = t.parts.len();
        let on = if parts == 0 {
            "in Workers".to_string()
        } else {
            format!("on {}", counted(parts as u64, "Worker", "Workers"))
        };
        let (solutions, algos, nodes) = t.sums.iter().fold((0, 0, 0), |a, s| {
            (a.0 + s.solutions, a.1 + s.algos, a.2 + s.nodes)
        });
        let ms = t.parts.iter().map(|p| p.ms).fold(0.0, f64::max);
        let done = |word: &str| {
            format!(
                "{word}: {} over {} in {} s ({} M positions/s {on}).",
                counted(solutions, "solution", "solutions"),
                counted(algos, "set", "sets"),
                decimal(ms / 1000.0, 2),
                decimal(nodes as f64 / (ms / 1000.0).max(1e-9) / 1e6, 1)
            )
        };
        let line = match &t.state {
            TableState::Running => format!(
                "Counting {} of family {} {on}…",
                counted(t.sets, "set", "sets"),
                t.family.name()
            ),
            TableState::Done => done("Done"),
            TableState::Cancelled => done("Cancelled"),
            TableState::Failed(e) => e.clone(),
        };
        (line, solutions, parts)
    }

    /// The verdicts of a finished count of the 53 pairs.
    fn judge_plain(&mut self) {
        let Some(t) = self.table.as_ref() else { return };
        let a8 = t.sums[0].solutions;
        let total: u64 = t.sums.iter().map(|s| s.solutions).sum();
        let board = self.board_total(t);
        self.honesty = format!(
            "Under reading {}: a8→c7 {} (paper {}: {}); the 53 pairs {} (paper {}: {}); the whole board {} (paper {}: {}). No reading reproduces the paper's totals; see tests/reports/phadke.txt.",
            t.reading.name(),
            count(a8),
            count(sets::PAPER_A8_C7),
            verdict(a8, sets::PAPER_A8_C7),
            count(total),
            count(sets::PAPER_PLAIN),
            verdict(total, sets::PAPER_PLAIN),
            count(board),
            count(sets::PAPER_PLAIN_BOARD),
            verdict(board, sets::PAPER_PLAIN_BOARD),
        );
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
        let parts = feed.parts.max(1) as usize;
        if t.parts.len() < parts {
            t.parts.resize(parts, Part::default());
        }
        let out: BatchOutput = serde_json::from_value(feed.output).unwrap_or_default();
        for r in out.results {
            if let Some(s) = t.sums.get_mut(r.pair) {
                s.algos += 1;
                s.solutions += r.solutions;
                s.dead_ends += r.dead_ends;
                s.nodes += r.nodes;
                t.since += 1;
            }
        }
        let over = feed.finished || feed.cancelled || feed.error.is_some();
        let p = &mut t.parts[(feed.part as usize).min(parts - 1)];
        p.ms = p.ms.max(out.ms);
        p.over = over;
        p.cancelled = feed.cancelled;
        if let Some(e) = feed.error {
            t.state = TableState::Failed(e);
        }
        if t.since >= t.step() || over {
            t.shown.clone_from(&t.sums);
            t.since = 0;
        }
        if t.parts.iter().all(|p| p.over) && t.state == TableState::Running {
            t.state = if t.parts.iter().any(|p| p.cancelled) {
                TableState::Cancelled
            } else {
                TableState::Done
            };
            let plain = t.family == Family::Plain && t.state == TableState::Done;
            let id = t.id;
            self.over.push(id);
            if plain {
                self.judge_plain();
            }
        } else if t.parts.iter().all(|p| p.over) {
            let id = t.id;
            self.over.push(id);
        }
    }

    /// A job stopped while under way: once every part of it is over, its Workers can go.
    fn feed_stopping(&mut self, feed: &Feed) {
        let Some((over, parts)) = self.stopping.get_mut(&feed.id) else {
            return;
        };
        *parts = feed.parts.max(1);
        if feed.finished || feed.cancelled || feed.error.is_some() {
            *over += 1;
        }
        if *over >= *parts {
            self.stopping.remove(&feed.id);
            self.over.push(feed.id);
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
            stopping: BTreeMap::new(),
            stop: None,
            over: Vec::new(),
            honesty: HONESTY_AT_FIRST.to_string(),
            fit: Fit::of_cell(8, 8, 1.0),
            drawn: None,
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
        if self.stopping.contains_key(&feed.id) {
            self.feed_stopping(&feed);
        } else if self.set.as_ref().is_some_and(|s| s.id == feed.id) {
            self.feed_set(feed);
        } else if self.table.as_ref().is_some_and(|t| t.id == feed.id) {
            self.feed_table(feed);
        }
    }

    fn status(&mut self) -> Status {
        let shown = self.shown.is_some();
        let browsable = self.ready().is_some_and(|(_, n)| n > 0);
        let solutions = self.ready().map(|(_, n)| n);
        let (table_line, table_solutions, parts) = self.table_line();
        let table_over = self
            .table
            .as_ref()
            .is_some_and(|t| t.state != TableState::Running);
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
                if table_over {
                    table_solutions.to_string()
                } else {
                    String::new()
                },
            );
        let running = self
            .table
            .as_ref()
            .is_some_and(|t| t.state == TableState::Running);
        let mut outputs = vec![
            status_data,
            Output::text("solution-line", self.solution_line())
                .with_data("number", number)
                .with_data("closed", closed),
            Output::text("matrix", self.shown.as_ref().map_or("", |s| &s.matrix)),
            Output::rows("ties", self.ties_rows()),
            Output::text("rseed", self.form.rseed.to_string()),
            Output::text("reading-help", self.form.reading.describe()),
            Output::rows("totals", self.totals()),
            all,
            Output::text("honesty", self.honesty.clone()),
            Output::control("run-all", !running),
        ];
        outputs.extend(self.table_bodies());
        for b in ["prev", "next", "random", "go"] {
            outputs.push(Output::control(b, browsable));
        }
        for f in ["svg", "matrix", "json", "png"] {
            outputs.push(Output::control(format!("export-{f}"), shown));
        }
        Status {
            line: self.set_line(),
            explain: self.explain(),
            outputs,
            ..Status::default()
        }
    }

    fn scene(&mut self, view: &str, viewport: Viewport, _: &mut dyn Glyphs) -> Option<Scene<'_>> {
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
        scene.shapes(true, board::shapes(&b, &fit));
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

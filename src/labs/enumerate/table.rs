//! The Phadke page's table: the 53 pairs of the paper, or every set of a corner-dash family,
//! counted across a pool of Workers ([`super::jobs::BatchJob`]), each pair's sums beside the
//! paper's count, the totals against the paper's, and the verdicts on the paper's totals.

use super::jobs::BatchOutput;
use crate::page::status::{Cell as Td, Feed, Output, Row};
use crate::page::words::{count, counted, decimal};
use crate::phadke::sets::{self, verdict, Pair};
use crate::phadke::{Cell, Family, Reading};
use serde_json::json;

/// The table's sums for one pair.
#[derive(Clone, Copy, Debug, Default)]
struct Sum {
    algos: u64,
    solutions: u64,
    dead_ends: u64,
    nodes: u64,
}

/// One part of the count: its Worker's ms, whether it is over (and cancelled).
#[derive(Clone, Copy, Debug, Default)]
struct Part {
    ms: f64,
    over: bool,
    cancelled: bool,
}

/// Where the count stands.
#[derive(Clone, Debug, PartialEq)]
enum State {
    Running,
    Done,
    Cancelled,
    Failed(String),
}

/// A family counted across the pool of Workers, as job `id`.
pub struct Table {
    pub id: u64,
    family: Family,
    reading: Reading,
    sets: u64,
    sums: Vec<Sum>,
    /// The sums the rows show, taken from `sums` every [`Table::step`] sets and when a part is
    /// over: laying the rows out anew costs the page far more than the rest of its status, and
    /// a count posts many times a second.
    shown: Vec<Sum>,
    /// Sets counted since `shown` was taken.
    since: u64,
    parts: Vec<Part>,
    state: State,
}

/// The verdict beside the paper's totals before the 53 pairs are counted.
pub const HONESTY_AT_FIRST: &str = "The paper's a8→c7 count (14,258) is reproduced under the default reading; its 53-pair total (989,931) and corner-dash totals are not, under any reading: run “Count all” to see the numbers.";

impl Table {
    /// The count of `family` under `reading`, begun, for a table of `pairs` pairs.
    pub fn new(id: u64, family: Family, reading: Reading, pairs: usize) -> Table {
        Table {
            id,
            family,
            reading,
            sets: sets::family_jobs(family).len() as u64,
            sums: vec![Sum::default(); pairs],
            shown: vec![Sum::default(); pairs],
            since: 0,
            parts: Vec::new(),
            state: State::Running,
        }
    }

    /// The progress row's name of the count.
    pub fn label(&self) -> String {
        match self.family {
            Family::Plain => "Counting the 53 pairs".to_string(),
            f => format!(
                "Counting the {} sets of family {}",
                count(self.sets),
                f.name()
            ),
        }
    }

    pub fn running(&self) -> bool {
        self.state == State::Running
    }

    /// Sets counted between two updates of the rows: about a dozen updates a count.
    fn step(&self) -> u64 {
        (self.sets / 12).max(8)
    }

    /// A post of one of the Workers: true when it ends the count (every part is over).
    pub fn feed(&mut self, feed: Feed) -> bool {
        let parts = feed.parts.max(1) as usize;
        if self.parts.len() < parts {
            self.parts.resize(parts, Part::default());
        }
        let out: BatchOutput = serde_json::from_value(feed.output).unwrap_or_default();
        for r in out.results {
            if let Some(s) = self.sums.get_mut(r.pair) {
                s.algos += 1;
                s.solutions += r.solutions;
                s.dead_ends += r.dead_ends;
                s.nodes += r.nodes;
                self.since += 1;
            }
        }
        let over = feed.finished || feed.cancelled || feed.error.is_some();
        let p = &mut self.parts[(feed.part as usize).min(parts - 1)];
        p.ms = p.ms.max(out.ms);
        p.over = over;
        p.cancelled = feed.cancelled;
        if let Some(e) = feed.error {
            self.state = State::Failed(e);
        }
        if self.since >= self.step() || over {
            self.shown.clone_from(&self.sums);
            self.since = 0;
        }
        if !self.parts.iter().all(|p| p.over) {
            return false;
        }
        if self.state == State::Running {
            self.state = if self.parts.iter().any(|p| p.cancelled) {
                State::Cancelled
            } else {
                State::Done
            };
        }
        true
    }

    /// The status line of the count, the solutions counted once it is over, and its Workers.
    pub fn line(&self) -> (String, Option<u64>, usize) {
        let parts = self.parts.len();
        let on = if parts == 0 {
            "in Workers".to_string()
        } else {
            format!("on {}", counted(parts as u64, "Worker", "Workers"))
        };
        let (solutions, algos, nodes) = self.sums.iter().fold((0, 0, 0), |a, s| {
            (a.0 + s.solutions, a.1 + s.algos, a.2 + s.nodes)
        });
        let ms = self.parts.iter().map(|p| p.ms).fold(0.0, f64::max);
        let done = |word: &str| {
            format!(
                "{word}: {} over {} in {} s ({} M positions/s {on}).",
                counted(solutions, "solution", "solutions"),
                counted(algos, "set", "sets"),
                decimal(ms / 1000.0, 2),
                decimal(nodes as f64 / (ms / 1000.0).max(1e-9) / 1e6, 1)
            )
        };
        let line = match &self.state {
            State::Running => format!(
                "Counting {} of family {} {on}…",
                counted(self.sets, "set", "sets"),
                self.family.name()
            ),
            State::Done => done("Done"),
            State::Cancelled => done("Cancelled"),
            State::Failed(e) => e.clone(),
        };
        (line, (!self.running()).then_some(solutions), parts)
    }

    /// The totals against the paper's, once the count is over: a line each.
    pub fn totals(&self, pairs: &[Pair]) -> Vec<Row> {
        if self.running() {
            return Vec::new();
        }
        let cancelled = self.state != State::Done;
        let (paper, paper_algos) = sets::paper_family(self.family);
        let (algos, solutions, nodes) = self.sums.iter().fold((0, 0, 0), |a, s| {
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
        if self.family == Family::Plain {
            rows.push(line(
                "The whole board (each pair times its multiplicity)".into(),
                self.board_total(pairs),
                sets::PAPER_PLAIN_BOARD,
            ));
        }
        rows
    }

    /// Solutions over the whole board: each pair's times its multiplicity.
    fn board_total(&self, pairs: &[Pair]) -> u64 {
        self.sums
            .iter()
            .zip(pairs)
            .map(|(s, p)| s.solutions * u64::from(p.multiplicity))
            .sum()
    }

    /// The verdicts on the paper's totals, once the 53 pairs are counted to the end.
    pub fn honesty(&self, pairs: &[Pair]) -> Option<String> {
        if self.family != Family::Plain || self.state != State::Done {
            return None;
        }
        let a8 = self.sums[0].solutions;
        let total: u64 = self.sums.iter().map(|s| s.solutions).sum();
        let board = self.board_total(pairs);
        Some(format!(
            "Under reading {}: a8→c7 {} (paper {}: {}); the 53 pairs {} (paper {}: {}); the whole board {} (paper {}: {}). No reading reproduces the paper's totals; see tests/reports/phadke.txt.",
            self.reading.name(),
            count(a8),
            count(sets::PAPER_A8_C7),
            verdict(a8, sets::PAPER_A8_C7),
            count(total),
            count(sets::PAPER_PLAIN),
            verdict(total, sets::PAPER_PLAIN),
            count(board),
            count(sets::PAPER_PLAIN_BOARD),
            verdict(board, sets::PAPER_PLAIN_BOARD),
        ))
    }
}

/// The table's rows (`table`'s sums, if any), a body for each start of Figure 3 (`pairs-1` to
/// `pairs-10`): the page lays out again only the bodies whose rows changed. The pair from
/// `current` is marked; a click on a pair's label counts it.
pub fn bodies(table: Option<&Table>, pairs: &[Pair], current: (Cell, Cell)) -> Vec<Output> {
    let mut bodies: Vec<Output> = Vec::new();
    for (i, p) in pairs.iter().enumerate() {
        let sum = table.map(|t| t.shown[i]).unwrap_or_default();
        let some = |v: u64| {
            if sum.algos > 0 {
                count(v)
            } else {
                String::new()
            }
        };
        let cells = vec![
            // The button's name (its title) begins with its visible text, the set's label.
            Td::button(p.label(), json!({"do": "pick", "pair": i})).with_title(format!(
                "{}: count {}→{}",
                p.label(),
                p.start,
                p.end
            )),
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
            .with_data("current", (p.start, p.end) == current);
        if sum.algos > 0 {
            row = row.with_data("solutions", sum.solutions);
        }
        let name = format!("pairs-{}", p.set);
        match bodies.last_mut() {
            Some(b) if b.name == name => b.rows.get_or_insert_with(Vec::new).push(row),
            _ => bodies.push(Output::rows(name, vec![row])),
        }
    }
    bodies
}

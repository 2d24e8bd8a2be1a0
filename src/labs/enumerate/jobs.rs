//! The enumeration page's two Worker jobs: one set counted and then browsed ([`SetJob`]: it
//! counts in slices, builds the set's tie tree, and answers questions for solutions by number),
//! and a family's sets counted in parts across a pool of Workers ([`BatchJob`]: part `part` of
//! `parts` takes every `parts`-th set). What they send back is plain data the lab reads in its
//! `feed` ([`SetOutput`], [`BatchOutput`]).

use crate::job::{Clock, Job, Progress};
use crate::page::words::count;
use crate::page::WorkerJob;
use crate::phadke::sets::{self, Batch, Pair};
use crate::phadke::{Cell, Counter, Counts, Family, Problem, Reading, Solution, TieTree, Variant};
use serde::{Deserialize, Serialize};
use serde_json::json;

/// The kind of the set's job.
pub const SET_JOB: &str = "phadke-set";
/// The kind of a family's parallel job.
pub const BATCH_JOB: &str = "phadke-batch";

/// One tie met on the way to a solution: the knight's move number when it arose, the tied
/// cells (indices) in the program's order with the solutions under each, the one taken, and
/// the number (0-based) of the first solution down each.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TieView {
    pub at_move: u8,
    pub options: Vec<(u8, u64)>,
    pub chosen: usize,
    pub firsts: Vec<u64>,
}

/// One solution of a set as the Worker sends it: its number (1-based) of `count`, its 64
/// cells (indices, start first) and its ties.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SolutionView {
    pub number: u64,
    pub count: u64,
    pub cells: Vec<u8>,
    pub ties: Vec<TieView>,
}

impl SolutionView {
    fn of(s: &Solution, count: u64) -> SolutionView {
        SolutionView {
            number: s.index + 1,
            count,
            cells: s.cells.iter().map(|c| c.index() as u8).collect(),
            ties: s
                .ties
                .iter()
                .map(|t| TieView {
                    at_move: t.at_move,
                    options: t
                        .options
                        .iter()
                        .map(|(c, n)| (c.index() as u8, *n))
                        .collect(),
                    chosen: t.chosen,
                    firsts: t.firsts.clone(),
                })
                .collect(),
        }
    }
}

/// What the set's job sends: the counts so far and the ms its Worker has spent; once the tie
/// tree is built, the set's number of solutions and the solution asked for first.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct SetOutput {
    pub solutions: u64,
    pub dead_ends: u64,
    pub nodes: u64,
    pub ms: f64,
    pub count: Option<u64>,
    pub solution: Option<SolutionView>,
}

/// The set a job's spec names: `{start, end, reading, dash}` (texts).
fn problem(spec: &serde_json::Value) -> Result<Problem, String> {
    let text = |k: &str| spec[k].as_str().ok_or(format!("the job names no {k}"));
    let cell = |k: &str| Cell::parse(text(k)?).map_err(|e| e.to_string());
    let reading = Reading::parse(text("reading")?).map_err(|e| e.to_string())?;
    let dash = Variant::parse(text("dash")?).map_err(|e| e.to_string())?;
    Problem::new(cell("start")?, cell("end")?, dash, reading).map_err(|e| e.to_string())
}

/// One set counted in slices (its positions are the units), then its tie tree built, and then
/// solutions answered by number (`{"n": 3}`).
pub struct SetJob {
    problem: Problem,
    counter: Option<Counter>,
    tree: Option<TieTree>,
    counts: Counts,
    /// The solution (1-based) sent once the tree is built, kept within the set's count.
    show: u64,
    sent: bool,
    cancelled: bool,
    clock: Box<dyn Clock>,
    t0: f64,
    ms: f64,
}

impl SetJob {
    /// The job `spec` describes: `{start, end, reading, dash, show}`.
    pub fn open(spec: &serde_json::Value, mut clock: Box<dyn Clock>) -> Result<SetJob, String> {
        let problem = problem(spec)?;
        let t0 = clock.now_ns();
        Ok(SetJob {
            counter: Some(Counter::new(problem.clone())),
            problem,
            tree: None,
            counts: Counts::default(),
            show: spec["show"].as_u64().unwrap_or(1).max(1),
            sent: false,
            cancelled: false,
            clock,
            t0,
            ms: 0.0,
        })
    }

    fn solution(&self, n: u64) -> Result<SolutionView, String> {
        let tree = self.tree.as_ref().ok_or("the set is not counted yet")?;
        let total = tree.counts().solutions;
        let s = tree
            .solution(n.wrapping_sub(1))
            .map_err(|e| e.to_string())?;
        Ok(SolutionView::of(&s, total))
    }
}

impl Job for SetJob {
    fn work(&mut self, units: u64) -> Result<Progress, String> {
        let words = |c: Counts| {
            format!(
                "{} solutions, {} positions",
                count(c.solutions),
                count(c.nodes)
            )
        };
        if self.cancelled || self.tree.is_some() {
            return Ok(Progress::finished(words(self.counts)));
        }
        if let Some(c) = self.counter.as_mut() {
            let done = c.work(units.max(1));
            self.counts = c.counts();
            let p = Progress::of_fraction(c.progress().min(0.99), words(self.counts));
            if done {
                // The tree is built by the next call (as long as the count again).
                self.counter = None;
            }
            self.ms = (self.clock.now_ns() - self.t0) / 1e6;
            return Ok(p);
        }
        let tree = self.problem.tie_tree();
        self.show = self.show.min(tree.counts().solutions.max(1));
        self.counts = tree.counts();
        self.tree = Some(tree);
        self.ms = (self.clock.now_ns() - self.t0) / 1e6;
        Ok(Progress::finished(words(self.counts)))
    }

    fn cancel(&mut self) {
        if self.tree.is_none() {
            self.cancelled = true;
        }
    }

    fn name(&self) -> String {
        format!("Counting {}→{}", self.problem.start(), self.problem.end())
    }
}

impl WorkerJob for SetJob {
    fn output(&mut self) -> serde_json::Value {
        let c = self.counts;
        let count = self.tree.as_ref().map(|t| t.counts().solutions);
        let solution = match count {
            Some(n) if n > 0 && !self.sent => {
                self.sent = true;
                self.solution(self.show).ok()
            }
            _ => None,
        };
        serde_json::to_value(SetOutput {
            solutions: c.solutions,
            dead_ends: c.dead_ends,
            nodes: c.nodes,
            ms: self.ms,
            count,
            solution,
        })
        .unwrap_or_default()
    }

    /// `{"n": N}`: solution N (1-based).
    fn ask(&mut self, question: &serde_json::Value) -> Result<serde_json::Value, String> {
        let n = question["n"]
            .as_u64()
            .ok_or("ask for a solution by its number")?;
        Ok(json!(self.solution(n)?))
    }
}

/// One set of a family counted by a part.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PairResult {
    /// The pair's place among the 53 ([`sets::pairs`]).
    pub pair: usize,
    pub solutions: u64,
    pub dead_ends: u64,
    pub nodes: u64,
}

/// What a part of a family's job sends: the sets it finished since its last post, and the ms
/// its Worker has spent.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct BatchOutput {
    pub results: Vec<PairResult>,
    pub ms: f64,
}

/// Part `part` of `parts` of a family's sets, counted in slices (positions are the units).
pub struct BatchJob {
    batch: Batch,
    family: Family,
    pairs: Vec<Pair>,
    cancelled: bool,
    clock: Box<dyn Clock>,
    t0: f64,
    ms: f64,
}

impl BatchJob {
    /// The part of the job `spec` describes: `{family, reading}`.
    pub fn open(
        spec: &serde_json::Value,
        part: u32,
        parts: u32,
        mut clock: Box<dyn Clock>,
    ) -> Result<BatchJob, String> {
        let name = spec["family"].as_str().unwrap_or("");
        let family = Family::parse(name).ok_or_else(|| {
            format!(
                "family '{name}' is not one of {}",
                Family::ALL.map(|f| f.name()).join(", ")
            )
        })?;
        let reading =
            Reading::parse(spec["reading"].as_str().unwrap_or("")).map_err(|e| e.to_string())?;
        let t0 = clock.now_ns();
        Ok(BatchJob {
            batch: Batch::new(family, reading, part as usize, parts.max(1) as usize),
            family,
            pairs: sets::pairs(),
            cancelled: false,
            clock,
            t0,
            ms: 0.0,
        })
    }
}

impl Job for BatchJob {
    fn work(&mut self, units: u64) -> Result<Progress, String> {
        let words = format!("Counting the sets of family {}", self.family.name());
        if self.cancelled {
            return Ok(Progress::finished(words));
        }
        let done = self.batch.work(units.max(1));
        self.ms = (self.clock.now_ns() - self.t0) / 1e6;
        Ok(if done {
            Progress::finished(words)
        } else {
            Progress::of_fraction(self.batch.progress(), words)
        })
    }

    fn cancel(&mut self) {
        self.cancelled = true;
    }

    fn name(&self) -> String {
        format!("Counting the sets of family {}", self.family.name())
    }
}

impl WorkerJob for BatchJob {
    fn output(&mut self) -> serde_json::Value {
        let results = self
            .batch
            .take_results()
            .into_iter()
            .map(|(_, r)| PairResult {
                pair: self.pairs.iter().position(|p| *p == r.pair).unwrap_or(0),
                solutions: r.counts.solutions,
                dead_ends: r.counts.dead_ends,
                nodes: r.counts.nodes,
            })
            .collect();
        serde_json::to_value(BatchOutput {
            results,
            ms: self.ms,
        })
        .unwrap_or_default()
    }
}

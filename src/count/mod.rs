//! Every tour of a small board counted, and beside the count how many of those tours
//! Warnsdorff's rule can produce (every step to a square of least degree, any tiebreak).
//!
//! Open tours are counted directed (each path from each of its two ends); closed tours once a
//! cycle. Boards of any shape, leaper and wrap up to [`graph::MAX_SQUARES`] squares
//! ([`graph::Graph`]). The search ([`search::Search`]) is split into prefix paths, each a
//! [`Task`], so the CLI runs them on every core (`count_parallel`, native only) and [`Count`]
//! works them in slices as a [`crate::job::Job`], for a page's Worker.
//!
//! Published counts this reproduces (tests/count.rs): 1,728 directed open knight's tours of
//! 5×5, 6,637,920 of 6×6, and 9,862 closed tours of 6×6 (OEIS A165134 and A001230).

pub mod graph;
pub mod search;
pub mod shape;

use crate::job::{Job, Progress};
use graph::Graph;
use search::Search;
pub use search::Tally;

/// Open (directed paths) or closed (cycles) tours.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Open,
    Closed,
}

/// One piece of the search: the tours that begin with `prefix`, each standing for `weight`
/// tours (the board's symmetries map a start onto `weight` starts with as many tours).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Task {
    pub prefix: Vec<usize>,
    pub weight: u64,
}

/// Past this many squares an exhaustive count is refused unless asked for anyway (the CLI's
/// `--force`; the page refuses it): 6×6, the largest board whose count is published and
/// reproduced here, takes seconds natively; 7×7 has about 10^11 open tours.
pub const FORCE_PAST: usize = 36;

/// How many squares a task's prefix covers: enough pieces to share among cores and to report
/// progress, few enough that each is worth starting.
const PREFIX: usize = 4;

/// The pieces of a count. Open: one start of each class of squares the symmetries exchange
/// (weighted by the class's size), extended by every path to four squares. Closed: every
/// cycle passes the first square, so every path from it.
///
/// ```
/// use warnsdorff::count::{graph::{Graph, Wrap}, tasks, Kind};
/// let g = Graph::new(5, 5, (1, 2), &[], Wrap::None).unwrap();
/// let t = tasks(&g, Kind::Open);
/// assert!(t.iter().all(|t| t.prefix.len() == 4));
/// // 25 squares fall into 6 classes under the square's 8 symmetries.
/// let mut starts: Vec<(usize, u64)> = t.iter().map(|t| (t.prefix[0], t.weight)).collect();
/// starts.dedup();
/// assert_eq!(starts.len(), 6);
/// assert_eq!(starts.iter().map(|s| s.1).sum::<u64>(), 25);
/// ```
pub fn tasks(g: &Graph, kind: Kind) -> Vec<Task> {
    let starts: Vec<(usize, u64)> = match kind {
        Kind::Closed if g.len() >= 3 => vec![(0, 1)],
        Kind::Closed => vec![],
        Kind::Open if g.len() < 2 => vec![],
        Kind::Open => {
            let symmetries = g.symmetries();
            let mut seen = vec![false; g.len()];
            let mut out = Vec::new();
            for s in 0..g.len() {
                if seen[s] {
                    continue;
                }
                let mut class: Vec<usize> = symmetries.iter().map(|p| p[s]).collect();
                class.sort_unstable();
                class.dedup();
                for &t in &class {
                    seen[t] = true;
                }
                out.push((s, class.len() as u64));
            }
            out
        }
    };
    let mut out = Vec::new();
    for (s, weight) in starts {
        extend(g, vec![s], weight, &mut out);
    }
    out
}

fn extend(g: &Graph, prefix: Vec<usize>, weight: u64, out: &mut Vec<Task>) {
    if prefix.len() >= PREFIX.min(g.len()) {
        out.push(Task { prefix, weight });
        return;
    }
    let last = *prefix.last().expect("a prefix has a square");
    let used: u128 = prefix.iter().fold(0, |m, &v| m | 1u128 << v);
    for v in graph::bits(g.adj[last] & !used) {
        let mut p = prefix.clone();
        p.push(v);
        extend(g, p, weight, out);
    }
}

/// Every tour of one task, weighted: search it to its end, looking at `stop` between slices
/// of a million positions (a stopped task says `None`).
pub fn run_task(g: &Graph, kind: Kind, task: &Task, stop: &dyn Fn() -> bool) -> Option<Tally> {
    let mut s = Search::new(g, kind == Kind::Closed, &task.prefix);
    while !s.run(g, 1 << 20) {
        if stop() {
            return None;
        }
    }
    Some(Tally {
        tours: s.tally.tours * task.weight,
        warnsdorff: s.tally.warnsdorff * task.weight,
        nodes: s.tally.nodes,
    })
}

/// Every tour of `g` on `threads` threads (native): the tally, or `None` if `threads.stop` was
/// set before the end (nothing partial is reported as a count).
///
/// ```
/// use warnsdorff::count::{count_parallel, graph::{Graph, Wrap}, Kind};
/// let g = Graph::new(5, 5, (1, 2), &[], Wrap::None).unwrap();
/// assert_eq!(count_parallel(&g, Kind::Open, 2).unwrap().tours, 1728);
/// ```
#[cfg(not(target_arch = "wasm32"))]
pub fn count_parallel<'a>(
    g: &Graph,
    kind: Kind,
    threads: impl Into<crate::experiments::Threads<'a>>,
) -> Option<Tally> {
    use std::sync::atomic::Ordering;
    let threads = threads.into();
    let stop = threads.stop;
    let stopped = || stop.is_some_and(|s| s.load(Ordering::Relaxed));
    let tasks = tasks(g, kind);
    let found =
        crate::experiments::parallel_map(&tasks, threads, |t| run_task(g, kind, t, &stopped));
    if stopped() || found.len() < tasks.len() {
        return None;
    }
    let mut total = Tally::default();
    for t in found {
        total += t?;
    }
    Some(total)
}

/// A count as a job in slices (a page's Worker): [`Job::work`] searches about so many
/// positions; progress is in tasks.
pub struct Count {
    graph: Graph,
    kind: Kind,
    tasks: Vec<Task>,
    next: usize,
    current: Option<(Search, u64)>,
    pub tally: Tally,
    cancelled: bool,
}

impl Count {
    /// A count of `kind` tours of `graph`, not begun.
    pub fn new(graph: Graph, kind: Kind) -> Count {
        Count::part(graph, kind, 0, 1)
    }

    /// Part `part` (0-based) of `parts` of a count: every `parts`-th of [`tasks`] from the
    /// `part`-th, so that neighbouring tasks (often alike in size) fall to different parts.
    /// The parts' tallies add up to the whole count.
    ///
    /// ```
    /// use warnsdorff::count::{graph::{Graph, Wrap}, Count, Kind};
    /// use warnsdorff::job::run_to_end;
    /// let g = Graph::new(5, 5, (1, 2), &[], Wrap::None).unwrap();
    /// let mut tours = 0;
    /// for part in 0..3 {
    ///     let mut c = Count::part(g.clone(), Kind::Open, part, 3);
    ///     run_to_end(&mut c, 1 << 16).unwrap();
    ///     assert!(c.is_complete());
    ///     tours += c.tally.tours;
    /// }
    /// assert_eq!(tours, 1728);
    /// ```
    pub fn part(graph: Graph, kind: Kind, part: usize, parts: usize) -> Count {
        let parts = parts.max(1);
        let tasks = tasks(&graph, kind)
            .into_iter()
            .skip(part)
            .step_by(parts)
            .collect();
        Count {
            graph,
            kind,
            tasks,
            next: 0,
            current: None,
            tally: Tally::default(),
            cancelled: false,
        }
    }

    /// Whether every task is searched (the tally is the count).
    pub fn is_complete(&self) -> bool {
        self.next >= self.tasks.len() && self.current.is_none() && !self.cancelled
    }

    /// The graph counted.
    pub fn graph(&self) -> &Graph {
        &self.graph
    }

    /// Open or closed.
    pub fn kind(&self) -> Kind {
        self.kind
    }

    /// Positions searched so far, the task under way included.
    pub fn searched(&self) -> u64 {
        self.tally.nodes + self.current.as_ref().map_or(0, |(s, _)| s.tally.nodes)
    }

    /// Tasks finished and in all.
    pub fn parts(&self) -> (usize, usize) {
        (
            self.next - self.current.is_some() as usize,
            self.tasks.len(),
        )
    }
}

impl Job for Count {
    fn work(&mut self, units: u64) -> Result<Progress, String> {
        let mut left = units.max(1);
        while !self.cancelled && left > 0 {
            if self.current.is_none() {
                let Some(task) = self.tasks.get(self.next) else {
                    break;
                };
                self.next += 1;
                let s = Search::new(&self.graph, self.kind == Kind::Closed, &task.prefix);
                self.current = Some((s, task.weight));
            }
            let (s, weight) = self.current.as_mut().expect("a task under way");
            let before = s.tally.nodes;
            let done = s.run(&self.graph, left);
            left = left.saturating_sub((s.tally.nodes - before).max(1));
            if done {
                self.tally += Tally {
                    tours: s.tally.tours * *weight,
                    warnsdorff: s.tally.warnsdorff * *weight,
                    nodes: s.tally.nodes,
                };
                self.current = None;
            }
        }
        let (done, total) = self.parts();
        if self.cancelled || (done, total) == (total, total) {
            return Ok(Progress::finished(""));
        }
        Ok(Progress::new(done as u64, total as u64, ""))
    }

    fn cancel(&mut self) {
        self.cancelled = true;
        self.current = None;
    }

    fn name(&self) -> String {
        String::new()
    }
}

//! Join (001 §5, Algorithm 2): the rail graph, and rounds of switches along a spanning forest
//! of it grown greedily while switching.

use super::masks::{for_each_rail, DownMasks};
use super::order::word_of;
use super::steps::{spend, RailQueue, Scratch};
use super::switch::switch_unchecked;
use super::{Effect, Rail, Switch};
use crate::cover::CycleCover;
use crate::rng::Stream;

/// An edge of the rail graph: a rail whose two primary moves lie on different cycles.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RailEdge {
    pub rail: Rail,
    /// Cycle numbers (as in [`CycleCover::cycle_labels`]) of the moves `v0–v1` and `v2–v3`.
    pub cycles: (u32, u32),
}

/// The rail graph of a cover (001 §5, Figure 16): a multigraph with a vertex per cycle and an
/// edge per rail joining two different cycles.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RailGraph {
    /// Number of cycles (vertices).
    pub cycles: usize,
    pub edges: Vec<RailEdge>,
}

impl RailGraph {
    /// Build it in O(squares).
    pub fn new(cover: &CycleCover) -> RailGraph {
        let (label, cycles) = cover.cycle_labels();
        let mut edges = Vec::new();
        let cols = cover.board().cols() as usize;
        for_each_rail(cover, |rail| {
            let (dr, dc) = rail.cross.delta();
            let u2 = (rail.top as isize + dr as isize * cols as isize + dc as isize) as usize;
            let (a, b) = (label[rail.top as usize], label[u2]);
            if a != b {
                edges.push(RailEdge {
                    rail,
                    cycles: (a, b),
                });
            }
        });
        RailGraph { cycles, edges }
    }

    /// A spanning forest (Kruskal in edge order, union–find): one rail per forest edge.
    /// Switching these one after another may find some no longer rails (they share moves), which
    /// is why [`join_round`] checks each as it goes instead of using this list blindly.
    pub fn spanning_forest(&self) -> Vec<Rail> {
        let mut uf = UnionFind::new(self.cycles);
        self.edges
            .iter()
            .filter(|e| uf.union(e.cycles.0 as usize, e.cycles.1 as usize))
            .map(|e| e.rail)
            .collect()
    }
}

/// Union–find with path halving and union by size.
pub(super) struct UnionFind {
    parent: Vec<u32>,
    size: Vec<u32>,
}

impl UnionFind {
    pub(super) fn new(n: usize) -> UnionFind {
        UnionFind {
            parent: (0..n as u32).collect(),
            size: vec![1; n],
        }
    }

    fn find(&mut self, mut x: usize) -> usize {
        while self.parent[x] as usize != x {
            let p = self.parent[x] as usize;
            self.parent[x] = self.parent[p];
            x = p;
        }
        x
    }

    /// Merge; false if already together.
    pub(super) fn union(&mut self, a: usize, b: usize) -> bool {
        let (a, b) = (self.find(a), self.find(b));
        if a == b {
            return false;
        }
        self.link(a, b);
        true
    }

    /// Merge the sets of two different roots (as [`UnionFind::find`] gave them).
    fn link(&mut self, mut a: usize, mut b: usize) {
        if self.size[a] < self.size[b] {
            std::mem::swap(&mut a, &mut b);
        }
        self.parent[b] = a as u32;
        self.size[a] += self.size[b];
    }
}

/// One round of Join (Algorithm 2): visit the rails present at the start of the round in a
/// seeded uniformly random order (a random key per rail, [`super::order`]), and switch each one
/// that is still a rail and still joins two different cycles (union–find over the cycles at the
/// start of the round), i.e. a spanning forest of the rail graph grown greedily while switching.
/// Every switch joins two cycles, so the count never rises. Returns the number of switches;
/// `log` receives them. O(squares).
pub fn join_round(
    cover: &mut CycleCover,
    seed: u64,
    round: u32,
    log: Option<&mut Vec<Switch>>,
) -> usize {
    let (label, cycles) = cover.cycle_labels();
    let mut scratch = Scratch::kept();
    let n = join_round_labelled(cover, &label, cycles, seed, round, log, &mut scratch);
    scratch.keep();
    n
}

/// The switches, in order, of one join round ([`join_round`]) on `cover` when its rails are
/// visited in the order of `rank` (as for [`super::order::disjoint_rails_ranked`]) instead of a seeded
/// random order, by the same code. For tests.
pub fn join_round_ranked(cover: &mut CycleCover, rank: &[u64]) -> Vec<Rail> {
    let (label, cycles) = cover.cycle_labels();
    let mut q = RailQueue::with_ranks(cover, &label, rank);
    let mut out = Vec::new();
    if cycles > 1 {
        let mut visit = JoinVisit::new(cycles);
        visit.run(&mut q, cover, &mut { usize::MAX }, |rail, _| out.push(rail));
    }
    out
}

/// [`join_round`] given the cover's [`CycleCover::cycle_labels`], in buffers from `scratch`.
pub(super) fn join_round_labelled(
    cover: &mut CycleCover,
    label: &[u32],
    cycles: usize,
    seed: u64,
    round: u32,
    mut log: Option<&mut Vec<Switch>>,
    scratch: &mut Scratch,
) -> usize {
    if cycles <= 1 {
        return 0;
    }
    let mut q = RailQueue::new_in(cover, seed, true, scratch);
    q.prepare(cover, Some(label), &mut { usize::MAX });
    let mut visit = JoinVisit::new(cycles);
    visit.run(&mut q, cover, &mut { usize::MAX }, |rail, left| {
        if let Some(log) = log.as_deref_mut() {
            log.push(Switch {
                rail,
                effect: Effect::Joined,
                cycles_after: left,
                round,
            });
        }
    });
    q.recycle(scratch);
    // Every switch of the round was recorded in the masks.
    scratch.mask_valid = true;
    visit.joins()
}

/// The visits of a join round ([`join_round`]) in key order, in pieces.
pub(super) struct JoinVisit {
    uf: Option<UnionFind>,
    cycles: usize,
    left: usize,
    next: usize,
}

impl JoinVisit {
    /// For a round on a cover of `cycles` cycles (nothing allocated yet).
    pub(super) fn new(cycles: usize) -> JoinVisit {
        JoinVisit {
            uf: None,
            cycles,
            left: cycles,
            next: 0,
        }
    }

    /// Advance by about `budget` rails visited; true when the round is over. `q` is ready (for
    /// `cover` as the round started, with its labels); each switch is made on `cover` and
    /// handed to `f` with the cycle count after it.
    pub(super) fn run(
        &mut self,
        q: &mut RailQueue,
        cover: &mut CycleCover,
        budget: &mut usize,
        mut f: impl FnMut(Rail, usize),
    ) -> bool {
        let uf = self.uf.get_or_insert_with(|| {
            spend(budget, self.cycles);
            UnionFind::new(self.cycles)
        });
        let order = q.order.as_mut().expect("a join round's order");
        while self.next < order.len() && self.left > 1 {
            if *budget == 0 {
                return false;
            }
            *budget -= 1;
            let k = order.at(self.next, budget);
            self.next += 1;
            let i = word_of(k, q.bits) as usize;
            // Most rails are passed over because their moves are on one cycle by now: asked
            // first, from the labels kept with the rail, so that those need not read the
            // board's labels or masks.
            let pair = q.pairs[i];
            let (a, b) = (
                uf.find((pair >> 32) as usize),
                uf.find(pair as u32 as usize),
            );
            if a == b {
                continue; // both moves on one cycle by now
            }
            let (u, pu, p, j) = q.g.unpack(q.rails[i]);
            let sq = q.g.squares(u, p, j);
            if !q.g.present(&q.mask, pu, p, j) {
                continue; // a switch before it in the round took one of its moves
            }
            uf.link(a, b);
            switch_unchecked(cover, sq);
            q.g.switch(&mut q.mask, pu, p, j);
            self.left -= 1;
            f(DownMasks::rail(u, p, j), self.left);
        }
        true
    }

    /// Switches made so far.
    pub(super) fn joins(&self) -> usize {
        self.cycles - self.left
    }

    /// Share of the key order visited (a round usually ends well before its end).
    pub(super) fn fraction(&self, q: &RailQueue) -> f64 {
        let n = q.order.as_ref().map_or(0, |o| o.len()).max(1);
        self.next as f64 / n as f64
    }
}

/// What [`join`] did.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct JoinReport {
    pub cycles_before: usize,
    /// Cycle count after each round; rounds stop at one cycle or when a round joins nothing.
    pub cycles_after_round: Vec<usize>,
}

impl JoinReport {
    pub fn rounds(&self) -> usize {
        self.cycles_after_round.len()
    }

    pub fn final_cycles(&self) -> usize {
        self.cycles_after_round
            .last()
            .copied()
            .unwrap_or(self.cycles_before)
    }
}

/// Join (001 §5, Algorithm 2) repeated: rounds of [`join_round`] until one cycle remains or a
/// round finds no joining rail. O(squares) per round.
pub fn join(cover: &mut CycleCover, seed: u64) -> JoinReport {
    join_logged(cover, seed, None)
}

/// [`join`] that also returns its switches in order, for step-by-step replay.
pub fn plan_join(cover: &CycleCover, seed: u64) -> (Vec<Switch>, JoinReport) {
    let mut work = cover.clone();
    let mut log = Vec::new();
    let report = join_logged(&mut work, seed, Some(&mut log));
    (log, report)
}

fn join_logged(cover: &mut CycleCover, seed: u64, mut log: Option<&mut Vec<Switch>>) -> JoinReport {
    let mut rounds = JoinRounds::new(cover, seed);
    while !rounds.step(cover, log.as_deref_mut()) {}
    rounds.scratch.keep();
    rounds.report
}

/// [`join`] one round at a time (its plan in pieces is [`super::plan::Planner`]'s).
struct JoinRounds {
    rng: Stream,
    label: Vec<u32>,
    cycles: usize,
    round: u32,
    done: bool,
    report: JoinReport,
    scratch: Scratch,
}

impl JoinRounds {
    fn new(cover: &CycleCover, seed: u64) -> JoinRounds {
        let (label, cycles) = cover.cycle_labels();
        JoinRounds {
            rng: Stream::new(seed),
            label,
            cycles,
            round: 0,
            done: cycles <= 1,
            report: JoinReport {
                cycles_before: cycles,
                cycles_after_round: Vec::new(),
            },
            scratch: Scratch::kept(),
        }
    }

    /// One round; true when the join is over (one cycle, or a round joined nothing).
    fn step(&mut self, cover: &mut CycleCover, log: Option<&mut Vec<Switch>>) -> bool {
        if self.done {
            return true;
        }
        let joins = join_round_labelled(
            cover,
            &self.label,
            self.cycles,
            self.rng.fork(),
            self.round,
            log,
            &mut self.scratch,
        );
        if joins == 0 {
            self.done = true;
            return true;
        }
        self.cycles -= joins;
        self.report.cycles_after_round.push(self.cycles);
        self.round += 1;
        if self.cycles > 1 {
            self.label = cover.cycle_labels().0;
        } else {
            self.done = true;
        }
        self.done
    }
}

//! Plans made in slices: a [`Planner`] computes the switches of a shatter, join or obfuscation in
//! pieces of bounded work ([`Planner::work`]: about [`STEPS_PER_UNIT`] elementary steps a unit,
//! whatever the board size), so a page can plan a big board between frames, show progress and
//! cancel. Each O(squares) pass (labelling the cycles, the rail masks, the rail list, its keys, the
//! choice of a shatter's rails, their effects, a join round's visits) is resumable
//! (`super::steps`, [`super::order`], `super::effects`). The switches are the same, in the same
//! order, as those [`super::shatter`], [`super::join`] and [`super::obfuscate`] make from the same
//! seed; [`plan_shatter`] and [`plan_obfuscate`] are this run to its end.

use super::effects::Effects;
use super::join::JoinVisit;
use super::masks::DownMasks;
use super::obfuscate::{ObfuscateReport, JOIN_SEED_MIX};
use super::order::{Disjoint, GroupDraws, KeyBuckets};
use super::steps::{spend, Labeller, RailQueue};
use super::switch::switch_unchecked;
use super::{Effect, Rail, Switch, OBFUSCATE_RETRIES, OBFUSCATE_SHATTERS};
use crate::cover::CycleCover;
use crate::rng::Stream;
use std::fmt;
use std::str::FromStr;

/// What a plan does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PlanKind {
    Shatter,
    Join,
    Obfuscate,
}

impl PlanKind {
    pub const ALL: [PlanKind; 3] = [PlanKind::Shatter, PlanKind::Join, PlanKind::Obfuscate];

    /// The name in the lab's history (`shatter`, `join`, `obfuscate`).
    pub fn name(self) -> &'static str {
        match self {
            PlanKind::Shatter => "shatter",
            PlanKind::Join => "join",
            PlanKind::Obfuscate => "obfuscate",
        }
    }

    /// The name with a capital, for status lines.
    pub fn title(self) -> &'static str {
        match self {
            PlanKind::Shatter => "Shatter",
            PlanKind::Join => "Join",
            PlanKind::Obfuscate => "Obfuscate",
        }
    }
}

/// A plan name that is not one of shatter, join, obfuscate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownPlan(pub String);

impl fmt::Display for UnknownPlan {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "plan '{}' is not known; choose shatter, join or obfuscate",
            self.0
        )
    }
}

impl std::error::Error for UnknownPlan {}

impl FromStr for PlanKind {
    type Err = UnknownPlan;
    fn from_str(s: &str) -> Result<PlanKind, UnknownPlan> {
        PlanKind::ALL
            .into_iter()
            .find(|k| k.name() == s.trim())
            .ok_or_else(|| UnknownPlan(s.trim().to_string()))
    }
}

/// Elementary steps (a square labelled or scanned, a key drawn or sorted, a rail visited, a
/// step of a walk) in one unit of [`Planner::work`]: a small fraction of a millisecond.
pub const STEPS_PER_UNIT: usize = 1 << 14;

/// [`super::shatter()`] as a plan: its switches in scan order, each classified with the cycle count
/// after it. O(squares + k log k) for k switches: the effects come from `super::effects`,
/// not from walking cycles. The same as [`Planner`] made in slices, run to its end.
pub fn plan_shatter(cover: &CycleCover, seed: u64) -> Vec<Switch> {
    Planner::run(PlanKind::Shatter, cover, seed)
}

/// [`super::obfuscate()`] as a plan of switches (shatter switches classified: see [`plan_shatter`]).
/// The same as [`Planner`] made in slices, run to its end.
pub fn plan_obfuscate(cover: &CycleCover, seed: u64) -> (Vec<Switch>, ObfuscateReport) {
    let mut p = Planner::new(PlanKind::Obfuscate, cover, seed);
    while !p.work(usize::MAX) {}
    let report = ObfuscateReport {
        shattered: std::mem::take(&mut p.shattered),
        cycles_after_shatter: p.cycles_after_shatter,
        cycles_after_round: std::mem::take(&mut p.cycles_after_round),
        retries: p.retries,
    };
    (p.into_switches(), report)
}

/// One shatter (001 §7, Algorithm 3) as a plan, in pieces: the rails found, each put in its
/// random group ([`GroupDraws`], [`KeyBuckets`]), the groups visited in order for the
/// vertex-disjoint choice ([`KeyBuckets::visit_group`], [`Disjoint`]): the plain shatter's
/// passes with the same draws. Then the effects of the rails taken ([`Effects`]), and the
/// switches logged and made, in scan order.
struct ShatterRun {
    queue: RailQueue,
    round: u32,
    stage: ShatterStage,
}

enum ShatterStage {
    Prepare,
    /// The rails before `next` are in their groups.
    Group {
        next: usize,
        buckets: KeyBuckets,
        groups: GroupDraws,
    },
    /// The groups before `group` are visited.
    Choose {
        group: usize,
        buckets: KeyBuckets,
        d: Disjoint,
    },
    Effects {
        rails: Vec<Rail>,
        effects: Effects,
    },
    Apply {
        next: usize,
        rails: Vec<Rail>,
        squares: Vec<[u32; 4]>,
        effects: Vec<Effect>,
    },
}

impl ShatterRun {
    fn new(cover: &CycleCover, seed: u64, round: u32) -> ShatterRun {
        ShatterRun {
            queue: RailQueue::new(cover, seed, false),
            round,
            stage: ShatterStage::Prepare,
        }
    }

    /// Advance; `Some(rails switched)` when done. `cycles` is the cycle count of `work`, kept.
    fn run(
        &mut self,
        work: &mut CycleCover,
        cycles: &mut usize,
        log: &mut Vec<Switch>,
        budget: &mut usize,
    ) -> Option<usize> {
        loop {
            match &mut self.stage {
                ShatterStage::Prepare => {
                    if !self.queue.prepare(work, None, budget) {
                        return None;
                    }
                    let mut buckets = KeyBuckets::default();
                    buckets.reset(self.queue.rails.len());
                    self.stage = ShatterStage::Group {
                        next: 0,
                        buckets,
                        groups: GroupDraws::default(),
                    };
                }
                ShatterStage::Group {
                    next,
                    buckets,
                    groups,
                } => {
                    let rails = &self.queue.rails;
                    let end = rails.len().min(next.saturating_add(*budget));
                    spend(budget, end - *next);
                    for &w in &rails[*next..end] {
                        buckets.push(groups.next(&mut self.queue.rng), w);
                    }
                    *next = end;
                    if end < rails.len() {
                        return None;
                    }
                    self.queue.rails = Vec::new();
                    let mut buckets = std::mem::take(buckets);
                    buckets.seal();
                    spend(budget, Disjoint::setup_cost(&self.queue.g));
                    self.stage = ShatterStage::Choose {
                        group: 0,
                        buckets,
                        d: Disjoint::new(&self.queue.g),
                    };
                }
                ShatterStage::Choose { group, buckets, d } => {
                    let q = &mut self.queue;
                    while *group < KeyBuckets::GROUPS {
                        if *budget == 0 {
                            return None;
                        }
                        let b = *group;
                        spend(budget, buckets.group_len(b) + 1);
                        buckets.visit_group_drawn(b, d, &q.g, q.bits, &mut q.rng);
                        *group += 1;
                    }
                    // The rails taken, in scan order, as `take_disjoint` hands them on.
                    spend(budget, q.g.padded_len() / 8);
                    let (mut rails, mut squares) = (Vec::new(), Vec::new());
                    for w in d.taken() {
                        let (u, _, p, j) = q.g.unpack(w);
                        rails.push(DownMasks::rail(u, p, j));
                        squares.push(q.g.squares(u, p, j).map(|v| v as u32));
                    }
                    q.mask = Vec::new();
                    spend(budget, Effects::setup_cost(squares.len()));
                    self.stage = ShatterStage::Effects {
                        rails,
                        effects: Effects::new(work, squares),
                    };
                }
                ShatterStage::Effects { rails, effects } => {
                    if !effects.run(work, budget) {
                        return None;
                    }
                    let (squares, effects) = effects.finish();
                    self.stage = ShatterStage::Apply {
                        next: 0,
                        rails: std::mem::take(rails),
                        squares,
                        effects,
                    };
                }
                ShatterStage::Apply {
                    next,
                    rails,
                    squares,
                    effects,
                } => {
                    let end = rails.len().min(next.saturating_add(*budget));
                    spend(budget, end - *next);
                    for i in *next..end {
                        *cycles = match effects[i] {
                            Effect::Joined => *cycles - 1,
                            Effect::Split => *cycles + 1,
                            Effect::Rerouted => *cycles,
                        };
                        log.push(Switch {
                            rail: rails[i],
                            effect: effects[i],
                            cycles_after: *cycles,
                            round: self.round,
                        });
                        switch_unchecked(work, squares[i].map(|v| v as usize));
                    }
                    *next = end;
                    if end < rails.len() {
                        return None;
                    }
                    return Some(rails.len());
                }
            }
        }
    }

    fn fraction(&self) -> f64 {
        match &self.stage {
            ShatterStage::Prepare => 0.3 * self.queue.fraction(),
            ShatterStage::Group { next, .. } => {
                0.3 + 0.05 * *next as f64 / self.queue.rails.len().max(1) as f64
            }
            ShatterStage::Choose { group, .. } => {
                0.35 + 0.05 * *group as f64 / KeyBuckets::GROUPS as f64
            }
            ShatterStage::Effects { effects, .. } => 0.4 + 0.5 * effects.fraction(),
            ShatterStage::Apply { next, rails, .. } => {
                0.9 + 0.1 * *next as f64 / rails.len().max(1) as f64
            }
        }
    }
}

/// One join round (001 §5, Algorithm 2, as `join_round` makes it) in pieces.
struct JoinRun {
    queue: RailQueue,
    label: Vec<u32>,
    visit: JoinVisit,
    round: u32,
}

impl JoinRun {
    /// A round on `cover` (more than one cycle, labelled by `label`) from `seed`.
    fn new(cover: &CycleCover, label: Vec<u32>, cycles: usize, seed: u64, round: u32) -> JoinRun {
        JoinRun {
            queue: RailQueue::new(cover, seed, true),
            label,
            visit: JoinVisit::new(cycles),
            round,
        }
    }

    /// Advance; `Some(joins)` when the round is over.
    fn run(
        &mut self,
        work: &mut CycleCover,
        log: &mut Vec<Switch>,
        budget: &mut usize,
    ) -> Option<usize> {
        if !self.queue.prepare(work, Some(&self.label), budget) {
            return None;
        }
        let round = self.round;
        let done = self.visit.run(&mut self.queue, work, budget, |rail, left| {
            log.push(Switch {
                rail,
                effect: Effect::Joined,
                cycles_after: left,
                round,
            })
        });
        done.then(|| self.visit.joins())
    }

    fn fraction(&self) -> f64 {
        0.6 * self.queue.fraction() + 0.4 * self.visit.fraction(&self.queue)
    }
}

enum Stage {
    /// Counting (and labelling) the cycles of the cover as given.
    Count(Labeller),
    Shatter(Box<ShatterRun>),
    /// Labelling the cycles before a join round.
    Label(Labeller),
    Join(Box<JoinRun>),
    Done,
}

/// A plan being made on a copy of a cover; [`Planner::work`] advances it.
pub struct Planner {
    kind: PlanKind,
    work: CycleCover,
    log: Vec<Switch>,
    stage: Stage,
    seed: u64,
    /// Shatter seeds (obfuscate) or join-round seeds (join).
    rng: Stream,
    /// Join-round seeds of an obfuscation.
    join_rng: Stream,
    round: u32,
    cycles: usize,
    /// Shatters done, retries included.
    shatters: usize,
    /// An obfuscation past its sixteen shatters.
    joining: bool,
    shattered: Vec<usize>,
    cycles_after_shatter: usize,
    cycles_after_round: Vec<usize>,
    retries: usize,
}

impl Planner {
    /// Start planning `kind` on `cover` from `seed` (nothing computed yet but a copy of the
    /// cover).
    pub fn new(kind: PlanKind, cover: &CycleCover, seed: u64) -> Planner {
        let work = cover.clone();
        let squares = work.board().squares();
        // Room for the whole plan at once, so the log is never copied to grow in one long
        // piece of work: a shatter switches at most a quarter of the squares' worth of rails,
        // a join fewer than the cycles (at most squares / 4).
        let most = match kind {
            PlanKind::Shatter | PlanKind::Join => squares / 4,
            PlanKind::Obfuscate => (OBFUSCATE_SHATTERS + 1) * squares / 4,
        };
        Planner {
            kind,
            work,
            log: Vec::with_capacity(most),
            stage: Stage::Count(Labeller::new(squares)),
            seed,
            rng: Stream::new(seed),
            join_rng: Stream::new(seed ^ JOIN_SEED_MIX),
            round: 0,
            cycles: 0,
            shatters: 0,
            joining: false,
            shattered: Vec::new(),
            cycles_after_shatter: 0,
            cycles_after_round: Vec::new(),
            retries: 0,
        }
    }

    /// The plan computed to its end at once.
    pub fn run(kind: PlanKind, cover: &CycleCover, seed: u64) -> Vec<Switch> {
        let mut p = Planner::new(kind, cover, seed);
        while !p.work(usize::MAX) {}
        p.into_switches()
    }

    pub fn kind(&self) -> PlanKind {
        self.kind
    }

    /// Do up to `units` units of work (each about [`STEPS_PER_UNIT`] elementary steps, a small
    /// fraction of a millisecond, on any board); true when done.
    pub fn work(&mut self, units: usize) -> bool {
        self.work_steps(units.saturating_mul(STEPS_PER_UNIT))
    }

    /// Do up to about `steps` elementary steps (at least one); true when done. The plan is the
    /// same however the work is cut.
    pub fn work_steps(&mut self, steps: usize) -> bool {
        let mut budget = steps.max(1);
        while budget > 0 && !self.is_done() {
            self.advance(&mut budget);
        }
        self.is_done()
    }

    /// One stage as far as `budget` goes, and on to the next if it ends.
    fn advance(&mut self, budget: &mut usize) {
        match &mut self.stage {
            Stage::Count(lab) => {
                if !lab.run(&self.work, budget) {
                    return;
                }
                let lab = std::mem::replace(lab, Labeller::new(0));
                let (label, cycles) = lab.finish();
                self.cycles = cycles;
                self.stage = match self.kind {
                    PlanKind::Shatter => {
                        Stage::Shatter(Box::new(ShatterRun::new(&self.work, self.seed, 0)))
                    }
                    PlanKind::Obfuscate => self.next_shatter(),
                    PlanKind::Join => self.join_round(label),
                };
            }
            Stage::Shatter(run) => {
                let Some(k) = run.run(&mut self.work, &mut self.cycles, &mut self.log, budget)
                else {
                    return;
                };
                self.shattered.push(k);
                self.round += 1;
                self.shatters += 1;
                self.stage = match self.kind {
                    PlanKind::Obfuscate if self.shatters < OBFUSCATE_SHATTERS => {
                        self.next_shatter()
                    }
                    PlanKind::Obfuscate => Stage::Label(Labeller::new(self.work.board().squares())),
                    _ => Stage::Done,
                };
            }
            Stage::Label(lab) => {
                if !lab.run(&self.work, budget) {
                    return;
                }
                let lab = std::mem::replace(lab, Labeller::new(0));
                let (label, cycles) = lab.finish();
                self.cycles = cycles;
                if self.kind == PlanKind::Obfuscate && !self.joining {
                    // The first labelling after the sixteen shatters.
                    self.cycles_after_shatter = cycles;
                    self.joining = true;
                }
                self.stage = self.join_round(label);
            }
            Stage::Join(run) => {
                let Some(joins) = run.run(&mut self.work, &mut self.log, budget) else {
                    return;
                };
                self.stage = self.after_join(joins);
            }
            Stage::Done => {}
        }
    }

    /// The next shatter of an obfuscation.
    fn next_shatter(&mut self) -> Stage {
        let seed = self.rng.fork();
        Stage::Shatter(Box::new(ShatterRun::new(&self.work, seed, self.round)))
    }

    /// A join round on the cover labelled by `label`, or what follows when there is nothing
    /// to join.
    fn join_round(&mut self, label: Vec<u32>) -> Stage {
        if self.cycles <= 1 {
            return match self.kind {
                PlanKind::Obfuscate => self.stalled(),
                _ => Stage::Done,
            };
        }
        let rng = match self.kind {
            PlanKind::Obfuscate => &mut self.join_rng,
            _ => &mut self.rng,
        };
        let seed = rng.fork();
        Stage::Join(Box::new(JoinRun::new(
            &self.work,
            label,
            self.cycles,
            seed,
            self.round,
        )))
    }

    /// After a join round that made `joins` switches (as `JoinRounds` and `Obfuscation` go on).
    fn after_join(&mut self, joins: usize) -> Stage {
        if self.kind == PlanKind::Obfuscate {
            self.round += 1;
        }
        if joins == 0 {
            return match self.kind {
                PlanKind::Obfuscate => self.stalled(),
                _ => Stage::Done,
            };
        }
        self.cycles -= joins;
        self.cycles_after_round.push(self.cycles);
        if self.kind != PlanKind::Obfuscate {
            self.round += 1;
        }
        if self.cycles > 1 {
            Stage::Label(Labeller::new(self.work.board().squares()))
        } else if self.kind == PlanKind::Obfuscate {
            self.stalled()
        } else {
            Stage::Done
        }
    }

    /// An obfuscation whose join has nothing more to do: over at one cycle (or out of
    /// retries), else shatter once more and join again.
    fn stalled(&mut self) -> Stage {
        if self.cycles == 1 || self.retries == OBFUSCATE_RETRIES {
            return Stage::Done;
        }
        self.retries += 1;
        self.next_shatter()
    }

    pub fn is_done(&self) -> bool {
        matches!(self.stage, Stage::Done)
    }

    /// Rough share of the work done, from 0 to 1.
    pub fn fraction(&self) -> f64 {
        let inner = match &self.stage {
            Stage::Count(l) | Stage::Label(l) => 0.5 * l.fraction(),
            Stage::Shatter(s) => s.fraction(),
            Stage::Join(j) => j.fraction(),
            Stage::Done => return 1.0,
        };
        let joins = self.cycles_after_round.len() as f64;
        let left = (self.cycles.max(1) as f64).log2().ceil() + 1.0;
        match self.kind {
            PlanKind::Shatter => inner,
            PlanKind::Join => (joins + inner) / (joins + left),
            PlanKind::Obfuscate => {
                let total = OBFUSCATE_SHATTERS as f64 + 8.0;
                if self.shatters < OBFUSCATE_SHATTERS {
                    (self.shatters as f64 + inner) / total
                } else {
                    let done = OBFUSCATE_SHATTERS as f64 + joins + inner;
                    done / (done + left)
                }
            }
        }
    }

    /// Switches planned so far.
    pub fn switches(&self) -> usize {
        self.log.len()
    }

    /// The switches, in order (all of them once [`Planner::work`] has said done).
    pub fn into_switches(self) -> Vec<Switch> {
        self.log
    }
}

//! Obfuscation (001 §7): sixteen shatters, then join rounds until one cycle.

use super::join::join_round_labelled;
use super::shatter::{plan_shatter_on, shatter};
use super::Switch;
use crate::cover::CycleCover;
use crate::rng::Stream;

/// Number of shatters in an obfuscation (001 §7: "Sixteen iterations of shatter were
/// sufficient").
pub const OBFUSCATE_SHATTERS: usize = 16;

/// At most this many extra shatter-and-join attempts when a join stalls above one cycle.
pub const OBFUSCATE_RETRIES: usize = 64;

/// What [`obfuscate`] did.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct ObfuscateReport {
    /// Rails switched by each shatter.
    pub shattered: Vec<usize>,
    /// Cycle count after the shatters.
    pub cycles_after_shatter: usize,
    /// Cycle count after each join round.
    pub cycles_after_round: Vec<usize>,
    /// Extra shatter-and-join attempts made because a join stalled (usually 0).
    pub retries: usize,
}

impl ObfuscateReport {
    /// Number of join rounds it took, over all attempts.
    pub fn join_rounds(&self) -> usize {
        self.cycles_after_round.len()
    }

    pub fn final_cycles(&self) -> usize {
        self.cycles_after_round
            .last()
            .copied()
            .unwrap_or(self.cycles_after_shatter)
    }
}

/// Obfuscate (001 §7): [`OBFUSCATE_SHATTERS`] shatters, then join rounds until a single cycle.
/// Should a join stall above one cycle, shatter once more and join again (at most
/// [`OBFUSCATE_RETRIES`] times); check [`ObfuscateReport::final_cycles`]. O(squares).
pub fn obfuscate(cover: &mut CycleCover, seed: u64) -> ObfuscateReport {
    obfuscate_impl(cover, seed, None)
}

/// [`obfuscate`] as a plan of switches (shatter switches classified: see [`plan_shatter`]).
pub fn plan_obfuscate(cover: &CycleCover, seed: u64) -> (Vec<Switch>, ObfuscateReport) {
    let mut work = cover.clone();
    let mut log = Vec::new();
    let report = obfuscate_impl(&mut work, seed, Some(&mut log));
    (log, report)
}

fn obfuscate_impl(
    cover: &mut CycleCover,
    seed: u64,
    mut log: Option<&mut Vec<Switch>>,
) -> ObfuscateReport {
    let mut o = Obfuscation::new(seed);
    while !o.step(cover, log.as_deref_mut()) {}
    o.report
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    /// This many of the [`OBFUSCATE_SHATTERS`] shatters done.
    Shatter(usize),
    Join,
    Done,
}

/// [`obfuscate`] one shatter or one join round at a time (each O(squares)), for plans made in
/// slices.
pub(super) struct Obfuscation {
    rng: Stream,
    join_seed: Stream,
    phase: Phase,
    round: u32,
    label: Vec<u32>,
    cycles: usize,
    pub(super) report: ObfuscateReport,
}

impl Obfuscation {
    pub(super) fn new(seed: u64) -> Obfuscation {
        Obfuscation {
            rng: Stream::new(seed),
            join_seed: Stream::new(seed ^ 0x6A09_E667_F3BC_C908),
            phase: Phase::Shatter(0),
            round: 0,
            label: Vec::new(),
            cycles: 0,
            report: ObfuscateReport::default(),
        }
    }

    /// Rough share of the work done, 0 to 1 (join rounds are guessed: about log2 of the cycles).
    pub(super) fn fraction(&self) -> f64 {
        let total = OBFUSCATE_SHATTERS as f64 + 8.0;
        match self.phase {
            Phase::Shatter(k) => k as f64 / total,
            Phase::Join => {
                let left = (self.cycles.max(1) as f64).log2().ceil();
                let done = OBFUSCATE_SHATTERS as f64 + self.report.join_rounds() as f64;
                done / (done + left + 1.0)
            }
            Phase::Done => 1.0,
        }
    }

    fn shatter_once(&mut self, cover: &mut CycleCover, log: Option<&mut Vec<Switch>>) {
        let s = self.rng.fork();
        let n = match log {
            Some(log) => {
                let mut cycles = cover.cycle_count();
                let plan = plan_shatter_on(cover, s, self.round, &mut cycles);
                let n = plan.len();
                log.extend(plan);
                n
            }
            None => shatter(cover, s),
        };
        self.report.shattered.push(n);
        self.round += 1;
    }

    /// One shatter or join round; true when the obfuscation is over.
    pub(super) fn step(&mut self, cover: &mut CycleCover, log: Option<&mut Vec<Switch>>) -> bool {
        match self.phase {
            Phase::Shatter(k) => {
                self.shatter_once(cover, log);
                if k + 1 < OBFUSCATE_SHATTERS {
                    self.phase = Phase::Shatter(k + 1);
                } else {
                    // One labelling per join round, which also gives the cycle counts.
                    (self.label, self.cycles) = cover.cycle_labels();
                    self.report.cycles_after_shatter = self.cycles;
                    self.phase = Phase::Join;
                }
                false
            }
            Phase::Join => {
                let mut log = log;
                if self.cycles > 1 {
                    let joins = join_round_labelled(
                        cover,
                        &self.label,
                        self.cycles,
                        self.join_seed.fork(),
                        self.round,
                        log.as_deref_mut(),
                    );
                    self.round += 1;
                    if joins > 0 {
                        self.cycles -= joins;
                        self.report.cycles_after_round.push(self.cycles);
                        if self.cycles > 1 {
                            self.label = cover.cycle_labels().0;
                        }
                        return false;
                    }
                }
                if self.cycles == 1 || self.report.retries == OBFUSCATE_RETRIES {
                    self.phase = Phase::Done;
                    return true;
                }
                // The join stalled: shatter once more and join again.
                self.report.retries += 1;
                self.shatter_once(cover, log);
                (self.label, self.cycles) = cover.cycle_labels();
                false
            }
            Phase::Done => true,
        }
    }
}

//! Obfuscation (001 §7): sixteen shatters, then join rounds until one cycle.

use super::join::join_round_labelled;
use super::shatter::{shatter_masks_in, write_cover};
use super::steps::Scratch;
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
/// [`OBFUSCATE_RETRIES`] times); check [`ObfuscateReport::final_cycles`]. O(squares). The
/// shatters are made on the rails' masks alone and the cover is written from the masks once
/// after them, which leaves the cover that switching it sixteen times would (0.92× the time of
/// an obfuscation of a 1000 × 1000 tour).
pub fn obfuscate(cover: &mut CycleCover, seed: u64) -> ObfuscateReport {
    let mut o = Obfuscation::new(seed);
    while !o.step(cover) {}
    o.scratch.keep();
    o.report
}

/// Mixed into an obfuscation's seed for the seeds of its join rounds.
pub(super) const JOIN_SEED_MIX: u64 = 0x6A09_E667_F3BC_C908;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    /// This many of the [`OBFUSCATE_SHATTERS`] shatters done.
    Shatter(usize),
    Join,
    Done,
}

/// [`obfuscate`] one shatter or one join round at a time (each O(squares)); its plan, in
/// pieces, is [`super::plan::Planner`]'s.
struct Obfuscation {
    rng: Stream,
    join_seed: Stream,
    phase: Phase,
    round: u32,
    label: Vec<u32>,
    cycles: usize,
    report: ObfuscateReport,
    /// Buffers kept from one shatter to the next.
    scratch: Scratch,
}

impl Obfuscation {
    fn new(seed: u64) -> Obfuscation {
        Obfuscation {
            rng: Stream::new(seed),
            join_seed: Stream::new(seed ^ JOIN_SEED_MIX),
            phase: Phase::Shatter(0),
            round: 0,
            label: Vec::new(),
            cycles: 0,
            report: ObfuscateReport::default(),
            scratch: Scratch::kept(),
        }
    }

    /// A shatter made on the kept masks alone: the cover is written from them by
    /// [`Obfuscation::labels`] before anything reads it.
    fn shatter_once(&mut self, cover: &CycleCover) {
        let n = shatter_masks_in(cover, self.rng.fork(), &mut self.scratch);
        self.report.shattered.push(n);
        self.round += 1;
    }

    /// The cover written from the masks its shatters left, then labelled for a join round.
    fn labels(&mut self, cover: &mut CycleCover) {
        write_cover(cover, &self.scratch);
        (self.label, self.cycles) = cover.cycle_labels();
    }

    /// One shatter or join round; true when the obfuscation is over.
    fn step(&mut self, cover: &mut CycleCover) -> bool {
        match self.phase {
            Phase::Shatter(k) => {
                self.shatter_once(cover);
                if k + 1 < OBFUSCATE_SHATTERS {
                    self.phase = Phase::Shatter(k + 1);
                } else {
                    // One labelling per join round, which also gives the cycle counts.
                    self.labels(cover);
                    self.report.cycles_after_shatter = self.cycles;
                    self.phase = Phase::Join;
                }
                false
            }
            Phase::Join => {
                if self.cycles > 1 {
                    let joins = join_round_labelled(
                        cover,
                        &self.label,
                        self.cycles,
                        self.join_seed.fork(),
                        self.round,
                        None,
                        &mut self.scratch,
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
                self.shatter_once(cover);
                self.labels(cover);
                false
            }
            Phase::Done => true,
        }
    }
}

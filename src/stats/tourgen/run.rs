//! A [`Run`]: `target` tours from one source, aggregated as they arrive, done in slices, with
//! its [`Progress`] and [`Summary`].

use super::{GenError, GenSpec, Generator, Shatter, Tour};
use crate::board::Board;
use crate::stats::aggregate::{Aggregate, MeanSdView, SpreadView};
use crate::stats::distribution::Counts;
use serde::{Deserialize, Serialize};

/// How a [`Run`] stands, after each [`Run::work`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Progress {
    /// Tours counted so far.
    pub tours: u64,
    /// Tours asked for.
    pub target: u64,
    /// Attempts started so far.
    pub attempts: u64,
    /// Squares walked so far (the unit of `work`'s budget).
    pub squares: u64,
    /// No more work will be done: the target is reached or the generator is exhausted.
    pub done: bool,
    /// Why the run stopped short of its target, if it did.
    pub stopped: Option<String>,
}

/// Distributions along each tour's own direction (see [`crate::stats::distribution`]).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Directed {
    pub moves: MeanSdView,
    pub relative: MeanSdView,
}

/// The results of a run so far, indexed 0–7 in Parberry's numbering.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Summary {
    pub tours: u64,
    /// f_i over the tours: mean and sample SD (001 §3, Figure 4 left).
    pub moves: MeanSdView,
    /// r_i over the tours (001 §3.1, Figure 4 right).
    pub relative: MeanSdView,
    /// Turns per tour ([`crate::shape`]): mean and sample SD.
    #[serde(default)]
    pub turns: SpreadView,
    /// Crossings per tour ([`crate::shape`]): mean and sample SD.
    #[serde(default)]
    pub crossings: SpreadView,
    /// The same counted along each tour's direction, as Parberry's code does.
    pub directed: Directed,
    pub generator: String,
    pub board: Board,
    /// The region the tours were walked on when it is not the knight's whole board: its
    /// removed squares, wrap and leaper in words ([`crate::region::Region::describe`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub region: Option<String>,
    pub seed: u64,
    pub target: u64,
    pub attempts: u64,
    pub squares: u64,
    /// Tours per attempt (1 when every attempt gives a tour).
    pub attempt_rate: f64,
    pub stopped: Option<String>,
    /// The source gives the same tour for every seed (see [`super::catalogue`]): the run is
    /// one tour, not a sample, and stops after it.
    #[serde(default)]
    pub deterministic: bool,
}

/// A seeded run of `target` tours from one generator, aggregated as they arrive. Drive it with
/// [`Run::work`] in slices as small as the page needs; [`Run::summary`] at any time.
pub struct Run {
    gen: Generator,
    target: u64,
    agg: Aggregate,
    squares: u64,
    last: Option<(Tour, Counts)>,
    stopped: Option<String>,
}

impl Run {
    /// A run without obfuscation; `target` must be at least 1.
    pub fn new(spec: GenSpec, board: Board, seed: u64, target: u64) -> Result<Run, GenError> {
        Run::with_generator(Generator::new(spec, board, seed, false)?, target)
    }

    /// Whether every tour of the run would be the same one.
    fn deterministic(&self) -> bool {
        self.gen.is_deterministic()
    }

    /// A run over a generator set up by hand (e.g. with obfuscation).
    pub fn with_generator(gen: Generator, target: u64) -> Result<Run, GenError> {
        if target == 0 {
            return Err(GenError::NoTours);
        }
        Ok(Run {
            gen,
            target,
            agg: Aggregate::default(),
            squares: 0,
            last: None,
            stopped: None,
        })
    }

    /// Do about `budget` squares of work (a 50×50 walk is 2,500; natively ~10 µs per 1,000), or
    /// less if the run finishes. Never blocks longer than its budget (plus one cycle-generator
    /// call).
    pub fn work(&mut self, budget: u64) -> Progress {
        let mut used = 0;
        while !self.is_done() && used < budget.max(1) {
            let step = self.gen.step(budget.max(1) - used);
            used += step.squares;
            self.squares += step.squares;
            if let Some(tour) = step.tour {
                match tour.counts_on(self.gen.region()) {
                    Ok(c) => {
                        self.agg.push(&c);
                        self.agg.push_shape(&tour.shape_on(self.gen.region()));
                        self.last = Some((tour, c));
                        if self.deterministic() && self.agg.tours() < self.target {
                            self.stopped = Some(format!(
                                "{} is deterministic: every seed gives this same tour, so one \
                                 tour is the whole sample (more copies would only repeat it, \
                                 with SD 0)",
                                self.gen.spec()
                            ));
                        }
                    }
                    Err(e) => {
                        self.stopped = Some(format!("{}: invalid tour: {e}", self.gen.spec()))
                    }
                }
            }
            if let Some(why) = step.exhausted {
                self.stopped = Some(why);
            }
        }
        self.progress()
    }

    /// Stop now (e.g. a cap on attempts); the summary keeps what was counted.
    pub fn stop(&mut self, why: &str) {
        if !self.is_done() {
            self.stopped = Some(why.to_string());
        }
    }

    fn is_done(&self) -> bool {
        self.agg.tours() >= self.target || self.stopped.is_some()
    }

    pub fn progress(&self) -> Progress {
        Progress {
            tours: self.agg.tours(),
            target: self.target,
            attempts: self.gen.attempts(),
            squares: self.squares,
            done: self.is_done(),
            stopped: self.stopped.clone(),
        }
    }

    /// The last tour counted and its exact counts (for "the current tour's own distribution").
    pub fn last_tour(&self) -> Option<(&Tour, &Counts)> {
        self.last.as_ref().map(|(t, c)| (t, c))
    }

    pub fn summary(&self) -> Summary {
        let tours = self.agg.tours();
        let attempts = self.gen.attempts();
        Summary {
            tours,
            moves: self.agg.moves.view(),
            relative: self.agg.relative.view(),
            turns: self.agg.turns.view(),
            crossings: self.agg.crossings.view(),
            directed: Directed {
                moves: self.agg.moves_directed.view(),
                relative: self.agg.relative_directed.view(),
            },
            generator: format!(
                "{}{}",
                self.gen.spec(),
                match (self.gen.obfuscates(), self.gen.shatter()) {
                    (false, _) => "",
                    (true, Shatter::Disjoint) => " (obfuscated)",
                    (true, Shatter::Sequential) => " (obfuscated, sequential shatter)",
                }
            ),
            board: self.gen.board(),
            region: (!self.gen.region().is_plain()).then(|| self.gen.region().describe()),
            seed: self.gen.seed(),
            target: self.target,
            attempts,
            squares: self.squares,
            attempt_rate: if attempts == 0 {
                0.0
            } else {
                tours as f64 / attempts as f64
            },
            stopped: self.stopped.clone(),
            deterministic: self.deterministic(),
        }
    }
}

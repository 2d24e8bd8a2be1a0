//! Generators of cycle covers and closed tours on n × n boards (Parberry 001 §3 and §6): the
//! Warnsdorff tourney, the concentric braided tourney, the four-cover tourney, Parberry's
//! divide-and-conquer closed tour (Parberry 1997, cited as [7] in 001) and its unjoined tourney,
//! and random Warnsdorff closed tours (§3.1).
//!
//! Every generator states the sizes it supports ([`Generator::supports`]) and, where it is fixed,
//! the number of cycles it makes ([`Generator::expected_cycles`]). Randomness is seeded and the
//! same on every platform.
//!
//! ```
//! use warnsdorff::tourneys::{generate, Generator};
//! let tour = generate(Generator::Divide, 12, 0).unwrap();
//! assert!(tour.is_tour());
//! let braid = generate(Generator::Braid, 16, 0).unwrap();
//! assert_eq!(braid.cycle_count(), 16);
//! assert!(Generator::FourCover.supports(10).is_err());
//! assert_eq!(Generator::FourCover.info().sizes.step, 4);
//! ```

mod braid;
mod builder;
pub mod catalogue;
mod divide;
mod walker;
mod warnsdorff_closed;
mod warnsdorff_tourney;

pub use catalogue::{CoverInfo, Sizes, CATALOGUE, WARNSDORFF_CLOSED_MAX, WARNSDORFF_TOURNEY_MAX};
pub use divide::{base_tile, structured_moves, BASE_TILES};
pub use warnsdorff_closed::{warnsdorff_closed, WARNSDORFF_CLOSED_ATTEMPTS};

use crate::board::Board;
use crate::cover::CycleCover;
use std::fmt;
use warnsdorff_closed::ClosedAttempts;
use warnsdorff_tourney::TourneyWalks;

/// The cover generators, by their CLI names (see [`CATALOGUE`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Generator {
    /// `warnsdorff-tourney` (001 §6).
    WarnsdorffTourney,
    /// `braid` (001 §6, Figure 18).
    Braid,
    /// `four-cover` (001 §6, Figure 19).
    FourCover,
    /// `divide` (Parberry 1997, 001 §3.3).
    Divide,
    /// `divide-tourney` (001 §6, Figure 15 left).
    DivideTourney,
    /// `warnsdorff-closed` (001 §3.1).
    WarnsdorffClosed,
}

impl Generator {
    pub const ALL: [Generator; 6] = [
        Generator::WarnsdorffTourney,
        Generator::Braid,
        Generator::FourCover,
        Generator::Divide,
        Generator::DivideTourney,
        Generator::WarnsdorffClosed,
    ];

    /// Its catalogue entry.
    pub fn info(self) -> &'static CoverInfo {
        CATALOGUE
            .iter()
            .find(|c| c.generator == self)
            .expect("every generator is in the catalogue")
    }

    /// The CLI name.
    pub fn name(self) -> &'static str {
        self.info().name
    }

    pub fn from_name(name: &str) -> Option<Generator> {
        CATALOGUE
            .iter()
            .find(|c| c.name == name)
            .map(|c| c.generator)
    }

    /// [`Generator::from_name`], or an error naming every generator.
    pub fn parse(name: &str) -> Result<Generator, GenerateError> {
        Generator::from_name(name.trim()).ok_or_else(|| GenerateError::UnknownGenerator {
            name: name.trim().to_string(),
        })
    }

    /// The sizes supported, in words.
    pub fn sizes(self) -> String {
        self.info().sizes.words()
    }

    /// Whether the seed changes what it makes.
    pub fn seeded(self) -> bool {
        self.info().seeded
    }

    /// Whether an n × n board is supported; the error names the sizes that are.
    pub fn supports(self, n: u32) -> Result<(), GenerateError> {
        if self.info().sizes.contains(n) && Board::new(n as u64, n as u64).is_ok() {
            Ok(())
        } else {
            Err(GenerateError::UnsupportedSize { generator: self, n })
        }
    }

    /// The number of cycles it makes on n × n when that is fixed.
    pub fn expected_cycles(self, n: u32) -> Option<usize> {
        self.supports(n).ok()?;
        let n = n as usize;
        match self {
            Generator::WarnsdorffTourney => None,
            Generator::Braid => Some(4 * (n / 4)),
            Generator::FourCover => Some(n * n / 4),
            Generator::Divide | Generator::WarnsdorffClosed => Some(1),
            Generator::DivideTourney => Some(divide::divide_tiles(n, n)),
        }
    }
}

/// Why a generator made nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GenerateError {
    /// No generator has this name.
    UnknownGenerator { name: String },
    /// The generator does not make n × n covers.
    UnsupportedSize { generator: Generator, n: u32 },
    /// A random search used all its attempts.
    AttemptsExhausted {
        generator: Generator,
        n: u32,
        seed: u64,
        attempts: usize,
    },
    /// The Warnsdorff tourney restarted the board too often.
    RestartsExhausted { n: u32, seed: u64, restarts: usize },
}

impl fmt::Display for GenerateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GenerateError::UnknownGenerator { name } => write!(
                f,
                "generator '{name}' is not known; choose one of {}",
                catalogue::names()
            ),
            GenerateError::UnsupportedSize { generator, n } => write!(
                f,
                "{} does not support {n}x{n}; it supports {}",
                generator.name(),
                generator.sizes()
            ),
            GenerateError::AttemptsExhausted {
                generator,
                n,
                seed,
                attempts,
            } => write!(
                f,
                "{} found no closed tour on {n}x{n} in {attempts} attempts (seed {seed})",
                generator.name()
            ),
            GenerateError::RestartsExhausted { n, seed, restarts } => write!(
                f,
                "warnsdorff-tourney found no cover on {n}x{n} after {restarts} restarts \
                 (seed {seed})"
            ),
        }
    }
}

impl std::error::Error for GenerateError {}

/// Generate with `gen` on an n × n board. Errors name the supported sizes, or say that a
/// random generator ran out of attempts.
pub fn generate(gen: Generator, n: u32, seed: u64) -> Result<CycleCover, GenerateError> {
    let mut g = Generation::new(gen, n, seed)?;
    while !g.work(usize::MAX) {}
    g.finish()
}

enum Stage {
    /// Made in one go on the first unit (the direct constructions: milliseconds).
    Direct,
    Tourney(Box<TourneyWalks>),
    Closed(Box<ClosedAttempts>),
    Done(Result<CycleCover, GenerateError>),
}

/// A cover being generated in slices: [`Generation::work`] advances it by units (a start square
/// of the Warnsdorff tourney, an attempt of the closed-tour search; the direct constructions
/// are one unit).
pub struct Generation {
    gen: Generator,
    n: u32,
    stage: Stage,
}

impl Generation {
    /// Check the size and set up (nothing generated yet).
    pub fn new(gen: Generator, n: u32, seed: u64) -> Result<Generation, GenerateError> {
        gen.supports(n)?;
        let board = Board::new(n as u64, n as u64).expect("a supported size is a board");
        let stage = match gen {
            Generator::WarnsdorffTourney => {
                Stage::Tourney(Box::new(TourneyWalks::new(board, seed)))
            }
            Generator::WarnsdorffClosed => {
                Stage::Closed(Box::new(ClosedAttempts::new(board, seed)))
            }
            _ => Stage::Direct,
        };
        Ok(Generation { gen, n, stage })
    }

    pub fn generator(&self) -> Generator {
        self.gen
    }

    /// Do up to `units` units; true when done (then call [`Generation::finish`]).
    pub fn work(&mut self, units: usize) -> bool {
        for _ in 0..units {
            let next = match &mut self.stage {
                Stage::Done(_) => return true,
                Stage::Direct => {
                    let n = self.n as usize;
                    Some(Ok(match self.gen {
                        Generator::Braid => braid::braid(n),
                        Generator::FourCover => braid::four_cover(n),
                        Generator::Divide => divide::divide(n, true),
                        _ => divide::divide(n, false),
                    }))
                }
                Stage::Tourney(t) => match t.step() {
                    Ok(false) => None,
                    Ok(true) => {
                        let Stage::Tourney(t) = std::mem::replace(&mut self.stage, Stage::Direct)
                        else {
                            unreachable!("in the tourney stage")
                        };
                        Some(Ok(t.finish()))
                    }
                    Err(e) => Some(Err(e)),
                },
                Stage::Closed(c) => c.step(),
            };
            if let Some(done) = next {
                self.stage = Stage::Done(done);
            }
        }
        self.is_done()
    }

    pub fn is_done(&self) -> bool {
        matches!(self.stage, Stage::Done(_))
    }

    /// Rough share of the work done, from 0 to 1.
    pub fn fraction(&self) -> f64 {
        match &self.stage {
            Stage::Direct => 0.0,
            Stage::Tourney(t) => t.fraction(),
            Stage::Closed(c) => c.fraction(),
            Stage::Done(_) => 1.0,
        }
    }

    /// The cover (or why there is none); runs what is left if not done.
    pub fn finish(mut self) -> Result<CycleCover, GenerateError> {
        while !self.work(usize::MAX) {}
        match self.stage {
            Stage::Done(r) => r,
            _ => unreachable!("work ran to the end"),
        }
    }
}

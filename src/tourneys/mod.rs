//! Generators of cycle covers and closed tours on n × n boards (Parberry 001 §3 and §6): the
//! Warnsdorff tourney, the concentric braided tourney, the four-cover tourney, Parberry's
//! divide-and-conquer closed tour (Parberry 1997, cited as \[7\] in 001) and its unjoined tourney,
//! random Warnsdorff closed tours (§3.1), the Takefuji–Lee network's tourneys (§3.2,
//! [`crate::neural`]), and Lin & Wei's closed tours (003 §4.2), the one generator that also
//! makes covers of rectangles ([`generate_on`]).
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
mod lin_wei;
pub mod parberry_tiles;
mod walker;
mod warnsdorff_closed;
mod warnsdorff_tourney;

pub use catalogue::{
    CoverInfo, Sizes, CATALOGUE, TAKEFUJI_LEE_MAX, WARNSDORFF_CLOSED_MAX, WARNSDORFF_TOURNEY_MAX,
};
pub use catalogue::{TilesInfo, TILES};
pub use divide::{base_tile, structured_moves, Tiles};
pub use parberry_tiles::{parberry_tile, BASE_TILES};
pub use warnsdorff_closed::WARNSDORFF_CLOSED_ATTEMPTS;

use crate::board::Board;
use crate::cover::CycleCover;
use crate::neural;
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
    /// `takefuji-lee` (001 §3.2, [`crate::neural`]).
    TakefujiLee,
    /// `lin-wei` (003 §4.2, `Knight(n, m)`): n × n and n × m.
    LinWei,
}

impl Generator {
    pub const ALL: [Generator; 8] = [
        Generator::WarnsdorffTourney,
        Generator::Braid,
        Generator::FourCover,
        Generator::Divide,
        Generator::DivideTourney,
        Generator::WarnsdorffClosed,
        Generator::TakefujiLee,
        Generator::LinWei,
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

    /// Whether it takes a choice of base tiles ([`Tiles`]: `divide`, `divide-tourney`).
    pub fn takes_tiles(self) -> bool {
        matches!(self, Generator::Divide | Generator::DivideTourney)
    }

    /// Whether it makes covers of rectangles too (see [`Generator::supports_board`]).
    pub fn rectangles(self) -> bool {
        self == Generator::LinWei
    }

    /// The boards supported, in words: [`Generator::sizes`], and rectangles where it makes them.
    pub fn board_sizes(self) -> String {
        if self.rectangles() {
            format!(
                "{}, and any n x m board with a closed or corner-missed closed tour (003 Theorems 1, 2)",
                self.sizes()
            )
        } else {
            self.sizes()
        }
    }

    /// Whether `board` is supported: a supported n × n, or for a generator of rectangles any
    /// board it serves. The error says why not and what is supported.
    pub fn supports_board(self, board: Board) -> Result<(), GenerateError> {
        if self.rectangles() {
            return match lin_wei::why_not(board) {
                None => Ok(()),
                Some(reason) => Err(GenerateError::UnsupportedBoard {
                    generator: self,
                    board,
                    reason,
                }),
            };
        }
        if board.is_square() {
            return self.supports(board.rows());
        }
        Err(GenerateError::UnsupportedBoard {
            generator: self,
            board,
            reason: format!("{board} is not square"),
        })
    }

    /// The number of cycles it makes on n × n when that is fixed.
    pub fn expected_cycles(self, n: u32) -> Option<usize> {
        self.supports(n).ok()?;
        let n = n as usize;
        match self {
            Generator::WarnsdorffTourney | Generator::TakefujiLee => None,
            Generator::Braid => Some(4 * (n / 4)),
            Generator::FourCover => Some(n * n / 4),
            Generator::Divide | Generator::WarnsdorffClosed | Generator::LinWei => Some(1),
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
    /// The generator does not make covers of this board (see [`Generator::supports_board`]).
    UnsupportedBoard {
        generator: Generator,
        board: Board,
        reason: String,
    },
    /// A random search used all its attempts.
    AttemptsExhausted {
        generator: Generator,
        n: u32,
        seed: u64,
        attempts: usize,
    },
    /// The Warnsdorff tourney restarted the board too often.
    RestartsExhausted { n: u32, seed: u64, restarts: usize },
    /// The Takefuji–Lee network did not converge to a cover in any attempt.
    NotConverged { n: u32, seed: u64, why: String },
    /// Tiles asked of a generator that takes none, or tiles not known ([`parse_with_tiles`]).
    Tiles {
        generator: Generator,
        message: String,
    },
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
            GenerateError::UnsupportedBoard {
                generator,
                board,
                reason,
            } => write!(
                f,
                "{} does not support {board}: {reason}; it supports {}",
                generator.name(),
                generator.board_sizes()
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
            GenerateError::NotConverged { n, seed, why } => {
                write!(f, "on {n}x{n} (seed {seed}): {why}")
            }
            GenerateError::Tiles { generator, message } => {
                write!(f, "{}: {message}", generator.name())
            }
        }
    }
}

impl std::error::Error for GenerateError {}

/// A generator's name with its base tiles, as the pages write it: `divide:parberry` (no suffix:
/// the default tiles). A suffix on a generator that takes no tiles, or unknown tiles, is an
/// error that says so.
pub fn parse_with_tiles(name: &str) -> Result<(Generator, Tiles), GenerateError> {
    let Some((g, t)) = name.trim().split_once(':') else {
        return Ok((Generator::parse(name)?, Tiles::default()));
    };
    let generator = Generator::parse(g)?;
    if !generator.takes_tiles() {
        return Err(GenerateError::Tiles {
            generator,
            message: "takes no tiles; only divide and divide-tourney do".into(),
        });
    }
    let tiles = Tiles::parse(t).map_err(|message| GenerateError::Tiles { generator, message })?;
    Ok((generator, tiles))
}

/// Generate with `gen` on an n × n board. Errors name the supported sizes, or say that a
/// random generator ran out of attempts.
pub fn generate(gen: Generator, n: u32, seed: u64) -> Result<CycleCover, GenerateError> {
    Generation::new(gen, n, seed)?.finish()
}

/// Generate with `gen` on `board` (a rectangle for a generator of rectangles, else n × n; see
/// [`Generator::supports_board`]).
pub fn generate_on(gen: Generator, board: Board, seed: u64) -> Result<CycleCover, GenerateError> {
    Generation::on_board(gen, board, seed)?.finish()
}

/// [`generate_on`] with a choice of base tiles for the generators that take one
/// ([`Generator::takes_tiles`]; the others ignore it).
pub fn generate_with_tiles(
    gen: Generator,
    board: Board,
    seed: u64,
    tiles: Tiles,
) -> Result<CycleCover, GenerateError> {
    Generation::on_board(gen, board, seed)?
        .with_tiles(tiles)
        .finish()
}

enum Stage {
    /// Made in one go on the first unit (the direct constructions: milliseconds).
    Direct,
    Tourney(Box<TourneyWalks>),
    Closed(Box<ClosedAttempts>),
    /// The Takefuji–Lee network, an iteration a unit.
    Neural(Box<neural::Restarts>),
    Done(Result<CycleCover, GenerateError>),
}

/// A cover being generated in slices: [`Generation::work`] advances it by units (a start square
/// of the Warnsdorff tourney, an attempt of the closed-tour search, an iteration of the
/// Takefuji–Lee network; the direct constructions are one unit).
pub struct Generation {
    gen: Generator,
    board: Board,
    seed: u64,
    stage: Stage,
    /// How the generation went, when there is something to say (Takefuji–Lee's convergence).
    note: Option<String>,
    /// The base tiles of `divide` and `divide-tourney`.
    tiles: Tiles,
}

impl Generation {
    /// Check the size and set up (nothing generated yet).
    pub fn new(gen: Generator, n: u32, seed: u64) -> Result<Generation, GenerateError> {
        gen.supports(n)?;
        let board = Board::new(n as u64, n as u64).expect("a supported size is a board");
        Generation::on_board(gen, board, seed)
    }

    /// [`Generation::new`] on any board the generator supports ([`Generator::supports_board`]).
    pub fn on_board(gen: Generator, board: Board, seed: u64) -> Result<Generation, GenerateError> {
        gen.supports_board(board)?;
        let stage = match gen {
            Generator::WarnsdorffTourney => {
                Stage::Tourney(Box::new(TourneyWalks::new(board, seed)))
            }
            Generator::WarnsdorffClosed => {
                Stage::Closed(Box::new(ClosedAttempts::new(board, seed)))
            }
            Generator::TakefujiLee => {
                let job = neural::Restarts::new(
                    board,
                    seed,
                    neural::default_max_iterations(board),
                    neural::DEFAULT_ATTEMPTS,
                )
                .map_err(|e| GenerateError::NotConverged {
                    n: board.rows(),
                    seed,
                    why: e.to_string(),
                })?;
                Stage::Neural(Box::new(job))
            }
            _ => Stage::Direct,
        };
        Ok(Generation {
            gen,
            board,
            seed,
            stage,
            note: None,
            tiles: Tiles::default(),
        })
    }

    /// Use these base tiles (for `divide` and `divide-tourney`; the others ignore them).
    pub fn with_tiles(mut self, tiles: Tiles) -> Generation {
        self.tiles = tiles;
        self
    }

    /// The base tiles it uses (see [`Generation::with_tiles`]).
    pub fn tiles(&self) -> Tiles {
        self.tiles
    }

    /// How the generation went, once done, when there is something to say: for `takefuji-lee`
    /// the iterations and attempts it took to converge.
    pub fn note(&self) -> Option<&str> {
        self.note.as_deref()
    }

    /// Do up to `units` units; true when done (then call [`Generation::finish`]).
    pub fn work(&mut self, units: usize) -> bool {
        for _ in 0..units {
            let next = match &mut self.stage {
                Stage::Done(_) => return true,
                Stage::Direct => {
                    let n = self.board.rows() as usize;
                    Some(Ok(match self.gen {
                        Generator::LinWei => lin_wei::lin_wei(self.board),
                        Generator::Braid => braid::braid(n),
                        Generator::FourCover => braid::four_cover(n),
                        Generator::Divide => divide::divide(n, true, self.tiles),
                        _ => divide::divide(n, false, self.tiles),
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
                Stage::Neural(job) => job.step().map(|r| {
                    let (max_iterations, attempts) = job.bounds();
                    match r {
                        Ok(x) => {
                            self.note = Some(x.words(max_iterations, attempts));
                            Ok(x.cover)
                        }
                        Err(e) => Err(GenerateError::NotConverged {
                            n: self.board.rows(),
                            seed: self.seed,
                            why: e.to_string(),
                        }),
                    }
                }),
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
            Stage::Neural(job) => job.fraction(),
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

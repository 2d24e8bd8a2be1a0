//! The cycle-cover sources (001 §6, and §3's divide-and-conquer tour): the tourneys of
//! [`crate::tourneys`] as they come (each cycle wrapped around on its own) and `-joined` (joined
//! by 001 §5's Algorithm 2 into as few cycles as its rails allow), and 001 §7's obfuscation of
//! any closed tour or tourney.

use super::GenError;
use crate::board::{Board, Square};
use crate::cover::CycleCover;
use crate::rng;
use crate::tourneys::{Generator as CoverGen, Tiles};

/// A cover source: a generator of [`crate::tourneys`], joined or not; `divide` and
/// `divide-tourney` on a choice of base tiles (named `divide:parberry`; the default searched
/// tiles keep the plain name).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CoverSource {
    pub gen: CoverGen,
    pub joined: bool,
    pub tiles: Tiles,
}

/// The tourney generators the statistics compare (the tourney page's `warnsdorff-closed` is the
/// walk's own random-tiebreak source here, not a cover source).
pub const COVER_BASES: [CoverGen; 6] = [
    CoverGen::Divide,
    CoverGen::LinWei,
    CoverGen::Braid,
    CoverGen::FourCover,
    CoverGen::WarnsdorffTourney,
    CoverGen::TakefujiLee,
];

impl CoverSource {
    /// Every cover source, in the catalogue's order: `divide`, `divide-tourney`, `lin-wei` (a
    /// closed tour on any board that has one; no `-joined`), `braid`,
    /// `braid-joined`, `four-cover`, `four-cover-joined`, `warnsdorff-tourney`,
    /// `warnsdorff-tourney-joined`, `takefuji-lee`, `takefuji-lee-joined`.
    pub fn all() -> Vec<CoverSource> {
        let mut out = Vec::new();
        for gen in COVER_BASES {
            out.push(CoverSource {
                gen,
                joined: false,
                tiles: Tiles::default(),
            });
            if gen == CoverGen::LinWei {
                continue; // one closed tour: joining changes nothing
            }
            out.push(if gen == CoverGen::Divide {
                CoverSource {
                    gen: CoverGen::DivideTourney,
                    joined: false,
                    tiles: Tiles::default(),
                }
            } else {
                CoverSource {
                    gen,
                    joined: true,
                    tiles: Tiles::default(),
                }
            });
        }
        out
    }

    /// By name (`braid-joined`, `divide:parberry`, ...). A `:tiles` suffix is read only for
    /// the sources that take tiles; an unknown tiles name gives None too.
    pub fn parse(name: &str) -> Option<CoverSource> {
        let (base, tiles) = match name.split_once(':') {
            Some((b, t)) => (b.trim(), Some(Tiles::parse(t).ok()?)),
            None => (name, None),
        };
        let mut c = CoverSource::all().into_iter().find(|c| c.name() == base)?;
        if let Some(t) = tiles {
            if !c.gen.takes_tiles() {
                return None;
            }
            c.tiles = t;
        }
        Some(c)
    }

    /// The same source on other base tiles (a no-op for a source that takes none).
    pub fn with_tiles(mut self, tiles: Tiles) -> CoverSource {
        if self.gen.takes_tiles() {
            self.tiles = tiles;
        }
        self
    }

    pub fn name(&self) -> String {
        let base = if self.joined {
            format!("{}-joined", self.gen.name())
        } else {
            self.gen.name().to_string()
        };
        if self.tiles == Tiles::default() {
            base
        } else {
            format!("{base}:{}", self.tiles.key())
        }
    }

    /// The largest side it makes up to `cap` (from the generator's own `supports`).
    pub fn max_side(&self, cap: u32) -> u32 {
        (1..=cap)
            .rev()
            .find(|&n| self.gen.supports(n).is_ok())
            .unwrap_or(0)
    }

    /// Whether it makes covers of `board`; the message names the sizes it does.
    pub fn supports(&self, board: Board) -> Result<(), GenError> {
        if !board.is_square() && !self.gen.rectangles() {
            return Err(GenError::NotSquare {
                source: self.name(),
                board,
            });
        }
        if self.gen == CoverGen::LinWei && board.rows() % 2 == 1 && board.cols() % 2 == 1 {
            // The tourney lab's lin-wei gives such a board its corner-missed tour (a cover
            // with a hole); as a tour source it would be passed off as closed.
            return Err(GenError::Size {
                source: self.name(),
                message: format!(
                    "{board} has no closed tour (003 Theorem 1: both sides odd), only a \
                     corner-missed one, which leaves a corner out"
                ),
            });
        }
        self.gen.supports_board(board).map_err(|e| GenError::Size {
            source: self.name(),
            message: e.to_string(),
        })
    }

    /// A cover of `board` (checked with [`CoverSource::supports`]) from `seed`, as cycles of
    /// squares (each without its first square repeated).
    pub fn generate(&self, board: Board, seed: u64) -> Result<Vec<Vec<Square>>, GenError> {
        let mut cover = crate::tourneys::generate_with_tiles(self.gen, board, seed, self.tiles)
            .map_err(|e| GenError::Failed {
                source: self.name(),
                message: e.to_string(),
            })?;
        if self.joined {
            crate::rails::join(&mut cover, rng::derive(seed, 1));
        }
        Ok(cover.cycle_squares())
    }
}

/// 001 §7's obfuscation (shatter a few times, then join) of a closed tour or tourney, with the
/// given reading of the shatter ([`super::obfuscation`]).
pub fn obfuscate(
    board: Board,
    cycles: &[Vec<Square>],
    seed: u64,
    reading: super::obfuscation::Shatter,
) -> Result<Vec<Vec<Square>>, GenError> {
    let mut cover =
        CycleCover::from_cycle_squares(board, cycles).map_err(|e| GenError::Failed {
            source: "obfuscation".into(),
            message: e.to_string(),
        })?;
    super::obfuscation::obfuscate_with(&mut cover, seed, reading);
    Ok(cover.cycle_squares())
}

//! The move distribution f_i and relative move distribution r_i of one closed tour, tourney or
//! open path (Parberry 001 §3), counted exactly and then normalised.
//!
//! Moves are counted in **Parberry's numbering** (001 Figure 1: 0–7 counterclockwise from "two
//! right, one up"), converted from the crate's internal numbering at this edge only
//! ([`parberry_move`], checked against [`crate::moves::Move::parberry`]).
//!
//! # Definitions (001 §3)
//!
//! *Move distribution.* `f_i(T) = |{(u,v) ∈ E : km(u,v) = i or km(v,u) = i}| / 2n²`. A closed
//! tour has n² undirected edges; an edge whose move is `a` one way is `a + 4 (mod 8)` the other
//! way, so every edge counts once for `a` and once for `a + 4`, and Σ f_i = 2n² / 2n² = 1. This
//! is implemented exactly: with `d_a` the number of moves `a` taken along the given direction,
//! `f_i = (d_i + d_{i+4}) / 2E`, E the number of edges. Consequently **f_i = f_{i+4} for every
//! tour**: the definition does not depend on which way a cycle is travelled.
//!
//! *Relative move.* `rel(i, j) = i − j (mod 8)` for a move `i` (u → v) followed by a move `j`
//! (v → w). `rel = 0` repeats the previous move ("relative move 0 … represents a repeat of the
//! previous move", 001 §3.1) and `rel = 4` is the exact opposite move, i.e. straight back to u,
//! which a tour can never do, so r_4 = 0 for every tour. As turns: in Parberry's numbering
//! neighbouring moves are 36.9° or 53.1° apart, so rel 1 and 7 are turns of 36.9°–53.1° (nearly
//! straight on), rel 2 and 6 are right angles and rel 3 and 5 are turns of 126.9°–143.1°
//! (nearly doubling back). (001's words call 1 and 7 "back" and 3 and 5 "forward"; read
//! geometrically it is the other way round. The numbers are what we compare.)
//!
//! *Relative move distribution.* 001 divides the number of pairs of consecutive edges
//! ((u,v),(v,w)) by 2n²: each square v of a closed tour has two such ordered pairs, one per
//! direction of travel, and travelling the other way turns `rel` into `−rel (mod 8)`. So, with
//! `c_k` the number of relative moves `k` along the given direction and M the number of them,
//! `r_i = (c_i + c_{−i}) / 2M`; Σ r_i = 1 and **r_i = r_{8−i}**; again independent of direction.
//!
//! *Directed variants.* [`Counts::f_directed`] (`d_i / E`) and [`Counts::r_directed`]
//! (`c_i / M`) count along the direction the tour was given in. They have the same expectation as
//! f and r over tours whose direction is random (or symmetric under reflection, as Warnsdorff's
//! with random tiebreak from a random square is), but a larger spread per tour. Parberry's
//! published code (github.com/Ian-Parberry/Tourney, `SearchThread.cpp`) counts moves this
//! directed way, dividing by n², with the relative move as *second minus first*; that is why
//! 001 Table 1 is not exactly symmetric under i ↔ i + 4.
//!
//! # What is counted, per kind of input
//!
//! | input | edges E | relative moves M |
//! |---|---|---|
//! | closed tour on n² squares ([`Counts::of_closed`]) | n² (the last square back to the first included) | n² (wrapping round: the closing move is followed by the first) |
//! | tourney, cycles of lengths ℓ_c ([`Counts::of_cycles`]) | Σ ℓ_c = n² | Σ ℓ_c = n², each cycle wrapped round on its own |
//! | open path of L squares ([`Counts::of_path`]) | L − 1 | L − 2 |
//!
//! For an open path nothing joins its two ends: the first square has no incoming move and the
//! last no outgoing one, so neither end square carries a relative move. f and r are normalised
//! by 2E and 2M as above, so Σ f_i = Σ r_i = 1 for every path of at least 3 squares. A path too
//! short to have a move (or a relative move) gives all zeros, with E (or M) = 0 telling why.
//!
//! ```
//! use warnsdorff::board::Square;
//! use warnsdorff::stats::Counts;
//! // Three equal moves in a row: two relative moves, both 0 (a repeat).
//! let path = [Square::new(1, 1), Square::new(2, 3), Square::new(3, 5), Square::new(4, 7)];
//! let c = Counts::of_path(&path).unwrap();
//! assert_eq!(c.edges(), 3);
//! assert_eq!(c.r()[0], 1.0);
//! // (+1 row, +2 cols) is Parberry's move 7; counted both ways it is half 7 and half 3.
//! assert_eq!(c.f()[7], 0.5);
//! assert_eq!(c.f()[3], 0.5);
//! ```

use crate::board::Square;
use serde::{Deserialize, Serialize};
use std::fmt;

/// Why squares could not be counted as a path or cycle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CountsError {
    /// Squares `k` and `k + 1` (1-based) are not a knight's move apart.
    NotAMove { k: usize, from: Square, to: Square },
    /// A cycle of fewer than 3 squares.
    ShortCycle { len: usize },
    /// The last square of a cycle is not a knight's move from its first.
    DoesNotClose { last: Square, first: Square },
    /// The error is in cycle `cycle` (1-based) of a tourney.
    InCycle {
        cycle: usize,
        error: Box<CountsError>,
    },
}

impl fmt::Display for CountsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CountsError::NotAMove { k, from, to } => write!(
                f,
                "squares {k} and {}, {from} and {to}, are not a knight's move apart",
                k + 1
            ),
            CountsError::ShortCycle { len } => {
                write!(f, "a cycle needs at least 3 squares; this one has {len}")
            }
            CountsError::DoesNotClose { last, first } => write!(
                f,
                "the cycle does not close: its last square {last} is not a knight's move from its first {first}"
            ),
            CountsError::InCycle { cycle, error } => write!(f, "cycle {cycle}: {error}"),
        }
    }
}

impl std::error::Error for CountsError {}

/// Parberry's move number for a (row delta + 2) * 5 + (col delta + 2), 255 if not a knight's move.
const PARBERRY_BY_DELTA: [u8; 25] = {
    let mut t = [255u8; 25];
    let mut p = 0;
    while p < 8 {
        let (dr, dc) = crate::moves::DELTAS[PARBERRY_TO_INTERNAL[p] as usize];
        t[((dr + 2) * 5 + (dc + 2)) as usize] = p as u8;
        p += 1;
    }
    t
};
/// Internal index of Parberry's move p (the table behind [`Move::from_parberry`]); checked against
/// it in the tests.
const PARBERRY_TO_INTERNAL: [u8; 8] = [1, 0, 7, 6, 5, 4, 3, 2];

/// Parberry's move number (0–7) from `a` to `b`, if they are a knight's move apart.
#[inline]
pub fn parberry_move(a: Square, b: Square) -> Option<u8> {
    let dr = b.row as i64 - a.row as i64;
    let dc = b.col as i64 - a.col as i64;
    if !(-2..=2).contains(&dr) || !(-2..=2).contains(&dc) {
        return None;
    }
    match PARBERRY_BY_DELTA[((dr + 2) * 5 + (dc + 2)) as usize] {
        255 => None,
        p => Some(p),
    }
}

/// `rel(i, j) = i − j (mod 8)` (001 §3.1): move `i` followed by move `j`.
#[inline]
pub fn rel(i: u8, j: u8) -> u8 {
    (i + 8 - j) % 8
}

/// Exact counts of one tour, tourney or path, along the direction it was given in, in Parberry's
/// numbering. The distributions f and r are derived from them (see the module docs).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Counts {
    /// `moves[a]`: moves `a` taken (d_a).
    pub moves: [u64; 8],
    /// `relative[k]`: consecutive move pairs with rel = k (c_k).
    pub relative: [u64; 8],
}

impl Counts {
    /// An open path: L − 1 moves and L − 2 relative moves; the ends are not joined.
    pub fn of_path(path: &[Square]) -> Result<Counts, CountsError> {
        Counts::of_squares(path.iter().copied(), false)
    }

    /// A closed tour (or any one cycle) given as its squares in order, the first not repeated at
    /// the end: L moves (the last square back to the first included) and L relative moves.
    pub fn of_closed(cycle: &[Square]) -> Result<Counts, CountsError> {
        Counts::of_squares(cycle.iter().copied(), true)
    }

    /// A tourney: every cycle wrapped round on its own, counts added up.
    pub fn of_cycles<C: AsRef<[Square]>>(cycles: &[C]) -> Result<Counts, CountsError> {
        let mut total = Counts::default();
        for (k, c) in cycles.iter().enumerate() {
            let c = Counts::of_closed(c.as_ref()).map_err(|e| CountsError::InCycle {
                cycle: k + 1,
                error: Box::new(e),
            })?;
            total.add(&c);
        }
        Ok(total)
    }

    /// Count squares visited in order; `closed` joins the last to the first. A closed cycle needs
    /// at least 3 squares (a cycle of the knight's graph, which has no double edges).
    pub fn of_squares<I: IntoIterator<Item = Square>>(
        squares: I,
        closed: bool,
    ) -> Result<Counts, CountsError> {
        Counts::of_squares_by(squares, closed, parberry_move)
    }

    /// [`Counts::of_squares`] on any region: each move numbered as the knight's move in the
    /// same place of the compass (the leaper's vector of a move across a wrapped edge, not the
    /// squares' difference; [`crate::region::Leaper::deltas`] keeps the knight's order), so
    /// that f and r read as for the knight.
    ///
    /// ```
    /// use warnsdorff::board::{Board, Square};
    /// use warnsdorff::region::{Leaper, Region};
    /// use warnsdorff::stats::Counts;
    /// let camel = Region::new(Board::new(8, 8).unwrap()).with_leaper(Leaper::CAMEL);
    /// // The camel's (1,3) is in the place of the knight's (1,2).
    /// let c = Counts::of_squares_on(&camel, [Square::new(1, 1), Square::new(2, 4)], false).unwrap();
    /// let k = Counts::of_squares([Square::new(1, 1), Square::new(2, 3)], false).unwrap();
    /// assert_eq!(c, k);
    /// ```
    pub fn of_squares_on<I: IntoIterator<Item = Square>>(
        region: &crate::region::Region,
        squares: I,
        closed: bool,
    ) -> Result<Counts, CountsError> {
        if region.is_plain() {
            return Counts::of_squares(squares, closed);
        }
        let deltas = region.leaper().deltas();
        Counts::of_squares_by(squares, closed, |a, b| {
            let v = region.vector(a, b)?;
            let i = deltas.iter().position(|&d| d == v)?;
            let (dr, dc) = crate::moves::DELTAS[i];
            match PARBERRY_BY_DELTA[((dr + 2) * 5 + (dc + 2)) as usize] {
                255 => None,
                p => Some(p),
            }
        })
    }

    /// [`Counts::of_squares`] with each move's number given by `number`.
    fn of_squares_by<I: IntoIterator<Item = Square>>(
        squares: I,
        closed: bool,
        number: impl Fn(Square, Square) -> Option<u8>,
    ) -> Result<Counts, CountsError> {
        let mut c = Counts::default();
        let mut it = squares.into_iter();
        let Some(first) = it.next() else {
            return Ok(c);
        };
        let mut prev_sq = first;
        let mut prev_move: Option<u8> = None;
        let mut first_move: Option<u8> = None;
        let mut len = 1usize;
        for s in it {
            let Some(m) = number(prev_sq, s) else {
                return Err(CountsError::NotAMove {
                    k: len,
                    from: prev_sq,
                    to: s,
                });
            };
            c.moves[m as usize] += 1;
            if let Some(p) = prev_move {
                c.relative[rel(p, m) as usize] += 1;
            } else {
                first_move = Some(m);
            }
            prev_move = Some(m);
            prev_sq = s;
            len += 1;
        }
        if closed {
            if len < 3 {
                return Err(CountsError::ShortCycle { len });
            }
            let Some(m) = number(prev_sq, first) else {
                return Err(CountsError::DoesNotClose {
                    last: prev_sq,
                    first,
                });
            };
            c.moves[m as usize] += 1;
            c.relative[rel(prev_move.unwrap(), m) as usize] += 1;
            c.relative[rel(m, first_move.unwrap()) as usize] += 1;
        }
        Ok(c)
    }

    /// Add another tour's counts (e.g. the cycles of a tourney).
    pub fn add(&mut self, other: &Counts) {
        for i in 0..8 {
            self.moves[i] += other.moves[i];
            self.relative[i] += other.relative[i];
        }
    }

    /// E, the number of moves (edges).
    pub fn edges(&self) -> u64 {
        self.moves.iter().sum()
    }

    /// M, the number of relative moves.
    pub fn turns(&self) -> u64 {
        self.relative.iter().sum()
    }

    /// 001's f_i: `(d_i + d_{i+4}) / 2E`; all zeros when E = 0.
    pub fn f(&self) -> [f64; 8] {
        let e = self.edges();
        let mut f = [0.0; 8];
        if e > 0 {
            for (i, v) in f.iter_mut().enumerate() {
                *v = (self.moves[i] + self.moves[(i + 4) % 8]) as f64 / (2 * e) as f64;
            }
        }
        f
    }

    /// 001's r_i: `(c_i + c_{−i}) / 2M`; all zeros when M = 0.
    pub fn r(&self) -> [f64; 8] {
        let m = self.turns();
        let mut r = [0.0; 8];
        if m > 0 {
            for (i, v) in r.iter_mut().enumerate() {
                *v = (self.relative[i] + self.relative[(8 - i) % 8]) as f64 / (2 * m) as f64;
            }
        }
        r
    }

    /// Moves along the given direction: `d_i / E` (how Parberry's code counts).
    pub fn f_directed(&self) -> [f64; 8] {
        ratio(&self.moves)
    }

    /// Relative moves along the given direction: `c_i / M`.
    pub fn r_directed(&self) -> [f64; 8] {
        ratio(&self.relative)
    }

    /// All four distributions, for display.
    pub fn distribution(&self) -> Distribution {
        Distribution {
            moves: self.f(),
            relative: self.r(),
            moves_directed: self.f_directed(),
            relative_directed: self.r_directed(),
            edges: self.edges(),
            turns: self.turns(),
        }
    }
}

fn ratio(counts: &[u64; 8]) -> [f64; 8] {
    let total: u64 = counts.iter().sum();
    let mut out = [0.0; 8];
    if total > 0 {
        for (o, &c) in out.iter_mut().zip(counts) {
            *o = c as f64 / total as f64;
        }
    }
    out
}

/// One tour's distributions, indexed 0–7 in Parberry's numbering (what the page shows beside the
/// walk).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Distribution {
    /// f_i (001 §3).
    pub moves: [f64; 8],
    /// r_i (001 §3.1).
    pub relative: [f64; 8],
    /// d_i / E, along the given direction.
    pub moves_directed: [f64; 8],
    /// c_i / M, along the given direction.
    pub relative_directed: [f64; 8],
    /// E.
    pub edges: u64,
    /// M.
    pub turns: u64,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::moves::Move;

    #[test]
    fn delta_table_agrees_with_move_from_parberry() {
        for p in 0..8u8 {
            let m = Move::from_parberry(p).unwrap();
            assert_eq!(m.index(), PARBERRY_TO_INTERNAL[p as usize] as usize);
            let (dr, dc) = m.delta();
            let a = Square::new(5, 5);
            let b = Square::new((5 + dr) as u32, (5 + dc) as u32);
            assert_eq!(parberry_move(a, b), Some(p));
        }
        assert_eq!(parberry_move(Square::new(1, 1), Square::new(2, 2)), None);
        assert_eq!(parberry_move(Square::new(1, 1), Square::new(9, 9)), None);
    }

    #[test]
    fn rel_of_opposite_is_four() {
        for i in 0..8u8 {
            assert_eq!(rel(i, i), 0);
            assert_eq!(rel(i, (i + 4) % 8), 4);
        }
        assert_eq!(rel(0, 1), 7);
        assert_eq!(rel(1, 0), 1);
    }
}

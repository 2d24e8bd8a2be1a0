//! Look-ahead rules: Irwin's double look-ahead (004, Figure 4) and Pohl's tiebreak (000 §2).
//!
//! **Irwin** (`lookahead`). A candidate's score is its own degree plus the degrees of its
//! unvisited neighbours, all as the walk keeps them (unvisited neighbours, the knight's square
//! already counted as visited). In Irwin's Figure 4 the square I has 7 exits whose own counts
//! are 8, 6, 4, 3, 3, 4, 6, so I scores 7 + 8 + 6 + 4 + 3 + 3 + 4 + 6 = 41, and L scores
//! 5 + 8 + 8 + 6 + 3 + 4 = 34; the lowest score wins. This score *replaces* the degree as the
//! primary criterion; remaining ties go to a move-ordering (12345678 unless given).
//!
//! **Pohl** (`pohl`). 000 §2 paraphrases Pohl (1967): among the least-degree candidates
//! S₁…S_k, "assign to each Sᵢ the number of unvisited squares adjacent to Sᵢ and select a Sᵢ
//! whose score is the lowest". Read literally that is the degree again, which is already tied,
//! so we implement the reading that makes it a tiebreak, Pohl's second-level application of
//! Warnsdorff's rule: the score of Sᵢ is the **sum, over the unvisited neighbours w of Sᵢ, of
//! the degree w would have after the knight moves to Sᵢ** (that is deg(w) − 1). Lowest wins;
//! remaining ties go to a move-ordering (12345678 unless given).

use super::{least_degree, least_score, settle, Choice, Ctx, How, Tiebreak};
use crate::grid::Cand;
use crate::grid::{Grid, VISITED};
use crate::moves::{Move, Ordering};

/// Sum of the degrees of the unvisited neighbours of `cell` and how many there are.
#[inline]
fn neighbour_degrees(grid: &Grid, cell: usize) -> (u32, u32) {
    let mut sum = 0u32;
    let mut count = 0u32;
    for m in Move::ALL {
        let d = grid.degree(grid.neighbour(cell, m));
        if d != VISITED {
            sum += d as u32;
            count += 1;
        }
    }
    (sum, count)
}

/// Irwin's double look-ahead score of a candidate: its degree plus its neighbours' degrees.
pub fn irwin_score(grid: &Grid, cand: &Cand) -> u32 {
    cand.degree as u32 + neighbour_degrees(grid, cand.cell).0
}

/// Pohl's secondary score (see module docs): Σ (deg(w) − 1) over the unvisited neighbours w.
pub fn pohl_score(grid: &Grid, cand: &Cand) -> u32 {
    let (sum, count) = neighbour_degrees(grid, cand.cell);
    sum - count
}

/// `lookahead[:NNNNNNNN]`.
#[derive(Clone, Debug)]
pub struct Lookahead {
    pub ordering: Ordering,
}

impl Tiebreak for Lookahead {
    fn label(&self) -> String {
        format!(
            "Warnsdorff's double look-ahead (Irwin's Figure 4), then ordering {}",
            self.ordering
        )
    }

    fn choose(&mut self, ctx: &Ctx<'_>, cands: &[Cand]) -> Choice {
        let mut scores = [0u32; 8];
        for (i, c) in cands.iter().enumerate() {
            scores[i] = irwin_score(ctx.grid, c);
        }
        let tied = least_score(&scores[..cands.len()], u8::MAX);
        settle(&self.ordering, cands, tied, tied, scores, How::Unique)
    }

    fn boxed_clone(&self) -> Box<dyn Tiebreak> {
        Box::new(self.clone())
    }
}

/// `pohl[:NNNNNNNN]`.
#[derive(Clone, Debug)]
pub struct Pohl {
    pub ordering: Ordering,
}

impl Tiebreak for Pohl {
    fn label(&self) -> String {
        format!(
            "Pohl's neighbour-degree sum, then ordering {}",
            self.ordering
        )
    }

    fn choose(&mut self, ctx: &Ctx<'_>, cands: &[Cand]) -> Choice {
        let mut scores = [0u32; 8];
        let tied = least_degree(cands, &mut scores);
        if tied.count_ones() == 1 {
            return Choice {
                index: tied.trailing_zeros() as usize,
                tied,
                scores,
                how: How::Unique,
            };
        }
        let mut second = [u32::MAX; 8];
        for (i, c) in cands.iter().enumerate() {
            if tied & (1 << i) != 0 {
                second[i] = pohl_score(ctx.grid, c);
            }
        }
        let best = least_score(&second[..cands.len()], tied);
        settle(&self.ordering, cands, tied, best, scores, How::Secondary)
    }

    fn boxed_clone(&self) -> Box<dyn Tiebreak> {
        Box::new(self.clone())
    }
}

//! Lin & Wei's closed tours (003 §4.2, `Knight(n, m)`) as a cover generator: a closed tour is a
//! cycle cover of one cycle, so rails, shatter, join and obfuscate work on every board the
//! construction serves, rectangles included.
//!
//! Boards with a closed tour (003 Theorem 1, Schwenk) get it. An odd × odd board has no cover
//! of every square (the knight's graph is bipartite and its two colours differ in size by one),
//! but it has Lin & Wei's corner-missed closed tour (003 Theorem 2): one cycle through every
//! square but the top-left corner, which becomes a cover with that corner as its one hole (see
//! [`crate::cover`]). Rails never touch the hole, so shatter, join and obfuscate keep it out,
//! and an obfuscation ends in another corner-missed closed tour.

use crate::board::Board;
use crate::construct::exists::existence;
use crate::construct::{closed_tour, corner_missed_tour, TourKind};
use crate::cover::CycleCover;

/// Why `board` gets no Lin & Wei cover (None when it does), citing the theorem.
pub(crate) fn why_not(board: Board) -> Option<String> {
    let ex = existence(board.rows() as u64, board.cols() as u64);
    if ex.strongest == TourKind::CornerMissed {
        return None;
    }
    ex.why_not(TourKind::Closed)
}

/// The closed tour of `Knight(rows, cols)` as a one-cycle cover, or on an odd × odd board the
/// corner-missed closed tour as a one-cycle cover with the top-left corner a hole. The caller
/// checks [`why_not`] first.
pub(crate) fn lin_wei(board: Board) -> CycleCover {
    if existence(board.rows() as u64, board.cols() as u64).strongest == TourKind::CornerMissed {
        let tour = corner_missed_tour(board)
            .unwrap_or_else(|e| panic!("lin-wei on a board it does not serve: {e}"));
        return CycleCover::from_raw_with_holes(board, tour.neighbours().to_vec());
    }
    closed_tour(board).unwrap_or_else(|e| panic!("lin-wei on a board it does not serve: {e}"))
}

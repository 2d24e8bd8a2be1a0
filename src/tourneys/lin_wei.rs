//! Lin & Wei's closed tours (003 §4.2, `Knight(n, m)`) as a cover generator: a closed tour is a
//! cycle cover of one cycle, so rails, shatter, join and obfuscate work on every board the
//! construction serves, rectangles included.
//!
//! Only boards with a closed tour qualify (003 Theorem 1, Schwenk). An odd × odd board has no
//! cycle cover at all: the knight's graph is bipartite and its two colours differ in size by
//! one, so every cover would need a square with fewer than two moves. Lin & Wei's corner-missed
//! tour (Theorem 2) is a single cycle through every square but a corner, which a
//! [`CycleCover`] (every square on a cycle) cannot hold; it stays with the construction
//! (`construct --kind corner-missed`).

use crate::board::Board;
use crate::construct::exists::existence;
use crate::construct::{closed_tour, TourKind};
use crate::cover::CycleCover;

/// Why `board` gets no Lin & Wei cover (None when it does), citing the theorem.
pub(crate) fn why_not(board: Board) -> Option<String> {
    let ex = existence(board.rows() as u64, board.cols() as u64);
    let why = ex.why_not(TourKind::Closed)?;
    if ex.strongest == TourKind::CornerMissed {
        return Some(format!(
            "{why}; its corner-missed tour leaves a square off every cycle, so it is no cycle \
             cover (build it with construct --kind corner-missed)"
        ));
    }
    Some(why)
}

/// The closed tour of `Knight(rows, cols)` as a one-cycle cover. The caller checks
/// [`why_not`] first.
pub(crate) fn lin_wei(board: Board) -> CycleCover {
    closed_tour(board).unwrap_or_else(|e| panic!("lin-wei on a board it does not serve: {e}"))
}

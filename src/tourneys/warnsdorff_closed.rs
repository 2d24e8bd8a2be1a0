//! Random Warnsdorff closed tours (001 §3.1) as a cover generator: Warnsdorff's rule with random
//! tiebreak from a random square, retried until the tour closes. The one algorithm is
//! [`crate::walk::random_tour`] (the statistics page's `warnsdorff-closed` source is the same):
//! the same seed gives the same tour on both pages.

use super::{GenerateError, Generator};
use crate::board::Board;
use crate::cover::CycleCover;
use crate::walk::random_tour::{RandomTours, CLOSED_ATTEMPTS};

/// Most attempts the Warnsdorff closed-tour generator makes before giving up.
pub const WARNSDORFF_CLOSED_ATTEMPTS: usize = CLOSED_ATTEMPTS as usize;

/// Attempts at a closed tour, about one per [`ClosedAttempts::step`].
pub(super) struct ClosedAttempts {
    board: Board,
    seed: u64,
    tours: RandomTours,
}

impl ClosedAttempts {
    pub(super) fn new(board: Board, seed: u64) -> ClosedAttempts {
        ClosedAttempts {
            board,
            seed,
            tours: RandomTours::new(board, seed, true),
        }
    }

    /// Share of the attempts used (the search usually ends long before all are).
    pub(super) fn fraction(&self) -> f64 {
        self.tours.attempts() as f64 / CLOSED_ATTEMPTS as f64
    }

    /// About one attempt's work; `Some` with the result when the search is over.
    pub(super) fn step(&mut self) -> Option<Result<CycleCover, GenerateError>> {
        if self.tours.attempts() >= CLOSED_ATTEMPTS {
            return Some(Err(GenerateError::AttemptsExhausted {
                generator: Generator::WarnsdorffClosed,
                n: self.board.rows(),
                seed: self.seed,
                attempts: WARNSDORFF_CLOSED_ATTEMPTS,
            }));
        }
        let tour = self.tours.step(self.board.squares() as u64).tour?;
        Some(Ok(
            CycleCover::from_tour_squares(self.board, &tour).expect("a closed tour is a cover")
        ))
    }
}

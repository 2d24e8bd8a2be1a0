//! Random Warnsdorff closed tours (001 §3.1): Warnsdorff's rule with random tiebreak from a
//! random square, retried until the tour closes, at most [`WARNSDORFF_CLOSED_ATTEMPTS`] times.
//!
//! The statistics page has its own closed-tour source of the same name; the entry point
//! [`warnsdorff_closed`] is here so that both can be made one algorithm.

use super::walker::Walker;
use super::{GenerateError, Generator};
use crate::board::Board;
use crate::cover::CycleCover;
use crate::rng::Stream;

/// Most attempts the Warnsdorff closed-tour generator makes before giving up.
pub const WARNSDORFF_CLOSED_ATTEMPTS: usize = 200_000;

/// A closed tour by Warnsdorff's rule with random tiebreak (seeded), or
/// [`GenerateError::AttemptsExhausted`].
pub fn warnsdorff_closed(board: Board, seed: u64) -> Result<CycleCover, GenerateError> {
    let mut a = ClosedAttempts::new(board, seed);
    loop {
        if let Some(done) = a.step() {
            return done;
        }
    }
}

/// Attempts at a closed tour, one per [`ClosedAttempts::step`].
pub(super) struct ClosedAttempts {
    board: Board,
    seed: u64,
    rng: Stream,
    w: Walker,
    path: Vec<usize>,
    attempts: usize,
}

impl ClosedAttempts {
    pub(super) fn new(board: Board, seed: u64) -> ClosedAttempts {
        ClosedAttempts {
            board,
            seed,
            rng: Stream::new(seed),
            w: Walker::new(board),
            path: Vec::with_capacity(board.squares()),
            attempts: 0,
        }
    }

    /// Share of the attempts used (the search usually ends long before all are).
    pub(super) fn fraction(&self) -> f64 {
        self.attempts as f64 / WARNSDORFF_CLOSED_ATTEMPTS as f64
    }

    /// One attempt; `Some` with the result when the search is over.
    pub(super) fn step(&mut self) -> Option<Result<CycleCover, GenerateError>> {
        if self.attempts >= WARNSDORFF_CLOSED_ATTEMPTS {
            return Some(Err(GenerateError::AttemptsExhausted {
                generator: Generator::WarnsdorffClosed,
                n: self.board.rows(),
                seed: self.seed,
                attempts: WARNSDORFF_CLOSED_ATTEMPTS,
            }));
        }
        self.attempts += 1;
        let start = self.w.cell(self.rng.below(self.board.squares()));
        if !self.w.closed_attempt(start, &mut self.rng, &mut self.path) {
            return None;
        }
        let tour: Vec<usize> = self.path.iter().map(|&p| self.w.index(p)).collect();
        Some(Ok(
            CycleCover::from_tour(self.board, &tour).expect("a closed tour is a cover")
        ))
    }
}

//! Warnsdorff's rule with random tiebreak as a tour generator (001 §3.1; 000 Figure 2; 004):
//! the one generator of random Warnsdorff tours, open and closed, behind the statistics source
//! `warnsdorff-open` / `warnsdorff-closed` and [`warnsdorff_closed_tour`] for the tourney page.
//! Every attempt is a [`Walk`] under [`RuleSpec::Random`]: there is no second walker.
//!
//! **Seed → attempt scheme.** Attempt k (k = 0, 1, 2, ...) of seed S uses the attempt seed
//! `a = rng::derive(S, k)`; it starts on square `Stream::numbered(a, 0x7374_6172_7421).below(n²)`
//! (row-major) and walks with walk seed `a`, its ties broken by the random rule's own stream of
//! seed `a` (see [`crate::rules::random`]). Attempt k is thus a pure function of
//! (board, S, k): results never depend on how the work is sliced, nor on the platform.
//!
//! An open tour is any attempt that visits every square (counted as an open path even when its
//! ends happen to be a knight's move apart). A closed attempt is abandoned as soon as the last
//! unvisited neighbour of its start is visited before the board is full, since it can then no
//! longer close; this skips doomed work and changes no accepted tour.

use super::Walk;
use crate::board::{Board, Square};
use crate::region::Region;
use crate::rng;
use crate::rules::RuleSpec;
use std::fmt;

/// The largest side `warnsdorff-closed` takes: its success rate falls fast with the board (001
/// Figure 3), and beyond this the retries take too long to be useful (the tourney page's limit
/// too).
pub const CLOSED_MAX_SIDE: u32 = 60;

/// Attempts [`warnsdorff_closed_tour`] makes before giving up.
pub const CLOSED_ATTEMPTS: u64 = 200_000;

/// The seed of attempt `k` of seed `seed`.
pub fn attempt_seed(seed: u64, k: u64) -> u64 {
    rng::derive(seed, k)
}

/// The start square of the attempt with attempt seed `a`.
pub fn attempt_start(board: Board, a: u64) -> Square {
    board.square(rng::Stream::numbered(a, 0x7374_6172_7421).below(board.squares()))
}

/// Why no tour came.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TourError {
    /// No closed tour in the attempts allowed.
    GaveUp {
        board: Board,
        seed: u64,
        attempts: u64,
    },
}

impl fmt::Display for TourError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TourError::GaveUp {
                board,
                seed,
                attempts,
            } => write!(
                f,
                "warnsdorff-closed found no closed tour on {board} in {attempts} attempts (seed {seed})"
            ),
        }
    }
}

impl std::error::Error for TourError {}

/// An attempt in progress.
struct Attempt {
    walk: Walk,
    start: Square,
    /// Unvisited neighbours of the start (for the closed generator's early abandonment).
    start_nbrs_left: u32,
}

/// What one call of [`RandomTours::step`] did.
pub struct TourStep {
    /// Walk steps taken.
    pub squares: u64,
    /// A tour, if this call finished one: every square, in order.
    pub tour: Option<Vec<Square>>,
}

/// The start square of the attempt with attempt seed `a` on `region`: as [`attempt_start`],
/// drawing again from the same stream while the square drawn is removed (on the whole
/// rectangle the first draw, so the same square).
pub fn attempt_start_on(region: &Region, a: u64) -> Square {
    let board = region.board();
    let mut stream = rng::Stream::numbered(a, 0x7374_6172_7421);
    loop {
        let s = board.square(stream.below(board.squares()));
        if region.contains(s) {
            return s;
        }
    }
}

/// Random-tiebreak Warnsdorff tours on one board from one seed, in bounded slices of work.
pub struct RandomTours {
    region: Region,
    seed: u64,
    closed: bool,
    attempts: u64,
    current: Option<Attempt>,
}

impl RandomTours {
    /// Open tours (`closed` false) or closed tours (true) on `board` from `seed`.
    pub fn new(board: Board, seed: u64, closed: bool) -> RandomTours {
        RandomTours::on(&Region::new(board), seed, closed)
    }

    /// [`RandomTours::new`] on any region: removed squares, another leaper, a wrap. The
    /// region must hold at least one square.
    pub fn on(region: &Region, seed: u64, closed: bool) -> RandomTours {
        RandomTours {
            region: region.clone(),
            seed,
            closed,
            attempts: 0,
            current: None,
        }
    }

    /// Attempts started so far.
    pub fn attempts(&self) -> u64 {
        self.attempts
    }

    /// The attempt seed of the attempt started last (of attempt 0 before any).
    pub fn last_attempt_seed(&self) -> u64 {
        attempt_seed(self.seed, self.attempts.saturating_sub(1))
    }

    fn start_attempt(&mut self) -> Attempt {
        let a = attempt_seed(self.seed, self.attempts);
        self.attempts += 1;
        let start = attempt_start_on(&self.region, a);
        let walk = Walk::on(&self.region, start, RuleSpec::Random, a)
            .expect("the start is on the board and random fits every board");
        Attempt {
            walk,
            start,
            start_nbrs_left: self.region.degree(start) as u32,
        }
    }

    /// Walk about `budget` steps (at least one), stopping early when a tour is finished.
    pub fn step(&mut self, budget: u64) -> TourStep {
        let n = self.region.squares();
        let budget = budget.max(1);
        let mut out = TourStep {
            squares: 0,
            tour: None,
        };
        while out.squares < budget {
            let mut a = match self.current.take() {
                Some(a) => a,
                None => self.start_attempt(),
            };
            let left = (budget - out.squares) as usize;
            let (taken, over) = if self.closed {
                step_closed(&mut a, left, n)
            } else {
                let t = a.walk.run(left);
                (t, t < left || !a.walk.is_running())
            };
            out.squares += taken as u64;
            if !over {
                self.current = Some(a);
                continue;
            }
            if a.walk.len() < n {
                continue; // dead end (or abandoned): the next attempt
            }
            let path: Vec<Square> = a.walk.path().collect();
            if self.closed && self.region.move_between(path[n - 1], path[0]).is_none() {
                continue; // full but open
            }
            out.tour = Some(path);
            return out;
        }
        out
    }
}

/// Walk up to `left` steps, abandoning the attempt when the start's last unvisited neighbour
/// is visited before the board is full. Returns (steps, attempt over).
fn step_closed(a: &mut Attempt, left: usize, n: usize) -> (usize, bool) {
    let mut taken = 0;
    while taken < left {
        if !a.walk.step_quiet() {
            return (taken, true);
        }
        taken += 1;
        if a.walk
            .region()
            .move_between(a.walk.current(), a.start)
            .is_some()
        {
            a.start_nbrs_left -= 1;
            if a.start_nbrs_left == 0 && a.walk.len() < n {
                return (taken, true);
            }
        }
    }
    (taken, !a.walk.is_running())
}

/// A closed tour by Warnsdorff's rule with random tiebreak: the first attempt of `seed` (see
/// the module docs) that closes, as squares in order (the first not repeated at the end), or
/// an error after [`CLOSED_ATTEMPTS`] attempts. Unbounded in time up to that cap: meant for
/// boards up to [`CLOSED_MAX_SIDE`].
pub fn warnsdorff_closed_tour(board: Board, seed: u64) -> Result<Vec<Square>, TourError> {
    let mut gen = RandomTours::new(board, seed, true);
    while gen.attempts() < CLOSED_ATTEMPTS || gen.current.is_some() {
        if let Some(t) = gen.step(board.squares() as u64).tour {
            return Ok(t);
        }
    }
    Err(TourError::GaveUp {
        board,
        seed,
        attempts: gen.attempts(),
    })
}

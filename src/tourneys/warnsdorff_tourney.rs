//! The Warnsdorff tourney (001 §6): from the first free square, a Warnsdorff walk with random
//! tiebreak, closed into a cycle as soon as it is a knight's move from its start; a walk that
//! gets stuck is erased and retried; then the next free square.
//!
//! Beyond the paper (this project's additions, so that big boards finish): half the tries from a
//! square walk homewards (to a free neighbour nearest the start) after a few moves; a square that
//! fails every try has the cycles through its neighbours erased and is walked from again (a local
//! repair); after too many repairs the board restarts. Made in slices by [`TourneyWalks::step`]
//! (one start square each).

use super::builder::Builder;
use super::walker::Walker;
use super::GenerateError;
use crate::board::Board;
use crate::cover::{CycleCover, NONE};
use crate::rng::Stream;

/// Shortest cycle a Warnsdorff-tourney walk closes (the knight's graph has no shorter cycle).
const WALK_MIN_CYCLE: usize = 4;
/// Walks from one start square get this many tries.
const TRIES_PER_START: usize = 16;
/// Repairs before the board restarts.
const MAX_REPAIRS: usize = 64;
/// Restarts before giving up.
pub const MAX_RESTARTS: usize = 10_000;

/// A Warnsdorff tourney being made.
pub(super) struct TourneyWalks {
    board: Board,
    seed: u64,
    rng: Stream,
    w: Walker,
    path: Vec<usize>,
    /// A walk that has not closed after this many moves is erased, so a try costs O(n).
    max_walk: usize,
    /// cycles[k]: cells of cycle k (emptied when erased); owner[cell]: its cycle.
    cycles: Vec<Vec<usize>>,
    owner: Vec<u32>,
    repairs: usize,
    restarts: usize,
    /// Row-major squares before this one are taken.
    first: usize,
    /// The square just repaired around is walked from next, before the scan resumes.
    urgent: Option<usize>,
}

/// Generate a Warnsdorff tourney at once.
pub(super) fn warnsdorff_tourney(board: Board, seed: u64) -> Result<CycleCover, GenerateError> {
    let mut t = TourneyWalks::new(board, seed);
    while !t.step()? {}
    Ok(t.finish())
}

impl TourneyWalks {
    pub(super) fn new(board: Board, seed: u64) -> TourneyWalks {
        let w = Walker::new(board);
        // One owner per padded cell (the grid's border is two cells wide).
        let owner_len = (board.rows() as usize + 4) * (board.cols() as usize + 4);
        TourneyWalks {
            board,
            seed,
            rng: Stream::new(seed),
            max_walk: 16 * board.cols().max(board.rows()) as usize,
            w,
            path: Vec::with_capacity(board.squares()),
            cycles: Vec::new(),
            owner: vec![NONE; owner_len],
            repairs: 0,
            restarts: 0,
            first: 0,
            urgent: None,
        }
    }

    /// Share of the squares covered so far.
    pub(super) fn fraction(&self) -> f64 {
        self.first as f64 / self.board.squares().max(1) as f64
    }

    /// Cover from the next free square (or repair around it); true when the board is covered.
    pub(super) fn step(&mut self) -> Result<bool, GenerateError> {
        let n = self.board.squares();
        if self.first >= n {
            return Ok(true);
        }
        let start = self
            .urgent
            .take()
            .unwrap_or_else(|| self.w.cell(self.first));
        if self.w.used(start) {
            self.first += 1;
            return Ok(self.first >= n);
        }
        for t in 0..TRIES_PER_START {
            // The second half of the tries walk homewards after a few moves: where Warnsdorff's
            // rule keeps leading away from the start, they close far more often.
            if self.try_walk(start, t < TRIES_PER_START / 2) {
                return Ok(false);
            }
        }
        self.repairs += 1;
        if self.repairs > MAX_REPAIRS {
            self.restarts += 1;
            if self.restarts > MAX_RESTARTS {
                return Err(GenerateError::RestartsExhausted {
                    n: self.board.rows(),
                    seed: self.seed,
                    restarts: MAX_RESTARTS,
                });
            }
            self.repairs = 0;
            self.w.reset();
            self.cycles.clear();
            self.owner.fill(NONE);
            self.first = 0;
            return Ok(false);
        }
        for q in self.w.around(start) {
            let id = self.owner[q];
            if id == NONE {
                continue;
            }
            for p in std::mem::take(&mut self.cycles[id as usize]) {
                self.w.unmark(p);
                self.owner[p] = NONE;
                self.first = self.first.min(self.w.index(p));
            }
        }
        self.urgent = Some(start);
        Ok(false)
    }

    /// One walk from `start`; true if it closed into a cycle (kept), false if erased.
    fn try_walk(&mut self, start: usize, warnsdorff: bool) -> bool {
        self.path.clear();
        self.path.push(start);
        self.w.mark(start);
        let mut cur = start;
        loop {
            if self.path.len() >= WALK_MIN_CYCLE && self.w.adjacent(cur, start) {
                let id = self.cycles.len() as u32;
                for &p in &self.path {
                    self.owner[p] = id;
                }
                self.cycles.push(self.path.clone());
                return true;
            }
            if self.path.len() > self.max_walk {
                break;
            }
            let next = if warnsdorff {
                self.w.next(cur, &mut self.rng)
            } else if self.path.len() < 3 {
                self.w.random_next(cur, &mut self.rng, None)
            } else {
                self.w.random_next(cur, &mut self.rng, Some(start))
            };
            match next {
                Some(q) => {
                    self.w.mark(q);
                    self.path.push(q);
                    cur = q;
                }
                None => break,
            }
        }
        for &p in &self.path {
            self.w.unmark(p);
        }
        false
    }

    /// The cover made (after [`TourneyWalks::step`] said true).
    pub(super) fn finish(self) -> CycleCover {
        let mut b = Builder::new(self.board.rows() as usize, self.board.cols() as usize);
        for cyc in self.cycles.iter().filter(|c| !c.is_empty()) {
            for k in 0..cyc.len() {
                b.add(self.w.index(cyc[k]), self.w.index(cyc[(k + 1) % cyc.len()]));
            }
        }
        b.finish()
    }
}

//! The O(squares) passes of shatter and join cut into resumable pieces, for plans made in
//! slices ([`super::plan::Planner`]): each piece advances by at most a given number of
//! elementary steps (a square labelled, a row of masks, a rail shuffled or visited) and
//! produces exactly what the one-piece pass does: [`Labeller`] the numbering of
//! [`CycleCover::cycle_labels`], [`RailQueue`] the shuffled rail list of
//! `DownMasks::random_order`.

use super::masks::DownMasks;
use crate::cover::CycleCover;
use crate::rng::Stream;

const NONE: u32 = u32::MAX;

/// Take `cost` steps from `budget` (never below zero).
#[inline]
pub(super) fn spend(budget: &mut usize, cost: usize) {
    *budget = budget.saturating_sub(cost);
}

/// Rows of `cols` squares that a budget pays for (at least one).
#[inline]
fn rows_for(budget: usize, cols: usize) -> usize {
    (budget / cols.max(1)).max(1)
}

/// [`CycleCover::cycle_labels`] in pieces: cycles numbered in order of their smallest square.
pub(super) struct Labeller {
    label: Vec<u32>,
    count: u32,
    /// The next square to start a cycle from.
    next: usize,
    /// A walk under way: its start, the square before and the square now.
    walk: Option<(usize, usize, usize)>,
}

impl Labeller {
    pub(super) fn new(squares: usize) -> Labeller {
        Labeller {
            label: vec![NONE; squares],
            count: 0,
            next: 0,
            walk: None,
        }
    }

    /// Label up to about `budget` squares; true when every square is labelled.
    pub(super) fn run(&mut self, cover: &CycleCover, budget: &mut usize) -> bool {
        let nbr = cover.neighbour_table();
        let n = self.label.len();
        loop {
            if let Some((s, mut prev, mut cur)) = self.walk {
                let c = self.count;
                while cur != s {
                    if *budget == 0 {
                        self.walk = Some((s, prev, cur));
                        return false;
                    }
                    *budget -= 1;
                    self.label[cur] = c;
                    let [a, b] = nbr[cur];
                    let next = if a as usize != prev { a } else { b } as usize;
                    prev = cur;
                    cur = next;
                }
                self.walk = None;
                self.count += 1;
            }
            // Holes (no moves) keep the label NONE.
            while self.next < n && (self.label[self.next] != NONE || nbr[self.next][0] == NONE) {
                self.next += 1;
            }
            if self.next == n {
                return true;
            }
            if *budget == 0 {
                return false;
            }
            let s = self.next;
            self.label[s] = self.count;
            self.walk = Some((s, s, nbr[s][0] as usize));
        }
    }

    /// Share of the squares looked at so far.
    pub(super) fn fraction(&self) -> f64 {
        self.next as f64 / self.label.len().max(1) as f64
    }

    /// The labels and the number of cycles (once [`Labeller::run`] has said done).
    pub(super) fn finish(self) -> (Vec<u32>, usize) {
        (self.label, self.count as usize)
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Stage {
    /// Masks filled up to this row.
    Masks(usize),
    /// Rails collected up to this row.
    Collect(usize),
    /// Fisher–Yates under way: positions above this one are final.
    Shuffle(usize),
    Ready,
}

/// The rails of a cover in the seeded uniformly random order of `DownMasks::random_order`
/// (masks, list, shuffle), made in pieces; then visited one at a time by the caller.
pub(super) struct RailQueue {
    pub(super) g: DownMasks,
    pub(super) mask: Vec<u8>,
    pub(super) rails: Vec<u32>,
    rng: Stream,
    stage: Stage,
}

impl RailQueue {
    /// Nothing computed yet (only the geometry and zeroed masks).
    pub(super) fn new(cover: &CycleCover, seed: u64) -> RailQueue {
        let (g, mask) = DownMasks::empty(cover);
        RailQueue {
            g,
            mask,
            rails: Vec::new(),
            rng: Stream::new(seed),
            stage: Stage::Masks(0),
        }
    }

    /// Advance by about `budget` steps; true when the shuffled list is ready. `cover` must be
    /// the cover given to [`RailQueue::new`], unchanged.
    pub(super) fn prepare(&mut self, cover: &CycleCover, budget: &mut usize) -> bool {
        let (rows, cols) = (self.g.rows(), self.g.cols());
        while *budget > 0 {
            match self.stage {
                Stage::Masks(r) => {
                    let r1 = (r + rows_for(*budget, cols)).min(rows);
                    self.g.fill(cover, &mut self.mask, r, r1);
                    spend(budget, (r1 - r) * cols);
                    self.stage = if r1 == rows {
                        self.rails.reserve(rows * cols);
                        Stage::Collect(0)
                    } else {
                        Stage::Masks(r1)
                    };
                }
                Stage::Collect(r) => {
                    let r1 = (r + rows_for(*budget, cols)).min(rows);
                    self.g.collect(&mut self.mask, r, r1, &mut self.rails);
                    spend(budget, (r1 - r) * cols);
                    self.stage = if r1 == rows {
                        Stage::Shuffle(self.rails.len().saturating_sub(1))
                    } else {
                        Stage::Collect(r1)
                    };
                }
                Stage::Shuffle(mut i) => {
                    // Stream::shuffle's loop, resumable: i from the back down to 1.
                    let stop = i.saturating_sub(*budget);
                    spend(budget, i - stop);
                    while i > stop {
                        let k = self.rng.below(i + 1);
                        self.rails.swap(i, k);
                        i -= 1;
                    }
                    self.stage = if i == 0 {
                        Stage::Ready
                    } else {
                        Stage::Shuffle(i)
                    };
                }
                Stage::Ready => return true,
            }
        }
        self.stage == Stage::Ready
    }

    /// Rough share of the preparation done, 0 to 1.
    pub(super) fn fraction(&self) -> f64 {
        let rows = self.g.rows().max(1) as f64;
        match self.stage {
            Stage::Masks(r) => 0.2 * r as f64 / rows,
            Stage::Collect(r) => 0.2 + 0.3 * r as f64 / rows,
            Stage::Shuffle(i) => 1.0 - 0.5 * i as f64 / self.rails.len().max(1) as f64,
            Stage::Ready => 1.0,
        }
    }
}

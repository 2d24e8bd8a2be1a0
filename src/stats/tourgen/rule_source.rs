//! A deterministic rule as a tour source (`ordering:NNNNNNNN`, `squirrel-cull`, `nineteen`,
//! `pohl[:…]`, `lookahead[:…]`): such a rule gives one walk per start square, so attempt k
//! starts from the k-th square of a seeded random permutation of the board (drawn lazily by a
//! sparse Fisher–Yates shuffle: swap k with `k + Stream::numbered(S ^ 0x7065_726d, k).below(n − k)`); walks that dead-end are dropped; the source is exhausted after n attempts, when every
//! start has been tried once, so no tour is counted twice. `squirrel-cull` promises a tour
//! only from (1,1) (000); from other starts it is Warnsdorff with its orderings, and the
//! attempt count shows how often that works.

use crate::board::{Board, Square};
use crate::region::Region;
use crate::rng;
use crate::rules::RuleSpec;
use crate::walk::Walk;
use std::collections::HashMap;

/// One walk per start square, in a seeded order.
pub struct RuleSource {
    rule: RuleSpec,
    region: Region,
    board: Board,
    seed: u64,
    attempts: u64,
    /// Starts drawn from the permutation (attempts, and removed squares passed over).
    drawn: u64,
    current: Option<Walk>,
    /// Sparse Fisher–Yates state for the start permutation.
    perm: HashMap<u64, u64>,
}

/// What one call of [`RuleSource::step`] did.
pub struct RuleStep {
    pub squares: u64,
    /// A full tour, as an open path.
    pub tour: Option<Vec<Square>>,
    /// Every start has been tried.
    pub exhausted: bool,
}

impl RuleSource {
    /// The rule must fit the board (checked by the caller with [`crate::walk::Preparation`]).
    pub fn new(rule: RuleSpec, board: Board, seed: u64) -> RuleSource {
        RuleSource::on(rule, &Region::new(board), seed)
    }

    /// [`RuleSource::new`] on any region: a removed square is passed over as a start (it is no
    /// attempt).
    pub fn on(rule: RuleSpec, region: &Region, seed: u64) -> RuleSource {
        RuleSource {
            rule,
            region: region.clone(),
            board: region.board(),
            seed,
            attempts: 0,
            drawn: 0,
            current: None,
            perm: HashMap::new(),
        }
    }

    pub fn attempts(&self) -> u64 {
        self.attempts
    }

    /// The k-th square of the seeded permutation of the board.
    fn permuted_start(&mut self, k: u64) -> Square {
        let n = self.board.squares() as u64;
        let j =
            k + rng::Stream::numbered(self.seed ^ 0x7065_726d, k).below((n - k) as usize) as u64;
        let at_j = *self.perm.get(&j).unwrap_or(&j);
        let at_k = *self.perm.get(&k).unwrap_or(&k);
        self.perm.insert(j, at_k);
        self.perm.remove(&k);
        self.board.square(at_j as usize)
    }

    /// Walk about `budget` steps (at least one), stopping early when a tour is finished.
    pub fn step(&mut self, budget: u64) -> RuleStep {
        let n = self.board.squares();
        let squares = self.region.squares();
        let budget = budget.max(1);
        let mut out = RuleStep {
            squares: 0,
            tour: None,
            exhausted: false,
        };
        while out.squares < budget {
            let mut walk = match self.current.take() {
                Some(w) => w,
                None => {
                    if self.drawn >= n as u64 {
                        out.exhausted = true;
                        return out;
                    }
                    let start = self.permuted_start(self.drawn);
                    self.drawn += 1;
                    if !self.region.contains(start) {
                        continue;
                    }
                    self.attempts += 1;
                    Walk::on(&self.region, start, self.rule.clone(), 0)
                        .expect("the rule was checked against the board")
                }
            };
            let left = (budget - out.squares) as usize;
            let taken = walk.run(left);
            out.squares += taken as u64;
            if walk.is_running() {
                self.current = Some(walk);
                continue;
            }
            if walk.len() == squares {
                out.tour = Some(walk.path().collect());
                return out;
            }
        }
        out
    }
}

//! Following a given path (an imported tour or walk) instead of choosing: the walk still keeps
//! every degree, so each step's report lists the unvisited neighbours with their exit values,
//! and one can see where the path agrees with Warnsdorff's rule and where it does not.

use super::{least_degree, Choice, Ctx, How, Tiebreak};
use crate::board::Square;
use crate::grid::Cand;
use std::sync::Arc;

/// Goes to the next square of `path` at every step.
#[derive(Clone, Debug)]
pub struct Follow {
    /// The whole path, its first square the start.
    pub path: Arc<[Square]>,
}

impl Tiebreak for Follow {
    fn label(&self) -> String {
        "imported: following the given path".into()
    }

    fn choose(&mut self, ctx: &Ctx<'_>, cands: &[Cand]) -> Choice {
        let mut scores = [0u32; 8];
        least_degree(cands, &mut scores);
        // The walk stops at the path's end and the path was checked to be a knight's path, so
        // the next square is always a candidate.
        let target = ctx.grid.cell(self.path[ctx.len]);
        let index = cands.iter().position(|c| c.cell == target).unwrap_or(0);
        Choice {
            index,
            tied: 1 << index,
            scores,
            how: How::Unique,
        }
    }

    fn boxed_clone(&self) -> Box<dyn Tiebreak> {
        Box::new(self.clone())
    }
}

/// Goes along `path` (a position: a partial path loaded from a paper or a matrix), then lets
/// `then` choose from the path's end on. While on the path the rule is still shown each square
/// the knight enters ([`Tiebreak::ordering_now`]), so a staged rule switches stage on the path's
/// switching squares as it would had it walked them; a random rule draws only from the path's
/// end, its first draw the seed's first.
pub struct FollowThen {
    /// The position's squares, its first the start.
    pub path: Arc<[Square]>,
    /// The rule from the path's end on.
    pub then: Box<dyn Tiebreak>,
}

impl Tiebreak for FollowThen {
    fn label(&self) -> String {
        format!("the loaded position, then {}", self.then.label())
    }

    fn choose(&mut self, ctx: &Ctx<'_>, cands: &[Cand]) -> Choice {
        if ctx.len >= self.path.len() {
            return self.then.choose(ctx, cands);
        }
        // The rule sees the square entered (its stage may switch there), as on its own walk.
        let _ = self.then.ordering_now(ctx);
        Follow {
            path: self.path.clone(),
        }
        .choose(ctx, cands)
    }

    fn ordering_now(&mut self, ctx: &Ctx<'_>) -> Option<&crate::moves::Ordering> {
        if ctx.len < self.path.len() {
            return None;
        }
        self.then.ordering_now(ctx)
    }

    fn undo_to(&mut self, len: usize) {
        self.then.undo_to(len);
    }

    fn boxed_clone(&self) -> Box<dyn Tiebreak> {
        Box::new(FollowThen {
            path: self.path.clone(),
            then: self.then.boxed_clone(),
        })
    }
}

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

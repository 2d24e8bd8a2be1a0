//! A fixed move-ordering as the tiebreak (000 §2 and step 5 of the Algorithm): among the
//! least-degree candidates, the move standing first in the ordering wins.

use super::{least_degree, settle, Choice, Ctx, How, Tiebreak};
use crate::grid::Cand;
use crate::moves::Ordering;

/// `ordering:NNNNNNNN`.
#[derive(Clone, Debug)]
pub struct ByOrdering {
    pub ordering: Ordering,
    /// Shown instead of the plain label when set (e.g. which of the nineteen this is).
    pub label: Option<String>,
}

impl ByOrdering {
    pub fn new(ordering: Ordering) -> ByOrdering {
        ByOrdering {
            ordering,
            label: None,
        }
    }
}

impl Tiebreak for ByOrdering {
    fn label(&self) -> String {
        self.label
            .clone()
            .unwrap_or_else(|| format!("ordering {}", self.ordering))
    }

    #[inline]
    fn choose(&mut self, _ctx: &Ctx<'_>, cands: &[Cand]) -> Choice {
        let mut scores = [0u32; 8];
        let tied = least_degree(cands, &mut scores);
        settle(&self.ordering, cands, tied, tied, scores, How::Unique)
    }

    fn ordering_now(&mut self, _ctx: &Ctx<'_>) -> Option<&Ordering> {
        Some(&self.ordering)
    }

    fn boxed_clone(&self) -> Box<dyn Tiebreak> {
        Box::new(self.clone())
    }
}

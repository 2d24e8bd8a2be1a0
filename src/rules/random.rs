//! Random tiebreak (004 Step 3; 000 §2 and Figure 2): uniform among the least-degree candidates.
//!
//! The draw for the step taken from a walk of length L is `rng::draw(seed, L)`: it depends on
//! nothing else, so the same seed replays the same walk on every platform and an undo needs no
//! bookkeeping (the generator's "position" is the walk's length).

use super::{least_degree, Cand, Choice, Ctx, How, Tiebreak};
use crate::rng;

/// `random`.
#[derive(Clone, Debug, Default)]
pub struct Random;

impl Tiebreak for Random {
    fn label(&self) -> String {
        "random".into()
    }

    #[inline]
    fn choose(&mut self, ctx: &Ctx<'_>, cands: &[Cand]) -> Choice {
        let mut scores = [0u32; 8];
        let tied = least_degree(cands, &mut scores);
        let k = tied.count_ones() as usize;
        if k == 1 {
            return Choice {
                index: tied.trailing_zeros() as usize,
                tied,
                scores,
                how: How::Unique,
            };
        }
        let mut j = rng::below(rng::draw(ctx.seed, ctx.len as u64), k);
        let mut index = 0;
        for i in 0..cands.len() {
            if tied & (1 << i) != 0 {
                if j == 0 {
                    index = i;
                    break;
                }
                j -= 1;
            }
        }
        Choice {
            index,
            tied,
            scores,
            how: How::Random,
        }
    }

    fn boxed_clone(&self) -> Box<dyn Tiebreak> {
        Box::new(self.clone())
    }
}

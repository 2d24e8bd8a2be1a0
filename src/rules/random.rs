//! Random tiebreak (004 Step 3; 000 §2 and Figure 2): uniform among the least-degree candidates.
//!
//! The rule holds the walk's seeded [`Stream`] and draws from it in order, once per tie (a step
//! with one least-degree candidate draws nothing), so the hot path is one sequential read from
//! ChaCha's buffer. It remembers the walk length at each draw; an undo drops the draws made at
//! the steps undone and rewinds the stream to the first of them ([`Stream::rewind`], done lazily
//! at the next tie, so undoing many steps costs one seek). Any sequence of steps and undos
//! therefore equals a fresh replay, and the same seed gives the same walk on every platform.

use super::{least_degree, Choice, Ctx, How, Tiebreak};
use crate::grid::Cand;
use crate::rng::Stream;

/// `random`.
#[derive(Clone, Debug, Default)]
pub struct Random {
    /// The walk's seed and its stream, made at the first tie (the seed comes with [`Ctx`]).
    stream: Option<(u64, Stream)>,
    /// The walk length at each draw so far: draw i is the stream's i-th value.
    draws: Vec<u32>,
    /// An undo dropped draws: rewind the stream to `draws.len()` before the next one.
    rewind: bool,
}

impl Random {
    /// The stream positioned for the next draw.
    #[inline]
    fn stream(&mut self, seed: u64) -> &mut Stream {
        if !matches!(&self.stream, Some((s, _)) if *s == seed) || self.rewind {
            self.restart(seed);
        }
        &mut self.stream.as_mut().unwrap().1
    }

    /// [`Random::stream`]'s rare part, kept out of the walk's loop: a new seed's stream, or the
    /// seek back after an undo.
    #[cold]
    #[inline(never)]
    fn restart(&mut self, seed: u64) {
        if !matches!(&self.stream, Some((s, _)) if *s == seed) {
            // First tie, or the rule moved to another walk: start the seed's stream afresh.
            self.stream = Some((seed, Stream::new(seed)));
            self.draws.clear();
            self.rewind = false;
        }
        if self.rewind {
            let (_, stream) = self.stream.as_mut().unwrap();
            stream.rewind(self.draws.len() as u64);
            self.rewind = false;
        }
    }

    /// The candidate taken among the `tied` ones (a mask, at least one bit): the only one, or on
    /// a tie the j-th for one draw j (the stream first: it may start afresh or seek back by
    /// `draws`), looked up in [`NTH_BIT`] rather than counted out bit by bit.
    #[inline(always)]
    fn pick(&mut self, ctx: &Ctx<'_>, tied: u8) -> usize {
        let k = tied.count_ones() as usize;
        let j = if k > 1 {
            let j = self.stream(ctx.seed).below(k);
            // The walk keeps its path as u32 squares, so its length fits.
            self.draws.push(ctx.len as u32);
            j
        } else {
            0
        };
        NTH_BIT[tied as usize][j] as usize
    }
}

/// `NTH_BIT[mask][j]`: the position of the `j`-th set bit of `mask` (0-based, from the low
/// end), for [`Random::pick`]; 0 where `mask` has no `j`-th bit.
const NTH_BIT: [[u8; 8]; 256] = {
    let mut t = [[0u8; 8]; 256];
    let mut mask = 0;
    while mask < 256 {
        let (mut bit, mut j) = (0, 0);
        while bit < 8 {
            if mask & (1 << bit) != 0 {
                t[mask][j] = bit as u8;
                j += 1;
            }
            bit += 1;
        }
        mask += 1;
    }
    t
};

impl Tiebreak for Random {
    fn label(&self) -> String {
        "random".into()
    }

    #[inline]
    fn choose(&mut self, ctx: &Ctx<'_>, cands: &[Cand]) -> Choice {
        let mut scores = [0u32; 8];
        let tied = least_degree(cands, &mut scores);
        Choice {
            index: self.pick(ctx, tied),
            tied,
            scores,
            how: if tied.count_ones() == 1 {
                How::Unique
            } else {
                How::Random
            },
        }
    }

    /// [`Random::choose`]'s index without the scores: the least degree's candidates as a mask
    /// over all eight slots with the ones past `n` masked off, so no branch depends on how many
    /// candidates there are (a coin toss to the branch predictor), then `Random::pick`.
    #[inline]
    fn choose_index(&mut self, ctx: &Ctx<'_>, cands: &[Cand; 8], n: usize) -> usize {
        let mut best = u8::MAX;
        for (i, c) in cands.iter().enumerate() {
            best = best.min(if i < n { c.degree } else { u8::MAX });
        }
        let mut tied = 0u8;
        for (i, c) in cands.iter().enumerate() {
            tied |= ((i < n && c.degree == best) as u8) << i;
        }
        self.pick(ctx, tied)
    }

    fn undo_to(&mut self, len: usize) {
        while self.draws.last().is_some_and(|&at| at as usize >= len) {
            self.draws.pop();
            self.rewind = true;
        }
    }

    fn boxed_clone(&self) -> Box<dyn Tiebreak> {
        Box::new(self.clone())
    }
}

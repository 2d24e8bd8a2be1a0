//! Shatter (001 §7, Algorithm 3): switch a random maximal set of vertex-disjoint rails.

use super::masks::DownMasks;
use super::order::CycleOrder;
use super::switch::switch_unchecked;
use super::{Effect, Rail, Switch};
use crate::cover::CycleCover;

/// Choose a random maximal set of vertex-disjoint rails (001 §7, Algorithm 3 line 2): all rails
/// in a seeded uniformly random order (see `DownMasks::random_order`), each taken if none of its squares is taken yet.
/// O(squares).
pub fn disjoint_rails(cover: &CycleCover, seed: u64) -> Vec<Rail> {
    let mut chosen = Vec::with_capacity(cover.board().squares() / 6);
    take_disjoint(cover, seed, |rail, _| chosen.push(rail));
    chosen
}

/// The choice of [`disjoint_rails`], each rail handed to `f` with its four squares as chosen.
fn take_disjoint(cover: &CycleCover, seed: u64, mut f: impl FnMut(Rail, [usize; 4])) {
    let (g, mut mask) = DownMasks::new(cover);
    g.random_order(
        &mut mask,
        seed,
        || false,
        |mask, u, pu, p, j| {
            g.take(mask, pu, p, j);
            f(DownMasks::rail(u, p, j), g.squares(u, p, j));
            true
        },
    );
}

/// Shatter (Algorithm 3): switch a random maximal set of vertex-disjoint rails. Returns how many
/// were switched. O(squares).
pub fn shatter(cover: &mut CycleCover, seed: u64) -> usize {
    let mut chosen = Vec::with_capacity(cover.board().squares() / 6);
    take_disjoint(cover, seed, |_, sq| chosen.push(sq));
    for &sq in &chosen {
        switch_unchecked(cover, sq);
    }
    chosen.len()
}

/// [`shatter`] as a plan: its switches in order, each classified with the cycle count after it.
/// O(squares · log squares): the effects come from a [`CycleOrder`], not from walking cycles.
pub fn plan_shatter(cover: &CycleCover, seed: u64) -> Vec<Switch> {
    let mut work = cover.clone();
    let mut cycles = work.cycle_count();
    plan_shatter_on(&mut work, seed, 0, &mut cycles)
}

/// Shatter `work` as a plan of round `round`; `cycles` is its cycle count, kept up to date.
pub(super) fn plan_shatter_on(
    work: &mut CycleCover,
    seed: u64,
    round: u32,
    cycles: &mut usize,
) -> Vec<Switch> {
    let mut order = CycleOrder::new(work);
    let mut out = Vec::with_capacity(work.board().squares() / 6);
    take_disjoint(work, seed, |rail, sq| {
        let effect = order.switch(sq);
        *cycles = match effect {
            Effect::Joined => *cycles - 1,
            Effect::Split => *cycles + 1,
            Effect::Rerouted => *cycles,
        };
        out.push(Switch {
            rail,
            effect,
            cycles_after: *cycles,
            round,
        });
    });
    for s in &out {
        switch_unchecked(work, s.rail.squares(work.board()).expect("a rail shape"));
    }
    out
}

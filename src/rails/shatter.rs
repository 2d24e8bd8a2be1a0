//! Shatter (001 §7, Algorithm 3): switch a random maximal set of vertex-disjoint rails.

use super::masks::DownMasks;
use super::plan::{PlanKind, Planner};
use super::switch::switch_unchecked;
use super::{Rail, Switch};
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
/// O(squares + k log k) for k switches: the effects come from [`super::effects`], not from
/// walking cycles. The same as [`Planner`] made in slices.
pub fn plan_shatter(cover: &CycleCover, seed: u64) -> Vec<Switch> {
    Planner::run(PlanKind::Shatter, cover, seed)
}

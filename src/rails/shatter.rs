//! Shatter (001 §7, Algorithm 3): switch a random maximal set of vertex-disjoint rails.

use super::masks::DownMasks;
use super::order::{Disjoint, KeySort};
use super::plan::{PlanKind, Planner};
use super::steps::{RailQueue, Scratch};
use super::switch::switch_unchecked;
use super::{Rail, Switch};
use crate::cover::CycleCover;

/// Choose a random maximal set of vertex-disjoint rails (001 §7, Algorithm 3 line 2): the set
/// that visiting every rail in a seeded uniformly random order, taking each none of whose
/// squares is taken yet, gives; the order from a random key per rail ([`super::order`]).
/// Returned in scan order (row-major by top square). O(squares).
pub fn disjoint_rails(cover: &CycleCover, seed: u64) -> Vec<Rail> {
    let mut chosen = Vec::with_capacity(cover.board().squares() / 6);
    take_disjoint(cover, seed, &mut Scratch::default(), |rail, _| {
        chosen.push(rail)
    });
    chosen
}

/// The choice of [`disjoint_rails`], each rail handed to `f` with its four squares, in scan
/// order; buffers from `scratch`, given back.
fn take_disjoint(
    cover: &CycleCover,
    seed: u64,
    scratch: &mut Scratch,
    mut f: impl FnMut(Rail, [usize; 4]),
) {
    let mut q = RailQueue::new_in(cover, seed, false, scratch);
    q.prepare(cover, None, &mut { usize::MAX });
    let mut sort = KeySort::new_in(&q.keys, std::mem::take(&mut scratch.sorted));
    sort.run(&mut { usize::MAX });
    let mut d = Disjoint::new_in(&q.g, scratch);
    d.run(&q.g, sort.sorted(), q.bits, &mut { usize::MAX });
    for w in d.taken() {
        let (u, _, p, j) = q.g.unpack(w);
        f(DownMasks::rail(u, p, j), q.g.squares(u, p, j));
    }
    scratch.sorted = sort.into_buffer();
    d.recycle(scratch);
    q.recycle(scratch);
}

/// Shatter (Algorithm 3): switch a random maximal set of vertex-disjoint rails
/// ([`disjoint_rails`]; being disjoint, the order of their switches does not matter: they are
/// made in scan order). Returns how many were switched. O(squares).
pub fn shatter(cover: &mut CycleCover, seed: u64) -> usize {
    shatter_in(cover, seed, &mut Scratch::default())
}

/// [`shatter`] in buffers from `scratch` (kept between an obfuscation's shatters).
pub(super) fn shatter_in(cover: &mut CycleCover, seed: u64, scratch: &mut Scratch) -> usize {
    let mut chosen = Vec::new();
    take_disjoint(cover, seed, scratch, |_, sq| {
        chosen.push(sq.map(|v| v as u32))
    });
    for &sq in &chosen {
        switch_unchecked(cover, sq.map(|v| v as usize));
    }
    chosen.len()
}

/// [`shatter`] as a plan: its switches in scan order, each classified with the cycle count
/// after it. O(squares + k log k) for k switches: the effects come from [`super::effects`],
/// not from walking cycles. The same as [`Planner`] made in slices.
pub fn plan_shatter(cover: &CycleCover, seed: u64) -> Vec<Switch> {
    Planner::run(PlanKind::Shatter, cover, seed)
}

//! Rails (001 §4, Algorithm 1) against a brute-force search, and switches keep the cover valid.

use proptest::prelude::*;
use std::collections::BTreeSet;
use warnsdorff::board::Board;
use warnsdorff::cover::CycleCover;
use warnsdorff::rails::{
    classify, find_rails, plan_shatter, shatter, switch, switch_classified, Effect, Rail,
};
use warnsdorff::tourneys::{generate, Generator};

/// Every rail by brute force: all pairs of cover moves {a,b}, {c,d} with a–c and b–d knight's
/// moves not in the cover, described by (topmost square, the four squares, the primary pair).
fn brute_rails(cover: &CycleCover) -> BTreeSet<(usize, [usize; 4])> {
    let b = cover.board();
    let n = b.squares();
    let knight = |x: usize, y: usize| Board::move_between(b.square(x), b.square(y)).is_some();
    let mut edges = Vec::new();
    for a in 0..n {
        for c in cover.neighbours(a) {
            if a < c {
                edges.push((a, c));
            }
        }
    }
    let mut out = BTreeSet::new();
    for (i, &(a, bq)) in edges.iter().enumerate() {
        for &(c, d) in &edges[i + 1..] {
            for (x, y) in [(c, d), (d, c)] {
                // pair a–x and bq–y are the cross moves
                let sq: BTreeSet<usize> = [a, bq, x, y].into_iter().collect();
                if sq.len() == 4
                    && knight(a, x)
                    && knight(bq, y)
                    && !cover.has_edge(a, x)
                    && !cover.has_edge(bq, y)
                {
                    let top = *sq.iter().next().unwrap();
                    // normalise: primary edge containing top first
                    let (p0, p1, q0, q1) = if top == a || top == bq {
                        if top == a {
                            (a, bq, x, y)
                        } else {
                            (bq, a, y, x)
                        }
                    } else if top == x {
                        (x, y, a, bq)
                    } else {
                        (y, x, bq, a)
                    };
                    out.insert((top, [p0, p1, q0, q1]));
                }
            }
        }
    }
    out
}

fn fast_rails(cover: &CycleCover) -> BTreeSet<(usize, [usize; 4])> {
    find_rails(cover)
        .into_iter()
        .map(|r| (r.top as usize, r.squares(cover.board()).unwrap()))
        .collect()
}

fn check_two_neighbours(cover: &CycleCover) {
    assert_eq!(cover.validate(), Ok(()));
}

#[test]
fn rails_equal_brute_force_on_small_boards() {
    for gen in Generator::ALL {
        for n in [4u32, 6, 8, 10, 12] {
            if gen.supports(n).is_err() {
                continue;
            }
            for seed in 0..3 {
                let mut cover = generate(gen, n, seed).unwrap();
                shatter(&mut cover, seed); // vary the covers
                let fast = fast_rails(&cover);
                assert_eq!(
                    fast,
                    brute_rails(&cover),
                    "{} n={n} seed={seed}",
                    gen.name()
                );
                assert_eq!(fast.len(), find_rails(&cover).len(), "no rail found twice");
            }
        }
    }
}

#[test]
fn rail_moves_are_downward_parberry_4_to_7() {
    let cover = generate(Generator::Divide, 10, 0).unwrap();
    for r in find_rails(&cover) {
        assert!((4..=7).contains(&r.primary_parberry()));
        assert!((4..=7).contains(&r.cross_parberry()));
        assert_ne!(r.primary, r.cross);
        assert!(r.is_present(&cover));
    }
}

#[test]
fn switch_twice_restores_and_effects_match_cycle_counts() {
    let cover = generate(Generator::WarnsdorffTourney, 16, 5).unwrap();
    let before = cover.cycle_count();
    for rail in find_rails(&cover) {
        let mut c = cover.clone();
        let s = switch_classified(&mut c, rail, before).unwrap();
        check_two_neighbours(&c);
        assert_eq!(c.cycle_count(), s.cycles_after, "{:?}", s);
        match s.effect {
            Effect::Joined => assert_eq!(s.cycles_after, before - 1),
            Effect::Split => assert_eq!(s.cycles_after, before + 1),
            Effect::Rerouted => assert_eq!(s.cycles_after, before),
        }
        assert!(!rail.is_present(&c));
        assert!(s.undo().is_present(&c));
        switch(&mut c, s.undo()).unwrap();
        assert_eq!(c, cover);
        assert!(!s.describe(cover.board()).is_empty());
    }
}

#[test]
fn switching_a_missing_rail_is_refused() {
    let mut cover = generate(Generator::Divide, 8, 0).unwrap();
    let rail = find_rails(&cover)[0];
    switch(&mut cover, rail).unwrap();
    assert!(switch(&mut cover, rail).is_err());
    let bad = Rail { top: 63, ..rail };
    assert!(switch(&mut cover, bad).is_err());
    assert!(classify(&cover, bad).is_err());
}

#[test]
fn shatter_plan_replays_to_the_shattered_cover() {
    let cover = generate(Generator::Divide, 20, 0).unwrap();
    let plan = plan_shatter(&cover, 9);
    let mut fast = cover.clone();
    assert_eq!(shatter(&mut fast, 9), plan.len());
    let mut replay = cover.clone();
    let mut used = std::collections::HashSet::new();
    for s in &plan {
        for q in s.rail.squares(cover.board()).unwrap() {
            assert!(used.insert(q), "rails of a shatter are vertex-disjoint");
        }
        switch(&mut replay, s.rail).unwrap();
        assert_eq!(replay.cycle_count(), s.cycles_after);
    }
    assert_eq!(replay, fast);
    // maximal: no remaining rail avoids every used square
    for r in find_rails(&cover) {
        let sq = r.squares(cover.board()).unwrap();
        assert!(
            sq.iter().any(|q| used.contains(q)),
            "{r:?} could have been added"
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]
    #[test]
    fn random_switch_sequences_keep_two_neighbours(seed in 0u64..1000, n in prop::sample::select(vec![6u32, 8, 10, 12, 14]), picks in prop::collection::vec(0usize..10_000, 1..40)) {
        let mut cover = generate(Generator::Divide, n, seed).unwrap();
        for p in picks {
            let rails = find_rails(&cover);
            if rails.is_empty() { break; }
            switch(&mut cover, rails[p % rails.len()]).unwrap();
            prop_assert_eq!(cover.validate(), Ok(()));
        }
    }
}

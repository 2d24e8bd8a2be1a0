//! Shatter and join visit the rails in a uniformly random order (001 §5 Algorithm 2, §7
//! Algorithm 3; Parberry's generator permutes its rail list). The fast method
//! (`rails::order`) visits in the order of random keys: a join round gives every rail a key; a
//! shatter gives every rail a random group, then each rail still free when its group comes a
//! key within the group. It keeps a bitmap of taken squares and makes the switches in memory
//! order. These tests hold it to a plain sequential implementation written here from the public
//! rail operations:
//! 1. for any order of the rails, the method's outcome *is* the sequential visit's in that
//!    order (shatter: the set taken, the ranks spread over the groups; join: the switches, in
//!    order);
//! 2. over seeds, the outcomes of the seeded operations are distributed as those of the
//!    sequential visit over all orders, enumerated exactly on covers with few rails
//!    (chi-square at the 0.1 % level, fixed seeds, so the test is deterministic and can fail).

use std::collections::{BTreeMap, BTreeSet};
use warnsdorff::cover::CycleCover;
use warnsdorff::rails::order::disjoint_rails_ranked;
use warnsdorff::rails::{
    disjoint_rails, find_rails, join_round, join_round_ranked, shatter, switch, Rail,
};
use warnsdorff::rng::Stream;
use warnsdorff::tourneys::{generate, Generator};

/// Shatter's choice by the book: visit the rails in `order`, take each none of whose squares
/// is taken.
fn sequential_shatter(cover: &CycleCover, rails: &[Rail], order: &[usize]) -> BTreeSet<Rail> {
    let mut taken = vec![false; cover.board().squares()];
    let mut out = BTreeSet::new();
    for &i in order {
        let sq = rails[i].squares(cover.board()).unwrap();
        if sq.iter().all(|&x| !taken[x]) {
            sq.iter().for_each(|&x| taken[x] = true);
            out.insert(rails[i]);
        }
    }
    out
}

/// A join round by the book: visit the rails in `order`, switch each that is still a rail of
/// the cover and joins two cycles not yet joined this round (by the cycles at its start).
fn sequential_join(cover: &CycleCover, rails: &[Rail], order: &[usize]) -> Vec<Rail> {
    let (label, cycles) = cover.cycle_labels();
    let mut parent: Vec<usize> = (0..cycles).collect();
    fn root(p: &mut [usize], mut x: usize) -> usize {
        while p[x] != x {
            x = p[x];
        }
        x
    }
    let mut c = cover.clone();
    let mut out = Vec::new();
    for &i in order {
        let r = rails[i];
        if !r.is_present(&c) {
            continue;
        }
        let sq = r.squares(c.board()).unwrap();
        let (a, b) = (
            root(&mut parent, label[sq[0]] as usize),
            root(&mut parent, label[sq[2]] as usize),
        );
        if a != b {
            parent[a] = b;
            switch(&mut c, r).unwrap();
            out.push(r);
        }
    }
    out
}

/// The rank of each rail when they are visited in `order`.
fn ranks(order: &[usize]) -> Vec<u64> {
    let mut rank = vec![0u64; order.len()];
    for (pos, &i) in order.iter().enumerate() {
        rank[i] = pos as u64;
    }
    rank
}

/// Covers of several kinds, shattered or not, with more than one cycle or not.
fn covers() -> Vec<(String, CycleCover)> {
    let mut out = Vec::new();
    for (gen, n) in [
        (Generator::Divide, 8u32),
        (Generator::Divide, 12),
        (Generator::Braid, 8),
        (Generator::FourCover, 8),
        (Generator::FourCover, 12),
        (Generator::DivideTourney, 24),
    ] {
        let cover = generate(gen, n, 3).unwrap();
        let mut shattered = cover.clone();
        shatter(&mut shattered, 9);
        out.push((format!("{} {n}", gen.name()), cover));
        out.push((format!("{} {n} shattered", gen.name()), shattered));
    }
    out
}

#[test]
fn for_every_order_the_method_is_the_sequential_visit() {
    let mut rng = Stream::new(2026);
    for (name, cover) in covers() {
        let rails = find_rails(&cover);
        let mut order: Vec<usize> = (0..rails.len()).collect();
        for trial in 0..40 {
            rng.shuffle(&mut order);
            let rank = ranks(&order);
            let want = sequential_shatter(&cover, &rails, &order);
            let got = disjoint_rails_ranked(&cover, &rank);
            assert!(got.windows(2).all(|w| w[0].top <= w[1].top), "scan order");
            assert_eq!(
                got.iter().copied().collect::<BTreeSet<_>>(),
                want,
                "{name}: shatter, order #{trial}"
            );
            assert_eq!(got.len(), want.len(), "{name}: a rail twice");
            let want = sequential_join(&cover, &rails, &order);
            let mut c = cover.clone();
            let got = join_round_ranked(&mut c, &rank);
            assert_eq!(got, want, "{name}: join, order #{trial}");
            let mut seq = cover.clone();
            for &r in &want {
                switch(&mut seq, r).unwrap();
            }
            assert_eq!(c, seq, "{name}: join's cover, order #{trial}");
        }
    }
}

/// Every permutation of `0..n` (Heap's algorithm).
fn permutations(n: usize) -> Vec<Vec<usize>> {
    fn go(k: usize, a: &mut Vec<usize>, out: &mut Vec<Vec<usize>>) {
        if k <= 1 {
            out.push(a.clone());
            return;
        }
        for i in 0..k {
            go(k - 1, a, out);
            let j = if k % 2 == 0 { i } else { 0 };
            a.swap(j, k - 1);
        }
    }
    let mut out = Vec::new();
    go(n, &mut (0..n).collect(), &mut out);
    out
}

/// Pearson's chi-square of `observed` counts against exact probabilities, categories with
/// fewer than 5 expected merged; returns (statistic, degrees of freedom).
fn chi_square<K: Ord>(
    observed: &BTreeMap<K, usize>,
    exact: &BTreeMap<K, f64>,
    n: usize,
) -> (f64, usize) {
    for k in observed.keys() {
        assert!(exact.contains_key(k), "an outcome no order gives");
    }
    let (mut stat, mut cats) = (0.0, 0usize);
    let (mut rest_o, mut rest_e) = (0.0, 0.0);
    for (k, &p) in exact {
        let e = p * n as f64;
        let o = *observed.get(k).unwrap_or(&0) as f64;
        if e < 5.0 {
            rest_o += o;
            rest_e += e;
        } else {
            stat += (o - e) * (o - e) / e;
            cats += 1;
        }
    }
    if rest_e > 0.0 {
        stat += (rest_o - rest_e) * (rest_o - rest_e) / rest_e.max(1e-9);
        cats += 1;
    }
    (stat, cats.saturating_sub(1))
}

/// The chi-square value a statistic with `df` degrees of freedom exceeds with probability
/// 0.001 (Wilson–Hilferty).
fn critical(df: usize) -> f64 {
    let d = df as f64;
    let z = 3.090_232;
    d * (1.0 - 2.0 / (9.0 * d) + z * (2.0 / (9.0 * d)).sqrt()).powi(3)
}

/// Small covers with 4–7 rails and more than one possible outcome, found by shattering small
/// tours and tourneys with fixed seeds.
fn few_rail_covers(want_cycles: bool) -> Vec<CycleCover> {
    let mut out = Vec::new();
    for (gen, n) in [
        (Generator::Divide, 6u32),
        (Generator::Divide, 8),
        (Generator::FourCover, 8),
    ] {
        for seed in 0..200u64 {
            let mut c = generate(gen, n, 1).unwrap();
            shatter(&mut c, seed);
            shatter(&mut c, seed + 1000);
            let k = find_rails(&c).len();
            if (4..=7).contains(&k) && (!want_cycles || c.cycle_count() > 2) {
                out.push(c);
            }
            if out.len() == 3 {
                return out;
            }
        }
    }
    out
}

#[test]
fn seeded_shatters_are_distributed_as_sequential_visits_over_all_orders() {
    let covers = few_rail_covers(false);
    assert!(!covers.is_empty(), "no small cover found");
    for cover in covers {
        let rails = find_rails(&cover);
        let mut exact: BTreeMap<BTreeSet<Rail>, f64> = BTreeMap::new();
        let perms = permutations(rails.len());
        for order in &perms {
            *exact
                .entry(sequential_shatter(&cover, &rails, order))
                .or_default() += 1.0 / perms.len() as f64;
        }
        if exact.len() < 2 {
            continue;
        }
        let n = 6000;
        let mut seen: BTreeMap<BTreeSet<Rail>, usize> = BTreeMap::new();
        for seed in 0..n as u64 {
            *seen
                .entry(disjoint_rails(&cover, seed).into_iter().collect())
                .or_default() += 1;
        }
        let (stat, df) = chi_square(&seen, &exact, n);
        assert!(
            stat < critical(df.max(1)),
            "chi-square {stat:.1} with {df} degrees of freedom over {} outcomes",
            exact.len()
        );
    }
}

#[test]
fn seeded_join_rounds_are_distributed_as_sequential_visits_over_all_orders() {
    let covers = few_rail_covers(true);
    assert!(!covers.is_empty(), "no small cover found");
    let mut tried = 0;
    for cover in covers {
        let rails = find_rails(&cover);
        let mut exact: BTreeMap<Vec<Rail>, f64> = BTreeMap::new();
        let perms = permutations(rails.len());
        for order in &perms {
            // The set switched: the seeded round and the sequential one switch in key order.
            let mut s = sequential_join(&cover, &rails, order);
            s.sort();
            *exact.entry(s).or_default() += 1.0 / perms.len() as f64;
        }
        if exact.len() < 2 {
            continue;
        }
        tried += 1;
        let n = 6000;
        let mut seen: BTreeMap<Vec<Rail>, usize> = BTreeMap::new();
        for seed in 0..n as u64 {
            let mut c = cover.clone();
            let mut log = Vec::new();
            join_round(&mut c, seed, 0, Some(&mut log));
            let mut s: Vec<Rail> = log.iter().map(|s| s.rail).collect();
            s.sort();
            *seen.entry(s).or_default() += 1;
        }
        let (stat, df) = chi_square(&seen, &exact, n);
        assert!(
            stat < critical(df.max(1)),
            "chi-square {stat:.1} with {df} degrees of freedom over {} outcomes",
            exact.len()
        );
    }
    assert!(tried >= 1, "no small cover with more than one join outcome");
}

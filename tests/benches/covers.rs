//! Rails, shatter, join and obfuscate on a 1000 × 1000 divide-and-conquer closed tour
//! (001 §7: all linear in the squares). Divide the times by 10^6 for ns per square.
//!
//! Figures on the 2-core development machine (shared, so ±10 %), ns per square: first the rail
//! scans moved to 4-bit downward-move masks read eight squares at a time ("masks"); then shatter
//! and join went back to visiting the rails in a uniformly random order, as Parberry's generator
//! does ("shuffled"), because the cheaper scan order biased the obfuscated tours' moves:
//!
//! | benchmark                | first | masks | shuffled |
//! |--------------------------|------:|------:|---------:|
//! | `find_rails`             |    18 |   5.9 |      5.0 |
//! | `shatter`                |    38 |   9.2 |       28 |
//! | `join_after_16_shatters` |   153 |    47 |       49 |
//! | `obfuscate`              | ~1160 |  ~214 |     ~487 |
//!
//! `obfuscate` is 0.49 s for the 10^6 squares, against 0.6 s for Parberry's C++ generator
//! (divide-and-conquer tour plus SVG). Most of it is the 16 shatters, whose shuffle of the
//! rail list and visits in random order miss the cache; the scan order of the "masks" column
//! was 2.3 times faster but moved up to 10 % of the moves from one direction to another.

use criterion::{criterion_group, criterion_main, Criterion};
use std::hint::black_box;
use warnsdorff::rails::{find_rails, join, obfuscate, shatter};
use warnsdorff::tourneys::{generate, Generator};

fn covers(c: &mut Criterion) {
    let n = 1000;
    let tour = generate(Generator::Divide, n, 0).unwrap();
    let mut g = c.benchmark_group("covers_1000x1000");
    g.sample_size(10);
    g.bench_function("generate_divide", |b| {
        b.iter(|| generate(Generator::Divide, black_box(n), 0).unwrap())
    });
    g.bench_function("find_rails", |b| {
        b.iter(|| find_rails(black_box(&tour)).len())
    });
    g.bench_function("shatter", |b| {
        b.iter_batched(
            || tour.clone(),
            |mut t| shatter(&mut t, 1),
            criterion::BatchSize::LargeInput,
        )
    });
    let mut shattered = tour.clone();
    for k in 0..16 {
        shatter(&mut shattered, k);
    }
    g.bench_function("join_after_16_shatters", |b| {
        b.iter_batched(
            || shattered.clone(),
            |mut t| join(&mut t, 1).final_cycles(),
            criterion::BatchSize::LargeInput,
        )
    });
    g.bench_function("obfuscate", |b| {
        b.iter_batched(
            || tour.clone(),
            |mut t| obfuscate(&mut t, 1).final_cycles(),
            criterion::BatchSize::LargeInput,
        )
    });
    g.finish();
}

criterion_group!(benches, covers);
criterion_main!(benches);

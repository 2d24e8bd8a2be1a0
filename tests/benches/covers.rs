//! Rails, shatter, join and obfuscate on a 1000 × 1000 divide-and-conquer closed tour
//! (001 §7: all linear in the squares). Divide the times by 10^6 for ns per square.
//!
//! Figures on the 2-core development machine (shared, so ±10 %), ns per square, before → after
//! the rail scans moved to 4-bit downward-move masks read eight squares at a time:
//!
//! | benchmark                | before | after |
//! |--------------------------|-------:|------:|
//! | `find_rails`             |     18 |   5.9 |
//! | `shatter`                |     38 |   9.2 |
//! | `join_after_16_shatters` |    153 |    47 |
//! | `obfuscate`              |  ~1160 |  ~214 |
//!
//! `obfuscate` is 0.21 s for the 10^6 squares, against 0.6 s for Parberry's C++ generator
//! (divide-and-conquer tour plus SVG). Callgrind: 5.23 → 1.83 G instructions for one
//! `obfuscate`. What is left: 16 shatters (~9 ns/sq each: mask building, two scans, the
//! switches) and one join round, half of which is labelling the ~7 900 cycles (a walk whose
//! loads depend on each other).

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

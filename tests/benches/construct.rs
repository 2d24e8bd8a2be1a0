//! Lin & Wei's closed-tour construction (003 §4.2) against Parberry's divide-and-conquer
//! (`divide`) in the same run, at 1000², 3000² and 4000² squares. Both produce the same thing:
//! a closed tour as a neighbour table (a one-cycle cover). Divide the times by the squares
//! (10^6, 9·10^6, 1.6·10^7) for ns per square; the target is about 5 ns per square.
//!
//! Run: `cargo bench --bench construct`. Figures are in the report of the commit that added
//! this file and in the construct module's docs.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use std::hint::black_box;
use warnsdorff::board::Board;
use warnsdorff::construct::closed_tour;
use warnsdorff::tourneys::{generate, Generator};

fn construct(c: &mut Criterion) {
    for n in [1000u32, 3000, 4000] {
        let board = Board::new(n as u64, n as u64).unwrap();
        let mut g = c.benchmark_group(format!("closed_{n}x{n}"));
        g.sample_size(10);
        g.throughput(Throughput::Elements(board.squares() as u64));
        g.bench_function("lin_wei", |b| {
            b.iter(|| closed_tour(black_box(board)).unwrap())
        });
        g.bench_function("divide", |b| {
            b.iter(|| generate(Generator::Divide, black_box(n), 0).unwrap())
        });
        g.finish();
    }
}

criterion_group!(benches, construct);
criterion_main!(benches);

//! Lin & Wei's closed-tour construction (003 §4.2) against Parberry's divide-and-conquer
//! (`divide`) in the same run, at 1000², 3000² and 4000² squares. Both produce the same thing:
//! a closed tour as a neighbour table (a one-cycle cover). Divide the times by the squares
//! (10^6, 9·10^6, 1.6·10^7) for ns per square; the target is about 5 ns per square.
//!
//! Run: `cargo bench --bench construct`. Figures on the shared 2-core development machine (six
//! jobs at once, so ±30 %), median ns per square, both generators in the same run:
//!
//! | board       | lin_wei | divide |
//! |-------------|--------:|-------:|
//! | 1000 × 1000 |     2.2 |    8.8 |
//! | 3000 × 3000 |     8.9 |   19.8 |
//! | 4000 × 4000 |    10.8 |   20.4 |
//!
//! At 1000² the table (8 MB) stays near the caches and the ~5 ns target holds; at 3000² and
//! 4000² (72 and 128 MB) most of the time is the kernel handing over fresh zeroed pages on first
//! touch, which a single pass of writes cannot avoid (allocating and filling the 128 MB table
//! alone took ~100 ms of the 170 ms on this machine).

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

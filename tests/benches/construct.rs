//! Lin & Wei's closed-tour construction (003 §4.2) against Parberry's divide-and-conquer
//! (`divide`) in the same run, at 1000², 3000² and 4000² squares. Both produce the same thing:
//! a closed tour as a neighbour table (a one-cycle cover). Divide the times by the squares
//! (10^6, 9·10^6, 1.6·10^7) for ns per square; the target is about 5 ns per square.
//!
//! `fresh_table` is the floor any fresh output pays: a plain zeroed table of the same size,
//! written once in order.
//!
//! Run: `cargo bench --bench construct -- --warm-up-time 1 --measurement-time 3`. Where the
//! time went at 3000² and 4000² (perf): the kernel faulting in and zeroing fresh 4 KB pages of
//! the 72 / 128 MB table (beyond the C allocator's reuse limit, so every construction gets new
//! pages) was two thirds of the CPU time; the construction now asks for huge pages
//! (`construct::table`), and the rest is the kernel's zeroing and the stores of `place`.
//!
//! Figures on the shared 2-core development machine, median wall ns per square, all in one
//! run. The load average was 8 to 10 on 2 cores, so wall times are about 3 to 4 times CPU time;
//! compare within a row:
//!
//! | board       | lin_wei | divide | fresh_table | lin_wei / divide |
//! |-------------|--------:|-------:|------------:|-----------------:|
//! | 1000 × 1000 |     4.0 |   12.7 |        0.78 |             0.32 |
//! | 3000 × 3000 |     9.0 |   25.2 |         9.0 |             0.36 |
//! | 4000 × 4000 |     8.9 |   28.0 |         7.2 |             0.32 |
//!
//! (Before huge pages, in an earlier run under the same kind of load: 4.6 / 17.7 / 16.0 ns per
//! square against divide's 11.6 / 35.5 / 38.9, ratios 0.39 / 0.50 / 0.41.) CPU time (user +
//! system) of 10 constructions, before and after built from the same source but for
//! huge pages, and divide, interleaved in one run: 3000² before 6.4 ns/sq, after 2.8 to 3.0,
//! divide 10.1; 4000² before 6.1 to 6.3, after 3.1 to 3.7, divide 10.8. At 1000² the 8 MB table's
//! memory is reused by the allocator (no page faults; fresh_table shows it) and the
//! construction costs about 2 ns per square of CPU.

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
        // The floor any fresh output pays: a zeroed table of the same size, written once in
        // order (plain 4 KB pages, as `divide`'s table is).
        g.bench_function("fresh_table", |b| {
            b.iter(|| {
                let mut t = vec![[0u32; 2]; board.squares()];
                for (i, p) in t.iter_mut().enumerate() {
                    *p = [i as u32, !(i as u32)];
                }
                black_box(t)
            })
        });
        g.finish();
    }
}

criterion_group!(benches, construct);
criterion_main!(benches);

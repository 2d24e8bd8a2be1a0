//! Throughput of the statistics pipeline, natively: whole Warnsdorff tours per second on 50×50
//! (walk, counts and aggregation, failed attempts included), and the counting alone.
//!
//! `cargo bench --bench stats`

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use std::hint::black_box;
use std::time::Duration;
use warnsdorff::board::Board;
use warnsdorff::stats::{Counts, GenSpec, Generator, Run, Tour};

fn tours(c: &mut Criterion) {
    let board = Board::new(50, 50).unwrap();
    let mut g = c.benchmark_group("stats-50x50");
    g.sample_size(10)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(3));

    g.throughput(Throughput::Elements(100));
    g.bench_function("warnsdorff-open: 100 tours aggregated", |b| {
        let mut seed = 0;
        b.iter(|| {
            seed += 1;
            let mut run = Run::new(GenSpec::WarnsdorffOpen, board, seed, 100).unwrap();
            while !run.work(1 << 16).done {}
            black_box(run.summary())
        })
    });

    let mut gen = Generator::new(GenSpec::WarnsdorffOpen, board, 1, false).unwrap();
    let Some(Tour::Open(path)) = gen.next_tour() else {
        unreachable!("warnsdorff-open yields open tours")
    };
    g.throughput(Throughput::Elements(1));
    g.bench_function("counts of one 2,500-square path", |b| {
        b.iter(|| black_box(Counts::of_path(black_box(&path)).unwrap()))
    });
    g.finish();
}

criterion_group!(benches, tours);
criterion_main!(benches);

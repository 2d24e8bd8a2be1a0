//! Phadke's exhaustive enumeration (criterion): the 53 pairs under the default reading on every
//! core (target: under 1 s), one thread, one thread in the page's slices ([`Batch`], what each
//! browser Worker runs), a8→c7 alone, and the 736 full-corner-dash sets (target: under 30 s).
//! Throughput is in nodes (positions visited), so criterion's elements/s is nodes per second.
//! `cargo bench --bench enumerate`; the browser's figures beside native ones, measured in the
//! same run: `node tests/page/bench.mjs phadke`.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use warnsdorff::phadke::sets::{family_jobs, run_parallel, run_serial, totals, Batch};
use warnsdorff::phadke::{Cell, Family, Problem, Reading, Variant};

fn enumerate(c: &mut Criterion) {
    let reading = Reading::default();
    let plain = family_jobs(Family::Plain);
    let nodes = totals(&run_serial(&plain, reading)).0.nodes;
    let mut group = c.benchmark_group("phadke");
    group.sample_size(10);
    group.throughput(Throughput::Elements(nodes));
    group.bench_function("53-pairs-parallel", |b| {
        b.iter(|| run_parallel(&plain, reading, &|_| {}))
    });
    group.bench_function("53-pairs-one-thread", |b| {
        b.iter(|| run_serial(&plain, reading))
    });
    // The browser Worker's loop: one Batch taking every job, 20,000 positions a call.
    group.bench_function("53-pairs-one-thread-sliced", |b| {
        b.iter(|| {
            let mut batch = Batch::new(Family::Plain, reading, 0, 1);
            while !batch.work(20_000) {}
            batch.take_results()
        })
    });
    let p = Problem::new(
        Cell::parse("a8").unwrap(),
        Cell::parse("c7").unwrap(),
        Variant::PLAIN,
        reading,
    )
    .unwrap();
    group.throughput(Throughput::Elements(p.count().nodes));
    group.bench_function("a8-c7", |b| b.iter(|| p.count()));
    group.bench_function("a8-c7-tie-tree", |b| b.iter(|| p.tie_tree()));
    let cd = family_jobs(Family::FullDash);
    let cd_nodes = totals(&run_serial(&cd, reading)).0.nodes;
    group.throughput(Throughput::Elements(cd_nodes));
    group.sample_size(10);
    group.bench_function("736-full-dash-parallel", |b| {
        b.iter(|| run_parallel(&cd, reading, &|_| {}))
    });
    group.finish();
}

criterion_group!(benches, enumerate);
criterion_main!(benches);

//! ns per square of the Warnsdorff walk for each rule on 1000×1000 (criterion).
//! `cargo bench --bench walk`; the figure is the time per iteration divided by 10⁶ squares.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use warnsdorff::board::{Board, Square};
use warnsdorff::rules::RuleSpec;
use warnsdorff::walk::Walk;

fn rules(c: &mut Criterion) {
    let board = Board::new(1000, 1000).unwrap();
    let mut group = c.benchmark_group("walk-1000x1000");
    group.sample_size(10);
    group.throughput(Throughput::Elements(board.squares() as u64));
    for rule in [
        "ordering:12345678",
        "squirrel-cull",
        "random",
        "pohl",
        "lookahead",
    ] {
        let spec = RuleSpec::parse(rule).unwrap();
        group.bench_function(rule, |b| {
            b.iter(|| {
                let mut w = Walk::new(board, Square::new(1, 1), spec.clone(), 1).unwrap();
                w.run(usize::MAX)
            })
        });
    }
    group.finish();
}

criterion_group!(benches, rules);
criterion_main!(benches);

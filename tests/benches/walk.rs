//! ns per square of the Warnsdorff walk for each rule on 1000×1000 (criterion).
//! `cargo bench --bench walk`; the figure is the time per iteration divided by 10⁶ squares.
//! Only squirrel-cull tours the whole board; the other rules dead-end earlier (ordering 12345678
//! after 801 328 squares, random after about 10⁵, look-ahead after 852 350), so divide by the
//! squares each visits (`warnsdorff tour --board 1000x1000 --rule R --format none` says).

use criterion::{criterion_group, criterion_main, BatchSize, Criterion, Throughput};
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
        // The walk alone: the board is allocated and initialised outside the timing.
        group.bench_function(rule, |b| {
            b.iter_batched(
                || Walk::new(board, Square::new(1, 1), spec.clone(), 1).unwrap(),
                |mut w| w.run(usize::MAX),
                BatchSize::LargeInput,
            )
        });
    }
    // Setting up a fresh 1000×1000 walk (allocation, degrees of the empty board).
    group.bench_function("new", |b| {
        b.iter(|| Walk::new(board, Square::new(1, 1), RuleSpec::SquirrelCull, 1).unwrap())
    });
    group.finish();
}

criterion_group!(benches, rules);
criterion_main!(benches);

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
    // The random rule over a fixed stretch (its full walk's length depends on the seed and the
    // generator's stream, so the whole-walk figure above is per walk, not per square): 20 000
    // steps, then the same with 10 000 undone and walked again (undo rewinds the stream).
    let random = RuleSpec::Random;
    group.throughput(Throughput::Elements(20_000));
    group.bench_function("random: 20 000 steps", |b| {
        b.iter_batched(
            || Walk::new(board, Square::new(1, 1), random.clone(), 1).unwrap(),
            |mut w| {
                assert_eq!(w.run(20_000), 20_000);
                w // dropped outside the timing
            },
            BatchSize::LargeInput,
        )
    });
    group.throughput(Throughput::Elements(40_000));
    group.bench_function("random: 20 000 steps, 10 000 undone, 10 000 again", |b| {
        b.iter_batched(
            || Walk::new(board, Square::new(1, 1), random.clone(), 1).unwrap(),
            |mut w| {
                assert_eq!(w.run(20_000), 20_000);
                assert_eq!(w.seek(10_001), 10_001);
                assert_eq!(w.run(10_000), 10_000);
                w
            },
            BatchSize::LargeInput,
        )
    });
    group.throughput(Throughput::Elements(board.squares() as u64));
    // Setting up a fresh 1000×1000 walk (allocation, degrees of the empty board).
    group.bench_function("new", |b| {
        b.iter(|| Walk::new(board, Square::new(1, 1), RuleSpec::SquirrelCull, 1).unwrap())
    });
    group.finish();
}

criterion_group!(benches, rules);
criterion_main!(benches);

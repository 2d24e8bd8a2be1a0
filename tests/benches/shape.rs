//! Turns and crossings (`src/shape/`) of Lin & Wei's closed tour at 1000² and 2000² squares,
//! against just walking the tour once (`walk`: the sum of its moves' lengths, the floor of any
//! pass over the moves). Linear time shows as the 2000² times being about 4 times the 1000²
//! ones, and as a fixed ratio to `walk` at both sizes.
//!
//! Run: `cargo bench --bench shape -- --warm-up-time 1 --measurement-time 3`. Median wall
//! times on the shared 2-core machine (load 6 to 7, so compare within a run): first, a list of
//! the moves with every candidate pair through the orientation tests; then ("box") moves read
//! from an iterator and a bounding-box test first.
//!
//! | benchmark   | first 1000² | first 2000² | box 1000² | box 2000² |
//! |-------------|------------:|------------:|----------:|----------:|
//! | `walk`      |      5.2 ms |     20.3 ms |    2.5 ms |    8.3 ms |
//! | `turns`     |      3.6 ms |     24.0 ms |    1.5 ms |    7.5 ms |
//! | `crossings` |      392 ms |      1.85 s |    128 ms |    585 ms |
//! | `shape`     |      380 ms |      1.52 s |    157 ms |    650 ms |
//!
//! Linear: 2000² over 1000² is 4.6 for `crossings` and 4.1 for `shape` in the box run (4.7 and
//! 4.0 before; `walk` itself 3.4 to 3.9 as the load moved). A crossing count costs some 50 to
//! 70 passes over the tour (75 to 90 before the box test): about 17 candidate pairs a move.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use std::hint::black_box;
use warnsdorff::board::{Board, Square};
use warnsdorff::construct::closed_tour;
use warnsdorff::shape::{crossings, turns, Shape};

/// One pass over the tour's moves, closing move included: the sum of |Δrow| + |Δcol|.
fn walk(tour: &[Square]) -> u64 {
    let step = |a: Square, b: Square| (a.row.abs_diff(b.row) + a.col.abs_diff(b.col)) as u64;
    let open: u64 = tour.windows(2).map(|w| step(w[0], w[1])).sum();
    open + step(tour[tour.len() - 1], tour[0])
}

fn shape(c: &mut Criterion) {
    for n in [1000u64, 2000] {
        let board = Board::new(n, n).unwrap();
        let tour: Vec<Square> = closed_tour(board)
            .unwrap()
            .tour()
            .unwrap()
            .into_iter()
            .map(|i| board.square(i))
            .collect();
        let mut moves: Vec<[Square; 2]> = tour.windows(2).map(|w| [w[0], w[1]]).collect();
        moves.push([tour[tour.len() - 1], tour[0]]);
        let mut g = c.benchmark_group(format!("closed_{n}x{n}"));
        g.sample_size(10);
        g.throughput(Throughput::Elements(board.squares() as u64));
        g.bench_function("walk", |b| b.iter(|| walk(black_box(&tour))));
        g.bench_function("turns", |b| b.iter(|| turns(black_box(&tour), true)));
        g.bench_function("crossings", |b| b.iter(|| crossings(black_box(&moves))));
        g.bench_function("shape", |b| b.iter(|| Shape::of_closed(black_box(&tour))));
        g.finish();
    }
}

criterion_group!(benches, shape);
criterion_main!(benches);

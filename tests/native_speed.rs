//! The native half of the browser benchmark (`make bench`): steps per second of the walk's
//! fast path on 1000×1000, printed as `native steps/s: N`. Ignored by `cargo test`; run with
//! `cargo test --release --test native_speed -- --ignored --nocapture`.

use std::time::Instant;
use warnsdorff::board::{Board, Square};
use warnsdorff::rules::RuleSpec;
use warnsdorff::walk::Walk;

#[test]
#[ignore = "a benchmark, not a test: run by make bench"]
fn native_steps_per_second_1000x1000() {
    let rule = std::env::var("BENCH_RULE").unwrap_or_else(|_| "squirrel-cull".into());
    let mut best = f64::INFINITY;
    let mut steps = 0;
    for _ in 0..3 {
        let board = Board::new(1000, 1000).unwrap();
        let mut w =
            Walk::new(board, Square::new(1, 1), RuleSpec::parse(&rule).unwrap(), 1).unwrap();
        let t = Instant::now();
        steps = w.run(usize::MAX);
        best = best.min(t.elapsed().as_secs_f64());
    }
    println!(
        "native steps/s: {:.0} ({steps} steps in {:.1} ms, best of 3, rule {rule})",
        steps as f64 / best,
        best * 1e3
    );
}

/// The native half of the statistics benchmark: warnsdorff-open tours per second on 50×50 (the
/// same `Run` the page's worker drives), printed as `native tours/s: N`.
#[test]
#[ignore = "a benchmark, not a test: run by make bench"]
fn native_tours_per_second_50x50() {
    use warnsdorff::stats::{GenSpec, Run};
    let tours = 300;
    let mut best = f64::INFINITY;
    for _ in 0..7 {
        let spec = GenSpec::parse("warnsdorff-open").unwrap();
        let mut run = Run::new(spec, Board::new(50, 50).unwrap(), 1, tours).unwrap();
        let t = Instant::now();
        while !run.work(1_000_000).done {}
        best = best.min(t.elapsed().as_secs_f64());
        assert_eq!(run.summary().tours, tours);
    }
    println!(
        "native tours/s: {:.0} (warnsdorff-open 50x50, {tours} tours in {:.1} ms, best of 7)",
        tours as f64 / best,
        best * 1e3
    );
}

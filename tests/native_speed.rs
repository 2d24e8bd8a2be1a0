//! The native half of the browser benchmark (`make bench`): steps per second of the walk's
//! fast path on 1000×1000, printed as `native steps/s: N`, and warnsdorff-open tours per second
//! on 50×50. Each run's wall and thread CPU time is printed too (`native walk runs, wall | CPU
//! ms: ...`), so the page's figures can be set beside native ones in the same units: on a shared
//! machine wall time is mostly waiting for a core, CPU time is not. Ignored by `cargo test`; run
//! with `cargo test --release --test native_speed -- --ignored --nocapture` (`BENCH_RUNS=N` runs
//! each N times, default 3 for the walk and 7 for the tours; `BENCH_RULE` picks the walk's rule).

use std::time::Instant;
use warnsdorff::board::{Board, Square};
use warnsdorff::rules::RuleSpec;
use warnsdorff::walk::Walk;

/// This thread's CPU time in ms (clock_gettime(CLOCK_THREAD_CPUTIME_ID)).
fn thread_cpu_ms() -> f64 {
    use std::ffi::{c_int, c_long};
    #[repr(C)]
    struct Timespec {
        sec: i64,
        nsec: c_long,
    }
    extern "C" {
        fn clock_gettime(clock: c_int, tp: *mut Timespec) -> c_int;
    }
    const CLOCK_THREAD_CPUTIME_ID: c_int = 3;
    let mut t = Timespec { sec: 0, nsec: 0 };
    // SAFETY: a valid pointer to a timespec and Linux's clock id.
    assert_eq!(unsafe { clock_gettime(CLOCK_THREAD_CPUTIME_ID, &mut t) }, 0);
    t.sec as f64 * 1e3 + t.nsec as f64 / 1e6
}

/// `runs` times: set up, then time `f` on what was set up: (wall ms, CPU ms) of each.
fn timed<T>(runs: usize, setup: impl Fn() -> T, mut f: impl FnMut(T)) -> Vec<(f64, f64)> {
    (0..runs)
        .map(|_| {
            let x = setup();
            let (t, c) = (Instant::now(), thread_cpu_ms());
            f(x);
            (t.elapsed().as_secs_f64() * 1e3, thread_cpu_ms() - c)
        })
        .collect()
}

fn list(times: &[(f64, f64)]) -> String {
    times
        .iter()
        .map(|(w, c)| format!("{w:.2} {c:.2}"))
        .collect::<Vec<_>>()
        .join(", ")
}

fn runs(default: usize) -> usize {
    std::env::var("BENCH_RUNS")
        .ok()
        .and_then(|r| r.parse().ok())
        .unwrap_or(default)
}

#[test]
#[ignore = "a benchmark, not a test: run by make bench"]
fn native_steps_per_second_1000x1000() {
    let rule = std::env::var("BENCH_RULE").unwrap_or_else(|_| "squirrel-cull".into());
    let spec = RuleSpec::parse(&rule).unwrap();
    let board = Board::new(1000, 1000).unwrap();
    let mut steps = 0;
    // The walk alone, as the page times lab.runFast: set up outside the timing.
    let times = timed(
        runs(3),
        || Walk::new(board, Square::new(1, 1), spec.clone(), 1).unwrap(),
        |mut w| steps = w.run(usize::MAX),
    );
    let best = times.iter().map(|t| t.0).fold(f64::INFINITY, f64::min);
    println!(
        "native steps/s: {:.0} ({steps} steps in {best:.1} ms, best of {}, rule {rule})",
        steps as f64 / (best / 1e3),
        times.len()
    );
    println!("native walk steps: {steps}");
    println!("native walk runs, wall | CPU ms: {}", list(&times));
}

/// The native half of the statistics benchmark: warnsdorff-open tours per second on 50×50 (the
/// same `Run` the page's worker drives), printed as `native tours/s: N`.
#[test]
#[ignore = "a benchmark, not a test: run by make bench"]
fn native_tours_per_second_50x50() {
    use warnsdorff::stats::{GenSpec, Run};
    let tours = 300;
    let spec = GenSpec::parse("warnsdorff-open").unwrap();
    let times = timed(
        runs(7),
        || Run::new(spec.clone(), Board::new(50, 50).unwrap(), 1, tours).unwrap(),
        |mut run| {
            while !run.work(1_000_000).done {}
            assert_eq!(run.summary().tours, tours);
        },
    );
    let best = times.iter().map(|t| t.0).fold(f64::INFINITY, f64::min);
    println!(
        "native tours/s: {:.0} (warnsdorff-open 50x50, {tours} tours in {best:.1} ms, best of {})",
        tours as f64 / (best / 1e3),
        times.len()
    );
    println!("native stats runs, wall | CPU ms: {}", list(&times));
}

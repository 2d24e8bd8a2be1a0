//! Rails, shatter, join and obfuscate on a 1000 × 1000 divide-and-conquer closed tour
//! (001 §7: all linear in the squares). Divide the times by 10^6 for ns per square.
//!
//! Figures on the 2-core development machine (shared, so ±10 %), ns per square: first the rail
//! scans moved to 4-bit downward-move masks read eight squares at a time ("masks"); then shatter
//! and join went back to visiting the rails in a uniformly random order, as Parberry's generator
//! does ("shuffled"), because the cheaper scan order biased the obfuscated tours' moves:
//!
//! | benchmark                | first | masks | shuffled |
//! |--------------------------|------:|------:|---------:|
//! | `find_rails`             |    18 |   5.9 |      5.0 |
//! | `shatter`                |    38 |   9.2 |       28 |
//! | `join_after_16_shatters` |   153 |    47 |       49 |
//! | `obfuscate`              | ~1160 |  ~214 |     ~487 |
//!
//! `obfuscate` is 0.49 s for the 10^6 squares, against 0.6 s for Parberry's C++ generator
//! (divide-and-conquer tour plus SVG). Most of it is the 16 shatters, whose shuffle of the
//! rail list and visits in random order miss the cache; the scan order of the "masks" column
//! was 2.3 times faster but moved up to 10 % of the moves from one direction to another.

//!
//! `obfuscate plan vs plain` (the plan as the tourney page makes it: every switch with its
//! effect and the cycle count after it), one run of `cargo bench --bench covers -- "plan vs
//! plain" --warm-up-time 1 --measurement-time 3` on the shared machine under heavy load (so
//! read the ratios, not the times):
//!
//! | board     | `obfuscate` | `plan_obfuscate` | ratio | `shatter` | `plan_shatter` | ratio |
//! |-----------|------------:|-----------------:|------:|----------:|---------------:|------:|
//! | 400×400   |      223 ms |           1.58 s |   7.1 |    9.8 ms |          78 ms |   8.0 |
//! | 1000×1000 |       1.95 s |           11.0 s |   5.6 |     70 ms |         375 ms |   5.4 |
//!
//! Before, with the effects from a treap of the cycle order, a planned obfuscation of a
//! 400×400 tour was 24 times the plain one (2.0 s against 84 ms, one run); the effects now come
//! from an offline divide and conquer (`rails/effects.rs`), O(k log k) for k switches, which is
//! still most of the difference: the plain shatter only chooses and switches its rails.
//!
//! **Rail order by keys** (issue 13 item 2; `rails/order.rs`): a random key per rail, sorted by
//! radix, a bitmap of taken squares, switches in scan order, buffers kept between an
//! obfuscation's shatters. Times are now the benchmark thread's CPU time (see [`clock`]); one
//! run of this file's code on the commit before and after, alternating, load 9–13 on 2 cores:
//!
//! | benchmark (1000×1000 unless said)  | before |  after | after/before |
//! |------------------------------------|-------:|-------:|-------------:|
//! | `find_rails`                       | 5.3 ms | 4.6 ms |         0.87 |
//! | `shatter`                          |  26 ms |  26 ms |         1.01 |
//! | `join_after_16_shatters`           |  72 ms |  49 ms |         0.68 |
//! | `obfuscate`                        | 472 ms | 404 ms |         0.86 |
//! | `plan_shatter`                     | 163 ms | 119 ms |         0.73 |
//! | `plan_obfuscate`, 400×400          | 303 ms | 236 ms |         0.78 |
//!
//! Issue 13 asks for `obfuscate` ≤ 150 ns a square and `shatter` ≤ 15 ms: not reached (404 ns,
//! 26 ms). By a perf profile of `obfuscate`, a shatter's time is spread over the masks and the
//! rail scan (≈ 5 ms, memory order already), the keys and their sort (≈ 5 ms), the visits in
//! key order (≈ 4 ms) and the switches (≈ 2 ms), with no one pass to win it back.
//!
//! **Fewer passes** (the same seeded choices and switches; `rails/order.rs`, `shatter.rs`):
//! the plain shatter draws each key as its rail is found and puts it straight into its group
//! by top byte; a group's rails already hit are dropped before it is sorted (most rails after
//! the first groups); the masks are kept through the switches for the next shatter or join
//! round; the taken rails are read back by rows and the moves a row ahead read before its
//! switches; `CycleCover::cycle_labels` labels in scan order (union–find of provisional
//! labels) instead of walking the cycles. One run of `cargo bench --bench covers --
//! covers_1000x1000 --warm-up-time 1 --measurement-time 3` of the commit before and after,
//! alternating (before, after, before, after), then each alone for `covers_1000x1000/shatter`
//! and `plan vs plain 400x400`; load 1.5–4.3 on 2 cores, CPU time:
//!
//! | benchmark (1000×1000 unless said)  |         before |          after | after/before |
//! |------------------------------------|---------------:|---------------:|-------------:|
//! | `find_rails`                       | 4.92, 5.19 ms  | 4.65, 4.86 ms  |         0.94 |
//! | `shatter`                          | 25.9, 26.2 ms  | 12.6, 15.4 ms  |         0.54 |
//! | `shatter`, alone in the process    |        26.2 ms |        18.4 ms |         0.70 |
//! | `join_after_16_shatters`           | 48.0, 52.0 ms  | 28.2, 30.2 ms  |         0.58 |
//! | `obfuscate`                        |  407, 421 ms   |  292, 286 ms   |         0.70 |
//! | `obfuscate`, 400×400               |        53.8 ms |        36.9 ms |         0.68 |
//! | `plan_obfuscate`, 400×400          |         228 ms |         223 ms |         0.98 |
//! | `plan_shatter`, 400×400            |        11.8 ms |        11.8 ms |         1.00 |
//!
//! `shatter` is about the 15 ms when the allocator has memory at hand (after the
//! group's other benchmarks: 12.6 and 15.4 ms); alone in a process, a fresh shatter faults in
//! some 8 MB of buffers and takes 18 ms. `obfuscate`, about 290 ns a square, is 1.9 times the
//! issue's 150 ns: per shatter (≈ 15 ms inside an obfuscation) the rail scan is ≈ 5 ms,
//! drawing and grouping the keys ≈ 3 ms, the groups' filter, sort and visits ≈ 4 ms, the
//! switches ≈ 3 ms; the join after the shatters ≈ 30 ms. Tried and dropped, slower: writing a
//! square's rails without a branch (four words always, 6.3 against 4.8 ms for `find_rails`),
//! a visit without a branch on the hit (seven rails in eight are hit, so the branch is
//! predicted; 429 against 393 ms), 128 or 512 key groups, and a `cycle_labels` without a
//! branch on new labels. The plans (`plan_*`) keep the piecewise path and are unchanged.
//!
//! **Buffers kept by the thread** (`Scratch::kept`, `rails/steps.rs`): `shatter`, `join` and
//! `obfuscate` take the buffers the thread's last one left (up to 64 MB) instead of fresh ones,
//! whose pages the system mapped, zeroed and took back every call (about 5 ms of a 1000 × 1000
//! shatter). The same covers (checked with the CLI's output and a test). One run of this group,
//! 89d6e12 and the change alternating twice, load 1.0–1.2, CPU time, then `shatter` alone in its
//! process twice each way:
//!
//! | benchmark (1000×1000)      |          before |           after | after/before |
//! |----------------------------|----------------:|----------------:|-------------:|
//! | `find_rails`               |   4.29, 4.24 ms |   4.18, 4.19 ms |         0.98 |
//! | `shatter`                  |   16.8, 15.9 ms |   12.1, 12.0 ms |         0.74 |
//! | `shatter`, alone           |   17.0, 16.5 ms |   12.4, 12.7 ms |         0.75 |
//! | `join_after_16_shatters`   |   34.8, 33.3 ms |   26.4, 26.6 ms |         0.78 |
//! | `obfuscate`                |    270, 258 ms  |    252, 249 ms  |         0.95 |
//!
//! `shatter` is now under the 15 ms in the bench, alone or not. The CLI's own timing
//! (`cover --shatter K --format none`, wall time) says more: 24 ms for the first shatter of a
//! process (its buffers' pages are still faulted in, about 6,600 page faults in the run) and
//! about 16 ms for each one after, on covers already shattered, which have 18 % more rails than
//! the tour the bench shatters (781,000–795,000 against 667,000). `obfuscate`, about 250 ns a
//! square, is still 1.7 times the 150 ns. Tried in this round and dropped, each measured
//! no faster: a branch-free row of rail words (finding the rails alone 4.5 → 3.2 ms, but
//! `find_rails` 4.2 → 4.7 ms and `obfuscate` within the runs' spread: the key groups' writes
//! were the bound); the sixteen shatters switched in the masks alone, the neighbour table
//! written once after them from the masks and a byte a square for its slot order (the same
//! table, word for word; 1.07–1.09 times slower whole-process, `farm-bench --vs`); drawing only
//! a key's top byte per rail and the rest for the rails still free in their group (fewer and
//! smaller writes; 1.00 times, and it would have changed every seeded shatter).
//!
//! **One loop over a block's rails** (`rails/masks.rs`, `collect_each`; 2026-11-25): a block's
//! four squares' twelve rails each in 16-bit lanes, a rail's word the first square's word plus
//! its bit's place, in place of a loop over the squares and one over each square's rails. The
//! same rails in the same order. Timed inside a shatter beforehand (one run): the mask
//! arithmetic 0.6 ms and taking the rail words out of it about 3.8 ms of the 7.5 ms spent
//! finding the rails and grouping their keys. This group, b7eed88 and the change alternating
//! twice, load 1.4, CPU time:
//!
//! | benchmark (1000×1000)      |          before |           after | after/before |
//! |----------------------------|----------------:|----------------:|-------------:|
//! | `find_rails`               |   4.47, 4.58 ms |   4.23, 4.22 ms |         0.93 |
//! | `shatter`                  |   12.8, 12.9 ms |   11.3, 12.2 ms |         0.91 |
//! | `obfuscate`                |    268, 269 ms  |    258, 255 ms  |         0.96 |
//!
//! `obfuscate` is about 255 ns a square in this run (the machine gave the code before it 268 ms
//! here, against 249–252 ms in the run above): still 1.7 times the 150 ns.
//!
//! **A group per rail, keys for the free rails; shatters on the masks alone** (2026-11-25,
//! later; `rails/order.rs`, `shatter.rs`, `obfuscate.rs`): a shatter gives every rail a random
//! group (a byte) and a key only to the rails still free when their group comes, the groups
//! holding 32-bit words; the rails of a row are found with fewer branches; an obfuscation's
//! shatters switch the masks only and the cover is written from them once. New draws (the same
//! distribution, `tests/obfuscate_order.rs`). Two ideas dropped in the round above, each alone,
//! pay together. This group, 2c041be and the change alternating twice, load 1.0–1.4, CPU time:
//!
//! | benchmark (1000×1000)      |          before |           after | after/before |
//! |----------------------------|----------------:|----------------:|-------------:|
//! | `find_rails`               |   4.22, 4.27 ms |   4.18, 4.17 ms |         0.99 |
//! | `shatter`                  |   12.4, 12.5 ms |   12.1, 11.8 ms |         0.96 |
//! | `join_after_16_shatters`   |   30.5, 31.1 ms |   30.2, 30.5 ms |         0.99 |
//! | `obfuscate`                |    239, 237 ms  |    195, 196 ms  |         0.82 |
//!
//! `obfuscate` is about 195 ns a square: 1.3 times the 150 ns. The whole process
//! (`cover --obfuscate --format none`, generation included) agrees: 0.84 times
//! (`tests/reports/bench.txt`, section 6).
//!
//! **Rails switched as taken; join visits ask the union-find first** (`rails/order.rs`,
//! `shatter.rs`, `join.rs`): an obfuscation's shatters switch each rail in the masks when it is
//! taken, not through marks read back in scan order, and a join round's visits read the masks
//! only for rails whose moves are still on two cycles. 6138a45 and the change alternating, load
//! 0.7–1.2, CPU time: `obfuscate` 193.7, 189.0 → 173.6, 170.8 ms (0.90), alone in the process
//! 195.4, 194.8 → 177.6, 176.8 ms (0.91); `shatter` (its code unchanged) 12.6, 11.6 → 11.4, 10.8 ms;
//! `join_after_16_shatters` 22.9, 21.5 → 23.3, 20.3 ms. About 177 ns a square: 1.18 times the
//! 150 ns (`tests/reports/bench.txt`, section 7).

use criterion::{criterion_group, criterion_main, Criterion};
use std::hint::black_box;
use std::time::{Duration, Instant};
use warnsdorff::rails::{find_rails, join, obfuscate, plan_obfuscate, plan_shatter, shatter};
use warnsdorff::tourneys::{generate, Generator};

/// This thread's CPU time where Linux reports it (`/proc/thread-self/schedstat`, ns on the
/// CPU), else wall time: on the shared machine other work moves wall times by 2–3×, while the
/// CPU time a computation is charged hardly moves.
fn clock() -> Duration {
    static START: std::sync::OnceLock<Instant> = std::sync::OnceLock::new();
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()
        .and_then(|s| s.split_whitespace().next()?.parse().ok())
        .map(Duration::from_nanos)
        .unwrap_or_else(|| START.get_or_init(Instant::now).elapsed())
}

/// `iters` runs of `routine` on inputs made by `setup` (not timed), by [`clock`].
fn timed<I, O>(
    iters: u64,
    mut setup: impl FnMut() -> I,
    mut routine: impl FnMut(I) -> O,
) -> Duration {
    let mut total = Duration::ZERO;
    for _ in 0..iters {
        let input = setup();
        let t0 = clock();
        black_box(routine(input));
        total += clock() - t0;
    }
    total
}

fn covers(c: &mut Criterion) {
    let n = 1000;
    let tour = generate(Generator::Divide, n, 0).unwrap();
    let mut g = c.benchmark_group("covers_1000x1000");
    g.sample_size(10);
    g.bench_function("generate_divide", |b| {
        b.iter_custom(|k| timed(k, || (), |_| generate(Generator::Divide, n, 0).unwrap()))
    });
    g.bench_function("find_rails", |b| {
        b.iter_custom(|k| timed(k, || (), |_| find_rails(&tour).len()))
    });
    g.bench_function("shatter", |b| {
        b.iter_custom(|k| timed(k, || tour.clone(), |mut t| shatter(&mut t, 1)))
    });
    let mut shattered = tour.clone();
    for k in 0..16 {
        shatter(&mut shattered, k);
    }
    g.bench_function("join_after_16_shatters", |b| {
        b.iter_custom(|k| {
            timed(
                k,
                || shattered.clone(),
                |mut t| join(&mut t, 1).final_cycles(),
            )
        })
    });
    g.bench_function("obfuscate", |b| {
        b.iter_custom(|k| {
            timed(
                k,
                || tour.clone(),
                |mut t| obfuscate(&mut t, 1).final_cycles(),
            )
        })
    });
    g.finish();
}

/// `obfuscate plan vs plain`: the planned obfuscation (every switch with its effect and cycle
/// count, as the tourney page plays it) against the plain one on the same tour, and a planned
/// shatter against a plain one, at 400 × 400 and 1000 × 1000. Read the ratio within one run.
fn plan_vs_plain(c: &mut Criterion) {
    for n in [400u32, 1000] {
        let tour = generate(Generator::Divide, n, 0).unwrap();
        let mut g = c.benchmark_group(format!("obfuscate plan vs plain {n}x{n}"));
        g.sample_size(10);
        g.bench_function("obfuscate", |b| {
            b.iter_custom(|k| {
                timed(
                    k,
                    || tour.clone(),
                    |mut t| obfuscate(&mut t, 1).final_cycles(),
                )
            })
        });
        g.bench_function("plan_obfuscate", |b| {
            b.iter_custom(|k| timed(k, || (), |_| plan_obfuscate(&tour, 1).0.len()))
        });
        g.bench_function("shatter", |b| {
            b.iter_custom(|k| timed(k, || tour.clone(), |mut t| shatter(&mut t, 1)))
        });
        g.bench_function("plan_shatter", |b| {
            b.iter_custom(|k| timed(k, || (), |_| plan_shatter(&tour, 1).len()))
        });
        g.finish();
    }
}

criterion_group!(benches, covers, plan_vs_plain);
criterion_main!(benches);

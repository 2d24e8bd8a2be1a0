//! The experiments page's core (src/experiments/view.rs and the sliced sweeps it drives): field
//! errors name their field, the sliced Figure 2 sweep gives the CLI's rows whatever the pool,
//! the chart puts the paper's three statements where they belong, the verdicts' words, the
//! csv round trip, log-axis ticks, the sliced timing sweep's rows, and the checked-in native
//! timing table names only generators the catalogue knows.

// Uses the native clock (std::time::Instant is not on wasm32).
#![cfg(not(target_arch = "wasm32"))]

use warnsdorff::experiments::success::{self, Claim, Finding, Start, SuccessRow};
use warnsdorff::experiments::timing::{self, Clock, TimingSpec};
use warnsdorff::experiments::view::{
    figure2_chart, figure2_csv, figure2_verdicts, format_ns, log_ticks, nice_step,
    parse_figure2_csv, timing_chart, timing_groups, timing_ratios, CurveIn, Figure2Settings,
    TimingSettings,
};
use warnsdorff::experiments::Sizes;

fn row(m: u32, tours: u32) -> SuccessRow {
    SuccessRow {
        m,
        trials: 100,
        tours,
    }
}

#[test]
fn figure2_fields_read_as_the_cli_and_errors_name_their_field() {
    let s = Figure2Settings::parse(" 5..400 ", "100", "7", "corner").unwrap();
    assert_eq!(s.sizes, Sizes::new(5, 400, 1).unwrap());
    assert_eq!((s.trials, s.seed, s.start), (100, 7, Start::Corner));
    assert_eq!(
        s.command(),
        "warnsdorff experiment success --sizes 5..400 --trials 100 --seed 7 --start 1,1"
    );
    assert_eq!(s.start_text(), "corner");
    let r = Figure2Settings::parse("10..20:5", "3", "1", "random").unwrap();
    assert_eq!(
        (r.start, r.start_text().as_str()),
        (Start::Random, "random")
    );
    let cases = [
        (("5..x", "100", "1", "corner"), "sizes"),
        (("20..10", "100", "1", "corner"), "sizes"),
        (("5..3000", "100", "1", "corner"), "sizes"),
        (("5..40", "0", "1", "corner"), "trials"),
        (("5..40", "ten", "1", "corner"), "trials"),
        (("5..40", "100001", "1", "corner"), "trials"),
        (("5..40", "100", "-1", "corner"), "seed"),
        (("5..40", "100", "1", "middle"), "start"),
        (("5..40", "100", "1", "9,9"), "start"),
    ];
    for ((a, b, c, d), field) in cases {
        let e = Figure2Settings::parse(a, b, c, d).unwrap_err();
        assert_eq!(e.field, field, "{a} {b} {c} {d}: {}", e.message);
        assert!(!e.message.is_empty());
    }
    let e = Figure2Settings::parse("5..40", "100", "1", "9,9").unwrap_err();
    assert!(e.message.contains("off the 5x5 board"), "{}", e.message);
}

#[test]
fn the_sliced_sweep_gives_the_cli_rows_whatever_the_pool() {
    let s = Figure2Settings::parse("5..16", "6", "42", "random").unwrap();
    let want = success::success_rows(s.sizes, s.trials, s.seed, s.start).unwrap();
    for pool in [1u32, 2, 3, 5] {
        let mut got = Vec::new();
        let mut total = 0.0;
        for offset in 0..pool {
            let mut sweep = s.sweep(offset, pool).unwrap();
            let (done0, all) = sweep.work();
            assert_eq!(done0, 0.0);
            total += all;
            let mut steps = 0;
            while !sweep.step().unwrap() {
                steps += 1;
                got.extend(sweep.take_rows());
            }
            got.extend(sweep.take_rows());
            assert!(sweep.done());
            let (done, all) = sweep.work();
            assert_eq!(done, all);
            assert_eq!(steps + 1, (sweep.sizes().len() * 6).max(1));
        }
        let squares: f64 = (5..=16u32).map(|m| (m * m) as f64).sum::<f64>() * 6.0;
        assert_eq!(total, squares);
        got.sort_by_key(|r| r.m);
        assert_eq!(got, want, "pool of {pool}");
    }
}

#[test]
fn the_chart_draws_the_three_statements_at_50_5_and_0() {
    let rows: Vec<SuccessRow> = (5..=400)
        .map(|m| row(m, if m < 90 { 80 } else { 0 }))
        .collect();
    let c = figure2_chart(&rows, 5, 400, 800.0, 400.0);
    assert_eq!(c.points.len(), 396);
    let p = &c.plot;
    assert!(p.x > 0.0 && p.y > 0.0 && p.x + p.w <= 800.0 && p.y + p.h <= 400.0);
    // x grows with m, y falls with the rate; 100 tours per 100 at the top, 0 at the bottom.
    assert!(c.points[0].x < c.points[395].x);
    assert!(c.points[0].y < c.points[395].y);
    assert!((c.points[395].y - (p.y + p.h)).abs() < 1e-9);
    let st = &c.statements;
    assert_eq!(
        st.iter().map(|s| (s.claim, s.level)).collect::<Vec<_>>(),
        vec![
            (Claim::OverHalfBelow100, 50.0),
            (Claim::UnderFivePercentAbove200, 5.0),
            (Claim::NoneAbove325, 0.0)
        ]
    );
    assert!(st.iter().all(|s| s.drawn));
    let at = |m: u32| c.points.iter().find(|q| q.m == m).unwrap().x;
    assert_eq!((st[0].x1, st[0].x2), (at(5), at(99)));
    assert_eq!((st[1].x1, st[1].x2), (at(201), at(400)));
    assert_eq!((st[2].x1, st[2].x2), (at(326), at(400)));
    assert!((st[0].y - (p.y + p.h / 2.0)).abs() < 1e-9);
    assert!(st[1].y > st[0].y && st[2].y > st[1].y);
    // Points against a statement are marked: m = 90..99 are at 0 < 50%.
    assert_eq!(
        c.points.iter().find(|q| q.m == 95).unwrap().against,
        vec![Claim::OverHalfBelow100]
    );
    assert!(c
        .points
        .iter()
        .find(|q| q.m == 50)
        .unwrap()
        .against
        .is_empty());
    // Ticks are round, inside the plot, in order.
    assert!(
        c.x_ticks.len() >= 4 && c.x_ticks.len() <= 15,
        "{:?}",
        c.x_ticks
    );
    assert!(c.x_ticks.windows(2).all(|w| w[0].at < w[1].at));
    assert!(c.x_ticks.iter().all(|t| t.at >= p.x && t.at <= p.x + p.w));
    assert_eq!(c.y_ticks.first().unwrap().label, "0");
    assert_eq!(c.y_ticks.last().unwrap().label, "100");

    // A small run: only the statement whose sizes overlap it is drawn, clipped to it.
    let small = figure2_chart(&[row(10, 90), row(20, 95)], 10, 20, 400.0, 300.0);
    assert_eq!(
        small.statements.iter().map(|s| s.drawn).collect::<Vec<_>>(),
        vec![true, false, false]
    );
    assert!(small.summary.contains("more than 50%"), "{}", small.summary);
    // Rows arrive in any order; they are drawn in increasing m on a fixed axis.
    let c2 = figure2_chart(&[row(20, 95), row(10, 90)], 10, 20, 400.0, 300.0);
    assert_eq!(
        c2.points.iter().map(|q| q.m).collect::<Vec<_>>(),
        vec![10, 20]
    );
    assert_eq!(c2.x_ticks, small.x_ticks);
}

#[test]
fn verdicts_in_words() {
    let mut rows: Vec<SuccessRow> = (5..=400)
        .map(|m| {
            row(
                m,
                if m < 100 {
                    90
                } else if m <= 200 {
                    20
                } else {
                    0
                },
            )
        })
        .collect();
    let v = figure2_verdicts(&rows);
    assert_eq!(v.len(), 3);
    assert!(v
        .iter()
        .all(|x| x.finding == Finding::BearsOut && x.headline == "Bears out"));
    rows[(330 - 5) as usize].tours = 2;
    rows[(350 - 5) as usize].tours = 1;
    let v = figure2_verdicts(&rows);
    assert_eq!(v[2].finding, Finding::DoesNot);
    assert_eq!(v[2].headline, "Does not hold: m = 330, 350");
    // 330 with 2 tours is also 2% (< 5%): statement 2 still bears out.
    assert_eq!(v[1].finding, Finding::BearsOut);
    assert!(v[2].detail.contains("330 (2/100)"), "{}", v[2].detail);
    let v = figure2_verdicts(&rows[..50]);
    assert_eq!(v[0].finding, Finding::NotCovered);
    assert_eq!(
        v[0].headline,
        "Not covered: run every m = 5..99 to check it"
    );
    assert_eq!(v[1].quote, Claim::UnderFivePercentAbove200.quote());
}

#[test]
fn csv_round_trip_and_errors_name_the_line() {
    let rows = vec![row(7, 70), row(5, 100), row(6, 100)];
    let text = figure2_csv(&rows);
    assert_eq!(
        text,
        "m,trials,tours,rate\n5,100,100,1.0000\n6,100,100,1.0000\n7,100,70,0.7000\n"
    );
    let back = parse_figure2_csv(&format!("# made by hand\n{text}\n")).unwrap();
    assert_eq!(back, vec![row(5, 100), row(6, 100), row(7, 70)]);
    for (bad, line) in [
        ("m,trials,tours\n5,100,100", 1),
        ("m,trials,tours,rate\n5,100,100,1.0000\n6,100,x,1", 3),
        ("m,trials,tours,rate\n5,100,101,1.0100", 2),
        ("m,trials,tours,rate\n5,100,50,0.6000", 2),
        ("m,trials,tours,rate\n5,100,50,0.5000\n5,100,50,0.5000", 3),
    ] {
        let e = parse_figure2_csv(bad).unwrap_err();
        assert_eq!(e.field, "import");
        assert!(
            e.message.starts_with(&format!("line {line}:")),
            "{bad}: {}",
            e.message
        );
    }
    assert!(parse_figure2_csv("").is_err());
    // The checked-in report parses, all 396 sizes.
    let report = include_str!("reports/figure2.csv");
    assert_eq!(parse_figure2_csv(report).unwrap().len(), 396);
}

#[test]
fn log_ticks_and_units() {
    assert_eq!(nice_step(395.0, 8), 50.0);
    assert_eq!(nice_step(10.0, 5), 2.0);
    let t = log_ticks(10.0, 200.0, |v| v, |v| format!("{v}"));
    assert_eq!(
        t.iter().map(|x| x.value).collect::<Vec<_>>(),
        vec![10.0, 20.0, 50.0, 100.0, 200.0]
    );
    let wide = log_ticks(1.0, 1e6, |v| v, |v| format!("{v}"));
    assert_eq!(wide.len(), 7);
    assert_eq!(format_ns(2.5), "2.5 ns");
    assert_eq!(format_ns(1000.0), "1 µs");
    assert_eq!(format_ns(20_000.0), "20 µs");
    assert_eq!(format_ns(5e6), "5 ms");
}

#[test]
fn the_timing_chart_is_log_log_and_colours_by_source() {
    let curves = vec![
        CurveIn {
            gen: "braid".into(),
            origin: "native".into(),
            points: vec![(20.0, 3.0), (40.0, 2.5), (80.0, 2.4)],
        },
        CurveIn {
            gen: "braid+obfuscate".into(),
            origin: "browser".into(),
            points: vec![(20.0, 300.0), (40.0, 0.0), (80.0, 310.0)],
        },
    ];
    let c = timing_chart(&curves, 600.0, 300.0);
    assert!(!c.empty);
    assert_eq!(c.curves[0].color, c.curves[1].color);
    assert!(c.curves[0].dashed && !c.curves[1].dashed);
    // The 0 cannot go on a log axis: left out.
    assert_eq!(c.curves[1].points.len(), 2);
    // Equal ratios are equal distances: 20 -> 40 as 40 -> 80.
    let p = &c.curves[0].points;
    assert!(((p[1].x - p[0].x) - (p[2].x - p[1].x)).abs() < 1e-9);
    // The axes cover every point, from a 1-2-5 value below to one above.
    let ys: Vec<f64> = c.y_ticks.iter().map(|t| t.value).collect();
    assert_eq!(*ys.first().unwrap(), 2.0);
    assert_eq!(*ys.last().unwrap(), 500.0);
    assert!(c.y_ticks.iter().any(|t| t.label == "100 ns"));
    for pt in c.curves.iter().flat_map(|c| &c.points) {
        assert!(pt.x >= c.plot.x - 1e-9 && pt.x <= c.plot.x + c.plot.w + 1e-9);
        assert!(pt.y >= c.plot.y - 1e-9 && pt.y <= c.plot.y + c.plot.h + 1e-9);
    }
    assert!(timing_chart(&[], 600.0, 300.0).empty);
    // Over more than three decades (2.4 ns to 50 µs): powers of ten, one at each end.
    let wide = vec![CurveIn {
        gen: "takefuji-lee".into(),
        origin: "native".into(),
        points: vec![(20.0, 2.4), (60.0, 50_000.0)],
    }];
    let w = timing_chart(&wide, 600.0, 300.0);
    let labels: Vec<&str> = w.y_ticks.iter().map(|t| t.label.as_str()).collect();
    assert_eq!(
        labels,
        ["1 ns", "10 ns", "100 ns", "1 µs", "10 µs", "100 µs"]
    );
    assert!((w.y_ticks[0].at - (w.plot.y + w.plot.h)).abs() < 1e-9);
    assert!((w.y_ticks[5].at - w.plot.y).abs() < 1e-9);
}

#[test]
fn timing_groups_hold_every_spec_once() {
    let groups = timing_groups();
    let mut all: Vec<String> = groups.iter().flat_map(|g| g.gens.clone()).collect();
    all.sort();
    let mut want: Vec<String> = TimingSpec::all().iter().map(|s| s.to_string()).collect();
    want.sort();
    assert_eq!(all, want);
    assert!(groups[2].gens.iter().all(|g| g.ends_with("+obfuscate")));
}

#[test]
fn timing_fields_and_errors() {
    let s = TimingSettings::parse("all", "20..100:20", "3", "1").unwrap();
    assert_eq!(s.specs, TimingSpec::all());
    assert_eq!(
        s.command(),
        "warnsdorff experiment timing --gen all --sizes 20..100:20 --samples 3 --seed 1"
    );
    let s = TimingSettings::parse("divide+obfuscate, braid,braid", "20..24:2", "2", "5").unwrap();
    // In the catalogue's order, each once; the CLI times one generator at a time.
    assert_eq!(
        s.specs,
        vec![
            TimingSpec::parse("braid").unwrap(),
            TimingSpec::parse("divide+obfuscate").unwrap()
        ]
    );
    assert_eq!(
        s.command(),
        "for g in braid divide+obfuscate; do warnsdorff experiment timing --gen $g --sizes 20..24:2 \
         --samples 2 --seed 5; done"
    );
    let one = TimingSettings::parse("braid+join", "20..24:2", "2", "5").unwrap();
    assert_eq!(
        one.command(),
        "warnsdorff experiment timing --gen braid+join --sizes 20..24:2 --samples 2 --seed 5"
    );
    for ((g, n, k, seed), field) in [
        (("nope", "20..40", "3", "1"), "gens"),
        (("", "20..40", "3", "1"), "gens"),
        (("braid+twist", "20..40", "3", "1"), "gens"),
        (("braid", "20..", "3", "1"), "t-sizes"),
        (("braid", "20..5000", "3", "1"), "t-sizes"),
        (("warnsdorff-closed", "100..200", "3", "1"), "t-sizes"),
        (("braid", "20..40", "0", "1"), "t-samples"),
        (("braid", "20..40", "3", "x"), "t-seed"),
    ] {
        let e = TimingSettings::parse(g, n, k, seed).unwrap_err();
        assert_eq!(e.field, field, "{g} {n} {k} {seed}: {}", e.message);
    }
}

/// A clock that advances 1,000 ns per reading.
struct Ticker(f64);
impl Clock for Ticker {
    fn now_ns(&mut self) -> f64 {
        self.0 += 1000.0;
        self.0
    }
}

/// A real clock read in 50 µs ticks.
struct Coarse(timing::InstantClock);
impl Clock for Coarse {
    fn now_ns(&mut self) -> f64 {
        (self.0.now_ns() / 50_000.0).floor() * 50_000.0
    }
}

/// The coarse clock with 1 ms added at its second reading: the first batch seems slow.
struct SlowFirst {
    clock: Coarse,
    readings: u32,
}
impl Clock for SlowFirst {
    fn now_ns(&mut self) -> f64 {
        self.readings += 1;
        self.clock.now_ns() + if self.readings >= 2 { 1e6 } else { 0.0 }
    }
}

#[test]
fn the_sliced_timing_sweep_times_what_measure_times() {
    let specs = [
        TimingSpec::parse("braid").unwrap(),
        TimingSpec::parse("warnsdorff-closed").unwrap(),
    ];
    // warnsdorff-closed stops at 60: 64 is skipped for it, not refused.
    let sizes = Sizes::parse("8..64:56").unwrap();
    let mut sweep = timing::Sweep::new(&specs, sizes, 3, 9, 0.0).unwrap();
    let mut clock = Ticker(0.0);
    let mut rows = Vec::new();
    let mut last = 0.0;
    while !sweep.step(&mut clock) {
        assert!(sweep.fraction() >= last);
        last = sweep.fraction();
        rows.extend(sweep.take_rows());
    }
    rows.extend(sweep.take_rows());
    assert_eq!(sweep.fraction(), 1.0);
    let got: Vec<(String, u32, u32)> = rows
        .iter()
        .map(|(s, r)| (s.to_string(), r.n, r.samples))
        .collect();
    assert_eq!(
        got,
        vec![
            ("braid".into(), 8, 3),
            ("braid".into(), 64, 3),
            ("warnsdorff-closed".into(), 8, 3)
        ]
    );
    // Each sample is two readings apart: 1,000 ns over n² cells.
    assert_eq!(rows[0].1.median_ns_per_cell, 1000.0 / 64.0);
    let want = timing::measure_one(specs[0], 8, 3, 9, &mut Ticker(0.0)).unwrap();
    assert_eq!(rows[0].1, want);

    // A coarse clock (50 µs ticks, far more than one 8x8 braid): batches double until one
    // lasts min_batch_ns, and the batch's time is shared out over its covers, so the samples
    // are not all 0 as single covers timed on that clock would be.
    let mut coarse_clock = Coarse(timing::InstantClock::new());
    let mut alone = timing::Sweep::new(&specs[..1], Sizes::parse("8").unwrap(), 3, 9, 0.0).unwrap();
    while !alone.step(&mut coarse_clock) {}
    let mut coarse =
        timing::Sweep::new(&specs[..1], Sizes::parse("8").unwrap(), 3, 9, 200_000.0).unwrap();
    let mut reps = 1;
    while !coarse.step(&mut coarse_clock) {
        reps = reps.max(coarse.reps());
    }
    let (_, r) = coarse.take_rows().remove(0);
    assert_eq!(r.samples, 3);
    assert!(reps > 1);
    assert!(r.median_ns_per_cell > 0.0);
    let (_, single) = alone.take_rows().remove(0);
    assert!(single.min_ns_per_cell == 0.0 || single.min_ns_per_cell >= 50_000.0 / 64.0);

    // A warm-up batch slowed by something else (a first call that compiles, a busy machine)
    // must not fix the repetitions too low: every counted batch lasts min_batch_ns, so no
    // sample reads 0 on the coarse clock. (The page once drew a curve without its points.)
    let mut slow_first = SlowFirst {
        clock: Coarse(timing::InstantClock::new()),
        readings: 0,
    };
    let mut sweep =
        timing::Sweep::new(&specs[..1], Sizes::parse("8").unwrap(), 3, 9, 200_000.0).unwrap();
    while !sweep.step(&mut slow_first) {}
    let (_, r) = sweep.take_rows().remove(0);
    assert_eq!(r.samples, 3);
    assert!(r.min_ns_per_cell > 0.0, "{r:?}");

    assert!(timing::Sweep::new(&specs, sizes, 0, 1, 0.0).is_err());
    assert!(timing::Sweep::new(&specs[1..], Sizes::parse("100..200").unwrap(), 1, 1, 0.0).is_err());
}

#[test]
fn the_native_timing_table_parses_and_names_only_known_generators() {
    let text = include_str!("../www/data/timing-native.csv");
    let t = timing::parse_table(text).unwrap();
    // The command that made it is in the header comment.
    assert!(
        t.comments
            .iter()
            .any(|c| c.contains("warnsdorff experiment timing --gen all")),
        "{:?}",
        t.comments
    );
    let known: Vec<String> = TimingSpec::all().iter().map(|s| s.to_string()).collect();
    assert_eq!(t.series.len(), known.len());
    for s in &t.series {
        assert!(known.contains(&s.gen), "{} is not in the catalogue", s.gen);
        assert!(!s.rows.is_empty());
        assert!(s.rows.iter().all(|r| r.median_ns_per_cell > 0.0));
    }
    let e = timing::parse_table("gen,n\nbraid,1").unwrap_err();
    assert_eq!(e.line, 1);
    let head = format!("gen,{}\n", timing::CSV_HEADER);
    let e = timing::parse_table(&format!("{head}spiral,20,1,0,1,1,1\n")).unwrap_err();
    assert_eq!(e.line, 2);
    assert!(
        e.message.contains("unknown generator 'spiral'"),
        "{}",
        e.message
    );
}

#[test]
fn browser_over_native_on_the_sizes_both_have() {
    let curve = |gen: &str, origin: &str, points: Vec<(f64, f64)>| CurveIn {
        gen: gen.into(),
        origin: origin.into(),
        points,
    };
    let curves = vec![
        curve(
            "braid",
            "native",
            vec![(20.0, 2.0), (40.0, 4.0), (60.0, 1.0)],
        ),
        curve(
            "braid",
            "browser",
            vec![(60.0, 3.0), (20.0, 3.0), (40.0, 4.0), (80.0, 9.0)],
        ),
        curve("lin-wei", "browser", vec![(20.0, 3.0)]),
        curve("divide", "native", vec![(20.0, 3.0)]),
        curve("divide", "browser", vec![(30.0, 3.0)]),
    ];
    let r = timing_ratios(&curves);
    // lin-wei has no native curve, divide no size in common: left out.
    assert_eq!(r.len(), 1);
    assert_eq!(r[0].gen, "braid");
    assert_eq!(r[0].sizes, vec![20.0, 40.0, 60.0]);
    assert_eq!((r[0].median, r[0].min, r[0].max), (1.5, 1.0, 3.0));
}

//! The experiments page's lab (`labs::experiments`) through the page contract, natively: its
//! fields read as the CLI reads them with errors that name their field, the link (both parts'
//! settings and the part shown), Figure 2's Worker shares giving the CLI's rows whatever the
//! pool and fed back to the lab, the chart's scene with the paper's three statements where they
//! belong, the verdicts' words, the csv round trip, the timing's Worker job and charts on log
//! axes beside the native table, the in-browser/native ratios, and the core's sliced timing
//! sweep.

// Uses the native clock (std::time::Instant is not on wasm32).
#![cfg(not(target_arch = "wasm32"))]

use serde_json::{json, Value};
use warnsdorff::experiments::success::{self, Claim, SuccessRow};
use warnsdorff::experiments::timing::{self, Clock, TimingSpec};
use warnsdorff::experiments::Sizes;
use warnsdorff::job::Job;
use warnsdorff::labs;
use warnsdorff::labs::experiments::chart::{self, format_ns, Curve};
use warnsdorff::labs::experiments::form::{
    ExperimentsField, Figure2Settings, TimingSettings, FIGURE2_FIELDS,
};
use warnsdorff::labs::experiments::jobs::{Figure2Job, TimingJob};
use warnsdorff::labs::experiments::tables::{parse_figure2_csv, ratios};
use warnsdorff::page::chart::{log_ticks, nice_step};
use warnsdorff::page::form::Field;
use warnsdorff::page::glyphs::NoGlyphs;
use warnsdorff::page::scene::{Align, Baseline, Content, Scene, Shape, Viewport};
use warnsdorff::page::status::{Feed, Reply, Status};
use warnsdorff::page::theme::DAY;
use warnsdorff::page::{Page, WorkerJob};

mod common;
use common::{data, open_lab, output, text, texts};

fn open(query: &str) -> Box<dyn Page> {
    open_lab("experiments", query)
}

/// A table's or list's rows: each row's `data-*` values and its cells' texts.
type Rows = Vec<(Vec<(&'static str, String)>, Vec<String>)>;

fn rows(s: &Status, name: &str) -> Rows {
    output(s, name)
        .rows
        .clone()
        .unwrap_or_default()
        .into_iter()
        .map(|r| (r.data, r.cells.into_iter().map(|c| c.text).collect()))
        .collect()
}

fn row(m: u32, tours: u32) -> SuccessRow {
    SuccessRow {
        m,
        trials: 100,
        tours,
    }
}

fn csv_of(rows: &[SuccessRow]) -> String {
    let mut out = format!("{}\n", success::CSV_HEADER);
    for r in rows {
        out.push_str(&format!("{}\n", r.csv()));
    }
    out
}

/// The lab showing `rows`, imported.
fn showing(rows: &[SuccessRow]) -> Box<dyn Page> {
    let mut page = open("");
    page.act(json!({"do": "import", "text": csv_of(rows)}))
        .unwrap();
    page
}

fn export(page: &mut dyn Page) -> (String, String) {
    let f = page
        .act(json!({"do": "export", "format": "csv"}))
        .unwrap()
        .file
        .unwrap();
    (f.name, f.text)
}

/// A view's shapes at `width` CSS px (its own height).
fn shapes_of(scene: Scene) -> (f64, f64, Vec<Shape>) {
    let (w, h) = (scene.width, scene.height);
    let mut out = Vec::new();
    for l in scene.layers {
        if let Content::Shapes { shapes, .. } = l.content {
            out.extend(shapes);
        }
    }
    (w, h, out)
}

fn view(page: &mut dyn Page, name: &str, width: f64) -> (f64, f64, Vec<Shape>) {
    let scene = page
        .scene(name, Viewport::new(width, width, 1.0), &mut NoGlyphs)
        .unwrap_or_else(|| panic!("nothing drawn in {name}"));
    shapes_of(scene)
}

/// The titled groups of a chart: each title and its shapes.
fn groups(shapes: &[Shape]) -> Vec<(String, Vec<Shape>)> {
    shapes
        .iter()
        .filter_map(|s| match s {
            Shape::Group { title, shapes } => Some((title.clone(), shapes.clone())),
            _ => None,
        })
        .collect()
}

/// The centre of a point's dot.
fn centre(shapes: &[Shape]) -> (f64, f64) {
    match &shapes[0] {
        Shape::Discs { centres, .. } => centres[0],
        s => panic!("not a dot: {s:?}"),
    }
}

/// The tick labels outside groups: x ticks hang below the axis, y ticks stand to its left.
type Ticks = Vec<(f64, String)>;

fn ticks(shapes: &[Shape]) -> (Ticks, Ticks) {
    let (mut xs, mut ys) = (Vec::new(), Vec::new());
    for s in shapes {
        if let Shape::Text {
            at,
            text,
            align,
            baseline,
            ..
        } = s
        {
            match (align, baseline) {
                (Align::Centre, Baseline::Top) => xs.push((at.0, text.clone())),
                (Align::Right, Baseline::Middle) => ys.push((at.1, text.clone())),
                _ => {}
            }
        }
    }
    (xs, ys)
}

// ---- fields and the link --------------------------------------------------------------------

#[test]
fn figure2_fields_read_as_the_cli_and_errors_name_their_field() {
    let mut page = open("");
    page.apply(&texts(&[
        ("sizes", " 5..400 "),
        ("trials", "100"),
        ("seed", "7"),
        ("start", "corner"),
    ]))
    .unwrap();
    let s = page.status();
    assert_eq!(
        text(&s, "f2-command"),
        "The same numbers from the command line: warnsdorff experiment success --sizes 5..400 \
         --trials 100 --seed 7 --start 1,1"
    );
    assert_eq!(page.link(), "seed=7");
    page.apply(&texts(&[
        ("sizes", "10..20:5"),
        ("trials", "3"),
        ("start", "random"),
    ]))
    .unwrap();
    let t = page.texts();
    let get = |k: &str| t.iter().find(|(n, _)| *n == k).unwrap().1.clone();
    assert_eq!(
        (get("sizes"), get("start")),
        ("10..20:5".into(), "random".into())
    );
    let page = open("");
    for (pairs, field) in [
        (&[("sizes", "5..x")][..], "sizes"),
        (&[("sizes", "20..10")][..], "sizes"),
        (&[("sizes", "5..3000")][..], "sizes"),
        (&[("sizes", "5..40"), ("trials", "0")][..], "trials"),
        (&[("sizes", "5..40"), ("trials", "ten")][..], "trials"),
        (&[("sizes", "5..40"), ("trials", "100001")][..], "trials"),
        (&[("sizes", "5..40"), ("seed", "-1")][..], "seed"),
        (&[("sizes", "5..40"), ("start", "middle")][..], "start"),
        (&[("sizes", "5..40"), ("start", "9,9")][..], "start"),
        (&[("section", "tables")][..], "section"),
    ] {
        let errors = page.check(&texts(pairs));
        assert_eq!(errors.len(), 1, "{pairs:?}: {errors:?}");
        assert_eq!(
            errors[0].field,
            Some(field),
            "{pairs:?}: {}",
            errors[0].message
        );
        assert!(!errors[0].message.is_empty());
    }
    let e = page.check(&texts(&[("sizes", "5..40"), ("start", "9,9")]));
    assert!(
        e[0].message.contains("off the 5x5 board"),
        "{}",
        e[0].message
    );
    // Every field's error at once, each beside its own field.
    let e = page.check(&texts(&[("sizes", "x"), ("trials", "y"), ("seed", "z")]));
    let fields: Vec<_> = e.iter().map(|e| e.field.unwrap()).collect();
    assert_eq!(fields, ["sizes", "trials", "seed"]);

    // The CLI reads the same fields with the same words; the page's limits are the page's.
    let mut cli = Figure2Settings::default();
    for (f, t) in FIGURE2_FIELDS
        .iter()
        .zip(["5..3000", "20000", "3", "random"])
    {
        cli.set(*f, t).unwrap();
    }
    assert_eq!((cli.sizes.to, cli.trials), (3000, 20000));
    assert_eq!(cli.check().unwrap_err().field, ExperimentsField::Sizes);
    assert!(cli.set(ExperimentsField::Start, "0,0").is_err());
    assert_eq!(
        FIGURE2_FIELDS.map(|f| f.name()),
        ["sizes", "trials", "seed", "start"]
    );
}

#[test]
fn the_link_keeps_both_parts_and_the_part_shown() {
    let page = open("");
    assert_eq!(page.link(), "", "the defaults make an empty link");
    let q = "section=timing&sizes=5..20&trials=10&seed=4&start=random&gens=braid,lin-wei&tsizes=20..40:20&tsamples=2&tseed=9";
    let page = open(q);
    assert_eq!(page.link(), q);
    // The papers' links into Figure 2 open with no complaint.
    let (page, errors) =
        labs::open("experiments", "?sizes=5..400&trials=1&seed=1&start=corner").unwrap();
    assert!(errors.is_empty(), "{errors:?}");
    assert_eq!(page.link(), "trials=1");
    // A bad link: each refusal beside its field, that field's default used, the rest kept.
    let (page, errors) = labs::open(
        "experiments",
        "sizes=9..3&trials=abc&seed=5&start=random&section=timing",
    )
    .unwrap();
    let fields: Vec<_> = errors.iter().map(|e| e.field).collect();
    assert_eq!(fields, [Some("sizes"), Some("trials")]);
    assert!(
        errors[0].message.starts_with("sizes 9..3:1 are empty"),
        "{}",
        errors[0].message
    );
    assert!(
        errors[1].message.starts_with("trials: 'abc'"),
        "{}",
        errors[1].message
    );
    assert_eq!(page.link(), "section=timing&seed=5&start=random");
    // Fields that pass alone but not together: the start is put back.
    let (page, errors) = labs::open("experiments", "sizes=5..8&start=7,1").unwrap();
    assert_eq!(errors[0].field, Some("start"));
    assert_eq!(page.link(), "sizes=5..8");
    // The anchor's part; an unknown anchor is passed over.
    let mut page = open("");
    page.act(json!({"do": "section", "section": "timing"}))
        .unwrap();
    assert_eq!(page.link(), "section=timing");
    page.act(json!({"do": "section", "section": "nowhere"}))
        .unwrap();
    assert_eq!(page.link(), "section=timing");
    let s = page.status();
    assert_eq!(output(&s, "timing-part").shown, Some(true));
    assert_eq!(output(&s, "figure2-part").shown, Some(false));
    assert_eq!(output(&s, "show-timing").pressed, Some(true));
    assert_eq!(data(&s, "state", "section"), "timing");
}

// ---- Figure 2: Workers, feeds, chart, verdicts, csv ----------------------------------------

/// Run a Worker job to its end in calls of `units`: its outputs and how many calls it took.
fn run(job: &mut dyn WorkerJob, units: u64) -> (Vec<Value>, usize) {
    let mut outs = Vec::new();
    let mut calls = 0;
    loop {
        let p = job.work(units).unwrap();
        calls += 1;
        outs.push(job.output());
        if p.is_finished() {
            return (outs, calls);
        }
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

fn feed(id: u64, part: u32, parts: u32, output: Value, finished: bool, cancelled: bool) -> Feed {
    Feed {
        id,
        part,
        parts,
        done: 1,
        total: 2,
        words: String::new(),
        output,
        finished,
        cancelled,
        error: None,
        answer: None,
    }
}

#[test]
fn the_worker_shares_give_the_cli_rows_whatever_the_pool() {
    let spec = json!({"sizes": "5..16", "trials": "6", "seed": "42", "start": "random"});
    let want = success::success_rows(Sizes::new(5, 16, 1).unwrap(), 6, 42, success::Start::Random)
        .unwrap();
    for pool in [1u32, 2, 3, 5] {
        let mut got = Vec::new();
        let mut total = 0;
        for part in 0..pool {
            let mut job = Figure2Job::open(&spec, part, pool, Box::new(Ticker(0.0))).unwrap();
            let first = job.work(1).unwrap();
            total += first.total;
            let (outs, calls) = run(&mut job, 1);
            // A walk a unit: one call for each walk of the share.
            let sizes = (5..=16).skip(part as usize).step_by(pool as usize).count();
            assert_eq!(calls + 1, (sizes * 6).max(1), "pool {pool} part {part}");
            for o in outs {
                assert!(o["elapsed_ns"].as_f64().unwrap() > 0.0);
                for r in o["rows"].as_array().unwrap() {
                    let r: Vec<u32> = serde_json::from_value(r.clone()).unwrap();
                    got.push(SuccessRow {
                        m: r[0],
                        trials: r[1],
                        tours: r[2],
                    });
                }
            }
        }
        let squares: u64 = (5..=16u64).map(|m| m * m).sum::<u64>() * 6;
        assert_eq!(
            total, squares,
            "pool of {pool}: the work is the squares walked"
        );
        got.sort_by_key(|r| r.m);
        assert_eq!(got, want, "pool of {pool}");
    }
    let e = Figure2Job::open(
        &json!({"sizes": "5..8", "start": "7,1"}),
        0,
        1,
        Box::new(Ticker(0.0)),
    )
    .err()
    .unwrap();
    assert!(e.contains("off the 5x5 board"), "{e}");
}

/// The run's Worker call from a Run action.
fn worker_call(reply: &Reply) -> (u64, &'static str, Value, bool) {
    let w = reply.worker.as_ref().expect("a Worker job");
    (w.id, w.kind, w.spec.clone(), w.parallel)
}

#[test]
fn a_run_goes_to_a_pool_of_workers_and_its_rows_come_back() {
    let mut page = open("sizes=5..20&trials=100&seed=1");
    let s = page.status();
    assert_eq!(
        s.line,
        "Press Run to walk m = 5..20, 100 times each (16 sizes)."
    );
    assert_eq!(data(&s, "state", "figure2"), "idle");
    let reply = page
        .act(json!({"do": "run", "section": "figure2"}))
        .unwrap();
    let (id, kind, spec, parallel) = worker_call(&reply);
    assert_eq!((kind, parallel), ("figure2", true));
    assert_eq!(
        spec,
        json!({"sizes": "5..20", "trials": "100", "seed": "1", "start": "corner"})
    );
    assert_eq!(
        page.status().line,
        "Running m = 5..20, 100 walks each, seed 1…"
    );
    // Two Workers, fed back as the page's Worker host feeds them.
    let mut jobs: Vec<Figure2Job> = (0..2)
        .map(|part| Figure2Job::open(&spec, part, 2, Box::new(Ticker(0.0))).unwrap())
        .collect();
    jobs[0].work(300).unwrap();
    page.feed(feed(id, 0, 2, jobs[0].output(), false, false));
    let s = page.status();
    assert!(
        s.line.starts_with("Running: ") && s.line.ends_with(" on 2 Workers…"),
        "{}",
        s.line
    );
    for (part, job) in jobs.iter_mut().enumerate() {
        let (outs, _) = run(job, 50);
        for o in outs {
            page.feed(feed(id, part as u32, 2, o, false, false));
        }
        page.feed(feed(id, part as u32, 2, job.output(), true, false));
    }
    let s = page.status();
    assert_eq!(data(&s, "state", "figure2"), "done");
    assert!(
        s.line.starts_with("Done: 16 sizes, 1,600 walks in "),
        "{}",
        s.line
    );
    assert!(s.line.ends_with(" s on 2 Workers."), "{}", s.line);
    // The checked-in report was made by the CLI with seed 1 from (1,1): its rows for 5..20.
    let report = include_str!("reports/figure2.csv");
    let want: Vec<&str> = report.trim().lines().take(17).collect();
    let (name, csv) = export(page.as_mut());
    assert_eq!(csv, format!("{}\n", want.join("\n")));
    assert_eq!(name, "figure2-5-20-trials100-seed1-startcorner.csv");
    assert_eq!(output(&s, "export-csv").enabled, Some(true));
    // The verdicts: none of the three is covered by 5..20.
    let v = rows(&s, "verdicts");
    let findings: Vec<String> = v.iter().map(|r| r.0[1].1.clone()).collect();
    assert_eq!(findings, ["not-covered", "not-covered", "not-covered"]);
    assert_eq!(v[0].1[1], "Not covered: run every m = 5..99 to check it");
    // Feeds of a run set aside are passed over.
    page.feed(feed(
        id + 7,
        0,
        1,
        json!({"rows": [[21, 100, 3]]}),
        true,
        false,
    ));
    assert_eq!(export(page.as_mut()).1, format!("{}\n", want.join("\n")));
}

#[test]
fn cancel_keeps_the_sizes_done_and_new_settings_set_a_run_aside() {
    let mut page = open("sizes=200..400");
    let reply = page
        .act(json!({"do": "run", "section": "figure2"}))
        .unwrap();
    let (id, ..) = worker_call(&reply);
    assert!(reply.drop.is_empty());
    page.feed(feed(
        id,
        0,
        2,
        json!({"rows": [[200, 100, 4]], "elapsed_ns": 2.5e9}),
        false,
        false,
    ));
    page.feed(feed(
        id,
        0,
        2,
        json!({"rows": [], "elapsed_ns": 2.6e9}),
        false,
        true,
    ));
    assert_eq!(data(&page.status(), "state", "figure2"), "running");
    page.feed(feed(
        id,
        1,
        2,
        json!({"rows": [[201, 100, 5]], "elapsed_ns": 2.4e9}),
        false,
        true,
    ));
    let s = page.status();
    assert_eq!(data(&s, "state", "figure2"), "cancelled");
    assert_eq!(
        s.line,
        "Cancelled after 2.6 s: 2 of 201 sizes done; the chart and the verdicts show those."
    );
    // A run under way is dropped by the next one; new settings set it aside to be dropped.
    let reply = page
        .act(json!({"do": "run", "section": "figure2"}))
        .unwrap();
    let (second, ..) = worker_call(&reply);
    assert!(reply.drop.is_empty(), "the cancelled run is over");
    let reply = page
        .act(json!({"do": "run", "section": "figure2"}))
        .unwrap();
    assert_eq!(reply.drop, vec![second]);
    let (third, ..) = worker_call(&reply);
    page.apply(&texts(&[("sizes", "5..9")])).unwrap();
    assert_eq!(data(&page.status(), "state", "figure2"), "idle");
    page.feed(feed(
        third,
        0,
        1,
        json!({"rows": [[300, 100, 0]]}),
        true,
        false,
    ));
    assert_eq!(export(page.as_mut()).1, "m,trials,tours,rate\n");
    let reply = page
        .act(json!({"do": "run", "section": "figure2"}))
        .unwrap();
    assert_eq!(reply.drop, vec![third]);
    // A Worker's error ends the run with its words.
    let (fourth, ..) = worker_call(&reply);
    let mut f = feed(fourth, 0, 1, Value::Null, true, false);
    f.error = Some("board 5x5: broken".into());
    page.feed(f);
    let s = page.status();
    assert_eq!(data(&s, "state", "figure2"), "failed");
    assert_eq!(s.line, "The run failed: board 5x5: broken");
}

#[test]
fn the_chart_draws_the_three_statements_at_50_5_and_0() {
    let rs: Vec<SuccessRow> = (5..=400)
        .map(|m| row(m, if m < 90 { 80 } else { 0 }))
        .collect();
    let mut page = showing(&rs);
    let (w, h, shapes) = view(page.as_mut(), "figure2", 800.0);
    assert_eq!((w, h), (800.0, 400.0));
    assert!(
        page.scene("figure2", Viewport::new(800.0, 800.0, 1.0), &mut NoGlyphs)
            .is_none(),
        "nothing new, nothing drawn"
    );
    let p = chart::plot(800.0, 400.0);
    assert!(p.x > 0.0 && p.y > 0.0 && p.x + p.w <= 800.0 && p.y + p.h <= 400.0);
    let g = groups(&shapes);
    let points: Vec<&(String, Vec<Shape>)> =
        g.iter().filter(|(t, _)| t.starts_with("m = ")).collect();
    assert_eq!(points.len(), 396);
    let at = |m: u32| {
        let title = format!("m = {m}: ");
        centre(
            &points
                .iter()
                .find(|(t, _)| t.starts_with(&title))
                .unwrap()
                .1,
        )
    };
    // x grows with m, y falls with the rate; 0 tours at the bottom.
    assert!(at(5).0 < at(400).0);
    assert!(at(5).1 < at(400).1);
    assert!((at(400).1 - (p.y + p.h)).abs() < 1e-9);
    // The statements: at 50, 5 and 0 tours per 100, over their sizes.
    let st: Vec<(String, [f64; 4])> = g
        .iter()
        .filter(|(t, _)| t.starts_with("The paper: "))
        .map(|(t, s)| match &s[0] {
            Shape::Segments { segments, .. } => (t.clone(), segments[0]),
            s => panic!("{s:?}"),
        })
        .collect();
    let quotes: Vec<String> = Claim::ALL
        .iter()
        .map(|c| format!("The paper: “{}”", c.quote()))
        .collect();
    assert_eq!(st.iter().map(|s| s.0.clone()).collect::<Vec<_>>(), quotes);
    let [a, b, c] = [st[0].1, st[1].1, st[2].1];
    assert_eq!((a[0], a[2]), (at(5).0, at(99).0));
    assert_eq!((b[0], b[2]), (at(201).0, at(400).0));
    assert_eq!((c[0], c[2]), (at(326).0, at(400).0));
    assert!((a[1] - (p.y + p.h / 2.0)).abs() < 1e-9);
    assert!(b[1] > a[1] && c[1] > b[1]);
    // Points against a statement say so: m = 90..99 are at 0 < 50%.
    let title = |m: u32| {
        let t = format!("m = {m}: ");
        points
            .iter()
            .find(|(x, _)| x.starts_with(&t))
            .unwrap()
            .0
            .clone()
    };
    assert_eq!(
        title(95),
        "m = 95: 0 tours in 100 walks, against “more than 50% for almost all m < 100”"
    );
    assert_eq!(title(50), "m = 50: 80 tours in 100 walks");
    // Ticks are round, inside the plot, in order.
    let (xs, ys) = ticks(&shapes);
    assert!(xs.len() >= 4 && xs.len() <= 15, "{xs:?}");
    assert!(xs.windows(2).all(|w| w[0].0 < w[1].0));
    assert!(xs.iter().all(|t| t.0 >= p.x && t.0 <= p.x + p.w));
    assert_eq!(ys.first().unwrap().1, "0");
    assert_eq!(ys.last().unwrap().1, "100");

    // A small run: only the statement whose sizes overlap it is drawn.
    let small = chart::figure2(&[row(10, 90), row(20, 95)], (10, 20), 400.0, 300.0, &DAY);
    assert!(small.label.contains("more than 50%"), "{}", small.label);
    let (_, _, s1) = shapes_of(small);
    let drawn: Vec<String> = groups(&s1)
        .into_iter()
        .map(|g| g.0)
        .filter(|t| t.starts_with("The paper: "))
        .collect();
    assert_eq!(drawn, [quotes[0].clone()]);
    // Rows arrive in any order; they are drawn in increasing m on a fixed axis.
    let (_, _, s2) = shapes_of(chart::figure2(
        &[row(20, 95), row(10, 90)],
        (10, 20),
        400.0,
        300.0,
        &DAY,
    ));
    let ms: Vec<String> = groups(&s2)
        .into_iter()
        .map(|g| g.0)
        .filter(|t| t.starts_with("m = "))
        .collect();
    assert_eq!(
        ms,
        [
            "m = 10: 90 tours in 100 walks",
            "m = 20: 95 tours in 100 walks"
        ]
    );
    assert_eq!(ticks(&s1).0, ticks(&s2).0);
    // Before any run the chart spans the settings' sizes with the three statements.
    let mut fresh = open("");
    let (_, _, s3) = view(fresh.as_mut(), "figure2", 600.0);
    assert_eq!(
        groups(&s3)
            .iter()
            .filter(|g| g.0.starts_with("The paper: "))
            .count(),
        3
    );
    assert_eq!(
        groups(&s3)
            .iter()
            .filter(|g| g.0.starts_with("m = "))
            .count(),
        0
    );
}

#[test]
fn verdicts_in_words() {
    let mut rs: Vec<SuccessRow> = (5..=400)
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
    let v = rows(&showing(&rs).status(), "verdicts");
    assert_eq!(v.len(), 3);
    assert!(v
        .iter()
        .all(|r| r.0[1].1 == "bears-out" && r.1[1] == "Bears out"));
    rs[(330 - 5) as usize].tours = 2;
    rs[(350 - 5) as usize].tours = 1;
    let v = rows(&showing(&rs).status(), "verdicts");
    assert_eq!(
        v[2].0,
        [
            ("claim", "none-above325".to_string()),
            ("finding", "does-not".to_string())
        ]
    );
    assert_eq!(v[2].1[1], "Does not hold: m = 330, 350");
    // 330 with 2 tours is also 2% (< 5%): statement 2 still bears out.
    assert_eq!(v[1].0[1].1, "bears-out");
    assert!(v[2].1[2].contains("330 (2/100)"), "{}", v[2].1[2]);
    let v = rows(&showing(&rs[..50]).status(), "verdicts");
    assert_eq!(v[0].0[1].1, "not-covered");
    assert_eq!(v[0].1[1], "Not covered: run every m = 5..99 to check it");
    assert_eq!(
        v[1].1[0],
        format!("“{}”", Claim::UnderFivePercentAbove200.quote())
    );
}

#[test]
fn csv_round_trip_and_errors_name_the_line() {
    let rs = vec![row(7, 70), row(5, 100), row(6, 100)];
    let mut page = showing(&rs);
    let s = page.status();
    assert_eq!(s.line, "Imported 3 sizes (m = 5..7).");
    assert_eq!(data(&s, "state", "figure2"), "imported");
    assert_eq!(text(&s, "f2-command"), "");
    let (name, csv) = export(page.as_mut());
    assert_eq!(
        csv,
        "m,trials,tours,rate\n5,100,100,1.0000\n6,100,100,1.0000\n7,100,70,0.7000\n"
    );
    assert_eq!(name, "figure2-imported-5-7.csv");
    let back = parse_figure2_csv(&format!("# made by hand\n{csv}\n")).unwrap();
    assert_eq!(back, vec![row(5, 100), row(6, 100), row(7, 70)]);
    for (bad, line) in [
        ("m,trials,tours\n5,100,100", 1),
        ("m,trials,tours,rate\n5,100,100,1.0000\n6,100,x,1", 3),
        ("m,trials,tours,rate\n5,100,101,1.0100", 2),
        ("m,trials,tours,rate\n5,100,50,0.6000", 2),
        ("m,trials,tours,rate\n5,100,50,0.5000\n5,100,50,0.5000", 3),
    ] {
        let e = page.act(json!({"do": "import", "text": bad})).unwrap_err();
        assert_eq!(e.field, Some("import"));
        assert!(
            e.message.starts_with(&format!("line {line}:")),
            "{bad}: {}",
            e.message
        );
    }
    assert!(page.act(json!({"do": "import", "text": ""})).is_err());
    // What was on show stays after a refused import.
    assert_eq!(export(page.as_mut()).1, csv);
    // The checked-in report parses, all 396 sizes.
    let report = include_str!("reports/figure2.csv");
    assert_eq!(parse_figure2_csv(report).unwrap().len(), 396);
    // An import drops the run under way.
    let mut page = open("");
    let r = page
        .act(json!({"do": "run", "section": "figure2"}))
        .unwrap();
    let reply = page.act(json!({"do": "import", "text": csv})).unwrap();
    assert_eq!(reply.drop, vec![r.worker.unwrap().id]);
    assert_eq!(reply.say.as_deref(), Some("Imported 3 sizes (m = 5..7)."));
}

// ---- timing ----------------------------------------------------------------------------------

#[test]
fn log_ticks_and_units() {
    assert_eq!(nice_step(395.0, 8), 50.0);
    assert_eq!(nice_step(10.0, 5), 2.0);
    assert_eq!(log_ticks(10.0, 200.0), vec![10.0, 20.0, 50.0, 100.0, 200.0]);
    assert_eq!(log_ticks(1.0, 1e6).len(), 7);
    assert_eq!(format_ns(2.5), "2.5 ns");
    assert_eq!(format_ns(1000.0), "1 µs");
    assert_eq!(format_ns(20_000.0), "20 µs");
    assert_eq!(format_ns(5e6), "5 ms");
}

/// A chart's curves (the axes are drawn thinner).
fn lines(shapes: &[Shape]) -> Vec<warnsdorff::page::scene::Stroke> {
    shapes
        .iter()
        .filter_map(|s| match s {
            Shape::Line { stroke, .. } if stroke.width > 1.0 => Some(*stroke),
            _ => None,
        })
        .collect()
}

#[test]
fn the_timing_chart_is_log_log_and_colours_by_generator() {
    let curves = vec![
        Curve {
            gen: "braid".into(),
            native: true,
            points: vec![(20.0, 3.0), (40.0, 2.5), (80.0, 2.4)],
        },
        Curve {
            gen: "braid+obfuscate".into(),
            native: false,
            points: vec![(20.0, 300.0), (40.0, 0.0), (80.0, 310.0)],
        },
    ];
    let (_, _, shapes) = shapes_of(chart::timing("As made", &curves, (600.0, 300.0), &DAY));
    let p = chart::plot(600.0, 300.0);
    let ls = lines(&shapes);
    assert_eq!(ls.len(), 2);
    assert_eq!(
        ls[0].colour, ls[1].colour,
        "braid's colour for all its forms"
    );
    assert!(
        ls[0].dash.is_some() && ls[1].dash.is_none(),
        "native dashed"
    );
    let g = groups(&shapes);
    // The 0 cannot go on a log axis: left out.
    assert_eq!(
        g.iter()
            .filter(|t| t.0.starts_with("braid+obfuscate (this browser)"))
            .count(),
        2
    );
    assert_eq!(g[0].0, "braid (native), n = 20: 3.0 ns per cell");
    // Equal ratios are equal distances: 20 -> 40 as 40 -> 80.
    let xs: Vec<f64> = g[..3].iter().map(|t| centre(&t.1).0).collect();
    assert!(((xs[1] - xs[0]) - (xs[2] - xs[1])).abs() < 1e-9);
    // The axes cover every point, from a 1-2-5 value below to one above.
    let (_, ys) = ticks(&shapes);
    let labels: Vec<&str> = ys.iter().map(|t| t.1.as_str()).collect();
    assert_eq!(labels.first(), Some(&"2 ns"));
    assert_eq!(labels.last(), Some(&"500 ns"));
    assert!(labels.contains(&"100 ns"));
    for (_, s) in &g {
        let (x, y) = centre(s);
        assert!(x >= p.x - 1e-9 && x <= p.x + p.w + 1e-9);
        assert!(y >= p.y - 1e-9 && y <= p.y + p.h + 1e-9);
    }
    let empty = chart::timing("Joined", &[], (600.0, 300.0), &DAY);
    assert!(
        empty.label.ends_with("nothing measured yet"),
        "{}",
        empty.label
    );
    // Over more than three decades (2.4 ns to 50 µs): powers of ten, one at each end.
    let wide = vec![Curve {
        gen: "takefuji-lee".into(),
        native: true,
        points: vec![(20.0, 2.4), (60.0, 50_000.0)],
    }];
    let (_, _, shapes) = shapes_of(chart::timing("As made", &wide, (600.0, 300.0), &DAY));
    let (_, ys) = ticks(&shapes);
    let labels: Vec<&str> = ys.iter().map(|t| t.1.as_str()).collect();
    assert_eq!(
        labels,
        ["1 ns", "10 ns", "100 ns", "1 µs", "10 µs", "100 µs"]
    );
    assert!((ys[0].0 - (p.y + p.h)).abs() < 1e-9);
    assert!((ys[5].0 - p.y).abs() < 1e-9);
}

#[test]
fn the_three_timing_charts_hold_every_timed_form_once() {
    let mut page = open("section=timing");
    let s = page.status();
    let mut all: Vec<String> = ["bare", "join", "obfuscate"]
        .iter()
        .flat_map(|k| {
            rows(&s, &format!("legend-{k}"))
                .into_iter()
                .map(|r| r.1[0].clone())
        })
        .collect();
    assert!(rows(&s, "legend-obfuscate")
        .iter()
        .all(|r| r.1[0].ends_with("+obfuscate")));
    all.sort();
    let mut want: Vec<String> = TimingSpec::all().iter().map(|s| s.to_string()).collect();
    want.sort();
    assert_eq!(all, want);
    assert_eq!(
        text(&s, "title-obfuscate"),
        "Obfuscated: 16 shatters, then joined"
    );
    // Before the native table is handed over, each chart says so.
    for k in ["bare", "join", "obfuscate"] {
        let scene = page
            .scene(
                &format!("timing-{k}"),
                Viewport::new(500.0, 500.0, 1.0),
                &mut NoGlyphs,
            )
            .unwrap();
        assert!(
            scene.label.ends_with("nothing measured yet"),
            "{}",
            scene.label
        );
    }
    assert!(page
        .scene(
            "timing-other",
            Viewport::new(500.0, 500.0, 1.0),
            &mut NoGlyphs
        )
        .is_none());
}

#[test]
fn timing_fields_and_errors() {
    let mut s = TimingSettings::default();
    assert_eq!(s.specs, TimingSpec::all());
    assert_eq!(
        s.command(),
        "warnsdorff experiment timing --gen all --sizes 20..100:20 --samples 3 --seed 1"
    );
    // A generator's name stands for all its forms, in the catalogue's order, each once.
    s.set(ExperimentsField::Gens, "divide+obfuscate, braid,braid")
        .unwrap();
    let want: Vec<TimingSpec> = TimingSpec::all()
        .into_iter()
        .filter(|t| t.to_string().starts_with("braid") || t.to_string() == "divide+obfuscate")
        .collect();
    assert_eq!(s.specs, want);
    assert_eq!(s.text(ExperimentsField::Gens), "braid,divide+obfuscate");
    s.set(ExperimentsField::TSizes, "20..24:2").unwrap();
    s.set(ExperimentsField::TSamples, "2").unwrap();
    s.set(ExperimentsField::TSeed, "5").unwrap();
    assert_eq!(
        s.command(),
        "for g in braid braid+join braid+obfuscate divide+obfuscate; do warnsdorff experiment \
         timing --gen $g --sizes 20..24:2 --samples 2 --seed 5; done"
    );
    s.set(ExperimentsField::Gens, "braid+join").unwrap();
    assert_eq!(
        s.command(),
        "warnsdorff experiment timing --gen braid+join --sizes 20..24:2 --samples 2 --seed 5"
    );
    s.set(ExperimentsField::Gens, "lin-wei, braid").unwrap();
    assert_eq!(s.text(ExperimentsField::Gens), "braid,lin-wei");
    let page = open("");
    for (pairs, field) in [
        (&[("gens", "nope")][..], "gens"),
        (&[("gens", "")][..], "gens"),
        (&[("gens", "braid+twist")][..], "gens"),
        (&[("tsizes", "20..")][..], "tsizes"),
        (&[("tsizes", "20..5000")][..], "tsizes"),
        (
            &[("gens", "warnsdorff-closed"), ("tsizes", "100..200")][..],
            "tsizes",
        ),
        (&[("tsamples", "0")][..], "tsamples"),
        (&[("tsamples", "1001")][..], "tsamples"),
        (&[("tseed", "x")][..], "tseed"),
    ] {
        let e = page.check(&texts(pairs));
        assert_eq!(e.len(), 1, "{pairs:?}: {e:?}");
        assert_eq!(e[0].field, Some(field), "{pairs:?}: {}", e[0].message);
    }
    let e = page.check(&texts(&[("tsamples", "0")]));
    assert_eq!(e[0].message, "samples: 0 is not 1 or more");
}

/// The coarse clock of a browser: a real clock read in 50 µs ticks.
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
    let table = include_str!("../www/data/timing-native.csv");
    let t = timing::parse_table(table).unwrap();
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
    // Handed to the lab: its provenance in words, every native curve drawn.
    let mut page = open("section=timing");
    assert_eq!(
        text(&page.status(), "t-native"),
        "The native curves: loading…"
    );
    page.act(json!({"do": "native", "text": table})).unwrap();
    let s = page.status();
    assert!(
        text(&s, "t-native").contains(
            "recorded natively (the CLI, a release build) on the project's machine with warnsdorff experiment timing --gen all"
        ),
        "{}",
        text(&s, "t-native")
    );
    assert_eq!(data(&s, "t-native", "series"), known.len().to_string());
    assert_eq!(data(&s, "t-native", "known"), known.len().to_string());
    let mut drawn = 0;
    for k in ["bare", "join", "obfuscate"] {
        let (_, _, shapes) = view(page.as_mut(), &format!("timing-{k}"), 600.0);
        let mut gens: Vec<String> = groups(&shapes)
            .into_iter()
            .filter_map(|g| g.0.split(" (native)").next().map(str::to_string))
            .collect();
        gens.dedup();
        drawn += gens.len();
    }
    assert_eq!(drawn, known.len());
    assert_eq!(output(&s, "t-ratios").shown, Some(false));
    page.act(json!({"do": "native", "status": 404, "reason": "Not Found"}))
        .unwrap();
    assert_eq!(
        text(&page.status(), "t-native"),
        "The native curves could not be read: data/timing-native.csv: 404 Not Found"
    );
}

#[test]
fn a_timing_run_in_a_worker_is_drawn_beside_the_native_curves() {
    let mut page = open("section=timing&gens=braid,lin-wei&tsizes=20..40:20&tsamples=2");
    page.act(json!({"do": "native", "text": include_str!("../www/data/timing-native.csv")}))
        .unwrap();
    let s = page.status();
    assert_eq!(
        text(&s, "t-command"),
        "Natively: for g in braid braid+join braid+obfuscate lin-wei lin-wei+join lin-wei+obfuscate; \
         do warnsdorff experiment timing --gen $g --sizes 20..40:20 --samples 2 --seed 1; done"
    );
    let reply = page.act(json!({"do": "run", "section": "timing"})).unwrap();
    let (id, kind, spec, parallel) = worker_call(&reply);
    assert_eq!((kind, parallel), ("timing", false));
    assert!(page
        .status()
        .line
        .starts_with("Timing 6 generators on n = 20..40:20, 2 samples each…"));
    // The clock reads 1,000 ns more each time: every batch lasts 1,000 ns.
    let mut job = TimingJob::open(&spec, 0.0, Box::new(Ticker(0.0))).unwrap();
    job.work(3).unwrap();
    page.feed(feed(id, 0, 1, job.output(), false, false));
    let line = page.status().line;
    assert!(
        line.starts_with("Timing braid") && line.ends_with('%'),
        "{line}"
    );
    let (outs, _) = run(&mut job, 4);
    let n = outs.len();
    for (k, o) in outs.into_iter().enumerate() {
        page.feed(feed(id, 0, 1, o, k + 1 == n, false));
    }
    let s = page.status();
    assert_eq!(data(&s, "state", "timing"), "done");
    assert!(
        s.line
            .starts_with("Done: 12 sizes timed over 6 generators in "),
        "{}",
        s.line
    );
    let mine: Vec<String> = ["bare", "join", "obfuscate"]
        .iter()
        .flat_map(|k| {
            let (_, _, shapes) = view(page.as_mut(), &format!("timing-{k}"), 600.0);
            groups(&shapes)
                .into_iter()
                .filter_map(|g| {
                    g.0.split(" (this browser)")
                        .next()
                        .filter(|_| g.0.contains("(this browser)"))
                        .map(str::to_string)
                })
                .collect::<Vec<_>>()
        })
        .collect();
    let mut mine_once = mine.clone();
    mine_once.dedup();
    assert_eq!(
        mine_once,
        [
            "braid",
            "lin-wei",
            "braid+join",
            "lin-wei+join",
            "braid+obfuscate",
            "lin-wei+obfuscate"
        ]
    );
    // This browser over native, on the sizes both have (the native table has 20 and 40).
    let r = rows(&s, "ratios");
    assert_eq!(r[0].1, ["Generator", "Median", "Range", "Sizes n"]);
    let gens: Vec<String> = r[1..].iter().map(|x| x.0[0].1.clone()).collect();
    assert_eq!(
        gens,
        [
            "braid",
            "lin-wei",
            "braid+join",
            "lin-wei+join",
            "braid+obfuscate",
            "lin-wei+obfuscate"
        ]
    );
    assert!(r[1..].iter().all(|x| x.1[3] == "20, 40"), "{r:?}");
    assert_eq!(output(&s, "t-ratios").shown, Some(true));
    // The rows as the CLI's csv.
    let (name, csv) = export(page.as_mut());
    assert_eq!(name, "timing-20-40-20-samples2-seed1.csv");
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(lines[0], format!("gen,{}", timing::CSV_HEADER));
    assert_eq!(lines.len(), 13);
    assert!(lines[1].starts_with("braid,20,2,0,"), "{}", lines[1]);
    let t = timing::parse_table(&csv).unwrap();
    assert!(t
        .series
        .iter()
        .flat_map(|s| &s.rows)
        .all(|r| r.median_ns_per_cell > 0.0));
    // Cancelled: the sizes timed so far are kept.
    let reply = page.act(json!({"do": "run", "section": "timing"})).unwrap();
    let (id, ..) = worker_call(&reply);
    let mut job = TimingJob::open(&spec, 0.0, Box::new(Ticker(0.0))).unwrap();
    job.work(5).unwrap();
    job.cancel();
    job.work(0).unwrap();
    page.feed(feed(id, 0, 1, job.output(), false, true));
    let s = page.status();
    assert_eq!(data(&s, "state", "timing"), "cancelled");
    assert!(s.line.starts_with("Cancelled after "), "{}", s.line);
}

#[test]
fn browser_over_native_on_the_sizes_both_have() {
    let curve = |gen: &str, native: bool, points: Vec<(f64, f64)>| Curve {
        gen: gen.into(),
        native,
        points,
    };
    let curves = vec![
        curve("braid", true, vec![(20.0, 2.0), (40.0, 4.0), (60.0, 1.0)]),
        curve(
            "braid",
            false,
            vec![(60.0, 3.0), (20.0, 3.0), (40.0, 4.0), (80.0, 9.0)],
        ),
        curve("lin-wei", false, vec![(20.0, 3.0)]),
        curve("divide", true, vec![(20.0, 3.0)]),
        curve("divide", false, vec![(30.0, 3.0)]),
    ];
    let r = ratios(&curves);
    // lin-wei has no native curve, divide no size in common: left out.
    assert_eq!(r.len(), 1);
    assert_eq!(r[0].gen, "braid");
    assert_eq!(r[0].sizes, vec![20.0, 40.0, 60.0]);
    assert_eq!((r[0].median, r[0].min, r[0].max), (1.5, 1.0, 3.0));
}

#[test]
fn a_new_seed_is_handed_to_the_page_not_applied() {
    let mut page = open("");
    let r = page.act(json!({"do": "new-seed"})).unwrap();
    let seed = r.value.unwrap();
    assert!(seed.as_str().unwrap().parse::<u64>().is_ok(), "{seed}");
    assert_eq!(page.link(), "");
    assert!(page.act(json!({"do": "export", "format": "png"})).is_err());
}

/// A run estimated past the page's budget is asked about before anything starts; yes sends the
/// same run with `force`. The defaults (Figure 2 as the paper ran it) are not asked about.
#[test]
fn a_long_run_is_asked_about_first() {
    let mut page = open("sizes=5..2000&trials=10000");
    let r = page
        .act(json!({"do": "run", "section": "figure2"}))
        .unwrap();
    assert!(r.worker.is_none(), "nothing started");
    let c = r.confirm.expect("asked first");
    assert!(
        c.words.starts_with(
            "This run walks at least 2.7e13 squares (10,000 trials on each m x m board, m = 5..2000)"
        ),
        "{}",
        c.words
    );
    assert_eq!(
        c.action,
        json!({"do": "run", "section": "figure2", "force": true})
    );
    assert!(page.act(c.action).unwrap().worker.is_some());
    let mut page = open("");
    let r = page
        .act(json!({"do": "run", "section": "figure2"}))
        .unwrap();
    assert!(r.confirm.is_none() && r.worker.is_some());
}

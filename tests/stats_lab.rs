//! The statistics page's lab (`labs::stats`) through the page contract, natively: the link
//! (generators, board, tours, seed, shatter, numbering, preset) and its refusals beside their
//! fields, every field's check beside its row, a Start handed to a Worker job whose runs report
//! as they go (summaries, table, charts, CSV), Cancel, big seeds, deterministic sources, the
//! shatter's reading, divide's tiles, and Parberry's Tables 1–2 beside the preset's runs.

use serde_json::{json, Value};
use warnsdorff::board::Board;
use warnsdorff::job::{Clock, Job};
use warnsdorff::labs;
use warnsdorff::labs::stats::job::{JobReport, JobSpec, PageSummary, StatsJob};
use warnsdorff::page::glyphs::NoGlyphs;
use warnsdorff::page::scene::Viewport;
use warnsdorff::page::status::{Feed, Reply, Row, Status, WorkerCall};
use warnsdorff::page::words::decimal;
use warnsdorff::page::{Page, PageError, WorkerJob};
use warnsdorff::stats::{GenSpec, Run, Summary};

mod common;
use common::{open_lab, output, texts};

/// A clock that moves a microsecond a reading.
struct Ticks(f64);

impl Clock for Ticks {
    fn now_ns(&mut self) -> f64 {
        self.0 += 1000.0;
        self.0
    }
}

fn open(query: &str) -> Box<dyn Page> {
    open_lab("stats", query)
}

fn text(page: &dyn Page, name: &str) -> String {
    page.texts()
        .into_iter()
        .find(|(k, _)| *k == name)
        .unwrap_or_else(|| panic!("no field {name}"))
        .1
}

fn data(d: &[(&'static str, String)], key: &str) -> String {
    d.iter()
        .find(|(k, _)| *k == key)
        .map(|(_, v)| v.clone())
        .unwrap_or_default()
}

fn rows<'a>(s: &'a Status, name: &str) -> &'a [Row] {
    output(s, name).rows.as_deref().unwrap_or_default()
}

/// The error of `field` among `errors`.
fn error_of<'a>(errors: &'a [PageError], field: &str) -> &'a str {
    errors
        .iter()
        .find(|e| e.field == Some(field))
        .map(|e| e.message.as_str())
        .unwrap_or_else(|| panic!("no error on {field}: {errors:?}"))
}

/// Run a Worker call to its end in calls of `units`, feeding the page every `every` calls:
/// the job, and how many calls it took.
fn run_call(page: &mut dyn Page, call: &WorkerCall, units: u64, every: usize) -> (StatsJob, usize) {
    let mut job = StatsJob::open(&call.spec, Box::new(Ticks(0.0))).unwrap();
    let mut calls = 0;
    loop {
        let p = job.work(units).unwrap();
        calls += 1;
        let finished = p.is_finished();
        if finished || calls % every == 0 {
            page.feed(feed(call.id, &p, job.output(), finished, false));
        }
        if finished {
            return (job, calls);
        }
        assert!(calls < 1_000_000, "the job never finished");
    }
}

fn feed(
    id: u64,
    p: &warnsdorff::job::Progress,
    output: Value,
    finished: bool,
    cancelled: bool,
) -> Feed {
    Feed {
        id,
        part: 0,
        parts: 1,
        done: p.done,
        total: p.total,
        words: p.words.clone(),
        output,
        finished,
        cancelled,
        error: None,
        answer: None,
    }
}

fn start(page: &mut dyn Page) -> WorkerCall {
    let r: Reply = page.act(json!({"do": "start"})).unwrap();
    r.worker.expect("a Worker job")
}

/// The summaries of a job's report.
fn summaries(v: Value) -> Vec<PageSummary> {
    let r: JobReport = serde_json::from_value(v).unwrap();
    r.runs.into_iter().map(|r| r.summary).collect()
}

#[test]
fn the_link_keeps_the_view_and_only_what_differs() {
    let page = open("");
    assert_eq!(page.link(), "");
    assert_eq!(text(&*page, "gens"), "warnsdorff-open,ordering:12345678");
    assert_eq!(text(&*page, "gen-warnsdorff-open"), "on");
    assert_eq!(text(&*page, "gen-rule"), "on");
    assert_eq!(text(&*page, "gen-rule-text"), "ordering:12345678");
    let q = "gens=warnsdorff-closed,squirrel-cull&board=12x12&tours=7&seed=99";
    let page = open(q);
    assert_eq!(page.link(), q);
    assert_eq!(text(&*page, "gen-warnsdorff-closed"), "on");
    assert_eq!(text(&*page, "gen-squirrel-cull"), "on");
    assert_eq!(text(&*page, "gen-warnsdorff-open"), "off");
    let q = "gens=divide:parberry,divide-tourney&board=24x24&tours=3&seed=2&obf=divide:parberry&shatter=sequential&numbering=parberry&preset=parberry-tables";
    let page = open(q);
    assert_eq!(page.link(), q);
    assert_eq!(text(&*page, "gen-divide-tiles"), "parberry");
    assert_eq!(text(&*page, "gen-divide-tourney-tiles"), "searched");
    assert_eq!(text(&*page, "gen-divide-obf"), "on");
    // A board typed as one number is square; the link writes it RxC.
    let (page, _) = labs::open("stats", "board=%2050%20").unwrap();
    assert_eq!(text(&*page, "board"), "50x50");
}

#[test]
fn a_garbled_link_is_said_beside_its_fields_and_the_defaults_used() {
    let (page, errors) =
        labs::open("stats", "gens=banana,divide&board=zz&tours=-4&seed=x").unwrap();
    assert!(
        error_of(&errors, "board").starts_with("board 'zz'"),
        "{errors:?}"
    );
    assert!(error_of(&errors, "tours").starts_with("tours"));
    assert!(error_of(&errors, "seed").starts_with("seed 'x'"));
    let g = error_of(&errors, "gens");
    assert!(g.contains("unknown generator 'banana'"), "{g}");
    assert_eq!(text(&*page, "gen-divide"), "on", "the good names are kept");
    assert_eq!(text(&*page, "board"), "50x50");
    let (_, errors) = labs::open("stats", "gens=divide:his,braid:parberry&board=24x24").unwrap();
    let g = error_of(&errors, "gens");
    assert!(
        g.contains("tiles 'his' are not known; choose searched or parberry"),
        "{g}"
    );
    assert!(g.contains("takes no tiles"), "{g}");
    let (page, errors) =
        labs::open("stats", "numbering=knuth&shatter=twice&preset=tables-3").unwrap();
    assert!(error_of(&errors, "numbering").contains("unknown move numbering 'knuth'"));
    let s = error_of(&errors, "shatter");
    assert!(
        s.starts_with("shatter 'twice' is not known") && s.contains("disjoint"),
        "{s}"
    );
    assert!(error_of(&errors, "preset").contains("parberry-tables"));
    assert_eq!(text(&*page, "numbering"), "squirrel");
    assert_eq!(text(&*page, "shatter"), "disjoint");
    // Obfuscation is for closed tours; a generator that cannot run on the board is unticked.
    let (page, errors) = labs::open(
        "stats",
        "gens=warnsdorff-open,warnsdorff-closed&obf=warnsdorff-open&board=9x9",
    )
    .unwrap();
    assert!(error_of(&errors, "obf").contains("obfuscation (001 §7) works on closed tours"));
    assert!(error_of(&errors, "gen-warnsdorff-closed").contains("no closed knight's tour"));
    assert_eq!(page.link(), "gens=warnsdorff-open&board=9x9");
}

#[test]
fn each_field_is_checked_and_its_error_named() {
    let page = open("gens=warnsdorff-closed,squirrel-cull&board=12x12&tours=7&seed=99");
    let check = |pairs: &[(&str, &str)]| page.check(&texts(pairs));
    assert!(check(&[("board", "12x12")]).is_empty());
    let e = check(&[("board", "3x3"), ("tours", "0"), ("seed", "x")]);
    assert!(error_of(&e, "board").contains("3x3 has no knight's tour"));
    assert!(error_of(&e, "tours").contains("at least 1"));
    assert!(error_of(&e, "seed").contains("seed 'x'"));
    assert!(error_of(&check(&[("board", "2000x2000")]), "board").contains("up to 1000"));
    assert!(error_of(&check(&[("tours", "many")]), "tours").contains("not a whole number"));
    // A generator that cannot run on the board: said beside its row.
    let e = check(&[("board", "9x9")]);
    assert!(
        error_of(&e, "gen-warnsdorff-closed").contains("no closed knight's tour"),
        "{e:?}"
    );
    let e = check(&[("board", "8x9"), ("gen-warnsdorff-closed", "off")]);
    assert!(
        error_of(&e, "gen-squirrel-cull").contains("square boards"),
        "{e:?}"
    );
    let e = check(&[("board", "100x100"), ("gen-squirrel-cull", "off")]);
    assert!(
        error_of(&e, "gen-warnsdorff-closed").contains("over its limit of 60"),
        "{e:?}"
    );
    let e = check(&[
        ("gen-warnsdorff-closed", "off"),
        ("gen-squirrel-cull", "off"),
    ]);
    assert!(error_of(&e, "gens").contains("choose at least one generator"));
    // The rule row's rule: any rule source, parsed here.
    assert!(check(&[("gen-rule", "on"), ("gen-rule-text", "ordering:21345678")]).is_empty());
    assert!(check(&[("gen-rule-text", "pohl")]).is_empty());
    let e = check(&[("gen-rule-text", "banana")]);
    assert!(error_of(&e, "gen-rule-text").contains("banana"), "{e:?}");
    let e = check(&[("gen-rule-text", "random")]);
    assert!(
        error_of(&e, "gen-rule-text").contains("warnsdorff-open"),
        "{e:?}"
    );
    let e = check(&[("gen-divide-tiles", "his")]);
    assert!(error_of(&e, "gen-divide-tiles").contains("searched or parberry"));
    // Applied: the link follows.
    let mut page = page;
    page.apply(&texts(&[
        ("gen-rule", "on"),
        ("gen-rule-text", "pohl"),
        ("gen-divide", "on"),
        ("gen-divide-tiles", "parberry"),
    ]))
    .unwrap();
    assert_eq!(
        page.link(),
        "gens=warnsdorff-closed,pohl:12345678,squirrel-cull,divide:parberry&board=12x12&tours=7&seed=99"
    );
}

#[test]
fn a_start_runs_in_a_worker_and_the_page_fills_in_as_it_reports() {
    let mut page = open("board=8x8&tours=5&seed=7");
    let mut s = page.status();
    assert_eq!(s.line, "Choose generators and press Start.");
    assert_eq!(data(&output(&s, "runs").data, "state"), "idle");
    assert_eq!(output(&s, "export-csv").enabled, Some(false));
    // Nothing counted yet: a reload loses nothing, and the page does not ask.
    assert!(!s.unsaved);
    let call = start(&mut *page);
    assert!(!page.status().unsaved, "started, nothing counted yet");
    assert_eq!(call.kind, "stats");
    let spec: JobSpec = serde_json::from_value(call.spec.clone()).unwrap();
    assert_eq!(spec.seed, "7");
    assert_eq!(spec.runs.len(), 2);
    assert_eq!(spec.runs[1].source, "ordering:12345678");
    s = page.status();
    assert!(
        s.line
            .starts_with("Running 2 generators on 8x8, 5 tours each, seed 7"),
        "{}",
        s.line
    );
    assert_eq!(output(&s, "cancel").enabled, Some(true));
    // 200 squares a call cannot make five 64-square tours of each at once.
    let (_, calls) = run_call(&mut *page, &call, 200, 3);
    assert!(calls > 1, "{calls}");
    s = page.status();
    assert!(
        s.line
            .starts_with("Done: 10 tours (warnsdorff-open 5, ordering:12345678 5) in "),
        "{}",
        s.line
    );
    assert_eq!(data(&output(&s, "runs").data, "state"), "done");
    assert_eq!(output(&s, "cancel").enabled, Some(false));
    // The counted tours are not in the link: the page asks before a reload throws them away.
    assert!(s.unsaved);
    let runs = rows(&s, "runs");
    assert_eq!(data(&runs[0].data, "tours"), "5");
    assert!(
        runs[0].cells[2].text.starts_with("5 of 5 tours · "),
        "{}",
        runs[0].cells[2].text
    );
    assert!(
        runs[0].cells[2].text.contains("tours/s"),
        "{}",
        runs[0].cells[2].text
    );
    // The table: f and r per run, each cell's mean and SD, in Squirrel's numbering.
    let table = rows(&s, "table");
    assert_eq!(table.len(), 4);
    assert_eq!(data(&table[0].data, "gen"), "warnsdorff-open");
    assert_eq!(data(&table[1].data, "kind"), "r");
    let means: Vec<f64> = table[0].cells[4..12]
        .iter()
        .map(|c| data(&c.data, "mean").parse().unwrap())
        .collect();
    assert!((means.iter().sum::<f64>() - 1.0).abs() < 1e-9, "{means:?}");
    // Then turns and crossings a tour, mean ± SD, on the f row; blank on the r row.
    for (c, name) in [(12, "turns"), (13, "crossings")] {
        let cell = &table[0].cells[c];
        assert_eq!(data(&cell.data, "shape"), name);
        let mean: f64 = data(&cell.data, "mean").parse().unwrap();
        assert!(mean > 0.0, "{name}");
        let sd: f64 = data(&cell.data, "sd").parse().unwrap();
        assert_eq!(
            cell.text,
            format!("{} ±{}", decimal(mean, 1), decimal(sd, 1)),
            "{name}"
        );
        assert_eq!(table[1].cells[c].text, "", "{name}");
    }
    let r4 = table[1].cells[4..12]
        .iter()
        .find(|c| data(&c.data, "i") == "4")
        .unwrap();
    assert_eq!(data(&r4.data, "mean"), "0", "no move straight back");
    assert_eq!(rows(&s, "table-head")[0].cells[4].text, "f1 r0");
    // The same seed gives the same numbers however the work is sliced.
    let whole = |units: u64| {
        let mut job = StatsJob::open(&call.spec, Box::new(Ticks(0.0))).unwrap();
        while !job.work(units).unwrap().is_finished() {}
        summaries(job.output())
    };
    let (a, b) = (whole(1 << 30), whole(64));
    assert_eq!(a[0].relative, b[0].relative);
    assert_eq!(a[1].moves, b[1].moves);
    // CSV: the one schema, 18 rows a run (f, r, then turns and crossings per tour).
    let file = page
        .act(json!({"do": "export", "format": "csv"}))
        .unwrap()
        .file
        .unwrap();
    assert_eq!(file.name, "move-distributions-8x8-seed7.csv");
    assert_eq!(file.mime, "text/csv");
    let lines: Vec<&str> = file.text.lines().collect();
    assert_eq!(
        lines[0],
        "generator,board,seed,tours,attempts,attempt_rate,kind,numbering,i,mean,sd"
    );
    assert_eq!(lines.len(), 37);
    assert!(lines[17].contains(",turns,,,"), "{}", lines[17]);
    assert!(lines[18].contains(",crossings,,,"), "{}", lines[18]);
    assert!(
        lines[1].starts_with("warnsdorff-open,8x8,7,5,"),
        "{}",
        lines[1]
    );
    assert!(lines[9].contains(",relative,parberry,0,"), "{}", lines[9]);
    assert!(lines
        .iter()
        .any(|l| l.starts_with("ordering:12345678,8x8,7,5,")));
    assert_eq!(output(&page.status(), "export-csv").enabled, Some(true));
}

#[test]
fn cancel_stops_the_runs_and_a_seed_past_two_to_the_53_survives() {
    let mut page = open("gens=warnsdorff-closed&board=50x50&tours=1000&seed=18446744073709551615");
    let call = start(&mut *page);
    let mut job = StatsJob::open(&call.spec, Box::new(Ticks(0.0))).unwrap();
    for _ in 0..20 {
        job.work(10_000).unwrap();
    }
    let r = page.act(json!({"do": "cancel"})).unwrap();
    assert_eq!(r.stop, Some(call.id));
    assert_eq!(page.status().line, "Cancelling…");
    job.cancel();
    let p = job.work(0).unwrap();
    assert!(p.is_finished());
    let out = job.output();
    let report: JobReport = serde_json::from_value(out.clone()).unwrap();
    let s = &report.runs[0].summary;
    assert_eq!(s.stopped.as_deref(), Some("cancelled"));
    assert_eq!(s.seed, "18446744073709551615");
    assert!(job.work(10_000).unwrap().is_finished());
    let after: JobReport = serde_json::from_value(job.output()).unwrap();
    assert!(after.runs.is_empty(), "no more work after a cancel");
    page.feed(feed(call.id, &p, out, false, true));
    let st = page.status();
    assert!(
        st.line.starts_with("Cancelled after ") && st.line.contains("(warnsdorff-closed "),
        "{}",
        st.line
    );
    assert_eq!(data(&output(&st, "runs").data, "state"), "cancelled");
    // A feed of another job (one started before) changes nothing.
    page.feed(feed(call.id + 7, &p, Value::Null, true, false));
    assert_eq!(
        data(&output(&page.status(), "runs").data, "state"),
        "cancelled"
    );
}

#[test]
fn a_summary_keeps_a_seed_past_two_to_the_53_through_the_page() {
    let seed = u64::MAX - 6;
    let spec = GenSpec::parse("warnsdorff-open").unwrap();
    let mut run = Run::new(spec, Board::new(6, 6).unwrap(), seed, 3).unwrap();
    while !run.work(1 << 20).done {}
    let summary = run.summary();
    let page = PageSummary::from(summary.clone());
    assert_eq!(page.seed, seed.to_string());
    let json = serde_json::to_string(&page).unwrap();
    let back: PageSummary = serde_json::from_str(&json).unwrap();
    assert_eq!(Summary::try_from(back).unwrap().seed, seed);
    assert_eq!(Summary::try_from(page.clone()).unwrap(), summary);
    let bad = PageSummary {
        seed: "1e3".into(),
        ..page
    };
    assert_eq!(Summary::try_from(bad).unwrap_err().field(), "seed");
}

#[test]
fn a_deterministic_source_is_one_tour_and_says_so() {
    let mut page = open("gens=divide&board=8x8&tours=200");
    let call = start(&mut *page);
    run_call(&mut *page, &call, 1 << 20, 1);
    let s = page.status();
    let runs = rows(&s, "runs");
    assert_eq!(data(&runs[0].data, "tours"), "1");
    assert!(
        runs[0].cells[2].text.contains("deterministic"),
        "{}",
        runs[0].cells[2].text
    );
    // Obfuscated, it is a sample again.
    let mut page = open("gens=divide&obf=divide&board=8x8&tours=3");
    let call = start(&mut *page);
    run_call(&mut *page, &call, 1 << 20, 1);
    let s = page.status();
    assert_eq!(data(&rows(&s, "runs")[0].data, "tours"), "3");
    assert_eq!(
        data(&rows(&s, "table")[0].data, "gen"),
        "divide (obfuscated)"
    );
}

#[test]
fn the_shatter_is_read_as_chosen_and_divide_takes_tiles() {
    let mut page = open("gens=braid,divide:parberry&obf=braid,divide:parberry&board=12x12&tours=1&seed=3&shatter=sequential");
    let call = start(&mut *page);
    run_call(&mut *page, &call, 1 << 20, 1);
    let s = page.status();
    let gens: Vec<String> = rows(&s, "table")
        .iter()
        .map(|r| data(&r.data, "gen"))
        .collect();
    assert_eq!(
        gens,
        [
            "divide:parberry (obfuscated, sequential shatter)",
            "divide:parberry (obfuscated, sequential shatter)",
            "braid (obfuscated, sequential shatter)",
            "braid (obfuscated, sequential shatter)"
        ]
    );
    // The tiles menu: its choices from the core, named for the row's field.
    let menus = page.menus();
    let tiles = menus
        .iter()
        .find(|m| m.field == "gen-divide-tiles")
        .unwrap();
    let names: Vec<&str> = tiles.choices.iter().map(|c| c.value.as_str()).collect();
    assert_eq!(names, ["searched", "parberry"]);
    assert!(menus.iter().all(|m| m.field != "gen-braid-tiles"));
    assert_eq!(
        menus
            .iter()
            .find(|m| m.field == "shatter")
            .unwrap()
            .choices
            .len(),
        2
    );
}

#[test]
fn the_catalogue_lays_out_one_row_per_source() {
    let mut page = open("");
    let v = page.act(json!({"do": "catalogue"})).unwrap().value.unwrap();
    let rows = v.as_array().unwrap();
    let row = |name: &str| {
        rows.iter()
            .find(|r| r["name"] == name)
            .unwrap_or_else(|| panic!("{name}"))
    };
    assert_eq!(rows[0]["name"], "warnsdorff-open");
    assert_eq!(rows[0]["obf"], Value::Null, "open tours are not obfuscated");
    let closed = row("warnsdorff-closed");
    assert_eq!(closed["obf"], "gen-warnsdorff-closed-obf");
    assert!(closed["about"].as_str().unwrap().contains("sides up to 60"));
    let rule = row("ordering:12345678");
    assert_eq!(
        (rule["label"].clone(), rule["text"].clone()),
        (json!("rule"), json!("gen-rule-text"))
    );
    assert!(
        rows.iter().all(|r| r["name"] != "pohl"),
        "pohl is typed in the rule row"
    );
    let divide = row("divide");
    assert_eq!(divide["tiles"], "gen-divide-tiles");
    assert!(divide["note"]
        .as_str()
        .unwrap()
        .starts_with("deterministic"));
    assert!(divide["about"].as_str().unwrap().contains("even"));
    assert!(divide["tiles_help"].as_str().unwrap().contains(
        "Parberry's tiles and quadrant split, entered from his public generator's tables"
    ));
    assert_eq!(row("braid-joined")["note"], "");
    assert_eq!(row("braid")["tiles"], Value::Null);
}

#[test]
fn the_numbering_relabels_the_charts_and_columns_and_is_carried() {
    let mut page = open("gens=warnsdorff-open&board=8x8&tours=3&seed=5");
    let call = start(&mut *page);
    run_call(&mut *page, &call, 1 << 20, 1);
    let s = page.status();
    let order = |s: &Status| -> Vec<String> {
        rows(s, "table")[0].cells[4..12]
            .iter()
            .map(|c| data(&c.data, "i"))
            .collect()
    };
    assert_eq!(order(&s), ["1", "0", "7", "6", "5", "4", "3", "2"]);
    assert!(output(&s, "compass-cap")
        .text
        .as_deref()
        .unwrap()
        .starts_with("Squirrel"));
    assert_eq!(s.carry, "");
    let mean = |s: &Status, i: &str| -> String {
        let c = rows(s, "table")[0].cells[4..12]
            .iter()
            .find(|c| data(&c.data, "i") == i)
            .unwrap();
        data(&c.data, "mean")
    };
    let m0 = mean(&s, "0");
    let vp = Viewport::new(600.0, 260.0, 1.0);
    let label = page.scene("chart-f", vp, &mut NoGlyphs).unwrap().label;
    assert!(label.contains("Squirrel's numbering"), "{label}");
    assert!(
        page.scene("chart-f", vp, &mut NoGlyphs).is_none(),
        "nothing new to draw"
    );
    page.apply(&texts(&[("numbering", "parberry")])).unwrap();
    assert_eq!(
        page.link(),
        "gens=warnsdorff-open&board=8x8&tours=3&seed=5&numbering=parberry"
    );
    let s = page.status();
    assert_eq!(order(&s), ["0", "1", "2", "3", "4", "5", "6", "7"]);
    assert_eq!(mean(&s, "0"), m0, "the same numbers, reordered");
    assert_eq!(rows(&s, "table-head")[0].cells[4].text, "f0 r0");
    let cap = output(&s, "table-cap").text.clone().unwrap();
    assert!(
        cap.contains("moves 0–7") && cap.contains("counterclockwise"),
        "{cap}"
    );
    assert_eq!(s.carry, "numbering=parberry");
    let label = page.scene("chart-f", vp, &mut NoGlyphs).unwrap().label;
    assert!(label.contains("Parberry's numbering"), "{label}");
    let compass = page.scene("compass", vp, &mut NoGlyphs).unwrap().label;
    assert!(compass.contains("move 0 is 1 up, 2 right"), "{compass}");
    page.apply(&texts(&[("numbering", "phadke")])).unwrap();
    let cap = output(&page.status(), "table-cap").text.clone().unwrap();
    assert!(
        cap.contains("moves 1–8") && cap.contains("Phadke's numbering"),
        "{cap}"
    );
}

#[test]
fn the_tables_preset_runs_the_papers_configuration_beside_its_rows() {
    let mut page = open("seed=1");
    let s = page.status();
    assert_eq!(output(&s, "paper-panel").shown, Some(false));
    let r = page.act(json!({"do": "preset"})).unwrap();
    let call = r.worker.expect("a Worker job");
    assert_eq!(page.link(), "preset=parberry-tables");
    let spec: JobSpec = serde_json::from_value(call.spec.clone()).unwrap();
    assert_eq!(spec.runs.len(), 7);
    let k = spec
        .runs
        .iter()
        .position(|r| r.source == "divide:parberry")
        .unwrap();
    assert_eq!(spec.runs[k].shatter, "sequential");
    assert!(spec.runs.iter().all(|r| r.obfuscate));
    let s = page.status();
    assert_eq!(output(&s, "paper-panel").shown, Some(true));
    assert!(
        s.line
            .starts_with("Running Parberry's Tables 1–2: 7 runs, seed 1"),
        "{}",
        s.line
    );
    let paper = rows(&s, "paper-table");
    assert_eq!(paper.len(), 14);
    assert_eq!(data(&paper[2 * k].data, "from"), "paper");
    assert_eq!(paper[2 * k].cells.len(), 3 + 8 + 7 + 1);
    let f2 = paper[2 * k]
        .cells
        .iter()
        .find(|c| data(&c.data, "i") == "2")
        .unwrap();
    assert_eq!(f2.text, "0.1289");
    assert_eq!(
        data(&paper[2 * k].cells.last().unwrap().data, "verdict"),
        "running"
    );
    // Two tours of that run, reported as the Worker would.
    let mut two = JobSpec {
        runs: vec![spec.runs[k].clone()],
        ..spec
    };
    two.runs[0].tours = 2;
    let mut job =
        StatsJob::open(&serde_json::to_value(&two).unwrap(), Box::new(Ticks(0.0))).unwrap();
    let p = loop {
        let p = job.work(1 << 20).unwrap();
        if p.is_finished() {
            break p;
        }
    };
    let mut report: JobReport = serde_json::from_value(job.output()).unwrap();
    report.runs[0].k = k;
    page.feed(feed(
        call.id,
        &p,
        serde_json::to_value(&report).unwrap(),
        false,
        false,
    ));
    let s = page.status();
    let tool = &rows(&s, "paper-table")[2 * k + 1];
    assert_eq!(data(&tool.data, "from"), "tool");
    assert_eq!(tool.cells[1].text, "2");
    let cells: Vec<_> = tool
        .cells
        .iter()
        .filter(|c| !data(&c.data, "i").is_empty())
        .collect();
    assert_eq!(cells.len(), 15);
    assert!(cells
        .iter()
        .all(|c| c.title.as_deref().unwrap().contains("tool − paper")));
    let verdict = data(
        &rows(&s, "paper-table")[2 * k].cells.last().unwrap().data,
        "verdict",
    );
    assert!(
        ["reproduced", "differs"].contains(&verdict.as_str()),
        "{verdict}"
    );
    assert!(
        rows(&s, "paper-verdicts").is_empty(),
        "said once the runs are over"
    );
    assert!(output(&s, "paper-rule")
        .text
        .as_deref()
        .unwrap()
        .contains("3 standard errors"));
    let generator = &report.runs[0].summary.generator;
    assert!(generator.starts_with("divide:parberry (obfuscated, sequential shatter)"));
    // A Start replaces the preset on screen and in the link.
    let again = start(&mut *page);
    assert_eq!(again.id, call.id + 1);
    // and a Start while it runs sets it aside: dropped, not cancelled.
    let third = page.act(json!({"do": "start"})).unwrap();
    assert_eq!(third.drop, vec![again.id]);
    assert_eq!(third.stop, None);
    assert_eq!(page.link(), "");
    assert_eq!(output(&page.status(), "paper-panel").shown, Some(false));
}

#[test]
fn new_seed_a_refused_start_and_an_empty_export_say_so() {
    let mut page = open("");
    page.act(json!({"do": "new-seed"})).unwrap();
    let seed = text(&*page, "seed");
    assert_ne!(seed, "1");
    assert_eq!(page.link(), format!("seed={seed}"));
    page.act(json!({"do": "refused"})).unwrap();
    assert_eq!(page.status().line, "Not started: fix the marked field.");
    let r = page.act(json!({"do": "export", "format": "csv"})).unwrap();
    assert_eq!(
        r.say.as_deref(),
        Some("No tours to export yet: press Start.")
    );
    let r = page.act(json!({"do": "export", "format": "png"})).unwrap();
    assert!(r.file.is_none() && r.say.unwrap().contains("csv"));
}

/// A run estimated past the page's budget is asked about before anything starts; yes sends the
/// same Start with `force`, which runs it.
#[test]
fn a_long_run_is_asked_about_first() {
    let mut page = common::open_lab("stats", "board=1000x1000&tours=1000000");
    let r = page.act(json!({"do": "start"})).unwrap();
    assert!(r.worker.is_none(), "nothing started");
    let c = r.confirm.expect("asked first");
    assert!(
        c.words.starts_with("This run walks at least 2.0e12 squares (2 generators x 1,000,000 tours x 1,000,000 squares)"),
        "{}",
        c.words
    );
    assert_eq!(c.action, json!({"do": "start", "force": true}));
    let r = page.act(c.action).unwrap();
    assert!(r.confirm.is_none());
    assert!(r.worker.is_some());
    // A short run is not asked about.
    let mut page = common::open_lab("stats", "board=50x50&tours=100");
    let r = page.act(json!({"do": "start"})).unwrap();
    assert!(r.confirm.is_none() && r.worker.is_some());
}

/// Obfuscated ticked for a generator not chosen runs nothing for it, and the status line says
/// so (the page greys the box out until its generator is ticked; a link can still tick it).
#[test]
fn obfuscated_for_a_generator_not_chosen_is_said_not_run() {
    let mut page = open("?gens=warnsdorff-open,braid&obf=braid,divide&board=20x20&tours=5");
    let line = page.status().line;
    assert!(
        line.ends_with(
            "Obfuscated is ticked for divide, not chosen: nothing runs for it; tick it to run it obfuscated."
        ),
        "{line}"
    );
    // Chosen with it, nothing to say.
    let mut page = open("?gens=warnsdorff-open,braid&obf=braid&board=20x20&tours=5");
    assert_eq!(page.status().line, "Choose generators and press Start.");
}

#[test]
fn a_run_on_another_region_walks_it_as_the_cli_does_and_its_refusals_name_their_fields() {
    let q = "gens=warnsdorff-open&board=10x10&leaper=zebra&wrap=torus&shape=centre&tours=4&seed=5";
    let mut page = open(q);
    assert_eq!(page.link(), q);
    assert_eq!(text(&*page, "leaper"), "zebra");
    assert_eq!(text(&*page, "wrap"), "torus");
    let call = start(&mut *page);
    let spec: JobSpec = serde_json::from_value(call.spec.clone()).unwrap();
    assert_eq!(spec.runs[0].region.leaper, "zebra");
    let s = page.status();
    assert!(
        s.line
            .contains("on 10x10 less 4 squares, torus, leaper 2,3 (zebra)"),
        "{}",
        s.line
    );
    let mut job = StatsJob::open(&call.spec, Box::new(Ticks(0.0))).unwrap();
    let p = loop {
        let p = job.work(300).unwrap();
        if p.is_finished() {
            break p;
        }
    };
    let out = job.output();
    page.feed(feed(call.id, &p, out.clone(), true, false));
    let got = summaries(out);
    let got: Summary = got[0].clone().try_into().unwrap();
    assert_eq!(
        got.region.as_deref(),
        Some("10x10 less 4 squares, torus, leaper 2,3 (zebra)")
    );
    // The same run straight from the core on the same region (the CLI's `stats --shape
    // --leaper --wrap` path) gives the same numbers.
    let region = warnsdorff::labs::stats::form::region_of(
        Board::new(10, 10).unwrap(),
        "zebra".parse().unwrap(),
        warnsdorff::region::Wrap::Torus,
        "centre",
    )
    .unwrap();
    let gen = warnsdorff::stats::Generator::on(GenSpec::WarnsdorffOpen, &region, 5, false).unwrap();
    let mut run = Run::with_generator(gen, 4).unwrap();
    while !run.work(10_000).done {}
    let want = run.summary();
    assert_eq!(got.tours, 4);
    assert_eq!(got.moves, want.moves);
    assert_eq!(got.turns, want.turns);
    assert_eq!(got.crossings, want.crossings);
    // The CSV names the region in its board column.
    let csv = page.act(json!({"do": "export", "format": "csv"})).unwrap();
    let csv = csv.file.expect("a CSV").text;
    assert!(
        csv.lines().nth(1).unwrap().starts_with(
            "warnsdorff-open,\"10x10 less 4 squares, torus, leaper 2,3 (zebra)\",5,4,"
        ),
        "{csv}"
    );
    // A plain-board source on a torus, a leaper with no tour, a shape of the wrong size: each
    // said beside its field.
    let page = open("board=8x8");
    let check = |pairs: &[(&str, &str)]| page.check(&texts(pairs));
    let e = check(&[("gens", "braid"), ("gen-braid", "on"), ("wrap", "torus")]);
    assert!(e.iter().any(|e| e.field == Some("gen-braid")), "{e:?}");
    let e = check(&[("leaper", "camel")]);
    assert!(
        e.iter()
            .any(|e| e.field.is_some_and(|f| f.starts_with("gen-")) && e.message.contains("colour")),
        "{e:?}"
    );
    assert!(error_of(&check(&[("shape", "..#/...")]), "shape").contains("board is 8x8"));
    assert!(error_of(&check(&[("leaper", "2,2")]), "leaper").contains("leaper"));
    assert!(error_of(&check(&[("wrap", "sphere")]), "wrap").contains("wrap"));
}

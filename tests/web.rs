//! The wasm API in a real browser: `wasm-pack test --headless --chrome -- --test web`
//! (run by `make test`). Native `cargo test` compiles this file to nothing.
#![cfg(target_arch = "wasm32")]

use warnsdorff::web::*;
use wasm_bindgen::JsValue;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

/// The message a `JsError` carries, as the page sees it (`err.message`).
fn message(e: impl Into<JsValue>) -> String {
    let v: JsValue = e.into();
    js_sys::Reflect::get(&v, &"message".into())
        .ok()
        .and_then(|m| m.as_string())
        .unwrap_or_default()
}

#[wasm_bindgen_test]
fn sides_within_the_page_limits() {
    assert_eq!(parse_side("rows", "8").ok(), Some(8));
    assert_eq!(parse_side("rows", " 2000 ").ok(), Some(2000));
    let m = message(parse_side("rows", "0").unwrap_err());
    assert!(m.contains("rows") && m.contains("3 to 2000"), "{m}");
    let m = message(parse_side("cols", "3000").unwrap_err());
    assert!(m.contains("over the page's limit"), "{m}");
    let m = message(parse_side("cols", "8.5").unwrap_err());
    assert!(m.contains("not a whole number"), "{m}");
    let m = message(parse_side("cols", "99999999999999999999999").unwrap_err());
    assert!(m.contains("limit"), "{m}");
}

#[wasm_bindgen_test]
fn squares_on_and_off_the_board() {
    assert_eq!(parse_square("8", "8", "a8").ok(), Some(vec![1, 1]));
    assert_eq!(parse_square("8", "8", "3,4").ok(), Some(vec![3, 4]));
    let m = message(parse_square("8", "8", "9,1").unwrap_err());
    assert!(m.contains("off the 8x8 board"), "{m}");
    let m = message(parse_square("0", "8", "1,1").unwrap_err());
    assert!(m.contains("rows"), "{m}");
}

#[wasm_bindgen_test]
fn a_walk_steps_undoes_and_reads_degrees() {
    let mut lab = Lab::new("8", "8", "1,1", "ordering:12345678", "1").unwrap();
    assert_eq!(
        (lab.rows(), lab.cols(), lab.squares(), lab.len()),
        (8, 8, 64, 1)
    );
    assert_eq!(lab.order(1, 1), Some(1));
    assert_eq!(lab.degree(1, 1), None);
    // (2,3) has 6 neighbours on the empty board; (1,1) is visited, so 5 are left.
    assert_eq!(lab.degree(4, 4), Some(8));
    assert_eq!(lab.degree(2, 3), Some(5));
    assert!(lab.step());
    assert_eq!(lab.len(), 2);
    assert!(
        lab.status().starts_with("Step 2 of 64: (1,1) a8 to"),
        "{}",
        lab.status()
    );
    assert!(lab.undo());
    assert_eq!(lab.len(), 1);
    assert!(!lab.undo());
    assert_eq!(lab.seek(64), 64);
    assert!(!lab.running());
    assert!(
        lab.status().ends_with("Finished: full tour."),
        "{}",
        lab.status()
    );
    assert_eq!(lab.seek(10), 10);
    assert!(
        lab.status().starts_with("Step 10 of 64"),
        "{}",
        lab.status()
    );
    assert_eq!(lab.degree(0, 0), None);
    assert_eq!(lab.square_at(-5.0, 3.0), None);
}

#[wasm_bindgen_test]
fn bad_arguments_throw_with_a_message() {
    let m = |r: Result<Lab, JsValue>| message(r.err().expect("an error"));
    assert!(m(Lab::new("0", "8", "1,1", "random", "1")).contains("rows: 0 is too few"));
    assert!(m(Lab::new("8", "3000", "1,1", "random", "1")).contains("over the page's limit"));
    assert!(m(Lab::new("8", "8", "9,9", "random", "1")).contains("start: square '9,9' is off"));
    assert!(m(Lab::new("8", "8", "1,1", "ordering:1234567", "1")).starts_with("rule: "));
    assert!(m(Lab::new("8", "9", "1,1", "squirrel-cull", "1")).contains("square boards"));
    assert!(m(Lab::new("8", "8", "1,1", "random", "-1")).contains("seed '-1'"));
    assert!(message(parse_rule("banana").unwrap_err()).contains("unknown rule"));
}

/// A field of a JS object as f64 (or an array of them).
fn num(v: &JsValue, key: &str) -> f64 {
    js_sys::Reflect::get(v, &key.into())
        .ok()
        .and_then(|x| x.as_f64())
        .unwrap_or(f64::NAN)
}

fn get(v: &JsValue, path: &[&str]) -> JsValue {
    path.iter().fold(v.clone(), |o, k| {
        js_sys::Reflect::get(&o, &(*k).into()).unwrap_or(JsValue::UNDEFINED)
    })
}

fn floats(v: &JsValue) -> Vec<f64> {
    js_sys::Array::from(v)
        .iter()
        .map(|x| x.as_f64().unwrap_or(f64::NAN))
        .collect()
}

#[wasm_bindgen_test]
fn a_stats_run_works_in_slices_and_summarises() {
    let mut run = StatsRun::new("warnsdorff-open", "8x8", "5", "7", false).unwrap();
    let mut slices = 0;
    let p = loop {
        let p = run.work(200.0).unwrap();
        slices += 1;
        assert!(num(&p, "squares") <= 200.0 * slices as f64 + 1.0);
        if get(&p, &["done"]).as_bool() == Some(true) {
            break p;
        }
        assert!(slices < 10_000, "the run never finished");
    };
    assert!(
        slices > 1,
        "200 squares a slice cannot make 5 tours of 64 at once"
    );
    assert_eq!(num(&p, "tours"), 5.0);
    assert_eq!(num(&p, "target"), 5.0);
    assert!(num(&p, "attempts") >= 5.0);
    let s = run.summary().unwrap();
    assert_eq!(num(&s, "tours"), 5.0);
    assert_eq!(
        get(&s, &["generator"]).as_string().as_deref(),
        Some("warnsdorff-open")
    );
    assert_eq!(get(&s, &["seed"]).as_string().as_deref(), Some("7"));
    assert_eq!(floats(&get(&s, &["board"])), vec![8.0, 8.0]);
    for key in ["moves", "relative"] {
        let mean = floats(&get(&s, &[key, "mean"]));
        let sd = floats(&get(&s, &[key, "sd"]));
        assert_eq!((mean.len(), sd.len()), (8, 8));
        assert!(
            (mean.iter().sum::<f64>() - 1.0).abs() < 1e-9,
            "{key}: {mean:?}"
        );
    }
    // r_4 is 0 for every tour (no move straight back).
    assert_eq!(floats(&get(&s, &["relative", "mean"]))[4], 0.0);
    let rate = num(&s, "attempt_rate");
    assert!(rate > 0.0 && rate <= 1.0);
    let last = run.last_tour().unwrap();
    assert_eq!(num(&last, "edges"), 63.0);
    // The same seed gives the same numbers, however the work is sliced.
    let mut again = StatsRun::new("random", "8x8", "5", "7", false).unwrap();
    while get(&again.work(1e9).unwrap(), &["done"]).as_bool() != Some(true) {}
    assert_eq!(
        floats(&get(&again.summary().unwrap(), &["relative", "mean"])),
        floats(&get(&s, &["relative", "mean"]))
    );
    // CSV of the summaries the page holds.
    let csv = stats_csv(js_sys::Array::of1(&s).into()).unwrap();
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(
        lines[0],
        "generator,board,seed,tours,attempts,attempt_rate,kind,numbering,i,mean,sd"
    );
    assert_eq!(lines.len(), 17);
    assert!(
        lines[1].starts_with("warnsdorff-open,8x8,7,5,"),
        "{}",
        lines[1]
    );
    assert!(lines[9].contains(",relative,parberry,0,"), "{}", lines[9]);
}

#[wasm_bindgen_test]
fn a_stats_run_stops_when_asked_and_big_seeds_survive() {
    let mut run = StatsRun::new(
        "warnsdorff-closed",
        "50x50",
        "1000",
        "18446744073709551615",
        false,
    )
    .unwrap();
    run.work(10_000.0).unwrap();
    run.stop("cancelled");
    let p = run.progress().unwrap();
    assert_eq!(get(&p, &["done"]).as_bool(), Some(true));
    assert_eq!(
        get(&p, &["stopped"]).as_string().as_deref(),
        Some("cancelled")
    );
    let s = run.summary().unwrap();
    assert_eq!(
        get(&s, &["seed"]).as_string().as_deref(),
        Some("18446744073709551615")
    );
    let before = num(&s, "squares");
    run.work(10_000.0).unwrap();
    assert_eq!(num(&run.progress().unwrap(), "squares"), before);
}

#[wasm_bindgen_test]
fn bad_stats_settings_throw_with_a_message() {
    let m = |r: Result<StatsRun, JsValue>| message(r.err().expect("an error"));
    assert!(
        m(StatsRun::new("banana", "8x8", "5", "1", false)).contains("unknown generator 'banana'")
    );
    assert!(m(StatsRun::new("warnsdorff-open", "3x3", "5", "1", false))
        .contains("3x3 has no knight's tour"));
    assert!(
        m(StatsRun::new("warnsdorff-closed", "9x9", "5", "1", false))
            .contains("no closed knight's tour")
    );
    assert!(m(StatsRun::new("warnsdorff-open", "8x8", "0", "1", false)).contains("at least 1"));
    assert!(m(StatsRun::new("warnsdorff-open", "8x8", "5", "x", false)).contains("seed 'x'"));
    assert!(m(StatsRun::new("squirrel-cull", "8x9", "5", "1", false)).contains("square boards"));
    assert!(m(StatsRun::new("warnsdorff-open", "8x8", "5", "1", true)).contains("obfuscation"));
    assert!(message(parse_stats_board("2000x2000").unwrap_err()).contains("up to 1000"));
    assert!(message(parse_tours("many").unwrap_err()).contains("not a whole number"));
    assert_eq!(parse_stats_board(" 50 ").ok().as_deref(), Some("50x50"));
    assert_eq!(
        check_generator("ordering:21345678", "8x8", false)
            .ok()
            .as_deref(),
        Some("ordering:21345678")
    );
    // warnsdorff-closed keeps to the catalogue's limit, as on the tourney page.
    assert!(m(StatsRun::new(
        "warnsdorff-closed",
        "100x100",
        "5",
        "1",
        false
    ))
    .contains("over its limit of 60"));
}

#[wasm_bindgen_test]
fn the_walk_gives_its_own_distribution() {
    let mut lab = Lab::new("8", "8", "1,1", "ordering:12345678", "1").unwrap();
    let d = lab.distribution().unwrap();
    assert_eq!((num(&d, "edges"), num(&d, "turns")), (0.0, 0.0));
    lab.seek(64);
    let d = lab.distribution().unwrap();
    assert_eq!((num(&d, "edges"), num(&d, "turns")), (63.0, 62.0));
    for key in ["moves", "relative"] {
        let v = floats(&get(&d, &[key]));
        assert!((v.iter().sum::<f64>() - 1.0).abs() < 1e-12, "{key}: {v:?}");
    }
}

// ---------------------------------------------------------------------------------------------
// Walk and statistics boundary (helper walkstats): errors name their field, the long-job
// protocol of the walk Lab, imported paths, and the core's catalogues.
// ---------------------------------------------------------------------------------------------

/// The `field` a wasm error carries.
fn field(e: &JsValue) -> String {
    get(e, &["field"]).as_string().unwrap_or_default()
}

#[wasm_bindgen_test]
fn errors_name_the_control_they_belong_to() {
    let f = |r: Result<Lab, JsValue>| field(&r.err().expect("an error"));
    assert_eq!(f(Lab::new("0", "8", "1,1", "random", "1")), "rows");
    assert_eq!(f(Lab::new("8", "x", "1,1", "random", "1")), "cols");
    assert_eq!(f(Lab::new("8", "8", "9,9", "random", "1")), "start");
    assert_eq!(f(Lab::new("8", "8", "1,1", "banana", "1")), "rule");
    assert_eq!(
        f(Lab::new("8", "8", "1,1", "ordering:1234567", "1")),
        "ordering"
    );
    assert_eq!(f(Lab::new("8", "9", "1,1", "squirrel-cull", "1")), "rule");
    assert_eq!(f(Lab::new("8", "8", "1,1", "random", "-1")), "seed");
    let s = |r: Result<StatsRun, JsValue>| field(&r.err().expect("an error"));
    assert_eq!(s(StatsRun::new("banana", "8x8", "5", "1", false)), "gens");
    assert_eq!(
        s(StatsRun::new("warnsdorff-open", "3x3", "5", "1", false)),
        "board"
    );
    assert_eq!(
        s(StatsRun::new("warnsdorff-open", "8x8", "0", "1", false)),
        "tours"
    );
    assert_eq!(
        s(StatsRun::new("warnsdorff-open", "8x8", "5", "x", false)),
        "seed"
    );
    assert_eq!(field(&parse_side("cols", "0").unwrap_err()), "cols");
}

#[wasm_bindgen_test]
fn nineteen_prepares_in_slices_and_can_be_cancelled() {
    // 300x300: the first orderings fail from (1,1), so the trial walks take many slices.
    let mut lab = Lab::new("300", "300", "1,1", "nineteen", "1").unwrap();
    assert!(lab.busy() && !lab.failed());
    assert_eq!((lab.rows(), lab.cols()), (300, 300));
    let p = lab.work(0.0).unwrap();
    assert_eq!(get(&p, &["done"]).as_bool(), Some(false));
    let f = num(&p, "fraction");
    assert!((0.0..1.0).contains(&f), "{f}");
    assert!(get(&p, &["status"])
        .as_string()
        .unwrap()
        .contains("ordering #"));
    let mut slices = 1;
    while lab.busy() {
        lab.work(5.0).unwrap();
        slices += 1;
    }
    assert!(slices >= 2, "{slices} slices");
    assert!(!lab.failed());
    // The ordering walked is named once, not as a label and again as a note.
    assert!(
        lab.rule_words().starts_with("nineteen: ") && !lab.rule_words().contains("of 19, "),
        "{}",
        lab.rule_words()
    );
    assert_eq!(lab.len(), 1);
    assert!(lab.step());

    let mut gone = Lab::new("300", "300", "1,1", "nineteen", "1").unwrap();
    gone.work(0.0).unwrap();
    gone.cancel();
    assert!(!gone.busy() && gone.failed());
    // A rule with nothing to prepare is ready at once.
    let quick = Lab::new("8", "8", "1,1", "random", "1").unwrap();
    assert!(!quick.busy());
}

#[wasm_bindgen_test]
fn a_walk_gives_its_path_and_an_imported_path_replays() {
    let mut lab = Lab::new("8", "8", "1,1", "ordering:12345678", "1").unwrap();
    lab.seek(64);
    let path = lab.path();
    assert_eq!(path.len(), 64);
    assert_eq!(path[0], 0);
    let mut copy = Lab::from_tour(8, 8, &path).unwrap();
    assert_eq!(copy.rule(), "imported");
    assert_eq!(copy.len(), 1);
    assert!(copy.step());
    let report = copy.last_step().unwrap();
    assert!(js_sys::Array::from(&get(&report, &["candidates"])).length() >= 1);
    assert_eq!(copy.seek(64), 64);
    assert_eq!(copy.path(), path);
    assert!(!copy.running());
    // A partial path ends where it ends.
    let mut part = Lab::from_tour(8, 8, &path[..10]).unwrap();
    part.seek(64);
    assert_eq!(part.len(), 10);
    assert!(
        part.status().contains("the given path ends after 10 of 64"),
        "{}",
        part.status()
    );
    // Not a knight's path: refused, on the import field.
    let e = Lab::from_tour(8, 8, &[0, 1]).err().unwrap();
    assert_eq!(field(&e), "import");
    assert!(message(e).contains("not a knight's move"));
    assert_eq!(field(&Lab::from_tour(8, 8, &[64]).err().unwrap()), "import");
}

#[wasm_bindgen_test]
fn the_catalogues_come_from_the_core() {
    let rules = js_sys::Array::from(&rule_catalogue().unwrap());
    let names: Vec<String> = rules
        .iter()
        .map(|r| get(&r, &["name"]).as_string().unwrap())
        .collect();
    assert_eq!(
        names,
        [
            "ordering",
            "random",
            "squirrel-cull",
            "nineteen",
            "pohl",
            "lookahead"
        ]
    );
    let look = rules.get(5);
    assert_eq!(get(&look, &["takesOrdering"]).as_bool(), Some(true));
    assert!(get(&look, &["description"])
        .as_string()
        .unwrap()
        .contains("sets aside"));
    assert!(get(&look, &["paper"]).as_string().unwrap().contains("004"));

    let sources = js_sys::Array::from(&source_catalogue().unwrap());
    let find = |name: &str| {
        sources
            .iter()
            .find(|s| get(s, &["name"]).as_string().as_deref() == Some(name))
            .unwrap_or_else(|| panic!("{name} is listed"))
    };
    let closed = find("warnsdorff-closed");
    assert_eq!(num(&closed, "maxSide"), 60.0);
    assert_eq!(get(&closed, &["deterministic"]).as_bool(), Some(false));
    let divide = find("divide");
    assert_eq!(get(&divide, &["deterministic"]).as_bool(), Some(true));
    assert_eq!(get(&divide, &["closed"]).as_bool(), Some(true));
    assert!(get(&divide, &["sizes"])
        .as_string()
        .unwrap()
        .contains("even"));
    assert_eq!(
        get(&find("braid-joined"), &["deterministic"]).as_bool(),
        Some(false)
    );
}

#[wasm_bindgen_test]
fn a_deterministic_source_is_one_tour_and_says_so() {
    let mut run = StatsRun::new("divide", "8x8", "200", "1", false).unwrap();
    while get(&run.work(1e9).unwrap(), &["done"]).as_bool() != Some(true) {}
    let s = run.summary().unwrap();
    assert_eq!(num(&s, "tours"), 1.0);
    assert_eq!(get(&s, &["deterministic"]).as_bool(), Some(true));
    assert!(get(&s, &["stopped"])
        .as_string()
        .unwrap()
        .contains("deterministic"));
    // Obfuscated, it is a sample again.
    let mut ob = StatsRun::new("divide", "8x8", "3", "1", true).unwrap();
    while get(&ob.work(1e9).unwrap(), &["done"]).as_bool() != Some(true) {}
    assert_eq!(num(&ob.summary().unwrap(), "tours"), 3.0);
}

// ---------------------------------------------------------------------------------------------
// End of the walk and statistics boundary section.
// ---------------------------------------------------------------------------------------------

#[wasm_bindgen_test]
fn a_tourney_generates_and_its_rails_switch() {
    let mut lab = TourneyLab::generate("divide-tourney", "22", "1").unwrap();
    assert_eq!(lab.cycle_count(), 7);
    let rails = lab.rail_count();
    assert!(rails > 0);
    // Every rail's switch changes the count by one, or reroutes a cycle and keeps it.
    for k in 0..rails.min(40) {
        let mut one = TourneyLab::generate("divide-tourney", "22", "1").unwrap();
        let effect = one.rail_effect(k).unwrap();
        let status = one.switch_rail(k).unwrap();
        let after = one.cycle_count();
        match effect.as_str() {
            "joins" => assert_eq!(after, 6, "{status}"),
            "splits" => assert_eq!(after, 8, "{status}"),
            "reroutes" => assert_eq!(after, 7, "{status}"),
            e => panic!("effect {e}"),
        }
        assert!(
            status.starts_with(&format!("Switched rail {}", k + 1)),
            "{status}"
        );
        assert_eq!(one.ops().matches('r').count(), 1);
    }
    let m = message(lab.switch_rail(rails).unwrap_err());
    assert!(m.contains(&format!("the cover has {rails} rails")), "{m}");
    assert!(lab.rail_centre(0).is_ok());
}

#[wasm_bindgen_test]
fn plans_step_back_and_replay() {
    let mut lab = TourneyLab::generate("braid", "12", "3").unwrap();
    assert_eq!(lab.cycle_count(), 12);
    let n = lab.plan("join").unwrap();
    assert!(n >= 11);
    assert!(lab.step());
    assert_eq!(lab.cycle_count(), 11);
    assert!(lab.back());
    assert_eq!(lab.cycle_count(), 12);
    assert_eq!(lab.seek(n), n);
    assert_eq!(lab.cycle_count(), 1);
    assert!(!lab.step());
    assert!(lab
        .status()
        .ends_with("Done: 1 cycle, a closed knight's tour."));
    let ops = lab.ops();
    assert_eq!(ops, format!("join@{n}"));
    let shattered = lab.plan("shatter").unwrap();
    lab.seek(shattered);
    let count = lab.cycle_count();
    assert!(count > 1);
    let mut again = TourneyLab::generate("braid", "12", "3").unwrap();
    again.replay(&lab.ops()).unwrap();
    assert_eq!(again.cycle_count(), count);
    assert_eq!(again.status(), lab.status());
    let m = message(again.replay("join@x").unwrap_err());
    assert!(m.contains("'join@x'"), "{m}");
    let m = message(lab.plan("melt").unwrap_err());
    assert!(m.contains("shatter, join or obfuscate"), "{m}");
}

#[wasm_bindgen_test]
fn bad_generators_sizes_and_walks_throw_with_a_message() {
    let m = message(TourneyLab::generate("spiral", "8", "1").err().unwrap());
    assert!(
        m.contains("generator 'spiral' is not known") && m.contains("braid"),
        "{m}"
    );
    let m = message(TourneyLab::generate("four-cover", "10", "1").err().unwrap());
    assert!(m.contains("n x n for n a multiple of 4"), "{m}");
    let m = message(TourneyLab::generate("braid", "ten", "1").err().unwrap());
    assert!(m.contains("'ten' is not a whole number"), "{m}");
    let m = message(TourneyLab::generate("braid", "100000", "1").err().unwrap());
    assert!(m.contains("limit"), "{m}");
    let m = message(parse_tourney_size("braid", "7").unwrap_err());
    assert!(m.contains("even n >= 4"), "{m}");
    assert_eq!(
        js_sys::Array::from(&cover_catalogue().unwrap()).length(),
        warnsdorff::tourneys::CATALOGUE.len() as u32
    );
    let mut walk = TourneyLab::from_walk("8x8", "1,1", "random", "18").unwrap();
    assert_eq!(walk.cycle_count(), 1);
    let m = message(
        TourneyLab::from_walk("5x5", "1,1", "ordering:12345678", "1")
            .err()
            .unwrap(),
    );
    assert!(m.starts_with("that walk is not a closed tour: "), "{m}");
    let m = message(
        TourneyLab::from_walk("8x8", "9,9", "random", "1")
            .err()
            .unwrap(),
    );
    assert!(m.starts_with("start: "), "{m}");
}

// ---- Seeded randomness in wasm (owner: rng) --------------------------------------------------
// The same seed gives the same random-rule walk in wasm as natively: the pins are tests/rng.rs's.

#[path = "rng/pins.rs"]
mod rng_pins;

#[wasm_bindgen_test]
fn the_seeded_random_walk_is_the_native_one() {
    let mut s = warnsdorff::rng::Stream::new(42);
    assert_eq!(
        [s.next_u64(), s.next_u64(), s.next_u64()],
        rng_pins::STREAM_42
    );
    let p = rng_pins::random_8x8_walk();
    assert_eq!(p[..20], rng_pins::RANDOM_8X8_FIRST_20);
    assert_eq!(p.len(), rng_pins::RANDOM_8X8_LEN);
    assert_eq!(rng_pins::fnv1a(p), rng_pins::RANDOM_8X8_FNV);
    assert_ne!(
        warnsdorff::rng::fresh_seed().unwrap(),
        warnsdorff::rng::fresh_seed().unwrap()
    );
}

// ---------------------------------------------------------------------------------------------
// Tourney lab: jobs, catalogue, cycles import/export (owner: lab)
// ---------------------------------------------------------------------------------------------

fn tl_field(e: &JsValue) -> String {
    js_sys::Reflect::get(e, &"field".into())
        .ok()
        .and_then(|f| f.as_string())
        .unwrap_or_default()
}

fn tl_prop(o: &JsValue, k: &str) -> JsValue {
    js_sys::Reflect::get(o, &k.into()).unwrap()
}

#[wasm_bindgen_test]
fn tourney_errors_name_their_field() {
    assert_eq!(
        tl_field(&TourneyLab::generate("spiral", "8", "1").err().unwrap()),
        "gen"
    );
    assert_eq!(
        tl_field(&TourneyLab::generate("braid", "7", "1").err().unwrap()),
        "n"
    );
    assert_eq!(
        tl_field(&TourneyLab::generate("braid", "8", "-1").err().unwrap()),
        "seed"
    );
    let mut lab = TourneyLab::generate("braid", "8", "1").unwrap();
    assert_eq!(tl_field(&lab.replay("banana").unwrap_err()), "ops");
    assert_eq!(tl_field(&lab.switch_rail(99_999).unwrap_err()), "rail-no");
    assert_eq!(tl_field(&lab.plan("melt").unwrap_err()), "status");
}

#[wasm_bindgen_test]
fn cover_catalogue_lists_every_generator_with_its_sizes() {
    let cat = js_sys::Array::from(&cover_catalogue().unwrap());
    assert_eq!(cat.length(), warnsdorff::tourneys::CATALOGUE.len() as u32);
    for c in cat.iter() {
        let name = tl_prop(&c, "name").as_string().unwrap();
        assert!(
            !tl_prop(&c, "paper").as_string().unwrap().is_empty(),
            "{name}"
        );
        assert!(
            tl_prop(&c, "sizes")
                .as_string()
                .unwrap()
                .starts_with("n x n"),
            "{name}"
        );
        let max = tl_prop(&c, "maxSide").as_f64().unwrap();
        assert!((4.0..=400.0).contains(&max), "{name}");
    }
}

#[wasm_bindgen_test]
fn a_takefuji_lee_cover_says_how_the_network_converged() {
    let mut lab = TourneyLab::generate("takefuji-lee", "16", "1").unwrap();
    while lab.busy() {
        lab.work(40.0).unwrap();
    }
    let s = lab.status();
    assert!(
        s.starts_with("takefuji-lee on 16x16, seed 1, converged after "),
        "{s}"
    );
    assert!(lab.cycle_count() >= 1);
}

#[wasm_bindgen_test]
fn a_long_generation_and_a_plan_run_as_jobs() {
    let mut lab = TourneyLab::generate("warnsdorff-tourney", "200", "1").unwrap();
    let mut rounds = 0;
    while lab.busy() {
        let r = lab.work(40.0).unwrap();
        let f = tl_prop(&r, "fraction").as_f64().unwrap();
        assert!((0.0..=1.0).contains(&f));
        rounds += 1;
    }
    assert!(!lab.failed() && lab.cycle_count() > 1, "{rounds}");
    let count = lab.cycle_count();
    let flat = lab.cycles_flat();
    lab.plan_begin("obfuscate").unwrap();
    assert!(lab.busy());
    lab.work(5.0).unwrap();
    lab.cancel();
    assert!(!lab.busy());
    assert_eq!(lab.cycles_flat(), flat);
    assert_eq!(lab.plan_kind(), "");
    lab.plan_begin("join").unwrap();
    while !tl_prop(&lab.work(30.0).unwrap(), "done").as_bool().unwrap() {}
    assert_eq!(lab.plan_kind(), "join");
    let n = lab.plan_len();
    lab.seek(n);
    assert!(lab.cycle_count() < count);
    let mut cancelled = TourneyLab::generate("warnsdorff-tourney", "200", "2").unwrap();
    if cancelled.busy() {
        cancelled.cancel();
        assert!(cancelled.failed() && !cancelled.busy());
    }
}

#[wasm_bindgen_test]
fn cycles_flat_round_trips_through_from_cycles() {
    let mut lab = TourneyLab::generate("divide-tourney", "22", "1").unwrap();
    let flat = lab.cycles_flat();
    assert_eq!(flat.len(), 22 * 22 + 7);
    let mut back = TourneyLab::from_cycles(22, 22, &flat).unwrap();
    assert_eq!(back.cycle_count(), 7);
    // the same cycles (each may be read the other way round)
    assert_eq!(tl_cycle_sets(&back.cycles_flat()), tl_cycle_sets(&flat));
    assert_eq!(lab.cycle_count(), 7);
    let e = TourneyLab::from_cycles(22, 22, &flat[..flat.len() - 1])
        .err()
        .unwrap();
    assert_eq!(tl_field(&e), "import");
    let e = TourneyLab::from_cycles(22, 22, &[3, 0, 1, 2])
        .err()
        .unwrap();
    assert_eq!(tl_field(&e), "import");
}

/// The cycles of a flat encoding, each as its sorted squares.
fn tl_cycle_sets(flat: &[u32]) -> Vec<Vec<u32>> {
    let mut out = Vec::new();
    let mut at = 0;
    while at < flat.len() {
        let len = flat[at] as usize;
        let mut c = flat[at + 1..at + 1 + len].to_vec();
        c.sort();
        out.push(c);
        at += 1 + len;
    }
    out.sort();
    out
}

// ---- Import, export and fresh seeds (src/web/io.rs) ------------------------------------------

/// A property of a JS object or error, as the page reads it.
fn prop(v: &JsValue, k: &str) -> JsValue {
    js_sys::Reflect::get(v, &k.into()).unwrap_or(JsValue::UNDEFINED)
}

#[wasm_bindgen_test]
fn import_a_matrix_and_export_it_back() {
    use warnsdorff::web::io;
    let t = io::import_tour("1 - -\n- - 2\n").expect("a path of two squares");
    assert_eq!(prop(&t, "rows").as_f64(), Some(2.0));
    assert_eq!(prop(&t, "cols").as_f64(), Some(3.0));
    assert_eq!(prop(&t, "closed").as_bool(), Some(false));
    let squares = js_sys::Uint32Array::new(&prop(&t, "squares")).to_vec();
    assert_eq!(squares, vec![0, 5]);
    let text = io::export_path(2, 3, &squares, "matrix", None, None).unwrap();
    assert_eq!(text, "1 - -\n- - 2\n");
    let json = io::export_path(
        2,
        3,
        &squares,
        "json",
        Some("random".into()),
        Some("18".into()),
    )
    .unwrap();
    assert!(
        json.contains("\"rule\":\"random\"") && json.contains("\"seed\":18"),
        "{json}"
    );
}

#[wasm_bindgen_test]
fn import_errors_carry_field_line_and_square() {
    use warnsdorff::web::io;
    let e = io::import_tour("1 - - -\n\n- - 2 -\n- 3 - -\n").unwrap_err();
    assert_eq!(prop(&e, "field").as_string().as_deref(), Some("import"));
    assert_eq!(prop(&e, "line").as_f64(), Some(4.0));
    let sq = js_sys::Array::from(&prop(&e, "square"));
    assert_eq!(
        (sq.get(0).as_f64(), sq.get(1).as_f64()),
        (Some(3.0), Some(2.0))
    );
    assert!(message(e).contains("line 4, square (3,2)"));
    let e = io::export_path(8, 8, &[0, 1], "matrix", None, None).unwrap_err();
    assert_eq!(prop(&e, "field").as_string().as_deref(), Some("export"));
    let e = io::export_cycles(4, 4, &[4, 0, 6, 15, 9], "banana").unwrap_err();
    assert!(message(e).contains("format 'banana'"));
}

#[wasm_bindgen_test]
fn covers_through_the_flat_encoding() {
    use warnsdorff::web::io;
    let flat = [
        4, 0, 6, 15, 9, 4, 1, 7, 14, 8, 4, 2, 11, 13, 4, 4, 3, 10, 12, 5,
    ];
    let json = io::export_cycles(4, 4, &flat, "json").unwrap();
    let c = io::import_cover(&json).unwrap();
    assert_eq!(prop(&c, "cycles").as_f64(), Some(4.0));
    assert_eq!(js_sys::Uint32Array::new(&prop(&c, "flat")).to_vec(), flat);
    assert!(io::export_cycles(4, 4, &flat, "svg")
        .unwrap()
        .starts_with("<svg"));
    let e = io::export_cycles(4, 4, &flat, "matrix").unwrap_err();
    assert!(message(e).contains("4 cycles"));
}

#[wasm_bindgen_test]
fn fresh_seeds_are_whole_numbers_and_differ() {
    let a = warnsdorff::web::io::fresh_seed().unwrap();
    let b = warnsdorff::web::io::fresh_seed().unwrap();
    assert!(a.parse::<u64>().is_ok() && b.parse::<u64>().is_ok());
    assert_ne!(a, b);
}

/// The `field` of an error from the wasm layer.
fn field_of(e: &JsValue) -> String {
    prop(e, "field").as_string().unwrap_or_default()
}

// ---- The one page wrapper (src/web/page.rs) ----------------------------------------------------

/// `[[name, text], ...]` as the page sends its controls' texts.
fn texts(pairs: &[(&str, &str)]) -> JsValue {
    let a = js_sys::Array::new();
    for (k, v) in pairs {
        a.push(&js_sys::Array::of2(&(*k).into(), &(*v).into()));
    }
    a.into()
}

#[wasm_bindgen_test]
fn a_page_opens_from_its_link_and_says_what_the_link_had_wrong() {
    use warnsdorff::web::page::WebPage;
    let page = WebPage::open("construct", "?board=12by14&kind=zig&step=2").unwrap();
    let errors = js_sys::Array::from(&page.link_errors().unwrap());
    let fields: Vec<String> = errors.iter().map(|e| field_of(&e)).collect();
    assert_eq!(fields, ["board", "kind"]);
    let t = page.texts().unwrap();
    assert_eq!(prop(&t, "board").as_string().as_deref(), Some("12x14"));
    assert_eq!(page.link(), "step=2");
    let e = WebPage::open("nowhere", "").err().expect("no such lab");
    assert!(message(e).contains("nowhere"));
}

#[wasm_bindgen_test]
fn a_page_checks_and_applies_texts_and_its_errors_name_their_fields() {
    use warnsdorff::web::page::WebPage;
    let mut page = WebPage::open("construct", "").unwrap();
    let errs = js_sys::Array::from(
        &page
            .check(texts(&[("rows", "abc"), ("cols", "0")]))
            .unwrap(),
    );
    let fields: Vec<String> = errs.iter().map(|e| field_of(&e)).collect();
    assert_eq!(fields, ["rows", "cols"]);
    // Nothing applied by a check; a refused apply throws an Error listing every field's.
    assert_eq!(page.link(), "");
    let e = page
        .apply(texts(&[("rows", "4"), ("cols", "9"), ("kind", "closed")]))
        .unwrap_err();
    assert_eq!(field_of(&e), "kind");
    assert_eq!(js_sys::Array::from(&prop(&e, "errors")).length(), 1);
    page.apply(texts(&[("rows", "6"), ("cols", "9")])).unwrap();
    assert_eq!(page.link(), "board=6x9");
    // Actions as JSON; an action's error names its field; a reply is a plain object.
    let reply = page
        .act(
            serde_wasm_bindgen::to_value(&serde_json::json!({"do": "export", "format": "matrix"}))
                .unwrap(),
        )
        .unwrap();
    let file = prop(&reply, "file");
    assert_eq!(
        prop(&file, "name").as_string().as_deref(),
        Some("construct-closed-6x9.txt")
    );
    let bad = page
        .act(serde_wasm_bindgen::to_value(&serde_json::json!({"do": "fly"})).unwrap())
        .unwrap_err();
    assert_eq!(field_of(&bad), "status");
    let status = page.status().unwrap();
    assert!(prop(&status, "line")
        .as_string()
        .unwrap()
        .starts_with("Partition of 6x9"));
    assert!(!page.busy());
}

// ---- The walk page's teaching wrappers (src/web/teach.rs) -------------------------------------

/// A fresh 2-D context on a detached canvas (the draw calls need one; nothing is shown).
fn ctx2d() -> web_sys::CanvasRenderingContext2d {
    use wasm_bindgen::JsCast;
    js_sys::Function::new_no_args(
        "const c = document.createElement('canvas'); c.width = 300; c.height = 300; \
         return c.getContext('2d');",
    )
    .call0(&JsValue::NULL)
    .unwrap()
    .unchecked_into()
}

fn list(v: &JsValue) -> Vec<JsValue> {
    js_sys::Array::from(v).iter().collect()
}

fn pair(v: &JsValue) -> [u32; 2] {
    let a = list(v);
    assert_eq!(a.len(), 2, "{v:?}");
    [a[0].as_f64().unwrap() as u32, a[1].as_f64().unwrap() as u32]
}

#[wasm_bindgen_test]
fn numberings_compasses_and_bar_orders_in_every_numbering() {
    use warnsdorff::web::teach::{bar_order, compass, numberings, parse_numbering};
    let all = list(&numberings().unwrap());
    let keys: Vec<String> = all
        .iter()
        .map(|e| prop(e, "key").as_string().unwrap())
        .collect();
    assert_eq!(keys, ["squirrel", "parberry", "phadke"]);
    for e in &all {
        assert!(!prop(e, "name").as_string().unwrap().is_empty());
        assert!(!prop(e, "words").as_string().unwrap().is_empty());
    }
    for k in &keys {
        assert_eq!(
            parse_numbering(&format!(" {} ", k.to_uppercase()))
                .ok()
                .as_ref(),
            Some(k)
        );
        let points = list(&compass(k).unwrap());
        assert_eq!(points.len(), 8, "{k}");
        let mut deltas: Vec<(i32, i32)> = Vec::new();
        let (mut numbers, mut squirrels) = (Vec::new(), Vec::new());
        for p in &points {
            let (dr, dc) = (num(p, "dr") as i32, num(p, "dc") as i32);
            assert!(
                matches!((dr.abs(), dc.abs()), (1, 2) | (2, 1)),
                "{k}: {dr},{dc}"
            );
            deltas.push((dr, dc));
            numbers.push(num(p, "number") as u32);
            squirrels.push(num(p, "squirrel") as u32);
        }
        deltas.sort();
        deltas.dedup();
        assert_eq!(deltas.len(), 8, "{k}: the eight moves");
        squirrels.sort();
        assert_eq!(squirrels, (1..=8).collect::<Vec<u32>>(), "{k}");
        numbers.sort();
        let first = numbers[0];
        assert!(first <= 1, "{k}: numbered from 0 or 1");
        assert_eq!(numbers, (first..first + 8).collect::<Vec<u32>>(), "{k}");
        for relative in [false, true] {
            let mut order = bar_order(k, relative).unwrap();
            assert_eq!(order.len(), 8, "{k} {relative}");
            order.sort();
            assert_eq!(
                order,
                (0..8).collect::<Vec<u32>>(),
                "{k} {relative}: a permutation"
            );
        }
    }
    // Squirrel's compass numbers its moves as Squirrel does.
    for p in list(&compass("squirrel").unwrap()) {
        assert_eq!(num(&p, "number"), num(&p, "squirrel"));
    }
    for bad in ["", "banana", "squirrel cull", "9", "\u{0}"] {
        let e = parse_numbering(bad).unwrap_err();
        assert_eq!(field_of(&e), "numbering", "{bad:?}");
        assert!(message(e).contains("accepted: squirrel, parberry, phadke"));
        assert_eq!(field_of(&compass(bad).unwrap_err()), "numbering");
        assert_eq!(field_of(&bar_order(bad, true).unwrap_err()), "numbering");
    }
}

#[wasm_bindgen_test]
fn the_preview_is_the_step_that_follows_in_its_numbering() {
    let mut lab = Lab::new("8", "8", "1,1", "ordering:12345678", "1").unwrap();
    for k in ["squirrel", "parberry", "phadke"] {
        let p = lab.preview(k).unwrap();
        assert_eq!(num(&p, "step"), 2.0, "{k}");
        assert_eq!(pair(&prop(&p, "from")), [1, 1]);
        assert_eq!(prop(&p, "valueName").as_string().as_deref(), Some("degree"));
        let cands = list(&prop(&p, "candidates"));
        // From a corner: (2,3) and (3,2).
        assert_eq!(cands.len(), 2, "{k}");
        let chosen: Vec<&JsValue> = cands
            .iter()
            .filter(|c| prop(c, "chosen").as_bool() == Some(true))
            .collect();
        assert_eq!(chosen.len(), 1, "{k}");
        assert_eq!(pair(&prop(chosen[0], "square")), pair(&prop(&p, "to")));
        assert_eq!(num(chosen[0], "move"), num(&p, "move"));
        for c in &cands {
            assert!(!prop(c, "name").as_string().unwrap().is_empty());
            assert!(num(c, "degree") >= 0.0 && num(c, "value") >= 0.0);
            assert!(prop(c, "best").as_bool().is_some());
            assert!(prop(c, "secondary").is_null_or_undefined());
        }
        assert!(prop(&p, "tie").as_bool().is_some());
        for s in ["sentence", "question", "prompt"] {
            assert!(!prop(&p, s).as_string().unwrap().is_empty(), "{k} {s}");
        }
    }
    // The move shown differs by numbering; the square does not.
    let (sq, pa) = (
        lab.preview("squirrel").unwrap(),
        lab.preview("parberry").unwrap(),
    );
    assert_eq!(pair(&prop(&sq, "to")), pair(&prop(&pa, "to")));
    // It is exactly what Step does.
    let to = pair(&prop(&sq, "to"));
    assert!(lab.step());
    assert_eq!(lab.current_square(), to.to_vec());
    assert!(lab.status_in("phadke").unwrap().starts_with("Step 2 of 64"));
    assert!(lab.rule_words_in("parberry").unwrap().contains("Parberry"));
    // Over: nothing to preview or judge, and no panic.
    lab.seek(64);
    assert!(lab.preview("squirrel").unwrap().is_null_or_undefined());
    assert!(lab.judge(1, 1, "squirrel").unwrap().is_null_or_undefined());
    // Busy (nineteen preparing): no preview.
    let mut busy = Lab::new("60", "60", "1,1", "nineteen", "1").unwrap();
    assert!(busy.busy());
    assert!(busy.preview("squirrel").unwrap().is_null_or_undefined());
    // A bad numbering is refused before anything else.
    for e in [
        lab.preview("banana").unwrap_err(),
        lab.judge(1, 1, "banana").unwrap_err(),
        lab.rule_words_in("banana").unwrap_err(),
        lab.status_in("banana").unwrap_err(),
        lab.describe_square(1, 1, "banana").unwrap_err(),
    ] {
        assert_eq!(field_of(&e), "numbering", "{}", message(e.clone()));
    }
}

#[wasm_bindgen_test]
fn a_guess_is_judged_and_a_guess_off_the_board_is_told_so() {
    let mut lab = Lab::new("8", "8", "1,1", "ordering:12345678", "1").unwrap();
    let to = pair(&prop(&lab.preview("squirrel").unwrap(), "to"));
    let other = if to == [2, 3] { [3, 2] } else { [2, 3] };
    let right = lab.judge(to[0], to[1], "squirrel").unwrap();
    assert_eq!(prop(&right, "right").as_bool(), Some(true));
    assert_eq!(prop(&right, "candidate").as_bool(), Some(true));
    assert!(prop(&right, "words")
        .as_string()
        .unwrap()
        .starts_with("Right"));
    let wrong = lab.judge(other[0], other[1], "parberry").unwrap();
    assert_eq!(prop(&wrong, "right").as_bool(), Some(false));
    assert_eq!(prop(&wrong, "candidate").as_bool(), Some(true));
    for (r, c) in [(1, 1), (0, 0), (9, 9), (u32::MAX, u32::MAX), (4, 4)] {
        let g = lab.judge(r, c, "squirrel").unwrap();
        assert_eq!(prop(&g, "right").as_bool(), Some(false), "{r},{c}");
        assert_eq!(prop(&g, "candidate").as_bool(), Some(false), "{r},{c}");
        assert!(prop(&g, "words")
            .as_string()
            .unwrap()
            .contains("pick one of"));
    }
    // Judging takes no step.
    assert_eq!(lab.len(), 1);
}

#[wasm_bindgen_test]
fn describe_square_reads_out_any_square_on_or_off_the_board() {
    let mut lab = Lab::new("5", "5", "1,1", "ordering:12345678", "1").unwrap();
    lab.step();
    let here = lab.current_square();
    let d = lab.describe_square(here[0], here[1], "squirrel").unwrap();
    assert!(d.contains("visited at move 2, the knight is here"), "{d}");
    let d = lab.describe_square(1, 1, "squirrel").unwrap();
    assert!(d.contains("visited at move 1"), "{d}");
    let d = lab.describe_square(3, 3, "squirrel").unwrap();
    assert!(d.contains("unvisited, degree"), "{d}");
    // Candidates name their move in the numbering asked for.
    let p = lab.preview("phadke").unwrap();
    let c = &list(&prop(&p, "candidates"))[0];
    let [r, col] = pair(&prop(c, "square"));
    let d = lab.describe_square(r, col, "phadke").unwrap();
    assert!(
        d.ends_with(&format!(
            "a candidate for the next move (move {}).",
            num(c, "move")
        )),
        "{d}"
    );
    for (r, c) in [(0, 0), (6, 1), (1, 6), (u32::MAX, 0)] {
        let d = lab.describe_square(r, c, "squirrel").unwrap();
        assert!(d.contains("is off the 5x5 board"), "{r},{c}: {d}");
    }
}

#[wasm_bindgen_test]
fn layout_up_to_caps_the_cell_and_survives_nonsense_sizes() {
    let mut lab = Lab::new("8", "8", "1,1", "ordering:12345678", "1").unwrap();
    let l = lab.layout_up_to(800.0, 2.0, 40.0).unwrap();
    assert_eq!(
        (num(&l, "cell"), num(&l, "width"), num(&l, "height")),
        (40.0, 320.0, 320.0)
    );
    assert!(prop(&l, "labels").as_bool().is_some());
    assert_eq!(pair(&prop(&l, "boardBitmap")), [640, 640]);
    assert_eq!(list(&prop(&l, "bitmap")).len(), 2);
    // Same answer as `layout` when the cap does not bite.
    let a = lab.layout_up_to(400.0, 1.0, 1000.0).unwrap();
    let b = lab.layout(400.0, 1.0).unwrap();
    for k in ["cell", "width", "height"] {
        assert_eq!(num(&a, k), num(&b, k), "{k}");
    }
    for (px, dpr, cap) in [
        (f64::NAN, f64::NAN, f64::NAN),
        (-5.0, 0.0, -3.0),
        (0.0, f64::INFINITY, f64::INFINITY),
        (1e12, 1e9, 1e12),
    ] {
        let l = lab.layout_up_to(px, dpr, cap).unwrap();
        let cell = num(&l, "cell");
        assert!(cell.is_finite() && cell > 0.0, "{px} {dpr} {cap}: {cell}");
        let [w, h] = pair(&prop(&l, "bitmap"));
        assert!(w > 0 && h > 0, "{px} {dpr} {cap}");
    }
}

#[wasm_bindgen_test]
fn side_by_side_names_where_two_rules_part() {
    let mut a = Lab::new("8", "8", "1,1", "ordering:12345678", "1").unwrap();
    let mut b = Lab::new("8", "8", "1,1", "ordering:87654321", "1").unwrap();
    let c = a.compare_with(&mut b, "A", "B").unwrap();
    assert!(prop(&c, "first").is_null_or_undefined());
    assert!(prop(&c, "squares").is_null_or_undefined());
    assert_eq!(
        prop(&c, "words").as_string().as_deref(),
        Some("The two rules agree on all 1 step so far.")
    );
    a.seek(64);
    b.seek(64);
    let c = a.compare_with(&mut b, "A", "B").unwrap();
    let first = num(&c, "first");
    assert!(first >= 2.0, "{first}");
    let sq = list(&prop(&c, "squares"));
    assert_eq!(sq.len(), 2);
    assert_ne!(pair(&sq[0]), pair(&sq[1]));
    let w = prop(&c, "words").as_string().unwrap();
    assert!(
        w.contains(&format!("part at step {first}: A goes to")),
        "{w}"
    );
    // Another board or start (the page never asks, but nothing may panic).
    let mut big = Lab::new("30", "30", "30,30", "ordering:12345678", "1").unwrap();
    big.seek(900);
    let c = a.compare_with(&mut big, "A", "big").unwrap();
    assert_eq!(num(&c, "first"), 1.0);
    assert!(prop(&c, "words").as_string().unwrap().contains("(30,30)"));
}

#[wasm_bindgen_test]
fn draw_calls_take_any_square_and_any_time_without_panicking() {
    let (board, path, overlay) = (ctx2d(), ctx2d(), ctx2d());
    let mut lab = Lab::new("8", "8", "1,1", "ordering:12345678", "1").unwrap();
    lab.layout_up_to(300.0, 1.0, 56.0).unwrap();
    for (marks, values) in [(true, true), (true, false), (false, true)] {
        lab.draw_teach(&board, &path, &overlay, marks, values)
            .unwrap();
    }
    let bad = [(0, 0), (9, 1), (1, 9), (u32::MAX, u32::MAX)];
    for (r, c) in bad.iter().copied().chain([(1, 1), (8, 8)]) {
        lab.draw_cursor(&overlay, r, c).unwrap();
        lab.draw_parting(&overlay, r, c).unwrap();
        for t in [0.0, 0.5, 1.0, -1.0, 7.0, f64::NAN, f64::INFINITY] {
            lab.draw_slide(&overlay, r, c, t).unwrap();
        }
    }
    for (x, y) in [
        (-1.0, 5.0),
        (5.0, f64::NAN),
        (1e9, 1e9),
        (f64::INFINITY, 0.0),
    ] {
        assert_eq!(lab.square_at_xy(x, y), None, "{x},{y}");
    }
    assert_eq!(lab.square_at_xy(1.0, 1.0), Some(vec![1, 1]));
    // Over, and on a tiny layout: still no panic.
    lab.seek(64);
    lab.layout_up_to(1.0, 1.0, 1.0).unwrap();
    lab.draw_teach(&board, &path, &overlay, true, true).unwrap();
    lab.draw_slide(&overlay, 1, 1, 0.5).unwrap();
}

#[wasm_bindgen_test]
fn a_pages_job_runs_in_time_budgeted_slices_and_cancels() {
    use warnsdorff::web::page::WebPage;
    // A big board's first build makes its memory ready first: a job on the page's thread.
    let mut page = WebPage::open("construct", "board=7x7").unwrap();
    page.apply(texts(&[("rows", "2100"), ("cols", "2100")]))
        .unwrap();
    assert!(page.busy());
    assert_eq!(page.job_name(), "Preparing memory");
    page.cancel();
    page.work(0.0).unwrap();
    assert!(!page.busy());
    assert_eq!(page.link(), "board=7x7");
    assert!(prop(&page.status().unwrap(), "line")
        .as_string()
        .unwrap()
        .contains("cancelled"));
    page.apply(texts(&[("rows", "2100"), ("cols", "2100")]))
        .unwrap();
    let mut slices = 0;
    while page.busy() {
        let p = page.work(5.0).unwrap();
        assert!(prop(&p, "done").as_f64() <= prop(&p, "total").as_f64());
        slices += 1;
        assert!(slices < 10_000, "the warm-up ends");
    }
    assert!(slices > 1, "in slices");
    assert_eq!(page.link(), "board=2100x2100");
}

// ---- The tourney page's rail graph and Rails over n (src/web/rail_graph.rs) -------------------

#[wasm_bindgen_test]
fn the_rail_graph_draws_figure_16_and_the_rail_sweep_runs_cancels_and_refuses_bad_fields() {
    let mut t = TourneyLab::generate("divide-tourney", "22", "1").unwrap();
    while t.busy() {
        t.work(1000.0).unwrap();
    }
    let ctx = ctx2d();
    let g = t.draw_rail_graph(&ctx, true).unwrap();
    assert_eq!(prop(&g, "cycles").as_f64(), Some(7.0));
    assert_eq!(prop(&g, "connected").as_bool(), Some(true));
    assert_eq!(prop(&g, "forest").as_f64(), Some(6.0));
    assert_eq!(prop(&g, "merged").as_bool(), Some(false));
    let s = prop(&g, "status").as_string().unwrap();
    assert!(
        s.starts_with("Rail graph (001 Figure 16): 7 cycles as vertices"),
        "{s}"
    );
    assert!(t.draw_rail_graph(&ctx, false).unwrap().is_null());

    for (gen, sizes, samples, seed, field) in [
        ("nope", "8..12", "1", "1", "rails-gen"),
        ("divide+join", "8..12", "1", "1", "rails-gen"),
        ("divide", "8..x", "1", "1", "rails-sizes"),
        ("divide", "8..300", "1", "1", "rails-sizes"),
        ("divide", "5..5", "1", "1", "rails-sizes"),
        ("divide", "8..12", "0", "1", "rails-samples"),
        ("divide", "8..12", "1", "-3", "rails-seed"),
    ] {
        let e = RailSweep::start(gen, sizes, samples, seed).err().unwrap();
        assert_eq!(field_of(&e), field, "{gen} {sizes} {samples} {seed}");
        assert!(!message(e).is_empty());
    }
    let mut s = RailSweep::start("four-cover", "8..16:4", "1", "1").unwrap();
    assert_eq!(s.sizes(), vec![8, 12, 16]);
    while s.busy() {
        s.work(5.0).unwrap();
    }
    let rows = list(&s.rows().unwrap());
    assert_eq!(rows.len(), 3);
    assert_eq!(prop(&rows[0], "n").as_f64(), Some(8.0));
    assert_eq!(prop(&rows[0], "connected").as_f64(), Some(0.0));
    assert_eq!(prop(&rows[0], "joinedDisconnected").as_f64(), Some(1.0));
    let verdicts = list(&s.verdicts().unwrap());
    assert_eq!(verdicts.len(), 3);
    assert_eq!(
        prop(&verdicts[2], "finding").as_string().as_deref(),
        Some("does not")
    );
    assert!(s.status().contains("done, 3 sizes of 1 sample"));

    let mut long = RailSweep::start("warnsdorff-tourney", "100..200:2", "20", "1").unwrap();
    let r = long.work(0.0).unwrap();
    assert_eq!(prop(&r, "done").as_bool(), Some(false));
    long.cancel();
    assert!(!long.busy());
    assert!(long.status().starts_with("Cancelled after 0 of 51 sizes"));
    assert_eq!(prop(&long.work(5.0).unwrap(), "done").as_bool(), Some(true));
}

// ---- the one Worker wrapper (src/web/page.rs) ---------------------------------------------

#[wasm_bindgen_test]
fn a_worker_job_runs_in_slices_hands_over_its_output_and_refuses_with_words() {
    use warnsdorff::web::page::WorkerRun;
    let get = |v: &JsValue, k: &str| js_sys::Reflect::get(v, &k.into()).unwrap();
    let spec = |v: serde_json::Value| serde_wasm_bindgen::to_value(&v).unwrap();
    let mut run = WorkerRun::new(
        "paper",
        spec(serde_json::json!({"claim": "sc-staged", "param": "118"})),
        0,
        1,
    )
    .unwrap();
    assert!(
        run.output().unwrap().is_null(),
        "nothing before it finishes"
    );
    let mut slices = 0;
    loop {
        let p = run.work(20.0).unwrap();
        if get(&p, "done").as_f64() == get(&p, "total").as_f64() {
            break;
        }
        assert!(!get(&p, "words").as_string().unwrap().is_empty());
        slices += 1;
        assert!(slices < 10_000);
    }
    assert!(slices > 1, "in slices");
    let record = run.output().unwrap();
    assert_eq!(
        get(&record, "verdict").as_string().as_deref(),
        Some("reproduced")
    );
    assert!(run.output().unwrap().is_null(), "handed over once");
    let e = WorkerRun::new(
        "paper",
        spec(serde_json::json!({"claim": "sc-staged", "param": "9"})),
        0,
        1,
    )
    .err()
    .unwrap();
    assert!(message(e).contains("from 112 to 3000"));
    let e = WorkerRun::new("no-such-job", spec(serde_json::json!({})), 0, 1)
        .err()
        .unwrap();
    assert!(message(e).contains("no-such-job"));
}

// ---- the experiments page (src/web/experiments.rs) ------------------------------------------

/// The `field` a page error carries.
fn error_field(e: JsValue) -> String {
    js_sys::Reflect::get(&e, &"field".into())
        .ok()
        .and_then(|f| f.as_string())
        .unwrap_or_default()
}

#[wasm_bindgen_test]
fn figure2_fields_sweep_and_csv_across_the_boundary() {
    use warnsdorff::experiments::success::{success_rows, Start};
    use warnsdorff::experiments::Sizes;
    use warnsdorff::web::experiments::*;
    let canon = figure2_check("5..12", "8", "3", "random").unwrap();
    assert_eq!(
        get(&canon, &["command"]).as_string().unwrap(),
        "warnsdorff experiment success --sizes 5..12 --trials 8 --seed 3 --start random"
    );
    assert_eq!(get(&canon, &["seed"]).as_string().unwrap(), "3");
    for ((s, t, seed, start), field) in [
        (("5..x", "8", "3", "corner"), "sizes"),
        (("5..12", "0", "3", "corner"), "trials"),
        (("5..12", "8", "-3", "corner"), "seed"),
        (("5..12", "8", "3", "6,6"), "start"),
    ] {
        assert_eq!(
            error_field(figure2_check(s, t, seed, start).unwrap_err()),
            field
        );
        assert!(Figure2Sweep::new(s, t, seed, start, 0, 2).is_err());
    }
    // Two shares of a pool, worked in slices: the core's rows, and the CLI's csv.
    let mut flat = Vec::new();
    for offset in 0..2 {
        let mut sweep = Figure2Sweep::new("5..12", "8", "3", "random", offset, 2).unwrap();
        while !sweep.work(1.0).unwrap() {
            flat.extend(sweep.take_rows());
        }
        flat.extend(sweep.take_rows());
        let p = sweep.progress();
        assert_eq!(p[0], p[1]);
    }
    let want = success_rows(Sizes::new(5, 12, 1).unwrap(), 8, 3, Start::Random).unwrap();
    let mut got: Vec<[u32; 3]> = flat.chunks(3).map(|c| [c[0], c[1], c[2]]).collect();
    got.sort();
    let want_flat: Vec<[u32; 3]> = want.iter().map(|r| [r.m, r.trials, r.tours]).collect();
    assert_eq!(got, want_flat);
    let flat: Vec<u32> = got.concat();
    let csv = figure2_csv(&flat).unwrap();
    assert!(csv.starts_with("m,trials,tours,rate\n5,8,"), "{csv}");
    assert_eq!(figure2_import(&csv).unwrap(), flat);
    let e = figure2_import("m,trials,tours,rate\n5,8,9,1.125").unwrap_err();
    assert_eq!(error_field(e.clone()), "import");
    assert!(message(e).starts_with("line 2:"));
    // Rows that are not triples are refused, not a panic.
    assert!(figure2_chart(&[5, 8], 5, 12, 400.0, 300.0).is_err());
    let chart = figure2_chart(&flat, 5, 12, 400.0, 300.0).unwrap();
    assert_eq!(js_sys::Array::from(&get(&chart, &["points"])).length(), 8);
    let v = figure2_verdicts(&flat).unwrap();
    assert_eq!(
        get(&js_sys::Array::from(&v).get(0), &["finding"])
            .as_string()
            .unwrap(),
        "not-covered"
    );
    // Defaults come as a plain object.
    assert_eq!(
        get(&figure2_defaults().unwrap(), &["sizes"])
            .as_string()
            .unwrap(),
        "5..400"
    );
}

#[wasm_bindgen_test]
fn timing_sweep_table_and_chart_across_the_boundary() {
    use warnsdorff::web::experiments::*;
    assert_eq!(
        error_field(timing_check("spiral", "20..40", "2", "1").unwrap_err()),
        "gens"
    );
    assert_eq!(
        error_field(timing_check("braid", "20..", "2", "1").unwrap_err()),
        "t-sizes"
    );
    assert_eq!(
        error_field(timing_check("braid", "20..40", "0", "1").unwrap_err()),
        "t-samples"
    );
    assert_eq!(
        error_field(timing_check("braid", "20..40", "2", "x").unwrap_err()),
        "t-seed"
    );
    let mut t = TimingSweep::new("braid,lin-wei+join", "8..16:8", "2", "1").unwrap();
    let mut rows = js_sys::Array::new();
    while !t.work(5.0).unwrap() {
        rows = rows.concat(&js_sys::Array::from(&t.take_rows().unwrap()));
    }
    rows = rows.concat(&js_sys::Array::from(&t.take_rows().unwrap()));
    assert_eq!(rows.length(), 4);
    assert_eq!(t.fraction(), 1.0);
    assert_eq!(t.current(), "");
    for r in rows.iter() {
        assert!(num(&r, "median_ns_per_cell") > 0.0);
        assert_eq!(num(&r, "samples"), 2.0);
    }
    let table = timing_table(include_str!("../www/data/timing-native.csv")).unwrap();
    let series = js_sys::Array::from(&get(&table, &["series"]));
    assert!(series.length() > 10);
    assert!(timing_table("nonsense").is_err());
    let curves = js_sys::JSON::parse(
        r#"[{"gen": "braid", "origin": "browser", "points": [[8, 3], [16, 2]]}]"#,
    )
    .unwrap();
    let c = timing_chart(curves, 500.0, 300.0).unwrap();
    assert_eq!(get(&c, &["empty"]).as_bool(), Some(false));
    assert!(timing_chart(JsValue::from_str("no"), 500.0, 300.0).is_err());
    let both = js_sys::JSON::parse(
        r#"[{"gen": "braid", "origin": "native", "points": [[8, 2], [16, 2]]},
            {"gen": "braid", "origin": "browser", "points": [[8, 3], [16, 5]]}]"#,
    )
    .unwrap();
    let r = js_sys::Array::from(&timing_ratios(both).unwrap());
    assert_eq!(r.length(), 1);
    assert_eq!(num(&r.get(0), "median"), 2.0);
    assert!(timing_ratios(JsValue::NULL).is_err());
    assert_eq!(js_sys::Array::from(&timing_groups().unwrap()).length(), 3);
}

/// Parberry's Tables 1–2 across the boundary: the paper's rows and the preset from Rust, a
/// preset run made by index, its summary compared with its row, and clear errors.
#[wasm_bindgen_test]
fn the_parberry_tables_preset_crosses_the_boundary() {
    let t = parberry_tables().unwrap();
    assert_eq!(num(&t, "thresholdSe"), 3.0);
    assert_eq!(num(&t, "paperTours"), 1000.0);
    let tables = js_sys::Array::from(&get(&t, &["tables"]));
    assert_eq!(tables.length(), 5);
    let divide = tables.get(2);
    assert_eq!(
        get(&divide, &["algorithm"]).as_string().unwrap(),
        "Div-and-Conq"
    );
    assert_eq!(floats(&get(&divide, &["f"]))[2], 0.1289);
    let runs = js_sys::Array::from(&get(&t, &["runs"]));
    let k = (0..runs.length())
        .find(|&k| get(&runs.get(k), &["source"]).as_string().unwrap() == "divide:parberry")
        .unwrap();
    assert_eq!(
        get(&runs.get(k), &["shatter"]).as_string().unwrap(),
        "sequential"
    );
    // Two tours of that preset entry (the page runs its full count in its worker).
    let mut run = StatsRun::preset(k, "1").unwrap();
    while num(&run.work(2_500.0).unwrap(), "tours") < 2.0 {}
    run.stop("two tours");
    let c = compare_parberry(k, run.summary().unwrap()).unwrap();
    assert_eq!(get(&c, &["algorithm"]).as_string().unwrap(), "Div-and-Conq");
    assert_eq!(js_sys::Array::from(&get(&c, &["f"])).length(), 8);
    assert_eq!(js_sys::Array::from(&get(&c, &["r"])).length(), 7);
    assert!(get(&c, &["generator"])
        .as_string()
        .unwrap()
        .starts_with("divide:parberry (obfuscated, sequential shatter)"));
    assert!(message(StatsRun::preset(99, "1").err().unwrap()).contains("no preset run 99"));
    assert!(message(StatsRun::preset(k, "x").err().unwrap()).contains("seed 'x'"));
    assert!(
        message(compare_parberry(k, JsValue::from(3)).err().unwrap()).contains("not a summary")
    );
}

/// The statistics sources take divide's tiles by name, and the catalogue lists the choices.
#[wasm_bindgen_test]
fn divide_takes_tiles_on_the_statistics_page() {
    assert_eq!(
        check_generator("divide:parberry", "24x24", true).unwrap(),
        "divide:parberry"
    );
    assert!(
        message(check_generator("divide:his", "24x24", false).err().unwrap())
            .contains("searched or parberry")
    );
    let cat = js_sys::Array::from(&source_catalogue().unwrap());
    let divide = cat
        .iter()
        .find(|s| get(s, &["name"]).as_string().unwrap() == "divide")
        .unwrap();
    let tiles = js_sys::Array::from(&get(&divide, &["tiles"]));
    assert_eq!(tiles.length(), 2);
    assert_eq!(
        get(&tiles.get(1), &["name"]).as_string().unwrap(),
        "parberry"
    );
}

/// The tourney page's tiles menu: the choices from Rust, and a generation on his tiles.
#[wasm_bindgen_test]
fn the_tourney_page_generates_on_his_tiles() {
    let t = tiles_catalogue().unwrap();
    let gens: Vec<String> = js_sys::Array::from(&get(&t, &["generators"]))
        .iter()
        .map(|g| g.as_string().unwrap())
        .collect();
    assert_eq!(gens, ["divide", "divide-tourney"]);
    let tiles = js_sys::Array::from(&get(&t, &["tiles"]));
    assert_eq!(
        get(&tiles.get(0), &["name"]).as_string().unwrap(),
        "searched"
    );
    let lab = TourneyLab::generate("divide:parberry", "20", "1").unwrap();
    assert!(lab.source().ends_with(", on Parberry's tiles"));
    assert_eq!(parse_tourney_size("divide:parberry", "20").unwrap(), 20);
    let e = TourneyLab::generate("braid:parberry", "20", "1")
        .err()
        .unwrap();
    assert_eq!(field(&e), "tiles");
    assert!(message(e).contains("takes no tiles"));
}

/// Obfuscated statistics runs with a named reading of the shatter.
#[wasm_bindgen_test]
fn a_stats_run_takes_a_reading_of_the_shatter() {
    let mut run = StatsRun::with_shatter("braid", "12x12", "1", "3", "sequential").unwrap();
    while !get(&run.work(10_000.0).unwrap(), &["done"])
        .as_bool()
        .unwrap()
    {}
    assert_eq!(
        get(&run.summary().unwrap(), &["generator"])
            .as_string()
            .unwrap(),
        "braid (obfuscated, sequential shatter)"
    );
    let e = StatsRun::with_shatter("braid", "12x12", "1", "3", "twice")
        .err()
        .unwrap();
    assert_eq!(field(&e), "shatter");
    assert!(message(e).contains("disjoint"));
}

// ---- The staged rule's regions (src/web/regions.rs) -------------------------------------------

#[wasm_bindgen_test]
fn the_staged_regions_work_in_slices_draw_and_refuse_other_rules() {
    use warnsdorff::web::regions::StagedRegions;
    let other = Lab::new("120", "120", "1,1", "ordering:12345678", "1").unwrap();
    let e = StagedRegions::new(&other).err().expect("refused");
    assert_eq!(field(&e), "regions");
    assert!(message(e).contains("choose squirrel-cull"));

    let mut lab = Lab::new("120", "120", "1,1", "squirrel-cull", "1").unwrap();
    let mut r = StagedRegions::new(&lab).unwrap();
    assert!(r.busy() && r.matches(&lab));
    assert!(
        r.legend(1, "squirrel").unwrap().is_null(),
        "nothing before the walk is done"
    );
    let mut slices = 0;
    while r.busy() {
        let p = r.work(1.0).unwrap();
        let f = num(&p, "fraction");
        assert!((0.0..=1.0).contains(&f), "{f}");
        slices += 1;
    }
    assert!(slices >= 1 && !r.failed());
    let g = r.legend(1, "parberry").unwrap();
    assert_eq!(list(&get(&g, &["lines"])).len(), 5);
    assert!(get(&g, &["status"])
        .as_string()
        .unwrap()
        .starts_with("Now in region 1 of 5"));
    assert_eq!(field(&r.legend(1, "klingon").unwrap_err()), "numbering");
    let ctx = ctx2d();
    for (len, width, dpr) in [(1, 300.0, 1.0), (14_400, 300.0, 2.0), (0, 0.0, f64::NAN)] {
        r.draw(&ctx, len, width, dpr).unwrap();
    }
    // Another board: the regions no longer match; a cancelled computation shows nothing.
    lab = Lab::new("113", "113", "1,1", "squirrel-cull", "1").unwrap();
    assert!(!r.matches(&lab));
    let big = Lab::new("300", "300", "1,1", "squirrel-cull", "1").unwrap();
    let mut gone = StagedRegions::new(&big).unwrap();
    gone.work(0.0).unwrap();
    assert!(gone.busy(), "90,000 squares take more than one slice");
    gone.cancel();
    assert!(!gone.busy() && gone.failed());
    assert!(gone.legend(1, "squirrel").unwrap().is_null());
}

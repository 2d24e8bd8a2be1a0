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

// ---------------------------------------------------------------------------------------------
// Statistics boundary (helper walkstats): errors name their field, and the core's catalogues.
// ---------------------------------------------------------------------------------------------

/// The `field` a wasm error carries.
fn field(e: &JsValue) -> String {
    get(e, &["field"]).as_string().unwrap_or_default()
}

#[wasm_bindgen_test]
fn errors_name_the_control_they_belong_to() {
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
    assert_eq!(field(&parse_seed("x").unwrap_err()), "seed");
}

#[wasm_bindgen_test]
fn the_catalogues_come_from_the_core() {
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
// End of the statistics boundary section.
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
fn export_a_path_as_a_matrix_and_a_record() {
    use warnsdorff::web::io;
    let squares = [0, 5];
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
    use warnsdorff::web::page::WebPage;
    // The walk page's import: its error names the link's tour field, its line and square.
    let mut page = WebPage::open("walk", "board=8x8&step=5").unwrap();
    let action = serde_json::json!({"do": "import", "text": "1 - - -\n\n- - 2 -\n- 3 - -\n"});
    let e = page
        .act(serde_wasm_bindgen::to_value(&action).unwrap())
        .unwrap_err();
    assert_eq!(prop(&e, "field").as_string().as_deref(), Some("tour"));
    assert_eq!(prop(&e, "line").as_f64(), Some(4.0));
    let sq = js_sys::Array::from(&prop(&e, "square"));
    assert_eq!(
        (sq.get(0).as_f64(), sq.get(1).as_f64()),
        (Some(3.0), Some(2.0))
    );
    assert!(message(e).contains("line 4, square (3,2)"));
    assert_eq!(page.link(), "step=5");
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

// ---- The enumeration page's exports (src/web/enumerate.rs, src/web/io.rs) ---------------------

#[wasm_bindgen_test]
fn an_enumerated_solution_exports_as_a_checked_closed_tour() {
    use warnsdorff::web::io;
    let b = PhadkeBrowser::new("a8", "c7", "outlet-reserved", "none").unwrap();
    assert_eq!(b.count(), 14258.0);
    for n in [1.0, 7000.0, 14258.0] {
        let s = b.solution(n).unwrap();
        let indices: Vec<u32> = js_sys::Array::from(&prop(&s, "indices"))
            .iter()
            .map(|v| v.as_f64().unwrap() as u32)
            .collect();
        assert_eq!((indices.len(), indices[0]), (64, 0));
        let rule = Some("phadke-outlet-reserved".to_string());
        let m = io::export_path(8, 8, &indices, "matrix", rule.clone(), Some("0".into())).unwrap();
        assert_eq!(Some(m), prop(&s, "matrix").as_string(), "solution {n}");
        let json = io::export_path(8, 8, &indices, "json", rule, Some("0".into())).unwrap();
        assert!(warnsdorff::exchange::import_tour(&json).unwrap().closed);
    }
    for bad in [0.0, 14259.0, 1.5, f64::NAN, f64::INFINITY, -1.0] {
        let e = b.solution(bad).expect_err("refused");
        assert_eq!(field_of(&e), "index", "{bad}");
    }
    for (s, e, r, d, field) in [
        ("a8", "a8", "outlet-reserved", "none", "end"),
        ("z9", "c7", "outlet-reserved", "none", "start"),
        ("a8", "c7", "banana", "none", "reading"),
        ("a8", "c7", "outlet-reserved", "q", "dash"),
    ] {
        let err = PhadkeBrowser::new(s, e, r, d).err().expect("refused");
        assert_eq!(
            field_of(&err),
            field,
            "{s} {e} {r} {d}: {}",
            message(err.clone())
        );
    }
}

// ---- The numberings for the pages' own scripts (src/web/numbering.rs) ---------------------------

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

#[wasm_bindgen_test]
fn numberings_compasses_and_bar_orders_in_every_numbering() {
    use warnsdorff::web::numbering::{bar_order, compass, numberings, parse_numbering};
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
fn the_walk_page_prepares_nineteen_in_slices_and_draws_its_board() {
    use warnsdorff::web::page::WebPage;
    use wasm_bindgen::JsCast;
    let mut page = WebPage::open("walk", "board=8x8&step=3").unwrap();
    page.apply(texts(&[
        ("rows", "300"),
        ("cols", "300"),
        ("rule", "nineteen"),
    ]))
    .unwrap();
    assert!(page.busy());
    assert_eq!(page.job_name(), "Preparing the walk");
    let mut slices = 0;
    while page.busy() {
        page.work(2.0).unwrap();
        slices += 1;
    }
    assert!(slices > 1, "in slices");
    assert_eq!(page.link(), "board=300x300&rule=nineteen");
    let doc = web_sys::window().unwrap().document().unwrap();
    let holder: web_sys::HtmlElement = doc.create_element("div").unwrap().unchecked_into();
    doc.body().unwrap().append_child(&holder).unwrap();
    assert!(page.draw("board", &holder, 600.0, 600.0, 1.0).unwrap());
    assert_eq!(page.canvases("board").len(), 4);
    assert!(
        !page.draw("board", &holder, 600.0, 600.0, 1.0).unwrap(),
        "nothing new"
    );
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

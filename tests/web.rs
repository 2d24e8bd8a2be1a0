//! The wasm API in a real browser: `wasm-pack test --headless --chrome -- --test web`
//! (run by `make test`). Native `cargo test` compiles this file to nothing.
#![cfg(target_arch = "wasm32")]

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

// ---- Fresh seeds (src/web/mod.rs) --------------------------------------------------------------

/// A property of a JS object or error, as the page reads it.
fn prop(v: &JsValue, k: &str) -> JsValue {
    js_sys::Reflect::get(v, &k.into()).unwrap_or(JsValue::UNDEFINED)
}

#[wasm_bindgen_test]
fn fresh_seeds_are_whole_numbers_and_differ() {
    let a = warnsdorff::web::fresh_seed().unwrap();
    let b = warnsdorff::web::fresh_seed().unwrap();
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

// ---- The compass in every numbering (src/web/mod.rs) -------------------------------------------

fn list(v: &JsValue) -> Vec<JsValue> {
    js_sys::Array::from(v).iter().collect()
}

#[wasm_bindgen_test]
fn the_compass_numbers_the_eight_moves_in_every_numbering() {
    use warnsdorff::web::compass;
    for k in ["squirrel", "parberry", "phadke"] {
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
    }
    // Squirrel's compass numbers its moves as Squirrel does.
    for p in list(&compass("squirrel").unwrap()) {
        assert_eq!(num(&p, "number"), num(&p, "squirrel"));
    }
    for bad in ["", "banana", "squirrel cull", "9", "\u{0}"] {
        let e = compass(bad).unwrap_err();
        assert_eq!(field_of(&e), "numbering", "{bad:?}");
        assert!(message(e).contains("accepted: squirrel, parberry, phadke"));
    }
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
    // The note may stand in the line or, past its twenty words, in the details.
    let status = page.status().unwrap();
    let whole = format!(
        "{} {}",
        prop(&status, "line").as_string().unwrap(),
        prop(&status, "details").as_string().unwrap_or_default()
    );
    assert!(whole.contains("cancelled"), "{whole}");
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
        // No time budget: one call a slice, so the slices do not depend on the machine's speed.
        let p = run.work(0.0).unwrap();
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

/// The walk page hands a far seek of its search to a Worker through `takeReply` (once), and
/// takes up the place a `WorkerRun` of that job sends back through `feed`: the same search,
/// at the step asked for.
#[wasm_bindgen_test]
fn the_walk_pages_far_seek_of_a_search_goes_to_a_worker_and_comes_back() {
    use warnsdorff::web::page::{WebPage, WorkerRun};
    let get = |v: &JsValue, k: &str| js_sys::Reflect::get(v, &k.into()).unwrap();
    let link = "?board=7x7&search=closed&budget=100000000&step=250001";
    let mut page = WebPage::open("walk", link).unwrap();
    let reply = page.take_reply().unwrap();
    let call = get(&reply, "worker");
    assert_eq!(
        get(&call, "kind").as_string().as_deref(),
        Some("walk-search")
    );
    assert!(page.take_reply().unwrap().is_null(), "asked once");
    let kind = get(&call, "kind").as_string().unwrap();
    let mut run = WorkerRun::new(&kind, get(&call, "spec"), 0, 1).unwrap();
    loop {
        let p = run.work(0.0).unwrap();
        if get(&p, "done").as_f64() == get(&p, "total").as_f64() {
            break;
        }
    }
    let fed = js_sys::Object::new();
    js_sys::Reflect::set(&fed, &"id".into(), &get(&call, "id")).unwrap();
    js_sys::Reflect::set(&fed, &"output".into(), &run.output().unwrap()).unwrap();
    js_sys::Reflect::set(&fed, &"finished".into(), &true.into()).unwrap();
    page.feed(fed.into()).unwrap();
    let status = page.status().unwrap();
    assert_eq!(get(&get(&status, "play"), "pos").as_f64(), Some(250_001.0));
    assert!(get(&status, "line")
        .as_string()
        .unwrap()
        .starts_with("Searching"));
}

// ---- the experiments page's Worker jobs (labs::experiments, through src/web/page.rs) -------

/// Figure 2 in two Worker shares gives the core's rows, and the timing job times with the
/// browser's clock (each sample a batch of at least 2 ms): positive times per cell.
#[wasm_bindgen_test]
fn the_experiments_worker_jobs_run_with_the_browsers_clock() {
    use warnsdorff::experiments::success::{success_rows, Start};
    use warnsdorff::experiments::Sizes;
    use warnsdorff::web::page::WorkerRun;
    let get = |v: &JsValue, k: &str| js_sys::Reflect::get(v, &k.into()).unwrap();
    let spec = |v: serde_json::Value| serde_wasm_bindgen::to_value(&v).unwrap();
    let run_to_end = |run: &mut WorkerRun| {
        let mut outputs = Vec::new();
        loop {
            let p = run.work(5.0).unwrap();
            outputs.push(run.output().unwrap());
            if get(&p, "done").as_f64() == get(&p, "total").as_f64() {
                return outputs;
            }
        }
    };
    let f2 = serde_json::json!({"sizes": "5..12", "trials": "8", "seed": "3", "start": "random"});
    let mut got = Vec::new();
    for part in 0..2 {
        let mut run = WorkerRun::new("figure2", spec(f2.clone()), part, 2).unwrap();
        for out in run_to_end(&mut run) {
            for row in js_sys::Array::from(&get(&out, "rows")).iter() {
                let r: Vec<u32> = js_sys::Array::from(&row)
                    .iter()
                    .map(|x| x.as_f64().unwrap() as u32)
                    .collect();
                got.push(r);
            }
        }
    }
    got.sort();
    let want: Vec<Vec<u32>> = success_rows(Sizes::new(5, 12, 1).unwrap(), 8, 3, Start::Random)
        .unwrap()
        .iter()
        .map(|r| vec![r.m, r.trials, r.tours])
        .collect();
    assert_eq!(got, want);
    let e = WorkerRun::new(
        "figure2",
        spec(serde_json::json!({"sizes": "5..12", "start": "6,6"})),
        0,
        1,
    )
    .err()
    .unwrap();
    assert!(message(e).contains("off the 5x5 board"));
    let t =
        serde_json::json!({"gens": "braid", "tsizes": "8..16:8", "tsamples": "2", "tseed": "1"});
    let mut run = WorkerRun::new("timing", spec(t), 0, 1).unwrap();
    let mut rows = 0;
    for out in run_to_end(&mut run) {
        for r in js_sys::Array::from(&get(&out, "rows")).iter() {
            assert!(num(&r, "median_ns_per_cell") > 0.0);
            assert_eq!(num(&r, "samples"), 2.0);
            rows += 1;
        }
    }
    // braid, braid+join and braid+obfuscate on 8 and 16.
    assert_eq!(rows, 6);
}

// ---- The walk page through the page wrapper (src/web/page.rs) ---------------------------------

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

// ---- Hostile input through the wasm API (the corpus of tests/parsers_fuzz.rs) ------------------

#[path = "fuzz/corpus.rs"]
mod fuzz;

/// The native property tests' real texts and seeded mutations of them, through the wasm API as
/// the pages send them: each page opened from each as its link, each imported on the pages that
/// import, and each as the fields of every Worker job's spec. Every call answers or refuses; a
/// panic (a trap in wasm, where 32-bit sizes can overflow where 64-bit ones do not) fails the
/// test.
#[wasm_bindgen_test]
fn mutated_real_inputs_through_the_wasm_api_answer_or_refuse() {
    use warnsdorff::web::page::{WebPage, WorkerRun};
    let to_js = |v: serde_json::Value| serde_wasm_bindgen::to_value(&v).unwrap();
    let texts = fuzz::corpus();
    let mut s = warnsdorff::rng::Stream::new(7);
    let mut inputs = texts.clone();
    for _ in 0..240 {
        let bytes: Vec<u8> = (0..s.next_u64() % 8).map(|_| s.next_u64() as u8).collect();
        let (a, b) = (s.next_u64() as usize, s.next_u64() as usize);
        let (kind, r) = ((s.next_u64() % 5) as usize, s.next_u64());
        inputs.push(fuzz::mutate(&texts, a, b, kind, r, &bytes));
    }
    let keys = [
        "walk",
        "tourneys",
        "stats",
        "construct",
        "enumerate",
        "papers",
        "experiments",
    ];
    let mut importers: Vec<WebPage> = ["walk", "tourneys", "experiments"]
        .iter()
        .map(|k| WebPage::open(k, "").unwrap())
        .collect();
    let (mut opened, mut imported) = (0, 0);
    for (i, text) in inputs.iter().enumerate() {
        if WebPage::open(keys[i % keys.len()], text).is_ok() {
            opened += 1;
        }
        for page in &mut importers {
            if page
                .act(to_js(serde_json::json!({"do": "import", "text": text})))
                .is_ok()
            {
                imported += 1;
            }
        }
        let spec = serde_json::from_str::<serde_json::Value>(text).unwrap_or_else(|_| {
            serde_json::json!({
                "claim": text, "param": text, "gen": text, "sizes": text, "samples": text,
                "seed": text, "start": text, "end": text, "reading": text, "dash": text,
                "family": text, "runs": [text],
            })
        });
        for kind in [
            "paper",
            "figure2",
            "timing",
            "rails",
            "stats",
            "phadke-set",
            "phadke-batch",
        ] {
            let _ = WorkerRun::new(kind, to_js(spec.clone()), 0, 1);
        }
    }
    // The corpus itself is good input: its links open and its records import.
    assert!(
        opened >= texts.len() / 2,
        "{opened} of {} opened",
        inputs.len()
    );
    assert!(imported >= 3, "{imported} imports answered");
}

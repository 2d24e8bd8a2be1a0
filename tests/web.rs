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
}

// ---------------------------------------------------------------------------------------------
// End of the walk and statistics boundary section.
// ---------------------------------------------------------------------------------------------

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

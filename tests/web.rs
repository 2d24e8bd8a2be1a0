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
    assert!(m.contains("rows") && m.contains("5 to 2000"), "{m}");
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
    let m = |r: Result<Lab, wasm_bindgen::JsError>| message(r.err().expect("an error"));
    assert!(m(Lab::new("0", "8", "1,1", "random", "1")).contains("rows: 0 is too few"));
    assert!(m(Lab::new("8", "3000", "1,1", "random", "1")).contains("over the page's limit"));
    assert!(m(Lab::new("8", "8", "9,9", "random", "1")).contains("start: square '9,9' is off"));
    assert!(m(Lab::new("8", "8", "1,1", "ordering:1234567", "1")).starts_with("rule: "));
    assert!(m(Lab::new("8", "9", "1,1", "squirrel-cull", "1")).contains("square boards"));
    assert!(m(Lab::new("8", "8", "1,1", "random", "-1")).contains("seed '-1'"));
    assert!(message(parse_rule("banana").unwrap_err()).contains("unknown rule"));
}

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

//! The move numberings for the pages' own scripts that still draw their compass and charts
//! (wasm32 only): the catalogue, a numbering's name checked, its compass points, and the order
//! and labels of a chart's bars; every value comes from [`crate::numbering`].

use super::error::field_error;
use super::to_js;
use crate::numbering::Numbering;
use wasm_bindgen::prelude::*;

fn numbering(text: &str) -> Result<Numbering, JsValue> {
    Numbering::parse(text).map_err(|e| field_error("numbering", e))
}

/// The numberings a page can show: `[{key, name, words}]`, Squirrel's first (the default).
#[wasm_bindgen(js_name = numberings)]
pub fn numberings() -> Result<JsValue, JsValue> {
    to_js(&Numbering::catalogue())
}

/// Check a numbering's name (`squirrel`, `parberry`, `phadke`): its key, or an error with field
/// `numbering`.
#[wasm_bindgen(js_name = parseNumbering)]
pub fn parse_numbering(text: &str) -> Result<String, JsValue> {
    numbering(text).map(|n| n.key().to_string())
}

/// The eight moves around a knight with their numbers in `numbering`: `[{dr, dc, number,
/// squirrel}]` (rows grow downwards).
#[wasm_bindgen(js_name = compass)]
pub fn compass(numbering_key: &str) -> Result<JsValue, JsValue> {
    to_js(&numbering(numbering_key)?.compass())
}

/// For a distribution counted in Parberry's numbering (as the charts get it), the Parberry
/// index to show at each place, in the order of `numbering`'s move numbers (`relative`: of its
/// relative moves, 0 = repeat).
#[wasm_bindgen(js_name = barOrder)]
pub fn bar_order(numbering_key: &str, relative: bool) -> Result<Vec<u32>, JsValue> {
    let order = numbering(numbering_key)?.bar_order(relative);
    Ok(order.iter().map(|&i| i as u32).collect())
}

/// The labels of the bars [`bar_order`] orders, in `numbering` (move numbers, or turns 0–7 when
/// `relative`).
#[wasm_bindgen(js_name = barLabels)]
pub fn bar_labels(numbering_key: &str, relative: bool) -> Result<Vec<u32>, JsValue> {
    let labels = numbering(numbering_key)?.bar_labels(relative);
    Ok(labels.iter().map(|&i| u32::from(i)).collect())
}

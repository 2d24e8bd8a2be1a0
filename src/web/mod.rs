//! The wasm-bindgen layer for the pages in `www/` (wasm32 only), the same for every lab: one
//! page wrapper and one Worker-job wrapper ([`page`]), one painter for every lab's scenes
//! (`painter`), the glyph atlas (`glyphs`) and errors ([`error`]).
//!
//! Boundary rules (as in the Rust and WebAssembly book's Game of Life): one opaque handle per
//! page, the big data stays in wasm; the page hands over its fields' texts and actions and gets
//! back values, or a JS `Error` whose `field` names the form field it belongs to
//! ([`error::page_error`]); nothing here panics on bad input (`console_error_panic_hook` reports
//! anything unexpected). Every check, catalogue, sentence and picture comes from the core.

pub mod error;
mod glyphs;
pub mod page;
mod painter;
use error::field_error;
use serde::Serialize;
use wasm_bindgen::prelude::*;

#[wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
}

/// A serialisable value for JS (maps as plain objects).
fn to_js(v: &impl Serialize) -> Result<JsValue, JsValue> {
    let s = serde_wasm_bindgen::Serializer::new()
        .serialize_maps_as_objects(true)
        .serialize_missing_as_null(true);
    v.serialize(&s).map_err(|e| field_error("status", e))
}

/// A value from JS.
fn from_js<T: serde::de::DeserializeOwned>(v: JsValue) -> Result<T, JsValue> {
    serde_wasm_bindgen::from_value(v).map_err(|e| field_error("status", e))
}

/// `performance.now()` of the page or Worker (or `Date.now()` without one).
pub struct PerfClock {
    perf: Option<(JsValue, js_sys::Function)>,
}

impl PerfClock {
    /// The clock of the page or Worker this runs in.
    pub fn new() -> PerfClock {
        let perf = js_sys::Reflect::get(&js_sys::global(), &"performance".into())
            .ok()
            .filter(JsValue::is_object)
            .and_then(|p| {
                let now = js_sys::Reflect::get(&p, &"now".into()).ok()?;
                now.dyn_into::<js_sys::Function>().ok().map(|f| (p, f))
            });
        PerfClock { perf }
    }

    /// Milliseconds.
    pub fn ms(&self) -> f64 {
        self.perf
            .as_ref()
            .and_then(|(p, f)| f.call0(p).ok())
            .and_then(|v| v.as_f64())
            .unwrap_or_else(js_sys::Date::now)
    }
}

impl Default for PerfClock {
    fn default() -> PerfClock {
        PerfClock::new()
    }
}

impl crate::job::Clock for PerfClock {
    fn now_ns(&mut self) -> f64 {
        self.ms() * 1e6
    }
}

/// The words of the page frame's own controls ([`crate::page::words::CHROME`]).
#[wasm_bindgen]
pub fn chrome() -> Result<JsValue, JsValue> {
    to_js(&crate::page::words::CHROME)
}

/// The seven pages in the header's order: `[{key, file, name, line, carries}]`.
#[wasm_bindgen]
pub fn pages() -> Result<JsValue, JsValue> {
    to_js(&crate::page::pages::PAGES)
}

/// Steps a second at each place of the speed slider.
#[wasm_bindgen]
pub fn speeds() -> Vec<u32> {
    crate::page::status::SPEEDS.to_vec()
}

/// A fresh seed from the browser's entropy (getrandom's js backend, `crypto.getRandomValues`),
/// as decimal text.
#[wasm_bindgen(js_name = freshSeed)]
pub fn fresh_seed() -> Result<String, JsValue> {
    crate::rng::fresh_seed()
        .map(|s| s.to_string())
        .map_err(|e| field_error("seed", format_args!("no randomness available: {e}")))
}

/// The eight moves around a knight with their numbers in numbering `key` (`squirrel`,
/// `parberry`, `phadke`): `[{dr, dc, number, squirrel}]`, rows growing downwards.
#[wasm_bindgen]
pub fn compass(key: &str) -> Result<JsValue, JsValue> {
    let n = crate::numbering::Numbering::parse(key).map_err(|e| field_error("numbering", e))?;
    to_js(&n.compass())
}

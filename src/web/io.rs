//! Import, export and fresh seeds for the pages: wrappers over [`crate::exchange`] and
//! `getrandom` (its js backend). Errors are `field_error("import" | "export" | "seed", …)`; an
//! import error also carries `line` (1-based text line) and `square` (`[row, col]`, 1-based) when
//! it has them, so the page can point at the place.

use super::error::field_error;
use crate::board::Board;
use crate::cover::{join_flat, split_flat};
use crate::exchange::{self, Format, ImportError, Provenance};
use wasm_bindgen::prelude::*;

fn board(rows: u32, cols: u32) -> Result<Board, JsValue> {
    Board::new(rows as u64, cols as u64).map_err(|e| field_error("export", e))
}

fn format(text: &str) -> Result<Format, JsValue> {
    text.parse::<Format>().map_err(|e| field_error("export", e))
}

fn set(o: &js_sys::Object, k: &str, v: JsValue) {
    // Setting a property on a fresh plain object cannot fail.
    let _ = js_sys::Reflect::set(o, &k.into(), &v);
}

/// A plain JS object of the given properties.
fn object(props: &[(&str, JsValue)]) -> JsValue {
    let o = js_sys::Object::new();
    for (k, v) in props {
        set(&o, k, v.clone());
    }
    o.into()
}

fn import_error(e: ImportError) -> JsValue {
    let err = field_error("import", &e);
    let o: &js_sys::Object = err.unchecked_ref();
    if let Some(line) = e.line() {
        set(o, "line", (line as u32).into());
    }
    if let Some(s) = e.square() {
        set(
            o,
            "square",
            js_sys::Array::of2(&s.row.into(), &s.col.into()).into(),
        );
    }
    err
}

/// Import a cycle cover: a JSON cover record (`exportCycles(…, "json")`), or a closed tour as a
/// matrix or walk record (one cycle). `{rows, cols, flat: Uint32Array, cycles}` with `flat` as
/// `cyclesFlat()` encodes it; errors have `.field = "import"`, `.line`, `.square`.
#[wasm_bindgen(js_name = importCover)]
pub fn import_cover(text: &str) -> Result<JsValue, JsValue> {
    let c = exchange::import_cover(text).map_err(import_error)?;
    let flat = js_sys::Uint32Array::from(&join_flat(&c.cycles)[..]).into();
    Ok(object(&[
        ("rows", c.board.rows().into()),
        ("cols", c.board.cols().into()),
        ("flat", flat),
        ("cycles", (c.cycles.len() as u32).into()),
    ]))
}

/// A path (0-based squares in order) as `"matrix"`, `"json"` (a walk record; `rule` and `seed`
/// say where it came from, else `imported` and 0) or `"svg"`. Errors: `.field = "export"`.
#[wasm_bindgen(js_name = exportPath)]
pub fn export_path(
    rows: u32,
    cols: u32,
    squares: &[u32],
    format_name: &str,
    rule: Option<String>,
    seed: Option<String>,
) -> Result<String, JsValue> {
    let b = board(rows, cols)?;
    let from = Provenance::of_texts(rule.as_deref(), seed.as_deref())
        .map_err(|e| field_error("export", e))?;
    exchange::export_path(b, squares, format(format_name)?, from.as_ref())
        .map_err(|e| field_error("export", e))
}

/// Cycles in the flat encoding (each its length, then its squares) as `"json"`, `"svg"` or, for
/// one cycle, `"matrix"`. Errors: `.field = "export"`.
#[wasm_bindgen(js_name = exportCycles)]
pub fn export_cycles(
    rows: u32,
    cols: u32,
    flat: &[u32],
    format_name: &str,
) -> Result<String, JsValue> {
    let b = board(rows, cols)?;
    let f = format(format_name)?;
    let cycles = split_flat(b, flat).map_err(|e| field_error("export", e))?;
    exchange::export_cycles(b, &cycles, f).map_err(|e| field_error("export", e))
}

/// A fresh seed from the browser's entropy (getrandom's js backend, `crypto.getRandomValues`),
/// as decimal text for the seed field.
#[wasm_bindgen(js_name = freshSeed)]
pub fn fresh_seed() -> Result<String, JsValue> {
    crate::rng::fresh_seed()
        .map(|s| s.to_string())
        .map_err(|e| field_error("seed", format_args!("no randomness available: {e}")))
}

/// The paths given in the flat encoding (each its length, then its squares) as a short text for
/// the page's link (`R,C:` then each move 1–8), or undefined when too long or not knight's paths.
#[wasm_bindgen(js_name = pathCode)]
pub fn path_code(rows: u32, cols: u32, flat: &[u32]) -> Option<String> {
    let b = Board::new(rows as u64, cols as u64).ok()?;
    let paths = split_flat(b, flat).ok()?;
    exchange::path_code(b, &paths)
}

/// Read a [`path_code`] back into the flat encoding. Errors: `.field = "import"`.
#[wasm_bindgen(js_name = parsePathCode)]
pub fn parse_path_code(rows: u32, cols: u32, code: &str) -> Result<js_sys::Uint32Array, JsValue> {
    let b = Board::new(rows as u64, cols as u64).map_err(|e| field_error("import", e))?;
    let paths = exchange::parse_path_code(b, code).map_err(import_error)?;
    let flat = join_flat(&paths);
    Ok(js_sys::Uint32Array::from(&flat[..]))
}

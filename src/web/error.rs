//! Errors for the page: a JS `Error` whose `message` is the core error's text and whose `field`
//! names the form control it belongs to, so the page routes it on `field`, never on the text.
//!
//! Field names are the ids of the page's controls (`rows`, `cols`, `start`, `rule`, `seed`,
//! `gen`, `n`, `ops`, `board`, `tours`, `import`, ...); `status` means "the page's status line".

use wasm_bindgen::JsValue;

/// A JS `Error` carrying `field` beside its `message`.
pub fn field_error(field: &str, e: impl std::fmt::Display) -> JsValue {
    let err = js_sys::Error::new(&e.to_string());
    // Setting a property on a fresh Error object cannot fail.
    let _ = js_sys::Reflect::set(&err, &"field".into(), &field.into());
    err.into()
}

/// A JS `Error` for a lab's [`crate::page::PageError`]: its `message`, its `field` (the name of
/// the form field it is about; `status` for the page's status line), and for an import its
/// `line` and `square` (`[row, col]`).
pub fn page_error(e: crate::page::PageError) -> JsValue {
    let err = field_error(e.field.unwrap_or("status"), &e.message);
    if let Some(line) = e.line {
        let _ = js_sys::Reflect::set(&err, &"line".into(), &(line as u32).into());
    }
    if let Some((r, c)) = e.square {
        let sq = js_sys::Array::of2(&r.into(), &c.into());
        let _ = js_sys::Reflect::set(&err, &"square".into(), &sq);
    }
    err
}

/// A JS `Error` for several fields' errors: the first's, with `errors` listing them all
/// (`[{field, message}]`).
pub fn page_errors(es: Vec<crate::page::PageError>) -> JsValue {
    let list = super::to_js(&es).unwrap_or(JsValue::NULL);
    let first = es
        .into_iter()
        .next()
        .unwrap_or_else(|| crate::page::PageError::status("not applied"));
    let err = page_error(first);
    let _ = js_sys::Reflect::set(&err, &"errors".into(), &list);
    err
}

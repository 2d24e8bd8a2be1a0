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

impl From<crate::lab::fields::FieldError> for JsValue {
    fn from(e: crate::lab::fields::FieldError) -> JsValue {
        field_error(&e.field, e.message)
    }
}

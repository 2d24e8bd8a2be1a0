//! The papers page's wasm API (`www/papers.html`, long runs in `www/papers-worker.js`): thin
//! wrappers over [`crate::papers`]. The catalogue as plain objects; a claim's run worked in
//! slices ([`PaperRun::work`]) so the Worker can report progress and stop; errors carry their
//! `field` (`claim` or `param`).

use super::error::field_error;
use crate::papers::{self, ClaimError, Run};
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// Plain JS objects (maps as objects too: a finding's `data` is JSON).
fn to_js<T: Serialize>(v: &T) -> Result<JsValue, JsValue> {
    let s = serde_wasm_bindgen::Serializer::new().serialize_maps_as_objects(true);
    v.serialize(&s).map_err(|e| field_error("status", e))
}

fn claim_error(e: ClaimError) -> JsValue {
    field_error(e.field(), e)
}

/// Every claim: `[{id, seed, authors, place, quote, paper_value, cost: 'quick'|'worker',
/// param: null | {name, label, default, help}, page}]`.
#[wasm_bindgen(js_name = paperClaims)]
pub fn paper_claims() -> Result<JsValue, JsValue> {
    to_js(&papers::catalogue())
}

/// One claim's run.
#[wasm_bindgen]
pub struct PaperRun {
    run: Run,
}

#[wasm_bindgen]
impl PaperRun {
    /// Start claim `id` with the parameter's text (undefined or null: its default). Nothing is
    /// run yet.
    #[wasm_bindgen(constructor)]
    pub fn new(id: &str, param: Option<String>) -> Result<PaperRun, JsValue> {
        let claim = papers::find(id).map_err(claim_error)?;
        let run = claim.start(param.as_deref()).map_err(claim_error)?;
        Ok(PaperRun { run })
    }

    /// Work about `budget` units (walk steps, search positions; a budget that is not a positive
    /// number counts as 1): `{done, fraction, status}`.
    pub fn work(&mut self, budget: f64) -> Result<JsValue, JsValue> {
        let units = if budget.is_finite() && budget >= 1.0 {
            budget.min(u64::MAX as f64) as u64
        } else {
            1
        };
        to_js(&self.run.work(units))
    }

    /// The finished run: `{id, seed, place, param, paper_value, tool_value, verdict,
    /// verdict_words, detail, link, data}`, or null while it runs.
    pub fn record(&self) -> Result<JsValue, JsValue> {
        match self.run.record() {
            Some(r) => to_js(&r),
            None => Ok(JsValue::NULL),
        }
    }
}

//! The experiments page's wasm API (`www/experiments.html`, its Workers in
//! `www/experiments-worker.js`): thin wrappers over [`crate::experiments`]. Field checks return
//! canonical settings or an error whose `field` is the page control (`sizes`, `trials`, `seed`,
//! `start`; `gens`, `t-sizes`, `t-samples`, `t-seed`; `import`); [`Figure2Sweep`] and
//! [`TimingSweep`] are worked in slices by a Worker; chart geometry, verdicts and csv come from
//! [`crate::experiments::view`]. Rows cross the boundary flat: `[m, trials, tours, …]`.

use super::error::field_error;
use super::{for_ms, to_js};
use crate::experiments::success::{SuccessRow, Sweep as CoreSuccessSweep};
use crate::experiments::timing::{self, Clock, TimingRow, TimingSpec};
use crate::experiments::view::{self, CurveIn, Figure2Settings, TimingSettings};
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// Settings as the page shows and links them.
#[derive(Serialize)]
struct Figure2Canon {
    sizes: String,
    from: u32,
    to: u32,
    count: usize,
    trials: u32,
    seed: String,
    start: String,
    command: String,
}

/// Field texts as the page fills them (a struct, so JS gets a plain object).
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Defaults {
    sizes: String,
    seed: String,
    trials: Option<String>,
    start: Option<String>,
    gens: Option<String>,
    samples: Option<String>,
    min_batch_ms: Option<f64>,
}

/// The Figure 2 defaults: `{sizes, trials, seed, start}` as field text.
#[wasm_bindgen(js_name = figure2Defaults)]
pub fn figure2_defaults() -> Result<JsValue, JsValue> {
    to_js(&Defaults {
        sizes: view::DEFAULT_SIZES.into(),
        seed: "1".into(),
        trials: Some(view::DEFAULT_TRIALS.to_string()),
        start: Some("corner".into()),
        gens: None,
        samples: None,
        min_batch_ms: None,
    })
}

/// Check the Figure 2 fields: `{sizes, from, to, count, trials, seed, start, command}` (the CLI
/// command that gives the same rows), or an error naming the field.
#[wasm_bindgen(js_name = figure2Check)]
pub fn figure2_check(
    sizes: &str,
    trials: &str,
    seed: &str,
    start: &str,
) -> Result<JsValue, JsValue> {
    let s = Figure2Settings::parse(sizes, trials, seed, start)?;
    to_js(&Figure2Canon {
        sizes: s.sizes.to_string(),
        from: s.sizes.from,
        to: s.sizes.to,
        count: s.sizes.len(),
        trials: s.trials,
        seed: s.seed.to_string(),
        start: s.start_text(),
        command: s.command(),
    })
}

fn rows_of(flat: &[u32]) -> Result<Vec<SuccessRow>, JsValue> {
    if flat.len() % 3 != 0 {
        return Err(field_error(
            "status",
            "rows must be flat [m, trials, tours, …] triples",
        ));
    }
    Ok(flat
        .chunks_exact(3)
        .map(|c| SuccessRow {
            m: c[0],
            trials: c[1],
            tours: c[2],
        })
        .collect())
}

fn flat(rows: &[SuccessRow]) -> Vec<u32> {
    rows.iter().flat_map(|r| [r.m, r.trials, r.tours]).collect()
}

/// One Worker's share of a Figure 2 run (every `stride`-th size from `offset`), one trial at a
/// time.
#[wasm_bindgen]
pub struct Figure2Sweep {
    sweep: CoreSuccessSweep,
}

#[wasm_bindgen]
impl Figure2Sweep {
    /// The fields as typed (checked as [`figure2_check`]) and this Worker's share.
    #[wasm_bindgen(constructor)]
    pub fn new(
        sizes: &str,
        trials: &str,
        seed: &str,
        start: &str,
        offset: u32,
        stride: u32,
    ) -> Result<Figure2Sweep, JsValue> {
        let s = Figure2Settings::parse(sizes, trials, seed, start)?;
        Ok(Figure2Sweep {
            sweep: s.sweep(offset, stride)?,
        })
    }

    /// Trials for about `budget_ms`, then whether the share is done.
    pub fn work(&mut self, budget_ms: f64) -> Result<bool, JsValue> {
        let sweep = &mut self.sweep;
        for_ms(budget_ms, || {
            sweep.step().map_err(|e| field_error("status", e))
        })?;
        Ok(sweep.done())
    }

    /// `[done, total]` work (squares walked, m² per trial).
    pub fn progress(&self) -> Vec<f64> {
        let (d, t) = self.sweep.work();
        vec![d, t]
    }

    /// The rows finished since the last call, flat `[m, trials, tours, …]`.
    #[wasm_bindgen(js_name = takeRows)]
    pub fn take_rows(&mut self) -> Vec<u32> {
        flat(&self.sweep.take_rows())
    }
}

/// The Figure 2 chart's geometry for `rows` (flat) on an axis over `from..=to`
/// ([`view::figure2_chart`]).
#[wasm_bindgen(js_name = figure2Chart)]
pub fn figure2_chart(
    rows: &[u32],
    from: u32,
    to: u32,
    width: f64,
    height: f64,
) -> Result<JsValue, JsValue> {
    to_js(&view::figure2_chart(
        &rows_of(rows)?,
        from,
        to,
        width,
        height,
    ))
}

/// The paper's three statements checked against `rows` (flat), in words.
#[wasm_bindgen(js_name = figure2Verdicts)]
pub fn figure2_verdicts(rows: &[u32]) -> Result<JsValue, JsValue> {
    to_js(&view::figure2_verdicts(&rows_of(rows)?))
}

/// `rows` (flat) as the CLI's csv `m,trials,tours,rate`.
#[wasm_bindgen(js_name = figure2Csv)]
pub fn figure2_csv(rows: &[u32]) -> Result<String, JsValue> {
    Ok(view::figure2_csv(&rows_of(rows)?))
}

/// Read a csv in the CLI's columns: the rows, flat; the error's `field` is `import` and its
/// message names the line.
#[wasm_bindgen(js_name = figure2Import)]
pub fn figure2_import(text: &str) -> Result<Vec<u32>, JsValue> {
    Ok(flat(&view::parse_figure2_csv(text)?))
}

/// The timing defaults: `{gens, sizes, samples, seed, minBatchMs}` as field text (and the
/// least time of one in-browser sample's batch, in ms).
#[wasm_bindgen(js_name = timingDefaults)]
pub fn timing_defaults() -> Result<JsValue, JsValue> {
    to_js(&Defaults {
        sizes: view::DEFAULT_TIMING_SIZES.into(),
        seed: "1".into(),
        trials: None,
        start: None,
        gens: Some("all".into()),
        samples: Some(view::DEFAULT_SAMPLES.to_string()),
        min_batch_ms: Some(view::BROWSER_MIN_BATCH_NS / 1e6),
    })
}

/// The timing charts' groups: `[{key, title, paper, gens}]`, every timed generator once.
#[wasm_bindgen(js_name = timingGroups)]
pub fn timing_groups() -> Result<JsValue, JsValue> {
    to_js(&view::timing_groups())
}

/// The generators (sources) in catalogue order; a curve's `color` is its source's place here.
#[wasm_bindgen(js_name = timingSources)]
pub fn timing_sources() -> Vec<String> {
    view::timing_sources()
}

#[derive(Serialize)]
struct TimingCanon {
    gens: Vec<String>,
    sizes: String,
    samples: u32,
    seed: String,
    command: String,
}

/// Check the timing fields (`gens` comma-separated or `all`): `{gens, sizes, samples, seed,
/// command}`, or an error naming the field.
#[wasm_bindgen(js_name = timingCheck)]
pub fn timing_check(
    gens: &str,
    sizes: &str,
    samples: &str,
    seed: &str,
) -> Result<JsValue, JsValue> {
    let s = TimingSettings::parse(gens, sizes, samples, seed)?;
    to_js(&TimingCanon {
        gens: s.specs.iter().map(|g| g.to_string()).collect(),
        sizes: s.sizes.to_string(),
        samples: s.samples,
        seed: s.seed.to_string(),
        command: s.command(),
    })
}

/// `performance.now()` of the page or Worker, in nanoseconds (falls back to `Date.now()`).
struct PerfClock {
    perf: Option<(JsValue, js_sys::Function)>,
}

impl PerfClock {
    fn new() -> PerfClock {
        let perf = js_sys::Reflect::get(&js_sys::global(), &"performance".into())
            .ok()
            .filter(|p| p.is_object())
            .and_then(|p| {
                let now = js_sys::Reflect::get(&p, &"now".into()).ok()?;
                now.dyn_into::<js_sys::Function>().ok().map(|f| (p, f))
            });
        PerfClock { perf }
    }
}

impl Clock for PerfClock {
    fn now_ns(&mut self) -> f64 {
        let ms = self
            .perf
            .as_ref()
            .and_then(|(p, f)| f.call0(p).ok())
            .and_then(|v| v.as_f64())
            .unwrap_or_else(js_sys::Date::now);
        ms * 1e6
    }
}

#[derive(Serialize)]
struct RowOut {
    gen: String,
    n: u32,
    samples: u32,
    failures: u32,
    min_ns_per_cell: f64,
    median_ns_per_cell: f64,
    mean_ns_per_cell: f64,
}

impl RowOut {
    fn new(spec: TimingSpec, r: TimingRow) -> RowOut {
        RowOut {
            gen: spec.to_string(),
            n: r.n,
            samples: r.samples,
            failures: r.failures,
            min_ns_per_cell: r.min_ns_per_cell,
            median_ns_per_cell: r.median_ns_per_cell,
            mean_ns_per_cell: r.mean_ns_per_cell,
        }
    }
}

/// Time per cell measured in this browser, one sample at a time (each sample a batch of at
/// least [`view::BROWSER_MIN_BATCH_NS`], since the page's clock may be coarse).
#[wasm_bindgen]
pub struct TimingSweep {
    sweep: timing::Sweep,
    clock: PerfClock,
}

#[wasm_bindgen]
impl TimingSweep {
    /// The fields as typed (checked as [`timing_check`]).
    #[wasm_bindgen(constructor)]
    pub fn new(gens: &str, sizes: &str, samples: &str, seed: &str) -> Result<TimingSweep, JsValue> {
        let s = TimingSettings::parse(gens, sizes, samples, seed)?;
        let sweep = timing::Sweep::new(
            &s.specs,
            s.sizes,
            s.samples,
            s.seed,
            view::BROWSER_MIN_BATCH_NS,
        )
        .map_err(|e| field_error("t-sizes", e))?;
        Ok(TimingSweep {
            sweep,
            clock: PerfClock::new(),
        })
    }

    /// Samples for about `budget_ms` (at least one), then whether every size is timed.
    pub fn work(&mut self, budget_ms: f64) -> Result<bool, JsValue> {
        let (sweep, clock) = (&mut self.sweep, &mut self.clock);
        for_ms(budget_ms, || Ok(sweep.step(clock)))?;
        Ok(sweep.done())
    }

    /// The fraction done.
    pub fn fraction(&self) -> f64 {
        self.sweep.fraction()
    }

    /// What is being timed: `braid+join on 40x40`, or empty when done.
    pub fn current(&self) -> String {
        self.sweep
            .current()
            .map(|(s, n)| format!("{s} on {n}x{n}"))
            .unwrap_or_default()
    }

    /// The rows finished since the last call: `[{gen, n, samples, failures,
    /// min_ns_per_cell, median_ns_per_cell, mean_ns_per_cell}]`.
    #[wasm_bindgen(js_name = takeRows)]
    pub fn take_rows(&mut self) -> Result<JsValue, JsValue> {
        let rows: Vec<RowOut> = self
            .sweep
            .take_rows()
            .into_iter()
            .map(|(s, r)| RowOut::new(s, r))
            .collect();
        to_js(&rows)
    }

    /// The chosen generators that support none of the sizes.
    pub fn skipped(&self) -> Vec<String> {
        self.sweep.skipped().iter().map(|s| s.to_string()).collect()
    }
}

/// Read the native timing table (the CLI's csv with `#` comments): `{comments, series: [{gen,
/// rows}]}`; the error's message names the line.
#[wasm_bindgen(js_name = timingTable)]
pub fn timing_table(text: &str) -> Result<JsValue, JsValue> {
    let t = timing::parse_table(text).map_err(|e| field_error("status", e))?;
    to_js(&t)
}

/// The log-log chart's geometry for `curves` (`[{gen, origin, points: [[n, ns], …]}]`).
#[wasm_bindgen(js_name = timingChart)]
pub fn timing_chart(curves: JsValue, width: f64, height: f64) -> Result<JsValue, JsValue> {
    let curves: Vec<CurveIn> = serde_wasm_bindgen::from_value(curves)
        .map_err(|e| field_error("status", format!("timingChart: not a list of curves: {e}")))?;
    to_js(&view::timing_chart(&curves, width, height))
}

/// In-browser over native time per cell, per generator, on the sizes both curves have
/// (`curves` as for [`timing_chart`]): `[{gen, sizes, median, min, max}]`.
#[wasm_bindgen(js_name = timingRatios)]
pub fn timing_ratios(curves: JsValue) -> Result<JsValue, JsValue> {
    let curves: Vec<CurveIn> = serde_wasm_bindgen::from_value(curves)
        .map_err(|e| field_error("status", format!("timingRatios: not a list of curves: {e}")))?;
    to_js(&view::timing_ratios(&curves))
}

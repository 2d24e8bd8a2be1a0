//! The experiments page's Worker jobs: a share of a Figure 2 run ([`Figure2Job`]: Worker
//! `part` of a pool of `parts` walks the sizes `part, part + parts, …`, so the rows are the
//! CLI's whatever the pool) and a timing run ([`TimingJob`], timed by the clock of the Worker it
//! runs in). Each is described by its form's field texts, read as the page reads them, and
//! hands over the rows it finished since it last did.

use super::form::{ExperimentsField, ExperimentsForm, FIGURE2_FIELDS, TIMING_FIELDS};
use crate::experiments::success::Sweep as SuccessSweep;
use crate::experiments::timing::{self, Clock};
use crate::job::{Job, Progress};
use crate::page::form::{read, Field, Form};
use crate::page::WorkerJob;
use serde_json::{json, Value};

/// In-browser timing: each sample's batch lasts at least this long (the page's clock ticks
/// every 0.1 ms in some browsers; 2 ms keeps that tick under 5% of a batch).
pub const BROWSER_MIN_BATCH_NS: f64 = 2e6;

/// A Worker job's description: the texts of `fields` of `form`.
pub fn spec(form: &ExperimentsForm, fields: &[ExperimentsField]) -> Value {
    let map: serde_json::Map<String, Value> = fields
        .iter()
        .map(|&f| (f.name().to_string(), Value::String(form.text(f))))
        .collect();
    Value::Object(map)
}

/// The form a job's description gives: the defaults with `fields` read from `spec`.
fn form_of(spec: &Value, fields: &[ExperimentsField]) -> Result<ExperimentsForm, String> {
    let texts: Vec<(String, String)> = fields
        .iter()
        .filter_map(|f| {
            let t = spec.get(f.name())?.as_str()?;
            Some((f.name().to_string(), t.to_string()))
        })
        .collect();
    read(&ExperimentsForm::default(), &texts).map_err(|es| {
        es.into_iter()
            .map(|e| e.message)
            .collect::<Vec<_>>()
            .join("; ")
    })
}

/// One Worker's share of a Figure 2 run, a walk a unit.
pub struct Figure2Job {
    sweep: SuccessSweep,
    words: String,
    clock: Box<dyn Clock>,
    t0: f64,
    cancelled: bool,
}

impl Figure2Job {
    /// Share `part` of `parts` of the run `spec` describes (Figure 2's field texts).
    pub fn open(
        spec: &Value,
        part: u32,
        parts: u32,
        mut clock: Box<dyn Clock>,
    ) -> Result<Figure2Job, String> {
        let s = form_of(spec, &FIGURE2_FIELDS)?.figure2;
        let sweep = SuccessSweep::new(s.sizes, s.trials, s.seed, s.start, part, parts.max(1))
            .map_err(|e| e.to_string())?;
        let t0 = clock.now_ns();
        Ok(Figure2Job {
            sweep,
            words: format!("Figure 2: walking m = {}", s.sizes),
            clock,
            t0,
            cancelled: false,
        })
    }
}

impl Job for Figure2Job {
    fn work(&mut self, units: u64) -> Result<Progress, String> {
        if !self.cancelled {
            for _ in 0..units.max(1) {
                if self.sweep.step().map_err(|e| e.to_string())? {
                    break;
                }
            }
        }
        if self.cancelled || self.sweep.done() {
            return Ok(Progress::finished(self.words.clone()));
        }
        let (done, total) = self.sweep.work();
        Ok(Progress::new(done as u64, total as u64, self.words.clone()))
    }

    fn cancel(&mut self) {
        self.cancelled = true;
    }

    fn name(&self) -> String {
        self.words.clone()
    }
}

impl WorkerJob for Figure2Job {
    /// `{rows: [[m, trials, tours], …], elapsed_ns}`.
    fn output(&mut self) -> Value {
        let rows: Vec<[u32; 3]> = self
            .sweep
            .take_rows()
            .iter()
            .map(|r| [r.m, r.trials, r.tours])
            .collect();
        json!({"rows": rows, "elapsed_ns": self.clock.now_ns() - self.t0})
    }
}

/// A timing run, a sample (or a warm-up batch) a unit, timed by the clock it is given.
pub struct TimingJob {
    sweep: timing::Sweep,
    clock: Box<dyn Clock>,
    t0: f64,
    cancelled: bool,
}

impl TimingJob {
    /// The run `spec` describes (the timing's field texts); each sample's batch lasts at least
    /// `min_batch_ns` on `clock`.
    pub fn open(
        spec: &Value,
        min_batch_ns: f64,
        mut clock: Box<dyn Clock>,
    ) -> Result<TimingJob, String> {
        let s = form_of(spec, &TIMING_FIELDS)?.timing;
        let sweep = timing::Sweep::new(&s.specs, s.sizes, s.samples, s.seed, min_batch_ns)
            .map_err(|e| e.to_string())?;
        let t0 = clock.now_ns();
        Ok(TimingJob {
            sweep,
            clock,
            t0,
            cancelled: false,
        })
    }

    fn words(&self) -> String {
        match self.sweep.current() {
            Some((s, n)) => format!("Timing {s} on {n}x{n}"),
            None => "Timed".into(),
        }
    }
}

impl Job for TimingJob {
    fn work(&mut self, units: u64) -> Result<Progress, String> {
        if !self.cancelled {
            for _ in 0..units.max(1) {
                if self.sweep.step(self.clock.as_mut()) {
                    break;
                }
            }
        }
        if self.cancelled || self.sweep.done() {
            return Ok(Progress::finished(self.words()));
        }
        Ok(Progress::of_fraction(self.sweep.fraction(), self.words()))
    }

    fn cancel(&mut self) {
        self.cancelled = true;
    }

    fn name(&self) -> String {
        "Timing".into()
    }
}

impl WorkerJob for TimingJob {
    /// `{rows: [{gen, n, samples, failures, min_ns_per_cell, median_ns_per_cell,
    /// mean_ns_per_cell}, …], skipped: [gen, …], current, elapsed_ns}`.
    fn output(&mut self) -> Value {
        let rows: Vec<Value> = self
            .sweep
            .take_rows()
            .into_iter()
            .map(|(s, r)| {
                let mut v = json!(r);
                v["gen"] = json!(s.to_string());
                v
            })
            .collect();
        let skipped: Vec<String> = self.sweep.skipped().iter().map(|s| s.to_string()).collect();
        let current = self
            .sweep
            .current()
            .map_or(String::new(), |(s, n)| format!("{s} on {n}x{n}"));
        json!({
            "rows": rows,
            "skipped": skipped,
            "current": current,
            "elapsed_ns": self.clock.now_ns() - self.t0,
        })
    }
}

/// The job of `kind` (`figure2`, `timing`) a Worker runs: part `part` of `parts`.
pub fn worker_job(
    kind: &str,
    spec: &Value,
    part: u32,
    parts: u32,
    clock: Box<dyn Clock>,
) -> Result<Box<dyn WorkerJob>, String> {
    match kind {
        "figure2" => Ok(Box::new(Figure2Job::open(spec, part, parts, clock)?)),
        "timing" => Ok(Box::new(TimingJob::open(
            spec,
            BROWSER_MIN_BATCH_NS,
            clock,
        )?)),
        _ => Err(format!("no job '{kind}'")),
    }
}

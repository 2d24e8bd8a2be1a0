//! The turns and crossings ([`crate::shape`]) of a long walk counted in a Worker: the walk a
//! walk link describes made again there (it is fixed by its board, start, rule and seed, or by
//! the path it follows) up to the step asked for, and counted; the page shows the count when it
//! comes ([`WalkState::shape_counted`]) and stays free meanwhile.

use super::state::WalkState;
use crate::job::{Job, Progress};
use crate::page::WorkerJob;
use crate::shape::Shape;

/// The job's kind ([`crate::labs::worker_job`]).
pub const SHAPE_JOB: &str = "walk-shape";

/// A walk link's walk made to a step, then its turns and crossings counted.
pub struct ShapeJob {
    state: WalkState,
    to: usize,
    started: bool,
    shape: Option<Shape>,
    over: bool,
}

impl ShapeJob {
    /// The job `spec` describes: `{"link": the walk page's link, "to": the walk's length}`.
    ///
    /// ```
    /// use warnsdorff::job::run_to_end;
    /// use warnsdorff::labs::walk::shape_job::ShapeJob;
    /// use warnsdorff::page::WorkerJob;
    /// let spec = serde_json::json!({"link": "board=8x8", "to": 64});
    /// let mut job = ShapeJob::open(&spec).unwrap();
    /// run_to_end(&mut job, 1000).unwrap();
    /// assert!(job.output()["crossings"].as_u64().unwrap() > 0);
    /// ```
    pub fn open(spec: &serde_json::Value) -> Result<ShapeJob, String> {
        let (state, to) = super::state_of_spec(spec)?;
        Ok(ShapeJob {
            state,
            to,
            started: false,
            shape: None,
            over: false,
        })
    }
}

impl Job for ShapeJob {
    /// The rule's preparation, the walk to its step in slices, then the count at once (the
    /// Worker's own time).
    fn work(&mut self, units: u64) -> Result<Progress, String> {
        let words = "Counting turns and crossings".to_string();
        if self.over {
            return Ok(Progress::finished(words));
        }
        if self.state.preparing() {
            let p = self.state.work(units)?;
            if !p.is_finished() {
                return Ok(Progress::new(0, 2, words));
            }
        }
        if !self.started {
            self.started = true;
            self.state.seek_in_slices(self.to);
        }
        if self.state.busy() {
            let p = self.state.work(units)?;
            if !p.is_finished() {
                return Ok(Progress::new(p.done, 2 * p.total.max(1), words));
            }
        }
        if self.state.walk().len() != self.to {
            return Err(format!(
                "the walk ends at step {}, not {}",
                self.state.walk().len(),
                self.to
            ));
        }
        self.shape = Some(self.state.walk().shape());
        self.over = true;
        Ok(Progress::finished(words))
    }

    fn cancel(&mut self) {
        self.over = true;
    }

    fn name(&self) -> String {
        "Counting turns and crossings".into()
    }
}

impl WorkerJob for ShapeJob {
    /// The count (`{"turns", "crossings"}`) once made; null before.
    fn output(&mut self) -> serde_json::Value {
        self.shape
            .map_or(serde_json::Value::Null, |s| serde_json::json!(s))
    }
}

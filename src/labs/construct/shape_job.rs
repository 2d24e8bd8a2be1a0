//! The turns and crossings ([`crate::shape`]) of a big board's finished tour counted in a
//! Worker: the construction a Lin & Wei link describes (board, kind, start) built again there
//! and its tour counted, so that the page shows the count when it comes and stays free.

use super::ConstructForm;
use crate::job::{Job, Progress};
use crate::page::form::from_link;
use crate::page::WorkerJob;
use crate::shape::Shape;

/// The job's kind ([`crate::labs::worker_job`]).
pub const SHAPE_JOB: &str = "construct-shape";

/// A Lin & Wei link's tour built, then its turns and crossings counted.
pub struct ShapeJob {
    form: ConstructForm,
    shape: Option<Shape>,
    over: bool,
}

impl ShapeJob {
    /// The job `spec` describes: `{"link": the Lin & Wei page's link}`.
    ///
    /// ```
    /// use warnsdorff::job::run_to_end;
    /// use warnsdorff::labs::construct::shape_job::ShapeJob;
    /// use warnsdorff::page::WorkerJob;
    /// let mut job = ShapeJob::open(&serde_json::json!({"link": "board=8x8"})).unwrap();
    /// run_to_end(&mut job, 1).unwrap();
    /// assert!(job.output()["turns"].as_u64().unwrap() > 0);
    /// ```
    pub fn open(spec: &serde_json::Value) -> Result<ShapeJob, String> {
        let link = spec["link"].as_str().ok_or("no link")?;
        let (form, errors) = from_link::<ConstructForm>(link);
        if let Some(e) = errors.first() {
            return Err(e.message.clone());
        }
        Ok(ShapeJob {
            form,
            shape: None,
            over: false,
        })
    }
}

impl Job for ShapeJob {
    /// All at once (a 2000×2000 tour: some 0.4 s natively), in the Worker's own time.
    fn work(&mut self, _units: u64) -> Result<Progress, String> {
        if !self.over {
            let lab = super::build(&self.form).map_err(|e| e.message)?;
            self.shape = Some(lab.shape().ok_or("no tour on this board")?);
            self.over = true;
        }
        Ok(Progress::finished("Counting turns and crossings"))
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

//! A part of a count in a Worker: every `parts`-th task of the count ([`Count::part`]) searched
//! in slices (positions are the units), sending its tally so far ([`PartOutput`]) with each post.

use super::TourSpec;
use crate::count::{Count, Kind};
use crate::job::{Clock, Job, Progress};
use crate::page::words::count;
use crate::page::WorkerJob;
use serde::{Deserialize, Serialize};

/// The kind of the count's parallel job.
pub const COUNT_JOB: &str = "tour-count";

/// What a part sends: its whole tally so far (tours and Warnsdorff tours of the tasks it has
/// finished, positions searched including the task under way), its tasks finished and in all,
/// the ms its Worker has spent, and whether every one of its tasks is searched.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct PartOutput {
    pub tours: u64,
    pub warnsdorff: u64,
    pub nodes: u64,
    pub done: u64,
    pub tasks: u64,
    pub ms: f64,
    pub complete: bool,
}

/// Part `part` of `parts` of a count.
pub struct CountJob {
    count: Count,
    clock: Box<dyn Clock>,
    t0: f64,
    ms: f64,
}

impl CountJob {
    /// The part of the count `spec` describes ([`TourSpec::to_json`]).
    ///
    /// ```
    /// use warnsdorff::job::{run_to_end, Clock};
    /// use warnsdorff::labs::enumerate::tours::{job::CountJob, TourSpec};
    /// use warnsdorff::page::WorkerJob;
    /// struct Still;
    /// impl Clock for Still { fn now_ns(&mut self) -> f64 { 0.0 } }
    /// let spec = TourSpec::default().to_json();
    /// let mut job = CountJob::open(&spec, 0, 1, Box::new(Still)).unwrap();
    /// run_to_end(&mut job, 1 << 16).unwrap();
    /// assert_eq!(job.output()["tours"], 1728);
    /// ```
    pub fn open(
        spec: &serde_json::Value,
        part: u32,
        parts: u32,
        mut clock: Box<dyn Clock>,
    ) -> Result<CountJob, String> {
        let s = TourSpec::of_json(spec)?;
        let graph = s.graph().map_err(|e| e.1)?;
        let t0 = clock.now_ns();
        Ok(CountJob {
            count: Count::part(graph, s.kind, part as usize, parts.max(1) as usize),
            clock,
            t0,
            ms: 0.0,
        })
    }

    fn words(&self) -> String {
        let (done, all) = self.count.parts();
        format!(
            "{} of {} tasks, {} positions",
            count(done as u64),
            count(all as u64),
            count(self.count.searched())
        )
    }
}

impl Job for CountJob {
    fn work(&mut self, units: u64) -> Result<Progress, String> {
        let p = self.count.work(units)?;
        self.ms = (self.clock.now_ns() - self.t0) / 1e6;
        Ok(Progress {
            words: self.words(),
            ..p
        })
    }

    fn cancel(&mut self) {
        self.count.cancel();
    }

    fn name(&self) -> String {
        let what = match self.count.kind() {
            Kind::Open => "open",
            Kind::Closed => "closed",
        };
        let g = self.count.graph();
        format!("Counting every {what} tour of {}x{}", g.rows, g.cols)
    }
}

impl WorkerJob for CountJob {
    fn output(&mut self) -> serde_json::Value {
        let (done, tasks) = self.count.parts();
        serde_json::to_value(PartOutput {
            tours: self.count.tally.tours,
            warnsdorff: self.count.tally.warnsdorff,
            nodes: self.count.searched(),
            done: done as u64,
            tasks: tasks as u64,
            ms: self.ms,
            complete: self.count.is_complete(),
        })
        .unwrap_or_default()
    }
}

//! The walk page's search run in a Worker: the search a walk link describes (its board, start,
//! rule, seed, search and budget), its preparation and then its steps worked in slices up to a
//! step asked for (or to its end), handing the page where it stands ([`Place`]) as it goes
//! and when it is over, for the page's own copy of the search to take up
//! ([`WalkState::adopt`]). The search is deterministic (backtracking.rs), so the two copies
//! are the same search.

use super::state::{Place, WalkState};
use crate::job::{Job, Progress};
use crate::page::words::count;
use crate::page::WorkerJob;
use serde_json::json;

/// The job's kind ([`crate::labs::worker_job`]).
pub const SEARCH_JOB: &str = "walk-search";

/// Places whose path is at most this deep are handed over while the job runs (the page takes
/// each up, drawing the search as it goes); a deeper search hands over only its last place.
pub const LIVE_DEPTH: usize = 20_000;

/// The search of a walk link, worked to a step.
pub struct SearchJob {
    state: WalkState,
    to: usize,
    started: bool,
    over: bool,
}

impl SearchJob {
    /// The job `spec` describes: `{"link": the walk page's link, "to": the step to reach}`.
    ///
    /// ```
    /// use warnsdorff::job::run_to_end;
    /// use warnsdorff::labs::walk::search_job::SearchJob;
    /// use warnsdorff::page::WorkerJob;
    /// let spec = serde_json::json!({"link": "board=5x5&start=1,3&ordering=36875124&search=open", "to": 10_000});
    /// let mut job = SearchJob::open(&spec).unwrap();
    /// run_to_end(&mut job, 1000).unwrap();
    /// assert_eq!(job.output()["point"]["state"], "found");
    /// ```
    pub fn open(spec: &serde_json::Value) -> Result<SearchJob, String> {
        let (state, to) = super::state_of_spec(spec)?;
        Ok(SearchJob {
            state,
            to,
            started: false,
            over: false,
        })
    }

    /// How far it is, for the page's progress row: `Searching to the end: step 5,120, 2,600
    /// nodes` (or `to step N`).
    fn words(&self) -> String {
        let Some(s) = self.state.search() else {
            return String::new();
        };
        let to = if self.to as u64 > s.most_steps() {
            "to the end".to_string()
        } else {
            format!("to step {}", count(self.to as u64))
        };
        format!(
            "Searching {to}: step {}, {} nodes",
            count(self.state.pos() as u64),
            count(s.backtrack().counts().nodes)
        )
    }

    fn place(&self) -> Option<Place> {
        self.state.place()
    }
}

impl Job for SearchJob {
    /// The rule's preparation (`nineteen`'s trial walks), then about `units` steps of the
    /// search.
    fn work(&mut self, units: u64) -> Result<Progress, String> {
        if self.over {
            return Ok(Progress::finished(format!("at step {}", self.state.pos())));
        }
        if self.state.preparing() {
            let p = self.state.work(units)?;
            if !p.is_finished() {
                return Ok(Progress::new(0, 1, p.words));
            }
        }
        if self.state.search().is_none() {
            return Err("the link asks for no search".into());
        }
        if !self.started {
            self.started = true;
            self.state.seek_in_slices(self.to);
        }
        let p = if self.state.busy() {
            self.state.work(units)?
        } else {
            Progress::finished(String::new())
        };
        self.over = p.is_finished();
        Ok(Progress {
            words: self.words(),
            ..p
        })
    }

    /// Stop where the search is: the page takes it up there.
    fn cancel(&mut self) {
        self.over = true;
    }

    fn name(&self) -> String {
        format!("Searching to step {}", self.to)
    }
}

impl WorkerJob for SearchJob {
    /// Where the search stands (a [`Place`]): each time while its path is at most
    /// [`LIVE_DEPTH`] deep, and once it is over; else null.
    fn output(&mut self) -> serde_json::Value {
        match self.place() {
            Some(p) if self.over || p.point.counts.depth <= LIVE_DEPTH => json!(p),
            _ => serde_json::Value::Null,
        }
    }
}

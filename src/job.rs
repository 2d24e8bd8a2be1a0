//! Long computations worked in slices: one [`Job`] trait and one [`Progress`] for every one of
//! them (a walk's preparation, a cover's generation, a plan, a sweep, a count), so that a page
//! runs any of them in time-budgeted slices or in a Worker, and the CLI runs it to its end.
//!
//! A job knows nothing of clocks: [`Job::work`] does about so many of the job's own units
//! (walk steps, search positions, squares) and says how far it is. Whoever runs it owns the
//! clock: the web layer calls it until its time budget is spent, [`run_to_end`] until it is
//! finished.

use serde::Serialize;

/// How far a job is: `done` of `total` (in the job's own measure) and a sentence saying what
/// it is doing. A job is finished when `done` reaches `total`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Progress {
    pub done: u64,
    pub total: u64,
    pub words: String,
}

/// Parts of a whole for a job that knows only the fraction it has done.
const PARTS: u64 = 1_000_000;

impl Progress {
    /// `done` of `total` (at least 1; `done` at most `total`).
    ///
    /// ```
    /// use warnsdorff::job::Progress;
    /// let p = Progress::new(3, 4, "walking");
    /// assert_eq!((p.fraction(), p.is_finished()), (0.75, false));
    /// assert!(Progress::new(9, 4, "").is_finished());
    /// ```
    pub fn new(done: u64, total: u64, words: impl Into<String>) -> Progress {
        let total = total.max(1);
        Progress {
            done: done.min(total),
            total,
            words: words.into(),
        }
    }

    /// A fraction done, 0 to 1 (in millionths): for a job that knows no count. A fraction
    /// under 1 is never reported as finished, however close.
    ///
    /// ```
    /// use warnsdorff::job::Progress;
    /// assert_eq!(Progress::of_fraction(0.5, "half").done, 500_000);
    /// assert!(!Progress::of_fraction(0.9999999, "").is_finished());
    /// assert!(Progress::of_fraction(1.0, "").is_finished());
    /// ```
    pub fn of_fraction(fraction: f64, words: impl Into<String>) -> Progress {
        let f = if fraction.is_finite() {
            fraction.clamp(0.0, 1.0)
        } else {
            0.0
        };
        let done = if f >= 1.0 {
            PARTS
        } else {
            ((f * PARTS as f64) as u64).min(PARTS - 1)
        };
        Progress::new(done, PARTS, words)
    }

    /// A finished job, with what it ended on.
    ///
    /// ```
    /// use warnsdorff::job::Progress;
    /// assert!(Progress::finished("ready").is_finished());
    /// ```
    pub fn finished(words: impl Into<String>) -> Progress {
        Progress::new(1, 1, words)
    }

    /// Whether the job has nothing left to do.
    pub fn is_finished(&self) -> bool {
        self.done >= self.total
    }

    /// The share done, 0 to 1.
    pub fn fraction(&self) -> f64 {
        self.done as f64 / self.total as f64
    }
}

/// A long computation done in slices.
pub trait Job {
    /// Do about `units` of the job's work (at least one item when it is not finished) and say
    /// how far it is; an error ends the job (it says why, in words).
    fn work(&mut self, units: u64) -> Result<Progress, String>;

    /// Stop: the job keeps what it has done, and its next [`Job::work`] says it is finished.
    fn cancel(&mut self) {}

    /// What the job is, in a few words (its progress row's name).
    fn name(&self) -> String {
        String::new()
    }
}

/// A monotonic clock in nanoseconds, for the jobs that measure time (the timing experiments):
/// the runner gives the one it has (`Instant` natively, `performance.now()` in a browser).
pub trait Clock {
    fn now_ns(&mut self) -> f64;
}

/// Work `job` to its end in calls of `units` (the CLI; tests): its last progress.
///
/// ```
/// use warnsdorff::job::{run_to_end, Job, Progress};
/// struct Count(u64);
/// impl Job for Count {
///     fn work(&mut self, units: u64) -> Result<Progress, String> {
///         self.0 = (self.0 + units).min(10);
///         Ok(Progress::new(self.0, 10, "counting"))
///     }
/// }
/// assert_eq!(run_to_end(&mut Count(0), 3).unwrap().done, 10);
/// ```
pub fn run_to_end(job: &mut dyn Job, units: u64) -> Result<Progress, String> {
    loop {
        let p = job.work(units.max(1))?;
        if p.is_finished() {
            return Ok(p);
        }
    }
}

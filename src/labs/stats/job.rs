//! The statistics page's Worker job: the runs of one Start (or of the Tables 1–2 preset), one
//! [`Run`] per generator, worked in turn so that each gets the same share of the time (round
//! robin by time spent), with each run's progress and summary handed over as they change.

use crate::board::Board;
use crate::input::{self, InputError};
use crate::job::{Clock, Job, Progress};
use crate::page::words::{count, counted};
use crate::page::WorkerJob;
use crate::region::{Leaper, Region, Wrap};
use crate::stats::aggregate::{MeanSdView, SpreadView};
use crate::stats::tourgen::{self, Directed};
use crate::stats::{GenSpec, Generator, Run, Shatter, Summary};
use serde::{Deserialize, Serialize};

/// The Worker job's kind ([`crate::labs::worker_job`]).
pub const KIND: &str = "stats";

/// One run of a job as the lab asks for it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RunSpec {
    /// The source ([`GenSpec::parse`]), tiles and rule included.
    pub source: String,
    pub board: Board,
    pub tours: u64,
    pub obfuscate: bool,
    /// How its obfuscation shatters ([`Shatter::key`]).
    pub shatter: String,
    /// The region's leaper, wrap and shape as the page's fields write them (empty: the
    /// knight's whole board).
    #[serde(default)]
    pub region: RegionSpec,
}

/// The region of a run beyond its board, as the statistics page's fields write it.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct RegionSpec {
    pub leaper: String,
    pub wrap: String,
    pub shape: String,
}

impl RunSpec {
    /// The region its tours are walked on.
    pub fn region(&self) -> Result<Region, String> {
        let r = &self.region;
        let leaper = match r.leaper.trim() {
            "" => Leaper::KNIGHT,
            t => t.parse().map_err(|e| format!("leaper: {e}"))?,
        };
        let wrap = match r.wrap.trim() {
            "" => Wrap::None,
            t => t.parse().map_err(|e| format!("wrap: {e}"))?,
        };
        super::form::region_of(self.board, leaper, wrap, &r.shape)
            .map_err(|e| format!("shape: {e}"))
    }
}

/// What a job runs: its runs, from one seed (as text: seeds go past 2^53).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct JobSpec {
    pub seed: String,
    pub runs: Vec<RunSpec>,
}

/// [`Summary`] as it crosses to the page and back: every field the same but the seed, as
/// decimal text, since seeds go past 2^53 and a JS number would round them.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PageSummary {
    pub tours: u64,
    pub moves: MeanSdView,
    pub relative: MeanSdView,
    #[serde(default)]
    pub turns: SpreadView,
    #[serde(default)]
    pub crossings: SpreadView,
    pub directed: Directed,
    pub generator: String,
    pub board: Board,
    /// The region in words when it is not the knight's whole board ([`Summary::region`]).
    #[serde(default)]
    pub region: Option<String>,
    pub seed: String,
    pub target: u64,
    pub attempts: u64,
    pub squares: u64,
    pub attempt_rate: f64,
    pub stopped: Option<String>,
    #[serde(default)]
    pub deterministic: bool,
}

impl From<Summary> for PageSummary {
    fn from(s: Summary) -> PageSummary {
        PageSummary {
            tours: s.tours,
            moves: s.moves,
            relative: s.relative,
            turns: s.turns,
            crossings: s.crossings,
            directed: s.directed,
            generator: s.generator,
            board: s.board,
            region: s.region,
            seed: s.seed.to_string(),
            target: s.target,
            attempts: s.attempts,
            squares: s.squares,
            attempt_rate: s.attempt_rate,
            stopped: s.stopped,
            deterministic: s.deterministic,
        }
    }
}

impl TryFrom<PageSummary> for Summary {
    type Error = InputError;
    /// Back from the page: the seed must be a whole number 0 to 2^64 − 1 again.
    fn try_from(s: PageSummary) -> Result<Summary, InputError> {
        Ok(Summary {
            tours: s.tours,
            moves: s.moves,
            relative: s.relative,
            turns: s.turns,
            crossings: s.crossings,
            directed: s.directed,
            generator: s.generator,
            board: s.board,
            region: s.region,
            seed: input::parse_seed(&s.seed)?,
            target: s.target,
            attempts: s.attempts,
            squares: s.squares,
            attempt_rate: s.attempt_rate,
            stopped: s.stopped,
            deterministic: s.deterministic,
        })
    }
}

/// How one run stands, as the job hands it over.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RunReport {
    /// The run's place in the job.
    pub k: usize,
    pub progress: tourgen::Progress,
    pub summary: PageSummary,
    /// Milliseconds spent on it.
    pub spent_ms: f64,
}

/// What a job hands over: the runs that changed since it last did, and its time so far.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct JobReport {
    pub runs: Vec<RunReport>,
    pub elapsed_ms: f64,
}

/// A time in words: `under a second`, `42 s`, `12 min`, `1.5 h`.
pub fn duration(ms: f64) -> String {
    let s = ms / 1000.0;
    if !s.is_finite() {
        "unknown".into()
    } else if s < 1.0 {
        "under a second".into()
    } else if s < 90.0 {
        format!("{} s", s.round())
    } else if s < 5400.0 {
        format!("{} min", (s / 60.0).round())
    } else {
        format!("{:.1} h", s / 3600.0)
    }
}

/// The time a run still needs at its pace so far (None before its first tour).
pub fn time_left(p: &tourgen::Progress, spent_ms: f64) -> Option<f64> {
    if p.done {
        Some(0.0)
    } else if p.tours > 0 {
        Some(spent_ms * (p.target - p.tours) as f64 / p.tours as f64)
    } else {
        None
    }
}

/// The tours of runs, and of their targets (a run that stopped short counts as reached).
pub fn tally<'a>(runs: impl Iterator<Item = &'a tourgen::Progress>) -> (u64, u64, u64) {
    runs.fold((0, 0, 0), |(t, reached, target), p| {
        let r = if p.done { p.target } else { p.tours };
        (t + p.tours, reached + r, target + p.target)
    })
}

/// The runs of one Start, worked in a Worker. A unit of work is a square walked.
pub struct StatsJob {
    runs: Vec<Run>,
    spent_ns: Vec<f64>,
    changed: Vec<bool>,
    clock: Box<dyn Clock>,
    t0: f64,
}

impl StatsJob {
    /// The job `spec` ([`JobSpec`]) describes, timed by `clock`.
    pub fn open(spec: &serde_json::Value, mut clock: Box<dyn Clock>) -> Result<StatsJob, String> {
        let spec: JobSpec = serde_json::from_value(spec.clone())
            .map_err(|e| format!("not a statistics job: {e}"))?;
        let seed = input::parse_seed(&spec.seed).map_err(|e| e.to_string())?;
        let runs = spec
            .runs
            .iter()
            .map(|r| {
                let shatter = Shatter::parse(&r.shatter)?;
                let source = GenSpec::parse(&r.source).map_err(|e| e.to_string())?;
                let g = Generator::on(source, &r.region()?, seed, r.obfuscate)
                    .map_err(|e| e.to_string())?;
                Run::with_generator(g.with_shatter(shatter), r.tours).map_err(|e| e.to_string())
            })
            .collect::<Result<Vec<Run>, String>>()?;
        let n = runs.len();
        let t0 = clock.now_ns();
        Ok(StatsJob {
            runs,
            spent_ns: vec![0.0; n],
            changed: vec![true; n],
            clock,
            t0,
        })
    }

    fn progress(&self) -> Progress {
        let list: Vec<tourgen::Progress> = self.runs.iter().map(Run::progress).collect();
        let (tours, reached, target) = tally(list.iter());
        let lefts: Vec<Option<f64>> = list
            .iter()
            .zip(&self.spent_ns)
            .map(|(p, ns)| time_left(p, ns / 1e6))
            .collect();
        let left = if lefts.iter().any(Option::is_none) {
            "time left unknown until every generator has a tour".to_string()
        } else {
            format!("about {} left", duration(lefts.iter().flatten().sum()))
        };
        let words = format!(
            "{} of {}, {left}",
            count(tours),
            counted(target, "tour", "tours")
        );
        Progress::new(reached, target, words)
    }
}

impl Job for StatsJob {
    fn work(&mut self, units: u64) -> Result<Progress, String> {
        // The open run with the least time spent on it goes next: each gets an equal share.
        let next = (0..self.runs.len())
            .filter(|&k| !self.runs[k].progress().done)
            .min_by(|&a, &b| self.spent_ns[a].total_cmp(&self.spent_ns[b]));
        if let Some(k) = next {
            let t = self.clock.now_ns();
            self.runs[k].work(units.max(1));
            self.spent_ns[k] += self.clock.now_ns() - t;
            self.changed[k] = true;
        }
        Ok(self.progress())
    }

    fn cancel(&mut self) {
        for (run, changed) in self.runs.iter_mut().zip(&mut self.changed) {
            run.stop("cancelled");
            *changed = true;
        }
    }

    fn name(&self) -> String {
        format!("Running {}", counted(self.runs.len() as u64, "run", "runs"))
    }
}

impl WorkerJob for StatsJob {
    fn output(&mut self) -> serde_json::Value {
        let runs = (0..self.runs.len())
            .filter(|&k| std::mem::take(&mut self.changed[k]))
            .map(|k| RunReport {
                k,
                progress: self.runs[k].progress(),
                summary: self.runs[k].summary().into(),
                spent_ms: self.spent_ns[k] / 1e6,
            })
            .collect();
        let elapsed_ms = (self.clock.now_ns() - self.t0) / 1e6;
        serde_json::to_value(JobReport { runs, elapsed_ms }).unwrap_or_default()
    }
}

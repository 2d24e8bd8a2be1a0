//! The tourney page's session: a cover being generated in slices, then the [`TourneyLab`] on it,
//! and what the page asks meanwhile (the board, where the cover comes from, the status and the
//! job's progress). The wasm layer only adds the clock: it calls [`Session::work`] in units
//! until its time budget is spent.

use super::history::OpsError;
use super::input::{self, InputError};
use super::TourneyLab;
use crate::board::Board;
use crate::tourneys::{parse_with_tiles, GenerateError, Generation, Tiles};
use serde::Serialize;
use std::fmt;

/// A generation under way.
struct GenJob {
    job: Generation,
    source: String,
    seed: u64,
}

/// A long job's progress, as the page's job protocol reads it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Progress {
    /// No job is left.
    pub done: bool,
    /// The job's fraction done, 0 to 1.
    pub fraction: f64,
    /// The status line.
    pub status: String,
}

/// Asked for the lab while there is no cover.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoCover {
    /// The cover is still being generated.
    Generating,
    /// The generation was cancelled or failed.
    Failed,
}

impl fmt::Display for NoCover {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NoCover::Generating => f.write_str("still generating: generate a cover first"),
            NoCover::Failed => f.write_str("no cover: generate a cover first"),
        }
    }
}

impl std::error::Error for NoCover {}

/// Why a job stopped short: the generation failed, or a replayed history stopped at an item.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum JobError {
    Generate(GenerateError),
    Ops(OpsError),
}

impl JobError {
    /// The page's control the error belongs to: `n` (the generation), `ops` (the history).
    pub fn field(&self) -> &'static str {
        match self {
            JobError::Generate(_) => "n",
            JobError::Ops(_) => "ops",
        }
    }
}

impl fmt::Display for JobError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            JobError::Generate(e) => e.fmt(f),
            JobError::Ops(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for JobError {}

/// A generation, then the lab on its cover.
pub struct Session {
    lab: Option<TourneyLab>,
    gen: Option<GenJob>,
    failed: bool,
    /// The board while generating.
    n: u32,
}

impl Session {
    /// Start generating with the page's fields (generator name, size, seed); nothing is done
    /// yet. The error names its field (`gen`, `n`, `seed`).
    pub fn generate(name: &str, n: &str, seed: &str) -> Result<Session, InputError> {
        // `divide:parberry`: divide-and-conquer on Parberry's tiles, named in the source.
        let (g, tiles) = parse_with_tiles(name).map_err(InputError::Generate)?;
        let n = input::parse_size(g, n)?;
        let seed = input::parse_seed(seed)?;
        let job = Generation::new(g, n, seed)
            .map_err(InputError::Generate)?
            .with_tiles(tiles);
        let mut source = input::source(g, n, seed);
        if tiles != Tiles::default() {
            source.push_str(&format!(", on {} tiles", tiles.adjective()));
        }
        Ok(Session {
            lab: None,
            gen: Some(GenJob { job, source, seed }),
            failed: false,
            n,
        })
    }

    /// A session on a lab made already (imported, or carried over from a walk).
    pub fn of(lab: TourneyLab) -> Session {
        Session {
            n: lab.board().rows(),
            lab: Some(lab),
            gen: None,
            failed: false,
        }
    }

    /// Do up to `units` units of the job (generation, then planning or replaying); true when no
    /// job is left. A failed generation leaves the session [`Session::failed`]; a replay that
    /// stops at an item says which (what came before stays done).
    pub fn work(&mut self, units: usize) -> Result<bool, JobError> {
        if let Some(g) = &mut self.gen {
            if !g.job.work(units) {
                return Ok(false);
            }
            let g = self.gen.take().expect("a job");
            // The generator's note (takefuji-lee: how it converged) joins the source.
            let source = match g.job.note() {
                Some(note) => format!("{}, {note}", g.source),
                None => g.source,
            };
            match g.job.finish() {
                Ok(cover) => self.lab = Some(TourneyLab::new(cover, source, g.seed)),
                Err(e) => {
                    self.failed = true;
                    return Err(JobError::Generate(e));
                }
            }
            return Ok(!self.busy());
        }
        let Some(l) = self.lab.as_mut() else {
            return Ok(true);
        };
        let done = l.plan_work(units);
        match l.take_replay_error() {
            Some(e) => Err(JobError::Ops(e)),
            None => Ok(done),
        }
    }

    /// Start replaying a history (as from [`TourneyLab::ops`]) as the job: [`Session::work`]
    /// takes up its items. Nothing happens while there is no cover.
    pub fn replay_begin(&mut self, text: &str) -> Result<(), NoCover> {
        self.lab_mut()?.replay_begin(text);
        Ok(())
    }

    /// The job's progress now.
    pub fn progress(&mut self) -> Progress {
        let done = !self.busy();
        let (fraction, status) = match (&self.gen, &mut self.lab) {
            (Some(g), _) => {
                let f = g.job.fraction();
                (f, format!("Generating {}… {:.0} %", g.source, f * 100.0))
            }
            (None, Some(l)) => (l.job_fraction(), l.status().to_string()),
            (None, None) => (1.0, String::new()),
        };
        Progress {
            done,
            fraction,
            status,
        }
    }

    /// Whether a long job (generating, planning, replaying) is under way.
    pub fn busy(&self) -> bool {
        self.gen.is_some() || self.lab.as_ref().is_some_and(TourneyLab::busy)
    }

    /// Whether a generation was cancelled or failed: there is no cover.
    pub fn failed(&self) -> bool {
        self.failed
    }

    /// Abandon the job: a plan leaves the cover as it was with no plan; a replay keeps the items
    /// it has done; a generation leaves the session failed.
    pub fn cancel(&mut self) {
        if self.gen.take().is_some() {
            self.failed = true;
        }
        if let Some(l) = &mut self.lab {
            l.cancel_plan();
        }
    }

    /// The board (n × n while generating).
    pub fn board(&self) -> Board {
        match &self.lab {
            Some(l) => l.board(),
            None => {
                let n = self.n.max(1) as u64;
                Board::new(n, n).expect("a side of at least 1 is a board")
            }
        }
    }

    /// Where the cover came from, in words.
    pub fn source(&self) -> &str {
        match (&self.lab, &self.gen) {
            (Some(l), _) => l.source(),
            (None, Some(g)) => &g.source,
            _ => "",
        }
    }

    /// The status line.
    pub fn status(&mut self) -> String {
        match (&mut self.lab, &self.gen) {
            (Some(l), _) => l.status().into(),
            (None, Some(g)) => format!("Generating {}…", g.source),
            _ => "No cover: generation was cancelled or failed.".into(),
        }
    }

    /// The lab, once there is a cover.
    pub fn lab(&self) -> Option<&TourneyLab> {
        self.lab.as_ref()
    }

    /// The lab to act on, or why there is none yet.
    pub fn lab_mut(&mut self) -> Result<&mut TourneyLab, NoCover> {
        match (&mut self.lab, &self.gen) {
            (Some(l), _) => Ok(l),
            (None, Some(_)) => Err(NoCover::Generating),
            (None, None) => Err(NoCover::Failed),
        }
    }
}

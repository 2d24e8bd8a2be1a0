//! Plans made in slices: a [`Planner`] computes the switches of a shatter, join or obfuscation
//! one O(squares) unit at a time (a shatter, or a join round), so a page can plan a big board
//! between frames and show progress. The result equals [`super::plan_shatter`],
//! [`super::plan_join`] and [`super::plan_obfuscate`].

use super::join::JoinRounds;
use super::obfuscate::Obfuscation;
use super::shatter::plan_shatter_on;
use super::Switch;
use crate::cover::CycleCover;
use std::fmt;
use std::str::FromStr;

/// What a plan does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PlanKind {
    Shatter,
    Join,
    Obfuscate,
}

impl PlanKind {
    pub const ALL: [PlanKind; 3] = [PlanKind::Shatter, PlanKind::Join, PlanKind::Obfuscate];

    /// The name in the lab's history (`shatter`, `join`, `obfuscate`).
    pub fn name(self) -> &'static str {
        match self {
            PlanKind::Shatter => "shatter",
            PlanKind::Join => "join",
            PlanKind::Obfuscate => "obfuscate",
        }
    }

    /// The name with a capital, for status lines.
    pub fn title(self) -> &'static str {
        match self {
            PlanKind::Shatter => "Shatter",
            PlanKind::Join => "Join",
            PlanKind::Obfuscate => "Obfuscate",
        }
    }
}

/// A plan name that is not one of shatter, join, obfuscate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownPlan(pub String);

impl fmt::Display for UnknownPlan {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "plan '{}' is not known; choose shatter, join or obfuscate",
            self.0
        )
    }
}

impl std::error::Error for UnknownPlan {}

impl FromStr for PlanKind {
    type Err = UnknownPlan;
    fn from_str(s: &str) -> Result<PlanKind, UnknownPlan> {
        PlanKind::ALL
            .into_iter()
            .find(|k| k.name() == s.trim())
            .ok_or_else(|| UnknownPlan(s.trim().to_string()))
    }
}

enum Job {
    Shatter { seed: u64, done: bool },
    Join(Box<JoinRounds>),
    Obfuscate(Box<Obfuscation>),
}

/// A plan being made on a copy of a cover; [`Planner::work`] advances it.
pub struct Planner {
    kind: PlanKind,
    work: CycleCover,
    log: Vec<Switch>,
    job: Job,
    done: bool,
}

impl Planner {
    /// Start planning `kind` on `cover` from `seed` (nothing computed yet).
    pub fn new(kind: PlanKind, cover: &CycleCover, seed: u64) -> Planner {
        let work = cover.clone();
        let job = match kind {
            PlanKind::Shatter => Job::Shatter { seed, done: false },
            PlanKind::Join => Job::Join(Box::new(JoinRounds::new(&work, seed))),
            PlanKind::Obfuscate => Job::Obfuscate(Box::new(Obfuscation::new(seed))),
        };
        Planner {
            kind,
            work,
            log: Vec::new(),
            job,
            done: false,
        }
    }

    /// The plan computed to its end at once.
    pub fn run(kind: PlanKind, cover: &CycleCover, seed: u64) -> Vec<Switch> {
        let mut p = Planner::new(kind, cover, seed);
        while !p.work(usize::MAX) {}
        p.into_switches()
    }

    pub fn kind(&self) -> PlanKind {
        self.kind
    }

    /// Do up to `units` units (each a shatter or a join round, O(squares)); true when done.
    pub fn work(&mut self, units: usize) -> bool {
        for _ in 0..units {
            if self.done {
                break;
            }
            self.done = match &mut self.job {
                Job::Shatter { seed, done } => {
                    let mut cycles = self.work.cycle_count();
                    self.log = plan_shatter_on(&mut self.work, *seed, 0, &mut cycles);
                    *done = true;
                    true
                }
                Job::Join(j) => j.step(&mut self.work, Some(&mut self.log)),
                Job::Obfuscate(o) => o.step(&mut self.work, Some(&mut self.log)),
            };
        }
        self.done
    }

    pub fn is_done(&self) -> bool {
        self.done
    }

    /// Rough share of the work done, from 0 to 1.
    pub fn fraction(&self) -> f64 {
        if self.done {
            return 1.0;
        }
        match &self.job {
            Job::Shatter { done, .. } => f64::from(u8::from(*done)),
            Job::Join(j) => {
                let rounds = j.report.rounds() as f64;
                rounds / (rounds + (j.cycles().max(1) as f64).log2().ceil() + 1.0)
            }
            Job::Obfuscate(o) => o.fraction(),
        }
    }

    /// Switches planned so far.
    pub fn switches(&self) -> usize {
        self.log.len()
    }

    /// The switches, in order (all of them once [`Planner::work`] has said done).
    pub fn into_switches(self) -> Vec<Switch> {
        self.log
    }
}

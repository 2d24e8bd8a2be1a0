//! The tourney lab (`www/tourneys.html`) as a state machine: a cycle cover, its rails, the
//! history of what was done to it (clicked rails and plans: shatter, join, obfuscate; see
//! [`history`]), a cursor in the last plan (step, back, seek), cycle colours that survive
//! switches ([`colours`]) and the status sentences ([`status`]). The page's wasm wrapper and
//! the CLI's `cover --ops` both drive this type, so a page's URL replays the same on the command
//! line.
//!
//! ```
//! use warnsdorff::lab::tourney::TourneyLab;
//! use warnsdorff::rails::plan::PlanKind;
//! use warnsdorff::tourneys::{generate, Generator};
//! let cover = generate(Generator::Braid, 12, 0).unwrap();
//! let mut lab = TourneyLab::new(cover, "braid on 12x12".into(), 3);
//! let n = lab.plan(PlanKind::Join);
//! lab.seek(n);
//! assert_eq!(lab.cycle_count(), 1);
//! let mut again = TourneyLab::new(generate(Generator::Braid, 12, 0).unwrap(), String::new(), 3);
//! again.replay(&lab.ops()).unwrap();
//! assert_eq!(again.cover(), lab.cover());
//! ```

pub mod colours;
pub mod history;
pub mod hit;
pub mod input;
pub mod session;
pub mod status;
pub mod view;

use crate::board::Board;
use crate::cover::CycleCover;
use crate::rails::plan::{PlanKind, Planner};
use crate::rails::{
    classify, find_rails, switch, switch_classified, Effect, Rail, RailError, Switch,
};
use history::{Op, OpsError, OpsProblem};
use std::fmt;

/// Why a lab action could not be done.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LabError {
    /// Rail number `k` (0-based) does not exist; the cover has `count`.
    NoSuchRail { k: u64, count: usize },
    /// The rail cannot be switched.
    Rail(RailError),
}

impl fmt::Display for LabError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LabError::NoSuchRail { k, count } => write!(
                f,
                "rail {}: the cover has {count} rails; enter 1 to {count}",
                k + 1
            ),
            LabError::Rail(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for LabError {}

/// A cycle cover, what was done to it, and what the page says about it.
pub struct TourneyLab {
    cover: CycleCover,
    source: String,
    seed: u64,
    /// Clicks and plans, in order; a plan's count is how many of its switches are applied.
    ops: Vec<Op>,
    /// The switches of the last plan (if the last op is a plan).
    plan: Vec<Switch>,
    /// A plan being made ([`TourneyLab::plan_begin`]).
    planner: Option<Planner>,
    /// The rails of the cover now, row-major by top square.
    rails: Vec<Rail>,
    labels: Vec<u32>,
    count: usize,
    /// Colour number of each cycle (by label).
    colours: Vec<u32>,
    next_colour: u32,
    /// The last switch made (by a click or a plan step).
    last: Option<Switch>,
    status: String,
    dirty: bool,
}

impl TourneyLab {
    /// A lab on `cover`; `source` says where it came from, `seed` seeds its plans.
    pub fn new(cover: CycleCover, source: String, seed: u64) -> TourneyLab {
        let mut lab = TourneyLab {
            cover,
            source,
            seed,
            ops: Vec::new(),
            plan: Vec::new(),
            planner: None,
            rails: Vec::new(),
            labels: Vec::new(),
            count: 0,
            colours: Vec::new(),
            next_colour: 0,
            last: None,
            status: String::new(),
            dirty: true,
        };
        lab.refresh();
        lab.status = status::opening(&lab.source, lab.count, lab.rails.len());
        lab
    }

    pub fn cover(&self) -> &CycleCover {
        &self.cover
    }

    pub fn board(&self) -> Board {
        self.cover.board()
    }

    pub fn source(&self) -> &str {
        &self.source
    }

    pub fn seed(&self) -> u64 {
        self.seed
    }

    pub fn cycle_count(&mut self) -> usize {
        self.refresh();
        self.count
    }

    /// The rails now, sorted by top square (rail k of the page is `rails()[k]`).
    pub fn rails(&mut self) -> &[Rail] {
        self.refresh();
        &self.rails
    }

    /// What to draw: the cover, the cycle label (0-based) of every square, and each cycle's
    /// colour number (by label).
    pub fn view(&mut self) -> (&CycleCover, &[u32], &[u32]) {
        self.refresh();
        (&self.cover, &self.labels, &self.colours)
    }

    /// Colour number of cycle `k` (1-based, as in the status line), 0 if there is none.
    pub fn cycle_colour(&mut self, k: u32) -> u32 {
        self.refresh();
        self.colours
            .get(k.wrapping_sub(1) as usize)
            .copied()
            .unwrap_or(0)
    }

    /// The last switch made, to highlight.
    pub fn last(&self) -> Option<Switch> {
        self.last
    }

    /// Rail `k` (0-based, as numbered now).
    pub fn rail(&mut self, k: u64) -> Result<Rail, LabError> {
        self.refresh();
        usize::try_from(k)
            .ok()
            .and_then(|i| self.rails.get(i).copied())
            .ok_or(LabError::NoSuchRail {
                k,
                count: self.rails.len(),
            })
    }

    /// What switching rail `k` would do.
    pub fn rail_effect(&mut self, k: u64) -> Result<Effect, LabError> {
        let r = self.rail(k)?;
        classify(&self.cover, r).map_err(LabError::Rail)
    }

    /// Rail `k` in words, with what switching it would do.
    pub fn describe_rail(&mut self, k: u64) -> Result<String, LabError> {
        let r = self.rail(k)?;
        let e = classify(&self.cover, r).map_err(LabError::Rail)?;
        let [v0, _, v2, _] = r.squares(self.board()).unwrap_or([0; 4]);
        let (a, c) = (self.labels[v0] + 1, self.labels[v2] + 1);
        Ok(status::rail(self.board(), k as usize, r, e, a, c))
    }

    /// Switch rail `k` by hand (the rest of a plan on show is dropped); returns the status.
    pub fn switch_rail(&mut self, k: u64) -> Result<String, LabError> {
        let r = self.rail(k)?;
        self.switch_known(k as usize, r).map_err(LabError::Rail)?;
        Ok(self.status.clone())
    }

    /// Switch rail `r`, numbered `k` before the switch, and say so in the status.
    fn switch_known(&mut self, k: usize, r: Rail) -> Result<(), RailError> {
        let touched = self.click(r)?;
        self.refresh();
        let s = self.last.expect("just switched");
        self.status = status::click(self.board(), k, s, touched, self.count);
        Ok(())
    }

    /// Switch `r`; returns the 1-based cycles of its two primary moves before.
    fn click(&mut self, r: Rail) -> Result<(u32, u32), RailError> {
        self.refresh();
        let [v0, _, v2, _] = r.squares(self.board()).ok_or(RailError::Malformed(r))?;
        let before = (self.labels[v0] + 1, self.labels[v2] + 1);
        let s = switch_classified(&mut self.cover, r, self.count)?;
        self.cancel_plan();
        self.plan.clear();
        self.ops.push(Op::Click(r));
        self.last = Some(s);
        self.dirty = true;
        Ok(before)
    }

    /// Compute a plan on the cover as it is now, from the lab's seed (nothing switched yet);
    /// returns its number of switches.
    pub fn plan(&mut self, kind: PlanKind) -> usize {
        self.plan_begin(kind);
        while !self.plan_work(usize::MAX) {}
        self.plan.len()
    }

    /// Start making a plan as a job; [`TourneyLab::plan_work`] advances it.
    pub fn plan_begin(&mut self, kind: PlanKind) {
        self.refresh();
        self.planner = Some(Planner::new(kind, &self.cover, self.seed));
        self.status = status::planning(kind, 0.0, 0);
    }

    /// Whether a plan is being made.
    pub fn planning(&self) -> bool {
        self.planner.is_some()
    }

    /// Share of the plan being made that is done (1 when none is).
    pub fn plan_fraction(&self) -> f64 {
        self.planner.as_ref().map_or(1.0, Planner::fraction)
    }

    /// Advance the plan being made by up to `units` (each a bounded piece of work, a small
    /// fraction of a millisecond on any board: see [`crate::rails::plan::STEPS_PER_UNIT`]);
    /// true when there is none left to make (the plan is then on show at position 0).
    pub fn plan_work(&mut self, units: usize) -> bool {
        let Some(p) = self.planner.as_mut() else {
            return true;
        };
        if !p.work(units) {
            self.status = status::planning(p.kind(), p.fraction(), p.switches());
            return false;
        }
        let p = self.planner.take().expect("a planner");
        let kind = p.kind();
        self.plan = p.into_switches();
        self.ops.push(Op::Plan(kind, 0));
        self.last = None;
        self.status = status::plan(self.board(), kind, &self.plan, 0, self.count);
        true
    }

    /// Abandon the plan being made; the cover and history stay as they were.
    pub fn cancel_plan(&mut self) {
        if self.planner.take().is_some() {
            self.refresh();
            self.status = match self.ops.last() {
                Some(Op::Plan(k, p)) => status::plan(self.board(), *k, &self.plan, *p, self.count),
                _ => status::opening(&self.source, self.count, self.rails.len()),
            };
        }
    }

    /// The plan on show, if any.
    pub fn plan_kind(&self) -> Option<PlanKind> {
        match self.ops.last() {
            Some(Op::Plan(k, _)) => Some(*k),
            _ => None,
        }
    }

    /// Switches in the plan on show.
    pub fn plan_len(&self) -> usize {
        self.plan.len()
    }

    /// The plan on show.
    pub fn plan_switches(&self) -> &[Switch] {
        &self.plan
    }

    /// Switches of the plan applied so far.
    pub fn plan_pos(&self) -> usize {
        match self.ops.last() {
            Some(Op::Plan(_, p)) => *p,
            _ => 0,
        }
    }

    /// One switch of the plan forward; false at its end (or with no plan).
    pub fn step(&mut self) -> bool {
        let p = self.plan_pos();
        if p >= self.plan.len() {
            return false;
        }
        self.seek(p + 1);
        true
    }

    /// One switch of the plan back; false at its start.
    pub fn back(&mut self) -> bool {
        let p = self.plan_pos();
        if p == 0 || self.plan.is_empty() {
            return false;
        }
        self.seek(p - 1);
        true
    }

    /// Go to position `pos` of the plan (0 = before its first switch), switching forward or
    /// undoing; clamped to the plan. Returns the position.
    pub fn seek(&mut self, pos: usize) -> usize {
        let Some(Op::Plan(kind, p)) = self.ops.last().copied() else {
            return 0;
        };
        let target = pos.min(self.plan.len());
        let mut at = p;
        while at < target {
            // Plans are computed on this very cover, so each switch is a rail when its turn comes.
            if switch(&mut self.cover, self.plan[at].rail).is_err() {
                break;
            }
            at += 1;
        }
        while at > target {
            if switch(&mut self.cover, self.plan[at - 1].undo()).is_err() {
                break;
            }
            at -= 1;
        }
        if let Some(Op::Plan(_, p)) = self.ops.last_mut() {
            *p = at;
        }
        self.dirty = true;
        self.last = (at > 0).then(|| self.plan[at - 1]);
        self.refresh();
        self.status = status::plan(self.board(), kind, &self.plan, at, self.count);
        at
    }

    /// The status line.
    pub fn status(&mut self) -> &str {
        self.refresh();
        &self.status
    }

    /// The history as text ([`history`]).
    pub fn ops(&self) -> String {
        history::print(&self.ops)
    }

    /// The history as items.
    pub fn history(&self) -> &[Op] {
        &self.ops
    }

    /// Do one item of a history.
    pub fn apply(&mut self, op: Op) -> Result<(), OpsError> {
        let bad = |problem| OpsError {
            item: op.to_string(),
            problem,
        };
        match op {
            Op::Plan(k, p) => {
                self.plan(k);
                let len = self.plan.len();
                self.seek(p);
                if p > len {
                    return Err(bad(OpsProblem::PastPlan { len }));
                }
            }
            Op::Click(r) => {
                self.refresh();
                let k = self.rails.binary_search(&r).unwrap_or(0);
                self.switch_known(k, r)
                    .map_err(|_| bad(OpsProblem::NotPresent))?;
            }
        }
        Ok(())
    }

    /// Replay a history (as from [`TourneyLab::ops`]) on this lab. Stops at the first item it
    /// cannot read or do and says which; what came before it stays done.
    pub fn replay(&mut self, text: &str) -> Result<(), OpsError> {
        for op in history::items(text) {
            self.apply(op?)?;
        }
        self.refresh();
        Ok(())
    }

    /// Every cycle as its length followed by its squares (row-major indices).
    pub fn cycles_flat(&self) -> Vec<u32> {
        self.cover.to_flat()
    }

    /// Recompute labels, colours and rails after a change.
    fn refresh(&mut self) {
        if !self.dirty {
            return;
        }
        self.dirty = false;
        let (labels, count) = self.cover.cycle_labels();
        self.colours = colours::inherit(
            &labels,
            count,
            &self.labels,
            &self.colours,
            &mut self.next_colour,
        );
        self.labels = labels;
        self.count = count;
        self.rails = find_rails(&self.cover);
    }
}

//! The tourney page's cover and what was done to it: a cycle cover, its rails, the history of
//! clicked rails and plans (shatter, join, obfuscate; see [`super::history`]), a cursor in the
//! last plan (step, back, seek), cycle colours that survive switches ([`super::colours`]) and
//! the status sentences ([`super::status`]). The page's lab and the CLI's `cover --ops` both
//! drive this type, so a page's link replays the same on the command line.
//!
//! ```
//! use warnsdorff::labs::tourneys::state::Tourney;
//! use warnsdorff::rails::plan::PlanKind;
//! use warnsdorff::tourneys::{generate, Generator};
//! let cover = generate(Generator::Braid, 12, 0).unwrap();
//! let mut t = Tourney::new(cover, "braid on 12x12".into(), 3);
//! let n = t.plan(PlanKind::Join);
//! t.seek(n);
//! assert_eq!(t.cycle_count(), 1);
//! let mut again = Tourney::new(generate(Generator::Braid, 12, 0).unwrap(), String::new(), 3);
//! again.replay(&t.ops()).unwrap();
//! assert_eq!(again.cover(), t.cover());
//! ```

use super::colours;
use super::history::{self, Op, OpsError, OpsProblem};
use super::status;
use crate::board::Board;
use crate::cover::CycleCover;
use crate::numbering::Numbering;
use crate::rails::plan::{PlanKind, Planner};
use crate::rails::{
    classify, find_rails, switch, switch_classified, Effect, Rail, RailError, Switch,
};
use crate::shape::Shape;
use std::collections::VecDeque;
use std::fmt;

/// Why a rail could not be switched.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SwitchError {
    /// Rail number `k` (0-based) does not exist; the cover has `count`.
    NoSuchRail { k: u64, count: usize },
    /// The rail cannot be switched.
    Rail(RailError),
}

impl fmt::Display for SwitchError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SwitchError::NoSuchRail { k, count } => write!(
                f,
                "rail {}: the cover has {count} rails; enter 1 to {count}",
                k + 1
            ),
            SwitchError::Rail(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for SwitchError {}

/// A cycle cover, what was done to it, and what the page says about it.
pub struct Tourney {
    cover: CycleCover,
    source: String,
    seed: u64,
    /// Clicks and plans, in order; a plan's count is how many of its switches are applied.
    ops: Vec<Op>,
    /// The switches of the last plan (if the last op is a plan).
    plan: Vec<Switch>,
    /// A plan being made ([`Tourney::plan_begin`]).
    planner: Option<Planner>,
    /// The rails of the cover now, row-major by top square.
    rails: Vec<Rail>,
    labels: Vec<u32>,
    count: usize,
    /// Colour of each cycle (by label), below [`colours::SLOTS`].
    colours: Vec<u32>,
    /// The last switch made (by a click or a plan step).
    last: Option<Switch>,
    status: String,
    /// The move numbering of the statuses and rail descriptions (Parberry's by default).
    numbering: Numbering,
    /// The last click's status, as [`status::click`] takes it, to say it again in another
    /// numbering.
    clicked: Option<Clicked>,
    dirty: bool,
    /// Counts the changes of the cover (what is drawn from it is drawn again when it moves).
    version: u64,
    /// The cover's turns and crossings under the version they were worked out at.
    shape: Option<(u64, Shape)>,
    /// A history being replayed as a job ([`Tourney::replay_begin`]).
    replay: Replay,
}

/// A click's status: rail number, switch, cycles touched, cycles after.
type Clicked = (usize, Switch, (u32, u32), usize);

/// A history being replayed in pieces: the items not reached yet, the plan item whose plan is
/// being made, and how the replay ended.
#[derive(Default)]
struct Replay {
    /// Items not reached yet, as text: each is read when its turn comes.
    left: VecDeque<String>,
    /// The plan item whose plan is being made: once made, the plan seeks to its position.
    target: Option<(PlanKind, usize)>,
    /// Items in the history, and how many have been taken up.
    total: usize,
    taken: usize,
    /// Plan items in the history (items with `@`), and how many have been taken up: plans
    /// take the time, so they measure the replay's progress.
    plans: usize,
    plans_taken: usize,
    /// The item taken up last, as text.
    current: String,
    /// The item the replay stopped at, until [`Tourney::take_replay_error`] takes it.
    error: Option<OpsError>,
}

impl Tourney {
    /// A lab on `cover`; `source` says where it came from, `seed` seeds its plans.
    pub fn new(cover: CycleCover, source: String, seed: u64) -> Tourney {
        let mut lab = Tourney {
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
            last: None,
            status: String::new(),
            numbering: Numbering::Parberry,
            clicked: None,
            dirty: true,
            version: 0,
            shape: None,
            replay: Replay::default(),
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
    pub fn rail(&mut self, k: u64) -> Result<Rail, SwitchError> {
        self.refresh();
        usize::try_from(k)
            .ok()
            .and_then(|i| self.rails.get(i).copied())
            .ok_or(SwitchError::NoSuchRail {
                k,
                count: self.rails.len(),
            })
    }

    /// What switching rail `k` would do.
    pub fn rail_effect(&mut self, k: u64) -> Result<Effect, SwitchError> {
        let r = self.rail(k)?;
        classify(&self.cover, r).map_err(SwitchError::Rail)
    }

    /// Rail `k` in words, with what switching it would do.
    pub fn describe_rail(&mut self, k: u64) -> Result<String, SwitchError> {
        let r = self.rail(k)?;
        let e = classify(&self.cover, r).map_err(SwitchError::Rail)?;
        let [v0, _, v2, _] = r.squares(self.board()).unwrap_or([0; 4]);
        let (a, c) = (self.labels[v0] + 1, self.labels[v2] + 1);
        Ok(status::rail(
            self.board(),
            k as usize,
            r,
            e,
            (a, c),
            self.numbering,
        ))
    }

    /// Switch rail `k` by hand (the rest of a plan on show is dropped); returns the status.
    pub fn switch_rail(&mut self, k: u64) -> Result<String, SwitchError> {
        let r = self.rail(k)?;
        self.stop_replay();
        self.switch_known(k as usize, r)
            .map_err(SwitchError::Rail)?;
        Ok(self.status.clone())
    }

    /// Switch rail `r`, numbered `k` before the switch, and say so in the status.
    fn switch_known(&mut self, k: usize, r: Rail) -> Result<(), RailError> {
        let touched = self.click(r)?;
        self.refresh();
        let s = self.last.expect("just switched");
        self.clicked = Some((k, s, touched, self.count));
        self.status = status::click(self.board(), k, s, touched, self.count, self.numbering);
        Ok(())
    }

    /// Switch `r`; returns the 1-based cycles of its two primary moves before.
    fn click(&mut self, r: Rail) -> Result<(u32, u32), RailError> {
        self.refresh();
        let [v0, _, v2, _] = r.squares(self.board()).ok_or(RailError::Malformed(r))?;
        let before = (self.labels[v0] + 1, self.labels[v2] + 1);
        let s = switch_classified(&mut self.cover, r, self.count)?;
        // A plan being made was made for the cover before this switch.
        self.planner = None;
        self.plan.clear();
        self.ops.push(Op::Click(r));
        self.last = Some(s);
        self.changed();
        Ok(before)
    }

    /// Compute a plan on the cover as it is now, from the lab's seed (nothing switched yet);
    /// returns its number of switches.
    pub fn plan(&mut self, kind: PlanKind) -> usize {
        self.plan_begin(kind);
        while !self.plan_work(usize::MAX) {}
        self.plan.len()
    }

    /// Start making a plan as a job; [`Tourney::plan_work`] advances it. A replay under way
    /// stops where it is.
    pub fn plan_begin(&mut self, kind: PlanKind) {
        self.stop_replay();
        self.start_planner(kind);
    }

    fn start_planner(&mut self, kind: PlanKind) {
        self.refresh();
        self.planner = Some(Planner::new(kind, &self.cover, self.seed));
        self.status = status::planning(kind, 0.0, 0);
    }

    /// Whether a plan is being made.
    pub fn planning(&self) -> bool {
        self.planner.is_some()
    }

    /// The plan being made, if any.
    pub fn planning_kind(&self) -> Option<PlanKind> {
        self.planner.as_ref().map(Planner::kind)
    }

    /// Whether a job is under way: a plan being made or a history being replayed.
    pub fn busy(&self) -> bool {
        self.planner.is_some() || self.replaying()
    }

    /// Whether a history is being replayed ([`Tourney::replay_begin`]).
    pub fn replaying(&self) -> bool {
        self.replay.target.is_some() || !self.replay.left.is_empty()
    }

    /// Share of the plan being made that is done (1 when none is).
    fn plan_fraction(&self) -> f64 {
        self.planner.as_ref().map_or(1.0, Planner::fraction)
    }

    /// Share of the job under way that is done (1 when none is): of a replay, its plan items
    /// made (clicks take no time to speak of), the one being made counting by its plan's share
    /// (a history of one plan moves as that plan does); of a history of clicks only, its items.
    pub fn job_fraction(&self) -> f64 {
        if !self.replaying() {
            return self.plan_fraction();
        }
        let r = &self.replay;
        let (done, all) = if r.plans == 0 {
            (r.taken as f64, r.total)
        } else {
            let planning = self.planner.as_ref().map_or(0.0, Planner::fraction);
            let made = r
                .plans_taken
                .saturating_sub(usize::from(self.planner.is_some()));
            (made as f64 + planning, r.plans)
        };
        (done / all.max(1) as f64).clamp(0.0, 1.0)
    }

    /// Advance the job under way by up to `units` (each a bounded piece of work, a small
    /// fraction of a millisecond on any board: see [`crate::rails::plan::STEPS_PER_UNIT`]; a
    /// replay's click is one unit done whole (its rails found afresh: milliseconds on the
    /// largest boards), and so is the start of a replay's plan); true when there is none left.
    /// A plan made by itself is then on show at position 0; a replay's plan at its item's
    /// position. A replay that stops at an item keeps the error for
    /// [`Tourney::take_replay_error`].
    pub fn plan_work(&mut self, units: usize) -> bool {
        let mut items = 0;
        loop {
            if let Some(p) = self.planner.as_mut() {
                if !p.work(units) {
                    self.status = status::planning(p.kind(), p.fraction(), p.switches());
                    if self.replaying() {
                        self.status = self.replay_status();
                    }
                    return false;
                }
                self.plan_made();
            }
            if self.replay.left.is_empty() || items >= units {
                return !self.busy();
            }
            items += 1;
            self.replay_item();
        }
    }

    /// The plan being made is made: show it (at the position its replay item asks for).
    fn plan_made(&mut self) {
        let p = self.planner.take().expect("a planner");
        let kind = p.kind();
        self.plan = p.into_switches();
        self.ops.push(Op::Plan(kind, 0));
        self.last = None;
        self.status = self.plan_status(kind, 0);
        if let Some((k, pos)) = self.replay.target.take() {
            let len = self.plan.len();
            self.seek_plan(pos);
            if pos > len {
                self.stop_at(OpsError {
                    item: Op::Plan(k, pos).to_string(),
                    problem: OpsProblem::PastPlan { len },
                });
            }
        }
    }

    /// Take up the replay's next item: a click is done at once, a plan starts being made.
    fn replay_item(&mut self) {
        let Some(text) = self.replay.left.pop_front() else {
            return;
        };
        self.replay.taken += 1;
        let op = Op::parse(&text);
        self.replay.current = text;
        match op {
            Err(e) => self.stop_at(e),
            Ok(Op::Plan(k, pos)) => {
                self.replay.plans_taken += 1;
                self.replay.target = Some((k, pos));
                self.start_planner(k);
                self.status = self.replay_status();
            }
            Ok(op) => match self.apply(op) {
                Err(e) => self.stop_at(e),
                // Items are left: the status says where the replay is (the last item's status
                // is the one left at the end).
                Ok(()) if self.replaying() => self.status = self.replay_status(),
                Ok(()) => {}
            },
        }
    }

    /// The replay stops at an item it cannot read or do; what came before stays done.
    fn stop_at(&mut self, e: OpsError) {
        self.stop_replay();
        self.replay.error = Some(e);
    }

    /// Forget the items of a replay not taken up yet, and the position its plan being made
    /// was to go to (the callers drop or replace that plan).
    fn stop_replay(&mut self) {
        self.replay.left.clear();
        self.replay.target = None;
    }

    /// The status while replaying: which item, then what it is doing.
    fn replay_status(&self) -> String {
        format!(
            "Replaying the history, item {} of {} ({}). {}",
            self.replay.taken, self.replay.total, self.replay.current, self.status
        )
    }

    /// Abandon the job under way: a plan being made, a replay (what it has done stays). The
    /// cover and history stay consistent: each item is done whole or not at all.
    pub fn cancel_plan(&mut self) {
        let replaying = self.replaying();
        self.stop_replay();
        if self.planner.take().is_some() || replaying {
            self.refresh();
            self.status = match self.ops.last() {
                Some(Op::Plan(k, p)) => self.plan_status(*k, *p),
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

    /// The cover the plan on show was made on (its applied switches undone), and its kind:
    /// what an animated GIF of the plan starts from ([`super::animation::CoverGif`]).
    pub fn plan_base(&self) -> Option<(CycleCover, PlanKind)> {
        let kind = self.plan_kind()?;
        let mut cover = self.cover.clone();
        for s in self.plan[..self.plan_pos().min(self.plan.len())]
            .iter()
            .rev()
        {
            switch(&mut cover, s.undo()).ok()?;
        }
        Some((cover, kind))
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
    /// undoing; clamped to the plan. Returns the position. A job under way (a plan being made
    /// for the cover as it is, a replay) is abandoned first: the person has taken over.
    pub fn seek(&mut self, pos: usize) -> usize {
        if self.busy() {
            self.cancel_plan();
        }
        self.seek_plan(pos)
    }

    fn seek_plan(&mut self, pos: usize) -> usize {
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
        self.changed();
        self.last = (at > 0).then(|| self.plan[at - 1]);
        self.refresh();
        self.status = self.plan_status(kind, at);
        at
    }

    /// The status of plan `kind` at `pos`, in the lab's numbering.
    fn plan_status(&self, kind: PlanKind, pos: usize) -> String {
        let tour = self.cover.one_cycle_name();
        let at = (self.count, tour.as_str());
        status::plan(self.board(), kind, &self.plan, pos, at, self.numbering)
    }

    /// The move numbering of the statuses and rail descriptions.
    pub fn numbering(&self) -> Numbering {
        self.numbering
    }

    /// Name moves in numbering `n` from now on; the status on show says it again in `n` (while a
    /// job is under way, its next status does).
    pub fn set_numbering(&mut self, n: Numbering) {
        self.numbering = n;
        if self.busy() || self.replaying() {
            return;
        }
        self.refresh();
        match (self.ops.last(), self.clicked) {
            (Some(&Op::Plan(k, p)), _) => self.status = self.plan_status(k, p),
            (Some(Op::Click(_)), Some((k, s, t, c))) => {
                self.status = status::click(self.board(), k, s, t, c, n);
            }
            _ => {}
        }
    }

    /// The status line.
    pub fn status(&mut self) -> &str {
        self.refresh();
        &self.status
    }

    /// The history as text ([`history`]); while a replay is under way, what it will be when
    /// the replay ends: the items done, the plan item being made and those not reached yet.
    pub fn ops(&self) -> String {
        let mut items: Vec<String> = self.ops.iter().map(Op::to_string).collect();
        if let Some((k, p)) = self.replay.target {
            items.push(Op::Plan(k, p).to_string());
        }
        items.extend(self.replay.left.iter().cloned());
        items.join(",")
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

    /// Replay a history (as from [`Tourney::ops`]) on this lab. Stops at the first item it
    /// cannot read or do and says which; what came before it stays done.
    pub fn replay(&mut self, text: &str) -> Result<(), OpsError> {
        self.replay_begin(text);
        while !self.plan_work(usize::MAX) {}
        self.refresh();
        self.take_replay_error().map_or(Ok(()), Err)
    }

    /// Start replaying a history as a job: [`Tourney::plan_work`] takes up its items one by
    /// one (a click at once; a plan made in pieces, then sought to its position), so that the
    /// whole replay ends as [`Tourney::replay`] does. A job under way is abandoned first.
    pub fn replay_begin(&mut self, text: &str) {
        self.cancel_plan();
        // A history over its limits is refused whole, before any of it is done.
        if let Err(e) = history::check_length(text) {
            self.replay = Replay {
                error: Some(e),
                ..Replay::default()
            };
            return;
        }
        let left: VecDeque<String> = history::texts(text).map(String::from).collect();
        self.replay = Replay {
            total: left.len(),
            plans: left.iter().filter(|t| t.contains('@')).count(),
            left,
            ..Replay::default()
        };
    }

    /// The item a replay stopped at, once (none if it ran to its end or is still running).
    pub fn take_replay_error(&mut self) -> Option<OpsError> {
        self.replay.error.take()
    }

    /// How many times the cover has changed: what is drawn from it is stale when this moves.
    pub fn version(&self) -> u64 {
        self.version
    }

    /// The cover's turns and crossings ([`crate::shape`], each cycle wrapped round), worked
    /// out once per [`Tourney::version`].
    pub fn shape(&mut self) -> Shape {
        match self.shape {
            Some((v, s)) if v == self.version => s,
            _ => {
                let s = Shape::of_cycles(&self.cover.cycle_squares());
                self.shape = Some((self.version, s));
                s
            }
        }
    }

    fn changed(&mut self) {
        self.dirty = true;
        self.version += 1;
    }

    /// Recompute labels, colours and rails after a change.
    fn refresh(&mut self) {
        if !self.dirty {
            return;
        }
        self.dirty = false;
        let (labels, count) = self.cover.cycle_labels();
        self.rails = find_rails(&self.cover);
        let pairs = colours::neighbours(self.board(), &labels, &self.rails);
        self.colours = colours::assign(&labels, count, &pairs, &self.labels, &self.colours);
        self.labels = labels;
        self.count = count;
    }
}

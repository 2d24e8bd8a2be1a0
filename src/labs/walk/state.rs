//! The walk page's state machine: a [`Walk`] being prepared in slices or ready, the report of
//! the step that led to the current square, stepping, fast runs and seeks that keep that report
//! right, and where the walk stands. The lab ([`super::WalkLab`]) shows it. Asked for a search
//! ([`Ask`]), the state drives a [`Backtrack`] instead of the plain walk: its position is the
//! search's steps (one: a square entered or a retreat), and the walk on show is the search's.
//! A far seek or a run to the end of a search is handed to a Worker ([`WalkState::hand_off`],
//! [`super::search_job`]), which runs the same search and hands back where it stands
//! ([`Place`]); the state takes it up there ([`WalkState::adopt`]).

use super::preview::{Guess, Preview};
use crate::board::{Board, Square};
use crate::construct::exists::{existence, TourKind};
use crate::job::{Job, Progress};
use crate::moves::{Move, Ordering};
use crate::numbering::Numbering;
use crate::page::status::SHAPE_AT_ONCE;
use crate::page::words::turns_and_crossings;
use crate::region::Region;
use crate::rules::lookahead::pohl_score;
use crate::rules::ordering::ByOrdering;
use crate::rules::Cand;
use crate::rules::RuleSpec;
use crate::shape::Shape;
use crate::walk::backtrack::{Backtrack, Event, Point, State as Found};
use crate::walk::irwin::Mark;
use crate::walk::{square_name, Outcome, Preparation, StepReport, Walk, WalkError};
use serde::{Deserialize, Serialize};

/// A search for a tour asked of the walk ([`crate::walk::backtrack`]): closed or open, and
/// its node budget.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ask {
    pub closed: bool,
    pub budget: u64,
}

/// The most retreats of one abandoned branch kept for drawing.
const ABANDONED: usize = 512;

/// A search on the page: the [`Backtrack`], the steps it took, the last one, the retreats
/// since the last square entered (the branch just abandoned, each retreat drawn), and whether
/// the reader stopped it short of its end.
pub struct Searching {
    bt: Backtrack,
    ask: Ask,
    steps: u64,
    last: Option<Event>,
    abandoned: Vec<(Square, Square)>,
    halt: Option<Halt>,
}

/// How a search still under way was stopped from outside: it can go on from there, but the
/// status says it is not running.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Halt {
    /// The player was stopped while playing it.
    Stopped,
    /// The walk to a far step (a job) was cancelled.
    Cancelled,
}

impl Searching {
    fn new(walk: Walk, ask: Ask) -> Searching {
        Searching {
            bt: Backtrack::of_walk(walk, ask.closed, ask.budget),
            ask,
            steps: 0,
            last: None,
            abandoned: Vec::new(),
            halt: None,
        }
    }

    /// The same search from its start again.
    fn reset(self) -> Searching {
        Searching::new(self.bt.into_walk(), self.ask)
    }

    fn step(&mut self) -> bool {
        let Some(e) = self.bt.step() else {
            return false;
        };
        self.steps += 1;
        self.halt = None;
        match e {
            Event::Advance { .. } | Event::Restart { .. } => self.abandoned.clear(),
            Event::Retreat { from, to } => {
                if self.abandoned.len() < ABANDONED {
                    self.abandoned.push((from, to));
                }
            }
        }
        self.last = Some(e);
        true
    }

    fn run(&mut self, max: u64) -> u64 {
        let mut n = 0;
        while n < max && self.step() {
            n += 1;
        }
        n
    }

    pub fn backtrack(&self) -> &Backtrack {
        &self.bt
    }

    /// Steps taken: squares entered after the start, and retreats.
    pub fn steps(&self) -> u64 {
        self.steps
    }

    pub fn last(&self) -> Option<Event> {
        self.last
    }

    /// How the search was stopped short, while it still could go on (None once it steps again).
    pub fn halt(&self) -> Option<Halt> {
        self.halt.filter(|_| self.bt.is_searching())
    }

    /// The retreats since the last square entered, in order: each (from, to).
    pub fn abandoned(&self) -> &[(Square, Square)] {
        &self.abandoned
    }

    /// The most steps a search of this budget can take ([`Backtrack::most_steps`]).
    pub fn most_steps(&self) -> u64 {
        self.bt.most_steps()
    }

    /// Where the search stands, for another copy of it to take up ([`WalkState::adopt`]).
    pub fn place(&self) -> Place {
        Place {
            point: self.bt.point(),
            steps: self.steps,
            last: self.last,
            abandoned: self.abandoned.clone(),
        }
    }

    /// This search taken to `place`, where a copy of it (in a Worker) stands; when `place`
    /// is not this search's, the search at its start and why.
    fn adopt(self, place: &Place) -> (Searching, Result<(), String>) {
        let ask = self.ask;
        match self.bt.resume(&place.point) {
            (bt, Ok(())) => (
                Searching {
                    bt,
                    ask,
                    steps: place.steps,
                    last: place.last,
                    abandoned: place.abandoned.clone(),
                    halt: None,
                },
                Ok(()),
            ),
            (bt, Err(why)) => (Searching::new(bt.into_walk(), ask), Err(why)),
        }
    }
}

/// Where a search on the page stands: the search's [`Point`], its steps, the last one and the
/// retreats since the last square entered. A search run in a Worker hands it to the page.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Place {
    pub point: Point,
    pub steps: u64,
    pub last: Option<Event>,
    pub abandoned: Vec<(Square, Square)>,
}

/// Searches on boards of at most this many squares go to a Worker for a far seek or a run to
/// their end ([`WalkState::hand_off`]); the page takes up the Worker's search by entering its
/// path again, a square at a time (some 0.1 µs each natively), so a larger board's search, whose
/// path could be millions of squares, stays in the page's slices.
pub const WORKER_SEARCH_MAX_SQUARES: usize = 250_000;

/// A seek of the search handed to a Worker: the step it goes to, and the Worker job's id once
/// the page has started it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Away {
    pub target: usize,
    pub id: Option<u64>,
}

/// Where the walk stands, as the page shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Standing {
    pub len: usize,
    pub squares: usize,
    pub running: bool,
    /// [`Outcome::kind`]: `running`, `full-tour`, `closed-tour`, `dead-end` or `path-end`.
    pub outcome: &'static str,
    /// The outcome in words: "full tour", "dead end after 17 of 25 squares".
    pub words: String,
    pub current: [u32; 2],
    /// How many squares carry each of Irwin's marks (004, around Figure 2; see
    /// [`crate::walk::irwin`]): trouble (one way in, one way out), termination (one way in, no way
    /// out), cut off (no way in).
    pub trouble: usize,
    pub termination: usize,
    pub cut_off: usize,
}

/// Seeks further ahead than this many steps are walked in slices ([`WalkState::seek_in_slices`]):
/// a link to step 4,000,000 of a 2000x2000 walk held the page for over a second.
pub const SEEK_IN_SLICES: usize = 200_000;

/// The most squares whose walk's turns and crossings the page counts: counting the crossings
/// files every move by its square (some 24 bytes a square, at once), past the walk's own 5.
/// 2000 a side, the page's largest board before it took 8000, keeps what it showed.
pub const SHAPE_MAX_SQUARES: usize = 4_000_000;

/// A walk on the page. While a rule's preparation runs (`nineteen`'s trial walks) the state is
/// [`WalkState::busy`] and holds a stand-in walk at the start (for drawing the empty board); a
/// method that needs the real walk finishes the preparation at once. A long seek is busy too,
/// the walk on its way to the step asked for.
pub struct WalkState {
    walk: Walk,
    prep: Option<Preparation>,
    failed: bool,
    /// The step a seek in slices is on its way to.
    target: Option<usize>,
    /// The report of the step that led to the current square (None at the start).
    last: Option<StepReport>,
    /// The ended walk's turns and crossings, under its length and last square: worked out once
    /// per ending (the walk at a given length is fixed by its rule and seed).
    shape: Option<((usize, Square), Shape)>,
    /// The search asked for, and the search once the walk is ready (its walk then the one on
    /// show, `walk` a stand-in).
    ask: Option<Ask>,
    search: Option<Searching>,
    /// Far seeks of a search go to a Worker ([`WalkState::handing_off`]).
    hands_off: bool,
    /// The seek handed to a Worker, while it runs.
    away: Option<Away>,
    /// The ended walk whose turns and crossings are to be counted in a Worker (a page's state,
    /// past [`SHAPE_AT_ONCE`] moves), by its length and last square.
    shape_wanted: Option<(usize, Square)>,
    /// The ended walk whose count a Worker could not give (cancelled): not asked again.
    shape_refused: Option<(usize, Square)>,
}

impl WalkState {
    /// A walk on `board` from `start` under `spec`; returns at once.
    pub fn new(
        board: Board,
        start: Square,
        spec: RuleSpec,
        seed: u64,
    ) -> Result<WalkState, WalkError> {
        WalkState::on(&Region::new(board), start, spec, seed)
    }

    /// [`WalkState::new`] on any region (its leaper, removed squares and wrap).
    pub fn on(
        region: &Region,
        start: Square,
        spec: RuleSpec,
        seed: u64,
    ) -> Result<WalkState, WalkError> {
        WalkState::prepared(region, Preparation::on(region, start, spec, seed)?)
    }

    /// A walk that follows `path` (0-based board indices; a position or a whole tour) and then
    /// goes on by the rule ([`Walk::follow_then`]), its rule prepared in slices as
    /// [`WalkState::on`]'s is.
    pub fn following(
        region: &Region,
        path: &[u32],
        spec: RuleSpec,
        seed: u64,
    ) -> Result<WalkState, WalkError> {
        let prep = Preparation::following_indices(region, path, spec, seed)?;
        WalkState::prepared(region, prep)
    }

    /// The state of a preparation: the walk at once when it is ready, else a stand-in at the
    /// start while the preparation runs in slices.
    fn prepared(region: &Region, prep: Preparation) -> Result<WalkState, WalkError> {
        let (start, seed) = (prep.start(), prep.seed());
        if prep.is_done() {
            return Ok(WalkState::of_walk(prep.finish()));
        }
        let o = Ordering::parse("12345678").expect("valid");
        let mut stand_in = Walk::with_rule_on(
            region,
            start,
            prep.spec().clone(),
            Box::new(ByOrdering::new(o)),
            seed,
            None,
        );
        // Beside the trial walks, the stand-in keeps no room for a path it never walks.
        stand_in.compact();
        let mut lab = WalkState::of_walk(stand_in);
        lab.prep = Some(prep);
        Ok(lab)
    }

    /// A lab over a walk already made (e.g. [`Walk::follow`]).
    pub fn of_walk(walk: Walk) -> WalkState {
        WalkState {
            walk,
            prep: None,
            failed: false,
            target: None,
            last: None,
            shape: None,
            ask: None,
            search: None,
            hands_off: false,
            away: None,
            shape_wanted: None,
            shape_refused: None,
        }
    }

    /// The state whose search's far seeks and runs to the end are handed to a Worker (on a
    /// board of at most [`WORKER_SEARCH_MAX_SQUARES`]): [`WalkState::away`] says what the page
    /// is to start, [`WalkState::adopt`] takes up what it sends back. Without it (a Worker's own
    /// state, the command line) they run here, in slices.
    pub fn handing_off(mut self) -> WalkState {
        self.hands_off = true;
        self
    }

    /// Hand the search's seek to step `len` to a Worker, when this state hands seeks off, its
    /// board is small enough and the search can get there. False when it stays here.
    pub fn hand_off(&mut self, len: usize) -> bool {
        self.finish_prep();
        let can = self.hands_off
            && self.walk().region().squares() <= WORKER_SEARCH_MAX_SQUARES
            && self.search.as_ref().is_some_and(|s| s.bt.is_searching())
            && len > self.pos();
        if can {
            self.target = None;
            self.away = Some(Away {
                target: len,
                id: None,
            });
        }
        can
    }

    /// The seek handed to a Worker, while it runs.
    pub fn away(&self) -> Option<Away> {
        self.away
    }

    /// The page started the seek handed off as Worker job `id`.
    pub fn away_as(&mut self, id: u64) {
        if let Some(a) = self.away.as_mut() {
            a.id = Some(id);
        }
    }

    /// The seek handed off is over (or set aside): its Worker job's id, if it was started.
    pub fn come_back(&mut self) -> Option<u64> {
        self.away.take().and_then(|a| a.id)
    }

    /// Take the search to `place`, where its copy in a Worker stands. An error (a place not of
    /// this search) leaves the search at its start.
    pub fn adopt(&mut self, place: &Place) -> Result<(), String> {
        let Some(s) = self.search.take() else {
            return Err("no search to take up".into());
        };
        let (s, r) = s.adopt(place);
        self.search = Some(s);
        r
    }

    /// Where the search stands, to hand to another copy of it.
    pub fn place(&self) -> Option<Place> {
        self.search.as_ref().map(Searching::place)
    }

    /// The state searching for a tour as `ask` says (None: the plain walk), from the walk's
    /// start once it is ready.
    pub fn with_search(mut self, ask: Option<Ask>) -> WalkState {
        self.ask = ask;
        self.start_search();
        self
    }

    /// The search, once the walk is ready, when one was asked for.
    fn start_search(&mut self) {
        let Some(ask) = self.ask else {
            return;
        };
        if self.prep.is_some() || self.search.is_some() {
            return;
        }
        let w = &self.walk;
        let o = Ordering::parse("12345678").expect("valid");
        let mut stand_in = Walk::with_rule_on(
            w.region(),
            w.start(),
            w.spec().clone(),
            Box::new(ByOrdering::new(o)),
            w.seed(),
            None,
        );
        stand_in.compact();
        let walk = std::mem::replace(&mut self.walk, stand_in);
        self.search = Some(Searching::new(walk, ask));
    }

    /// The search, when the walk is one.
    pub fn search(&self) -> Option<&Searching> {
        self.search.as_ref()
    }

    /// Mark a search under way as stopped from outside (or, with None, as going again).
    pub fn halt_search(&mut self, halt: Option<Halt>) {
        if let Some(s) = self.search.as_mut().filter(|s| s.bt.is_searching()) {
            s.halt = halt;
        }
    }

    /// Where the walk stands for the player and the link's step: the walk's length, or one more
    /// than the search's steps.
    pub fn pos(&self) -> usize {
        match &self.search {
            Some(s) => usize::try_from(s.steps)
                .unwrap_or(usize::MAX)
                .saturating_add(1),
            None => self.walk.len(),
        }
    }

    /// A step forward can be taken.
    pub fn more(&self) -> bool {
        match &self.search {
            Some(s) => s.bt.is_searching(),
            None => self.walk.is_running(),
        }
    }

    /// A preparation or a seek in slices is under way.
    pub fn busy(&self) -> bool {
        self.prep.is_some() || self.target.is_some()
    }

    /// The rule's preparation is under way (the walk shown is a stand-in).
    pub fn preparing(&self) -> bool {
        self.prep.is_some()
    }

    /// The step a seek in slices is on its way to.
    pub fn seeking(&self) -> Option<usize> {
        self.target
    }

    /// Go to step `len` as [`WalkState::seek`] does, but when that is more than
    /// [`SEEK_IN_SLICES`] steps ahead, as a job: the state is busy until [`Job::work`] has
    /// walked there (or the walk ends first).
    pub fn seek_in_slices(&mut self, len: usize) {
        self.finish_prep();
        if self.search.is_some() {
            let now = self.pos();
            let from = if len < now { 1 } else { now };
            if len.saturating_sub(from) > SEEK_IN_SLICES && self.more_from(len < now) {
                if len < now {
                    self.search = self.search.take().map(Searching::reset);
                }
                if self.hand_off(len) {
                    return;
                }
                self.target = Some(len);
            } else {
                self.seek(len);
            }
            return;
        }
        let now = self.ready().len();
        if len > now.saturating_add(SEEK_IN_SLICES) && self.walk.is_running() {
            self.target = Some(len);
        } else {
            self.seek(len);
        }
    }

    /// Whether a seek can go on: back to the start always, forward while the search does.
    fn more_from(&self, back: bool) -> bool {
        back || self.more()
    }

    /// The preparation was cancelled: the walk is not usable.
    pub fn failed(&self) -> bool {
        self.failed
    }

    /// The walk as it is now: the stand-in while busy (for the board, start, rule and seed).
    pub fn walk(&self) -> &Walk {
        match &self.search {
            Some(s) => s.bt.walk(),
            None => &self.walk,
        }
    }

    /// The walk on show, any preparation finished first.
    fn now(&mut self) -> &Walk {
        self.finish_prep();
        self.walk()
    }

    fn finish_prep(&mut self) {
        if let Some(p) = self.prep.take() {
            self.walk = p.finish();
            self.last = None;
            self.shape = None;
            self.start_search();
        }
    }

    /// The walk, finishing any preparation first.
    pub fn ready(&mut self) -> &mut Walk {
        self.finish_prep();
        &mut self.walk
    }

    /// The report of the step that led here (None at the start).
    pub fn last(&mut self) -> Option<&StepReport> {
        self.finish_prep();
        self.last.as_ref()
    }

    /// One step by the rule; false when the walk is over.
    pub fn step(&mut self) -> bool {
        self.finish_prep();
        if let Some(s) = self.search.as_mut() {
            return s.step();
        }
        match self.ready().step() {
            Some(r) => {
                self.last = Some(r);
                true
            }
            None => false,
        }
    }

    /// Take back the last step; false at the start.
    pub fn undo(&mut self) -> bool {
        self.finish_prep();
        if self.search.is_some() {
            let now = self.pos();
            self.seek_in_slices(now - 1);
            return now > 1;
        }
        let done = self.ready().undo();
        if done {
            self.recall_last();
        }
        done
    }

    /// Up to `max_steps` steps on the fast path; returns how many were taken. The last one is
    /// taken as a reported step so the status can say what it did.
    pub fn run(&mut self, max_steps: usize) -> usize {
        if max_steps == 0 {
            return 0;
        }
        self.finish_prep();
        if let Some(s) = self.search.as_mut() {
            return usize::try_from(s.run(max_steps as u64)).unwrap_or(usize::MAX);
        }
        let fast = self.ready().run(max_steps - 1);
        if self.step() {
            fast + 1
        } else {
            // The walk ended inside the fast run: report its real last step.
            self.recall_last();
            fast
        }
    }

    /// `max_steps` steps without any reporting (the raw speed, for benchmarks).
    #[cfg(feature = "bench")]
    pub fn run_fast(&mut self, max_steps: usize) -> usize {
        let n = self.ready().run(max_steps);
        self.last = None;
        n
    }

    /// Go to step `len` (1 = the start), stepping or taking back; stops where the walk ends.
    /// Returns the length reached.
    pub fn seek(&mut self, len: usize) -> usize {
        let target = len.max(1);
        self.finish_prep();
        if let Some(mut s) = self.search.take() {
            let want = target as u64 - 1;
            if want < s.steps {
                s = s.reset();
            }
            s.run(want - s.steps);
            self.search = Some(s);
            return self.pos();
        }
        let now = self.ready().len();
        if target > now {
            self.run(target - now);
        } else if target < now {
            self.walk.seek(target);
            self.recall_last();
        }
        self.walk.len()
    }

    /// Rebuild the report of the step that led here (after an undo or a seek): take the step
    /// back and replay it. Rules restore their state on undo, so the replay is exact.
    fn recall_last(&mut self) {
        self.last = None;
        if self.search.is_some() {
            return;
        }
        if self.walk.len() > 1 && self.walk.retract() {
            self.last = self.walk.step();
        }
    }

    /// The rule in words, with its set-up note if any. Under `nineteen` the label (`nineteen:
    /// ordering #3 of 19, …`) and the note (`ordering #3 of the nineteen (…) gives a tour`) say
    /// the same thing twice, so the line is the rule's name and the note alone.
    pub fn rule_words(&mut self) -> String {
        let w = self.now();
        match (w.spec(), w.note()) {
            (RuleSpec::Nineteen, Some(n)) => format!("nineteen: {n}"),
            (_, Some(n)) => format!("{}. {n}", w.rule_label()),
            (_, None) => w.rule_label(),
        }
    }

    /// The rule in words for a page showing moves in `numbering`: orderings stay written in
    /// Squirrel's digits (as typed), and the ordering a rule names is also given in `numbering`.
    pub fn rule_words_in(&mut self, numbering: Numbering) -> String {
        let words = self.rule_words();
        if numbering == Numbering::Squirrel {
            return words;
        }
        let named = match self.walk().spec() {
            RuleSpec::Ordering(o) | RuleSpec::Pohl(o) | RuleSpec::Lookahead(o) => Some(*o),
            _ => None,
        };
        match named {
            Some(o) => format!(
                "{words} (orderings in Squirrel's digits; {o} is {} in {}'s)",
                numbering.ordering_text(&o),
                numbering.name()
            ),
            None => format!("{words} (orderings in Squirrel's digits)"),
        }
    }

    /// The status line ([`Walk::status`]); a dead end on a board with no tour at all also names
    /// the theorem that says so ([`WalkState::no_tour_note`]).
    pub fn status(&mut self) -> String {
        self.finish_prep();
        self.walk.status(self.last.as_ref()) + &self.no_tour_note()
    }

    /// After a dead end on a board where no knight's tour of any kind exists (3x3, 4x4, 3x5…),
    /// the sentence that says why, from [`existence`] (Lin & Wei 003 Theorem 3): no rule could
    /// have done better. Empty otherwise (still running, a tour, or a board that has tours).
    pub fn no_tour_note(&self) -> String {
        if !matches!(self.walk().ending(), Outcome::DeadEnd { .. }) || self.search.is_some() {
            return String::new();
        }
        let b = self.walk().board();
        let e = existence(u64::from(b.rows()), u64::from(b.cols()));
        if e.strongest != TourKind::None {
            return String::new();
        }
        match e.why_not_open() {
            Some(why) => format!(" No rule can do better here. Lin & Wei: {why}."),
            None => String::new(),
        }
    }

    /// The status line with the direction in `numbering` (the walk reports Squirrel's).
    pub fn status_in(&mut self, numbering: Numbering) -> String {
        let (line, details) = self.status_parts_in(numbering);
        if details.is_empty() {
            line
        } else {
            format!("{line} {details}")
        }
    }

    /// [`WalkState::status_in()`] in two parts: the headline (at most about 20 words) and its
    /// details (the candidates, a tie, Irwin's marks, why no tour exists, the path's shape).
    pub fn status_parts_in(&mut self, numbering: Numbering) -> (String, String) {
        self.finish_prep();
        if self.search.is_some() {
            return self.search_status();
        }
        let last = self.last.clone().map(|mut r| {
            r.mv = numbering.of_squirrel(r.mv);
            r
        });
        let over = self.walk.ending() != Outcome::Running
            && self.walk.region().squares() > SHAPE_MAX_SQUARES;
        let shape = match self.shape() {
            Some(s) => format!(" Its path has {}.", turns_and_crossings(s)),
            None if self.shape_wanted().is_some() => {
                " Its turns and crossings are being counted.".to_string()
            }
            None if over => format!(
                " Its turns and crossings are counted on boards of up to {} squares.",
                crate::page::words::count(SHAPE_MAX_SQUARES as u64)
            ),
            None => String::new(),
        };
        let (line, details) = self.walk.status_parts(last.as_ref());
        let details = details + &self.no_tour_note() + &shape;
        (line, details.trim().to_string())
    }

    /// The walk's turns and crossings once it has ended (None while it runs, and on a board of
    /// more than [`SHAPE_MAX_SQUARES`]).
    pub fn shape(&mut self) -> Option<Shape> {
        if self.busy() || self.search.is_some() || self.walk.ending() == Outcome::Running {
            return None;
        }
        if self.walk.region().squares() > SHAPE_MAX_SQUARES {
            return None;
        }
        let key = (self.walk.len(), self.walk.current());
        match self.shape {
            Some((k, s)) if k == key => Some(s),
            _ if self.hands_off && self.walk.len() > SHAPE_AT_ONCE => {
                if self.shape_refused != Some(key) {
                    self.shape_wanted = Some(key);
                }
                None
            }
            _ => {
                let s = self.walk.shape();
                self.shape = Some((key, s));
                Some(s)
            }
        }
    }

    /// The ended walk on show (its length and last square) whose turns and crossings a Worker is
    /// to count: on a page, past [`SHAPE_AT_ONCE`] moves ([`super::shape_job`]).
    pub fn shape_wanted(&self) -> Option<(usize, Square)> {
        let key = (self.walk.len(), self.walk.current());
        self.shape_wanted
            .filter(|&k| k == key && self.search.is_none() && !self.busy())
    }

    /// A Worker counted the turns and crossings of the walk ended at `key`; None: it could not.
    pub fn shape_counted(&mut self, key: (usize, Square), shape: Option<Shape>) {
        match shape {
            Some(s) => self.shape = Some((key, s)),
            None => self.shape_refused = Some(key),
        }
        if self.shape_wanted == Some(key) {
            self.shape_wanted = None;
        }
    }

    /// The search's status: the headline (what the last step did, depth, nodes, backtracks,
    /// dead ends) and its details (the whole count, the rule, what a step is).
    fn search_status(&mut self) -> (String, String) {
        let rule = self.rule_words();
        let Some(s) = self.search.as_ref() else {
            return (String::new(), String::new());
        };
        let (bt, c) = (&s.bt, s.bt.counts());
        let board = bt.walk().board();
        let squares = bt.walk().region().squares();
        let tour = if bt.closed() { "closed tour" } else { "tour" };
        let halt = s.halt();
        let head = match (bt.state(), s.last) {
            (Found::Searching, _) if halt == Some(Halt::Stopped) => "Search stopped".to_string(),
            (Found::Searching, _) if halt == Some(Halt::Cancelled) => {
                "Search cancelled".to_string()
            }
            (Found::Searching, Some(Event::Retreat { from, .. })) => {
                format!("Searching: retreated from {}", square_name(board, from))
            }
            (Found::Searching, Some(Event::Advance { to, .. })) => {
                format!("Searching: entered {}", square_name(board, to))
            }
            (Found::Searching, Some(Event::Restart { ordering })) => format!(
                "Started again under ordering #{ordering}, {}",
                crate::rules::NINETEEN[ordering - 1]
            ),
            (Found::Searching, None) => "Searching from the start".to_string(),
            (Found::Found, _) => format!("{}{} found", tour[..1].to_uppercase(), &tour[1..]),
            (Found::NoTour, _) => format!("No {tour} from here"),
            (Found::BudgetExhausted, _) => "Budget spent".to_string(),
            (Found::Cancelled, _) => "Cancelled".to_string(),
        };
        let line = format!(
            "{head}; depth {} of {squares}, {} nodes, {} backtracks, {} dead ends.",
            c.depth, c.nodes, c.backtracks, c.dead_ends
        );
        let why = match (bt.state(), halt) {
            (Found::Searching, Some(Halt::Stopped)) => {
                " The search was stopped here; play or step to go on."
            }
            (Found::Searching, Some(Halt::Cancelled)) => {
                " Its run was cancelled here (Cancel); play or step to go on."
            }
            (Found::Searching, None) if matches!(s.last, Some(Event::Restart { .. })) => {
                " The share of the node budget of the ordering before was spent without a tour: \
                 none of the nineteen orderings' walks tours from here, so the search tries each \
                 in turn with an equal share."
            }
            (Found::Searching, None) => "",
            (Found::Found, _) => " The path is the tour.",
            (Found::NoTour, _) => {
                " Every branch was tried: no tour of this kind starts on this square."
            }
            (Found::BudgetExhausted, _) => {
                " The search gave up at its node budget: a larger budget may find a tour."
            }
            (Found::Cancelled, _) => " The search was stopped.",
        };
        let details = format!(
            "{}.{why} Step {} of the search (one step enters a square or retreats from one; a \
             retreat takes back the last square entered and tries the rule's next choice there). \
             Moves tried in the order of {rule}.",
            bt.sentence(),
            s.steps
        );
        (line, details)
    }

    /// Where the walk stands.
    pub fn standing(&mut self) -> Standing {
        let w = self.now();
        let outcome = w.ending();
        let marks = w.marks();
        Standing {
            len: w.len(),
            squares: w.region().squares(),
            running: outcome == Outcome::Running,
            outcome: outcome.kind(),
            words: outcome.describe(w.region().squares()),
            current: w.current().into(),
            trouble: marks.trouble.len(),
            termination: marks.termination.len(),
            cut_off: marks.cut_off.len(),
        }
    }

    /// The next step before it is taken (None while busy or when the walk is over): taken and
    /// taken back, so it is exactly what [`WalkState::step`] will do. Moves in `numbering`.
    pub fn preview(&mut self, numbering: Numbering) -> Option<Preview> {
        if self.busy() || self.search.is_some() {
            return None;
        }
        let w = &mut self.walk;
        if !w.is_running() {
            return None;
        }
        let label = w.rule_label();
        let spec = w.spec().clone();
        let before = w.candidates();
        // Pohl's secondary sums of the least-degree candidates, on the grid before the move.
        let least = before.iter().map(|c| c.degree).min();
        let pohl: Vec<Option<u32>> = before
            .iter()
            .map(|c| {
                (matches!(spec, RuleSpec::Pohl(_)) && Some(c.degree) == least).then(|| {
                    let cand = Cand {
                        mv: Move::from_squirrel(c.mv).expect("1-8"),
                        cell: w.grid().cell(c.square),
                        degree: c.degree,
                    };
                    pohl_score(w.grid(), &cand)
                })
            })
            .collect();
        let next = w.step()?;
        w.retract();
        let (board, seed) = (w.board(), w.seed());
        Some(Preview::of(
            board, &spec, &label, &next, &pohl, seed, numbering,
        ))
    }

    /// Judge a guess of the next square (`you try`); None when there is no next move.
    pub fn judge(&mut self, guess: Square, numbering: Numbering) -> Option<Guess> {
        let board = self.walk().board();
        self.preview(numbering).map(|p| p.judge(board, guess))
    }

    /// Square `s` read out for the keyboard explorer: its name, its move number or degree,
    /// trouble (004 Figure 2), and whether it is a candidate for the next move (move numbered
    /// in `numbering`).
    pub fn describe_square(&mut self, s: Square, numbering: Numbering) -> String {
        let w = self.now();
        let b = w.board();
        if !b.contains(s) {
            return format!("({},{}) is off the {b} board", s.row, s.col);
        }
        let mut t = square_name(b, s);
        match (w.order(s), w.degree(s)) {
            (Some(n), _) => {
                t += &format!(": visited at step {n}");
                if s == w.current() {
                    t += ", the knight is here";
                }
                if s == w.start() && n != 1 {
                    t += ", the start";
                }
            }
            (None, Some(d)) => {
                t += &format!(": unvisited, degree {d}");
                // Irwin's marks (004 Figure 2; [`crate::walk::irwin`]): the knight's square
                // counts as a way in.
                t += match w.mark(s) {
                    Some(Mark::Trouble) => ", a trouble square (one way in, one way out)",
                    Some(Mark::Termination) => ", a termination square (one way in, no way out)",
                    Some(Mark::CutOff) => ", cut off (no way left)",
                    None => "",
                };
            }
            (None, None) => {}
        }
        if let Some(c) = w.candidates().iter().find(|c| c.square == s) {
            t += &format!(
                ", a candidate for the next step (direction {})",
                numbering.of_squirrel(c.mv)
            );
        }
        t + "."
    }
}

impl Job for WalkState {
    /// Advance the preparation by about `units` trial steps, or the seek by `units` steps.
    fn work(&mut self, units: u64) -> Result<Progress, String> {
        if let (None, Some(target), Some(s)) = (&self.prep, self.target, self.search.as_mut()) {
            let want = target as u64 - 1;
            s.run(units.max(1).min(want.saturating_sub(s.steps)));
            let pos = s.steps + 1;
            if s.steps >= want || !s.bt.is_searching() {
                self.target = None;
                return Ok(Progress::finished(format!("at step {pos}")));
            }
            return Ok(Progress::new(
                pos,
                target as u64,
                format!("Searching to step {target}: step {pos}"),
            ));
        }
        if let (None, Some(target)) = (&self.prep, self.target) {
            let now = self.walk.len();
            let n = usize::try_from(units.max(1)).unwrap_or(usize::MAX);
            let taken = self.walk.run(n.min(target - now));
            let len = self.walk.len();
            if len >= target || taken < n.min(target - now) || !self.walk.is_running() {
                self.target = None;
                self.recall_last();
                return Ok(Progress::finished(format!("at step {len}")));
            }
            return Ok(Progress::new(
                len as u64,
                target as u64,
                format!("Walking to step {target}: step {len}"),
            ));
        }
        let Some(p) = self.prep.as_mut() else {
            return Ok(Progress::finished(if self.failed {
                "cancelled"
            } else {
                "ready"
            }));
        };
        let progress = p.work(units)?;
        if progress.is_finished() {
            self.finish_prep();
        }
        Ok(progress)
    }

    /// Abandon the preparation (the state is left [`WalkState::failed`]), or stop the seek
    /// where it is.
    fn cancel(&mut self) {
        if self.prep.take().is_some() {
            self.failed = true;
        } else if self.target.take().is_some() {
            self.recall_last();
            self.halt_search(Some(Halt::Cancelled));
        }
    }

    fn name(&self) -> String {
        match self.target {
            Some(t) if self.prep.is_none() => format!("Walking to step {t}"),
            _ => "Preparing the walk".into(),
        }
    }
}

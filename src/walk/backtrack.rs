//! Warnsdorff's rule with backtracking: a depth-first search for an open or a closed tour from
//! a start, each square's moves tried in the order the walk's rule would choose them, a step at
//! a time (one step: one square entered or one retreat), so that it can be stepped, played and
//! run in slices like the walk itself.
//!
//! The plain rule (000 §2) commits to its choice at every square; where it dead-ends (the 5×5
//! of 000 §2 under 36875124, m×m boards such as 59×59 under 12345678, 289×54 under the
//! nineteen) the search retreats and takes the rule's next choice instead. The search holds a
//! [`Walk`] and moves it with the walk's own O(1) step and undo, so the degrees, the path and
//! the rule's state (a staged rule's stage, the random rule's stream) are the walk's at every
//! moment, and a found tour is the walk's path.
//!
//! **Order of the moves tried.** At each square the unvisited neighbours are tried in the order
//! the rule would pick them: the rule's choice first, then its choice among the rest, and so on
//! ([`crate::rules::Tiebreak::choose`] asked on fewer candidates each time). For a move-ordering rule that is
//! least degree first, ties by the ordering. The search's first descent is the plain walk up to
//! the first square the pruning below refuses.
//!
//! **Pruning** (each sound: it cuts only branches with no tour in them). Counting, as Irwin
//! reads the position (004, around Figure 2; [`super::irwin`]), the *ways* of an unvisited
//! square (its unvisited neighbours, plus the knight when it is a knight's move away):
//! - a square with no way left is cut off: no tour (it can only arise beside the square just
//!   entered, so it is a candidate of degree 0 while more than one square is left);
//! - a square away from the knight with one way left (a termination square: one entry, no exit)
//!   can only be the tour's last square, so two of them mean no tour;
//! - closed tours: when every neighbour of the start is visited before the last square, the
//!   path cannot close;
//! - the unvisited squares fall apart. The rest of a tour is a path from the knight's square
//!   through every unvisited square, and all of it but its first square lies among the
//!   unvisited squares: so they must be connected (by the leaper's moves among themselves).
//!   A part reachable only through the knight's square is no exception: the path leaves the
//!   knight's square once and never comes back, so it can go into only one part, and that
//!   part must be everything left. (A closed tour asks more, not less, of the same path.)
//!   Were the unvisited squares and the knight's square connected before it was entered, its
//!   removal can only have split them between its unvisited neighbours; so a flood runs from
//!   each of them at once, over unvisited squares, the floods merging where they meet. Once
//!   all have met, nothing is cut off here; when one (merged) flood stops with nothing left to
//!   enter, it has marked a whole part, and a part smaller than all the unvisited squares is a
//!   part cut off from the rest: no tour. The floods together mark at most [`FLOOD_LIMIT`]
//!   squares, after which the test says nothing; so it is sound whatever happened before
//!   (a closed flood smaller than the unvisited squares proves them apart), and misses only
//!   parts larger than the limit. It walks the region's own neighbour function, so holes,
//!   other leapers and wrapped boards are covered.
//!
//! Nothing else is pruned. A search that runs out of moves at the start has proved that no tour
//! (of the kind asked) starts there; one that reaches its node budget has only given up.
//!
//! **Under `nineteen`.** Squirrel & Cull's rule (000 §2) tries its nineteen orderings in turn
//! from the start and keeps the first whose plain walk tours; the search then orders its moves
//! by that one, with the whole budget. When none tours (the rule falls back to the first,
//! 12345678), the search tries them in turn too: each ordering gets an equal share of the node
//! budget, ⌊budget/19⌋ nodes, the nineteenth whatever is left; when an ordering's share is spent
//! without a tour, the search starts again from the start square under the next ordering (one
//! step, [`Event::Restart`]). The first tour found ends it; all nineteen spent is the budget
//! spent. Equal shares because nothing known beforehand says which ordering's search is the
//! quickest, and the rule's own order of trying them is kept. Since the pruning is sound and
//! the orderings only order the same moves, one ordering that runs out of moves at the start
//! has proved that no tour starts there at all. The counts add up over the restarts (the start
//! square counted once).
//!
//! ```
//! use warnsdorff::{board::Square, rules::RuleSpec, walk::backtrack::{Backtrack, State}};
//! // 000 §2's 5×5 dead end (36875124 from the square numbered 1): backtracking finds a tour.
//! let mut s = Backtrack::new("5x5".parse().unwrap(), Square::new(1, 3),
//!     RuleSpec::parse("ordering:36875124").unwrap(), 0, false, 100_000).unwrap();
//! s.run(u64::MAX);
//! assert_eq!(s.state(), State::Found);
//! assert!(s.walk().outcome().is_tour());
//! assert!(s.counts().backtracks > 0);
//! ```

use super::{Walk, WalkError, NO_CANDS};
use crate::board::{Board, Square};
use crate::grid::{Cand, Grid, VISITED};
use crate::job::{Job, Progress};
use crate::moves::Move;
use crate::record::Record;
use crate::rules::{Ctx, RuleSpec, NINETEEN};
use serde::{Deserialize, Serialize};

/// How the search stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum State {
    /// Still searching.
    Searching,
    /// A tour (closed when asked for) is the walk's path.
    Found,
    /// Every branch was tried: no tour of the kind asked starts on this square.
    NoTour,
    /// The node budget was spent before a tour was found or ruled out.
    BudgetExhausted,
    /// Stopped from outside ([`Job::cancel`]).
    Cancelled,
}

impl State {
    /// The state as one word for the pages and the JSON record: `searching`, `found`,
    /// `no-tour`, `budget-exhausted` or `cancelled`.
    pub fn kind(self) -> &'static str {
        match self {
            State::Searching => "searching",
            State::Found => "found",
            State::NoTour => "no-tour",
            State::BudgetExhausted => "budget-exhausted",
            State::Cancelled => "cancelled",
        }
    }
}

/// The search's counts, as the JSON record and the page's status give them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Counts {
    /// Squares entered, the start included.
    pub nodes: u64,
    /// Retreats: squares left again by an undo.
    pub backtracks: u64,
    /// Squares where the knight had no unvisited neighbour short of a tour (or, for a closed
    /// tour, a full path that does not close).
    pub dead_ends: u64,
    /// Squares whose moves were not tried because the pruning (module docs) showed no tour
    /// past them.
    pub pruned: u64,
    /// Squares on the path now.
    pub depth: usize,
    /// The longest the path has been.
    pub max_depth: usize,
    /// The node budget.
    pub budget: u64,
}

/// What one step of the search did.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Event {
    /// The knight moved on to `to`.
    Advance { from: Square, to: Square },
    /// The knight went back from `from` to `to`.
    Retreat { from: Square, to: Square },
    /// Under `nineteen` when none of its orderings' walks tours: the share of the budget of the
    /// ordering before was spent, and the search starts again from the start square under
    /// ordering number `ordering` (1–19, as 000 §2 lists them; module docs).
    Restart { ordering: usize },
}

/// The moves still to try from one square of the path.
#[derive(Clone, Copy, Debug)]
struct Frame {
    /// Cells of the unvisited neighbours, in the order they are tried.
    kids: [u32; 8],
    n: u8,
    next: u8,
}

const NO_FRAME: Frame = Frame {
    kids: [0; 8],
    n: 0,
    next: 0,
};

/// Where a search stands, enough for another copy of the same search (the same region, start,
/// rule, seed, kind and budget) to take it up there ([`Backtrack::resume`]): a search run in a
/// Worker hands its place to the page this way. The path is not written out square by square:
/// `tried` holds, for each square on the path, how many of its moves have been tried (a digit
/// 0–8), and since each square's moves are ordered by the rule, the squares follow from it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Point {
    /// Under `nineteen` searching its orderings in turn: which one (from 0) it is under.
    pub ordering: Option<usize>,
    pub tried: String,
    pub counts: Counts,
    pub state: State,
}

/// The search. See the module docs.
pub struct Backtrack {
    walk: Walk,
    closed: bool,
    frames: Vec<Frame>,
    counts: Counts,
    state: State,
    /// Unvisited squares with at most one unvisited neighbour.
    low: usize,
    /// The start's neighbours' cells (some may be border).
    start_nbrs: [usize; 8],
    /// Unvisited neighbours of the start.
    start_open: u32,
    /// The floods of the part test (module docs).
    floods: Floods,
    /// Whether the part test runs (it does unless [`Backtrack::without_part_test`]).
    parts: bool,
    /// Whether the search goes on to the next of the nineteen orderings when its share of the
    /// budget is spent (module docs).
    restarting: bool,
    /// The nodes at which the present ordering's share ends (the budget when not restarting).
    limit: u64,
}

/// How many orderings a search under `nineteen` shares its budget among.
const SHARES: usize = NINETEEN.len();

/// The node count at which the share of the `i`-th of the nineteen orderings (from 0) ends:
/// ⌊budget/19⌋ each, the last taking what is left.
fn share_end(budget: u64, i: usize) -> u64 {
    if i + 1 >= SHARES {
        budget
    } else {
        (i as u64 + 1) * (budget / SHARES as u64)
    }
}

impl Backtrack {
    /// A search on `board` from `start`, its moves ordered by `rule` (set up as
    /// [`Walk::new`] sets it up: `nineteen` first looks for an ordering of the nineteen that
    /// tours, and orders by the first of them when none does), for a closed tour when `closed`,
    /// entering at most `budget` squares.
    pub fn new(
        board: Board,
        start: Square,
        rule: RuleSpec,
        seed: u64,
        closed: bool,
        budget: u64,
    ) -> Result<Backtrack, WalkError> {
        Backtrack::on(
            &crate::region::Region::new(board),
            start,
            rule,
            seed,
            closed,
            budget,
        )
    }

    /// [`Backtrack::new`] on any region the walk takes: removed squares, another leaper, a
    /// cylinder or a torus.
    pub fn on(
        region: &crate::region::Region,
        start: Square,
        rule: RuleSpec,
        seed: u64,
        closed: bool,
        budget: u64,
    ) -> Result<Backtrack, WalkError> {
        Ok(Backtrack::of_walk(
            Walk::on(region, start, rule, seed)?,
            closed,
            budget,
        ))
    }

    /// The search from a walk at its start (e.g. one prepared in slices by
    /// [`super::Preparation`]); a walk already under way is taken back to its start first.
    /// Under `nineteen` when none of its orderings tours, the search starts under the first of
    /// them, whichever the walk was under (its walk saying it searches them in turn).
    pub fn of_walk(walk: Walk, closed: bool, budget: u64) -> Backtrack {
        Backtrack::begin(walk, closed, budget, true)
    }

    fn begin(mut walk: Walk, closed: bool, budget: u64, parts: bool) -> Backtrack {
        let restarting = matches!(walk.nineteen(), Some((_, true)));
        if restarting {
            walk = Walk::nineteen_untoured(walk.region(), walk.start(), 0, walk.seed());
        }
        Backtrack::at(walk, closed, budget.max(1), parts, restarting)
    }

    /// The search from `walk` (taken back to its start) as it is, its counts fresh.
    fn at(mut walk: Walk, closed: bool, budget: u64, parts: bool, restarting: bool) -> Backtrack {
        while walk.undo() {}
        let grid = &walk.grid;
        let start = walk.path[0] as usize;
        let start_nbrs = distinct(start, |m| grid.neighbour(start, m));
        let start_open = start_nbrs
            .iter()
            .filter(|&&c| c != NONE && grid.degree(c) != VISITED)
            .count() as u32;
        let low = grid.cells().filter(|&c| grid.degree(c) <= 1).count();
        let floods = Floods::new(grid.len());
        let mut s = Backtrack {
            walk,
            closed,
            frames: Vec::new(),
            counts: Counts {
                nodes: 1,
                backtracks: 0,
                dead_ends: 0,
                pruned: 0,
                depth: 1,
                max_depth: 1,
                budget,
            },
            state: State::Searching,
            low,
            start_nbrs,
            start_open,
            floods,
            parts,
            restarting,
            limit: if restarting {
                share_end(budget, 0)
            } else {
                budget
            },
        };
        s.expand();
        s
    }

    /// The same search with the part test (module docs) left out, the other pruning kept: for
    /// checking that the test loses no tour, and for measuring what it saves. The search starts
    /// over: back at its start, its counts fresh.
    pub fn without_part_test(self) -> Backtrack {
        Backtrack::begin(self.walk, self.closed, self.counts.budget, false)
    }

    /// The walk as the search has it now (a tour when [`State::Found`]).
    pub fn walk(&self) -> &Walk {
        &self.walk
    }

    /// The walk, for keeping once the search is over.
    pub fn into_walk(self) -> Walk {
        self.walk
    }

    pub fn state(&self) -> State {
        self.state
    }

    pub fn counts(&self) -> Counts {
        self.counts
    }

    /// Whether a closed tour is searched for.
    pub fn closed(&self) -> bool {
        self.closed
    }

    pub fn is_searching(&self) -> bool {
        self.state == State::Searching
    }

    /// Whether the search goes through the nineteen orderings in turn (module docs).
    pub fn restarting(&self) -> bool {
        self.restarting
    }

    /// Under `nineteen`: the number (1–19) of the ordering the search orders its moves by now
    /// (the one that found the tour, once found).
    pub fn ordering(&self) -> Option<usize> {
        self.walk.nineteen().map(|(i, _)| i + 1)
    }

    /// The most steps the search can take: each node but the start entered once and left once
    /// at most, and the restarts.
    pub fn most_steps(&self) -> u64 {
        let restarts = if self.restarting {
            SHARES as u64 - 1
        } else {
            0
        };
        2 * self.counts.budget.saturating_sub(1) + restarts
    }

    /// One step: enter the next square to try, or retreat when none is left here. None when
    /// the search is over (found, none, budget spent, cancelled), the state saying which.
    pub fn step(&mut self) -> Option<Event> {
        if self.state != State::Searching {
            return None;
        }
        let len = self.walk.path.len();
        let f = &self.frames[len - 1];
        if f.next < f.n && self.counts.nodes >= self.limit {
            let next = self.walk.nineteen().map_or(SHARES, |(i, _)| i + 1);
            if self.restarting && next < SHARES {
                return Some(self.restart(next));
            }
            self.state = State::BudgetExhausted;
            return None;
        }
        let f = &mut self.frames[len - 1];
        if f.next < f.n {
            let cell = f.kids[f.next as usize] as usize;
            f.next += 1;
            let from = self.walk.current();
            self.enter(cell);
            self.expand();
            return Some(Event::Advance {
                from,
                to: self.walk.current(),
            });
        }
        if len == 1 {
            self.state = State::NoTour;
            return None;
        }
        let from = self.walk.current();
        self.retreat();
        Some(Event::Retreat {
            from,
            to: self.walk.current(),
        })
    }

    /// Start again from the start square under the `i`-th of the nineteen orderings (from 0),
    /// the counts going on.
    fn restart(&mut self, i: usize) -> Event {
        let walk =
            Walk::nineteen_untoured(self.walk.region(), self.walk.start(), i, self.walk.seed);
        let before = self.counts;
        let mut next = Backtrack::at(walk, self.closed, before.budget, self.parts, true);
        let c = &mut next.counts;
        c.nodes = before.nodes;
        c.backtracks = before.backtracks;
        c.dead_ends += before.dead_ends;
        c.pruned += before.pruned;
        c.max_depth = before.max_depth.max(c.depth);
        next.limit = share_end(before.budget, i);
        *self = next;
        Event::Restart { ordering: i + 1 }
    }

    /// Where the search stands ([`Point`]).
    pub fn point(&self) -> Point {
        Point {
            ordering: self
                .walk
                .nineteen()
                .map(|(i, _)| i)
                .filter(|_| self.restarting),
            tried: self
                .frames
                .iter()
                .map(|f| char::from(b'0' + f.next))
                .collect(),
            counts: self.counts,
            state: self.state,
        }
    }

    /// Take the search up where `point` stands: the same search as this one (it may be
    /// anywhere), run elsewhere to that point. The path is entered again from the start as the
    /// search entered it, each square's moves ordered by the rule again (the pruning is not
    /// asked again of squares the path goes on from: the search went on from them); the last
    /// square is expanded as the search expanded it. A point that is not one of this search's
    /// (another budget, a square whose moves are fewer than it says were tried) is refused: the
    /// search is then at its start, and the error says why.
    ///
    /// ```
    /// use warnsdorff::{board::Square, rules::RuleSpec, walk::backtrack::Backtrack};
    /// let new = || Backtrack::new("5x5".parse().unwrap(), Square::new(1, 3),
    ///     RuleSpec::parse("ordering:36875124").unwrap(), 0, false, 100_000).unwrap();
    /// let mut a = new();
    /// a.run(40);
    /// let (mut b, took) = new().resume(&a.point());
    /// took.unwrap();
    /// let path = |s: &Backtrack| s.walk().path().collect::<Vec<_>>();
    /// assert_eq!(path(&b), path(&a));
    /// a.run(u64::MAX);
    /// b.run(u64::MAX);
    /// assert_eq!((path(&b), b.counts()), (path(&a), a.counts()));
    /// ```
    pub fn resume(self, point: &Point) -> (Backtrack, Result<(), String>) {
        let (closed, parts, restarting) = (self.closed, self.parts, self.restarting);
        let budget = self.counts.budget;
        let walk = match point.ordering {
            Some(i) if restarting && i < SHARES => {
                Walk::nineteen_untoured(self.walk.region(), self.walk.start(), i, self.walk.seed)
            }
            _ => self.walk,
        };
        let mut s = Backtrack::at(walk, closed, budget, parts, restarting);
        let tried: Vec<u8> = point.tried.bytes().map(|b| b.wrapping_sub(b'0')).collect();
        let why = if point.counts.budget != budget {
            Some(format!(
                "a search of {} nodes, not {budget}",
                point.counts.budget
            ))
        } else if point.ordering.is_some() != restarting {
            Some("a search under another rule".to_string())
        } else if tried.is_empty() {
            Some("an empty path".to_string())
        } else {
            None
        };
        if let Some(why) = why {
            return (s, Err(why));
        }
        for (k, &next) in tried.iter().enumerate() {
            let f = s.frames[k];
            let last = k + 1 == tried.len();
            if next > f.n || (!last && next == 0) {
                let why = format!("square {} of the path has {} moves to try", k + 1, f.n);
                let walk = s.walk;
                return (
                    Backtrack::at(walk, closed, budget, parts, restarting),
                    Err(why),
                );
            }
            s.frames[k].next = next;
            if !last {
                s.enter(f.kids[next as usize - 1] as usize);
                s.expand_tested(k + 2 == tried.len());
            }
        }
        s.counts = point.counts;
        s.state = point.state;
        if let Some(i) = point.ordering {
            s.limit = share_end(budget, i);
        }
        (s, Ok(()))
    }

    /// Up to `max` steps; returns how many were taken.
    pub fn run(&mut self, max: u64) -> u64 {
        let mut taken = 0;
        while taken < max && self.step().is_some() {
            taken += 1;
        }
        taken
    }

    /// The search's standing in words, for a status line: e.g. `searching: depth 17 of 25,
    /// 40 nodes of 1000, 23 backtracks, 5 dead ends, 2 pruned`.
    pub fn sentence(&self) -> String {
        let c = &self.counts;
        let squares = self.walk.region().squares();
        let kind = if self.closed { "closed tour" } else { "tour" };
        let head = match self.state {
            State::Searching => "searching".to_string(),
            State::Found => format!("{kind} found"),
            State::NoTour => format!("no {kind} from {}: every branch tried", self.walk.start()),
            State::BudgetExhausted => format!("budget of {} nodes exhausted", c.budget),
            State::Cancelled => "cancelled".to_string(),
        };
        let under = match self.walk.nineteen() {
            Some((i, _)) if self.restarting => format!(
                ", under ordering #{} of the nineteen ({}), {} tried",
                i + 1,
                NINETEEN[i],
                i + 1
            ),
            _ => String::new(),
        };
        format!(
            "{head}: depth {} of {squares} (deepest {}), {} nodes of {}, {} backtracks, {} dead ends, {} pruned{under}",
            c.depth, c.max_depth, c.nodes, c.budget, c.backtracks, c.dead_ends, c.pruned
        )
    }

    /// Move the walk onto `cell`, keeping the counts of low squares and of the start's open
    /// neighbours, and the rule's state as the walk's own step would leave it.
    fn enter(&mut self, cell: usize) {
        let w = &mut self.walk;
        // The rule decides at this length as the walk would (a staged rule switches stage, the
        // random rule draws): its choice is known already, its state is what matters.
        let mut cands = NO_CANDS;
        let n = w.gather(&mut cands);
        let ctx = Ctx {
            grid: &w.grid,
            current: *w.path.last().unwrap() as usize,
            len: w.path.len(),
            seed: w.seed,
        };
        w.rule.choose(&ctx, &cands[..n]);
        let g = &w.grid;
        let near = distinct(cell, |m| g.neighbour(cell, m));
        let lows = |g: &crate::grid::Grid| {
            near.iter()
                .filter(|&&c| c != NONE && g.degree(c) <= 1)
                .count()
        };
        let before = lows(g);
        if g.degree(cell) <= 1 {
            self.low -= 1;
        }
        if self.start_nbrs.contains(&cell) {
            self.start_open -= 1;
        }
        w.path.push(cell as u32);
        w.grid.visit(cell);
        self.low = self.low + lows(&w.grid) - before;
        let c = &mut self.counts;
        c.nodes += 1;
        c.depth = w.path.len();
        c.max_depth = c.max_depth.max(c.depth);
    }

    /// Take back the last square entered.
    fn retreat(&mut self) {
        let w = &mut self.walk;
        let cell = *w.path.last().unwrap() as usize;
        let g = &w.grid;
        let near = distinct(cell, |m| g.neighbour(cell, m));
        let lows = |g: &crate::grid::Grid| {
            near.iter()
                .filter(|&&c| c != NONE && g.degree(c) <= 1)
                .count()
        };
        let before = lows(g);
        if self.start_nbrs.contains(&cell) {
            self.start_open += 1;
        }
        w.undo();
        self.low = self.low + lows(&w.grid) - before;
        if w.grid.degree(cell) <= 1 {
            self.low += 1;
        }
        self.frames.pop();
        let c = &mut self.counts;
        c.backtracks += 1;
        c.depth = w.path.len();
    }

    /// Write the frame of the square just entered: its moves in the rule's order, or none when
    /// it is a tour, a dead end or pruned.
    fn expand(&mut self) {
        self.expand_tested(true);
    }

    /// Expand the square just entered, its moves ordered by the rule; with `test`, the
    /// pruning asked first (without, the square is taken to be one the search went on from).
    fn expand_tested(&mut self, test: bool) {
        let mut frame = NO_FRAME;
        let w = &mut self.walk;
        let len = w.path.len();
        let squares = w.region().squares();
        let cur = *w.path.last().unwrap() as usize;
        let mut cands = NO_CANDS;
        let n = w.gather(&mut cands);
        let n = dedup(&mut cands, n);
        if len == squares {
            if !self.closed || self.start_nbrs.contains(&cur) || squares == 1 {
                self.state = if squares > 1 {
                    State::Found
                } else {
                    State::NoTour
                };
            } else {
                self.counts.dead_ends += 1;
            }
        } else if n == 0 {
            self.counts.dead_ends += 1;
        } else if test
            && (hopeless(
                &cands[..n],
                len,
                squares,
                self.low,
                self.closed,
                self.start_open,
            ) || self.parts
                && self
                    .floods
                    .split(&w.grid, &cands[..n], squares - len, FLOOD_LIMIT))
        {
            self.counts.pruned += 1;
        } else {
            // The rule's choice, then its choice among the rest, and so on; then the rule is
            // taken back to before its choice here (`enter` makes it again).
            let mut left = cands;
            let mut k = n;
            while k > 0 {
                let ctx = Ctx {
                    grid: &w.grid,
                    current: cur,
                    len,
                    seed: w.seed,
                };
                let i = if k == 1 {
                    0
                } else {
                    let i = w.rule.choose(&ctx, &left[..k]).index;
                    w.rule.undo_to(len);
                    i
                };
                frame.kids[frame.n as usize] = left[i].cell as u32;
                frame.n += 1;
                left.copy_within(i + 1..k, i);
                k -= 1;
            }
        }
        self.frames.push(frame);
    }
}

/// No cell: a place of [`distinct`]'s list left empty.
const NONE: usize = usize::MAX;

/// The cells `near(m)` of the eight moves from `cell`, each once and never `cell` itself (on a
/// small wrapped board two moves can reach one square), the rest [`NONE`].
fn distinct(cell: usize, near: impl Fn(Move) -> usize) -> [usize; 8] {
    let mut out = [NONE; 8];
    for (k, m) in Move::ALL.into_iter().enumerate() {
        let c = near(m);
        if c != cell && !out[..k].contains(&c) {
            out[k] = c;
        }
    }
    out
}

/// The first `n` candidates of `cands`, each square once (on a small wrapped board two moves
/// can reach one square): how many are left, the first move to each kept.
fn dedup(cands: &mut [Cand; 8], n: usize) -> usize {
    let mut k = 0;
    for i in 0..n {
        if !cands[..k].iter().any(|c| c.cell == cands[i].cell) {
            cands[k] = cands[i];
            k += 1;
        }
    }
    k
}

/// Whether no tour can go on from here (the pruning of the module docs): the knight's unvisited
/// neighbours are `cands`, `len` squares of `squares` are visited, `low` unvisited squares have
/// at most one unvisited neighbour, and the start has `start_open` unvisited neighbours.
fn hopeless(
    cands: &[Cand],
    len: usize,
    squares: usize,
    low: usize,
    closed: bool,
    start_open: u32,
) -> bool {
    // A neighbour with no unvisited neighbour: the last square or cut off.
    if len + 1 < squares && cands.iter().any(|c| c.degree == 0) {
        return true;
    }
    // Termination squares away from the knight: each can only be the last.
    let near = cands.iter().filter(|c| c.degree <= 1).count();
    if low.saturating_sub(near) >= 2 {
        return true;
    }
    // Closed: the last square must be a neighbour of the start, and none is left.
    closed && start_open == 0
}

/// The most squares the floods of the part test mark at one square of the path (module docs):
/// parts cut off larger than this go unnoticed until later. A round number, not tuned: with it
/// a node on 289×54 costs two to three times what it costs without the test.
pub const FLOOD_LIMIT: usize = 256;

/// Floods from the unvisited neighbours of the square just entered, for the part test of the
/// module docs: marks per cell (a check's marks are `base + flood`, older checks' lower), and
/// each flood's queue.
struct Floods {
    marks: Vec<u32>,
    base: u32,
    queues: [Vec<u32>; 8],
    heads: [usize; 8],
}

impl Floods {
    fn new(cells: usize) -> Floods {
        Floods {
            marks: vec![0; cells],
            base: 0,
            queues: Default::default(),
            heads: [0; 8],
        }
    }

    /// Whether the unvisited squares, `left` of them, are shown to fall apart: floods from the
    /// (distinct, unvisited) `starts` run a square each in turn, merging where they meet; one
    /// that stops with fewer than `left` squares marked proves a part cut off. False once all
    /// have met, or once `limit` squares are marked.
    fn split(&mut self, grid: &Grid, starts: &[Cand], left: usize, limit: usize) -> bool {
        let k = starts.len();
        if k < 2 {
            return false;
        }
        if self.base > u32::MAX - 16 {
            self.marks.fill(0);
            self.base = 0;
        }
        self.base += 8;
        let base = self.base;
        let mut parent = [0usize, 1, 2, 3, 4, 5, 6, 7];
        let mut size = [1usize; 8];
        fn find(parent: &[usize; 8], mut i: usize) -> usize {
            while parent[i] != i {
                i = parent[i];
            }
            i
        }
        for (i, c) in starts.iter().enumerate() {
            self.marks[c.cell] = base + i as u32;
            self.queues[i].clear();
            self.queues[i].push(c.cell as u32);
            self.heads[i] = 0;
        }
        let mut groups = k;
        let mut marked = k;
        loop {
            for i in 0..k {
                if self.heads[i] == self.queues[i].len() {
                    continue;
                }
                let c = self.queues[i][self.heads[i]] as usize;
                self.heads[i] += 1;
                for m in Move::ALL {
                    let n = grid.neighbour(c, m);
                    if grid.degree(n) == VISITED {
                        continue;
                    }
                    let mark = self.marks[n];
                    if mark >= base && mark < base + 8 {
                        let (a, b) = (find(&parent, (mark - base) as usize), find(&parent, i));
                        if a != b {
                            parent[a] = b;
                            size[b] += size[a];
                            groups -= 1;
                            if groups == 1 {
                                return false;
                            }
                        }
                    } else {
                        self.marks[n] = base + i as u32;
                        self.queues[i].push(n as u32);
                        size[find(&parent, i)] += 1;
                        marked += 1;
                    }
                }
            }
            // A flood whose every member has nothing left to enter has marked a whole part.
            for r in 0..k {
                if parent[r] == r
                    && (0..k)
                        .filter(|&i| find(&parent, i) == r)
                        .all(|i| self.heads[i] == self.queues[i].len())
                {
                    return size[r] < left;
                }
            }
            if marked >= limit {
                return false;
            }
        }
    }
}

/// A search's JSON record: the walk's [`Record`] (the tour when one was found, else the path
/// where the search stands) with the search's state, whether a closed tour was asked for, and
/// its [`Counts`], all at the top level.
#[derive(Clone, Debug, Serialize)]
pub struct SearchRecord {
    #[serde(flatten)]
    pub record: Record,
    /// [`State::kind`].
    pub search: &'static str,
    pub closed: bool,
    #[serde(flatten)]
    pub counts: Counts,
    /// Under `nineteen`: the ordering the search ordered its moves by last (the one that found
    /// the tour, when found).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ordering: Option<&'static str>,
    /// Under `nineteen` when none of its orderings' walks tours: how many of them the search
    /// has tried (module docs).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub orderings_tried: Option<usize>,
}

impl SearchRecord {
    pub fn of(s: &Backtrack) -> SearchRecord {
        SearchRecord {
            record: Record::of_walk(&s.walk),
            search: s.state.kind(),
            closed: s.closed,
            counts: s.counts,
            ordering: s.walk.nineteen().map(|(i, _)| NINETEEN[i]),
            orderings_tried: s.ordering().filter(|_| s.restarting),
        }
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("records always serialise")
    }
}

impl Job for Backtrack {
    /// Up to `units` steps of the search.
    fn work(&mut self, units: u64) -> Result<Progress, String> {
        self.run(units.max(1));
        Ok(self.progress())
    }

    fn cancel(&mut self) {
        if self.state == State::Searching {
            self.state = State::Cancelled;
        }
    }

    fn name(&self) -> String {
        "Backtracking".into()
    }
}

impl Backtrack {
    /// How far the search is: nodes entered of the budget (finished once it is over).
    pub fn progress(&self) -> Progress {
        let c = &self.counts;
        match self.state {
            State::Searching => Progress::new(c.nodes, c.budget + 1, self.sentence()),
            _ => Progress::finished(self.sentence()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn search(b: &str, start: (u32, u32), rule: &str, closed: bool, budget: u64) -> Backtrack {
        Backtrack::new(
            b.parse().unwrap(),
            Square::new(start.0, start.1),
            RuleSpec::parse(rule).unwrap(),
            0,
            closed,
            budget,
        )
        .unwrap()
    }

    /// The kept counts equal a recount from the grid after any mix of advances and retreats.
    fn recount(mut s: Backtrack, steps: usize) {
        for _ in 0..steps {
            if s.step().is_none() {
                break;
            }
            let g = &s.walk.grid;
            let low = g.cells().filter(|&c| g.degree(c) <= 1).count();
            assert_eq!(s.low, low);
            let open = s
                .start_nbrs
                .iter()
                .filter(|&&c| c != NONE && g.degree(c) != VISITED)
                .count() as u32;
            assert_eq!(s.start_open, open);
            assert_eq!(s.frames.len(), s.walk.len());
        }
    }

    /// The unvisited squares' parts, counted by a whole flood.
    fn parts(g: &Grid) -> usize {
        let mut seen = vec![false; g.len()];
        let mut parts = 0;
        for c in g.cells() {
            if g.degree(c) == VISITED || seen[c] {
                continue;
            }
            parts += 1;
            seen[c] = true;
            let mut stack = vec![c];
            while let Some(x) = stack.pop() {
                for m in Move::ALL {
                    let n = g.neighbour(x, m);
                    if g.degree(n) != VISITED && !seen[n] {
                        seen[n] = true;
                        stack.push(n);
                    }
                }
            }
        }
        parts
    }

    /// At every square a search for a closed tour enters, the part test says "apart" only when
    /// a whole flood finds more than one part; and it does say so on each region, and not only
    /// of a lone square (which the other pruning sees already).
    #[test]
    fn the_part_test_is_right_when_it_cuts() {
        use crate::region::{Leaper, Region, Wrap};
        let board = |r, c| Board::new(r, c).unwrap();
        let mut hole = vec![false; 64];
        hole[3 * 8 + 3] = true;
        let regions = [
            Region::new(board(7, 7)),
            Region::new(board(8, 8)).with_removed(&hole).unwrap(),
            Region::new(board(7, 9)).with_leaper(Leaper::ZEBRA),
            Region::new(board(6, 7)).with_wrap(Wrap::Cylinder),
        ];
        let mut big = 0;
        for region in &regions {
            let mut s = Backtrack::on(
                region,
                Square::new(1, 1),
                RuleSpec::parse("ordering:12345678").unwrap(),
                0,
                true,
                u64::MAX,
            )
            .unwrap();
            let mut cuts = 0;
            for _ in 0..20_000 {
                if s.step().is_none() {
                    break;
                }
                let w = &mut s.walk;
                let mut cands = NO_CANDS;
                let n = w.gather(&mut cands);
                let n = dedup(&mut cands, n);
                let left = w.region().squares() - w.path.len();
                if s.floods.split(&w.grid, &cands[..n], left, FLOOD_LIMIT) {
                    assert!(parts(&w.grid) > 1, "{}", region.describe());
                    cuts += 1;
                    big += usize::from(cands[..n].iter().all(|c| c.degree > 0));
                }
            }
            assert!(cuts > 0, "{}", region.describe());
        }
        assert!(big > 0);
    }

    #[test]
    fn low_and_start_counts_follow_the_walk() {
        recount(
            search("6x6", (1, 1), "ordering:12345678", true, 5_000),
            3_000,
        );
    }

    /// On removed squares, another leaper and wrapped boards (small tori, where two moves can
    /// reach one square) too.
    #[test]
    fn low_and_start_counts_follow_the_walk_on_any_region() {
        use crate::region::{Leaper, Region, Wrap};
        let board = |r, c| Board::new(r, c).unwrap();
        let mut hole = vec![false; 36];
        hole[14] = true;
        let regions = [
            Region::new(board(6, 6)).with_removed(&hole).unwrap(),
            Region::new(board(8, 8)).with_leaper(Leaper::CAMEL),
            Region::new(board(3, 4))
                .with_wrap(Wrap::Torus)
                .with_leaper(Leaper::ZEBRA),
            Region::new(board(5, 6)).with_wrap(Wrap::Cylinder),
        ];
        for region in &regions {
            for closed in [false, true] {
                let s = Backtrack::on(
                    region,
                    Square::new(1, 1),
                    RuleSpec::parse("ordering:12345678").unwrap(),
                    0,
                    closed,
                    5_000,
                )
                .unwrap();
                recount(s, 3_000);
            }
        }
    }
}

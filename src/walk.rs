//! The live state of Warnsdorff's rule: the path so far, the visited set, and the degree of every
//! unvisited square, kept up to date in O(1) per step and per undo.
//!
//! Warnsdorff's rule (000 §2): the next square is the unvisited neighbour of the current square
//! with the fewest unvisited neighbours; a [`Tiebreak`] rule settles ties. Irwin (004) calls a
//! square's degree its *exit value* and names two kinds of trouble square around Figure 2:
//! "trouble" (one entry point and one exit point, his C) and "termination" (one entry point and
//! no exit, his A and B); [`Walk::marks`] reports them, with the squares cut off, as
//! [`irwin`] reads his words.
//!
//! ```
//! use warnsdorff::{board::{Board, Square}, rules::RuleSpec, walk::{Walk, Outcome}};
//! let rule = RuleSpec::parse("ordering:12345678").unwrap();
//! let mut w = Walk::new(Board::new(8, 8).unwrap(), Square::new(1, 1), rule, 0).unwrap();
//! let first = w.step().unwrap();
//! assert_eq!(first.from, Square::new(1, 1));
//! w.run(usize::MAX);
//! assert_eq!(w.outcome(), Outcome::FullTour);
//! ```

pub mod backtrack;
pub mod irwin;
pub mod positions;
pub mod random_tour;

use crate::board::{Board, Square};
use crate::grid::{Cand, Grid, VISITED};
use crate::job::{Job, Progress};
use crate::moves::{Move, Ordering};
use crate::region::Region;
use crate::rules::follow::{Follow, FollowThen};
use crate::rules::lookahead::{Lookahead, Pohl};
use crate::rules::ordering::ByOrdering;
use crate::rules::random::Random;
use crate::rules::squirrel::{self, SquirrelCull};
use crate::rules::{Choice, Ctx, How, RuleSpec, Tiebreak, NINETEEN};
use irwin::{Mark, Marks};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::sync::Arc;

/// A candidate buffer before [`Walk::gather`] fills it.
const NO_CANDS: [Cand; 8] = [Cand {
    mv: Move::ALL[0],
    cell: 0,
    degree: 0,
}; 8];

/// How a walk stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Outcome {
    /// The knight still has somewhere to go.
    Running,
    /// Every square visited; the last is not a knight's move from the first.
    FullTour,
    /// Every square visited and the last is a knight's move from the first.
    ClosedTour,
    /// Stuck after `visited` squares; `unvisited` lists the squares never reached.
    DeadEnd {
        visited: usize,
        unvisited: Vec<Square>,
    },
    /// A followed path ([`Walk::follow`]) ended after `visited` squares, short of a tour.
    PathEnd { visited: usize },
}

impl Outcome {
    /// Whether every square was visited.
    pub fn is_tour(&self) -> bool {
        matches!(self, Outcome::FullTour | Outcome::ClosedTour)
    }

    /// Short words for a status line, e.g. `dead end after 17 of 25 squares`.
    pub fn describe(&self, squares: usize) -> String {
        match self {
            Outcome::Running => "running".into(),
            Outcome::FullTour => "full tour".into(),
            Outcome::ClosedTour => "closed tour".into(),
            Outcome::DeadEnd { visited, .. } if *visited == 1 && squares == 1 => {
                "dead end on the only square: a 1x1 board has no knight's tour (003 Fig. 5)".into()
            }
            Outcome::DeadEnd { visited, .. } => {
                format!("dead end after {visited} of {squares} squares")
            }
            Outcome::PathEnd { visited } => {
                format!("the given path ends after {visited} of {squares} squares")
            }
        }
    }

    /// The outcome's kind as one word for the pages: `running`, `full-tour`, `closed-tour`,
    /// `dead-end` or `path-end`.
    pub fn kind(&self) -> &'static str {
        match self {
            Outcome::Running => "running",
            Outcome::FullTour => "full-tour",
            Outcome::ClosedTour => "closed-tour",
            Outcome::DeadEnd { .. } => "dead-end",
            Outcome::PathEnd { .. } => "path-end",
        }
    }
}

/// A square the knight could move to, as shown to people.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Candidate {
    pub square: Square,
    /// The move in Squirrel's numbering (1–8).
    #[serde(rename = "move")]
    pub mv: u8,
    /// Unvisited neighbours of the square (Irwin's exit value).
    pub degree: u8,
    /// The rule's primary score: the degree, or the double look-ahead sum (004, Figure 4).
    pub score: u32,
}

/// What one step did.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct StepReport {
    pub from: Square,
    pub to: Square,
    /// The move taken, in Squirrel's numbering (1–8).
    #[serde(rename = "move")]
    pub mv: u8,
    /// Every square the knight could have moved to, with degree and score.
    pub candidates: Vec<Candidate>,
    /// The candidates that shared the best score (more than one: a tie).
    pub tied: Vec<Square>,
    /// How the tie was broken, in words; None when there was no tie.
    pub broken_by: Option<String>,
    /// Squares visited after the step.
    pub len: usize,
}

impl StepReport {
    pub fn is_tie(&self) -> bool {
        self.tied.len() > 1
    }

    /// The step in words, as the walk page's status line says it: its headline
    /// ([`StepReport::headline_of()`]) and then its details ([`StepReport::details_of()`]).
    pub fn sentence(&self, board: Board) -> String {
        self.sentence_of(board, board.squares())
    }

    /// [`StepReport::sentence()`] on a board of which `squares` are to be visited (fewer than
    /// the rectangle's when squares are removed, [`crate::region`]).
    pub fn sentence_of(&self, board: Board, squares: usize) -> String {
        format!(
            "{} {}",
            self.headline_of(board, squares),
            self.details_of(board)
        )
    }

    /// The step in one short sentence: `Step 8 of 64: d6 to e4 in direction 3, degree 2.` (a
    /// direction is one of the compass's eight, 1–8 in Squirrel's numbering unless the page
    /// shows another), on a board of which `squares` are to be visited.
    ///
    /// ```
    /// use warnsdorff::board::{Board, Square};
    /// use warnsdorff::rules::RuleSpec;
    /// use warnsdorff::walk::Walk;
    /// let b = Board::new(8, 8).unwrap();
    /// let rule = RuleSpec::parse("ordering:12345678").unwrap();
    /// let mut w = Walk::new(b, Square::new(1, 1), rule, 1).unwrap();
    /// let r = w.step().unwrap();
    /// assert_eq!(r.headline_of(b, 64), "Step 2 of 64: a8 to c7 in direction 3, degree 5.");
    /// ```
    pub fn headline_of(&self, board: Board, squares: usize) -> String {
        let name = |s: Square| square_name(board, s);
        let mut t = format!(
            "Step {} of {}: {} to {} in direction {}",
            self.len,
            squares,
            name(self.from),
            name(self.to),
            self.mv
        );
        if let Some(c) = self.candidates.iter().find(|c| c.square == self.to) {
            t += &format!(", degree {}", c.degree);
        }
        t + "."
    }

    /// What the headline leaves out: the other candidates and their degrees, and for a tie the
    /// tied squares and how the tie was broken.
    pub fn details_of(&self, board: Board) -> String {
        let name = |s: Square| square_name(board, s);
        let mut t = match self.candidates.len() {
            1 => "The only square to go to.".to_string(),
            n => {
                let others: Vec<String> = self
                    .candidates
                    .iter()
                    .filter(|c| c.square != self.to)
                    .map(|c| format!("{} {}", name(c.square), c.degree))
                    .collect();
                format!("{n} candidates; the others: {}.", others.join(", "))
            }
        };
        if self.is_tie() {
            let score = self
                .candidates
                .iter()
                .find(|c| c.square == self.to)
                .map(|c| c.score)
                .unwrap_or(0);
            t += &format!(
                " Tie between {} at {score}, broken by {}.",
                self.tied
                    .iter()
                    .map(|&s| name(s))
                    .collect::<Vec<_>>()
                    .join(", "),
                self.broken_by.as_deref().unwrap_or("the rule")
            );
        }
        t
    }
}

/// A square as the status line names it, once: `d6` on boards up to 26 columns, `(3,4)`
/// (row, column) on wider ones.
pub fn square_name(board: Board, s: Square) -> String {
    match board.algebraic(s) {
        Some(a) => a,
        None => format!("({},{})", s.row, s.col),
    }
}

/// Why a walk could not be set up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WalkError {
    /// The start square is not on the board.
    OffBoard { start: Square, board: Board },
    /// `squirrel-cull` on a board that is not square.
    NotSquare { board: Board },
    /// `squirrel-cull` (a knight's rule on a whole rectangle) with another leaper, removed
    /// squares or a wrap; `field` names the form field that made it so.
    KnightOnly { field: &'static str },
    /// [`RuleSpec::Imported`] needs a path: use [`Walk::follow`].
    NeedsPath,
    /// The path given to [`Walk::follow`] is not a knight's path on the board.
    Path(PathError),
}

impl WalkError {
    /// The page control the error belongs to: `start`, `rule` or `import`.
    pub fn field(&self) -> &'static str {
        match self {
            WalkError::OffBoard { .. } => "start",
            WalkError::NotSquare { .. } | WalkError::NeedsPath => "rule",
            WalkError::KnightOnly { field } => field,
            WalkError::Path(_) => "import",
        }
    }
}

impl fmt::Display for WalkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WalkError::OffBoard { start, board } => write!(
                f,
                "start {start} is off the {board} board; rows run 1-{} and cols 1-{}",
                board.rows(),
                board.cols()
            ),
            WalkError::NotSquare { board } => write!(
                f,
                "squirrel-cull is defined for square boards m x m only; {board} is not square (try nineteen)"
            ),
            WalkError::KnightOnly { field } => write!(
                f,
                "squirrel-cull is the knight's staged rule on a whole, unwrapped square board; \
                 the {field} field makes this board another (try nineteen or an ordering)"
            ),
            WalkError::NeedsPath => f.write_str("an imported walk needs its path"),
            WalkError::Path(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for WalkError {}

/// What is wrong with a path to follow (squares numbered from 1 in messages).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PathError {
    Empty,
    /// Square `k` (0-based) is off the board; `index` is its 0-based board index if given so.
    OffBoard {
        k: usize,
        index: u64,
    },
    /// Square `k` repeats an earlier one.
    Repeat {
        k: usize,
        square: Square,
    },
    /// Squares `k − 1` and `k` are not a knight's move apart.
    NotAMove {
        k: usize,
        from: Square,
        to: Square,
    },
}

impl fmt::Display for PathError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PathError::Empty => f.write_str("the path is empty"),
            PathError::OffBoard { k, index } => {
                write!(f, "square {} of the path ({index}) is off the board", k + 1)
            }
            PathError::Repeat { k, square } => {
                write!(
                    f,
                    "square {} of the path, {square}, was visited before",
                    k + 1
                )
            }
            PathError::NotAMove { k, from, to } => write!(
                f,
                "squares {} and {} of the path, {from} and {to}, are not a knight's move apart",
                k,
                k + 1
            ),
        }
    }
}

/// Check a path to follow on `board` (each square on it, none twice, each a knight's move from
/// the one before); its first square.
fn check_follow(board: Board, path: &[Square]) -> Result<Square, WalkError> {
    check_follow_on(&Region::new(board), path)
}

/// [`check_follow`] on any region: each step a move of its leaper, the wrap applied.
fn check_follow_on(region: &Region, path: &[Square]) -> Result<Square, WalkError> {
    let board = region.board();
    let err = WalkError::Path;
    let first = *path.first().ok_or(err(PathError::Empty))?;
    let mut seen = vec![false; board.squares()];
    for (k, &s) in path.iter().enumerate() {
        let i = board
            .index(s)
            .ok_or(err(PathError::OffBoard { k, index: u64::MAX }))?;
        if std::mem::replace(&mut seen[i], true) {
            return Err(err(PathError::Repeat { k, square: s }));
        }
        if k > 0 && region.move_between(path[k - 1], s).is_none() {
            return Err(err(PathError::NotAMove {
                k,
                from: path[k - 1],
                to: s,
            }));
        }
    }
    Ok(first)
}

/// 0-based row-major indices as squares of `board` (an index off it refused).
fn squares_of(board: Board, path: &[u32]) -> Result<Vec<Square>, WalkError> {
    let mut squares = Vec::with_capacity(path.len());
    for (k, &i) in path.iter().enumerate() {
        if i as usize >= board.squares() {
            return Err(WalkError::Path(PathError::OffBoard { k, index: i as u64 }));
        }
        squares.push(board.square(i as usize));
    }
    Ok(squares)
}

/// The live Warnsdorff walk. See the module docs.
pub struct Walk {
    grid: Grid,
    path: Vec<u32>,
    /// Set when the rule is a move-ordering at every step that can change only when the knight
    /// stands on one of these cells (none for a fixed ordering; squirrel-cull's switching
    /// squares, 000 step 4 of the Algorithm): [`Walk::run`] then asks the rule for its ordering
    /// only there and walks the stretches between in [`Grid::walk_in`]. Set for the rules built
    /// here, never for [`Walk::with_rule`]'s.
    stops: Option<Box<[usize]>>,
    /// The rule never gives an ordering ([`Tiebreak::ordering_now`] is always None: random,
    /// pohl, lookahead, a followed path) and keeps no state for a step with one candidate:
    /// [`Walk::run`] asks only [`Tiebreak::choose`], and only when there is a choice, with each
    /// step's candidates gathered while its square is visited. Set for the rules built here,
    /// never for [`Walk::with_rule`]'s.
    chooses: bool,
    rule: Box<dyn Tiebreak>,
    spec: RuleSpec,
    seed: u64,
    /// A sentence about how the rule was set up (e.g. which of the nineteen orderings).
    note: Option<String>,
    /// The longest the walk may get (a followed path's length; else unbounded).
    end: usize,
    /// `nineteen`: the index into [`NINETEEN`] of the ordering walked, and whether it is there
    /// only for want of one whose walk tours (the rule's fallback, or a search's later try).
    nineteen: Option<(usize, bool)>,
    /// Steps taken back since the walk was made ([`Walk::taken_back`]).
    taken_back: u64,
}

impl Clone for Walk {
    fn clone(&self) -> Walk {
        Walk {
            grid: self.grid.clone(),
            path: self.path.clone(),
            stops: self.stops.clone(),
            chooses: self.chooses,
            rule: self.rule.boxed_clone(),
            spec: self.spec.clone(),
            seed: self.seed,
            note: self.note.clone(),
            end: self.end,
            nineteen: self.nineteen,
            taken_back: self.taken_back,
        }
    }
}

impl Walk {
    /// A walk on `board` from `start` under `rule`; `seed` feeds the random rule.
    ///
    /// Refused when the start is off the board or the rule does not fit the board
    /// (`squirrel-cull` needs a square board). `nineteen` walks up to 19 trial walks first: to do
    /// that in slices, use [`Preparation`].
    pub fn new(board: Board, start: Square, spec: RuleSpec, seed: u64) -> Result<Walk, WalkError> {
        Ok(Preparation::new(board, start, spec, seed)?.finish())
    }

    /// A walk on any region ([`Region`]: its leaper, removed squares and wrap) from `start`
    /// under `rule`. The staged rule (`squirrel-cull`) is refused off the plain knight's
    /// rectangle.
    ///
    /// ```
    /// use warnsdorff::board::{Board, Square};
    /// use warnsdorff::region::{Leaper, Region, Wrap};
    /// use warnsdorff::rules::RuleSpec;
    /// use warnsdorff::walk::Walk;
    /// let torus = Region::new(Board::new(6, 6).unwrap()).with_wrap(Wrap::Torus).with_leaper(Leaper::ZEBRA);
    /// let mut w = Walk::on(&torus, Square::new(1, 1), RuleSpec::Random, 1).unwrap();
    /// w.run(usize::MAX);
    /// assert!(warnsdorff::region::check_path(&torus, &w.path().collect::<Vec<_>>()).is_ok());
    /// ```
    pub fn on(
        region: &Region,
        start: Square,
        spec: RuleSpec,
        seed: u64,
    ) -> Result<Walk, WalkError> {
        Ok(Preparation::on(region, start, spec, seed)?.finish())
    }

    /// A walk that follows `path` (an imported tour or walk): at step 0 the knight is on
    /// `path[0]` and each step goes to the next square, while every step report still lists
    /// the unvisited neighbours and their degrees. The walk ends with the path.
    pub fn follow(board: Board, path: &[Square]) -> Result<Walk, WalkError> {
        let first = check_follow(board, path)?;
        let rule = Follow {
            path: Arc::from(path),
        };
        let mut w = Walk::with_rule(board, first, RuleSpec::Imported, Box::new(rule), 0, None);
        w.end = path.len();
        w.chooses = true;
        Ok(w)
    }

    /// A walk from a position: it goes along `path` (a partial path, e.g. one of the papers'
    /// matrices with dashes) and from the path's end on `spec` chooses, as a walk of that rule
    /// from `path[0]` would (same seed; `nineteen` picks its ordering by trial walks from
    /// `path[0]`). Back steps into the path as into any walk. When the path is the rule's own,
    /// the walk is the rule's walk from `path[0]`, step for step.
    ///
    /// ```
    /// use warnsdorff::board::{Board, Square};
    /// use warnsdorff::rules::RuleSpec;
    /// use warnsdorff::walk::Walk;
    /// let b = Board::new(5, 5).unwrap();
    /// // 000 §2's dead end begins 1 on (1,3), 2 on (2,5), 3 on (4,4).
    /// let prefix = [Square::new(1, 3), Square::new(2, 5), Square::new(4, 4)];
    /// let mut w = Walk::follow_then(b, &prefix, RuleSpec::parse("ordering:36875124").unwrap(), 0).unwrap();
    /// w.run(usize::MAX);
    /// assert_eq!(w.len(), 17); // the printed dead end after 17 of 25 squares
    /// ```
    pub fn follow_then(
        board: Board,
        path: &[Square],
        spec: RuleSpec,
        seed: u64,
    ) -> Result<Walk, WalkError> {
        Ok(Preparation::following(board, path, spec, seed)?.finish())
    }

    /// [`Walk::follow_then`] with the path as 0-based row-major board indices.
    pub fn follow_then_indices(
        board: Board,
        path: &[u32],
        spec: RuleSpec,
        seed: u64,
    ) -> Result<Walk, WalkError> {
        Walk::follow_then(board, &squares_of(board, path)?, spec, seed)
    }

    /// [`Walk::follow`] with the path as 0-based row-major board indices.
    pub fn follow_indices(board: Board, path: &[u32]) -> Result<Walk, WalkError> {
        Walk::follow(board, &squares_of(board, path)?)
    }

    /// A walk with a hand-made rule (for experiments with rules not in [`RuleSpec`]).
    pub fn with_rule(
        board: Board,
        start: Square,
        spec: RuleSpec,
        rule: Box<dyn Tiebreak>,
        seed: u64,
        note: Option<String>,
    ) -> Walk {
        Walk::with_rule_on(&Region::new(board), start, spec, rule, seed, note)
    }

    /// [`Walk::with_rule`] on any region (the start must be one of its squares).
    pub fn with_rule_on(
        region: &Region,
        start: Square,
        spec: RuleSpec,
        rule: Box<dyn Tiebreak>,
        seed: u64,
        note: Option<String>,
    ) -> Walk {
        let mut grid = Grid::on(region);
        let board = region.board();
        let cell = grid.cell(start);
        grid.visit(cell);
        let mut path = Vec::with_capacity(board.squares());
        path.push(cell as u32);
        Walk {
            grid,
            path,
            stops: None,
            chooses: false,
            rule,
            spec,
            seed,
            note,
            end: usize::MAX,
            nineteen: None,
            taken_back: 0,
        }
    }

    /// `nineteen`: which of the nineteen orderings of 000 §2 the walk follows (its index into
    /// [`NINETEEN`]), and whether it follows it only because none of them tours from the start
    /// (the rule's fallback to the first, or a later one a search has gone on to). None for
    /// every other rule.
    pub fn nineteen(&self) -> Option<(usize, bool)> {
        self.nineteen
    }

    /// The walk of `nineteen` from `start` under its `i`-th ordering when none of them tours:
    /// the walk a search ([`backtrack`]) starts again from when its share of the budget under
    /// the one before is spent.
    pub(crate) fn nineteen_untoured(region: &Region, start: Square, i: usize, seed: u64) -> Walk {
        let o = *ordering_of(i);
        let rule = ByOrdering {
            ordering: o,
            label: Some(format!(
                "nineteen: none gives a tour; searching ordering #{} of 19, {o}",
                i + 1
            )),
        };
        let note = format!(
            "none of the 19 orderings gives a tour on this board from this start; searching under ordering #{} ({o})",
            i + 1
        );
        let mut w = Walk::with_rule_on(
            region,
            start,
            RuleSpec::Nineteen,
            Box::new(rule),
            seed,
            Some(note),
        );
        w.stops = Some(Box::new([]));
        w.nineteen = Some((i, true));
        w
    }

    /// The bytes a walk on `board` allocates: its grid ([`Grid::bytes_for`]) and a 4-byte cell
    /// per square of path (about 5 bytes a square; what `warnsdorff sweep` checks free memory
    /// against).
    pub fn bytes_for(board: Board) -> u64 {
        Walk::bytes_on(&Region::new(board))
    }

    /// The bytes a walk on `region` holds, known before it is built: its grid
    /// ([`Grid::bytes_on`]: a byte a cell, and 32 more on a wrapped board), a 4-byte cell per
    /// square of path, and a shape's byte a square of removed marks.
    pub fn bytes_on(region: &Region) -> u64 {
        let squares = region.board().squares() as u64;
        let shape = if region.squares() as u64 == squares {
            0
        } else {
            squares
        };
        Grid::bytes_on(region) + squares * std::mem::size_of::<u32>() as u64 + shape
    }

    pub fn board(&self) -> Board {
        self.grid.board()
    }

    /// The region walked: the board, its leaper, removed squares and wrap.
    pub fn region(&self) -> &Region {
        self.grid.region()
    }

    pub fn spec(&self) -> &RuleSpec {
        &self.spec
    }

    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// A sentence about the rule's set-up, when there is one to say.
    pub fn note(&self) -> Option<&str> {
        self.note.as_deref()
    }

    /// What the rule is now, in words.
    pub fn rule_label(&self) -> String {
        self.rule.label()
    }

    pub fn start(&self) -> Square {
        self.grid.square(self.path[0] as usize)
    }

    pub fn current(&self) -> Square {
        self.grid.square(*self.path.last().unwrap() as usize)
    }

    /// The path's turns and crossings ([`crate::shape`]): a closed tour (its outcome) wraps
    /// round, anything else is an open path. Linear in the path's length.
    ///
    /// ```
    /// use warnsdorff::{board::Square, rules::RuleSpec, walk::Walk};
    /// let mut w = Walk::new("5x5".parse().unwrap(), Square::new(1, 1), RuleSpec::Random, 3).unwrap();
    /// w.run(3);
    /// assert!(w.shape().turns <= 2);
    /// ```
    pub fn shape(&self) -> crate::shape::Shape {
        let path: Vec<Square> = self.path().collect();
        let closed = self.ending() == Outcome::ClosedTour;
        crate::shape::Shape::on(self.region(), &path, closed)
    }

    /// Squares visited so far (1 at the start).
    pub fn len(&self) -> usize {
        self.path.len()
    }

    /// Never true: a walk always holds its start square.
    pub fn is_empty(&self) -> bool {
        false
    }

    /// The `k`-th square of the path (0-based).
    pub fn path_square(&self, k: usize) -> Square {
        self.grid.square(self.path[k] as usize)
    }

    /// The path so far.
    pub fn path(&self) -> impl ExactSizeIterator<Item = Square> + '_ {
        self.path.iter().map(|&c| self.grid.square(c as usize))
    }

    /// Whether `s` is on the path (a square of the region whose degree byte says visited).
    pub fn is_visited(&self, s: Square) -> bool {
        self.board().contains(s)
            && self.region().contains(s)
            && self.grid.degree(self.grid.cell(s)) == VISITED
    }

    /// Move number (1-based) of a visited square: found in the path, which is all the walk
    /// keeps (no number a square: on a board of 64 million squares that would be 256 MB), so a
    /// visited square costs a scan of the path, an unvisited one none. Drawing many squares'
    /// numbers takes them from one pass over the path instead ([`Walk::numbers_in`]).
    pub fn order(&self, s: Square) -> Option<usize> {
        if !self.is_visited(s) {
            return None;
        }
        let cell = self.grid.cell(s) as u32;
        self.path.iter().position(|&c| c == cell).map(|k| k + 1)
    }

    /// The move numbers (1-based; 0 unvisited) of the squares with rows `rows` and columns
    /// `cols` (1-based, inclusive), row-major, of the first `len` squares of the path: one pass
    /// over it, a cell tested against the window by its row (cells of one row are a run).
    pub fn numbers_in(
        &self,
        rows: std::ops::RangeInclusive<u32>,
        cols: std::ops::RangeInclusive<u32>,
        len: usize,
    ) -> Vec<u32> {
        let (r0, r1, c0, c1) = (*rows.start(), *rows.end(), *cols.start(), *cols.end());
        if r0 > r1 || c0 > c1 {
            return Vec::new();
        }
        let w = (c1 - c0 + 1) as usize;
        let mut out = vec![0u32; (r1 - r0 + 1) as usize * w];
        let first = self.grid.cell(Square::new(r0, c0));
        let last = self.grid.cell(Square::new(r1, c1));
        for (k, &c) in self.path[..len.min(self.path.len())].iter().enumerate() {
            let c = c as usize;
            if c < first || c > last {
                continue;
            }
            let s = self.grid.square(c);
            if (c0..=c1).contains(&s.col) {
                out[(s.row - r0) as usize * w + (s.col - c0) as usize] = k as u32 + 1;
            }
        }
        out
    }

    /// The board index of the `k`-th square of the path (0-based): row-major, from 0.
    pub fn path_index(&self, k: usize) -> u32 {
        let s = self.grid.square(self.path[k] as usize);
        (s.row - 1) * self.board().cols() + s.col - 1
    }

    /// Unvisited neighbours of an unvisited square (its exit value); None if visited or off
    /// the board.
    pub fn degree(&self, s: Square) -> Option<u8> {
        if !self.board().contains(s) {
            return None;
        }
        match self.grid.degree(self.grid.cell(s)) {
            VISITED => None,
            d => Some(d),
        }
    }

    #[inline(always)]
    fn gather(&self, cands: &mut [Cand; 8]) -> usize {
        let cur = *self.path.last().unwrap() as usize;
        let mut n = 0;
        for m in Move::ALL {
            let cell = self.grid.neighbour(cur, m);
            let d = self.grid.degree(cell);
            if d != VISITED {
                cands[n] = Cand {
                    mv: m,
                    cell,
                    degree: d,
                };
                n += 1;
            }
        }
        n
    }

    #[inline(always)]
    fn advance(&mut self) -> Option<([Cand; 8], usize, Choice)> {
        if self.path.len() >= self.end {
            return None;
        }
        let mut cands = NO_CANDS;
        let n = self.gather(&mut cands);
        if n == 0 {
            return None;
        }
        let ctx = Ctx {
            grid: &self.grid,
            current: *self.path.last().unwrap() as usize,
            len: self.path.len(),
            seed: self.seed,
        };
        let choice = self.rule.choose(&ctx, &cands[..n]);
        let to = cands[choice.index].cell;
        self.path.push(to as u32);
        self.grid.visit(to);
        Some((cands, n, choice))
    }

    /// The squares the next step would choose among, with their degrees (scores equal degrees
    /// here; the rule's own scores are in the [`StepReport`]).
    pub fn candidates(&self) -> Vec<Candidate> {
        let mut cands = NO_CANDS;
        let n = self.gather(&mut cands);
        cands[..n]
            .iter()
            .map(|c| Candidate {
                square: self.grid.square(c.cell),
                mv: c.mv.squirrel(),
                degree: c.degree,
                score: c.degree as u32,
            })
            .collect()
    }

    /// Take one step by the rule; None when the walk is over.
    pub fn step(&mut self) -> Option<StepReport> {
        let from = self.current();
        let (cands, n, choice) = self.advance()?;
        let candidates: Vec<Candidate> = cands[..n]
            .iter()
            .enumerate()
            .map(|(i, c)| Candidate {
                square: self.grid.square(c.cell),
                mv: c.mv.squirrel(),
                degree: c.degree,
                score: choice.scores[i],
            })
            .collect();
        let tied: Vec<Square> = (0..n)
            .filter(|i| choice.tied & (1 << i) != 0)
            .map(|i| candidates[i].square)
            .collect();
        let broken_by = (tied.len() > 1).then(|| {
            let label = self.rule.label();
            match choice.how {
                How::Random => format!("{label} (seed {})", self.seed),
                How::Secondary => format!("{label}: the neighbour-degree sums differed"),
                _ => label,
            }
        });
        let c = cands[choice.index];
        Some(StepReport {
            from,
            to: self.grid.square(c.cell),
            mv: c.mv.squirrel(),
            candidates,
            tied,
            broken_by,
            len: self.path.len(),
        })
    }

    /// Take up to `max_steps` steps without reports (the fast path); returns the steps taken.
    ///
    /// Rules that are a plain move-ordering at a step ([`Tiebreak::ordering_now`]) are walked in
    /// one pass over the moves in that order, as step 5 of 000's Algorithm does; the others go
    /// through [`Tiebreak::choose`]. Both pick the same square. The rules built here that are an
    /// ordering between switching squares (ordering, nineteen, squirrel-cull) are asked only on
    /// those squares; those that only choose (random, pohl, lookahead, a followed path) are not
    /// asked for an ordering.
    pub fn run(&mut self, max_steps: usize) -> usize {
        let Some(stops) = &self.stops else {
            return if self.chooses {
                self.run_choosing(max_steps)
            } else {
                self.run_each(max_steps)
            };
        };
        // Ask the rule on the current square and on every stop; between them its ordering
        // cannot change, so the stretch is walked in one tight loop.
        let mut taken = 0;
        while taken < max_steps && self.path.len() < self.end {
            let cur = *self.path.last().unwrap() as usize;
            let ctx = Ctx {
                grid: &self.grid,
                current: cur,
                len: self.path.len(),
                seed: self.seed,
            };
            let Some(&ordering) = self.rule.ordering_now(&ctx) else {
                // Not an ordering after all (never for the rules given stops): step by step.
                return taken + self.run_each(max_steps - taken);
            };
            let offsets = self.grid.offsets_in(&ordering);
            let (n, stopped) =
                self.grid
                    .walk_in(cur, &offsets, stops, &mut self.path, max_steps - taken);
            taken += n;
            if n == 0 {
                // No move: `advance` would not have asked the rule at all, so take back any
                // stage switch ordering_now just made.
                self.rule.undo_to(self.path.len());
                break;
            }
            if !stopped {
                break;
            }
        }
        taken
    }

    /// [`Walk::run`] for a rule that only chooses: each step visits its square and gathers the
    /// next step's candidates in one pass ([`Grid::visit_and_open`]).
    fn run_choosing(&mut self, max_steps: usize) -> usize {
        let mut taken = 0;
        let mut cands = NO_CANDS;
        let mut n = self.gather(&mut cands);
        while taken < max_steps && n > 0 && self.path.len() < self.end {
            let ctx = Ctx {
                grid: &self.grid,
                current: *self.path.last().unwrap() as usize,
                len: self.path.len(),
                seed: self.seed,
            };
            // One candidate: the step is forced, and none of these rules keeps state for it (the
            // random rule draws only on a tie; a followed path's next square is a candidate).
            let to = match n {
                1 => cands[0].cell,
                _ => cands[self.rule.choose_index(&ctx, &cands, n)].cell,
            };
            self.path.push(to as u32);
            taken += 1;
            n = self.grid.visit_and_open(to, &mut cands);
        }
        taken
    }

    /// [`Walk::run`] asking the rule at every step: through [`Tiebreak::ordering_now`] and one
    /// fused pass when it gives an ordering, else through [`Tiebreak::choose`].
    fn run_each(&mut self, max_steps: usize) -> usize {
        let mut taken = 0;
        // The ordering last used and its moves' offsets, most preferred first.
        let mut key: Option<u64> = None;
        let mut offsets = [0isize; 8];
        // The square chosen for the next step by the fused pass, if any.
        let mut next: Option<usize> = None;
        while taken < max_steps {
            let cur = *self.path.last().unwrap() as usize;
            let to = match next.take() {
                Some(to) => to,
                None => {
                    let ctx = Ctx {
                        grid: &self.grid,
                        current: cur,
                        len: self.path.len(),
                        seed: self.seed,
                    };
                    let Some(ordering) = self.rule.ordering_now(&ctx) else {
                        if self.advance().is_none() {
                            break;
                        }
                        taken += 1;
                        continue;
                    };
                    if key != Some(ordering.key()) {
                        key = Some(ordering.key());
                        offsets = self.grid.offsets_in(ordering);
                    }
                    match self.grid.pick(cur, &offsets) {
                        Some(to) => to,
                        None => {
                            // No move: `advance` would not have asked the rule at all, so take
                            // back any stage switch ordering_now just made.
                            self.rule.undo_to(self.path.len());
                            break;
                        }
                    }
                }
            };
            self.path.push(to as u32);
            taken += 1;
            if taken == max_steps {
                self.grid.visit(to);
                break;
            }
            // Ask the rule for the next step's ordering now (it depends only on the square and
            // the length), then update the degrees and pick the next square in one pass.
            let ctx = Ctx {
                grid: &self.grid,
                current: to,
                len: self.path.len(),
                seed: self.seed,
            };
            match self.rule.ordering_now(&ctx) {
                Some(ordering) => {
                    if key != Some(ordering.key()) {
                        key = Some(ordering.key());
                        offsets = self.grid.offsets_in(ordering);
                    }
                    next = self.grid.visit_and_pick(to, &offsets);
                    if next.is_none() {
                        self.rule.undo_to(self.path.len());
                        break;
                    }
                }
                None => self.grid.visit(to),
            }
        }
        taken
    }

    /// Undo the last step, restoring the exact previous state (rule state included); false at
    /// the start.
    pub fn undo(&mut self) -> bool {
        if self.path.len() <= 1 {
            return false;
        }
        let cell = self.path.pop().unwrap() as usize;
        self.taken_back += 1;
        self.grid.unvisit(cell);
        self.rule.undo_to(self.path.len());
        true
    }

    /// [`Walk::undo`] of a step taken only to look at it (the rule's next step previewed, or
    /// the last step replayed for its report): the path is as it was before that step, so it is
    /// not counted in [`Walk::taken_back`] (a drawing of the path has nothing to redo).
    pub fn retract(&mut self) -> bool {
        let done = self.undo();
        if done {
            self.taken_back -= 1;
        }
        done
    }

    /// Steps taken back since the walk was made (by [`Walk::undo`], [`Walk::seek`] or a
    /// search's retreats): a drawing of the path made when it was `n` steps fewer and the path
    /// `len` long knows the path's first `len - n` steps are the ones it drew, whatever was
    /// walked since (a path taken back and walked another way can hold the same square at the
    /// same step again).
    pub fn taken_back(&self) -> u64 {
        self.taken_back
    }

    /// Step or undo until `len()` is `len` (or the walk ends first); returns the new length.
    pub fn seek(&mut self, len: usize) -> usize {
        let len = len.max(1);
        while self.path.len() > len {
            self.undo();
        }
        if self.path.len() < len {
            self.run(len - self.path.len());
        }
        self.path.len()
    }

    /// One step by the rule without a report (cheaper than [`Walk::step`]); false when the walk
    /// is over.
    pub fn step_quiet(&mut self) -> bool {
        self.advance().is_some()
    }

    /// The path so far as 0-based row-major board indices.
    pub fn path_indices(&self) -> Vec<u32> {
        let cols = self.board().cols();
        self.path()
            .map(|s| (s.row - 1) * cols + (s.col - 1))
            .collect()
    }

    /// Whether the knight still has an unvisited neighbour (and, following a path, the path
    /// goes on).
    pub fn is_running(&self) -> bool {
        if self.path.len() >= self.end {
            return false;
        }
        let cur = *self.path.last().unwrap() as usize;
        Move::ALL
            .iter()
            .any(|&m| self.grid.degree(self.grid.neighbour(cur, m)) != VISITED)
    }

    /// How the walk stands now; a dead end lists the squares never reached (a scan of the
    /// board: [`Walk::ending`] is the same without it).
    pub fn outcome(&self) -> Outcome {
        match self.ending() {
            Outcome::DeadEnd { visited, .. } => Outcome::DeadEnd {
                visited,
                unvisited: self.unvisited().collect(),
            },
            o => o,
        }
    }

    /// [`Walk::outcome`] with a dead end's list of unvisited squares left empty: what the pages
    /// read every frame, in constant time (on a board of 64 million squares the list was a
    /// scan of the board and up to half a gigabyte).
    pub fn ending(&self) -> Outcome {
        if self.is_running() {
            return Outcome::Running;
        }
        let squares = self.region().squares();
        // A tour needs a move: a 1x1 board has no knight's tour (Lin & Wei 003, Fig. 5 marks
        // it X, and Theorem 3 asks n = 3 or more), so the one square is a dead end there.
        if self.path.len() == squares && squares > 1 {
            // A closed tour is a cycle: two squares a move apart are a path, not a cycle (on
            // a shape or a wrapped board two squares can be all there is).
            let closes = squares > 2
                && self
                    .region()
                    .move_between(self.current(), self.start())
                    .is_some();
            return if closes {
                Outcome::ClosedTour
            } else {
                Outcome::FullTour
            };
        }
        if self.path.len() >= self.end {
            return Outcome::PathEnd {
                visited: self.path.len(),
            };
        }
        Outcome::DeadEnd {
            visited: self.path.len(),
            unvisited: Vec::new(),
        }
    }

    /// The walk page's status line: what `last` (the step that led here, None at the start)
    /// did, then how the walk stands: termination, trouble and cut-off squares ([`irwin`]) while
    /// it runs, the outcome when it is over.
    pub fn status(&self, last: Option<&StepReport>) -> String {
        let (line, details) = self.status_parts(last);
        if details.is_empty() {
            line
        } else {
            format!("{line} {details}")
        }
    }

    /// The status in two parts: the headline (the step, or the start, and how the walk ended)
    /// and its details (the candidates, a tie, Irwin's marks, the closing move).
    pub fn status_parts(&self, last: Option<&StepReport>) -> (String, String) {
        let b = self.board();
        let mut line = match last {
            None => format!(
                "Step 1 of {}: the knight starts on {}.",
                self.region().squares(),
                square_name(b, self.start())
            ),
            Some(r) => r.headline_of(b, self.region().squares()),
        };
        let mut details = last.map(|r| r.details_of(b)).unwrap_or_default();
        match self.ending() {
            Outcome::Running => details += &self.marks().sentence(),
            o => {
                line += &format!(" Finished: {}.", o.describe(self.region().squares()));
                if o == Outcome::ClosedTour {
                    details += " The closing move back to the start is drawn dashed.";
                }
            }
        }
        (line, details.trim().to_string())
    }

    /// Unvisited squares, row-major.
    pub fn unvisited(&self) -> impl Iterator<Item = Square> + '_ {
        self.grid
            .cells()
            .filter(|&c| self.grid.degree(c) != VISITED)
            .map(|c| self.grid.square(c))
    }

    /// Irwin's mark of a square (004, around Figure 2, read as in [`irwin`]): trouble (two ways
    /// left), termination (one) or cut off (none), counting the knight's current square as an
    /// entry point when `s` is a knight's move from it. None for visited, off-board and
    /// unmarked squares.
    pub fn mark(&self, s: Square) -> Option<Mark> {
        let degree = self.degree(s)?;
        Mark::of(
            degree,
            self.region().move_between(self.current(), s).is_some(),
        )
    }

    /// Every marked square of the position, row-major ([`Walk::mark`]); one pass over the
    /// board's degree bytes eight at a time ([`Grid::cells_below`]), then the few marked; one pass over the
    /// board's kept degrees.
    pub fn marks(&self) -> Marks {
        let mut marks = Marks::default();
        let knight = self.current();
        for c in self.grid.cells_below(3) {
            let d = self.grid.degree(c);
            let s = self.grid.square(c);
            let adjacent = self.region().move_between(knight, s).is_some();
            if let Some(m) = Mark::of(d, adjacent) {
                marks.push(s, m);
            }
        }
        marks
    }

    /// The degree byte of every square, row-major: 0–8 for unvisited squares, 255 for visited.
    pub fn degrees(&self) -> Vec<u8> {
        self.grid.cells().map(|c| self.grid.degree(c)).collect()
    }

    /// The move number of every square, row-major: 1.. for visited squares, 0 for unvisited.
    pub fn orders(&self) -> Vec<u32> {
        let board = self.board();
        let mut out = vec![0; board.squares()];
        for k in 0..self.path.len() {
            out[self.path_index(k) as usize] = k as u32 + 1;
        }
        out
    }

    /// Bytes the walk holds on the heap (grid and path): about 5 a square on large boards.
    pub fn heap_bytes(&self) -> usize {
        self.grid.heap_bytes() + self.path.capacity() * std::mem::size_of::<u32>()
    }

    /// Let go of the room kept for the path to grow into (a walk made to be shown and not
    /// walked, e.g. a stand-in while a rule is prepared, holds its board's byte a square only;
    /// a step grows the path again).
    pub fn compact(&mut self) {
        self.path.shrink_to_fit();
    }

    /// Read access for rules and tests.
    pub fn grid(&self) -> &Grid {
        &self.grid
    }
}

/// A walk being set up, in slices of work: `nineteen` first walks the 19 orderings of 000 §2 in
/// turn from the start until one gives a tour (up to 19 full walks: seconds on 2000×2000);
/// every other rule is ready at once. Drive it as a [`Job`] (units are walk steps), then take
/// the walk with [`Preparation::finish`].
pub struct Preparation {
    region: Region,
    start: Square,
    spec: RuleSpec,
    seed: u64,
    /// `nineteen`: the ordering being tried (index into [`NINETEEN`]) and its trial walk.
    trial: Option<(usize, Walk)>,
    /// `nineteen`: the rule found, the note about it and its index into [`NINETEEN`].
    found: Option<(ByOrdering, String, usize)>,
    /// A path the walk follows before the rule takes over ([`Walk::follow_then`]).
    follow: Option<Arc<[Square]>>,
}

impl Preparation {
    /// [`Walk::follow_then`] prepared in slices: the rule is prepared from the path's first
    /// square (`nineteen`'s trial walks start there), and the finished walk follows the path
    /// before the rule goes on.
    pub fn following(
        board: Board,
        path: &[Square],
        spec: RuleSpec,
        seed: u64,
    ) -> Result<Preparation, WalkError> {
        Preparation::following_on(&Region::new(board), path, spec, seed)
    }

    /// [`Preparation::following`] on any region: its squares, leaper and wrap.
    pub fn following_on(
        region: &Region,
        path: &[Square],
        spec: RuleSpec,
        seed: u64,
    ) -> Result<Preparation, WalkError> {
        let first = check_follow_on(region, path)?;
        let mut prep = Preparation::on(region, first, spec, seed)?;
        prep.follow = Some(Arc::from(path));
        Ok(prep)
    }

    /// [`Preparation::following_on`] with the path as 0-based row-major board indices.
    pub fn following_indices(
        region: &Region,
        path: &[u32],
        spec: RuleSpec,
        seed: u64,
    ) -> Result<Preparation, WalkError> {
        let squares = squares_of(region.board(), path)?;
        Preparation::following_on(region, &squares, spec, seed)
    }

    /// Check the start and the rule against the board; nothing is walked yet.
    pub fn new(
        board: Board,
        start: Square,
        spec: RuleSpec,
        seed: u64,
    ) -> Result<Preparation, WalkError> {
        Preparation::on(&Region::new(board), start, spec, seed)
    }

    /// [`Preparation::new`] on any region; the start must be one of its squares (a removed
    /// square is refused as the `start` field), and the staged rule needs the plain knight's
    /// square board.
    pub fn on(
        region: &Region,
        start: Square,
        spec: RuleSpec,
        seed: u64,
    ) -> Result<Preparation, WalkError> {
        let board = region.board();
        if !region.contains(start) {
            return Err(WalkError::OffBoard { start, board });
        }
        let knight_only = if region.leaper() != crate::region::Leaper::KNIGHT {
            Some("leaper")
        } else if region.wrap() != crate::region::Wrap::None {
            Some("wrap")
        } else if region.squares() != board.squares() {
            Some("shape")
        } else {
            None
        };
        match spec {
            RuleSpec::SquirrelCull if knight_only.is_some() => {
                return Err(WalkError::KnightOnly {
                    field: knight_only.unwrap_or_default(),
                })
            }
            RuleSpec::SquirrelCull if !board.is_square() => {
                return Err(WalkError::NotSquare { board })
            }
            RuleSpec::Imported => return Err(WalkError::NeedsPath),
            _ => {}
        }
        let trial = (spec == RuleSpec::Nineteen).then(|| (0, trial_walk(region, start, 0)));
        Ok(Preparation {
            region: region.clone(),
            start,
            spec,
            seed,
            trial,
            found: None,
            follow: None,
        })
    }

    pub fn spec(&self) -> &RuleSpec {
        &self.spec
    }

    /// The square the walk starts on (a followed path's first square).
    pub fn start(&self) -> Square {
        self.start
    }

    /// The seed of the walk's rule.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    pub fn is_done(&self) -> bool {
        self.trial.is_none()
    }

    /// The region the walk is on.
    pub fn region(&self) -> &Region {
        &self.region
    }

    /// How far it is: trial squares walked of the nineteen walks' (a finished preparation is
    /// done), and which ordering is tried, in words.
    pub fn progress(&self) -> Progress {
        match &self.trial {
            None => Progress::finished("ready"),
            Some((i, w)) => {
                let squares = self.region.squares() as u64;
                let part = w.len() as f64 / squares as f64;
                Progress::new(
                    *i as u64 * squares + w.len() as u64,
                    NINETEEN.len() as u64 * squares,
                    format!(
                        "nineteen: trying ordering #{} of 19 ({}), {:.0}% of the board walked",
                        i + 1,
                        ordering_of(*i),
                        part * 100.0
                    ),
                )
            }
        }
    }

    /// The walk, at its start (finishing any work left first).
    pub fn finish(mut self) -> Walk {
        while !self.is_done() {
            let _ = Job::work(&mut self, u64::MAX);
        }
        let (board, start) = (self.region.board(), self.start);
        let mut note = None;
        // A move-ordering at every step, changing only on these squares (see `Walk::stops`).
        let mut stops: Option<Vec<Square>> = None;
        let mut nineteen = None;
        let rule: Box<dyn Tiebreak> = match &self.spec {
            RuleSpec::Random => Box::new(Random::default()),
            RuleSpec::Ordering(o) => {
                stops = Some(vec![]);
                Box::new(ByOrdering::new(*o))
            }
            RuleSpec::Pohl(o) => Box::new(Pohl { ordering: *o }),
            RuleSpec::Lookahead(o) => Box::new(Lookahead { ordering: *o }),
            RuleSpec::SquirrelCull => {
                if start != Square::new(1, 1) {
                    note = Some(
                        "squirrel-cull promises a tour from (1,1) only; from here it is plain Warnsdorff with its orderings".into(),
                    );
                }
                let plan = squirrel::plan(board.rows());
                stops = Some(plan.stages.iter().filter_map(|s| s.until).collect());
                Box::new(SquirrelCull::with_plan(plan))
            }
            RuleSpec::Nineteen => match self.found.take() {
                Some((rule, text, i)) => {
                    note = Some(text);
                    nineteen = Some((i, false));
                    stops = Some(vec![]);
                    Box::new(rule)
                }
                None => {
                    let o = *ordering_of(0);
                    stops = Some(vec![]);
                    nineteen = Some((0, true));
                    note = Some("none of the 19 orderings gives a tour on this board from this start; showing the walk of the first (12345678)".into());
                    Box::new(ByOrdering {
                        ordering: o,
                        label: Some(format!("nineteen: none gives a tour; walking ordering {o}")),
                    })
                }
            },
            RuleSpec::Imported => unreachable!("refused by Preparation::new"),
        };
        let chooses = matches!(
            self.spec,
            RuleSpec::Random | RuleSpec::Pohl(_) | RuleSpec::Lookahead(_)
        );
        let mut w = Walk::with_rule_on(&self.region, start, self.spec, rule, self.seed, note);
        if let Some(path) = self.follow {
            let then = std::mem::replace(&mut w.rule, Box::new(Random::default()));
            w.rule = Box::new(FollowThen { path, then });
            // Asked at every step (the path's squares, then the rule's own choices).
            w.stops = None;
            w.chooses = false;
            return w;
        }
        // (A walk that follows a path first is not one of the nineteen from the start.)
        w.nineteen = nineteen;
        w.chooses = chooses;
        w.stops = stops.map(|v| {
            v.into_iter()
                .filter(|&u| board.contains(u))
                .map(|u| w.grid.cell(u))
                .collect()
        });
        w
    }
}

impl Job for Preparation {
    /// Walk up to about `units` trial steps (at least one when not done).
    fn work(&mut self, units: u64) -> Result<Progress, String> {
        let mut left = usize::try_from(units).unwrap_or(usize::MAX).max(1);
        while left > 0 {
            let Some((i, w)) = self.trial.as_mut() else {
                break;
            };
            left -= w.run(left);
            if w.is_running() {
                break;
            }
            let i = *i;
            let o = *ordering_of(i);
            if w.len() == self.region.squares() {
                let label = format!("nineteen: ordering #{} of 19, {o}", i + 1);
                let note = format!("ordering #{} of the nineteen ({o}) gives a tour", i + 1);
                self.found = Some((
                    ByOrdering {
                        ordering: o,
                        label: Some(label),
                    },
                    note,
                    i,
                ));
                self.trial = None;
            } else if i + 1 == NINETEEN.len() {
                self.trial = None;
            } else {
                // The last trial's walk let go before the next is made: one trial's memory at
                // a time (5 bytes a square).
                self.trial = None;
                self.trial = Some((i + 1, trial_walk(&self.region, self.start, i + 1)));
            }
        }
        Ok(self.progress())
    }

    fn name(&self) -> String {
        "Preparing the walk".into()
    }
}

/// The `i`-th of the 19 orderings of 000 §2.
fn ordering_of(i: usize) -> &'static Ordering {
    use std::sync::OnceLock;
    static ORDERINGS: OnceLock<Vec<Ordering>> = OnceLock::new();
    &ORDERINGS.get_or_init(|| {
        NINETEEN
            .iter()
            .map(|t| Ordering::parse(t).expect("the nineteen are valid"))
            .collect()
    })[i]
}

/// The trial walk of the `i`-th of the nineteen orderings from `start`.
fn trial_walk(region: &Region, start: Square, i: usize) -> Walk {
    let o = *ordering_of(i);
    let mut w = Walk::with_rule_on(
        region,
        start,
        RuleSpec::Ordering(o),
        Box::new(ByOrdering::new(o)),
        0,
        None,
    );
    w.stops = Some(Box::new([]));
    w
}

#[cfg(test)]
mod tests {
    use super::*;

    fn walk(b: &str, start: (u32, u32), rule: &str) -> Walk {
        Walk::new(
            b.parse().unwrap(),
            Square::new(start.0, start.1),
            RuleSpec::parse(rule).unwrap(),
            7,
        )
        .unwrap()
    }

    #[test]
    fn degrees_follow_visits() {
        let w = walk("8x8", (1, 1), "ordering:12345678");
        assert_eq!(w.degree(Square::new(1, 1)), None);
        assert_eq!(w.degree(Square::new(2, 3)), Some(5)); // 6 on the empty board, minus (1,1)
        assert_eq!(w.degree(Square::new(3, 2)), Some(5));
        assert_eq!(w.degree(Square::new(4, 4)), Some(8));
    }

    #[test]
    fn undo_restores_start() {
        let mut w = walk("6x6", (3, 3), "random");
        let before = w.degrees();
        w.run(10);
        while w.undo() {}
        assert_eq!(w.degrees(), before);
        assert_eq!(w.len(), 1);
    }

    #[test]
    fn bad_start_and_non_square_squirrel_are_refused() {
        let b: Board = "8x8".parse().unwrap();
        let e = Walk::new(b, Square::new(9, 1), RuleSpec::Random, 0)
            .err()
            .unwrap();
        assert!(e.to_string().contains("off the 8x8"), "{e}");
        assert_eq!(e.field(), "start");
        let b: Board = "8x9".parse().unwrap();
        let e = Walk::new(b, Square::new(1, 1), RuleSpec::SquirrelCull, 0)
            .err()
            .unwrap();
        assert!(e.to_string().contains("square boards"), "{e}");
        assert_eq!(e.field(), "rule");
    }

    #[test]
    fn memory_stays_under_6_bytes_a_square() {
        let mut w = walk("1000x1000", (1, 1), "squirrel-cull");
        w.run(usize::MAX);
        // Degrees (one byte a cell, border included) and the path.
        let per_square = w.heap_bytes() as f64 / 1e6;
        assert!(per_square <= 5.1, "{per_square} bytes per square");
        // Asking for move numbers keeps no number a square.
        assert_eq!(w.order(Square::new(1, 1)), Some(1));
        assert_eq!(w.order(w.current()), Some(w.len()));
        let per_square = w.heap_bytes() as f64 / 1e6;
        assert!(per_square <= 5.1, "{per_square} bytes per square");
    }

    /// The move numbers are written from the path when asked for; asking between steps and
    /// undos, in any mix, gives what a fresh walk to the same length gives.
    #[test]
    fn move_numbers_follow_steps_and_undos() {
        for rule in ["ordering:12345678", "squirrel-cull", "random", "lookahead"] {
            let mut w = walk("12x12", (1, 1), rule);
            let mut x = 12345u64;
            for _ in 0..400 {
                x = x
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                match (x >> 33) % 5 {
                    0 | 1 => {
                        w.undo();
                    }
                    2 => {
                        w.run(((x >> 40) % 7) as usize);
                    }
                    3 => {
                        w.step();
                    }
                    _ => {
                        let s = w.path_square((x >> 20) as usize % w.len());
                        assert!(w.order(s).is_some());
                    }
                }
                let mut fresh = walk("12x12", (1, 1), rule);
                fresh.run(w.len() - 1);
                assert_eq!(w.orders(), fresh.orders(), "{rule}");
            }
        }
    }

    /// The staged rule walked in stretches between its switching squares gives the walk that
    /// asking it at every step gives, however `run` is cut up and with undos between.
    #[test]
    fn staged_rule_in_stretches_equals_step_by_step() {
        for m in ["113x113", "120x120"] {
            let mut slow = walk(m, (1, 1), "squirrel-cull");
            let mut labels = vec![];
            while slow.step().is_some() {
                labels.push(slow.rule_label());
            }
            let mut fast = walk(m, (1, 1), "squirrel-cull");
            let mut k = 1;
            while fast.run(k) > 0 {
                assert_eq!(fast.rule_label(), labels[fast.len() - 2], "{m}");
                if k % 3 == 0 {
                    fast.undo();
                }
                k = k * 7 % 1013 + 1;
            }
            assert_eq!(fast.path_indices(), slow.path_indices(), "{m}");
            assert_eq!(fast.outcome(), slow.outcome());
        }
    }

    #[test]
    fn one_square_board_is_no_tour() {
        // Lin & Wei 003 Fig. 5: 1x1 is X, as `exists` says.
        let w = walk("1x1", (1, 1), "random");
        assert_eq!(
            w.outcome(),
            Outcome::DeadEnd {
                visited: 1,
                unvisited: vec![]
            }
        );
        assert!(!w.outcome().is_tour());
    }
}

//! The regions of Squirrel & Cull's Figure 4 (000 §5.7): which squares each stage of the staged
//! rule (Figure 3) governs, and the switching squares where the ordering changes.
//!
//! The text says of Figure 4: "the tour first visits and fills the area marked 1, then the area
//! marked 2, and so forth", one picture for each m mod 8. The pictures themselves are not in our
//! copy of the paper, so the regions are computed, not copied: the staged walk is run from its
//! start and each square is given the stage whose ordering was in force when the knight entered
//! it. Readings, where the text leaves a choice:
//!
//! - **Areas are stages.** Area k is the k-th ordering of Figure 3 (not the k-th step of the
//!   proof in §5, which has nine steps for m ≡ 7 against six orderings): only the orderings are
//!   given for every m mod 8, and Figure 4 is drawn for each.
//! - **A switching square ends its region.** Step 4 of the Algorithm switches "if (x, y) = (u,
//!   v)", with the knight standing on the switching square; the move onto it was chosen by the
//!   old ordering and the move out of it by the new one. So the switching square is the last
//!   square of region k, and region k + 1 starts with the next square.
//! - **Forced moves count too.** A square reached with no tie to break still belongs to the
//!   region in force: the areas are where the tour goes while an ordering is in force.
//! - **A stage whose switching square is never stood on never ends**, exactly as in
//!   [`super::squirrel::SquirrelCull`]; later stages then have empty regions (reported as
//!   unused, never hidden).
//!
//! For m < 112, and on the boards of [`super::squirrel::OVERRIDES`], the rule is one ordering
//! (000 §6): one region, no switching square.
//!
//! ```
//! use warnsdorff::rules::squirrel_regions::Regions;
//! let r = Regions::walk(120).unwrap();
//! assert_eq!(r.regions().len(), 5); // m ≡ 0 (mod 8): five orderings
//! assert!(r.is_tour());
//! assert_eq!(r.regions().iter().map(|g| g.squares).sum::<usize>(), 120 * 120);
//! ```

use super::squirrel::{plan, Plan};
use super::RuleSpec;
use crate::board::{Board, BoardError, Square};
use crate::job::{Job, Progress};
use crate::walk::{Walk, WalkError};
use serde::Serialize;

/// No region: a square the walk never entered.
const NONE: u8 = u8::MAX;

/// One stage's region.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Region {
    /// 0-based stage.
    pub stage: usize,
    /// The ordering, in Squirrel & Cull's numbering as Figure 3 writes it.
    pub ordering: String,
    /// Where the stage ends (None: the last stage, to the end).
    pub until: Option<Square>,
    /// Squares the walk entered under this stage.
    pub squares: usize,
    /// Move number of the region's first square (None: the stage was never used).
    pub first: Option<usize>,
    /// Move number of its last square: the switching square when the switch happened.
    pub last: Option<usize>,
    /// Move number at which the knight stood on `until` and the ordering switched.
    pub switched_at: Option<usize>,
}

/// The regions of one staged walk. See the module docs.
#[derive(Clone, Debug)]
pub struct Regions {
    board: Board,
    start: Square,
    plan: Plan,
    /// Stage of each square by row-major index; [`NONE`] if never entered.
    stage_of: Vec<u8>,
    regions: Vec<Region>,
    /// Squares the walk visited.
    visited: usize,
}

/// Why regions could not be made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RegionsError {
    Board(BoardError),
    Walk(WalkError),
    /// The walk's rule is not the staged rule.
    NotStaged {
        rule: String,
    },
}

impl std::fmt::Display for RegionsError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RegionsError::Board(e) => write!(f, "{e}"),
            RegionsError::Walk(e) => write!(f, "{e}"),
            RegionsError::NotStaged { rule } => write!(
                f,
                "the regions belong to the staged rule squirrel-cull (000 Figures 3 and 4); \
                 this walk's rule is {rule}: choose squirrel-cull as the tie-break"
            ),
        }
    }
}

impl std::error::Error for RegionsError {}

impl Regions {
    /// The regions of the staged walk on the m × m board from (1,1), as Figure 4 draws them.
    pub fn walk(m: u32) -> Result<Regions, RegionsError> {
        let board = Board::square_board(m as u64).map_err(RegionsError::Board)?;
        Ok(RegionsJob::new(board, Square::new(1, 1))?.finish())
    }

    /// The regions of `path` (a walk on the m × m `board`) under `plan`: each square gets the
    /// stage in force when the knight entered it, the stage moving on when the knight stands
    /// on its switching square with a move still to make (step 4 of the Algorithm).
    pub fn of_path(board: Board, plan: Plan, path: &[Square]) -> Regions {
        let mut regions: Vec<Region> = plan
            .stages
            .iter()
            .enumerate()
            .map(|(stage, s)| Region {
                stage,
                ordering: s.ordering.to_string(),
                until: s.until,
                squares: 0,
                first: None,
                last: None,
                switched_at: None,
            })
            .collect();
        let mut stage_of = vec![NONE; board.squares()];
        let mut stage = 0;
        for (k, &s) in path.iter().enumerate() {
            let n = k + 1;
            let r = &mut regions[stage];
            r.squares += 1;
            r.first.get_or_insert(n);
            r.last = Some(n);
            if let Some(i) = board.index(s) {
                stage_of[i] = stage as u8;
            }
            let has_next = k + 1 < path.len();
            if has_next && r.until == Some(s) {
                r.switched_at = Some(n);
                stage += 1;
            }
        }
        Regions {
            board,
            start: path.first().copied().unwrap_or(Square::new(1, 1)),
            plan,
            stage_of,
            regions,
            visited: path.len(),
        }
    }

    pub fn board(&self) -> Board {
        self.board
    }

    pub fn start(&self) -> Square {
        self.start
    }

    pub fn regions(&self) -> &[Region] {
        &self.regions
    }

    /// Whether the staged walk visited every square.
    pub fn is_tour(&self) -> bool {
        self.visited == self.board.squares()
    }

    /// The stage (0-based) whose ordering chose the move onto `s`; None if the walk never
    /// entered it.
    pub fn stage_of(&self, s: Square) -> Option<usize> {
        let i = self.board.index(s)?;
        (self.stage_of[i] != NONE).then_some(self.stage_of[i] as usize)
    }

    /// The stage whose ordering breaks the next tie when the walk has `len` squares (the
    /// knight on move number `len`): every stage whose switch came at or before `len` is over.
    pub fn stage_at(&self, len: usize) -> usize {
        self.regions
            .iter()
            .filter(|r| r.switched_at.is_some_and(|n| n <= len))
            .count()
    }

    /// Runs of equal stage along row `row` (1-based): `(first col, last col, stage)`, squares
    /// never entered left out. What a view tints, a rectangle a run.
    pub fn row_runs(&self, row: u32) -> Vec<(u32, u32, usize)> {
        let cols = self.board.cols() as usize;
        let line = &self.stage_of[(row as usize - 1) * cols..row as usize * cols];
        let mut runs = Vec::new();
        let mut c = 0;
        while c < cols {
            let s = line[c];
            let from = c;
            while c < cols && line[c] == s {
                c += 1;
            }
            if s != NONE {
                runs.push((from as u32 + 1, c as u32, s as usize));
            }
        }
        runs
    }

    /// The plan the regions follow: Figure 3's stages for the board, and where it comes from.
    pub fn plan(&self) -> &Plan {
        &self.plan
    }
}

/// Computing [`Regions`] in slices: the staged walk run to its end as a [`Job`] (its units are
/// steps), then [`RegionsJob::finish`].
pub struct RegionsJob {
    walk: Walk,
    plan: Plan,
}

impl RegionsJob {
    /// The staged walk on the square `board` from `start`.
    pub fn new(board: Board, start: Square) -> Result<RegionsJob, RegionsError> {
        let walk =
            Walk::new(board, start, RuleSpec::SquirrelCull, 0).map_err(RegionsError::Walk)?;
        Ok(RegionsJob {
            walk,
            plan: plan(board.rows()),
        })
    }

    /// The regions of a walk's own board and start, if its rule is the staged rule.
    pub fn of_walk(walk: &Walk) -> Result<RegionsJob, RegionsError> {
        if *walk.spec() != RuleSpec::SquirrelCull {
            return Err(RegionsError::NotStaged {
                rule: walk.spec().to_string(),
            });
        }
        RegionsJob::new(walk.board(), walk.start())
    }

    /// The regions (walking what is left first).
    pub fn finish(mut self) -> Regions {
        self.walk.run(usize::MAX);
        let path: Vec<Square> = self.walk.path().collect();
        Regions::of_path(self.walk.board(), self.plan, &path)
    }
}

impl Job for RegionsJob {
    /// Up to `units` more steps of the staged walk: how many squares it has visited of the
    /// board's (finished when the walk is over, a tour or not).
    fn work(&mut self, units: u64) -> Result<Progress, String> {
        self.walk
            .run(usize::try_from(units).unwrap_or(usize::MAX).max(1));
        let squares = self.walk.board().squares() as u64;
        let words = "Walking the staged rule to find its regions";
        Ok(if self.walk.is_running() {
            Progress::new((self.walk.len() as u64).min(squares - 1), squares, words)
        } else {
            Progress::finished(words)
        })
    }

    fn name(&self) -> String {
        "Finding the staged rule's regions".into()
    }
}

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
use crate::layout::{Layout, Mark};
use crate::numbering::Numbering;
use crate::walk::{Walk, WalkError};
use serde::Serialize;

/// No region: a square the walk never entered.
const NONE: u8 = u8::MAX;

/// Region colours, one per stage (Okabe and Ito's palette, told apart with colour blindness):
/// orange, sky blue, green, yellow, blue, vermilion, purple.
pub const REGION_COLOURS: [[u8; 3]; 7] = [
    [0xe6, 0x9f, 0x00],
    [0x56, 0xb4, 0xe9],
    [0x00, 0x9e, 0x73],
    [0xf0, 0xe4, 0x42],
    [0x00, 0x72, 0xb2],
    [0xd5, 0x5e, 0x00],
    [0xcc, 0x79, 0xa7],
];

/// The opacity of a region's tint over the board.
pub const TINT_ALPHA: f64 = 0.72;

/// The colour of stage `k` (0-based).
pub fn region_colour(k: usize) -> [u8; 3] {
    REGION_COLOURS[k % REGION_COLOURS.len()]
}

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
        let mut job = RegionsJob::new(board, Square::new(1, 1))?;
        while !job.work(usize::MAX) {}
        Ok(job.finish())
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

    /// The legend at walk length `len`, one line per region, orderings in `numbering`.
    pub fn legend(&self, len: usize, numbering: Numbering) -> Vec<LegendLine> {
        let now = self.stage_at(len);
        let n = self.regions.len();
        self.regions
            .iter()
            .map(|r| {
                let o = self.plan.stages[r.stage].ordering;
                let ordering = numbering.ordering_text(&o);
                let state = match r.first {
                    None => "unused",
                    Some(_) if r.stage < now => "done",
                    Some(_) if r.stage == now => "now",
                    Some(_) => "later",
                };
                let in_numbering = if numbering == Numbering::Squirrel {
                    format!("ordering {ordering}")
                } else {
                    format!(
                        "ordering {ordering} ({}; {} as the paper writes it)",
                        numbering.words().split(',').next().unwrap_or(""),
                        r.ordering
                    )
                };
                let span = match (r.first, r.last) {
                    (Some(a), Some(b)) => format!(
                        "moves {a}–{b}, {} square{}",
                        r.squares,
                        if r.squares == 1 { "" } else { "s" }
                    ),
                    _ => "never used: the walk did not reach it".to_string(),
                };
                let end = match (r.until, r.switched_at) {
                    (None, _) if n == 1 => "the one ordering, to the end".to_string(),
                    (None, _) => "the last ordering, to the end".to_string(),
                    (Some(u), Some(at)) => format!("switches on {u} at move {at}"),
                    (Some(u), None) => format!("switches on {u}, which the walk never stands on while this ordering is in force"),
                };
                let flag = match state {
                    "now" => " — now",
                    _ => "",
                };
                LegendLine {
                    stage: r.stage + 1,
                    colour: crate::layout::css(region_colour(r.stage)),
                    ordering,
                    paper: r.ordering.clone(),
                    until: r.until,
                    switched_at: r.switched_at,
                    squares: r.squares,
                    state,
                    words: format!(
                        "Region {}: {in_numbering}; {span}; {end}{flag}.",
                        r.stage + 1
                    ),
                }
            })
            .collect()
    }

    /// One sentence on where the walk stands among the regions at length `len`.
    pub fn status(&self, len: usize, numbering: Numbering) -> String {
        let n = self.regions.len();
        let m = self.board.rows();
        if n == 1 {
            return format!(
                "One ordering on the whole {m}×{m} board, {} ({}); Figure 4's regions are drawn \
                 for m ≥ 112, where the rule switches orderings.",
                numbering.ordering_text(&self.plan.stages[0].ordering),
                self.plan.source
            );
        }
        let now = self.stage_at(len);
        let o = numbering.ordering_text(&self.plan.stages[now].ordering);
        let next = match (self.regions[now].until, self.regions[now].switched_at) {
            (None, _) => "the last ordering, to the end".to_string(),
            (Some(u), Some(at)) => format!("it switches on {u}, reached at move {at}"),
            (Some(u), None) => format!("its switching square {u} is never stood on"),
        };
        format!(
            "Now in region {} of {n}: ties broken by {o}; {next}. The staged walk visits {} of \
             {} squares{}.",
            now + 1,
            self.visited,
            self.board.squares(),
            if self.is_tour() {
                " (a full tour)"
            } else {
                " (a dead end)"
            }
        )
    }

    /// The switching squares as overlay marks on a view of `cell` CSS px a square, at walk
    /// length `len`: a ring round each (black once passed, thick magenta for the next one, dark
    /// grey for later ones, light grey when never stood on) on a white halo, and the regions it
    /// joins (`1→2`) beside it.
    pub fn overlay(&self, cell: f64, len: usize) -> Vec<Mark> {
        let c = cell;
        let layout = Layout {
            cell,
            width: cell * self.board.cols() as f64,
            height: cell * self.board.rows() as f64,
            labels: false,
        };
        let now = self.stage_at(len);
        let radius = (c * 0.62).max(5.0);
        let mut marks = Vec::new();
        for r in &self.regions {
            let Some(u) = r.until else { continue };
            let centre = layout.centre(u);
            let (colour, width) = match r.switched_at {
                Some(at) if at <= len => ("#111", 2.0),
                Some(_) if r.stage == now => ("#c2185b", 3.5),
                Some(_) => ("#444", 1.5),
                None => ("#8a8a8a", 1.5),
            };
            // A white halo first, so the ring shows on every tint and path colour.
            marks.push(Mark::Ring {
                centre,
                radius,
                width: width + 2.0,
                colour: "rgba(255,255,255,0.85)",
            });
            marks.push(Mark::Ring {
                centre,
                radius,
                width,
                colour,
            });
            // The label to the ring's right, or its left where it would leave the board; never
            // above or below the board.
            let size = (c * 0.5).clamp(10.0, 14.0);
            let text = format!("{}→{}", r.stage + 1, r.stage + 2);
            let text_width = size * 0.62 * text.chars().count() as f64;
            let right = centre.0 + radius + 2.0;
            let (x, align) = if right + text_width <= layout.width {
                (right, "left")
            } else {
                (centre.0 - radius - 2.0, "right")
            };
            let y =
                (centre.1 - radius).clamp(size * 0.6, (layout.height - size * 0.6).max(size * 0.6));
            marks.push(Mark::Text {
                at: (x, y),
                text,
                font: format!("bold {size:.0}px system-ui, sans-serif"),
                align,
                baseline: "middle",
                colour,
            });
        }
        marks
    }
}

/// One line of the regions' legend.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LegendLine {
    /// 1-based, as Figure 4 numbers its areas.
    pub stage: usize,
    /// The tint, as a CSS colour.
    pub colour: String,
    /// The ordering in the numbering asked for.
    pub ordering: String,
    /// The ordering as Figure 3 writes it (Squirrel & Cull's numbering).
    pub paper: String,
    pub until: Option<Square>,
    pub switched_at: Option<usize>,
    pub squares: usize,
    /// `done`, `now`, `later` or `unused`.
    pub state: &'static str,
    pub words: String,
}

/// Computing [`Regions`] in slices: the staged walk run to its end, a bounded number of steps
/// a call (the pages' long-job protocol).
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

    /// Up to `max_steps` more steps; true when the walk is over.
    pub fn work(&mut self, max_steps: usize) -> bool {
        self.walk.run(max_steps);
        !self.walk.is_running()
    }

    /// How far the walk is, 0 to 1 (of the board's squares).
    pub fn fraction(&self) -> f64 {
        self.walk.len() as f64 / self.walk.board().squares() as f64
    }

    /// The regions (walking what is left first).
    pub fn finish(mut self) -> Regions {
        while !self.work(usize::MAX) {}
        let path: Vec<Square> = self.walk.path().collect();
        Regions::of_path(self.walk.board(), self.plan, &path)
    }
}

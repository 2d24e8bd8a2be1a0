//! The construction as a plan a person can step through (for the page and the CLI): first the
//! partition into pieces, each with the base copied into it, then each merge with the moves it
//! removes and adds, then (for an open tour) the move cut or redirected. A plan from a chosen
//! start ([`Plan::starting`]) ends on the tour shown from that start: reflected as that tour
//! is, and its last step the move really cut or redirected there. A [`Cursor`] holds the tour
//! as it stands after any number of steps and moves forward and back in O(1) per step.
//!
//! ```
//! use warnsdorff::construct::plan::{Cursor, Plan};
//! use warnsdorff::construct::TourKind;
//! let plan = Plan::new("12x14".parse().unwrap(), TourKind::Closed).unwrap();
//! assert_eq!(plan.pieces.len(), 4);
//! let last = plan.steps() - 1;
//! let mut c = Cursor::new(plan);
//! assert!(c.status().starts_with("Partition"));
//! c.seek(last);
//! assert_eq!(c.cycle_count(), 1);
//! ```

use super::bases::Base;
use super::exists::TourKind;
use super::knight::{board_frame, Builder, Frame, MergeKind, Recorder, Want, NONE};
use super::{construct, no_tour, reflect, tour_from, ConstructError, FLIPS};
use crate::board::{Board, Square};
use serde::Serialize;

/// The largest board (in squares) a plan is made for; bigger boards are built without one.
pub const PLAN_MAX_SQUARES: usize = 1_000_000;

/// One piece of the partition: a rectangle (0-based, board rows and columns) and its base.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Piece {
    pub row: u32,
    pub col: u32,
    pub rows: u32,
    pub cols: u32,
    /// The base's kind and the piece's size as it lies on the board, e.g. `stretched 6x8`.
    pub base: String,
    /// Whether the base is copied transposed (its rows become columns).
    pub transposed: bool,
}

/// What a step after the partition does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum StepKind {
    /// Two pieces side by side merged (003 Figs. 6, 8, 10, 14).
    Horizontal,
    /// Two pieces one above the other merged (003 Figs. 6, 12).
    Vertical,
    /// A 4 × 5 double loop merged into the path on its left (003 Fig. 16).
    DoubleLoop,
    /// A closed tour cut open (003 §4.3).
    Cut,
    /// A corner-missed tour's move redirected to its corner (003 §4.3).
    Redirect,
}

impl StepKind {
    pub fn describe(self) -> &'static str {
        match self {
            StepKind::Horizontal => "horizontal merge (Figs. 6, 10)",
            StepKind::Vertical => "vertical merge (Figs. 6, 12)",
            StepKind::DoubleLoop => "double-loop merge (Fig. 16)",
            StepKind::Cut => "cut the closed tour open (§4.3)",
            StepKind::Redirect => "redirect a move to the missed corner (§4.3)",
        }
    }
}

/// One step after the partition: the moves (pairs of row-major squares) removed and added.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Step {
    pub kind: StepKind,
    pub removed: Vec<[u32; 2]>,
    pub added: Vec<[u32; 2]>,
}

/// The whole construction of one board.
#[derive(Clone, Debug, Serialize)]
pub struct Plan {
    pub board: Board,
    pub kind: TourKind,
    /// The start the tour is shown from (None: where the construction starts it).
    pub start: Option<Square>,
    pub pieces: Vec<Piece>,
    pub steps: Vec<Step>,
    /// The neighbour table with every piece placed and no step applied.
    #[serde(skip)]
    pub initial: Vec<[u32; 2]>,
}

struct Rec {
    cols: usize,
    pieces: Vec<Piece>,
    steps: Vec<Step>,
}

impl Recorder for Rec {
    fn piece(&mut self, f: Frame, base: &Base, transposed: bool) {
        let corners = [f.at(0, 0), f.at(f.h - 1, f.w - 1)];
        let rows = corners.map(|i| i / self.cols);
        let cols = corners.map(|i| i % self.cols);
        let (r0, c0) = (rows[0].min(rows[1]), cols[0].min(cols[1]));
        let (h, w) = (rows[0].max(rows[1]) - r0 + 1, cols[0].max(cols[1]) - c0 + 1);
        self.pieces.push(Piece {
            row: r0 as u32,
            col: c0 as u32,
            rows: h as u32,
            cols: w as u32,
            // Named as it lies on the board (a base stored 7 × 4 and copied transposed is a
            // "stretched 4x7" piece).
            base: format!("{} {h}x{w}", base.kind),
            transposed: transposed != (f.sc != 1),
        });
    }

    fn merge(&mut self, kind: MergeKind, removed: &[(usize, usize)], added: &[(usize, usize)]) {
        let pairs = |v: &[(usize, usize)]| v.iter().map(|&(a, b)| [a as u32, b as u32]).collect();
        self.steps.push(Step {
            kind: match kind {
                MergeKind::Horizontal => StepKind::Horizontal,
                MergeKind::Vertical => StepKind::Vertical,
                MergeKind::DoubleLoop => StepKind::DoubleLoop,
            },
            removed: pairs(removed),
            added: pairs(added),
        });
    }
}

/// Apply a step to a neighbour table (or undo it).
fn apply(nbr: &mut [[u32; 2]], step: &Step, undo: bool) {
    let (off, on) = if undo {
        (&step.added, &step.removed)
    } else {
        (&step.removed, &step.added)
    };
    for &[a, b] in off {
        for (x, y) in [(a, b), (b, a)] {
            let p = &mut nbr[x as usize];
            let slot = usize::from(p[0] != y);
            p[slot] = NONE;
        }
    }
    for &[a, b] in on {
        for (x, y) in [(a, b), (b, a)] {
            let p = &mut nbr[x as usize];
            let slot = usize::from(p[0] != NONE);
            p[slot] = y;
        }
    }
}

impl Plan {
    /// Record the construction of a `kind` tour on `board` (closed, corner-missed or open, as
    /// [`super::construct`] builds it).
    pub fn new(board: Board, kind: TourKind) -> Result<Plan, ConstructError> {
        Plan::starting(board, kind, None)
    }

    /// Record the construction of the `kind` tour shown from `start` ([`super::tour_from`];
    /// None: the tour [`super::construct`] builds, from where it starts). The pieces and merges
    /// are those of the construction, reflected as the tour shown is (a corner-missed tour from
    /// its own corner, a served open tour from another corner); for an open tour the last step
    /// is the move the tour shown drops from the closed tour (003 §4.3, "cut"), or the move it
    /// redirects to the missed corner, read off the two tours, so it names exactly the move
    /// the tour shown lacks.
    pub fn starting(
        board: Board,
        kind: TourKind,
        start: Option<Square>,
    ) -> Result<Plan, ConstructError> {
        if let Some(e) = no_tour(board, kind) {
            return Err(e);
        }
        if board.squares() > PLAN_MAX_SQUARES {
            return Err(ConstructError::PlanTooLarge {
                board,
                limit: PLAN_MAX_SQUARES,
            });
        }
        let shown = match start {
            Some(sq) => moves_of(board.squares(), &tour_from(board, kind, sq)?, kind),
            None => construct(board, kind)?.nbr,
        };
        let ex = super::existence(board.rows() as u64, board.cols() as u64);
        let (r, c) = (board.rows() as usize, board.cols() as usize);
        let want = match (kind, ex.strongest) {
            (TourKind::Closed, _) | (TourKind::Open, TourKind::Closed) => Want::Closed,
            (TourKind::CornerMissed, _) | (TourKind::Open, TourKind::CornerMissed) => {
                Want::CornerMissed
            }
            _ => Want::Open,
        };
        let mut rec = Rec {
            cols: c,
            pieces: Vec::new(),
            steps: Vec::new(),
        };
        let mut b = Builder::new(r * c, &mut rec);
        b.build(board_frame(r, c), want)
            .unwrap_or_else(|e| panic!("no base for {e:?} on {board}: a construction defect"));
        let built = b.nbr;
        // The reflection of the construction the tour shown is: the one whose moves differ
        // from it least (none for a closed or corner-missed tour, one or two for an open one).
        // Both have the same number of moves whatever the reflection, so the fewest of the
        // reflected construction's moves the tour lacks is the fewest differences; the first
        // reflection with none is the one.
        let lacking = |flip: (bool, bool)| -> usize {
            built
                .iter()
                .enumerate()
                .map(|(i, p)| {
                    let ri = reflect(board, i, flip);
                    p.iter()
                        .filter(|&&j| {
                            let rj = if j == NONE {
                                NONE
                            } else {
                                reflect(board, j as usize, flip) as u32
                            };
                            j != NONE && (ri as u32) < rj && !shown[ri].contains(&rj)
                        })
                        .count()
                })
                .sum()
        };
        let mut best: Option<((bool, bool), usize)> = None;
        for &flip in FLIPS.iter() {
            let d = lacking(flip);
            if best.is_none_or(|(_, b)| d < b) {
                best = Some((flip, d));
            }
            if d == 0 {
                break;
            }
        }
        let flip = best.expect("four reflections").0;
        let mut initial = reflect_table(&built, board, flip);
        let (mut removed, mut added) = (missing(&initial, &shown), missing(&shown, &initial));
        let mut rec = reflected(rec, board, flip);
        for s in rec.steps.iter().rev() {
            apply(&mut initial, s, true);
        }
        let last = match (removed.len(), added.len()) {
            (0, 0) => None,
            (1, 0) => Some(StepKind::Cut),
            (1, 1) => Some(StepKind::Redirect),
            (r, a) => panic!(
                "the tour shown on {board} differs from the construction by {r} moves removed and \
                 {a} added: a construction defect"
            ),
        };
        if let Some(kind) = last {
            // A redirect's move named from the square it keeps: the removed move's end that the
            // added move also has comes first.
            if let (Some(rm), Some(ad)) = (removed.first_mut(), added.first_mut()) {
                if !ad.contains(&rm[0]) {
                    rm.swap(0, 1);
                }
                if ad[0] != rm[0] {
                    ad.swap(0, 1);
                }
            }
            rec.steps.push(Step {
                kind,
                removed,
                added,
            });
        }
        Ok(Plan {
            board,
            kind,
            start,
            pieces: rec.pieces,
            steps: rec.steps,
            initial,
        })
    }

    /// Number of positions a cursor can take: the partition, then one per step.
    pub fn steps(&self) -> usize {
        self.steps.len() + 1
    }

    /// Per square the index of the piece it lies in.
    pub fn piece_labels(&self) -> Vec<u32> {
        let cols = self.board.cols() as usize;
        let mut out = vec![0u32; self.board.squares()];
        for (k, p) in self.pieces.iter().enumerate() {
            for r in p.row..p.row + p.rows {
                let row = r as usize * cols;
                out[row + p.col as usize..row + (p.col + p.cols) as usize].fill(k as u32);
            }
        }
        out
    }
}

/// Per square its two tour neighbours in a visiting order (`u32::MAX` for none), closed back to
/// the start unless `kind` is open. The Lin & Wei page draws its tours from the same table.
pub(crate) fn moves_of(squares: usize, order: &[usize], kind: TourKind) -> Vec<[u32; 2]> {
    let mut nbr = vec![[NONE; 2]; squares];
    let mut link = |a: usize, b: usize| {
        for (x, y) in [(a, b), (b, a)] {
            let slot = usize::from(nbr[x][0] != NONE);
            nbr[x][slot] = y as u32;
        }
    };
    for w in order.windows(2) {
        link(w[0], w[1]);
    }
    if kind != TourKind::Open && order.len() > 2 {
        link(order[order.len() - 1], order[0]);
    }
    nbr
}

/// The moves of neighbour table `a` that table `b` lacks, as (smaller, larger) square pairs in
/// order: one pass over the squares (two tables of a million squares compared as move sets
/// through hashing took most of a plan's making).
fn missing(a: &[[u32; 2]], b: &[[u32; 2]]) -> Vec<[u32; 2]> {
    let mut out: Vec<[u32; 2]> = missing_moves(a, b).collect();
    out.sort_unstable();
    out
}

/// [`missing`], unsorted and not collected.
fn missing_moves<'a>(a: &'a [[u32; 2]], b: &'a [[u32; 2]]) -> impl Iterator<Item = [u32; 2]> + 'a {
    a.iter()
        .enumerate()
        .flat_map(|(i, p)| p.iter().map(move |&j| [i as u32, j]))
        .filter(|&[i, j]| j != NONE && i < j && !b[i as usize].contains(&j))
}

/// Which corner of the board a piece lies in (the base's piece: top-left as built, elsewhere
/// when the plan is reflected).
fn corner_of(board: Board, p: &Piece) -> &'static str {
    match (p.row == 0, p.col == 0) {
        _ if p.rows == board.rows() && p.cols == board.cols() => "only",
        (true, true) => "top-left",
        (true, false) => "top-right",
        (false, true) => "bottom-left",
        (false, false) => "bottom-right",
    }
}

/// A neighbour table under a reflection of the board.
fn reflect_table(nbr: &[[u32; 2]], board: Board, flip: (bool, bool)) -> Vec<[u32; 2]> {
    let mut out = vec![[NONE; 2]; nbr.len()];
    for (i, p) in nbr.iter().enumerate() {
        out[reflect(board, i, flip)] = p.map(|j| {
            if j == NONE {
                NONE
            } else {
                reflect(board, j as usize, flip) as u32
            }
        });
    }
    out
}

/// The recorded pieces and merges under a reflection of the board (a reflection turns no
/// piece, so each keeps its base and its transposition).
fn reflected(mut rec: Rec, board: Board, flip: (bool, bool)) -> Rec {
    let at = |i: u32| reflect(board, i as usize, flip) as u32;
    for p in &mut rec.pieces {
        if flip.0 {
            p.row = board.rows() - p.row - p.rows;
        }
        if flip.1 {
            p.col = board.cols() - p.col - p.cols;
        }
    }
    for s in &mut rec.steps {
        for m in s.removed.iter_mut().chain(s.added.iter_mut()) {
            *m = m.map(at);
        }
    }
    rec
}

/// A position in a plan: the tour as it stands after `step` steps (0 = the partition).
#[derive(Clone, Debug)]
pub struct Cursor {
    plan: Plan,
    step: usize,
    nbr: Vec<[u32; 2]>,
}

impl Cursor {
    pub fn new(plan: Plan) -> Cursor {
        let nbr = plan.initial.clone();
        Cursor { plan, step: 0, nbr }
    }

    pub fn plan(&self) -> &Plan {
        &self.plan
    }

    /// The position: 0 for the partition, k after k steps.
    pub fn step(&self) -> usize {
        self.step
    }

    /// The neighbour table at this position.
    pub fn neighbours(&self) -> &[[u32; 2]] {
        &self.nbr
    }

    /// The step that led here (None at the partition).
    pub fn current(&self) -> Option<&Step> {
        self.step.checked_sub(1).map(|k| &self.plan.steps[k])
    }

    /// One step on; false at the end.
    pub fn forward(&mut self) -> bool {
        if self.step >= self.plan.steps.len() {
            return false;
        }
        apply(&mut self.nbr, &self.plan.steps[self.step], false);
        self.step += 1;
        true
    }

    /// One step back; false at the partition.
    pub fn back(&mut self) -> bool {
        if self.step == 0 {
            return false;
        }
        self.step -= 1;
        apply(&mut self.nbr, &self.plan.steps[self.step], true);
        true
    }

    /// Go to position `k` (clamped to the last).
    pub fn seek(&mut self, k: usize) {
        let k = k.min(self.plan.steps.len());
        while self.step < k {
            self.forward();
        }
        while self.step > k {
            self.back();
        }
    }

    /// The number of separate cycles and paths at this position.
    pub fn cycle_count(&self) -> usize {
        let n = self.nbr.len();
        let mut seen = vec![false; n];
        let mut count = 0;
        for s in 0..n {
            if seen[s] || (self.nbr[s][0] == NONE && self.nbr[s][1] == NONE) {
                continue;
            }
            count += 1;
            // Flood the component (both directions).
            let mut stack = vec![s];
            seen[s] = true;
            while let Some(v) = stack.pop() {
                for &u in &self.nbr[v] {
                    if u != NONE && !seen[u as usize] {
                        seen[u as usize] = true;
                        stack.push(u as usize);
                    }
                }
            }
        }
        count
    }

    /// A sentence saying what this position shows.
    pub fn status(&self) -> String {
        let plan = &self.plan;
        let b = plan.board;
        let sq = |i: u32| b.square(i as usize).to_string();
        let mv = |p: &[u32; 2]| format!("{}–{}", sq(p[0]), sq(p[1]));
        match self.current() {
            None => {
                let mut names: Vec<(String, usize)> = Vec::new();
                for p in &plan.pieces {
                    match names.iter_mut().find(|(n, _)| *n == p.base) {
                        Some(e) => e.1 += 1,
                        None => names.push((p.base.clone(), 1)),
                    }
                }
                let list: Vec<String> = names
                    .iter()
                    .map(|(n, k)| {
                        if *k == 1 {
                            n.clone()
                        } else {
                            format!("{k} × {n}")
                        }
                    })
                    .collect();
                format!(
                    "Partition of {b} into {} piece{}: {}. The {} piece holds the {} base; \
                     every other piece a stretched tour (a double loop on 4 rows).",
                    plan.pieces.len(),
                    if plan.pieces.len() == 1 { "" } else { "s" },
                    list.join(", "),
                    corner_of(b, &plan.pieces[0]),
                    plan.pieces[0].base
                )
            }
            Some(step) => {
                let removed: Vec<String> = step.removed.iter().map(mv).collect();
                let added: Vec<String> = step.added.iter().map(mv).collect();
                format!(
                    "Step {} of {}: {}: removed {}{}; {} part{} left.",
                    self.step,
                    plan.steps.len(),
                    step.kind.describe(),
                    removed.join(", "),
                    if added.is_empty() {
                        String::new()
                    } else {
                        format!("; added {}", added.join(", "))
                    },
                    self.cycle_count(),
                    if self.cycle_count() == 1 { "" } else { "s" }
                )
            }
        }
    }
}

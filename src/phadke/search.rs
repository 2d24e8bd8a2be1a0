//! The exhaustive enumeration (002 §"Working of the Computer Program"): Warnsdorff's rule with
//! every tie followed, the end square (or an end dash) reserved for the last moves.
//!
//! The walk covers the *free* cells (all but the reserved tail) from the start; at each step the
//! targets are the unvisited free neighbours of the knight and the rule keeps those with the
//! fewest outlets. One target: the knight moves on. Several: a tie, and every one is followed, in
//! the order of Phadke's program: numerically highest Phadke move first (so solution #1 is his
//! Figure 4). No target: a dead end, unless every free cell is visited and the knight stands a
//! knight's move from the first reserved cell, which is a solution (the tail is then forced).
//!
//! Solutions are numbered 0.. in that order. A [`TieTree`] keeps, for every tie on the way to
//! some solution, how many solutions each branch holds, so the solution at any index is found by
//! one descent of at most 64 moves ([`TieTree::solution`]).

use super::cells::{Cell, Corner, NEIGHBOURS};
use super::reading::{DashRule, Entry, Reading, Zero};
use super::variant::{DashError, Variant};
use crate::moves::Move;
use std::fmt;

/// Counts of one enumeration.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct Counts {
    /// Closed tours found.
    pub solutions: u64,
    /// Walks that stopped with no target before covering the board.
    pub dead_ends: u64,
    /// Positions visited: every cell placed by the search, the start included.
    pub nodes: u64,
}

impl std::ops::AddAssign for Counts {
    fn add_assign(&mut self, o: Counts) {
        self.solutions += o.solutions;
        self.dead_ends += o.dead_ends;
        self.nodes += o.nodes;
    }
}

/// Why a problem could not be set up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ProblemError {
    /// Start and end are not a knight's move apart, so no tour between them closes.
    NotClosing { start: Cell, end: Cell },
    /// The variant does not fit the pair.
    Dash(DashError),
}

impl fmt::Display for ProblemError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ProblemError::NotClosing { start, end } => {
                let ends: Vec<String> = Cell::of_mask(start.neighbours())
                    .map(|c| c.name())
                    .collect();
                write!(
                    f,
                    "{start}→{end} cannot close: the end must be a knight's move from the start; ends for {start}: {}",
                    ends.join(", ")
                )
            }
            ProblemError::Dash(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for ProblemError {}

/// The neighbours of each cell in the order Phadke's program tries tied moves: Phadke move 8
/// first, down to move 1.
pub(super) fn phadke_order() -> [[u8; 8]; 64] {
    let mut t = [[u8::MAX; 8]; 64];
    for (i, row) in t.iter_mut().enumerate() {
        let c = Cell::new(i as u8).expect("cell");
        let mut n = 0;
        for k in (1..=8u8).rev() {
            if let Some(to) = c.step(Move::from_phadke(k).expect("1-8")) {
                row[n] = to.index() as u8;
                n += 1;
            }
        }
    }
    t
}

/// A compiled enumeration: pair, variant and reading.
#[derive(Clone, Debug)]
pub struct Problem {
    start: Cell,
    end: Cell,
    variant: Variant,
    reading: Reading,
    /// Cells of the free walk, start included.
    free: u64,
    /// The reserved tail, in order: its first cell follows the free walk, its last is the end.
    tail: Vec<Cell>,
    /// Cells counted as outlets while unvisited.
    outlets: u64,
    /// Visited cells still counted as outlets (the start, when the reading says so).
    extra: u64,
    /// Cells that may be targets.
    targets: u64,
    /// For each cell: the bit of the corner it dashes to (0 if it is no dashed access cell).
    dash: [u64; 64],
    /// The dashed access cells (the cells whose `dash` entry is not 0).
    dashed: u64,
    /// No dashed cell and [`Zero::Compete`]: every target's key is its outlet count, so the
    /// search takes [`Problem::ties_plain`], the branch-free form (most of the paper's runs).
    plain: bool,
    order: [[u8; 8]; 64],
}

/// The branches of one step of the rule.
#[derive(Clone, Copy)]
struct Step {
    cells: [u8; 8],
    n: usize,
}

impl Problem {
    /// Set up start → end under a variant and a reading on the 8×8 board.
    pub fn new(
        start: Cell,
        end: Cell,
        variant: Variant,
        reading: Reading,
    ) -> Result<Problem, ProblemError> {
        if !start.touches(end) {
            return Err(ProblemError::NotClosing { start, end });
        }
        variant.check(start, end).map_err(ProblemError::Dash)?;
        let tail = variant.tail(end);
        let reserved: u64 = tail.iter().map(|c| c.bit()).fold(0, |a, b| a | b);
        let free = !reserved;
        let outlets = if reading.reserved_outlets {
            u64::MAX
        } else {
            free
        };
        let targets = match reading.entry {
            Entry::Reserved => free,
            Entry::Open => u64::MAX,
        };
        let mut dash = [0u64; 64];
        let mut dashed = 0u64;
        for k in Corner::ALL {
            for c in Cell::of_mask(variant.dashes[k.index()].cells(k)) {
                dash[c.index()] = k.cell().bit();
                dashed |= c.bit();
            }
        }
        Ok(Problem {
            start,
            end,
            variant,
            reading,
            free,
            tail,
            outlets,
            extra: if reading.start_outlet { start.bit() } else { 0 },
            targets,
            dash,
            dashed,
            plain: dashed == 0 && reading.zero == Zero::Compete,
            order: phadke_order(),
        })
    }

    pub fn start(&self) -> Cell {
        self.start
    }

    pub fn end(&self) -> Cell {
        self.end
    }

    pub fn variant(&self) -> Variant {
        self.variant
    }

    pub fn reading(&self) -> Reading {
        self.reading
    }

    /// The reserved tail: the cells after the free walk, the end last.
    pub fn tail(&self) -> &[Cell] {
        &self.tail
    }

    /// The tied best targets from `at` with `visited` cells visited (the knight's cell
    /// included), as a mask. Zero: no target.
    #[inline(always)]
    fn ties(&self, visited: u64, at: usize) -> u64 {
        if self.plain {
            self.ties_plain(visited, at)
        } else {
            self.ties_general(visited, at)
        }
    }

    /// [`Problem::ties`] without dashes and under [`Zero::Compete`]: the key of a target is its
    /// number of outlets, the lowest keys win. One target is the move whatever its key; several
    /// are weighed without a branch per target (the comparisons are unpredictable, and this is
    /// the search's inner loop).
    #[inline(always)]
    fn ties_plain(&self, visited: u64, at: usize) -> u64 {
        let open = !visited;
        let mut m = NEIGHBOURS[at & 63] & open & self.targets;
        if m & m.wrapping_sub(1) == 0 {
            return m;
        }
        let live = (open & self.outlets) | self.extra;
        let mut best = u32::MAX;
        let mut ties = 0u64;
        while m != 0 {
            let tb = m & m.wrapping_neg();
            m ^= tb;
            let key = (NEIGHBOURS[tb.trailing_zeros() as usize & 63] & live).count_ones();
            // key < best: this target alone; key == best: added; key > best: unchanged.
            let reset = ((key < best) as u64).wrapping_neg();
            let add = ((key <= best) as u64).wrapping_neg();
            ties = (ties & !reset) | (tb & add);
            best = best.min(key);
        }
        ties
    }

    /// [`Problem::ties`] in full: dashed access cells and [`Zero::Skip`].
    #[inline(always)]
    fn ties_general(&self, visited: u64, at: usize) -> u64 {
        let open = !visited;
        let mut m = NEIGHBOURS[at & 63] & open & self.targets;
        let live = (open & self.outlets) | self.extra;
        let mut best = u32::MAX;
        let mut ties = 0u64;
        while m != 0 {
            let tb = m & m.wrapping_neg();
            m ^= tb;
            let t = tb.trailing_zeros() as usize & 63;
            let key = if tb & self.dashed != 0 && self.dash[t] & open != 0 {
                match self.reading.dash {
                    DashRule::OneExit => 2,
                    DashRule::Forced => 0,
                }
            } else {
                let d = (NEIGHBOURS[t] & live).count_ones();
                if d == 0 && self.reading.zero == Zero::Skip {
                    // Passed over unless it is the last free cell, or (a reserved cell under
                    // Entry::Open) every free cell is already visited.
                    let last = if self.free & tb != 0 {
                        visited | tb == self.free
                    } else {
                        visited & self.free == self.free
                    };
                    if !last {
                        continue;
                    }
                }
                d + 1
            };
            if key < best {
                best = key;
                ties = tb;
            } else if key == best {
                ties |= tb;
            }
        }
        ties
    }

    /// The tied best targets in Phadke's order (numerically highest move type first).
    fn step(&self, visited: u64, at: usize) -> Step {
        let ties = self.ties(visited, at);
        let mut out = Step {
            cells: [0; 8],
            n: 0,
        };
        if ties == 0 {
            return out;
        }
        for &t in &self.order[at] {
            if t == u8::MAX {
                break;
            }
            if ties & (1u64 << t) != 0 {
                out.cells[out.n] = t;
                out.n += 1;
            }
        }
        out
    }

    /// Whether the knight on `at` with `visited` has finished: every free cell covered and the
    /// tail's first cell a knight's move away.
    #[inline]
    fn finished(&self, visited: u64, at: usize) -> bool {
        visited == self.free && NEIGHBOURS[at] & self.tail[0].bit() != 0
    }

    /// Under [`Entry::Open`] the knight may stand on a reserved cell: a solution only if it is
    /// the tail's first cell entered after the free walk.
    #[inline]
    fn on_reserved(&self, at: usize) -> bool {
        self.free & (1u64 << at) == 0
    }

    /// Count every solution, dead end and position.
    pub fn count(&self) -> Counts {
        let mut c = Counts::default();
        self.count_from(self.start.bit(), self.start.index(), &mut c);
        c
    }

    fn count_from(&self, visited: u64, at: usize, c: &mut Counts) {
        let (mut visited, mut at) = (visited, at);
        loop {
            c.nodes += 1;
            if self.on_reserved(at) {
                if visited & self.free == self.free && at == self.tail[0].index() {
                    c.solutions += 1;
                } else {
                    c.dead_ends += 1;
                }
                return;
            }
            let ties = self.ties(visited, at);
            if ties == 0 {
                if self.finished(visited, at) {
                    c.solutions += 1;
                } else {
                    c.dead_ends += 1;
                }
                return;
            }
            if ties & (ties - 1) == 0 {
                visited |= ties;
                at = ties.trailing_zeros() as usize;
                continue;
            }
            let mut m = ties;
            while m != 0 {
                let tb = m & m.wrapping_neg();
                m ^= tb;
                self.count_from(visited | tb, tb.trailing_zeros() as usize, c);
            }
            return;
        }
    }

    /// Build the tie tree (counting as [`Problem::count`] does).
    pub fn tie_tree(&self) -> TieTree {
        let mut tree = TieTree {
            nodes: Vec::new(),
            branches: Vec::new(),
            root: NONE,
            counts: Counts::default(),
            problem: self.clone(),
        };
        let mut counts = Counts::default();
        let (_, root) = self.grow(self.start.bit(), self.start.index(), &mut tree, &mut counts);
        tree.counts = counts;
        tree.root = root;
        tree
    }

    /// Walk from (`visited`, `at`) to the next tie or leaf; returns the solutions below and the
    /// tie node reached (NONE if no tie on the way or no solution below it).
    fn grow(&self, visited: u64, at: usize, tree: &mut TieTree, c: &mut Counts) -> (u64, u32) {
        let (mut visited, mut at) = (visited, at);
        let mut depth = visited.count_ones() as u8;
        loop {
            c.nodes += 1;
            if self.on_reserved(at) {
                let ok = visited & self.free == self.free && at == self.tail[0].index();
                if ok {
                    c.solutions += 1;
                } else {
                    c.dead_ends += 1;
                }
                return (ok as u64, NONE);
            }
            let s = self.step(visited, at);
            match s.n {
                0 => {
                    let ok = self.finished(visited, at);
                    if ok {
                        c.solutions += 1;
                    } else {
                        c.dead_ends += 1;
                    }
                    return (ok as u64, NONE);
                }
                1 => {
                    let t = s.cells[0];
                    visited |= 1u64 << t;
                    at = t as usize;
                    depth += 1;
                }
                n => {
                    let (nodes0, branches0) = (tree.nodes.len(), tree.branches.len());
                    let me = nodes0 as u32;
                    tree.nodes.push(TieNode {
                        depth,
                        first: branches0 as u32,
                        len: n as u8,
                    });
                    for &t in &s.cells[..n] {
                        tree.branches.push(Branch {
                            to: t,
                            solutions: 0,
                            child: NONE,
                        });
                    }
                    let mut total = 0;
                    for (i, &t) in s.cells[..n].iter().enumerate() {
                        let (sols, child) = self.grow(visited | 1u64 << t, t as usize, tree, c);
                        let b = &mut tree.branches[branches0 + i];
                        b.solutions = sols;
                        b.child = child;
                        total += sols;
                    }
                    if total == 0 {
                        tree.nodes.truncate(nodes0);
                        tree.branches.truncate(branches0);
                        return (0, NONE);
                    }
                    return (total, me);
                }
            }
        }
    }
}

const NONE: u32 = u32::MAX;

#[derive(Clone, Copy, Debug)]
struct TieNode {
    /// The move number of the knight's cell when the tie arose (Phadke's MO row).
    depth: u8,
    first: u32,
    len: u8,
}

#[derive(Clone, Copy, Debug)]
struct Branch {
    to: u8,
    solutions: u64,
    child: u32,
}

/// The ties of one enumeration with the solutions under each branch (see the module docs).
#[derive(Clone, Debug)]
pub struct TieTree {
    nodes: Vec<TieNode>,
    branches: Vec<Branch>,
    root: u32,
    counts: Counts,
    problem: Problem,
}

/// One tie met on the way to a solution.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct TieStep {
    /// Move number of the knight's cell when the tie arose (1 = the start).
    pub at_move: u8,
    /// The tied targets in the program's order, with the solutions each leads to.
    pub options: Vec<(Cell, u64)>,
    /// Which option this solution took.
    pub chosen: usize,
    /// Index (0-based) of the first solution down each option: where to jump to take another
    /// branch here.
    pub firsts: Vec<u64>,
}

/// One solution: the tour's cells in order (64, start first, end last) and its ties.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    pub index: u64,
    pub cells: Vec<Cell>,
    pub ties: Vec<TieStep>,
}

/// A solution index past the last.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NoSuchSolution {
    pub index: u64,
    pub count: u64,
}

impl fmt::Display for NoSuchSolution {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.count == 0 {
            write!(f, "there are no solutions, so none at index {}", self.index)
        } else {
            write!(
                f,
                "solution index {} is out of range; indices run 0-{} ({} solutions)",
                self.index,
                self.count - 1,
                self.count
            )
        }
    }
}

impl std::error::Error for NoSuchSolution {}

impl TieTree {
    /// Counts of the enumeration that built the tree.
    pub fn counts(&self) -> Counts {
        self.counts
    }

    /// The solution at `index` (0-based, in the program's order), by one descent.
    pub fn solution(&self, index: u64) -> Result<Solution, NoSuchSolution> {
        let count = self.counts.solutions;
        if index >= count {
            return Err(NoSuchSolution { index, count });
        }
        let p = &self.problem;
        let mut visited = p.start.bit();
        let mut at = p.start.index();
        let mut cells = vec![p.start];
        let mut ties = Vec::new();
        let mut node = self.root;
        let mut rest = index;
        // Index of the first solution below the current tie node.
        let mut base = 0u64;
        loop {
            if p.on_reserved(at) {
                break;
            }
            let s = p.step(visited, at);
            let next = match s.n {
                0 => break,
                1 => s.cells[0],
                n => {
                    let tn = self.nodes[node as usize];
                    debug_assert_eq!(tn.len as usize, n);
                    let bs = &self.branches[tn.first as usize..tn.first as usize + n];
                    let mut chosen = 0;
                    let mut firsts = Vec::with_capacity(n);
                    let mut at_first = base;
                    for b in bs {
                        firsts.push(at_first);
                        at_first += b.solutions;
                    }
                    for (i, b) in bs.iter().enumerate() {
                        if rest < b.solutions {
                            chosen = i;
                            break;
                        }
                        rest -= b.solutions;
                    }
                    base = firsts[chosen];
                    ties.push(TieStep {
                        at_move: tn.depth,
                        options: bs
                            .iter()
                            .map(|b| (Cell::new(b.to).expect("cell"), b.solutions))
                            .collect(),
                        chosen,
                        firsts,
                    });
                    node = bs[chosen].child;
                    bs[chosen].to
                }
            };
            visited |= 1u64 << next;
            at = next as usize;
            cells.push(Cell::new(next).expect("cell"));
        }
        // The tail is forced (its first cell is already placed under Entry::Open).
        let placed = cells.len();
        let skip = if p.on_reserved(at) { 1 } else { 0 };
        cells.extend(p.tail.iter().skip(skip).copied());
        debug_assert_eq!(placed + p.tail.len() - skip, 64);
        Ok(Solution { index, cells, ties })
    }
}

impl Solution {
    /// Whether the cells form a closed knight's tour of the 8×8 board.
    pub fn is_closed_tour(&self) -> bool {
        is_closed_tour(&self.cells)
    }

    /// The papers' matrix: the move number of each cell.
    pub fn matrix(&self) -> crate::matrix::Matrix {
        let board = crate::board::Board::new(8, 8).expect("8x8");
        let path: Vec<_> = self.cells.iter().map(|c| c.square()).collect();
        crate::matrix::Matrix::of_path(board, &path)
    }

    /// Phadke's move types (1–8) of the 63 moves and the closing one.
    pub fn phadke_moves(&self) -> Vec<u8> {
        (0..64)
            .map(|i| {
                let a = self.cells[i];
                let b = self.cells[(i + 1) % 64];
                a.move_to(b).map(|m| m.phadke()).unwrap_or(0)
            })
            .collect()
    }
}

/// Whether `cells` visits all 64 cells once, each a knight's move from the one before, and the
/// last a knight's move from the first.
pub fn is_closed_tour(cells: &[Cell]) -> bool {
    if cells.len() != 64 {
        return false;
    }
    let mut seen = 0u64;
    for c in cells {
        seen |= c.bit();
    }
    seen == u64::MAX && (0..64).all(|i| cells[i].touches(cells[(i + 1) % 64]))
}

/// One open tie of a [`Counter`]: the branches not yet explored and each one's share of the
/// whole search (for the progress estimate).
#[derive(Clone, Copy, Debug)]
struct Frame {
    visited: u64,
    remaining: u64,
    share: f64,
}

/// The enumeration in slices, for a page that must stay responsive: [`Counter::work`] visits
/// about `budget` positions and returns; the counts equal [`Problem::count`]'s once done.
/// Progress is estimated as the share of the tie tree finished, each tie splitting its share
/// equally among its branches.
#[derive(Clone, Debug)]
pub struct Counter {
    problem: Problem,
    stack: Vec<Frame>,
    counts: Counts,
    finished_share: f64,
    started: bool,
}

impl Counter {
    pub fn new(problem: Problem) -> Counter {
        Counter {
            problem,
            stack: Vec::with_capacity(64),
            counts: Counts::default(),
            finished_share: 0.0,
            started: false,
        }
    }

    pub fn problem(&self) -> &Problem {
        &self.problem
    }

    /// Counts so far.
    pub fn counts(&self) -> Counts {
        self.counts
    }

    /// Whether the whole tree has been visited.
    pub fn done(&self) -> bool {
        self.started && self.stack.is_empty()
    }

    /// Estimated share of the search done, 0–1 (1 exactly when done).
    pub fn progress(&self) -> f64 {
        if self.done() {
            1.0
        } else {
            self.finished_share.min(0.999_999)
        }
    }

    /// Follow the rule from (`visited`, `at`) to the next tie (pushed) or leaf (counted).
    fn descend(&mut self, visited: u64, at: usize, share: f64) -> u64 {
        let p = &self.problem;
        let (mut visited, mut at) = (visited, at);
        let mut nodes = 0;
        loop {
            nodes += 1;
            if p.on_reserved(at) {
                if visited & p.free == p.free && at == p.tail[0].index() {
                    self.counts.solutions += 1;
                } else {
                    self.counts.dead_ends += 1;
                }
                break;
            }
            let ties = p.ties(visited, at);
            if ties == 0 {
                if p.finished(visited, at) {
                    self.counts.solutions += 1;
                } else {
                    self.counts.dead_ends += 1;
                }
                break;
            }
            if ties & (ties - 1) == 0 {
                visited |= ties;
                at = ties.trailing_zeros() as usize;
                continue;
            }
            self.stack.push(Frame {
                visited,
                remaining: ties,
                share: share / ties.count_ones() as f64,
            });
            self.counts.nodes += nodes;
            return nodes;
        }
        self.finished_share += share;
        self.counts.nodes += nodes;
        nodes
    }

    /// Visit about `budget` positions (at least one step); returns whether the search is done.
    pub fn work(&mut self, budget: u64) -> bool {
        if !self.started {
            self.started = true;
            let s = self.problem.start;
            self.descend(s.bit(), s.index(), 1.0);
        }
        let mut spent = 0;
        while spent < budget {
            let Some(top) = self.stack.last_mut() else {
                break;
            };
            if top.remaining == 0 {
                self.stack.pop();
                continue;
            }
            let tb = top.remaining & top.remaining.wrapping_neg();
            top.remaining ^= tb;
            let (visited, share) = (top.visited | tb, top.share);
            spent += self.descend(visited, tb.trailing_zeros() as usize, share);
        }
        while self.stack.last().is_some_and(|f| f.remaining == 0) {
            self.stack.pop();
        }
        self.done()
    }
}

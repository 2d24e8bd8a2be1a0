//! Cycle covers of the knight's graph ("tourneys", Parberry 001 §2): every square has exactly
//! two neighbours, so the moves form vertex-disjoint cycles; a closed tour is a cover of one
//! cycle.
//!
//! A cover may leave out **holes**: squares on no cycle, with no moves (in practice the one
//! corner that Lin & Wei's corner-missed closed tour of an odd × odd board misses, 003
//! Theorem 2). Every other square still has exactly two neighbours. A rail never touches a hole
//! (a hole has no moves), so switches keep the holes where they are.
//!
//! A [`CycleCover`] stores, per square (row-major index), its two neighbours as `u32`, so a
//! 1000 × 1000 cover takes 8 MB and a rail switch ([`crate::rails`]) is four word writes.
//!
//! ```
//! use warnsdorff::board::Board;
//! use warnsdorff::cover::CycleCover;
//! // The four 4-cycles of a 4 × 4 board (Parberry 001 Figure 19, one block).
//! let b = Board::new(4, 4).unwrap();
//! let cycles = vec![
//!     vec![0, 6, 15, 9], vec![1, 7, 14, 8], vec![2, 11, 13, 4], vec![3, 10, 12, 5],
//! ];
//! let cover = CycleCover::from_cycles(b, &cycles).unwrap();
//! assert_eq!(cover.cycle_count(), 4);
//! assert!(!cover.is_tour());
//! ```

use crate::board::{Board, Square};
use std::fmt;

/// "No neighbour": only ever seen while a generator is still building a cover.
pub(crate) const NONE: u32 = u32::MAX;

/// Why a set of moves is not a cycle cover.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CoverError {
    /// The neighbour table does not have one entry per square.
    WrongLength { expected: usize, found: usize },
    /// A square index is off the board.
    OffBoard { index: usize },
    /// Two squares said to be joined are not a knight's move apart.
    NotKnightMove { a: Square, b: Square },
    /// A square does not have exactly two distinct neighbours.
    Degree { square: Square, degree: usize },
    /// `a` lists `b` as a neighbour but `b` does not list `a`.
    Asymmetric { a: Square, b: Square },
    /// A square occurs twice in the given cycles / tour, or not at all.
    Coverage { square: Square, times: usize },
    /// A cycle given explicitly is shorter than 3 squares.
    ShortCycle { len: usize },
    /// A flat list of cycles ends inside a cycle: its length at `at` says more squares follow.
    Truncated { at: usize },
    /// A square named a hole has a move of the cover.
    HoleOnCycle { square: Square },
}

impl fmt::Display for CoverError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CoverError::WrongLength { expected, found } => {
                write!(f, "expected {expected} squares, found {found}")
            }
            CoverError::OffBoard { index } => write!(f, "square index {index} is off the board"),
            CoverError::NotKnightMove { a, b } => {
                write!(f, "{a} and {b} are not a knight's move apart")
            }
            CoverError::Degree { square, degree } => {
                write!(f, "square {square} has {degree} neighbours, not 2")
            }
            CoverError::Asymmetric { a, b } => {
                write!(
                    f,
                    "{a} lists {b} as a neighbour but not the other way round"
                )
            }
            CoverError::Coverage { square, times } => {
                write!(f, "square {square} is visited {times} times, not once")
            }
            CoverError::ShortCycle { len } => write!(f, "a cycle of {len} squares is too short"),
            CoverError::HoleOnCycle { square } => {
                write!(f, "square {square} is a hole but has a move of the cover")
            }
            CoverError::Truncated { at } => write!(
                f,
                "the cycle whose length is at position {at} runs past the end of the list"
            ),
        }
    }
}

impl std::error::Error for CoverError {}

/// A vertex-disjoint cycle cover of the knight's graph of a board (a tourney, 001 §2).
///
/// Invariant (checked by every constructor, kept by every switch): each square but the holes
/// has two distinct neighbours, each a knight's move away and no hole, and adjacency is
/// symmetric; a hole has none (`[NONE, NONE]` in the table).
#[derive(Clone, Debug)]
pub struct CycleCover {
    board: Board,
    nbr: Vec<[u32; 2]>,
    /// The holes (row-major, ascending); empty for a cover of every square.
    holes: Vec<u32>,
}

/// Two covers are equal when they have the same moves (the order in which a square lists its
/// two neighbours does not matter).
impl PartialEq for CycleCover {
    fn eq(&self, other: &CycleCover) -> bool {
        self.board == other.board
            && self.holes == other.holes
            && self.nbr.len() == other.nbr.len()
            && self
                .nbr
                .iter()
                .zip(&other.nbr)
                .all(|(a, b)| a == b || (a[0] == b[1] && a[1] == b[0]))
    }
}

impl Eq for CycleCover {}

impl CycleCover {
    /// Build from a neighbour table (row-major square index → its two neighbours), validated.
    pub fn from_neighbours(board: Board, nbr: Vec<[u32; 2]>) -> Result<CycleCover, CoverError> {
        CycleCover::from_neighbours_with_holes(board, nbr, &[])
    }

    /// Build from a neighbour table that leaves out the squares `holes` (row-major; their
    /// entries must be `[u32::MAX, u32::MAX]`), validated.
    pub fn from_neighbours_with_holes(
        board: Board,
        nbr: Vec<[u32; 2]>,
        holes: &[usize],
    ) -> Result<CycleCover, CoverError> {
        let cover = CycleCover {
            board,
            nbr,
            holes: sorted_holes(board, holes)?,
        };
        cover.validate()?;
        Ok(cover)
    }

    /// Build from a closed tour given as a visiting order of all squares (row-major indices),
    /// or of all but one corner (see [`CycleCover::from_cycles`]); the last square must be a
    /// knight's move from the first.
    pub fn from_tour(board: Board, tour: &[usize]) -> Result<CycleCover, CoverError> {
        CycleCover::from_cycles(board, &[tour.to_vec()])
    }

    /// Build from a closed tour given as squares.
    pub fn from_tour_squares(board: Board, tour: &[Square]) -> Result<CycleCover, CoverError> {
        let idx = squares_to_indices(board, tour)?;
        CycleCover::from_tour(board, &idx)
    }

    /// Build from explicit cycles (each a visiting order of row-major indices, closing back to
    /// its first square); together they must visit every square exactly once, except that one
    /// corner may be left out as a hole when nothing else is (a corner-missed closed tour,
    /// 003 Theorem 2, and what obfuscating one gives).
    pub fn from_cycles(board: Board, cycles: &[Vec<usize>]) -> Result<CycleCover, CoverError> {
        CycleCover::from_cycles_inner(board, cycles, None)
    }

    /// Build from explicit cycles that together visit every square but `holes` exactly once.
    pub fn from_cycles_with_holes(
        board: Board,
        cycles: &[Vec<usize>],
        holes: &[usize],
    ) -> Result<CycleCover, CoverError> {
        CycleCover::from_cycles_inner(board, cycles, Some(holes))
    }

    /// Build from a corner-missed closed tour (every square but the corner `missed` once, the
    /// last a knight's move from the first) as a cover of one cycle with one hole.
    pub fn from_corner_missed(
        board: Board,
        tour: &[usize],
        missed: usize,
    ) -> Result<CycleCover, CoverError> {
        CycleCover::from_cycles_with_holes(board, &[tour.to_vec()], &[missed])
    }

    /// `holes` None: none, or the one corner left out (see [`CycleCover::from_cycles`]).
    fn from_cycles_inner(
        board: Board,
        cycles: &[Vec<usize>],
        holes: Option<&[usize]>,
    ) -> Result<CycleCover, CoverError> {
        let n = board.squares();
        let mut times = vec![0usize; n];
        let mut nbr = vec![[NONE; 2]; n];
        for cyc in cycles {
            if cyc.len() < 3 {
                return Err(CoverError::ShortCycle { len: cyc.len() });
            }
            for (k, &a) in cyc.iter().enumerate() {
                if a >= n {
                    return Err(CoverError::OffBoard { index: a });
                }
                times[a] += 1;
                if times[a] > 1 {
                    return Err(CoverError::Coverage {
                        square: board.square(a),
                        times: times[a],
                    });
                }
                let prev = cyc[(k + cyc.len() - 1) % cyc.len()];
                let next = cyc[(k + 1) % cyc.len()];
                if prev >= n || next >= n {
                    return Err(CoverError::OffBoard {
                        index: prev.max(next),
                    });
                }
                nbr[a] = [prev as u32, next as u32];
            }
        }
        let mut is_hole = vec![false; n];
        let holes: Vec<usize> = match holes {
            Some(h) => h.to_vec(),
            None => {
                let missing: Vec<usize> = (0..n).filter(|&i| times[i] == 0).collect();
                if missing.len() == 1 && is_corner(board, missing[0]) {
                    missing
                } else {
                    Vec::new()
                }
            }
        };
        for &h in &holes {
            if h >= n {
                return Err(CoverError::OffBoard { index: h });
            }
            if times[h] != 0 {
                return Err(CoverError::HoleOnCycle {
                    square: board.square(h),
                });
            }
            is_hole[h] = true;
        }
        if let Some(i) = (0..n).find(|&i| times[i] != 1 && !is_hole[i]) {
            return Err(CoverError::Coverage {
                square: board.square(i),
                times: times[i],
            });
        }
        CycleCover::from_neighbours_with_holes(board, nbr, &holes)
    }

    /// Build from explicit cycles given as squares.
    pub fn from_cycle_squares(
        board: Board,
        cycles: &[Vec<Square>],
    ) -> Result<CycleCover, CoverError> {
        let idx = cycles
            .iter()
            .map(|c| squares_to_indices(board, c))
            .collect::<Result<Vec<_>, _>>()?;
        CycleCover::from_cycles(board, &idx)
    }

    /// Build from the flat encoding of [`CycleCover::to_flat`] (see [`split_flat`]). An
    /// imported closed tour is one cycle.
    pub fn from_flat(board: Board, flat: &[u32]) -> Result<CycleCover, CoverError> {
        CycleCover::from_cycles(board, &split_flat(board, flat)?)
    }

    /// Every cycle (as [`CycleCover::cycles`]) as its length followed by its squares.
    pub fn to_flat(&self) -> Vec<u32> {
        join_flat(&self.cycles())
    }

    /// Build without validation; for generators in this crate whose output tests validate.
    pub(crate) fn from_raw(board: Board, nbr: Vec<[u32; 2]>) -> CycleCover {
        debug_assert_eq!(nbr.len(), board.squares());
        CycleCover {
            board,
            nbr,
            holes: Vec::new(),
        }
    }

    /// [`CycleCover::from_raw`] for a table whose squares with no neighbours are holes.
    pub(crate) fn from_raw_with_holes(board: Board, nbr: Vec<[u32; 2]>) -> CycleCover {
        let holes = (0..nbr.len())
            .filter(|&i| nbr[i] == [NONE; 2])
            .map(|i| i as u32)
            .collect();
        CycleCover {
            holes,
            ..CycleCover::from_raw(board, nbr)
        }
    }

    /// Check the invariant: two distinct knight's-move neighbours per square, symmetric, none
    /// on a hole. O(n).
    pub fn validate(&self) -> Result<(), CoverError> {
        let n = self.board.squares();
        if self.nbr.len() != n {
            return Err(CoverError::WrongLength {
                expected: n,
                found: self.nbr.len(),
            });
        }
        for &h in &self.holes {
            if self.nbr[h as usize] != [NONE; 2] {
                return Err(CoverError::HoleOnCycle {
                    square: self.board.square(h as usize),
                });
            }
        }
        for (i, pair) in self.nbr.iter().enumerate() {
            if *pair == [NONE; 2] && self.holes.binary_search(&(i as u32)).is_ok() {
                continue;
            }
            let degree = pair.iter().filter(|&&x| x != NONE).count();
            if degree != 2 || pair[0] == pair[1] {
                return Err(CoverError::Degree {
                    square: self.board.square(i),
                    degree: if degree == 2 { 1 } else { degree },
                });
            }
            for &j in pair {
                let j = j as usize;
                if j >= n {
                    return Err(CoverError::OffBoard { index: j });
                }
                let (a, b) = (self.board.square(i), self.board.square(j));
                if Board::move_between(a, b).is_none() {
                    return Err(CoverError::NotKnightMove { a, b });
                }
                if !self.nbr[j].contains(&(i as u32)) {
                    return Err(CoverError::Asymmetric { a, b });
                }
            }
        }
        Ok(())
    }

    pub fn board(&self) -> Board {
        self.board
    }

    /// The squares on no cycle (row-major, ascending); empty for a cover of every square.
    pub fn holes(&self) -> &[u32] {
        &self.holes
    }

    /// What one cycle through every square of this cover is: "a closed knight's tour", or on a
    /// cover with a hole (an odd x odd board's corner, Lin & Wei 003 Theorem 2) "a
    /// corner-missed closed tour (every square but (r,c))". For status lines.
    pub fn one_cycle_name(&self) -> String {
        match self.holes.as_slice() {
            [] => "a closed knight's tour".into(),
            holes => {
                let cols = self.board().cols();
                let at: Vec<String> = holes
                    .iter()
                    .map(|&i| format!("({},{})", i / cols + 1, i % cols + 1))
                    .collect();
                format!(
                    "a corner-missed closed tour (every square but {})",
                    at.join(", ")
                )
            }
        }
    }

    /// Whether square `i` is a hole (on no cycle).
    #[inline]
    pub fn is_hole(&self, i: usize) -> bool {
        self.nbr[i][0] == NONE
    }

    /// The number of squares on the cycles (all but the holes).
    pub fn covered(&self) -> usize {
        self.nbr.len() - self.holes.len()
    }

    /// The first square on a cycle (0 unless square 0 is a hole).
    pub fn first_covered(&self) -> usize {
        (0..self.nbr.len()).find(|&i| !self.is_hole(i)).unwrap_or(0)
    }

    /// The two neighbours of square `i` (row-major index; not a hole).
    #[inline]
    pub fn neighbours(&self, i: usize) -> [usize; 2] {
        let [a, b] = self.nbr[i];
        [a as usize, b as usize]
    }

    /// The raw neighbour table (row-major index → two neighbours; `u32::MAX` twice on a hole).
    pub fn neighbour_table(&self) -> &[[u32; 2]] {
        &self.nbr
    }

    /// The raw neighbour table to write (crate-internal: callers leave a valid cover, with the
    /// same holes).
    pub(crate) fn neighbour_table_mut(&mut self) -> &mut [[u32; 2]] {
        &mut self.nbr
    }

    /// Whether the move between squares `a` and `b` is in the cover.
    #[inline]
    pub fn has_edge(&self, a: usize, b: usize) -> bool {
        let p = self.nbr[a];
        p[0] == b as u32 || p[1] == b as u32
    }

    /// Replace neighbour `old` of `a` by `new` (crate-internal: callers keep the invariant).
    #[inline]
    pub(crate) fn relink(&mut self, a: usize, old: usize, new: usize) {
        // Branch-free: which slot holds `old` is a coin toss after a few switches.
        let p = &mut self.nbr[a];
        debug_assert!(p.contains(&(old as u32)));
        p[(p[0] != old as u32) as usize] = new as u32;
    }

    /// The number of moves of each kind (internal numbering), each undirected move counted once
    /// in its downward direction and once upward, so the total is twice the squares.
    pub fn move_counts(&self) -> [usize; 8] {
        let mut counts = [0usize; 8];
        for i in (0..self.nbr.len()).filter(|&i| !self.is_hole(i)) {
            for j in self.neighbours(i) {
                let m = Board::move_between(self.board.square(i), self.board.square(j)).unwrap();
                counts[m.index()] += 1;
            }
        }
        counts
    }

    /// Label every square with the number of its cycle (0-based, numbered in order of each
    /// cycle's smallest square; a hole is labelled `u32::MAX`); returns the labels and the cycle
    /// count. O(n).
    pub fn cycle_labels(&self) -> (Vec<u32>, usize) {
        // In scan order, as connected components are labelled in images: a knight's move
        // spans at most two rows, so every read is near the square in hand, where walking
        // the cycles jumped about the whole board (25 ns a square on a shattered 1000 × 1000
        // tour). A square whose two neighbours come later starts a provisional label; one
        // with an earlier neighbour takes its label; one with two earlier neighbours merges
        // their labels (union–find, the smaller label the root). A cycle's smallest label is
        // made at its smallest square, so numbering the roots in order numbers the cycles in
        // order of their smallest squares.
        let n = self.nbr.len();
        let mut label = vec![NONE; n];
        // At most one provisional label a square; its parent (a smaller label) or itself.
        let mut parent: Vec<u32> = vec![0; n];
        let mut next = 0u32;
        fn find(parent: &mut [u32], mut x: u32) -> u32 {
            while parent[x as usize] != x {
                let p = parent[x as usize];
                parent[x as usize] = parent[p as usize];
                x = p;
            }
            x
        }
        // One branch a square, taken only to merge two labels (some 15 % of a shattered
        // cover's squares): which of the four cases a square is in is a coin toss, and a
        // `match` on it cost a mispredicted branch every other square or so.
        for (u, &[a, b]) in self.nbr.iter().enumerate() {
            if a == NONE {
                continue;
            }
            let u = u as u32;
            let (e, l) = (a.min(b), a.max(b));
            // A new label if both neighbours come later, else the earlier one's.
            let fresh = e > u;
            parent[next as usize] = next;
            let mut x = if fresh { next } else { label[e as usize] };
            next += fresh as u32;
            // Both earlier, with different labels: merge them (the smaller the root).
            let y = label[l as usize];
            if l < u && x != y {
                let (x0, y0) = (find(&mut parent, x), find(&mut parent, y));
                let (lo, hi) = (x0.min(y0), x0.max(y0));
                parent[hi as usize] = lo;
                x = lo;
            }
            label[u as usize] = x;
        }
        parent.truncate(next as usize);
        // Parents come before their children: one pass numbers the roots in order and gives
        // every label its root's number.
        let mut count = 0u32;
        for i in 0..parent.len() {
            let p = parent[i] as usize;
            parent[i] = if p == i {
                count += 1;
                count - 1
            } else {
                parent[p]
            };
        }
        for l in label.iter_mut().filter(|l| **l != NONE) {
            *l = parent[*l as usize];
        }
        (label, count as usize)
    }

    /// Number of cycles. O(n).
    pub fn cycle_count(&self) -> usize {
        self.cycle_labels().1
    }

    /// Whether the cover is a single cycle, i.e. a closed knight's tour (of every square but
    /// the holes: with a corner left out, a corner-missed closed tour).
    pub fn is_tour(&self) -> bool {
        self.covered() > 0 && self.cycle_len_from(self.first_covered()) == self.covered()
    }

    /// Length of the cycle through square `s`. O(its length).
    pub fn cycle_len_from(&self, s: usize) -> usize {
        self.walk(s).count()
    }

    /// The squares of the cycle through `s` (not a hole), in cycle order starting at `s`
    /// towards its first neighbour.
    pub fn walk(&self, s: usize) -> impl Iterator<Item = usize> + '_ {
        let mut prev = self.nbr[s][1] as usize;
        let mut cur = Some(s);
        std::iter::from_fn(move || {
            let here = cur?;
            let [a, b] = self.nbr[here];
            let next = if a as usize != prev { a } else { b } as usize;
            prev = here;
            cur = (next != s).then_some(next);
            Some(here)
        })
    }

    /// All cycles, each in cycle order from its smallest square, ordered by that square.
    pub fn cycles(&self) -> Vec<Vec<usize>> {
        let n = self.nbr.len();
        let mut seen = vec![false; n];
        let mut out = Vec::new();
        for s in 0..n {
            if seen[s] || self.nbr[s][0] == NONE {
                continue;
            }
            let cyc: Vec<usize> = self.walk(s).collect();
            for &i in &cyc {
                seen[i] = true;
            }
            out.push(cyc);
        }
        out
    }

    /// All cycles as squares (1-based), as [`CycleCover::cycles`].
    pub fn cycle_squares(&self) -> Vec<Vec<Square>> {
        self.cycles()
            .into_iter()
            .map(|c| c.into_iter().map(|i| self.board.square(i)).collect())
            .collect()
    }

    /// The closed tour as a visiting order from square 0 (from its first square on the tour if
    /// square 0 is a hole), if the cover is a single cycle.
    pub fn tour(&self) -> Option<Vec<usize>> {
        self.is_tour()
            .then(|| self.walk(self.first_covered()).collect())
    }
}

/// Whether row-major square `i` is a corner of `board`.
fn is_corner(board: Board, i: usize) -> bool {
    let (rows, cols) = (board.rows() as usize, board.cols() as usize);
    let (r, c) = (i / cols, i % cols);
    (r == 0 || r + 1 == rows) && (c == 0 || c + 1 == cols)
}

/// `holes` on the board, ascending, each once.
fn sorted_holes(board: Board, holes: &[usize]) -> Result<Vec<u32>, CoverError> {
    let mut out = Vec::with_capacity(holes.len());
    for &h in holes {
        if h >= board.squares() {
            return Err(CoverError::OffBoard { index: h });
        }
        out.push(h as u32);
    }
    out.sort_unstable();
    out.dedup();
    Ok(out)
}

fn squares_to_indices(board: Board, squares: &[Square]) -> Result<Vec<usize>, CoverError> {
    squares
        .iter()
        .map(|&s| {
            board
                .index(s)
                .ok_or(CoverError::OffBoard { index: usize::MAX })
        })
        .collect()
}

impl CycleCover {
    /// An SVG drawing like Parberry's generator makes: the board outline (and squares when
    /// n ≤ 100), each cycle a closed polyline through square centres in its own colour (hues
    /// spread by the golden angle). Valid for any size; one `<path>` per cycle.
    pub fn to_svg(&self) -> String {
        use std::fmt::Write;
        let (rows, cols) = (self.board.rows() as usize, self.board.cols() as usize);
        let cell = 16usize;
        let (w, h) = (cols * cell, rows * cell);
        let stroke = if rows.max(cols) > 200 { 1.0 } else { 1.5 };
        let mut s = String::with_capacity(self.nbr.len() * 12 + 512);
        let _ = writeln!(
            s,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{}\" height=\"{}\" viewBox=\"-2 -2 {} {}\">",
            w.min(2000) + 4,
            (h * w.min(2000) / w.max(1)) + 4,
            w + 4,
            h + 4
        );
        svg_frame(&mut s, rows, cols, cell);
        let _ = writeln!(
            s,
            "<g fill=\"none\" stroke-width=\"{stroke}\" stroke-linejoin=\"round\">"
        );
        for (k, cyc) in self.cycles().iter().enumerate() {
            let hue = (k as f64 * 137.507_764) % 360.0;
            let _ = write!(s, "<path stroke=\"hsl({hue:.1},80%,40%)\" d=\"");
            for (t, &i) in cyc.iter().enumerate() {
                let (x, y) = ((i % cols) * cell + cell / 2, (i / cols) * cell + cell / 2);
                let _ = write!(s, "{}{x} {y}", if t == 0 { "M" } else { "L" });
            }
            s.push_str("Z\"/>\n");
        }
        s.push_str("</g>\n</svg>\n");
        s
    }
}

/// The frame and light checkerboard every board SVG starts with (after its `<svg>` tag): shared
/// by [`CycleCover::to_svg`], the exported paths of [`crate::exchange`] and the constructions'
/// SVG, so they look alike. Squares are `cell` units; the checkerboard is left out above 100 a side.
pub(crate) fn svg_frame(s: &mut String, rows: usize, cols: usize, cell: usize) {
    use std::fmt::Write;
    let (w, h) = (cols * cell, rows * cell);
    let _ = writeln!(
        s,
        "<rect x=\"0\" y=\"0\" width=\"{w}\" height=\"{h}\" fill=\"white\" stroke=\"black\" stroke-width=\"2\"/>"
    );
    if rows.max(cols) <= 100 {
        s.push_str("<g fill=\"#eee\">");
        for r in 0..rows {
            for c in (r % 2..cols).step_by(2) {
                let _ = write!(
                    s,
                    "<rect x=\"{}\" y=\"{}\" width=\"{cell}\" height=\"{cell}\"/>",
                    c * cell,
                    r * cell
                );
            }
        }
        s.push_str("</g>\n");
    }
}

/// Split the flat encoding the pages pass cycles and paths in (each list its length, then its
/// squares as row-major indices) into its lists, each non-empty and on the board. The one
/// reader of that encoding; [`join_flat`] writes it.
pub fn split_flat(board: Board, flat: &[u32]) -> Result<Vec<Vec<usize>>, CoverError> {
    let mut lists = Vec::new();
    let mut at = 0;
    while at < flat.len() {
        let len = flat[at] as usize;
        if len == 0 {
            return Err(CoverError::ShortCycle { len });
        }
        let body = flat
            .get(at + 1..at + 1 + len)
            .ok_or(CoverError::Truncated { at })?;
        let list: Vec<usize> = body.iter().map(|&i| i as usize).collect();
        if let Some(&index) = list.iter().find(|&&i| i >= board.squares()) {
            return Err(CoverError::OffBoard { index });
        }
        lists.push(list);
        at += 1 + len;
    }
    Ok(lists)
}

/// The flat encoding of lists of squares (cycles or paths): each its length, then its squares.
pub fn join_flat(lists: &[Vec<usize>]) -> Vec<u32> {
    let mut out = Vec::with_capacity(lists.iter().map(|c| c.len() + 1).sum());
    for c in lists {
        out.push(c.len() as u32);
        out.extend(c.iter().map(|&i| i as u32));
    }
    out
}

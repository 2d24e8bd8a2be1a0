//! The walk's flat, padded array: one degree byte per square, the visited bit folded in.
//!
//! The board is stored with a border as wide as the leaper's longer leg (two for the knight)
//! all round, marked visited, so a neighbour is found by adding a fixed offset and the border
//! stops the walk without a test of its own; removed squares ([`Region`]) are marked visited
//! too. On a wrapped board (a cylinder or a torus) no fixed offset reaches across the seam, so
//! the grid keeps a table of each cell's eight neighbours instead, and the hot loops take that
//! path by one test a step; the plain grid's loops are unchanged. A square of the padded grid is a *cell*; [`Grid::cell`] and [`Grid::square`]
//! convert between cells and [`Square`]s. Memory: one byte per cell (the board plus its border);
//! the walk's path adds four bytes a square (move numbers are read from the path, not kept).

use crate::board::{Board, Square};
use crate::moves::{Move, Ordering};
use crate::region::Region;

/// The degree byte of a visited square or of the border.
pub const VISITED: u8 = u8::MAX;
/// Width of the knight's border.
const PAD: usize = 2;
/// A cell of the border: what a wrapped grid's table gives for a direction that leads nowhere.
const NOWHERE: u32 = 0;

/// A square the knight may move to next: what [`Grid::visit_and_open`] lists, and what a
/// tiebreak rule ([`crate::rules::Tiebreak`]) chooses among.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cand {
    pub mv: Move,
    /// Its cell in the walk's [`Grid`].
    pub cell: usize,
    /// Its unvisited neighbours (the current square already counts as visited).
    pub degree: u8,
}

/// Degrees and move numbers of a board, padded.
#[derive(Clone, Debug)]
pub struct Grid {
    /// Boxed: a walk is moved about whole, and kept small.
    region: Box<Region>,
    stride: usize,
    /// Width of the border: the leaper's longer leg.
    pad: usize,
    /// Offsets of the eight moves in cells, in internal move order.
    /// (32-bit: a leg of at most 100 times a stride of at most 16,000,200 cells fits, and the
    /// walk is moved about whole, so it is kept small.)
    offsets: [i32; 8],
    /// Unvisited neighbours of each unvisited square; [`VISITED`] for visited, removed and
    /// border.
    degree: Vec<u8>,
    /// On a wrapped board, each cell's neighbour in each direction (internal move order;
    /// [`NOWHERE`] for none); None on an unwrapped board, where the offsets serve.
    table: Option<Box<[[u32; 8]]>>,
}

/// The neighbour of `cell` by the move key `k` of [`Grid::offsets_in`]: its cell offset.
#[inline(always)]
fn by_offset(cell: usize, k: isize) -> usize {
    (cell as isize + k) as usize
}

impl Grid {
    /// A fresh grid of the plain knight's rectangle: nothing visited, every degree the square's
    /// degree on the empty board.
    pub fn new(board: Board) -> Grid {
        let stride = board.cols() as usize + 2 * PAD;
        let height = board.rows() as usize + 2 * PAD;
        let mut offsets = [0i32; 8];
        for m in Move::ALL {
            let (dr, dc) = m.delta();
            offsets[m.index()] = dr * stride as i32 + dc;
        }
        // A square's degree on the empty board: the moves whose row step stays on the board
        // and whose column step does, as two bit masks (bit m: move m) ANDed. Rows two or more
        // from the top and bottom keep every row step, so they are all the same row: copied.
        let (rows, cols) = (board.rows() as usize, board.cols() as usize);
        let fits = |x: usize, d: i32, n: usize| (0..n as i64).contains(&(x as i64 + d as i64));
        let mask = |x: usize, n: usize, delta: fn((i32, i32)) -> i32| {
            Move::ALL
                .iter()
                .filter(|m| fits(x, delta(m.delta()), n))
                .fold(0u8, |k, m| k | 1 << m.index())
        };
        let col_masks: Vec<u8> = (0..cols).map(|c| mask(c, cols, |d| d.1)).collect();
        let full: Vec<u8> = col_masks.iter().map(|k| k.count_ones() as u8).collect();
        let mut degree = vec![VISITED; stride * height];
        for r in 0..rows {
            let row = &mut degree[(r + PAD) * stride + PAD..][..cols];
            match mask(r, rows, |d| d.0) {
                0xff => row.copy_from_slice(&full),
                k => {
                    for (d, c) in row.iter_mut().zip(&col_masks) {
                        *d = (k & c).count_ones() as u8;
                    }
                }
            }
        }
        Grid {
            region: Box::new(Region::new(board)),
            stride,
            pad: PAD,
            offsets,
            degree,
            table: None,
        }
    }

    /// A fresh grid of any region: its leaper, removed squares and wrap.
    pub fn on(region: &Region) -> Grid {
        if region.is_plain() {
            return Grid::new(region.board());
        }
        let board = region.board();
        let pad = region.leaper().b() as usize;
        let stride = board.cols() as usize + 2 * pad;
        let height = board.rows() as usize + 2 * pad;
        let deltas = region.leaper().deltas();
        let offsets = deltas.map(|(dr, dc)| dr * stride as i32 + dc);
        let mut g = Grid {
            region: Box::new(region.clone()),
            stride,
            pad,
            offsets,
            degree: vec![VISITED; stride * height],
            table: None,
        };
        // The squares kept, as cells (read anew each time: a list of them would be 8 bytes a
        // square more while the grid is built).
        let cols = board.cols() as usize;
        let present = || {
            (0..board.squares())
                .filter(|&i| !region.is_removed_index(i))
                .map(move |i| (i / cols + pad) * stride + i % cols + pad)
        };
        for c in present() {
            g.degree[c] = 0;
        }
        if region.wrap() != crate::region::Wrap::None {
            let mut table = vec![[NOWHERE; 8]; g.degree.len()];
            for c in present() {
                let s = g.square(c);
                for m in Move::ALL {
                    if let Some(t) = region.step(s, m) {
                        table[c][m.index()] = g.cell(t) as u32;
                    }
                }
            }
            g.table = Some(table.into_boxed_slice());
        }
        for c in present() {
            let d = Move::ALL
                .iter()
                .filter(|&&m| g.degree[g.neighbour(c, m)] != VISITED)
                .count();
            g.degree[c] = d as u8;
        }
        g
    }

    /// The bytes a grid of `region` holds: a degree byte per padded cell, and on a wrapped
    /// board a table of eight 4-byte neighbours per cell.
    pub fn bytes_on(region: &Region) -> u64 {
        let board = region.board();
        let pad = if region.is_plain() {
            PAD as u64
        } else {
            u64::from(region.leaper().b())
        };
        let cells = (u64::from(board.rows()) + 2 * pad) * (u64::from(board.cols()) + 2 * pad);
        let table = match region.wrap() {
            crate::region::Wrap::None => 0,
            _ => std::mem::size_of::<[u32; 8]>() as u64,
        };
        cells * (1 + table)
    }

    /// The bytes a grid of the plain `board` holds: a degree byte per padded cell.
    pub fn bytes_for(board: Board) -> u64 {
        Grid::bytes_on(&Region::new(board))
    }

    #[inline(always)]
    fn at(&self, cell: usize, offset: isize) -> usize {
        (cell as isize + offset) as usize
    }

    pub fn board(&self) -> Board {
        self.region.board()
    }

    /// The region walked: board, leaper, removed squares, wrap.
    pub fn region(&self) -> &Region {
        &self.region
    }

    /// The cell of a square (which must be on the board).
    #[inline]
    pub fn cell(&self, s: Square) -> usize {
        (s.row as usize - 1 + self.pad) * self.stride + s.col as usize - 1 + self.pad
    }

    /// The square of a cell inside the board.
    #[inline]
    pub fn square(&self, cell: usize) -> Square {
        Square::new(
            (cell / self.stride - self.pad) as u32 + 1,
            (cell % self.stride - self.pad) as u32 + 1,
        )
    }

    /// The cell reached by move `m` from `cell` (possibly border or a removed square).
    #[inline(always)]
    pub fn neighbour(&self, cell: usize, m: Move) -> usize {
        match &self.table {
            None => self.at(cell, self.offsets[m.index()] as isize),
            Some(t) => t[cell][m.index()] as usize,
        }
    }

    /// The degree byte of a cell ([`VISITED`] when visited or border).
    #[inline(always)]
    pub fn degree(&self, cell: usize) -> u8 {
        self.degree[cell]
    }

    /// Number of cells, border included (cells run from 0 to this).
    pub fn len(&self) -> usize {
        self.degree.len()
    }

    /// Never true: even a 1×1 board has its border.
    pub fn is_empty(&self) -> bool {
        false
    }

    /// Mark `cell` visited, lowering its unvisited neighbours' degrees.
    #[inline(always)]
    pub fn visit(&mut self, cell: usize) {
        match &self.table {
            None => visit_by(&mut self.degree, cell, |k| {
                by_offset(cell, self.offsets[k] as isize)
            }),
            Some(t) => {
                let near = t[cell];
                visit_by(&mut self.degree, cell, |k| near[k] as usize)
            }
        }
    }

    /// The move keys of `o`, most preferred first, for [`Grid::pick`], [`Grid::visit_and_pick`]
    /// and [`Grid::walk_in`]: the moves' cell offsets, or on a wrapped grid their indices.
    pub fn offsets_in(&self, o: &Ordering) -> [isize; 8] {
        match self.table {
            None => o.moves().map(|m| self.offsets[m.index()] as isize),
            Some(_) => o.moves().map(|m| m.index() as isize),
        }
    }

    /// The first unvisited neighbour of `cell`, in the order of `offsets`, whose degree is
    /// strictly least: Warnsdorff's rule with a move-ordering tiebreak in one pass (000, step 5
    /// of the Algorithm).
    #[inline(always)]
    pub fn pick(&self, cell: usize, offsets: &[isize; 8]) -> Option<usize> {
        match &self.table {
            None => self.pick_by(offsets, |o| by_offset(cell, o)),
            Some(t) => self.pick_by(offsets, |k| t[cell][k as usize] as usize),
        }
    }

    #[inline(always)]
    fn pick_by(&self, offsets: &[isize; 8], near: impl Fn(isize) -> usize) -> Option<usize> {
        let mut best = VISITED;
        let mut to = usize::MAX;
        for &o in offsets {
            let n = near(o);
            let d = self.degree[n];
            if d < best {
                best = d;
                to = n;
            }
        }
        (best != VISITED).then_some(to)
    }

    /// [`Grid::visit`] and then [`Grid::pick`] from the same cell, fused into one pass over its
    /// neighbours (in the order of `offsets`, which the decrements do not depend on).
    #[inline(always)]
    pub fn visit_and_pick(&mut self, cell: usize, offsets: &[isize; 8]) -> Option<usize> {
        self.degree[cell] = VISITED;
        match &self.table {
            None => visit_and_pick_by(&mut self.degree, offsets, |o| by_offset(cell, o)),
            Some(t) => {
                let near = t[cell];
                visit_and_pick_by(&mut self.degree, offsets, |k| near[k as usize] as usize)
            }
        }
    }

    /// [`Grid::visit`], writing the unvisited neighbours left (with their lowered degrees) into
    /// `out` in internal move order, in the same pass; returns how many. The candidates of the
    /// next step for rules that choose among them all.
    #[inline(always)]
    pub fn visit_and_open(&mut self, cell: usize, out: &mut [Cand; 8]) -> usize {
        match &self.table {
            None => {
                let offsets = self.offsets;
                open_by(&mut self.degree, cell, out, |k| {
                    by_offset(cell, offsets[k] as isize)
                })
            }
            Some(t) => {
                let near = t[cell];
                open_by(&mut self.degree, cell, out, |k| near[k] as usize)
            }
        }
    }

    /// Warnsdorff's walk with one move-ordering for up to `max` steps from `cell` (visited, its
    /// neighbours' degrees already lowered): [`Grid::pick`] then [`Grid::visit_and_pick`] until
    /// no unvisited neighbour is left or the knight steps onto one of the cells of `stops`
    /// (visited; no next square picked), each square taken pushed to `path`. Returns the steps
    /// taken and whether the last one ended on a stop. The walk's fast path for a rule that is a
    /// fixed ordering between switching squares (000, steps 4 and 5 of the Algorithm).
    pub fn walk_in(
        &mut self,
        cell: usize,
        offsets: &[isize; 8],
        stops: &[usize],
        path: &mut Vec<u32>,
        max: usize,
    ) -> (usize, bool) {
        if max == 0 {
            return (0, false);
        }
        let Some(mut next) = self.pick(cell, offsets) else {
            return (0, false);
        };
        let mut taken = 0;
        loop {
            path.push(next as u32);
            taken += 1;
            if taken == max {
                self.visit(next);
                return (taken, stops.contains(&next));
            }
            if stops.contains(&next) {
                self.visit(next);
                return (taken, true);
            }
            match self.visit_and_pick(next, offsets) {
                Some(n) => next = n,
                None => return (taken, false),
            }
        }
    }

    /// Undo [`Grid::visit`] of the most recently visited `cell`: its neighbours regain a degree
    /// and its own degree is recounted, so the state equals the one before the visit.
    pub fn unvisit(&mut self, cell: usize) {
        match &self.table {
            None => {
                let offsets = self.offsets;
                unvisit_by(&mut self.degree, cell, |k| {
                    by_offset(cell, offsets[k] as isize)
                })
            }
            Some(t) => {
                let near = t[cell];
                unvisit_by(&mut self.degree, cell, |k| near[k] as usize)
            }
        }
    }

    /// Bytes held on the heap.
    pub fn heap_bytes(&self) -> usize {
        self.degree.capacity()
    }

    /// The cells whose degree byte is below `n` (at most 128), in order: unvisited squares of
    /// fewer than `n` ways ([`VISITED`] border, removed and visited cells are never below).
    /// Eight bytes are tested at a time (a byte below `n` sets its top bit in
    /// `(x - n·0x01..) & !x & 0x80..`; a false alarm, from a borrow, is checked byte by byte):
    /// Irwin's marks on 64 million squares were a 190 ms scan of the status, byte by byte.
    pub fn cells_below(&self, n: u8) -> impl Iterator<Item = usize> + '_ {
        const ONES: u64 = 0x0101_0101_0101_0101;
        const HIGH: u64 = 0x8080_8080_8080_8080;
        let d = &self.degree;
        let words = d.len() / 8;
        let tail = (words * 8..d.len()).filter(move |&c| d[c] < n);
        (0..words)
            .filter(move |&w| {
                let x = u64::from_le_bytes(d[w * 8..w * 8 + 8].try_into().expect("8 bytes"));
                x.wrapping_sub(ONES * u64::from(n)) & !x & HIGH != 0
            })
            .flat_map(move |w| (w * 8..w * 8 + 8).filter(move |&c| d[c] < n))
            .chain(tail)
    }

    /// Cells of all squares of the board, row-major.
    pub fn cells(&self) -> impl Iterator<Item = usize> + '_ {
        let board = self.board();
        let (rows, cols) = (board.rows() as usize, board.cols() as usize);
        (0..rows).flat_map(move |r| {
            let start = (r + self.pad) * self.stride + self.pad;
            start..start + cols
        })
    }
}

/// [`Grid::visit`]'s pass over the neighbours `near(k)` of the moves `k` of `cell`.
#[inline(always)]
fn visit_by(degree: &mut [u8], cell: usize, near: impl Fn(usize) -> usize) {
    degree[cell] = VISITED;
    for k in 0..8 {
        let n = near(k);
        let d = degree[n];
        if d != VISITED {
            degree[n] = d - 1;
        }
    }
}

/// [`Grid::unvisit`]'s pass over the neighbours `near(k)` of the moves `k` of `cell`.
#[inline(always)]
fn unvisit_by(degree: &mut [u8], cell: usize, near: impl Fn(usize) -> usize) {
    let mut count = 0u8;
    for k in 0..8 {
        let n = near(k);
        let d = degree[n];
        if d != VISITED {
            degree[n] = d + 1;
            count += 1;
        }
    }
    degree[cell] = count;
}

/// [`Grid::visit_and_open`]'s pass over the neighbours `near(k)` of the moves `k` of `cell`.
#[inline(always)]
fn open_by(
    degree: &mut [u8],
    cell: usize,
    out: &mut [Cand; 8],
    near: impl Fn(usize) -> usize,
) -> usize {
    degree[cell] = VISITED;
    let mut n = 0;
    // Branch-free: whether a neighbour is still open is a coin toss to the branch
    // predictor. Every move writes its candidate at `n` (at most 7 before the last move)
    // and counts it only if open; a visited cell keeps VISITED.
    for m in Move::ALL {
        let c = near(m.index());
        let d = degree[c];
        let open = (d != VISITED) as u8;
        degree[c] = d - open;
        out[n & 7] = Cand {
            mv: m,
            cell: c,
            degree: d.wrapping_sub(1),
        };
        n += open as usize;
    }
    n
}

/// [`Grid::visit_and_pick`]'s pass over the neighbours `near(k)` of the keys `offsets`.
#[inline(always)]
fn visit_and_pick_by(
    degree: &mut [u8],
    offsets: &[isize; 8],
    near: impl Fn(isize) -> usize,
) -> Option<usize> {
    let mut best = VISITED;
    let mut to = usize::MAX;
    for &o in offsets {
        let n = near(o);
        let d = degree[n];
        if d != VISITED {
            let d = d - 1;
            degree[n] = d;
            if d < best {
                best = d;
                to = n;
            }
        }
    }
    (best != VISITED).then_some(to)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The empty board's degrees, from the row and column masks, equal a count of the moves
    /// that stay on the board, on every shape up to 9 × 9 (strips and 2-wide boards included).
    #[test]
    fn fresh_degrees_count_the_moves_on_the_board() {
        for rows in 1..=9u64 {
            for cols in 1..=9u64 {
                let board = Board::new(rows, cols).unwrap();
                let g = Grid::new(board);
                for i in 0..board.squares() {
                    let s = board.square(i);
                    assert_eq!(
                        g.degree(g.cell(s)) as usize,
                        board.degree(s),
                        "{s} on {board}"
                    );
                }
                let border = g.len() - board.squares();
                let visited = (0..g.len()).filter(|&c| g.degree(c) == VISITED).count();
                assert_eq!(visited, border, "{board}: only the border is visited");
            }
        }
    }
}

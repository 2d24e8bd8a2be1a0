//! The walk's flat, padded array: one degree byte per square, the visited bit folded in.
//!
//! The board is stored with a border two squares wide all round, marked visited, so a knight's
//! neighbour is found by adding a fixed offset and the border stops the walk without a test of
//! its own. A square of the padded grid is a *cell*; [`Grid::cell`] and [`Grid::square`]
//! convert between cells and [`Square`]s. Memory: one byte per cell (the board plus its border);
//! the walk's path adds four bytes a square (move numbers are kept by the walk, from its path,
//! and only when asked for).

use crate::board::{Board, Square};
use crate::moves::{Move, Ordering};

/// The degree byte of a visited square or of the border.
pub const VISITED: u8 = u8::MAX;
/// Width of the border.
const PAD: usize = 2;

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
    board: Board,
    stride: usize,
    /// Offsets of the eight moves in cells, in internal move order.
    offsets: [isize; 8],
    /// Unvisited neighbours of each unvisited square; [`VISITED`] for visited and border.
    degree: Vec<u8>,
}

impl Grid {
    /// A fresh grid: nothing visited, every degree the square's degree on the empty board.
    pub fn new(board: Board) -> Grid {
        let stride = board.cols() as usize + 2 * PAD;
        let height = board.rows() as usize + 2 * PAD;
        let mut offsets = [0isize; 8];
        for m in Move::ALL {
            let (dr, dc) = m.delta();
            offsets[m.index()] = dr as isize * stride as isize + dc as isize;
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
            board,
            stride,
            offsets,
            degree,
        }
    }

    /// The bytes a grid of `board` holds: a degree byte and a 4-byte move number per padded cell.
    pub fn bytes_for(board: Board) -> u64 {
        let cells = (board.rows() as u64 + 2 * PAD as u64) * (board.cols() as u64 + 2 * PAD as u64);
        cells * (std::mem::size_of::<u8>() + std::mem::size_of::<u32>()) as u64
    }

    #[inline(always)]
    fn at(&self, cell: usize, offset: isize) -> usize {
        (cell as isize + offset) as usize
    }

    pub fn board(&self) -> Board {
        self.board
    }

    /// The cell of a square (which must be on the board).
    #[inline]
    pub fn cell(&self, s: Square) -> usize {
        (s.row as usize - 1 + PAD) * self.stride + s.col as usize - 1 + PAD
    }

    /// The square of a cell inside the board.
    #[inline]
    pub fn square(&self, cell: usize) -> Square {
        Square::new(
            (cell / self.stride - PAD) as u32 + 1,
            (cell % self.stride - PAD) as u32 + 1,
        )
    }

    /// The cell reached by move `m` from `cell` (possibly border).
    #[inline(always)]
    pub fn neighbour(&self, cell: usize, m: Move) -> usize {
        self.at(cell, self.offsets[m.index()])
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
        self.degree[cell] = VISITED;
        for o in self.offsets {
            let n = self.at(cell, o);
            let d = self.degree[n];
            if d != VISITED {
                self.degree[n] = d - 1;
            }
        }
    }

    /// The cell offsets of the moves of `o`, most preferred first.
    pub fn offsets_in(&self, o: &Ordering) -> [isize; 8] {
        o.moves().map(|m| self.offsets[m.index()])
    }

    /// The first unvisited neighbour of `cell`, in the order of `offsets`, whose degree is
    /// strictly least: Warnsdorff's rule with a move-ordering tiebreak in one pass (000, step 5
    /// of the Algorithm).
    #[inline(always)]
    pub fn pick(&self, cell: usize, offsets: &[isize; 8]) -> Option<usize> {
        let mut best = VISITED;
        let mut to = usize::MAX;
        for &o in offsets {
            let n = self.at(cell, o);
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
        let mut best = VISITED;
        let mut to = usize::MAX;
        for &o in offsets {
            let n = self.at(cell, o);
            let d = self.degree[n];
            if d != VISITED {
                let d = d - 1;
                self.degree[n] = d;
                if d < best {
                    best = d;
                    to = n;
                }
            }
        }
        (best != VISITED).then_some(to)
    }

    /// [`Grid::visit`], writing the unvisited neighbours left (with their lowered degrees) into
    /// `out` in internal move order, in the same pass; returns how many. The candidates of the
    /// next step for rules that choose among them all.
    #[inline(always)]
    pub fn visit_and_open(&mut self, cell: usize, out: &mut [Cand; 8]) -> usize {
        self.degree[cell] = VISITED;
        let mut n = 0;
        // Branch-free: whether a neighbour is still open is a coin toss to the branch
        // predictor. Every move writes its candidate at `n` (at most 7 before the last move)
        // and counts it only if open; a visited cell keeps VISITED.
        for m in Move::ALL {
            let c = self.at(cell, self.offsets[m.index()]);
            let d = self.degree[c];
            let open = (d != VISITED) as u8;
            self.degree[c] = d - open;
            out[n & 7] = Cand {
                mv: m,
                cell: c,
                degree: d.wrapping_sub(1),
            };
            n += open as usize;
        }
        n
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
        let mut count = 0u8;
        for o in self.offsets {
            let n = self.at(cell, o);
            let d = self.degree[n];
            if d != VISITED {
                self.degree[n] = d + 1;
                count += 1;
            }
        }
        self.degree[cell] = count;
    }

    /// Bytes held on the heap.
    pub fn heap_bytes(&self) -> usize {
        self.degree.capacity()
    }

    /// Cells of all squares of the board, row-major.
    pub fn cells(&self) -> impl Iterator<Item = usize> + '_ {
        let (rows, cols) = (self.board.rows() as usize, self.board.cols() as usize);
        (0..rows).flat_map(move |r| {
            let start = (r + PAD) * self.stride + PAD;
            start..start + cols
        })
    }
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

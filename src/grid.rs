//! The walk's flat, padded arrays: one degree byte and one move number per square.
//!
//! The board is stored with a border two squares wide all round, marked visited, so a knight's
//! neighbour is found by adding a fixed offset with no bounds check. A square of the padded grid
//! is a *cell*; [`Grid::cell`] and [`Grid::square`] convert between cells and [`Square`]s.
//! Memory: one byte of degree and four of move number per cell (about 5 bytes a square plus the
//! border), which with the path's four bytes stays under 12 bytes per square.

use crate::board::{Board, Square};
use crate::moves::{Move, Ordering};

/// The degree byte of a visited square or of the border.
pub const VISITED: u8 = u8::MAX;
/// Width of the border.
const PAD: usize = 2;

/// Degrees and move numbers of a board, padded.
#[derive(Clone, Debug)]
pub struct Grid {
    board: Board,
    stride: usize,
    /// Offsets of the eight moves in cells, in internal move order.
    offsets: [isize; 8],
    /// Unvisited neighbours of each unvisited square; [`VISITED`] for visited and border.
    degree: Vec<u8>,
    /// Move number (1-based) of each visited square, 0 if unvisited.
    order: Vec<u32>,
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
        let mut degree = vec![VISITED; stride * height];
        for r in 0..board.rows() as usize {
            let row = (r + PAD) * stride + PAD;
            degree[row..row + board.cols() as usize].fill(0);
        }
        let mut g = Grid {
            board,
            stride,
            offsets,
            degree,
            order: vec![0; stride * height],
        };
        for r in 0..board.rows() as usize {
            for c in 0..board.cols() as usize {
                let cell = (r + PAD) * stride + c + PAD;
                let n = g
                    .offsets
                    .iter()
                    .filter(|&&o| g.degree[g.at(cell, o)] != VISITED)
                    .count();
                g.degree[cell] = n as u8;
            }
        }
        g
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

    /// Move number of a cell, 0 if unvisited.
    #[inline]
    pub fn order(&self, cell: usize) -> u32 {
        self.order[cell]
    }

    /// Unvisited neighbours of `cell` with their moves, in internal move order.
    pub fn open_neighbours(&self, cell: usize) -> impl Iterator<Item = (Move, usize)> + '_ {
        Move::ALL.into_iter().filter_map(move |m| {
            let n = self.neighbour(cell, m);
            (self.degree[n] != VISITED).then_some((m, n))
        })
    }

    /// Mark `cell` visited as move number `number`, lowering its unvisited neighbours' degrees.
    #[inline(always)]
    pub fn visit(&mut self, cell: usize, number: u32) {
        self.degree[cell] = VISITED;
        self.order[cell] = number;
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
    pub fn visit_and_pick(
        &mut self,
        cell: usize,
        number: u32,
        offsets: &[isize; 8],
    ) -> Option<usize> {
        self.degree[cell] = VISITED;
        self.order[cell] = number;
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
        self.order[cell] = 0;
    }

    /// Bytes held on the heap.
    pub fn heap_bytes(&self) -> usize {
        self.degree.capacity() + self.order.capacity() * std::mem::size_of::<u32>()
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

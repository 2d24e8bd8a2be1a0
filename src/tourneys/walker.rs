//! The Warnsdorff walks of the cover generators, on the core's padded [`Grid`] (its degree
//! bookkeeping: [`Grid::visit`], [`Grid::unvisit`]).
//!
//! Why not the core [`crate::walk::Walk`]: a tourney walk (001 §6) starts on a board where other
//! cycles already hold squares, closes as soon as it is a knight's move from its start (not when
//! the board is full), and a walk that gets stuck is erased square by square in any order — and
//! so are whole finished cycles when a start square is boxed in. `Walk` owns a fresh board, runs
//! to a dead end or a full tour, and undoes only its last move. The generators also break ties
//! with their own seeded stream ([`Stream`]) and some walks head home (nearest the
//! start) rather than follow Warnsdorff's rule. So they share the grid, not the walk; the
//! degree rule itself is [`Walker::next`] here and [`Grid::pick`] there (one a uniformly random
//! tiebreak, the other a move-ordering one).
//!
//! [`Grid::unvisit`] recounts the cell's degree from its neighbours, so it is exact for any
//! visited cell, not only the last one visited: the erasures rely on that.

use crate::board::{Board, Square};
use crate::grid::{Grid, VISITED};
use crate::moves::Move;
use crate::rng::Stream;

/// A walker over a [`Grid`]: squares are padded cells; `mark`/`unmark` keep the degrees.
pub(super) struct Walker {
    grid: Grid,
    cols: usize,
}

impl Walker {
    pub(super) fn new(board: Board) -> Walker {
        Walker {
            grid: Grid::new(board),
            cols: board.cols() as usize,
        }
    }

    /// Every square free again.
    pub(super) fn reset(&mut self) {
        self.grid = Grid::new(self.grid.board());
    }

    pub(super) fn squares(&self) -> usize {
        self.grid.board().squares()
    }

    /// The cell of row-major square `i`.
    #[inline]
    pub(super) fn cell(&self, i: usize) -> usize {
        self.grid.cell(Square::new(
            (i / self.cols) as u32 + 1,
            (i % self.cols) as u32 + 1,
        ))
    }

    /// The row-major index of a cell on the board.
    #[inline]
    pub(super) fn index(&self, cell: usize) -> usize {
        let s = self.grid.square(cell);
        (s.row as usize - 1) * self.cols + s.col as usize - 1
    }

    /// Whether a cell is taken (or off the board).
    #[inline]
    pub(super) fn used(&self, cell: usize) -> bool {
        self.grid.degree(cell) == VISITED
    }

    #[inline]
    pub(super) fn mark(&mut self, cell: usize) {
        self.grid.visit(cell);
    }

    #[inline]
    pub(super) fn unmark(&mut self, cell: usize) {
        self.grid.unvisit(cell);
    }

    /// The cells a knight's move from `cell`, in internal move order (some off the board).
    #[inline]
    pub(super) fn around(&self, cell: usize) -> [usize; 8] {
        Move::ALL.map(|m| self.grid.neighbour(cell, m))
    }

    #[inline]
    pub(super) fn adjacent(&self, p: usize, q: usize) -> bool {
        self.around(p).contains(&q)
    }

    /// Warnsdorff's rule: a free neighbour with fewest free neighbours, ties broken uniformly at
    /// random (candidates in internal move order).
    #[inline]
    pub(super) fn next(&self, p: usize, rng: &mut Stream) -> Option<usize> {
        let mut best = VISITED;
        let mut cands = [0usize; 8];
        let mut k = 0;
        for q in self.around(p) {
            let f = self.grid.degree(q);
            if f == VISITED {
                continue;
            }
            if f < best {
                best = f;
                k = 0;
            }
            if f == best {
                cands[k] = q;
                k += 1;
            }
        }
        match k {
            0 => None,
            1 => Some(cands[0]),
            _ => Some(cands[rng.below(k)]),
        }
    }

    /// A random free neighbour: uniformly, or among those nearest `home` if given.
    #[inline]
    pub(super) fn random_next(
        &self,
        p: usize,
        rng: &mut Stream,
        home: Option<usize>,
    ) -> Option<usize> {
        let mut cands = [0usize; 8];
        let mut k = 0;
        let mut best = usize::MAX;
        let h = home.map(|h| self.grid.square(h));
        for q in self.around(p) {
            if self.used(q) {
                continue;
            }
            let d = match h {
                Some(h) => {
                    let s = self.grid.square(q);
                    (s.row.abs_diff(h.row) as usize).pow(2)
                        + (s.col.abs_diff(h.col) as usize).pow(2)
                }
                None => 0,
            };
            if d < best {
                best = d;
                k = 0;
            }
            if d == best {
                cands[k] = q;
                k += 1;
            }
        }
        (k > 0).then(|| cands[rng.below(k)])
    }

    /// One attempt at a closed tour by Warnsdorff's rule from cell `start` on a free board;
    /// `path` gets the cells walked; true if they are a closed tour. The board is free again
    /// afterwards.
    pub(super) fn closed_attempt(
        &mut self,
        start: usize,
        rng: &mut Stream,
        path: &mut Vec<usize>,
    ) -> bool {
        let n = self.squares();
        path.clear();
        path.push(start);
        self.mark(start);
        let mut cur = start;
        while let Some(q) = self.next(cur, rng) {
            self.mark(q);
            path.push(q);
            cur = q;
        }
        let closed = path.len() == n && self.adjacent(cur, start);
        for &p in path.iter().rev() {
            self.unmark(p);
        }
        closed
    }
}

//! A cover under construction, for the generators that lay out moves directly.

use crate::board::Board;
use crate::cover::{CycleCover, NONE};

/// A cover under construction: up to two neighbours per square.
pub(super) struct Builder {
    rows: usize,
    cols: usize,
    nbr: Vec<[u32; 2]>,
}

impl Builder {
    pub(super) fn new(rows: usize, cols: usize) -> Builder {
        Builder {
            rows,
            cols,
            nbr: vec![[NONE; 2]; rows * cols],
        }
    }

    pub(super) fn at(&self, r: usize, c: usize) -> usize {
        debug_assert!(r < self.rows && c < self.cols);
        r * self.cols + c
    }

    pub(super) fn add(&mut self, a: usize, b: usize) {
        for (x, y) in [(a, b), (b, a)] {
            let p = &mut self.nbr[x];
            let slot = if p[0] == NONE { 0 } else { 1 };
            assert!(p[slot] == NONE, "square {x} already has two neighbours");
            p[slot] = y as u32;
        }
    }

    pub(super) fn remove(&mut self, a: usize, b: usize) {
        for (x, y) in [(a, b), (b, a)] {
            let p = &mut self.nbr[x];
            let slot = p.iter().position(|&z| z == y as u32).expect("edge present");
            p[slot] = NONE;
        }
    }

    pub(super) fn add_rc(&mut self, a: (usize, usize), b: (usize, usize)) {
        let (a, b) = (self.at(a.0, a.1), self.at(b.0, b.1));
        self.add(a, b);
    }

    pub(super) fn finish(self) -> CycleCover {
        let board = Board::new(self.rows as u64, self.cols as u64).expect("board size");
        let cover = CycleCover::from_raw(board, self.nbr);
        debug_assert_eq!(cover.validate(), Ok(()));
        cover
    }
}

/// Copy a cover's moves into the builder at offset (r, c).
pub(super) fn copy_in(b: &mut Builder, tile: &CycleCover, r: usize, c: usize) {
    let tb = tile.board();
    let tc = tb.cols() as usize;
    for i in 0..tb.squares() {
        for j in tile.neighbours(i) {
            if j > i {
                b.add_rc((r + i / tc, c + i % tc), (r + j / tc, c + j % tc));
            }
        }
    }
}

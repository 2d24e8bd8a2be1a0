//! A coarse index of a walk's path, for drawing a window onto a big board: the path cut into
//! blocks of [`BLOCK`] steps, each with the rows and columns its squares span, so the squares
//! of a window are read from the blocks whose span meets it, not from the whole path (35
//! million steps at the end of an 8000×8000 walk, read again at each panned frame otherwise).
//!
//! A span holds its block's squares, not its moves: on a wrapped board (a cylinder or a torus)
//! a block whose moves cross an edge has squares near both ends of the board, and its span
//! takes in the rows (or columns) between them, all of the board's in that direction. It is
//! wider than the block needs, never too narrow, so no square of a window is missed.

use crate::walk::Walk;
use std::ops::Range;

/// Steps a block: its span is 16 bytes, 1/16 byte a step (a walk costs about 5 bytes a square).
pub const BLOCK: usize = 256;

/// The rows and columns (0-based, inclusive) the squares of a block lie on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Span {
    r0: u32,
    r1: u32,
    c0: u32,
    c1: u32,
}

impl Span {
    fn of(row: u32, col: u32) -> Span {
        Span {
            r0: row,
            r1: row,
            c0: col,
            c1: col,
        }
    }

    fn add(&mut self, row: u32, col: u32) {
        self.r0 = self.r0.min(row);
        self.r1 = self.r1.max(row);
        self.c0 = self.c0.min(col);
        self.c1 = self.c1.max(col);
    }

    /// Whether it meets rows `r0..r1` and columns `c0..c1` (0-based, half-open).
    fn meets(&self, (r0, r1, c0, c1): (u32, u32, u32, u32)) -> bool {
        self.r0 < r1 && r0 <= self.r1 && self.c0 < c1 && c0 <= self.c1
    }
}

/// The first [`Blocks::len`] steps of a walk's path as blocks of [`BLOCK`] steps (the last one
/// possibly shorter), each with its [`Span`]. It is kept by whoever draws the path and told
/// where the path changed ([`Blocks::cut`]): it holds no steps of its own.
#[derive(Default)]
pub struct Blocks {
    /// Block `b` holds steps `b * BLOCK..((b + 1) * BLOCK).min(len)`.
    spans: Vec<Span>,
    len: usize,
}

impl Blocks {
    /// Steps indexed.
    #[cfg(test)]
    pub fn len(&self) -> usize {
        self.len
    }

    /// Forget the steps from `common` on (the path may be another there): the blocks wholly
    /// before it are kept.
    pub fn cut(&mut self, common: usize) {
        if common < self.len {
            let whole = common / BLOCK;
            self.spans.truncate(whole);
            self.len = whole * BLOCK;
        }
    }

    /// Index the first `len` steps of `walk`'s path, which agree with it up to [`Blocks::len`]
    /// (after a [`Blocks::cut`]): only the steps from there are read.
    pub fn extend(&mut self, walk: &Walk, len: usize) {
        self.cut(len);
        for k in self.len..len {
            let s = walk.path_square(k);
            let (row, col) = (s.row - 1, s.col - 1);
            if k % BLOCK == 0 {
                self.spans.push(Span::of(row, col));
            } else {
                self.spans.last_mut().expect("a block open").add(row, col);
            }
        }
        self.len = self.len.max(len);
    }

    /// The steps (0-based) of the blocks whose span meets rows `r0..r1` and columns `c0..c1`
    /// (0-based, half-open), in order, neighbouring blocks joined.
    pub fn meeting(&self, window: (u32, u32, u32, u32)) -> Vec<Range<usize>> {
        let mut out: Vec<Range<usize>> = Vec::new();
        for (b, span) in self.spans.iter().enumerate() {
            if !span.meets(window) {
                continue;
            }
            let steps = b * BLOCK..((b + 1) * BLOCK).min(self.len);
            match out.last_mut() {
                Some(last) if last.end == steps.start => last.end = steps.end,
                _ => out.push(steps),
            }
        }
        out
    }

    /// Each indexed step of `walk`'s path whose square lies in rows `r0..r1` and columns
    /// `c0..c1` (0-based, half-open): `f(k, row, col)`, step `k` 0-based, row and column
    /// 0-based.
    pub fn each_in(
        &self,
        walk: &Walk,
        window: (u32, u32, u32, u32),
        mut f: impl FnMut(usize, u32, u32),
    ) {
        let (r0, r1, c0, c1) = window;
        for steps in self.meeting(window) {
            for k in steps {
                let s = walk.path_square(k);
                let (row, col) = (s.row - 1, s.col - 1);
                if (r0..r1).contains(&row) && (c0..c1).contains(&col) {
                    f(k, row, col);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Board, Square};
    use crate::region::{Region, Wrap};
    use crate::rules::RuleSpec;

    /// Each step in a window, found from the whole path.
    fn by_path(walk: &Walk, window: (u32, u32, u32, u32)) -> Vec<(usize, u32, u32)> {
        let (r0, r1, c0, c1) = window;
        walk.path()
            .enumerate()
            .map(|(k, s)| (k, s.row - 1, s.col - 1))
            .filter(|&(_, r, c)| (r0..r1).contains(&r) && (c0..c1).contains(&c))
            .collect()
    }

    fn by_blocks(b: &Blocks, walk: &Walk, window: (u32, u32, u32, u32)) -> Vec<(usize, u32, u32)> {
        let mut out = Vec::new();
        b.each_in(walk, window, |k, r, c| out.push((k, r, c)));
        out
    }

    #[test]
    fn the_steps_in_a_window_are_those_the_whole_path_has_there() {
        let board = Board::new(90, 90).unwrap();
        let torus = Region::new(board).with_wrap(Wrap::Torus);
        let mut w = Walk::on(&torus, Square::new(1, 1), RuleSpec::Random, 3).unwrap();
        w.run(5000);
        let mut b = Blocks::default();
        b.extend(&w, w.len());
        assert_eq!(b.len(), w.len());
        // The whole board, some windows, and each row and each column alone (a span one
        // square short on any side misses the squares of its edge).
        let mut windows = vec![
            (0, 90, 0, 90),
            (10, 30, 40, 70),
            (85, 90, 0, 3),
            (0, 1, 89, 90),
        ];
        windows.extend((0..90).flat_map(|i| [(i, i + 1, 0, 90), (0, 90, i, i + 1)]));
        for &v in &windows {
            assert_eq!(by_blocks(&b, &w, v), by_path(&w, v), "{v:?}");
        }
        // Back 700 steps and on 900: the blocks from the first step taken back are read again.
        w.seek(4300);
        b.cut(4300);
        assert_eq!(b.len(), 4096);
        w.run(900);
        b.extend(&w, w.len());
        for &v in &windows {
            assert_eq!(by_blocks(&b, &w, v), by_path(&w, v), "{v:?}");
        }
        // A small window meets only some blocks.
        let some: usize = b.meeting((10, 12, 10, 12)).iter().map(|r| r.len()).sum();
        assert!(some < w.len(), "{some}");
    }
}

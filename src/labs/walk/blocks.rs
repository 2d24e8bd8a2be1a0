//! A coarse index of a walk's path, for drawing a window onto a big board: the path cut into
//! blocks of [`BLOCK`] steps, each with the rows and columns its squares span, so the squares
//! of a window are read from the blocks whose span meets it, not from the whole path (35
//! million steps at the end of an 8000×8000 walk, read again at each panned frame otherwise).
//!
//! A span holds its block's squares, not its moves, so it is right whatever the moves: on a
//! wrapped board (a cylinder or a torus) a move across an edge begins a new block, else the
//! block's squares would lie near both ends of the board and its span take in all the rows
//! (or columns) between them.

use crate::walk::Walk;
use std::ops::Range;

/// Steps a block at most: its span and first step are 20 bytes, under 1/12 byte a step (a walk
/// costs about 5 bytes a square).
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

/// The first `len` steps of a walk's path as blocks of at most [`BLOCK`] steps, each with its
/// [`Span`]; a move across a wrapped edge begins a new block, so that a block's span stays
/// round its squares (unsplit, three in four blocks of an ordering's walk on a 1000×1000
/// torus spanned the board). It is kept by whoever draws the path and told where the path
/// changed ([`Blocks::cut`]): it holds no steps of its own.
#[derive(Default)]
pub struct Blocks {
    spans: Vec<Span>,
    /// The first step of each block (a path is at most [`crate::board::MAX_SQUARES`] steps):
    /// block `b` holds steps `starts[b]..starts[b + 1]` (the last one up to `len`).
    starts: Vec<u32>,
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
            // The blocks that begin at or before `common`: the last of them reaches past it.
            let keep = self.starts.partition_point(|&s| s as usize <= common) - 1;
            self.len = self.starts.get(keep).map_or(0, |&s| s as usize);
            self.spans.truncate(keep);
            self.starts.truncate(keep);
        }
    }

    /// Index the first `len` steps of `walk`'s path, which agree with it up to where it was
    /// indexed (after a [`Blocks::cut`]): only the steps from there are read.
    pub fn extend(&mut self, walk: &Walk, len: usize) {
        self.cut(len);
        // A move longer than the leaper's longest leg crosses a wrapped edge.
        let leg = walk.region().leaper().b();
        let mut prev = self.len.checked_sub(1).map(|k| walk.path_square(k));
        for k in self.len..len {
            let s = walk.path_square(k);
            let (row, col) = (s.row - 1, s.col - 1);
            let open = self
                .starts
                .last()
                .is_some_and(|&b| k - (b as usize) < BLOCK);
            let joined =
                prev.is_some_and(|p| p.row.abs_diff(s.row).max(p.col.abs_diff(s.col)) <= leg);
            match self.spans.last_mut() {
                Some(span) if open && joined => span.add(row, col),
                _ => {
                    self.spans.push(Span::of(row, col));
                    self.starts.push(k as u32);
                }
            }
            prev = Some(s);
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
            let end = self.starts.get(b + 1).map_or(self.len, |&s| s as usize);
            let steps = self.starts[b] as usize..end;
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
        assert!(b.len() <= 4300 && 4300 - b.len() < BLOCK, "{}", b.len());
        w.run(900);
        b.extend(&w, w.len());
        for &v in &windows {
            assert_eq!(by_blocks(&b, &w, v), by_path(&w, v), "{v:?}");
        }
        assert_eq!(b.len(), w.len());
        // A small window meets only some blocks.
        let some: usize = b.meeting((10, 12, 10, 12)).iter().map(|r| r.len()).sum();
        assert!(some < w.len(), "{some}");
    }

    /// On a torus a move across an edge begins a block: no block holds such a move, so no
    /// span takes in the board from edge to edge for it.
    #[test]
    fn a_block_ends_where_the_path_crosses_a_wrapped_edge() {
        let board = Board::new(300, 300).unwrap();
        let torus = Region::new(board).with_wrap(Wrap::Torus);
        let ordering = RuleSpec::parse("ordering:12345678").unwrap();
        let mut w = Walk::on(&torus, Square::new(1, 1), ordering, 1).unwrap();
        w.run(usize::MAX);
        let mut b = Blocks::default();
        b.extend(&w, w.len());
        let across = |k: usize| {
            let (a, s) = (w.path_square(k - 1), w.path_square(k));
            a.row.abs_diff(s.row) > 2 || a.col.abs_diff(s.col) > 2
        };
        let crossings = (1..w.len()).filter(|&k| across(k)).count();
        assert!(crossings > 100, "{crossings} moves across an edge");
        for steps in b.meeting((0, 300, 0, 300)) {
            assert!(
                !(steps.start + 1..steps.end).any(|k| across(k) && !b.starts.contains(&(k as u32)))
            );
        }
        assert!(b.starts.windows(2).all(|p| p[1] - p[0] <= BLOCK as u32));
        assert!(b.spans.len() <= w.len() / BLOCK + 1 + crossings);
        // Each window's steps are those the whole path has there.
        for v in [
            (0, 300, 0, 300),
            (0, 20, 280, 300),
            (140, 160, 0, 300),
            (0, 300, 299, 300),
        ] {
            assert_eq!(by_blocks(&b, &w, v), by_path(&w, v), "{v:?}");
        }
    }
}

//! The leaper's graph of a small board, as bit masks: square `i` of a board of at most 128
//! squares is bit `i`, and each square's neighbours are one `u128`. What the exhaustive count
//! searches; a board of any shape (squares removed), any leaper (a, b) and any wrap.

use std::fmt;

pub use crate::region::Wrap;

/// The most squares a counted board may have: one bit a square in a `u128`.
pub const MAX_SQUARES: usize = 128;

/// Why a graph could not be made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GraphError {
    /// More squares than [`MAX_SQUARES`] (the board's squares, removed ones excluded).
    TooLarge { squares: usize },
    /// A leaper (a, b) with a = b or both zero is not a leaper.
    Leaper { a: u32, b: u32 },
    /// The removed squares' mask is not rows × cols long.
    Shape { expected: usize, given: usize },
}

impl fmt::Display for GraphError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GraphError::TooLarge { squares } => write!(
                f,
                "{squares} squares: an exhaustive count takes at most {MAX_SQUARES}"
            ),
            GraphError::Leaper { a, b } => {
                write!(f, "({a},{b}) is not a leaper: a and b must differ")
            }
            GraphError::Shape { expected, given } => write!(
                f,
                "the shape has {given} cells for a board of {expected} squares"
            ),
        }
    }
}

impl std::error::Error for GraphError {}

/// A board's leaper graph: `squares` present squares, numbered in row-major order of the
/// rectangle skipping removed ones; `cell[i]` is square `i`'s (row, col), 0-based.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Graph {
    pub rows: u32,
    pub cols: u32,
    pub cell: Vec<(u32, u32)>,
    pub adj: Vec<u128>,
}

/// The eight (dr, dc) jumps of the (a, b) leaper (four when a or b is zero).
///
/// ```
/// use warnsdorff::count::graph::jumps;
/// assert_eq!(jumps(1, 2).len(), 8);
/// assert_eq!(jumps(0, 1).len(), 4);
/// ```
pub fn jumps(a: u32, b: u32) -> Vec<(i64, i64)> {
    let (a, b) = (a as i64, b as i64);
    let mut out = Vec::new();
    for (x, y) in [(a, b), (b, a)] {
        for (sx, sy) in [(1, 1), (1, -1), (-1, 1), (-1, -1)] {
            let j = (sx * x, sy * y);
            if !out.contains(&j) {
                out.push(j);
            }
        }
    }
    out
}

impl Graph {
    /// The (a, b) leaper's graph on a `rows` × `cols` rectangle with the squares `removed[r *
    /// cols + c]` taken out (empty: none), joined as `wrap` says.
    ///
    /// ```
    /// use warnsdorff::count::graph::{Graph, Wrap};
    /// let g = Graph::new(3, 3, (1, 2), &[], Wrap::None).unwrap();
    /// // The knight's 3×3 graph: the centre is isolated, the rest is one 8-cycle.
    /// assert_eq!(g.adj[4], 0);
    /// assert!(g.adj.iter().enumerate().all(|(i, m)| i == 4 || m.count_ones() == 2));
    /// ```
    pub fn new(
        rows: u32,
        cols: u32,
        (a, b): (u32, u32),
        removed: &[bool],
        wrap: Wrap,
    ) -> Result<Graph, GraphError> {
        if a == b {
            return Err(GraphError::Leaper { a, b });
        }
        let area = rows as usize * cols as usize;
        if !removed.is_empty() && removed.len() != area {
            return Err(GraphError::Shape {
                expected: area,
                given: removed.len(),
            });
        }
        let here = |r: usize, c: usize| removed.is_empty() || !removed[r * cols as usize + c];
        let mut index = vec![usize::MAX; area];
        let mut cell = Vec::new();
        for r in 0..rows as usize {
            for c in 0..cols as usize {
                if here(r, c) {
                    if cell.len() == MAX_SQUARES {
                        let squares = (0..area).filter(|&k| removed.is_empty() || !removed[k]);
                        return Err(GraphError::TooLarge {
                            squares: squares.count(),
                        });
                    }
                    index[r * cols as usize + c] = cell.len();
                    cell.push((r as u32, c as u32));
                }
            }
        }
        let (rn, cn) = (rows as i64, cols as i64);
        let fold = |v: i64, n: i64, wraps: bool| {
            if (0..n).contains(&v) {
                Some(v)
            } else if wraps {
                Some(v.rem_euclid(n))
            } else {
                None
            }
        };
        let wrap_cols = wrap != Wrap::None;
        let wrap_rows = wrap == Wrap::Torus;
        let adj = cell
            .iter()
            .enumerate()
            .map(|(i, &(r, c))| {
                let mut mask = 0u128;
                for (dr, dc) in jumps(a, b) {
                    let to = fold(r as i64 + dr, rn, wrap_rows)
                        .zip(fold(c as i64 + dc, cn, wrap_cols))
                        .map(|(r, c)| index[(r * cn + c) as usize]);
                    if let Some(j) = to.filter(|&j| j != usize::MAX && j != i) {
                        mask |= 1u128 << j;
                    }
                }
                mask
            })
            .collect();
        Ok(Graph {
            rows,
            cols,
            cell,
            adj,
        })
    }

    /// The number of squares.
    pub fn len(&self) -> usize {
        self.cell.len()
    }

    /// Whether the board has no square.
    pub fn is_empty(&self) -> bool {
        self.cell.is_empty()
    }

    /// Every square's bit.
    pub fn all(&self) -> u128 {
        if self.len() == 128 {
            u128::MAX
        } else {
            (1u128 << self.len()) - 1
        }
    }

    /// The board's symmetries that map its squares onto its squares and its moves onto its
    /// moves: the rectangle's (eight on a square, four otherwise) that keep the removed
    /// squares removed. Each is a permutation of the squares; the first is the identity.
    pub fn symmetries(&self) -> Vec<Vec<usize>> {
        let (rows, cols) = (self.rows as i64, self.cols as i64);
        let map = |k: usize, r: i64, c: i64| match k {
            0 => (r, c),
            1 => (rows - 1 - r, c),
            2 => (r, cols - 1 - c),
            3 => (rows - 1 - r, cols - 1 - c),
            4 => (c, r),
            5 => (cols - 1 - c, r),
            6 => (c, rows - 1 - r),
            _ => (cols - 1 - c, rows - 1 - r),
        };
        let maps = if rows == cols { 8 } else { 4 };
        let find = |r: i64, c: i64| {
            self.cell
                .iter()
                .position(|&(rr, cc)| rr as i64 == r && cc as i64 == c)
        };
        (0..maps)
            .filter_map(|k| {
                let perm: Option<Vec<usize>> = self
                    .cell
                    .iter()
                    .map(|&(r, c)| {
                        let (r, c) = map(k, r as i64, c as i64);
                        find(r, c)
                    })
                    .collect();
                let perm = perm?;
                let keeps = (0..self.len()).all(|i| {
                    let image: u128 = bits(self.adj[i])
                        .map(|j| 1u128 << perm[j])
                        .fold(0, |x, y| x | y);
                    image == self.adj[perm[i]]
                });
                keeps.then_some(perm)
            })
            .collect()
    }
}

/// The set bits of a mask, lowest first.
///
/// ```
/// use warnsdorff::count::graph::bits;
/// assert_eq!(bits(0b1010).collect::<Vec<_>>(), vec![1, 3]);
/// ```
pub fn bits(mut mask: u128) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let i = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            i
        })
    })
}

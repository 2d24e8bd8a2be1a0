//! Crossings of a set of moves: pairs of moves whose segments, drawn between square centres,
//! meet at a point that is an endpoint of neither (Mamano, Efrat et al., "Taming the Knight's
//! Tour: Minimizing Turns and Crossings", FUN 2021, arXiv:1904.02824, §1), counted exactly with
//! integer orientation tests and in time linear in the moves.
//!
//! # Reading of the definition
//!
//! - Two segments that cross properly (each one's ends strictly on opposite sides of the other's
//!   line) meet at one point inside both: a crossing.
//! - Segments sharing an endpoint, or touching in a "T" (an end of one inside the other), meet
//!   only at a point that is an endpoint of one of them: **not** a crossing. For a knight the
//!   T cannot happen anyway: a segment of vector (1,2) holds no square centre but its ends.
//! - Collinear segments that overlap in more than a point meet in infinitely many points, most
//!   of them endpoints of neither: a crossing, counted once. A set of distinct knight moves has
//!   no such pair (its segments hold no other centre, so two collinear ones can share at most an
//!   end); a move listed twice overlaps itself and counts.
//! - A segment of length zero meets anything only at its own end: never a crossing.
//!
//! # Linear time
//!
//! A move reaches at most `R` rows and columns (R = 2 for a knight). Two segments can only meet
//! if their bounding boxes overlap, so a move's partners have their ends within `R` of its box.
//! Each move is filed once, under its *anchor* (its end first in row-major order), in a table
//! of cells over the squares' bounding box; each pair is tested once, from the move filed
//! first, by scanning the cells from its own anchor to the bottom of its box, `R` columns either
//! side. That is O(R²) tests a move: linear in the moves for a fixed leaper.

use crate::board::Square;

/// Twice the signed area of the triangle a, b, c: positive when c is left of a → b.
fn orient(a: (i64, i64), b: (i64, i64), c: (i64, i64)) -> i64 {
    (b.0 - a.0) * (c.1 - a.1) - (b.1 - a.1) * (c.0 - a.0)
}

fn point(s: Square) -> (i64, i64) {
    (s.row as i64, s.col as i64)
}

/// Whether two segments between square centres cross in the sense of the module docs: a proper
/// crossing, or a collinear overlap longer than a point.
///
/// ```
/// use warnsdorff::board::Square;
/// use warnsdorff::shape::segments_cross;
/// let s = |r, c| Square::new(r, c);
/// // An X: (1,1)–(2,3) and (2,1)–(1,3) meet at (1.5, 2), inside both.
/// assert!(segments_cross([s(1, 1), s(2, 3)], [s(2, 1), s(1, 3)]));
/// // Sharing an end is not a crossing.
/// assert!(!segments_cross([s(1, 1), s(2, 3)], [s(2, 3), s(4, 4)]));
/// // A T (the end (2,2) inside the other segment): the meeting point is an end, not a crossing.
/// assert!(!segments_cross([s(1, 1), s(3, 3)], [s(2, 2), s(1, 3)]));
/// // Collinear and overlapping: a crossing.
/// assert!(segments_cross([s(1, 1), s(3, 3)], [s(2, 2), s(4, 4)]));
/// ```
pub fn segments_cross(s: [Square; 2], t: [Square; 2]) -> bool {
    let (a, b, c, d) = (point(s[0]), point(s[1]), point(t[0]), point(t[1]));
    if a == b || c == d {
        return false;
    }
    let (o1, o2) = (orient(a, b, c), orient(a, b, d));
    let (o3, o4) = (orient(c, d, a), orient(c, d, b));
    if o1 == 0 && o2 == 0 {
        // Collinear (o3 = o4 = 0 too): project on a → b and compare the intervals.
        let dir = (b.0 - a.0, b.1 - a.1);
        let along = |p: (i64, i64)| (p.0 - a.0) * dir.0 + (p.1 - a.1) * dir.1;
        let (ta, tb, tc, td) = (0, along(b), along(c), along(d));
        let lo = ta.min(tb).max(tc.min(td));
        let hi = ta.max(tb).min(tc.max(td));
        return lo < hi;
    }
    o1.signum() * o2.signum() < 0 && o3.signum() * o4.signum() < 0
}

/// The number of crossing pairs among `moves` (segments between square centres, each given by
/// its two ends in either order), in the sense of the module docs. Linear in the number of
/// moves for moves of bounded length; exact (integer arithmetic only).
///
/// ```
/// use warnsdorff::board::Square;
/// use warnsdorff::shape::crossings;
/// let s = |r, c| Square::new(r, c);
/// // An X and a move far away.
/// let moves = [[s(1, 1), s(2, 3)], [s(2, 1), s(1, 3)], [s(7, 7), s(8, 5)]];
/// assert_eq!(crossings(&moves), 1);
/// ```
pub fn crossings(moves: &[[Square; 2]]) -> u64 {
    count_crossings(moves.iter().copied())
}

/// [`crossings`] of moves given by an iterator, read three times (the squares' box, the count
/// under each anchor, the filing) so that no list of the moves is made: the count keeps 4
/// bytes a cell of the squares' box and 8 bytes a move.
///
/// ```
/// use warnsdorff::board::Square;
/// use warnsdorff::shape::count_crossings;
/// let s = |r, c| Square::new(r, c);
/// // The X of two knight's moves, and a third far away.
/// let moves = [[s(1, 1), s(2, 3)], [s(2, 1), s(1, 3)], [s(7, 7), s(8, 5)]];
/// assert_eq!(count_crossings(moves.iter().copied()), 1);
/// ```
pub fn count_crossings<I>(moves: I) -> u64
where
    I: Iterator<Item = [Square; 2]> + Clone,
{
    let Some(first) = moves.clone().next() else {
        return 0;
    };
    let moves = || moves.clone();
    // The squares' bounding box, and the longest reach of a move.
    let (mut r0, mut r1, mut c0, mut c1) = (first[0].row, first[0].row, first[0].col, first[0].col);
    let mut reach = 0u32;
    for m in moves() {
        for s in m {
            r0 = r0.min(s.row);
            r1 = r1.max(s.row);
            c0 = c0.min(s.col);
            c1 = c1.max(s.col);
        }
        reach = reach
            .max(m[0].row.abs_diff(m[1].row))
            .max(m[0].col.abs_diff(m[1].col));
    }
    let (h, w) = ((r1 - r0 + 1) as usize, (c1 - c0 + 1) as usize);
    let cell = |s: Square| (s.row - r0) as usize * w + (s.col - c0) as usize;
    // File each move under its anchor: offsets per cell (counting sort), then each move's
    // vector from its anchor to its other end.
    let mut start = vec![0u32; h * w + 1];
    let anchored = |m: &[Square; 2]| {
        if (m[0].row, m[0].col) <= (m[1].row, m[1].col) {
            (m[0], m[1])
        } else {
            (m[1], m[0])
        }
    };
    let mut total = 0usize;
    for m in moves() {
        start[cell(anchored(&m).0) + 1] += 1;
        total += 1;
    }
    for i in 0..h * w {
        start[i + 1] += start[i];
    }
    let mut fill = start.clone();
    let mut vector = vec![(0i32, 0i32); total];
    for m in moves() {
        let (a, b) = anchored(&m);
        let k = &mut fill[cell(a)];
        vector[*k as usize] = (b.row as i32 - a.row as i32, b.col as i32 - a.col as i32);
        *k += 1;
    }
    drop(fill);
    let reach = reach as usize;
    let mut count = 0u64;
    for row in 0..h {
        for col in 0..w {
            let here = row * w + col;
            for k in start[here] as usize..start[here + 1] as usize {
                let (dr, dc) = vector[k];
                let a = Square::new(r0 + row as u32, c0 + col as u32);
                let b = Square::new(
                    (a.row as i64 + dr as i64) as u32,
                    (a.col as i64 + dc as i64) as u32,
                );
                // The anchor is the first end in row-major order, so dr >= 0; partners filed
                // after this move have their anchors from here to the box's bottom row.
                let other = (b.col - c0) as usize;
                let (lo, hi) = (col.min(other), col.max(other));
                let cols = lo.saturating_sub(reach)..(hi + reach + 1).min(w);
                for prow in row..=row + dr as usize {
                    for pcol in cols.clone() {
                        let there = prow * w + pcol;
                        if there < here {
                            continue;
                        }
                        let from = if there == here {
                            k + 1
                        } else {
                            start[there] as usize
                        };
                        let c = Square::new(r0 + prow as u32, c0 + pcol as u32);
                        for &(er, ec) in &vector[from..start[there + 1] as usize] {
                            let d = Square::new(
                                (c.row as i64 + er as i64) as u32,
                                (c.col as i64 + ec as i64) as u32,
                            );
                            // Boxes apart: no meeting (most candidates stop here).
                            let apart = d.row.max(c.row) < a.row
                                || d.row.min(c.row) > b.row
                                || d.col.max(c.col) < a.col.min(b.col)
                                || d.col.min(c.col) > a.col.max(b.col);
                            count += u64::from(!apart && segments_cross([a, b], [c, d]));
                        }
                    }
                }
            }
        }
    }
    count
}

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
use crate::region::{Region, Wrap};

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
    count_where(moves, |_, _| true)
}

/// Crossings of the moves of a walk on a wrapped board (a cylinder's columns, or a torus's rows
/// and columns, joined), counted on the board itself: each move is drawn as its *lifts*, the
/// copies of its segment (its leaper's vector, from its square or from a copy of the square a
/// board's width or height away) that enter the board's rectangle, and a pair of lifts counts
/// when they cross at a point of the rectangle (its top and left edges in, its bottom and right
/// edges out, so that a point on a seam is counted once). A move that does not cross an edge is
/// its own one lift, and on a board that does not wrap this is [`count_crossings`].
///
/// ```
/// use warnsdorff::board::{Board, Square};
/// use warnsdorff::region::{Region, Wrap};
/// use warnsdorff::shape::{count_crossings, count_crossings_on};
/// let s = |r, c| Square::new(r, c);
/// let cylinder = Region::new(Board::new(4, 5).unwrap()).with_wrap(Wrap::Cylinder);
/// // (1,5)→(2,2) is the knight's (1,2) across the seam, parallel to (1,3)→(2,5): in the plane
/// // the long segment (1,5)–(2,2) crosses it, on the cylinder they never meet.
/// let parallel = [[s(1, 5), s(2, 2)], [s(1, 3), s(2, 5)]];
/// assert_eq!(count_crossings(parallel.iter().copied()), 1);
/// assert_eq!(count_crossings_on(parallel.iter().copied(), &cylinder), 0);
/// // Its lift from (1,0) to (2,2) crosses (2,1)→(1,3) at (1.75, 1.5), on the board; in the
/// // plane the two do not meet.
/// let seam = [[s(1, 5), s(2, 2)], [s(2, 1), s(1, 3)]];
/// assert_eq!(count_crossings(seam.iter().copied()), 0);
/// assert_eq!(count_crossings_on(seam.iter().copied(), &cylinder), 1);
/// // The X of two moves that stay on the plane, as without the wrap.
/// let x = [[s(1, 4), s(2, 2)], [s(2, 4), s(1, 2)]];
/// assert_eq!(count_crossings_on(x.iter().copied(), &cylinder), 1);
/// ```
pub fn count_crossings_on<I>(moves: I, region: &Region) -> u64
where
    I: Iterator<Item = [Square; 2]> + Clone,
{
    let wrap = region.wrap();
    if wrap == Wrap::None {
        return count_crossings(moves);
    }
    let board = region.board();
    let (rows, cols) = (board.rows() as i64, board.cols() as i64);
    // Every lift that enters the rectangle has its ends within a leg of it: shifted by `off`,
    // every coordinate is at least 1.
    let off = region.leaper().a().max(region.leaper().b()) as i64 + 1;
    let shifts: Vec<(i64, i64)> = (-1..=1)
        .filter(|&i| i == 0 || wrap.rows())
        .flat_map(|i| {
            (-1..=1)
                .filter(move |&j| j == 0 || wrap.cols())
                .map(move |j| (i * rows, j * cols))
        })
        .collect();
    let lifts = moves.flat_map(move |[a, b]| {
        let (dr, dc) = region.vector(a, b).map_or(
            (b.row as i64 - a.row as i64, b.col as i64 - a.col as i64),
            |(r, c)| (r as i64, c as i64),
        );
        let shifts = shifts.clone();
        shifts.into_iter().filter_map(move |(sr, sc)| {
            let (r, c) = (a.row as i64 + sr, a.col as i64 + sc);
            let (r2, c2) = (r + dr, c + dc);
            // The lift's box must meet the rectangle's squares.
            let meets = r.max(r2) >= 1 && r.min(r2) <= rows && c.max(c2) >= 1 && c.min(c2) <= cols;
            meets.then(|| {
                let sq = |r: i64, c: i64| Square::new((r + off) as u32, (c + off) as u32);
                [sq(r, c), sq(r2, c2)]
            })
        })
    });
    // The rectangle in doubled coordinates: [2·off + 1, 2·(off + n) + 1).
    let (lo_r, hi_r) = ((2 * off + 1) as i128, (2 * (off + rows) + 1) as i128);
    let (lo_c, hi_c) = ((2 * off + 1) as i128, (2 * (off + cols) + 1) as i128);
    count_where(lifts, |s, t| {
        let (num_r, num_c, den) = meeting(s, t);
        (lo_r * den..hi_r * den).contains(&num_r) && (lo_c * den..hi_c * den).contains(&num_c)
    })
}

/// Where two crossing segments meet, as (2·row·den, 2·col·den, den) with den > 0: their one
/// common point, or the middle of their overlap when they are collinear.
fn meeting(s: [Square; 2], t: [Square; 2]) -> (i128, i128, i128) {
    let p = |s: Square| (s.row as i128, s.col as i128);
    let (a, b, c, d) = (p(s[0]), p(s[1]), p(t[0]), p(t[1]));
    let orient = |a: (i128, i128), b: (i128, i128), c: (i128, i128)| {
        (b.0 - a.0) * (c.1 - a.1) - (b.1 - a.1) * (c.0 - a.0)
    };
    let (oc, od) = (orient(a, b, c), orient(a, b, d));
    if oc == 0 && od == 0 {
        let dir = (b.0 - a.0, b.1 - a.1);
        let along = |q: (i128, i128)| (q.0 - a.0) * dir.0 + (q.1 - a.1) * dir.1;
        let (tb, tc, td) = (along(b), along(c), along(d));
        let lo = tb.min(0).max(tc.min(td));
        let hi = tb.max(0).min(tc.max(td));
        let den = dir.0 * dir.0 + dir.1 * dir.1;
        return (
            2 * a.0 * den + dir.0 * (lo + hi),
            2 * a.1 * den + dir.1 * (lo + hi),
            den,
        );
    }
    // c + (d − c)·oc/(oc − od).
    let (mut num, mut den) = (oc, oc - od);
    if den < 0 {
        (num, den) = (-num, -den);
    }
    (
        2 * c.0 * den + 2 * (d.0 - c.0) * num,
        2 * c.1 * den + 2 * (d.1 - c.1) * num,
        den,
    )
}

/// [`count_crossings`], a crossing pair counted only when `keep` says so.
fn count_where<I>(moves: I, keep: impl Fn([Square; 2], [Square; 2]) -> bool) -> u64
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
                            count += u64::from(
                                !apart && segments_cross([a, b], [c, d]) && keep([a, b], [c, d]),
                            );
                        }
                    }
                }
            }
        }
    }
    count
}

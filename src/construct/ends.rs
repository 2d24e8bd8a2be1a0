//! Open tours from a given start to a given end: the part of Lin & Wei's open question (003
//! §5, "from a given start to a given end") this crate can serve soundly.
//!
//! What is served: boards with a closed tour (003 Theorem 1) of at most [`ENDS_MAX_SQUARES`]
//! squares, and a start and an end of opposite colours. What is refused, with the reason:
//! - ends of the same colour: impossible, not just unserved. A closed-tour board has as many
//!   squares of each colour, and a knight alternates colours, so a path through all of an even
//!   number of squares starts and ends on opposite colours;
//! - boards without a closed tour (odd × odd, 3 × m with m < 10, 4 × m): not served;
//! - larger boards: not served (the search below costs about squares² / 8 steps).
//!
//! How: the constructed closed tour is cut at the start, giving a path from the start through
//! every square; Pósa rotations then move its far end (if the end `e` is a knight's move from
//! the path's square `p[i]`, the path `p[0..=i]`, then `p[i+1..]` reversed, is a path from the
//! same start ending at `p[i+1]`). The search takes seeded random rotations until the square
//! before the wanted end is a knight's move from the path's end, and then one last rotation
//! ends the path there. It is a search, not a theorem: a board may have a path this does not
//! find within its budget, and then it says so. Every path it returns is checked (tests check
//! every pair of opposite colours on several boards).

use super::{construct, ConstructError, TourKind};
use crate::board::{Board, Square};
use crate::construct::exists::existence;
use crate::rng::Stream;

/// The largest board (in squares) [`tour_between`] serves.
pub const ENDS_MAX_SQUARES: usize = 10_000;

/// Rotations tried per square of the board before the search gives up (32 times more found
/// no more pairs on 5 × 6, 6 × 6 or 3 × 10, and 4 more of 3 × 12's 162)...
const ROTATIONS_PER_SQUARE: usize = 64;
/// ...and at most this many squares moved by rotations in all (a rotation moves about half the
/// board), so a failing search on the largest board served stops within about a second.
const MAX_MOVED: usize = 400_000_000;

/// The rotations the search tries on a board of `n` squares.
fn budget(n: usize) -> usize {
    (ROTATIONS_PER_SQUARE * n).min(2 * MAX_MOVED / n.max(1))
}

/// An open tour of `board` from `start` to `end`, as a visiting order (row-major squares).
/// Same arguments, same tour.
pub fn tour_between(
    board: Board,
    start: Square,
    end: Square,
) -> Result<Vec<usize>, ConstructError> {
    let err = |reason: String| ConstructError::Start {
        board,
        start,
        reason,
    };
    let s = board
        .index(start)
        .ok_or_else(|| err(format!("{start} is off the board")))?;
    let t = board
        .index(end)
        .ok_or_else(|| err(format!("the end {end} is off the board")))?;
    if s == t {
        return Err(err(format!(
            "the end {end} is the start; a closed tour returns to its start (kind closed)"
        )));
    }
    let ex = existence(board.rows() as u64, board.cols() as u64);
    if ex.strongest != TourKind::Closed {
        return Err(err(format!(
            "tours to a given end are built only on boards with a closed tour, and {}",
            ex.reason()
        )));
    }
    if (start.row + start.col) % 2 == (end.row + end.col) % 2 {
        return Err(err(format!(
            "{start} and {end} are the same colour; {board} has as many squares of each colour \
             and a knight alternates colours, so a tour through every square ends on the \
             other colour from its start"
        )));
    }
    let n = board.squares();
    if n > ENDS_MAX_SQUARES {
        return Err(err(format!(
            "tours to a given end are searched for on boards of at most {ENDS_MAX_SQUARES} \
             squares; {board} has {n}"
        )));
    }
    let tour = construct(board, TourKind::Closed)?;
    let path = tour
        .order_from(s)
        .expect("a closed tour passes every square");
    rotate_to(board, path, t).ok_or_else(|| {
        err(format!(
            "the search ({} rotations of the constructed tour) found no tour ending on {end}; one \
             may still exist",
            budget(n)
        ))
    })
}

/// Pósa rotations of `path` (its first square fixed) until it ends on `t`.
fn rotate_to(board: Board, mut p: Vec<usize>, t: usize) -> Option<Vec<usize>> {
    let n = p.len();
    let cols = board.cols() as usize;
    let rows = board.rows() as usize;
    let mut pos = vec![0usize; n];
    for (i, &v) in p.iter().enumerate() {
        pos[v] = i;
    }
    // Rotate at `i`: p[..=i] stays, p[i+1..] is reversed; the end becomes the old p[i+1].
    let rotate = |p: &mut Vec<usize>, pos: &mut Vec<usize>, i: usize| {
        p[i + 1..].reverse();
        for (k, &v) in p.iter().enumerate().skip(i + 1) {
            pos[v] = k;
        }
    };
    let knight = |a: usize, b: usize| {
        let (dr, dc) = ((a / cols).abs_diff(b / cols), (a % cols).abs_diff(b % cols));
        (dr, dc) == (1, 2) || (dr, dc) == (2, 1)
    };
    let mut rng = Stream::new(n as u64 ^ ((t as u64) << 32) ^ p[0] as u64);
    let mut options = Vec::with_capacity(8);
    for _ in 0..budget(n) {
        if pos[t] == n - 1 {
            return Some(p);
        }
        let e = p[n - 1];
        let before_t = pos[t] - 1;
        if knight(e, p[before_t]) {
            rotate(&mut p, &mut pos, before_t);
            debug_assert_eq!(p[n - 1], t);
            return Some(p);
        }
        // A random rotation: any knight's neighbour of the end but its own predecessor.
        let (er, ec) = ((e / cols) as isize, (e % cols) as isize);
        options.clear();
        for (dr, dc) in crate::moves::DELTAS {
            let (r, c) = (er + dr as isize, ec + dc as isize);
            if r < 0 || c < 0 || r >= rows as isize || c >= cols as isize {
                continue;
            }
            let i = pos[r as usize * cols + c as usize];
            if i + 2 < n {
                options.push(i);
            }
        }
        if options.is_empty() {
            return None;
        }
        let i = options[rng.below(options.len())];
        rotate(&mut p, &mut pos, i);
    }
    (pos[t] == n - 1).then_some(p)
}

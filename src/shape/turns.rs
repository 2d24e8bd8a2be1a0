//! Turns of a knight's path, closed tour or cycle cover: the squares where the incoming and the
//! outgoing move differ (Mamano, Efrat et al., "Taming the Knight's Tour: Minimizing Turns and
//! Crossings", FUN 2021, arXiv:1904.02824, §1).
//!
//! A move is its vector (Δrow, Δcol); two moves "differ in direction" when their vectors differ.
//! Along a path the only other way to keep a line would be to reverse, straight back to the
//! square just left, which no path that visits each square once can do, so comparing vectors is
//! comparing directions. An open path turns at interior squares only (its two ends have one move
//! each); a closed tour, and each cycle of a cover, wraps round, so every square of it is
//! counted. In Parberry's relative moves ([`crate::stats::distribution`]) a turn is any relative
//! move other than 0.

use crate::board::Square;

/// The move from `a` to `b` as a vector.
fn vector(a: Square, b: Square) -> (i64, i64) {
    (b.row as i64 - a.row as i64, b.col as i64 - a.col as i64)
}

/// Turns of squares visited in order; `closed` joins the last square to the first and counts
/// every square, otherwise only the interior ones. A closed sequence of fewer than three
/// squares is no cycle and has no turns.
///
/// ```
/// use warnsdorff::board::Square;
/// use warnsdorff::shape::turns;
/// let s = |r, c| Square::new(r, c);
/// // Two equal moves, then a different one: one turn, at (3,5).
/// assert_eq!(turns(&[s(1, 1), s(2, 3), s(3, 5), s(5, 4)], false), 1);
/// // Straight on: no turn.
/// assert_eq!(turns(&[s(1, 1), s(2, 3), s(3, 5)], false), 0);
/// // A knight's 4-cycle (a rhombus): open, its two interior squares turn; closed, all four.
/// let rhombus = [s(2, 2), s(3, 4), s(5, 3), s(4, 1)];
/// assert_eq!((turns(&rhombus, false), turns(&rhombus, true)), (2, 4));
/// ```
pub fn turns(squares: &[Square], closed: bool) -> u64 {
    turns_with(squares, closed, vector)
}

/// [`turns`] with each move's vector given by `vector` (on a wrapped board, the leaper's
/// vector of a move across an edge, not the squares' difference).
pub fn turns_with(
    squares: &[Square],
    closed: bool,
    vector: impl Fn(Square, Square) -> (i64, i64),
) -> u64 {
    let n = squares.len();
    if n < 3 {
        return 0;
    }
    let mut count = squares
        .windows(3)
        .filter(|w| vector(w[0], w[1]) != vector(w[1], w[2]))
        .count() as u64;
    if closed {
        let (first, second) = (squares[0], squares[1]);
        let (before_last, last) = (squares[n - 2], squares[n - 1]);
        // At the last square (closing move out) and at the first (closing move in).
        count += u64::from(vector(before_last, last) != vector(last, first));
        count += u64::from(vector(last, first) != vector(first, second));
    }
    count
}

/// Turns of a cover: each cycle wrapped round on its own, added up.
///
/// ```
/// use warnsdorff::board::Square;
/// use warnsdorff::shape::turns_of_cycles;
/// let s = |r, c| Square::new(r, c);
/// // Two knight's 4-cycles (rhombi): all eight squares turn.
/// let a = vec![s(2, 2), s(3, 4), s(5, 3), s(4, 1)];
/// let b = vec![s(6, 6), s(7, 8), s(9, 7), s(8, 5)];
/// assert_eq!(turns_of_cycles(&[a, b]), 8);
/// ```
pub fn turns_of_cycles<C: AsRef<[Square]>>(cycles: &[C]) -> u64 {
    cycles.iter().map(|c| turns(c.as_ref(), true)).sum()
}

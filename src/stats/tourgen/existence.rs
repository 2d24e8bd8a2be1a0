//! Which boards have a knight's tour at all, as the statistics sources check before they start.
//! (The authoritative existence module, after Lin & Wei (003), is being written beside this; the
//! callers here move to it when it lands.)

use crate::board::Board;

/// Whether an m × n board has an open knight's tour (Conrad, Hindrichs, Morsy & Wegener 1994):
/// with m ≤ n, m ≥ 5; or m = 4 and n ≥ 5; or m = 3 and n = 4 or n ≥ 7. (1 × 1 is left out: a
/// single square has no moves to count.)
pub fn has_open_tour(board: Board) -> bool {
    let (m, n) = sides(board);
    m >= 5 || (m == 4 && n >= 5) || (m == 3 && (n == 4 || n >= 7))
}

/// Whether an m × n board has a closed knight's tour (Schwenk 1991): with m ≤ n, not both odd,
/// m ∉ {1, 2, 4}, and not m = 3 with n ∈ {4, 6, 8}.
pub fn has_closed_tour(board: Board) -> bool {
    let (m, n) = sides(board);
    let both_odd = m % 2 == 1 && n % 2 == 1;
    let narrow = [1, 2, 4].contains(&m);
    let three_short = m == 3 && [4, 6, 8].contains(&n);
    !(both_odd || narrow || three_short)
}

fn sides(board: Board) -> (u32, u32) {
    let (a, b) = (board.rows(), board.cols());
    (a.min(b), a.max(b))
}

//! Where things are on the drawn board, for a square size of `cell` CSS pixels: square and rail
//! centres, and which rail is under a point. Pure arithmetic; the page's canvas uses the same.

use crate::board::Board;
use crate::rails::Rail;

/// Centre of row-major square `i` in pixels `(x, y)`.
pub fn square_centre(board: Board, i: usize, cell: f64) -> (f64, f64) {
    let cols = board.cols() as usize;
    (
        ((i % cols) as f64 + 0.5) * cell,
        ((i / cols) as f64 + 0.5) * cell,
    )
}

/// Centre of a rail's parallelogram (the mean of its four squares' centres).
pub fn rail_centre(board: Board, rail: Rail, cell: f64) -> (f64, f64) {
    let sq = rail.squares(board).unwrap_or([0; 4]);
    let (mut x, mut y) = (0.0, 0.0);
    for i in sq {
        let (a, b) = square_centre(board, i, cell);
        x += a / 4.0;
        y += b / 4.0;
    }
    (x, y)
}

/// The rail (index into `rails`, which is sorted by top square) whose centre is nearest (x, y),
/// within 0.7 of a square.
pub fn rail_at(board: Board, rails: &[Rail], cell: f64, x: f64, y: f64) -> Option<usize> {
    if !(x.is_finite() && y.is_finite() && cell > 0.0) {
        return None;
    }
    let cols = board.cols();
    let row = (y / cell).floor() as i64;
    // A rail's centre is 0.5 to 1.5 rows below its top square: look at tops 3 rows up to 1 down.
    let lo = (row - 3).max(0) as u32 * cols;
    let start = rails.partition_point(|r| r.top < lo);
    let mut best: Option<(f64, usize)> = None;
    for (k, r) in rails.iter().enumerate().skip(start) {
        let top_row = (r.top / cols) as i64;
        if top_row > row + 1 {
            break;
        }
        let (cx, cy) = rail_centre(board, *r, cell);
        let d = ((cx - x).powi(2) + (cy - y).powi(2)).sqrt();
        if d <= 0.7 * cell && best.is_none_or(|(bd, _)| d < bd) {
            best = Some((d, k));
        }
    }
    best.map(|(_, k)| k)
}

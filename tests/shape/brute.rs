//! A brute-force count of turns and crossings, for the tests of `src/shape/` and of the records
//! that carry them: every pair of moves tested with exact rational intersection (a different
//! method from the core's orientation tests), and turns read off Parberry's relative moves (a
//! turn is any relative move but 0, 001 §3.1).

use warnsdorff::board::Square;
use warnsdorff::shape::Shape;
use warnsdorff::stats::Counts;

/// p + t (q − p) as a fraction t = num / den, den > 0.
type Frac = (i128, i128);

fn lt(a: Frac, b: Frac) -> bool {
    a.0 * b.1 < b.0 * a.1
}

/// Whether two segments meet at a point that is an endpoint of neither, by brute force: the
/// parameters of the meeting point along both, as exact fractions; for collinear segments, the
/// overlap of the second's parameter interval with the first's (0, 1).
pub fn brute_cross(s: [Square; 2], t: [Square; 2]) -> bool {
    let p = |q: Square| (q.row as i128, q.col as i128);
    let ((x1, y1), (x2, y2), (x3, y3), (x4, y4)) = (p(s[0]), p(s[1]), p(t[0]), p(t[1]));
    if (x1, y1) == (x2, y2) || (x3, y3) == (x4, y4) {
        return false;
    }
    let (ux, uy, vx, vy, wx, wy) = (x2 - x1, y2 - y1, x4 - x3, y4 - y3, x3 - x1, y3 - y1);
    let den = ux * vy - uy * vx;
    if den != 0 {
        // s(a) = t(b): a = (w × v) / (u × v), b = (w × u) / (u × v).
        let (a, b) = (wx * vy - wy * vx, wx * uy - wy * ux);
        let norm = |n: i128| if den < 0 { (-n, -den) } else { (n, den) };
        let (a, b) = (norm(a), norm(b));
        let inside = |f: Frac| lt((0, 1), f) && lt(f, (1, 1));
        return inside(a) && inside(b);
    }
    if wx * uy - wy * ux != 0 {
        return false; // parallel, not collinear
    }
    // Collinear: t's ends as parameters along s.
    let len = ux * ux + uy * uy;
    let along = |x: i128, y: i128| ((x - x1) * ux + (y - y1) * uy, len);
    let (c, d) = (along(x3, y3), along(x4, y4));
    let (lo, hi) = if lt(c, d) { (c, d) } else { (d, c) };
    let lo = if lt(lo, (0, 1)) { (0, 1) } else { lo };
    let hi = if lt((1, 1), hi) { (1, 1) } else { hi };
    lt(lo, hi)
}

pub fn brute_crossings(moves: &[[Square; 2]]) -> u64 {
    let mut n = 0;
    for i in 0..moves.len() {
        for j in i + 1..moves.len() {
            n += u64::from(brute_cross(moves[i], moves[j]));
        }
    }
    n
}

pub fn moves_of(squares: &[Square], closed: bool) -> Vec<[Square; 2]> {
    let mut m: Vec<_> = squares.windows(2).map(|w| [w[0], w[1]]).collect();
    if closed {
        m.push([*squares.last().unwrap(), squares[0]]);
    }
    m
}

/// Turns as relative moves other than 0 (a repeat of the previous move), 001 §3.1.
pub fn brute_turns(squares: &[Square], closed: bool) -> u64 {
    let c = if closed {
        Counts::of_closed(squares)
    } else {
        Counts::of_path(squares)
    }
    .unwrap();
    c.relative.iter().sum::<u64>() - c.relative[0]
}

/// Turns and crossings of paths (`closed` false) or of cycles each wrapped round.
pub fn brute_shape(cycles: &[Vec<Square>], closed: bool) -> Shape {
    let moves: Vec<_> = cycles.iter().flat_map(|c| moves_of(c, closed)).collect();
    Shape {
        turns: cycles.iter().map(|c| brute_turns(c, closed)).sum(),
        crossings: brute_crossings(&moves),
    }
}

//! Turns and crossings (`src/shape/`) against brute force: every pair of moves tested with
//! exact rational intersection (a different method from the core's orientation tests), and
//! turns read off Parberry's relative moves (a turn is any relative move but 0), on random
//! segments, Warnsdorff walks, closed tours, Lin & Wei's tours and Parberry's covers of small
//! boards. 256 cases a property by default; `PROPTEST_CASES=N` runs more.
#![cfg(not(target_arch = "wasm32"))]

use proptest::prelude::*;
use warnsdorff::board::{Board, Square};
use warnsdorff::construct::{construct, TourKind};
use warnsdorff::rules::RuleSpec;
use warnsdorff::shape::{crossings, segments_cross, Shape};
use warnsdorff::stats::Counts;
use warnsdorff::tourneys::{generate, Generator};
use warnsdorff::walk::Walk;

fn config() -> ProptestConfig {
    let cases = std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(256);
    ProptestConfig {
        cases,
        failure_persistence: None,
        ..ProptestConfig::default()
    }
}

/// p + t (q − p) as a fraction t = num / den, den > 0.
type Frac = (i128, i128);

fn lt(a: Frac, b: Frac) -> bool {
    a.0 * b.1 < b.0 * a.1
}

/// Whether two segments meet at a point that is an endpoint of neither, by brute force: the
/// parameters of the meeting point along both, as exact fractions; for collinear segments, the
/// overlap of the second's parameter interval with the first's (0, 1).
fn brute_cross(s: [Square; 2], t: [Square; 2]) -> bool {
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

fn brute_crossings(moves: &[[Square; 2]]) -> u64 {
    let mut n = 0;
    for i in 0..moves.len() {
        for j in i + 1..moves.len() {
            n += u64::from(brute_cross(moves[i], moves[j]));
        }
    }
    n
}

fn moves_of(squares: &[Square], closed: bool) -> Vec<[Square; 2]> {
    let mut m: Vec<_> = squares.windows(2).map(|w| [w[0], w[1]]).collect();
    if closed {
        m.push([*squares.last().unwrap(), squares[0]]);
    }
    m
}

/// Turns as relative moves other than 0 (a repeat of the previous move), 001 §3.1.
fn brute_turns(squares: &[Square], closed: bool) -> u64 {
    let c = if closed {
        Counts::of_closed(squares)
    } else {
        Counts::of_path(squares)
    }
    .unwrap();
    c.relative.iter().sum::<u64>() - c.relative[0]
}

fn brute_shape(cycles: &[Vec<Square>], closed: bool) -> Shape {
    let moves: Vec<_> = cycles.iter().flat_map(|c| moves_of(c, closed)).collect();
    Shape {
        turns: cycles.iter().map(|c| brute_turns(c, closed)).sum(),
        crossings: brute_crossings(&moves),
    }
}

fn s(r: u32, c: u32) -> Square {
    Square::new(r, c)
}

#[test]
fn hand_cases() {
    // An X of two knight's moves.
    assert!(segments_cross([s(1, 1), s(2, 3)], [s(2, 1), s(1, 3)]));
    // Sharing an end; the same move twice, either way round (it overlaps itself).
    assert!(!segments_cross([s(1, 1), s(2, 3)], [s(2, 3), s(3, 1)]));
    assert!(segments_cross([s(1, 1), s(2, 3)], [s(2, 3), s(1, 1)]));
    // A T: (2,2) lies inside (1,1)–(3,3); the meeting point is an end of one, so no crossing.
    assert!(!segments_cross([s(1, 1), s(3, 3)], [s(2, 2), s(1, 3)]));
    // Collinear: touching end to end is not a crossing, overlapping is.
    assert!(!segments_cross([s(1, 1), s(2, 3)], [s(2, 3), s(3, 5)]));
    assert!(segments_cross([s(1, 1), s(3, 5)], [s(2, 3), s(4, 7)]));
    // Parallel, apart.
    assert!(!segments_cross([s(1, 1), s(2, 3)], [s(1, 2), s(2, 4)]));
    // Meeting where the lines cross but beyond one segment's end.
    assert!(!segments_cross([s(1, 1), s(2, 3)], [s(3, 1), s(2, 2)]));
    // Each of these agrees with the brute force.
    for (a, b) in [
        ([s(1, 1), s(2, 3)], [s(2, 1), s(1, 3)]),
        ([s(1, 1), s(3, 3)], [s(2, 2), s(1, 3)]),
        ([s(1, 1), s(3, 5)], [s(2, 3), s(4, 7)]),
    ] {
        assert_eq!(segments_cross(a, b), brute_cross(a, b));
    }
    assert_eq!(crossings(&[]), 0);
}

/// The whole knight's graph of a board drawn at once: many moves through every point.
#[test]
fn every_knight_move_of_a_board_against_brute_force() {
    for (rows, cols) in [(3, 4), (5, 5), (6, 7)] {
        let b = Board::new(rows, cols).unwrap();
        let mut moves = Vec::new();
        for i in 0..b.squares() {
            for (_, j) in b.neighbours(b.square(i)) {
                if b.index(j).unwrap() > i {
                    moves.push([b.square(i), j]);
                }
            }
        }
        assert_eq!(crossings(&moves), brute_crossings(&moves), "{b}");
        assert!(crossings(&moves) > 0);
    }
}

proptest! {
    #![proptest_config(config())]

    /// Arbitrary short segments on a small grid: many share ends, touch in T's, lie collinear
    /// and overlap, so every case of the reading is met.
    #[test]
    fn random_segments(raw in prop::collection::vec((1u32..7, 1u32..7, 1u32..7, 1u32..7), 0..40)) {
        let moves: Vec<[Square; 2]> = raw.iter().map(|&(a, b, c, d)| [s(a, b), s(c, d)]).collect();
        prop_assert_eq!(crossings(&moves), brute_crossings(&moves));
    }

    /// Warnsdorff walks with random tiebreaks, stopped anywhere: open paths.
    #[test]
    fn random_walks(rows in 1u64..12, cols in 1u64..12, sr in 0u32..12, sc in 0u32..12,
                    seed in any::<u64>(), steps in 0usize..200) {
        let b = Board::new(rows, cols).unwrap();
        let start = s(1 + sr % rows as u32, 1 + sc % cols as u32);
        let mut w = Walk::new(b, start, RuleSpec::Random, seed).unwrap();
        w.run(steps);
        let path: Vec<Square> = w.path().collect();
        prop_assert_eq!(Shape::of_path(&path), brute_shape(std::slice::from_ref(&path), false));
    }

    /// Parberry's covers and closed tours, each cycle wrapped round.
    #[test]
    fn random_covers(g in 0usize..Generator::ALL.len(), n in 6u32..17, seed in any::<u64>()) {
        let gen = Generator::ALL[g];
        prop_assume!(gen.supports(n).is_ok());
        let cover = generate(gen, n, seed).unwrap();
        let cycles = cover.cycle_squares();
        prop_assert_eq!(Shape::of_cycles(&cycles), brute_shape(&cycles, true));
    }
}

/// Lin & Wei's tours of every kind on the small boards that have them: closed ones wrap, open
/// ones do not.
#[test]
fn lin_wei_tours() {
    let mut checked = 0;
    for rows in 3..=12u64 {
        for cols in rows..=12u64 {
            let b = Board::new(rows, cols).unwrap();
            for kind in [TourKind::Open, TourKind::Closed] {
                let Ok(t) = construct(b, kind) else { continue };
                let path: Vec<Square> = t.order().into_iter().map(|i| b.square(i)).collect();
                let closed = kind == TourKind::Closed;
                let got = if closed {
                    Shape::of_closed(&path)
                } else {
                    Shape::of_path(&path)
                };
                assert_eq!(got, brute_shape(&[path], closed), "{kind:?} {b}");
                checked += 1;
            }
        }
    }
    assert!(checked > 20, "only {checked} boards had tours");
}

/// A closed tour read from any square, in either direction, has the same turns and crossings.
#[test]
fn a_cycle_read_from_anywhere() {
    let b = Board::new(8, 8).unwrap();
    let t = construct(b, TourKind::Closed).unwrap();
    let path: Vec<Square> = t.order().into_iter().map(|i| b.square(i)).collect();
    let want = Shape::of_closed(&path);
    assert!(want.turns > 0 && want.crossings > 0);
    for k in [1, 17, 63] {
        let mut p = path.clone();
        p.rotate_left(k);
        assert_eq!(Shape::of_closed(&p), want);
        p.reverse();
        assert_eq!(Shape::of_closed(&p), want);
    }
}

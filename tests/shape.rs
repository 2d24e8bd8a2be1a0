//! Turns and crossings (`src/shape/`) against brute force (`shape/brute.rs`) on random
//! segments, Warnsdorff walks, closed tours, Lin & Wei's tours and Parberry's covers of small
//! boards. 256 cases a property by default; `PROPTEST_CASES=N` runs more.
#![cfg(not(target_arch = "wasm32"))]

#[path = "shape/brute.rs"]
mod brute;

mod common;

use brute::{brute_cross, brute_crossings, brute_shape};
use common::fuzz::config;
use proptest::prelude::*;
use warnsdorff::board::{Board, Square};
use warnsdorff::construct::{construct, TourKind};
use warnsdorff::region::{Leaper, Region, Wrap};
use warnsdorff::rules::RuleSpec;
use warnsdorff::shape::{crossings, segments_cross, Shape};
use warnsdorff::tourneys::{generate, Generator};
use warnsdorff::walk::Walk;

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

/// Crossings of moves on a torus or cylinder by brute force: each pair of moves once, the
/// first drawn from its own square by its leaper's vector, the second at every copy a board's
/// height or width away (in the directions that wrap); each meeting of the first with a copy is
/// one crossing on the board (a different method from the core's, which counts the meetings
/// inside the board's rectangle).
fn brute_wrapped(region: &Region, path: &[Square]) -> u64 {
    let b = region.board();
    let off = 100i64;
    let lift = |a: Square, v: (i32, i32), dr: i64, dc: i64| {
        let (r, c) = (a.row as i64 + dr + off, a.col as i64 + dc + off);
        [
            s(r as u32, c as u32),
            s((r + v.0 as i64) as u32, (c + v.1 as i64) as u32),
        ]
    };
    let moves: Vec<(Square, (i32, i32))> = path
        .windows(2)
        .map(|w| (w[0], region.vector(w[0], w[1]).expect("a move")))
        .collect();
    let ks: Vec<i64> = if region.wrap().rows() {
        vec![-2, -1, 0, 1, 2]
    } else {
        vec![0]
    };
    let ls: Vec<i64> = if region.wrap().cols() {
        vec![-2, -1, 0, 1, 2]
    } else {
        vec![0]
    };
    let mut n = 0;
    for (i, &(a, v)) in moves.iter().enumerate() {
        let first = lift(a, v, 0, 0);
        for &(c, u) in &moves[i + 1..] {
            for &k in &ks {
                for &l in &ls {
                    let (dr, dc) = (k * b.rows() as i64, l * b.cols() as i64);
                    n += u64::from(brute_cross(first, lift(c, u, dr, dc)));
                }
            }
        }
    }
    n
}

proptest! {
    #![proptest_config(config())]

    /// Walks on cylinders and tori (knight, camel, zebra; sides at least twice the longer leg
    /// and one more): crossings counted on the board against brute force over the copies,
    /// and turns and crossings unchanged when the walk is moved round the wrap.
    #[test]
    fn wrapped_walks(l in 0usize..3, torus in any::<bool>(), rows in 0u64..6, cols in 0u64..6,
                     seed in any::<u64>(), steps in 0usize..150, shift in 0u32..20) {
        let leaper = [Leaper::KNIGHT, Leaper::CAMEL, Leaper::ZEBRA][l];
        let least = 2 * leaper.a().max(leaper.b()) as u64 + 1;
        let wrap = if torus { Wrap::Torus } else { Wrap::Cylinder };
        let board = Board::new(least + rows, least + cols).unwrap();
        let region = Region::new(board).with_leaper(leaper).with_wrap(wrap);
        let mut w = Walk::on(&region, s(1, 1), RuleSpec::Random, seed).unwrap();
        w.run(steps);
        let path: Vec<Square> = w.path().collect();
        let shape = Shape::on(&region, &path, false);
        prop_assert_eq!(shape.crossings, brute_wrapped(&region, &path));
        let moved: Vec<Square> = path
            .iter()
            .map(|q| {
                let r = if torus { (q.row - 1 + shift) % board.rows() + 1 } else { q.row };
                s(r, (q.col - 1 + shift) % board.cols() + 1)
            })
            .collect();
        prop_assert_eq!(Shape::on(&region, &moved, false), shape);
    }
}

#[test]
fn a_wrapped_walk_is_measured_on_its_board_not_the_plane() {
    // A 5x5 torus: the move (3,5) → (4,2) is (1,2) across the seam, straight on from (1,2).
    let torus = Region::new(Board::new(5, 5).unwrap()).with_wrap(Wrap::Torus);
    let path = [s(1, 1), s(2, 3), s(3, 5), s(4, 2)];
    assert_eq!(
        Shape::on(&torus, &path, false),
        Shape {
            turns: 0,
            crossings: 0
        }
    );
    // Read in the plane, the long segment (3,5)–(4,2) is a turn.
    assert_eq!(Shape::of_path(&path).turns, 1);
    // A whole walk's record carries the board's figures, and validate agrees.
    let mut w = Walk::on(&torus.clone(), s(1, 1), RuleSpec::Random, 3).unwrap();
    w.run(usize::MAX);
    let r = warnsdorff::record::Record::of_walk(&w);
    let path: Vec<Square> = w.path().collect();
    assert_eq!(r.turns, Some(Shape::on(&torus, &path, false).turns));
    assert_eq!(r.crossings, Some(brute_wrapped(&torus, &path)));
    r.validate().unwrap();
}

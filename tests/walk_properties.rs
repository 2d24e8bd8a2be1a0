//! Property tests of the live walk: any sequence of steps and undos equals a fresh replay, every
//! walk is a valid knight's path, and the kept degrees always equal a recount.

use proptest::prelude::*;
use warnsdorff::board::{Board, Square};
use warnsdorff::matrix::Matrix;
use warnsdorff::rules::RuleSpec;
use warnsdorff::walk::Walk;

const RULES: [&str; 7] = [
    "random",
    "ordering:12345678",
    "ordering:34261578",
    "pohl",
    "lookahead",
    "nineteen",
    "squirrel-cull",
];

/// Degrees recounted from scratch from the path: unvisited neighbours of each unvisited square.
fn recount(w: &Walk) -> Vec<u8> {
    let b = w.board();
    let visited: std::collections::HashSet<Square> = w.path().collect();
    (0..b.squares())
        .map(|i| {
            let s = b.square(i);
            if visited.contains(&s) {
                255
            } else {
                b.neighbours(s)
                    .filter(|(_, t)| !visited.contains(t))
                    .count() as u8
            }
        })
        .collect()
}

fn walk_for(rows: u32, cols: u32, r: u32, c: u32, rule: usize, seed: u64) -> Walk {
    let board = Board::new(rows as u64, cols as u64).unwrap();
    let square_board = rows == cols;
    let rule = if !square_board && RULES[rule] == "squirrel-cull" {
        "random"
    } else {
        RULES[rule]
    };
    let start = Square::new(1 + r % rows, 1 + c % cols);
    Walk::new(board, start, RuleSpec::parse(rule).unwrap(), seed).unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn steps_and_undos_equal_a_fresh_replay(
        rows in 3u32..12, cols in 3u32..12, r in 0u32..12, c in 0u32..12,
        rule in 0usize..RULES.len(), seed in any::<u64>(),
        ops in proptest::collection::vec(0u8..4, 0..200),
    ) {
        let mut w = walk_for(rows, cols, r, c, rule, seed);
        for op in ops {
            match op {
                0 => { w.undo(); }
                1 => { w.run(3); }
                _ => { w.step(); }
            }
        }
        let mut fresh = walk_for(rows, cols, r, c, rule, seed);
        fresh.run(w.len() - 1);
        prop_assert_eq!(fresh.len(), w.len());
        prop_assert_eq!(fresh.path().collect::<Vec<_>>(), w.path().collect::<Vec<_>>());
        prop_assert_eq!(fresh.degrees(), w.degrees());
        // Continuing both gives the same future: the rule state was restored too.
        w.run(usize::MAX);
        fresh.run(usize::MAX);
        prop_assert_eq!(fresh.path().collect::<Vec<_>>(), w.path().collect::<Vec<_>>());
        prop_assert_eq!(fresh.outcome(), w.outcome());
    }

    #[test]
    fn every_walk_is_a_knights_path_with_true_degrees(
        rows in 1u32..14, cols in 1u32..14, r in 0u32..14, c in 0u32..14,
        rule in 0usize..RULES.len(), seed in any::<u64>(), stop in 0usize..200,
    ) {
        let mut w = walk_for(rows, cols, r, c, rule, seed);
        w.run(stop);
        prop_assert_eq!(w.degrees(), recount(&w));
        Matrix::of_walk(&w).validate().map_err(|e| TestCaseError::fail(e.to_string()))?;
        let path: Vec<Square> = w.path().collect();
        for pair in path.windows(2) {
            prop_assert!(Board::move_between(pair[0], pair[1]).is_some());
        }
        for (k, s) in path.iter().enumerate() {
            prop_assert_eq!(w.order(*s), Some(k + 1));
        }
    }

    #[test]
    fn the_same_seed_replays_the_same_random_walk(rows in 5u32..20, seed in any::<u64>()) {
        let a = { let mut w = walk_for(rows, rows, 0, 0, 0, seed); w.run(usize::MAX); w.path().collect::<Vec<_>>() };
        let b = { let mut w = walk_for(rows, rows, 0, 0, 0, seed); w.run(usize::MAX); w.path().collect::<Vec<_>>() };
        prop_assert_eq!(a, b);
    }
}

#[test]
fn random_tiebreak_really_varies_with_the_seed() {
    let paths: std::collections::HashSet<Vec<Square>> = (0..20)
        .map(|seed| {
            let mut w = walk_for(8, 8, 0, 0, 0, seed);
            w.run(usize::MAX);
            w.path().collect()
        })
        .collect();
    assert!(
        paths.len() > 10,
        "only {} distinct walks from 20 seeds",
        paths.len()
    );
}

#[test]
fn step_reports_ties_and_who_broke_them() {
    // From (1,1) on 8×8 both candidates (2,3) and (3,2) have degree 5: a tie.
    let mut w = walk_for(8, 8, 0, 0, 1, 0);
    let r = w.step().unwrap();
    assert_eq!(r.candidates.len(), 2);
    assert!(r.candidates.iter().all(|c| c.degree == 5));
    assert!(r.is_tie());
    assert_eq!(r.broken_by.as_deref(), Some("ordering 12345678"));
    // Squirrel's move 2 is (-1,+2): off the board; move 3 (+1,+2) to (2,3) stands before 4.
    assert_eq!(r.to, Square::new(2, 3));
    assert_eq!(r.mv, 3);
    let mut w = walk_for(8, 8, 0, 0, 0, 11);
    let r = w.step().unwrap();
    assert!(r.broken_by.unwrap().starts_with("random (seed 11)"));
}

#[test]
fn irwin_s_squares_follow_the_recounted_degrees() {
    // Walk 5×5 into its dead end (000 §2): the knight has no unvisited neighbour left, so each
    // unvisited square's ways are its unvisited neighbours alone (004, around Figure 2).
    let board = Board::new(5, 5).unwrap();
    let mut w = Walk::new(
        board,
        Square::new(1, 3),
        RuleSpec::parse("ordering:36875124").unwrap(),
        0,
    )
    .unwrap();
    w.run(usize::MAX);
    let marks = w.marks();
    let recount = recount(&w);
    let with = |d: u8| -> Vec<Square> {
        w.unvisited()
            .filter(|s| recount[board.index(*s).unwrap()] == d)
            .collect()
    };
    assert_eq!(marks.cut_off, with(0));
    assert_eq!(marks.termination, with(1));
    assert_eq!(marks.trouble, with(2));
    // The unvisited squares of the printed dead end: (1,4) still reaches (2,2) and (3,5)...
    assert_eq!(w.degree(Square::new(1, 4)), Some(recount[3]));
}

/// `run` (the fused one-pass path for ordering rules, `Tiebreak::choose_index` for the others)
/// and `step` (the reporting path through `Tiebreak::choose`) must make the same choices, and
/// leave the rule in the same stage.
#[test]
fn run_and_step_agree_on_every_rule() {
    for m in [5u32, 8, 13, 31, 60, 113, 114, 120] {
        for rule in RULES {
            let make = || {
                walk_for(
                    m,
                    m,
                    0,
                    0,
                    RULES.iter().position(|r| *r == rule).unwrap(),
                    9,
                )
            };
            let mut fast = make();
            fast.run(usize::MAX);
            let mut slow = make();
            while slow.step().is_some() {}
            assert_eq!(
                fast.path().collect::<Vec<_>>(),
                slow.path().collect::<Vec<_>>(),
                "{rule} on {m}x{m}"
            );
            assert_eq!(fast.rule_label(), slow.rule_label(), "{rule} on {m}x{m}");
            assert_eq!(fast.degrees(), slow.degrees());
        }
    }
}

/// The random rule's `choose_index` (the fast loop's) draws and picks exactly as its `choose`
/// (the reporting path's), tie after tie, over many seeds.
#[test]
fn random_rule_fast_and_reporting_paths_agree_over_seeds() {
    let random = RULES.iter().position(|r| *r == "random").unwrap();
    for m in [6u32, 8, 17, 30] {
        for seed in 0..60 {
            let mut fast = walk_for(m, m, 0, 0, random, seed);
            fast.run(usize::MAX);
            let mut slow = walk_for(m, m, 0, 0, random, seed);
            while slow.step().is_some() {}
            assert_eq!(
                fast.path().collect::<Vec<_>>(),
                slow.path().collect::<Vec<_>>(),
                "random on {m}x{m}, seed {seed}"
            );
        }
    }
}

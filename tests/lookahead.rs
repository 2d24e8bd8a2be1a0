//! Irwin's double look-ahead (004, Figure 4) and Pohl's tiebreak, on positions computed by hand.

use warnsdorff::board::{Board, Square};
use warnsdorff::grid::Cand;
use warnsdorff::rules::lookahead::{irwin_score, pohl_score};
use warnsdorff::rules::RuleSpec;
use warnsdorff::walk::Walk;

fn cand(w: &Walk, s: Square) -> Cand {
    let g = w.grid();
    let cell = g.cell(s);
    let mv = Board::move_between(w.current(), s).unwrap();
    Cand {
        mv,
        cell,
        degree: g.degree(cell),
    }
}

/// Irwin's own arithmetic: I = 7+8+6+4+3+3+4+6 = 41 and L = 5+8+8+6+3+4 = 34 (004, Figure 4).
/// The figure's board did not survive scanning, so we check the same arithmetic on a position
/// built and counted by hand: 8×8, knight on (1,1), nothing else visited.
///
/// Candidate (2,3): its unvisited neighbours are (1,5), (3,5), (4,4), (4,2), (3,1) — degree 5.
/// Their degrees (only (1,1) is visited, and it is none of their neighbours except (2,3)'s):
/// (1,5): (2,3) (3,4) (3,6) (2,7) = 4; (3,5): all 8 on the board = 8; (4,4): 8;
/// (4,2): (2,1) (2,3) (3,4) (5,4) (6,3) (6,1) = 6; (3,1): (1,2) (2,3) (4,3) (5,2) = 4.
/// So its look-ahead score is 5 + 4 + 8 + 8 + 6 + 4 = 35, and (3,2) is its mirror image: 35.
#[test]
fn irwin_score_on_a_hand_counted_position() {
    let w = Walk::new(
        Board::new(8, 8).unwrap(),
        Square::new(1, 1),
        RuleSpec::parse("lookahead").unwrap(),
        0,
    )
    .unwrap();
    assert_eq!(irwin_score(w.grid(), &cand(&w, Square::new(2, 3))), 35);
    assert_eq!(irwin_score(w.grid(), &cand(&w, Square::new(3, 2))), 35);
    // Pohl: the same neighbours, each one exit fewer once the knight stands on (2,3):
    // 3 + 7 + 7 + 5 + 3 = 25.
    assert_eq!(pohl_score(w.grid(), &cand(&w, Square::new(2, 3))), 25);
}

/// A second hand-counted position, where the scores differ: 8×8, knight on (1,2), nothing else
/// visited. The counts are written out beside each assertion.
#[test]
fn irwin_score_prefers_the_lower_sum() {
    let w = Walk::new(
        Board::new(8, 8).unwrap(),
        Square::new(1, 2),
        RuleSpec::parse("lookahead").unwrap(),
        0,
    )
    .unwrap();
    // (3,1): unvisited neighbours (2,3) (4,3) (5,2): degree 3.
    //   (2,3): (1,1) (1,5) (3,5) (4,4) (4,2) (3,1) = 6;  (4,3): (2,2) (2,4) (3,5) (5,5) (6,4) (6,2) (5,1) (3,1) = 8;
    //   (5,2): (3,1) (3,3) (4,4) (6,4) (7,3) (7,1) = 6.   Score 3 + 6 + 8 + 6 = 23.
    assert_eq!(irwin_score(w.grid(), &cand(&w, Square::new(3, 1))), 23);
    // (2,4): unvisited neighbours (1,6) (3,6) (4,5) (4,3) (3,2) — (1,2) is visited: degree 5.
    //   (1,6): (2,4) (3,5) (3,7) (2,8) = 4; (3,6): 8; (4,5): 8; (4,3): 8;
    //   (3,2): (1,1) (1,3) (2,4) (4,4) (5,3) (5,1) = 6.   Score 5 + 4 + 8 + 8 + 8 + 6 = 39.
    assert_eq!(irwin_score(w.grid(), &cand(&w, Square::new(2, 4))), 39);
    let mut w = w;
    let r = w.step().unwrap();
    assert_eq!(r.to, Square::new(3, 1));
    assert!(!r.is_tie());
}

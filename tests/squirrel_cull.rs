//! squirrel-cull promises a tour from (1,1) on every m × m board: checked here for 5..=300
//! (the rest, to 3000, in `tests/reports/squirrel-cull.txt`).

use warnsdorff::board::{Board, Square};
use warnsdorff::rules::squirrel::{plan, OVERRIDES};
use warnsdorff::rules::RuleSpec;
use warnsdorff::walk::{Outcome, Walk};

fn tour(m: u32) -> Outcome {
    let mut w = Walk::new(
        Board::new(m as u64, m as u64).unwrap(),
        Square::new(1, 1),
        RuleSpec::SquirrelCull,
        0,
    )
    .unwrap();
    w.run(usize::MAX);
    w.outcome()
}

#[test]
fn squirrel_cull_tours_every_board_from_5_to_300() {
    let failed: Vec<u32> = (5..=300).filter(|&m| !tour(m).is_tour()).collect();
    assert!(failed.is_empty(), "no tour on m = {failed:?}");
}

#[test]
fn overrides_are_needed_where_they_stand() {
    // Each override must be a board where the paper's own plan fails; else it is not needed.
    for (m, _) in OVERRIDES {
        let paper = if m >= 112 {
            warnsdorff::rules::squirrel::figure_3(m)
        } else {
            vec![warnsdorff::rules::squirrel::Stage {
                ordering: warnsdorff::rules::squirrel::section_6(m).parse().unwrap(),
                until: None,
            }]
        };
        let rule = warnsdorff::rules::squirrel::SquirrelCull::with_plan(
            warnsdorff::rules::squirrel::Plan {
                stages: paper,
                source: "paper".into(),
            },
        );
        let board = Board::new(m as u64, m as u64).unwrap();
        let mut w = Walk::with_rule(
            board,
            Square::new(1, 1),
            RuleSpec::SquirrelCull,
            Box::new(rule),
            0,
            None,
        );
        w.run(usize::MAX);
        assert!(
            !w.outcome().is_tour(),
            "the paper's plan already tours {m}x{m}"
        );
        assert!(plan(m).source.starts_with("override"));
    }
}

#[test]
fn staged_rule_switches_at_figure_3_squares() {
    // m = 113 ≡ 1 (mod 8): 34261578 until (m-1, m-2) = (112, 111), then 87642135, ...
    let board = Board::new(113, 113).unwrap();
    let mut w = Walk::new(board, Square::new(1, 1), RuleSpec::SquirrelCull, 0).unwrap();
    assert!(
        w.rule_label().contains("34261578 (stage 1 of 4"),
        "{}",
        w.rule_label()
    );
    while w.current() != Square::new(112, 111) {
        assert!(w.step().is_some(), "never reached (112,111)");
    }
    w.step();
    assert!(
        w.rule_label().contains("87642135 (stage 2 of 4"),
        "{}",
        w.rule_label()
    );
    w.undo();
    assert!(
        w.rule_label().contains("stage 1 of 4"),
        "undo must restore the stage: {}",
        w.rule_label()
    );
}

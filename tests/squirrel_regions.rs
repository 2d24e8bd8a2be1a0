//! Squirrel & Cull's Figure 4 regions (000 §5.7, Figure 3's stages): every square in exactly one
//! region, regions in the walk's order, switching squares where the rule itself switches.

use warnsdorff::board::{Board, Square};
use warnsdorff::job::Job;
use warnsdorff::rules::squirrel::{figure_3, plan};
use warnsdorff::rules::squirrel_regions::{Regions, RegionsError, RegionsJob};
use warnsdorff::rules::RuleSpec;
use warnsdorff::walk::Walk;

fn staged_path(m: u32) -> Vec<Square> {
    let board = Board::square_board(m as u64).unwrap();
    let mut w = Walk::new(board, Square::new(1, 1), RuleSpec::SquirrelCull, 0).unwrap();
    w.run(usize::MAX);
    w.path().collect()
}

#[test]
fn every_square_lies_in_one_region_and_the_regions_follow_the_walk() {
    // 112..=127: every m mod 8, and m ≡ 5 both mod 16 (117) and not (125).
    for m in 112..=127u32 {
        let r = Regions::walk(m).unwrap();
        let stages = figure_3(m);
        assert_eq!(r.regions().len(), stages.len(), "m={m}");
        assert!(r.is_tour(), "m={m}");
        assert_eq!(
            r.regions().iter().map(|g| g.squares).sum::<usize>(),
            (m * m) as usize,
            "m={m}"
        );
        let path = staged_path(m);
        // Along the walk the stage never goes back, and it moves on exactly after a switch.
        let mut last = 0;
        for (k, &s) in path.iter().enumerate() {
            let st = r.stage_of(s).expect("a tour enters every square");
            assert!(st == last || st == last + 1, "m={m} move {}", k + 1);
            if st == last + 1 {
                let prev = path[k - 1];
                assert_eq!(r.regions()[last].until, Some(prev), "m={m}");
                assert_eq!(r.regions()[last].switched_at, Some(k), "m={m}");
            }
            last = st;
        }
        // Each region is one stretch of moves, ending on its switching square.
        let mut next_first = 1;
        for g in r.regions() {
            assert_eq!(g.first, Some(next_first), "m={m} region {}", g.stage + 1);
            let end = g.last.unwrap();
            assert_eq!(end - next_first + 1, g.squares, "m={m}");
            if let Some(u) = g.until {
                assert_eq!(
                    path[end - 1],
                    u,
                    "m={m}: region ends on its switching square"
                );
                assert_eq!(r.stage_of(u), Some(g.stage));
            }
            assert_eq!(
                g.ordering,
                stages[g.stage].ordering.to_string(),
                "Figure 3's ordering"
            );
            next_first = end + 1;
        }
    }
}

#[test]
fn the_regions_agree_with_the_rules_own_stage_at_every_step() {
    // The rule keeps its own stage (step 4 of the Algorithm); its label says it. The regions
    // are replayed from the path alone: the two must agree at every move.
    for m in [112u32, 117, 123] {
        let r = Regions::walk(m).unwrap();
        let board = Board::square_board(m as u64).unwrap();
        let mut w = Walk::new(board, Square::new(1, 1), RuleSpec::SquirrelCull, 0).unwrap();
        let n = r.regions().len();
        while w.step_quiet() {
            let label = w.rule_label();
            let tail = label.split("(stage ").nth(1).expect("a staged label");
            let stage: usize = tail.split(' ').next().unwrap().parse().unwrap();
            assert!(label.contains(&format!("of {n}")), "{label}");
            assert_eq!(
                r.stage_of(w.current()),
                Some(stage - 1),
                "m={m} move {}: {label}",
                w.len()
            );
        }
    }
}

#[test]
fn every_stage_is_used_on_every_board_from_112_to_300() {
    // Figure 4 draws every area for every m mod 8: each switching square is stood on while its
    // stage is in force, so no stage is skipped.
    for m in 112..=300u32 {
        let r = Regions::walk(m).unwrap();
        for g in r.regions() {
            assert!(g.squares > 0, "m={m}: region {} is empty", g.stage + 1);
            if g.until.is_some() {
                assert!(
                    g.switched_at.is_some(),
                    "m={m}: stage {} never switches",
                    g.stage + 1
                );
            }
        }
    }
}

#[test]
fn stage_at_moves_on_exactly_at_each_switching_square() {
    let r = Regions::walk(120).unwrap();
    assert_eq!(r.stage_at(1), 0);
    for g in r.regions() {
        if let Some(at) = g.switched_at {
            assert_eq!(r.stage_at(at - 1), g.stage);
            assert_eq!(r.stage_at(at), g.stage + 1);
        }
    }
    assert_eq!(r.stage_at(120 * 120), r.regions().len() - 1);
}

#[test]
fn boards_under_112_and_the_overrides_are_one_region() {
    for m in [5u32, 8, 50, 59, 60, 87, 111] {
        let r = Regions::walk(m).unwrap();
        assert_eq!(r.regions().len(), 1, "m={m}");
        assert_eq!(r.regions()[0].until, None);
        assert_eq!(r.regions()[0].squares, (m * m) as usize);
        assert_eq!(r.stage_at(m as usize * m as usize), 0);
    }
    assert_eq!(plan(59).stages.len(), 1);
}

#[test]
fn row_runs_tint_each_entered_square_once() {
    let r = Regions::walk(113).unwrap();
    for row in [1u32, 2, 57, 113] {
        let runs = r.row_runs(row);
        let mut col = 1;
        for &(a, b, stage) in &runs {
            assert_eq!(a, col, "row {row}: runs are contiguous on a tour");
            for c in a..=b {
                assert_eq!(r.stage_of(Square::new(row, c)), Some(stage));
            }
            col = b + 1;
        }
        assert_eq!(col, 114);
    }
}

#[test]
fn other_rules_are_refused_with_a_reason() {
    let board = Board::square_board(120).unwrap();
    let w = Walk::new(
        board,
        Square::new(1, 1),
        RuleSpec::parse("ordering:12345678").unwrap(),
        0,
    )
    .unwrap();
    let e = RegionsJob::of_walk(&w).err().expect("refused");
    assert!(matches!(e, RegionsError::NotStaged { .. }));
    assert!(e.to_string().contains("choose squirrel-cull"), "{e}");
    let w = Walk::new(board, Square::new(1, 1), RuleSpec::SquirrelCull, 0).unwrap();
    let mut job = RegionsJob::of_walk(&w).unwrap();
    let p = job.work(100).unwrap();
    assert!(!p.is_finished() && p.fraction() > 0.0, "{p:?}");
    assert_eq!(p.total, 120 * 120);
    assert!(job.finish().is_tour());
    assert!(Regions::walk(0).is_err());
}

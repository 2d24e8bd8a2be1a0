//! Squirrel & Cull's Figure 4 regions (000 §5.7, Figure 3's stages): every square in exactly one
//! region, regions in the walk's order, switching squares where the rule itself switches.

use warnsdorff::board::{Board, Square};
use warnsdorff::layout::{Layout, Mark};
use warnsdorff::numbering::Numbering;
use warnsdorff::rules::squirrel::{figure_3, plan};
use warnsdorff::rules::squirrel_regions::{region_colour, Regions, RegionsError, RegionsJob};
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
        assert!(
            r.status(1, Numbering::Squirrel).contains("One ordering"),
            "m={m}"
        );
        assert!(r.overlay(8.0, 1).is_empty());
    }
    assert_eq!(plan(59).stages.len(), 1);
}

#[test]
fn the_legend_names_each_ordering_in_the_numbering_on_screen() {
    let r = Regions::walk(120).unwrap();
    let at = r.regions()[1].switched_at.unwrap(); // region 3 is in force from here
    for numbering in Numbering::ALL {
        let legend = r.legend(at, numbering);
        assert_eq!(legend.len(), 5);
        for (line, stage) in legend.iter().zip(figure_3(120)) {
            assert_eq!(line.paper, stage.ordering.to_string());
            assert_eq!(line.ordering, numbering.ordering_text(&stage.ordering));
            assert!(line.words.contains(&line.ordering), "{}", line.words);
            assert_eq!(
                line.colour,
                warnsdorff::layout::css(region_colour(line.stage - 1))
            );
        }
        let states: Vec<&str> = legend.iter().map(|l| l.state).collect();
        assert_eq!(states, ["done", "done", "now", "later", "later"]);
        assert!(legend[2].words.ends_with("now."), "{}", legend[2].words);
    }
    // Parberry's numbering renumbers the moves: 34261578 is not what it shows.
    let p = r.legend(1, Numbering::Parberry);
    assert_ne!(p[0].ordering, "34261578");
    assert!(
        p[0].words.contains("34261578 as the paper writes it"),
        "{}",
        p[0].words
    );
    let s = r.status(at, Numbering::Squirrel);
    assert!(s.contains("Now in region 3 of 5"), "{s}");
    assert!(s.contains(&figure_3(120)[2].ordering.to_string()), "{s}");
}

#[test]
fn the_overlay_rings_every_switching_square_and_marks_the_next() {
    let r = Regions::walk(120).unwrap();
    let layout = Layout::fit(r.board(), 600.0);
    let rings = |len: usize| -> Vec<((f64, f64), &'static str)> {
        r.overlay(layout.cell, len)
            .into_iter()
            .filter_map(|m| match m {
                Mark::Ring { centre, colour, .. } if !colour.starts_with("rgba") => {
                    Some((centre, colour))
                }
                _ => None,
            })
            .collect()
    };
    let switching: Vec<Square> = r.regions().iter().filter_map(|g| g.until).collect();
    assert_eq!(switching.len(), 4);
    let at_start = rings(1);
    assert_eq!(at_start.len(), 4);
    for (s, (centre, _)) in switching.iter().zip(&at_start) {
        assert_eq!(*centre, layout.centre(*s));
    }
    assert_eq!(at_start[0].1, "#c2185b", "the next switch stands out");
    assert!(at_start[1..].iter().all(|(_, c)| *c == "#444"));
    // Once the knight has passed the first switching square, it is black and the second is next.
    let after = rings(r.regions()[0].switched_at.unwrap());
    assert_eq!(after[0].1, "#111");
    assert_eq!(after[1].1, "#c2185b");
    // Each ring's label ("1→2") stays on the board: (7,117) on 120x120 is near the right edge.
    for m in r.overlay(layout.cell, 1) {
        if let Mark::Text { at, align, .. } = m {
            assert!(at.1 > 0.0 && at.1 < layout.height, "{at:?}");
            if align == "left" {
                assert!(at.0 + 30.0 <= layout.width, "{at:?}");
            } else {
                assert!(at.0 - 30.0 >= 0.0, "{at:?}");
            }
        }
    }
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
    assert!(!job.work(100));
    assert!(job.fraction() > 0.0 && job.fraction() < 1.0);
    assert!(job.finish().is_tour());
    assert!(Regions::walk(0).is_err());
}

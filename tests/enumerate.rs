//! Phadke's exhaustive enumeration (paper 002): the a8→c7 count, the first solutions' ties as
//! the paper walks through them, the reading options, symmetry, the paper's algorithm counts,
//! and every browsed solution validated as a closed tour.

use warnsdorff::matrix::Verdict;
use warnsdorff::phadke::reading::{DashRule, Entry, Zero};
use warnsdorff::phadke::sets::{self, family_jobs};
use warnsdorff::phadke::variant::{end_dashes, variants, DASH_SYNTAX};
use warnsdorff::phadke::*;

fn c(name: &str) -> Cell {
    Cell::parse(name).unwrap()
}

fn problem(s: &str, e: &str, v: &str, r: Reading) -> Problem {
    Problem::new(c(s), c(e), Variant::parse(v).unwrap(), r).unwrap()
}

#[test]
fn a8_c7_gives_the_papers_14258_under_the_default_reading() {
    let p = problem("a8", "c7", "none", Reading::default());
    assert_eq!(Reading::default().name(), "outlet-reserved");
    assert_eq!(p.count().solutions, sets::PAPER_A8_C7);
    // Passing over targets with no outlet changes nothing here.
    let skip = Reading {
        zero: Zero::Skip,
        ..Reading::default()
    };
    assert_eq!(problem("a8", "c7", "none", skip).count().solutions, 14_258);
}

#[test]
fn readings_that_block_or_open_the_end_do_not_give_14258() {
    for r in Reading::all() {
        let n = problem("a8", "c7", "none", r).count().solutions;
        let expect = r.reserved_outlets && r.entry == Entry::Reserved;
        assert_eq!(n == 14_258, expect, "{} gives {n}", r.name());
    }
}

/// The paper's walk-through: the first solution's options matrix has entries at moves 2, 20
/// (two), 41 (two), 43, 47, 48 and 49; the second takes move type 2 (to f4) at 49 and meets a
/// tie at 54 (f2) whose other option is move type 5 (to d3); the third takes it and meets a tie
/// at 55 with option move type 4.
#[test]
fn the_first_three_solutions_follow_the_papers_options_matrix() {
    let tree = problem("a8", "c7", "none", Reading::default()).tie_tree();
    let first = tree.solution(0).unwrap();
    let ties: Vec<(u8, usize)> = first
        .ties
        .iter()
        .map(|t| (t.at_move, t.options.len()))
        .collect();
    assert_eq!(
        ties,
        [(2, 2), (20, 3), (41, 3), (43, 2), (47, 2), (48, 2), (49, 2)]
    );
    assert!(first.ties.iter().all(|t| t.chosen == 0));
    assert_eq!(first.cells[1], c("b6"));
    assert_eq!(
        first.cells[2],
        c("c8"),
        "the tie at 2 takes move type 7 first"
    );
    assert_eq!(first.cells[19], c("a5"));
    assert_eq!(first.cells[20], c("c6"), "move type 8 from a5");
    let t20: Vec<Cell> = first.ties[1].options.iter().map(|o| o.0).collect();
    assert_eq!(t20, [c("c6"), c("b3"), c("c4")]);
    assert_eq!(first.cells[48], c("e6"));
    // Jumping to the first solution of another branch at move 20 takes that branch there.
    let jump = tree.solution(first.ties[1].firsts[2]).unwrap();
    assert_eq!(jump.ties[1].at_move, 20);
    assert_eq!(jump.ties[1].chosen, 2);
    assert_eq!(jump.cells[20], c("c4"));
    assert_eq!(first.cells[63], c("c7"));

    let second = tree.solution(1).unwrap();
    assert_eq!(second.cells[..49], first.cells[..49]);
    assert_eq!(second.cells[49], c("f4"));
    assert_eq!(second.phadke_moves()[48], 2);
    let t54 = second.ties.last().unwrap();
    assert_eq!(t54.at_move, 54);
    assert_eq!(second.cells[53], c("f2"));
    assert_eq!(t54.options[1].0, c("d3"));
    assert_eq!(c("f2").move_to(c("d3")).unwrap().phadke(), 5);

    let third = tree.solution(2).unwrap();
    assert_eq!(third.cells[54], c("d3"));
    let t55 = third.ties.last().unwrap();
    assert_eq!(t55.at_move, 55);
    assert_eq!(c("d3").move_to(t55.options[1].0).unwrap().phadke(), 4);
}

#[test]
fn every_a8_c7_solution_is_a_distinct_closed_tour_in_order() {
    let tree = problem("a8", "c7", "none", Reading::default()).tie_tree();
    let n = tree.counts().solutions;
    assert_eq!(n, 14_258);
    let mut seen = std::collections::HashSet::new();
    for i in 0..n {
        let s = tree.solution(i).unwrap();
        assert!(s.is_closed_tour(), "solution {i}");
        assert_eq!(
            s.matrix().validate(),
            Ok(Verdict::ClosedTour),
            "solution {i}"
        );
        assert_eq!((s.cells[0], s.cells[63]), (c("a8"), c("c7")));
        assert!(seen.insert(s.cells.clone()), "solution {i} repeats");
        for t in &s.ties {
            // The chosen branch's first solution is at or before this one, the next branch's after.
            assert!(t.firsts[t.chosen] <= i);
            assert!(t.chosen + 1 == t.firsts.len() || t.firsts[t.chosen + 1] > i);
        }
    }
    let err = tree.solution(n).unwrap_err();
    assert!(err.to_string().contains("0-14257"), "{err}");
}

#[test]
fn dash_solutions_are_closed_tours_that_keep_their_tail() {
    for (s, e, v) in [
        ("b8", "a6", "ecd:b6"),
        ("b8", "a6", "ecd:b6,a1,h1:A"),
        ("c6", "e5", "xcd:c7:d7,a1:B"),
        ("d5", "e3", "a8,h8,h1:B"),
    ] {
        let p = problem(s, e, v, Reading::default());
        let tail = p.tail().to_vec();
        let tree = p.tie_tree();
        let n = tree.counts().solutions;
        assert!(n > 0, "{s}→{e} {v} has solutions");
        for i in (0..n).step_by((n as usize / 200).max(1)) {
            let sol = tree.solution(i).unwrap();
            assert!(sol.is_closed_tour(), "{s}→{e} {v} #{i}");
            assert_eq!(sol.cells[64 - tail.len()..], tail[..]);
        }
    }
    let tail = problem("b8", "a6", "ecd:b6", Reading::default())
        .tail()
        .to_vec();
    assert_eq!(tail, [c("b6"), c("a8"), c("c7"), c("a6")]);
}

#[test]
fn symmetric_pairs_have_equal_counts_under_every_reading() {
    // Set 10's ends come in mirror pairs (c7/b6, b4/e7, c3/f6, e3/f4); so do set 8's.
    for r in Reading::all()
        .into_iter()
        .filter(|r| r.dash == DashRule::OneExit)
    {
        for (s, a, b) in [
            ("d5", "c7", "b6"),
            ("d5", "e3", "f4"),
            ("c6", "b8", "a7"),
            ("b7", "a5", "d8"),
        ] {
            let x = problem(s, a, "none", r).count();
            let y = problem(s, b, "none", r).count();
            assert_eq!(x, y, "{s}→{a} vs {s}→{b} under {}", r.name());
        }
    }
    // A dashed corner and its mirror image.
    let x = problem("d5", "e3", "a8:A", Reading::default()).count();
    let y = problem("d5", "f4", "a8:B", Reading::default()).count();
    assert_eq!(x, y);
}

#[test]
fn the_sets_are_the_papers_53_pairs_and_its_algorithm_counts() {
    let ps = pairs();
    assert_eq!(ps.len(), 53);
    assert!(ps.iter().all(|p| p.start.touches(p.end)));
    let board: u32 = sets::STARTS.iter().map(|s| s.1).sum();
    assert_eq!(board, 64);
    for f in Family::ALL {
        assert_eq!(
            family_jobs(f).len() as u64,
            sets::paper_family(f).1,
            "{f:?}"
        );
    }
    let ecds = ps
        .iter()
        .flat_map(|p| end_dashes(p.start, p.end))
        .filter(|d| matches!(d, EndDash::Ecd { .. }))
        .count();
    assert_eq!(ecds, 32);
    // a8 can never be dashed from a8; c8→b6's end is an access cell of a8.
    assert_eq!(variants(c("a8"), c("c7"), Family::FullDash).len(), 8);
    assert_eq!(variants(c("c8"), c("b6"), Family::FullDash).len(), 8);
    assert_eq!(variants(c("b8"), c("c6"), Family::FullDash).len(), 16);
}

#[test]
fn readings_and_dashes_round_trip_through_their_names() {
    let all = Reading::all();
    let names: std::collections::HashSet<String> = all.iter().map(|r| r.name()).collect();
    assert_eq!(names.len(), all.len());
    for r in &all {
        assert_eq!(Reading::parse(&r.name()).unwrap(), *r);
    }
    let e = Reading::parse("strict").unwrap_err().to_string();
    assert!(e.contains("outlet-reserved"), "{e}");
    for p in pairs() {
        for f in Family::ALL {
            for v in variants(p.start, p.end, f) {
                assert_eq!(Variant::parse(&v.to_string()).unwrap(), v);
                // The 736 full-dash algorithms include the one with no dash.
                let fam = if f == Family::FullDash && v == Variant::PLAIN {
                    Family::Plain
                } else {
                    f
                };
                assert_eq!(v.family(), fam);
                assert!(v.check(p.start, p.end).is_ok());
            }
        }
    }
}

#[test]
fn bad_pairs_and_dashes_are_refused_with_what_is_accepted() {
    let e = Problem::new(c("a8"), c("d5"), Variant::PLAIN, Reading::default()).unwrap_err();
    assert!(e.to_string().contains("ends for a8: c7, b6") || e.to_string().contains("b6"));
    assert!(e.to_string().contains("cannot close"), "{e}");
    let e = Problem::new(
        c("a8"),
        c("c7"),
        Variant::parse("a8").unwrap(),
        Reading::default(),
    )
    .unwrap_err()
    .to_string();
    assert!(e.contains("dashable corners: h8, a1, h1"), "{e}");
    let e = Variant::parse("z9").unwrap_err().to_string();
    assert!(e.contains(DASH_SYNTAX), "{e}");
    let e = Problem::new(
        c("a8"),
        c("c7"),
        Variant::parse("ecd:f7").unwrap(),
        Reading::default(),
    )
    .unwrap_err()
    .to_string();
    assert!(e.contains("not possible for a8→c7"), "{e}");
}

#[test]
fn the_tie_tree_counts_what_the_plain_count_counts() {
    for (s, e, v) in [
        ("b8", "a6", "none"),
        ("c6", "d4", "a1,h8:B"),
        ("d7", "f6", "h1"),
    ] {
        for r in [Reading::default(), Reading::parse("blocked-open").unwrap()] {
            let p = problem(s, e, v, r);
            assert_eq!(p.tie_tree().counts(), p.count(), "{s}→{e} {v} {}", r.name());
        }
    }
}

#[test]
fn the_sliced_counter_counts_what_the_plain_count_counts() {
    for (s, e, v, r) in [
        ("a8", "c7", "none", "outlet-reserved"),
        ("d5", "e3", "h8:A", "outlet-reserved-forced"),
        ("c6", "d4", "none", "blocked-open-skip0"),
    ] {
        let p = problem(s, e, v, Reading::parse(r).unwrap());
        let mut counter = Counter::new(p.clone());
        let mut last = 0.0;
        let mut calls = 0;
        while !counter.work(5_000) {
            let now = counter.progress();
            assert!(now >= last && now < 1.0, "{now} after {last}");
            last = now;
            calls += 1;
        }
        assert_eq!(counter.progress(), 1.0);
        assert_eq!(counter.counts(), p.count(), "{s}→{e} {v} {r}");
        assert!(calls > 1 || p.count().nodes < 5_000);
    }
}

#[test]
fn a_pool_of_strided_batches_counts_every_job_once() {
    let r = Reading::default();
    let whole = sets::run_serial(&family_jobs(Family::Plain), r);
    let mut got = vec![None; whole.len()];
    for offset in 0..3 {
        let mut b = sets::Batch::new(Family::Plain, r, offset, 3);
        while !b.work(50_000) {
            assert!(b.progress() < 1.0);
        }
        assert_eq!(b.progress(), 1.0);
        for (i, res) in b.take_results() {
            assert!(got[i].replace(res).is_none(), "job {i} twice");
        }
    }
    let got: Vec<_> = got.into_iter().map(Option::unwrap).collect();
    assert_eq!(got, whole);
}

#[test]
fn passing_over_dead_targets_changes_dead_ends_but_never_solutions() {
    for r in Reading::all()
        .into_iter()
        .filter(|r| r.zero == Zero::Compete)
    {
        let skip = Reading {
            zero: Zero::Skip,
            ..r
        };
        for (s, e, v) in [("b8", "c6", "none"), ("c6", "a5", "a1:A,h8")] {
            let a = problem(s, e, v, r).count();
            let b = problem(s, e, v, skip).count();
            assert_eq!(a.solutions, b.solutions, "{s}→{e} {v} {}", r.name());
        }
    }
}

//! The walk page's status sentence, the long-job preparation of `nineteen`, and following an
//! imported path — all core, tested natively.

use warnsdorff::board::{Board, Square};
use warnsdorff::job::Job;
use warnsdorff::rules::RuleSpec;
use warnsdorff::walk::{Outcome, PathError, Preparation, Walk, WalkError};

fn walk(board: &str, start: (u32, u32), rule: &str) -> Walk {
    Walk::new(
        board.parse().unwrap(),
        Square::new(start.0, start.1),
        RuleSpec::parse(rule).unwrap(),
        1,
    )
    .unwrap()
}

#[test]
fn the_status_names_the_step_its_candidates_and_the_outcome() {
    let mut w = walk("8x8", (3, 4), "ordering:12345678");
    assert_eq!(
        w.status(None),
        "Step 1 of 64: the knight starts on d6. 4 trouble squares (one way in, one way out)."
    );
    let mut last = None;
    for _ in 0..7 {
        last = w.step();
    }
    let r = last.unwrap();
    let s = w.status(Some(&r));
    assert!(s.starts_with("Step 8 of 64: "), "{s}");
    assert!(
        s.contains(&format!("in direction {}, degree ", r.mv)),
        "{s}"
    );
    assert_eq!(
        s,
        format!(
            "{}{}",
            r.sentence(w.board()),
            &s[r.sentence(w.board()).len()..]
        )
    );
    // A tie is named with the rule that broke it.
    let mut w = walk("8x8", (1, 1), "ordering:12345678");
    let tie = std::iter::from_fn(|| w.step())
        .find(|r| r.is_tie())
        .unwrap();
    let s = tie.sentence(w.board());
    assert!(
        s.contains(" Tie between ") && s.contains("broken by ordering 12345678."),
        "{s}"
    );
    // The end.
    let mut w = walk("8x8", (1, 1), "ordering:12345678");
    w.run(62);
    let r = w.step().unwrap();
    // The headline ends with the outcome; the details (here, that the last square was the
    // only one to go to) follow it.
    let (line, details) = w.status_parts(Some(&r));
    assert!(line.ends_with(" Finished: full tour."), "{line}");
    assert_eq!(w.status(Some(&r)), format!("{line} {details}"));
    let mut w = walk("5x5", (1, 2), "ordering:12345678");
    w.run(usize::MAX);
    let s = w.status(None);
    assert!(s.contains("Finished: dead end after"), "{s}");
}

#[test]
fn irwin_s_squares_are_counted_while_running() {
    let mut seen = [false; 3];
    // Warnsdorff's rule steps into a termination square next to it at once, so while it runs
    // no square is cut off: a followed path shows that kind.
    let followed =
        [(2, 2), (4, 3), (2, 4), (3, 2), (5, 3), (3, 4), (1, 5)].map(|(r, c)| Square::new(r, c));
    let walks = (0..25)
        .map(|i| walk("5x5", (i / 5 + 1, i % 5 + 1), "ordering:12345678"))
        .chain([Walk::follow("5x5".parse().unwrap(), &followed).unwrap()]);
    for mut w in walks {
        while let Some(r) = w.step() {
            let marks = w.marks();
            let s = w.status(Some(&r));
            if !w.is_running() {
                continue;
            }
            let kinds = [
                (
                    &marks.trouble,
                    "trouble square",
                    "(one way in, one way out).",
                ),
                (
                    &marks.termination,
                    "termination square",
                    "(one way in, no way out).",
                ),
                (&marks.cut_off, "cut-off square", "(no way in left)."),
            ];
            for (k, (list, words, how)) in kinds.into_iter().enumerate() {
                let n = list.len();
                let plural = if n == 1 { "" } else { "s" };
                let said = format!(" {n} {words}{plural} {how}");
                assert_eq!(s.contains(&said), n > 0, "{s}");
                seen[k] |= n > 0;
            }
        }
    }
    assert_eq!(
        seen,
        [true, true, true],
        "each kind turns up on these walks"
    );
}

#[test]
fn nineteen_prepares_in_slices_to_the_same_walk() {
    let b: Board = "40x40".parse().unwrap();
    let whole = Walk::new(b, Square::new(1, 1), RuleSpec::Nineteen, 0).unwrap();
    let mut p = Preparation::new(b, Square::new(1, 1), RuleSpec::Nineteen, 0).unwrap();
    assert!(!p.is_done());
    let mut last = 0.0;
    let mut calls = 0;
    while !p.work(100).unwrap().is_finished() {
        let f = p.progress().fraction();
        assert!(f >= last && f < 1.0, "{f}");
        assert!(p.progress().words.contains("ordering #"));
        last = f;
        calls += 1;
    }
    assert!(
        calls >= 15,
        "1,600 squares in slices of 100: {calls} calls before the last"
    );
    let mut sliced = p.finish();
    let mut whole = whole;
    assert_eq!(sliced.rule_label(), whole.rule_label());
    assert_eq!(sliced.note(), whole.note());
    sliced.run(usize::MAX);
    whole.run(usize::MAX);
    assert!(sliced.path().eq(whole.path()));
    // Other rules need no preparation.
    assert!(Preparation::new(b, Square::new(1, 1), RuleSpec::Random, 0)
        .unwrap()
        .is_done());
    assert_eq!(
        Preparation::new(b, Square::new(41, 1), RuleSpec::Random, 0).err(),
        Some(WalkError::OffBoard {
            start: Square::new(41, 1),
            board: b
        })
    );
}

#[test]
fn a_followed_path_replays_with_degrees_and_ends_with_the_path() {
    let mut w = walk("6x6", (1, 1), "random");
    w.run(usize::MAX);
    let path: Vec<Square> = w.path().collect();
    let mut f = Walk::follow(w.board(), &path).unwrap();
    assert_eq!(f.spec().to_string(), "imported");
    let r = f.step().unwrap();
    assert_eq!(r.to, path[1]);
    assert!(r.candidates.iter().any(|c| c.square == path[1]));
    assert_eq!(r.broken_by, None);
    f.run(usize::MAX);
    assert!(f.path().eq(path.iter().copied()));
    assert_eq!(f.outcome(), w.outcome());
    // Undo and replay are exact.
    f.seek(5);
    f.seek(path.len());
    assert!(f.path().eq(path.iter().copied()));
    // A part of it ends where it ends.
    let mut part = Walk::follow(w.board(), &path[..7]).unwrap();
    part.run(usize::MAX);
    assert_eq!(part.len(), 7);
    assert_eq!(part.outcome(), Outcome::PathEnd { visited: 7 });
    assert!(part
        .status(None)
        .contains("the given path ends after 7 of 36 squares"));
    assert_eq!(
        Walk::follow_indices(w.board(), &part.path_indices())
            .unwrap()
            .len(),
        1
    );
}

#[test]
fn a_bad_path_is_refused_with_its_place() {
    let b: Board = "8x8".parse().unwrap();
    let e = |r: Result<Walk, WalkError>| match r.err().unwrap() {
        WalkError::Path(p) => p,
        other => panic!("{other}"),
    };
    assert_eq!(e(Walk::follow(b, &[])), PathError::Empty);
    assert!(matches!(
        e(Walk::follow_indices(b, &[0, 64])),
        PathError::OffBoard { k: 1, index: 64 }
    ));
    assert!(matches!(
        e(Walk::follow_indices(b, &[0, 10, 0])),
        PathError::Repeat { k: 2, .. }
    ));
    let p = e(Walk::follow_indices(b, &[0, 1]));
    assert!(p.to_string().contains("squares 1 and 2 of the path"), "{p}");
    assert_eq!(WalkError::Path(p).field(), "import");
    assert_eq!(
        Walk::new(b, Square::new(1, 1), RuleSpec::Imported, 0).err(),
        Some(WalkError::NeedsPath)
    );
}

mod the_walk_pages_state {
    use warnsdorff::board::{Board, Square};
    use warnsdorff::job::Job;
    use warnsdorff::labs::walk::state::WalkState;
    use warnsdorff::rules::RuleSpec;

    fn lab(rule: &str, n: u64) -> WalkState {
        let b = Board::new(n, n).unwrap();
        WalkState::new(b, Square::new(1, 1), RuleSpec::parse(rule).unwrap(), 4).unwrap()
    }

    #[test]
    fn run_and_seek_keep_the_last_report_and_the_status_right() {
        let mut l = lab("random", 8);
        assert_eq!(
            l.status(),
            "Step 1 of 64: the knight starts on a8. 3 trouble squares (one way in, one way out)."
        );
        assert_eq!(l.run(9), 9);
        let r = l.last().cloned().unwrap();
        assert_eq!(r.len, 10);
        assert!(l.status().starts_with("Step 10 of 64: "), "{}", l.status());
        assert_eq!(l.seek(4), 4);
        assert_eq!(l.last().unwrap().len, 4);
        assert_eq!(l.seek(10), 10);
        assert_eq!(l.last(), Some(&r));
        assert!(l.undo());
        assert_eq!(l.last().unwrap().len, 9);
        assert_eq!(l.seek(1), 1);
        assert_eq!(l.last(), None);
        // The benchmark's raw speed: steps with no report.
        #[cfg(feature = "bench")]
        {
            assert_eq!(l.run_fast(5), 5);
            assert_eq!(l.last(), None);
            l.seek(1);
        }
        l.run(5);
        let s = l.standing();
        assert_eq!((s.len, s.squares, s.outcome), (6, 64, "running"));
        l.seek(64);
        assert!(l.standing().outcome.ends_with("tour") || l.standing().outcome == "dead-end");
    }

    #[test]
    fn a_busy_lab_works_in_slices_or_is_cancelled() {
        let mut l = lab("nineteen", 60);
        assert!(l.busy() && !l.failed());
        assert_eq!(l.walk().len(), 1);
        let mut calls = 0;
        while !l.work(500).unwrap().is_finished() {
            calls += 1;
        }
        assert!(calls >= 7, "{calls}");
        assert!(!l.busy());
        // One sentence: which ordering of the nineteen is walked, said once (the line used
        // to give it as a label and again as a note).
        assert_eq!(
            l.rule_words(),
            "nineteen: ordering #2 of the nineteen (21345678) gives a tour"
        );
        assert_eq!(l.rule_words().matches("ordering #").count(), 1);
        // And when none of them gives a tour (4x4 has none), that is said once too.
        assert_eq!(
            lab("nineteen", 4).rule_words(),
            "nineteen: none of the 19 orderings gives a tour on this board from this start; \
             showing the walk of the first (12345678)"
        );
        // Cancelled: failed, and work says so.
        let mut c = lab("nineteen", 60);
        c.work(10).unwrap();
        c.cancel();
        assert!(!c.busy() && c.failed());
        let p = c.work(10).unwrap();
        assert!(p.is_finished() && p.words == "cancelled");
        // A method that needs the walk finishes the preparation at once.
        let mut eager = lab("nineteen", 60);
        assert!(eager.step());
        assert!(!eager.busy());
    }

    /// A dead end on a board with no tour at all (3x3, 4x4, 3x5, 3x6) names Lin & Wei's
    /// Theorem 3, in every numbering; a board that has tours, or a walk still running, does not.
    #[test]
    fn a_dead_end_on_a_board_without_tours_names_the_theorem() {
        use warnsdorff::numbering::Numbering;
        for (rows, cols) in [(3, 3), (4, 4), (3, 5), (5, 3), (3, 6)] {
            let b = Board::new(rows, cols).unwrap();
            let spec = RuleSpec::parse("ordering:12345678").unwrap();
            let mut l = WalkState::new(b, Square::new(1, 1), spec, 1).unwrap();
            assert_eq!(l.no_tour_note(), "", "{rows}x{cols} before the end");
            assert!(!l.status().contains("Theorem"), "{}", l.status());
            l.run(usize::MAX);
            let s = l.status();
            assert!(s.contains(" Finished: dead end after "), "{s}");
            let (n, m) = (rows.min(cols), rows.max(cols));
            assert!(
                s.ends_with(&format!(
                    " No rule can do better here. Lin & Wei: no knight's tour of any kind on {n}x{m} \
                     (Theorem 3: an open tour needs n = 3 with m = 4 or m ≥ 7, or n ≥ 4 with m ≥ 5)."
                )),
                "{s}"
            );
            for n in Numbering::ALL {
                assert!(l.status_in(n).contains("(Theorem 3: "), "{n:?}");
            }
        }
        // 5x5 has tours: a dead end there is the rule's failure, and no theorem is named.
        let b = Board::new(5, 5).unwrap();
        let spec = RuleSpec::parse("ordering:12345678").unwrap();
        let mut l = WalkState::new(b, Square::new(1, 2), spec, 1).unwrap();
        l.run(usize::MAX);
        assert!(l.status().contains("dead end"), "{}", l.status());
        assert_eq!(l.no_tour_note(), "");
        assert!(!l.status().contains("Theorem"), "{}", l.status());
    }
}

//! Import and export of tours and covers (src/exchange.rs): round trips through every format,
//! and import errors that name the line and the square.

use proptest::prelude::*;
use warnsdorff::board::{Board, Square};
use warnsdorff::cover::{join_flat, split_flat, CoverError, CycleCover};
use warnsdorff::exchange::*;
use warnsdorff::matrix::Verdict;
use warnsdorff::record::Record;
use warnsdorff::rules::RuleSpec;
use warnsdorff::walk::{Outcome, Walk};

fn walk(board: &str, start: Square, rule: RuleSpec, seed: u64, steps: usize) -> Walk {
    let mut w = Walk::new(board.parse().unwrap(), start, rule, seed).unwrap();
    w.run(steps);
    w
}

fn indices(w: &Walk) -> Vec<u32> {
    let b = w.board();
    w.path().map(|s| b.index(s).unwrap() as u32).collect()
}

/// A closed 8x8 tour: random tiebreak from (1,1), seed 18 (the page tests use the same one).
fn closed_8x8() -> Walk {
    let w = walk("8x8", Square::new(1, 1), RuleSpec::Random, 18, usize::MAX);
    assert_eq!(w.outcome(), Outcome::ClosedTour);
    w
}

#[test]
fn a_closed_tour_round_trips_through_the_matrix() {
    let w = closed_8x8();
    let sq = indices(&w);
    let text = export_path(w.board(), &sq, Format::Matrix, None).unwrap();
    assert_eq!(text.lines().count(), 8);
    let back = import_tour(&text).unwrap();
    assert_eq!(back.board, w.board());
    assert_eq!(back.squares, sq);
    assert!(back.closed);
    assert_eq!(back.verdict, Verdict::ClosedTour);
}

#[test]
fn a_path_round_trips_through_json_with_its_rule_and_seed() {
    let w = walk(
        "10x12",
        Square::new(3, 4),
        RuleSpec::parse("ordering:36875124").unwrap(),
        7,
        40,
    );
    let sq = indices(&w);
    let from = Provenance {
        rule: w.spec().to_string(),
        seed: 7,
    };
    let json = export_path(w.board(), &sq, Format::Json, Some(&from)).unwrap();
    let rec = Record::from_json(&json).unwrap();
    assert_eq!(rec.rule, "ordering:36875124");
    assert_eq!(rec.seed, 7);
    assert_eq!(rec.start, Square::new(3, 4));
    // 41 squares of 120, the knight not stuck: the record says running, and it validates.
    assert_eq!(rec.outcome, Outcome::Running);
    assert_eq!(rec.validate().unwrap(), Verdict::Path { len: 41 });
    let back = import_tour(&json).unwrap();
    assert_eq!(back.squares, sq);
    assert!(!back.closed);
    // The walk's own record imports too.
    let own = import_tour(&Record::of_walk(&w).to_json()).unwrap();
    assert_eq!(own.squares, sq);
}

#[test]
fn a_dead_end_is_exported_as_one() {
    // Squirrel & Cull §2: ordering 36875124 from (1,3) on 5x5 sticks after 17 squares.
    let w = walk(
        "5x5",
        Square::new(1, 3),
        RuleSpec::parse("ordering:36875124").unwrap(),
        1,
        usize::MAX,
    );
    let json = export_path(w.board(), &indices(&w), Format::Json, None).unwrap();
    let rec = Record::from_json(&json).unwrap();
    assert_eq!(rec.outcome, w.outcome());
    assert!(matches!(rec.outcome, Outcome::DeadEnd { visited: 17, .. }));
    assert_eq!(rec.rule, "imported");
}

#[test]
fn matrix_errors_name_the_line_and_the_square() {
    // Line 4 (after a blank line), row 3: 3 at (3,2) is not a knight's move from 2 at (2,3).
    let text = "1 - - -\n\n- - 2 -\n- 3 - -\n";
    let e = import_tour(text).unwrap_err();
    assert_eq!(e.line(), Some(4));
    assert_eq!(e.square(), Some(Square::new(3, 2)));
    let m = e.to_string();
    assert!(
        m.contains("line 4") && m.contains("(3,2)") && m.contains("not a knight's move"),
        "{m}"
    );

    let e = import_tour("1 - -\n- - x\n").unwrap_err();
    assert_eq!((e.line(), e.square()), (Some(2), Some(Square::new(2, 3))));
    assert!(e.to_string().contains("'x'"), "{e}");

    let e = import_tour("1 - -\n- 1 -\n").unwrap_err();
    assert!(e.to_string().contains("appears twice"), "{e}");
    let e = import_tour("1 - -\n- -\n").unwrap_err();
    assert_eq!(e.line(), Some(2));
    assert_eq!(import_tour("  \n\n").unwrap_err(), ImportError::Empty);
}

#[test]
fn json_errors_name_the_line() {
    let e = import_tour("{\n  \"board\": [8, 8],\n  \"start\": oops\n}").unwrap_err();
    assert!(matches!(e, ImportError::Json { line: 3, .. }), "{e:?}");
    assert!(e.to_string().starts_with("JSON: line 3, column"), "{e}");

    // A pretty-printed record whose fourth square is not a knight's move from the third.
    let text = r#"{
  "board": [5, 5],
  "start": [1, 1],
  "rule": "imported",
  "seed": 0,
  "outcome": {"kind": "running"},
  "path": [
    [1, 1],
    [2, 3],
    [3, 5],
    [3, 4]
  ]
}"#;
    let e = import_tour(text).unwrap_err();
    assert_eq!(e.line(), Some(11));
    assert_eq!(e.square(), Some(Square::new(3, 4)));
    let m = e.to_string();
    assert!(m.contains("line 11, path entry 4, square (3,4)"), "{m}");
    // The stated outcome must agree with the path.
    let lie = text
        .replace("[3, 4]", "[1, 4]")
        .replace("running", "closed-tour");
    let e = import_tour(&lie).unwrap_err();
    assert!(e.to_string().contains("the record says"), "{e}");
}

#[test]
fn covers_round_trip_through_json_and_a_closed_tour_is_a_cover_of_one() {
    let b = Board::new(4, 4).unwrap();
    let cycles = vec![
        vec![0, 6, 15, 9],
        vec![1, 7, 14, 8],
        vec![2, 11, 13, 4],
        vec![3, 10, 12, 5],
    ];
    let json = export_cycles(b, &cycles, Format::Json).unwrap();
    let back = import_cover(&json).unwrap();
    assert_eq!(back.board, b);
    assert_eq!(back.cycles, cycles);
    let svg = export_cycles(b, &cycles, Format::Svg).unwrap();
    assert_eq!(svg.matches("<path").count(), 4);
    let e = export_cycles(b, &cycles, Format::Matrix).unwrap_err();
    assert_eq!(e, ExchangeError::MatrixOfCycles { cycles: 4 });

    let w = closed_8x8();
    let tour: Vec<usize> = indices(&w).iter().map(|&i| i as usize).collect();
    let text = export_cycles(w.board(), std::slice::from_ref(&tour), Format::Matrix).unwrap();
    assert_eq!(
        text,
        export_path(w.board(), &indices(&w), Format::Matrix, None).unwrap()
    );
    let cover = import_cover(&text).unwrap();
    assert_eq!(cover.cycles, vec![tour]);
}

#[test]
fn a_cover_needs_a_closed_tour_and_real_cycles() {
    // The 8x8 ordering walk from (1,1) is a full tour that does not close.
    let w = walk(
        "8x8",
        Square::new(1, 1),
        RuleSpec::parse("ordering:12345678").unwrap(),
        1,
        usize::MAX,
    );
    assert_eq!(w.outcome(), Outcome::FullTour);
    let text = export_path(w.board(), &indices(&w), Format::Matrix, None).unwrap();
    let e = import_cover(&text).unwrap_err();
    assert_eq!(e, ImportError::NotClosed(Verdict::Tour));
    assert!(e.to_string().contains("not a closed tour"), "{e}");

    // Two squares swapped between cycles: (1,2) is not a knight's move from (1,1).
    let bad = r#"{"board":[4,4],"cycles":[[[1,1],[1,2],[4,4],[3,2]],[[2,4],[2,3],[4,3],[3,1]],[[1,3],[3,4],[4,2],[2,1]],[[1,4],[3,3],[4,1],[2,2]]]}"#;
    let e = import_cover(bad).unwrap_err();
    assert!(matches!(e, ImportError::Cover(_)), "{e:?}");
    assert!(e.square().is_some());
}

#[test]
fn the_flat_encoding_round_trips_and_refuses_a_broken_list() {
    let b = Board::new(4, 4).unwrap();
    let cycles = vec![vec![0, 6, 15, 9], vec![1, 7, 14, 8]];
    let flat = join_flat(&cycles);
    assert_eq!(flat[0], 4);
    assert_eq!(split_flat(b, &flat).unwrap(), cycles);
    assert_eq!(
        split_flat(b, &flat[..7]).unwrap_err(),
        CoverError::Truncated { at: 5 }
    );
    assert_eq!(
        split_flat(b, &[3, 0, 1, 99]).unwrap_err(),
        CoverError::OffBoard { index: 99 }
    );
    assert_eq!(
        split_flat(b, &[0, 3, 0, 6, 15]).unwrap_err(),
        CoverError::ShortCycle { len: 0 }
    );
    // The cover reads the same encoding: these two cycles are half the squares, not a cover.
    assert!(matches!(
        CycleCover::from_flat(b, &flat),
        Err(CoverError::Coverage { .. })
    ));
    // Not a cover: only half the squares.
    assert!(matches!(
        export_cycles(b, &cycles, Format::Json),
        Err(ExchangeError::Cover(_))
    ));
}

#[test]
fn exports_refuse_what_is_not_a_path() {
    let b = Board::new(5, 5).unwrap();
    let e = export_path(b, &[0, 7, 0], Format::Matrix, None).unwrap_err();
    assert!(e.to_string().contains("repeats"), "{e}");
    let e = export_path(b, &[0, 25], Format::Json, None).unwrap_err();
    assert_eq!(
        e,
        ExchangeError::OffBoard {
            index: 25,
            squares: 25
        }
    );
    assert!(export_path(b, &[], Format::Svg, None).is_err());
    assert!("png".parse::<Format>().is_err());
    assert_eq!("svg".parse::<Format>().unwrap(), Format::Svg);
}

#[test]
fn the_path_svg_draws_every_move_and_marks_both_ends() {
    let w = closed_8x8();
    let svg = export_path(w.board(), &indices(&w), Format::Svg, None).unwrap();
    assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
    let d = svg.split(" d=\"").nth(1).unwrap();
    let d = &d[..d.find('"').unwrap()];
    assert_eq!(d.matches('M').count() + d.matches('L').count(), 64);
    assert!(
        svg.contains("stroke-dasharray"),
        "the closing move is drawn"
    );
    assert!(svg.contains("<title>start (1,1)</title>"));
}

#[test]
fn paths_and_covers_round_trip_through_a_link_code() {
    let w = closed_8x8();
    let tour: Vec<usize> = indices(&w).iter().map(|&i| i as usize).collect();
    let code = path_code(w.board(), std::slice::from_ref(&tour)).unwrap();
    assert!(code.starts_with("1,1:"));
    assert_eq!(code.len(), 4 + 63);
    assert_eq!(parse_path_code(w.board(), &code).unwrap(), vec![tour]);
    let b = Board::new(4, 4).unwrap();
    let cycles = vec![vec![0, 6, 15, 9], vec![1, 7, 14, 8]];
    let code = path_code(b, &cycles).unwrap();
    assert_eq!(code.matches('.').count(), 1);
    assert_eq!(parse_path_code(b, &code).unwrap(), cycles);
    // Where a code goes wrong: the character named.
    let e = parse_path_code(b, "1,1:39").unwrap_err();
    assert_eq!(
        e,
        ImportError::Code {
            at: 6,
            message: "'9' is not a move 1-8".into()
        }
    );
    let e = parse_path_code(b, "1,1:3.4,4:3").unwrap_err();
    assert!(matches!(e, ImportError::Code { at: 11, .. }), "{e:?}");
    assert!(e.to_string().contains("leaves the board"), "{e}");
    assert!(parse_path_code(b, "9,9:1").is_err());
    // Too long for a link, or not a path: none.
    assert_eq!(path_code(b, &[vec![0, 1]]), None);
    let big = Board::new(200, 200).unwrap();
    assert_eq!(path_code(big, &[(0..10_001).collect()]), None);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]
    /// Any walk, stopped anywhere, exports to a matrix and a record that import to the same path.
    #[test]
    fn any_walk_round_trips(rows in 5u64..12, cols in 5u64..12, seed in 0u64..1000, steps in 0usize..150) {
        let w = walk(&format!("{rows}x{cols}"), Square::new(1, 1), RuleSpec::Random, seed, steps);
        let sq = indices(&w);
        for f in [Format::Matrix, Format::Json] {
            let text = export_path(w.board(), &sq, f, None).unwrap();
            let back = import_tour(&text).unwrap();
            prop_assert_eq!(&back.squares, &sq);
            prop_assert_eq!(back.closed, w.outcome() == Outcome::ClosedTour);
        }
    }
}

#[test]
fn a_pages_rule_and_seed_texts_become_the_records_provenance() {
    assert_eq!(Provenance::of_texts(None, Some("5")), Ok(None));
    let p = Provenance::of_texts(Some("random"), None).unwrap().unwrap();
    assert_eq!((p.rule.as_str(), p.seed), ("random", 0));
    let p = Provenance::of_texts(Some("pohl:12345678"), Some(" 18446744073709551615 "));
    assert_eq!(p.unwrap().unwrap().seed, u64::MAX);
    let e = Provenance::of_texts(Some("random"), Some("1.5")).unwrap_err();
    assert_eq!(e, ExchangeError::Seed("1.5".into()));
    assert!(e.to_string().contains("'1.5' is not a whole number"), "{e}");
}

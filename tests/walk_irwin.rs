//! Irwin's trouble and termination squares (004, the text around Figure 2) and the squares cut
//! off, on positions worked out by hand, square by square, and against a fresh count on walks.

use warnsdorff::board::{Board, Square};
use warnsdorff::rules::RuleSpec;
use warnsdorff::walk::irwin::{Mark, Marks};
use warnsdorff::walk::Walk;

/// A picture of the expected marks, one row per board row: `T` trouble, `E` termination (the
/// walk can only End there), `C` cut off, `.` unmarked, anything else a visited square.
fn expected(picture: &[&str]) -> Vec<(Square, Option<Mark>)> {
    let mut out = Vec::new();
    for (r, line) in picture.iter().enumerate() {
        for (c, ch) in line.chars().enumerate() {
            let mark = match ch {
                'T' => Some(Mark::Trouble),
                'E' => Some(Mark::Termination),
                'C' => Some(Mark::CutOff),
                '.' => None,
                _ => continue,
            };
            out.push((Square::new(r as u32 + 1, c as u32 + 1), mark));
        }
    }
    out
}

fn sq(r: u32, c: u32) -> Square {
    Square::new(r, c)
}

/// The lab's former reading, one way fewer than Irwin: degree 1 trouble, degree 0 termination.
fn former_reading(degree: u8) -> Option<Mark> {
    match degree {
        0 => Some(Mark::Termination),
        1 => Some(Mark::Trouble),
        _ => None,
    }
}

#[test]
fn ways_are_unvisited_neighbours_plus_the_knight() {
    // Away from the knight: degree 0, 1, 2 are cut off, termination, trouble.
    assert_eq!(Mark::of(0, false), Some(Mark::CutOff));
    assert_eq!(Mark::of(1, false), Some(Mark::Termination));
    assert_eq!(Mark::of(2, false), Some(Mark::Trouble));
    assert_eq!(Mark::of(3, false), None);
    // A knight's move from the knight, its square is one more way in.
    assert_eq!(Mark::of(0, true), Some(Mark::Termination));
    assert_eq!(Mark::of(1, true), Some(Mark::Trouble));
    assert_eq!(Mark::of(2, true), None);
    assert_eq!(Mark::of(8, true), None);
}

/// A 5×5 position, the knight's path (2,2) (4,3) (2,4) (3,2) (5,3) (3,4), knight on (3,4). By
/// hand, for example:
/// - (1,1): neighbours (2,3) unvisited and (3,2) visited; not a knight's move from (3,4):
///   one way, termination (the former reading: trouble);
/// - (1,2): neighbours (2,4) visited, (3,1) and (3,3) unvisited; two ways, trouble (formerly
///   unmarked);
/// - (1,3): neighbours (2,1), (2,5) unvisited, and the knight at (3,4): three ways, unmarked;
/// - (1,5): neighbour (2,3) unvisited, (3,4) the knight: two ways, trouble;
/// - (5,1): neighbours (3,2) and (4,3) visited, not next to the knight: cut off (formerly
///   termination);
/// - (5,5): neighbours (4,3) visited and (3,4) the knight: one way in, termination.
const PATH: [(u32, u32); 6] = [(2, 2), (4, 3), (2, 4), (3, 2), (5, 3), (3, 4)];
const PICTURE: [&str; 5] = ["ET.TT", ".1.3.", ".4.K.", "E.2.E", "C.5.E"];

#[test]
fn a_hand_made_position_square_by_square() {
    let board = Board::new(5, 5).unwrap();
    let path: Vec<Square> = PATH.iter().map(|&(r, c)| sq(r, c)).collect();
    let mut w = Walk::follow(board, &path).unwrap();
    w.run(usize::MAX);
    assert_eq!(w.current(), sq(3, 4));
    let want = expected(&PICTURE);
    assert_eq!(want.len(), 25 - 6);
    for &(s, mark) in &want {
        assert_eq!(w.mark(s), mark, "square {s}");
    }
    // The same from the bare position, and the lists row-major.
    let mut visited = vec![false; 25];
    for &s in &path {
        visited[board.index(s).unwrap()] = true;
    }
    let marks = Marks::of_position(board, &visited, Some(sq(3, 4)));
    assert_eq!(marks, w.marks());
    let of = |m: Mark| -> Vec<Square> {
        want.iter()
            .filter(|&&(_, x)| x == Some(m))
            .map(|&(s, _)| s)
            .collect()
    };
    assert_eq!(marks.trouble, of(Mark::Trouble));
    assert_eq!(marks.termination, of(Mark::Termination));
    assert_eq!(marks.cut_off, of(Mark::CutOff));
    assert_eq!(marks.termination, [sq(1, 1), sq(4, 1), sq(4, 5), sq(5, 5)]);
    assert_eq!(marks.cut_off, [sq(5, 1)]);
    // Visited squares, the knight's own included, carry no mark.
    for &s in &path {
        assert_eq!(w.mark(s), None);
    }
}

#[test]
fn the_former_reading_differs_from_irwin_on_the_same_position() {
    let board = Board::new(5, 5).unwrap();
    let path: Vec<Square> = PATH.iter().map(|&(r, c)| sq(r, c)).collect();
    let mut w = Walk::follow(board, &path).unwrap();
    w.run(usize::MAX);
    let disagree: Vec<Square> = expected(&PICTURE)
        .into_iter()
        .filter(|&(s, mark)| former_reading(w.degree(s).unwrap()) != mark)
        .map(|(s, _)| s)
        .collect();
    // (1,1), (4,1), (4,5) were trouble, (5,1) termination; (1,2), (1,4), (5,3)... were
    // unmarked at degree 2.
    for s in [sq(1, 1), sq(4, 1), sq(4, 5), sq(5, 1), sq(1, 2)] {
        assert!(disagree.contains(&s), "{s} in {disagree:?}");
    }
    // Where both agree: (1,5) degree 1 next to the knight (trouble), (5,5) degree 0 next to
    // the knight (termination).
    assert!(!disagree.contains(&sq(1, 5)) && !disagree.contains(&sq(5, 5)));
}

#[test]
fn the_corners_of_a_fresh_board_are_trouble() {
    // From the centre of 8×8 every corner has its two neighbours unvisited and is not next to
    // the knight: one way in, one way out, the path through it forced. The former reading
    // (degree 1 and 0 only) marked nothing here.
    let board = Board::new(8, 8).unwrap();
    let w = Walk::new(board, sq(4, 4), RuleSpec::Random, 0).unwrap();
    let marks = w.marks();
    assert_eq!(marks.trouble, [sq(1, 1), sq(1, 8), sq(8, 1), sq(8, 8)]);
    assert!(marks.termination.is_empty() && marks.cut_off.is_empty());
    assert!(marks.trouble.iter().all(|&s| w.degree(s) == Some(2)));
}

/// Figure 2 as transcribed (the numbered squares visited, K the knight at (5,4)). Its A (1,6) is
/// a termination square and C (4,7) "a probable trouble area", as Irwin says; neither is a
/// knight's move from K. The transcription is damaged (5 and 15 twice, no 8 or 31), so this is
/// a position, not a path, and B (1,5), all four of whose neighbours carry numbers here, is not
/// checked.
#[test]
fn figure_2_a_is_termination_and_c_is_trouble() {
    const FIGURE: [&str; 8] = [
        "3 13 11 17 B A 32 19",
        "10 16 4 1 18 15 30 .",
        "5 2 14 12 5 20 33 .",
        "15 9 6 . 34 29 C .",
        "7 . . K 28 24 21 .",
        ". . . . . 22 27 .",
        ". . . . . 25 . 23",
        ". . . . . . . 26",
    ];
    let board = Board::new(8, 8).unwrap();
    let mut visited = vec![false; 64];
    let mut knight = None;
    for (r, line) in FIGURE.iter().enumerate() {
        let cells: Vec<&str> = line.split(' ').collect();
        assert_eq!(cells.len(), 8);
        for (c, cell) in cells.into_iter().enumerate() {
            let s = sq(r as u32 + 1, c as u32 + 1);
            if cell == "K" {
                knight = Some(s);
            }
            if cell.parse::<u32>().is_ok() || cell == "K" {
                visited[board.index(s).unwrap()] = true;
            }
        }
    }
    let marks = Marks::of_position(board, &visited, knight);
    let (a, c) = (sq(1, 6), sq(4, 7));
    assert!(marks.termination.contains(&a), "{marks:?}");
    assert!(marks.trouble.contains(&c), "{marks:?}");
    // A has one unvisited neighbour, C two: the former reading called A trouble and C nothing.
    let degree = |s: Square| {
        board
            .neighbours(s)
            .filter(|&(_, t)| !visited[board.index(t).unwrap()])
            .count() as u8
    };
    assert_eq!(former_reading(degree(a)), Some(Mark::Trouble));
    assert_eq!(former_reading(degree(c)), None);
}

/// The marks of the walk's position, counted afresh from its path.
fn fresh(w: &Walk) -> Marks {
    let board = w.board();
    let mut visited = vec![false; board.squares()];
    for s in w.path() {
        visited[board.index(s).unwrap()] = true;
    }
    Marks::of_position(board, &visited, Some(w.current()))
}

#[test]
fn walk_marks_agree_with_a_fresh_count_at_every_step_and_undo() {
    for (rows, cols, start, seed) in [(5, 5, (1, 1), 1), (6, 7, (3, 3), 2), (8, 8, (1, 2), 3)] {
        let board = Board::new(rows, cols).unwrap();
        let mut w = Walk::new(board, sq(start.0, start.1), RuleSpec::Random, seed).unwrap();
        loop {
            assert_eq!(w.marks(), fresh(&w), "{rows}x{cols} at step {}", w.len());
            if w.step().is_none() {
                break;
            }
        }
        while w.undo() {
            assert_eq!(w.marks(), fresh(&w), "{rows}x{cols} back at {}", w.len());
        }
    }
}

#[test]
fn the_status_line_counts_the_marks_in_irwin_s_words() {
    let w8 = Walk::new(Board::new(8, 8).unwrap(), sq(4, 4), RuleSpec::Random, 0).unwrap();
    let s = w8.status(None);
    assert!(
        s.ends_with("d5. 4 trouble squares (one way in, one way out)."),
        "{s}"
    );
    let path: Vec<Square> = PATH.iter().map(|&(r, c)| sq(r, c)).collect();
    let mut w = Walk::follow(Board::new(5, 5).unwrap(), &path).unwrap();
    w.run(4);
    assert!(w.is_running());
    let marks = w.marks();
    let s = w.status(None);
    for (n, words) in [
        (marks.termination.len(), "termination square"),
        (marks.trouble.len(), "trouble square"),
        (marks.cut_off.len(), "cut-off square"),
    ] {
        assert_eq!(s.contains(words), n > 0, "{s}");
        if n > 0 {
            assert!(s.contains(&format!(" {n} {words}")), "{s}");
        }
    }
}

//! The walks printed in the papers, reproduced square for square.

use warnsdorff::board::{Board, Square};
use warnsdorff::matrix::{Matrix, Verdict};
use warnsdorff::rules::RuleSpec;
use warnsdorff::walk::{Outcome, Walk};

fn run(board: &str, start: Square, rule: &str) -> Walk {
    let mut w = Walk::new(
        board.parse().unwrap(),
        start,
        RuleSpec::parse(rule).unwrap(),
        0,
    )
    .unwrap();
    w.run(usize::MAX);
    w
}

/// 000 §1: the 8×8 tour produced by ordering 12345678 from (1,1).
const SQUIRREL_8X8: &str = "
1	16	27	22	3	18	47	56
26	23	2	17	46	57	4	19
15	28	25	62	21	48	55	58
24	35	30	45	60	63	20	5
29	14	61	34	49	44	59	54
36	31	38	41	64	53	6	9
13	40	33	50	11	8	43	52
32	37	12	39	42	51	10	7
";

/// 000 §2: the 5×5 dead end produced by ordering 36875124.
const SQUIRREL_5X5: &str = "
11	6	1	-	13
-	-	12	7	2
5	10	-	14	-
-	-	16	3	8
17	4	9	-	15
";

#[test]
fn squirrel_8x8_tour_of_section_1() {
    let w = run("8x8", Square::new(1, 1), "ordering:12345678");
    let expected: Matrix = SQUIRREL_8X8.parse().unwrap();
    assert_eq!(Matrix::of_walk(&w), expected);
    assert_eq!(w.outcome(), Outcome::FullTour);
    assert_eq!(expected.validate(), Ok(Verdict::Tour));
}

#[test]
fn squirrel_5x5_dead_end_of_section_2() {
    let printed: Matrix = SQUIRREL_5X5.parse().unwrap();
    // The start is the square numbered 1 in the printed path.
    let start = (1..=5u32)
        .flat_map(|r| (1..=5u32).map(move |c| Square::new(r, c)))
        .find(|&s| printed.get(s) == Some(1))
        .unwrap();
    assert_eq!(start, Square::new(1, 3));
    let w = run("5x5", start, "ordering:36875124");
    assert_eq!(Matrix::of_walk(&w), printed);
    match w.outcome() {
        Outcome::DeadEnd { visited, unvisited } => {
            assert_eq!(visited, 17);
            assert_eq!(unvisited.len(), 8);
            assert!(unvisited.contains(&Square::new(1, 4)));
        }
        other => panic!("expected a dead end, got {other:?}"),
    }
    assert_eq!(printed.validate(), Ok(Verdict::Path { len: 17 }));
}

#[test]
fn printed_matrix_round_trips() {
    let w = run("5x5", Square::new(1, 3), "ordering:36875124");
    let text = Matrix::of_walk(&w).to_string();
    assert!(text.starts_with("11  6  1  - 13\n"), "{text}");
    let back: Matrix = text.parse().unwrap();
    assert_eq!(back, Matrix::of_walk(&w));
    assert_eq!(Board::new(5, 5).unwrap(), back.board());
}

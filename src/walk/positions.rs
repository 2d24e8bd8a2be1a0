//! The papers' positions: the paths and tours the papers print (000 §1's 8×8 tour, 000 §2's
//! 5×5 dead end) and the positions their figures draw (004 Figures 2 and 4), each ready to load
//! into a walk ([`crate::walk::Walk::follow_then`]) at its own step under the rule the paper
//! names. The printed matrices are kept here once; the papers' cards read them from here.
//!
//! ```
//! use warnsdorff::walk::positions;
//! let p = positions::find("sc-5x5-dead-end").unwrap();
//! assert_eq!((p.board.to_string().as_str(), p.path.len()), ("5x5", 17));
//! ```

use crate::board::{Board, Square};
use crate::matrix::Matrix;

/// 000 §1: the 8×8 tour printed in the introduction (ordering 12345678 from (1,1)).
pub const SC_8X8_TOUR: &str = "
1	16	27	22	3	18	47	56
26	23	2	17	46	57	4	19
15	28	25	62	21	48	55	58
24	35	30	45	60	63	20	5
29	14	61	34	49	44	59	54
36	31	38	41	64	53	6	9
13	40	33	50	11	8	43	52
32	37	12	39	42	51	10	7
";

/// 000 §2: the 5×5 dead end printed there (ordering 36875124; the start is the square numbered 1).
pub const SC_5X5_DEAD_END: &str = "
11	6	1	-	13
-	-	12	7	2
5	10	-	14	-
-	-	16	3	8
17	4	9	-	15
";

/// 004 Figure 2 as transcribed: numbers are visited squares, K the knight, A B C the lettered
/// squares, `.` an empty square.
pub const IRWIN_FIGURE_2: [&str; 8] = [
    "3 13 11 17 B A 32 19",
    "10 16 4 1 18 15 30 .",
    "5 2 14 12 5 20 33 .",
    "15 9 6 . 34 29 C .",
    "7 . . K 28 24 21 .",
    ". . . . . 22 27 .",
    ". . . . . 25 . 23",
    ". . . . . . . 26",
];

/// 004 Figure 4's knight as reconstructed: the transcribed figure places K on row 5, column 5
/// and marks no square visited, so the knight stands on (5,5) of an otherwise empty board.
pub const IRWIN_FIGURE_4_KNIGHT: Square = Square::new(5, 5);

/// A position to load into the walk.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    /// Its name in a link and a menu (the id of the papers' card it belongs to, where one does).
    pub id: &'static str,
    /// What it is, for a menu.
    pub title: &'static str,
    pub board: Board,
    /// The squares in order, the first the start (one square: a knight on an empty board).
    pub path: Vec<Square>,
    /// The rule that goes on from the path's end (the walk page's `rule` text).
    pub rule: String,
    /// The walk's length to show on opening.
    pub step: usize,
    /// What the position is and, where the paper's figure had to be read, what was read how.
    pub note: String,
}

impl Position {
    /// The walk page's link parameters that open it: board, start, rule, the path (when longer
    /// than its start) as a [`crate::exchange::path_code`] and the step.
    pub fn params(&self) -> Vec<(&'static str, String)> {
        let start = self.path[0];
        let mut out = vec![
            ("board", self.board.to_string()),
            ("start", format!("{},{}", start.row, start.col)),
            ("rule", self.rule.clone()),
        ];
        if self.path.len() > 1 {
            let indices: Vec<usize> = self
                .path
                .iter()
                .map(|&s| self.board.index(s).expect("on the board"))
                .collect();
            let code = crate::exchange::path_code(self.board, &[indices]).expect("a short path");
            out.push(("tour", code));
        }
        out.push(("step", self.step.to_string()));
        out
    }
}

/// The squares of a valid matrix in order.
fn path_of(m: &Matrix) -> Vec<Square> {
    let board = m.board();
    let mut at: Vec<(u32, Square)> = (0..board.squares())
        .map(|i| board.square(i))
        .filter_map(|s| m.get(s).map(|k| (k, s)))
        .collect();
    at.sort_unstable();
    at.into_iter().map(|(_, s)| s).collect()
}

fn printed(text: &str) -> (Board, Vec<Square>) {
    let (m, _) = Matrix::validate_text(text).expect("the printed matrices are valid paths");
    (m.board(), path_of(&m))
}

/// Irwin's Figure 2 read as a knight's path from 1, as far as the transcription allows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Figure2Reading {
    pub path: Vec<Square>,
    /// What had to be read one way of several, or placed where the transcription has nothing.
    pub readings: Vec<String>,
    /// Why the path stops where it does.
    pub stop: String,
}

/// Figure 2's numbers with their squares, in reading order.
fn figure_2_cells() -> Vec<(u32, Square)> {
    let mut out = Vec::new();
    for (r, line) in IRWIN_FIGURE_2.iter().enumerate() {
        for (c, cell) in line.split(' ').enumerate() {
            if let Ok(k) = cell.parse::<u32>() {
                out.push((k, Square::new(r as u32 + 1, c as u32 + 1)));
            }
        }
    }
    out
}

/// Read Figure 2 as a path 1, 2, …: each number at its square when that square is a knight's
/// move from the one before; a number written on more than one such square taken at the first
/// in reading order (and said so); a number the transcription lacks placed on the one unnumbered
/// square a knight's move from both its neighbours, when there is exactly one. The reading stops
/// at the first number none of these places.
pub fn irwin_figure_2() -> Figure2Reading {
    let board = Board::new(8, 8).expect("8x8");
    let cells = figure_2_cells();
    let numbered = |s: Square| {
        cells.iter().any(|&(_, t)| t == s)
            || IRWIN_FIGURE_2[s.row as usize - 1]
                .split(' ')
                .nth(s.col as usize - 1)
                .is_some_and(|t| t != ".")
    };
    let places = |k: u32| -> Vec<Square> {
        cells
            .iter()
            .filter(|&&(n, _)| n == k)
            .map(|&(_, s)| s)
            .collect()
    };
    let mut path: Vec<Square> = Vec::new();
    let mut readings = Vec::new();
    let mut k = 1;
    let stop = loop {
        let here = places(k);
        let fits = |s: &Square| {
            !path.contains(s)
                && path
                    .last()
                    .is_none_or(|&p| Board::move_between(p, *s).is_some())
        };
        let ok: Vec<Square> = here.iter().copied().filter(fits).collect();
        if let Some(&s) = ok.first() {
            if ok.len() > 1 {
                let list: Vec<String> = ok.iter().map(Square::to_string).collect();
                readings.push(format!(
                    "{k} is written on {}, each a knight's move from {}; the first, {s}, is taken",
                    list.join(" and "),
                    k - 1
                ));
            }
            path.push(s);
        } else if here.is_empty() && !path.is_empty() {
            let next = places(k + 1);
            let last = *path.last().expect("not empty");
            let between: Vec<Square> = (0..board.squares())
                .map(|i| board.square(i))
                .filter(|&s| {
                    !numbered(s)
                        && Board::move_between(last, s).is_some()
                        && next.len() == 1
                        && Board::move_between(s, next[0]).is_some()
                })
                .collect();
            if between.len() != 1 {
                break format!(
                    "{k} is missing and no one square is a knight's move from both {} and {}",
                    k - 1,
                    k + 1
                );
            }
            readings.push(format!(
                "{k} is missing; it is placed on {}, the one unnumbered square a knight's move from both {} and {}",
                between[0],
                k - 1,
                k + 1
            ));
            path.push(between[0]);
        } else {
            let last = *path.last().expect("1 is read");
            let at: Vec<String> = here.iter().map(Square::to_string).collect();
            break format!(
                "{k} (on {}) is not a knight's move from {} on {last}",
                at.join(" and "),
                k - 1
            );
        }
        k += 1;
    };
    Figure2Reading {
        path,
        readings,
        stop,
    }
}

/// A valid matrix (a paper's printed path) as a position under `rule`, shown at its last
/// square; None when the matrix is no valid path.
pub fn of_matrix(m: &Matrix, rule: &str) -> Option<Position> {
    m.validate().ok()?;
    let path = path_of(m);
    Some(Position {
        id: "",
        title: "",
        board: m.board(),
        step: path.len(),
        path,
        rule: rule.into(),
        note: String::new(),
    })
}

/// Every position, in the menu's order.
pub fn all() -> Vec<Position> {
    let (b8, tour) = printed(SC_8X8_TOUR);
    let (b5, dead) = printed(SC_5X5_DEAD_END);
    let fig2 = irwin_figure_2();
    let len2 = fig2.path.len();
    vec![
        Position {
            id: "ir-figure-2",
            title: "Irwin, Figure 2: the trouble spots (as far as it can be read)",
            board: Board::new(8, 8).expect("8x8"),
            path: fig2.path,
            rule: "random".into(),
            step: len2,
            note: format!(
                "Irwin's Figure 2 (004) as far as its transcription reads as a knight's path: steps 1 to {len2}, 1 on square 12, (2,4). {}. It stops there: {}, and after it the figure's numbers are no knight's path, so its knight K and its squares A, B and C cannot be placed. Step on with his rule (least exits, random ties) and watch trouble and termination squares appear.",
                fig2.readings.join("; "),
                fig2.stop
            ),
        },
        Position {
            id: "ir-figure-4",
            title: "Irwin, Figure 4: the look-ahead from (5,5)",
            board: Board::new(8, 8).expect("8x8"),
            path: vec![IRWIN_FIGURE_4_KNIGHT],
            rule: "lookahead".into(),
            step: 1,
            note: "Irwin's Figure 4 (004) as reconstructed: its knight K on (5,5) of an empty board, I on (3,6) and L on (7,4). The next move's panel gives each candidate's look-ahead sum (I = 41, L = 34).".into(),
        },
        Position {
            id: "sc-5x5-dead-end",
            title: "Squirrel & Cull §2: the 5×5 dead end",
            board: b5,
            step: dead.len(),
            path: dead,
            rule: "ordering:36875124".into(),
            note: "Squirrel & Cull's 5×5 path (000 §2) as printed, ties broken by 36875124: a dead end after 17 of 25 squares, 8 squares never visited.".into(),
        },
        Position {
            id: "sc-8x8-tour",
            title: "Squirrel & Cull §1: the 8×8 tour",
            board: b8,
            step: tour.len(),
            path: tour,
            rule: "ordering:12345678".into(),
            note: "Squirrel & Cull's 8×8 tour (000 §1) as printed, made by the ordering 12345678 from (1,1). Back steps through it.".into(),
        },
    ]
}

/// The position called `id`.
pub fn find(id: &str) -> Option<Position> {
    all().into_iter().find(|p| p.id == id)
}

//! Irwin's claims (004): the trouble and termination squares of Figure 2 (not checkable: the
//! transcription is damaged, and A, B and C rest on it alike), the look-ahead sums of Figure 4 (on its
//! reconstructed position: the knight on (5,5) of an empty board), the tours of Figure 7, and "64 different tours from starting square 12".

use super::{
    items, link, no_param, on_statement, once, whole, Claim, Cost, Expected, Finding, PaperValue,
    Param, Verdict, VerdictKind,
};
use crate::board::{Board, Square};
use crate::matrix::Matrix;
use crate::rules::RuleSpec;
use crate::walk::irwin::{Mark, Marks};
use crate::walk::Walk;
use serde_json::json;
use std::collections::HashSet;

use crate::walk::positions::{self, IRWIN_FIGURE_2 as FIGURE_2};

/// The position of Figure 2: the marks, the letters' squares, and the numbers as transcribed.
struct Figure2 {
    marks: Marks,
    letters: Vec<(char, Square)>,
    numbers: Vec<u32>,
    /// Each number with its square.
    cells: Vec<(u32, Square)>,
}

fn figure_2() -> Figure2 {
    let board = Board::new(8, 8).expect("8x8");
    let mut visited = vec![false; 64];
    let mut knight = None;
    let mut letters = Vec::new();
    let mut numbers = Vec::new();
    let mut cells = Vec::new();
    for (r, line) in FIGURE_2.iter().enumerate() {
        for (c, cell) in line.split(' ').enumerate() {
            let s = Square::new(r as u32 + 1, c as u32 + 1);
            let i = board.index(s).expect("on the board");
            match cell {
                "K" => {
                    knight = Some(s);
                    visited[i] = true;
                }
                "A" | "B" | "C" => letters.push((cell.chars().next().expect("a letter"), s)),
                "." => {}
                n => {
                    let k: u32 = n.parse().expect("a number");
                    numbers.push(k);
                    cells.push((k, s));
                    visited[i] = true;
                }
            }
        }
    }
    Figure2 {
        marks: Marks::of_position(board, &visited, knight),
        letters,
        numbers,
        cells,
    }
}

fn mark_of(marks: &Marks, s: Square) -> Option<Mark> {
    if marks.trouble.contains(&s) {
        Some(Mark::Trouble)
    } else if marks.termination.contains(&s) {
        Some(Mark::Termination)
    } else if marks.cut_off.contains(&s) {
        Some(Mark::CutOff)
    } else {
        None
    }
}

fn mark_words(m: Option<Mark>) -> &'static str {
    m.map_or("unmarked", Mark::words)
}

/// The transcription's damage: numbers 1..=34 twice and missing.
fn damage(numbers: &[u32]) -> (Vec<u32>, Vec<u32>) {
    let twice: Vec<u32> = (1..=34)
        .filter(|k| numbers.iter().filter(|&&n| n == *k).count() > 1)
        .collect();
    let missing: Vec<u32> = (1..=34).filter(|k| !numbers.contains(k)).collect();
    (twice, missing)
}

/// Consecutive numbers k, k + 1 of the transcribed path that are not a knight's move apart
/// (each number read where it stands once; a number written twice is left out).
fn broken_moves(f: &Figure2) -> Vec<u32> {
    let at = |k: u32| {
        let hits: Vec<Square> = f
            .cells
            .iter()
            .filter(|(n, _)| *n == k)
            .map(|&(_, s)| s)
            .collect();
        (hits.len() == 1).then(|| hits[0])
    };
    (1..34)
        .filter(|&k| match (at(k), at(k + 1)) {
            (Some(a), Some(b)) => Board::move_between(a, b).is_none(),
            _ => false,
        })
        .collect()
}

/// Why the transcribed Figure 2 cannot be trusted (None: it can): numbers written twice or
/// missing, and consecutive numbers not a knight's move apart. The marks of A, B and C all
/// rest on the same visited squares, so one damage makes all three uncheckable.
fn figure_2_damage(f: &Figure2) -> Option<String> {
    let (twice, missing) = damage(&f.numbers);
    let broken = broken_moves(f);
    let list = |v: &[u32]| v.iter().map(u32::to_string).collect::<Vec<_>>().join(", ");
    let mut parts = Vec::new();
    if !twice.is_empty() {
        parts.push(format!("{} written twice", list(&twice)));
    }
    if !missing.is_empty() {
        parts.push(format!("{} missing", list(&missing)));
    }
    if !broken.is_empty() {
        parts.push(format!(
            "{} of the moves k→k+1 not a knight's move (from k = {})",
            broken.len(),
            list(&broken)
        ));
    }
    (!parts.is_empty()).then(|| {
        format!(
            "the transcription of Figure 2 is damaged ({}), so which squares are visited, and so the marks of A, B and C alike, are not known; it reads as a knight's path only as far as move {} (the lab's position, src/walk/positions.rs), short of A, B and C",
            parts.join("; "),
            positions::irwin_figure_2().path.len()
        )
    })
}

/// The walk page at Figure 2 as far as it can be read ([`positions::irwin_figure_2`]).
fn figure_2_link() -> String {
    let p = positions::find("ir-figure-2").expect("a position");
    link("index.html", &p.params())
}

pub const FIGURE_2_A_C: Claim = Claim {
    id: "ir-figure-2-a-c",
    seed: "004",
    authors: "Irwin",
    place: "Figure 2 and its text",
    quote: "The square labeled with the letter C indicates a probable trouble area. A trouble area is a square that has only one entry point and one exit point. … A termination square is one that has only one entry point and no exit square. In the example, squares A and B are terminator squares.",
    paper_value: PaperValue::Text("A: termination; C: trouble"),
    cost: Cost::Quick,
    param: None,
    page: "index.html",
    expected: || Expected::Holds(true),
    start: |p, e, _| {
        no_param(p)?;
        Ok(once(move || {
            let f = figure_2();
            let get = |ch: char| f.letters.iter().find(|l| l.0 == ch).map(|l| l.1).expect("lettered");
            let (a, c) = (get('A'), get('C'));
            let (ma, mc) = (mark_of(&f.marks, a), mark_of(&f.marks, c));
            let ok = ma == Some(Mark::Termination) && mc == Some(Mark::Trouble);
            Finding {
                tool_value: format!("A {a}: {}; C {c}: {}", mark_words(ma), mark_words(mc)),
                verdict: match figure_2_damage(&f) {
                    Some(why) => Verdict::new(VerdictKind::NotCheckable, why),
                    None => on_statement(
                        &e,
                        ok,
                        "A is a termination square and C a trouble area, by Irwin's definitions as the walk marks them",
                        Verdict::new(VerdictKind::Differs, format!("A is {}, C is {}", mark_words(ma), mark_words(mc))),
                    ),
                },
                detail: "The position of Figure 2 as transcribed (numbered squares visited, the knight on K); each unvisited square's ways counted as the walk counts them: its unvisited neighbours, plus the knight's square as a way in when it is a knight's move away. Two ways: trouble; one: termination; none: cut off.".into(),
                data: json!({"A": [a.row, a.col], "C": [c.row, c.col], "A_mark": mark_words(ma), "C_mark": mark_words(mc)}),
                link: figure_2_link(),
            }
        }))
    },
};

pub const FIGURE_2_B: Claim = Claim {
    id: "ir-figure-2-b",
    seed: "004",
    authors: "Irwin",
    place: "Figure 2",
    quote: "In the example, squares A and B are terminator squares.",
    paper_value: PaperValue::Text("B: termination"),
    cost: Cost::Quick,
    param: None,
    page: "index.html",
    expected: || Expected::Holds(true),
    start: |p, e, _| {
        no_param(p)?;
        Ok(once(move || {
            let f = figure_2();
            let b = f
                .letters
                .iter()
                .find(|l| l.0 == 'B')
                .map(|l| l.1)
                .expect("B");
            let mb = mark_of(&f.marks, b);
            let (twice, missing) = damage(&f.numbers);
            Finding {
                tool_value: format!("B {b}: {} in the transcribed position", mark_words(mb)),
                verdict: match figure_2_damage(&f) {
                    Some(why) => Verdict::new(VerdictKind::NotCheckable, why),
                    None => on_statement(
                        &e,
                        mb == Some(Mark::Termination),
                        "B is a termination square",
                        Verdict::new(VerdictKind::Differs, format!("B is {}", mark_words(mb))),
                    ),
                },
                detail: "The same position as for A and C. The path 1..34 should use each number once; the transcribed figure does not, so B's neighbours (all numbered in it) cannot be trusted.".into(),
                data: json!({"B": [b.row, b.col], "B_mark": mark_words(mb), "twice": twice, "missing": missing}),
                link: figure_2_link(),
            }
        }))
    },
};

/// Figure 4's sums as printed: I = 7+8+6+4+3+3+4+6 = 41, L = 5+8+8+6+3+4 = 34.
const FIGURE_4_SUMS: [(char, &[u32], u32); 2] = [
    ('I', &[7, 8, 6, 4, 3, 3, 4, 6], 41),
    ('L', &[5, 8, 8, 6, 3, 4], 34),
];

/// Figure 4's position as reconstructed: the transcribed figure places K on row 5, column 5,
/// I on (3,6) and L on (7,4), and shows no visited square, so the board is read as empty but
/// for the knight.
const FIGURE_4_KNIGHT: Square = positions::IRWIN_FIGURE_4_KNIGHT;
const FIGURE_4_LETTERS: [(char, Square); 2] = [('I', Square::new(3, 6)), ('L', Square::new(7, 4))];

/// A candidate's terms as the text's four steps count them on the reconstructed position:
/// its available squares (step 2; the knight's square is not counted), then each such square's
/// count of squares it reaches (step 3; the knight's square again not counted), in no order.
fn figure_4_terms(board: Board, x: Square) -> Vec<u32> {
    let free = |s: &Square| *s != FIGURE_4_KNIGHT;
    let os: Vec<Square> = board.neighbours(x).map(|(_, t)| t).filter(free).collect();
    let mut terms = vec![os.len() as u32];
    terms.extend(
        os.iter()
            .map(|&o| board.neighbours(o).map(|(_, t)| t).filter(free).count() as u32),
    );
    terms
}

pub const FIGURE_4: Claim = Claim {
    id: "ir-figure-4",
    seed: "004",
    authors: "Irwin",
    place: "Figure 4",
    quote: "the number for the I square would be 7+8+6+4+3+3+4+6 for a total of 41. The number for the L square would be 5+8+8+6+3+4 or 34.",
    paper_value: PaperValue::Text("I = 7+8+6+4+3+3+4+6 = 41, L = 5+8+8+6+3+4 = 34"),
    cost: Cost::Quick,
    param: None,
    page: "index.html",
    expected: || {
        Expected::Numbers(vec![
            ("I", 41),
            ("I's available squares", 7),
            ("L", 34),
            ("L's available squares", 5),
        ])
    },
    start: |p, e, _| {
        no_param(p)?;
        Ok(once(move || {
            let board = Board::new(8, 8).expect("8x8");
            // The tool's own look-ahead rule scores the candidates of its first step from there.
            let mut w = Walk::new(board, FIGURE_4_KNIGHT, RuleSpec::parse("lookahead").expect("a rule"), 0)
                .expect("(5,5) is on the board");
            let cands = w.step().map(|r| r.candidates).unwrap_or_default();
            let mut found: Vec<(&str, u64)> = Vec::new();
            let mut rows = Vec::new();
            for (ch, sq) in FIGURE_4_LETTERS {
                let score = cands.iter().find(|c| c.square == sq).map_or(0, |c| c.score);
                let terms = figure_4_terms(board, sq);
                let printed = FIGURE_4_SUMS.iter().find(|f| f.0 == ch).expect("printed");
                let mut a = terms.clone();
                let mut b = printed.1.to_vec();
                a[1..].sort_unstable();
                b[1..].sort_unstable();
                let same_terms = a == b;
                found.push((if ch == 'I' { "I" } else { "L" }, score as u64));
                found.push((
                    if ch == 'I' { "I's available squares" } else { "L's available squares" },
                    terms[0] as u64,
                ));
                rows.push((ch, sq, score, terms, same_terms));
            }
            let mut off = super::numbers_off(&e, &found);
            for r in rows.iter().filter(|r| !r.4) {
                off.push(format!("{}'s terms {:?} are not the printed ones in any order", r.0, r.3));
            }
            let words = |r: &(char, Square, u32, Vec<u32>, bool)| {
                format!(
                    "{} {} = {}",
                    r.0,
                    r.1,
                    r.3.iter().map(u32::to_string).collect::<Vec<_>>().join("+")
                ) + &format!(" = {}", r.2)
            };
            Finding {
                tool_value: rows.iter().map(words).collect::<Vec<_>>().join("; "),
                verdict: if off.is_empty() {
                    Verdict::new(
                        VerdictKind::Reproduced,
                        "on the reconstructed position both sums and every term match the printed ones (the terms after the first in another order)",
                    )
                } else {
                    Verdict::new(VerdictKind::Differs, off.join("; "))
                },
                detail: "Reconstruction: the transcribed Figure 4 has lost its grid lines, but places K on row 5, column 5, I two rows up and one right, L two rows down and one left, and marks no square visited; so the knight stands on (5,5) of an otherwise empty 8×8 board. The tool's lookahead rule (src/rules/lookahead.rs) scored the knight's candidates on it, and each term was counted as the text's four steps say (the knight's square not counted). Reading: the printed terms after the first follow the figure's O squares, whose order the transcription does not keep, so they are compared as a list in any order.".into(),
                data: json!({"knight": [5, 5], "squares": rows.iter().map(|r| json!({"letter": r.0.to_string(), "square": [r.1.row, r.1.col], "score": r.2, "terms": r.3, "terms_as_printed": r.4})).collect::<Vec<_>>()}),
                link: link("index.html", &positions::find("ir-figure-4").expect("a position").params()),
            }
        }))
    },
};

/// Figure 7 as transcribed: five tours from square 12.
const FIGURE_7_TOURS: [&str; 5] = [
    "47 2 21 16 33 58 23 14
20 17 48 1 22 15 34 57
3 46 19 32 59 56 13 24
18 31 44 49 38 35 60 55
45 4 39 36 61 54 25 12
30 7 50 43 40 37 64 53
5 42 9 28 51 62 11 26
8 29 6 41 10 27 52 63",
    "17 2 27 48 15 42 29 44
26 37 16 1 28 45 14 41
3 18 49 38 47 40 43 30
36 25 56 61 50 53 46 13
19 4 35 54 39 60 31 52
24 55 22 57 62 51 12 9
5 20 63 34 7 10 59 32
64 23 6 21 58 33 8 11",
    "5 2 23 54 21 52 17 56
24 47 4 1 58 55 20 51
3 6 59 22 53 18 57 16
46 25 48 39 60 63 50 19
7 38 45 64 49 34 15 62
26 43 28 37 40 61 12 33
29 8 41 44 31 10 35 14
42 27 30 9 36 13 32 11",
    "33 2 29 24 25 20 17 22
28 25 34 1 30 23 36 19
3 32 27 56 59 18 21 16
26 57 64 31 48 51 60 37
63 4 55 58 61 44 15 50
10 7 62 47 52 49 38 41
5 54 9 12 43 40 45 14
8 11 6 53 46 13 42 39",
    "37 2 19 24 35 26 17 14
20 23 36 1 18 15 34 27
3 38 21 62 25 60 13 16
22 55 40 57 64 47 28 33
39 4 63 48 61 32 59 12
54 7 56 41 58 49 46 29
5 42 9 52 31 44 11 50
8 53 6 43 10 51 30 45",
];

/// Whether each move of a tour goes to a square with the fewest onward moves (Irwin's Steps
/// 2–3: the least exit value; ties are his random choice): the first move that does not, 1-based.
fn first_non_warnsdorff(board: Board, path: &[Square]) -> Option<usize> {
    let mut visited = vec![false; board.squares()];
    let idx = |s: Square| board.index(s).expect("on the board");
    visited[idx(path[0])] = true;
    let exits = |s: Square, visited: &[bool]| {
        board
            .neighbours(s)
            .filter(|&(_, t)| !visited[idx(t)])
            .count()
    };
    for k in 1..path.len() {
        let here = path[k - 1];
        let least = board
            .neighbours(here)
            .filter(|&(_, t)| !visited[idx(t)])
            .map(|(_, t)| exits(t, &visited))
            .min();
        if least != Some(exits(path[k], &visited)) {
            return Some(k);
        }
        visited[idx(path[k])] = true;
    }
    None
}

pub const FIGURE_7: Claim = Claim {
    id: "ir-figure-7",
    seed: "004",
    authors: "Irwin",
    place: "Figure 7",
    quote: "Shows several completed tours from the same starting square.",
    paper_value: PaperValue::Text(
        "five completed tours from square 12, by his Warnsdorff rule with random ties",
    ),
    cost: Cost::Quick,
    param: None,
    page: "index.html",
    expected: || Expected::Matrices(FIGURE_7_TOURS.iter().map(|t| t.to_string()).collect()),
    start: |p, e, _| {
        no_param(p)?;
        let tours = match e {
            Expected::Matrices(m) => m,
            _ => Vec::new(),
        };
        Ok(once(move || {
            let board = Board::new(8, 8).expect("8x8");
            let mut rows = Vec::new();
            // The lab opens the first readable tour, whole, under his rule.
            let first = tours
                .iter()
                .find_map(|t| Matrix::validate_text(t).ok())
                .and_then(|(m, _)| positions::of_matrix(&m, "random"));
            for (i, text) in tours.iter().enumerate() {
                let (kind, ok) = match Matrix::validate_text(text) {
                    Err(e) => (format!("not a tour as transcribed ({e})"), None),
                    Ok((m, v)) => {
                        if m.board() != board {
                            rows.push((
                                i + 1,
                                format!("a {} matrix, not 8x8", m.board()),
                                Some(false),
                            ));
                            continue;
                        }
                        let mut path = vec![Square::new(0, 0); 64];
                        for s in (0..64).map(|j| board.square(j)) {
                            if let Some(k) = m.get(s) {
                                path[k as usize - 1] = s;
                            }
                        }
                        let start_ok = path[0] == Square::new(2, 4);
                        match first_non_warnsdorff(board, &path) {
                            None => (
                                format!("{v} from {}, every move by Warnsdorff's rule", path[0]),
                                Some(start_ok),
                            ),
                            Some(k) => (
                                format!(
                                    "{v} from {}, but move {k} is not to a least-exit square",
                                    path[0]
                                ),
                                Some(false),
                            ),
                        }
                    }
                };
                rows.push((i + 1, kind, ok));
            }
            let checked = rows.iter().filter(|r| r.2.is_some()).count();
            let good = rows.iter().filter(|r| r.2 == Some(true)).count();
            let damaged: Vec<usize> = rows.iter().filter(|r| r.2.is_none()).map(|r| r.0).collect();
            Finding {
                tool_value: format!(
                    "{good} of {checked} readable tours are Warnsdorff tours from square 12; {} damaged in the transcription",
                    if damaged.is_empty() { "none".to_string() } else { format!("#{}", damaged.iter().map(usize::to_string).collect::<Vec<_>>().join(", #")) }
                ),
                verdict: if good == checked && checked > 0 {
                    Verdict::new(
                        VerdictKind::Reproduced,
                        format!(
                            "every readable tour ({checked} of 5) starts on square 12 and takes a least-exit square at every move{}",
                            if damaged.is_empty() { String::new() } else { format!("; tour #{} cannot be checked: its transcription repeats a number", damaged.iter().map(usize::to_string).collect::<Vec<_>>().join(", #")) }
                        ),
                    )
                } else {
                    Verdict::new(VerdictKind::Differs, rows.iter().filter(|r| r.2 == Some(false)).map(|r| format!("#{}: {}", r.0, r.1)).collect::<Vec<_>>().join("; "))
                },
                detail: "Each transcribed matrix validated (numbers 1..64 once each, knight's moves), then replayed: at every move the square entered must have the fewest unvisited neighbours among the squares the knight could enter (Irwin's Steps 2–3; ties are his random choice).".into(),
                data: json!({"tours": rows.iter().map(|r| json!({"no": r.0, "finding": r.1, "warnsdorff": r.2})).collect::<Vec<_>>()}),
                link: first.map_or_else(
                    || link("index.html", &[("board", "8x8".into()), ("start", "2,4".into()), ("rule", "random".into())]),
                    |p| link("index.html", &p.params()),
                ),
            }
        }))
    },
};

/// Random-tiebreak walks from square 12: distinct tours found, and after how many walks the
/// 64th appeared.
struct Tours {
    /// The number of different tours the paper found.
    paper: u64,
    seen: HashSet<Vec<u32>>,
    walks: usize,
    sixty_fourth: Option<usize>,
}

pub const SIXTY_FOUR: Claim = Claim {
    id: "ir-64-tours",
    seed: "004",
    authors: "Irwin",
    place: "Figure 7 caption and closing text",
    quote: "The program located 64 different tours from starting square 12.",
    paper_value: PaperValue::Text("64 different tours from square 12 (row 2, column 4)"),
    cost: Cost::Worker,
    param: Some(Param {
        name: "walks",
        label: "Walks",
        default: "200",
        help: "random-tiebreak walks from square 12 with seeds 1.. (up to 100000)",
    }),
    page: "index.html",
    expected: || Expected::Numbers(vec![("tours", 64)]),
    start: |p, e, _| {
        let n = whole("walks", p, 1, 100_000)? as usize;
        Ok(items(
            Tours {
                paper: e.number("tours").unwrap_or(u64::MAX),
                seen: HashSet::new(),
                walks: 0,
                sixty_fourth: None,
            },
            n,
            |s, i| {
                let board = Board::new(8, 8).expect("8x8");
                let mut w = Walk::new(board, Square::new(2, 4), RuleSpec::Random, i as u64 + 1)
                    .expect("square 12 is on the board");
                w.run(usize::MAX);
                if w.len() == 64 {
                    s.seen.insert(w.path_indices());
                    if s.seen.len() == 64 && s.sixty_fourth.is_none() {
                        s.sixty_fourth = Some(i + 1);
                    }
                }
                s.walks = i + 1;
                64
            },
            |s| {
                Finding {
                tool_value: format!(
                    "{} different tours in {} walks{}",
                    s.seen.len(),
                    s.walks,
                    s.sixty_fourth
                        .map(|k| format!(" (the 64th at walk {k})"))
                        .unwrap_or_default()
                ),
                verdict: if s.seen.len() as u64 >= s.paper {
                    Verdict::new(VerdictKind::Reproduced, format!("Warnsdorff's rule with random ties finds at least {} different tours from square 12", s.paper))
                } else {
                    Verdict::new(VerdictKind::Differs, format!("only {} different tours in {} walks: run more walks", s.seen.len(), s.walks))
                },
                detail: "Irwin's rule (least exit value, ties by a random draw) walked from square 12 (numbered row by row: row 2, column 4) with seeds 1, 2, …; tours that visit all 64 squares collected, the same path counted once. His random generator is not ours, so the walks are not his, only the rule.".into(),
                data: json!({"distinct": s.seen.len(), "walks": s.walks, "sixty_fourth_at": s.sixty_fourth}),
                link: link("index.html", &[("board", "8x8".into()), ("start", "2,4".into()), ("rule", "random".into()), ("seed", "1".into())]),
            }
            },
            |s, _| format!("{} different tours so far", s.seen.len()),
        ))
    },
};

/// Figure 3 as transcribed: "Example of a re-entrant tour. Location 64 is one move away from
/// location 1."
const FIGURE_3_TOUR: &str = "5 2 33 20 15 18 31 62
34 21 4 1 32 63 14 17
3 6 35 46 19 16 61 30
22 45 56 43 64 47 58 13
7 36 23 48 57 52 29 60
24 39 44 55 42 59 12 51
37 8 41 26 49 10 53 28
40 25 38 9 54 27 50 11";

/// The squares of a validated 8×8 matrix in visiting order.
fn path_of(m: &Matrix) -> Vec<Square> {
    let board = m.board();
    let mut path = vec![Square::new(0, 0); board.squares()];
    for s in (0..board.squares()).map(|j| board.square(j)) {
        if let Some(k) = m.get(s) {
            path[k as usize - 1] = s;
        }
    }
    path
}

/// The board symmetries (of the eight, the identity left out) that map the closed tour's set of
/// moves onto itself: a symmetrical tour has at least one.
fn symmetries(path: &[Square]) -> Vec<u8> {
    use crate::phadke::Cell;
    let cell = |s: Square| Cell::from_square(s).expect("on the 8×8 board");
    let edge = |a: Cell, b: Cell| (a.min(b), a.max(b));
    let edges: HashSet<(Cell, Cell)> = (0..path.len())
        .map(|i| edge(cell(path[i]), cell(path[(i + 1) % path.len()])))
        .collect();
    (1..8u8)
        .filter(|&g| {
            edges
                .iter()
                .all(|&(a, b)| edges.contains(&edge(a.transform(g), b.transform(g))))
        })
        .collect()
}

pub const FIGURE_3: Claim = Claim {
    id: "ir-figure-3",
    seed: "004",
    authors: "Irwin",
    place: "Figure 3 and its text",
    quote: "A re-entrant tour is one in which the last square visited by the knight can lead back to the initial square in only one move. An example of this tour, which is not symmetrical in form, is shown in Figure 3.",
    paper_value: PaperValue::Text(
        "Figure 3 is a re-entrant (closed) tour, not symmetrical; 64 is one move from 1",
    ),
    cost: Cost::Quick,
    param: None,
    page: "index.html",
    expected: || Expected::Holds(true),
    start: |p, e, _| {
        no_param(p)?;
        Ok(once(move || figure_3(&e)))
    },
};

fn figure_3(e: &Expected) -> Finding {
    let board = Board::new(8, 8).expect("8x8");
    let read = Matrix::validate_text(FIGURE_3_TOUR);
    let read_ok = read.as_ref().ok().map(|(m, _)| m.clone());
    let (tool_value, holds, fails, data, start, second) = match read {
        Err(err) => (
            format!("not a tour as transcribed ({err})"),
            false,
            format!("the figure does not read as a tour: {err}"),
            json!(null),
            Square::new(2, 4),
            "not checkable: no tour to replay".to_string(),
        ),
        Ok((m, v)) => {
            let path = path_of(&m);
            let closes = Board::move_between(path[63], path[0]).is_some();
            let sym = symmetries(&path);
            let rule = first_non_warnsdorff(board, &path);
            let second = match rule {
                None => "reproduced: every move is to a least-exit square".to_string(),
                Some(k) => format!("not reproduced: move {k} is not to a least-exit square"),
            };
            let words = format!(
                "{v} from {}; 64 on {} is {} knight's move from 1; {}; reading 2, his rule: {}",
                path[0],
                path[63],
                if closes { "one" } else { "not one" },
                if sym.is_empty() {
                    "no symmetry of the board maps it onto itself".to_string()
                } else {
                    format!("symmetrical under {} of the board's symmetries", sym.len())
                },
                match rule {
                    None => "every move is to a least-exit square, so his rule with random ties can produce it".to_string(),
                    Some(k) => format!("move {k} is not to a least-exit square, so his rule cannot produce it"),
                }
            );
            let fails = format!(
                "{}{}",
                if closes {
                    ""
                } else {
                    "64 is not a knight's move from 1; "
                },
                if sym.is_empty() {
                    ""
                } else {
                    "the tour is symmetrical"
                }
            );
            (
                words,
                closes && sym.is_empty() && m.board() == board,
                fails,
                json!({"start": [path[0].row, path[0].col], "closes": closes, "symmetries": sym, "first_non_warnsdorff_move": rule}),
                path[0],
                second,
            )
        }
    };
    let mut verdict = on_statement(
        e,
        holds,
        "the transcribed matrix is a tour whose 64 is a knight's move from its 1, and none of the board's seven symmetries maps it onto itself",
        Verdict::new(VerdictKind::Differs, fails),
    );
    verdict.why = format!(
        "reading 1, a re-entrant tour not symmetrical: {}; reading 2, a tour his rule can produce: {second}",
        verdict.why
    );
    Finding {
        tool_value,
        verdict,
        detail: "The transcribed Figure 3 validated (numbers 1..64 once each, each a knight's move from the one before), its last square checked against its first, and its 64 moves (the closing one included) mapped by each of the board's seven symmetries other than the identity. Two readings of what the figure shows: reading 1 (the text's, the verdict): an example of a re-entrant, not symmetrical tour; reading 2: a tour of his algorithm (the text does not say so), checked by replaying every move against the least exit value, as for Figure 7.".into(),
        data,
        // The transcribed tour itself, whole, when it reads as one.
        link: match read_ok.and_then(|m| positions::of_matrix(&m, "random")) {
            Some(p) => link("index.html", &p.params()),
            None => link(
                "index.html",
                &[
                    ("board", "8x8".into()),
                    ("start", format!("{},{}", start.row, start.col)),
                    ("rule", "random".into()),
                ],
            ),
        },
    }
}

pub const THIRTY_ONE_MILLION: Claim = Claim {
    id: "ir-31-million",
    seed: "004",
    authors: "Irwin",
    place: "§\"Early Approaches\"",
    quote: "J.C. Warnsdorff, a German mathematician, came close to generating all of the possible 31 million solutions.",
    paper_value: PaperValue::Text("31 million knight's tour solutions of the 8×8 board"),
    cost: Cost::Quick,
    param: None,
    page: "enumerate.html",
    expected: || Expected::Nothing,
    start: |p, _, _| {
        no_param(p)?;
        Ok(once(|| Finding {
            tool_value: "no count: the tool counts Warnsdorff tours between a fixed start and end (Phadke's enumeration), not every tour of the board".into(),
            verdict: Verdict::new(
                VerdictKind::NotCheckable,
                "the text does not say what the 31 million are. Reading 1, every knight's tour of the 8×8 board: counting them takes an exhaustive search of all Hamiltonian paths of the knight's graph, which the tool does not do. Reading 2, every tour Warnsdorff's rule can give: Irwin's rule is his double look-ahead, and the tool enumerates every tie only for Phadke's simple rule and closed tours with a reserved end (the ph-53-pairs card); the open tours from every start it cannot count in reasonable time (Phadke, 002 §\"Background\": \"the solutions would be so many that it may not be feasible to record all of them\")",
            ),
            detail: "Nothing is run: no count the tool computes answers either reading.".into(),
            data: json!(null),
            link: link("enumerate.html", &[("family", "plain".into())]),
        }))
    },
};

/// One counterexample to "no exception": where a walk of the rule stops short of a tour.
struct Exception {
    reading: &'static str,
    board: Board,
    start: Square,
    rule: String,
    visited: usize,
}

/// The first start on 8×8 from which Irwin's double look-ahead (the tool's `lookahead`, ties
/// by 12345678) stops short of a tour, and how many of the 64 starts do.
fn lookahead_exception() -> (Option<Exception>, usize) {
    let board = Board::new(8, 8).expect("8x8");
    let rule = "lookahead:12345678";
    let mut first = None;
    let mut failed = 0;
    for s in (0..board.squares()).map(|i| board.square(i)) {
        let mut w =
            Walk::new(board, s, RuleSpec::parse(rule).expect("a rule"), 0).expect("on the board");
        w.run(usize::MAX);
        if w.len() < board.squares() {
            failed += 1;
            first.get_or_insert(Exception {
                reading:
                    "Irwin's Warnsdorff rule, the double look-ahead of Figure 4, on his 8×8 board",
                board,
                start: s,
                rule: rule.into(),
                visited: w.len(),
            });
        }
    }
    (first, failed)
}

/// 000 §2's 5×5 path: Warnsdorff's fewest-exits rule with ties by 36875124 from (1,3).
fn squirrel_exception() -> Option<Exception> {
    let board = Board::new(5, 5).expect("5x5");
    let (start, rule) = (Square::new(1, 3), "ordering:36875124");
    let mut w =
        Walk::new(board, start, RuleSpec::parse(rule).expect("a rule"), 0).expect("on the board");
    w.run(usize::MAX);
    (w.len() < board.squares()).then_some(Exception {
        reading: "Warnsdorff's fewest-exits rule (000 §2), on 000's 5×5 board",
        board,
        start,
        rule: rule.into(),
        visited: w.len(),
    })
}

/// Phadke's open program (002) from a8: the first walk of the fewest-exits rule, ties in his
/// order, that stops short of a tour on the 8×8 board (squares visited).
fn phadke_exception() -> Option<usize> {
    let mut short = None;
    crate::phadke::open::walk_open(crate::phadke::Cell::parse("a8").expect("a8"), &mut |w| {
        if !w.tour {
            short = Some(w.cells.len());
        }
        short.is_none()
    });
    short
}

pub const NO_EXCEPTION: Claim = Claim {
    id: "ir-no-exception",
    seed: "004",
    authors: "Irwin",
    place: "§\"Early Approaches\"",
    quote: "His method, called the Warnsdorff Rule or double-look-ahead … Although this rule, developed in 1823, has never been proven accurate, neither has an exception ever been found.",
    paper_value: PaperValue::Text("no walk of Warnsdorff's rule fails to give a tour"),
    cost: Cost::Quick,
    param: None,
    page: "index.html",
    expected: || Expected::Holds(true),
    start: |p, e, _| {
        no_param(p)?;
        Ok(once(move || no_exception(&e)))
    },
};

fn no_exception(e: &Expected) -> Finding {
    let (irwin, failed) = lookahead_exception();
    let squirrel = squirrel_exception();
    let phadke = phadke_exception();
    let say = |x: &Exception| {
        format!(
            "{}: from {} on {} with {}, a dead end after {} of {} squares",
            x.reading,
            x.start,
            x.board,
            x.rule,
            x.visited,
            x.board.squares()
        )
    };
    let mut found: Vec<String> = irwin.iter().chain(squirrel.iter()).map(say).collect();
    if let Some(n) = phadke {
        found.push(format!("the fewest-exits rule on 8×8 from a8, ties in Phadke's order (002): its first walk that is no tour stops after {n} of 64 squares"));
    }
    let first = irwin.as_ref().or(squirrel.as_ref());
    Finding {
        tool_value: format!(
            "{} exceptions found; the double look-ahead with ties by 12345678 fails from {failed} of the 64 starts",
            found.len()
        ),
        verdict: on_statement(
            e,
            found.is_empty(),
            "every walk tried gives a tour",
            Verdict::new(
                VerdictKind::NotReproduced,
                format!("counterexamples under both readings: {}", found.join("; ")),
            ),
        ),
        detail: "Two readings of \"this rule\": reading 1, the rule as Irwin states it, the double look-ahead (the tool's lookahead rule, which reproduces Figure 4's sums), walked from each of the 64 squares with ties broken by 12345678; reading 2, Warnsdorff's rule as usually stated, fewest onward moves, on 000 §2's 5×5 position (its tiebreak 36875124) and on 8×8 by Phadke's open enumeration. A tie may be broken any way under the rule, so one walk that stops short is an exception.".into(),
        data: json!({"exceptions": found, "lookahead_failed_starts": failed}),
        link: match first {
            Some(x) => link(
                "index.html",
                &[
                    ("board", x.board.to_string()),
                    ("start", format!("{},{}", x.start.row, x.start.col)),
                    ("rule", x.rule.clone()),
                ],
            ),
            None => "index.html".into(),
        },
    }
}

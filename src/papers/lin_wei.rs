//! Lin & Wei's claims (003): the Fig. 5 table of small boards and Theorems 1–3 (which n × m
//! boards have closed, corner-missed closed and open tours), each tour built by the
//! construction and checked square by square.

use super::{
    items, link, no_param, on_statement, once, whole, Claim, Cost, Expected, Finding, PaperValue,
    Param, Verdict, VerdictKind,
};
use crate::board::{Board, Square};
use crate::construct::exists::{existence, TourKind, FIG5};
use crate::construct::{construct, construct_strongest};
use crate::matrix::Matrix;
use serde_json::json;

/// Boards looked at: (rows, cols, printed letter, the theorems' letter, a tour built and valid).
struct Small {
    rows: Vec<(u32, u32, char, char, Option<bool>)>,
    /// The table to compare with, a string a row (the paper's Fig. 5).
    letters: Vec<String>,
}

/// Build the strongest tour on rows × cols and check it: None when none exists.
fn built(r: u32, c: u32) -> Option<bool> {
    let board = Board::new(r as u64, c as u64).ok()?;
    if existence(r as u64, c as u64).strongest == TourKind::None {
        return None;
    }
    Some(construct_strongest(board).is_ok_and(|t| t.validate().is_ok()))
}

pub const FIGURE_5: Claim = Claim {
    id: "lw-figure-5",
    seed: "003",
    authors: "Lin & Wei",
    place: "§4.1, Fig. 5",
    quote: "Fig. 5 shows what kinds of knight's tours exist on smaller boards, where 'X' indicates that no knight's tour can be found, 'O' … an open knight's tour, 'C' … a close knight's tour …, and 'E' … a corner-missed closed knight's tour",
    paper_value: PaperValue::Text("the 12×12 table of letters X, O, C, E for n, m = 1..12"),
    cost: Cost::Quick,
    param: None,
    page: "construct.html",
    expected: || Expected::Letters(FIG5.iter().map(|r| r.to_string()).collect()),
    start: |p, e, _| {
        no_param(p)?;
        Ok(items(
            Small {
                rows: Vec::new(),
                letters: match e {
                    Expected::Letters(l) => l,
                    _ => Vec::new(),
                },
            },
            144,
            |s, i| {
                let (r, c) = (i as u32 / 12 + 1, i as u32 % 12 + 1);
                let printed = s
                    .letters
                    .get((r - 1) as usize)
                    .and_then(|row| row.as_bytes().get((c - 1) as usize))
                    .map_or('?', |&b| b as char);
                let ours = existence(r as u64, c as u64).strongest.letter();
                s.rows.push((r, c, printed, ours, built(r, c)));
                (r * c) as u64
            },
            |s| {
                let differ: Vec<String> = s
                    .rows
                    .iter()
                    .filter(|x| x.2 != x.3)
                    .map(|x| format!("{}×{}: printed {}, theorems {}", x.0, x.1, x.2, x.3))
                    .collect();
                let bad: Vec<String> = s
                    .rows
                    .iter()
                    .filter(|x| x.4 == Some(false))
                    .map(|x| format!("{}×{}", x.0, x.1))
                    .collect();
                let n_built = s.rows.iter().filter(|x| x.4 == Some(true)).count();
                let verdict = if differ.is_empty() && bad.is_empty() {
                    Verdict::new(
                        VerdictKind::Reproduced,
                        format!("all 144 letters agree with Theorems 1–3, and the construction builds a valid tour of the stated kind on all {n_built} boards that have one"),
                    )
                } else {
                    Verdict::new(
                        VerdictKind::Differs,
                        format!("letters: {}; constructions that fail: {}", if differ.is_empty() { "all agree".into() } else { differ.join(", ") }, if bad.is_empty() { "none".into() } else { bad.join(", ") }),
                    )
                };
                Finding {
                    tool_value: format!(
                        "{} of 144 letters as printed; {n_built} tours built and checked",
                        144 - differ.len()
                    ),
                    verdict,
                    detail: "For each n×m with n, m ≤ 12: the letter from Theorems 1–3 (existence), compared with the printed table, and the strongest tour the board has built by the construction and validated (every square once, knight's moves, closed where it says closed, the corner left out where corner-missed).".into(),
                    data: json!({"boards": s.rows.iter().map(|x| json!({"rows": x.0, "cols": x.1, "printed": x.2.to_string(), "theorems": x.3.to_string(), "built": x.4})).collect::<Vec<_>>()}),
                    link: link("construct.html", &[("board", "3x10".into()), ("kind", "closed".into())]),
                }
            },
            |_, i| format!("{}×{}", i / 12 + 1, i % 12 + 1),
        ))
    },
};

/// Boards n × m, n ≤ m, up to a side: (rows, cols, kinds built, kinds failed).
struct Boards {
    expected: Expected,
    pairs: Vec<(u32, u32)>,
    rows: Vec<(u32, u32, usize, Vec<&'static str>)>,
}

pub const THEOREMS: Claim = Claim {
    id: "lw-theorems",
    seed: "003",
    authors: "Lin & Wei",
    place: "§4, Theorems 1–3",
    quote: "There exists a closed knight's tour on an n × m board, n ≤ m, if and only if (1) n and m are not both odd, and (2) n ≥ 5 or (n = 3 and m ≥ 10). [Theorems 2 and 3 likewise for corner-missed closed and open tours.]",
    paper_value: PaperValue::Text("a closed, corner-missed closed or open tour on every n×m the theorems name, built in linear time"),
    cost: Cost::Worker,
    param: Some(Param {
        name: "to",
        label: "Largest side",
        default: "30",
        help: "every n×m with 3 ≤ n ≤ m ≤ this (up to 100)",
    }),
    page: "construct.html",
    expected: || Expected::Holds(true),
    start: |p, e, _| {
        let to = whole("to", p, 3, 100)? as u32;
        let pairs: Vec<(u32, u32)> = (3..=to)
            .flat_map(|n| (n..=to).map(move |m| (n, m)))
            .collect();
        let n = pairs.len();
        Ok(items(
            Boards {
                expected: e,
                pairs,
                rows: Vec::new(),
            },
            n,
            |s, i| {
                let (r, c) = s.pairs[i];
                let board = Board::new(r as u64, c as u64).expect("sides from 3");
                let ex = existence(r as u64, c as u64);
                let mut ok = 0;
                let mut failed = Vec::new();
                for kind in [TourKind::Closed, TourKind::CornerMissed, TourKind::Open] {
                    if ex.has(kind) {
                        if construct(board, kind).is_ok_and(|t| t.validate().is_ok()) {
                            ok += 1;
                        } else {
                            failed.push(kind.name());
                        }
                    }
                }
                s.rows.push((r, c, ok, failed));
                (r * c) as u64
            },
            |s| {
                let bad: Vec<String> = s
                    .rows
                    .iter()
                    .filter(|x| !x.3.is_empty())
                    .map(|x| format!("{}×{} ({})", x.0, x.1, x.3.join(", ")))
                    .collect();
                let built: usize = s.rows.iter().map(|x| x.2).sum();
                let to = s.pairs.last().map_or(3, |p| p.1);
                Finding {
                    tool_value: format!(
                        "{built} tours built and checked on {} boards up to {to}×{to}{}",
                        s.rows.len(),
                        if bad.is_empty() { String::new() } else { format!("; failed: {}", bad.join(", ")) }
                    ),
                    verdict: on_statement(
                        &s.expected,
                        bad.is_empty(),
                        &format!("every kind the theorems promise on n×m, 3 ≤ n ≤ m ≤ {to}, is built and valid"),
                        Verdict::new(VerdictKind::NotReproduced, format!("no valid tour of the promised kind on {}", bad.join(", "))),
                    ),
                    detail: "For each board, each kind Theorems 1–3 say exists (open read as §4.3 reads it: a tour that need not close, so a board with a closed tour has an open one) is built by Algorithm Knight(n, m) and validated. The \"only if\" halves (no tour on the other boards) are the theorems' proofs, not something a construction can show.".into(),
                    data: json!({"boards": s.rows.iter().map(|x| json!({"rows": x.0, "cols": x.1, "built": x.2, "failed": x.3})).collect::<Vec<_>>()}),
                    link: link("construct.html", &[("board", format!("{to}x{}", to.max(4) - 1)), ("kind", "open".into())]),
                }
            },
            |s, i| {
                let (r, c) = s.pairs[i];
                format!("{r}×{c}")
            },
        ))
    },
};

/// A knight's path through every square of `board` but `missed` (closed: its last square a
/// knight's move from its first, which is `from`), found by depth-first search trying the
/// squares with the fewest onward moves first (Warnsdorff's order) within `budget` squares
/// entered; None when the budget runs out or there is none from `from`.
fn path_missing(
    board: Board,
    missed: Square,
    from: Square,
    closed: bool,
    budget: &mut u64,
) -> Option<Vec<Square>> {
    let n = board.squares();
    let idx = |s: Square| board.index(s).expect("on the board");
    let mut used = vec![false; n];
    used[idx(missed)] = true;
    used[idx(from)] = true;
    let mut path = vec![from];
    fn go(
        board: Board,
        used: &mut Vec<bool>,
        path: &mut Vec<Square>,
        goal: usize,
        closed: bool,
        budget: &mut u64,
    ) -> bool {
        let idx = |s: Square| board.index(s).expect("on the board");
        if path.len() == goal {
            return !closed || Board::move_between(path[0], path[goal - 1]).is_some();
        }
        if *budget == 0 {
            return false;
        }
        let here = *path.last().expect("a start");
        let onward =
            |t: Square, used: &[bool]| board.neighbours(t).filter(|&(_, u)| !used[idx(u)]).count();
        // Prune: a square left with no way in is lost, and at most one square can be entered
        // last (one way in); a closed path must keep a way back to its first square.
        let mut last_only = 0;
        for i in (0..used.len()).filter(|&i| !used[i]) {
            let u = board.square(i);
            let ways = onward(u, used) + usize::from(Board::move_between(u, here).is_some());
            match ways {
                0 => return false,
                1 => last_only += 1,
                _ => {}
            }
        }
        if last_only > 1 || (closed && onward(path[0], used) == 0) {
            return false;
        }
        let mut next: Vec<(usize, Square)> = board
            .neighbours(here)
            .map(|(_, t)| t)
            .filter(|&t| !used[idx(t)])
            .map(|t| (onward(t, used), t))
            .collect();
        next.sort();
        for (_, t) in next {
            *budget = budget.saturating_sub(1);
            used[idx(t)] = true;
            path.push(t);
            if go(board, used, path, goal, closed, budget) {
                return true;
            }
            path.pop();
            used[idx(t)] = false;
        }
        false
    }
    go(board, &mut used, &mut path, n - 1, closed, budget).then_some(path)
}

/// A missed-square tour the paper quotes: search for it and check what is found.
fn missed_square_finding(
    e: &Expected,
    rows: u64,
    missed: Square,
    closed: bool,
    what: &str,
) -> Finding {
    let board = Board::new(rows, rows).expect("a square board");
    let mut budget = 10_000_000u64;
    let found = (0..board.squares())
        .map(|i| board.square(i))
        .filter(|&s| s != missed)
        .take(if closed { 1 } else { usize::MAX })
        .find_map(|from| path_missing(board, missed, from, closed, &mut budget));
    // The path found, checked by the validator: every square but the missed one, knight's moves.
    let checked = found.as_ref().map(|p| {
        let order: Vec<usize> = p
            .iter()
            .map(|&s| board.index(s).expect("on the board"))
            .collect();
        let valid = Matrix::of_path(board, p).validate().is_ok()
            && order.len() + 1 == board.squares()
            && !p.contains(&missed);
        let closes = Board::move_between(p[0], p[p.len() - 1]).is_some();
        (
            valid && (!closed || closes),
            closes,
            Matrix::of_path(board, p).to_string(),
        )
    });
    let ok = checked.as_ref().is_some_and(|c| c.0);
    let tool_value = match &checked {
        Some((true, closes, _)) => format!(
            "found: {} knight's path through the {} squares of {board} but {missed}",
            if *closes { "a closed" } else { "an open" },
            board.squares() - 1
        ),
        Some((false, ..)) => "the search's path does not check: a fault of the search".into(),
        None => "none found within the search's budget of 10,000,000 squares entered".to_string(),
    };
    Finding {
        tool_value,
        verdict: on_statement(
            e,
            ok,
            &format!("{what} exists: one is found and validated"),
            Verdict::new(VerdictKind::NotReproduced, format!("the search found no {what}")),
        ),
        detail: format!(
            "Depth-first search for a knight's path through every square of {board} but {missed}{}, the squares with the fewest onward moves tried first; the path found is checked square by square (knight's moves, every square but {missed} once{}). Only existence is claimed, so one example settles it.",
            if closed { ", from (1,1), ending a knight's move from (1,1)" } else { ", from every start in turn" },
            if closed { ", the last a knight's move from the first" } else { "" }
        ),
        data: serde_json::json!({"matrix": checked.map(|c| c.2)}),
        link: link("construct.html", &[("board", format!("{rows}x{rows}"))]),
    }
}

pub const HURD_TRAUTMAN_4X4: Claim = Claim {
    id: "lw-4x4-corner-missed",
    seed: "003",
    authors: "Lin & Wei",
    place: "§1 (Hurd and Trautman [11])",
    quote: "Hurd and Trautman [11] also noted an open knight's tour with one of its corners missed exists on a 4 × 4 board.",
    paper_value: PaperValue::Text("an open tour of 4×4 with a corner missed"),
    cost: Cost::Quick,
    param: None,
    page: "construct.html",
    expected: || Expected::Holds(true),
    start: |p, e, _| {
        no_param(p)?;
        Ok(once(move || {
            missed_square_finding(&e, 4, Square::new(1, 1), false, "an open tour of 4×4 with the corner (1,1) missed")
        }))
    },
};

pub const DOMORYAD_7X7: Claim = Claim {
    id: "lw-7x7-centre-missed",
    seed: "003",
    authors: "Lin & Wei",
    place: "§1 (Domoryad [6])",
    quote: "Domoryad [6] described … a closed knight's tour on a 7 × 7 board with its center square missed (all squares are visited except the center one).",
    paper_value: PaperValue::Text("a closed tour of 7×7 with the centre (4,4) missed"),
    cost: Cost::Quick,
    param: None,
    page: "construct.html",
    expected: || Expected::Holds(true),
    start: |p, e, _| {
        no_param(p)?;
        Ok(once(move || {
            missed_square_finding(&e, 7, Square::new(4, 4), true, "a closed tour of 7×7 with the centre (4,4) missed")
        }))
    },
};

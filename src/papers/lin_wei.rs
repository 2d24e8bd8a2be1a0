//! Lin & Wei's claims (003): the Fig. 5 table of small boards and Theorems 1–3 (which n × m
//! boards have closed, corner-missed closed and open tours), each tour built by the
//! construction and checked square by square.

use super::{
    items, link, on_statement, whole, Claim, Cost, Expected, Finding, PaperValue, Param, Verdict,
    VerdictKind,
};
use crate::board::Board;
use crate::construct::exists::{existence, TourKind, FIG5};
use crate::construct::{construct, construct_strongest};
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
    start: |p, e| {
        if !p.is_empty() {
            return Err(super::ClaimError::Param {
                name: "param",
                message: format!("this claim takes no parameter (got '{p}')"),
            });
        }
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
    start: |p, e| {
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

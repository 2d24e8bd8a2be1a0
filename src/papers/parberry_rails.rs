//! Parberry's (001) Lemma 1 (§4, Figures 8–14): "Every move in a subgraph of the knight's graph
//! can be part of at most 6 rails", checked on every n×n board of a range.
//!
//! A rail through a move is a rail shape ([`Rail`]: top square, primary and cross move) with the
//! move as one of its two primary moves. Any rail of any subgraph through a move is such a
//! shape, and the subgraph made of the move and the other primary move of every shape through
//! it has them all as rails (its moves are all parallel, so no cross move is in it). So the
//! most rails a move of some subgraph is part of is the most shapes through one move of the
//! knight's graph; the card counts the shapes and builds that subgraph to confirm it.

use super::{
    items, numbers_off, whole, Claim, Cost, Expected, Finding, PaperValue, Param, Verdict,
    VerdictKind,
};
use crate::board::Board;
use crate::moves::Move;
use crate::rails::{downward_moves, Rail};
use serde_json::json;
use std::collections::HashSet;

/// A move of the knight's graph, by its upper square (row-major index) and its downward move.
type Edge = (usize, Move);

/// Every rail shape on the board: (its two primary moves, its two cross moves).
fn shapes(board: Board) -> Vec<(Rail, [Edge; 2], [Edge; 2])> {
    let down = downward_moves();
    let mut out = Vec::new();
    for top in 0..board.squares() as u32 {
        for p in down {
            for c in down.into_iter().filter(|&c| c != p) {
                let rail = Rail {
                    top,
                    primary: p,
                    cross: c,
                };
                if let Some([v0, v1, v2, _]) = rail.squares(board) {
                    out.push((rail, [(v0, p), (v2, p)], [(v0, c), (v1, c)]));
                }
            }
        }
    }
    out
}

/// One board's count: (the most rail shapes through one move, a move with that many, how many
/// of them are rails of the subgraph made of that move and their other primary moves).
fn most_rails(n: u32) -> (usize, Option<Edge>, usize) {
    let board = Board::new(n as u64, n as u64).expect("n >= 1");
    let all = shapes(board);
    let mut through: std::collections::HashMap<Edge, usize> = Default::default();
    for (_, primaries, _) in &all {
        for e in primaries {
            *through.entry(*e).or_default() += 1;
        }
    }
    let Some((&edge, &most)) = through
        .iter()
        .max_by_key(|&(e, k)| (*k, std::cmp::Reverse(*e)))
    else {
        return (0, None, 0);
    };
    let mine: Vec<_> = all.iter().filter(|s| s.1.contains(&edge)).collect();
    let subgraph: HashSet<Edge> = mine.iter().flat_map(|s| s.1).collect();
    let rails = mine
        .iter()
        .filter(|(_, p, c)| {
            p.iter().all(|e| subgraph.contains(e)) && !c.iter().any(|e| subgraph.contains(e))
        })
        .count();
    (most, Some(edge), rails)
}

/// The name of Lemma 1's number in its [`Expected::Numbers`].
const MOST: &str = "most rails a move is part of";

/// Boards 1×1 … to×to: (n, most shapes through one move, a move with that many, rails of its
/// subgraph).
struct Boards {
    expected: Expected,
    rows: Vec<(u32, usize, Option<Edge>, usize)>,
}

fn lemma_1_finding(s: &Boards) -> Finding {
    let most = s.rows.iter().map(|r| r.1).max().unwrap_or(0);
    let at = s.rows.iter().find(|r| r.1 == most).expect("a board");
    let last = s.rows.last().expect("a board");
    let realised = s.rows.iter().all(|r| r.3 == r.1);
    let off = numbers_off(&s.expected, &[(MOST, most as u64)]);
    let verdict = if !realised {
        Verdict::new(
            VerdictKind::Differs,
            "a subgraph made of a move and its rail partners does not have every shape through the move as a rail",
        )
    } else if off.is_empty() {
        Verdict::new(
            VerdictKind::Reproduced,
            format!(
                "no move of K_n is in more than {most} rail shapes for any n from 1 to {}, and a move of a subgraph is part of {most} rails from n = {}",
                last.0, at.0
            ),
        )
    } else {
        Verdict::new(VerdictKind::Differs, off.join("; "))
    };
    let board = Board::new(last.0 as u64, last.0 as u64).expect("n >= 1");
    let example = last.2.map_or("none".into(), |(v, m)| {
        format!("Parberry's move {} from {}", m.parberry(), board.square(v))
    });
    Finding {
        tool_value: format!(
            "at most {most} rails through one move on every n×n from 1 to {}; {most} first at n = {}; on {}×{}, {example} is part of {} rails of the subgraph of it and its partners",
            last.0, at.0, last.0, last.0, last.3
        ),
        verdict,
        detail: format!(
            "For every n×n board from 1 to {}, every rail shape (a top square and two distinct downward moves, 001 §4, Figure 8; src/rails: Rail::squares) was listed and counted against each of its two primary moves; the most shapes through one move is the most rails a move of any subgraph can be part of, and for the move with the most, the subgraph of that move and the other primary move of each of its shapes was built and its rails through the move counted (they must be all of them). Reading: \"at most 6\" as the largest number of rails one move can be part of, which the proof's count (\"6 distinct occurrences of each move\") makes exact. Per n: {}.",
            last.0,
            s.rows.iter().map(|r| format!("{} {}", r.0, r.1)).collect::<Vec<_>>().join(", ")
        ),
        data: json!({"boards": s.rows.iter().map(|r| json!({"n": r.0, "most": r.1, "realised": r.3})).collect::<Vec<_>>()}),
        link: String::new(),
    }
}

pub const LEMMA_1: Claim = Claim {
    id: "pb-lemma-1",
    seed: "001",
    authors: "Parberry",
    place: "§4, Lemma 1 (Figures 8–14)",
    quote: "Lemma 1. Every move in a subgraph of the knight's graph can be part of at most 6 rails. Proof. Each downward move (moves 4, 5, 6, and 7) appears as the primary move in 3 types of rail (see Figure 8), giving 6 distinct occurrences of each move.",
    paper_value: PaperValue::Text("at most 6 rails through any move of any subgraph of K_n"),
    cost: Cost::Quick,
    param: Some(Param {
        name: "to",
        label: "Largest n",
        default: "20",
        help: "every n×n board from 1 to this (5 to 30)",
    }),
    page: "",
    expected: || Expected::Numbers(vec![(MOST, 6)]),
    start: |p, e, _| {
        let to = whole("to", p, 5, 30)? as u32;
        Ok(items(
            Boards {
                expected: e,
                rows: Vec::new(),
            },
            to as usize,
            |s, i| {
                let n = i as u32 + 1;
                let (most, edge, rails) = most_rails(n);
                s.rows.push((n, most, edge, rails));
                12 * (n * n) as u64
            },
            lemma_1_finding,
            |_, i| format!("rails on {0}×{0}", i + 1),
        ))
    },
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_middle_move_is_in_six_rail_shapes_and_a_corner_board_in_none() {
        assert_eq!(most_rails(20).0, 6);
        assert_eq!(most_rails(2).0, 0);
    }
}

//! Plans from a chosen start: the last step of a plan names the move the construction really
//! cut or redirected for the tour shown from that start (003 §4.3), so the move it removes is
//! not in the tour the command line prints and the plan's final position is that tour.

mod common;

use common::cli::cli;
use std::collections::BTreeSet;
use warnsdorff::board::{Board, Square};
use warnsdorff::construct::plan::{Cursor, Plan};
use warnsdorff::construct::{tour_from, TourKind};

const BOARDS: [&str; 7] = ["3x10", "5x5", "5x7", "6x6", "8x8", "3x4", "4x5"];
const KINDS: [TourKind; 3] = [TourKind::Closed, TourKind::CornerMissed, TourKind::Open];

/// The moves of a visiting order as unordered pairs, closed back to the start if `closed`.
fn moves(order: &[u32], closed: bool) -> BTreeSet<[u32; 2]> {
    let pair = |a: u32, b: u32| [a.min(b), a.max(b)];
    let mut out: BTreeSet<[u32; 2]> = order.windows(2).map(|w| pair(w[0], w[1])).collect();
    if closed && order.len() > 2 {
        out.insert(pair(order[0], order[order.len() - 1]));
    }
    out
}

fn edges(nbr: &[[u32; 2]]) -> BTreeSet<[u32; 2]> {
    nbr.iter()
        .enumerate()
        .flat_map(|(i, p)| p.iter().map(move |&j| [i as u32, j]))
        .filter(|&[i, j]| j != u32::MAX && i < j)
        .collect()
}

#[test]
fn the_plans_last_step_removes_a_move_the_printed_tour_lacks() {
    for b in BOARDS {
        let board: Board = b.parse().unwrap();
        for kind in KINDS {
            let k = kind.name();
            for i in 0..board.squares() {
                let sq = board.square(i);
                let start = format!("{},{}", sq.row, sq.col);
                let base = ["construct", "--board", b, "--kind", k, "--start", &start];
                let json = cli(&[&base[..], &["--format", "json"]].concat());
                let plan = cli(&[&base[..], &["--format", "plan"]].concat());
                if json.status.code() != Some(0) {
                    // A start the construction does not serve has no plan either.
                    assert_eq!(plan.status.code(), json.status.code(), "{b} {k} {start}");
                    continue;
                }
                assert_eq!(plan.status.code(), Some(0), "{b} {k} {start}");
                let v: serde_json::Value = serde_json::from_slice(&json.stdout).unwrap();
                let order: Vec<u32> = v["path"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|p| {
                        let s: Square = serde_json::from_value(p.clone()).unwrap();
                        board.index(s).unwrap() as u32
                    })
                    .collect();
                assert_eq!(order[0] as usize, i, "{b} {k} {start}");
                let tour = moves(&order, kind != TourKind::Open);
                let p: serde_json::Value = serde_json::from_slice(&plan.stdout).unwrap();
                let steps = p["steps"].as_array().unwrap();
                // An open tour cut from a closed one, or redirected to a corner, ends on that
                // step; a one-piece closed or corner-missed tour has no step at all.
                let cut = kind == TourKind::Open && !["3x4", "4x5"].contains(&b);
                let Some(last) = steps.last() else {
                    assert!(!cut, "{b} {k} {start}: no step");
                    continue;
                };
                if cut {
                    assert!(
                        ["cut", "redirect"].contains(&last["kind"].as_str().unwrap()),
                        "{b} {k} {start}: {last}"
                    );
                }
                for m in last["removed"].as_array().unwrap() {
                    let m: [u32; 2] = serde_json::from_value(m.clone()).unwrap();
                    assert!(
                        !tour.contains(&[m[0].min(m[1]), m[0].max(m[1])]),
                        "{b} {k} from {start}: the last step removes {m:?}, a move of the tour printed ({last})"
                    );
                }
                for m in last["added"].as_array().unwrap() {
                    let m: [u32; 2] = serde_json::from_value(m.clone()).unwrap();
                    assert!(
                        tour.contains(&[m[0].min(m[1]), m[0].max(m[1])]),
                        "{b} {k} from {start}: the last step adds {m:?}, not a move of the tour printed"
                    );
                }
            }
        }
    }
}

#[test]
fn the_plan_from_a_start_ends_on_the_tour_from_that_start() {
    for b in BOARDS {
        let board: Board = b.parse().unwrap();
        for kind in KINDS {
            for i in 0..board.squares() {
                let sq = board.square(i);
                let Ok(order) = tour_from(board, kind, sq) else {
                    assert!(
                        Plan::starting(board, kind, Some(sq)).is_err(),
                        "{b} {kind} {sq}"
                    );
                    continue;
                };
                let plan = Plan::starting(board, kind, Some(sq)).unwrap();
                assert_eq!(plan.start, Some(sq));
                let mut c = Cursor::new(plan);
                c.seek(usize::MAX);
                assert_eq!(c.cycle_count(), 1, "{b} {kind} {sq}");
                let order: Vec<u32> = order.iter().map(|&i| i as u32).collect();
                assert_eq!(
                    edges(c.neighbours()),
                    moves(&order, kind != TourKind::Open),
                    "{b} {kind} from {sq}: the plan's final position is not the tour shown"
                );
                // Every piece still tiles the board, wherever the plan is reflected to.
                let area: u32 = c.plan().pieces.iter().map(|p| p.rows * p.cols).sum();
                assert_eq!(area as usize, board.squares());
            }
        }
    }
}

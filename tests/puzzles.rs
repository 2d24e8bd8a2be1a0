//! The walk page's puzzles (`labs::walk::board_shape::PUZZLES`): each shape has a knight's tour
//! from its start to its end, found here by a depth-first search (Warnsdorff-ordered, the end
//! kept for last), and checked square by square by `region::check_path`; and painting a square
//! of a shape removes it or puts it back.
#![cfg(not(target_arch = "wasm32"))]

use warnsdorff::board::{Board, Square};
use warnsdorff::labs::walk::board_shape::{painted, removed, PUZZLES};
use warnsdorff::matrix::Verdict;
use warnsdorff::region::{check_path, Region};

/// A tour of `region` from `start` ending on `end`, if the search finds one within `budget`
/// nodes.
fn tour_between(
    region: &Region,
    start: Square,
    end: Square,
    budget: &mut u64,
) -> Option<Vec<Square>> {
    let b = region.board();
    let mut seen = vec![false; b.squares()];
    let mut path = vec![start];
    seen[b.index(start).unwrap()] = true;
    fn go(
        r: &Region,
        end: Square,
        seen: &mut Vec<bool>,
        path: &mut Vec<Square>,
        budget: &mut u64,
    ) -> bool {
        if *budget == 0 {
            return false;
        }
        *budget -= 1;
        let b = r.board();
        let here = *path.last().unwrap();
        if path.len() == r.squares() {
            return here == end;
        }
        let free = |s: Square, seen: &Vec<bool>| !seen[b.index(s).unwrap()];
        let mut next: Vec<(usize, Square)> = r
            .neighbours(here)
            .map(|(_, t)| t)
            .filter(|&t| free(t, seen) && (t != end || path.len() + 1 == r.squares()))
            .map(|t| (r.neighbours(t).filter(|&(_, u)| free(u, seen)).count(), t))
            .collect();
        next.sort();
        for (_, t) in next {
            seen[b.index(t).unwrap()] = true;
            path.push(t);
            if go(r, end, seen, path, budget) {
                return true;
            }
            path.pop();
            seen[b.index(t).unwrap()] = false;
        }
        false
    }
    go(region, end, &mut seen, &mut path, budget).then_some(path)
}

#[test]
fn every_puzzle_has_a_tour_from_its_start_to_its_end() {
    for p in PUZZLES {
        let (rows, cols) = p.sides();
        let board = Board::new(rows.into(), cols.into()).unwrap();
        let gone = removed(p.shape, board).unwrap();
        let region = Region::new(board).with_removed(&gone).unwrap();
        let (start, end) = (
            Square::new(p.start.0, p.start.1),
            Square::new(p.end.0, p.end.1),
        );
        assert!(region.contains(start) && region.contains(end), "{}", p.name);
        let mut budget = 50_000_000;
        let path = tour_between(&region, start, end, &mut budget);
        if path.is_none() {
            let ends: Vec<String> = (0..board.squares())
                .map(|i| board.square(i))
                .filter(|&e| region.contains(e) && e != start)
                .filter(|&e| tour_between(&region, start, e, &mut 2_000_000).is_some())
                .map(|e| e.to_string())
                .collect();
            panic!(
                "{}: no tour {start} to {end}; ends found: {}",
                p.name,
                ends.join(" ")
            );
        }
        let path = path.unwrap();
        assert_eq!(check_path(&region, &path), Ok(Verdict::Tour), "{}", p.name);
        assert_eq!((path[0], *path.last().unwrap()), (start, end), "{}", p.name);
    }
}

#[test]
fn painting_removes_and_restores_one_square() {
    let b = Board::new(3, 4).unwrap();
    let once = painted("centre", b, 0, true).unwrap();
    assert_eq!(once, "#.../.##./....");
    assert_eq!(painted(&once, b, 5, false).unwrap(), "#.../..#./....");
    assert_eq!(painted("", b, 0, false).unwrap(), "");
    assert!(painted("", b, 12, true).is_err());
}

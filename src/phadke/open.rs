//! Phadke's first Warnsdorff program (002 §"Background"): the rule from a start with every tie
//! followed and no end reserved, so its solutions are open tours. The walks come in his
//! program's order (the numerically highest Phadke move of a tie first, back-tracking to the
//! last tie), which is the order of his 6,000 printed solutions.

use super::cells::{Cell, NEIGHBOURS};
use super::search::phadke_order;

/// One walk of the enumeration: its cells from the start, and whether it covers the board.
pub struct OpenWalk<'a> {
    pub cells: &'a [Cell],
    pub tour: bool,
}

/// The tied targets of the rule from `at` with `visited` visited: the unvisited neighbours with
/// the fewest unvisited neighbours of their own, in Phadke's order.
fn ties(order: &[[u8; 8]; 64], visited: u64, at: usize) -> Vec<u8> {
    let open = !visited;
    let key = |t: u8| (NEIGHBOURS[t as usize] & open).count_ones();
    let targets: Vec<u8> = order[at]
        .iter()
        .copied()
        .take_while(|&t| t != u8::MAX)
        .filter(|&t| open & (1u64 << t) != 0)
        .collect();
    let best = targets.iter().map(|&t| key(t)).min();
    targets
        .into_iter()
        .filter(|&t| Some(key(t)) == best)
        .collect()
}

/// Follow every walk of the rule from `start` in Phadke's order, calling `visit` at the end of
/// each (a tour or a dead end); stop when `visit` returns false. Returns the positions visited.
pub fn walk_open(start: Cell, visit: &mut dyn FnMut(OpenWalk) -> bool) -> u64 {
    let order = phadke_order();
    let mut path = vec![start];
    let mut nodes = 0;
    descend(&order, start.bit(), &mut path, visit, &mut nodes);
    nodes
}

/// The walks below the current path; false once `visit` asked to stop.
fn descend(
    order: &[[u8; 8]; 64],
    visited: u64,
    path: &mut Vec<Cell>,
    visit: &mut dyn FnMut(OpenWalk) -> bool,
    nodes: &mut u64,
) -> bool {
    *nodes += 1;
    let at = path.last().expect("the start").index();
    let next = ties(order, visited, at);
    if next.is_empty() {
        return visit(OpenWalk {
            cells: path,
            tour: visited == u64::MAX,
        });
    }
    for t in next {
        path.push(Cell::new(t).expect("a cell"));
        let go_on = descend(order, visited | 1u64 << t, path, visit, nodes);
        path.pop();
        if !go_on {
            return false;
        }
    }
    true
}

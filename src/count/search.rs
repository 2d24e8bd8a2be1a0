//! A resumable depth-first search for every tour below one prefix path: Warnsdorff's own
//! degree bookkeeping decides at each step whether the path so far is a Warnsdorff path (every
//! step to a square of least degree, any tiebreak), and two necessary conditions prune it.
//!
//! Pruning (both are conditions every completion must meet, so no tour is lost):
//! - open: with the knight on `v` and the unvisited squares `U`, each `u` in `U` needs a link to
//!   `U ∪ {v}`; a `u` with exactly one such link must be the path's last square, so there is at
//!   most one, and if its one link is `v`, it must be the next and last square;
//! - closed: each `u` in `U` needs two links among `U`, `v` and the first square.

use super::graph::{bits, Graph};

/// What a search found: tours, the Warnsdorff tours among them, and positions tried.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub tours: u64,
    pub warnsdorff: u64,
    pub nodes: u64,
}

impl std::ops::AddAssign for Tally {
    fn add_assign(&mut self, o: Tally) {
        self.tours += o.tours;
        self.warnsdorff += o.warnsdorff;
        self.nodes += o.nodes;
    }
}

/// Whether the knight on `v` with `unvisited` left (neither holding `v`) can still finish an
/// open path.
fn open_may_finish(g: &Graph, v: usize, unvisited: u128) -> bool {
    if unvisited == 0 {
        return true;
    }
    let next = g.adj[v] & unvisited;
    if next == 0 {
        return false;
    }
    let mut ends = 0;
    for u in bits(unvisited) {
        let links = (g.adj[u] & unvisited).count_ones() + ((next >> u) & 1) as u32;
        match links {
            0 => return false,
            1 => {
                ends += 1;
                if ends > 1 || ((next >> u) & 1 == 1 && unvisited.count_ones() > 1) {
                    return false;
                }
            }
            _ => {}
        }
    }
    true
}

/// Whether the knight on `v` with `unvisited` left can still close a cycle back to `origin`.
fn closed_may_finish(g: &Graph, v: usize, origin: usize, unvisited: u128) -> bool {
    if unvisited == 0 {
        return (g.adj[v] >> origin) & 1 == 1;
    }
    let next = g.adj[v] & unvisited;
    if next == 0 {
        return false;
    }
    bits(unvisited).all(|u| {
        let links = (g.adj[u] & unvisited).count_ones()
            + ((next >> u) & 1) as u32
            + ((g.adj[origin] >> u) & 1) as u32;
        links >= 2
    })
}

/// The least onward degree among `candidates` with `unvisited` left (`u32::MAX` if none).
fn least_degree(g: &Graph, candidates: u128, unvisited: u128) -> u32 {
    bits(candidates)
        .map(|c| (g.adj[c] & unvisited).count_ones())
        .min()
        .unwrap_or(u32::MAX)
}

/// Whether the path `order` follows Warnsdorff's rule at every step: each move goes to a
/// square of least onward degree among the unvisited squares it could reach (any tiebreak).
///
/// ```
/// use warnsdorff::count::graph::{Graph, Wrap};
/// use warnsdorff::count::search::is_warnsdorff_path;
/// // One-square steps on 2×3 (squares 0 1 2 over 3 4 5): from 1, the corners 0 and 2 have one
/// // onward square, the middle 4 has two.
/// let g = Graph::new(2, 3, (0, 1), &[], Wrap::None).unwrap();
/// assert!(is_warnsdorff_path(&g, &[1, 0, 3, 4, 5, 2]));
/// assert!(!is_warnsdorff_path(&g, &[1, 4, 3, 0]));
/// ```
pub fn is_warnsdorff_path(g: &Graph, order: &[usize]) -> bool {
    let mut unvisited = g.all();
    for w in order.windows(2) {
        unvisited &= !(1u128 << w[0]);
        let least = least_degree(g, g.adj[w[0]] & unvisited, unvisited);
        if (g.adj[w[1]] & unvisited).count_ones() != least {
            return false;
        }
    }
    true
}

/// Whether some traversal of the cycle `order` (from any square, either way) is a Warnsdorff
/// path.
pub fn is_warnsdorff_cycle(g: &Graph, order: &[usize]) -> bool {
    let n = order.len();
    let mut path = Vec::with_capacity(n);
    (0..n).any(|k| {
        [false, true].iter().any(|&back| {
            path.clear();
            path.extend((0..n).map(|i| {
                if back {
                    order[(k + n - i) % n]
                } else {
                    order[(k + i) % n]
                }
            }));
            is_warnsdorff_path(g, &path)
        })
    })
}

/// One prefix's search on a graph given to each call, resumable: [`Search::run`] tries at most so many positions and says
/// whether it is done.
pub struct Search {
    closed: bool,
    all: u128,
    visited: u128,
    path: Vec<usize>,
    left: Vec<u128>,
    least: Vec<u32>,
    warn: Vec<bool>,
    pub tally: Tally,
}

impl Search {
    /// A search for every tour (open, or closed back to `prefix[0]`) that begins with `prefix`,
    /// a path of distinct adjacent squares.
    pub fn new(g: &Graph, closed: bool, prefix: &[usize]) -> Search {
        let all = g.all();
        let mut s = Search {
            closed,
            all,
            visited: 0,
            path: Vec::new(),
            left: Vec::new(),
            least: Vec::new(),
            warn: Vec::new(),
            tally: Tally::default(),
        };
        let mut warn = true;
        for (i, &v) in prefix.iter().enumerate() {
            if i > 0 {
                let prev = prefix[i - 1];
                let unvisited = all & !s.visited;
                let least = least_degree(g, g.adj[prev] & unvisited, unvisited);
                warn &= (g.adj[v] & unvisited).count_ones() == least;
            }
            s.visited |= 1u128 << v;
        }
        let Some(&last) = prefix.last() else {
            return s;
        };
        let unvisited = all & !s.visited;
        if unvisited == 0 {
            s.path.extend_from_slice(&prefix[..prefix.len() - 1]);
            s.finish(g, last, warn);
            s.path.clear();
            return s;
        }
        let alive = if closed {
            prefix.len() == 1 || closed_may_finish(g, last, prefix[0], unvisited)
        } else {
            open_may_finish(g, last, unvisited)
        };
        if alive {
            s.path.extend_from_slice(prefix);
            let next = g.adj[last] & unvisited;
            s.left.push(next);
            s.least.push(least_degree(g, next, unvisited));
            s.warn.push(warn);
        }
        s
    }

    /// A complete path ending on `v`: a tour if open, or if it closes.
    fn finish(&mut self, g: &Graph, v: usize, warn: bool) {
        if !self.closed {
            self.tally.tours += 1;
            self.tally.warnsdorff += warn as u64;
            return;
        }
        let first = self.path.first().copied().unwrap_or(v);
        if g.len() < 3 || (g.adj[v] >> first) & 1 == 0 {
            return;
        }
        // Each cycle is found twice from its first square, once each way: count it on the way
        // whose second square is the lower.
        let second = self.path.get(1).copied().unwrap_or(v);
        if second < v {
            self.tally.tours += 1;
            let mut order = self.path.clone();
            order.push(v);
            self.tally.warnsdorff += is_warnsdorff_cycle(g, &order) as u64;
        }
    }

    /// Tries at most `budget` positions; true when the search is over.
    pub fn run(&mut self, g: &Graph, budget: u64) -> bool {
        let mut spent = 0;
        while let Some(&candidates) = self.left.last() {
            if spent >= budget {
                return false;
            }
            let d = self.left.len() - 1;
            if candidates == 0 {
                self.left.pop();
                self.least.pop();
                self.warn.pop();
                if self.left.is_empty() {
                    break;
                }
                let v = self.path.pop().expect("a square below the floor");
                self.visited &= !(1u128 << v);
                continue;
            }
            spent += 1;
            self.tally.nodes += 1;
            let v = candidates.trailing_zeros() as usize;
            self.left[d] &= candidates - 1;
            let bit = 1u128 << v;
            let unvisited = self.all & !self.visited & !bit;
            let warn = self.warn[d] && (g.adj[v] & unvisited).count_ones() == self.least[d];
            if unvisited == 0 {
                self.finish(g, v, warn);
                continue;
            }
            let alive = if self.closed {
                closed_may_finish(g, v, self.path[0], unvisited)
            } else {
                open_may_finish(g, v, unvisited)
            };
            if !alive {
                continue;
            }
            self.visited |= bit;
            self.path.push(v);
            let next = g.adj[v] & unvisited;
            self.left.push(next);
            self.least.push(least_degree(g, next, unvisited));
            self.warn.push(warn);
        }
        self.path.clear();
        true
    }
}

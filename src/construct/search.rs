//! The backtracking search that finds the small boards' tours (the bases, Lin & Wei 003 §4.1):
//! depth-first over knight's paths, each node's children tried in Warnsdorff order (the child
//! with the fewest onward moves first), pruned where no completion can exist.
//!
//! A search is given the squares to cover (a whole rectangle, or one with its top-left corner
//! missed, or one loop of a double loop), a start, an optional end, and moves the result must
//! contain (the structured corner moves). The pruning is the usual one for Hamiltonian paths:
//! an unvisited square left with no onward move must be the last one; a square (other than the
//! end) next to the knight with one onward move must be entered now, or it is stranded; two such
//! squares at once end the branch; a square with a required move that it cannot take any more
//! ends the branch. Ties between children of equal degree are broken by a seeded random order;
//! a search that exceeds its node budget restarts with the next seed, so every search is
//! deterministic and finishes.

use crate::moves::DELTAS;
use crate::rng::Stream;

/// What to search for on an `rows` × `cols` rectangle.
#[derive(Clone, Debug)]
pub struct Spec {
    pub rows: usize,
    pub cols: usize,
    /// Which squares (row-major) the path must cover.
    pub present: Vec<bool>,
    /// The first square.
    pub start: usize,
    /// The last square, if fixed.
    pub end: Option<usize>,
    /// Moves (pairs of row-major squares) the path must contain.
    pub required: Vec<(usize, usize)>,
}

/// Node budget of one attempt before the search restarts with a new tiebreak seed.
const BUDGET: u64 = 2_000_000;
/// Attempts before giving up.
const ATTEMPTS: u64 = 200;

/// Find a path as `spec` asks: the squares in order, or None if no attempt succeeded. With an
/// `end` that is a knight's move from `start` the path closes into a cycle.
pub fn find(spec: &Spec, seed: u64) -> Option<Vec<usize>> {
    let mut s = State::new(spec);
    for attempt in 0..ATTEMPTS {
        s.reset(spec, Stream::new(seed.wrapping_add(attempt)));
        if s.dfs(spec.start) {
            return Some(s.path.clone());
        }
    }
    None
}

/// Find paths from every start in turn (the open tours: no end fixed, any start), trying starts
/// in Warnsdorff order (fewest moves first, then row-major). The spec's `start` is ignored.
pub fn find_any_start(spec: &Spec, seed: u64) -> Option<Vec<usize>> {
    let s = State::new(spec);
    let mut starts: Vec<usize> = (0..spec.present.len())
        .filter(|&i| spec.present[i])
        .collect();
    starts.sort_by_key(|&i| (s.nbrs[i].len(), i));
    for start in starts {
        let mut sp = spec.clone();
        sp.start = start;
        let mut st = State::new(&sp);
        st.reset(&sp, Stream::new(seed));
        st.budget = BUDGET / 4;
        if st.dfs(start) {
            return Some(st.path.clone());
        }
    }
    None
}

struct State {
    nbrs: Vec<Vec<usize>>,
    req: Vec<Vec<usize>>,
    visited: Vec<bool>,
    onward: Vec<u8>,
    path: Vec<usize>,
    end: Option<usize>,
    start: usize,
    /// The end is a knight's move from the start: the path closes into a cycle.
    closed: bool,
    total: usize,
    nodes: u64,
    budget: u64,
    rng: Stream,
}

impl State {
    fn new(spec: &Spec) -> State {
        let n = spec.rows * spec.cols;
        let mut nbrs = vec![Vec::new(); n];
        for (i, list) in nbrs.iter_mut().enumerate() {
            if !spec.present[i] {
                continue;
            }
            let (r, c) = ((i / spec.cols) as i32, (i % spec.cols) as i32);
            for (dr, dc) in DELTAS {
                let (rr, cc) = (r + dr, c + dc);
                if rr >= 0 && cc >= 0 && (rr as usize) < spec.rows && (cc as usize) < spec.cols {
                    let j = rr as usize * spec.cols + cc as usize;
                    if spec.present[j] {
                        list.push(j);
                    }
                }
            }
        }
        let mut req = vec![Vec::new(); n];
        for &(a, b) in &spec.required {
            req[a].push(b);
            req[b].push(a);
        }
        State {
            nbrs,
            req,
            visited: vec![false; n],
            onward: vec![0; n],
            path: Vec::with_capacity(n),
            end: spec.end,
            start: spec.start,
            closed: spec.end.is_some_and(|e| {
                let (a, b) = (spec.start, e);
                let (ra, ca) = ((a / spec.cols) as i32, (a % spec.cols) as i32);
                let (rb, cb) = ((b / spec.cols) as i32, (b % spec.cols) as i32);
                DELTAS.contains(&(rb - ra, cb - ca))
            }),
            total: spec.present.iter().filter(|&&p| p).count(),
            nodes: 0,
            budget: BUDGET,
            rng: Stream::new(0),
        }
    }

    fn reset(&mut self, spec: &Spec, rng: Stream) {
        for i in 0..self.visited.len() {
            self.visited[i] = !spec.present[i];
            self.onward[i] = self.nbrs[i].len() as u8;
        }
        self.path.clear();
        self.nodes = 0;
        self.rng = rng;
    }

    fn visit(&mut self, v: usize) {
        self.visited[v] = true;
        self.path.push(v);
        for k in 0..self.nbrs[v].len() {
            let u = self.nbrs[v][k];
            self.onward[u] -= 1;
        }
    }

    fn unvisit(&mut self, v: usize) {
        self.visited[v] = false;
        self.path.pop();
        for k in 0..self.nbrs[v].len() {
            let u = self.nbrs[v][k];
            self.onward[u] += 1;
        }
    }

    /// Whether `v` may be entered from `from` (None for the start) given the required moves:
    /// every required partner of `v` is `from` or still unvisited, and at most one of them is
    /// not `from` (or none, when `v` is the last square).
    fn required_ok(&self, v: usize, from: Option<usize>, last: bool) -> bool {
        let mut other = 0;
        for &p in &self.req[v] {
            if Some(p) == from || self.closing(v, p) {
                continue;
            }
            if self.visited[p] {
                return false;
            }
            other += 1;
        }
        other <= usize::from(!last)
    }

    /// Whether `a`–`b` is the move that closes the cycle (end back to start).
    fn closing(&self, a: usize, b: usize) -> bool {
        self.closed
            && match (self.end, self.path.first()) {
                (Some(e), Some(&s)) => (a == s && b == e) || (a == e && b == s),
                (Some(e), None) => a == self.start && b == e,
                _ => false,
            }
    }

    /// Extend the path with `v` (entered from the current head) and search on; false if no
    /// completion, with the path restored.
    fn dfs(&mut self, v: usize) -> bool {
        let from = self.path.last().copied();
        let last = self.path.len() + 1 == self.total;
        if !self.required_ok(v, from, last) {
            return false;
        }
        self.visit(v);
        if last {
            if self.end.is_none_or(|e| e == v) {
                return true;
            }
            self.unvisit(v);
            return false;
        }
        self.nodes += 1;
        if self.nodes > self.budget {
            self.unvisit(v);
            return false;
        }
        let remaining = self.total - self.path.len();
        // A required partner of v not yet visited must be next.
        let mut must: Option<usize> = self.req[v]
            .iter()
            .copied()
            .find(|&p| Some(p) != from && !self.visited[p] && !self.closing(v, p));
        // The end must stay reachable.
        if let Some(e) = self.end {
            if self.onward[e] == 0 && !(remaining == 1 && self.nbrs[v].contains(&e)) {
                self.unvisit(v);
                return false;
            }
        }
        let mut cands: [(u8, u64, usize); 8] = [(0, 0, 0); 8];
        let mut nc = 0;
        let mut dead = false;
        for k in 0..self.nbrs[v].len() {
            let u = self.nbrs[v][k];
            if self.visited[u] {
                continue;
            }
            let is_end = self.end == Some(u);
            if is_end && remaining > 1 {
                continue;
            }
            let on = self.onward[u];
            if !is_end && remaining > 1 {
                let strand = on == 0 || (on == 1 && self.end.is_some());
                if on == 0 && self.end.is_none() {
                    // Only reachable from here and with no way on: it would have to be last.
                    dead = true;
                    break;
                }
                if strand {
                    if must.is_some_and(|m| m != u) {
                        dead = true;
                        break;
                    }
                    must = Some(u);
                }
            }
            cands[nc] = (on, self.rng.next_u64(), u);
            nc += 1;
        }
        if !dead {
            let cands = &mut cands[..nc];
            cands.sort_unstable();
            for &(_, _, u) in cands.iter() {
                if must.is_some_and(|m| m != u) {
                    continue;
                }
                if self.dfs(u) {
                    return true;
                }
                if self.nodes > self.budget {
                    break;
                }
            }
        }
        self.unvisit(v);
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn full(rows: usize, cols: usize) -> Vec<bool> {
        vec![true; rows * cols]
    }

    #[test]
    fn finds_a_closed_tour_on_6x6() {
        let spec = Spec {
            rows: 6,
            cols: 6,
            present: full(6, 6),
            start: 0,
            end: Some(6 * 2 + 1),
            required: vec![],
        };
        let p = find(&spec, 1).expect("6x6 has closed tours");
        assert_eq!(p.len(), 36);
        assert_eq!(*p.last().unwrap(), 13);
    }

    #[test]
    fn no_open_tour_on_4x4_or_3x5() {
        for (r, c) in [(4, 4), (3, 5), (3, 6), (3, 3)] {
            let spec = Spec {
                rows: r,
                cols: c,
                present: full(r, c),
                start: 0,
                end: None,
                required: vec![],
            };
            assert!(find_any_start(&spec, 0).is_none(), "{r}x{c}");
        }
    }
}

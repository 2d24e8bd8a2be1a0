//! The rail graph of a cycle cover (Parberry 001 §5, Figure 16), whole: its vertices with where
//! they sit, its edges with their multiplicities, its components and the breadth-first spanning
//! forest of Figure 16 (right).
//!
//! 001 §5: "The rail graph of a tourney is a multigraph that has a vertex for each knight and an
//! edge between vertices u, v for each rail that has one move from knight u and the \[other\] from
//! knight v ≠ u." Figure 16's caption: "The numbers on the edges indicate the number of rails
//! that intersect exactly two cycles."
//!
//! The reading implemented here (named, as the text leaves two things implicit):
//! - a **vertex** per cycle of the cover ("knight"); holes are on no cycle and are no vertex;
//! - a rail is an **edge** when its two primary moves (the moves of the cover, `v0–v1` and
//!   `v2–v3`, 001 §4) lie on two different cycles; a rail whose two moves lie on one cycle is no
//!   edge (the text asks `v ≠ u`: no loops), and is counted apart as *within* one cycle;
//! - parallel edges are kept as one edge with a **multiplicity**, the number Figure 16 writes
//!   on it.
//!
//! The spanning forest Algorithm 2 switches is, in Figure 16 (right), breadth-first:
//! [`RailMultigraph::bfs_forest`] grows it from each component's lowest-numbered cycle,
//! neighbours in increasing order. Theorem 3 says switching the rails of a spanning tree with
//! `m` edges leaves `k − m` cycles; that holds when those rails share no square (as Figure 15's
//! six do: "switching 6 vertex-disjoint rails"), and [`RailMultigraph::disjoint_forest_rails`]
//! picks such rails where it can. Two rails that share a square may not both stay rails after
//! one is switched, which is why [`crate::rails::join`] checks each as it goes.
//!
//! Built only from the rails module's public API ([`for_each_rail`], [`Rail::squares`]) and the
//! cover's labels; O(squares + rails·log rails).
//!
//! ```
//! use warnsdorff::rails::graph::RailMultigraph;
//! use warnsdorff::tourneys::{generate, Generator};
//! let cover = generate(Generator::FourCover, 8, 0).unwrap(); // 16 four-cycles
//! let g = RailMultigraph::new(&cover);
//! assert_eq!(g.cycles(), 16);
//! assert_eq!(g.rails_between() + g.rails_within(), g.rails_total());
//! assert_eq!(g.bfs_forest().len(), 16 - g.components());
//! ```

use super::{for_each_rail, Rail};
use crate::board::Board;
use crate::cover::CycleCover;
use std::collections::VecDeque;

/// An edge of the rail graph: cycles `a < b` (0-based, numbered as in
/// [`CycleCover::cycle_labels`]) and the number of rails joining them (Figure 16's number).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GraphEdge {
    pub a: u32,
    pub b: u32,
    pub rails: u32,
    /// Where this edge's rails start in [`RailMultigraph::rails_of`]'s list.
    start: u32,
}

/// The rail graph of a cover (001 §5, Figure 16) with its vertices placed at their cycles'
/// centroids.
#[derive(Clone, Debug)]
pub struct RailMultigraph {
    board: Board,
    cycles: usize,
    /// Squares on each cycle.
    len: Vec<u32>,
    /// Each cycle's centroid: mean (row, col) of its squares, 0-based, in squares.
    centroid: Vec<(f64, f64)>,
    /// Sorted by (a, b).
    edges: Vec<GraphEdge>,
    /// The rails between two cycles, grouped by edge, each group by top square.
    between: Vec<Rail>,
    within: usize,
}

impl RailMultigraph {
    /// The rail graph of `cover`.
    pub fn new(cover: &CycleCover) -> RailMultigraph {
        let (labels, cycles) = cover.cycle_labels();
        let mut rails = Vec::new();
        for_each_rail(cover, |r| rails.push(r));
        RailMultigraph::from_parts(cover, &labels, cycles, &rails)
    }

    /// The rail graph from what a caller already has: the cover's cycle labels and count (as
    /// [`CycleCover::cycle_labels`] gives them) and its rails (as [`super::find_rails`] gives
    /// them, in any order).
    pub fn from_parts(
        cover: &CycleCover,
        labels: &[u32],
        cycles: usize,
        rails: &[Rail],
    ) -> RailMultigraph {
        let board = cover.board();
        let cols = board.cols() as usize;
        let mut len = vec![0u32; cycles];
        let mut sum = vec![(0.0f64, 0.0f64); cycles];
        for (i, &l) in labels.iter().enumerate() {
            let k = l as usize;
            if k < cycles {
                len[k] += 1;
                sum[k].0 += (i / cols) as f64;
                sum[k].1 += (i % cols) as f64;
            }
        }
        let centroid = sum
            .iter()
            .zip(&len)
            .map(|(&(r, c), &n)| {
                let n = f64::from(n.max(1));
                (r / n, c / n)
            })
            .collect();
        let mut keyed: Vec<(u32, u32, Rail)> = Vec::with_capacity(rails.len());
        let mut within = 0;
        for &r in rails {
            let Some([v0, _, v2, _]) = r.squares(board) else {
                continue;
            };
            let (p, q) = (labels[v0], labels[v2]);
            if p == q {
                within += 1;
            } else {
                keyed.push((p.min(q), p.max(q), r));
            }
        }
        keyed.sort_unstable();
        let mut edges: Vec<GraphEdge> = Vec::new();
        for (k, &(a, b, _)) in keyed.iter().enumerate() {
            match edges.last_mut() {
                Some(e) if e.a == a && e.b == b => e.rails += 1,
                _ => edges.push(GraphEdge {
                    a,
                    b,
                    rails: 1,
                    start: k as u32,
                }),
            }
        }
        RailMultigraph {
            board,
            cycles,
            len,
            centroid,
            edges,
            between: keyed.into_iter().map(|(_, _, r)| r).collect(),
            within,
        }
    }

    pub fn board(&self) -> Board {
        self.board
    }

    /// Vertices: the cover's cycles.
    pub fn cycles(&self) -> usize {
        self.cycles
    }

    /// Squares on cycle `k`.
    pub fn cycle_len(&self, k: usize) -> usize {
        self.len[k] as usize
    }

    /// Centroid of cycle `k`: the mean (row, col) of its squares, 0-based, in squares (the
    /// centre of square (r, c) is (r, c)).
    pub fn centroid(&self, k: usize) -> (f64, f64) {
        self.centroid[k]
    }

    /// The edges (pairs of cycles with at least one rail between them), sorted by cycles.
    pub fn edges(&self) -> &[GraphEdge] {
        &self.edges
    }

    /// The rails of edge `e` (an index into [`RailMultigraph::edges`]), by top square.
    pub fn rails_of(&self, e: usize) -> &[Rail] {
        let g = self.edges[e];
        &self.between[g.start as usize..(g.start + g.rails) as usize]
    }

    /// Rails whose two moves lie on two different cycles: the edges counted with multiplicity.
    pub fn rails_between(&self) -> usize {
        self.between.len()
    }

    /// Rails whose two moves lie on one cycle: no edge.
    pub fn rails_within(&self) -> usize {
        self.within
    }

    /// Every rail of the cover.
    pub fn rails_total(&self) -> usize {
        self.between.len() + self.within
    }

    /// The component of each cycle (numbered from 0 in order of each component's lowest cycle)
    /// and the number of components.
    pub fn component_labels(&self) -> (Vec<u32>, usize) {
        let adj = self.adjacency();
        let mut comp = vec![u32::MAX; self.cycles];
        let mut count = 0u32;
        let mut queue = VecDeque::new();
        for s in 0..self.cycles {
            if comp[s] != u32::MAX {
                continue;
            }
            comp[s] = count;
            queue.push_back(s);
            while let Some(v) = queue.pop_front() {
                for &(w, _) in adj.of(v) {
                    if comp[w as usize] == u32::MAX {
                        comp[w as usize] = count;
                        queue.push_back(w as usize);
                    }
                }
            }
            count += 1;
        }
        (comp, count as usize)
    }

    /// Number of connected components (0 for a cover with no cycle).
    pub fn components(&self) -> usize {
        self.component_labels().1
    }

    /// Whether the graph is connected: a spanning tree exists, along which Algorithm 2 could
    /// join every cycle into one.
    pub fn is_connected(&self) -> bool {
        self.components() <= 1
    }

    /// A breadth-first spanning forest (Figure 16, right), as indices into
    /// [`RailMultigraph::edges`]: from each component's lowest cycle, neighbours taken in
    /// increasing order. It has `cycles − components` edges.
    pub fn bfs_forest(&self) -> Vec<usize> {
        let adj = self.adjacency();
        let mut seen = vec![false; self.cycles];
        let mut out = Vec::with_capacity(self.cycles.saturating_sub(1));
        let mut queue = VecDeque::new();
        for s in 0..self.cycles {
            if seen[s] {
                continue;
            }
            seen[s] = true;
            queue.push_back(s);
            while let Some(v) = queue.pop_front() {
                for &(w, e) in adj.of(v) {
                    if !seen[w as usize] {
                        seen[w as usize] = true;
                        out.push(e as usize);
                        queue.push_back(w as usize);
                    }
                }
            }
        }
        out
    }

    /// For each edge of [`RailMultigraph::bfs_forest`] in turn, the first of its rails that
    /// shares no square with a rail already taken (none if every one does). Switching these, in
    /// any order, joins two cycles each time (Theorem 3 with vertex-disjoint rails, as in
    /// Figure 15): the cover is left with `cycles − len` cycles.
    pub fn disjoint_forest_rails(&self) -> Vec<Rail> {
        let mut used = vec![false; self.board.squares()];
        let mut out = Vec::new();
        for e in self.bfs_forest() {
            let pick = self.rails_of(e).iter().find_map(|r| {
                let sq = r.squares(self.board)?;
                sq.iter().all(|&s| !used[s]).then_some((*r, sq))
            });
            if let Some((r, sq)) = pick {
                for s in sq {
                    used[s] = true;
                }
                out.push(r);
            }
        }
        out
    }

    /// A spanning forest of the graph whose rails share no square, grown greedily: the rails of
    /// the edges in order (by cycles, then top square), each taken when it joins two cycles not
    /// yet joined by the rails taken and touches no square of one. Algorithm 2 leaves the
    /// forest free ("Find a spanning forest T of R"); this choice makes every switch of it join
    /// two cycles, so switching them leaves `cycles − len` cycles.
    pub fn disjoint_spanning_rails(&self) -> Vec<Rail> {
        let mut used = vec![false; self.board.squares()];
        let mut parent: Vec<u32> = (0..self.cycles as u32).collect();
        fn find(p: &mut [u32], mut x: usize) -> usize {
            while p[x] as usize != x {
                p[x] = p[p[x] as usize];
                x = p[x] as usize;
            }
            x
        }
        let mut out = Vec::new();
        for (k, e) in self.edges.iter().enumerate() {
            for r in self.rails_of(k) {
                let (a, b) = (
                    find(&mut parent, e.a as usize),
                    find(&mut parent, e.b as usize),
                );
                if a == b {
                    break;
                }
                let Some(sq) = r.squares(self.board) else {
                    continue;
                };
                if sq.iter().any(|&s| used[s]) {
                    continue;
                }
                for s in sq {
                    used[s] = true;
                }
                parent[a] = b as u32;
                out.push(*r);
            }
        }
        out
    }

    /// The graph in one sentence, for status lines: vertices, edges, rails on them, rails within
    /// one cycle, components.
    pub fn summary(&self) -> String {
        let k = self.cycles;
        let comps = self.components();
        let joined = if k <= 1 {
            "one cycle, nothing to join".to_string()
        } else if comps == 1 {
            format!(
                "connected: a spanning tree has {} edges, and switching one rail per edge joins \
                 all {k} cycles into one when those rails share no square (Theorem 3)",
                k - 1
            )
        } else {
            format!(
                "not connected, {comps} components: switching the rails of a spanning forest \
                 (Algorithm 2) leaves at least {comps} cycles"
            )
        };
        format!(
            "Rail graph (001 Figure 16): {k} cycle{} as {}, {} edge{} carrying {} rail{} \
             between two cycles ({} within one cycle); {joined}.",
            plural(k),
            if k == 1 { "vertex" } else { "vertices" },
            self.edges.len(),
            plural(self.edges.len()),
            self.rails_between(),
            plural(self.rails_between()),
            self.within,
        )
    }

    /// Compressed adjacency: for each cycle, (neighbour, edge index) in increasing neighbour.
    fn adjacency(&self) -> Adjacency {
        let mut deg = vec![0u32; self.cycles + 1];
        for e in &self.edges {
            deg[e.a as usize + 1] += 1;
            deg[e.b as usize + 1] += 1;
        }
        for i in 1..deg.len() {
            deg[i] += deg[i - 1];
        }
        let start = deg.clone();
        let mut fill = deg;
        let mut list = vec![(0u32, 0u32); self.edges.len() * 2];
        for (k, e) in self.edges.iter().enumerate() {
            for (v, w) in [(e.a, e.b), (e.b, e.a)] {
                list[fill[v as usize] as usize] = (w, k as u32);
                fill[v as usize] += 1;
            }
        }
        // Edges are sorted by (a, b): each list is already in increasing neighbour for the
        // neighbours above it, but those below come first only if also sorted: sort to be sure.
        for v in 0..self.cycles {
            list[start[v] as usize..start[v + 1] as usize].sort_unstable();
        }
        Adjacency { start, list }
    }
}

struct Adjacency {
    start: Vec<u32>,
    list: Vec<(u32, u32)>,
}

impl Adjacency {
    fn of(&self, v: usize) -> &[(u32, u32)] {
        &self.list[self.start[v] as usize..self.start[v + 1] as usize]
    }
}

fn plural(n: usize) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}

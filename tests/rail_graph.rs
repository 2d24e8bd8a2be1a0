//! The rail graph (Parberry 001 §5, Figure 16; `warnsdorff::rails::graph`) checked against a
//! brute-force reading of the paper's words on small covers: every unordered pair of moves of
//! the cover tried as a rail (001 §4: two moves e = (v0, v1), e' = (v2, v3) of the cover with
//! (v0, v2), (v1, v3) knight's moves not in it), each rail an edge between the cycles of its two
//! moves when they differ. Then the spanning forest of Figure 16 (right) and Theorem 3: switching
//! vertex-disjoint rails of a spanning tree of m edges leaves k − m cycles.

use std::collections::{BTreeMap, HashSet};
use warnsdorff::board::Board;
use warnsdorff::cover::CycleCover;
use warnsdorff::rails::graph::RailMultigraph;
use warnsdorff::rails::{classify, find_rails, shatter, switch, Effect};
use warnsdorff::tourneys::{generate, generate_on, Generator};

/// The paper's words, brute force: (edges with multiplicity, rails within one cycle, rails).
fn brute(cover: &CycleCover) -> (BTreeMap<(u32, u32), u32>, usize, usize) {
    let b = cover.board();
    let mut label = vec![u32::MAX; b.squares()];
    for (k, cyc) in cover.cycles().iter().enumerate() {
        for &i in cyc {
            label[i] = k as u32;
        }
    }
    let moves: Vec<(usize, usize)> = (0..b.squares())
        .filter(|&i| !cover.is_hole(i))
        .flat_map(|i| {
            cover
                .neighbours(i)
                .into_iter()
                .filter(move |&j| j > i)
                .map(move |j| (i, j))
        })
        .collect();
    let knight_not_in = |x: usize, y: usize| {
        Board::move_between(b.square(x), b.square(y)).is_some() && !cover.has_edge(x, y)
    };
    let mut edges = BTreeMap::new();
    let (mut within, mut total) = (0, 0);
    for (k, &(v0, v1)) in moves.iter().enumerate() {
        for &(w0, w1) in &moves[k + 1..] {
            let four: HashSet<usize> = [v0, v1, w0, w1].into_iter().collect();
            if four.len() < 4 {
                continue;
            }
            let rail = (knight_not_in(v0, w0) && knight_not_in(v1, w1))
                || (knight_not_in(v0, w1) && knight_not_in(v1, w0));
            if !rail {
                continue;
            }
            total += 1;
            let (p, q) = (label[v0], label[w0]);
            if p == q {
                within += 1;
            } else {
                *edges.entry((p.min(q), p.max(q))).or_insert(0) += 1;
            }
        }
    }
    (edges, within, total)
}

fn small_covers() -> Vec<(String, CycleCover)> {
    let mut out = Vec::new();
    for n in [8, 12] {
        out.push((
            format!("four-cover {n}"),
            generate(Generator::FourCover, n, 0).unwrap(),
        ));
    }
    for n in [8, 10, 14] {
        out.push((
            format!("braid {n}"),
            generate(Generator::Braid, n, 0).unwrap(),
        ));
    }
    for n in [12, 22] {
        out.push((
            format!("divide-tourney {n}"),
            generate(Generator::DivideTourney, n, 0).unwrap(),
        ));
    }
    for seed in 1..=4 {
        out.push((
            format!("warnsdorff-tourney 10 seed {seed}"),
            generate(Generator::WarnsdorffTourney, 10, seed).unwrap(),
        ));
        let mut c = generate(Generator::Divide, 12, 0).unwrap();
        shatter(&mut c, seed);
        out.push((format!("divide 12 shattered, seed {seed}"), c));
    }
    // A cover with a hole (the corner a corner-missed tour leaves out), shattered.
    let mut c = generate_on(Generator::LinWei, Board::new(9, 9).unwrap(), 0).unwrap();
    shatter(&mut c, 3);
    out.push(("lin-wei 9x9 shattered".into(), c));
    out
}

#[test]
fn edges_multiplicities_and_rails_within_match_the_brute_force_reading() {
    for (name, cover) in small_covers() {
        let g = RailMultigraph::new(&cover);
        let (edges, within, total) = brute(&cover);
        let mine: BTreeMap<(u32, u32), u32> =
            g.edges().iter().map(|e| ((e.a, e.b), e.rails)).collect();
        assert_eq!(mine, edges, "{name}: edges and their numbers (Figure 16)");
        assert_eq!(g.rails_within(), within, "{name}: rails within one cycle");
        assert_eq!(g.rails_total(), total, "{name}: every rail");
        assert_eq!(g.rails_total(), find_rails(&cover).len(), "{name}");
        assert_eq!(
            g.cycles(),
            cover.cycle_count(),
            "{name}: a vertex per cycle"
        );
        assert!(g.edges().iter().all(|e| e.a < e.b), "{name}: no loops");
        // Each edge's rails really join its two cycles.
        let (labels, _) = cover.cycle_labels();
        for (k, e) in g.edges().iter().enumerate() {
            assert_eq!(g.rails_of(k).len() as u32, e.rails);
            for r in g.rails_of(k) {
                let [v0, _, v2, _] = r.squares(cover.board()).unwrap();
                let pair = (labels[v0].min(labels[v2]), labels[v0].max(labels[v2]));
                assert_eq!(pair, (e.a, e.b), "{name}: {r:?}");
                assert_eq!(classify(&cover, *r), Ok(Effect::Joined), "{name}: {r:?}");
            }
        }
    }
}

#[test]
fn centroids_are_the_mean_square_of_each_cycle() {
    for (name, cover) in small_covers() {
        let g = RailMultigraph::new(&cover);
        let cols = cover.board().cols() as usize;
        for (k, cyc) in cover.cycles().iter().enumerate() {
            let r = cyc.iter().map(|&i| (i / cols) as f64).sum::<f64>() / cyc.len() as f64;
            let c = cyc.iter().map(|&i| (i % cols) as f64).sum::<f64>() / cyc.len() as f64;
            let (gr, gc) = g.centroid(k);
            assert!(
                (gr - r).abs() < 1e-9 && (gc - c).abs() < 1e-9,
                "{name} cycle {k}"
            );
            assert_eq!(g.cycle_len(k), cyc.len());
        }
    }
}

/// Components by union–find over the brute-force edges.
fn brute_components(cycles: usize, edges: &BTreeMap<(u32, u32), u32>) -> usize {
    let mut parent: Vec<usize> = (0..cycles).collect();
    fn find(p: &mut [usize], mut x: usize) -> usize {
        while p[x] != x {
            x = p[x];
        }
        x
    }
    let mut comps = cycles;
    for &(a, b) in edges.keys() {
        let (x, y) = (find(&mut parent, a as usize), find(&mut parent, b as usize));
        if x != y {
            parent[x] = y;
            comps -= 1;
        }
    }
    comps
}

#[test]
fn the_breadth_first_forest_spans_every_component_level_by_level() {
    for (name, cover) in small_covers() {
        let g = RailMultigraph::new(&cover);
        let (edges, _, _) = brute(&cover);
        let comps = brute_components(g.cycles(), &edges);
        assert_eq!(g.components(), comps, "{name}");
        assert_eq!(g.is_connected(), comps == 1, "{name}");
        let forest = g.bfs_forest();
        assert_eq!(
            forest.len(),
            g.cycles() - comps,
            "{name}: a spanning forest"
        );
        // A forest: no edge closes a cycle.
        let mut parent: Vec<usize> = (0..g.cycles()).collect();
        fn find(p: &mut [usize], mut x: usize) -> usize {
            while p[x] != x {
                x = p[x];
            }
            x
        }
        for &e in &forest {
            let GraphEnds(a, b) = ends(&g, e);
            let (x, y) = (find(&mut parent, a), find(&mut parent, b));
            assert_ne!(x, y, "{name}: forest edge {e} closes a cycle");
            parent[x] = y;
        }
        // Breadth-first: every forest edge joins levels d and d + 1 of a breadth-first search
        // from its component's lowest cycle.
        let (comp, _) = g.component_labels();
        let mut level = vec![usize::MAX; g.cycles()];
        let mut adj = vec![Vec::new(); g.cycles()];
        for &(a, b) in edges.keys() {
            adj[a as usize].push(b as usize);
            adj[b as usize].push(a as usize);
        }
        for s in 0..g.cycles() {
            if level[s] != usize::MAX {
                continue;
            }
            level[s] = 0;
            let mut q = std::collections::VecDeque::from([s]);
            while let Some(v) = q.pop_front() {
                for &w in &adj[v] {
                    if level[w] == usize::MAX {
                        level[w] = level[v] + 1;
                        q.push_back(w);
                    }
                }
            }
        }
        for &e in &forest {
            let GraphEnds(a, b) = ends(&g, e);
            assert_eq!(comp[a], comp[b]);
            assert_eq!(
                level[a].abs_diff(level[b]),
                1,
                "{name}: edge {e} skips a level"
            );
        }
    }
}

struct GraphEnds(usize, usize);

fn ends(g: &RailMultigraph, e: usize) -> GraphEnds {
    let x = g.edges()[e];
    GraphEnds(x.a as usize, x.b as usize)
}

/// Theorem 3 with vertex-disjoint rails: each switch joins two cycles, k − m are left.
#[test]
fn switching_vertex_disjoint_forest_rails_leaves_k_minus_m_cycles() {
    for (name, cover) in small_covers() {
        let g = RailMultigraph::new(&cover);
        let rails = g.disjoint_forest_rails();
        let mut seen = HashSet::new();
        for r in &rails {
            for s in r.squares(cover.board()).unwrap() {
                assert!(seen.insert(s), "{name}: rails share square {s}");
            }
        }
        let mut c = cover.clone();
        for &r in &rails {
            assert_eq!(classify(&c, r), Ok(Effect::Joined), "{name}: {r:?}");
            switch(&mut c, r).unwrap();
        }
        assert_eq!(c.cycle_count(), g.cycles() - rails.len(), "{name}");
        c.validate().unwrap();
    }
}

/// The greedy spanning forest of rails that share no square: a forest of the rail graph (no
/// two of its rails join cycles already joined), every switch of it joins two cycles.
#[test]
fn the_greedy_disjoint_spanning_rails_join_two_cycles_each() {
    for (name, cover) in small_covers() {
        let g = RailMultigraph::new(&cover);
        let rails = g.disjoint_spanning_rails();
        assert!(rails.len() <= g.cycles() - g.components(), "{name}");
        let mut seen = HashSet::new();
        for r in &rails {
            for s in r.squares(cover.board()).unwrap() {
                assert!(seen.insert(s), "{name}: rails share square {s}");
            }
        }
        let mut c = cover.clone();
        for &r in &rails {
            assert_eq!(classify(&c, r), Ok(Effect::Joined), "{name}: {r:?}");
            switch(&mut c, r).unwrap();
        }
        assert_eq!(c.cycle_count(), g.cycles() - rails.len(), "{name}");
    }
    // Figure 15: the 22x22 divide-tourney is joined into a tour by one such pass.
    let cover = generate(Generator::DivideTourney, 22, 0).unwrap();
    let rails = RailMultigraph::new(&cover).disjoint_spanning_rails();
    assert_eq!(rails.len(), 6);
}

/// Algorithm 2 as the paper states it (one rail per spanning-forest edge, switched in turn if
/// still a rail): the squares of a component stay apart from the others, so at least as many
/// cycles as components are left.
#[test]
fn a_forest_switch_never_joins_across_components() {
    for (name, cover) in small_covers() {
        let g = RailMultigraph::new(&cover);
        let mut c = cover.clone();
        for e in g.bfs_forest() {
            let r = g.rails_of(e)[0];
            if r.is_present(&c) {
                switch(&mut c, r).unwrap();
            }
        }
        assert!(c.cycle_count() >= g.components(), "{name}");
    }
}

#[test]
fn figure_15_divide_tourney_22_is_joined_by_six_disjoint_rails_of_its_tree() {
    let cover = generate(Generator::DivideTourney, 22, 0).unwrap();
    let g = RailMultigraph::new(&cover);
    assert_eq!(g.cycles(), 7, "Figure 15: a tourney of size 7");
    assert!(g.is_connected(), "{}", g.summary());
    assert_eq!(g.bfs_forest().len(), 6);
    let rails = g.disjoint_forest_rails();
    assert_eq!(rails.len(), 6, "Figure 15: 6 vertex-disjoint rails");
    let mut c = cover;
    for r in rails {
        switch(&mut c, r).unwrap();
    }
    assert!(c.is_tour(), "Figure 15 (right): a closed knight's tour");
    assert!(
        g.summary().contains("7 cycles as vertices"),
        "{}",
        g.summary()
    );
    assert!(g
        .summary()
        .contains("connected: a spanning tree has 6 edges"));
}

#[test]
fn a_closed_tour_is_one_vertex_with_every_rail_within_it() {
    let cover = generate(Generator::Divide, 12, 0).unwrap();
    let g = RailMultigraph::new(&cover);
    assert_eq!(g.cycles(), 1);
    assert!(g.edges().is_empty());
    assert_eq!(g.rails_within(), find_rails(&cover).len());
    assert!(g.rails_within() > 0);
    assert!(g.is_connected());
    assert!(g.bfs_forest().is_empty() && g.disjoint_forest_rails().is_empty());
    assert!(
        g.summary().contains("one cycle, nothing to join"),
        "{}",
        g.summary()
    );
}

/// 001 Figure 19 shows the four-cover tourney joined into a tour "using Algorithm 2". Its rail
/// graph is not connected: the four 4-cycles of a 4 × 4 block are of four shapes, and rails only
/// join cycles of the same shape in neighbouring blocks, so there are four components and one
/// pass of Algorithm 2 leaves at least four cycles. The join of this project repeats rounds on
/// the rails each round leaves ([`warnsdorff::rails::join`]), which does reach one cycle.
#[test]
fn the_four_cover_graph_has_four_components_yet_rounds_of_join_make_a_tour() {
    let four = generate(Generator::FourCover, 4, 0).unwrap();
    assert_eq!(
        RailMultigraph::new(&four).rails_total(),
        0,
        "4x4: no rail at all"
    );
    for n in [8u32, 16, 24] {
        let cover = generate(Generator::FourCover, n, 0).unwrap();
        let g = RailMultigraph::new(&cover);
        assert_eq!(g.cycles(), (n * n / 4) as usize);
        assert_eq!(g.components(), 4, "four-cover {n}: {}", g.summary());
        assert!(g.summary().contains("not connected, 4 components"));
        // Each component: one cycle per block, all of one shape (the column of its smallest
        // square within its block tells the four shapes apart).
        let (comp, _) = g.component_labels();
        let cols = n as usize;
        let mut shape_of = [None; 4];
        let mut count = [0usize; 4];
        for (k, cyc) in cover.cycles().iter().enumerate() {
            let s = *cyc.iter().min().unwrap();
            let shape = ((s / cols) % 4, (s % cols) % 4);
            let c = comp[k] as usize;
            assert_eq!(*shape_of[c].get_or_insert(shape), shape, "four-cover {n}");
            count[c] += 1;
        }
        assert_eq!(count, [(n * n / 16) as usize; 4]);
        assert_eq!(g.rails_within(), 0);
        // Rails are local: no edge between cycles whose centroids are far apart.
        for e in g.edges() {
            let (p, q) = (g.centroid(e.a as usize), g.centroid(e.b as usize));
            assert!(
                (p.0 - q.0).abs() <= 6.0 && (p.1 - q.1).abs() <= 6.0,
                "{e:?}"
            );
        }
        let mut c = cover.clone();
        for r in g.disjoint_forest_rails() {
            switch(&mut c, r).unwrap();
        }
        assert!(
            c.cycle_count() >= 4,
            "one pass leaves a cycle per component"
        );
        let mut c = cover;
        let report = warnsdorff::rails::join(&mut c, 1);
        assert!(
            report.rounds() > 1 && c.is_tour(),
            "four-cover {n}: {report:?}"
        );
    }
}

/// The page's overlay (`labs::tourneys::rail_graph`): a dot per cycle at its centroid and a line
/// per edge while they fit; past `NODE_CAP` cycles the drawing is merged into bins, bounded
/// whatever the board.
#[test]
fn the_overlay_draws_every_cycle_and_edge_and_stays_bounded_on_big_boards() {
    use warnsdorff::labs::tourneys::rail_graph::{
        forest_colour, graph_of, picture, status, NODE_CAP,
    };
    use warnsdorff::labs::tourneys::state::Tourney;
    use warnsdorff::page::theme::DAY;
    let cover = generate(Generator::DivideTourney, 22, 0).unwrap();
    let mut lab = Tourney::new(cover.clone(), "divide-tourney 22".into(), 1);
    let g = graph_of(&mut lab);
    let whole = RailMultigraph::new(&cover);
    assert_eq!(
        g.edges(),
        whole.edges(),
        "the lab's rails and labels give the same graph"
    );
    let (_, _, colours) = lab.view();
    let p = picture(&g, colours, 20.0, &DAY);
    assert_eq!(p.merged, None);
    assert_eq!(p.drawn_dots, 7);
    assert_eq!(p.dots.iter().map(|d| d.dots.len()).sum::<usize>(), 7);
    assert_eq!(p.drawn_lines, g.edges().len());
    let forest: usize = p
        .lines
        .iter()
        .filter(|l| l.colour == forest_colour(&DAY))
        .map(|l| l.lines.len())
        .sum();
    assert_eq!(forest, 6, "the breadth-first tree of Figure 16 (right)");
    let mut numbers: Vec<u32> = p.labels.iter().map(|l| l.text.parse().unwrap()).collect();
    let mut want: Vec<u32> = g.edges().iter().map(|e| e.rails).collect();
    numbers.sort_unstable();
    want.sort_unstable();
    assert_eq!(numbers, want, "Figure 16's numbers on the edges");
    // Dot k sits at cycle k's centroid: the centre of the mean square.
    let (r, c) = g.centroid(0);
    let dot0 = [(c + 0.5) * 20.0, (r + 0.5) * 20.0];
    assert!(p
        .dots
        .iter()
        .flat_map(|d| &d.dots)
        .any(|d| (d[0] - dot0[0]).abs() < 1e-9 && (d[1] - dot0[1]).abs() < 1e-9));
    assert!(status(&g, &p).contains("numbers: rails per edge"));
    // Small squares: no numbers.
    assert!(picture(&g, colours, 4.0, &DAY).labels.is_empty());

    // 400 x 400 four-cover: 40,000 cycles, drawn merged.
    let big = generate(Generator::FourCover, 400, 0).unwrap();
    let mut lab = Tourney::new(big, "four-cover 400".into(), 1);
    let g = graph_of(&mut lab);
    assert_eq!(g.cycles(), 40_000);
    let (_, _, colours) = lab.view();
    let p = picture(&g, colours, 2.4, &DAY);
    assert!(p.merged.is_some());
    assert!(p.drawn_dots <= NODE_CAP + 200, "{} dots", p.drawn_dots);
    assert!(p.drawn_lines <= 8 * p.drawn_dots, "{} lines", p.drawn_lines);
    assert!(p.labels.is_empty());
    let s = status(&g, &p);
    assert!(s.contains("Drawn merged: 40000 cycles"), "{s}");
    assert!(s.contains("not connected, 4 components"), "{s}");
}

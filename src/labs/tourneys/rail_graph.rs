//! The rail graph (001 Figure 16) as the tourney page draws it over the board, with no drawing in
//! it: each cycle a dot at its centroid in the cycle's colour, each edge a line whose width grows
//! with its number of rails, the breadth-first spanning forest (Figure 16, right) in orange, and
//! the numbers on the edges (Figure 16's) where there is room.
//!
//! The drawing work is bounded on any board: with more than [`NODE_CAP`] cycles (a four-cover
//! of 400 × 400 has 40,000) the cycles whose centroids fall in one square of the bin grid are
//! drawn as one dot, and their edges summed bin to bin, so at most about [`NODE_CAP`] dots and a
//! few times as many lines are drawn; the status says so.

use super::state::Tourney;
use super::view::cycle_colour;
use crate::page::scene::Colour;
use crate::page::theme::Palette;
use crate::rails::graph::RailMultigraph;
use std::collections::HashMap;

/// More cycles than this are merged into bins for drawing.
pub const NODE_CAP: usize = 2500;

/// Edges get their numbers (Figure 16) when at most this many are drawn and squares are at
/// least [`LABEL_CELL_MIN`] px.
pub const LABEL_CAP: usize = 120;

/// See [`LABEL_CAP`].
pub const LABEL_CELL_MIN: f64 = 9.0;

/// Lines of one width and colour, each `[x0, y0, x1, y1]` in CSS px of the board.
#[derive(Clone, Debug, PartialEq)]
pub struct Lines {
    pub colour: Colour,
    pub width: f64,
    pub lines: Vec<[f64; 4]>,
}

/// Dots of one colour, each `[x, y, radius]` in CSS px.
#[derive(Clone, Debug, PartialEq)]
pub struct Dots {
    pub colour: Colour,
    pub dots: Vec<[f64; 3]>,
}

/// A number written at `(x, y)` (CSS px).
#[derive(Clone, Debug, PartialEq)]
pub struct Label {
    pub x: f64,
    pub y: f64,
    pub text: String,
}

/// What to draw: lines under dots under labels.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct GraphPicture {
    pub lines: Vec<Lines>,
    pub dots: Vec<Dots>,
    pub labels: Vec<Label>,
    /// The bin size (CSS px) when cycles were merged for drawing.
    pub merged: Option<f64>,
    /// Dots and lines drawn.
    pub drawn_dots: usize,
    pub drawn_lines: usize,
}

/// Orange of the spanning forest (the palette's accent).
pub fn forest_colour(p: &Palette) -> Colour {
    p.accent.alpha(0.95)
}

/// Grey of the other edges (the palette's ink, faint).
pub fn edge_colour(p: &Palette) -> Colour {
    p.ink.alpha(0.55)
}

/// The width class of an edge of `rails` rails: 0 for 1, 1 for 2–3, 2 for 4–7, 3 for 8 or more.
fn class(rails: u32) -> usize {
    (32 - rails.max(1).leading_zeros() as usize - 1).min(3)
}

/// The rail graph of the lab's cover now (its labels and rails as the lab keeps them).
pub fn graph_of(lab: &mut Tourney) -> RailMultigraph {
    let rails = lab.rails().to_vec();
    let (cover, labels, colours) = lab.view();
    RailMultigraph::from_parts(cover, labels, colours.len(), &rails)
}

/// The picture of `g` on squares of `cell` px in palette `pal`; `colours`: each cycle's colour
/// number (by label, as [`Tourney::view`] gives them).
pub fn picture(g: &RailMultigraph, colours: &[u32], cell: f64, pal: &Palette) -> GraphPicture {
    let Nodes {
        of: node_of,
        pos,
        colour: colour_of,
        merged,
    } = nodes(g, colours, cell);
    // Edges between nodes, summed; forest edges marked.
    let forest: std::collections::HashSet<usize> = g.bfs_forest().into_iter().collect();
    let mut sums: HashMap<(usize, usize), (u32, bool)> = HashMap::new();
    for (e, edge) in g.edges().iter().enumerate() {
        let (p, q) = (node_of[edge.a as usize], node_of[edge.b as usize]);
        if p == q {
            continue;
        }
        let s = sums.entry((p.min(q), p.max(q))).or_insert((0, false));
        s.0 += edge.rails;
        s.1 |= forest.contains(&e);
    }
    let mut list: Vec<((usize, usize), (u32, bool))> = sums.into_iter().collect();
    list.sort_unstable_by_key(|&(k, _)| k);
    // Thinner lines where there are many, so the dots stay visible.
    let base = (cell / 10.0).clamp(0.8, 1.6) * if list.len() > 400 { 0.6 } else { 1.0 };
    let mut lines: Vec<Lines> = (0..8)
        .map(|c| Lines {
            colour: if c < 4 {
                edge_colour(pal)
            } else {
                forest_colour(pal)
            },
            width: base * (1.0 + (c % 4) as f64 * 0.8) + if c < 4 { 0.0 } else { 0.6 },
            lines: Vec::new(),
        })
        .collect();
    let mut labels = Vec::new();
    let numbered = list.len() <= LABEL_CAP && cell >= LABEL_CELL_MIN && merged.is_none();
    for &((p, q), (rails, in_forest)) in &list {
        let (a, c) = (pos[p], pos[q]);
        lines[class(rails) + if in_forest { 4 } else { 0 }]
            .lines
            .push([a.0, a.1, c.0, c.1]);
        if numbered {
            labels.push(Label {
                x: (a.0 + c.0) / 2.0,
                y: (a.1 + c.1) / 2.0,
                text: rails.to_string(),
            });
        }
    }
    lines.retain(|l| !l.lines.is_empty());
    // Dots by colour.
    let radius = if merged.is_some() {
        (cell * 0.6).clamp(1.5, 3.0)
    } else {
        (cell * 0.32).clamp(2.0, 7.0)
    };
    let mut by_colour: HashMap<u32, Vec<[f64; 3]>> = HashMap::new();
    for (n, &(x, y)) in pos.iter().enumerate() {
        by_colour
            .entry(colour_of[n] % super::view::PALETTE)
            .or_default()
            .push([x, y, radius]);
    }
    let mut dots: Vec<Dots> = by_colour
        .into_iter()
        .map(|(c, dots)| Dots {
            colour: cycle_colour(pal, c),
            dots,
        })
        .collect();
    dots.sort_by_key(|d| d.colour);
    GraphPicture {
        drawn_lines: list.len(),
        drawn_dots: pos.len(),
        lines,
        dots,
        labels,
        merged,
    }
}

/// Where the dots go: the dot of each cycle, each dot's position (CSS px) and colour number, and
/// the bin size when cycles were merged.
struct Nodes {
    of: Vec<usize>,
    pos: Vec<(f64, f64)>,
    colour: Vec<u32>,
    merged: Option<f64>,
}

/// A dot per cycle at its centroid, or with more than [`NODE_CAP`] cycles a dot per bin of the
/// grid at the mean of its cycles' centroids.
fn nodes(g: &RailMultigraph, colours: &[u32], cell: f64) -> Nodes {
    let b = g.board();
    let at = |k: usize| {
        let (r, c) = g.centroid(k);
        ((c + 0.5) * cell, (r + 0.5) * cell)
    };
    let k = g.cycles();
    let colour = |i: usize| colours.get(i).copied().unwrap_or(0);
    if k <= NODE_CAP {
        return Nodes {
            of: (0..k).collect(),
            pos: (0..k).map(at).collect(),
            colour: (0..k).map(colour).collect(),
            merged: None,
        };
    }
    let side = (f64::from(b.rows().max(b.cols())) * cell).max(1.0);
    let bin = side / (NODE_CAP as f64).sqrt().floor();
    let mut index: HashMap<(i64, i64), usize> = HashMap::new();
    let mut of = Vec::with_capacity(k);
    let mut sum: Vec<(f64, f64, f64)> = Vec::new();
    let mut colours_of = Vec::new();
    for i in 0..k {
        let (x, y) = at(i);
        let key = ((x / bin).floor() as i64, (y / bin).floor() as i64);
        let id = *index.entry(key).or_insert_with(|| {
            sum.push((0.0, 0.0, 0.0));
            colours_of.push(colour(i));
            sum.len() - 1
        });
        sum[id].0 += x;
        sum[id].1 += y;
        sum[id].2 += 1.0;
        of.push(id);
    }
    Nodes {
        of,
        pos: sum.iter().map(|&(x, y, n)| (x / n, y / n)).collect(),
        colour: colours_of,
        merged: Some(bin),
    }
}

/// The overlay's sentence: the graph's summary, and how it is drawn when merged.
pub fn status(g: &RailMultigraph, p: &GraphPicture) -> String {
    let mut s = g.summary();
    s.push_str(" Dots: cycles at their centres; lines: edges, wider for more rails");
    if g.cycles() > 1 {
        s.push_str("; orange: a breadth-first spanning forest (Figure 16, right)");
    }
    if !p.labels.is_empty() {
        s.push_str("; numbers: rails per edge (Figure 16)");
    }
    s.push('.');
    if let Some(bin) = p.merged {
        s.push_str(&format!(
            " Drawn merged: {} cycles are more than {NODE_CAP}, so the cycles whose centres \
             fall in one {bin:.0} px square are one dot ({} dots, {} lines).",
            g.cycles(),
            p.drawn_dots,
            p.drawn_lines
        ));
    }
    s
}

//! The counted board as a scene: its squares in the board's colours, each removed square
//! left blank and crossed out, and one square's leaper moves drawn (the top-left square present), so that the
//! leaper and the wrap can be seen.

use crate::count::graph::{bits, Graph};
use crate::page::fit::Fit;
use crate::page::scene::{Shape, Stroke};
use crate::page::theme::Palette;

/// The board's shapes in `fit` (the graph's rectangle), in palette `p`.
pub fn shapes(g: &Graph, fit: &Fit, p: &Palette) -> Vec<Shape> {
    let k = fit.cell;
    let mut out = Vec::new();
    let mut present = vec![false; (g.rows * g.cols) as usize];
    for &(r, c) in &g.cell {
        present[(r * g.cols + c) as usize] = true;
    }
    for r in 1..=g.rows {
        for c in 1..=g.cols {
            if present[((r - 1) * g.cols + c - 1) as usize] {
                out.push(Shape::fill(fit.rect(r, c, 0.0), p.square(r, c)));
            } else {
                out.push(Shape::fill(fit.rect(r, c, 0.0), p.paper));
                let (x, y, w, h) = fit.rect(r, c, k * 0.2);
                let cross = Stroke::solid(p.removed, (k / 14.0).max(1.5));
                out.push(Shape::line((x, y), (x + w, y + h), cross));
                out.push(Shape::line((x + w, y), (x, y + h), cross));
            }
        }
    }
    let Some(&(r0, c0)) = g.cell.first() else {
        return out;
    };
    let from = fit.centre(r0 + 1, c0 + 1);
    let stroke = Stroke::solid(p.path.alpha(0.8), (k / 18.0).max(1.0)).rounded();
    for v in bits(g.adj[0]) {
        let (r, c) = g.cell[v];
        out.push(Shape::line(from, fit.centre(r + 1, c + 1), stroke));
        out.push(Shape::disc(fit.centre(r + 1, c + 1), k * 0.16, p.candidate));
    }
    out.push(Shape::disc(from, k * 0.22, p.knight));
    out
}

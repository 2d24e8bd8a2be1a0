//! The enumeration page's board as a scene: the 8×8 squares with the ten start cells of
//! Phadke's Figure 3 tinted, the start and end ringed, and a solution's tour on show — its path
//! closed back to the start, each cell numbered by its move, the moves where the rule met a tie
//! marked.

use crate::page::fit::Fit;
use crate::page::scene::{Align, Baseline, Colour, Font, Shape, Stroke};
use crate::page::theme::Palette;
use crate::phadke::sets::STARTS;
use crate::phadke::Cell;

/// The tint over the ten start cells of Figure 3.
fn start_tint(p: &Palette) -> Colour {
    p.candidate.alpha(0.2)
}

/// What the board shows.
pub struct Board<'a> {
    pub start: Cell,
    pub end: Cell,
    /// The tour on show (64 cell indices, start first), if any.
    pub tour: Option<&'a [u8]>,
    /// The move numbers (1-based) at which the tour met a tie.
    pub tie_moves: &'a [u8],
}

/// The square of `fit` (1-based row and column) of a cell.
fn square(c: Cell) -> (u32, u32) {
    (u32::from(c.row()) + 1, u32::from(c.col()) + 1)
}

/// The cell under a point of the board, if any.
pub fn cell_at(fit: &Fit, x: f64, y: f64) -> Option<Cell> {
    let (r, c) = fit.square_at(x, y)?;
    Cell::at(r as u8 - 1, c as u8 - 1)
}

/// The ten start cells of Figure 3.
pub fn figure_3_starts() -> impl Iterator<Item = Cell> {
    STARTS
        .iter()
        .map(|(s, _)| Cell::parse(s).expect("Figure 3's cells are cells"))
}

/// The board's shapes in `fit`, in palette `p`.
pub fn shapes(b: &Board, fit: &Fit, p: &Palette) -> Vec<Shape> {
    let k = fit.cell;
    let mut out = Vec::with_capacity(64 * 3 + 8);
    for i in 0..64u8 {
        let c = Cell::new(i).expect("0-63 are cells");
        let (r, col) = square(c);
        out.push(Shape::fill(fit.rect(r, col, 0.0), p.square(r, col)));
    }
    for c in figure_3_starts() {
        let (r, col) = square(c);
        out.push(Shape::fill(fit.rect(r, col, 0.0), start_tint(p)));
    }
    if let Some(tour) = b.tour.filter(|t| t.len() == 64) {
        let centres: Vec<(f64, f64)> = tour.iter().map(|&i| fit.centre_of(i as usize)).collect();
        out.push(Shape::Line {
            points: centres.clone(),
            closed: true,
            stroke: Stroke::solid(p.path.alpha(0.75), (k / 22.0).max(1.0)).rounded(),
        });
        let tie = |n: usize| b.tie_moves.contains(&(n as u8 + 1));
        let ring = Some(Stroke::solid(p.path.alpha(0.9), 1.0));
        for (is_tie, fill) in [(false, p.halo), (true, p.tie)] {
            out.push(Shape::Discs {
                centres: (0..64)
                    .filter(|&n| tie(n) == is_tie)
                    .map(|n| centres[n])
                    .collect(),
                radius: k * 0.3,
                fill,
                stroke: ring,
            });
        }
        let font = Font::bold((k * 0.36).max(8.0));
        for (n, &at) in centres.iter().enumerate() {
            let ink = if tie(n) { p.halo } else { p.ink };
            out.push(Shape::text(
                at,
                (n + 1).to_string(),
                font,
                (Align::Centre, Baseline::Middle),
                ink,
            ));
        }
    }
    for (c, colour) in [(b.start, p.chosen), (b.end, p.removed)] {
        let (r, col) = square(c);
        out.push(Shape::frame(
            fit.rect(r, col, k * 0.06),
            Stroke::solid(colour, (k / 12.0).max(2.0)),
        ));
    }
    out
}

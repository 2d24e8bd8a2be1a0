//! The tourney page's cover as a picture in memory ([`Raster`]): the board, the chequer, every
//! cycle's moves in its colour and the squares' dots, as the canvas strokes of
//! [`super::view::cover_strokes`] would draw them, for the page to put on its canvas.
//!
//! While a plan plays at the top speed (10,000 switches a second), cycles that split or join
//! recolour most of a 200×200 board every frame, so the picture is painted whole; what makes
//! that cheap is that a cover's moves come in few shapes. A knight move from square i to a
//! later square j goes one of four ways, and with square centres on a grid of 1/64 px
//! ([`GRID`]) it starts at one of a few sub-pixel positions (one when a square is a whole
//! number of device pixels). Each (way, position) is rasterised once as a [`Stamp`] and every
//! move of that shape is a copy of its coverage: no distances worked out per pixel. Painted
//! from stamps, the picture is the one [`Raster::line`] draws move by move from the same
//! centres, byte for byte (tests/tourney_picture.rs).

use super::hit;
use super::view::{
    self, colour_rgb, BOARD_BACKGROUND, BOARD_CHEQUER, CHEQUER_MIN, DOT, DOT_MIN, PALETTE,
};
use crate::board::Board;
use crate::cover::CycleCover;
use crate::raster::{Raster, Stamp};
use std::collections::HashMap;

/// Square centres are put on a grid of 1/GRID device px (a power of two, so the line's
/// arithmetic is exact wherever the centre is and a stamp fits every move of its shape).
pub const GRID: f64 = 64.0;

/// A move's shape: its start's sub-pixel position and its vector, in 1/[`GRID`] px.
type Shape = (i64, i64, i64, i64);

/// The cover's picture, its stamps, and the key of what it shows.
#[derive(Debug)]
pub struct CoverPicture {
    raster: Raster,
    /// The square size (CSS px) and device pixel ratio the stamps are for.
    scale: (f64, f64),
    lines: HashMap<Shape, Stamp>,
    dots: HashMap<Shape, Stamp>,
    /// [`view::picture_key`] of the cover on the picture, and the picture's size; None when
    /// the picture must be painted whatever the key.
    painted: Option<(u64, u32, u32)>,
}

impl Default for CoverPicture {
    fn default() -> CoverPicture {
        CoverPicture::new()
    }
}

impl CoverPicture {
    pub fn new() -> CoverPicture {
        CoverPicture {
            raster: Raster::new(1, 1),
            scale: (0.0, 0.0),
            lines: HashMap::new(),
            dots: HashMap::new(),
            painted: None,
        }
    }

    /// The picture (its changed rows: [`Raster::take_dirty`]).
    pub fn raster(&self) -> &Raster {
        &self.raster
    }

    pub fn raster_mut(&mut self) -> &mut Raster {
        &mut self.raster
    }

    /// Paint the next [`CoverPicture::paint`] whole and mark it all changed (the canvas it was
    /// put on was cleared).
    pub fn invalidate(&mut self) {
        self.painted = None;
        self.raster.touch_all();
    }

    /// The picture of `cover` (`labels` and `colours` as [`super::TourneyLab::view`] gives
    /// them) on squares of `cell` CSS px at device pixel ratio `dpr`: painted unless it shows
    /// that already ([`view::picture_key`]). Returns whether it was painted.
    pub fn paint(
        &mut self,
        cover: &CycleCover,
        labels: &[u32],
        colours: &[u32],
        cell: f64,
        dpr: f64,
    ) -> bool {
        let b = cover.board();
        let (w, h) = size(b, cell, dpr);
        let key = view::picture_key(cover, labels, colours);
        if self.painted == Some((key, w, h)) && self.scale == (cell, dpr) {
            return false;
        }
        self.painted = Some((key, w, h));
        if (self.raster.width(), self.raster.height()) != (w, h) {
            self.raster = Raster::new(w, h);
        }
        if self.scale != (cell, dpr) {
            self.scale = (cell, dpr);
            self.lines.clear();
            self.dots.clear();
        }
        self.paint_board(b, cell, dpr);
        let width = view::cycle_width(cell) * dpr;
        let on_grid = |i: usize| grid_centre(b, i, cell, dpr);
        for (k, moves) in view::moves_by_colour(cover, labels, colours)
            .iter()
            .enumerate()
        {
            let rgb = colour_rgb(k as u32 % PALETTE);
            for &(i, j) in moves {
                let (a, z) = (on_grid(i), on_grid(j));
                let (origin, shape) = shape_of(a, (z.0 - a.0, z.1 - a.1));
                let stamp = self
                    .lines
                    .entry(shape)
                    .or_insert_with(|| shape_stamp(shape, width, 1.0));
                self.raster.blend_stamp(origin.0, origin.1, stamp, rgb);
            }
        }
        // Squares as dots when there is room.
        if cell >= DOT_MIN {
            let width = cell * 0.07 * dpr * 2.0;
            for i in 0..b.squares() {
                let (origin, shape) = shape_of(on_grid(i), (0, 0));
                let stamp = self
                    .dots
                    .entry(shape)
                    .or_insert_with(|| shape_stamp(shape, width, DOT.1));
                self.raster.blend_stamp(origin.0, origin.1, stamp, DOT.0);
            }
        }
        true
    }

    /// The background, and the chequer while squares are big enough to see one.
    fn paint_board(&mut self, b: Board, cell: f64, dpr: f64) {
        self.raster.clear(BOARD_BACKGROUND.1);
        if cell < CHEQUER_MIN {
            return;
        }
        let px = |v: f64| (v * dpr).round() as i64;
        for r in 0..b.rows() {
            for col in (0..b.cols()).filter(|col| (r + col) % 2 == 1) {
                let (x, y) = (col as f64 * cell, r as f64 * cell);
                self.raster
                    .fill_rect(px(x), px(y), px(x + cell), px(y + cell), BOARD_CHEQUER.1);
            }
        }
    }
}

/// The picture's size in device px for squares of `cell` CSS px at `dpr`.
pub fn size(b: Board, cell: f64, dpr: f64) -> (u32, u32) {
    (
        crate::layout::device_px(cell * b.cols() as f64, dpr),
        crate::layout::device_px(cell * b.rows() as f64, dpr),
    )
}

/// The centre of square `i` in device px on the grid of 1/[`GRID`] px, in grid units.
pub fn grid_centre(b: Board, i: usize, cell: f64, dpr: f64) -> (i64, i64) {
    let (x, y) = hit::square_centre(b, i, cell);
    (
        (x * dpr * GRID).round() as i64,
        (y * dpr * GRID).round() as i64,
    )
}

/// The centre of square `i` in device px as painted (on the grid): where [`Raster::line`]
/// would draw a move from or to it to give the picture's pixels.
pub fn painted_centre(b: Board, i: usize, cell: f64, dpr: f64) -> (f64, f64) {
    let (x, y) = grid_centre(b, i, cell, dpr);
    (x as f64 / GRID, y as f64 / GRID)
}

/// A move from `a` along `d` (grid units): the pixel its stamp goes at, and its shape.
fn shape_of(a: (i64, i64), d: (i64, i64)) -> ((i64, i64), Shape) {
    let g = GRID as i64;
    let origin = (a.0.div_euclid(g), a.1.div_euclid(g));
    (origin, (a.0.rem_euclid(g), a.1.rem_euclid(g), d.0, d.1))
}

fn shape_stamp((fx, fy, dx, dy): Shape, width: f64, alpha: f64) -> Stamp {
    let a = (fx as f64 / GRID, fy as f64 / GRID);
    let b = ((fx + dx) as f64 / GRID, (fy + dy) as f64 / GRID);
    Stamp::line(a, b, width, alpha)
}

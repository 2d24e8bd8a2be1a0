//! The tourney page's cover as a picture in memory ([`Raster`]): the board, the chequer, every
//! cycle's moves in its colour and the squares' dots, as the canvas strokes of
//! [`super::view::cover_strokes`] would draw them, for the page to put on its canvas. (The
//! rails and the last switch are on the layer above: [`super::rail_layer`].)
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
use crate::raster::{Dash, Raster, Stamp};
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// Square centres are put on a grid of 1/GRID device px (a power of two, so the line's
/// arithmetic is exact wherever the centre is and a stamp fits every move of its shape).
pub const GRID: f64 = 64.0;

/// A move's shape: its start's sub-pixel position and its vector, in 1/[`GRID`] px.
pub(super) type Shape = (i64, i64, i64, i64);

/// Stamps by shape (indices into a list of stamps), for one kind of line. Asked once a move
/// (40,000 times a frame at 200×200): the stamp last given for each of the four ways a move
/// goes ([`way`]) is kept in front of the map, since at a whole number of device px a square
/// every move of a way has the same shape; the map hashes with a multiply a word, not SipHash.
#[derive(Debug, Default)]
pub(super) struct Stamps {
    map: HashMap<Shape, u32, BuildHasherDefault<ShapeHasher>>,
    recent: [Option<(Shape, u32)>; 4],
}

impl Stamps {
    /// The index in `stamps` of the stamp of `shape` (made with `make` the first time).
    pub(super) fn get(
        &mut self,
        stamps: &mut Vec<Stamp>,
        shape: Shape,
        make: impl FnOnce() -> Stamp,
    ) -> u32 {
        let way = way(shape);
        match self.recent[way] {
            Some((s, stamp)) if s == shape => stamp,
            _ => {
                let stamp = *self.map.entry(shape).or_insert_with(|| {
                    stamps.push(make());
                    stamps.len() as u32 - 1
                });
                self.recent[way] = Some((shape, stamp));
                stamp
            }
        }
    }

    /// Forget every stamp (their list is being emptied).
    pub(super) fn clear(&mut self) {
        *self = Stamps::default();
    }
}

/// A hasher for a few small integers: each word multiplied in (Fx's constant).
#[derive(Default)]
pub(super) struct ShapeHasher(u64);

impl Hasher for ShapeHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(b.into());
        }
    }

    fn write_i64(&mut self, v: i64) {
        self.write_u64(v as u64);
    }

    fn write_u64(&mut self, v: u64) {
        self.0 = (self.0.rotate_left(5) ^ v).wrapping_mul(0x517c_c1b7_2722_0a95);
    }
}

/// Rows of pixels painted at a time: a band of a 1400 px wide picture is 350 KB and stays in
/// the processor's cache while every stamp that reaches it is blended. Painted whole, move
/// after move in colour order, the stamps land all over the 7.8 MB picture and most of the
/// time goes in fetching its rows from memory. A stamp that crosses into the next band is
/// clipped row by row in each; with bands of 32 rows half the moves at 7 px squares did, and
/// the paint took 6.6 ms natively against 6.2 ms with 64 rows (96 and 128: no faster).
const BAND_ROWS: u32 = 64;

/// The colour number of the squares' dots in a [`Placed`] (the cycles' are below [`PALETTE`]).
const DOT_COLOUR: u32 = PALETTE;

/// A stamp to blend: where (its origin pixel), which, in what colour number.
#[derive(Clone, Copy, Debug)]
struct Placed {
    x: i32,
    y: i32,
    stamp: u32,
    colour: u32,
}

/// The cover's picture, its stamps, and the key of what it shows.
#[derive(Debug)]
pub struct CoverPicture {
    raster: Raster,
    /// The square size (CSS px) and device pixel ratio the stamps are for.
    scale: (f64, f64),
    stamps: Vec<Stamp>,
    lines: Stamps,
    dots: Stamps,
    /// What each band of [`BAND_ROWS`] rows gets, in painting order (kept between paints for
    /// their room).
    bands: Vec<Vec<Placed>>,
    /// The squares in painting order (kept for its room).
    order: Vec<u32>,
    /// The board's rows of pixels ([`BoardRows`]), for the scale of the stamps.
    board_rows: BoardRows,
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
            stamps: Vec::new(),
            lines: Stamps::default(),
            dots: Stamps::default(),
            bands: Vec::new(),
            order: Vec::new(),
            board_rows: BoardRows::default(),
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
    ///
    /// Painted as [`Raster::line`] would draw it move by move, in colour order (the cycles of
    /// colour 0, then 1, ...; within a colour by square), then the dots. Each stamp goes to
    /// every band of rows it reaches, in that order, and the bands are painted one after the
    /// other.
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
            self.scale = (0.0, 0.0);
        }
        if self.scale != (cell, dpr) {
            self.scale = (cell, dpr);
            self.stamps.clear();
            self.lines.clear();
            self.dots.clear();
            self.board_rows = BoardRows::new(b, cell, dpr, w, h);
        }
        // Square centres on the grid, by column and by row.
        let cols = b.cols() as usize;
        let xs: Vec<i64> = (0..cols).map(|c| grid_centre(b, c, cell, dpr).0).collect();
        let ys: Vec<i64> = (0..b.rows() as usize)
            .map(|r| grid_centre(b, r * cols, cell, dpr).1)
            .collect();
        let on_grid = |i: usize| (xs[i % cols], ys[i / cols]);
        let bands = h.div_ceil(BAND_ROWS) as usize;
        self.bands.resize_with(bands, Vec::new);
        self.bands.iter_mut().for_each(Vec::clear);
        let width = view::cycle_width(cell) * dpr;
        // The squares in colour order, by square within a colour (a counting sort: the order
        // of [`view::moves_by_colour`] without its lists).
        let colour = |i: usize| colours[labels[i] as usize] % PALETTE;
        let squares = (0..b.squares()).filter(|&i| !cover.is_hole(i));
        let mut starts = [0usize; PALETTE as usize + 1];
        for i in squares.clone() {
            starts[colour(i) as usize + 1] += 1;
        }
        for k in 0..PALETTE as usize {
            starts[k + 1] += starts[k];
        }
        let mut next = starts;
        self.order.resize(starts[PALETTE as usize], 0);
        for i in squares {
            let k = colour(i) as usize;
            self.order[next[k]] = i as u32;
            next[k] += 1;
        }
        for k in 0..PALETTE as usize {
            for n in starts[k]..starts[k + 1] {
                let i = self.order[n] as usize;
                for j in cover.neighbours(i).into_iter().filter(|&j| j > i) {
                    let (a, z) = (on_grid(i), on_grid(j));
                    let (origin, shape) = shape_of(a, (z.0 - a.0, z.1 - a.1));
                    let stamp = self.lines.get(&mut self.stamps, shape, || {
                        shape_stamp(shape, width, 1.0, None).for_width(w)
                    });
                    self.place(origin, stamp, k as u32);
                }
            }
        }
        // Squares as dots when there is room.
        if cell >= DOT_MIN {
            let width = cell * 0.07 * dpr * 2.0;
            for i in 0..b.squares() {
                let (origin, shape) = shape_of(on_grid(i), (0, 0));
                let stamp = self.dots.get(&mut self.stamps, shape, || {
                    shape_stamp(shape, width, DOT.1, None).for_width(w)
                });
                self.place(origin, stamp, DOT_COLOUR);
            }
        }
        let rgb: Vec<[u8; 3]> = (0..PALETTE).map(colour_rgb).chain([DOT.0]).collect();
        for (band, placed) in self.bands.iter().enumerate() {
            let top = band as u32 * BAND_ROWS;
            // The board under the band, copied in while the band is painted (it stays in
            // cache for the stamps), rather than in a pass over the whole picture before.
            for y in top..(top + BAND_ROWS).min(h) {
                self.raster.set_row(y, self.board_rows.row(y));
            }
            for p in placed {
                self.raster.blend_stamp_in_rows(
                    p.x.into(),
                    p.y.into(),
                    &self.stamps[p.stamp as usize],
                    rgb[p.colour as usize],
                    top,
                    top + BAND_ROWS,
                );
            }
        }
        true
    }

    /// Stamp `stamp` at `origin` in colour number `colour`, in every band it reaches.
    fn place(&mut self, origin: (i64, i64), stamp: u32, colour: u32) {
        let (_, y0, _, y1) = self.stamps[stamp as usize].bounds();
        let last = self.bands.len() as i64 - 1;
        let (from, to) = (origin.1 + y0, origin.1 + y1 - 1);
        if to < 0 || from > last * i64::from(BAND_ROWS) + i64::from(BAND_ROWS) - 1 || to < from {
            return;
        }
        let band = |y: i64| (y.div_euclid(BAND_ROWS.into())).clamp(0, last) as usize;
        let p = Placed {
            x: origin.0 as i32,
            y: origin.1 as i32,
            stamp,
            colour,
        };
        for b in band(from)..=band(to) {
            self.bands[b].push(p);
        }
    }
}

/// The board under the cycles, a row of pixels at a time: the background, and the chequer while
/// squares are big enough to see one ([`CHEQUER_MIN`]). Every row of pixels crosses the squares
/// of one row of the board, so it is one of three: over an even row of squares, over an odd
/// one, or below the last (background only).
#[derive(Debug, Default)]
struct BoardRows {
    /// RGBA rows: over even rows of squares, over odd ones, and plain.
    rows: [Vec<u8>; 3],
    /// For each row of pixels, which of them.
    of: Vec<u8>,
}

impl BoardRows {
    /// The rows of `b` on squares of `cell` CSS px at `dpr`, in a picture `w` × `h` px: the
    /// pixels of filling the background, then each chequer square from `round(x · dpr)` to
    /// `round((x + cell) · dpr)` across and down.
    fn new(b: Board, cell: f64, dpr: f64, w: u32, h: u32) -> BoardRows {
        let px = |v: f64| (v * dpr).round() as i64;
        let plain: Vec<u8> = (0..w).flat_map(|_| rgba(BOARD_BACKGROUND.1)).collect();
        let mut rows = [plain.clone(), plain.clone(), plain];
        let mut of = vec![2u8; h as usize];
        if cell >= CHEQUER_MIN {
            for (parity, row) in rows.iter_mut().take(2).enumerate() {
                for col in (0..b.cols()).filter(|c| (*c as usize + parity) % 2 == 1) {
                    let x = col as f64 * cell;
                    let (x0, x1) = (px(x).clamp(0, w.into()), px(x + cell).clamp(0, w.into()));
                    for x in x0..x1 {
                        let x = x as usize * 4;
                        row[x..x + 4].copy_from_slice(&rgba(BOARD_CHEQUER.1));
                    }
                }
            }
            for r in 0..b.rows() {
                let y = r as f64 * cell;
                let (y0, y1) = (px(y).clamp(0, h.into()), px(y + cell).clamp(0, h.into()));
                for y in y0..y1 {
                    of[y as usize] = (r % 2) as u8;
                }
            }
        }
        BoardRows { rows, of }
    }

    /// Row `y` of pixels.
    fn row(&self, y: u32) -> &[u8] {
        &self.rows[self.of[y as usize] as usize]
    }
}

fn rgba(rgb: [u8; 3]) -> [u8; 4] {
    [rgb[0], rgb[1], rgb[2], 255]
}

/// Which of the four ways down (or across) the board a move from a square to a later one of
/// `shape` goes (0–3).
fn way(shape: Shape) -> usize {
    usize::from(shape.2 > 0) | usize::from(shape.2.abs() > shape.3) << 1
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
pub(super) fn shape_of(a: (i64, i64), d: (i64, i64)) -> ((i64, i64), Shape) {
    let g = GRID as i64;
    let origin = (a.0.div_euclid(g), a.1.div_euclid(g));
    (origin, (a.0.rem_euclid(g), a.1.rem_euclid(g), d.0, d.1))
}

pub(super) fn shape_stamp(
    (fx, fy, dx, dy): Shape,
    width: f64,
    alpha: f64,
    dash: Option<Dash>,
) -> Stamp {
    let a = (fx as f64 / GRID, fy as f64 / GRID);
    let b = ((fx + dx) as f64 / GRID, (fy + dy) as f64 / GRID);
    Stamp::dashed_line(a, b, width, alpha, dash)
}

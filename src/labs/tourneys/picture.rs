//! The tourney page's cover as a picture in memory ([`Raster`]): the board, the chequer, every
//! cycle's moves in its colour and the squares' dots, as the canvas strokes of
//! [`super::view::cover_strokes`] would draw them, for the page to put on its canvas. (The
//! rails and the last switch are on the layer above: [`super::rail_layer`].)
//!
//! While a plan plays at the top speed (10,000 switches a second), cycles that split or join
//! recolour much of a 200×200 board every frame. The picture keeps what it shows (each square's
//! moves and colour) and is painted again only in the tiles that a changed move reaches: on
//! average 0.58 of them a frame over the first 400 frames of a 200 × 200 obfuscation
//! ([`TILE`]). What makes painting cheap is that a cover's moves come in few shapes. A knight
//! move from square i to a later square j goes one of four ways, and with square centres on a
//! grid of 1/64 px ([`GRID`]) it starts at one of a few sub-pixel positions (one when a square
//! is a whole number of device pixels). Each (way, position) is rasterised once as a
//! [`Stamp`] and every move of that shape is a copy of its coverage: no distances worked out
//! per pixel. Painted from stamps, the picture is the one [`Raster::line`] draws move by move
//! from the same centres, byte for byte (tests/tourney_picture.rs).

use super::hit;
use super::view::{self, colour_rgb, CHEQUER_MIN, DOT_MIN, PALETTE};
use crate::board::Board;
use crate::cover::CycleCover;
use crate::moves::Move;
use crate::page::fit::Fit;
use crate::page::scene::device_px;
use crate::page::theme::{Palette, DAY};
use crate::raster::{Dash, Raster, Stamp};
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// Square centres are put on a grid of 1/GRID device px (a power of two, so the line's
/// arithmetic is exact wherever the centre is and a stamp fits every move of its shape).
pub const GRID: f64 = 64.0;

/// The part of the board a picture shows: squares of `cell` CSS px at device pixel ratio
/// `dpr`, the picture's top left at device pixel `origin` of the whole board's picture, and
/// `size` device px (the whole board, or the window of a zoomed view: [`Window::of_fit`]).
/// The origin is whole pixels, so a window's pixels are those of the whole picture there.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Window {
    pub cell: f64,
    pub dpr: f64,
    pub origin: (i64, i64),
    pub size: (u32, u32),
}

impl Window {
    /// The whole board `b` on squares of `cell` CSS px at `dpr`.
    pub fn whole(b: Board, cell: f64, dpr: f64) -> Window {
        Window {
            cell,
            dpr,
            origin: (0, 0),
            size: size(b, cell, dpr),
        }
    }

    /// What `fit` shows at `dpr` (its origin rounded to a whole device pixel).
    pub fn of_fit(fit: &Fit, dpr: f64) -> Window {
        Window {
            cell: fit.cell,
            dpr,
            origin: ((fit.ox * dpr).round() as i64, (fit.oy * dpr).round() as i64),
            size: (device_px(fit.width, dpr), device_px(fit.height, dpr)),
        }
    }

    /// The rows and columns (0-based, half-open) of `b` whose moves or dots can reach the
    /// window: those in it and three squares round it (a move goes two squares on).
    pub fn squares(&self, b: Board) -> (std::ops::Range<usize>, std::ops::Range<usize>) {
        let side = (self.cell * self.dpr).max(1e-9);
        let span = |o: i64, len: u32, n: u32| {
            let a = ((o as f64 / side).floor() - 3.0).max(0.0) as usize;
            let z = (((o + i64::from(len)) as f64 / side).ceil() + 3.0).max(0.0) as usize;
            a.min(n as usize)..z.min(n as usize)
        };
        (
            span(self.origin.1, self.size.1, b.rows()),
            span(self.origin.0, self.size.0, b.cols()),
        )
    }

    /// The centre of square `i` in device px of the window, as painted (on the grid).
    pub fn painted_centre(&self, b: Board, i: usize) -> (f64, f64) {
        let (x, y) = painted_centre(b, i, self.cell, self.dpr);
        (x - self.origin.0 as f64, y - self.origin.1 as f64)
    }
}

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
    /// The square size (CSS px) and device pixel ratio the stamps are for, and the window's
    /// origin the board's rows of pixels are for.
    scale: (f64, f64, (i64, i64)),
    /// The colours it is painted in ([`CoverPicture::set_palette`]).
    palette: &'static Palette,
    stamps: Vec<Stamp>,
    lines: Stamps,
    dots: Stamps,
    /// What each band of [`BAND_ROWS`] rows gets, in painting order (kept between paints for
    /// their room).
    bands: Vec<Vec<Placed>>,
    /// The squares in painting order, each with its row and column (kept for its room).
    order: Vec<[u32; 3]>,
    /// The squares to paint from, in square order, each with its row, column and colour
    /// number (kept for its room).
    picked: Vec<[u32; 4]>,
    /// The board's rows of pixels ([`BoardRows`]), for the scale of the stamps.
    board_rows: BoardRows,
    /// What the picture shows, square by square; None when it must be painted whole.
    shown: Option<Shown>,
    /// Which tiles ([`TILE`] px across, a band of [`BAND_ROWS`] rows down) are painted again,
    /// band by band.
    dirty: Vec<bool>,
    /// Tiles across.
    across: usize,
}

/// What a picture shows: each square's two moves (the cover's neighbour table) and its cycle's
/// colour number (below [`PALETTE`]; [`HOLE`] on a hole).
#[derive(Debug, Default)]
struct Shown {
    nbr: Vec<[u32; 2]>,
    colour: Vec<u8>,
}

/// The colour number [`Shown`] gives a hole.
const HOLE: u8 = u8::MAX;

/// A tile's width, device px: when the cover changed, the picture is painted again only in the
/// tiles that a changed move reaches. While a 200 × 200 cover is obfuscated at the top speed
/// more than half the tiles of 32 px change in a frame (0.58 of them on average over the first
/// 400 frames at 7 px squares); tiles of 16 and 64 px were no faster.
pub const TILE: u32 = 32;

/// The runs of neighbouring tiles to paint in a row of `dirty` tiles, as ranges of tiles (the
/// picture's bands and the rails' layer paint each run as one rectangle).
pub(super) fn runs(dirty: &[bool]) -> impl Iterator<Item = std::ops::Range<usize>> + '_ {
    let mut t = 0;
    std::iter::from_fn(move || {
        let first = t + dirty[t..].iter().position(|&d| d)?;
        let end = first
            + dirty[first..]
                .iter()
                .position(|&d| !d)
                .unwrap_or(dirty.len() - first);
        t = end;
        Some(first..end)
    })
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
            scale: (0.0, 0.0, (0, 0)),
            palette: &DAY,
            stamps: Vec::new(),
            lines: Stamps::default(),
            dots: Stamps::default(),
            bands: Vec::new(),
            order: Vec::new(),
            picked: Vec::new(),
            board_rows: BoardRows::default(),
            shown: None,
            dirty: Vec::new(),
            across: 0,
        }
    }

    /// The picture (its changed rows: [`Raster::take_dirty`]).
    pub fn raster(&self) -> &Raster {
        &self.raster
    }

    pub fn raster_mut(&mut self) -> &mut Raster {
        &mut self.raster
    }

    /// Paint in palette `p` from the next [`CoverPicture::paint`] on (whole, when it is another
    /// palette); the light scheme's until told otherwise.
    pub fn set_palette(&mut self, p: &'static Palette) {
        if self.palette != p {
            self.palette = p;
            self.scale = (0.0, 0.0, (0, 0));
        }
    }

    /// Paint the next [`CoverPicture::paint`] whole and mark it all changed (the canvas it was
    /// put on was cleared).
    pub fn invalidate(&mut self) {
        self.shown = None;
        self.raster.touch_all();
    }

    /// The picture of `cover` (`labels` and `colours` as [`super::state::Tourney::view`] gives
    /// them) on squares of `cell` CSS px at device pixel ratio `dpr`: painted again where what
    /// it shows changed (in the tiles that a move added, removed or recoloured reaches), whole
    /// when the scale or the size changed or after [`CoverPicture::invalidate`]. Returns whether
    /// anything was painted.
    ///
    /// Painted as [`Raster::line`] would draw it move by move, in colour order (the cycles of
    /// colour 0, then 1, ...; within a colour by square), then the dots. Each stamp goes to
    /// every band of rows it reaches, in that order, and the bands are painted one after the
    /// other, each only in its tiles to paint: a tile gets every stamp that reaches it, in that
    /// order, so a tile painted again is the tile painted with the rest.
    pub fn paint(
        &mut self,
        cover: &CycleCover,
        labels: &[u32],
        colours: &[u32],
        cell: f64,
        dpr: f64,
    ) -> bool {
        let win = Window::whole(cover.board(), cell, dpr);
        self.paint_in(cover, labels, colours, &win)
    }

    /// [`CoverPicture::paint`] of the part of the board `win` shows: the same pixels as the
    /// whole picture's there, only the squares whose moves reach the window looked at when
    /// it is painted whole (a zoomed window of a big cover costs its squares, not the board's).
    pub fn paint_in(
        &mut self,
        cover: &CycleCover,
        labels: &[u32],
        colours: &[u32],
        win: &Window,
    ) -> bool {
        let b = cover.board();
        let (cell, dpr) = (win.cell, win.dpr);
        let (w, h) = win.size;
        if (self.raster.width(), self.raster.height()) != (w, h) {
            self.raster = Raster::new(w, h);
            self.scale = (0.0, 0.0, (0, 0));
        }
        if self.scale != (cell, dpr, win.origin) {
            if (self.scale.0, self.scale.1) != (cell, dpr) {
                self.stamps.clear();
                self.lines.clear();
                self.dots.clear();
            }
            self.scale = (cell, dpr, win.origin);
            self.board_rows = BoardRows::new(b, win, self.palette);
            self.shown = None;
        }
        let squares = b.squares();
        let colour_of = |i: usize| match colours.get(labels[i] as usize) {
            Some(&c) if !cover.is_hole(i) => (c % PALETTE) as u8,
            _ => HOLE,
        };
        let at = Centres::in_window(b, win);
        let cols = at.cols;
        let (rows_near, cols_near) = win.squares(b);
        let width = view::cycle_width(cell) * dpr;
        let bands = h.div_ceil(BAND_ROWS) as usize;
        self.across = w.div_ceil(TILE) as usize;
        let whole = self.shown.is_none();
        self.dirty.clear();
        self.dirty.resize(bands * self.across, whole);
        let mut shown = self.shown.take().unwrap_or_default();
        shown.nbr.resize(squares, [u32::MAX; 2]);
        shown.colour.resize(squares, HOLE);
        let mut changed = whole;
        let (mut r, mut c) = (0, 0);
        // However many squares changed, only the tiles they reach are painted again: a frame
        // that switched to painting whole past 3/8 of the squares changed (where 0.8 of the
        // tiles have a change) was 4 % slower over an obfuscation at the top speed than
        // marking the tiles every frame (tests/reports/bench.txt section 5).
        for (i, (&now, (was, was_colour))) in cover
            .neighbour_table()
            .iter()
            .zip(shown.nbr.iter_mut().zip(shown.colour.iter_mut()))
            .enumerate()
        {
            let (row, col) = (r, c);
            (r, c) = if c + 1 == cols {
                (r + 1, 0)
            } else {
                (r, c + 1)
            };
            let colour = colour_of(i);
            if now == *was && colour == *was_colour {
                continue;
            }
            changed = true;
            if !whole {
                // Where the moves from i that changed painted before, and paint now: a move
                // that stays, in the same colour, changes no pixel (a tile painted again gets
                // it anyway), so only those gone or new, or all when recoloured.
                let recoloured = colour != *was_colour;
                let gone = was.iter().filter(|j| recoloured || !now.contains(j));
                let new = now.iter().filter(|j| !was.contains(j));
                for j in gone.chain(new).map(|&j| j as usize) {
                    if j > i && j < squares {
                        let (a, z) = (at.at(row, col), at.down(row, col, j - i));
                        let (origin, shape) = shape_of(a, (z.0 - a.0, z.1 - a.1));
                        let stamp = self.lines.get(&mut self.stamps, shape, || {
                            shape_stamp(shape, width, 1.0, None).for_width(w)
                        });
                        let bounds = self.stamps[stamp as usize].bounds();
                        self.mark(origin, bounds);
                    }
                }
            }
            (*was, *was_colour) = (now, colour);
        }
        self.shown = Some(shown);
        if !changed {
            return false;
        }
        self.bands.resize_with(bands, Vec::new);
        self.bands.iter_mut().for_each(Vec::clear);
        // The squares in colour order, by square within a colour (a counting sort: the order
        // of [`view::moves_by_colour`] without its lists).
        // Only the squares whose moves or dot can reach a tile to paint.
        let pad = width / 2.0 + cell * 0.07 * dpr + 1.0;
        let near = Near::new(&self.dirty, self.across, whole, &at, pad);
        let mut picked = std::mem::take(&mut self.picked);
        picked.clear();
        let mut starts = [0usize; PALETTE as usize + 1];
        for r in rows_near.clone() {
            for c in cols_near.clone() {
                let i = r * cols + c;
                if !cover.is_hole(i) && near.reaches(r, c) {
                    let k = u32::from(colour_of(i));
                    starts[k as usize + 1] += 1;
                    picked.push([i as u32, r as u32, c as u32, k]);
                }
            }
        }
        for k in 0..PALETTE as usize {
            starts[k + 1] += starts[k];
        }
        let mut next = starts;
        self.order.resize(picked.len(), [0; 3]);
        for &[i, r, c, k] in &picked {
            self.order[next[k as usize]] = [i, r, c];
            next[k as usize] += 1;
        }
        self.picked = picked;
        for k in 0..PALETTE as usize {
            for n in starts[k]..starts[k + 1] {
                let [i, r, c] = self.order[n].map(|v| v as usize);
                for j in cover.neighbours(i).into_iter().filter(|&j| j > i) {
                    let (a, z) = (at.at(r, c), at.down(r, c, j - i));
                    let (origin, shape) = shape_of(a, (z.0 - a.0, z.1 - a.1));
                    let stamp = self.lines.get(&mut self.stamps, shape, || {
                        shape_stamp(shape, width, 1.0, None).for_width(w)
                    });
                    self.place(&near, origin, stamp, k as u32);
                }
            }
        }
        // Squares as dots when there is room.
        if cell >= DOT_MIN {
            let width = cell * 0.07 * dpr * 2.0;
            let cs = cols_near.clone();
            let all = rows_near.flat_map(|r| cs.clone().map(move |c| (r, c)));
            for (r, c) in all.filter(|&(r, c)| near.reaches(r, c)) {
                let (origin, shape) = shape_of(at.at(r, c), (0, 0));
                let stamp = self.dots.get(&mut self.stamps, shape, || {
                    shape_stamp(shape, width, view::dot(self.palette).1, None).for_width(w)
                });
                self.place(&near, origin, stamp, DOT_COLOUR);
            }
        }
        let p = self.palette;
        let rgb: Vec<[u8; 3]> = (0..PALETTE)
            .map(|k| colour_rgb(p, k))
            .chain([view::dot(p).0])
            .collect();
        let mut spans: Vec<(u32, u32)> = Vec::new();
        for (band, placed) in self.bands.iter().enumerate() {
            let tiles = &self.dirty[band * self.across..][..self.across];
            // The band's tiles to paint, neighbours merged: pixels x0..x1.
            spans.clear();
            spans
                .extend(runs(tiles).map(|t| (t.start as u32 * TILE, (t.end as u32 * TILE).min(w))));
            if spans.is_empty() {
                continue;
            }
            let (top, bottom) = (
                band as u32 * BAND_ROWS,
                ((band as u32 + 1) * BAND_ROWS).min(h),
            );
            // The board under the band, copied in while the band is painted (it stays in
            // cache for the stamps), rather than in a pass over the whole picture before.
            for y in top..bottom {
                for &(x0, x1) in &spans {
                    self.raster.set_row_span(y, x0, x1, self.board_rows.row(y));
                }
            }
            let whole_band = spans == [(0, w)];
            for p in placed {
                let stamp = &self.stamps[p.stamp as usize];
                let (x, y, rgb) = (p.x.into(), p.y.into(), rgb[p.colour as usize]);
                if whole_band {
                    self.raster
                        .blend_stamp_in_rows(x, y, stamp, rgb, top, bottom);
                    continue;
                }
                let (bx0, _, bx1, _) = stamp.bounds();
                let (sx0, sx1) = (x + bx0, x + bx1);
                for &(x0, x1) in &spans {
                    if sx0 < i64::from(x1) && sx1 > i64::from(x0) {
                        self.raster
                            .blend_stamp_in(x, y, stamp, rgb, (x0, top, x1, bottom));
                    }
                }
            }
        }
        true
    }

    /// Mark the tiles that a stamp of `bounds` at `origin` reaches, to be painted again.
    fn mark(&mut self, origin: (i64, i64), (x0, y0, x1, y1): (i64, i64, i64, i64)) {
        let (w, h) = (
            i64::from(self.raster.width()),
            i64::from(self.raster.height()),
        );
        let (x0, x1) = ((origin.0 + x0).max(0), (origin.0 + x1).min(w));
        let (y0, y1) = ((origin.1 + y0).max(0), (origin.1 + y1).min(h));
        if x0 >= x1 || y0 >= y1 {
            return;
        }
        let (t, rows) = (i64::from(TILE), i64::from(BAND_ROWS));
        for band in y0 / rows..=(y1 - 1) / rows {
            let row = &mut self.dirty[band as usize * self.across..][..self.across];
            row[(x0 / t) as usize..=((x1 - 1) / t) as usize].fill(true);
        }
    }

    /// Stamp `stamp` at `origin` in colour number `colour`, in every band it reaches where it
    /// reaches a tile to paint.
    fn place(&mut self, near: &Near, origin: (i64, i64), stamp: u32, colour: u32) {
        let (x0, y0, x1, y1) = self.stamps[stamp as usize].bounds();
        let last = self.bands.len() as i64 - 1;
        let (from, to) = (origin.1 + y0, origin.1 + y1 - 1);
        if to < 0 || from > last * i64::from(BAND_ROWS) + i64::from(BAND_ROWS) - 1 || to < from {
            return;
        }
        let w = i64::from(self.raster.width());
        let (left, right) = ((origin.0 + x0).max(0), (origin.0 + x1).min(w));
        if left >= right {
            return;
        }
        let (t0, t1) = (
            (left / i64::from(TILE)) as usize,
            ((right - 1) / i64::from(TILE)) as usize,
        );
        let band = |y: i64| (y.div_euclid(BAND_ROWS.into())).clamp(0, last) as usize;
        let p = Placed {
            x: origin.0 as i32,
            y: origin.1 as i32,
            stamp,
            colour,
        };
        for b in band(from)..=band(to) {
            if near.any(b, t0, t1) {
                self.bands[b].push(p);
            }
        }
    }
}

/// Square centres on the grid ([`grid_centre`]) by row and column, and where a knight's move
/// from a square leads, found from the square's row and column (the picture and the rails'
/// layer ask this for every move they paint, without dividing by the board's width each time).
pub(super) struct Centres {
    pub(super) xs: Vec<i64>,
    pub(super) ys: Vec<i64>,
    pub(super) cols: usize,
}

impl Centres {
    /// The centres in the picture of `win` (the whole board's, less the window's origin).
    pub(super) fn in_window(b: Board, win: &Window) -> Centres {
        let (cell, dpr) = (win.cell, win.dpr);
        let g = GRID as i64;
        let (ox, oy) = (win.origin.0 * g, win.origin.1 * g);
        let cols = b.cols() as usize;
        Centres {
            xs: (0..cols)
                .map(|c| grid_centre(b, c, cell, dpr).0 - ox)
                .collect(),
            ys: (0..b.rows() as usize)
                .map(|r| grid_centre(b, r * cols, cell, dpr).1 - oy)
                .collect(),
            cols,
        }
    }

    /// The centre of the square in row `r`, column `c`.
    pub(super) fn at(&self, r: usize, c: usize) -> (i64, i64) {
        (self.xs[c], self.ys[r])
    }

    /// The centre of the square `d` squares on (in row-major order) from the one in row `r`,
    /// column `c`, a knight's move down the board from it.
    pub(super) fn down(&self, r: usize, c: usize, d: usize) -> (i64, i64) {
        let cols = self.cols;
        if cols < 4 {
            // Too narrow to tell one row down (cols ± 2 on) from two (2·cols ± 1) by length.
            let j = r * cols + c + d;
            return self.at(j / cols, j % cols);
        }
        let dr = if d <= cols + 2 { 1 } else { 2 };
        let to = (c + d) as i64 - (dr * cols) as i64;
        (self.xs[to as usize], self.ys[r + dr])
    }

    /// The row and column that move `m` leads to from the square in row `r`, column `c`, if
    /// it stays on the board.
    pub(super) fn step(&self, (r, c): (usize, usize), m: Move) -> Option<(usize, usize)> {
        let (dr, dc) = m.delta();
        let (r, c) = (r as i64 + i64::from(dr), c as i64 + i64::from(dc));
        ((0..self.ys.len() as i64).contains(&r) && (0..self.xs.len() as i64).contains(&c))
            .then_some((r as usize, c as usize))
    }
}

/// Which squares' moves (down to two rows below, two columns either side) or dot can reach a
/// tile to paint: for each row of squares the bands and for each column the tiles that they
/// can reach, and how many tiles to paint each band has left of each tile.
struct Near {
    /// All squares (the picture is painted whole).
    all: bool,
    bands: Vec<(usize, usize)>,
    tiles: Vec<(usize, usize)>,
    /// For band b, `before[b * (across + 1) + t]`: its tiles to paint left of tile t.
    before: Vec<u32>,
    across: usize,
}

impl Near {
    /// For the tiles `dirty` (`across` a band), square centres `xs` by column and `ys` by row
    /// (grid units), and lines reaching at most `pad` px beyond the centres they join.
    fn new(dirty: &[bool], across: usize, all: bool, at: &Centres, pad: f64) -> Near {
        let (xs, ys) = (&at.xs[..], &at.ys[..]);
        if all || across == 0 {
            return Near {
                all: true,
                bands: Vec::new(),
                tiles: Vec::new(),
                before: Vec::new(),
                across,
            };
        }
        let bands = dirty.len() / across;
        let pad = pad.ceil() as i64 + 2;
        let g = GRID as i64;
        let span = |lo: i64, hi: i64, unit: u32, n: usize| {
            let unit = i64::from(unit);
            let a = ((lo.div_euclid(g) - pad).div_euclid(unit)).clamp(0, n as i64 - 1);
            let z = ((hi.div_euclid(g) + pad).div_euclid(unit)).clamp(0, n as i64 - 1);
            (a as usize, z as usize)
        };
        let last = |v: &[i64], k: usize| v[k.min(v.len() - 1)];
        let band_of = (0..ys.len())
            .map(|r| span(ys[r], last(ys, r + 2), BAND_ROWS, bands))
            .collect();
        let tile_of = (0..xs.len())
            .map(|c| span(xs[c.saturating_sub(2)], last(xs, c + 2), TILE, across))
            .collect();
        let mut before = Vec::with_capacity(bands * (across + 1));
        for row in dirty.chunks(across) {
            let mut n = 0;
            before.push(0);
            for &d in row {
                n += u32::from(d);
                before.push(n);
            }
        }
        Near {
            all: false,
            bands: band_of,
            tiles: tile_of,
            before,
            across,
        }
    }

    /// Whether the square in row `r`, column `c` can reach a tile to paint.
    fn reaches(&self, r: usize, c: usize) -> bool {
        if self.all {
            return true;
        }
        let (b0, b1) = self.bands[r];
        let (t0, t1) = self.tiles[c];
        (b0..=b1).any(|b| self.any(b, t0, t1))
    }

    /// Whether band `b` has a tile to paint among tiles `t0..=t1`.
    fn any(&self, b: usize, t0: usize, t1: usize) -> bool {
        if self.all {
            return true;
        }
        let row = &self.before[b * (self.across + 1)..];
        row[t1 + 1] > row[t0]
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
    fn new(b: Board, win: &Window, p: &Palette) -> BoardRows {
        let (cell, dpr, (w, h)) = (win.cell, win.dpr, win.size);
        let (ox, oy) = win.origin;
        let px_x = |v: f64| (v * dpr).round() as i64 - ox;
        let px_y = |v: f64| (v * dpr).round() as i64 - oy;
        let plain: Vec<u8> = (0..w).flat_map(|_| rgba(p.light.rgb3())).collect();
        let mut rows = [plain.clone(), plain.clone(), plain];
        let mut of = vec![2u8; h as usize];
        if cell >= CHEQUER_MIN {
            for (parity, row) in rows.iter_mut().take(2).enumerate() {
                for col in (0..b.cols()).filter(|c| (*c as usize + parity) % 2 == 1) {
                    let x = col as f64 * cell;
                    let (x0, x1) = (
                        px_x(x).clamp(0, w.into()),
                        px_x(x + cell).clamp(0, w.into()),
                    );
                    for x in x0..x1 {
                        let x = x as usize * 4;
                        row[x..x + 4].copy_from_slice(&rgba(p.dark.rgb3()));
                    }
                }
            }
            for r in 0..b.rows() {
                let y = r as f64 * cell;
                let (y0, y1) = (
                    px_y(y).clamp(0, h.into()),
                    px_y(y + cell).clamp(0, h.into()),
                );
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
        crate::page::scene::device_px(cell * b.cols() as f64, dpr),
        crate::page::scene::device_px(cell * b.rows() as f64, dpr),
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

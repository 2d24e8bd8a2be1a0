//! The tourney page's layer above the cover, in memory: the rails (where the squares are big
//! enough to show them) and the last switch, for the page to put on its `rails` canvas, which
//! the browser lays over the cover's. Painted again only in the tiles where they changed.
//!
//! A plan playing at the top speed (10,000 switches a second) recolours most of the cover every
//! frame, so the cover is painted whole ([`super::picture`]); but the rails change only around
//! the frame's switches. On a 200 × 200 cover being obfuscated, 2,600 of the 88,000 rail moves
//! drawn change in a frame of 167 switches, and 8–10 % of the board's tiles hold a change.
//! Painted over the cover in its picture, the rails cost every frame about 10 ms at 7 px
//! squares (natively); painted here, tile by tile where they changed, they cost a fraction of
//! that, and the browser puts the layer over the cover.
//!
//! The layer is the rails' moves gathered in one [`Coverage`] (each move once, where two
//! overlap the more covered, as a canvas covers one stroked path), in the rails' colour at
//! that opacity and transparent elsewhere; then the last switch's lines over it. A tile painted
//! again is cleared and gets every move that reaches it, clipped to it: the same pixels as the
//! whole layer painted afresh (tests/tourney_picture.rs). Neighbouring tiles of a row are
//! painted as one rectangle, with the same run in the rows below: a frame's switches come in
//! runs along the rows, and painted tile by tile, most of the moves looked at for a tile passed
//! it by and those across a border were stamped twice (1.75 ms a frame natively at 7 px on
//! 200 × 200; 1.0 ms with the runs along rows, 0.9 ms with them joined down; alternated runs).

use super::picture::{runs, shape_of, shape_stamp, Centres, Stamps, Window, GRID};
use super::view::{self, RailStyle};
use crate::board::Board;
use crate::moves::Move;
use crate::page::theme::{Palette, DAY};
use crate::rails::Rail;
use crate::raster::{Coverage, Dash, Raster, Stamp};

/// A tile's side, device px.
pub const TILE: u32 = 32;

/// The layer, the stamps of the rails' moves, and what it shows.
#[derive(Debug)]
pub struct RailLayer {
    raster: Raster,
    cov: Coverage,
    /// The square size (CSS px) and device pixel ratio the stamps and pixels are for, and
    /// the window's origin.
    scale: (f64, f64, (i64, i64)),
    /// The colours it is painted in ([`RailLayer::set_palette`]).
    palette: &'static Palette,
    stamps: Vec<Stamp>,
    /// The stamps of the primary moves and of the cross moves, by shape.
    lines: [Stamps; 2],
    /// [`view::rail_move_bits`] of the rails on the layer (all zero when none are drawn).
    bits: Vec<u8>,
    /// The last switch on the layer.
    last: Option<Rail>,
    /// Tiles across, and which are to be painted again.
    across: u32,
    dirty: Vec<bool>,
    /// Whether the layer must be painted whole whatever changed.
    stale: bool,
}

impl Default for RailLayer {
    fn default() -> RailLayer {
        RailLayer::new()
    }
}

impl RailLayer {
    pub fn new() -> RailLayer {
        RailLayer {
            raster: Raster::transparent(1, 1),
            cov: Coverage::new(1, 1),
            scale: (0.0, 0.0, (0, 0)),
            palette: &DAY,
            stamps: Vec::new(),
            lines: Default::default(),
            bits: Vec::new(),
            last: None,
            across: 1,
            dirty: Vec::new(),
            stale: true,
        }
    }

    /// The layer (its changed rows: [`Raster::take_dirty`]).
    pub fn raster(&self) -> &Raster {
        &self.raster
    }

    pub fn raster_mut(&mut self) -> &mut Raster {
        &mut self.raster
    }

    /// Paint in palette `p` from the next [`RailLayer::paint`] on (whole, when it is another
    /// palette); the light scheme's until told otherwise.
    pub fn set_palette(&mut self, p: &'static Palette) {
        if self.palette != p {
            self.palette = p;
            self.scale = (0.0, 0.0, (0, 0));
        }
    }

    /// Paint the next [`RailLayer::paint`] whole and mark it all changed (the canvas it was
    /// put on was cleared).
    pub fn invalidate(&mut self) {
        self.stale = true;
        self.raster.touch_all();
    }

    /// The layer for the cover's `rails` (None: not shown; not drawn either where
    /// [`view::rails_fit`] says the squares are too small) and the `last` switch, on squares
    /// of `cell` CSS px at device pixel ratio `dpr` on `board`: painted again in the tiles
    /// where what it shows changed. Returns whether anything was painted.
    pub fn paint(
        &mut self,
        board: Board,
        rails: Option<&[Rail]>,
        last: Option<Rail>,
        cell: f64,
        dpr: f64,
    ) -> bool {
        self.paint_in(board, rails, last, &Window::whole(board, cell, dpr))
    }

    /// [`RailLayer::paint`] of the part of the board `win` shows (the same pixels as the
    /// whole layer's there).
    pub fn paint_in(
        &mut self,
        board: Board,
        rails: Option<&[Rail]>,
        last: Option<Rail>,
        win: &Window,
    ) -> bool {
        let (cell, dpr) = (win.cell, win.dpr);
        let (w, h) = win.size;
        if (self.raster.width(), self.raster.height()) != (w, h) {
            self.raster = Raster::transparent(w, h);
            self.cov = Coverage::new(w, h);
            self.scale = (0.0, 0.0, (0, 0));
        }
        if self.scale != (cell, dpr, win.origin) {
            if (self.scale.0, self.scale.1) != (cell, dpr) {
                self.stamps.clear();
                self.lines.iter_mut().for_each(Stamps::clear);
            }
            self.scale = (cell, dpr, win.origin);
            self.stale = true;
        }
        let bits = match rails.filter(|_| view::rails_fit(cell)) {
            Some(rails) => view::rail_move_bits(board, rails),
            None => vec![0; board.squares()],
        };
        let geo = Geometry::new(board, win, self.palette);
        self.across = w.div_ceil(TILE);
        let tiles = self.across as usize * h.div_ceil(TILE) as usize;
        self.dirty.clear();
        self.dirty.resize(tiles, self.stale);
        if !self.stale {
            if self.bits.len() != bits.len() {
                self.dirty.fill(true);
            } else {
                let old = std::mem::take(&mut self.bits);
                let cols = geo.board.cols() as usize;
                for (i, (&now, &was)) in bits.iter().zip(&old).enumerate() {
                    let changed = now ^ was;
                    if changed == 0 {
                        continue;
                    }
                    let (r, c) = (i / cols, i % cols);
                    for k in (0..8).filter(|k| changed >> k & 1 == 1) {
                        if let Some(rect) = self.move_rect(&geo, (r, c), k) {
                            self.mark(rect);
                        }
                    }
                }
            }
            if last != self.last {
                for r in [self.last, last].into_iter().flatten() {
                    self.mark(switch_rect(&geo, r));
                }
            }
        }
        self.bits = bits;
        self.last = last;
        let count = self.dirty.iter().filter(|&&d| d).count();
        if count == 0 {
            return false;
        }
        // The last switch's tiles too: its lines are drawn over whatever is painted again.
        if let Some(r) = last {
            self.mark(switch_rect(&geo, r));
        }
        if self.stale || 3 * count > tiles {
            // Most of it: the whole layer, each move stamped once, unclipped.
            self.cov.clear_rect((0, 0, w, h));
            let cols = geo.board.cols() as usize;
            let (rows_near, cols_near) = win.squares(geo.board);
            for r in rows_near {
                for c in cols_near.clone() {
                    let b = self.bits.get(r * cols + c).copied().unwrap_or(0);
                    for k in (0..8).filter(|k| b >> k & 1 == 1) {
                        self.stamp_move(&geo, (r, c), k, (0, 0, w, h));
                    }
                }
            }
            self.raster.put_coverage(
                &self.cov,
                view::rail_primary(self.palette).rgb,
                (0, 0, w, h),
            );
        } else {
            // A row's neighbouring tiles to paint as one rectangle, and the same run of
            // tiles in the rows below with it: a move across their border is stamped once,
            // and fewer moves are looked at only to pass them by (a frame's switches come in
            // runs along the rows).
            let across = self.across as usize;
            let mut rects: Vec<(u32, u32, u32, u32)> = Vec::new();
            for row in 0..tiles / across {
                let base = row * across;
                for run in runs(&self.dirty[base..base + across]) {
                    let (a, z) = (
                        self.tile_rect(base + run.start),
                        self.tile_rect(base + run.end - 1),
                    );
                    match rects
                        .iter_mut()
                        .rev()
                        .find(|r| (r.0, r.2, r.3) == (a.0, z.2, a.1))
                    {
                        Some(r) => r.3 = z.3,
                        None => rects.push((a.0, a.1, z.2, z.3)),
                    }
                }
            }
            for rect in rects {
                self.paint_rect(&geo, rect);
            }
        }
        if let Some(r) = last {
            self.draw_switch(&geo, r);
        }
        self.stale = false;
        true
    }

    /// Clear the pixels `rect` (`x0, y0, x1, y1`) and stamp every move that reaches them,
    /// clipped to them.
    fn paint_rect(&mut self, geo: &Geometry, rect: (u32, u32, u32, u32)) {
        self.cov.clear_rect(rect);
        // The squares a move reaching the tile can start from: a move goes at most two rows
        // down and two columns across, and its line is at most `geo.half` px on either side.
        let reach = 2.0 * geo.square + geo.half + 2.0;
        // The tile's pixels on the whole board's picture (the window's origin added).
        let span = |lo: u32, hi: u32, o: i64, back: f64, ahead: f64, n: u32| {
            let (lo, hi) = (f64::from(lo) + o as f64, f64::from(hi) + o as f64);
            let from = ((lo - back) / geo.square).floor().max(0.0) as u32;
            let to = ((hi + ahead) / geo.square).ceil().max(0.0) as u32;
            from.min(n)..to.min(n)
        };
        let cols = geo.board.cols();
        let (ox, oy) = geo.origin;
        // Moves go down from their first square: it lies at most `half` px below the tile.
        let rows = span(rect.1, rect.3, oy, reach, geo.half + 1.0, geo.board.rows());
        for r in rows {
            for c in span(rect.0, rect.2, ox, reach, reach, cols) {
                let i = (r * cols + c) as usize;
                let b = self.bits[i];
                for k in (0..8).filter(|k| b >> k & 1 == 1) {
                    self.stamp_move(geo, (r as usize, c as usize), k, rect);
                }
            }
        }
        self.raster
            .put_coverage(&self.cov, view::rail_primary(self.palette).rgb, rect);
    }

    /// The pixels of tile `t`, `(x0, y0, x1, y1)`, within the layer.
    fn tile_rect(&self, t: usize) -> (u32, u32, u32, u32) {
        let (tx, ty) = (t as u32 % self.across, t as u32 / self.across);
        let (w, h) = (self.raster.width(), self.raster.height());
        (
            tx * TILE,
            ty * TILE,
            ((tx + 1) * TILE).min(w),
            ((ty + 1) * TILE).min(h),
        )
    }

    /// Mark the tiles that the pixels `(x0, y0, x1, y1)` (device px, may lie off the layer)
    /// reach.
    fn mark(&mut self, (x0, y0, x1, y1): (i64, i64, i64, i64)) {
        let (w, h) = (
            i64::from(self.raster.width()),
            i64::from(self.raster.height()),
        );
        let (x0, y0, x1, y1) = (x0.max(0), y0.max(0), x1.min(w), y1.min(h));
        if x0 >= x1 || y0 >= y1 {
            return;
        }
        let t = i64::from(TILE);
        for ty in y0 / t..=(y1 - 1) / t {
            for tx in x0 / t..=(x1 - 1) / t {
                self.dirty[(ty * i64::from(self.across) + tx) as usize] = true;
            }
        }
    }

    /// The stamp of the move of bit `k` ([`view::rail_move_bits`]) from the square in row and
    /// column `at`, and the pixel it goes at.
    fn move_stamp(
        &mut self,
        geo: &Geometry,
        at: (usize, usize),
        k: u32,
    ) -> Option<((i64, i64), u32)> {
        let (a, z) = geo.move_centres(at, k)?;
        Some(self.stamp_between(geo, a, z, k))
    }

    /// The stamp of a move of bit `k` between the centres `a` and `z`, and the pixel it goes
    /// at.
    fn stamp_between(
        &mut self,
        geo: &Geometry,
        a: (i64, i64),
        z: (i64, i64),
        k: u32,
    ) -> ((i64, i64), u32) {
        let (origin, shape) = shape_of(a, (z.0 - a.0, z.1 - a.1));
        let kind = (k / 4) as usize;
        let style = [
            view::rail_primary(geo.palette),
            view::rail_cross(geo.palette),
        ][kind];
        let (width, dash) = (geo.line * style.width, style.dashed.then_some(geo.dash));
        let w = self.raster.width();
        let stamp = self.lines[kind].get(&mut self.stamps, shape, || {
            shape_stamp(shape, width, style.alpha, dash).for_width(w)
        });
        (origin, stamp)
    }

    /// The pixels the move of bit `k` from the square at `at` can reach.
    fn move_rect(
        &mut self,
        geo: &Geometry,
        at: (usize, usize),
        k: u32,
    ) -> Option<(i64, i64, i64, i64)> {
        let ((x, y), stamp) = self.move_stamp(geo, at, k)?;
        let (x0, y0, x1, y1) = self.stamps[stamp as usize].bounds();
        Some((x + x0, y + y0, x + x1, y + y1))
    }

    /// Gather the move of bit `k` from the square at `at` in the coverage, inside `clip`.
    fn stamp_move(
        &mut self,
        geo: &Geometry,
        at: (usize, usize),
        k: u32,
        clip: (u32, u32, u32, u32),
    ) {
        // Most moves looked at for a tile pass it by: those are passed over before their
        // stamp is looked up.
        let Some((a, z)) = geo
            .move_centres(at, k)
            .filter(|&(a, z)| geo.may_reach(a, z, clip))
        else {
            return;
        };
        let ((x, y), stamp) = self.stamp_between(geo, a, z, k);
        self.cov.stamp_in(x, y, &self.stamps[stamp as usize], clip);
    }

    /// Draw the last switch's lines ([`view::switch_lines`]) over the layer.
    fn draw_switch(&mut self, geo: &Geometry, rail: Rail) {
        let d = view::switch_dash(geo.cell) * geo.win.dpr;
        let dash = Dash { on: d, off: d };
        for (style, moves) in view::switch_lines(geo.board, rail, geo.palette) {
            for (i, j) in moves {
                self.raster.dashed_line(
                    geo.win.painted_centre(geo.board, i),
                    geo.win.painted_centre(geo.board, j),
                    geo.line * style.width,
                    style.rgb,
                    style.alpha,
                    style.dashed.then_some(dash),
                );
            }
        }
    }
}

/// The pixels the last switch of `rail` can reach (device px).
fn switch_rect(geo: &Geometry, rail: Rail) -> (i64, i64, i64, i64) {
    let Some(squares) = rail.squares(geo.board) else {
        return (0, 0, 0, 0);
    };
    let p = geo.palette;
    let widest = [
        view::switch_outline(p),
        view::SWITCH_IN,
        view::switch_out(p),
    ]
    .iter()
    .map(|s: &RailStyle| s.width)
    .fold(0.0, f64::max);
    let pad = geo.line * widest / 2.0 + 2.0;
    let (mut x0, mut y0, mut x1, mut y1) = (f64::MAX, f64::MAX, f64::MIN, f64::MIN);
    for i in squares {
        let (x, y) = geo.win.painted_centre(geo.board, i);
        (x0, y0, x1, y1) = (x0.min(x), y0.min(y), x1.max(x), y1.max(y));
    }
    (
        (x0 - pad).floor() as i64,
        (y0 - pad).floor() as i64,
        (x1 + pad).ceil() as i64,
        (y1 + pad).ceil() as i64,
    )
}

/// Where things go on the layer: square centres on the picture's grid, and the widths and dash
/// of the lines, in device px.
struct Geometry {
    board: Board,
    palette: &'static Palette,
    cell: f64,
    /// The part of the board the layer shows, and its origin (device px).
    win: Window,
    origin: (i64, i64),
    /// A square's side.
    square: f64,
    /// [`view::line_width`].
    line: f64,
    /// Half the widest rail line.
    half: f64,
    dash: Dash,
    centres: Centres,
}

impl Geometry {
    fn new(board: Board, win: &Window, palette: &'static Palette) -> Geometry {
        let (cell, dpr) = (win.cell, win.dpr);
        let line = view::line_width(cell) * dpr;
        let (on, off) = view::rail_dash(cell);
        let (primary, cross) = (view::rail_primary(palette), view::rail_cross(palette));
        Geometry {
            board,
            palette,
            cell,
            win: *win,
            origin: win.origin,
            square: cell * dpr,
            line,
            half: line * primary.width.max(cross.width) / 2.0 + 1.0,
            dash: Dash {
                on: on * dpr,
                off: off * dpr,
            },
            centres: Centres::in_window(board, win),
        }
    }

    /// The centres of the two ends of the move of bit `k` ([`view::rail_move_end`]) from the
    /// square in row and column `at`, if it stays on the board.
    fn move_centres(&self, at: (usize, usize), k: u32) -> Option<((i64, i64), (i64, i64))> {
        let (r, c) = self.centres.step(at, Move::new(2 + (k & 3) as u8)?)?;
        Some((self.centres.at(at.0, at.1), self.centres.at(r, c)))
    }

    /// Whether a move between the centres `a` and `z` can reach the pixels `clip`: its line
    /// lies within [`Geometry::half`] px of the box of its two centres.
    fn may_reach(&self, a: (i64, i64), z: (i64, i64), clip: (u32, u32, u32, u32)) -> bool {
        let (g, pad) = (GRID as i64, self.half.ceil() as i64 + 2);
        let (x0, x1) = (
            a.0.min(z.0).div_euclid(g) - pad,
            a.0.max(z.0).div_euclid(g) + pad,
        );
        let (y0, y1) = (
            a.1.min(z.1).div_euclid(g) - pad,
            a.1.max(z.1).div_euclid(g) + pad,
        );
        x1 >= i64::from(clip.0)
            && x0 < i64::from(clip.2)
            && y1 >= i64::from(clip.1)
            && y0 < i64::from(clip.3)
    }
}

//! A walk's board drawn frame by frame, doing per frame only the work that changed:
//!
//! - the board layer, a picture in memory: with numbers (squares of at least
//!   [`super::view::LABEL_MIN`] px where the numbers are readable), each square whose colour or
//!   label changed is repainted, its background filled and its label's glyphs blended from
//!   masks the browser drew once ([`crate::page::glyphs`]); only the changed rectangles are put
//!   on the screen. Without numbers the picture holds one pixel a square, scaled up by the page,
//!   or, where the squares outnumber the screen's pixels, one pixel of the screen's each showing
//!   the square at its centre (`Sample`): an 8000×8000 board costs a picture of the screen's
//!   size, not 64 million pixels. The move numbers drawn are read from the path (a number a
//!   pixel, or a window round the view), never kept a square; a view onto part of the board
//!   reads them from the blocks of the path whose rows and columns meet it
//!   (the lab's `blocks`). (The numbers drawn as text shapes, a
//!   rectangle and a text a square, is the reference the page test compares the glyphs with:
//!   under the `bench` feature only, when no glyphs are given.)
//! - the path layer: the knight's path as a line that only grows; drawn again only when a step
//!   was taken back.
//!
//! What changed is found by comparing the path with the last steps drawn ([`Repaint::plan`];
//! the picture keeps `TAIL` of them, not a second path): every square entered or left since, and
//! its knight neighbours (their degrees moved), is
//! looked at, and repainted when its colour or label differs from the one drawn (kept per
//! square).

use super::blocks::Blocks;
use super::view::{pixel_colour, square_colour, Label, Layout, Repaint, PATH_MIN};
use crate::board::{Board, Square};
use crate::page::glyphs::{GlyphSet, Glyphs};
use crate::page::scene::{device_px, Colour, Content, Font, Layer, Shape, Stroke};
use crate::page::theme::Palette;
use crate::raster::Raster;
use crate::region::Region;
use crate::walk::{Outcome, Walk};

/// The characters of the squares' labels.
const CHARS: [char; 11] = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '-'];

/// The path's colour in palette `p`: its path, three quarters over a light square, opaque (a
/// path that grows a piece a frame would otherwise darken where its pieces meet).
fn path_colour(p: &Palette) -> Colour {
    let [r, g, b] = p.path.rgb3();
    let [lr, lg, lb] = p.light.rgb3();
    let mix = |p: u8, l: u8| (0.75 * f64::from(p) + 0.25 * f64::from(l)).round() as u8;
    Colour::rgb(mix(r, lr), mix(g, lg), mix(b, lb))
}

/// The labels' glyphs: one set per label size, by the label's length.
struct LabelGlyphs {
    sets: Vec<GlyphSet>,
    /// By text length: its set.
    lookup: Vec<usize>,
}

/// What the board layer's numbers are drawn with.
enum Ink {
    /// Not asked yet (at the first numbered frame of a layout).
    Unknown,
    Glyphs(LabelGlyphs),
    /// No glyphs: the numbers as text shapes (the reference, `bench` only) or not at all.
    Without,
}

/// One board view's picture and what it remembers of the last frame.
pub struct Picture {
    /// The layout and device pixel ratio the picture is made for.
    made: Option<(Layout, f64)>,
    /// Board indices of the last steps drawn (at most [`TAIL`] to [`TAIL`] × 2 of them), the
    /// first of them step `tail_from` (0-based) of the path: not a second copy of the path.
    tail: Vec<u32>,
    tail_from: usize,
    /// The walk's [`Walk::taken_back`] when the path was last drawn.
    seen_back: u64,
    /// Whether the dead-end marks were drawn.
    drawn_dead: bool,
    /// Repaint everything at the next frame.
    full: bool,
    /// Per square, what was drawn there: its colour and [`Label::key`] (numbered layout only;
    /// `u64::MAX`: not drawn).
    keys: Vec<u64>,
    raster: Raster,
    ink: Ink,
    /// Without numbers: which squares the picture's pixels show.
    sample: Sample,
    /// Without numbers: per pixel of the picture, the move number of the square it shows (0:
    /// unvisited), kept in step with the path drawn.
    nums: Vec<u32>,
    /// Whether `nums` holds the path drawn (else it is read again from the path).
    nums_ok: bool,
    /// The move numbers of the squares round the view, when the view is a window onto the
    /// board or carries numbers.
    window: Option<Window>,
    /// The path drawn cut into blocks with the rows and columns each spans, so a window's
    /// numbers are read from the blocks that meet it: made when a window onto the board is
    /// first filled, then kept up to the path drawn (cut back where it changed).
    blocks: Blocks,
}

/// Steps of the path a picture keeps to tell what changed since its last frame.
const TAIL: usize = 1 << 16;

/// Not a pixel of the picture.
const NONE: u32 = u32::MAX;

/// The squares a picture without numbers shows: one pixel a square while the squares in view
/// are no more than the device pixels, else each pixel the square at its centre (a board of
/// 8000 a side fitted into 1600 device pixels shows every fifth square; the page drew the
/// picture of one pixel a square scaled down pixelated, which shows about the same squares).
#[derive(Default)]
struct Sample {
    /// Rows and columns (0-based) in view, half-open.
    window: (u32, u32, u32, u32),
    /// Per pixel column, its board column; per board column in view, its pixel column or
    /// [`NONE`].
    cols: Vec<u32>,
    col_px: Vec<u32>,
    rows: Vec<u32>,
    row_px: Vec<u32>,
}

impl Sample {
    fn new(window: (u32, u32, u32, u32), device: (u32, u32)) -> Sample {
        let (r0, r1, c0, c1) = window;
        let axis = |a: u32, b: u32, px: u32| {
            let n = (b - a).max(1);
            let w = n.min(px.max(1));
            let at: Vec<u32> = (0..w)
                .map(|x| a + ((u64::from(x) * 2 + 1) * u64::from(n) / (2 * u64::from(w))) as u32)
                .collect();
            let mut back = vec![NONE; n as usize];
            for (x, &c) in at.iter().enumerate() {
                back[(c - a) as usize] = x as u32;
            }
            (at, back)
        };
        let (cols, col_px) = axis(c0, c1, device.0);
        let (rows, row_px) = axis(r0, r1, device.1);
        Sample {
            window,
            cols,
            col_px,
            rows,
            row_px,
        }
    }

    fn size(&self) -> (u32, u32) {
        (self.cols.len() as u32, self.rows.len() as u32)
    }

    /// The pixel (its index in the picture) showing board square `i` (0-based, row-major on a
    /// board of `cols` columns), if one does.
    #[inline]
    fn pixel(&self, i: u32, cols: u32) -> Option<usize> {
        self.pixel_at(i / cols, i % cols)
    }

    /// The pixel showing the square of row `row` and column `col` (0-based), if one does.
    #[inline]
    fn pixel_at(&self, row: u32, col: u32) -> Option<usize> {
        let (r0, r1, c0, c1) = self.window;
        if row < r0 || row >= r1 || col < c0 || col >= c1 {
            return None;
        }
        let (x, y) = (
            self.col_px[(col - c0) as usize],
            self.row_px[(row - r0) as usize],
        );
        (x != NONE && y != NONE).then(|| y as usize * self.cols.len() + x as usize)
    }
}

/// The smallest square (CSS px) a zoomed view keeps its window's numbers for: the window is
/// then at most nine screens' worth of squares at 2.25 squares a px² (a few MB).
const WINDOW_MIN_CELL: f64 = 1.5;

/// The move numbers of the squares of rows `r0..=r1` and columns `c0..=c1` (1-based): those
/// in view and as many again round them, so a pan within them reads none of the path again.
struct Window {
    r0: u32,
    r1: u32,
    c0: u32,
    c1: u32,
    nums: Vec<u32>,
}

impl Window {
    /// The window round `visible` (0-based rows and columns in view, half-open) on `board`,
    /// from the path's first `len` squares, read from the blocks of them that meet it.
    fn round(
        walk: &Walk,
        visible: (u32, u32, u32, u32),
        len: usize,
        blocks: &mut Blocks,
    ) -> Window {
        let board = walk.board();
        let (r0, r1, c0, c1) = visible;
        let (mr, mc) = ((r1 - r0).max(1), (c1 - c0).max(1));
        let (r0, r1) = (
            (r0 + 1).saturating_sub(mr).max(1),
            (r1 + mr).min(board.rows()),
        );
        let (c0, c1) = (
            (c0 + 1).saturating_sub(mc).max(1),
            (c1 + mc).min(board.cols()),
        );
        let width = (c1 - c0 + 1) as usize;
        let mut nums = vec![0u32; (r1 - r0 + 1) as usize * width];
        blocks.extend(walk, len);
        blocks.each_in(walk, (r0 - 1, r1, c0 - 1, c1), |k, row, col| {
            nums[(row + 1 - r0) as usize * width + (col + 1 - c0) as usize] = k as u32 + 1;
        });
        Window {
            r0,
            r1,
            c0,
            c1,
            nums,
        }
    }

    /// Whether it holds the squares in view and one round them.
    fn covers(&self, visible: (u32, u32, u32, u32), board: Board) -> bool {
        let (r0, r1, c0, c1) = visible;
        let (ra, rb) = (r0.max(1), (r1 + 1).min(board.rows()));
        let (ca, cb) = (c0.max(1), (c1 + 1).min(board.cols()));
        self.r0 <= ra && rb <= self.r1 && self.c0 <= ca && cb <= self.c1
    }

    /// The slot of board square `i` (0-based, row-major on `cols` columns), if held.
    fn slot(&self, i: u32, cols: u32) -> Option<usize> {
        let (row, col) = (i / cols + 1, i % cols + 1);
        ((self.r0..=self.r1).contains(&row) && (self.c0..=self.c1).contains(&col)).then(|| {
            (row - self.r0) as usize * (self.c1 - self.c0 + 1) as usize + (col - self.c0) as usize
        })
    }

    /// The move number of `s` (None: unvisited or not held).
    fn order(&self, s: Square) -> Option<usize> {
        if !(self.r0..=self.r1).contains(&s.row) || !(self.c0..=self.c1).contains(&s.col) {
            return None;
        }
        let i = (s.row - self.r0) as usize * (self.c1 - self.c0 + 1) as usize
            + (s.col - self.c0) as usize;
        match self.nums[i] {
            0 => None,
            n => Some(n as usize),
        }
    }
}

impl Default for Picture {
    fn default() -> Picture {
        Picture::new()
    }
}

impl Picture {
    pub fn new() -> Picture {
        Picture {
            made: None,
            tail: Vec::new(),
            tail_from: 0,
            seen_back: 0,
            drawn_dead: false,
            full: true,
            keys: Vec::new(),
            raster: Raster::new(1, 1),
            ink: Ink::Unknown,
            sample: Sample::default(),
            nums: Vec::new(),
            nums_ok: false,
            window: None,
            blocks: Blocks::default(),
        }
    }

    /// Forget what was drawn and the glyphs: the next frame asks for glyphs again and
    /// repaints everything.
    pub fn forget(&mut self) {
        self.made = None;
        self.tail.clear();
        self.tail_from = 0;
        self.nums_ok = false;
        self.window = None;
        self.blocks = Blocks::default();
    }

    /// The steps drawn are now the path's first `len`, of which the first `common` were drawn
    /// before: the last [`TAIL`] of them kept.
    fn keep(&mut self, common: usize, len: usize, index: impl Fn(usize) -> u32) {
        if common < self.tail_from {
            self.tail.clear();
            self.tail_from = common;
        }
        self.tail.truncate(common - self.tail_from);
        let start = common.max(len.saturating_sub(TAIL));
        if start > common {
            self.tail.clear();
            self.tail_from = start;
        }
        self.tail.extend((start..len).map(index));
        if self.tail.len() > 2 * TAIL {
            let cut = self.tail.len() - TAIL;
            self.tail.drain(..cut);
            self.tail_from += cut;
        }
    }

    /// The board and path layers of `walk` in `layout` at `dpr` (the layers bottom first), or
    /// None when neither changed since the last call.
    pub fn layers(
        &mut self,
        walk: &Walk,
        layout: Layout,
        dpr: f64,
        glyphs: &mut dyn Glyphs,
    ) -> Option<[Layer<'_>; 2]> {
        let board = walk.board();
        if self.made != Some((layout, dpr)) {
            // The path drawn is kept for a new layout of the same walk (a zoom or pan): the
            // squares are painted anew, the path is not compared again from its start.
            let same = self.made.is_some_and(|(l, _)| {
                (l.fit.rows, l.fit.cols) == (layout.fit.rows, layout.fit.cols)
            });
            if !same {
                self.tail.clear();
                self.tail_from = 0;
            }
            // The labels' glyphs are kept when only the window moved (a pan): asking the
            // browser for them again is most of a panned frame's work.
            let same_glyphs = self.made.is_some_and(|(l, d)| {
                (l.fit.cell, l.label_chars, d) == (layout.fit.cell, layout.label_chars, dpr)
            });
            self.nums_ok = false;
            self.made = Some((layout, dpr));
            self.full = true;
            if !same_glyphs {
                self.ink = Ink::Unknown;
            }
            let (w, h) = if layout.labels {
                self.nums = Vec::new();
                (
                    device_px(layout.fit.width, dpr),
                    device_px(layout.fit.height, dpr),
                )
            } else {
                // One pixel a square in view (a zoomed window is whole squares), or a pixel
                // of the screen's each when they are fewer.
                self.sample = Sample::new(
                    layout.fit.visible(),
                    (
                        device_px(layout.fit.width, dpr),
                        device_px(layout.fit.height, dpr),
                    ),
                );
                self.nums = vec![
                    0;
                    {
                        let (w, h) = self.sample.size();
                        w as usize * h as usize
                    }
                ];
                self.sample.size()
            };
            if (self.raster.width(), self.raster.height()) != (w, h) {
                self.raster = Raster::new(w, h);
            }
            // What was drawn, kept for the squares in view only.
            self.keys = if layout.labels {
                let (r0, r1, c0, c1) = layout.fit.visible();
                vec![u64::MAX; ((r1 - r0) * (c1 - c0)) as usize]
            } else {
                Vec::new()
            };
        }
        let dead = matches!(walk.ending(), Outcome::DeadEnd { .. });
        let len = walk.len();
        let index = |k: usize| walk.path_index(k);
        // The steps drawn that the path still has for sure: all but as many as were taken back
        // since (a walk with fewer taken back is another walk: all anew).
        let kept = walk
            .taken_back()
            .checked_sub(self.seen_back)
            .and_then(|n| usize::try_from(n).ok())
            .map_or(0, |n| (self.tail_from + self.tail.len()).saturating_sub(n));
        let mut plan = Repaint::plan(
            board,
            (self.tail_from, &self.tail),
            len,
            {
                let (r0, r1, c0, c1) = layout.fit.visible();
                let (w, h) = self.sample.size();
                let squares = ((r1 - r0) * (c1 - c0)) as usize;
                match layout.labels {
                    true => squares,
                    false => squares.min(w as usize * h as usize),
                }
            },
            index,
            kept,
            dead != self.drawn_dead,
        );
        if self.full {
            plan.full = true;
            plan.squares.clear();
        }
        // The blocks hold at most the steps drawn: those the path no longer has are cut.
        self.blocks.cut(plan.common);
        let full = plan.full;
        let drawn_len = self.tail_from + self.tail.len();
        let taken_back = drawn_len > plan.common;
        let same = !full && !taken_back && plan.common == len;
        if same {
            return None;
        }
        // The move numbers of the squares shown, and of those round a window, brought up to
        // the path now.
        let removed_from = plan
            .common
            .saturating_sub(self.tail_from)
            .min(self.tail.len());
        let visible = layout.fit.visible();
        // A zoomed view of squares of WINDOW_MIN_CELL px or more keeps its window's numbers
        // (at most nine screens of squares), so a pan reads the path only when it leaves them.
        let windowed = !layout.fit.whole() && layout.cell() >= WINDOW_MIN_CELL.min(PATH_MIN);
        if layout.labels || windowed {
            let cols = board.cols();
            match self.window.as_mut() {
                Some(w) if plan.common > 0 && w.covers(visible, board) => {
                    for &i in &self.tail[removed_from..] {
                        if let Some(j) = w.slot(i, cols) {
                            w.nums[j] = 0;
                        }
                    }
                    for k in plan.common..len {
                        if let Some(j) = w.slot(index(k), cols) {
                            w.nums[j] = k as u32 + 1;
                        }
                    }
                }
                _ => self.window = Some(Window::round(walk, visible, len, &mut self.blocks)),
            }
        } else {
            self.window = None;
        }
        if !layout.labels {
            let cols = board.cols();
            let held = self.window.as_ref().filter(|w| w.covers(visible, board));
            if let (false, Some(w)) = (self.nums_ok && plan.common > 0, held) {
                // A pan or zoom within the window's numbers: each pixel's square read there,
                // not the whole path again (a pass over 35 million steps at 8000 a side).
                let width = self.sample.cols.len();
                for (y, &row) in self.sample.rows.iter().enumerate() {
                    for (x, &col) in self.sample.cols.iter().enumerate() {
                        let n = w.order(Square::new(row + 1, col + 1)).unwrap_or(0);
                        self.nums[y * width + x] = n as u32;
                    }
                }
                self.nums_ok = true;
            } else if !self.nums_ok || plan.common == 0 {
                self.nums.fill(0);
                if layout.fit.whole() {
                    // Every square in view: one pass over the path.
                    for k in 0..len {
                        if let Some(j) = self.sample.pixel(index(k), cols) {
                            self.nums[j] = k as u32 + 1;
                        }
                    }
                } else {
                    // A window onto the board (a pan of squares too small to keep a window's
                    // numbers for): the steps of the blocks that meet it, not the whole path.
                    self.blocks.extend(walk, len);
                    let (sample, nums) = (&self.sample, &mut self.nums);
                    self.blocks.each_in(walk, sample.window, |k, row, col| {
                        if let Some(j) = sample.pixel_at(row, col) {
                            nums[j] = k as u32 + 1;
                        }
                    });
                }
                self.nums_ok = true;
            } else {
                for &i in &self.tail[removed_from..] {
                    if let Some(j) = self.sample.pixel(i, cols) {
                        self.nums[j] = 0;
                    }
                }
                for k in plan.common..len {
                    if let Some(j) = self.sample.pixel(index(k), cols) {
                        self.nums[j] = k as u32 + 1;
                    }
                }
            }
        }
        let painted = if layout.labels {
            self.labelled(walk, &layout, dpr, glyphs, &plan, dead)
        } else {
            self.pixels(walk, &layout, &plan);
            None
        };
        // The path: the new segments over what the layer holds, or all again after a step
        // taken back (or a fresh frame).
        let path = if layout.cell() < PATH_MIN {
            Content::Hidden
        } else if !layout.fit.whole() {
            // A window onto a zoomed board: the moves with an end in view (or near it), as
            // segments; the layer is drawn whole at every change of the window.
            let redo = full || taken_back;
            let from = if redo {
                0
            } else {
                plan.common.saturating_sub(1)
            };
            let (r0, r1, c0, c1) = layout.fit.visible();
            // Squares in view and a square round them (1-based rows and columns).
            let (ra, rb) = (r0.max(1), (r1 + 1).min(board.rows()));
            let (ca, cb) = (c0.max(1), (c1 + 1).min(board.cols()));
            let near = |s: Square| (ra..=rb).contains(&s.row) && (ca..=cb).contains(&s.col);
            let mut segments = Vec::new();
            let region = walk.region();
            let mut add = |p: Square, s: Square| {
                // A move across a wrapped edge: its two halves (see `path_runs`).
                for run in path_runs(region, [p, s].into_iter(), &layout) {
                    for w in run.windows(2) {
                        segments.push([w[0].0, w[0].1, w[1].0, w[1].1]);
                    }
                }
            };
            if redo {
                // Each move with an end near the view, found from the squares there (not the
                // whole path: a window of a walked 2000x2000 board is a few hundred squares):
                // the move out of each, and the move into it from a square outside.
                for row in ra..=rb {
                    for col in ca..=cb {
                        let s = Square::new(row, col);
                        let order = self.window.as_ref().and_then(|w| w.order(s));
                        let Some(n) = order.filter(|&n| n <= len) else {
                            continue;
                        };
                        if n < len {
                            add(s, walk.path_square(n));
                        }
                        if n >= 2 && !near(walk.path_square(n - 2)) {
                            add(walk.path_square(n - 2), s);
                        }
                    }
                }
            } else {
                for k in from + 1..len {
                    let (p, s) = (walk.path_square(k - 1), walk.path_square(k));
                    if near(p) || near(s) {
                        add(p, s);
                    }
                }
            }
            let width = (layout.cell() / 12.0).clamp(0.35, 2.5);
            let shapes = if segments.is_empty() {
                Vec::new()
            } else {
                vec![Shape::Segments {
                    segments,
                    stroke: Stroke::solid(path_colour(layout.palette), width).rounded(),
                }]
            };
            Content::Shapes {
                clear: redo,
                shapes,
            }
        } else {
            let redo = full || taken_back;
            let from = if redo {
                0
            } else {
                plan.common.saturating_sub(1)
            };
            let width = (layout.cell() / 12.0).clamp(0.35, 2.5);
            let stroke = Stroke::solid(path_colour(layout.palette), width).rounded();
            let squares = (from..len).map(|k| walk.path_square(k));
            let shapes = path_runs(walk.region(), squares, &layout)
                .into_iter()
                .filter(|points| points.len() >= 2)
                .map(|points| Shape::Line {
                    points,
                    closed: false,
                    stroke,
                })
                .collect();
            Content::Shapes {
                clear: redo,
                shapes,
            }
        };
        self.keep(plan.common, len, index);
        self.seen_back = walk.taken_back();
        self.drawn_dead = dead;
        self.full = false;
        let [board_bitmap, bitmap] = self.bitmaps();
        let board_content = match painted {
            // Numbers: their rectangles as taken (a frame's labels change in rows far apart:
            // joined, the page's draw was 1.6-1.9x slower, crate::raster::PUT_CALL_PX). One
            // pixel a square: the rows changed in one rectangle (a frame of "run to end" on
            // 2000x2000 touches every band of rows, and each put of a rectangle of a picture
            // that large costs the browser most of the picture).
            None => Content::Pixels {
                raster: &mut self.raster,
                join_px: if layout.labels { 0 } else { u64::MAX },
            },
            Some(shapes) => Content::Shapes {
                clear: full,
                shapes,
            },
        };
        Some([
            Layer {
                bitmap: board_bitmap,
                content: board_content,
            },
            Layer {
                bitmap,
                content: path,
            },
        ])
    }

    /// The bitmaps of the board and path layers as last made (device px): layers kept as
    /// they are keep their size.
    pub fn bitmaps(&self) -> [(u32, u32); 2] {
        let full = self.made.map_or((1, 1), |(l, dpr)| {
            (device_px(l.fit.width, dpr), device_px(l.fit.height, dpr))
        });
        let board = match self.ink {
            Ink::Without if cfg!(feature = "bench") => full,
            _ => (self.raster.width(), self.raster.height()),
        };
        [board, full]
    }

    /// One pixel a square (or a pixel of the screen's each, [`Sample`]): a visited square by
    /// its move number on the ramp.
    fn pixels(&mut self, walk: &Walk, layout: &Layout, plan: &Repaint) {
        let p = layout.palette;
        let (w, _) = self.sample.size();
        let order = |n: u32| (n > 0).then_some(n as usize);
        if plan.full {
            let px = self.raster.pixels_mut();
            for (y, &row) in self.sample.rows.iter().enumerate() {
                for (x, &col) in self.sample.cols.iter().enumerate() {
                    let s = Square::new(row + 1, col + 1);
                    let i = y * w as usize + x;
                    let [r, g, b] = pixel_colour(p, walk, s, order(self.nums[i])).rgb3();
                    px[i * 4..i * 4 + 4].copy_from_slice(&[r, g, b, 255]);
                }
            }
        } else {
            let cols = walk.board().cols();
            for &s in &plan.squares {
                let i = (s.row - 1) * cols + s.col - 1;
                if let Some(j) = self.sample.pixel(i, cols) {
                    let rgb = pixel_colour(p, walk, s, order(self.nums[j])).rgb3();
                    self.raster.set_pixel(j as u32 % w, j as u32 / w, rgb);
                }
            }
        }
    }

    /// The numbered board: the squares of `plan` whose colour or label is not the one drawn,
    /// painted in the picture (None), or as shapes (the reference).
    fn labelled(
        &mut self,
        walk: &Walk,
        layout: &Layout,
        dpr: f64,
        glyphs: &mut dyn Glyphs,
        plan: &Repaint,
        dead: bool,
    ) -> Option<Vec<Shape>> {
        let board = walk.board();
        if plan.full {
            self.keys.fill(u64::MAX);
        }
        let mut changed: Vec<(Square, Colour, Option<Label>)> = Vec::new();
        let window = self.window.as_ref();
        // Only the squares in view are looked at (a zoomed window of a big board is cheap).
        let (r0, r1, c0, c1) = layout.fit.visible();
        let w = c1 - c0;
        let mut look = |s: Square| {
            let (row, col) = (s.row - 1, s.col - 1);
            if !((r0..r1).contains(&row) && (c0..c1).contains(&col)) {
                return;
            }
            let i = ((row - r0) * w + (col - c0)) as usize;
            // A square removed from the shape is a hole: the paper shows through.
            let colour = match walk.region().contains(s) {
                true => square_colour(layout.palette, s, walk.is_visited(s), walk.mark(s)),
                false => layout.palette.paper,
            };
            // Each label once it fits the squares (a degree before a long move number).
            let order = window.and_then(|w| w.order(s));
            let label =
                Label::of(order, walk.degree(s), dead).filter(|l| l.chars() <= layout.label_chars);
            let [r, g, b] = colour.rgb3();
            // Move numbers stay far below 2^38: the colour's 24 bits sit above them.
            let rgb = u64::from(r) | u64::from(g) << 8 | u64::from(b) << 16;
            let key = Label::key(label) ^ (rgb << 38);
            if self.keys[i] != key {
                self.keys[i] = key;
                changed.push((s, colour, label));
            }
        };
        if plan.full {
            for row in r0..r1 {
                for col in c0..c1 {
                    look(Square::new(row + 1, col + 1));
                }
            }
        } else {
            plan.squares.iter().copied().for_each(look);
        }
        if matches!(self.ink, Ink::Unknown) {
            self.ink = ask_glyphs(layout, dpr, board, glyphs);
        }
        #[cfg(feature = "bench")]
        if matches!(self.ink, Ink::Without) {
            return Some(reference(layout, &changed));
        }
        let c = layout.cell();
        let px = |v: f64| (v * dpr).round() as i64;
        let mut text = [0u8; 20];
        for &(s, colour, label) in &changed {
            let (x, y, _, _) = layout.rect(s, 0.0);
            self.raster
                .fill_rect(px(x), px(y), px(x + c), px(y + c), colour.rgb3());
            if let (Some(l), Ink::Glyphs(g)) = (label, &self.ink) {
                let t = l.text(&mut text);
                if let Some(set) = g.lookup.get(t.len()).map(|&k| &g.sets[k]) {
                    set.draw(
                        &mut self.raster,
                        t,
                        (x + c / 2.0, y + c / 2.0 + 0.5),
                        l.colour(layout.palette).rgb3(),
                    );
                }
            }
        }
        None
    }
}

/// The glyphs of every label size of `layout` (labels up to the board's longest move number).
fn ask_glyphs(layout: &Layout, dpr: f64, board: Board, glyphs: &mut dyn Glyphs) -> Ink {
    let longest = board.squares().to_string().len().max(2);
    let mut sizes: Vec<f64> = Vec::new();
    let mut lookup = vec![0; longest + 1];
    for (chars, slot) in lookup.iter_mut().enumerate() {
        let size = layout.label_size(chars);
        if sizes.last() != Some(&size) {
            sizes.push(size);
        }
        *slot = sizes.len() - 1;
    }
    let sets: Option<Vec<GlyphSet>> = sizes
        .iter()
        .map(|&size| glyphs.set(&CHARS, Font::sans(size), dpr))
        .collect();
    match sets {
        Some(sets) => Ink::Glyphs(LabelGlyphs { sets, lookup }),
        None => Ink::Without,
    }
}

/// The reference drawing of changed squares: a rectangle and a text each.
#[cfg(feature = "bench")]
fn reference(layout: &Layout, changed: &[(Square, Colour, Option<Label>)]) -> Vec<Shape> {
    use crate::page::scene::{Align, Baseline};
    let mut out: Vec<Shape> = changed
        .iter()
        .map(|&(s, colour, _)| Shape::fill(layout.rect(s, 0.0), colour))
        .collect();
    let mut buf = [0u8; 20];
    for &(s, _, label) in changed {
        let Some(l) = label else { continue };
        let t = l.text(&mut buf);
        let (cx, cy) = layout.centre(s);
        out.push(Shape::text(
            (cx, cy + 0.5),
            String::from_utf8_lossy(t),
            Font::sans(layout.label_size(t.len())),
            (Align::Centre, Baseline::Middle),
            l.colour(layout.palette),
        ));
    }
    out
}

/// The path through `squares` as the lines to draw: one polyline while each move stays on the
/// board's plane; a move across a wrapped edge (a cylinder's or a torus's) is drawn as two
/// halves, from its square to the edge it leaves by and from the edge it comes in by to its
/// square, so that no line runs across the board.
pub fn path_runs(
    region: &Region,
    squares: impl Iterator<Item = Square>,
    layout: &Layout,
) -> Vec<Vec<(f64, f64)>> {
    let board = region.board();
    let half = layout.cell() / 2.0;
    let (x0, y0) = layout.centre(Square::new(1, 1));
    let (x1, y1) = layout.centre(Square::new(board.rows(), board.cols()));
    let edges = (x0 - half, y0 - half, x1 + half, y1 + half);
    let cell = layout.cell();
    let mut runs: Vec<Vec<(f64, f64)>> = vec![Vec::new()];
    let mut prev: Option<Square> = None;
    for s in squares {
        let here = layout.centre(s);
        let wrapped = prev.and_then(|a| {
            let (dr, dc) = region.vector(a, s)?;
            let plane = (s.row as i64 - a.row as i64, s.col as i64 - a.col as i64);
            (plane != (dr as i64, dc as i64)).then_some((a, dr, dc))
        });
        if let Some((a, dr, dc)) = wrapped {
            let from = layout.centre(a);
            let (dx, dy) = (dc as f64 * cell, dr as f64 * cell);
            let out = clip(from, (from.0 + dx, from.1 + dy), edges);
            let back = clip(here, (here.0 - dx, here.1 - dy), edges);
            runs.last_mut().expect("a run").push(out);
            runs.push(vec![back]);
        }
        runs.last_mut().expect("a run").push(here);
        prev = Some(s);
    }
    runs
}

/// The point where the segment from `inside` (within `edges`, left, top, right, bottom) towards
/// `outside` leaves the rectangle (`outside` itself when it does not).
fn clip(inside: (f64, f64), outside: (f64, f64), edges: (f64, f64, f64, f64)) -> (f64, f64) {
    let (dx, dy) = (outside.0 - inside.0, outside.1 - inside.1);
    let mut t: f64 = 1.0;
    let mut limit = |d: f64, from: f64, lo: f64, hi: f64| {
        if d > 0.0 {
            t = t.min((hi - from) / d);
        } else if d < 0.0 {
            t = t.min((lo - from) / d);
        }
    };
    limit(dx, inside.0, edges.0, edges.2);
    limit(dy, inside.1, edges.1, edges.3);
    let t = t.max(0.0);
    (inside.0 + t * dx, inside.1 + t * dy)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::page::glyphs::NoGlyphs;
    use crate::page::scene::Viewport;
    use crate::page::theme::{self, Scheme, DAY, NIGHT};
    use crate::raster::Mask;
    use crate::rules::RuleSpec;

    /// Glyphs of solid ink, one device pixel a CSS pixel of advance.
    struct Solid;
    impl Glyphs for Solid {
        fn set(&mut self, chars: &[char], font: Font, dpr: f64) -> Option<GlyphSet> {
            let advance = vec![font.size * 0.5; chars.len()];
            let (pad, height, _, _) = GlyphSet::plan(font, dpr, &advance);
            let masks = advance
                .iter()
                .map(|a| {
                    let w = ((a * dpr).ceil() + 2.0 * pad) as u32;
                    Mask {
                        width: w,
                        height: height as u32,
                        alpha: vec![255; (w * height as u32) as usize],
                    }
                })
                .collect();
            Some(GlyphSet {
                chars: chars.to_vec(),
                masks,
                advance,
                pad,
                height,
                dpr,
            })
        }
    }

    fn walk(n: u64) -> Walk {
        let b = Board::new(n, n).unwrap();
        Walk::new(
            b,
            Square::new(1, 1),
            RuleSpec::parse("ordering:12345678").unwrap(),
            1,
        )
        .unwrap()
    }

    #[test]
    fn a_frame_repaints_only_what_changed() {
        let mut w = walk(8);
        let layout = Layout::fit(w.board(), Viewport::new(400.0, 400.0, 1.0));
        assert!(layout.labels);
        let mut p = Picture::new();
        let [board, path] = p
            .layers(&w, layout, 1.0, &mut Solid)
            .expect("a first frame");
        assert_eq!(board.bitmap, (400, 400));
        match board.content {
            // Put on the screen by the page.
            Content::Pixels { raster, .. } => assert!(!raster.take_dirty().is_empty()),
            _ => panic!("a picture"),
        }
        assert!(matches!(path.content, Content::Shapes { clear: true, .. }));
        assert!(
            p.layers(&w, layout, 1.0, &mut Solid).is_none(),
            "nothing new"
        );
        w.step();
        let [board, path] = p.layers(&w, layout, 1.0, &mut Solid).unwrap();
        match board.content {
            Content::Pixels { raster, .. } => {
                // The two squares' neighbours, not the whole board.
                let rows: u32 = raster.take_dirty().iter().map(|r| r.3).sum();
                assert!(rows < 400, "{rows}");
            }
            _ => panic!("a picture"),
        }
        match path.content {
            Content::Shapes { clear, shapes } => {
                assert!(!clear);
                assert!(matches!(&shapes[..], [Shape::Line { points, .. }] if points.len() == 2));
            }
            _ => panic!("shapes"),
        }
        // A step taken back draws the path again.
        w.undo();
        let [_, path] = p.layers(&w, layout, 1.0, &mut Solid).unwrap();
        assert!(matches!(path.content, Content::Shapes { clear: true, .. }));
    }

    #[test]
    fn a_move_across_a_wrapped_edge_is_drawn_as_two_halves_to_the_edges() {
        use crate::region::Wrap;
        for wrap in [Wrap::Cylinder, Wrap::Torus] {
            let region = Region::new(Board::new(6, 6).unwrap()).with_wrap(wrap);
            let mut w = Walk::on(&region, Square::new(3, 3), RuleSpec::Random, 4).unwrap();
            w.run(usize::MAX);
            let layout = Layout::fit(w.board(), Viewport::new(600.0, 600.0, 1.0));
            let (cell, half) = (layout.cell(), layout.cell() / 2.0);
            let (x0, y0) = layout.centre(Square::new(1, 1));
            let (x1, y1) = layout.centre(Square::new(6, 6));
            let mut picture = Picture::new();
            let [_, path] = picture.layers(&w, layout, 1.0, &mut Solid).unwrap();
            let Content::Shapes { shapes, .. } = path.content else {
                panic!("shapes")
            };
            // Some move wraps on these walks; no segment is longer than a move, none leaves
            // the board, and each run between seams ends and starts on an edge.
            assert!(shapes.len() > 1, "{wrap:?}: {} lines", shapes.len());
            let mut squares = 0;
            for shape in &shapes {
                let Shape::Line { points, .. } = shape else {
                    panic!("lines")
                };
                squares += points.len();
                for p in points {
                    assert!(p.0 >= x0 - half - 1e-9 && p.0 <= x1 + half + 1e-9, "{p:?}");
                    assert!(p.1 >= y0 - half - 1e-9 && p.1 <= y1 + half + 1e-9, "{p:?}");
                }
                for pair in points.windows(2) {
                    let d =
                        ((pair[1].0 - pair[0].0).powi(2) + (pair[1].1 - pair[0].1).powi(2)).sqrt();
                    assert!(d <= 5f64.sqrt() * cell + 1e-9, "{wrap:?}: {d} > a move");
                }
            }
            // Every square once, and two edge points a seam.
            assert_eq!(squares, w.len() + 2 * (shapes.len() - 1));
        }
    }

    #[test]
    fn a_fine_board_is_one_pixel_a_square_coloured_by_move_number() {
        let mut w = walk(300);
        w.run(1000);
        let layout = Layout::fit(w.board(), Viewport::new(600.0, 600.0, 1.0));
        assert!(!layout.labels);
        let mut p = Picture::new();
        let [board, path] = p.layers(&w, layout, 2.0, &mut NoGlyphs).unwrap();
        assert_eq!(board.bitmap, (300, 300));
        assert_eq!(path.bitmap, (1200, 1200));
        match board.content {
            Content::Pixels { raster, .. } => {
                assert_eq!(raster.pixel(0, 0)[..3], theme::ramp(1.0 / 90000.0).rgb3());
            }
            _ => panic!("a picture"),
        }
        // Squares under 3 px: no path line.
        let tiny = Layout::fit(w.board(), Viewport::new(300.0, 300.0, 1.0));
        let [_, path] = p.layers(&w, tiny, 1.0, &mut NoGlyphs).unwrap();
        assert!(matches!(path.content, Content::Hidden));
    }

    /// A board finer than the screen: a pixel of the screen's each, the square at its centre;
    /// frames drawn step by step (and a step back) give the picture a fresh one gives.
    #[test]
    fn a_board_finer_than_the_screen_is_a_pixel_of_the_screen_each() {
        let mut w = walk(1200);
        w.run(20_000);
        let layout = Layout::fit(w.board(), Viewport::new(300.0, 300.0, 1.0));
        assert!(layout.fit.cell < 1.0 && !layout.labels);
        let pixels = |p: &mut Picture, w: &Walk| match p.layers(w, layout, 1.0, &mut NoGlyphs) {
            Some([board, _]) => match board.content {
                Content::Pixels { raster, .. } => {
                    Some((board.bitmap, raster.pixels_mut().to_vec()))
                }
                _ => panic!("a picture"),
            },
            None => None,
        };
        let mut p = Picture::new();
        let (size, px) = pixels(&mut p, &w).unwrap();
        assert_eq!(size, (300, 300));
        // Pixel (x, y) shows the square of row 4y + 3 and column 4x + 3 (1-based).
        for (x, y) in [(0u32, 0u32), (17, 5), (299, 299)] {
            let s = Square::new(4 * y + 3, 4 * x + 3);
            let want = pixel_colour(layout.palette, &w, s, w.order(s)).rgb3();
            let i = (y * 300 + x) as usize * 4;
            assert_eq!(px[i..i + 3], want, "({x}, {y})");
        }
        for n in [1, 700, 150_000] {
            w.run(n);
            pixels(&mut p, &w);
        }
        w.undo();
        let (_, stepped) = pixels(&mut p, &w).unwrap();
        let (_, fresh) = pixels(&mut Picture::new(), &w).unwrap();
        assert!(
            stepped == fresh,
            "a frame at a time draws what a fresh picture draws"
        );
    }

    #[test]
    fn a_zoomed_window_draws_its_squares_and_the_moves_near_them_only() {
        use crate::page::zoom::Zoom;
        let mut w = walk(200);
        w.run(usize::MAX);
        let vp = Viewport::new(400.0, 400.0, 1.0);
        let zoom = Zoom {
            scale: 20.0,
            x: 0.3,
            y: 0.6,
        };
        let layout = Layout::fit(w.board(), vp.zoomed(zoom));
        assert!(layout.labels && !layout.fit.whole(), "{layout:?}");
        let (r0, r1, c0, c1) = layout.fit.visible();
        assert!((r1 - r0) * (c1 - c0) < 400, "a window, not the board");
        let mut p = Picture::new();
        let [board, path] = p.layers(&w, layout, 1.0, &mut Solid).unwrap();
        // The picture is the window's size, not the board's.
        assert_eq!(board.bitmap, (400, 400));
        let near = |s: Square| {
            (r0.max(1)..=(r1 + 1).min(200)).contains(&s.row)
                && (c0.max(1)..=(c1 + 1).min(200)).contains(&s.col)
        };
        let want = (1..w.len())
            .filter(|&k| near(w.path_square(k - 1)) || near(w.path_square(k)))
            .count();
        assert!(want > 0);
        match path.content {
            Content::Shapes { shapes, .. } => match &shapes[..] {
                [Shape::Segments { segments, .. }] => assert_eq!(segments.len(), want),
                other => panic!("{other:?}"),
            },
            _ => panic!("shapes"),
        }
        // Without numbers (a smaller zoom), one pixel a square in view.
        let coarse = Layout::fit(w.board(), vp.zoomed(Zoom { scale: 2.0, ..zoom }));
        assert!(!coarse.labels);
        let (r0, r1, c0, c1) = coarse.fit.visible();
        let [board, _] = p.layers(&w, coarse, 1.0, &mut Solid).unwrap();
        assert_eq!(board.bitmap, (c1 - c0, r1 - r0));
        assert!(c1 - c0 < 200 && r1 - r0 < 200);
    }

    /// A zoomed view without numbers, panned and zoomed within its window's numbers (read from
    /// the window, not the path), steps on, and back: each frame is the picture a fresh one
    /// draws for the same view.
    #[test]
    fn a_panned_zoomed_picture_is_what_a_fresh_one_draws() {
        use crate::page::zoom::Zoom;
        let mut w = walk(300);
        w.run(60_000);
        let vp = Viewport::new(400.0, 400.0, 1.0);
        let board = w.board();
        let at = |x: f64, y: f64, scale: f64| Layout::fit(board, vp.zoomed(Zoom { scale, x, y }));
        let pixels = |p: &mut Picture, w: &Walk, l: Layout| match p.layers(w, l, 1.0, &mut NoGlyphs)
        {
            Some([board, _]) => match board.content {
                Content::Pixels { raster, .. } => Some(raster.pixels_mut().to_vec()),
                _ => panic!("a picture"),
            },
            None => None,
        };
        let mut p = Picture::new();
        let views = [
            (0.5, 0.5, 2.0),
            (0.52, 0.5, 2.0),
            (0.55, 0.47, 2.0),
            (0.55, 0.47, 2.5),
            (0.2, 0.8, 2.5),
        ];
        for (k, &(x, y, scale)) in views.iter().enumerate() {
            let l = at(x, y, scale);
            assert!(
                !l.labels && !l.fit.whole() && l.cell() >= WINDOW_MIN_CELL,
                "{l:?}"
            );
            if k == 3 {
                w.run(500);
            }
            if k == 4 {
                w.undo();
            }
            let drawn = pixels(&mut p, &w, l).expect("a frame");
            // Each pixel shows its square coloured by its move number read from the path.
            let width = p.sample.cols.len();
            for (y, &row) in p.sample.rows.iter().enumerate() {
                for (x, &col) in p.sample.cols.iter().enumerate() {
                    let s = Square::new(row + 1, col + 1);
                    let want = pixel_colour(l.palette, &w, s, w.order(s)).rgb3();
                    let i = (y * width + x) * 4;
                    assert_eq!(drawn[i..i + 3], want, "view {k}, {s}");
                }
            }
            let fresh = pixels(&mut Picture::new(), &w, l).unwrap();
            assert!(drawn == fresh, "view {k} ({x}, {y}, x{scale})");
        }
    }

    /// A frame of `walk` in `l` (squares under [`WINDOW_MIN_CELL`] px, zoomed) drawn by `p`,
    /// checked: each pixel shows its square coloured by its move number read from the whole
    /// path, the numbers were read from the blocks of the path, and a fresh picture draws the
    /// same.
    fn check_small_squares(p: &mut Picture, walk: &Walk, l: Layout, what: &str) {
        assert!(
            !l.labels && !l.fit.whole() && l.cell() < WINDOW_MIN_CELL,
            "{l:?}"
        );
        let pixels = |p: &mut Picture| match p.layers(walk, l, 1.0, &mut NoGlyphs) {
            Some([board, _]) => match board.content {
                Content::Pixels { raster, .. } => raster.pixels_mut().to_vec(),
                _ => panic!("a picture"),
            },
            None => panic!("a frame"),
        };
        let drawn = pixels(p);
        assert!(p.window.is_none() && p.blocks.len() == walk.len(), "{what}");
        let orders = walk.orders();
        let board = walk.board();
        let width = p.sample.cols.len();
        for (y, &row) in p.sample.rows.iter().enumerate() {
            for (x, &col) in p.sample.cols.iter().enumerate() {
                let s = Square::new(row + 1, col + 1);
                let n = orders[board.index(s).unwrap()] as usize;
                let want = pixel_colour(l.palette, walk, s, (n > 0).then_some(n)).rgb3();
                let i = (y * width + x) * 4;
                assert_eq!(drawn[i..i + 3], want, "{what}, {s}");
            }
        }
        assert!(drawn == pixels(&mut Picture::new()), "{what}");
    }

    /// A zoomed view of squares under [`WINDOW_MIN_CELL`] px (no window's numbers kept) reads
    /// its numbers at each pan from the blocks of the path that meet it: after pans across the
    /// board, steps on, steps back, and steps back and on between two frames, on a plain
    /// board, a torus and a board with holes, each frame shows the path as the whole path has
    /// it. (It fails with a block's span one square short on a side.)
    #[test]
    fn a_pan_of_small_squares_reads_the_blocks_of_the_path_that_meet_it() {
        use super::super::blocks::BLOCK;
        use crate::page::zoom::Zoom;
        use crate::region::{Region, Wrap};
        let board = Board::new(300, 300).unwrap();
        let holes: Vec<bool> = (0..board.squares())
            .map(|i| {
                let (r, c) = (i / 300, i % 300);
                ((100..120).contains(&r) && (140..170).contains(&c)) || (r * 7 + c * 13) % 31 == 5
            })
            .collect();
        let regions = [
            Region::new(board),
            Region::new(board).with_wrap(Wrap::Torus),
            Region::new(board).with_removed(&holes).unwrap(),
        ];
        let vp = Viewport::new(120.0, 120.0, 1.0);
        let at = |x: f64, y: f64, scale: f64| Layout::fit(board, vp.zoomed(Zoom { scale, x, y }));
        // Each view (0.8 px squares at x2, 1.4 px at x3.5), and the steps taken back and on
        // before it is drawn.
        let views = [
            (0.5, 0.5, 2.0, 0, 0),
            (0.55, 0.45, 2.0, 0, 0),
            (0.3, 0.7, 3.5, 0, 0),
            (0.32, 0.68, 3.5, 0, 6000),
            (0.7, 0.2, 2.0, 3000, 0),
            (0.72, 0.25, 2.0, 1, 0),
            (0.1, 0.1, 3.5, 5000, 2000),
            (0.9, 0.9, 2.0, 0, 2000),
            (0.5, 0.05, 3.5, BLOCK * 3 + 7, 0),
        ];
        for region in &regions {
            let ordering = RuleSpec::parse("ordering:12345678").unwrap();
            let mut w = Walk::on(region, Square::new(1, 1), ordering, 1).unwrap();
            w.run(70_000);
            assert!(w.len() > 40 * BLOCK, "{} steps", w.len());
            let mut p = Picture::new();
            for (k, &(x, y, scale, back, on)) in views.iter().enumerate() {
                w.seek(w.len() - back);
                w.run(on);
                check_small_squares(&mut p, &w, at(x, y, scale), &format!("{region:?} view {k}"));
            }
            for k in 0..64 {
                let (x, y) = (0.06 + 0.125 * (k % 8) as f64, 0.06 + 0.125 * (k / 8) as f64);
                check_small_squares(&mut p, &w, at(x, y, 3.5), &format!("{region:?} pan {k}"));
            }
        }
    }

    /// A walk taken back thousands of steps and walked on another way (its rule switched to
    /// another ordering) between two frames, on a plain board, a torus and a board with holes:
    /// panned frames of squares under [`WINDOW_MIN_CELL`] px show the path as it is, the blocks
    /// of the path drawn cut back where it parted. (It fails with the blocks not cut back.)
    #[test]
    fn a_path_taken_back_and_walked_another_way_is_drawn_as_it_is() {
        use crate::moves::Ordering;
        use crate::page::zoom::Zoom;
        use crate::region::{Region, Wrap};
        use crate::rules::ordering::ByOrdering;
        use crate::rules::{Cand, Choice, Ctx, Tiebreak};
        use std::sync::atomic::{AtomicBool, Ordering::Relaxed};
        use std::sync::Arc;
        /// One ordering, or the other once `other` is set.
        struct Switch(ByOrdering, ByOrdering, Arc<AtomicBool>);
        impl Tiebreak for Switch {
            fn label(&self) -> String {
                "switch".into()
            }
            fn choose(&mut self, ctx: &Ctx<'_>, cands: &[Cand]) -> Choice {
                match self.2.load(Relaxed) {
                    false => self.0.choose(ctx, cands),
                    true => self.1.choose(ctx, cands),
                }
            }
            fn boxed_clone(&self) -> Box<dyn Tiebreak> {
                Box::new(Switch(self.0.clone(), self.1.clone(), self.2.clone()))
            }
        }
        let board = Board::new(300, 300).unwrap();
        let holes: Vec<bool> = (0..board.squares())
            .map(|i| (i / 300 * 5 + i % 300 * 11) % 23 == 4)
            .collect();
        let regions = [
            Region::new(board),
            Region::new(board).with_wrap(Wrap::Torus),
            Region::new(board).with_removed(&holes).unwrap(),
        ];
        let vp = Viewport::new(120.0, 120.0, 1.0);
        let at = |x: f64, y: f64| Layout::fit(board, vp.zoomed(Zoom { scale: 2.0, x, y }));
        let ordering = |o: &str| ByOrdering::new(Ordering::parse(o).unwrap());
        for region in &regions {
            let other = Arc::new(AtomicBool::new(false));
            let rule = Switch(ordering("12345678"), ordering("51234678"), other.clone());
            let spec = RuleSpec::parse("ordering:12345678").unwrap();
            let start = Square::new(1, 1);
            let mut w = Walk::with_rule_on(region, start, spec, Box::new(rule), 1, None);
            w.run(40_000);
            let mut p = Picture::new();
            check_small_squares(&mut p, &w, at(0.3, 0.3), &format!("{region:?}"));
            let before: Vec<Square> = w.path().collect();
            w.seek(w.len() - 20_000);
            other.store(true, Relaxed);
            w.run(25_000);
            let same = before
                .iter()
                .zip(w.path())
                .take_while(|(a, b)| **a == *b)
                .count();
            assert!(same < before.len() - 19_000, "parted at {same}");
            for k in 0..8 {
                let (x, y) = (0.2 + 0.08 * k as f64, 0.7 - 0.06 * k as f64);
                check_small_squares(&mut p, &w, at(x, y), &format!("{region:?} pan {k}"));
            }
        }
    }

    /// A search's path is taken back and walked on another way between two frames (and can
    /// come back to the square it had at a step): panned frames of squares under
    /// [`WINDOW_MIN_CELL`] px show the path as it is, the blocks of the path drawn cut back
    /// where it parted. (It fails with the blocks not cut back.)
    #[test]
    fn a_searchs_path_taken_back_and_walked_another_way_is_drawn_as_it_is() {
        use crate::page::zoom::Zoom;
        use crate::walk::backtrack::Backtrack;
        // A closed tour of 59x59 (an odd number of squares) there is none: the search takes the
        // path back again and again.
        let w = walk(59);
        let mut bt = Backtrack::of_walk(w, true, 1_000_000);
        let vp = Viewport::new(40.0, 40.0, 1.0);
        let board = bt.walk().board();
        let at = |x: f64, y: f64| Layout::fit(board, vp.zoomed(Zoom { scale: 2.0, x, y }));
        let mut p = Picture::new();
        let mut parted = 0;
        for k in 0..60 {
            let before: Vec<Square> = bt.walk().path().collect();
            bt.run(if k == 0 { 3000 } else { 300 + 37 * k });
            let now = bt.walk();
            let same = before
                .iter()
                .zip(now.path())
                .take_while(|(a, b)| **a == *b)
                .count();
            parted += usize::from(same < before.len() && now.len() > same + 1);
            let (x, y) = (0.3 + 0.02 * (k % 20) as f64, 0.7 - 0.02 * (k % 20) as f64);
            check_small_squares(&mut p, now, at(x, y), &format!("frame {k}"));
        }
        assert!(
            parted > 10,
            "{parted} frames with the path parted from the one drawn"
        );
    }

    #[test]
    fn a_change_of_scheme_paints_the_board_anew_in_its_colours() {
        let mut w = walk(8);
        w.run(5);
        let light = Layout::fit(w.board(), Viewport::new(400.0, 400.0, 1.0));
        let dark = Layout::fit(
            w.board(),
            Viewport::new(400.0, 400.0, 1.0).in_scheme(Scheme::Dark),
        );
        let mut p = Picture::new();
        let corner = |p: &mut Picture, layout| match p
            .layers(&w, layout, 1.0, &mut Solid)
            .map(|[board, _]| board.content)
        {
            Some(Content::Pixels { raster, .. }) => raster.pixel(399, 0)[..3].to_vec(),
            _ => panic!("a picture"),
        };
        // The top right square, unvisited by five steps from (1, 1).
        let s = Square::new(1, 8);
        assert!(w.order(s).is_none());
        let [day, night] = [&DAY, &NIGHT].map(|p| square_colour(p, s, false, w.mark(s)).rgb3());
        assert_ne!(day, night);
        assert_eq!(corner(&mut p, light), day);
        assert_eq!(corner(&mut p, dark), night);
        assert_eq!(corner(&mut p, light), day);
    }
}

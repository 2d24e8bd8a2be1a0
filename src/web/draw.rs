//! Drawing a walk on three stacked canvases, doing per frame only the work that changed.
//!
//! - board layer: squares, move numbers, degrees, trouble colours. With labels (squares of at
//!   least [`crate::layout::LABEL_MIN`] px) each square whose colour or label changed is
//!   repainted in a picture in memory ([`crate::raster`]): its background filled, its label's
//!   glyphs blended from a pre-drawn atlas ([`super::atlas`]); the rows that changed go to
//!   the canvas with a few `putImageData` rectangles. (Drawn with canvas calls, a `fillRect`
//!   and a `fillText` a square, a frame at the top speed was ~3,000 calls; that way remains
//!   as the reference, [`View::glyphs`] false, and where no atlas can be made.) Without labels
//!   the layer holds one pixel per square (an RGBA buffer put with one `putImageData`, scaled
//!   up by CSS), so a 1000×1000 board costs one buffer copy a frame.
//! - path layer: the knight's path as a line; steps forward only add segments.
//! - overlay layer: knight, candidates, chosen square, tie, closing move; small, redrawn whole
//!   from the marks [`crate::layout::walk_overlay`] decides.
//!
//! What changed is found by comparing the path with the one drawn last: every square entered
//! or left since, and its knight neighbours (their degrees moved), is looked at, and repainted
//! when its colour or label differs from the one drawn (kept per square).

use super::atlas::Atlas;
use crate::board::{Board, Square};
use crate::raster::Raster;
use crate::walk::{Outcome, StepReport, Walk};
use wasm_bindgen::{Clamped, JsValue};
use web_sys::{CanvasRenderingContext2d as Ctx2d, ImageData};

pub use crate::layout::Layout;
use crate::layout::{
    css, device_px, ramp, square_colour, walk_overlay, Label, Mark, Repaint, Sizes, PATH_MIN,
};

/// What the renderer remembers of the last frame.
pub struct View {
    pub layout: Layout,
    dpr: f64,
    /// Board indices of the path as last drawn.
    drawn: Vec<u32>,
    /// Whether the dead-end marks (`-`) were drawn.
    drawn_dead: bool,
    full: bool,
    /// Characters the label font was last sized for.
    font_digits: std::cell::Cell<usize>,
    /// One RGBA pixel per square (label-less layout only).
    pixels: Vec<u8>,
    /// Per square, what was drawn there: its colour and [`Label::key`] (labelled layout
    /// only; `u64::MAX`: not drawn).
    keys: Vec<u64>,
    /// The label glyphs, made at the first labelled draw; `Err` when the browser could not
    /// make them (the board is then drawn with canvas calls).
    atlas: Option<Result<Atlas, ()>>,
    /// The labelled board layer in memory (with the atlas).
    raster: Option<Raster>,
    /// Whether the labelled board is drawn in memory with the atlas (true) or with canvas calls,
    /// `fillRect` and `fillText` (the reference the page test compares with, and the
    /// benchmark's same-run baseline).
    pub glyphs: bool,
}

impl View {
    pub fn new(board: Board, layout: Layout, dpr: f64) -> View {
        View {
            layout,
            dpr,
            drawn: Vec::new(),
            drawn_dead: false,
            full: true,
            font_digits: std::cell::Cell::new(0),
            pixels: if layout.labels {
                Vec::new()
            } else {
                vec![255; board.squares() * 4]
            },
            keys: if layout.labels {
                vec![u64::MAX; board.squares()]
            } else {
                Vec::new()
            },
            atlas: None,
            raster: None,
            glyphs: true,
        }
    }

    /// The canvas sizes for the page (see [`crate::layout::Sizes`]).
    pub fn sizes(&self, board: Board) -> Sizes {
        self.layout.sizes(board, self.dpr)
    }

    /// The device pixel ratio the canvases were sized for.
    pub fn dpr(&self) -> f64 {
        self.dpr
    }

    /// Forget the last frame: the next draw repaints everything (after a resize).
    pub fn invalidate(&mut self) {
        self.full = true;
    }

    fn centre(&self, s: Square) -> (f64, f64) {
        self.layout.centre(s)
    }

    pub fn draw(
        &mut self,
        walk: &Walk,
        last: Option<&StepReport>,
        board_ctx: &Ctx2d,
        path_ctx: &Ctx2d,
        overlay: &Ctx2d,
    ) -> Result<(), JsValue> {
        let board = walk.board();
        let outcome = walk.outcome();
        let dead = matches!(outcome, Outcome::DeadEnd { .. });
        let len = walk.len();

        let indices = |k: usize| index(board, walk.path_square(k));
        let plan = Repaint::plan(
            board,
            &self.drawn,
            len,
            indices,
            self.full,
            dead != self.drawn_dead,
        );
        let (common, full) = (plan.common, plan.full);

        // Board layer. Without labels the squares are the pixels of a board-sized picture, put
        // on the canvas only in the rows painted: the whole of it (16 MB at 2000 x 2000) was
        // copied out of wasm and put every frame, some 5 ms of a frame there however few
        // squares had changed.
        let mut rows = (u32::MAX, 0);
        if full {
            if self.layout.labels {
                board_ctx.set_transform(self.dpr, 0.0, 0.0, self.dpr, 0.0, 0.0)?;
                self.keys.fill(u64::MAX);
                if let Some(r) = self.raster.as_mut() {
                    r.touch_all();
                }
                let all = (0..board.squares()).map(|i| board.square(i));
                self.paint_labelled(board_ctx, walk, all, dead)?;
            } else {
                for i in 0..board.squares() {
                    self.paint_pixel(walk, board.square(i), dead);
                }
                rows = (1, board.rows());
            }
        } else {
            let around = plan.squares;
            if self.layout.labels {
                self.paint_labelled(board_ctx, walk, around.into_iter(), dead)?;
            } else {
                for s in around {
                    rows = (rows.0.min(s.row), rows.1.max(s.row));
                    self.paint_pixel(walk, s, dead);
                }
            }
        }
        if !self.layout.labels && rows.0 <= rows.1 {
            let (cols, y0, y1) = (board.cols() as usize, rows.0 as usize - 1, rows.1 as usize);
            let img = ImageData::new_with_u8_clamped_array_and_sh(
                Clamped(&self.pixels[y0 * cols * 4..y1 * cols * 4]),
                board.cols(),
                (y1 - y0) as u32,
            )?;
            board_ctx.put_image_data(&img, 0.0, y0 as f64)?;
        }

        // Path layer: add the new segments, or start again if anything was taken back.
        let redo_path = full || self.drawn.len() > common;
        let from = if redo_path {
            clear(path_ctx, self.dpr)?;
            0
        } else {
            common.saturating_sub(1)
        };
        if len - from >= 2 && self.layout.cell >= PATH_MIN {
            let cell = self.layout.cell;
            path_ctx.set_stroke_style_str("rgba(25, 60, 140, 0.75)");
            path_ctx.set_line_width((cell / 12.0).clamp(0.35, 2.5));
            path_ctx.set_line_join("round");
            path_ctx.begin_path();
            let (x, y) = self.centre(walk.path_square(from));
            path_ctx.move_to(x, y);
            for k in from + 1..len {
                let (x, y) = self.centre(walk.path_square(k));
                path_ctx.line_to(x, y);
            }
            path_ctx.stroke();
        }

        self.drawn.truncate(common);
        self.drawn
            .extend((common..len).map(|k| index(board, walk.path_square(k))));
        self.drawn_dead = dead;
        self.full = false;

        self.draw_overlay(walk, last, overlay)
    }

    /// Set the label font for a text of `digits` characters, only when that count changes
    /// (labels drawn with `fillText`, when there is no atlas).
    fn fit_font(&self, ctx: &Ctx2d, digits: usize) {
        if self.font_digits.get() != digits {
            self.font_digits.set(digits);
            let size = self.layout.label_size(digits);
            ctx.set_font(&format!("{size:.1}px system-ui, sans-serif"));
        }
    }

    fn colour(walk: &Walk, s: Square) -> [u8; 3] {
        square_colour(s, walk.is_visited(s), walk.mark(s))
    }

    /// Without labels a visited square is coloured by its move number, blue (early) to red
    /// (late): on boards too fine for a visible line, that colouring is the path.
    fn paint_pixel(&mut self, walk: &Walk, s: Square, _dead: bool) {
        let i = index(walk.board(), s) as usize * 4;
        let [r, g, b] = match walk.order(s) {
            Some(n) => ramp(n as f64 / walk.board().squares() as f64),
            None => Self::colour(walk, s),
        };
        self.pixels[i..i + 4].copy_from_slice(&[r, g, b, 255]);
    }

    /// Repaint those of `squares` whose colour or label is not the one drawn.
    fn paint_labelled(
        &mut self,
        ctx: &Ctx2d,
        walk: &Walk,
        squares: impl Iterator<Item = Square>,
        dead: bool,
    ) -> Result<(), JsValue> {
        let board = walk.board();
        let mut changed: Vec<(Square, [u8; 3], Option<Label>)> = Vec::new();
        for s in squares {
            let i = index(board, s) as usize;
            let colour = Self::colour(walk, s);
            let label = Label::of(walk.order(s), walk.degree(s), dead);
            let [r, g, b] = colour;
            // Move numbers stay far below 2^38: the colour's 24 bits sit above them.
            let rgb = u64::from(r) | u64::from(g) << 8 | u64::from(b) << 16;
            let key = Label::key(label) ^ (rgb << 38);
            if self.keys[i] != key {
                self.keys[i] = key;
                changed.push((s, colour, label));
            }
        }
        if self.glyphs && self.atlas.is_none() {
            let chars = board.squares().to_string().len();
            self.atlas = Some(Atlas::new(&self.layout, self.dpr, chars).map_err(|_| ()));
        }
        match self.atlas.as_ref().and_then(|a| a.as_ref().ok()) {
            Some(atlas) if self.glyphs => {
                let (w, h) = (
                    device_px(self.layout.width, self.dpr),
                    device_px(self.layout.height, self.dpr),
                );
                let raster = self.raster.get_or_insert_with(|| Raster::new(w, h));
                paint_in_memory(raster, atlas, &self.layout, self.dpr, &changed);
                // As taken: joining this page's bands (a frame's labels change in rows far
                // apart) made its draw 1.6-1.9x slower (crate::raster::PUT_CALL_PX).
                put_dirty(ctx, raster, 0)
            }
            _ => {
                self.raster = None;
                self.paint_with_calls(ctx, &changed)
            }
        }
    }

    /// The reference drawing: backgrounds with `fillRect`, batched by colour, then labels with
    /// `fillText`.
    fn paint_with_calls(
        &self,
        ctx: &Ctx2d,
        changed: &[(Square, [u8; 3], Option<Label>)],
    ) -> Result<(), JsValue> {
        ctx.set_transform(self.dpr, 0.0, 0.0, self.dpr, 0.0, 0.0)?;
        let c = self.layout.cell;
        let mut colours: Vec<[u8; 3]> = changed.iter().map(|x| x.1).collect();
        colours.sort_unstable();
        colours.dedup();
        for colour in colours {
            ctx.set_fill_style_str(&css(colour));
            for (s, _, _) in changed.iter().filter(|x| x.1 == colour) {
                ctx.fill_rect((s.col - 1) as f64 * c, (s.row - 1) as f64 * c, c, c);
            }
        }
        ctx.set_text_align("center");
        ctx.set_text_baseline("middle");
        self.font_digits.set(0);
        for &(s, _, label) in changed {
            let Some(l) = label else { continue };
            let text = l.text();
            self.fit_font(ctx, text.len().max(2));
            ctx.set_fill_style_str(l.colour());
            let (cx, cy) = ((s.col as f64 - 0.5) * c, (s.row as f64 - 0.5) * c + 0.5);
            ctx.fill_text(&text, cx, cy)?;
        }
        Ok(())
    }

    /// Draw the overlay's marks ([`walk_overlay`]) on a cleared layer.
    fn draw_overlay(
        &self,
        walk: &Walk,
        last: Option<&StepReport>,
        ctx: &Ctx2d,
    ) -> Result<(), JsValue> {
        clear(ctx, self.dpr)?;
        for m in walk_overlay(&self.layout, walk, last) {
            match m {
                Mark::Frame {
                    rect: (x, y, w, h),
                    width,
                    colour,
                    dash,
                } => {
                    set_line(ctx, width, colour, dash)?;
                    ctx.stroke_rect(x, y, w, h);
                }
                Mark::Line {
                    from,
                    to,
                    width,
                    colour,
                    dash,
                } => {
                    set_line(ctx, width, colour, dash)?;
                    ctx.begin_path();
                    ctx.move_to(from.0, from.1);
                    ctx.line_to(to.0, to.1);
                    ctx.stroke();
                }
                Mark::Ring {
                    centre: (x, y),
                    radius,
                    width,
                    colour,
                } => {
                    set_line(ctx, width, colour, None)?;
                    ctx.begin_path();
                    ctx.arc(x, y, radius, 0.0, std::f64::consts::TAU)?;
                    ctx.stroke();
                }
                Mark::Disc {
                    centre: (x, y),
                    radius,
                    colour,
                } => {
                    ctx.set_fill_style_str(colour);
                    ctx.begin_path();
                    ctx.arc(x, y, radius, 0.0, std::f64::consts::TAU)?;
                    ctx.fill();
                }
                Mark::Text {
                    at: (x, y),
                    text,
                    font,
                    align,
                    baseline,
                    colour,
                } => {
                    ctx.set_font(&font);
                    ctx.set_text_align(align);
                    ctx.set_text_baseline(baseline);
                    ctx.set_fill_style_str(colour);
                    ctx.fill_text(&text, x, y)?;
                }
            }
        }
        ctx.set_line_dash(&js_sys::Array::new())
    }
}

/// Clear a layer and set its transform to `dpr` device pixels per CSS pixel.
pub fn clear(ctx: &Ctx2d, dpr: f64) -> Result<(), JsValue> {
    ctx.set_transform(1.0, 0.0, 0.0, 1.0, 0.0, 0.0)?;
    ctx.clear_rect(0.0, 0.0, 1e7, 1e7);
    ctx.set_transform(dpr, 0.0, 0.0, dpr, 0.0, 0.0)
}

/// Set the line width, stroke colour and dash `(dash, gap)` (None: solid).
pub fn set_line(
    ctx: &Ctx2d,
    width: f64,
    colour: &str,
    dash: Option<(f64, f64)>,
) -> Result<(), JsValue> {
    ctx.set_line_width(width);
    ctx.set_stroke_style_str(colour);
    let d = dash.map_or_else(js_sys::Array::new, |(a, b)| {
        js_sys::Array::of2(&a.into(), &b.into())
    });
    ctx.set_line_dash(&d)
}

fn index(board: Board, s: Square) -> u32 {
    board.index(s).unwrap_or(0) as u32
}

/// Paint `changed` squares (each with its colour and label) into `raster`: the square's
/// rectangle in device pixels, then its label's glyphs.
fn paint_in_memory(
    raster: &mut Raster,
    atlas: &Atlas,
    layout: &Layout,
    dpr: f64,
    changed: &[(Square, [u8; 3], Option<Label>)],
) {
    let c = layout.cell;
    let px = |v: f64| (v * dpr).round() as i64;
    for &(s, colour, label) in changed {
        let (x, y) = ((s.col - 1) as f64 * c, (s.row - 1) as f64 * c);
        raster.fill_rect(px(x), px(y), px(x + c), px(y + c), colour);
        if let Some(l) = label {
            atlas.draw(raster, l, x + c / 2.0, y + c / 2.0 + 0.5);
        }
    }
}

/// Put the rectangles of `raster` changed since the last put on the canvas, joined where a
/// box round neighbours adds fewer than `call_px` pixels ([`crate::raster::merge_for_put`]).
pub fn put_dirty(ctx: &Ctx2d, raster: &mut Raster, call_px: u64) -> Result<(), JsValue> {
    let rects = crate::raster::merge_for_put(&raster.take_dirty(), call_px);
    if rects.is_empty() {
        return Ok(());
    }
    // A view of the picture in wasm memory, not a copy; only the rectangles are copied.
    let img = ImageData::new_with_u8_clamped_array_and_sh(
        Clamped(raster.pixels()),
        raster.width(),
        raster.height(),
    )?;
    for (x, y, w, h) in rects {
        ctx.put_image_data_with_dirty_x_and_dirty_y_and_dirty_width_and_dirty_height(
            &img,
            0.0,
            0.0,
            x.into(),
            y.into(),
            w.into(),
            h.into(),
        )?;
    }
    Ok(())
}

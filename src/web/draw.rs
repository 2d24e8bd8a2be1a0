//! Drawing a walk on three stacked canvases, doing per frame only the work that changed.
//!
//! - board layer: squares, move numbers, degrees, trouble colours. With labels (squares of at
//!   least [`crate::layout::LABEL_MIN`] px) each changed square is repainted with `fillRect`/`fillText`;
//!   without, the layer holds one pixel per square (an RGBA buffer put with one
//!   `putImageData`, scaled up by CSS), so a 1000×1000 board costs one buffer copy a frame.
//! - path layer: the knight's path as a line; steps forward only add segments.
//! - overlay layer: knight, candidates, chosen square, tie, closing move; small, redrawn whole
//!   from the marks [`crate::layout::walk_overlay`] decides.
//!
//! What changed is found by comparing the path with the one drawn last: every square entered
//! or left since, and its knight neighbours (their degrees moved), is repainted.

use crate::board::{Board, Square};
use crate::walk::{Outcome, StepReport, Walk};
use wasm_bindgen::{Clamped, JsValue};
use web_sys::{CanvasRenderingContext2d as Ctx2d, ImageData};

pub use crate::layout::Layout;
use crate::layout::{
    css, ramp, square_colour, square_label, walk_overlay, Mark, Repaint, Sizes, PATH_MIN,
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

        // Board layer.
        if full {
            if self.layout.labels {
                board_ctx.set_transform(self.dpr, 0.0, 0.0, self.dpr, 0.0, 0.0)?;
                self.label_font(board_ctx);
                for i in 0..board.squares() {
                    self.paint_square(board_ctx, walk, board.square(i), dead)?;
                }
            } else {
                for i in 0..board.squares() {
                    self.paint_pixel(walk, board.square(i), dead);
                }
            }
        } else {
            let around = plan.squares;
            if self.layout.labels {
                self.label_font(board_ctx);
                for s in around {
                    self.paint_square(board_ctx, walk, s, dead)?;
                }
            } else {
                for s in around {
                    self.paint_pixel(walk, s, dead);
                }
            }
        }
        if !self.layout.labels {
            let img = ImageData::new_with_u8_clamped_array_and_sh(
                Clamped(&self.pixels),
                board.cols(),
                board.rows(),
            )?;
            board_ctx.put_image_data(&img, 0.0, 0.0)?;
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

    fn label_font(&self, ctx: &Ctx2d) {
        self.font_digits.set(0);
        ctx.set_text_align("center");
        ctx.set_text_baseline("middle");
    }

    /// Set the label font for a text of `digits` characters, only when that count changes.
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

    fn paint_square(&self, ctx: &Ctx2d, walk: &Walk, s: Square, dead: bool) -> Result<(), JsValue> {
        let c = self.layout.cell;
        let (x, y) = ((s.col - 1) as f64 * c, (s.row - 1) as f64 * c);
        ctx.set_fill_style_str(&css(Self::colour(walk, s)));
        ctx.fill_rect(x, y, c, c);
        let Some((text, colour)) = square_label(walk.order(s), walk.degree(s), dead) else {
            return Ok(());
        };
        self.fit_font(ctx, text.len().max(2));
        ctx.set_fill_style_str(colour);
        ctx.fill_text(&text, x + c / 2.0, y + c / 2.0 + 0.5)
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

//! Drawing a walk on three stacked canvases, doing per frame only the work that changed.
//!
//! - board layer: squares, move numbers, degrees, trouble colours. With labels (squares of at
//!   least [`crate::layout::LABEL_MIN`] px) each changed square is repainted with `fillRect`/`fillText`;
//!   without, the layer holds one pixel per square (an RGBA buffer put with one
//!   `putImageData`, scaled up by CSS), so a 1000×1000 board costs one buffer copy a frame.
//! - path layer: the knight's path as a line; steps forward only add segments.
//! - overlay layer: knight, candidates, chosen square, tie, closing move; small, redrawn whole.
//!
//! What changed is found by comparing the path with the one drawn last: every square entered
//! or left since, and its knight neighbours (their degrees moved), is repainted.

use crate::board::{Board, Square};
use crate::walk::{Outcome, StepReport, Walk};
use wasm_bindgen::{Clamped, JsValue};
use web_sys::{CanvasRenderingContext2d as Ctx2d, ImageData};

pub use crate::layout::Layout;
use crate::layout::{css, ramp, square_colour, Repaint, PATH_MIN};

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

    /// Size of the board layer's bitmap: one pixel per square without labels.
    pub fn board_bitmap(&self, board: Board) -> (u32, u32) {
        if self.layout.labels {
            (self.px(self.layout.width), self.px(self.layout.height))
        } else {
            (board.cols(), board.rows())
        }
    }

    /// Size of the path and overlay layers' bitmaps.
    pub fn bitmap(&self) -> (u32, u32) {
        (self.px(self.layout.width), self.px(self.layout.height))
    }

    fn px(&self, css: f64) -> u32 {
        (css * self.dpr).round().max(1.0) as u32
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
            path_ctx.set_transform(1.0, 0.0, 0.0, 1.0, 0.0, 0.0)?;
            path_ctx.clear_rect(0.0, 0.0, 1e7, 1e7);
            path_ctx.set_transform(self.dpr, 0.0, 0.0, self.dpr, 0.0, 0.0)?;
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

        self.draw_overlay(walk, last, &outcome, overlay)
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
        square_colour(s, walk.degree(s))
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
        let (text, colour) = match (walk.order(s), walk.degree(s)) {
            (Some(n), _) => (n.to_string(), "#10243f"),
            (None, _) if dead => ("-".to_string(), "#5a0000"),
            (None, Some(d)) => (d.to_string(), "#6b5a48"),
            (None, None) => return Ok(()),
        };
        self.fit_font(ctx, text.len().max(2));
        ctx.set_fill_style_str(colour);
        ctx.fill_text(&text, x + c / 2.0, y + c / 2.0 + 0.5)
    }

    fn draw_overlay(
        &self,
        walk: &Walk,
        last: Option<&StepReport>,
        outcome: &Outcome,
        ctx: &Ctx2d,
    ) -> Result<(), JsValue> {
        let c = self.layout.cell;
        ctx.set_transform(1.0, 0.0, 0.0, 1.0, 0.0, 0.0)?;
        ctx.clear_rect(0.0, 0.0, 1e7, 1e7);
        ctx.set_transform(self.dpr, 0.0, 0.0, self.dpr, 0.0, 0.0)?;
        let lw = (c / 10.0).clamp(1.0, 3.0);
        let rect = |s: Square, inset: f64| self.layout.rect(s, inset);
        if let Some(rep) = last {
            let tie = rep.tied.len() > 1;
            // Candidates: blue frames (their degrees are on the board layer).
            ctx.set_line_width(lw);
            ctx.set_stroke_style_str("#1f5fd1");
            for cand in &rep.candidates {
                if cand.square != rep.to {
                    let (x, y, w, h) = rect(cand.square, lw);
                    ctx.stroke_rect(x, y, w, h);
                }
            }
            // Tied squares: dashed frames.
            if tie {
                ctx.set_line_dash(&js_sys::Array::of2(&(lw * 2.0).into(), &(lw * 1.5).into()))?;
                ctx.set_stroke_style_str("#7a1fa2");
                for &t in &rep.tied {
                    let (x, y, w, h) = rect(t, lw * 2.5);
                    ctx.stroke_rect(x, y, w, h);
                }
                ctx.set_line_dash(&js_sys::Array::new())?;
            }
            // The chosen square: a thick green frame.
            ctx.set_line_width(lw * 1.6);
            ctx.set_stroke_style_str("#12903a");
            let (x, y, w, h) = rect(rep.to, lw * 0.8);
            ctx.stroke_rect(x, y, w, h);
            // With labels, each candidate's degree at the time of the choice, as a small tag.
            if self.layout.labels {
                ctx.set_font(&format!(
                    "bold {:.0}px system-ui, sans-serif",
                    (c * 0.3).max(8.0)
                ));
                ctx.set_text_align("right");
                ctx.set_text_baseline("top");
                for cand in &rep.candidates {
                    let (x, y) = (
                        (cand.square.col) as f64 * c,
                        (cand.square.row - 1) as f64 * c,
                    );
                    ctx.set_fill_style_str(if cand.square == rep.to {
                        "#12903a"
                    } else {
                        "#1f5fd1"
                    });
                    ctx.fill_text(&cand.score.to_string(), x - lw * 1.5, y + lw * 1.5)?;
                }
            }
        }
        // Closing move of a closed tour.
        if *outcome == Outcome::ClosedTour {
            let (x0, y0) = self.centre(walk.current());
            let (x1, y1) = self.centre(walk.start());
            ctx.set_line_width(lw);
            ctx.set_stroke_style_str("#12903a");
            ctx.set_line_dash(&js_sys::Array::of2(&(lw * 3.0).into(), &(lw * 2.0).into()))?;
            ctx.begin_path();
            ctx.move_to(x0, y0);
            ctx.line_to(x1, y1);
            ctx.stroke();
            ctx.set_line_dash(&js_sys::Array::new())?;
        }
        // The knight.
        let (x, y) = self.centre(walk.current());
        if c >= 10.0 {
            // A ring round the square and a small knight in its top-left corner, so the move
            // number in the middle stays readable.
            ctx.set_line_width(lw * 1.2);
            ctx.set_stroke_style_str("#111");
            ctx.begin_path();
            ctx.arc(x, y, c * 0.47, 0.0, std::f64::consts::TAU)?;
            ctx.stroke();
            let (kx, ky, r) = (x - c * 0.3, y - c * 0.3, c * 0.2);
            ctx.set_fill_style_str("rgba(255,255,255,0.9)");
            ctx.begin_path();
            ctx.arc(kx, ky, r, 0.0, std::f64::consts::TAU)?;
            ctx.fill();
            ctx.set_font(&format!("{:.0}px serif", r * 1.7));
            ctx.set_text_align("center");
            ctx.set_text_baseline("middle");
            ctx.set_fill_style_str("#111");
            ctx.fill_text("\u{265E}", kx, ky + r * 0.08)?;
        } else {
            ctx.set_fill_style_str("#111");
            ctx.begin_path();
            ctx.arc(x, y, (c * 0.8).max(3.0), 0.0, std::f64::consts::TAU)?;
            ctx.fill();
        }
        // The start square.
        let (x, y, w, h) = rect(walk.start(), 0.0);
        ctx.set_line_width(lw * 0.75);
        ctx.set_stroke_style_str("#111");
        ctx.stroke_rect(x, y, w, h);
        Ok(())
    }
}

fn index(board: Board, s: Square) -> u32 {
    board.index(s).unwrap_or(0) as u32
}

//! The construction page's wasm layer (`www/construct.html`): wraps the core's
//! [`crate::construct::lab::Lab`] for JS and draws it on a canvas. No algorithm here.

use super::error::field_error;
use crate::board::{Board, Square};
use crate::construct::exists::{fig5_table, TourKind};
use crate::construct::lab::{handoff_cover, piece_colour, Lab, Raster};
use crate::construct::warmup::Warmup;
use crate::exchange::Format;
use serde::Serialize;
use wasm_bindgen::prelude::*;
use wasm_bindgen::Clamped;
use web_sys::{CanvasRenderingContext2d as Ctx2d, ImageData};

/// Boards up to this many squares are drawn move by move; larger ones as a raster.
const VECTOR_MAX_SQUARES: usize = 40_000;
/// The page's largest side (the core's limit is 4000 × 4000 squares in all).
const PAGE_MAX_SIDE: u64 = 4000;

fn side(field: &str, text: &str) -> Result<u64, JsValue> {
    let t = text.trim();
    match t.parse::<u64>() {
        Ok(n) if (1..=PAGE_MAX_SIDE).contains(&n) => Ok(n),
        Ok(n) => Err(field_error(
            field,
            format!("{field}: {n} is outside 1 to {PAGE_MAX_SIDE}"),
        )),
        Err(_) => Err(field_error(
            field,
            format!("{field}: '{t}' is not a whole number; enter 1 to {PAGE_MAX_SIDE}"),
        )),
    }
}

/// The construction lab on show.
#[wasm_bindgen]
pub struct ConstructLab {
    lab: Lab,
    /// A big board's picture being laid in bands (see `pictureRows`).
    job: Option<Raster>,
    /// The last big board's picture finished: its size, what it shows, its pixels.
    image: Option<Picture>,
}

struct Picture {
    size: (u32, u32),
    key: (usize, Option<Square>),
    px: Vec<u8>,
}

#[derive(Serialize)]
struct PieceOut<'a> {
    row: u32,
    col: u32,
    rows: u32,
    cols: u32,
    base: &'a str,
    colour: String,
}

fn css([r, g, b]: [u8; 3]) -> String {
    format!("rgb({r},{g},{b})")
}

#[wasm_bindgen]
impl ConstructLab {
    /// A lab for the rows and cols fields' text and the kind field (`best`, `closed`,
    /// `corner-missed`, `open`). Errors carry the field they belong to.
    #[wasm_bindgen(constructor)]
    pub fn new(rows: &str, cols: &str, kind: &str) -> Result<ConstructLab, JsValue> {
        let r = side("rows", rows)?;
        let c = side("cols", cols)?;
        let board = Board::new(r, c).map_err(|e| field_error("cols", e))?;
        let kind = match kind {
            "best" | "" => None,
            k => match TourKind::from_name(k) {
                Some(TourKind::None) | None => {
                    return Err(field_error(
                        "kind",
                        format!("kind '{k}' is not one of best, closed, corner-missed, open"),
                    ))
                }
                Some(k) => Some(k),
            },
        };
        let lab = Lab::new(board, kind).map_err(|e| field_error("kind", e))?;
        Ok(ConstructLab {
            lab,
            job: None,
            image: None,
        })
    }

    pub fn rows(&self) -> u32 {
        self.lab.board().rows()
    }

    pub fn cols(&self) -> u32 {
        self.lab.board().cols()
    }

    /// The kind built: `closed`, `corner-missed`, `open` or `none`.
    pub fn kind(&self) -> String {
        self.lab.kind().name().to_string()
    }

    /// One line: the strongest kind that exists, then the theorem.
    pub fn headline(&self) -> String {
        self.lab.headline()
    }

    pub fn status(&self) -> String {
        self.lab.status()
    }

    #[wasm_bindgen(js_name = hasPlan)]
    pub fn has_plan(&self) -> bool {
        self.lab.has_plan()
    }

    /// Positions: the partition plus one per step.
    pub fn steps(&self) -> usize {
        self.lab.steps()
    }

    pub fn step(&self) -> usize {
        self.lab.step()
    }

    pub fn seek(&mut self, k: usize) {
        self.lab.seek(k);
    }

    pub fn forward(&mut self) -> bool {
        self.lab.forward()
    }

    pub fn back(&mut self) -> bool {
        self.lab.back()
    }

    /// The pieces: `[{row, col, rows, cols, base, colour}]` (0-based rectangles).
    pub fn pieces(&self) -> Result<JsValue, JsValue> {
        let out: Vec<PieceOut> = self
            .lab
            .pieces()
            .iter()
            .enumerate()
            .map(|(k, p)| PieceOut {
                row: p.row,
                col: p.col,
                rows: p.rows,
                cols: p.cols,
                base: &p.base,
                colour: css(piece_colour(k)),
            })
            .collect();
        serde_wasm_bindgen::to_value(&out).map_err(|e| field_error("status", e))
    }

    /// The tour as a visiting order of `[row, col]` (1-based), empty without a tour.
    pub fn order(&self) -> Vec<u32> {
        self.lab.tour().map_or(Vec::new(), |t| {
            t.order()
                .into_iter()
                .flat_map(|i| {
                    let s = t.board().square(i);
                    [s.row, s.col]
                })
                .collect()
        })
    }

    /// Show the tour from the square typed in the start field (`R,C` or algebraic such as `a1`
    /// on boards up to 26 columns; empty: as the construction starts it). Errors: `.field =
    /// "start"`, saying which starts the construction serves; the start shown stays.
    #[wasm_bindgen(js_name = setStart)]
    pub fn set_start(&mut self, text: &str) -> Result<(), JsValue> {
        let t = text.trim();
        let sq = if t.is_empty() {
            None
        } else {
            Some(
                self.lab
                    .board()
                    .parse_square(t)
                    .map_err(|e| field_error("start", e))?,
            )
        };
        self.lab.set_start(sq).map_err(|e| field_error("start", e))
    }

    /// The start picked as `R,C`, or undefined.
    pub fn start(&self) -> Option<String> {
        self.lab.start().map(|s| format!("{},{}", s.row, s.col))
    }

    /// Which starts a click can pick here, in words.
    #[wasm_bindgen(js_name = startNote)]
    pub fn start_note(&self) -> String {
        self.lab.start_note()
    }

    /// The square `R,C` under the point (x, y) of the canvas drawn `width` × `height` (CSS
    /// pixels), or undefined.
    #[wasm_bindgen(js_name = squareAt)]
    pub fn square_at(&self, x: f64, y: f64, width: f64, height: f64) -> Option<String> {
        self.lab
            .square_at(x, y, width, height)
            .map(|s| format!("{},{}", s.row, s.col))
    }

    /// The tour on show as `"matrix"`, `"json"` or `"svg"`. Errors: `.field = "export"`.
    #[wasm_bindgen(js_name = exportText)]
    pub fn export_text(&self, format: &str) -> Result<String, JsValue> {
        let f = format
            .parse::<Format>()
            .map_err(|e| field_error("export", e))?;
        self.lab.export(f).map_err(|e| field_error("export", e))
    }

    /// Why the tour on show cannot go to the tourney view, or undefined when it can.
    #[wasm_bindgen(js_name = handoffRefusal)]
    pub fn handoff_refusal(&self) -> Option<String> {
        self.lab.handoff().err().map(|e| e.to_string())
    }

    /// Whether `draw` on a canvas of `width` × `height` is quick: a board drawn move by move,
    /// or a big board whose picture for this position and size is laid already. Otherwise the
    /// page lays it in bands first (`pictureBegin`, then `pictureRows` until true), between
    /// which it stays responsive.
    #[wasm_bindgen(js_name = pictureReady)]
    pub fn picture_ready(&self, width: u32, height: u32) -> bool {
        self.lab.board().squares() <= VECTOR_MAX_SQUARES
            || self
                .image
                .as_ref()
                .is_some_and(|p| p.size == (width, height) && p.key == self.lab.picture_key())
    }

    /// Begin laying the big board's picture for a canvas of `width` × `height` device pixels.
    #[wasm_bindgen(js_name = pictureBegin)]
    pub fn picture_begin(&mut self, width: u32, height: u32) {
        self.job = Some(Raster::new(&self.lab, width, height));
    }

    /// Lay the moves of the next `rows` board rows (the work grows with `rows` × the columns);
    /// true when the picture is finished and `draw` puts it on the canvas. A position or start
    /// changed since `pictureBegin` starts the picture again; without a picture begun, true.
    #[wasm_bindgen(js_name = pictureRows)]
    pub fn picture_rows(&mut self, rows: u32) -> bool {
        let Some(job) = self.job.as_mut() else {
            return true;
        };
        if job.key() != self.lab.picture_key() {
            let (w, h) = job.size();
            *job = Raster::new(&self.lab, w, h);
        }
        if !job.rows(&self.lab, rows.max(1) as usize) {
            return false;
        }
        let job = self.job.take().expect("a picture under way");
        self.image = Some(Picture {
            size: job.size(),
            key: job.key(),
            px: job.finish(),
        });
        true
    }

    /// The share of the picture under way that is laid, 0 to 1 (1 without one).
    #[wasm_bindgen(js_name = pictureProgress)]
    pub fn picture_progress(&self) -> f64 {
        self.job.as_ref().map_or(1.0, Raster::progress)
    }

    /// Draw the current position on a canvas of `width` × `height` device pixels (a big board
    /// from its finished picture when `pictureReady`, else laid here at once).
    pub fn draw(&self, ctx: &Ctx2d, width: u32, height: u32) -> Result<(), JsValue> {
        self.paint(ctx, width, height)
            .map_err(|e| field_error("status", format!("drawing failed: {e:?}")))
    }
}

impl ConstructLab {
    fn paint(&self, ctx: &Ctx2d, width: u32, height: u32) -> Result<(), JsValue> {
        let b = self.lab.board();
        let (rows, cols) = (b.rows() as usize, b.cols() as usize);
        ctx.set_transform(1.0, 0.0, 0.0, 1.0, 0.0, 0.0)?;
        ctx.clear_rect(0.0, 0.0, width as f64, height as f64);
        if b.squares() > VECTOR_MAX_SQUARES {
            let fresh;
            let px = match &self.image {
                Some(p) if self.picture_ready(width, height) => &p.px,
                _ => {
                    fresh = self.lab.raster(width, height);
                    &fresh
                }
            };
            let img = ImageData::new_with_u8_clamped_array_and_sh(Clamped(px), width, height)?;
            return ctx.put_image_data(&img, 0.0, 0.0);
        }
        let cell = (width as f64 / cols as f64).min(height as f64 / rows as f64);
        let centre = |i: usize| {
            (
                ((i % cols) as f64 + 0.5) * cell,
                ((i / cols) as f64 + 0.5) * cell,
            )
        };
        // Pieces, or a plain board.
        ctx.set_fill_style_str("#f4f4f4");
        ctx.fill_rect(0.0, 0.0, cols as f64 * cell, rows as f64 * cell);
        for (k, p) in self.lab.pieces().iter().enumerate() {
            ctx.set_fill_style_str(&css(piece_colour(k)));
            ctx.fill_rect(
                p.col as f64 * cell,
                p.row as f64 * cell,
                p.cols as f64 * cell,
                p.rows as f64 * cell,
            );
        }
        if cell >= 6.0 {
            ctx.set_fill_style_str("rgba(0,0,0,0.06)");
            for r in 0..rows {
                for c in (r % 2..cols).step_by(2) {
                    ctx.fill_rect(c as f64 * cell, r as f64 * cell, cell, cell);
                }
            }
        }
        ctx.set_stroke_style_str("rgba(0,0,0,0.55)");
        ctx.set_line_width(1.0_f64.max(cell / 14.0));
        for p in self.lab.pieces() {
            ctx.stroke_rect(
                p.col as f64 * cell,
                p.row as f64 * cell,
                p.cols as f64 * cell,
                p.rows as f64 * cell,
            );
        }
        // The moves.
        ctx.set_stroke_style_str("#223");
        ctx.set_line_width(1.0_f64.max(cell / 12.0));
        ctx.set_line_cap("round");
        ctx.begin_path();
        for (i, p) in self.lab.neighbours().iter().enumerate() {
            for &j in p {
                if j != u32::MAX && (j as usize) > i {
                    let (a, z) = (centre(i), centre(j as usize));
                    ctx.move_to(a.0, a.1);
                    ctx.line_to(z.0, z.1);
                }
            }
        }
        ctx.stroke();
        // The current step: removed moves dashed red, added ones thick green.
        if let Some(step) = self.lab.current() {
            let lw = 2.0_f64.max(cell / 5.0);
            for (list, colour, dashed) in [
                (&step.removed, "#d0202a", true),
                (&step.added, "#1f9d3a", false),
            ] {
                ctx.set_stroke_style_str(colour);
                ctx.set_line_width(lw);
                let dash = js_sys::Array::new();
                if dashed {
                    dash.push(&(lw * 1.5).into());
                    dash.push(&(lw * 1.2).into());
                }
                ctx.set_line_dash(&dash)?;
                ctx.begin_path();
                for &[a, z] in list {
                    let (a, z) = (centre(a as usize), centre(z as usize));
                    ctx.move_to(a.0, a.1);
                    ctx.line_to(z.0, z.1);
                }
                ctx.stroke();
            }
            ctx.set_line_dash(&js_sys::Array::new())?;
        }
        // Path ends and the missed corner.
        ctx.set_fill_style_str("#d0202a");
        for (i, p) in self.lab.neighbours().iter().enumerate() {
            let ends = p.iter().filter(|&&j| j == u32::MAX).count();
            if ends == 1 && self.lab.step() + 1 == self.lab.steps() {
                let (x, y) = centre(i);
                ctx.begin_path();
                ctx.arc(x, y, 2.0_f64.max(cell / 5.0), 0.0, std::f64::consts::TAU)?;
                ctx.fill();
            }
        }
        if let Some(m) = self.lab.tour().and_then(|t| t.missed()) {
            let (x, y) = centre(m);
            let d = cell * 0.3;
            ctx.set_stroke_style_str("#d0202a");
            ctx.set_line_width(2.0_f64.max(cell / 8.0));
            ctx.begin_path();
            ctx.move_to(x - d, y - d);
            ctx.line_to(x + d, y + d);
            ctx.move_to(x - d, y + d);
            ctx.line_to(x + d, y - d);
            ctx.stroke();
        }
        let numbered = self.lab.at_end() && self.lab.start().is_some() && cell >= 22.0;
        // The start picked (a green disc), and where only some starts are served, those ringed.
        if self.lab.at_end() {
            if let Some(mask) = self.lab.served_starts() {
                ctx.set_stroke_style_str("#1f9d3a");
                ctx.set_line_width(1.5_f64.max(cell / 14.0));
                for i in (0..mask.len()).filter(|&i| mask[i]) {
                    let (x, y) = centre(i);
                    ctx.begin_path();
                    ctx.arc(x, y, 3.0_f64.max(cell * 0.32), 0.0, std::f64::consts::TAU)?;
                    ctx.stroke();
                }
            }
            if let Some(s) = self.lab.start().and_then(|s| b.index(s)) {
                let (x, y) = centre(s);
                ctx.set_fill_style_str("#1f9d3a");
                ctx.begin_path();
                ctx.arc(x, y, 3.0_f64.max(cell / 4.0), 0.0, std::f64::consts::TAU)?;
                ctx.fill();
                // The move numbers from the start, where the squares can hold them.
                if numbered {
                    let font = (cell * 0.3).min(13.0);
                    ctx.set_font(&format!("600 {font:.0}px system-ui, sans-serif"));
                    ctx.set_text_align("left");
                    ctx.set_text_baseline("top");
                    for (k, &i) in self.lab.order().iter().enumerate() {
                        let (x, y) = ((i % cols) as f64 * cell, (i / cols) as f64 * cell);
                        let label = (k + 1).to_string();
                        ctx.set_fill_style_str("rgba(255,255,255,0.85)");
                        ctx.fill_rect(
                            x + 1.0,
                            y + 1.0,
                            font * 0.62 * label.len() as f64 + 2.0,
                            font + 2.0,
                        );
                        ctx.set_fill_style_str(if k == 0 { "#0b6b26" } else { "#333" });
                        ctx.fill_text(&label, x + 2.0, y + 2.0)?;
                    }
                }
            }
        }
        // Base names on pieces large enough to hold them (not over the move numbers).
        let font = (cell * 0.9).min(16.0);
        if font >= 9.0 && !numbered {
            ctx.set_font(&format!("600 {font:.0}px system-ui, sans-serif"));
            ctx.set_text_align("center");
            ctx.set_text_baseline("middle");
            for p in self.lab.pieces() {
                let w = p.cols as f64 * cell;
                if w < font * p.base.len() as f64 * 0.6 {
                    continue;
                }
                let (x, y) = (
                    (p.col as f64 + p.cols as f64 / 2.0) * cell,
                    (p.row as f64 + p.rows as f64 / 2.0) * cell,
                );
                ctx.set_fill_style_str("rgba(255,255,255,0.8)");
                let tw = font * p.base.len() as f64 * 0.58;
                ctx.fill_rect(x - tw / 2.0 - 3.0, y - font * 0.7, tw + 6.0, font * 1.4);
                ctx.set_fill_style_str("#111");
                ctx.fill_text(&p.base, x, y)?;
            }
        }
        Ok(())
    }
}

/// Lin & Wei's Fig. 5 from the theorems: 12 strings of 12 letters (X, O, C, E), row n = 1..12.
#[wasm_bindgen(js_name = constructFig5)]
pub fn construct_fig5() -> Vec<String> {
    fig5_table(12)
        .into_iter()
        .map(|r| r.into_iter().collect())
        .collect()
}

/// Lin & Wei's closed tour of `board` (`RxC`) as the tourney page loads it: `{rows, cols,
/// flat}` with `flat` one cycle as `TourneyLab.fromCycles` reads it. The construction is
/// deterministic, so a link naming the board rebuilds the same tour. Errors: `.field =
/// "generate"`.
#[wasm_bindgen(js_name = constructCover)]
pub fn construct_cover(board: &str) -> Result<JsValue, JsValue> {
    let b: Board = board
        .trim()
        .parse()
        .map_err(|e| field_error("generate", e))?;
    let cover = handoff_cover(b).map_err(|e| field_error("generate", e))?;
    let o = js_sys::Object::new();
    for (k, v) in [
        ("rows", JsValue::from(b.rows())),
        ("cols", JsValue::from(b.cols())),
        (
            "flat",
            js_sys::Uint32Array::from(&cover.to_flat()[..]).into(),
        ),
    ] {
        js_sys::Reflect::set(&o, &k.into(), &v)?;
    }
    Ok(o.into())
}

/// The strongest kind and its reason for the rows and cols fields, without building anything.
#[wasm_bindgen(js_name = constructExists)]
pub fn construct_exists(rows: &str, cols: &str) -> Result<String, JsValue> {
    let r = side("rows", rows)?;
    let c = side("cols", cols)?;
    let ex = crate::construct::exists::existence(r, c);
    Ok(format!("{} — {}", ex.strongest, ex.reason()))
}

/// Memory made ready in slices before a big board is built (see
/// [`crate::construct::warmup`]), as a job the page runs with `runJob` (`busy`, `work`,
/// `cancel`).
#[wasm_bindgen]
pub struct ConstructWarmup {
    warmup: Warmup,
}

#[derive(Serialize)]
struct WarmupReport {
    done: bool,
    fraction: f64,
    status: String,
}

/// The warm-up building the rows and cols fields' board needs while a lab of `held_rows` ×
/// `held_cols` (the one on show; 0 × 0 for none) is alive, or undefined when its memory is
/// ready or small. Errors as the fields'.
#[wasm_bindgen(js_name = constructWarmup)]
pub fn construct_warmup(
    rows: &str,
    cols: &str,
    held_rows: u32,
    held_cols: u32,
) -> Result<Option<ConstructWarmup>, JsValue> {
    let board =
        Board::new(side("rows", rows)?, side("cols", cols)?).map_err(|e| field_error("cols", e))?;
    let held = Board::new(held_rows as u64, held_cols as u64).ok();
    Ok(Warmup::needed(board, held).map(|warmup| ConstructWarmup { warmup }))
}

#[wasm_bindgen]
impl ConstructWarmup {
    /// True until the memory is ready.
    pub fn busy(&self) -> bool {
        !self.warmup.done()
    }

    /// Make memory ready for about `budget_ms` milliseconds: `{done, fraction, status}`.
    pub fn work(&mut self, budget_ms: f64) -> Result<JsValue, JsValue> {
        super::for_ms(budget_ms, || Ok(self.warmup.step(WARMUP_SLICE_BYTES)))?;
        super::to_js(&WarmupReport {
            done: self.warmup.done(),
            fraction: self.warmup.progress(),
            status: self.warmup.status(),
        })
    }

    /// Nothing to undo: memory touched so far stays with the allocator.
    pub fn cancel(&mut self) {}
}

/// Bytes touched per unit of a warm-up's work: a few milliseconds at most.
const WARMUP_SLICE_BYTES: usize = 4 << 20;

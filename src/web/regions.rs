//! The walk page's view of Squirrel & Cull's Figure 4 regions (the core's
//! [`crate::rules::squirrel_regions`]): the staged walk is run to its end in time-budgeted
//! slices (the pages' long-job protocol), then its regions are tinted on a canvas layer of their
//! own, with the switching squares ringed, and the legend's lines handed to the page.

use super::error::field_error;
use super::{for_ms, to_js, Lab};
use crate::layout::{css, Mark};
use crate::numbering::Numbering;
use crate::rules::squirrel_regions::{region_colour, Regions, RegionsJob, TINT_ALPHA};
use serde::Serialize;
use wasm_bindgen::prelude::*;
use web_sys::CanvasRenderingContext2d as Ctx2d;

/// Steps of the staged walk between checks of the clock.
const SLICE: usize = 1 << 15;

/// The regions of a walk page's staged walk, computed in slices.
#[wasm_bindgen]
pub struct StagedRegions {
    job: Option<RegionsJob>,
    regions: Option<Regions>,
    cancelled: bool,
    /// What the layer shows now: (stage in force, bitmap width, device pixel ratio).
    drawn: Option<(usize, u32, u64)>,
}

#[derive(Serialize)]
struct Progress {
    done: bool,
    fraction: f64,
    status: String,
}

#[derive(Serialize)]
struct Legend {
    /// The stage in force (0-based), for the page to know when the legend changed.
    stage: usize,
    status: String,
    lines: Vec<crate::rules::squirrel_regions::LegendLine>,
}

#[wasm_bindgen]
impl StagedRegions {
    /// The regions of `lab`'s walk: its board and start under the staged rule. Refused (field
    /// `regions`) when the walk's rule is not squirrel-cull. Returns at once; see `busy`.
    #[wasm_bindgen(constructor)]
    pub fn new(lab: &Lab) -> Result<StagedRegions, JsValue> {
        let job = RegionsJob::of_walk(lab.lab.walk()).map_err(|e| field_error("regions", e))?;
        Ok(StagedRegions {
            job: Some(job),
            regions: None,
            cancelled: false,
            drawn: None,
        })
    }

    /// Whether the staged walk is still being run.
    pub fn busy(&self) -> bool {
        self.job.is_some() && !self.cancelled
    }

    /// Whether it was cancelled (nothing to show).
    pub fn failed(&self) -> bool {
        self.cancelled
    }

    /// Run the staged walk for about `budget_ms`: `{done, fraction, status}`.
    pub fn work(&mut self, budget_ms: f64) -> Result<JsValue, JsValue> {
        if let Some(job) = self.job.as_mut().filter(|_| !self.cancelled) {
            for_ms(budget_ms, || Ok(job.work(SLICE)))?;
            if job.work(0) {
                self.regions = self.job.take().map(RegionsJob::finish);
            }
        }
        let fraction = self.job.as_ref().map_or(1.0, RegionsJob::fraction);
        to_js(&Progress {
            done: self.job.is_none() || self.cancelled,
            fraction,
            status: format!(
                "Walking the staged rule to find its regions: {:.0}%",
                fraction * 100.0
            ),
        })
    }

    /// Stop computing: the regions are not shown (even if the walk had just finished).
    pub fn cancel(&mut self) {
        self.cancelled = true;
        self.job = None;
        self.regions = None;
    }

    /// Whether the regions are those of `lab`'s board and start.
    pub fn matches(&self, lab: &Lab) -> bool {
        let w = lab.lab.walk();
        match (&self.regions, &self.job) {
            (Some(r), _) => r.board() == w.board() && r.start() == w.start(),
            (None, Some(_)) => true,
            (None, None) => false,
        }
    }

    /// The legend at walk length `len`, orderings in numbering `numbering_key`: `{stage,
    /// status, lines: [{stage, colour, ordering, paper, until, switched_at, squares, state,
    /// words}]}`; null while the regions are not ready.
    pub fn legend(&self, len: u32, numbering_key: &str) -> Result<JsValue, JsValue> {
        let numbering = Numbering::parse(numbering_key).map_err(|e| field_error("numbering", e))?;
        let Some(r) = &self.regions else {
            return Ok(JsValue::NULL);
        };
        let len = len as usize;
        to_js(&Legend {
            stage: r.stage_at(len),
            status: r.status(len, numbering),
            lines: r.legend(len, numbering),
        })
    }

    /// Draw the regions on `ctx` (a layer as large as the board, `css_width` CSS px wide, at
    /// `dpr` device pixels per CSS pixel) for walk length `len`; only when that changes what
    /// the layer shows (the stage in force, or the size).
    pub fn draw(&mut self, ctx: &Ctx2d, len: u32, css_width: f64, dpr: f64) -> Result<(), JsValue> {
        let Some(r) = &self.regions else {
            return Ok(());
        };
        let key = (
            r.stage_at(len as usize),
            (css_width * dpr).round() as u32,
            dpr.to_bits(),
        );
        if self.drawn == Some(key) {
            return Ok(());
        }
        let fail = |e: JsValue| field_error("status", format!("drawing the regions failed: {e:?}"));
        let board = r.board();
        let cell = css_width / board.cols() as f64;
        ctx.set_transform(1.0, 0.0, 0.0, 1.0, 0.0, 0.0)
            .map_err(fail)?;
        ctx.clear_rect(0.0, 0.0, 1e7, 1e7);
        ctx.set_transform(dpr, 0.0, 0.0, dpr, 0.0, 0.0)
            .map_err(fail)?;
        let styles: Vec<String> = (0..r.regions().len())
            .map(|k| {
                let [red, g, b] = region_colour(k);
                format!("rgba({red},{g},{b},{TINT_ALPHA})")
            })
            .collect();
        for row in 1..=board.rows() {
            let y = (row - 1) as f64 * cell;
            for (a, b, stage) in r.row_runs(row) {
                ctx.set_fill_style_str(&styles[stage]);
                ctx.fill_rect((a - 1) as f64 * cell, y, (b - a + 1) as f64 * cell, cell);
            }
        }
        for m in r.overlay(cell, len as usize) {
            paint(ctx, m).map_err(fail)?;
        }
        self.drawn = Some(key);
        Ok(())
    }

    /// Repaint at the next draw (after the layer was resized or cleared).
    pub fn invalidate(&mut self) {
        self.drawn = None;
    }

    /// The colour of region `k` (1-based) as CSS, for the legend's swatches.
    pub fn colour(k: u32) -> String {
        css(region_colour(k.saturating_sub(1) as usize))
    }
}

/// Paint one overlay mark.
fn paint(ctx: &Ctx2d, m: Mark) -> Result<(), JsValue> {
    let no_dash = js_sys::Array::new();
    match m {
        Mark::Ring {
            centre: (x, y),
            radius,
            width,
            colour,
        } => {
            ctx.set_line_dash(&no_dash)?;
            ctx.set_line_width(width);
            ctx.set_stroke_style_str(colour);
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
            // A light edge keeps the label readable on any tint.
            ctx.set_line_width(3.0);
            ctx.set_stroke_style_str("rgba(255,255,255,0.9)");
            ctx.stroke_text(&text, x, y)?;
            ctx.set_fill_style_str(colour);
            ctx.fill_text(&text, x, y)?;
        }
        Mark::Frame {
            rect: (x, y, w, h),
            width,
            colour,
            ..
        } => {
            ctx.set_line_width(width);
            ctx.set_stroke_style_str(colour);
            ctx.stroke_rect(x, y, w, h);
        }
        Mark::Line {
            from,
            to,
            width,
            colour,
            ..
        } => {
            ctx.set_line_width(width);
            ctx.set_stroke_style_str(colour);
            ctx.begin_path();
            ctx.move_to(from.0, from.1);
            ctx.line_to(to.0, to.1);
            ctx.stroke();
        }
    }
    Ok(())
}

//! The tourney page's rail graph overlay (001 Figure 16) and its "Rails over n" sweep (001
//! §4–§5), for wasm: the overlay strokes what [`crate::lab::tourney::rail_graph`] decides; the
//! sweep is the core's [`Sweep`] run in time-budgeted slices (the pages' long-job protocol:
//! `busy`, `work`, `cancel`). Errors are `field_error(field, e)` with the form control they
//! belong to.

use super::cover::TourneyLab;
use super::draw::{clear, set_line};
use super::error::field_error;
use crate::experiments::rails::{self, RailSpec, Sweep, PAGE_MAX_SIDE};
use crate::experiments::Sizes;
use crate::input::parse_seed;
use crate::lab::tourney::rail_graph::{graph_of, picture, status};
use serde::Serialize;
use wasm_bindgen::prelude::*;
use web_sys::CanvasRenderingContext2d as Ctx2d;

/// Laid over the cycles under the graph.
const WASH: &str = "rgba(251,250,246,0.6)";

/// What the overlay shows, in numbers and in words.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct GraphSummary {
    cycles: usize,
    edges: usize,
    rails_between: usize,
    rails_within: usize,
    components: usize,
    connected: bool,
    forest: usize,
    merged: bool,
    drawn_dots: usize,
    drawn_lines: usize,
    status: String,
}

#[wasm_bindgen]
impl TourneyLab {
    /// Clear `ctx` and, when `show`, draw the rail graph of the cover now on it (cycles as dots
    /// at their centroids, edges as lines, the breadth-first spanning forest in orange, rails per
    /// edge where there is room): `{cycles, edges, railsBetween, railsWithin, components,
    /// connected, forest, merged, drawnDots, drawnLines, status}`, or null when not shown.
    #[wasm_bindgen(js_name = drawRailGraph)]
    pub fn draw_rail_graph(&mut self, ctx: &Ctx2d, show: bool) -> Result<JsValue, JsValue> {
        let (lab, cell, dpr) = self.graph_parts();
        clear(ctx, dpr)?;
        let Some(lab) = lab.filter(|_| show) else {
            return Ok(JsValue::NULL);
        };
        let g = graph_of(lab);
        let (_, _, colours) = lab.view();
        let p = picture(&g, colours, cell);
        // A white wash over the cycles, so the graph reads as Figure 16 does.
        let b = g.board();
        ctx.set_fill_style_str(WASH);
        ctx.fill_rect(
            0.0,
            0.0,
            cell * f64::from(b.cols()),
            cell * f64::from(b.rows()),
        );
        ctx.set_line_cap("round");
        for l in &p.lines {
            set_line(ctx, l.width, l.colour, None)?;
            ctx.begin_path();
            for &[x0, y0, x1, y1] in &l.lines {
                ctx.move_to(x0, y0);
                ctx.line_to(x1, y1);
            }
            ctx.stroke();
        }
        set_line(ctx, 0.9, "rgba(10,12,20,0.85)", None)?;
        for d in &p.dots {
            ctx.set_fill_style_str(&d.colour);
            ctx.begin_path();
            for &[x, y, r] in &d.dots {
                ctx.move_to(x + r, y);
                ctx.arc(x, y, r, 0.0, std::f64::consts::TAU)?;
            }
            ctx.fill();
            ctx.stroke();
        }
        if !p.labels.is_empty() {
            let px = (cell * 0.8).clamp(9.0, 13.0);
            ctx.set_font(&format!("600 {px:.0}px system-ui, sans-serif"));
            ctx.set_text_align("center");
            ctx.set_text_baseline("middle");
            set_line(ctx, 3.0, "rgba(255,255,255,0.95)", None)?;
            ctx.set_fill_style_str("#111");
            for l in &p.labels {
                ctx.stroke_text(&l.text, l.x, l.y)?;
                ctx.fill_text(&l.text, l.x, l.y)?;
            }
        }
        let forest = g.bfs_forest().len();
        super::to_js(&GraphSummary {
            cycles: g.cycles(),
            edges: g.edges().len(),
            rails_between: g.rails_between(),
            rails_within: g.rails_within(),
            components: g.components(),
            connected: g.is_connected(),
            forest,
            merged: p.merged.is_some(),
            drawn_dots: p.drawn_dots,
            drawn_lines: p.drawn_lines,
            status: status(&g, &p),
        })
    }
}

/// The "Rails over n" sweep on the page: [`crate::experiments::rails`] over a range of n, made
/// a sample (or a piece of a generation) at a time.
#[wasm_bindgen]
pub struct RailSweep {
    sweep: Sweep,
    cancelled: bool,
}

/// One row for the page's chart and table.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct RowOut {
    n: u32,
    samples: u32,
    failed: u32,
    tourneys: u32,
    connected: u32,
    one_pass_tours: u32,
    joined: u32,
    joined_disconnected: u32,
    tours: u32,
    rails_min: usize,
    rails_mean: f64,
    rails_max: usize,
    min_per_n: f64,
    mean_per_cell: f64,
    cycles_mean: f64,
}

/// A verdict with its finding in words.
#[derive(Serialize)]
struct VerdictOut<'a> {
    claim: rails::Claim,
    quote: &'a str,
    finding: String,
    detail: &'a str,
}

#[wasm_bindgen]
impl RailSweep {
    /// Check the fields (generator `GEN` or `GEN+obfuscate`, sizes `A..B[:STEP]` up to the page's
    /// limit, samples, seed) and set up; nothing is run yet. Field errors: `rails-gen`,
    /// `rails-sizes`, `rails-samples`, `rails-seed`.
    pub fn start(gen: &str, sizes: &str, samples: &str, seed: &str) -> Result<RailSweep, JsValue> {
        let spec = RailSpec::parse(gen).map_err(|e| field_error("rails-gen", e))?;
        let sizes = Sizes::parse(sizes).map_err(|e| field_error("rails-sizes", e))?;
        let samples = rails::parse_samples(samples).map_err(|e| field_error("rails-samples", e))?;
        let seed = parse_seed(seed).map_err(|e| field_error("rails-seed", e))?;
        let sweep = Sweep::new(spec, sizes, samples, seed, PAGE_MAX_SIDE)
            .map_err(|e| field_error("rails-sizes", e))?;
        Ok(RailSweep {
            sweep,
            cancelled: false,
        })
    }

    /// The page's largest n for the sweep.
    #[wasm_bindgen(js_name = maxSide)]
    pub fn max_side() -> u32 {
        PAGE_MAX_SIDE
    }

    /// Whether there is work left (not done, not cancelled).
    pub fn busy(&self) -> bool {
        !self.cancelled && !self.sweep.is_done()
    }

    /// Work for about `budget_ms`: `{done, fraction, status}`.
    pub fn work(&mut self, budget_ms: f64) -> Result<JsValue, JsValue> {
        if !self.cancelled {
            let s = &mut self.sweep;
            super::for_ms(budget_ms, || Ok(s.work(1)))?;
        }
        super::to_js(&crate::lab::tourney::session::Progress {
            done: !self.busy(),
            fraction: self.sweep.fraction(),
            status: self.status(),
        })
    }

    /// Stop; the rows of the sizes done so far stay.
    pub fn cancel(&mut self) {
        self.cancelled = true;
    }

    /// Where it is, in words.
    pub fn status(&self) -> String {
        let s = self.sweep.status();
        if self.cancelled && !self.sweep.is_done() {
            format!(
                "Cancelled after {} of {} sizes; the chart shows those.",
                self.sweep.rows().len(),
                self.sweep.sizes().len()
            )
        } else {
            s
        }
    }

    /// The generator as given (`GEN` or `GEN+obfuscate`).
    pub fn spec(&self) -> String {
        self.sweep.spec().to_string()
    }

    /// The sizes the generator supports in the range, in order.
    pub fn sizes(&self) -> Vec<u32> {
        self.sweep.sizes().to_vec()
    }

    /// The rows of the sizes done: `[{n, samples, failed, tourneys, connected, onePassTours, joined, joinedDisconnected, tours,
    /// railsMin, railsMean, railsMax, minPerN, meanPerCell, cyclesMean}]`.
    pub fn rows(&self) -> Result<JsValue, JsValue> {
        let rows: Vec<RowOut> = self
            .sweep
            .rows()
            .iter()
            .map(|r| RowOut {
                n: r.n,
                samples: r.samples,
                failed: r.failed,
                tourneys: r.tourneys,
                connected: r.connected,
                one_pass_tours: r.one_pass_tours,
                joined: r.joined,
                joined_disconnected: r.joined_disconnected,
                tours: r.tours,
                rails_min: r.rails_min,
                rails_mean: r.rails_mean,
                rails_max: r.rails_max,
                min_per_n: r.min_per_n(),
                mean_per_cell: r.mean_per_cell(),
                cycles_mean: r.cycles_mean,
            })
            .collect();
        super::to_js(&rows)
    }

    /// The statements of 001 §4–§5 held against the rows done: `[{claim, quote, finding (in
    /// words: bears out, does not, not covered), detail}]`.
    pub fn verdicts(&self) -> Result<JsValue, JsValue> {
        let v = rails::verdicts(self.sweep.rows());
        let out: Vec<VerdictOut> = v
            .iter()
            .map(|v| VerdictOut {
                claim: v.claim,
                quote: v.quote,
                finding: v.finding.to_string(),
                detail: &v.detail,
            })
            .collect();
        super::to_js(&out)
    }
}

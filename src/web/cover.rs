//! The tourney lab's wasm API (`www/tourneys.html`): a thin wrapper over the core lab
//! [`crate::lab::tourney::TourneyLab`] (history, plan cursor, colours, statuses, hit-testing),
//! jobs run in time-budgeted slices (generation and planning, CONTRACTS.md), and the canvas
//! drawing. Errors are `field_error(field, e)` with the form control they belong to.

use super::draw::Layout;
use super::error::field_error;
use crate::board::Board;
use crate::cover::CycleCover;
use crate::lab::tourney::{hit, input, status, TourneyLab as Core};
use crate::rails::plan::PlanKind;
use crate::rails::Rail;
use crate::tourneys::{Generation, Generator, CATALOGUE};
use wasm_bindgen::prelude::*;
use web_sys::CanvasRenderingContext2d as Ctx2d;

pub use crate::lab::tourney::input::TOURNEY_MAX_SIDE;

/// Squares smaller than this (CSS px) do not get the rails drawn.
pub const RAIL_MIN: f64 = 7.0;

/// Distinct colours on the hue wheel; cycles are drawn in batches by colour.
const PALETTE: u32 = 60;

/// `generate` works this long before returning (a small board is then ready at once).
const FIRST_SLICE_MS: f64 = 30.0;

fn set(o: &js_sys::Object, k: &str, v: JsValue) {
    let _ = js_sys::Reflect::set(o, &k.into(), &v);
}

/// The generators: `[{name, sizes, seeded, words}]` (the page's menu; see `coverCatalogue`).
#[wasm_bindgen(js_name = tourneyGenerators)]
pub fn tourney_generators() -> JsValue {
    let out = js_sys::Array::new();
    for c in CATALOGUE {
        let o = js_sys::Object::new();
        set(&o, "name", c.name.into());
        set(&o, "sizes", c.sizes.words().into());
        set(&o, "seeded", c.seeded.into());
        set(&o, "words", c.description.into());
        out.push(&o);
    }
    out.into()
}

/// The one catalogue of cover generators: `[{name, description, paper, sizes, minSide, step,
/// maxSide, seeded}]`; `maxSide` is the generator's or the page's limit, whichever is smaller.
#[wasm_bindgen(js_name = coverCatalogue)]
pub fn cover_catalogue() -> JsValue {
    let out = js_sys::Array::new();
    for c in CATALOGUE {
        let o = js_sys::Object::new();
        set(&o, "name", c.name.into());
        set(&o, "description", c.description.into());
        set(&o, "paper", c.paper.into());
        set(&o, "sizes", c.sizes.words().into());
        set(&o, "minSide", c.sizes.min.into());
        set(&o, "step", c.sizes.step.into());
        let max = c
            .sizes
            .max
            .unwrap_or(TOURNEY_MAX_SIDE)
            .min(TOURNEY_MAX_SIDE);
        set(&o, "maxSide", max.into());
        set(&o, "seeded", c.seeded.into());
        out.push(&o);
    }
    out.into()
}

fn generator(name: &str) -> Result<Generator, JsValue> {
    Generator::parse(name).map_err(|e| field_error("gen", e))
}

/// Check the board size field for generator `name`: n, or a message naming the sizes it supports.
#[wasm_bindgen(js_name = parseTourneySize)]
pub fn parse_tourney_size(name: &str, text: &str) -> Result<u32, JsValue> {
    input::parse_size(generator(name)?, text).map_err(|e| field_error(e.field(), e))
}

/// A generation under way.
struct GenJob {
    job: Generation,
    source: String,
    seed: u64,
}

/// A cycle cover on the page, what was done to it, and how it is drawn.
#[wasm_bindgen]
pub struct TourneyLab {
    /// The lab, once there is a cover.
    lab: Option<Core>,
    gen: Option<GenJob>,
    failed: bool,
    /// Board side while generating.
    n: u32,
    cell: f64,
    dpr: f64,
    show_rails: bool,
}

#[wasm_bindgen]
impl TourneyLab {
    /// Generate with generator `name` on an n × n board from the seed; every field is checked
    /// and the error's `field` says which one is wrong. Works for a first slice and returns:
    /// a small board is ready; a long generation is `busy()` until [`TourneyLab::work`] is done.
    pub fn generate(name: &str, n: &str, seed_text: &str) -> Result<TourneyLab, JsValue> {
        let g = generator(name)?;
        let fe = |e: input::InputError| field_error(e.field(), e);
        let n = input::parse_size(g, n).map_err(fe)?;
        let sd = input::parse_seed(seed_text).map_err(fe)?;
        let job = Generation::new(g, n, sd).map_err(|e| field_error("n", e))?;
        let mut lab = TourneyLab::shell(n);
        lab.gen = Some(GenJob {
            job,
            source: input::source(g, n, sd),
            seed: sd,
        });
        lab.run_for(FIRST_SLICE_MS)?;
        Ok(lab)
    }

    /// Replay a walk of the walk page (its URL fields: board `RxC`, start, rule, seed) and load it
    /// as a one-cycle cover if it is a closed tour; otherwise an error that says what it is.
    #[wasm_bindgen(js_name = fromWalk)]
    pub fn from_walk(
        board: &str,
        start: &str,
        rule: &str,
        seed_text: &str,
    ) -> Result<TourneyLab, JsValue> {
        let core = input::from_walk(board, start, rule, seed_text)
            .map_err(|e| field_error(e.field(), e))?;
        Ok(TourneyLab::with(core))
    }

    /// A cover given as cycles: each its length followed by its squares (0-based row-major);
    /// an imported closed tour is one cycle.
    #[wasm_bindgen(js_name = fromCycles)]
    pub fn from_cycles(rows: u32, cols: u32, flat: &[u32]) -> Result<TourneyLab, JsValue> {
        let b = Board::new(rows as u64, cols as u64).map_err(|e| field_error("import", e))?;
        if rows > TOURNEY_MAX_SIDE || cols > TOURNEY_MAX_SIDE {
            let e = input::InputError::WalkBoardTooBig { board: b };
            return Err(field_error("import", e));
        }
        let cover = CycleCover::from_flat(b, flat).map_err(|e| field_error("import", e))?;
        let count = cover.cycle_count();
        let what = if count == 1 {
            "an imported closed tour"
        } else {
            "an imported cover"
        };
        Ok(TourneyLab::with(Core::new(
            cover,
            format!("{what} on {b}"),
            0,
        )))
    }

    /// Whether a long job (generating, planning) is under way.
    pub fn busy(&self) -> bool {
        self.gen.is_some() || self.lab.as_ref().is_some_and(Core::planning)
    }

    /// Whether a generation was cancelled or failed: the lab has no cover.
    pub fn failed(&self) -> bool {
        self.failed
    }

    /// Advance the job for about `budget_ms` of wall time: `{done, fraction, status}`. A failed
    /// generation throws (field `n`) and leaves the lab `failed()`.
    pub fn work(&mut self, budget_ms: f64) -> Result<JsValue, JsValue> {
        let done = self.run_for(budget_ms)?;
        let o = js_sys::Object::new();
        set(&o, "done", done.into());
        let (fraction, status) = match (&self.gen, &mut self.lab) {
            (Some(g), _) => {
                let f = g.job.fraction();
                (f, format!("Generating {}… {:.0} %", g.source, f * 100.0))
            }
            (None, Some(l)) => (l.plan_fraction(), l.status().to_string()),
            (None, None) => (1.0, String::new()),
        };
        set(&o, "fraction", fraction.into());
        set(&o, "status", status.into());
        Ok(o.into())
    }

    /// Abandon the job: a plan leaves the cover as it was with no plan; a generation leaves the
    /// lab `failed()`.
    pub fn cancel(&mut self) {
        if self.gen.take().is_some() {
            self.failed = true;
        }
        if let Some(l) = &mut self.lab {
            l.cancel_plan();
        }
    }

    pub fn rows(&self) -> u32 {
        self.lab.as_ref().map_or(self.n, |l| l.board().rows())
    }

    pub fn cols(&self) -> u32 {
        self.lab.as_ref().map_or(self.n, |l| l.board().cols())
    }

    /// Where the cover came from, in words.
    pub fn source(&self) -> String {
        match (&self.lab, &self.gen) {
            (Some(l), _) => l.source().into(),
            (None, Some(g)) => g.source.clone(),
            _ => String::new(),
        }
    }

    #[wasm_bindgen(js_name = cycleCount)]
    pub fn cycle_count(&mut self) -> u32 {
        self.lab.as_mut().map_or(0, |l| l.cycle_count() as u32)
    }

    /// Number of rails of the cover now.
    #[wasm_bindgen(js_name = railCount)]
    pub fn rail_count(&mut self) -> u32 {
        self.lab.as_mut().map_or(0, |l| l.rails().len() as u32)
    }

    /// Every cycle as its length followed by its squares (0-based row-major).
    #[wasm_bindgen(js_name = cyclesFlat)]
    pub fn cycles_flat(&self) -> Vec<u32> {
        self.lab.as_ref().map_or(Vec::new(), Core::cycles_flat)
    }

    /// Rail k (0-based) in words, with what switching it would do.
    #[wasm_bindgen(js_name = describeRail)]
    pub fn describe_rail(&mut self, k: u32) -> Result<String, JsValue> {
        self.core("rail-no")?
            .describe_rail(k.into())
            .map_err(|e| field_error("rail-no", e))
    }

    /// What switching rail k would do: `joins`, `splits` or `reroutes`.
    #[wasm_bindgen(js_name = railEffect)]
    pub fn rail_effect(&mut self, k: u32) -> Result<String, JsValue> {
        let e = self.core("rail-no")?.rail_effect(k.into());
        e.map(|e| status::effect_word(e).into())
            .map_err(|e| field_error("rail-no", e))
    }

    /// Switch rail k (0-based, as numbered now) by hand; the rest of a plan on show is dropped.
    /// Returns the status line.
    #[wasm_bindgen(js_name = switchRail)]
    pub fn switch_rail(&mut self, k: u32) -> Result<String, JsValue> {
        self.core("rail-no")?
            .switch_rail(k.into())
            .map_err(|e| field_error("rail-no", e))
    }

    /// The rail under CSS pixel (x, y): the one whose centre is nearest, within 0.7 of a square.
    #[wasm_bindgen(js_name = railAt)]
    pub fn rail_at(&mut self, x: f64, y: f64) -> Option<u32> {
        let cell = self.cell;
        let l = self.lab.as_mut()?;
        let b = l.board();
        hit::rail_at(b, l.rails(), cell, x, y).map(|k| k as u32)
    }

    /// Centre of rail k in CSS pixels of the board: `[x, y]` (for the page tests).
    #[wasm_bindgen(js_name = railCentre)]
    pub fn rail_centre(&mut self, k: u32) -> Result<Vec<f64>, JsValue> {
        let cell = self.cell;
        let l = self.core("rail-no")?;
        let r = l.rail(k.into()).map_err(|e| field_error("rail-no", e))?;
        let (x, y) = hit::rail_centre(l.board(), r, cell);
        Ok(vec![x, y])
    }

    /// Compute a plan (`shatter`, `join`, `obfuscate`) on the cover as it is now, from the lab's
    /// seed, to its end; nothing is switched yet. Returns its number of switches.
    pub fn plan(&mut self, kind: &str) -> Result<u32, JsValue> {
        let k: PlanKind = kind.parse().map_err(|e| field_error("status", e))?;
        Ok(self.core("status")?.plan(k) as u32)
    }

    /// Start planning as a job: `busy()` until `work` says done; then as after `plan(kind)`.
    #[wasm_bindgen(js_name = planBegin)]
    pub fn plan_begin(&mut self, kind: &str) -> Result<(), JsValue> {
        let k: PlanKind = kind.parse().map_err(|e| field_error("status", e))?;
        self.core("status")?.plan_begin(k);
        Ok(())
    }

    /// The plan on show (`shatter`, `join`, `obfuscate`) or "" if none.
    #[wasm_bindgen(js_name = planKind)]
    pub fn plan_kind(&self) -> String {
        let k = self.lab.as_ref().and_then(Core::plan_kind);
        k.map_or(String::new(), |k| k.name().into())
    }

    /// Switches in the plan on show.
    #[wasm_bindgen(js_name = planLen)]
    pub fn plan_len(&self) -> u32 {
        self.lab.as_ref().map_or(0, |l| l.plan_len() as u32)
    }

    /// Switches of the plan applied so far.
    #[wasm_bindgen(js_name = planPos)]
    pub fn plan_pos(&self) -> u32 {
        self.lab.as_ref().map_or(0, |l| l.plan_pos() as u32)
    }

    /// One switch of the plan forward; false at its end (or with no plan).
    pub fn step(&mut self) -> bool {
        self.lab.as_mut().is_some_and(Core::step)
    }

    /// One switch of the plan back; false at its start.
    pub fn back(&mut self) -> bool {
        self.lab.as_mut().is_some_and(Core::back)
    }

    /// Go to position `pos` of the plan (0 = before its first switch); clamped. Returns it.
    pub fn seek(&mut self, pos: u32) -> u32 {
        self.lab.as_mut().map_or(0, |l| l.seek(pos as usize) as u32)
    }

    /// The status line.
    pub fn status(&mut self) -> String {
        match (&mut self.lab, &self.gen) {
            (Some(l), _) => l.status().into(),
            (None, Some(g)) => format!("Generating {}…", g.source),
            _ => "No cover: generation was cancelled or failed.".into(),
        }
    }

    /// The history as URL text.
    pub fn ops(&self) -> String {
        self.lab.as_ref().map_or(String::new(), Core::ops)
    }

    /// Replay a history (as from [`TourneyLab::ops`]) on this lab. Stops at the first item it
    /// cannot do and says which (field `ops`); what came before it stays done.
    pub fn replay(&mut self, text: &str) -> Result<(), JsValue> {
        self.core("ops")?
            .replay(text)
            .map_err(|e| field_error("ops", e))
    }

    /// Whether the rails are drawn.
    #[wasm_bindgen(js_name = setShowRails)]
    pub fn set_show_rails(&mut self, on: bool) {
        self.show_rails = on;
    }

    /// Choose the layout for a board area of `max_px` CSS pixels and a device pixel ratio:
    /// `{cell, width, height, bitmap: [w, h]}`.
    pub fn layout(&mut self, max_px: f64, dpr: f64) -> JsValue {
        let b = self.board();
        let max_px = if max_px.is_finite() && max_px > 0.0 {
            max_px
        } else {
            960.0
        };
        self.dpr = if dpr.is_finite() && dpr > 0.0 {
            dpr.min(3.0)
        } else {
            1.0
        };
        let l = Layout::fit(b, max_px);
        self.cell = l.cell;
        let o = js_sys::Object::new();
        let (w, h) = (self.px(l.width), self.px(l.height));
        set(&o, "cell", l.cell.into());
        set(&o, "width", l.width.into());
        set(&o, "height", l.height.into());
        set(
            &o,
            "bitmap",
            js_sys::Array::of2(&w.into(), &h.into()).into(),
        );
        o.into()
    }

    /// Draw the board and cycles on `cover`, and the rails and the last switch on `over`.
    pub fn draw(&mut self, cover: &Ctx2d, over: &Ctx2d) -> Result<(), JsValue> {
        self.draw_cover(cover)?;
        self.draw_over(over)
    }

    /// Whether the rails are drawn when shown: not on squares under [`RAIL_MIN`] px, where they
    /// would cover the board in grey (hovering and clicking still find them).
    #[wasm_bindgen(js_name = railsFit)]
    pub fn rails_fit(&self) -> bool {
        self.cell >= RAIL_MIN
    }

    /// Highlight rail k (or none) on the `hover` canvas.
    #[wasm_bindgen(js_name = drawHover)]
    pub fn draw_hover(&mut self, ctx: &Ctx2d, k: Option<u32>) -> Result<(), JsValue> {
        self.clear(ctx)?;
        let r = match (&mut self.lab, k) {
            (Some(l), Some(k)) => l.rails().get(k as usize).copied(),
            _ => None,
        };
        let Some(sq) = r.and_then(|r| r.squares(self.board())) else {
            return Ok(());
        };
        let lw = self.line_width();
        ctx.set_line_cap("round");
        ctx.set_stroke_style_str("rgba(31,95,209,0.9)");
        self.strokes(ctx, sq, lw * 3.0, lw * 2.0, (self.cell / 5.0).max(2.0))
    }

    /// The colour of cycle `k` (1-based, as in the status line), as CSS.
    #[wasm_bindgen(js_name = cycleColour)]
    pub fn cycle_colour(&mut self, k: u32) -> String {
        colour(self.lab.as_mut().map_or(0, |l| l.cycle_colour(k)))
    }
}

impl TourneyLab {
    fn shell(n: u32) -> TourneyLab {
        TourneyLab {
            lab: None,
            gen: None,
            failed: false,
            n,
            cell: 16.0,
            dpr: 1.0,
            show_rails: false,
        }
    }

    fn with(core: Core) -> TourneyLab {
        let mut lab = TourneyLab::shell(core.board().rows());
        lab.lab = Some(core);
        lab.layout(960.0, 1.0);
        lab
    }

    /// The lab, or an error for `field` while there is no cover yet.
    fn core(&mut self, field: &str) -> Result<&mut Core, JsValue> {
        self.lab.as_mut().ok_or_else(|| {
            let why = if self.gen.is_some() {
                "still generating"
            } else {
                "no cover"
            };
            field_error(field, format!("{why}: generate a cover first"))
        })
    }

    fn board(&self) -> Board {
        match &self.lab {
            Some(l) => l.board(),
            None => Board::new(self.n.max(1) as u64, self.n.max(1) as u64).expect("a board"),
        }
    }

    /// Run the job until done or `budget_ms` has passed; true when no job is left.
    fn run_for(&mut self, budget_ms: f64) -> Result<bool, JsValue> {
        let until = js_sys::Date::now() + budget_ms.max(0.0);
        loop {
            if let Some(g) = &mut self.gen {
                if g.job.work(1) {
                    let g = self.gen.take().expect("a job");
                    // The generator's note (takefuji-lee: how it converged) joins the source.
                    let source = match g.job.note() {
                        Some(note) => format!("{}, {note}", g.source),
                        None => g.source,
                    };
                    let core = match g.job.finish() {
                        Ok(cover) => Core::new(cover, source, g.seed),
                        Err(e) => {
                            self.failed = true;
                            return Err(field_error("n", e));
                        }
                    };
                    self.lab = Some(core);
                    self.layout(960.0, self.dpr);
                }
            } else if let Some(l) = &mut self.lab {
                if l.plan_work(1) {
                    return Ok(true);
                }
            } else {
                return Ok(true);
            }
            if js_sys::Date::now() >= until {
                return Ok(!self.busy());
            }
        }
    }

    fn px(&self, css: f64) -> u32 {
        (css * self.dpr).round().max(1.0) as u32
    }

    fn centre(&self, i: usize) -> (f64, f64) {
        hit::square_centre(self.board(), i, self.cell)
    }

    fn clear(&self, ctx: &Ctx2d) -> Result<(), JsValue> {
        ctx.set_transform(1.0, 0.0, 0.0, 1.0, 0.0, 0.0)?;
        ctx.clear_rect(0.0, 0.0, 1e7, 1e7);
        ctx.set_transform(self.dpr, 0.0, 0.0, self.dpr, 0.0, 0.0)
    }

    fn line_width(&self) -> f64 {
        (self.cell / 9.0).clamp(0.6, 3.0)
    }

    fn draw_cover(&mut self, ctx: &Ctx2d) -> Result<(), JsValue> {
        let b = self.board();
        let c = self.cell;
        self.clear(ctx)?;
        ctx.set_fill_style_str("#fbfaf6");
        ctx.fill_rect(0.0, 0.0, c * b.cols() as f64, c * b.rows() as f64);
        // Squares: a faint chequer while squares are big enough to see one.
        if c >= 6.0 {
            ctx.set_fill_style_str("#ece6da");
            for r in 0..b.rows() {
                for col in (0..b.cols()).filter(|col| (r + col) % 2 == 1) {
                    ctx.fill_rect(col as f64 * c, r as f64 * c, c, c);
                }
            }
        }
        let Some(l) = self.lab.as_mut() else {
            return Ok(());
        };
        // Cycle edges, batched by colour.
        let mut buckets: Vec<Vec<(usize, usize)>> = vec![Vec::new(); PALETTE as usize];
        let (cover, labels, colours) = l.view();
        for i in 0..b.squares() {
            for j in cover.neighbours(i).into_iter().filter(|&j| j > i) {
                let col = colours[labels[i] as usize] % PALETTE;
                buckets[col as usize].push((i, j));
            }
        }
        ctx.set_line_width((c / 7.0).clamp(0.7, 3.5));
        ctx.set_line_cap("round");
        for (k, edges) in buckets.iter().enumerate().filter(|(_, e)| !e.is_empty()) {
            ctx.set_stroke_style_str(&colour(k as u32));
            ctx.begin_path();
            for &(i, j) in edges {
                self.seg(ctx, i, j);
            }
            ctx.stroke();
        }
        // Squares as dots when there is room.
        if c >= 12.0 {
            ctx.set_fill_style_str("rgba(30,36,48,0.55)");
            ctx.begin_path();
            for i in 0..b.squares() {
                let (x, y) = self.centre(i);
                ctx.move_to(x + c * 0.07, y);
                ctx.arc(x, y, c * 0.07, 0.0, std::f64::consts::TAU)?;
            }
            ctx.fill();
        }
        Ok(())
    }

    fn draw_over(&mut self, ctx: &Ctx2d) -> Result<(), JsValue> {
        self.clear(ctx)?;
        let b = self.board();
        let lw = self.line_width();
        let fit = self.rails_fit();
        let Some(l) = self.lab.as_mut() else {
            return Ok(());
        };
        let last = l.last();
        let rails: Vec<Rail> = if self.show_rails && fit {
            l.rails().to_vec()
        } else {
            Vec::new()
        };
        if !rails.is_empty() {
            // Primary moves solid, cross moves dashed (001 Figures 8–14); thin, over the thicker
            // cycle lines, so each cycle's colour stays visible.
            let all: Vec<[usize; 4]> = rails.iter().filter_map(|r| r.squares(b)).collect();
            ctx.set_stroke_style_str("rgba(10,12,20,0.8)");
            ctx.set_line_width(lw * 0.45);
            ctx.set_line_cap("butt");
            ctx.begin_path();
            for &[v0, v1, v2, v3] in &all {
                self.seg(ctx, v0, v1);
                self.seg(ctx, v2, v3);
            }
            ctx.stroke();
            let d = (self.cell / 6.0).max(2.0);
            ctx.set_stroke_style_str("rgba(10,12,20,0.6)");
            ctx.set_line_width(lw * 0.6);
            ctx.set_line_dash(&js_sys::Array::of2(&d.into(), &(d * 0.8).into()))?;
            ctx.begin_path();
            for &[v0, v1, v2, v3] in &all {
                self.seg(ctx, v0, v2);
                self.seg(ctx, v1, v3);
            }
            ctx.stroke();
            ctx.set_line_dash(&js_sys::Array::new())?;
        }
        // The last switch: the two moves it inserted, thick; the two it removed, dashed.
        if let Some([v0, v1, v2, v3]) = last.and_then(|s| s.rail.squares(b)) {
            ctx.set_line_cap("round");
            ctx.set_stroke_style_str("rgba(0,0,0,0.9)");
            ctx.set_line_width(lw * 3.2);
            ctx.begin_path();
            self.seg(ctx, v0, v2);
            self.seg(ctx, v1, v3);
            ctx.stroke();
            ctx.set_stroke_style_str("#ffe14d");
            ctx.set_line_width(lw * 1.6);
            ctx.stroke();
            ctx.set_stroke_style_str("rgba(0,0,0,0.8)");
            let d = (self.cell / 5.0).max(2.0);
            self.strokes(ctx, [v0, v2, v1, v3], 0.0, lw * 1.2, d)?;
        }
        Ok(())
    }

    /// Stroke the moves v0–v1, v2–v3 solid at width `solid` (skipped if 0), then v0–v2, v1–v3
    /// dashed at width `dashed` with dashes of `d`, in the current colour.
    fn strokes(
        &self,
        ctx: &Ctx2d,
        [v0, v1, v2, v3]: [usize; 4],
        solid: f64,
        dashed: f64,
        d: f64,
    ) -> Result<(), JsValue> {
        if solid > 0.0 {
            ctx.set_line_width(solid);
            ctx.begin_path();
            self.seg(ctx, v0, v1);
            self.seg(ctx, v2, v3);
            ctx.stroke();
        }
        ctx.set_line_width(dashed);
        ctx.set_line_dash(&js_sys::Array::of2(&d.into(), &d.into()))?;
        ctx.begin_path();
        self.seg(ctx, v0, v2);
        self.seg(ctx, v1, v3);
        ctx.stroke();
        ctx.set_line_dash(&js_sys::Array::new())
    }

    fn seg(&self, ctx: &Ctx2d, a: usize, b: usize) {
        let (x0, y0) = self.centre(a);
        let (x1, y1) = self.centre(b);
        ctx.move_to(x0, y0);
        ctx.line_to(x1, y1);
    }
}

/// Colour number k on the hue wheel: successive numbers a golden angle apart, two lightnesses.
fn colour(k: u32) -> String {
    let k = k % PALETTE;
    let hue = (k as f64 * 137.508) % 360.0;
    let light = if (k / 7) % 2 == 0 { 42 } else { 55 };
    format!("hsl({hue:.0}, 72%, {light}%)")
}

//! The tourney lab's wasm API (`www/tourneys.html`): a thin wrapper over the core's
//! [`Session`] (generation, then the [`crate::lab::tourney::TourneyLab`]: history, plan cursor,
//! colours, statuses, hit-testing), its jobs run in time-budgeted slices (the pages' long-job
//! protocol: `busy`, `work`, `cancel`), the cover's picture and the rails' layer the core paints
//! in memory ([`CoverPicture`], [`RailLayer`]) put on their canvases, and the canvas strokes the
//! core's [`crate::lab::tourney::view`] decides. Errors are `field_error(field, e)` with the
//! form control they belong to.

use super::draw::set_line;
use super::error::field_error;
use crate::board::Board;
use crate::lab::fields::{self, FieldError};
use crate::lab::tourney::picture::CoverPicture;
use crate::lab::tourney::rail_layer::RailLayer;
use crate::lab::tourney::session::{NoCover, Session};
use crate::lab::tourney::view::{
    self, colour_css, Stroke, BOARD_BACKGROUND, BOARD_CHEQUER, CHEQUER_MIN, DOT_MIN,
};
use crate::lab::tourney::{hit, input, status, TourneyLab as Core};
use crate::layout::{clamp_dpr, Layout};
use crate::numbering::Numbering;
use crate::rails::plan::PlanKind;
use crate::rails::Rail;
use crate::raster::PUT_CALL_PX;
use crate::tourneys::Generator;
use wasm_bindgen::prelude::*;
use web_sys::CanvasRenderingContext2d as Ctx2d;

pub use crate::lab::tourney::input::TOURNEY_MAX_SIDE;
pub use crate::lab::tourney::view::RAIL_MIN;

/// `generate` works this long before returning (a small board is then ready at once).
const FIRST_SLICE_MS: f64 = 30.0;

/// The one catalogue of cover generators: `[{name, description, paper, sizes, minSide, step,
/// maxSide, seeded}]`; `maxSide` is the generator's or the page's limit, whichever is smaller.
#[wasm_bindgen(js_name = coverCatalogue)]
pub fn cover_catalogue() -> Result<JsValue, JsValue> {
    super::to_js(&view::cover_choices())
}

fn generator(name: &str) -> Result<Generator, JsValue> {
    let field = |e: &crate::tourneys::GenerateError| match e {
        crate::tourneys::GenerateError::Tiles { .. } => "tiles",
        _ => "gen",
    };
    crate::tourneys::parse_with_tiles(name)
        .map(|(g, _)| g)
        .map_err(|e| field_error(field(&e), e))
}

/// Divide's base tiles for the tourney page's menu: `{generators: [names that take tiles],
/// tiles: [{name, description}]}`, default first, from the core's catalogue.
#[wasm_bindgen(js_name = tilesCatalogue)]
pub fn tiles_catalogue() -> Result<JsValue, JsValue> {
    #[derive(serde::Serialize)]
    struct Choice {
        name: &'static str,
        description: &'static str,
    }
    #[derive(serde::Serialize)]
    struct Out {
        generators: Vec<&'static str>,
        tiles: Vec<Choice>,
    }
    super::to_js(&Out {
        generators: Generator::ALL
            .iter()
            .filter(|g| g.takes_tiles())
            .map(|g| g.name())
            .collect(),
        tiles: crate::tourneys::TILES
            .iter()
            .map(|t| Choice {
                name: t.name,
                description: t.description,
            })
            .collect(),
    })
}

/// Check the board size field for generator `name`: n, or a message naming the sizes it supports.
#[wasm_bindgen(js_name = parseTourneySize)]
pub fn parse_tourney_size(name: &str, text: &str) -> Result<u32, JsValue> {
    Ok(input::parse_size(generator(name)?, text).map_err(FieldError::from)?)
}

impl TourneyLab {
    /// The lab (none while there is no cover), the square size (CSS px) and the device pixel
    /// ratio: for the rail graph overlay ([`super::rail_graph`]).
    pub(super) fn graph_parts(&mut self) -> (Option<&mut Core>, f64, f64) {
        (self.s.lab_mut().ok(), self.cell, self.dpr)
    }
}

/// A cycle cover on the page, what was done to it, and how it is drawn.
#[wasm_bindgen]
pub struct TourneyLab {
    s: Session,
    cell: f64,
    dpr: f64,
    show_rails: bool,
    /// The cover's picture in memory (see `draw_cover`).
    picture: CoverPicture,
    /// The rails and the last switch in memory (see `draw_over`).
    layer: RailLayer,
    /// The rail highlighted on the hover canvas (None: not known, the canvas was reset).
    hover_shown: Option<Option<Rail>>,
    /// Draw the cover with canvas strokes instead (the reference; see `useCanvasStrokes`).
    strokes: bool,
}

#[wasm_bindgen]
impl TourneyLab {
    /// Generate with generator `name` on an n × n board from the seed; every field is checked
    /// and the error's `field` says which one is wrong. Works for a first slice and returns:
    /// a small board is ready; a long generation is `busy()` until [`TourneyLab::work`] is done.
    pub fn generate(name: &str, n: &str, seed_text: &str) -> Result<TourneyLab, JsValue> {
        let s = Session::generate(name, n, seed_text).map_err(FieldError::from)?;
        let mut lab = TourneyLab::with(s);
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
        let core = input::from_walk(board, start, rule, seed_text).map_err(FieldError::from)?;
        Ok(TourneyLab::with(Session::of(core)))
    }

    /// A cover given as cycles: each its length followed by its squares (0-based row-major);
    /// an imported closed tour is one cycle.
    #[wasm_bindgen(js_name = fromCycles)]
    pub fn from_cycles(rows: u32, cols: u32, flat: &[u32]) -> Result<TourneyLab, JsValue> {
        let core = fields::tourney_of_flat(rows, cols, flat)?;
        Ok(TourneyLab::with(Session::of(core)))
    }

    /// Whether a long job (generating, planning) is under way.
    pub fn busy(&self) -> bool {
        self.s.busy()
    }

    /// Whether a generation was cancelled or failed: the lab has no cover.
    pub fn failed(&self) -> bool {
        self.s.failed()
    }

    /// Advance the job for about `budget_ms` of wall time: `{done, fraction, status}`. A failed
    /// generation throws (field `n`) and leaves the lab `failed()`; a replay that stops at an
    /// item throws (field `ops`).
    pub fn work(&mut self, budget_ms: f64) -> Result<JsValue, JsValue> {
        self.run_for(budget_ms)?;
        super::to_js(&self.s.progress())
    }

    /// Abandon the job: a plan leaves the cover as it was with no plan; a generation leaves the
    /// lab `failed()`.
    pub fn cancel(&mut self) {
        self.s.cancel();
    }

    pub fn rows(&self) -> u32 {
        self.s.board().rows()
    }

    pub fn cols(&self) -> u32 {
        self.s.board().cols()
    }

    /// Where the cover came from, in words.
    pub fn source(&self) -> String {
        self.s.source().into()
    }

    #[wasm_bindgen(js_name = cycleCount)]
    pub fn cycle_count(&mut self) -> u32 {
        self.s.lab_mut().map_or(0, |l| l.cycle_count() as u32)
    }

    /// What the cover is when it is one cycle ("a closed knight's tour", or a corner-missed
    /// closed tour on an odd x odd board): [`crate::cover::CycleCover::one_cycle_name`].
    #[wasm_bindgen(js_name = tourName)]
    pub fn tour_name(&mut self) -> String {
        self.s
            .lab_mut()
            .map_or(String::new(), |l| l.cover().one_cycle_name())
    }

    /// Number of rails of the cover now.
    #[wasm_bindgen(js_name = railCount)]
    pub fn rail_count(&mut self) -> u32 {
        self.s.lab_mut().map_or(0, |l| l.rails().len() as u32)
    }

    /// Every cycle as its length followed by its squares (0-based row-major).
    #[wasm_bindgen(js_name = cyclesFlat)]
    pub fn cycles_flat(&self) -> Vec<u32> {
        self.s.lab().map_or(Vec::new(), Core::cycles_flat)
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
        let l = self.s.lab_mut().ok()?;
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
        let k = self.s.lab().and_then(Core::plan_kind);
        k.map_or(String::new(), |k| k.name().into())
    }

    /// Switches in the plan on show.
    #[wasm_bindgen(js_name = planLen)]
    pub fn plan_len(&self) -> u32 {
        self.s.lab().map_or(0, |l| l.plan_len() as u32)
    }

    /// Switches of the plan applied so far.
    #[wasm_bindgen(js_name = planPos)]
    pub fn plan_pos(&self) -> u32 {
        self.s.lab().map_or(0, |l| l.plan_pos() as u32)
    }

    /// One switch of the plan forward; false at its end (or with no plan).
    pub fn step(&mut self) -> bool {
        self.s.lab_mut().is_ok_and(Core::step)
    }

    /// One switch of the plan back; false at its start.
    pub fn back(&mut self) -> bool {
        self.s.lab_mut().is_ok_and(Core::back)
    }

    /// Go to position `pos` of the plan (0 = before its first switch); clamped. Returns it.
    pub fn seek(&mut self, pos: u32) -> u32 {
        self.s.lab_mut().map_or(0, |l| l.seek(pos as usize) as u32)
    }

    /// Name moves in the status and the rail descriptions in numbering `key` (`squirrel`,
    /// `parberry`, `phadke`; the lab starts in Parberry's); the status on show is said again.
    #[wasm_bindgen(js_name = setNumbering)]
    pub fn set_numbering(&mut self, key: &str) -> Result<(), JsValue> {
        let n = Numbering::parse(key).map_err(|e| field_error("numbering", e))?;
        self.core("numbering")?.set_numbering(n);
        Ok(())
    }

    /// The status line.
    pub fn status(&mut self) -> String {
        self.s.status()
    }

    /// The history as URL text.
    pub fn ops(&self) -> String {
        self.s.lab().map_or(String::new(), Core::ops)
    }

    /// Replay a history (as from [`TourneyLab::ops`]) on this lab. Stops at the first item it
    /// cannot do and says which (field `ops`); what came before it stays done.
    pub fn replay(&mut self, text: &str) -> Result<(), JsValue> {
        self.core("ops")?
            .replay(text)
            .map_err(|e| field_error("ops", e))
    }

    /// Start replaying a history as a job: `busy()` until `work` says done (clicks at once,
    /// plans in slices); `work` throws (field `ops`) at an item it cannot do, what came before
    /// staying done, and `cancel` stops it after the items done. Ends as `replay(text)` does.
    #[wasm_bindgen(js_name = replayBegin)]
    pub fn replay_begin(&mut self, text: &str) -> Result<(), JsValue> {
        self.s.replay_begin(text).map_err(|e| field_error("ops", e))
    }

    /// Whether the rails are drawn.
    #[wasm_bindgen(js_name = setShowRails)]
    pub fn set_show_rails(&mut self, on: bool) {
        self.show_rails = on;
    }

    /// Choose the layout for a board area of `max_px` CSS pixels and a device pixel ratio:
    /// `{cell, width, height, bitmap: [w, h]}`.
    pub fn layout(&mut self, max_px: f64, dpr: f64) -> Result<JsValue, JsValue> {
        let b = self.board();
        self.dpr = clamp_dpr(dpr);
        let l = Layout::fit(b, max_px);
        self.cell = l.cell;
        self.picture.invalidate();
        self.layer.invalidate();
        self.hover_shown = None;
        super::to_js(&l.sizes(b, self.dpr))
    }

    /// Draw the board and cycles on `cover`, and on `over` the rails, when shown, and the last
    /// switch.
    pub fn draw(&mut self, cover: &Ctx2d, over: &Ctx2d) -> Result<(), JsValue> {
        self.draw_cover(cover)?;
        self.draw_over(over)
    }

    /// Whether the rails are drawn when shown: not on squares under [`RAIL_MIN`] px, where they
    /// would cover the board in grey (hovering and clicking still find them).
    #[wasm_bindgen(js_name = railsFit)]
    pub fn rails_fit(&self) -> bool {
        view::rails_fit(self.cell)
    }

    /// Highlight rail k (or none) on the `hover` canvas.
    #[wasm_bindgen(js_name = drawHover)]
    pub fn draw_hover(&mut self, ctx: &Ctx2d, k: Option<u32>) -> Result<(), JsValue> {
        let b = self.board();
        let r = match (self.s.lab_mut(), k) {
            (Ok(l), Some(k)) => l.rails().get(k as usize).copied(),
            _ => None,
        };
        // Called every frame: a canvas touched (even cleared when clear) is copied whole for
        // the compositor, 0.7 ms a frame at 1400 x 1400 px, so only when the rail changed.
        if self.hover_shown == Some(r) {
            return Ok(());
        }
        self.hover_shown = Some(r);
        self.clear(ctx)?;
        let strokes = r.map_or(Vec::new(), |r| view::hover_strokes(b, r, self.cell));
        self.stroke(ctx, &strokes)
    }

    /// Draw the cover with canvas strokes, one per colour (true), or in memory (false, the
    /// default): the reference the page test compares with, and the benchmark's same-run
    /// baseline.
    #[wasm_bindgen(js_name = useCanvasStrokes)]
    pub fn use_canvas_strokes(&mut self, on: bool) {
        self.strokes = on;
        self.picture.invalidate();
        self.layer.invalidate();
    }

    /// The colour of cycle `k` (1-based, as in the status line), as CSS.
    #[wasm_bindgen(js_name = cycleColour)]
    pub fn cycle_colour(&mut self, k: u32) -> String {
        colour_css(self.s.lab_mut().map_or(0, |l| l.cycle_colour(k)))
    }
}

impl TourneyLab {
    fn with(s: Session) -> TourneyLab {
        TourneyLab {
            s,
            cell: 16.0,
            dpr: 1.0,
            show_rails: false,
            picture: CoverPicture::new(),
            layer: RailLayer::new(),
            hover_shown: None,
            strokes: false,
        }
        .laid_out()
    }

    fn laid_out(mut self) -> TourneyLab {
        self.cell = Layout::fit(self.board(), 960.0).cell;
        self
    }

    /// The lab, or an error for `field` while there is no cover yet.
    fn core(&mut self, field: &str) -> Result<&mut Core, JsValue> {
        self.s.lab_mut().map_err(|e: NoCover| field_error(field, e))
    }

    fn board(&self) -> Board {
        self.s.board()
    }

    /// Run the job until done or `budget_ms` has passed.
    fn run_for(&mut self, budget_ms: f64) -> Result<(), JsValue> {
        let s = &mut self.s;
        super::for_ms(budget_ms, || {
            s.work(1).map_err(|e| field_error(e.field(), e))
        })
    }

    fn centre(&self, i: usize) -> (f64, f64) {
        hit::square_centre(self.board(), i, self.cell)
    }

    fn clear(&self, ctx: &Ctx2d) -> Result<(), JsValue> {
        super::draw::clear(ctx, self.dpr)
    }

    /// The board, its cycles and dots, painted in a picture in memory
    /// ([`crate::lab::tourney::picture`]: each move a copy of its shape's stamp) and put on the
    /// canvas in one `putImageData`, when it changed. While a plan plays, cycles that split or
    /// join change colour over most of the board every frame (61 % of a 200×200 board's squares
    /// a frame, on average, obfuscating at 10,000 switches a second), so the cover is painted
    /// whole; as canvas strokes its 40,000 moves took ~17 ms a frame to rasterise at 4 px
    /// squares.
    fn draw_cover(&mut self, ctx: &Ctx2d) -> Result<(), JsValue> {
        if self.strokes {
            return self.draw_cover_strokes(ctx);
        }
        let (c, dpr) = (self.cell, self.dpr);
        let picture = &mut self.picture;
        match self.s.lab_mut() {
            Ok(l) => {
                let (cover, labels, colours) = l.view();
                picture.paint(cover, labels, colours, c, dpr);
            }
            Err(_) => return Ok(()),
        }
        super::draw::put_dirty(ctx, picture.raster_mut(), PUT_CALL_PX)
    }

    /// The cover as canvas calls: the chequer's squares, one stroke per colour, the dots.
    fn draw_cover_strokes(&mut self, ctx: &Ctx2d) -> Result<(), JsValue> {
        let b = self.board();
        let c = self.cell;
        self.clear(ctx)?;
        ctx.set_fill_style_str(BOARD_BACKGROUND.0);
        ctx.fill_rect(0.0, 0.0, c * b.cols() as f64, c * b.rows() as f64);
        if c >= CHEQUER_MIN {
            ctx.set_fill_style_str(BOARD_CHEQUER.0);
            for r in 0..b.rows() {
                for col in (0..b.cols()).filter(|col| (r + col) % 2 == 1) {
                    ctx.fill_rect(col as f64 * c, r as f64 * c, c, c);
                }
            }
        }
        let Ok(l) = self.s.lab_mut() else {
            return Ok(());
        };
        let (cover, labels, colours) = l.view();
        let strokes = view::cover_strokes(cover, labels, colours, c);
        self.stroke(ctx, &strokes)?;
        if c >= DOT_MIN {
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

    /// The rails, when shown, and the last switch: painted in memory ([`RailLayer`], again
    /// only where they changed) and put on the canvas where it changed; or, for the reference,
    /// as canvas strokes.
    fn draw_over(&mut self, ctx: &Ctx2d) -> Result<(), JsValue> {
        let (b, cell, dpr) = (self.board(), self.cell, self.dpr);
        let (show_rails, strokes) = (self.show_rails, self.strokes);
        let Ok(l) = self.s.lab_mut() else {
            self.layer.invalidate();
            return self.clear(ctx);
        };
        let last = l.last().map(|s| s.rail);
        if !strokes {
            self.layer
                .paint(b, show_rails.then_some(l.rails()), last, cell, dpr);
            return super::draw::put_dirty(ctx, self.layer.raster_mut(), PUT_CALL_PX);
        }
        let mut strokes = if show_rails {
            view::rail_strokes(b, l.rails(), cell)
        } else {
            Vec::new()
        };
        if let Some(rail) = last {
            strokes.extend(view::switch_strokes(b, rail, cell));
        }
        self.clear(ctx)?;
        self.stroke(ctx, &strokes)
    }

    /// Stroke each of `strokes` in its style, then leave the dash solid.
    fn stroke(&self, ctx: &Ctx2d, strokes: &[Stroke]) -> Result<(), JsValue> {
        for s in strokes {
            set_line(ctx, s.width, &s.colour, s.dash)?;
            ctx.set_line_cap(if s.round { "round" } else { "butt" });
            ctx.begin_path();
            for &(i, j) in &s.moves {
                self.seg(ctx, i, j);
            }
            ctx.stroke();
        }
        ctx.set_line_dash(&js_sys::Array::new())
    }

    fn seg(&self, ctx: &Ctx2d, a: usize, b: usize) {
        let (x0, y0) = self.centre(a);
        let (x1, y1) = self.centre(b);
        ctx.move_to(x0, y0);
        ctx.line_to(x1, y1);
    }
}

/// Lin & Wei's closed tour of `board` (`RxC`) as the tourney page loads it: `{rows, cols,
/// flat}` with `flat` one cycle as `TourneyLab.fromCycles` reads it. Errors: `.field =
/// "generate"`.
#[wasm_bindgen(js_name = constructCover)]
pub fn construct_cover(board: &str) -> Result<JsValue, JsValue> {
    let b: Board = board
        .trim()
        .parse()
        .map_err(|e| field_error("generate", e))?;
    let cover =
        crate::construct::handoff::handoff_cover(b).map_err(|e| field_error("generate", e))?;
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

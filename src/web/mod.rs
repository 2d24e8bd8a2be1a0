//! The wasm-bindgen layer for the pages in `www/` (wasm32 only): thin wrappers over the core.
//!
//! Boundary rules (as in the Rust and WebAssembly book's Game of Life): the page hands over the
//! text of its fields and gets back either a value or a JS `Error` whose `message` is meant to
//! be shown next to the field named by its `field` ([`error::field_error`]); nothing here panics
//! on bad input (and `console_error_panic_hook` reports anything unexpected). The canvas is
//! drawn from Rust through `web-sys` (module `draw`), from marks and strokes the core decides
//! ([`crate::layout`]); every check, catalogue and sentence comes
//! from the core ([`crate::input`], [`crate::lab::fields`], [`crate::rules::catalogue`],
//! [`crate::walk`]).

mod atlas;
mod draw;
pub mod error;
mod glyphs;
pub mod io;
pub mod page;
mod painter;
mod preview_draw;
pub mod regions;
pub mod teach;


use crate::board::{Board, Square};
use crate::input::{self, MAX_SIDE, MIN_SIDE};
use crate::lab::fields::{self, FieldError};
use crate::layout::{clamp_dpr, Layout};
use crate::rules::catalogue::RULES;
use crate::walk::lab::WalkLab;
use draw::View;
use error::field_error;
use serde::Serialize;
use wasm_bindgen::prelude::*;
use web_sys::CanvasRenderingContext2d as Ctx2d;

#[wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
}

/// A serialisable value for JS (maps as plain objects).
fn to_js(v: &impl Serialize) -> Result<JsValue, JsValue> {
    let s = serde_wasm_bindgen::Serializer::new()
        .serialize_maps_as_objects(true)
        .serialize_missing_as_null(true);
    v.serialize(&s).map_err(|e| field_error("status", e))
}

/// A value from JS.
fn from_js<T: serde::de::DeserializeOwned>(v: JsValue) -> Result<T, JsValue> {
    serde_wasm_bindgen::from_value(v).map_err(|e| field_error("status", e))
}

/// `performance.now()` of the page or Worker (or `Date.now()` without one).
pub struct PerfClock {
    perf: Option<(JsValue, js_sys::Function)>,
}

impl PerfClock {
    /// The clock of the page or Worker this runs in.
    pub fn new() -> PerfClock {
        let perf = js_sys::Reflect::get(&js_sys::global(), &"performance".into())
            .ok()
            .filter(JsValue::is_object)
            .and_then(|p| {
                let now = js_sys::Reflect::get(&p, &"now".into()).ok()?;
                now.dyn_into::<js_sys::Function>().ok().map(|f| (p, f))
            });
        PerfClock { perf }
    }

    /// Milliseconds.
    pub fn ms(&self) -> f64 {
        self.perf
            .as_ref()
            .and_then(|(p, f)| f.call0(p).ok())
            .and_then(|v| v.as_f64())
            .unwrap_or_else(js_sys::Date::now)
    }
}

impl Default for PerfClock {
    fn default() -> PerfClock {
        PerfClock::new()
    }
}

impl crate::job::Clock for PerfClock {
    fn now_ns(&mut self) -> f64 {
        self.ms() * 1e6
    }
}

/// The words of the page frame's own controls ([`crate::page::words::CHROME`]).
#[wasm_bindgen]
pub fn chrome() -> Result<JsValue, JsValue> {
    to_js(&crate::page::words::CHROME)
}

/// The seven pages in the header's order: `[{key, file, name, line, carries}]`.
#[wasm_bindgen]
pub fn pages() -> Result<JsValue, JsValue> {
    to_js(&crate::page::pages::PAGES)
}

/// Steps a second at each place of the speed slider.
#[wasm_bindgen]
pub fn speeds() -> Vec<u32> {
    crate::page::status::SPEEDS.to_vec()
}

/// Call `unit` (true: finished) until it finishes or `budget_ms` of wall time has passed (a
/// budget that is not a number counts as 0: one call).
fn for_ms(budget_ms: f64, mut unit: impl FnMut() -> Result<bool, JsValue>) -> Result<(), JsValue> {
    let until = js_sys::Date::now()
        + if budget_ms.is_finite() {
            budget_ms.max(0.0)
        } else {
            0.0
        };
    while !unit()? && js_sys::Date::now() < until {}
    Ok(())
}

/// The page's limits on a side: `[min, max]`.
#[wasm_bindgen(js_name = sideLimits)]
pub fn side_limits() -> Vec<u32> {
    vec![MIN_SIDE, MAX_SIDE]
}

/// Parse the text of the rows or cols field (`what` names it, and is the error's `field`).
#[wasm_bindgen(js_name = parseSide)]
pub fn parse_side(what: &str, text: &str) -> Result<u32, JsValue> {
    Ok(input::parse_side(what, text).map_err(FieldError::from)?)
}

fn board(rows: &str, cols: &str) -> Result<Board, JsValue> {
    Ok(input::parse_board(rows, cols).map_err(FieldError::from)?)
}

/// Parse a start square (`R,C` or `e4`) on a rows × cols board: `[row, col]`, 1-based.
#[wasm_bindgen(js_name = parseSquare)]
pub fn parse_square(rows: &str, cols: &str, text: &str) -> Result<Vec<u32>, JsValue> {
    let s = board(rows, cols)?
        .parse_square(text)
        .map_err(|e| field_error("start", e))?;
    Ok(vec![s.row, s.col])
}

/// The core's one rules catalogue: `[{name, syntax, takesOrdering, description, paper,
/// boards}]`.
#[wasm_bindgen(js_name = ruleCatalogue)]
pub fn rule_catalogue() -> Result<JsValue, JsValue> {
    to_js(&RULES)
}

/// Check a rule as typed (`ordering:12345678`, `random`, ...): its canonical text, or an error
/// saying what is wrong (field `ordering` when the move-ordering is, else `rule`).
#[wasm_bindgen(js_name = parseRule)]
pub fn parse_rule(text: &str) -> Result<String, JsValue> {
    Ok(fields::rule_text(text)?)
}

/// Check a seed: a whole number 0 to 2^64-1, returned as canonical decimal text.
#[wasm_bindgen(js_name = parseSeed)]
pub fn parse_seed(text: &str) -> Result<String, JsValue> {
    Ok(input::parse_seed(text)
        .map_err(FieldError::from)?
        .to_string())
}

/// A Warnsdorff walk on the page: the core's [`WalkLab`] and what is drawn.
///
/// A rule that needs trial walks first (`nineteen`) leaves the lab [`Lab::busy`] until
/// [`Lab::work`] finishes them (the long-job protocol of the pages); a method that needs the
/// walk before then finishes the preparation at once.
#[wasm_bindgen]
pub struct Lab {
    lab: WalkLab,
    view: View,
}

#[wasm_bindgen]
impl Lab {
    /// A walk from the page's fields; every field is checked again here, and the error's
    /// `field` says which one is wrong. Returns at once (see [`Lab::busy`]).
    #[wasm_bindgen(constructor)]
    pub fn new(
        rows: &str,
        cols: &str,
        start: &str,
        rule: &str,
        seed_text: &str,
    ) -> Result<Lab, JsValue> {
        let lab = fields::walk_lab(rows, cols, start, rule, seed_text)?;
        Ok(Lab::of(lab))
    }

    /// A walk that follows a given tour or path (0-based row-major squares): at step 0 the
    /// knight is on `squares[0]`, each step goes to the next square, and the step report still
    /// shows the unvisited neighbours and their degrees. Rule text `imported`. Errors have
    /// field `import`.
    #[wasm_bindgen(js_name = fromTour)]
    pub fn from_tour(rows: u32, cols: u32, squares: &[u32]) -> Result<Lab, JsValue> {
        Ok(Lab::of(fields::walk_of_tour(rows, cols, squares)?))
    }

    /// Whether a preparation (trial walks) is under way.
    pub fn busy(&self) -> bool {
        self.lab.busy()
    }

    /// Whether the preparation was cancelled: the lab is not usable.
    pub fn failed(&self) -> bool {
        self.lab.failed()
    }

    /// Advance the preparation for about `budget_ms` milliseconds: `{done, fraction, status}`.
    pub fn work(&mut self, budget_ms: f64) -> Result<JsValue, JsValue> {
        let mut p = None;
        for_ms(budget_ms, || {
            let q = self.lab.work(1 << 16);
            let done = q.done || !self.lab.busy();
            p = Some(q);
            Ok(done)
        })?;
        self.view.invalidate();
        to_js(&p)
    }

    /// Abandon the preparation: the lab is left `failed` (the page goes back to its last lab).
    pub fn cancel(&mut self) {
        self.lab.cancel();
    }

    pub fn rows(&self) -> u32 {
        self.lab.walk().board().rows()
    }

    pub fn cols(&self) -> u32 {
        self.lab.walk().board().cols()
    }

    pub fn squares(&self) -> u32 {
        self.lab.walk().board().squares() as u32
    }

    /// Squares visited so far (1 at the start).
    pub fn len(&mut self) -> u32 {
        self.lab.ready().len() as u32
    }

    /// Never true: a walk holds its start square.
    #[wasm_bindgen(js_name = isEmpty)]
    pub fn is_empty(&self) -> bool {
        false
    }

    /// The squares visited so far, in order (0-based row-major indices).
    pub fn path(&mut self) -> Vec<u32> {
        self.lab.ready().path_indices()
    }

    /// The rule as text (`ordering:12345678`), as it goes in the URL.
    pub fn rule(&self) -> String {
        self.lab.walk().spec().to_string()
    }

    /// The rule in words, with its set-up note if any.
    #[wasm_bindgen(js_name = ruleWords)]
    pub fn rule_words(&mut self) -> String {
        self.lab.rule_words()
    }

    pub fn seed(&self) -> String {
        self.lab.walk().seed().to_string()
    }

    /// The start square as `R,C`.
    pub fn start(&self) -> String {
        let s = self.lab.walk().start();
        format!("{},{}", s.row, s.col)
    }

    /// Whether the walk can still step.
    pub fn running(&mut self) -> bool {
        self.lab.ready().is_running()
    }

    /// One step by the rule; false when the walk is over.
    pub fn step(&mut self) -> bool {
        self.lab.step()
    }

    /// Take back the last step; false at the start.
    pub fn undo(&mut self) -> bool {
        self.lab.undo()
    }

    /// Up to `max_steps` steps on the fast path; returns how many were taken (the last one
    /// reported, for the status).
    pub fn run(&mut self, max_steps: u32) -> u32 {
        self.lab.run(max_steps as usize) as u32
    }

    /// Go to step `len` (1 = the start), stepping or taking back; stops where the walk ends.
    pub fn seek(&mut self, len: u32) -> u32 {
        self.lab.seek(len as usize) as u32
    }

    /// The walk's raw speed: `max_steps` steps without any reporting (for the benchmark).
    #[wasm_bindgen(js_name = runFast)]
    pub fn run_fast(&mut self, max_steps: u32) -> u32 {
        self.lab.run_fast(max_steps as usize) as u32
    }

    /// Unvisited neighbours of square (row, col), or undefined if visited or off the board.
    pub fn degree(&mut self, row: u32, col: u32) -> Option<u8> {
        self.lab.ready().degree(Square::new(row, col))
    }

    /// Move number of square (row, col), or undefined if unvisited.
    pub fn order(&mut self, row: u32, col: u32) -> Option<u32> {
        let w = self.lab.ready();
        w.order(Square::new(row, col)).map(|n| n as u32)
    }

    /// The squares the next step would choose among: `[{square: [r, c], move, degree, score}]`.
    pub fn candidates(&mut self) -> Result<JsValue, JsValue> {
        to_js(&self.lab.ready().candidates())
    }

    /// The last step's report (`{from, to, move, candidates, tied, broken_by, len}`) or null.
    #[wasm_bindgen(js_name = lastStep)]
    pub fn last_step(&mut self) -> Result<JsValue, JsValue> {
        to_js(&self.lab.last())
    }

    /// Where the walk stands: `{len, squares, running, outcome, words, current, trouble,
    /// termination, cut_off}` (Irwin's marks counted; see `walk::irwin`).
    pub fn summary(&mut self) -> Result<JsValue, JsValue> {
        to_js(&self.lab.standing())
    }

    /// The status line: what the last step did, in words, and how the walk stands.
    pub fn status(&mut self) -> String {
        self.lab.status()
    }

    /// Choose the layout for a board area of `max_px` CSS pixels and a device pixel ratio:
    /// `{cell, width, height, labels, boardBitmap: [w, h], bitmap: [w, h]}`. The page sizes its
    /// canvases from it; the next draw repaints everything.
    pub fn layout(&mut self, max_px: f64, dpr: f64) -> Result<JsValue, JsValue> {
        let b = self.lab.walk().board();
        self.view = View::new(b, Layout::fit(b, max_px), clamp_dpr(dpr));
        to_js(&self.view.sizes(b))
    }

    /// The move and relative-move distributions of the path so far, counted as an open path
    /// (001 §3; Parberry's numbering): `{moves, relative, moves_directed, relative_directed,
    /// edges, turns}`. All zeros (edges or turns 0) while the path is too short.
    pub fn distribution(&mut self) -> Result<JsValue, JsValue> {
        let c = crate::stats::Counts::of_squares(self.lab.ready().path(), false)
            .map_err(|e| field_error("status", e))?;
        to_js(&c.distribution())
    }

    /// Repaint everything at the next draw.
    pub fn invalidate(&mut self) {
        self.view.invalidate();
    }

    /// Draw the labels from the glyph atlas (true, the default) or with `fillText` (false: the
    /// reference the page test compares the atlas with, and the benchmark's same-run baseline),
    /// until the next layout; the next draw repaints everything.
    #[wasm_bindgen(js_name = useGlyphAtlas)]
    pub fn use_glyph_atlas(&mut self, on: bool) {
        self.view.glyphs = on;
        self.view.invalidate();
    }

    /// Draw what changed since the last draw on the three layers (the empty board at the start
    /// while the lab is busy).
    pub fn draw(&mut self, board: &Ctx2d, path: &Ctx2d, overlay: &Ctx2d) -> Result<(), JsValue> {
        let last = if self.lab.busy() {
            None
        } else {
            self.lab.last().cloned()
        };
        self.view
            .draw(self.lab.walk(), last.as_ref(), board, path, overlay)
            .map_err(|e| field_error("status", format!("drawing failed: {e:?}")))
    }

    /// The square under CSS pixel (x, y) of the board, as `R,C`, or undefined.
    #[wasm_bindgen(js_name = squareAt)]
    pub fn square_at(&self, x: f64, y: f64) -> Option<String> {
        self.view
            .layout
            .square_at(self.lab.walk().board(), x, y)
            .map(|s| format!("{},{}", s.row, s.col))
    }
}

impl Lab {
    fn of(lab: WalkLab) -> Lab {
        let b = lab.walk().board();
        Lab {
            lab,
            view: View::new(b, Layout::fit(b, 960.0), 1.0),
        }
    }
}

//! The wasm-bindgen layer for the page in `www/` (wasm32 only): thin wrappers over the core.
//!
//! Boundary rules (as in the Rust and WebAssembly book's Game of Life): the page hands over the
//! text of its fields and gets back either a value or a `JsError` whose message is meant to be
//! shown next to the field; nothing here panics on bad input (and `console_error_panic_hook`
//! reports anything unexpected). The canvas is drawn from Rust through `web-sys`.

pub mod cover;
mod draw;
pub mod enumerate;
pub mod error;
pub mod stats;

pub use cover::*;
pub use enumerate::*;
pub use stats::*;

use crate::board::{Board, Square};
use crate::rules::RuleSpec;
use crate::walk::{Outcome, StepReport, Walk};
use draw::{Layout, View};
use serde::Serialize;
use wasm_bindgen::prelude::*;
use web_sys::CanvasRenderingContext2d as Ctx2d;

/// The smallest and largest side the page accepts (the core accepts more; the page must stay
/// responsive).
pub const MIN_SIDE: u32 = 5;
pub const MAX_SIDE: u32 = 2000;

#[wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
}

/// The page's limits on a side: `[min, max]`.
#[wasm_bindgen(js_name = sideLimits)]
pub fn side_limits() -> Vec<u32> {
    vec![MIN_SIDE, MAX_SIDE]
}

/// Parse the text of the rows or cols field (`what` names it in the message).
#[wasm_bindgen(js_name = parseSide)]
pub fn parse_side(what: &str, text: &str) -> Result<u32, JsError> {
    side(what, text).map_err(|e| JsError::new(&e))
}

fn side(what: &str, text: &str) -> Result<u32, String> {
    let t = text.trim();
    if t.is_empty() {
        return Err(format!(
            "{what}: enter a whole number from {MIN_SIDE} to {MAX_SIDE}"
        ));
    }
    if !t.chars().all(|c| c.is_ascii_digit()) {
        return Err(format!(
            "{what}: '{t}' is not a whole number; enter {MIN_SIDE} to {MAX_SIDE}"
        ));
    }
    match t.parse::<u64>() {
        Ok(n) if (MIN_SIDE as u64..=MAX_SIDE as u64).contains(&n) => Ok(n as u32),
        Ok(n) if n < MIN_SIDE as u64 => Err(format!(
            "{what}: {n} is too few; the page takes {MIN_SIDE} to {MAX_SIDE}"
        )),
        _ => Err(format!(
            "{what}: {t} is over the page's limit of {MAX_SIDE}; the page takes {MIN_SIDE} to {MAX_SIDE}"
        )),
    }
}

fn board(rows: &str, cols: &str) -> Result<Board, String> {
    let r = side("rows", rows)?;
    let c = side("cols", cols)?;
    Board::new(r as u64, c as u64).map_err(|e| e.to_string())
}

/// Parse a start square (`R,C` or `e4`) on a rows × cols board: `[row, col]`, 1-based.
#[wasm_bindgen(js_name = parseSquare)]
pub fn parse_square(rows: &str, cols: &str, text: &str) -> Result<Vec<u32>, JsError> {
    let b = board(rows, cols).map_err(|e| JsError::new(&e))?;
    let s = b
        .parse_square(text)
        .map_err(|e| JsError::new(&e.to_string()))?;
    Ok(vec![s.row, s.col])
}

/// The rules the page offers: `[name, takes an ordering ("1"/"0"), description]` per rule.
#[wasm_bindgen(js_name = ruleChoices)]
pub fn rule_choices() -> JsValue {
    let rules: [(&str, bool, &str); 6] = [
        (
            "ordering",
            true,
            "move-ordering: first in the ordering wins a tie",
        ),
        ("random", false, "random among the tied, from the seed"),
        (
            "squirrel-cull",
            false,
            "Squirrel & Cull's algorithm (square boards)",
        ),
        (
            "nineteen",
            false,
            "the 19 orderings of Squirrel & Cull, first that tours",
        ),
        ("pohl", true, "Pohl's tiebreak, then the ordering"),
        (
            "lookahead",
            true,
            "Irwin's double look-ahead, then the ordering",
        ),
    ];
    serde_wasm_bindgen::to_value(&rules).unwrap_or(JsValue::NULL)
}

/// Check a rule as typed (`ordering:12345678`, `random`, ...): its canonical text, or an error
/// saying what is wrong.
#[wasm_bindgen(js_name = parseRule)]
pub fn parse_rule(text: &str) -> Result<String, JsError> {
    RuleSpec::parse(text)
        .map(|r| r.to_string())
        .map_err(|e| JsError::new(&e))
}

/// Check a seed: a whole number 0 to 2^64-1, returned as canonical decimal text.
#[wasm_bindgen(js_name = parseSeed)]
pub fn parse_seed(text: &str) -> Result<String, JsError> {
    seed(text)
        .map(|s| s.to_string())
        .map_err(|e| JsError::new(&e))
}

fn seed(text: &str) -> Result<u64, String> {
    let t = text.trim();
    t.parse::<u64>()
        .map_err(|_| format!("seed '{t}' is not a whole number from 0 to 18446744073709551615"))
}

/// A Warnsdorff walk on the page: the walk, the last step's report, and what is drawn.
#[wasm_bindgen]
pub struct Lab {
    walk: Walk,
    /// The report of the step that led to the current square (None at the start).
    last: Option<StepReport>,
    view: View,
}

/// Where the walk stands, for the page.
#[derive(Serialize)]
struct Summary {
    len: usize,
    squares: usize,
    running: bool,
    /// `running`, `full-tour`, `closed-tour` or `dead-end`.
    outcome: &'static str,
    /// The outcome in words: "full tour", "dead end after 17 of 25 squares".
    words: String,
    current: [u32; 2],
    trouble: usize,
    termination: usize,
}

#[wasm_bindgen]
impl Lab {
    /// A walk from the page's fields; every field is checked again here, and the message says
    /// which one is wrong.
    #[wasm_bindgen(constructor)]
    pub fn new(
        rows: &str,
        cols: &str,
        start: &str,
        rule: &str,
        seed_text: &str,
    ) -> Result<Lab, JsError> {
        let err = |e: String| JsError::new(&e);
        let b = board(rows, cols).map_err(err)?;
        let s = b
            .parse_square(start)
            .map_err(|e| JsError::new(&format!("start: {e}")))?;
        let spec = RuleSpec::parse(rule).map_err(|e| JsError::new(&format!("rule: {e}")))?;
        let sd = seed(seed_text).map_err(err)?;
        let walk = Walk::new(b, s, spec, sd).map_err(|e| JsError::new(&format!("rule: {e}")))?;
        let view = View::new(b, Layout::fit(b, 960.0), 1.0);
        Ok(Lab {
            walk,
            last: None,
            view,
        })
    }

    pub fn rows(&self) -> u32 {
        self.walk.board().rows()
    }

    pub fn cols(&self) -> u32 {
        self.walk.board().cols()
    }

    pub fn squares(&self) -> u32 {
        self.walk.board().squares() as u32
    }

    /// Squares visited so far (1 at the start).
    pub fn len(&self) -> u32 {
        self.walk.len() as u32
    }

    /// Never true: a walk holds its start square.
    #[wasm_bindgen(js_name = isEmpty)]
    pub fn is_empty(&self) -> bool {
        false
    }

    /// The rule as text (`ordering:12345678`), as it goes in the URL.
    pub fn rule(&self) -> String {
        self.walk.spec().to_string()
    }

    /// The rule in words, with its set-up note if any.
    #[wasm_bindgen(js_name = ruleWords)]
    pub fn rule_words(&self) -> String {
        match self.walk.note() {
            Some(n) => format!("{}. {n}", self.walk.rule_label()),
            None => self.walk.rule_label(),
        }
    }

    pub fn seed(&self) -> String {
        self.walk.seed().to_string()
    }

    /// The start square as `R,C`.
    pub fn start(&self) -> String {
        let s = self.walk.start();
        format!("{},{}", s.row, s.col)
    }

    /// Whether the walk can still step.
    pub fn running(&self) -> bool {
        self.walk.is_running()
    }

    /// One step by the rule; false when the walk is over.
    pub fn step(&mut self) -> bool {
        match self.walk.step() {
            Some(r) => {
                self.last = Some(r);
                true
            }
            None => false,
        }
    }

    /// Take back the last step; false at the start.
    pub fn undo(&mut self) -> bool {
        let done = self.walk.undo();
        if done {
            self.recall_last();
        }
        done
    }

    /// Up to `max_steps` steps on the fast path; returns how many were taken. The last one is
    /// taken as a reported step so the status can say what it did.
    pub fn run(&mut self, max_steps: u32) -> u32 {
        if max_steps == 0 {
            return 0;
        }
        let fast = self.walk.run(max_steps as usize - 1) as u32;
        if self.step() {
            fast + 1
        } else {
            // The walk ended inside the fast run: report its real last step.
            self.recall_last();
            fast
        }
    }

    /// Go to step `len` (1 = the start), stepping or taking back; stops where the walk ends.
    pub fn seek(&mut self, len: u32) -> u32 {
        let target = (len as usize).max(1);
        if target == self.walk.len() {
            return len;
        }
        if target > self.walk.len() {
            self.run((target - self.walk.len()) as u32);
        } else {
            self.walk.seek(target);
            self.recall_last();
        }
        self.walk.len() as u32
    }

    /// The walk's raw speed: `max_steps` steps without any reporting (for the benchmark).
    #[wasm_bindgen(js_name = runFast)]
    pub fn run_fast(&mut self, max_steps: u32) -> u32 {
        let n = self.walk.run(max_steps as usize) as u32;
        self.last = None;
        n
    }

    /// Unvisited neighbours of square (row, col), or undefined if visited or off the board.
    pub fn degree(&self, row: u32, col: u32) -> Option<u8> {
        self.walk.degree(Square::new(row, col))
    }

    /// Move number of square (row, col), or undefined if unvisited.
    pub fn order(&self, row: u32, col: u32) -> Option<u32> {
        self.walk.order(Square::new(row, col)).map(|n| n as u32)
    }

    /// The squares the next step would choose among: `[{square: [r, c], move, degree, score}]`.
    pub fn candidates(&self) -> Result<JsValue, JsError> {
        Ok(serde_wasm_bindgen::to_value(&self.walk.candidates())?)
    }

    /// The last step's report (`{from, to, move, candidates, tied, broken_by, len}`) or null.
    #[wasm_bindgen(js_name = lastStep)]
    pub fn last_step(&self) -> Result<JsValue, JsError> {
        Ok(serde_wasm_bindgen::to_value(&self.last)?)
    }

    /// Where the walk stands: `{len, squares, running, outcome, words, current, trouble,
    /// termination}`.
    pub fn summary(&self) -> Result<JsValue, JsError> {
        let outcome = self.walk.outcome();
        let (one, zero) = self.walk.trouble();
        let s = Summary {
            len: self.walk.len(),
            squares: self.walk.board().squares(),
            running: outcome == Outcome::Running,
            outcome: match outcome {
                Outcome::Running => "running",
                Outcome::FullTour => "full-tour",
                Outcome::ClosedTour => "closed-tour",
                Outcome::DeadEnd { .. } => "dead-end",
            },
            words: outcome.describe(self.walk.board().squares()),
            current: self.walk.current().into(),
            trouble: one.len(),
            termination: zero.len(),
        };
        Ok(serde_wasm_bindgen::to_value(&s)?)
    }

    /// The status line: what the last step did, in words, and how the walk stands.
    pub fn status(&self) -> String {
        status(&self.walk, self.last.as_ref())
    }

    /// Choose the layout for a board area of `max_px` CSS pixels and a device pixel ratio:
    /// `{cell, width, height, labels, boardBitmap: [w, h], bitmap: [w, h]}`. The page sizes its
    /// canvases from it; the next draw repaints everything.
    pub fn layout(&mut self, max_px: f64, dpr: f64) -> Result<JsValue, JsError> {
        let b = self.walk.board();
        let max_px = if max_px.is_finite() && max_px > 0.0 {
            max_px
        } else {
            960.0
        };
        let dpr = if dpr.is_finite() && dpr > 0.0 {
            dpr.min(3.0)
        } else {
            1.0
        };
        self.view = View::new(b, Layout::fit(b, max_px), dpr);
        let l = self.view.layout;
        let o = js_sys::Object::new();
        let set = |k: &str, v: JsValue| js_sys::Reflect::set(&o, &k.into(), &v);
        let (bw, bh) = self.view.board_bitmap(b);
        let (w, h) = self.view.bitmap();
        set("cell", l.cell.into()).ok();
        set("width", l.width.into()).ok();
        set("height", l.height.into()).ok();
        set("labels", l.labels.into()).ok();
        set(
            "boardBitmap",
            js_sys::Array::of2(&bw.into(), &bh.into()).into(),
        )
        .ok();
        set("bitmap", js_sys::Array::of2(&w.into(), &h.into()).into()).ok();
        Ok(o.into())
    }

    /// The move and relative-move distributions of the path so far, counted as an open path
    /// (001 §3; Parberry's numbering): `{moves, relative, moves_directed, relative_directed,
    /// edges, turns}`. All zeros (edges or turns 0) while the path is too short.
    pub fn distribution(&self) -> Result<JsValue, JsError> {
        let c = crate::stats::Counts::of_squares(self.walk.path(), false)
            .map_err(|e| JsError::new(&e))?;
        Ok(serde_wasm_bindgen::to_value(&c.distribution())?)
    }

    /// Repaint everything at the next draw.
    pub fn invalidate(&mut self) {
        self.view.invalidate();
    }

    /// Draw what changed since the last draw on the three layers.
    pub fn draw(&mut self, board: &Ctx2d, path: &Ctx2d, overlay: &Ctx2d) -> Result<(), JsError> {
        self.view
            .draw(&self.walk, self.last.as_ref(), board, path, overlay)
            .map_err(|e| JsError::new(&format!("drawing failed: {e:?}")))
    }

    /// The square under CSS pixel (x, y) of the board, as `R,C`, or undefined.
    #[wasm_bindgen(js_name = squareAt)]
    pub fn square_at(&self, x: f64, y: f64) -> Option<String> {
        self.view
            .square_at(self.walk.board(), x, y)
            .map(|s| format!("{},{}", s.row, s.col))
    }
}

impl Lab {
    /// Rebuild the report of the step that led here (after an undo or a seek): take the step
    /// back and replay it. Rules restore their state on undo, so the replay is exact.
    fn recall_last(&mut self) {
        self.last = None;
        if self.walk.len() > 1 && self.walk.undo() {
            self.last = self.walk.step();
        }
    }
}

/// The status line in words.
fn status(walk: &Walk, last: Option<&StepReport>) -> String {
    let b = walk.board();
    let name = |s: Square| match b.algebraic(s) {
        Some(a) => format!("({},{}) {a}", s.row, s.col),
        None => format!("({},{})", s.row, s.col),
    };
    let mut out = match last {
        None => format!(
            "Step 1 of {}: the knight starts on {}.",
            b.squares(),
            name(walk.start())
        ),
        Some(r) => {
            let mut t = format!(
                "Step {} of {}: {} to {} by move {}",
                r.len,
                b.squares(),
                name(r.from),
                name(r.to),
                r.mv
            );
            let chosen = r.candidates.iter().find(|c| c.square == r.to);
            if let Some(c) = chosen {
                t += &format!(", degree {}", c.degree);
            }
            match r.candidates.len() {
                1 => t += " (the only move).",
                n => {
                    let others: Vec<String> = r
                        .candidates
                        .iter()
                        .filter(|c| c.square != r.to)
                        .map(|c| format!("{} {}", name(c.square), c.degree))
                        .collect();
                    t += &format!(" ({n} candidates; others: {}).", others.join(", "));
                }
            }
            if r.tied.len() > 1 {
                let score = chosen.map(|c| c.score).unwrap_or(0);
                t += &format!(
                    " Tie between {} at {score}, broken by {}.",
                    r.tied
                        .iter()
                        .map(|&s| name(s))
                        .collect::<Vec<_>>()
                        .join(", "),
                    r.broken_by.as_deref().unwrap_or("the rule")
                );
            }
            t
        }
    };
    match walk.outcome() {
        Outcome::Running => {
            let (one, zero) = walk.trouble();
            if !zero.is_empty() {
                out += &format!(
                    " {} termination square{} (degree 0).",
                    zero.len(),
                    if zero.len() == 1 { "" } else { "s" }
                );
            }
            if !one.is_empty() {
                out += &format!(
                    " {} trouble square{} (degree 1).",
                    one.len(),
                    if one.len() == 1 { "" } else { "s" }
                );
            }
        }
        o => {
            out += &format!(" Finished: {}.", o.describe(b.squares()));
            if o == Outcome::ClosedTour {
                out += " The closing move back to the start is drawn dashed.";
            }
        }
    }
    out
}

//! The tourney lab's wasm API (`www/tourneys.html`): thin wrappers over [`crate::cover`],
//! [`crate::rails`] and [`crate::tourneys`]. A [`TourneyLab`] holds a cycle cover, its rails, the
//! history of what was done to it (clicked rails and plans: shatter, join, obfuscate) and a
//! position in the last plan, and draws the cover on canvases through `web-sys`.
//!
//! The history is text the page keeps in its URL (`ops`): comma-separated, each either a
//! clicked rail `r<top>-<primary><cross>` (top square's row-major index, Parberry's move digits)
//! or a plan `<kind>@<switches taken>` (`shatter`, `join`, `obfuscate`; the plan's seed is the
//! lab's seed). Replaying it is deterministic.

use super::draw::Layout;
use crate::board::{Board, Square};
use crate::cover::CycleCover;
use crate::moves::Move;
use crate::rails::{
    classify, find_rails, plan_join, plan_obfuscate, plan_shatter, switch, switch_classified,
    Effect, Rail, Switch,
};
use crate::rules::RuleSpec;
use crate::tourneys::{generate, Generator};
use crate::walk::{Outcome, Walk};
use wasm_bindgen::prelude::*;
use web_sys::CanvasRenderingContext2d as Ctx2d;

/// The largest n the page accepts for a generator (bigger boards work in the core, but the
/// page's drawing and step-by-step plans are meant for boards one can look at).
pub const TOURNEY_MAX_SIDE: u32 = 400;

/// Squares smaller than this (CSS px) do not get the rails drawn.
pub const RAIL_MIN: f64 = 7.0;

/// Distinct colours on the hue wheel; cycles are drawn in batches by colour.
const PALETTE: u32 = 60;

fn js(e: impl std::fmt::Display) -> JsError {
    JsError::new(&e.to_string())
}

/// The generators: `[{name, sizes, fixed}]`; `fixed` is "1" when it ignores the seed.
#[wasm_bindgen(js_name = tourneyGenerators)]
pub fn tourney_generators() -> JsValue {
    let out = js_sys::Array::new();
    for g in Generator::ALL {
        let o = js_sys::Object::new();
        let set = |k: &str, v: JsValue| js_sys::Reflect::set(&o, &k.into(), &v);
        set("name", g.name().into()).ok();
        set("sizes", g.sizes().into()).ok();
        let seeded = matches!(
            g,
            Generator::WarnsdorffTourney | Generator::WarnsdorffClosed
        );
        set("seeded", seeded.into()).ok();
        set("words", generator_words(g).into()).ok();
        out.push(&o);
    }
    out.into()
}

fn generator_words(g: Generator) -> &'static str {
    match g {
        Generator::WarnsdorffTourney => {
            "Warnsdorff walks closed into cycles as soon as they can be (§6)"
        }
        Generator::Braid => "concentric braids of four cycles each (Figure 18)",
        Generator::FourCover => "every 4×4 block covered by four 4-cycles (Figure 19)",
        Generator::Divide => "Parberry's divide-and-conquer closed tour",
        Generator::DivideTourney => {
            "divide-and-conquer without joining: one cycle per tile (Figure 15)"
        }
        Generator::WarnsdorffClosed => {
            "Warnsdorff's rule, random tie-break, retried until the tour closes"
        }
    }
}

/// Check the board size field for generator `name`: n, or a message naming the sizes it supports.
#[wasm_bindgen(js_name = parseTourneySize)]
pub fn parse_tourney_size(name: &str, text: &str) -> Result<u32, JsError> {
    let g = generator(name).map_err(js)?;
    size(g, text).map_err(js)
}

fn generator(name: &str) -> Result<Generator, String> {
    Generator::from_name(name.trim()).ok_or_else(|| {
        let all: Vec<&str> = Generator::ALL.iter().map(|g| g.name()).collect();
        format!(
            "generator '{}' is not known; choose one of {}",
            name.trim(),
            all.join(", ")
        )
    })
}

fn size(g: Generator, text: &str) -> Result<u32, String> {
    let t = text.trim();
    let n: u32 = match t.parse::<u64>() {
        Ok(n) if n <= TOURNEY_MAX_SIDE as u64 => n as u32,
        Ok(_) => {
            return Err(format!(
                "size: {t} is over the page's limit of {TOURNEY_MAX_SIDE}; {} supports {}",
                g.name(),
                g.sizes()
            ))
        }
        Err(_) => {
            return Err(format!(
                "size: '{t}' is not a whole number; {} supports {}",
                g.name(),
                g.sizes()
            ))
        }
    };
    g.supports(n).map(|_| n)
}

fn seed(text: &str) -> Result<u64, String> {
    let t = text.trim();
    t.parse::<u64>()
        .map_err(|_| format!("seed '{t}' is not a whole number from 0 to 18446744073709551615"))
}

/// What a plan does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Shatter,
    Join,
    Obfuscate,
}

impl Kind {
    fn parse(t: &str) -> Option<Kind> {
        match t {
            "shatter" => Some(Kind::Shatter),
            "join" => Some(Kind::Join),
            "obfuscate" => Some(Kind::Obfuscate),
            _ => None,
        }
    }

    fn name(self) -> &'static str {
        match self {
            Kind::Shatter => "shatter",
            Kind::Join => "join",
            Kind::Obfuscate => "obfuscate",
        }
    }

    fn title(self) -> &'static str {
        match self {
            Kind::Shatter => "Shatter",
            Kind::Join => "Join",
            Kind::Obfuscate => "Obfuscate",
        }
    }
}

/// One thing done to the cover.
#[derive(Clone, Copy, Debug)]
enum Op {
    Click(Rail),
    Plan(Kind, usize),
}

fn rail_text(r: Rail) -> String {
    format!("r{}-{}{}", r.top, r.primary_parberry(), r.cross_parberry())
}

fn parse_rail(t: &str) -> Option<Rail> {
    let (top, mv) = t.strip_prefix('r')?.split_once('-')?;
    let top: u32 = top.parse().ok()?;
    let b = mv.as_bytes();
    if b.len() != 2 {
        return None;
    }
    let m = |c: u8| Move::from_parberry(c.checked_sub(b'0')?);
    Some(Rail {
        top,
        primary: m(b[0])?,
        cross: m(b[1])?,
    })
}

/// A cycle cover on the page, what was done to it, and how it is drawn.
#[wasm_bindgen]
pub struct TourneyLab {
    cover: CycleCover,
    /// Where the cover came from, in words.
    source: String,
    seed: u64,
    /// Clicks and plans, in order; a plan's count is how many of its switches are applied.
    ops: Vec<Op>,
    /// The switches of the last plan (if the last op is a plan).
    plan: Vec<Switch>,
    /// The rails of the cover now, row-major by top square.
    rails: Vec<Rail>,
    labels: Vec<u32>,
    count: usize,
    /// Colour number of each cycle (by label); a cycle keeps its colour while it is not changed.
    colours: Vec<u32>,
    next_colour: u32,
    /// The last switch made (by a click or a plan step): highlighted, and said in the status.
    last: Option<Switch>,
    /// Cycle numbers (1-based, before the switch) that the last switch touched.
    last_cycles: (u32, u32),
    status: String,
    dirty: bool,
    cell: f64,
    dpr: f64,
    show_rails: bool,
}

fn effect_word(e: Effect) -> &'static str {
    match e {
        Effect::Joined => "joins",
        Effect::Split => "splits",
        Effect::Rerouted => "reroutes",
    }
}

#[wasm_bindgen]
impl TourneyLab {
    /// Generate with generator `name` on an n × n board from the seed; every field is checked and
    /// the message says which one is wrong.
    pub fn generate(name: &str, n: &str, seed_text: &str) -> Result<TourneyLab, JsError> {
        let g = generator(name).map_err(js)?;
        let n = size(g, n).map_err(js)?;
        let sd = seed(seed_text).map_err(js)?;
        let cover = generate(g, n, sd).map_err(js)?;
        let mut source = format!("{} on {n}x{n}", g.name());
        if matches!(
            g,
            Generator::WarnsdorffTourney | Generator::WarnsdorffClosed
        ) {
            source += &format!(", seed {sd}");
        }
        Ok(TourneyLab::new(cover, source, sd))
    }

    /// Replay a walk of the walk page (its URL fields: board `RxC`, start, rule, seed) and load it
    /// as a one-cycle cover if it is a closed tour; otherwise an error that says what it is.
    #[wasm_bindgen(js_name = fromWalk)]
    pub fn from_walk(
        board: &str,
        start: &str,
        rule: &str,
        seed_text: &str,
    ) -> Result<TourneyLab, JsError> {
        let b: Board = board
            .trim()
            .parse()
            .map_err(|e| JsError::new(&format!("board: {e}")))?;
        if b.rows() > TOURNEY_MAX_SIDE || b.cols() > TOURNEY_MAX_SIDE {
            return Err(JsError::new(&format!(
                "board {b}: this page takes sides up to {TOURNEY_MAX_SIDE}"
            )));
        }
        let s = b
            .parse_square(start)
            .map_err(|e| JsError::new(&format!("start: {e}")))?;
        let spec = RuleSpec::parse(rule).map_err(|e| JsError::new(&format!("rule: {e}")))?;
        let sd = seed(seed_text).map_err(js)?;
        let mut walk =
            Walk::new(b, s, spec, sd).map_err(|e| JsError::new(&format!("rule: {e}")))?;
        walk.run(usize::MAX);
        let outcome = walk.outcome();
        if outcome != Outcome::ClosedTour {
            return Err(JsError::new(&format!(
                "that walk is not a closed tour: {} (board {b}, start {}, rule {}, seed {sd}); \
                 only a closed tour is a cycle cover",
                outcome.describe(b.squares()),
                s,
                walk.spec()
            )));
        }
        let path: Vec<Square> = walk.path().collect();
        let cover = CycleCover::from_tour_squares(b, &path).map_err(js)?;
        let source = format!(
            "the closed tour of the walk on {b} from {s}, rule {}, seed {sd}",
            walk.spec()
        );
        Ok(TourneyLab::new(cover, source, sd))
    }

    pub fn rows(&self) -> u32 {
        self.cover.board().rows()
    }

    pub fn cols(&self) -> u32 {
        self.cover.board().cols()
    }

    /// Where the cover came from, in words.
    pub fn source(&self) -> String {
        self.source.clone()
    }

    #[wasm_bindgen(js_name = cycleCount)]
    pub fn cycle_count(&mut self) -> u32 {
        self.refresh();
        self.count as u32
    }

    /// Number of rails of the cover now.
    #[wasm_bindgen(js_name = railCount)]
    pub fn rail_count(&mut self) -> u32 {
        self.refresh();
        self.rails.len() as u32
    }

    /// Rail k (0-based) in words, with what switching it would do.
    #[wasm_bindgen(js_name = describeRail)]
    pub fn describe_rail(&mut self, k: u32) -> Result<String, JsError> {
        let r = self.rail(k)?;
        let b = self.cover.board();
        let e = classify(&self.cover, r).map_err(js)?;
        let [v0, _, v2, _] = r.squares(b).unwrap_or([0; 4]);
        let (a, c) = (self.labels[v0] + 1, self.labels[v2] + 1);
        let what = match e {
            Effect::Joined => format!("would join cycles {a} and {c}"),
            Effect::Split => format!("would split cycle {a} in two"),
            Effect::Rerouted => format!("would reroute cycle {a}, which stays whole"),
        };
        Ok(format!("Rail {}: {}; {what}.", k + 1, r.describe(b)))
    }

    /// What switching rail k would do: `joins`, `splits` or `reroutes`.
    #[wasm_bindgen(js_name = railEffect)]
    pub fn rail_effect(&mut self, k: u32) -> Result<String, JsError> {
        let r = self.rail(k)?;
        Ok(effect_word(classify(&self.cover, r).map_err(js)?).into())
    }

    /// Switch rail k (0-based, as numbered now) by hand; the rest of a plan on show is dropped.
    /// Returns the status line.
    #[wasm_bindgen(js_name = switchRail)]
    pub fn switch_rail(&mut self, k: u32) -> Result<String, JsError> {
        let r = self.rail(k)?;
        self.truncate_plan();
        self.click(r).map_err(js)?;
        self.refresh();
        self.status = self.click_status(k);
        Ok(self.status.clone())
    }

    /// The rail under CSS pixel (x, y): the one whose centre is nearest, within 0.7 of a square.
    #[wasm_bindgen(js_name = railAt)]
    pub fn rail_at(&mut self, x: f64, y: f64) -> Option<u32> {
        self.refresh();
        let c = self.cell;
        let b = self.cover.board();
        let mut best: Option<(f64, u32)> = None;
        // Rails whose centre is near: scan those with a top square within 3 rows above.
        let row = (y / c) as i64;
        for (k, r) in self.rails.iter().enumerate() {
            let top_row = (r.top / b.cols()) as i64;
            if top_row > row + 1 || top_row < row - 3 {
                continue;
            }
            let (cx, cy) = self.centre_of(*r);
            let d = ((cx - x).powi(2) + (cy - y).powi(2)).sqrt();
            if d <= 0.7 * c && best.is_none_or(|(bd, _)| d < bd) {
                best = Some((d, k as u32));
            }
        }
        best.map(|(_, k)| k)
    }

    /// Centre of rail k in CSS pixels of the board: `[x, y]` (for the page tests).
    #[wasm_bindgen(js_name = railCentre)]
    pub fn rail_centre(&mut self, k: u32) -> Result<Vec<f64>, JsError> {
        let r = self.rail(k)?;
        let (x, y) = self.centre_of(r);
        Ok(vec![x, y])
    }

    /// Compute a plan (`shatter`, `join`, `obfuscate`) on the cover as it is now, from the lab's
    /// seed; nothing is switched yet. Returns its number of switches.
    pub fn plan(&mut self, kind: &str) -> Result<u32, JsError> {
        let k = Kind::parse(kind).ok_or_else(|| {
            JsError::new(&format!(
                "plan '{kind}' is not known; choose shatter, join or obfuscate"
            ))
        })?;
        self.truncate_plan();
        self.start_plan(k);
        self.refresh();
        self.status = self.plan_status();
        Ok(self.plan.len() as u32)
    }

    /// The plan on show (`shatter`, `join`, `obfuscate`) or "" if none.
    #[wasm_bindgen(js_name = planKind)]
    pub fn plan_kind(&self) -> String {
        match self.ops.last() {
            Some(Op::Plan(k, _)) => k.name().into(),
            _ => String::new(),
        }
    }

    /// Switches in the plan on show.
    #[wasm_bindgen(js_name = planLen)]
    pub fn plan_len(&self) -> u32 {
        self.plan.len() as u32
    }

    /// Switches of the plan applied so far.
    #[wasm_bindgen(js_name = planPos)]
    pub fn plan_pos(&self) -> u32 {
        match self.ops.last() {
            Some(Op::Plan(_, p)) => *p as u32,
            _ => 0,
        }
    }

    /// One switch of the plan forward; false at its end (or with no plan).
    pub fn step(&mut self) -> bool {
        let p = self.plan_pos();
        if p as usize >= self.plan.len() {
            return false;
        }
        self.seek(p + 1);
        true
    }

    /// One switch of the plan back; false at its start.
    pub fn back(&mut self) -> bool {
        let p = self.plan_pos();
        if p == 0 || self.plan.is_empty() {
            return false;
        }
        self.seek(p - 1);
        true
    }

    /// Go to position `pos` of the plan (0 = before its first switch), switching forward or
    /// undoing; clamped to the plan. Returns the position.
    pub fn seek(&mut self, pos: u32) -> u32 {
        let Some(Op::Plan(_, p)) = self.ops.last().copied() else {
            return 0;
        };
        let target = (pos as usize).min(self.plan.len());
        let mut at = p;
        while at < target {
            // Plans are computed on this very cover, so each switch is a rail when its turn comes.
            if switch(&mut self.cover, self.plan[at].rail).is_err() {
                break;
            }
            at += 1;
        }
        while at > target {
            if switch(&mut self.cover, self.plan[at - 1].undo()).is_err() {
                break;
            }
            at -= 1;
        }
        if let Some(Op::Plan(_, p)) = self.ops.last_mut() {
            *p = at;
        }
        self.dirty = true;
        self.last = (at > 0).then(|| self.plan[at - 1]);
        self.last_cycles = (0, 0);
        self.refresh();
        self.status = self.plan_status();
        at as u32
    }

    /// The status line.
    pub fn status(&mut self) -> String {
        self.refresh();
        self.status.clone()
    }

    /// The history as URL text (see the module docs).
    pub fn ops(&self) -> String {
        let v: Vec<String> = self
            .ops
            .iter()
            .map(|o| match o {
                Op::Click(r) => rail_text(*r),
                Op::Plan(k, p) => format!("{}@{p}", k.name()),
            })
            .collect();
        v.join(",")
    }

    /// Replay a history (as from [`TourneyLab::ops`]) on this lab. Stops at the first item it
    /// cannot do and says which; what came before it stays done.
    pub fn replay(&mut self, text: &str) -> Result<(), JsError> {
        for item in text.split(',').map(str::trim).filter(|t| !t.is_empty()) {
            let bad = |why: &str| {
                JsError::new(&format!("ops: '{item}' {why}; the rest was not replayed"))
            };
            if let Some((kind, pos)) = item.split_once('@') {
                let k = Kind::parse(kind)
                    .ok_or_else(|| bad("is not shatter@N, join@N or obfuscate@N"))?;
                let p: u32 = pos
                    .parse()
                    .map_err(|_| bad("does not end in a whole number"))?;
                self.truncate_plan();
                self.start_plan(k);
                if p as usize > self.plan.len() {
                    self.seek(p);
                    return Err(bad(&format!(
                        "asks for more than the plan's {} switches",
                        self.plan.len()
                    )));
                }
                self.seek(p);
            } else {
                let r = parse_rail(item)
                    .ok_or_else(|| bad("is not a rail (r<square>-<primary><cross>)"))?;
                self.truncate_plan();
                self.click(r)
                    .map_err(|_| bad("is not a rail of the cover at that point"))?;
            }
        }
        self.refresh();
        Ok(())
    }

    /// Whether the rails are drawn.
    #[wasm_bindgen(js_name = setShowRails)]
    pub fn set_show_rails(&mut self, on: bool) {
        self.show_rails = on;
    }

    /// Choose the layout for a board area of `max_px` CSS pixels and a device pixel ratio:
    /// `{cell, width, height, bitmap: [w, h]}`.
    pub fn layout(&mut self, max_px: f64, dpr: f64) -> JsValue {
        let b = self.cover.board();
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
        let set = |k: &str, v: JsValue| js_sys::Reflect::set(&o, &k.into(), &v);
        let (w, h) = (self.px(l.width), self.px(l.height));
        set("cell", l.cell.into()).ok();
        set("width", l.width.into()).ok();
        set("height", l.height.into()).ok();
        set("bitmap", js_sys::Array::of2(&w.into(), &h.into()).into()).ok();
        o.into()
    }

    /// Draw the board and cycles on `cover`, and the rails and the last switch on `over`.
    pub fn draw(&mut self, cover: &Ctx2d, over: &Ctx2d) -> Result<(), JsError> {
        self.refresh();
        self.draw_cover(cover)
            .and_then(|_| self.draw_over(over))
            .map_err(|e| JsError::new(&format!("drawing failed: {e:?}")))
    }

    /// Whether the rails are drawn when shown: not on squares under [`RAIL_MIN`] px, where they
    /// would cover the board in grey (hovering and clicking still find them).
    #[wasm_bindgen(js_name = railsFit)]
    pub fn rails_fit(&self) -> bool {
        self.cell >= RAIL_MIN
    }

    /// Highlight rail k (or none) on the `hover` canvas.
    #[wasm_bindgen(js_name = drawHover)]
    pub fn draw_hover(&mut self, ctx: &Ctx2d, k: Option<u32>) -> Result<(), JsError> {
        self.refresh();
        let r = k.and_then(|k| self.rails.get(k as usize).copied());
        self.paint_hover(ctx, r)
            .map_err(|e| JsError::new(&format!("drawing failed: {e:?}")))
    }

    /// The colour of cycle `k` (1-based, as in the status line), as CSS.
    #[wasm_bindgen(js_name = cycleColour)]
    pub fn cycle_colour(&mut self, k: u32) -> String {
        self.refresh();
        let c = self
            .colours
            .get(k.wrapping_sub(1) as usize)
            .copied()
            .unwrap_or(0);
        colour(c)
    }
}

impl TourneyLab {
    fn new(cover: CycleCover, source: String, seed: u64) -> TourneyLab {
        let mut lab = TourneyLab {
            cover,
            source,
            seed,
            ops: Vec::new(),
            plan: Vec::new(),
            rails: Vec::new(),
            labels: Vec::new(),
            count: 0,
            colours: Vec::new(),
            next_colour: 0,
            last: None,
            last_cycles: (0, 0),
            status: String::new(),
            dirty: true,
            cell: 16.0,
            dpr: 1.0,
            show_rails: false,
        };
        lab.layout(960.0, 1.0);
        lab.refresh();
        lab.status = format!(
            "{}: {} cycle{}, {} rails. Show the rails and click one to switch it, or press Shatter, Join or Obfuscate.",
            lab.source,
            lab.count,
            plural(lab.count),
            lab.rails.len()
        );
        lab
    }

    fn px(&self, css: f64) -> u32 {
        (css * self.dpr).round().max(1.0) as u32
    }

    fn rail(&mut self, k: u32) -> Result<Rail, JsError> {
        self.refresh();
        self.rails.get(k as usize).copied().ok_or_else(|| {
            JsError::new(&format!(
                "rail {}: the cover has {} rails; enter 1 to {}",
                k as u64 + 1,
                self.rails.len(),
                self.rails.len()
            ))
        })
    }

    /// Keep the applied part of the plan on show as done, and drop the rest.
    fn truncate_plan(&mut self) {
        self.plan.clear();
    }

    fn start_plan(&mut self, k: Kind) {
        let plan = match k {
            Kind::Shatter => plan_shatter(&self.cover, self.seed),
            Kind::Join => plan_join(&self.cover, self.seed).0,
            Kind::Obfuscate => plan_obfuscate(&self.cover, self.seed).0,
        };
        self.plan = plan;
        self.ops.push(Op::Plan(k, 0));
        self.last = None;
    }

    fn click(&mut self, r: Rail) -> Result<(), String> {
        self.refresh();
        let [v0, _, v2, _] = r.squares(self.cover.board()).ok_or("not a rail shape")?;
        let before = (self.labels[v0] + 1, self.labels[v2] + 1);
        let s = switch_classified(&mut self.cover, r, self.count).map_err(|e| e.to_string())?;
        self.ops.push(Op::Click(r));
        self.last = Some(s);
        self.last_cycles = before;
        self.dirty = true;
        Ok(())
    }

    fn click_status(&self, k: u32) -> String {
        let Some(s) = self.last else {
            return String::new();
        };
        let (a, c) = self.last_cycles;
        let what = match s.effect {
            Effect::Joined => format!("joined cycles {a} and {c}"),
            Effect::Split => format!("split cycle {a} in two"),
            Effect::Rerouted => format!("rerouted cycle {a}, which stays one cycle"),
        };
        format!(
            "Switched rail {} at {} (primary move {}, cross move {}): {what} → {} cycle{}.",
            k + 1,
            self.cover.board().square(s.rail.top as usize),
            s.rail.primary_parberry(),
            s.rail.cross_parberry(),
            self.count,
            plural(self.count)
        )
    }

    fn plan_status(&self) -> String {
        let Some(Op::Plan(k, p)) = self.ops.last().copied() else {
            return String::new();
        };
        let n = self.plan.len();
        if n == 0 {
            return format!(
                "{}: nothing to switch ({} cycle{}{}).",
                k.title(),
                self.count,
                plural(self.count),
                if k == Kind::Join && self.count == 1 {
                    ", already a closed tour"
                } else {
                    ""
                }
            );
        }
        let rounds = self.plan.last().map_or(0, |s| s.round + 1);
        let round_word = match k {
            Kind::Shatter => String::new(),
            _ => format!(", round {} of {rounds}", self.plan[p.max(1) - 1].round + 1),
        };
        let head = format!("{} switch {p} of {n}{round_word}", k.title());
        let body = match self.last {
            Some(s) if p > 0 => {
                let mut t = s.describe(self.cover.board());
                if let Some(f) = t.get(..1) {
                    t = f.to_uppercase() + &t[1..];
                }
                t
            }
            _ => format!(
                "Planned {n} switch{} from {} cycle{}; step, play or run to the end",
                if n == 1 { "" } else { "es" },
                self.count,
                plural(self.count)
            ),
        };
        let end = if p == n {
            format!(
                " Done: {} cycle{}{}.",
                self.count,
                plural(self.count),
                if self.count == 1 {
                    ", a closed knight's tour"
                } else {
                    ""
                }
            )
        } else {
            String::new()
        };
        format!("{head}: {body}.{end}")
    }

    /// Recompute labels, colours and rails after a change.
    fn refresh(&mut self) {
        if !self.dirty {
            return;
        }
        self.dirty = false;
        let (labels, count) = self.cover.cycle_labels();
        let mut colours = vec![u32::MAX; count];
        let mut taken = std::collections::HashSet::with_capacity(count);
        let mut seen = vec![false; count];
        for (s, &l) in labels.iter().enumerate() {
            let l = l as usize;
            if seen[l] {
                continue;
            }
            seen[l] = true;
            // s is the smallest square of cycle l: it inherits the colour that square had.
            let old = self
                .labels
                .get(s)
                .and_then(|&o| self.colours.get(o as usize).copied());
            let c = match old {
                Some(c) if taken.insert(c) => c,
                _ => {
                    let c = self.next_colour;
                    self.next_colour += 1;
                    taken.insert(c);
                    c
                }
            };
            colours[l] = c;
        }
        self.labels = labels;
        self.count = count;
        self.colours = colours;
        self.rails = find_rails(&self.cover);
    }

    fn centre(&self, i: usize) -> (f64, f64) {
        let b = self.cover.board();
        let s = b.square(i);
        let c = self.cell;
        ((s.col as f64 - 0.5) * c, (s.row as f64 - 0.5) * c)
    }

    fn centre_of(&self, r: Rail) -> (f64, f64) {
        let sq = r.squares(self.cover.board()).unwrap_or([0; 4]);
        let (mut x, mut y) = (0.0, 0.0);
        for i in sq {
            let (a, b) = self.centre(i);
            x += a / 4.0;
            y += b / 4.0;
        }
        (x, y)
    }

    fn clear(&self, ctx: &Ctx2d) -> Result<(), JsValue> {
        ctx.set_transform(1.0, 0.0, 0.0, 1.0, 0.0, 0.0)?;
        ctx.clear_rect(0.0, 0.0, 1e7, 1e7);
        ctx.set_transform(self.dpr, 0.0, 0.0, self.dpr, 0.0, 0.0)
    }

    fn line_width(&self) -> f64 {
        (self.cell / 9.0).clamp(0.6, 3.0)
    }

    fn draw_cover(&self, ctx: &Ctx2d) -> Result<(), JsValue> {
        let b = self.cover.board();
        let c = self.cell;
        self.clear(ctx)?;
        let (w, h) = (c * b.cols() as f64, c * b.rows() as f64);
        ctx.set_fill_style_str("#fbfaf6");
        ctx.fill_rect(0.0, 0.0, w, h);
        // Squares: a faint chequer while squares are big enough to see one.
        if c >= 6.0 {
            ctx.set_fill_style_str("#ece6da");
            for r in 0..b.rows() {
                for col in 0..b.cols() {
                    if (r + col) % 2 == 1 {
                        ctx.fill_rect(col as f64 * c, r as f64 * c, c, c);
                    }
                }
            }
        }
        // Cycle edges, batched by colour.
        let mut buckets: Vec<Vec<(usize, usize)>> = vec![Vec::new(); PALETTE as usize];
        for i in 0..b.squares() {
            for j in self.cover.neighbours(i) {
                if j > i {
                    let col = self.colours[self.labels[i] as usize] % PALETTE;
                    buckets[col as usize].push((i, j));
                }
            }
        }
        ctx.set_line_width((c / 7.0).clamp(0.7, 3.5));
        ctx.set_line_cap("round");
        for (k, edges) in buckets.iter().enumerate() {
            if edges.is_empty() {
                continue;
            }
            ctx.set_stroke_style_str(&colour(k as u32));
            ctx.begin_path();
            for &(i, j) in edges {
                let (x0, y0) = self.centre(i);
                let (x1, y1) = self.centre(j);
                ctx.move_to(x0, y0);
                ctx.line_to(x1, y1);
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

    fn draw_over(&self, ctx: &Ctx2d) -> Result<(), JsValue> {
        self.clear(ctx)?;
        let b = self.cover.board();
        let lw = self.line_width();
        if self.show_rails && self.rails_fit() {
            // Primary moves solid, cross moves dashed (001 Figures 8–14).
            // Thin, over the thicker cycle lines, so each cycle's colour stays visible.
            ctx.set_stroke_style_str("rgba(10,12,20,0.8)");
            ctx.set_line_width(lw * 0.45);
            ctx.set_line_cap("butt");
            ctx.begin_path();
            for r in &self.rails {
                if let Some([v0, v1, v2, v3]) = r.squares(b) {
                    self.seg(ctx, v0, v1);
                    self.seg(ctx, v2, v3);
                }
            }
            ctx.stroke();
            let d = (self.cell / 6.0).max(2.0);
            ctx.set_stroke_style_str("rgba(10,12,20,0.6)");
            ctx.set_line_width(lw * 0.6);
            ctx.set_line_dash(&js_sys::Array::of2(&d.into(), &(d * 0.8).into()))?;
            ctx.begin_path();
            for r in &self.rails {
                if let Some([v0, v1, v2, v3]) = r.squares(b) {
                    self.seg(ctx, v0, v2);
                    self.seg(ctx, v1, v3);
                }
            }
            ctx.stroke();
            ctx.set_line_dash(&js_sys::Array::new())?;
        }
        // The last switch: the two moves it inserted, thick; the two it removed, dashed.
        if let Some(s) = self.last {
            if let Some([v0, v1, v2, v3]) = s.rail.squares(b) {
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
                ctx.set_line_width(lw * 1.2);
                let d = (self.cell / 5.0).max(2.0);
                ctx.set_line_dash(&js_sys::Array::of2(&d.into(), &d.into()))?;
                ctx.begin_path();
                self.seg(ctx, v0, v1);
                self.seg(ctx, v2, v3);
                ctx.stroke();
                ctx.set_line_dash(&js_sys::Array::new())?;
            }
        }
        Ok(())
    }

    fn paint_hover(&self, ctx: &Ctx2d, r: Option<Rail>) -> Result<(), JsValue> {
        self.clear(ctx)?;
        let Some(r) = r else { return Ok(()) };
        let Some([v0, v1, v2, v3]) = r.squares(self.cover.board()) else {
            return Ok(());
        };
        let lw = self.line_width();
        ctx.set_line_cap("round");
        ctx.set_stroke_style_str("rgba(31,95,209,0.9)");
        ctx.set_line_width(lw * 3.0);
        ctx.begin_path();
        self.seg(ctx, v0, v1);
        self.seg(ctx, v2, v3);
        ctx.stroke();
        let d = (self.cell / 5.0).max(2.0);
        ctx.set_line_width(lw * 2.0);
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

fn plural(n: usize) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}

/// Colour number k on the hue wheel: successive numbers a golden angle apart, two lightnesses.
fn colour(k: u32) -> String {
    let k = k % PALETTE;
    let hue = (k as f64 * 137.508) % 360.0;
    let light = if (k / 7) % 2 == 0 { 42 } else { 55 };
    format!("hsl({hue:.0}, 72%, {light}%)")
}

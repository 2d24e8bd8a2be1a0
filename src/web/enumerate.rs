//! The enumeration page's wasm API (`www/enumerate.html`, work in `www/enumerate-worker.js`):
//! thin wrappers over [`crate::phadke`]. Field checks return a JS Error with `.field` (`start`,
//! `end`, `reading`, `dash`, `index`); counting runs in slices ([`PhadkeCount`], [`PhadkeBatch`])
//! so a Worker can report progress and stop; [`PhadkeBrowser`] fetches solutions by index; the
//! board is drawn from Rust ([`draw_phadke`]).

use super::error::field_error;
use crate::phadke::sets::{self, Batch, Pair, SetResult};
use crate::phadke::variant::{available_corners, end_dashes, Family};
use crate::phadke::{Cell, Counter, Problem, Reading, Solution, TieTree, Variant};
use serde::Serialize;
use wasm_bindgen::prelude::*;
use web_sys::{CanvasRenderingContext2d as Ctx2d, HtmlCanvasElement};

fn to_js<T: Serialize>(v: &T) -> JsValue {
    serde_wasm_bindgen::to_value(v).unwrap_or(JsValue::NULL)
}

fn cell(field: &str, text: &str) -> Result<Cell, JsValue> {
    Cell::parse(text).map_err(|e| field_error(field, e))
}

fn problem(start: &str, end: &str, reading: &str, dash: &str) -> Result<Problem, JsValue> {
    let s = cell("start", start)?;
    let e = cell("end", end)?;
    let r = Reading::parse(reading).map_err(|e| field_error("reading", e))?;
    let v = Variant::parse(dash).map_err(|e| field_error("dash", e))?;
    Problem::new(s, e, v, r).map_err(|err| match err {
        crate::phadke::ProblemError::NotClosing { .. } => field_error("end", err),
        crate::phadke::ProblemError::Dash(_) => field_error("dash", err),
    })
}

#[derive(Serialize)]
struct PairView {
    index: usize,
    label: String,
    start: Cell,
    end: Cell,
    multiplicity: u32,
    paper: Option<u64>,
}

fn pair_view(i: usize, p: &Pair) -> PairView {
    PairView {
        index: i,
        label: p.label(),
        start: p.start,
        end: p.end,
        multiplicity: p.multiplicity,
        paper: sets::paper_pair(p),
    }
}

#[derive(Serialize)]
struct FamilyView {
    name: &'static str,
    algorithms: usize,
    paper_algorithms: u64,
    paper: u64,
}

#[derive(Serialize)]
struct ReadingView {
    name: String,
    describe: String,
}

#[derive(Serialize)]
struct Catalogue {
    starts: Vec<(Cell, u32)>,
    pairs: Vec<PairView>,
    readings: Vec<ReadingView>,
    families: Vec<FamilyView>,
    paper: Vec<(&'static str, u64)>,
}

/// Everything the page lists: the 10 starts of Figure 3 with multiplicities, the 53 pairs with
/// the paper's count where it prints one, the readings (default first), the dash families with
/// the paper's algorithm and solution counts, and the paper's totals.
#[wasm_bindgen(js_name = phadkeCatalogue)]
pub fn phadke_catalogue() -> JsValue {
    let starts = sets::STARTS
        .iter()
        .map(|(s, m)| (Cell::parse(s).expect("start"), *m))
        .collect();
    let pairs = sets::pairs()
        .iter()
        .enumerate()
        .map(|(i, p)| pair_view(i, p))
        .collect();
    let readings = Reading::all()
        .into_iter()
        .map(|r| ReadingView {
            name: r.name(),
            describe: r.describe(),
        })
        .collect();
    let families = Family::ALL
        .into_iter()
        .map(|f| {
            let (paper, algos) = sets::paper_family(f);
            FamilyView {
                name: f.name(),
                algorithms: sets::family_jobs(f).len(),
                paper_algorithms: algos,
                paper,
            }
        })
        .collect();
    let paper = vec![
        ("a8-c7", sets::PAPER_A8_C7),
        ("plain", sets::PAPER_PLAIN),
        ("plain-board", sets::PAPER_PLAIN_BOARD),
        ("cd+semi", sets::PAPER_ALL_DASH),
        ("grand", sets::PAPER_GRAND_TOTAL),
        ("grand-board", sets::PAPER_GRAND_BOARD),
    ];
    to_js(&Catalogue {
        starts,
        pairs,
        readings,
        families,
        paper,
    })
}

#[derive(Serialize)]
struct PairInfo {
    start: Cell,
    end: Cell,
    ends: Vec<Cell>,
    /// The paper's label of the pair, or of the pair this one is a mirror image of.
    label: Option<String>,
    image: bool,
    paper: Option<u64>,
    corners: Vec<&'static str>,
    end_dashes: Vec<String>,
    dash: String,
    reading: String,
    describe: String,
}

/// Check the fields together: the legal ends of the start, the pair's paper label (or the
/// pair it is an image of), the corners it may dash and its end dashes. `end` may be empty:
/// then only the start is checked and the ends are listed.
#[wasm_bindgen(js_name = phadkeCheck)]
pub fn phadke_check(start: &str, end: &str, reading: &str, dash: &str) -> Result<JsValue, JsValue> {
    let s = cell("start", start)?;
    let ends: Vec<Cell> = Cell::of_mask(s.neighbours()).collect();
    let r = Reading::parse(reading).map_err(|e| field_error("reading", e))?;
    if end.trim().is_empty() {
        return Ok(to_js(&PairInfo {
            start: s,
            end: s,
            ends,
            label: None,
            image: false,
            paper: None,
            corners: vec![],
            end_dashes: vec![],
            dash: "none".into(),
            reading: r.name(),
            describe: r.describe(),
        }));
    }
    let p = problem(start, end, reading, dash)?;
    let canon = sets::canonical(p.start(), p.end());
    let plain = p.variant() == Variant::PLAIN;
    Ok(to_js(&PairInfo {
        start: p.start(),
        end: p.end(),
        ends,
        label: canon.map(|(c, _)| c.label()),
        image: canon.is_some_and(|(_, g)| g != 0),
        paper: canon
            .and_then(|(c, _)| sets::paper_pair(&c))
            .filter(|_| plain),
        corners: available_corners(p.start(), p.end())
            .into_iter()
            .map(|k| k.name())
            .collect(),
        end_dashes: end_dashes(p.start(), p.end())
            .into_iter()
            .map(|d| {
                Variant {
                    end_dash: d,
                    ..Variant::PLAIN
                }
                .to_string()
            })
            .collect(),
        dash: p.variant().to_string(),
        reading: r.name(),
        describe: r.describe(),
    }))
}

/// "reproduced" or how far a count is from the paper's.
#[wasm_bindgen(js_name = phadkeVerdict)]
pub fn phadke_verdict(ours: f64, paper: f64) -> String {
    sets::verdict(ours as u64, paper as u64)
}

/// One set counted in slices.
#[wasm_bindgen]
pub struct PhadkeCount {
    counter: Counter,
}

#[wasm_bindgen]
impl PhadkeCount {
    #[wasm_bindgen(constructor)]
    pub fn new(start: &str, end: &str, reading: &str, dash: &str) -> Result<PhadkeCount, JsValue> {
        Ok(PhadkeCount {
            counter: Counter::new(problem(start, end, reading, dash)?),
        })
    }

    /// Visit about `budget` positions; true when done.
    pub fn work(&mut self, budget: u32) -> bool {
        self.counter.work(budget as u64)
    }

    pub fn progress(&self) -> f64 {
        self.counter.progress()
    }

    /// `{solutions, dead_ends, nodes}` so far.
    pub fn counts(&self) -> JsValue {
        to_js(&self.counter.counts())
    }
}

#[derive(Serialize)]
struct ResultView {
    job: usize,
    pair: PairView,
    dash: Variant,
    solutions: u64,
    dead_ends: u64,
    nodes: u64,
}

/// One Worker's share of a family (jobs `offset`, `offset + stride`, …), counted in slices.
#[wasm_bindgen]
pub struct PhadkeBatch {
    batch: Batch,
}

#[wasm_bindgen]
impl PhadkeBatch {
    #[wasm_bindgen(constructor)]
    pub fn new(
        family: &str,
        reading: &str,
        offset: u32,
        stride: u32,
    ) -> Result<PhadkeBatch, JsValue> {
        let f = Family::parse(family).ok_or_else(|| {
            field_error(
                "family",
                format!(
                    "family '{family}' is not one of {}",
                    Family::ALL.map(|f| f.name()).join(", ")
                ),
            )
        })?;
        let r = Reading::parse(reading).map_err(|e| field_error("reading", e))?;
        Ok(PhadkeBatch {
            batch: Batch::new(f, r, offset as usize, stride as usize),
        })
    }

    pub fn work(&mut self, budget: u32) -> bool {
        self.batch.work(budget as u64)
    }

    pub fn progress(&self) -> f64 {
        self.batch.progress()
    }

    pub fn total(&self) -> u32 {
        self.batch.total() as u32
    }

    /// Sets finished since the last call.
    #[wasm_bindgen(js_name = takeResults)]
    pub fn take_results(&mut self) -> JsValue {
        let pairs = sets::pairs();
        let list: Vec<ResultView> = self
            .batch
            .take_results()
            .into_iter()
            .map(|(job, r): (usize, SetResult)| {
                let i = pairs.iter().position(|p| *p == r.pair).unwrap_or(0);
                ResultView {
                    job,
                    pair: pair_view(i, &r.pair),
                    dash: r.variant,
                    solutions: r.counts.solutions,
                    dead_ends: r.counts.dead_ends,
                    nodes: r.counts.nodes,
                }
            })
            .collect();
        to_js(&list)
    }
}

#[derive(Serialize)]
struct SolutionView {
    /// 1-based, as the page shows it.
    number: u64,
    count: u64,
    cells: Vec<Cell>,
    indices: Vec<u8>,
    phadke_moves: Vec<u8>,
    ties: Vec<crate::phadke::TieStep>,
    matrix: String,
    closed_tour: bool,
}

/// The solutions of one set, fetched by index through the tie tree.
#[wasm_bindgen]
pub struct PhadkeBrowser {
    tree: TieTree,
}

#[wasm_bindgen]
impl PhadkeBrowser {
    /// Builds the tie tree: as long as a count of the set (run it in a Worker).
    #[wasm_bindgen(constructor)]
    pub fn new(
        start: &str,
        end: &str,
        reading: &str,
        dash: &str,
    ) -> Result<PhadkeBrowser, JsValue> {
        Ok(PhadkeBrowser {
            tree: problem(start, end, reading, dash)?.tie_tree(),
        })
    }

    pub fn count(&self) -> f64 {
        self.tree.counts().solutions as f64
    }

    /// Solution number `number` (1-based), validated as a closed tour.
    pub fn solution(&self, number: f64) -> Result<JsValue, JsValue> {
        let n = self.tree.counts().solutions;
        if !(number >= 1.0 && number.fract() == 0.0 && number <= n as f64) {
            return Err(field_error(
                "index",
                if n == 0 {
                    "this set has no solutions to show".to_string()
                } else {
                    format!("solution number must be a whole number from 1 to {n}")
                },
            ));
        }
        let s: Solution = self
            .tree
            .solution(number as u64 - 1)
            .map_err(|e| field_error("index", e))?;
        let closed = s.matrix().validate() == Ok(crate::matrix::Verdict::ClosedTour);
        Ok(to_js(&SolutionView {
            number: number as u64,
            count: n,
            indices: s.cells.iter().map(|c| c.index() as u8).collect(),
            phadke_moves: s.phadke_moves(),
            matrix: s.matrix().to_string(),
            closed_tour: closed && s.is_closed_tour(),
            ties: s.ties,
            cells: s.cells,
        }))
    }
}

/// The cell under a click at (x, y) CSS pixels on a board drawn `side` wide; "" if none.
#[wasm_bindgen(js_name = phadkeCellAt)]
pub fn phadke_cell_at(x: f64, y: f64, side: f64) -> String {
    Cell::at_point(x, y, side)
        .map(|c| c.name())
        .unwrap_or_default()
}

/// Draw the board `side` CSS pixels wide: the 10 start cells of Figure 3 tinted, `start` and
/// `end` ringed, and, when `tour` holds 64 cell indices, the tour's path with its move numbers;
/// the cells where the tour met a tie (`tie_moves`, move numbers) are marked.
#[wasm_bindgen(js_name = drawPhadke)]
pub fn draw_phadke(
    canvas: &HtmlCanvasElement,
    side: f64,
    dpr: f64,
    start: &str,
    end: &str,
    tour: &[u8],
    tie_moves: &[u8],
) -> Result<(), JsValue> {
    let px = (side * dpr).round().max(1.0) as u32;
    if canvas.width() != px {
        canvas.set_width(px);
        canvas.set_height(px);
    }
    let ctx: Ctx2d = canvas
        .get_context("2d")?
        .ok_or_else(|| field_error("status", "the browser gave no 2d canvas"))?
        .dyn_into()?;
    ctx.set_transform(dpr, 0.0, 0.0, dpr, 0.0, 0.0)?;
    let k = side / 8.0;
    let starts: Vec<Cell> = sets::STARTS
        .iter()
        .map(|(s, _)| Cell::parse(s).expect("start"))
        .collect();
    let centre = |c: Cell| ((c.col() as f64 + 0.5) * k, (c.row() as f64 + 0.5) * k);
    for i in 0..64u8 {
        let c = Cell::new(i).expect("cell");
        let dark = (c.row() + c.col()) % 2 == 1;
        let fill = match (starts.contains(&c), dark) {
            (true, true) => "#c9b27a",
            (true, false) => "#efe0b0",
            (false, true) => "#b9c3cf",
            (false, false) => "#eef1f5",
        };
        ctx.set_fill_style_str(fill);
        ctx.fill_rect(c.col() as f64 * k, c.row() as f64 * k, k, k);
    }
    let tour: Vec<Cell> = tour.iter().filter_map(|&i| Cell::new(i)).collect();
    if tour.len() == 64 {
        ctx.set_stroke_style_str("rgba(40,60,120,0.75)");
        ctx.set_line_width((k / 22.0).max(1.0));
        ctx.begin_path();
        let (x0, y0) = centre(tour[0]);
        ctx.move_to(x0, y0);
        for c in tour.iter().skip(1).chain(std::iter::once(&tour[0])) {
            let (x, y) = centre(*c);
            ctx.line_to(x, y);
        }
        ctx.stroke();
        let font = (k * 0.36).max(8.0);
        ctx.set_font(&format!("600 {font:.0}px system-ui, sans-serif"));
        ctx.set_text_align("center");
        ctx.set_text_baseline("middle");
        for (n, c) in tour.iter().enumerate() {
            let (x, y) = centre(*c);
            let tie = tie_moves.contains(&(n as u8 + 1));
            ctx.set_fill_style_str(if tie { "#b4470b" } else { "#ffffff" });
            ctx.begin_path();
            ctx.arc(x, y, k * 0.3, 0.0, std::f64::consts::TAU)?;
            ctx.fill();
            ctx.set_stroke_style_str("rgba(40,60,120,0.9)");
            ctx.set_line_width(1.0);
            ctx.stroke();
            ctx.set_fill_style_str(if tie { "#ffffff" } else { "#14213d" });
            ctx.fill_text(&(n + 1).to_string(), x, y)?;
        }
    }
    for (name, colour) in [(start, "#0a7d32"), (end, "#b0122b")] {
        if let Ok(c) = Cell::parse(name) {
            ctx.set_stroke_style_str(colour);
            ctx.set_line_width((k / 12.0).max(2.0));
            let inset = k * 0.06;
            ctx.stroke_rect(
                c.col() as f64 * k + inset,
                c.row() as f64 * k + inset,
                k - 2.0 * inset,
                k - 2.0 * inset,
            );
        }
    }
    Ok(())
}

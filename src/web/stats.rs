//! The statistics panel's wasm API (`www/stats.html`, driven from `www/stats-worker.js`): thin
//! wrappers over [`crate::stats`]. A [`StatsRun`] holds one core [`Run`]; the Worker calls
//! `work(budget)` in slices and posts `progress()`/`summary()` to the page. Field checks
//! ([`crate::input`]) return canonical text or an error whose `field` is the page control
//! (`board`, `tours`, `seed`, `gens`); the sources come from the core's one catalogue.

use super::error::field_error;
use super::to_js;
use crate::board::Board;
use crate::input;
use crate::stats::tourgen::{csv, Directed};
use crate::stats::{sources, GenSpec, Generator, MeanSdView, Run, Summary};
use serde::{Deserialize, Serialize};
use wasm_bindgen::prelude::*;

/// Check the board field (`RxC`, or one number for a square board): canonical `RxC`.
#[wasm_bindgen(js_name = parseStatsBoard)]
pub fn parse_stats_board(text: &str) -> Result<String, JsValue> {
    input::parse_stats_board(text)
        .map(|b| b.to_string())
        .map_err(|e| field_error(e.field(), &e))
}

/// Check the number of tours: 1 to [`input::MAX_TOURS`].
#[wasm_bindgen(js_name = parseTours)]
pub fn parse_tours(text: &str) -> Result<u32, JsValue> {
    input::parse_tours(text)
        .map(|n| n as u32)
        .map_err(|e| field_error(e.field(), &e))
}

fn generator(name: &str, board: &str, seed: &str, obfuscate: bool) -> Result<Generator, JsValue> {
    let b = input::parse_stats_board(board).map_err(|e| field_error(e.field(), &e))?;
    let s = input::parse_seed(seed).map_err(|e| field_error(e.field(), &e))?;
    let spec = GenSpec::parse(name).map_err(|e| field_error(e.field(), &e))?;
    Generator::new(spec, b, s, obfuscate).map_err(|e| field_error(e.field(), &e))
}

/// Check a generator on a board (both as typed): its canonical name, or why it cannot run
/// there (unknown, no closed tour on this board, over its size limit, ...).
#[wasm_bindgen(js_name = checkGenerator)]
pub fn check_generator(name: &str, board: &str, obfuscate: bool) -> Result<String, JsValue> {
    generator(name, board, "0", obfuscate).map(|g| g.spec().to_string())
}

/// The core's one catalogue of tour sources: `[{name, syntax, description, paper,
/// deterministic, closed, rule, sizes, maxSide}]`.
#[wasm_bindgen(js_name = sourceCatalogue)]
pub fn source_catalogue() -> Result<JsValue, JsValue> {
    to_js(&sources())
}

/// One entry of the current page's generator chooser.
#[derive(Serialize)]
struct Choice {
    name: String,
    words: String,
    available: bool,
    note: String,
    rule: bool,
    closed: bool,
}

/// The chooser's generators as the current page reads them: `[{name, words, available, note,
/// rule, closed}]`, from [`sources`] (the rules other than the first editable one are reached
/// by editing its text). Every source is available.
#[wasm_bindgen(js_name = statsGenerators)]
pub fn stats_generators() -> Result<JsValue, JsValue> {
    let mut seen_rule = false;
    let out: Vec<Choice> = sources()
        .iter()
        .filter(|s| {
            let editable_again = s.rule && seen_rule;
            seen_rule |= s.rule;
            !editable_again && !matches!(s.name.as_str(), "nineteen")
        })
        .map(|s| Choice {
            words: if s.deterministic {
                format!("{} (deterministic: one tour)", s.description)
            } else {
                s.description.clone()
            },
            name: s.name.clone(),
            available: true,
            note: String::new(),
            rule: s.rule,
            closed: s.closed,
        })
        .collect();
    to_js(&out)
}

/// Kept for the current page: obfuscation (001 §7) is always there.
#[wasm_bindgen(js_name = obfuscationAvailable)]
pub fn obfuscation_available() -> bool {
    true
}

/// The table's numbers as CSV, from the summaries the page holds (what `StatsRun.summary()`
/// returned), in the one schema of [`csv`] (the CLI's too).
#[wasm_bindgen(js_name = statsCsv)]
pub fn stats_csv(summaries: JsValue) -> Result<String, JsValue> {
    let list: Vec<PageSummary> = serde_wasm_bindgen::from_value(summaries)
        .map_err(|e| field_error("status", format!("statsCsv: not a list of summaries: {e}")))?;
    let list: Vec<Summary> = list
        .into_iter()
        .map(Summary::try_from)
        .collect::<Result<_, _>>()
        .map_err(|e| field_error("status", e))?;
    Ok(csv::write(&list))
}

/// [`Summary`] as the page gets it: the seed as text, since seeds go past 2^53 and a JS number
/// would round them (every other count stays far below that).
#[derive(Serialize, Deserialize)]
struct PageSummary {
    tours: u64,
    moves: MeanSdView,
    relative: MeanSdView,
    directed: Directed,
    generator: String,
    board: Board,
    seed: String,
    target: u64,
    attempts: u64,
    squares: u64,
    attempt_rate: f64,
    stopped: Option<String>,
    #[serde(default)]
    deterministic: bool,
}

impl From<Summary> for PageSummary {
    fn from(s: Summary) -> PageSummary {
        PageSummary {
            tours: s.tours,
            moves: s.moves,
            relative: s.relative,
            directed: s.directed,
            generator: s.generator,
            board: s.board,
            seed: s.seed.to_string(),
            target: s.target,
            attempts: s.attempts,
            squares: s.squares,
            attempt_rate: s.attempt_rate,
            stopped: s.stopped,
            deterministic: s.deterministic,
        }
    }
}

impl TryFrom<PageSummary> for Summary {
    type Error = input::InputError;
    fn try_from(s: PageSummary) -> Result<Summary, input::InputError> {
        Ok(Summary {
            tours: s.tours,
            moves: s.moves,
            relative: s.relative,
            directed: s.directed,
            generator: s.generator,
            board: s.board,
            seed: input::parse_seed(&s.seed)?,
            target: s.target,
            attempts: s.attempts,
            squares: s.squares,
            attempt_rate: s.attempt_rate,
            stopped: s.stopped,
            deterministic: s.deterministic,
        })
    }
}

/// One generator's run of seeded tours, done in slices (see [`crate::stats::tourgen`]).
#[wasm_bindgen]
pub struct StatsRun {
    run: Run,
}

#[wasm_bindgen]
impl StatsRun {
    /// A run of `tours` tours of `generator` on `board` from `seed` (all as typed); the error's
    /// `field` names what is wrong.
    #[wasm_bindgen(constructor)]
    pub fn new(
        generator_name: &str,
        board: &str,
        tours_text: &str,
        seed: &str,
        obfuscate: bool,
    ) -> Result<StatsRun, JsValue> {
        let target = input::parse_tours(tours_text).map_err(|e| field_error(e.field(), &e))?;
        let g = generator(generator_name, board, seed, obfuscate)?;
        let run = Run::with_generator(g, target).map_err(|e| field_error(e.field(), &e))?;
        Ok(StatsRun { run })
    }

    /// About `budget` squares of work (a 50×50 attempt is up to 2,500), then where the run
    /// stands: `{tours, target, attempts, squares, done, stopped}`.
    pub fn work(&mut self, budget: f64) -> Result<JsValue, JsValue> {
        let b = if budget.is_finite() && budget >= 1.0 {
            budget.min(1e12) as u64
        } else {
            1
        };
        to_js(&self.run.work(b))
    }

    /// Where the run stands, without working.
    pub fn progress(&self) -> Result<JsValue, JsValue> {
        to_js(&self.run.progress())
    }

    /// The results so far: `{tours, moves: {mean, sd}, relative: {mean, sd}, directed,
    /// generator, board: [R, C], seed (text), target, attempts, squares, attempt_rate, stopped,
    /// deterministic}`.
    pub fn summary(&self) -> Result<JsValue, JsValue> {
        to_js(&PageSummary::from(self.run.summary()))
    }

    /// Stop at once, keeping what was counted (`why` goes in `stopped`).
    pub fn stop(&mut self, why: &str) {
        self.run.stop(why);
    }

    /// The last tour's own distribution (`{moves, relative, moves_directed, relative_directed,
    /// edges, turns}`), or null before the first tour.
    #[wasm_bindgen(js_name = lastTour)]
    pub fn last_tour(&self) -> Result<JsValue, JsValue> {
        to_js(&self.run.last_tour().map(|(_, c)| c.distribution()))
    }
}

//! The statistics panel's wasm API (`www/stats.html`, driven from `www/stats-worker.js`): thin
//! wrappers over [`crate::stats`]. A [`StatsRun`] holds one core [`Run`]; the Worker calls
//! `work(budget)` in slices and posts `progress()`/`summary()` to the page. Field checks
//! ([`crate::input`]) return canonical text or an error whose `field` is the page control
//! (`board`, `tours`, `seed`, `gens`); the sources come from the core's one catalogue.

use super::error::field_error;
use super::to_js;
use crate::input;
use crate::lab::fields::FieldError;
use crate::stats::tables;
use crate::stats::tourgen::csv;
use crate::stats::view::PageSummary;
use crate::stats::{sources, GenSpec, Generator, Run, Shatter, Summary};
use wasm_bindgen::prelude::*;

/// Check the board field (`RxC`, or one number for a square board): canonical `RxC`.
#[wasm_bindgen(js_name = parseStatsBoard)]
pub fn parse_stats_board(text: &str) -> Result<String, JsValue> {
    Ok(input::parse_stats_board(text)
        .map_err(FieldError::from)?
        .to_string())
}

/// Check the number of tours: 1 to [`input::MAX_TOURS`].
#[wasm_bindgen(js_name = parseTours)]
pub fn parse_tours(text: &str) -> Result<u32, JsValue> {
    Ok(input::parse_tours(text).map_err(FieldError::from)? as u32)
}

fn generator(name: &str, board: &str, seed: &str, obfuscate: bool) -> Result<Generator, JsValue> {
    let b = input::parse_stats_board(board).map_err(FieldError::from)?;
    let s = input::parse_seed(seed).map_err(FieldError::from)?;
    let spec = GenSpec::parse(name).map_err(FieldError::from)?;
    Ok(Generator::new(spec, b, s, obfuscate).map_err(FieldError::from)?)
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

/// 001 Tables 1–2 and the preset that reproduces them ([`tables`]): `{numbering, thresholdSe,
/// paperTours, tables: [{algorithm, n, f: [8], r: [8, null at 4]}], runs: [{label, paper_row,
/// source, n, tours, shatter, note}]}`, indexed in Parberry's numbering.
#[wasm_bindgen(js_name = parberryTables)]
pub fn parberry_tables() -> Result<JsValue, JsValue> {
    #[derive(serde::Serialize)]
    #[serde(rename_all = "camelCase")]
    struct Out {
        numbering: &'static str,
        threshold_se: f64,
        paper_tours: u64,
        tables: [tables::PaperRow; 5],
        runs: Vec<tables::PresetRun>,
    }
    to_js(&Out {
        numbering: tables::TABLES_NUMBERING.key(),
        threshold_se: tables::THRESHOLD_SE,
        paper_tours: tables::PAPER_TOURS,
        tables: tables::TABLES,
        runs: tables::preset(),
    })
}

/// Preset run `k`'s summary (as `StatsRun.summary()` gave it) beside its paper row: `{algorithm,
/// generator, tours, f: [{i, paper, tool, diff, allowed, differs}], r: [...], differing,
/// verdict}`.
#[wasm_bindgen(js_name = compareParberry)]
pub fn compare_parberry(k: u32, summary: JsValue) -> Result<JsValue, JsValue> {
    let run = *tables::preset()
        .get(k as usize)
        .ok_or_else(|| field_error("status", format!("no preset run {k}")))?;
    let s: PageSummary = serde_wasm_bindgen::from_value(summary)
        .map_err(|e| field_error("status", format!("compareParberry: not a summary: {e}")))?;
    let s = Summary::try_from(s).map_err(|e| field_error("status", e))?;
    to_js(&tables::compare(run.paper(), &s))
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
        let target = input::parse_tours(tours_text).map_err(FieldError::from)?;
        let g = generator(generator_name, board, seed, obfuscate)?;
        let run = Run::with_generator(g, target).map_err(FieldError::from)?;
        Ok(StatsRun { run })
    }

    /// [`StatsRun::new`] of obfuscated tours with a named reading of the shatter (`disjoint`,
    /// 001 §7 as written, or `sequential`, Parberry's generator: see
    /// [`crate::stats::tourgen::obfuscation`]); a bad name is an error on the `shatter` field.
    #[wasm_bindgen(js_name = withShatter)]
    pub fn with_shatter(
        generator_name: &str,
        board: &str,
        tours_text: &str,
        seed: &str,
        shatter: &str,
    ) -> Result<StatsRun, JsValue> {
        let reading = Shatter::parse(shatter).map_err(|e| field_error("shatter", e))?;
        let target = input::parse_tours(tours_text).map_err(FieldError::from)?;
        let g = generator(generator_name, board, seed, true)?.with_shatter(reading);
        let run = Run::with_generator(g, target).map_err(FieldError::from)?;
        Ok(StatsRun { run })
    }

    /// Run `k` of the Tables 1–2 preset ([`tables::preset`]) from `seed` (as typed): its
    /// source, board, tours and shatter are the core's.
    pub fn preset(k: u32, seed: &str) -> Result<StatsRun, JsValue> {
        let p = *tables::preset()
            .get(k as usize)
            .ok_or_else(|| field_error("status", format!("no preset run {k}")))?;
        let s = input::parse_seed(seed).map_err(FieldError::from)?;
        let g = p.generator(s).map_err(FieldError::from)?;
        let run = Run::with_generator(g, p.tours).map_err(FieldError::from)?;
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

//! The statistics panel's wasm API (`www/stats.html`, driven from `www/stats-worker.js`): thin
//! wrappers over [`crate::stats`]. A [`StatsRun`] holds one core [`Run`]; the Worker calls
//! `work(budget)` in slices and posts `progress()`/`summary()` to the page. Field checks return
//! canonical text or a `JsError` whose message is shown next to the field; a generator the core
//! does not have yet is refused with the core's own "not available yet" message.

use crate::board::Board;
use crate::stats::tourgen::{obfuscation, Directed};
use crate::stats::{
    has_open_tour, GenError, GenSpec, Generator, MeanSdView, Run, Summary, COVER_GENS,
};
use serde::{Deserialize, Serialize};
use wasm_bindgen::prelude::*;

/// The largest side the statistics panel takes (a 1000×1000 tour is a million squares; the
/// worker stays responsive, but more would only be slow).
pub const STATS_MAX_SIDE: u32 = 1000;
/// The most tours one run may ask for.
pub const MAX_TOURS: u32 = 1_000_000;

fn js(e: impl std::fmt::Display) -> JsError {
    JsError::new(&e.to_string())
}

fn stats_board(text: &str) -> Result<Board, String> {
    let b: Board = text.trim().parse().map_err(|e| format!("{e}"))?;
    if b.rows() > STATS_MAX_SIDE || b.cols() > STATS_MAX_SIDE {
        return Err(format!(
            "board {b}: the panel takes sides up to {STATS_MAX_SIDE}"
        ));
    }
    if !has_open_tour(b) {
        return Err(format!(
            "board {b} has no knight's tour (with m <= n one needs m >= 5, or m = 4 and n >= 5, or m = 3 and n = 4 or n >= 7)"
        ));
    }
    Ok(b)
}

fn tours(text: &str) -> Result<u64, String> {
    let t = text.trim();
    match t.parse::<u64>() {
        Ok(0) => Err("tours: 0 tours give no statistics; enter at least 1".into()),
        Ok(n) if n <= MAX_TOURS as u64 => Ok(n),
        Ok(_) => Err(format!("tours: at most {MAX_TOURS} per run")),
        Err(_) if !t.is_empty() && t.chars().all(|c| c.is_ascii_digit()) => {
            Err(format!("tours: at most {MAX_TOURS} per run"))
        }
        Err(_) => Err(format!(
            "tours: '{t}' is not a whole number; enter 1 to {MAX_TOURS}"
        )),
    }
}

/// Check the board field (`RxC`, or one number for a square board): canonical `RxC`.
#[wasm_bindgen(js_name = parseStatsBoard)]
pub fn parse_stats_board(text: &str) -> Result<String, JsError> {
    stats_board(text).map(|b| b.to_string()).map_err(js)
}

/// Check the number of tours: 1 to [`MAX_TOURS`].
#[wasm_bindgen(js_name = parseTours)]
pub fn parse_tours(text: &str) -> Result<u32, JsError> {
    tours(text).map(|n| n as u32).map_err(js)
}

fn generator(name: &str, board: &str, seed: &str, obfuscate: bool) -> Result<Generator, String> {
    let b = stats_board(board)?;
    let s = super::seed(seed)?;
    let spec = GenSpec::parse(name).map_err(|e| e.to_string())?;
    Generator::new(spec, b, s, obfuscate).map_err(|e| e.to_string())
}

/// Check a generator on a board (both as typed): its canonical name, or why it cannot run
/// there (unknown, "not available yet", no closed tour on this board, ...).
#[wasm_bindgen(js_name = checkGenerator)]
pub fn check_generator(name: &str, board: &str, obfuscate: bool) -> Result<String, JsError> {
    generator(name, board, "0", obfuscate)
        .map(|g| g.spec().to_string())
        .map_err(js)
}

/// One entry of the generator chooser.
#[derive(Serialize)]
struct Choice {
    /// The name `GenSpec::parse` takes (for a rule: the default rule text).
    name: &'static str,
    /// What it makes, in words.
    words: &'static str,
    /// Whether the core has it now.
    available: bool,
    /// Why not, in the core's words (empty when available).
    note: String,
    /// Whether the name is a rule the user may edit (`ordering:…`, `pohl:…`).
    rule: bool,
    /// Whether it makes closed tours or tourneys (the only ones obfuscation applies to).
    closed: bool,
}

/// The chooser's generators, in order: `[{name, words, available, note, rule, closed}]`.
/// Availability is asked of the core, so the planned ones switch on when it has them.
#[wasm_bindgen(js_name = statsGenerators)]
pub fn stats_generators() -> JsValue {
    let mut out: Vec<Choice> = Vec::new();
    let fixed: [(&str, &str, bool); 4] = [
        (
            "warnsdorff-open",
            "Warnsdorff, random tiebreak, open tours from random squares",
            false,
        ),
        (
            "warnsdorff-closed",
            "Warnsdorff, random tiebreak, retried until the tour closes (rare on large boards)",
            false,
        ),
        (
            "ordering:12345678",
            "a deterministic rule (ordering:NNNNNNNN, pohl, lookahead, nineteen), one walk per start square",
            true,
        ),
        (
            "squirrel-cull",
            "Squirrel & Cull's rule (square boards), one walk per start square",
            false,
        ),
    ];
    for (name, words, rule) in fixed {
        let spec = GenSpec::parse(name);
        out.push(Choice {
            name,
            words,
            available: spec.is_ok(),
            note: spec
                .as_ref()
                .err()
                .map(|e| e.to_string())
                .unwrap_or_default(),
            rule,
            closed: spec.map(|s| s.is_closed()).unwrap_or(false),
        });
    }
    for name in COVER_GENS {
        let spec = GenSpec::parse(name);
        let words = match name {
            "divide" => "divide-and-conquer closed tours (Parberry 001 §6)",
            "divide-tourney" => "divide-and-conquer tourneys (001 §6)",
            "braid" => "braided tourneys",
            "braid-joined" => "braided tourneys, joined into a tour",
            "four-cover" => "four-cover tourneys",
            "four-cover-joined" => "four-cover tourneys, joined into a tour",
            "warnsdorff-tourney" => "Warnsdorff tourneys",
            "warnsdorff-tourney-joined" => "Warnsdorff tourneys, joined into a tour",
            _ => "a cycle-cover generator",
        };
        out.push(Choice {
            name,
            words,
            available: spec.is_ok(),
            note: match &spec {
                Ok(_) => String::new(),
                Err(GenError::NotAvailable(_)) => "not available yet".into(),
                Err(e) => e.to_string(),
            },
            rule: false,
            closed: true,
        });
    }
    serde_wasm_bindgen::to_value(&out).unwrap_or(JsValue::NULL)
}

/// Whether obfuscation (001 §7) is plugged into the core yet.
#[wasm_bindgen(js_name = obfuscationAvailable)]
pub fn obfuscation_available() -> bool {
    obfuscation().is_some()
}

/// The table's numbers as CSV, from the summaries the page holds (what `StatsRun.summary()`
/// returned): header `generator,board,seed,tours,attempts,attempt_rate,kind,i,mean,sd`, then per
/// generator 8 rows of kind `move` (f) and 8 of kind `relative` (r), Parberry's numbering.
#[wasm_bindgen(js_name = statsCsv)]
pub fn stats_csv(summaries: JsValue) -> Result<String, JsError> {
    let list: Vec<PageSummary> = serde_wasm_bindgen::from_value(summaries)
        .map_err(|e| js(format!("statsCsv: not a list of summaries: {e}")))?;
    Ok(csv(&list))
}

/// See [`stats_csv`].
fn csv(list: &[PageSummary]) -> String {
    let mut out = String::from("generator,board,seed,tours,attempts,attempt_rate,kind,i,mean,sd\n");
    for s in list {
        for (kind, v) in [("move", &s.moves), ("relative", &s.relative)] {
            for i in 0..8 {
                out.push_str(&format!(
                    "{},{},{},{},{},{},{kind},{i},{},{}\n",
                    s.generator,
                    s.board,
                    s.seed,
                    s.tours,
                    s.attempts,
                    s.attempt_rate,
                    v.mean[i],
                    v.sd[i]
                ));
            }
        }
    }
    out
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
        }
    }
}

/// One generator's run of seeded tours, done in slices (see [`crate::stats::tourgen`]).
#[wasm_bindgen]
pub struct StatsRun {
    run: Run,
}

#[wasm_bindgen]
impl StatsRun {
    /// A run of `tours` tours of `generator` on `board` from `seed` (all as typed); the message
    /// of the error names what is wrong.
    #[wasm_bindgen(constructor)]
    pub fn new(
        generator_name: &str,
        board: &str,
        tours_text: &str,
        seed: &str,
        obfuscate: bool,
    ) -> Result<StatsRun, JsError> {
        let target = tours(tours_text).map_err(js)?;
        let g = generator(generator_name, board, seed, obfuscate).map_err(js)?;
        let run = Run::with_generator(g, target).map_err(js)?;
        Ok(StatsRun { run })
    }

    /// About `budget` squares of work (a 50×50 attempt is up to 2,500), then where the run
    /// stands: `{tours, target, attempts, squares, done, stopped}`.
    pub fn work(&mut self, budget: f64) -> Result<JsValue, JsError> {
        let b = if budget.is_finite() && budget >= 1.0 {
            budget.min(1e12) as u64
        } else {
            1
        };
        Ok(serde_wasm_bindgen::to_value(&self.run.work(b))?)
    }

    /// Where the run stands, without working.
    pub fn progress(&self) -> Result<JsValue, JsError> {
        Ok(serde_wasm_bindgen::to_value(&self.run.progress())?)
    }

    /// The results so far: `{tours, moves: {mean, sd}, relative: {mean, sd}, directed,
    /// generator, board: [R, C], seed (text), target, attempts, squares, attempt_rate, stopped}`.
    pub fn summary(&self) -> Result<JsValue, JsError> {
        let s = PageSummary::from(self.run.summary());
        Ok(serde_wasm_bindgen::to_value(&s)?)
    }

    /// Stop at once, keeping what was counted (`why` goes in `stopped`).
    pub fn stop(&mut self, why: &str) {
        self.run.stop(why);
    }

    /// The last tour's own distribution (`{moves, relative, moves_directed, relative_directed,
    /// edges, turns}`), or null before the first tour.
    #[wasm_bindgen(js_name = lastTour)]
    pub fn last_tour(&self) -> Result<JsValue, JsError> {
        let d = self.run.last_tour().map(|(_, c)| c.distribution());
        Ok(serde_wasm_bindgen::to_value(&d)?)
    }
}

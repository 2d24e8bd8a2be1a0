//! The papers' claims, checked by the tool: a catalogue of every claim from the five seeds (000
//! Squirrel & Cull, 001 Parberry, 002 Phadke, 003 Lin & Wei, 004 Irwin) that this crate can check,
//! each with the paper's words and value, a runner that computes the tool's value with the crate's
//! own core, a [`Verdict`], a cost (so the page knows whether to run it in a Web Worker) and a link
//! to the lab view that shows it.
//!
//! The paper's value is data (quoted); the tool's value is always computed, never written here.
//! A runner is a [`crate::job::Job`]: it works in bounded slices ([`Run::work`]) with progress, so the page's
//! Worker can report and cancel, and the CLI and the tests simply run it to the end
//! ([`run_to_end`]). Claims that take long at full size take a parameter with a small default
//! (e.g. the staged rule's largest board, Figure 2's trials per size) and say what the checked-in
//! reports cover.

mod irwin;
mod lin_wei;
mod parberry;
mod parberry_moves;
mod parberry_rails;
mod parberry_timing;
mod phadke;
mod squirrel;
mod squirrel_proof;

pub use parberry::{judge_table_row, paper_row_words, row_runs, TABLE_SEED};
pub use phadke::count_verdict;
pub use squirrel::compare_printed;

use serde::Serialize;
use std::fmt;

/// What a run found about a claim.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum VerdictKind {
    /// The tool gets the paper's value.
    Reproduced,
    /// The tool gets a different value; `why` says how.
    Differs,
    /// The claim does not hold in the tool's run (a counterexample or a count that is not the
    /// paper's under any reading tried).
    NotReproduced,
    /// The tool cannot check it here; `why` says why.
    NotCheckable,
}

impl VerdictKind {
    /// The verdict's words, as the page's badge shows them.
    pub fn words(self) -> &'static str {
        match self {
            VerdictKind::Reproduced => "reproduced",
            VerdictKind::Differs => "differs",
            VerdictKind::NotReproduced => "not reproduced",
            VerdictKind::NotCheckable => "not checkable here",
        }
    }
}

/// A verdict with its reason (how it differs, why it cannot be checked; for a reproduced
/// claim, what exactly was checked).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Verdict {
    pub kind: VerdictKind,
    pub why: String,
}

impl Verdict {
    pub fn new(kind: VerdictKind, why: impl Into<String>) -> Verdict {
        Verdict {
            kind,
            why: why.into(),
        }
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.why.is_empty() {
            f.write_str(self.kind.words())
        } else {
            write!(f, "{}: {}", self.kind.words(), self.why)
        }
    }
}

/// Whether a claim's run is quick enough for the page's thread (well under 50 ms at any
/// accepted parameter) or belongs in a Web Worker.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Cost {
    Quick,
    Worker,
}

/// A claim's one parameter (a size, a number of trials, …), given as text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Param {
    /// The URL key and the CLI's `--param` name.
    pub name: &'static str,
    pub label: &'static str,
    pub default: &'static str,
    /// What it means and what the paper used.
    pub help: &'static str,
}

/// A claim's parameter was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClaimError {
    /// No claim has this id.
    Unknown(String),
    /// The parameter's text is not accepted; the message says what is.
    Param { name: &'static str, message: String },
}

impl fmt::Display for ClaimError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ClaimError::Unknown(id) => write!(
                f,
                "no claim '{id}'; known: {}",
                CLAIMS.iter().map(|c| c.id).collect::<Vec<_>>().join(", ")
            ),
            ClaimError::Param { name, message } => write!(f, "{name}: {message}"),
        }
    }
}

impl std::error::Error for ClaimError {}

impl ClaimError {
    /// The field the message belongs next to on the page.
    pub fn field(&self) -> &'static str {
        match self {
            ClaimError::Unknown(_) => "claim",
            ClaimError::Param { .. } => "param",
        }
    }
}

/// Refuse a parameter for a claim that takes none.
pub(crate) fn no_param(p: &str) -> Result<(), ClaimError> {
    if p.is_empty() {
        Ok(())
    } else {
        Err(ClaimError::Param {
            name: "param",
            message: format!("this claim takes no parameter (got '{p}')"),
        })
    }
}

/// Parse a whole number in `lo..=hi` for the parameter `name`.
pub(crate) fn whole(name: &'static str, text: &str, lo: u64, hi: u64) -> Result<u64, ClaimError> {
    let t = text.trim();
    match t.parse::<u64>() {
        Ok(v) if (lo..=hi).contains(&v) => Ok(v),
        _ => Err(ClaimError::Param {
            name,
            message: format!("'{t}' is not a whole number from {lo} to {hi}"),
        }),
    }
}

/// A claim's value as the paper gives it: quoted text, or a row of Parberry's Tables 1–2 read
/// from [`crate::stats::tables::TABLES`] (the one copy of those numbers).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PaperValue {
    Text(&'static str),
    /// Row i of Tables 1–2.
    TableRow(usize),
}

impl PaperValue {
    /// The value in words.
    pub fn words(self) -> String {
        match self {
            PaperValue::Text(t) => t.to_string(),
            PaperValue::TableRow(i) => parberry::paper_row_words(i),
        }
    }
}

/// The paper's value in the form a run compares with its own: what the verdict is judged
/// against. [`Claim::start`] runs a card against its paper's value; [`Claim::start_against`]
/// against another, so that a test can check that a changed paper value changes the verdict.
#[derive(Clone, Debug, PartialEq)]
pub enum Expected {
    /// A matrix of move numbers as the paper prints it (`-` for an unvisited square), one or
    /// more separated by a blank line.
    Matrices(Vec<String>),
    /// Whole numbers the paper states, each with its name.
    Numbers(Vec<(&'static str, u64)>),
    /// A statement about every case the run tries: `true`, the paper says it holds; `false`,
    /// that it fails.
    Holds(bool),
    /// A row of Parberry's Tables 1–2.
    Row(crate::stats::tables::PaperRow),
    /// A table of letters, one string a row (Lin & Wei's Fig. 5).
    Letters(Vec<String>),
    /// No value a run here can compare with (the card is not checkable here).
    Nothing,
}

impl Expected {
    /// The number named `name` (None: this value has no such number).
    pub fn number(&self, name: &str) -> Option<u64> {
        match self {
            Expected::Numbers(v) => v.iter().find(|(n, _)| *n == name).map(|&(_, x)| x),
            _ => None,
        }
    }

    /// Whether the value says the statement holds (anything but `Holds(true)` says it fails).
    pub fn says_holds(&self) -> bool {
        matches!(self, Expected::Holds(true))
    }
}

/// The verdict on a statement about every case a run tries. `found`: whether it held in the
/// run; `held`: the card's words when it did; `failed`: the card's verdict when it did not.
/// "Reproduced" only when the run agrees with what `expected` says.
pub(crate) fn on_statement(
    expected: &Expected,
    found: bool,
    held: &str,
    failed: Verdict,
) -> Verdict {
    match (expected.says_holds(), found) {
        (true, true) => Verdict::new(VerdictKind::Reproduced, held),
        (true, false) => failed,
        (false, false) => Verdict::new(
            VerdictKind::Reproduced,
            format!("it fails, as the paper value says: {}", failed.why),
        ),
        (false, true) => Verdict::new(
            VerdictKind::Differs,
            format!("the paper value says it fails, but {held}"),
        ),
    }
}

/// The numbers of `expected` that `found` (name, value) does not match, in words.
pub(crate) fn numbers_off(expected: &Expected, found: &[(&str, u64)]) -> Vec<String> {
    found
        .iter()
        .filter_map(|&(name, v)| match expected.number(name) {
            Some(want) if want == v => None,
            Some(want) => Some(format!("{name} {v}, not {want}")),
            None => Some(format!("{name} {v}, and the paper value gives none")),
        })
        .collect()
}

/// A card's runner maker: the parameter's text, the value to judge against, and the clock a
/// card that measures time reads (None: no clock here; such a card says it cannot check).
type Start = fn(&str, Expected, Option<Box<dyn Clock>>) -> Result<Box<dyn Runner>, ClaimError>;

pub use crate::job::Clock;

/// The clock a run gets when its caller gives none: natively the wall clock
/// ([`crate::experiments::timing::InstantClock`]); in wasm none, since there the page's Worker
/// passes the browser's clock ([`Claim::start_clocked`]).
fn default_clock() -> Option<Box<dyn Clock>> {
    #[cfg(not(target_arch = "wasm32"))]
    {
        Some(Box::new(crate::experiments::timing::InstantClock::new()))
    }
    #[cfg(target_arch = "wasm32")]
    {
        None
    }
}

/// One checkable claim of a paper.
pub struct Claim {
    /// Stable and url-safe, e.g. `sc-8x8-tour`.
    pub id: &'static str,
    /// The seed's number: "000" … "004".
    pub seed: &'static str,
    pub authors: &'static str,
    /// Section, figure or table.
    pub place: &'static str,
    /// The paper's words (short).
    pub quote: &'static str,
    /// The paper's value, as the paper gives it.
    pub paper_value: PaperValue,
    pub cost: Cost,
    pub param: Option<Param>,
    /// The lab page that shows it (the run's link adds its parameters).
    pub page: &'static str,
    /// The paper's value as the run compares it.
    pub expected: fn() -> Expected,
    start: Start,
}

impl fmt::Debug for Claim {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Claim").field("id", &self.id).finish()
    }
}

/// A claim as the page and the CLI list it.
#[derive(Clone, Debug, Serialize)]
pub struct ClaimInfo {
    pub id: &'static str,
    pub seed: &'static str,
    pub authors: &'static str,
    pub place: &'static str,
    pub quote: &'static str,
    pub paper_value: String,
    pub cost: Cost,
    pub param: Option<Param>,
    pub page: &'static str,
}

impl Claim {
    pub fn info(&self) -> ClaimInfo {
        ClaimInfo {
            id: self.id,
            seed: self.seed,
            authors: self.authors,
            place: self.place,
            quote: self.quote,
            paper_value: self.paper_value.words(),
            cost: self.cost,
            param: self.param,
            page: self.page,
        }
    }

    /// Start a run with the parameter's text (`None`: its default), judged against the
    /// paper's value.
    pub fn start(&'static self, param: Option<&str>) -> Result<Run, ClaimError> {
        self.start_against(param, (self.expected)())
    }

    /// Start a run judged against `expected` in place of the paper's value (the same runner,
    /// the same comparison): what the verdict would be had the paper said `expected`.
    pub fn start_against(
        &'static self,
        param: Option<&str>,
        expected: Expected,
    ) -> Result<Run, ClaimError> {
        self.start_with(param, expected, default_clock())
    }

    /// Start a run judged against the paper's value, timed (on the cards that measure time) by
    /// `clock`: the page's Worker passes the browser's.
    pub fn start_clocked(
        &'static self,
        param: Option<&str>,
        clock: Box<dyn Clock>,
    ) -> Result<Run, ClaimError> {
        self.start_with(param, (self.expected)(), Some(clock))
    }

    /// Start a run judged against `expected`, timed by `clock`: what a clocked card's verdict
    /// would be had the paper said `expected` and the machine measured as `clock` does (the
    /// tests give a clock that does not depend on the machine's load).
    pub fn start_clocked_against(
        &'static self,
        param: Option<&str>,
        expected: Expected,
        clock: Box<dyn Clock>,
    ) -> Result<Run, ClaimError> {
        self.start_with(param, expected, Some(clock))
    }

    fn start_with(
        &'static self,
        param: Option<&str>,
        expected: Expected,
        clock: Option<Box<dyn Clock>>,
    ) -> Result<Run, ClaimError> {
        let text = param
            .or(self.param.map(|p| p.default))
            .unwrap_or("")
            .trim()
            .to_string();
        let job = (self.start)(&text, expected, clock)?;
        Ok(Run {
            claim: self,
            param: text,
            job,
            finding: None,
        })
    }
}

/// What a finished run found.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Finding {
    /// The tool's value in words, to stand beside the paper's.
    pub tool_value: String,
    pub verdict: Verdict,
    /// What was run and how it was read.
    pub detail: String,
    /// The structured result (per board, per generator, …).
    pub data: serde_json::Value,
    /// The lab view for this claim, with the run's parameters (a relative URL of the pages).
    pub link: String,
}

pub use crate::job::Progress;

/// How far a runner is: finished with `status`, or `fraction` of the way (a fraction of 1 that
/// is not finished is said as just under it).
pub(crate) fn progress(done: bool, fraction: f64, status: impl Into<String>) -> Progress {
    if done {
        Progress::finished(status)
    } else {
        Progress::of_fraction(fraction.min(0.999_999), status)
    }
}

/// A claim's runner, worked in slices: `work` does about `budget` units (walk steps, search
/// nodes; at least one item) and says how far it is; `finding` is Some once done.
pub trait Runner {
    fn work(&mut self, budget: u64) -> Progress;
    fn finding(&self) -> Option<Finding>;
}

/// A run of one claim.
pub struct Run {
    claim: &'static Claim,
    param: String,
    job: Box<dyn Runner>,
    finding: Option<Finding>,
}

impl Run {
    pub fn claim(&self) -> &'static Claim {
        self.claim
    }

    /// Work about `budget` units.
    pub fn work(&mut self, budget: u64) -> Progress {
        if self.finding.is_some() {
            return done_progress();
        }
        let p = self.job.work(budget.max(1));
        if p.is_finished() {
            self.finding = self.job.finding();
        }
        p
    }

    pub fn finding(&self) -> Option<&Finding> {
        self.finding.as_ref()
    }

    /// A record of the run for JSON (the CLI's and the page's).
    pub fn record(&self) -> Option<Record> {
        self.finding.as_ref().map(|f| Record {
            id: self.claim.id,
            seed: self.claim.seed,
            place: self.claim.place,
            param: self.param.clone(),
            paper_value: self.claim.paper_value.words(),
            tool_value: f.tool_value.clone(),
            verdict: f.verdict.kind,
            verdict_words: f.verdict.to_string(),
            detail: f.detail.clone(),
            link: f.link.clone(),
            data: f.data.clone(),
        })
    }
}

/// One finished claim, as the CLI prints it in JSON.
#[derive(Clone, Debug, Serialize)]
pub struct Record {
    pub id: &'static str,
    pub seed: &'static str,
    pub place: &'static str,
    pub param: String,
    pub paper_value: String,
    pub tool_value: String,
    pub verdict: VerdictKind,
    pub verdict_words: String,
    pub detail: String,
    pub link: String,
    pub data: serde_json::Value,
}

fn done_progress() -> Progress {
    Progress::finished("done")
}

/// The claim with this id.
pub fn find(id: &str) -> Result<&'static Claim, ClaimError> {
    CLAIMS
        .iter()
        .find(|c| c.id == id.trim())
        .ok_or_else(|| ClaimError::Unknown(id.trim().to_string()))
}

/// Run a claim to the end (the CLI, the tests).
pub fn run_to_end(id: &str, param: Option<&str>) -> Result<Run, ClaimError> {
    let mut run = find(id)?.start(param)?;
    while !run.work(u64::MAX).is_finished() {}
    Ok(run)
}

/// Run a claim to the end judged against `expected` in place of the paper's value.
pub fn run_against(id: &str, param: Option<&str>, expected: Expected) -> Result<Run, ClaimError> {
    let mut run = find(id)?.start_against(param, expected)?;
    while !run.work(u64::MAX).is_finished() {}
    Ok(run)
}

/// A job done in one piece (the quick claims).
struct Once {
    f: Option<Box<dyn FnOnce() -> Finding>>,
    out: Option<Finding>,
}

pub(crate) fn once(f: impl FnOnce() -> Finding + 'static) -> Box<dyn Runner> {
    Box::new(Once {
        f: Some(Box::new(f)),
        out: None,
    })
}

impl Runner for Once {
    fn work(&mut self, _budget: u64) -> Progress {
        if let Some(f) = self.f.take() {
            self.out = Some(f());
        }
        done_progress()
    }

    fn finding(&self) -> Option<Finding> {
        self.out.clone()
    }
}

/// A job of `n` items done in order: `item(state, i)` does item i and returns the units it
/// spent; `finish(state)` gives the finding; `status(state, i)` says what item i is.
pub(crate) struct Items<S> {
    pub state: S,
    pub n: usize,
    pub next: usize,
    pub item: fn(&mut S, usize) -> u64,
    pub finish: fn(&S) -> Finding,
    pub status: fn(&S, usize) -> String,
}

pub(crate) fn items<S: 'static>(
    state: S,
    n: usize,
    item: fn(&mut S, usize) -> u64,
    finish: fn(&S) -> Finding,
    status: fn(&S, usize) -> String,
) -> Box<dyn Runner> {
    Box::new(Items {
        state,
        n,
        next: 0,
        item,
        finish,
        status,
    })
}

impl<S> Runner for Items<S> {
    fn work(&mut self, budget: u64) -> Progress {
        let mut spent = 0u64;
        while self.next < self.n && spent < budget {
            spent = spent.saturating_add((self.item)(&mut self.state, self.next).max(1));
            self.next += 1;
        }
        if self.next >= self.n {
            return Progress::finished("done");
        }
        Progress::new(
            self.next as u64,
            self.n as u64,
            (self.status)(&self.state, self.next),
        )
    }

    fn finding(&self) -> Option<Finding> {
        (self.next >= self.n).then(|| (self.finish)(&self.state))
    }
}

/// Every claim, in the order of the seeds.
pub static CLAIMS: &[Claim] = &[
    squirrel::TOUR_8X8,
    squirrel::DEAD_END_5X5,
    squirrel::SECTION_6,
    squirrel::ALL_ORDERINGS,
    squirrel::NINETEEN,
    squirrel::STAGED,
    squirrel::FORM_MATRIX,
    squirrel::FORM_MATRIX_CELLS,
    squirrel_proof::STEP_2,
    squirrel_proof::STEP_5,
    squirrel_proof::STEP_6,
    squirrel_proof::FIGURE_5_CARD,
    squirrel_proof::LOST_STEPS,
    squirrel::FIGURE_2_OVER_HALF,
    squirrel::FIGURE_2_UNDER_FIVE,
    squirrel::FIGURE_2_NONE,
    parberry::TABLE_WARNSDORFF,
    parberry::TABLE_TAKEFUJI_LEE,
    parberry::TABLE_DIVIDE,
    parberry::TABLE_BRAID,
    parberry::TABLE_FOUR_COVER,
    parberry::KNIGHTS_GRAPH,
    parberry::BRAID_SIZE,
    parberry::FIGURE_15,
    parberry::FIGURE_16,
    parberry::JOIN,
    parberry::RAIL_CONJECTURE,
    parberry_timing::FIGURE_3,
    parberry::FIGURE_20,
    parberry_timing::FIGURE_21,
    parberry_moves::RELATIVE_MOVES,
    parberry_moves::TAKEFUJI_LEE_R0,
    parberry_moves::STANDARD_DEVIATION,
    parberry_rails::LEMMA_1,
    phadke::A8_C7,
    phadke::PAIRS_53,
    phadke::WORKED_EXAMPLE_TIES,
    phadke::FIRST_25_MOVES,
    phadke::CORNER_DASH_FAMILIES,
    lin_wei::FIGURE_5,
    lin_wei::THEOREMS,
    lin_wei::HURD_TRAUTMAN_4X4,
    lin_wei::DOMORYAD_7X7,
    irwin::FIGURE_2_A_C,
    irwin::FIGURE_2_B,
    irwin::FIGURE_3,
    irwin::FIGURE_4,
    irwin::FIGURE_7,
    irwin::SIXTY_FOUR,
    irwin::THIRTY_ONE_MILLION,
    irwin::NO_EXCEPTION,
];

/// The catalogue as the page and the CLI list it.
pub fn catalogue() -> Vec<ClaimInfo> {
    CLAIMS.iter().map(Claim::info).collect()
}

/// `page?k=v&…` with the values URL-encoded (the few characters the links need).
pub(crate) fn link(page: &str, params: &[(&str, String)]) -> String {
    if params.is_empty() {
        return page.to_string();
    }
    let enc = |s: &str| {
        s.chars()
            .map(|c| match c {
                'A'..='Z' | 'a'..='z' | '0'..='9' | '-' | '_' | '.' | '~' | ':' => c.to_string(),
                ',' => "%2C".into(),
                ' ' => "%20".into(),
                c => {
                    let mut b = [0u8; 4];
                    c.encode_utf8(&mut b)
                        .bytes()
                        .map(|x| format!("%{x:02X}"))
                        .collect()
                }
            })
            .collect::<String>()
    };
    let q: Vec<String> = params
        .iter()
        .map(|(k, v)| format!("{k}={}", enc(v)))
        .collect();
    format!("{page}?{}", q.join("&"))
}

impl crate::job::Job for Run {
    fn work(&mut self, units: u64) -> Result<Progress, String> {
        Ok(Run::work(self, units))
    }

    fn name(&self) -> String {
        format!("Running {}", self.claim.id)
    }
}

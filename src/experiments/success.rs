//! Squirrel & Cull's Figure 2 (000 §2): how often Warnsdorff's rule with random tiebreaks gives
//! a tour on the m × m board, 100 trials for every 5 ≤ m ≤ 400, and the paper's three statements
//! about it checked against a run.
//!
//! What 000 §2 fixes, and how it is read here:
//! - the rule: "the (n+1)th square of the path \[is\] the square which is adjacent to the nth
//!   square, is unvisited, and has the minimal number of adjacent, unvisited squares. Should more
//!   than one square satisfy these three conditions, the tie may be broken at random; should no
//!   square satisfy the conditions, the path terminates." — the walk with rule `random`
//!   ([`RuleSpec::Random`]): uniform among the least-degree candidates, seeded. "At random" can
//!   also be read as one random move-ordering drawn per trial, ties then going to the move first
//!   in it; [`Tiebreak`] names both readings and [`trial_read`] walks either (the experiment
//!   runs the first; the claims cards run both).
//! - success: "the number of tours obtained"; §1 defines "A knight's tour is a knight's path
//!   which includes every square of the chessboard", so a trial succeeds when the walk visits all
//!   m² squares, whether or not its last square is a knight's move from its first.
//! - the start square is **not stated** in §2. The paper's own Algorithm (§3, step 1) starts at
//!   (1,1), so [`Start::Corner`] is the default; [`Start::Random`] (a uniformly random square per
//!   trial) and a fixed [`Start::At`] are the other readings, offered as options.
//!
//! The three statements ("succeeding more than 50% of the time for almost all m < 100 … when
//! m > 200 we find that fewer than 5% of the attempts produce tours, and when m > 325 we find no
//! successes at all") are checked by [`verdicts`]; "almost all" is read as "all but at most
//! [`Reading::almost_all_exceptions`] of the sizes", and "fewer than 5%" per board size (each
//! m > 200 on its own; the pooled rate is reported beside it).
//!
//! Trial `t` on m × m with seed `s` uses the walk seed [`trial_seed`]`(s, m, t)`, so a table is
//! the same whatever order or threads compute it in, natively or in wasm.

use super::Sizes;
use crate::board::{Board, Square};
use crate::moves::{Move, Ordering};
use crate::rng;
use crate::rules::RuleSpec;
use crate::walk::Walk;
use serde::Serialize;
use std::fmt;

/// The paper's board sizes: "For each m with 5 ≤ m ≤ 400".
pub const PAPER_SIZES: (u32, u32) = (5, 400);

/// The paper's trials per size: "we made 100 trials".
pub const PAPER_TRIALS: u32 = 100;

/// Where each trial's walk starts (000 §2 does not say; see the module docs).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Start {
    /// (1,1), where 000's Algorithm (§3) starts.
    Corner,
    /// A uniformly random square per trial (seeded).
    Random,
    /// A fixed square (1-based row, column), on every board.
    At(Square),
}

impl Start {
    /// `corner`, `random`, or `R,C` (1-based).
    pub fn parse(text: &str) -> Result<Start, SuccessError> {
        let t = text.trim();
        match t {
            "corner" | "1,1" => return Ok(Start::Corner),
            "random" => return Ok(Start::Random),
            _ => {}
        }
        let bad = || SuccessError::BadStart(t.to_string());
        let (r, c) = t.split_once(',').ok_or_else(bad)?;
        let r: u32 = r.trim().parse().map_err(|_| bad())?;
        let c: u32 = c.trim().parse().map_err(|_| bad())?;
        if r == 0 || c == 0 {
            return Err(bad());
        }
        Ok(Start::At(Square::new(r, c)))
    }
}

impl fmt::Display for Start {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Start::Corner => f.write_str("1,1"),
            Start::Random => f.write_str("random"),
            Start::At(s) => write!(f, "{},{}", s.row, s.col),
        }
    }
}

/// Why a success experiment could not run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SuccessError {
    /// The start is not `corner`, `random` or `R,C`.
    BadStart(String),
    /// The m × m board is refused by the core (too large, or zero).
    Board { m: u32, reason: String },
    /// A fixed start square is off the m × m board.
    StartOff { m: u32, start: Square },
    /// No trials asked for.
    NoTrials,
}

impl fmt::Display for SuccessError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SuccessError::BadStart(t) => {
                write!(f, "start '{t}' is not R,C (1-based, e.g. 1,1) or random")
            }
            SuccessError::Board { m, reason } => write!(f, "board {m}x{m}: {reason}"),
            SuccessError::StartOff { m, start } => write!(
                f,
                "start ({},{}) is off the {m}x{m} board; choose sizes of at least {} or start 1,1",
                start.row,
                start.col,
                start.row.max(start.col)
            ),
            SuccessError::NoTrials => f.write_str("trials must be at least 1"),
        }
    }
}

impl std::error::Error for SuccessError {}

/// One row of Figure 2: on the m × m board, `tours` of `trials` walks visited every square.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct SuccessRow {
    pub m: u32,
    pub trials: u32,
    pub tours: u32,
}

impl SuccessRow {
    /// tours / trials.
    pub fn rate(&self) -> f64 {
        if self.trials == 0 {
            0.0
        } else {
            self.tours as f64 / self.trials as f64
        }
    }

    /// The row's fields in [`CSV_HEADER`]'s order, as the csv writes them.
    pub fn fields(&self) -> Vec<String> {
        vec![
            self.m.to_string(),
            self.trials.to_string(),
            self.tours.to_string(),
            format!("{:.4}", self.rate()),
        ]
    }

    /// The csv line `m,trials,tours,rate` (rate to four decimals).
    pub fn csv(&self) -> String {
        crate::csv_text::record(self.fields())
    }
}

/// The csv header matching [`SuccessRow::csv`].
pub const CSV_HEADER: &str = "m,trials,tours,rate";

/// The walk seed of trial `trial` on the m × m board in the experiment seeded `seed`.
pub fn trial_seed(seed: u64, m: u32, trial: u32) -> u64 {
    rng::derive(rng::derive(seed, m as u64), trial as u64)
}

/// Mixed into a trial's seed to draw its random start (kept apart from the walk's own draws).
const START_SALT: u64 = 0x5354_4152_545f_5351; // "START_SQ"

/// The square trial `trial` on m × m starts from.
pub fn trial_start(start: Start, seed: u64, m: u32, trial: u32) -> Square {
    match start {
        Start::Corner => Square::new(1, 1),
        Start::At(s) => s,
        Start::Random => {
            let i = rng::Stream::new(trial_seed(seed, m, trial) ^ START_SALT)
                .below(m as usize * m as usize);
            Square::new(i as u32 / m + 1, i as u32 % m + 1)
        }
    }
}

fn board(m: u32) -> Result<Board, SuccessError> {
    Board::square_board(m as u64).map_err(|e| SuccessError::Board {
        m,
        reason: e.to_string(),
    })
}

/// What "the tie may be broken at random" (000 §2) is read as: the paper does not say whether
/// the random choice is made afresh at every tie or once per trial.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Tiebreak {
    /// A fresh uniform draw among the least-degree candidates at each tie (rule `random`).
    PerTie,
    /// One uniformly random move-ordering drawn per trial, then Warnsdorff's rule with ties
    /// going to the first move in that ordering (rule `ordering:…`, as in 000 §2's orderings).
    PerTrial,
}

impl Tiebreak {
    pub const ALL: [Tiebreak; 2] = [Tiebreak::PerTie, Tiebreak::PerTrial];

    /// The reading in words, as the cards name it.
    pub fn words(self) -> &'static str {
        match self {
            Tiebreak::PerTie => "a fresh random draw at each tie",
            Tiebreak::PerTrial => "one random move-ordering per trial",
        }
    }
}

/// Mixed into a trial's seed to draw its move-ordering (kept apart from the start's and the
/// walk's draws).
const ORDERING_SALT: u64 = 0x4f52_4445_5249_4e47; // "ORDERING"

/// The move-ordering trial `trial` on m × m walks with under [`Tiebreak::PerTrial`]: a uniform
/// shuffle of the eight moves.
pub fn trial_ordering(seed: u64, m: u32, trial: u32) -> Ordering {
    let mut moves = Move::ALL;
    rng::Stream::new(trial_seed(seed, m, trial) ^ ORDERING_SALT).shuffle(&mut moves);
    Ordering::from_moves(moves).expect("a shuffle is a permutation")
}

/// One trial: whether Warnsdorff's rule with random tiebreak (read as [`Tiebreak::PerTie`]),
/// from [`trial_start`], visits every square of the m × m board.
pub fn trial(m: u32, seed: u64, trial: u32, start: Start) -> Result<bool, SuccessError> {
    trial_read(m, seed, trial, start, Tiebreak::PerTie)
}

/// One trial under the reading `tiebreak` of "random tiebreak".
pub fn trial_read(
    m: u32,
    seed: u64,
    trial: u32,
    start: Start,
    tiebreak: Tiebreak,
) -> Result<bool, SuccessError> {
    let b = board(m)?;
    let from = trial_start(start, seed, m, trial);
    if !b.contains(from) {
        return Err(SuccessError::StartOff { m, start: from });
    }
    let rule = match tiebreak {
        Tiebreak::PerTie => RuleSpec::Random,
        Tiebreak::PerTrial => RuleSpec::Ordering(trial_ordering(seed, m, trial)),
    };
    let mut walk =
        Walk::new(b, from, rule, trial_seed(seed, m, trial)).map_err(|e| SuccessError::Board {
            m,
            reason: e.to_string(),
        })?;
    walk.run(usize::MAX);
    Ok(walk.len() == b.squares())
}

/// The row for one m: `trials` trials (single-threaded; the page calls this per size).
pub fn success_row(
    m: u32,
    trials: u32,
    seed: u64,
    start: Start,
) -> Result<SuccessRow, SuccessError> {
    if trials == 0 {
        return Err(SuccessError::NoTrials);
    }
    let mut tours = 0;
    for t in 0..trials {
        tours += trial(m, seed, t, start)? as u32;
    }
    Ok(SuccessRow { m, trials, tours })
}

/// Check every size before a long run, so a bad start or size fails at once.
pub fn check(sizes: Sizes, trials: u32, start: Start) -> Result<(), SuccessError> {
    if trials == 0 {
        return Err(SuccessError::NoTrials);
    }
    for m in [sizes.from, sizes.to] {
        board(m)?;
    }
    if let Start::At(s) = start {
        if let Some(m) = sizes
            .iter()
            .find(|&m| !board(m).is_ok_and(|b| b.contains(s)))
        {
            return Err(SuccessError::StartOff { m, start: s });
        }
    }
    Ok(())
}

/// Every row of `sizes`, one size after another on this thread.
pub fn success_rows(
    sizes: Sizes,
    trials: u32,
    seed: u64,
    start: Start,
) -> Result<Vec<SuccessRow>, SuccessError> {
    check(sizes, trials, start)?;
    sizes
        .iter()
        .map(|m| success_row(m, trials, seed, start))
        .collect()
}

/// [`success_rows`] on `threads` threads (native only): the same rows, in the same order (only
/// the sizes finished when a stop was asked for: see [`super::Threads`]).
#[cfg(not(target_arch = "wasm32"))]
pub fn success_rows_parallel<'a>(
    sizes: Sizes,
    trials: u32,
    seed: u64,
    start: Start,
    threads: impl Into<super::Threads<'a>>,
) -> Result<Vec<SuccessRow>, SuccessError> {
    check(sizes, trials, start)?;
    // Largest boards first: they take longest.
    let ms: Vec<u32> = sizes.iter().rev().collect();
    let mut rows = super::parallel_map(&ms, threads, |&m| success_row(m, trials, seed, start))
        .into_iter()
        .collect::<Result<Vec<_>, _>>()?;
    rows.reverse();
    Ok(rows)
}

/// Figure 2's rows one trial at a time, for a caller that works in slices (the page's Worker):
/// the sizes `offset, offset + stride, …` of `sizes` (a pool of `stride` Workers shares a range
/// that way), each a [`success_row`] computed trial by trial. The rows are the same as
/// [`success_rows`] gives for those sizes, whatever the slicing.
#[derive(Clone, Debug)]
pub struct Sweep {
    sizes: Vec<u32>,
    trials: u32,
    seed: u64,
    start: Start,
    /// Index into `sizes` of the size under way, and its next trial and tours so far.
    at: usize,
    trial: u32,
    tours: u32,
    /// Rows finished and not yet taken.
    finished: Vec<SuccessRow>,
    /// Work (squares: m² per trial) done and in all.
    done_work: f64,
    total_work: f64,
}

impl Sweep {
    /// This share of `sizes` (refused as [`check`] refuses; `stride` 0 counts as 1).
    pub fn new(
        sizes: Sizes,
        trials: u32,
        seed: u64,
        start: Start,
        offset: u32,
        stride: u32,
    ) -> Result<Sweep, SuccessError> {
        check(sizes, trials, start)?;
        let stride = stride.max(1) as usize;
        let mine: Vec<u32> = sizes.iter().skip(offset as usize).step_by(stride).collect();
        let total_work = mine.iter().map(|&m| m as f64 * m as f64).sum::<f64>() * trials as f64;
        Ok(Sweep {
            sizes: mine,
            trials,
            seed,
            start,
            at: 0,
            trial: 0,
            tours: 0,
            finished: Vec::new(),
            done_work: 0.0,
            total_work,
        })
    }

    /// Every size done.
    pub fn done(&self) -> bool {
        self.at >= self.sizes.len()
    }

    /// One trial; true when every size is done.
    pub fn step(&mut self) -> Result<bool, SuccessError> {
        let Some(&m) = self.sizes.get(self.at) else {
            return Ok(true);
        };
        self.tours += trial(m, self.seed, self.trial, self.start)? as u32;
        self.trial += 1;
        self.done_work += m as f64 * m as f64;
        if self.trial == self.trials {
            self.finished.push(SuccessRow {
                m,
                trials: self.trials,
                tours: self.tours,
            });
            self.at += 1;
            self.trial = 0;
            self.tours = 0;
        }
        Ok(self.done())
    }

    /// The rows finished since the last call, in increasing m.
    pub fn take_rows(&mut self) -> Vec<SuccessRow> {
        std::mem::take(&mut self.finished)
    }

    /// Work done and in all (m² per trial), for a progress bar over several sweeps.
    pub fn work(&self) -> (f64, f64) {
        (self.done_work, self.total_work)
    }
}

/// The paper's three statements about Figure 2.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Claim {
    /// "succeeding more than 50% of the time for almost all m < 100"
    OverHalfBelow100,
    /// "when m > 200 we find that fewer than 5% of the attempts produce tours"
    UnderFivePercentAbove200,
    /// "when m > 325 we find no successes at all"
    NoneAbove325,
}

impl Claim {
    pub const ALL: [Claim; 3] = [
        Claim::OverHalfBelow100,
        Claim::UnderFivePercentAbove200,
        Claim::NoneAbove325,
    ];

    /// The paper's words.
    pub fn quote(self) -> &'static str {
        match self {
            Claim::OverHalfBelow100 => {
                "succeeding more than 50% of the time for almost all m < 100"
            }
            Claim::UnderFivePercentAbove200 => {
                "when m > 200 we find that fewer than 5% of the attempts produce tours"
            }
            Claim::NoneAbove325 => "when m > 325 we find no successes at all",
        }
    }

    /// The sizes the statement is about, within the paper's 5..=400.
    pub fn sizes(self) -> (u32, u32) {
        match self {
            Claim::OverHalfBelow100 => (5, 99),
            Claim::UnderFivePercentAbove200 => (201, 400),
            Claim::NoneAbove325 => (326, 400),
        }
    }

    /// Whether a row is an exception to the statement (goes against it).
    pub fn is_exception(self, row: &SuccessRow) -> bool {
        match self {
            Claim::OverHalfBelow100 => row.rate() <= 0.5,
            Claim::UnderFivePercentAbove200 => row.rate() >= 0.05,
            Claim::NoneAbove325 => row.tours > 0,
        }
    }
}

/// How a statement fared.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Finding {
    /// The run bears the statement out.
    BearsOut,
    /// The run does not bear it out.
    DoesNot,
    /// The run does not cover every size the statement is about.
    NotCovered,
}

impl fmt::Display for Finding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Finding::BearsOut => "bears out",
            Finding::DoesNot => "does not",
            Finding::NotCovered => "not covered",
        })
    }
}

/// How the vague words of the statements are read.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Reading {
    /// "almost all m < 100": at most this many of the 95 sizes 5..=99 may be at or below 50%.
    pub almost_all_exceptions: usize,
}

impl Default for Reading {
    /// At most 5 of the 95 sizes (about 5%) may be exceptions.
    fn default() -> Reading {
        Reading {
            almost_all_exceptions: 5,
        }
    }
}

/// One statement checked against a run.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Verdict {
    pub claim: Claim,
    pub quote: &'static str,
    pub finding: Finding,
    /// Sizes of the statement's range present in the run.
    pub sizes_checked: usize,
    /// The sizes that go against the statement, with their tours.
    pub exceptions: Vec<SuccessRow>,
    /// Tours / trials pooled over the statement's range.
    pub pooled_rate: f64,
    /// The numbers, in a sentence.
    pub detail: String,
}

fn list(rows: &[SuccessRow]) -> String {
    const SHOWN: usize = 12;
    let mut s: Vec<String> = rows
        .iter()
        .take(SHOWN)
        .map(|r| format!("{} ({}/{})", r.m, r.tours, r.trials))
        .collect();
    if rows.len() > SHOWN {
        s.push(format!("and {} more", rows.len() - SHOWN));
    }
    s.join(", ")
}

/// Check the paper's three statements against `rows` (any order; sizes outside 5..=400 are not
/// judged). A statement whose range is not wholly in the rows is [`Finding::NotCovered`].
pub fn verdicts(rows: &[SuccessRow], reading: Reading) -> Vec<Verdict> {
    Claim::ALL
        .iter()
        .map(|&claim| verdict(claim, rows, reading))
        .collect()
}

/// One statement checked; see [`verdicts`].
pub fn verdict(claim: Claim, rows: &[SuccessRow], reading: Reading) -> Verdict {
    let (lo, hi) = claim.sizes();
    let mut inside: Vec<SuccessRow> = rows
        .iter()
        .filter(|r| (lo..=hi).contains(&r.m) && r.trials > 0)
        .copied()
        .collect();
    inside.sort_by_key(|r| r.m);
    inside.dedup_by_key(|r| r.m);
    let wanted = (hi - lo + 1) as usize;
    let exceptions: Vec<SuccessRow> = inside
        .iter()
        .filter(|r| claim.is_exception(r))
        .copied()
        .collect();
    let trials: u64 = inside.iter().map(|r| r.trials as u64).sum();
    let tours: u64 = inside.iter().map(|r| r.tours as u64).sum();
    let pooled_rate = if trials == 0 {
        0.0
    } else {
        tours as f64 / trials as f64
    };
    let finding = if inside.len() < wanted {
        Finding::NotCovered
    } else {
        let allowed = match claim {
            Claim::OverHalfBelow100 => reading.almost_all_exceptions,
            _ => 0,
        };
        if exceptions.len() <= allowed {
            Finding::BearsOut
        } else {
            Finding::DoesNot
        }
    };
    let range = format!("m = {lo}..{hi}");
    let detail = if finding == Finding::NotCovered {
        format!(
            "the run has {} of the {wanted} sizes {range}; run them all to check this",
            inside.len()
        )
    } else {
        let n = inside.len();
        let x = exceptions.len();
        let body = match claim {
            Claim::OverHalfBelow100 => format!(
                "{} of {n} sizes {range} give tours more than 50% of the time; {x} do not \
                 (at most {} allowed for \"almost all\")",
                n - x,
                reading.almost_all_exceptions
            ),
            Claim::UnderFivePercentAbove200 => format!(
                "{} of {n} sizes {range} give tours in fewer than 5% of trials; {x} do not",
                n - x
            ),
            Claim::NoneAbove325 => format!(
                "{} of {n} sizes {range} give no tour; {x} give at least one",
                n - x
            ),
        };
        let pooled = format!(
            "; pooled over {range}: {tours} tours in {trials} trials ({:.2}%)",
            100.0 * pooled_rate
        );
        if x == 0 {
            format!("{body}{pooled}")
        } else {
            format!("{body}: {}{pooled}", list(&exceptions))
        }
    };
    Verdict {
        claim,
        quote: claim.quote(),
        finding,
        sizes_checked: inside.len(),
        exceptions,
        pooled_rate,
        detail,
    }
}

//! Tour generators for comparing move distributions, driven in bounded slices of work so a Web
//! Worker can report progress and stop at any moment, and a [`Run`] that aggregates their tours.
//!
//! Generators ([`GenSpec`], names as [`GenSpec::parse`] takes them):
//! - `warnsdorff-open`: Warnsdorff's rule with random tiebreak (001 §3.1; 000 Figure 2) from a
//!   random square; an attempt that dead-ends is dropped and the next one starts. Every full
//!   tour counts as an **open path** (n² − 1 moves), even when its ends happen to be a knight's
//!   move apart.
//! - `warnsdorff-closed`: the same, retried until the tour closes (001 §3.1, the tours of Figure 4
//!   and Table 1's first row: Parberry's generator retries until closed). Counted as a closed tour.
//!   An attempt is abandoned as soon as the last unvisited neighbour of its start square is
//!   visited before the board is full, since it can then no longer close; this skips doomed work
//!   and changes no accepted tour (each attempt's walk depends only on its own seed).
//! - a deterministic rule (`ordering:NNNNNNNN`, `squirrel-cull`, `nineteen`, `pohl[:…]`,
//!   `lookahead[:…]`): such a rule gives one walk per start square, so attempt k starts from the
//!   k-th square of a seeded random permutation of the board; walks that dead-end are dropped;
//!   the generator is **exhausted** after n² attempts, when every start has been tried once (so
//!   no tour is counted twice). Tours count as open paths. `random` is `warnsdorff-open`.
//!   `squirrel-cull` promises a tour only from (1,1) (000); from other starts it is Warnsdorff
//!   with its orderings, and the attempt count shows how often that works.
//! - cycle generators ([`GenSpec::Cycles`]): the divide-and-conquer tour and the tourneys of
//!   001 §6 ([`COVER_GENS`], from [`crate::tourneys`]), each also `-joined`, counted as cycles;
//!   with `obfuscate`, every tour or tourney is obfuscated first ([`obfuscation`], 001 §7).
//!
//! Driving it from a Web Worker: make one [`Run`] per generator to compare, then loop
//! `let p = run.work(50_000)` (about 0.2–0.5 ms natively per call on 50×50, more in wasm), post
//! `p` and, every few calls, `run.summary()` (or the mergeable [`Run::aggregate`]) and
//! [`Run::last_tour`] to the page, and check a cancel flag between calls; stop when `p.done`.
//! Time left: `elapsed × (target − tours) / tours` once a tour is in; before that, for
//! `warnsdorff-closed`, the attempt rate of a smaller board (see the report in the CLI) is the
//! only guide. Every number in [`Progress`] and [`Summary`] is serde-serialisable.
//!
//! Seeds: attempt k of a run with seed S uses `rng::derive(S, k)` for its start square and its
//! tiebreaks (or its cycle generator), so results depend on (generator, board, seed) only, never
//! on how the work was sliced or on the platform.
//!
//! ```
//! use warnsdorff::stats::{GenSpec, Run};
//! let mut run = Run::new(GenSpec::parse("warnsdorff-open").unwrap(), "8x8".parse().unwrap(), 7, 5).unwrap();
//! while !run.work(1000).done {}
//! let s = run.summary();
//! assert_eq!(s.tours, 5);
//! assert!((s.moves.mean.iter().sum::<f64>() - 1.0).abs() < 1e-12);
//! ```

use super::aggregate::{Aggregate, MeanSdView};
use super::distribution::Counts;
use crate::board::{Board, Square};
use crate::rng;
use crate::rules::RuleSpec;
use crate::walk::Walk;
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::fmt;
use std::sync::Arc;

/// Makes a closed tour or a tourney (a list of cycles, each without its first square repeated)
/// on a board from a seed.
pub type CyclesFn = Arc<dyn Fn(Board, u64) -> Result<Vec<Vec<Square>>, String> + Send + Sync>;

/// Obfuscates a closed tour or tourney (001 §7: shatter a few times, then join) from a seed.
pub type ObfuscateFn =
    Arc<dyn Fn(Board, Vec<Vec<Square>>, u64) -> Result<Vec<Vec<Square>>, String> + Send + Sync>;

/// The cycle-cover generators of 001 §6 (and §3's divide-and-conquer tour), as compared on the
/// page: the tourneys as they come (each cycle wrapped around on its own) and `-joined` (joined
/// by 001 §5's Algorithm 2 into as few cycles as its rails allow, one on every size the tests
/// cover but 6×6).
pub const COVER_GENS: [&str; 8] = [
    "divide",
    "divide-tourney",
    "braid",
    "braid-joined",
    "four-cover",
    "four-cover-joined",
    "warnsdorff-tourney",
    "warnsdorff-tourney-joined",
];

/// The names [`GenSpec::parse`] accepts besides [`COVER_GENS`].
pub const GEN_NAMES: [&str; 7] = [
    "warnsdorff-open",
    "warnsdorff-closed",
    "ordering:NNNNNNNN",
    "squirrel-cull",
    "nineteen",
    "pohl[:NNNNNNNN]",
    "lookahead[:NNNNNNNN]",
];

/// The cover generator of [`crate::tourneys`] behind one of the [`COVER_GENS`] names, joined when
/// the name ends in `-joined`.
pub fn cycles_generator(name: &str) -> Option<CyclesFn> {
    if !COVER_GENS.contains(&name) {
        return None;
    }
    let (base, joined) = match name.strip_suffix("-joined") {
        Some(b) => (b, true),
        None => (name, false),
    };
    let gen = crate::tourneys::Generator::from_name(base)?;
    Some(Arc::new(move |board: Board, seed: u64| {
        if !board.is_square() {
            return Err(format!(
                "{} makes n x n covers only; {board} is not square",
                gen.name()
            ));
        }
        let n = board.rows();
        gen.supports(n)?;
        let mut cover = crate::tourneys::generate(gen, n, seed)?;
        if joined {
            crate::rails::join(&mut cover, rng::derive(seed, 1));
        }
        Ok(cover.cycle_squares())
    }))
}

/// Whether the [`COVER_GENS`] generator `name` makes covers of `board`; the message names the sizes
/// it does.
pub fn cycles_supports(name: &str, board: Board) -> Result<(), String> {
    let base = name.strip_suffix("-joined").unwrap_or(name);
    let gen = crate::tourneys::Generator::from_name(base)
        .ok_or_else(|| format!("unknown cover generator '{name}'"))?;
    if !board.is_square() {
        return Err(format!(
            "{name} makes n x n covers only; {board} is not square"
        ));
    }
    gen.supports(board.rows())
        .map_err(|e| format!("{name}: {e}"))
}

/// 001 §7's obfuscation (16 shatters, then join) of a closed tour or tourney.
pub fn obfuscation() -> Option<ObfuscateFn> {
    Some(Arc::new(
        |board: Board, cycles: Vec<Vec<Square>>, seed: u64| {
            let mut cover = crate::cover::CycleCover::from_cycle_squares(board, &cycles)
                .map_err(|e| e.to_string())?;
            crate::rails::obfuscate(&mut cover, seed);
            Ok(cover.cycle_squares())
        },
    ))
}

/// Why a generator could not be set up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GenError {
    /// A generator (or obfuscation) that is planned but not plugged in yet.
    NotAvailable(String),
    /// Anything else: unknown name, unsuitable board.
    Invalid(String),
}

impl fmt::Display for GenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GenError::NotAvailable(m) | GenError::Invalid(m) => f.write_str(m),
        }
    }
}

impl std::error::Error for GenError {}

/// A generator of tours to compare. See the module docs.
#[derive(Clone)]
pub enum GenSpec {
    WarnsdorffOpen,
    WarnsdorffClosed,
    /// A deterministic rule, walked from distinct seeded start squares.
    Rule(RuleSpec),
    /// A plugged-in generator of closed tours or tourneys.
    Cycles {
        name: String,
        generate: CyclesFn,
    },
}

impl fmt::Debug for GenSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "GenSpec({self})")
    }
}

impl fmt::Display for GenSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GenSpec::WarnsdorffOpen => f.write_str("warnsdorff-open"),
            GenSpec::WarnsdorffClosed => f.write_str("warnsdorff-closed"),
            GenSpec::Rule(r) => write!(f, "{r}"),
            GenSpec::Cycles { name, .. } => f.write_str(name),
        }
    }
}

impl GenSpec {
    /// Parse a generator name (see [`GEN_NAMES`] and [`COVER_GENS`]).
    pub fn parse(text: &str) -> Result<GenSpec, GenError> {
        let t = text.trim();
        match t.to_ascii_lowercase().as_str() {
            "warnsdorff-open" | "random" => return Ok(GenSpec::WarnsdorffOpen),
            "warnsdorff-closed" => return Ok(GenSpec::WarnsdorffClosed),
            _ => {}
        }
        if let Some(generate) = cycles_generator(t) {
            return Ok(GenSpec::Cycles {
                name: t.to_string(),
                generate,
            });
        }
        match RuleSpec::parse(t) {
            Ok(RuleSpec::Random) => Ok(GenSpec::WarnsdorffOpen),
            Ok(rule) => Ok(GenSpec::Rule(rule)),
            Err(_) => Err(GenError::Invalid(format!(
                "unknown generator '{t}'; accepted: {}, {}",
                GEN_NAMES.join(", "),
                COVER_GENS.join(", ")
            ))),
        }
    }

    /// Whether its tours are counted as closed tours or tourneys (else as open paths).
    pub fn is_closed(&self) -> bool {
        matches!(self, GenSpec::WarnsdorffClosed | GenSpec::Cycles { .. })
    }
}

/// Whether an m × n board has an open knight's tour (Conrad, Hindrichs, Morsy & Wegener 1994):
/// with m ≤ n, m ≥ 5; or m = 4 and n ≥ 5; or m = 3 and n = 4 or n ≥ 7. (1 × 1 is left out: a
/// single square has no moves to count.)
pub fn has_open_tour(board: Board) -> bool {
    let (m, n) = sides(board);
    m >= 5 || (m == 4 && n >= 5) || (m == 3 && (n == 4 || n >= 7))
}

/// Whether an m × n board has a closed knight's tour (Schwenk 1991): with m ≤ n, not both odd,
/// m ∉ {1, 2, 4}, and not m = 3 with n ∈ {4, 6, 8}.
pub fn has_closed_tour(board: Board) -> bool {
    let (m, n) = sides(board);
    let both_odd = m % 2 == 1 && n % 2 == 1;
    let narrow = [1, 2, 4].contains(&m);
    let three_short = m == 3 && [4, 6, 8].contains(&n);
    !(both_odd || narrow || three_short)
}

fn sides(board: Board) -> (u32, u32) {
    let (a, b) = (board.rows(), board.cols());
    (a.min(b), a.max(b))
}

/// One generated tour.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", content = "squares", rename_all = "kebab-case")]
pub enum Tour {
    /// An open tour: every square once, ends not joined.
    Open(Vec<Square>),
    /// A closed tour: every square once, the last a knight's move from the first.
    Closed(Vec<Square>),
    /// A tourney (or a closed tour as one cycle): cycles covering the board.
    Cycles(Vec<Vec<Square>>),
}

impl Tour {
    /// Its exact counts (see [`Counts`]).
    pub fn counts(&self) -> Result<Counts, String> {
        match self {
            Tour::Open(p) => Counts::of_path(p),
            Tour::Closed(c) => Counts::of_closed(c),
            Tour::Cycles(cs) => Counts::of_cycles(cs),
        }
    }
}

/// What one [`Generator::step`] did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// Squares of work done (walk steps; n² per call of a cycle generator).
    pub squares: u64,
    /// A finished tour, if this slice finished one (at most one per call).
    pub tour: Option<Tour>,
    /// Set when the generator can give no more tours, and why.
    pub exhausted: Option<String>,
}

/// An attempt in progress.
struct Attempt {
    walk: Walk,
    start: Square,
    /// Unvisited neighbours of the start (for the closed generator's early abandon).
    start_nbrs_left: u32,
}

/// A seeded generator doing bounded work per call. See the module docs.
pub struct Generator {
    spec: GenSpec,
    board: Board,
    seed: u64,
    obfuscate: Option<ObfuscateFn>,
    /// Attempts started.
    attempts: u64,
    current: Option<Attempt>,
    /// Sparse Fisher–Yates state for the rule generators' start permutation.
    perm: HashMap<u64, u64>,
}

impl Generator {
    /// A generator on `board` with `seed`; `obfuscate` asks for 001 §7's obfuscation of every
    /// tour (closed tours and tourneys only; refused while [`obfuscation`] is None). The board
    /// must admit a tour of the kind counted.
    pub fn new(
        spec: GenSpec,
        board: Board,
        seed: u64,
        obfuscate: bool,
    ) -> Result<Generator, GenError> {
        let closed = spec.is_closed();
        if closed && !matches!(spec, GenSpec::Cycles { .. }) && !has_closed_tour(board) {
            return Err(GenError::Invalid(format!(
                "{spec}: the {board} board has no closed knight's tour (Schwenk 1991: none when both sides are odd, a side is 1, 2 or 4, or the board is 3x4, 3x6 or 3x8)"
            )));
        }
        if !closed && !has_open_tour(board) {
            return Err(GenError::Invalid(format!(
                "{spec}: the {board} board has no knight's tour (Conrad et al. 1994: with m <= n, one needs m >= 5, or m = 4 and n >= 5, or m = 3 and n = 4 or n >= 7)"
            )));
        }
        if let GenSpec::Cycles { name, .. } = &spec {
            cycles_supports(name, board).map_err(GenError::Invalid)?;
        }
        if let GenSpec::Rule(rule) = &spec {
            // Refuse a rule that does not fit the board (squirrel-cull needs m x m) up front.
            Walk::new(board, Square::new(1, 1), rule.clone(), 0).map_err(GenError::Invalid)?;
        }
        let obfuscate = if obfuscate {
            if !closed {
                return Err(GenError::Invalid(format!(
                    "{spec} makes open tours; obfuscation (001 §7) works on closed tours and tourneys"
                )));
            }
            Some(obfuscation().ok_or_else(|| {
                GenError::NotAvailable(
                    "obfuscation (--obfuscate, Parberry 001 §7) is not available".into(),
                )
            })?)
        } else {
            None
        };
        Ok(Generator {
            spec,
            board,
            seed,
            obfuscate,
            attempts: 0,
            current: None,
            perm: HashMap::new(),
        })
    }

    pub fn spec(&self) -> &GenSpec {
        &self.spec
    }

    pub fn board(&self) -> Board {
        self.board
    }

    /// Attempts started so far (each a walk from a new start, or a call of a cycle generator).
    pub fn attempts(&self) -> u64 {
        self.attempts
    }

    /// The seed of attempt k.
    fn attempt_seed(&self, k: u64) -> u64 {
        rng::derive(self.seed, k)
    }

    /// The k-th square of the seeded permutation of the board (sparse Fisher–Yates: the
    /// permutation is drawn lazily, one swap per attempt).
    fn permuted_start(&mut self, k: u64) -> Square {
        let n = self.board.squares() as u64;
        let j =
            k + rng::Stream::numbered(self.seed ^ 0x7065_726d, k).below((n - k) as usize) as u64;
        let at_j = *self.perm.get(&j).unwrap_or(&j);
        let at_k = *self.perm.get(&k).unwrap_or(&k);
        self.perm.insert(j, at_k);
        self.perm.remove(&k);
        self.board.square(at_j as usize)
    }

    fn start_attempt(&mut self) -> Result<Option<Attempt>, String> {
        let k = self.attempts;
        let s = self.attempt_seed(k);
        let (start, rule, walk_seed) = match &self.spec {
            GenSpec::WarnsdorffOpen | GenSpec::WarnsdorffClosed => {
                let i = rng::Stream::numbered(s, 0x7374_6172_7421).below(self.board.squares());
                (self.board.square(i), RuleSpec::Random, s)
            }
            GenSpec::Rule(rule) => {
                if k >= self.board.squares() as u64 {
                    return Ok(None);
                }
                let rule = rule.clone();
                (self.permuted_start(k), rule, 0)
            }
            GenSpec::Cycles { .. } => unreachable!("cycle generators do not walk"),
        };
        self.attempts += 1;
        let walk = Walk::new(self.board, start, rule, walk_seed)?;
        let start_nbrs_left = self.board.degree(start) as u32;
        Ok(Some(Attempt {
            walk,
            start,
            start_nbrs_left,
        }))
    }

    /// Do at most about `budget` squares of work (at least one step, or one cycle-generator
    /// call, which is atomic), stopping early when a tour is finished.
    pub fn step(&mut self, budget: u64) -> Step {
        let mut out = Step {
            squares: 0,
            tour: None,
            exhausted: None,
        };
        if let GenSpec::Cycles { generate, .. } = &self.spec {
            let s = self.attempt_seed(self.attempts);
            self.attempts += 1;
            out.squares = self.board.squares() as u64;
            let made = generate(self.board, s).and_then(|cycles| match &self.obfuscate {
                Some(ob) => ob(self.board, cycles, rng::derive(s, 1)),
                None => Ok(cycles),
            });
            match made {
                Ok(cycles) => out.tour = Some(Tour::Cycles(cycles)),
                Err(e) => out.exhausted = Some(format!("{}: {e}", self.spec)),
            }
            return out;
        }
        let n = self.board.squares();
        let closed = self.spec.is_closed();
        let budget = budget.max(1);
        while out.squares < budget {
            if self.current.is_none() {
                match self.start_attempt() {
                    Ok(Some(a)) => self.current = Some(a),
                    Ok(None) => {
                        out.exhausted = Some(format!(
                            "{}: every one of the {n} start squares has been tried",
                            self.spec
                        ));
                        return out;
                    }
                    Err(e) => {
                        out.exhausted = Some(e);
                        return out;
                    }
                }
            }
            let a = self.current.as_mut().unwrap();
            let left = (budget - out.squares) as usize;
            let (taken, finished) = if closed {
                step_closed(a, left, n)
            } else {
                let t = a.walk.run(left);
                (t, t < left)
            };
            out.squares += taken as u64;
            if !finished {
                continue;
            }
            let a = self.current.take().unwrap();
            if a.walk.len() < n {
                continue; // dead end (or abandoned): next attempt
            }
            let path: Vec<Square> = a.walk.path().collect();
            if !closed {
                out.tour = Some(Tour::Open(path));
                return out;
            }
            if Board::move_between(*path.last().unwrap(), path[0]).is_none() {
                continue; // full but open
            }
            out.tour = Some(match &self.obfuscate {
                None => Tour::Closed(path),
                Some(ob) => match ob(
                    self.board,
                    vec![path],
                    rng::derive(self.attempt_seed(self.attempts - 1), 1),
                ) {
                    Ok(cycles) => Tour::Cycles(cycles),
                    Err(e) => {
                        out.exhausted = Some(format!("obfuscation: {e}"));
                        return out;
                    }
                },
            });
            return out;
        }
        out
    }

    /// Run until the next tour (None when exhausted). Unbounded: for native callers and tests;
    /// the page should use [`Generator::step`] or [`Run::work`].
    pub fn next_tour(&mut self) -> Option<Tour> {
        loop {
            let s = self.step(u64::MAX);
            if s.tour.is_some() {
                return s.tour;
            }
            if s.exhausted.is_some() {
                return None;
            }
        }
    }
}

/// Walk up to `left` steps one at a time, abandoning the attempt when the start's last
/// unvisited neighbour is visited before the board is full. Returns (steps, attempt over).
fn step_closed(a: &mut Attempt, left: usize, n: usize) -> (usize, bool) {
    let mut taken = 0;
    while taken < left {
        if a.walk.run(1) == 0 {
            return (taken, true);
        }
        taken += 1;
        if Board::move_between(a.walk.current(), a.start).is_some() {
            a.start_nbrs_left -= 1;
            if a.start_nbrs_left == 0 && a.walk.len() < n {
                return (taken, true);
            }
        }
    }
    (taken, false)
}

/// How a [`Run`] stands, after each [`Run::work`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Progress {
    /// Tours counted so far.
    pub tours: u64,
    /// Tours asked for.
    pub target: u64,
    /// Attempts started so far.
    pub attempts: u64,
    /// Squares walked so far (the unit of `work`'s budget).
    pub squares: u64,
    /// No more work will be done: the target is reached or the generator is exhausted.
    pub done: bool,
    /// Why the run stopped short of its target, if it did.
    pub stopped: Option<String>,
}

/// Distributions along each tour's own direction (see [`crate::stats::distribution`]).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Directed {
    pub moves: MeanSdView,
    pub relative: MeanSdView,
}

/// The results of a run so far, indexed 0–7 in Parberry's numbering.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Summary {
    pub tours: u64,
    /// f_i over the tours: mean and sample SD (001 §3, Figure 4 left).
    pub moves: MeanSdView,
    /// r_i over the tours (001 §3.1, Figure 4 right).
    pub relative: MeanSdView,
    /// The same counted along each tour's direction, as Parberry's code does.
    pub directed: Directed,
    pub generator: String,
    pub board: Board,
    pub seed: u64,
    pub target: u64,
    pub attempts: u64,
    pub squares: u64,
    /// Tours per attempt (1 when every attempt gives a tour).
    pub attempt_rate: f64,
    pub stopped: Option<String>,
}

/// A seeded run of `target` tours from one generator, aggregated as they arrive. Drive it with
/// [`Run::work`] in slices as small as the page needs; [`Run::summary`] at any time.
pub struct Run {
    gen: Generator,
    target: u64,
    agg: Aggregate,
    squares: u64,
    last: Option<(Tour, Counts)>,
    stopped: Option<String>,
}

impl Run {
    /// A run without obfuscation; `target` must be at least 1.
    pub fn new(spec: GenSpec, board: Board, seed: u64, target: u64) -> Result<Run, GenError> {
        Run::with_generator(Generator::new(spec, board, seed, false)?, target)
    }

    /// A run over a generator set up by hand (e.g. with obfuscation).
    pub fn with_generator(gen: Generator, target: u64) -> Result<Run, GenError> {
        if target == 0 {
            return Err(GenError::Invalid(
                "the number of tours must be at least 1".into(),
            ));
        }
        Ok(Run {
            gen,
            target,
            agg: Aggregate::default(),
            squares: 0,
            last: None,
            stopped: None,
        })
    }

    /// Do about `budget` squares of work (a 50×50 walk is 2,500; natively ~10 µs per 1,000), or
    /// less if the run finishes. Never blocks longer than its budget (plus one cycle-generator
    /// call).
    pub fn work(&mut self, budget: u64) -> Progress {
        let mut used = 0;
        while !self.is_done() && used < budget.max(1) {
            let step = self.gen.step(budget.max(1) - used);
            used += step.squares;
            self.squares += step.squares;
            if let Some(tour) = step.tour {
                match tour.counts() {
                    Ok(c) => {
                        self.agg.push(&c);
                        self.last = Some((tour, c));
                    }
                    Err(e) => self.stopped = Some(format!("{}: invalid tour: {e}", self.gen.spec)),
                }
            }
            if let Some(why) = step.exhausted {
                self.stopped = Some(why);
            }
        }
        self.progress()
    }

    /// Stop now (e.g. a cap on attempts); the summary keeps what was counted.
    pub fn stop(&mut self, why: &str) {
        if !self.is_done() {
            self.stopped = Some(why.to_string());
        }
    }

    fn is_done(&self) -> bool {
        self.agg.tours() >= self.target || self.stopped.is_some()
    }

    pub fn progress(&self) -> Progress {
        Progress {
            tours: self.agg.tours(),
            target: self.target,
            attempts: self.gen.attempts(),
            squares: self.squares,
            done: self.is_done(),
            stopped: self.stopped.clone(),
        }
    }

    /// The mergeable aggregate (to send partial results from a Worker).
    pub fn aggregate(&self) -> &Aggregate {
        &self.agg
    }

    /// The last tour counted and its exact counts (for "the current tour's own distribution").
    pub fn last_tour(&self) -> Option<(&Tour, &Counts)> {
        self.last.as_ref().map(|(t, c)| (t, c))
    }

    pub fn summary(&self) -> Summary {
        let tours = self.agg.tours();
        let attempts = self.gen.attempts();
        Summary {
            tours,
            moves: self.agg.moves.view(),
            relative: self.agg.relative.view(),
            directed: Directed {
                moves: self.agg.moves_directed.view(),
                relative: self.agg.relative_directed.view(),
            },
            generator: format!(
                "{}{}",
                self.gen.spec,
                if self.gen.obfuscate.is_some() {
                    " (obfuscated)"
                } else {
                    ""
                }
            ),
            board: self.gen.board,
            seed: self.gen.seed,
            target: self.target,
            attempts,
            squares: self.squares,
            attempt_rate: if attempts == 0 {
                0.0
            } else {
                tours as f64 / attempts as f64
            },
            stopped: self.stopped.clone(),
        }
    }
}

//! The Takefuji–Lee neural network for knight's tours (Takefuji & Lee 1992, cited as \[8\] in
//! 001; 001 §3.2, Figures 5–6, and §6: it "runs much faster … if it is allowed to generate
//! tourneys instead of knight's tours"), as a seeded cycle-cover generator.
//!
//! The network has one neuron per edge of the knight's graph (per knight's move between two
//! squares), each a hysteresis McCulloch–Pitts neuron with an integer state `U` and an output
//! `V ∈ {0, 1}`; `V = 1` puts the move in the cover. The motion equation asks every square to
//! have exactly two moves: for the neuron of the move `u–v`,
//!
//! ```text
//! U ← U + 4 − deg(u) − deg(v)        (deg = active moves at the square, this one included)
//! V ← 1 if U > 3;  0 if U < 0;  V unchanged otherwise (the hysteresis)
//! ```
//!
//! that is `−(deg(u) − 2) − (deg(v) − 2)`: a neuron is pushed on while its squares lack moves and
//! off while they have too many. Initially every `U = 0` and every `V` is a fair coin (seeded).
//! The network has **converged** when a whole iteration changes no state; every square then has
//! degree 2 on boards whose knight's graph is connected with equal colour classes (the moves'
//! degree sums are 4 on every edge, so the two colours have degrees a and 4 − a with equal
//! totals), and the active moves form a cycle cover ([`CycleCover`]) — a tourney, rarely a tour.
//! Convergence is checked, never assumed: a stable state whose degrees are not all 2 is
//! reported as [`NeuralError::StableNotCover`].
//!
//! **Update order** (named, as the papers differ): Takefuji and Lee describe a parallel network,
//! every neuron updated at once from the same outputs ([`Schedule::Synchronous`]); Parberry's
//! public generator updates the neurons one at a time in a random order fixed per run, each new
//! output seen at once by the neurons after it ([`Schedule::Sequential`], the default here — the
//! generator behind 001's Figures 5–6 and Tables 1–2).
//!
//! Not every run converges within a bound (001 §3.2: the network "appears to almost always
//! require exponential time to converge" to a tour); [`takefuji_lee`] then fails with
//! [`NeuralError::NotConverged`], carrying the trace, and [`takefuji_lee_restarts`] retries with
//! fresh seeds as Parberry's generator does.

use crate::board::Board;
use crate::cover::CycleCover;
use crate::moves::Move;
use crate::rng::{self, Stream};
use serde::Serialize;
use std::fmt;

/// The generator's CLI name.
pub const NAME: &str = "takefuji-lee";

/// The n × n sizes [`supports`] accepts, in words.
pub const SIZES: &str = "n x n for even n >= 6";

/// Iterations per attempt before giving up in Parberry's generator (it restarts after 400).
/// Measured here (`warnsdorff experiment convergence`, sequential order, 100 runs each): within
/// 400 iterations 96% of 8 × 8 runs converge, 74% of 20 × 20, 8% of 40 × 40 and none of
/// 48 × 48 or 50 × 50; within 4000, 90–94% of every n from 20 to 50 do, after about 30·n
/// iterations on average. So [`default_max_iterations`] grows with the board.
pub const DEFAULT_MAX_ITERATIONS: usize = 400;

/// A bound that lets most runs converge: 100 iterations per square of the longer side, at
/// least [`DEFAULT_MAX_ITERATIONS`] (runs converge after about 30·n iterations on n × n, the
/// slowest of 50 after about 70·n).
pub fn default_max_iterations(board: Board) -> usize {
    DEFAULT_MAX_ITERATIONS.max(100 * board.rows().max(board.cols()) as usize)
}

/// Attempts [`takefuji_lee_restarts`] makes in the timing experiment (with
/// [`default_max_iterations`], about one run in ten fails to converge).
pub const DEFAULT_ATTEMPTS: usize = 100;

/// Whether an n × n board is supported (even n ≥ 6, within the core's board limit).
pub fn supports(n: u32) -> Result<(), String> {
    if n >= 6 && n % 2 == 0 && Board::new(n as u64, n as u64).is_ok() {
        Ok(())
    } else {
        Err(format!(
            "{NAME} does not support {n}x{n}; it supports {SIZES}"
        ))
    }
}

/// The order neurons are updated in within an iteration.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Schedule {
    /// One at a time, in a seeded random order fixed for the run; each output change is seen at
    /// once (Parberry's generator).
    Sequential,
    /// All states from the same outputs, then all outputs (Takefuji and Lee's parallel network).
    Synchronous,
}

impl Schedule {
    pub fn parse(text: &str) -> Option<Schedule> {
        match text {
            "sequential" => Some(Schedule::Sequential),
            "synchronous" => Some(Schedule::Synchronous),
            _ => None,
        }
    }
}

/// How to run the network.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Options {
    /// Give up after this many iterations (full passes over the neurons).
    pub max_iterations: usize,
    pub schedule: Schedule,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            max_iterations: DEFAULT_MAX_ITERATIONS,
            schedule: Schedule::Sequential,
        }
    }
}

/// The network after one iteration (iteration 0: the random start).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct IterationStats {
    pub iteration: usize,
    /// Neurons whose state changed in this iteration (0: converged).
    pub state_changes: usize,
    /// Neurons whose output flipped.
    pub flips: usize,
    /// Active neurons (moves in the subgraph).
    pub active: usize,
    /// Squares whose degree is not 2.
    pub violations: usize,
    /// The constraint energy Σ over squares of (degree − 2)².
    pub energy: u64,
}

/// How a run went, iteration by iteration.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Trace {
    pub seed: u64,
    pub schedule: Schedule,
    /// Neurons (edges of the knight's graph).
    pub neurons: usize,
    /// Iteration 0 (the random start) and every iteration run.
    pub iterations: Vec<IterationStats>,
    /// The iteration at which no state changed, if one did.
    pub converged_at: Option<usize>,
}

/// Why the network gave no cover.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NeuralError {
    /// The board has no cycle cover: an odd number of squares (the knight's graph is bipartite
    /// with unequal sides) or a square with fewer than two knight's moves.
    NoCover { board: Board, reason: String },
    /// No iteration left every state unchanged within the bound.
    NotConverged { trace: Trace },
    /// The network stood still with some square's degree not 2.
    StableNotCover { trace: Trace },
    /// Every restart failed ([`takefuji_lee_restarts`]); the last attempt's trace.
    Exhausted { attempts: usize, last: Trace },
}

impl fmt::Display for NeuralError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NeuralError::NoCover { board, reason } => {
                write!(f, "{NAME}: the {board} board has no cycle cover ({reason})")
            }
            NeuralError::NotConverged { trace } => {
                let last = trace.iterations.last();
                write!(
                    f,
                    "{NAME} did not converge in {} iterations (seed {}); {} squares still \
                     without two moves",
                    trace.iterations.len().saturating_sub(1),
                    trace.seed,
                    last.map_or(0, |s| s.violations)
                )
            }
            NeuralError::StableNotCover { trace } => write!(
                f,
                "{NAME} stood still with {} squares not of degree 2 (seed {})",
                trace.iterations.last().map_or(0, |s| s.violations),
                trace.seed
            ),
            NeuralError::Exhausted { attempts, last } => write!(
                f,
                "{NAME} did not converge in {attempts} attempts of {} iterations (seed {})",
                last.iterations.len().saturating_sub(1),
                last.seed
            ),
        }
    }
}

impl std::error::Error for NeuralError {}

/// The neurons: one per knight's move `u–v` with u < v (row-major indices).
fn neurons(board: Board) -> Vec<[u32; 2]> {
    let n = board.squares();
    let mut edges = Vec::with_capacity(4 * n);
    for u in 0..n {
        for m in Move::ALL {
            if let Some(v) = board.step_index(u, m) {
                if u < v {
                    edges.push([u as u32, v as u32]);
                }
            }
        }
    }
    edges
}

/// Refuse boards with no cycle cover.
fn check_board(board: Board) -> Result<(), NeuralError> {
    if board.squares() % 2 == 1 {
        return Err(NeuralError::NoCover {
            board,
            reason: "an odd number of squares".into(),
        });
    }
    if let Some(i) = (0..board.squares()).find(|&i| board.degree(board.square(i)) < 2) {
        let s = board.square(i);
        return Err(NeuralError::NoCover {
            board,
            reason: format!(
                "square ({},{}) has fewer than two knight's moves",
                s.row, s.col
            ),
        });
    }
    Ok(())
}

fn stats(
    iteration: usize,
    changes: usize,
    flips: usize,
    active: usize,
    deg: &[u8],
) -> IterationStats {
    let mut violations = 0;
    let mut energy = 0u64;
    for &d in deg {
        if d != 2 {
            violations += 1;
            let x = d as i64 - 2;
            energy += (x * x) as u64;
        }
    }
    IterationStats {
        iteration,
        state_changes: changes,
        flips,
        active,
        violations,
        energy,
    }
}

/// Run the network once on `board` from the start drawn from `seed`, for at most
/// `max_iterations` iterations, in the default ([`Schedule::Sequential`]) order. See the module
/// docs.
pub fn takefuji_lee(
    board: Board,
    seed: u64,
    max_iterations: usize,
) -> Result<(CycleCover, Trace), NeuralError> {
    takefuji_lee_with(
        board,
        seed,
        Options {
            max_iterations,
            ..Options::default()
        },
    )
}

/// [`takefuji_lee`] with every option.
pub fn takefuji_lee_with(
    board: Board,
    seed: u64,
    options: Options,
) -> Result<(CycleCover, Trace), NeuralError> {
    let mut net = Network::new(board, seed, options)?;
    loop {
        if let Some(result) = net.iterate() {
            return result;
        }
    }
}

/// One run of the network, an iteration at a time ([`Network::iterate`]), so a page can run it
/// in time-budgeted slices; [`takefuji_lee_with`] runs it to the end.
#[derive(Clone, Debug)]
pub struct Network {
    board: Board,
    options: Options,
    edges: Vec<[u32; 2]>,
    state: Vec<i32>,
    out: Vec<bool>,
    deg: Vec<u8>,
    active: usize,
    /// The sequential order: a seeded shuffle of the neurons, fixed for the run.
    order: Vec<u32>,
    /// The synchronous schedule's state changes, computed before any is applied.
    delta: Vec<i32>,
    trace: Trace,
    /// The run is over (its result was returned).
    over: bool,
}

impl Network {
    /// The random start drawn from `seed` (iteration 0); refuses boards with no cycle cover.
    pub fn new(board: Board, seed: u64, options: Options) -> Result<Network, NeuralError> {
        check_board(board)?;
        let edges = neurons(board);
        let mut rng = Stream::new(seed);
        let state = vec![0i32; edges.len()];
        let out: Vec<bool> = (0..edges.len())
            .map(|_| rng.next_u64() >> 63 == 1)
            .collect();
        let mut deg = vec![0u8; board.squares()];
        for (e, &[u, v]) in edges.iter().enumerate() {
            if out[e] {
                deg[u as usize] += 1;
                deg[v as usize] += 1;
            }
        }
        let active = out.iter().filter(|&&o| o).count();
        let trace = Trace {
            seed,
            schedule: options.schedule,
            neurons: edges.len(),
            iterations: vec![stats(0, 0, 0, active, &deg)],
            converged_at: None,
        };
        // The sequential order: a seeded Fisher–Yates shuffle of the neurons, fixed for the run.
        let order: Vec<u32> = match options.schedule {
            Schedule::Sequential => {
                let mut o: Vec<u32> = (0..edges.len() as u32).collect();
                for i in (1..o.len()).rev() {
                    let j = rng.below(i + 1);
                    o.swap(i, j);
                }
                o
            }
            Schedule::Synchronous => Vec::new(),
        };
        let delta = match options.schedule {
            Schedule::Synchronous => vec![0i32; edges.len()],
            Schedule::Sequential => Vec::new(),
        };
        Ok(Network {
            board,
            options,
            edges,
            state,
            out,
            deg,
            active,
            order,
            delta,
            trace,
            over: false,
        })
    }

    /// Iterations run so far.
    pub fn iterations(&self) -> usize {
        self.trace.iterations.len() - 1
    }

    /// One iteration (a pass over every neuron); None while the run goes on, else how it ended:
    /// the cover when no state changed and every square has degree 2, or why not. After the end
    /// it returns the same verdict again without iterating.
    pub fn iterate(&mut self) -> Option<Result<(CycleCover, Trace), NeuralError>> {
        if self.over || self.iterations() >= self.options.max_iterations {
            self.over = true;
            return Some(self.verdict());
        }
        let it = self.iterations() + 1;
        let mut changes = 0;
        let mut flips = 0;
        let (edges, out, active) = (&self.edges, &mut self.out, &mut self.active);
        let mut update = |e: usize, d: i32, deg: &mut [u8], state: &mut [i32]| {
            if d != 0 {
                changes += 1;
                state[e] += d;
            }
            let s = state[e];
            let new = if s > 3 {
                true
            } else if s < 0 {
                false
            } else {
                out[e]
            };
            if new != out[e] {
                out[e] = new;
                flips += 1;
                let [u, v] = edges[e];
                if new {
                    deg[u as usize] += 1;
                    deg[v as usize] += 1;
                    *active += 1;
                } else {
                    deg[u as usize] -= 1;
                    deg[v as usize] -= 1;
                    *active -= 1;
                }
            }
        };
        let (deg, state) = (&mut self.deg, &mut self.state);
        match self.options.schedule {
            Schedule::Sequential => {
                for &e in &self.order {
                    let [u, v] = edges[e as usize];
                    let d = 4 - deg[u as usize] as i32 - deg[v as usize] as i32;
                    update(e as usize, d, deg, state);
                }
            }
            Schedule::Synchronous => {
                for (e, &[u, v]) in edges.iter().enumerate() {
                    self.delta[e] = 4 - deg[u as usize] as i32 - deg[v as usize] as i32;
                }
                for (e, &d) in self.delta.iter().enumerate() {
                    update(e, d, deg, state);
                }
            }
        }
        let row = stats(it, changes, flips, self.active, &self.deg);
        self.trace.iterations.push(row);
        if changes == 0 {
            self.trace.converged_at = Some(it);
            self.over = true;
            return Some(self.verdict());
        }
        None
    }

    /// How the run stands as a result: the cover if it converged to one.
    fn verdict(&self) -> Result<(CycleCover, Trace), NeuralError> {
        let trace = self.trace.clone();
        if trace.converged_at.is_none() {
            return Err(NeuralError::NotConverged { trace });
        }
        if self.deg.iter().any(|&d| d != 2) {
            return Err(NeuralError::StableNotCover { trace });
        }
        let mut nbr = vec![[u32::MAX; 2]; self.board.squares()];
        for (e, &[u, v]) in self.edges.iter().enumerate() {
            if self.out[e] {
                for (a, b) in [(u, v), (v, u)] {
                    let slot = &mut nbr[a as usize];
                    if slot[0] == u32::MAX {
                        slot[0] = b;
                    } else {
                        slot[1] = b;
                    }
                }
            }
        }
        match CycleCover::from_neighbours(self.board, nbr) {
            Ok(cover) => Ok((cover, trace)),
            // Unreachable for a degree-2 subgraph of the knight's graph; reported, not panicked.
            Err(_) => Err(NeuralError::StableNotCover { trace }),
        }
    }
}

/// A cover found after restarts.
#[derive(Clone, Debug)]
pub struct Restarted {
    pub cover: CycleCover,
    /// The trace of the attempt that converged.
    pub trace: Trace,
    /// Attempts made, the converged one included.
    pub attempts: usize,
    /// Iterations run over all attempts.
    pub total_iterations: usize,
}

impl Restarted {
    /// How it converged, in words: `converged after 612 iterations on attempt 2 of at most
    /// 100 (2612 iterations in all, at most 2000 an attempt)`.
    pub fn words(&self, max_iterations: usize, max_attempts: usize) -> String {
        format!(
            "converged after {} iterations on attempt {} of at most {max_attempts} ({} \
             iterations in all, at most {max_iterations} an attempt)",
            self.trace.converged_at.unwrap_or(0),
            self.attempts,
            self.total_iterations
        )
    }
}

/// The seed of attempt `k` of [`takefuji_lee_restarts`] seeded `seed`.
pub fn attempt_seed(seed: u64, k: usize) -> u64 {
    rng::derive(seed, k as u64)
}

/// Run [`takefuji_lee`] with seeds [`attempt_seed`]`(seed, 0)`, `(seed, 1)`, … until it gives a
/// cover, at most `attempts` times (Parberry's generator restarts the same way).
pub fn takefuji_lee_restarts(
    board: Board,
    seed: u64,
    max_iterations: usize,
    attempts: usize,
) -> Result<Restarted, NeuralError> {
    let mut job = Restarts::new(board, seed, max_iterations, attempts)?;
    loop {
        if let Some(result) = job.step() {
            return result;
        }
    }
}

/// [`takefuji_lee_restarts`] an iteration at a time ([`Restarts::step`]), for time-budgeted
/// slices on a page.
#[derive(Clone, Debug)]
pub struct Restarts {
    board: Board,
    seed: u64,
    max_iterations: usize,
    attempts: usize,
    /// The attempt under way (0-based) and its network; None once over.
    net: Option<(usize, Network)>,
    /// Iterations of the attempts before this one.
    done_iterations: usize,
    last: Option<Trace>,
}

impl Restarts {
    /// Set up the first attempt; refuses boards with no cycle cover.
    pub fn new(
        board: Board,
        seed: u64,
        max_iterations: usize,
        attempts: usize,
    ) -> Result<Restarts, NeuralError> {
        check_board(board)?;
        let mut job = Restarts {
            board,
            seed,
            max_iterations,
            attempts,
            net: None,
            done_iterations: 0,
            last: None,
        };
        if attempts > 0 {
            job.net = Some((0, job.network(0)?));
        }
        Ok(job)
    }

    fn network(&self, k: usize) -> Result<Network, NeuralError> {
        let options = Options {
            max_iterations: self.max_iterations,
            ..Options::default()
        };
        Network::new(self.board, attempt_seed(self.seed, k), options)
    }

    /// The bound on iterations per attempt, and on attempts.
    pub fn bounds(&self) -> (usize, usize) {
        (self.max_iterations, self.attempts)
    }

    /// Rough share of the work done, 0 to 1: the iterations of the attempt under way against
    /// its bound (most runs converge well before it, and most on the first attempt; a restart
    /// starts again from 0). Counting the attempts in would keep it near 0 on every run.
    pub fn fraction(&self) -> f64 {
        match &self.net {
            None => 1.0,
            Some((_, net)) => {
                (net.iterations() as f64 / self.max_iterations.max(1) as f64).min(1.0)
            }
        }
    }

    /// One iteration of the attempt under way (or the start of the next); None while it goes
    /// on, else the cover or why there is none.
    pub fn step(&mut self) -> Option<Result<Restarted, NeuralError>> {
        let Some((k, net)) = self.net.as_mut() else {
            return Some(Err(self.exhausted()));
        };
        let k = *k;
        match net.iterate()? {
            Ok((cover, trace)) => {
                let total_iterations = self.done_iterations + net.iterations();
                self.net = None;
                Some(Ok(Restarted {
                    cover,
                    trace,
                    attempts: k + 1,
                    total_iterations,
                }))
            }
            Err(NeuralError::NotConverged { trace } | NeuralError::StableNotCover { trace }) => {
                self.done_iterations += net.iterations();
                self.last = Some(trace);
                self.net = None;
                if k + 1 < self.attempts {
                    match self.network(k + 1) {
                        Ok(next) => self.net = Some((k + 1, next)),
                        Err(e) => return Some(Err(e)),
                    }
                    None
                } else {
                    Some(Err(self.exhausted()))
                }
            }
            Err(e) => {
                self.net = None;
                Some(Err(e))
            }
        }
    }

    fn exhausted(&self) -> NeuralError {
        NeuralError::Exhausted {
            attempts: self.attempts,
            last: self.last.clone().unwrap_or(Trace {
                seed: self.seed,
                schedule: Schedule::Sequential,
                neurons: 0,
                iterations: Vec::new(),
                converged_at: None,
            }),
        }
    }
}

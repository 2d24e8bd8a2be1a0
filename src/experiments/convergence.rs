//! How often the Takefuji–Lee network ([`crate::neural`], 001 §3.2) converges to a cycle cover
//! within a bound, per board size: the measurement behind "appears to almost always require
//! exponential time to converge" and §6's "runs much faster … if it is allowed to generate
//! tourneys".
//!
//! Trial `t` on n × n runs the network once with seed [`trial_seed`]`(seed, n, t)`.

use crate::board::Board;
use crate::neural::{self, NeuralError, Options};
use crate::rng;
use serde::Serialize;
use std::fmt;

/// Why a convergence run could not be made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ConvergenceError {
    /// The core refuses the n × n board.
    Board { n: u32, reason: String },
    /// The network refuses it (no cycle cover exists).
    Network(NeuralError),
}

impl fmt::Display for ConvergenceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ConvergenceError::Board { n, reason } => write!(f, "board {n}x{n}: {reason}"),
            ConvergenceError::Network(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for ConvergenceError {}

/// One board size: of `trials` runs, `converged` gave a cover (`tours` of them a single cycle)
/// after `mean_iterations` iterations on average; the others hit the bound.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct ConvergenceRow {
    pub n: u32,
    pub trials: u32,
    pub converged: u32,
    pub tours: u32,
    /// Mean iterations of the converged runs (0 when none).
    pub mean_iterations: f64,
    /// Most iterations any converged run took (0 when none).
    pub max_iterations_seen: usize,
}

/// The csv header matching [`ConvergenceRow::csv`].
pub const CSV_HEADER: &str = "n,trials,converged,tours,rate,mean_iterations,max_iterations";

impl ConvergenceRow {
    pub fn rate(&self) -> f64 {
        self.converged as f64 / self.trials.max(1) as f64
    }

    /// The row's fields in [`CSV_HEADER`]'s order, as the csv writes them.
    pub fn fields(&self) -> Vec<String> {
        vec![
            self.n.to_string(),
            self.trials.to_string(),
            self.converged.to_string(),
            self.tours.to_string(),
            format!("{:.4}", self.rate()),
            format!("{:.1}", self.mean_iterations),
            self.max_iterations_seen.to_string(),
        ]
    }

    pub fn csv(&self) -> String {
        crate::csv_text::record(self.fields())
    }
}

/// The network seed of trial `t` on n × n.
pub fn trial_seed(seed: u64, n: u32, t: u32) -> u64 {
    rng::derive(
        rng::derive(seed ^ 0x7461_6b65_6675_6a69, n as u64),
        t as u64,
    )
}

/// `trials` runs on n × n (single-threaded). Refused when the board has no cover.
pub fn convergence_row(
    n: u32,
    trials: u32,
    seed: u64,
    options: Options,
) -> Result<ConvergenceRow, ConvergenceError> {
    let board = Board::new(n as u64, n as u64).map_err(|e| ConvergenceError::Board {
        n,
        reason: e.to_string(),
    })?;
    let mut row = ConvergenceRow {
        n,
        trials,
        converged: 0,
        tours: 0,
        mean_iterations: 0.0,
        max_iterations_seen: 0,
    };
    let mut total = 0usize;
    for t in 0..trials {
        match neural::takefuji_lee_with(board, trial_seed(seed, n, t), options) {
            Ok((cover, trace)) => {
                let it = trace.converged_at.unwrap_or(0);
                row.converged += 1;
                row.tours += cover.is_tour() as u32;
                total += it;
                row.max_iterations_seen = row.max_iterations_seen.max(it);
            }
            Err(NeuralError::NotConverged { .. } | NeuralError::StableNotCover { .. }) => {}
            Err(e) => return Err(ConvergenceError::Network(e)),
        }
    }
    if row.converged > 0 {
        row.mean_iterations = total as f64 / row.converged as f64;
    }
    Ok(row)
}

/// [`convergence_row`] for every size, on `threads` threads (native only), in size order (only
/// the sizes finished when a stop was asked for: see [`super::Threads`]).
#[cfg(not(target_arch = "wasm32"))]
pub fn convergence_rows_parallel<'a>(
    sizes: super::Sizes,
    trials: u32,
    seed: u64,
    options: Options,
    threads: impl Into<super::Threads<'a>>,
) -> Result<Vec<ConvergenceRow>, ConvergenceError> {
    let ns: Vec<u32> = sizes.iter().rev().collect();
    let mut rows =
        super::parallel_map(&ns, threads, |&n| convergence_row(n, trials, seed, options))
            .into_iter()
            .collect::<Result<Vec<_>, _>>()?;
    rows.reverse();
    Ok(rows)
}

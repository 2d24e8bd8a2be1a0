//! Streaming mean and standard deviation of the per-tour distributions over many tours (001 §3:
//! f_i(𝔗) and r_i(𝔗) are the means over the set 𝔗; Figure 4's error bars are ±1 SD).
//!
//! [`MeanSd`] is Welford's online algorithm per index, so no tour is kept; two of them merge
//! exactly by Chan, Golub & LeVeque's pairwise formula, so a Web Worker (or a thread) can send
//! partial aggregates and the page can add them up. Everything is plain `f64` arithmetic in a
//! fixed order, so the same tours in the same order give the same bits natively and in wasm.
//!
//! The SD is the *sample* SD (divisor n − 1, as in Parberry's published code); 0 for fewer than
//! two tours.
//!
//! ```
//! use warnsdorff::stats::MeanSd;
//! let mut a = MeanSd::default();
//! a.push(&[1.0; 8]);
//! a.push(&[3.0; 8]);
//! assert_eq!(a.mean()[0], 2.0);
//! assert!((a.sd()[0] - 2f64.sqrt()).abs() < 1e-12);
//! ```

use super::distribution::Counts;
use serde::{Deserialize, Serialize};

/// Running count, mean and sum of squared deviations (M2) of eight numbers.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct MeanSd {
    pub n: u64,
    pub mean: [f64; 8],
    pub m2: [f64; 8],
}

impl MeanSd {
    /// Add one observation (Welford).
    pub fn push(&mut self, x: &[f64; 8]) {
        self.n += 1;
        let n = self.n as f64;
        for ((&x, mean), m2) in x.iter().zip(&mut self.mean).zip(&mut self.m2) {
            let delta = x - *mean;
            *mean += delta / n;
            *m2 += delta * (x - *mean);
        }
    }

    /// Fold in another aggregate, as if its observations had been pushed here.
    pub fn merge(&mut self, other: &MeanSd) {
        if other.n == 0 {
            return;
        }
        if self.n == 0 {
            *self = other.clone();
            return;
        }
        let (na, nb) = (self.n as f64, other.n as f64);
        let n = na + nb;
        for i in 0..8 {
            let delta = other.mean[i] - self.mean[i];
            self.mean[i] += delta * nb / n;
            self.m2[i] += other.m2[i] + delta * delta * na * nb / n;
        }
        self.n += other.n;
    }

    /// The means (zeros before any observation).
    pub fn mean(&self) -> [f64; 8] {
        self.mean
    }

    /// Sample variances (divisor n − 1); zeros for n < 2.
    pub fn variance(&self) -> [f64; 8] {
        let mut v = [0.0; 8];
        if self.n >= 2 {
            for (v, m2) in v.iter_mut().zip(self.m2) {
                *v = (m2 / (self.n - 1) as f64).max(0.0);
            }
        }
        v
    }

    /// Sample standard deviations (divisor n − 1); zeros for n < 2.
    pub fn sd(&self) -> [f64; 8] {
        self.variance().map(f64::sqrt)
    }

    /// Mean and SD as the page and the CLI show them.
    pub fn view(&self) -> MeanSdView {
        MeanSdView {
            mean: self.mean(),
            sd: self.sd(),
        }
    }
}

/// Mean and SD per index 0–7 (Parberry's numbering).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MeanSdView {
    pub mean: [f64; 8],
    pub sd: [f64; 8],
}

/// The four distributions of [`Counts`] aggregated over tours; mergeable and serialisable.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Aggregate {
    /// f_i per tour.
    pub moves: MeanSd,
    /// r_i per tour.
    pub relative: MeanSd,
    /// Moves along each tour's own direction.
    pub moves_directed: MeanSd,
    /// Relative moves along each tour's own direction.
    pub relative_directed: MeanSd,
}

impl Aggregate {
    /// Add one tour.
    pub fn push(&mut self, c: &Counts) {
        self.moves.push(&c.f());
        self.relative.push(&c.r());
        self.moves_directed.push(&c.f_directed());
        self.relative_directed.push(&c.r_directed());
    }

    /// Fold in a partial aggregate.
    pub fn merge(&mut self, other: &Aggregate) {
        self.moves.merge(&other.moves);
        self.relative.merge(&other.relative);
        self.moves_directed.merge(&other.moves_directed);
        self.relative_directed.merge(&other.relative_directed);
    }

    /// Tours aggregated.
    pub fn tours(&self) -> u64 {
        self.moves.n
    }
}

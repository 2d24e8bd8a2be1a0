//! Streaming mean and standard deviation of the per-tour distributions over many tours (001 §3:
//! f_i(𝔗) and r_i(𝔗) are the means over the set 𝔗; Figure 4's error bars are ±1 SD).
//!
//! [`MeanSd`] is Welford's online algorithm per index, so no tour is kept; two of them merge
//! exactly by Chan, Golub & LeVeque's pairwise formula, so a Web Worker (or a thread) can send
//! partial aggregates and the page can add them up. Everything is plain `f64` arithmetic in a
//! fixed order, so the same tours in the same order give the same bits natively and in wasm.
//!
//! The SD is the *sample* SD (divisor n − 1, as in Parberry's published code); 0 for fewer than
//! two tours. [`Spread`] is the same for one number a tour: its turns or its crossings
//! ([`crate::shape`]).
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
use crate::shape::Shape;
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

/// Running count, mean and M2 of one number (Welford; merged by Chan, Golub & LeVeque).
///
/// ```
/// use warnsdorff::stats::Spread;
/// let (mut a, mut b) = (Spread::default(), Spread::default());
/// a.push(1.0);
/// b.push(3.0);
/// a.merge(&b);
/// assert_eq!((a.view().mean, a.view().sd), (2.0, 2f64.sqrt()));
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Spread {
    pub n: u64,
    pub mean: f64,
    pub m2: f64,
}

impl Spread {
    /// Add one observation.
    pub fn push(&mut self, x: f64) {
        self.n += 1;
        let delta = x - self.mean;
        self.mean += delta / self.n as f64;
        self.m2 += delta * (x - self.mean);
    }

    /// Fold in another, as if its observations had been pushed here.
    pub fn merge(&mut self, other: &Spread) {
        if other.n == 0 {
            return;
        }
        if self.n == 0 {
            *self = *other;
            return;
        }
        let (na, nb) = (self.n as f64, other.n as f64);
        let n = na + nb;
        let delta = other.mean - self.mean;
        self.mean += delta * nb / n;
        self.m2 += other.m2 + delta * delta * na * nb / n;
        self.n += other.n;
    }

    /// The mean (0 before any observation) and sample SD (0 for n < 2).
    pub fn view(&self) -> SpreadView {
        SpreadView {
            mean: self.mean,
            sd: if self.n >= 2 {
                (self.m2 / (self.n - 1) as f64).max(0.0).sqrt()
            } else {
                0.0
            },
        }
    }
}

/// One number's mean and sample SD over tours.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct SpreadView {
    pub mean: f64,
    pub sd: f64,
}

/// The four distributions of [`Counts`] aggregated over tours, and the tours' turns and
/// crossings; mergeable and serialisable.
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
    /// Turns per tour ([`crate::shape::turns()`]).
    #[serde(default)]
    pub turns: Spread,
    /// Crossings per tour ([`crate::shape::crossings()`]).
    #[serde(default)]
    pub crossings: Spread,
}

impl Aggregate {
    /// Add one tour.
    pub fn push(&mut self, c: &Counts) {
        self.moves.push(&c.f());
        self.relative.push(&c.r());
        self.moves_directed.push(&c.f_directed());
        self.relative_directed.push(&c.r_directed());
    }

    /// Add one tour's turns and crossings (pushed beside its [`Aggregate::push`]).
    pub fn push_shape(&mut self, s: &Shape) {
        self.turns.push(s.turns as f64);
        self.crossings.push(s.crossings as f64);
    }

    /// Fold in a partial aggregate.
    pub fn merge(&mut self, other: &Aggregate) {
        self.moves.merge(&other.moves);
        self.relative.merge(&other.relative);
        self.moves_directed.merge(&other.moves_directed);
        self.relative_directed.merge(&other.relative_directed);
        self.turns.merge(&other.turns);
        self.crossings.merge(&other.crossings);
    }

    /// Tours aggregated.
    pub fn tours(&self) -> u64 {
        self.moves.n
    }
}

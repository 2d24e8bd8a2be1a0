//! Parberry's timing curves (001 Figures 3, 20, 21): time per cell against n for generating
//! n × n covers — Warnsdorff closed tours (Figure 3), tourneys (Figure 20), joined or obfuscated
//! tours (Figure 21) — measured here for every generator of the catalogue.
//!
//! Parberry reports "CPU time per cell averaged over 1,000 n × n" covers. [`measure`] times each
//! sample with a caller-supplied [`Clock`] (natively [`InstantClock`], wall time of the calling
//! thread; in the browser `performance.now()`), so the same loop runs natively and in wasm, and
//! reports the minimum, median and mean nanoseconds per cell. Wall time on a busy machine is
//! more than CPU time: compare curves measured on an idle one.
//!
//! This is an experiment, not a benchmark with targets: the tests only check its shape.

use super::Sizes;
use crate::neural;
use crate::rails::{join, obfuscate};
use crate::rng;
use crate::tourneys::{generate, Generator};
use serde::Serialize;
use std::fmt;

/// A monotonic clock in nanoseconds.
pub trait Clock {
    fn now_ns(&mut self) -> f64;
}

/// [`std::time::Instant`] as a [`Clock`] (native only: wasm32 has no `Instant`).
#[cfg(not(target_arch = "wasm32"))]
pub struct InstantClock {
    t0: std::time::Instant,
}

#[cfg(not(target_arch = "wasm32"))]
impl InstantClock {
    pub fn new() -> InstantClock {
        InstantClock {
            t0: std::time::Instant::now(),
        }
    }
}

#[cfg(not(target_arch = "wasm32"))]
impl Default for InstantClock {
    fn default() -> InstantClock {
        InstantClock::new()
    }
}

#[cfg(not(target_arch = "wasm32"))]
impl Clock for InstantClock {
    fn now_ns(&mut self) -> f64 {
        self.t0.elapsed().as_nanos() as f64
    }
}

/// Where the cover comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// A generator of the catalogue ([`crate::tourneys`]).
    Catalogue(Generator),
    /// The Takefuji–Lee network ([`crate::neural`]), restarted with fresh seeds until it
    /// converges (at most [`neural::DEFAULT_ATTEMPTS`] attempts of
    /// [`neural::default_max_iterations`] iterations).
    TakefujiLee,
}

/// What is done to the cover after it is generated (001 §5, §7).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Finish {
    /// Nothing: the generator's own output (a tourney or a tour).
    Bare,
    /// Joined into a tour (Algorithm 2, repeated rounds).
    Join,
    /// Obfuscated: 16 shatters, then joined (§7).
    Obfuscate,
}

/// A timed generator: `GEN`, `GEN+join` or `GEN+obfuscate`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TimingSpec {
    pub source: Source,
    pub finish: Finish,
}

/// Why a timing run could not be made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TimingError {
    /// The generator name is not known.
    UnknownGen { name: String, known: Vec<String> },
    /// The finish after `+` is not `join` or `obfuscate`.
    UnknownFinish(String),
    /// No size of the range is supported by the generator.
    NoSupportedSize {
        spec: String,
        sizes: String,
        supported: String,
    },
    /// No samples asked for.
    NoSamples,
}

impl fmt::Display for TimingError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TimingError::UnknownGen { name, known } => {
                write!(f, "unknown generator '{name}'; one of {}", known.join(", "))
            }
            TimingError::UnknownFinish(t) => {
                write!(f, "'+{t}' is not +join or +obfuscate")
            }
            TimingError::NoSupportedSize {
                spec,
                sizes,
                supported,
            } => write!(
                f,
                "{spec} supports none of the sizes {sizes}; it supports {supported}"
            ),
            TimingError::NoSamples => f.write_str("samples must be at least 1"),
        }
    }
}

impl std::error::Error for TimingError {}

impl TimingSpec {
    /// The generator names accepted before an optional `+join` / `+obfuscate`.
    pub fn names() -> Vec<String> {
        Generator::ALL
            .iter()
            .filter(|&&g| g != Generator::TakefujiLee) // timed as Source::TakefujiLee
            .map(|g| g.name().to_string())
            .chain([neural::NAME.to_string()])
            .collect()
    }

    /// Parse `GEN`, `GEN+join` or `GEN+obfuscate`.
    pub fn parse(text: &str) -> Result<TimingSpec, TimingError> {
        let t = text.trim();
        let (name, finish) = match t.split_once('+') {
            None => (t, Finish::Bare),
            Some((n, "join")) => (n, Finish::Join),
            Some((n, "obfuscate")) => (n, Finish::Obfuscate),
            Some((_, other)) => return Err(TimingError::UnknownFinish(other.to_string())),
        };
        let source = if name == neural::NAME {
            Source::TakefujiLee
        } else {
            Source::Catalogue(Generator::from_name(name).ok_or_else(|| {
                TimingError::UnknownGen {
                    name: name.to_string(),
                    known: TimingSpec::names(),
                }
            })?)
        };
        Ok(TimingSpec { source, finish })
    }

    /// Every generator bare, and the ones that make tourneys also joined; every one obfuscated.
    pub fn all() -> Vec<TimingSpec> {
        let mut out = Vec::new();
        let sources = Generator::ALL
            .iter()
            .filter(|&&g| g != Generator::TakefujiLee) // timed as Source::TakefujiLee
            .map(|&g| Source::Catalogue(g))
            .chain([Source::TakefujiLee]);
        for source in sources {
            out.push(TimingSpec {
                source,
                finish: Finish::Bare,
            });
            let is_tour = matches!(
                source,
                Source::Catalogue(Generator::Divide | Generator::WarnsdorffClosed)
            );
            if !is_tour {
                out.push(TimingSpec {
                    source,
                    finish: Finish::Join,
                });
            }
            out.push(TimingSpec {
                source,
                finish: Finish::Obfuscate,
            });
        }
        out
    }

    /// Whether the n × n board is supported (the reason when not).
    pub fn supports(&self, n: u32) -> Result<(), String> {
        match self.source {
            Source::Catalogue(g) => g.supports(n).map_err(|e| e.to_string()),
            Source::TakefujiLee => neural::supports(n),
        }
    }

    fn supported_sizes(&self) -> String {
        match self.source {
            Source::Catalogue(g) => g.sizes(),
            Source::TakefujiLee => neural::SIZES.into(),
        }
    }

    /// Generate (and finish) one cover on n × n; whether it came out as wanted: any cover for a
    /// bare tourney generator, one cycle for a tour generator, a join or an obfuscation.
    pub fn sample(&self, n: u32, seed: u64) -> bool {
        let cover = match self.source {
            Source::Catalogue(g) => generate(g, n, seed).ok(),
            Source::TakefujiLee => crate::board::Board::new(n as u64, n as u64)
                .ok()
                .and_then(|b| {
                    neural::takefuji_lee_restarts(
                        b,
                        seed,
                        neural::default_max_iterations(b),
                        neural::DEFAULT_ATTEMPTS,
                    )
                    .ok()
                })
                .map(|r| r.cover),
        };
        let Some(mut cover) = cover else {
            return false;
        };
        let wants_tour = matches!(
            self.source,
            Source::Catalogue(Generator::Divide | Generator::WarnsdorffClosed)
        );
        match self.finish {
            Finish::Bare => !wants_tour || cover.is_tour(),
            Finish::Join => join(&mut cover, rng::derive(seed, 1)).final_cycles() == 1,
            Finish::Obfuscate => obfuscate(&mut cover, rng::derive(seed, 1)).final_cycles() == 1,
        }
    }
}

impl fmt::Display for TimingSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.source {
            Source::Catalogue(g) => f.write_str(g.name())?,
            Source::TakefujiLee => f.write_str(neural::NAME)?,
        }
        match self.finish {
            Finish::Bare => Ok(()),
            Finish::Join => f.write_str("+join"),
            Finish::Obfuscate => f.write_str("+obfuscate"),
        }
    }
}

/// Time per cell on n × n over `samples` covers.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct TimingRow {
    pub n: u32,
    pub samples: u32,
    /// Samples that did not come out as wanted (see [`TimingSpec::sample`]); their time counts.
    pub failures: u32,
    pub min_ns_per_cell: f64,
    pub median_ns_per_cell: f64,
    pub mean_ns_per_cell: f64,
}

/// The csv header matching [`TimingRow::csv`].
pub const CSV_HEADER: &str =
    "n,samples,failures,min_ns_per_cell,median_ns_per_cell,mean_ns_per_cell";

impl TimingRow {
    pub fn csv(&self) -> String {
        format!(
            "{},{},{},{:.2},{:.2},{:.2}",
            self.n,
            self.samples,
            self.failures,
            self.min_ns_per_cell,
            self.median_ns_per_cell,
            self.mean_ns_per_cell
        )
    }
}

/// The seed of sample `k` on n × n.
pub fn sample_seed(seed: u64, n: u32, k: u32) -> u64 {
    rng::derive(rng::derive(seed, n as u64), k as u64)
}

/// Time `samples` covers on n × n (after one untimed warm-up sample, which fills any tables a
/// generator builds once).
pub fn measure_one(
    spec: TimingSpec,
    n: u32,
    samples: u32,
    seed: u64,
    clock: &mut dyn Clock,
) -> Result<TimingRow, TimingError> {
    if samples == 0 {
        return Err(TimingError::NoSamples);
    }
    spec.supports(n).map_err(|_| TimingError::NoSupportedSize {
        spec: spec.to_string(),
        sizes: n.to_string(),
        supported: spec.supported_sizes(),
    })?;
    spec.sample(n, sample_seed(seed, n, u32::MAX));
    let cells = n as f64 * n as f64;
    let mut per_cell = Vec::with_capacity(samples as usize);
    let mut failures = 0;
    for k in 0..samples {
        let s = sample_seed(seed, n, k);
        let t0 = clock.now_ns();
        let ok = spec.sample(n, s);
        let t1 = clock.now_ns();
        failures += (!ok) as u32;
        per_cell.push((t1 - t0).max(0.0) / cells);
    }
    per_cell.sort_by(f64::total_cmp);
    let len = per_cell.len();
    let median = if len % 2 == 1 {
        per_cell[len / 2]
    } else {
        (per_cell[len / 2 - 1] + per_cell[len / 2]) / 2.0
    };
    Ok(TimingRow {
        n,
        samples,
        failures,
        min_ns_per_cell: per_cell[0],
        median_ns_per_cell: median,
        mean_ns_per_cell: per_cell.iter().sum::<f64>() / len as f64,
    })
}

/// [`measure_one`] for every size of `sizes` the generator supports (the others are skipped;
/// refused when it supports none).
pub fn measure(
    spec: TimingSpec,
    sizes: Sizes,
    samples: u32,
    seed: u64,
    clock: &mut dyn Clock,
) -> Result<Vec<TimingRow>, TimingError> {
    let ns: Vec<u32> = sizes.iter().filter(|&n| spec.supports(n).is_ok()).collect();
    if ns.is_empty() {
        return Err(TimingError::NoSupportedSize {
            spec: spec.to_string(),
            sizes: sizes.to_string(),
            supported: spec.supported_sizes(),
        });
    }
    ns.into_iter()
        .map(|n| measure_one(spec, n, samples, seed, clock))
        .collect()
}

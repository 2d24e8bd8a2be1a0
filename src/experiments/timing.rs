//! Parberry's timing curves (001 Figures 3, 20, 21): time per cell against n for generating
//! n × n covers — Warnsdorff closed tours (Figure 3), tourneys (Figure 20), joined or obfuscated
//! tours (Figure 21) — measured here for every generator of the catalogue.
//!
//! Parberry reports "CPU time per cell averaged over 1,000 n × n" covers. [`measure`] times each
//! sample with a caller-supplied [`Clock`] (natively `InstantClock`, wall time of the calling
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

pub use crate::job::Clock;

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
    /// The row's fields in [`CSV_HEADER`]'s order, as the csv writes them.
    pub fn fields(&self) -> Vec<String> {
        vec![
            self.n.to_string(),
            self.samples.to_string(),
            self.failures.to_string(),
            format!("{:.2}", self.min_ns_per_cell),
            format!("{:.2}", self.median_ns_per_cell),
            format!("{:.2}", self.mean_ns_per_cell),
        ]
    }

    pub fn csv(&self) -> String {
        crate::csv_text::record(self.fields())
    }

    /// The line of a timing table (`gen,` + [`CSV_HEADER`]): the generator, then the row.
    pub fn csv_for(&self, gen: &str) -> String {
        crate::csv_text::record(std::iter::once(gen.to_string()).chain(self.fields()))
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
    Ok(summarise(n, failures, per_cell))
}

/// The row for `per_cell` (at least one sample's nanoseconds per cell).
fn summarise(n: u32, failures: u32, mut per_cell: Vec<f64>) -> TimingRow {
    per_cell.sort_by(f64::total_cmp);
    let len = per_cell.len();
    let median = if len % 2 == 1 {
        per_cell[len / 2]
    } else {
        (per_cell[len / 2 - 1] + per_cell[len / 2]) / 2.0
    };
    TimingRow {
        n,
        samples: len as u32,
        failures,
        min_ns_per_cell: per_cell[0],
        median_ns_per_cell: median,
        mean_ns_per_cell: per_cell.iter().sum::<f64>() / len as f64,
    }
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

/// [`measure`] for several generators, one sample at a time, for a caller that works in slices
/// (the page's Worker): the same warm-up, seeds and rows as [`measure_one`], generator after
/// generator, each over the sizes of the range it supports (a generator that supports none is
/// skipped; [`Sweep::skipped`] names it).
pub struct Sweep {
    /// (spec, n) pairs to time, in order.
    jobs: Vec<(TimingSpec, u32)>,
    skipped: Vec<TimingSpec>,
    samples: u32,
    seed: u64,
    at: usize,
    /// Whether the pair under way is warmed up (its warm-up sample run, uncounted).
    warmed: bool,
    /// Each timed sample is the same cover made `reps` times in a row, `reps` found in the
    /// warm-up so that one batch takes at least `min_batch_ns` (1 when that is 0), and doubled
    /// again whenever a timed batch is shorter than that (the batch is then not counted).
    min_batch_ns: f64,
    reps: u32,
    per_cell: Vec<f64>,
    failures: u32,
    finished: Vec<(TimingSpec, TimingRow)>,
    done_cells: f64,
    total_cells: f64,
}

impl Sweep {
    /// Time `specs` on `sizes`, `samples` samples each (refused when there are no samples, or
    /// when no generator supports any of the sizes).
    ///
    /// `min_batch_ns` is for a coarse clock (a browser's `performance.now()` may tick every
    /// 0.1 ms): each timed sample makes its cover again and again until one batch takes at least
    /// that long, and counts the batch's time over its repetitions. 0 times every cover alone,
    /// as [`measure_one`] does.
    pub fn new(
        specs: &[TimingSpec],
        sizes: Sizes,
        samples: u32,
        seed: u64,
        min_batch_ns: f64,
    ) -> Result<Sweep, TimingError> {
        if samples == 0 {
            return Err(TimingError::NoSamples);
        }
        let mut jobs = Vec::new();
        let mut skipped = Vec::new();
        for &spec in specs {
            let ns: Vec<u32> = sizes.iter().filter(|&n| spec.supports(n).is_ok()).collect();
            if ns.is_empty() {
                skipped.push(spec);
            }
            jobs.extend(ns.into_iter().map(|n| (spec, n)));
        }
        if jobs.is_empty() {
            let spec = specs.first().map_or_else(String::new, |s| s.to_string());
            let supported = specs
                .first()
                .map_or_else(String::new, |s| s.supported_sizes());
            return Err(TimingError::NoSupportedSize {
                spec,
                sizes: sizes.to_string(),
                supported,
            });
        }
        let total_cells = jobs.iter().map(|&(_, n)| n as f64 * n as f64).sum();
        Ok(Sweep {
            jobs,
            skipped,
            samples,
            seed,
            at: 0,
            warmed: false,
            min_batch_ns: if min_batch_ns.is_finite() {
                min_batch_ns.max(0.0)
            } else {
                0.0
            },
            reps: 1,
            per_cell: Vec::new(),
            failures: 0,
            finished: Vec::new(),
            done_cells: 0.0,
            total_cells,
        })
    }

    /// Every pair timed.
    pub fn done(&self) -> bool {
        self.at >= self.jobs.len()
    }

    /// One sample (or one warm-up batch) timed with `clock`; true when every pair is timed.
    pub fn step(&mut self, clock: &mut dyn Clock) -> bool {
        /// The most repetitions of one cover in a batch (a clock that stands still stops here).
        const MAX_REPS: u32 = 1 << 12;
        let Some(&(spec, n)) = self.jobs.get(self.at) else {
            return true;
        };
        let cells = n as f64 * n as f64;
        let batch = |seed: u64, reps: u32, clock: &mut dyn Clock| {
            let t0 = clock.now_ns();
            let ok = spec.sample(n, seed);
            for _ in 1..reps {
                spec.sample(n, seed);
            }
            (ok, (clock.now_ns() - t0).max(0.0))
        };
        if !self.warmed {
            // The warm-up: the first batch fills any tables; batches double until one takes
            // min_batch_ns (at once when that is 0).
            let (_, ns) = batch(sample_seed(self.seed, n, u32::MAX), self.reps, clock);
            if ns >= self.min_batch_ns || self.reps >= MAX_REPS {
                self.warmed = true;
            } else {
                self.reps *= 2;
            }
        } else {
            let k = self.per_cell.len() as u32;
            let (ok, ns) = batch(sample_seed(self.seed, n, k), self.reps, clock);
            if ns < self.min_batch_ns && self.reps < MAX_REPS {
                // Too short to read on a coarse clock: the warm-up's batch was slow for
                // another reason (a first call compiled or filled tables, or the machine was
                // busy). Not counted: the same sample again with twice the repetitions.
                self.reps *= 2;
                return false;
            }
            self.failures += (!ok) as u32;
            self.per_cell.push(ns / (self.reps as f64 * cells));
            if self.per_cell.len() as u32 == self.samples {
                let row = summarise(n, self.failures, std::mem::take(&mut self.per_cell));
                self.finished.push((spec, row));
                self.failures = 0;
                self.warmed = false;
                self.reps = 1;
                self.done_cells += cells;
                self.at += 1;
            }
        }
        self.done()
    }

    /// Repetitions of one cover per timed sample on the pair under way (found in its warm-up).
    pub fn reps(&self) -> u32 {
        self.reps
    }

    /// The rows finished since the last call.
    pub fn take_rows(&mut self) -> Vec<(TimingSpec, TimingRow)> {
        std::mem::take(&mut self.finished)
    }

    /// The fraction done: pairs weighted by their cells, the pair under way by its samples.
    pub fn fraction(&self) -> f64 {
        let current = self.current().map_or(0.0, |(_, n)| {
            n as f64 * n as f64 * self.per_cell.len() as f64 / self.samples as f64
        });
        if self.total_cells == 0.0 {
            1.0
        } else {
            ((self.done_cells + current) / self.total_cells).min(1.0)
        }
    }

    /// The pair being timed, if any: `(spec, n)`.
    pub fn current(&self) -> Option<(TimingSpec, u32)> {
        self.jobs.get(self.at).copied()
    }

    /// The generators that support none of the sizes.
    pub fn skipped(&self) -> &[TimingSpec] {
        &self.skipped
    }
}

/// A timing table as the CLI writes it (`experiment timing --format csv`): its `#` comment
/// lines (e.g. the command that made it) and its rows, by generator in the file's order.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct TimingTable {
    /// The comment lines, without their `#`.
    pub comments: Vec<String>,
    /// Each generator's rows, in the order the file first names it.
    pub series: Vec<TimingSeries>,
}

/// One generator's rows in a [`TimingTable`].
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct TimingSeries {
    /// The canonical `GEN[+join|+obfuscate]`.
    pub gen: String,
    pub rows: Vec<TimingRow>,
}

/// Why a timing table was refused: the 1-based line and what is wrong there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableError {
    pub line: usize,
    pub message: String,
}

impl fmt::Display for TableError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

impl std::error::Error for TableError {}

/// Read a table in the CLI's csv (`gen,` + [`CSV_HEADER`], then one row a line; `#` lines are
/// comments, blank lines are skipped). Every generator must be one [`TimingSpec::parse`] knows.
pub fn parse_table(text: &str) -> Result<TimingTable, TableError> {
    let header = format!("gen,{CSV_HEADER}");
    let mut comments = Vec::new();
    let mut series: Vec<TimingSeries> = Vec::new();
    let mut seen_header = false;
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        let t = raw.trim();
        let err = |message: String| TableError { line, message };
        if t.is_empty() {
            continue;
        }
        if let Some(c) = t.strip_prefix('#') {
            comments.push(c.trim().to_string());
            continue;
        }
        if !seen_header {
            if t != header {
                return Err(err(format!("expected the header '{header}', found '{t}'")));
            }
            seen_header = true;
            continue;
        }
        let f: Vec<&str> = t.split(',').map(str::trim).collect();
        if f.len() != 7 {
            return Err(err(format!("{} fields, expected 7: {header}", f.len())));
        }
        let spec = TimingSpec::parse(f[0]).map_err(|e| err(e.to_string()))?;
        let int = |k: usize| {
            f[k].parse::<u32>()
                .map_err(|_| err(format!("'{}' is not a whole number", f[k])))
        };
        let real = |k: usize| match f[k].parse::<f64>() {
            Ok(v) if v.is_finite() && v >= 0.0 => Ok(v),
            _ => Err(err(format!("'{}' is not a time in ns (0 or more)", f[k]))),
        };
        let row = TimingRow {
            n: int(1)?,
            samples: int(2)?,
            failures: int(3)?,
            min_ns_per_cell: real(4)?,
            median_ns_per_cell: real(5)?,
            mean_ns_per_cell: real(6)?,
        };
        if row.n == 0 || row.samples == 0 || row.failures > row.samples {
            return Err(err(format!(
                "n {} with {} samples and {} failures: need n, samples >= 1 and failures <= samples",
                row.n, row.samples, row.failures
            )));
        }
        let gen = spec.to_string();
        match series.iter_mut().find(|s| s.gen == gen) {
            Some(s) => s.rows.push(row),
            None => series.push(TimingSeries {
                gen,
                rows: vec![row],
            }),
        }
    }
    if !seen_header {
        return Err(TableError {
            line: text.lines().count().max(1),
            message: format!("no header '{header}'"),
        });
    }
    Ok(TimingTable { comments, series })
}

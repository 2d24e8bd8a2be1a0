//! The Rail Conjecture and the join's claims (Parberry 001 §4–§5) over a range of board sizes:
//! for a generator and each n, the number of rails of the knight's tours it leads to, the rail
//! graph of its tourneys (Figure 16) and how often Join makes one cycle.
//!
//! What the paper states, and how each statement is read here ([`verdicts`]):
//! - **The Rail Conjecture** (001 §4): "An n × n knight's tour has Ω(n) rails." A finite run
//!   cannot prove an Ω; it can show whether rails keep pace with n. Read as: every tour of the
//!   run has rails, and the fewest rails per size grow at least linearly — the least-squares
//!   slope of ln(fewest rails) against ln(n) is at least [`LINEAR_SLOPE`]. The fewest rails per
//!   n (`min_per_n`) is reported for every size so a reader can judge for themselves.
//! - **Join** (001 §5, after Theorem 3): "In practice Algorithm 2 will generally create a
//!   knight's tour from a tourney, but it may fail to do so on occasion, particularly on small
//!   boards." Read as: at least [`GENERALLY`] of the tourneys are joined into one cycle by this
//!   project's join ([`crate::rails::join`]: Algorithm 2 repeated in rounds).
//! - **The rail graph** (001 §5): "Switching the rails corresponding to the edges in a spanning
//!   forest … will almost always result in a smaller tourney, and very often a closed knight's
//!   tour." Measured by one pass of Algorithm 2: switch the rails of a spanning forest of the
//!   rail graph ([`RailMultigraph`]). The algorithm leaves the forest free; rails of it that
//!   share a square may stop being rails as the others are switched, so the forest is taken
//!   with rails that share no square (as Figure 15's six), grown greedily
//!   ([`RailMultigraph::disjoint_spanning_rails`]). Read "very often" as at least half of the
//!   tourneys made one cycle by that pass. (It can only do so when the rail graph is connected;
//!   the connected ones are counted too.)
//!
//! Each sample: generate a cover (sample `k` on n × n uses [`sample_seed`]`(seed, n, k)`, as the
//! timing experiment does), take its rail graph, then join it (a tourney) or obfuscate it (with
//! `+obfuscate`: 16 shatters and a join, 001 §7), and count the rails of the result when it is one
//! cycle — a knight's tour, the object the conjecture is about (on odd × odd boards a
//! corner-missed closed tour). The same seed gives the same table natively and in wasm; the page
//! runs the same [`Sweep`] in slices.

use super::success::Finding;
use super::timing::sample_seed;
use super::Sizes;
use crate::cover::CycleCover;
use crate::rails::graph::RailMultigraph;
use crate::rails::{find_rails, join, obfuscate, switch};
use crate::rng;
use crate::tourneys::{GenerateError, Generation, Generator};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Slope of ln(fewest rails) against ln(n) read as "at least linear" (a little under 1, for
/// noise over a short range).
pub const LINEAR_SLOPE: f64 = 0.9;

/// "Generally": the share of tourneys Join must make one cycle of.
pub const GENERALLY: f64 = 0.9;

/// "Very often": the share of tourneys one pass of Algorithm 2 must make one cycle of.
pub const VERY_OFTEN: f64 = 0.5;

/// Largest n the page's sweep takes (each sample is one slice of work at most; beyond this a
/// slice grows past what a page can spend without stalling).
pub const PAGE_MAX_SIDE: u32 = 200;

/// Most samples per size the page's sweep takes.
pub const PAGE_MAX_SAMPLES: u32 = 100;

/// The page's samples field: a whole number from 1 to [`PAGE_MAX_SAMPLES`].
pub fn parse_samples(text: &str) -> Result<u32, String> {
    let t = text.trim();
    match t.parse::<u32>() {
        Ok(k) if (1..=PAGE_MAX_SAMPLES).contains(&k) => Ok(k),
        _ => Err(format!(
            "samples: '{t}' is not a whole number from 1 to {PAGE_MAX_SAMPLES}"
        )),
    }
}

/// A generator, and what is done to its cover before the rails are counted: joined (a tourney;
/// a tour is left as it is) or obfuscated (`GEN+obfuscate`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RailSpec {
    pub gen: Generator,
    pub obfuscate: bool,
}

/// Why a sweep could not be made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RailsError {
    /// Not a generator name, or not `+obfuscate` after it.
    Gen(String),
    /// The generator supports none of the sizes.
    NoSupportedSize { gen: String, sizes: String },
    /// No samples asked for.
    NoSamples,
    /// Over the page's limit.
    TooBig { n: u32 },
}

impl fmt::Display for RailsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RailsError::Gen(t) => f.write_str(t),
            RailsError::NoSupportedSize { gen, sizes } => {
                write!(f, "{gen} supports none of the sizes {sizes}")
            }
            RailsError::NoSamples => f.write_str("samples must be at least 1"),
            RailsError::TooBig { n } => write!(
                f,
                "n = {n} is over the page's limit of {PAGE_MAX_SIDE} for this sweep; run larger \
                 boards with the command line's experiment rails"
            ),
        }
    }
}

impl std::error::Error for RailsError {}

impl RailSpec {
    /// `GEN` or `GEN+obfuscate`.
    pub fn parse(text: &str) -> Result<RailSpec, RailsError> {
        let t = text.trim();
        let (name, obfuscate) = match t.split_once('+') {
            None => (t, false),
            Some((n, "obfuscate")) => (n, true),
            Some((_, other)) => {
                return Err(RailsError::Gen(format!(
                    "'+{other}' is not +obfuscate (tourneys are always joined)"
                )))
            }
        };
        let gen = Generator::parse(name).map_err(|e| RailsError::Gen(e.to_string()))?;
        Ok(RailSpec { gen, obfuscate })
    }

    /// The sizes of `sizes` the generator supports, refused when none.
    pub fn sizes(&self, sizes: Sizes) -> Result<Vec<u32>, RailsError> {
        let ns: Vec<u32> = sizes
            .iter()
            .filter(|&n| self.gen.supports(n).is_ok())
            .collect();
        if ns.is_empty() {
            return Err(RailsError::NoSupportedSize {
                gen: format!("{self} ({})", self.gen.sizes()),
                sizes: sizes.to_string(),
            });
        }
        Ok(ns)
    }
}

impl fmt::Display for RailSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.gen.name())?;
        if self.obfuscate {
            f.write_str("+obfuscate")?;
        }
        Ok(())
    }
}

/// One sample: the generated cover's cycles and rail graph, and the cover after join or
/// obfuscation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct RailSample {
    pub n: u32,
    /// Cycles of the generated cover.
    pub cycles: usize,
    /// Its rail graph: edges (pairs of cycles), rails between two cycles, components.
    pub graph_edges: usize,
    pub rails_between: usize,
    pub components: usize,
    /// Cycles after one pass of Algorithm 2 (see the module docs) on the generated cover.
    pub one_pass: usize,
    /// Cycles after join (a tourney) or obfuscation.
    pub cycles_after: usize,
    /// Rails of the cover after join or obfuscation (of the tour when `cycles_after` is 1).
    pub rails: usize,
}

/// Measure one generated cover.
pub fn measure_cover(spec: RailSpec, mut cover: CycleCover, seed: u64) -> RailSample {
    let g = RailMultigraph::new(&cover);
    let one_pass = if g.cycles() > 1 {
        let mut once = cover.clone();
        let rails = g.disjoint_spanning_rails();
        for &r in &rails {
            // Vertex-disjoint rails stay rails while the others are switched.
            let _ = switch(&mut once, r);
        }
        once.cycle_count()
    } else {
        g.cycles()
    };
    let finish_seed = rng::derive(seed, 1);
    let cycles_after = if spec.obfuscate {
        obfuscate(&mut cover, finish_seed).final_cycles()
    } else if g.cycles() > 1 {
        join(&mut cover, finish_seed).final_cycles()
    } else {
        g.cycles()
    };
    RailSample {
        n: cover.board().rows(),
        cycles: g.cycles(),
        graph_edges: g.edges().len(),
        rails_between: g.rails_between(),
        components: g.components(),
        one_pass,
        cycles_after,
        rails: find_rails(&cover).len(),
    }
}

/// Sample `k` on n × n: generated, then measured (an error if the generator gave up).
pub fn sample(spec: RailSpec, n: u32, seed: u64, k: u32) -> Result<RailSample, GenerateError> {
    let s = sample_seed(seed, n, k);
    let cover = Generation::new(spec.gen, n, s)?.finish()?;
    Ok(measure_cover(spec, cover, s))
}

/// The samples on one size, summed up (read back from JSON too: a page's Worker sends them).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct RailRow {
    pub n: u32,
    pub samples: u32,
    /// Samples the generator gave up on (no cover).
    pub failed: u32,
    /// Generated covers of more than one cycle.
    pub tourneys: u32,
    /// Tourneys whose rail graph is connected.
    pub connected: u32,
    /// Tourneys made one cycle by one pass of Algorithm 2 (see the module docs).
    pub one_pass_tours: u32,
    /// Tourneys joined into one cycle.
    pub joined: u32,
    /// Of those, the ones whose rail graph was not connected: one pass over a spanning forest
    /// could not have made one cycle of them; the rounds of this project's join did.
    pub joined_disconnected: u32,
    /// Samples that ended as one cycle (a knight's tour): the ones whose rails are counted.
    pub tours: u32,
    /// Rails of those tours: fewest, mean, most (0 when there is none).
    pub rails_min: usize,
    pub rails_mean: f64,
    pub rails_max: usize,
    /// Cycles of the generated covers, mean.
    pub cycles_mean: f64,
}

/// The csv header matching [`RailRow::csv`].
pub const CSV_HEADER: &str = "n,samples,failed,tourneys,connected,one_pass_tours,joined,\
joined_disconnected,tours,rails_min,rails_mean,rails_max,min_per_n,mean_per_cell,cycles_mean";

impl RailRow {
    /// Sum up the samples of size `n` (`Err` for a sample the generator gave up on).
    pub fn of(n: u32, samples: &[Result<RailSample, GenerateError>]) -> RailRow {
        let ok: Vec<&RailSample> = samples.iter().filter_map(|s| s.as_ref().ok()).collect();
        let tourneys: Vec<&&RailSample> = ok.iter().filter(|s| s.cycles > 1).collect();
        let tours: Vec<usize> = ok
            .iter()
            .filter(|s| s.cycles_after == 1)
            .map(|s| s.rails)
            .collect();
        RailRow {
            n,
            samples: samples.len() as u32,
            failed: (samples.len() - ok.len()) as u32,
            tourneys: tourneys.len() as u32,
            connected: tourneys.iter().filter(|s| s.components == 1).count() as u32,
            one_pass_tours: tourneys.iter().filter(|s| s.one_pass == 1).count() as u32,
            joined: tourneys.iter().filter(|s| s.cycles_after == 1).count() as u32,
            joined_disconnected: tourneys
                .iter()
                .filter(|s| s.cycles_after == 1 && s.components > 1)
                .count() as u32,
            tours: tours.len() as u32,
            rails_min: tours.iter().copied().min().unwrap_or(0),
            rails_mean: if tours.is_empty() {
                0.0
            } else {
                tours.iter().sum::<usize>() as f64 / tours.len() as f64
            },
            rails_max: tours.iter().copied().max().unwrap_or(0),
            cycles_mean: if ok.is_empty() {
                0.0
            } else {
                ok.iter().map(|s| s.cycles).sum::<usize>() as f64 / ok.len() as f64
            },
        }
    }

    /// Fewest rails of a tour per n: the conjecture's Ω(n) asks this to stay away from 0.
    pub fn min_per_n(&self) -> f64 {
        self.rails_min as f64 / f64::from(self.n)
    }

    /// Mean rails of a tour per square.
    pub fn mean_per_cell(&self) -> f64 {
        self.rails_mean / (f64::from(self.n) * f64::from(self.n))
    }

    /// The row's fields in [`CSV_HEADER`]'s order, as the csv writes them.
    pub fn fields(&self) -> Vec<String> {
        vec![
            self.n.to_string(),
            self.samples.to_string(),
            self.failed.to_string(),
            self.tourneys.to_string(),
            self.connected.to_string(),
            self.one_pass_tours.to_string(),
            self.joined.to_string(),
            self.joined_disconnected.to_string(),
            self.tours.to_string(),
            self.rails_min.to_string(),
            format!("{:.1}", self.rails_mean),
            self.rails_max.to_string(),
            format!("{:.3}", self.min_per_n()),
            format!("{:.4}", self.mean_per_cell()),
            format!("{:.2}", self.cycles_mean),
        ]
    }

    pub fn csv(&self) -> String {
        crate::csv_text::record(self.fields())
    }
}

/// One row: `samples` samples on n × n.
pub fn rails_row(spec: RailSpec, n: u32, samples: u32, seed: u64) -> RailRow {
    let s: Vec<_> = (0..samples).map(|k| sample(spec, n, seed, k)).collect();
    RailRow::of(n, &s)
}

/// Every supported size of `sizes`, in order.
pub fn rails_rows(
    spec: RailSpec,
    sizes: Sizes,
    samples: u32,
    seed: u64,
) -> Result<Vec<RailRow>, RailsError> {
    if samples == 0 {
        return Err(RailsError::NoSamples);
    }
    Ok(spec
        .sizes(sizes)?
        .into_iter()
        .map(|n| rails_row(spec, n, samples, seed))
        .collect())
}

/// [`rails_rows`] on `threads` threads (native only); the same table (only the sizes finished
/// when a stop was asked for: see [`super::Threads`]).
#[cfg(not(target_arch = "wasm32"))]
pub fn rails_rows_parallel<'a>(
    spec: RailSpec,
    sizes: Sizes,
    samples: u32,
    seed: u64,
    threads: impl Into<super::Threads<'a>>,
) -> Result<Vec<RailRow>, RailsError> {
    if samples == 0 {
        return Err(RailsError::NoSamples);
    }
    let mut ns = spec.sizes(sizes)?;
    ns.reverse(); // largest first
    let mut rows = super::parallel_map(&ns, threads, |&n| rails_row(spec, n, samples, seed));
    rows.reverse();
    Ok(rows)
}

/// Which statement a verdict is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Claim {
    RailConjecture,
    JoinGenerally,
    GraphConnected,
}

/// A statement of 001 §4–§5 held against a run.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Verdict {
    pub claim: Claim,
    pub quote: &'static str,
    pub finding: Finding,
    /// The numbers, in a sentence.
    pub detail: String,
}

/// Least-squares slope of `y` against `x`.
fn slope(points: &[(f64, f64)]) -> Option<f64> {
    let n = points.len() as f64;
    if points.len() < 2 {
        return None;
    }
    let (mx, my) = (
        points.iter().map(|p| p.0).sum::<f64>() / n,
        points.iter().map(|p| p.1).sum::<f64>() / n,
    );
    let sxx: f64 = points.iter().map(|p| (p.0 - mx).powi(2)).sum();
    let sxy: f64 = points.iter().map(|p| (p.0 - mx) * (p.1 - my)).sum();
    (sxx > 0.0).then(|| sxy / sxx)
}

fn pct(a: u32, b: u32) -> String {
    format!("{:.0} %", 100.0 * f64::from(a) / f64::from(b.max(1)))
}

/// The three statements (see the module docs) against `rows`.
pub fn verdicts(rows: &[RailRow]) -> Vec<Verdict> {
    vec![
        conjecture(rows),
        join_generally(rows),
        graph_connected(rows),
    ]
}

fn conjecture(rows: &[RailRow]) -> Verdict {
    let with: Vec<&RailRow> = rows.iter().filter(|r| r.tours > 0).collect();
    let tours: u32 = with.iter().map(|r| r.tours).sum();
    let pts: Vec<(f64, f64)> = with
        .iter()
        .filter(|r| r.rails_min > 0)
        .map(|r| (f64::from(r.n).ln(), (r.rails_min as f64).ln()))
        .collect();
    let zero = with.iter().find(|r| r.rails_min == 0);
    let least = with
        .iter()
        .min_by(|a, b| a.min_per_n().total_cmp(&b.min_per_n()));
    let (finding, detail) = match (least, zero, slope(&pts)) {
        (None, _, _) => (
            Finding::NotCovered,
            "no sample of this run ended as a knight's tour, so no tour's rails were counted"
                .to_string(),
        ),
        (Some(_), Some(z), _) => (
            Finding::DoesNot,
            format!("a tour on {0}x{0} has no rail at all", z.n),
        ),
        (Some(l), None, None) => (
            Finding::NotCovered,
            format!(
                "{tours} tour{} on one size only ({1}x{1}, fewest rails {2} = {3:.2}·n): a \
                 growth rate needs two sizes or more",
                if tours == 1 { "" } else { "s" },
                l.n,
                l.rails_min,
                l.min_per_n()
            ),
        ),
        (Some(l), None, Some(s)) => {
            let (first, last) = (with[0], with[with.len() - 1]);
            let words = format!(
                "fewest rails of a tour grow like n^{s:.2} over {}..{} ({tours} tours); per n, \
                 from {:.2}·n at n = {} to {:.2}·n at n = {}; the least is {:.2}·n ({} rails at \
                 n = {}). A finite run cannot prove Ω(n); it shows whether rails keep pace with n",
                first.n,
                last.n,
                first.min_per_n(),
                first.n,
                last.min_per_n(),
                last.n,
                l.min_per_n(),
                l.rails_min,
                l.n
            );
            let f = if s >= LINEAR_SLOPE {
                Finding::BearsOut
            } else {
                Finding::DoesNot
            };
            (f, words)
        }
    };
    Verdict {
        claim: Claim::RailConjecture,
        quote: "An n x n knight's tour has Ω(n) rails (the Rail Conjecture, 001 §4)",
        finding,
        detail,
    }
}

fn join_generally(rows: &[RailRow]) -> Verdict {
    let tourneys: u32 = rows.iter().map(|r| r.tourneys).sum();
    let joined: u32 = rows.iter().map(|r| r.joined).sum();
    let failed: Vec<String> = rows
        .iter()
        .filter(|r| r.joined < r.tourneys)
        .map(|r| format!("{} at n = {}", r.tourneys - r.joined, r.n))
        .collect();
    let (finding, detail) = if tourneys == 0 {
        (
            Finding::NotCovered,
            "the generator made no tourney in this run (every cover was already one cycle)"
                .to_string(),
        )
    } else {
        let rate = f64::from(joined) / f64::from(tourneys);
        let where_ = if failed.is_empty() {
            "none failed".to_string()
        } else {
            format!("not joined: {}", list(&failed))
        };
        (
            if rate >= GENERALLY {
                Finding::BearsOut
            } else {
                Finding::DoesNot
            },
            format!(
                "Join made one cycle of {joined} of {tourneys} tourneys ({}); {where_}",
                pct(joined, tourneys)
            ),
        )
    };
    Verdict {
        claim: Claim::JoinGenerally,
        quote: "In practice Algorithm 2 will generally create a knight's tour from a tourney, \
                but it may fail to do so on occasion, particularly on small boards (001 §5)",
        finding,
        detail,
    }
}

fn graph_connected(rows: &[RailRow]) -> Verdict {
    let tourneys: u32 = rows.iter().map(|r| r.tourneys).sum();
    let connected: u32 = rows.iter().map(|r| r.connected).sum();
    let once: u32 = rows.iter().map(|r| r.one_pass_tours).sum();
    let (finding, detail) = if tourneys == 0 {
        (
            Finding::NotCovered,
            "the generator made no tourney in this run".to_string(),
        )
    } else {
        let rate = f64::from(once) / f64::from(tourneys);
        let mut d = format!(
            "one pass (a spanning forest whose rails share no square, grown greedily) made a \
             closed tour of {once} of {tourneys} tourneys ({}); the rail graph was connected for \
             {connected} ({}), and only those can be made one cycle by one pass",
            pct(once, tourneys),
            pct(connected, tourneys)
        );
        let rescued: u32 = rows.iter().map(|r| r.joined_disconnected).sum();
        if rescued > 0 {
            d.push_str(&format!(
                "; this project's join still made one cycle of {rescued} of the {} others, by \
                 repeating rounds on the rails each round leaves",
                tourneys - connected
            ));
        }
        (
            if rate >= VERY_OFTEN {
                Finding::BearsOut
            } else {
                Finding::DoesNot
            },
            d,
        )
    };
    Verdict {
        claim: Claim::GraphConnected,
        quote: "Switching the rails corresponding to the edges in a spanning forest of [the rail \
                graph] will almost always result in a smaller tourney, and very often a closed \
                knight's tour (001 §5)",
        finding,
        detail,
    }
}

fn list(items: &[String]) -> String {
    const SHOWN: usize = 8;
    if items.len() <= SHOWN {
        items.join(", ")
    } else {
        format!(
            "{} and {} more sizes",
            items[..SHOWN].join(", "),
            items.len() - SHOWN
        )
    }
}

/// The sweep in slices for the page: one unit of work is a piece of a generation
/// ([`Generation::work`]) or the measuring of one generated cover; rows come out size by size,
/// the same as [`rails_rows`] makes them.
pub struct Sweep {
    spec: RailSpec,
    ns: Vec<u32>,
    samples: u32,
    seed: u64,
    /// Size index and sample number under way.
    at: usize,
    k: u32,
    gen: Option<Generation>,
    done_samples: Vec<Result<RailSample, GenerateError>>,
    rows: Vec<RailRow>,
    /// The share done, as last reported (never goes back, though a generation's own share may
    /// when it restarts).
    progress: f64,
}

impl Sweep {
    /// A sweep of every size of `sizes` the generator supports, each at most `max_side`.
    pub fn new(
        spec: RailSpec,
        sizes: Sizes,
        samples: u32,
        seed: u64,
        max_side: u32,
    ) -> Result<Sweep, RailsError> {
        if samples == 0 {
            return Err(RailsError::NoSamples);
        }
        if sizes.to > max_side {
            return Err(RailsError::TooBig { n: sizes.to });
        }
        Ok(Sweep {
            spec,
            ns: spec.sizes(sizes)?,
            samples,
            seed,
            at: 0,
            k: 0,
            gen: None,
            done_samples: Vec::new(),
            rows: Vec::new(),
            progress: 0.0,
        })
    }

    pub fn spec(&self) -> RailSpec {
        self.spec
    }

    /// The sizes it runs.
    pub fn sizes(&self) -> &[u32] {
        &self.ns
    }

    pub fn is_done(&self) -> bool {
        self.at >= self.ns.len()
    }

    /// Do up to `units` units; true when done.
    pub fn work(&mut self, units: usize) -> bool {
        for _ in 0..units {
            if self.is_done() {
                break;
            }
            let n = self.ns[self.at];
            let s = sample_seed(self.seed, n, self.k);
            let gen = match self.gen.as_mut() {
                Some(g) => g,
                None => match Generation::new(self.spec.gen, n, s) {
                    Ok(g) => self.gen.insert(g),
                    Err(e) => {
                        self.sample_done(Err(e));
                        continue;
                    }
                },
            };
            if !gen.is_done() {
                gen.work(1);
                continue;
            }
            let gen = self.gen.take().expect("a generation");
            let r = gen.finish().map(|c| measure_cover(self.spec, c, s));
            self.sample_done(r);
        }
        self.progress = self.progress.max(self.share());
        self.is_done()
    }

    fn sample_done(&mut self, r: Result<RailSample, GenerateError>) {
        self.done_samples.push(r);
        self.k += 1;
        if self.k == self.samples {
            let n = self.ns[self.at];
            self.rows
                .push(RailRow::of(n, &std::mem::take(&mut self.done_samples)));
            self.k = 0;
            self.at += 1;
        }
    }

    /// Share done, from 0 to 1, never going back: samples done weighted by their squares (big
    /// boards take the time), the one under way by its generation's share.
    pub fn fraction(&self) -> f64 {
        if self.is_done() {
            1.0
        } else {
            self.progress
        }
    }

    fn share(&self) -> f64 {
        let w = |n: u32| f64::from(n) * f64::from(n);
        let all: f64 = self.ns.iter().map(|&n| w(n)).sum::<f64>() * f64::from(self.samples);
        let mut done: f64 = self.ns[..self.at.min(self.ns.len())]
            .iter()
            .map(|&n| w(n))
            .sum::<f64>()
            * f64::from(self.samples);
        if let Some(&n) = self.ns.get(self.at) {
            let part = self
                .gen
                .as_ref()
                .map_or(0.0, Generation::fraction)
                .min(0.95);
            done += w(n) * (f64::from(self.k) + part);
        }
        (done / all.max(1.0)).clamp(0.0, 1.0)
    }

    /// The rows of the sizes done so far.
    pub fn rows(&self) -> &[RailRow] {
        &self.rows
    }

    /// Where it is, in words.
    pub fn status(&self) -> String {
        match self.ns.get(self.at) {
            None => format!(
                "Rails over n for {}: done, {} size{} of {} sample{}.",
                self.spec,
                self.ns.len(),
                if self.ns.len() == 1 { "" } else { "s" },
                self.samples,
                if self.samples == 1 { "" } else { "s" }
            ),
            Some(n) => format!(
                "Rails over n for {}: {n}x{n}, sample {} of {} (size {} of {}); {:.0} %.",
                self.spec,
                self.k + 1,
                self.samples,
                self.at + 1,
                self.ns.len(),
                self.fraction() * 100.0
            ),
        }
    }
}

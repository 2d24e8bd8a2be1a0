//! Tour sources for comparing move distributions, driven in bounded slices of work so a Web
//! Worker can report progress and stop at any moment, and a [`Run`] that aggregates their tours.
//!
//! The sources ([`GenSpec`]; described once in [`catalogue`], names as [`GenSpec::parse`]
//! takes them):
//! - `warnsdorff-open` / `warnsdorff-closed`: Warnsdorff's rule with random tiebreak, from
//!   [`crate::walk::random_tour`] (the one random-tiebreak generator; its module documents the
//!   seed → attempt scheme). Open tours count as open paths (n² − 1 moves), closed ones as
//!   closed tours.
//! - a deterministic rule ([`rule_source`]): one walk per start square, in a seeded order.
//!   `random` is `warnsdorff-open`.
//! - cover sources ([`cycles`]): the divide-and-conquer tour and the tourneys of 001 §6, each
//!   also `-joined`, counted as cycles; with obfuscation, every closed tour or tourney is
//!   obfuscated first (001 §7).
//!
//! A source the catalogue marks `deterministic` (divide, braid, four-cover, divide-tourney)
//! gives the same tour for every seed: its run stops after one tour and the summary says so.
//!
//! Driving it from a Web Worker: make one [`Run`] per source to compare, then loop
//! `let p = run.work(50_000)` (about 0.2–0.5 ms natively per call on 50×50, more in wasm), post
//! `p` and, every few calls, `run.summary()` and [`Run::last_tour`] to the page, and check a
//! cancel flag between calls; stop when `p.done`. Every number in [`Progress`] and [`Summary`]
//! is serde-serialisable.
//!
//! Seeds: attempt k of a run with seed S depends on (source, board, S, k) only, never on how the
//! work was sliced or on the platform.
//!
//! ```
//! use warnsdorff::stats::{GenSpec, Run};
//! let mut run = Run::new(GenSpec::parse("warnsdorff-open").unwrap(), "8x8".parse().unwrap(), 7, 5).unwrap();
//! while !run.work(1000).done {}
//! let s = run.summary();
//! assert_eq!(s.tours, 5);
//! assert!((s.moves.mean.iter().sum::<f64>() - 1.0).abs() < 1e-12);
//! ```

pub mod catalogue;
pub mod csv;
pub mod cycles;
mod error;
mod existence;
pub mod obfuscation;
pub mod rule_source;
mod run;

pub use catalogue::{sources, SourceInfo};
pub use cycles::CoverSource;
pub use error::GenError;
pub use existence::{has_closed_tour, has_open_tour};
pub use obfuscation::Shatter;
pub use run::{Directed, Progress, Run, Summary};

use super::distribution::{Counts, CountsError};
use crate::board::{Board, Square};
use crate::region::Region;
use crate::rng;
use crate::rules::RuleSpec;
use crate::shape::Shape;
use crate::tourneys::Tiles;
use crate::walk::random_tour::RandomTours;
use crate::walk::Preparation;
use rule_source::RuleSource;
use serde::{Deserialize, Serialize};
use std::fmt;

/// A source of tours to compare. See the module docs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GenSpec {
    WarnsdorffOpen,
    WarnsdorffClosed,
    /// A deterministic rule, walked from distinct seeded start squares.
    Rule(RuleSpec),
    /// A cover generator of 001 §6.
    Cycles(CoverSource),
}

impl fmt::Display for GenSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GenSpec::WarnsdorffOpen => f.write_str("warnsdorff-open"),
            GenSpec::WarnsdorffClosed => f.write_str("warnsdorff-closed"),
            GenSpec::Rule(r) => write!(f, "{r}"),
            GenSpec::Cycles(c) => f.write_str(&c.name()),
        }
    }
}

impl GenSpec {
    /// Parse a source name (see [`catalogue::sources`]).
    pub fn parse(text: &str) -> Result<GenSpec, GenError> {
        let t = text.trim();
        match t.to_ascii_lowercase().as_str() {
            "warnsdorff-open" | "random" => return Ok(GenSpec::WarnsdorffOpen),
            "warnsdorff-closed" => return Ok(GenSpec::WarnsdorffClosed),
            _ => {}
        }
        if let Some(c) = CoverSource::parse(t) {
            return Ok(GenSpec::Cycles(c));
        }
        // `divide:TILES`: a cover source with a suffix it does not take, or unknown tiles.
        if let Some((base, tiles)) = t.split_once(':') {
            if let Some(c) = CoverSource::parse(base.trim()) {
                let message = if c.gen.takes_tiles() {
                    Tiles::parse(tiles).err().unwrap_or_default()
                } else {
                    "takes no tiles; only divide and divide-tourney do (:searched or :parberry)"
                        .into()
                };
                return Err(GenError::Size {
                    source: c.name(),
                    message,
                });
            }
        }
        match RuleSpec::parse(t) {
            Ok(RuleSpec::Random) => Ok(GenSpec::WarnsdorffOpen),
            Ok(rule) => Ok(GenSpec::Rule(rule)),
            Err(_) => Err(GenError::Unknown(t.to_string())),
        }
    }

    /// Whether its tours are counted as closed tours or tourneys (else as open paths).
    pub fn is_closed(&self) -> bool {
        matches!(self, GenSpec::WarnsdorffClosed | GenSpec::Cycles(_))
    }

    /// Its catalogue entry.
    pub fn info(&self) -> Option<&'static SourceInfo> {
        match self {
            GenSpec::Rule(r) => catalogue::find(r.info()?.name),
            other => catalogue::find(&other.to_string()),
        }
    }

    /// The same source on other base tiles (`--tiles`); an error for a source that takes none.
    pub fn with_tiles(self, tiles: Tiles) -> Result<GenSpec, GenError> {
        match self {
            GenSpec::Cycles(c) if c.gen.takes_tiles() => Ok(GenSpec::Cycles(c.with_tiles(tiles))),
            other => Err(GenError::Size {
                source: other.to_string(),
                message: "takes no tiles; only divide and divide-tourney do".into(),
            }),
        }
    }

    /// Whether every tour it makes is the same one, whatever the seed.
    pub fn is_deterministic(&self) -> bool {
        self.info().is_some_and(|i| i.deterministic)
    }
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
    pub fn counts(&self) -> Result<Counts, CountsError> {
        match self {
            Tour::Open(p) => Counts::of_path(p),
            Tour::Closed(c) => Counts::of_closed(c),
            Tour::Cycles(cs) => Counts::of_cycles(cs),
        }
    }

    /// Its counts on `region` ([`Counts::of_squares_on`]): a tour of a shaped, wrapped or
    /// other leaper's board (only Warnsdorff's sources make those; a cover is the knight's).
    pub fn counts_on(&self, region: &Region) -> Result<Counts, CountsError> {
        match self {
            Tour::Open(p) => Counts::of_squares_on(region, p.iter().copied(), false),
            Tour::Closed(c) => Counts::of_squares_on(region, c.iter().copied(), true),
            Tour::Cycles(_) => self.counts(),
        }
    }

    /// Its turns and crossings on `region` ([`Shape::on`]).
    pub fn shape_on(&self, region: &Region) -> Shape {
        match self {
            Tour::Open(p) => Shape::on(region, p, false),
            Tour::Closed(c) => Shape::on(region, c, true),
            Tour::Cycles(_) => self.shape(),
        }
    }

    /// Its turns and crossings ([`Shape`]): a closed tour and each cycle wrap round.
    ///
    /// ```
    /// use warnsdorff::board::Square;
    /// use warnsdorff::stats::Tour;
    /// let s = |r, c| Square::new(r, c);
    /// let rhombus = vec![s(2, 2), s(3, 4), s(5, 3), s(4, 1)];
    /// assert_eq!(Tour::Open(rhombus.clone()).shape().turns, 2);
    /// assert_eq!(Tour::Closed(rhombus).shape().turns, 4);
    /// ```
    pub fn shape(&self) -> Shape {
        match self {
            Tour::Open(p) => Shape::of_path(p),
            Tour::Closed(c) => Shape::of_closed(c),
            Tour::Cycles(cs) => Shape::of_cycles(cs),
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

/// The source behind a [`Generator`].
enum Engine {
    Random(RandomTours),
    Rule(RuleSource),
    Cycles(CoverSource),
}

/// A seeded source doing bounded work per call. See the module docs.
pub struct Generator {
    spec: GenSpec,
    board: Board,
    /// The region its tours are walked on (the whole rectangle but for Warnsdorff's sources).
    region: Region,
    seed: u64,
    obfuscate: bool,
    /// The reading of the shatter an obfuscation uses.
    shatter: Shatter,
    engine: Engine,
    /// Cover-generator calls made.
    calls: u64,
    /// Every tour is the same one (a deterministic source, not obfuscated).
    deterministic: bool,
}

impl Generator {
    /// A source on `board` with `seed`; `obfuscate` asks for 001 §7's obfuscation of every
    /// tour (closed tours and tourneys only). The board must admit a tour of the kind counted
    /// and be within the source's limits in the [`catalogue`].
    pub fn new(
        spec: GenSpec,
        board: Board,
        seed: u64,
        obfuscate: bool,
    ) -> Result<Generator, GenError> {
        let source = spec.to_string();
        let closed = spec.is_closed();
        match &spec {
            GenSpec::Cycles(c) => c.supports(board)?,
            _ if closed && !has_closed_tour(board) => {
                return Err(GenError::NoClosedTour { source, board })
            }
            _ if !closed && !has_open_tour(board) => {
                return Err(GenError::NoOpenTour { source, board })
            }
            _ => {}
        }
        let max_side = spec.info().map_or(catalogue::MAX_SIDE, |i| i.max_side);
        if board.rows() > max_side || board.cols() > max_side {
            return Err(GenError::TooLarge {
                source,
                board,
                max_side,
            });
        }
        if obfuscate && !closed {
            return Err(GenError::ObfuscateOpen { source });
        }
        let engine = match &spec {
            GenSpec::WarnsdorffOpen => Engine::Random(RandomTours::new(board, seed, false)),
            GenSpec::WarnsdorffClosed => Engine::Random(RandomTours::new(board, seed, true)),
            GenSpec::Rule(rule) => {
                // Refuse a rule that does not fit the board (squirrel-cull needs m x m).
                Preparation::new(board, Square::new(1, 1), rule.clone(), 0)
                    .map_err(GenError::Rule)?;
                Engine::Rule(RuleSource::new(rule.clone(), board, seed))
            }
            GenSpec::Cycles(c) => Engine::Cycles(*c),
        };
        let deterministic = !obfuscate && spec.is_deterministic();
        Ok(Generator {
            spec,
            board,
            region: Region::new(board),
            seed,
            obfuscate,
            shatter: Shatter::default(),
            engine,
            calls: 0,
            deterministic,
        })
    }

    /// [`Generator::new`] on any region: on the whole rectangle with the knight it is
    /// `new`; on removed squares, another leaper or a wrap only Warnsdorff's sources
    /// (`warnsdorff-open`, `warnsdorff-closed`, a rule) walk, unobfuscated, and a region where
    /// [`crate::region::exists`] proves no tour of the kind counted is refused with its
    /// argument (where existence is unknown the attempts decide).
    pub fn on(
        spec: GenSpec,
        region: &Region,
        seed: u64,
        obfuscate: bool,
    ) -> Result<Generator, GenError> {
        if region.is_plain() {
            return Generator::new(spec, region.board(), seed, obfuscate);
        }
        let source = spec.to_string();
        if obfuscate {
            return Err(GenError::PlainOnly {
                source: format!("{source} with obfuscation"),
            });
        }
        let closed = spec.is_closed();
        let known = crate::region::exists::decide(region);
        let answer = if closed { known.closed } else { known.open };
        if let crate::region::exists::Answer::No { why, .. } = answer {
            return Err(GenError::NoTourOn { source, why });
        }
        let board = region.board();
        let max_side = spec.info().map_or(catalogue::MAX_SIDE, |i| i.max_side);
        if board.rows() > max_side || board.cols() > max_side {
            return Err(GenError::TooLarge {
                source,
                board,
                max_side,
            });
        }
        let first = (0..board.squares())
            .map(|i| board.square(i))
            .find(|&s| region.contains(s))
            .ok_or(GenError::NoTourOn {
                source: source.clone(),
                why: "every square is removed".into(),
            })?;
        let engine = match &spec {
            GenSpec::WarnsdorffOpen => Engine::Random(RandomTours::on(region, seed, false)),
            GenSpec::WarnsdorffClosed => Engine::Random(RandomTours::on(region, seed, true)),
            GenSpec::Rule(rule) => {
                Preparation::on(region, first, rule.clone(), 0).map_err(GenError::Rule)?;
                Engine::Rule(RuleSource::on(rule.clone(), region, seed))
            }
            GenSpec::Cycles(_) => return Err(GenError::PlainOnly { source }),
        };
        Ok(Generator {
            deterministic: spec.is_deterministic(),
            spec,
            board,
            region: region.clone(),
            seed,
            obfuscate,
            shatter: Shatter::default(),
            engine,
            calls: 0,
        })
    }

    pub fn spec(&self) -> &GenSpec {
        &self.spec
    }

    /// The region its tours are walked on.
    pub fn region(&self) -> &Region {
        &self.region
    }

    pub fn board(&self) -> Board {
        self.board
    }

    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// Whether every tour is obfuscated.
    pub fn obfuscates(&self) -> bool {
        self.obfuscate
    }

    /// Obfuscate with this reading of the shatter ([`Shatter`]; the default is
    /// [`Shatter::Disjoint`]). Changes nothing unless it obfuscates.
    pub fn with_shatter(mut self, shatter: Shatter) -> Generator {
        self.shatter = shatter;
        self
    }

    /// The reading of the shatter its obfuscation uses.
    pub fn shatter(&self) -> Shatter {
        self.shatter
    }

    /// Whether every tour it gives is the same one (a deterministic source, not obfuscated).
    pub fn is_deterministic(&self) -> bool {
        self.deterministic
    }

    /// Attempts started so far (each a walk from a new start, or a call of a cycle generator).
    pub fn attempts(&self) -> u64 {
        match &self.engine {
            Engine::Random(r) => r.attempts(),
            Engine::Rule(r) => r.attempts(),
            Engine::Cycles(_) => self.calls,
        }
    }

    /// Do at most about `budget` squares of work (at least one step, or one cycle-generator
    /// call, which is atomic), stopping early when a tour is finished.
    pub fn step(&mut self, budget: u64) -> Step {
        let mut out = Step {
            squares: 0,
            tour: None,
            exhausted: None,
        };
        let (cycles, seed) = match &mut self.engine {
            Engine::Cycles(c) => {
                let s = rng::derive(self.seed, self.calls);
                self.calls += 1;
                out.squares = self.board.squares() as u64;
                match c.generate(self.board, s) {
                    Ok(cycles) => (cycles, rng::derive(s, 1)),
                    Err(e) => {
                        out.exhausted = Some(e.to_string());
                        return out;
                    }
                }
            }
            Engine::Rule(r) => {
                let s = r.step(budget);
                out.squares = s.squares;
                out.tour = s.tour.map(Tour::Open);
                if s.exhausted {
                    out.exhausted = Some(format!(
                        "{}: every one of the {} start squares has been tried",
                        self.spec,
                        self.board.squares()
                    ));
                }
                return out;
            }
            Engine::Random(r) => {
                let s = r.step(budget);
                out.squares = s.squares;
                let Some(path) = s.tour else {
                    return out;
                };
                if !self.spec.is_closed() {
                    out.tour = Some(Tour::Open(path));
                    return out;
                }
                if !self.obfuscate {
                    out.tour = Some(Tour::Closed(path));
                    return out;
                }
                (vec![path], rng::derive(r.last_attempt_seed(), 1))
            }
        };
        if !self.obfuscate {
            out.tour = Some(Tour::Cycles(cycles));
            return out;
        }
        match cycles::obfuscate(self.board, &cycles, seed, self.shatter) {
            Ok(c) => out.tour = Some(Tour::Cycles(c)),
            Err(e) => out.exhausted = Some(e.to_string()),
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

//! "Rails over n" on the tourney page (001 §4–§5): the experiment's [`Sweep`] run by a Worker
//! ([`RailsJob`]), its rows sent back as they are made; the page shows them as two charts (the
//! rails of the tours against n, and the fewest per n), the three verdicts of
//! [`crate::experiments::rails::verdicts`] and a table.

use crate::experiments::rails::{verdicts, RailRow, RailSpec, Sweep, PAGE_MAX_SIDE};
use crate::experiments::Sizes;
use crate::job::{Job, Progress};
use crate::page::chart::{series_colour, Axis, LineChart, Series};
use crate::page::scene::{Colour, Scene, Viewport};
use crate::page::status::{Cell, Feed, Output, Row};
use crate::page::words::{count, decimal};
use crate::page::WorkerJob;
use serde_json::json;

/// The Worker job's kind.
pub const KIND: &str = "rails";

/// A sweep in a Worker: the experiment's sweep, and how many of its rows were sent.
pub struct RailsJob {
    sweep: Sweep,
    sent: usize,
    cancelled: bool,
}

impl RailsJob {
    /// The sweep `spec` describes: `{gen, obfuscate, sizes, samples, seed}` (the page's fields,
    /// checked again here).
    pub fn open(spec: &serde_json::Value) -> Result<RailsJob, String> {
        let gen = spec["gen"].as_str().ok_or("no generator given")?;
        let mut rs = RailSpec::parse(gen).map_err(|e| e.to_string())?;
        rs.obfuscate |= spec["obfuscate"].as_bool().unwrap_or(false);
        let sizes =
            Sizes::parse(spec["sizes"].as_str().unwrap_or("")).map_err(|e| e.to_string())?;
        let samples = spec["samples"].as_u64().ok_or("no samples given")? as u32;
        let seed = spec["seed"].as_u64().ok_or("no seed given")?;
        let sweep =
            Sweep::new(rs, sizes, samples, seed, PAGE_MAX_SIDE).map_err(|e| e.to_string())?;
        Ok(RailsJob {
            sweep,
            sent: 0,
            cancelled: false,
        })
    }
}

impl Job for RailsJob {
    fn work(&mut self, units: u64) -> Result<Progress, String> {
        if self.cancelled || self.sweep.is_done() {
            return Ok(Progress::finished(self.sweep.status()));
        }
        self.sweep.work(units.clamp(1, 1 << 20) as usize);
        if self.sweep.is_done() {
            return Ok(Progress::finished(self.sweep.status()));
        }
        Ok(Progress::of_fraction(
            self.sweep.fraction(),
            self.sweep.status(),
        ))
    }

    fn cancel(&mut self) {
        self.cancelled = true;
    }
}

impl WorkerJob for RailsJob {
    /// The rows made since the last call.
    fn output(&mut self) -> serde_json::Value {
        let rows = &self.sweep.rows()[self.sent..];
        self.sent += rows.len();
        json!(rows)
    }
}

/// How a run stands.
#[derive(Clone, Debug, PartialEq)]
enum End {
    Running,
    Done,
    Cancelled,
    Failed(String),
}

/// The page's sweep: the run asked for last and what came back.
pub struct Run {
    /// The Worker job's id.
    pub id: u64,
    spec: RailSpec,
    /// The sizes it runs.
    sizes: usize,
    rows: Vec<RailRow>,
    words: String,
    end: End,
}

impl Run {
    /// A run of `spec` over `sizes` (the sizes the generator makes), as Worker job `id`.
    pub fn new(id: u64, spec: RailSpec, sizes: usize, words: String) -> Run {
        Run {
            id,
            spec,
            sizes,
            rows: Vec::new(),
            words,
            end: End::Running,
        }
    }

    pub fn running(&self) -> bool {
        self.end == End::Running
    }

    /// What the Worker sent back.
    pub fn feed(&mut self, feed: Feed) {
        if let Ok(rows) = serde_json::from_value::<Vec<RailRow>>(feed.output) {
            self.rows.extend(rows);
        }
        if !feed.words.is_empty() {
            self.words = feed.words;
        }
        if let Some(e) = feed.error {
            self.end = End::Failed(e);
        } else if feed.cancelled {
            self.end = End::Cancelled;
        } else if feed.finished {
            self.end = End::Done;
        }
    }

    /// Its rows so far.
    pub fn rows(&self) -> &[RailRow] {
        &self.rows
    }

    /// The run's line and its end (`done`, `cancelled` or empty), the verdicts, the table.
    pub fn outputs(&self) -> Vec<Output> {
        let (line, end) = match &self.end {
            End::Running => (self.words.clone(), ""),
            End::Done => (
                format!("{} The verdicts below are this run's.", self.words),
                "done",
            ),
            End::Cancelled => (
                format!(
                    "Cancelled after {} of {} sizes; the chart shows those.",
                    count(self.rows.len() as u64),
                    count(self.sizes as u64)
                ),
                "cancelled",
            ),
            End::Failed(e) => (format!("The sweep stopped: {e}"), "failed"),
        };
        let so_far = if self.end == End::Done {
            " This run:"
        } else {
            " So far:"
        };
        let verdicts = verdicts(&self.rows)
            .into_iter()
            .map(|v| {
                let claim = serde_json::to_value(v.claim)
                    .ok()
                    .and_then(|c| c.as_str().map(str::to_string))
                    .unwrap_or_default();
                let mut detail = v.detail.clone();
                if let Some(f) = detail.get(..1) {
                    detail = f.to_uppercase() + &detail[1..];
                }
                Row::of(vec![
                    Cell::text(format!("“{}”", v.quote)).with_data("part", "quote"),
                    Cell::text(format!("{so_far} {}.", v.finding)).with_data("part", "finding"),
                    Cell::text(format!(" {detail}.")),
                ])
                .with_data("claim", &claim)
                .with_data("finding", v.finding)
            })
            .collect();
        let head = Row::texts([
            "n",
            "samples",
            "tourneys",
            "rail graph connected",
            "one pass made a tour",
            "joined",
            "of them, graph not connected",
            "tours",
            "fewest rails",
            "mean",
            "most",
            "fewest ÷ n",
        ])
        .heading();
        let table = std::iter::once(head)
            .chain(self.rows.iter().map(|r| {
                let samples = if r.failed > 0 {
                    format!(
                        "{} ({} failed)",
                        count(r.samples.into()),
                        count(r.failed.into())
                    )
                } else {
                    count(r.samples.into())
                };
                Row::texts([
                    count(r.n.into()),
                    samples,
                    count(r.tourneys.into()),
                    count(r.connected.into()),
                    count(r.one_pass_tours.into()),
                    count(r.joined.into()),
                    count(r.joined_disconnected.into()),
                    count(r.tours.into()),
                    count(r.rails_min as u64),
                    decimal(r.rails_mean, 1),
                    count(r.rails_max as u64),
                    decimal(r.min_per_n(), 2),
                ])
            }))
            .collect();
        vec![
            Output::text("rails-status", line).with_data("end", end),
            Output::show("rails-results", !self.rows.is_empty()),
            Output::rows("rails-verdicts", verdicts),
            Output::rows("rails-table", table),
        ]
    }

    /// Chart `view` (`rails-chart`: the tours' rails against n; `rails-chart-per-n`: the
    /// fewest per n) as large as `viewport`, in its scheme.
    pub fn chart(&self, view: &str, viewport: Viewport) -> Scene<'static> {
        let with: Vec<&RailRow> = self.rows.iter().filter(|r| r.tours > 0).collect();
        let pts = |f: fn(&RailRow) -> f64| -> Vec<(f64, f64)> {
            with.iter().map(|r| (f64::from(r.n), f(r))).collect()
        };
        let series = |name: &str, colour: Colour, points| Series {
            name: name.into(),
            colour,
            points,
            dash: None,
            marks: true,
        };
        let (title, y, list) = if view == "rails-chart" {
            let n = Series {
                dash: Some((5.0, 4.0)),
                marks: false,
                ..series(
                    "n (Ω(n) asks rails ≥ c·n)",
                    series_colour(7),
                    self.rows
                        .iter()
                        .map(|r| (f64::from(r.n), f64::from(r.n)))
                        .collect(),
                )
            };
            (
                format!("Rails of the tours against n ({})", self.spec),
                "rails of a tour",
                vec![
                    series(
                        "fewest rails",
                        series_colour(1),
                        pts(|r| r.rails_min as f64),
                    ),
                    series("mean rails", series_colour(0), pts(|r| r.rails_mean)),
                    n,
                ],
            )
        } else {
            (
                format!("Fewest rails of a tour divided by n ({})", self.spec),
                "fewest rails ÷ n",
                vec![series(
                    "fewest rails ÷ n (Ω(n): stays above some c > 0)",
                    series_colour(1),
                    pts(RailRow::min_per_n),
                )],
            )
        };
        LineChart {
            title,
            x: Axis::spanning("board side n"),
            y: Axis::linear(y),
            series: list,
            width: viewport.width,
            height: viewport.height,
        }
        .scene(viewport.palette())
    }
}

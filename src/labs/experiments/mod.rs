//! The experiments page: two of the papers' measurements run again in the browser, one part
//! shown at a time.
//!
//! - Squirrel & Cull's Figure 2 (000 §2): the share of random-tiebreak walks that give a tour
//!   on each m × m board, the sizes split over a pool of Workers ([`jobs::Figure2Job`]), the
//!   chart filled in as rows arrive, the paper's three statements drawn on it and checked in
//!   words, the CLI command that gives the same rows, the rows as the CLI's csv (exported and
//!   imported).
//! - Parberry's timing curves (001 Figures 3, 20, 21): time per cell against n, timed in a
//!   Worker with the browser's clock ([`jobs::TimingJob`]), drawn on log axes beside the native
//!   timings recorded by the CLI (`www/data/timing-native.csv`, handed over by the page), with
//!   the in-browser/native ratios and the rows as csv.
//!
//! The link keeps both parts' settings and the part shown ([`form`]); the charts are
//! [`chart`]'s scenes; [`tables`] reads the csv and words the verdicts and ratios; `run` follows
//! a run's Worker parts.

pub mod chart;
pub mod form;
pub mod jobs;
mod run;
pub mod tables;

use crate::experiments::success::{self, Reading, SuccessRow};
use crate::experiments::timing::{self, Finish, TimingSpec, TimingTable};
use crate::page::form::FormError;
use crate::page::glyphs::Glyphs;
use crate::page::scene::{Scene, Viewport};
use crate::page::status::{Cell, Feed, File, Output, Reply, Row, Status, WorkerCall};
use crate::page::theme::{self, Scheme};
use crate::page::words::{count, counted, decimal};
use crate::page::Lab;
use chart::Curve;
use form::{ExperimentsField, ExperimentsForm, Section, FIGURE2_FIELDS, TIMING_FIELDS};
use serde::Deserialize;
use serde_json::json;
use std::collections::BTreeMap;

pub use jobs::worker_job;
use run::{Run, State};
use tables::{claim_key, finding_key, headline, parse_figure2_csv, ratios};

type Error = FormError<ExperimentsField>;

/// The native timings' table, as the page serves it.
pub const NATIVE_TABLE: &str = "data/timing-native.csv";

/// The three timing charts, by what is done to a cover once made: the group's key (its view
/// is `timing-KEY`), its title and the paper's figure it answers.
const GROUPS: [(Finish, &str, &str, &str); 3] = [
    (
        Finish::Bare,
        "bare",
        "As made: tours and tourneys",
        "Figure 3 (Warnsdorff tours, even 20 ≤ n ≤ 50) and Figure 20 (tourneys, even 20 ≤ n ≤ 100)",
    ),
    (
        Finish::Join,
        "join",
        "Joined into one tour",
        "001 §5 (Algorithm 2); no figure of its own",
    ),
    (
        Finish::Obfuscate,
        "obfuscate",
        "Obfuscated: 16 shatters, then joined",
        "Figure 21 (obfuscated divide-and-conquer tours, even 20 ≤ n ≤ 100)",
    ),
];

/// What the page asks.
#[derive(Debug, Deserialize)]
#[serde(tag = "do", rename_all = "kebab-case")]
pub enum ExperimentsAction {
    /// Show a part (a button, or the page's anchor: an unknown name is passed over).
    Section { section: String },
    /// Run a part with the settings on show (its form was just applied); a run estimated past
    /// [`crate::page::status::ASK_PAST_SQUARES`] is asked about first unless `force`.
    Run {
        section: String,
        #[serde(default)]
        force: bool,
    },
    /// A fresh seed, for the page to put in a seed field.
    NewSeed,
    /// The native timings' table as the page fetched it, or why it could not.
    Native {
        #[serde(default)]
        text: Option<String>,
        #[serde(default)]
        status: Option<u32>,
        #[serde(default)]
        reason: Option<String>,
    },
    /// The rows of the part shown as the CLI's csv.
    Export { format: String },
    /// Figure 2's rows from the CLI's csv.
    Import { text: String },
}

/// Figure 2 on show: the rows, and the run that makes them or the import they came from.
struct Figure2 {
    rows: BTreeMap<u32, SuccessRow>,
    state: State,
    run: Option<Run>,
    /// The sizes of the rows imported (the chart's axis).
    imported: Option<(u32, u32)>,
}

/// A timed form's row, as a Worker hands it over.
#[derive(Clone, Debug, PartialEq, Deserialize)]
struct TimedRow {
    gen: String,
    n: u32,
    samples: u32,
    failures: u32,
    min_ns_per_cell: f64,
    median_ns_per_cell: f64,
    mean_ns_per_cell: f64,
}

/// The timing on show: the rows timed here, and the run.
struct Timing {
    rows: Vec<TimedRow>,
    skipped: Vec<String>,
    current: String,
    state: State,
    run: Option<Run>,
}

/// The native timings: not handed over yet, read, or why not.
enum Native {
    Loading,
    Read(TimingTable),
    Failed(String),
}

/// The experiments page.
pub struct ExperimentsLab {
    form: ExperimentsForm,
    f2: Figure2,
    tm: Timing,
    native: Native,
    next_id: u64,
    /// A run set aside by new settings, to be stopped with the next reply.
    stale: Vec<u64>,
    /// Bumped on every change; each view's last drawing is kept by it.
    version: u64,
    drawn: Vec<(String, (u64, u64, u64, Scheme))>,
}

/// An output with nothing given yet.
fn named(name: &str) -> Output {
    Output {
        name: name.into(),
        ..Output::default()
    }
}

fn idle_figure2() -> Figure2 {
    Figure2 {
        rows: BTreeMap::new(),
        state: State::Idle,
        run: None,
        imported: None,
    }
}

fn idle_timing() -> Timing {
    Timing {
        rows: Vec::new(),
        skipped: Vec::new(),
        current: String::new(),
        state: State::Idle,
        run: None,
    }
}

impl ExperimentsLab {
    fn touched(&mut self) {
        self.version += 1;
    }

    fn id(&mut self) -> u64 {
        self.next_id += 1;
        self.next_id
    }

    /// The chart's sizes: the rows imported, or the settings'.
    fn axis(&self) -> (u32, u32) {
        self.f2
            .imported
            .unwrap_or((self.form.figure2.sizes.from, self.form.figure2.sizes.to))
    }

    fn rows(&self) -> Vec<SuccessRow> {
        self.f2.rows.values().copied().collect()
    }

    /// The curves of one timing chart: for each chosen form with that finish, its native
    /// curve and the one timed here (medians per cell).
    fn curves(&self, finish: Finish) -> Vec<Curve> {
        let mut out = Vec::new();
        for spec in self.form.timing.of(finish) {
            let gen = spec.to_string();
            if let Native::Read(t) = &self.native {
                if let Some(s) = t.series.iter().find(|s| s.gen == gen) {
                    out.push(Curve {
                        gen: gen.clone(),
                        native: true,
                        points: s
                            .rows
                            .iter()
                            .map(|r| (r.n as f64, r.median_ns_per_cell))
                            .collect(),
                    });
                }
            }
            let mine: Vec<(f64, f64)> = self
                .tm
                .rows
                .iter()
                .filter(|r| r.gen == gen)
                .map(|r| (r.n as f64, r.median_ns_per_cell))
                .collect();
            if !mine.is_empty() {
                out.push(Curve {
                    gen,
                    native: false,
                    points: mine,
                });
            }
        }
        out
    }

    fn figure2_line(&self) -> String {
        let s = &self.form.figure2;
        let n = self.f2.rows.len() as u64;
        let all = count(s.sizes.len() as u64);
        let workers = |r: &Run| counted(r.workers() as u64, "Worker", "Workers");
        match (&self.f2.state, &self.f2.run) {
            (State::Running, Some(r)) if r.workers() > 0 => format!(
                "Running: {} of {all} sizes done ({:.0}% of the walking) on {}…",
                count(n),
                100.0 * r.fraction(),
                workers(r)
            ),
            (State::Running, _) => format!(
                "Running m = {}, {} walks each, seed {}…",
                s.sizes,
                count(s.trials.into()),
                s.seed
            ),
            (State::Done, Some(r)) => format!(
                "Done: {} sizes, {} walks in {} s on {}.",
                count(n),
                count(self.f2.rows.values().map(|r| r.trials as u64).sum()),
                r.seconds(),
                workers(r)
            ),
            (State::Cancelled, Some(r)) => format!(
                "Cancelled after {} s: {} of {all} sizes done; the chart and the verdicts show those.",
                r.seconds(),
                count(n)
            ),
            (State::Failed(e), _) => format!("The run failed: {e}"),
            (State::Imported, _) => {
                let (a, b) = self.axis();
                format!("Imported {} sizes (m = {a}..{b}).", count(n))
            }
            _ => format!(
                "Press Run to walk m = {}, {} times each ({all} sizes).",
                s.sizes,
                count(s.trials.into())
            ),
        }
    }

    fn timing_line(&self) -> String {
        let s = &self.form.timing;
        let rows = self.tm.rows.len() as u64;
        let gens = {
            let mut g: Vec<&str> = self.tm.rows.iter().map(|r| r.gen.as_str()).collect();
            g.sort_unstable();
            g.dedup();
            g.len() as u64
        };
        let skipped = if self.tm.skipped.is_empty() {
            String::new()
        } else {
            format!(
                " Skipped (no size of the range supported): {}.",
                self.tm.skipped.join(", ")
            )
        };
        match (&self.tm.state, &self.tm.run) {
            (State::Running, Some(r)) if !self.tm.current.is_empty() => {
                format!("Timing {}… {:.0}%", self.tm.current, 100.0 * r.fraction())
            }
            (State::Running, _) => format!(
                "Timing {} on n = {}, {} each…{}",
                counted(s.specs.len() as u64, "generator", "generators"),
                s.sizes,
                counted(s.samples.into(), "sample", "samples"),
                if self.f2.state == State::Running {
                    " Figure 2 is running too, so these times will be high."
                } else {
                    ""
                }
            ),
            (State::Done, Some(r)) => format!(
                "Done: {} sizes timed over {} in {} s.{skipped}",
                count(rows),
                counted(gens, "generator", "generators"),
                r.seconds()
            ),
            (State::Cancelled, Some(r)) => format!(
                "Cancelled after {} s; the {} sizes timed so far are drawn.{skipped}",
                r.seconds(),
                count(rows)
            ),
            (State::Failed(e), _) => format!("The timing failed: {e}"),
            _ => format!(
                "Press Run to time {} on n = {}, {} each, in this browser.",
                counted(s.specs.len() as u64, "generator", "generators"),
                s.sizes,
                counted(s.samples.into(), "sample", "samples")
            ),
        }
    }

    fn verdicts(&self) -> Vec<Row> {
        success::verdicts(&self.rows(), Reading::default())
            .iter()
            .map(|v| {
                Row::of(vec![
                    Cell::text(format!("“{}”", v.quote)).with_data("part", "quote"),
                    Cell::text(headline(v)).with_data("part", "headline"),
                    Cell::text(v.detail.clone()).with_data("part", "detail"),
                ])
                .with_data("claim", claim_key(v.claim))
                .with_data("finding", finding_key(v.finding))
            })
            .collect()
    }

    fn native_words(&self) -> Output {
        let out = |t: String| Output::text("t-native", t);
        match &self.native {
            Native::Loading => out("The native curves: loading…".into()),
            Native::Failed(e) => out(format!("The native curves could not be read: {e}")),
            Native::Read(t) => {
                let cmd = t
                    .comments
                    .iter()
                    .find(|c| c.contains("warnsdorff experiment timing"))
                    .cloned()
                    .unwrap_or_default();
                let rest: Vec<&str> = t
                    .comments
                    .iter()
                    .filter(|c| **c != cmd)
                    .map(String::as_str)
                    .collect();
                let cmd = cmd
                    .find("warnsdorff experiment")
                    .map_or(cmd.as_str(), |k| &cmd[k..]);
                out(format!(
                    "The dashed curves were recorded natively (the CLI, a release build) on the project's machine with {cmd}. {}",
                    rest.join(" ")
                ))
                .with_data("series", t.series.len())
            }
        }
        .with_data("known", TimingSpec::all().len())
    }

    fn ratio_rows(&self) -> Vec<Row> {
        let curves: Vec<Curve> = GROUPS.iter().flat_map(|g| self.curves(g.0)).collect();
        let rs = ratios(&curves);
        if rs.is_empty() {
            return Vec::new();
        }
        let mut rows = vec![Row::texts(["Generator", "Median", "Range", "Sizes n"]).heading()];
        for r in rs {
            let sizes: Vec<String> = r.sizes.iter().map(|n| count(*n as u64)).collect();
            rows.push(
                Row::of(vec![
                    Cell::text(r.gen.clone()).with_swatch(chart::colour_of(&r.gen).css()),
                    Cell::text(format!("{}×", decimal(r.median, 2))),
                    Cell::text(format!("{}–{}", decimal(r.min, 2), decimal(r.max, 2))),
                    Cell::text(sizes.join(", ")),
                ])
                .with_data("gen", &r.gen),
            );
        }
        rows
    }

    fn figure2_csv(&self) -> String {
        let mut out = format!("{}\n", success::CSV_HEADER);
        for r in self.f2.rows.values() {
            out.push_str(&r.csv());
            out.push('\n');
        }
        out
    }

    fn figure2_file(&self) -> String {
        if let Some((a, b)) = self.f2.imported {
            return format!("figure2-imported-{a}-{b}.csv");
        }
        let s = &self.form.figure2;
        let sizes = s.sizes.to_string().replace("..", "-").replace(':', "-");
        let start = s.text(ExperimentsField::Start).replace(',', "-");
        format!(
            "figure2-{sizes}-trials{}-seed{}-start{start}.csv",
            s.trials, s.seed
        )
    }

    fn timing_csv(&self) -> String {
        let mut out = format!("gen,{}\n", timing::CSV_HEADER);
        let all = TimingSpec::all();
        let place = |g: &str| all.iter().position(|s| s.to_string() == g);
        let mut rows: Vec<&TimedRow> = self.tm.rows.iter().collect();
        rows.sort_by_key(|r| (place(&r.gen), r.n));
        for r in rows {
            let row = timing::TimingRow {
                n: r.n,
                samples: r.samples,
                failures: r.failures,
                min_ns_per_cell: r.min_ns_per_cell,
                median_ns_per_cell: r.median_ns_per_cell,
                mean_ns_per_cell: r.mean_ns_per_cell,
            };
            out.push_str(&row.csv_for(&r.gen));
            out.push('\n');
        }
        out
    }

    fn timing_file(&self) -> String {
        let s = &self.form.timing;
        let sizes = s.sizes.to_string().replace("..", "-").replace(':', "-");
        format!("timing-{sizes}-samples{}-seed{}.csv", s.samples, s.seed)
    }

    /// The question before running `s`, when it walks past the page's budget: Figure 2 walks
    /// each m x m board `trials` times; timing makes each generator's cover of each n x n board
    /// `samples` times.
    fn long_run(&self, s: Section) -> Option<crate::page::status::Confirm> {
        let boards = |sizes: crate::experiments::Sizes| {
            sizes.iter().map(|m| f64::from(m).powi(2)).sum::<f64>()
        };
        let (squares, how) = match s {
            Section::Figure2 => {
                let f = &self.form.figure2;
                let trials = counted(f.trials.into(), "trial", "trials");
                (
                    f64::from(f.trials) * boards(f.sizes),
                    format!("{trials} on each m x m board, m = {}", f.sizes),
                )
            }
            Section::Timing => {
                let t = &self.form.timing;
                let gens = counted(t.specs.len() as u64, "generator", "generators");
                let samples = counted(t.samples.into(), "sample", "samples");
                (
                    t.specs.len() as f64 * f64::from(t.samples) * boards(t.sizes),
                    format!("{gens} x {samples} on each n x n board, n = {}", t.sizes),
                )
            }
        };
        let again = json!({"do": "run", "section": s.name(), "force": true});
        crate::page::status::Confirm::long_run(squares, &how, again)
    }

    fn run_figure2(&mut self) -> Reply {
        let drop = self.drop_figure2();
        let id = self.id();
        let s = self.form.figure2;
        self.f2 = Figure2 {
            state: State::Running,
            run: Some(Run::new(id)),
            ..idle_figure2()
        };
        Reply {
            worker: Some(WorkerCall {
                id,
                kind: "figure2",
                spec: jobs::spec(&self.form, &FIGURE2_FIELDS),
                parallel: true,
                label: format!("Figure 2: walking m = {}", s.sizes),
                answers: false,
            }),
            drop,
            ..Reply::none()
        }
    }

    fn run_timing(&mut self) -> Reply {
        let drop = self.drop_timing();
        let id = self.id();
        self.tm = Timing {
            state: State::Running,
            run: Some(Run::new(id)),
            ..idle_timing()
        };
        Reply {
            worker: Some(WorkerCall {
                id,
                kind: "timing",
                spec: jobs::spec(&self.form, &TIMING_FIELDS),
                parallel: false,
                label: "Timing in this browser".into(),
                answers: false,
            }),
            drop,
            ..Reply::none()
        }
    }

    /// The runs a new Figure 2 run sets aside: one under way, and any an edit made stale.
    fn drop_figure2(&mut self) -> Vec<u64> {
        let live = self
            .f2
            .run
            .as_ref()
            .filter(|_| self.f2.state == State::Running)
            .map(|r| r.id);
        let mut drop = std::mem::take(&mut self.stale);
        drop.extend(live);
        drop
    }

    /// The runs a new timing run sets aside, likewise.
    fn drop_timing(&mut self) -> Vec<u64> {
        let live = self
            .tm
            .run
            .as_ref()
            .filter(|_| self.tm.state == State::Running)
            .map(|r| r.id);
        let mut drop = std::mem::take(&mut self.stale);
        drop.extend(live);
        drop
    }

    fn feed_figure2(&mut self, feed: &Feed) {
        let Some(run) = self.f2.run.as_mut().filter(|r| r.id == feed.id) else {
            return;
        };
        let over = run.take(feed);
        if let Some(rows) = feed.output.get("rows").and_then(|v| v.as_array()) {
            for r in rows {
                let v: Vec<u32> = r
                    .as_array()
                    .map(|a| {
                        a.iter()
                            .filter_map(|x| x.as_u64())
                            .map(|x| x as u32)
                            .collect()
                    })
                    .unwrap_or_default();
                if let [m, trials, tours] = v[..] {
                    self.f2.rows.insert(m, SuccessRow { m, trials, tours });
                }
            }
        }
        if over && self.f2.state == State::Running {
            self.f2.state = run.ended();
        }
    }

    fn feed_timing(&mut self, feed: &Feed) {
        let Some(run) = self.tm.run.as_mut().filter(|r| r.id == feed.id) else {
            return;
        };
        let over = run.take(feed);
        let out = &feed.output;
        if let Some(rows) = out.get("rows") {
            if let Ok(rows) = serde_json::from_value::<Vec<TimedRow>>(rows.clone()) {
                self.tm.rows.extend(rows);
            }
        }
        if let Some(skipped) = out.get("skipped") {
            self.tm.skipped = serde_json::from_value(skipped.clone()).unwrap_or_default();
        }
        if let Some(c) = out.get("current").and_then(|v| v.as_str()) {
            self.tm.current = c.to_string();
        }
        if over && self.tm.state == State::Running {
            self.tm.state = run.ended();
        }
    }
}

impl Lab for ExperimentsLab {
    const KEY: &'static str = "experiments";
    type Form = ExperimentsForm;
    type Action = ExperimentsAction;

    fn open(form: &ExperimentsForm) -> Result<ExperimentsLab, Error> {
        crate::page::form::Form::check(form)?;
        Ok(ExperimentsLab {
            form: form.clone(),
            f2: idle_figure2(),
            tm: idle_timing(),
            native: Native::Loading,
            next_id: 0,
            stale: Vec::new(),
            version: 0,
            drawn: Vec::new(),
        })
    }

    fn form(&self) -> ExperimentsForm {
        self.form.clone()
    }

    fn apply(&mut self, form: &ExperimentsForm) -> Result<(), Error> {
        crate::page::form::Form::check(form)?;
        // Rows made with other settings are not what the new ones show.
        if form.figure2 != self.form.figure2 {
            if let Some(r) = self
                .f2
                .run
                .as_ref()
                .filter(|_| self.f2.state == State::Running)
            {
                self.stale.push(r.id);
            }
            self.f2 = idle_figure2();
        }
        if form.timing != self.form.timing {
            if let Some(r) = self
                .tm
                .run
                .as_ref()
                .filter(|_| self.tm.state == State::Running)
            {
                self.stale.push(r.id);
            }
            self.tm = idle_timing();
        }
        self.form = form.clone();
        self.touched();
        Ok(())
    }

    fn act(&mut self, action: ExperimentsAction) -> Result<Reply, Error> {
        self.touched();
        match action {
            ExperimentsAction::Section { section } => {
                if let Some(s) = Section::named(&section) {
                    self.form.section = s;
                }
                Ok(Reply::none())
            }
            ExperimentsAction::Run { section, force } => {
                let s = Section::named(&section).ok_or_else(|| {
                    FormError::new(
                        ExperimentsField::Section,
                        format!("section '{section}' is not figure2 or timing"),
                    )
                })?;
                self.form.section = s;
                if let Some(confirm) = self.long_run(s).filter(|_| !force) {
                    return Ok(Reply {
                        confirm: Some(confirm),
                        ..Reply::none()
                    });
                }
                Ok(match s {
                    Section::Figure2 => self.run_figure2(),
                    Section::Timing => self.run_timing(),
                })
            }
            ExperimentsAction::NewSeed => {
                let seed = crate::rng::fresh_seed().map_err(|e| {
                    FormError::new(ExperimentsField::Seed, format!("no fresh seed: {e}"))
                })?;
                Ok(Reply::value(json!(seed.to_string())))
            }
            ExperimentsAction::Native {
                text,
                status,
                reason,
            } => {
                self.native = match text {
                    Some(t) => match timing::parse_table(&t) {
                        Ok(table) => Native::Read(table),
                        Err(e) => Native::Failed(format!("{NATIVE_TABLE}: {e}")),
                    },
                    None => {
                        let status = status.map_or(String::new(), |s| format!("{s} "));
                        let reason = reason.unwrap_or_default();
                        Native::Failed(format!("{NATIVE_TABLE}: {status}{reason}").trim().into())
                    }
                };
                Ok(Reply::none())
            }
            ExperimentsAction::Export { format } => {
                if format != "csv" {
                    return Err(FormError::new(
                        ExperimentsField::Import,
                        format!("the page exports csv, not '{format}'"),
                    ));
                }
                let (name, text) = match self.form.section {
                    Section::Figure2 => (self.figure2_file(), self.figure2_csv()),
                    Section::Timing => (self.timing_file(), self.timing_csv()),
                };
                Ok(Reply {
                    file: Some(File {
                        bytes: Vec::new(),
                        name,
                        mime: "text/csv",
                        text,
                    }),
                    ..Reply::none()
                })
            }
            ExperimentsAction::Import { text } => {
                let rows = parse_figure2_csv(&text)
                    .map_err(|e| FormError::new(ExperimentsField::Import, e))?;
                let drop = self.drop_figure2();
                let (a, b) = (rows[0].m, rows[rows.len() - 1].m);
                self.f2 = Figure2 {
                    rows: rows.iter().map(|r| (r.m, *r)).collect(),
                    state: State::Imported,
                    imported: Some((a, b)),
                    ..idle_figure2()
                };
                self.form.section = Section::Figure2;
                Ok(Reply {
                    say: Some(self.figure2_line()),
                    drop,
                    ..Reply::none()
                })
            }
        }
    }

    fn feed(&mut self, feed: Feed) {
        self.touched();
        self.feed_figure2(&feed);
        self.feed_timing(&feed);
    }

    fn status(&mut self) -> Status {
        let f2 = self.form.section == Section::Figure2;
        let f2_key: [(theme::Role, &str); 3] = [
            (
                |p: &theme::Palette| p.candidate,
                "tours per 100 walks on each m",
            ),
            (
                |p: &theme::Palette| p.removed,
                "a size that goes against a statement",
            ),
            (
                |p: &theme::Palette| p.accent,
                "the paper's statements (dashed)",
            ),
        ];
        let mut outputs = vec![
            Output::show("figure2-part", f2),
            Output::show("timing-part", !f2),
            named("show-figure2").with_pressed(f2),
            named("show-timing").with_pressed(!f2),
            named("state")
                .with_data("section", self.form.section.name())
                .with_data("figure2", self.f2.state.name())
                .with_data("timing", self.tm.state.name()),
            Output::text(
                "f2-command",
                if self.f2.imported.is_some() {
                    String::new()
                } else {
                    format!(
                        "The same numbers from the command line: {}",
                        self.form.figure2.command()
                    )
                },
            ),
            Output::text("t-command", format!("Natively: {}", self.form.timing.command())),
            Output::rows("verdicts", self.verdicts()),
            Output::rows(
                "f2-key",
                f2_key
                    .iter()
                    .map(|&(role, t)| Row::of(vec![Cell::text(t).with_role(role)]))
                    .collect(),
            ),
            Output::text(
                "gens-help",
                format!(
                    "all, or some of {} (each timed as made, joined when it makes tourneys, and obfuscated); GEN+join or GEN+obfuscate for one form",
                    TimingSpec::names().join(", ")
                ),
            ),
            self.native_words(),
            named("native-file").with_href(NATIVE_TABLE),
            Output::text(
                "import-help",
                "Figure 2's rows as experiment success writes them (m,trials,tours,rate), or drop the csv on the chart",
            ),
            Output::text("import-paste", "Paste the csv of a Figure 2 run:"),
            Output::text(
                "t-browser",
                format!(
                    "The solid curves are measured here, in this browser, on your machine, by the same Rust code compiled to WebAssembly, in a background Worker. The browser's clock may tick only every 0.1 ms, so each sample makes its cover again and again until the batch takes at least {} ms and counts the batch's time per cover. Wall time on a busy machine is more than CPU time: compare on an idle one.",
                    decimal(jobs::BROWSER_MIN_BATCH_NS / 1e6, 0)
                ),
            ),
            Output::control(
                "export-csv",
                if f2 {
                    !self.f2.rows.is_empty()
                } else {
                    !self.tm.rows.is_empty()
                },
            ),
        ];
        let ratio_rows = self.ratio_rows();
        outputs.push(Output::show("t-ratios", !ratio_rows.is_empty()));
        outputs.push(Output::rows("ratios", ratio_rows));
        for (finish, key, title, paper) in GROUPS {
            outputs.push(Output::text(format!("title-{key}"), title));
            outputs.push(Output::text(format!("paper-{key}"), paper));
            let legend = self
                .form
                .timing
                .of(finish)
                .map(|s| {
                    let gen = s.to_string();
                    Row::of(vec![
                        Cell::text(gen.clone()).with_swatch(chart::colour_of(&gen).css())
                    ])
                })
                .collect();
            outputs.push(Output::rows(format!("legend-{key}"), legend));
        }
        let (line, explain) = if f2 {
            (
                self.figure2_line(),
                "On every m×m board the knight walks by Warnsdorff's rule many times, each tie settled at random, and the walks that cover the whole board are counted. The paper (000 §2) made 100 walks on every m from 5 to 400 and three statements about the result: each is drawn on the chart as a dashed line and checked below it; a red dot is a size that goes against one.",
            )
        } else {
            (
                self.timing_line(),
                "Covers of the n×n board are made by each generator and timed, and the time divided by the n² squares. Parberry (001 Figures 3, 20 and 21) plots this CPU time per cell for Warnsdorff tours, tourneys and obfuscated tours; a flat curve means the work grows like the board. Dashed curves were measured natively on the project's machine, solid ones in this browser.",
            )
        };
        Status {
            line,
            details: String::new(),
            explain: explain.into(),
            outputs,
            ..Status::default()
        }
    }

    fn scene(&mut self, view: &str, viewport: Viewport, _: &mut dyn Glyphs) -> Option<Scene<'_>> {
        let w = viewport.width;
        let key = (
            self.version,
            w.to_bits(),
            viewport.height.to_bits(),
            viewport.scheme,
        );
        if self.drawn.iter().any(|(v, k)| v == view && *k == key) {
            return None;
        }
        let scene = if view == "figure2" {
            let h = (w * 0.5).clamp(240.0, 440.0);
            chart::figure2(&self.rows(), self.axis(), w, h, viewport.palette())
        } else {
            let &(finish, _, title, _) = GROUPS
                .iter()
                .find(|g| view.strip_prefix("timing-") == Some(g.1))?;
            let h = (w * 0.45).clamp(220.0, 380.0);
            chart::timing(title, &self.curves(finish), (w, h), viewport.palette())
        };
        self.drawn.retain(|(v, _)| v != view);
        self.drawn.push((view.to_string(), key));
        Some(scene)
    }
}

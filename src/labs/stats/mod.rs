//! The statistics page (Parberry 001 §3): the move distribution f and the relative move
//! distribution r over many seeded tours from each generator chosen, run in a Worker
//! ([`job::StatsJob`], the runs in turn) with the charts and the table filling in as the runs
//! report; CSV of the numbers; Parberry's Tables 1–2 run as the paper ran them, beside the
//! paper's rows with a verdict ([`crate::stats::tables`]). The moves are shown in the numbering
//! chosen (Squirrel's by default), with its compass.

pub mod form;
pub mod job;
mod show;

use crate::numbering::Numbering;
use crate::page::compass::{compass, numbering_menu};
use crate::page::form::FormError;
use crate::page::glyphs::Glyphs;
use crate::page::scene::{Scene, Viewport};
use crate::page::status::{Choice, Confirm, Feed, File, Menu, Output, Reply, Status, WorkerCall};
use crate::page::theme::Scheme;
use crate::page::words::{count, counted};
use crate::page::{Lab, WorkerJob};
use crate::stats::tables;
use crate::stats::tourgen::{self, csv};
use crate::stats::{Generator, Run, Shatter, Summary};
use crate::tourneys::TILES;
use form::{rows, StatsField, StatsForm};
use job::{JobReport, JobSpec, RunSpec};
use serde::Deserialize;
use std::collections::HashMap;

pub use job::StatsJob;

/// What the page asks.
#[derive(Debug, Deserialize)]
#[serde(tag = "do", rename_all = "kebab-case")]
pub enum StatsAction {
    /// The chooser's rows, for the page to lay out.
    Catalogue,
    /// Run the generators chosen (the form applied first); a run estimated past
    /// [`crate::page::status::ASK_PAST_SQUARES`] is asked about first unless `force`.
    Start {
        #[serde(default)]
        force: bool,
    },
    /// Run Parberry's Tables 1–2 the paper's way.
    Preset,
    Cancel,
    /// A fresh seed in the seed field.
    NewSeed,
    /// The page refused to start: a field is wrong.
    Refused,
    Export {
        format: String,
    },
}

/// Where the runs on show stand.
#[derive(Clone, Debug, PartialEq)]
enum State {
    Running,
    Done,
    Cancelled,
    Failed(String),
}

impl State {
    fn key(&self) -> &'static str {
        match self {
            State::Running => "running",
            State::Done => "done",
            State::Cancelled => "cancelled",
            State::Failed(_) => "failed",
        }
    }
}

/// One run of the runs on show: its name, what the Worker last said of it, and the summary
/// the charts and tables show (the last one, at most every [`SHOW_EVERY_MS`] while it runs).
struct RunState {
    name: String,
    progress: Option<tourgen::Progress>,
    summary: Option<Summary>,
    shown: Option<Summary>,
    spent_ms: f64,
}

/// While runs go on, the charts and tables take their summaries at most this often (of the
/// job's time), the progress rows at every report.
const SHOW_EVERY_MS: f64 = 250.0;

/// The runs of one Start (or of the preset).
struct Batch {
    id: u64,
    preset: bool,
    runs: Vec<RunState>,
    state: State,
    elapsed_ms: f64,
    /// The job's time when the charts and tables last took the summaries.
    shown_ms: f64,
    /// The status line while it runs.
    running: String,
}

/// The statistics page.
pub struct StatsLab {
    form: StatsForm,
    batch: Option<Batch>,
    next_id: u64,
    /// A line that stands until the next change (a refused Start, a cancel under way).
    note: Option<String>,
    /// Counts every change of what the charts show.
    version: u64,
    /// Each view's last scene: the version, the numbering and the size it showed.
    drawn: HashMap<String, (u64, Numbering, u64, u64, Scheme)>,
}

type Error = FormError<StatsField>;

impl StatsLab {
    /// Start `specs` (named `names`) in a Worker: the call, and the runs on show set aside.
    fn launch(&mut self, preset: bool, specs: Vec<RunSpec>, running: String) -> Reply {
        let drop = self
            .batch
            .as_ref()
            .filter(|b| b.state == State::Running)
            .map(|b| b.id);
        let runs = specs
            .iter()
            .map(|s| RunState {
                name: run_name(s),
                progress: None,
                summary: None,
                shown: None,
                spent_ms: 0.0,
            })
            .collect();
        let id = self.next_id;
        self.next_id += 1;
        let label = format!(
            "Running {}",
            counted(specs.len() as u64, "generator", "generators")
        );
        let spec = JobSpec {
            seed: self.form.seed.to_string(),
            runs: specs,
        };
        self.batch = Some(Batch {
            id,
            preset,
            runs,
            state: State::Running,
            elapsed_ms: 0.0,
            shown_ms: f64::NEG_INFINITY,
            running,
        });
        self.note = None;
        self.version += 1;
        Reply {
            worker: Some(WorkerCall {
                id,
                kind: job::KIND,
                spec: serde_json::to_value(spec).unwrap_or_default(),
                parallel: false,
                label,
                answers: false,
            }),
            drop: drop.into_iter().collect(),
            ..Reply::none()
        }
    }

    fn start(&mut self, force: bool) -> Result<Reply, Error> {
        use crate::page::form::Form;
        self.form.check()?;
        let f = &self.form;
        // At least one attempt a tour, each walking the whole board.
        let squares = f.chosen().count() as f64 * f.tours as f64 * f.board.squares() as f64;
        let how = format!(
            "{} x {} x {} squares",
            counted(f.chosen().count() as u64, "generator", "generators"),
            counted(f.tours, "tour", "tours"),
            count(f.board.squares() as u64),
        );
        let ask = Confirm::long_run(
            squares,
            &how,
            serde_json::json!({"do": "start", "force": true}),
        );
        if let Some(confirm) = ask.filter(|_| !force) {
            return Ok(Reply {
                confirm: Some(confirm),
                ..Reply::none()
            });
        }
        let region = job::RegionSpec {
            leaper: f.text(StatsField::Leaper),
            wrap: f.text(StatsField::Wrap),
            shape: f.text(StatsField::Shape),
        };
        let specs: Vec<RunSpec> = f
            .chosen()
            .map(|k| RunSpec {
                source: f.spec(k).to_string(),
                board: f.board,
                tours: f.tours,
                obfuscate: f.obfuscates(k),
                shatter: f.shatter.key().into(),
                region: region.clone(),
            })
            .collect();
        let on = f
            .region()
            .map_or(f.board.to_string(), |r| match r.is_plain() {
                true => f.board.to_string(),
                false => r.describe(),
            });
        let running = format!(
            "Running {} on {}, {} each, seed {}…",
            counted(specs.len() as u64, "generator", "generators"),
            on,
            counted(f.tours, "tour", "tours"),
            f.seed
        );
        self.form.preset = false;
        Ok(self.launch(false, specs, running))
    }

    fn preset(&mut self) -> Reply {
        let specs: Vec<RunSpec> = tables::preset()
            .iter()
            .map(|p| RunSpec {
                source: p.source.into(),
                board: p.board(),
                tours: p.tours,
                obfuscate: true,
                shatter: p.shatter.key().into(),
                region: job::RegionSpec::default(),
            })
            .collect();
        let running = format!(
            "Running Parberry's Tables 1–2: {}, seed {}…",
            counted(specs.len() as u64, "run", "runs"),
            self.form.seed
        );
        self.form.preset = true;
        let mut reply = self.launch(true, specs, running);
        if let Some(b) = &mut self.batch {
            for (r, p) in b.runs.iter_mut().zip(tables::preset()) {
                r.name = format!("{} ({}x{})", p.label, p.n, p.n);
            }
        }
        if let Some(w) = &mut reply.worker {
            w.label = "Running Parberry's Tables 1–2".into();
        }
        reply
    }

    fn export(&self, format: &str) -> Reply {
        if format != "csv" {
            return Reply::say(format!("The numbers export as csv, not '{format}'."));
        }
        let list: Vec<Summary> = self
            .batch
            .iter()
            .flat_map(|b| b.runs.iter().filter_map(|r| r.summary.clone()))
            .collect();
        let Some(first) = list.first() else {
            return Reply::say("No tours to export yet: press Start.");
        };
        Reply {
            file: Some(File {
                bytes: Vec::new(),
                name: format!("move-distributions-{}-seed{}.csv", first.board, first.seed),
                mime: "text/csv",
                text: csv::write(&list),
            }),
            ..Reply::none()
        }
    }

    /// The status line, and a word on any option ticked for a generator not chosen.
    fn line(&self) -> String {
        if let Some(n) = &self.note {
            return n.clone();
        }
        let idle = self.form.idle_obfuscated();
        if idle.is_empty() {
            return self.state_line();
        }
        let names: Vec<&str> = idle
            .iter()
            .map(|&k| form::rows()[k].info.name.as_str())
            .collect();
        let names = names.join(", ");
        format!(
            "{} Obfuscated is ticked for {names}, not chosen: nothing runs for {}; tick {} to run it obfuscated.",
            self.state_line(),
            if idle.len() == 1 { "it" } else { "them" },
            if idle.len() == 1 { "it" } else { "each" },
        )
    }

    /// The status line of the runs on show.
    fn state_line(&self) -> String {
        let Some(b) = &self.batch else {
            return "Choose generators and press Start.".into();
        };
        let progress = || b.runs.iter().filter_map(|r| r.progress.as_ref());
        let (tours, _, _) = job::tally(progress());
        let each = b
            .runs
            .iter()
            .map(|r| {
                let n = r.progress.as_ref().map_or(0, |p| p.tours);
                format!("{} {}", r.name, count(n))
            })
            .collect::<Vec<_>>()
            .join(", ");
        match &b.state {
            State::Running => b.running.clone(),
            State::Done => format!(
                "Done: {} ({each}) in {}.",
                counted(tours, "tour", "tours"),
                job::duration(b.elapsed_ms)
            ),
            State::Cancelled => format!(
                "Cancelled after {} ({each}); the numbers below are for the tours counted.",
                counted(tours, "tour", "tours")
            ),
            State::Failed(e) => format!("The Worker failed: {e}"),
        }
    }
}

/// A run's name as its summary will give it (the source, and how it is obfuscated).
fn run_name(s: &RunSpec) -> String {
    let gen = crate::stats::GenSpec::parse(&s.source)
        .and_then(|g| {
            let region = s
                .region()
                .unwrap_or_else(|_| crate::region::Region::new(s.board));
            Generator::on(g, &region, 0, s.obfuscate)
        })
        .map(|g| g.with_shatter(Shatter::parse(&s.shatter).unwrap_or_default()));
    match gen.and_then(|g| Run::with_generator(g, 1)) {
        Ok(run) => run.summary().generator,
        Err(_) => s.source.clone(),
    }
}

impl Lab for StatsLab {
    const KEY: &'static str = "stats";
    type Form = StatsForm;
    type Action = StatsAction;

    fn open(form: &StatsForm) -> Result<StatsLab, Error> {
        Ok(StatsLab {
            form: form.clone(),
            batch: None,
            next_id: 1,
            note: None,
            version: 0,
            drawn: HashMap::new(),
        })
    }

    fn form(&self) -> StatsForm {
        self.form.clone()
    }

    fn apply(&mut self, form: &StatsForm) -> Result<(), Error> {
        self.form = form.clone();
        Ok(())
    }

    fn act(&mut self, action: StatsAction) -> Result<Reply, Error> {
        match action {
            StatsAction::Catalogue => Ok(Reply::value(show::catalogue())),
            StatsAction::Start { force } => self.start(force),
            StatsAction::Preset => Ok(self.preset()),
            StatsAction::Cancel => {
                let b = self.batch.as_ref().filter(|b| b.state == State::Running);
                if b.is_some() {
                    self.note = Some("Cancelling…".into());
                }
                Ok(Reply {
                    stop: b.map(|b| b.id),
                    ..Reply::none()
                })
            }
            StatsAction::NewSeed => {
                self.form.seed = crate::rng::fresh_seed().map_err(|e| {
                    FormError::new(StatsField::Seed, format!("no fresh seed to be had: {e}"))
                })?;
                Ok(Reply::none())
            }
            StatsAction::Refused => {
                self.note = Some("Not started: fix the marked field.".into());
                Ok(Reply::none())
            }
            StatsAction::Export { format } => Ok(self.export(&format)),
        }
    }

    fn feed(&mut self, feed: Feed) {
        let Some(b) = self.batch.as_mut().filter(|b| b.id == feed.id) else {
            return;
        };
        if let Some(e) = feed.error {
            b.state = State::Failed(e);
            self.note = None;
            return;
        }
        if let Ok(report) = serde_json::from_value::<JobReport>(feed.output) {
            for r in report.runs {
                let Some(run) = b.runs.get_mut(r.k) else {
                    continue;
                };
                run.summary = Summary::try_from(r.summary).ok();
                run.progress = Some(r.progress);
                run.spent_ms = r.spent_ms;
            }
            b.elapsed_ms = report.elapsed_ms;
        }
        let over = feed.cancelled || feed.finished;
        if over {
            b.state = if feed.cancelled {
                State::Cancelled
            } else {
                State::Done
            };
            self.note = None;
        }
        if over || b.elapsed_ms - b.shown_ms >= SHOW_EVERY_MS {
            for r in &mut b.runs {
                r.shown = r.summary.clone();
            }
            b.shown_ms = b.elapsed_ms;
            self.version += 1;
        }
    }

    fn status(&mut self) -> Status {
        let mut outputs = vec![
            Output::text("compass-cap", self.form.numbering.words()),
            Output::control(
                "cancel",
                self.batch
                    .as_ref()
                    .is_some_and(|b| b.state == State::Running),
            ),
            Output::control(
                "export-csv",
                self.batch.as_ref().is_some_and(|b| {
                    b.runs
                        .iter()
                        .any(|r| r.summary.as_ref().is_some_and(|s| s.tours > 0))
                }),
            ),
        ];
        outputs.extend(show::runs(self.batch.as_ref()));
        outputs.extend(show::table(self.batch.as_ref(), self.form.numbering));
        outputs.extend(show::paper(
            self.batch.as_ref().filter(|b| b.preset),
            self.form.numbering,
            self.form.preset,
        ));
        let carry = match self.form.numbering {
            Numbering::Squirrel => String::new(),
            n => format!("numbering={}", n.key()),
        };
        Status {
            line: self.line(),
            details: String::new(),
            explain: show::explain(self.form.numbering),
            outputs,
            carry,
            // The tours counted live only here: the link keeps the settings, not the counts.
            unsaved: self
                .batch
                .as_ref()
                .is_some_and(|b| b.runs.iter().any(|r| r.summary.is_some())),
            ..Status::default()
        }
    }

    fn scene(&mut self, view: &str, viewport: Viewport, _: &mut dyn Glyphs) -> Option<Scene<'_>> {
        let key = (
            self.version,
            self.form.numbering,
            viewport.width.to_bits(),
            viewport.height.to_bits(),
            viewport.scheme,
        );
        if self.drawn.get(view) == Some(&key) {
            return None;
        }
        let scene = match view {
            "compass" => compass(self.form.numbering, viewport.palette()),
            "chart-f" | "chart-r" => show::chart(
                self.batch.as_ref(),
                self.form.numbering,
                view == "chart-r",
                viewport,
            ),
            _ => return None,
        };
        self.drawn.insert(view.to_string(), key);
        Some(scene)
    }

    fn menus() -> Vec<Menu> {
        let mut menus = vec![
            Menu {
                field: "shatter",
                choices: vec![
                    Choice::new(
                        "disjoint",
                        "disjoint (001 §7)",
                        "a random set of rails with no square in common, switched at once, \
                         as 001 §7 writes it",
                    ),
                    Choice::new(
                        "sequential",
                        "sequential (his code)",
                        "every rail in random order, each switched if it is still a rail, as \
                         Parberry's generator does",
                    ),
                ],
            },
            numbering_menu("numbering"),
            crate::labs::walk::board_shape::wrap_menu(),
        ];
        for (k, r) in rows().iter().enumerate() {
            if !r.info.tiles.is_empty() {
                menus.push(Menu {
                    field: crate::page::form::Field::name(StatsField::Tiles(k)),
                    choices: TILES
                        .iter()
                        .map(|t| Choice::new(t.name, t.name, t.description))
                        .collect(),
                });
            }
        }
        menus
    }
}

/// The Worker job of kind [`job::KIND`].
pub fn worker_job(
    spec: &serde_json::Value,
    clock: Box<dyn crate::job::Clock>,
) -> Result<Box<dyn WorkerJob>, String> {
    Ok(Box::new(StatsJob::open(spec, clock)?))
}

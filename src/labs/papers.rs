//! The papers page: every claim of the five papers the tool can check ([`crate::papers`]), one
//! card each with its parameter and a Run button. A quick claim runs on the page's thread at
//! once; "Run all quick claims" runs them one a slice (a job); a long claim runs in a Worker
//! ([`PaperJob`]) with its progress on its card. The filter, the claim in focus and every
//! parameter changed from its default are kept in the link.

use crate::job::{Clock, Job, Progress};
use crate::page::form::{Field, Form, FormError};
use crate::page::status::{Choice, Feed, Menu, Output, Reply, Status, WorkerCall};
use crate::page::words::count;
use crate::page::{Lab, WorkerJob};
use crate::papers::{self, Claim, Cost, Record, CLAIMS};
use serde::Deserialize;
use serde_json::json;
use std::collections::BTreeMap;
use std::sync::OnceLock;

/// The page's fields: the paper shown, the claim in focus, and each claim's parameter (by the
/// claim's place in [`CLAIMS`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PapersField {
    Paper,
    Claim,
    Param(usize),
}

fn fields() -> &'static [PapersField] {
    static ALL: OnceLock<Vec<PapersField>> = OnceLock::new();
    ALL.get_or_init(|| {
        let params = CLAIMS
            .iter()
            .enumerate()
            .filter(|(_, c)| c.param.is_some())
            .map(|(i, _)| PapersField::Param(i));
        [PapersField::Paper, PapersField::Claim]
            .into_iter()
            .chain(params)
            .collect()
    })
}

/// A claim's parameter field's name: `p-` and the claim's id.
fn param_name(i: usize) -> &'static str {
    static NAMES: OnceLock<Vec<String>> = OnceLock::new();
    &NAMES.get_or_init(|| CLAIMS.iter().map(|c| format!("p-{}", c.id)).collect())[i]
}

impl Field for PapersField {
    fn all() -> &'static [PapersField] {
        fields()
    }

    fn name(self) -> &'static str {
        match self {
            PapersField::Paper => "paper",
            PapersField::Claim => "claim",
            PapersField::Param(i) => param_name(i),
        }
    }
}

/// The papers by their seed number, as the filter lists them.
const PAPERS: [(&str, &str); 6] = [
    ("", "All five"),
    ("000", "000 Squirrel & Cull"),
    ("001", "001 Parberry"),
    ("002", "002 Phadke"),
    ("003", "003 Lin & Wei"),
    ("004", "004 Irwin"),
];

/// The filter, the claim in focus, and each claim's parameter as text.
#[derive(Clone, Debug, PartialEq)]
pub struct PapersForm {
    pub paper: &'static str,
    pub claim: Option<&'static str>,
    pub params: Vec<String>,
}

impl Default for PapersForm {
    fn default() -> PapersForm {
        PapersForm {
            paper: "",
            claim: None,
            params: CLAIMS
                .iter()
                .map(|c| c.param.map_or("", |p| p.default).to_string())
                .collect(),
        }
    }
}

impl Form for PapersForm {
    type Field = PapersField;

    fn text(&self, f: PapersField) -> String {
        match f {
            PapersField::Paper => self.paper.to_string(),
            PapersField::Claim => self.claim.unwrap_or("").to_string(),
            PapersField::Param(i) => self.params[i].clone(),
        }
    }

    fn set(&mut self, f: PapersField, text: &str) -> Result<(), String> {
        let t = text.trim();
        match f {
            PapersField::Paper => {
                self.paper = PAPERS
                    .iter()
                    .map(|p| p.0)
                    .find(|&p| p == t)
                    .ok_or_else(|| format!("paper '{t}' is not one of 000-004"))?;
            }
            PapersField::Claim => {
                self.claim = match t {
                    "" => None,
                    id => Some(papers::find(id).map_err(|_| format!("no claim '{id}'"))?.id),
                };
            }
            PapersField::Param(i) => {
                // Starting a run sets nothing going: it checks the parameter.
                CLAIMS[i].start(Some(t)).map_err(|e| e.to_string())?;
                self.params[i] = t.to_string();
            }
        }
        Ok(())
    }
}

/// What the page asks.
#[derive(Debug, Deserialize)]
#[serde(tag = "do", rename_all = "kebab-case")]
pub enum PapersAction {
    /// The claims, for the page to lay out its cards.
    Catalogue,
    /// Run a claim with the parameter on show.
    Run { claim: String },
    /// Stop a claim's run in its Worker.
    Cancel { claim: String },
    /// Run every quick claim the filter shows, one a slice.
    RunQuick,
}

/// A claim's run in a Worker: how far it is.
struct Running {
    id: u64,
    progress: Option<Progress>,
}

/// The papers page.
pub struct PapersLab {
    form: PapersForm,
    records: BTreeMap<&'static str, Record>,
    running: BTreeMap<&'static str, Running>,
    /// A claim's last words: why its run failed, or that it was cancelled.
    notes: BTreeMap<&'static str, (bool, String)>,
    next_id: u64,
    /// "Run all quick claims": the claims left, and how many there were.
    quick: Option<(Vec<&'static Claim>, usize)>,
    line: String,
}

type Error = FormError<PapersField>;

fn claim(id: &str) -> Result<(usize, &'static Claim), Error> {
    CLAIMS
        .iter()
        .enumerate()
        .find(|(_, c)| c.id == id)
        .ok_or_else(|| FormError::new(PapersField::Claim, format!("no claim '{id}'")))
}

impl PapersLab {
    fn param(&self, i: usize) -> Option<&str> {
        CLAIMS[i].param.map(|_| self.form.params[i].as_str())
    }

    fn shown(&self, c: &Claim) -> bool {
        self.form.paper.is_empty() || c.seed == self.form.paper
    }

    /// Run a quick claim here, to its end.
    fn run_here(&mut self, i: usize) -> Result<(), Error> {
        let c = &CLAIMS[i];
        let run = papers::run_to_end(c.id, self.param(i)).map_err(|e| param_error(i, e))?;
        self.notes.remove(c.id);
        if let Some(r) = run.record() {
            self.records.insert(c.id, r);
        }
        Ok(())
    }

    fn tally(&self) -> String {
        if self.records.is_empty() {
            return String::new();
        }
        let mut by: BTreeMap<&str, u64> = BTreeMap::new();
        for r in self.records.values() {
            *by.entry(r.verdict.words()).or_default() += 1;
        }
        let parts: Vec<String> = by
            .iter()
            .map(|(k, n)| format!("{} {k}", count(*n)))
            .collect();
        format!(
            "Run so far: {} of {} claims — {}.",
            self.records.len(),
            CLAIMS.len(),
            parts.join(", ")
        )
    }
}

/// A claim's error beside its parameter (or its card, for an unknown claim).
fn param_error(i: usize, e: papers::ClaimError) -> Error {
    match e.field() {
        "param" => FormError::new(PapersField::Param(i), e),
        _ => FormError::new(PapersField::Claim, e),
    }
}

impl Lab for PapersLab {
    const KEY: &'static str = "papers";
    type Form = PapersForm;
    type Action = PapersAction;

    fn open(form: &PapersForm) -> Result<PapersLab, Error> {
        Ok(PapersLab {
            form: form.clone(),
            records: BTreeMap::new(),
            running: BTreeMap::new(),
            notes: BTreeMap::new(),
            next_id: 1,
            quick: None,
            line: String::new(),
        })
    }

    fn form(&self) -> PapersForm {
        self.form.clone()
    }

    fn apply(&mut self, form: &PapersForm) -> Result<(), Error> {
        self.form = form.clone();
        Ok(())
    }

    fn act(&mut self, action: PapersAction) -> Result<Reply, Error> {
        match action {
            PapersAction::Catalogue => Ok(Reply::value(json!(papers::catalogue()))),
            PapersAction::Run { claim: id } => {
                let (i, c) = claim(&id)?;
                self.form.claim = Some(c.id);
                if c.cost == Cost::Quick {
                    self.run_here(i)?;
                    return Ok(Reply::none());
                }
                // The parameter is checked here, so a bad one is said at once.
                c.start(self.param(i)).map_err(|e| param_error(i, e))?;
                let drop = self.running.remove(c.id).map(|r| r.id);
                let jid = self.next_id;
                self.next_id += 1;
                self.running.insert(
                    c.id,
                    Running {
                        id: jid,
                        progress: None,
                    },
                );
                self.notes.remove(c.id);
                Ok(Reply {
                    worker: Some(WorkerCall {
                        id: jid,
                        kind: "paper",
                        spec: json!({"claim": c.id, "param": self.param(i)}),
                        parallel: false,
                        label: format!("Running {}", c.id),
                        answers: false,
                    }),
                    drop: drop.into_iter().collect(),
                    ..Reply::none()
                })
            }
            PapersAction::Cancel { claim: id } => {
                let (_, c) = claim(&id)?;
                Ok(Reply {
                    stop: self.running.get(c.id).map(|r| r.id),
                    ..Reply::none()
                })
            }
            PapersAction::RunQuick => {
                let list: Vec<&'static Claim> = CLAIMS
                    .iter()
                    .filter(|c| c.cost == Cost::Quick && self.shown(c))
                    .collect();
                let n = list.len();
                self.quick = Some((list.into_iter().rev().collect(), n));
                Ok(Reply::none())
            }
        }
    }

    fn feed(&mut self, feed: Feed) {
        let Some((&id, r)) = self.running.iter_mut().find(|(_, r)| r.id == feed.id) else {
            return;
        };
        if let Some(e) = feed.error {
            self.notes.insert(id, (true, e));
            self.running.remove(id);
        } else if feed.cancelled {
            self.notes.insert(id, (false, "cancelled".into()));
            self.running.remove(id);
        } else if feed.finished {
            if let Ok(record) = serde_json::from_value::<RecordIn>(feed.output) {
                self.records.insert(id, record.into_record(id));
            }
            self.running.remove(id);
        } else {
            r.progress = Some(Progress::new(feed.done, feed.total, feed.words));
        }
    }

    fn job(&mut self) -> Option<&mut dyn Job> {
        if self.quick.is_some() {
            Some(self)
        } else {
            None
        }
    }

    fn status(&mut self) -> Status {
        let mut outputs = vec![Output::text("tally", self.tally())];
        for c in CLAIMS {
            let id = c.id;
            let record = self.records.get(id);
            let running = self.running.get(id);
            let verdict = record.map_or(String::new(), |r| {
                serde_json::to_value(r.verdict)
                    .ok()
                    .and_then(|v| v.as_str().map(str::to_string))
                    .unwrap_or_default()
            });
            let mut card = Output::show(format!("claim-{id}"), self.shown(c))
                .with_data("verdict", &verdict)
                .with_data("running", running.is_some())
                .with_data("focused", self.form.claim == Some(id));
            card.text = None;
            outputs.push(card);
            let (badge, why) = match record {
                Some(r) => {
                    let words = r.verdict.words();
                    let why = r.verdict_words.strip_prefix(words).unwrap_or("");
                    let why = why.trim_start_matches(':').trim();
                    (
                        words.to_string(),
                        if why.is_empty() {
                            String::new()
                        } else {
                            format!("— {why}")
                        },
                    )
                }
                None => ("not run yet".into(), String::new()),
            };
            outputs.push(Output::text(format!("badge-{id}"), badge).with_data("verdict", &verdict));
            outputs.push(Output::text(format!("why-{id}"), why));
            outputs.push(Output::text(
                format!("tool-{id}"),
                record.map_or("not run yet".into(), |r| r.tool_value.clone()),
            ));
            outputs.push(Output::text(
                format!("detail-{id}"),
                record.map_or(String::new(), |r| r.detail.clone()),
            ));
            let link = record.map_or(c.page.to_string(), |r| r.link.clone());
            // A claim no lab shows (page "") has no link.
            outputs.push(
                Output::text(format!("lab-{id}"), "Open in the lab →")
                    .with_shown(!link.is_empty())
                    .with_href(link),
            );
            let (note_is_error, note) = self.notes.get(id).cloned().unwrap_or_default();
            let job = match running.and_then(|r| r.progress.as_ref()) {
                Some(p) => format!("{} ({:.0}%)", p.words, p.fraction() * 100.0),
                None if running.is_some() => "starting…".into(),
                None if !note_is_error => note.clone(),
                None => String::new(),
            };
            outputs.push(Output::text(format!("job-{id}"), job));
            let fraction = running
                .and_then(|r| r.progress.as_ref())
                .map_or(0.0, Progress::fraction);
            outputs.push(
                Output::show(format!("progress-{id}"), running.is_some()).with_value(fraction),
            );
            outputs.push(Output::control(format!("cancel-{id}"), running.is_some()));
            outputs.push(Output::text(
                format!("run-{id}-msg"),
                if note_is_error { note } else { String::new() },
            ));
        }
        let line = if self.line.is_empty() {
            let quick = CLAIMS.iter().filter(|c| c.cost == Cost::Quick).count() as u64;
            format!(
                "{} claims of the five papers; {} quick ones run here at once, the others in the background.",
                count(CLAIMS.len() as u64),
                count(quick)
            )
        } else {
            self.line.clone()
        };
        Status {
            line,
            details: String::new(),
            explain:
                "Each card quotes a claim and gives the paper's value; Run computes the tool's \
                      value with the same code as the labs and the command line. The verdict says \
                      whether the paper's value is reproduced, differs (and how), is not \
                      reproduced, or cannot be checked here (and why); Open in the lab shows the \
                      claim on its page."
                    .into(),
            outputs,
            ..Status::default()
        }
    }

    fn menus() -> Vec<Menu> {
        vec![Menu {
            field: "paper",
            choices: PAPERS
                .iter()
                .map(|(v, l)| Choice::new(*v, *l, ""))
                .collect(),
        }]
    }
}

impl Job for PapersLab {
    fn work(&mut self, units: u64) -> Result<Progress, String> {
        let Some((mut left, n)) = self.quick.take() else {
            return Ok(Progress::finished(""));
        };
        for _ in 0..units.max(1) {
            let Some(c) = left.pop() else { break };
            let i = CLAIMS.iter().position(|x| x.id == c.id).unwrap_or(0);
            if let Err(e) = self.run_here(i) {
                self.notes.insert(c.id, (true, e.message));
            }
        }
        let done = (n - left.len()) as u64;
        if left.is_empty() {
            self.line = format!(
                "Ran {} quick claims; the others run in the background with their own Run buttons.",
                count(n as u64)
            );
            return Ok(Progress::finished(self.line.clone()));
        }
        let next = left.last().map_or("", |c| c.id);
        self.line = format!("Running {next} ({} of {})…", done + 1, n);
        self.quick = Some((left, n));
        Ok(Progress::new(done, n as u64, self.line.clone()))
    }

    fn cancel(&mut self) {
        self.quick = None;
    }

    fn name(&self) -> String {
        "Running the quick claims".into()
    }
}

/// A claim's record as a Worker sends it back.
#[derive(Deserialize)]
struct RecordIn {
    param: String,
    paper_value: String,
    tool_value: String,
    verdict: papers::VerdictKind,
    verdict_words: String,
    detail: String,
    link: String,
    data: serde_json::Value,
}

impl RecordIn {
    fn into_record(self, id: &'static str) -> Record {
        let c = papers::find(id).expect("a claim that ran");
        Record {
            id: c.id,
            seed: c.seed,
            place: c.place,
            param: self.param,
            paper_value: self.paper_value,
            tool_value: self.tool_value,
            verdict: self.verdict,
            verdict_words: self.verdict_words,
            detail: self.detail,
            link: self.link,
            data: self.data,
        }
    }
}

/// A claim's run in a Worker.
pub struct PaperJob {
    run: papers::Run,
    sent: bool,
}

impl PaperJob {
    /// The run `spec` describes: `{claim, param}` (param null: its default), timed (on the cards
    /// that measure time) by `clock`.
    pub fn open(spec: &serde_json::Value, clock: Box<dyn Clock>) -> Result<PaperJob, String> {
        let id = spec["claim"].as_str().ok_or("no claim given")?;
        let run = papers::find(id)
            .and_then(|c| c.start_clocked(spec["param"].as_str(), clock))
            .map_err(|e| e.to_string())?;
        Ok(PaperJob { run, sent: false })
    }
}

impl Job for PaperJob {
    fn work(&mut self, units: u64) -> Result<Progress, String> {
        Ok(self.run.work(units))
    }
}

impl WorkerJob for PaperJob {
    fn output(&mut self) -> serde_json::Value {
        match self.run.record() {
            Some(r) if !self.sent => {
                self.sent = true;
                serde_json::to_value(r).unwrap_or_default()
            }
            _ => serde_json::Value::Null,
        }
    }
}

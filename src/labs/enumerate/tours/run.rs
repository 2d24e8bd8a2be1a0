//! A count under way across the pool of Workers, as job `id`: each part's latest tally (a part
//! sends its whole tally each time, so a post lost to a newer one loses nothing), merged into
//! the count's line and, once every part has searched all its tasks, a row of the results.

use super::job::PartOutput;
use super::TourSpec;
use crate::page::status::{Feed, Row};
use crate::page::words::{count, counted, decimal};

/// Where a count stands.
#[derive(Clone, Debug, PartialEq)]
pub enum RunState {
    Running,
    Done,
    Cancelled,
    Failed(String),
}

/// One part's latest post, and whether it is over.
#[derive(Clone, Copy, Debug, Default)]
struct Part {
    out: PartOutput,
    over: bool,
    cancelled: bool,
}

/// A count in Workers.
pub struct TourRun {
    pub id: u64,
    pub spec: TourSpec,
    parts: Vec<Part>,
    pub state: RunState,
}

/// `part` of `whole` as a percentage with two decimals (`–` when there is no whole).
fn share(part: u64, whole: u64) -> String {
    if whole == 0 {
        "–".to_string()
    } else {
        format!("{}%", decimal(100.0 * part as f64 / whole as f64, 2))
    }
}

impl TourRun {
    /// The count of `spec`, begun as job `id`.
    pub fn new(id: u64, spec: TourSpec) -> TourRun {
        TourRun {
            id,
            spec,
            parts: Vec::new(),
            state: RunState::Running,
        }
    }

    pub fn running(&self) -> bool {
        self.state == RunState::Running
    }

    /// A post of one of the Workers: true when it ends the count (every part is over).
    pub fn feed(&mut self, feed: Feed) -> bool {
        let parts = feed.parts.max(1) as usize;
        if self.parts.len() < parts {
            self.parts.resize(parts, Part::default());
        }
        let p = &mut self.parts[(feed.part as usize).min(parts - 1)];
        if let Ok(out) = serde_json::from_value::<PartOutput>(feed.output) {
            p.out = out;
        }
        p.over |= feed.finished || feed.cancelled || feed.error.is_some();
        p.cancelled |= feed.cancelled;
        if let Some(e) = feed.error {
            self.state = RunState::Failed(e);
        }
        if !self.parts.iter().all(|p| p.over) {
            return false;
        }
        if self.state == RunState::Running {
            let whole = self.parts.iter().all(|p| p.out.complete && !p.cancelled);
            self.state = if whole {
                RunState::Done
            } else {
                RunState::Cancelled
            };
        }
        true
    }

    /// The parts' tallies added up (ms: the longest part's; complete: every part's).
    pub fn merged(&self) -> PartOutput {
        let first = PartOutput {
            complete: true,
            ..PartOutput::default()
        };
        self.parts.iter().fold(first, |m, p| PartOutput {
            tours: m.tours + p.out.tours,
            warnsdorff: m.warnsdorff + p.out.warnsdorff,
            nodes: m.nodes + p.out.nodes,
            done: m.done + p.out.done,
            tasks: m.tasks + p.out.tasks,
            ms: m.ms.max(p.out.ms),
            complete: m.complete && p.out.complete,
        })
    }

    /// The Workers the count is shared among (once the first has posted).
    pub fn workers(&self) -> usize {
        self.parts.len()
    }

    /// The count's line: how far it is, or what it found.
    pub fn line(&self) -> String {
        let m = self.merged();
        let on = match self.workers() {
            0 => "in Workers".to_string(),
            n => format!("on {}", counted(n as u64, "Worker", "Workers")),
        };
        let what = self.spec.describe();
        let secs = decimal(m.ms / 1000.0, 2);
        match &self.state {
            RunState::Running => format!(
                "Counting the {what} {on}: {} of {} tasks, {} searched, {secs} s…",
                count(m.done),
                count(m.tasks),
                counted(m.nodes, "position", "positions")
            ),
            RunState::Done => format!(
                "Counted the {what} {on} in {secs} s: {}, {} of them Warnsdorff tours ({}); {} searched.",
                count(m.tours),
                count(m.warnsdorff),
                share(m.warnsdorff, m.tours),
                counted(m.nodes, "position", "positions")
            ),
            RunState::Cancelled => format!(
                "Cancelled after {secs} s ({} of {} tasks, {} searched): no count, as a count is only given whole.",
                count(m.done),
                count(m.tasks),
                counted(m.nodes, "position", "positions")
            ),
            RunState::Failed(e) => format!("The count failed: {e}"),
        }
    }

    /// The row of the results table once the count is whole: what was counted, all tours,
    /// Warnsdorff tours, their share, positions and seconds.
    pub fn row(&self) -> Option<Row> {
        if self.state != RunState::Done {
            return None;
        }
        let m = self.merged();
        Some(
            Row::texts([
                self.spec.describe(),
                count(m.tours),
                count(m.warnsdorff),
                share(m.warnsdorff, m.tours),
                count(m.nodes),
                format!(
                    "{} s ({})",
                    decimal(m.ms / 1000.0, 2),
                    counted(self.workers() as u64, "Worker", "Workers")
                ),
            ])
            .with_data("tours", m.tours)
            .with_data("warnsdorff", m.warnsdorff),
        )
    }
}

//! A run of the page in Workers: how it stands, and what each of its parts has said.

use crate::page::status::Feed;
use crate::page::words::decimal;

/// How a part's run stands.
#[derive(Clone, Debug, PartialEq)]
pub enum State {
    Idle,
    Running,
    Done,
    Cancelled,
    Failed(String),
    Imported,
}

impl State {
    pub fn name(&self) -> &'static str {
        match self {
            State::Idle => "idle",
            State::Running => "running",
            State::Done => "done",
            State::Cancelled => "cancelled",
            State::Failed(_) => "failed",
            State::Imported => "imported",
        }
    }
}

/// A run in Workers: its id, and what each of its parts has said.
#[derive(Clone, Debug)]
pub struct Run {
    pub id: u64,
    /// How far each part is, and whether it is over; empty until the first feed.
    parts: Vec<(u64, u64, bool)>,
    /// The longest a part has worked, in ns of its Worker's clock.
    elapsed_ns: f64,
    cancelled: bool,
    error: Option<String>,
}

impl Run {
    pub fn new(id: u64) -> Run {
        Run {
            id,
            parts: Vec::new(),
            elapsed_ns: 0.0,
            cancelled: false,
            error: None,
        }
    }

    /// Take in a feed: whether every part is now over.
    pub fn take(&mut self, feed: &Feed) -> bool {
        let n = feed.parts.max(1) as usize;
        if self.parts.len() != n {
            self.parts = vec![(0, 1, false); n];
        }
        let part = (feed.part as usize).min(n - 1);
        let over = feed.finished || feed.cancelled || feed.error.is_some();
        self.parts[part] = (feed.done, feed.total.max(1), over || self.parts[part].2);
        if let Some(ns) = feed.output.get("elapsed_ns").and_then(|v| v.as_f64()) {
            self.elapsed_ns = self.elapsed_ns.max(ns);
        }
        self.cancelled |= feed.cancelled;
        if let Some(e) = &feed.error {
            self.error.get_or_insert_with(|| e.clone());
        }
        self.parts.iter().all(|p| p.2)
    }

    /// How many Workers have said how far they are.
    pub fn workers(&self) -> usize {
        self.parts.len()
    }

    /// The share done, the parts weighed alike.
    pub fn fraction(&self) -> f64 {
        if self.parts.is_empty() {
            return 0.0;
        }
        let sum: f64 = self
            .parts
            .iter()
            .map(|&(d, t, over)| if over { 1.0 } else { d as f64 / t as f64 })
            .sum();
        sum / self.parts.len() as f64
    }

    /// The longest part's time in seconds, in words: `under 0.01`, `0.25`, `3.1`.
    pub fn seconds(&self) -> String {
        let s = self.elapsed_ns / 1e9;
        match s {
            s if s < 0.01 => "under 0.01".into(),
            s if s < 1.0 => decimal(s, 2),
            s => decimal(s, 1),
        }
    }

    /// The state it ended in.
    pub fn ended(&self) -> State {
        match (&self.error, self.cancelled) {
            (Some(e), _) => State::Failed(e.clone()),
            (None, true) => State::Cancelled,
            (None, false) => State::Done,
        }
    }
}

//! The paper's sets (002 §"Number of Sets", §"Results for the Full Board"): the 10 start cells
//! of Figure 3 with their symmetry multiplicities, the 53 start/end pairs, the paper's printed
//! numbers, and runs over many pairs or variants (threaded natively with rayon).
//!
//! Only the totals survive in the paper's text; its Table 1 and Table 2 (per pair and per start)
//! and the Algo tables are lost, so the only per-pair number to compare is a8→c7's 14,258.

use super::cells::Cell;
use super::reading::Reading;
use super::search::{Counts, Problem};
use super::variant::{variants, Family, Variant};

/// The 10 start cells of Figure 3 in the paper's order, with the number of cells of the board
/// each stands for (4 on a diagonal, else 8).
pub const STARTS: [(&str, u32); 10] = [
    ("a8", 4),
    ("b8", 8),
    ("c8", 8),
    ("d8", 8),
    ("b7", 4),
    ("c7", 8),
    ("d7", 8),
    ("c6", 4),
    ("d6", 8),
    ("d5", 4),
];

/// The end cells of each start as the paper lists them (§"Number of Sets").
pub const ENDS: [&[&str]; 10] = [
    &["c7", "b6"],
    &["a6", "c6", "d7"],
    &["a7", "b6", "d6", "e7"],
    &["b7", "c6", "e6", "f7"],
    &["a5", "c5", "d6", "d8"],
    &["a8", "a6", "b5", "d5", "e6", "e8"],
    &["b8", "b6", "c5", "e5", "f6", "f8"],
    &["b8", "a7", "a5", "b4", "d4", "e5", "e7", "d8"],
    &["c8", "b7", "b5", "c4", "e4", "f5", "f7", "e8"],
    &["c7", "b6", "b4", "c3", "e3", "f4", "f6", "e7"],
];

/// One of the 53 pairs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
pub struct Pair {
    /// 1–10: the start's number in Figure 3.
    pub set: u8,
    /// 0-based position of the end in the paper's list for that start (3(b) is set 3, end 1).
    pub end_no: u8,
    pub start: Cell,
    pub end: Cell,
    /// Cells of the board this pair stands for (the start's multiplicity).
    pub multiplicity: u32,
}

impl Pair {
    /// The paper's label, e.g. `3(b)`.
    pub fn label(&self) -> String {
        format!("{}({})", self.set, char::from(b'a' + self.end_no))
    }
}

/// The 53 pairs in the paper's order.
pub fn pairs() -> Vec<Pair> {
    let mut out = Vec::with_capacity(53);
    for (i, ((s, m), ends)) in STARTS.iter().zip(ENDS.iter()).enumerate() {
        let start = Cell::parse(s).expect("start");
        for (j, e) in ends.iter().enumerate() {
            out.push(Pair {
                set: i as u8 + 1,
                end_no: j as u8,
                start,
                end: Cell::parse(e).expect("end"),
                multiplicity: *m,
            });
        }
    }
    out
}

/// A number printed in the paper, with where it stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub struct PaperNumber {
    pub what: &'static str,
    pub value: u64,
}

/// a8→c7 under strict Warnsdorff (§"Working of the Computer Program").
pub const PAPER_A8_C7: u64 = 14_258;
/// The 53 pairs under strict Warnsdorff ("Just under a million, 989,931").
pub const PAPER_PLAIN: u64 = 989_931;
/// The whole board under strict Warnsdorff, by multiplicities (§"Results for the Full Board").
pub const PAPER_PLAIN_BOARD: u64 = 5_732_056;
/// The 736 full-corner-dash algorithms, no-dash included.
pub const PAPER_FULL_DASH: u64 = 5_201_841;
/// The 10,144 semi-corner-dash algorithms.
pub const PAPER_SEMI_DASH: u64 = 40_639_273;
/// Full + semi corner dashes.
pub const PAPER_ALL_DASH: u64 = 45_841_114;
/// ECD with full or no dashes (256 algorithms).
pub const PAPER_ECD_FULL: u64 = 570_079;
/// ECD with semi dashes (1,792 algorithms).
pub const PAPER_ECD_SEMI: u64 = 2_366_427;
/// XCD with full or no dashes (1,224 algorithms).
pub const PAPER_XCD_FULL: u64 = 1_091_095;
/// XCD with semi dashes (8,280 algorithms).
pub const PAPER_XCD_SEMI: u64 = 4_366_840;
/// The paper's grand total. Its own parts add up to 54,235,555, 951 more.
pub const PAPER_GRAND_TOTAL: u64 = 54_234_604;
/// Everything, over the whole board by multiplicities.
pub const PAPER_GRAND_BOARD: u64 = 324_850_856;

/// The paper's count of solutions and of algorithms (runs) for a family.
pub fn paper_family(f: Family) -> (u64, u64) {
    match f {
        Family::Plain => (PAPER_PLAIN, 53),
        Family::FullDash => (PAPER_FULL_DASH, 736),
        Family::SemiDash => (PAPER_SEMI_DASH, 10_144),
        Family::EcdFull => (PAPER_ECD_FULL, 256),
        Family::EcdSemi => (PAPER_ECD_SEMI, 1_792),
        Family::XcdFull => (PAPER_XCD_FULL, 1_224),
        Family::XcdSemi => (PAPER_XCD_SEMI, 8_280),
    }
}

/// One enumeration's result.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub struct SetResult {
    pub pair: Pair,
    pub variant: Variant,
    pub counts: Counts,
}

/// Every (pair, variant) of a family, in the paper's pair order.
pub fn family_jobs(family: Family) -> Vec<(Pair, Variant)> {
    pairs()
        .into_iter()
        .flat_map(|p| {
            variants(p.start, p.end, family)
                .into_iter()
                .map(move |v| (p, v))
        })
        .collect()
}

/// Count one (pair, variant).
pub fn run_one(pair: Pair, variant: Variant, reading: Reading) -> SetResult {
    let counts = Problem::new(pair.start, pair.end, variant, reading)
        .expect("the paper's pairs and their variants are valid")
        .count();
    SetResult {
        pair,
        variant,
        counts,
    }
}

/// Count many (pair, variant) jobs, one after the other.
pub fn run_serial(jobs: &[(Pair, Variant)], reading: Reading) -> Vec<SetResult> {
    jobs.iter().map(|&(p, v)| run_one(p, v, reading)).collect()
}

/// Count many jobs on every core (rayon; native only), in the jobs' order. `progress` is called
/// from worker threads with the number of jobs finished so far.
#[cfg(not(target_arch = "wasm32"))]
pub fn run_parallel(
    jobs: &[(Pair, Variant)],
    reading: Reading,
    progress: &(dyn Fn(usize) + Sync),
) -> Vec<SetResult> {
    use rayon::prelude::*;
    use std::sync::atomic::{AtomicUsize, Ordering};
    let done = AtomicUsize::new(0);
    jobs.par_iter()
        .map(|&(p, v)| {
            let r = run_one(p, v, reading);
            progress(done.fetch_add(1, Ordering::Relaxed) + 1);
            r
        })
        .collect()
}

/// Sum of counts, and of solutions weighted by multiplicity (the whole board's total).
pub fn totals(results: &[SetResult]) -> (Counts, u64) {
    let mut c = Counts::default();
    let mut board = 0;
    for r in results {
        c += r.counts;
        board += r.counts.solutions * r.pair.multiplicity as u64;
    }
    (c, board)
}

/// The paper's count for one pair, where its text prints one (only a8→c7; Table 1 is lost).
pub fn paper_pair(pair: &Pair) -> Option<u64> {
    (pair.set == 1 && pair.end_no == 0).then_some(PAPER_A8_C7)
}

/// The pair of the 53 that `start → end` is a symmetric image of, with the symmetry (see
/// [`Cell::transform`]) that maps it there. None when the two cells are not a knight's move apart.
pub fn canonical(start: Cell, end: Cell) -> Option<(Pair, u8)> {
    let ps = pairs();
    (0..8).find_map(|g| {
        let (s, e) = (start.transform(g), end.transform(g));
        ps.iter()
            .find(|p| p.start == s && p.end == e)
            .map(|p| (*p, g))
    })
}

/// A number with thousands separators, as the paper prints them.
pub fn thousands(n: u64) -> String {
    let s = n.to_string();
    let mut out = String::new();
    for (i, ch) in s.chars().enumerate() {
        if i > 0 && (s.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(ch);
    }
    out
}

/// "reproduced", or how far ours is from the paper's number.
pub fn verdict(ours: u64, paper: u64) -> String {
    if ours == paper {
        "reproduced".to_string()
    } else {
        let d = ours as i128 - paper as i128;
        format!(
            "NOT reproduced: ours {} is {}{} ({:+.2}%)",
            thousands(ours),
            if d > 0 { "+" } else { "-" },
            thousands(d.unsigned_abs() as u64),
            d as f64 * 100.0 / paper as f64
        )
    }
}

/// Jobs of a family run in slices by one of `stride` workers (it takes jobs `offset`,
/// `offset + stride`, …): the browser's pool of Workers splits a family this way.
#[derive(Clone, Debug)]
pub struct Batch {
    jobs: Vec<(usize, Pair, Variant)>,
    reading: Reading,
    next: usize,
    current: Option<(usize, Pair, super::search::Counter)>,
    results: Vec<(usize, SetResult)>,
}

impl Batch {
    /// This worker's share of `family`'s jobs (`stride` ≥ 1, `offset` < `stride`).
    pub fn new(family: Family, reading: Reading, offset: usize, stride: usize) -> Batch {
        let stride = stride.max(1);
        let jobs = family_jobs(family)
            .into_iter()
            .enumerate()
            .filter(|(i, _)| i % stride == offset % stride)
            .map(|(i, (p, v))| (i, p, v))
            .collect();
        Batch {
            jobs,
            reading,
            next: 0,
            current: None,
            results: Vec::new(),
        }
    }

    /// Jobs in this share.
    pub fn total(&self) -> usize {
        self.jobs.len()
    }

    /// Jobs finished.
    pub fn finished(&self) -> usize {
        self.next - self.current.is_some() as usize
    }

    /// Share done, 0–1, counting the job under way by its own progress.
    pub fn progress(&self) -> f64 {
        if self.jobs.is_empty() {
            return 1.0;
        }
        let partial = self.current.as_ref().map_or(0.0, |c| c.2.progress());
        (self.finished() as f64 + partial) / self.jobs.len() as f64
    }

    pub fn done(&self) -> bool {
        self.next >= self.jobs.len() && self.current.is_none()
    }

    /// Visit about `budget` positions; returns whether every job is done.
    pub fn work(&mut self, budget: u64) -> bool {
        let mut left = budget;
        loop {
            if self.current.is_none() {
                let Some(&(i, p, v)) = self.jobs.get(self.next) else {
                    return true;
                };
                self.next += 1;
                let problem = Problem::new(p.start, p.end, v, self.reading)
                    .expect("the paper's pairs and their variants are valid");
                self.current = Some((i, p, super::search::Counter::new(problem)));
            }
            let (i, p, c) = self.current.as_mut().expect("set above");
            let before = c.counts().nodes;
            let finished = c.work(left);
            let spent = c.counts().nodes - before;
            if finished {
                let r = SetResult {
                    pair: *p,
                    variant: c.problem().variant(),
                    counts: c.counts(),
                };
                self.results.push((*i, r));
                self.current = None;
            }
            if spent >= left {
                return self.done();
            }
            left -= spent.max(1);
        }
    }

    /// Results finished since the last call, with each job's index in [`family_jobs`].
    pub fn take_results(&mut self) -> Vec<(usize, SetResult)> {
        std::mem::take(&mut self.results)
    }
}

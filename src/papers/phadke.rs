//! Phadke's claims (002): the a8→c7 count and the 53-pair total under strict Warnsdorff, every
//! tie followed, under the enumeration's default reading.

use super::{
    link, once, Claim, ClaimError, Cost, Expected, Finding, PaperValue, Progress, Runner, Verdict,
    VerdictKind,
};
use crate::phadke::sets::{self, Batch, PAPER_A8_C7, PAPER_PLAIN, PAPER_PLAIN_BOARD};
use crate::phadke::{Cell, Family, Problem, Reading, Variant};
use serde_json::json;

fn no_param(p: &str) -> Result<(), ClaimError> {
    if p.is_empty() {
        Ok(())
    } else {
        Err(ClaimError::Param {
            name: "param",
            message: format!("this claim takes no parameter (got '{p}')"),
        })
    }
}

/// The verdict on a count against the paper's.
pub fn count_verdict(ours: u64, paper: u64, what: &str) -> Verdict {
    if ours == paper {
        Verdict::new(
            VerdictKind::Reproduced,
            format!("{what}: {} exactly", sets::thousands(ours)),
        )
    } else {
        Verdict::new(
            VerdictKind::NotReproduced,
            format!(
                "{what}: {}; none of the enumeration's 32 readings gives the paper's number (tests/reports/phadke.txt)",
                sets::verdict(ours, paper).trim_start_matches("NOT reproduced: "),
            ),
        )
    }
}

pub const A8_C7: Claim = Claim {
    id: "ph-a8-c7",
    seed: "002",
    authors: "Phadke",
    place: "§\"Working of the Computer Program\"",
    quote: "starting at a8 and ending at c7 … 14,258 solutions",
    paper_value: PaperValue::Text("14,258 closed tours a8→c7 under strict Warnsdorff"),
    cost: Cost::Quick,
    param: None,
    page: "enumerate.html",
    expected: || Expected::Numbers(vec![("solutions", PAPER_A8_C7)]),
    start: |p, e, _| {
        no_param(p)?;
        let paper = e.number("solutions").unwrap_or(u64::MAX);
        Ok(once(move || {
            let (a8, c7) = (
                Cell::parse("a8").expect("a8"),
                Cell::parse("c7").expect("c7"),
            );
            let reading = Reading::default();
            let c = Problem::new(a8, c7, Variant::default(), reading)
                .expect("a8→c7 closes")
                .count();
            Finding {
                tool_value: format!(
                    "{} closed tours ({} dead ends, {} positions)",
                    sets::thousands(c.solutions),
                    sets::thousands(c.dead_ends),
                    sets::thousands(c.nodes)
                ),
                verdict: count_verdict(c.solutions, paper, "a8→c7"),
                detail: format!(
                    "Every Warnsdorff walk from a8 with every tie followed, c7 reserved for the last move, counted exhaustively under the reading {} ({}).",
                    reading.name(),
                    reading.describe()
                ),
                data: json!({"solutions": c.solutions, "dead_ends": c.dead_ends, "nodes": c.nodes, "reading": reading.name()}),
                link: link(
                    "enumerate.html",
                    &[("start", "a8".into()), ("end", "c7".into())],
                ),
            }
        }))
    },
};

/// The 53 pairs counted in slices.
struct Pairs {
    /// The paper's total over the 53 pairs.
    paper: u64,
    batch: Batch,
    results: Vec<sets::SetResult>,
    out: Option<Finding>,
}

impl Runner for Pairs {
    fn work(&mut self, budget: u64) -> Progress {
        if self.out.is_none() {
            let done = self.batch.work(budget);
            self.results
                .extend(self.batch.take_results().into_iter().map(|(_, r)| r));
            if done {
                self.out = Some(self.finish());
            }
        }
        super::progress(
            self.out.is_some(),
            self.batch.progress(),
            format!("{} of 53 pairs counted", self.results.len()),
        )
    }

    fn finding(&self) -> Option<Finding> {
        self.out.clone()
    }
}

impl Pairs {
    fn finish(&self) -> Finding {
        let (c, board) = sets::totals(&self.results);
        let reading = Reading::default();
        Finding {
            tool_value: format!(
                "{} on the 53 pairs ({} over the whole board by multiplicities; the paper: {})",
                sets::thousands(c.solutions),
                sets::thousands(board),
                sets::thousands(PAPER_PLAIN_BOARD)
            ),
            verdict: count_verdict(c.solutions, self.paper, "the 53 pairs"),
            detail: format!(
                "The 53 start/end pairs of §\"Number of Sets\", each counted exhaustively as a8→c7 is (reading {}). The per-pair table of the paper is lost, so only the totals compare; a8→c7 alone is reproduced.",
                reading.name()
            ),
            data: json!({
                "solutions": c.solutions,
                "board": board,
                "pairs": self.results.iter().map(|r| json!({"pair": r.pair.label(), "start": r.pair.start.name(), "end": r.pair.end.name(), "solutions": r.counts.solutions})).collect::<Vec<_>>(),
            }),
            link: link("enumerate.html", &[("family", "plain".into())]),
        }
    }
}

pub const PAIRS_53: Claim = Claim {
    id: "ph-53-pairs",
    seed: "002",
    authors: "Phadke",
    place: "§\"Results for the Full Board\"",
    quote: "Just under a million, 989,931",
    paper_value: PaperValue::Text(
        "989,931 closed tours over the 53 pairs (5,732,056 over the whole board)",
    ),
    cost: Cost::Worker,
    param: None,
    page: "enumerate.html",
    expected: || Expected::Numbers(vec![("solutions", PAPER_PLAIN)]),
    start: |p, e, _| {
        no_param(p)?;
        Ok(Box::new(Pairs {
            paper: e.number("solutions").unwrap_or(u64::MAX),
            batch: Batch::new(Family::Plain, Reading::default(), 0, 1),
            results: Vec::new(),
            out: None,
        }))
    },
};

//! Every lab's status line, the headline a page shows above its board or results, says what
//! happened in at most 20 words: the details are one click away (the status's `details`). The
//! states are each lab's opening view and the views a class walks through: steps, plans played,
//! dead ends, boards without tours.

mod common;

use serde_json::json;
use warnsdorff::page::Page;

/// The most words a status line may take.
const MOST: usize = 20;

fn words(line: &str) -> usize {
    line.split_whitespace().count()
}

fn act(page: &mut dyn Page, action: serde_json::Value) {
    page.act(action.clone())
        .unwrap_or_else(|e| panic!("{action}: {e:?}"));
}

fn finish(page: &mut dyn Page) {
    let mut calls = 0;
    while let Some(job) = page.job() {
        job.work(1 << 14).unwrap();
        calls += 1;
        assert!(calls < 1_000_000, "the job ends");
    }
}

/// Lab `key` at `query`, then after each of `actions` (jobs run to their end): every status
/// line at most [`MOST`] words.
fn check(key: &str, query: &str, actions: &[serde_json::Value]) -> Vec<String> {
    let mut page = common::open_lab(key, query);
    finish(page.as_mut());
    let mut lines = vec![page.status().line];
    for a in actions {
        act(page.as_mut(), a.clone());
        finish(page.as_mut());
        lines.push(page.status().line);
    }
    for line in &lines {
        assert!(
            words(line) <= MOST,
            "{key}?{query}: {} words: {line}",
            words(line)
        );
    }
    lines
}

#[test]
fn the_walks_status_lines_are_short() {
    let steps = [json!({"do": "step"}), json!({"do": "advance", "n": 20})];
    check("walk", "", &steps);
    check("walk", "rule=random&seed=7", &steps);
    check(
        "walk",
        "board=5x5&start=2,2",
        &[json!({"do": "advance", "n": 100})],
    );
    check("walk", "board=4x4", &[json!({"do": "advance", "n": 100})]);
    check("walk", "rule=lookahead&board=12x12", &steps);
    check("walk", "rule2=random&board=10x10", &steps);
    check("walk", "board=8x8&step=64", &[]);
    // A search: entering, retreating, found, budget spent, no tour.
    let search = [
        json!({"do": "step"}),
        json!({"do": "advance", "n": 13}),
        json!({"do": "advance", "n": 100_000}),
    ];
    check(
        "walk",
        "board=5x5&start=1,3&ordering=36875124&search=open",
        &search,
    );
    check("walk", "board=8x8&search=closed&budget=30", &search);
    check("walk", "board=4x4&search=open", &search);
}

/// A search stopped while playing, or whose walk to a far step is cancelled, says so in its
/// status line (short, like the rest) and in its details, until it steps again.
#[test]
fn a_stopped_or_cancelled_search_says_so_in_few_words() {
    let mut page = common::open_lab("walk", "board=7x7&search=closed&budget=100000000");
    act(page.as_mut(), json!({"do": "playing", "on": true}));
    act(page.as_mut(), json!({"do": "advance", "n": 500}));
    assert!(page.status().line.starts_with("Searching"));
    act(page.as_mut(), json!({"do": "playing", "on": false}));
    let s = page.status();
    assert!(s.line.starts_with("Search stopped;"), "{}", s.line);
    assert!(words(&s.line) <= MOST, "{}", s.line);
    assert!(
        s.details.contains("The search was stopped here"),
        "{}",
        s.details
    );
    act(page.as_mut(), json!({"do": "step"}));
    assert!(page.status().line.starts_with("Searching"));
    // A far seek, in a Worker, cancelled: the Worker stops and the status says so.
    act(page.as_mut(), json!({"do": "seek", "to": 1_000_000}));
    let call = page
        .take_reply()
        .and_then(|r| r.worker)
        .expect("a Worker job");
    let mut job =
        warnsdorff::labs::worker_job(call.kind, &call.spec, 0, 1, Box::new(common::Still)).unwrap();
    job.work(1000).unwrap();
    job.cancel();
    job.work(0).unwrap();
    let feed = json!({"id": call.id, "output": job.output(), "cancelled": true});
    page.feed(serde_json::from_value(feed).unwrap());
    let s = page.status();
    assert!(s.line.starts_with("Search cancelled;"), "{}", s.line);
    assert!(words(&s.line) <= MOST, "{}", s.line);
    assert!(s.details.contains("was cancelled here"), "{}", s.details);
    act(page.as_mut(), json!({"do": "advance", "n": 10}));
    assert!(page.status().line.starts_with("Searching"));
    // A search played to its end is not "stopped" when the player stops.
    let mut page = common::open_lab("walk", "board=5x5&start=1,3&ordering=36875124&search=open");
    act(page.as_mut(), json!({"do": "playing", "on": true}));
    act(page.as_mut(), json!({"do": "advance", "n": 100_000}));
    act(page.as_mut(), json!({"do": "playing", "on": false}));
    assert!(page.status().line.starts_with("Tour found"));
}

#[test]
fn the_tourneys_status_lines_are_short() {
    let plan = |kind: &str| json!({"do": "plan", "kind": kind});
    let lines = check(
        "tourneys",
        "",
        &[
            plan("shatter"),
            json!({"do": "advance", "n": 3}),
            plan("join"),
            json!({"do": "advance", "n": 1000}),
        ],
    );
    assert!(lines.len() == 5);
    check(
        "tourneys",
        "gen=braid&n=12",
        &[plan("obfuscate"), json!({"do": "step"})],
    );
}

#[test]
fn the_constructions_status_lines_are_short() {
    let play = [json!({"do": "step"}), json!({"do": "advance", "n": 1000})];
    check("construct", "", &play);
    check("construct", "board=3x10", &play);
    check("construct", "board=4x4", &[]);
    check("construct", "board=5x5", &play);
}

#[test]
fn the_other_labs_opening_lines_are_short() {
    for key in ["stats", "enumerate", "experiments", "papers"] {
        check(key, "", &[]);
    }
}

/// A search under `nineteen` starting again under its next ordering (289×54 from (1,1), where
/// none of the nineteen tours, 000 §2) says so in few words, with counts in the tens of
/// thousands.
#[test]
fn a_restart_under_nineteen_says_so_in_few_words() {
    use warnsdorff::walk::backtrack::{Backtrack, Event};
    let budget = 190_000;
    let mut x = Backtrack::new(
        "289x54".parse().unwrap(),
        warnsdorff::board::Square::new(1, 1),
        warnsdorff::rules::RuleSpec::Nineteen,
        0,
        false,
        budget,
    )
    .unwrap();
    let mut steps = 0u64;
    loop {
        let e = x
            .step()
            .expect("the first share runs out before the search ends");
        steps += 1;
        if matches!(e, Event::Restart { .. }) {
            break;
        }
    }
    let query = format!("board=289x54&start=1,1&rule=nineteen&search=open&budget={budget}");
    let lines = check(
        "walk",
        &query,
        &[
            json!({"do": "seek", "to": steps + 1}),
            json!({"do": "step"}),
        ],
    );
    assert!(
        lines[1].starts_with("Started again under ordering #2, 21345678; depth 1 of 15606"),
        "{}",
        lines[1]
    );
    assert!(!lines[2].contains("again"), "{}", lines[2]);
}

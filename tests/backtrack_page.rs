//! The walk page's search with backtracking (src/labs/walk, [`warnsdorff::walk::backtrack`])
//! through the page contract, natively: the search and budget fields in the link and their
//! errors, stepping and playing a search (one step: a square entered or a retreat), a retreat
//! counted and drawn, a tour found where the plain rule dead-ends, a closed tour, a spent
//! budget, and Back through a search.

use serde_json::json;
use warnsdorff::labs;
use warnsdorff::page::glyphs::NoGlyphs;
use warnsdorff::page::scene::{Content, Shape, Viewport};
use warnsdorff::page::status::{Feed, WorkerCall};
use warnsdorff::page::theme::{Palette, Scheme};
use warnsdorff::page::Page;

mod common;
use common::{open_lab, texts, whole};

fn act(page: &mut dyn Page, action: serde_json::Value) {
    page.act(action.clone())
        .unwrap_or_else(|e| panic!("{action}: {e:?}"));
}

/// The number before `word` in `line` (`40 nodes` → 40).
fn count(line: &str, word: &str) -> u64 {
    let words: Vec<&str> = line.split_whitespace().collect();
    let i = words
        .iter()
        .position(|w| w.trim_matches(|c: char| !c.is_alphanumeric()) == word)
        .unwrap_or_else(|| panic!("no {word} in {line}"));
    words[i - 1].trim_matches(',').parse().unwrap()
}

/// Play the search to its end, as the player's "to end" does: chunks of steps.
fn to_end(page: &mut dyn Page) {
    for _ in 0..100_000 {
        let play = page.status().play.unwrap();
        if !play.more {
            return;
        }
        act(page, json!({"do": "advance", "n": 1000}));
    }
    panic!("the search ends");
}

const FIVE: &str = "board=5x5&start=1,3&ordering=36875124";

#[test]
fn the_search_fields_are_in_the_link_and_their_errors_name_them() {
    let page = open_lab("walk", &format!("{FIVE}&search=open&budget=5000"));
    let link = page.link();
    assert!(link.contains("search=open"), "{link}");
    assert!(link.contains("budget=5000"), "{link}");
    assert!(!open_lab("walk", FIVE).link().contains("search"));
    let (_, errors) = labs::open("walk", "search=sideways&budget=none").unwrap();
    let fields: Vec<&str> = errors.iter().map(|e| e.field.unwrap_or("")).collect();
    assert_eq!(fields, ["search", "budget"], "{errors:?}");
    let errors = page.check(&texts(&[("search", "open"), ("budget", "0")]));
    assert_eq!(errors[0].field, Some("budget"));
    let errors = page.check(&texts(&[("search", "closed"), ("rule2", "random")]));
    assert_eq!(errors[0].field, Some("rule2"));
}

#[test]
fn the_five_by_five_the_rule_misses_is_found_with_retreats() {
    // The plain rule dead-ends (000 §2).
    let mut plain = open_lab("walk", FIVE);
    to_end(plain.as_mut());
    assert!(
        plain.status().line.contains("dead end"),
        "{}",
        plain.status().line
    );
    let mut page = open_lab("walk", &format!("{FIVE}&search=open"));
    let s = page.status();
    assert!(s.line.starts_with("Searching"), "{}", s.line);
    assert_eq!(s.play.as_ref().unwrap().pos, 1);
    // Step until the first retreat: it is counted, said, and drawn dashed in the retreat colour.
    let mut retreated = false;
    for _ in 0..200 {
        act(page.as_mut(), json!({"do": "step"}));
        let line = page.status().line;
        if line.contains("retreated") {
            assert_eq!(count(&line, "backtracks"), 1, "{line}");
            retreated = true;
            break;
        }
    }
    assert!(retreated);
    let view = Viewport {
        width: 500.0,
        height: 500.0,
        dpr: 1.0,
        scheme: Scheme::Light,
        fill: false,
        zoom: Default::default(),
    };
    let colour = Palette::of(Scheme::Light).retreat;
    let scene = page.scene("board", view, &mut NoGlyphs).unwrap();
    let dashed = scene.layers.iter().any(|l| match &l.content {
        Content::Shapes { shapes, .. } => shapes.iter().any(|s| {
            matches!(s, Shape::Segments { stroke, .. } if stroke.colour == colour && stroke.dash.is_some())
        }),
        _ => false,
    });
    assert!(dashed, "a retreat drawn dashed");
    // Back goes one search step back: the retreat is undone.
    let pos = page.status().play.unwrap().pos;
    act(page.as_mut(), json!({"do": "back"}));
    let s = page.status();
    assert_eq!(s.play.unwrap().pos, pos - 1);
    assert_eq!(count(&s.line, "backtracks"), 0, "{}", s.line);
    to_end(page.as_mut());
    let s = page.status();
    assert!(s.line.starts_with("Tour found"), "{}", s.line);
    assert!(count(&s.line, "backtracks") > 0);
    assert!(whole(&s).contains("The path is the tour."));
    // The link keeps the search's step: opened again, it shows the same position.
    let link = page.link();
    let again = open_lab("walk", &link).status();
    assert_eq!(again.line, s.line, "{link}");
}

#[test]
fn a_closed_search_closes_and_a_small_budget_is_spent() {
    let mut page = open_lab("walk", "board=6x6&search=closed&budget=100000");
    to_end(page.as_mut());
    let s = page.status();
    assert!(s.line.starts_with("Closed tour found"), "{}", s.line);
    let mut page = open_lab(
        "walk",
        "board=8x8&start=1,1&search=open&rule=squirrel-cull&budget=1",
    );
    to_end(page.as_mut());
    assert!(page.status().line.starts_with("Budget spent"));
    // 3×4 from (1,2): every branch tried.
    let mut page = open_lab("walk", "board=3x4&start=1,2&search=open");
    to_end(page.as_mut());
    let s = page.status();
    assert!(s.line.starts_with("No tour from here"), "{}", s.line);
    assert!(whole(&s).contains("Every branch was tried"));
    // 59×59 under 12345678: the plain rule dead-ends, the search finds a tour within 100 000
    // nodes.
    let mut page = open_lab(
        "walk",
        "board=59x59&ordering=12345678&search=open&budget=100000",
    );
    to_end(page.as_mut());
    let s = page.status();
    assert!(s.line.starts_with("Tour found"), "{}", s.line);
    assert!(count(&s.line, "nodes") <= 100_000);
}

#[test]
fn a_search_on_a_torus_with_a_zebra() {
    let mut page = open_lab("walk", "board=10x10&leaper=zebra&wrap=torus&search=closed");
    to_end(page.as_mut());
    assert!(page.status().line.starts_with("Closed tour found"));
}

/// A clock that never moves (the search measures no time).
struct Still;
impl warnsdorff::job::Clock for Still {
    fn now_ns(&mut self) -> f64 {
        0.0
    }
}

/// What the page's Worker host does with a Worker job the lab asks for: the job run in slices
/// of `units`, what it sends fed back after each (the last one marked finished); with
/// `cancel_after`, cancelled after that many slices, its last word marked cancelled. Returns
/// the calls run, and the places the lab was fed (depths).
fn run_worker(page: &mut dyn Page, units: u64, cancel_after: Option<usize>) -> Vec<WorkerCall> {
    let mut calls = vec![];
    while let Some(r) = page.take_reply() {
        let Some(call) = r.worker else {
            continue;
        };
        let mut job = labs::worker_job(call.kind, &call.spec, 0, 1, Box::new(Still)).unwrap();
        let mut slices = 0;
        loop {
            let p = job.work(units).unwrap();
            slices += 1;
            let cancel = cancel_after.is_some_and(|n| slices >= n) && !p.is_finished();
            if cancel {
                job.cancel();
                let p = job.work(0).unwrap();
                page.feed(feed(
                    json!({"id": call.id, "done": p.done, "total": p.total,
                    "output": job.output(), "cancelled": true}),
                ));
                break;
            }
            page.feed(feed(
                json!({"id": call.id, "done": p.done, "total": p.total,
                "output": job.output(), "finished": p.is_finished()}),
            ));
            if p.is_finished() {
                break;
            }
        }
        calls.push(call);
    }
    calls
}

fn feed(v: serde_json::Value) -> Feed {
    serde_json::from_value(v).unwrap()
}

/// The slider far into a long search (7×7 has no closed tour) goes to a Worker, not at once
/// here: the page takes up the Worker's search as it goes, and Cancel leaves it where the Worker
/// was, said as such. A near seek is made at once; a far one lands where stepping lands.
#[test]
fn a_far_seek_into_a_search_goes_to_a_worker_that_cancel_stops() {
    let mut page = open_lab("walk", "board=7x7&search=closed&budget=100000000");
    act(page.as_mut(), json!({"do": "seek", "to": 1_000_000}));
    assert_eq!(page.status().play.unwrap().pos, 1, "not walked at once");
    assert!(page.job().is_none(), "not in the page's slices");
    let calls = run_worker(page.as_mut(), 50_000, Some(3));
    assert_eq!(calls.len(), 1);
    assert_eq!(calls[0].kind, "walk-search");
    assert_eq!(calls[0].label, "Searching to step 1000000");
    let s = page.status();
    let pos = s.play.unwrap().pos;
    assert!(pos > 1 && pos < 1_000_000, "{pos}");
    assert!(s.line.starts_with("Search cancelled"), "{}", s.line);
    assert!(
        page.link().contains(&format!("step={pos}")),
        "{}",
        page.link()
    );
    assert!(page.take_reply().is_none(), "nothing more to start");
    act(page.as_mut(), json!({"do": "seek", "to": 500}));
    assert_eq!(page.status().play.unwrap().pos, 500, "a near seek at once");
    // A far seek run to its end is where stepping gets.
    act(page.as_mut(), json!({"do": "seek", "to": 300_001}));
    run_worker(page.as_mut(), 70_000, None);
    let far = page.status();
    assert_eq!(far.play.as_ref().unwrap().pos, 300_001);
    let mut stepped = open_lab("walk", "board=7x7&search=closed&budget=100000000");
    act(stepped.as_mut(), json!({"do": "advance", "n": 300_000}));
    assert_eq!(whole(&far), whole(&stepped.status()));
    // A step after it goes on from there, here.
    act(page.as_mut(), json!({"do": "step"}));
    act(stepped.as_mut(), json!({"do": "step"}));
    assert_eq!(whole(&page.status()), whole(&stepped.status()));
}

/// The player's run to the end of a search goes to a Worker; its frames take no steps here
/// meanwhile; the search found there is the one stepping finds. Stopped by the player, the
/// Worker's search is taken up as stopped; cancelled by its job's Cancel, the player is told to
/// stop. A newer request sets the Worker's job aside.
#[test]
fn the_run_to_the_end_of_a_search_goes_to_a_worker() {
    let mut page = open_lab("walk", &format!("{FIVE}&search=open"));
    act(
        page.as_mut(),
        json!({"do": "playing", "on": true, "end": true}),
    );
    let r = page.act(json!({"do": "advance", "n": 1000})).unwrap();
    assert_eq!(r.taken, Some(0), "no steps here while the Worker runs");
    let calls = run_worker(page.as_mut(), 7, None);
    assert_eq!(calls[0].label, "Searching to the end");
    let s = page.status();
    assert!(s.line.starts_with("Tour found"), "{}", s.line);
    assert!(!s.play.as_ref().unwrap().more);
    let mut stepped = open_lab("walk", &format!("{FIVE}&search=open"));
    to_end(stepped.as_mut());
    assert_eq!(whole(&s), whole(&stepped.status()));
    // Stopped by the player (a long closed search on 7×7).
    let long = "board=7x7&search=closed&budget=100000000";
    let mut page = open_lab("walk", long);
    act(
        page.as_mut(),
        json!({"do": "playing", "on": true, "end": true}),
    );
    let call = page.take_reply().unwrap().worker.unwrap();
    let mut job = labs::worker_job(call.kind, &call.spec, 0, 1, Box::new(Still)).unwrap();
    job.work(5000).unwrap();
    let r = page.act(json!({"do": "playing", "on": false})).unwrap();
    assert_eq!(r.stop, Some(call.id), "the player's Stop stops the Worker");
    job.cancel();
    job.work(0).unwrap();
    page.feed(feed(
        json!({"id": call.id, "output": job.output(), "cancelled": true}),
    ));
    let s = page.status();
    assert!(s.line.starts_with("Search stopped"), "{}", s.line);
    assert!(s.play.as_ref().unwrap().pos > 1000);
    assert!(!s.play.as_ref().unwrap().halted);
    // Cancelled by the job's own Cancel while the player plays: the player is told to stop.
    act(
        page.as_mut(),
        json!({"do": "playing", "on": true, "end": true}),
    );
    run_worker(page.as_mut(), 5000, Some(2));
    let s = page.status();
    assert!(s.line.starts_with("Search cancelled"), "{}", s.line);
    assert!(
        whole(&s).contains("Its run was cancelled here"),
        "{}",
        whole(&s)
    );
    assert!(s.play.as_ref().unwrap().halted);
    act(page.as_mut(), json!({"do": "playing", "on": false}));
    assert!(!page.status().play.unwrap().halted);
    assert!(page.status().line.starts_with("Search cancelled"));
    // A step while the Worker runs is a newer request: the Worker's job is dropped.
    act(
        page.as_mut(),
        json!({"do": "playing", "on": true, "end": true}),
    );
    let call = page.take_reply().unwrap().worker.unwrap();
    act(page.as_mut(), json!({"do": "playing", "on": false}));
    let r = page.act(json!({"do": "step"})).unwrap();
    assert_eq!(r.drop, vec![call.id]);
    page.feed(feed(
        json!({"id": call.id, "output": null, "finished": true}),
    ));
    assert!(page.take_reply().is_none());
}

#[test]
fn you_try_says_a_search_has_no_one_next_step() {
    let mut page = open_lab("walk", &format!("{FIVE}&search=open"));
    let e = page.act(json!({"do": "try"})).unwrap_err();
    assert_eq!(e.field, Some("try"), "{e:?}");
    assert!(
        e.message.contains("set Search to the rule alone"),
        "{}",
        e.message
    );
    // With the rule alone it turns on as before.
    let mut page = open_lab("walk", FIVE);
    page.act(json!({"do": "try"})).unwrap();
    assert!(page.link().contains("try=on"), "{}", page.link());
}

/// Under `nineteen` on 5×6 from (3,4), where none of the orderings' walks tours: with a budget
/// of 950 each ordering gets 50 nodes, and starting again under the next is one step of the
/// search, said as such. Seeking to any step, across the restarts, gives what stepping there
/// gave; Back across a restart goes back to the ordering before.
#[test]
fn a_restart_under_nineteen_is_a_step_and_seeking_across_it_equals_stepping() {
    let link = "board=5x6&start=3,4&rule=nineteen&search=open&budget=950";
    let mut page = open_lab("walk", link);
    // Run any job to its end (nineteen's trial walks first; a far seek).
    let ready = |page: &mut Box<dyn Page>| {
        while let Some(job) = page.job() {
            job.work(1 << 12).unwrap();
        }
    };
    ready(&mut page);
    let mut lines = vec![whole(&page.status())];
    let mut restarts = vec![];
    loop {
        let play = page.status().play.unwrap();
        if !play.more {
            break;
        }
        act(page.as_mut(), json!({"do": "step"}));
        let s = page.status();
        if s.line.starts_with("Started again under ordering #") {
            restarts.push(s.play.as_ref().unwrap().pos);
            assert!(s.line.contains("ordering #"), "{}", s.line);
            assert!(s.line.contains("depth 1 of 30"), "{}", s.line);
        }
        lines.push(whole(&s));
    }
    let end = page.status();
    assert!(end.line.starts_with("Tour found"), "{}", end.line);
    assert_eq!(restarts.len(), 2, "{restarts:?}");
    assert!(lines[restarts[0] as usize - 1].contains("ordering #2, 21345678"));
    assert!(whole(&end).contains("under ordering #3 of the nineteen (31245678), 3 tried"));
    // Seek to every step around the restarts and a few others, from wherever the page is.
    let mut targets: Vec<u64> = restarts
        .iter()
        .flat_map(|&r| [r - 1, r, r + 1, r + 5])
        .collect();
    targets.extend([1, lines.len() as u64, 2, restarts[1] + 3, restarts[0] - 10]);
    for to in targets {
        act(page.as_mut(), json!({"do": "seek", "to": to}));
        ready(&mut page);
        let s = page.status();
        assert_eq!(s.play.as_ref().unwrap().pos, to);
        assert_eq!(whole(&s), lines[to as usize - 1], "seek to {to}");
    }
    // Back from just after a restart: the ordering before, where its share ran out.
    act(page.as_mut(), json!({"do": "seek", "to": restarts[1]}));
    ready(&mut page);
    act(page.as_mut(), json!({"do": "back"}));
    ready(&mut page);
    assert_eq!(whole(&page.status()), lines[restarts[1] as usize - 2]);
    // The link keeps the step: opened again past a restart, the same position.
    act(page.as_mut(), json!({"do": "seek", "to": restarts[1] + 1}));
    ready(&mut page);
    let mut again = open_lab("walk", &page.link());
    ready(&mut again);
    let again = again.status();
    assert_eq!(whole(&again), lines[restarts[1] as usize]);
}

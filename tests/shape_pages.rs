//! The walk, tourney and Lin & Wei pages say the turns and crossings of the tour or cover on
//! show, in the words of `page::words::turns_and_crossings`, with the numbers of the brute
//! force (`shape/brute.rs`) over the page's own JSON export.
#![cfg(not(target_arch = "wasm32"))]

#[path = "shape/brute.rs"]
mod brute;

mod common;

use brute::brute_shape;
use common::{data, open_lab, output, run_workers};
use serde_json::json;
use warnsdorff::board::Square;
use warnsdorff::exchange::CoverRecord;
use warnsdorff::job::run_to_end;
use warnsdorff::labs;
use warnsdorff::page::words::turns_and_crossings;
use warnsdorff::page::Page;
use warnsdorff::record::Record;
use warnsdorff::walk::Outcome;

fn export_json(page: &mut dyn Page) -> String {
    page.act(json!({"do": "export", "format": "json"}))
        .unwrap()
        .file
        .unwrap()
        .text
}

#[test]
fn the_walk_says_them_once_it_has_ended() {
    let mut page = open_lab("walk", "board=6x6&start=1,1&rule=random&seed=3&step=3");
    assert!(
        !page.status().line.contains("turn"),
        "{}",
        page.status().line
    );
    for seed in 3..9 {
        let mut page = open_lab(
            "walk",
            &format!("board=6x6&start=1,1&rule=random&seed={seed}&step=36"),
        );
        // The whole status: the line and its details, where the shape's counts stand.
        let s = page.status();
        let line = format!("{} {}", s.line, s.details);
        let r = Record::from_json(&export_json(page.as_mut())).unwrap();
        assert_ne!(r.outcome, Outcome::Running);
        let want = brute_shape(
            std::slice::from_ref(&r.path),
            r.outcome == Outcome::ClosedTour,
        );
        assert!(
            line.contains(&format!("Its path has {}.", turns_and_crossings(want))),
            "{line}"
        );
    }
}

/// A status's line and details.
fn said(page: &mut dyn Page) -> String {
    let s = page.status();
    format!("{} {}", s.line, s.details)
}

/// Past `SHAPE_AT_ONCE` moves the walk page counts a walk's turns and crossings in a Worker
/// (the walk made again there from the link): meanwhile its details say they are being counted,
/// then they give the count of the walk on show, as the core counts its path.
#[test]
fn a_long_walk_has_them_counted_in_a_worker() {
    use warnsdorff::page::status::SHAPE_AT_ONCE;
    let link = "board=600x600&start=1,1&rule=ordering:12345678&step=360000";
    let mut page = open_lab("walk", link);
    // The seek to the link's step is a job on the page's thread.
    while let Some(job) = page.job() {
        run_to_end(job, 1 << 16).unwrap();
    }
    let len = page.status().play.unwrap().pos as usize;
    assert!(len > SHAPE_AT_ONCE, "{len}");
    let words = said(page.as_mut());
    assert!(
        words.contains("Its turns and crossings are being counted."),
        "{words}"
    );
    assert_eq!(run_workers(page.as_mut()), ["walk-shape"]);
    let r = Record::from_json(&export_json(page.as_mut())).unwrap();
    assert_eq!(r.path.len(), len);
    let want = warnsdorff::shape::Shape::of_path(&r.path);
    let words = said(page.as_mut());
    assert!(
        words.contains(&format!("Its path has {}.", turns_and_crossings(want))),
        "{words}"
    );
    assert!(page.take_reply().is_none(), "counted once");
    // A short walk's are counted at once, with no Worker.
    let mut page = open_lab("walk", "board=100x100&start=1,1&step=10000");
    assert!(said(page.as_mut()).contains("Its path has "));
    assert!(page.take_reply().is_none());
}

#[test]
fn the_tourney_page_says_them_of_the_cover_on_show() {
    for query in [
        "gen=divide&n=8&seed=1",
        "gen=braid&n=12&seed=2",
        "gen=four-cover&n=8&seed=3",
    ] {
        let (mut page, errors) = labs::open("tourneys", query).unwrap();
        assert!(errors.is_empty(), "{errors:?}");
        if let Some(job) = page.job() {
            run_to_end(job, 64).unwrap();
        }
        let s = page.status();
        let words = output(&s, "cycles").text.clone().unwrap_or_default();
        let rec: CoverRecord = serde_json::from_str(&export_json(page.as_mut())).unwrap();
        let cycles: Vec<Vec<Square>> = rec.cycles;
        let want = brute_shape(&cycles, true);
        assert!(
            words.ends_with(&format!("; {}", turns_and_crossings(want))),
            "{words}"
        );
        assert_eq!(data(&s, "cycles", "turns"), want.turns.to_string());
        assert_eq!(data(&s, "cycles", "crossings"), want.crossings.to_string());
    }
}

#[test]
fn the_lin_wei_page_says_them_of_the_finished_tour() {
    // Before the plan's last step the tour is not finished, and nothing is said.
    let mut page = open_lab("construct", "board=3x22&step=0");
    assert!(!page.status().line.contains("The tour has"));
    page.act(json!({"do": "advance", "n": 1})).unwrap();
    assert!(!page.status().line.contains("The tour has"));
    for query in [
        "board=3x22",
        "board=8x8",
        "board=5x6",
        "board=7x7",
        "board=6x9&start=2,2",
    ] {
        let mut page = open_lab("construct", query);
        page.act(json!({"do": "advance", "n": 1_000_000})).unwrap();
        // The whole status: the line and its details, where the shape's counts stand.
        let s = page.status();
        let line = format!("{} {}", s.line, s.details);
        let v: serde_json::Value = serde_json::from_str(&export_json(page.as_mut())).unwrap();
        let path: Vec<Square> = serde_json::from_value(v["path"].clone()).unwrap();
        // Closed and corner-missed (7x7) tours are cycles and wrap round; 3x4 has open tours
        // only. The export, a walk record, says a closed tour is one.
        let closed = query != "board=3x4";
        assert_eq!(
            v["outcome"]["kind"] == "closed-tour",
            closed && query != "board=7x7",
            "{query}"
        );
        let want = brute_shape(&[path], closed);
        assert!(
            line.ends_with(&format!("The tour has {}.", turns_and_crossings(want))),
            "{query}: {line}"
        );
    }
}

/// Past `SHAPE_AT_ONCE` squares the Lin & Wei page counts its finished tour's turns and
/// crossings in a Worker (the tour built again there from the link): meanwhile the status says
/// they are being counted, then gives the count of the tour on show; another start sets the
/// count under way aside and asks again.
#[test]
fn a_big_lin_wei_tour_has_them_counted_in_a_worker() {
    let mut page = open_lab("construct", "board=500x520");
    while let Some(job) = page.job() {
        run_to_end(job, 1 << 16).unwrap();
    }
    let words = said(page.as_mut());
    assert!(
        words.contains("Its turns and crossings are being counted."),
        "{words}"
    );
    assert_eq!(run_workers(page.as_mut()), ["construct-shape"]);
    let v: serde_json::Value = serde_json::from_str(&export_json(page.as_mut())).unwrap();
    let path: Vec<Square> = serde_json::from_value(v["path"].clone()).unwrap();
    let want = warnsdorff::shape::Shape::of_closed(&path);
    let words = said(page.as_mut());
    assert!(
        words.contains(&format!("The tour has {}.", turns_and_crossings(want))),
        "{words}"
    );
    assert!(page.take_reply().is_none(), "counted once");
    // Another start: the count is asked again, and one under way is set aside.
    page.apply(&common::texts(&[("start", "2,2")])).unwrap();
    let first = page.take_reply().unwrap().worker.unwrap();
    page.apply(&common::texts(&[("start", "3,3")])).unwrap();
    let r = page.take_reply().unwrap();
    assert_eq!(r.drop, vec![first.id]);
    assert!(r.worker.is_some());
}

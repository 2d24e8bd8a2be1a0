//! The walk, tourney and Lin & Wei pages say the turns and crossings of the tour or cover on
//! show, in the words of `page::words::turns_and_crossings`, with the numbers of the brute
//! force (`shape/brute.rs`) over the page's own JSON export.
#![cfg(not(target_arch = "wasm32"))]

#[path = "shape/brute.rs"]
mod brute;

mod common;

use brute::brute_shape;
use common::{data, open_lab, output};
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

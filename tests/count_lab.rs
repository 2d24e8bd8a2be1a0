//! The count of every tour on the Phadke page (`labs::enumerate::tours`), natively: its fields
//! read from texts and links with errors that name them (a board past the page's limit, a shape
//! of another size, a leaper that is none), the count split into parts as the pool of Workers
//! splits it and merged back to the core's whole count, a cancelled count giving no count, and
//! a count set aside by a newer one.
#![cfg(not(target_arch = "wasm32"))]

use serde_json::json;
use warnsdorff::count::graph::{Graph, Wrap};
use warnsdorff::count::{count_parallel, Kind};
use warnsdorff::job::{run_to_end, Clock};
use warnsdorff::labs;
use warnsdorff::page::glyphs::NoGlyphs;
use warnsdorff::page::scene::Viewport;
use warnsdorff::page::status::{Feed, Reply, WorkerCall};
use warnsdorff::page::{Page, WorkerJob};

mod common;
use common::{data, open_lab, output, text, texts};

/// A clock for the jobs run here: a millisecond a reading.
struct Ticks(f64);

impl Clock for Ticks {
    fn now_ns(&mut self) -> f64 {
        self.0 += 1e6;
        self.0
    }
}

fn open(query: &str) -> Box<dyn Page> {
    open_lab("enumerate", query)
}

fn feed(v: serde_json::Value) -> Feed {
    serde_json::from_value(v).unwrap()
}

fn job(call: &WorkerCall, part: u32, parts: u32) -> Box<dyn WorkerJob> {
    labs::worker_job(call.kind, &call.spec, part, parts, Box::new(Ticks(0.0))).unwrap()
}

/// Run the count a reply asks for in `parts` parts, each to its end, feeding every part's
/// posts (one mid-way, one at its end) as the page's Workers send them.
fn count_in_parts(page: &mut dyn Page, reply: Reply, parts: u32) {
    let call = reply.worker.expect("a Worker job");
    assert!(call.parallel);
    for part in 0..parts {
        let mut j = job(&call, part, parts);
        let p = j.work(50).unwrap();
        page.feed(feed(json!({
            "id": call.id, "part": part, "parts": parts, "done": p.done, "total": p.total,
            "words": p.words, "output": j.output()
        })));
        run_to_end(j.as_mut(), 1 << 14).unwrap();
        page.feed(feed(json!({
            "id": call.id, "part": part, "parts": parts, "done": 1, "total": 1,
            "output": j.output(), "finished": true
        })));
    }
}

fn start(page: &mut dyn Page, fields: &[(&str, &str)]) -> Reply {
    page.apply(&texts(fields)).unwrap();
    page.act(json!({"do": "count-tours"})).unwrap()
}

#[test]
fn the_counts_fields_are_in_the_link_and_their_errors_name_them() {
    let page = open("");
    let t: std::collections::BTreeMap<_, _> = page.texts().into_iter().collect();
    assert_eq!(
        (
            t["count-board"].as_str(),
            t["count-kind"].as_str(),
            t["leaper"].as_str(),
            t["wrap"].as_str(),
            t["shape"].as_str()
        ),
        ("5x5", "open", "1,2", "none", "")
    );
    let q = "count-board=3x4&count-kind=closed&leaper=1,3&wrap=torus&shape=....%0A.%23..%0A....";
    let p = open(q);
    assert_eq!(p.link(), q);
    let t: std::collections::BTreeMap<_, _> = p.texts().into_iter().collect();
    assert_eq!(t["shape"], "....\n.#..\n....");
    // Rows parted by / read as lines, and written back as lines.
    assert_eq!(
        open("count-board=2x3&shape=.%23./...").link(),
        "count-board=2x3&shape=.%23.%0A..."
    );
    for (pairs, field, words) in [
        (
            &[("count-board", "7x7")][..],
            "count-board",
            "at most 36 squares",
        ),
        (&[("count-board", "6x7")][..], "count-board", "42 squares"),
        (&[("count-board", "banana")][..], "count-board", ""),
        (&[("count-kind", "both")][..], "count-kind", "open, closed"),
        (&[("leaper", "2,2")][..], "leaper", "not a leaper"),
        (&[("wrap", "ring")][..], "wrap", "none, cylinder, torus"),
        (&[("shape", "..\n.")][..], "shape", "entries"),
        (
            &[("shape", "...\n.#.")][..],
            "shape",
            "the shape is 2x3 but the board is 5x5",
        ),
        (
            &[("count-board", "7x7"), ("shape", &"#######\n".repeat(7))][..],
            "shape",
            "no squares",
        ),
    ] {
        let e = page.check(&texts(pairs));
        assert_eq!(
            e.first().and_then(|e| e.field),
            Some(field),
            "{pairs:?}: {e:?}"
        );
        assert!(e[0].message.contains(words), "{pairs:?}: {}", e[0].message);
    }
    // A 7x7 with 13 squares removed is 36 squares: allowed.
    let shape = ".......\n".repeat(5) + "#######\n######.\n";
    assert!(page
        .check(&texts(&[("count-board", "7x7"), ("shape", &shape)]))
        .is_empty());
    // A link past the limit: said against its field, and the board back to 5x5.
    let (p, errors) = labs::open("enumerate", "count-board=8x8&leaper=1,2").unwrap();
    assert_eq!(errors[0].field, Some("count-board"));
    assert!(
        errors[0].message.contains("64 squares"),
        "{}",
        errors[0].message
    );
    assert_eq!(p.link(), "");
}

#[test]
fn five_by_five_counted_in_parts_merges_to_1728_tours_320_of_them_warnsdorffs() {
    let mut page = open("");
    let s = page.status();
    assert_eq!(data(&s, "count-status", "state"), "idle");
    assert!(text(&s, "count-status").contains("Press Start"));
    let r = start(page.as_mut(), &[]);
    let s = page.status();
    assert_eq!(data(&s, "count-status", "state"), "running");
    assert_eq!(output(&s, "count-start").enabled, Some(false));
    assert_eq!(output(&s, "count-cancel").enabled, Some(true));
    count_in_parts(page.as_mut(), r, 3);
    let s = page.status();
    assert_eq!(data(&s, "count-status", "state"), "done");
    assert_eq!(data(&s, "count-status", "tours"), "1728");
    assert_eq!(data(&s, "count-status", "warnsdorff"), "320");
    let line = text(&s, "count-status");
    assert!(
        line.contains("1,728, 320 of them Warnsdorff tours (18.52%)") && line.contains("3 Workers"),
        "{line}"
    );
    let rows = output(&s, "count-results").rows.clone().unwrap();
    assert_eq!(rows.len(), 1);
    let cells: Vec<&str> = rows[0].cells.iter().map(|c| c.text.as_str()).collect();
    assert_eq!(
        cells[..4],
        ["open tours of 5x5, knight (1,2)", "1,728", "320", "18.52%"]
    );
    assert_eq!(output(&s, "count-results-table").shown, Some(true));
    assert_eq!(output(&s, "count-start").enabled, Some(true));
}

#[test]
fn every_split_of_a_closed_count_and_of_a_shape_merges_to_the_cores_count() {
    let mut shape = vec![false; 30];
    shape[8] = true; // row 2, column 3
    for (fields, g, kind) in [
        (
            vec![("count-board", "5x6"), ("count-kind", "closed")],
            Graph::new(5, 6, (1, 2), &[], Wrap::None).unwrap(),
            Kind::Closed,
        ),
        (
            vec![
                ("count-board", "5x6"),
                ("shape", "....../..#.../....../....../......"),
            ],
            Graph::new(5, 6, (1, 2), &shape, Wrap::None).unwrap(),
            Kind::Open,
        ),
    ] {
        let whole = count_parallel(&g, kind, 2).unwrap();
        for parts in [1, 2, 5] {
            let mut page = open("");
            let r = start(page.as_mut(), &fields);
            count_in_parts(page.as_mut(), r, parts);
            let s = page.status();
            assert_eq!(data(&s, "count-status", "state"), "done");
            assert_eq!(
                data(&s, "count-status", "tours"),
                whole.tours.to_string(),
                "{fields:?} in {parts}"
            );
            assert_eq!(
                data(&s, "count-status", "warnsdorff"),
                whole.warnsdorff.to_string()
            );
        }
    }
}

#[test]
fn a_cancelled_count_gives_no_count_and_a_newer_one_sets_the_old_aside() {
    let mut page = open("");
    let r = start(page.as_mut(), &[("count-board", "6x6")]);
    let call = r.worker.unwrap();
    let stop = page.act(json!({"do": "cancel-count"})).unwrap();
    assert_eq!(stop.stop, Some(call.id));
    // Each part, cancelled after a slice, says so.
    for part in 0..2 {
        let mut j = job(&call, part, 2);
        j.work(1000).unwrap();
        j.cancel();
        let p = j.work(0).unwrap();
        assert!(p.is_finished());
        page.feed(feed(json!({
            "id": call.id, "part": part, "parts": 2, "output": j.output(), "cancelled": true
        })));
    }
    let s = page.status();
    assert_eq!(data(&s, "count-status", "state"), "cancelled");
    assert_eq!(data(&s, "count-status", "tours"), "");
    assert!(
        text(&s, "count-status").contains("no count"),
        "{}",
        text(&s, "count-status")
    );
    assert_eq!(output(&s, "count-results").rows.as_ref().unwrap().len(), 0);
    // Nothing to cancel now.
    assert_eq!(page.act(json!({"do": "cancel-count"})).unwrap().stop, None);
    // A count under way is dropped by the next.
    let first = page
        .act(json!({"do": "count-tours"}))
        .unwrap()
        .worker
        .unwrap();
    let second = page.act(json!({"do": "count-tours"})).unwrap();
    assert_eq!(second.drop, vec![first.id]);
    // Posts of the dropped count change nothing.
    page.feed(feed(
        json!({"id": first.id, "output": {"tours": 5, "warnsdorff": 1, "nodes": 9,
        "done": 1, "tasks": 1, "ms": 1.0, "complete": true}, "finished": true}),
    ));
    assert_eq!(data(&page.status(), "count-status", "state"), "running");
}

#[test]
fn the_count_job_refuses_a_bad_spec_and_the_board_is_drawn() {
    let bad = json!({"board": "7x7", "kind": "open", "leaper": "1,2", "wrap": "none", "shape": ""});
    let e = labs::worker_job("tour-count", &bad, 0, 1, Box::new(Ticks(0.0)))
        .err()
        .unwrap();
    assert!(e.contains("49 squares"), "{e}");
    let e = labs::worker_job("tour-count", &json!({}), 0, 1, Box::new(Ticks(0.0)))
        .err()
        .unwrap();
    assert!(e.contains("names no board"), "{e}");
    let mut page = open("count-board=4x5&shape=.....%0A.%23...%0A.....%0A.....");
    let mut glyphs = NoGlyphs;
    let scene = page
        .scene("count-board", Viewport::new(300.0, 260.0, 1.0), &mut glyphs)
        .expect("the counted board");
    assert!(scene.label.contains("19 squares"), "{}", scene.label);
    // Drawn once until something changes.
    assert!(page
        .scene("count-board", Viewport::new(300.0, 260.0, 1.0), &mut glyphs)
        .is_none());
    page.apply(&texts(&[("leaper", "1,3")])).unwrap();
    assert!(page
        .scene("count-board", Viewport::new(300.0, 260.0, 1.0), &mut glyphs)
        .is_some());
}

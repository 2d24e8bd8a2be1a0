//! Every JSON record the tool writes carries its path's or cover's `turns` and `crossings`
//! (`src/shape/`): the `tour`, `cover` and `construct` subcommands and the pages' exports, each
//! checked against the brute force of `shape/brute.rs`; and a record stating other numbers is
//! refused when read back.
#![cfg(not(target_arch = "wasm32"))]

#[path = "shape/brute.rs"]
mod brute;

use brute::brute_shape;
use std::process::Command;
use warnsdorff::board::{Board, Square};
use warnsdorff::exchange::{check_text, export_cycles, export_path, import_tour, Format};
use warnsdorff::record::Record;
use warnsdorff::rules::RuleSpec;
use warnsdorff::shape::Shape;
use warnsdorff::tourneys::{generate, Generator};
use warnsdorff::walk::{Outcome, Walk};

fn cli(args: &[&str]) -> serde_json::Value {
    let out = Command::new(env!("CARGO_BIN_EXE_warnsdorff"))
        .args(args)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}

fn squares(v: &serde_json::Value) -> Vec<Square> {
    serde_json::from_value(v.clone()).unwrap()
}

fn stated(v: &serde_json::Value) -> Shape {
    Shape {
        turns: v["turns"].as_u64().expect("turns"),
        crossings: v["crossings"].as_u64().expect("crossings"),
    }
}

#[test]
fn tour_records() {
    for seed in 0..12 {
        let seed = seed.to_string();
        let v = cli(&[
            "tour", "--board", "6x6", "--rule", "random", "--seed", &seed, "--format", "json",
        ]);
        let path = squares(&v["path"]);
        let is_closed = v["outcome"]["kind"] == "closed-tour";
        assert_eq!(stated(&v), brute_shape(&[path], is_closed), "seed {seed}");
    }
    // A walk stopped early is an open path too.
    let v = cli(&[
        "tour", "--board", "9x9", "--steps", "30", "--format", "json",
    ]);
    assert_eq!(stated(&v), brute_shape(&[squares(&v["path"])], false));
}

#[test]
fn cover_records() {
    for (board, gen) in [
        ("8x8", "four-cover"),
        ("12x12", "braid"),
        ("10x10", "divide"),
    ] {
        let v = cli(&["cover", "--board", board, "--gen", gen, "--seed", "3"]);
        let cycles: Vec<Vec<Square>> = serde_json::from_value(v["cycles"].clone()).unwrap();
        let want = brute_shape(&cycles, true);
        assert!(want.crossings > 0, "{gen}");
        assert_eq!(stated(&v), want, "{gen} on {board}");
    }
}

#[test]
fn construct_records() {
    for (board, kind) in [("8x8", "closed"), ("5x6", "open"), ("7x7", "corner-missed")] {
        let v = cli(&[
            "construct",
            "--board",
            board,
            "--kind",
            kind,
            "--format",
            "json",
        ]);
        let path = squares(&v["path"]);
        assert_eq!(
            stated(&v),
            brute_shape(&[path], kind != "open"),
            "{kind} on {board}"
        );
        // And the record, read back, is checked (its numbers agree).
        check_text(&v.to_string()).unwrap();
    }
}

#[test]
fn exports_and_walk_records() {
    let b = Board::new(8, 8).unwrap();
    let mut w = Walk::new(b, Square::new(1, 1), RuleSpec::Random, 5).unwrap();
    w.run(usize::MAX);
    let r = Record::of_walk(&w);
    let closed = w.outcome() == Outcome::ClosedTour;
    let want = brute_shape(std::slice::from_ref(&r.path), closed);
    assert_eq!(
        (r.turns, r.crossings),
        (Some(want.turns), Some(want.crossings))
    );

    let order: Vec<u32> = r.path.iter().map(|&s| b.index(s).unwrap() as u32).collect();
    let json: serde_json::Value =
        serde_json::from_str(&export_path(b, &order, Format::Json, None).unwrap()).unwrap();
    assert_eq!(stated(&json), want);

    let cover = generate(Generator::FourCover, 8, 1).unwrap();
    let cycles = cover.cycles();
    let json: serde_json::Value =
        serde_json::from_str(&export_cycles(b, &cycles, Format::Json).unwrap()).unwrap();
    assert_eq!(stated(&json), brute_shape(&cover.cycle_squares(), true));
}

#[test]
fn wrong_numbers_are_refused() {
    let b = Board::new(8, 8).unwrap();
    let mut w = Walk::new(b, Square::new(1, 1), RuleSpec::Random, 5).unwrap();
    w.run(usize::MAX);
    let mut r = Record::of_walk(&w);
    r.crossings = r.crossings.map(|c| c + 1);
    let e = import_tour(&r.to_json()).unwrap_err();
    assert!(e.to_string().contains("crossings"), "{e}");
    // A record without the numbers (written before they were) still reads.
    r.turns = None;
    r.crossings = None;
    import_tour(&r.to_json()).unwrap();

    let cover = generate(Generator::FourCover, 8, 1).unwrap();
    let text = export_cycles(b, &cover.cycles(), Format::Json).unwrap();
    let mut v: serde_json::Value = serde_json::from_str(&text).unwrap();
    v["turns"] = serde_json::json!(v["turns"].as_u64().unwrap() + 1);
    let e = check_text(&v.to_string()).unwrap_err();
    assert!(e.to_string().contains("turns"), "{e}");

    let mut v = cli(&[
        "construct",
        "--board",
        "6x6",
        "--kind",
        "closed",
        "--format",
        "json",
    ]);
    v["crossings"] = serde_json::json!(v["crossings"].as_u64().unwrap() + 1);
    let e = check_text(&v.to_string()).unwrap_err();
    assert!(e.to_string().contains("crossings"), "{e}");
}

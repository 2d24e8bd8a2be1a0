//! The `warnsdorff construct` and `warnsdorff exists` commands: output, exit codes 0/1/2.

mod common;

use common::cli::{cli, text};
use std::io::Write;
use std::process::{Command, Output, Stdio};
use warnsdorff::board::Square;
use warnsdorff::exchange::{check_text, Checked};
use warnsdorff::matrix::{Matrix, Verdict};

/// The command with `input` on its stdin.
fn cli_in(args: &[&str], input: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_warnsdorff"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

#[test]
fn construct_prints_a_closed_tour_matrix() {
    let out = cli(&["construct", "--board", "3x10"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let (m, verdict) = Matrix::validate_text(&text(&out.stdout)).unwrap();
    assert_eq!(verdict, Verdict::ClosedTour);
    assert_eq!(m.board().to_string(), "3x10");
    assert!(text(&out.stderr).contains("closed tour on 3x10"));
}

#[test]
fn corner_missed_prints_a_dash_on_the_corner() {
    let out = cli(&["construct", "--board", "7x7", "--kind", "corner-missed"]);
    assert_eq!(out.status.code(), Some(0));
    let stdout = text(&out.stdout);
    assert!(stdout.trim_start().starts_with('-'), "{stdout}");
    assert_eq!(stdout.matches('-').count(), 1);
    // Named as what it is, Lin & Wei's corner-missed closed tour, not a path of 48 squares.
    assert_eq!(
        check_text(&stdout),
        Ok(Checked::CornerMissed {
            corner: Square::new(1, 1),
            closed: true
        })
    );
    let said = cli_in(&["validate", "-"], &stdout);
    assert_eq!(said.status.code(), Some(0));
    assert!(
        text(&said.stdout)
            .starts_with("corner-missed closed tour: every square but the corner (1,1)"),
        "{}",
        text(&said.stdout)
    );
}

#[test]
fn json_names_the_hole_and_validates() {
    for (board, kind, holes) in [
        ("7x7", "corner-missed", serde_json::json!([[1, 1]])),
        ("5x5", "corner-missed", serde_json::json!([[1, 1]])),
        ("6x6", "closed", serde_json::json!([])),
        ("3x7", "open", serde_json::json!([])),
    ] {
        let out = cli(&["construct", "--board", board, "--format", "json"]);
        assert_eq!(out.status.code(), Some(0), "{board}");
        let json = text(&out.stdout);
        let v: serde_json::Value = serde_json::from_str(&json).unwrap();
        assert_eq!(v["kind"], kind, "{board}");
        assert_eq!(v["holes"], holes, "{board}");
        assert_eq!(v["is_tour"], kind != "corner-missed", "{board}");
        let said = cli_in(&["validate", "-"], &json);
        assert_eq!(
            said.status.code(),
            Some(0),
            "{board}: {}",
            text(&said.stdout)
        );
        let first = text(&said.stdout);
        match kind {
            "corner-missed" => assert!(first.starts_with("corner-missed closed tour"), "{first}"),
            "closed" => assert_eq!(first.trim(), "closed tour"),
            _ => assert!(
                first.trim() == "tour" || first.trim() == "closed tour",
                "{first}"
            ),
        }
        // A record that calls its corner-missed tour a tour is refused.
        if kind == "corner-missed" {
            let mut lie = v.clone();
            lie["is_tour"] = serde_json::json!(true);
            let said = cli_in(&["validate", "-"], &lie.to_string());
            assert_eq!(said.status.code(), Some(1), "{}", text(&said.stdout));
            assert!(
                text(&said.stdout).contains("is_tour true"),
                "{}",
                text(&said.stdout)
            );
        }
    }
}

#[test]
fn validate_reads_cover_records() {
    // One cycle round all but a corner, a cover of many cycles, and a closed tour as a cover.
    for (args, says) in [
        (
            vec!["cover", "--board", "5x5", "--gen", "lin-wei"],
            "corner-missed closed tour",
        ),
        (
            vec!["cover", "--board", "8x8", "--gen", "braid"],
            "cycle cover of",
        ),
        (
            vec!["cover", "--board", "8x8", "--gen", "braid", "--join"],
            "closed tour",
        ),
    ] {
        let out = cli(&args);
        assert_eq!(
            out.status.code(),
            Some(0),
            "{args:?}: {}",
            text(&out.stderr)
        );
        let said = cli_in(&["validate", "-"], &text(&out.stdout));
        assert_eq!(
            said.status.code(),
            Some(0),
            "{args:?}: {}",
            text(&said.stdout)
        );
        assert!(
            text(&said.stdout).starts_with(says),
            "{args:?}: {}",
            text(&said.stdout)
        );
    }
    let out = cli(&["cover", "--board", "8x8", "--gen", "braid"]);
    let mut v: serde_json::Value = serde_json::from_str(&text(&out.stdout)).unwrap();
    v["is_tour"] = serde_json::json!(true);
    let said = cli_in(&["validate", "-"], &v.to_string());
    assert_eq!(said.status.code(), Some(1), "{}", text(&said.stdout));
}

#[test]
fn start_and_json() {
    let out = cli(&[
        "construct",
        "--board",
        "8x9",
        "--start",
        "4,5",
        "--format",
        "json",
    ]);
    assert_eq!(out.status.code(), Some(0));
    let v: serde_json::Value = serde_json::from_str(&text(&out.stdout)).unwrap();
    assert_eq!(v["start"], serde_json::json!([4, 5]));
    assert_eq!(v["path"].as_array().unwrap().len(), 72);
    assert_eq!(v["kind"], "closed");
    assert_eq!(v["closes"], true);
}

#[test]
fn open_only_board_and_svg() {
    let out = cli(&["construct", "--board", "4x23", "--format", "svg"]);
    assert_eq!(out.status.code(), Some(0));
    assert!(text(&out.stdout).starts_with("<svg"));
    assert!(text(&out.stderr).contains("open tour on 4x23"));
    let out = cli(&["construct", "--board", "4x8", "--kind", "open"]);
    let (_, v) = Matrix::validate_text(&text(&out.stdout)).unwrap();
    assert!(matches!(v, Verdict::Tour | Verdict::ClosedTour));
}

#[test]
fn no_tour_of_the_kind_exits_1_with_nothing_on_stdout() {
    for args in [
        vec!["construct", "--board", "4x9", "--kind", "closed"],
        vec!["construct", "--board", "4x4"],
        vec!["construct", "--board", "8x8", "--kind", "corner-missed"],
        vec![
            "construct",
            "--board",
            "7x7",
            "--kind",
            "open",
            "--start",
            "1,2",
        ],
    ] {
        let out = cli(&args);
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}");
        assert!(!text(&out.stderr).trim().is_empty());
    }
    let out = cli(&["construct", "--board", "4x9", "--kind", "closed"]);
    assert!(text(&out.stderr).contains("Theorem 1"));
}

#[test]
fn bad_input_exits_2_saying_what_is_accepted() {
    for args in [
        vec!["construct"],
        vec!["construct", "--board", "banana"],
        vec!["construct", "--board", "8x8", "--kind", "round"],
        vec!["construct", "--board", "8x8", "--format", "png"],
        vec!["construct", "--board", "8x8", "--start", "9,9"],
        vec!["construct", "--board", "8x8", "--colour", "red"],
        vec!["exists"],
        vec!["exists", "--board", "0x3"],
    ] {
        let out = cli(&args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty());
    }
    // The page's form reads the options: its words say what the link and the page take.
    let out = cli(&["construct", "--board", "8x8", "--kind", "round"]);
    assert!(text(&out.stderr).contains("best, closed, corner-missed, open"));
}

#[test]
fn exists_prints_the_strongest_kind_first() {
    for (b, first) in [
        ("8x8", "closed"),
        ("3x10", "closed"),
        ("7x7", "corner-missed"),
        ("3x9", "corner-missed"),
        ("4x9", "open"),
        ("3x7", "open"),
        ("4x4", "none"),
        ("1x1", "none"),
    ] {
        let out = cli(&["exists", "--board", b]);
        assert_eq!(out.status.code(), Some(0));
        let line = text(&out.stdout);
        assert_eq!(line.lines().count(), 1);
        assert_eq!(line.split_whitespace().next(), Some(first), "{b}: {line}");
        assert!(
            line.contains("Theorem") || line.contains("Fig. 5"),
            "{line}"
        );
    }
}

#[test]
fn one_by_one_has_no_tour_by_every_command() {
    // Lin & Wei 003 Fig. 5 marks 1x1 X (and Theorem 3 asks n >= 3): `exists` says none, and the
    // walk on it is no tour either, in its summary, its JSON and by validate.
    let exists = text(&cli(&["exists", "--board", "1x1"]).stdout);
    assert!(exists.starts_with("none"), "{exists}");
    let walk = cli(&["tour", "--board", "1x1", "--format", "json"]);
    assert_eq!(walk.status.code(), Some(0));
    let said = text(&walk.stderr);
    assert!(said.contains("no knight's tour"), "{said}");
    assert!(!said.contains("full tour"), "{said}");
    let v: serde_json::Value = serde_json::from_str(&text(&walk.stdout)).unwrap();
    assert_eq!(v["outcome"]["kind"], "dead-end");
    let checked = cli_in(&["validate", "-"], &text(&walk.stdout));
    assert_eq!(checked.status.code(), Some(0), "{}", text(&checked.stdout));
    assert!(text(&checked.stdout).contains("not a tour"));
}

#[test]
fn regenerate_bases_reprints_the_data_file() {
    let out = cli(&["construct", "--regenerate-bases"]);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        text(&out.stdout),
        include_str!("../src/construct/bases.txt")
    );
}

//! `warnsdorff count`: the published counts through the command line, its JSON record, shapes
//! from a file, and the refusals (exit 2, nothing on stdout).
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::cli::{cli, text};

#[test]
fn five_by_five_counts_1728_open_tours_and_says_the_warnsdorff_share_is_its_own() {
    let out = cli(&["count", "--board", "5x5"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(stdout.contains(": 1728 open tours (directed"), "{stdout}");
    assert!(stdout.contains("this tool's own figure"), "{stdout}");
}

#[test]
fn the_json_record_of_a_closed_count() {
    let out = cli(&["count", "--board", "3x10", "--closed", "--format", "json"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    // 3×10 has 16 closed knight's tours (Schwenk's 3×n boards; OEIS A070030).
    assert_eq!(v["tours"], 16);
    assert_eq!(v["kind"], "closed");
    assert_eq!(v["board"], "3x10");
    assert!(v["warnsdorff"].as_u64().unwrap() <= 16);
}

#[test]
fn a_shape_file_removes_squares_and_must_match_the_board() {
    let dir = std::env::temp_dir().join(format!("warnsdorff-count-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("shape.txt");
    // 5×5 with a corner removed: a board with 24 squares, counted as a shape.
    std::fs::write(
        &file,
        "# . . . .\n. . . . .\n. . . . .\n. . . . .\n. . . . .\n",
    )
    .unwrap();
    let f = file.to_str().unwrap();
    let out = cli(&["count", "--shape", f, "--format", "json"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(
        (v["squares"].as_u64(), v["removed"].as_u64()),
        (Some(24), Some(1))
    );
    let whole = cli(&["count", "--board", "5x5", "--format", "json"]);
    let w: serde_json::Value = serde_json::from_slice(&whole.stdout).unwrap();
    assert_ne!(v["tours"], w["tours"]);
    let out = cli(&["count", "--shape", f, "--board", "5x6"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("the shape in"),
        "{}",
        text(&out.stderr)
    );
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn bad_counts_are_refused_before_any_work() {
    for (args, says) in [
        (vec!["count", "--board", "7x7"], "give --force"),
        (vec!["count", "--board", "12x11", "--force"], "at most 128"),
        (
            vec!["count", "--board", "5x5", "--leaper", "2,2"],
            "not a leaper",
        ),
        (
            vec!["count", "--board", "5x5", "--wrap", "ring"],
            "not a wrap",
        ),
        (vec!["count"], "--board or --shape is required"),
        (vec!["count", "--shape", "/no/such/file"], "cannot read"),
        (
            vec!["count", "--board", "5x5", "--format", "xml"],
            "not one of text, json",
        ),
    ] {
        let out = cli(&args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}");
        assert!(
            text(&out.stderr).contains(says),
            "{args:?}: {}",
            text(&out.stderr)
        );
    }
}

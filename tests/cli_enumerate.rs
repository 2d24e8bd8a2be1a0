//! `warnsdorff enumerate`: the count first on its line, the readings one a line, the 53-pair
//! table and its JSON, validated solutions, and exit status 2 with what is accepted.

use std::process::{Command, Output};

fn cli(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_warnsdorff"))
        .arg("enumerate")
        .args(args)
        .output()
        .unwrap()
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

#[test]
fn count_prints_the_number_first() {
    let out = cli(&["--start", "a8", "--end", "c7", "--count"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let line = text(&out.stdout);
    let first: u64 = line.split_whitespace().next().unwrap().parse().unwrap();
    assert_eq!(first, 14_258, "{line}");
    assert!(line.contains("reproduced"), "{line}");
    // Another reading counts differently and says the paper is not reproduced.
    let out = cli(&[
        "--start",
        "a8",
        "--end",
        "c7",
        "--count",
        "--reading",
        "blocked-reserved",
    ]);
    let line = text(&out.stdout);
    assert_ne!(line.split_whitespace().next().unwrap(), "14258");
    assert!(line.contains("NOT reproduced"), "{line}");
}

#[test]
fn readings_lists_one_name_a_line_each_accepted() {
    let out = cli(&["--readings"]);
    assert_eq!(out.status.code(), Some(0));
    let names: Vec<String> = text(&out.stdout).lines().map(String::from).collect();
    assert_eq!(names[0], "outlet-reserved");
    assert_eq!(names.len(), 32);
    for n in names.iter().step_by(7) {
        let out = cli(&["--start", "d5", "--end", "e3", "--reading", n, "--count"]);
        assert_eq!(out.status.code(), Some(0), "{n}: {}", text(&out.stderr));
    }
}

#[test]
fn nth_and_list_print_validated_matrices_with_their_ties() {
    let out = cli(&["--start", "a8", "--end", "c7", "--nth", "2"]);
    assert_eq!(out.status.code(), Some(0));
    let s = text(&out.stdout);
    assert!(s.starts_with("# solution 2 of 14258"), "{s}");
    assert!(s.contains("49:f4(2/2) 54:e4(1/2)"), "{s}");
    let rows: Vec<&str> = s
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .collect();
    assert_eq!(rows.len(), 8);
    assert_eq!(rows[0], " 1 22  3 18 43 38 13 16");
    let out = cli(&[
        "--start", "b8", "--end", "a6", "--dash", "ecd:b6", "--list", "3", "--format", "json",
    ]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let items = v.as_array().unwrap();
    assert_eq!(items.len(), 3);
    let cells = items[2]["cells"].as_array().unwrap();
    assert_eq!(cells.len(), 64);
    assert_eq!(cells[60], "b6");
    assert_eq!(cells[61], "a8");
    assert_eq!(cells[63], "a6");
}

#[test]
fn all_prints_53_pairs_with_the_papers_numbers_and_json() {
    let out = cli(&["--all", "--quiet"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let s = text(&out.stdout);
    assert!(s.contains("989,931") && s.contains("5,732,056"), "{s}");
    assert!(s.contains("1(a)   a8    c7"), "{s}");
    let out = cli(&["--all", "--quiet", "--format", "json"]);
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let rows = v.as_array().unwrap();
    assert_eq!(rows.len(), 53);
    assert_eq!(rows[0]["start"], "a8");
    assert_eq!(rows[0]["end"], "c7");
    assert_eq!(rows[0]["multiplicity"], 4);
    assert_eq!(rows[0]["solutions"], 14258);
    assert_eq!(rows[1]["solutions"], 14258, "a8→b6 mirrors a8→c7");
    assert_eq!(rows[52]["start"], "d5");
    assert_eq!(rows[52]["multiplicity"], 4);
    assert_eq!(rows[1 + 2]["multiplicity"], 8);
}

#[test]
fn families_print_their_totals_beside_the_papers_and_each_set_on_request() {
    let out = cli(&["--all", "--quiet", "--families", "ecd", "--per-set"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let s = text(&out.stdout);
    assert!(s.contains("570,079"), "{s}");
    let sets: Vec<&str> = s
        .lines()
        .filter(|l| l.contains("ecd:") && l.contains(" solutions "))
        .collect();
    assert_eq!(sets.len(), 256, "{s}");
    assert!(s.contains("2(a)   b8→a6 ecd:b6"), "{s}");
}

#[test]
fn bad_input_exits_2_saying_what_is_accepted() {
    for (args, says) in [
        (vec!["--start", "a8", "--end", "d5"], "ends for a8: c7, b6"),
        (
            vec!["--board", "10x10", "--start", "a8", "--end", "c7"],
            "8x8 board only",
        ),
        (
            vec!["--start", "a8", "--end", "c7", "--reading", "strict"],
            "accepted: outlet-reserved",
        ),
        (
            vec!["--start", "a8", "--end", "c7", "--dash", "a8"],
            "dashable corners: h8, a1, h1",
        ),
        (
            vec!["--start", "a8", "--end", "c7", "--dash", "q"],
            "full corner dash",
        ),
        (
            vec!["--start", "a8", "--end", "c7", "--nth", "0"],
            "counts from 1",
        ),
        (
            vec!["--start", "a8", "--end", "c7", "--nth", "14259"],
            "#1-#14258",
        ),
        (vec!["--start", "z1", "--end", "c7"], "--start"),
        (
            vec!["--all", "--families", "odd"],
            "not one of all, plain, cd",
        ),
        (vec!["--start", "a8"], "give --start and --end"),
    ] {
        let out = cli(&args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let e = text(&out.stderr);
        assert!(e.contains(says), "{args:?}: {e}");
    }
}

//! `warnsdorff papers`, run as the built binary: the list, one claim in text and JSON, a claim
//! with a parameter, `run all --quick`, and the refusals of bad arguments.

use std::process::Command;

fn run(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_warnsdorff"))
        .arg("papers")
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

#[test]
fn list_names_every_claim_in_text_and_json() {
    let (code, out, err) = run(&["list"]);
    assert_eq!(code, 0, "{err}");
    for id in [
        "sc-8x8-tour",
        "sc-nineteen",
        "pb-tables-divide",
        "ph-a8-c7",
        "lw-figure-5",
        "ir-figure-2-a-c",
    ] {
        assert!(out.contains(id), "{id} missing from\n{out}");
    }
    assert!(out.contains("--param to = 300"), "{out}");
    let (code, out, _) = run(&["list", "--format", "json"]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let list = v.as_array().unwrap();
    assert_eq!(list.len(), warnsdorff::papers::CLAIMS.len());
    assert!(list
        .iter()
        .all(|c| c["id"].is_string() && c["paper_value"].is_string()));
    assert!(list.iter().any(|c| c["cost"] == "worker"));
}

#[test]
fn one_claim_in_text_and_json() {
    let (code, out, err) = run(&["run", "ph-a8-c7"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("paper: 14,258"), "{out}");
    assert!(out.contains("verdict: reproduced"), "{out}");
    let (code, out, err) = run(&[
        "run",
        "sc-nineteen",
        "--param",
        "289x54",
        "--format",
        "json",
    ]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(v["id"], "sc-nineteen");
    assert_eq!(v["param"], "289x54");
    assert_eq!(v["verdict"], "not-reproduced");
    assert!(v["link"]
        .as_str()
        .unwrap()
        .starts_with("index.html?board=289x54"));
    assert_eq!(v["data"]["tried"].as_array().unwrap().len(), 19);
}

#[test]
fn run_all_quick_prints_one_record_per_quick_claim() {
    let (code, out, err) = run(&["run", "all", "--quick", "--format", "json"]);
    assert_eq!(code, 0, "{err}");
    let quick = warnsdorff::papers::CLAIMS
        .iter()
        .filter(|c| c.cost == warnsdorff::papers::Cost::Quick)
        .count();
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), quick);
    for l in lines {
        let v: serde_json::Value = serde_json::from_str(l).unwrap();
        assert!(
            v["verdict_words"]
                .as_str()
                .unwrap()
                .starts_with(v["verdict"].as_str().unwrap().replace('-', " ").as_str()),
            "{l}"
        );
    }
}

#[test]
fn bad_arguments_are_refused() {
    let (code, _, err) = run(&["run", "no-such"]);
    assert_eq!(code, 2);
    assert!(err.contains("no claim 'no-such'"), "{err}");
    let (code, _, err) = run(&["run", "sc-staged", "--param", "99"]);
    assert_eq!(code, 2);
    assert!(err.contains("from 112 to 3000"), "{err}");
    let (code, _, err) = run(&["run", "ph-a8-c7", "--param", "3"]);
    assert_eq!(code, 2);
    assert!(err.contains("takes no parameter"), "{err}");
    let (code, _, err) = run(&["list", "--format", "xml"]);
    assert_eq!(code, 2);
    assert!(err.contains("not one of text, json"), "{err}");
    let (code, _, err) = run(&["run"]);
    assert_eq!(code, 2);
    assert!(err.contains("which claim"), "{err}");
    let (code, _, err) = run(&["frobnicate"]);
    assert_eq!(code, 2);
    assert!(err.contains("expected list, run ID or run all"), "{err}");
}

//! The `experiment` subcommand, run as the built binary: output shapes on tiny sizes and the
//! refusals of bad arguments. (The measurements themselves are checked in
//! tests/experiment_success.rs; timing is an experiment, so only its shape is checked here.)

use std::process::Command;

fn run(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_warnsdorff"))
        .arg("experiment")
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
fn success_csv_has_the_paper_columns_and_one_row_per_size() {
    let (code, out, err) = run(&["success", "--sizes", "5..9", "--trials", "6", "--seed", "4"]);
    assert_eq!(code, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "m,trials,tours,rate");
    assert_eq!(lines.len(), 6);
    for (k, line) in lines[1..].iter().enumerate() {
        let f: Vec<&str> = line.split(',').collect();
        assert_eq!(f.len(), 4, "{line}");
        assert_eq!(f[0].parse::<u32>().unwrap(), 5 + k as u32);
        assert_eq!(f[1], "6");
        let tours: u32 = f[2].parse().unwrap();
        assert!(tours <= 6);
        let rate: f64 = f[3].parse().unwrap();
        assert!((rate - tours as f64 / 6.0).abs() < 1e-4);
    }
    assert!(err.contains("not covered"), "verdicts go to stderr: {err}");
    let (_, again, _) = run(&["success", "--sizes", "5..9", "--trials", "6", "--seed", "4"]);
    assert_eq!(out, again, "same seed, same table");
}

#[test]
fn success_json_carries_rows_and_verdicts() {
    let (code, out, err) = run(&[
        "success", "--sizes", "6..8", "--trials", "3", "--start", "random", "--format", "json",
    ]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["start"], "random");
    assert_eq!(v["rows"].as_array().unwrap().len(), 3);
    assert_eq!(v["rows"][0]["m"], 6);
    let verdicts = v["verdicts"].as_array().unwrap();
    assert_eq!(verdicts.len(), 3);
    for x in verdicts {
        assert_eq!(x["finding"], "not-covered");
        assert!(x["quote"].as_str().unwrap().contains('m'));
    }
}

#[test]
fn success_refuses_bad_arguments() {
    for args in [
        vec!["success", "--sizes", "9..5"],
        vec!["success", "--sizes", "five"],
        vec!["success", "--start", "0,0"],
        vec!["success", "--sizes", "5..8", "--start", "7,1"],
        vec!["success", "--trials", "0", "--sizes", "5..6"],
        vec!["success", "--format", "xml"],
        vec!["success", "--bogus"],
        vec!["nothing"],
        vec![],
    ] {
        let (code, out, err) = run(&args);
        assert_eq!(code, 2, "{args:?}: {out}");
        assert!(err.starts_with("warnsdorff: "), "{args:?}: {err}");
    }
}

#[test]
fn timing_csv_has_one_row_per_supported_size() {
    let (code, out, err) = run(&[
        "timing",
        "--gen",
        "divide+obfuscate",
        "--sizes",
        "6..12",
        "--samples",
        "2",
    ]);
    assert_eq!(code, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(
        lines[0],
        "gen,n,samples,failures,min_ns_per_cell,median_ns_per_cell,mean_ns_per_cell"
    );
    // Odd sizes are skipped: divide makes covers on even n only.
    let ns: Vec<u32> = lines[1..]
        .iter()
        .map(|l| l.split(',').nth(1).unwrap().parse().unwrap())
        .collect();
    assert_eq!(ns, vec![6, 8, 10, 12]);
    for l in &lines[1..] {
        let f: Vec<&str> = l.split(',').collect();
        assert_eq!(f.len(), 7);
        assert_eq!(f[0], "divide+obfuscate");
        assert_eq!(f[2], "2");
        let min: f64 = f[4].parse().unwrap();
        let median: f64 = f[5].parse().unwrap();
        assert!(min > 0.0 && min <= median, "{l}");
    }
}

#[test]
fn timing_json_and_every_generator() {
    let (code, out, err) = run(&[
        "timing",
        "--gen",
        "all",
        "--sizes",
        "8",
        "--samples",
        "1",
        "--format",
        "json",
    ]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let gens = v["gens"].as_array().unwrap();
    let names: Vec<&str> = gens.iter().map(|g| g["gen"].as_str().unwrap()).collect();
    for want in [
        "warnsdorff-closed",
        "warnsdorff-tourney+join",
        "braid+obfuscate",
        "four-cover+join",
        "divide",
        "divide-tourney+join",
        "takefuji-lee+join",
    ] {
        assert!(names.contains(&want), "{want} missing from {names:?}");
    }
    for g in gens {
        let rows = g["rows"].as_array().unwrap();
        assert_eq!(rows.len(), 1, "{g}");
        assert_eq!(rows[0]["n"], 8);
        assert!(rows[0]["median_ns_per_cell"].as_f64().unwrap() > 0.0);
    }
}

#[test]
fn timing_refuses_bad_arguments() {
    for args in [
        vec!["timing", "--sizes", "6..8"],
        vec!["timing", "--gen", "nope", "--sizes", "6..8"],
        vec!["timing", "--gen", "divide+twist", "--sizes", "6..8"],
        vec!["timing", "--gen", "four-cover", "--sizes", "5..7"],
        vec!["timing", "--gen", "divide"],
        vec![
            "timing",
            "--gen",
            "divide",
            "--sizes",
            "6",
            "--samples",
            "0",
        ],
    ] {
        let (code, out, err) = run(&args);
        assert_eq!(code, 2, "{args:?}: {out}");
        assert!(err.starts_with("warnsdorff: "), "{args:?}: {err}");
    }
}

#[test]
fn convergence_csv_and_refusals() {
    let (code, out, err) = run(&[
        "convergence",
        "--sizes",
        "6..8:2",
        "--trials",
        "4",
        "--max-iterations",
        "200",
    ]);
    assert_eq!(code, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(
        lines[0],
        "n,trials,converged,tours,rate,mean_iterations,max_iterations"
    );
    assert_eq!(lines.len(), 3);
    assert!(
        lines[1].starts_with("6,4,") && lines[2].starts_with("8,4,"),
        "{out}"
    );
    for args in [
        vec!["convergence", "--sizes", "7"],
        vec!["convergence", "--schedule", "sideways"],
        vec!["convergence", "--trials", "0"],
    ] {
        let (code, _, err) = run(&args);
        assert_eq!(code, 2, "{args:?}");
        assert!(err.starts_with("warnsdorff: "), "{args:?}: {err}");
    }
}

#[test]
fn rails_csv_gives_a_row_per_supported_size_and_the_verdicts_on_stderr() {
    let args = [
        "rails",
        "--gen",
        "divide-tourney",
        "--sizes",
        "10..16:2",
        "--samples",
        "2",
        "--seed",
        "3",
    ];
    let (code, out, err) = run(&args);
    assert_eq!(code, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(
        lines[0],
        "n,samples,failed,tourneys,connected,one_pass_tours,joined,joined_disconnected,tours,\
         rails_min,rails_mean,rails_max,min_per_n,mean_per_cell,cycles_mean"
    );
    assert_eq!(lines.len(), 5, "{out}");
    for (k, line) in lines[1..].iter().enumerate() {
        let f: Vec<&str> = line.split(',').collect();
        assert_eq!(f.len(), 15, "{line}");
        assert_eq!(f[0], (10 + 2 * k).to_string());
        assert_eq!(f[1], "2");
        let (rails_min, n): (f64, f64) = (f[9].parse().unwrap(), f[0].parse().unwrap());
        let per_n: f64 = f[12].parse().unwrap();
        assert!((per_n - rails_min / n).abs() < 1e-3, "{line}");
    }
    assert!(err.contains("Rail Conjecture"), "{err}");
    assert!(err.contains("Algorithm 2 will generally"), "{err}");
    assert_eq!(run(&args).1, out, "same seed, same table");
}

#[test]
fn rails_json_holds_rows_and_three_verdicts_and_bad_arguments_are_refused() {
    let (code, out, err) = run(&[
        "rails",
        "--gen",
        "four-cover",
        "--sizes",
        "8..16",
        "--samples",
        "1",
        "--format",
        "json",
    ]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["experiment"], "rails");
    assert_eq!(v["gen"], "four-cover");
    let rows = v["rows"].as_array().unwrap();
    assert_eq!(rows.len(), 3, "8, 12, 16: multiples of 4");
    assert_eq!(rows[0]["n"], 8);
    assert_eq!(
        rows[0]["connected"], 0,
        "four components (tests/rail_graph.rs)"
    );
    assert_eq!(
        rows[0]["one_pass_tours"], 0,
        "one pass cannot join four components"
    );
    assert_eq!(
        rows[0]["joined_disconnected"], 1,
        "joined in rounds all the same"
    );
    let verdicts = v["verdicts"].as_array().unwrap();
    assert_eq!(verdicts.len(), 3);
    assert_eq!(verdicts[2]["claim"], "graph-connected");
    assert_eq!(verdicts[2]["finding"], "does-not");
    for args in [
        vec!["rails", "--sizes", "8..10"],
        vec!["rails", "--gen", "divide"],
        vec!["rails", "--gen", "nope", "--sizes", "8..10"],
        vec!["rails", "--gen", "divide+join", "--sizes", "8..10"],
        vec!["rails", "--gen", "divide", "--sizes", "5..5"],
        vec![
            "rails",
            "--gen",
            "divide",
            "--sizes",
            "8..10",
            "--samples",
            "0",
        ],
        vec![
            "rails", "--gen", "divide", "--sizes", "8..10", "--format", "xml",
        ],
    ] {
        let (code, _, err) = run(&args);
        assert_eq!(code, 2, "{args:?}");
        assert!(
            err.starts_with("warnsdorff: experiment rails"),
            "{args:?}: {err}"
        );
    }
}

//! `warnsdorff stats` driven as a program: the JSON shape, the CSV table, determinism by seed,
//! and exit status 2 with a clear message for bad arguments and sizes a generator does not make.

use std::process::{Command, Output};

fn stats(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_warnsdorff"))
        .arg("stats")
        .args(args)
        .output()
        .expect("the binary runs")
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

#[test]
fn json_has_the_documented_shape() {
    let o = stats(&[
        "--board",
        "8x8",
        "--gen",
        "warnsdorff-open",
        "--tours",
        "30",
        "--seed",
        "4",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["tours"], 30);
    for key in ["moves", "relative"] {
        for part in ["mean", "sd"] {
            let a = v[key][part].as_array().unwrap();
            assert_eq!(a.len(), 8, "{key}.{part}");
            assert!(a.iter().all(|x| x.as_f64().unwrap() >= 0.0));
        }
        let sum: f64 = v[key]["mean"]
            .as_array()
            .unwrap()
            .iter()
            .map(|x| x.as_f64().unwrap())
            .sum();
        assert!((sum - 1.0).abs() < 1e-12, "{key} sums to {sum}");
    }
    assert_eq!(v["relative"]["mean"][4], 0.0);
    assert_eq!(v["generator"], "warnsdorff-open");
    assert_eq!(v["board"], serde_json::json!([8, 8]));
    assert!(v["attempts"].as_u64().unwrap() >= 30);
    assert!(stderr(&o).contains("30 of 30 tours"), "{}", stderr(&o));

    // Same seed, same bytes; another seed, other numbers.
    let again = stats(&["--board", "8x8", "--tours", "30", "--seed", "4"]);
    assert_eq!(again.stdout, o.stdout);
    let other = stats(&["--board", "8x8", "--tours", "30", "--seed", "5"]);
    assert_ne!(other.stdout, o.stdout);
}

#[test]
fn csv_is_the_pages_table_of_generator_kind_i_mean_sd() {
    let o = stats(&[
        "--board",
        "10x10",
        "--gen",
        "warnsdorff-closed",
        "--tours",
        "5",
        "--format",
        "csv",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = String::from_utf8(o.stdout.clone()).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    // The one schema, the statistics page's export too.
    assert_eq!(
        lines[0],
        "generator,board,seed,tours,attempts,attempt_rate,kind,numbering,i,mean,sd"
    );
    assert_eq!(lines.len(), 1 + 18);
    assert!(
        lines[1].starts_with("warnsdorff-closed,10x10,1,5,"),
        "{}",
        lines[1]
    );
    assert!(lines[1].contains(",move,parberry,0,"));
    assert!(lines[9].contains(",relative,parberry,0,"));
    // A closed Warnsdorff tour never takes relative move 4 (straight back).
    assert!(
        lines[13].ends_with(",relative,parberry,4,0,0"),
        "{}",
        lines[13]
    );
    // Turns and crossings per tour, as the JSON summary of the same run says them.
    let json = stats(&[
        "--board",
        "10x10",
        "--gen",
        "warnsdorff-closed",
        "--tours",
        "5",
    ]);
    let v: serde_json::Value = serde_json::from_slice(&json.stdout).unwrap();
    // (Compared as numbers: serde_json reads a float back to within an ulp, not exactly.)
    for (line, kind) in [(lines[17], "turns"), (lines[18], "crossings")] {
        let cells: Vec<&str> = line.split(',').collect();
        assert_eq!(&cells[6..9], [kind, "", ""], "{line}");
        for (cell, key) in [(cells[9], "mean"), (cells[10], "sd")] {
            let (got, want) = (cell.parse::<f64>().unwrap(), v[kind][key].as_f64().unwrap());
            assert!(
                (got - want).abs() <= 1e-12 * want.abs(),
                "{line}: {key} {want}"
            );
        }
        assert!(v[kind]["mean"].as_f64().unwrap() > 0.0, "{kind}");
    }
    let said = stderr(&json);
    assert!(
        said.contains(&format!(
            "turns {:.1} ± {:.1}",
            v["turns"]["mean"].as_f64().unwrap(),
            v["turns"]["sd"].as_f64().unwrap()
        )),
        "{said}"
    );
    assert!(stderr(&o).contains("attempts"));
}

#[test]
fn deterministic_rule_runs_out_of_starts_honestly() {
    let o = stats(&[
        "--board",
        "6x6",
        "--gen",
        "ordering:12345678",
        "--tours",
        "1000",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["attempts"], 36);
    assert!(v["tours"].as_u64().unwrap() < 1000);
    assert!(v["stopped"].as_str().unwrap().contains("start squares"));
}

#[test]
fn attempt_cap_stops_with_partial_results() {
    let o = stats(&[
        "--board",
        "20x20",
        "--gen",
        "warnsdorff-closed",
        "--tours",
        "100000",
        "--max-attempts",
        "50",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert!(v["attempts"].as_u64().unwrap() >= 50);
    assert!(v["stopped"].as_str().unwrap().contains("--max-attempts"));
}

#[test]
fn bad_arguments_exit_2_with_a_reason() {
    let cases: [(&[&str], &str); 9] = [
        (&["--board", "8x8", "--tours", "0"], "at least 1"),
        (
            &["--board", "8x8", "--gen", "zigzag"],
            "unknown generator 'zigzag'",
        ),
        (&["--board", "3x3"], "no knight's tour"),
        (
            &["--board", "5x5", "--gen", "warnsdorff-closed"],
            "no closed knight's tour",
        ),
        (&["--board", "51x51", "--gen", "divide"], "divide: "),
        (
            &["--board", "50x52", "--gen", "braid-joined"],
            "braid-joined makes n x n covers only",
        ),
        (
            &["--board", "8x8", "--gen", "warnsdorff-open", "--obfuscate"],
            "obfuscation (001 §7) works on closed tours and tourneys",
        ),
        (
            &["--board", "8x8", "--format", "xml"],
            "not one of json, csv",
        ),
        (&["--tours", "3"], "--board RxC is required"),
    ];
    for (args, expect) in cases {
        let o = stats(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert!(o.stdout.is_empty(), "{args:?}: no output on stdout");
        assert!(stderr(&o).contains(expect), "{args:?}: {}", stderr(&o));
    }
    let o = stats(&["--board", "8x8", "--bogus"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("unexpected argument '--bogus'"));
}

#[test]
fn tiles_choose_divides_base_tours() {
    let run = |extra: &[&str]| {
        let mut a = vec!["--board", "24x24", "--tours", "1", "--seed", "2"];
        a.extend_from_slice(extra);
        let o = stats(&a);
        assert!(o.status.success(), "{}", stderr(&o));
        serde_json::from_slice::<serde_json::Value>(&o.stdout).unwrap()
    };
    let his = run(&["--gen", "divide", "--tiles", "parberry"]);
    assert_eq!(his["generator"], "divide:parberry");
    assert_eq!(run(&["--gen", "divide:parberry"]), his);
    let searched = run(&["--gen", "divide"]);
    assert_eq!(searched["generator"], "divide");
    assert_ne!(searched["moves"], his["moves"]);
    let seq = run(&[
        "--gen",
        "divide-tourney",
        "--tiles",
        "parberry",
        "--obfuscate",
        "--shatter",
        "sequential",
    ]);
    assert_eq!(
        seq["generator"],
        "divide-tourney:parberry (obfuscated, sequential shatter)"
    );
    for (args, want) in [
        (
            &["--gen", "divide", "--tiles", "his"][..],
            "searched or parberry",
        ),
        (
            &["--gen", "braid", "--tiles", "parberry"][..],
            "takes no tiles",
        ),
        (
            &["--gen", "divide", "--shatter", "sequential"][..],
            "give --obfuscate too",
        ),
        (
            &["--gen", "divide", "--obfuscate", "--shatter", "some"][..],
            "disjoint",
        ),
    ] {
        let mut a = vec!["--board", "24x24", "--tours", "1"];
        a.extend_from_slice(args);
        let o = stats(&a);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert!(stderr(&o).contains(want), "{args:?}: {}", stderr(&o));
    }
}

/// The preset's shape with few tours (the statistics themselves are checked, with enough tours,
/// in tests/parberry_tiles.rs): every paper row beside its run, verdicts, marks.
#[test]
fn the_parberry_tables_preset_prints_the_paper_beside_the_tool() {
    let o = stats(&["--preset", "parberry-tables", "--tours", "3", "--seed", "5"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = String::from_utf8(o.stdout).unwrap();
    assert!(text.contains("Table 1: move distribution f, Parberry's numbering"));
    assert!(text.contains("Table 2: relative move distribution r"));
    for row in [
        "Warnsdorff",
        "Takefuji-Lee",
        "Div-and-Conq",
        "Braid",
        "Four-Cover",
    ] {
        assert!(
            text.contains(&format!("{row}: paper (1000 tours)")),
            "{row}"
        );
    }
    assert!(text.contains("divide:parberry (obfuscated, sequential shatter) (3 tours)"));
    assert!(text.contains("divide (obfuscated, sequential shatter) (3 tours)"));
    assert!(
        text.contains("  paper 0.1214  0.1210  0.1289  0.1286"),
        "{text}"
    );
    assert_eq!(
        text.lines().filter(|l| l.contains(" against ")).count(),
        7,
        "{text}"
    );
    let o = stats(&[
        "--preset",
        "parberry-tables",
        "--tours",
        "2",
        "--format",
        "json",
        "--numbering",
        "squirrel",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["numbering"], "parberry");
    let list = v["comparisons"].as_array().unwrap();
    assert_eq!(list.len(), 7);
    assert_eq!(list[2]["algorithm"], "Div-and-Conq");
    assert_eq!(list[2]["f"].as_array().unwrap().len(), 8);
    assert_eq!(list[2]["r"].as_array().unwrap().len(), 7);
    assert_eq!(v["runs"][2]["source"], "divide:parberry");
    assert_eq!(v["runs"][2]["shatter"], "sequential");
    let o = stats(&["--preset", "tables-3"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("parberry-tables"));
}

#[test]
fn any_board_wrap_and_leaper_for_warnsdorffs_sources() {
    let dir = std::env::temp_dir().join(format!("warnsdorff-stats-shape-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let shape = dir.join("holed.txt");
    std::fs::write(
        &shape,
        "........\n...##...\n........\n........\n........\n........\n........\n........\n",
    )
    .unwrap();
    let shape = shape.to_str().unwrap();
    for (args, region, squares) in [
        (vec!["--shape", shape], "8x8 less 2 squares", 62u64),
        (
            vec!["--board", "10x10", "--wrap", "torus"],
            "10x10, torus",
            100,
        ),
        (
            vec!["--board", "9x9", "--wrap", "cylinder", "--leaper", "zebra"],
            "9x9, cylinder, leaper 2,3 (zebra)",
            81,
        ),
        (
            vec!["--board", "10x10", "--leaper", "1,4"],
            "10x10, leaper 1,4 (giraffe)",
            100,
        ),
    ] {
        let mut all = args.clone();
        all.extend(["--tours", "5", "--seed", "3", "--format", "json"]);
        let o = stats(&all);
        assert!(o.status.success(), "{args:?}: {}", stderr(&o));
        let j: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
        assert_eq!(j["region"], region, "{j}");
        assert_eq!(j["tours"], 5, "{args:?}");
        // f sums to 1 over the eight directions: every move of every tour was numbered.
        let f: f64 = j["moves"]["mean"]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| v.as_f64().unwrap())
            .sum();
        assert!((f - 1.0).abs() < 1e-9, "{args:?}: {f}");
        assert!(
            j["turns"]["mean"].as_f64().unwrap() <= squares as f64,
            "{j}"
        );
    }
    // Sources that build the knight's rectangle, obfuscation and impossible regions say so.
    for (args, says) in [
        (
            vec!["--board", "10x10", "--wrap", "torus", "--gen", "divide"],
            "divide builds the knight's tours of the whole rectangle",
        ),
        (
            vec!["--board", "8x8", "--leaper", "camel"],
            "never changes colour",
        ),
        (
            vec![
                "--board",
                "10x10",
                "--wrap",
                "torus",
                "--gen",
                "warnsdorff-closed",
                "--obfuscate",
            ],
            "with obfuscation",
        ),
    ] {
        let o = stats(&args);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert!(stderr(&o).contains(says), "{args:?}: {}", stderr(&o));
    }
    // The knight on the whole board is the page's reading, unchanged.
    let plain = stats(&["--board", "8x8", "--tours", "5", "--seed", "3"]);
    let j: serde_json::Value = serde_json::from_slice(&plain.stdout).unwrap();
    assert!(j.get("region").is_none(), "{j}");
    std::fs::remove_dir_all(&dir).ok();
}

//! The `cover` subcommand, run as the built binary.

use std::process::Command;

fn run(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_warnsdorff"))
        .arg("cover")
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

fn check_cycles(v: &serde_json::Value, n: u64) -> usize {
    check_rect(v, n, n)
}

/// Checks the cycles of a `rows` x `cols` cover: knight's moves, every square once.
fn check_rect(v: &serde_json::Value, rows: u64, cols: u64) -> usize {
    assert_eq!(v["board"], serde_json::json!([rows, cols]));
    let cycles = v["cycles"].as_array().unwrap();
    let mut seen = vec![0; (rows * cols) as usize];
    for c in cycles {
        let c = c.as_array().unwrap();
        for k in 0..c.len() {
            let a = &c[k];
            let b = &c[(k + 1) % c.len()];
            let (r, col) = (a[0].as_i64().unwrap(), a[1].as_i64().unwrap());
            let (r2, c2) = (b[0].as_i64().unwrap(), b[1].as_i64().unwrap());
            assert!(r >= 1 && col >= 1 && r <= rows as i64 && col <= cols as i64);
            let (dr, dc) = ((r2 - r).abs(), (c2 - col).abs());
            assert!(
                (dr, dc) == (1, 2) || (dr, dc) == (2, 1),
                "not a knight's move"
            );
            seen[((r - 1) * cols as i64 + col - 1) as usize] += 1;
        }
    }
    assert!(seen.iter().all(|&t| t == 1));
    cycles.len()
}

#[test]
fn json_cover_and_join() {
    let (code, out, _) = run(&["--board", "16x16", "--gen", "four-cover"]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(check_cycles(&v, 16), 64);
    let (code, out, _) = run(&["--board", "16x16", "--gen", "braid", "--join"]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(check_cycles(&v, 16), 1);
    assert_eq!(v["is_tour"], true);
}

#[test]
fn obfuscate_and_shatter() {
    let (code, out, _) = run(&[
        "--board",
        "20x20",
        "--gen",
        "divide",
        "--obfuscate",
        "--seed",
        "3",
    ]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(check_cycles(&v, 20), 1);
    assert!(v["obfuscate_join_rounds"].as_u64().unwrap() >= 1);
    let (code, out, _) = run(&["--board", "20x20", "--gen", "divide", "--shatter", "2"]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert!(check_cycles(&v, 20) > 1);
}

#[test]
fn svg_output() {
    let (code, out, _) = run(&["--board", "8x8", "--gen", "braid", "--format", "svg"]);
    assert_eq!(code, 0);
    assert!(out.starts_with("<svg"));
    assert_eq!(out.matches("<path").count(), 8);
}

/// Lin & Wei's closed tours are covers of rectangles: generated, shattered, joined and
/// obfuscated on n x m boards; boards without a closed tour are refused with the theorem.
#[test]
fn lin_wei_on_rectangles() {
    let (code, out, err) = run(&["--board", "10x13", "--gen", "lin-wei"]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(check_rect(&v, 10, 13), 1);
    assert_eq!(v["is_tour"], true);
    assert!(err.contains("lin-wei on 10x13"), "{err}");
    let (code, out, err) = run(&[
        "--board",
        "21x12",
        "--gen",
        "lin-wei",
        "--shatter",
        "2",
        "--seed",
        "4",
    ]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert!(check_rect(&v, 21, 12) > 1);
    let (code, out, err) = run(&[
        "--board",
        "3x30",
        "--gen",
        "lin-wei",
        "--obfuscate",
        "--seed",
        "2",
    ]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(check_rect(&v, 3, 30), 1);
    let (code, out, err) = run(&["--board", "16x30", "--gen", "lin-wei", "--format", "svg"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("<svg"));
    // An odd x odd board: its corner-missed closed tour, one cycle with the corner (1,1) left
    // out, obfuscated into another.
    for extra in [&[][..], &["--obfuscate", "--seed", "5"][..]] {
        let mut args = vec!["--board", "7x9", "--gen", "lin-wei"];
        args.extend_from_slice(extra);
        let (code, out, err) = run(&args);
        assert_eq!(code, 0, "{err}");
        let v: serde_json::Value = serde_json::from_str(&out).unwrap();
        // One cycle round all but a corner: a corner-missed tour, not a tour of the board.
        assert_eq!(v["is_tour"], false, "{extra:?}");
        assert_eq!(v["kind"], "corner-missed", "{extra:?}");
        assert_eq!(v["holes"].as_array().unwrap().len(), 1, "{extra:?}");
        let cycle = v["cycles"][0].as_array().unwrap();
        assert_eq!(
            (v["cycles"].as_array().unwrap().len(), cycle.len()),
            (1, 62)
        );
        assert!(!cycle.contains(&serde_json::json!([1, 1])), "{extra:?}");
        let mut seen: Vec<_> = cycle
            .iter()
            .map(|s| (s[0].as_u64(), s[1].as_u64()))
            .collect();
        seen.sort();
        seen.dedup();
        assert_eq!(seen.len(), 62);
    }
    for (board, says) in [
        ("3x5", "Theorem"),
        ("3x8", "Theorem 1"),
        ("4x20", "Theorem 1"),
    ] {
        let (code, out, err) = run(&["--board", board, "--gen", "lin-wei"]);
        assert_eq!((code, out.as_str()), (2, ""), "{board}");
        assert!(err.contains(says) && err.contains("n x m"), "{err}");
    }
    let (code, _, err) = run(&["--board", "8x10", "--gen", "divide"]);
    assert_eq!(code, 2);
    assert!(
        err.contains("not square") && err.contains("even n >= 6"),
        "{err}"
    );
}

#[test]
fn unsupported_sizes_and_bad_arguments_exit_2() {
    let (code, _, err) = run(&["--board", "10x10", "--gen", "four-cover"]);
    assert_eq!(code, 2);
    assert!(err.contains("multiple of 4"), "{err}");
    let (code, _, err) = run(&["--board", "7x7", "--gen", "divide"]);
    assert_eq!(code, 2);
    assert!(err.contains("even n >= 6"), "{err}");
    let (code, _, _) = run(&["--board", "8x8", "--gen", "nope"]);
    assert_eq!(code, 2);
    let (code, _, _) = run(&["--board", "8x8", "--gen", "braid", "--format", "png"]);
    assert_eq!(code, 2);
    let (code, _, _) = run(&["--board", "8x10", "--gen", "braid"]);
    assert_eq!(code, 2);
}

/// A history made through the core lab, printed, and replayed by `cover --ops` gives the same
/// cover and cycle count (the CLI reproduces what a person did on the tourney page).
#[test]
fn ops_from_the_lab_replay_on_the_command_line() {
    use warnsdorff::labs::tourneys::state::Tourney;
    use warnsdorff::rails::plan::PlanKind;
    use warnsdorff::tourneys::{generate, Generator};
    let seed = 5;
    let mut lab = Tourney::new(
        generate(Generator::Braid, 14, seed).unwrap(),
        String::new(),
        seed,
    );
    lab.switch_rail(3).unwrap();
    let n = lab.plan(PlanKind::Shatter);
    lab.seek(n / 2);
    lab.switch_rail(0).unwrap();
    let n = lab.plan(PlanKind::Join);
    lab.seek(n - 1);
    let ops = lab.ops();
    let want = lab.cycle_count();
    let (code, out, err) = run(&[
        "--board", "14x14", "--gen", "braid", "--seed", "5", "--ops", &ops,
    ]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(check_cycles(&v, 14), want);
    assert_eq!(v["cycle_count"], serde_json::json!(want));
    assert!(err.contains(&format!(": {want} cycle")), "{err}");
    let mut squares: Vec<Vec<u32>> = lab
        .cover()
        .cycle_squares()
        .into_iter()
        .map(|c| c.into_iter().flat_map(|s| [s.row, s.col]).collect())
        .collect();
    let mut got: Vec<Vec<u32>> = v["cycles"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| {
            c.as_array()
                .unwrap()
                .iter()
                .flat_map(|p| [p[0].as_u64().unwrap() as u32, p[1].as_u64().unwrap() as u32])
                .collect()
        })
        .collect();
    squares.sort();
    got.sort();
    assert_eq!(got, squares);
    let (code, out, err) = run(&[
        "--board", "14x14", "--gen", "braid", "--seed", "5", "--ops", &ops, "--format", "none",
    ]);
    assert_eq!((code, out.as_str()), (0, ""), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    let (code, _, err) = run(&[
        "--board",
        "14x14",
        "--gen",
        "braid",
        "--ops",
        "r1-45,banana",
    ]);
    assert_eq!(code, 2);
    assert!(
        err.contains("ops: 'r1-45'") || err.contains("ops: 'banana'"),
        "{err}"
    );
}

#[test]
fn takefuji_lee_covers_say_how_the_network_converged() {
    let (code, out, err) = run(&["--board", "20x20", "--gen", "takefuji-lee", "--seed", "3"]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["generator"], "takefuji-lee");
    let cycles = check_cycles(&v, 20);
    assert_eq!(v["cycle_count"], cycles);
    let note = v["generation_note"].as_str().unwrap();
    assert!(
        note.starts_with("converged after ") && note.contains(" iterations on attempt "),
        "{note}"
    );
    assert!(
        err.starts_with("cover: takefuji-lee on 20x20, seed 3: ") && err.contains(note),
        "{err}"
    );
    // The same seed, the same cover; joined and obfuscated like the others.
    let (_, again, _) = run(&["--board", "20x20", "--gen", "takefuji-lee", "--seed", "3"]);
    let w: serde_json::Value = serde_json::from_str(&again).unwrap();
    assert_eq!(v["cycles"], w["cycles"]);
    for extra in ["--join", "--obfuscate"] {
        let (code, out, err) = run(&[
            "--board",
            "20x20",
            "--gen",
            "takefuji-lee",
            "--seed",
            "3",
            extra,
        ]);
        assert_eq!(code, 0, "{err}");
        let v: serde_json::Value = serde_json::from_str(&out).unwrap();
        assert!(check_cycles(&v, 20) <= cycles, "{extra}");
    }
    // Sizes it does not take.
    for n in ["21x21", "62x62", "4x4"] {
        let (code, _, err) = run(&["--board", n, "--gen", "takefuji-lee"]);
        assert_eq!(code, 2, "{n}");
        assert!(
            err.contains("takefuji-lee does not support") && err.contains("even n from 6 to 60"),
            "{err}"
        );
    }
}

/// `--format none` prints nothing on stdout and one line on stderr, as `tour` does: the cycle
/// count, the squares covered (and holes), the time in all and each stage's, so covers can be timed
/// in bulk. The figures are read back, not assumed.
#[test]
fn format_none_summarises_cycles_squares_and_time() {
    fn ms(err: &str, what: &str) -> f64 {
        let at = err.find(what).unwrap_or_else(|| panic!("{what} in {err}")) + what.len();
        err[at..]
            .split(" ms")
            .next()
            .unwrap()
            .trim()
            .parse()
            .unwrap()
    }
    let (code, out, err) = run(&[
        "--board",
        "24x24",
        "--gen",
        "divide",
        "--seed",
        "3",
        "--shatter",
        "2",
        "--join",
        "--obfuscate",
        "--format",
        "none",
    ]);
    assert_eq!((code, out.as_str()), (0, ""), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.contains(": 1 cycle over 576 squares, a closed knight's tour; "),
        "{err}"
    );
    let total = ms(&err, "; ");
    let parts = ["generate ", "shatter ", "join ", "obfuscate "].map(|w| ms(&err, w));
    assert!(parts.iter().all(|&p| p >= 0.0), "{err}");
    // The stages are timed inside the total (printed to 0.1 ms each).
    assert!(parts.iter().sum::<f64>() <= total + 0.25, "{err}");

    // Several cycles, and a hole (the corner-missed cover of an odd board).
    let (_, _, err) = run(&[
        "--board",
        "10x10",
        "--gen",
        "divide",
        "--shatter",
        "3",
        "--format",
        "none",
    ]);
    let cycles: usize = err
        .split(": ")
        .nth(2)
        .unwrap()
        .split(' ')
        .next()
        .unwrap()
        .parse()
        .unwrap();
    assert!(
        cycles > 1 && err.contains(&format!("{cycles} cycles over 100 squares;")),
        "{err}"
    );
    let (_, _, err) = run(&["--board", "9x9", "--gen", "lin-wei", "--format", "none"]);
    assert!(
        err.contains(": 1 cycle over 80 squares (1 hole), a corner-missed"),
        "{err}"
    );
}

#[test]
fn a_cover_with_a_hole_says_so_in_its_json() {
    let out = Command::new(env!("CARGO_BIN_EXE_warnsdorff"))
        .args([
            "cover", "--board", "5x5", "--gen", "lin-wei", "--format", "json",
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["is_tour"], false, "{v}");
    assert_eq!(v["holes"], serde_json::json!([[1, 1]]), "{v}");
    assert_eq!(v["kind"], "corner-missed", "{v}");
}

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
    assert_eq!(v["board"], serde_json::json!([n, n]));
    let cycles = v["cycles"].as_array().unwrap();
    let mut seen = vec![0; (n * n) as usize];
    for c in cycles {
        let c = c.as_array().unwrap();
        for k in 0..c.len() {
            let a = &c[k];
            let b = &c[(k + 1) % c.len()];
            let (r, col) = (a[0].as_i64().unwrap(), a[1].as_i64().unwrap());
            let (r2, c2) = (b[0].as_i64().unwrap(), b[1].as_i64().unwrap());
            assert!(r >= 1 && col >= 1 && r <= n as i64 && col <= n as i64);
            let (dr, dc) = ((r2 - r).abs(), (c2 - col).abs());
            assert!(
                (dr, dc) == (1, 2) || (dr, dc) == (2, 1),
                "not a knight's move"
            );
            seen[((r - 1) * n as i64 + col - 1) as usize] += 1;
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

//! The `warnsdorff` binary against hostile arguments: bytes that are not UTF-8, and counts,
//! ranges and boards past a limit, each refused up front with exit status 2 and a message that
//! names the limit (none may panic, loop or start work first).

#![cfg(unix)]

use std::ffi::OsString;
use std::os::unix::ffi::OsStringExt;
use std::process::{Command, Output, Stdio};

fn cli(args: &[OsString]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_warnsdorff"))
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .output()
        .unwrap()
}

fn os(words: &[&str]) -> Vec<OsString> {
    words.iter().map(OsString::from).collect()
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// Every subcommand, each with one argument that is not UTF-8 (as a value, as an option name,
/// and as the subcommand itself): exit 2 and a message naming the argument's place, never a
/// panic's 101.
#[test]
fn an_argument_that_is_not_utf8_is_refused_with_exit_2() {
    let bad = || OsString::from_vec(vec![0xff, 0xfe, 0x80]);
    let commands: &[&[&str]] = &[
        &["tour", "--board"],
        &["validate"],
        &["construct", "--board"],
        &["exists", "--board"],
        &["cover", "--board"],
        &["sweep", "--sizes"],
        &["stats", "--board"],
        &["enumerate", "--board"],
        &["experiment", "success", "--sizes"],
        &["experiment", "rails", "--gen"],
        &["papers", "--check"],
        &["help"],
        &[],
    ];
    for words in commands {
        let mut args = os(words);
        args.push(bad());
        let out = cli(&args);
        let stderr = text(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{words:?}: {stderr}");
        assert!(
            stderr.contains("is not valid UTF-8") && !stderr.contains("panicked"),
            "{words:?}: {stderr}"
        );
        assert!(
            stderr.contains(&format!("argument {}", words.len() + 1)),
            "{words:?}: {stderr}"
        );
    }
}

/// A run that starts thousands of threads, shatters for ever, or walks boards past the limit
/// is refused before it starts, exit 2, the message naming the limit.
#[test]
fn counts_ranges_and_threads_past_their_limits_are_refused_up_front() {
    let cases: &[(&[&str], &str)] = &[
        (&["sweep", "--sizes", "5..8", "--jobs", "100000"], "cores"),
        (
            &[
                "cover",
                "--board",
                "8x8",
                "--gen",
                "braid",
                "--shatter",
                "4294967297",
            ],
            "limit of 1000",
        ),
        (
            &[
                "cover",
                "--board",
                "8x8",
                "--gen",
                "braid",
                "--shatter",
                "99999999999999999999999",
            ],
            "limit of 1000",
        ),
        (
            &[
                "experiment",
                "timing",
                "--gen",
                "braid",
                "--sizes",
                "1..1000000000",
            ],
            "board limit of 10000x10000",
        ),
        (
            &[
                "experiment",
                "rails",
                "--gen",
                "braid",
                "--sizes",
                "8..100000",
            ],
            "board limit of 10000x10000",
        ),
        (
            &["experiment", "success", "--sizes", "5..20000"],
            "board limit of 10000x10000",
        ),
        (
            &[
                "experiment",
                "success",
                "--sizes",
                "5..8",
                "--threads",
                "100000",
            ],
            "cores",
        ),
        (
            &["tour", "--board", "1x100000000"],
            "16000000 squares a side",
        ),
        (
            &[
                "experiment",
                "timing",
                "--gen",
                "braid",
                "--sizes",
                "8..10",
                "--samples",
                "1000001",
            ],
            "--samples 1000001 is over the limit of 1000000",
        ),
        (
            &[
                "experiment",
                "rails",
                "--gen",
                "braid",
                "--sizes",
                "8..10",
                "--samples",
                "99999999999999999999",
            ],
            "over the limit of 1000000",
        ),
        (
            &["experiment", "convergence", "--trials", "1000001"],
            "--trials 1000001 is over the limit of 1000000",
        ),
        (
            &["experiment", "convergence", "--max-iterations", "10000001"],
            "over the limit of 10000000",
        ),
        (
            &["stats", "--board", "8x8", "--max-attempts", "1000000000001"],
            "over the limit of 1000000000000",
        ),
    ];
    for (words, says) in cases {
        let out = cli(&os(words));
        let stderr = text(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{words:?}: {stderr}");
        assert!(stderr.contains(says), "{words:?}: {stderr}");
    }
}

/// Runs far past an hour are refused before they start, saying what they would walk, how long
/// that takes at the speed measured now, and that `--force` runs them anyway.
#[test]
fn runs_over_the_budget_are_refused_with_an_estimate_unless_forced() {
    let cases: &[&[&str]] = &[
        &[
            "experiment",
            "success",
            "--sizes",
            "5..10000",
            "--trials",
            "1000",
        ],
        &["stats", "--board", "1000x1000", "--tours", "1000000"],
        &[
            "experiment",
            "rails",
            "--gen",
            "braid",
            "--sizes",
            "8..10000",
            "--samples",
            "100000",
        ],
        &[
            "experiment",
            "timing",
            "--gen",
            "all",
            "--sizes",
            "8..10000",
            "--samples",
            "100000",
        ],
        &[
            "experiment",
            "convergence",
            "--sizes",
            "6..10000:2",
            "--trials",
            "100000",
        ],
    ];
    for words in cases {
        let out = cli(&os(words));
        let stderr = text(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{words:?}: {stderr}");
        for says in [
            "squares to walk",
            "M squares/s, measured now",
            "over the budget",
            "--force",
        ] {
            assert!(stderr.contains(says), "{words:?}: {stderr}");
        }
        assert!(out.stdout.is_empty(), "{words:?}: nothing done");
    }
}

/// `stats` on a board where tours are rare stops at its default cap of attempts.
#[test]
fn stats_attempts_are_bounded_by_default() {
    let out = cli(&os(&[
        "stats",
        "--board",
        "1000x1000",
        "--tours",
        "1",
        "--quiet",
    ]));
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{stderr}");
    let all = format!("{}{stderr}", text(&out.stdout));
    assert!(all.contains("stopped at the cap of 100 attempts"), "{all}");
}

/// `cover` and `construct` check memory before they build, as `tour` does: under a 1 GB
/// address-space limit a 10000x10000 board is refused with exit 2, not an abort.
#[test]
fn cover_and_construct_check_memory_first() {
    let bin = env!("CARGO_BIN_EXE_warnsdorff");
    for run in [
        "construct --board 10000x10000 --format none",
        "cover --board 10000x10000 --gen braid --format none",
    ] {
        let out = Command::new("sh")
            .arg("-c")
            .arg(format!("ulimit -v 1000000 && exec {bin} {run}"))
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .output()
            .unwrap();
        let stderr = text(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{run}: {stderr}");
        assert!(stderr.contains("of memory"), "{run}: {stderr}");
    }
}

/// Output read only in part (`warnsdorff tour … | head`): the reader goes away, and the run ends
/// quietly with 141 (as one killed by SIGPIPE), not with a panic's message.
#[test]
fn a_reader_that_goes_away_ends_the_run_quietly() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_warnsdorff"))
        .args(["tour", "--board", "400x400", "--format", "matrix"])
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    let out = child.wait_with_output().unwrap();
    let err = text(&out.stderr);
    assert!(!err.contains("panicked"), "{err}");
    assert_eq!(out.status.code(), Some(141), "{err}");
}

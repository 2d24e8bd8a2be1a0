//! Ctrl-C (SIGINT) on the long commands: the run ends cleanly with what it had finished (the
//! usual output, complete and readable, for the part done), says it was interrupted, and exits
//! with status 130.

#![cfg(unix)]

use std::io::Read;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

fn spawn(args: &[&str]) -> Child {
    Command::new(env!("CARGO_BIN_EXE_warnsdorff"))
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap()
}

/// Send SIGINT after `after`, then wait for the process: its exit code, stdout and stderr. A run
/// that ignores the signal is killed after two minutes, failing the test.
fn interrupt(args: &[&str], after: Duration) -> (Option<i32>, String, String) {
    let mut child = spawn(args);
    // Read both pipes while the run goes on: a run that fills a pipe (a sweep prints a line a
    // board) would otherwise block on it and never see the signal.
    let read = |mut pipe: Box<dyn Read + Send>| {
        std::thread::spawn(move || {
            let mut text = String::new();
            pipe.read_to_string(&mut text).unwrap();
            text
        })
    };
    let out = read(Box::new(child.stdout.take().unwrap()));
    let err = read(Box::new(child.stderr.take().unwrap()));
    std::thread::sleep(after);
    let sent = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(sent.success());
    let t0 = Instant::now();
    let status = loop {
        if let Some(s) = child.try_wait().unwrap() {
            break s;
        }
        if t0.elapsed() > Duration::from_secs(120) {
            child.kill().unwrap();
            panic!("{args:?} did not end after Ctrl-C");
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    (status.code(), out.join().unwrap(), err.join().unwrap())
}

#[test]
fn stats_ends_with_the_tours_it_had_made() {
    let (code, out, err) = interrupt(
        &[
            "stats",
            "--board",
            "60x60",
            "--gen",
            "warnsdorff-open",
            "--tours",
            "1000000",
            "--max-attempts",
            "100000000",
        ],
        Duration::from_millis(1500),
    );
    assert_eq!(code, Some(130), "{err}");
    let s: serde_json::Value = serde_json::from_str(&out).expect("the summary is whole JSON");
    let tours = s["tours"].as_u64().unwrap();
    assert!(tours > 0 && tours < 1_000_000, "{tours}");
    assert_eq!(s["stopped"], "interrupted by Ctrl-C");
    assert!(err.contains("interrupted"), "{err}");
}

#[test]
fn sweep_ends_with_the_boards_it_had_walked() {
    let (code, out, err) = interrupt(
        &["sweep", "--sizes", "5..4000", "--jobs", "1"],
        Duration::from_millis(1500),
    );
    assert_eq!(code, Some(130), "{err}");
    let last = out.lines().last().unwrap();
    assert!(last.contains("(of 3996: interrupted)"), "{last}");
    let rows = out.lines().filter(|l| !l.starts_with('#')).count();
    assert!(rows > 0 && rows < 3996, "{rows} rows");
    assert!(
        last.starts_with("# ") && last.contains(&format!("on {rows} boards")),
        "{last}"
    );
}

#[test]
fn an_experiment_ends_with_the_sizes_it_had_finished() {
    let (code, out, err) = interrupt(
        &[
            "experiment",
            "success",
            "--sizes",
            "5..400",
            "--trials",
            "100",
            "--threads",
            "1",
        ],
        Duration::from_millis(1500),
    );
    assert_eq!(code, Some(130), "{err}");
    let mut lines = out.lines();
    assert_eq!(lines.next(), Some("m,trials,tours,rate"));
    let rows = lines.count();
    assert!(rows > 0 && rows < 396, "{rows} rows");
}

/// A run over the budget starts when `--force` asks for it (and Ctrl-C still ends it).
#[test]
fn force_starts_a_run_over_the_budget() {
    let (code, out, err) = interrupt(
        &[
            "stats",
            "--board",
            "1000x1000",
            "--tours",
            "1000000",
            "--force",
        ],
        Duration::from_millis(2500),
    );
    assert_eq!(code, Some(130), "{err}");
    assert!(
        err.contains("at least") && err.contains("Ctrl-C ends it"),
        "{err}"
    );
    let s: serde_json::Value = serde_json::from_str(&out).expect("the summary is whole JSON");
    assert_eq!(s["stopped"], "interrupted by Ctrl-C");
}

//! The README's command lines run: each `warnsdorff …` line of its code blocks, with its
//! optional `[…]` parts left out, exits 0, and where its comment states an outcome the output
//! shows it. `validate FILE|-` is run on the output of every README command that writes a
//! matrix or a JSON record (tour, construct, cover). The paper-scale runs (thousands of tours,
//! boards up to 3000 or 400 on a side, Tables 1-2 at 1000 tours a generator) run with their
//! sizes shrunk, named in [`SHRUNK`], so that they take well under a second each; their own
//! commands' tests check them at larger sizes.

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// The README's command lines: (arguments after `warnsdorff`, the comment).
fn commands() -> Vec<(Vec<String>, String)> {
    let text = include_str!("../README.md");
    let mut out = Vec::new();
    let mut in_code = false;
    for line in text.lines() {
        if line.starts_with("```") {
            in_code = !in_code;
            continue;
        }
        let Some(rest) = line.strip_prefix("warnsdorff ").filter(|_| in_code) else {
            continue;
        };
        let (cmd, comment) = rest.split_once("  #").unwrap_or((rest, ""));
        // Leave out the optional parts.
        let mut plain = String::new();
        let mut depth = 0;
        for c in cmd.chars() {
            match c {
                '[' => depth += 1,
                ']' => depth -= 1,
                _ if depth == 0 => plain.push(c),
                _ => {}
            }
        }
        out.push((split(&plain), comment.trim().to_string()));
    }
    out
}

/// Words as a shell splits them, with single quotes.
fn split(s: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut word = String::new();
    let (mut quoted, mut any) = (false, false);
    for c in s.chars() {
        match c {
            '\'' => (quoted, any) = (!quoted, true),
            ' ' if !quoted => {
                if any {
                    words.push(std::mem::take(&mut word));
                    any = false;
                }
            }
            _ => (word.push(c), any = true).1,
        }
    }
    if any {
        words.push(word);
    }
    words
}

/// The paper-scale values of the README's commands and the small ones the test runs instead:
/// (command, option, the README's value, the test's).
const SHRUNK: &[(&str, &str, &str, &str)] = &[
    ("sweep", "--sizes", "5..3000", "5..40"),
    ("stats", "--tours", "1000", "5"),
    ("success", "--sizes", "5..400", "5..12"),
    ("success", "--trials", "100", "3"),
    ("convergence", "--sizes", "6..20:2", "6..8:2"),
    ("convergence", "--trials", "100", "3"),
    ("rails", "--sizes", "6..200:2", "6..10:2"),
    ("rails", "--samples", "10", "2"),
];

/// The command with its paper-scale values shrunk ([`SHRUNK`]); Tables 1-2's preset gets
/// `--tours 5` (it takes 1000 a generator by default).
fn shrunk(args: &[String]) -> Vec<String> {
    let cmd = match args[0].as_str() {
        "experiment" => args[1].as_str(),
        c => c,
    };
    let mut out: Vec<String> = args.to_vec();
    for k in 1..out.len() {
        for &(c, opt, big, small) in SHRUNK {
            if c == cmd && out[k - 1] == opt && out[k] == big {
                out[k] = small.to_string();
            }
        }
    }
    if args.iter().any(|a| a == "parberry-tables") {
        out.extend(["--tours".to_string(), "5".to_string()]);
    }
    out
}

fn run(args: &[String], stdin: Option<&str>) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_warnsdorff"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let input = stdin.unwrap_or("").to_string();
    let mut pipe = child.stdin.take().unwrap();
    let feeder = std::thread::spawn(move || pipe.write_all(input.as_bytes()));
    let out = child.wait_with_output().unwrap();
    feeder.join().unwrap().unwrap();
    out
}

#[test]
fn every_readme_command_runs_and_does_what_it_says() {
    let all = commands();
    assert!(all.len() >= 20, "{} command lines found", all.len());
    let lines = all.len();
    let mut ran = 0;
    // What the commands that write a tour, construction or cover wrote, for validate.
    let mut written: Vec<(String, String)> = Vec::new();
    let mut validate = None;
    for (args, comment) in all {
        if args[0] == "validate" {
            assert_eq!(args[1..], ["FILE|-"], "the README's validate line");
            validate = Some(comment);
            continue;
        }
        let args = shrunk(&args);
        let out = run(&args, None);
        let (stdout, stderr) = (
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr),
        );
        let what = args.join(" ");
        assert_eq!(out.status.code(), Some(0), "warnsdorff {what}: {stderr}");
        ran += 1;
        if args.windows(2).any(|w| w == ["--format", "gif"]) {
            // An animated GIF, not a text for validate.
            assert!(out.stdout.starts_with(b"GIF89a"), "{what}");
            continue;
        }
        if ["tour", "construct", "cover"].contains(&args[0].as_str()) && !stdout.trim().is_empty() {
            written.push((what.clone(), stdout.to_string()));
        }
        if comment.contains("a closed tour") {
            assert!(
                stderr.contains("a closed knight's tour"),
                "{what}: {stderr}"
            );
        }
        if comment.starts_with("first word") {
            let first = stdout.split_whitespace().next().unwrap_or("");
            assert!(
                ["closed", "corner-missed", "open", "none"].contains(&first),
                "{what}: {stdout}"
            );
        }
        if comment.starts_with("stderr only") {
            assert!(stdout.is_empty() && !stderr.is_empty(), "{what}");
        }
    }
    assert_eq!(
        ran + 1,
        lines,
        "every README command but validate runs on its own"
    );
    // validate FILE|-: each tour, construction and cover written above, read back from stdin.
    let comment = validate.expect("the README has a validate line");
    assert!(written.len() >= 6, "{} outputs to validate", written.len());
    for (what, text) in &written {
        let out = run(&["validate".into(), "-".into()], Some(text));
        let said = String::from_utf8_lossy(&out.stdout);
        assert_eq!(out.status.code(), Some(0), "validate of `{what}`: {said}");
        // The README's answers: "…: tour / closed tour / … / invalid: …".
        let answers: Vec<&str> = comment
            .split(": ")
            .nth(1)
            .unwrap_or("")
            .split(" / ")
            .filter(|a| *a != "invalid")
            .collect();
        assert!(
            answers.iter().any(|a| said.starts_with(a)),
            "validate of `{what}` says '{said}', not one of the README's {answers:?}"
        );
    }
}

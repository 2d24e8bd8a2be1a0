//! The README's command lines run: each `warnsdorff …` line of its code blocks, with its
//! optional `[…]` parts left out, exits 0, and where its comment states an outcome the output
//! shows it. Lines that take a file (`FILE|-`) and the paper-scale runs (thousands of tours,
//! boards up to 3000 or 400 on a side), which the experiment and stats tests run at small
//! sizes, are left to those tests.

use std::process::Command;

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

/// Paper-scale runs, each run at small sizes by its own command's tests.
fn long(args: &[String]) -> bool {
    let has = |w: &str| args.iter().any(|a| a == w);
    has("FILE|-")
        || has("1000")
        || has("parberry-tables")
        || args[0] == "sweep"
        || (args[0] == "experiment" && args[1] != "timing")
}

#[test]
fn every_readme_command_runs_and_does_what_it_says() {
    let all = commands();
    assert!(all.len() >= 20, "{} command lines found", all.len());
    let mut ran = 0;
    for (args, comment) in all {
        if long(&args) {
            continue;
        }
        let out = Command::new(env!("CARGO_BIN_EXE_warnsdorff"))
            .args(&args)
            .output()
            .unwrap();
        let (stdout, stderr) = (
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr),
        );
        let what = args.join(" ");
        assert_eq!(out.status.code(), Some(0), "warnsdorff {what}: {stderr}");
        ran += 1;
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
    assert!(ran >= 12, "only {ran} README commands ran");
}

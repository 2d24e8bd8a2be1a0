//! The `warnsdorff` binary against hostile arguments: bytes that are not UTF-8, and counts,
//! ranges and boards past a limit, each refused up front with exit status 2 and a message that
//! names the limit (none may panic, loop or start work first).

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

//! The command line's conventions: `--help` for the program and every subcommand (listing each
//! of its options, as the completion scripts know them), `help SUB`, `--version`, suggestions
//! for a misspelt flag or subcommand, and `completions SHELL`.

#![cfg(not(target_arch = "wasm32"))]

use std::collections::BTreeMap;
use std::process::{Command, Output, Stdio};

fn cli(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_warnsdorff"))
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .output()
        .unwrap()
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// The subcommands `warnsdorff --help` lists (not `help` itself).
fn subcommands() -> Vec<String> {
    let out = cli(&["--help"]);
    assert_eq!(out.status.code(), Some(0));
    let help = text(&out.stdout);
    help.split("Commands:\n")
        .nth(1)
        .expect("a list of commands")
        .lines()
        .take_while(|l| !l.trim().is_empty())
        .filter_map(|l| l.split_whitespace().next())
        .filter(|w| *w != "help")
        .map(str::to_string)
        .collect()
}

/// Each (sub)subcommand's long options, read from the fish completion script, which clap
/// writes from the same definition as the help: "experiment rails" → ["gen", "sizes", …].
fn options_by_command() -> BTreeMap<String, Vec<String>> {
    let out = cli(&["completions", "fish"]);
    assert_eq!(out.status.code(), Some(0));
    let mut found: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for line in text(&out.stdout).lines() {
        let Some((_, condition)) = line.split_once("__fish_warnsdorff_using_subcommand ") else {
            continue;
        };
        let condition = condition.split('"').next().unwrap();
        let mut command = condition.split(';').next().unwrap().trim().to_string();
        if let Some((_, sub)) = condition.split_once("; and __fish_seen_subcommand_from ") {
            command = format!("{command} {}", sub.trim());
        }
        let words: Vec<&str> = line.split_whitespace().collect();
        if let Some(i) = words.iter().position(|w| *w == "-l") {
            found
                .entry(command)
                .or_default()
                .push(words[i + 1].to_string());
        }
    }
    found
}

#[test]
fn every_subcommand_has_a_help_listing_each_of_its_options() {
    let commands = subcommands();
    for want in [
        "tour",
        "validate",
        "cover",
        "stats",
        "experiment",
        "completions",
    ] {
        assert!(commands.iter().any(|c| c == want), "{want}: {commands:?}");
    }
    let options = options_by_command();
    assert!(
        options["tour"].contains(&"board".to_string()),
        "{options:?}"
    );
    assert!(options["experiment rails"].contains(&"samples".to_string()));
    for command in &commands {
        assert!(
            options.contains_key(command),
            "{command} in the completions"
        );
    }
    for (command, flags) in &options {
        let words: Vec<&str> = command.split(' ').collect();
        let mut asked = words.clone();
        asked.push("--help");
        let out = cli(&asked);
        assert_eq!(out.status.code(), Some(0), "{asked:?}");
        let help = text(&out.stdout);
        for flag in flags {
            assert!(
                help.contains(&format!("--{flag}")),
                "{asked:?} lacks --{flag}:\n{help}"
            );
        }
        // `help SUB` says the same.
        let mut via_help = vec!["help"];
        via_help.extend(&words);
        let out = cli(&via_help);
        assert_eq!(out.status.code(), Some(0), "{via_help:?}");
        assert_eq!(text(&out.stdout), help, "{via_help:?}");
    }
}

#[test]
fn the_program_help_and_version_exit_0() {
    let out = cli(&["--help"]);
    assert_eq!(out.status.code(), Some(0));
    assert!(text(&out.stdout).contains("completions"));
    let out = cli(&["--version"]);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        text(&out.stdout).trim(),
        format!("warnsdorff {}", env!("CARGO_PKG_VERSION"))
    );
    // No subcommand: the help on stderr, a mistake.
    let out = cli(&[]);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("Commands:"));
}

#[test]
fn misspelt_flags_and_subcommands_get_a_suggestion_and_exit_2() {
    for (args, says) in [
        (
            &["tour", "--bord", "8x8"][..],
            "a similar argument exists: '--board'",
        ),
        (
            &["tuor", "--board", "8x8"][..],
            "a similar subcommand exists: 'tour'",
        ),
        (
            &["experiment", "rail", "--gen", "braid"][..],
            "a similar subcommand exists: 'rails'",
        ),
        (
            &["stats", "--board", "8x8", "--obfusc"][..],
            "a similar argument exists: '--obfuscate'",
        ),
    ] {
        let out = cli(args);
        let err = text(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(err.contains(says), "{args:?}: {err}");
        assert!(err.starts_with("warnsdorff: "), "{args:?}: {err}");
        assert!(out.stdout.is_empty(), "{args:?}");
    }
}

#[test]
fn a_refused_value_keeps_the_cores_words_and_names_the_subcommand() {
    let out = cli(&["tour", "--board", "banana"]);
    let err = text(&out.stderr);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        err.starts_with("warnsdorff: tour: invalid value 'banana' for '--board <RxC>'")
            && err.contains("write ROWSxCOLS"),
        "{err}"
    );
    // The limits' refusals name their subcommand once, in front.
    let out = cli(&["sweep", "--sizes", "5..9", "--jobs", "0"]);
    let err = text(&out.stderr);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        err.starts_with(
            "warnsdorff: sweep: invalid value '0' for '--jobs <N>': --jobs must be at least 1"
        ),
        "{err}"
    );
}

#[test]
fn options_of_another_mode_are_refused() {
    for args in [
        &["tour", "--link", "board=8x8", "--board", "8x8"][..],
        &["construct", "--regenerate-bases", "--board", "8x8"][..],
        &["stats", "--preset", "parberry-tables", "--board", "8x8"][..],
        &["stats", "--board", "8x8", "--numbering", "squirrel"][..],
        &["enumerate", "--start", "a8", "--end", "c7", "--per-set"][..],
        &["validate", "a", "b"][..],
    ] {
        let out = cli(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}");
        assert!(text(&out.stderr).starts_with("warnsdorff: "), "{args:?}");
    }
}

#[test]
fn an_option_given_twice_takes_the_last_as_before() {
    let out = cli(&["tour", "--board", "8x8", "--board=5x5", "--format", "none"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(text(&out.stderr).contains("board 5x5"));
}

#[test]
fn completions_are_written_for_each_shell_and_an_unknown_shell_exits_2() {
    let out = cli(&["completions", "bash"]);
    assert_eq!(out.status.code(), Some(0));
    let script = text(&out.stdout);
    assert!(script.contains("complete -F"), "a bash completion script");
    for command in subcommands() {
        assert!(
            script.contains(&command),
            "{command} missing from bash's script"
        );
    }
    for shell in ["zsh", "fish", "powershell", "elvish"] {
        let out = cli(&["completions", shell]);
        assert_eq!(out.status.code(), Some(0), "{shell}");
        assert!(text(&out.stdout).contains("warnsdorff"), "{shell}");
    }
    let out = cli(&["completions", "tcsh"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("possible values: bash"));
    assert!(out.stdout.is_empty());
}

//! The `warnsdorff` command line: bulk experiments with the core.
//!
//! Each subcommand lives in its own module and returns `Err(Usage)` for bad input, which is
//! printed on stderr with exit status 2; a run that completes exits 0 whatever its outcome.

mod args;
mod cover;

use args::Usage;
use std::process::ExitCode;

const HELP: &str = "\
warnsdorff: knight's tours by Warnsdorff's rule and friends

usage:
  warnsdorff tour --board RxC [--start R,C] [--rule RULE] [--seed N] [--format matrix|json|none]
  warnsdorff validate FILE|-
  warnsdorff cover --board NxN --gen warnsdorff-tourney|braid|four-cover|divide|divide-tourney|warnsdorff-closed
                   [--seed S] [--shatter K] [--join] [--obfuscate] [--format json|svg]
";

fn main() -> ExitCode {
    let mut argv: Vec<String> = std::env::args().skip(1).collect();
    if argv.is_empty() {
        eprint!("{HELP}");
        return ExitCode::from(2);
    }
    let command = argv.remove(0);
    let result: Result<(), Usage> = match command.as_str() {
        "help" | "--help" | "-h" => {
            print!("{HELP}");
            Ok(())
        }
        "cover" => cover::run(args::Args::new("cover", argv)),
        other => Err(Usage(format!("unknown command '{other}'\n{HELP}"))),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("warnsdorff: {e}");
            ExitCode::from(2)
        }
    }
}

//! The `warnsdorff` command line: bulk experiments with the core.
//!
//! The grammar is clap's ([`cli`]); each subcommand lives in its own module with its options and
//! returns `Err(Usage)` for bad input, which is printed on stderr with exit status 2, as clap's
//! own refusals are; a run that completes exits 0 whatever its outcome.
//!
//! Native only: `wasm-pack test` builds every target for wasm32, where the threaded experiments do
//! not exist, so there the binary is an empty `main`.

#[cfg(not(target_arch = "wasm32"))]
mod args;
#[cfg(not(target_arch = "wasm32"))]
mod cli;
#[cfg(not(target_arch = "wasm32"))]
mod construct;
#[cfg(not(target_arch = "wasm32"))]
mod count;
#[cfg(not(target_arch = "wasm32"))]
mod cover;
#[cfg(not(target_arch = "wasm32"))]
mod enumerate;
#[cfg(not(target_arch = "wasm32"))]
mod estimate;
#[cfg(not(target_arch = "wasm32"))]
mod exists;
#[cfg(not(target_arch = "wasm32"))]
mod experiment;
#[cfg(not(target_arch = "wasm32"))]
mod interrupt;
#[cfg(not(target_arch = "wasm32"))]
mod limits;
#[cfg(not(target_arch = "wasm32"))]
mod papers;
#[cfg(not(target_arch = "wasm32"))]
mod region;
#[cfg(not(target_arch = "wasm32"))]
mod stats;
#[cfg(not(target_arch = "wasm32"))]
mod sweep;
#[cfg(not(target_arch = "wasm32"))]
mod tour;

#[cfg(not(target_arch = "wasm32"))]
use args::Usage;
#[cfg(not(target_arch = "wasm32"))]
use std::process::ExitCode;

/// `validate` exits 1 for an invalid walk (a finding, not a usage error) and 2 for bad usage.
#[cfg(not(target_arch = "wasm32"))]
fn validate(args: tour::ValidateArgs) -> ExitCode {
    match tour::validate(args) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::from(1),
        Err(e) => {
            eprintln!("warnsdorff: {e}");
            ExitCode::from(2)
        }
    }
}

/// The arguments after the program's name, as text: the first that is not valid UTF-8 is refused
/// by its place (1 is the subcommand) with what it reads as, its bad bytes replaced.
#[cfg(not(target_arch = "wasm32"))]
fn arguments() -> Result<Vec<String>, Usage> {
    std::env::args_os()
        .skip(1)
        .enumerate()
        .map(|(i, a)| {
            a.into_string().map_err(|a| {
                Usage(format!(
                    "argument {} ('{}') is not valid UTF-8; every argument must be text",
                    i + 1,
                    a.to_string_lossy()
                ))
            })
        })
        .collect()
}

/// The exit status of a run whose reader went away (128 + SIGPIPE, as shells report it).
#[cfg(not(target_arch = "wasm32"))]
const BROKEN_PIPE_EXIT: i32 = 141;

/// Output read only in part (`warnsdorff tour … | head`): the reader closed the pipe, so the
/// print that failed ends the run quietly, as a tool killed by SIGPIPE does, not with a panic's
/// message. Any other panic is reported as usual.
#[cfg(not(target_arch = "wasm32"))]
fn quiet_on_broken_pipe() {
    let usual = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let words = info
            .payload()
            .downcast_ref::<String>()
            .map(String::as_str)
            .or_else(|| info.payload().downcast_ref::<&str>().copied())
            .unwrap_or("");
        if words.starts_with("failed printing to stdout") && words.contains("Broken pipe") {
            std::process::exit(BROKEN_PIPE_EXIT);
        }
        usual(info);
    }));
}

#[cfg(not(target_arch = "wasm32"))]
fn main() -> ExitCode {
    use clap::Parser;
    use cli::Command;
    quiet_on_broken_pipe();
    let argv = match arguments() {
        Ok(argv) => argv,
        Err(e) => {
            eprintln!("warnsdorff: {e}");
            return ExitCode::from(2);
        }
    };
    // Help and --version exit 0 on stdout; a mistake exits 2 with clap's message on stderr in
    // the tool's form (the option, the value, and the core's words on what is wrong, or a
    // suggestion).
    let words = std::iter::once("warnsdorff".to_string()).chain(argv.iter().cloned());
    let cli = match cli::Cli::try_parse_from(words) {
        Ok(cli) => cli,
        Err(e) => {
            use clap::error::ErrorKind;
            return match e.kind() {
                ErrorKind::DisplayHelp | ErrorKind::DisplayVersion => {
                    let _ = e.print();
                    ExitCode::SUCCESS
                }
                _ => {
                    eprint!("{}", cli::refusal(&e, &argv));
                    ExitCode::from(2)
                }
            };
        }
    };
    if matches!(
        cli.command,
        Command::Stats(_) | Command::Sweep(_) | Command::Experiment(_) | Command::Count(_)
    ) {
        interrupt::catch();
    }
    let result: Result<(), Usage> = match cli.command {
        Command::Tour(a) => tour::tour(a),
        Command::Validate(a) => return validate(a),
        Command::Construct(a) => return construct::main(a),
        Command::Exists(a) => exists::run(a),
        Command::Count(a) => count::run(a),
        Command::Cover(a) => cover::run(a),
        Command::Sweep(a) => sweep::run(a),
        Command::Stats(a) => stats::run(a),
        Command::Enumerate(a) => enumerate::run(a),
        Command::Experiment(a) => experiment::run(a),
        Command::Papers(a) => papers::run(a),
        Command::Completions { shell } => {
            cli::completions(shell);
            Ok(())
        }
    };
    match result {
        Ok(()) if interrupt::asked() => {
            eprintln!("warnsdorff: interrupted; what was finished is above");
            ExitCode::from(interrupt::EXIT)
        }
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("warnsdorff: {e}");
            ExitCode::from(2)
        }
    }
}

#[cfg(target_arch = "wasm32")]
fn main() {}

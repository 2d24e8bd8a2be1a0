//! The `warnsdorff` command line: bulk experiments with the core.
//!
//! Each subcommand lives in its own module and returns `Err(Usage)` for bad input, which is
//! printed on stderr with exit status 2; a run that completes exits 0 whatever its outcome.
//!
//! Native only: `wasm-pack test` builds every target for wasm32, where the threaded experiments do
//! not exist, so there the binary is an empty `main`.

#[cfg(not(target_arch = "wasm32"))]
mod args;
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
mod stats;
#[cfg(not(target_arch = "wasm32"))]
mod sweep;
#[cfg(not(target_arch = "wasm32"))]
mod tour;

#[cfg(not(target_arch = "wasm32"))]
use args::Usage;
#[cfg(not(target_arch = "wasm32"))]
use std::process::ExitCode;

#[cfg(not(target_arch = "wasm32"))]
fn help() -> String {
    format!(
        "\
warnsdorff: knight's tours by Warnsdorff's rule and friends

usage:
  warnsdorff tour --board RxC [--start R,C] [--rule RULE] [--seed N] [--steps K]
                   [--format matrix|json|none]   (--steps: stop after K moves; the json record
                   lists Irwin's trouble, termination and cut_off squares where it stopped)
  warnsdorff validate FILE|-
{}
  warnsdorff construct --board RxC [--kind closed|open|corner-missed] [--start R,C]
                   [--format matrix|json|svg|plan|none]   (Lin & Wei, any board; exit 1: no such tour)
  warnsdorff exists --board RxC   (closed, corner-missed, open or none, and the theorem)
  warnsdorff count --board RxC|--shape FILE [--closed] [--leaper A,B] [--wrap none|cylinder|torus]
                   [--jobs N] [--format text|json] [--force]   (every tour of a small board, and
                   how many Warnsdorff's rule makes; --shape: a matrix, # for a removed square)
  warnsdorff sweep [--rule RULE] --sizes FROM..TO[,...] [--seed N] [--jobs N]
                   (square boards, start (1,1), on every core; listed in ascending m;
                   --jobs at most the cores; sizes up to 10000)
  warnsdorff stats --board RxC [--gen GEN] [--tours N] [--seed S] [--format json|csv]
                   [--obfuscate] [--max-attempts N] [--quiet]
                   (--max-attempts: by default 100 a tour, or 10^8 squares walked if more)
                   [--tiles searched|parberry] [--shatter disjoint|sequential]
  warnsdorff stats --preset parberry-tables [--seed S] [--tours N] [--format text|json]
                   (001 Tables 1-2 beside this tool's numbers, differences marked)
{}
  warnsdorff experiment success|timing|convergence ...   (000 Fig. 2; 001 Figs. 3, 20, 21; 001 §3.2)
  warnsdorff experiment rails --gen GEN[+obfuscate] --sizes A..B[:STEP] --samples N --seed S [--format csv|json]   (001 §4-§5)
{}

  sweep, stats and experiment say first what a long run will walk and how long that takes here,
  and refuse one of more than an hour unless given --force; Ctrl-C ends them cleanly with what
  is finished (exit 130).

rules (tour --rule, sweep --rule, and stats --gen as a source):
{}
cover generators (cover --gen):
{}
stats generators (stats --gen; closed ones take --obfuscate):
{}
squares: R,C with (1,1) top-left, or a name like a8 on boards up to 26 columns
exit status: 0 when a run completes (whatever its outcome), 1 when validate finds an invalid
walk, 2 for bad arguments
",
        cover::usage(),
        enumerate::usage_line(),
        papers::usage_line(),
        tour::rules_help(),
        cover::gens_lines(),
        stats::sources_help()
    )
}

/// `validate` exits 1 for an invalid walk (a finding, not a usage error) and 2 for bad usage.
#[cfg(not(target_arch = "wasm32"))]
fn validate(argv: Vec<String>) -> ExitCode {
    match tour::validate(args::Args::new("validate", argv)) {
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

#[cfg(not(target_arch = "wasm32"))]
fn main() -> ExitCode {
    let mut argv = match arguments() {
        Ok(argv) => argv,
        Err(e) => {
            eprintln!("warnsdorff: {e}");
            return ExitCode::from(2);
        }
    };
    if argv.is_empty() {
        eprint!("{}", help());
        return ExitCode::from(2);
    }
    let command = argv.remove(0);
    if ["stats", "sweep", "experiment", "count"].contains(&command.as_str()) {
        interrupt::catch();
    }
    let result: Result<(), Usage> = match command.as_str() {
        "help" | "--help" | "-h" => {
            print!("{}", help());
            Ok(())
        }
        "tour" => tour::tour(args::Args::new("tour", argv)),
        "validate" => return validate(argv),
        "construct" => return construct::main(argv),
        "exists" => exists::run(args::Args::new("exists", argv)),
        "count" => count::run(args::Args::new("count", argv)),
        "cover" => cover::run(args::Args::new("cover", argv)),
        "sweep" => sweep::run(args::Args::new("sweep", argv)),
        "stats" => stats::run(args::Args::new("stats", argv)),
        "enumerate" => enumerate::run(args::Args::new("enumerate", argv)),
        "experiment" => experiment::run(argv),
        "papers" => papers::run(args::Args::new("papers", argv)),
        other => Err(Usage(format!("unknown command '{other}'\n{}", help()))),
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

//! The command line's grammar, by clap: the subcommands, each with its options (in its module),
//! its `--help` from their doc comments, and suggestions for a misspelt flag or subcommand.
//! Values are parsed by the core's parsers (and the pages' forms), so a refusal names the
//! option and says what is wrong in the core's words.

use crate::{construct, count, cover, enumerate, exists, experiment, papers, stats, sweep, tour};
use clap::{Parser, Subcommand};

/// warnsdorff: knight's tours by Warnsdorff's rule and friends
#[derive(Parser)]
#[command(
    name = "warnsdorff",
    version,
    arg_required_else_help = true,
    after_help = AFTER_HELP
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

/// What every subcommand shares, below the list of subcommands.
const AFTER_HELP: &str = "\
Each subcommand has its own --help: warnsdorff tour --help, or warnsdorff help tour.

sweep, stats and experiment say first what a long run will walk and how long that takes here,
and refuse one of more than an hour unless given --force; Ctrl-C ends them cleanly with what
is finished (exit 130).

squares: R,C with (1,1) top-left, or a name like a8 on boards up to 26 columns
exit status: 0 when a run completes (whatever its outcome), 1 when validate finds an invalid
walk or construct has no such tour, 2 for bad arguments, 130 after Ctrl-C";

/// The subcommands.
#[derive(Subcommand)]
#[command(args_override_self = true)]
pub enum Command {
    /// Walk a board by a rule: the walk on stdout, a one-line summary on stderr
    #[command(after_help = tour::rules_help())]
    Tour(tour::TourArgs),
    /// Say what a matrix or a JSON record of tour, construct or cover is (exit 1: invalid)
    Validate(tour::ValidateArgs),
    /// A closed, corner-missed or open tour on any board by Lin & Wei's construction (003)
    /// (exit 1: the board has no such tour)
    Construct(construct::ConstructArgs),
    /// Which tours a board has: closed, corner-missed, open or none, and the theorem (003)
    Exists(exists::ExistsArgs),
    /// Every tour of a small board (at most 128 squares) of any shape, leaper and wrap, and how
    /// many of them Warnsdorff's rule can make; on every core
    Count(count::CountArgs),
    /// A cycle cover (tourney) or closed tour by a generator, replayed, shattered, joined or
    /// obfuscated (001 §4-§7); JSON or SVG on stdout, a one-line summary on stderr
    #[command(after_help = cover::gens_help())]
    Cover(cover::CoverArgs),
    /// Walk one rule over many square boards from (1,1), on every core; one line a board, in
    /// ascending m
    Sweep(sweep::SweepArgs),
    /// Move and relative-move distributions (001 §3) over many seeded tours, or 001 Tables 1-2
    /// beside this tool's numbers (--preset parberry-tables)
    #[command(after_help = stats::sources_help())]
    Stats(stats::StatsArgs),
    /// Phadke's exhaustive enumeration of Warnsdorff closed tours on 8x8 (002)
    Enumerate(enumerate::EnumerateArgs),
    /// Re-run the papers' measurements: success (000 Fig. 2), timing (001 Figs. 3, 20, 21),
    /// convergence (001 §3.2), rails (001 §4-§5)
    #[command(subcommand)]
    Experiment(experiment::Experiment),
    /// The five papers' checkable claims, listed or run: paper value, tool value, verdict
    Papers(papers::PapersArgs),
    /// Write a completion script for SHELL to stdout (e.g. warnsdorff completions bash >
    /// /etc/bash_completion.d/warnsdorff)
    Completions {
        /// The shell
        #[arg(value_name = "SHELL")]
        shell: clap_complete::Shell,
    },
}

/// The completion script of this command line for `shell`, written to stdout.
pub fn completions(shell: clap_complete::Shell) {
    use clap::CommandFactory;
    let mut command = Cli::command();
    clap_complete::generate(shell, &mut command, "warnsdorff", &mut std::io::stdout());
}

/// clap's refusal in the tool's form: "warnsdorff: SUBCOMMAND: what is wrong", then clap's tip
/// and usage lines. `argv` (the arguments after the program's name) gives the subcommands.
pub fn refusal(e: &clap::Error, argv: &[String]) -> String {
    let path = subcommands(argv);
    let text = e.render().to_string();
    // A subcommand named without the one it needs (`experiment`): its help, said as a question.
    if e.kind() == clap::error::ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand {
        return match path.is_empty() {
            true => text,
            false => format!("warnsdorff: {}: which one?\n\n{text}", path.join(" ")),
        };
    }
    let text = text.strip_prefix("error: ").unwrap_or(&text);
    if path.is_empty() {
        return format!("warnsdorff: {text}");
    }
    // A value parser's refusal names the subcommand too; it is said once, in front.
    let path = path.join(" ");
    let text = text.replace(&format!(": {path}: "), ": ");
    format!("warnsdorff: {path}: {text}")
}

/// The subcommands `argv` names first (`experiment rails`).
fn subcommands(argv: &[String]) -> Vec<&str> {
    use clap::CommandFactory;
    let mut command = Cli::command();
    let mut path = Vec::new();
    for word in argv {
        match command.find_subcommand(word) {
            Some(sub) => {
                path.push(word.as_str());
                command = sub.clone();
            }
            None => break,
        }
    }
    path
}

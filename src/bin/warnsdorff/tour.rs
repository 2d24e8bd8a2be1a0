//! `warnsdorff tour` and `warnsdorff validate`.

use crate::args::{number, Args, Usage};
use std::io::Read;
use std::time::Instant;
use warnsdorff::board::{Board, Square};
use warnsdorff::matrix::{Matrix, Verdict};
use warnsdorff::record::Record;
use warnsdorff::rules::{catalogue, RuleSpec};
use warnsdorff::walk::{Outcome, Walk};

const TOUR_ACCEPTS: &str =
    "--board RxC, --start R,C, --rule RULE, --seed N, --steps K, --format matrix|json|none";

/// Walk by a rule (all the way, or `--steps K` moves at most); the walk on stdout, a one-line
/// summary on stderr. The JSON record lists Irwin's trouble, termination and cut-off squares of
/// the position where the walk stopped.
pub fn tour(mut args: Args) -> Result<(), Usage> {
    let board: Board = args
        .value("--board")?
        .ok_or_else(|| Usage("tour: --board RxC is required, e.g. --board 8x8".into()))?
        .parse()?;
    let start = match args.value("--start")? {
        Some(t) => board.parse_square(&t)?,
        None => Square::new(1, 1),
    };
    let rule = match args.value("--rule")? {
        Some(t) => RuleSpec::parse(&t)?,
        None if board.is_square() => RuleSpec::SquirrelCull,
        None => RuleSpec::Nineteen,
    };
    let seed: u64 = match args.value("--seed")? {
        Some(t) => number("--seed", &t)?,
        None => 1,
    };
    let steps: Option<usize> = match args.value("--steps")? {
        Some(t) => Some(number("--steps", &t)?),
        None => None,
    };
    let format = args.value("--format")?.unwrap_or_else(|| "matrix".into());
    if !["matrix", "json", "none"].contains(&format.as_str()) {
        return Err(Usage(format!(
            "tour: --format '{format}' is not one of matrix, json, none"
        )));
    }
    args.finish(TOUR_ACCEPTS)?;

    crate::sweep::check_walk_memory(board)?;
    let t0 = Instant::now();
    let mut walk = Walk::new(board, start, rule, seed)?;
    walk.run(steps.unwrap_or(usize::MAX));
    let elapsed = t0.elapsed();
    match format.as_str() {
        "matrix" => print!("{}", Matrix::of_walk(&walk)),
        "json" => println!("{}", Record::of_walk(&walk).to_json()),
        _ => {}
    }
    let outcome = walk.outcome();
    let note = walk.note().map(|n| format!("; {n}")).unwrap_or_default();
    let stand = if outcome == Outcome::Running {
        let m = walk.marks();
        format!(
            "stopped after {} steps, running; Irwin's squares: {} trouble, {} termination, {} cut off",
            walk.len() - 1,
            m.trouble.len(),
            m.termination.len(),
            m.cut_off.len()
        )
    } else {
        outcome.describe(board.squares())
    };
    eprintln!(
        "{stand} ({} of {} squares visited); board {board}, start {start}, rule {}, seed {seed}, {:.3} ms{note}",
        walk.len(),
        board.squares(),
        walk.spec(),
        elapsed.as_secs_f64() * 1e3
    );
    Ok(())
}

/// Read a matrix or a JSON record from a file or stdin and say on stdout what it is; Ok(false)
/// when it is not a valid walk.
pub fn validate(mut args: Args) -> Result<bool, Usage> {
    let files = args.positional();
    args.finish("FILE or - for stdin")?;
    let [file] = files.as_slice() else {
        return Err(Usage("validate: name one FILE, or - to read stdin".into()));
    };
    let mut text = String::new();
    if file == "-" {
        std::io::stdin().read_to_string(&mut text)?;
    } else {
        text = std::fs::read_to_string(file)
            .map_err(|e| Usage(format!("validate: cannot read '{file}': {e}")))?;
    }
    let result = if text.trim_start().starts_with('{') {
        Record::from_json(&text)?.validate()
    } else {
        Matrix::validate_text(&text).map(|(_, v)| v)
    };
    match result {
        Ok(verdict) => {
            match verdict {
                Verdict::ClosedTour => println!("closed tour"),
                Verdict::Tour => println!("tour"),
                Verdict::Path { len } => println!("valid path of {len} squares, not a tour"),
            }
            Ok(true)
        }
        Err(e) => {
            println!("invalid: {e}");
            Ok(false)
        }
    }
}

/// For the help text: one line per rule of the catalogue.
pub fn rules_help() -> String {
    catalogue::RULES
        .iter()
        .map(|r| {
            format!(
                "  {:<22} {} ({}; {})\n",
                r.syntax, r.description, r.paper, r.boards
            )
        })
        .collect()
}

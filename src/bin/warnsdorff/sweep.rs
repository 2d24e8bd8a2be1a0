//! `warnsdorff sweep`: walk one rule over a range of square boards and report each outcome, for
//! checking a rule's promise (e.g. squirrel-cull's tours on every m × m board).

use crate::args::{number, Args, Usage};
use std::time::Instant;
use warnsdorff::board::{Board, Square};
use warnsdorff::rules::RuleSpec;
use warnsdorff::walk::Walk;

const ACCEPTS: &str = "--rule RULE, --sizes FROM..TO, --seed N";

pub fn run(mut args: Args) -> Result<(), Usage> {
    let rule = RuleSpec::parse(
        &args
            .value("--rule")?
            .unwrap_or_else(|| "squirrel-cull".into()),
    )?;
    let sizes = args
        .value("--sizes")?
        .ok_or_else(|| Usage("sweep: --sizes FROM..TO is required, e.g. --sizes 5..300".into()))?;
    let (from, to) = sizes.split_once("..").ok_or_else(|| {
        Usage(format!(
            "sweep: --sizes '{sizes}' is not FROM..TO, e.g. 5..300"
        ))
    })?;
    let from: u64 = number("--sizes FROM", from)?;
    let to: u64 = number("--sizes TO", to.trim_start_matches('='))?;
    let seed: u64 = match args.value("--seed")? {
        Some(t) => number("--seed", &t)?,
        None => 1,
    };
    args.finish(ACCEPTS)?;
    if from == 0 || from > to {
        return Err(Usage(format!(
            "sweep: --sizes {from}..{to} is empty or starts at 0"
        )));
    }
    Board::square_board(to)?;

    println!("# warnsdorff sweep --rule {rule} --sizes {from}..{to} --seed {seed}");
    println!("# m  outcome  visited  ms  plan");
    let t0 = Instant::now();
    let mut tours = 0u64;
    let mut failed = Vec::new();
    for m in from..=to {
        let board = Board::square_board(m)?;
        let t = Instant::now();
        let mut walk = Walk::new(board, Square::new(1, 1), rule.clone(), seed)?;
        let label = walk.rule_label();
        walk.run(usize::MAX);
        let outcome = walk.outcome();
        if outcome.is_tour() {
            tours += 1;
        } else {
            failed.push(m);
        }
        let word = match outcome {
            o if o.is_tour() => "tour",
            _ => "dead-end",
        };
        println!(
            "{m} {word} {} {:.1} {label}",
            walk.len(),
            t.elapsed().as_secs_f64() * 1e3
        );
    }
    println!(
        "# {tours} tours on {} boards; failed: {}; {:.1} s",
        to - from + 1,
        if failed.is_empty() {
            "none".to_string()
        } else {
            failed
                .iter()
                .map(u64::to_string)
                .collect::<Vec<_>>()
                .join(" ")
        },
        t0.elapsed().as_secs_f64()
    );
    Ok(())
}

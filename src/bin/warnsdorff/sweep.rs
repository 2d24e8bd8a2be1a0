//! `warnsdorff sweep`: walk one rule over many square boards and report each outcome, for
//! checking a rule's promise (e.g. squirrel-cull's tours on every m × m board, 000 §3 and §6).
//!
//! The boards are walked on every core (rayon), each board by one thread; the report lists them
//! in ascending m whatever order they finish in, each line printed as soon as every smaller
//! board's is. Before it starts, the sweep checks that the walks it will run at once fit in the
//! machine's free memory (about 5 bytes a square each, [`Walk::bytes_for`]) and runs fewer at
//! once, or refuses with the figures, when they do not.

use crate::args::{by, number, whole, Usage};
use crate::limits::{available_memory, gb};
use rayon::prelude::*;
use std::collections::BTreeMap;
use std::io::Write;
use std::sync::mpsc;
use std::time::Instant;
use warnsdorff::board::{Board, Square, MAX_SQUARE_SIDE};
use warnsdorff::rules::RuleSpec;
use warnsdorff::walk::Walk;

/// Parse `--sizes`: comma-separated items `FROM..TO` (also `FROM..=TO`) or `M`, each at least
/// 1; the sizes in ascending order, each once.
pub fn parse_sizes(text: &str) -> Result<Vec<u32>, Usage> {
    let bad = |what: &str| {
        Usage(format!(
            "sweep: --sizes '{text}': {what}; write FROM..TO or M, several joined by commas, \
             e.g. 5..300 or 3001..3200,4992..5007,10000"
        ))
    };
    let mut sizes = Vec::new();
    for item in text.split(',').map(str::trim) {
        if item.is_empty() {
            return Err(bad("an item is empty"));
        }
        let (from, to) = match item.split_once("..") {
            Some((a, b)) => (
                number::<u64>("--sizes FROM", a)?,
                number::<u64>("--sizes TO", b.trim_start_matches('='))?,
            ),
            None => {
                let m = number::<u64>("--sizes", item)?;
                (m, m)
            }
        };
        if from == 0 || from > to {
            return Err(bad(&format!("{from}..{to} is empty or starts at 0")));
        }
        if to > MAX_SQUARE_SIDE as u64 {
            // The board's own error says what the limit is and why.
            Board::square_board(to)?;
        }
        sizes.extend(from as u32..=to as u32);
    }
    sizes.sort_unstable();
    sizes.dedup();
    Ok(sizes)
}

/// How many walks on `board` (the largest) to run at once: `wanted`, fewer when they would
/// not fit in `available` bytes together (keeping a tenth free); an error when not even one
/// fits.
pub fn jobs_for(wanted: usize, board: Board, available: Option<u64>) -> Result<usize, Usage> {
    let need = Walk::bytes_for(board);
    let Some(free) = available else {
        return Ok(wanted.max(1));
    };
    let usable = free / 10 * 9;
    let fit = (usable / need.max(1)) as usize;
    if fit == 0 {
        return Err(Usage(format!(
            "a walk on {board} needs about {} of memory ({:.0} bytes a square) and this machine \
             has {} free; try a smaller board or free some memory",
            gb(need),
            need as f64 / board.squares() as f64,
            gb(free)
        )));
    }
    Ok(wanted.max(1).min(fit))
}

/// Refuse, with the figures, a walk on `board` that the machine's free memory cannot hold
/// (`tour` and `sweep`), rather than let the allocation abort.
pub fn check_walk_memory(board: Board) -> Result<(), Usage> {
    jobs_for(1, board, available_memory()).map(|_| ())
}

/// One board's report line (without the newline) and whether the walk was a tour.
fn walk_one(rule: &RuleSpec, m: u32, seed: u64) -> Result<(String, bool), String> {
    let board = Board::square_board(m as u64).map_err(|e| e.to_string())?;
    let t = Instant::now();
    let mut walk =
        Walk::new(board, Square::new(1, 1), rule.clone(), seed).map_err(|e| e.to_string())?;
    walk.run(usize::MAX);
    // After the walk: a staged rule's label names the stage it ended in ("stage 5 of 5": every
    // switching square was reached).
    let label = walk.rule_label();
    let tour = walk.outcome().is_tour();
    let word = if tour { "tour" } else { "dead-end" };
    Ok((
        format!(
            "{m} {word} {} {:.1} {label}",
            walk.len(),
            t.elapsed().as_secs_f64() * 1e3
        ),
        tour,
    ))
}

/// The options of `sweep`.
#[derive(clap::Args)]
pub struct SweepArgs {
    /// The rule, one of those `tour --help` lists
    #[arg(long, value_name = "RULE", default_value = "squirrel-cull", value_parser = by(rule))]
    rule: RuleSpec,
    /// The sides m of the m x m boards: FROM..TO or M, several joined by commas (e.g.
    /// 5..300 or 3001..3200,4992..5007,10000); sides up to 10000
    #[arg(long, value_name = "LIST", value_parser = by(sizes))]
    sizes: Option<(String, Vec<u32>)>,
    /// The seed of the rule's random choices
    #[arg(long, value_name = "N", default_value = "1", allow_hyphen_values = true,
          value_parser = whole::<u64>("--seed"))]
    seed: u64,
    /// Walks at once, at most the cores [default: every core]
    #[arg(long, value_name = "N", allow_hyphen_values = true,
          value_parser = |t: &str| crate::limits::threads("sweep", "--jobs", t).map_err(|e| e.0))]
    jobs: Option<usize>,
    /// Run even when the estimate is over an hour
    #[arg(long)]
    force: bool,
}

fn rule(text: &str) -> Result<RuleSpec, Usage> {
    Ok(RuleSpec::parse(text)?)
}

/// The list as given (for the report's first line) and its sizes.
fn sizes(text: &str) -> Result<(String, Vec<u32>), Usage> {
    Ok((text.to_string(), parse_sizes(text)?))
}

pub fn run(args: SweepArgs) -> Result<(), Usage> {
    let (sizes_text, sizes) = args.sizes.ok_or_else(|| {
        Usage("sweep: --sizes LIST is required, e.g. --sizes 5..300 or 3001..3200,10000".into())
    })?;
    let SweepArgs {
        rule, seed, force, ..
    } = args;
    let wanted = args.jobs.unwrap_or_else(rayon::current_num_threads);
    crate::estimate::check(
        "sweep",
        crate::estimate::square_boards(sizes.iter().copied()),
        &format!("{} boards m x m, m = {sizes_text}", sizes.len()),
        force,
        false,
    )?;
    // Every board is checked against the rule before any is walked (e.g. a rule that needs a
    // path, or a board over the limit).
    let largest = *sizes.last().expect("parse_sizes refuses an empty list");
    Walk::new(
        Board::square_board(5)?,
        Square::new(1, 1),
        rule.clone(),
        seed,
    )?;
    let jobs = jobs_for(
        wanted,
        Board::square_board(largest as u64)?,
        available_memory(),
    )?;

    let mut out = std::io::stdout().lock();
    let _ = writeln!(
        out,
        "# warnsdorff sweep --rule {rule} --sizes {sizes_text} --seed {seed}\n\
         # {} boards on {jobs} threads (largest {largest}x{largest}: about {} for its walk); \
         listed in ascending m\n\
         # m  outcome  visited  ms  rule (the stage it ended in)",
        sizes.len(),
        gb(Walk::bytes_for(Board::square_board(largest as u64)?))
    );
    let _ = out.flush();

    let t0 = Instant::now();
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(jobs)
        .build()
        .map_err(|e| Usage(format!("sweep: cannot start {jobs} threads: {e}")))?;
    let (tx, rx) = mpsc::channel();
    let mut tours = 0usize;
    let mut next = 0;
    let mut failed = Vec::new();
    let mut errors = Vec::new();
    std::thread::scope(|scope| {
        let (rule, sizes) = (&rule, &sizes);
        scope.spawn(move || {
            pool.install(|| {
                // In ascending m, so the report streams; rayon hands the threads the boards.
                // After Ctrl-C no board is begun; those under way finish.
                (0..sizes.len()).into_par_iter().for_each_with(tx, |tx, i| {
                    if !crate::interrupt::asked() {
                        let _ = tx.send((i, walk_one(rule, sizes[i], seed)));
                    }
                });
            })
        });
        let mut waiting = BTreeMap::new();
        for (i, r) in rx {
            waiting.insert(i, r);
            while let Some(r) = waiting.remove(&next) {
                let m = sizes[next];
                match r {
                    Ok((line, tour)) => {
                        if tour {
                            tours += 1;
                        } else {
                            failed.push(m);
                        }
                        let _ = writeln!(out, "{line}");
                    }
                    Err(e) => {
                        let _ = writeln!(out, "{m} error {e}");
                        errors.push(m);
                    }
                }
                let _ = out.flush();
                next += 1;
            }
        }
    });
    let list = |v: &[u32]| {
        if v.is_empty() {
            "none".to_string()
        } else {
            v.iter().map(u32::to_string).collect::<Vec<_>>().join(" ")
        }
    };
    let _ = writeln!(
        out,
        "# {tours} tours on {} boards{}; failed: {}{}; {:.1} s",
        next,
        if next < sizes.len() {
            format!(" (of {}: interrupted)", sizes.len())
        } else {
            String::new()
        },
        list(&failed),
        if errors.is_empty() {
            String::new()
        } else {
            format!("; errors: {}", list(&errors))
        },
        t0.elapsed().as_secs_f64()
    );
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_are_listed_ascending_once() {
        assert_eq!(parse_sizes("9,5..7, 6..=8").unwrap(), [5, 6, 7, 8, 9]);
        assert!(parse_sizes("0..5").is_err());
        assert!(parse_sizes("").is_err());
        assert!(parse_sizes("10001").unwrap_err().0.contains("limit"));
    }

    #[test]
    fn fewer_walks_at_once_when_memory_is_short_and_an_error_when_none_fits() {
        let gb = 1_000_000_000u64;
        // A 10,000 x 10,000 walk takes about 0.5 GB (5 bytes a square).
        let b = Board::square_board(10_000).unwrap();
        assert_eq!(jobs_for(8, b, None).unwrap(), 8);
        assert_eq!(jobs_for(8, b, Some(64 * gb)).unwrap(), 8);
        assert_eq!(jobs_for(8, b, Some(3 * gb)).unwrap(), 5);
        let e = jobs_for(8, b, Some(gb / 2)).unwrap_err().0;
        assert!(
            e.contains("needs about 0.50 GB of memory (5 bytes a square)")
                && e.contains("0.50 GB free"),
            "{e}"
        );
    }
}

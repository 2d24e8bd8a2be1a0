//! `warnsdorff stats`: move and relative-move distributions (Parberry 001 §3) over many seeded
//! tours from one generator, as JSON or CSV on stdout; progress and a summary line on stderr.
//!
//! JSON: the [`Summary`] — `{"tours": N, "moves": {"mean": [8], "sd": [8]}, "relative": {…},
//! "directed": {…}, "generator": …, "board": [R, C], "seed": S, "target": N, "attempts": A,
//! "squares": Q, "attempt_rate": r, "stopped": null | "why"}`, indexed 0–7 in Parberry's
//! numbering. CSV: the one form of [`warnsdorff::stats::tourgen::csv`], the statistics page's
//! too: header `generator,board,seed,tours,attempts,attempt_rate,kind,i,mean,sd`, then 8 rows
//! each of kind `move` and `relative` (001's f and r).

use crate::args::{number, Args, Usage};
use std::time::{Duration, Instant};
use warnsdorff::board::Board;
use warnsdorff::stats::tourgen::csv;
use warnsdorff::stats::{sources, GenSpec, Generator, Run};

const ACCEPTS: &str = "--board RxC, --gen GEN, --tours N, --seed S, --format json|csv, --obfuscate, --max-attempts N, --quiet";

/// Squares of work between checks of the clock and the attempt cap.
const SLICE: u64 = 1 << 16;

pub fn run(mut args: Args) -> Result<(), Usage> {
    let board: Board = args
        .value("--board")?
        .ok_or_else(|| Usage("stats: --board RxC is required, e.g. --board 50x50".into()))?
        .parse()?;
    let gen_name = args
        .value("--gen")?
        .unwrap_or_else(|| "warnsdorff-open".into());
    let tours: u64 = match args.value("--tours")? {
        Some(t) => number("--tours", &t)?,
        None => 100,
    };
    if tours == 0 {
        return Err(Usage("stats: --tours must be at least 1".into()));
    }
    let seed: u64 = match args.value("--seed")? {
        Some(t) => number("--seed", &t)?,
        None => 1,
    };
    let format = args.value("--format")?.unwrap_or_else(|| "json".into());
    if !["json", "csv"].contains(&format.as_str()) {
        return Err(Usage(format!(
            "stats: --format '{format}' is not one of json, csv"
        )));
    }
    let max_attempts: Option<u64> = match args.value("--max-attempts")? {
        Some(t) => Some(number("--max-attempts", &t)?),
        None => None,
    };
    let obfuscate = args.flag("--obfuscate");
    let quiet = args.flag("--quiet");
    args.finish(ACCEPTS)?;

    let spec = GenSpec::parse(&gen_name).map_err(|e| Usage(format!("stats: {e}")))?;
    let gen =
        Generator::new(spec, board, seed, obfuscate).map_err(|e| Usage(format!("stats: {e}")))?;
    let mut run = Run::with_generator(gen, tours).map_err(|e| Usage(format!("stats: {e}")))?;

    let t0 = Instant::now();
    let mut next_report = Duration::from_secs(5);
    loop {
        let p = run.work(SLICE);
        if p.done {
            break;
        }
        if let Some(cap) = max_attempts {
            if p.attempts >= cap {
                run.stop(&format!(
                    "stopped at the cap of {cap} attempts (--max-attempts)"
                ));
                break;
            }
        }
        let elapsed = t0.elapsed();
        if !quiet && elapsed >= next_report {
            next_report = elapsed + Duration::from_secs(5);
            let left = if p.tours > 0 {
                let per = elapsed.as_secs_f64() / p.tours as f64;
                format!(", about {:.0} s left", per * (p.target - p.tours) as f64)
            } else {
                String::new()
            };
            eprintln!(
                "stats: {} of {} tours after {} attempts, {:.1} s{left}",
                p.tours,
                p.target,
                p.attempts,
                elapsed.as_secs_f64()
            );
        }
    }
    let elapsed = t0.elapsed().as_secs_f64();
    let s = run.summary();
    match format.as_str() {
        "json" => println!(
            "{}",
            serde_json::to_string_pretty(&s).expect("a summary serialises")
        ),
        _ => print!("{}", csv::write(std::slice::from_ref(&s))),
    }
    if !quiet {
        let stopped = s
            .stopped
            .as_deref()
            .map(|w| format!("; {w}"))
            .unwrap_or_default();
        eprintln!(
            "stats: {} of {} tours from {} on {board}, seed {seed}: {} attempts (tours per attempt {}), {:.3} s, {:.1} tours/s{stopped}",
            s.tours,
            s.target,
            s.generator,
            s.attempts,
            if s.attempt_rate >= 1e-3 {
                format!("{:.4}", s.attempt_rate)
            } else {
                format!("{:.3e}", s.attempt_rate)
            },
            elapsed,
            s.tours as f64 / elapsed.max(1e-9)
        );
    }
    Ok(())
}

/// For the help text: one line per source of the catalogue.
pub fn sources_help() -> String {
    sources()
        .iter()
        .map(|s| {
            let same = if s.deterministic {
                "; deterministic: one tour"
            } else {
                ""
            };
            format!(
                "  {:<26} {} ({}; {}{same})\n",
                s.syntax, s.description, s.paper, s.sizes
            )
        })
        .collect()
}

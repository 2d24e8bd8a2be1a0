//! `warnsdorff stats`: move and relative-move distributions (Parberry 001 §3) over many seeded
//! tours from one generator, as JSON or CSV on stdout; progress and a summary line on stderr.
//!
//! JSON: the [`Summary`] — `{"tours": N, "moves": {"mean": [8], "sd": [8]}, "relative": {…},
//! "turns": {"mean": m, "sd": s}, "crossings": {…}, "directed": {…}, "generator": …, "board": [R, C], "seed": S, "target": N, "attempts": A,
//! "squares": Q, "attempt_rate": r, "stopped": null | "why"}`, indexed 0–7 in Parberry's
//! numbering. CSV: the one form of [`warnsdorff::stats::tourgen::csv`], the statistics page's
//! too: header `generator,board,seed,tours,attempts,attempt_rate,kind,numbering,i,mean,sd`, then 8 rows
//! each of kind `move` and `relative` (001's f and r) and one each of kind `turns` and
//! `crossings` (per tour, mean and SD; Mamano, Efrat et al., arXiv:1904.02824).
//!
//! `--board`, `--tours` and `--seed` are read as the statistics page reads them, by its form's
//! fields ([`warnsdorff::labs::stats::form`]): the same defaults (100 tours, seed 1), limits
//! (sides up to 1000, a board with a knight's tour, 1 to 1,000,000 tours) and messages.
//!
//! `--tiles searched|parberry` picks divide's base tiles (also written `--gen divide:parberry`);
//! `--shatter disjoint|sequential` the reading of 001 §7's shatter the obfuscation uses
//! ([`warnsdorff::stats::tourgen::obfuscation`]). `--preset parberry-tables` runs 001 Tables
//! 1–2's configuration per generator and prints the paper's numbers beside the tool's.

use crate::args::{by, Usage};
use crate::region::RegionArgs;
use rayon::prelude::*;
use std::time::{Duration, Instant};
use warnsdorff::board::Board;
use warnsdorff::labs::stats::form::{StatsField, StatsForm};
use warnsdorff::numbering::Numbering;
use warnsdorff::page::form::Form;
use warnsdorff::region::Region;
use warnsdorff::stats::tables;
use warnsdorff::stats::tourgen::csv;
use warnsdorff::stats::{sources, GenSpec, Generator, Run, Shatter, Summary};
use warnsdorff::tourneys::Tiles;

/// The options of `stats`. `--board`, `--tours` and `--seed` are the statistics page's form
/// fields, read by its form ([`StatsForm`]); `--preset` takes only `--seed`, `--tours`,
/// `--numbering`, `--format` and `--quiet` besides.
#[derive(clap::Args)]
pub struct StatsArgs {
    /// The board, ROWSxCOLS, sides up to 1000, with a knight's tour
    #[arg(long, value_name = "RxC")]
    board: Option<String>,
    /// The source of tours, one of those listed below (closed ones take --obfuscate)
    #[arg(long = "gen", value_name = "GEN", default_value = "warnsdorff-open")]
    generator: String,
    /// Divide's base tiles: this project's (searched) or Parberry's (also --gen divide:parberry)
    #[arg(long, value_name = "searched|parberry")]
    tiles: Option<String>,
    /// How many tours, 1 to 1,000,000 [default: 100; with --preset, each run's own]
    #[arg(long, value_name = "N", allow_hyphen_values = true)]
    tours: Option<String>,
    /// The seed of the tours [default: 1]
    #[arg(long, value_name = "S", allow_hyphen_values = true)]
    seed: Option<String>,
    /// What goes to stdout: json or csv; text or json with --preset [default: json; text with
    /// --preset]
    #[arg(long, value_name = "FORMAT")]
    format: Option<String>,
    /// Obfuscate each tour (001 §7) before it is counted
    #[arg(long)]
    obfuscate: bool,
    /// How --obfuscate shatters: disjoint or sequential (001 §7's two readings)
    #[arg(long, value_name = "disjoint|sequential", value_parser = by(shatter))]
    shatter: Option<Shatter>,
    /// The attempts a run makes at most [default: 100 a tour, or as many as walk 10^8 squares
    /// if more]
    #[arg(long, value_name = "N", allow_hyphen_values = true,
          value_parser = |t: &str| crate::limits::at_most("stats", "--max-attempts", t, crate::limits::MAX_ATTEMPTS).map_err(|e| e.0))]
    max_attempts: Option<usize>,
    /// No progress or summary on stderr
    #[arg(long)]
    quiet: bool,
    /// Run even when the estimate is over an hour
    #[arg(long)]
    force: bool,
    /// A preset: parberry-tables, 001 Tables 1-2 beside this tool's numbers, differences marked
    #[arg(long, value_name = "parberry-tables",
          conflicts_with_all = ["board", "generator", "tiles", "obfuscate", "shatter", "max_attempts", "force", "shape"])]
    preset: Option<String>,
    /// The numbering of the preset's tables: squirrel, parberry or phadke [default: parberry]
    #[arg(long, value_name = "NUMBERING", value_parser = by(numbering))]
    numbering: Option<Numbering>,
    /// Any board, wrap and leaper (Warnsdorff's sources only: warnsdorff-open,
    /// warnsdorff-closed and the rules; moves numbered as the knight's in the same place of the
    /// compass)
    #[command(flatten)]
    region: RegionArgs,
}

fn shatter(text: &str) -> Result<Shatter, Usage> {
    Shatter::parse(text).map_err(|e| Usage(e.to_string()))
}

fn numbering(text: &str) -> Result<Numbering, Usage> {
    Numbering::parse(text).map_err(|e| Usage(e.to_string()))
}

/// Squares of work between checks of the clock and the attempt cap.
const SLICE: u64 = 1 << 16;

/// Set `field` of the page's form from its option's `text`, when it was given.
fn read(form: &mut StatsForm, text: &Option<String>, field: StatsField) -> Result<bool, Usage> {
    let Some(text) = text else {
        return Ok(false);
    };
    form.set(field, text)
        .map_err(|e| Usage(format!("stats: {e}")))?;
    Ok(true)
}

/// The attempts a run makes at most unless `--max-attempts` says otherwise: 100 a tour asked
/// for, or as many as walk 10^8 squares in all when that is more, so that a board where tours
/// are rare (1000x1000) stops rather than runs for ever.
pub const ATTEMPTS_PER_TOUR: u64 = 100;
/// The squares the default cap lets a run walk at least.
pub const ATTEMPT_SQUARES: u64 = 100_000_000;

fn default_attempts(board: Board, tours: u64) -> u64 {
    (ATTEMPTS_PER_TOUR.saturating_mul(tours)).max(ATTEMPT_SQUARES / board.squares() as u64)
}

pub fn run(args: StatsArgs) -> Result<(), Usage> {
    if let Some(preset) = &args.preset {
        return run_preset(preset, &args);
    }
    // clap's `requires` gives way to --preset's conflicts, so this one is said here.
    if args.numbering.is_some() {
        return Err(Usage(
            "stats: --numbering is for --preset parberry-tables's tables".into(),
        ));
    }
    let mut form = StatsForm::default();
    // The knight's whole board is read as the page reads it; any other region by the options
    // `tour` shares (its existence is decided by the generator).
    let region = if args.region.is_plain() {
        if !read(&mut form, &args.board, StatsField::Board)? {
            return Err(Usage(
                "stats: --board RxC is required, e.g. --board 50x50".into(),
            ));
        }
        Region::new(form.board)
    } else {
        let board = match &args.board {
            Some(t) => Some(
                t.parse::<Board>()
                    .map_err(|e| Usage(format!("stats: --board: {e}")))?,
            ),
            None => None,
        };
        args.region.region("stats", board)?
    };
    let gen_name = args.generator;
    read(&mut form, &args.tours, StatsField::Tours)?;
    read(&mut form, &args.seed, StatsField::Seed)?;
    let (board, tours, seed) = (region.board(), form.tours, form.seed);
    let format = args.format.unwrap_or_else(|| "json".into());
    if !["json", "csv"].contains(&format.as_str()) {
        return Err(Usage(format!(
            "stats: --format '{format}' is not one of json, csv"
        )));
    }
    let max_attempts: u64 = match args.max_attempts {
        Some(n) => n as u64,
        None => default_attempts(board, tours),
    };
    let (force, tiles, shatter, obfuscate, quiet) = (
        args.force,
        args.tiles,
        args.shatter,
        args.obfuscate,
        args.quiet,
    );
    crate::estimate::check(
        "stats",
        tours as f64 * board.squares() as f64,
        &format!(
            "{tours} tours of {} squares, an attempt a tour at best",
            board.squares()
        ),
        force,
        quiet,
    )?;

    let mut spec = GenSpec::parse(&gen_name).map_err(|e| Usage(format!("stats: {e}")))?;
    if let Some(t) = tiles {
        let t = Tiles::parse(&t).map_err(|e| Usage(format!("stats: {e}")))?;
        spec = spec
            .with_tiles(t)
            .map_err(|e| Usage(format!("stats: --tiles: {e}")))?;
    }
    if shatter.is_some() && !obfuscate {
        return Err(Usage(
            "stats: --shatter chooses how --obfuscate shatters; give --obfuscate too".into(),
        ));
    }
    let gen = Generator::on(spec, &region, seed, obfuscate)
        .map_err(|e| Usage(format!("stats: {e}")))?
        .with_shatter(shatter.unwrap_or_default());
    let mut run = Run::with_generator(gen, tours).map_err(|e| Usage(format!("stats: {e}")))?;

    let t0 = Instant::now();
    let mut next_report = Duration::from_secs(5);
    loop {
        let p = run.work(SLICE);
        if p.done {
            break;
        }
        if crate::interrupt::asked() {
            run.stop("interrupted by Ctrl-C");
            break;
        }
        if p.attempts >= max_attempts {
            run.stop(&format!(
                "stopped at the cap of {max_attempts} attempts (--max-attempts N for another)"
            ));
            break;
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
            "stats: {} of {} tours from {} on {}, seed {seed}: turns {:.1} ± {:.1} and crossings {:.1} ± {:.1} a tour; {} attempts (tours per attempt {}), {:.3} s, {:.1} tours/s{stopped}",
            s.tours,
            s.target,
            s.generator,
            region.describe(),
            s.turns.mean,
            s.turns.sd,
            s.crossings.mean,
            s.crossings.sd,
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

/// For `stats --help`: the sources of the catalogue, one a line.
pub fn sources_help() -> String {
    let lines: String = sources()
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
        .collect();
    format!("Sources (--gen):\n{lines}")
}

/// The presets `--preset` takes.
pub const PRESETS: &str = "parberry-tables";

/// `stats --preset parberry-tables [--seed S] [--tours N] [--numbering N] [--format text|json]`:
/// 001 Tables 1–2 beside this tool's numbers for the paper's configuration per generator
/// ([`tables::preset`]), the runs in parallel; differences marked as [`tables`] says.
fn run_preset(name: &str, args: &StatsArgs) -> Result<(), Usage> {
    if name != "parberry-tables" {
        return Err(Usage(format!(
            "stats: --preset '{name}' is not known; choose {PRESETS}"
        )));
    }
    let mut form = StatsForm::default();
    read(&mut form, &args.seed, StatsField::Seed)?;
    let seed = form.seed;
    let tours = read(&mut form, &args.tours, StatsField::Tours)?.then_some(form.tours);
    let numbering = args.numbering.unwrap_or(tables::TABLES_NUMBERING);
    let format = args.format.clone().unwrap_or_else(|| "text".into());
    if !["text", "json"].contains(&format.as_str()) {
        return Err(Usage(format!(
            "stats: --format '{format}' is not one of text, json (for --preset)"
        )));
    }
    let quiet = args.quiet;
    let t0 = Instant::now();
    let runs = tables::preset();
    let results: Vec<Result<Summary, String>> = runs
        .par_iter()
        .map(|p| {
            let gen = p.generator(seed).map_err(|e| e.to_string())?;
            let mut run =
                Run::with_generator(gen, tours.unwrap_or(p.tours)).map_err(|e| e.to_string())?;
            while !run.work(SLICE).done {}
            Ok(run.summary())
        })
        .collect();
    let mut list = Vec::new();
    for (p, r) in runs.iter().zip(results) {
        let s = r.map_err(|e| Usage(format!("stats: preset run '{}': {e}", p.label)))?;
        list.push(tables::compare(p.paper(), &s));
    }
    match format.as_str() {
        "json" => println!(
            "{}",
            serde_json::to_string_pretty(&serde_json::json!({
                "preset": name,
                "seed": seed,
                "numbering": tables::TABLES_NUMBERING.key(),
                "threshold_se": tables::THRESHOLD_SE,
                "runs": runs,
                "comparisons": list,
            }))
            .expect("comparisons serialise")
        ),
        _ => {
            println!(
                "001 Tables 1-2 (1,000 obfuscated tours per generator) beside this tool's runs, seed {seed}"
            );
            // The notes explain the preset's own tour counts: not when --tours replaced them.
            for p in runs.iter().filter(|_| tours.is_none()) {
                if !p.note.is_empty() {
                    println!("  {}: {}", p.label, p.note);
                }
            }
            println!();
            print!("{}", tables::table_text(&list, numbering));
        }
    }
    if !quiet {
        eprintln!(
            "stats: preset {name}, {} runs, seed {seed}, {:.1} s",
            runs.len(),
            t0.elapsed().as_secs_f64()
        );
    }
    Ok(())
}

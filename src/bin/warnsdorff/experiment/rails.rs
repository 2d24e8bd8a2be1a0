//! `warnsdorff experiment rails`: the Rail Conjecture and the join's claims (001 §4–§5) over a
//! range of n, with the statements' verdicts (on stderr for csv, in the object for json).

use super::FORMATS;
use crate::args::{one_of, whole, Usage};
use serde_json::json;
use std::time::Instant;
use warnsdorff::experiments::rails::{self, RailSpec, CSV_HEADER};
use warnsdorff::experiments::{default_threads, Sizes};

/// The options of `experiment rails`.
#[derive(clap::Args)]
pub struct RailsArgs {
    /// The generator, GEN[+obfuscate] (tourneys are joined; +obfuscate obfuscates first)
    #[arg(long = "gen", value_name = "GEN[+obfuscate]")]
    generator: Option<String>,
    /// The sides n of the boards, A..B[:STEP], e.g. 8..100:4
    #[arg(long, value_name = "A..B[:STEP]",
          value_parser = |t: &str| crate::limits::sizes("experiment rails", t).map_err(|e| e.0))]
    sizes: Option<Sizes>,
    /// Covers made on each board (at most 1,000,000)
    #[arg(long, value_name = "N", default_value = "10", allow_hyphen_values = true,
          value_parser = |t: &str| crate::limits::at_most("experiment rails", "--samples", t, crate::limits::MAX_REPEATS).map_err(|e| e.0))]
    samples: usize,
    /// The seed of the covers
    #[arg(long, value_name = "S", default_value = "1", allow_hyphen_values = true,
          value_parser = whole::<u64>("--seed"))]
    seed: u64,
    /// Threads, at most the cores [default: every core]
    #[arg(long, value_name = "N", allow_hyphen_values = true,
          value_parser = |t: &str| crate::limits::threads("experiment rails", "--threads", t).map_err(|e| e.0))]
    threads: Option<usize>,
    /// csv (verdicts on stderr) or json
    #[arg(long, value_name = "csv|json", default_value = "csv", value_parser = one_of(FORMATS))]
    format: String,
    /// Run even when the estimate is over an hour
    #[arg(long)]
    force: bool,
}

pub fn run(args: RailsArgs) -> Result<(), Usage> {
    let gen = args.generator.ok_or_else(|| {
        Usage(format!(
            "experiment rails: --gen is required; one of {} (tourneys are joined; add \
             +obfuscate to obfuscate first)",
            warnsdorff::tourneys::catalogue::names()
        ))
    })?;
    let spec = RailSpec::parse(&gen).map_err(|e| Usage(format!("experiment rails: {e}")))?;
    let sizes = args.sizes.ok_or_else(|| {
        Usage("experiment rails: --sizes A..B[:STEP] is required, e.g. 8..100:4".into())
    })?;
    let (samples, seed, format, force) = (args.samples as u32, args.seed, args.format, args.force);
    let threads = args.threads.unwrap_or_else(default_threads);
    let ns = spec
        .sizes(sizes)
        .map_err(|e| Usage(format!("experiment rails: {e}")))?;
    crate::estimate::check(
        "experiment rails",
        f64::from(samples) * crate::estimate::square_boards(ns),
        &format!("{samples} covers of each board n x n, n = {sizes}"),
        force,
        false,
    )?;
    let t0 = Instant::now();
    let rows = rails::rails_rows_parallel(
        spec,
        sizes,
        samples,
        seed,
        crate::interrupt::threads(threads),
    )
    .map_err(|e| Usage(format!("experiment rails: {e}")))?;
    let secs = t0.elapsed().as_secs_f64();
    let verdicts = rails::verdicts(&rows);
    if format == "json" {
        let out = json!({
            "experiment": "rails",
            "paper": "001 §4 (the Rail Conjecture), §5 (Join, the rail graph of Figure 16)",
            "gen": spec.to_string(),
            "sizes": sizes.to_string(),
            "samples": samples,
            "seed": seed,
            "rows": rows.iter().map(|r| json!({
                "n": r.n, "samples": r.samples, "failed": r.failed, "tourneys": r.tourneys,
                "connected": r.connected, "one_pass_tours": r.one_pass_tours,
                "joined": r.joined,
                "joined_disconnected": r.joined_disconnected, "tours": r.tours,
                "rails_min": r.rails_min, "rails_mean": r.rails_mean, "rails_max": r.rails_max,
                "min_per_n": r.min_per_n(), "mean_per_cell": r.mean_per_cell(),
                "cycles_mean": r.cycles_mean,
            })).collect::<Vec<_>>(),
            "verdicts": verdicts,
            "seconds": secs,
        });
        println!("{}", serde_json::to_string_pretty(&out).expect("json"));
    } else {
        println!("{CSV_HEADER}");
        for r in &rows {
            println!("{}", r.csv());
        }
        eprintln!(
            "# experiment rails --gen {spec} --sizes {sizes} --samples {samples} --seed {seed}: \
             {secs:.1} s on {threads} threads"
        );
        for v in &verdicts {
            eprintln!("# \"{}\": {} ({})", v.quote, v.finding, v.detail);
        }
    }
    Ok(())
}

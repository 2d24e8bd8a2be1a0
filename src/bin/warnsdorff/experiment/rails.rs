//! `warnsdorff experiment rails`: the Rail Conjecture and the join's claims (001 §4–§5) over a
//! range of n, with the statements' verdicts (on stderr for csv, in the object for json).

use super::format_of;
use crate::args::{number, Args, Usage};
use serde_json::json;
use std::time::Instant;
use warnsdorff::experiments::default_threads;
use warnsdorff::experiments::rails::{self, RailSpec, CSV_HEADER};

const ACCEPTS: &str = "--gen GEN[+obfuscate], --sizes A..B[:STEP], --samples N (default 10), \
     --seed S (default 1), --threads N, --format csv|json (default csv), --force";

pub fn run(mut args: Args) -> Result<(), Usage> {
    let gen = args.value("--gen")?.ok_or_else(|| {
        Usage(format!(
            "experiment rails: --gen is required; one of {} (tourneys are joined; add \
             +obfuscate to obfuscate first)",
            warnsdorff::tourneys::catalogue::names()
        ))
    })?;
    let spec = RailSpec::parse(&gen).map_err(|e| Usage(format!("experiment rails: {e}")))?;
    let sizes = crate::limits::sizes(
        "experiment rails",
        &args.value("--sizes")?.ok_or_else(|| {
            Usage("experiment rails: --sizes A..B[:STEP] is required, e.g. 8..100:4".into())
        })?,
    )?;
    let samples = match args.value("--samples")? {
        Some(t) => crate::limits::at_most(
            "experiment rails",
            "--samples",
            &t,
            crate::limits::MAX_REPEATS,
        )? as u32,
        None => 10,
    };
    let seed: u64 = match args.value("--seed")? {
        Some(t) => number("--seed", &t)?,
        None => 1,
    };
    let threads: usize = match args.value("--threads")? {
        Some(t) => crate::limits::threads("experiment rails", "--threads", &t)?,
        None => default_threads(),
    };
    let format = format_of(&mut args, "experiment rails")?;
    let force = args.flag("--force");
    args.finish(ACCEPTS)?;
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

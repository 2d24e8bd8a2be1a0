//! `warnsdorff experiment`: re-run the papers' measurements.
//!
//! - `experiment success`: Squirrel & Cull's Figure 2 (000 §2), random-tiebreak success rates on
//!   m × m boards, with the paper's three statements checked (verdicts on stderr for csv, in the
//!   object for json).
//! - `experiment timing`: Parberry's CPU time per cell against n (001 Figures 3, 20, 21) for a
//!   generator, optionally joined or obfuscated.
//! - `experiment convergence`: how often the Takefuji–Lee network (001 §3.2) converges to a
//!   cycle cover within a bound, per n.
//! - `experiment rails`: the Rail Conjecture and the join's claims (001 §4–§5): rails of the
//!   tours a generator leads to, its rail graphs and joins, per n, with verdicts.

mod rails;

use crate::args::{number, Args, Usage};
use serde_json::json;
use std::time::Instant;
use warnsdorff::experiments::success::{self, Reading, CSV_HEADER};
use warnsdorff::experiments::timing::{self, TimingSpec};
use warnsdorff::experiments::{convergence, default_threads, Sizes};
use warnsdorff::labs::experiments::form::{Figure2Settings, FIGURE2_FIELDS};
use warnsdorff::neural::{self, Options, Schedule};
use warnsdorff::page::form::Field;

const SUCCESS_ACCEPTS: &str = "--sizes A..B[:STEP] (default 5..400), --trials N (default 100), \
     --seed S (default 1), --start R,C|random (default 1,1), --format csv|json (default csv), \
     --threads N, --almost-all K (default 5), --force";

const TIMING_ACCEPTS: &str = "--gen GEN[+join|+obfuscate] (or all), --sizes A..B[:STEP], \
     --samples N (default 10), --seed S (default 1), --format csv|json (default csv), --force";

pub fn run(mut argv: Vec<String>) -> Result<(), Usage> {
    if argv.is_empty() {
        return Err(Usage(
            "experiment: which one? success (000 Figure 2), timing (001 Figures 3, 20, 21), \
             convergence (001 §3.2, Takefuji-Lee) or rails (001 §4-§5, the Rail Conjecture)"
                .into(),
        ));
    }
    match argv.remove(0).as_str() {
        "success" => run_success(Args::new("experiment success", argv)),
        "timing" => run_timing(Args::new("experiment timing", argv)),
        "convergence" => run_convergence(Args::new("experiment convergence", argv)),
        "rails" => rails::run(Args::new("experiment rails", argv)),
        other => Err(Usage(format!(
            "experiment: unknown experiment '{other}'; one of success, timing, convergence, rails"
        ))),
    }
}

fn format_of(args: &mut Args, command: &str) -> Result<String, Usage> {
    let format = args.value("--format")?.unwrap_or_else(|| "csv".into());
    if format != "csv" && format != "json" {
        return Err(Usage(format!(
            "{command}: --format '{format}' is not one of csv, json"
        )));
    }
    Ok(format)
}

fn run_success(mut args: Args) -> Result<(), Usage> {
    // The options are the experiments page's Figure 2 fields, read with the same words and
    // defaults (the page's limits on a run are its own).
    let mut settings = Figure2Settings::default();
    for field in FIGURE2_FIELDS {
        if let Some(t) = args.value(&format!("--{}", field.name()))? {
            settings
                .set(field, &t)
                .map_err(|e| Usage(format!("experiment success: {e}")))?;
        }
    }
    let Figure2Settings {
        sizes,
        trials,
        seed,
        start,
    } = settings;
    let threads: usize = match args.value("--threads")? {
        Some(t) => crate::limits::threads("experiment success", "--threads", &t)?,
        None => default_threads(),
    };
    let sizes = crate::limits::within("experiment success", sizes)?;
    let reading = match args.value("--almost-all")? {
        Some(t) => Reading {
            almost_all_exceptions: number("--almost-all", &t)?,
        },
        None => Reading::default(),
    };
    let format = format_of(&mut args, "experiment success")?;
    let force = args.flag("--force");
    args.finish(SUCCESS_ACCEPTS)?;
    crate::estimate::check(
        "experiment success",
        f64::from(trials) * crate::estimate::square_boards(sizes.iter()),
        &format!("{trials} trials on each board m x m, m = {sizes}"),
        force,
        false,
    )?;

    let t0 = Instant::now();
    let rows = success::success_rows_parallel(
        sizes,
        trials,
        seed,
        start,
        crate::interrupt::threads(threads),
    )
    .map_err(|e| Usage(format!("experiment success: {e}")))?;
    let secs = t0.elapsed().as_secs_f64();
    let verdicts = success::verdicts(&rows, reading);
    if format == "json" {
        let out = json!({
            "experiment": "success",
            "paper": "000 §2, Figure 2",
            "rule": "random",
            "success": "the walk visits all m*m squares (open or closed)",
            "sizes": sizes.to_string(),
            "trials": trials,
            "seed": seed,
            "start": start.to_string(),
            "reading": reading,
            "rows": rows.iter().map(|r| json!({
                "m": r.m, "trials": r.trials, "tours": r.tours, "rate": r.rate()
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
            "# experiment success --sizes {sizes} --trials {trials} --seed {seed} --start {start}: \
             {:.1} s on {threads} threads",
            secs
        );
        for v in &verdicts {
            eprintln!("# \"{}\": {} ({})", v.quote, v.finding, v.detail);
        }
    }
    Ok(())
}

const CONVERGENCE_ACCEPTS: &str = "--sizes A..B[:STEP] (default 6..20:2), --trials N (default \
     100), --max-iterations N (default 400), --schedule sequential|synchronous (default \
     sequential), --seed S (default 1), --threads N, --format csv|json (default csv), --force";

fn run_convergence(mut args: Args) -> Result<(), Usage> {
    let sizes = match args.value("--sizes")? {
        Some(t) => crate::limits::sizes("experiment convergence", &t)?,
        None => Sizes::new(6, 20, 2)?,
    };
    let trials = match args.value("--trials")? {
        Some(t) => crate::limits::at_most(
            "experiment convergence",
            "--trials",
            &t,
            crate::limits::MAX_REPEATS,
        )? as u32,
        None => 100,
    };
    let max_iterations: usize = match args.value("--max-iterations")? {
        Some(t) => crate::limits::at_most(
            "experiment convergence",
            "--max-iterations",
            &t,
            crate::limits::MAX_ITERATIONS,
        )?,
        None => neural::DEFAULT_MAX_ITERATIONS,
    };
    let schedule = match args.value("--schedule")? {
        Some(t) => Schedule::parse(&t).ok_or_else(|| {
            Usage(format!(
                "experiment convergence: --schedule '{t}' is not sequential or synchronous"
            ))
        })?,
        None => Schedule::Sequential,
    };
    let seed: u64 = match args.value("--seed")? {
        Some(t) => number("--seed", &t)?,
        None => 1,
    };
    let threads: usize = match args.value("--threads")? {
        Some(t) => crate::limits::threads("experiment convergence", "--threads", &t)?,
        None => default_threads(),
    };
    let format = format_of(&mut args, "experiment convergence")?;
    let force = args.flag("--force");
    args.finish(CONVERGENCE_ACCEPTS)?;
    // Each trial updates every neuron (a move of the board) at least once.
    crate::estimate::check(
        "experiment convergence",
        f64::from(trials) * 4.0 * crate::estimate::square_boards(sizes.iter()),
        &format!("{trials} trials of a network of about 4 n^2 neurons, n = {sizes}"),
        force,
        false,
    )?;
    if trials == 0 {
        return Err(Usage(
            "experiment convergence: --trials must be at least 1".into(),
        ));
    }
    let options = Options {
        max_iterations,
        schedule,
    };
    let rows = convergence::convergence_rows_parallel(
        sizes,
        trials,
        seed,
        options,
        crate::interrupt::threads(threads),
    )
    .map_err(|e| Usage(format!("experiment convergence: {e}")))?;
    if format == "json" {
        let out = json!({
            "experiment": "convergence",
            "paper": "001 §3.2 (Takefuji-Lee network)",
            "sizes": sizes.to_string(),
            "trials": trials,
            "seed": seed,
            "options": options,
            "rows": rows,
        });
        println!("{}", serde_json::to_string_pretty(&out).expect("json"));
    } else {
        println!("{}", convergence::CSV_HEADER);
        for r in &rows {
            println!("{}", r.csv());
        }
    }
    Ok(())
}

fn run_timing(mut args: Args) -> Result<(), Usage> {
    let gen = args.value("--gen")?.ok_or_else(|| {
        Usage(format!(
            "experiment timing: --gen is required; one of {}",
            TimingSpec::names().join(", ")
        ))
    })?;
    let specs: Vec<TimingSpec> = if gen == "all" {
        TimingSpec::all()
    } else {
        vec![TimingSpec::parse(&gen).map_err(|e| Usage(format!("experiment timing: {e}")))?]
    };
    let sizes = crate::limits::sizes(
        "experiment timing",
        &args.value("--sizes")?.ok_or_else(|| {
            Usage("experiment timing: --sizes A..B[:STEP] is required, e.g. 20..100:2".into())
        })?,
    )?;
    let samples = match args.value("--samples")? {
        Some(t) => crate::limits::at_most(
            "experiment timing",
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
    let format = format_of(&mut args, "experiment timing")?;
    let force = args.flag("--force");
    args.finish(TIMING_ACCEPTS)?;
    if samples == 0 {
        return Err(Usage(
            "experiment timing: --samples must be at least 1".into(),
        ));
    }
    crate::estimate::check(
        "experiment timing",
        specs.len() as f64 * f64::from(samples) * crate::estimate::square_boards(sizes.iter()),
        &format!(
            "{} generators x {samples} samples on each board n x n, n = {sizes}",
            specs.len()
        ),
        force,
        false,
    )?;
    let mut clock = timing::InstantClock::new();
    let mut all = Vec::new();
    if format == "csv" {
        println!("gen,{}", timing::CSV_HEADER);
    }
    for spec in specs {
        if crate::interrupt::asked() {
            break;
        }
        let rows = timing::measure(spec, sizes, samples, seed, &mut clock)
            .map_err(|e| Usage(format!("experiment timing: {e}")))?;
        if format == "csv" {
            for r in &rows {
                println!("{}", r.csv_for(&spec.to_string()));
            }
        } else {
            all.push(json!({ "gen": spec.to_string(), "rows": rows }));
        }
    }
    if format == "json" {
        let out = json!({
            "experiment": "timing",
            "paper": "001 Figures 3, 20, 21",
            "clock": "wall time of one thread (the paper reports CPU time)",
            "sizes": sizes.to_string(),
            "samples": samples,
            "seed": seed,
            "gens": all,
        });
        println!("{}", serde_json::to_string_pretty(&out).expect("json"));
    }
    Ok(())
}

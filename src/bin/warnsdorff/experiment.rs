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

use crate::args::{one_of, whole, Usage};
use serde_json::json;
use std::time::Instant;
use warnsdorff::experiments::success::{self, Reading, CSV_HEADER};
use warnsdorff::experiments::timing::{self, TimingSpec};
use warnsdorff::experiments::{convergence, default_threads, Sizes};
use warnsdorff::labs::experiments::form::{Figure2Settings, FIGURE2_FIELDS};
use warnsdorff::neural::{self, Options, Schedule};

/// The experiments, each with its options.
#[derive(clap::Subcommand)]
pub enum Experiment {
    /// Squirrel & Cull's Figure 2 (000 §2): random-tiebreak success rates on m x m boards, the
    /// paper's statements checked (verdicts on stderr for csv, in the object for json)
    Success(SuccessArgs),
    /// Parberry's time per cell against n (001 Figures 3, 20, 21) for a generator, optionally
    /// joined or obfuscated
    Timing(TimingArgs),
    /// How often the Takefuji-Lee network (001 §3.2) converges to a cycle cover, per n
    Convergence(ConvergenceArgs),
    /// The Rail Conjecture and the join's claims (001 §4-§5): rails of the tours a generator
    /// leads to, its rail graphs and joins, per n, with verdicts
    Rails(rails::RailsArgs),
}

/// What every experiment writes: csv or json.
const FORMATS: &[&str] = &["csv", "json"];

pub fn run(which: Experiment) -> Result<(), Usage> {
    match which {
        Experiment::Success(a) => run_success(a),
        Experiment::Timing(a) => run_timing(a),
        Experiment::Convergence(a) => run_convergence(a),
        Experiment::Rails(a) => rails::run(a),
    }
}

/// The options of `experiment success`: `--sizes`, `--trials`, `--seed` and `--start` are the
/// experiments page's Figure 2 fields, read by its form with the same words and defaults.
#[derive(clap::Args)]
pub struct SuccessArgs {
    /// The sides m of the boards, A..B[:STEP] [default: 5..400]
    #[arg(long, value_name = "A..B[:STEP]")]
    sizes: Option<String>,
    /// Trials on each board [default: 100]
    #[arg(long, value_name = "N", allow_hyphen_values = true)]
    trials: Option<String>,
    /// The seed of the walks [default: 1]
    #[arg(long, value_name = "S", allow_hyphen_values = true)]
    seed: Option<String>,
    /// The start square, R,C, or random [default: 1,1]
    #[arg(long, value_name = "R,C|random")]
    start: Option<String>,
    /// csv (verdicts on stderr) or json
    #[arg(long, value_name = "csv|json", default_value = "csv", value_parser = one_of(FORMATS))]
    format: String,
    /// Threads, at most the cores [default: every core]
    #[arg(long, value_name = "N", allow_hyphen_values = true,
          value_parser = |t: &str| crate::limits::threads("experiment success", "--threads", t).map_err(|e| e.0))]
    threads: Option<usize>,
    /// The exceptions "almost all" allows when the paper's statements are read
    #[arg(long, value_name = "K", value_parser = whole::<usize>("--almost-all"))]
    almost_all: Option<usize>,
    /// Run even when the estimate is over an hour
    #[arg(long)]
    force: bool,
}

fn run_success(args: SuccessArgs) -> Result<(), Usage> {
    let mut settings = Figure2Settings::default();
    let given = [&args.sizes, &args.trials, &args.seed, &args.start];
    for (field, text) in FIGURE2_FIELDS.into_iter().zip(given) {
        if let Some(t) = text {
            settings
                .set(field, t)
                .map_err(|e| Usage(format!("experiment success: {e}")))?;
        }
    }
    let Figure2Settings {
        sizes,
        trials,
        seed,
        start,
    } = settings;
    let threads = args.threads.unwrap_or_else(default_threads);
    let sizes = crate::limits::within("experiment success", sizes)?;
    let reading = match args.almost_all {
        Some(k) => Reading {
            almost_all_exceptions: k,
        },
        None => Reading::default(),
    };
    let (format, force) = (args.format, args.force);
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

/// The options of `experiment convergence`.
#[derive(clap::Args)]
pub struct ConvergenceArgs {
    /// The sides n of the boards, A..B[:STEP]
    #[arg(long, value_name = "A..B[:STEP]", default_value = "6..20:2",
          value_parser = |t: &str| crate::limits::sizes("experiment convergence", t).map_err(|e| e.0))]
    sizes: Sizes,
    /// Networks run on each board (at most 1,000,000)
    #[arg(long, value_name = "N", default_value = "100", allow_hyphen_values = true,
          value_parser = |t: &str| crate::limits::at_most("experiment convergence", "--trials", t, crate::limits::MAX_REPEATS).map_err(|e| e.0))]
    trials: usize,
    /// Iterations a network runs at most (at most 10,000,000) [default: 400]
    #[arg(long, value_name = "N", allow_hyphen_values = true,
          value_parser = |t: &str| crate::limits::at_most("experiment convergence", "--max-iterations", t, crate::limits::MAX_ITERATIONS).map_err(|e| e.0))]
    max_iterations: Option<usize>,
    /// How the neurons are updated: sequential or synchronous
    #[arg(long, value_name = "sequential|synchronous", default_value = "sequential",
          value_parser = |t: &str| Schedule::parse(t).ok_or_else(|| format!("'{t}' is not sequential or synchronous")))]
    schedule: Schedule,
    /// The seed of the networks
    #[arg(long, value_name = "S", default_value = "1", allow_hyphen_values = true,
          value_parser = whole::<u64>("--seed"))]
    seed: u64,
    /// Threads, at most the cores [default: every core]
    #[arg(long, value_name = "N", allow_hyphen_values = true,
          value_parser = |t: &str| crate::limits::threads("experiment convergence", "--threads", t).map_err(|e| e.0))]
    threads: Option<usize>,
    /// csv or json
    #[arg(long, value_name = "csv|json", default_value = "csv", value_parser = one_of(FORMATS))]
    format: String,
    /// Run even when the estimate is over an hour
    #[arg(long)]
    force: bool,
}

fn run_convergence(args: ConvergenceArgs) -> Result<(), Usage> {
    let ConvergenceArgs {
        sizes,
        seed,
        schedule,
        format,
        force,
        ..
    } = args;
    let trials = args.trials as u32;
    let max_iterations = args
        .max_iterations
        .unwrap_or(neural::DEFAULT_MAX_ITERATIONS);
    let threads = args.threads.unwrap_or_else(default_threads);
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

/// The options of `experiment timing`.
#[derive(clap::Args)]
pub struct TimingArgs {
    /// The generator, GEN[+join|+obfuscate], or all of them
    #[arg(long = "gen", value_name = "GEN")]
    generator: Option<String>,
    /// The sides n of the boards, A..B[:STEP], e.g. 20..100:2
    #[arg(long, value_name = "A..B[:STEP]",
          value_parser = |t: &str| crate::limits::sizes("experiment timing", t).map_err(|e| e.0))]
    sizes: Option<Sizes>,
    /// Covers timed on each board (at most 1,000,000)
    #[arg(long, value_name = "N", default_value = "10", allow_hyphen_values = true,
          value_parser = |t: &str| crate::limits::at_most("experiment timing", "--samples", t, crate::limits::MAX_REPEATS).map_err(|e| e.0))]
    samples: usize,
    /// The seed of the covers
    #[arg(long, value_name = "S", default_value = "1", allow_hyphen_values = true,
          value_parser = whole::<u64>("--seed"))]
    seed: u64,
    /// csv or json
    #[arg(long, value_name = "csv|json", default_value = "csv", value_parser = one_of(FORMATS))]
    format: String,
    /// Run even when the estimate is over an hour
    #[arg(long)]
    force: bool,
}

fn run_timing(args: TimingArgs) -> Result<(), Usage> {
    let gen = args.generator.ok_or_else(|| {
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
    let sizes = args.sizes.ok_or_else(|| {
        Usage("experiment timing: --sizes A..B[:STEP] is required, e.g. 20..100:2".into())
    })?;
    let (samples, seed, format, force) = (args.samples as u32, args.seed, args.format, args.force);
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

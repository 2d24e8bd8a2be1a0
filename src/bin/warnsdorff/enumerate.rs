//! `warnsdorff enumerate`: Phadke's exhaustive enumeration of Warnsdorff closed tours (paper
//! 002) — one pair's count or solutions, or all 53 pairs and the corner-dash families beside the
//! paper's numbers, threaded with rayon.
//!
//! `--start`, `--end`, `--reading`, `--dash` and `--nth` are read as the Phadke page reads its
//! link, by its form's fields ([`warnsdorff::labs::enumerate::EnumerateForm`]): the same
//! defaults, grammar and messages.

use crate::args::{one_of, whole, Usage};
use std::sync::Mutex;
use std::time::{Duration, Instant};
use warnsdorff::labs::enumerate::{EnumerateField, EnumerateForm};
use warnsdorff::matrix::Verdict;
use warnsdorff::page::form::{Field, Form};
use warnsdorff::phadke::sets::{self, paper_family, thousands, verdict, SetResult};
use warnsdorff::phadke::{Cell, Family, Problem, Reading, Solution, Variant};

const ACCEPTS: &str = "--readings | --start SQ --end SQ [--board 8x8] [--reading R] [--dash D] [--count | --list N | --nth K] [--format text|json] | --all [--reading R] [--families all|F,F..] [--per-set] [--compare-readings] [--format text|json] [--quiet]";

/// The options of `enumerate`: `--readings`; one pair (`--start`, `--end`); or `--all`.
#[derive(clap::Args)]
pub struct EnumerateArgs {
    /// The board: 8x8 only (Phadke's enumeration is for the chessboard)
    #[arg(long, value_name = "8x8")]
    board: Option<String>,
    /// List the readings of Warnsdorff's rule (--reading takes one), alone
    #[arg(long, conflicts_with_all = ["reading", "format", "all", "start", "end", "dash", "count", "list", "nth"])]
    readings: bool,
    /// The reading of the rule [default: the page's]
    #[arg(long, value_name = "R")]
    reading: Option<String>,
    /// Print text or JSON
    #[arg(long, value_name = "text|json", default_value = "text",
          value_parser = one_of(&["text", "json"]))]
    format: String,
    /// The pair's first square, e.g. a8
    #[arg(long, value_name = "SQ")]
    start: Option<String>,
    /// The pair's last square, e.g. c7
    #[arg(long, value_name = "SQ")]
    end: Option<String>,
    /// A corner dash (002 §"Corner Dash" ff.)
    #[arg(long, value_name = "D")]
    dash: Option<String>,
    /// Count the pair's solutions (the default)
    #[arg(long)]
    count: bool,
    /// List the pair's first N solutions
    #[arg(long, value_name = "N", value_parser = whole::<u64>("--list"))]
    list: Option<u64>,
    /// Print the pair's K-th solution, counting from 1
    #[arg(long, value_name = "K", allow_hyphen_values = true)]
    nth: Option<String>,
    /// All 53 pairs beside the paper's numbers (threaded)
    #[arg(long, conflicts_with_all = ["start", "end", "dash", "count", "list", "nth"])]
    all: bool,
    /// With --all: the corner-dash families too, all or some of cd,semi,ecd,ecd-semi,xcd,xcd-semi
    #[arg(long, value_name = "all|F,F..")]
    families: Option<String>,
    /// With --all: each set's line of each family
    #[arg(long)]
    per_set: bool,
    /// With --all: every reading on the 53 pairs
    #[arg(long)]
    compare_readings: bool,
    /// With --all: no progress on stderr
    #[arg(long)]
    quiet: bool,
}

/// Set `field` of the page's form from option `--{flag}`'s `text`, when it was given.
fn read(
    form: &mut EnumerateForm,
    text: &Option<String>,
    field: EnumerateField,
    flag: &str,
) -> Result<bool, Usage> {
    let Some(text) = text else {
        return Ok(false);
    };
    form.set(field, text)
        .map_err(|e| Usage(format!("enumerate: --{flag}: {e}")))?;
    Ok(true)
}

pub fn run(args: EnumerateArgs) -> Result<(), Usage> {
    if let Some(b) = &args.board {
        let t = b.trim().to_ascii_lowercase();
        if t != "8x8" {
            return Err(Usage(format!(
                "enumerate: board '{b}' refused; Phadke's enumeration is for the 8x8 board only (--board 8x8)"
            )));
        }
    }
    if args.readings {
        for r in Reading::all() {
            println!("{}", r.name());
        }
        return Ok(());
    }
    let mut form = EnumerateForm::default();
    read(&mut form, &args.reading, EnumerateField::Reading, "reading")?;
    let reading = form.reading;
    let json = args.format == "json";
    if args.all {
        let families = match &args.families {
            None => Vec::new(),
            Some(t) if t.trim() == "all" => Family::ALL[1..].to_vec(),
            Some(t) => t
                .split(',')
                .map(|f| {
                    Family::parse(f).ok_or_else(|| {
                        Usage(format!(
                            "enumerate: family '{f}' is not one of all, {}",
                            Family::ALL.map(|f| f.name()).join(", ")
                        ))
                    })
                })
                .collect::<Result<_, _>>()?,
        };
        return all(
            reading,
            &families,
            args.compare_readings,
            json,
            args.quiet,
            args.per_set,
        );
    }
    // Said here, not by clap's `requires`, which gives way to --all's conflicts.
    if args.families.is_some() || args.per_set || args.compare_readings || args.quiet {
        return Err(Usage(
            "enumerate: --families, --per-set, --compare-readings and --quiet go with --all".into(),
        ));
    }
    let start = read(&mut form, &args.start, EnumerateField::Start, "start")?;
    let end = read(&mut form, &args.end, EnumerateField::End, "end")?;
    read(&mut form, &args.dash, EnumerateField::Dash, "dash")?;
    let nth = read(&mut form, &args.nth, EnumerateField::N, "nth")?;
    if !(start && end) {
        return Err(Usage(format!(
            "enumerate: give --start and --end (e.g. --start a8 --end c7), --all, or --readings; accepted: {ACCEPTS}"
        )));
    }
    form.check().map_err(|e| {
        let flag = match e.field {
            EnumerateField::N => "nth",
            f => f.name(),
        };
        Usage(format!("enumerate: --{flag}: {}", e.message))
    })?;
    let problem = Problem::new(form.start, form.end, form.dash, form.reading)
        .map_err(|e| Usage(format!("enumerate: {e}")))?;
    if [args.count, args.list.is_some(), nth]
        .iter()
        .filter(|x| **x)
        .count()
        > 1
    {
        return Err(Usage(
            "enumerate: give one of --count, --list N, --nth K".into(),
        ));
    }
    if let Some(n) = args.list {
        return solutions(&problem, 0..n, json);
    }
    if let Some(k) = form.n {
        return solutions(&problem, k - 1..k, json);
    }
    one_count(&problem, json);
    Ok(())
}

fn pair_label(start: Cell, end: Cell) -> String {
    match sets::canonical(start, end) {
        Some((p, 0)) => format!("set {}", p.label()),
        Some((p, _)) => format!("image of set {} ({}→{})", p.label(), p.start, p.end),
        None => "no set".into(),
    }
}

fn paper_for(start: Cell, end: Cell, variant: Variant) -> Option<u64> {
    if variant != Variant::PLAIN {
        return None;
    }
    sets::canonical(start, end).and_then(|(p, _)| sets::paper_pair(&p))
}

fn one_count(p: &Problem, json: bool) {
    let t0 = Instant::now();
    let c = p.count();
    let secs = t0.elapsed().as_secs_f64();
    let paper = paper_for(p.start(), p.end(), p.variant());
    if json {
        println!(
            "{}",
            serde_json::json!({
                "start": p.start(), "end": p.end(), "reading": p.reading().name(),
                "dash": p.variant(), "solutions": c.solutions, "dead_ends": c.dead_ends,
                "nodes": c.nodes, "paper": paper, "seconds": secs,
            })
        );
        return;
    }
    let paper_text = match paper {
        Some(n) => format!("paper {}: {}", thousands(n), verdict(c.solutions, n)),
        None => "the paper prints no count for this set".into(),
    };
    println!(
        "{} solutions {}→{} ({}), reading {}, dash {}; dead ends {}, nodes {}, {:.1} ms; {paper_text}",
        c.solutions,
        p.start(),
        p.end(),
        pair_label(p.start(), p.end()),
        p.reading().name(),
        p.variant(),
        c.dead_ends,
        c.nodes,
        secs * 1e3
    );
}

fn check(s: &Solution) -> Result<(), Usage> {
    match s.matrix().validate() {
        Ok(Verdict::ClosedTour) => Ok(()),
        other => Err(Usage(format!(
            "enumerate: solution #{} failed validation ({other:?}); please report this",
            s.index + 1
        ))),
    }
}

fn solutions(p: &Problem, range: std::ops::Range<u64>, json: bool) -> Result<(), Usage> {
    let tree = p.tie_tree();
    let n = tree.counts().solutions;
    if range.start >= n {
        return Err(Usage(format!(
            "enumerate: {}→{} has {n} solutions under {} with dash {}; ask for #1-#{n}",
            p.start(),
            p.end(),
            p.reading().name(),
            p.variant()
        )));
    }
    let mut items = Vec::new();
    for i in range.start..range.end.min(n) {
        let s = tree.solution(i).expect("in range");
        check(&s)?;
        if json {
            items.push(serde_json::json!({
                "index": i + 1,
                "start": p.start(), "end": p.end(), "reading": p.reading().name(), "dash": p.variant(),
                "cells": s.cells,
                "phadke_moves": s.phadke_moves(),
                "ties": s.ties,
                "matrix": s.matrix().to_string().lines().collect::<Vec<_>>(),
            }));
        } else {
            let ties: Vec<String> = s
                .ties
                .iter()
                .map(|t| {
                    format!(
                        "{}:{}({}/{})",
                        t.at_move,
                        t.options[t.chosen].0,
                        t.chosen + 1,
                        t.options.len()
                    )
                })
                .collect();
            println!(
                "# solution {} of {n}, {}→{}, reading {}, dash {}; closed tour\n# ties (move:cell taken(branch/of)): {}",
                i + 1,
                p.start(),
                p.end(),
                p.reading().name(),
                p.variant(),
                if ties.is_empty() { "none".to_string() } else { ties.join(" ") }
            );
            print!("{}", s.matrix());
            println!();
        }
    }
    if json {
        println!("{}", serde_json::Value::Array(items));
    }
    Ok(())
}

/// Run jobs on every core with a progress line on stderr every two seconds.
fn run_jobs(
    what: &str,
    jobs: &[(sets::Pair, Variant)],
    reading: Reading,
    quiet: bool,
) -> (Vec<SetResult>, f64) {
    let t0 = Instant::now();
    let last = Mutex::new(Instant::now());
    let total = jobs.len();
    let progress = |done: usize| {
        if quiet {
            return;
        }
        if let Ok(mut l) = last.try_lock() {
            if l.elapsed() > Duration::from_secs(2) {
                *l = Instant::now();
                eprintln!("enumerate: {what}: {done}/{total} sets");
            }
        }
    };
    let r = sets::run_parallel(jobs, reading, &progress);
    (r, t0.elapsed().as_secs_f64())
}

fn all(
    reading: Reading,
    families: &[Family],
    compare: bool,
    json: bool,
    quiet: bool,
    per_set: bool,
) -> Result<(), Usage> {
    let jobs = sets::family_jobs(Family::Plain);
    let (res, secs) = run_jobs("53 pairs", &jobs, reading, quiet);
    let (tot, board) = sets::totals(&res);
    if json {
        let rows: Vec<_> = res
            .iter()
            .map(|r| {
                serde_json::json!({
                    "set": r.pair.label(), "start": r.pair.start, "end": r.pair.end,
                    "multiplicity": r.pair.multiplicity, "solutions": r.counts.solutions,
                    "dead_ends": r.counts.dead_ends, "nodes": r.counts.nodes,
                    "paper": sets::paper_pair(&r.pair), "reading": reading.name(),
                })
            })
            .collect();
        println!("{}", serde_json::Value::Array(rows));
        if !families.is_empty() || compare {
            eprintln!("enumerate: --families and --compare-readings are printed as text only");
        }
        return Ok(());
    }
    println!(
        "Phadke (002), strict Warnsdorff, every tie followed: the 53 pairs under reading {}",
        reading.name()
    );
    println!("  ({})", reading.describe());
    println!("The paper's Table 1 (per pair) is not in its text; the only per-pair number it prints is a8→c7's 14,258.");
    println!();
    println!(
        "{:<6} {:<5} {:<4} {:>4} {:>10} {:>10} {:>10}  paper",
        "set", "start", "end", "mult", "solutions", "dead ends", "nodes"
    );
    for r in &res {
        let paper = match sets::paper_pair(&r.pair) {
            Some(n) => format!("{} ({})", thousands(n), verdict(r.counts.solutions, n)),
            None => "-".into(),
        };
        println!(
            "{:<6} {:<5} {:<4} {:>4} {:>10} {:>10} {:>10}  {paper}",
            r.pair.label(),
            r.pair.start.name(),
            r.pair.end.name(),
            r.pair.multiplicity,
            r.counts.solutions,
            r.counts.dead_ends,
            r.counts.nodes
        );
    }
    println!(
        "{:<21} {:>10} {:>10} {:>10}  paper {} ({})",
        "total, 53 pairs",
        tot.solutions,
        tot.dead_ends,
        tot.nodes,
        thousands(sets::PAPER_PLAIN),
        verdict(tot.solutions, sets::PAPER_PLAIN)
    );
    println!(
        "{:<21} {:>10} {:>21}  paper {} ({})",
        "whole board (x mult)",
        board,
        "",
        thousands(sets::PAPER_PLAIN_BOARD),
        verdict(board, sets::PAPER_PLAIN_BOARD)
    );
    println!(
        "53 pairs in {:.3} s on {} threads: {:.1} M nodes/s",
        secs,
        rayon_threads(),
        tot.nodes as f64 / secs / 1e6
    );
    if !families.is_empty() {
        println!();
        println!("Corner dashes (002 §\"Corner Dash\" ff.) under reading {}: totals over every algorithm of each family", reading.name());
        println!(
            "{:<9} {:>6} {:>6} {:>12} {:>12} {:>13}  verdict",
            "family", "algos", "paper", "solutions", "paper", "whole board"
        );
        let mut grand = 0u64;
        let mut grand_board = 0u64;
        let mut have = std::collections::BTreeSet::new();
        let mut sums = std::collections::BTreeMap::new();
        for &f in families {
            let jobs = sets::family_jobs(f);
            let (res, secs) = run_jobs(f.name(), &jobs, reading, quiet);
            let (c, b) = sets::totals(&res);
            let (paper, algos) = paper_family(f);
            println!(
                "{:<9} {:>6} {:>6} {:>12} {:>12} {:>13}  {}  [{} nodes, {:.1} s]",
                f.name(),
                jobs.len(),
                algos,
                c.solutions,
                thousands(paper),
                b,
                verdict(c.solutions, paper),
                c.nodes,
                secs
            );
            if f == Family::FullDash {
                // The 736 include the 53 plain runs; show the dash-only part the way the
                // paper's semi figure (extra solutions) is given.
                println!(
                    "{:<9} {:>6} {:>6} {:>12} {:>12}  (cd minus the 53 plain runs)",
                    "  dashes",
                    jobs.len() - 53,
                    736 - 53,
                    c.solutions - tot.solutions,
                    thousands(sets::PAPER_FULL_DASH - sets::PAPER_PLAIN)
                );
            }
            if per_set {
                for r in &res {
                    println!(
                        "  {:<6} {}→{} {:<28} {:>10} solutions {:>10} dead ends {:>11} nodes",
                        r.pair.label(),
                        r.pair.start,
                        r.pair.end,
                        r.variant.to_string(),
                        r.counts.solutions,
                        r.counts.dead_ends,
                        r.counts.nodes
                    );
                }
            }
            sums.insert(f, c.solutions);
            grand += c.solutions;
            grand_board += b;
            have.insert(f);
        }
        if have.contains(&Family::FullDash) && have.contains(&Family::SemiDash) {
            let both = sums[&Family::FullDash] + sums[&Family::SemiDash];
            println!(
                "{:<9} {:>6} {:>6} {:>12} {:>12} {:>13}  {}",
                "cd+semi",
                "",
                "10880",
                both,
                thousands(sets::PAPER_ALL_DASH),
                "",
                verdict(both, sets::PAPER_ALL_DASH)
            );
        }
        if Family::ALL[1..].iter().all(|f| have.contains(f)) {
            println!(
                "{:<9} {:>6} {:>6} {:>12} {:>12} {:>13}  {}",
                "grand",
                "",
                "22432",
                grand,
                thousands(sets::PAPER_GRAND_TOTAL),
                grand_board,
                verdict(grand, sets::PAPER_GRAND_TOTAL)
            );
            println!("  (the paper's own parts add up to {}, 951 more than its grand total; its whole-board total is {}, ours {})",
                thousands(sets::PAPER_FULL_DASH + sets::PAPER_SEMI_DASH + sets::PAPER_ECD_FULL + sets::PAPER_ECD_SEMI + sets::PAPER_XCD_FULL + sets::PAPER_XCD_SEMI),
                thousands(sets::PAPER_GRAND_BOARD), grand_board);
        }
        println!("  XCD is reconstructed: its definition is lost from the paper's text; see src/phadke/variant.rs.");
    }
    if compare {
        println!();
        println!("Every reading on the 53 pairs (paper: a8→c7 14,258; 53 pairs 989,931; whole board 5,732,056)");
        println!(
            "{:<34} {:>8} {:>10} {:>10}  reproduces",
            "reading", "a8→c7", "53 pairs", "board"
        );
        for r in Reading::all() {
            let (res, _) = run_jobs(&r.name(), &jobs, r, true);
            let (c, b) = sets::totals(&res);
            let a8 = res[0].counts.solutions;
            let mut hits = Vec::new();
            if a8 == sets::PAPER_A8_C7 {
                hits.push("a8→c7");
            }
            if c.solutions == sets::PAPER_PLAIN {
                hits.push("53-pair total");
            }
            if b == sets::PAPER_PLAIN_BOARD {
                hits.push("board total");
            }
            println!(
                "{:<34} {:>8} {:>10} {:>10}  {}",
                r.name(),
                a8,
                c.solutions,
                b,
                if hits.is_empty() {
                    "none".to_string()
                } else {
                    hits.join(", ")
                }
            );
        }
    }
    Ok(())
}

fn rayon_threads() -> usize {
    rayon::current_num_threads()
}

//! `warnsdorff papers`: the papers' claims the tool checks ([`warnsdorff::papers`]), listed or
//! run, with the paper's value beside the tool's and a verdict.
//!
//! - `papers list [--format text|json]`: the catalogue.
//! - `papers run ID [--param TEXT] [--format text|json]`: one claim (its parameter, if it takes
//!   one, defaults as on the page).
//! - `papers run all [--quick] [--format text|json]`: every claim at its default (`--quick`:
//!   only the claims the page runs on its own thread). JSON is one record per line.

use crate::args::{one_of, Usage};
use std::time::{Duration, Instant};
use warnsdorff::papers::{self, Cost, Run, CLAIMS};

/// The options of `papers`.
#[derive(clap::Args)]
pub struct PapersArgs {
    /// list (the default), run ID or run all
    #[arg(value_name = "list|run ID|run all")]
    words: Vec<String>,
    /// The claim's parameter, for run ID [default: the page's]
    #[arg(long, value_name = "TEXT", allow_hyphen_values = true)]
    param: Option<String>,
    /// With run all: only the claims the page runs on its own thread
    #[arg(long)]
    quick: bool,
    /// Print text or JSON (one record a line)
    #[arg(long, value_name = "text|json", default_value = "text",
          value_parser = one_of(&["text", "json"]))]
    format: String,
}

pub fn run(args: PapersArgs) -> Result<(), Usage> {
    let PapersArgs {
        words,
        param,
        quick,
        format,
    } = args;
    match words.iter().map(String::as_str).collect::<Vec<_>>()[..] {
        [] | ["list"] => {
            list(&format);
            Ok(())
        }
        ["run", "all"] => {
            if param.is_some() {
                return Err(Usage(
                    "papers: --param goes with one claim (papers run ID --param TEXT)".into(),
                ));
            }
            for c in CLAIMS {
                if quick && c.cost != Cost::Quick {
                    continue;
                }
                let run = c.start(None).map_err(|e| Usage(format!("papers: {e}")))?;
                finish(run, &format);
            }
            Ok(())
        }
        ["run", id] => {
            let claim = papers::find(id).map_err(|e| Usage(format!("papers: {e}")))?;
            if param.is_some() && claim.param.is_none() {
                return Err(Usage(format!("papers: claim '{id}' takes no parameter")));
            }
            let run = claim
                .start(param.as_deref())
                .map_err(|e| Usage(format!("papers: {id}: {e}")))?;
            finish(run, &format);
            Ok(())
        }
        ["run"] => Err(Usage(
            "papers run: which claim? an id from `warnsdorff papers list`, or all".into(),
        )),
        _ => Err(Usage(format!(
            "papers: expected list, run ID or run all (got '{}')",
            words.join(" ")
        ))),
    }
}

fn list(format: &str) {
    if format == "json" {
        println!(
            "{}",
            serde_json::to_string_pretty(&papers::catalogue()).expect("the catalogue serialises")
        );
        return;
    }
    for c in CLAIMS {
        let param = c
            .param
            .map(|p| format!("  [--param {} = {}]", p.name, p.default))
            .unwrap_or_default();
        println!(
            "{:<26} {} {} {}{param}\n{:26} paper: {}",
            c.id,
            c.seed,
            c.authors,
            c.place,
            "",
            c.paper_value.words()
        );
    }
}

/// Work a run to the end (progress on stderr every few seconds) and print its record.
fn finish(mut run: Run, format: &str) {
    let t0 = Instant::now();
    let mut next = Duration::from_secs(3);
    loop {
        let p = run.work(1 << 20);
        if p.is_finished() {
            break;
        }
        if t0.elapsed() >= next {
            next = t0.elapsed() + Duration::from_secs(3);
            eprintln!(
                "papers: {}: {:.0}% ({})",
                run.claim().id,
                p.fraction() * 100.0,
                p.words
            );
        }
    }
    let r = run.record().expect("the run is done");
    if format == "json" {
        println!(
            "{}",
            serde_json::to_string(&r).expect("a record serialises")
        );
    } else {
        let param = if r.param.is_empty() {
            String::new()
        } else {
            format!(" ({})", r.param)
        };
        println!(
            "{} [{} {}]{param}\n  paper: {}\n  tool:  {}\n  verdict: {}\n  how: {}\n  see: {}\n",
            r.id, r.seed, r.place, r.paper_value, r.tool_value, r.verdict_words, r.detail, r.link
        );
    }
}

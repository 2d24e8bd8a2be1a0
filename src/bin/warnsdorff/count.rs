//! `warnsdorff count`: every tour of a small board, and how many of them Warnsdorff's rule can
//! make ([`warnsdorff::count`]), on every core; Ctrl-C ends it with no count (a count is whole or
//! nothing).

use crate::args::{by, one_of, Usage};
use serde_json::json;
use std::time::Instant;
use warnsdorff::board::Board;
use warnsdorff::count::graph::{Graph, Wrap};
use warnsdorff::count::shape::{leaper, Shape};
use warnsdorff::count::{count_parallel, Kind};

use warnsdorff::count::FORCE_PAST;

/// The options of `count`.
#[derive(clap::Args)]
pub struct CountArgs {
    /// The board, ROWSxCOLS (or give --shape)
    #[arg(long, value_name = "RxC", value_parser = by(board))]
    board: Option<Board>,
    /// A shape: the papers' matrix with # for a removed square (any other entry is a square),
    /// from FILE or - for stdin
    #[arg(long, value_name = "FILE", value_parser = by(shape_file))]
    shape: Option<(String, Shape)>,
    /// Count closed tours (each cycle once) instead of open ones (directed)
    #[arg(long)]
    closed: bool,
    /// The leaper A,B (1,2 the knight, 1,3 the camel, 2,3 the zebra, 1,4 the giraffe)
    #[arg(long, value_name = "A,B", default_value = "1,2", value_parser = by(leaper_of))]
    leaper: (u32, u32),
    /// How the edges join: none, cylinder (the columns wrap) or torus
    #[arg(long, value_name = "WRAP", default_value = "none", value_parser = by(wrap))]
    wrap: Wrap,
    /// Threads, at most the cores [default: every core]
    #[arg(long, value_name = "N", allow_hyphen_values = true,
          value_parser = |t: &str| crate::limits::threads("count", "--jobs", t).map_err(|e| e.0))]
    jobs: Option<usize>,
    /// text or json
    #[arg(long, value_name = "FORMAT", default_value = "text", value_parser = one_of(&["text", "json"]))]
    format: String,
    /// Count a board of more than 36 squares (it may run for days)
    #[arg(long)]
    force: bool,
}

fn board(text: &str) -> Result<Board, Usage> {
    Ok(text.parse()?)
}

fn leaper_of(text: &str) -> Result<(u32, u32), Usage> {
    Ok(leaper(text)?)
}

fn wrap(text: &str) -> Result<Wrap, Usage> {
    Ok(text.parse()?)
}

pub fn shape_file(file: &str) -> Result<(String, Shape), Usage> {
    let text = if file == "-" {
        let mut t = String::new();
        std::io::Read::read_to_string(&mut std::io::stdin(), &mut t)?;
        t
    } else {
        std::fs::read_to_string(file).map_err(|e| Usage(format!("cannot read '{file}': {e}")))?
    };
    Ok((file.to_string(), text.parse()?))
}

/// The graph the options describe: the shape's rectangle (which `--board`, if given too, must
/// match) or the whole board.
fn graph(o: &CountArgs) -> Result<Graph, Usage> {
    let (rows, cols, removed) = match (&o.shape, o.board) {
        (Some((file, s)), Some(b)) if (b.rows(), b.cols()) != (s.rows, s.cols) => {
            return Err(Usage(format!(
                "count: --board {}x{} but the shape in {file} is {}x{}",
                b.rows(),
                b.cols(),
                s.rows,
                s.cols
            )))
        }
        (Some((_, s)), _) => (s.rows, s.cols, s.removed.clone()),
        (None, Some(b)) => (b.rows(), b.cols(), Vec::new()),
        (None, None) => {
            return Err(Usage(
                "count: --board or --shape is required (count --help says more)".to_string(),
            ))
        }
    };
    Graph::new(rows, cols, o.leaper, &removed, o.wrap).map_err(|e| Usage(format!("count: {e}")))
}

pub fn run(o: CountArgs) -> Result<(), Usage> {
    let g = graph(&o)?;
    let kind = if o.closed { Kind::Closed } else { Kind::Open };
    let jobs = o
        .jobs
        .unwrap_or_else(warnsdorff::experiments::default_threads);
    if g.len() > FORCE_PAST && !o.force {
        return Err(Usage(format!(
            "count: {} squares; an exhaustive count past {FORCE_PAST} squares may run for days \
             (7x7 has about 10^11 open tours): give --force to start it anyway",
            g.len()
        )));
    }
    let began = Instant::now();
    let Some(t) = count_parallel(&g, kind, crate::interrupt::threads(jobs)) else {
        eprintln!(
            "warnsdorff: count stopped before its end: no count (a count is only given whole)"
        );
        return Ok(());
    };
    let seconds = began.elapsed().as_secs_f64();
    let removed = g.rows as usize * g.cols as usize - g.len();
    let kind_name = match kind {
        Kind::Open => "open",
        Kind::Closed => "closed",
    };
    if o.format == "json" {
        let record = json!({
            "board": format!("{}x{}", g.rows, g.cols),
            "squares": g.len(),
            "removed": removed,
            "leaper": [o.leaper.0, o.leaper.1],
            "wrap": o.wrap.name(),
            "kind": kind_name,
            "tours": t.tours,
            "warnsdorff": t.warnsdorff,
            "positions": t.nodes,
            "seconds": seconds,
            "threads": jobs,
        });
        println!("{record}");
        return Ok(());
    }
    let what = match kind {
        Kind::Open => "open tours (directed: each path counted from both its ends)",
        Kind::Closed => "closed tours (each cycle once)",
    };
    let shape = if removed > 0 {
        format!(
            " with {} removed",
            warnsdorff::page::words::counted(removed as u64, "square", "squares")
        )
    } else {
        String::new()
    };
    println!(
        "{}x{}{shape}, leaper ({},{}), wrap {}: {} {what}",
        g.rows,
        g.cols,
        o.leaper.0,
        o.leaper.1,
        o.wrap.name(),
        t.tours
    );
    let share = if t.tours > 0 {
        format!(" ({:.2}%)", 100.0 * t.warnsdorff as f64 / t.tours as f64)
    } else {
        String::new()
    };
    let reading = match kind {
        Kind::Open => "every step to a square of least degree, any tiebreak",
        Kind::Closed => {
            "from some square, one way or the other, every step to a square of least degree"
        }
    };
    println!(
        "Warnsdorff tours among them ({reading}): {}{share}; this tool's own figure, not a published one",
        t.warnsdorff
    );
    println!(
        "searched {} positions in {seconds:.2} s on {} threads",
        t.nodes, jobs
    );
    Ok(())
}

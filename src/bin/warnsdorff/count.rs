//! `warnsdorff count`: every tour of a small board, and how many of them Warnsdorff's rule can
//! make ([`warnsdorff::count`]), on every core; Ctrl-C ends it with no count (a count is whole or
//! nothing).

use crate::args::{Args, Usage};
use serde_json::json;
use std::time::Instant;
use warnsdorff::board::Board;
use warnsdorff::count::graph::{Graph, Wrap};
use warnsdorff::count::shape::{leaper, Shape};
use warnsdorff::count::{count_parallel, Kind};

const ACCEPTED: &str =
    "--board RxC, --shape FILE, --closed, --leaper A,B, --wrap none|cylinder|torus, \
     --jobs N, --format text|json, --force";

/// Past this many squares a count is refused without `--force`: 6×6, the largest board whose
/// count is published and reproduced here, takes seconds; 7×7 has about 10^11 open tours.
pub const FORCE_PAST: usize = 36;

/// The options of `count`, read.
pub struct Options {
    pub board: Option<Board>,
    pub shape: Option<(String, Shape)>,
    pub kind: Kind,
    pub leaper: (u32, u32),
    pub wrap: Wrap,
    pub jobs: usize,
    pub json: bool,
    pub force: bool,
}

/// Reads `count`'s options.
pub fn options(mut args: Args) -> Result<Options, Usage> {
    let board = match args.value("--board")? {
        Some(b) => Some(b.parse::<Board>()?),
        None => None,
    };
    let shape = match args.value("--shape")? {
        Some(file) => {
            let text = if file == "-" {
                let mut t = String::new();
                std::io::Read::read_to_string(&mut std::io::stdin(), &mut t)?;
                t
            } else {
                std::fs::read_to_string(&file)
                    .map_err(|e| Usage(format!("count --shape: cannot read '{file}': {e}")))?
            };
            let shape: Shape = text
                .parse()
                .map_err(|e| Usage(format!("count --shape {file}: {e}")))?;
            Some((file, shape))
        }
        None => None,
    };
    let kind = if args.flag("--closed") {
        Kind::Closed
    } else {
        Kind::Open
    };
    let leaper = match args.value("--leaper")? {
        Some(l) => leaper(&l).map_err(|e| Usage(format!("count --leaper: {e}")))?,
        None => (1, 2),
    };
    let wrap = match args.value("--wrap")? {
        Some(w) => w.parse().map_err(|e| Usage(format!("count --wrap: {e}")))?,
        None => Wrap::None,
    };
    let jobs = match args.value("--jobs")? {
        Some(t) => crate::limits::threads("count", "--jobs", &t)?,
        None => warnsdorff::experiments::default_threads(),
    };
    let json = match args.value("--format")?.as_deref() {
        None | Some("text") => false,
        Some("json") => true,
        Some(other) => {
            return Err(Usage(format!(
                "count --format: '{other}' is not a format; accepted: text, json"
            )))
        }
    };
    let force = args.flag("--force");
    args.finish(ACCEPTED)?;
    Ok(Options {
        board,
        shape,
        kind,
        leaper,
        wrap,
        jobs,
        json,
        force,
    })
}

/// The graph the options describe: the shape's rectangle (which `--board`, if given too, must
/// match) or the whole board.
fn graph(o: &Options) -> Result<Graph, Usage> {
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
            return Err(Usage(format!(
                "count: --board or --shape is required; accepted: {ACCEPTED}"
            )))
        }
    };
    Graph::new(rows, cols, o.leaper, &removed, o.wrap).map_err(|e| Usage(format!("count: {e}")))
}

pub fn run(args: Args) -> Result<(), Usage> {
    let o = options(args)?;
    let g = graph(&o)?;
    if g.len() > FORCE_PAST && !o.force {
        return Err(Usage(format!(
            "count: {} squares; an exhaustive count past {FORCE_PAST} squares may run for days \
             (7x7 has about 10^11 open tours): give --force to start it anyway",
            g.len()
        )));
    }
    let began = Instant::now();
    let Some(t) = count_parallel(&g, o.kind, crate::interrupt::threads(o.jobs)) else {
        eprintln!(
            "warnsdorff: count stopped before its end: no count (a count is only given whole)"
        );
        return Ok(());
    };
    let seconds = began.elapsed().as_secs_f64();
    let removed = g.rows as usize * g.cols as usize - g.len();
    let kind = match o.kind {
        Kind::Open => "open",
        Kind::Closed => "closed",
    };
    if o.json {
        let record = json!({
            "board": format!("{}x{}", g.rows, g.cols),
            "squares": g.len(),
            "removed": removed,
            "leaper": [o.leaper.0, o.leaper.1],
            "wrap": o.wrap.name(),
            "kind": kind,
            "tours": t.tours,
            "warnsdorff": t.warnsdorff,
            "positions": t.nodes,
            "seconds": seconds,
            "threads": o.jobs,
        });
        println!("{record}");
        return Ok(());
    }
    let what = match o.kind {
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
    let reading = match o.kind {
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
        t.nodes, o.jobs
    );
    Ok(())
}

//! `warnsdorff construct`: a closed, corner-missed or open tour on any board by Lin & Wei's
//! linear-time construction (003), printed as a matrix (`-` on a missed corner), JSON or SVG;
//! `--regenerate-bases` reprints the bases' data file from the backtracking search.
//!
//! Exit status: 0 with the tour on stdout; 1 when the board has no tour of the kind asked (or
//! the construction serves none from the start asked), with the reason on stderr and nothing on
//! stdout; 2 for bad arguments.

use crate::args::{one_of, Usage};
use serde_json::json;
use std::process::ExitCode;
use std::time::Instant;
use warnsdorff::board::{Board, Square};
use warnsdorff::construct::exists::existence;
use warnsdorff::construct::plan::Plan;
use warnsdorff::construct::{bases, construct, svg, tour_from, TourKind};
use warnsdorff::labs::construct::{ConstructField, ConstructForm};
use warnsdorff::page::form::{Field, Form};
use warnsdorff::shape::Shape;

const ACCEPTED: &str = "--board RxC [--kind closed|open|corner-missed] [--start R,C] \
                        [--format matrix|json|svg|plan|gif|none] [--gif-from STEP] [--gif-to STEP] \
                        [--gif-stride N] [--gif-size PX] [--gif-delay MS] | --regenerate-bases";

/// The options of `construct`. `--board`, `--kind` and `--start` are the construction page's
/// form fields, read by its form ([`ConstructForm`]): its grammar and messages.
#[derive(clap::Args)]
pub struct ConstructArgs {
    /// The board, ROWSxCOLS: any size
    #[arg(long, value_name = "RxC")]
    board: Option<String>,
    /// The kind of tour [default: the strongest the board has]
    #[arg(long, value_name = "closed|open|corner-missed")]
    kind: Option<String>,
    /// Where the tour starts: R,C with (1,1) top-left, or a name like a8
    #[arg(long, value_name = "R,C")]
    start: Option<String>,
    /// The tour on stdout: a matrix (- on a missed corner), JSON, SVG, the plan of its pieces,
    /// an animated GIF of the construction (a frame a step of the Lin & Wei page's player, as
    /// its Export GIF makes it), or nothing
    #[arg(long, value_name = "matrix|json|svg|plan|gif|none", default_value = "matrix",
          value_parser = one_of(&["matrix", "json", "svg", "plan", "gif", "none"]))]
    format: String,
    #[command(flatten)]
    gif: crate::tour::GifArgs,
    /// Reprint the bases' data file from the backtracking search (alone)
    #[arg(long, conflicts_with_all = ["board", "kind", "start", "format"])]
    regenerate_bases: bool,
}

/// The GIF of the construction `form` asks for (the page's own steps, from the partition to
/// the tour shown from `start`), on stdout; a line on stderr.
fn construct_gif(form: &ConstructForm, board: Board, start: Option<Square>) -> Result<(), Failure> {
    use warnsdorff::labs::construct::{animation::ConstructGif, state::Construction};
    let t0 = Instant::now();
    let said =
        |e: &dyn std::fmt::Display| Failure::Usage(Usage(format!("construct: --format gif: {e}")));
    let mut lab =
        Construction::new(board, form.kind).map_err(|e| Failure::NoTour(e.to_string()))?;
    lab.set_start(start)
        .map_err(|e| Failure::NoTour(e.to_string()))?;
    let g = ConstructGif::new(lab, form.gif).map_err(|e| said(&e))?;
    let plan = g.page_steps();
    let (frames, bytes) = warnsdorff::page::gif_export::make_all(g).map_err(|e| said(&e))?;
    std::io::Write::write_all(&mut std::io::stdout(), &bytes)
        .map_err(|e| Failure::Usage(e.into()))?;
    eprintln!(
        "construct: a GIF of steps {} to {} ({frames} frames, {} bytes); {:.1} ms",
        plan.from,
        plan.to,
        bytes.len(),
        t0.elapsed().as_secs_f64() * 1e3
    );
    Ok(())
}

enum Failure {
    Usage(Usage),
    NoTour(String),
}

impl From<Usage> for Failure {
    fn from(u: Usage) -> Failure {
        Failure::Usage(u)
    }
}

pub fn main(args: ConstructArgs) -> ExitCode {
    match run(args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure::NoTour(reason)) => {
            eprintln!("warnsdorff: {reason}");
            ExitCode::from(1)
        }
        Err(Failure::Usage(e)) => {
            eprintln!("warnsdorff: {e}");
            ExitCode::from(2)
        }
    }
}

fn run(args: ConstructArgs) -> Result<(), Failure> {
    if args.regenerate_bases {
        let text = bases::regenerate().map_err(Failure::NoTour)?;
        print!("{text}");
        return Ok(());
    }
    // The page's form, read from the options of the same names: a link's board, kind and
    // start and these options describe the same tour.
    let board_text = args.board.ok_or_else(|| {
        Usage(format!(
            "construct: --board is required; usage: construct {ACCEPTED}"
        ))
    })?;
    let mut given = ConstructForm::default();
    for (field, text) in [
        (ConstructField::Board, Some(board_text)),
        (ConstructField::Kind, args.kind),
        (ConstructField::Start, args.start),
    ] {
        if let Some(text) = text {
            given
                .set(field, &text)
                .map_err(|e| Usage(format!("construct --{}: {e}", field.name())))?;
        }
    }
    let board: Board = given
        .board()
        .map_err(|e| Usage(format!("construct --board: {e}")))?;
    let ex = existence(board.rows() as u64, board.cols() as u64);
    let kind = given.kind.unwrap_or(ex.strongest);
    let start: Option<Square> = given
        .start_square()
        .map_err(|e| Usage(format!("construct --start: {e}")))?;
    let format = args.format;
    if kind == TourKind::None {
        return Err(Failure::NoTour(ex.reason()));
    }
    if args.gif.any() && format != "gif" {
        return Err(Usage("construct: the --gif-* options go with --format gif".into()).into());
    }
    if format == "gif" {
        let form = args.gif.onto("construct", given)?;
        return construct_gif(&form, board, start);
    }

    if format == "plan" {
        // The plan of the tour shown from --start: its last step is the move that tour drops.
        let plan =
            Plan::starting(board, kind, start).map_err(|e| Failure::NoTour(e.to_string()))?;
        println!("{}", serde_json::to_string(&plan).expect("plans serialise"));
        eprintln!(
            "{kind} tour on {board}: {} pieces, {} steps",
            plan.pieces.len(),
            plan.steps.len()
        );
        return Ok(());
    }

    // About 16 bytes a square (the tour's links and its order): a measured peak on 3000x3000.
    crate::limits::check_memory(
        "construct",
        &format!("a tour on {board}"),
        18 * board.squares() as u64,
    )?;
    let t0 = Instant::now();
    let tour = construct(board, kind).map_err(|e| Failure::NoTour(e.to_string()))?;
    let built = t0.elapsed();
    let order = match start {
        Some(s) => tour_from(board, kind, s).map_err(|e| Failure::NoTour(e.to_string()))?,
        None => tour.order(),
    };
    let closes = kind != TourKind::Open
        || Board::move_between(board.square(order[0]), board.square(*order.last().unwrap()))
            .is_some();
    let missed = (kind == TourKind::CornerMissed).then(|| {
        let mut seen = vec![false; board.squares()];
        order.iter().for_each(|&i| seen[i] = true);
        board.square(seen.iter().position(|&v| !v).expect("one square missed"))
    });
    match format.as_str() {
        "matrix" => print!("{}", tour.matrix(&order)),
        "json" => {
            let path: Vec<Square> = order.iter().map(|&i| board.square(i)).collect();
            // Closed and corner-missed tours are cycles and wrap round; an open one does not.
            let shape = if kind == TourKind::Open {
                Shape::of_path(&path)
            } else {
                Shape::of_closed(&path)
            };
            // Named as cover's JSON names them: a corner-missed tour is no tour of the board
            // (003 §3), and its hole is listed.
            println!(
                "{}",
                json!({
                    "board": board,
                    "kind": kind,
                    "is_tour": missed.is_none(),
                    "holes": missed.into_iter().collect::<Vec<Square>>(),
                    "start": path[0],
                    "missed": missed,
                    "closes": closes,
                    "turns": shape.turns,
                    "crossings": shape.crossings,
                    "path": path,
                })
            );
        }
        "svg" => print!("{}", svg(board, &order, kind != TourKind::Open)),
        _ => {}
    }
    eprintln!(
        "{kind} tour on {board} (Lin & Wei), {} squares{}, from {}, built in {:.3} ms",
        order.len(),
        missed
            .map(|m| format!(", corner {m} missed"))
            .unwrap_or_default(),
        board.square(order[0]),
        built.as_secs_f64() * 1e3
    );
    Ok(())
}

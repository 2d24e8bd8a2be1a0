//! `warnsdorff cover`: generate a cycle cover (tourney) or closed tour with one of the
//! catalogue's generators (Parberry's; Lin & Wei's also on n × m boards), optionally replay a tourney page's history (`--ops`, the `ops` field of its URL,
//! through the same core lab as the page), shatter, join or obfuscate it (001 §4–§7), and print
//! it as JSON or SVG (or nothing: `--format none`); a one-line summary goes to stderr.

use crate::args::{by, one_of, whole, Usage};
use serde_json::json;
use std::time::Instant;
use warnsdorff::board::Board;
use warnsdorff::labs::tourneys::state::Tourney;
use warnsdorff::rails::{join, obfuscate, shatter};
use warnsdorff::shape::Shape;
use warnsdorff::tourneys::{catalogue, Generation, Generator, Tiles, CATALOGUE};

/// The options of `cover`.
#[derive(clap::Args)]
pub struct CoverArgs {
    /// The board: NxN, or any rectangle RxC with a closed tour for lin-wei
    #[arg(long, value_name = "NxN", value_parser = by(board))]
    board: Option<Board>,
    /// The generator, one of those listed below
    #[arg(long = "gen", value_name = "GEN", value_parser = by(generator))]
    generator: Option<Generator>,
    /// Divide's base tiles: this project's (searched) or Parberry's
    #[arg(long, value_name = "searched|parberry", value_parser = by(tiles))]
    tiles: Option<Tiles>,
    /// The seed of the generator, the shatters, the join and the obfuscation
    #[arg(long, value_name = "S", default_value = "0", allow_hyphen_values = true,
          value_parser = whole::<u64>("--seed"))]
    seed: u64,
    /// A tourney page's history (its link's ops, e.g. r52-57,join@12), replayed first
    #[arg(long, value_name = "TEXT")]
    ops: Option<String>,
    /// Shatter the cover K times (at most 1000; memory is checked before the cover is made)
    #[arg(long = "shatter", value_name = "K", default_value = "0",
          value_parser = |t: &str| crate::limits::at_most("cover", "--shatter", t, crate::limits::MAX_SHATTERS).map_err(|e| e.0))]
    shatters: usize,
    /// Join the cycles into as few as it can (001 §5)
    #[arg(long)]
    join: bool,
    /// Obfuscate: shatter, then join (001 §7)
    #[arg(long)]
    obfuscate: bool,
    /// The cover on stdout: JSON, SVG, an animated GIF of a plan made on it (--gif-plan) or
    /// nothing (stderr, always: one line with the cycles, squares and milliseconds)
    #[arg(long, value_name = "json|svg|gif|none", default_value = "json",
          value_parser = one_of(&["json", "svg", "gif", "none"]))]
    format: String,
    /// With --format gif: the plan animated on the cover as made, a frame a switch (step 1:
    /// the cover before it), as the tourney page's plan slider steps
    #[arg(long, value_name = "join|obfuscate|shatter", default_value = "join",
          value_parser = one_of(&["join", "obfuscate", "shatter"]))]
    gif_plan: String,
    #[command(flatten)]
    gif: crate::tour::GifArgs,
}

fn board(text: &str) -> Result<Board, Usage> {
    Ok(text.parse()?)
}

fn generator(name: &str) -> Result<Generator, Usage> {
    Generator::from_name(name).ok_or_else(|| {
        Usage(format!(
            "unknown generator '{name}'; one of {}",
            catalogue::names()
        ))
    })
}

fn tiles(text: &str) -> Result<Tiles, Usage> {
    Tiles::parse(text).map_err(|e| Usage(e.to_string()))
}

/// For `cover --help`: the generators with their sizes, one a line.
pub fn gens_help() -> String {
    let lines: Vec<String> = CATALOGUE
        .iter()
        .map(|c| {
            format!(
                "  {:<19}{} ({})",
                c.name,
                c.generator.board_sizes(),
                c.paper
            )
        })
        .collect();
    format!("Generators (--gen):\n{}", lines.join("\n"))
}

/// The GIF of plan `kind` made on `cover` (from `seed`, as the tourney page makes it), on
/// stdout; a line on stderr.
fn cover_gif(
    cover: warnsdorff::cover::CycleCover,
    seed: u64,
    kind: &str,
    gif: &crate::tour::GifArgs,
) -> Result<(), Usage> {
    use warnsdorff::labs::tourneys::animation::CoverGif;
    use warnsdorff::labs::walk::form::WalkForm;
    let t0 = Instant::now();
    let kind: warnsdorff::rails::plan::PlanKind = kind
        .parse()
        .map_err(|e| Usage(format!("cover: --gif-plan: {e}")))?;
    // The GIF's fields as the walk page's form reads them.
    let form = gif.onto("cover", WalkForm::default())?;
    let said = |e: &dyn std::fmt::Display| Usage(format!("cover: --format gif: {e}"));
    let lab = Tourney::new(cover, String::new(), seed);
    let g = CoverGif::new(
        lab,
        kind,
        form.gif.from,
        form.gif.to,
        form.gif.stride,
        form.gif.size,
        form.gif.delay,
    )
    .map_err(|e| said(&e))?;
    let plan = g.plan();
    let (frames, bytes) = warnsdorff::page::gif_export::make_all(g).map_err(|e| said(&e))?;
    std::io::Write::write_all(&mut std::io::stdout(), &bytes)?;
    eprintln!(
        "cover: a GIF of the {} plan's steps {} to {} ({frames} frames, {} bytes); {:.1} ms",
        kind.name(),
        plan.from,
        plan.to,
        bytes.len(),
        t0.elapsed().as_secs_f64() * 1e3
    );
    Ok(())
}

pub fn run(args: CoverArgs) -> Result<(), Usage> {
    let usage = "usage: cover --board NxN (RxC for lin-wei) --gen GEN [options]; see cover --help";
    let board = args
        .board
        .ok_or_else(|| Usage(format!("cover: --board is required; {usage}")))?;
    let gen = args
        .generator
        .ok_or_else(|| Usage(format!("cover: --gen is required; {usage}")))?;
    let tiles = match args.tiles {
        Some(t) if gen.takes_tiles() => t,
        Some(_) => {
            return Err(Usage(format!(
                "cover: --tiles is for divide and divide-tourney; {} takes no tiles",
                gen.name()
            )))
        }
        None => Tiles::default(),
    };
    let CoverArgs {
        seed,
        shatters,
        ops,
        join: do_join,
        obfuscate: do_obfuscate,
        format,
        gif_plan,
        gif: gif_args,
        ..
    } = args;
    if gif_args.any() && format != "gif" {
        return Err(Usage(
            "cover: the --gif-* options go with --format gif".into(),
        ));
    }
    gen.supports_board(board)
        .map_err(|e| Usage(format!("cover: {e}")))?;

    // About 16 bytes a square for the cover as generated, about 50 once it is shattered, joined,
    // obfuscated or replayed (the rails and plans beside it): measured peaks on 2000x2000.
    let changed = shatters > 0 || do_join || do_obfuscate || ops.is_some();
    let per_square: u64 = if changed { 50 } else { 16 };
    crate::limits::check_memory(
        "cover",
        &format!("a cover on {board}"),
        per_square * board.squares() as u64,
    )?;
    let t0 = Instant::now();
    let mut job = Generation::on_board(gen, board, seed)
        .map_err(|e| Usage(format!("cover: {e}")))?
        .with_tiles(tiles);
    while !job.work(usize::MAX) {}
    // How the generation went (takefuji-lee: iterations and attempts to converge).
    let note = job.note().map(str::to_string);
    let mut cover = job.finish().map_err(|e| Usage(format!("cover: {e}")))?;
    let generated_cycles = cover.cycle_count();
    let gen_secs = t0.elapsed().as_secs_f64();
    // Each stage's time, for the summary line.
    let mut stages = vec![("generate", gen_secs)];
    let mut log = serde_json::Map::new();
    if let Some(note) = &note {
        log.insert("generation_note".into(), json!(note));
    }
    log.insert("generated_cycles".into(), json!(generated_cycles));
    log.insert("generate_seconds".into(), json!(gen_secs));
    if let Some(text) = &ops {
        let t = Instant::now();
        // The page's lab: same parser, same plans (seeded by the lab's seed, the page's seed).
        let mut lab = Tourney::new(cover, String::new(), seed);
        lab.replay(text).map_err(|e| Usage(format!("cover: {e}")))?;
        cover = lab.cover().clone();
        log.insert("ops".into(), json!(lab.ops()));
        log.insert("cycles_after_ops".into(), json!(lab.cycle_count()));
        stages.push(("ops", t.elapsed().as_secs_f64()));
    }
    let t = Instant::now();
    let mut switched = Vec::new();
    for k in 0..shatters {
        switched.push(shatter(&mut cover, seed.wrapping_add(1 + k as u64)));
    }
    if shatters > 0 {
        log.insert("shatter_switches".into(), json!(switched));
        log.insert("cycles_after_shatter".into(), json!(cover.cycle_count()));
        stages.push(("shatter", t.elapsed().as_secs_f64()));
    }
    if do_join {
        let t = Instant::now();
        let report = join(&mut cover, seed ^ 0x4A4F_494E);
        log.insert(
            "join_cycles_after_round".into(),
            json!(report.cycles_after_round),
        );
        stages.push(("join", t.elapsed().as_secs_f64()));
    }
    if do_obfuscate {
        let t = Instant::now();
        let report = obfuscate(&mut cover, seed ^ 0x4F42_4655);
        log.insert("obfuscate_shatter_switches".into(), json!(report.shattered));
        log.insert(
            "obfuscate_cycles_after_shatter".into(),
            json!(report.cycles_after_shatter),
        );
        log.insert(
            "obfuscate_join_cycles_after_round".into(),
            json!(report.cycles_after_round),
        );
        log.insert("obfuscate_join_rounds".into(), json!(report.join_rounds()));
        log.insert("obfuscate_retries".into(), json!(report.retries));
        let secs = t.elapsed().as_secs_f64();
        log.insert("obfuscate_seconds".into(), json!(secs));
        stages.push(("obfuscate", secs));
    }
    let total_ms = t0.elapsed().as_secs_f64() * 1e3;
    let count = cover.cycle_count();
    let holes = cover.holes().len();
    // One line, as `tour` prints: what was made, its cycles and squares, and the time it took
    // (each stage's share in brackets), so covers can be timed in bulk with --format none.
    eprintln!(
        "cover: {}{} on {board}, seed {seed}{}: {count} cycle{} over {} squares{}{}{}; {total_ms:.1} ms ({})",
        gen.name(),
        if gen.takes_tiles() {
            format!(" (tiles {})", tiles.key())
        } else {
            String::new()
        },
        ops.as_deref()
            .map_or(String::new(), |o| format!(", ops '{o}'")),
        if count == 1 { "" } else { "s" },
        cover.covered(),
        match holes {
            0 => String::new(),
            1 => " (1 hole)".to_string(),
            h => format!(" ({h} holes)"),
        },
        if count == 1 {
            format!(", {}", cover.one_cycle_name())
        } else {
            String::new()
        },
        note.as_deref().map_or(String::new(), |n| format!("; {n}")),
        stages
            .iter()
            .map(|(what, secs)| format!("{what} {:.1} ms", secs * 1e3))
            .collect::<Vec<_>>()
            .join(", ")
    );
    if format == "none" {
        return Ok(());
    }
    if format == "gif" {
        return cover_gif(cover, seed, &gif_plan, &gif_args);
    }
    if format == "svg" {
        print!("{}", cover.to_svg());
        return Ok(());
    }
    let cycles: Vec<Vec<[u32; 2]>> = cover
        .cycle_squares()
        .into_iter()
        .map(|c| c.into_iter().map(|s| [s.row, s.col]).collect())
        .collect();
    let mut out = serde_json::Map::new();
    out.insert("board".into(), json!([board.rows(), board.cols()]));
    out.insert("generator".into(), json!(gen.name()));
    if gen.takes_tiles() {
        out.insert("tiles".into(), json!(tiles.key()));
    }
    out.insert("seed".into(), json!(seed));
    out.insert("cycle_count".into(), json!(cycles.len()));
    // A cover with a hole is no tour of the board: the hole is named, and one cycle round
    // all but a corner is a corner-missed tour (003 Theorem 2).
    let hole_squares: Vec<[u32; 2]> = cover
        .holes()
        .iter()
        .map(|&i| {
            let s = board.square(i as usize);
            [s.row, s.col]
        })
        .collect();
    let corner =
        |h: &[u32; 2]| (h[0] == 1 || h[0] == board.rows()) && (h[1] == 1 || h[1] == board.cols());
    let kind = match (cycles.len(), hole_squares.as_slice()) {
        (1, []) => "closed",
        (1, [h]) if corner(h) => "corner-missed",
        _ => "cover",
    };
    out.insert(
        "is_tour".into(),
        json!(cycles.len() == 1 && hole_squares.is_empty()),
    );
    out.insert("kind".into(), json!(kind));
    out.insert("holes".into(), json!(hole_squares));
    let shape = Shape::of_cycles(&cover.cycle_squares());
    out.insert("turns".into(), json!(shape.turns));
    out.insert("crossings".into(), json!(shape.crossings));
    out.extend(log);
    out.insert("cycles".into(), json!(cycles));
    println!("{}", serde_json::Value::Object(out));
    Ok(())
}

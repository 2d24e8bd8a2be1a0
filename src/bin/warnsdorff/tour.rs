//! `warnsdorff tour` and `warnsdorff validate`.
//!
//! `tour --link` walks what a walk page's link describes, read by the walk page's own form
//! ([`warnsdorff::labs::walk::form::WalkForm`]: its defaults, limits and messages): the board,
//! start, rule and seed, to the link's step (or to the end when it names none). The other
//! options keep the CLI's own, larger limits (boards up to 10^8 squares).

use crate::args::{number, Args, Usage};
use std::io::Read;
use std::time::Instant;
use warnsdorff::board::{Board, Square};
use warnsdorff::labs::walk::form::WalkForm;
use warnsdorff::matrix::Matrix;
use warnsdorff::page::form::{decode_query, from_link, link_keys, unknown_keys, Field, Form};
use warnsdorff::page::words::unknown_link_keys;
use warnsdorff::record::Record;
use warnsdorff::rules::{catalogue, RuleSpec};
use warnsdorff::walk::{Outcome, Walk};

const TOUR_ACCEPTS: &str =
    "--board RxC, --start R,C, --rule RULE, --seed N, --steps K, --format matrix|json|none; or --link 'a walk page's link'";

/// The walk a walk page's link describes: board, start, rule, seed, and the moves to make (the
/// link's step less the start, or None: to the end).
fn of_link(link: &str) -> Result<(Board, Square, RuleSpec, u64, Option<usize>), Usage> {
    let query = link.split_once('?').map_or(link, |(_, q)| q);
    let query = query.split('#').next().unwrap_or_default();
    let (form, errors) = from_link::<WalkForm>(query);
    let unknown = unknown_keys::<WalkForm>(query);
    if !unknown.is_empty() {
        return Err(Usage(format!(
            "tour: --link: {}",
            unknown_link_keys(&unknown, &link_keys::<WalkForm>())
        )));
    }
    let said = |field: &str, message: &str| match message.starts_with(&format!("{field}: ")) {
        true => Usage(format!("tour: --link: {message}")),
        false => Usage(format!("tour: --link: {field}: {message}")),
    };
    if let Some(e) = errors.first() {
        return Err(said(e.field.name(), &e.message));
    }
    form.check().map_err(|e| said(e.field.name(), &e.message))?;
    if !form.tour.is_empty() {
        return Err(Usage(
            "tour: --link: the link shows an imported tour, not a rule's walk; export it from the page and run validate on the file".into(),
        ));
    }
    let field = |e: warnsdorff::page::form::FormError<_>| said(Field::name(e.field), &e.message);
    let board = form.board().map_err(field)?;
    let start = form.start_square().map_err(field)?;
    let rule = form.spec().map_err(field)?;
    let stepped = decode_query(query).iter().any(|(k, _)| k == "step");
    let moves = stepped.then(|| form.step.saturating_sub(1));
    Ok((board, start, rule, form.seed, moves))
}

/// Walk by a rule (all the way, or `--steps K` moves at most); the walk on stdout, a one-line
/// summary on stderr. The JSON record lists Irwin's trouble, termination and cut-off squares of
/// the position where the walk stopped.
pub fn tour(mut args: Args) -> Result<(), Usage> {
    if let Some(link) = args.value("--link")? {
        let format = args.value("--format")?.unwrap_or_else(|| "matrix".into());
        args.finish("--link takes only --format besides")?;
        let (board, start, rule, seed, moves) = of_link(&link)?;
        return walk_and_print(board, start, rule, seed, moves, &format);
    }
    let board: Board = args
        .value("--board")?
        .ok_or_else(|| Usage("tour: --board RxC is required, e.g. --board 8x8".into()))?
        .parse()?;
    let start = match args.value("--start")? {
        Some(t) => board.parse_square(&t)?,
        None => Square::new(1, 1),
    };
    let rule = match args.value("--rule")? {
        Some(t) => RuleSpec::parse(&t)?,
        None if board.is_square() => RuleSpec::SquirrelCull,
        None => RuleSpec::Nineteen,
    };
    let seed: u64 = match args.value("--seed")? {
        Some(t) => number("--seed", &t)?,
        None => 1,
    };
    let steps: Option<usize> = match args.value("--steps")? {
        Some(t) => Some(number("--steps", &t)?),
        None => None,
    };
    let format = args.value("--format")?.unwrap_or_else(|| "matrix".into());
    args.finish(TOUR_ACCEPTS)?;
    walk_and_print(board, start, rule, seed, steps, &format)
}

/// Walk `steps` moves at most (None: to the end) and print the walk as `format` on stdout, a
/// one-line summary on stderr.
fn walk_and_print(
    board: Board,
    start: Square,
    rule: RuleSpec,
    seed: u64,
    steps: Option<usize>,
    format: &str,
) -> Result<(), Usage> {
    if !["matrix", "json", "none"].contains(&format) {
        return Err(Usage(format!(
            "tour: --format '{format}' is not one of matrix, json, none"
        )));
    }
    crate::sweep::check_walk_memory(board)?;
    let t0 = Instant::now();
    let mut walk = Walk::new(board, start, rule, seed)?;
    walk.run(steps.unwrap_or(usize::MAX));
    let elapsed = t0.elapsed();
    match format {
        "matrix" => print!("{}", Matrix::of_walk(&walk)),
        "json" => println!("{}", Record::of_walk(&walk).to_json()),
        _ => {}
    }
    let outcome = walk.outcome();
    let note = walk.note().map(|n| format!("; {n}")).unwrap_or_default();
    let stand = if outcome == Outcome::Running {
        let m = walk.marks();
        format!(
            "stopped after {} steps, running; Irwin's squares: {} trouble, {} termination, {} cut off",
            walk.len() - 1,
            m.trouble.len(),
            m.termination.len(),
            m.cut_off.len()
        )
    } else {
        outcome.describe(board.squares())
    };
    eprintln!(
        "{stand} ({} of {} squares visited); board {board}, start {start}, rule {}, seed {seed}, {:.3} ms{note}",
        walk.len(),
        board.squares(),
        walk.spec(),
        elapsed.as_secs_f64() * 1e3
    );
    Ok(())
}

/// Read a matrix or any JSON record this tool writes (a walk, a construction, a cover) from a
/// file or stdin and say on stdout what it is; Ok(false) when it is not valid.
pub fn validate(mut args: Args) -> Result<bool, Usage> {
    let files = args.positional();
    args.finish("FILE or - for stdin")?;
    let [file] = files.as_slice() else {
        return Err(Usage("validate: name one FILE, or - to read stdin".into()));
    };
    let mut text = String::new();
    if file == "-" {
        std::io::stdin().read_to_string(&mut text)?;
    } else {
        text = std::fs::read_to_string(file)
            .map_err(|e| Usage(format!("validate: cannot read '{file}': {e}")))?;
    }
    match warnsdorff::exchange::check_text(&text) {
        Ok(found) => {
            println!("{found}");
            Ok(true)
        }
        Err(e) => {
            println!("invalid: {e}");
            Ok(false)
        }
    }
}

/// For the help text: one line per rule of the catalogue.
pub fn rules_help() -> String {
    catalogue::RULES
        .iter()
        .map(|r| {
            format!(
                "  {:<22} {} ({}; {})\n",
                r.syntax, r.description, r.paper, r.boards
            )
        })
        .collect()
}

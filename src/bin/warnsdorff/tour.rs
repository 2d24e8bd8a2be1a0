//! `warnsdorff tour` and `warnsdorff validate`.
//!
//! `tour --link` walks what a walk page's link describes, read by the walk page's own form
//! ([`warnsdorff::labs::walk::form::WalkForm`]: its defaults, limits and messages): the board,
//! start, rule and seed, to the link's step (or to the end when it names none). The other
//! options keep the CLI's own, larger limits (boards up to 10^8 squares).

use crate::args::{by, one_of, whole, Usage};
use crate::region::RegionArgs;
use std::io::{Read, Write};
use std::time::Instant;
use warnsdorff::board::{Board, Square};
use warnsdorff::labs::walk::animation::WalkGif;
use warnsdorff::labs::walk::form::{SearchMode, WalkForm};
use warnsdorff::matrix::Matrix;
use warnsdorff::page::form::{decode_query, from_link, link_keys, unknown_keys, Field, Form};
use warnsdorff::page::gif_export::make_all;
use warnsdorff::page::words::unknown_link_keys;
use warnsdorff::record::Record;
use warnsdorff::region::Region;
use warnsdorff::rules::{catalogue, RuleSpec};
use warnsdorff::walk::backtrack::{Backtrack, SearchRecord};
use warnsdorff::walk::{Outcome, Walk};

/// What a walk page's link shows: its region, its walk at the start, the length its step
/// asks for, the search (closed, budget) it runs, if any, and its form (its GIF's fields).
type LinkWalk = (Region, Walk, Option<usize>, Option<(bool, u64)>, WalkForm);

/// The walk a walk page's link shows, built as the page builds it (a position or a whole tour
/// in the link is followed, then the rule goes on from its last square), and the length its
/// `step` asks for (None: to the end).
fn of_link(link: &str) -> Result<LinkWalk, Usage> {
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
    let field = |e: warnsdorff::page::form::FormError<_>| said(Field::name(e.field), &e.message);
    let region = form.region().map_err(field)?;
    let rule = form.spec().map_err(field)?;
    crate::sweep::check_walk_memory(region.board())?;
    let walk = match form.tour_path().map_err(field)? {
        Some(path) => {
            let squares: Vec<u32> = path.iter().map(|&i| i as u32).collect();
            Walk::follow_then_indices(region.board(), &squares, rule, form.seed)
                .map_err(|e| said("tour", &e.to_string()))?
        }
        None => Walk::on(
            &region,
            form.start_square().map_err(field)?,
            rule,
            form.seed,
        )?,
    };
    let stepped = decode_query(query).iter().any(|(k, _)| k == "step");
    let search = match form.search {
        SearchMode::Rule => None,
        SearchMode::Open => Some((false, form.budget)),
        SearchMode::Closed => Some((true, form.budget)),
    };
    let len = stepped.then_some(form.step.max(1));
    Ok((region, walk, len, search, form))
}

/// The options of `tour`: a walk by a rule, or the walk a walk page's link describes.
#[derive(clap::Args)]
pub struct TourArgs {
    /// The board, ROWSxCOLS, up to 10^8 squares (required unless --link or --shape)
    #[arg(long, value_name = "RxC", value_parser = by(board))]
    board: Option<Board>,
    #[command(flatten)]
    region: RegionArgs,
    /// The start square: R,C with (1,1) top-left, or a name like a8 [default: 1,1, or the
    /// shape's first square when (1,1) is removed]
    #[arg(long, value_name = "R,C")]
    start: Option<String>,
    /// The rule, one of those listed below [default: squirrel-cull on whole square boards
    /// walked by a knight, nineteen on others]
    #[arg(long, value_name = "RULE", value_parser = by(rule))]
    rule: Option<RuleSpec>,
    /// The seed of the rule's random choices
    #[arg(long, value_name = "N", default_value = "1", allow_hyphen_values = true,
          value_parser = whole::<u64>("--seed"))]
    seed: u64,
    /// Stop after K moves; the json record then lists Irwin's trouble, termination and cut_off
    /// squares where the walk stopped
    #[arg(long, value_name = "K", allow_hyphen_values = true,
          value_parser = whole::<usize>("--steps"))]
    steps: Option<usize>,
    /// The walk on stdout: a matrix of move numbers, a JSON record, an animated GIF (a frame a
    /// step, as the walk page draws the board; see --gif-from and the others), or nothing
    #[arg(long, value_name = "matrix|json|gif|none", default_value = "matrix",
          value_parser = one_of(&["matrix", "json", "gif", "none"]))]
    format: String,
    #[command(flatten)]
    gif: GifArgs,
    /// A walk page's link (or its query): its board, start, rule and seed (and a position or
    /// tour it holds, followed, the rule going on from its last square; or the search with
    /// backtracking it asks for, its step counting the search's steps), walked to its step;
    /// only --format goes with it
    #[arg(long, value_name = "LINK", conflicts_with_all = ["board", "start", "rule", "seed", "steps", "shape", "leaper", "wrap", "backtrack"])]
    link: Option<String>,
    /// Search with backtracking: walk by the rule and, at each dead end, retreat and take the
    /// rule's next choice, until a tour, a proof that none starts there, or the budget; the
    /// json record adds search, closed, nodes, backtracks, dead_ends, pruned, depth, max_depth
    /// and budget. Under nineteen it adds ordering (the one searched under last); when none of
    /// the nineteen tours, the search tries each in turn with budget/19 nodes (the last what is
    /// left), and orderings_tried says how many it tried
    #[arg(long, conflicts_with = "steps")]
    backtrack: bool,
    /// With --backtrack: search for a closed tour
    #[arg(long, requires = "backtrack")]
    closed: bool,
    /// With --backtrack: the most squares the search may enter, the start included
    #[arg(long, value_name = "N", requires = "backtrack", default_value = "10000000",
          value_parser = whole::<u64>("--budget"))]
    budget: u64,
}

/// The options of an animated GIF (`--format gif`), the walk page's GIF fields: they override
/// a --link's.
#[derive(clap::Args)]
pub struct GifArgs {
    /// With --format gif: the first step animated (a walk's 1: the knight on its start; a
    /// construction's 0: its partition) [default: the first]
    #[arg(long, value_name = "STEP", allow_hyphen_values = true)]
    gif_from: Option<String>,
    /// With --format gif: the last step animated [default: the walk's last]
    #[arg(long, value_name = "STEP", allow_hyphen_values = true)]
    gif_to: Option<String>,
    /// With --format gif: a frame every N steps (the last step always has one) [default: 1]
    #[arg(long, value_name = "N", allow_hyphen_values = true)]
    gif_stride: Option<String>,
    /// With --format gif: the picture's longest side in px [default: 480]
    #[arg(long, value_name = "PX", allow_hyphen_values = true)]
    gif_size: Option<String>,
    /// With --format gif: how long each frame shows, in ms [default: 200]
    #[arg(long, value_name = "MS", allow_hyphen_values = true)]
    gif_delay: Option<String>,
}

impl GifArgs {
    /// `form` with the GIF fields given on the command line set (the form's own words on an
    /// error).
    pub fn onto<F: Form>(&self, cmd: &str, mut form: F) -> Result<F, Usage> {
        let given = [
            ("gif-from", &self.gif_from),
            ("gif-to", &self.gif_to),
            ("gif-stride", &self.gif_stride),
            ("gif-size", &self.gif_size),
            ("gif-delay", &self.gif_delay),
        ];
        for (name, text) in given {
            let (Some(text), Some(field)) = (text, F::Field::named(name)) else {
                continue;
            };
            form.set(field, text)
                .map_err(|e| Usage(format!("{cmd}: --{name}: {e}")))?;
        }
        Ok(form)
    }

    /// Whether any GIF option was given.
    pub fn any(&self) -> bool {
        [
            &self.gif_from,
            &self.gif_to,
            &self.gif_stride,
            &self.gif_size,
            &self.gif_delay,
        ]
        .iter()
        .any(|t| t.is_some())
    }
}

/// The GIF of a walk: `walk` taken to its last step (length `len`, or None: to the end), then
/// `fresh`, the same walk at its start, frame by frame ([`WalkGif`]); the file on stdout.
fn walk_gif(
    region: &Region,
    mut walk: Walk,
    fresh: Walk,
    len: Option<usize>,
    form: &WalkForm,
) -> Result<(), Usage> {
    crate::sweep::check_walk_memory(region.board())?;
    let t0 = Instant::now();
    match len {
        Some(len) => walk.seek(len),
        None => walk.run(usize::MAX) + walk.len(),
    };
    let (start, seed) = (walk.start(), walk.seed());
    let last = walk.len();
    let said = |e: &dyn std::fmt::Display| Usage(format!("tour: --format gif: {e}"));
    let plan = form.gif_plan(last).map_err(|e| said(&e))?;
    let gif = WalkGif::new(fresh, last, plan).map_err(|e| said(&e))?;
    let (frames, bytes) = make_all(gif).map_err(|e| said(&e))?;
    std::io::stdout().write_all(&bytes)?;
    eprintln!(
        "a GIF of steps {} to {} ({frames} frames, {} bytes); board {}, start {start}, rule {}, seed {seed}, {:.3} ms",
        plan.from,
        plan.to,
        bytes.len(),
        region.describe(),
        walk.spec(),
        t0.elapsed().as_secs_f64() * 1e3
    );
    Ok(())
}

fn board(text: &str) -> Result<Board, Usage> {
    Ok(text.parse()?)
}

fn rule(text: &str) -> Result<RuleSpec, Usage> {
    Ok(RuleSpec::parse(text)?)
}

/// Walk by a rule (all the way, or `--steps K` moves at most); the walk on stdout, a one-line
/// summary on stderr. The JSON record lists Irwin's trouble, termination and cut-off squares of
/// the position where the walk stopped.
pub fn tour(args: TourArgs) -> Result<(), Usage> {
    if args.gif.any() && args.format != "gif" {
        return Err(Usage(
            "tour: the --gif-* options go with --format gif".into(),
        ));
    }
    if let Some(link) = args.link {
        let t0 = Instant::now();
        let (region, mut walk, len, search, form) = of_link(&link)?;
        if args.format == "gif" {
            if search.is_some() {
                return Err(Usage(
                    "tour: --format gif animates a walk by the rule; the link asks for a search"
                        .into(),
                ));
            }
            let form = args.gif.onto("tour", form)?;
            let fresh = of_link(&link)?.1;
            return walk_gif(&region, walk, fresh, len, &form);
        }
        if let Some((closed, budget)) = search {
            // The page's step counts the search's steps (squares entered and retreats).
            let mut search = Backtrack::of_walk(walk, closed, budget);
            search.run(len.map_or(u64::MAX, |l| l as u64 - 1));
            return print_search(&region, &search, t0, &args.format);
        }
        match len {
            Some(len) => walk.seek(len),
            None => walk.run(usize::MAX) + walk.len(),
        };
        return print_walk(&region, &walk, t0, &args.format);
    }
    let region = args.region.region("tour", args.board)?;
    let board = region.board();
    let start = match args.start {
        Some(t) => board.parse_square(&t)?,
        None => (0..board.squares())
            .map(|i| board.square(i))
            .find(|&s| region.contains(s))
            .unwrap_or(Square::new(1, 1)),
    };
    let rule = match args.rule {
        Some(r) => r,
        None if board.is_square() && region.is_plain() => RuleSpec::SquirrelCull,
        None => RuleSpec::Nineteen,
    };
    if args.format == "gif" {
        if args.backtrack {
            return Err(Usage(
                "tour: --format gif animates a rule's walk, not a --backtrack search".into(),
            ));
        }
        let form = args.gif.onto("tour", WalkForm::default())?;
        let walk = Walk::on(&region, start, rule.clone(), args.seed)?;
        let fresh = Walk::on(&region, start, rule, args.seed)?;
        let len = args.steps.map(|k| k.saturating_add(1));
        return walk_gif(&region, walk, fresh, len, &form);
    }
    if args.backtrack {
        return search_and_print(
            &region,
            start,
            rule,
            args.seed,
            args.closed,
            args.budget,
            &args.format,
        );
    }
    walk_and_print(&region, start, rule, args.seed, args.steps, &args.format)
}

/// Search with backtracking ([`Backtrack`]) and print the walk it ends on as `format` on
/// stdout, the search's standing on stderr.
fn search_and_print(
    region: &Region,
    start: Square,
    rule: RuleSpec,
    seed: u64,
    closed: bool,
    budget: u64,
    format: &str,
) -> Result<(), Usage> {
    let board = region.board();
    crate::sweep::check_walk_memory(board)?;
    let t0 = Instant::now();
    let mut search = Backtrack::on(region, start, rule, seed, closed, budget)?;
    search.run(u64::MAX);
    print_search(region, &search, t0, format)
}

/// Print the walk a search stands on as `format` on stdout (its JSON record the search's),
/// and the search's standing on stderr (the time since `t0`).
fn print_search(
    region: &Region,
    search: &Backtrack,
    t0: Instant,
    format: &str,
) -> Result<(), Usage> {
    let elapsed = t0.elapsed();
    let walk = search.walk();
    match format {
        "matrix" => print!("{}", Matrix::of_walk(walk)),
        "json" => println!("{}", SearchRecord::of(search).to_json()),
        _ => {}
    }
    let note = walk.note().map(|n| format!("; {n}")).unwrap_or_default();
    eprintln!(
        "{}; board {}, start {}, rule {}, seed {}, {:.3} ms{note}",
        search.sentence(),
        region.describe(),
        walk.start(),
        walk.spec(),
        walk.seed(),
        elapsed.as_secs_f64() * 1e3
    );
    Ok(())
}

/// Walk `steps` moves at most (None: to the end) and print the walk as `format` on stdout, a
/// one-line summary on stderr.
fn walk_and_print(
    region: &Region,
    start: Square,
    rule: RuleSpec,
    seed: u64,
    steps: Option<usize>,
    format: &str,
) -> Result<(), Usage> {
    crate::sweep::check_walk_memory(region.board())?;
    let t0 = Instant::now();
    let mut walk = Walk::on(region, start, rule, seed)?;
    walk.run(steps.unwrap_or(usize::MAX));
    print_walk(region, &walk, t0, format)
}

/// Print `walk` as `format` on stdout and a one-line summary on stderr (the time since `t0`).
fn print_walk(region: &Region, walk: &Walk, t0: Instant, format: &str) -> Result<(), Usage> {
    let elapsed = t0.elapsed();
    match format {
        "matrix" => print!("{}", Matrix::of_walk(walk)),
        "json" => println!("{}", Record::of_walk(walk).to_json()),
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
        outcome.describe(region.squares())
    };
    eprintln!(
        "{stand} ({} of {} squares visited); board {}, start {}, rule {}, seed {}, {:.3} ms{note}",
        walk.len(),
        region.squares(),
        region.describe(),
        walk.start(),
        walk.spec(),
        walk.seed(),
        elapsed.as_secs_f64() * 1e3
    );
    Ok(())
}

/// The options of `validate`: the file to check.
#[derive(clap::Args)]
pub struct ValidateArgs {
    /// A matrix of move numbers or any JSON record this tool writes (a walk's record names its
    /// leaper, wrap and removed squares when they are not the knight's whole rectangle); -
    /// reads stdin
    #[arg(value_name = "FILE|-")]
    file: Option<String>,
}

/// Read a matrix or any JSON record this tool writes (a walk, a construction, a cover) from a
/// file or stdin and say on stdout what it is; Ok(false) when it is not valid.
pub fn validate(args: ValidateArgs) -> Result<bool, Usage> {
    let Some(file) = args.file else {
        return Err(Usage("validate: name one FILE, or - to read stdin".into()));
    };
    let mut text = String::new();
    if file == "-" {
        std::io::stdin().read_to_string(&mut text)?;
    } else {
        text = std::fs::read_to_string(&file)
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

/// For `tour --help`: the rules of the catalogue, one a line.
pub fn rules_help() -> String {
    let lines: String = catalogue::RULES
        .iter()
        .map(|r| {
            format!(
                "  {:<22} {} ({}; {})\n",
                r.syntax, r.description, r.paper, r.boards
            )
        })
        .collect();
    format!("Rules (--rule):\n{lines}")
}

//! The tourney page's fields read into values, with errors that say what is wrong: the board
//! size (against the generator's sizes and the page's limit), the seed, a walk page's closed
//! tour carried over by its link's fields, and an imported cover.

use super::state::Tourney;
use crate::board::{Board, Square};
use crate::cover::CycleCover;
use crate::input::TOURNEY_MAX_SIDE;
use crate::rules::RuleSpec;
use crate::tourneys::{GenerateError, Generator};
use crate::walk::{Outcome, Walk};
use std::fmt;

/// A form field that could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum InputError {
    /// The size is not a whole number.
    SizeNotANumber { text: String, generator: Generator },
    /// The size is over [`TOURNEY_MAX_SIDE`].
    SizeOverLimit { text: String, generator: Generator },
    /// The generator is unknown, or does not make this size.
    Generate(GenerateError),
    /// The seed is not a whole number.
    Seed { text: String },
    /// A walk page field (`board`, `start`, `rule`) that is wrong, with the reason.
    WalkField { field: &'static str, why: String },
    /// The board is over the page's limit.
    WalkBoardTooBig { board: Board },
    /// An imported cover that is not one (why, in words).
    Import { why: String },
    /// The walk is not a closed tour.
    NotClosed {
        what: String,
        board: Board,
        start: Square,
        rule: String,
        seed: u64,
    },
}

impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            InputError::SizeNotANumber { text, generator } => write!(
                f,
                "size: '{text}' is not a whole number; {} supports {}",
                generator.name(),
                generator.sizes()
            ),
            InputError::SizeOverLimit { text, generator } => write!(
                f,
                "size: {text} is over the page's limit of {TOURNEY_MAX_SIDE}; {} supports {}",
                generator.name(),
                generator.sizes()
            ),
            InputError::Generate(e) => e.fmt(f),
            InputError::Seed { text } => write!(
                f,
                "seed '{text}' is not a whole number from 0 to 18446744073709551615"
            ),
            InputError::WalkField { field, why } => write!(f, "{field}: {why}"),
            InputError::WalkBoardTooBig { board } => write!(
                f,
                "board {board}: this page takes sides up to {TOURNEY_MAX_SIDE}"
            ),
            InputError::Import { why } => f.write_str(why),
            InputError::NotClosed {
                what,
                board,
                start,
                rule,
                seed,
            } => write!(
                f,
                "that walk is not a closed tour: {what} (board {board}, start {start}, rule \
                 {rule}, seed {seed}); only a closed tour is a cycle cover"
            ),
        }
    }
}

impl std::error::Error for InputError {}

impl From<GenerateError> for InputError {
    fn from(e: GenerateError) -> InputError {
        InputError::Generate(e)
    }
}

/// The board size field: n, a whole number up to the page's limit, or why not (the words name
/// the sizes generator `gen` makes).
pub fn parse_n(gen: Generator, text: &str) -> Result<u32, InputError> {
    let t = text.trim();
    let n = match t.parse::<u64>() {
        Ok(n) if n <= TOURNEY_MAX_SIDE as u64 => n as u32,
        Ok(_) => {
            return Err(InputError::SizeOverLimit {
                text: t.into(),
                generator: gen,
            })
        }
        Err(_) => {
            return Err(InputError::SizeNotANumber {
                text: t.into(),
                generator: gen,
            })
        }
    };
    Ok(n)
}

/// The seed field.
pub fn parse_seed(text: &str) -> Result<u64, InputError> {
    let t = text.trim();
    t.parse::<u64>()
        .map_err(|_| InputError::Seed { text: t.into() })
}

/// Where a generated cover came from, in words (the seed only when it matters).
pub fn source(gen: Generator, n: u32, seed: u64) -> String {
    if gen.seeded() {
        format!("{} on {n}x{n}, seed {seed}", gen.name())
    } else {
        format!("{} on {n}x{n}", gen.name())
    }
}

/// Replay a walk of the walk page (its URL fields: board `RxC`, start, rule, seed) and make a lab
/// of its closed tour (one cycle), or say what the walk is instead.
pub fn from_walk(board: &str, start: &str, rule: &str, seed: &str) -> Result<Tourney, InputError> {
    let field = |field: &'static str| {
        move |e: &dyn fmt::Display| InputError::WalkField {
            field,
            why: e.to_string(),
        }
    };
    let b: Board = board.trim().parse().map_err(|e| field("board")(&e))?;
    if b.rows() > TOURNEY_MAX_SIDE || b.cols() > TOURNEY_MAX_SIDE {
        return Err(InputError::WalkBoardTooBig { board: b });
    }
    let s = b.parse_square(start).map_err(|e| field("start")(&e))?;
    let spec = RuleSpec::parse(rule).map_err(|e| field("rule")(&e))?;
    let sd = parse_seed(seed)?;
    let mut walk = Walk::new(b, s, spec, sd).map_err(|e| field("rule")(&e))?;
    walk.run(usize::MAX);
    let outcome = walk.outcome();
    if outcome != Outcome::ClosedTour {
        return Err(InputError::NotClosed {
            what: outcome.describe(b.squares()),
            board: b,
            start: s,
            rule: walk.spec().to_string(),
            seed: sd,
        });
    }
    let path: Vec<Square> = walk.path().collect();
    let cover = CycleCover::from_tour_squares(b, &path).map_err(|e| field("generate")(&e))?;
    let source = format!(
        "the closed tour of the walk on {b} from {s}, rule {}, seed {sd}",
        walk.spec()
    );
    Ok(Tourney::new(cover, source, sd))
}

/// A cover given as cycles (0-based row-major squares, each cycle in order; one corner may be
/// left out as a hole) on a `board` of the page's sizes, where it came from said in words; an
/// imported closed tour is one cycle.
pub fn imported(board: Board, cycles: &[Vec<usize>], seed: u64) -> Result<Tourney, InputError> {
    if board.rows() > TOURNEY_MAX_SIDE || board.cols() > TOURNEY_MAX_SIDE {
        return Err(InputError::WalkBoardTooBig { board });
    }
    let cover = CycleCover::from_cycles(board, cycles)
        .map_err(|e| InputError::Import { why: e.to_string() })?;
    let what = match (cover.cycle_count(), cover.holes().is_empty()) {
        (1, true) => "an imported closed tour",
        (1, false) => "an imported corner-missed closed tour",
        _ => "an imported cover",
    };
    Ok(Tourney::new(cover, format!("{what} on {board}"), seed))
}

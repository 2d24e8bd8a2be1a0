//! The pages' fields as typed: sides, boards, seeds and tour counts, checked against the pages'
//! limits (the core itself takes more; the pages must stay responsive), with typed errors that
//! name the field they belong to.

use crate::board::{Board, BoardError};
use crate::stats::has_open_tour;
use crate::stats::tourgen::catalogue::MAX_SIDE as STATS_MAX_SIDE;
use std::fmt;

/// The smallest side the walk page takes.
pub const MIN_SIDE: u32 = 3;
/// The largest side the walk page takes: 64 million squares at about 5 bytes a square
/// ([`crate::walk::Walk::bytes_on`]), some 330 MB of the page's memory.
pub const MAX_SIDE: u32 = 8000;
/// The largest side of a walk page's board with a shape or another leaper: building its grid
/// tests each square's neighbours, in one go.
pub const REGION_MAX_SIDE: u32 = 4000;
/// The largest side of a walk page's wrapped board (a cylinder or torus): its grid keeps a
/// table of 32 bytes a square ([`crate::grid::Grid`]).
pub const WRAP_MAX_SIDE: u32 = 2000;
/// The largest side of the tourney view's boards (its cycles are drawn and switched live).
pub const TOURNEY_MAX_SIDE: u32 = 400;
/// The most tours one statistics run may ask for.
pub const MAX_TOURS: u64 = 1_000_000;

/// A field the user typed that cannot be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum InputError {
    /// A side (`field` is `rows` or `cols`) left empty.
    SideEmpty { field: String },
    /// A side that is not a whole number.
    SideNotNumber { field: String, text: String },
    /// A side below [`MIN_SIDE`].
    SideTooSmall { field: String, n: u64 },
    /// A side above [`MAX_SIDE`].
    SideTooLarge { field: String, text: String },
    /// A board the core refuses.
    Board { field: String, error: BoardError },
    /// A statistics board over the statistics page's limit.
    BoardTooLarge { board: Board },
    /// A statistics board with no knight's tour.
    NoTour { board: Board },
    /// A seed that is not a whole number from 0 to 2^64 − 1.
    Seed { text: String },
    /// No tours asked for.
    ToursZero,
    /// More than [`MAX_TOURS`] tours.
    ToursTooMany,
    /// A number of tours that is not a whole number.
    ToursNotNumber { text: String },
}

impl InputError {
    /// The id of the page control the error belongs to (`rows`, `cols`, `board`, `seed`,
    /// `tours`).
    pub fn field(&self) -> &str {
        match self {
            InputError::SideEmpty { field }
            | InputError::SideNotNumber { field, .. }
            | InputError::SideTooSmall { field, .. }
            | InputError::SideTooLarge { field, .. }
            | InputError::Board { field, .. } => field,
            InputError::BoardTooLarge { .. } | InputError::NoTour { .. } => "board",
            InputError::Seed { .. } => "seed",
            InputError::ToursZero
            | InputError::ToursTooMany
            | InputError::ToursNotNumber { .. } => "tours",
        }
    }
}

impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            InputError::SideEmpty { field } => {
                write!(f, "{field}: enter a whole number from {MIN_SIDE} to {MAX_SIDE}")
            }
            InputError::SideNotNumber { field, text } => write!(
                f,
                "{field}: '{text}' is not a whole number; enter {MIN_SIDE} to {MAX_SIDE}"
            ),
            InputError::SideTooSmall { field, n } => write!(
                f,
                "{field}: {n} is too few; the page takes {MIN_SIDE} to {MAX_SIDE}"
            ),
            InputError::SideTooLarge { field, text } => write!(
                f,
                "{field}: {text} is over the page's limit of {MAX_SIDE}; the page takes {MIN_SIDE} to {MAX_SIDE}"
            ),
            InputError::Board { error, .. } => write!(f, "{error}"),
            InputError::BoardTooLarge { board } => {
                write!(f, "board {board}: the panel takes sides up to {STATS_MAX_SIDE}")
            }
            InputError::NoTour { board } => write!(
                f,
                "board {board} has no knight's tour (with m <= n one needs m >= 5, or m = 4 and n >= 5, or m = 3 and n = 4 or n >= 7)"
            ),
            InputError::Seed { text } => write!(
                f,
                "seed '{text}' is not a whole number from 0 to 18446744073709551615"
            ),
            InputError::ToursZero => f.write_str("tours: 0 tours give no statistics; enter at least 1"),
            InputError::ToursTooMany => write!(f, "tours: at most {MAX_TOURS} per run"),
            InputError::ToursNotNumber { text } => write!(
                f,
                "tours: '{text}' is not a whole number; enter 1 to {MAX_TOURS}"
            ),
        }
    }
}

impl std::error::Error for InputError {}

/// A side of the walk page's board; `field` (`rows` or `cols`) names it in the message.
pub fn parse_side(field: &str, text: &str) -> Result<u32, InputError> {
    let t = text.trim();
    let field = field.to_string();
    if t.is_empty() {
        return Err(InputError::SideEmpty { field });
    }
    if !t.chars().all(|c| c.is_ascii_digit()) {
        return Err(InputError::SideNotNumber {
            field,
            text: t.to_string(),
        });
    }
    match t.parse::<u64>() {
        Ok(n) if (MIN_SIDE as u64..=MAX_SIDE as u64).contains(&n) => Ok(n as u32),
        Ok(n) if n < MIN_SIDE as u64 => Err(InputError::SideTooSmall { field, n }),
        _ => Err(InputError::SideTooLarge {
            field,
            text: t.to_string(),
        }),
    }
}

/// The walk page's board from its rows and cols fields.
pub fn parse_board(rows: &str, cols: &str) -> Result<Board, InputError> {
    let r = parse_side("rows", rows)?;
    let c = parse_side("cols", cols)?;
    Board::new(r as u64, c as u64).map_err(|error| InputError::Board {
        field: "rows".into(),
        error,
    })
}

/// A seed: a whole number 0 to 2^64 − 1.
pub fn parse_seed(text: &str) -> Result<u64, InputError> {
    let t = text.trim();
    t.parse::<u64>().map_err(|_| InputError::Seed {
        text: t.to_string(),
    })
}

/// The statistics page's board field (`RxC`, or one number for a square board): sides up to
/// the statistics sources' limit, and the board must have a knight's tour.
pub fn parse_stats_board(text: &str) -> Result<Board, InputError> {
    let b: Board = text.trim().parse().map_err(|error| InputError::Board {
        field: "board".into(),
        error,
    })?;
    if b.rows() > STATS_MAX_SIDE || b.cols() > STATS_MAX_SIDE {
        return Err(InputError::BoardTooLarge { board: b });
    }
    if !has_open_tour(b) {
        return Err(InputError::NoTour { board: b });
    }
    Ok(b)
}

/// The number of tours of a statistics run: 1 to [`MAX_TOURS`].
pub fn parse_tours(text: &str) -> Result<u64, InputError> {
    let t = text.trim();
    match t.parse::<u64>() {
        Ok(0) => Err(InputError::ToursZero),
        Ok(n) if n <= MAX_TOURS => Ok(n),
        Ok(_) => Err(InputError::ToursTooMany),
        Err(_) if !t.is_empty() && t.chars().all(|c| c.is_ascii_digit()) => {
            Err(InputError::ToursTooMany)
        }
        Err(_) => Err(InputError::ToursNotNumber {
            text: t.to_string(),
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sides_keep_the_page_messages_and_fields() {
        assert_eq!(parse_side("rows", " 8 "), Ok(8));
        assert_eq!(parse_side("rows", "3"), Ok(3));
        let e = parse_side("cols", "2").unwrap_err();
        assert_eq!(
            e,
            InputError::SideTooSmall {
                field: "cols".into(),
                n: 2
            }
        );
        assert!(e.to_string().contains("the page takes 3 to 8000"), "{e}");
        let e = parse_side("rows", "0").unwrap_err();
        assert_eq!(
            (e.field(), e.to_string().contains("rows: 0 is too few")),
            ("rows", true)
        );
        let e = parse_side("cols", "8001").unwrap_err();
        assert!(
            e.to_string().contains("over the page's limit of 8000"),
            "{e}"
        );
        let e = parse_side("cols", "banana").unwrap_err();
        assert!(
            e.to_string()
                .starts_with("cols: 'banana' is not a whole number"),
            "{e}"
        );
        assert_eq!(parse_side("cols", "").unwrap_err().field(), "cols");
        assert_eq!(
            parse_side("rows", "99999999999999999999999").unwrap_err(),
            InputError::SideTooLarge {
                field: "rows".into(),
                text: "99999999999999999999999".into()
            }
        );
    }

    /// Boards from 3 up reach the walk, which plays them out: 3 x 3 and 4 x 4 have no tour and
    /// end in a dead end the status line names; 3 x 4 has an open tour, and the walk finds one.
    #[test]
    fn small_boards_reach_the_walk() {
        use crate::board::Square;
        use crate::rules::RuleSpec;
        use crate::walk::Walk;
        for (r, c, start, ends) in [
            ("3", "3", (1, 1), "dead end after 8 of 9 squares"),
            ("3", "3", (2, 2), "dead end after 1 of 9 squares"),
            ("4", "4", (1, 1), "dead end after"),
            ("3", "4", (1, 1), "full tour"),
        ] {
            let board = parse_board(r, c).unwrap();
            let rule = RuleSpec::parse("ordering:12345678").unwrap();
            let mut walk = Walk::new(board, Square::new(start.0, start.1), rule, 1).unwrap();
            walk.run(100);
            let status = walk.status(None);
            assert!(status.contains(ends), "{board}: {status}");
            assert!(!walk.is_running(), "{board}");
        }
    }

    #[test]
    fn seeds_tours_and_stats_boards() {
        assert_eq!(parse_seed("18446744073709551615"), Ok(u64::MAX));
        let e = parse_seed("-4").unwrap_err();
        assert_eq!(
            (e.field(), e.to_string().starts_with("seed '-4'")),
            ("seed", true)
        );
        assert_eq!(parse_tours("0"), Err(InputError::ToursZero));
        assert_eq!(parse_tours("1000001"), Err(InputError::ToursTooMany));
        assert_eq!(
            parse_tours("99999999999999999999999"),
            Err(InputError::ToursTooMany)
        );
        assert_eq!(parse_tours("x").unwrap_err().field(), "tours");
        let e = parse_stats_board("3x3").unwrap_err();
        assert!(e.to_string().contains("3x3 has no knight's tour"), "{e}");
        assert_eq!(e.field(), "board");
        assert!(parse_stats_board("1001x5").is_err());
        assert_eq!(parse_stats_board("20").unwrap().to_string(), "20x20");
    }
}

//! A tour of the construction as a cycle cover for the tourney page: the closed tour of a
//! board (on odd × odd boards the corner-missed one, its corner a hole), rebuilt from the board
//! alone (the construction is deterministic), so a link from the construction page to the
//! tourney page names only the board. Both pages ask here: the construction page whether its
//! tour can go ([`handoff_check`]), the tourney page for the cover ([`handoff_cover`]).
//!
//! ```
//! use warnsdorff::construct::handoff::handoff_cover;
//! let c = handoff_cover("6x9".parse().unwrap()).unwrap();
//! assert!(c.is_tour());
//! assert!(handoff_cover("4x9".parse().unwrap()).is_err());
//! ```

use super::exists::{existence, TourKind};
use super::{construct, ConstructError};
use crate::board::Board;
use crate::cover::CycleCover;
use crate::input::TOURNEY_MAX_SIDE;
use std::fmt;

/// Why a tour does not go to the tourney page as a cover.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HandoffError {
    /// The board has no tour.
    NoTour { board: Board },
    /// The tour is not a cycle cover of the board (why, in words).
    NotACover { board: Board, reason: String },
    /// The tourney page's boards are at most [`TOURNEY_MAX_SIDE`] a side.
    TooLarge { board: Board },
    /// The construction refused.
    Construct(ConstructError),
}

impl fmt::Display for HandoffError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HandoffError::NoTour { board } => write!(f, "{board} has no tour to show"),
            HandoffError::NotACover { board, reason } => {
                write!(f, "not for the tourney view: {reason} ({board})")
            }
            HandoffError::TooLarge { board } => write!(
                f,
                "the tourney view takes boards of at most {TOURNEY_MAX_SIDE} a side; {board} is larger"
            ),
            HandoffError::Construct(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for HandoffError {}

impl From<ConstructError> for HandoffError {
    fn from(e: ConstructError) -> HandoffError {
        HandoffError::Construct(e)
    }
}

/// Whether a tour of `kind` on `board` goes to the tourney page as [`handoff_cover`] makes it:
/// a closed or corner-missed tour on a board of at most [`TOURNEY_MAX_SIDE`] a side.
pub fn handoff_check(board: Board, kind: TourKind) -> Result<(), HandoffError> {
    let reason = match kind {
        TourKind::Closed => None,
        // One cycle with the missed corner a hole (a cover may leave out squares, see cover.rs).
        TourKind::CornerMissed => None,
        TourKind::Open => Some(
            if existence(board.rows() as u64, board.cols() as u64).strongest == TourKind::Closed {
                "an open tour is a path, not a cycle; choose the closed tour to send it".to_string()
            } else {
                "an open tour is a path, not a cycle, and this board has no closed tour".to_string()
            },
        ),
        TourKind::None => return Err(HandoffError::NoTour { board }),
    };
    if let Some(reason) = reason {
        return Err(HandoffError::NotACover { board, reason });
    }
    if board.rows() > TOURNEY_MAX_SIDE || board.cols() > TOURNEY_MAX_SIDE {
        return Err(HandoffError::TooLarge { board });
    }
    Ok(())
}

/// Lin & Wei's closed tour of `board` as the cycle cover (one cycle) the tourney page loads;
/// on an odd × odd board the corner-missed closed tour, as one cycle with the corner a hole.
pub fn handoff_cover(board: Board) -> Result<CycleCover, HandoffError> {
    let ex = existence(board.rows() as u64, board.cols() as u64);
    let kind = match ex.strongest {
        TourKind::CornerMissed => TourKind::CornerMissed,
        _ => TourKind::Closed,
    };
    handoff_check(board, kind)?;
    if ex.strongest != kind {
        return Err(ConstructError::NoTour {
            board,
            kind,
            reason: ex.reason(),
        }
        .into());
    }
    let tour = construct(board, kind)?;
    if let Some(missed) = tour.missed() {
        let nbr = tour.neighbours().to_vec();
        return Ok(
            CycleCover::from_neighbours_with_holes(board, nbr, &[missed])
                .expect("a corner-missed tour is a cover with its corner a hole"),
        );
    }
    Ok(tour.into_cover().expect("a closed tour is a cover"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn closed_tours_go_as_one_cycle_and_the_rest_say_why_not() {
        for b in ["6x9", "10x13", "300x301"] {
            let board: Board = b.parse().unwrap();
            let c = handoff_cover(board).unwrap();
            assert!(c.is_tour(), "{b}");
            assert_eq!(c.to_flat().len(), board.squares() + 1);
        }
        let e = handoff_cover("401x400".parse().unwrap()).unwrap_err();
        assert!(matches!(e, HandoffError::TooLarge { .. }), "{e}");
        let e = handoff_cover("4x9".parse().unwrap()).unwrap_err();
        assert!(e.to_string().contains("Theorem"), "{e}");
        let e = handoff_cover("3x7".parse().unwrap()).unwrap_err();
        assert!(e.to_string().contains("Theorem"), "{e}");
        let c = handoff_cover("7x9".parse().unwrap()).unwrap();
        assert_eq!((c.holes(), c.to_flat().len()), (&[0u32][..], 63));
        let e = handoff_check("6x6".parse().unwrap(), TourKind::Open).unwrap_err();
        assert!(e.to_string().contains("choose the closed tour"), "{e}");
    }
}

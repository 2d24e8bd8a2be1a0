//! Why a tour source could not be set up.

use crate::board::Board;
use crate::walk::WalkError;
use std::fmt;

/// Why a source (generator) could not be set up on a board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GenError {
    /// No source of that name; the message lists the names accepted.
    Unknown(String),
    /// A closed-tour source on a board with no closed tour (Schwenk 1991).
    NoClosedTour { source: String, board: Board },
    /// An open-tour source on a board with no knight's tour (Conrad et al. 1994).
    NoOpenTour { source: String, board: Board },
    /// The board is over the source's limit from the catalogue.
    TooLarge {
        source: String,
        board: Board,
        max_side: u32,
    },
    /// A cover source asked for a board that is not n × n.
    NotSquare { source: String, board: Board },
    /// A cover source asked for a size it does not make; `sizes` names those it does.
    Size { source: String, message: String },
    /// A rule that does not fit the board (squirrel-cull off the square).
    Rule(WalkError),
    /// Obfuscation asked of a source of open tours.
    ObfuscateOpen { source: String },
    /// A run of no tours.
    NoTours,
    /// A source failed while making a tour (a random generator ran out of attempts, ...).
    Failed { source: String, message: String },
    /// A source that builds the knight's tours of the whole rectangle asked for another region.
    PlainOnly { source: String },
    /// A region where no tour of the kind counted can exist, and the argument that says so
    /// ([`crate::region::exists`]).
    NoTourOn { source: String, why: String },
}

impl fmt::Display for GenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GenError::Unknown(name) => write!(
                f,
                "unknown generator '{name}'; accepted: {}",
                super::catalogue::syntaxes().join(", ")
            ),
            GenError::NoClosedTour { source, board } => write!(
                f,
                "{source}: the {board} board has no closed knight's tour (Schwenk 1991: none when both sides are odd, a side is 1, 2 or 4, or the board is 3x4, 3x6 or 3x8)"
            ),
            GenError::NoOpenTour { source, board } => write!(
                f,
                "{source}: the {board} board has no knight's tour (Conrad et al. 1994: with m <= n, one needs m >= 5, or m = 4 and n >= 5, or m = 3 and n = 4 or n >= 7)"
            ),
            GenError::TooLarge {
                source,
                board,
                max_side,
            } => write!(
                f,
                "{source}: {board} is over its limit of {max_side} a side (its success rate falls too fast beyond it)"
            ),
            GenError::NotSquare { source, board } => {
                write!(f, "{source} makes n x n covers only; {board} is not square")
            }
            GenError::Size { source, message } => write!(f, "{source}: {message}"),
            GenError::Rule(e) => write!(f, "{e}"),
            GenError::ObfuscateOpen { source } => write!(
                f,
                "{source} makes open tours; obfuscation (001 §7) works on closed tours and tourneys"
            ),
            GenError::NoTours => f.write_str("the number of tours must be at least 1"),
            GenError::Failed { source, message } => write!(f, "{source}: {message}"),
            GenError::PlainOnly { source } => write!(
                f,
                "{source} builds the knight's tours of the whole rectangle; shapes, other leapers and wraps take warnsdorff-open, warnsdorff-closed or a rule"
            ),
            GenError::NoTourOn { source, why } => write!(f, "{source}: {why}"),
        }
    }
}

impl std::error::Error for GenError {}

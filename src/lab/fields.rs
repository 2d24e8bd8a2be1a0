//! A page's fields read into the core's labs, each error carrying the id of the form control it
//! belongs to ([`FieldError`]), so the wasm layer only hands it on and the page routes it on
//! `field`, never on the message.

use super::tourney::input::{InputError as TourneyInputError, TOURNEY_MAX_SIDE};
use super::tourney::TourneyLab;
use crate::board::Board;
use crate::cover::CycleCover;
use crate::input;
use std::fmt;

/// An error for one of a page's fields: the id of its control (`rows`, `start`, `rule`,
/// `ordering`, `seed`, `import`, `status`, ...) and the message shown beside it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FieldError {
    pub field: String,
    pub message: String,
}

impl FieldError {
    /// The error `e` for field `field`.
    pub fn new(field: &str, e: impl fmt::Display) -> FieldError {
        FieldError {
            field: field.into(),
            message: e.to_string(),
        }
    }
}

impl fmt::Display for FieldError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for FieldError {}

impl From<input::InputError> for FieldError {
    fn from(e: input::InputError) -> FieldError {
        FieldError::new(e.field(), &e)
    }
}

impl From<TourneyInputError> for FieldError {
    fn from(e: TourneyInputError) -> FieldError {
        FieldError::new(e.field(), &e)
    }
}

impl From<crate::stats::GenError> for FieldError {
    fn from(e: crate::stats::GenError) -> FieldError {
        FieldError::new(e.field(), &e)
    }
}

/// A tourney lab on an imported cover given in the flat encoding ([`CycleCover::from_flat`]);
/// an imported closed tour is one cycle. Errors have field `import`.
pub fn tourney_of_flat(rows: u32, cols: u32, flat: &[u32]) -> Result<TourneyLab, FieldError> {
    let b = Board::new(rows as u64, cols as u64).map_err(|e| FieldError::new("import", e))?;
    if rows > TOURNEY_MAX_SIDE || cols > TOURNEY_MAX_SIDE {
        let e = TourneyInputError::WalkBoardTooBig { board: b };
        return Err(FieldError::new("import", e));
    }
    let cover = CycleCover::from_flat(b, flat).map_err(|e| FieldError::new("import", e))?;
    let what = match (cover.cycle_count(), cover.holes().is_empty()) {
        (1, true) => "an imported closed tour",
        (1, false) => "an imported corner-missed closed tour",
        _ => "an imported cover",
    };
    Ok(TourneyLab::new(cover, format!("{what} on {b}"), 0))
}

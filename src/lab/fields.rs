//! A page's fields read into the core's labs, each error carrying the id of the form control it
//! belongs to ([`FieldError`]), so the wasm layer only hands it on and the page routes it on
//! `field`, never on the message.

use crate::board::Board;
use crate::input::{self, MAX_SIDE};
use crate::rules::{RuleError, RuleSpec};
use crate::walk::lab::WalkLab;
use crate::walk::Walk;
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

    /// The error `e` for field `field`, its message led by the field's name (`start: ...`).
    pub fn named(field: &str, e: impl fmt::Display) -> FieldError {
        FieldError::new(field, format!("{field}: {e}"))
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

/// The field a rule error belongs to: `ordering` when the move-ordering is wrong, else `rule`.
pub fn rule_field(e: &RuleError) -> &'static str {
    match e {
        RuleError::Ordering(_) => "ordering",
        _ => "rule",
    }
}

/// A rule as typed (`ordering:12345678`, `random`, ...): its canonical text.
pub fn rule_text(text: &str) -> Result<String, FieldError> {
    RuleSpec::parse(text)
        .map(|r| r.to_string())
        .map_err(|e| FieldError::new(rule_field(&e), &e))
}

/// The walk page's fields (rows, cols, start square, rule, seed) read into a [`WalkLab`]; every
/// field is checked, and the error names the first one that is wrong.
pub fn walk_lab(
    rows: &str,
    cols: &str,
    start: &str,
    rule: &str,
    seed: &str,
) -> Result<WalkLab, FieldError> {
    let b = input::parse_board(rows, cols)?;
    let s = b
        .parse_square(start)
        .map_err(|e| FieldError::named("start", e))?;
    // A bad move-ordering belongs to the ordering field but is said as the rule's error.
    let spec =
        RuleSpec::parse(rule).map_err(|e| FieldError::new(rule_field(&e), format!("rule: {e}")))?;
    let sd = input::parse_seed(seed)?;
    WalkLab::new(b, s, spec, sd).map_err(|e| FieldError::named(e.field(), e))
}

/// A walk that follows an imported tour or path (0-based row-major squares) on a rows × cols
/// board of the walk page's sizes. Errors have field `import`.
pub fn walk_of_tour(rows: u32, cols: u32, squares: &[u32]) -> Result<WalkLab, FieldError> {
    let import = |e: &dyn fmt::Display| FieldError::new("import", e);
    if !(1..=MAX_SIDE).contains(&rows) || !(1..=MAX_SIDE).contains(&cols) {
        return Err(import(&format_args!(
            "a {rows}x{cols} board: the page takes sides 1 to {MAX_SIDE}"
        )));
    }
    let b = Board::new(rows as u64, cols as u64).map_err(|e| import(&e))?;
    let walk = Walk::follow_indices(b, squares).map_err(|e| import(&e))?;
    Ok(WalkLab::of_walk(walk))
}

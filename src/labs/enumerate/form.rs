//! The Phadke page's form: the set (start, end, reading, dash), the solution on show, the
//! table's family and Random's seed; what a link and the page's controls hold.

use crate::page::form::{Field, Form, FormError};
use crate::phadke::{Cell, Family, Problem, ProblemError, Reading, Variant};

/// The page's fields.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EnumerateField {
    Start,
    End,
    Reading,
    Dash,
    /// The solution on show (1-based).
    N,
    /// The family the table counts.
    Family,
    /// Random's seed.
    Rseed,
}

impl Field for EnumerateField {
    fn all() -> &'static [EnumerateField] {
        &[
            EnumerateField::Start,
            EnumerateField::End,
            EnumerateField::Reading,
            EnumerateField::Dash,
            EnumerateField::N,
            EnumerateField::Family,
            EnumerateField::Rseed,
        ]
    }

    fn name(self) -> &'static str {
        match self {
            EnumerateField::Start => "start",
            EnumerateField::End => "end",
            EnumerateField::Reading => "reading",
            EnumerateField::Dash => "dash",
            EnumerateField::N => "n",
            EnumerateField::Family => "family",
            EnumerateField::Rseed => "rseed",
        }
    }
}

/// The set on show, the solution asked for, the table's family and Random's seed.
#[derive(Clone, Debug, PartialEq)]
pub struct EnumerateForm {
    pub start: Cell,
    pub end: Cell,
    pub reading: Reading,
    pub dash: Variant,
    /// The solution asked for or on show (1-based); None: none.
    pub n: Option<u64>,
    pub family: Family,
    pub rseed: u64,
}

impl Default for EnumerateForm {
    fn default() -> EnumerateForm {
        EnumerateForm {
            start: Cell::parse("a8").expect("a cell"),
            end: Cell::parse("c7").expect("a cell"),
            reading: Reading::default(),
            dash: Variant::PLAIN,
            n: None,
            family: Family::Plain,
            rseed: 1,
        }
    }
}

/// The ends a start may take (a knight's move away, so the tour closes), in index order.
pub(super) fn ends_of(start: Cell) -> Vec<Cell> {
    Cell::of_mask(start.neighbours()).collect()
}

/// `end` when it is a knight's move from `start`, else the start's first end.
pub(super) fn end_for(start: Cell, end: Cell) -> Cell {
    if start.touches(end) {
        end
    } else {
        ends_of(start)[0]
    }
}

impl EnumerateForm {
    pub(super) fn problem(&self) -> Result<Problem, FormError<EnumerateField>> {
        Problem::new(self.start, self.end, self.dash, self.reading).map_err(|e| match e {
            ProblemError::NotClosing { .. } => FormError::new(EnumerateField::End, e),
            ProblemError::Dash(_) => FormError::new(EnumerateField::Dash, e),
        })
    }

    /// The set: start, end, reading and dash.
    pub(super) fn set(&self) -> (Cell, Cell, Reading, Variant) {
        (self.start, self.end, self.reading, self.dash)
    }
}

impl Form for EnumerateForm {
    type Field = EnumerateField;

    fn text(&self, f: EnumerateField) -> String {
        match f {
            EnumerateField::Start => self.start.name(),
            EnumerateField::End => self.end.name(),
            EnumerateField::Reading => self.reading.name(),
            EnumerateField::Dash => self.dash.to_string(),
            EnumerateField::N => self.n.map_or(String::new(), |n| n.to_string()),
            EnumerateField::Family => self.family.name().to_string(),
            EnumerateField::Rseed => self.rseed.to_string(),
        }
    }

    fn set(&mut self, f: EnumerateField, text: &str) -> Result<(), String> {
        let t = text.trim();
        match f {
            EnumerateField::Start => {
                self.start = Cell::parse(t).map_err(|e| e.to_string())?;
                // An end no longer a knight's move away follows the start.
                self.end = end_for(self.start, self.end);
            }
            EnumerateField::End => self.end = Cell::parse(t).map_err(|e| e.to_string())?,
            EnumerateField::Reading => {
                self.reading = Reading::parse(t).map_err(|e| e.to_string())?
            }
            EnumerateField::Dash => self.dash = Variant::parse(t).map_err(|e| e.to_string())?,
            EnumerateField::N => {
                self.n = match t {
                    "" => None,
                    _ => Some(
                        t.parse::<u64>()
                            .ok()
                            .filter(|&n| n >= 1)
                            .ok_or_else(|| format!("'{t}' is not a solution number: the numbering counts from 1 (the paper's first solution)"))?,
                    ),
                }
            }
            EnumerateField::Family => {
                self.family = Family::parse(t).ok_or_else(|| {
                    format!(
                        "family '{t}' is not one of {}",
                        Family::ALL.map(|f| f.name()).join(", ")
                    )
                })?
            }
            EnumerateField::Rseed => {
                self.rseed = t.parse().map_err(|_| {
                    format!("seed '{t}' is not a whole number from 0 to {}", u64::MAX)
                })?
            }
        }
        Ok(())
    }

    fn check(&self) -> Result<(), FormError<EnumerateField>> {
        self.problem().map(|_| ())
    }
}

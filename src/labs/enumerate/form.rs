//! The Phadke page's form: the set (start, end, reading, dash), the solution on show, the
//! table's family, Random's seed, and what the count of every tour counts ([`TourSpec`]); what a
//! link and the page's controls hold.

use super::tours::{TourField, TourSpec};
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
    /// The board whose every tour is counted (`RxC`).
    CountBoard,
    /// Open or closed tours.
    CountKind,
    /// The leaper `A,B`.
    Leaper,
    /// How the edges join: none, cylinder, torus.
    Wrap,
    /// The shape, `#` for a removed square (empty: the whole board).
    Shape,
}

impl EnumerateField {
    /// The field of the form that is the count's field `f`.
    pub fn of_tour(f: TourField) -> EnumerateField {
        match f {
            TourField::Board => EnumerateField::CountBoard,
            TourField::Kind => EnumerateField::CountKind,
            TourField::Leaper => EnumerateField::Leaper,
            TourField::Wrap => EnumerateField::Wrap,
            TourField::Shape => EnumerateField::Shape,
        }
    }

    /// The count's field this is, if it is one.
    fn tour(self) -> Option<TourField> {
        Some(match self {
            EnumerateField::CountBoard => TourField::Board,
            EnumerateField::CountKind => TourField::Kind,
            EnumerateField::Leaper => TourField::Leaper,
            EnumerateField::Wrap => TourField::Wrap,
            EnumerateField::Shape => TourField::Shape,
            _ => return None,
        })
    }
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
            EnumerateField::CountBoard,
            EnumerateField::CountKind,
            EnumerateField::Leaper,
            EnumerateField::Wrap,
            EnumerateField::Shape,
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
            EnumerateField::CountBoard => "count-board",
            EnumerateField::CountKind => "count-kind",
            EnumerateField::Leaper => "leaper",
            EnumerateField::Wrap => "wrap",
            EnumerateField::Shape => "shape",
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
    /// What the count of every tour counts.
    pub tours: TourSpec,
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
            tours: TourSpec::default(),
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
        if let Some(t) = f.tour() {
            return self.tours.text(t);
        }
        match f {
            EnumerateField::Start => self.start.name(),
            EnumerateField::End => self.end.name(),
            EnumerateField::Reading => self.reading.name(),
            EnumerateField::Dash => self.dash.to_string(),
            EnumerateField::N => self.n.map_or(String::new(), |n| n.to_string()),
            EnumerateField::Family => self.family.name().to_string(),
            EnumerateField::Rseed => self.rseed.to_string(),
            _ => String::new(),
        }
    }

    fn set(&mut self, f: EnumerateField, text: &str) -> Result<(), String> {
        if let Some(tf) = f.tour() {
            return self.tours.set(tf, text);
        }
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
            _ => {}
        }
        Ok(())
    }

    fn check(&self) -> Result<(), FormError<EnumerateField>> {
        self.problem()?;
        self.tours
            .graph()
            .map(|_| ())
            .map_err(|(f, e)| FormError::new(EnumerateField::of_tour(f), e))
    }
}

//! Every tour of a small board counted on the Phadke page, beside how many of them Warnsdorff's
//! rule can make ([`crate::count`]): the board the form describes ([`TourSpec`]: a size, open or
//! closed, a leaper, a wrap, a shape with `#` for removed squares), the count split across the
//! page's pool of Workers ([`job::CountJob`], each taking every `parts`-th task), its parts'
//! tallies merged ([`run::TourRun`]) and the board drawn ([`board`]).
//!
//! It sits on this page because it is the same kind of work as Phadke's: an exhaustive
//! enumeration of tours, split across Workers and merged into a table.

pub mod board;
pub mod job;
pub mod run;

use crate::board::Board;
use crate::count::graph::{Graph, GraphError, Wrap};
use crate::count::shape::{leaper, Shape};
use crate::count::{Kind, FORCE_PAST};
use crate::page::words::counted;

/// The count form's fields, as the enumeration page's form names them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TourField {
    Board,
    Kind,
    Leaper,
    Wrap,
    Shape,
}

/// What to count: a board (or a shape, whose size the board must match), open or closed tours,
/// the leaper and how the edges join.
#[derive(Clone, Debug, PartialEq)]
pub struct TourSpec {
    pub board: Board,
    pub kind: Kind,
    pub leaper: (u32, u32),
    pub wrap: Wrap,
    /// The shape's squares, if any; `None` is the whole board.
    pub shape: Option<Shape>,
}

impl Default for TourSpec {
    fn default() -> TourSpec {
        TourSpec {
            board: Board::new(5, 5).expect("5x5 is a board"),
            kind: Kind::Open,
            leaper: (1, 2),
            wrap: Wrap::None,
            shape: None,
        }
    }
}

/// A kind's name, as the form and the link write it.
pub fn kind_name(kind: Kind) -> &'static str {
    match kind {
        Kind::Open => "open",
        Kind::Closed => "closed",
    }
}

/// A shape as the form shows it: a row a line, `.` a square and `#` a removed one.
fn shape_text(s: &Shape) -> String {
    s.removed
        .chunks(s.cols.max(1) as usize)
        .map(|row| row.iter().map(|&r| if r { '#' } else { '.' }).collect())
        .collect::<Vec<String>>()
        .join("\n")
}

impl TourSpec {
    /// A field's canonical text.
    pub fn text(&self, f: TourField) -> String {
        match f {
            TourField::Board => self.board.to_string(),
            TourField::Kind => kind_name(self.kind).to_string(),
            TourField::Leaper => format!("{},{}", self.leaper.0, self.leaper.1),
            TourField::Wrap => self.wrap.name().to_string(),
            TourField::Shape => self.shape.as_ref().map_or(String::new(), shape_text),
        }
    }

    /// Set a field from text (a shape's rows may also be parted by `/`, for a typed link).
    pub fn set(&mut self, f: TourField, text: &str) -> Result<(), String> {
        let t = text.trim();
        match f {
            TourField::Board => self.board = t.parse().map_err(|e| format!("{e}"))?,
            TourField::Kind => {
                self.kind = match t {
                    "open" => Kind::Open,
                    "closed" => Kind::Closed,
                    _ => {
                        return Err(format!(
                            "'{t}' is not a kind of tour; accepted: open, closed"
                        ))
                    }
                }
            }
            TourField::Leaper => self.leaper = leaper(t).map_err(|e| e.to_string())?,
            TourField::Wrap => self.wrap = t.parse().map_err(|e| format!("{e}"))?,
            TourField::Shape => {
                self.shape = match t {
                    "" => None,
                    _ => Some(t.replace('/', "\n").parse().map_err(|e| format!("{e}"))?),
                }
            }
        }
        Ok(())
    }

    /// The rectangle counted and its removed squares.
    fn rect(&self) -> (u32, u32, Vec<bool>) {
        match &self.shape {
            Some(s) => (s.rows, s.cols, s.removed.clone()),
            None => (self.board.rows(), self.board.cols(), Vec::new()),
        }
    }

    /// The field a size error belongs to: the shape when there is one, else the board.
    fn size_field(&self) -> TourField {
        if self.shape.is_some() {
            TourField::Shape
        } else {
            TourField::Board
        }
    }

    /// The graph counted, or the first field that is wrong and why: a shape of another size
    /// than the board, a leaper that is none, or more squares than the page counts
    /// ([`FORCE_PAST`]).
    ///
    /// ```
    /// use warnsdorff::labs::enumerate::tours::{TourField, TourSpec};
    /// let mut s = TourSpec::default();
    /// assert_eq!(s.graph().unwrap().len(), 25);
    /// s.set(TourField::Board, "7x7").unwrap();
    /// assert_eq!(s.graph().unwrap_err().0, TourField::Board);
    /// s.set(TourField::Shape, "...../..#../.....").unwrap();
    /// assert_eq!(s.graph().unwrap_err().0, TourField::Shape);
    /// ```
    pub fn graph(&self) -> Result<Graph, (TourField, String)> {
        let (rows, cols, removed) = self.rect();
        if let Some(s) = &self.shape {
            let (r, c) = (self.board.rows(), self.board.cols());
            if (r, c) != (s.rows, s.cols) {
                return Err((
                    TourField::Shape,
                    format!(
                        "the shape is {}x{} but the board is {r}x{c}: make them agree, or clear the shape",
                        s.rows, s.cols
                    ),
                ));
            }
        }
        let squares = rows as usize * cols as usize - removed.iter().filter(|&&r| r).count();
        if squares == 0 {
            return Err((
                self.size_field(),
                "the shape leaves no squares: keep at least one".to_string(),
            ));
        }
        if squares > FORCE_PAST {
            return Err((
                self.size_field(),
                format!(
                    "{}: the page counts boards of at most {FORCE_PAST} squares (6x6, in seconds); \
                     7x7 has about 10^11 open tours (the CLI's count --force runs larger boards)",
                    counted(squares as u64, "square", "squares")
                ),
            ));
        }
        Graph::new(rows, cols, self.leaper, &removed, self.wrap).map_err(|e| match e {
            GraphError::Leaper { .. } => (TourField::Leaper, e.to_string()),
            _ => (self.size_field(), e.to_string()),
        })
    }

    /// The count in words: `open tours of 6x6, knight (1,2)` and the shape and wrap if any.
    pub fn describe(&self) -> String {
        let (rows, cols, removed) = self.rect();
        let gone = removed.iter().filter(|&&r| r).count() as u64;
        let shape = if gone > 0 {
            format!(" with {} removed", counted(gone, "square", "squares"))
        } else {
            String::new()
        };
        let leaper = match self.leaper {
            (1, 2) | (2, 1) => "knight (1,2)".to_string(),
            (a, b) => format!("leaper ({a},{b})"),
        };
        let wrap = match self.wrap {
            Wrap::None => String::new(),
            w => format!(", on a {}", w.name()),
        };
        format!(
            "{} tours of {rows}x{cols}{shape}, {leaper}{wrap}",
            kind_name(self.kind)
        )
    }

    /// The spec a Worker's job reads: each field's text.
    pub fn to_json(&self) -> serde_json::Value {
        serde_json::json!({
            "board": self.text(TourField::Board),
            "kind": self.text(TourField::Kind),
            "leaper": self.text(TourField::Leaper),
            "wrap": self.text(TourField::Wrap),
            "shape": self.text(TourField::Shape),
        })
    }

    /// The spec of a Worker's job ([`TourSpec::to_json`]), read back and checked.
    pub fn of_json(spec: &serde_json::Value) -> Result<TourSpec, String> {
        let mut s = TourSpec::default();
        for (key, f) in [
            ("board", TourField::Board),
            ("kind", TourField::Kind),
            ("leaper", TourField::Leaper),
            ("wrap", TourField::Wrap),
            ("shape", TourField::Shape),
        ] {
            let text = spec[key]
                .as_str()
                .ok_or_else(|| format!("the job names no {key}"))?;
            s.set(f, text)?;
        }
        s.graph().map_err(|e| e.1)?;
        Ok(s)
    }
}

//! The JSON form of a walk: board, start, rule, seed, the path as `[row, col]` pairs, the
//! outcome, and the squares Irwin's marks fall on (`trouble`, `termination`, `cut_off`, as
//! `[row, col]` pairs; see [`crate::walk::irwin`]), the path's `turns` and `crossings` (see
//! [`crate::shape`]; a closed tour wraps round), written and read with serde;
//! [`Record::validate`] checks a record as [`Matrix::validate`] checks a matrix, and the marks,
//! turns and crossings against the path when the record has them.
//!
//! ```
//! use warnsdorff::{board::Square, record::Record, rules::RuleSpec, walk::Walk};
//! let mut w = Walk::new("5x5".parse().unwrap(), Square::new(1, 1), RuleSpec::Random, 3).unwrap();
//! w.run(usize::MAX);
//! let json = Record::of_walk(&w).to_json();
//! let back = Record::from_json(&json).unwrap();
//! assert_eq!(back.path.len(), w.len());
//! back.validate().unwrap();
//! ```

use crate::board::{Board, Square};
use crate::matrix::{Invalid, Matrix, Verdict};
use crate::region::{check_path as check_region_path, Leaper, Region, Wrap};
use crate::shape::Shape;
use crate::walk::irwin::Marks;
use crate::walk::{Outcome, Walk};
use serde::{Deserialize, Serialize};

/// A walk as JSON.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Record {
    /// `[rows, cols]`.
    pub board: Board,
    pub start: Square,
    /// The rule's name as [`crate::rules::RuleSpec::parse`] reads it.
    pub rule: String,
    pub seed: u64,
    pub path: Vec<Square>,
    pub outcome: Outcome,
    /// Squares where the path turns ([`crate::shape::turns()`]; a closed tour wraps round);
    /// absent in records written before turns were recorded.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub turns: Option<u64>,
    /// Pairs of the path's moves that cross ([`crate::shape::crossings()`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub crossings: Option<u64>,
    /// Irwin's trouble squares of the last position (two ways left); absent in records
    /// written before the marks were recorded.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub trouble: Option<Vec<Square>>,
    /// Irwin's termination squares (one way left).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub termination: Option<Vec<Square>>,
    /// Unvisited squares no knight can reach any more (no way left).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cut_off: Option<Vec<Square>>,
    /// The leaper, `A,B`, when not the knight ([`crate::region::Leaper`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub leaper: Option<String>,
    /// How the edges join, `cylinder` or `torus`, when they do ([`crate::region::Wrap`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub wrap: Option<String>,
    /// The squares removed from the rectangle, when any are.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub removed: Option<Vec<Square>>,
}

impl Record {
    pub fn of_walk(w: &Walk) -> Record {
        Record {
            board: w.board(),
            start: w.start(),
            rule: w.spec().to_string(),
            seed: w.seed(),
            path: w.path().collect(),
            outcome: w.outcome(),
            turns: None,
            crossings: None,
            trouble: None,
            termination: None,
            cut_off: None,
            leaper: None,
            wrap: None,
            removed: None,
        }
        .with_region(w.region())
        .with_marks(w.marks())
        .with_shape()
    }

    /// The record with the region's leaper, wrap and removed squares, each only when not the
    /// plain knight's rectangle's.
    pub fn with_region(self, region: &Region) -> Record {
        let removed = region.removed();
        Record {
            leaper: (region.leaper() != Leaper::KNIGHT).then(|| region.leaper().to_string()),
            wrap: (region.wrap() != Wrap::None).then(|| region.wrap().name().to_string()),
            removed: (!removed.is_empty()).then_some(removed),
            ..self
        }
    }

    /// The region the record's path was walked on: its board with the leaper, wrap and removed
    /// squares it names.
    ///
    /// ```
    /// use warnsdorff::{board::{Board, Square}, record::Record, region::{Leaper, Region}};
    /// use warnsdorff::{rules::RuleSpec, walk::Walk};
    /// let camel = Region::new(Board::new(6, 6).unwrap()).with_leaper(Leaper::CAMEL);
    /// let mut w = Walk::on(&camel, Square::new(1, 1), RuleSpec::Random, 2).unwrap();
    /// w.run(usize::MAX);
    /// let r = Record::of_walk(&w);
    /// assert_eq!(r.leaper.as_deref(), Some("1,3"));
    /// assert_eq!(r.region().unwrap(), camel);
    /// r.validate().unwrap();
    /// ```
    pub fn region(&self) -> Result<Region, Invalid> {
        let bad = |message: String| Invalid {
            line: 0,
            square: None,
            message,
        };
        let mut region = Region::new(self.board);
        if let Some(l) = &self.leaper {
            region = region.with_leaper(l.parse::<Leaper>().map_err(|e| bad(e.to_string()))?);
        }
        if let Some(w) = &self.wrap {
            region = region.with_wrap(w.parse::<Wrap>().map_err(|e| bad(e.to_string()))?);
        }
        if let Some(removed) = &self.removed {
            let mut mask = vec![false; self.board.squares()];
            for &s in removed {
                let i = self.board.index(s).ok_or_else(|| {
                    bad(format!(
                        "removed square {s} is off the {} board",
                        self.board
                    ))
                })?;
                mask[i] = true;
            }
            region = region.with_removed(&mask).map_err(|e| bad(e.to_string()))?;
        }
        Ok(region)
    }

    /// The turns and crossings of the path: a closed tour (the outcome says so) wraps round,
    /// anything else is an open path.
    ///
    /// ```
    /// use warnsdorff::{board::Square, record::Record, rules::RuleSpec, walk::Walk};
    /// let mut w = Walk::new("6x6".parse().unwrap(), Square::new(1, 1), RuleSpec::Random, 1).unwrap();
    /// w.run(usize::MAX);
    /// let r = Record::of_walk(&w);
    /// assert_eq!((r.turns, r.crossings), (Some(r.shape().turns), Some(r.shape().crossings)));
    /// ```
    pub fn shape(&self) -> Shape {
        // As [`Walk::shape`] reads a walk, on the region the record names (a move across a
        // wrapped edge is its leaper's vector).
        let closed = self.outcome == Outcome::ClosedTour;
        match self.region() {
            Ok(region) => Shape::on(&region, &self.path, closed),
            Err(_) if closed => Shape::of_closed(&self.path),
            Err(_) => Shape::of_path(&self.path),
        }
    }

    /// The record with its path's turns and crossings filled in.
    pub fn with_shape(self) -> Record {
        let shape = self.shape();
        Record {
            turns: Some(shape.turns),
            crossings: Some(shape.crossings),
            ..self
        }
    }

    fn with_marks(self, marks: Marks) -> Record {
        Record {
            trouble: Some(marks.trouble),
            termination: Some(marks.termination),
            cut_off: Some(marks.cut_off),
            ..self
        }
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("records always serialise")
    }

    pub fn from_json(text: &str) -> Result<Record, RecordError> {
        serde_json::from_str(text).map_err(|e| RecordError {
            line: e.line(),
            column: e.column(),
            message: e.to_string(),
        })
    }

    /// Check the path (on the board, no square twice, knight's moves, starts at `start`) and
    /// that the stated outcome agrees with it.
    ///
    /// A record of another leaper, a wrap or removed squares ([`Record::region`]) is checked on
    /// that region ([`crate::region::check_path`]); its Irwin marks are not re-checked (the
    /// marks' check reads the knight's rectangle).
    pub fn validate(&self) -> Result<Verdict, Invalid> {
        let region = self.region()?;
        if !region.is_plain() {
            if self.path.first() != Some(&self.start) {
                return Err(Invalid {
                    line: 1,
                    square: self.path.first().copied(),
                    message: format!("the path does not begin at the start {}", self.start),
                });
            }
            let verdict = check_region_path(&region, &self.path)?;
            self.check_claim(verdict)?;
            self.validate_shape()?;
            return Ok(verdict);
        }
        let verdict = check_path(self.board, self.start, &self.path)?;
        self.check_claim(verdict)?;
        self.validate_marks()?;
        self.validate_shape()?;
        Ok(verdict)
    }

    /// The stated outcome against the path's verdict.
    fn check_claim(&self, verdict: Verdict) -> Result<(), Invalid> {
        let claimed_ok = match (&self.outcome, verdict) {
            (Outcome::ClosedTour, Verdict::ClosedTour) | (Outcome::FullTour, Verdict::Tour) => true,
            (Outcome::DeadEnd { visited, .. }, Verdict::Path { len }) => *visited == len,
            (Outcome::Running, Verdict::Path { .. }) => true,
            _ => false,
        };
        if !claimed_ok {
            return Err(Invalid {
                line: self.path.len(),
                square: self.path.last().copied(),
                message: format!(
                    "the record says {:?} but the path is a {verdict}",
                    self.outcome
                ),
            });
        }
        Ok(())
    }

    /// The marks of the path's last position (the knight on the path's last square); the path
    /// must lie on the board.
    fn path_marks(&self) -> Marks {
        let mut visited = vec![false; self.board.squares()];
        for &s in &self.path {
            visited[self.board.index(s).expect("a path on the board")] = true;
        }
        Marks::of_position(self.board, &visited, self.path.last().copied())
    }

    /// The record with the marks of its path's last position filled in (for a path built
    /// without a [`Walk`]; the path must lie on the board).
    pub fn with_path_marks(self) -> Record {
        let marks = self.path_marks();
        self.with_marks(marks)
    }

    /// The recorded turns and crossings, where given, against the path's.
    fn validate_shape(&self) -> Result<(), Invalid> {
        let want = self.shape();
        for (name, given, want) in [
            ("turns", self.turns, want.turns),
            ("crossings", self.crossings, want.crossings),
        ] {
            if let Some(given) = given.filter(|&g| g != want) {
                return Err(Invalid {
                    line: self.path.len(),
                    square: self.path.last().copied(),
                    message: format!("the record says {given} {name} but the path has {want}"),
                });
            }
        }
        Ok(())
    }

    /// The recorded marks, where given, against those of the path's last position.
    fn validate_marks(&self) -> Result<(), Invalid> {
        let want = self.path_marks();
        let lists = [
            ("trouble", &self.trouble, &want.trouble),
            ("termination", &self.termination, &want.termination),
            ("cut_off", &self.cut_off, &want.cut_off),
        ];
        for (name, given, want) in lists {
            let Some(given) = given else { continue };
            let mut given = given.clone();
            given.sort_unstable();
            if &given != want {
                let show = |v: &[Square]| {
                    v.iter()
                        .map(|s| s.to_string())
                        .collect::<Vec<_>>()
                        .join(" ")
                };
                return Err(Invalid {
                    line: self.path.len(),
                    square: self.path.last().copied(),
                    message: format!(
                        "the record's {name} squares [{}] are not those of the path's last position [{}]",
                        show(&given),
                        show(want)
                    ),
                });
            }
        }
        Ok(())
    }
}

/// Check a path given as squares: it begins at `start`, lies on `board`, visits no square
/// twice and moves as a knight; then say what it is, as [`Matrix::validate`] does. An error's
/// `line` is the 1-based position in the path.
pub fn check_path(board: Board, start: Square, path: &[Square]) -> Result<Verdict, Invalid> {
    let at = |k: usize, message: String| Invalid {
        line: k + 1,
        square: path.get(k).copied(),
        message,
    };
    if path.first() != Some(&start) {
        return Err(at(
            0,
            format!("the path does not begin at the start {start}"),
        ));
    }
    let mut seen = vec![false; board.squares()];
    for (k, &s) in path.iter().enumerate() {
        let i = board.index(s).ok_or_else(|| {
            at(
                k,
                format!(
                    "square {k_1} of the path is off the {board} board",
                    k_1 = k + 1
                ),
            )
        })?;
        if std::mem::replace(&mut seen[i], true) {
            return Err(at(
                k,
                format!("square {} of the path repeats an earlier square", k + 1),
            ));
        }
    }
    // Moves and verdict as for a matrix; its errors name move numbers, i.e. path positions.
    Matrix::of_path(board, path)
        .validate()
        .map_err(|e| Invalid {
            line: e
                .square
                .and_then(|s| path.iter().position(|&p| p == s))
                .map_or(e.line, |k| k + 1),
            ..e
        })
}

/// A text that is not a walk record as JSON, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordError {
    /// 1-based line and column of the problem (0 when at the end).
    pub line: usize,
    pub column: usize,
    /// The JSON reader's words.
    pub message: String,
}

impl std::fmt::Display for RecordError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "not a walk record: {}", self.message)
    }
}

impl std::error::Error for RecordError {}

//! Tours in and out of the lab: import a tour or path pasted or dropped on a page (the papers'
//! matrix text, 000 §1, or a JSON walk record), checked by the core's validators
//! ([`Matrix::validate_text`], [`Record::validate`]); export a path or a cycle cover as matrix
//! text, JSON or SVG.
//!
//! Which format a text is in is decided by its first character: `{` is JSON, anything else a
//! matrix. Every import error says where: the text line and, when there is one, the square.
//!
//! ```
//! use warnsdorff::board::Board;
//! use warnsdorff::exchange::{export_path, import_tour, Format};
//! let t = import_tour("1 - -\n- - 2\n").unwrap();
//! assert_eq!((t.board, t.squares.clone(), t.closed), (Board::new(2, 3).unwrap(), vec![0, 5], false));
//! assert_eq!(export_path(t.board, &t.squares, Format::Matrix, None).unwrap(), "1 - -\n- - 2\n");
//! // (1,1) to (1,2) is not a knight's move: refused, naming the square.
//! let e = export_path(t.board, &[0, 1], Format::Matrix, None).unwrap_err();
//! assert!(e.to_string().contains("(1,2)"), "{e}");
//! //! ```

pub mod head;

use crate::board::{Board, Square};
use crate::cover::{CoverError, CycleCover};
use crate::matrix::{Invalid, Matrix, Verdict};
use crate::moves::Move;
use crate::record::Record;
use crate::shape::Shape;
use crate::walk::Outcome;
use serde::{Deserialize, Serialize};
use std::fmt;

/// A text format for export.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// The papers' matrix: each square's move number, `-` for unvisited.
    Matrix,
    /// A [`Record`] (for a path) or a [`CoverRecord`] (for cycles).
    Json,
    /// A drawing: the board and the path or cycles through square centres.
    Svg,
}

impl std::str::FromStr for Format {
    type Err = ExchangeError;
    fn from_str(s: &str) -> Result<Format, ExchangeError> {
        match s.trim() {
            "matrix" | "txt" => Ok(Format::Matrix),
            "json" => Ok(Format::Json),
            "svg" => Ok(Format::Svg),
            t => Err(ExchangeError::Format(t.to_string())),
        }
    }
}

/// A cycle cover as JSON: the board, its turns and crossings ([`crate::shape`], each cycle
/// wrapped round) and each cycle's squares (1-based `[row, col]`), in order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CoverRecord {
    pub board: Board,
    /// Absent in records written before turns were recorded; checked where given.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub turns: Option<u64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub crossings: Option<u64>,
    pub cycles: Vec<Vec<Square>>,
}

/// An imported tour or path.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Imported {
    pub board: Board,
    /// The region the path is on: a record's leaper, wrap and removed squares; the knight's
    /// whole board for a matrix.
    pub region: crate::region::Region,
    /// The squares in visiting order, 0-based row-major indices.
    pub squares: Vec<u32>,
    /// Every square visited and the last a knight's move from the first.
    pub closed: bool,
    /// What the validator found.
    pub verdict: Verdict,
}

/// An imported cycle cover: its cycles as 0-based row-major indices.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImportedCover {
    pub board: Board,
    pub cycles: Vec<Vec<usize>>,
}

/// Why a text could not be imported. Every variant that has a place names its line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ImportError {
    /// Nothing but white space.
    Empty,
    /// A matrix that does not parse or validate; `line` is the text's line.
    Matrix(Invalid),
    /// JSON that is not a walk record or cover record.
    Json {
        line: usize,
        column: usize,
        message: String,
    },
    /// A walk record whose path is wrong: `entry` is the 1-based position in the path, `line`
    /// the text line that entry is on.
    Record {
        line: usize,
        entry: usize,
        square: Option<Square>,
        message: String,
    },
    /// A cover record whose cycles are not a cover.
    Cover(CoverError),
    /// A record's statement about itself (`is_tour`, `kind`, `cycle_count`, `turns`,
    /// `crossings`) that its cycles contradict; the message says which.
    Stated(String),
    /// A cover was asked for but the text holds an open tour or a path.
    NotClosed(Verdict),
    /// A link's path code that does not read: `at` is the 1-based position in the code.
    Code { at: usize, message: String },
    /// A text naming a `rows` × `cols` board with a side over `max_side`, refused before its
    /// body was read.
    OverLimit { rows: u64, cols: u64, max_side: u32 },
}

impl ImportError {
    /// The text line the error is on (1-based), when it has one.
    pub fn line(&self) -> Option<usize> {
        match self {
            ImportError::Matrix(e) => Some(e.line),
            ImportError::Json { line, .. } | ImportError::Record { line, .. } => Some(*line),
            _ => None,
        }
    }

    /// The square the error is about, when it has one.
    pub fn square(&self) -> Option<Square> {
        match self {
            ImportError::Matrix(e) => e.square,
            ImportError::Record { square, .. } => *square,
            ImportError::Cover(
                CoverError::NotKnightMove { a: s, .. }
                | CoverError::Degree { square: s, .. }
                | CoverError::Asymmetric { a: s, .. }
                | CoverError::Coverage { square: s, .. },
            ) => Some(*s),
            _ => None,
        }
    }
}

impl fmt::Display for ImportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ImportError::Empty => f.write_str(
                "nothing to import: paste a matrix (move numbers, '-' for unvisited) or a JSON record",
            ),
            ImportError::Matrix(e) => write!(f, "matrix: {e}"),
            ImportError::Json {
                line,
                column,
                message,
            } => write!(f, "JSON: line {line}, column {column}: {message}"),
            ImportError::Record {
                line,
                entry,
                square,
                message,
            } => {
                write!(f, "JSON record: line {line}, path entry {entry}")?;
                if let Some(s) = square {
                    write!(f, ", square {s}")?;
                }
                write!(f, ": {message}")
            }
            ImportError::Cover(e) => write!(f, "JSON cover: {e}"),
            ImportError::Stated(what) => write!(f, "JSON cover: {what}"),
            ImportError::Code { at, message } => {
                write!(f, "the path in the link, at character {at}: {message}")
            }
            ImportError::OverLimit {
                rows,
                cols,
                max_side,
            } => write!(
                f,
                "a {rows}x{cols} board: this takes sides up to {max_side}"
            ),
            ImportError::NotClosed(v) => write!(
                f,
                "this is a {v}, not a closed tour: a cover needs every square and the last a knight's move from the first"
            ),
        }
    }
}

impl std::error::Error for ImportError {}

/// Why an export was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ExchangeError {
    /// The format is not `matrix`, `json` or `svg`.
    Format(String),
    /// The path given is not a knight's path on the board.
    Path(Invalid),
    /// A square index is off the board.
    OffBoard { index: usize, squares: usize },
    /// The cycles given are not a cover.
    Cover(CoverError),
    /// A matrix holds one tour; the cover has this many cycles.
    MatrixOfCycles { cycles: usize },
    /// A walk record's seed that is not a whole number 0 to 2^64 − 1.
    Seed(String),
}

impl fmt::Display for ExchangeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ExchangeError::Format(t) => {
                write!(f, "format '{t}' is not known; use matrix, json or svg")
            }
            ExchangeError::Path(e) => match e.square {
                Some(s) => write!(f, "not a knight's path: at square {s}: {}", e.message),
                None => write!(f, "not a knight's path: {}", e.message),
            },
            ExchangeError::OffBoard { index, squares } => write!(
                f,
                "square index {index} is off a board of {squares} squares"
            ),
            ExchangeError::Cover(e) => write!(f, "not a cycle cover: {e}"),
            ExchangeError::Seed(t) => write!(f, "the seed '{t}' is not a whole number"),
            ExchangeError::MatrixOfCycles { cycles } => write!(
                f,
                "a matrix holds one tour, and this cover has {cycles} cycles; export it as JSON or SVG"
            ),
        }
    }
}

impl std::error::Error for ExchangeError {}

// ---- import ------------------------------------------------------------------------------------

/// Refuse a text whose header names a board with a side over `max_side`, before its body is read.
fn within(text: &str, max_side: u32) -> Result<(), ImportError> {
    match head::sides(text) {
        Some((rows, cols)) if rows.max(cols) > max_side as u64 => Err(ImportError::OverLimit {
            rows,
            cols,
            max_side,
        }),
        _ => Ok(()),
    }
}

/// [`import_tour`] for a board of sides up to `max_side`, a larger one refused from the text's
/// header (its board, or a matrix's shape) before the body is read or the board allocated.
pub fn import_tour_within(text: &str, max_side: u32) -> Result<Imported, ImportError> {
    within(text, max_side)?;
    import_tour(text)
}

/// [`import_cover`] for a board of sides up to `max_side`, refused from the header as
/// [`import_tour_within`] refuses.
pub fn import_cover_within(text: &str, max_side: u32) -> Result<ImportedCover, ImportError> {
    within(text, max_side)?;
    import_cover(text)
}

/// Import a tour or path: a matrix or a JSON walk record, validated.
pub fn import_tour(text: &str) -> Result<Imported, ImportError> {
    let t = text.trim_start();
    if t.is_empty() {
        return Err(ImportError::Empty);
    }
    if t.starts_with('{') {
        let record: Record = from_json(text)?;
        let verdict = record.validate().map_err(|e| record_error(text, e))?;
        let squares = record
            .path
            .iter()
            .map(|&s| record.board.index(s).expect("validated") as u32)
            .collect();
        let region = record.region().map_err(|e| record_error(text, e))?;
        return Ok(Imported {
            board: record.board,
            region,
            squares,
            closed: verdict == Verdict::ClosedTour,
            verdict,
        });
    }
    let (m, verdict) = Matrix::validate_text(text).map_err(ImportError::Matrix)?;
    let b = m.board();
    let mut squares = vec![0u32; b.squares()];
    let mut len = 0;
    for i in 0..b.squares() {
        if let Some(k) = m.get(b.square(i)) {
            squares[k as usize - 1] = i as u32;
            len += 1;
        }
    }
    squares.truncate(len);
    Ok(Imported {
        region: crate::region::Region::new(b),
        board: b,
        squares,
        closed: verdict == Verdict::ClosedTour,
        verdict,
    })
}

/// Import a cycle cover: a JSON cover record, or a closed tour (matrix or walk record) as a
/// cover of one cycle.
pub fn import_cover(text: &str) -> Result<ImportedCover, ImportError> {
    let t = text.trim_start();
    if t.starts_with('{') && looks_like_cover(t) {
        let rec: CoverRecord = from_json(text)?;
        let cover =
            CycleCover::from_cycle_squares(rec.board, &rec.cycles).map_err(ImportError::Cover)?;
        return Ok(ImportedCover {
            board: rec.board,
            cycles: cover_cycles_in_given_order(&rec, &cover),
        });
    }
    let tour = import_tour(text)?;
    if !tour.closed {
        return Err(ImportError::NotClosed(tour.verdict));
    }
    Ok(ImportedCover {
        board: tour.board,
        cycles: vec![tour.squares.iter().map(|&i| i as usize).collect()],
    })
}

/// What a text this tool writes turned out to be, once checked by [`check_text`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Checked {
    /// A knight's path (a matrix, a walk record or a construction's record) and what it is.
    Path(Verdict),
    /// A knight's path through every square but one corner. Closed (the last square a knight's
    /// move from the first): Lin & Wei's corner-missed closed knight's tour (003 §3, §4.2, the
    /// 'E' of Fig. 5); open: a tour with a corner missed as Hurd & Trautman's on 4×4 (quoted in
    /// 003 §1). Either way no tour of the whole board.
    CornerMissed { corner: Square, closed: bool },
    /// A cycle cover (Parberry's tourney, 001 §2) of more than one cycle or with holes other
    /// than one corner; one cycle through every square is a [`Checked::Path`] closed tour.
    Cover { cycles: usize, holes: Vec<Square> },
}

impl Checked {
    /// Whether every square of the board is visited (a tour, open or closed).
    pub fn is_tour(&self) -> bool {
        matches!(self, Checked::Path(Verdict::Tour | Verdict::ClosedTour))
    }

    /// The name of the kind as construct's and cover's JSON write it: `closed`, `open`,
    /// `corner-missed` (closed), `corner-missed-open`, `cover` or `path`.
    pub fn kind(&self) -> &'static str {
        match self {
            Checked::Path(Verdict::ClosedTour) => "closed",
            Checked::Path(Verdict::Tour) => "open",
            Checked::Path(Verdict::Path { .. }) => "path",
            Checked::CornerMissed { closed: true, .. } => "corner-missed",
            Checked::CornerMissed { closed: false, .. } => "corner-missed-open",
            Checked::Cover { .. } => "cover",
        }
    }

    /// The squares no path or cycle visits, when the text is a corner-missed tour or a cover.
    pub fn holes(&self) -> Vec<Square> {
        match self {
            Checked::CornerMissed { corner, .. } => vec![*corner],
            Checked::Cover { holes, .. } => holes.clone(),
            Checked::Path(_) => Vec::new(),
        }
    }

    /// What a path through `order` (0-based indices, a valid knight's path) on `board` is,
    /// given its matrix verdict: a path missing exactly one square, a corner, is named so.
    fn of_path(board: Board, order: &[usize], verdict: Verdict) -> Checked {
        let n = board.squares();
        if order.len() + 1 != n || n < 2 {
            return Checked::Path(verdict);
        }
        let mut seen = vec![false; n];
        order.iter().for_each(|&i| seen[i] = true);
        let missed = board.square(seen.iter().position(|&v| !v).expect("one square unvisited"));
        let corner = (missed.row == 1 || missed.row == board.rows())
            && (missed.col == 1 || missed.col == board.cols());
        if !corner {
            return Checked::Path(verdict);
        }
        let (first, last) = (board.square(order[0]), board.square(order[order.len() - 1]));
        Checked::CornerMissed {
            corner: missed,
            closed: order.len() > 2 && Board::move_between(first, last).is_some(),
        }
    }
}

impl fmt::Display for Checked {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Checked::Path(Verdict::ClosedTour) => f.write_str("closed tour"),
            Checked::Path(Verdict::Tour) => f.write_str("tour"),
            Checked::Path(Verdict::Path { len }) => {
                write!(f, "valid path of {len} squares, not a tour")
            }
            Checked::CornerMissed { corner, closed } => write!(
                f,
                "corner-missed {} tour: every square but the corner {corner}, so not a tour of the board",
                if *closed { "closed" } else { "open" }
            ),
            Checked::Cover { cycles, holes } => {
                write!(f, "cycle cover of {cycles} cycle{}", if *cycles == 1 { "" } else { "s" })?;
                if !holes.is_empty() {
                    let h: Vec<String> = holes.iter().map(|s| s.to_string()).collect();
                    write!(f, " with holes {}", h.join(" "))?;
                }
                f.write_str(", not a tour")
            }
        }
    }
}

/// A construction's JSON (`warnsdorff construct --format json`): the board, the path and
/// what the writer says it is; the statements are checked against the path where given.
#[derive(Deserialize)]
struct TourText {
    board: Board,
    start: Option<Square>,
    path: Vec<Square>,
    kind: Option<String>,
    closes: Option<bool>,
    is_tour: Option<bool>,
    holes: Option<Vec<Square>>,
    turns: Option<u64>,
    crossings: Option<u64>,
}

/// A cover's JSON (`warnsdorff cover --format json`, the tourney page's export): the board, the
/// cycles, and where given the holes and what the writer says the cover is.
#[derive(Deserialize)]
struct CoverText {
    board: Board,
    cycles: Vec<Vec<Square>>,
    holes: Option<Vec<Square>>,
    is_tour: Option<bool>,
    kind: Option<String>,
    cycle_count: Option<usize>,
    turns: Option<u64>,
    crossings: Option<u64>,
}

/// Check any text this tool writes: a matrix, a walk record (`tour --format json`, the pages'
/// export), a construction's record (`construct --format json`) or a cover record (`cover
/// --format json`). A record's statements (`closes`, `is_tour`, `kind`, `holes`,
/// `cycle_count`, `turns`, `crossings`, a walk's outcome and marks) must agree with its path or
/// cycles.
pub fn check_text(text: &str) -> Result<Checked, ImportError> {
    let t = text.trim_start();
    if t.is_empty() {
        return Err(ImportError::Empty);
    }
    if !t.starts_with('{') {
        let tour = import_tour(text)?;
        let order: Vec<usize> = tour.squares.iter().map(|&i| i as usize).collect();
        return Ok(Checked::of_path(tour.board, &order, tour.verdict));
    }
    let keys = serde_json::from_str::<serde_json::Map<String, serde_json::Value>>(t)
        .map(|o| o.keys().cloned().collect::<Vec<String>>())
        .unwrap_or_default();
    let has = |k: &str| keys.iter().any(|x| x == k);
    if has("cycles") {
        return check_cover_text(text);
    }
    if has("rule") || has("outcome") {
        let tour = import_tour(text)?;
        let order: Vec<usize> = tour.squares.iter().map(|&i| i as usize).collect();
        return Ok(Checked::of_path(tour.board, &order, tour.verdict));
    }
    let rec: TourText = from_json(text)?;
    let start = rec
        .start
        .or(rec.path.first().copied())
        .unwrap_or(Square::new(1, 1));
    let verdict = crate::record::check_path(rec.board, start, &rec.path)
        .map_err(|e| record_error(text, e))?;
    let order: Vec<usize> = rec
        .path
        .iter()
        .map(|&s| rec.board.index(s).expect("checked on the board"))
        .collect();
    let found = Checked::of_path(rec.board, &order, verdict);
    let closes = match found {
        Checked::Path(v) => v == Verdict::ClosedTour,
        Checked::CornerMissed { closed, .. } => closed,
        Checked::Cover { .. } => false,
    };
    let mut holes = found.holes();
    holes.sort_unstable();
    let kind_agrees = |k: &str| match k {
        "closed" => found == Checked::Path(Verdict::ClosedTour),
        "open" => found.is_tour(),
        "corner-missed" => matches!(found, Checked::CornerMissed { closed: true, .. }),
        _ => false,
    };
    let said = |what: String| {
        Err(ImportError::Record {
            line: 1,
            entry: rec.path.len(),
            square: rec.path.last().copied(),
            message: what,
        })
    };
    if let Some(k) = rec.kind.as_deref().filter(|k| !kind_agrees(k)) {
        return said(format!(
            "the record says kind '{k}' but the path is a {found}"
        ));
    }
    if let Some(c) = rec.closes.filter(|&c| c != closes) {
        return said(format!(
            "the record says closes {c} but the path is a {found}"
        ));
    }
    if let Some(i) = rec.is_tour.filter(|&i| i != found.is_tour()) {
        return said(format!(
            "the record says is_tour {i} but the path is a {found}"
        ));
    }
    if let Some(mut h) = rec.holes {
        h.sort_unstable();
        if h != holes && !(matches!(found, Checked::Path(Verdict::Path { .. })) && h.is_empty()) {
            return said(format!(
                "the record's holes {} are not the squares the path misses",
                show_squares(&h)
            ));
        }
    }
    // A construction's tour wraps round unless the writer calls it open.
    let shape = if closes && rec.kind.as_deref() != Some("open") {
        Shape::of_closed(&rec.path)
    } else {
        Shape::of_path(&rec.path)
    };
    if let Some(what) = shape_disagrees(shape, rec.turns, rec.crossings) {
        return said(format!("the record says {what}"));
    }
    Ok(found)
}

/// What a record's stated turns and crossings, where given, get wrong about `shape`.
fn shape_disagrees(shape: Shape, turns: Option<u64>, crossings: Option<u64>) -> Option<String> {
    [
        ("turns", turns, shape.turns),
        ("crossings", crossings, shape.crossings),
    ]
    .into_iter()
    .find_map(|(name, given, want)| {
        given
            .filter(|&g| g != want)
            .map(|g| format!("{g} {name} but there are {want}"))
    })
}

fn show_squares(v: &[Square]) -> String {
    let s: Vec<String> = v.iter().map(|s| s.to_string()).collect();
    format!("[{}]", s.join(" "))
}

/// [`check_text`] for a cover record.
fn check_cover_text(text: &str) -> Result<Checked, ImportError> {
    let rec: CoverText = from_json(text)?;
    let idx = |s: &Square| {
        rec.board
            .index(*s)
            .ok_or(ImportError::Cover(CoverError::OffBoard {
                index: usize::MAX,
            }))
    };
    let cycles: Vec<Vec<usize>> = rec
        .cycles
        .iter()
        .map(|c| c.iter().map(idx).collect::<Result<Vec<_>, _>>())
        .collect::<Result<_, _>>()?;
    let cover = match &rec.holes {
        Some(h) => {
            let h: Vec<usize> = h.iter().map(idx).collect::<Result<_, _>>()?;
            CycleCover::from_cycles_with_holes(rec.board, &cycles, &h)
        }
        None => CycleCover::from_cycles(rec.board, &cycles),
    }
    .map_err(ImportError::Cover)?;
    let holes: Vec<Square> = cover
        .holes()
        .iter()
        .map(|&i| rec.board.square(i as usize))
        .collect();
    let found = match (cycles.as_slice(), holes.as_slice()) {
        ([one], []) => Checked::of_path(rec.board, one, Verdict::ClosedTour),
        ([one], [_]) => match Checked::of_path(rec.board, one, Verdict::Path { len: one.len() }) {
            c @ Checked::CornerMissed { .. } => c,
            _ => Checked::Cover { cycles: 1, holes },
        },
        _ => Checked::Cover {
            cycles: cycles.len(),
            holes,
        },
    };
    let said = |what: String| Err(ImportError::Stated(what));
    if let Some(c) = rec.cycle_count.filter(|&c| c != cycles.len()) {
        return said(format!(
            "the record says {c} cycles but lists {}",
            cycles.len()
        ));
    }
    if let Some(i) = rec.is_tour.filter(|&i| i != found.is_tour()) {
        return said(format!(
            "the record says is_tour {i} but the cover is a {found}"
        ));
    }
    if let Some(k) = rec.kind.as_deref().filter(|&k| k != found.kind()) {
        return said(format!(
            "the record says kind '{k}' but the cover is a {found}"
        ));
    }
    if let Some(what) = shape_disagrees(Shape::of_cycles(&rec.cycles), rec.turns, rec.crossings) {
        return said(format!("the record says {what}"));
    }
    Ok(found)
}

/// The cycles as given in the record (validated by `cover`), as indices.
fn cover_cycles_in_given_order(rec: &CoverRecord, cover: &CycleCover) -> Vec<Vec<usize>> {
    let b = cover.board();
    rec.cycles
        .iter()
        .map(|c| c.iter().map(|&s| b.index(s).expect("validated")).collect())
        .collect()
}

/// Whether a JSON object has a top-level `cycles` key (a cover record) rather than `path`.
fn looks_like_cover(t: &str) -> bool {
    match serde_json::from_str::<serde_json::Map<String, serde_json::Value>>(t) {
        Ok(obj) => obj.contains_key("cycles"),
        Err(_) => t.contains("\"cycles\""),
    }
}

fn from_json<T: for<'de> Deserialize<'de>>(text: &str) -> Result<T, ImportError> {
    serde_json::from_str(text).map_err(|e| ImportError::Json {
        line: e.line(),
        column: e.column(),
        message: strip_position(&e.to_string()),
    })
}

/// serde_json appends " at line L column C"; the error shows those itself.
fn strip_position(msg: &str) -> String {
    match msg.rfind(" at line ") {
        Some(k) => msg[..k].to_string(),
        None => msg.to_string(),
    }
}

/// A record's validation error: [`Record::validate`] counts path entries in `line`; find the text
/// line that entry is on.
fn record_error(text: &str, e: Invalid) -> ImportError {
    ImportError::Record {
        line: path_entry_line(text, e.line).unwrap_or(1),
        entry: e.line,
        square: e.square,
        message: e.message,
    }
}

/// The 1-based text line of the `entry`-th (1-based) `[row, col]` pair of the `"path"` array.
fn path_entry_line(text: &str, entry: usize) -> Option<usize> {
    let key = text.find("\"path\"")?;
    let mut line = 1 + text[..key].matches('\n').count();
    let mut depth = 0usize;
    let mut seen = 0usize;
    for c in text[key + 6..].chars() {
        match c {
            '\n' => line += 1,
            '[' => {
                depth += 1;
                if depth == 2 {
                    seen += 1;
                    if seen == entry {
                        return Some(line);
                    }
                }
            }
            ']' => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    return None;
                }
            }
            _ => {}
        }
    }
    None
}

// ---- export ------------------------------------------------------------------------------------

/// The walk record's stated rule and seed, for [`export_path`]'s JSON.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Provenance {
    pub rule: String,
    pub seed: u64,
}

impl Provenance {
    /// From a page's texts: no rule, no provenance; a rule without a seed has seed 0.
    pub fn of_texts(
        rule: Option<&str>,
        seed: Option<&str>,
    ) -> Result<Option<Provenance>, ExchangeError> {
        let Some(rule) = rule else {
            return Ok(None);
        };
        let text = seed.unwrap_or("0").trim();
        let seed = text
            .parse::<u64>()
            .map_err(|_| ExchangeError::Seed(text.into()))?;
        Ok(Some(Provenance {
            rule: rule.into(),
            seed,
        }))
    }
}

fn path_squares(board: Board, squares: &[u32]) -> Result<Vec<Square>, ExchangeError> {
    squares
        .iter()
        .map(|&i| {
            let i = i as usize;
            if i < board.squares() {
                Ok(board.square(i))
            } else {
                Err(ExchangeError::OffBoard {
                    index: i,
                    squares: board.squares(),
                })
            }
        })
        .collect()
}

/// The outcome a path stands at: a tour (closed or not), a dead end (no unvisited neighbour of
/// the last square) or still running.
pub fn outcome_of(board: Board, path: &[Square], verdict: Verdict) -> Outcome {
    match verdict {
        Verdict::ClosedTour => Outcome::ClosedTour,
        Verdict::Tour => Outcome::FullTour,
        Verdict::Path { len } => {
            let mut seen = vec![false; board.squares()];
            for &s in path {
                seen[board.index(s).expect("on the board")] = true;
            }
            let last = *path.last().expect("a path has a square");
            let stuck = board
                .neighbours(last)
                .all(|(_, s)| seen[board.index(s).expect("on the board")]);
            if stuck {
                Outcome::DeadEnd {
                    visited: len,
                    unvisited: (0..board.squares())
                        .filter(|&i| !seen[i])
                        .map(|i| board.square(i))
                        .collect(),
                }
            } else {
                Outcome::Running
            }
        }
    }
}

/// Export a path (0-based indices in visiting order), validated as a knight's path first.
/// The JSON is a walk [`Record`]; `from` gives its rule and seed (else `imported`, 0).
pub fn export_path(
    board: Board,
    squares: &[u32],
    format: Format,
    from: Option<&Provenance>,
) -> Result<String, ExchangeError> {
    let path = path_squares(board, squares)?;
    let Some(&start) = path.first() else {
        return Err(ExchangeError::Path(Invalid {
            line: 1,
            square: None,
            message: "the path is empty".into(),
        }));
    };
    let verdict = path_verdict(board, &path).map_err(ExchangeError::Path)?;
    Ok(match format {
        Format::Matrix => Matrix::of_path(board, &path).to_string(),
        Format::Json => {
            let rec = Record {
                board,
                start,
                rule: from.map_or_else(|| "imported".to_string(), |p| p.rule.clone()),
                seed: from.map_or(0, |p| p.seed),
                outcome: outcome_of(board, &path, verdict),
                path,
                turns: None,
                crossings: None,
                trouble: None,
                termination: None,
                cut_off: None,
                leaper: None,
                wrap: None,
                removed: None,
            }
            .with_path_marks()
            .with_shape();
            rec.to_json()
        }
        Format::Svg => path_svg(board, &path, verdict == Verdict::ClosedTour),
    })
}

/// The verdict on a path: no square twice (which [`Matrix::of_path`] would hide), each step a
/// knight's move.
fn path_verdict(board: Board, path: &[Square]) -> Result<Verdict, Invalid> {
    let mut seen = vec![false; board.squares()];
    for (k, &s) in path.iter().enumerate() {
        let i = board.index(s).expect("checked on the board");
        if std::mem::replace(&mut seen[i], true) {
            return Err(Invalid {
                line: k + 1,
                square: Some(s),
                message: format!("square {} of the path repeats an earlier square", k + 1),
            });
        }
    }
    Matrix::of_path(board, path).validate()
}

/// Export a cycle cover given as cycles (validated as a cover first): JSON ([`CoverRecord`]),
/// SVG ([`CycleCover::to_svg`]) or, for a single cycle, the matrix of that closed tour.
pub fn export_cycles(
    board: Board,
    cycles: &[Vec<usize>],
    format: Format,
) -> Result<String, ExchangeError> {
    let cover = CycleCover::from_cycles(board, cycles).map_err(ExchangeError::Cover)?;
    Ok(match format {
        Format::Svg => cover.to_svg(),
        Format::Json => {
            let cycles: Vec<Vec<Square>> = cycles
                .iter()
                .map(|c| c.iter().map(|&i| board.square(i)).collect())
                .collect();
            let shape = Shape::of_cycles(&cycles);
            let rec = CoverRecord {
                board,
                turns: Some(shape.turns),
                crossings: Some(shape.crossings),
                cycles,
            };
            serde_json::to_string(&rec).expect("cover records always serialise")
        }
        Format::Matrix => {
            if cycles.len() != 1 {
                return Err(ExchangeError::MatrixOfCycles {
                    cycles: cycles.len(),
                });
            }
            let path: Vec<Square> = cycles[0].iter().map(|&i| board.square(i)).collect();
            Matrix::of_path(board, &path).to_string()
        }
    })
}

/// An SVG drawing of a path: the board (checkered up to 100 a side), the path through square
/// centres, a dot on the first square and a ring on the last; a closed tour's closing move is
/// drawn dashed.
pub fn path_svg(board: Board, path: &[Square], closed: bool) -> String {
    use std::fmt::Write;
    let (rows, cols) = (board.rows() as usize, board.cols() as usize);
    let cell = 16usize;
    let (w, h) = (cols * cell, rows * cell);
    let centre = |s: Square| {
        (
            (s.col as usize - 1) * cell + cell / 2,
            (s.row as usize - 1) * cell + cell / 2,
        )
    };
    let mut s = String::with_capacity(path.len() * 12 + 512);
    let shown = w.min(2000);
    let _ = writeln!(
        s,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{}\" height=\"{}\" viewBox=\"-2 -2 {} {}\">",
        shown + 4,
        h * shown / w.max(1) + 4,
        w + 4,
        h + 4
    );
    crate::cover::svg_frame(&mut s, rows, cols, cell);
    let stroke = if rows.max(cols) > 200 { 1.0 } else { 1.5 };
    let _ = write!(
        s,
        "<path fill=\"none\" stroke=\"#1f5fd1\" stroke-width=\"{stroke}\" stroke-linejoin=\"round\" d=\""
    );
    for (t, &q) in path.iter().enumerate() {
        let (x, y) = centre(q);
        let _ = write!(s, "{}{x} {y}", if t == 0 { "M" } else { "L" });
    }
    s.push_str("\"/>\n");
    if let (Some(&first), Some(&last)) = (path.first(), path.last()) {
        let (x0, y0) = centre(first);
        let (x1, y1) = centre(last);
        if closed && path.len() > 1 {
            let _ = writeln!(s, "<path fill=\"none\" stroke=\"#1f5fd1\" stroke-width=\"{stroke}\" stroke-dasharray=\"3 2\" d=\"M{x1} {y1}L{x0} {y0}\"/>");
        }
        let _ = writeln!(
            s,
            "<circle cx=\"{x0}\" cy=\"{y0}\" r=\"4\" fill=\"#12903a\"><title>start {first}</title></circle>"
        );
        let _ = writeln!(s, "<circle cx=\"{x1}\" cy=\"{y1}\" r=\"5\" fill=\"none\" stroke=\"#b00020\" stroke-width=\"2\"><title>last {last}</title></circle>");
    }
    s.push_str("</svg>\n");
    s
}

// ---- paths in a link ---------------------------------------------------------------------------

/// The most squares a path code is written for: a link stays under ~10 kB.
pub const MAX_CODE_SQUARES: usize = 10_000;

/// A path as a short text for a page's link: the first square `R,C`, a colon, then each move as
/// its Squirrel & Cull number 1–8 (000, Figure 1), e.g. `1,1:35`. Several paths (the cycles of a
/// cover) are joined with `.`. None when the squares are more than [`MAX_CODE_SQUARES`] or not a
/// knight's path.
pub fn path_code(board: Board, paths: &[Vec<usize>]) -> Option<String> {
    path_code_on(&crate::region::Region::new(board), paths)
}

/// [`path_code`] on any region: each move numbered by its direction 1–8 in the leaper's
/// compass (the knight's numbering, [`crate::region::Leaper::deltas`]), the wrap applied.
///
/// ```
/// use warnsdorff::board::Board;
/// use warnsdorff::exchange::{parse_path_code_on, path_code_on};
/// use warnsdorff::region::{Leaper, Region};
/// let camel = Region::new(Board::new(8, 8).unwrap()).with_leaper(Leaper::CAMEL);
/// let code = path_code_on(&camel, &[vec![0, 11, 16]]).unwrap();
/// assert_eq!(parse_path_code_on(&camel, &code).unwrap(), vec![vec![0, 11, 16]]);
/// ```
pub fn path_code_on(region: &crate::region::Region, paths: &[Vec<usize>]) -> Option<String> {
    let board = region.board();
    if paths.iter().map(Vec::len).sum::<usize>() > MAX_CODE_SQUARES {
        return None;
    }
    let mut out = String::new();
    for (k, p) in paths.iter().enumerate() {
        if k > 0 {
            out.push('.');
        }
        let first = board.square(*p.first()?);
        out.push_str(&format!("{},{}:", first.row, first.col));
        for w in p.windows(2) {
            let m = region.move_between(board.square(w[0]), board.square(w[1]))?;
            out.push(char::from(b'0' + m.squirrel()));
        }
    }
    Some(out)
}

/// Read a [`path_code`] back: the paths as 0-based indices (moves checked to stay on the board;
/// what they add up to is the validators' business).
pub fn parse_path_code(board: Board, code: &str) -> Result<Vec<Vec<usize>>, ImportError> {
    parse_path_code_on(&crate::region::Region::new(board), code)
}

/// [`parse_path_code`] on any region ([`path_code_on`]'s numbering; moves land on the
/// region's squares, the wrap applied).
pub fn parse_path_code_on(
    region: &crate::region::Region,
    code: &str,
) -> Result<Vec<Vec<usize>>, ImportError> {
    let board = region.board();
    let mut out = Vec::new();
    let mut at = 1;
    for part in code.split('.') {
        let err = |k: usize, message: String| ImportError::Code {
            at: at + k,
            message,
        };
        let (start, moves) = part
            .split_once(':')
            .ok_or_else(|| err(0, "expected R,C: then the moves".into()))?;
        let mut s = board
            .parse_square(start)
            .map_err(|e| err(0, e.to_string()))?;
        let mut path = vec![board.index(s).expect("parsed on the board")];
        for (k, c) in moves.chars().enumerate() {
            let pos = start.len() + 1 + k;
            let m = c
                .to_digit(10)
                .and_then(|d| Move::from_squirrel(d as u8))
                .ok_or_else(|| err(pos, format!("'{c}' is not a move 1-8")))?;
            s = region
                .step(s, m)
                .ok_or_else(|| err(pos, format!("move {c} from {s} leaves the board")))?;
            path.push(board.index(s).expect("stepped on the board"));
        }
        at += part.chars().count() + 1;
        out.push(path);
    }
    Ok(out)
}

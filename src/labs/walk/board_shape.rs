//! The walk page's board shape field: empty (the whole rectangle), a preset's name, or the
//! papers' matrix with `#` for a removed square, rows parted by `/` in the field and the link
//! (or by new lines, as pasted); read into a [`crate::region::Region`] with the leaper and wrap fields.

use crate::board::Board;
use crate::page::status::{Choice, Menu};
use crate::region::{Shape, ShapeError};

/// The presets, by name, and what each removes from the rows × cols rectangle.
pub const PRESETS: [(&str, &str); 3] = [
    (
        "centre",
        "the centre square (the centre 2x2 when a side is even)",
    ),
    (
        "cross",
        "a block a third of the shorter side at each corner",
    ),
    (
        "rounded",
        "each corner square and its two neighbours along the edges",
    ),
];

/// Which squares of `board` a preset removes (row-major), or None for no such preset.
///
/// ```
/// use warnsdorff::board::Board;
/// use warnsdorff::labs::walk::board_shape::preset;
/// let gone = preset("centre", Board::new(7, 7).unwrap()).unwrap();
/// assert_eq!(gone.iter().filter(|&&g| g).count(), 1);
/// assert!(gone[3 * 7 + 3]);
/// ```
pub fn preset(name: &str, board: Board) -> Option<Vec<bool>> {
    let (rows, cols) = (board.rows() as i64, board.cols() as i64);
    let gone: Box<dyn Fn(i64, i64) -> bool> = match name {
        "centre" => Box::new(move |r, c| {
            let mid = |x: i64, n: i64| x == (n - 1) / 2 || x == n / 2;
            mid(r, rows) && mid(c, cols)
        }),
        "cross" => {
            let k = (rows.min(cols) / 3).max(1);
            Box::new(move |r, c| {
                let edge = |x: i64, n: i64| x < k || x >= n - k;
                edge(r, rows) && edge(c, cols)
            })
        }
        "rounded" => Box::new(move |r, c| {
            let from = |x: i64, n: i64| x.min(n - 1 - x);
            from(r, rows) + from(c, cols) <= 1
        }),
        _ => return None,
    };
    Some((0..rows * cols).map(|i| gone(i / cols, i % cols)).collect())
}

/// The removed squares the field's text gives on a board of `rows` × `cols`: empty for none, a
/// preset, or a matrix (which must be rows × cols).
pub fn removed(text: &str, board: Board) -> Result<Vec<bool>, ShapeError> {
    let t = text.trim();
    if t.is_empty() {
        return Ok(vec![false; board.squares()]);
    }
    if let Some(gone) = preset(t, board) {
        return Ok(gone);
    }
    if t.chars().all(|c| c.is_ascii_alphabetic()) {
        let names: Vec<&str> = PRESETS.iter().map(|(n, _)| *n).collect();
        return Err(ShapeError(format!(
            "shape '{t}' is not a preset ({}) nor a matrix of rows with # for a removed square",
            names.join(", ")
        )));
    }
    let shape: Shape = t.replace('/', "\n").parse()?;
    if (shape.rows, shape.cols) != (board.rows(), board.cols()) {
        return Err(ShapeError(format!(
            "the shape is {}x{} but the board is {board}; give a matrix of the board's size",
            shape.rows, shape.cols
        )));
    }
    Ok(shape.removed)
}

/// A shape as the field and the link write it: rows of `.` and `#` parted by `/`; empty when
/// nothing is removed.
pub fn field_text(removed: &[bool], cols: usize) -> String {
    if !removed.contains(&true) {
        return String::new();
    }
    removed
        .chunks(cols)
        .map(|row| row.iter().map(|&g| if g { '#' } else { '.' }).collect())
        .collect::<Vec<String>>()
        .join("/")
}

/// The shape field's text with the square at row-major index `i` removed (`remove`) or put
/// back: the squares the text gives (a preset or a matrix), that one changed, as
/// [`field_text`] writes them.
///
/// ```
/// use warnsdorff::board::Board;
/// use warnsdorff::labs::walk::board_shape::painted;
/// let b = Board::new(2, 3).unwrap();
/// assert_eq!(painted("", b, 2, true).unwrap(), "..#/...");
/// assert_eq!(painted("..#/...", b, 2, false).unwrap(), "");
/// ```
pub fn painted(text: &str, board: Board, i: usize, remove: bool) -> Result<String, ShapeError> {
    let mut gone = removed(text, board)?;
    if i >= gone.len() {
        return Err(ShapeError(format!("square {i} is off the {board} board")));
    }
    gone[i] = remove;
    Ok(field_text(&gone, board.cols() as usize))
}

/// A puzzle: a shape with a given start and end, the tour to be found from one to the other
/// (after the "holy knight's tours" of puzzle books; these shapes are this project's own, each
/// checked to have such a tour by `tests/shape.rs`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Puzzle {
    pub name: &'static str,
    /// The shape as the field writes it: rows of `.` and `#` parted by `/`.
    pub shape: &'static str,
    /// (row, col), 1-based.
    pub start: (u32, u32),
    pub end: (u32, u32),
}

impl Puzzle {
    /// The board's rows and columns.
    pub fn sides(&self) -> (u32, u32) {
        let rows = self.shape.split('/').count() as u32;
        let cols = self.shape.split('/').next().map_or(0, |r| r.len() as u32);
        (rows, cols)
    }
}

/// The puzzles the walk page offers.
pub const PUZZLES: [Puzzle; 3] = [
    Puzzle {
        name: "plus",
        shape: "##....##/##....##/......../......../......../......../##....##/##....##",
        start: (1, 3),
        end: (8, 5),
    },
    Puzzle {
        name: "diamond",
        shape: "###..###/##....##/#......#/......../......../#......#/##....##/###..###",
        start: (1, 4),
        end: (8, 4),
    },
    Puzzle {
        name: "off-centre",
        shape: "......../......../...##.../...##.../......../......../......../........",
        start: (1, 1),
        end: (8, 7),
    },
];

/// The puzzle called `name`.
pub fn puzzle(name: &str) -> Option<&'static Puzzle> {
    PUZZLES.iter().find(|p| p.name == name)
}

/// The wrap field's menu: how the board's edges join.
pub fn wrap_menu() -> Menu {
    Menu {
        field: "wrap",
        choices: vec![
            Choice::new("none", "none", "a plain board: the edges stop the piece"),
            Choice::new(
                "cylinder",
                "cylinder",
                "the columns wrap: off the right edge, on at the left",
            ),
            Choice::new("torus", "torus", "rows and columns both wrap"),
        ],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn presets_and_matrices_read_and_are_refused_in_words() {
        let b = Board::new(8, 8).unwrap();
        assert_eq!(
            removed("centre", b).unwrap().iter().filter(|&&g| g).count(),
            4
        );
        assert_eq!(
            removed("rounded", b)
                .unwrap()
                .iter()
                .filter(|&&g| g)
                .count(),
            12
        );
        assert_eq!(
            removed("cross", b).unwrap().iter().filter(|&&g| g).count(),
            16
        );
        let b3 = Board::new(2, 3).unwrap();
        let gone = removed("..#/...", b3).unwrap();
        assert_eq!(field_text(&gone, 3), "..#/...");
        assert!(removed("..#", b3).unwrap_err().0.contains("2x3"));
        assert!(removed("blob", b3).unwrap_err().0.contains("preset"));
    }
}

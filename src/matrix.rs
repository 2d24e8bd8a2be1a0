//! The papers' matrix format: the move number of each square, row by row, `-` for a square the
//! path never visits (000 §1), printed, parsed and validated.
//!
//! ```
//! use warnsdorff::matrix::{Matrix, Verdict};
//! let m: Matrix = "1 - 3\n- - -\n- 2 -\n".parse().unwrap();
//! assert_eq!(m.validate(), Ok(Verdict::Path { len: 3 }));
//! let bad: Matrix = "1 2 -\n- - -\n- - -\n".parse().unwrap();
//! let err = bad.validate().unwrap_err();
//! assert!(err.to_string().contains("not a knight's move"));
//! ```

use crate::board::{Board, Square};
use crate::walk::Walk;
use std::fmt;
use std::str::FromStr;

/// A board with an optional move number on each square.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Matrix {
    board: Board,
    /// Row-major; 0 for `-`.
    cells: Vec<u32>,
}

/// What a valid matrix holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Every square, last a knight's move from the first.
    ClosedTour,
    /// Every square.
    Tour,
    /// A knight's path 1..len that misses some squares.
    Path { len: usize },
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Verdict::ClosedTour => f.write_str("closed tour"),
            Verdict::Tour => f.write_str("tour"),
            Verdict::Path { len } => write!(f, "path of {len} squares (not a tour)"),
        }
    }
}

/// Where a matrix goes wrong. `line` is the 1-based line of the text (for matrices built in
/// memory, the row).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Invalid {
    pub line: usize,
    pub square: Option<Square>,
    pub message: String,
}

impl fmt::Display for Invalid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.square {
            Some(s) => write!(f, "line {}, square {s}: {}", self.line, self.message),
            None => write!(f, "line {}: {}", self.line, self.message),
        }
    }
}

impl std::error::Error for Invalid {}

impl Matrix {
    /// The matrix of a walk's path so far.
    pub fn of_walk(w: &Walk) -> Matrix {
        Matrix {
            board: w.board(),
            cells: w.orders(),
        }
    }

    /// The matrix of a path given as squares in order (must be on `board`).
    pub fn of_path(board: Board, path: &[Square]) -> Matrix {
        let mut cells = vec![0; board.squares()];
        for (k, &s) in path.iter().enumerate() {
            if let Some(i) = board.index(s) {
                cells[i] = k as u32 + 1;
            }
        }
        Matrix { board, cells }
    }

    pub fn board(&self) -> Board {
        self.board
    }

    /// The number on a square, None for `-`.
    pub fn get(&self, s: Square) -> Option<u32> {
        self.board
            .index(s)
            .and_then(|i| (self.cells[i] != 0).then_some(self.cells[i]))
    }

    /// Check that the numbers 1..k each appear once and each follows the one before by a
    /// knight's move; say whether it is a tour and whether it closes.
    pub fn validate(&self) -> Result<Verdict, Invalid> {
        let n = self.board.squares();
        let mut at: Vec<Option<usize>> = vec![None; n + 1];
        let line_of = |i: usize| self.board.square(i).row as usize;
        for (i, &v) in self.cells.iter().enumerate() {
            if v == 0 {
                continue;
            }
            let s = self.board.square(i);
            if v as usize > n {
                return Err(Invalid {
                    line: line_of(i),
                    square: Some(s),
                    message: format!("number {v} is larger than the {n} squares of the board"),
                });
            }
            if let Some(j) = at[v as usize] {
                return Err(Invalid {
                    line: line_of(i),
                    square: Some(s),
                    message: format!("number {v} appears twice, also at {}", self.board.square(j)),
                });
            }
            at[v as usize] = Some(i);
        }
        let len = (1..=n).take_while(|&k| at[k].is_some()).count();
        if let Some(k) = (len + 1..=n).find(|&k| at[k].is_some()) {
            let i = at[k].unwrap();
            return Err(Invalid {
                line: line_of(i),
                square: Some(self.board.square(i)),
                message: format!("number {k} appears but {} is missing", len + 1),
            });
        }
        if len == 0 {
            return Err(Invalid {
                line: 1,
                square: None,
                message: "no square is numbered; a path starts at 1".into(),
            });
        }
        for k in 2..=len {
            let (a, b) = (
                self.board.square(at[k - 1].unwrap()),
                self.board.square(at[k].unwrap()),
            );
            if Board::move_between(a, b).is_none() {
                return Err(Invalid {
                    line: b.row as usize,
                    square: Some(b),
                    message: format!("{} at {a} to {k} at {b} is not a knight's move", k - 1),
                });
            }
        }
        // One square and no move is no tour (Lin & Wei 003 Fig. 5: 1x1 is X).
        Ok(if len < n || n == 1 {
            Verdict::Path { len }
        } else if n > 1
            && Board::move_between(
                self.board.square(at[n].unwrap()),
                self.board.square(at[1].unwrap()),
            )
            .is_some()
        {
            Verdict::ClosedTour
        } else {
            Verdict::Tour
        })
    }
}

impl fmt::Display for Matrix {
    /// Right-aligned columns, `-` for unvisited squares, one line per row.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let width = self.board.squares().to_string().len();
        let cols = self.board.cols() as usize;
        for row in self.cells.chunks(cols) {
            let mut line = String::with_capacity(row.len() * (width + 1));
            for (j, &v) in row.iter().enumerate() {
                if j > 0 {
                    line.push(' ');
                }
                let cell = if v == 0 {
                    "-".to_string()
                } else {
                    v.to_string()
                };
                for _ in cell.len()..width {
                    line.push(' ');
                }
                line.push_str(&cell);
            }
            writeln!(f, "{line}")?;
        }
        Ok(())
    }
}

impl FromStr for Matrix {
    type Err = Invalid;
    /// Whitespace-separated numbers and `-`, one row per non-blank line; all rows equally long.
    fn from_str(text: &str) -> Result<Matrix, Invalid> {
        let mut rows: Vec<(usize, Vec<u32>)> = Vec::new();
        for (ln, line) in text.lines().enumerate() {
            let line_no = ln + 1;
            if line.trim().is_empty() {
                continue;
            }
            let mut row = Vec::new();
            for (j, tok) in line.split_whitespace().enumerate() {
                let sq = Some(Square::new(rows.len() as u32 + 1, j as u32 + 1));
                let v = if tok == "-" || tok == "." {
                    0
                } else {
                    match tok.parse::<u32>() {
                        Ok(0) | Err(_) => {
                            return Err(Invalid {
                                line: line_no,
                                square: sq,
                                message: format!(
                                    "'{tok}' is neither a move number (1, 2, ...) nor '-' or '.'"
                                ),
                            })
                        }
                        Ok(v) => v,
                    }
                };
                row.push(v);
            }
            if let Some((first_line, first)) = rows.first() {
                if row.len() != first.len() {
                    return Err(Invalid {
                        line: line_no,
                        square: None,
                        message: format!(
                            "this row has {} entries but line {first_line} has {}",
                            row.len(),
                            first.len()
                        ),
                    });
                }
            }
            rows.push((line_no, row));
        }
        if rows.is_empty() {
            return Err(Invalid {
                line: 1,
                square: None,
                message: "the matrix is empty".into(),
            });
        }
        let board = Board::new(rows.len() as u64, rows[0].1.len() as u64).map_err(|e| Invalid {
            line: 1,
            square: None,
            message: e.to_string(),
        })?;
        Ok(Matrix {
            board,
            cells: rows.into_iter().flat_map(|(_, r)| r).collect(),
        })
    }
}

impl Matrix {
    /// Validate a matrix parsed from `text`, reporting text line numbers.
    pub fn validate_text(text: &str) -> Result<(Matrix, Verdict), Invalid> {
        let m: Matrix = text.parse()?;
        let lines: Vec<usize> = text
            .lines()
            .enumerate()
            .filter(|(_, l)| !l.trim().is_empty())
            .map(|(i, _)| i + 1)
            .collect();
        match m.validate() {
            Ok(v) => Ok((m, v)),
            Err(mut e) => {
                if let Some(s) = e.square {
                    e.line = lines[s.row as usize - 1];
                }
                Err(e)
            }
        }
    }
}

//! Board geometry: sizes and their limits, squares as (row, col), algebraic names, neighbours.
//!
//! Squares are written (row, col), 1-based, (1,1) top-left, as in the papers' matrices
//! (000 §1). Inside the crate a square is also known by its row-major index
//! `(row - 1) * cols + (col - 1)`, which is what [`Board::index`] and [`Board::square`]
//! convert between.
//!
//! ```
//! use warnsdorff::board::{Board, Square};
//! let b: Board = "8x8".parse().unwrap();
//! assert_eq!(b.squares(), 64);
//! assert_eq!(b.algebraic(Square::new(1, 1)).as_deref(), Some("a8"));
//! assert_eq!(b.parse_square("h1"), Ok(Square::new(8, 8)));
//! assert_eq!(b.parse_square("3,4"), Ok(Square::new(3, 4)));
//! ```

use crate::moves::Move;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// The most squares a board may have: 10,000 × 10,000. Checked before anything is allocated.
///
/// Set by memory: the walk needs about 5 bytes a square ([`crate::walk::Walk::bytes_for`]:
/// a degree byte per padded cell and 4 bytes a square of path), so a walk on the largest board
/// takes about 0.5 GB, within reach of an ordinary machine and of wasm32's 4 GB. The pages keep
/// lower limits of their own (the walk page 8000 a side,
/// [`crate::input::MAX_SIDE`], where a frame must stay quick), and `warnsdorff sweep` checks the
/// machine's free memory before it starts.
pub const MAX_SQUARES: u64 = 100_000_000;
/// [`MAX_SQUARES`] as a square board's side.
pub const MAX_SQUARE_SIDE: u32 = 10_000;
/// The longest side a board may have (a 1 × N strip still obeys [`MAX_SQUARES`]).
pub const MAX_SIDE: u32 = 16_000_000;

/// A square, 1-based: (1,1) is the top-left corner.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, PartialOrd, Ord)]
#[serde(into = "[u32; 2]", from = "[u32; 2]")]
pub struct Square {
    pub row: u32,
    pub col: u32,
}

impl Square {
    pub const fn new(row: u32, col: u32) -> Square {
        Square { row, col }
    }
}

impl From<Square> for [u32; 2] {
    fn from(s: Square) -> [u32; 2] {
        [s.row, s.col]
    }
}

impl From<[u32; 2]> for Square {
    fn from(a: [u32; 2]) -> Square {
        Square::new(a[0], a[1])
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({},{})", self.row, self.col)
    }
}

/// Why a board or a square was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardError {
    /// The text is not of the form `ROWSxCOLS`.
    Syntax(String),
    /// A side is zero.
    Empty { rows: u64, cols: u64 },
    /// More squares than [`MAX_SQUARES`] allows.
    TooLarge { rows: u64, cols: u64 },
    /// A side longer than [`MAX_SIDE`] (whatever the squares).
    SideTooLong { rows: u64, cols: u64 },
    /// A square off the board or not understood.
    Square(String),
}

impl fmt::Display for BoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BoardError::Syntax(t) => write!(
                f,
                "board '{t}' is not understood; write ROWSxCOLS with whole numbers, e.g. 8x8 or 50x60"
            ),
            BoardError::Empty { rows, cols } => write!(
                f,
                "board {rows}x{cols} has no squares; rows and cols must each be at least 1"
            ),
            BoardError::TooLarge { rows, cols } => write!(
                f,
                "board {rows}x{cols} has {} squares, more than the limit of {MAX_SQUARES} \
                 ({MAX_SQUARE_SIDE}x{MAX_SQUARE_SIDE}), which memory sets: a walk needs about 9 \
                 bytes a square, 0.9 GB at the limit",
                rows.saturating_mul(*cols)
            ),
            BoardError::SideTooLong { rows, cols } => write!(
                f,
                "board {rows}x{cols} has a side over the limit of {MAX_SIDE} squares a side \
                 (and at most {MAX_SQUARES} squares in all)"
            ),
            BoardError::Square(msg) => f.write_str(msg),
        }
    }
}

impl std::error::Error for BoardError {}

/// A rows × cols board. Cheap to copy; holds no per-square data.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "[u32; 2]", try_from = "[u32; 2]")]
pub struct Board {
    rows: u32,
    cols: u32,
}

impl Board {
    /// A board of `rows` × `cols`, refused if a side is zero, a side is over [`MAX_SIDE`] or it is
    /// over [`MAX_SQUARES`].
    pub fn new(rows: u64, cols: u64) -> Result<Board, BoardError> {
        if rows == 0 || cols == 0 {
            return Err(BoardError::Empty { rows, cols });
        }
        if rows > MAX_SIDE as u64 || cols > MAX_SIDE as u64 {
            return Err(BoardError::SideTooLong { rows, cols });
        }
        if rows.saturating_mul(cols) > MAX_SQUARES {
            return Err(BoardError::TooLarge { rows, cols });
        }
        Ok(Board {
            rows: rows as u32,
            cols: cols as u32,
        })
    }

    /// The square board m × m.
    pub fn square_board(m: u64) -> Result<Board, BoardError> {
        Board::new(m, m)
    }

    pub fn rows(&self) -> u32 {
        self.rows
    }

    pub fn cols(&self) -> u32 {
        self.cols
    }

    /// Number of squares.
    pub fn squares(&self) -> usize {
        self.rows as usize * self.cols as usize
    }

    pub fn is_square(&self) -> bool {
        self.rows == self.cols
    }

    pub fn contains(&self, s: Square) -> bool {
        (1..=self.rows).contains(&s.row) && (1..=self.cols).contains(&s.col)
    }

    /// Row-major index of a square on the board.
    pub fn index(&self, s: Square) -> Option<usize> {
        self.contains(s)
            .then(|| (s.row - 1) as usize * self.cols as usize + (s.col - 1) as usize)
    }

    /// The square with row-major index `i` (must be < `squares()`).
    pub fn square(&self, i: usize) -> Square {
        let c = self.cols as usize;
        Square::new((i / c) as u32 + 1, (i % c) as u32 + 1)
    }

    /// The square a move leads to, if it stays on the board.
    pub fn step(&self, s: Square, m: Move) -> Option<Square> {
        let (dr, dc) = m.delta();
        let r = s.row as i64 + dr as i64;
        let c = s.col as i64 + dc as i64;
        let t = Square::new(r.max(0) as u32, c.max(0) as u32);
        (r >= 1 && c >= 1 && self.contains(t)).then_some(t)
    }

    /// The square (by index) a move leads to from index `i`, if it stays on the board.
    pub fn step_index(&self, i: usize, m: Move) -> Option<usize> {
        self.step(self.square(i), m).map(|s| self.index(s).unwrap())
    }

    /// The move from `a` to `b`, if they are a knight's move apart.
    pub fn move_between(a: Square, b: Square) -> Option<Move> {
        Move::from_delta(b.row as i32 - a.row as i32, b.col as i32 - a.col as i32)
    }

    /// On-board neighbours of `s` with the move that reaches each, in internal move order.
    pub fn neighbours(&self, s: Square) -> impl Iterator<Item = (Move, Square)> + '_ {
        Move::ALL
            .into_iter()
            .filter_map(move |m| self.step(s, m).map(|t| (m, t)))
    }

    /// Number of on-board neighbours of `s` (its degree on the empty board).
    pub fn degree(&self, s: Square) -> usize {
        self.neighbours(s).count()
    }

    /// Algebraic name (file letter, rank number; rank 1 is the bottom row) when the board has at
    /// most 26 columns, e.g. a8 for (1,1) on 8×8.
    pub fn algebraic(&self, s: Square) -> Option<String> {
        if !self.contains(s) || self.cols > 26 {
            return None;
        }
        let file = char::from(b'a' + (s.col - 1) as u8);
        Some(format!("{file}{}", self.rows - s.row + 1))
    }

    /// Parse a square written `R,C` (1-based, also `(R,C)` or `R C`) or, on boards of at most
    /// 26 columns, algebraically (`e4`). Refused if off the board.
    pub fn parse_square(&self, text: &str) -> Result<Square, BoardError> {
        let t = text.trim();
        let inner = t
            .strip_prefix('(')
            .and_then(|x| x.strip_suffix(')'))
            .unwrap_or(t);
        let parts: Vec<&str> = inner
            .split(|c: char| c == ',' || c.is_whitespace())
            .filter(|p| !p.is_empty())
            .collect();
        let sq = if parts.len() == 2 {
            match (parts[0].parse::<u64>(), parts[1].parse::<u64>()) {
                (Ok(r), Ok(c)) => (r, c),
                _ => return Err(self.square_syntax(t)),
            }
        } else if let Some((file, rank)) = split_algebraic(t) {
            if self.cols > 26 {
                return Err(BoardError::Square(format!(
                    "square '{t}': algebraic names need a board of at most 26 columns; write ROW,COL"
                )));
            }
            let col = file as u64 + 1;
            if rank == 0 || rank > self.rows as u64 {
                return Err(self.off_board(t));
            }
            (self.rows as u64 - rank + 1, col)
        } else {
            return Err(self.square_syntax(t));
        };
        let (r, c) = sq;
        if r == 0 || c == 0 || r > self.rows as u64 || c > self.cols as u64 {
            return Err(self.off_board(t));
        }
        Ok(Square::new(r as u32, c as u32))
    }

    fn square_syntax(&self, t: &str) -> BoardError {
        BoardError::Square(format!(
            "square '{t}' is not understood; write ROW,COL (1-based, 1,1 is top-left){}",
            if self.cols <= 26 {
                " or a name like a8"
            } else {
                ""
            }
        ))
    }

    fn off_board(&self, t: &str) -> BoardError {
        BoardError::Square(format!(
            "square '{t}' is off the {}x{} board; rows run 1-{} and cols 1-{}",
            self.rows, self.cols, self.rows, self.cols
        ))
    }
}

/// Split `e4` into (file index 0-based, rank).
fn split_algebraic(t: &str) -> Option<(u32, u64)> {
    let mut chars = t.chars();
    let f = chars.next()?.to_ascii_lowercase();
    if !f.is_ascii_lowercase() {
        return None;
    }
    let rank: u64 = chars.as_str().parse().ok()?;
    Some((f as u32 - 'a' as u32, rank))
}

impl FromStr for Board {
    type Err = BoardError;
    /// Parse `ROWSxCOLS` (also `×`, `X` or `*`), or a single number for a square board.
    fn from_str(s: &str) -> Result<Board, BoardError> {
        let t = s.trim();
        let parts: Vec<&str> = t.split(['x', 'X', '×', '*']).map(str::trim).collect();
        let nums: Option<Vec<u64>> = parts.iter().map(|p| p.parse::<u64>().ok()).collect();
        match nums.as_deref() {
            Some([m]) => Board::new(*m, *m),
            Some([r, c]) => Board::new(*r, *c),
            _ => {
                // A number too big for u64 is still a size, just too large.
                if parts.len() == 2
                    && parts
                        .iter()
                        .all(|p| !p.is_empty() && p.chars().all(|c| c.is_ascii_digit()))
                {
                    return Err(BoardError::SideTooLong {
                        rows: u64::MAX,
                        cols: u64::MAX,
                    });
                }
                Err(BoardError::Syntax(t.to_string()))
            }
        }
    }
}

impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}x{}", self.rows, self.cols)
    }
}

impl From<Board> for [u32; 2] {
    fn from(b: Board) -> [u32; 2] {
        [b.rows, b.cols]
    }
}

impl TryFrom<[u32; 2]> for Board {
    type Error = BoardError;
    fn try_from(a: [u32; 2]) -> Result<Board, BoardError> {
        Board::new(a[0] as u64, a[1] as u64)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_boards() {
        assert_eq!("8x8".parse::<Board>().unwrap(), Board::new(8, 8).unwrap());
        assert_eq!("5 x 7".parse::<Board>().unwrap(), Board::new(5, 7).unwrap());
        assert_eq!("12".parse::<Board>().unwrap(), Board::new(12, 12).unwrap());
        assert!(matches!(
            "0x5".parse::<Board>(),
            Err(BoardError::Empty { .. })
        ));
        assert!(matches!(
            "banana".parse::<Board>(),
            Err(BoardError::Syntax(_))
        ));
        assert!(matches!(
            "10001x10000".parse::<Board>(),
            Err(BoardError::TooLarge { .. })
        ));
        assert!("10000x10000".parse::<Board>().is_ok());
        assert!("1x16000001".parse::<Board>().is_err());
        assert_eq!(MAX_SQUARES, MAX_SQUARE_SIDE as u64 * MAX_SQUARE_SIDE as u64);
        assert!(matches!(
            "99999999999999999999999x3".parse::<Board>(),
            Err(BoardError::SideTooLong { .. })
        ));
        assert!("3000x3000".parse::<Board>().is_ok());
        let msg = "0x5".parse::<Board>().unwrap_err().to_string();
        assert!(msg.contains("at least 1"), "{msg}");
    }

    #[test]
    fn indices_round_trip() {
        let b = Board::new(5, 7).unwrap();
        for i in 0..b.squares() {
            assert_eq!(b.index(b.square(i)), Some(i));
        }
        assert_eq!(b.index(Square::new(6, 1)), None);
        assert_eq!(b.index(Square::new(0, 1)), None);
    }

    #[test]
    fn degrees_on_8x8() {
        let b = Board::new(8, 8).unwrap();
        assert_eq!(b.degree(Square::new(1, 1)), 2);
        assert_eq!(b.degree(Square::new(1, 2)), 3);
        assert_eq!(b.degree(Square::new(2, 2)), 4);
        assert_eq!(b.degree(Square::new(4, 4)), 8);
        let total: usize = (0..64).map(|i| b.degree(b.square(i))).sum();
        assert_eq!(total, 2 * 168); // the 8×8 knight's graph has 168 edges
    }

    #[test]
    fn squares_parse_and_refuse() {
        let b = Board::new(8, 8).unwrap();
        assert_eq!(b.parse_square("a1").unwrap(), Square::new(8, 1));
        assert_eq!(b.parse_square("(2, 3)").unwrap(), Square::new(2, 3));
        assert!(b
            .parse_square("9,1")
            .unwrap_err()
            .to_string()
            .contains("off the 8x8"));
        assert!(b.parse_square("i1").is_err());
        assert!(b.parse_square("zz").is_err());
        let big = Board::new(30, 30).unwrap();
        assert!(big.parse_square("a1").is_err());
        assert_eq!(big.algebraic(Square::new(1, 1)), None);
    }
}

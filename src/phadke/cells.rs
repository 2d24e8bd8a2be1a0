//! The 8×8 board as 64 bits: cells, algebraic names, knight neighbour masks, the four corners
//! with their two access cells, and the eight symmetries of the square (002 §"Number of Sets").
//!
//! A cell is its row-major index 0–63 with row 0 the top rank (rank 8) and column 0 the a-file:
//! `a8` is 0, `h8` is 7, `a1` is 56, `h1` is 63. This is [`crate::board::Board::index`] of the
//! matching [`Square`] on the 8×8 board, so conversion is exact both ways.

use crate::board::{Board, Square};
use crate::moves::Move;
use std::fmt;

/// A cell of the 8×8 board, 0–63 row-major from a8 (see the module docs).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Cell(u8);

/// Why a square name was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CellError(pub String);

impl fmt::Display for CellError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for CellError {}

impl Cell {
    /// The cell with index `i` (0–63).
    pub const fn new(i: u8) -> Option<Cell> {
        if i < 64 {
            Some(Cell(i))
        } else {
            None
        }
    }

    /// Row-major index 0–63.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Row 0–7 from the top (rank 8).
    #[inline]
    pub const fn row(self) -> u8 {
        self.0 / 8
    }

    /// Column 0–7 from the a-file.
    #[inline]
    pub const fn col(self) -> u8 {
        self.0 % 8
    }

    /// The cell at (row, col), 0-based from the top-left.
    pub const fn at(row: u8, col: u8) -> Option<Cell> {
        if row < 8 && col < 8 {
            Some(Cell(row * 8 + col))
        } else {
            None
        }
    }

    /// This cell's bit in a 64-bit board mask.
    #[inline]
    pub const fn bit(self) -> u64 {
        1u64 << self.0
    }

    /// The algebraic name, e.g. `a8`.
    pub fn name(self) -> String {
        format!("{}{}", char::from(b'a' + self.col()), 8 - self.row())
    }

    /// The matching 1-based [`Square`] of the crate's board geometry.
    pub fn square(self) -> Square {
        Square::new(self.row() as u32 + 1, self.col() as u32 + 1)
    }

    /// The cell of a 1-based square of the 8×8 board.
    pub fn from_square(s: Square) -> Option<Cell> {
        if (1..=8).contains(&s.row) && (1..=8).contains(&s.col) {
            Cell::at(s.row as u8 - 1, s.col as u8 - 1)
        } else {
            None
        }
    }

    /// Parse a square as the board module does (`a8`, or `R,C` 1-based) on the 8×8 board.
    pub fn parse(text: &str) -> Result<Cell, CellError> {
        let board = Board::new(8, 8).expect("8x8 is a board");
        board
            .parse_square(text)
            .map(|s| Cell::from_square(s).expect("parsed on 8x8"))
            .map_err(|e| CellError(e.to_string()))
    }

    /// The cell a move leads to, if it stays on the board.
    pub fn step(self, m: Move) -> Option<Cell> {
        let (dr, dc) = m.delta();
        let r = self.row() as i32 + dr;
        let c = self.col() as i32 + dc;
        ((0..8).contains(&r) && (0..8).contains(&c)).then(|| Cell((r * 8 + c) as u8))
    }

    /// The move from `self` to `to`, if they are a knight's move apart.
    pub fn move_to(self, to: Cell) -> Option<Move> {
        Move::from_delta(
            to.row() as i32 - self.row() as i32,
            to.col() as i32 - self.col() as i32,
        )
    }

    /// The knight's neighbours of this cell as a mask.
    #[inline]
    pub fn neighbours(self) -> u64 {
        NEIGHBOURS[self.0 as usize]
    }

    /// Whether `other` is a knight's move away.
    #[inline]
    pub fn touches(self, other: Cell) -> bool {
        self.neighbours() & other.bit() != 0
    }

    /// The image of this cell under symmetry `g` (0–7) of the square; 0 is the identity.
    pub fn transform(self, g: u8) -> Cell {
        let (r, c) = (self.row(), self.col());
        let (r, c) = if g & 4 != 0 { (c, r) } else { (r, c) };
        let r = if g & 1 != 0 { 7 - r } else { r };
        let c = if g & 2 != 0 { 7 - c } else { c };
        Cell(r * 8 + c)
    }

    /// Cells of a mask in increasing index order.
    pub fn of_mask(mask: u64) -> impl Iterator<Item = Cell> {
        let mut m = mask;
        std::iter::from_fn(move || {
            (m != 0).then(|| {
                let i = m.trailing_zeros() as u8;
                m &= m - 1;
                Cell(i)
            })
        })
    }
}

impl serde::Serialize for Cell {
    /// As its algebraic name.
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.name())
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name())
    }
}

/// The knight's neighbours of every cell, from the crate's one table of move deltas
/// ([`crate::moves::DELTAS`]; Phadke's numbering of them is [`Move::phadke`]).
const fn neighbour_table() -> [u64; 64] {
    let d = crate::moves::DELTAS;
    let mut t = [0u64; 64];
    let mut i = 0;
    while i < 64 {
        let (r, c) = ((i / 8) as i32, (i % 8) as i32);
        let mut k = 0;
        while k < 8 {
            let (nr, nc) = (r + d[k].0, c + d[k].1);
            if nr >= 0 && nr < 8 && nc >= 0 && nc < 8 {
                t[i] |= 1u64 << (nr * 8 + nc);
            }
            k += 1;
        }
        i += 1;
    }
    t
}

/// Knight neighbour mask of each cell.
pub const NEIGHBOURS: [u64; 64] = neighbour_table();

/// One of the four corners of the board, in the paper's order of naming: a8, h8, a1, h1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Corner {
    A8,
    H8,
    A1,
    H1,
}

impl Corner {
    /// The four corners.
    pub const ALL: [Corner; 4] = [Corner::A8, Corner::H8, Corner::A1, Corner::H1];

    /// Position 0–3 in [`Corner::ALL`].
    pub fn index(self) -> usize {
        self as usize
    }

    /// The corner cell.
    pub fn cell(self) -> Cell {
        match self {
            Corner::A8 => Cell(0),
            Corner::H8 => Cell(7),
            Corner::A1 => Cell(56),
            Corner::H1 => Cell(63),
        }
    }

    /// The corner's name, e.g. `a8`.
    pub fn name(self) -> &'static str {
        ["a8", "h8", "a1", "h1"][self.index()]
    }

    /// The two access cells `[A, B]` (002 §"Corner Dash"): the only cells a knight reaches the
    /// corner from.
    pub fn access(self) -> [Cell; 2] {
        [self.access_a(), self.access_b()]
    }

    /// Access cell **A**: the one two files from the corner (c7 for a8, f7 for h8, c2 for a1,
    /// f2 for h1). The paper names its two semi dashes A and B without saying which cell is
    /// which (its Table AlgoMain is not in the text); totals do not depend on the labels.
    pub fn access_a(self) -> Cell {
        match self {
            Corner::A8 => Cell(10), // c7
            Corner::H8 => Cell(13), // f7
            Corner::A1 => Cell(50), // c2
            Corner::H1 => Cell(53), // f2
        }
    }

    /// Access cell **B**: the one two ranks from the corner (b6, g6, b3, g3).
    pub fn access_b(self) -> Cell {
        match self {
            Corner::A8 => Cell(17), // b6
            Corner::H8 => Cell(22), // g6
            Corner::A1 => Cell(41), // b3
            Corner::H1 => Cell(46), // g3
        }
    }

    /// Whether `c` is this corner or one of its access cells.
    pub fn involves(self, c: Cell) -> bool {
        c == self.cell() || self.cell().touches(c)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_squares_agree_with_the_board_module() {
        let b = Board::new(8, 8).unwrap();
        for i in 0..64u8 {
            let c = Cell::new(i).unwrap();
            assert_eq!(b.algebraic(c.square()).unwrap(), c.name());
            assert_eq!(b.index(c.square()), Some(i as usize));
            assert_eq!(Cell::parse(&c.name()), Ok(c));
        }
        assert_eq!(Cell::parse("a8").unwrap().index(), 0);
        assert_eq!(Cell::parse("h1").unwrap().index(), 63);
        assert!(Cell::parse("i9").is_err());
    }

    #[test]
    fn neighbours_and_steps_agree_with_the_board_module() {
        let b = Board::new(8, 8).unwrap();
        for c in Cell::of_mask(u64::MAX) {
            let mut mask = 0;
            for m in Move::ALL {
                let to = b.step(c.square(), m).map(|s| Cell::from_square(s).unwrap());
                assert_eq!(c.step(m), to);
                if let Some(to) = to {
                    assert_eq!(c.move_to(to), Some(m));
                    mask |= to.bit();
                }
            }
            assert_eq!(c.neighbours(), mask, "{c}");
        }
    }

    #[test]
    fn access_cells_are_the_corners_neighbours() {
        for k in Corner::ALL {
            let [a, b] = k.access();
            assert_eq!(k.cell().neighbours(), a.bit() | b.bit());
            assert_eq!(a.col().abs_diff(k.cell().col()), 2);
            assert_eq!(b.row().abs_diff(k.cell().row()), 2);
        }
        assert_eq!(Corner::A8.access_a().name(), "c7");
        assert_eq!(Corner::A1.access_b().name(), "b3");
    }

    #[test]
    fn symmetries_preserve_knight_moves() {
        for g in 0..8 {
            for i in 0..64u8 {
                let c = Cell::new(i).unwrap();
                for n in Cell::of_mask(c.neighbours()) {
                    assert!(c.transform(g).touches(n.transform(g)));
                }
            }
        }
        let images: std::collections::BTreeSet<Cell> = (0..8)
            .map(|g| Cell::parse("b8").unwrap().transform(g))
            .collect();
        assert_eq!(images.len(), 8);
    }
}

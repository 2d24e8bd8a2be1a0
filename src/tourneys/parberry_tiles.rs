//! Parberry's base tours for divide-and-conquer, entered as data (Parberry 1997, cited as \[7\]
//! in 001 §3.3): the nine closed tours on 6×6 up to 12×10 from the move tables of his public
//! generator (github.com/Ian-Parberry/Tourney, `Code/Tile.cpp`), written once into this
//! project's own format, the numbered grids of `parberry_tiles.txt` (its header says how).
//! Nothing of his code is used: the file holds the tours, this module reads them.
//!
//! ```
//! use warnsdorff::tourneys::{parberry_tile, BASE_TILES};
//! for (r, c) in BASE_TILES {
//!     assert!(parberry_tile(r, c).is_tour());
//! }
//! // His 6×6 tour leaves the top-left square for (row 2, col 1), 0-based.
//! assert!(parberry_tile(6, 6).has_edge(0, 2 * 6 + 1));
//! ```

use crate::board::Board;
use crate::cover::CycleCover;
use std::sync::OnceLock;

/// The base tile sizes (rows, cols) of divide-and-conquer: the rectangles its split leaves (both
/// sides even, at least one under 12), the sizes of Parberry's nine tours here and of this
/// project's searched ones ([`super::base_tile`]).
pub const BASE_TILES: [(usize, usize); 9] = [
    (6, 6),
    (6, 8),
    (8, 6),
    (8, 8),
    (8, 10),
    (10, 8),
    (10, 10),
    (10, 12),
    (12, 10),
];

/// The data file: a header of `#` lines, then `tile RxC` and R rows of C visit numbers each.
pub const PARBERRY_TILES_TXT: &str = include_str!("parberry_tiles.txt");

/// One tile of the file: its size and the squares (row-major indexes) in the order visited.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NumberedTile {
    pub rows: usize,
    pub cols: usize,
    /// `order[k]` is the square visited (k + 1)-th.
    pub order: Vec<usize>,
}

/// Read tiles in the file's format (see [`PARBERRY_TILES_TXT`]): every `tile RxC` block must
/// number its R × C squares 1..R·C, each once. Whether consecutive squares are knight's moves
/// is left to [`CycleCover::from_tour`] (and the tests). The error names the line.
pub fn parse_numbered_tiles(text: &str) -> Result<Vec<NumberedTile>, String> {
    let mut out = Vec::new();
    let mut lines = text
        .lines()
        .enumerate()
        .map(|(k, l)| (k + 1, l.trim()))
        .filter(|(_, l)| !l.is_empty() && !l.starts_with('#'))
        .peekable();
    while let Some((k, line)) = lines.next() {
        let size = line
            .strip_prefix("tile ")
            .ok_or_else(|| format!("line {k}: expected 'tile RxC', found '{line}'"))?;
        let (r, c) = size
            .split_once('x')
            .and_then(|(r, c)| Some((r.trim().parse().ok()?, c.trim().parse().ok()?)))
            .ok_or_else(|| format!("line {k}: '{size}' is not RxC"))?;
        let (rows, cols): (usize, usize) = (r, c);
        let mut grid = Vec::with_capacity(rows * cols);
        for _ in 0..rows {
            let (k, row) = lines
                .next()
                .ok_or_else(|| format!("tile {rows}x{cols}: fewer than {rows} rows"))?;
            let nums: Vec<usize> = row
                .split_whitespace()
                .map(|t| {
                    t.parse()
                        .map_err(|_| format!("line {k}: '{t}' is not a number"))
                })
                .collect::<Result<_, _>>()?;
            if nums.len() != cols {
                return Err(format!("line {k}: {} numbers, expected {cols}", nums.len()));
            }
            grid.extend(nums);
        }
        let n = rows * cols;
        let mut order = vec![usize::MAX; n];
        for (sq, &v) in grid.iter().enumerate() {
            if v == 0 || v > n || order[v - 1] != usize::MAX {
                return Err(format!(
                    "tile {rows}x{cols}: number {v} is out of 1..{n} or repeated"
                ));
            }
            order[v - 1] = sq;
        }
        out.push(NumberedTile { rows, cols, order });
    }
    Ok(out)
}

/// Parberry's base tour of a size in [`BASE_TILES`] (rows, cols), read from the data once.
/// Panics for another size, or if the data were not closed tours (the tests check they are).
pub fn parberry_tile(rows: usize, cols: usize) -> &'static CycleCover {
    static TILES: OnceLock<Vec<CycleCover>> = OnceLock::new();
    let tiles = TILES.get_or_init(|| {
        let read = parse_numbered_tiles(PARBERRY_TILES_TXT).expect("parberry_tiles.txt reads");
        BASE_TILES
            .iter()
            .map(|&(r, c)| {
                let t = read
                    .iter()
                    .find(|t| (t.rows, t.cols) == (r, c))
                    .unwrap_or_else(|| panic!("parberry_tiles.txt has no {r}x{c} tile"));
                let board = Board::new(r as u64, c as u64).expect("a tile is a board");
                CycleCover::from_tour(board, &t.order)
                    .unwrap_or_else(|e| panic!("parberry_tiles.txt {r}x{c}: {e}"))
            })
            .collect()
    });
    let k = BASE_TILES
        .iter()
        .position(|&t| t == (rows, cols))
        .expect("a base tile size");
    &tiles[k]
}

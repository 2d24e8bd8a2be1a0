//! Divide and conquer (Parberry 1997, cited as [7] in 001; 001 §3.3 and Figure 15): the closed
//! tour, and the tourney of its unjoined base tiles, on either set of base tours ([`Tiles`]):
//! this project's searched ones or Parberry's own ([`super::parberry_tiles`]).
//!
//! The split is Parberry's, as his generator (github.com/Ian-Parberry/Tourney,
//! `Code/DivideAndConquer.cpp`) describes it: a rectangle with both sides at least 12 is cut
//! into four quadrants at the middle of each side, moved back by one where that would leave odd
//! parts (a side of length 2 mod 4), so every part is even; quadrants are filled top-left,
//! top-right, bottom-left, bottom-right; a rectangle with a side under 12 is a base tile. The
//! join removes the four structured corner moves meeting at the centre (his A, B, C, D) and adds
//! four moves that chain the four tours into one (his E, F, G, H).

use super::builder::{copy_in, Builder};
use super::parberry_tiles::{parberry_tile, BASE_TILES};
use super::walker::Walker;
use crate::board::Board;
use crate::cover::CycleCover;
use crate::rng::Stream;
use std::sync::OnceLock;

/// Which base tours divide-and-conquer lays down (`--tiles` on the command line).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Tiles {
    /// This project's tiles: each the first seeded random-tiebreak Warnsdorff closed tour with
    /// the structured corner moves ([`base_tile`]). The default.
    #[default]
    Searched,
    /// Parberry's base tours, entered from his public generator's tables
    /// ([`super::parberry_tiles`]).
    Parberry,
}

impl Tiles {
    pub const ALL: [Tiles; 2] = [Tiles::Searched, Tiles::Parberry];

    /// The name on the command line, in links and menus: `searched`, `parberry`.
    pub fn key(self) -> &'static str {
        match self {
            Tiles::Searched => "searched",
            Tiles::Parberry => "parberry",
        }
    }

    /// Whose tiles, for sentences ("on Parberry's tiles"): `searched`, `Parberry's`.
    pub fn adjective(self) -> &'static str {
        match self {
            Tiles::Searched => "searched",
            Tiles::Parberry => "Parberry's",
        }
    }

    /// Read a name ([`Tiles::key`], case and spaces ignored); the error names both.
    pub fn parse(text: &str) -> Result<Tiles, String> {
        let t = text.trim().to_ascii_lowercase();
        Tiles::ALL
            .into_iter()
            .find(|k| k.key() == t)
            .ok_or_else(|| {
                format!(
                    "tiles '{}' are not known; choose searched or parberry",
                    text.trim()
                )
            })
    }

    /// The base tour of size (rows, cols) from [`BASE_TILES`].
    pub fn tile(self, rows: usize, cols: usize) -> &'static CycleCover {
        match self {
            Tiles::Searched => base_tile(rows, cols),
            Tiles::Parberry => parberry_tile(rows, cols),
        }
    }
}

/// The structured corner moves every base tile (and so every divide-and-conquer tour) must
/// contain, as ((row, col), (row, col)) 0-based on an r × c tile: near the top-left,
/// top-right, bottom-left and bottom-right corners. The join deletes one at each of the four
/// corners meeting at the centre and reconnects the four tours through new moves.
pub fn structured_moves(rows: usize, cols: usize) -> [((usize, usize), (usize, usize)); 4] {
    let (h, w) = (rows, cols);
    [
        ((1, 0), (0, 2)),
        ((2, w - 2), (0, w - 1)),
        ((h - 1, 0), (h - 3, 1)),
        ((h - 1, w - 3), (h - 2, w - 1)),
    ]
}

/// The base closed tour of a tile size from [`BASE_TILES`]: the first Warnsdorff closed tour
/// (random tiebreak, seeds 0, 1, 2, …) that contains the [`structured_moves`]. Computed once
/// per size; the tests check each.
pub fn base_tile(rows: usize, cols: usize) -> &'static CycleCover {
    static TILES: OnceLock<Vec<CycleCover>> = OnceLock::new();
    let tiles = TILES.get_or_init(|| {
        BASE_TILES
            .iter()
            .map(|&(r, c)| search_base_tile(r, c))
            .collect()
    });
    let k = BASE_TILES
        .iter()
        .position(|&t| t == (rows, cols))
        .expect("a base tile size");
    &tiles[k]
}

fn search_base_tile(rows: usize, cols: usize) -> CycleCover {
    let board = Board::new(rows as u64, cols as u64).expect("tile");
    let mut w = Walker::new(board);
    let mut path = Vec::with_capacity(rows * cols);
    let want = structured_moves(rows, cols);
    let mut rng = Stream::new(0x5EED_0000 + (rows * 100 + cols) as u64);
    loop {
        // Start on the top-left structured move so that it tends to be used.
        let start = w.cell(cols);
        if !w.closed_attempt(start, &mut rng, &mut path) {
            continue;
        }
        let tour: Vec<usize> = path.iter().map(|&p| w.index(p)).collect();
        let cover = CycleCover::from_tour(board, &tour).expect("a closed tour");
        if want
            .iter()
            .all(|&(a, b)| cover.has_edge(a.0 * cols + a.1, b.0 * cols + b.1))
        {
            return cover;
        }
    }
}

/// Where divide-and-conquer splits a side from `lo` to `hi` so both parts are even.
fn split(lo: usize, hi: usize) -> usize {
    (lo + hi) / 2 - usize::from((hi - lo) % 4 == 2)
}

/// Number of base tiles of an h × w rectangle (the divide-and-conquer tourney's cycle count).
pub(super) fn divide_tiles(h: usize, w: usize) -> usize {
    if h < 12 || w < 12 {
        1
    } else {
        let (mh, mw) = (split(0, h), split(0, w));
        divide_tiles(mh, mw)
            + divide_tiles(mh, w - mw)
            + divide_tiles(h - mh, mw)
            + divide_tiles(h - mh, w - mw)
    }
}

pub(super) fn divide(n: usize, join: bool, tiles: Tiles) -> CycleCover {
    let mut b = Builder::new(n, n);
    divide_rect(&mut b, (0, n), (0, n), join, tiles);
    b.finish()
}

/// Fill rows `r0..r1` × cols `c0..c1`: a base tile when a side is under 12, otherwise four
/// quadrants recursively, joined at the centre when `join`.
fn divide_rect(
    b: &mut Builder,
    (r0, r1): (usize, usize),
    (c0, c1): (usize, usize),
    join: bool,
    tiles: Tiles,
) {
    let (h, w) = (r1 - r0, c1 - c0);
    if h < 12 || w < 12 {
        copy_in(b, tiles.tile(h, w), r0, c0);
        return;
    }
    let (mr, mc) = (split(r0, r1), split(c0, c1));
    divide_rect(b, (r0, mr), (c0, mc), join, tiles);
    divide_rect(b, (r0, mr), (mc, c1), join, tiles);
    divide_rect(b, (mr, r1), (c0, mc), join, tiles);
    divide_rect(b, (mr, r1), (mc, c1), join, tiles);
    if join {
        // The structured corner moves meeting at the centre (one per quadrant) ...
        let a = ((mr - 1, mc - 3), (mr - 2, mc - 1)); // top-left quadrant, its bottom-right
        let bb = ((mr - 1, mc), (mr - 3, mc + 1)); // top-right quadrant, its bottom-left
        let c = ((mr + 1, mc), (mr, mc + 2)); // bottom-right quadrant, its top-left
        let d = ((mr + 2, mc - 2), (mr, mc - 1)); // bottom-left quadrant, its top-right
        for (x, y) in [a, bb, c, d] {
            let (x, y) = (b.at(x.0, x.1), b.at(y.0, y.1));
            b.remove(x, y);
        }
        // ... are replaced by four moves that chain the four opened tours into one.
        b.add_rc(a.1, bb.1);
        b.add_rc(bb.0, c.1);
        b.add_rc(c.0, d.0);
        b.add_rc(d.1, a.0);
    }
}

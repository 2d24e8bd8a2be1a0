//! Any board and any leaper: a rectangle with squares removed, its edges optionally joined (a
//! cylinder or a torus), walked by an (a, b) leaper.
//!
//! A [`Region`] is what the walk ([`crate::walk::Walk::on`]), its validator ([`check_path`])
//! and `exists` ([`exists`]) read; the plain rectangle walked by a knight is
//! [`Region::new`]. The leaper's eight directions are numbered as the knight's are (Squirrel &
//! Cull's 1–8, 000 Figure 1, clockwise from "up, right"): the knight's (1, 2) becomes (a, b) in
//! each, so a move-ordering and every tiebreak that reads one keep their meaning
//! ([`Leaper::deltas`]).
//!
//! ```
//! use warnsdorff::board::{Board, Square};
//! use warnsdorff::region::{Leaper, Region, Wrap};
//! let r = Region::new(Board::new(4, 4).unwrap()).with_wrap(Wrap::Torus);
//! // On the 4×4 torus the knight on (1,1) reaches (3,2) by moving two up and one right.
//! assert_eq!(r.step(Square::new(1, 1), warnsdorff::moves::Move::ALL[0]), Some(Square::new(3, 2)));
//! let camel = Region::new(Board::new(8, 8).unwrap()).with_leaper(Leaper::CAMEL);
//! assert_eq!(camel.degree(Square::new(1, 1)), 2);
//! ```

pub mod exists;
pub mod text;

use crate::board::{Board, BoardError, Square};
use crate::matrix::{Invalid, Verdict};
use crate::moves::Move;
use std::fmt;
use std::str::FromStr;
use std::sync::Arc;
pub use text::{Shape, ShapeError};

/// How the board's edges join: not at all, the columns wrapping (a cylinder), or both rows and
/// columns wrapping (a torus).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Hash)]
pub enum Wrap {
    #[default]
    None,
    Cylinder,
    Torus,
}

impl Wrap {
    /// Whether the columns wrap (a move off the right edge comes back on the left).
    pub fn cols(self) -> bool {
        self != Wrap::None
    }

    /// Whether the rows wrap.
    pub fn rows(self) -> bool {
        self == Wrap::Torus
    }
}

/// The largest a or b of a leaper the walk takes: its border is that wide.
pub const MAX_LEAP: u32 = 100;

/// An (a, b) leaper with 1 ≤ a < b ≤ [`MAX_LEAP`]: it jumps a squares one way and b the other.
/// (b, a) is the same piece, so it is kept as (min, max).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Leaper {
    a: u32,
    b: u32,
}

impl Leaper {
    /// The knight, (1, 2).
    pub const KNIGHT: Leaper = Leaper { a: 1, b: 2 };
    /// The camel, (1, 3).
    pub const CAMEL: Leaper = Leaper { a: 1, b: 3 };
    /// The zebra, (2, 3).
    pub const ZEBRA: Leaper = Leaper { a: 2, b: 3 };
    /// The giraffe, (1, 4).
    pub const GIRAFFE: Leaper = Leaper { a: 1, b: 4 };
    /// The named leapers, with their names.
    pub const NAMED: [(&'static str, Leaper); 4] = [
        ("knight", Leaper::KNIGHT),
        ("camel", Leaper::CAMEL),
        ("zebra", Leaper::ZEBRA),
        ("giraffe", Leaper::GIRAFFE),
    ];

    /// The (a, b) leaper, in either order; refused when a = b, either is 0 (four directions,
    /// not eight) or either is over [`MAX_LEAP`].
    ///
    /// ```
    /// use warnsdorff::region::Leaper;
    /// assert_eq!(Leaper::new(2, 1).unwrap(), Leaper::KNIGHT);
    /// assert!(Leaper::new(2, 2).is_err());
    /// assert!(Leaper::new(0, 1).is_err());
    /// ```
    pub fn new(a: u32, b: u32) -> Result<Leaper, ShapeError> {
        if a == b || a == 0 || b == 0 || a > MAX_LEAP || b > MAX_LEAP {
            return Err(ShapeError(format!(
                "leaper {a},{b}: give A,B with A and B different whole numbers from 1 to \
                 {MAX_LEAP} (the knight is 1,2; a 0 gives four directions, not eight)"
            )));
        }
        Ok(Leaper {
            a: a.min(b),
            b: a.max(b),
        })
    }

    /// The shorter leg.
    pub fn a(self) -> u32 {
        self.a
    }

    /// The longer leg.
    pub fn b(self) -> u32 {
        self.b
    }

    /// Its name, if it has one of [`Leaper::NAMED`].
    pub fn name(self) -> Option<&'static str> {
        Leaper::NAMED
            .iter()
            .find(|(_, l)| *l == self)
            .map(|(n, _)| *n)
    }

    /// Whether a move changes the colour of the square: a + b odd. A leaper with a + b even
    /// keeps to the squares of one colour.
    pub fn changes_colour(self) -> bool {
        (self.a + self.b) % 2 == 1
    }

    /// (row, col) deltas of the eight directions in the internal order (Squirrel's 1–8 less
    /// one): the knight's [`crate::moves::DELTAS`] with 1 read as a and 2 as b.
    ///
    /// ```
    /// use warnsdorff::region::Leaper;
    /// assert_eq!(Leaper::KNIGHT.deltas(), warnsdorff::moves::DELTAS);
    /// assert_eq!(Leaper::CAMEL.deltas()[0], (-3, 1));
    /// ```
    pub fn deltas(self) -> [(i32, i32); 8] {
        let (a, b) = (self.a as i32, self.b as i32);
        crate::moves::DELTAS.map(|(dr, dc)| {
            let leg = |d: i32| d.signum() * if d.abs() == 1 { a } else { b };
            (leg(dr), leg(dc))
        })
    }
}

impl Default for Leaper {
    fn default() -> Leaper {
        Leaper::KNIGHT
    }
}

impl fmt::Display for Leaper {
    /// `A,B`, as [`Leaper::from_str`] reads it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{},{}", self.a, self.b)
    }
}

impl FromStr for Leaper {
    type Err = ShapeError;

    /// `A,B` or a name of [`Leaper::NAMED`].
    ///
    /// ```
    /// use warnsdorff::region::Leaper;
    /// assert_eq!("camel".parse::<Leaper>().unwrap(), "3,1".parse().unwrap());
    /// assert!("rook".parse::<Leaper>().is_err());
    /// ```
    fn from_str(text: &str) -> Result<Leaper, ShapeError> {
        let t = text.trim();
        if let Some((_, l)) = Leaper::NAMED
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(t))
        {
            return Ok(*l);
        }
        let bad = || {
            ShapeError(format!(
                "'{t}' is not a leaper: give A,B (two different whole numbers from 1 to \
                 {MAX_LEAP}) or one of knight, camel, zebra, giraffe"
            ))
        };
        let (a, b) = t.split_once(',').ok_or_else(bad)?;
        let a: u32 = a.trim().parse().map_err(|_| bad())?;
        let b: u32 = b.trim().parse().map_err(|_| bad())?;
        Leaper::new(a, b)
    }
}

/// A board the walk can take: a rectangle, its removed squares, its wrap and its leaper.
/// Cheap to clone (the removed squares are shared).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Region {
    board: Board,
    leaper: Leaper,
    wrap: Wrap,
    /// Row-major, true for a removed square; None: none removed.
    removed: Option<Arc<[bool]>>,
    /// Squares not removed.
    present: usize,
}

impl Region {
    /// The whole rectangle, a knight, no wrap.
    pub fn new(board: Board) -> Region {
        Region {
            board,
            leaper: Leaper::KNIGHT,
            wrap: Wrap::None,
            removed: None,
            present: board.squares(),
        }
    }

    /// The region of a shape's text ([`Shape`]).
    pub fn of_shape(shape: &Shape) -> Result<Region, BoardError> {
        let board = Board::new(shape.rows as u64, shape.cols as u64)?;
        Ok(Region::new(board)
            .with_removed(&shape.removed)
            .expect("a shape holds rows x cols entries"))
    }

    /// The same with `leaper`.
    pub fn with_leaper(self, leaper: Leaper) -> Region {
        Region { leaper, ..self }
    }

    /// The same with `wrap`.
    pub fn with_wrap(self, wrap: Wrap) -> Region {
        Region { wrap, ..self }
    }

    /// The same with the squares `removed[i]` (row-major) taken out; refused unless it holds
    /// one entry a square.
    pub fn with_removed(self, removed: &[bool]) -> Result<Region, ShapeError> {
        if removed.len() != self.board.squares() {
            return Err(ShapeError(format!(
                "the shape has {} entries for a {} board",
                removed.len(),
                self.board
            )));
        }
        let gone = removed.iter().filter(|&&r| r).count();
        Ok(Region {
            present: self.board.squares() - gone,
            removed: (gone > 0).then(|| Arc::from(removed)),
            ..self
        })
    }

    pub fn board(&self) -> Board {
        self.board
    }

    pub fn leaper(&self) -> Leaper {
        self.leaper
    }

    pub fn wrap(&self) -> Wrap {
        self.wrap
    }

    /// The plain case: a whole rectangle, a knight, no wrap.
    pub fn is_plain(&self) -> bool {
        self.removed.is_none() && self.leaper == Leaper::KNIGHT && self.wrap == Wrap::None
    }

    /// The squares not removed.
    pub fn squares(&self) -> usize {
        self.present
    }

    /// Whether the square at row-major index `i` was removed.
    pub fn is_removed_index(&self, i: usize) -> bool {
        self.removed.as_ref().is_some_and(|r| r[i])
    }

    /// Whether `s` is on the rectangle and not removed.
    pub fn contains(&self, s: Square) -> bool {
        self.board
            .index(s)
            .is_some_and(|i| !self.is_removed_index(i))
    }

    /// The removed squares, row-major.
    pub fn removed(&self) -> Vec<Square> {
        (0..self.board.squares())
            .filter(|&i| self.is_removed_index(i))
            .map(|i| self.board.square(i))
            .collect()
    }

    /// The square move `m` leads to from `s` (the wrap applied), if it is a square of the
    /// region other than `s` and no earlier direction (internal order) from `s` reaches it: on
    /// a small wrapped board two directions may land on one square, which is one neighbour.
    pub fn step(&self, s: Square, m: Move) -> Option<Square> {
        let t = self.land(s, m)?;
        let first = Move::ALL[..m.index()]
            .iter()
            .all(|&e| self.land(s, e) != Some(t));
        first.then_some(t)
    }

    /// Where direction `m` lands from `s`, duplicates included.
    fn land(&self, s: Square, m: Move) -> Option<Square> {
        let (dr, dc) = self.leaper.deltas()[m.index()];
        let fold = |x: u32, d: i32, n: u32, wraps: bool| {
            let v = x as i64 - 1 + d as i64;
            match (0..n as i64).contains(&v) {
                true => Some(v as u32 + 1),
                false if wraps => Some(v.rem_euclid(n as i64) as u32 + 1),
                false => None,
            }
        };
        let r = fold(s.row, dr, self.board.rows(), self.wrap.rows())?;
        let c = fold(s.col, dc, self.board.cols(), self.wrap.cols())?;
        let t = Square::new(r, c);
        (t != s && self.contains(t)).then_some(t)
    }

    /// The move from `a` to `b`, if `b` is a neighbour of `a`.
    pub fn move_between(&self, a: Square, b: Square) -> Option<Move> {
        if self.wrap == Wrap::None && self.leaper == Leaper::KNIGHT {
            return Board::move_between(a, b).filter(|_| self.contains(a) && self.contains(b));
        }
        Move::ALL.into_iter().find(|&m| self.step(a, m) == Some(b))
    }

    /// The leaper's vector (Δrow, Δcol) of the move from `a` to `b`: the squares' difference
    /// when it is one of the leaper's vectors, else (a move across a wrapped edge) the vector
    /// of the move that lands on `b`; None when `b` is no neighbour of `a`.
    ///
    /// ```
    /// use warnsdorff::board::{Board, Square};
    /// use warnsdorff::region::{Region, Wrap};
    /// let cylinder = Region::new(Board::new(4, 5).unwrap()).with_wrap(Wrap::Cylinder);
    /// assert_eq!(cylinder.vector(Square::new(1, 5), Square::new(2, 2)), Some((1, 2)));
    /// assert_eq!(cylinder.vector(Square::new(1, 1), Square::new(2, 3)), Some((1, 2)));
    /// ```
    pub fn vector(&self, a: Square, b: Square) -> Option<(i32, i32)> {
        let deltas = self.leaper.deltas();
        let plane = (b.row as i64 - a.row as i64, b.col as i64 - a.col as i64);
        let on_plane = deltas.iter().any(|&(r, c)| (r as i64, c as i64) == plane);
        if on_plane && self.contains(a) && self.contains(b) {
            return Some((plane.0 as i32, plane.1 as i32));
        }
        self.move_between(a, b).map(|m| deltas[m.index()])
    }

    /// The neighbours of `s` with the move reaching each, in internal order.
    pub fn neighbours(&self, s: Square) -> impl Iterator<Item = (Move, Square)> + '_ {
        Move::ALL
            .into_iter()
            .filter_map(move |m| self.step(s, m).map(|t| (m, t)))
    }

    /// The number of neighbours of `s` (its degree on the empty board).
    pub fn degree(&self, s: Square) -> usize {
        self.neighbours(s).count()
    }

    /// A number that tells shapes apart (0: nothing removed), without writing the shape out:
    /// the pages' keys of a region on a board of millions of squares (its text was a string of
    /// a byte a square, written at every status).
    pub fn shape_key(&self) -> u64 {
        use std::hash::{Hash, Hasher};
        let Some(removed) = &self.removed else {
            return 0;
        };
        let mut h = std::collections::hash_map::DefaultHasher::new();
        for chunk in removed.chunks(64) {
            chunk
                .iter()
                .enumerate()
                .fold(0u64, |w, (k, &r)| w | u64::from(r) << k)
                .hash(&mut h);
        }
        h.finish() | 1
    }

    /// The shape as the papers' matrix text: `.` a square, `#` a removed one, a row a line.
    ///
    /// ```
    /// use warnsdorff::region::{Region, Shape};
    /// let r = Region::of_shape(&"..#\n...".parse::<Shape>().unwrap()).unwrap();
    /// assert_eq!(r.shape_text(), "..#\n...\n");
    /// ```
    pub fn shape_text(&self) -> String {
        let cols = self.board.cols() as usize;
        let mut out = String::new();
        for i in 0..self.board.squares() {
            out.push(if self.is_removed_index(i) { '#' } else { '.' });
            if i % cols == cols - 1 {
                out.push('\n');
            }
        }
        out
    }

    /// What the region is, in words, for the plain parts left out: e.g. `7x7 less 1 square,
    /// torus, leaper 1,3 (camel)`.
    pub fn describe(&self) -> String {
        let mut t = self.board.to_string();
        let gone = self.board.squares() - self.present;
        if gone > 0 {
            t += &format!(" less {gone} square{}", if gone == 1 { "" } else { "s" });
        }
        if self.wrap != Wrap::None {
            t += &format!(", {}", self.wrap.name());
        }
        if self.leaper != Leaper::KNIGHT {
            t += &format!(", leaper {}", self.leaper);
            if let Some(n) = self.leaper.name() {
                t += &format!(" ({n})");
            }
        }
        t
    }
}

/// Check a path on a region: on its squares, no square twice, each step a move of its leaper
/// (the wrap applied); then what it is: a closed tour (every square, at least three, the last
/// a move from the first), a tour, or a path. An error's `line` is the 1-based position in the path.
///
/// ```
/// use warnsdorff::board::{Board, Square};
/// use warnsdorff::matrix::Verdict;
/// use warnsdorff::region::{check_path, Region, Wrap};
/// // On the 4×4 torus a knight on (1,1) reaches (4,3) by the top edge: one row up, two right.
/// let r = Region::new(Board::new(4, 4).unwrap()).with_wrap(Wrap::Torus);
/// let path = [Square::new(1, 1), Square::new(4, 3)];
/// assert_eq!(check_path(&r, &path), Ok(Verdict::Path { len: 2 }));
/// assert!(check_path(&Region::new(Board::new(4, 4).unwrap()), &path).is_err());
/// assert!(check_path(&r, &[Square::new(1, 1), Square::new(1, 2)]).is_err());
/// ```
pub fn check_path(region: &Region, path: &[Square]) -> Result<Verdict, Invalid> {
    let at = |k: usize, message: String| Invalid {
        line: k + 1,
        square: path.get(k).copied(),
        message,
    };
    if path.is_empty() {
        return Err(at(0, "the path is empty".into()));
    }
    let board = region.board();
    let mut seen = vec![false; board.squares()];
    for (k, &s) in path.iter().enumerate() {
        if !region.contains(s) {
            let why = if board.contains(s) {
                "a removed square"
            } else {
                "off the board"
            };
            return Err(at(k, format!("square {} of the path is {why}", k + 1)));
        }
        let i = board.index(s).expect("on the board");
        if std::mem::replace(&mut seen[i], true) {
            return Err(at(
                k,
                format!("square {} of the path repeats an earlier square", k + 1),
            ));
        }
        if k > 0 && region.move_between(path[k - 1], s).is_none() {
            return Err(at(
                k,
                format!(
                    "squares {k} and {} of the path, {} and {s}, are not a {} move apart",
                    k + 1,
                    path[k - 1],
                    region.leaper()
                ),
            ));
        }
    }
    let n = region.squares();
    Ok(if path.len() == n && n > 1 {
        match region.move_between(path[n - 1], path[0]).filter(|_| n > 2) {
            Some(_) => Verdict::ClosedTour,
            None => Verdict::Tour,
        }
    } else {
        Verdict::Path { len: path.len() }
    })
}

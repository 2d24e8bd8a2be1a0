//! The eight knight's moves, one internal numbering, and conversions to the papers' numberings.
//!
//! Internally a move is a [`Move`] holding an index 0–7 that runs **clockwise starting from
//! "two up, one right"**: it is Squirrel & Cull's numbering (000, Figure 1) minus one. Every
//! paper's numbering is converted at the edges with the functions below, never mixed inside.
//!
//! ```text
//!   Internal (0–7)        Squirrel & Cull (1–8)   Parberry (0–7)          Phadke (1–8)
//!   clockwise from        clockwise from          counterclockwise from   clockwise from
//!   up-right              up-right                right-up                right-down
//!
//!    . 7 . 0 .             . 8 . 1 .               . 2 . 1 .               . 6 . 7 .
//!    6 . . . 1             7 . . . 2               3 . . . 0               5 . . . 8
//!    . . N . .             . . N . .               . . N . .               . . N . .
//!    5 . . . 2             6 . . . 3               4 . . . 7               4 . . . 1
//!    . 4 . 3 .             . 5 . 4 .               . 5 . 6 .               . 3 . 2 .
//! ```
//!
//! Rows grow downwards and columns to the right, as in the papers' matrices, so "up" is a
//! negative row delta.
//!
//! ```
//! use warnsdorff::moves::Move;
//! let m = Move::from_squirrel(1).unwrap();
//! assert_eq!(m.delta(), (-2, 1));
//! assert_eq!(m.parberry(), 1);
//! assert_eq!(m.phadke(), 7);
//! assert_eq!(Move::from_parberry(m.parberry()), Some(m));
//! ```

use std::fmt;

/// Row and column deltas of the internal moves 0–7 (clockwise from two-up-one-right).
pub const DELTAS: [(i32, i32); 8] = [
    (-2, 1),
    (-1, 2),
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
];

/// Internal index of Parberry's move `p` (001, Figure 1; his `GetMoveIndex`): counterclockwise
/// from "two right, one up".
const FROM_PARBERRY: [u8; 8] = [1, 0, 7, 6, 5, 4, 3, 2];
/// Internal index of Phadke's move `k - 1` (002: move 1 is two right and one down, clockwise).
const FROM_PHADKE: [u8; 8] = [2, 3, 4, 5, 6, 7, 0, 1];

/// One of the eight knight's moves, in the internal numbering (see the module docs).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move(u8);

impl Move {
    /// All eight moves in internal order.
    pub const ALL: [Move; 8] = [
        Move(0),
        Move(1),
        Move(2),
        Move(3),
        Move(4),
        Move(5),
        Move(6),
        Move(7),
    ];

    /// The move with internal index `i` (0–7).
    pub fn new(i: u8) -> Option<Move> {
        (i < 8).then_some(Move(i))
    }

    /// Internal index 0–7.
    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// (row delta, column delta); rows grow downwards.
    pub fn delta(self) -> (i32, i32) {
        DELTAS[self.0 as usize]
    }

    /// The move with the given deltas, if it is a knight's move.
    pub fn from_delta(dr: i32, dc: i32) -> Option<Move> {
        DELTAS
            .iter()
            .position(|&d| d == (dr, dc))
            .map(|i| Move(i as u8))
    }

    /// The move that undoes this one.
    pub fn reverse(self) -> Move {
        Move((self.0 + 4) % 8)
    }

    /// Squirrel & Cull's number, 1–8 (000, Figure 1).
    pub fn squirrel(self) -> u8 {
        self.0 + 1
    }

    /// The move with Squirrel & Cull's number `k` (1–8).
    pub fn from_squirrel(k: u8) -> Option<Move> {
        (1..=8).contains(&k).then(|| Move(k - 1))
    }

    /// Parberry's number, 0–7 (001, Figure 1).
    pub fn parberry(self) -> u8 {
        FROM_PARBERRY.iter().position(|&i| i == self.0).unwrap() as u8
    }

    /// The move with Parberry's number `p` (0–7).
    pub fn from_parberry(p: u8) -> Option<Move> {
        FROM_PARBERRY.get(p as usize).map(|&i| Move(i))
    }

    /// Phadke's number, 1–8 (002).
    pub fn phadke(self) -> u8 {
        FROM_PHADKE.iter().position(|&i| i == self.0).unwrap() as u8 + 1
    }

    /// The move with Phadke's number `k` (1–8).
    pub fn from_phadke(k: u8) -> Option<Move> {
        (1..=8)
            .contains(&k)
            .then(|| Move(FROM_PHADKE[k as usize - 1]))
    }
}

impl fmt::Display for Move {
    /// Shown in Squirrel's numbering, the one orderings are written in.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.squirrel())
    }
}

/// A move-ordering (000 §2): a permutation of the eight moves; the earlier a move stands, the
/// more it is preferred when a tie must be broken. Written in Squirrel's numbering, e.g.
/// `34261578`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Ordering {
    /// The moves, most preferred first.
    moves: [Move; 8],
    /// `rank[m]` is the position of internal move `m` in `moves`.
    rank: [u8; 8],
}

impl Ordering {
    /// Build from moves, most preferred first; must be a permutation.
    pub fn from_moves(moves: [Move; 8]) -> Option<Ordering> {
        let mut rank = [u8::MAX; 8];
        for (pos, m) in moves.iter().enumerate() {
            if rank[m.index()] != u8::MAX {
                return None;
            }
            rank[m.index()] = pos as u8;
        }
        Some(Ordering { moves, rank })
    }

    /// Parse eight digits 1–8 in Squirrel's numbering, each once, e.g. `34261578`.
    pub fn parse(text: &str) -> Result<Ordering, OrderingError> {
        let t = text.trim();
        let digits: Vec<char> = t.chars().collect();
        let err = |problem| OrderingError {
            text: t.to_string(),
            problem,
        };
        if digits.len() != 8 {
            return Err(err(OrderingProblem::Length(digits.len())));
        }
        let mut moves = [Move(0); 8];
        let mut seen = [false; 8];
        for (i, c) in digits.iter().enumerate() {
            let k = c
                .to_digit(10)
                .filter(|d| (1..=8).contains(d))
                .ok_or_else(|| err(OrderingProblem::NotAMove(*c)))? as u8;
            if seen[k as usize - 1] {
                let missing: String = (1..=8u8)
                    .filter(|d| !digits.contains(&char::from(b'0' + d)))
                    .map(|d| char::from(b'0' + d))
                    .collect();
                return Err(err(OrderingProblem::Repeats { of: k, missing }));
            }
            seen[k as usize - 1] = true;
            moves[i] = Move(k - 1);
        }
        Ok(Ordering::from_moves(moves).expect("checked permutation"))
    }

    /// The moves, most preferred first.
    pub fn moves(&self) -> &[Move; 8] {
        &self.moves
    }

    /// The eight moves packed in a word: equal keys, equal orderings (a one-compare cache key).
    #[inline]
    pub fn key(&self) -> u64 {
        u64::from_le_bytes(self.moves.map(|m| m.0))
    }

    /// Position of `m` in the ordering (0 = most preferred).
    #[inline]
    pub fn rank(&self, m: Move) -> u8 {
        self.rank[m.index()]
    }
}

impl fmt::Display for Ordering {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for m in self.moves {
            write!(f, "{}", m.squirrel())?;
        }
        Ok(())
    }
}

/// Why a move-ordering was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OrderingError {
    /// The text as given (trimmed).
    pub text: String,
    pub problem: OrderingProblem,
}

/// What is wrong with a move-ordering's text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OrderingProblem {
    /// Not eight characters.
    Length(usize),
    /// A character that is not a move 1–8.
    NotAMove(char),
    /// A move given twice (and the moves missing).
    Repeats { of: u8, missing: String },
}

impl fmt::Display for OrderingError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let t = &self.text;
        match &self.problem {
            OrderingProblem::Length(n) => write!(
                f,
                "ordering '{t}' has {n} digits; it needs the eight moves 1-8 (Squirrel's numbering) each once, e.g. 12345678"
            ),
            OrderingProblem::NotAMove(c) => write!(
                f,
                "ordering '{t}': '{c}' is not a move; moves are the digits 1-8 (Squirrel's numbering)"
            ),
            OrderingProblem::Repeats { of, missing } => write!(
                f,
                "ordering '{t}' repeats move {of} and lacks {missing}; each of 1-8 must appear once"
            ),
        }
    }
}

impl std::error::Error for OrderingError {}

impl std::str::FromStr for Ordering {
    type Err = OrderingError;
    fn from_str(s: &str) -> Result<Self, OrderingError> {
        Ordering::parse(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squirrel_numbering_matches_figure_1_and_the_k_vector() {
        // 000 step 1 of the Algorithm: K := [(-2,1),(-1,2),(1,2),(2,1),(2,-1),(1,-2),(-1,-2),(-2,-1)]
        let k = [
            (-2, 1),
            (-1, 2),
            (1, 2),
            (2, 1),
            (2, -1),
            (1, -2),
            (-1, -2),
            (-2, -1),
        ];
        for (i, d) in k.iter().enumerate() {
            assert_eq!(Move::from_squirrel(i as u8 + 1).unwrap().delta(), *d);
        }
    }

    #[test]
    fn parberry_numbering_is_counterclockwise_from_right_up() {
        // Parberry's GetMoveIndex, with (dx, dy) turned into (row, col) = (dy, dx).
        let expect = [
            (-1, 2),
            (-2, 1),
            (-2, -1),
            (-1, -2),
            (1, -2),
            (2, -1),
            (2, 1),
            (1, 2),
        ];
        for (p, d) in expect.iter().enumerate() {
            let m = Move::from_parberry(p as u8).unwrap();
            assert_eq!(m.delta(), *d, "Parberry move {p}");
            assert_eq!(m.parberry(), p as u8);
        }
        // Downward moves are 4..=7 (001, Figure 9).
        for p in 4..8 {
            assert!(Move::from_parberry(p).unwrap().delta().0 > 0);
        }
    }

    #[test]
    fn phadke_numbering_is_clockwise_from_right_down() {
        let expect = [
            (1, 2),
            (2, 1),
            (2, -1),
            (1, -2),
            (-1, -2),
            (-2, -1),
            (-2, 1),
            (-1, 2),
        ];
        for (k, d) in expect.iter().enumerate() {
            let m = Move::from_phadke(k as u8 + 1).unwrap();
            assert_eq!(m.delta(), *d, "Phadke move {}", k + 1);
            assert_eq!(m.phadke(), k as u8 + 1);
        }
        assert_eq!(Move::from_phadke(0), None);
        assert_eq!(Move::from_phadke(9), None);
    }

    #[test]
    fn reverse_is_opposite() {
        for m in Move::ALL {
            let (a, b) = m.delta();
            assert_eq!(m.reverse().delta(), (-a, -b));
        }
    }

    #[test]
    fn ordering_parse_and_errors() {
        let o = Ordering::parse("34261578").unwrap();
        assert_eq!(o.to_string(), "34261578");
        assert_eq!(o.rank(Move::from_squirrel(3).unwrap()), 0);
        assert_eq!(o.rank(Move::from_squirrel(8).unwrap()), 7);
        let e = Ordering::parse("12345677").unwrap_err().to_string();
        assert!(e.contains("repeats move 7") && e.contains("lacks 8"), "{e}");
        let e = Ordering::parse("1234567").unwrap_err().to_string();
        assert!(e.contains("7 digits"), "{e}");
        let e = Ordering::parse("1234567x").unwrap_err().to_string();
        assert!(e.contains("'x' is not a move"), "{e}");
        let e = Ordering::parse("12345670").unwrap_err().to_string();
        assert!(e.contains("'0' is not a move"), "{e}");
    }
}

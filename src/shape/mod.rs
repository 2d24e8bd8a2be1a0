//! The shape of a tour: its **turns** and **crossings**, after Mamano, Efrat et al., "Taming the
//! Knight's Tour: Minimizing Turns and Crossings" (FUN 2021, arXiv:1904.02824).
//!
//! A *turn* is a square where the incoming and the outgoing move differ in direction (a closed
//! tour, and each cycle of a cover, wraps round); a *crossing* is a pair of moves whose segments
//! between square centres meet at a point that is an endpoint of neither. [`turns`](mod@turns) and
//! [`crossings`](mod@crossings) hold the definitions and their readings; [`Shape`] measures a path, a closed
//! tour or a cover with both, in time linear in its squares.
//!
//! ```
//! use warnsdorff::board::Square;
//! use warnsdorff::shape::Shape;
//! let s = |r, c| Square::new(r, c);
//! // A knight's 4-cycle, a rhombus: four turns, and its sides do not cross.
//! let rhombus = [s(2, 2), s(3, 4), s(5, 3), s(4, 1)];
//! assert_eq!(Shape::of_closed(&rhombus), Shape { turns: 4, crossings: 0 });
//! ```

pub mod crossings;
pub mod turns;

pub use crossings::{count_crossings, count_crossings_on, crossings, segments_cross};
pub use turns::{turns, turns_of_cycles, turns_with};

use crate::board::Square;
use serde::{Deserialize, Serialize};

/// Turns and crossings of one path, tour or cover.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Shape {
    pub turns: u64,
    pub crossings: u64,
}

/// The moves of squares visited in order, with the closing move when `closed` (and there are
/// at least three squares, a cycle).
fn moves_of(squares: &[Square], closed: bool) -> impl Iterator<Item = [Square; 2]> + Clone + '_ {
    let closing = (closed && squares.len() >= 3).then(|| [squares[squares.len() - 1], squares[0]]);
    squares.windows(2).map(|w| [w[0], w[1]]).chain(closing)
}

impl Shape {
    /// A path (`closed`: a closed tour, wrapping round) on `region`: as [`Shape::of_path`] and
    /// [`Shape::of_closed`] on a board that does not wrap; on a cylinder or a torus each move
    /// is its leaper's vector (a move across an edge is not the long segment between its
    /// squares' centres), and crossings are counted on the board ([`count_crossings_on`]).
    ///
    /// ```
    /// use warnsdorff::board::{Board, Square};
    /// use warnsdorff::region::{Region, Wrap};
    /// use warnsdorff::shape::Shape;
    /// let s = |r, c| Square::new(r, c);
    /// let torus = Region::new(Board::new(5, 5).unwrap()).with_wrap(Wrap::Torus);
    /// // (1,1) → (2,3) → (3,5) → (4,2): the third move is (1,2) across the seam, straight on.
    /// let path = [s(1, 1), s(2, 3), s(3, 5), s(4, 2)];
    /// assert_eq!(Shape::on(&torus, &path, false).turns, 0);
    /// assert_eq!(Shape::of_path(&path).turns, 1);
    /// ```
    pub fn on(region: &crate::region::Region, path: &[Square], closed: bool) -> Shape {
        if region.wrap() == crate::region::Wrap::None {
            return match closed {
                true => Shape::of_closed(path),
                false => Shape::of_path(path),
            };
        }
        let vector = |a: Square, b: Square| {
            let (r, c) = region.vector(a, b).unwrap_or((
                (b.row as i64 - a.row as i64) as i32,
                (b.col as i64 - a.col as i64) as i32,
            ));
            (r as i64, c as i64)
        };
        Shape {
            turns: turns_with(path, closed, vector),
            crossings: count_crossings_on(moves_of(path, closed), region),
        }
    }

    /// An open path: turns at its interior squares, crossings among its moves.
    ///
    /// ```
    /// use warnsdorff::board::Square;
    /// use warnsdorff::shape::Shape;
    /// let s = |r, c| Square::new(r, c);
    /// // Two moves that differ: one turn, and two moves sharing a square do not cross.
    /// assert_eq!(Shape::of_path(&[s(1, 1), s(2, 3), s(1, 5)]), Shape { turns: 1, crossings: 0 });
    /// ```
    pub fn of_path(path: &[Square]) -> Shape {
        Shape {
            turns: turns(path, false),
            crossings: count_crossings(moves_of(path, false)),
        }
    }

    /// A closed tour (or any one cycle), its squares in order, the first not repeated at the
    /// end: the last square's move back to the first is a move, and every square may turn.
    ///
    /// ```
    /// use warnsdorff::board::Square;
    /// use warnsdorff::shape::Shape;
    /// let s = |r, c| Square::new(r, c);
    /// let rhombus = [s(2, 2), s(3, 4), s(5, 3), s(4, 1)];
    /// assert_eq!(Shape::of_closed(&rhombus).turns, 4);
    /// ```
    pub fn of_closed(cycle: &[Square]) -> Shape {
        Shape::of_cycles(&[cycle])
    }

    /// A cover: each cycle wrapped round on its own; crossings between moves of any cycles.
    ///
    /// ```
    /// use warnsdorff::board::Square;
    /// use warnsdorff::shape::Shape;
    /// let s = |r, c| Square::new(r, c);
    /// // Two rhombi, one a column right of the other: (2,2)–(3,4) crosses (4,2)–(2,3), and
    /// // (3,4)–(5,3) crosses (5,4)–(4,2).
    /// let a = vec![s(2, 2), s(3, 4), s(5, 3), s(4, 1)];
    /// let b = vec![s(2, 3), s(3, 5), s(5, 4), s(4, 2)];
    /// assert_eq!(Shape::of_cycles(&[a, b]), Shape { turns: 8, crossings: 2 });
    /// ```
    pub fn of_cycles<C: AsRef<[Square]>>(cycles: &[C]) -> Shape {
        Shape {
            turns: turns_of_cycles(cycles),
            crossings: count_crossings(cycles.iter().flat_map(|c| moves_of(c.as_ref(), true))),
        }
    }
}

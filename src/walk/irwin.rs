//! Irwin's trouble and termination squares (004, the text around Figure 2), and the squares no
//! knight can reach any more ("cut off"), counted from the position as it stands.
//!
//! Irwin's words: "A trouble area is a square that has only one entry point and one exit point.
//! If this square is not traversed when the knight lands on any of the adjacent squares, as
//! indicated by the arrows in Figure 2, the square will end up as a termination square. A
//! termination square is one that has only one entry point and no exit square."
//!
//! The reading implemented here. A square the knight has not visited is still *open* through
//! each of its **ways**: every unvisited knight's-move neighbour (a square it may be entered from
//! or left to), and the knight's current square when it is a knight's move away (the knight may
//! enter from there; it is visited, so it is never an exit). A tour passes through a square by
//! one way in and a *different* way out, so:
//!
//! - **trouble**: exactly two ways — "only one entry point and one exit point"; the tour's path
//!   through it is forced, and it becomes a termination square as soon as the knight lands on
//!   one of the two without going through it (Irwin's arrows);
//! - **termination**: exactly one way — "only one entry point and no exit square"; the tour can
//!   only end there, so two of them mean no tour;
//! - **cut off**: no way at all — no knight can reach it again (not Irwin's term; the walk's own).
//!   It is counted square by square, like the other two, not by search: at a dead end the
//!   squares left may still have ways among themselves, and are then not marked cut off though
//!   the knight will never come.
//!
//! In degrees (a square's unvisited neighbours, Irwin's *exit value*): a square away from the
//! knight is trouble at degree 2 and termination at degree 1; a square a knight's move from the
//! knight is trouble at degree 1 and termination at degree 0. The lab formerly marked degree 1
//! as trouble and degree 0 as termination everywhere: one way fewer than Irwin. Figure 2 settles
//! it: its A is a termination square though it is not next to the knight, and (in the figure as
//! transcribed) has one unnumbered neighbour, degree 1; its C, a trouble area, has two. (Its B
//! cannot be checked: in the transcription all four of B's neighbours carry numbers, but the
//! transcription is damaged — it repeats 5 and 15 and lacks 8 and 31.)
//!
//! Named ambiguity: "entry point" could be read as only the knight's current square (a square is
//! entered from where the knight stands). That reading makes A and B — not a knight's move from
//! K — neither trouble nor termination, against the figure, so it is not the one implemented.

use crate::board::{Board, Square};
use serde::{Deserialize, Serialize};

/// Irwin's marking of one unvisited square.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Mark {
    /// Two ways left: one entry point and one exit point.
    Trouble,
    /// One way left: one entry point and no exit.
    Termination,
    /// No way left: no knight can reach it again.
    CutOff,
}

impl Mark {
    /// The mark of an unvisited square with `degree` unvisited neighbours, `from_knight` when
    /// it is a knight's move from the knight's current square; None for an unmarked square.
    pub fn of(degree: u8, from_knight: bool) -> Option<Mark> {
        match degree as u32 + from_knight as u32 {
            0 => Some(Mark::CutOff),
            1 => Some(Mark::Termination),
            2 => Some(Mark::Trouble),
            _ => None,
        }
    }

    /// The mark's name in the pages' words: `trouble`, `termination`, `cut off`.
    pub fn words(self) -> &'static str {
        match self {
            Mark::Trouble => "trouble",
            Mark::Termination => "termination",
            Mark::CutOff => "cut off",
        }
    }
}

/// The marked squares of a position, each list row-major.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Marks {
    pub trouble: Vec<Square>,
    pub termination: Vec<Square>,
    pub cut_off: Vec<Square>,
}

impl Marks {
    /// Add `s` to the list of its mark.
    pub fn push(&mut self, s: Square, mark: Mark) {
        match mark {
            Mark::Trouble => self.trouble.push(s),
            Mark::Termination => self.termination.push(s),
            Mark::CutOff => self.cut_off.push(s),
        }
    }

    /// The marks of any position: `visited` is row-major over `board` (true: visited), and the
    /// knight stands on `knight` (None: no knight on the board, e.g. a hand-made position).
    /// Counts degrees afresh: O(8 × squares). [`crate::walk::Walk::marks`] reads the walk's
    /// kept degrees instead.
    pub fn of_position(board: Board, visited: &[bool], knight: Option<Square>) -> Marks {
        assert_eq!(visited.len(), board.squares(), "one flag per square");
        let mut marks = Marks::default();
        for (i, &seen) in visited.iter().enumerate() {
            if seen {
                continue;
            }
            let s = board.square(i);
            let degree = board
                .neighbours(s)
                .filter(|&(_, t)| !visited[board.index(t).expect("on the board")])
                .count() as u8;
            let from_knight = knight.is_some_and(|k| Board::move_between(k, s).is_some());
            if let Some(m) = Mark::of(degree, from_knight) {
                marks.push(s, m);
            }
        }
        marks
    }

    /// The counts in words for a status line, e.g. ` 2 termination squares (one way in, no way
    /// out). 1 trouble square (one way in, one way out).`; empty when nothing is marked.
    pub fn sentence(&self) -> String {
        let mut out = String::new();
        let mut say = |n: usize, what: &str, how: &str| {
            if n > 0 {
                let s = if n == 1 { "" } else { "s" };
                out += &format!(" {n} {what} square{s} ({how}).");
            }
        };
        say(
            self.termination.len(),
            "termination",
            "one way in, no way out",
        );
        say(self.trouble.len(), "trouble", "one way in, one way out");
        say(self.cut_off.len(), "cut-off", "no way in left");
        out
    }
}

//! The rail itself (001 §4): its shape, what a switch of it does, and how a plan records one.

use crate::board::Board;
use crate::cover::CycleCover;
use crate::moves::Move;
use crate::numbering::Numbering;
use std::fmt;

/// Parberry's downward moves (001 Figure 1/9: moves 4, 5, 6, 7), converted once, here.
pub fn downward_moves() -> [Move; 4] {
    [4, 5, 6, 7].map(|p| Move::from_parberry(p).expect("Parberry move 0-7"))
}

/// A rail (001 §4): topmost square `top` (row-major index), primary move and cross move, both
/// downward and distinct. Its squares are `top`, `top+primary`, `top+cross`,
/// `top+primary+cross`; the primary moves are in the cover, the cross moves are not.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Rail {
    pub top: u32,
    pub primary: Move,
    pub cross: Move,
}

impl Rail {
    /// The four squares `[v0, v1, v2, v3]` (row-major indices) with `v1 = v0 + primary`,
    /// `v2 = v0 + cross`, `v3 = v1 + cross`, or `None` if the parallelogram leaves the board
    /// or a move is not downward.
    pub fn squares(&self, board: Board) -> Option<[usize; 4]> {
        let down = downward_moves();
        if self.primary == self.cross
            || !down.contains(&self.primary)
            || !down.contains(&self.cross)
        {
            return None;
        }
        let v0 = self.top as usize;
        if v0 >= board.squares() {
            return None;
        }
        let v1 = board.step_index(v0, self.primary)?;
        let v2 = board.step_index(v0, self.cross)?;
        let v3 = board.step_index(v1, self.cross)?;
        Some([v0, v1, v2, v3])
    }

    /// The rail that a switch of this one leaves behind (primary and cross exchanged); switching
    /// it undoes the switch.
    pub fn complement(&self) -> Rail {
        Rail {
            top: self.top,
            primary: self.cross,
            cross: self.primary,
        }
    }

    /// Whether this is a rail of `cover` now: primary moves present, cross moves absent.
    pub fn is_present(&self, cover: &CycleCover) -> bool {
        match self.squares(cover.board()) {
            Some([v0, v1, v2, v3]) => {
                cover.has_edge(v0, v1)
                    && cover.has_edge(v2, v3)
                    && !cover.has_edge(v0, v2)
                    && !cover.has_edge(v1, v3)
            }
            None => false,
        }
    }

    /// Primary move in Parberry's numbering (4–7).
    pub fn primary_parberry(&self) -> u8 {
        self.primary.parberry()
    }

    /// Cross move in Parberry's numbering (4–7).
    pub fn cross_parberry(&self) -> u8 {
        self.cross.parberry()
    }

    /// In words with its moves' directions in numbering `n` (001 numbers them 4–7 in
    /// Parberry's), e.g. "rail at (3,4) with primary direction 3 and cross direction 1
    /// (Squirrel's numbering)".
    pub fn describe_in(&self, board: Board, n: Numbering) -> String {
        format!(
            "rail at {} with primary direction {} and cross direction {} ({}'s numbering)",
            board.square(self.top as usize),
            n.number(self.primary),
            n.number(self.cross),
            n.name()
        )
    }
}

/// Why a rail could not be switched.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RailError {
    /// The parallelogram is off the board or its moves are not two distinct downward moves.
    Malformed(Rail),
    /// Its primary moves are not both in the cover, or a cross move already is.
    NotPresent(Rail),
}

impl fmt::Display for RailError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RailError::Malformed(r) => write!(f, "{r:?} is not a rail shape on this board"),
            RailError::NotPresent(r) => write!(f, "{r:?} is not a rail of this cover"),
        }
    }
}

impl std::error::Error for RailError {}

/// What a switch did to the cycles.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Effect {
    /// Its two moves were on two different cycles, now one.
    Joined,
    /// Its two moves were on one cycle, now split into two.
    Split,
    /// Its two moves were on one cycle, which stays one cycle through different moves.
    Rerouted,
}

/// One switch of a plan: the rail switched, what it did, and the cycle count after it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Switch {
    pub rail: Rail,
    pub effect: Effect,
    pub cycles_after: usize,
    /// Which round (shatter number or join round, from 0) of the operation made it.
    pub round: u32,
}

impl Switch {
    /// The rail whose switch undoes this one.
    pub fn undo(&self) -> Rail {
        self.rail.complement()
    }

    /// In words, e.g. "switched rail at (3,4) … : joined two cycles, 5 left".
    pub fn describe(&self, board: Board) -> String {
        self.describe_in(board, Numbering::Parberry)
    }

    /// What the switch did to the cycles, in a few words.
    pub fn effect_words(&self) -> &'static str {
        match self.effect {
            Effect::Joined => "joined two cycles into one",
            Effect::Split => "split one cycle into two",
            Effect::Rerouted => "rerouted one cycle, which stays whole",
        }
    }

    /// In words with the rail's moves in numbering `n`.
    pub fn describe_in(&self, board: Board, n: Numbering) -> String {
        let what = self.effect_words();
        format!(
            "switched {}: {what}; {} cycle{} now",
            self.rail.describe_in(board, n),
            self.cycles_after,
            if self.cycles_after == 1 { "" } else { "s" }
        )
    }
}

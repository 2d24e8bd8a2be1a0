//! The move numbering a page shows: one per page, named, switchable between the papers'
//! (Squirrel & Cull 1–8, Parberry 0–7, Phadke 1–8). The moves themselves and the conversions
//! are in [`crate::moves`]; this is the choice of which one people read, and the compass that
//! draws it.
//!
//! ```
//! use warnsdorff::numbering::Numbering;
//! use warnsdorff::moves::Move;
//! let up_right = Move::from_squirrel(1).unwrap();
//! assert_eq!(Numbering::Parberry.number(up_right), 1);
//! assert_eq!(Numbering::Phadke.number(up_right), 7);
//! assert_eq!(Numbering::parse("parberry").unwrap(), Numbering::Parberry);
//! ```

use crate::moves::{Move, Ordering};
use serde::Serialize;
use std::fmt;

/// Which paper's move numbers are on screen.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Numbering {
    /// Squirrel & Cull (000, Figure 1): 1–8 clockwise from two up, one right. Orderings are
    /// written in it.
    #[default]
    Squirrel,
    /// Parberry (001, Figure 1): 0–7 counterclockwise from two right, one up.
    Parberry,
    /// Phadke (002): 1–8 clockwise from two right, one down.
    Phadke,
}

/// One point of the compass: a move's deltas and its number in a numbering.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct CompassPoint {
    /// Row delta (rows grow downwards).
    pub dr: i32,
    /// Column delta.
    pub dc: i32,
    /// The move's number in the numbering shown.
    pub number: u8,
    /// The move in Squirrel's numbering (how orderings are written).
    pub squirrel: u8,
}

impl Numbering {
    /// Every numbering, in the order the switch offers them.
    pub const ALL: [Numbering; 3] = [Numbering::Squirrel, Numbering::Parberry, Numbering::Phadke];

    /// Read a numbering's name (`squirrel`, `parberry`, `phadke`; case and a trailing `'s`
    /// ignored).
    pub fn parse(text: &str) -> Result<Numbering, String> {
        let t = text.trim().to_ascii_lowercase();
        let t = t.trim_end_matches("'s");
        match t {
            "squirrel" | "squirrel-cull" | "000" => Ok(Numbering::Squirrel),
            "parberry" | "001" => Ok(Numbering::Parberry),
            "phadke" | "002" => Ok(Numbering::Phadke),
            _ => Err(format!(
                "unknown move numbering '{}'; accepted: squirrel, parberry, phadke",
                text.trim()
            )),
        }
    }

    /// The short name used in links: `squirrel`, `parberry`, `phadke`.
    pub fn key(self) -> &'static str {
        match self {
            Numbering::Squirrel => "squirrel",
            Numbering::Parberry => "parberry",
            Numbering::Phadke => "phadke",
        }
    }

    /// What the numbering is, in words, e.g. `Squirrel's numbering, moves 1–8`.
    pub fn words(self) -> &'static str {
        match self {
            Numbering::Squirrel => {
                "Squirrel & Cull's numbering, moves 1–8 clockwise from two up, one right"
            }
            Numbering::Parberry => {
                "Parberry's numbering, moves 0–7 counterclockwise from two right, one up"
            }
            Numbering::Phadke => "Phadke's numbering, moves 1–8 clockwise from two right, one down",
        }
    }

    /// The owner's name, for short labels (`Squirrel`, `Parberry`, `Phadke`).
    pub fn name(self) -> &'static str {
        match self {
            Numbering::Squirrel => "Squirrel",
            Numbering::Parberry => "Parberry",
            Numbering::Phadke => "Phadke",
        }
    }

    /// The number of move `m` in this numbering.
    pub fn number(self, m: Move) -> u8 {
        match self {
            Numbering::Squirrel => m.squirrel(),
            Numbering::Parberry => m.parberry(),
            Numbering::Phadke => m.phadke(),
        }
    }

    /// The move with number `k` in this numbering.
    pub fn from_number(self, k: u8) -> Option<Move> {
        match self {
            Numbering::Squirrel => Move::from_squirrel(k),
            Numbering::Parberry => Move::from_parberry(k),
            Numbering::Phadke => Move::from_phadke(k),
        }
    }

    /// Renumber a move given in Squirrel's numbering (as walk reports give it).
    pub fn of_squirrel(self, k: u8) -> u8 {
        Move::from_squirrel(k).map_or(k, |m| self.number(m))
    }

    /// The numbers of the moves as they stand in `o`, most preferred first, in this numbering
    /// (Squirrel's digits are the ordering's own text).
    pub fn ordering_text(self, o: &Ordering) -> String {
        o.moves()
            .iter()
            .map(|&m| char::from(b'0' + self.number(m)))
            .collect()
    }

    /// The eight moves around a knight, in the internal order, each with its number here.
    pub fn compass(self) -> Vec<CompassPoint> {
        Move::ALL
            .iter()
            .map(|&m| {
                let (dr, dc) = m.delta();
                CompassPoint {
                    dr,
                    dc,
                    number: self.number(m),
                    squirrel: m.squirrel(),
                }
            })
            .collect()
    }

    /// Index `i` of a distribution counted in Parberry's numbering (as [`crate::stats`] counts)
    /// for each number of this numbering, in increasing order: `bars[k] = parberry[perm[k]]`.
    pub fn from_parberry_order(self) -> [usize; 8] {
        let mut out = [0usize; 8];
        let first = self.first_number();
        for p in 0..8u8 {
            let m = Move::from_parberry(p).expect("0-7");
            out[(self.number(m) - first) as usize] = p as usize;
        }
        out
    }

    /// Index of a relative-move distribution counted in Parberry's numbering (001 §3: the turn
    /// from one move to the next, counterclockwise, 0 = repeat) for each relative move of this
    /// numbering: Squirrel's and Phadke's run clockwise, so a turn of `j` there is Parberry's
    /// `(8 - j) mod 8`.
    pub fn relative_order(self) -> [usize; 8] {
        match self {
            Numbering::Parberry => [0, 1, 2, 3, 4, 5, 6, 7],
            _ => [0, 7, 6, 5, 4, 3, 2, 1],
        }
    }

    /// The lowest move number: 0 for Parberry, 1 otherwise.
    pub fn first_number(self) -> u8 {
        match self {
            Numbering::Parberry => 0,
            _ => 1,
        }
    }

    /// The order of a chart's bars in this numbering, for a distribution counted in Parberry's:
    /// [`Numbering::relative_order`] for relative moves, else [`Numbering::from_parberry_order`].
    pub fn bar_order(self, relative: bool) -> [usize; 8] {
        if relative {
            self.relative_order()
        } else {
            self.from_parberry_order()
        }
    }

    /// The labels of a chart's bars (or a table's columns) in the order of
    /// [`Numbering::bar_order`]: the move numbers `first..first + 8`, or for relative moves the
    /// turns 0–7 (0 = repeat) in this numbering's sense of turning.
    ///
    /// ```
    /// use warnsdorff::numbering::Numbering;
    /// assert_eq!(Numbering::Parberry.bar_labels(false), [0, 1, 2, 3, 4, 5, 6, 7]);
    /// assert_eq!(Numbering::Phadke.bar_labels(false), [1, 2, 3, 4, 5, 6, 7, 8]);
    /// assert_eq!(Numbering::Squirrel.bar_labels(true), [0, 1, 2, 3, 4, 5, 6, 7]);
    /// ```
    pub fn bar_labels(self, relative: bool) -> [u8; 8] {
        let first = if relative { 0 } else { self.first_number() };
        std::array::from_fn(|k| first + k as u8)
    }

    /// Every numbering as the pages list them, Squirrel's first (the default).
    pub fn catalogue() -> Vec<NumberingEntry> {
        Numbering::ALL
            .iter()
            .map(|n| NumberingEntry {
                key: n.key(),
                name: n.name(),
                words: n.words(),
            })
            .collect()
    }
}

/// One numbering as a page lists it: its link key, its paper's name, and how it counts in words.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct NumberingEntry {
    pub key: &'static str,
    pub name: &'static str,
    pub words: &'static str,
}

impl fmt::Display for Numbering {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.key())
    }
}

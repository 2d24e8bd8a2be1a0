//! Which tours exist on an n × m board (Lin & Wei 003 Theorems 1–3, after Schwenk 1991), with
//! the reason in words, and the paper's Fig. 5 table.
//!
//! With n ≤ m (the board turned so), and "open" read as 003 §4.3 reads it (a tour that need
//! not close, so every board with a closed tour has an open one):
//! - **closed** (Theorem 1, Schwenk): n and m not both odd, and n ≥ 5 or (n = 3 and m ≥ 10);
//! - **corner-missed closed** (Theorem 2): n and m both odd, and n ≥ 5 or (n = 3 and m ≥ 9);
//! - **open** (Theorem 3): n = 3 and (m = 4 or m ≥ 7), or n ≥ 4 and m ≥ 5.
//!
//! A 1 × 1 board counts as having no tour, as in Fig. 5.
//!
//! ```
//! use warnsdorff::construct::exists::{existence, TourKind};
//! assert_eq!(existence(8, 8).strongest, TourKind::Closed);
//! assert_eq!(existence(7, 7).strongest, TourKind::CornerMissed);
//! assert_eq!(existence(4, 9).strongest, TourKind::Open);
//! assert_eq!(existence(4, 4).strongest, TourKind::None);
//! assert!(existence(3, 7).reason().contains("Theorem"));
//! ```

use serde::Serialize;
use std::fmt;

/// A kind of tour, ordered from weakest to strongest.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum TourKind {
    /// No tour at all.
    None,
    /// An open tour (a knight's path through every square).
    Open,
    /// A closed tour of every square but one corner (odd × odd boards).
    CornerMissed,
    /// A closed tour.
    Closed,
}

impl TourKind {
    /// The name the CLI and the page use: `closed`, `corner-missed`, `open`, `none`.
    pub fn name(self) -> &'static str {
        match self {
            TourKind::None => "none",
            TourKind::Open => "open",
            TourKind::CornerMissed => "corner-missed",
            TourKind::Closed => "closed",
        }
    }

    pub fn from_name(name: &str) -> Option<TourKind> {
        [
            TourKind::Closed,
            TourKind::CornerMissed,
            TourKind::Open,
            TourKind::None,
        ]
        .into_iter()
        .find(|k| k.name() == name)
    }

    /// Fig. 5's letter: C, E, O or X.
    pub fn letter(self) -> char {
        match self {
            TourKind::None => 'X',
            TourKind::Open => 'O',
            TourKind::CornerMissed => 'E',
            TourKind::Closed => 'C',
        }
    }
}

impl fmt::Display for TourKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// What exists on one board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Existence {
    pub rows: u64,
    pub cols: u64,
    /// The strongest kind that exists.
    pub strongest: TourKind,
}

/// The existence of each kind on `rows` × `cols` (Theorems 1–3).
pub fn existence(rows: u64, cols: u64) -> Existence {
    let (n, m) = (rows.min(cols), rows.max(cols));
    let both_odd = n % 2 == 1 && m % 2 == 1;
    let closed = !both_odd && (n >= 5 || (n == 3 && m >= 10));
    let corner = both_odd && (n >= 5 || (n == 3 && m >= 9));
    let open = (n == 3 && (m == 4 || m >= 7)) || (n >= 4 && m >= 5);
    let strongest = if closed {
        TourKind::Closed
    } else if corner {
        TourKind::CornerMissed
    } else if open {
        TourKind::Open
    } else {
        TourKind::None
    };
    Existence {
        rows,
        cols,
        strongest,
    }
}

impl Existence {
    /// Whether a tour of `kind` exists. A closed tour and a corner-missed one never both do
    /// (the first needs an even number of squares, the second an odd one); an open tour exists
    /// whenever either does.
    pub fn has(&self, kind: TourKind) -> bool {
        match kind {
            TourKind::None => true,
            TourKind::Open => self.strongest >= TourKind::Open,
            k => self.strongest == k,
        }
    }

    fn nm(&self) -> (u64, u64) {
        (self.rows.min(self.cols), self.rows.max(self.cols))
    }

    /// Why there is no closed tour (None if there is one).
    pub fn why_not_closed(&self) -> Option<String> {
        let (n, m) = self.nm();
        if self.has(TourKind::Closed) {
            return None;
        }
        Some(if n % 2 == 1 && m % 2 == 1 {
            format!(
                "{n}x{m} has an odd number of squares and a knight alternates colours, so no closed tour \
                 (Theorem 1, Schwenk: n and m must not both be odd)"
            )
        } else if n <= 2 || n == 4 {
            format!(
                "no closed tour on a board with a side of {n} (Theorem 1, Schwenk: the shorter side \
                 must be at least 5, or 3 with the longer at least 10)"
            )
        } else {
            format!(
                "no closed tour on 3x{m} (Theorem 1, Schwenk: a 3-row board needs at least 10 \
                 columns)"
            )
        })
    }

    /// Why there is no corner-missed closed tour (None if there is one).
    pub fn why_not_corner_missed(&self) -> Option<String> {
        let (n, m) = self.nm();
        if self.has(TourKind::CornerMissed) {
            return None;
        }
        Some(if !(n % 2 == 1 && m % 2 == 1) {
            format!(
                "a corner-missed closed tour needs both sides odd (Theorem 2); {n}x{m} has an even \
                 side{}",
                if self.has(TourKind::Closed) {
                    ", and a full closed tour instead"
                } else {
                    ""
                }
            )
        } else if n < 3 {
            format!("no corner-missed closed tour with a side of {n} (Theorem 2: n ≥ 5, or n = 3 and m ≥ 9)")
        } else {
            format!(
                "no corner-missed closed tour on {n}x{m} (Theorem 2: the shorter side must be at \
                 least 5, or 3 with the longer at least 9)"
            )
        })
    }

    /// Why there is no open tour (None if there is one).
    pub fn why_not_open(&self) -> Option<String> {
        let (n, m) = self.nm();
        if self.has(TourKind::Open) {
            return None;
        }
        Some(if n * m == 1 {
            "a 1x1 board counts as having no tour (Fig. 5)".to_string()
        } else {
            format!(
                "no knight's tour of any kind on {n}x{m} (Theorem 3: an open tour needs n = 3 with \
                 m = 4 or m ≥ 7, or n ≥ 4 with m ≥ 5)"
            )
        })
    }

    /// Why there is no tour of `kind` (None if there is one).
    pub fn why_not(&self, kind: TourKind) -> Option<String> {
        match kind {
            TourKind::Closed => self.why_not_closed(),
            TourKind::CornerMissed => self.why_not_corner_missed(),
            TourKind::Open => self.why_not_open(),
            TourKind::None => None,
        }
    }

    /// The reason for the strongest kind, in words, citing the theorem.
    pub fn reason(&self) -> String {
        let n = self.rows.min(self.cols);
        let (r, c) = (self.rows, self.cols);
        match self.strongest {
            TourKind::Closed => format!(
                "{r}x{c} has a closed tour (Theorem 1, Schwenk: not both sides odd, and {})",
                if n == 3 {
                    "3 rows with at least 10 columns".to_string()
                } else {
                    format!("the shorter side {n} ≥ 5")
                }
            ),
            TourKind::CornerMissed => format!(
                "{r}x{c} has both sides odd, so no closed tour (Theorem 1), but a closed tour of \
                 every square but one corner (Theorem 2: {})",
                if n == 3 {
                    "3 rows with at least 9 columns".to_string()
                } else {
                    format!("the shorter side {n} ≥ 5")
                }
            ),
            TourKind::Open => format!(
                "{r}x{c} has an open tour (Theorem 3) but no closed one: {}",
                self.why_not_closed().unwrap_or_default()
            ),
            TourKind::None => self.why_not_open().unwrap_or_default(),
        }
    }
}

/// Lin & Wei's Fig. 5 as printed: rows n = 1..=12, columns m = 1..=12, letters X, O, C, E.
pub const FIG5: [&str; 12] = [
    "XXXXXXXXXXXX",
    "XXXXXXXXXXXX",
    "XXXOXXOOECEC",
    "XXOXOOOOOOOO",
    "XXXOECECECEC",
    "XXXOCCCCCCCC",
    "XXOOECECECEC",
    "XXOOCCCCCCCC",
    "XXEOECECECEC",
    "XXCOCCCCCCCC",
    "XXEOECECECEC",
    "XXCOCCCCCCCC",
];

/// The Fig. 5 table computed from the theorems: `table[n-1][m-1]` is the letter for n × m.
pub fn fig5_table(size: u64) -> Vec<Vec<char>> {
    (1..=size)
        .map(|n| {
            (1..=size)
                .map(|m| existence(n, m).strongest.letter())
                .collect()
        })
        .collect()
}

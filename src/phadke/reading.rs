//! Readings of Phadke's rule (002 §"Working of the Computer Program"): each place where the text
//! leaves the enumeration ambiguous is one named option, and a [`Reading`] is one choice for each.
//!
//! The paper says the end square (c7 for a8→c7) "is arbitrarily reserved for move number 64" and
//! that from a8 "the only target cell now left is b6"; it then counts 7 outlets from d5 with the
//! knight on b6, which is only true when the reserved c7 is counted among d5's outlets. It does
//! not say what its program did with a target that has no outlet at all, nor how a corner dash
//! compares with a target that has exactly one outlet. The options:
//!
//! - [`Reading::reserved_outlets`] (`outlet` / `blocked`): does a reserved cell (the end square,
//!   and under an end corner dash every cell of the dash) count as an outlet of its neighbours?
//! - [`Reading::start_outlet`] (`-start`): does the start, where the tour closes, still count
//!   as an outlet of its neighbours although it is visited? (It cannot change a8→c7: both of
//!   a8's neighbours are b6, visited at move 2, and the reserved c7.)
//! - [`Reading::entry`] ([`Entry::Reserved`] `reserved` / [`Entry::Open`] `open`): is a reserved
//!   cell taken out of the targets until the last free move (the a8 text), or does it stay a
//!   target, so that a walk which enters it early ends there as a dead end?
//! - [`Reading::zero`] ([`Zero::Compete`] / [`Zero::Skip`] `skip0`): does a target with no outlet
//!   compete with its 0 (and win, ending the walk unless it is the last free cell), or is it
//!   passed over unless it is the last free cell? This cannot change the number of solutions,
//!   only dead ends and nodes: a free cell whose only unvisited neighbour was the knight's cell
//!   is cut off for good once the knight moves elsewhere, so that branch dies either way.
//! - [`Reading::dash`] ([`DashRule::OneExit`] / [`DashRule::Forced`] `forced`): does a dashed
//!   access cell count as having one exit (so it ties with other one-exit targets), or is it
//!   selected outright (002 §"Semi Corner Dash": "consider that it has only one further exit and
//!   select that target square")? Only matters when a corner dash is on.
//!
//! Every reading treats a walk that has covered every free cell and stands a knight's move from
//! the reserved end (or the first cell of an end dash) as a solution: its last move is forced.
//! Under [`Entry::Open`] that last move is the end winning the rule as the only target.
//!
//! Names are the options joined by `-`, e.g. `outlet-reserved`, `blocked-start-open-skip0-forced`.

use std::fmt;

/// When the knight may enter a reserved cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Entry {
    /// Not a target until every free cell is visited (002: "the only target cell now left is b6").
    Reserved,
    /// Always a target; entering it before the last move is a dead end.
    Open,
}

/// What a target with no outlet does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Zero {
    /// It competes with 0 outlets (and wins).
    Compete,
    /// It is passed over unless it is the last free cell.
    Skip,
}

/// How a corner dash (002 §"Corner Dash") weighs a dashed access cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DashRule {
    /// It counts as one exit.
    OneExit,
    /// It is chosen outright (several dashed access cells tie among themselves).
    Forced,
}

/// One reading of the rule: a choice for each ambiguity (see the module docs).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Reading {
    pub reserved_outlets: bool,
    pub start_outlet: bool,
    pub entry: Entry,
    pub zero: Zero,
    pub dash: DashRule,
}

/// An unknown reading name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownReading(pub String);

impl fmt::Display for UnknownReading {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown reading '{}'; accepted: {}",
            self.0,
            Reading::all()
                .iter()
                .map(|r| r.name())
                .collect::<Vec<_>>()
                .join(", ")
        )
    }
}

impl std::error::Error for UnknownReading {}

impl Default for Reading {
    /// `outlet-reserved`: the reserved end counts as an outlet (the paper's d5 count) and is not
    /// a target before the last move (the paper's a8 text).
    fn default() -> Reading {
        Reading {
            reserved_outlets: true,
            start_outlet: false,
            entry: Entry::Reserved,
            zero: Zero::Compete,
            dash: DashRule::OneExit,
        }
    }
}

impl Reading {
    /// Every reading (32), the default first.
    pub fn all() -> Vec<Reading> {
        let mut out = Vec::with_capacity(16);
        for dash in [DashRule::OneExit, DashRule::Forced] {
            for zero in [Zero::Compete, Zero::Skip] {
                for entry in [Entry::Reserved, Entry::Open] {
                    for reserved_outlets in [true, false] {
                        for start_outlet in [false, true] {
                            out.push(Reading {
                                reserved_outlets,
                                start_outlet,
                                entry,
                                zero,
                                dash,
                            });
                        }
                    }
                }
            }
        }
        out
    }

    /// The reading's name, e.g. `outlet-reserved` or `blocked-start-open-skip0-forced`.
    pub fn name(&self) -> String {
        let mut s = String::from(if self.reserved_outlets {
            "outlet"
        } else {
            "blocked"
        });
        if self.start_outlet {
            s.push_str("-start");
        }
        s.push_str(match self.entry {
            Entry::Reserved => "-reserved",
            Entry::Open => "-open",
        });
        if self.zero == Zero::Skip {
            s.push_str("-skip0");
        }
        if self.dash == DashRule::Forced {
            s.push_str("-forced");
        }
        s
    }

    /// Parse a name produced by [`Reading::name`].
    pub fn parse(text: &str) -> Result<Reading, UnknownReading> {
        let t = text.trim();
        Reading::all()
            .into_iter()
            .find(|r| r.name() == t)
            .ok_or_else(|| UnknownReading(t.to_string()))
    }

    /// One sentence saying what this reading does.
    pub fn describe(&self) -> String {
        format!(
            "reserved cells {} outlets; the start {}; {}; a target with no outlet {}; a dashed access cell {}",
            if self.reserved_outlets {
                "count as"
            } else {
                "are not"
            },
            if self.start_outlet {
                "counts as an outlet"
            } else {
                "does not"
            },
            match self.entry {
                Entry::Reserved => "the end is entered only by the last move",
                Entry::Open => "the end stays a target and entering it early is a dead end",
            },
            match self.zero {
                Zero::Compete => "competes",
                Zero::Skip => "is passed over unless it is the last free cell",
            },
            match self.dash {
                DashRule::OneExit => "counts as one exit",
                DashRule::Forced => "is chosen outright",
            }
        )
    }
}

impl fmt::Display for Reading {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name())
    }
}

impl std::str::FromStr for Reading {
    type Err = UnknownReading;
    fn from_str(s: &str) -> Result<Reading, UnknownReading> {
        Reading::parse(s)
    }
}

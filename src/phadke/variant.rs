//! Corner dashes (002 §"Corner Dash", §"Semi Corner Dash", §"Concept of End Corner Dash"): the
//! variants of the enumeration, their text form, and which of them a start/end pair admits.
//!
//! - **Corner dash (CD)**, full: a target that is an access cell of a dashed corner not yet
//!   visited is taken to have a single exit. **Semi** A or B: only access cell A (c7, f7, c2,
//!   f2) or only B (b6, g6, b3, g3) is dashed. A corner can be dashed only when neither the start
//!   nor the end is the corner or one of its access cells: that rule gives exactly the paper's
//!   736 full-dash algorithms (14 pairs with 3 corners, 39 with 4) and 10,144 semi ones.
//! - **End corner dash (ECD)**: the last four moves are fixed as access cell P, the corner, the
//!   other access cell Q, and the end, Q being a knight's move from the end (the paper's b8→a6:
//!   b6, a8, c7, a6 as 61–64). The compulsory kind (end = an access cell, e.g. c8→b6) is what the
//!   plain enumeration already does. Counting the optional kind over the 53 pairs, with the
//!   start off the dash, gives the paper's 32; each leaves 3 corners for CD (8 full + 56 semi).
//! - **Extended end corner dash (XCD)**: the paper's definition is lost from the text we have.
//!   It says ECD involves the last four moves and "ultra-extended" would involve the last six,
//!   so XCD fixes the last five: P, corner, Q, a cell Z, end, with Z a knight's move from both Q
//!   and the end. Counting those (each Z its own algorithm; start off the dash; the end not on
//!   the dash) gives 162 configurations, 144 with 3 corners left for CD and 18 with 2, that is
//!   1,224 full-dash and 8,280 semi-dash algorithms: exactly the paper's two counts. This is a
//!   reconstruction from those counts, not from the paper's words.

use super::cells::{Cell, Corner};
use std::fmt;

/// How one corner is dashed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub enum DashMode {
    /// No dash.
    #[default]
    Off,
    /// Full corner dash: both access cells.
    Full,
    /// Semi corner dash through access cell A only.
    A,
    /// Semi corner dash through access cell B only.
    B,
}

impl DashMode {
    /// The access cells this mode dashes.
    pub fn cells(self, k: Corner) -> u64 {
        match self {
            DashMode::Off => 0,
            DashMode::Full => k.access_a().bit() | k.access_b().bit(),
            DashMode::A => k.access_a().bit(),
            DashMode::B => k.access_b().bit(),
        }
    }
}

/// An end dash: the last cells of the tour fixed in advance.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub enum EndDash {
    /// None: only the end square is reserved.
    #[default]
    None,
    /// End corner dash entering the corner from `first` (P): P, corner, Q, end.
    Ecd { first: Cell },
    /// Extended end corner dash: P, corner, Q, `via` (Z), end.
    Xcd { first: Cell, via: Cell },
}

/// One algorithm of the paper: the corner dashes and the end dash.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Variant {
    /// Dash mode of each corner, indexed as [`Corner::ALL`].
    pub dashes: [DashMode; 4],
    pub end_dash: EndDash,
}

/// The families the paper counts separately.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Family {
    /// Strict Warnsdorff, the 53 algorithms (Table 1).
    Plain,
    /// Full corner dashes, including no dash: the 736 algorithms.
    FullDash,
    /// At least one semi dash: the 10,144 algorithms.
    SemiDash,
    /// ECD with full or no corner dashes: 256.
    EcdFull,
    /// ECD with at least one semi dash: 1,792.
    EcdSemi,
    /// XCD with full or no corner dashes: 1,224.
    XcdFull,
    /// XCD with at least one semi dash: 8,280.
    XcdSemi,
}

impl Family {
    pub const ALL: [Family; 7] = [
        Family::Plain,
        Family::FullDash,
        Family::SemiDash,
        Family::EcdFull,
        Family::EcdSemi,
        Family::XcdFull,
        Family::XcdSemi,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Family::Plain => "plain",
            Family::FullDash => "cd",
            Family::SemiDash => "semi",
            Family::EcdFull => "ecd",
            Family::EcdSemi => "ecd-semi",
            Family::XcdFull => "xcd",
            Family::XcdSemi => "xcd-semi",
        }
    }

    pub fn parse(text: &str) -> Option<Family> {
        Family::ALL.into_iter().find(|f| f.name() == text.trim())
    }
}

/// A dash written wrongly, or not admitted by the pair.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DashError(pub String);

impl fmt::Display for DashError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for DashError {}

/// The text syntax, for error messages.
pub const DASH_SYNTAX: &str = "none, or a comma-separated list of: a corner (a8, h8, a1, h1) for a full corner dash, CORNER:A or CORNER:B for a semi dash (A = c7/f7/c2/f2, B = b6/g6/b3/g3), ecd:P for an end corner dash entered at access cell P, xcd:P:Z for an extended end corner dash through Z";

impl Variant {
    /// No dash at all: strict Warnsdorff.
    pub const PLAIN: Variant = Variant {
        dashes: [DashMode::Off; 4],
        end_dash: EndDash::None,
    };

    /// The corner of the end dash, if any.
    pub fn end_corner(&self) -> Option<Corner> {
        match self.end_dash {
            EndDash::None => None,
            EndDash::Ecd { first } | EndDash::Xcd { first, .. } => {
                Corner::ALL.into_iter().find(|k| k.cell().touches(first))
            }
        }
    }

    /// The cells after the free walk, in order, ending with `end`.
    pub fn tail(&self, end: Cell) -> Vec<Cell> {
        match self.end_dash {
            EndDash::None => vec![end],
            EndDash::Ecd { first } => {
                let k = self.end_corner().expect("checked");
                let q = other_access(k, first);
                vec![first, k.cell(), q, end]
            }
            EndDash::Xcd { first, via } => {
                let k = self.end_corner().expect("checked");
                let q = other_access(k, first);
                vec![first, k.cell(), q, via, end]
            }
        }
    }

    /// The family this variant belongs to.
    pub fn family(&self) -> Family {
        let semi = self
            .dashes
            .iter()
            .any(|d| matches!(d, DashMode::A | DashMode::B));
        let any = self.dashes.iter().any(|d| *d != DashMode::Off);
        match (self.end_dash, semi) {
            (EndDash::None, false) if !any => Family::Plain,
            (EndDash::None, false) => Family::FullDash,
            (EndDash::None, true) => Family::SemiDash,
            (EndDash::Ecd { .. }, false) => Family::EcdFull,
            (EndDash::Ecd { .. }, true) => Family::EcdSemi,
            (EndDash::Xcd { .. }, false) => Family::XcdFull,
            (EndDash::Xcd { .. }, true) => Family::XcdSemi,
        }
    }

    /// Parse the text form (see [`DASH_SYNTAX`]).
    pub fn parse(text: &str) -> Result<Variant, DashError> {
        let mut v = Variant::PLAIN;
        let t = text.trim();
        if t.is_empty() || t == "none" {
            return Ok(v);
        }
        let bad = |item: &str| {
            DashError(format!(
                "dash '{item}' is not understood; write {DASH_SYNTAX}"
            ))
        };
        for item in t.split(',').map(str::trim).filter(|s| !s.is_empty()) {
            let parts: Vec<&str> = item.split(':').collect();
            let cell = |s: &str| Cell::parse(s).map_err(|_| bad(item));
            match parts.as_slice() {
                ["ecd", p] | ["xcd", p, _] => {
                    if v.end_dash != EndDash::None {
                        return Err(DashError(format!("dash '{t}': at most one end dash")));
                    }
                    let first = cell(p)?;
                    if !Corner::ALL.iter().any(|k| k.cell().touches(first)) {
                        return Err(DashError(format!(
                            "dash '{item}': {first} is not an access cell of a corner (b6, c7, f7, g6, b3, c2, f2, g3)"
                        )));
                    }
                    v.end_dash = match parts.as_slice() {
                        ["xcd", _, z] => EndDash::Xcd {
                            first,
                            via: cell(z)?,
                        },
                        _ => EndDash::Ecd { first },
                    };
                }
                [k] | [k, _] => {
                    let corner = Corner::ALL
                        .into_iter()
                        .find(|c| c.name() == *k)
                        .ok_or_else(|| bad(item))?;
                    let mode = match parts.get(1).copied() {
                        None => DashMode::Full,
                        Some("A") | Some("a") => DashMode::A,
                        Some("B") | Some("b") => DashMode::B,
                        Some(_) => return Err(bad(item)),
                    };
                    v.dashes[corner.index()] = mode;
                }
                _ => return Err(bad(item)),
            }
        }
        Ok(v)
    }

    /// Check that the pair admits this variant: dashed corners must be free of the start and
    /// end; an end dash must be one of the pair's (see [`end_dashes`]).
    pub fn check(&self, start: Cell, end: Cell) -> Result<(), DashError> {
        let free = available_corners(start, end);
        let ec = self.end_corner();
        for k in Corner::ALL {
            if self.dashes[k.index()] == DashMode::Off {
                continue;
            }
            if !free.contains(&k) || Some(k) == ec {
                return Err(DashError(format!(
                    "corner {} cannot be dashed for {start}→{end}{}; dashable corners: {}",
                    k.name(),
                    if Some(k) == ec {
                        " (its end dash uses it)"
                    } else {
                        " (the start or end is that corner or one of its access cells)"
                    },
                    list_corners(free.iter().copied().filter(|c| Some(*c) != ec))
                )));
            }
        }
        if self.end_dash != EndDash::None {
            let all = end_dashes(start, end);
            if !all.contains(&self.end_dash) {
                return Err(DashError(format!(
                    "end dash {} is not possible for {start}→{end}; possible: {}",
                    end_dash_text(self.end_dash),
                    if all.is_empty() {
                        "none".to_string()
                    } else {
                        all.iter()
                            .map(|d| end_dash_text(*d))
                            .collect::<Vec<_>>()
                            .join(", ")
                    }
                )));
            }
        }
        Ok(())
    }
}

fn list_corners(ks: impl Iterator<Item = Corner>) -> String {
    let v: Vec<&str> = ks.map(|k| k.name()).collect();
    if v.is_empty() {
        "none".into()
    } else {
        v.join(", ")
    }
}

fn end_dash_text(d: EndDash) -> String {
    match d {
        EndDash::None => "none".into(),
        EndDash::Ecd { first } => format!("ecd:{first}"),
        EndDash::Xcd { first, via } => format!("xcd:{first}:{via}"),
    }
}

impl serde::Serialize for Variant {
    /// As its text form.
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.to_string())
    }
}

impl fmt::Display for Variant {
    /// The text form [`Variant::parse`] reads; `none` for strict Warnsdorff.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut items = Vec::new();
        for k in Corner::ALL {
            match self.dashes[k.index()] {
                DashMode::Off => {}
                DashMode::Full => items.push(k.name().to_string()),
                DashMode::A => items.push(format!("{}:A", k.name())),
                DashMode::B => items.push(format!("{}:B", k.name())),
            }
        }
        if self.end_dash != EndDash::None {
            items.push(end_dash_text(self.end_dash));
        }
        if items.is_empty() {
            f.write_str("none")
        } else {
            f.write_str(&items.join(","))
        }
    }
}

fn other_access(k: Corner, first: Cell) -> Cell {
    let [a, b] = k.access();
    if a == first {
        b
    } else {
        a
    }
}

/// Corners a pair may dash: neither the start nor the end is the corner or one of its access
/// cells (see the module docs).
pub fn available_corners(start: Cell, end: Cell) -> Vec<Corner> {
    Corner::ALL
        .into_iter()
        .filter(|k| !k.involves(start) && !k.involves(end))
        .collect()
}

/// The optional end corner dashes and the extended ones of a pair (see the module docs), ECDs
/// first, each in corner then cell order.
pub fn end_dashes(start: Cell, end: Cell) -> Vec<EndDash> {
    let mut ecd = Vec::new();
    let mut xcd = Vec::new();
    for k in Corner::ALL {
        for (p, q) in [(k.access_a(), k.access_b()), (k.access_b(), k.access_a())] {
            let chain = [p, k.cell(), q];
            if chain.contains(&end) || chain.contains(&start) {
                continue;
            }
            if q.touches(end) {
                ecd.push(EndDash::Ecd { first: p });
            }
            for z in Cell::of_mask(q.neighbours() & end.neighbours()) {
                if z != start && !chain.contains(&z) {
                    xcd.push(EndDash::Xcd { first: p, via: z });
                }
            }
        }
    }
    ecd.extend(xcd);
    ecd
}

/// Every variant of a family for a pair, in a fixed order.
pub fn variants(start: Cell, end: Cell, family: Family) -> Vec<Variant> {
    let ends: Vec<EndDash> = match family {
        Family::Plain | Family::FullDash | Family::SemiDash => vec![EndDash::None],
        Family::EcdFull | Family::EcdSemi => end_dashes(start, end)
            .into_iter()
            .filter(|d| matches!(d, EndDash::Ecd { .. }))
            .collect(),
        Family::XcdFull | Family::XcdSemi => end_dashes(start, end)
            .into_iter()
            .filter(|d| matches!(d, EndDash::Xcd { .. }))
            .collect(),
    };
    let semi = matches!(family, Family::SemiDash | Family::EcdSemi | Family::XcdSemi);
    let mut out = Vec::new();
    for end_dash in ends {
        let base = Variant {
            dashes: [DashMode::Off; 4],
            end_dash,
        };
        let ec = base.end_corner();
        let corners: Vec<Corner> = available_corners(start, end)
            .into_iter()
            .filter(|k| Some(*k) != ec)
            .collect();
        if family == Family::Plain {
            out.push(base);
            continue;
        }
        let modes: &[DashMode] = if semi {
            &[DashMode::Off, DashMode::Full, DashMode::A, DashMode::B]
        } else {
            &[DashMode::Off, DashMode::Full]
        };
        let n = corners.len() as u32;
        for code in 0..modes.len().pow(n) {
            let mut v = base;
            let mut c = code;
            for k in &corners {
                v.dashes[k.index()] = modes[c % modes.len()];
                c /= modes.len();
            }
            let has_semi = v
                .dashes
                .iter()
                .any(|d| matches!(d, DashMode::A | DashMode::B));
            if has_semi == semi {
                out.push(v);
            }
        }
    }
    out
}

//! Tiebreak rules for Warnsdorff's walk, behind one small trait so a new rule needs no change to
//! the walk.
//!
//! Warnsdorff's rule (000 §2; 004) moves to an unvisited neighbour of least degree and leaves
//! ties open. A [`Tiebreak`] sees the candidates with their degrees and picks one; it may score
//! them its own way (Irwin's look-ahead does). Rules that keep state (the staged switching-square
//! rule of 000 Figure 3) are told on every undo, so any sequence of steps and undos equals a
//! fresh replay. The random rule rewinds its seeded stream on undo (see [`random`]).
//!
//! The rules and their names, as accepted by [`RuleSpec::parse`] (described once, for the CLI
//! and the pages, in [`catalogue::RULES`]):
//! - `random`: uniform among the least-degree candidates (004; 000 Figure 2), seeded.
//! - `ordering:NNNNNNNN`: a move-ordering in Squirrel's numbering, first in it wins (000 §2).
//! - `squirrel-cull`: 000's Algorithm (Figure 3 table for m ≥ 112, §6 orderings below).
//! - `nineteen`: the 19 orderings of 000 §2 tried in turn; the first that gives a tour is walked.
//! - `pohl` / `pohl:NNNNNNNN`: Pohl's tiebreak as 000 §2 describes it (see [`lookahead`]).
//! - `lookahead` / `lookahead:NNNNNNNN`: Irwin's double look-ahead (004, Figure 4).

pub mod catalogue;
pub mod follow;
pub mod lookahead;
pub mod ordering;
pub mod random;
pub mod squirrel;
pub mod squirrel_regions;

/// The candidates a rule chooses among ([`Tiebreak::choose`]) are the grid's; named here too,
/// beside the trait that takes them.
pub use crate::grid::Cand;

use crate::grid::Grid;
use crate::moves::{Ordering, OrderingError};
use serde::Serialize;
use std::fmt;

/// What a rule may read while choosing.
pub struct Ctx<'a> {
    pub grid: &'a Grid,
    /// The knight's cell.
    pub current: usize,
    /// Squares visited so far, the current one included.
    pub len: usize,
    /// The walk's seed.
    pub seed: u64,
}

/// How the choice among the best-scored candidates was made.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum How {
    /// Only one candidate had the best score.
    Unique,
    /// A move-ordering decided.
    Ordering,
    /// A seeded random draw decided.
    Random,
    /// A secondary score (Pohl's) decided, without a further tie.
    Secondary,
}

/// A rule's decision.
#[derive(Clone, Copy, Debug)]
pub struct Choice {
    /// Index into the candidates.
    pub index: usize,
    /// Bit i set: candidate i shared the best primary score (more than one bit ⇒ a tie).
    pub tied: u8,
    /// The primary score of each candidate (the degree for plain Warnsdorff rules).
    pub scores: [u32; 8],
    pub how: How,
}

/// A tiebreak rule. See the module docs for the ones the papers give.
pub trait Tiebreak: Send {
    /// What the rule is now, in words (e.g. `ordering 34261578 (stage 2 of 5)`).
    fn label(&self) -> String;
    /// Pick one of `cands` (never empty).
    fn choose(&mut self, ctx: &Ctx<'_>, cands: &[Cand]) -> Choice;
    /// The index [`Tiebreak::choose`] would pick among `cands[..n]` (n ≥ 1; the entries past
    /// `n` are left over and mean nothing), with the same effect on the rule's state, for the
    /// walk's fast loop, which needs nothing else of the [`Choice`]. A rule may give a cheaper
    /// way to the same index (the random rule does: it is a third of a random tour's time).
    #[inline]
    fn choose_index(&mut self, ctx: &Ctx<'_>, cands: &[Cand; 8], n: usize) -> usize {
        self.choose(ctx, &cands[..n]).index
    }
    /// When the rule is, at this step, a plain move-ordering tiebreak: advance any state exactly
    /// as [`Tiebreak::choose`] would and return the ordering. The walk then chooses in one pass
    /// over the moves in that order, keeping the first strictly lower degree (step 5 of 000's
    /// Algorithm), which picks the same square as `choose`. It must not depend on degrees (the
    /// fast path may ask before the new square's neighbours are updated). Other rules return
    /// None and change nothing.
    fn ordering_now(&mut self, _ctx: &Ctx<'_>) -> Option<&Ordering> {
        None
    }
    /// The walk went back to `len` squares: forget what was decided at the steps taken from
    /// walks of length `len` or more.
    fn undo_to(&mut self, _len: usize) {}
    /// A fresh copy (for replays and searches).
    fn boxed_clone(&self) -> Box<dyn Tiebreak>;
}

/// The least degree among `cands` and the mask of the candidates that have it.
#[inline]
pub fn least_degree(cands: &[Cand], scores: &mut [u32; 8]) -> u8 {
    let mut best = u8::MAX;
    let mut mask = 0u8;
    for (i, c) in cands.iter().enumerate() {
        scores[i] = c.degree as u32;
        if c.degree < best {
            best = c.degree;
            mask = 1 << i;
        } else if c.degree == best {
            mask |= 1 << i;
        }
    }
    mask
}

/// The least of `scores[..n]` and the mask of the candidates that have it.
#[inline]
pub fn least_score(scores: &[u32], within: u8) -> u8 {
    let mut best = u32::MAX;
    let mut mask = 0u8;
    for (i, &s) in scores.iter().enumerate() {
        if within & (1 << i) == 0 {
            continue;
        }
        if s < best {
            best = s;
            mask = 1 << i;
        } else if s == best {
            mask |= 1 << i;
        }
    }
    mask
}

/// Among the candidates in `mask`, the one whose move stands first in `o`.
#[inline]
pub fn first_in(o: &Ordering, cands: &[Cand], mask: u8) -> usize {
    let mut best = 0;
    let mut best_rank = u8::MAX;
    for (i, c) in cands.iter().enumerate() {
        if mask & (1 << i) != 0 {
            let r = o.rank(c.mv);
            if r < best_rank {
                best_rank = r;
                best = i;
            }
        }
    }
    best
}

/// The decision when the move-ordering `o` settles the candidates in `among` (first in the
/// ordering wins): [`How::Ordering`] if more than one was left, else `single` (what had already
/// left one). `tied` and `scores` are the primary tie and scores, as reported.
#[inline]
pub fn settle(
    o: &Ordering,
    cands: &[Cand],
    tied: u8,
    among: u8,
    scores: [u32; 8],
    single: How,
) -> Choice {
    let how = if among.count_ones() > 1 {
        How::Ordering
    } else {
        single
    };
    Choice {
        index: first_in(o, cands, among),
        tied,
        scores,
        how,
    }
}

/// The 19 move-orderings of 000 §2, in the paper's order.
pub const NINETEEN: [&str; 19] = [
    "12345678", "21345678", "31245678", "13245678", "23145678", "32145678", "42135678", "24135678",
    "14235678", "41235678", "21435678", "12435678", "13425678", "31425678", "41325678", "14325678",
    "34125678", "43125678", "43215678",
];

/// A rule by name, as chosen on the page or the command line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RuleSpec {
    Random,
    Ordering(Ordering),
    SquirrelCull,
    Nineteen,
    Pohl(Ordering),
    Lookahead(Ordering),
    /// Following a given path (an imported tour): not a rule one can name, so
    /// [`RuleSpec::parse`] never returns it; made by [`crate::walk::Walk::follow`].
    Imported,
}

/// Why a rule's text was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RuleError {
    /// The move-ordering after `ordering:`, `pohl:` or `lookahead:` is wrong.
    Ordering(OrderingError),
    /// A rule that takes no argument was given one.
    NoArgument { name: String, arg: String },
    /// `ordering` without its move-ordering.
    NeedsOrdering,
    /// No rule of that name.
    Unknown(String),
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RuleError::Ordering(e) => write!(f, "{e}"),
            RuleError::NoArgument { name, arg } => {
                write!(f, "rule '{name}' takes no argument (got '{arg}')")
            }
            RuleError::NeedsOrdering => {
                f.write_str("rule 'ordering' needs a move-ordering, e.g. ordering:12345678")
            }
            RuleError::Unknown(t) => write!(
                f,
                "unknown rule '{t}'; accepted: {}",
                catalogue::syntaxes().join(", ")
            ),
        }
    }
}

impl std::error::Error for RuleError {}

impl From<OrderingError> for RuleError {
    fn from(e: OrderingError) -> RuleError {
        RuleError::Ordering(e)
    }
}

impl RuleSpec {
    /// Parse a rule name (see [`catalogue::RULES`]); the message says what is accepted.
    pub fn parse(text: &str) -> Result<RuleSpec, RuleError> {
        let t = text.trim();
        let (name, arg) = match t.split_once(':') {
            Some((n, a)) => (n.trim(), Some(a.trim())),
            None => (t, None),
        };
        let ordering = |default: &str| Ordering::parse(arg.unwrap_or(default));
        let no_arg = |spec: RuleSpec| match arg {
            None => Ok(spec),
            Some(a) => Err(RuleError::NoArgument {
                name: name.to_string(),
                arg: a.to_string(),
            }),
        };
        match name.to_ascii_lowercase().as_str() {
            "random" => no_arg(RuleSpec::Random),
            "ordering" => match arg {
                Some(_) => Ok(RuleSpec::Ordering(ordering("")?)),
                None => Err(RuleError::NeedsOrdering),
            },
            "squirrel-cull" | "squirrel" => no_arg(RuleSpec::SquirrelCull),
            "nineteen" | "19" => no_arg(RuleSpec::Nineteen),
            "pohl" => Ok(RuleSpec::Pohl(ordering("12345678")?)),
            "lookahead" => Ok(RuleSpec::Lookahead(ordering("12345678")?)),
            _ if arg.is_none() && t.len() == 8 && t.chars().all(|c| c.is_ascii_digit()) => {
                Ok(RuleSpec::Ordering(Ordering::parse(t)?))
            }
            _ => Err(RuleError::Unknown(t.to_string())),
        }
    }

    /// The rule's entry in [`catalogue::RULES`] (None for [`RuleSpec::Imported`]).
    pub fn info(&self) -> Option<&'static catalogue::RuleInfo> {
        let name = match self {
            RuleSpec::Random => "random",
            RuleSpec::Ordering(_) => "ordering",
            RuleSpec::SquirrelCull => "squirrel-cull",
            RuleSpec::Nineteen => "nineteen",
            RuleSpec::Pohl(_) => "pohl",
            RuleSpec::Lookahead(_) => "lookahead",
            RuleSpec::Imported => return None,
        };
        catalogue::find(name)
    }
}

impl fmt::Display for RuleSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RuleSpec::Random => f.write_str("random"),
            RuleSpec::Ordering(o) => write!(f, "ordering:{o}"),
            RuleSpec::SquirrelCull => f.write_str("squirrel-cull"),
            RuleSpec::Nineteen => f.write_str("nineteen"),
            RuleSpec::Pohl(o) => write!(f, "pohl:{o}"),
            RuleSpec::Lookahead(o) => write!(f, "lookahead:{o}"),
            RuleSpec::Imported => f.write_str("imported"),
        }
    }
}

impl std::str::FromStr for RuleSpec {
    type Err = RuleError;
    fn from_str(s: &str) -> Result<RuleSpec, RuleError> {
        RuleSpec::parse(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_rules() {
        assert_eq!(RuleSpec::parse("random"), Ok(RuleSpec::Random));
        assert_eq!(
            RuleSpec::parse("ordering:34261578").unwrap().to_string(),
            "ordering:34261578"
        );
        assert_eq!(
            RuleSpec::parse("pohl").unwrap().to_string(),
            "pohl:12345678"
        );
        assert_eq!(
            RuleSpec::parse("lookahead:87654321").unwrap().to_string(),
            "lookahead:87654321"
        );
        assert!(RuleSpec::parse("ordering:12345677")
            .unwrap_err()
            .to_string()
            .contains("repeats move 7"));
        assert!(RuleSpec::parse("ordering")
            .unwrap_err()
            .to_string()
            .contains("needs a move-ordering"));
        assert!(RuleSpec::parse("banana")
            .unwrap_err()
            .to_string()
            .contains("accepted: ordering:NNNNNNNN, random,"));
        assert!(RuleSpec::parse("random:3").is_err());
        for o in NINETEEN {
            Ordering::parse(o).unwrap();
        }
    }
}

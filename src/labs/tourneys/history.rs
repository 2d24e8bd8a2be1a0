//! The tourney lab's history as text (the `ops` field of the page's URL): comma-separated, each
//! either a clicked rail `r<top>-<primary><cross>` (top square's row-major index, Parberry's move
//! digits 4–7) or a plan `<kind>@<switches taken>` (`shatter`, `join`, `obfuscate`; a plan's
//! seed is the lab's seed).

use crate::moves::Move;
use crate::rails::plan::PlanKind;
use crate::rails::Rail;
use std::fmt;

/// The most items a history replays: each click finds the cover's rails afresh (milliseconds
/// on the largest boards), so a longer one is refused before any of it is done.
pub const MAX_ITEMS: usize = 10_000;
/// The most plans a history replays: each plan remakes the whole cover (up to a second on the
/// largest boards).
pub const MAX_PLANS: usize = 32;

/// One thing done to the cover.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Op {
    /// A rail switched by hand.
    Click(Rail),
    /// A plan, with how many of its switches are applied.
    Plan(PlanKind, usize),
}

impl fmt::Display for Op {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Op::Click(r) => write!(
                f,
                "r{}-{}{}",
                r.top,
                r.primary_parberry(),
                r.cross_parberry()
            ),
            Op::Plan(k, p) => write!(f, "{}@{p}", k.name()),
        }
    }
}

/// Why an item of a history could not be read or done.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OpsProblem {
    /// `x@N` with x not a plan.
    NotAPlan,
    /// `plan@x` with x not a whole number.
    NotANumber,
    /// Neither a plan nor a rail's text.
    NotARail,
    /// More switches asked for than the plan has.
    PastPlan { len: usize },
    /// A rail that the cover does not have at that point.
    NotPresent,
    /// A history of more than `max` items (it has `items`); none was replayed.
    TooLong { items: usize, max: usize },
    /// A history of more than `max` plans (it has `plans`); none was replayed.
    TooManyPlans { plans: usize, max: usize },
}

/// An item of a history that could not be read or done; the items before it were done.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpsError {
    pub item: String,
    pub problem: OpsProblem,
}

impl fmt::Display for OpsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.problem {
            OpsProblem::TooLong { items, max } => {
                return write!(
                    f,
                    "ops: the history has {items} items, over the limit of {max}; none was replayed"
                )
            }
            OpsProblem::TooManyPlans { plans, max } => {
                return write!(
                    f,
                    "ops: the history has {plans} plans (shatter, join, obfuscate), more than the \
                     {max} at most one replays; none was replayed"
                )
            }
            _ => {}
        }
        let why = match &self.problem {
            OpsProblem::NotAPlan => "is not shatter@N, join@N or obfuscate@N".to_string(),
            OpsProblem::NotANumber => "does not end in a whole number".to_string(),
            OpsProblem::NotARail => "is not a rail (r<square>-<primary><cross>)".to_string(),
            OpsProblem::PastPlan { len } => {
                format!("asks for more than the plan's {len} switches")
            }
            OpsProblem::NotPresent => "is not a rail of the cover at that point".to_string(),
            OpsProblem::TooLong { .. } | OpsProblem::TooManyPlans { .. } => String::new(),
        };
        write!(f, "ops: '{}' {why}; the rest was not replayed", self.item)
    }
}

impl std::error::Error for OpsError {}

impl Op {
    /// Read one item.
    pub fn parse(item: &str) -> Result<Op, OpsError> {
        let t = item.trim();
        let bad = |problem| OpsError {
            item: t.to_string(),
            problem,
        };
        if let Some((kind, pos)) = t.split_once('@') {
            let k: PlanKind = kind.parse().map_err(|_| bad(OpsProblem::NotAPlan))?;
            let p: usize = pos.parse().map_err(|_| bad(OpsProblem::NotANumber))?;
            return Ok(Op::Plan(k, p));
        }
        parse_rail(t)
            .map(Op::Click)
            .ok_or_else(|| bad(OpsProblem::NotARail))
    }
}

fn parse_rail(t: &str) -> Option<Rail> {
    let (top, mv) = t.strip_prefix('r')?.split_once('-')?;
    let top: u32 = top.parse().ok()?;
    let b = mv.as_bytes();
    if b.len() != 2 {
        return None;
    }
    let m = |c: u8| Move::from_parberry(c.checked_sub(b'0')?);
    Some(Rail {
        top,
        primary: m(b[0])?,
        cross: m(b[1])?,
    })
}

/// The items of a history text, in order (empty items skipped), each read when reached.
pub fn items(text: &str) -> impl Iterator<Item = Result<Op, OpsError>> + '_ {
    texts(text).map(Op::parse)
}

/// The items of a history text as text, in order, trimmed (empty items skipped).
pub fn texts(text: &str) -> impl Iterator<Item = &str> + '_ {
    text.split(',').map(str::trim).filter(|t| !t.is_empty())
}

/// Refuse a history over [`MAX_ITEMS`] items or [`MAX_PLANS`] plans, counting its items
/// without reading them (the error's item is the first past the limit).
pub fn check_length(text: &str) -> Result<(), OpsError> {
    let (mut items, mut plans) = (0, 0);
    let mut first_over = None;
    for t in texts(text) {
        items += 1;
        plans += usize::from(t.contains('@'));
        if first_over.is_none() && (items > MAX_ITEMS || plans > MAX_PLANS) {
            first_over = Some(t);
        }
    }
    let Some(item) = first_over else {
        return Ok(());
    };
    let problem = match items > MAX_ITEMS {
        true => OpsProblem::TooLong {
            items,
            max: MAX_ITEMS,
        },
        false => OpsProblem::TooManyPlans {
            plans,
            max: MAX_PLANS,
        },
    };
    Err(OpsError {
        item: item.to_string(),
        problem,
    })
}

/// A history as text.
pub fn print(ops: &[Op]) -> String {
    ops.iter().map(Op::to_string).collect::<Vec<_>>().join(",")
}

//! The tourney lab's status sentences. Moves are named in the page's numbering ([`Numbering`];
//! Parberry's, 001 Figure 1, is the page's default and the numbering the rails come from);
//! counts are written as every page writes them ([`count`]), a rail's and a cycle's number
//! plainly (it is a name: the rail field takes it as written).

use crate::board::Board;
use crate::numbering::Numbering;
use crate::page::words::{count, counted};
use crate::rails::plan::PlanKind;
use crate::rails::{Effect, Rail, Switch};

/// `joins`, `splits` or `reroutes`.
pub fn effect_word(e: Effect) -> &'static str {
    match e {
        Effect::Joined => "joins",
        Effect::Split => "splits",
        Effect::Rerouted => "reroutes",
    }
}

/// The first status of a lab.
pub fn opening(source: &str, cycles: usize, rails: usize) -> String {
    format!(
        "{source}: {}, {}. Show the rails and click one to switch it, or press Shatter, Join or Obfuscate.",
        cycles_words(cycles),
        counted(rails as u64, "rail", "rails")
    )
}

/// `1 cycle`, `1,234 cycles`.
fn cycles_words(cycles: usize) -> String {
    counted(cycles as u64, "cycle", "cycles")
}

/// Rail `k` (0-based) in words with what its switch would do; `a`, `c`: the 1-based cycles of
/// its two primary moves; its moves numbered in `n`.
pub fn rail(
    board: Board,
    k: usize,
    r: Rail,
    e: Effect,
    (a, c): (u32, u32),
    n: Numbering,
) -> String {
    let what = match e {
        Effect::Joined => format!("would join cycles {a} and {c}"),
        Effect::Split => format!("would split cycle {a} in two"),
        Effect::Rerouted => format!("would reroute cycle {a}, which stays whole"),
    };
    format!("Rail {}: {}; {what}.", k + 1, r.describe_in(board, n))
}

/// After rail `k` (0-based) was switched by hand; `(a, c)`: the cycles it touched, before; its
/// moves numbered in `n`.
pub fn click(
    board: Board,
    k: usize,
    s: Switch,
    (a, c): (u32, u32),
    cycles: usize,
    n: Numbering,
) -> String {
    let what = match s.effect {
        Effect::Joined => format!("joined cycles {a} and {c}"),
        Effect::Split => format!("split cycle {a} in two"),
        Effect::Rerouted => format!("rerouted cycle {a}, which stays one cycle"),
    };
    format!(
        "Switched rail {} at {} (primary direction {}, cross direction {}): {what} → {}.",
        k + 1,
        board.square(s.rail.top as usize),
        n.number(s.rail.primary),
        n.number(s.rail.cross),
        cycles_words(cycles)
    )
}

/// A plan of `plan` switches of which `pos` are applied; `cycles` now.
///
/// `tour` names what one cycle is ([`crate::cover::CycleCover::one_cycle_name`]); moves are
/// numbered in `numbering`.
pub fn plan(
    board: Board,
    kind: PlanKind,
    plan: &[Switch],
    pos: usize,
    (cycles, tour): (usize, &str),
    numbering: Numbering,
) -> String {
    let n = plan.len();
    if n == 0 {
        return format!(
            "{}: nothing to switch ({}{}).",
            kind.title(),
            cycles_words(cycles),
            if kind == PlanKind::Join && cycles == 1 {
                format!(", already {tour}")
            } else {
                String::new()
            }
        );
    }
    if pos == 0 {
        return format!(
            "{}: {} planned from {}; step, play or run to the end.",
            kind.title(),
            counted(n as u64, "switch", "switches"),
            cycles_words(cycles)
        );
    }
    let rounds = plan.last().map_or(0, |s| s.round + 1);
    let round_word = match kind {
        // At the end the rounds are told in the details' tally.
        _ if pos == n => String::new(),
        PlanKind::Shatter => String::new(),
        _ => format!(", round {} of {rounds}", plan[pos.max(1) - 1].round + 1),
    };
    let head = format!(
        "{} switch {} of {}{round_word}",
        kind.title(),
        count(pos as u64),
        count(n as u64)
    );
    // The headline says where and what (and at the end, what is left); the directions and the
    // plan's tally go to the details.
    let s = &plan[pos - 1];
    let now = if pos == n {
        if cycles == 1 {
            format!("Done: {tour}.")
        } else {
            format!("Done: {}.", cycles_words(cycles))
        }
    } else {
        format!("{} now.", cycles_words(s.cycles_after))
    };
    let tally = if pos == n {
        format!(" {}", tally_words(&Tally::of(plan)))
    } else {
        String::new()
    };
    format!(
        "{head}: rail at {} {}. {now} Its primary direction is {}, its cross direction {} ({}'s \
         numbering).{tally}",
        board.square(s.rail.top as usize),
        s.effect_words(),
        numbering.number(s.rail.primary),
        numbering.number(s.rail.cross),
        numbering.name()
    )
}

/// What a plan's switches did: how many joined two cycles, split one, rerouted one, and the
/// cycle count before its first switch and after its last.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub joins: usize,
    pub splits: usize,
    pub reroutes: usize,
    pub before: usize,
    pub after: usize,
}

impl Tally {
    /// The tally of `switches` (in order; empty: all zero). The count before is the first
    /// switch's count after, less what it did (a join took one cycle away, a split added one).
    ///
    /// ```
    /// use warnsdorff::labs::tourneys::status::Tally;
    /// assert_eq!(Tally::of(&[]), Tally::default());
    /// ```
    pub fn of(switches: &[Switch]) -> Tally {
        let mut t = Tally::default();
        for s in switches {
            match s.effect {
                Effect::Joined => t.joins += 1,
                Effect::Split => t.splits += 1,
                Effect::Rerouted => t.reroutes += 1,
            }
        }
        if let (Some(first), Some(last)) = (switches.first(), switches.last()) {
            t.before = match first.effect {
                Effect::Joined => first.cycles_after + 1,
                Effect::Split => first.cycles_after.saturating_sub(1),
                Effect::Rerouted => first.cycles_after,
            };
            t.after = last.cycles_after;
        }
        t
    }
}

/// A tally in words: `Tally: 3 joins, 1 split, 0 reroutes; 5 cycles → 3.`
///
/// ```
/// use warnsdorff::labs::tourneys::status::{tally_words, Tally};
/// let t = Tally { joins: 3, splits: 1, reroutes: 0, before: 5, after: 3 };
/// assert_eq!(tally_words(&t), "Tally: 3 joins, 1 split, 0 reroutes; 5 cycles → 3.");
/// ```
pub fn tally_words(t: &Tally) -> String {
    format!(
        "Tally: {}, {}, {}; {} → {}.",
        counted(t.joins as u64, "join", "joins"),
        counted(t.splits as u64, "split", "splits"),
        counted(t.reroutes as u64, "reroute", "reroutes"),
        cycles_words(t.before),
        count(t.after as u64)
    )
}

/// While a plan is being made.
pub fn planning(kind: PlanKind, fraction: f64, switches: usize) -> String {
    format!(
        "{}: planning… {:.0} % ({} so far).",
        kind.title(),
        (fraction * 100.0).clamp(0.0, 100.0),
        counted(switches as u64, "switch", "switches")
    )
}

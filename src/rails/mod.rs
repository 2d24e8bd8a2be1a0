//! Rails and what is done with them (Parberry 001 §4, §5, §7): finding every rail of a cycle
//! cover (Algorithm 1), switching one, joining a tourney into fewer cycles over a spanning
//! forest of its rail graph (Algorithm 2), shattering a cover by switching a random maximal set
//! of vertex-disjoint rails (Algorithm 3), and obfuscation (16 shatters, then join).
//!
//! A **rail** is a pair of parallel moves `(v0,v1)`, `(v2,v3)` of the cover whose "cross" moves
//! `(v0,v2)`, `(v1,v3)` are knight's moves not in the cover. Its four squares form a
//! parallelogram; `v0` is the topmost square and both sides leaving it go downward, so a rail is
//! known by `v0`, its **primary move** (`v0→v1`) and its **cross move** (`v0→v2`), both among
//! Parberry's downward moves 4–7 (internal moves 2–5, see [`crate::moves`]).
//!
//! **Switching** a rail deletes its two primary moves and inserts the two cross moves. The
//! result is again a rail, with primary and cross exchanged: [`Rail::complement`]. So every
//! switch is undone by switching its complement, which is what the page's undo uses.
//!
//! A cover's holes ([`crate::cover`]: squares on no cycle, such as the corner a corner-missed
//! tour leaves out) have no moves, so no rail touches one: every operation here keeps them.
//!
//! For an interactive page every operation also exists as a *plan*: the list of [`Switch`]es
//! in the order they are made, each with its [`Effect`] and the number of cycles after it, to be
//! replayed one at a time with [`switch`] (and undone with [`Switch::undo`]).
//!
//! ```
//! use warnsdorff::rails::{find_rails, join};
//! use warnsdorff::tourneys::{generate, Generator};
//! let mut cover = generate(Generator::FourCover, 16, 1).unwrap(); // 64 four-cycles
//! assert_eq!(cover.cycle_count(), 64);
//! assert!(!find_rails(&cover).is_empty());
//! let report = join(&mut cover, 7);
//! assert_eq!(report.final_cycles(), 1);
//! assert!(cover.is_tour());
//! ```

mod effects;
pub mod graph;
mod join;
mod masks;
mod obfuscate;
pub mod order;
pub mod plan;
mod rail;
mod shatter;
mod steps;
mod switch;

pub use join::{join, join_round, join_round_ranked, plan_join, JoinReport, RailEdge, RailGraph};
pub use masks::{find_rails, for_each_rail};
pub use obfuscate::{obfuscate, ObfuscateReport, OBFUSCATE_RETRIES, OBFUSCATE_SHATTERS};
pub use plan::{plan_obfuscate, plan_shatter};
pub use rail::{downward_moves, Effect, Rail, RailError, Switch};
pub use shatter::{disjoint_rails, shatter};
pub use switch::{classify, switch, switch_classified};

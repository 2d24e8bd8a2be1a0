//! warnsdorff: an interactive knight's-tour lab.
//!
//! The algorithmic core is plain Rust with no wasm dependency: board geometry ([`board`]), the
//! knight's moves and the papers' numberings ([`moves`]), the live Warnsdorff walk ([`walk`])
//! over flat padded arrays ([`grid`]) with its tiebreak rules ([`rules`]), seeded randomness
//! ([`rng`]), the papers' text formats ([`matrix`], [`record`]), and move statistics over many
//! tours ([`stats`]); the pages' field checks and limits ([`input`]) and the board views'
//! arithmetic ([`layout`]); Parberry's cycle covers ([`cover`]), their rails with join, shatter and
//! obfuscation ([`rails`]), and the cover generators ([`tourneys`]). The `web` module (wasm32
//! only) is a thin `wasm-bindgen` layer over it for
//! the page in `www/`.
//!
//! The papers this crate follows are cited by their numbers in `shared/seeds/`: 000 Squirrel &
//! Cull, 001 Parberry, 002 Phadke, 003 Lin & Wei, 004 Irwin.

pub mod board;
pub mod construct;
pub mod cover;
pub mod exchange;
pub mod experiments;
pub mod grid;
pub mod input;
pub mod job;
pub mod labs;
pub mod matrix;
pub mod moves;
pub mod neural;
pub mod numbering;
pub mod page;
pub mod papers;
pub mod phadke;
pub mod rails;
pub mod raster;
pub mod record;
pub mod rng;
pub mod rules;
pub mod stats;
pub mod tourneys;
pub mod walk;
#[cfg(target_arch = "wasm32")]
pub mod web;

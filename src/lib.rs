//! warnsdorff: an interactive knight's-tour lab.
//!
//! The algorithmic core is plain Rust with no wasm dependency: board geometry ([`board`]), the
//! knight's moves and the papers' numberings ([`moves`]). The `web` module (wasm32 only) is a
//! thin `wasm-bindgen` layer over it.
//!
//! The papers this crate follows are cited by their numbers in `shared/seeds/`: 000 Squirrel &
//! Cull, 001 Parberry, 002 Phadke, 003 Lin & Wei, 004 Irwin.

pub mod board;
pub mod moves;

// Cycle covers, rails, join/shatter/obfuscate and cover generators (Parberry 001).
pub mod cover;
mod cover_rng;
pub mod rails;
pub mod tourneys;

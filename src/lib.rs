//! warnsdorff: an interactive knight's-tour lab, a Rust core under a static web page.
//!
//! The papers this crate follows are cited by their numbers in `shared/seeds/`: 000 Squirrel &
//! Cull, 001 Parberry, 002 Phadke, 003 Lin & Wei, 004 Irwin.
//!
//! # Index
//!
//! The core is plain Rust with no wasm dependency, tested natively:
//!
//! - geometry and moves: [`board`] (sizes, squares, names), [`region`] (any board: squares
//!   removed, a cylinder or torus, any (a, b) leaper), [`moves`] (the eight moves, one
//!   internal numbering), [`numbering`] (the papers' numberings, converted at the edges);
//! - the walk: [`walk`] (Warnsdorff's rule step by step, with undo), [`grid`] (its flat padded
//!   array), [`rules`] (the tiebreak rules: orderings, random, Squirrel & Cull's staged rule,
//!   nineteen, Pohl, look-ahead), [`rng`] (seeded ChaCha8);
//! - covers and tours: [`cover`] (cycle covers, Parberry's tourneys), [`rails`] (rails, switch,
//!   join, shatter, obfuscate, the rail graph), [`tourneys`] (cover and tour generators),
//!   [`neural`] (the Takefuji–Lee network), [`construct`] (Lin & Wei's tours on any board),
//!   [`phadke`] (every Warnsdorff closed tour of 8×8), [`count`] (every tour of a small board
//!   of any shape, leaper and wrap, and the Warnsdorff ones among them);
//! - measuring: [`stats`] (move distributions over many tours), [`shape`] (turns and crossings
//!   of a path, tour or cover, after Mamano, Efrat et al.), [`experiments`] (Figure 2 and
//!   the timing curves), [`papers`] (every checkable claim, re-checked);
//! - formats and fields: [`matrix`] and [`record`] (the papers' matrix, the JSON walk record),
//!   [`exchange`] (import and export), [`input`] (sides, boards, seeds, counts and their limits),
//!   [`csv_text`] (every CSV line the tool writes, quoted as RFC 4180 says);
//! - the pages: [`job`] (one [`job::Job`] and one [`job::Progress`] for every long computation),
//!   [`page`] (one page contract: form, link, status, scene), [`raster`] (pictures in memory),
//!   [`labs`] (the seven labs on that contract, and the registries that open them).
//!
//! `web` (wasm32 only) is the generic `wasm-bindgen` layer: one page wrapper, one Worker-job
//! wrapper, one painter for every lab's scenes, the glyph atlas and errors.

pub mod board;
pub mod construct;
pub mod count;
pub mod cover;
pub mod csv_text;
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
pub mod region;
pub mod rng;
pub mod rules;
pub mod shape;
pub mod stats;
pub mod tourneys;
pub mod walk;
#[cfg(target_arch = "wasm32")]
pub mod web;

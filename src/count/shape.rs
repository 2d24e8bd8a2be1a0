//! The shape, wrap and leaper texts `count` reads: the walk's own ([`crate::region`]), shared.

pub use crate::region::text::{leaper, Shape, ShapeError, MAX_SIDE};

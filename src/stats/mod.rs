//! Move statistics of knight's tours (Parberry 001 §3): per-tour move and relative-move
//! distributions ([`distribution`]), their streaming mean and SD over many tours
//! ([`aggregate`]), with each tour's turns and crossings ([`crate::shape`]), and seeded tour generators run in bounded slices with progress ([`tourgen`]),
//! for the "Compare move distributions" panel and `warnsdorff stats`.
//!
//! All statistics are indexed 0–7 in **Parberry's numbering** (001 Figure 1), converted from the
//! internal move numbering in [`distribution`] only.

pub mod aggregate;
pub mod distribution;
pub mod tables;
pub mod tourgen;

pub use aggregate::{Aggregate, MeanSd, MeanSdView, Spread, SpreadView};
pub use distribution::{parberry_move, rel, Counts, CountsError, Distribution};
pub use tourgen::{
    has_closed_tour, has_open_tour, sources, CoverSource, GenError, GenSpec, Generator, Progress,
    Run, Shatter, SourceInfo, Step, Summary, Tour,
};

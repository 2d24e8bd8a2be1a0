//! Phadke's exhaustive enumeration of Warnsdorff closed tours of the 8×8 board (paper 002):
//! every tie followed, the end reserved for the last move, the 10 start cells and 53 pairs,
//! corner dashes (full, semi, ECD, XCD), and solutions fetched by index.

pub mod cells;
pub mod open;
pub mod reading;
pub mod search;
pub mod sets;
pub mod variant;

pub use cells::{Cell, Corner};
pub use reading::Reading;
pub use search::{Counter, Counts, Problem, ProblemError, Solution, TieStep, TieTree};
pub use sets::{pairs, Pair, SetResult};
pub use variant::{DashMode, EndDash, Family, Variant};

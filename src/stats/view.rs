//! The statistics page's view of a run's results: a [`Summary`] whose seed travels as decimal
//! text, since seeds go past 2^53 and a JS number would round them (every other count stays far
//! below that). The page gets it from its worker and hands it back for the CSV.

use super::tourgen::Directed;
use super::{MeanSdView, Summary};
use crate::board::Board;
use crate::input::{self, InputError};
use serde::{Deserialize, Serialize};

/// [`Summary`] as the page holds it: every field the same but the seed, as text.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PageSummary {
    pub tours: u64,
    pub moves: MeanSdView,
    pub relative: MeanSdView,
    pub directed: Directed,
    pub generator: String,
    pub board: Board,
    pub seed: String,
    pub target: u64,
    pub attempts: u64,
    pub squares: u64,
    pub attempt_rate: f64,
    pub stopped: Option<String>,
    #[serde(default)]
    pub deterministic: bool,
}

impl From<Summary> for PageSummary {
    fn from(s: Summary) -> PageSummary {
        PageSummary {
            tours: s.tours,
            moves: s.moves,
            relative: s.relative,
            directed: s.directed,
            generator: s.generator,
            board: s.board,
            seed: s.seed.to_string(),
            target: s.target,
            attempts: s.attempts,
            squares: s.squares,
            attempt_rate: s.attempt_rate,
            stopped: s.stopped,
            deterministic: s.deterministic,
        }
    }
}

impl TryFrom<PageSummary> for Summary {
    type Error = InputError;
    /// Back from the page: the seed must be a whole number 0 to 2^64 − 1 again.
    fn try_from(s: PageSummary) -> Result<Summary, InputError> {
        Ok(Summary {
            tours: s.tours,
            moves: s.moves,
            relative: s.relative,
            directed: s.directed,
            generator: s.generator,
            board: s.board,
            seed: input::parse_seed(&s.seed)?,
            target: s.target,
            attempts: s.attempts,
            squares: s.squares,
            attempt_rate: s.attempt_rate,
            stopped: s.stopped,
            deterministic: s.deterministic,
        })
    }
}

//! The options that make a board any board (`--shape`, `--wrap`) walked by any leaper
//! (`--leaper`), shared by `tour`, `exists` and `stats` ([`warnsdorff::region`]).

use crate::args::{by, Usage};
use warnsdorff::board::Board;
use warnsdorff::region::{text::Shape, Leaper, Region, Wrap};

/// `--shape FILE`, `--leaper A,B`, `--wrap none|cylinder|torus`.
#[derive(clap::Args, Clone)]
pub struct RegionArgs {
    /// A shape: the papers' matrix with # for a removed square (any other entry is a square),
    /// from FILE or - for stdin; it gives the board
    #[arg(long, value_name = "FILE", value_parser = by(crate::count::shape_file))]
    shape: Option<(String, Shape)>,
    /// The leaper A,B with A and B different, 1 to 100, or a name: knight (1,2), camel (1,3),
    /// zebra (2,3), giraffe (1,4)
    #[arg(long, value_name = "A,B", default_value = "knight", value_parser = by(leaper))]
    leaper: Leaper,
    /// How the edges join: none, cylinder (the columns wrap) or torus
    #[arg(long, value_name = "WRAP", default_value = "none", value_parser = by(wrap))]
    wrap: Wrap,
}

fn leaper(text: &str) -> Result<Leaper, Usage> {
    Ok(text.parse()?)
}

fn wrap(text: &str) -> Result<Wrap, Usage> {
    Ok(text.parse()?)
}

impl RegionArgs {
    /// Whether a shape was given (it then gives the board).
    pub fn has_shape(&self) -> bool {
        self.shape.is_some()
    }

    /// Whether these are the defaults: the knight on the whole board, no wrap.
    pub fn is_plain(&self) -> bool {
        self.shape.is_none() && self.leaper == Leaper::KNIGHT && self.wrap == Wrap::None
    }

    /// The region: the shape's rectangle (which `board`, if given too, must match) or the whole
    /// board, with the leaper and wrap. `command` names the subcommand in messages.
    pub fn region(&self, command: &str, board: Option<Board>) -> Result<Region, Usage> {
        let region = match (&self.shape, board) {
            (Some((file, s)), Some(b)) if (b.rows(), b.cols()) != (s.rows, s.cols) => {
                return Err(Usage(format!(
                    "{command}: --board {b} but the shape in {file} is {}x{}",
                    s.rows, s.cols
                )))
            }
            (Some((_, s)), _) => Region::of_shape(s)?,
            (None, Some(b)) => Region::new(b),
            (None, None) => {
                return Err(Usage(format!(
                    "{command}: --board RxC is required (or --shape FILE), e.g. --board 8x8"
                )))
            }
        };
        Ok(region.with_leaper(self.leaper).with_wrap(self.wrap))
    }
}

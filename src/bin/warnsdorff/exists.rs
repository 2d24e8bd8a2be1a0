//! `warnsdorff exists --board RxC`: which tours the board has (Lin & Wei 003 Theorems 1–3),
//! one line: the strongest kind (`closed`, `corner-missed`, `open` or `none`), then the reason.

use crate::args::{by, Usage};
use warnsdorff::board::Board;
use warnsdorff::construct::exists::existence;

/// The options of `exists`: the board asked about.
#[derive(clap::Args)]
pub struct ExistsArgs {
    /// The board, ROWSxCOLS
    #[arg(long, value_name = "RxC", value_parser = by(board))]
    board: Option<Board>,
}

fn board(text: &str) -> Result<Board, Usage> {
    Ok(text.parse()?)
}

pub fn run(args: ExistsArgs) -> Result<(), Usage> {
    let board = args.board.ok_or_else(|| {
        Usage("exists: --board is required; usage: exists --board RxC".to_string())
    })?;
    let ex = existence(board.rows() as u64, board.cols() as u64);
    println!("{} — {}", ex.strongest, ex.reason());
    Ok(())
}

//! `warnsdorff exists --board RxC`: which tours the board has (Lin & Wei 003 Theorems 1–3),
//! one line: the strongest kind (`closed`, `corner-missed`, `open` or `none`), then the reason.
//! With another leaper, a wrap or a shape (`--leaper`, `--wrap`, `--shape`): two lines, `open:`
//! and `closed:`, each `yes`, `no` with the argument that proves it (colour, a square with no
//! neighbour, a disconnected board, squares of one neighbour) or `unknown`
//! ([`warnsdorff::region::exists`]).

use crate::args::{by, Usage};
use crate::region::RegionArgs;
use warnsdorff::board::Board;
use warnsdorff::construct::exists::existence;
use warnsdorff::region::exists::decide;

/// The options of `exists`: the board asked about.
#[derive(clap::Args)]
pub struct ExistsArgs {
    /// The board, ROWSxCOLS (or give --shape)
    #[arg(long, value_name = "RxC", value_parser = by(board))]
    board: Option<Board>,
    #[command(flatten)]
    region: RegionArgs,
}

fn board(text: &str) -> Result<Board, Usage> {
    Ok(text.parse()?)
}

pub fn run(args: ExistsArgs) -> Result<(), Usage> {
    if args.board.is_none() && !args.region.has_shape() {
        return Err(Usage(
            "exists: --board is required; usage: exists --board RxC [--leaper A,B] [--wrap WRAP] \
             [--shape FILE]"
                .to_string(),
        ));
    }
    let region = args.region.region("exists", args.board)?;
    if region.is_plain() {
        let board = region.board();
        let ex = existence(board.rows() as u64, board.cols() as u64);
        println!("{} — {}", ex.strongest, ex.reason());
        return Ok(());
    }
    let v = decide(&region);
    println!("open: {}", v.open.line());
    println!("closed: {}", v.closed.line());
    Ok(())
}

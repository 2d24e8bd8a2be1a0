//! `warnsdorff exists --board RxC`: which tours the board has (Lin & Wei 003 Theorems 1–3),
//! one line: the strongest kind (`closed`, `corner-missed`, `open` or `none`), then the reason.

use crate::args::{Args, Usage};
use warnsdorff::board::Board;
use warnsdorff::construct::exists::existence;

const ACCEPTED: &str = "--board RxC";

pub fn run(mut args: Args) -> Result<(), Usage> {
    let board: Board = args
        .value("--board")?
        .ok_or_else(|| {
            Usage(format!(
                "exists: --board is required; usage: exists {ACCEPTED}"
            ))
        })?
        .parse()?;
    args.finish(ACCEPTED)?;
    let ex = existence(board.rows() as u64, board.cols() as u64);
    println!("{} — {}", ex.strongest, ex.reason());
    Ok(())
}

//! The wasm-bindgen layer for the page in `www/` (wasm32 only): thin wrappers over the core.
//!
//! Boundary rules (as in the Rust and WebAssembly book's Game of Life): the page hands over the
//! text of its fields and gets back either a value or a `JsError` whose message is meant to be
//! shown next to the field; nothing here panics on bad input (and `console_error_panic_hook`
//! reports anything unexpected). The canvas is drawn from Rust through `web-sys`.

use crate::board::{Board, Square};
use wasm_bindgen::prelude::*;

/// The smallest and largest side the page accepts (the core accepts more; the page must stay
/// responsive).
pub const MIN_SIDE: u32 = 5;
pub const MAX_SIDE: u32 = 2000;

#[wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
}

/// The page's limits on a side: `[min, max]`.
#[wasm_bindgen(js_name = sideLimits)]
pub fn side_limits() -> Vec<u32> {
    vec![MIN_SIDE, MAX_SIDE]
}

/// Parse the text of the rows or cols field (`what` names it in the message).
#[wasm_bindgen(js_name = parseSide)]
pub fn parse_side(what: &str, text: &str) -> Result<u32, JsError> {
    side(what, text).map_err(|e| JsError::new(&e))
}

fn side(what: &str, text: &str) -> Result<u32, String> {
    let t = text.trim();
    if t.is_empty() {
        return Err(format!(
            "{what}: enter a whole number from {MIN_SIDE} to {MAX_SIDE}"
        ));
    }
    if !t.chars().all(|c| c.is_ascii_digit()) {
        return Err(format!(
            "{what}: '{t}' is not a whole number; enter {MIN_SIDE} to {MAX_SIDE}"
        ));
    }
    match t.parse::<u64>() {
        Ok(n) if (MIN_SIDE as u64..=MAX_SIDE as u64).contains(&n) => Ok(n as u32),
        Ok(n) if n < MIN_SIDE as u64 => Err(format!(
            "{what}: {n} is too few; the page takes {MIN_SIDE} to {MAX_SIDE}"
        )),
        _ => Err(format!(
            "{what}: {t} is over the page's limit of {MAX_SIDE}; the page takes {MIN_SIDE} to {MAX_SIDE}"
        )),
    }
}

fn board(rows: &str, cols: &str) -> Result<Board, String> {
    let r = side("rows", rows)?;
    let c = side("cols", cols)?;
    Board::new(r as u64, c as u64).map_err(|e| e.to_string())
}

/// Parse a start square (`R,C` or `e4`) on a rows × cols board: `[row, col]`, 1-based.
#[wasm_bindgen(js_name = parseSquare)]
pub fn parse_square(rows: &str, cols: &str, text: &str) -> Result<Vec<u32>, JsError> {
    let b = board(rows, cols).map_err(|e| JsError::new(&e))?;
    let s = b
        .parse_square(text)
        .map_err(|e| JsError::new(&e.to_string()))?;
    Ok(vec![s.row, s.col])
}

/// An empty board drawn on a canvas: squares and their degrees. (Replaced by the walk's view.)
#[wasm_bindgen]
pub struct BoardView {
    board: Board,
}

#[wasm_bindgen]
impl BoardView {
    #[wasm_bindgen(constructor)]
    pub fn new(rows: &str, cols: &str) -> Result<BoardView, JsError> {
        Ok(BoardView {
            board: board(rows, cols).map_err(|e| JsError::new(&e))?,
        })
    }

    pub fn rows(&self) -> u32 {
        self.board.rows()
    }

    pub fn cols(&self) -> u32 {
        self.board.cols()
    }

    /// Draw the whole board into `ctx`, `cell` CSS pixels per square.
    pub fn draw(&self, ctx: &web_sys::CanvasRenderingContext2d, cell: f64) {
        let b = self.board;
        for r in 1..=b.rows() {
            for c in 1..=b.cols() {
                let x = (c - 1) as f64 * cell;
                let y = (r - 1) as f64 * cell;
                ctx.set_fill_style_str(if (r + c) % 2 == 0 {
                    "#f0d9b5"
                } else {
                    "#b58863"
                });
                ctx.fill_rect(x, y, cell, cell);
                if cell >= 14.0 {
                    ctx.set_fill_style_str("#333");
                    let _ = ctx.fill_text(
                        &b.degree(Square::new(r, c)).to_string(),
                        x + cell / 2.0,
                        y + cell / 2.0,
                    );
                }
            }
        }
    }
}

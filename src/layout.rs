//! The tourney view's board arithmetic, with no drawing in it: fitting a board into the page and
//! the canvas sizes that follow. The canvas calls that use it are in the wasm layer.

use crate::board::Board;
use serde::Serialize;

/// Squares smaller than this (CSS px) are drawn without numbers.
pub const LABEL_MIN: f64 = 14.0;

/// Sizes chosen for a board: CSS pixels per square and of the whole board.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Layout {
    pub cell: f64,
    pub width: f64,
    pub height: f64,
    /// Whether squares are big enough for numbers.
    pub labels: bool,
}

/// The board area in CSS px: `max_px`, or 960 when that is not a positive number.
fn area(max_px: f64) -> f64 {
    if max_px.is_finite() && max_px > 0.0 {
        max_px
    } else {
        960.0
    }
}

impl Layout {
    /// Fit `board` into `max_px` CSS pixels on its longer side; boards up to 100 a side keep
    /// squares of at least 16 px (labels on; the page scrolls), squares are at most 56 px. A
    /// `max_px` that is not a positive number counts as 960.
    pub fn fit(board: Board, max_px: f64) -> Layout {
        let side = board.rows().max(board.cols()) as f64;
        let mut cell = (area(max_px) / side).min(56.0);
        if side <= 100.0 {
            cell = cell.max(16.0);
        }
        let cell = if cell >= 2.0 { cell.floor() } else { cell };
        Layout {
            cell,
            width: cell * board.cols() as f64,
            height: cell * board.rows() as f64,
            labels: cell >= LABEL_MIN,
        }
    }
}

/// What a page sizes its canvases from (`layout(maxPx, dpr)` of the tourney lab): the layout in
/// CSS pixels, the board layer's bitmap (one pixel per square when there are no labels) and the
/// other layers' bitmaps, in device pixels.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Sizes {
    pub cell: f64,
    pub width: f64,
    pub height: f64,
    pub labels: bool,
    pub board_bitmap: (u32, u32),
    pub bitmap: (u32, u32),
}

impl Layout {
    /// The canvas sizes of this layout of `board` at device pixel ratio `dpr` (as given by
    /// [`clamp_dpr`]).
    pub fn sizes(&self, board: Board, dpr: f64) -> Sizes {
        let bitmap = (device_px(self.width, dpr), device_px(self.height, dpr));
        Sizes {
            cell: self.cell,
            width: self.width,
            height: self.height,
            labels: self.labels,
            board_bitmap: if self.labels {
                bitmap
            } else {
                (board.cols(), board.rows())
            },
            bitmap,
        }
    }
}

/// Device pixels for `css` CSS pixels at ratio `dpr`: rounded, at least 1.
pub fn device_px(css: f64, dpr: f64) -> u32 {
    (css * dpr).round().max(1.0) as u32
}

/// A device pixel ratio as the page reports it, made safe: 1 when not a positive number, at
/// most 3.
pub fn clamp_dpr(dpr: f64) -> f64 {
    if dpr.is_finite() && dpr > 0.0 {
        dpr.min(3.0)
    } else {
        1.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fit_keeps_small_boards_labelled_and_large_ones_within_the_area() {
        let b8 = Board::new(8, 8).unwrap();
        let l = Layout::fit(b8, 960.0);
        assert_eq!((l.cell, l.labels), (56.0, true));
        let l = Layout::fit(Board::new(100, 100).unwrap(), 960.0);
        assert_eq!((l.cell, l.width), (16.0, 1600.0));
        let l = Layout::fit(Board::new(1000, 500).unwrap(), 960.0);
        assert!(
            l.cell < 1.0 && !l.labels && l.height <= 960.0 + 1e-9,
            "{l:?}"
        );
        assert_eq!(Layout::fit(b8, f64::NAN), Layout::fit(b8, 960.0));
        assert_eq!(clamp_dpr(-1.0), 1.0);
        assert_eq!(clamp_dpr(5.0), 3.0);
    }
}

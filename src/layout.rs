//! The board views' arithmetic, with no drawing in it: fitting a board into the page, the square
//! under a point, square centres, label sizes, and the colours of squares and of the move-number
//! ramp. The canvas calls that use them are in the wasm layer.

use crate::board::{Board, Square};

/// Squares smaller than this (CSS px) are drawn without numbers.
pub const LABEL_MIN: f64 = 14.0;
/// The smallest label size (CSS px) [`Layout::fit_up_to`] calls readable.
pub const LABEL_READABLE: f64 = 8.0;
/// Squares smaller than this show the path by colour only (a line would cover the board).
pub const PATH_MIN: f64 = 3.0;

/// Light and dark unvisited squares.
pub const LIGHT: [u8; 3] = [0xf0, 0xd9, 0xb5];
pub const DARK: [u8; 3] = [0xc8, 0xa0, 0x78];
/// Light and dark visited squares.
pub const SEEN_LIGHT: [u8; 3] = [0xd6, 0xe6, 0xf5];
pub const SEEN_DARK: [u8; 3] = [0xa9, 0xc4, 0xe0];
/// Irwin's trouble square (one exit left) and termination square (none): 004 Figure 2.
pub const TROUBLE: [u8; 3] = [0xff, 0xb3, 0x47];
pub const TERMINATION: [u8; 3] = [0xe5, 0x4b, 0x4b];

/// Sizes chosen for a board: CSS pixels per square and of the whole board.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Layout {
    pub cell: f64,
    pub width: f64,
    pub height: f64,
    /// Whether squares are big enough for numbers.
    pub labels: bool,
}

impl Layout {
    /// Fit `board` into `max_px` CSS pixels on its longer side; boards up to 100 a side keep
    /// squares of at least 16 px (labels on; the page scrolls), squares are at most 56 px. A
    /// `max_px` that is not a positive number counts as 960.
    pub fn fit(board: Board, max_px: f64) -> Layout {
        let max_px = if max_px.is_finite() && max_px > 0.0 {
            max_px
        } else {
            960.0
        };
        let side = board.rows().max(board.cols()) as f64;
        let mut cell = (max_px / side).min(56.0);
        if side <= 100.0 {
            cell = cell.max(16.0);
        }
        if cell >= 2.0 {
            cell = cell.floor();
        }
        Layout {
            cell,
            width: cell * board.cols() as f64,
            height: cell * board.rows() as f64,
            labels: cell >= LABEL_MIN,
        }
    }

    /// As [`Layout::fit`], with squares up to `max_cell` px (a page that uses the whole screen),
    /// and labels only when the longest move number is readable, at least [`LABEL_READABLE`] px
    /// The board always fits the area (no 16 px floor: numbers that small are not readable).
    pub fn fit_up_to(board: Board, max_px: f64, max_cell: f64) -> Layout {
        let max_px = if max_px.is_finite() && max_px > 0.0 {
            max_px
        } else {
            960.0
        };
        let max_cell = if max_cell.is_finite() {
            max_cell.max(1.0)
        } else {
            56.0
        };
        let side = board.rows().max(board.cols()) as f64;
        let digits = board.squares().to_string().len().max(2) as f64;
        let readable = |c: f64| (c * 0.42).min(c * 0.92 / (digits * 0.58)) >= LABEL_READABLE;
        let mut cell = (max_px / side).min(max_cell);
        if cell >= 2.0 {
            cell = cell.floor();
        }
        Layout {
            cell,
            width: cell * board.cols() as f64,
            height: cell * board.rows() as f64,
            labels: cell >= LABEL_MIN && readable(cell),
        }
    }

    /// The square under CSS pixel (x, y) of the board, if any.
    pub fn square_at(&self, board: Board, x: f64, y: f64) -> Option<Square> {
        if !(x >= 0.0 && y >= 0.0) {
            return None;
        }
        let s = Square::new((y / self.cell) as u32 + 1, (x / self.cell) as u32 + 1);
        board.contains(s).then_some(s)
    }

    /// The centre of a square in CSS pixels.
    pub fn centre(&self, s: Square) -> (f64, f64) {
        let c = self.cell;
        ((s.col as f64 - 0.5) * c, (s.row as f64 - 0.5) * c)
    }

    /// A square's rectangle `(x, y, w, h)` in CSS pixels, shrunk by `inset` on every side.
    pub fn rect(&self, s: Square, inset: f64) -> (f64, f64, f64, f64) {
        let c = self.cell;
        let (x, y) = ((s.col - 1) as f64 * c, (s.row - 1) as f64 * c);
        (x + inset, y + inset, c - 2.0 * inset, c - 2.0 * inset)
    }

    /// The font size (CSS px) for a label of `digits` characters in a square.
    pub fn label_size(&self, digits: usize) -> f64 {
        let c = self.cell;
        (c * 0.42)
            .min(c * 0.92 / (digits as f64 * 0.58))
            .clamp(5.0, 18f64.max(c * 0.3))
    }
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

/// The colour of a square by its degree (None: visited) and shade: visited light or dark,
/// termination (degree 0), trouble (degree 1), or the board's own light or dark.
pub fn square_colour(s: Square, degree: Option<u8>) -> [u8; 3] {
    let light = (s.row + s.col) % 2 == 0;
    match degree {
        None if light => SEEN_LIGHT,
        None => SEEN_DARK,
        Some(0) => TERMINATION,
        Some(1) => TROUBLE,
        Some(_) if light => LIGHT,
        Some(_) => DARK,
    }
}

/// Blue → green → orange → red along t in [0, 1] (a visited square's move number over the
/// board's squares, where the path is too fine to draw as a line).
pub fn ramp(t: f64) -> [u8; 3] {
    const STOPS: [[f64; 3]; 4] = [
        [70.0, 110.0, 220.0],
        [60.0, 180.0, 120.0],
        [245.0, 170.0, 60.0],
        [200.0, 40.0, 60.0],
    ];
    let x = if t.is_nan() { 0.0 } else { t.clamp(0.0, 1.0) } * 3.0;
    let k = (x as usize).min(2);
    let f = x - k as f64;
    let mix = |j: usize| (STOPS[k][j] + (STOPS[k + 1][j] - STOPS[k][j]) * f) as u8;
    [mix(0), mix(1), mix(2)]
}

/// `rgb(r,g,b)` for a canvas style.
pub fn css([r, g, b]: [u8; 3]) -> String {
    format!("rgb({r},{g},{b})")
}

/// What a board view must repaint when the path it drew last becomes the walk's path now: the
/// squares entered or left since, and their knight neighbours (their degrees moved), or
/// everything when that is most of the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Repaint {
    /// Length of the common prefix of the drawn path and the path now.
    pub common: usize,
    /// Repaint everything.
    pub full: bool,
    /// The squares to repaint when not `full`, sorted, each once.
    pub squares: Vec<Square>,
}

impl Repaint {
    /// `drawn`: board indices of the path drawn last; the path now has `len` squares, the k-th
    /// at board index `now(k)`; `forget`: the last frame is stale; `changed_kind`: the outcome
    /// changed in a way that repaints every square (e.g. the dead-end marks).
    pub fn plan(
        board: Board,
        drawn: &[u32],
        len: usize,
        now: impl Fn(usize) -> u32,
        forget: bool,
        changed_kind: bool,
    ) -> Repaint {
        let mut common = if forget { 0 } else { drawn.len().min(len) };
        while common > 0 && drawn[common - 1] != now(common - 1) {
            common -= 1;
        }
        let changed = (drawn.len() - common) + (len - common);
        let full = common == 0 || changed_kind || changed * 9 > board.squares() / 2;
        let mut squares = Vec::new();
        if !full {
            let dirty = drawn[common..]
                .iter()
                .copied()
                .chain((common..len).map(&now));
            for i in dirty {
                let s = board.square(i as usize);
                squares.push(s);
                squares.extend(board.neighbours(s).map(|(_, t)| t));
            }
            squares.sort_unstable();
            squares.dedup();
        }
        Repaint {
            common,
            full,
            squares,
        }
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
    }

    #[test]
    fn square_at_inverts_centre() {
        let b = Board::new(8, 10).unwrap();
        let l = Layout::fit(b, 400.0);
        for i in 0..b.squares() {
            let s = b.square(i);
            let (x, y) = l.centre(s);
            assert_eq!(l.square_at(b, x, y), Some(s));
        }
        assert_eq!(l.square_at(b, -1.0, 3.0), None);
        assert_eq!(l.square_at(b, f64::NAN, 3.0), None);
        assert_eq!(l.square_at(b, l.width + 1.0, 3.0), None);
    }

    #[test]
    fn a_step_repaints_its_squares_and_their_neighbours_only() {
        let b = Board::new(20, 20).unwrap();
        let path = [0u32, 22, 44];
        let now = |k: usize| path[k];
        let p = Repaint::plan(b, &path[..2], 3, now, false, false);
        assert_eq!((p.common, p.full), (2, false));
        let s44 = b.square(44);
        let mut want: Vec<Square> = std::iter::once(s44)
            .chain(b.neighbours(s44).map(|(_, t)| t))
            .collect();
        want.sort_unstable();
        assert_eq!(p.squares, want);
        // Taking back: the square left is repainted.
        let p = Repaint::plan(b, &path, 2, now, false, false);
        assert_eq!((p.common, p.full), (2, false));
        assert!(p.squares.contains(&s44));
        // A fresh frame, a changed outcome, or a jump over much of the board: everything.
        assert!(Repaint::plan(b, &path, 3, now, true, false).full);
        assert!(Repaint::plan(b, &path, 3, now, false, true).full);
        assert!(Repaint::plan(b, &[5, 27], 3, now, false, false).full);
    }

    #[test]
    fn ramp_runs_blue_to_red_and_colours_follow_degrees() {
        assert_eq!(ramp(0.0), [70, 110, 220]);
        assert_eq!(ramp(1.0), [200, 40, 60]);
        assert_eq!(ramp(f64::NAN), ramp(0.0));
        let s = Square::new(1, 1);
        assert_eq!(square_colour(s, Some(0)), TERMINATION);
        assert_eq!(square_colour(s, Some(1)), TROUBLE);
        assert_eq!(square_colour(s, Some(5)), LIGHT);
        assert_eq!(square_colour(Square::new(1, 2), None), SEEN_DARK);
        assert_eq!(clamp_dpr(-1.0), 1.0);
        assert_eq!(clamp_dpr(5.0), 3.0);
    }
}

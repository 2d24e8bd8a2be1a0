//! The board views' arithmetic, with no drawing in it: fitting a board into the page, the square
//! under a point, square centres, label sizes, and the colours of squares and of the move-number
//! ramp, and the walk's overlay as [`Mark`]s. The canvas calls that use them are in the wasm
//! layer.

use crate::board::{Board, Square};
use crate::walk::irwin::Mark as IrwinMark;
use crate::walk::{Outcome, StepReport, Walk};
use serde::Serialize;

/// Squares at least this big (CSS px) show the knight as a glyph, smaller ones as a dot.
pub const KNIGHT_GLYPH_MIN: f64 = 10.0;

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
/// Irwin's trouble square (one way in, one way out), termination square (one way in, no way
/// out), and a square cut off (no way in): 004 Figure 2, read as in [`crate::walk::irwin`].
pub const TROUBLE: [u8; 3] = [0xff, 0xb3, 0x47];
pub const TERMINATION: [u8; 3] = [0xe5, 0x4b, 0x4b];
pub const CUT_OFF: [u8; 3] = [0x9a, 0x8f, 0xa8];

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
        Layout::of_cell(board, cell, |c| c >= LABEL_MIN)
    }

    /// `board` in squares of `cell` px (whole pixels from 2 px up), labelled where `labels` says.
    fn of_cell(board: Board, cell: f64, labels: impl Fn(f64) -> bool) -> Layout {
        let cell = if cell >= 2.0 { cell.floor() } else { cell };
        Layout {
            cell,
            width: cell * board.cols() as f64,
            height: cell * board.rows() as f64,
            labels: labels(cell),
        }
    }

    /// As [`Layout::fit`], with squares up to `max_cell` px (a page that uses the whole screen),
    /// and labels only when the longest move number is readable, at least [`LABEL_READABLE`] px
    /// The board always fits the area (no 16 px floor: numbers that small are not readable).
    pub fn fit_up_to(board: Board, max_px: f64, max_cell: f64) -> Layout {
        let max_cell = if max_cell.is_finite() {
            max_cell.max(1.0)
        } else {
            56.0
        };
        let side = board.rows().max(board.cols()) as f64;
        let digits = board.squares().to_string().len().max(2) as f64;
        let readable = |c: f64| (c * 0.42).min(c * 0.92 / (digits * 0.58)) >= LABEL_READABLE;
        let cell = (area(max_px) / side).min(max_cell);
        Layout::of_cell(board, cell, |c| c >= LABEL_MIN && readable(c))
    }

    /// The square under CSS pixel (x, y) of the board, if any.
    pub fn square_at(&self, board: Board, x: f64, y: f64) -> Option<Square> {
        if !(x >= 0.0 && y >= 0.0) {
            return None;
        }
        // `as u32` saturates (a pixel far off the board, or infinite, is u32::MAX): no overflow.
        let at = |v: f64| ((v / self.cell) as u32).saturating_add(1);
        let s = Square::new(at(y), at(x));
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

/// What a page sizes its canvases from (`layout(maxPx, dpr)` of the walk and tourney labs): the
/// layout in CSS pixels, the board layer's bitmap (one pixel per square when there are no labels,
/// see the walk's drawing) and the other layers' bitmaps, in device pixels.
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

/// What a labelled square of the walk shows: its move number once visited, `-` on every
/// unvisited square after a dead end, else its degree (unvisited neighbours); with the text's
/// colour. None: nothing (an unvisited square off the walk's reach).
pub fn square_label(
    order: Option<usize>,
    degree: Option<u8>,
    dead: bool,
) -> Option<(String, &'static str)> {
    Label::of(order, degree, dead).map(|l| (l.text(), l.colour()))
}

/// What a labelled square shows ([`square_label`]) without making its text: the drawing keeps
/// one per square to repaint only the squares whose label changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Label {
    /// A visited square's move number.
    Move(usize),
    /// An unvisited square after a dead end.
    Dead,
    /// An unvisited square's degree (its unvisited neighbours).
    Degree(u8),
}

impl Label {
    /// The label of a square by its move number, its degree and whether the walk hit a dead end.
    pub fn of(order: Option<usize>, degree: Option<u8>, dead: bool) -> Option<Label> {
        match (order, degree) {
            (Some(n), _) => Some(Label::Move(n)),
            (None, _) if dead => Some(Label::Dead),
            (None, Some(d)) => Some(Label::Degree(d)),
            (None, None) => None,
        }
    }

    /// The text's colour (CSS).
    pub fn colour(self) -> &'static str {
        LABEL_COLOURS[self.kind() as usize - 1]
    }

    /// 1 (move number), 2 (dead end) or 3 (degree): the index of its colour in
    /// [`LABEL_COLOURS`], plus one.
    pub fn kind(self) -> u8 {
        match self {
            Label::Move(_) => 1,
            Label::Dead => 2,
            Label::Degree(_) => 3,
        }
    }

    pub fn text(self) -> String {
        match self {
            Label::Move(n) => n.to_string(),
            Label::Dead => "-".to_string(),
            Label::Degree(d) => d.to_string(),
        }
    }

    /// A number that differs whenever the text or its colour does (0 is no label).
    pub fn key(label: Option<Label>) -> u64 {
        match label {
            None => 0,
            Some(Label::Move(n)) => (1 << 62) | n as u64,
            Some(Label::Dead) => 2 << 62,
            Some(Label::Degree(d)) => (3 << 62) | u64::from(d),
        }
    }
}

/// The colours of the move numbers, the dead-end marks and the degrees, in [`Label::kind`]
/// order, as CSS and as RGB.
pub const LABEL_COLOURS: [&str; 3] = ["#10243f", "#5a0000", "#6b5a48"];
pub const LABEL_RGB: [[u8; 3]; 3] = [[0x10, 0x24, 0x3f], [0x5a, 0x00, 0x00], [0x6b, 0x5a, 0x48]];

/// A device pixel ratio as the page reports it, made safe: 1 when not a positive number, at
/// most 3.
pub fn clamp_dpr(dpr: f64) -> f64 {
    if dpr.is_finite() && dpr > 0.0 {
        dpr.min(3.0)
    } else {
        1.0
    }
}

/// The colour of a square by whether it is visited, its mark (the core's, [`Mark`]) and its
/// shade: visited light or dark, termination, trouble, cut off, or the board's own light or dark.
pub fn square_colour(s: Square, visited: bool, mark: Option<IrwinMark>) -> [u8; 3] {
    let light = (s.row + s.col) % 2 == 0;
    match (visited, mark) {
        (true, _) if light => SEEN_LIGHT,
        (true, _) => SEEN_DARK,
        (false, Some(IrwinMark::Termination)) => TERMINATION,
        (false, Some(IrwinMark::Trouble)) => TROUBLE,
        (false, Some(IrwinMark::CutOff)) => CUT_OFF,
        (false, None) if light => LIGHT,
        (false, None) => DARK,
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
    /// The squares to repaint when not `full`, each once, in the order the path meets them.
    pub squares: Vec<Square>,
}

impl Repaint {
    /// The squares entered or left are repainted with their knight neighbours, and so are the
    /// neighbours of the last square both paths share (the knight's square before or after):
    /// a square's mark counts the knight's square as a way in.
    ///
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
        // Whole past a quarter of the board in steps: painting a step's nine squares costs
        // some 25 ns in wasm (2000 x 2000, a frame of 131,072 steps), a square painted whole
        // some 15 ns, and the list of squares to paint grows with the steps.
        let full = common == 0 || changed_kind || changed * 4 > board.squares();
        let mut squares = Vec::new();
        if !full {
            let dirty = drawn[common..]
                .iter()
                .copied()
                .chain((common - 1..len).map(&now));
            // Each square once, marked in a bitmap as it is met: a sort and dedup of the
            // squares met (nine a step) took 14.5 ms for the 65,536 steps of a frame of "run
            // to end" at 2000 x 2000, natively, most of that frame's drawing.
            let mut seen = vec![0u64; board.squares().div_ceil(64)];
            let mut add = |s: Square| {
                let i = board.index(s).expect("a path square or its neighbour");
                let (w, bit) = (i / 64, 1u64 << (i % 64));
                if seen[w] & bit == 0 {
                    seen[w] |= bit;
                    squares.push(s);
                }
            };
            for i in dirty {
                let s = board.square(i as usize);
                add(s);
                board.neighbours(s).for_each(|(_, t)| add(t));
            }
        }
        Repaint {
            common,
            full,
            squares,
        }
    }
}

/// One mark of a board's overlay, in CSS pixels: what the canvas draws, decided here.
#[derive(Clone, Debug, PartialEq)]
pub enum Mark {
    /// A rectangle's outline `(x, y, w, h)`, solid or dashed `(dash, gap)`.
    Frame {
        rect: (f64, f64, f64, f64),
        width: f64,
        colour: &'static str,
        dash: Option<(f64, f64)>,
    },
    /// A line, solid or dashed.
    Line {
        from: (f64, f64),
        to: (f64, f64),
        width: f64,
        colour: &'static str,
        dash: Option<(f64, f64)>,
    },
    /// A circle's outline.
    Ring {
        centre: (f64, f64),
        radius: f64,
        width: f64,
        colour: &'static str,
    },
    /// A filled disc.
    Disc {
        centre: (f64, f64),
        radius: f64,
        colour: &'static str,
    },
    /// Text at a point, aligned `left`/`center`/`right` and `top`/`middle` there.
    Text {
        at: (f64, f64),
        text: String,
        font: String,
        align: &'static str,
        baseline: &'static str,
        colour: &'static str,
    },
}

/// The walk page's overlay: the last step's candidates (blue frames), tied squares (dashed
/// purple), the chosen square (thick green) with, when squares carry labels, each candidate's
/// score at the time of the choice as a small tag; the closing move of a closed tour (dashed
/// green); the knight; and a frame round the start square.
pub fn walk_overlay(layout: &Layout, walk: &Walk, last: Option<&StepReport>) -> Vec<Mark> {
    let c = layout.cell;
    let lw = (c / 10.0).clamp(1.0, 3.0);
    let (blue, green) = ("#1f5fd1", "#12903a");
    let frame = |s: Square, inset: f64, width: f64, colour, dash| Mark::Frame {
        rect: layout.rect(s, inset),
        width,
        colour,
        dash,
    };
    let mut marks = Vec::new();
    if let Some(rep) = last {
        let others = rep.candidates.iter().filter(|k| k.square != rep.to);
        marks.extend(others.map(|k| frame(k.square, lw, lw, blue, None)));
        if rep.is_tie() {
            let dash = Some((lw * 2.0, lw * 1.5));
            marks.extend(
                rep.tied
                    .iter()
                    .map(|&t| frame(t, lw * 2.5, lw, "#7a1fa2", dash)),
            );
        }
        marks.push(frame(rep.to, lw * 0.8, lw * 1.6, green, None));
        if layout.labels {
            let font = format!("bold {:.0}px system-ui, sans-serif", (c * 0.3).max(8.0));
            marks.extend(rep.candidates.iter().map(|k| Mark::Text {
                at: (
                    k.square.col as f64 * c - lw * 1.5,
                    (k.square.row - 1) as f64 * c + lw * 1.5,
                ),
                text: k.score.to_string(),
                font: font.clone(),
                align: "right",
                baseline: "top",
                colour: if k.square == rep.to { green } else { blue },
            }));
        }
    }
    let knight = layout.centre(walk.current());
    if walk.outcome() == Outcome::ClosedTour {
        marks.push(Mark::Line {
            from: knight,
            to: layout.centre(walk.start()),
            width: lw,
            colour: green,
            dash: Some((lw * 3.0, lw * 2.0)),
        });
    }
    if c >= KNIGHT_GLYPH_MIN {
        // A ring round the square and a small knight in its top-left corner, so the square's
        // own move number in the middle stays readable.
        marks.push(Mark::Ring {
            centre: knight,
            radius: c * 0.47,
            width: lw * 1.2,
            colour: "#111",
        });
        let (kx, ky, r) = (knight.0 - c * 0.3, knight.1 - c * 0.3, c * 0.2);
        marks.push(Mark::Disc {
            centre: (kx, ky),
            radius: r,
            colour: "rgba(255,255,255,0.9)",
        });
        marks.push(Mark::Text {
            at: (kx, ky + r * 0.08),
            text: "\u{265E}".into(),
            font: format!("{:.0}px serif", r * 1.7),
            align: "center",
            baseline: "middle",
            colour: "#111",
        });
    } else {
        marks.push(Mark::Disc {
            centre: knight,
            radius: (c * 0.8).max(3.0),
            colour: "#111",
        });
    }
    marks.push(frame(walk.start(), 0.0, lw * 0.75, "#111", None));
    marks
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
        // Far off or infinite: None, not an overflow.
        assert_eq!(l.square_at(b, f64::INFINITY, 3.0), None);
        assert_eq!(l.square_at(b, 3.0, 1e300), None);
    }

    #[test]
    fn a_step_repaints_its_squares_and_their_neighbours_only() {
        let b = Board::new(20, 20).unwrap();
        let path = [0u32, 22, 44];
        let now = |k: usize| path[k];
        let p = Repaint::plan(b, &path[..2], 3, now, false, false);
        assert_eq!((p.common, p.full), (2, false));
        let s44 = b.square(44);
        let s22 = b.square(22);
        let mut want: Vec<Square> = [s22, s44]
            .into_iter()
            .flat_map(|s| std::iter::once(s).chain(b.neighbours(s).map(|(_, t)| t)))
            .collect();
        want.sort_unstable();
        want.dedup();
        // Each once (in the order the path meets them): 22's and 44's neighbours share squares.
        let mut got = p.squares.clone();
        got.sort_unstable();
        got.dedup();
        assert_eq!(got.len(), p.squares.len(), "a square listed twice");
        assert_eq!(got, want);
        assert!(want.len() < 2 + b.neighbours(s22).count() + b.neighbours(s44).count());
        // Taking back: the square left is repainted, and the knight's square's neighbours.
        let p = Repaint::plan(b, &path, 2, now, false, false);
        assert_eq!((p.common, p.full), (2, false));
        assert!(p.squares.contains(&s44));
        assert!(b.neighbours(s22).all(|(_, t)| p.squares.contains(&t)));
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
        assert_eq!(
            square_colour(s, false, Some(IrwinMark::Termination)),
            TERMINATION
        );
        assert_eq!(square_colour(s, false, Some(IrwinMark::Trouble)), TROUBLE);
        assert_eq!(square_colour(s, false, Some(IrwinMark::CutOff)), CUT_OFF);
        assert_eq!(square_colour(s, false, None), LIGHT);
        assert_eq!(square_colour(Square::new(1, 2), true, None), SEEN_DARK);
        assert_eq!(clamp_dpr(-1.0), 1.0);
        assert_eq!(clamp_dpr(5.0), 3.0);
    }
}

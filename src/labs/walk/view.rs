//! The walk's boards in numbers and colours, with no drawing in them: a board fitted into its
//! view (squares as large as the view allows, numbers only where they are readable), what each
//! square shows (its colour and label), which squares a frame repaints, and the overlay's
//! shapes: the knight, the start, a closed tour's closing move, the next move's marks, the
//! keyboard's cursor, where two rules part, and the knight sliding onto its square.

use super::preview::Preview;
use crate::board::{Board, Square};
use crate::page::fit::Fit;
use crate::page::scene::{Align, Baseline, Colour, Font, Shape, Stroke, Viewport};
use crate::page::theme::{self, Palette, DAY};
use crate::walk::irwin::Mark;
use crate::walk::{Outcome, Walk};

/// The largest square (CSS px) on the full page; the class view ([`Viewport::fill`]) has none.
pub const MAX_CELL: f64 = 120.0;
/// Squares smaller than this (CSS px) are drawn without numbers.
pub const LABEL_MIN: f64 = 14.0;
/// The smallest label size (CSS px) called readable.
pub const LABEL_READABLE: f64 = 8.0;
/// Squares smaller than this show the path by colour only (a line would cover the board).
pub const PATH_MIN: f64 = 3.0;
/// Squares at least this big show the knight as a glyph, smaller ones as a dot.
pub const KNIGHT_GLYPH_MIN: f64 = 10.0;
/// The knight's dot's smallest radius (CSS px), seen on the finest board.
pub const KNIGHT_MIN: f64 = 4.0;
/// Squares smaller than this (CSS px) show the next move's candidates as boxes of this size.
pub const CANDIDATE_MIN: f64 = 7.0;

/// A board in its view: the squares' size and whether they carry numbers.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Layout {
    pub fit: Fit,
    /// Whether squares are big enough for numbers (a degree's, at least).
    pub labels: bool,
    /// The longest label (characters) readable on the squares: each label is drawn once it
    /// fits, a degree (1 digit) before a long move number (up to the board's longest).
    pub label_chars: usize,
    /// The colours the board is drawn in.
    pub palette: &'static Palette,
}

impl Layout {
    /// `board` as large as `viewport` takes it, squares up to [`MAX_CELL`] px, numbered when a
    /// label of two characters is readable ([`LABEL_READABLE`]) in squares of at least
    /// [`LABEL_MIN`]; labels longer than [`Layout::label_chars`] wait for bigger squares.
    ///
    /// ```
    /// use warnsdorff::board::Board;
    /// use warnsdorff::labs::walk::view::Layout;
    /// use warnsdorff::page::scene::Viewport;
    /// let l = Layout::fit(Board::new(8, 8).unwrap(), Viewport::new(700.0, 900.0, 1.0));
    /// assert_eq!((l.fit.cell, l.labels), (87.0, true));
    /// let l = Layout::fit(Board::new(50, 50).unwrap(), Viewport::new(900.0, 900.0, 1.0));
    /// assert_eq!((l.fit.cell, l.labels), (18.0, false));
    /// ```
    pub fn fit(board: Board, viewport: Viewport) -> Layout {
        Layout {
            palette: viewport.palette(),
            ..Layout::of(
                board,
                Fit::new(board.rows(), board.cols(), viewport, MAX_CELL),
            )
        }
    }

    /// `board` in squares of `cell` CSS px, whatever the view, in the light scheme.
    pub fn of_cell(board: Board, cell: f64) -> Layout {
        Layout::of(board, Fit::of_cell(board.rows(), board.cols(), cell))
    }

    fn of(board: Board, fit: Fit) -> Layout {
        let digits = board.squares().to_string().len().max(2);
        let c = fit.cell;
        let readable =
            |n: usize| (c * 0.42).min(c * 0.92 / (n.max(2) as f64 * 0.58)) >= LABEL_READABLE;
        let label_chars = (1..=digits)
            .take_while(|&n| readable(n))
            .last()
            .unwrap_or(0);
        let labels = c >= LABEL_MIN && label_chars > 0;
        Layout {
            label_chars: if labels { label_chars } else { 0 },
            // Without numbers the board is a picture of one pixel a square: a zoomed window
            // is then whole squares.
            fit: if labels { fit } else { fit.snapped() },
            labels,
            palette: &DAY,
        }
    }

    pub fn cell(&self) -> f64 {
        self.fit.cell
    }

    /// The centre of square `s`.
    pub fn centre(&self, s: Square) -> (f64, f64) {
        self.fit.centre(s.row, s.col)
    }

    /// Square `s`'s rectangle, shrunk by `inset` on every side.
    pub fn rect(&self, s: Square, inset: f64) -> (f64, f64, f64, f64) {
        self.fit.rect(s.row, s.col, inset)
    }

    /// The font size (CSS px) of a label of `chars` characters.
    pub fn label_size(&self, chars: usize) -> f64 {
        let c = self.fit.cell;
        (c * 0.42)
            .min(c * 0.92 / (chars.max(2) as f64 * 0.58))
            .clamp(5.0, 18f64.max(c * 0.3))
    }

    /// The width of the marks' lines.
    fn line(&self) -> f64 {
        (self.fit.cell / 10.0).clamp(1.0, 3.0)
    }
}

/// What a numbered square shows: its move number once visited, `-` on every unvisited square
/// after a dead end, else its degree (unvisited neighbours).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Label {
    /// A visited square's move number.
    Move(usize),
    /// An unvisited square after a dead end.
    Dead,
    /// An unvisited square's degree.
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

    /// The text's colour in palette `p`.
    pub fn colour(self, p: &Palette) -> Colour {
        match self {
            Label::Move(_) => p.ink,
            Label::Dead => p.dead,
            Label::Degree(_) => p.muted,
        }
    }

    /// The text, without a heap string (at most 20 bytes).
    pub fn text(self, out: &mut [u8; 20]) -> &[u8] {
        match self {
            Label::Dead => {
                out[0] = b'-';
                &out[..1]
            }
            Label::Move(n) => crate::page::glyphs::digits(n as u64, out),
            Label::Degree(d) => crate::page::glyphs::digits(u64::from(d), out),
        }
    }

    /// How many characters its text has.
    ///
    /// ```
    /// use warnsdorff::labs::walk::view::Label;
    /// assert_eq!((Label::Move(1234567).chars(), Label::Degree(8).chars(), Label::Dead.chars()), (7, 1, 1));
    /// ```
    pub fn chars(self) -> usize {
        let mut buf = [0u8; 20];
        self.text(&mut buf).len()
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

/// The colour of a square by whether it is visited and its Irwin mark: visited light or dark,
/// termination, trouble, cut off, or the board's own light or dark, in palette `p`.
///
/// ```
/// use warnsdorff::board::Square;
/// use warnsdorff::labs::walk::view::square_colour;
/// use warnsdorff::page::theme::NIGHT as p;
/// use warnsdorff::walk::irwin::Mark;
/// assert_eq!(square_colour(&p, Square::new(1, 1), false, Some(Mark::Trouble)), p.trouble);
/// assert_eq!(square_colour(&p, Square::new(1, 2), true, None), p.seen_dark);
/// ```
pub fn square_colour(p: &Palette, s: Square, visited: bool, mark: Option<Mark>) -> Colour {
    let light = (s.row + s.col) % 2 == 0;
    match (visited, mark) {
        (true, _) if light => p.seen_light,
        (true, _) => p.seen_dark,
        (false, Some(Mark::Termination)) => p.termination,
        (false, Some(Mark::Trouble)) => p.trouble,
        (false, Some(Mark::CutOff)) => p.cut_off,
        (false, None) => p.square(s.row, s.col),
    }
}

/// The colour of a square of a board too fine for numbers: a visited square by its move number
/// on the ramp (blue early, red late; on such boards that colouring is the path), a square
/// removed from the shape as the paper, else as [`square_colour`]. `order` is the square's move
/// number (the picture keeps those of the squares it shows).
pub fn pixel_colour(p: &Palette, walk: &Walk, s: Square, order: Option<usize>) -> Colour {
    match order {
        Some(n) => theme::ramp(n as f64 / walk.region().squares() as f64),
        None if !walk.region().contains(s) => p.paper,
        None => square_colour(p, s, false, walk.mark(s)),
    }
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
    /// `shown`: the squares (or pixels) the picture shows. `(from, drawn)`: board indices of
    /// the path drawn last from its step `from` on (the picture
    /// keeps the last steps drawn only, not a second copy of a path of millions of squares;
    /// a change reaching further back than those is repainted whole); the path now has
    /// `len` squares, the k-th at board index `now(k)`; `kept`: the steps known to be the
    /// ones drawn (0: the last frame is stale; a path taken back and walked on another way can
    /// meet the path drawn again at the same step, which comparing the last steps kept cannot
    /// tell from a path that never parted); `changed_kind`: the outcome changed in a way that repaints every square (e.g. the
    /// dead-end marks).
    pub fn plan(
        board: Board,
        (from, drawn): (usize, &[u32]),
        len: usize,
        shown: usize,
        now: impl Fn(usize) -> u32,
        kept: usize,
        changed_kind: bool,
    ) -> Repaint {
        let drawn_len = from + drawn.len();
        let mut common = drawn_len.min(len).min(kept);
        while common > from && drawn[common - 1 - from] != now(common - 1) {
            common -= 1;
        }
        if common <= from && from > 0 {
            // Where the paths part is before the steps kept: not known, so all anew.
            common = 0;
        }
        let drawn = &drawn[common.saturating_sub(from).min(drawn.len())..];
        let changed = drawn.len() + (len - common);
        // Whole past a quarter of the board in steps: painting a step's nine squares costs
        // some 25 ns in wasm (2000 x 2000, a frame of 131,072 steps), a square painted whole
        // some 15 ns, and the list of squares to paint grows with the steps.
        // The squares listed are 8 bytes each: past a quarter of the squares the picture
        // shows (`shown`: a board of millions fitted into a screen's pixels), all anew.
        let full = common == 0 || changed_kind || changed * 4 > board.squares().min(shown);
        let mut squares = Vec::new();
        if !full {
            let dirty = drawn.iter().copied().chain((common - 1..len).map(&now));
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

/// The knight at `at` (a square's centre, or on its way between two): a ring round its square
/// and a small knight in the ring's top-left corner (the square's own number in the middle
/// stays readable); a dot on small squares.
fn knight(layout: &Layout, at: (f64, f64)) -> Vec<Shape> {
    let (c, p) = (layout.cell(), layout.palette);
    if c < KNIGHT_GLYPH_MIN {
        return vec![Shape::Discs {
            centres: vec![at],
            radius: (c * 0.8).max(KNIGHT_MIN),
            fill: p.knight,
            stroke: Some(Stroke::solid(p.halo, 1.0)),
        }];
    }
    let (kx, ky, r) = (at.0 - c * 0.3, at.1 - c * 0.3, c * 0.2);
    vec![
        Shape::Ring {
            centre: at,
            radius: c * 0.47,
            stroke: Stroke::solid(p.knight, layout.line() * 1.2),
        },
        Shape::disc((kx, ky), r, p.halo.alpha(0.9)),
        Shape::text(
            (kx, ky + r * 0.08),
            "\u{265E}",
            Font::serif(r * 1.7),
            (Align::Centre, Baseline::Middle),
            p.knight,
        ),
    ]
}

/// The walk's own marks: a closed tour's closing move (dashed), the knight (at `slide`'s point
/// while it slides onto its square: from the square before, `t` from 0 to 1, eased) and a
/// frame round the start.
pub fn walk_marks(layout: &Layout, walk: &Walk, slide: Option<(Square, f64)>) -> Vec<Shape> {
    let (lw, p) = (layout.line(), layout.palette);
    let here = layout.centre(walk.current());
    let mut out = Vec::new();
    if walk.ending() == Outcome::ClosedTour {
        let dash = Stroke::solid(p.chosen, lw).dashed(lw * 3.0, lw * 2.0);
        out.push(Shape::line(here, layout.centre(walk.start()), dash));
    }
    let at = match slide {
        Some((from, t)) if t.is_finite() => {
            let t = t.clamp(0.0, 1.0);
            let e = t * t * (3.0 - 2.0 * t);
            let (x0, y0) = layout.centre(from);
            (x0 + (here.0 - x0) * e, y0 + (here.1 - y0) * e)
        }
        _ => here,
    };
    out.extend(knight(layout, at));
    out.push(Shape::frame(
        layout.rect(walk.start(), 0.0),
        Stroke::solid(p.knight, lw * 0.75),
    ));
    out
}

/// A search's retreats (each from, to): the moves taken back, dashed, and the squares given
/// up ringed, so the branch the search just abandoned shows until it enters a square again.
pub fn retreats(layout: &Layout, moves: &[(Square, Square)]) -> Vec<Shape> {
    let (lw, p) = (layout.line(), layout.palette);
    let dash = Stroke::solid(p.retreat, lw).dashed(lw * 2.5, lw * 1.5);
    let mut out = Vec::new();
    for &(from, to) in moves {
        out.push(Shape::line(layout.centre(from), layout.centre(to), dash));
        if layout.cell() >= 6.0 {
            out.push(Shape::frame(
                layout.rect(from, lw * 1.5),
                Stroke::solid(p.retreat, lw * 0.75),
            ));
        }
    }
    out
}

/// The next move's marks: each candidate framed, the tied best ones dashed, and on numbered
/// squares the value the rule compares in its top-right corner; without `values` ("you try"
/// before the guess) the candidates' own numbers are covered with a `?` instead.
pub fn preview_marks(layout: &Layout, walk: &Walk, p: &Preview, values: bool) -> Vec<Shape> {
    let c = layout.cell();
    let (lw, pal) = (layout.line(), layout.palette);
    if c < CANDIDATE_MIN {
        // Squares too small to frame: each candidate a small box of its own size round its
        // centre, seen at any zoom.
        let half = CANDIDATE_MIN / 2.0;
        return p
            .candidates
            .iter()
            .map(|cand| {
                let (x, y) = layout.centre(Square::new(cand.square[0], cand.square[1]));
                Shape::frame(
                    (x - half, y - half, CANDIDATE_MIN, CANDIDATE_MIN),
                    Stroke::solid(pal.candidate, 1.5),
                )
            })
            .collect();
    }
    let mut out = Vec::new();
    for cand in &p.candidates {
        let s = Square::new(cand.square[0], cand.square[1]);
        if !values && layout.labels {
            out.push(Shape::fill(
                layout.rect(s, 0.0),
                square_colour(pal, s, walk.is_visited(s), walk.mark(s)),
            ));
            out.push(Shape::text(
                layout.centre(s),
                "?",
                Font::bold((c * 0.4).round()),
                (Align::Centre, Baseline::Middle),
                pal.muted,
            ));
        }
        out.push(Shape::frame(
            layout.rect(s, lw / 2.0),
            Stroke::solid(pal.candidate, lw),
        ));
        if p.tie && cand.best {
            out.push(Shape::frame(
                layout.rect(s, lw * 2.2),
                Stroke::solid(pal.tie, lw).dashed(lw * 2.0, lw * 1.5),
            ));
        }
        if values && layout.labels {
            let text = cand.value.to_string();
            let size = (c * 0.26).clamp(8.0, 30.0).round();
            let tw = text.len() as f64 * size * 0.62;
            let (x, y0, _, _) = layout.rect(s, 0.0);
            let x0 = x + c;
            let by = y0 + lw;
            out.push(Shape::fill(
                (x0 - lw - tw - 3.0, by, tw + 3.0, size + 2.0),
                pal.halo.alpha(0.9),
            ));
            out.push(Shape::text(
                (x0 - lw - 1.5, by + 1.0),
                text,
                Font::bold(size),
                (Align::Right, Baseline::Top),
                pal.candidate,
            ));
        }
    }
    out
}

/// A thick ring of `colour` on the halo inside square `s`: the keyboard's cursor, or the square
/// where two rules part.
pub fn ring(layout: &Layout, s: Square, colour: Colour) -> Vec<Shape> {
    let lw = (layout.cell() / 12.0).clamp(1.0, 4.0);
    let rect = layout.rect(s, lw);
    vec![
        Shape::frame(rect, Stroke::solid(layout.palette.halo, lw * 2.0)),
        Shape::frame(rect, Stroke::solid(colour, lw)),
    ]
}

/// A circle round square `s` in `colour` on a halo: a square singled out among framed ones
/// (the rule's answer to "you try").
pub fn circle(layout: &Layout, s: Square, colour: Colour) -> Vec<Shape> {
    let lw = (layout.cell() / 12.0).clamp(1.0, 4.0);
    let centre = layout.centre(s);
    let radius = layout.cell() * 0.4;
    vec![
        Shape::Ring {
            centre,
            radius,
            stroke: Stroke::solid(layout.palette.halo, lw * 2.0),
        },
        Shape::Ring {
            centre,
            radius,
            stroke: Stroke::solid(colour, lw),
        },
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_layout_uses_the_view_and_labels_only_what_is_readable() {
        let b8 = Board::new(8, 8).unwrap();
        // 8x8 in 700 px: 87 px squares.
        let l = Layout::fit(b8, Viewport::new(700.0, 700.0, 1.0));
        assert_eq!((l.fit.cell, l.labels), (87.0, true));
        // 50x50 in 900 px: 4-digit numbers in 18 px squares would be under 8 px: no labels,
        // and the board fits the view.
        let b50 = Board::new(50, 50).unwrap();
        let l = Layout::fit(b50, Viewport::new(900.0, 900.0, 1.0));
        assert_eq!((l.fit.cell, l.labels), (18.0, false));
        assert!(l.fit.cell * 0.92 / (4.0 * 0.58) < LABEL_READABLE);
        let l = Layout::fit(b50, Viewport::new(1200.0, 1200.0, 1.0));
        assert_eq!((l.fit.cell, l.labels), (24.0, true));
        // A 30x30 board in 300 px fits, with colours instead of numbers.
        let b30 = Board::new(30, 30).unwrap();
        let l = Layout::fit(b30, Viewport::new(300.0, 300.0, 1.0));
        assert_eq!((l.fit.cell, l.labels, l.fit.width), (10.0, false, 300.0));
        // Large type on a projector: labels grow with the square; squares stop at MAX_CELL.
        let l = Layout::fit(b8, Viewport::new(960.0, 960.0, 1.0));
        assert!(l.label_size(2) > 30.0, "{}", l.label_size(2));
        assert_eq!(
            Layout::fit(b8, Viewport::new(4000.0, 4000.0, 1.0)).fit.cell,
            MAX_CELL
        );
        // A rectangular board takes the view's shape; a huge one gets fractional squares.
        let l = Layout::fit(
            Board::new(10, 40).unwrap(),
            Viewport::new(800.0, 800.0, 1.0),
        );
        assert_eq!(l.fit.cell, 20.0);
        let l = Layout::fit(
            Board::new(2000, 2000).unwrap(),
            Viewport::new(800.0, 600.0, 1.0),
        );
        assert!(l.fit.cell < 1.0 && !l.labels && l.fit.height <= 600.0 + 1e-9);
    }

    #[test]
    fn a_step_repaints_its_squares_and_their_neighbours_only() {
        let b = Board::new(20, 20).unwrap();
        let path = [0u32, 22, 44];
        let now = |k: usize| path[k];
        let p = Repaint::plan(b, (0, &path[..2]), 3, usize::MAX, now, usize::MAX, false);
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
        let p = Repaint::plan(b, (0, &path), 2, usize::MAX, now, usize::MAX, false);
        assert_eq!((p.common, p.full), (2, false));
        assert!(p.squares.contains(&s44));
        assert!(b.neighbours(s22).all(|(_, t)| p.squares.contains(&t)));
        // A fresh frame, a changed outcome, or a jump over much of the board: everything.
        assert!(Repaint::plan(b, (0, &path), 3, usize::MAX, now, 0, false).full);
        assert!(Repaint::plan(b, (0, &path), 3, usize::MAX, now, usize::MAX, true).full);
        assert!(Repaint::plan(b, (0, &[5, 27]), 3, usize::MAX, now, usize::MAX, false).full);
        // Only the last steps kept: a step on from them is planned as before, a change
        // reaching before them is all anew.
        let p = Repaint::plan(b, (1, &path[1..2]), 3, usize::MAX, now, usize::MAX, false);
        assert_eq!((p.common, p.full), (2, false));
        assert!(Repaint::plan(b, (1, &[23]), 3, usize::MAX, now, usize::MAX, false).full);
        // A path taken back to its first square and walked on to the same square again: only
        // the first step is known the same, and the squares of the others are repainted.
        let p = Repaint::plan(b, (0, &path), 3, usize::MAX, now, 1, false);
        assert_eq!((p.common, p.full), (1, false));
        assert!(p.squares.contains(&s22) && p.squares.contains(&s44));
    }

    #[test]
    fn a_square_shows_its_move_number_its_degree_or_a_dead_end_mark() {
        let mut buf = [0u8; 20];
        let text = |l: Option<Label>, buf: &mut [u8; 20]| l.map(|l| l.text(buf).to_vec());
        assert_eq!(
            text(Label::of(Some(12), Some(3), true), &mut buf),
            Some(b"12".to_vec())
        );
        assert_eq!(
            text(Label::of(None, Some(3), false), &mut buf),
            Some(b"3".to_vec())
        );
        assert_eq!(
            text(Label::of(None, Some(3), true), &mut buf),
            Some(b"-".to_vec())
        );
        assert_eq!(Label::of(None, None, false), None);
        assert_ne!(
            Label::key(Some(Label::Move(3))),
            Label::key(Some(Label::Degree(3)))
        );
        assert_eq!(Label::Dead.colour(&DAY), DAY.dead);
    }

    #[test]
    fn the_overlay_marks_the_knight_the_start_and_a_closed_tour() {
        use crate::rules::RuleSpec;
        let b = Board::new(6, 6).unwrap();
        let start = Square::new(1, 1);
        let w = Walk::new(b, start, RuleSpec::parse("random").unwrap(), 2).unwrap();
        let layout = Layout::fit(b, Viewport::new(600.0, 600.0, 1.0));
        let marks = walk_marks(&layout, &w, None);
        assert_eq!(
            marks.last(),
            Some(&Shape::frame(
                layout.rect(start, 0.0),
                Stroke::solid(DAY.knight, layout.line() * 0.75)
            ))
        );
        assert!(marks
            .iter()
            .any(|m| matches!(m, Shape::Text { text, .. } if text == "\u{265E}")));
        assert!(!marks.iter().any(|m| matches!(m, Shape::Segments { .. })));
        // A closed tour: the closing move from the knight back to the start, dashed.
        let tour = crate::tourneys::generate(crate::tourneys::Generator::Divide, 6, 1)
            .unwrap()
            .cycles()[0]
            .clone();
        let tour: Vec<u32> = tour.iter().map(|&i| i as u32).collect();
        let mut w = Walk::follow_indices(b, &tour).unwrap();
        w.run(usize::MAX);
        assert_eq!(w.outcome(), Outcome::ClosedTour);
        let marks = walk_marks(&layout, &w, None);
        let lw = layout.line();
        assert!(marks.contains(&Shape::line(
            layout.centre(w.current()),
            layout.centre(w.start()),
            Stroke::solid(DAY.chosen, lw).dashed(lw * 3.0, lw * 2.0)
        )));
        // Small squares: the knight is a dot, not a glyph.
        let big = Board::new(300, 300).unwrap();
        let tiny = Layout::fit(big, Viewport::new(600.0, 600.0, 1.0));
        let w = Walk::new(big, start, RuleSpec::parse("random").unwrap(), 1).unwrap();
        let marks = walk_marks(&tiny, &w, None);
        assert!(!marks.iter().any(|m| matches!(m, Shape::Text { .. })));
        assert!(marks
            .iter()
            .any(|m| matches!(m, Shape::Discs { fill, .. } if *fill == DAY.knight)));
    }
}

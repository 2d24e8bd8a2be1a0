//! What the tourney page draws, with no drawing in it: the board's and the cycles' colours
//! (from the scheme's [`Palette`]), and every line of the picture as [`Stroke`]s (the cover's
//! moves grouped by colour, the rails, the last switch, the rail under the pointer): the
//! pictures in memory ([`super::picture`], [`super::rail_layer`]) draw the same lines, and the
//! scenes of the reference drawing and of the rail under the pointer are made of them
//! ([`super::draw`]).

use crate::board::Board;
use crate::cover::CycleCover;
use crate::moves::Move;
use crate::page::scene::Colour;
use crate::page::theme::Palette;
use crate::rails::Rail;

/// Squares smaller than this (CSS px) do not get the rails drawn.
pub const RAIL_MIN: f64 = 7.0;

/// Squares at least this big (CSS px) are drawn as a faint chequer.
pub const CHEQUER_MIN: f64 = 6.0;

/// Squares at least this big (CSS px) get a dot at their centre.
pub const DOT_MIN: f64 = 12.0;

/// Covers with more rails than this draw only the rails of the cycles under the pointer (or of
/// the rail previewed): all of a larger cover's rails at once hide its cycles under dashes.
pub const RAILS_ALL_MAX: usize = 150;

/// Squares at least this big (CSS px) carry every cycle's number; smaller ones only the
/// numbers of the cycles under the pointer.
pub const NUMBERS_MIN: f64 = 20.0;

/// Whether a cover with `rails` rails draws them all, or only those of the cycles pointed at
/// ([`RAILS_ALL_MAX`]).
///
/// ```
/// use warnsdorff::labs::tourneys::view::{all_rails, RAILS_ALL_MAX};
/// assert!(all_rails(RAILS_ALL_MAX) && !all_rails(RAILS_ALL_MAX + 1));
/// ```
pub fn all_rails(rails: usize) -> bool {
    rails <= RAILS_ALL_MAX
}

/// The rails one of whose primary moves is on one of `cycles` (labels, as `labels` gives each
/// square's): the rails that could join, split or reroute those cycles.
///
/// ```
/// use warnsdorff::board::Board;
/// use warnsdorff::labs::tourneys::view::rails_of_cycles;
/// use warnsdorff::moves::Move;
/// use warnsdorff::rails::Rail;
/// let b = Board::new(8, 8).unwrap();
/// let rail = Rail { top: 27, primary: Move::new(2).unwrap(), cross: Move::new(3).unwrap() };
/// let [_, _, v2, _] = rail.squares(b).unwrap();
/// let mut labels = vec![0; 64];
/// labels[v2] = 1;
/// assert_eq!(rails_of_cycles(b, &[rail], &labels, &[1]), vec![rail]);
/// assert!(rails_of_cycles(b, &[rail], &labels, &[2]).is_empty());
/// ```
pub fn rails_of_cycles(board: Board, rails: &[Rail], labels: &[u32], cycles: &[u32]) -> Vec<Rail> {
    if cycles.is_empty() {
        return Vec::new();
    }
    let on = |i: usize| labels.get(i).is_some_and(|l| cycles.contains(l));
    rails
        .iter()
        .filter(|r| {
            r.squares(board)
                .is_some_and(|[v0, _, v2, _]| on(v0) || on(v2))
        })
        .copied()
        .collect()
}

/// The square each cycle's number is written on (by label, `count` of them): its first square
/// in reading order (top row first, left to right), where the cycle labels start.
///
/// ```
/// use warnsdorff::labs::tourneys::view::number_squares;
/// assert_eq!(number_squares(&[1, 0, 0, 1, 2], 3), vec![1, 0, 4]);
/// ```
pub fn number_squares(labels: &[u32], count: usize) -> Vec<usize> {
    let mut at = vec![usize::MAX; count];
    for (i, &l) in labels.iter().enumerate() {
        if let Some(a) = at.get_mut(l as usize) {
            if *a == usize::MAX {
                *a = i;
            }
        }
    }
    at
}

/// Distinct colours of cycles ([`super::colours::SLOTS`]); cycles are drawn in batches by colour.
pub const PALETTE: u32 = super::colours::SLOTS;

/// Colour number `k` as RGB in palette `p` ([`Palette::cycle`], repeating after [`PALETTE`]).
/// The board under the cycles and its chequer are the palette's light and dark squares.
pub fn colour_rgb(p: &Palette, k: u32) -> [u8; 3] {
    p.cycle(k % PALETTE).rgb3()
}

/// Colour number `k` ([`colour_rgb`]).
pub fn cycle_colour(p: &Palette, k: u32) -> Colour {
    let [r, g, b] = colour_rgb(p, k);
    Colour::rgb(r, g, b)
}

/// The squares' dots in palette `p` (RGB, opacity): its ink, faint.
pub fn dot(p: &Palette) -> ([u8; 3], f64) {
    (p.ink.rgb3(), 0.55)
}

/// The width (CSS px) of the rails and of the last switch's lines for squares of `cell` px.
pub fn line_width(cell: f64) -> f64 {
    (cell / 9.0).clamp(0.6, 3.0)
}

/// The width (CSS px) of the cycles' lines for squares of `cell` px.
pub fn cycle_width(cell: f64) -> f64 {
    (cell / 7.0).clamp(0.7, 3.5)
}

/// Whether rails are drawn on squares of `cell` px: not under [`RAIL_MIN`], where they would
/// cover the board in grey.
pub fn rails_fit(cell: f64) -> bool {
    cell >= RAIL_MIN
}

/// Every move of the cover, once, as `(i, j)` with `i < j`, grouped by its cycle's colour
/// number modulo [`PALETTE`] (`labels` and `colours` as [`super::state::Tourney::view`] gives them).
/// A hole has no moves and no colour: it is drawn as a plain square.
pub fn moves_by_colour(
    cover: &CycleCover,
    labels: &[u32],
    colours: &[u32],
) -> Vec<Vec<(usize, usize)>> {
    let mut buckets = vec![Vec::new(); PALETTE as usize];
    for i in (0..cover.board().squares()).filter(|&i| !cover.is_hole(i)) {
        let colour = colours[labels[i] as usize] % PALETTE;
        for j in cover.neighbours(i).into_iter().filter(|&j| j > i) {
            buckets[colour as usize].push((i, j));
        }
    }
    buckets
}

/// Lines between square centres (`moves`, pairs of row-major indices) in one style: colour,
/// width (CSS px), round or butt ends, and a dash pattern (dash, gap) or solid.
#[derive(Clone, Debug, PartialEq)]
pub struct Stroke {
    pub colour: Colour,
    pub width: f64,
    pub round: bool,
    pub dash: Option<(f64, f64)>,
    pub moves: Vec<(usize, usize)>,
}

impl Stroke {
    fn new(colour: Colour, width: f64, round: bool, dash: Option<(f64, f64)>) -> Stroke {
        Stroke {
            colour,
            width,
            round,
            dash,
            moves: Vec::new(),
        }
    }

    fn with(mut self, moves: &[(usize, usize)]) -> Stroke {
        self.moves.extend_from_slice(moves);
        self
    }
}

/// The cover's cycles on squares of `cell` px in palette `p`: one stroke per colour in use.
pub fn cover_strokes(
    cover: &CycleCover,
    (labels, colours): (&[u32], &[u32]),
    cell: f64,
    p: &Palette,
) -> Vec<Stroke> {
    let width = cycle_width(cell);
    moves_by_colour(cover, labels, colours)
        .into_iter()
        .enumerate()
        .filter(|(_, moves)| !moves.is_empty())
        .map(|(k, moves)| Stroke {
            moves,
            ..Stroke::new(cycle_colour(p, k as u32), width, true, None)
        })
        .collect()
}

/// How one kind of line over the cover is drawn (a rail's primary or cross moves, or one of the
/// last switch's), on the canvas and in the layer in memory ([`super::rail_layer`]) alike.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RailStyle {
    pub rgb: [u8; 3],
    pub alpha: f64,
    /// Line width as a multiple of [`line_width`].
    pub width: f64,
    pub dashed: bool,
}

impl RailStyle {
    /// The colour with its opacity.
    pub fn colour(&self) -> Colour {
        let [r, g, b] = self.rgb;
        Colour::rgba(r, g, b, self.alpha)
    }
}

/// A rail's primary moves (in the cover) in palette `p`: solid, in its ink of lines over the
/// cycles (the knight's: near black on the light board, near white on the dark).
pub fn rail_primary(p: &Palette) -> RailStyle {
    RailStyle {
        rgb: p.knight.rgb3(),
        alpha: 0.8,
        width: 0.45,
        dashed: false,
    }
}

/// A rail's cross moves (not in the cover): dashed ([`rail_dash`]), fainter and wider.
pub fn rail_cross(p: &Palette) -> RailStyle {
    RailStyle {
        alpha: 0.6,
        width: 0.6,
        dashed: true,
        ..rail_primary(p)
    }
}

/// The cross moves' dash on squares of `cell` CSS px: (drawn, skipped), CSS px.
pub fn rail_dash(cell: f64) -> (f64, f64) {
    let d = (cell / 6.0).max(2.0);
    (d, d * 0.8)
}

/// The rails' moves, per square: bit k (0–3) is the downward move with internal number 2 + k
/// drawn from the square as a primary move, bit 4 + k the same move as a cross move
/// ([`rail_move_end`] gives its other end). Each move once, however many rails share it: a
/// canvas stroke covers a shared move once, so the pictures in memory draw it once too.
///
/// A rail's squares come from its top's row and column (a division only when the row
/// changes), where [`Rail::squares`] steps through 1-based squares three times: the layer asks
/// this every frame for some 32,000 rails on a 200 × 200 board, and that was a third of the
/// layer's time (0.29 ms of 0.94 a frame natively at 7 px squares, 0.12 ms now;
/// `tests/reports/bench.txt` section 9).
/// Rails off the board or not made of two distinct downward moves are left out, as
/// [`Rail::squares`] leaves them.
pub fn rail_move_bits(board: Board, rails: &[Rail]) -> Vec<u8> {
    let (rows, cols) = (board.rows() as i64, board.cols() as i64);
    let mut bits = vec![0u8; board.squares()];
    // The downward moves (internal numbers 2–5) by number less 2: row and column steps.
    let mut down = [(0i64, 0i64); 4];
    for m in crate::rails::downward_moves() {
        let (dr, dc) = m.delta();
        down[m.index() - 2] = (dr.into(), dc.into());
    }
    let inside = |r: i64, c: i64| r < rows && (0..cols).contains(&c);
    // The row of the last rail's top: a cover's rails come in scan order, so a division is
    // needed only when a rail starts a new row.
    let (mut row, mut row_start) = (0i64, 0i64);
    for r in rails {
        let (p, j) = (
            r.primary.index().wrapping_sub(2),
            r.cross.index().wrapping_sub(2),
        );
        let top = i64::from(r.top);
        if p >= 4 || j >= 4 || p == j || top >= rows * cols {
            continue;
        }
        if !(row_start..row_start + cols).contains(&top) {
            row = top / cols;
            row_start = row * cols;
        }
        let col = top - row_start;
        let ((pr, pc), (jr, jc)) = (down[p], down[j]);
        if !inside(row + pr, col + pc)
            || !inside(row + jr, col + jc)
            || !inside(row + pr + jr, col + pc + jc)
        {
            continue;
        }
        // v1 = v0 + primary, v2 = v0 + cross (v3 = v1 + cross = v2 + primary).
        let (v0, v1, v2) = (
            top as usize,
            (top + pr * cols + pc) as usize,
            (top + jr * cols + jc) as usize,
        );
        bits[v0] |= 1 << p | 1 << (4 + j);
        bits[v2] |= 1 << p;
        bits[v1] |= 1 << (4 + j);
    }
    bits
}

/// The other end of the move of bit `k` of [`rail_move_bits`] drawn from square `i`.
pub fn rail_move_end(board: Board, i: usize, k: u32) -> Option<usize> {
    board.step_index(i, Move::new(2 + (k & 3) as u8)?)
}

/// The rails' moves, each once however many rails share it ([`rail_move_bits`]): the primary
/// moves and the cross moves, as `(from, to)` going down the board (a rail's moves all go
/// down from its top square), by square.
pub fn rail_segments(board: Board, rails: &[Rail]) -> [Vec<(usize, usize)>; 2] {
    let mut out = [Vec::new(), Vec::new()];
    for (i, &b) in rail_move_bits(board, rails).iter().enumerate() {
        for k in (0..8).filter(|k| b >> k & 1 == 1) {
            if let Some(j) = rail_move_end(board, i, k) {
                out[k as usize / 4].push((i, j));
            }
        }
    }
    out
}

/// The rails of the cover in palette `p`: primary moves solid, cross moves dashed (001 Figures
/// 8–14); thin, over the thicker cycle lines, so each cycle's colour stays visible. None when
/// the squares are too small ([`rails_fit`]).
pub fn rail_strokes(board: Board, rails: &[Rail], cell: f64, p: &Palette) -> Vec<Stroke> {
    if !rails_fit(cell) || rails.is_empty() {
        return Vec::new();
    }
    let lw = line_width(cell);
    let [primary, cross] = rail_segments(board, rails);
    [(rail_primary(p), primary), (rail_cross(p), cross)]
        .into_iter()
        .map(|(style, moves)| Stroke {
            moves,
            ..Stroke::new(
                style.colour(),
                lw * style.width,
                false,
                style.dashed.then(|| rail_dash(cell)),
            )
        })
        .collect()
}

/// The last switch of rail `rail`: the two moves it put in (its cross moves), thick in yellow
/// edged in the ink of lines; the two it took out (its primary moves), dashed, in palette `p`.
pub fn switch_strokes(board: Board, rail: Rail, cell: f64, p: &Palette) -> Vec<Stroke> {
    let lw = line_width(cell);
    let d = switch_dash(cell);
    switch_lines(board, rail, p)
        .into_iter()
        .map(|(style, moves)| {
            Stroke::new(
                style.colour(),
                lw * style.width,
                true,
                style.dashed.then_some((d, d)),
            )
            .with(&moves)
        })
        .collect()
}

/// The last switch's lines in the order they are drawn, each in its style in palette `p`
/// ([`switch_outline`], [`SWITCH_IN`], [`switch_out`]); none for a rail off the board.
pub fn switch_lines(
    board: Board,
    rail: Rail,
    p: &Palette,
) -> Vec<(RailStyle, [(usize, usize); 2])> {
    let Some([v0, v1, v2, v3]) = rail.squares(board) else {
        return Vec::new();
    };
    let put_in = [(v0, v2), (v1, v3)];
    vec![
        (switch_outline(p), put_in),
        (SWITCH_IN, put_in),
        (switch_out(p), [(v0, v1), (v2, v3)]),
    ]
}

/// The last switch: the moves it put in, yellow (the page's highlight of what just changed, a
/// colour no cycle takes) on an outline in the ink of lines...
pub fn switch_outline(p: &Palette) -> RailStyle {
    RailStyle {
        rgb: p.knight.rgb3(),
        alpha: 0.9,
        width: 3.2,
        dashed: false,
    }
}

pub const SWITCH_IN: RailStyle = RailStyle {
    rgb: [0xff, 0xe1, 0x4d],
    alpha: 1.0,
    width: 1.6,
    dashed: false,
};

/// ... and the moves it took out, in the ink of lines and dashed ([`switch_dash`]).
pub fn switch_out(p: &Palette) -> RailStyle {
    RailStyle {
        rgb: p.knight.rgb3(),
        alpha: 0.8,
        width: 1.2,
        dashed: true,
    }
}

/// The dash (drawn and skipped alike, CSS px) of the moves the last switch took out.
pub fn switch_dash(cell: f64) -> f64 {
    (cell / 5.0).max(2.0)
}

/// Rail `rail` under the pointer: its primary moves wide, its cross moves dashed, in the
/// palette's blue.
pub fn hover_strokes(board: Board, rail: Rail, cell: f64, p: &Palette) -> Vec<Stroke> {
    let Some([v0, v1, v2, v3]) = rail.squares(board) else {
        return Vec::new();
    };
    let lw = line_width(cell);
    let d = (cell / 5.0).max(2.0);
    let blue = p.candidate.alpha(0.9);
    vec![
        Stroke::new(blue, lw * 3.0, true, None).with(&[(v0, v1), (v2, v3)]),
        Stroke::new(blue, lw * 2.0, true, Some((d, d))).with(&[(v0, v2), (v1, v3)]),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::page::theme::{self, DAY, NIGHT};

    #[test]
    fn colours_are_hues_at_the_palettes_luminance() {
        // Red first, at the palette's first luminance, the eighth at its second.
        let lum = |[r, g, b]: [u8; 3]| theme::luminance(Colour::rgb(r, g, b));
        let [r, g, b] = colour_rgb(&DAY, 0);
        assert!(r > 4 * g && g == b, "{r} {g} {b}");
        for p in [&DAY, &NIGHT] {
            for (k, &(_, l)) in p.cycle_hues.iter().enumerate() {
                let target = p.cycle_luminance[l as usize];
                assert!((lum(colour_rgb(p, k as u32)) - target).abs() < 0.01);
            }
        }
        assert_eq!(colour_rgb(&DAY, PALETTE + 3), colour_rgb(&DAY, 3));
        assert_ne!(colour_rgb(&DAY, 1), colour_rgb(&DAY, 2));
        assert_eq!(
            rail_primary(&DAY).colour(),
            Colour::rgba(0x11, 0x11, 0x11, 0.8)
        );
        assert_eq!(
            rail_cross(&DAY).colour(),
            Colour::rgba(0x11, 0x11, 0x11, 0.6)
        );
        // The dark scheme's cycles are lighter, its lines light.
        assert!(lum(colour_rgb(&NIGHT, 3)) > lum(colour_rgb(&DAY, 3)));
        assert_eq!(rail_primary(&NIGHT).rgb, NIGHT.knight.rgb3());
    }
}

//! One colour theme for every board the labs draw: the squares, the path, the knight, the
//! marks of a choice and of a change, and the sequences that tell cycles, pieces and regions
//! apart. A lab picks its colours here, so the seven pages read as one tool.

use super::scene::Colour;

/// A light and a dark square.
pub const LIGHT: Colour = Colour::rgb(0xf4, 0xee, 0xe2);
pub const DARK: Colour = Colour::rgb(0xdc, 0xce, 0xb4);
/// A visited square, light and dark.
pub const SEEN_LIGHT: Colour = Colour::rgb(0xd6, 0xe6, 0xf5);
pub const SEEN_DARK: Colour = Colour::rgb(0xa9, 0xc4, 0xe0);
/// Irwin's trouble square (one way in, one way out), termination square (one way in, no way
/// out), and a square cut off (no way in): 004 Figure 2, read as in [`crate::walk::irwin`].
pub const TROUBLE: Colour = Colour::rgb(0xff, 0xb3, 0x47);
pub const TERMINATION: Colour = Colour::rgb(0xe5, 0x4b, 0x4b);
pub const CUT_OFF: Colour = Colour::rgb(0x9a, 0x8f, 0xa8);

/// Ink: move numbers and text on the board.
pub const INK: Colour = Colour::rgb(0x10, 0x24, 0x3f);
/// Quieter ink: degrees, counts.
pub const MUTED: Colour = Colour::rgb(0x6b, 0x5a, 0x48);
/// A dead end's mark on the squares left.
pub const DEAD: Colour = Colour::rgb(0x5a, 0x00, 0x00);
/// The knight's path and a tour's moves.
pub const PATH: Colour = Colour::rgb(25, 60, 140);
/// The knight and its ring.
pub const KNIGHT: Colour = Colour::rgb(0x11, 0x11, 0x11);
/// A halo under text and marks.
pub const HALO: Colour = Colour::rgb(0xff, 0xff, 0xff);

/// A candidate of a choice.
pub const CANDIDATE: Colour = Colour::rgb(0x1f, 0x5f, 0xd1);
/// Candidates tied on the rule's value.
pub const TIE: Colour = Colour::rgb(0x7a, 0x1f, 0xa2);
/// The square chosen, a move added, a start.
pub const CHOSEN: Colour = Colour::rgb(0x12, 0x90, 0x3a);
/// A move removed, an end, a warning.
pub const REMOVED: Colour = Colour::rgb(0xd0, 0x20, 0x2a);
/// Where two things part, the next switch.
pub const ACCENT: Colour = Colour::rgb(0xe0, 0x70, 0x00);
/// The keyboard's cursor on a board.
pub const CURSOR: Colour = Colour::rgb(0xd1, 0x00, 0x1f);

/// The light and dark square of `(row, col)` (either numbering base: only the parity counts).
///
/// ```
/// use warnsdorff::page::theme::{square, DARK, LIGHT};
/// assert_eq!((square(1, 1), square(1, 2)), (LIGHT, DARK));
/// ```
pub fn square(row: u32, col: u32) -> Colour {
    if (row + col) % 2 == 0 {
        LIGHT
    } else {
        DARK
    }
}

/// Colour `k` (0-based) of a sequence of well-separated hues, for cycles, pieces and regions:
/// the golden angle between neighbours, at `lightness` (0 to 1) and `saturation`.
///
/// ```
/// use warnsdorff::page::theme::hue;
/// assert_ne!(hue(0, 0.5, 0.7), hue(1, 0.5, 0.7));
/// ```
pub fn hue(k: usize, lightness: f64, saturation: f64) -> Colour {
    let h = (k as f64 * 137.507_764) % 360.0;
    let [r, g, b] = hsl(h, saturation, lightness);
    Colour::rgb(r, g, b)
}

/// A colour from hue (degrees), saturation and lightness (0 to 1).
pub fn hsl(h: f64, s: f64, l: f64) -> [u8; 3] {
    let c = (1.0 - (2.0 * l - 1.0).abs()) * s;
    let x = c * (1.0 - ((h / 60.0) % 2.0 - 1.0).abs());
    let m = l - c / 2.0;
    let (r, g, b) = match (h.rem_euclid(360.0) / 60.0) as u32 {
        0 => (c, x, 0.0),
        1 => (x, c, 0.0),
        2 => (0.0, c, x),
        3 => (0.0, x, c),
        4 => (x, 0.0, c),
        _ => (c, 0.0, x),
    };
    let v = |t: f64| ((t + m) * 255.0).round().clamp(0.0, 255.0) as u8;
    [v(r), v(g), v(b)]
}

/// The move-number ramp of a board too fine for numbers: blue (early), green, amber, red
/// (late), `t` from 0 to 1.
///
/// ```
/// use warnsdorff::page::theme::ramp;
/// assert_eq!(ramp(0.0).rgb3(), [70, 110, 220]);
/// assert_eq!(ramp(1.0).rgb3(), [200, 40, 60]);
/// ```
pub fn ramp(t: f64) -> Colour {
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
    Colour::rgb(mix(0), mix(1), mix(2))
}

/// The series colours of charts, in order.
pub const SERIES: [Colour; 8] = [
    Colour::rgb(0x1f, 0x5f, 0xd1),
    Colour::rgb(0xd1, 0x54, 0x1f),
    Colour::rgb(0x12, 0x90, 0x3a),
    Colour::rgb(0x8e, 0x3f, 0xb8),
    Colour::rgb(0xb0, 0x88, 0x00),
    Colour::rgb(0x0f, 0x8c, 0x8c),
    Colour::rgb(0xc2, 0x18, 0x5b),
    Colour::rgb(0x55, 0x5e, 0x6e),
];

//! One colour theme for every board the labs draw, in a light and a dark scheme: the squares,
//! the path, the knight, the marks of a choice and of a change, and the sequences that tell
//! cycles, pieces and regions apart. A lab takes its colours from the [`Palette`] of the scheme
//! its view is drawn in ([`super::scene::Viewport::scheme`]), so the seven pages read as one
//! tool in either; [`contrast`] is how the test checks that text and marks stay legible.

use super::scene::Colour;

/// The colour scheme a view is drawn in: the page's, which follows the browser's
/// `prefers-color-scheme` unless the link says otherwise.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Scheme {
    #[default]
    Light,
    Dark,
}

impl Scheme {
    /// Both schemes.
    pub const ALL: [Scheme; 2] = [Scheme::Light, Scheme::Dark];

    /// The scheme's name in a link and on the page (`light`, `dark`).
    pub fn name(self) -> &'static str {
        match self {
            Scheme::Light => "light",
            Scheme::Dark => "dark",
        }
    }

    /// The scheme called `name`, if any.
    ///
    /// ```
    /// use warnsdorff::page::theme::Scheme;
    /// assert_eq!(Scheme::named("dark"), Some(Scheme::Dark));
    /// assert_eq!(Scheme::named("night"), None);
    /// ```
    pub fn named(name: &str) -> Option<Scheme> {
        Scheme::ALL.into_iter().find(|s| s.name() == name)
    }
}

/// Every colour a board, a mark or a chart is drawn in, for one scheme.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Palette {
    /// The page's background under the views (the CSS `--paper`).
    pub paper: Colour,
    /// A light and a dark square.
    pub light: Colour,
    pub dark: Colour,
    /// A visited square, light and dark.
    pub seen_light: Colour,
    pub seen_dark: Colour,
    /// Irwin's trouble square (one way in, one way out), termination square (one way in, no
    /// way out), and a square cut off (no way in): 004 Figure 2, read as in
    /// [`crate::walk::irwin`].
    pub trouble: Colour,
    pub termination: Colour,
    pub cut_off: Colour,
    /// Ink: move numbers and text on the board.
    pub ink: Colour,
    /// Quieter ink: degrees, counts.
    pub muted: Colour,
    /// A dead end's mark on the squares left.
    pub dead: Colour,
    /// The knight's path and a tour's moves.
    pub path: Colour,
    /// The knight and its ring, and lines drawn over coloured cycles.
    pub knight: Colour,
    /// A halo under text and marks: the opposite of the ink.
    pub halo: Colour,
    /// A candidate of a choice.
    pub candidate: Colour,
    /// Candidates tied on the rule's value.
    pub tie: Colour,
    /// The square chosen, a move added, a start.
    pub chosen: Colour,
    /// A move removed, an end, a warning.
    pub removed: Colour,
    /// Where two things part, the next switch.
    pub accent: Colour,
    /// A search's retreat: a move taken back.
    pub retreat: Colour,
    /// The keyboard's cursor on a board.
    pub cursor: Colour,
    /// The next switching square of the regions; a later one; one never stood on.
    pub next: Colour,
    pub later: Colour,
    pub never: Colour,
    /// A chart's grid, axes and their words, and tick labels.
    pub grid: Colour,
    pub axis: Colour,
    pub tick: Colour,
    /// Edges drawn over a board: the shade of a piece's dark squares and the pieces' borders.
    pub shade: Colour,
    pub border: Colour,
    /// The relative luminances ([`luminance`]) of cycles' colours, two: every hue at one of
    /// them, so that each stands off both squares (a yellow at the lightness of a red vanishes
    /// on a light board); and the lightness (0 to 1) and saturation of pieces' tints.
    pub cycle_luminance: [f64; 2],
    /// The cycles' colours: a hue (degrees) at one of the two luminances (index into
    /// `cycle_luminance`), each at least [`CYCLE_APART`] from every other ([`delta_e`]). Picked
    /// from hues five degrees apart at both luminances, farthest first (each the candidate
    /// farthest from those picked before), so the first few are the most apart.
    pub cycle_hues: [(u16, u8); 12],
    pub tint_lightness: f64,
    pub tint_saturation: f64,
}

/// One of a palette's colours by its role (`|p| p.candidate`), whatever the scheme: what a
/// legend's swatch shows.
pub type Role = fn(&Palette) -> Colour;

/// The light scheme.
pub const DAY: Palette = Palette {
    paper: Colour::rgb(0xfa, 0xfa, 0xf7),
    light: Colour::rgb(0xf4, 0xee, 0xe2),
    dark: Colour::rgb(0xdc, 0xce, 0xb4),
    seen_light: Colour::rgb(0xd6, 0xe6, 0xf5),
    seen_dark: Colour::rgb(0xa9, 0xc4, 0xe0),
    trouble: Colour::rgb(0xff, 0xb3, 0x47),
    termination: Colour::rgb(0xe5, 0x4b, 0x4b),
    cut_off: Colour::rgb(0x9a, 0x8f, 0xa8),
    ink: Colour::rgb(0x10, 0x24, 0x3f),
    muted: Colour::rgb(0x5a, 0x4b, 0x3c),
    dead: Colour::rgb(0x5a, 0x00, 0x00),
    path: Colour::rgb(25, 60, 140),
    knight: Colour::rgb(0x11, 0x11, 0x11),
    halo: Colour::rgb(0xff, 0xff, 0xff),
    candidate: Colour::rgb(0x1f, 0x5f, 0xd1),
    tie: Colour::rgb(0x7a, 0x1f, 0xa2),
    chosen: Colour::rgb(0x0f, 0x7a, 0x31),
    removed: Colour::rgb(0xd0, 0x20, 0x2a),
    accent: Colour::rgb(0xa8, 0x54, 0x00),
    retreat: Colour::rgb(0xb0, 0x1c, 0x84),
    cursor: Colour::rgb(0xd1, 0x00, 0x1f),
    next: Colour::rgb(0xc2, 0x18, 0x5b),
    later: Colour::rgb(0x44, 0x44, 0x44),
    never: Colour::rgb(0x8a, 0x8a, 0x8a),
    grid: Colour([0, 0, 0, 28]),
    axis: Colour::rgb(0x33, 0x33, 0x33),
    tick: Colour::rgb(0x5b, 0x64, 0x72),
    shade: Colour([0, 0, 0, 15]),
    border: Colour([0, 0, 0, 140]),
    cycle_luminance: [0.08, 0.15],
    cycle_hues: [
        (0, 0),
        (245, 0),
        (120, 1),
        (200, 1),
        (315, 1),
        (45, 1),
        (160, 0),
        (220, 1),
        (335, 0),
        (290, 1),
        (85, 0),
        (215, 0),
    ],
    tint_lightness: 0.85,
    tint_saturation: 0.6,
};

/// The dark scheme: squares in two close dark slates, light ink, a bright path, and marks and
/// cycles at a lightness that reads on them.
pub const NIGHT: Palette = Palette {
    paper: Colour::rgb(0x15, 0x18, 0x1e),
    light: Colour::rgb(0x33, 0x39, 0x45),
    dark: Colour::rgb(0x29, 0x2e, 0x38),
    seen_light: Colour::rgb(0x24, 0x3d, 0x5c),
    seen_dark: Colour::rgb(0x1d, 0x33, 0x4f),
    trouble: Colour::rgb(0x8a, 0x5a, 0x12),
    termination: Colour::rgb(0x8c, 0x26, 0x2b),
    cut_off: Colour::rgb(0x4c, 0x45, 0x5c),
    ink: Colour::rgb(0xee, 0xf2, 0xf8),
    muted: Colour::rgb(0xc4, 0xb8, 0xa6),
    dead: Colour::rgb(0xff, 0x9a, 0x8f),
    path: Colour::rgb(0x8c, 0xbc, 0xff),
    knight: Colour::rgb(0xf4, 0xf4, 0xf4),
    halo: Colour::rgb(0x12, 0x14, 0x19),
    candidate: Colour::rgb(0x6c, 0xa6, 0xff),
    tie: Colour::rgb(0xd3, 0x9c, 0xf5),
    chosen: Colour::rgb(0x5c, 0xd6, 0x8a),
    removed: Colour::rgb(0xff, 0x6f, 0x73),
    accent: Colour::rgb(0xff, 0xa8, 0x4a),
    retreat: Colour::rgb(0xff, 0x7a, 0xe0),
    cursor: Colour::rgb(0xff, 0x5a, 0x78),
    next: Colour::rgb(0xff, 0x6f, 0xb0),
    later: Colour::rgb(0xc8, 0xc8, 0xc8),
    never: Colour::rgb(0x80, 0x80, 0x80),
    grid: Colour([255, 255, 255, 30]),
    axis: Colour::rgb(0xd6, 0xdb, 0xe3),
    tick: Colour::rgb(0xa9, 0xb2, 0xbf),
    shade: Colour([0, 0, 0, 40]),
    border: Colour([255, 255, 255, 150]),
    cycle_luminance: [0.24, 0.42],
    cycle_hues: [
        (0, 0),
        (120, 1),
        (190, 1),
        (275, 0),
        (50, 1),
        (155, 0),
        (325, 1),
        (215, 0),
        (25, 1),
        (85, 0),
        (320, 0),
        (20, 0),
    ],
    tint_lightness: 0.3,
    tint_saturation: 0.45,
};

/// The least colour difference ([`delta_e`]) between any two of a palette's cycle colours.
pub const CYCLE_APART: f64 = 25.0;

impl Palette {
    /// Cycle colour `k` (taken modulo the [`Palette::cycle_hues`]): its hue at its luminance,
    /// saturation 0.72.
    ///
    /// ```
    /// use warnsdorff::page::theme::{luminance, DAY};
    /// assert!((luminance(DAY.cycle(0)) - DAY.cycle_luminance[0]).abs() < 0.01);
    /// assert_eq!(DAY.cycle(12), DAY.cycle(0));
    /// ```
    pub fn cycle(&self, k: u32) -> Colour {
        let (h, l) = self.cycle_hues[k as usize % self.cycle_hues.len()];
        let [r, g, b] = at_luminance(f64::from(h), 0.72, self.cycle_luminance[usize::from(l & 1)]);
        Colour::rgb(r, g, b)
    }

    /// The palette of `scheme`.
    ///
    /// ```
    /// use warnsdorff::page::theme::{Palette, Scheme, DAY, NIGHT};
    /// assert_eq!(Palette::of(Scheme::Light), &DAY);
    /// assert_eq!(Palette::of(Scheme::Dark), &NIGHT);
    /// ```
    pub fn of(scheme: Scheme) -> &'static Palette {
        match scheme {
            Scheme::Light => &DAY,
            Scheme::Dark => &NIGHT,
        }
    }

    /// The light and dark square of `(row, col)` (either numbering base: only the parity
    /// counts).
    ///
    /// ```
    /// use warnsdorff::page::theme::DAY;
    /// assert_eq!((DAY.square(1, 1), DAY.square(1, 2)), (DAY.light, DAY.dark));
    /// ```
    pub fn square(&self, row: u32, col: u32) -> Colour {
        if (row + col) % 2 == 0 {
            self.light
        } else {
            self.dark
        }
    }

    /// The tint of piece or region `k` ([`hue`] at the scheme's tint lightness).
    pub fn tint(&self, k: usize) -> Colour {
        hue(k, self.tint_lightness, self.tint_saturation)
    }
}

/// Hue `h` (degrees) at saturation `s` and the lightness that gives it relative luminance
/// `target` (0 to 1; [`luminance`]), as near as whole bytes go.
///
/// ```
/// use warnsdorff::page::scene::Colour;
/// use warnsdorff::page::theme::{at_luminance, luminance};
/// let [r, g, b] = at_luminance(60.0, 0.72, 0.2);
/// assert!((luminance(Colour::rgb(r, g, b)) - 0.2).abs() < 0.01);
/// ```
pub fn at_luminance(h: f64, s: f64, target: f64) -> [u8; 3] {
    let lum = |l: f64| {
        let [r, g, b] = hsl(h, s, l);
        luminance(Colour::rgb(r, g, b))
    };
    let (mut lo, mut hi) = (0.0, 1.0);
    // Luminance grows with lightness: halve the interval until it is finer than a byte.
    for _ in 0..24 {
        let mid = (lo + hi) / 2.0;
        if lum(mid) < target {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    hsl(h, s, (lo + hi) / 2.0)
}

/// The difference between two colours as the eye sees it: the distance between them in CIE
/// L\*a\*b\* (CIE 1976 ΔE\*ab, sRGB under D65). Around 2 is just noticeable; 25 apart, two
/// colours are plainly different ones.
///
/// ```
/// use warnsdorff::page::scene::Colour;
/// use warnsdorff::page::theme::delta_e;
/// let (black, white) = (Colour::rgb(0, 0, 0), Colour::rgb(255, 255, 255));
/// assert!((delta_e(black, white) - 100.0).abs() < 0.1);
/// assert_eq!(delta_e(white, white), 0.0);
/// ```
pub fn delta_e(a: Colour, b: Colour) -> f64 {
    let lab = |c: Colour| {
        let lin = |v: u8| {
            let s = f64::from(v) / 255.0;
            if s <= 0.04045 {
                s / 12.92
            } else {
                ((s + 0.055) / 1.055).powf(2.4)
            }
        };
        let [r, g, b] = c.rgb3().map(lin);
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
        let f = |t: f64| {
            if t > 216.0 / 24389.0 {
                t.cbrt()
            } else {
                (24389.0 / 27.0 * t + 16.0) / 116.0
            }
        };
        let (fx, fy, fz) = (f(x), f(y), f(z));
        [116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz)]
    };
    let (p, q) = (lab(a), lab(b));
    p.iter()
        .zip(&q)
        .map(|(u, v)| (u - v) * (u - v))
        .sum::<f64>()
        .sqrt()
}

/// The relative luminance of a colour's red, green and blue (WCAG 2.x: sRGB made linear,
/// weighted 0.2126, 0.7152, 0.0722), from 0 (black) to 1 (white).
///
/// ```
/// use warnsdorff::page::scene::Colour;
/// use warnsdorff::page::theme::luminance;
/// assert_eq!(luminance(Colour::rgb(255, 255, 255)), 1.0);
/// assert_eq!(luminance(Colour::rgb(0, 0, 0)), 0.0);
/// ```
pub fn luminance(c: Colour) -> f64 {
    let lin = |v: u8| {
        let s = f64::from(v) / 255.0;
        if s <= 0.04045 {
            s / 12.92
        } else {
            ((s + 0.055) / 1.055).powf(2.4)
        }
    };
    let [r, g, b] = c.rgb3();
    0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
}

/// The contrast ratio of two colours (WCAG 2.x), from 1 (the same) to 21 (black on white): at
/// least 4.5 for text, 3 for large text and graphical objects (AA).
///
/// ```
/// use warnsdorff::page::scene::Colour;
/// use warnsdorff::page::theme::contrast;
/// assert_eq!(contrast(Colour::rgb(0, 0, 0), Colour::rgb(255, 255, 255)), 21.0);
/// assert!((contrast(Colour::rgb(0x76, 0x76, 0x76), Colour::rgb(255, 255, 255)) - 4.54).abs() < 0.01);
/// ```
pub fn contrast(a: Colour, b: Colour) -> f64 {
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

/// `top` at its alpha over the opaque `under`, opaque.
///
/// ```
/// use warnsdorff::page::scene::Colour;
/// use warnsdorff::page::theme::over;
/// assert_eq!(over(Colour::rgba(0, 0, 0, 0.5), Colour::rgb(255, 255, 255)), Colour::rgb(127, 127, 127));
/// ```
pub fn over(top: Colour, under: Colour) -> Colour {
    let a = f64::from(top.0[3]) / 255.0;
    let mix = |t: u8, u: u8| (f64::from(t) * a + f64::from(u) * (1.0 - a)) as u8;
    let ([tr, tg, tb], [ur, ug, ub]) = (top.rgb3(), under.rgb3());
    Colour::rgb(mix(tr, ur), mix(tg, ug), mix(tb, ub))
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

/// The series colours of charts, in order: the same in both schemes, each standing off the
/// light and the dark paper.
pub const SERIES: [Colour; 8] = [
    Colour::rgb(0x1f, 0x5f, 0xd1),
    Colour::rgb(0xd1, 0x54, 0x1f),
    Colour::rgb(0x12, 0x90, 0x3a),
    Colour::rgb(0x8e, 0x3f, 0xb8),
    Colour::rgb(0xb0, 0x88, 0x00),
    Colour::rgb(0x0f, 0x8c, 0x8c),
    Colour::rgb(0xc2, 0x18, 0x5b),
    Colour::rgb(0x73, 0x7c, 0x8e),
];

#[cfg(test)]
mod tests {
    use super::*;

    /// AA for text, and for large text and graphical objects (WCAG 2.x, 1.4.3 and 1.4.11).
    const TEXT: f64 = 4.5;
    const MARK: f64 = 3.0;

    /// Every pair of `fg` on `bg` below `least`, named.
    fn below(pairs: &[(&str, Colour, &str, Colour)], least: f64) -> Vec<String> {
        pairs
            .iter()
            .map(|&(f, fg, b, bg)| (f, b, contrast(fg, bg)))
            .filter(|&(_, _, c)| c < least)
            .map(|(f, b, c)| format!("{f} on {b}: {c:.2}"))
            .collect()
    }

    #[test]
    fn contrast_is_as_wcag_computes_it() {
        let (white, black) = (Colour::rgb(255, 255, 255), Colour::rgb(0, 0, 0));
        assert_eq!(contrast(white, black), 21.0);
        assert_eq!(contrast(white, white), 1.0);
        // #767676 is the lightest grey that passes AA on white; #777777 fails.
        assert!(contrast(Colour::rgb(0x76, 0x76, 0x76), white) >= TEXT);
        assert!(contrast(Colour::rgb(0x77, 0x77, 0x77), white) < TEXT);
    }

    #[test]
    fn text_on_the_boards_and_charts_meets_aa_in_both_schemes() {
        for scheme in Scheme::ALL {
            let p = Palette::of(scheme);
            let squares = [
                ("light square", p.light),
                ("dark square", p.dark),
                ("visited light square", p.seen_light),
                ("visited dark square", p.seen_dark),
            ];
            let mut pairs = Vec::new();
            // Move numbers on every square; degrees and a dead end's marks on unvisited ones.
            for (name, sq) in squares {
                pairs.push(("ink", p.ink, name, sq));
            }
            for (name, sq) in &squares[..2] {
                pairs.push(("muted", p.muted, name, *sq));
                pairs.push(("dead", p.dead, name, *sq));
            }
            // Text on a halo: labels, a candidate's value, a tour's first number, the regions'
            // switches (passed, next, later); a tie's number on its disc.
            for (name, fg) in [
                ("ink", p.ink),
                ("candidate", p.candidate),
                ("chosen", p.chosen),
                ("knight", p.knight),
                ("next", p.next),
                ("later", p.later),
            ] {
                pairs.push((name, fg, "halo", p.halo));
            }
            pairs.push(("halo", p.halo, "tie", p.tie));
            // Charts' words on the page.
            pairs.push(("axis", p.axis, "paper", p.paper));
            pairs.push(("tick", p.tick, "paper", p.paper));
            pairs.push((
                "faint ink",
                over(p.ink.alpha(0.72), p.paper),
                "paper",
                p.paper,
            ));
            let bad = below(&pairs, TEXT);
            assert!(bad.is_empty(), "{scheme:?}: {bad:?}");
        }
    }

    #[test]
    fn marks_paths_and_cycles_stand_off_the_squares_in_both_schemes() {
        for scheme in Scheme::ALL {
            let p = Palette::of(scheme);
            let mut pairs = Vec::new();
            for (name, sq) in [("light square", p.light), ("dark square", p.dark)] {
                for (mark, c) in [
                    ("path", p.path),
                    ("knight", p.knight),
                    ("candidate", p.candidate),
                    ("tie", p.tie),
                    ("chosen", p.chosen),
                    ("removed", p.removed),
                    ("accent", p.accent),
                    ("cursor", p.cursor),
                    ("retreat", p.retreat),
                ] {
                    pairs.push((mark, c, name, sq));
                }
            }
            // A retreat is drawn over visited squares too.
            for (name, sq) in [
                ("visited light", p.seen_light),
                ("visited dark", p.seen_dark),
            ] {
                pairs.push(("retreat", p.retreat, name, sq));
            }
            for (name, sq) in [
                ("visited light", p.seen_light),
                ("visited dark", p.seen_dark),
            ] {
                pairs.push(("knight", p.knight, name, sq));
            }
            let bad = below(&pairs, MARK);
            assert!(bad.is_empty(), "{scheme:?}: {bad:?}");
            // Every cycle's colour on both squares (crate::labs::tourneys::view::colour_rgb).
            for k in 0..p.cycle_hues.len() as u32 {
                for sq in [p.light, p.dark] {
                    let c = contrast(p.cycle(k), sq);
                    assert!(c >= MARK, "{scheme:?}: cycle colour {k}: {c:.2}");
                }
            }
            // The charts' series on the page.
            for (k, &s) in SERIES.iter().enumerate() {
                let c = contrast(s, p.paper);
                assert!(c >= MARK, "{scheme:?}: series {k}: {c:.2}");
            }
        }
    }

    #[test]
    fn cycle_colours_are_all_far_apart_in_both_schemes() {
        for scheme in Scheme::ALL {
            let p = Palette::of(scheme);
            let n = p.cycle_hues.len() as u32;
            let mut least = f64::MAX;
            for a in 0..n {
                for b in a + 1..n {
                    least = least.min(delta_e(p.cycle(a), p.cycle(b)));
                }
            }
            assert!(least >= CYCLE_APART, "{scheme:?}: {least:.1}");
        }
    }

    #[test]
    fn the_dark_scheme_is_dark_and_the_light_one_light() {
        for c in [NIGHT.paper, NIGHT.light, NIGHT.dark, NIGHT.halo] {
            assert!(luminance(c) < 0.06, "{c:?}");
        }
        for c in [DAY.paper, DAY.light, DAY.dark, DAY.halo] {
            assert!(luminance(c) > 0.5, "{c:?}");
        }
        // Two close tones: a chequer, not a pattern that shouts.
        assert!(contrast(NIGHT.light, NIGHT.dark) < 1.3);
        assert_eq!(Scheme::named("dark"), Some(Scheme::Dark));
        assert_eq!(Scheme::named(Scheme::Light.name()), Some(Scheme::Light));
    }
}

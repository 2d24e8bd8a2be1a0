//! Text set into a picture in memory ([`crate::raster::Raster`]): a lab asks the page for the
//! glyphs of a few characters at one size ([`Glyphs`]; the browser draws each once and reads it
//! back as an alpha mask) and blends them wherever a label goes ([`GlyphSet::draw`]).
//!
//! Why: a frame of the walk page at its top speed repaints ~1,500 labelled squares. As canvas
//! calls (a fill and a text each, the text shaped on every call) that is ~3,000 calls to
//! record and rasterise a frame; blended from masks it is plain loops and a few puts.

use super::scene::Font;
use crate::raster::{Mask, Raster};

/// The glyphs of some characters at one font and device pixel ratio.
#[derive(Clone, Debug, PartialEq)]
pub struct GlyphSet {
    pub chars: Vec<char>,
    /// Each character's mask: its advance (whole device px, rounded up) with `pad` device px on
    /// each side, `height` rows with the text's middle at `height / 2`.
    pub masks: Vec<Mask>,
    /// Each character's advance in CSS px.
    pub advance: Vec<f64>,
    pub pad: f64,
    pub height: f64,
    pub dpr: f64,
}

impl GlyphSet {
    /// The layout of a set of `chars` at `font` and `dpr` whose advances (CSS px) are
    /// `advance`: the pad and the height of each mask, and the left edge of each mask in a
    /// strip that holds them all side by side (device px), and the strip's width.
    pub fn plan(font: Font, dpr: f64, advance: &[f64]) -> (f64, f64, Vec<f64>, f64) {
        let pad = (font.size * 0.25 * dpr).ceil() + 1.0;
        // An even height: the middle is a whole pixel.
        let height = (font.size * 0.8 * dpr).ceil() * 2.0 + 2.0;
        let mut left = 0.0;
        let mut x = Vec::with_capacity(advance.len());
        for a in advance {
            x.push(left);
            left += (a * dpr).ceil() + 2.0 * pad;
        }
        (pad, height, x, left.max(1.0))
    }

    /// The set cut from a strip of `alpha` (row-major, `stride` px wide, the masks at the
    /// left edges [`GlyphSet::plan`] gave).
    pub fn from_strip(
        chars: &[char],
        font: Font,
        dpr: f64,
        advance: Vec<f64>,
        alpha: &[u8],
        stride: usize,
    ) -> GlyphSet {
        let (pad, height, x, _) = GlyphSet::plan(font, dpr, &advance);
        let masks = advance
            .iter()
            .zip(&x)
            .map(|(a, &left)| {
                let w = ((a * dpr).ceil() + 2.0 * pad) as usize;
                let h = height as usize;
                let mut m = Vec::with_capacity(w * h);
                for y in 0..h {
                    let start = y * stride + left as usize;
                    m.extend_from_slice(&alpha[start..start + w]);
                }
                Mask {
                    width: w as u32,
                    height: h as u32,
                    alpha: m,
                }
            })
            .collect();
        GlyphSet {
            chars: chars.to_vec(),
            masks,
            advance,
            pad,
            height,
            dpr,
        }
    }

    /// Blend `text` centred on (cx, cy) CSS px into `raster` (device px) in `rgb`. False when
    /// a character is not in the set.
    pub fn draw(
        &self,
        raster: &mut Raster,
        text: &[u8],
        (cx, cy): (f64, f64),
        rgb: [u8; 3],
    ) -> bool {
        let mut index = [0usize; 24];
        if text.len() > index.len() {
            return false;
        }
        for (slot, &c) in index.iter_mut().zip(text) {
            match self.chars.iter().position(|&k| k == c as char) {
                Some(k) => *slot = k,
                None => return false,
            }
        }
        let d = self.dpr;
        let total: f64 = index[..text.len()].iter().map(|&k| self.advance[k]).sum();
        let mut x = cx - total / 2.0;
        let y = (cy * d).round() - self.height / 2.0;
        for &k in &index[..text.len()] {
            let left = (x * d).round() - self.pad;
            raster.blend_mask(left as i64, y as i64, &self.masks[k], rgb);
            x += self.advance[k];
        }
        true
    }
}

/// Where a lab gets glyphs: the page's browser (the web layer), or nothing (natively, and
/// where the browser cannot make them: the lab then draws its text as shapes).
pub trait Glyphs {
    /// The glyphs of `chars` in `font` at `dpr`, or None.
    fn set(&mut self, chars: &[char], font: Font, dpr: f64) -> Option<GlyphSet>;
}

/// No glyphs: text is drawn as shapes.
pub struct NoGlyphs;

impl Glyphs for NoGlyphs {
    fn set(&mut self, _: &[char], _: Font, _: f64) -> Option<GlyphSet> {
        None
    }
}

/// A number's digits without a heap string (at most 20).
pub fn digits(n: u64, out: &mut [u8; 20]) -> &[u8] {
    let mut rev = [0u8; 20];
    let (mut n, mut len) = (n, 0);
    loop {
        rev[len] = b'0' + (n % 10) as u8;
        len += 1;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    for i in 0..len {
        out[i] = rev[len - 1 - i];
    }
    &out[..len]
}

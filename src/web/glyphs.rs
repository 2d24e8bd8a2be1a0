//! The glyph atlas (wasm32 only): the characters a lab asks for, drawn once with `fillText` on
//! an `OffscreenCanvas` in the page's own font and read back as alpha masks
//! ([`crate::page::glyphs::GlyphSet`]), which the lab blends into its pictures in memory.

use crate::page::glyphs::{GlyphSet, Glyphs};
use crate::page::scene::Font;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{OffscreenCanvas, OffscreenCanvasRenderingContext2d as OffCtx};

/// Glyphs drawn by the browser; none where it has no `OffscreenCanvas`, or where a lab's
/// picture is to be drawn with canvas calls instead (the reference a page test compares
/// with, and the benchmark's same-run baseline).
pub struct CanvasGlyphs {
    pub on: bool,
}

impl CanvasGlyphs {
    fn draw(chars: &[char], font: Font, dpr: f64) -> Result<GlyphSet, JsValue> {
        let canvas = OffscreenCanvas::new(1, 1)?;
        let ctx: OffCtx = canvas
            .get_context("2d")?
            .ok_or("no 2d context for glyphs")?
            .dyn_into()
            .map_err(|_| "no 2d context for glyphs")?;
        ctx.set_font(&font.css());
        let mut advance = Vec::with_capacity(chars.len());
        for c in chars {
            advance.push(ctx.measure_text(&c.to_string())?.width());
        }
        let (pad, height, x, width) = GlyphSet::plan(font, dpr, &advance);
        // Sizing the canvas resets it: the font and alignment are set after.
        canvas.set_width(width as u32);
        canvas.set_height(height as u32);
        let big = Font {
            size: font.size * dpr,
            ..font
        };
        ctx.set_font(&big.css());
        ctx.set_text_align("left");
        ctx.set_text_baseline("middle");
        ctx.set_fill_style_str("#000");
        for (c, left) in chars.iter().zip(&x) {
            ctx.fill_text(&c.to_string(), left + pad, height / 2.0)?;
        }
        let rgba = ctx.get_image_data(0.0, 0.0, width, height)?.data().0;
        let alpha: Vec<u8> = rgba.chunks_exact(4).map(|p| p[3]).collect();
        Ok(GlyphSet::from_strip(
            chars,
            font,
            dpr,
            advance,
            &alpha,
            width as usize,
        ))
    }
}

impl Glyphs for CanvasGlyphs {
    fn set(&mut self, chars: &[char], font: Font, dpr: f64) -> Option<GlyphSet> {
        if !self.on {
            return None;
        }
        CanvasGlyphs::draw(chars, font, dpr).ok()
    }
}

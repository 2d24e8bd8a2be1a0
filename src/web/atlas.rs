//! A glyph atlas for the walk's square labels (wasm32 only): the digits and the dead-end mark
//! drawn once with `fillText`, per label size, on an `OffscreenCanvas`, and read back as alpha
//! masks that the board's picture in memory ([`crate::raster`]) blends in its label colour,
//! one glyph at a time at whole device pixels.
//!
//! Why: a frame at the top speed repaints ~1,500 labelled squares. As canvas calls (a
//! `fillRect` and a `fillText` each, the text shaped on every call) that is ~3,000 calls to
//! record and rasterise a frame; copying each glyph with `drawImage` instead was no cheaper
//! (the calls, not the shaping, cost). In memory it is plain loops, and the canvas gets a few
//! `putImageData` rectangles.

use crate::layout::{Label, Layout, LABEL_RGB};
use crate::raster::{Mask, Raster};
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{OffscreenCanvas, OffscreenCanvasRenderingContext2d as OffCtx};

/// The characters a label is made of: digits and the dead-end mark.
const GLYPHS: [char; 11] = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '-'];

/// The glyphs of one label size.
struct Row {
    /// Each glyph's mask: its advance (whole device px, rounded up) and `pad` on each side,
    /// `height` rows with the text's middle at `height / 2`.
    masks: Vec<Mask>,
    /// Each glyph's advance in CSS px.
    advance: [f64; 11],
    pad: f64,
    height: f64,
}

/// The atlas of a layout at a device pixel ratio.
pub struct Atlas {
    rows: Vec<Row>,
    /// By text length: its row.
    lookup: Vec<usize>,
    dpr: f64,
}

fn glyph_index(c: u8) -> usize {
    match c {
        b'0'..=b'9' => (c - b'0') as usize,
        _ => 10,
    }
}

fn font(size: f64) -> String {
    format!("{size:.1}px system-ui, sans-serif")
}

impl Atlas {
    /// Draw and read back the glyphs of every label size for texts up to `max_chars`
    /// characters (the board's largest move number) in `layout`.
    pub fn new(layout: &Layout, dpr: f64, max_chars: usize) -> Result<Atlas, JsValue> {
        let max_chars = max_chars.max(2);
        // Several lengths can share a size: one row per size.
        let mut sizes: Vec<f64> = Vec::new();
        let mut lookup = vec![0; max_chars + 1];
        for (chars, slot) in lookup.iter_mut().enumerate() {
            let size = layout.label_size(chars.max(2));
            if sizes.last() != Some(&size) {
                sizes.push(size);
            }
            *slot = sizes.len() - 1;
        }
        let canvas = OffscreenCanvas::new(1, 1)?;
        let ctx = context(&canvas)?;
        // Measure, lay the slots out in rows, then size the canvas (which resets it) and draw.
        let mut plan = Vec::new();
        let (mut width, mut top) = (1.0f64, 0.0);
        for &size in &sizes {
            ctx.set_font(&font(size));
            let mut advance = [0.0; 11];
            for (g, a) in GLYPHS.iter().zip(advance.iter_mut()) {
                *a = ctx.measure_text(&g.to_string())?.width();
            }
            let pad = (size * 0.25 * dpr).ceil() + 1.0;
            // An even height: the middle is a whole pixel.
            let height = (size * 0.8 * dpr).ceil() * 2.0 + 2.0;
            let mut x = [0.0; 11];
            let mut left = 0.0;
            for (k, a) in advance.iter().enumerate() {
                x[k] = left;
                left += (a * dpr).ceil() + 2.0 * pad;
            }
            width = width.max(left);
            plan.push((size, advance, pad, height, x, top));
            top += height;
        }
        canvas.set_width(width as u32);
        canvas.set_height(top.max(1.0) as u32);
        ctx.set_text_align("left");
        ctx.set_text_baseline("middle");
        ctx.set_fill_style_str("#000");
        for &(size, _, pad, height, x, top) in &plan {
            ctx.set_font(&font(size * dpr));
            for (k, g) in GLYPHS.iter().enumerate() {
                ctx.fill_text(&g.to_string(), x[k] + pad, top + height / 2.0)?;
            }
        }
        let data = ctx.get_image_data(0.0, 0.0, width, top.max(1.0))?.data().0;
        let stride = width as usize;
        let rows = plan
            .iter()
            .map(|&(_, advance, pad, height, x, top)| {
                let masks = (0..GLYPHS.len())
                    .map(|k| {
                        let w = (advance[k] * dpr).ceil() + 2.0 * pad;
                        let (w, h) = (w as usize, height as usize);
                        let mut alpha = Vec::with_capacity(w * h);
                        for y in 0..h {
                            let start = ((top as usize + y) * stride + x[k] as usize) * 4;
                            alpha.extend(data[start..start + w * 4].chunks_exact(4).map(|p| p[3]));
                        }
                        Mask {
                            width: w as u32,
                            height: h as u32,
                            alpha,
                        }
                    })
                    .collect();
                Row {
                    masks,
                    advance,
                    pad,
                    height,
                }
            })
            .collect();
        Ok(Atlas { rows, lookup, dpr })
    }

    /// Blend `label` centred on (cx, cy) CSS px into `raster` (device px at the atlas's ratio).
    /// False when the atlas has no row for it (a text longer than it was made for).
    pub fn draw(&self, raster: &mut Raster, label: Label, cx: f64, cy: f64) -> bool {
        let text = Digits::of(label);
        let text = text.as_bytes();
        let Some(row) = self.lookup.get(text.len()).and_then(|&k| self.rows.get(k)) else {
            return false;
        };
        let d = self.dpr;
        let rgb = LABEL_RGB[label.kind() as usize - 1];
        let total: f64 = text.iter().map(|&c| row.advance[glyph_index(c)]).sum();
        let mut x = cx - total / 2.0;
        let y = (cy * d).round() - row.height / 2.0;
        for &c in text {
            let k = glyph_index(c);
            let left = (x * d).round() - row.pad;
            raster.blend_mask(left as i64, y as i64, &row.masks[k], rgb);
            x += row.advance[k];
        }
        true
    }
}

/// A label's text without a heap string per square (numbers have at most 20 digits).
struct Digits {
    bytes: [u8; 20],
    len: usize,
}

impl Digits {
    fn of(label: Label) -> Digits {
        let mut s = Digits {
            bytes: [0; 20],
            len: 0,
        };
        let mut n = match label {
            Label::Dead => {
                s.bytes[0] = b'-';
                s.len = 1;
                return s;
            }
            Label::Move(n) => n as u64,
            Label::Degree(d) => u64::from(d),
        };
        let mut rev = [0u8; 20];
        loop {
            rev[s.len] = b'0' + (n % 10) as u8;
            s.len += 1;
            n /= 10;
            if n == 0 {
                break;
            }
        }
        for i in 0..s.len {
            s.bytes[i] = rev[s.len - 1 - i];
        }
        s
    }

    fn as_bytes(&self) -> &[u8] {
        &self.bytes[..self.len]
    }
}

fn context(canvas: &OffscreenCanvas) -> Result<OffCtx, JsValue> {
    canvas
        .get_context("2d")?
        .ok_or_else(|| JsValue::from_str("no 2d context for the glyph atlas"))?
        .dyn_into::<OffCtx>()
        .map_err(|_| JsValue::from_str("no 2d context for the glyph atlas"))
}

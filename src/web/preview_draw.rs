//! Drawing the next move's marks on the overlay canvas (wasm32 only): the candidates framed in
//! blue with the value the rule compares in their corner, the tied ones dashed in purple. The
//! marks come whole from the core's [`Preview`]; only the pixels are made here.

use crate::board::Square;
use crate::layout::{css, square_colour, Layout};
use crate::walk::lab::preview::Preview;
use crate::walk::Walk;
use wasm_bindgen::JsValue;
use web_sys::CanvasRenderingContext2d as Ctx2d;

/// Draw `p`'s marks over what the overlay already holds (knight, start, closing move).
pub fn draw(
    ctx: &Ctx2d,
    layout: &Layout,
    dpr: f64,
    walk: &Walk,
    p: &Preview,
    values: bool,
) -> Result<(), JsValue> {
    let c = layout.cell;
    if c < 3.0 {
        return Ok(());
    }
    ctx.set_transform(dpr, 0.0, 0.0, dpr, 0.0, 0.0)?;
    let lw = (c / 10.0).clamp(1.0, 3.0);
    for cand in &p.candidates {
        let s = Square::new(cand.square[0], cand.square[1]);
        if !values && layout.labels {
            // "You try": cover the square's own degree until the guess is made.
            let (x, y, w, h) = layout.rect(s, 0.0);
            ctx.set_fill_style_str(&css(square_colour(s, walk.is_visited(s), walk.mark(s))));
            ctx.fill_rect(x, y, w, h);
            ctx.set_fill_style_str("#5b6472");
            ctx.set_font(&format!("bold {:.0}px system-ui, sans-serif", c * 0.4));
            ctx.set_text_align("center");
            ctx.set_text_baseline("middle");
            let (cx, cy) = layout.centre(s);
            ctx.fill_text("?", cx, cy)?;
        }
        ctx.set_line_width(lw);
        ctx.set_stroke_style_str("#1f5fd1");
        let (x, y, w, h) = layout.rect(s, lw / 2.0);
        ctx.stroke_rect(x, y, w, h);
        if p.tie && cand.best {
            ctx.set_line_dash(&js_sys::Array::of2(&(lw * 2.0).into(), &(lw * 1.5).into()))?;
            ctx.set_stroke_style_str("#7a1fa2");
            let (x, y, w, h) = layout.rect(s, lw * 2.2);
            ctx.stroke_rect(x, y, w, h);
            ctx.set_line_dash(&js_sys::Array::new())?;
        }
        if values && layout.labels {
            // The value the rule compares, in the top-right corner on a white tag.
            let text = cand.value.to_string();
            let size = (c * 0.26).clamp(8.0, 30.0);
            ctx.set_font(&format!("bold {size:.0}px system-ui, sans-serif"));
            let tw = text.len() as f64 * size * 0.62;
            let (x0, y0) = (cand.square[1] as f64 * c, (cand.square[0] - 1) as f64 * c);
            let (bx, by) = (x0 - lw - tw - 3.0, y0 + lw);
            ctx.set_fill_style_str("rgba(255,255,255,0.9)");
            ctx.fill_rect(bx, by, tw + 3.0, size + 2.0);
            ctx.set_fill_style_str("#1f5fd1");
            ctx.set_text_align("right");
            ctx.set_text_baseline("top");
            ctx.fill_text(&text, x0 - lw - 1.5, by + 1.0)?;
        }
    }
    Ok(())
}

/// A thick ring of `colour` on white inside square `s`: the keyboard explorer's cursor, or the
/// square where two rules part.
pub fn ring(
    ctx: &Ctx2d,
    layout: &Layout,
    dpr: f64,
    s: Square,
    colour: &str,
) -> Result<(), JsValue> {
    ctx.set_transform(dpr, 0.0, 0.0, dpr, 0.0, 0.0)?;
    let lw = (layout.cell / 12.0).clamp(1.0, 4.0);
    ctx.set_line_width(lw * 2.0);
    ctx.set_stroke_style_str("#fff");
    let (x, y, w, h) = layout.rect(s, lw);
    ctx.stroke_rect(x, y, w, h);
    ctx.set_line_width(lw);
    ctx.set_stroke_style_str(colour);
    ctx.stroke_rect(x, y, w, h);
    Ok(())
}

/// One frame of the knight sliding from `from` to `to` (`t` from 0 to 1, eased): the knight the
/// overlay drew on `to` is wiped (the board layer's number shows through) and drawn on the way.
pub fn slide(
    ctx: &Ctx2d,
    layout: &Layout,
    dpr: f64,
    from: Square,
    to: Square,
    t: f64,
) -> Result<(), JsValue> {
    let c = layout.cell;
    if c < 10.0 {
        return Ok(());
    }
    ctx.set_transform(dpr, 0.0, 0.0, dpr, 0.0, 0.0)?;
    let (x, y, w, h) = layout.rect(to, 0.0);
    ctx.clear_rect(x, y, w, h);
    let t = t.clamp(0.0, 1.0);
    let e = t * t * (3.0 - 2.0 * t);
    let ((x0, y0), (x1, y1)) = (layout.centre(from), layout.centre(to));
    let (x, y) = (x0 + (x1 - x0) * e, y0 + (y1 - y0) * e);
    let lw = (c / 10.0).clamp(1.0, 3.0);
    ctx.set_line_width(lw * 1.2);
    ctx.set_stroke_style_str("#111");
    ctx.begin_path();
    ctx.arc(x, y, c * 0.47, 0.0, std::f64::consts::TAU)?;
    ctx.stroke();
    let (kx, ky, r) = (x - c * 0.3, y - c * 0.3, c * 0.2);
    ctx.set_fill_style_str("rgba(255,255,255,0.9)");
    ctx.begin_path();
    ctx.arc(kx, ky, r, 0.0, std::f64::consts::TAU)?;
    ctx.fill();
    ctx.set_font(&format!("{:.0}px serif", r * 1.7));
    ctx.set_text_align("center");
    ctx.set_text_baseline("middle");
    ctx.set_fill_style_str("#111");
    ctx.fill_text("\u{265E}", kx, ky + r * 0.08)
}

//! Canvas helpers for the views still drawn with canvas calls (the tourney page's cover and
//! rail graph): a layer cleared and scaled, a line's style set, a picture in memory put by its
//! changed rectangles.

use crate::raster::Raster;
use wasm_bindgen::{Clamped, JsValue};
use web_sys::{CanvasRenderingContext2d as Ctx2d, ImageData};

/// Clear a layer and set its transform to `dpr` device pixels per CSS pixel.
pub fn clear(ctx: &Ctx2d, dpr: f64) -> Result<(), JsValue> {
    ctx.set_transform(1.0, 0.0, 0.0, 1.0, 0.0, 0.0)?;
    ctx.clear_rect(0.0, 0.0, 1e7, 1e7);
    ctx.set_transform(dpr, 0.0, 0.0, dpr, 0.0, 0.0)
}

/// Set the line width, stroke colour and dash `(dash, gap)` (None: solid).
pub fn set_line(
    ctx: &Ctx2d,
    width: f64,
    colour: &str,
    dash: Option<(f64, f64)>,
) -> Result<(), JsValue> {
    ctx.set_line_width(width);
    ctx.set_stroke_style_str(colour);
    let d = dash.map_or_else(js_sys::Array::new, |(a, b)| {
        js_sys::Array::of2(&a.into(), &b.into())
    });
    ctx.set_line_dash(&d)
}

/// Put the rectangles of `raster` changed since the last put on the canvas, joined where a
/// box round neighbours adds fewer than `call_px` pixels ([`crate::raster::merge_for_put`]).
pub fn put_dirty(ctx: &Ctx2d, raster: &mut Raster, call_px: u64) -> Result<(), JsValue> {
    let rects = crate::raster::merge_for_put(&raster.take_dirty(), call_px);
    if rects.is_empty() {
        return Ok(());
    }
    // A view of the picture in wasm memory, not a copy; only the rectangles are copied.
    let img = ImageData::new_with_u8_clamped_array_and_sh(
        Clamped(raster.pixels()),
        raster.width(),
        raster.height(),
    )?;
    for (x, y, w, h) in rects {
        ctx.put_image_data_with_dirty_x_and_dirty_y_and_dirty_width_and_dirty_height(
            &img,
            0.0,
            0.0,
            x.into(),
            y.into(),
            w.into(),
            h.into(),
        )?;
    }
    Ok(())
}

//! A view's scene made one picture in memory, frame after frame, as the web layer's painter
//! keeps it on its canvases: each layer kept between frames ([`Content::Keep`]), drawn over
//! (`Shapes` with `clear` false, a path that only grows) or put anew (`Pixels`), then the
//! layers put over the paper bottom first. What an animation's frames are made from
//! ([`super::gif`]), natively and in the browser alike, so both give the same pixels.
//!
//! Shapes are drawn by [`crate::raster::Raster`]'s lines and fills; text has no glyphs here
//! (they would be the browser's, different on every machine) and is left out, as are
//! descriptions of groups (their shapes are drawn).

use super::scene::{device_px, Colour, Content, Layer, Shape, Stroke};
use crate::raster::{Dash, Raster};

/// Segments a ring is drawn with.
const RING_SEGMENTS: usize = 48;

/// The layers of one view as last drawn, in device pixels.
pub struct Flattener {
    width: u32,
    height: u32,
    dpr: f64,
    layers: Vec<Option<Raster>>,
}

impl Flattener {
    /// A view of `width` × `height` CSS px at device pixel ratio `dpr`, no layer drawn yet.
    pub fn new(width: f64, height: f64, dpr: f64) -> Flattener {
        Flattener {
            width: device_px(width, dpr),
            height: device_px(height, dpr),
            dpr,
            layers: Vec::new(),
        }
    }

    /// The picture's size in device pixels.
    pub fn size(&self) -> (u32, u32) {
        (self.width, self.height)
    }

    /// Take this frame's layers (bottom first, the same number every frame).
    pub fn apply(&mut self, layers: Vec<Layer<'_>>) {
        if self.layers.len() < layers.len() {
            self.layers.resize_with(layers.len(), || None);
        }
        for (slot, layer) in self.layers.iter_mut().zip(layers) {
            match layer.content {
                Content::Keep => {}
                Content::Hidden => *slot = None,
                Content::Pixels { raster, .. } => {
                    let mut copy = Raster::transparent(raster.width(), raster.height());
                    copy.pixels_mut().copy_from_slice(raster.pixels());
                    // The page puts only what changed: what it holds is all of it now.
                    raster.take_dirty();
                    *slot = Some(copy);
                }
                Content::Shapes { clear, shapes } => {
                    let (w, h) = layer.bitmap;
                    let fresh = !matches!(slot, Some(r) if r.width() == w && r.height() == h);
                    if clear || fresh {
                        *slot = Some(Raster::transparent(w, h));
                    }
                    let r = slot.as_mut().expect("a layer");
                    // Shapes are in CSS px of the view; the layer's bitmap may be another size.
                    let sx = f64::from(w) / f64::from(self.width) * self.dpr;
                    let sy = f64::from(h) / f64::from(self.height) * self.dpr;
                    for s in &shapes {
                        draw(r, s, sx, sy);
                    }
                }
            }
        }
    }

    /// The layers put over `ground`, bottom first, each stretched to the view's size.
    pub fn picture(&self, ground: Colour) -> Raster {
        let mut out = Raster::new(self.width, self.height);
        out.clear(ground.rgb3());
        for layer in self.layers.iter().flatten() {
            out.put_over(layer);
        }
        out
    }
}

fn dash(stroke: &Stroke, s: f64) -> Option<Dash> {
    stroke.dash.map(|(on, off)| Dash {
        on: on * s,
        off: off * s,
    })
}

fn line(r: &mut Raster, a: (f64, f64), b: (f64, f64), stroke: &Stroke, s: f64) {
    let [_, _, _, alpha] = stroke.colour.0;
    r.dashed_line(
        a,
        b,
        stroke.width * s,
        stroke.colour.rgb3(),
        f64::from(alpha) / 255.0,
        dash(stroke, s),
    );
}

/// One shape into `r`, its CSS px scaled by `sx` across and `sy` down.
fn draw(r: &mut Raster, shape: &Shape, sx: f64, sy: f64) {
    let p = |(x, y): (f64, f64)| (x * sx, y * sy);
    let s = (sx + sy) / 2.0;
    let round = |v: f64| v.round() as i64;
    match shape {
        Shape::Rect { rect, fill, stroke } => {
            let (x, y, w, h) = *rect;
            if let Some(c) = fill {
                let (x0, y0) = (round(x * sx), round(y * sy));
                let (x1, y1) = (round((x + w) * sx), round((y + h) * sy));
                let [_, _, _, a] = c.0;
                if a == 255 {
                    r.fill_rect(x0, y0, x1, y1, c.rgb3());
                } else if a > 0 {
                    for yy in y0..y1 {
                        r.line(
                            (x0 as f64, yy as f64 + 0.5),
                            (x1 as f64, yy as f64 + 0.5),
                            1.0,
                            c.rgb3(),
                            f64::from(a) / 255.0,
                        );
                    }
                }
            }
            if let Some(st) = stroke {
                let corners = [(x, y), (x + w, y), (x + w, y + h), (x, y + h), (x, y)];
                for k in 0..4 {
                    line(r, p(corners[k]), p(corners[k + 1]), st, s);
                }
            }
        }
        Shape::Clear { rect } => {
            let (x, y, w, h) = *rect;
            r.clear_rect(
                round(x * sx),
                round(y * sy),
                round((x + w) * sx),
                round((y + h) * sy),
            );
        }
        Shape::Line {
            points,
            closed,
            stroke,
        } => {
            for w in points.windows(2) {
                line(r, p(w[0]), p(w[1]), stroke, s);
            }
            if *closed && points.len() > 2 {
                line(r, p(points[points.len() - 1]), p(points[0]), stroke, s);
            }
        }
        Shape::Segments { segments, stroke } => {
            for g in segments {
                line(r, p((g[0], g[1])), p((g[2], g[3])), stroke, s);
            }
        }
        Shape::Ring {
            centre,
            radius,
            stroke,
        } => {
            let at = |k: usize| {
                let t = k as f64 / RING_SEGMENTS as f64 * std::f64::consts::TAU;
                p((centre.0 + radius * t.cos(), centre.1 + radius * t.sin()))
            };
            for k in 0..RING_SEGMENTS {
                line(r, at(k), at(k + 1), stroke, s);
            }
        }
        Shape::Discs {
            centres,
            radius,
            fill,
            stroke,
        } => {
            let [_, _, _, a] = fill.0;
            for &c in centres {
                r.disc(p(c), radius * s, fill.rgb3(), f64::from(a) / 255.0);
                if let Some(st) = stroke {
                    draw(
                        r,
                        &Shape::Ring {
                            centre: c,
                            radius: *radius,
                            stroke: *st,
                        },
                        sx,
                        sy,
                    );
                }
            }
        }
        Shape::Text { .. } => {}
        Shape::Group { shapes, .. } => {
            for g in shapes {
                draw(r, g, sx, sy);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::page::scene::Scene;

    #[test]
    fn a_growing_line_is_kept_and_a_clear_layer_starts_again() {
        let mut f = Flattener::new(20.0, 20.0, 1.0);
        let red = Colour::rgb(200, 0, 0);
        let mut scene = Scene::new(20.0, 20.0, 1.0);
        scene.shapes(
            true,
            vec![Shape::line(
                (2.0, 5.0),
                (18.0, 5.0),
                Stroke::solid(red, 2.0),
            )],
        );
        f.apply(scene.layers);
        let mut scene = Scene::new(20.0, 20.0, 1.0);
        scene.shapes(
            false,
            vec![Shape::line(
                (2.0, 15.0),
                (18.0, 15.0),
                Stroke::solid(red, 2.0),
            )],
        );
        f.apply(scene.layers);
        let white = Colour::rgb(255, 255, 255);
        let pic = f.picture(white);
        assert_eq!(pic.pixel(10, 5)[..3], [200, 0, 0]);
        assert_eq!(pic.pixel(10, 15)[..3], [200, 0, 0]);
        assert_eq!(pic.pixel(10, 10)[..3], [255, 255, 255]);
        let mut scene = Scene::new(20.0, 20.0, 1.0);
        scene.shapes(true, vec![]);
        f.apply(scene.layers);
        assert_eq!(f.picture(white).pixel(10, 5)[..3], [255, 255, 255]);
    }

    #[test]
    fn a_small_pixel_layer_is_stretched_by_the_nearest_pixel() {
        let mut f = Flattener::new(4.0, 4.0, 1.0);
        let mut small = Raster::new(2, 2);
        small.set_pixel(1, 1, [0, 0, 9]);
        let mut scene = Scene::new(4.0, 4.0, 1.0);
        scene.pixels(&mut small, 0);
        f.apply(scene.layers);
        let pic = f.picture(Colour::rgb(0, 0, 0));
        assert_eq!(pic.pixel(3, 3)[..3], [0, 0, 9]);
        assert_eq!(pic.pixel(2, 2)[..3], [0, 0, 9]);
        assert_eq!(pic.pixel(1, 1)[..3], [255, 255, 255]);
    }
}

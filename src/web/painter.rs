//! The one painter (wasm32 only): a lab's [`Scene`] onto the page. A view's element holds one
//! canvas per layer, stacked, made and sized here; a layer of shapes becomes canvas calls, a
//! pixel layer `putImageData` of its dirty rectangles; a view marked `data-svg` gets the scene
//! as SVG instead ([`crate::page::svg`]).

use crate::page::scene::{Align, Baseline, Colour, Content, Scene, Shape, Stroke};
use wasm_bindgen::{Clamped, JsCast, JsValue};
use web_sys::{CanvasRenderingContext2d as Ctx2d, HtmlCanvasElement, HtmlElement, ImageData};

/// One canvas of a view.
struct Canvas {
    el: HtmlCanvasElement,
    ctx: Ctx2d,
    bitmap: (u32, u32),
    hidden: bool,
}

/// The canvases of one view and the CSS size they were given.
struct Stack {
    name: String,
    holder: HtmlElement,
    layers: Vec<Canvas>,
    css: (f64, f64),
}

/// What the painter keeps between frames: each view's canvases.
#[derive(Default)]
pub struct Painter {
    views: Vec<Stack>,
}

impl Painter {
    /// Paint `scene` into the element `holder` of view `name`.
    pub fn paint(&mut self, name: &str, holder: &HtmlElement, scene: Scene) -> Result<(), JsValue> {
        if holder.has_attribute("data-svg") {
            holder.set_inner_html(&crate::page::svg::to_svg(&scene));
            return Ok(());
        }
        let k = match self
            .views
            .iter()
            .position(|v| v.name == name && &v.holder == holder)
        {
            Some(k) => k,
            None => {
                self.views.retain(|v| v.name != name);
                self.views.push(Stack {
                    name: name.into(),
                    holder: holder.clone(),
                    layers: Vec::new(),
                    css: (0.0, 0.0),
                });
                self.views.len() - 1
            }
        };
        let stack = &mut self.views[k];
        while stack.layers.len() < scene.layers.len() {
            let el: HtmlCanvasElement = web_sys::window()
                .and_then(|w| w.document())
                .ok_or("no document")?
                .create_element("canvas")?
                .dyn_into()?;
            el.set_attribute("aria-hidden", "true")?;
            holder.append_child(&el)?;
            let alpha = !stack.layers.is_empty();
            let ctx = context(&el, alpha)?;
            stack.layers.push(Canvas {
                el,
                ctx,
                bitmap: (0, 0),
                hidden: false,
            });
        }
        if !scene.label.is_empty() {
            // A name needs a role to be read: the canvases are one picture (as the SVG views'
            // `role="img"`), unless the page gave the view a role of its own (a board that takes
            // keys is an application).
            if !holder.has_attribute("role") {
                holder.set_attribute("role", "img")?;
            }
            holder.set_attribute("aria-label", &scene.label)?;
        }
        let css = (scene.width, scene.height);
        let resized = stack.css != css;
        stack.css = css;
        for (layer, canvas) in scene.layers.into_iter().zip(stack.layers.iter_mut()) {
            if resized {
                let style = canvas.el.style();
                style.set_property("width", &format!("{}px", css.0))?;
                style.set_property("height", &format!("{}px", css.1))?;
            }
            // A canvas sized anew is cleared: a picture is then put whole.
            let fresh = canvas.bitmap != layer.bitmap;
            if fresh {
                canvas.el.set_width(layer.bitmap.0);
                canvas.el.set_height(layer.bitmap.1);
                canvas.bitmap = layer.bitmap;
            }
            let hide = matches!(layer.content, Content::Hidden);
            if !matches!(layer.content, Content::Keep) && hide != canvas.hidden {
                canvas.el.set_hidden(hide);
                canvas.hidden = hide;
            }
            match layer.content {
                Content::Keep | Content::Hidden => {}
                Content::Shapes { clear, shapes } => {
                    let ctx = &canvas.ctx;
                    ctx.set_transform(1.0, 0.0, 0.0, 1.0, 0.0, 0.0)?;
                    if clear {
                        ctx.clear_rect(0.0, 0.0, layer.bitmap.0.into(), layer.bitmap.1.into());
                    }
                    let (sx, sy) = (
                        f64::from(layer.bitmap.0) / css.0.max(1.0),
                        f64::from(layer.bitmap.1) / css.1.max(1.0),
                    );
                    ctx.set_transform(sx, 0.0, 0.0, sy, 0.0, 0.0)?;
                    let mut pen = Pen::default();
                    for s in &shapes {
                        pen.shape(ctx, s)?;
                    }
                    ctx.set_line_dash(&js_sys::Array::new())?;
                }
                Content::Pixels { raster, join_px } => {
                    if fresh {
                        raster.touch_all();
                    }
                    let rects = crate::raster::merge_for_put(&raster.take_dirty(), join_px);
                    if rects.is_empty() {
                        continue;
                    }
                    // A view of the picture in wasm memory, not a copy; only the rectangles
                    // are copied.
                    let img = ImageData::new_with_u8_clamped_array_and_sh(
                        Clamped(raster.pixels()),
                        raster.width(),
                        raster.height(),
                    )?;
                    for (x, y, w, h) in rects {
                        canvas
                            .ctx
                            .put_image_data_with_dirty_x_and_dirty_y_and_dirty_width_and_dirty_height(
                                &img,
                                0.0,
                                0.0,
                                x.into(),
                                y.into(),
                                w.into(),
                                h.into(),
                            )?;
                    }
                }
            }
        }
        Ok(())
    }

    /// The canvases of view `name`, bottom first (a PNG export flattens them).
    pub fn canvases(&self, name: &str) -> Vec<HtmlCanvasElement> {
        self.views
            .iter()
            .find(|v| v.name == name)
            .map_or(Vec::new(), |v| {
                v.layers.iter().map(|c| c.el.clone()).collect()
            })
    }
}

fn context(el: &HtmlCanvasElement, alpha: bool) -> Result<Ctx2d, JsValue> {
    let opts = js_sys::Object::new();
    js_sys::Reflect::set(&opts, &"alpha".into(), &alpha.into())?;
    el.get_context_with_context_options("2d", &opts)?
        .ok_or("no 2d canvas")?
        .dyn_into::<Ctx2d>()
        .map_err(|_| "no 2d canvas".into())
}

/// A stroke's style as bits, to compare with the one set.
type StrokeKey = (Colour, u64, Option<(u64, u64)>, bool);

/// The canvas state last set, so that a run of shapes in one style sets it once.
#[derive(Default)]
struct Pen {
    fill: Option<Colour>,
    stroke: Option<StrokeKey>,
    font: String,
    align: Option<(Align, Baseline)>,
}

impl Pen {
    fn fill(&mut self, ctx: &Ctx2d, c: Colour) {
        if self.fill != Some(c) {
            ctx.set_fill_style_str(&c.css());
            self.fill = Some(c);
        }
    }

    fn stroke(&mut self, ctx: &Ctx2d, s: &Stroke) -> Result<(), JsValue> {
        let key = (
            s.colour,
            s.width.to_bits(),
            s.dash.map(|(a, b)| (a.to_bits(), b.to_bits())),
            s.round,
        );
        if self.stroke == Some(key) {
            return Ok(());
        }
        ctx.set_stroke_style_str(&s.colour.css());
        ctx.set_line_width(s.width);
        let cap = if s.round { "round" } else { "butt" };
        ctx.set_line_cap(cap);
        ctx.set_line_join(if s.round { "round" } else { "miter" });
        let dash = s.dash.map_or_else(js_sys::Array::new, |(a, b)| {
            js_sys::Array::of2(&a.into(), &b.into())
        });
        ctx.set_line_dash(&dash)?;
        self.stroke = Some(key);
        Ok(())
    }

    fn shape(&mut self, ctx: &Ctx2d, s: &Shape) -> Result<(), JsValue> {
        use std::f64::consts::TAU;
        match s {
            Shape::Rect { rect, fill, stroke } => {
                let (x, y, w, h) = *rect;
                if let Some(c) = fill {
                    self.fill(ctx, *c);
                    ctx.fill_rect(x, y, w, h);
                }
                if let Some(st) = stroke {
                    self.stroke(ctx, st)?;
                    ctx.stroke_rect(x, y, w, h);
                }
            }
            Shape::Clear { rect } => ctx.clear_rect(rect.0, rect.1, rect.2, rect.3),
            Shape::Line {
                points,
                closed,
                stroke,
            } => {
                self.stroke(ctx, stroke)?;
                ctx.begin_path();
                for (i, &(x, y)) in points.iter().enumerate() {
                    if i == 0 {
                        ctx.move_to(x, y);
                    } else {
                        ctx.line_to(x, y);
                    }
                }
                if *closed {
                    ctx.close_path();
                }
                ctx.stroke();
            }
            Shape::Segments { segments, stroke } => {
                self.stroke(ctx, stroke)?;
                ctx.begin_path();
                for &[x0, y0, x1, y1] in segments {
                    ctx.move_to(x0, y0);
                    ctx.line_to(x1, y1);
                }
                ctx.stroke();
            }
            Shape::Ring {
                centre,
                radius,
                stroke,
            } => {
                self.stroke(ctx, stroke)?;
                ctx.begin_path();
                ctx.arc(centre.0, centre.1, *radius, 0.0, TAU)?;
                ctx.stroke();
            }
            Shape::Discs {
                centres,
                radius,
                fill,
                stroke,
            } => {
                self.fill(ctx, *fill);
                ctx.begin_path();
                for &(x, y) in centres {
                    ctx.move_to(x + radius, y);
                    ctx.arc(x, y, *radius, 0.0, TAU)?;
                }
                ctx.fill();
                if let Some(st) = stroke {
                    self.stroke(ctx, st)?;
                    ctx.stroke();
                }
            }
            Shape::Text {
                at,
                text,
                font,
                align,
                baseline,
                fill,
                halo,
            } => {
                let css = font.css();
                if self.font != css {
                    ctx.set_font(&css);
                    self.font = css;
                }
                if self.align != Some((*align, *baseline)) {
                    ctx.set_text_align(match align {
                        Align::Left => "left",
                        Align::Centre => "center",
                        Align::Right => "right",
                    });
                    ctx.set_text_baseline(match baseline {
                        Baseline::Top => "top",
                        Baseline::Middle => "middle",
                        Baseline::Alphabetic => "alphabetic",
                        Baseline::Bottom => "bottom",
                    });
                    self.align = Some((*align, *baseline));
                }
                if let Some(h) = halo {
                    self.stroke(ctx, h)?;
                    ctx.stroke_text(text, at.0, at.1)?;
                }
                self.fill(ctx, *fill);
                ctx.fill_text(text, at.0, at.1)?;
            }
            Shape::Group { shapes, .. } => {
                for s in shapes {
                    self.shape(ctx, s)?;
                }
            }
        }
        Ok(())
    }
}

//! The one drawing vocabulary of every lab: a [`Scene`] is what a view shows, as stacked
//! layers of shapes (rectangles, lines, rings, discs, text) or of pixels in memory
//! ([`crate::raster::Raster`], put on the screen by its dirty rectangles). A lab decides every
//! shape, colour and size; the web layer's one painter turns a scene into canvas calls, and
//! [`super::svg`] turns one into SVG text (charts, exports). Nothing here draws.
//!
//! Coordinates are CSS pixels from the view's top left; a pixel layer's bitmap may be smaller
//! than the view (one pixel a square on a big board, scaled up by the page).

use super::theme::{Palette, Scheme};
use crate::raster::Raster;

/// A colour with straight alpha.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Colour(pub [u8; 4]);

impl Colour {
    pub const fn rgb(r: u8, g: u8, b: u8) -> Colour {
        Colour([r, g, b, 255])
    }

    /// `alpha` from 0 (clear) to 1 (opaque).
    pub fn rgba(r: u8, g: u8, b: u8, alpha: f64) -> Colour {
        Colour([r, g, b, (alpha.clamp(0.0, 1.0) * 255.0).round() as u8])
    }

    /// The same colour at `alpha` (0 to 1).
    pub fn alpha(self, alpha: f64) -> Colour {
        let [r, g, b, _] = self.0;
        Colour::rgba(r, g, b, alpha)
    }

    /// Red, green and blue.
    pub fn rgb3(self) -> [u8; 3] {
        let [r, g, b, _] = self.0;
        [r, g, b]
    }

    /// The colour as CSS: `#rrggbb`, or `rgba(r,g,b,a)` when not opaque.
    ///
    /// ```
    /// use warnsdorff::page::scene::Colour;
    /// assert_eq!(Colour::rgb(31, 95, 209).css(), "#1f5fd1");
    /// assert_eq!(Colour::rgba(0, 0, 0, 0.5).css(), "rgba(0,0,0,0.502)");
    /// ```
    pub fn css(self) -> String {
        let [r, g, b, a] = self.0;
        if a == 255 {
            format!("#{r:02x}{g:02x}{b:02x}")
        } else {
            let a = (f64::from(a) / 255.0 * 1000.0).round() / 1000.0;
            format!("rgba({r},{g},{b},{a})")
        }
    }
}

/// How a line is drawn.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Stroke {
    pub colour: Colour,
    pub width: f64,
    /// `(dash, gap)` in CSS px; None is solid.
    pub dash: Option<(f64, f64)>,
    /// Round ends and joins (else butt ends and mitred joins).
    pub round: bool,
}

impl Stroke {
    /// A solid line with butt ends.
    pub fn solid(colour: Colour, width: f64) -> Stroke {
        Stroke {
            colour,
            width,
            dash: None,
            round: false,
        }
    }

    /// The same line dashed.
    pub fn dashed(self, dash: f64, gap: f64) -> Stroke {
        Stroke {
            dash: Some((dash, gap)),
            ..self
        }
    }

    /// The same line with round ends and joins.
    pub fn rounded(self) -> Stroke {
        Stroke {
            round: true,
            ..self
        }
    }
}

/// Where a text stands against its point.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Align {
    Left,
    Centre,
    Right,
}

/// Where a text's point is, vertically.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Baseline {
    Top,
    Middle,
    Alphabetic,
    Bottom,
}

/// A text's type.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Font {
    /// CSS px.
    pub size: f64,
    pub bold: bool,
    /// A serif face (the knight glyph), else the page's sans-serif.
    pub serif: bool,
}

impl Font {
    pub fn sans(size: f64) -> Font {
        Font {
            size,
            bold: false,
            serif: false,
        }
    }

    pub fn bold(size: f64) -> Font {
        Font {
            bold: true,
            ..Font::sans(size)
        }
    }

    pub fn serif(size: f64) -> Font {
        Font {
            serif: true,
            ..Font::sans(size)
        }
    }

    /// The font as CSS (`bold 12px system-ui, sans-serif`).
    pub fn css(self) -> String {
        let family = if self.serif {
            "serif"
        } else {
            "system-ui, sans-serif"
        };
        let weight = if self.bold { "bold " } else { "" };
        format!("{weight}{:.1}px {family}", self.size)
    }
}

/// One shape, in CSS pixels.
#[derive(Clone, Debug, PartialEq)]
pub enum Shape {
    /// A rectangle `(x, y, w, h)`, filled and/or outlined.
    Rect {
        rect: (f64, f64, f64, f64),
        fill: Option<Colour>,
        stroke: Option<Stroke>,
    },
    /// Clear a rectangle to transparent.
    Clear { rect: (f64, f64, f64, f64) },
    /// A line through `points` (two or more), closed back to the first when `closed`.
    Line {
        points: Vec<(f64, f64)>,
        closed: bool,
        stroke: Stroke,
    },
    /// Many separate segments `[x0, y0, x1, y1]` in one style.
    Segments {
        segments: Vec<[f64; 4]>,
        stroke: Stroke,
    },
    /// A circle's outline.
    Ring {
        centre: (f64, f64),
        radius: f64,
        stroke: Stroke,
    },
    /// Filled discs of one radius and colour, each optionally outlined.
    Discs {
        centres: Vec<(f64, f64)>,
        radius: f64,
        fill: Colour,
        stroke: Option<Stroke>,
    },
    /// Text at a point; `halo` draws a light edge under it, readable on any ground.
    Text {
        at: (f64, f64),
        text: String,
        font: Font,
        align: Align,
        baseline: Baseline,
        fill: Colour,
        halo: Option<Stroke>,
    },
    /// Shapes with a description (a chart's bar and its value): SVG shows it on hover; a
    /// canvas draws the shapes alone.
    Group { title: String, shapes: Vec<Shape> },
}

impl Shape {
    /// The same shape moved by `(dx, dy)` CSS px (a picture of the whole board seen through
    /// a zoomed window: [`super::fit::Fit`]'s origin taken off).
    ///
    /// ```
    /// use warnsdorff::page::scene::{Colour, Shape};
    /// let s = Shape::disc((10.0, 20.0), 2.0, Colour::rgb(0, 0, 0)).moved(-5.0, -5.0);
    /// assert_eq!(s, Shape::disc((5.0, 15.0), 2.0, Colour::rgb(0, 0, 0)));
    /// ```
    pub fn moved(self, dx: f64, dy: f64) -> Shape {
        let pt = |(x, y): (f64, f64)| (x + dx, y + dy);
        let rect = |(x, y, w, h): (f64, f64, f64, f64)| (x + dx, y + dy, w, h);
        match self {
            Shape::Rect {
                rect: r,
                fill,
                stroke,
            } => Shape::Rect {
                rect: rect(r),
                fill,
                stroke,
            },
            Shape::Clear { rect: r } => Shape::Clear { rect: rect(r) },
            Shape::Line {
                points,
                closed,
                stroke,
            } => Shape::Line {
                points: points.into_iter().map(pt).collect(),
                closed,
                stroke,
            },
            Shape::Segments { segments, stroke } => Shape::Segments {
                segments: segments
                    .into_iter()
                    .map(|[a, b, c, d]| [a + dx, b + dy, c + dx, d + dy])
                    .collect(),
                stroke,
            },
            Shape::Ring {
                centre,
                radius,
                stroke,
            } => Shape::Ring {
                centre: pt(centre),
                radius,
                stroke,
            },
            Shape::Discs {
                centres,
                radius,
                fill,
                stroke,
            } => Shape::Discs {
                centres: centres.into_iter().map(pt).collect(),
                radius,
                fill,
                stroke,
            },
            Shape::Text {
                at,
                text,
                font,
                align,
                baseline,
                fill,
                halo,
            } => Shape::Text {
                at: pt(at),
                text,
                font,
                align,
                baseline,
                fill,
                halo,
            },
            Shape::Group { title, shapes } => Shape::Group {
                title,
                shapes: shapes.into_iter().map(|s| s.moved(dx, dy)).collect(),
            },
        }
    }

    /// A filled rectangle.
    pub fn fill(rect: (f64, f64, f64, f64), colour: Colour) -> Shape {
        Shape::Rect {
            rect,
            fill: Some(colour),
            stroke: None,
        }
    }

    /// A rectangle's outline.
    pub fn frame(rect: (f64, f64, f64, f64), stroke: Stroke) -> Shape {
        Shape::Rect {
            rect,
            fill: None,
            stroke: Some(stroke),
        }
    }

    /// One segment.
    pub fn line(from: (f64, f64), to: (f64, f64), stroke: Stroke) -> Shape {
        Shape::Segments {
            segments: vec![[from.0, from.1, to.0, to.1]],
            stroke,
        }
    }

    /// One filled disc.
    pub fn disc(centre: (f64, f64), radius: f64, fill: Colour) -> Shape {
        Shape::Discs {
            centres: vec![centre],
            radius,
            fill,
            stroke: None,
        }
    }

    /// Text in `fill`, with no halo.
    pub fn text(
        at: (f64, f64),
        text: impl Into<String>,
        font: Font,
        (align, baseline): (Align, Baseline),
        fill: Colour,
    ) -> Shape {
        Shape::Text {
            at,
            text: text.into(),
            font,
            align,
            baseline,
            fill,
            halo: None,
        }
    }
}

/// What one layer of a view holds this frame.
pub enum Content<'a> {
    /// What it held last frame: nothing to do.
    Keep,
    /// Nothing: the layer is hidden (a shown canvas costs the page even when empty).
    Hidden,
    /// Shapes, drawn in order on a cleared layer, or over what it holds when `clear` is false
    /// (a path that only grows).
    Shapes { clear: bool, shapes: Vec<Shape> },
    /// A picture in memory the size of the layer's bitmap; its dirty rectangles are put on
    /// the screen, joined while a box round neighbours adds fewer than `join_px` pixels
    /// ([`crate::raster::merge_for_put`]).
    Pixels {
        raster: &'a mut Raster,
        join_px: u64,
    },
}

/// One layer of a view: its bitmap's size in device pixels and what it holds.
pub struct Layer<'a> {
    pub bitmap: (u32, u32),
    pub content: Content<'a>,
}

/// What a view shows: its size in CSS pixels and its layers, bottom first. A lab gives a view
/// the same number of layers in the same order every frame.
pub struct Scene<'a> {
    pub width: f64,
    pub height: f64,
    /// The device pixel ratio the shapes' layers are drawn at.
    pub dpr: f64,
    pub layers: Vec<Layer<'a>>,
    /// What the view shows, in words, for assistive technology (the canvas's label).
    pub label: String,
    /// The board the view shows and where its window is (a zoomable board view), for the
    /// page's zoom and pan.
    pub fit: Option<super::fit::Fit>,
    /// A square `(row, col)` the zoomed view must show (the keyboard's cursor just moved
    /// there): the page pans the zoom to it ([`super::zoom::Zoom::showing`]).
    pub keep: Option<(u32, u32)>,
}

impl<'a> Scene<'a> {
    /// An empty scene of `width` × `height` CSS px at device pixel ratio `dpr`.
    pub fn new(width: f64, height: f64, dpr: f64) -> Scene<'a> {
        Scene {
            width,
            height,
            dpr,
            layers: Vec::new(),
            label: String::new(),
            fit: None,
            keep: None,
        }
    }

    /// The bitmap of a layer as large as the view, in device pixels.
    pub fn full_bitmap(&self) -> (u32, u32) {
        (
            device_px(self.width, self.dpr),
            device_px(self.height, self.dpr),
        )
    }

    /// Add a layer of shapes as large as the view.
    pub fn shapes(&mut self, clear: bool, shapes: Vec<Shape>) {
        let bitmap = self.full_bitmap();
        self.layers.push(Layer {
            bitmap,
            content: Content::Shapes { clear, shapes },
        });
    }

    /// Add a layer as large as the view that keeps what it holds (or is hidden).
    pub fn keep(&mut self, hidden: bool) {
        let bitmap = self.full_bitmap();
        let content = if hidden {
            Content::Hidden
        } else {
            Content::Keep
        };
        self.layers.push(Layer { bitmap, content });
    }

    /// Add a pixel layer (its bitmap is the raster's size).
    pub fn pixels(&mut self, raster: &'a mut Raster, join_px: u64) {
        let bitmap = (raster.width(), raster.height());
        self.layers.push(Layer {
            bitmap,
            content: Content::Pixels { raster, join_px },
        });
    }
}

/// Device pixels for `css` CSS pixels at ratio `dpr`: rounded, at least 1.
pub fn device_px(css: f64, dpr: f64) -> u32 {
    (css * dpr).round().max(1.0) as u32
}

/// A device pixel ratio as the page reports it, made safe: 1 when not a positive number, at
/// most 3.
pub fn clamp_dpr(dpr: f64) -> f64 {
    if dpr.is_finite() && dpr > 0.0 {
        dpr.min(3.0)
    } else {
        1.0
    }
}

/// Where a view may draw: the CSS pixels the page gives it, the device pixel ratio and the
/// colour scheme the page is in.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Viewport {
    pub width: f64,
    pub height: f64,
    pub dpr: f64,
    pub scheme: Scheme,
    /// The board fills the view, its squares as large as it takes (the class view): no lab's
    /// cap on a square's size applies.
    pub fill: bool,
    /// How much larger than fitted a board is drawn, and its point at the view's centre.
    pub zoom: super::zoom::Zoom,
}

impl Viewport {
    /// A viewport of the page's measures, made safe (sizes at least 1 px, see [`clamp_dpr`]),
    /// in the light scheme.
    pub fn new(width: f64, height: f64, dpr: f64) -> Viewport {
        let safe = |v: f64| if v.is_finite() && v >= 1.0 { v } else { 1.0 };
        Viewport {
            width: safe(width),
            height: safe(height),
            dpr: clamp_dpr(dpr),
            scheme: Scheme::Light,
            fill: false,
            zoom: super::zoom::Zoom::FIT,
        }
    }

    /// The same viewport, its board filling it (`fill`) or not.
    pub fn filling(self, fill: bool) -> Viewport {
        Viewport { fill, ..self }
    }

    /// The same viewport with its board zoomed as `zoom` says.
    pub fn zoomed(self, zoom: super::zoom::Zoom) -> Viewport {
        Viewport {
            zoom: zoom.safe(),
            ..self
        }
    }

    /// The same viewport in `scheme`.
    pub fn in_scheme(self, scheme: Scheme) -> Viewport {
        Viewport { scheme, ..self }
    }

    /// The colours of the viewport's scheme.
    pub fn palette(&self) -> &'static Palette {
        Palette::of(self.scheme)
    }

    /// The longer side a square board may take.
    pub fn side(&self) -> f64 {
        self.width.min(self.height)
    }
}

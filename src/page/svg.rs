//! A scene's shapes as SVG text: charts (they scale, print and read out) and exported
//! pictures. Pixel layers have no SVG form and are left out.

use super::scene::{Align, Baseline, Content, Font, Scene, Shape, Stroke};
use std::fmt::Write;

/// Text made safe inside SVG.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            _ => out.push(c),
        }
    }
    out
}

/// A number for SVG: at most two decimals, no trailing zeros.
fn n(v: f64) -> String {
    let r = (v * 100.0).round() / 100.0;
    if r == r.trunc() {
        format!("{}", r as i64)
    } else {
        format!("{r}")
    }
}

fn stroke_attrs(s: &Stroke) -> String {
    let mut a = format!(
        r#" fill="none" stroke="{}" stroke-width="{}""#,
        s.colour.css(),
        n(s.width)
    );
    if let Some((d, g)) = s.dash {
        let _ = write!(a, r#" stroke-dasharray="{} {}""#, n(d), n(g));
    }
    if s.round {
        a.push_str(r#" stroke-linecap="round" stroke-linejoin="round""#);
    }
    a
}

fn font_attrs(f: Font) -> String {
    let family = if f.serif {
        "serif"
    } else {
        "system-ui, sans-serif"
    };
    let weight = if f.bold { r#" font-weight="bold""# } else { "" };
    format!(
        r#" font-family="{family}" font-size="{}"{weight}"#,
        n(f.size)
    )
}

fn shape(out: &mut String, s: &Shape) {
    match s {
        Shape::Rect { rect, fill, stroke } => {
            let (x, y, w, h) = *rect;
            let fill = fill.map_or("none".to_string(), |c| c.css());
            let stroke = stroke.as_ref().map_or(String::new(), |s| {
                stroke_attrs(s).replacen(r#" fill="none""#, "", 1)
            });
            let _ = write!(
                out,
                r#"<rect x="{}" y="{}" width="{}" height="{}" fill="{fill}"{stroke}/>"#,
                n(x),
                n(y),
                n(w.max(0.0)),
                n(h.max(0.0))
            );
        }
        Shape::Clear { .. } => {}
        Shape::Line {
            points,
            closed,
            stroke,
        } => {
            let mut d = String::new();
            for (i, (x, y)) in points.iter().enumerate() {
                let _ = write!(d, "{}{} {}", if i == 0 { 'M' } else { 'L' }, n(*x), n(*y));
            }
            if *closed {
                d.push('Z');
            }
            let _ = write!(out, r#"<path d="{d}"{}/>"#, stroke_attrs(stroke));
        }
        Shape::Segments { segments, stroke } => {
            let mut d = String::new();
            for [x0, y0, x1, y1] in segments {
                let _ = write!(d, "M{} {}L{} {}", n(*x0), n(*y0), n(*x1), n(*y1));
            }
            let _ = write!(out, r#"<path d="{d}"{}/>"#, stroke_attrs(stroke));
        }
        Shape::Ring {
            centre,
            radius,
            stroke,
        } => {
            let _ = write!(
                out,
                r#"<circle cx="{}" cy="{}" r="{}"{}/>"#,
                n(centre.0),
                n(centre.1),
                n(*radius),
                stroke_attrs(stroke)
            );
        }
        Shape::Discs {
            centres,
            radius,
            fill,
            stroke,
        } => {
            let stroke = stroke.as_ref().map_or(String::new(), |s| {
                stroke_attrs(s).replacen(r#" fill="none""#, "", 1)
            });
            for (x, y) in centres {
                let _ = write!(
                    out,
                    r#"<circle cx="{}" cy="{}" r="{}" fill="{}"{stroke}/>"#,
                    n(*x),
                    n(*y),
                    n(*radius),
                    fill.css()
                );
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
            let anchor = match align {
                Align::Left => "start",
                Align::Centre => "middle",
                Align::Right => "end",
            };
            let base = match baseline {
                Baseline::Top => "hanging",
                Baseline::Middle => "central",
                Baseline::Alphabetic => "alphabetic",
                Baseline::Bottom => "text-after-edge",
            };
            let halo = halo.as_ref().map_or(String::new(), |h| {
                format!(
                    r#" stroke="{}" stroke-width="{}" paint-order="stroke""#,
                    h.colour.css(),
                    n(h.width)
                )
            });
            let _ = write!(
                out,
                r#"<text x="{}" y="{}" text-anchor="{anchor}" dominant-baseline="{base}"{} fill="{}"{halo}>{}</text>"#,
                n(at.0),
                n(at.1),
                font_attrs(*font),
                fill.css(),
                escape(text)
            );
        }
        Shape::Group { title, shapes } => {
            let _ = write!(out, "<g><title>{}</title>", escape(title));
            for s in shapes {
                shape(out, s);
            }
            out.push_str("</g>");
        }
    }
}

/// The scene's shape layers as one SVG picture, labelled by the scene's label for assistive
/// technology.
///
/// ```
/// use warnsdorff::page::scene::{Colour, Scene, Shape};
/// use warnsdorff::page::svg::to_svg;
/// let mut s = Scene::new(20.0, 10.0, 1.0);
/// s.label = "a box".into();
/// s.shapes(true, vec![Shape::fill((0.0, 0.0, 5.0, 5.0), Colour::rgb(255, 0, 0))]);
/// let svg = to_svg(&s);
/// assert!(svg.contains(r##"<rect x="0" y="0" width="5" height="5" fill="#ff0000"/>"##));
/// assert!(svg.contains(r#"aria-label="a box""#));
/// ```
pub fn to_svg(scene: &Scene) -> String {
    let (w, h) = (n(scene.width), n(scene.height));
    let mut out = format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w} {h}" width="{w}" height="{h}" role="img" aria-label="{}">"#,
        escape(&scene.label)
    );
    for layer in &scene.layers {
        if let Content::Shapes { shapes, .. } = &layer.content {
            for s in shapes {
                shape(&mut out, s);
            }
        }
    }
    out.push_str("</svg>");
    out
}

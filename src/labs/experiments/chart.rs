//! The experiments page's charts as scenes (shown as SVG): Figure 2's tours per 100 walks
//! against m with the paper's three statements drawn on it (Squirrel & Cull 000 §2), and the
//! time per cell against n on log axes (Parberry 001 Figures 3, 20, 21), native curves dashed
//! beside the ones timed in the browser. Ticks are [`crate::page::chart`]'s.
//!
//! Every point and statement is a titled group: its numbers in words on hover, and what the
//! page's tests read.

use crate::experiments::success::{Claim, SuccessRow};
use crate::experiments::timing::TimingSpec;
use crate::page::chart::{linear_ticks, log_ticks, series_colour};
use crate::page::scene::{Align, Baseline, Colour, Font, Scene, Shape, Stroke};
use crate::page::theme::Palette;
use crate::page::words::count;

/// The plot area's margins: left, right, top, bottom (tick labels and the axes' titles).
const MARGIN: (f64, f64, f64, f64) = (56.0, 14.0, 28.0, 40.0);

fn tick_ink(pal: &Palette) -> Colour {
    pal.ink.alpha(0.72)
}
fn grid_ink(pal: &Palette) -> Colour {
    pal.ink.alpha(0.1)
}

/// Where the points go, in CSS px of the chart.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Plot {
    pub x: f64,
    pub y: f64,
    pub w: f64,
    pub h: f64,
}

/// The plot area of a `width` × `height` chart.
pub fn plot(width: f64, height: f64) -> Plot {
    let (l, r, t, b) = MARGIN;
    Plot {
        x: l,
        y: t,
        w: (width - l - r).max(40.0),
        h: (height - t - b).max(40.0),
    }
}

fn text(
    at: (f64, f64),
    t: impl Into<String>,
    size: f64,
    pos: (Align, Baseline),
    c: Colour,
) -> Shape {
    Shape::text(at, t, Font::sans(size), pos, c)
}

/// Gridlines, tick labels, the axes and their titles, in palette `pal`.
fn frame(
    pal: &Palette,
    p: Plot,
    height: f64,
    xs: &[(f64, String)],
    ys: &[(f64, String)],
    labels: (&str, &str),
) -> Vec<Shape> {
    let mut shapes = Vec::new();
    let grid = Stroke::solid(grid_ink(pal), 1.0);
    for (at, label) in ys {
        shapes.push(Shape::line((p.x, *at), (p.x + p.w, *at), grid));
        let pos = (Align::Right, Baseline::Middle);
        shapes.push(text(
            (p.x - 5.0, *at),
            label.clone(),
            11.0,
            pos,
            tick_ink(pal),
        ));
    }
    for (at, label) in xs {
        shapes.push(Shape::line((*at, p.y), (*at, p.y + p.h), grid));
        let pos = (Align::Centre, Baseline::Top);
        shapes.push(text(
            (*at, p.y + p.h + 5.0),
            label.clone(),
            11.0,
            pos,
            tick_ink(pal),
        ));
    }
    shapes.push(Shape::Line {
        points: vec![(p.x, p.y), (p.x, p.y + p.h), (p.x + p.w, p.y + p.h)],
        closed: false,
        stroke: Stroke::solid(tick_ink(pal), 1.0),
    });
    let (x_label, y_label) = labels;
    let pos = (Align::Centre, Baseline::Alphabetic);
    shapes.push(text(
        (p.x + p.w / 2.0, height - 5.0),
        x_label,
        12.0,
        pos,
        pal.ink,
    ));
    let pos = (Align::Left, Baseline::Middle);
    shapes.push(text((6.0, p.y - 15.0), y_label, 12.0, pos, pal.ink));
    shapes
}

/// A statement's level (tours per 100) and its words on the chart.
fn statement(claim: Claim) -> (f64, &'static str) {
    match claim {
        Claim::OverHalfBelow100 => (50.0, "more than 50% for almost all m < 100"),
        Claim::UnderFivePercentAbove200 => (5.0, "fewer than 5% for m > 200"),
        Claim::NoneAbove325 => (0.0, "none for m > 325"),
    }
}

/// The statements a row goes against.
fn against(row: &SuccessRow) -> Vec<Claim> {
    Claim::ALL
        .iter()
        .copied()
        .filter(|c| {
            let (a, b) = c.sizes();
            (a..=b).contains(&row.m) && c.is_exception(row)
        })
        .collect()
}

/// Figure 2 for `rows` on an axis over the sizes `from..=to` (the run's, so that the axis
/// stays put while rows arrive), `width` × `height` CSS px: a dot for each size's tours per
/// 100 walks (red when it goes against a statement), joined in increasing m, and each of the
/// paper's statements as a dashed line at its level over its sizes, where they meet the axis.
pub fn figure2(
    rows: &[SuccessRow],
    (from, to): (u32, u32),
    width: f64,
    height: f64,
    pal: &Palette,
) -> Scene<'static> {
    let p = plot(width, height);
    let (lo, hi) = (from.min(to) as f64, from.max(to) as f64);
    let pad = ((hi - lo) * 0.01).max(0.5);
    let (x0, x1) = (lo - pad, hi + pad);
    let x = |m: f64| p.x + (m - x0) / (x1 - x0) * p.w;
    let y = |v: f64| p.y + p.h - v / 100.0 * p.h;
    let xs: Vec<(f64, String)> = linear_ticks(lo, hi, (p.w / 55.0) as usize)
        .into_iter()
        .map(|v| (x(v), count(v.round() as u64)))
        .collect();
    let ys: Vec<(f64, String)> = linear_ticks(0.0, 100.0, ((p.h / 28.0) as usize).min(10))
        .into_iter()
        .map(|v| (y(v), count(v.round() as u64)))
        .collect();
    let mut shapes = frame(
        pal,
        p,
        height,
        &xs,
        &ys,
        ("m (board m × m)", "tours per 100 walks"),
    );
    let mut drawn = Vec::new();
    for claim in Claim::ALL {
        let (level, words) = statement(claim);
        let (a, b) = claim.sizes();
        let (c1, c2) = ((a as f64).max(lo), (b as f64).min(hi));
        if c1 > c2 {
            continue;
        }
        drawn.push(words);
        // Labels above their lines, inside the plot; the 0 line's would meet the 5% line's, so
        // it goes above that one.
        let label_y = match claim {
            Claim::NoneAbove325 => y(5.0) - 20.0,
            _ => y(level) - 6.0,
        };
        let width = 0.56 * 11.0 * words.chars().count() as f64;
        let (label_x, align) = if x(c1) + 2.0 + width > p.x + p.w {
            (p.x + p.w, Align::Right)
        } else {
            (x(c1) + 2.0, Align::Left)
        };
        let dash = Stroke::solid(pal.accent, 2.0).dashed(6.0, 3.0);
        let x2 = x(c2).max(x(c1) + 2.0);
        let label = Shape::Text {
            at: (label_x, label_y),
            text: words.into(),
            font: Font::sans(11.0),
            align,
            baseline: Baseline::Alphabetic,
            fill: pal.accent,
            halo: Some(Stroke::solid(pal.halo, 3.0)),
        };
        shapes.push(Shape::Group {
            title: format!("The paper: “{}”", claim.quote()),
            shapes: vec![Shape::line((x(c1), y(level)), (x2, y(level)), dash), label],
        });
    }
    let mut sorted = rows.to_vec();
    sorted.sort_by_key(|r| r.m);
    let at = |r: &SuccessRow| (x(r.m as f64), y(100.0 * r.rate()));
    if sorted.len() > 1 {
        shapes.push(Shape::Line {
            points: sorted.iter().map(at).collect(),
            closed: false,
            stroke: Stroke::solid(pal.candidate.alpha(0.7), 1.2).rounded(),
        });
    }
    let radius = if sorted.len() > 150 { 1.8 } else { 3.0 };
    let mut marked = 0;
    for r in &sorted {
        let against = against(r);
        let mut title = format!(
            "m = {}: {} tours in {} walks",
            r.m,
            count(r.tours.into()),
            count(r.trials.into())
        );
        let (colour, radius) = if against.is_empty() {
            (pal.candidate, radius)
        } else {
            marked += 1;
            let quotes: Vec<String> = against
                .iter()
                .map(|c| format!("“{}”", statement(*c).1))
                .collect();
            title.push_str(&format!(", against {}", quotes.join(" and ")));
            (pal.removed, radius + 0.6)
        };
        shapes.push(Shape::Group {
            title,
            shapes: vec![Shape::disc(at(r), radius, colour)],
        });
    }
    let mut scene = Scene::new(width, height, 1.0);
    scene.label = format!(
        "Tours per 100 walks against m for {} of the sizes {}..{} ({} against a statement); the paper's statements drawn: {}",
        count(sorted.len() as u64),
        lo,
        hi,
        count(marked),
        if drawn.is_empty() {
            "none (no size of theirs is in this range)".to_string()
        } else {
            drawn.join("; ")
        }
    );
    scene.shapes(true, shapes);
    scene
}

/// A time in nanoseconds in the unit that reads best: `500 ns`, `2.5 µs`, `10 ms`.
///
/// ```
/// use warnsdorff::labs::experiments::chart::format_ns;
/// assert_eq!(format_ns(2.5), "2.5 ns");
/// assert_eq!(format_ns(20_000.0), "20 µs");
/// ```
pub fn format_ns(ns: f64) -> String {
    let (v, unit) = if ns >= 1e6 {
        (ns / 1e6, "ms")
    } else if ns >= 1e3 {
        (ns / 1e3, "µs")
    } else {
        (ns, "ns")
    };
    let text = if v >= 10.0 || (v - v.round()).abs() < 1e-9 {
        format!("{}", v.round() as i64)
    } else {
        format!("{v:.1}")
    };
    format!("{text} {unit}")
}

/// The largest 1, 2 or 5 × 10^k at most `v` (v > 0).
fn down_125(v: f64) -> f64 {
    let p = 10f64.powf(v.log10().floor());
    [5.0, 2.0, 1.0]
        .into_iter()
        .map(|f| f * p)
        .find(|&c| c <= v * (1.0 + 1e-9))
        .unwrap_or(p)
}

/// The smallest 1, 2 or 5 × 10^k at least `v` (v > 0).
fn up_125(v: f64) -> f64 {
    let p = 10f64.powf(v.log10().floor());
    [1.0, 2.0, 5.0, 10.0]
        .into_iter()
        .map(|f| f * p)
        .find(|&c| c >= v * (1.0 - 1e-9))
        .unwrap_or(10.0 * p)
}

/// A log axis over `values` (positive): from a 1-2-5 value below them to one above; over more
/// than three decades (ticked at powers of ten only), from a power of ten to a power of ten,
/// so that both ends carry a label.
fn log_span(values: impl Iterator<Item = f64>, empty: (f64, f64)) -> (f64, f64) {
    let (lo, hi) = values.fold((f64::INFINITY, 0.0f64), |(a, b), v| (a.min(v), b.max(v)));
    if !lo.is_finite() {
        return empty;
    }
    let (lo, hi) = (down_125(lo), up_125(hi.max(lo * 1.0001)));
    if hi / lo > 1000.0 {
        (
            10f64.powf(lo.log10().floor()),
            10f64.powf((hi.log10() - 1e-9).ceil()),
        )
    } else {
        (lo, hi)
    }
}

/// One timed form's curve: its `(n, ns per cell)` points, measured natively or here.
#[derive(Clone, Debug, PartialEq)]
pub struct Curve {
    pub gen: String,
    pub native: bool,
    pub points: Vec<(f64, f64)>,
}

impl Curve {
    /// Where it was timed, in words.
    pub fn origin(&self) -> &'static str {
        if self.native {
            "native"
        } else {
            "this browser"
        }
    }
}

/// The colour of a timed form: its generator's, so that `braid`, `braid+join` and
/// `braid+obfuscate` share one.
pub fn colour_of(gen: &str) -> Colour {
    let source = gen.split('+').next().unwrap_or("");
    series_colour(
        TimingSpec::names()
            .iter()
            .position(|s| s == source)
            .unwrap_or(0),
    )
}

/// A chart of time per cell against n on log axes, `width` × `height` CSS px: each curve in
/// its generator's colour, dashed with hollow dots when native, solid when timed here. Points
/// that are not positive are left out (a log axis has no 0).
pub fn timing(
    title: &str,
    curves: &[Curve],
    (width, height): (f64, f64),
    pal: &Palette,
) -> Scene<'static> {
    let p = plot(width, height);
    let ok = |&(n, ns): &(f64, f64)| n > 0.0 && ns > 0.0 && n.is_finite() && ns.is_finite();
    let all = || {
        curves
            .iter()
            .flat_map(|c| c.points.iter().copied().filter(ok))
    };
    let (nx0, nx1) = log_span(all().map(|q| q.0), (10.0, 100.0));
    let (ny0, ny1) = log_span(all().map(|q| q.1), (1.0, 1000.0));
    let (lx0, lx1, ly0, ly1) = (nx0.log10(), nx1.log10(), ny0.log10(), ny1.log10());
    let x = |n: f64| p.x + (n.log10() - lx0) / (lx1 - lx0) * p.w;
    let y = |ns: f64| p.y + p.h - (ns.log10() - ly0) / (ly1 - ly0) * p.h;
    let xs: Vec<(f64, String)> = log_ticks(nx0, nx1)
        .into_iter()
        .map(|v| (x(v), count(v.round() as u64)))
        .collect();
    let ys: Vec<(f64, String)> = log_ticks(ny0, ny1)
        .into_iter()
        .map(|v| (y(v), format_ns(v)))
        .collect();
    let labels = ("n (board n × n), log scale", "time per cell, log scale");
    let mut shapes = frame(pal, p, height, &xs, &ys, labels);
    let mut said = Vec::new();
    for c in curves {
        let pts: Vec<(f64, f64)> = c.points.iter().copied().filter(ok).collect();
        if pts.is_empty() {
            continue;
        }
        let colour = colour_of(&c.gen);
        let stroke = if c.native {
            Stroke::solid(colour, 1.4).dashed(5.0, 3.0)
        } else {
            Stroke::solid(colour, 2.0)
        };
        if pts.len() > 1 {
            shapes.push(Shape::Line {
                points: pts.iter().map(|&(n, ns)| (x(n), y(ns))).collect(),
                closed: false,
                stroke,
            });
        }
        for &(n, ns) in &pts {
            let dot = if c.native {
                Shape::Discs {
                    centres: vec![(x(n), y(ns))],
                    radius: 2.0,
                    fill: pal.halo,
                    stroke: Some(Stroke::solid(colour, 1.0)),
                }
            } else {
                Shape::disc((x(n), y(ns)), 2.8, colour)
            };
            shapes.push(Shape::Group {
                title: format!(
                    "{} ({}), n = {}: {:.1} ns per cell",
                    c.gen,
                    c.origin(),
                    count(n.round() as u64),
                    ns
                ),
                shapes: vec![dot],
            });
        }
        let words: Vec<String> = pts
            .iter()
            .map(|&(n, ns)| format!("n {} {:.1} ns", count(n.round() as u64), ns))
            .collect();
        said.push(format!("{} {}: {}", c.gen, c.origin(), words.join(", ")));
    }
    if said.is_empty() {
        let pos = (Align::Centre, Baseline::Middle);
        let at = (p.x + p.w / 2.0, p.y + p.h / 2.0);
        shapes.push(text(at, "nothing measured yet", 12.0, pos, tick_ink(pal)));
    }
    let mut scene = Scene::new(width, height, 1.0);
    scene.label = format!(
        "{title}: time per cell against n, log axes; {}",
        if said.is_empty() {
            "nothing measured yet".to_string()
        } else {
            said.join("; ")
        }
    );
    scene.shapes(true, shapes);
    scene
}

//! Charts as scenes: bars of the eight moves' distributions (mean and ±1 SD) and lines of a
//! quantity against board size, on linear or logarithmic axes, with one way of choosing
//! ticks ([`nice_step`], [`log_ticks`]). The page shows them as SVG ([`super::svg`]).

use super::scene::{Align, Baseline, Colour, Font, Scene, Shape, Stroke};
use super::theme::{self, Palette};

/// Round steps for a linear axis: the smallest 1, 2, 2.5 or 5 × 10^k that gives at most
/// `most` ticks over `span`.
///
/// ```
/// use warnsdorff::page::chart::nice_step;
/// assert_eq!(nice_step(100.0, 5), 20.0);
/// assert_eq!(nice_step(1.0, 4), 0.25);
/// ```
pub fn nice_step(span: f64, most: usize) -> f64 {
    let most = most.max(1) as f64;
    let raw = (span / most).max(1e-12);
    let p = 10f64.powf(raw.log10().floor());
    for f in [1.0, 2.0, 2.5, 5.0, 10.0] {
        if f * p >= raw {
            return f * p;
        }
    }
    10.0 * p
}

/// The values of linear ticks at multiples of a [`nice_step`] within `lo..=hi`.
///
/// ```
/// use warnsdorff::page::chart::linear_ticks;
/// assert_eq!(linear_ticks(0.0, 10.0, 5), vec![0.0, 2.0, 4.0, 6.0, 8.0, 10.0]);
/// ```
pub fn linear_ticks(lo: f64, hi: f64, most: usize) -> Vec<f64> {
    let step = nice_step(hi - lo, most);
    let first = (lo / step - 1e-9).ceil() as i64;
    let last = (hi / step + 1e-9).floor() as i64;
    (first..=last).map(|k| k as f64 * step).collect()
}

/// The values of ticks on a log axis over `lo..=hi` (both > 0): 1, 2 and 5 × 10^k when the
/// axis spans at most three decades, else only the powers of ten.
///
/// ```
/// use warnsdorff::page::chart::log_ticks;
/// assert_eq!(log_ticks(1.0, 10.0), vec![1.0, 2.0, 5.0, 10.0]);
/// assert_eq!(log_ticks(1.0, 1e4).len(), 5);
/// ```
pub fn log_ticks(lo: f64, hi: f64) -> Vec<f64> {
    if !(lo > 0.0 && hi >= lo) {
        return Vec::new();
    }
    let (k0, k1) = (lo.log10().floor() as i32, hi.log10().ceil() as i32);
    let mults: &[f64] = if hi / lo <= 1000.0 {
        &[1.0, 2.0, 5.0]
    } else {
        &[1.0]
    };
    let mut out = Vec::new();
    for k in k0..=k1 {
        for &f in mults {
            let v = f * 10f64.powi(k);
            if v >= lo * (1.0 - 1e-9) && v <= hi * (1.0 + 1e-9) {
                out.push(v);
            }
        }
    }
    out
}

/// A tick's label: whole numbers as counts, others with up to six significant digits.
fn tick_label(v: f64) -> String {
    if (v - v.round()).abs() < 1e-9 {
        super::words::count(v.round().max(0.0) as u64)
    } else {
        let s = format!("{:.6}", v);
        s.trim_end_matches('0').trim_end_matches('.').to_string()
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

/// One series of a bar chart: a mean and optionally an SD for each of eight places.
#[derive(Clone, Debug, PartialEq)]
pub struct Bars {
    pub name: String,
    pub colour: Colour,
    pub mean: [f64; 8],
    pub sd: Option<[f64; 8]>,
}

/// A bar chart of eight places (moves or turns), series side by side.
#[derive(Clone, Debug, PartialEq)]
pub struct BarChart {
    pub title: String,
    pub x_label: String,
    /// The eight places' labels, in order.
    pub ticks: [String; 8],
    pub series: Vec<Bars>,
    /// A value drawn as a dashed line across (1/8, a uniform distribution).
    pub reference: Option<f64>,
    pub width: f64,
    pub height: f64,
    /// A small chart: fewer gridlines, no legend.
    pub compact: bool,
}

impl BarChart {
    /// The chart as a scene, its grid, axes and words in palette `p`.
    pub fn scene(&self, p: &Palette) -> Scene<'static> {
        let (width, height) = (self.width.max(120.0), self.height.max(80.0));
        let (l, r, t, b) = (44.0, 8.0, if self.compact { 8.0 } else { 26.0 }, 34.0);
        let (w, h) = (width - l - r, height - t - b);
        let mut top: f64 = self.reference.unwrap_or(0.0);
        for s in &self.series {
            for i in 0..8 {
                top = top.max(s.mean[i] + s.sd.map_or(0.0, |sd| sd[i]));
            }
        }
        // The finest step that keeps the axis readable.
        let most = if self.compact { 4.0 } else { 8.0 };
        let step = [0.025, 0.05, 0.1, 0.2, 0.25, 0.5]
            .into_iter()
            .find(|s| (top * 1.05 / s).ceil() <= most)
            .unwrap_or(0.5);
        let ymax = step.max((top * 1.05 / step).ceil() * step);
        let y = |v: f64| t + h - (v.max(0.0) / ymax) * h;
        let mut shapes = Vec::new();
        let mut v = 0.0;
        while v <= ymax + 1e-9 {
            shapes.push(Shape::line(
                (l, y(v)),
                (l + w, y(v)),
                Stroke::solid(p.grid, 1.0),
            ));
            let label = format!("{:.*}", if step < 0.05 { 3 } else { 2 }, v);
            shapes.push(text(
                (l - 4.0, y(v)),
                label,
                10.0,
                (Align::Right, Baseline::Middle),
                p.tick,
            ));
            v += step;
        }
        if let Some(rf) = self.reference {
            let dash = Stroke::solid(p.axis, 1.0).dashed(4.0, 3.0);
            shapes.push(Shape::Group {
                title: tick_label(rf),
                shapes: vec![Shape::line((l, y(rf)), (l + w, y(rf)), dash)],
            });
        }
        let gw = w / 8.0;
        let n = self.series.len().max(1) as f64;
        let bw = 28f64.min(gw * 0.8 / n);
        for i in 0..8 {
            let gx = l + i as f64 * gw + (gw - bw * n) / 2.0;
            for (k, s) in self.series.iter().enumerate() {
                let x = gx + k as f64 * bw;
                let (m, sd) = (s.mean[i], s.sd.map_or(0.0, |sd| sd[i]));
                let mut bar = vec![Shape::fill(
                    (x + 1.0, y(m), (bw - 2.0).max(1.0), (y(0.0) - y(m)).max(0.0)),
                    s.colour,
                )];
                if sd > 0.0 {
                    let cx = x + bw / 2.0;
                    let (lo, hi) = (y(m - sd), y(m + sd));
                    bar.push(Shape::Segments {
                        segments: vec![
                            [cx, lo, cx, hi],
                            [cx - 3.0, lo, cx + 3.0, lo],
                            [cx - 3.0, hi, cx + 3.0, hi],
                        ],
                        stroke: Stroke::solid(p.axis, 1.0),
                    });
                }
                let sd_text = s.sd.map_or(String::new(), |sd| format!(" ± {:.4}", sd[i]));
                shapes.push(Shape::Group {
                    title: format!("{}, {}: {:.4}{sd_text}", s.name, self.ticks[i], m),
                    shapes: bar,
                });
            }
            let at = (l + i as f64 * gw + gw / 2.0, t + h + 4.0);
            shapes.push(text(
                at,
                self.ticks[i].clone(),
                10.0,
                (Align::Centre, Baseline::Top),
                p.tick,
            ));
        }
        shapes.push(Shape::line(
            (l, y(0.0)),
            (l + w, y(0.0)),
            Stroke::solid(p.axis, 1.0),
        ));
        let at = (l + w / 2.0, height - 4.0);
        let pos = (Align::Centre, Baseline::Alphabetic);
        shapes.push(text(at, self.x_label.clone(), 11.0, pos, p.axis));
        if !self.compact {
            let mut lx = l;
            for s in &self.series {
                shapes.push(Shape::fill((lx, 6.0, 12.0, 12.0), s.colour));
                let pos = (Align::Left, Baseline::Middle);
                shapes.push(text((lx + 16.0, 12.0), s.name.clone(), 11.0, pos, p.axis));
                lx += 24.0 + 7.0 * s.name.chars().count() as f64;
            }
        }
        let mut scene = Scene::new(width, height, 1.0);
        scene.label = format!(
            "{}: {}",
            self.title,
            self.series
                .iter()
                .map(|s| {
                    let v: Vec<String> = s.mean.iter().map(|v| format!("{v:.3}")).collect();
                    format!("{}: {}", s.name, v.join(", "))
                })
                .collect::<Vec<_>>()
                .join("; ")
        );
        scene.shapes(true, shapes);
        scene
    }
}

/// One series of a line chart.
#[derive(Clone, Debug, PartialEq)]
pub struct Series {
    pub name: String,
    pub colour: Colour,
    pub points: Vec<(f64, f64)>,
    pub dash: Option<(f64, f64)>,
    /// A dot at each point, with its values on hover.
    pub marks: bool,
}

/// An axis of a line chart.
#[derive(Clone, Debug)]
pub struct Axis {
    pub label: String,
    pub log: bool,
    /// Start at 0 (a linear axis of counts); else the axis spans the points.
    pub from_zero: bool,
    /// A tick's label (default: the number).
    pub format: Option<fn(f64) -> String>,
}

impl Axis {
    /// A linear axis from 0.
    pub fn linear(label: impl Into<String>) -> Axis {
        Axis {
            label: label.into(),
            log: false,
            from_zero: true,
            format: None,
        }
    }

    /// A logarithmic axis spanning the points.
    pub fn log(label: impl Into<String>) -> Axis {
        Axis {
            label: label.into(),
            log: true,
            from_zero: false,
            format: None,
        }
    }

    /// A linear axis spanning the points.
    pub fn spanning(label: impl Into<String>) -> Axis {
        Axis {
            from_zero: false,
            ..Axis::linear(label)
        }
    }
}

/// A chart of lines against a numeric x.
#[derive(Clone, Debug)]
pub struct LineChart {
    pub title: String,
    pub x: Axis,
    pub y: Axis,
    pub series: Vec<Series>,
    pub width: f64,
    pub height: f64,
}

/// An axis's span over `values` (positive ones on a log axis), widened to whole ticks.
fn span(axis: &Axis, values: impl Iterator<Item = f64>) -> (f64, f64) {
    let ok: Vec<f64> = values
        .filter(|v| v.is_finite() && (!axis.log || *v > 0.0))
        .collect();
    let lo = ok.iter().copied().fold(f64::INFINITY, f64::min);
    let hi = ok.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    if axis.log {
        if !lo.is_finite() {
            return (1.0, 10.0);
        }
        let lo = 10f64.powf(lo.log10().floor());
        let hi = 10f64.powf(hi.log10().ceil()).max(lo * 10.0);
        return (lo, hi);
    }
    let lo = if axis.from_zero || !lo.is_finite() {
        0.0
    } else {
        lo
    };
    let hi = if hi.is_finite() { hi } else { 1.0 };
    if axis.from_zero {
        let top = (hi * 1.05).max(1e-9);
        let step = nice_step(top, 6);
        (0.0, step.max((top / step).ceil() * step))
    } else {
        (lo, hi.max(lo + 1.0))
    }
}

impl LineChart {
    /// The chart as a scene, its grid, axes and words in palette `p`. Points off a log axis
    /// (not positive) are left out.
    pub fn scene(&self, p: &Palette) -> Scene<'static> {
        let (width, height) = (self.width.max(160.0), self.height.max(100.0));
        let (l, r, t, b) = (60.0, 12.0, 30.0, 38.0);
        let (w, h) = (width - l - r, height - t - b);
        let (x0, x1) = span(
            &self.x,
            self.series
                .iter()
                .flat_map(|s| s.points.iter().map(|p| p.0)),
        );
        let (y0, y1) = span(
            &self.y,
            self.series
                .iter()
                .flat_map(|s| s.points.iter().map(|p| p.1)),
        );
        let at = |v: f64, lo: f64, hi: f64, log: bool| {
            if log {
                (v.log10() - lo.log10()) / (hi.log10() - lo.log10())
            } else {
                (v - lo) / (hi - lo)
            }
        };
        let px = |v: f64| l + at(v, x0, x1, self.x.log) * w;
        let py = |v: f64| t + h - at(v, y0, y1, self.y.log) * h;
        let label = |a: &Axis, v: f64| a.format.map_or_else(|| tick_label(v), |f| f(v));
        let mut shapes = Vec::new();
        let yticks = if self.y.log {
            log_ticks(y0, y1)
        } else {
            linear_ticks(y0, y1, 6)
        };
        for v in yticks {
            shapes.push(Shape::line(
                (l, py(v)),
                (l + w, py(v)),
                Stroke::solid(p.grid, 1.0),
            ));
            let pos = (Align::Right, Baseline::Middle);
            shapes.push(text((l - 4.0, py(v)), label(&self.y, v), 10.0, pos, p.tick));
        }
        let xticks = if self.x.log {
            log_ticks(x0, x1)
        } else {
            linear_ticks(x0, x1, 8)
        };
        for v in xticks {
            let pos = (Align::Centre, Baseline::Top);
            shapes.push(text(
                (px(v), t + h + 4.0),
                label(&self.x, v),
                10.0,
                pos,
                p.tick,
            ));
        }
        let ok = |&(x, y): &(f64, f64)| {
            x.is_finite() && y.is_finite() && (!self.x.log || x > 0.0) && (!self.y.log || y > 0.0)
        };
        for s in &self.series {
            let pts: Vec<(f64, f64)> = s.points.iter().copied().filter(ok).collect();
            if pts.is_empty() {
                continue;
            }
            let mut stroke = Stroke::solid(s.colour, 2.0).rounded();
            stroke.dash = s.dash;
            if pts.len() > 1 {
                let points = pts.iter().map(|&(x, y)| (px(x), py(y))).collect();
                shapes.push(Shape::Line {
                    points,
                    closed: false,
                    stroke,
                });
            }
            if s.marks {
                for &(x, y) in &pts {
                    shapes.push(Shape::Group {
                        title: format!("{}: {}, {}", s.name, label(&self.x, x), label(&self.y, y)),
                        shapes: vec![Shape::disc((px(x), py(y)), 2.5, s.colour)],
                    });
                }
            }
        }
        let axis = Stroke::solid(p.axis, 1.0);
        shapes.push(Shape::line((l, t + h), (l + w, t + h), axis));
        shapes.push(Shape::line((l, t), (l, t + h), axis));
        let pos = (Align::Centre, Baseline::Alphabetic);
        shapes.push(text(
            (l + w / 2.0, height - 4.0),
            self.x.label.clone(),
            11.0,
            pos,
            p.axis,
        ));
        let pos = (Align::Left, Baseline::Middle);
        shapes.push(text(
            (4.0, t - 18.0),
            self.y.label.clone(),
            11.0,
            pos,
            p.axis,
        ));
        let mut lx = l + 120.0_f64.min(w / 3.0);
        for s in &self.series {
            let mut stroke = Stroke::solid(s.colour, 2.0);
            stroke.dash = s.dash;
            shapes.push(Shape::line((lx, 8.0), (lx + 14.0, 8.0), stroke));
            let pos = (Align::Left, Baseline::Middle);
            shapes.push(text((lx + 18.0, 8.0), s.name.clone(), 11.0, pos, p.axis));
            lx += 30.0 + 6.2 * s.name.chars().count() as f64;
        }
        let mut scene = Scene::new(width, height, 1.0);
        scene.label = format!(
            "{}: {}",
            self.title,
            self.series
                .iter()
                .map(|s| {
                    let p: Vec<String> = s
                        .points
                        .iter()
                        .map(|&(x, y)| format!("{}: {}", label(&self.x, x), label(&self.y, y)))
                        .collect();
                    format!("{}: {}", s.name, p.join(", "))
                })
                .collect::<Vec<_>>()
                .join("; ")
        );
        scene.shapes(true, shapes);
        scene
    }
}

/// The colour of series `k` of a chart.
pub fn series_colour(k: usize) -> Colour {
    theme::SERIES[k % theme::SERIES.len()]
}

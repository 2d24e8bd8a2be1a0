//! What the experiments page shows, decided here and only drawn by the page: the settings read
//! from its fields (errors name the field), the Figure 2 chart's geometry with the paper's three
//! statements drawn on it (Squirrel & Cull 000 §2, Figure 2), each statement's verdict in words,
//! the timing charts on log axes (Parberry 001 Figures 3, 20, 21) and the tables' csv.
//!
//! Geometry is in CSS pixels of a chart `width` × `height`, y growing downwards, the plot area
//! inside the margins [`MARGIN`].

use super::success::{self, Claim, Finding, Reading, Start, SuccessRow, Sweep as SuccessSweep};
use super::timing::{Finish, Source, TimingSpec};
use super::Sizes;
use crate::input;
use crate::lab::fields::FieldError;
use serde::{Deserialize, Serialize};

/// The chart's margins: left, right, top, bottom (room for tick labels and the axis titles).
pub const MARGIN: (f64, f64, f64, f64) = (52.0, 14.0, 14.0, 42.0);

/// The largest board side the page runs (the page's own limit on a side).
pub const MAX_M: u32 = input::MAX_SIDE;

/// The most trials per size, samples per size and sizes the page takes.
pub const MAX_TRIALS: u32 = 10_000;
pub const MAX_SAMPLES: u32 = 1_000;
pub const MAX_TIMING_N: u32 = 1_000;

/// The page's Figure 2 defaults: the paper's 5..400 and 100 trials, start (1,1).
pub const DEFAULT_SIZES: &str = "5..400";
pub const DEFAULT_TRIALS: u32 = success::PAPER_TRIALS;

/// The page's timing defaults: Parberry's even 20 ≤ n ≤ 100 (Figures 20, 21) thinned to every
/// 20th, 3 samples (the paper averages 1,000: too long for a page).
pub const DEFAULT_TIMING_SIZES: &str = "20..100:20";
pub const DEFAULT_SAMPLES: u32 = 3;

/// In-browser timing: each sample's batch lasts at least this long (the page's clock ticks
/// every 0.1 ms in some browsers; 2 ms keeps that tick under 5% of a batch).
pub const BROWSER_MIN_BATCH_NS: f64 = 2e6;

/// A rectangle in CSS pixels.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Rect {
    pub x: f64,
    pub y: f64,
    pub w: f64,
    pub h: f64,
}

/// A tick on an axis: where (pixels along the axis) and its label.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Tick {
    pub at: f64,
    pub value: f64,
    pub label: String,
}

fn plot_area(width: f64, height: f64) -> Rect {
    let (l, r, t, b) = MARGIN;
    let width = if width.is_finite() { width } else { 0.0 };
    let height = if height.is_finite() { height } else { 0.0 };
    Rect {
        x: l,
        y: t,
        w: (width - l - r).max(40.0),
        h: (height - t - b).max(40.0),
    }
}

/// Round steps for a linear axis: the smallest 1, 2, 2.5 or 5 × 10^k that gives at most
/// `most` ticks over `span`.
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

/// Linear ticks at multiples of a [`nice_step`] within `lo..=hi`, placed by `to_px`.
fn linear_ticks(lo: f64, hi: f64, most: usize, to_px: impl Fn(f64) -> f64) -> Vec<Tick> {
    let step = nice_step(hi - lo, most);
    let first = (lo / step).ceil() as i64;
    let last = (hi / step).floor() as i64;
    (first..=last)
        .map(|k| {
            let v = k as f64 * step;
            Tick {
                at: to_px(v),
                value: v,
                label: format_number(v),
            }
        })
        .collect()
}

fn format_number(v: f64) -> String {
    if (v - v.round()).abs() < 1e-9 {
        format!("{}", v.round() as i64)
    } else {
        format!("{v}")
    }
}

// ---- Figure 2 -------------------------------------------------------------------------------

/// The Figure 2 settings, as read from the page's fields.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Figure2Settings {
    pub sizes: Sizes,
    pub trials: u32,
    pub seed: u64,
    pub start: Start,
}

impl Figure2Settings {
    /// Read the fields `sizes` (`A..B[:STEP]`), `trials`, `seed` and `start` (`corner`,
    /// `random` or `R,C` as the CLI takes); every error names its field. Sizes run up to the
    /// page's limit on a side, [`MAX_M`].
    pub fn parse(
        sizes: &str,
        trials: &str,
        seed: &str,
        start: &str,
    ) -> Result<Figure2Settings, FieldError> {
        let sizes = parse_sizes("sizes", sizes, 1, MAX_M)?;
        let trials = parse_count("trials", trials, MAX_TRIALS)?;
        let seed = input::parse_seed(seed).map_err(FieldError::from)?;
        let start = Start::parse(start).map_err(|e| FieldError::new("start", e))?;
        success::check(sizes, trials, start).map_err(|e| {
            let field = match e {
                success::SuccessError::StartOff { .. } => "start",
                success::SuccessError::NoTrials => "trials",
                _ => "sizes",
            };
            FieldError::new(field, e)
        })?;
        Ok(Figure2Settings {
            sizes,
            trials,
            seed,
            start,
        })
    }

    /// The start as the page's field and the CLI write it: `corner`, `random` or `R,C`.
    pub fn start_text(&self) -> String {
        match self.start {
            Start::Corner => "corner".into(),
            other => other.to_string(),
        }
    }

    /// The CLI command that gives the same rows.
    pub fn command(&self) -> String {
        format!(
            "warnsdorff experiment success --sizes {} --trials {} --seed {} --start {}",
            self.sizes, self.trials, self.seed, self.start
        )
    }

    /// Worker `offset`'s share of a pool of `stride` Workers.
    pub fn sweep(&self, offset: u32, stride: u32) -> Result<SuccessSweep, FieldError> {
        SuccessSweep::new(
            self.sizes,
            self.trials,
            self.seed,
            self.start,
            offset,
            stride,
        )
        .map_err(|e| FieldError::new("sizes", e))
    }
}

fn parse_sizes(field: &str, text: &str, min: u32, max: u32) -> Result<Sizes, FieldError> {
    let s = Sizes::parse(text).map_err(|e| FieldError::new(field, e))?;
    if s.from < min || s.to > max {
        return Err(FieldError::new(
            field,
            format!("sizes {s} are outside {min}..{max}, the sizes this page runs"),
        ));
    }
    Ok(s)
}

fn parse_count(field: &str, text: &str, max: u32) -> Result<u32, FieldError> {
    let t = text.trim();
    match t.parse::<u64>() {
        Ok(n) if (1..=max as u64).contains(&n) => Ok(n as u32),
        Ok(_) => Err(FieldError::new(
            field,
            format!("{field}: {t} is not from 1 to {max}"),
        )),
        Err(_) => Err(FieldError::new(
            field,
            format!("{field}: '{t}' is not a whole number from 1 to {max}"),
        )),
    }
}

/// One row drawn: its numbers, where, and the statements it goes against (keys of [`Claim`]).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Figure2Point {
    pub m: u32,
    pub tours: u32,
    pub trials: u32,
    /// Tours per 100 trials.
    pub per_100: f64,
    pub x: f64,
    pub y: f64,
    pub against: Vec<Claim>,
}

/// One of the paper's statements drawn as a horizontal line over its sizes (clipped to the
/// chart's sizes; `drawn` false when none of them are on it).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct StatementLine {
    pub claim: Claim,
    /// Tours per 100 the statement is about: 50, 5 or 0.
    pub level: f64,
    /// The sizes it is about, in the paper's words.
    pub label: String,
    pub drawn: bool,
    pub x1: f64,
    pub x2: f64,
    pub y: f64,
    /// Where its label starts (the line's left end, above the line).
    pub label_x: f64,
    pub label_y: f64,
}

/// The Figure 2 chart: tours per 100 trials against m.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Figure2Chart {
    pub width: f64,
    pub height: f64,
    pub plot: Rect,
    pub x_ticks: Vec<Tick>,
    pub y_ticks: Vec<Tick>,
    pub x_label: String,
    pub y_label: String,
    pub points: Vec<Figure2Point>,
    pub statements: Vec<StatementLine>,
    /// One sentence for assistive technology: what is drawn.
    pub summary: String,
}

/// The chart for `rows` on an axis over the sizes `from..=to` (the run's range, so the axis
/// stays put while rows arrive), `width` × `height` CSS pixels.
pub fn figure2_chart(
    rows: &[SuccessRow],
    from: u32,
    to: u32,
    width: f64,
    height: f64,
) -> Figure2Chart {
    let plot = plot_area(width, height);
    let (lo, hi) = (from.min(to) as f64, from.max(to) as f64);
    let pad = ((hi - lo) * 0.01).max(0.5);
    let (x0, x1) = (lo - pad, hi + pad);
    let x = |m: f64| plot.x + (m - x0) / (x1 - x0) * plot.w;
    let y = |v: f64| plot.y + plot.h - v / 100.0 * plot.h;
    let x_ticks = linear_ticks(lo, hi, (plot.w / 55.0) as usize, x);
    let y_ticks = linear_ticks(0.0, 100.0, ((plot.h / 28.0) as usize).min(10), y);
    let mut sorted: Vec<SuccessRow> = rows.to_vec();
    sorted.sort_by_key(|r| r.m);
    let points: Vec<Figure2Point> = sorted
        .iter()
        .map(|r| {
            let per_100 = 100.0 * r.rate();
            Figure2Point {
                m: r.m,
                tours: r.tours,
                trials: r.trials,
                per_100,
                x: x(r.m as f64),
                y: y(per_100),
                against: Claim::ALL
                    .iter()
                    .copied()
                    .filter(|c| {
                        let (a, b) = c.sizes();
                        (a..=b).contains(&r.m) && c.is_exception(r)
                    })
                    .collect(),
            }
        })
        .collect();
    let statements = Claim::ALL
        .iter()
        .map(|&claim| {
            let (a, b) = claim.sizes();
            let (level, label) = match claim {
                Claim::OverHalfBelow100 => (50.0, "more than 50% for almost all m < 100"),
                Claim::UnderFivePercentAbove200 => (5.0, "fewer than 5% for m > 200"),
                Claim::NoneAbove325 => (0.0, "none for m > 325"),
            };
            let (c1, c2) = ((a as f64).max(lo), (b as f64).min(hi));
            let drawn = c1 <= c2;
            let (x1, x2) = if drawn { (x(c1), x(c2)) } else { (0.0, 0.0) };
            // Labels above their lines; the 0 line's label above the 5% line's would collide,
            // so it goes further up.
            let lift = match claim {
                Claim::NoneAbove325 => 20.0,
                _ => 5.0,
            };
            StatementLine {
                claim,
                level,
                label: label.into(),
                drawn,
                x1,
                x2,
                y: y(level),
                label_x: x1,
                label_y: y(level) - lift,
            }
        })
        .collect::<Vec<_>>();
    let shown: Vec<&str> = statements
        .iter()
        .filter(|s| s.drawn)
        .map(|s| s.label.as_str())
        .collect();
    let summary = format!(
        "Tours per 100 trials against m for {} of the sizes {}..{}; the paper's statements drawn: {}",
        points.len(),
        lo,
        hi,
        if shown.is_empty() {
            "none (no size of theirs is in this range)".to_string()
        } else {
            shown.join("; ")
        }
    );
    Figure2Chart {
        width,
        height,
        plot,
        x_ticks,
        y_ticks,
        x_label: "m (board m × m)".into(),
        y_label: "tours per 100 trials".into(),
        points,
        statements,
        summary,
    }
}

/// A statement's verdict as the page says it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct VerdictView {
    pub claim: Claim,
    pub quote: &'static str,
    pub finding: Finding,
    /// `Bears out`, `Does not hold: m = …` or `Not covered: …`.
    pub headline: String,
    /// The numbers, in a sentence (from [`success::verdict`]).
    pub detail: String,
}

/// The three statements checked against `rows` ([`success::verdicts`], the default reading),
/// in words.
pub fn figure2_verdicts(rows: &[SuccessRow]) -> Vec<VerdictView> {
    success::verdicts(rows, Reading::default())
        .into_iter()
        .map(|v| {
            let headline = match v.finding {
                Finding::BearsOut => "Bears out".to_string(),
                Finding::DoesNot => {
                    let shown: Vec<String> = v
                        .exceptions
                        .iter()
                        .take(8)
                        .map(|r| r.m.to_string())
                        .collect();
                    let more = v.exceptions.len().saturating_sub(shown.len());
                    let tail = if more > 0 {
                        format!(" and {more} more")
                    } else {
                        String::new()
                    };
                    format!("Does not hold: m = {}{tail}", shown.join(", "))
                }
                Finding::NotCovered => {
                    let (a, b) = v.claim.sizes();
                    format!("Not covered: run every m = {a}..{b} to check it")
                }
            };
            VerdictView {
                claim: v.claim,
                quote: v.quote,
                finding: v.finding,
                headline,
                detail: v.detail,
            }
        })
        .collect()
}

/// The rows as the CLI's csv (`m,trials,tours,rate`), in increasing m.
pub fn figure2_csv(rows: &[SuccessRow]) -> String {
    let mut sorted = rows.to_vec();
    sorted.sort_by_key(|r| r.m);
    let mut out = String::from(success::CSV_HEADER);
    out.push('\n');
    for r in &sorted {
        out.push_str(&r.csv());
        out.push('\n');
    }
    out
}

/// Read rows in the CLI's csv (`m,trials,tours,rate`; `#` lines and blank lines skipped); the
/// error names the line. The rate must agree with tours / trials (to the csv's 4 decimals).
pub fn parse_figure2_csv(text: &str) -> Result<Vec<SuccessRow>, FieldError> {
    let err = |line: usize, m: String| FieldError::new("import", format!("line {line}: {m}"));
    let mut rows: Vec<SuccessRow> = Vec::new();
    let mut header = false;
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        let t = raw.trim();
        if t.is_empty() || t.starts_with('#') {
            continue;
        }
        if !header {
            if t != success::CSV_HEADER {
                return Err(err(
                    line,
                    format!("expected the header '{}', found '{t}'", success::CSV_HEADER),
                ));
            }
            header = true;
            continue;
        }
        let f: Vec<&str> = t.split(',').map(str::trim).collect();
        if f.len() != 4 {
            return Err(err(
                line,
                format!("{} fields, expected m,trials,tours,rate", f.len()),
            ));
        }
        let int = |k: usize| {
            f[k].parse::<u32>()
                .map_err(|_| err(line, format!("'{}' is not a whole number", f[k])))
        };
        let row = SuccessRow {
            m: int(0)?,
            trials: int(1)?,
            tours: int(2)?,
        };
        let rate: f64 = f[3]
            .parse()
            .map_err(|_| err(line, format!("rate '{}' is not a number", f[3])))?;
        if row.m == 0 || row.trials == 0 || row.tours > row.trials {
            return Err(err(
                line,
                format!(
                    "m {} with {} tours in {} trials: need m, trials >= 1 and tours <= trials",
                    row.m, row.tours, row.trials
                ),
            ));
        }
        if (rate - row.rate()).abs() > 0.00006 {
            return Err(err(
                line,
                format!("rate {} is not tours / trials = {:.4}", f[3], row.rate()),
            ));
        }
        if rows.iter().any(|r| r.m == row.m) {
            return Err(err(line, format!("m = {} appears twice", row.m)));
        }
        rows.push(row);
    }
    if !header || rows.is_empty() {
        return Err(FieldError::new(
            "import",
            format!(
                "no rows: expected the header '{}' and one row a line",
                success::CSV_HEADER
            ),
        ));
    }
    rows.sort_by_key(|r| r.m);
    Ok(rows)
}

// ---- timing ---------------------------------------------------------------------------------

/// The three timing charts, by what is done to the cover after it is made.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct TimingGroup {
    /// `bare`, `join` or `obfuscate`.
    pub key: &'static str,
    pub title: &'static str,
    /// The paper's figure it corresponds to.
    pub paper: &'static str,
    /// The generators timed in it, `GEN[+join|+obfuscate]`.
    pub gens: Vec<String>,
}

/// A finish's group key.
pub fn group_key(finish: Finish) -> &'static str {
    match finish {
        Finish::Bare => "bare",
        Finish::Join => "join",
        Finish::Obfuscate => "obfuscate",
    }
}

/// Every timed generator of [`TimingSpec::all`] in its group.
pub fn timing_groups() -> Vec<TimingGroup> {
    let of = |finish: Finish| {
        TimingSpec::all()
            .into_iter()
            .filter(|s| s.finish == finish)
            .map(|s| s.to_string())
            .collect()
    };
    vec![
        TimingGroup {
            key: "bare",
            title: "As made: tours and tourneys",
            paper: "Figure 3 (Warnsdorff tours, even 20 ≤ n ≤ 50) and Figure 20 (tourneys, even 20 ≤ n ≤ 100)",
            gens: of(Finish::Bare),
        },
        TimingGroup {
            key: "join",
            title: "Joined into one tour",
            paper: "001 §5 (Algorithm 2); no figure of its own",
            gens: of(Finish::Join),
        },
        TimingGroup {
            key: "obfuscate",
            title: "Obfuscated: 16 shatters, then joined",
            paper: "Figure 21 (obfuscated divide-and-conquer tours, even 20 ≤ n ≤ 100)",
            gens: of(Finish::Obfuscate),
        },
    ]
}

/// The generator (source) names in catalogue order: the page colours a curve by its source's
/// place here, so `braid`, `braid+join` and `braid+obfuscate` share a colour.
pub fn timing_sources() -> Vec<String> {
    TimingSpec::names()
}

/// A timed generator's source name and group key.
pub fn source_of(spec: &TimingSpec) -> (String, &'static str) {
    let name = match spec.source {
        Source::Catalogue(g) => g.name().to_string(),
        Source::TakefujiLee => crate::neural::NAME.to_string(),
    };
    (name, group_key(spec.finish))
}

/// The timing settings, as read from the page's fields.
#[derive(Clone, Debug, PartialEq)]
pub struct TimingSettings {
    pub specs: Vec<TimingSpec>,
    pub sizes: Sizes,
    pub samples: u32,
    pub seed: u64,
}

impl TimingSettings {
    /// Read the fields: `gens` (comma-separated `GEN[+join|+obfuscate]`, or `all`), `t-sizes`,
    /// `t-samples`, `t-seed`. Errors name those fields.
    pub fn parse(
        gens: &str,
        sizes: &str,
        samples: &str,
        seed: &str,
    ) -> Result<TimingSettings, FieldError> {
        let g = gens.trim();
        let specs: Vec<TimingSpec> = if g == "all" {
            TimingSpec::all()
        } else {
            g.split(',')
                .map(str::trim)
                .filter(|t| !t.is_empty())
                .map(|t| TimingSpec::parse(t).map_err(|e| FieldError::new("gens", e)))
                .collect::<Result<_, _>>()?
        };
        if specs.is_empty() {
            return Err(FieldError::new(
                "gens",
                "choose at least one generator to time",
            ));
        }
        // In the catalogue's order (a generator, then joined, then obfuscated), each once.
        let all = TimingSpec::all();
        let mut specs = specs;
        specs.sort_by_key(|s| all.iter().position(|a| a == s));
        specs.dedup();
        let sizes = parse_sizes("t-sizes", sizes, 4, MAX_TIMING_N)?;
        let samples = parse_count("t-samples", samples, MAX_SAMPLES)?;
        let seed = input::parse_seed(seed).map_err(|e| FieldError::new("t-seed", e))?;
        if !specs
            .iter()
            .any(|s| sizes.iter().any(|n| s.supports(n).is_ok()))
        {
            return Err(FieldError::new(
                "t-sizes",
                format!("none of the chosen generators supports any size of {sizes}"),
            ));
        }
        Ok(TimingSettings {
            specs,
            sizes,
            samples,
            seed,
        })
    }

    /// The CLI command for the same measurement natively: one command for `all`, else a shell
    /// loop over the generators (the CLI times one generator or all).
    pub fn command(&self) -> String {
        let args = format!(
            "--sizes {} --samples {} --seed {}",
            self.sizes, self.samples, self.seed
        );
        if self.specs == TimingSpec::all() {
            format!("warnsdorff experiment timing --gen all {args}")
        } else if self.specs.len() == 1 {
            format!(
                "warnsdorff experiment timing --gen {} {args}",
                self.specs[0]
            )
        } else {
            let gens: Vec<String> = self.specs.iter().map(|s| s.to_string()).collect();
            format!(
                "for g in {}; do warnsdorff experiment timing --gen $g {args}; done",
                gens.join(" ")
            )
        }
    }
}

/// A curve handed to [`timing_chart`]: a generator's (n, ns per cell) points, measured
/// natively or in the browser.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CurveIn {
    pub gen: String,
    /// `native` or `browser`.
    pub origin: String,
    /// `[n, ns per cell]` pairs.
    pub points: Vec<(f64, f64)>,
}

/// A point of a curve drawn.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct CurvePoint {
    pub n: f64,
    pub ns: f64,
    pub x: f64,
    pub y: f64,
}

/// A curve drawn: dashed for native, solid for the browser, coloured by `color` (the place of
/// its source in [`timing_sources`]).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct CurveOut {
    pub gen: String,
    pub origin: String,
    pub color: usize,
    pub dashed: bool,
    pub points: Vec<CurvePoint>,
}

/// A chart of time per cell against n on log axes.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct TimingChart {
    pub width: f64,
    pub height: f64,
    pub plot: Rect,
    pub x_ticks: Vec<Tick>,
    pub y_ticks: Vec<Tick>,
    pub x_label: String,
    pub y_label: String,
    pub curves: Vec<CurveOut>,
    /// No point to draw.
    pub empty: bool,
}

/// Ticks on a log axis over `lo..=hi` (both > 0): 1, 2 and 5 × 10^k when the axis spans at most
/// three decades, else only the powers of ten; labelled by `label`.
pub fn log_ticks(
    lo: f64,
    hi: f64,
    to_px: impl Fn(f64) -> f64,
    label: impl Fn(f64) -> String,
) -> Vec<Tick> {
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
                out.push(Tick {
                    at: to_px(v),
                    value: v,
                    label: label(v),
                });
            }
        }
    }
    out
}

/// A time in nanoseconds in the unit that reads best: `500 ns`, `2 µs`, `10 ms`.
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

/// The log-log chart of `curves` in `width` × `height`; the axes span every point, widened to
/// whole 1-2-5 steps. Points that are not positive are left out (a log axis has no 0).
pub fn timing_chart(curves: &[CurveIn], width: f64, height: f64) -> TimingChart {
    let plot = plot_area(width, height);
    let sources = timing_sources();
    let ok = |&(n, ns): &(f64, f64)| n > 0.0 && ns > 0.0 && n.is_finite() && ns.is_finite();
    let all: Vec<(f64, f64)> = curves
        .iter()
        .flat_map(|c| c.points.iter().copied().filter(ok))
        .collect();
    let empty = all.is_empty();
    let bounds = |v: Vec<f64>, dlo: f64, dhi: f64| {
        let lo = v.iter().copied().fold(f64::INFINITY, f64::min);
        let hi = v.iter().copied().fold(0.0, f64::max);
        if !lo.is_finite() {
            (dlo, dhi)
        } else {
            (down_125(lo), up_125(hi.max(lo * 1.0001)))
        }
    };
    // An axis over more than three decades is ticked at powers of ten only: its ends are
    // widened to powers of ten too, so both ends carry a label.
    let decades = |(lo, hi): (f64, f64)| {
        if hi / lo > 1000.0 {
            (
                10f64.powf(lo.log10().floor()),
                10f64.powf((hi.log10() - 1e-9).ceil()),
            )
        } else {
            (lo, hi)
        }
    };
    let (nx0, nx1) = decades(bounds(all.iter().map(|p| p.0).collect(), 10.0, 100.0));
    let (ny0, ny1) = decades(bounds(all.iter().map(|p| p.1).collect(), 1.0, 1000.0));
    let (lx0, lx1, ly0, ly1) = (nx0.log10(), nx1.log10(), ny0.log10(), ny1.log10());
    let x = |n: f64| plot.x + (n.log10() - lx0) / (lx1 - lx0) * plot.w;
    let y = |ns: f64| plot.y + plot.h - (ns.log10() - ly0) / (ly1 - ly0) * plot.h;
    let x_ticks = log_ticks(nx0, nx1, x, format_number);
    let y_ticks = log_ticks(ny0, ny1, y, format_ns);
    let out = curves
        .iter()
        .map(|c| {
            let source = c.gen.split('+').next().unwrap_or("");
            CurveOut {
                gen: c.gen.clone(),
                origin: c.origin.clone(),
                color: sources.iter().position(|s| s == source).unwrap_or(0),
                dashed: c.origin == "native",
                points: c
                    .points
                    .iter()
                    .copied()
                    .filter(ok)
                    .map(|(n, ns)| CurvePoint {
                        n,
                        ns,
                        x: x(n),
                        y: y(ns),
                    })
                    .collect(),
            }
        })
        .collect();
    TimingChart {
        width,
        height,
        plot,
        x_ticks,
        y_ticks,
        x_label: "n (board n × n), log scale".into(),
        y_label: "time per cell, log scale".into(),
        curves: out,
        empty,
    }
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

/// One generator's in-browser time against the native one, on the sizes both measured.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct TimingRatio {
    pub gen: String,
    /// The sizes both curves have.
    pub sizes: Vec<f64>,
    /// Median over those sizes of (browser ns per cell) / (native ns per cell).
    pub median: f64,
    /// The smallest and largest of those ratios.
    pub min: f64,
    pub max: f64,
}

/// For every generator with a `browser` curve and a `native` one in `curves`, the ratio of
/// their times on the sizes both have (generators with no size in common are left out), in the
/// order of the browser curves.
pub fn timing_ratios(curves: &[CurveIn]) -> Vec<TimingRatio> {
    let find = |gen: &str, origin: &str| curves.iter().find(|c| c.gen == gen && c.origin == origin);
    curves
        .iter()
        .filter(|c| c.origin == "browser")
        .filter_map(|b| {
            let native = find(&b.gen, "native")?;
            let mut pairs: Vec<(f64, f64)> = b
                .points
                .iter()
                .filter(|(_, ns)| *ns > 0.0)
                .filter_map(|&(n, ns)| {
                    native
                        .points
                        .iter()
                        .find(|&&(m, v)| m == n && v > 0.0)
                        .map(|&(_, v)| (n, ns / v))
                })
                .collect();
            if pairs.is_empty() {
                return None;
            }
            pairs.sort_by(|a, b| a.0.total_cmp(&b.0));
            let mut r: Vec<f64> = pairs.iter().map(|p| p.1).collect();
            r.sort_by(f64::total_cmp);
            let k = r.len();
            let median = if k % 2 == 1 {
                r[k / 2]
            } else {
                (r[k / 2 - 1] + r[k / 2]) / 2.0
            };
            Some(TimingRatio {
                gen: b.gen.clone(),
                sizes: pairs.iter().map(|p| p.0).collect(),
                median,
                min: r[0],
                max: r[k - 1],
            })
        })
        .collect()
}

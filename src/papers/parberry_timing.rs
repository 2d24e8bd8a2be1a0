//! The shapes of Parberry's (001) timing curves: Figure 3 (§3.1: Warnsdorff's closed tours,
//! time per cell "appears to increase exponentially with board size", even 20 ≤ n ≤ 50) and
//! Figure 21 (§7: generating and obfuscating a divide-and-conquer tour, time per cell
//! "consistent with" O(n²) time, a constant per cell, even 20 ≤ n ≤ 100).
//!
//! Each card measures the curve's points and judges its shape by least-squares fits of the
//! logarithm of the median per cell: against n (an exponential) and against ln n (a power).

use super::{
    items, link, on_statement, whole, Claim, Clock, Cost, Expected, Finding, PaperValue, Param,
    Verdict, VerdictKind,
};
use crate::board::Board;
use crate::experiments::timing::{sample_seed, Finish, Source, TimingSpec};
use crate::stats::{GenSpec, Generator};
use crate::tourneys::Generator as Cover;
use serde_json::json;

const SEED: u64 = 1;

/// Least squares of y on x: (slope, residual sum of squares, the slope's standard error).
fn fit(xs: &[f64], ys: &[f64]) -> (f64, f64, f64) {
    let n = xs.len() as f64;
    let (mx, my) = (xs.iter().sum::<f64>() / n, ys.iter().sum::<f64>() / n);
    let sxy: f64 = xs.iter().zip(ys).map(|(x, y)| (x - mx) * (y - my)).sum();
    let sxx: f64 = xs.iter().map(|x| (x - mx) * (x - mx)).sum();
    let slope = if sxx > 0.0 { sxy / sxx } else { 0.0 };
    let rss: f64 = xs
        .iter()
        .zip(ys)
        .map(|(x, y)| (y - my - slope * (x - mx)).powi(2))
        .sum();
    let se = if n > 2.0 && sxx > 0.0 {
        (rss / (n - 2.0) / sxx).sqrt()
    } else {
        f64::INFINITY
    };
    (slope, rss, se)
}

fn median(v: &[f64]) -> f64 {
    let mut v = v.to_vec();
    v.sort_by(f64::total_cmp);
    let k = v.len();
    match k {
        0 => f64::NAN,
        _ if k % 2 == 1 => v[k / 2],
        _ => (v[k / 2 - 1] + v[k / 2]) / 2.0,
    }
}

/// A curve's shape: the slope of ln y against n and its standard error, whether ln y is closer
/// to a line in n than in ln n (the exponential beats the power), the slope of ln y against
/// ln n.
struct Shape {
    per_n: f64,
    per_n_se: f64,
    exponential_fits_better: bool,
    power: f64,
}

/// The shape of the medians `ys` at the sizes `ns` (None: a median is not positive).
fn shape(ns: &[u32], ys: &[f64]) -> Option<Shape> {
    if ys.iter().any(|&y| y.is_nan() || y <= 0.0) || ns.len() < 3 {
        return None;
    }
    let ln_y: Vec<f64> = ys.iter().map(|y| y.ln()).collect();
    let n: Vec<f64> = ns.iter().map(|&n| n as f64).collect();
    let ln_n: Vec<f64> = n.iter().map(|n| n.ln()).collect();
    let (per_n, rss_exp, per_n_se) = fit(&n, &ln_y);
    let (power, rss_pow, _) = fit(&ln_n, &ln_y);
    Some(Shape {
        per_n,
        per_n_se,
        exponential_fits_better: rss_exp < rss_pow,
        power,
    })
}

/// The paper's even sizes from `from` to `to`.
fn even(from: u32, to: u32) -> Vec<u32> {
    (from..=to).step_by(2).collect()
}

// Figure 3.

/// Figure 3's run: for each even n, `samples` closed Warnsdorff tours, each timed and its walked
/// squares counted.
struct Figure3 {
    expected: Expected,
    clock: Option<Box<dyn Clock>>,
    ns: Vec<u32>,
    samples: u32,
    /// Per size: squares walked per cell, nanoseconds per cell (one per sample).
    work: Vec<Vec<f64>>,
    ns_per_cell: Vec<Vec<f64>>,
}

/// One closed tour on n×n from its sample's seed: (squares walked, nanoseconds).
fn closed_tour(n: u32, seed: u64, clock: &mut Option<Box<dyn Clock>>) -> (u64, f64) {
    let board = Board::new(n as u64, n as u64).expect("even n >= 20");
    let spec = GenSpec::WarnsdorffClosed;
    let mut g = Generator::new(spec, board, seed, false).expect("a closed tour exists");
    let t0 = clock.as_mut().map_or(0.0, |c| c.now_ns());
    let mut squares = 0;
    loop {
        let s = g.step(u64::MAX);
        squares += s.squares;
        if s.tour.is_some() || s.exhausted.is_some() {
            break;
        }
    }
    let t1 = clock.as_mut().map_or(0.0, |c| c.now_ns());
    (squares, (t1 - t0).max(0.0))
}

/// Standard errors that make a growth factor per step significant.
const SE: f64 = 3.0;

/// A reading's words and whether the curve grows by a constant factor per step above 1, by more
/// than [`SE`] standard errors of the fitted slope.
fn growth_words(name: &str, ns: &[u32], ys: &[f64]) -> (String, bool) {
    match shape(ns, ys) {
        None => (format!("{name}: not measured (a median is 0)"), false),
        Some(s) => {
            let grows = s.per_n > SE * s.per_n_se;
            (
                format!(
                    "{name}: ×{:.2} per step of 2 in n (from ×{:.2} to ×{:.2} within {SE} standard errors); {}; as a power, n^{:.1}, which fits {} than the exponential",
                    (2.0 * s.per_n).exp(),
                    (2.0 * (s.per_n - SE * s.per_n_se)).exp(),
                    (2.0 * (s.per_n + SE * s.per_n_se)).exp(),
                    if grows { "rises by a constant factor per step" } else { "no significant rise by a constant factor" },
                    s.power,
                    if s.exponential_fits_better { "worse" } else { "better" },
                ),
                grows,
            )
        }
    }
}

fn figure_3_finding(s: &Figure3) -> Finding {
    let work: Vec<f64> = s.work.iter().map(|v| median(v)).collect();
    let time: Vec<f64> = s.ns_per_cell.iter().map(|v| median(v)).collect();
    let (work_words, work_grows) = growth_words("squares walked per cell", &s.ns, &work);
    let (time_words, time_grows) = match s.clock {
        Some(_) => growth_words("time per cell", &s.ns, &time),
        None => ("time per cell: no clock in this run".into(), false),
    };
    let failed = Verdict::new(VerdictKind::NotReproduced, work_words.clone());
    let mut verdict = on_statement(&s.expected, work_grows, &work_words, failed);
    verdict.why.push_str(&format!(
        ". Under the other reading, {time_words}{}",
        if s.clock.is_some() && time_grows != work_grows {
            " (unlike the walk count)"
        } else {
            ""
        }
    ));
    let per_n = |v: &[f64], unit: &str| {
        s.ns.iter()
            .zip(v)
            .map(|(n, y)| format!("{n} {y:.0}{unit}"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    Finding {
        tool_value: format!(
            "medians over {} closed tours per n: squares walked per cell {}; ns per cell {}",
            s.samples,
            per_n(&work, ""),
            if s.clock.is_some() { per_n(&time, "") } else { "not measured".into() }
        ),
        verdict,
        detail: format!(
            "Warnsdorff's rule with random tiebreak, walks retried until a closed tour (the tool's warnsdorff-closed), {} per even n from {} to {} (seeds from {SEED} as the timing experiment draws them; the paper: 1,000 per n). Two readings of \"running time\", both shown: the squares walked per cell, the work the time measures and the same on every machine (the card's verdict), and the time per cell by the run's clock (natively the wall clock, on a shared machine). Reading of \"appears to increase exponentially\": the medians rise by a constant factor per step of n, i.e. the least-squares slope of their logarithm against n is more than {SE} standard errors above 0. Whether an exponential or a power fits the points better is shown but not judged: over 20 ≤ n ≤ 50 the two differ by less than the noise of a few tours per size (which of them wins changes with the number of tours).",
            s.samples,
            s.ns[0],
            s.ns[s.ns.len() - 1]
        ),
        data: json!({"n": s.ns, "squares_per_cell": s.work, "ns_per_cell": s.ns_per_cell}),
        link: format!(
            "{}#timing",
            link(
                "experiments.html",
                &[
                    ("gens", "warnsdorff-closed".into()),
                    ("tsizes", format!("{}..{}:2", s.ns[0], s.ns[s.ns.len() - 1])),
                    ("tsamples", s.samples.to_string()),
                    ("tseed", SEED.to_string()),
                ],
            )
        ),
    }
}

pub const FIGURE_3: Claim = Claim {
    id: "pb-figure-3",
    seed: "001",
    authors: "Parberry",
    place: "§3.1, Figure 3",
    quote: "The running time of Warnsdorff's version appears to increase exponentially with board size (see Figure 3). [Figure 3: CPU time per cell averaged over 1,000 n×n knight's tours generated by Warnsdorff's algorithm for even 20 ≤ n ≤ 50.]",
    paper_value: PaperValue::Text("time per cell rising exponentially in n, even 20 ≤ n ≤ 50"),
    cost: Cost::Worker,
    param: Some(Param {
        name: "samples",
        label: "Tours per size",
        default: "5",
        help: "closed Warnsdorff tours on each even n from 20 to 50 (the paper: 1,000)",
    }),
    page: "experiments.html",
    expected: || Expected::Holds(true),
    start: |p, e, clock| {
        let samples = whole("samples", p, 1, 100)? as u32;
        let ns = even(20, 50);
        let k = ns.len();
        Ok(items(
            Figure3 {
                expected: e,
                clock,
                ns,
                samples,
                work: vec![Vec::new(); k],
                ns_per_cell: vec![Vec::new(); k],
            },
            k * samples as usize,
            |s, i| {
                let (at, j) = (i / s.samples as usize, (i % s.samples as usize) as u32);
                let n = s.ns[at];
                let (squares, ns) = closed_tour(n, sample_seed(SEED, n, j), &mut s.clock);
                let cells = (n * n) as f64;
                s.work[at].push(squares as f64 / cells);
                s.ns_per_cell[at].push(ns / cells);
                squares
            },
            figure_3_finding,
            |s, i| {
                let n = s.ns[i / s.samples as usize];
                format!("closed tours on {n}×{n}")
            },
        ))
    },
};

// Figure 21.

/// The largest growth of the time per cell, as a power of n, that still reads as "a constant
/// amount of time per cell": total time between n^1.5 and n^2.5.
const FLAT: f64 = 0.5;

/// Figure 21's run: a pass of untimed warm-ups over the even sizes, then `samples` passes each
/// timing one obfuscated divide-and-conquer tour per size, so that a change in the machine's
/// load falls on every size alike.
struct Figure21 {
    expected: Expected,
    clock: Option<Box<dyn Clock>>,
    ns: Vec<u32>,
    samples: u32,
    ns_per_cell: Vec<Vec<f64>>,
}

const FIGURE_21_SPEC: TimingSpec = TimingSpec {
    source: Source::Catalogue(Cover::Divide),
    finish: Finish::Obfuscate,
};

/// The fastest of `v`: load on a shared machine only ever slows a sample.
fn fastest(v: &[f64]) -> f64 {
    v.iter().copied().fold(f64::NAN, f64::min)
}

fn figure_21_finding(s: &Figure21) -> Finding {
    let time: Vec<f64> = s.ns_per_cell.iter().map(|v| fastest(v)).collect();
    let link = format!(
        "{}#timing",
        link(
            "experiments.html",
            &[
                ("gens", "divide+obfuscate".into()),
                ("tsizes", format!("{}..{}:2", s.ns[0], s.ns[s.ns.len() - 1])),
                ("tsamples", s.samples.to_string()),
                ("tseed", SEED.to_string()),
            ],
        )
    );
    let detail = format!(
        "Timed divide+obfuscate covers (the timing experiment's: the divide-and-conquer tour on this project's searched tiles, then 16 shatters and a join, 001 §7), one untimed warm-up and {} timed per even n from {} to {}, in passes over the sizes so that the machine's load falls on all alike, with the run's clock (natively the wall clock, on a shared machine; the paper: CPU time over 1,000). Reading of \"consistent with\" a constant time per cell: the growth of the fastest sample per n (load on a shared machine only slows a sample), fitted by least squares as a power of n, is less than n^{FLAT} either way (total time between n^{} and n^{}).",
        s.samples,
        s.ns[0],
        s.ns[s.ns.len() - 1],
        2.0 - FLAT,
        2.0 + FLAT
    );
    let (tool_value, verdict) = match (s.clock.is_some(), shape(&s.ns, &time)) {
        (false, _) => (
            "not measured".to_string(),
            Verdict::new(
                VerdictKind::NotCheckable,
                "this run has no clock to time with (run it from the CLI or the page's Worker)",
            ),
        ),
        (true, None) => (
            "not measured".to_string(),
            Verdict::new(
                VerdictKind::NotCheckable,
                "the clock measured no time for some size: too coarse to give a curve",
            ),
        ),
        (true, Some(sh)) => {
            let flat = sh.power.abs() < FLAT;
            let words = format!(
                "time per cell grows like n^{:.2} from {} to {} (fastest {:.0} ns per cell at n = {}, {:.0} at n = {})",
                sh.power,
                s.ns[0],
                s.ns[s.ns.len() - 1],
                time[0],
                s.ns[0],
                time[time.len() - 1],
                s.ns[s.ns.len() - 1]
            );
            let held = format!("{words}: within n^±{FLAT}, a constant time per cell");
            let failed = Verdict::new(
                VerdictKind::NotReproduced,
                format!("{words}: not within n^±{FLAT}"),
            );
            (words, on_statement(&s.expected, flat, &held, failed))
        }
    };
    Finding {
        tool_value,
        verdict,
        detail,
        data: json!({"n": s.ns, "ns_per_cell": s.ns_per_cell}),
        link,
    }
}

pub const FIGURE_21: Claim = Claim {
    id: "pb-figure-21",
    seed: "001",
    authors: "Parberry",
    place: "§7, Figure 21",
    quote: "This (by Theorems 3 and 4) takes O(n²) time, that is, a constant amount of time per cell. … The CPU time per cell for generating and obfuscating an n×n divide-and-conquer knights tour for even 20 ≤ n ≤ 100, shown in Figure 21, is consistent with this claim.",
    paper_value: PaperValue::Text("time per cell about constant in n, even 20 ≤ n ≤ 100"),
    cost: Cost::Worker,
    param: Some(Param {
        name: "samples",
        label: "Tours per size",
        default: "5",
        help: "timed obfuscated divide-and-conquer tours on each even n from 20 to 100, the fastest counting (the paper: 1,000)",
    }),
    page: "experiments.html",
    expected: || Expected::Holds(true),
    start: |p, e, clock| {
        let samples = whole("samples", p, 1, 100)? as u32;
        let ns = even(20, 100);
        let k = ns.len();
        Ok(items(
            Figure21 {
                expected: e,
                clock,
                ns,
                samples,
                ns_per_cell: vec![Vec::new(); k],
            },
            k * (samples as usize + 1),
            |s, i| {
                let (j, at) = (i / s.ns.len(), i % s.ns.len());
                let n = s.ns[at];
                let Some(clock) = s.clock.as_mut() else {
                    return 1;
                };
                if j == 0 {
                    // The warm-up, untimed, as `measure_one` makes it.
                    FIGURE_21_SPEC.sample(n, sample_seed(SEED, n, u32::MAX));
                } else {
                    let t0 = clock.now_ns();
                    FIGURE_21_SPEC.sample(n, sample_seed(SEED, n, j as u32 - 1));
                    let t1 = clock.now_ns();
                    s.ns_per_cell[at].push((t1 - t0).max(0.0) / (n * n) as f64);
                }
                // An obfuscation is heavier than a walk step.
                100 * (n * n) as u64
            },
            figure_21_finding,
            |s, i| {
                let n = s.ns[i % s.ns.len()];
                let pass = i / s.ns.len();
                match pass {
                    0 => format!("warming up on {n}×{n}"),
                    _ => format!("divide+obfuscate on {n}×{n}, pass {pass} of {}", s.samples),
                }
            },
        ))
    },
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_exponential_is_told_from_a_power() {
        let ns = even(20, 50);
        let exp: Vec<f64> = ns.iter().map(|&n| (0.2 * n as f64).exp()).collect();
        let pow: Vec<f64> = ns.iter().map(|&n| (n as f64).powi(5)).collect();
        assert!(shape(&ns, &exp).unwrap().exponential_fits_better);
        let p = shape(&ns, &pow).unwrap();
        assert!(!p.exponential_fits_better);
        assert!((p.power - 5.0).abs() < 1e-9);
    }
}

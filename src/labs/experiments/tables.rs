//! What the experiments page reads and says of its rows: Figure 2's rows from the CLI's csv,
//! a statement's verdict in a line, and the in-browser/native ratios of the timing.

use super::chart::Curve;
use crate::experiments::success::{self, Claim, Finding, SuccessRow};
use crate::page::words::count;

/// A statement's verdict as the page says it: `Bears out`, `Does not hold: m = …`, `Not
/// covered: …`.
pub(super) fn headline(v: &success::Verdict) -> String {
    match v.finding {
        Finding::BearsOut => "Bears out".into(),
        Finding::DoesNot => {
            let shown: Vec<String> = v
                .exceptions
                .iter()
                .take(8)
                .map(|r| r.m.to_string())
                .collect();
            let more = v.exceptions.len().saturating_sub(shown.len());
            let tail = if more > 0 {
                format!(" and {} more", count(more as u64))
            } else {
                String::new()
            };
            format!("Does not hold: m = {}{tail}", shown.join(", "))
        }
        Finding::NotCovered => {
            let (a, b) = v.claim.sizes();
            format!("Not covered: run every m = {a}..{b} to check it")
        }
    }
}

pub(super) fn claim_key(c: Claim) -> String {
    serde_json::to_value(c)
        .ok()
        .and_then(|v| v.as_str().map(str::to_string))
        .unwrap_or_default()
}

pub(super) fn finding_key(f: Finding) -> String {
    serde_json::to_value(f)
        .ok()
        .and_then(|v| v.as_str().map(str::to_string))
        .unwrap_or_default()
}

/// Rows in the CLI's csv (`m,trials,tours,rate`; `#` lines and blank lines skipped), in
/// increasing m; the error names the line. A rate must agree with tours / trials to the csv's
/// four decimals.
pub fn parse_figure2_csv(text: &str) -> Result<Vec<SuccessRow>, String> {
    let mut rows: Vec<SuccessRow> = Vec::new();
    // The sizes read so far: a repeat is found in one look-up, keeping the import linear.
    let mut seen = std::collections::HashSet::new();
    let mut header = false;
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        let err = |m: String| format!("line {line}: {m}");
        let t = raw.trim();
        if t.is_empty() || t.starts_with('#') {
            continue;
        }
        if !header {
            if t != success::CSV_HEADER {
                return Err(err(format!(
                    "expected the header '{}', found '{t}'",
                    success::CSV_HEADER
                )));
            }
            header = true;
            continue;
        }
        let f: Vec<&str> = t.split(',').map(str::trim).collect();
        if f.len() != 4 {
            return Err(err(format!(
                "{} fields, expected m,trials,tours,rate",
                f.len()
            )));
        }
        let int = |k: usize| {
            f[k].parse::<u32>()
                .map_err(|_| err(format!("'{}' is not a whole number", f[k])))
        };
        let row = SuccessRow {
            m: int(0)?,
            trials: int(1)?,
            tours: int(2)?,
        };
        let rate: f64 = f[3]
            .parse()
            .map_err(|_| err(format!("rate '{}' is not a number", f[3])))?;
        if row.m == 0 || row.trials == 0 || row.tours > row.trials {
            return Err(err(format!(
                "m {} with {} tours in {} trials: need m, trials >= 1 and tours <= trials",
                row.m, row.tours, row.trials
            )));
        }
        // No board is larger: this bounds the rows at 10,000 before a huge file is read on.
        if row.m > crate::board::MAX_SQUARE_SIDE {
            return Err(err(format!(
                "m = {} is past the largest board, {} a side",
                row.m,
                crate::board::MAX_SQUARE_SIDE
            )));
        }
        if !rate.is_finite() || (rate - row.rate()).abs() > 0.00006 {
            return Err(err(format!(
                "rate {} is not tours / trials = {:.4}",
                f[3],
                row.rate()
            )));
        }
        if !seen.insert(row.m) {
            return Err(err(format!("m = {} appears twice", row.m)));
        }
        rows.push(row);
    }
    if !header || rows.is_empty() {
        return Err(format!(
            "no rows: expected the header '{}' and one row a line",
            success::CSV_HEADER
        ));
    }
    rows.sort_by_key(|r| r.m);
    Ok(rows)
}

/// One timed form's time here over the native one, on the sizes both curves have.
#[derive(Clone, Debug, PartialEq)]
pub struct Ratio {
    pub gen: String,
    pub sizes: Vec<f64>,
    /// The median, smallest and largest of (time here) / (native time) over those sizes.
    pub median: f64,
    pub min: f64,
    pub max: f64,
}

/// For every curve timed here with a native curve of the same form in `curves`, the ratio of
/// their times on the sizes both have (forms with no size in common are left out), in the
/// order of the curves timed here.
pub fn ratios(curves: &[Curve]) -> Vec<Ratio> {
    let native = |gen: &str| curves.iter().find(|c| c.gen == gen && c.native);
    curves
        .iter()
        .filter(|c| !c.native)
        .filter_map(|b| {
            let nat = native(&b.gen)?;
            let mut pairs: Vec<(f64, f64)> = b
                .points
                .iter()
                .filter(|(_, ns)| *ns > 0.0)
                .filter_map(|&(n, ns)| {
                    nat.points
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
            Some(Ratio {
                gen: b.gen.clone(),
                sizes: pairs.iter().map(|p| p.0).collect(),
                median,
                min: r[0],
                max: r[k - 1],
            })
        })
        .collect()
}

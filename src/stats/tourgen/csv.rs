//! The one CSV form of the statistics, written by the CLI (`warnsdorff stats --format csv`) and
//! the statistics page's "Export CSV" alike.
//!
//! Header `generator,board,seed,tours,attempts,attempt_rate,kind,numbering,i,mean,sd`, then for
//! each summary 8 rows of kind `move` (001's f_i) and 8 of kind `relative` (r_i), i = 0–7 in the
//! numbering the `numbering` column names: always `parberry` (001 Figure 1, the numbering the
//! statistics are counted in, whatever a page shows), so a file read alone says how to read i;
//! then one row each of kind `turns` and `crossings` (per tour, [`crate::shape`]), whose
//! `numbering` and `i` are empty (they are one number, not indexed by move); mean and sample SD
//! over the run's tours. The `board` column names the region when it is not the knight's whole
//! board (`10x10 less 4 squares, torus, leaper 2,3 (zebra)`). (The counts along each tour's
//! own direction are in the JSON summary.) Written by an RFC 4180 writer ([`crate::csv_text`]):
//! a generator's name with a comma in it (an obfuscated one names its shatter) is quoted.

use super::Summary;
use crate::csv_text::record;

/// The CSV header line (without its newline).
pub const HEADER: &str =
    "generator,board,seed,tours,attempts,attempt_rate,kind,numbering,i,mean,sd";

/// The summaries as CSV (see the module docs).
pub fn write(summaries: &[Summary]) -> String {
    let mut out = String::from(HEADER);
    out.push('\n');
    for s in summaries {
        // The run's columns, the same on each of its rows; a region other than the knight's
        // whole board is named in the board column.
        let run = |kind: &str, numbering: &str, i: String, mean: f64, sd: f64| {
            record([
                s.generator.to_string(),
                s.region.clone().unwrap_or_else(|| s.board.to_string()),
                s.seed.to_string(),
                s.tours.to_string(),
                s.attempts.to_string(),
                s.attempt_rate.to_string(),
                kind.to_string(),
                numbering.to_string(),
                i,
                mean.to_string(),
                sd.to_string(),
            ]) + "\n"
        };
        for (kind, v) in [("move", &s.moves), ("relative", &s.relative)] {
            for i in 0..8 {
                out += &run(kind, "parberry", i.to_string(), v.mean[i], v.sd[i]);
            }
        }
        for (kind, v) in [("turns", &s.turns), ("crossings", &s.crossings)] {
            out += &run(kind, "", String::new(), v.mean, v.sd);
        }
    }
    out
}

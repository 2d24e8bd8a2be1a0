//! The one CSV form of the statistics, written by the CLI (`warnsdorff stats --format csv`) and
//! the statistics page's "Export CSV" alike.
//!
//! Header `generator,board,seed,tours,attempts,attempt_rate,kind,numbering,i,mean,sd`, then for
//! each summary 8 rows of kind `move` (001's f_i) and 8 of kind `relative` (r_i), i = 0–7 in the
//! numbering the `numbering` column names: always `parberry` (001 Figure 1, the numbering the
//! statistics are counted in, whatever a page shows), so a file read alone says how to read i;
//! mean and sample SD over the run's tours. (The counts along each tour's
//! own direction are in the JSON summary.)

use super::Summary;
use std::fmt::Write;

/// The CSV header line (without its newline).
pub const HEADER: &str =
    "generator,board,seed,tours,attempts,attempt_rate,kind,numbering,i,mean,sd";

/// The summaries as CSV (see the module docs).
pub fn write(summaries: &[Summary]) -> String {
    let mut out = String::from(HEADER);
    out.push('\n');
    for s in summaries {
        for (kind, v) in [("move", &s.moves), ("relative", &s.relative)] {
            for i in 0..8 {
                // Writing to a String cannot fail.
                let _ = writeln!(
                    out,
                    "{},{},{},{},{},{},{kind},parberry,{i},{},{}",
                    s.generator,
                    s.board,
                    s.seed,
                    s.tours,
                    s.attempts,
                    s.attempt_rate,
                    v.mean[i],
                    v.sd[i]
                );
            }
        }
    }
    out
}

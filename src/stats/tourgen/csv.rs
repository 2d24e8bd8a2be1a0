//! The one CSV form of the statistics, written by the CLI (`warnsdorff stats --format csv`) and
//! the statistics page's "Export CSV" alike.
//!
//! Header `generator,board,seed,tours,attempts,attempt_rate,kind,numbering,i,mean,sd`, then for
//! each summary 8 rows of kind `move` (001's f_i) and 8 of kind `relative` (r_i), i = 0–7 in the
//! numbering the `numbering` column names: always `parberry` (001 Figure 1, the numbering the
//! statistics are counted in, whatever a page shows), so a file read alone says how to read i;
//! then one row each of kind `turns` and `crossings` (per tour, [`crate::shape`]), whose
//! `numbering` and `i` are empty (they are one number, not indexed by move); mean and sample SD
//! over the run's tours. (The counts along each tour's
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
        for (kind, v) in [("move", &s.moves), ("relative", &s.relative)] {
            for i in 0..8 {
                out.push_str(&record([
                    s.generator.to_string(),
                    s.board.to_string(),
                    s.seed.to_string(),
                    s.tours.to_string(),
                    s.attempts.to_string(),
                    s.attempt_rate.to_string(),
                    kind.to_string(),
                    "parberry".to_string(),
                    i.to_string(),
                    v.mean[i].to_string(),
                    v.sd[i].to_string(),
                ]));
                out.push('\n');
            }
        }
        for (kind, v) in [("turns", &s.turns), ("crossings", &s.crossings)] {
            out.push_str(&record([
                s.generator.to_string(),
                s.board.to_string(),
                s.seed.to_string(),
                s.tours.to_string(),
                s.attempts.to_string(),
                s.attempt_rate.to_string(),
                kind.to_string(),
                String::new(),
                String::new(),
                v.mean.to_string(),
                v.sd.to_string(),
            ]));
            out.push('\n');
        }
    }
    out
}

//! Two rules side by side on the same board and start: where their walks first part, in words,
//! for the walk page's comparison view.

use crate::walk::{square_name, Walk};
use serde::Serialize;

/// How two walks from the same start compare so far.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Comparison {
    /// The first step (2 = the first move) at which the two walks stand on different squares;
    /// None while they agree.
    pub first: Option<usize>,
    /// The squares each walk took at that step, `[row, col]`.
    pub squares: Option<[[u32; 2]; 2]>,
    /// The comparison in words.
    pub words: String,
}

/// Compare `a` and `b` (same board and start) over the steps both have taken; `names` are how
/// the page calls the two rules.
pub fn compare(a: &Walk, b: &Walk, names: [&str; 2]) -> Comparison {
    let board = a.board();
    let n = a.len().min(b.len());
    let first = (0..n).find(|&k| a.path_square(k) != b.path_square(k));
    match first {
        Some(k) => {
            let (sa, sb) = (a.path_square(k), b.path_square(k));
            Comparison {
                first: Some(k + 1),
                squares: Some([sa.into(), sb.into()]),
                words: format!(
                    "The two rules agree for {} step{}, then part at step {}: {} goes to {}, {} to {}.",
                    k,
                    if k == 1 { "" } else { "s" },
                    k + 1,
                    names[0],
                    square_name(board, sa),
                    names[1],
                    square_name(board, sb)
                ),
            }
        }
        None => {
            let mut words = format!(
                "The two rules agree on all {n} step{} so far.",
                if n == 1 { "" } else { "s" }
            );
            let (ra, rb) = (a.is_running(), b.is_running());
            if a.len() == b.len() && ra != rb {
                let (stops, goes) = if ra {
                    (names[1], names[0])
                } else {
                    (names[0], names[1])
                };
                words += &format!(" Here {stops} is stuck while {goes} goes on.");
            }
            Comparison {
                first: None,
                squares: None,
                words,
            }
        }
    }
}

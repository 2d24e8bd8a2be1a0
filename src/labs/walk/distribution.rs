//! This walk's own move distributions f and r (001 §3), counted as an open path and kept up to
//! date as the walk grows (a frame of "run to end" counts only its new moves), shown as two
//! small bar charts in the numbering on screen.

use crate::board::Square;
use crate::numbering::Numbering;
use crate::page::chart::{BarChart, Bars};
use crate::page::scene::Scene;
use crate::page::theme::{self, Palette};
use crate::page::words::{counted, decimal};
use crate::stats::Counts;
use crate::walk::Walk;

/// Squares of the path counted at a time.
const STRETCH: usize = 1 << 16;

/// The counts of a walk's path so far.
#[derive(Clone, Debug, Default)]
pub struct Tally {
    counts: Counts,
    /// Squares counted, and the index of the last one.
    len: usize,
    last: Option<u32>,
}

/// The path's squares `range` as the counts read them: the squares themselves for a knight on
/// an unwrapped board; otherwise, for any leaper or wrap, the knight's path that takes the same
/// directions (a leaper's eight directions are numbered as the knight's, so its moves are
/// counted under the knight's numbers), from a far-off origin.
fn knight_steps(walk: &Walk, range: std::ops::Range<usize>) -> Vec<Square> {
    let region = walk.region();
    let plain = region.leaper() == crate::region::Leaper::KNIGHT
        && region.wrap() == crate::region::Wrap::None;
    if plain {
        return range.map(|k| walk.path_square(k)).collect();
    }
    let origin = 1u32 << 30;
    let mut at = (origin as i64, origin as i64);
    let mut out = Vec::with_capacity(range.len());
    let mut prev: Option<Square> = None;
    for k in range {
        let s = walk.path_square(k);
        if let Some(p) = prev {
            let m = region
                .move_between(p, s)
                .expect("a walk's path moves by its leaper");
            let (dr, dc) = m.delta();
            at = (at.0 + dr as i64, at.1 + dc as i64);
        }
        out.push(Square::new(at.0 as u32, at.1 as u32));
        prev = Some(s);
    }
    out
}

impl Tally {
    /// The counts of `walk`'s path: the new moves added when it grew from what was counted,
    /// counted afresh when it went back or is another walk.
    pub fn follow(&mut self, walk: &Walk) {
        let board = walk.board();
        let len = walk.len();
        let at = |k: usize| board.index(walk.path_square(k)).unwrap_or(0) as u32;
        let same = self.len >= 1 && self.len <= len && self.last == Some(at(self.len - 1));
        if same && self.len == len {
            return;
        }
        if !same {
            *self = Tally::default();
            self.len = 1;
        }
        // The squares from two before the first new move: its move and the turn into it.
        let from = self.len.saturating_sub(2);
        // In stretches of [`STRETCH`] squares, each from the last two of the one before (their
        // move counted once): a path counted afresh is not copied whole.
        let c = &mut self.counts;
        let mut a = from;
        loop {
            let b = (a + STRETCH).min(len);
            let add = Counts::of_squares(knight_steps(walk, a..b), false)
                .expect("a walk's path is a knight's path");
            for i in 0..8 {
                c.moves[i] += add.moves[i];
                c.relative[i] += add.relative[i];
            }
            if a > from {
                let twice = Counts::of_squares(knight_steps(walk, a..a + 2), false)
                    .expect("a knight's move");
                for i in 0..8 {
                    c.moves[i] -= twice.moves[i];
                }
            }
            if b >= len {
                break;
            }
            a = b - 2;
        }
        if self.len >= 2 {
            // The move into the last square counted was counted already.
            let old = Counts::of_squares(knight_steps(walk, from..from + 2), false)
                .expect("a knight's move");
            for i in 0..8 {
                c.moves[i] -= old.moves[i];
            }
        }
        self.len = len;
        self.last = Some(at(len - 1));
    }

    pub fn counts(&self) -> &Counts {
        &self.counts
    }

    /// The chart of f (`relative` false) or r, in `numbering`, in palette `p`.
    pub fn chart(&self, numbering: Numbering, relative: bool, p: &Palette) -> Scene<'static> {
        let d = self.counts.distribution();
        let values = if relative { d.relative } else { d.moves };
        let order = numbering.bar_order(relative);
        let labels = numbering.bar_labels(relative);
        let name = if relative { "r" } else { "f" };
        BarChart {
            title: format!("This tour's {name} ({}'s numbering)", numbering.name()),
            x_label: String::new(),
            ticks: labels.map(|l| l.to_string()),
            series: vec![Bars {
                name: name.into(),
                colour: theme::SERIES[0],
                mean: order.map(|i| values[i]),
                sd: None,
            }],
            reference: (!relative).then_some(0.125),
            width: 180.0,
            height: 110.0,
            compact: true,
        }
        .scene(p)
    }

    /// The two charts' captions in `numbering`.
    pub fn captions(numbering: Numbering) -> [String; 2] {
        let first = numbering.first_number();
        let sense = match numbering {
            Numbering::Parberry => "counterclockwise",
            _ => "clockwise",
        };
        [
            format!(
                "f: moves {first}–{} ({}'s numbering), each edge both ways",
                first + 7,
                numbering.name()
            ),
            format!("r: turns 0–7 from one move to the next, {sense} (0 = repeat)"),
        ]
    }

    /// The sums under the charts: moves and turns counted, Σf, Σr and r0, or what is missing.
    pub fn summary(&self) -> (String, String, String) {
        let d = self.counts.distribution();
        let sum = |v: &[f64; 8]| decimal(v.iter().sum(), 3);
        let (f, r) = (sum(&d.moves), sum(&d.relative));
        let words = if d.turns > 0 {
            format!(
                "{}, {}; Σf = {f}, Σr = {r}; r0 (repeat) = {}.",
                counted(d.edges, "move", "moves"),
                counted(d.turns, "turn", "turns"),
                decimal(d.relative[0], 3)
            )
        } else {
            format!(
                "{} so far: a turn needs two moves.",
                counted(d.edges, "move", "moves")
            )
        };
        (words, f, r)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Board, Square};
    use crate::rules::RuleSpec;

    #[test]
    fn the_tally_follows_the_walk_as_counting_afresh_would() {
        let b = Board::new(8, 8).unwrap();
        let rule = RuleSpec::parse("ordering:12345678").unwrap();
        let mut w = Walk::new(b, Square::new(1, 1), rule, 1).unwrap();
        let mut t = Tally::default();
        let afresh = |w: &Walk| Counts::of_squares(w.path(), false).unwrap();
        for n in [0, 1, 1, 5, 20, 37] {
            w.run(n);
            t.follow(&w);
            assert_eq!(t.counts(), &afresh(&w), "at {}", w.len());
        }
        w.seek(10);
        t.follow(&w);
        assert_eq!(t.counts(), &afresh(&w));
        let d = t.counts().distribution();
        assert_eq!((d.edges, d.turns), (9, 8));
        let (words, f, _) = t.summary();
        assert!(words.starts_with("9 moves, 8 turns; Σf = 1.000"), "{words}");
        assert_eq!(f, "1.000");
        let chart = t.chart(Numbering::Phadke, false, &theme::DAY);
        assert!(chart.label.contains("Phadke"), "{}", chart.label);
    }
}

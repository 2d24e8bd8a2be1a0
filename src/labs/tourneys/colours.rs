//! Cycle colours that survive switches. After a change every cycle is relabelled, and each new
//! cycle takes the colour number of the old cycle most of its squares were on, unless a
//! larger share of that old cycle went to another new cycle (then it gets a fresh number). So
//! a cycle not touched keeps its colour, and when a cycle splits or two join, the larger part
//! keeps its colour and only the smaller part changes, so the picture has fewer squares to
//! paint again. The first rule here ("the part with the cycle's smallest square keeps the
//! colour", whatever its size) recoloured 0.34 of the squares a frame over the first 400
//! frames of a 200 × 200 obfuscation played at the top speed (167 switches a frame), this one
//! 0.26 (`tests/reports/bench.txt` section 5). That much is left because a shatter cuts cycles
//! into many parts a frame, and each part but one must change colour to be seen.
//!
//! The colours are the [`SLOTS`] of the scheme's cycle palette, all far apart
//! ([`crate::page::theme::Palette::cycle_hues`]), and [`assign`] gives neighbouring cycles
//! (squares side by side or corner to corner, or the two moves of a rail) different ones: a
//! greedy colouring of the cycles' neighbourhood, in which a cycle keeps the colour it
//! inherits unless a neighbour kept it first.

use crate::board::Board;
use crate::rails::Rail;

/// How many colours cycles take: the length of a palette's
/// [`crate::page::theme::Palette::cycle_hues`].
pub const SLOTS: u32 = 12;

/// No label: a hole, or a square with no old cycle.
const NONE: u32 = u32::MAX;

/// Colour numbers for the cycles of `labels` (`count` of them, labelled as in
/// [`crate::cover::CycleCover::cycle_labels`]), inherited from `old_labels`/`old_colours`;
/// fresh numbers are taken from `next`, in label order.
///
/// Each new cycle proposes the old cycle that most of its squares were on (a Boyer–Moore
/// majority vote over its squares; when no old cycle has more than half of them, one of those
/// it has), with the number of its squares that were on it. Each old cycle's colour goes to
/// the cycle proposing it with the most squares (ties to the smaller label); the others get
/// fresh numbers. Two passes over the squares, O(squares).
pub fn inherit(
    labels: &[u32],
    count: usize,
    old_labels: &[u32],
    old_colours: &[u32],
    next: &mut u32,
) -> Vec<u32> {
    let old_of = |s: usize| match old_labels.get(s) {
        Some(&o) if (o as usize) < old_colours.len() => o,
        _ => NONE,
    };
    // The vote: a candidate per new cycle and its margin.
    let mut proposal = vec![NONE; count];
    let mut margin = vec![0u32; count];
    for (s, &l) in labels.iter().enumerate() {
        let l = l as usize;
        if l >= count {
            continue;
        }
        let o = old_of(s);
        if proposal[l] == o {
            margin[l] += 1;
        } else if margin[l] == 0 {
            (proposal[l], margin[l]) = (o, 1);
        } else {
            margin[l] -= 1;
        }
    }
    // How many squares of each new cycle were on the old cycle it proposes.
    let mut share = margin;
    share.fill(0);
    for (s, &l) in labels.iter().enumerate() {
        let l = l as usize;
        if l < count {
            share[l] += (old_of(s) == proposal[l]) as u32;
        }
    }
    // Each old cycle's colour to the new cycle with the largest share of it.
    let mut winner = vec![(0u32, NONE); old_colours.len()];
    for (l, (&o, &n)) in proposal.iter().zip(&share).enumerate() {
        if o != NONE && n > winner[o as usize].0 {
            winner[o as usize] = (n, l as u32);
        }
    }
    proposal
        .iter()
        .enumerate()
        .map(|(l, &o)| {
            if o != NONE && winner[o as usize].1 == l as u32 {
                old_colours[o as usize]
            } else {
                let c = *next;
                *next += 1;
                c
            }
        })
        .collect()
}

/// The pairs of cycles (labels as in [`inherit`], `a < b`, sorted, once each) that neighbour:
/// two of their squares side by side or corner to corner, or the two primary moves of one of
/// `rails` (drawn parallel, a square apart). Holes (labels past the largest) have none.
///
/// ```
/// use warnsdorff::board::Board;
/// use warnsdorff::labs::tourneys::colours::neighbours;
/// // Two cycles side by side on a 2 x 2 board: 0 0 / 1 1.
/// assert_eq!(neighbours(Board::new(2, 2).unwrap(), &[0, 0, 1, 1], &[]), vec![(0, 1)]);
/// ```
pub fn neighbours(board: Board, labels: &[u32], rails: &[Rail]) -> Vec<(u32, u32)> {
    let (rows, cols) = (board.rows() as usize, board.cols() as usize);
    let mut pairs = Vec::new();
    let mut add = |a: u32, b: u32| {
        if a != b && a != NONE && b != NONE {
            pairs.push((a.min(b), a.max(b)));
        }
    };
    let at = |r: usize, c: usize| labels.get(r * cols + c).copied().unwrap_or(NONE);
    for r in 0..rows {
        for c in 0..cols {
            let a = at(r, c);
            // The squares after this one: right, and the three below.
            if c + 1 < cols {
                add(a, at(r, c + 1));
            }
            if r + 1 < rows {
                for d in [c.wrapping_sub(1), c, c + 1] {
                    if d < cols {
                        add(a, at(r + 1, d));
                    }
                }
            }
        }
    }
    for rail in rails {
        if let Some([v0, _, v2, _]) = rail.squares(board) {
            let get = |i: usize| labels.get(i).copied().unwrap_or(NONE);
            add(get(v0), get(v2));
        }
    }
    pairs.sort_unstable();
    pairs.dedup();
    pairs
}

/// Colours (below [`SLOTS`]) for the `count` cycles of `labels`, whose neighbouring pairs are
/// `pairs` ([`neighbours`]), after `old_labels` coloured `old_colours`.
///
/// Each cycle first inherits a colour as [`inherit`] says; then, largest cycle first, a cycle
/// keeps it unless a neighbour kept it already. The rest, most neighbours first, take the
/// colour no neighbour has that fewest cycles have so far (the board stays varied); with
/// every colour at a neighbour (more than [`SLOTS`] − 1 of them), the one fewest neighbours
/// have.
///
/// ```
/// use warnsdorff::labs::tourneys::colours::assign;
/// // Three cycles in a row, the middle one touching both: the ends may share, the middle not.
/// let c = assign(&[0, 1, 2], 3, &[(0, 1), (1, 2)], &[], &[]);
/// assert!(c[0] != c[1] && c[1] != c[2]);
/// ```
pub fn assign(
    labels: &[u32],
    count: usize,
    pairs: &[(u32, u32)],
    old_labels: &[u32],
    old_colours: &[u32],
) -> Vec<u32> {
    let mut next = SLOTS;
    let wanted = inherit(labels, count, old_labels, old_colours, &mut next);
    // The neighbours of each cycle, packed.
    let mut start = vec![0usize; count + 1];
    for &(a, b) in pairs.iter().filter(|p| (p.1 as usize) < count) {
        start[a as usize + 1] += 1;
        start[b as usize + 1] += 1;
    }
    for k in 0..count {
        start[k + 1] += start[k];
    }
    let mut fill = start.clone();
    let mut adj = vec![0u32; start[count]];
    for &(a, b) in pairs.iter().filter(|p| (p.1 as usize) < count) {
        adj[fill[a as usize]] = b;
        fill[a as usize] += 1;
        adj[fill[b as usize]] = a;
        fill[b as usize] += 1;
    }
    let near = |k: usize| &adj[start[k]..start[k + 1]];
    let mut size = vec![0u32; count];
    for &l in labels {
        if (l as usize) < count {
            size[l as usize] += 1;
        }
    }
    let mut colour = vec![NONE; count];
    let mut used = [0usize; SLOTS as usize];
    let mut order: Vec<usize> = (0..count).filter(|&k| wanted[k] < SLOTS).collect();
    order.sort_by_key(|&k| (std::cmp::Reverse(size[k]), k));
    for k in order {
        let w = wanted[k];
        if near(k).iter().all(|&n| colour[n as usize] != w) {
            colour[k] = w;
            used[w as usize] += 1;
        }
    }
    let mut rest: Vec<usize> = (0..count).filter(|&k| colour[k] == NONE).collect();
    rest.sort_by_key(|&k| (std::cmp::Reverse(near(k).len()), k));
    for k in rest {
        let mut at_neighbours = [0usize; SLOTS as usize];
        for &n in near(k) {
            if let Some(c) = at_neighbours.get_mut(colour[n as usize] as usize) {
                *c += 1;
            }
        }
        let c = (0..SLOTS as usize)
            .min_by_key(|&c| (at_neighbours[c], used[c], c))
            .unwrap_or(0);
        colour[k] = c as u32;
        used[c] += 1;
    }
    colour
}

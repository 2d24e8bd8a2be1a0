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

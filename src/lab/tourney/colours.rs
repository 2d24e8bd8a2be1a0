//! Cycle colours that survive switches: after a change every cycle is relabelled, and a cycle
//! keeps the colour number that its smallest square's cycle had before, unless another cycle
//! took it first (then it gets a fresh number). So a cycle not touched keeps its colour.

/// Colour numbers for the cycles of `labels` (`count` of them, labelled as in
/// [`crate::cover::CycleCover::cycle_labels`]), inherited from `old_labels`/`old_colours`;
/// fresh numbers are taken from `next`.
pub fn inherit(
    labels: &[u32],
    count: usize,
    old_labels: &[u32],
    old_colours: &[u32],
    next: &mut u32,
) -> Vec<u32> {
    let mut colours = vec![u32::MAX; count];
    let mut taken = std::collections::HashSet::with_capacity(count);
    let mut seen = vec![false; count];
    for (s, &l) in labels.iter().enumerate() {
        let l = l as usize;
        // u32::MAX: a hole, on no cycle.
        if l >= count || seen[l] {
            continue;
        }
        seen[l] = true;
        // s is the smallest square of cycle l: it inherits the colour that square had.
        let old = old_labels
            .get(s)
            .and_then(|&o| old_colours.get(o as usize).copied());
        colours[l] = match old {
            Some(c) if taken.insert(c) => c,
            _ => {
                let c = *next;
                *next += 1;
                taken.insert(c);
                c
            }
        };
    }
    colours
}

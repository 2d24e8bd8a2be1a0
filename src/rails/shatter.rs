//! Shatter (001 §7, Algorithm 3): switch a random maximal set of vertex-disjoint rails.

use super::masks::DownMasks;
use super::order::{word_bits, Disjoint, GroupDraws};
use super::steps::Scratch;
use super::switch::switch_unchecked;
use super::Rail;
use crate::cover::CycleCover;
use crate::rng::Stream;

/// Choose a random maximal set of vertex-disjoint rails (001 §7, Algorithm 3 line 2): the set
/// that visiting every rail in a seeded uniformly random order, taking each none of whose
/// squares is taken yet, gives; the order from a random group per rail and a random key per
/// rail still free when its group comes ([`super::order`]).
/// Returned in scan order (row-major by top square). O(squares).
pub fn disjoint_rails(cover: &CycleCover, seed: u64) -> Vec<Rail> {
    let mut chosen = Vec::with_capacity(cover.board().squares() / 6);
    take_disjoint(cover, seed, &mut Scratch::default(), |rail, _| {
        chosen.push(rail)
    });
    chosen
}

/// The choice of [`disjoint_rails`], each rail handed to `f` with its four squares, in scan
/// order; buffers from `scratch`, given back.
fn take_disjoint(
    cover: &CycleCover,
    seed: u64,
    scratch: &mut Scratch,
    mut f: impl FnMut(Rail, [usize; 4]),
) {
    let g = DownMasks::geometry(cover);
    let mask = masks_in(cover, &g, scratch);
    let d = choose(&g, &mask, seed, scratch);
    d.for_each_taken_in_rows(&g, |u, _, p, j| {
        f(DownMasks::rail(u, p, j), g.squares(u, p, j))
    });
    d.recycle(&mut scratch.taken, &mut scratch.top);
    scratch.mask = mask;
    scratch.mask_valid = true;
}

/// The masks of `cover`: `scratch`'s if they are still those of the cover, else filled.
fn masks_in(cover: &CycleCover, g: &DownMasks, scratch: &mut Scratch) -> Vec<u8> {
    let (mut mask, filled) = scratch.take_mask(g);
    if !filled {
        g.fill(cover, &mut mask, 0, g.rows());
    }
    mask
}

/// The shatter's choice on the cover whose masks are `mask`, from `seed`: the rails found a
/// row at a time ([`DownMasks::collect_row`]), each put in its random group as it is found
/// ([`GroupDraws`], [`super::order::KeyBuckets`]), then the groups visited in order, each
/// rail still free given its key when its group comes ([`super::order`]). A plan in pieces
/// ([`super::plan`]) makes the same choice from the same draws.
fn choose(g: &DownMasks, mask: &[u8], seed: u64, scratch: &mut Scratch) -> Disjoint {
    let mut rng = Stream::new(seed);
    gather(g, mask, &mut rng, scratch);
    let mut d = Disjoint::new_in(g, &mut scratch.taken, &mut scratch.top);
    visit_gathered(g, &mut d, &mut rng, scratch);
    d
}

/// The first part of [`choose`]: the rails found and put in their groups, in
/// `scratch.buckets`.
fn gather(g: &DownMasks, mask: &[u8], rng: &mut Stream, scratch: &mut Scratch) {
    let mut buckets = std::mem::take(&mut scratch.buckets);
    buckets.reset(match scratch.rails_seen {
        // About 0.7 to 0.8 rails a square on tours and shattered tours.
        0 => g.padded_len(),
        n => n + n / 16,
    });
    let mut groups = GroupDraws::default();
    let mut row = std::mem::take(&mut scratch.rails);
    for r in 0..g.rows() {
        let n = g.collect_row(mask, r, &mut row);
        for &w in &row[..n] {
            buckets.push(groups.next(rng), w);
        }
    }
    scratch.rails = row;
    scratch.rails_seen = buckets.len();
    scratch.buckets = buckets;
}

/// The second part of [`choose`]: the groups of `scratch.buckets` visited in order.
fn visit_gathered(g: &DownMasks, d: &mut Disjoint, rng: &mut Stream, scratch: &mut Scratch) {
    let bits = word_bits(g.padded_len());
    scratch.buckets.visit_all(d, g, bits, rng);
}

/// Shatter (Algorithm 3): switch a random maximal set of vertex-disjoint rails
/// ([`disjoint_rails`]; being disjoint, the order of their switches does not matter: they are
/// made in scan order). Returns how many were switched. O(squares).
pub fn shatter(cover: &mut CycleCover, seed: u64) -> usize {
    let mut scratch = Scratch::kept();
    let n = shatter_in(cover, seed, &mut scratch);
    scratch.keep();
    n
}

/// [`shatter`] in buffers from `scratch` (kept between an obfuscation's shatters); the masks
/// are kept up to date through the switches, so the next shatter or join round need not fill
/// them again.
pub(super) fn shatter_in(cover: &mut CycleCover, seed: u64, scratch: &mut Scratch) -> usize {
    let g = DownMasks::geometry(cover);
    let mut mask = masks_in(cover, &g, scratch);
    let d = choose(&g, &mask, seed, scratch);
    let (rows, cols) = (g.rows(), g.cols());
    // The cover, the masks, the rails switched, and what was read ahead.
    let mut state = (cover, &mut mask, 0usize, 0u32);
    d.for_each_taken_by_row(
        &g,
        &mut state,
        |(cover, _, _, touched), r| {
            // The switches of row r reach four rows down; read the moves of the row past
            // them (one square a cache line), so that they are in cache when their turn
            // comes: the sweep touches some 8 MB of moves, an eighth of the squares each
            // time, in a pattern the processor's own prefetching missed (6 % of an
            // obfuscation, one run).
            let ahead = r + 5;
            if ahead < rows {
                let nbr = &cover.neighbour_table()[ahead * cols..(ahead + 1) * cols];
                *touched = nbr.iter().step_by(8).fold(*touched, |t, m| t ^ m[0]);
            }
        },
        |(cover, mask, switched, _), u, pu, p, j| {
            switch_unchecked(cover, g.squares(u, p, j));
            g.switch(mask, pu, p, j);
            *switched += 1;
        },
    );
    let (_, _, switched, touched) = state;
    std::hint::black_box(touched);
    d.recycle(&mut scratch.taken, &mut scratch.top);
    scratch.mask = mask;
    scratch.mask_valid = true;
    switched
}

/// [`shatter_in`] made on the masks alone (`scratch`'s, kept up to date through the switches),
/// the cover left as it was: for an obfuscation's run of shatters, whose cover is written from
/// the masks once after them ([`write_cover`]), not switched square by square sixteen times.
/// The masks must be the cover's or those left by the shatters before. The same choice from the
/// same draws as [`shatter_in`], each rail switched in the masks as it is taken (in key order:
/// they are square-disjoint) rather than marked and read back in scan order. Returns how many
/// rails were switched.
pub(super) fn shatter_masks_in(cover: &CycleCover, seed: u64, scratch: &mut Scratch) -> usize {
    let g = DownMasks::geometry(cover);
    let mask = masks_in(cover, &g, scratch);
    let mut rng = Stream::new(seed);
    gather(&g, &mask, &mut rng, scratch);
    let mut d = Disjoint::switching(&g, &mut scratch.taken, mask);
    visit_gathered(&g, &mut d, &mut rng, scratch);
    let switched = d.count();
    scratch.mask = d.recycle_mask(&mut scratch.taken);
    scratch.mask_valid = true;
    switched
}

/// Write `cover`'s moves from `scratch`'s masks, left by [`shatter_masks_in`].
pub(super) fn write_cover(cover: &mut CycleCover, scratch: &Scratch) {
    assert!(scratch.mask_valid, "masks kept through the shatters");
    DownMasks::geometry(cover).write_cover(&scratch.mask, cover);
}

#[cfg(test)]
mod tests {
    use super::{
        disjoint_rails, shatter_in, shatter_masks_in, take_disjoint, write_cover, DownMasks,
        Scratch,
    };
    use crate::tourneys::{generate, Generator};

    /// Shatters made on the masks alone, the cover written from them after, leave the cover
    /// that the same shatters made on the cover leave (the same moves; a square may list its
    /// two neighbours the other way round), on covers with a hole (lin-wei 11x11), small ones
    /// and odd sizes.
    #[test]
    fn shatters_on_the_masks_then_the_cover_written_are_shatters_on_the_cover() {
        let covers = [
            (Generator::Divide, 30u32),
            (Generator::Braid, 12),
            (Generator::FourCover, 20),
            (Generator::DivideTourney, 24),
            (Generator::LinWei, 11),
            (Generator::WarnsdorffTourney, 16),
            (Generator::Divide, 6),
        ];
        let mut checked = 0;
        for (k, &(gen, n)) in covers.iter().enumerate() {
            let Ok(cover) = generate(gen, n, k as u64) else {
                continue;
            };
            let (mut on_cover, mut on_masks) = (cover.clone(), cover.clone());
            let (mut a, mut b) = (Scratch::default(), Scratch::default());
            for seed in 0..5 {
                let s = 100 * k as u64 + seed;
                assert_eq!(
                    shatter_in(&mut on_cover, s, &mut a),
                    shatter_masks_in(&on_masks, s, &mut b),
                    "{} n={n} seed {s}",
                    gen.name()
                );
                let mut written = on_masks.clone();
                write_cover(&mut written, &b);
                assert_eq!(written, on_cover, "{} n={n} seed {s}", gen.name());
                assert_eq!(written.validate(), Ok(()), "{} n={n} seed {s}", gen.name());
            }
            write_cover(&mut on_masks, &b);
            assert_eq!(on_masks.cycle_labels(), on_cover.cycle_labels());
            checked += 1;
        }
        assert!(checked >= 5, "covers checked: {checked}");
    }

    /// The buffers a thread keeps from one shatter, join or obfuscation to the next
    /// ([`Scratch::kept`]) change nothing: covers of other sizes, and other covers of the same
    /// size, in turn, give what fresh buffers give.
    #[test]
    fn kept_buffers_change_nothing() {
        use crate::rails::{join, obfuscate};
        let covers = [
            (Generator::Divide, 40),
            (Generator::Braid, 12),
            (Generator::Divide, 16),
            (Generator::FourCover, 40),
            (Generator::Divide, 40),
        ];
        for (k, &(gen, n)) in covers.iter().enumerate() {
            let cover = generate(gen, n, k as u64).unwrap();
            let seed = 7 * k as u64;
            let (mut kept, mut fresh) = (cover.clone(), cover.clone());
            assert_eq!(
                crate::rails::shatter(&mut kept, seed),
                shatter_in(&mut fresh, seed, &mut Scratch::default()),
                "{} n={n}",
                gen.name()
            );
            assert_eq!(kept.neighbour_table(), fresh.neighbour_table());
            // A join and an obfuscation in fresh buffers (the thread's taken and dropped)
            // and in those a shatter of another cover left.
            let fresh_then = |f: &dyn Fn(&mut crate::cover::CycleCover)| {
                drop(Scratch::kept());
                let mut a = cover.clone();
                f(&mut a);
                let mut other = generate(Generator::Divide, 24, 1).unwrap();
                crate::rails::shatter(&mut other, 3);
                let mut b = cover.clone();
                f(&mut b);
                assert_eq!(
                    a.neighbour_table(),
                    b.neighbour_table(),
                    "{} n={n}",
                    gen.name()
                );
            };
            fresh_then(&|c| {
                join(c, seed);
            });
            fresh_then(&|c| {
                obfuscate(c, seed);
            });
        }
    }

    /// Groups too small for their keys (everything spills) give the same choice, and the
    /// masks kept through a shatter's switches are those of the cover after it.
    #[test]
    fn spilled_groups_and_kept_masks() {
        // About 7000 rails for groups of 16 keys each.
        let mut cover = generate(Generator::Divide, 100, 1).unwrap();
        for seed in 0..4 {
            let mut scratch = Scratch {
                rails_seen: 1,
                ..Scratch::default()
            };
            let mut spilled = Vec::new();
            take_disjoint(&cover, seed, &mut scratch, |rail, _| spilled.push(rail));
            assert_eq!(spilled, disjoint_rails(&cover, seed), "seed {seed}");
            shatter_in(&mut cover, seed, &mut scratch);
            assert!(scratch.mask_valid);
            assert_eq!(scratch.mask, DownMasks::new(&cover).1, "seed {seed}");
        }
    }
}

//! The O(squares) passes of shatter and join cut into resumable pieces, for plans made in slices
//! ([`super::plan::Planner`]): each piece advances by at most a given number of elementary steps (a
//! square labelled, a row of masks, a key drawn or sorted, a rail visited) and produces exactly
//! what the one-piece pass does: [`Labeller`] the numbering of [`CycleCover::cycle_labels`],
//! [`RailQueue`] the rail list (with a join round's random keys, [`super::order`], sorted lazily by
//! [`JoinOrder`]). The plain operations use the same pieces with an unbounded budget, in buffers
//! the thread keeps from one operation to the next ([`Scratch`]).

use super::masks::DownMasks;
use super::order::{draw_index_keys, index_bits, word_bits, KeyBuckets};
use crate::cover::CycleCover;
use crate::rng::Stream;

const NONE: u32 = u32::MAX;

/// Take `cost` steps from `budget` (never below zero).
#[inline]
pub(super) fn spend(budget: &mut usize, cost: usize) {
    *budget = budget.saturating_sub(cost);
}

/// Rows of `cols` squares that a budget pays for (at least one).
#[inline]
fn rows_for(budget: usize, cols: usize) -> usize {
    (budget / cols.max(1)).max(1)
}

/// [`CycleCover::cycle_labels`] in pieces: cycles numbered in order of their smallest square.
pub(super) struct Labeller {
    label: Vec<u32>,
    count: u32,
    /// The next square to start a cycle from.
    next: usize,
    /// A walk under way: its start, the square before and the square now.
    walk: Option<(usize, usize, usize)>,
}

impl Labeller {
    pub(super) fn new(squares: usize) -> Labeller {
        Labeller {
            label: vec![NONE; squares],
            count: 0,
            next: 0,
            walk: None,
        }
    }

    /// Label up to about `budget` squares; true when every square is labelled.
    pub(super) fn run(&mut self, cover: &CycleCover, budget: &mut usize) -> bool {
        let nbr = cover.neighbour_table();
        let n = self.label.len();
        loop {
            if let Some((s, mut prev, mut cur)) = self.walk {
                let c = self.count;
                while cur != s {
                    if *budget == 0 {
                        self.walk = Some((s, prev, cur));
                        return false;
                    }
                    *budget -= 1;
                    self.label[cur] = c;
                    let [a, b] = nbr[cur];
                    let next = if a as usize != prev { a } else { b } as usize;
                    prev = cur;
                    cur = next;
                }
                self.walk = None;
                self.count += 1;
            }
            // Holes (no moves) keep the label NONE.
            while self.next < n && (self.label[self.next] != NONE || nbr[self.next][0] == NONE) {
                self.next += 1;
            }
            if self.next == n {
                return true;
            }
            if *budget == 0 {
                return false;
            }
            let s = self.next;
            self.label[s] = self.count;
            self.walk = Some((s, s, nbr[s][0] as usize));
        }
    }

    /// Share of the squares looked at so far.
    pub(super) fn fraction(&self) -> f64 {
        self.next as f64 / self.label.len().max(1) as f64
    }

    /// The labels and the number of cycles (once [`Labeller::run`] has said done).
    pub(super) fn finish(self) -> (Vec<u32>, usize) {
        (self.label, self.count as usize)
    }
}

/// Buffers of a shatter or join round kept for the next one: an obfuscation makes sixteen
/// shatters and a join round or two on one board, and allocating them afresh each time (pages
/// faulted in and zeroed by the system, some 20 MB a shatter at 1000 × 1000) took a fifth of its
/// time.
#[derive(Default)]
pub(super) struct Scratch {
    pub(super) mask: Vec<u8>,
    /// `mask` holds the masks of the cover as it is now: the shatter or join round that used
    /// it last recorded each of its switches in it ([`DownMasks::switch`]), so the next one on
    /// the same cover skips filling it. Set only by those who keep that promise.
    pub(super) mask_valid: bool,
    /// A shatter's rails by group, and the rails its last shatter found (for the room).
    pub(super) buckets: KeyBuckets,
    pub(super) rails_seen: usize,
    /// A join round's rail list, or a shatter's row of rails.
    pub(super) rails: Vec<u32>,
    pub(super) keys: Vec<u64>,
    /// A join round's candidates' two cycle labels.
    pub(super) pairs: Vec<u64>,
    pub(super) top: Vec<u8>,
    pub(super) taken: Vec<u64>,
}

/// Kept buffers are given back to the thread only up to this size (bytes): a 1000 × 1000
/// cover's shatter uses some 11 MB, a 2400 × 2400 one's some 64 MB.
const KEEP_MAX: usize = 64 << 20;

thread_local! {
    /// The buffers of this thread's last shatter, join or obfuscation, for its next.
    static KEPT: std::cell::RefCell<Scratch> = std::cell::RefCell::default();
}

impl Scratch {
    /// This thread's kept buffers ([`Scratch::keep`]), or new ones. A shatter of a
    /// 1000 × 1000 cover in fresh buffers spent 5 of its 17.7 ms having the system map and
    /// zero their pages, and handing them back after (criterion, one run each way: 17.7 →
    /// 12.5 ms). Nothing in them is trusted: the masks are marked stale, the rail count unknown.
    pub(super) fn kept() -> Scratch {
        KEPT.with(|k| k.take())
    }

    /// Give the buffers back to the thread for its next shatter, join or obfuscation, with
    /// what they said of this cover forgotten (unless they are over [`KEEP_MAX`]: then they
    /// are freed).
    pub(super) fn keep(self) {
        if self.bytes() <= KEEP_MAX {
            KEPT.with(|k| k.replace(self.forget()));
        }
    }

    /// The buffers, with what they said of a cover forgotten.
    fn forget(mut self) -> Scratch {
        self.mask_valid = false;
        self.rails_seen = 0;
        self
    }

    /// Bytes held.
    fn bytes(&self) -> usize {
        self.mask.capacity()
            + self.buckets.bytes()
            + 4 * self.rails.capacity()
            + 8 * self.keys.capacity()
            + 8 * self.pairs.capacity()
            + self.top.capacity()
            + 8 * self.taken.capacity()
    }

    /// The kept masks and whether they are still the cover's (every switch since they were
    /// filled recorded in them); if not, zeroed masks of `g`'s size, to fill.
    pub(super) fn take_mask(&mut self, g: &DownMasks) -> (Vec<u8>, bool) {
        let mut mask = std::mem::take(&mut self.mask);
        let filled = std::mem::take(&mut self.mask_valid) && mask.len() == g.padded_len();
        if !filled {
            mask.clear();
            mask.resize(g.padded_len(), 0);
        }
        (mask, filled)
    }
}

/// The cycle labels of the rail with word `w`'s two moves (`v0`'s above `v2`'s, as
/// [`RailQueue::pairs`] keeps them), and whether they differ: whether the rail can join.
#[inline(always)]
fn label_pair(g: &DownMasks, label: &[u32], w: u32) -> (u64, bool) {
    let (u, _, p, j) = g.unpack(w);
    let [v0, _, v2, _] = g.squares(u, p, j);
    let (a, b) = (label[v0], label[v2]);
    ((a as u64) << 32 | b as u64, a != b)
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Stage {
    /// Masks filled up to this row.
    Masks(usize),
    /// Rails collected up to this row.
    Collect(usize),
    /// A join round's keys drawn for the rails below this one.
    Keys(usize),
    /// The join's key order to build.
    Order,
    Ready,
}

/// The rails of a cover in scan order: masks and list, made in pieces. For a shatter that is
/// all (it draws its own order, [`super::plan`]). For a join round (`label` given to
/// [`RailQueue::prepare`]) only the rails whose two moves lie on different cycles are kept,
/// each gets its random key ([`super::order`]), and they are put in key order ([`JoinOrder`]).
pub(super) struct RailQueue {
    pub(super) g: DownMasks,
    pub(super) mask: Vec<u8>,
    /// Rail words ([`DownMasks::collect`]) in scan order; a join round's keys name them by
    /// index, so they are kept through the round.
    pub(super) rails: Vec<u32>,
    /// Their keys ([`super::order::key`]), in scan order: a join round's each holding its
    /// rail's place in `rails` (its index).
    pub(super) keys: Vec<u64>,
    /// A join round's rails' cycle labels at the start of the round, `v0`'s above `v2`'s, by
    /// index: looked up with the key, one read where the two labels of the rail's squares
    /// were two reads about the board.
    pub(super) pairs: Vec<u64>,
    /// Low bits of a key holding the word (a shatter's) or the index (a join round's).
    pub(super) bits: u32,
    /// A join round's key order (once ready).
    pub(super) order: Option<JoinOrder>,
    /// The round's or the shatter's draws, from its seed.
    pub(super) rng: Stream,
    join: bool,
    stage: Stage,
}

impl RailQueue {
    /// Nothing computed yet (only the geometry and zeroed masks); `join`: for a join round.
    pub(super) fn new(cover: &CycleCover, seed: u64, join: bool) -> RailQueue {
        RailQueue::new_in(cover, seed, join, &mut Scratch::default())
    }

    /// [`RailQueue::new`] in buffers from `scratch` (given back by [`RailQueue::recycle`]).
    pub(super) fn new_in(
        cover: &CycleCover,
        seed: u64,
        join: bool,
        scratch: &mut Scratch,
    ) -> RailQueue {
        let g = DownMasks::geometry(cover);
        let (mask, filled) = scratch.take_mask(&g);
        let mut rails = std::mem::take(&mut scratch.rails);
        rails.clear();
        let mut keys = std::mem::take(&mut scratch.keys);
        keys.clear();
        let mut pairs = std::mem::take(&mut scratch.pairs);
        pairs.clear();
        RailQueue {
            g,
            mask,
            rails,
            keys,
            pairs,
            bits: 0,
            order: None,
            rng: Stream::new(seed),
            join,
            stage: if filled {
                Stage::Collect(0)
            } else {
                Stage::Masks(0)
            },
        }
    }

    /// A join round's queue on `cover` labelled by `label`, ready at once, with keys made from
    /// `rank` (one value per rail of the cover in scan order, as [`super::find_rails`] lists
    /// them; smaller first; each below 2^(64 − key bits)) instead of drawn: the order of a
    /// sequential visit, for tests.
    pub(super) fn with_ranks(cover: &CycleCover, label: &[u32], rank: &[u64]) -> RailQueue {
        let mut q = RailQueue::new(cover, 0, true);
        q.g.fill(cover, &mut q.mask, 0, q.g.rows());
        let mut all = Vec::new();
        q.g.collect(&q.mask, 0, q.g.rows(), &mut all);
        assert_eq!(all.len(), rank.len(), "one rank per rail");
        let mut ranks = Vec::new();
        for (&w, &r) in all.iter().zip(rank) {
            let (pair, joins) = label_pair(&q.g, label, w);
            if joins {
                q.rails.push(w);
                q.pairs.push(pair);
                ranks.push(r);
            }
        }
        q.bits = index_bits(q.rails.len());
        for (i, &r) in ranks.iter().enumerate() {
            assert!(r < 1 << (64 - q.bits), "rank {r} too big");
            q.keys
                .push(super::order::key(r << q.bits, i as u32, q.bits));
        }
        q.order = Some(JoinOrder::new(&q.keys));
        q.stage = Stage::Ready;
        q
    }

    /// Advance by about `budget` steps; true when the list, its keys (and a join's order) are
    /// ready. `cover` must be the cover given to [`RailQueue::new`], unchanged, and a join's
    /// `label` its [`CycleCover::cycle_labels`].
    pub(super) fn prepare(
        &mut self,
        cover: &CycleCover,
        label: Option<&[u32]>,
        budget: &mut usize,
    ) -> bool {
        let (rows, cols) = (self.g.rows(), self.g.cols());
        while *budget > 0 {
            match self.stage {
                Stage::Masks(r) => {
                    let r1 = (r + rows_for(*budget, cols)).min(rows);
                    self.g.fill(cover, &mut self.mask, r, r1);
                    spend(budget, (r1 - r) * cols);
                    self.stage = if r1 == rows {
                        self.rails.reserve(rows * cols);
                        Stage::Collect(0)
                    } else {
                        Stage::Masks(r1)
                    };
                }
                Stage::Collect(r) => {
                    let r1 = (r + rows_for(*budget, cols)).min(rows);
                    let from = self.rails.len();
                    self.g.collect(&self.mask, r, r1, &mut self.rails);
                    if self.join {
                        // Only rails joining two cycles of the round's start can switch.
                        let label = label.expect("a join round's labels");
                        let g = &self.g;
                        let mut keep = from;
                        self.pairs.resize(self.rails.len(), 0);
                        for k in from..self.rails.len() {
                            let w = self.rails[k];
                            let (pair, joins) = label_pair(g, label, w);
                            // Kept without a branch (a third are kept, in no pattern).
                            self.rails[keep] = w;
                            self.pairs[keep] = pair;
                            keep += joins as usize;
                        }
                        self.rails.truncate(keep);
                        self.pairs.truncate(keep);
                    }
                    spend(budget, (r1 - r) * cols);
                    self.stage = if r1 == rows {
                        if self.join {
                            self.bits = index_bits(self.rails.len());
                            self.keys.reserve_exact(self.rails.len());
                            Stage::Keys(0)
                        } else {
                            // A shatter draws its own order ([`super::plan`]).
                            self.bits = word_bits(self.g.padded_len());
                            Stage::Ready
                        }
                    } else {
                        Stage::Collect(r1)
                    };
                }
                Stage::Keys(i) => {
                    let i1 = self.rails.len().min(i.saturating_add(*budget));
                    draw_index_keys(&mut self.rng, &mut self.keys, i..i1, self.bits);
                    spend(budget, i1 - i);
                    self.stage = if i1 < self.rails.len() {
                        Stage::Keys(i1)
                    } else {
                        Stage::Order
                    };
                }
                Stage::Order => {
                    spend(budget, JoinOrder::setup_cost(self.keys.len()));
                    self.order = Some(JoinOrder::new(&self.keys));
                    self.stage = Stage::Ready;
                }
                Stage::Ready => return true,
            }
        }
        self.stage == Stage::Ready
    }

    /// Give the buffers back to `scratch`.
    pub(super) fn recycle(self, scratch: &mut Scratch) {
        scratch.mask = self.mask;
        scratch.rails = self.rails;
        scratch.keys = self.keys;
        scratch.pairs = self.pairs;
    }

    /// Rough share of the preparation done, 0 to 1.
    pub(super) fn fraction(&self) -> f64 {
        let rows = self.g.rows().max(1) as f64;
        match self.stage {
            Stage::Masks(r) => 0.3 * r as f64 / rows,
            Stage::Collect(r) => 0.3 + 0.5 * r as f64 / rows,
            Stage::Keys(i) => 0.8 + 0.15 * i as f64 / self.rails.len().max(1) as f64,
            Stage::Order => 0.95,
            Stage::Ready => 1.0,
        }
    }
}

/// A join round's keys in key order, sorted lazily: bucketed by their top bits in one pass,
/// each bucket sorted when the visit reaches it (a round usually ends at one cycle after a
/// small share of them).
pub(super) struct JoinOrder {
    /// The keys, grouped by bucket (sorted up to `sorted`).
    order: Vec<u64>,
    /// Start of each bucket in `order`, and the end.
    start: Vec<u32>,
    /// The bucket to sort next, and how far `order` is sorted.
    bucket: usize,
    sorted: usize,
}

impl JoinOrder {
    /// Bucket `keys` (O(keys), two passes).
    pub(super) fn new(keys: &[u64]) -> JoinOrder {
        let n = keys.len();
        // About 32 keys a bucket, at most 2^16 buckets.
        let bits = (usize::BITS - (n / 32).leading_zeros()).min(16);
        let bucket_of = |k: u64| {
            if bits == 0 {
                0
            } else {
                (k >> (64 - bits)) as usize
            }
        };
        let buckets = 1usize << bits;
        let mut start = vec![0u32; buckets + 1];
        for &k in keys {
            start[bucket_of(k) + 1] += 1;
        }
        for b in 0..buckets {
            start[b + 1] += start[b];
        }
        let mut fill = start.clone();
        let mut order = vec![0u64; n];
        for &k in keys {
            let b = bucket_of(k);
            order[fill[b] as usize] = k;
            fill[b] += 1;
        }
        JoinOrder {
            order,
            start,
            bucket: 0,
            sorted: 0,
        }
    }

    /// Steps [`JoinOrder::new`] takes for `n` keys.
    pub(super) fn setup_cost(n: usize) -> usize {
        3 * n
    }

    /// The key at position `pos` of the key order (positions visited in increasing order);
    /// sorts its bucket first if need be, charging `budget` for it.
    #[inline]
    pub(super) fn at(&mut self, pos: usize, budget: &mut usize) -> u64 {
        while pos >= self.sorted {
            let (a, b) = (
                self.start[self.bucket] as usize,
                self.start[self.bucket + 1] as usize,
            );
            let part = &mut self.order[a..b];
            if part.len() > 1 {
                part.sort_unstable();
                spend(budget, 2 * part.len());
            }
            self.sorted = b;
            self.bucket += 1;
        }
        self.order[pos]
    }

    pub(super) fn len(&self) -> usize {
        self.order.len()
    }
}

#[cfg(test)]
mod tests {
    use super::Labeller;
    use crate::tourneys::{generate, Generator};

    /// The walking labeller of plans numbers the cycles as [`CycleCover::cycle_labels`]'s
    /// scan does (holes included), shattered or not.
    #[test]
    fn labeller_agrees_with_cycle_labels() {
        for gen in Generator::ALL {
            for n in [6u32, 8, 10, 12, 16, 30] {
                if gen.supports(n).is_err() {
                    continue;
                }
                let mut cover = generate(gen, n, 1).unwrap();
                for seed in 0..3 {
                    let mut lab = Labeller::new(cover.board().squares());
                    assert!(lab.run(&cover, &mut { usize::MAX }));
                    assert_eq!(lab.finish(), cover.cycle_labels(), "{} n={n}", gen.name());
                    crate::rails::shatter(&mut cover, seed);
                }
            }
        }
    }
}

//! The uniformly random rail order of shatter and join, made cheap (issue 13 item 2).
//!
//! Shatter (001 §7, Algorithm 3) and Join (001 §5, Algorithm 2) visit the rails of a cover in a
//! uniformly random order, as Parberry's generator does after permuting its rail list. Every
//! rail gets a random **key**: one 64-bit draw of a seeded [`Stream`], in the scan order of the
//! rails, whose low bits are replaced by the rail's word ([`key`]), so keys are distinct and
//! name their rail. Visiting in key order is visiting in a uniformly random order (two rails
//! whose draws agree above the word bits, probability 2⁻⁴⁰ a pair at 1000 × 1000, come in scan
//! order). `tests/obfuscate_order.rs` checks that for any order of the rails the outcome is that
//! of a plain sequential visit in that order, and that the seeded outcomes are distributed as the
//! sequential visit's over all orders of small covers.
//!
//! **Shatter.** The visit takes each rail none of whose four squares is taken. A plan made in
//! slices ([`super::plan`]) sorts the keys by radix ([`KeySort`]: by the top byte, then by the
//! next twelve bits, then by insertion among the few left equal), which writes to a few
//! hundred places at a time and stays in cache, where a shuffle of the rail list swaps across
//! megabytes; the visit in key order ([`Disjoint`]) reads and writes only a bitmap of the taken
//! squares (an eighth of a byte a square, in cache however the visits jump about) and marks
//! each rail taken at its top square; the rails taken are then read back and switched in scan
//! order (they are square-disjoint, so the order of their switches does not matter).
//!
//! The plain shatter (`shatter.rs`) makes the same choice in fewer passes. The rails are found
//! a row at a time, each key drawn as its rail is found (the same draws in the same scan order)
//! and put straight into its group by top byte ([`KeyBuckets`]), so neither the rail list nor
//! the key list is written and read again. The groups are visited in key order, and before a
//! group is sorted its rails with a square already taken are dropped: taken squares stay
//! taken, so those rails would be passed over wherever they came in the group. A group holds
//! its rails in scan order, so that pass reads the bitmap in memory order, and after the first
//! groups it drops most rails (seven in eight are never taken), so the sort and the visits in
//! random order see a fraction of the keys. The masks are kept up to date through the
//! switches ([`super::masks::DownMasks::switch`]) for the next shatter or join round.
//!
//! A first version kept to memory order throughout, as issue 13 suggests: two rails of a
//! shatter interact only if they share a square, so the set taken is the lexicographically
//! first maximal set of square-disjoint rails by key, found in rounds over the rails in scan
//! order (a rail undecided and smallest on each of its squares among the undecided is taken;
//! undecided rails on a taken square are dropped; repeat), all rounds pipelined in one sweep
//! down the board. It was exact, but its three passes a round over some 1.3 rails a square cost
//! as much as the shuffled visit it replaced (a shatter of a 1000 × 1000 tour 28 ms against
//! 26 ms, one run), so it gave way to this.
//!
//! **Join.** A join round switches a rail when its moves are still as they were (no switch
//! before it in the round shared a move with it) and it joins two different cycles (a
//! union–find over the cycles at the start of the round). The second condition is global:
//! whether a rail joins depends on every earlier switch anywhere on the board, so the key order
//! is kept in full among the rails that can join at all (their two moves on different cycles at
//! the start of the round, a third of the rails of a shattered tour). The rails whose two moves
//! lie on one cycle never switch and never change another rail's fate (a switch only removes
//! rails that share a move with it), so they get no key and are not visited. [`JoinOrder`]
//! sorts the rest lazily: bucketed by the top bits of their keys in one pass, each bucket
//! sorted when reached; the round ends at one cycle, usually after a small share of them.

use super::join::JoinVisit;
use super::masks::DownMasks;
use super::steps::{spend, RailQueue, Scratch};
use super::Rail;
use crate::cover::CycleCover;
use crate::rng::Stream;

/// The rails a shatter takes when the rails of `cover` are visited in the order of `rank`
/// (one distinct value per rail of [`super::find_rails`], smallest first) instead of a seeded
/// random order, by the same code as [`super::shatter`]: taken in scan order. For checking the
/// method against a plain sequential visit (`tests/obfuscate_order.rs`).
pub fn disjoint_rails_ranked(cover: &CycleCover, rank: &[u64]) -> Vec<Rail> {
    let q = RailQueue::with_ranks(cover, None, rank);
    let mut sort = KeySort::new(&q.keys);
    sort.run(&mut { usize::MAX });
    let mut d = Disjoint::new(&q.g);
    d.run(&q.g, sort.sorted(), q.bits, &mut { usize::MAX });
    d.taken()
        .into_iter()
        .map(|w| {
            let (u, _, p, j) = q.g.unpack(w);
            DownMasks::rail(u, p, j)
        })
        .collect()
}

/// The switches, in order, of one join round ([`super::join_round`]) on `cover` when its rails
/// are visited in the order of `rank` (as for [`disjoint_rails_ranked`]) instead of a seeded
/// random order, by the same code. For tests.
pub fn join_round_ranked(cover: &mut CycleCover, rank: &[u64]) -> Vec<Rail> {
    let (label, cycles) = cover.cycle_labels();
    let mut q = RailQueue::with_ranks(cover, Some(&label), rank);
    let mut out = Vec::new();
    if cycles > 1 {
        let mut visit = JoinVisit::new(cycles);
        visit.run(&mut q, &label, cover, &mut { usize::MAX }, |rail, _| {
            out.push(rail)
        });
    }
    out
}

/// Low bits of a key that hold the rail's word ([`DownMasks::collect`]) on a padded grid of
/// `padded` squares (a word is `padded top square · 16 + primary · 4 + cross`).
pub(super) fn word_bits(padded: usize) -> u32 {
    usize::BITS - (16 * padded).leading_zeros()
}

/// The key of the rail with word `word` from a 64-bit draw: the draw's top `64 − bits` bits,
/// then the word, so keys are distinct, a key says which rail it is, and two rails whose draws
/// agree in those bits (probability 2^(bits − 64), 2⁻⁴⁰ on a board of 10⁶ squares) come in
/// scan order.
#[inline]
pub(super) fn key(draw: u64, word: u32, bits: u32) -> u64 {
    (draw & !((1u64 << bits) - 1)) | word as u64
}

/// The rail word in a key.
#[inline(always)]
pub(super) fn word_of(key: u64, bits: u32) -> u32 {
    (key & ((1u64 << bits) - 1)) as u32
}

/// Append the keys of `words`, drawn from `rng` in order.
pub(super) fn draw_keys(rng: &mut Stream, keys: &mut Vec<u64>, words: &[u32], bits: u32) {
    keys.extend(words.iter().map(|&w| key(rng.next_u64(), w, bits)));
}

/// Sort `keys` in pieces: grouped by their top byte ([`KeySort::new`]), then each group by the
/// next twelve bits, then by insertion (groups of about one key by then). Radix passes that
/// write to 256 places at a time stay in cache, where a comparison sort of the whole list
/// would not.
pub(super) struct KeySort {
    /// The keys grouped by top byte, then sorted bucket by bucket.
    keys: Vec<u64>,
    /// Bucket starts (and the end).
    start: Vec<usize>,
    bucket: usize,
}

impl KeySort {
    /// Group `keys` by their top byte (one counting pass and one placing pass).
    pub(super) fn new(keys: &[u64]) -> KeySort {
        let mut out = vec![0; keys.len()];
        let start = place_by_byte(keys, &mut out, 56);
        KeySort {
            keys: out,
            start,
            bucket: 0,
        }
    }

    /// Steps [`KeySort::new`] takes for `n` keys.
    pub(super) fn setup_cost(n: usize) -> usize {
        2 * n
    }

    /// Sort buckets until about `budget` keys are sorted; true when all are.
    pub(super) fn run(&mut self, budget: &mut usize) -> bool {
        let mut tmp = Vec::new();
        let mut count = vec![0u32; SUB + 1];
        while self.bucket < 256 {
            if *budget == 0 {
                return false;
            }
            let (a, b) = (self.start[self.bucket], self.start[self.bucket + 1]);
            let part = &mut self.keys[a..b];
            if part.len() > 32 {
                // By the next twelve bits, which leaves groups of about one key: the insertion
                // sort after it hardly moves anything.
                tmp.clear();
                tmp.extend_from_slice(part);
                count.fill(0);
                let sub = |k: u64| (k >> (56 - SUB_BITS)) as usize & (SUB - 1);
                for &k in &tmp {
                    count[sub(k) + 1] += 1;
                }
                for i in 0..SUB {
                    count[i + 1] += count[i];
                }
                for &k in &tmp {
                    let s = sub(k);
                    part[count[s] as usize] = k;
                    count[s] += 1;
                }
            }
            insertion_sort(part);
            spend(budget, 3 * part.len() + 1);
            self.bucket += 1;
        }
        true
    }

    pub(super) fn fraction(&self) -> f64 {
        self.bucket as f64 / 256.0
    }

    /// The keys, sorted (once [`KeySort::run`] has said done).
    pub(super) fn sorted(&self) -> &[u64] {
        &self.keys
    }
}

/// Bits of a key's second radix pass in [`KeySort::run`].
const SUB_BITS: u32 = 12;
const SUB: usize = 1 << SUB_BITS;

/// Place `src` into `dst` grouped by the byte at `shift` (stable); returns the 257 group starts.
fn place_by_byte(src: &[u64], dst: &mut [u64], shift: u32) -> Vec<usize> {
    let mut count = [0usize; 257];
    for &k in src {
        count[(k >> shift & 0xFF) as usize + 1] += 1;
    }
    for b in 0..256 {
        count[b + 1] += count[b];
    }
    let start = count.to_vec();
    for &k in src {
        let b = (k >> shift & 0xFF) as usize;
        dst[count[b]] = k;
        count[b] += 1;
    }
    start
}

fn insertion_sort(a: &mut [u64]) {
    for i in 1..a.len() {
        let x = a[i];
        let mut j = i;
        while j > 0 && a[j - 1] > x {
            a[j] = a[j - 1];
            j -= 1;
        }
        a[j] = x;
    }
}

/// The shatter's choice visited in key order: each rail none of whose squares is taken yet is
/// taken. The taken squares are a bitmap of the padded grid (an eighth of a byte a square, so
/// it stays in cache however the visits jump about); the rails taken are marked at their top
/// squares and read back in scan order.
pub(super) struct Disjoint {
    taken: Vec<u64>,
    /// Per padded square: 1 + the primary and cross bits of the rail taken with its top there.
    top: Vec<u8>,
    next: usize,
    count: usize,
}

impl Disjoint {
    pub(super) fn new(g: &DownMasks) -> Disjoint {
        Disjoint::new_in(g, &mut Scratch::default())
    }

    /// [`Disjoint::new`] in buffers from `scratch` (given back by [`Disjoint::recycle`]).
    pub(super) fn new_in(g: &DownMasks, scratch: &mut Scratch) -> Disjoint {
        let n = g.padded_len();
        let (mut taken, mut top) = (
            std::mem::take(&mut scratch.taken),
            std::mem::take(&mut scratch.top),
        );
        taken.clear();
        taken.resize(n / 64 + 1, 0);
        if top.len() == n {
            top.fill(0);
        } else {
            // Fresh zeroed memory (no pass writing zeros; pages only faulted in when used).
            top = vec![0; n];
        }
        Disjoint {
            taken,
            top,
            next: 0,
            count: 0,
        }
    }

    /// Give the buffers back to `scratch`.
    pub(super) fn recycle(self, scratch: &mut Scratch) {
        scratch.taken = self.taken;
        scratch.top = self.top;
    }

    /// Steps [`Disjoint::new`] takes (a word of the bitmap, 64 squares).
    pub(super) fn setup_cost(g: &DownMasks) -> usize {
        g.padded_len() / 64 + 1
    }

    /// Visit up to about `budget` of the `sorted` keys; true when all are visited.
    pub(super) fn run(
        &mut self,
        g: &DownMasks,
        sorted: &[u64],
        bits: u32,
        budget: &mut usize,
    ) -> bool {
        let end = sorted.len().min(self.next.saturating_add(*budget));
        spend(budget, end - self.next);
        self.visit(g, &sorted[self.next..end], bits);
        self.next = end;
        end == sorted.len()
    }

    /// Whether no square of the rail with word `w` is taken yet.
    #[inline(always)]
    pub(super) fn is_free(&self, g: &DownMasks, w: u32) -> bool {
        let taken = &self.taken[..];
        let sq = g.padded_squares(w);
        sq.iter()
            .fold(0, |a, &x| a | (taken[x >> 6] >> (x & 63) & 1))
            == 0
    }

    /// Visit `keys` (the next ones in key order). (A version without a branch on the hit,
    /// setting the bits under a mask, was slower: seven rails in eight are hit, so the branch
    /// is mostly predicted, and the masked stores cost every rail four writes.)
    #[inline]
    pub(super) fn visit(&mut self, g: &DownMasks, keys: &[u64], bits: u32) {
        let taken = &mut self.taken[..];
        for &k in keys {
            let w = word_of(k, bits);
            let sq = g.padded_squares(w);
            let hit = sq
                .iter()
                .fold(0, |a, &x| a | (taken[x >> 6] >> (x & 63) & 1));
            if hit == 0 {
                for x in sq {
                    taken[x >> 6] |= 1 << (x & 63);
                }
                self.top[(w >> 4) as usize] = (w & 15) as u8 + 1;
                self.count += 1;
            }
        }
    }

    /// Share of the keys visited.
    pub(super) fn fraction(&self, sorted: usize) -> f64 {
        self.next as f64 / sorted.max(1) as f64
    }

    /// The rails taken, as words in scan order (once [`Disjoint::run`] has said done).
    pub(super) fn taken(&self) -> Vec<u32> {
        let mut out = Vec::with_capacity(self.count);
        self.for_each_taken(|w| out.push(w));
        out
    }

    /// Hand `f` the rails taken in scan order, as `(u, pu, p, j)` ([`DownMasks::unpack`]),
    /// a row at a time (no division to find the row-major square).
    #[inline]
    pub(super) fn for_each_taken_in_rows(
        &self,
        g: &DownMasks,
        mut f: impl FnMut(usize, usize, usize, usize),
    ) {
        self.for_each_taken_by_row(g, &mut (), |_, _| (), |_, u, pu, p, j| f(u, pu, p, j));
    }

    /// [`Disjoint::for_each_taken_in_rows`] with a state `s` handed to `f` and to `row`,
    /// which is called before each row's rails with the row.
    #[inline]
    pub(super) fn for_each_taken_by_row<S>(
        &self,
        g: &DownMasks,
        s: &mut S,
        mut row: impl FnMut(&mut S, usize),
        mut f: impl FnMut(&mut S, usize, usize, usize, usize),
    ) {
        let (w, cols) = (g.width(), g.cols());
        for r in 0..g.rows() {
            row(s, r);
            let base = r * w + 2;
            for (c, chunk) in self.top[base..base + cols].chunks(8).enumerate() {
                let mut word = match chunk.try_into() {
                    Ok(b) => u64::from_le_bytes(b),
                    Err(_) => chunk.iter().rev().fold(0, |a, &t| a << 8 | t as u64),
                };
                while word != 0 {
                    let k = (word.trailing_zeros() / 8) as usize;
                    let t = (word >> (8 * k)) as u8 - 1;
                    word &= !(0xFF << (8 * k));
                    let col = 8 * c + k;
                    f(
                        s,
                        r * cols + col,
                        base + col,
                        (t >> 2) as usize,
                        (t & 3) as usize,
                    );
                }
            }
        }
    }

    /// Hand `f` the words of the rails taken, in scan order.
    #[inline]
    pub(super) fn for_each_taken(&self, mut f: impl FnMut(u32)) {
        for (c, chunk) in self.top.chunks(8).enumerate() {
            let mut word = match chunk.try_into() {
                Ok(b) => u64::from_le_bytes(b),
                Err(_) => chunk.iter().rev().fold(0, |a, &t| a << 8 | t as u64),
            };
            while word != 0 {
                let k = word.trailing_zeros() / 8;
                let t = (word >> (8 * k)) as u8;
                word &= !(0xFF << (8 * k));
                f(((8 * c) as u32 + k) << 4 | (t - 1) as u32);
            }
        }
    }
}

/// Bits of a key that pick its group in [`KeyBuckets`] (its top byte), and the number of
/// groups. 128 and 512 groups were measured: neither was faster.
const GROUP_BITS: u32 = 8;
const GROUPS: usize = 1 << GROUP_BITS;

/// A shatter's keys grouped by their top byte as they are drawn ([`KeyBuckets::push`]), then
/// visited group by group in key order ([`KeyBuckets::visit_all`]): the first pass of
/// [`KeySort`] made while the rails are found, so the rail list and the key list are never
/// written and read again. The sizes of the groups are not known in advance: each has room
/// for its expected size and some standard deviations more, and what does not fit goes to a
/// spill list (merged when its group is visited), so the result is the same either way.
#[derive(Default)]
pub(super) struct KeyBuckets {
    /// [`GROUPS`] regions of `cap` keys, one per value of the top [`GROUP_BITS`] bits.
    keys: Vec<u64>,
    fill: Vec<u32>,
    cap: usize,
    spill: Vec<u64>,
    /// A group being sorted, and the counts of its second pass.
    tmp: Vec<u64>,
    count: Vec<u32>,
}

impl KeyBuckets {
    /// Empty, with room for about `expect` keys.
    pub(super) fn reset(&mut self, expect: usize) {
        let mean = expect / GROUPS;
        // Binomial counts: the standard deviation is below √mean; eight of them is never
        // exceeded in practice (and would only spill).
        self.cap = mean + 8 * ((mean as f64).sqrt() as usize) + 16;
        if self.keys.len() < GROUPS * self.cap {
            // Fresh zeroed memory, never written here: only the pages the keys reach are
            // touched (the room past the expected size costs nothing).
            self.keys = vec![0; GROUPS * self.cap];
        }
        self.fill.clear();
        self.fill.resize(GROUPS, 0);
        self.spill.clear();
    }

    /// Add a key.
    #[inline(always)]
    pub(super) fn push(&mut self, k: u64) {
        let b = (k >> (64 - GROUP_BITS)) as usize;
        let f = self.fill[b] as usize;
        if f < self.cap {
            self.keys[b * self.cap + f] = k;
            self.fill[b] += 1;
        } else {
            self.spill.push(k);
        }
    }

    /// Bytes held.
    pub(super) fn bytes(&self) -> usize {
        8 * (self.keys.capacity() + self.spill.capacity() + self.tmp.capacity())
            + 4 * (self.fill.capacity() + self.count.capacity())
    }

    /// Keys added.
    pub(super) fn len(&self) -> usize {
        self.fill.iter().map(|&f| f as usize).sum::<usize>() + self.spill.len()
    }

    /// The shatter's visit ([`Disjoint::visit`]) of all the keys in key order, a group at a
    /// time, sorting only the keys that can still be taken. Before a group is sorted, its
    /// rails with a square already taken by the groups before are dropped: taken squares stay
    /// taken, so they would be passed over wherever they came in the group. That pass reads
    /// the bitmap in scan order (a group is filled in scan order), and after the first few
    /// groups most rails are dropped by it, so the sort and the visits in random order see a
    /// fraction of the keys.
    pub(super) fn visit_all(&mut self, d: &mut Disjoint, g: &DownMasks, bits: u32) {
        self.spill.sort_unstable();
        let mut s = 0;
        let mut sorted = Vec::new();
        for b in 0..GROUPS {
            let region = &self.keys[b * self.cap..b * self.cap + self.fill[b] as usize];
            let s1 =
                s + self.spill[s..].partition_point(|&k| (k >> (64 - GROUP_BITS)) as usize == b);
            let extra = &self.spill[s..s1];
            s = s1;
            // The keys of rails still free, kept without a branch.
            self.tmp.clear();
            self.tmp.resize(region.len() + extra.len() + 1, 0);
            let mut m = 0;
            for &k in region.iter().chain(extra) {
                self.tmp[m] = k;
                m += d.is_free(g, word_of(k, bits)) as usize;
            }
            let part = &self.tmp[..m];
            // By the next bits, about one key a value, then by insertion.
            let sb = (usize::BITS - m.leading_zeros()).min(SUB_BITS);
            let sub = |k: u64| (k >> (64 - GROUP_BITS - sb)) as usize & ((1 << sb) - 1);
            let count = &mut self.count;
            count.clear();
            count.resize((1 << sb) + 1, 0);
            for &k in part {
                count[sub(k) + 1] += 1;
            }
            for i in 0..1 << sb {
                count[i + 1] += count[i];
            }
            sorted.clear();
            sorted.resize(m, 0);
            for &k in part {
                let x = sub(k);
                sorted[count[x] as usize] = k;
                count[x] += 1;
            }
            insertion_sort(&mut sorted);
            d.visit(g, &sorted, bits);
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

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
//! **Shatter.** The visit takes each rail none of whose four squares is taken. The keys are
//! sorted by radix ([`KeySort`]: by the top byte, then by the next twelve bits, then by
//! insertion among the few left equal), which writes to a few hundred places at a time and
//! stays in cache, where a shuffle of the rail list swaps across megabytes; the visit in key
//! order ([`Disjoint`]) reads and writes only a bitmap of the taken squares (an eighth of a byte
//! a square, in cache however the visits jump about) and marks each rail taken at its top
//! square; the rails taken are then read back and switched in scan order (they are
//! square-disjoint, so the order of their switches does not matter).
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
        KeySort::new_in(keys, Vec::new())
    }

    /// [`KeySort::new`] in the buffer `out` (given back by [`KeySort::into_buffer`]).
    pub(super) fn new_in(keys: &[u64], mut out: Vec<u64>) -> KeySort {
        out.clear();
        out.resize(keys.len(), 0);
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

    pub(super) fn into_buffer(self) -> Vec<u64> {
        self.keys
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
        top.clear();
        top.resize(n, 0);
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
        let taken = &mut self.taken[..];
        for &k in &sorted[self.next..end] {
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
        self.next = end;
        end == sorted.len()
    }

    /// Share of the keys visited.
    pub(super) fn fraction(&self, sorted: usize) -> f64 {
        self.next as f64 / sorted.max(1) as f64
    }

    /// The rails taken, as words in scan order (once [`Disjoint::run`] has said done).
    pub(super) fn taken(&self) -> Vec<u32> {
        let mut out = Vec::with_capacity(self.count);
        for (c, chunk) in self.top.chunks(8).enumerate() {
            let mut word = match chunk.try_into() {
                Ok(b) => u64::from_le_bytes(b),
                Err(_) => chunk.iter().rev().fold(0, |a, &t| a << 8 | t as u64),
            };
            while word != 0 {
                let k = word.trailing_zeros() / 8;
                let t = (word >> (8 * k)) as u8;
                word &= !(0xFF << (8 * k));
                out.push(((8 * c) as u32 + k) << 4 | (t - 1) as u32);
            }
        }
        out
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

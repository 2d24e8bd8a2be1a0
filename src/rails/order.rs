//! The uniformly random rail order of shatter and join, made cheap.
//!
//! Shatter (001 §7, Algorithm 3) and Join (001 §5, Algorithm 2) visit the rails of a cover in a
//! uniformly random order, as Parberry's generator does after permuting its rail list. The
//! order is that of random **keys**: 64-bit draws of a seeded [`Stream`] whose low bits are
//! replaced by the rail's word (`key`), so keys are distinct and name their rail. A join
//! round draws a key for every rail that can join, in scan order; a shatter draws them in two
//! parts (below). `tests/obfuscate_order.rs` checks that for any order of the rails the outcome
//! is that of a plain sequential visit in that order, and that the seeded outcomes are
//! distributed as the sequential visit's over all orders of small covers.
//!
//! **Shatter.** The visit takes each rail none of whose four squares is taken. Its order is
//! drawn in two parts:
//! 1. every rail, in scan order, gets a random **group** `0..256`: one byte of a 64-bit draw,
//!    eight rails a draw, low byte first (`GroupDraws`), and is put in its group's list
//!    (`KeyBuckets::push`, which keeps each list in scan order);
//! 2. the groups are visited in turn (`KeyBuckets::visit_group`). The rails of a group with
//!    a square already taken by an earlier group are dropped first: taken squares stay taken,
//!    so those rails would be passed over wherever they came in the group. Each rail left gets
//!    its key now, from a draw taken in the group's scan order, with the group in its top byte
//!    (`group_key`), and they are visited in key order (sorted by radix on the next bits,
//!    then by insertion among the few left equal).
//!
//! Why this is a uniformly random order: the groups are independent of one another and of the
//! keys, and given the groups the keys put each group's rails in a uniformly random order,
//! independently from group to group; the order by group, then by key, of rails whose groups
//! are exchangeable is then uniform over all orders. (Two rails of a group whose draws agree
//! above the word bits tie and come in scan order: probability 2⁻³² a pair of one group at
//! 1000 × 1000.) A dropped rail's place in its group changes nothing (it is passed over
//! anywhere), so it needs no key. Against a key for every rail this draws an eighth of a draw a
//! rail, plus one for each rail still free when its group comes (0.21 of them, an obfuscation
//! of a 1000 × 1000 tour), and the groups hold 32-bit words, not 64-bit keys.
//!
//! The bitmap of taken squares (an eighth of a byte a square) stays in cache however the
//! visits jump about (`Disjoint`); each rail taken is marked at its top square, and the rails
//! taken are read back and switched in scan order (they are square-disjoint, so the order of
//! their switches does not matter). An obfuscation's shatters, made on the masks alone, switch
//! each rail in the masks as it is taken instead (`Disjoint::switching`): no marks to clear
//! and read back, for a write to the masks in no order (an obfuscation of a 1000 × 1000 tour
//! 0.90–0.91× the time, with the first change to the join below; `tests/reports/bench.txt`,
//! section 7). A plan made in slices ([`super::plan`]) runs the same two parts a few groups at a
//! time, with the same draws; the masks are kept up to date through the switches
//! (`super::masks::DownMasks::switch`) for the next shatter or join round.
//!
//! The version before drew a key for every rail as it was found and grouped the keys by their
//! top byte: the same visits from other draws, and an obfuscation of a 1000 × 1000 tour in 1.16×
//! the time (`tests/reports/bench.txt`, section 6).
//!
//! A first version kept to memory order throughout: two rails of a shatter interact only if they
//! share a square, so the set taken is the lexicographically first maximal set of square-disjoint
//! rails by key, found in rounds over the rails in scan order (a rail undecided and smallest on
//! each of its squares among the undecided is taken; undecided rails on a taken square are dropped;
//! repeat), all rounds pipelined in one sweep down the board. It was exact, but its three passes a
//! round over some 1.3 rails a square cost as much as the shuffled visit it replaced (a shatter of
//! a 1000 × 1000 tour 28 ms against 26 ms, one run), so it gave way to this.
//!
//! **Join.** A join round switches a rail when its moves are still as they were (no switch before
//! it in the round shared a move with it) and it joins two different cycles (a union–find over the
//! cycles at the start of the round). The second condition is global: whether a rail joins depends
//! on every earlier switch anywhere on the board, so the key order is kept in full among the rails
//! that can join at all (their two moves on different cycles at the start of the round, a third of
//! the rails of a shattered tour). The rails whose two moves lie on one cycle never switch and
//! never change another rail's fate (a switch only removes rails that share a move with it), so
//! they get no key and are not visited. `super::steps::JoinOrder` sorts the rest lazily: bucketed
//! by the top bits of their keys in one pass, each bucket sorted when reached; the round ends at
//! one cycle, which on a 1000 × 1000 tour shattered sixteen times came after 70 to 87 % of them
//! (three obfuscations: 197 659 of 228 094 rails, 215 521 of 277 966, 251 062 of 304 812), so the
//! laziness saves little there. Most visits find the rail's two moves on one cycle by then;
//! `super::join::JoinVisit` asks that first, from the union–find, and reads the masks only for
//! the few that pass (a join round 0.91× the time). A join round's key holds its rail's index in
//! the round's list, not its word, and the rail's two cycle labels are kept by index beside the
//! list (written in scan order as the rails are found), so that question is one read, where it was
//! two reads of the board's labels at the rail's squares, which the key order sends all over the
//! board (a further 0.94–0.99× a join round, 0.98–0.99× an obfuscation, `tests/reports/bench.txt`
//! section 7). Two keys tie with probability at most 2⁻⁴⁰ (the bits above the word's or the
//! index's), ties coming in scan order.

use super::masks::DownMasks;
use super::Rail;
use crate::cover::CycleCover;
use crate::rng::Stream;

/// The rails a shatter takes when the rails of `cover` are visited in the order of `rank`
/// (one distinct value per rail of [`super::find_rails`], smallest first, each below
/// 2^(64 − 8 − word bits)) instead of a seeded random order, by the same code as
/// [`super::shatter`]: the ranks spread over the groups in order (the first 1/256 of them in
/// group 0, and so on), each group visited in rank order. Taken in scan order. For checking the
/// method against a plain sequential visit (`tests/obfuscate_order.rs`).
pub fn disjoint_rails_ranked(cover: &CycleCover, rank: &[u64]) -> Vec<Rail> {
    let (g, mask) = DownMasks::new(cover);
    let bits = word_bits(g.padded_len());
    let mut words = Vec::new();
    g.collect(&mask, 0, g.rows(), &mut words);
    assert_eq!(words.len(), rank.len(), "one rank per rail");
    let n = rank.len().max(1) as u128;
    let mut sorted = rank.to_vec();
    sorted.sort_unstable();
    let mut buckets = KeyBuckets::default();
    buckets.reset(words.len());
    let mut of_word = std::collections::HashMap::new();
    for (&w, &r) in words.iter().zip(rank) {
        assert!(r < 1 << (64 - GROUP_BITS - bits), "rank {r} too big");
        let order = sorted.partition_point(|&x| x < r) as u128;
        buckets.push((order * GROUPS as u128 / n) as usize, w);
        of_word.insert(w, key(r << bits, w, bits));
    }
    let mut d = Disjoint::new(&g);
    buckets.seal();
    for b in 0..GROUPS {
        buckets.visit_group(b, &mut d, &g, bits, |w| {
            (b as u64) << (64 - GROUP_BITS) | of_word[&w]
        });
    }
    d.taken()
        .into_iter()
        .map(|w| {
            let (u, _, p, j) = g.unpack(w);
            DownMasks::rail(u, p, j)
        })
        .collect()
}

/// Low bits of a key that hold the rail's word ([`DownMasks::collect`]) on a padded grid of
/// `padded` squares (a word is `padded top square · 16 + primary · 4 + cross`).
pub(super) fn word_bits(padded: usize) -> u32 {
    usize::BITS - (16 * padded).leading_zeros()
}

/// The key of the rail with word `word` from a 64-bit draw: the draw's top `64 − bits` bits,
/// then the word, so keys are distinct, a key says which rail it is, and two rails whose draws
/// agree in those bits (probability 2^(bits − 64), 2⁻⁴⁰ on a board of 10⁶ squares) come in
/// scan order. A join round's keys hold the rail's index in its list in place of the word
/// ([`draw_index_keys`]).
#[inline]
pub(super) fn key(draw: u64, word: u32, bits: u32) -> u64 {
    (draw & !((1u64 << bits) - 1)) | word as u64
}

/// The low `bits` of a key: the rail's word ([`key`]), or a join round's rail index
/// ([`draw_index_keys`]).
#[inline(always)]
pub(super) fn word_of(key: u64, bits: u32) -> u32 {
    (key & ((1u64 << bits) - 1)) as u32
}

/// Low bits of a key that hold an index below `n` (a join round's rail, [`draw_index_keys`]).
pub(super) fn index_bits(n: usize) -> u32 {
    (usize::BITS - n.leading_zeros()).max(1)
}

/// Append the keys of the rails with indices `range`, drawn from `rng` in order: as [`key`],
/// with the index in place of the word.
pub(super) fn draw_index_keys(
    rng: &mut Stream,
    keys: &mut Vec<u64>,
    range: std::ops::Range<usize>,
    bits: u32,
) {
    keys.extend(range.map(|i| key(rng.next_u64(), i as u32, bits)));
}

/// Bits of a group's radix pass in [`KeyBuckets::visit_group`] (at most).
const SUB_BITS: u32 = 12;

/// The key of a rail with word `w` in group `group` from a 64-bit draw: the group in the top
/// [`GROUP_BITS`] bits, then the draw's bits below them, then the word (as [`key`]).
#[inline]
pub(super) fn group_key(group: usize, draw: u64, w: u32, bits: u32) -> u64 {
    (group as u64) << (64 - GROUP_BITS) | key(draw >> GROUP_BITS, w, bits)
}

/// The groups of a shatter's rails ([`KeyBuckets`]), in the order the rails are found: one
/// byte of a 64-bit draw each, eight rails a draw, low byte first.
#[derive(Default)]
pub(super) struct GroupDraws {
    pool: u64,
    left: u32,
}

impl GroupDraws {
    /// The next rail's group, `0..GROUPS`.
    #[inline(always)]
    pub(super) fn next(&mut self, rng: &mut Stream) -> usize {
        if self.left == 0 {
            self.pool = rng.next_u64();
            self.left = 64 / GROUP_BITS;
        }
        let b = (self.pool & (GROUPS as u64 - 1)) as usize;
        self.pool >>= GROUP_BITS;
        self.left -= 1;
        b
    }
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
/// squares and read back in scan order, or switched in the masks as they are taken
/// ([`Disjoint::switching`]).
pub(super) struct Disjoint {
    taken: Vec<u64>,
    /// Per padded square: 1 + the primary and cross bits of the rail taken with its top there
    /// (unless `switch` is given).
    top: Vec<u8>,
    /// Masks to switch each rail in as it is taken ([`Disjoint::switching`]), in place of
    /// marking it in `top`.
    switch: Option<Vec<u8>>,
    count: usize,
}

impl Disjoint {
    pub(super) fn new(g: &DownMasks) -> Disjoint {
        Disjoint::new_in(g, &mut Vec::new(), &mut Vec::new())
    }

    /// [`Disjoint::new`] in the buffers `taken` and `top` (a kept
    /// [`super::steps::Scratch`]'s, given back by [`Disjoint::recycle`]).
    pub(super) fn new_in(g: &DownMasks, taken: &mut Vec<u64>, top: &mut Vec<u8>) -> Disjoint {
        let n = g.padded_len();
        let mut top = std::mem::take(top);
        if top.len() == n {
            top.fill(0);
        } else {
            // Fresh zeroed memory (no pass writing zeros; pages only faulted in when used).
            top = vec![0; n];
        }
        Disjoint {
            taken: Disjoint::clear_taken(g, taken),
            top,
            switch: None,
            count: 0,
        }
    }

    /// The bitmap of taken squares in the buffer `taken`, cleared for `g`'s padded grid.
    fn clear_taken(g: &DownMasks, taken: &mut Vec<u64>) -> Vec<u64> {
        let mut taken = std::mem::take(taken);
        taken.clear();
        taken.resize(g.padded_len() / 64 + 1, 0);
        taken
    }

    /// A choice that switches each rail in `mask` (the masks of the cover the rails were found
    /// in) as it is taken, rather than marking it to be read back in scan order: the rails
    /// taken are square-disjoint, so the order of their switches does not matter. For a
    /// shatter made on the masks alone. The bitmap is made in the buffer `taken`; the masks
    /// come back from [`Disjoint::recycle_mask`].
    pub(super) fn switching(g: &DownMasks, taken: &mut Vec<u64>, mask: Vec<u8>) -> Disjoint {
        Disjoint {
            taken: Disjoint::clear_taken(g, taken),
            top: Vec::new(),
            switch: Some(mask),
            count: 0,
        }
    }

    /// The rails taken.
    pub(super) fn count(&self) -> usize {
        self.count
    }

    /// [`Disjoint::recycle`] of a [`Disjoint::switching`] choice: the bitmap given back to
    /// `taken`, and the switched masks.
    pub(super) fn recycle_mask(self, taken: &mut Vec<u64>) -> Vec<u8> {
        *taken = self.taken;
        self.switch.expect("a switching choice")
    }

    /// Give the buffers back to `taken` and `top`.
    pub(super) fn recycle(self, taken: &mut Vec<u64>, top: &mut Vec<u8>) {
        *taken = self.taken;
        *top = self.top;
    }

    /// Steps [`Disjoint::new`] takes (a word of the bitmap, 64 squares).
    pub(super) fn setup_cost(g: &DownMasks) -> usize {
        g.padded_len() / 64 + 1
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
                match &mut self.switch {
                    Some(mask) => g.switch(mask, sq[0], (w >> 2 & 3) as usize, (w & 3) as usize),
                    None => self.top[(w >> 4) as usize] = (w & 15) as u8 + 1,
                }
                self.count += 1;
            }
        }
    }

    /// The rails taken, as words in scan order (once every group is visited).
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

/// Bits of a shatter's group ([`GroupDraws`], the top bits of a rail's key), and the number
/// of groups. 64, 128, 512 and 1024 groups were measured, on obfuscations of a 1000 × 1000
/// tour: none was faster (fewer groups drop fewer rails before their keys are drawn; more
/// spread the rails' writes over more places).
const GROUP_BITS: u32 = 8;
const GROUPS: usize = 1 << GROUP_BITS;

/// A shatter's rails by group ([`GroupDraws`]), each group in scan order, as they are found
/// ([`KeyBuckets::push`]); then visited a group at a time ([`KeyBuckets::visit_group`]). The
/// sizes of the groups are not known in advance: each has room for its expected size and some
/// standard deviations more, and what does not fit goes to a spill list (merged when its group
/// is visited), so the result is the same either way.
#[derive(Default)]
pub(super) struct KeyBuckets {
    /// [`GROUPS`] regions of `cap` rail words, one per group.
    words: Vec<u32>,
    fill: Vec<u32>,
    cap: usize,
    /// What did not fit: `group << 32 | word`, sorted by [`KeyBuckets::seal`].
    spill: Vec<u64>,
    /// Where the next group's part of the spill list starts.
    spilled: usize,
    /// A group's keys of rails still free, the same sorted, and the counts of the radix pass.
    free: Vec<u64>,
    sorted: Vec<u64>,
    count: Vec<u32>,
}

impl KeyBuckets {
    /// The number of groups, visited from 0.
    pub(super) const GROUPS: usize = GROUPS;

    /// Empty, with room for about `expect` rails.
    pub(super) fn reset(&mut self, expect: usize) {
        let mean = expect / GROUPS;
        // Binomial counts: the standard deviation is below √mean; eight of them is never
        // exceeded in practice (and would only spill).
        self.cap = mean + 8 * ((mean as f64).sqrt() as usize) + 16;
        if self.words.len() < GROUPS * self.cap {
            // Fresh zeroed memory, never written here: only the pages the words reach are
            // touched (the room past the expected size costs nothing).
            self.words = vec![0; GROUPS * self.cap];
        }
        self.fill.clear();
        self.fill.resize(GROUPS, 0);
        self.spill.clear();
        self.spilled = 0;
    }

    /// Add the rail with word `w` to group `b` (after the rails added before).
    #[inline(always)]
    pub(super) fn push(&mut self, b: usize, w: u32) {
        let f = self.fill[b] as usize;
        if f < self.cap {
            self.words[b * self.cap + f] = w;
            self.fill[b] += 1;
        } else {
            self.spill.push((b as u64) << 32 | w as u64);
        }
    }

    /// Bytes held.
    pub(super) fn bytes(&self) -> usize {
        4 * self.words.capacity()
            + 8 * (self.spill.capacity() + self.free.capacity() + self.sorted.capacity())
            + 4 * (self.fill.capacity() + self.count.capacity())
    }

    /// Rails added.
    pub(super) fn len(&self) -> usize {
        self.fill.iter().map(|&f| f as usize).sum::<usize>() + self.spill.len()
    }

    /// Rails in group `b` (its visit's cost, for plans in slices).
    pub(super) fn group_len(&self, b: usize) -> usize {
        self.fill[b] as usize
    }

    /// Every rail added: get ready to visit the groups, in order from 0.
    pub(super) fn seal(&mut self) {
        // Pushed in scan order, so within a group the spilled words are sorted already.
        self.spill.sort_unstable();
        self.spilled = 0;
    }

    /// The shatter's visit ([`Disjoint::visit`]) of group `b` (the groups before it visited,
    /// [`KeyBuckets::seal`] called): its rails with a square already taken are dropped (that
    /// pass reads the bitmap in scan order), each one left gets its key from `key_of` (called
    /// in scan order: a key in the group's top bits, [`group_key`]) and they are visited in
    /// key order, sorted by radix on the bits below the group's, then by insertion.
    pub(super) fn visit_group(
        &mut self,
        b: usize,
        d: &mut Disjoint,
        g: &DownMasks,
        bits: u32,
        mut key_of: impl FnMut(u32) -> u64,
    ) {
        let region = &self.words[b * self.cap..b * self.cap + self.fill[b] as usize];
        let s0 = self.spilled;
        self.spilled += self.spill[s0..].partition_point(|&k| (k >> 32) as usize == b);
        let extra = &self.spill[s0..self.spilled];
        // The words of rails still free, kept without a branch.
        self.free.clear();
        self.free.resize(region.len() + extra.len() + 1, 0);
        let mut m = 0;
        for w in region
            .iter()
            .copied()
            .chain(extra.iter().map(|&k| k as u32))
        {
            self.free[m] = w as u64;
            m += d.is_free(g, w) as usize;
        }
        let part = &mut self.free[..m];
        for k in part.iter_mut() {
            *k = key_of(*k as u32);
        }
        // By the next bits, about one key a value, then by insertion.
        let sb = (usize::BITS - m.leading_zeros()).min(SUB_BITS);
        let shift = 64 - GROUP_BITS - sb;
        let sub = |k: u64| (k >> shift) as usize & ((1 << sb) - 1);
        let count = &mut self.count;
        count.clear();
        count.resize((1 << sb) + 1, 0);
        for &k in part.iter() {
            count[sub(k) + 1] += 1;
        }
        for i in 0..1 << sb {
            count[i + 1] += count[i];
        }
        let sorted = &mut self.sorted;
        sorted.clear();
        sorted.resize(m, 0);
        for &k in part.iter() {
            let x = sub(k);
            sorted[count[x] as usize] = k;
            count[x] += 1;
        }
        insertion_sort(sorted);
        d.visit(g, sorted, bits);
    }

    /// [`KeyBuckets::visit_group`] with the keys drawn from `rng` ([`group_key`]).
    pub(super) fn visit_group_drawn(
        &mut self,
        b: usize,
        d: &mut Disjoint,
        g: &DownMasks,
        bits: u32,
        rng: &mut Stream,
    ) {
        self.visit_group(b, d, g, bits, |w| group_key(b, rng.next_u64(), w, bits));
    }

    /// [`KeyBuckets::seal`], then every group visited in order with keys drawn from `rng`.
    pub(super) fn visit_all(
        &mut self,
        d: &mut Disjoint,
        g: &DownMasks,
        bits: u32,
        rng: &mut Stream,
    ) {
        self.seal();
        for b in 0..GROUPS {
            self.visit_group_drawn(b, d, g, bits, rng);
        }
    }
}

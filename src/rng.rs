//! Seeded randomness: one generator, ChaCha8 from the `rand` family, so a seed replays the same
//! walk, tourney or statistics run natively and in wasm, today and after upgrades.
//!
//! **The generator.** [`Stream`] wraps `rand::rngs::ChaCha8Rng` (rand 0.10, feature `chacha`,
//! which re-exports the `chacha20` crate's ChaCha8Rng), seeded with rand_core's
//! `SeedableRng::seed_from_u64`. Why this one:
//! - rand lists ChaCha8Rng among its *named portable generators*: deterministic on every platform
//!   (no pointer-size or endianness dependence, so wasm32 and x86_64 agree), and a change of its
//!   output is a value-breaking change that needs a new minor version and a changelog entry
//!   (the rand book's "Portability" chapter). rand's `StdRng`/`SmallRng` are explicitly *not*
//!   portable (their algorithm may change in any release), so they are not used.
//! - ChaCha is seekable: [`Stream::rewind`] jumps to any earlier position
//!   (`set_word_pos`), and 2⁶⁴ independent streams per seed ([`Stream::numbered`],
//!   `set_stream`) give each sub-task (attempt k of a statistics run) its own stream without
//!   drawing from a parent, so results never depend on how work was sliced.
//! - Eight rounds are the fastest ChaCha and far more than these experiments need; it is pure
//!   Rust (no SIMD requirement), so it builds for wasm32-unknown-unknown as is.
//! - rand 0.10 and chacha20 were already in Cargo.lock (proptest's), so this adds no second rand.
//!
//! **The mapping to indices is ours, on purpose.** A draw is always exactly one `next_u64` (two
//! 32-bit words), mapped to `0..n` by multiply-high (Lemire, without the rejection step; the bias
//! is below n/2⁶⁴, far beyond anything measurable here). rand's `random_range` would consume a
//! variable number of words (Canon's method) and the rand book allows its values to change
//! between minor versions; with a fixed width the k-th draw sits at word 2k, which is what makes
//! an exact rewind cheap (the random tiebreak rule undoes by seeking, see
//! [`crate::rules::random`]), and the stream below is all a pinned result depends on.
//! `tests/rng.rs` pins the first values of a stream and some seeded walks and covers, so a
//! change of stream fails loudly.
//!
//! Fresh seeds (the pages' "new seed") come from the operating system through `getrandom`
//! ([`fresh_seed`]; in the browser its `wasm_js` backend, `crypto.getRandomValues`).

use rand::rngs::ChaCha8Rng;
use rand::{Rng, SeedableRng};

/// 32-bit words a draw consumes (one `next_u64`).
const WORDS_PER_DRAW: u128 = 2;

/// A seeded stream of random numbers (ChaCha8; see the module docs). Cloning copies the position.
#[derive(Debug)]
pub struct Stream {
    rng: ChaCha8Rng,
    draws: u64,
}

impl Clone for Stream {
    /// chacha20's generator is deliberately not `Clone` (a copied cipher state is a hazard in
    /// cryptography, not here): copy it through its serialised state (seed, stream, position).
    fn clone(&self) -> Stream {
        Stream {
            rng: ChaCha8Rng::deserialize_state(&self.rng.serialize_state()),
            draws: self.draws,
        }
    }
}

impl Stream {
    /// Stream 0 of `seed`.
    pub fn new(seed: u64) -> Stream {
        Stream {
            rng: ChaCha8Rng::seed_from_u64(seed),
            draws: 0,
        }
    }

    /// Stream `number` of `seed`: independent of every other number for the same seed (ChaCha's
    /// 64-bit stream id), for sub-task `number` of a seeded job.
    pub fn numbered(seed: u64, number: u64) -> Stream {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        rng.set_stream(number);
        Stream { rng, draws: 0 }
    }

    /// The next 64-bit value.
    #[inline]
    pub fn next_u64(&mut self) -> u64 {
        self.draws += 1;
        self.rng.next_u64()
    }

    /// A uniform index below `n` (n ≥ 1): one draw, by multiply-high.
    #[inline]
    pub fn below(&mut self, n: usize) -> usize {
        mul_high(self.next_u64(), n as u64) as usize
    }

    /// A seed for a sub-task (the next value).
    #[inline]
    pub fn fork(&mut self) -> u64 {
        self.next_u64()
    }

    /// Draws made so far (each `next_u64`, `below` or `fork` is one).
    pub fn draws(&self) -> u64 {
        self.draws
    }

    /// Go back (or forward) to just after `draws` draws: the next value is then the one the
    /// fresh stream gives as its draw number `draws` (0-based). Costs one refill of ChaCha's
    /// 256-byte buffer, whatever the distance.
    pub fn rewind(&mut self, draws: u64) {
        self.rng.set_word_pos(draws as u128 * WORDS_PER_DRAW);
        self.draws = draws;
    }

    /// Shuffle `items` uniformly (Fisher–Yates, from the back; one draw per item after the first).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            items.swap(i, self.below(i + 1));
        }
    }
}

/// The high 64 bits of `x · n`, `⌊x·n / 2⁶⁴⌋`. For `n < 2³²` (every index a walk or a shuffle
/// draws) by two 64-bit multiplies: with `x = h·2³² + l`, `⌊x·n / 2⁶⁴⌋ = ⌊(h·n + ⌊l·n / 2³²⌋) / 2³²⌋`
/// (nested floors of a division by powers of two), and neither sum overflows. wasm32 has no
/// 64 × 64 → 128 multiply, and the `u128` product there is a call to a 128-bit multiply
/// routine; the value is the same either way (`tests/rng.rs` checks it against `u128`).
#[inline]
pub fn mul_high(x: u64, n: u64) -> u64 {
    if n >> 32 == 0 {
        ((x >> 32) * n + (((x & 0xFFFF_FFFF) * n) >> 32)) >> 32
    } else {
        ((x as u128 * n as u128) >> 64) as u64
    }
}

/// The first value of stream `number` of `seed`: a seed for sub-task `number`, independent of
/// the others and of stream 0 of `seed` itself.
pub fn derive(seed: u64, number: u64) -> u64 {
    Stream::numbered(seed, number).next_u64()
}

/// A fresh seed from the operating system's entropy (in the browser, `crypto.getRandomValues`).
pub fn fresh_seed() -> Result<u64, getrandom::Error> {
    getrandom::u64()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn below_is_roughly_uniform_and_in_range() {
        let mut r = Stream::new(7);
        let mut counts = [0usize; 3];
        for _ in 0..30_000 {
            counts[r.below(3)] += 1;
        }
        for c in counts {
            assert!((9_000..11_000).contains(&c), "{counts:?}");
        }
    }

    #[test]
    fn a_draw_is_two_words_so_rewind_lands_on_the_draw() {
        let mut r = Stream::new(3);
        let first: Vec<u64> = (0..100).map(|_| r.next_u64()).collect();
        assert_eq!(r.rng.get_word_pos(), 200);
        for back in [0u64, 1, 31, 32, 33, 64, 99] {
            r.rewind(back);
            assert_eq!(r.draws(), back);
            let again: Vec<u64> = (back..100).map(|_| r.next_u64()).collect();
            assert_eq!(again, first[back as usize..], "rewind to {back}");
        }
    }

    #[test]
    fn a_clone_goes_on_from_the_same_place() {
        let mut a = Stream::new(11);
        for _ in 0..45 {
            a.next_u64();
        }
        let mut b = a.clone();
        assert_eq!(b.draws(), 45);
        for _ in 0..100 {
            assert_eq!(a.next_u64(), b.next_u64());
        }
    }

    #[test]
    fn numbered_streams_differ_from_each_other_and_from_stream_0() {
        let a = Stream::new(5).next_u64();
        let b = derive(5, 1);
        let c = derive(5, 2);
        assert!(a != b && b != c && a != c);
        assert_eq!(derive(5, 0), a);
        assert_eq!(derive(5, 9), derive(5, 9));
        assert_ne!(derive(5, 9), derive(6, 9));
    }

    #[test]
    fn shuffle_is_a_permutation() {
        let mut v: Vec<u32> = (0..1000).collect();
        Stream::new(1).shuffle(&mut v);
        assert_ne!(v, (0..1000).collect::<Vec<_>>());
        v.sort_unstable();
        assert_eq!(v, (0..1000).collect::<Vec<_>>());
    }

    #[test]
    fn fresh_seeds_differ() {
        assert_ne!(fresh_seed().unwrap(), fresh_seed().unwrap());
    }
}

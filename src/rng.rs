//! Seeded, platform-independent randomness: SplitMix64, so a seed replays the same walk natively
//! and in wasm.
//!
//! [`draw`] is counter-based: the value for a given (seed, counter) never depends on what was
//! drawn before, which makes undoing a random choice free. [`SplitMix64`] is the same mixer as a
//! plain stream for generators that do not undo.

/// The SplitMix64 finaliser (Steele, Lea & Flood 2014).
#[inline]
pub fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

const GAMMA: u64 = 0x9E37_79B9_7F4A_7C15;

/// The `counter`-th value of the stream for `seed`.
#[inline]
pub fn draw(seed: u64, counter: u64) -> u64 {
    mix(seed.wrapping_add(GAMMA.wrapping_mul(counter.wrapping_add(1))))
}

/// A uniform index below `n` (n ≥ 1) from a 64-bit value, by multiply-high.
#[inline]
pub fn below(value: u64, n: usize) -> usize {
    ((value as u128 * n as u128) >> 64) as usize
}

/// A SplitMix64 stream.
#[derive(Clone, Debug)]
pub struct SplitMix64 {
    seed: u64,
    counter: u64,
}

impl SplitMix64 {
    pub fn new(seed: u64) -> SplitMix64 {
        SplitMix64 { seed, counter: 0 }
    }

    pub fn next_u64(&mut self) -> u64 {
        let v = draw(self.seed, self.counter);
        self.counter += 1;
        v
    }

    /// A uniform index below `n` (n ≥ 1).
    pub fn below(&mut self, n: usize) -> usize {
        below(self.next_u64(), n)
    }

    /// An independent seed for a sub-task.
    pub fn fork(&mut self) -> u64 {
        self.next_u64()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn below_is_roughly_uniform_and_in_range() {
        let mut r = SplitMix64::new(7);
        let mut counts = [0usize; 3];
        for _ in 0..30_000 {
            counts[r.below(3)] += 1;
        }
        for c in counts {
            assert!((9_000..11_000).contains(&c), "{counts:?}");
        }
    }

    #[test]
    fn stream_is_plain_splitmix64() {
        // The reference SplitMix64: state += gamma, then the finaliser.
        let mut state = 42u64;
        let mut r = SplitMix64::new(42);
        for _ in 0..5 {
            state = state.wrapping_add(GAMMA);
            assert_eq!(r.next_u64(), mix(state));
        }
    }

    #[test]
    fn draw_depends_on_seed_and_counter() {
        assert_ne!(draw(1, 0), draw(2, 0));
        assert_ne!(draw(1, 0), draw(1, 1));
        assert_eq!(draw(5, 9), draw(5, 9));
    }
}

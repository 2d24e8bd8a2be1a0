//! A tiny seeded PRNG (SplitMix64) for the cover algorithms: the same `u64` seed gives the same
//! numbers natively and in wasm, with no `rand` or `getrandom`. Private until a shared
//! `rng` module lands.

/// SplitMix64 (Steele, Lea & Flood 2014): one 64-bit add and a mixing function per draw.
#[derive(Clone, Debug)]
pub(crate) struct SplitMix64(u64);

impl SplitMix64 {
    pub(crate) fn new(seed: u64) -> SplitMix64 {
        SplitMix64(seed)
    }

    #[inline]
    pub(crate) fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in `0..n` (n > 0), by Lemire's multiply-shift (bias below 2^-32 for our n).
    #[inline]
    pub(crate) fn below(&mut self, n: usize) -> usize {
        ((self.next_u64() as u128 * n as u128) >> 64) as usize
    }

    /// An independent seed for a sub-task.
    pub(crate) fn fork(&mut self) -> u64 {
        self.next_u64()
    }
}

//! Seeded results pinned by `tests/rng.rs` (natively) and `tests/web.rs` (in wasm): a change of
//! the random stream (src/rng.rs) must fail loudly here, never pass unnoticed.

/// The first values of `Stream::new(42)`. The first is also what rand_chacha 0.3's
/// `ChaCha8Rng::seed_from_u64(42).next_u64()` gave (rand_core 0.6; quoted in other crates' docs):
/// the stream has not changed across rand 0.8 → 0.10 and rand_chacha → chacha20.
pub const STREAM_42: [u64; 3] = [
    12578764544318200737,
    17529487244874322312,
    7886285670807131020,
];
/// The random rule's walk on 8×8 from (1,1) with seed 1: its squares (0-based row-major).
pub const RANDOM_8X8_SEED: u64 = 1;
pub const RANDOM_8X8_FIRST_20: [usize; 20] = [
    0, 10, 4, 14, 31, 46, 63, 53, 59, 49, 32, 17, 2, 8, 25, 40, 57, 42, 48, 58,
];
/// It is a full tour.
pub const RANDOM_8X8_LEN: usize = 64;
/// [`fnv1a`] of the whole path.
pub const RANDOM_8X8_FNV: u64 = 0x7af4_fc0d_7b62_0125;

/// FNV-1a over the squares of a path, each as 4 little-endian bytes.
pub fn fnv1a(squares: impl IntoIterator<Item = usize>) -> u64 {
    let mut h = 0xcbf2_9ce4_8422_2325u64;
    for s in squares {
        for b in (s as u32).to_le_bytes() {
            h ^= b as u64;
            h = h.wrapping_mul(0x0100_0000_01b3);
        }
    }
    h
}

/// The random walk above, natively or in wasm: (its squares, in order).
pub fn random_8x8_walk() -> Vec<usize> {
    use warnsdorff::board::{Board, Square};
    use warnsdorff::rules::RuleSpec;
    use warnsdorff::walk::Walk;
    let board = Board::new(8, 8).unwrap();
    let mut w = Walk::new(board, Square::new(1, 1), RuleSpec::Random, RANDOM_8X8_SEED).unwrap();
    w.run(usize::MAX);
    w.path().map(|s| board.index(s).unwrap()).collect()
}

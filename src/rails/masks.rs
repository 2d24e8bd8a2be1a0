//! Finding rails (001 §4, Algorithm 1): the scans over 4-bit downward-move masks that every
//! rail operation (find, join, shatter) shares.

use super::Rail;
use crate::cover::CycleCover;
use crate::moves::Move;
use crate::rng::Stream;

/// Set on the squares of a rail already taken by a shatter.
const USED: u8 = 0b1_0000;
/// The rail scans' view of a cover: per square, the set of its downward moves as a 4-bit mask
/// (bit `k`: internal move `2 + k`, i.e. (1,2), (2,1), (2,−1), (1,−2)),
/// on a grid padded by two empty columns each side and five empty rows below, so the scans
/// test "on the board" and "in the cover" with byte loads and no division, eight squares at
/// a time in the bytes of a `u64`. The masks are kept up to date by the scans' own switches
/// ([`DownMasks::switch`]).
pub(super) struct DownMasks {
    rows: usize,
    cols: usize,
    /// Padded row width, `cols + 4`.
    w: usize,
    /// Downward move offsets on the padded grid and in row-major indices.
    off: [usize; 4],
    uoff: [usize; 4],
}

impl DownMasks {
    /// The geometry and the masks of `cover`.
    pub(super) fn new(cover: &CycleCover) -> (DownMasks, Vec<u8>) {
        DownMasks::build(cover, cover.board().cols() >= 4)
    }

    /// [`DownMasks::new`], by index differences (`fast`, needs 4 columns or more) or by rows
    /// and columns.
    fn build(cover: &CycleCover, fast: bool) -> (DownMasks, Vec<u8>) {
        let (g, mut mask) = DownMasks::empty(cover);
        g.fill_rows(cover, &mut mask, 0, g.rows, fast);
        (g, mask)
    }

    /// The geometry of `cover` and masks with no moves yet; [`DownMasks::fill`] fills them a
    /// few rows at a time (for plans made in slices).
    pub(super) fn empty(cover: &CycleCover) -> (DownMasks, Vec<u8>) {
        let board = cover.board();
        let (rows, cols) = (board.rows() as usize, board.cols() as usize);
        let w = cols + 4;
        let moves = DownMasks::moves();
        let off = moves.map(|(dr, dc)| (dr as isize * w as isize + dc as isize) as usize);
        let uoff = moves.map(|(dr, dc)| (dr as isize * cols as isize + dc as isize) as usize);
        let g = DownMasks {
            rows,
            cols,
            w,
            off,
            uoff,
        };
        (g, vec![0u8; (rows + 5) * w])
    }

    fn moves() -> [(i32, i32); 4] {
        [2u8, 3, 4, 5].map(|i| Move::new(i).expect("a move").delta())
    }

    pub(super) fn rows(&self) -> usize {
        self.rows
    }

    pub(super) fn cols(&self) -> usize {
        self.cols
    }

    /// Fill the masks of rows `r0..r1` from `cover`, as [`DownMasks::new`] does.
    pub(super) fn fill(&self, cover: &CycleCover, mask: &mut [u8], r0: usize, r1: usize) {
        self.fill_rows(cover, mask, r0, r1, self.cols >= 4);
    }

    fn fill_rows(&self, cover: &CycleCover, mask: &mut [u8], r0: usize, r1: usize, fast: bool) {
        let (cols, w, uoff) = (self.cols, self.w, self.uoff);
        let nbr = cover.neighbour_table();
        if fast {
            // The four downward moves have four distinct index differences: one table look-up
            // per neighbour (differences of upward moves wrap to huge values and read the 0 at
            // the end of the table).
            let mut bit = vec![0u8; 2 * cols + 3];
            for (k, &d) in uoff.iter().enumerate() {
                bit[d] = 1 << k;
            }
            let last = bit.len() - 1;
            for r in r0..r1 {
                let row = &nbr[r * cols..(r + 1) * cols];
                let out = &mut mask[r * w + 2..r * w + 2 + cols];
                for (c, (&[a, b], m)) in row.iter().zip(out).enumerate() {
                    let u = (r * cols + c) as u32;
                    let da = (a.wrapping_sub(u) as usize).min(last);
                    let db = (b.wrapping_sub(u) as usize).min(last);
                    *m = bit[da] | bit[db];
                }
            }
        } else {
            // Narrow boards, where differences are ambiguous (3 columns: (1,2) and (2,−1)).
            let moves = DownMasks::moves();
            for u in r0 * cols..r1 * cols {
                let (r, c) = (u / cols, u % cols);
                for v in cover.neighbours(u) {
                    let (dr, dc) = ((v / cols) as i32 - r as i32, (v % cols) as i32 - c as i32);
                    if let Some(k) = moves.iter().position(|&d| d == (dr, dc)) {
                        mask[r * w + c + 2] |= 1 << k;
                    }
                }
            }
        }
    }

    /// The rail with top square `u` (row-major), primary `p` and cross `j` (mask bits).
    pub(super) fn rail(u: usize, p: usize, j: usize) -> Rail {
        Rail {
            top: u as u32,
            primary: Move::new(2 + p as u8).expect("a move"),
            cross: Move::new(2 + j as u8).expect("a move"),
        }
    }

    /// Its four row-major squares `[v0, v1, v2, v3]`.
    #[inline]
    pub(super) fn squares(&self, u: usize, p: usize, j: usize) -> [usize; 4] {
        let v = u + self.uoff[p];
        [u, v, u + self.uoff[j], v + self.uoff[j]]
    }

    /// The rails with top squares at padded `i .. i + 8`, from the masks now, computed for the
    /// eight squares at once in the bytes of two words: in byte `k`, bit `4p + j` of `lo`
    /// (`p` < 2) or bit `4(p − 2) + j` of `hi` (`p` ≥ 2) stands for the rail at `i + k` with
    /// primary `p` and cross `j`. A rail needs `p` at `u` and at `u+j`, and `j` neither at `u`
    /// nor at `v = u+p`; rails through a square marked [`USED`] at `u`, `u+j` or `v` are left
    /// out (such squares have no moves in their mask), the fourth square `v+j` is left to
    /// [`DownMasks::present`]. No branch.
    #[inline(always)]
    fn block(&self, mask: &[u8], i: usize) -> (u64, u64) {
        let m0 = load8(mask, i);
        let at = self.off.map(|o| load8(mask, i + o));
        // Per byte: the downward moves absent at u+k, none if it is used.
        let absent = at.map(|x| {
            let n = !x;
            n & (((n >> 4) & ONES) * 0x0F)
        });
        let n0 = !m0;
        let (mut lo, mut hi) = (0u64, 0u64);
        // Unrolled by hand: twelve (primary, cross) pairs.
        macro_rules! pair {
            ($p:literal, $j:literal) => {
                let r = (m0 >> $p) & (n0 >> $j) & (at[$j] >> $p) & (absent[$p] >> $j) & ONES;
                if $p < 2 {
                    lo |= r << (4 * $p + $j);
                } else {
                    hi |= r << (4 * $p + $j - 8);
                }
            };
        }
        pair!(0, 1);
        pair!(0, 2);
        pair!(0, 3);
        pair!(1, 0);
        pair!(1, 2);
        pair!(1, 3);
        pair!(2, 0);
        pair!(2, 1);
        pair!(2, 3);
        pair!(3, 0);
        pair!(3, 1);
        pair!(3, 2);
        (lo, hi)
    }

    /// Whether the rail at padded `pu` with primary `p` and cross `j` is present now and none
    /// of its squares is [`USED`].
    #[inline(always)]
    pub(super) fn present(&self, mask: &[u8], pu: usize, p: usize, j: usize) -> bool {
        let (bp, bj) = (1u8 << p, 1u8 << j);
        let (pv, pw) = (pu + self.off[p], pu + self.off[j]);
        mask[pu] & (bp | bj | USED) == bp
            && mask[pw] & (bp | USED) == bp
            && mask[pv] & (bj | USED) == 0
            && mask[pv + self.off[j]] & USED == 0
    }

    /// Visit the row-major squares `lo..hi` in order, offering their rails present at the
    /// time, as far as `pick()` lets through (two words per eight squares, as
    /// [`DownMasks::block`]), to `f(mask, u, pu, p, j)` (`pu`: `u` on the padded grid), which
    /// returns true if it took or switched the rail; `stop()` is then asked whether to end the
    /// scan, which returns true. Rails that a switch creates among the eight squares being
    /// looked at are not offered.
    #[inline(always)]
    fn scan(
        &self,
        mask: &mut [u8],
        lo: usize,
        hi: usize,
        pick: &mut impl FnMut() -> (u64, u64),
        stop: &impl Fn() -> bool,
        f: &mut impl FnMut(&mut [u8], usize, usize, usize, usize) -> bool,
    ) -> bool {
        let mut u = lo;
        while u < hi {
            let (r, c0) = (u / self.cols, u % self.cols);
            let c1 = (c0 + hi - u).min(self.cols);
            let base = r * self.w + 2;
            let mut c = c0;
            while c < c1 {
                let i = base + c;
                let (mut blo, mut bhi) = self.block(mask, i);
                if c1 - c < 8 {
                    let keep = (1u64 << (8 * (c1 - c))) - 1;
                    blo &= keep;
                    bhi &= keep;
                }
                let (klo, khi) = pick();
                blo &= klo;
                bhi &= khi;
                let mut nz = blo | bhi;
                while nz != 0 {
                    let sh = nz.trailing_zeros() & !7;
                    nz &= !(0xFF << sh);
                    let mut word = ((blo >> sh) & 0xFF) | ((bhi >> sh) & 0xFF) << 8;
                    let k = sh as usize / 8;
                    while word != 0 {
                        let b = word.trailing_zeros() as usize;
                        word &= word - 1;
                        let (p, j) = (b / 4, b % 4);
                        if self.present(mask, i + k, p, j)
                            && f(mask, r * self.cols + c + k, i + k, p, j)
                            && stop()
                        {
                            return true;
                        }
                    }
                }
                c += 8;
            }
            u = r * self.cols + c1;
        }
        false
    }

    /// Append the rails present now with top squares in rows `r0..r1`, in scan order, each as
    /// one word (see [`DownMasks::unpack`]): [`DownMasks::random_order`]'s list, a few rows at a
    /// time.
    pub(super) fn collect(&self, mask: &mut [u8], r0: usize, r1: usize, rails: &mut Vec<u32>) {
        let mut all = || (!0, !0);
        let (lo, hi) = (r0 * self.cols, r1 * self.cols);
        self.scan(mask, lo, hi, &mut all, &|| false, &mut |_, _, pu, p, j| {
            rails.push((pu as u32) << 4 | (p as u32) << 2 | j as u32);
            false
        });
    }

    /// A rail word of [`DownMasks::collect`] as `(u, pu, p, j)`.
    #[inline]
    pub(super) fn unpack(&self, r: u32) -> (usize, usize, usize, usize) {
        let (pu, p, j) = ((r >> 4) as usize, (r >> 2 & 3) as usize, (r & 3) as usize);
        ((pu / self.w) * self.cols + pu % self.w - 2, pu, p, j)
    }

    /// Offer every rail present now to `f(mask, u, pu, p, j)` in a uniformly random order
    /// (a Fisher–Yates shuffle seeded by `seed`), each re-checked against `mask` as it stands
    /// when its turn comes, as Parberry's generator does (its `FindRails` permutes the rail list
    /// before shatter and join use it). `f` returns true if it took or switched the rail; `stop()`
    /// is then asked whether to end. A cheaper order (scanning the board from a random square)
    /// was tried and dropped: it biased the move distribution of obfuscated tours by up to 10 %
    /// between moves, since a greedy choice in scan order favours some rail directions.
    pub(super) fn random_order(
        &self,
        mask: &mut [u8],
        seed: u64,
        stop: impl Fn() -> bool,
        mut f: impl FnMut(&mut [u8], usize, usize, usize, usize) -> bool,
    ) {
        let n = self.rows * self.cols;
        if n == 0 {
            return;
        }
        // One word a rail: padded top square, primary and cross move (4 bits), so the shuffle
        // moves a quarter of the memory a tuple would.
        let mut rails: Vec<u32> = Vec::with_capacity(n);
        self.collect(mask, 0, self.rows, &mut rails);
        Stream::new(seed).shuffle(&mut rails);
        for r in rails {
            let (u, pu, p, j) = self.unpack(r);
            if self.present(mask, pu, p, j) && f(mask, u, pu, p, j) && stop() {
                return;
            }
        }
    }

    /// Record in `mask` the switch of the rail at padded `pu` with primary `p`, cross `j`:
    /// `v0` trades its primary for its cross move, `v2` loses its primary move, `v1` gains
    /// its cross move (the other moves involved are upward).
    #[inline]
    pub(super) fn switch(&self, mask: &mut [u8], pu: usize, p: usize, j: usize) {
        let (bp, bj) = (1u8 << p, 1u8 << j);
        mask[pu] = mask[pu] & !bp | bj;
        mask[pu + self.off[j]] &= !bp;
        mask[pu + self.off[p]] |= bj;
    }

    /// Mark the four squares of the rail at padded `pu` as taken.
    #[inline]
    pub(super) fn take(&self, mask: &mut [u8], pu: usize, p: usize, j: usize) {
        let (pv, pw) = (pu + self.off[p], pu + self.off[j]);
        for i in [pu, pv, pw, pv + self.off[j]] {
            mask[i] = USED;
        }
    }
}

const ONES: u64 = 0x0101_0101_0101_0101;

/// Eight mask bytes from `i` as a little-endian word (byte `k` = square `i + k`).
#[inline(always)]
fn load8(mask: &[u8], i: usize) -> u64 {
    u64::from_le_bytes(mask[i..i + 8].try_into().expect("eight bytes"))
}

/// Call `f` on every rail of `cover` in row-major order of its top square (Algorithm 1):
/// for each square `u`, each downward move `u→v` of the cover, and each other downward move `j`,
/// the rail exists if `u+j → v+j` is in the cover and `u→u+j`, `v→v+j` are not. O(squares).
pub fn for_each_rail(cover: &CycleCover, mut f: impl FnMut(Rail)) {
    let (g, mut mask) = DownMasks::new(cover);
    let mut all = || (!0, !0);
    g.scan(
        &mut mask,
        0,
        g.rows * g.cols,
        &mut all,
        &|| false,
        &mut |_, u, _, p, j| {
            f(DownMasks::rail(u, p, j));
            false
        },
    );
}

/// Every rail of `cover`, sorted by top square (Algorithm 1, 001 Theorem 2). O(squares).
pub fn find_rails(cover: &CycleCover) -> Vec<Rail> {
    let mut rails = Vec::with_capacity(cover.board().squares() / 2);
    for_each_rail(cover, |r| rails.push(r));
    rails
}

#[cfg(test)]
mod tests {
    use super::DownMasks;
    use crate::tourneys::{generate, Generator};

    /// The narrow-board way of building the masks agrees with the fast one.
    #[test]
    fn masks_both_ways_agree() {
        for gen in Generator::ALL {
            for n in [6u32, 8, 10, 12] {
                if gen.supports(n).is_err() {
                    continue;
                }
                let mut cover = generate(gen, n, 1).unwrap();
                crate::rails::shatter(&mut cover, 2);
                assert_eq!(
                    DownMasks::build(&cover, true).1,
                    DownMasks::build(&cover, false).1,
                    "{} n={n}",
                    gen.name()
                );
            }
        }
    }
}

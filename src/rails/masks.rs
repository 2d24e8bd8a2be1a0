//! Finding rails (001 §4, Algorithm 1): the scans over 4-bit downward-move masks that every
//! rail operation (find, join, shatter) shares.

use super::Rail;
use crate::cover::CycleCover;
use crate::moves::Move;

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
    /// `pu / w` is `pu · div_m >> div_s` for every padded square (a multiply where a division
    /// by `w` took tens of cycles: [`DownMasks::unpack`] runs once a rail in a join round).
    div_m: u64,
    div_s: u32,
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
        let g = DownMasks::geometry(cover);
        let mask = vec![0u8; g.padded_len()];
        (g, mask)
    }

    /// The geometry of `cover` alone.
    pub(super) fn geometry(cover: &CycleCover) -> DownMasks {
        let board = cover.board();
        let (rows, cols) = (board.rows() as usize, board.cols() as usize);
        let w = cols + 4;
        let moves = DownMasks::moves();
        let off = moves.map(|(dr, dc)| (dr as isize * w as isize + dc as isize) as usize);
        let uoff = moves.map(|(dr, dc)| (dr as isize * cols as isize + dc as isize) as usize);
        // Granlund and Montgomery's exact division by an invariant: with l = ⌈log₂ w⌉ and
        // m = ⌈2^(28 + l) / w⌉, ⌊n · m / 2^(28 + l)⌋ = ⌊n / w⌋ for every n < 2^28 (a rail word
        // holds the padded square in 28 bits), and n · m < 2^58.
        let l = usize::BITS - (w - 1).leading_zeros();
        let div_s = 28 + l;
        let div_m = (1u64 << div_s).div_ceil(w as u64);
        DownMasks {
            rows,
            cols,
            w,
            off,
            uoff,
            div_m,
            div_s,
        }
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

    /// Padded row width, `cols + 4`.
    pub(super) fn width(&self) -> usize {
        self.w
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
    /// nor at `v = u+p`. No branch.
    #[inline(always)]
    fn block(&self, mask: &[u8], i: usize) -> (u64, u64) {
        let m0 = load8(mask, i);
        let at = self.off.map(|o| load8(mask, i + o));
        // Per byte: the downward moves absent at u+k.
        let absent = at.map(|x| !x);
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

    /// Whether the rail at padded `pu` with primary `p` and cross `j` is present now.
    #[inline(always)]
    pub(super) fn present(&self, mask: &[u8], pu: usize, p: usize, j: usize) -> bool {
        let (bp, bj) = (1u8 << p, 1u8 << j);
        let (pv, pw) = (pu + self.off[p], pu + self.off[j]);
        mask[pu] & (bp | bj) == bp && mask[pw] & bp == bp && mask[pv] & bj == 0
    }

    /// The four padded squares `[v0, v1, v2, v3]` of a rail word of [`DownMasks::collect`].
    #[inline(always)]
    pub(super) fn padded_squares(&self, r: u32) -> [usize; 4] {
        let (pu, p, j) = ((r >> 4) as usize, (r >> 2 & 3) as usize, (r & 3) as usize);
        let pv = pu + self.off[p];
        [pu, pv, pu + self.off[j], pv + self.off[j]]
    }

    /// Squares of the padded grid (the length of the masks).
    pub(super) fn padded_len(&self) -> usize {
        (self.rows + 5) * self.w
    }

    /// Append the rails present now with top squares in rows `r0..r1`, in scan order (by top
    /// square, then primary, then cross move), each as one word (see [`DownMasks::unpack`]), a
    /// few rows at a time; eight squares at a time from [`DownMasks::block`].
    pub(super) fn collect(&self, mask: &[u8], r0: usize, r1: usize, rails: &mut Vec<u32>) {
        for r in r0..r1 {
            self.collect_each(mask, r, |w| rails.push(w));
        }
    }

    /// [`DownMasks::collect`] of row `r`, each rail's word handed to `f` as it is found.
    #[inline(always)]
    pub(super) fn collect_each(&self, mask: &[u8], r: usize, mut f: impl FnMut(u32)) {
        let base = r * self.w + 2;
        let mut c = 0;
        while c < self.cols {
            let i = base + c;
            let (mut blo, mut bhi) = self.block(mask, i);
            if self.cols - c < 8 {
                let keep = (1u64 << (8 * (self.cols - c))) - 1;
                blo &= keep;
                bhi &= keep;
            }
            // Four squares at a time, each square's twelve rails in 16 bits (bit 4p + j), so a
            // rail's word is the four squares' first word plus its bit's place: one loop over
            // the rails, in place of a loop over the squares and one over each square's rails
            // (the same words in the same order; obfuscate on 1000 x 1000 0.94x the time,
            // tests/reports/bench.txt section 5).
            for half in 0..2 {
                let mut m = lanes(blo >> (32 * half)) | lanes(bhi >> (32 * half)) << 8;
                let first = ((i + 4 * half) as u32) << 4;
                while m != 0 {
                    f(first + m.trailing_zeros());
                    m &= m - 1;
                }
            }
            c += 8;
        }
    }

    /// The words of [`DownMasks::collect_each`] of row `r` (the same, in the same order) written
    /// to the front of `out` (grown if need be, never shrunk); returns how many. With fewer
    /// branches: the loop over a four squares' rails, whose count no branch predictor guesses,
    /// ends in a mispredicted jump. Here each four squares' first [`ALWAYS`] slots are written
    /// whether there is a rail for them or not (counted only when there is), and a loop runs
    /// only past them. The extraction 0.8× the time of [`DownMasks::collect_each`]'s on a
    /// shattered 1000 × 1000 tour. Its loop over the blocks is [`DownMasks::collect_each`]'s,
    /// written out again on purpose: one helper for both (handing each four squares' rails to a
    /// closure, or returning a block's two halves) made an obfuscation 1.04–1.07× slower
    /// (three alternated runs each).
    #[inline(always)]
    pub(super) fn collect_row(&self, mask: &[u8], r: usize, out: &mut Vec<u32>) -> usize {
        // A row's rails, and the slots written past the last one.
        let room = 12 * self.cols + 2 * ALWAYS;
        if out.len() < room {
            out.resize(room, 0);
        }
        let base = r * self.w + 2;
        let mut n = 0;
        let mut c = 0;
        while c < self.cols {
            let i = base + c;
            let (mut blo, mut bhi) = self.block(mask, i);
            if self.cols - c < 8 {
                let keep = (1u64 << (8 * (self.cols - c))) - 1;
                blo &= keep;
                bhi &= keep;
            }
            for half in 0..2 {
                let mut m = lanes(blo >> (32 * half)) | lanes(bhi >> (32 * half)) << 8;
                let first = ((i + 4 * half) as u32) << 4;
                for _ in 0..ALWAYS {
                    out[n] = first + m.trailing_zeros();
                    n += (m != 0) as usize;
                    m &= m.wrapping_sub(1);
                }
                while m != 0 {
                    out[n] = first + m.trailing_zeros();
                    n += 1;
                    m &= m - 1;
                }
            }
            c += 8;
        }
        n
    }

    /// Write the moves of `cover` afresh from `mask`, the masks of a cover of the same board
    /// with the same holes (as [`DownMasks::switch`] keeps them through switches made on the
    /// masks alone). A square's two neighbours are its downward moves in its own mask and its
    /// upward ones, the squares above whose masks have a move to it: listed in the order of the
    /// moves (downward first), which need not be the order switches on the cover would have
    /// left (a cover does not depend on it). A hole has no moves. O(squares), five mask loads
    /// a square and no branch on the moves.
    pub(super) fn write_cover(&self, mask: &[u8], cover: &mut CycleCover) {
        let (cols, w) = (self.cols, self.w);
        // Row-major index differences of the eight moves: the downward ones, then their reverses.
        let mut delta = [0usize; 8];
        for k in 0..4 {
            delta[k] = self.uoff[k];
            delta[k + 4] = self.uoff[k].wrapping_neg();
        }
        let nbr = cover.neighbour_table_mut();
        for r in 0..self.rows {
            for c in 0..cols {
                let (u, pu) = (r * cols + c, r * w + c + 2);
                let mut up = 0u8;
                for k in 0..4 {
                    // Squares above the board (rows 0 and 1) have no moves down to u.
                    let above = if pu >= self.off[k] {
                        mask[pu - self.off[k]]
                    } else {
                        0
                    };
                    up |= (above >> k & 1) << k;
                }
                let bits = mask[pu] as u32 | (up as u32) << 4;
                debug_assert!(matches!(bits.count_ones(), 0 | 2), "square {u}: {bits:08b}");
                let (a, b) = (
                    bits.trailing_zeros() & 7,
                    (bits & bits.wrapping_sub(1)).trailing_zeros() & 7,
                );
                nbr[u] = if bits == 0 {
                    [crate::cover::NONE; 2]
                } else {
                    [
                        u.wrapping_add(delta[a as usize]) as u32,
                        u.wrapping_add(delta[b as usize]) as u32,
                    ]
                };
            }
        }
    }

    /// A rail word of [`DownMasks::collect`] as `(u, pu, p, j)`.
    #[inline]
    pub(super) fn unpack(&self, r: u32) -> (usize, usize, usize, usize) {
        let (pu, p, j) = ((r >> 4) as usize, (r >> 2 & 3) as usize, (r & 3) as usize);
        let row = ((pu as u64 * self.div_m) >> self.div_s) as usize;
        debug_assert_eq!(row, pu / self.w);
        (row * self.cols + pu - row * self.w - 2, pu, p, j)
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
}

const ONES: u64 = 0x0101_0101_0101_0101;

/// Rail slots [`DownMasks::collect_row`] writes for every four squares, rails or not. Four
/// squares with a rail hold 3.3 on average on a shattered 1000 × 1000 tour, more than six in one
/// case in 25; finding a shatter's rails with 0, 2 and 4 slots took 1.28, 1.31 and 1.07× the
/// time it takes with 6.
const ALWAYS: usize = 6;

/// The low four bytes of `x`, each in the low byte of a 16-bit lane.
#[inline(always)]
fn lanes(x: u64) -> u64 {
    let x = x & 0xFFFF_FFFF;
    let x = (x | x << 16) & 0x0000_FFFF_0000_FFFF;
    (x | x << 8) & 0x00FF_00FF_00FF_00FF
}

/// Eight mask bytes from `i` as a little-endian word (byte `k` = square `i + k`).
#[inline(always)]
fn load8(mask: &[u8], i: usize) -> u64 {
    u64::from_le_bytes(mask[i..i + 8].try_into().expect("eight bytes"))
}

/// Call `f` on every rail of `cover` in row-major order of its top square (Algorithm 1):
/// for each square `u`, each downward move `u→v` of the cover, and each other downward move `j`,
/// the rail exists if `u+j → v+j` is in the cover and `u→u+j`, `v→v+j` are not. O(squares).
pub fn for_each_rail(cover: &CycleCover, mut f: impl FnMut(Rail)) {
    let (g, mask) = DownMasks::new(cover);
    for r in 0..g.rows {
        g.collect_each(&mask, r, |w| {
            let (u, _, p, j) = g.unpack(w);
            f(DownMasks::rail(u, p, j));
        });
    }
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

//! Rails and what is done with them (Parberry 001 §4, §5, §7): finding every rail of a cycle
//! cover (Algorithm 1), switching one, joining a tourney into fewer cycles over a spanning
//! forest of its rail graph (Algorithm 2), shattering a cover by switching a random maximal set
//! of vertex-disjoint rails (Algorithm 3), and obfuscation (16 shatters, then join).
//!
//! A **rail** is a pair of parallel moves `(v0,v1)`, `(v2,v3)` of the cover whose "cross" moves
//! `(v0,v2)`, `(v1,v3)` are knight's moves not in the cover. Its four squares form a
//! parallelogram; `v0` is the topmost square and both sides leaving it go downward, so a rail is
//! known by `v0`, its **primary move** (`v0→v1`) and its **cross move** (`v0→v2`), both among
//! Parberry's downward moves 4–7 (internal moves 2–5, see [`crate::moves`]).
//!
//! **Switching** a rail deletes its two primary moves and inserts the two cross moves. The
//! result is again a rail, with primary and cross exchanged: [`Rail::complement`]. So every
//! switch is undone by switching its complement, which is what the page's undo uses.
//!
//! For an interactive page every operation also exists as a *plan*: the list of [`Switch`]es
//! in the order they are made, each with its [`Effect`] and the number of cycles after it, to be
//! replayed one at a time with [`switch`] (and undone with [`Switch::undo`]).
//!
//! ```
//! use warnsdorff::rails::{find_rails, join};
//! use warnsdorff::tourneys::{generate, Generator};
//! let mut cover = generate(Generator::FourCover, 16, 1).unwrap(); // 64 four-cycles
//! assert_eq!(cover.cycle_count(), 64);
//! assert!(!find_rails(&cover).is_empty());
//! let report = join(&mut cover, 7);
//! assert_eq!(report.final_cycles(), 1);
//! assert!(cover.is_tour());
//! ```

use crate::board::{Board, Square};
use crate::cover::CycleCover;
use crate::moves::Move;
use crate::rng::Stream;
use std::fmt;

/// Parberry's downward moves (001 Figure 1/9: moves 4, 5, 6, 7), converted once, here.
pub fn downward_moves() -> [Move; 4] {
    [4, 5, 6, 7].map(|p| Move::from_parberry(p).expect("Parberry move 0-7"))
}

/// A rail (001 §4): topmost square `top` (row-major index), primary move and cross move, both
/// downward and distinct. Its squares are `top`, `top+primary`, `top+cross`,
/// `top+primary+cross`; the primary moves are in the cover, the cross moves are not.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Rail {
    pub top: u32,
    pub primary: Move,
    pub cross: Move,
}

impl Rail {
    /// The four squares `[v0, v1, v2, v3]` (row-major indices) with `v1 = v0 + primary`,
    /// `v2 = v0 + cross`, `v3 = v1 + cross`, or `None` if the parallelogram leaves the board
    /// or a move is not downward.
    pub fn squares(&self, board: Board) -> Option<[usize; 4]> {
        let down = downward_moves();
        if self.primary == self.cross
            || !down.contains(&self.primary)
            || !down.contains(&self.cross)
        {
            return None;
        }
        let v0 = self.top as usize;
        if v0 >= board.squares() {
            return None;
        }
        let v1 = board.step_index(v0, self.primary)?;
        let v2 = board.step_index(v0, self.cross)?;
        let v3 = board.step_index(v1, self.cross)?;
        Some([v0, v1, v2, v3])
    }

    /// The four squares as 1-based squares.
    pub fn squares_1based(&self, board: Board) -> Option<[Square; 4]> {
        self.squares(board).map(|s| s.map(|i| board.square(i)))
    }

    /// The rail that a switch of this one leaves behind (primary and cross exchanged); switching
    /// it undoes the switch.
    pub fn complement(&self) -> Rail {
        Rail {
            top: self.top,
            primary: self.cross,
            cross: self.primary,
        }
    }

    /// Whether this is a rail of `cover` now: primary moves present, cross moves absent.
    pub fn is_present(&self, cover: &CycleCover) -> bool {
        match self.squares(cover.board()) {
            Some([v0, v1, v2, v3]) => {
                cover.has_edge(v0, v1)
                    && cover.has_edge(v2, v3)
                    && !cover.has_edge(v0, v2)
                    && !cover.has_edge(v1, v3)
            }
            None => false,
        }
    }

    /// Primary move in Parberry's numbering (4–7).
    pub fn primary_parberry(&self) -> u8 {
        self.primary.parberry()
    }

    /// Cross move in Parberry's numbering (4–7).
    pub fn cross_parberry(&self) -> u8 {
        self.cross.parberry()
    }

    /// In words, e.g. "rail at (3,4) with primary move 5 and cross move 7 (Parberry's numbering)".
    pub fn describe(&self, board: Board) -> String {
        format!(
            "rail at {} with primary move {} and cross move {} (Parberry's numbering)",
            board.square(self.top as usize),
            self.primary_parberry(),
            self.cross_parberry()
        )
    }
}

/// Why a rail could not be switched.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RailError {
    /// The parallelogram is off the board or its moves are not two distinct downward moves.
    Malformed(Rail),
    /// Its primary moves are not both in the cover, or a cross move already is.
    NotPresent(Rail),
}

impl fmt::Display for RailError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RailError::Malformed(r) => write!(f, "{r:?} is not a rail shape on this board"),
            RailError::NotPresent(r) => write!(f, "{r:?} is not a rail of this cover"),
        }
    }
}

impl std::error::Error for RailError {}

/// What a switch did to the cycles.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Effect {
    /// Its two moves were on two different cycles, now one.
    Joined,
    /// Its two moves were on one cycle, now split into two.
    Split,
    /// Its two moves were on one cycle, which stays one cycle through different moves.
    Rerouted,
}

/// One switch of a plan: the rail switched, what it did, and the cycle count after it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Switch {
    pub rail: Rail,
    pub effect: Effect,
    pub cycles_after: usize,
    /// Which round (shatter number or join round, from 0) of the operation made it.
    pub round: u32,
}

impl Switch {
    /// The rail whose switch undoes this one.
    pub fn undo(&self) -> Rail {
        self.rail.complement()
    }

    /// In words, e.g. "switched rail at (3,4) … : joined two cycles, 5 left".
    pub fn describe(&self, board: Board) -> String {
        let what = match self.effect {
            Effect::Joined => "joined two cycles into one",
            Effect::Split => "split one cycle into two",
            Effect::Rerouted => "rerouted one cycle, which stays whole",
        };
        format!(
            "switched {}: {what}; {} cycle{} now",
            self.rail.describe(board),
            self.cycles_after,
            if self.cycles_after == 1 { "" } else { "s" }
        )
    }
}

/// Set on the squares of a rail already taken by a shatter.
const USED: u8 = 0b1_0000;
/// The rail scans' view of a cover: per square, the set of its downward moves as a 4-bit mask
/// (bit `k`: internal move `2 + k`, i.e. (1,2), (2,1), (2,−1), (1,−2)),
/// on a grid padded by two empty columns each side and five empty rows below, so the scans
/// test "on the board" and "in the cover" with byte loads and no division, eight squares at
/// a time in the bytes of a `u64`. The masks are kept up to date by the scans' own switches
/// ([`DownMasks::switch`]).
struct DownMasks {
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
    fn new(cover: &CycleCover) -> (DownMasks, Vec<u8>) {
        DownMasks::build(cover, cover.board().cols() >= 4)
    }

    /// [`DownMasks::new`], by index differences (`fast`, needs 4 columns or more) or by rows
    /// and columns.
    fn build(cover: &CycleCover, fast: bool) -> (DownMasks, Vec<u8>) {
        let board = cover.board();
        let (rows, cols) = (board.rows() as usize, board.cols() as usize);
        let w = cols + 4;
        let moves = [2u8, 3, 4, 5].map(|i| Move::new(i).expect("a move").delta());
        let off = moves.map(|(dr, dc)| (dr as isize * w as isize + dc as isize) as usize);
        let uoff = moves.map(|(dr, dc)| (dr as isize * cols as isize + dc as isize) as usize);
        let mut mask = vec![0u8; (rows + 5) * w];
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
            for r in 0..rows {
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
            for u in 0..rows * cols {
                let (r, c) = (u / cols, u % cols);
                for v in cover.neighbours(u) {
                    let (dr, dc) = ((v / cols) as i32 - r as i32, (v % cols) as i32 - c as i32);
                    if let Some(k) = moves.iter().position(|&d| d == (dr, dc)) {
                        mask[r * w + c + 2] |= 1 << k;
                    }
                }
            }
        }
        (
            DownMasks {
                rows,
                cols,
                w,
                off,
                uoff,
            },
            mask,
        )
    }

    /// The rail with top square `u` (row-major), primary `p` and cross `j` (mask bits).
    fn rail(u: usize, p: usize, j: usize) -> Rail {
        Rail {
            top: u as u32,
            primary: Move::new(2 + p as u8).expect("a move"),
            cross: Move::new(2 + j as u8).expect("a move"),
        }
    }

    /// Its four row-major squares `[v0, v1, v2, v3]`.
    #[inline]
    fn squares(&self, u: usize, p: usize, j: usize) -> [usize; 4] {
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
    fn present(&self, mask: &[u8], pu: usize, p: usize, j: usize) -> bool {
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

    /// Offer every rail present now to `f(mask, u, pu, p, j)` in a uniformly random order
    /// (a Fisher–Yates shuffle seeded by `seed`), each re-checked against `mask` as it stands
    /// when its turn comes, as Parberry's generator does (its `FindRails` permutes the rail list
    /// before shatter and join use it). `f` returns true if it took or switched the rail; `stop()`
    /// is then asked whether to end. A cheaper order (scanning the board from a random square)
    /// was tried and dropped: it biased the move distribution of obfuscated tours by up to 10 %
    /// between moves, since a greedy choice in scan order favours some rail directions.
    fn random_order(
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
        let mut all = || (!0, !0);
        self.scan(mask, 0, n, &mut all, &|| false, &mut |_, _, pu, p, j| {
            rails.push((pu as u32) << 4 | (p as u32) << 2 | j as u32);
            false
        });
        Stream::new(seed).shuffle(&mut rails);
        for r in rails {
            let (pu, p, j) = ((r >> 4) as usize, (r >> 2 & 3) as usize, (r & 3) as usize);
            if self.present(mask, pu, p, j) {
                let u = (pu / self.w) * self.cols + pu % self.w - 2;
                if f(mask, u, pu, p, j) && stop() {
                    return;
                }
            }
        }
    }

    /// Record in `mask` the switch of the rail at padded `pu` with primary `p`, cross `j`:
    /// `v0` trades its primary for its cross move, `v2` loses its primary move, `v1` gains
    /// its cross move (the other moves involved are upward).
    #[inline]
    fn switch(&self, mask: &mut [u8], pu: usize, p: usize, j: usize) {
        let (bp, bj) = (1u8 << p, 1u8 << j);
        mask[pu] = mask[pu] & !bp | bj;
        mask[pu + self.off[j]] &= !bp;
        mask[pu + self.off[p]] |= bj;
    }

    /// Mark the four squares of the rail at padded `pu` as taken.
    #[inline]
    fn take(&self, mask: &mut [u8], pu: usize, p: usize, j: usize) {
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

/// Switch `rail` in `cover`: its primary moves are replaced by its cross moves. Returns the
/// complementary rail, whose switch undoes this one. O(1).
pub fn switch(cover: &mut CycleCover, rail: Rail) -> Result<Rail, RailError> {
    let [v0, v1, v2, v3] = rail
        .squares(cover.board())
        .ok_or(RailError::Malformed(rail))?;
    if !rail.is_present(cover) {
        return Err(RailError::NotPresent(rail));
    }
    switch_unchecked(cover, [v0, v1, v2, v3]);
    Ok(rail.complement())
}

#[inline]
fn switch_unchecked(cover: &mut CycleCover, [v0, v1, v2, v3]: [usize; 4]) {
    cover.relink(v0, v1, v2);
    cover.relink(v1, v0, v3);
    cover.relink(v2, v3, v0);
    cover.relink(v3, v2, v1);
}

/// What switching `rail` (present in `cover`) would do, found by walking from `v1` away from
/// `v0` until `v2` or `v3` or `v0` is met. O(length of the cycle).
pub fn classify(cover: &CycleCover, rail: Rail) -> Result<Effect, RailError> {
    let [v0, v1, v2, v3] = rail
        .squares(cover.board())
        .ok_or(RailError::Malformed(rail))?;
    if !rail.is_present(cover) {
        return Err(RailError::NotPresent(rail));
    }
    let mut prev = v0;
    let mut cur = v1;
    loop {
        let [a, b] = cover.neighbours(cur);
        let next = if a != prev { a } else { b };
        prev = cur;
        cur = next;
        // Cycle order v0 → v1 → … → v2 → v3: the new moves v0–v2, v1–v3 close one cycle.
        if cur == v2 {
            return Ok(Effect::Rerouted);
        }
        // v0 → v1 → … → v3 → v2: v1…v3 and v2…v0 close separately.
        if cur == v3 {
            return Ok(Effect::Split);
        }
        if cur == v0 {
            return Ok(Effect::Joined);
        }
    }
}

/// Switch `rail` and say what it did; `cycles_before` is the cycle count before (pass
/// `cover.cycle_count()` if unknown). O(length of the cycle). For a clicked rail on the page.
pub fn switch_classified(
    cover: &mut CycleCover,
    rail: Rail,
    cycles_before: usize,
) -> Result<Switch, RailError> {
    let effect = classify(cover, rail)?;
    switch(cover, rail)?;
    let cycles_after = match effect {
        Effect::Joined => cycles_before - 1,
        Effect::Split => cycles_before + 1,
        Effect::Rerouted => cycles_before,
    };
    Ok(Switch {
        rail,
        effect,
        cycles_after,
        round: 0,
    })
}

/// An edge of the rail graph: a rail whose two primary moves lie on different cycles.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RailEdge {
    pub rail: Rail,
    /// Cycle numbers (as in [`CycleCover::cycle_labels`]) of the moves `v0–v1` and `v2–v3`.
    pub cycles: (u32, u32),
}

/// The rail graph of a cover (001 §5, Figure 16): a multigraph with a vertex per cycle and an
/// edge per rail joining two different cycles.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RailGraph {
    /// Number of cycles (vertices).
    pub cycles: usize,
    pub edges: Vec<RailEdge>,
}

impl RailGraph {
    /// Build it in O(squares).
    pub fn new(cover: &CycleCover) -> RailGraph {
        let (label, cycles) = cover.cycle_labels();
        let mut edges = Vec::new();
        let cols = cover.board().cols() as usize;
        for_each_rail(cover, |rail| {
            let (dr, dc) = rail.cross.delta();
            let u2 = (rail.top as isize + dr as isize * cols as isize + dc as isize) as usize;
            let (a, b) = (label[rail.top as usize], label[u2]);
            if a != b {
                edges.push(RailEdge {
                    rail,
                    cycles: (a, b),
                });
            }
        });
        RailGraph { cycles, edges }
    }

    /// A spanning forest (Kruskal in edge order, union–find): one rail per forest edge.
    /// Switching these one after another may find some no longer rails (they share moves), which
    /// is why [`join_round`] checks each as it goes instead of using this list blindly.
    pub fn spanning_forest(&self) -> Vec<Rail> {
        let mut uf = UnionFind::new(self.cycles);
        self.edges
            .iter()
            .filter(|e| uf.union(e.cycles.0 as usize, e.cycles.1 as usize))
            .map(|e| e.rail)
            .collect()
    }
}

/// Union–find with path halving and union by size.
struct UnionFind {
    parent: Vec<u32>,
    size: Vec<u32>,
}

impl UnionFind {
    fn new(n: usize) -> UnionFind {
        UnionFind {
            parent: (0..n as u32).collect(),
            size: vec![1; n],
        }
    }

    fn find(&mut self, mut x: usize) -> usize {
        while self.parent[x] as usize != x {
            let p = self.parent[x] as usize;
            self.parent[x] = self.parent[p];
            x = p;
        }
        x
    }

    /// Merge; false if already together.
    fn union(&mut self, a: usize, b: usize) -> bool {
        let (mut a, mut b) = (self.find(a), self.find(b));
        if a == b {
            return false;
        }
        if self.size[a] < self.size[b] {
            std::mem::swap(&mut a, &mut b);
        }
        self.parent[b] = a as u32;
        self.size[a] += self.size[b];
        true
    }
}

/// One round of Join (Algorithm 2): visit the rails present at the start of the round in a
/// seeded uniformly random order (see `DownMasks::random_order`), and switch each one that is
/// still a rail and still joins two different cycles (union–find over the cycles at the start of
/// the round), i.e. a spanning forest of the rail graph grown greedily while switching. Every
/// switch joins two cycles, so the count never rises. Returns the number of switches; `log`
/// receives them. O(squares).
pub fn join_round(
    cover: &mut CycleCover,
    seed: u64,
    round: u32,
    log: Option<&mut Vec<Switch>>,
) -> usize {
    let (label, cycles) = cover.cycle_labels();
    join_round_labelled(cover, &label, cycles, seed, round, log)
}

/// [`join_round`] given the cover's [`CycleCover::cycle_labels`].
fn join_round_labelled(
    cover: &mut CycleCover,
    label: &[u32],
    cycles: usize,
    seed: u64,
    round: u32,
    mut log: Option<&mut Vec<Switch>>,
) -> usize {
    if cycles <= 1 {
        return 0;
    }
    let (g, mut mask) = DownMasks::new(cover);
    let mut uf = UnionFind::new(cycles);
    let left = std::cell::Cell::new(cycles);
    g.random_order(
        &mut mask,
        seed,
        || left.get() == 1,
        |mask, u, pu, p, j| {
            let sq = g.squares(u, p, j);
            if !uf.union(label[sq[0]] as usize, label[sq[2]] as usize) {
                return false; // both moves on one cycle by now
            }
            switch_unchecked(cover, sq);
            g.switch(mask, pu, p, j);
            left.set(left.get() - 1);
            if let Some(log) = log.as_deref_mut() {
                log.push(Switch {
                    rail: DownMasks::rail(u, p, j),
                    effect: Effect::Joined,
                    cycles_after: left.get(),
                    round,
                });
            }
            true
        },
    );
    cycles - left.get()
}

/// What [`join`] did.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct JoinReport {
    pub cycles_before: usize,
    /// Cycle count after each round; rounds stop at one cycle or when a round joins nothing.
    pub cycles_after_round: Vec<usize>,
}

impl JoinReport {
    pub fn rounds(&self) -> usize {
        self.cycles_after_round.len()
    }

    pub fn final_cycles(&self) -> usize {
        self.cycles_after_round
            .last()
            .copied()
            .unwrap_or(self.cycles_before)
    }
}

/// Join (001 §5, Algorithm 2) repeated: rounds of [`join_round`] until one cycle remains or a
/// round finds no joining rail. O(squares) per round.
pub fn join(cover: &mut CycleCover, seed: u64) -> JoinReport {
    join_logged(cover, seed, None)
}

/// [`join`] that also returns its switches in order, for step-by-step replay.
pub fn plan_join(cover: &CycleCover, seed: u64) -> (Vec<Switch>, JoinReport) {
    let mut work = cover.clone();
    let mut log = Vec::new();
    let report = join_logged(&mut work, seed, Some(&mut log));
    (log, report)
}

fn join_logged(cover: &mut CycleCover, seed: u64, mut log: Option<&mut Vec<Switch>>) -> JoinReport {
    let mut rng = Stream::new(seed);
    let (mut label, mut cycles) = cover.cycle_labels();
    let mut report = JoinReport {
        cycles_before: cycles,
        cycles_after_round: Vec::new(),
    };
    let mut round = 0u32;
    while cycles > 1 {
        let joins =
            join_round_labelled(cover, &label, cycles, rng.fork(), round, log.as_deref_mut());
        if joins == 0 {
            break;
        }
        cycles -= joins;
        report.cycles_after_round.push(cycles);
        round += 1;
        if cycles > 1 {
            label = cover.cycle_labels().0;
        }
    }
    report
}

/// Choose a random maximal set of vertex-disjoint rails (001 §7, Algorithm 3 line 2): all rails
/// in a seeded uniformly random order (see `DownMasks::random_order`), each taken if none of its squares is taken yet.
/// O(squares).
pub fn disjoint_rails(cover: &CycleCover, seed: u64) -> Vec<Rail> {
    let mut chosen = Vec::with_capacity(cover.board().squares() / 6);
    take_disjoint(cover, seed, |rail, _| chosen.push(rail));
    chosen
}

/// The choice of [`disjoint_rails`], each rail handed to `f` with its four squares as chosen.
fn take_disjoint(cover: &CycleCover, seed: u64, mut f: impl FnMut(Rail, [usize; 4])) {
    let (g, mut mask) = DownMasks::new(cover);
    g.random_order(
        &mut mask,
        seed,
        || false,
        |mask, u, pu, p, j| {
            g.take(mask, pu, p, j);
            f(DownMasks::rail(u, p, j), g.squares(u, p, j));
            true
        },
    );
}

/// Shatter (Algorithm 3): switch a random maximal set of vertex-disjoint rails. Returns how many
/// were switched. O(squares).
pub fn shatter(cover: &mut CycleCover, seed: u64) -> usize {
    let mut chosen = Vec::with_capacity(cover.board().squares() / 6);
    take_disjoint(cover, seed, |_, sq| chosen.push(sq));
    for &sq in &chosen {
        switch_unchecked(cover, sq);
    }
    chosen.len()
}

/// [`shatter`] as a plan: its switches in order, each classified (so O(cycle length) each — for
/// display on modest boards; use [`shatter`] for speed).
pub fn plan_shatter(cover: &CycleCover, seed: u64) -> Vec<Switch> {
    let mut work = cover.clone();
    let mut cycles = work.cycle_count();
    plan_shatter_on(&mut work, seed, 0, &mut cycles)
}

fn plan_shatter_on(
    work: &mut CycleCover,
    seed: u64,
    round: u32,
    cycles: &mut usize,
) -> Vec<Switch> {
    let rails = disjoint_rails(work, seed);
    let mut out = Vec::with_capacity(rails.len());
    for rail in rails {
        let mut s = switch_classified(work, rail, *cycles).expect("disjoint rails stay rails");
        s.round = round;
        *cycles = s.cycles_after;
        out.push(s);
    }
    out
}

/// Number of shatters in an obfuscation (001 §7: "Sixteen iterations of shatter were
/// sufficient").
pub const OBFUSCATE_SHATTERS: usize = 16;

/// At most this many extra shatter-and-join attempts when a join stalls above one cycle.
pub const OBFUSCATE_RETRIES: usize = 64;

/// What [`obfuscate`] did.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct ObfuscateReport {
    /// Rails switched by each shatter.
    pub shattered: Vec<usize>,
    /// Cycle count after the shatters.
    pub cycles_after_shatter: usize,
    /// Cycle count after each join round.
    pub cycles_after_round: Vec<usize>,
    /// Extra shatter-and-join attempts made because a join stalled (usually 0).
    pub retries: usize,
}

impl ObfuscateReport {
    /// Number of join rounds it took, over all attempts.
    pub fn join_rounds(&self) -> usize {
        self.cycles_after_round.len()
    }

    pub fn final_cycles(&self) -> usize {
        self.cycles_after_round
            .last()
            .copied()
            .unwrap_or(self.cycles_after_shatter)
    }
}

/// Obfuscate (001 §7): [`OBFUSCATE_SHATTERS`] shatters, then join rounds until a single cycle.
/// Should a join stall above one cycle, shatter once more and join again (at most
/// [`OBFUSCATE_RETRIES`] times); check [`ObfuscateReport::final_cycles`]. O(squares).
pub fn obfuscate(cover: &mut CycleCover, seed: u64) -> ObfuscateReport {
    obfuscate_impl(cover, seed, None)
}

/// [`obfuscate`] as a plan of switches (shatter switches classified: see [`plan_shatter`]).
pub fn plan_obfuscate(cover: &CycleCover, seed: u64) -> (Vec<Switch>, ObfuscateReport) {
    let mut work = cover.clone();
    let mut log = Vec::new();
    let report = obfuscate_impl(&mut work, seed, Some(&mut log));
    (log, report)
}

fn obfuscate_impl(
    cover: &mut CycleCover,
    seed: u64,
    mut log: Option<&mut Vec<Switch>>,
) -> ObfuscateReport {
    let mut rng = Stream::new(seed);
    let mut report = ObfuscateReport::default();
    let mut round = 0u32;
    let mut shatter_once = |cover: &mut CycleCover,
                            log: &mut Option<&mut Vec<Switch>>,
                            report: &mut ObfuscateReport,
                            round: &mut u32| {
        let s = rng.fork();
        let n = match log.as_deref_mut() {
            Some(log) => {
                let mut cycles = cover.cycle_count();
                let plan = plan_shatter_on(cover, s, *round, &mut cycles);
                let n = plan.len();
                log.extend(plan);
                n
            }
            None => shatter(cover, s),
        };
        report.shattered.push(n);
        *round += 1;
    };
    for _ in 0..OBFUSCATE_SHATTERS {
        shatter_once(cover, &mut log, &mut report, &mut round);
    }
    // One labelling per join round, which also gives the cycle counts.
    let (mut label, mut cycles) = cover.cycle_labels();
    report.cycles_after_shatter = cycles;
    let mut join_seed = Stream::new(seed ^ 0x6A09_E667_F3BC_C908);
    loop {
        while cycles > 1 {
            let joins = join_round_labelled(
                cover,
                &label,
                cycles,
                join_seed.fork(),
                round,
                log.as_deref_mut(),
            );
            round += 1;
            if joins == 0 {
                break;
            }
            cycles -= joins;
            report.cycles_after_round.push(cycles);
            if cycles > 1 {
                label = cover.cycle_labels().0;
            }
        }
        if cycles == 1 || report.retries == OBFUSCATE_RETRIES {
            break;
        }
        report.retries += 1;
        shatter_once(cover, &mut log, &mut report, &mut round);
        (label, cycles) = cover.cycle_labels();
    }
    report
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

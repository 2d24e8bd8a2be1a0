//! Generators of cycle covers and closed tours on n × n boards (Parberry 001 §3 and §6): the
//! Warnsdorff tourney, the concentric braided tourney, the four-cover tourney, Parberry's
//! divide-and-conquer closed tour (Parberry 1997, cited as [7] in 001) and its unjoined tourney,
//! and random Warnsdorff closed tours (§3.1).
//!
//! Every generator states the sizes it supports ([`Generator::supports`]) and, where it is fixed,
//! the number of cycles it makes ([`Generator::expected_cycles`]). Randomness is seeded and the
//! same on every platform.
//!
//! ```
//! use warnsdorff::tourneys::{generate, Generator};
//! let tour = generate(Generator::Divide, 12, 0).unwrap();
//! assert!(tour.is_tour());
//! let braid = generate(Generator::Braid, 16, 0).unwrap();
//! assert_eq!(braid.cycle_count(), 16);
//! assert!(Generator::FourCover.supports(10).is_err());
//! ```

use crate::board::Board;
use crate::cover::{CycleCover, NONE};
use crate::rails::{classify, find_rails, switch, Effect};
use crate::rng::Stream;
use std::sync::OnceLock;

/// The cover generators, by their CLI names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Generator {
    /// `warnsdorff-tourney` (001 §6): from the first unvisited square, a Warnsdorff walk with
    /// random tiebreak, closed into a cycle as soon as it lands a knight's move from its start;
    /// a walk that gets stuck is erased and retried; then the next walk.
    WarnsdorffTourney,
    /// `braid` (001 §6, Figure 18): ⌊n/4⌋−1 concentric braids of four cycles each around a
    /// 4 × 4 or 6 × 6 centre of four cycles: 4⌊n/4⌋ cycles.
    Braid,
    /// `four-cover` (001 §6, Figure 19): every 4 × 4 block covered by four 4-cycles: n²/4 cycles.
    FourCover,
    /// `divide` (Parberry 1997, 001 §3.3): the divide-and-conquer closed tour.
    Divide,
    /// `divide-tourney` (001 §6, Figure 15 left): divide-and-conquer without joining the base
    /// tours: one cycle per base tile.
    DivideTourney,
    /// `warnsdorff-closed` (001 §3.1): Warnsdorff's rule with random tiebreak from a random
    /// square, retried until the tour closes.
    WarnsdorffClosed,
}

/// Largest n the Warnsdorff closed-tour generator accepts: its success rate falls with n
/// (001 Figure 3), and beyond this the retries take too long to be useful.
pub const WARNSDORFF_CLOSED_MAX: u32 = 60;

/// Largest n the Warnsdorff tourney generator accepts (the range its tests cover; beyond it the
/// restarts grow: 400 × 400 takes seconds).
pub const WARNSDORFF_TOURNEY_MAX: u32 = 200;

/// Most attempts the Warnsdorff closed-tour generator makes before giving up.
pub const WARNSDORFF_CLOSED_ATTEMPTS: usize = 200_000;

impl Generator {
    pub const ALL: [Generator; 6] = [
        Generator::WarnsdorffTourney,
        Generator::Braid,
        Generator::FourCover,
        Generator::Divide,
        Generator::DivideTourney,
        Generator::WarnsdorffClosed,
    ];

    /// The CLI name.
    pub fn name(self) -> &'static str {
        match self {
            Generator::WarnsdorffTourney => "warnsdorff-tourney",
            Generator::Braid => "braid",
            Generator::FourCover => "four-cover",
            Generator::Divide => "divide",
            Generator::DivideTourney => "divide-tourney",
            Generator::WarnsdorffClosed => "warnsdorff-closed",
        }
    }

    pub fn from_name(name: &str) -> Option<Generator> {
        Generator::ALL.into_iter().find(|g| g.name() == name)
    }

    /// The sizes supported, in words.
    pub fn sizes(self) -> String {
        match self {
            Generator::WarnsdorffTourney => {
                format!("n x n for even n from 6 to {WARNSDORFF_TOURNEY_MAX}")
            }
            Generator::Braid => "n x n for even n >= 4".into(),
            Generator::FourCover => "n x n for n a multiple of 4".into(),
            Generator::Divide | Generator::DivideTourney => "n x n for even n >= 6".into(),
            Generator::WarnsdorffClosed => {
                format!("n x n for even n from 6 to {WARNSDORFF_CLOSED_MAX}")
            }
        }
    }

    /// Whether an n × n board is supported; the error names the sizes that are. (Odd n never
    /// is: the knight's graph is bipartite with unequal sides, so it has no cycle cover.)
    pub fn supports(self, n: u32) -> Result<(), String> {
        let ok = match self {
            Generator::WarnsdorffTourney => (6..=WARNSDORFF_TOURNEY_MAX).contains(&n) && n % 2 == 0,
            Generator::Divide | Generator::DivideTourney => n >= 6 && n % 2 == 0,
            Generator::Braid => n >= 4 && n % 2 == 0,
            Generator::FourCover => n >= 4 && n % 4 == 0,
            Generator::WarnsdorffClosed => (6..=WARNSDORFF_CLOSED_MAX).contains(&n) && n % 2 == 0,
        };
        if ok && Board::new(n as u64, n as u64).is_ok() {
            Ok(())
        } else {
            Err(format!(
                "{} does not support {n}x{n}; it supports {}",
                self.name(),
                self.sizes()
            ))
        }
    }

    /// The number of cycles it makes on n × n when that is fixed.
    pub fn expected_cycles(self, n: u32) -> Option<usize> {
        self.supports(n).ok()?;
        let n = n as usize;
        match self {
            Generator::WarnsdorffTourney => None,
            Generator::Braid => Some(4 * (n / 4)),
            Generator::FourCover => Some(n * n / 4),
            Generator::Divide | Generator::WarnsdorffClosed => Some(1),
            Generator::DivideTourney => Some(divide_tiles(n, n)),
        }
    }
}

/// Generate with `gen` on an n × n board. Errors name the supported sizes, or say that a
/// random generator ran out of attempts.
pub fn generate(gen: Generator, n: u32, seed: u64) -> Result<CycleCover, String> {
    gen.supports(n)?;
    let board = Board::new(n as u64, n as u64).map_err(|e| e.to_string())?;
    match gen {
        Generator::WarnsdorffTourney => warnsdorff_tourney(board, seed),
        Generator::Braid => Ok(braid(n as usize)),
        Generator::FourCover => Ok(four_cover(n as usize)),
        Generator::Divide => Ok(divide(n as usize, true)),
        Generator::DivideTourney => Ok(divide(n as usize, false)),
        Generator::WarnsdorffClosed => warnsdorff_closed(board, seed, WARNSDORFF_CLOSED_ATTEMPTS)
            .ok_or_else(|| {
                format!(
                    "warnsdorff-closed found no closed tour on {n}x{n} in \
                     {WARNSDORFF_CLOSED_ATTEMPTS} attempts (seed {seed})"
                )
            }),
    }
}

/// A cover under construction: up to two neighbours per square.
struct Builder {
    rows: usize,
    cols: usize,
    nbr: Vec<[u32; 2]>,
}

impl Builder {
    fn new(rows: usize, cols: usize) -> Builder {
        Builder {
            rows,
            cols,
            nbr: vec![[NONE; 2]; rows * cols],
        }
    }

    fn at(&self, r: usize, c: usize) -> usize {
        debug_assert!(r < self.rows && c < self.cols);
        r * self.cols + c
    }

    fn add(&mut self, a: usize, b: usize) {
        for (x, y) in [(a, b), (b, a)] {
            let p = &mut self.nbr[x];
            let slot = if p[0] == NONE { 0 } else { 1 };
            assert!(p[slot] == NONE, "square {x} already has two neighbours");
            p[slot] = y as u32;
        }
    }

    fn remove(&mut self, a: usize, b: usize) {
        for (x, y) in [(a, b), (b, a)] {
            let p = &mut self.nbr[x];
            let slot = p.iter().position(|&z| z == y as u32).expect("edge present");
            p[slot] = NONE;
        }
    }

    fn add_rc(&mut self, a: (usize, usize), b: (usize, usize)) {
        let (a, b) = (self.at(a.0, a.1), self.at(b.0, b.1));
        self.add(a, b);
    }

    fn finish(self) -> CycleCover {
        let board = Board::new(self.rows as u64, self.cols as u64).expect("board size");
        let cover = CycleCover::from_raw(board, self.nbr);
        debug_assert_eq!(cover.validate(), Ok(()));
        cover
    }
}

// ---------------------------------------------------------------------------------------------
// Warnsdorff walks (001 §3.1 and §6)
// ---------------------------------------------------------------------------------------------

/// A flat Warnsdorff walker on a board padded by two used squares on every side, so a
/// neighbour is `i + offset` with no bounds checks and no allocation per step.
struct Walker {
    rows: usize,
    cols: usize,
    width: usize,
    offsets: [isize; 8],
    used: Vec<bool>,
    /// Number of unused neighbours of each square.
    free: Vec<u8>,
}

impl Walker {
    fn new(rows: usize, cols: usize) -> Walker {
        let width = cols + 4;
        let offsets =
            crate::moves::DELTAS.map(|(dr, dc)| dr as isize * width as isize + dc as isize);
        let mut w = Walker {
            rows,
            cols,
            width,
            offsets,
            used: vec![true; (rows + 4) * width],
            free: vec![0; (rows + 4) * width],
        };
        w.reset();
        w
    }

    fn reset(&mut self) {
        for r in 0..self.rows {
            for c in 0..self.cols {
                let p = self.pad(r * self.cols + c);
                self.used[p] = false;
            }
        }
        for r in 0..self.rows {
            for c in 0..self.cols {
                let p = self.pad(r * self.cols + c);
                self.free[p] = self
                    .offsets
                    .iter()
                    .filter(|&&o| !self.used[(p as isize + o) as usize])
                    .count() as u8;
            }
        }
    }

    #[inline]
    fn pad(&self, i: usize) -> usize {
        (i / self.cols + 2) * self.width + i % self.cols + 2
    }

    #[inline]
    fn unpad(&self, p: usize) -> usize {
        (p / self.width - 2) * self.cols + p % self.width - 2
    }

    #[inline]
    fn mark(&mut self, p: usize) {
        self.used[p] = true;
        for o in self.offsets {
            let q = (p as isize + o) as usize;
            self.free[q] = self.free[q].wrapping_sub(1);
        }
    }

    #[inline]
    fn unmark(&mut self, p: usize) {
        self.used[p] = false;
        for o in self.offsets {
            let q = (p as isize + o) as usize;
            self.free[q] = self.free[q].wrapping_add(1);
        }
    }

    #[inline]
    fn adjacent(&self, p: usize, q: usize) -> bool {
        let d = q as isize - p as isize;
        self.offsets.contains(&d)
    }

    /// Warnsdorff's rule: an unused neighbour with fewest unused neighbours, ties broken
    /// uniformly at random.
    #[inline]
    fn next(&self, p: usize, rng: &mut Stream) -> Option<usize> {
        let mut best = u8::MAX;
        let mut cands = [0usize; 8];
        let mut k = 0;
        for o in self.offsets {
            let q = (p as isize + o) as usize;
            if self.used[q] {
                continue;
            }
            let f = self.free[q];
            if f < best {
                best = f;
                k = 0;
            }
            if f == best {
                cands[k] = q;
                k += 1;
            }
        }
        match k {
            0 => None,
            1 => Some(cands[0]),
            _ => Some(cands[rng.below(k)]),
        }
    }
}

impl Walker {
    /// A random unused neighbour: uniformly, or among those nearest `home` if given.
    #[inline]
    fn random_next(&self, p: usize, rng: &mut Stream, home: Option<usize>) -> Option<usize> {
        let mut cands = [0usize; 8];
        let mut k = 0;
        let mut best = usize::MAX;
        let (hr, hc) = home.map_or((0, 0), |h| (h / self.width, h % self.width));
        for o in self.offsets {
            let q = (p as isize + o) as usize;
            if self.used[q] {
                continue;
            }
            let d = if home.is_some() {
                (q / self.width).abs_diff(hr).pow(2) + (q % self.width).abs_diff(hc).pow(2)
            } else {
                0
            };
            if d < best {
                best = d;
                k = 0;
            }
            if d == best {
                cands[k] = q;
                k += 1;
            }
        }
        (k > 0).then(|| cands[rng.below(k)])
    }
}

/// Shortest cycle a Warnsdorff-tourney walk closes (the knight's graph has no shorter cycle).
const WALK_MIN_CYCLE: usize = 4;

fn warnsdorff_tourney(board: Board, seed: u64) -> Result<CycleCover, String> {
    let (rows, cols) = (board.rows() as usize, board.cols() as usize);
    let n = rows * cols;
    let mut rng = Stream::new(seed);
    let mut w = Walker::new(rows, cols);
    let mut path: Vec<usize> = Vec::with_capacity(n);
    // Walks from one start square get this many tries; a walk that has not closed after
    // `max_walk` moves is erased (both as in Parberry's generator), so a try costs O(n).
    let tries_per_start: usize = 16;
    let max_walk: usize = 16 * cols.max(rows);
    // When a start square fails every try (typically it is boxed in by finished cycles), the
    // cycles through its neighbours are erased and it is walked from again: a local repair.
    // Repairs can chase each other, so after `max_repairs` the board restarts, at most
    // `max_restarts` times.
    let max_repairs = 64;
    let max_restarts = 10_000;
    let mut restarts = 0;
    // cycles[k]: padded squares of cycle k (emptied when erased); owner[p]: its cycle.
    let mut cycles: Vec<Vec<usize>> = Vec::new();
    let mut owner: Vec<u32> = vec![NONE; w.used.len()];
    let mut repairs = 0;
    let mut first = 0;
    // The square just repaired around is walked from next, before the scan resumes.
    let mut urgent: Option<usize> = None;
    'cells: while first < n {
        let start = urgent.take().unwrap_or_else(|| w.pad(first));
        if w.used[start] {
            first += 1;
            continue;
        }
        for t in 0..tries_per_start {
            // The second half of the tries walk homewards (to a free neighbour nearest the
            // start, ties at random) after a few moves: where Warnsdorff's rule keeps leading
            // away from the start, they close far more often.
            let warnsdorff = t < tries_per_start / 2;
            path.clear();
            path.push(start);
            w.mark(start);
            let mut cur = start;
            loop {
                if path.len() >= WALK_MIN_CYCLE && w.adjacent(cur, start) {
                    let id = cycles.len() as u32;
                    for &p in &path {
                        owner[p] = id;
                    }
                    cycles.push(path.clone());
                    continue 'cells;
                }
                if path.len() > max_walk {
                    break;
                }
                let next = if warnsdorff {
                    w.next(cur, &mut rng)
                } else if path.len() < 3 {
                    w.random_next(cur, &mut rng, None)
                } else {
                    w.random_next(cur, &mut rng, Some(start))
                };
                match next {
                    Some(q) => {
                        w.mark(q);
                        path.push(q);
                        cur = q;
                    }
                    None => break,
                }
            }
            for &p in &path {
                w.unmark(p);
            }
        }
        repairs += 1;
        if repairs > max_repairs {
            restarts += 1;
            if restarts > max_restarts {
                return Err(format!(
                    "warnsdorff-tourney found no cover on {board} after {max_restarts} \
                     restarts (seed {seed})"
                ));
            }
            repairs = 0;
            w.reset();
            cycles.clear();
            owner.fill(NONE);
            first = 0;
            continue;
        }
        for o in w.offsets {
            let q = (start as isize + o) as usize;
            let id = owner[q];
            if id == NONE {
                continue;
            }
            for p in std::mem::take(&mut cycles[id as usize]) {
                w.unmark(p);
                owner[p] = NONE;
                first = first.min(w.unpad(p));
            }
        }
        urgent = Some(start);
    }
    let mut b = Builder::new(rows, cols);
    for cyc in cycles.iter().filter(|c| !c.is_empty()) {
        for k in 0..cyc.len() {
            b.add(w.unpad(cyc[k]), w.unpad(cyc[(k + 1) % cyc.len()]));
        }
    }
    Ok(b.finish())
}

/// One attempt at a closed tour by Warnsdorff's rule from `start` (padded index); the tour as
/// padded indices if it closes.
fn warnsdorff_attempt(
    w: &mut Walker,
    start: usize,
    rng: &mut Stream,
    path: &mut Vec<usize>,
) -> bool {
    let n = w.rows * w.cols;
    path.clear();
    path.push(start);
    w.mark(start);
    let mut cur = start;
    while let Some(q) = w.next(cur, rng) {
        w.mark(q);
        path.push(q);
        cur = q;
    }
    let closed = path.len() == n && w.adjacent(cur, start);
    for &p in path.iter() {
        w.unmark(p);
    }
    closed
}

fn warnsdorff_closed(board: Board, seed: u64, attempts: usize) -> Option<CycleCover> {
    let (rows, cols) = (board.rows() as usize, board.cols() as usize);
    let mut rng = Stream::new(seed);
    let mut w = Walker::new(rows, cols);
    let mut path = Vec::with_capacity(rows * cols);
    for _ in 0..attempts {
        let start = w.pad(rng.below(rows * cols));
        if warnsdorff_attempt(&mut w, start, &mut rng, &mut path) {
            let tour: Vec<usize> = path.iter().map(|&p| w.unpad(p)).collect();
            return CycleCover::from_tour(board, &tour).ok();
        }
    }
    None
}

// ---------------------------------------------------------------------------------------------
// Four-cover and concentric braids (001 §6, Figures 17–19)
// ---------------------------------------------------------------------------------------------

/// The four 4-cycles covering the 4 × 4 block with top-left corner (r, c) (001 Figure 19).
fn four_block(b: &mut Builder, r: usize, c: usize) {
    // Each cycle as (row, col) offsets in visiting order.
    const CYCLES: [[(usize, usize); 4]; 4] = [
        [(0, 0), (1, 2), (3, 3), (2, 1)],
        [(0, 1), (1, 3), (3, 2), (2, 0)],
        [(0, 2), (2, 3), (3, 1), (1, 0)],
        [(0, 3), (2, 2), (3, 0), (1, 1)],
    ];
    for cyc in CYCLES {
        for k in 0..4 {
            let (a, z) = (cyc[k], cyc[(k + 1) % 4]);
            b.add_rc((r + a.0, c + a.1), (r + z.0, c + z.1));
        }
    }
}

fn four_cover(n: usize) -> CycleCover {
    let mut b = Builder::new(n, n);
    for r in (0..n).step_by(4) {
        for c in (0..n).step_by(4) {
            four_block(&mut b, r, c);
        }
    }
    b.finish()
}

/// The 6 × 6 centre of four cycles: the first Warnsdorff tourney (seeds 0, 1, 2, …) with at
/// least four cycles, whose cycles are then joined one rail at a time (rails in row-major
/// order) down to four. Computed once; the tests check it.
fn centre6() -> &'static CycleCover {
    static CENTRE: OnceLock<CycleCover> = OnceLock::new();
    CENTRE.get_or_init(|| {
        let board = Board::new(6, 6).expect("6x6");
        for seed in 0.. {
            let Ok(mut cover) = warnsdorff_tourney(board, seed) else {
                continue;
            };
            let mut cycles = cover.cycle_count();
            while cycles > 4 {
                let Some(rail) = find_rails(&cover)
                    .into_iter()
                    .find(|&r| classify(&cover, r) == Ok(Effect::Joined))
                else {
                    break;
                };
                switch(&mut cover, rail).expect("a rail");
                cycles -= 1;
            }
            if cycles == 4 {
                return cover;
            }
        }
        unreachable!("seeds are unbounded")
    })
}

/// Copy a cover's moves into the builder at offset (r, c).
fn copy_in(b: &mut Builder, tile: &CycleCover, r: usize, c: usize) {
    let tb = tile.board();
    let tc = tb.cols() as usize;
    for i in 0..tb.squares() {
        for j in tile.neighbours(i) {
            if j > i {
                b.add_rc((r + i / tc, c + i % tc), (r + j / tc, c + j % tc));
            }
        }
    }
}

/// A braid is four interwoven strands (001 Figure 17) in the band of width 2 just inside the
/// square ring `[o, n-1-o]`: along each side a strand zigzags between the band's two lines,
/// two squares per move, turning at the corners; strand k starts on the top line at column o+k.
fn braid(n: usize) -> CycleCover {
    let mut b = Builder::new(n, n);
    let rings = if n % 4 == 2 { n / 2 - 3 } else { n / 2 - 2 };
    for o in (0..rings).step_by(2) {
        let far = n - 1 - o; // last row / column of the ring
        let other = |x: usize, a: usize, b: usize| if x == a { b } else { a };
        for k in 0..4 {
            let (mut i, mut j) = (o, o + k);
            while j + 1 < far {
                let from = (i, j);
                i = other(i, o, o + 1);
                j += 2;
                b.add_rc(from, (i, j));
            }
            while i + 1 < far {
                let from = (i, j);
                i += 2;
                j = other(j, far, far - 1);
                b.add_rc(from, (i, j));
            }
            while j >= o + 2 {
                let from = (i, j);
                i = other(i, far, far - 1);
                j -= 2;
                b.add_rc(from, (i, j));
            }
            while i >= o + 2 {
                let from = (i, j);
                i -= 2;
                j = other(j, o, o + 1);
                b.add_rc(from, (i, j));
            }
            if i != o {
                b.add_rc((i, j), (i - 1, j + 2));
            }
        }
    }
    let m = 4 + n % 4;
    let off = (n - m) / 2;
    if m == 4 {
        four_block(&mut b, off, off);
    } else {
        copy_in(&mut b, centre6(), off, off);
    }
    b.finish()
}

// ---------------------------------------------------------------------------------------------
// Divide and conquer (Parberry 1997)
// ---------------------------------------------------------------------------------------------

/// The base tile sizes (rows, cols) of divide-and-conquer.
pub const BASE_TILES: [(usize, usize); 9] = [
    (6, 6),
    (6, 8),
    (8, 6),
    (8, 8),
    (8, 10),
    (10, 8),
    (10, 10),
    (10, 12),
    (12, 10),
];

/// The structured corner moves every base tile (and so every divide-and-conquer tour) must
/// contain, as ((row, col), (row, col)) 0-based on an r × c tile: near the top-left,
/// top-right, bottom-left and bottom-right corners. The join deletes one at each of the four
/// corners meeting at the centre and reconnects the four tours through new moves.
pub fn structured_moves(rows: usize, cols: usize) -> [((usize, usize), (usize, usize)); 4] {
    let (h, w) = (rows, cols);
    [
        ((1, 0), (0, 2)),
        ((2, w - 2), (0, w - 1)),
        ((h - 1, 0), (h - 3, 1)),
        ((h - 1, w - 3), (h - 2, w - 1)),
    ]
}

/// The base closed tour of a tile size from [`BASE_TILES`]: the first Warnsdorff closed tour
/// (random tiebreak, seeds 0, 1, 2, …) that contains the [`structured_moves`]. Computed once
/// per size; the tests check each.
pub fn base_tile(rows: usize, cols: usize) -> &'static CycleCover {
    static TILES: OnceLock<Vec<CycleCover>> = OnceLock::new();
    let tiles = TILES.get_or_init(|| {
        BASE_TILES
            .iter()
            .map(|&(r, c)| search_base_tile(r, c))
            .collect()
    });
    let k = BASE_TILES
        .iter()
        .position(|&t| t == (rows, cols))
        .expect("a base tile size");
    &tiles[k]
}

fn search_base_tile(rows: usize, cols: usize) -> CycleCover {
    let board = Board::new(rows as u64, cols as u64).expect("tile");
    let mut w = Walker::new(rows, cols);
    let mut path = Vec::with_capacity(rows * cols);
    let want = structured_moves(rows, cols);
    let mut rng = Stream::new(0x5EED_0000 + (rows * 100 + cols) as u64);
    loop {
        // Start on the top-left structured move so that it tends to be used.
        let start = w.pad(cols);
        if !warnsdorff_attempt(&mut w, start, &mut rng, &mut path) {
            continue;
        }
        let tour: Vec<usize> = path.iter().map(|&p| w.unpad(p)).collect();
        let cover = CycleCover::from_tour(board, &tour).expect("a closed tour");
        if want
            .iter()
            .all(|&(a, b)| cover.has_edge(a.0 * cols + a.1, b.0 * cols + b.1))
        {
            return cover;
        }
    }
}

/// Where divide-and-conquer splits a side from `lo` to `hi` so both parts are even.
fn split(lo: usize, hi: usize) -> usize {
    (lo + hi) / 2 - usize::from((hi - lo) % 4 == 2)
}

/// Number of base tiles of an h × w rectangle (the divide-and-conquer tourney's cycle count).
fn divide_tiles(h: usize, w: usize) -> usize {
    if h < 12 || w < 12 {
        1
    } else {
        let (mh, mw) = (split(0, h), split(0, w));
        divide_tiles(mh, mw)
            + divide_tiles(mh, w - mw)
            + divide_tiles(h - mh, mw)
            + divide_tiles(h - mh, w - mw)
    }
}

fn divide(n: usize, join: bool) -> CycleCover {
    let mut b = Builder::new(n, n);
    divide_rect(&mut b, 0, n, 0, n, join);
    b.finish()
}

/// Fill rows `r0..r1` × cols `c0..c1`: a base tile when a side is under 12, otherwise four
/// quadrants recursively, joined at the centre when `join`.
fn divide_rect(b: &mut Builder, r0: usize, r1: usize, c0: usize, c1: usize, join: bool) {
    let (h, w) = (r1 - r0, c1 - c0);
    if h < 12 || w < 12 {
        copy_in(b, base_tile(h, w), r0, c0);
        return;
    }
    let (mr, mc) = (split(r0, r1), split(c0, c1));
    divide_rect(b, r0, mr, c0, mc, join);
    divide_rect(b, r0, mr, mc, c1, join);
    divide_rect(b, mr, r1, c0, mc, join);
    divide_rect(b, mr, r1, mc, c1, join);
    if join {
        // The structured corner moves meeting at the centre (one per quadrant) ...
        let a = ((mr - 1, mc - 3), (mr - 2, mc - 1)); // top-left quadrant, its bottom-right
        let bb = ((mr - 1, mc), (mr - 3, mc + 1)); // top-right quadrant, its bottom-left
        let c = ((mr + 1, mc), (mr, mc + 2)); // bottom-right quadrant, its top-left
        let d = ((mr + 2, mc - 2), (mr, mc - 1)); // bottom-left quadrant, its top-right
        for (x, y) in [a, bb, c, d] {
            let (x, y) = (b.at(x.0, x.1), b.at(y.0, y.1));
            b.remove(x, y);
        }
        // ... are replaced by four moves that chain the four opened tours into one.
        b.add_rc(a.1, bb.1);
        b.add_rc(bb.0, c.1);
        b.add_rc(c.0, d.0);
        b.add_rc(d.1, a.0);
    }
}

//! The four-cover tourney (001 §6, Figure 19) and the concentric braided tourney (001 §6,
//! Figures 17–18).

use super::builder::{copy_in, Builder};
use super::warnsdorff_tourney::warnsdorff_tourney;
use crate::board::Board;
use crate::cover::CycleCover;
use crate::rails::{classify, find_rails, switch, Effect};
use std::sync::OnceLock;

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

pub(super) fn four_cover(n: usize) -> CycleCover {
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

/// A braid is four interwoven strands (001 Figure 17) in the band of width 2 just inside the
/// square ring `[o, n-1-o]`: along each side a strand zigzags between the band's two lines,
/// two squares per move, turning at the corners; strand k starts on the top line at column o+k.
pub(super) fn braid(n: usize) -> CycleCover {
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

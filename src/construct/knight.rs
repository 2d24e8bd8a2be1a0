//! The construction itself: Lin & Wei's `Knight(n, m)` (003 §4.2) for closed and corner-missed
//! tours, the stretched tours it needs on every piece but the top-left one, and the 3 × m and
//! 4 × m cases of `OpenKnight(n, m)` (003 §4.3), writing a neighbour table in O(nm).
//!
//! Everything happens in a *frame*: a rectangle of the board, possibly seen transposed, so that
//! one horizontal merge serves as the vertical merge too (a vertical merge is the horizontal
//! one transposed) and a board with more rows than columns is built as its transpose. The
//! merges (003 Figs. 6, 8, 10, 12, 14, 16, all lost from the text; derived here):
//!
//! - **horizontal** (left piece L of width w, right piece R a stretched tour whose path runs
//!   from its top-left square to the one below it): remove L's structured move
//!   (0,w−2)–(2,w−1) at its top-right corner, add (2,w−1)–(0,w) and (0,w−2)–(1,w). L's cycle (or
//!   path) now runs through all of R.
//! - **vertical**: the same transposed: remove the upper piece's (h−2,0)–(h−1,2), add
//!   (h−1,2)–(h,0) and (h−2,0)–(h,1); the lower piece's path runs (h,0) → (h,1).
//! - **double loop** (4 rows, a 4 × 5 double loop to the right of the path, its first column
//!   c): remove (0,c−2)–(2,c−1) and the loop move (1,c)–(3,c+1), add (0,c−2)–(1,c) and
//!   (2,c−1)–(3,c+1); remove (3,c−2)–(1,c−1) and the other loop's (2,c)–(0,c+1), add
//!   (3,c−2)–(2,c) and (1,c−1)–(0,c+1). All four removed moves are structured moves.
//!
//! Partition (003 §4.2): Case 1, both sides ≤ 10: a base. Case 2, 3 × m: a 3 × k base,
//! k = ((m − 9) mod 4) + 9 (closed or corner-missed) or ((m − 7) mod 4) + 7 (open), then
//! (m − k)/4 stretched 3 × 4 pieces (Figs. 7–8, 13–14). Case 3, n ≤ 10 < m: widths
//! m₁ = ⌊m/4⌋·2 + (m mod 2) and m₂ = m − m₁ (Figs. 9–10). Case 4, both > 10: quadrants
//! n₁ × m₁ etc. (Figs. 11–12), top-left built as asked, the other three stretched; top pair and
//! bottom pair merged horizontally, then the halves vertically (Fig. 6). Open 4 × m, m > 10: a
//! 4 × k stretched piece, k = ((m − 6) mod 5) + 6, then (m − k)/5 double loops (Figs. 15–16).

use super::bases::{bases, Base, BaseKind, NO_MOVE};
use crate::moves::DELTAS;

/// "No neighbour" in a neighbour table: a path's end, or the missed corner.
pub const NONE: u32 = u32::MAX;

/// What a piece must hold, in its frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Want {
    Closed,
    CornerMissed,
    Open,
    /// Path from the frame's (0,0) to (1,0).
    StretchedV,
    /// Path from the frame's (0,0) to (0,1).
    StretchedH,
}

impl Want {
    fn transposed(self) -> Want {
        match self {
            Want::StretchedV => Want::StretchedH,
            Want::StretchedH => Want::StretchedV,
            w => w,
        }
    }
}

/// A rectangle of the board seen as `h` × `w`: frame square (r, c) is board square
/// `origin + r·sr + c·sc` (row-major).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Frame {
    pub origin: usize,
    pub sr: usize,
    pub sc: usize,
    pub h: usize,
    pub w: usize,
}

impl Frame {
    #[inline]
    pub fn at(&self, r: usize, c: usize) -> usize {
        self.origin + r * self.sr + c * self.sc
    }

    fn transposed(self) -> Frame {
        Frame {
            origin: self.origin,
            sr: self.sc,
            sc: self.sr,
            h: self.w,
            w: self.h,
        }
    }

    fn sub(&self, r: usize, c: usize, h: usize, w: usize) -> Frame {
        Frame {
            origin: self.at(r, c),
            sr: self.sr,
            sc: self.sc,
            h,
            w,
        }
    }
}

/// Which merge a step is (for plans and their status lines).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MergeKind {
    /// Two pieces side by side (003 Figs. 6, 8, 10, 14).
    Horizontal,
    /// Two pieces one above the other (003 Figs. 6, 12).
    Vertical,
    /// A 4 × 5 double loop joined to the path on its left (003 Fig. 16).
    DoubleLoop,
}

/// Observes the construction (the plan records it; the fast path ignores it).
pub(crate) trait Recorder {
    fn piece(&mut self, _frame: Frame, _base: &Base, _transposed: bool) {}
    fn merge(&mut self, _kind: MergeKind, _removed: &[(usize, usize)], _added: &[(usize, usize)]) {}
}

/// The recorder that records nothing.
pub(crate) struct Silent;
impl Recorder for Silent {}

/// The construction's state: a neighbour table being filled.
pub(crate) struct Builder<'r, R: Recorder> {
    pub nbr: Vec<[u32; 2]>,
    rec: &'r mut R,
}

/// Why a piece cannot be built: the partition met a size with no base (only for sizes the
/// existence theorems rule out; callers check existence first).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct NoBase {
    pub want: Want,
    pub rows: usize,
    pub cols: usize,
}

impl<'r, R: Recorder> Builder<'r, R> {
    pub fn new(squares: usize, rec: &'r mut R) -> Self {
        // Zeroed memory comes from the allocator untouched (no fill pass): the pieces tile the
        // board and `place` writes every square before any merge reads it. On large boards the
        // table is asked to be backed by huge pages (see `table`).
        Builder {
            nbr: super::table::zeroed(squares),
            rec,
        }
    }

    #[inline]
    fn link(&mut self, a: usize, b: usize) {
        for (x, y) in [(a, b), (b, a)] {
            let p = &mut self.nbr[x];
            let slot = usize::from(p[0] != NONE);
            debug_assert_eq!(p[slot], NONE, "square {x} already has two moves");
            p[slot] = y as u32;
        }
    }

    #[inline]
    fn unlink(&mut self, a: usize, b: usize) {
        for (x, y) in [(a, b), (b, a)] {
            let p = &mut self.nbr[x];
            let slot = usize::from(p[0] != y as u32);
            debug_assert_eq!(p[slot], y as u32, "move {x}-{y} is not there");
            p[slot] = NONE;
        }
    }

    /// Copy a base into the frame (transposed: base cell (r, c) goes to frame (c, r)).
    fn place(&mut self, f: Frame, base: &Base, transposed: bool) {
        self.rec.piece(f, base, transposed);
        let (ar, ac) = if transposed {
            (f.sc, f.sr)
        } else {
            (f.sr, f.sc)
        };
        let (ar, ac) = (ar as isize, ac as isize);
        let off: [isize; 8] = DELTAS.map(|(dr, dc)| dr as isize * ar + dc as isize * ac);
        let cols = base.cols;
        for (row, chunk) in base.moves.chunks_exact(cols).enumerate() {
            let mut g = f.origin as isize + row as isize * ar;
            for &[m0, m1] in chunk {
                let to = |m: u8| {
                    if m == NO_MOVE {
                        NONE
                    } else {
                        (g + off[m as usize]) as u32
                    }
                };
                self.nbr[g as usize] = [to(m0), to(m1)];
                g += ac;
            }
        }
    }

    /// The base for `want` on an h × w frame, and whether it is placed transposed.
    fn base_for(want: Want, h: usize, w: usize) -> Option<(&'static Base, bool)> {
        let b = bases();
        let direct_or_t = |kind| {
            b.get(kind, h, w)
                .map(|x| (x, false))
                .or_else(|| b.get(kind, w, h).map(|x| (x, true)))
        };
        match want {
            Want::Closed => direct_or_t(BaseKind::Closed),
            Want::CornerMissed => direct_or_t(BaseKind::CornerMissed),
            Want::StretchedV => b.get(BaseKind::Stretched, h, w).map(|x| (x, false)),
            Want::StretchedH => b.get(BaseKind::Stretched, w, h).map(|x| (x, true)),
            // An open piece: an open base, else a stretched tour (an open tour too).
            Want::Open => b
                .get(BaseKind::Open, h, w)
                .map(|x| (x, false))
                .or_else(|| b.get(BaseKind::Stretched, h, w).map(|x| (x, false)))
                .or_else(|| b.get(BaseKind::Stretched, w, h).map(|x| (x, true))),
        }
    }

    fn base(&mut self, f: Frame, want: Want) -> Result<(), NoBase> {
        let (base, t) = Self::base_for(want, f.h, f.w).ok_or(NoBase {
            want,
            rows: f.h,
            cols: f.w,
        })?;
        self.place(f, base, t);
        Ok(())
    }

    /// Merge the piece right of column `wl` of frame `f` into the one left of it.
    fn hmerge(&mut self, f: Frame, wl: usize) {
        let (a, b) = (f.at(0, wl - 2), f.at(2, wl - 1));
        let (r0, r1) = (f.at(0, wl), f.at(1, wl));
        self.unlink(a, b);
        self.link(b, r0);
        self.link(a, r1);
        let kind = if f.sc == 1 {
            MergeKind::Horizontal
        } else {
            MergeKind::Vertical
        };
        self.rec.merge(kind, &[(a, b)], &[(b, r0), (a, r1)]);
    }

    /// Merge the 4 × 5 double loop whose first column is `c` into the path left of it.
    fn dlmerge(&mut self, f: Frame, c: usize) {
        let at = |r, c| f.at(r, c);
        let (p0, p1, x0, x1) = (at(0, c - 2), at(2, c - 1), at(1, c), at(3, c + 1));
        let (q0, q1, y0, y1) = (at(3, c - 2), at(1, c - 1), at(2, c), at(0, c + 1));
        self.unlink(p0, p1);
        self.unlink(x0, x1);
        self.link(p0, x0);
        self.link(p1, x1);
        self.unlink(q0, q1);
        self.unlink(y0, y1);
        self.link(q0, y0);
        self.link(q1, y1);
        self.rec.merge(
            MergeKind::DoubleLoop,
            &[(p0, p1), (x0, x1), (q0, q1), (y0, y1)],
            &[(p0, x0), (p1, x1), (q0, y0), (q1, y1)],
        );
    }

    /// Build `want` on frame `f` (003 Algorithm Knight(n, m), and OpenKnight for 3 and 4 rows).
    pub fn build(&mut self, f: Frame, want: Want) -> Result<(), NoBase> {
        if f.h > f.w {
            return self.build(f.transposed(), want.transposed());
        }
        let (n, m) = (f.h, f.w);
        if m <= 10 {
            // Case 1.
            return self.base(f, want);
        }
        if n == 3 {
            // Case 2 (Figs. 7-8; open: Figs. 13-14).
            let k = if want == Want::Open {
                (m - 7) % 4 + 7
            } else {
                (m - 9) % 4 + 9
            };
            self.base(f.sub(0, 0, 3, k), want)?;
            for j in (k..m).step_by(4) {
                self.base(f.sub(0, j, 3, 4), Want::StretchedV)?;
                self.hmerge(f, j);
            }
            return Ok(());
        }
        if n == 4 {
            if want != Want::Open {
                return Err(NoBase {
                    want,
                    rows: n,
                    cols: m,
                });
            }
            // OpenKnight Case 3 (Figs. 15-16).
            let k = (m - 6) % 5 + 6;
            self.base(f.sub(0, 0, 4, k), Want::StretchedH)?;
            let dl = bases()
                .get(BaseKind::DoubleLoop, 4, 5)
                .expect("the 4x5 double loop is stored");
            for j in (k..m).step_by(5) {
                self.place(f.sub(0, j, 4, 5), dl, false);
                self.dlmerge(f, j);
            }
            return Ok(());
        }
        let split = |x: usize| (x / 4) * 2 + x % 2;
        let m1 = split(m);
        if n <= 10 {
            // Case 3 (Figs. 9-10).
            self.build(f.sub(0, 0, n, m1), want)?;
            self.build(f.sub(0, m1, n, m - m1), Want::StretchedV)?;
            self.hmerge(f, m1);
            return Ok(());
        }
        // Case 4 (Figs. 11-12, merged as in Fig. 6).
        let n1 = split(n);
        self.build(f.sub(0, 0, n1, m1), want)?;
        self.build(f.sub(0, m1, n1, m - m1), Want::StretchedV)?;
        self.hmerge(f, m1);
        self.build(f.sub(n1, 0, n - n1, m1), Want::StretchedH)?;
        self.build(f.sub(n1, m1, n - n1, m - m1), Want::StretchedV)?;
        self.hmerge(f.sub(n1, 0, n - n1, m), m1);
        self.hmerge(f.transposed(), n1);
        Ok(())
    }
}

/// The whole board as a frame (`rows` × `cols`, row-major).
pub(crate) fn board_frame(rows: usize, cols: usize) -> Frame {
    Frame {
        origin: 0,
        sr: cols,
        sc: 1,
        h: rows,
        w: cols,
    }
}

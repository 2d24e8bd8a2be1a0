//! What each switch of a shatter does (join two cycles, split one, reroute one), found for the
//! whole shatter at once, offline, in O(squares + k log k) for k switches, in resumable pieces.
//!
//! A shatter switches vertex-disjoint rails `R_0 … R_(k−1)` one after another (001 §7,
//! Algorithm 3), and a plan wants the effect of each in turn. Take out the two moves of rail
//! `R_i` from the cover as it is just before `R_i` is switched (the rails before it switched,
//! those after it not yet): its four squares are then the ends of two paths, and how the paths
//! pair them says it all. With the paths `v0…v1` and `v2…v3` the primary moves close two
//! cycles and the switch **joins** them; with `v0…v2` and `v1…v3` one cycle becomes two
//! (**split**); with `v0…v3` and `v1…v2` one cycle stays one (**rerouted**). These are the three
//! cases of the walk in [`super::classify`].
//!
//! The pairings are found by divide and conquer over the sequence. Every other square of the
//! cover lies on a path between two rail squares (or on a cycle without any, which does not
//! matter), so the cover shrinks to a perfect matching of the 4k rail squares: who reaches whom
//! along the cover with every primary move of the k rails taken out (found by one walk round
//! the cycles). For a range `[l, r)` of rails, the rails before `l` are switched and those from
//! `r` on are not, so their moves are fixed and the range needs only the matching among its own
//! 4(r − l) squares through them. The left half `[l, m)` sees the right half unswitched: follow
//! the range's matching, and through each right-half rail by its primary move, until a left-half
//! square is reached. The right half sees the left half switched: through each left-half rail by
//! its cross move. A range of one rail holds the pairing its effect is read from. Each level
//! walks every square of its ranges once, so the whole costs O(k log k) array steps, with no
//! tree of the cycles (a treap of the cycle order did the same at some 40 times the cost).

use super::steps::spend;
use super::Effect;
use crate::cover::CycleCover;

const NONE: u32 = u32::MAX;

/// A range of rails and the matching among its squares (square `4i + c` is corner `c` of the
/// range's rail `i`: `v0, v1, v2, v3`; primary moves pair `c` with `c ^ 1`, cross moves with
/// `c ^ 2`).
struct Range {
    l: usize,
    r: usize,
    m: Vec<u32>,
    stage: Stage,
}

enum Stage {
    /// Building the left half's matching: ids below the cursor done.
    Left(usize, Vec<u32>),
    Right(usize, Vec<u32>),
    /// Both halves handed on.
    Over,
}

impl Range {
    fn new(l: usize, r: usize, m: Vec<u32>) -> Range {
        let stage = if r - l > 1 {
            Stage::Left(0, vec![NONE; 4 * ((r - l) / 2)])
        } else {
            Stage::Over
        };
        Range { l, r, m, stage }
    }
}

enum Phase {
    /// The matching of all rail squares: ids below `next` are looked at; `walk` is a walk under
    /// way from id `.0`, at square `.2` coming from `.1`.
    Contract {
        next: usize,
        walk: Option<(usize, usize, usize)>,
    },
    Divide,
    Done,
}

/// The effects of switching the given vertex-disjoint rails in order; [`Effects::run`]
/// advances.
pub(super) struct Effects {
    /// The squares `[v0, v1, v2, v3]` of each rail, in switching order.
    squares: Vec<[u32; 4]>,
    /// Per board square: 1 + its id among the rail squares, or 0.
    slot: Vec<u32>,
    root: Vec<u32>,
    stack: Vec<Range>,
    phase: Phase,
    /// The effects found so far, in order.
    out: Vec<Effect>,
}

impl Effects {
    /// For `squares` (vertex-disjoint rails of `cover`, in switching order); nothing computed.
    pub(super) fn new(cover: &CycleCover, squares: Vec<[u32; 4]>) -> Effects {
        let k = squares.len();
        let mut slot = vec![0u32; cover.board().squares()];
        for (i, sq) in squares.iter().enumerate() {
            for (c, &v) in sq.iter().enumerate() {
                slot[v as usize] = (4 * i + c) as u32 + 1;
            }
        }
        Effects {
            squares,
            slot,
            root: vec![NONE; 4 * k],
            stack: Vec::new(),
            phase: if k == 0 {
                Phase::Done
            } else {
                Phase::Contract {
                    next: 0,
                    walk: None,
                }
            },
            out: Vec::with_capacity(k),
        }
    }

    /// The rails' squares and their effects, in order (once [`Effects::run`] has said done).
    pub(super) fn finish(&mut self) -> (Vec<[u32; 4]>, Vec<Effect>) {
        (
            std::mem::take(&mut self.squares),
            std::mem::take(&mut self.out),
        )
    }

    /// Steps the setup of [`Effects::new`] took (one per rail square), for callers that count.
    pub(super) fn setup_cost(k: usize) -> usize {
        4 * k
    }

    /// Share done, 0 to 1.
    pub(super) fn fraction(&self) -> f64 {
        let k = self.squares.len().max(1) as f64;
        match self.phase {
            Phase::Contract { next, .. } => 0.3 * next as f64 / (4.0 * k),
            Phase::Divide => 0.3 + 0.7 * self.out.len() as f64 / k,
            Phase::Done => 1.0,
        }
    }

    /// Advance by about `budget` steps; true when every effect is in [`Effects::out`]. `cover`
    /// must be the cover as it was before any of the rails was switched.
    pub(super) fn run(&mut self, cover: &CycleCover, budget: &mut usize) -> bool {
        loop {
            match &mut self.phase {
                Phase::Contract { next, walk } => {
                    if !contract(
                        cover,
                        &self.squares,
                        &self.slot,
                        &mut self.root,
                        next,
                        walk,
                        budget,
                    ) {
                        return false;
                    }
                    self.slot = Vec::new();
                    let root = std::mem::take(&mut self.root);
                    self.stack.push(Range::new(0, self.squares.len(), root));
                    self.phase = Phase::Divide;
                }
                Phase::Divide => {
                    if !self.divide(budget) {
                        return false;
                    }
                    self.phase = Phase::Done;
                }
                Phase::Done => return true,
            }
        }
    }

    fn divide(&mut self, budget: &mut usize) -> bool {
        while let Some(top) = self.stack.last_mut() {
            if *budget == 0 {
                return false;
            }
            let (l, r) = (top.l, top.r);
            if r - l == 1 {
                self.out.push(match top.m[0] {
                    1 => Effect::Joined,
                    2 => Effect::Split,
                    _ => Effect::Rerouted,
                });
                spend(budget, 1);
                self.stack.pop();
                continue;
            }
            let mid = l + (r - l) / 2;
            let half = 4 * (mid - l);
            let child = match &mut top.stage {
                Stage::Left(cursor, child) => {
                    if !halve::<false>(&top.m, half, child, cursor, budget) {
                        return false;
                    }
                    let child = std::mem::take(child);
                    top.stage = Stage::Right(0, vec![NONE; top.m.len() - half]);
                    Range::new(l, mid, child)
                }
                Stage::Right(cursor, child) => {
                    if !halve::<true>(&top.m, half, child, cursor, budget) {
                        return false;
                    }
                    let child = std::mem::take(child);
                    top.stage = Stage::Over;
                    top.m = Vec::new();
                    Range::new(mid, r, child)
                }
                Stage::Over => {
                    self.stack.pop();
                    continue;
                }
            };
            self.stack.push(child);
        }
        true
    }
}

/// The matching of all rail squares along the cover without the rails' primary moves.
#[allow(clippy::too_many_arguments)]
#[inline(never)]
fn contract(
    cover: &CycleCover,
    squares: &[[u32; 4]],
    slot: &[u32],
    root: &mut [u32],
    next: &mut usize,
    walk: &mut Option<(usize, usize, usize)>,
    budget: &mut usize,
) -> bool {
    let nbr = cover.neighbour_table();
    loop {
        if let Some((id, mut prev, mut cur)) = *walk {
            loop {
                let s = slot[cur];
                if s != 0 {
                    root[id] = s - 1;
                    root[s as usize - 1] = id as u32;
                    break;
                }
                if *budget == 0 {
                    *walk = Some((id, prev, cur));
                    return false;
                }
                *budget -= 1;
                let [a, b] = nbr[cur];
                let nx = if a as usize != prev { a } else { b } as usize;
                prev = cur;
                cur = nx;
            }
            *walk = None;
        }
        while *next < root.len() && root[*next] != NONE {
            *next += 1;
        }
        if *next == root.len() {
            return true;
        }
        if *budget == 0 {
            return false;
        }
        *budget -= 1;
        let id = *next;
        let (s, partner) = (
            squares[id / 4][id % 4] as usize,
            squares[id / 4][(id % 4) ^ 1] as usize,
        );
        // Leave `s` by its move that is not its rail's primary move.
        let [a, b] = nbr[s];
        let first = if a as usize != partner { a } else { b } as usize;
        *walk = Some((id, s, first));
    }
}

/// Build a half's matching from its range's matching `m` (ids below `half`: the left half).
/// Left (`RIGHT` false): through right-half rails by their primary moves (not yet switched).
/// Right: through left-half rails by their cross moves (switched); the child's ids start at 0.
#[inline(never)]
fn halve<const RIGHT: bool>(
    m: &[u32],
    half: usize,
    child: &mut [u32],
    cursor: &mut usize,
    budget: &mut usize,
) -> bool {
    let base = if RIGHT { half } else { 0 };
    while *cursor < child.len() {
        if *budget == 0 {
            return false;
        }
        let id = *cursor;
        *cursor += 1;
        if child[id] != NONE {
            spend(budget, 1);
            continue;
        }
        let mut x = m[base + id] as usize;
        let mut steps = 1;
        if RIGHT {
            while x < half {
                x = m[x ^ 2] as usize;
                steps += 1;
            }
        } else {
            while x >= half {
                x = m[x ^ 1] as usize;
                steps += 1;
            }
        }
        let x = x - base;
        child[id] = x as u32;
        child[x] = id as u32;
        spend(budget, steps);
    }
    true
}

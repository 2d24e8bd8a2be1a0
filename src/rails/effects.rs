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
//! its cross move. A range of one rail holds the pairing its effect is read from (in practice
//! ranges of a few rails are walked rail after rail, and rails alone on their paths leave a
//! range early: see [`Range::new`]). Each level
//! walks every square of its ranges once, so the whole costs O(k log k) array steps, with no
//! tree of the cycles: the treap of the cycle order used before spent some 5 µs a switch
//! chasing pointers (a planned shatter of a 400 × 400 tour 129 ms, against 33–48 ms this way
//! on the same, busy, machine).

use super::steps::spend;
use super::Effect;
use crate::cover::CycleCover;

const NONE: u32 = u32::MAX;

/// Ranges of at most this many rails are pruned of rails that are alone ([`Range::new`]).
const PRUNE_MAX: usize = 2048;

/// Ranges of at most this many rails are solved by walking, rail after rail (O(rails²)).
const LEAF: usize = 8;

/// A range of rails (their numbers in switching order, increasing) and the matching among
/// their squares (square `4i + c` is corner `c` of the range's rail `i`: `v0, v1, v2, v3`;
/// primary moves pair `c` with `c ^ 1`, cross moves with `c ^ 2`).
struct Range {
    rails: Vec<u32>,
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
    /// The range, less its rails whose four squares the matching pairs among themselves: no
    /// path of another rail of the range goes through them, so their effect is known now
    /// (written to `out`) and their state does not matter to the others. Few leave at the top
    /// (a shattered tour is still a few long cycles), many in the small ranges near the
    /// bottom, where it saves the last levels; ranges above [`PRUNE_MAX`] rails are not tried.
    fn new(rails: Vec<u32>, m: Vec<u32>, out: &mut [Effect], found: &mut usize) -> Range {
        let s = rails.len();
        if s > PRUNE_MAX {
            // Big ranges (the top levels) are kept whole: few rails leave there, and a pass
            // over them would be one long piece of work.
            let stage = Stage::Left(0, vec![NONE; 4 * (s / 2)]);
            return Range { rails, m, stage };
        }
        let mut keep = Vec::new();
        let mut kept = 0u32;
        for i in 0..s {
            let b = 4 * i as u32;
            if m[4 * i..4 * i + 4].iter().all(|&x| x & !3 == b) {
                if keep.is_empty() {
                    keep = (0..i as u32).collect();
                    kept = i as u32;
                }
                keep.push(NONE);
                out[rails[i] as usize] = effect(m[4 * i] & 3);
                *found += 1;
            } else if !keep.is_empty() {
                keep.push(kept);
                kept += 1;
            }
        }
        let (rails, m) = if keep.is_empty() {
            (rails, m)
        } else {
            let k = kept as usize;
            let mut r2 = Vec::with_capacity(k);
            let mut m2 = vec![NONE; 4 * k];
            for i in 0..s {
                let ni = keep[i];
                if ni == NONE {
                    continue;
                }
                r2.push(rails[i]);
                for c in 0..4 {
                    let x = m[4 * i + c];
                    m2[4 * ni as usize + c] = 4 * keep[x as usize / 4] + (x & 3);
                }
            }
            (r2, m2)
        };
        if rails.len() <= LEAF {
            // Few rails: switch them in turn, each effect read off the walk from its corner 0
            // through the others as they stand (those before it switched: cross moves).
            for i in 0..rails.len() {
                let mut x = m[4 * i] as usize;
                while x / 4 != i {
                    x = m[x ^ if x / 4 < i { 2 } else { 1 }] as usize;
                }
                out[rails[i] as usize] = effect(x as u32 & 3);
                *found += 1;
            }
            return Range {
                rails,
                m,
                stage: Stage::Over,
            };
        }
        let stage = Stage::Left(0, vec![NONE; 4 * (rails.len() / 2)]);
        Range { rails, m, stage }
    }
}

/// The effect of a rail whose corner 0 is paired with corner `c` (1, 2 or 3).
fn effect(c: u32) -> Effect {
    match c {
        1 => Effect::Joined,
        2 => Effect::Split,
        _ => Effect::Rerouted,
    }
}

enum Phase {
    /// Numbering the rail squares: rails below this one done.
    Slots(usize),
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
    /// The effect of each rail (those not found yet: anything).
    out: Vec<Effect>,
    /// How many are found.
    found: usize,
}

impl Effects {
    /// For `squares` (vertex-disjoint rails of `cover`, in switching order); nothing computed.
    pub(super) fn new(cover: &CycleCover, squares: Vec<[u32; 4]>) -> Effects {
        let k = squares.len();
        Effects {
            squares,
            slot: vec![0u32; cover.board().squares()],
            root: vec![NONE; 4 * k],
            stack: Vec::new(),
            phase: if k == 0 { Phase::Done } else { Phase::Slots(0) },
            out: vec![Effect::Rerouted; k],
            found: 0,
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
            Phase::Slots(i) => 0.05 * i as f64 / k,
            Phase::Contract { next, .. } => 0.05 + 0.25 * next as f64 / (4.0 * k),
            Phase::Divide => 0.3 + 0.7 * self.found as f64 / k,
            Phase::Done => 1.0,
        }
    }

    /// Advance by about `budget` steps; true when every effect is in [`Effects::out`]. `cover`
    /// must be the cover as it was before any of the rails was switched.
    pub(super) fn run(&mut self, cover: &CycleCover, budget: &mut usize) -> bool {
        loop {
            match &mut self.phase {
                Phase::Slots(i) => {
                    let end = self.squares.len().min(i.saturating_add(*budget / 4 + 1));
                    spend(budget, 4 * (end - *i));
                    for (r, sq) in self.squares[*i..end].iter().enumerate() {
                        for (c, &v) in sq.iter().enumerate() {
                            self.slot[v as usize] = (4 * (*i + r) + c) as u32 + 1;
                        }
                    }
                    *i = end;
                    if end < self.squares.len() {
                        return false;
                    }
                    self.phase = Phase::Contract {
                        next: 0,
                        walk: None,
                    };
                }
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
                    let all = (0..self.squares.len() as u32).collect();
                    spend(budget, root.len());
                    let range = Range::new(all, root, &mut self.out, &mut self.found);
                    self.stack.push(range);
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
            let half = 4 * (top.rails.len() / 2);
            let (rails, m) = match &mut top.stage {
                Stage::Left(cursor, child) => {
                    if !halve::<false>(&top.m, half, child, cursor, budget) {
                        return false;
                    }
                    let child = std::mem::take(child);
                    top.stage = Stage::Right(0, vec![NONE; top.m.len() - half]);
                    (top.rails[..half / 4].to_vec(), child)
                }
                Stage::Right(cursor, child) => {
                    if !halve::<true>(&top.m, half, child, cursor, budget) {
                        return false;
                    }
                    let child = std::mem::take(child);
                    top.stage = Stage::Over;
                    top.m = Vec::new();
                    (top.rails.split_off(half / 4), child)
                }
                Stage::Over => {
                    self.stack.pop();
                    continue;
                }
            };
            spend(budget, m.len());
            let range = Range::new(rails, m, &mut self.out, &mut self.found);
            self.stack.push(range);
        }
        true
    }
}

/// The matching of all rail squares along the cover without the rails' primary moves.
#[allow(clippy::too_many_arguments)]
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

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
use crate::rng::SplitMix64;
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

/// A downward move as row/column deltas, precomputed for the scans.
#[derive(Clone, Copy)]
struct Down {
    mv: Move,
    dr: usize,
    dc: isize,
}

fn downs() -> [Down; 4] {
    downward_moves().map(|mv| {
        let (dr, dc) = mv.delta();
        Down {
            mv,
            dr: dr as usize,
            dc: dc as isize,
        }
    })
}

/// Call `f` on every rail of `cover` in row-major order of its top square (Algorithm 1):
/// for each square `u`, each downward move `u→v` of the cover, and each other downward move `j`,
/// the rail exists if `u+j → v+j` is in the cover and `u→u+j`, `v→v+j` are not. O(squares).
pub fn for_each_rail(cover: &CycleCover, mut f: impl FnMut(Rail)) {
    let board = cover.board();
    let rows = board.rows() as usize;
    let cols = board.cols() as usize;
    let downs = downs();
    let nbr = cover.neighbour_table();
    let on = |r: usize, c: isize| r < rows && c >= 0 && (c as usize) < cols;
    for r in 0..rows {
        for c in 0..cols {
            let u = r * cols + c;
            for &v32 in &nbr[u] {
                let v = v32 as usize;
                if v <= u {
                    continue; // not a downward move from u
                }
                let (vr, vc) = (v / cols, (v % cols) as isize);
                let Some(p) = downs
                    .iter()
                    .position(|d| r + d.dr == vr && c as isize + d.dc == vc)
                else {
                    continue;
                };
                for (j, d) in downs.iter().enumerate() {
                    if j == p || !on(r + d.dr, c as isize + d.dc) || !on(vr + d.dr, vc + d.dc) {
                        continue;
                    }
                    let u2 = (r + d.dr) * cols + (c as isize + d.dc) as usize;
                    let v2 = (vr + d.dr) * cols + (vc + d.dc) as usize;
                    let [a, b] = nbr[u2];
                    if (a as usize == v2 || b as usize == v2)
                        && !cover.has_edge(u, u2)
                        && !cover.has_edge(v, v2)
                    {
                        f(Rail {
                            top: u as u32,
                            primary: downs[p].mv,
                            cross: d.mv,
                        });
                    }
                }
            }
        }
    }
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

/// Visit `rails` in a seeded random order that stays cache-friendly: a first pass in scan order
/// from a random starting point offers each rail with probability ½, a second pass offers them
/// all (a full shuffle costs several times more on a 1000 × 1000 board). Callers skip rails
/// that are taken or no longer rails, so the second pass only completes the first.
fn two_pass(rails: &[Rail], seed: u64, mut offer: impl FnMut(Rail)) {
    if rails.is_empty() {
        return;
    }
    let mut rng = SplitMix64::new(seed);
    let start = rng.below(rails.len());
    let order = || rails[start..].iter().chain(&rails[..start]);
    let mut bits = 0u64;
    for (k, &r) in order().enumerate() {
        if k % 64 == 0 {
            bits = rng.next_u64();
        }
        if bits & 1 == 1 {
            offer(r);
        }
        bits >>= 1;
    }
    for &r in order() {
        offer(r);
    }
}

/// One round of Join (Algorithm 2): find the rails, take them in a seeded random order, and switch each one
/// that is still a rail and still joins two different cycles (union–find over the cycles at the
/// start of the round), i.e. a spanning forest of the rail graph grown greedily while
/// switching. Every switch joins two cycles, so the count never rises. Returns the number of
/// switches; `log` receives them. O(squares).
pub fn join_round(
    cover: &mut CycleCover,
    seed: u64,
    round: u32,
    mut log: Option<&mut Vec<Switch>>,
) -> usize {
    let (label, mut cycles) = cover.cycle_labels();
    if cycles <= 1 {
        return 0;
    }
    let rails = find_rails(cover);
    let board = cover.board();
    let cols = board.cols() as isize;
    let mut uf = UnionFind::new(cycles);
    let mut joins = 0;
    two_pass(&rails, seed, |rail| {
        if cycles == 1 {
            return;
        }
        let v0 = rail.top as usize;
        let (pr, pc) = rail.primary.delta();
        let (cr, cc) = rail.cross.delta();
        let v1 = (v0 as isize + pr as isize * cols + pc as isize) as usize;
        let v2 = (v0 as isize + cr as isize * cols + cc as isize) as usize;
        let v3 = (v1 as isize + cr as isize * cols + cc as isize) as usize;
        let still_a_rail = cover.has_edge(v0, v1)
            && cover.has_edge(v2, v3)
            && !cover.has_edge(v0, v2)
            && !cover.has_edge(v1, v3);
        if !still_a_rail {
            return; // an earlier switch took one of its moves
        }
        if !uf.union(label[v0] as usize, label[v2] as usize) {
            return; // both moves on one cycle by now
        }
        switch_unchecked(cover, [v0, v1, v2, v3]);
        joins += 1;
        cycles -= 1;
        if let Some(log) = log.as_deref_mut() {
            log.push(Switch {
                rail,
                effect: Effect::Joined,
                cycles_after: cycles,
                round,
            });
        }
    });
    joins
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
    let mut rng = SplitMix64::new(seed);
    let mut cycles = cover.cycle_count();
    let mut report = JoinReport {
        cycles_before: cycles,
        cycles_after_round: Vec::new(),
    };
    let mut round = 0u32;
    while cycles > 1 {
        let joins = join_round(cover, rng.fork(), round, log.as_deref_mut());
        if joins == 0 {
            break;
        }
        cycles -= joins;
        report.cycles_after_round.push(cycles);
        round += 1;
    }
    report
}

/// Choose a random maximal set of vertex-disjoint rails (001 §7, Algorithm 3 line 2): all rails
/// in a seeded random order (see `two_pass`), each taken if none of its squares is taken yet.
/// O(squares).
pub fn disjoint_rails(cover: &CycleCover, seed: u64) -> Vec<Rail> {
    let board = cover.board();
    let rails = find_rails(cover);
    let mut used = vec![false; board.squares()];
    let cols = board.cols() as isize;
    let mut chosen = Vec::with_capacity(rails.len() / 4);
    two_pass(&rails, seed, |rail| {
        let v0 = rail.top as usize;
        let (pr, pc) = rail.primary.delta();
        let (cr, cc) = rail.cross.delta();
        let v1 = (v0 as isize + pr as isize * cols + pc as isize) as usize;
        let v2 = (v0 as isize + cr as isize * cols + cc as isize) as usize;
        let v3 = (v1 as isize + cr as isize * cols + cc as isize) as usize;
        if used[v0] || used[v1] || used[v2] || used[v3] {
            return;
        }
        used[v0] = true;
        used[v1] = true;
        used[v2] = true;
        used[v3] = true;
        chosen.push(rail);
    });
    chosen
}

/// Shatter (Algorithm 3): switch a random maximal set of vertex-disjoint rails. Returns how many
/// were switched. O(squares).
pub fn shatter(cover: &mut CycleCover, seed: u64) -> usize {
    let rails = disjoint_rails(cover, seed);
    let board = cover.board();
    for rail in &rails {
        let sq = rail.squares(board).expect("found on this board");
        switch_unchecked(cover, sq);
    }
    rails.len()
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
    let mut rng = SplitMix64::new(seed);
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
    report.cycles_after_shatter = cover.cycle_count();
    let mut join_seed = SplitMix64::new(seed ^ 0x6A09_E667_F3BC_C908);
    loop {
        let mut cycles = cover.cycle_count();
        while cycles > 1 {
            let joins = join_round(cover, join_seed.fork(), round, log.as_deref_mut());
            round += 1;
            if joins == 0 {
                break;
            }
            cycles -= joins;
            report.cycles_after_round.push(cycles);
        }
        if cycles == 1 || report.retries == OBFUSCATE_RETRIES {
            break;
        }
        report.retries += 1;
        shatter_once(cover, &mut log, &mut report, &mut round);
    }
    report
}

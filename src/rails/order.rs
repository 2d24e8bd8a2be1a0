//! The cyclic order of every cycle of a cover, kept as sequences in a forest of implicit treaps
//! (one tree per cycle, lazy reversal), so that what a rail switch does — join two cycles, split
//! one, or reroute one — is found and applied in O(log squares) expected time.
//!
//! [`super::classify`] finds the effect by walking the cycle, O(its length): fine for one click,
//! but a planned shatter classifies some squares/6 switches in a row, and on a long cycle that is
//! quadratic (a 400 × 400 tour took minutes to plan). This is what the plans use instead.
//!
//! A switch of the rail `[v0, v1, v2, v3]` removes the moves v0–v1, v2–v3 and adds v0–v2, v1–v3.
//! Cut the cycle through v0–v1 at that move into the path `v1 … v0`; then:
//! - v2–v3 on another cycle, cut into `v2 … v3`: the joined cycle is `v1 … v0 v2 … v3`;
//! - `v1 … v2 v3 … v0` (v2 first): rerouted into `v2 … v1 v3 … v0` (a reversed piece);
//! - `v1 … v3 v2 … v0` (v3 first): split into `v1 … v3` and `v2 … v0`.
//!
//! These are the three cases of the walk in [`super::classify`], which the tests compare.

use super::Effect;
use crate::cover::CycleCover;

const NIL: u32 = u32::MAX;

/// A forest of implicit treaps over the squares: in-order position is the place in the cycle.
pub(crate) struct CycleOrder {
    left: Vec<u32>,
    right: Vec<u32>,
    parent: Vec<u32>,
    size: Vec<u32>,
    rev: Vec<bool>,
    /// Scratch: the path from a node to its root.
    path: Vec<u32>,
}

impl CycleOrder {
    /// The cycles of `cover`, each read from its smallest square. O(squares).
    pub(crate) fn new(cover: &CycleCover) -> CycleOrder {
        let n = cover.board().squares();
        let mut t = CycleOrder {
            left: vec![NIL; n],
            right: vec![NIL; n],
            parent: vec![NIL; n],
            size: vec![1; n],
            rev: vec![false; n],
            path: Vec::new(),
        };
        let mut seen = vec![false; n];
        let mut stack: Vec<u32> = Vec::new();
        for s in 0..n {
            if seen[s] {
                continue;
            }
            // A Cartesian tree over the cycle in one pass (right spine on a stack).
            stack.clear();
            for v in cover.walk(s) {
                seen[v] = true;
                let v = v as u32;
                let mut last = NIL;
                while let Some(&top) = stack.last() {
                    if t.priority(top) >= t.priority(v) {
                        break;
                    }
                    last = stack.pop().expect("non-empty");
                }
                if last != NIL {
                    t.left[v as usize] = last;
                    t.parent[last as usize] = v;
                }
                if let Some(&top) = stack.last() {
                    t.right[top as usize] = v;
                    t.parent[v as usize] = top;
                }
                stack.push(v);
            }
            if let Some(&root) = stack.first() {
                t.fix_sizes(root);
            }
        }
        t
    }

    /// Heap priority of a node: a fixed hash, so the shapes are the same on every run.
    #[inline]
    fn priority(&self, x: u32) -> u64 {
        heap_hash(x as u64 ^ 0x9E37_79B9_7F4A_7C15)
    }

    /// Sizes of the tree under `root`, bottom-up without recursion.
    fn fix_sizes(&mut self, root: u32) {
        let mut order = vec![root];
        let mut k = 0;
        while k < order.len() {
            let x = order[k] as usize;
            for c in [self.left[x], self.right[x]] {
                if c != NIL {
                    order.push(c);
                }
            }
            k += 1;
        }
        for &x in order.iter().rev() {
            self.pull(x);
        }
    }

    #[inline]
    fn sz(&self, x: u32) -> u32 {
        if x == NIL {
            0
        } else {
            self.size[x as usize]
        }
    }

    #[inline]
    fn pull(&mut self, x: u32) {
        let (l, r) = (self.left[x as usize], self.right[x as usize]);
        self.size[x as usize] = 1 + self.sz(l) + self.sz(r);
        if l != NIL {
            self.parent[l as usize] = x;
        }
        if r != NIL {
            self.parent[r as usize] = x;
        }
    }

    #[inline]
    fn push(&mut self, x: u32) {
        let i = x as usize;
        if self.rev[i] {
            self.rev[i] = false;
            let (l, r) = (self.left[i], self.right[i]);
            self.left[i] = r;
            self.right[i] = l;
            for c in [l, r] {
                if c != NIL {
                    self.rev[c as usize] ^= true;
                }
            }
        }
    }

    fn root(&self, mut x: u32) -> u32 {
        while self.parent[x as usize] != NIL {
            x = self.parent[x as usize];
        }
        x
    }

    /// Position of `x` in its sequence (0-based).
    fn index(&mut self, x: u32) -> usize {
        let mut path = std::mem::take(&mut self.path);
        path.clear();
        let mut y = x;
        while y != NIL {
            path.push(y);
            y = self.parent[y as usize];
        }
        for &y in path.iter().rev() {
            self.push(y);
        }
        self.path = path;
        let mut pos = self.sz(self.left[x as usize]) as usize;
        let mut y = x;
        while self.parent[y as usize] != NIL {
            let p = self.parent[y as usize];
            if self.right[p as usize] == y {
                pos += self.sz(self.left[p as usize]) as usize + 1;
            }
            y = p;
        }
        pos
    }

    /// Split the tree `t` into its first `k` elements and the rest (both detached).
    fn split(&mut self, t: u32, k: usize) -> (u32, u32) {
        if t == NIL {
            return (NIL, NIL);
        }
        self.push(t);
        let i = t as usize;
        let ls = self.sz(self.left[i]) as usize;
        self.parent[i] = NIL;
        if k <= ls {
            let (a, b) = self.split(self.left[i], k);
            self.left[i] = b;
            self.pull(t);
            if a != NIL {
                self.parent[a as usize] = NIL;
            }
            (a, t)
        } else {
            let (a, b) = self.split(self.right[i], k - ls - 1);
            self.right[i] = a;
            self.pull(t);
            if b != NIL {
                self.parent[b as usize] = NIL;
            }
            (t, b)
        }
    }

    /// The sequence `a` followed by `b` (roots of detached trees).
    fn merge(&mut self, a: u32, b: u32) -> u32 {
        if a == NIL {
            return b;
        }
        if b == NIL {
            return a;
        }
        if self.priority(a) > self.priority(b) {
            self.push(a);
            let r = self.merge(self.right[a as usize], b);
            self.right[a as usize] = r;
            self.pull(a);
            self.parent[a as usize] = NIL;
            a
        } else {
            self.push(b);
            let l = self.merge(a, self.left[b as usize]);
            self.left[b as usize] = l;
            self.pull(b);
            self.parent[b as usize] = NIL;
            b
        }
    }

    /// The cycle through the move `a`–`b`, cut at that move, as the sequence `a … b`.
    fn cut_at(&mut self, a: u32, b: u32) -> u32 {
        let root = self.root(a);
        let len = self.sz(root) as usize;
        let (ia, ib) = (self.index(a), self.index(b));
        if (ib + 1) % len == ia {
            // … b a …: rotate to start at a, which ends at b.
            let (x, y) = self.split(root, ia);
            self.merge(y, x)
        } else {
            // … a b …: rotate to start at b (b … a), then reverse.
            let (x, y) = self.split(root, ib);
            let t = self.merge(y, x);
            self.rev[t as usize] ^= true;
            t
        }
    }

    /// Switch the rail with squares `[v0, v1, v2, v3]` (present in the cover this order follows)
    /// and say what it did.
    pub(crate) fn switch(&mut self, [v0, v1, v2, v3]: [usize; 4]) -> Effect {
        let [v0, v1, v2, v3] = [v0, v1, v2, v3].map(|v| v as u32);
        if self.root(v0) != self.root(v2) {
            let a = self.cut_at(v1, v0);
            let b = self.cut_at(v2, v3);
            self.merge(a, b);
            return Effect::Joined;
        }
        let t = self.cut_at(v1, v0);
        let (i2, i3) = (self.index(v2), self.index(v3));
        if i2 < i3 {
            let (x, y) = self.split(t, i3);
            self.rev[x as usize] ^= true;
            self.merge(x, y);
            Effect::Rerouted
        } else {
            self.split(t, i2);
            Effect::Split
        }
    }
}

/// A fixed integer hash (a 64-bit finaliser) for the treap's heap priorities: the tree only needs
/// priorities that look unrelated to the keys, not a random stream, so none is drawn.
#[inline]
fn heap_hash(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::CycleOrder;
    use crate::rails::{classify, disjoint_rails, shatter, switch};
    use crate::tourneys::{generate, Generator};

    /// The treap agrees with the walk in `classify` over whole shatters, switch by switch.
    #[test]
    fn agrees_with_classify() {
        for (gen, n, seed) in [
            (Generator::Divide, 20, 1),
            (Generator::Braid, 16, 2),
            (Generator::FourCover, 12, 3),
            (Generator::DivideTourney, 24, 4),
        ] {
            let mut cover = generate(gen, n, seed).unwrap();
            for round in 0..4u64 {
                let mut order = CycleOrder::new(&cover);
                for rail in disjoint_rails(&cover, seed * 10 + round) {
                    let want = classify(&cover, rail).unwrap();
                    let got = order.switch(rail.squares(cover.board()).unwrap());
                    assert_eq!(got, want, "{} n={n} round {round}", gen.name());
                    switch(&mut cover, rail).unwrap();
                }
                shatter(&mut cover, round);
            }
        }
    }
}

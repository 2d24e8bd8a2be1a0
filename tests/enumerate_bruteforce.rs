//! An independent count: Phadke's program as the paper describes it (002 §"Background" and
//! §"Working of the Computer Program"), written out literally — a numbered 8×8 board, an Options
//! Matrix MO(64, 8) that stores the other tied move types, and back-tracking to the last non-zero
//! entry — on plain (row, col) arithmetic, sharing no code with the bitboard enumeration but
//! Phadke's move numbering. Its counts must equal the enumeration's under the default reading.

use warnsdorff::moves::Move;
use warnsdorff::phadke::*;

/// Offsets of Phadke's move types 1–8 (1 = two right one down, clockwise), as (row, col).
fn offsets() -> [(i32, i32); 8] {
    std::array::from_fn(|k| Move::from_phadke(k as u8 + 1).unwrap().delta())
}

struct Program {
    /// 0 = free; otherwise the move number that visited the square.
    b: [[u32; 8]; 8],
    /// Squares reserved for the end of the tour (end, or an end dash chain), in order.
    tail: Vec<(i32, i32)>,
    /// Dashed access cells with their corner.
    dash: Vec<((i32, i32), (i32, i32))>,
    off: [(i32, i32); 8],
}

impl Program {
    fn on(&self, (r, c): (i32, i32)) -> bool {
        (0..8).contains(&r) && (0..8).contains(&c)
    }

    fn free(&self, s: (i32, i32)) -> bool {
        self.b[s.0 as usize][s.1 as usize] == 0
    }

    /// Outlets of a target: free squares a knight's move away (reserved ones count: they are
    /// free on the board), or 1 for a dashed access cell whose corner is free.
    fn outlets(&self, t: (i32, i32)) -> u32 {
        if let Some(&(_, k)) = self.dash.iter().find(|(a, _)| *a == t) {
            if self.free(k) {
                return 1;
            }
        }
        self.off
            .iter()
            .map(|d| (t.0 + d.0, t.1 + d.1))
            .filter(|&s| self.on(s) && self.free(s))
            .count() as u32
    }

    /// The move types tied for fewest outlets from `at`, ascending; reserved squares are not
    /// targets.
    fn ties(&self, at: (i32, i32)) -> Vec<usize> {
        let mut best = u32::MAX;
        let mut out = Vec::new();
        for (k, d) in self.off.iter().enumerate() {
            let t = (at.0 + d.0, at.1 + d.1);
            if !self.on(t) || !self.free(t) || self.tail.contains(&t) {
                continue;
            }
            let o = self.outlets(t);
            if o < best {
                best = o;
                out.clear();
            }
            if o == best {
                out.push(k);
            }
        }
        out
    }
}

fn rc(c: Cell) -> (i32, i32) {
    (c.row() as i32, c.col() as i32)
}

/// Run the program for start → end with a variant; returns the number of solutions.
fn phadke_program(start: Cell, end: Cell, variant: Variant) -> u64 {
    let mut p = Program {
        b: [[0; 8]; 8],
        tail: variant.tail(end).into_iter().map(rc).collect(),
        dash: Vec::new(),
        off: offsets(),
    };
    for k in Corner::ALL {
        for a in Cell::of_mask(variant.dashes[k.index()].cells(k)) {
            p.dash.push((rc(a), rc(k.cell())));
        }
    }
    let last = 64 - p.tail.len() as u32;
    let mut pos = vec![(0, 0); 65];
    let mut mo: Vec<Vec<usize>> = vec![Vec::new(); 65];
    let mut k = 1u32;
    pos[1] = rc(start);
    p.b[pos[1].0 as usize][pos[1].1 as usize] = 1;
    let mut solutions = 0;
    loop {
        let ties = p.ties(pos[k as usize]);
        let next = if let Some((&chosen, rest)) = ties.split_last() {
            mo[k as usize] = rest.to_vec();
            Some(chosen)
        } else {
            let head = p.tail[0];
            let at = pos[k as usize];
            if k == last && p.off.iter().any(|d| (at.0 + d.0, at.1 + d.1) == head) {
                solutions += 1;
            }
            // Back-track to the last non-zero entry of the options matrix.
            let Some(j) = (1..=k).rev().find(|&j| !mo[j as usize].is_empty()) else {
                break;
            };
            for m in j + 1..=k {
                let s = pos[m as usize];
                p.b[s.0 as usize][s.1 as usize] = 0;
            }
            k = j;
            mo[k as usize].pop()
        };
        let d = p.off[next.unwrap()];
        let at = pos[k as usize];
        k += 1;
        pos[k as usize] = (at.0 + d.0, at.1 + d.1);
        p.b[pos[k as usize].0 as usize][pos[k as usize].1 as usize] = k;
    }
    solutions
}

#[test]
fn the_literal_program_counts_what_the_enumeration_counts() {
    for (s, e, v) in [
        ("a8", "c7", "none"),
        ("b8", "a6", "none"),
        ("c8", "b6", "none"),
        ("c6", "d4", "a1,h8:B"),
        ("b8", "a6", "ecd:b6,h1:A"),
        ("c6", "e5", "xcd:g3:g4"),
    ] {
        let (s, e, v) = (
            Cell::parse(s).unwrap(),
            Cell::parse(e).unwrap(),
            Variant::parse(v).unwrap(),
        );
        let ours = Problem::new(s, e, v, Reading::default()).unwrap().count();
        assert_eq!(phadke_program(s, e, v), ours.solutions, "{s}→{e} {v}");
    }
}

#[test]
fn the_literal_program_gives_14258_for_a8_c7() {
    let n = phadke_program(
        Cell::parse("a8").unwrap(),
        Cell::parse("c7").unwrap(),
        Variant::PLAIN,
    );
    assert_eq!(n, 14_258);
}

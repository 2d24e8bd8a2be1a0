//! Squirrel & Cull's §5, the partial proof for m ≡ 7 (mod 8), and Figure 5, checked against
//! Figure 3's plan walked by the tool: the inductive hypotheses of Steps 2 and 6 (the set of
//! squares visited when the knight stands on a named square), the Step 5 form matrix cell by
//! cell, and the 39×39 path of Figure 5; what the extracted text lost (Steps 3–4's hypotheses
//! and form matrices, Figure 6) is said on a card of its own.

use super::squirrel::{first_matrix, plan_path, FORM_M};
use super::{no_param, once, Claim, Cost, Expected, Finding, PaperValue, Verdict, VerdictKind};
use crate::board::Square;
use serde_json::json;
use std::collections::HashMap;

/// The boards the §5 cards walk: m ≡ 7 (mod 8), the case §5 proves; 39 is Figure 5's board,
/// 119 the first at which §3's algorithm is stated (m ≥ 112).
const PROOF_BOARDS: [u32; 4] = [39, 47, 55, 119];

/// The walk's path as a lookup: square → its place (0 for the first square).
fn places(path: &[Square]) -> HashMap<Square, usize> {
    path.iter().enumerate().map(|(i, &s)| (s, i)).collect()
}

/// Whether `x ≡ r (mod 4)` for a residue given in 0..4.
fn mod4(x: i64, r: i64) -> bool {
    x.rem_euclid(4) == r
}

/// How the border conditions (the first two of §5.2 and §5.6, the third of §5.6) are read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Border {
    /// As printed: row 1 at j ≡ 1, 2 (mod 4), row 2 at j ≡ 0, 3; §5.6's right border at
    /// j = m − 2, m − 1 on odd rows.
    Printed,
    /// As the paper's own form matrices draw it: §4's first form matrix has row 1's a's and c's
    /// on j ≡ 2, 3 (mod 4) and row 2's a's and e's on j ≡ 0, 1; §5.5's has the x's of odd rows
    /// in its last two columns, j = m − 1, m.
    Drawn,
}

/// Row 1 and row 2 of the top border under a reading.
fn top_border(i: i64, j: i64, b: Border) -> bool {
    let (one, two) = match b {
        Border::Printed => ([1, 2], [0, 3]),
        Border::Drawn => ([2, 3], [0, 1]),
    };
    (i == 1 && one.iter().any(|&r| mod4(j, r))) || (i == 2 && two.iter().any(|&r| mod4(j, r)))
}

/// §5.2's seven conditions on (i, j) for a given k.
pub(crate) fn step_2_condition(i: i64, j: i64, k: i64, b: Border) -> bool {
    top_border(i, j, b)
        || (j == 1 && (mod4(i, 1) || mod4(i, 2)))
        || (j == 2 && (mod4(i, 0) || mod4(i, 3)))
        || i <= k - 2 * (j - 1)
        || (i == k - 2 * (j - 1) + 1 && 2 * j < k - 5)
        || [(k, 2), (k - 2, 3), (k + 1, 3), (k - 1, 4), (k - 3, 5)].contains(&(i, j))
}

/// §5.6's seven conditions on (i, j) for a given k, on m × m.
pub(crate) fn step_6_condition(i: i64, j: i64, k: i64, m: i64, b: Border) -> bool {
    let right = match b {
        Border::Printed => [m - 2, m - 1],
        Border::Drawn => [m - 1, m],
    };
    top_border(i, j, b)
        || (i % 2 == 1 && right.contains(&j))
        || i <= m + 5 - 2 * j
        || j <= m - 2 * i + 2 * k
        || (j == m - 2 * i + 2 * k + 1 && 2 * j >= m + 1 + 8)
        || [
            (k + 1, m - 1),
            (k + 2, m - 2),
            (k + 3, m),
            (k + 3, m - 2),
            (k + 4, m - 2),
            (k + 4, m - 4),
            (k + 5, m - 3),
            (k + 6, m - 5),
        ]
        .contains(&(i, j))
}

/// One instance of an inductive hypothesis: at the moment the knight stands on `at`, the
/// squares of `domain` it has visited are exactly those meeting `holds`. Returns None when
/// the walk never stands on `at`, else the squares otherwise (visited though no condition
/// holds, or a condition holds though not visited), in words.
fn hypothesis(
    m: u32,
    place: &HashMap<Square, usize>,
    at: Square,
    domain: impl Fn(i64, i64) -> bool,
    holds: impl Fn(i64, i64) -> bool,
) -> Option<Vec<String>> {
    let n = *place.get(&at)?;
    let mut off = Vec::new();
    for i in 1..=m as i64 {
        for j in 1..=m as i64 {
            if !domain(i, j) {
                continue;
            }
            let s = Square::new(i as u32, j as u32);
            let visited = place.get(&s).is_some_and(|&p| p <= n);
            let cond = holds(i, j);
            if visited != cond {
                off.push(if visited {
                    format!("{s} visited, no condition holds")
                } else {
                    format!("{s} not visited, a condition holds")
                });
            }
        }
    }
    Some(off)
}

/// One board's run of an induction: each k tried, the knight's square for it, and the squares
/// otherwise (None: the walk never stands there).
struct Instance {
    k: i64,
    at: Square,
    off: Option<Vec<String>>,
}

/// §5.2 on m × m: k = 21, 29, … (k ≡ 5 mod 8) while the wavefront's first square (k, 1) lies
/// in the hypothesis' domain (i < m − 6): the text does not say where Step 2 stops (Step 3 is
/// lost from the extracted text).
fn step_2_runs(m: u32, b: Border) -> Vec<Instance> {
    let place = places(&plan_path(m));
    let lim = m as i64 - 6;
    (0..)
        .map(|t| 21 + 8 * t)
        .take_while(|&k| k < lim)
        .map(|k| {
            let at = Square::new(2, ((k - 1) / 2) as u32);
            let off = hypothesis(
                m,
                &place,
                at,
                |i, j| i < lim && j < lim,
                |i, j| step_2_condition(i, j, k, b),
            );
            Instance { k, at, off }
        })
        .collect()
}

/// §5.6 on m × m: k = 5, 7, 9, … while the named square (k + 1, m) is above the square where
/// the tiebreak changes, ((m − 1)/2 + 1, m − 2).
fn step_6_runs(m: u32, b: Border) -> Vec<Instance> {
    let place = places(&plan_path(m));
    let mi = m as i64;
    (0..)
        .map(|t| 5 + 2 * t)
        .take_while(|k| *k <= (mi - 1) / 2)
        .map(|k| {
            let at = Square::new((k + 1) as u32, m);
            let off = hypothesis(
                m,
                &place,
                at,
                |i, _| i < mi - 17,
                |i, j| step_6_condition(i, j, k, mi, b),
            );
            Instance { k, at, off }
        })
        .collect()
}

/// One reading's instances over the boards: (instances holding, all instances, failures in
/// words, per-instance data).
fn tally(runs: &[(u32, Vec<Instance>)]) -> (usize, usize, Vec<String>, Vec<serde_json::Value>) {
    let mut held = 0;
    let mut failed = Vec::new();
    let mut data = Vec::new();
    for (m, inst) in runs {
        for x in inst {
            match &x.off {
                Some(off) if off.is_empty() => held += 1,
                Some(off) => failed.push(format!(
                    "{m}×{m}, k = {} on {}: {} squares otherwise ({})",
                    x.k,
                    x.at,
                    off.len(),
                    off.iter().take(3).cloned().collect::<Vec<_>>().join("; ")
                )),
                None => failed.push(format!(
                    "{m}×{m}, k = {}: the walk never stands on {}",
                    x.k, x.at
                )),
            }
            data.push(json!({
                "m": m, "k": x.k, "at": x.at.to_string(),
                "off": x.off.as_ref().map(|o| o.len()),
                "first": x.off.as_ref().and_then(|o| o.first().cloned()),
            }));
        }
    }
    let total = held + failed.len();
    (held, total, failed, data)
}

/// An induction's verdict under both border readings: the printed reading decides, the drawn
/// one is shown beside it.
fn induction_finding(
    runs: impl Fn(u32, Border) -> Vec<Instance>,
    statement: &str,
    detail: &str,
) -> Finding {
    let per = |b: Border| {
        let r: Vec<(u32, Vec<Instance>)> = PROOF_BOARDS.iter().map(|&m| (m, runs(m, b))).collect();
        tally(&r)
    };
    let (held, total, failed, data) = per(Border::Printed);
    let (held2, total2, failed2, data2) = per(Border::Drawn);
    let words = |held: usize, total: usize, failed: &[String]| {
        if failed.is_empty() {
            format!("all {total} instances hold")
        } else {
            format!(
                "{} of {total} instances fail ({held} hold); {}",
                failed.len(),
                failed
                    .iter()
                    .take(2)
                    .cloned()
                    .collect::<Vec<_>>()
                    .join("; ")
            )
        }
    };
    let why = format!(
        "{statement}, reading 1 (the border as printed): {}. Reading 2 (the border as the paper's own form matrices draw it): {}",
        words(held, total, &failed),
        words(held2, total2, &failed2)
    );
    let kind = if failed.is_empty() && total > 0 {
        VerdictKind::Reproduced
    } else {
        VerdictKind::Differs
    };
    Finding {
        tool_value: format!(
            "reading 1: {held} of {total} instances hold; reading 2: {held2} of {total2}"
        ),
        verdict: Verdict::new(kind, why),
        detail: detail.into(),
        data: json!({ "printed": data, "drawn": data2 }),
        link: String::new(),
    }
}

pub const STEP_2: Claim = Claim {
    id: "sc-step-2",
    seed: "000",
    authors: "Squirrel & Cull",
    place: "§5.2 (Step 2)",
    quote: "Suppose that for some n, there is a k ≡ 5 (mod 8) such that if (i, j) is a square in the first n terms of the sequence with i, j < m − 6, then i and j satisfy one or more of the following conditions, and suppose further that all such (i, j) which satisfy at least one of the conditions have been visited. … Suppose further that the nth square in the sequence is (2, (k − 1)/2). … It is easy to check that after step 1 above, our path satisfies the conditions given with k = 21 … the sequence can be extended to give a new sequence satisfying the conditions with k replaced by k + 8.",
    paper_value: PaperValue::Text("the seven conditions hold with k = 21 after Step 1, and again with k + 8 for each k after it"),
    cost: Cost::Quick,
    param: None,
    page: "",
    expected: || Expected::Holds(true),
    start: |p, e, _| {
        no_param(p)?;
        let claimed = !matches!(e, Expected::Holds(false));
        Ok(once(move || {
            judged(claimed, induction_finding(
                step_2_runs,
                "§5.2's hypothesis",
                "Figure 3's plan for m ≡ 7 (mod 8) walked from (1,1) by the tool's squirrel-cull rule on 39×39, 47×47, 55×55 and 119×119. For k = 21, 29, 37, … (k ≡ 5 mod 8, while the wavefront's first square (k, 1) has k < m − 6: the text does not say where Step 2 ends) the walk is stopped when the knight stands on (2, (k − 1)/2), and the squares with i, j < m − 6 visited by then are compared with those meeting at least one of §5.2's seven conditions: the two sets must be equal. Two readings of the border (conditions 1–2): 1, as printed (row 1 at j ≡ 1, 2 mod 4, row 2 at j ≡ 0, 3); 2, as §4's own form matrix draws it (its row 1 holds a's and c's on j ≡ 2, 3, its row 2 a's and e's on j ≡ 0, 1). Both read condition 6's \"j < (k − 5)/2\" as printed and \"the nth square\" as the square the knight stands on.",
            ))
        }))
    },
};

pub const STEP_6: Claim = Claim {
    id: "sc-step-6",
    seed: "000",
    authors: "Squirrel & Cull",
    place: "§5.6 (Step 6)",
    quote: "Suppose that for some n, there is an odd k (mod 4) such that if (i, j) is a square in the first n terms of the sequence with i < m − 17, then i and j satisfy one or more of the following conditions … Suppose further that the nth square in the sequence is (k + 1, m). … after step 5 we have a path which satisfies these conditions with k = 5. … We see that we can extend the path to one satisfying the conditions for any k of the form 5 + 2t. We do so until we reach the square ((m − 1)/2 + 1, m − 2)",
    paper_value: PaperValue::Text("the seven conditions hold with k = 5 after Step 5, and with k = 5 + 2t until ((m − 1)/2 + 1, m − 2)"),
    cost: Cost::Quick,
    param: None,
    page: "",
    expected: || Expected::Holds(true),
    start: |p, e, _| {
        no_param(p)?;
        let claimed = !matches!(e, Expected::Holds(false));
        Ok(once(move || {
            judged(claimed, induction_finding(
                step_6_runs,
                "§5.6's hypothesis",
                "Figure 3's plan for m ≡ 7 (mod 8) walked from (1,1) by the tool's squirrel-cull rule on 39×39, 47×47, 55×55 and 119×119. For k = 5, 7, 9, … while k + 1 ≤ (m − 1)/2 + 1 the walk is stopped when the knight stands on (k + 1, m), and the squares with i < m − 17 visited by then are compared with those meeting at least one of §5.6's seven conditions: the two sets must be equal. Two readings of the border (conditions 1–3): 1, as printed (row 1 at j ≡ 1, 2 mod 4, row 2 at j ≡ 0, 3, odd rows at j = m − 2, m − 1); 2, as the paper's form matrices draw it (§4's rows 1–2 at j ≡ 2, 3 and 0, 1; §5.5's x's of odd rows in its last two columns, m − 1 and m). Both read \"an odd k (mod 4)\" as k odd (the text's own k = 5 + 2t) and condition 6's \"j ≥ (m + 1)/2 + 4\" as printed.",
            ))
        }))
    },
};

/// A finding judged against the paper's statement: when the paper value says the statement
/// fails (an altered value), a run that finds it holding is "differs" and one that finds it
/// failing is "reproduced".
fn judged(claimed: bool, mut f: Finding) -> Finding {
    if !claimed {
        let held = f.verdict.kind == VerdictKind::Reproduced;
        f.verdict = Verdict::new(
            if held {
                VerdictKind::Differs
            } else {
                VerdictKind::Reproduced
            },
            format!("against the statement negated: {}", f.verdict.why),
        );
    }
    f
}

/// 000 §5.5's form matrix as printed: the path of Step 5 in the top-right corner, its first
/// number on (1, m − 2).
const STEP_5_MATRIX: &str = "
x x x x x x x x 4 1 x x
x x x x x x 11 x x x 5 2
x x x x a x x b 10 3 x x
x x a x x b d 12 104 101 9 6
a x x b e 13 105 102 205 7 x x
x b e d c d i 201 106 103 208 8
e d c f i h 107 204 m 206 x x
c f i h d k - 211 202 209 - 207
i h g j - m 203 m - m x x
g j - m k - - - 210 - - -
- m k - - - m - - - x x
k - - - - - - - - - - -
- - - - - - - - - - x x
- - - - - - - - - - - -
";

/// The runs of numbers of §5.5's matrix: "the numbers less than 100, those between 100 and
/// 200, and those over 200 form the three separate sets of numbers used".
fn run_of(n: u32) -> usize {
    (n / 100).min(2) as usize
}

/// §5.5's matrix against the walk on m × m, with its last column on the board's column m: the
/// cells otherwise in words, and the cells compared.
fn step_5_cells(printed: &str, m: u32) -> (usize, Vec<String>) {
    let path = plan_path(m);
    let place = places(&path);
    let rows: Vec<Vec<&str>> = printed
        .lines()
        .map(|l| l.split_whitespace().collect::<Vec<_>>())
        .filter(|r| !r.is_empty())
        .collect();
    let width = rows.iter().map(Vec::len).max().unwrap_or(0) as u32;
    if width == 0 || width > m || rows.len() as u32 > m {
        return (0, vec!["the matrix does not fit the board".into()]);
    }
    let mut cells = Vec::new();
    for (r, row) in rows.iter().enumerate() {
        for (c, e) in row.iter().enumerate() {
            cells.push((Square::new(r as u32 + 1, m - width + c as u32 + 1), *e));
        }
    }
    let at = |s: &Square| place.get(s).copied();
    let mut off = Vec::new();
    // Each run of numbers is walked in order, one square after another.
    let mut first: [Option<(u32, usize)>; 3] = [None; 3];
    let mut last: [Option<(u32, usize)>; 3] = [None; 3];
    let mut numbers: Vec<(u32, Square)> = cells
        .iter()
        .filter_map(|(s, e)| e.parse::<u32>().ok().map(|n| (n, *s)))
        .collect();
    numbers.sort();
    for &(n, s) in &numbers {
        let r = run_of(n);
        let Some(p) = at(&s) else {
            off.push(format!("{s}: printed {n}, unvisited"));
            continue;
        };
        match first[r] {
            None => first[r] = Some((n, p)),
            Some((n0, p0)) => {
                if p != p0 + (n - n0) as usize {
                    off.push(format!(
                        "{s}: printed {n}, walked {} after the printed {n0}",
                        p as i64 - p0 as i64
                    ));
                }
            }
        }
        last[r] = Some((n, p));
    }
    let Some((_, start)) = first[0] else {
        return (cells.len(), vec!["no number below 100".into()]);
    };
    // The letters between the runs: a–b after the first, c–h after the second, i–m after the
    // third; in alphabetical order.
    let window = |e: &str| -> (Option<usize>, Option<usize>) {
        let c = e.chars().next().unwrap_or('a');
        let r = match c {
            'a'..='b' => 0,
            'c'..='h' => 1,
            _ => 2,
        };
        (
            last[r].map(|x| x.1),
            first.get(r + 1).copied().flatten().map(|x| x.1),
        )
    };
    let letters: Vec<(usize, &str, Square)> = cells
        .iter()
        .filter(|(_, e)| e.len() == 1 && *e != "x" && *e != "-" && e.parse::<u32>().is_err())
        .filter_map(|&(s, e)| at(&s).map(|p| (p, e, s)))
        .collect();
    let is_letter = |e: &str| e.len() == 1 && e != "x" && e != "-" && e.parse::<u32>().is_err();
    for &(s, e) in &cells {
        if is_letter(e) && at(&s).is_none() {
            off.push(format!("{s}: printed {e}, unvisited"));
        }
    }
    let end = letters.iter().map(|l| l.0).max().unwrap_or(start);
    for &(p, e, s) in &letters {
        let (lo, hi) = window(e);
        if lo.is_some_and(|lo| p <= lo) || hi.is_some_and(|hi| p >= hi) {
            off.push(format!("{s}: printed {e}, walked outside its run's gap"));
        }
    }
    let mut sorted = letters.clone();
    sorted.sort();
    let mut seen = "";
    for (_, e, s) in sorted {
        if e < seen {
            off.push(format!("{s}: printed {e}, walked after a {seen}"));
        }
        seen = seen.max(e);
    }
    for &(s, e) in &cells {
        let p = at(&s);
        if e == "x" && p.is_none_or(|p| p >= start) {
            off.push(format!(
                "{s}: printed x, walked {}",
                p.map_or("never".into(), |p| format!(
                    "{} after the printed 1",
                    p as i64 - start as i64
                ))
            ));
        }
        if e == "-" && p.is_some_and(|p| p <= end) {
            off.push(format!("{s}: printed -, walked before the step's end"));
        }
    }
    // Where the step joins Step 4 and where it ends, as the text says.
    let joins = Square::new(2, m - 4);
    if at(&joins).map(|p| p + 1) != Some(start) {
        off.push(format!(
            "the printed 1 does not follow {joins}, where Step 4 ends"
        ));
    }
    let stop = Square::new(9, m - 1);
    if at(&stop) != Some(end) {
        let last = path.get(end).copied();
        let printed = cells
            .iter()
            .find(|c| Some(c.0) == last)
            .map_or("?", |c| c.1);
        off.push(format!(
            "the step ends on {}, where the matrix prints \"{printed}\", not on {stop} (the text's \"last m\")",
            last.map_or("?".into(), |s| s.to_string())
        ));
    }
    (cells.len(), off)
}

pub const STEP_5: Claim = Claim {
    id: "sc-step-5",
    seed: "000",
    authors: "Squirrel & Cull",
    place: "§5.5 (Step 5), its form matrix",
    quote: "The path given in the form matrix below begins on the square (1, m − 2). This allows us to connect it with the path from step 4, which ended on the square (2, m − 4). … we begin on 1 and travel to 13, which takes us to an \"a\"; the letters run out at the last b, which is adjacent to 101; … we run from 201 to 211, whereupon we move to an \"i\" and continue on letters until the last \"m\" which appears on square (9, m − 1).",
    paper_value: PaperValue::Text("the Step 5 form matrix, cell by cell, in the top-right corner of 39×39, 47×47, 55×55 and 119×119"),
    cost: Cost::Quick,
    param: None,
    page: "",
    expected: || Expected::Matrices(vec![STEP_5_MATRIX.to_string()]),
    start: |p, e, _| {
        no_param(p)?;
        let printed = first_matrix(&e);
        Ok(once(move || step_5(&printed)))
    },
};

fn step_5(printed: &str) -> Finding {
    let runs: Vec<(u32, usize, Vec<String>)> = PROOF_BOARDS
        .iter()
        .map(|&m| {
            let (n, off) = step_5_cells(printed, m);
            (m, n, off)
        })
        .collect();
    let cells = runs.first().map_or(0, |r| r.1);
    let bad: Vec<&(u32, usize, Vec<String>)> = runs.iter().filter(|r| !r.2.is_empty()).collect();
    let verdict = if bad.is_empty() && cells > 0 {
        Verdict::new(
            VerdictKind::Reproduced,
            format!("all {cells} cells as printed, joined to Step 4 on (2, m − 4) and ending on (9, m − 1), on each of the {} boards", runs.len()),
        )
    } else {
        Verdict::new(
            VerdictKind::Differs,
            bad.iter()
                .map(|r| {
                    format!(
                        "{0}×{0}: {1} findings ({2})",
                        r.0,
                        r.2.len(),
                        r.2.iter().take(3).cloned().collect::<Vec<_>>().join("; ")
                    )
                })
                .collect::<Vec<_>>()
                .join("; "),
        )
    };
    Finding {
        tool_value: runs
            .iter()
            .map(|r| format!("{0}×{0}: {1} findings over {2} cells", r.0, r.2.len(), r.1))
            .collect::<Vec<_>>()
            .join("; "),
        verdict,
        detail: "Figure 3's plan for m ≡ 7 (mod 8) walked from (1,1) by the tool's squirrel-cull rule, and §5.5's matrix laid in the board's top-right corner (its 12 columns on m − 11 … m, from \"begins on the square (1, m − 2)\" and the printed 1 in its 10th column). By the text's rules: each run of numbers (below 100, 100–199, over 200) is walked square after square in order; the letters a–b come after the first run and before the second, c–h before the third, i–m after it, in alphabetical order; an x is a square walked before the printed 1; a dash one not walked by the step's end (its last letter); the printed 1 follows (2, m − 4), where the text says Step 4 ends; the step ends on (9, m − 1).".into(),
        data: json!({
            "boards": runs.iter().map(|r| json!({"m": r.0, "cells": r.1, "off": r.2})).collect::<Vec<_>>(),
        }),
        link: String::new(),
    }
}

/// 000 Figure 5 as the extracted text gives it: 36 rows for the 39 of the board, each
/// repeating one run of numbers (9 160 266 10 159 …) after its first few entries.
const FIGURE_5: &str = "
1 4 81 170 175 6 163 208 241 8 161 266 10 159 11 158 12 157 13 156 14 155 15 154 16 153 17 152 18 151 19 150 20 149 21 148 22 147
2 5 164 209 202 7 162 265 242 9 160 266 10 159 11 158 12 157 13 156 14 155 15 154 16 153 17 152 18 151 19 150 20 149 21 148 22 147
3 80 169 174 201 176 207 240 229 242 9 160 266 10 159 11 158 12 157 13 156 14 155 15 154 16 153 17 152 18 151 19 150 20 149 21 148 22 147
4 83 178 165 210 203 228 205 264 242 9 160 266 10 159 11 158 12 157 13 156 14 155 15 154 16 153 17 152 18 151 19 150 20 149 21 148 22 147
5 168 173 200 177 206 239 230 243 242 9 160 266 10 159 11 158 12 157 13 156 14 155 15 154 16 153 17 152 18 151 19 150 20 149 21 148 22 147
6 84 179 166 211 184 227 204 263 243 9 160 266 10 159 11 158 12 157 13 156 14 155 15 154 16 153 17 152 18 151 19 150 20 149 21 148 22 147
7 167 178 185 182 199 238 231 244 243 9 160 266 10 159 11 158 12 157 13 156 14 155 15 154 16 153 17 152 18 151 19 150 20 149 21 148 22 147
8 180 85 212 189 226 183 262 237 243 9 160 266 10 159 11 158 12 157 13 156 14 155 15 154 16 153 17 152 18 151 19 150 20 149 21 148 22 147
9 77 186 181 198 213 232 245 237 243 9 160 266 10 159 11 158 12 157 13 156 14 155 15 154 16 153 17 152 18 151 19 150 20 149 21 148 22 147
10 86 197 188 225 190 261 236 237 243 9 160 266 10 159 11 158 12 157 13 156 14 155 15 154 16 153 17 152 18 151 19 150 20 149 21 148 22 147
11 187 76 195 214 233 246 236 237 243 9 160 266 10 159 11 158 12 157 13 156 14 155 15 154 16 153 17 152 18 151 19 150 20 149 21 148 22 147
12 196 87 224 191 260 235 236 237 243 9 160 266 10 159 11 158 12 157 13 156 14 155 15 154 16 153 17 152 18 151 19 150 20 149 21 148 22 147
13 75 194 215 234 247 235 236 237 243 9 160 266 10 159 11 158 12 157 13 156 14 155 15 154 16 153 17 152 18 151 19 150 20 149 21 148 22 147
14 88 223 192 259 216 235 236 237 243 9 160 266 10 159 11 158 12 157 13 156 14 155 15 154 16 153 17 152 18 151 19 150 20 149 21 148 22 147
15 193 74 221 248 216 235 236 237 243 9 160 266 10 159 11 158 12 157 13 156 14 155 15 154 16 153 17 152 18 151 19 150 20 149 21 148 22 147
16 222 89 258 217 216 235 236 237 243 9 160 266 10 159 11 158 12 157 13 156 14 155 15 154 16 153 17 152 18 151 19 150 20 149 21 148 22 147
17 73 220 249 217 216 235 236 237 243 9 160 266 10 159 11 158 12 157 13 156 14 155 15 154 16 153 17 152 18 151 19 150 20 149 21 148 22 147
18 90 257 218 217 216 235 236 237 243 9 160 266 10 159 11 158 12 157 13 156 14 155 15 154 16 153 17 152 18 151 19 150 20 149 21 148 22 147
19 219 72 255 217 216 235 236 237 243 9 160 266 10 159 11 158 12 157 13 156 14 155 15 154 16 153 17 152 18 151 19 150 20 149 21 148 22 147
20 256 91 255 217 216 235 236 237 243 9 160 266 10 159 11 158 12 157 13 156 14 155 15 154 16 153 17 152 18 151 19 150 20 149 21 148 22 147
21 71 254 251 217 216 235 236 237 243 9 160 266 10 159 11 158 12 157 13 156 14 155 15 154 16 153 17 152 18 151 19 150 20 149 21 148 22 147
22 92 254 252 217 216 235 236 237 243 9 160 266 10 159 11 158 12 157 13 156 14 155 15 154 16 153 17 152 18 151 19 150 20 149 21 148 22 147
23 253 70 252 217 216 235 236 237 243 9 160 266 10 159 11 158 12 157 13 156 14 155 15 154 16 153 17 152 18 151 19 150 20 149 21 148 22 147
24 69 93 252 217 216 235 236 237 243 9 160 266 10 159 11 158 12 157 13 156 14 155 15 154 16 153 17 152 18 151 19 150 20 149 21 148 22 147
25 94 68 252 217 216 235 236 237 243 9 160 266 10 159 11 158 12 157 13 156 14 155 15 154 16 153 17 152 18 151 19 150 20 149 21 148 22 147
26 95 95 252 217 216 235 236 237 243 9 160 266 10 159 11 158 12 157 13 156 14 155 15 154 16 153 17 152 18 151 19 150 20 149 21 148 22 147
27 67 95 252 217 216 235 236 237 243 9 160 266 10 159 11 158 12 157 13 156 14 155 15 154 16 153 17 152 18 151 19 150 20 149 21 148 22 147
28 96 66 252 217 216 235 236 237 243 9 160 266 10 159 11 158 12 157 13 156 14 155 15 154 16 153 17 152 18 151 19 150 20 149 21 148 22 147
29 66 97 252 217 216 235 236 237 243 9 160 266 10 159 11 158 12 157 13 156 14 155 15 154 16 153 17 152 18 151 19 150 20 149 21 148 22 147
30 97 66 252 217 216 235 236 237 243 9 160 266 10 159 11 158 12 157 13 156 14 155 15 154 16 153 17 152 18 151 19 150 20 149 21 148 22 147
31 65 98 252 217 216 235 236 237 243 9 160 266 10 159 11 158 12 157 13 156 14 155 15 154 16 153 17 152 18 151 19 150 20 149 21 148 22 147
32 98 64 252 217 216 235 236 237 243 9 160 266 10 159 11 158 12 157 13 156 14 155 15 154 16 153 17 152 18 151 19 150 20 149 21 148 22 147
33 98 98 252 217 216 235 236 237 243 9 160 266 10 159 11 158 12 157 13 156 14 155 15 154 16 153 17 152 18 151 19 150 20 149 21 148 22 147
34 63 102 252 217 216 235 236 237 243 9 160 266 10 159 11 158 12 157 13 156 14 155 15 154 16 153 17 152 18 151 19 150 20 149 21 148 22 147
35 100 104 61 252 217 216 235 236 237 9 160 266 10 159 11 158 12 157 13 156 14 155 15 154 16 153 17 152 18 151 19 150 20 149 21 148 22 147
36 103 62 101 252 217 216 235 236 237 9 160 266 10 159 11 158 12 157 13 156 14 155 15 154 16 153 17 152 18 151 19 150 20 149 21 148 22 147
";

/// What makes a transcription of Figure 5 unreadable as a 39 × 39 matrix, in words (empty: it
/// reads as one).
fn damage(rows: &[Vec<&str>], m: u32) -> Vec<String> {
    let mut why = Vec::new();
    if rows.len() as u32 != m {
        why.push(format!("{} rows for {m}", rows.len()));
    }
    let lens: Vec<usize> = rows.iter().map(Vec::len).collect();
    let (lo, hi) = (
        lens.iter().copied().min().unwrap_or(0),
        lens.iter().copied().max().unwrap_or(0),
    );
    if lo as u32 != m || hi as u32 != m {
        why.push(format!("rows of {lo} to {hi} entries for {m}"));
    }
    let mut count: HashMap<u32, usize> = HashMap::new();
    for e in rows.iter().flatten() {
        if let Ok(n) = e.parse::<u32>() {
            *count.entry(n).or_default() += 1;
        } else if *e != "-" {
            why.push(format!("an entry '{e}' neither a number nor a dash"));
        }
    }
    let mut twice: Vec<(usize, u32)> = count
        .iter()
        .filter(|c| *c.1 > 1)
        .map(|(&n, &c)| (c, n))
        .collect();
    twice.sort_by(|a, b| b.cmp(a));
    if let Some(&(c, n)) = twice.first() {
        why.push(format!(
            "{} numbers printed more than once ({n} {c} times)",
            twice.len()
        ));
    }
    why
}

/// Figure 5 against Figure 3's plan walked on 39 × 39: read cell by cell when the transcription
/// is a 39 × 39 matrix of distinct numbers and dashes, else "not checkable" with what is
/// damaged and how far row 1 agrees.
fn figure_5(printed: &str) -> Finding {
    let m = FORM_M;
    let path = plan_path(m);
    let place = places(&path);
    let rows: Vec<Vec<&str>> = printed
        .lines()
        .map(|l| l.split_whitespace().collect::<Vec<_>>())
        .filter(|r| !r.is_empty())
        .collect();
    let number = |s: Square| place.get(&s).map(|&p| p as u32 + 1);
    let why = damage(&rows, m);
    let agree = rows.first().map_or(0, |r| {
        r.iter()
            .enumerate()
            .take_while(|(c, e)| e.parse::<u32>().ok() == number(Square::new(1, *c as u32 + 1)))
            .count()
    });
    if !why.is_empty() {
        return Finding {
            tool_value: format!("row 1's first {agree} entries are the walk's"),
            verdict: Verdict::new(
                VerdictKind::NotCheckable,
                format!(
                    "the transcription does not read as a {m}×{m} matrix: {}; as far as it can be read, row 1's first {agree} entries agree with the walk",
                    why.join("; ")
                ),
            ),
            detail: FIGURE_5_DETAIL.into(),
            data: json!({"damage": why, "row_1_agrees": agree}),
            link: String::new(),
        };
    }
    let top = rows
        .iter()
        .flatten()
        .filter_map(|e| e.parse::<u32>().ok())
        .max()
        .unwrap_or(0);
    let mut cells = 0;
    let mut off = Vec::new();
    for (r, row) in rows.iter().enumerate() {
        for (c, e) in row.iter().enumerate() {
            let s = Square::new(r as u32 + 1, c as u32 + 1);
            cells += 1;
            let walk = number(s);
            let ok = match e.parse::<u32>() {
                Ok(n) => walk == Some(n),
                Err(_) => walk.is_none_or(|w| w > top),
            };
            if !ok {
                off.push(format!(
                    "{s}: printed {e}, walk {}",
                    walk.map_or("unvisited".into(), |w| w.to_string())
                ));
            }
        }
    }
    let verdict = if off.is_empty() {
        Verdict::new(
            VerdictKind::Reproduced,
            format!("all {cells} cells are the walk's (numbers 1–{top})"),
        )
    } else {
        Verdict::new(
            VerdictKind::Differs,
            format!(
                "{} of {cells} cells otherwise: {}",
                off.len(),
                off.iter().take(4).cloned().collect::<Vec<_>>().join("; ")
            ),
        )
    };
    Finding {
        tool_value: format!("{} of {cells} cells as printed", cells - off.len()),
        verdict,
        detail: FIGURE_5_DETAIL.into(),
        data: json!({"cells": cells, "off": off}),
        link: String::new(),
    }
}

const FIGURE_5_DETAIL: &str = "Figure 3's plan for m = 39 walked from (1,1) by the tool's squirrel-cull rule; Figure 5 is §4's form matrix applied to 39×39, so each printed number n must be the walk's n-th square and each dash a square walked after the last printed number. The card reads the figure cell by cell only when its transcription is a 39×39 matrix of numbers and dashes with no number twice; the extracted text is not (its rows begin with the row's own number, and every row repeats one run, 9 160 266 10 159 …, so no cell's column can be known), so only row 1's leading entries are compared.";

pub const FIGURE_5_CARD: Claim = Claim {
    id: "sc-figure-5",
    seed: "000",
    authors: "Squirrel & Cull",
    place: "§4, Figure 5",
    quote: "To assist the reader, we provide in Figure 5 the result of applying this process to the 39 by 39 board.",
    paper_value: PaperValue::Text("Figure 5: the path of the first form matrix on 39×39, numbers 1–266"),
    cost: Cost::Quick,
    param: None,
    page: "",
    expected: || Expected::Matrices(vec![FIGURE_5.to_string()]),
    start: |p, e, _| {
        no_param(p)?;
        let printed = first_matrix(&e);
        Ok(once(move || figure_5(&printed)))
    },
};

pub const LOST_STEPS: Claim = Claim {
    id: "sc-steps-3-4",
    seed: "000",
    authors: "Squirrel & Cull",
    place: "§5.2's extension, §5.3, §5.4 and Figure 6",
    quote: "Now we proceed to show how the sequence can be extended to give a new sequence satisfying the conditions with k replaced by k + 8. We do so using the following form matrix: … We now exhibit, in Figure 6, a form matrix which will allow us to extend this path to a path satisfying the conditions above with k replaced by k + 4.",
    paper_value: PaperValue::Text("the form matrices of Steps 2–4 and Figure 6, and Step 4's hypothesis"),
    cost: Cost::Quick,
    param: None,
    page: "",
    expected: || Expected::Nothing,
    start: |p, _, _| {
        no_param(p)?;
        Ok(once(|| Finding {
            tool_value: "nothing to compare: the matrices are not in the text".into(),
            verdict: Verdict::new(
                VerdictKind::NotCheckable,
                "the extracted text lost them: after \"We do so using the following form matrix:\" (§5.2) there is only blank space; §5.3's heading and text and §5.4's opening, its conditions and its first form matrix are missing (the text resumes at \"Suppose further that the nth square in the sequence is (2, k)\"); of Figure 6 only the three left-edge variants (a–d, e–h, i–l) survive, placed relative to a k the lost conditions define. What survives is checked elsewhere: §5.2's hypothesis (sc-step-2), Step 4's end on (2, m − 4) joined to Step 5 (sc-step-5), §5.6's hypothesis (sc-step-6)",
            ),
            detail: "Nothing is run: the text has no matrix or condition list here to compare.".into(),
            data: json!(null),
            link: String::new(),
        }))
    },
};

#[cfg(test)]
mod tests {
    use super::*;

    /// Figure 5 as a clean transcription would give it: the walk's numbers up to 266, dashes
    /// elsewhere.
    fn clean_figure_5() -> Vec<Vec<String>> {
        let path = plan_path(FORM_M);
        let place = places(&path);
        (1..=FORM_M)
            .map(|r| {
                (1..=FORM_M)
                    .map(|c| match place.get(&Square::new(r, c)) {
                        Some(&p) if p < 266 => (p + 1).to_string(),
                        _ => "-".to_string(),
                    })
                    .collect()
            })
            .collect()
    }

    fn text(rows: &[Vec<String>]) -> String {
        rows.iter()
            .map(|r| r.join(" "))
            .collect::<Vec<_>>()
            .join("\n")
    }

    #[test]
    fn a_clean_figure_5_is_read_cell_by_cell() {
        let mut rows = clean_figure_5();
        assert_eq!(figure_5(&text(&rows)).verdict.kind, VerdictKind::Reproduced);
        rows[0][0] = "2".into();
        rows[1][2] = "1".into();
        let f = figure_5(&text(&rows));
        assert_eq!(f.verdict.kind, VerdictKind::Differs, "{}", f.verdict);
        assert!(f.verdict.why.starts_with("2 of 1521"), "{}", f.verdict);
    }

    #[test]
    fn the_printed_figure_5_is_not_checkable_and_says_why() {
        let f = figure_5(FIGURE_5);
        assert_eq!(f.verdict.kind, VerdictKind::NotCheckable);
        assert!(f.verdict.why.contains("36 rows for 39"), "{}", f.verdict);
    }

    #[test]
    fn a_hypothesis_equal_to_the_walk_holds_and_one_square_more_does_not() {
        let m = 39;
        let path = plan_path(m);
        let place = places(&path);
        let at = path[300];
        let seen = |i: i64, j: i64| place[&Square::new(i as u32, j as u32)] <= 300;
        let all = |_: i64, _: i64| true;
        assert_eq!(hypothesis(m, &place, at, all, seen), Some(vec![]));
        let last = *path.last().unwrap();
        let more = |i: i64, j: i64| seen(i, j) || (i as u32, j as u32) == (last.row, last.col);
        assert_eq!(
            hypothesis(m, &place, at, all, more),
            Some(vec![format!("{last} not visited, a condition holds")])
        );
    }

    #[test]
    fn the_step_5_matrix_finds_a_moved_number() {
        let (n, off) = step_5_cells(STEP_5_MATRIX, 39);
        assert_eq!(n, 168);
        assert_eq!(off.len(), 1, "{off:?}");
        let moved = STEP_5_MATRIX.replacen("x x x x x x x x 4 1 x x", "x x x x x x x x 1 4 x x", 1);
        assert!(step_5_cells(&moved, 39).1.len() > 1);
    }

    #[test]
    fn a_negated_statement_turns_the_verdict() {
        let f = |k| Finding {
            tool_value: String::new(),
            verdict: Verdict::new(k, "x"),
            detail: String::new(),
            data: json!(null),
            link: String::new(),
        };
        assert_eq!(
            judged(false, f(VerdictKind::Differs)).verdict.kind,
            VerdictKind::Reproduced
        );
        assert_eq!(
            judged(false, f(VerdictKind::Reproduced)).verdict.kind,
            VerdictKind::Differs
        );
        assert_eq!(
            judged(true, f(VerdictKind::Differs)).verdict.kind,
            VerdictKind::Differs
        );
    }
}

//! Every card of the claims catalogue rests on evidence that would fail if the paper had said
//! otherwise: each card is run against an altered paper value (the same runner, judged by
//! [`warnsdorff::papers::Claim::start_against`]) and its verdict must not be "reproduced".
//! The alterations: a printed matrix transposed (still a tour, but not the one printed), each
//! number stated a thousand times larger and one more (far enough that a bound a run measures,
//! such as Figure 20's "over 200× faster", moves past what the run finds), a statement negated, one cell of a table row
//! moved by 0.02, one letter of Fig. 5 changed.

use warnsdorff::papers::{Expected, VerdictKind, CLAIMS};

/// A matrix of whitespace-separated entries, transposed.
fn transpose(text: &str) -> String {
    let rows: Vec<Vec<&str>> = text
        .lines()
        .map(|l| l.split_whitespace().collect::<Vec<_>>())
        .filter(|r| !r.is_empty())
        .collect();
    let cols = rows.first().map_or(0, Vec::len);
    (0..cols)
        .map(|j| rows.iter().map(|r| r[j]).collect::<Vec<_>>().join(" "))
        .collect::<Vec<_>>()
        .join("\n")
}

fn altered(e: &Expected) -> Expected {
    match e {
        Expected::Matrices(m) => Expected::Matrices(m.iter().map(|t| transpose(t)).collect()),
        Expected::Numbers(v) => {
            Expected::Numbers(v.iter().map(|&(n, x)| (n, x * 1000 + 1)).collect())
        }
        Expected::Holds(b) => Expected::Holds(!b),
        Expected::Row(r) => {
            let mut r = *r;
            r.f[0] += 0.02;
            Expected::Row(r)
        }
        Expected::Letters(rows) => {
            let mut rows = rows.clone();
            // 8×8 has a closed tour: C in the paper; say X.
            rows[7].replace_range(7..8, "X");
            Expected::Letters(rows)
        }
        Expected::Nothing => Expected::Nothing,
    }
}

/// Smaller runs than the defaults where a card takes a size (the verdict on the altered value
/// does not depend on it).
fn param(id: &str) -> Option<&'static str> {
    Some(match id {
        "sc-staged" => "130",
        "sc-figure-2-over-half" => "4",
        "sc-figure-2-under-five" => "1",
        "sc-figure-2-none" => "1",
        "pb-braid-size" => "24",
        "pb-join" => "16",
        "pb-figure-20" => "3",
        "pb-rail-conjecture" => "8..16:4",
        "lw-theorems" => "12",
        "pb-knights-graph" => "20",
        "pb-relative-moves" | "pb-tables-sd" => "3",
        "pb-takefuji-lee-r0" => "10",
        "pb-figure-3" => "1",
        "pb-figure-21" => "3",
        "ir-64-tours" => "100",
        "ph-corner-dash-families" => "ecd",
        "pb-tables-divide" | "pb-tables-braid" | "pb-tables-four-cover" => "100",
        _ => return None,
    })
}

#[test]
fn transposing_a_matrix_keeps_it_a_matrix() {
    assert_eq!(transpose("1 2 3\n4 5 6\n"), "1 4\n2 5\n3 6");
}

/// A clock that moves the same for every reading, so the cards that measure time (Figures 20
/// and 21) give the same verdict however loaded the machine is: with the paper's value and
/// altered, the two runs see the same curve.
struct Steady(f64);
impl warnsdorff::job::Clock for Steady {
    fn now_ns(&mut self) -> f64 {
        self.0 += 1000.0;
        self.0
    }
}

fn verdict(claim: &'static warnsdorff::papers::Claim, e: Expected) -> VerdictKind {
    let mut run = claim
        .start_clocked_against(param(claim.id), e, Box::new(Steady(0.0)))
        .unwrap_or_else(|e| panic!("{}: {e}", claim.id));
    while !run.work(u64::MAX).is_finished() {}
    run.finding().expect("finished").verdict.kind
}

#[test]
fn every_verdict_turns_when_its_paper_value_is_altered() {
    // A reproduced card is no longer reproduced; a statement the run refutes is "reproduced"
    // once the paper value says it fails; a count or table the run does not match is still
    // not matched further off; a card that is not checkable stays so whatever the value.
    let mut wrong = Vec::new();
    for claim in CLAIMS {
        let paper = (claim.expected)();
        let before = verdict(claim, paper.clone());
        let after = verdict(claim, altered(&paper));
        let ok = match (before, &paper) {
            (VerdictKind::NotCheckable, _) => after == VerdictKind::NotCheckable,
            (VerdictKind::Reproduced, _) => after != VerdictKind::Reproduced,
            (_, Expected::Holds(_)) => after == VerdictKind::Reproduced,
            _ => after != VerdictKind::Reproduced,
        };
        if !ok {
            wrong.push(format!(
                "{}: {before:?} with the paper's value, {after:?} altered",
                claim.id
            ));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn the_paper_value_is_what_the_card_runs_against() {
    // The quick cards' verdicts against their own paper value are those of an ordinary run.
    for claim in CLAIMS
        .iter()
        .filter(|c| c.cost == warnsdorff::papers::Cost::Quick)
    {
        let mut a = claim.start(None).unwrap();
        let mut b = claim.start_against(None, (claim.expected)()).unwrap();
        while !a.work(u64::MAX).is_finished() {}
        while !b.work(u64::MAX).is_finished() {}
        assert_eq!(
            a.finding().unwrap().verdict,
            b.finding().unwrap().verdict,
            "{}",
            claim.id
        );
    }
}

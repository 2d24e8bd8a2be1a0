//! Backtracking (src/walk/backtrack.rs): tours the plain rule misses, found within a stated
//! budget and checked as tours; "no tour" proved on a board with none; the budget reported.

use warnsdorff::board::Square;
use warnsdorff::record::Record;
use warnsdorff::rules::RuleSpec;
use warnsdorff::walk::backtrack::{Backtrack, State};
use warnsdorff::walk::{Outcome, Walk};

fn plain(b: &str, s: (u32, u32), rule: &str) -> Walk {
    let mut w = Walk::new(
        b.parse().unwrap(),
        Square::new(s.0, s.1),
        RuleSpec::parse(rule).unwrap(),
        0,
    )
    .unwrap();
    w.run(usize::MAX);
    w
}

fn search(b: &str, s: (u32, u32), rule: &str, closed: bool, budget: u64) -> Backtrack {
    let mut x = Backtrack::new(
        b.parse().unwrap(),
        Square::new(s.0, s.1),
        RuleSpec::parse(rule).unwrap(),
        0,
        closed,
        budget,
    )
    .unwrap();
    x.run(u64::MAX);
    x
}

/// 000 §2's 5×5 (36875124 from the square numbered 1, (1,3)) and m = 59, 60 under 12345678
/// from (1,1): the plain rule dead-ends, the search finds a tour within 100,000 nodes.
#[test]
fn finds_tours_the_plain_rule_misses() {
    for (b, s, rule) in [
        ("5x5", (1, 3), "ordering:36875124"),
        ("59x59", (1, 1), "ordering:12345678"),
        ("60x60", (1, 1), "ordering:12345678"),
    ] {
        let w = plain(b, s, rule);
        assert!(
            matches!(w.outcome(), Outcome::DeadEnd { .. }),
            "{b}: plain rule tours"
        );
        let x = search(b, s, rule, false, 100_000);
        assert_eq!(x.state(), State::Found, "{b}: {}", x.sentence());
        assert!(x.counts().backtracks > 0);
        assert!(x.walk().outcome().is_tour());
        Record::of_walk(x.walk()).validate().unwrap();
    }
}

#[test]
fn closed_search_closes() {
    let x = search("6x6", (1, 1), "ordering:12345678", true, 100_000);
    assert_eq!(x.state(), State::Found);
    assert_eq!(x.walk().outcome(), Outcome::ClosedTour);
    Record::of_walk(x.walk()).validate().unwrap();
}

/// 4×4 has no closed tour (nor any tour): the search ends having tried every branch, well
/// within its budget; with a budget of 5 it only gives up.
#[test]
fn proves_none_or_gives_up() {
    let x = search("4x4", (1, 1), "ordering:12345678", true, 1_000_000);
    assert_eq!(x.state(), State::NoTour, "{}", x.sentence());
    assert!(x.counts().nodes < 1_000_000);
    let x = search("3x3", (1, 1), "ordering:12345678", false, 1_000_000);
    assert_eq!(x.state(), State::NoTour, "{}", x.sentence());
    let x = search("5x5", (1, 3), "ordering:36875124", false, 5);
    assert_eq!(x.state(), State::BudgetExhausted);
    assert_eq!(x.counts().nodes, 5);
}

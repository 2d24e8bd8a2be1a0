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

/// 000 §2's 5×5 (36875124 from the square numbered 1, (1,3)), m = 59, 60 under 12345678 from
/// (1,1), and 289×54 (where 000 §2 finds none of the nineteen orderings tours from (1,1)) under
/// two of them: the plain rule dead-ends, the search finds a tour within 100,000 nodes (on
/// 289×54 only with the part test of the module docs: without it 10^7 nodes were not enough).
#[test]
fn finds_tours_the_plain_rule_misses() {
    for (b, s, rule) in [
        ("5x5", (1, 3), "ordering:36875124"),
        ("59x59", (1, 1), "ordering:12345678"),
        ("60x60", (1, 1), "ordering:12345678"),
        ("289x54", (1, 1), "ordering:21345678"),
        ("289x54", (1, 1), "ordering:13245678"),
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

/// The search walks any region the walk takes: on a 6×6 less (3,3) the rule dead-ends from
/// (1,2) and the search finds the tour; a zebra on a 10×10 torus closes its tour.
#[test]
fn searches_shaped_and_wrapped_boards_with_any_leaper() {
    use warnsdorff::board::Board;
    use warnsdorff::region::{check_path, Leaper, Region, Wrap};
    let mut hole = vec![false; 36];
    hole[2 * 6 + 2] = true;
    let holed = Region::new(Board::new(6, 6).unwrap())
        .with_removed(&hole)
        .unwrap();
    let rule = || RuleSpec::parse("ordering:12345678").unwrap();
    let mut w = Walk::on(&holed, Square::new(1, 2), rule(), 0).unwrap();
    w.run(usize::MAX);
    assert!(matches!(w.outcome(), Outcome::DeadEnd { .. }));
    let mut x = Backtrack::on(&holed, Square::new(1, 2), rule(), 0, false, 100_000).unwrap();
    x.run(u64::MAX);
    assert_eq!(x.state(), State::Found, "{}", x.sentence());
    assert!(x.counts().backtracks > 0);
    let path: Vec<Square> = x.walk().path().collect();
    assert_eq!(path.len(), 35);
    assert!(!path.contains(&Square::new(3, 3)));
    check_path(&holed, &path).unwrap();
    let torus = Region::new(Board::new(10, 10).unwrap())
        .with_wrap(Wrap::Torus)
        .with_leaper(Leaper::ZEBRA);
    let mut x = Backtrack::on(&torus, Square::new(1, 1), rule(), 0, true, 100_000).unwrap();
    x.run(u64::MAX);
    assert_eq!(x.state(), State::Found, "{}", x.sentence());
    assert_eq!(x.walk().outcome(), Outcome::ClosedTour);
    check_path(&torus, &x.walk().path().collect::<Vec<_>>()).unwrap();
}

/// Whether a search from each square of `region` finds a tour (closed when asked), with the part
/// test and without it, and the nodes all the searches entered; every search must end (found or
/// none), never on its budget.
fn verdicts(
    region: &warnsdorff::region::Region,
    closed: bool,
    parts: bool,
) -> (Vec<(Square, State)>, u64) {
    let board = region.board();
    let mut out = vec![];
    let mut nodes = 0;
    for r in 1..=board.rows() {
        for c in 1..=board.cols() {
            let s = Square::new(r, c);
            if !region.contains(s) {
                continue;
            }
            let rule = RuleSpec::parse("ordering:12345678").unwrap();
            let mut x = Backtrack::on(region, s, rule, 0, closed, u64::MAX).unwrap();
            if !parts {
                x = x.without_part_test();
            }
            x.run(u64::MAX);
            assert!(
                matches!(x.state(), State::Found | State::NoTour),
                "{s}: {}",
                x.sentence()
            );
            if x.state() == State::Found {
                let path: Vec<Square> = x.walk().path().collect();
                warnsdorff::region::check_path(region, &path).unwrap();
                if closed {
                    assert_eq!(x.walk().outcome(), Outcome::ClosedTour);
                }
            }
            out.push((s, x.state()));
            nodes += x.counts().nodes;
        }
    }
    (out, nodes)
}

/// The part test (module docs of backtrack.rs) loses no tour: from every square of 5×5, 6×5, a
/// 6×6 less two squares, a zebra's 5×6 and a 5×6 cylinder, open and closed, a tour is found
/// with it exactly where one is found without it; and it does cut branches on some of them.
#[test]
fn the_part_test_loses_no_tour() {
    use warnsdorff::board::Board;
    use warnsdorff::region::{Leaper, Region, Wrap};
    let board = |r, c| Board::new(r, c).unwrap();
    let mut hole = vec![false; 36];
    hole[2 * 6 + 2] = true;
    hole[3 * 6 + 4] = true;
    let regions = [
        Region::new(board(5, 5)),
        Region::new(board(6, 5)),
        Region::new(board(6, 6)).with_removed(&hole).unwrap(),
        Region::new(board(5, 6)).with_leaper(Leaper::ZEBRA),
        Region::new(board(5, 6)).with_wrap(Wrap::Cylinder),
    ];
    let (mut found, mut none, mut saved) = (0, 0, 0);
    for region in &regions {
        for closed in [false, true] {
            let (with, fewer) = verdicts(region, closed, true);
            let (without, more) = verdicts(region, closed, false);
            assert_eq!(with, without, "{} closed {closed}", region.describe());
            assert!(fewer <= more, "{} closed {closed}", region.describe());
            saved += usize::from(fewer < more);
            found += with.iter().filter(|v| v.1 == State::Found).count();
            none += with.iter().filter(|v| v.1 == State::NoTour).count();
        }
    }
    // Neither verdict is vacuous, and the test saves nodes on some of the ten.
    assert!(found > 50 && none > 50, "{found} found, {none} none");
    assert!(saved >= 3, "{saved}");
}

/// Under `nineteen` on 289×54 from (1,1), where none of the nineteen orderings' walks tours
/// (000 §2), the search tries them in turn with ⌊10^6/19⌋ nodes each: the first ordering's
/// share is spent and a later one finds an open tour, which validates.
#[test]
fn nineteen_goes_on_to_the_next_ordering_on_289_by_54() {
    let x = search("289x54", (1, 1), "nineteen", false, 1_000_000);
    assert_eq!(x.state(), State::Found, "{}", x.sentence());
    assert!(x.restarting());
    let k = x.ordering().unwrap();
    assert!(k > 1, "{}", x.sentence());
    // Every ordering before the one that found it spent its whole share.
    assert!(x.counts().nodes > (k as u64 - 1) * (1_000_000 / 19));
    assert!(x.walk().outcome().is_tour());
    Record::of_walk(x.walk()).validate().unwrap();
    let json: serde_json::Value =
        serde_json::from_str(&warnsdorff::walk::backtrack::SearchRecord::of(&x).to_json()).unwrap();
    assert_eq!(json["ordering"], warnsdorff::rules::NINETEEN[k - 1]);
    assert_eq!(json["orderings_tried"], k);
}

/// A small board where no ordering's walk tours (5×6 from (3,4)): with a budget of 950 (50
/// nodes an ordering) the first two orderings' shares are spent and the third finds a tour;
/// the counts add up over the restarts, and stepping shows each restart as one step.
#[test]
fn nineteen_restarts_on_a_small_board() {
    use warnsdorff::walk::backtrack::Event;
    let mut x = Backtrack::new(
        "5x6".parse().unwrap(),
        Square::new(3, 4),
        RuleSpec::Nineteen,
        0,
        false,
        950,
    )
    .unwrap();
    assert!(x.restarting());
    assert_eq!(x.ordering(), Some(1));
    let mut restarts = vec![];
    let mut last = x.counts();
    while let Some(e) = x.step() {
        let c = x.counts();
        assert!(c.nodes >= last.nodes && c.backtracks >= last.backtracks);
        if let Event::Restart { ordering } = e {
            assert_eq!(last.nodes, 50 * (ordering as u64 - 1), "{e:?}");
            assert_eq!(c.depth, 1);
            assert_eq!(x.walk().len(), 1);
            assert_eq!(x.ordering(), Some(ordering));
            restarts.push(ordering);
        }
        last = c;
    }
    assert_eq!(x.state(), State::Found, "{}", x.sentence());
    assert_eq!(restarts, [2, 3]);
    assert_eq!(x.ordering(), Some(3));
    assert!(x.walk().outcome().is_tour());
    Record::of_walk(x.walk()).validate().unwrap();
}

/// All nineteen shares spent is the budget spent, under the last ordering; a search under
/// `nineteen` where an ordering tours uses it alone, with no restarts.
#[test]
fn nineteen_spends_the_budget_over_all_nineteen() {
    let x = search("5x6", (3, 4), "nineteen", false, 95);
    assert_eq!(x.state(), State::BudgetExhausted, "{}", x.sentence());
    assert_eq!(x.ordering(), Some(19));
    assert_eq!(x.counts().nodes, 95);
    let y = search("59x59", (1, 1), "nineteen", false, 10_000);
    assert!(!y.restarting());
    assert_eq!(y.state(), State::Found);
    assert_eq!(y.ordering(), Some(2));
}

/// A search taken up from its [`warnsdorff::walk::backtrack::Point`] (as the page takes up a
/// search run in a Worker) is the search itself: at every step of searches on a plain board, a
/// holed torus with a zebra, a random tiebreak and under the nineteen in turn (across its
/// restarts), the copy taken up there has the same path, counts and state, and both go on
/// alike to the same end. A point of another search is refused.
#[test]
fn a_search_taken_up_from_its_point_goes_on_as_itself() {
    use warnsdorff::board::Board;
    use warnsdorff::region::{Leaper, Region, Wrap};
    let mut hole = vec![false; 64];
    hole[3 * 8 + 4] = true;
    let torus = Region::new(Board::new(8, 8).unwrap())
        .with_removed(&hole)
        .unwrap()
        .with_wrap(Wrap::Torus)
        .with_leaper(Leaper::ZEBRA);
    let plain = Region::new("5x5".parse().unwrap());
    type Case<'a> = (&'a Region, (u32, u32), RuleSpec, bool, u64);
    let cases: [Case; 4] = [
        (
            &plain,
            (1, 3),
            RuleSpec::parse("ordering:36875124").unwrap(),
            false,
            100_000,
        ),
        (
            &torus,
            (1, 1),
            RuleSpec::parse("ordering:12345678").unwrap(),
            true,
            3_000,
        ),
        (
            &plain,
            (1, 1),
            RuleSpec::parse("random").unwrap(),
            false,
            100_000,
        ),
        (
            &Region::new("5x6".parse().unwrap()),
            (3, 4),
            RuleSpec::Nineteen,
            false,
            950,
        ),
    ];
    for (region, s, rule, closed, budget) in cases {
        let new = || {
            Backtrack::on(
                region,
                Square::new(s.0, s.1),
                rule.clone(),
                7,
                closed,
                budget,
            )
            .unwrap()
        };
        let mut a = new();
        let mut steps = 0;
        loop {
            let (b, took) = new().resume(&a.point());
            took.unwrap();
            let here = |x: &Backtrack| (x.walk().path().collect::<Vec<_>>(), x.counts(), x.state());
            assert_eq!(here(&b), here(&a), "{rule} at step {steps}");
            assert_eq!(b.ordering(), a.ordering());
            if steps % 97 == 0 {
                let mut b = b;
                let (mut a2, mut s2) = (new().resume(&a.point()).0, 0);
                while a2.step().is_some() {
                    s2 += 1;
                }
                while b.step().is_some() {}
                assert_eq!(here(&b), here(&a2), "{rule} from step {steps}, {s2} more");
            }
            if a.step().is_none() {
                break;
            }
            steps += 1;
        }
        assert_ne!(a.state(), State::Searching);
        assert!(steps > 20, "{rule}: {steps} steps");
    }
    // Another budget, or more moves tried than a square has, is not this search's point.
    let new = |budget| {
        Backtrack::new(
            "5x5".parse().unwrap(),
            Square::new(1, 3),
            RuleSpec::parse("ordering:36875124").unwrap(),
            0,
            false,
            budget,
        )
        .unwrap()
    };
    let mut a = new(1000);
    a.run(30);
    assert!(new(999).resume(&a.point()).1.is_err());
    let mut p = a.point();
    p.tried.replace_range(0..1, "9");
    let (b, why) = new(1000).resume(&p);
    let why = why.unwrap_err();
    assert!(why.contains("moves to try"), "{why}");
    assert_eq!(b.walk().len(), 1, "left at its start");
}

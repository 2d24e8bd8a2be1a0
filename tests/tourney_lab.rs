//! The tourney lab's state machine (src/labs/tourneys): history text printed and parsed replays
//! the same cover, the plan cursor steps and seeks exactly, colours survive switches, rails are
//! found under their centres, and plans made in slices or cancelled behave.

use proptest::prelude::*;
use warnsdorff::labs::tourneys::colours::neighbours;
use warnsdorff::labs::tourneys::history::{self, Op, OpsProblem};
use warnsdorff::labs::tourneys::hit;
use warnsdorff::labs::tourneys::state::{SwitchError, Tourney};
use warnsdorff::numbering::Numbering;
use warnsdorff::rails::plan::PlanKind;
use warnsdorff::rails::Effect;
use warnsdorff::tourneys::{generate, Generator};

fn lab(gen: Generator, n: u32, seed: u64) -> Tourney {
    Tourney::new(
        generate(gen, n, seed).unwrap(),
        format!("{} {n}", gen.name()),
        seed,
    )
}

/// An action a person can take on the page.
#[derive(Clone, Debug)]
enum Action {
    Click(u64),
    Plan(usize, usize),
    Step,
    Back,
}

fn action() -> impl Strategy<Value = Action> {
    prop_oneof![
        (0u64..10_000).prop_map(Action::Click),
        (0usize..3, 0usize..10_000).prop_map(|(k, p)| Action::Plan(k, p)),
        Just(Action::Step),
        Just(Action::Back),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// Printing the history and replaying it on a fresh lab gives the same cover, cycle count,
    /// history and status.
    #[test]
    fn printed_history_replays_the_same_cover(
        gen in prop::sample::select(vec![Generator::Braid, Generator::DivideTourney, Generator::FourCover]),
        seed in 0u64..1000,
        actions in prop::collection::vec(action(), 0..8),
    ) {
        let n = 12;
        let mut a = lab(gen, n, seed);
        for act in actions {
            match act {
                Action::Click(k) => {
                    let count = a.rails().len() as u64;
                    if count > 0 {
                        a.switch_rail(k % count).unwrap();
                    }
                }
                Action::Plan(k, p) => {
                    let len = a.plan(PlanKind::ALL[k]);
                    a.seek(p % (len + 1));
                }
                Action::Step => { a.step(); }
                Action::Back => { a.back(); }
            }
        }
        let text = a.ops();
        let parsed: Vec<Op> = history::items(&text).collect::<Result<_, _>>().unwrap();
        prop_assert_eq!(history::print(&parsed), text.clone());
        prop_assert_eq!(parsed.as_slice(), a.history());
        let mut b = lab(gen, n, seed);
        b.replay(&text).unwrap();
        prop_assert_eq!(b.cover(), a.cover());
        prop_assert_eq!(b.cycle_count(), a.cycle_count());
        prop_assert_eq!(b.ops(), text.clone());
        prop_assert_eq!(b.plan_pos(), a.plan_pos());
        prop_assert_eq!(b.plan_len(), a.plan_len());
        if a.plan_kind().is_some() {
            prop_assert_eq!(b.status(), a.status());
        }
        // The same history replayed as a job, one unit at a time, ends the same.
        let mut c = lab(gen, n, seed);
        c.replay_begin(&text);
        while !c.plan_work(1) {
            prop_assert!(c.busy());
            prop_assert_eq!(c.ops(), text.clone());
        }
        prop_assert!(c.take_replay_error().is_none());
        prop_assert_eq!(c.cover(), b.cover());
        prop_assert_eq!(c.ops(), b.ops());
        prop_assert_eq!(c.cycle_count(), b.cycle_count());
        prop_assert_eq!(c.plan_switches(), b.plan_switches());
        prop_assert_eq!(c.plan_pos(), b.plan_pos());
        prop_assert_eq!(c.status(), b.status());
        prop_assert_eq!(c.last(), b.last());
    }
}

/// Replay `text` as a job in units of `units`; the error it stopped at, if any.
fn replay_sliced(l: &mut Tourney, text: &str, units: usize) -> Option<history::OpsError> {
    l.replay_begin(text);
    let mut calls = 0;
    while !l.plan_work(units) {
        calls += 1;
        assert!(calls < 10_000_000, "the replay ends");
    }
    assert!(!l.busy());
    l.take_replay_error()
}

#[test]
fn a_replay_in_slices_equals_the_replay_at_once_with_clicks_and_plans() {
    // A history with clicks before, between and after plans, on a board where obfuscating
    // takes many units.
    let mut a = lab(Generator::FourCover, 60, 5);
    a.switch_rail(3).unwrap();
    let n = a.plan(PlanKind::Obfuscate);
    a.seek(n / 2);
    let k = a.rails().len() as u64 / 2;
    a.switch_rail(k).unwrap();
    let j = a.plan(PlanKind::Join);
    a.seek(j);
    a.switch_rail(0).unwrap();
    let s = a.plan(PlanKind::Shatter);
    a.seek(s / 3);
    let text = a.ops();
    assert_eq!(text.split(',').count(), 6, "{text}");
    let mut b = lab(Generator::FourCover, 60, 5);
    b.replay(&text).unwrap();
    assert_eq!(b.cover(), a.cover());
    for units in [1, 7, 1000] {
        let mut c = lab(Generator::FourCover, 60, 5);
        assert_eq!(replay_sliced(&mut c, &text, units), None, "{units}");
        assert_eq!(c.cover(), b.cover(), "{units}");
        assert_eq!(c.ops(), text);
        assert_eq!(c.cycle_count(), b.cycle_count());
        assert_eq!(c.plan_switches(), b.plan_switches());
        assert_eq!(c.status(), b.status());
    }
    // Progress rises through the replay and names the item being planned.
    let mut c = lab(Generator::FourCover, 60, 5);
    c.replay_begin(&text);
    assert_eq!(c.job_fraction(), 0.0);
    let (mut last, mut slices, mut named) = (0.0, 0, false);
    while !c.plan_work(1) {
        let f = c.job_fraction();
        assert!(f >= last && f <= 1.0, "{f} after {last}");
        last = f;
        slices += 1;
        if c.status()
            .starts_with("Replaying the history, item 2 of 6 (obfuscate@")
        {
            // The first of three plans: progress is measured in plans (clicks take no time).
            named = true;
            assert!(f <= 1.0 / 3.0, "{f}");
        }
    }
    assert!(named, "the status names the plan item being made");
    assert!(slices > 6, "{slices} slices");
    assert_eq!(c.job_fraction(), 1.0);
}

#[test]
fn a_replay_in_slices_stops_at_the_same_item_as_the_replay_at_once() {
    let plan_len = lab(Generator::Braid, 12, 3).plan(PlanKind::Join);
    let texts = [
        "join@3,banana,shatter@1".to_string(),
        "r0-44".into(),
        "join@x".into(),
        "melt@2,join@1".into(),
        format!("join@2,shatter@{}", 100_000),
        format!("shatter@1,join@{},r0-44", plan_len * 1000),
    ];
    for text in &texts {
        let mut b = lab(Generator::Braid, 12, 3);
        let want = b.replay(text).unwrap_err();
        for units in [1, 5, usize::MAX] {
            let mut c = lab(Generator::Braid, 12, 3);
            assert_eq!(
                replay_sliced(&mut c, text, units).as_ref(),
                Some(&want),
                "{text}"
            );
            assert_eq!(c.ops(), b.ops(), "{text}");
            assert_eq!(c.cover(), b.cover(), "{text}");
            assert_eq!(c.status(), b.status(), "{text}");
            assert_eq!(c.take_replay_error(), None, "the error is taken once");
        }
    }
}

#[test]
fn a_cancelled_replay_keeps_the_items_done_and_a_consistent_cover() {
    let mut a = lab(Generator::FourCover, 60, 5);
    a.switch_rail(3).unwrap();
    let n = a.plan(PlanKind::Obfuscate);
    a.seek(n);
    a.switch_rail(1).unwrap();
    let text = a.ops();
    // Cancelled while the obfuscate plan is being made: the click before it stays, the cover is
    // what replaying the history kept gives.
    let mut c = lab(Generator::FourCover, 60, 5);
    c.replay_begin(&text);
    while !c.planning() {
        assert!(!c.plan_work(1));
    }
    assert!(!c.plan_work(1));
    c.cancel_plan();
    assert!(!c.busy() && !c.planning() && !c.replaying());
    let kept = c.ops();
    assert_eq!(kept, text.split(',').next().unwrap());
    let mut b = lab(Generator::FourCover, 60, 5);
    b.replay(&kept).unwrap();
    assert_eq!(c.cover(), b.cover());
    assert_eq!(c.cycle_count(), b.cycle_count());
    assert_eq!(c.take_replay_error(), None);
    assert!(c.plan_work(1), "nothing is left to do");
    assert_eq!(c.ops(), kept);
    // A click of one's own during a replay stops it there too, and is the last item.
    let mut d = lab(Generator::FourCover, 60, 5);
    d.replay_begin(&text);
    d.plan_work(1);
    d.plan_work(1);
    d.switch_rail(0).unwrap();
    assert!(!d.busy());
    assert_eq!(d.history().len(), 2);
    assert!(d.plan_work(1));
    // So does moving the plan on show: the plan being made would be for a cover gone by then.
    let mut e = lab(Generator::Braid, 12, 3);
    e.replay_begin("join@2,obfuscate@1");
    while !e.planning() || e.plan_len() == 0 {
        assert!(!e.plan_work(1));
    }
    assert_eq!(e.plan_pos(), 2);
    assert_eq!(e.seek(1), 1);
    assert!(!e.busy());
    assert_eq!(e.ops(), "join@1");
}

#[test]
fn the_plan_cursor_steps_back_and_seeks() {
    let mut l = lab(Generator::Braid, 12, 3);
    assert_eq!(l.cycle_count(), 12);
    let n = l.plan(PlanKind::Join);
    assert!(n >= 11);
    assert!(
        l.status()
            .starts_with(&format!("Join: {n} switches planned from 12 cycles")),
        "{}",
        l.status()
    );
    assert!(l.step());
    assert_eq!(l.cycle_count(), 11);
    assert!(l
        .status()
        .contains("joined two cycles into one. 11 cycles now."));
    assert!(l.back());
    assert_eq!(l.cycle_count(), 12);
    assert!(!l.back());
    assert_eq!(l.seek(n + 5), n);
    assert_eq!(l.cycle_count(), 1);
    assert!(!l.step());
    assert!(l.status().contains("Done: a closed knight's tour."));
    assert_eq!(l.ops(), format!("join@{n}"));
    l.seek(0);
    assert_eq!(l.cycle_count(), 12);
    assert_eq!(l.ops(), "join@0");
    // a click drops the rest of the plan
    l.seek(2);
    l.switch_rail(0).unwrap();
    assert_eq!(l.plan_len(), 0);
    assert!(l.ops().starts_with("join@2,r"));
}

#[test]
fn replay_stops_at_the_first_bad_item_and_says_why() {
    let mut l = lab(Generator::Braid, 12, 3);
    let e = l.replay("join@3,banana,shatter@1").unwrap_err();
    assert_eq!(e.problem, OpsProblem::NotARail);
    assert_eq!(
        e.to_string(),
        "ops: 'banana' is not a rail (r<square>-<primary><cross>); the rest was not replayed"
    );
    assert_eq!(l.ops(), "join@3");
    assert_eq!(
        l.replay("melt@2").unwrap_err().problem,
        OpsProblem::NotAPlan
    );
    assert_eq!(
        l.replay("join@x").unwrap_err().problem,
        OpsProblem::NotANumber
    );
    let e = l.replay("join@100000").unwrap_err();
    assert!(matches!(e.problem, OpsProblem::PastPlan { .. }), "{e}");
    assert_eq!(
        l.replay("r0-44").unwrap_err().problem,
        OpsProblem::NotPresent
    );
    let e = l.switch_rail(1 << 40).unwrap_err();
    assert!(matches!(e, SwitchError::NoSuchRail { .. }));
    assert!(
        e.to_string()
            .starts_with("rail 1099511627777: the cover has "),
        "{e}"
    );
}

#[test]
fn a_click_says_what_it_did_and_untouched_cycles_keep_their_colours() {
    let mut l = lab(Generator::DivideTourney, 22, 1);
    assert_eq!(l.cycle_count(), 7);
    let rails = l.rails().to_vec();
    let k = (0..rails.len() as u64)
        .find(|&k| {
            let mut t = lab(Generator::DivideTourney, 22, 1);
            t.rail_effect(k) == Ok(Effect::Joined)
        })
        .expect("a joining rail");
    let before: Vec<u32> = (1..=7).map(|c| l.cycle_colour(c)).collect();
    assert!(l.describe_rail(k).unwrap().contains("would join cycles"));
    let s = l.switch_rail(k).unwrap();
    assert!(
        s.starts_with(&format!("Switched rail {} at (", k + 1)),
        "{s}"
    );
    assert!(s.ends_with("→ 6 cycles."), "{s}");
    let after: Vec<u32> = (1..=6).map(|c| l.cycle_colour(c)).collect();
    // five cycles were not touched: their colours are still there
    let kept = after.iter().filter(|c| before.contains(c)).count();
    assert!(kept >= 5, "{before:?} {after:?}");
    // The joined cycle's colour is none of its neighbours'.
    let board = l.board();
    let rails = l.rails().to_vec();
    let (_, labels, colours) = l.view();
    for (a, b) in neighbours(board, labels, &rails) {
        assert_ne!(colours[a as usize], colours[b as usize]);
    }
}

#[test]
fn every_rail_is_found_under_its_centre() {
    let mut l = lab(Generator::Divide, 14, 0);
    let board = l.board();
    let rails = l.rails().to_vec();
    for cell in [5.0, 16.0, 33.5] {
        for (k, r) in rails.iter().enumerate() {
            let (x, y) = hit::rail_centre(board, *r, cell);
            let found = hit::rail_at(board, &rails, cell, x, y).expect("a rail");
            // another rail may share the centre; it must be as near
            let (fx, fy) = hit::rail_centre(board, rails[found], cell);
            assert!((fx - x).abs() < 1e-9 && (fy - y).abs() < 1e-9, "rail {k}");
        }
    }
    assert_eq!(hit::rail_at(board, &rails, 16.0, -100.0, -100.0), None);
    assert_eq!(hit::rail_at(board, &rails, 16.0, f64::NAN, 3.0), None);
    assert_eq!(hit::square_centre(board, 15, 10.0), (15.0, 15.0));
}

#[test]
fn plans_made_in_slices_equal_plans_made_at_once_and_cancel_leaves_the_cover() {
    for kind in PlanKind::ALL {
        let mut a = lab(Generator::FourCover, 100, 9);
        let mut b = lab(Generator::FourCover, 100, 9);
        let n = a.plan(kind);
        b.plan_begin(kind);
        let mut slices = 0;
        while !b.plan_work(1) {
            assert!(b.planning());
            assert!(b.status().contains("planning"));
            slices += 1;
        }
        assert!(!b.planning());
        assert_eq!(b.plan_switches(), a.plan_switches(), "{kind:?}");
        assert_eq!(b.plan_len(), n);
        if kind == PlanKind::Obfuscate {
            assert!(slices >= 16, "{slices}");
        }
        assert_eq!(b.status(), a.status());
        let mut c = lab(Generator::FourCover, 100, 9);
        let cover = c.cover().clone();
        c.plan_begin(kind);
        // a unit is a bounded piece of work, less than a whole shatter of 10^4 squares
        assert!(!c.plan_work(1), "{kind:?}");
        c.cancel_plan();
        assert!(!c.planning());
        assert_eq!(c.cover(), &cover);
        assert_eq!(c.ops(), "");
        assert_eq!(c.plan_kind(), None);
    }
}

#[test]
fn cycles_flat_round_trips() {
    let l = lab(Generator::Braid, 10, 0);
    let flat = l.cover().to_flat();
    let back = warnsdorff::cover::CycleCover::from_flat(l.board(), &flat).unwrap();
    assert_eq!(&back, l.cover());
    let mut cut = flat.clone();
    cut.pop();
    assert!(warnsdorff::cover::CycleCover::from_flat(l.board(), &cut).is_err());
}

/// The statuses and rail descriptions name moves in the page's numbering; Parberry's (001 Figure 1,
/// the rails' own) is the default and its text is as before.
#[test]
fn statuses_and_rail_descriptions_name_moves_in_the_chosen_numbering() {
    let mut l = lab(Generator::DivideTourney, 22, 1);
    assert_eq!(l.numbering(), Numbering::Parberry);
    let k = 0;
    let r = l.rails()[k as usize];
    let (p, c) = (r.primary, r.cross);
    let said = |n: Numbering| {
        format!(
            "primary direction {} and cross direction {} ({}'s numbering)",
            n.number(p),
            n.number(c),
            n.name()
        )
    };
    let parberry = l.describe_rail(k).unwrap();
    assert!(parberry.contains(&said(Numbering::Parberry)), "{parberry}");
    assert!(parberry.contains(&format!(
        "with primary direction {} and cross direction {} (Parberry's numbering)",
        p.parberry(),
        c.parberry()
    )));
    l.set_numbering(Numbering::Squirrel);
    let squirrel = l.describe_rail(k).unwrap();
    assert!(squirrel.contains(&said(Numbering::Squirrel)), "{squirrel}");
    // Squirrel's number of a downward move is never its Parberry number: the text changed.
    assert_ne!(squirrel, parberry);

    // A click's status, said again when the numbering changes.
    let s = l.switch_rail(k).unwrap();
    let moves = |n: Numbering| {
        format!(
            "(primary direction {}, cross direction {})",
            n.number(p),
            n.number(c)
        )
    };
    assert!(s.contains(&moves(Numbering::Squirrel)), "{s}");
    l.set_numbering(Numbering::Phadke);
    let phadke = l.status().to_string();
    assert!(phadke.contains(&moves(Numbering::Phadke)), "{phadke}");
    l.set_numbering(Numbering::Parberry);
    let back = l.status().to_string();
    assert!(back.contains(&moves(Numbering::Parberry)), "{back}");
    assert_eq!(
        back.replace(&moves(Numbering::Parberry), ""),
        s.replace(&moves(Numbering::Squirrel), "")
    );

    // A plan's status names its switch's moves in the numbering too.
    l.plan(PlanKind::Join);
    assert!(l.step());
    let plan_parberry = l.status().to_string();
    assert!(
        plan_parberry.contains("(Parberry's numbering)"),
        "{plan_parberry}"
    );
    l.set_numbering(Numbering::Squirrel);
    let plan_squirrel = l.status().to_string();
    assert!(
        plan_squirrel.contains("(Squirrel's numbering)"),
        "{plan_squirrel}"
    );
    l.set_numbering(Numbering::Parberry);
    assert_eq!(l.status(), plan_parberry);
}

//! Covers with a hole: Lin & Wei's corner-missed closed tour of an odd × odd board (003
//! Theorem 2) as a cover of one cycle with the top-left corner on no cycle. Rails never touch
//! the hole, so shatter, join and obfuscate keep it out, an obfuscation ends in another
//! corner-missed closed tour, and the flat, JSON and SVG encodings carry it; a cover missing
//! any other square is still refused.

use warnsdorff::board::Board;
use warnsdorff::cover::{CoverError, CycleCover};
use warnsdorff::exchange::{export_cycles, import_cover, Format};
use warnsdorff::labs::tourneys::state::Tourney;
use warnsdorff::labs::tourneys::view;
use warnsdorff::rails::plan::{PlanKind, Planner};
use warnsdorff::rails::{
    classify, find_rails, join, obfuscate, plan_obfuscate, shatter, switch, OBFUSCATE_RETRIES,
};
use warnsdorff::tourneys::{generate, generate_on, Generator};

const BOARDS: [(u64, u64); 4] = [(5, 5), (7, 7), (9, 11), (21, 21)];

fn holed(rows: u64, cols: u64) -> CycleCover {
    let b = Board::new(rows, cols).unwrap();
    generate_on(Generator::LinWei, b, 0).unwrap()
}

/// Valid, the top-left corner its one hole, every other square on a cycle.
fn assert_holed(cover: &CycleCover, what: &str) {
    cover.validate().unwrap_or_else(|e| panic!("{what}: {e}"));
    assert_eq!(cover.holes(), &[0], "{what}: holes");
    assert!(cover.is_hole(0), "{what}");
    assert_eq!(cover.covered(), cover.board().squares() - 1, "{what}");
    let (labels, count) = cover.cycle_labels();
    assert_eq!(labels[0], u32::MAX, "{what}: the hole is on no cycle");
    assert!(labels[1..].iter().all(|&l| (l as usize) < count), "{what}");
    let on_cycles: usize = cover.cycles().iter().map(Vec::len).sum();
    assert_eq!(on_cycles, cover.covered(), "{what}");
}

#[test]
fn lin_wei_gives_the_corner_missed_tour_as_one_cycle_with_a_hole() {
    for (r, c) in BOARDS {
        let cover = holed(r, c);
        let what = format!("{r}x{c}");
        assert_holed(&cover, &what);
        assert!(cover.is_tour(), "{what}");
        assert_eq!(cover.cycle_count(), 1, "{what}");
        let tour = cover.tour().unwrap();
        assert_eq!(tour.len(), (r * c - 1) as usize, "{what}");
        assert!(!tour.contains(&0), "{what}");
    }
    // On the tourney page n x n for odd n: 7 is now a size lin-wei serves.
    assert!(Generator::LinWei.supports(7).is_ok());
    assert_holed(&generate(Generator::LinWei, 7, 0).unwrap(), "7 via n");
    // Boards with neither a closed nor a corner-missed tour are still refused, with the reason.
    let e = Generator::LinWei
        .supports_board(Board::new(3, 5).unwrap())
        .unwrap_err()
        .to_string();
    assert!(e.contains("Theorem"), "{e}");
}

#[test]
fn rails_of_a_holed_cover_are_valid_and_avoid_the_hole() {
    for (r, c) in BOARDS {
        let cover = holed(r, c);
        let rails = find_rails(&cover);
        assert!(!rails.is_empty(), "{r}x{c}");
        for rail in rails {
            assert!(rail.is_present(&cover), "{r}x{c}: {rail:?}");
            let sq = rail.squares(cover.board()).unwrap();
            assert!(sq.iter().all(|&s| !cover.is_hole(s)), "{r}x{c}: {rail:?}");
            // A switch and its undo keep a valid cover with the hole.
            let mut c2 = cover.clone();
            classify(&c2, rail).unwrap();
            let undo = switch(&mut c2, rail).unwrap();
            assert_holed(&c2, "after a switch");
            switch(&mut c2, undo).unwrap();
            assert_eq!(c2, cover);
        }
    }
}

#[test]
fn shatter_and_join_keep_the_hole() {
    for (r, c) in BOARDS {
        let mut cover = holed(r, c);
        for seed in 1..=4 {
            shatter(&mut cover, seed);
            assert_holed(&cover, &format!("{r}x{c} shatter {seed}"));
        }
        let before = cover.cycle_count();
        let report = join(&mut cover, 9);
        assert_holed(&cover, &format!("{r}x{c} join"));
        assert!(report.final_cycles() <= before, "{r}x{c}");
        assert_eq!(report.final_cycles(), cover.cycle_count(), "{r}x{c}");
    }
}

#[test]
fn obfuscate_ends_in_another_corner_missed_closed_tour() {
    for (r, c) in BOARDS {
        let start = holed(r, c);
        for seed in [1u64, 2, 3] {
            let what = format!("{r}x{c} seed {seed}");
            let mut cover = start.clone();
            let report = obfuscate(&mut cover, seed);
            assert_holed(&cover, &what);
            assert!(report.retries <= OBFUSCATE_RETRIES, "{what}");
            assert_eq!(report.final_cycles(), 1, "{what}: {report:?}");
            assert!(cover.is_tour(), "{what}");
            // Same seed, same tour.
            let mut again = start.clone();
            assert_eq!(obfuscate(&mut again, seed), report, "{what}");
            assert_eq!(again, cover, "{what}");
            // The plan the page replays reaches the same tour.
            let (plan, plan_report) = plan_obfuscate(&start, seed);
            assert_eq!(plan_report, report, "{what}");
            let mut replayed = start.clone();
            for s in &plan {
                switch(&mut replayed, s.rail).unwrap();
            }
            assert_eq!(replayed, cover, "{what}: plan replayed");
        }
        if r * c >= 49 {
            let (mut a, mut b) = (start.clone(), start.clone());
            obfuscate(&mut a, 1);
            obfuscate(&mut b, 2);
            assert_ne!(a, b, "{r}x{c}: different seeds, different tours");
        }
    }
}

#[test]
fn plans_made_in_slices_on_a_holed_cover_are_the_plan_made_at_once() {
    let cover = holed(9, 11);
    for kind in PlanKind::ALL {
        let whole = Planner::run(kind, &cover, 5);
        let mut p = Planner::new(kind, &cover, 5);
        while !p.work_steps(13) {}
        assert_eq!(p.into_switches(), whole, "{kind:?}");
    }
}

#[test]
fn flat_json_and_svg_carry_the_hole() {
    let cover = holed(7, 9);
    let b = cover.board();
    let flat = cover.to_flat();
    assert_eq!(flat[0] as usize, 62);
    assert_eq!(CycleCover::from_flat(b, &flat).unwrap(), cover);
    let json = export_cycles(b, &cover.cycles(), Format::Json).unwrap();
    let back = import_cover(&json).unwrap();
    assert_eq!(CycleCover::from_cycles(b, &back.cycles).unwrap(), cover);
    // The papers' matrix: `-` on the missed corner, 1..62 elsewhere.
    let m = export_cycles(b, &cover.cycles(), Format::Matrix).unwrap();
    let first: Vec<&str> = m.lines().next().unwrap().split_whitespace().collect();
    assert_eq!((first[0], first.len()), ("-", 9), "{m}");
    assert!(m.split_whitespace().any(|w| w == "62"), "{m}");
    let svg = export_cycles(b, &cover.cycles(), Format::Svg).unwrap();
    assert_eq!(svg.matches("<path").count(), 1);
    // The tourney lab takes it and obfuscates it as the page does, the hole kept.
    let mut lab = Tourney::new(cover, "corner-missed".into(), 4);
    assert_eq!(lab.cycle_count(), 1);
    let len = lab.plan(PlanKind::Obfuscate);
    assert_eq!(lab.seek(len), len);
    assert_eq!(lab.cycle_count(), 1);
    assert_holed(lab.cover(), "lab");
    assert!(lab.status().contains("1 cycle"), "{}", lab.status());
    // The drawing: every move once, in its cycle's colour; nothing at the hole.
    let (cover, labels, colours) = lab.view();
    let moves: Vec<(usize, usize)> = view::moves_by_colour(cover, labels, colours)
        .into_iter()
        .flatten()
        .collect();
    assert_eq!(moves.len(), cover.covered());
    assert!(moves.iter().all(|&(i, j)| i != 0 && j != 0));
    let strokes = view::cover_strokes(
        cover,
        (labels, colours),
        20.0,
        &warnsdorff::page::theme::DAY,
    );
    assert_eq!(strokes.iter().map(|s| s.moves.len()).sum::<usize>(), 62);
}

#[test]
fn only_one_corner_may_be_left_out_unless_holes_are_named() {
    let b = Board::new(7, 7).unwrap();
    let cover = holed(7, 7);
    let tour = cover.tour().unwrap();
    // The corner-missed tour as given: accepted.
    assert_eq!(CycleCover::from_corner_missed(b, &tour, 0).unwrap(), cover);
    // A full board missing a non-corner square: still a coverage error.
    let fake: Vec<Vec<usize>> = vec![tour.iter().map(|&i| if i == 24 { 0 } else { i }).collect()];
    assert!(CycleCover::from_cycles(b, &fake).is_err());
    // Naming a square on the cycle a hole is refused.
    assert_eq!(
        CycleCover::from_cycles_with_holes(b, std::slice::from_ref(&tour), &[0, 1]).unwrap_err(),
        CoverError::HoleOnCycle {
            square: b.square(1)
        }
    );
    // A table with an unnamed square of no moves is refused.
    let nbr = cover.neighbour_table().to_vec();
    assert!(matches!(
        CycleCover::from_neighbours(b, nbr.clone()),
        Err(CoverError::Degree { degree: 0, .. })
    ));
    assert_eq!(
        CycleCover::from_neighbours_with_holes(b, nbr, &[0]).unwrap(),
        cover
    );
    // An even board has no cover with one hole (the two colours would differ by one).
    let even = generate(Generator::LinWei, 6, 0).unwrap();
    assert!(even.holes().is_empty());
}

//! The construction as a plan: pieces with their bases, then merges, stepped forward and back.

use warnsdorff::board::Board;
use warnsdorff::construct::plan::{Cursor, Plan, StepKind, PLAN_MAX_SQUARES};
use warnsdorff::construct::{construct, validate, ConstructError, TourKind};

fn edges(nbr: &[[u32; 2]]) -> Vec<(u32, u32)> {
    let mut out: Vec<(u32, u32)> = nbr
        .iter()
        .enumerate()
        .flat_map(|(i, p)| p.iter().map(move |&j| (i as u32, j)))
        .filter(|&(i, j)| j != u32::MAX && i < j)
        .collect();
    out.sort_unstable();
    out
}

#[test]
fn stepping_to_the_end_gives_the_constructed_tour() {
    for (r, c, kind) in [
        (8, 8, TourKind::Closed),
        (3, 22, TourKind::Closed),
        (23, 3, TourKind::CornerMissed),
        (25, 31, TourKind::CornerMissed),
        (4, 27, TourKind::Open),
        (17, 12, TourKind::Open),
        (9, 9, TourKind::Open),
        (40, 52, TourKind::Closed),
    ] {
        let b = Board::new(r, c).unwrap();
        let plan = Plan::new(b, kind).unwrap();
        let mut cur = Cursor::new(plan.clone());
        let loops = plan
            .pieces
            .iter()
            .filter(|p| p.base.starts_with("double"))
            .count();
        assert_eq!(cur.cycle_count(), plan.pieces.len() + loops);
        // Pieces tile the board.
        let labels = plan.piece_labels();
        let area: u32 = plan.pieces.iter().map(|p| p.rows * p.cols).sum();
        assert_eq!(area as usize, b.squares());
        assert_eq!(labels.len(), b.squares());
        while cur.forward() {
            let s = cur.status();
            assert!(s.starts_with(&format!("Step {}", cur.step())), "{s}");
        }
        assert!(!cur.forward());
        assert_eq!(cur.cycle_count(), 1, "{b}");
        let built = construct(b, kind).unwrap();
        assert_eq!(
            edges(cur.neighbours()),
            edges(built.neighbours()),
            "{b} {kind}"
        );
        validate(b, kind, cur.neighbours()).unwrap_or_else(|e| panic!("{b}: {e}"));
        cur.seek(0);
        assert_eq!(edges(cur.neighbours()), edges(&plan.initial));
        assert!(cur.status().starts_with("Partition"));
        assert!(!cur.back());
    }
}

#[test]
fn merges_are_named_and_swap_the_right_number_of_moves() {
    let plan = Plan::new(Board::new(12, 14).unwrap(), TourKind::Closed).unwrap();
    assert_eq!(plan.pieces.len(), 4);
    assert_eq!(plan.pieces[0].base, "closed 6x6");
    assert!(plan.pieces[1..]
        .iter()
        .all(|p| p.base.starts_with("stretched")));
    let kinds: Vec<StepKind> = plan.steps.iter().map(|s| s.kind).collect();
    assert_eq!(
        kinds,
        [
            StepKind::Horizontal,
            StepKind::Horizontal,
            StepKind::Vertical
        ]
    );
    for s in &plan.steps {
        assert_eq!((s.removed.len(), s.added.len()), (1, 2));
    }
    let open = Plan::new(Board::new(4, 16).unwrap(), TourKind::Open).unwrap();
    assert!(open
        .steps
        .iter()
        .any(|s| s.kind == StepKind::DoubleLoop && s.removed.len() == 4 && s.added.len() == 4));
    let cut = Plan::new(Board::new(6, 6).unwrap(), TourKind::Open).unwrap();
    assert_eq!(cut.steps.last().unwrap().kind, StepKind::Cut);
    let redirect = Plan::new(Board::new(5, 5).unwrap(), TourKind::Open).unwrap();
    assert_eq!(redirect.steps.last().unwrap().kind, StepKind::Redirect);
}

#[test]
fn plans_refuse_missing_tours_and_huge_boards() {
    assert!(matches!(
        Plan::new(Board::new(4, 4).unwrap(), TourKind::Open),
        Err(ConstructError::NoTour { .. })
    ));
    let side = (PLAN_MAX_SQUARES as f64).sqrt() as u64 + 2;
    let e = Plan::new(Board::new(side, side).unwrap(), TourKind::Closed).unwrap_err();
    assert!(e.to_string().contains("at any size"));
}

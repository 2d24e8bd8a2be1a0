//! What the pages read from the core, natively: fields read into labs with errors that name
//! their field (src/lab/fields.rs), the tourney page's generation session and drawing view
//! (src/lab/tourney/{session,view}.rs), and canvas sizes and square labels (src/layout.rs).

use warnsdorff::board::Board;
use warnsdorff::cover::CycleCover;
use warnsdorff::lab::fields::{rule_text, tourney_of_flat, walk_lab, walk_of_tour, FieldError};
use warnsdorff::lab::tourney::session::{NoCover, Session};
use warnsdorff::lab::tourney::view::{
    colour_css, cover_choices, cover_strokes, hover_strokes, moves_by_colour, rail_strokes,
    rails_fit, switch_strokes, PALETTE, RAIL_MIN,
};
use warnsdorff::lab::tourney::TourneyLab;
use warnsdorff::layout::{square_label, walk_overlay, Layout, Mark};
use warnsdorff::rules::RuleSpec;
use warnsdorff::tourneys::{generate, Generator, CATALOGUE};
use warnsdorff::walk::Walk;

fn field(e: FieldError) -> String {
    e.field
}

#[test]
fn walk_fields_name_the_field_that_is_wrong() {
    assert_eq!(
        field(walk_lab("x", "8", "1,1", "random", "1").err().unwrap()),
        "rows"
    );
    assert_eq!(
        field(walk_lab("8", "0", "1,1", "random", "1").err().unwrap()),
        "cols"
    );
    let e = walk_lab("8", "8", "9,9", "random", "1").err().unwrap();
    assert_eq!(e.field, "start");
    assert!(e.message.starts_with("start: "), "{e}");
    assert_eq!(
        field(walk_lab("8", "8", "1,1", "melt", "1").err().unwrap()),
        "rule"
    );
    let e = walk_lab("8", "8", "1,1", "ordering:1234567", "1")
        .err()
        .unwrap();
    assert_eq!(e.field, "ordering");
    assert!(e.message.starts_with("rule: "), "{e}");
    assert_eq!(
        field(walk_lab("8", "8", "1,1", "random", "-3").err().unwrap()),
        "seed"
    );
    let mut lab = walk_lab("5", "5", "a5", "ordering:12345678", "7").unwrap();
    assert_eq!(lab.walk().start().to_string(), "(1,1)");
    assert_eq!(lab.ready().len(), 1);

    assert_eq!(rule_text(" random ").unwrap(), "random");
    assert_eq!(rule_text("ordering:1").unwrap_err().field, "ordering");
    assert_eq!(rule_text("melt").unwrap_err().field, "rule");
}

#[test]
fn an_imported_tour_is_followed_and_a_bad_one_refused_on_the_import_field() {
    // (1,1) -> (2,3) -> (3,5) on a 3x5 board: indices 0, 7, 14.
    let mut lab = walk_of_tour(3, 5, &[0, 7, 14]).unwrap();
    assert_eq!(
        lab.ready().path_indices(),
        vec![0],
        "stepping starts from move 1"
    );
    assert!(lab.step() && lab.step() && !lab.step());
    assert_eq!(lab.ready().path_indices(), vec![0, 7, 14]);
    let e = walk_of_tour(3, 5, &[0, 1]).err().unwrap();
    assert_eq!(e.field, "import");
    let e = walk_of_tour(0, 5, &[0]).err().unwrap();
    assert_eq!(e.field, "import");
    assert!(e.message.contains("sides 1 to"), "{e}");
}

#[test]
fn an_imported_cover_becomes_a_tourney_lab() {
    let cover = generate(Generator::FourCover, 8, 1).unwrap();
    let lab = tourney_of_flat(8, 8, &cover.to_flat()).unwrap();
    assert_eq!(lab.source(), "an imported cover on 8x8");
    assert!(same_moves(lab.cover(), &cover));
    let tour = generate(Generator::Divide, 8, 1).unwrap();
    let lab = tourney_of_flat(8, 8, &tour.to_flat()).unwrap();
    assert_eq!(lab.source(), "an imported closed tour on 8x8");
    let e = tourney_of_flat(8, 8, &[3, 0, 1, 2]).err().unwrap();
    assert_eq!(e.field, "import");
    let e = tourney_of_flat(500, 500, &[]).err().unwrap();
    assert_eq!(e.field, "import");
}

#[test]
fn a_session_generates_in_units_then_holds_the_lab() {
    let mut s = Session::generate("divide", "16", "1").unwrap();
    assert!(s.busy());
    assert_eq!(s.lab_mut().err(), Some(NoCover::Generating));
    assert_eq!(s.board(), Board::new(16, 16).unwrap());
    assert!(
        s.status().starts_with("Generating divide on 16x16"),
        "{}",
        s.status()
    );
    let p = s.progress();
    assert!(!p.done && p.status.starts_with("Generating"));
    let mut units = 0;
    while !s.work(1).unwrap() {
        units += 1;
        assert!(units < 1_000_000, "the generation ends");
    }
    assert!(!s.busy() && !s.failed());
    let p = s.progress();
    assert!(p.done);
    let direct = generate(Generator::Divide, 16, 1).unwrap();
    assert!(same_moves(s.lab().unwrap().cover(), &direct));
    assert_eq!(s.source(), "divide on 16x16");
    assert_eq!(s.lab_mut().unwrap().cycle_count(), 1);
}

#[test]
fn a_cancelled_session_has_no_cover_and_says_so() {
    let mut s = Session::generate("warnsdorff-tourney", "40", "3").unwrap();
    s.cancel();
    assert!(s.failed() && !s.busy());
    assert_eq!(s.lab_mut().err(), Some(NoCover::Failed));
    assert!(s.status().starts_with("No cover"), "{}", s.status());
    assert!(s.work(1).unwrap(), "nothing is left to do");
}

#[test]
fn session_fields_name_their_control() {
    let e = Session::generate("melt", "8", "1").err().unwrap();
    assert_eq!(FieldError::from(e).field, "gen");
    let e = Session::generate("braid", "7", "1").err().unwrap();
    assert_eq!(FieldError::from(e).field, "n");
    let e = Session::generate("braid", "8", "x").err().unwrap();
    assert_eq!(FieldError::from(e).field, "seed");
}

#[test]
fn the_menu_lists_the_catalogue_within_the_page_limit() {
    let choices = cover_choices();
    assert_eq!(choices.len(), CATALOGUE.len());
    for (c, info) in choices.iter().zip(CATALOGUE.iter()) {
        assert_eq!(c.name, info.name);
        assert_eq!(c.sizes, info.sizes.words());
        assert!(c.max_side <= 400 && c.max_side >= c.min_side, "{}", c.name);
        assert_eq!(info.sizes.max.is_some_and(|m| m < 400), c.max_side < 400);
    }
    let json = serde_json::to_value(&choices[0]).unwrap();
    assert!(json.get("maxSide").is_some() && json.get("minSide").is_some());
}

#[test]
fn every_move_of_a_cover_is_drawn_once_in_its_cycles_colour() {
    let cover = generate(Generator::FourCover, 8, 1).unwrap();
    let mut lab = TourneyLab::new(cover.clone(), "four-cover 8".into(), 1);
    let (c, labels, colours) = lab.view();
    let buckets = moves_by_colour(c, labels, colours);
    assert_eq!(buckets.len(), PALETTE as usize);
    let mut all: Vec<(usize, usize)> = buckets.concat();
    assert_eq!(all.len(), 64, "a cover of 64 squares has 64 moves");
    all.sort();
    all.dedup();
    assert_eq!(all.len(), 64);
    for (k, moves) in buckets.iter().enumerate() {
        for &(i, j) in moves {
            assert!(i < j);
            assert_eq!(labels[i], labels[j], "a move joins squares of one cycle");
            assert_eq!(colours[labels[i] as usize] % PALETTE, k as u32);
        }
    }
    assert_eq!(colour_css(0), "hsl(0, 72%, 42%)");
    assert_eq!(colour_css(PALETTE + 1), colour_css(1));
    assert_ne!(colour_css(1), colour_css(2));
    assert!(rails_fit(RAIL_MIN) && !rails_fit(RAIL_MIN - 0.5));
}

#[test]
fn canvas_sizes_follow_the_layout_and_the_pixel_ratio() {
    let b = Board::new(8, 10).unwrap();
    let l = Layout::fit(b, 400.0);
    let s = l.sizes(b, 2.0);
    assert!(s.labels);
    assert_eq!(s.bitmap, ((l.width * 2.0) as u32, (l.height * 2.0) as u32));
    assert_eq!(s.board_bitmap, s.bitmap);
    // Too small for labels: the board layer holds one pixel per square.
    let big = Board::new(600, 500).unwrap();
    let s = Layout::fit(big, 600.0).sizes(big, 1.5);
    assert!(!s.labels);
    assert_eq!(s.board_bitmap, (500, 600));
    let json = serde_json::to_value(s).unwrap();
    assert_eq!(json["boardBitmap"], serde_json::json!([500, 600]));
}

#[test]
fn a_square_shows_its_move_number_its_degree_or_a_dead_end_mark() {
    assert_eq!(square_label(Some(12), Some(3), true).unwrap().0, "12");
    assert_eq!(square_label(None, Some(3), false).unwrap().0, "3");
    assert_eq!(square_label(None, Some(3), true).unwrap().0, "-");
    assert_eq!(square_label(None, None, false), None);
}

#[test]
fn a_cover_of_the_flat_import_matches_the_generated_one() {
    let cover = generate(Generator::Braid, 8, 1).unwrap();
    let back = CycleCover::from_flat(cover.board(), &cover.to_flat()).unwrap();
    assert!(same_moves(&back, &cover));
}

/// Whether two covers join the same squares (a cycle read back may run the other way).
fn same_moves(a: &CycleCover, b: &CycleCover) -> bool {
    let sorted = |c: &CycleCover, i| {
        let mut n = c.neighbours(i);
        n.sort();
        n
    };
    a.board() == b.board() && (0..a.board().squares()).all(|i| sorted(a, i) == sorted(b, i))
}

#[test]
fn the_picture_strokes_knight_moves_only_and_rails_only_where_they_fit() {
    let cover = generate(Generator::DivideTourney, 22, 1).unwrap();
    let b = cover.board();
    let mut lab = TourneyLab::new(cover, "divide-tourney 22".into(), 1);
    let knight = |&(i, j): &(usize, usize)| Board::move_between(b.square(i), b.square(j)).is_some();
    let (c, labels, colours) = lab.view();
    let cycles = cover_strokes(c, labels, colours, 20.0);
    assert_eq!(
        cycles.iter().map(|s| s.moves.len()).sum::<usize>(),
        b.squares()
    );
    assert!(cycles.iter().all(|s| s.round && s.dash.is_none()));
    assert!(cycles.iter().flat_map(|s| &s.moves).all(knight));

    let rails = lab.rails().to_vec();
    assert!(!rails.is_empty());
    assert!(rail_strokes(b, &rails, RAIL_MIN - 1.0).is_empty());
    let [primary, cross] = <[_; 2]>::try_from(rail_strokes(b, &rails, 20.0)).unwrap();
    // Each rail's two primary moves, a move shared by two rails once (a canvas covers it once).
    let distinct: std::collections::BTreeSet<(usize, usize)> = rails
        .iter()
        .flat_map(|r| {
            let [v0, v1, v2, v3] = r.squares(b).unwrap();
            [(v0, v1), (v2, v3)]
        })
        .collect();
    assert_eq!(primary.moves.len(), distinct.len());
    assert!(primary.moves.iter().all(|m| distinct.contains(m)));
    assert!(primary.dash.is_none() && cross.dash.is_some());
    // A rail's primary moves are the cover's; its cross moves are not.
    let cover = lab.cover().clone();
    assert!(primary
        .moves
        .iter()
        .all(|&(i, j)| cover.neighbours(i).contains(&j)));
    assert!(cross.moves.iter().all(knight));

    let r = rails[0];
    lab.switch_rail(0).unwrap();
    let last = lab.last().unwrap().rail;
    let sw = switch_strokes(b, last, 20.0);
    assert_eq!(sw.len(), 3);
    // What the switch put in is in the cover now; what it took out is not.
    assert!(sw[0]
        .moves
        .iter()
        .all(|&(i, j)| lab.cover().neighbours(i).contains(&j)));
    assert!(sw[2]
        .moves
        .iter()
        .all(|&(i, j)| !lab.cover().neighbours(i).contains(&j)));
    assert_eq!(hover_strokes(b, r, 20.0).len(), 2);
}

#[test]
fn the_walk_overlay_frames_the_choice_and_marks_a_closed_tour() {
    let b = Board::new(6, 6).unwrap();
    let start = b.parse_square("1,1").unwrap();
    let mut w = Walk::new(b, start, RuleSpec::parse("random").unwrap(), 2).unwrap();
    let layout = Layout::fit(b, 600.0);
    let rep = w.step().expect("a first step");
    let marks = walk_overlay(&layout, &w, Some(&rep));
    let frames: Vec<_> = marks
        .iter()
        .filter_map(|m| match m {
            Mark::Frame { rect, colour, .. } => Some((*rect, *colour)),
            _ => None,
        })
        .collect();
    // Each candidate but the chosen one in blue, the chosen one in green, the start in black.
    let blue = frames.iter().filter(|f| f.1 == "#1f5fd1").count();
    assert_eq!(blue, rep.candidates.len() - 1);
    assert!(frames.contains(&(
        layout.rect(rep.to, (layout.cell / 10.0).clamp(1.0, 3.0) * 0.8),
        "#12903a"
    )));
    assert_eq!(frames.last().unwrap(), &(layout.rect(start, 0.0), "#111"));
    let tags = marks
        .iter()
        .filter(|m| matches!(m, Mark::Text { align: "right", .. }))
        .count();
    assert_eq!(
        tags,
        rep.candidates.len(),
        "labelled squares get a score tag per candidate"
    );
    assert!(!marks.iter().any(|m| matches!(m, Mark::Line { .. })));

    // A closed tour: the closing move is drawn from the knight back to the start.
    let tour = generate(Generator::Divide, 6, 1).unwrap().cycles()[0].clone();
    let tour: Vec<u32> = tour.iter().map(|&i| i as u32).collect();
    let mut w = Walk::follow_indices(b, &tour).unwrap();
    w.run(usize::MAX);
    assert_eq!(w.outcome(), warnsdorff::walk::Outcome::ClosedTour);
    let start = w.start();
    let marks = walk_overlay(&layout, &w, None);
    assert!(marks.contains(&Mark::Line {
        from: layout.centre(w.current()),
        to: layout.centre(start),
        width: (layout.cell / 10.0).clamp(1.0, 3.0),
        colour: "#12903a",
        dash: Some((
            (layout.cell / 10.0).clamp(1.0, 3.0) * 3.0,
            (layout.cell / 10.0).clamp(1.0, 3.0) * 2.0
        )),
    }));
    // Small squares: the knight is a dot, not a glyph.
    let tiny = Layout::fit(Board::new(300, 300).unwrap(), 600.0);
    let big = Board::new(300, 300).unwrap();
    let w = Walk::new(big, start, RuleSpec::parse("random").unwrap(), 1).unwrap();
    let marks = walk_overlay(&tiny, &w, None);
    assert!(!marks.iter().any(|m| matches!(m, Mark::Text { .. })));
    assert!(marks
        .iter()
        .any(|m| matches!(m, Mark::Disc { colour: "#111", .. })));
}

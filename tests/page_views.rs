//! What the pages read from the core, natively: fields read into labs with errors that name
//! their field (src/lab/fields.rs), the tourney page's generation session and drawing view
//! (src/lab/tourney/{session,view}.rs), canvas sizes (src/layout.rs), and the statistics page's
//! summaries with their seed as text (src/stats/view.rs).

use warnsdorff::board::Board;
use warnsdorff::cover::CycleCover;
use warnsdorff::lab::fields::{tourney_of_flat, FieldError};
use warnsdorff::lab::tourney::session::{NoCover, Session};
use warnsdorff::lab::tourney::view::{
    colour_css, cover_choices, cover_strokes, hover_strokes, moves_by_colour, rail_strokes,
    rails_fit, switch_strokes, PALETTE, RAIL_MIN,
};
use warnsdorff::lab::tourney::TourneyLab;
use warnsdorff::layout::Layout;
use warnsdorff::stats::view::PageSummary;
use warnsdorff::stats::{GenSpec, Run, Summary};
use warnsdorff::tourneys::{generate, Generator, CATALOGUE};

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
fn a_summary_keeps_a_seed_past_two_to_the_53_through_the_page() {
    let seed = u64::MAX - 6;
    let spec = GenSpec::parse("warnsdorff-open").unwrap();
    let mut run = Run::new(spec, Board::new(6, 6).unwrap(), seed, 3).unwrap();
    while !run.work(1 << 20).done {}
    let summary = run.summary();
    let page = PageSummary::from(summary.clone());
    assert_eq!(page.seed, seed.to_string());
    let json = serde_json::to_string(&page).unwrap();
    let back: PageSummary = serde_json::from_str(&json).unwrap();
    assert_eq!(Summary::try_from(back).unwrap().seed, seed);
    assert_eq!(Summary::try_from(page.clone()).unwrap(), summary);
    let bad = PageSummary {
        seed: "1e3".into(),
        ..page
    };
    assert_eq!(Summary::try_from(bad).unwrap_err().field(), "seed");
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
fn statistics_errors_name_their_control() {
    let e = FieldError::from(GenSpec::parse("melt").unwrap_err());
    assert_eq!(e.field, "gens");
    assert!(e.message.contains("melt"), "{e}");
    let e = FieldError::from(warnsdorff::input::parse_tours("0").unwrap_err());
    assert_eq!(e.field, "tours");
}

//! What the pages read from the core, natively: fields read into labs with errors that name
//! their field (src/lab/fields.rs) and canvas sizes and square labels (src/layout.rs).

use warnsdorff::board::Board;
use warnsdorff::lab::fields::{rule_text, walk_lab, walk_of_tour, FieldError};
use warnsdorff::layout::{square_label, walk_overlay, Layout, Mark};
use warnsdorff::rules::RuleSpec;
use warnsdorff::tourneys::{generate, Generator};
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

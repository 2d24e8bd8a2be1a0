//! Positions in the walk: a partial path followed, then a rule from its end
//! (`Walk::follow_then`); the papers' positions (`walk::positions`) loaded by the walk page's
//! menu, kept in its link and opened by the papers' cards; a bad matrix refused in words that
//! name its line and square.
#![cfg(not(target_arch = "wasm32"))]

use serde_json::json;
use warnsdorff::board::{Board, Square};
use warnsdorff::matrix::Matrix;
use warnsdorff::papers;
use warnsdorff::rules::RuleSpec;
use warnsdorff::walk::{positions, Outcome, Walk};

mod common;
use common::{open_lab, text, texts};

/// A field's text as the page shows it.
fn field(page: &dyn warnsdorff::page::Page, name: &str) -> String {
    page.texts()
        .into_iter()
        .find(|(k, _)| *k == name)
        .map(|(_, v)| v)
        .unwrap_or_else(|| panic!("no field {name}"))
}

fn path(w: &Walk) -> Vec<Square> {
    w.path().collect()
}

#[test]
fn the_5x5_dead_end_is_reached_from_its_first_squares_and_is_the_printed_one() {
    let p = positions::find("sc-5x5-dead-end").unwrap();
    let spec = RuleSpec::parse(&p.rule).unwrap();
    for k in [1, 2, 5, 17] {
        let mut w = Walk::follow_then(p.board, &p.path[..k], spec.clone(), 0).unwrap();
        w.run(usize::MAX);
        assert_eq!(path(&w), p.path, "prefix of {k}");
        assert!(
            matches!(w.outcome(), Outcome::DeadEnd { visited: 17, ref unvisited } if unvisited.len() == 8)
        );
        let printed: Matrix = positions::SC_5X5_DEAD_END.parse().unwrap();
        assert_eq!(Matrix::of_walk(&w), printed);
    }
}

#[test]
fn a_prefix_of_the_rules_own_walk_gives_the_rules_walk() {
    let cases = [
        ("ordering:12345678", 8, Square::new(1, 1)),
        ("ordering:36875124", 11, Square::new(3, 4)),
        ("pohl", 9, Square::new(2, 3)),
        ("lookahead:87654321", 8, Square::new(5, 5)),
        ("squirrel-cull", 14, Square::new(1, 1)),
        ("squirrel-cull", 112, Square::new(1, 1)),
    ];
    for (rule, side, start) in cases {
        let board = Board::new(side, side).unwrap();
        let spec = RuleSpec::parse(rule).unwrap();
        let mut own = Walk::new(board, start, spec.clone(), 3).unwrap();
        own.run(usize::MAX);
        let full = path(&own);
        for k in [1, 2, full.len() / 3, full.len() / 2 + 7, full.len() - 1] {
            let mut w = Walk::follow_then(board, &full[..k], spec.clone(), 3).unwrap();
            w.run(usize::MAX);
            assert_eq!(path(&w), full, "{rule} on {side}x{side}, prefix {k}");
            assert_eq!(w.outcome(), own.outcome());
        }
    }
}

#[test]
fn a_prefix_that_is_not_the_rules_goes_on_by_the_rule_from_its_end_and_back_steps_into_it() {
    // Squares 1..5 of 000 §1's tour, then the 5×5 dead end's rule: not its own walk.
    let p = positions::find("sc-8x8-tour").unwrap();
    let spec = RuleSpec::parse("ordering:36875124").unwrap();
    let mut w = Walk::follow_then(p.board, &p.path[..5], spec.clone(), 0).unwrap();
    w.run(usize::MAX);
    assert_eq!(path(&w)[..5], p.path[..5]);
    // From the end of the prefix on, every step is the rule's own from that position.
    let mut own = Walk::new(p.board, p.path[0], spec.clone(), 0).unwrap();
    assert_ne!(
        {
            own.run(usize::MAX);
            path(&own)
        },
        path(&w),
        "the prefix is not the rule's own, so the walks differ"
    );
    let whole = path(&w);
    // Back into the loaded path and forward again: the same walk.
    w.seek(2);
    assert_eq!(path(&w), p.path[..2]);
    w.undo();
    assert_eq!(w.len(), 1);
    w.run(usize::MAX);
    assert_eq!(path(&w), whole);
    // A random rule from a position: the same seed, the same walk.
    let walk = |seed| {
        let mut w = Walk::follow_then(p.board, &p.path[..10], RuleSpec::Random, seed).unwrap();
        w.run(usize::MAX);
        path(&w)
    };
    assert_eq!(walk(7), walk(7));
}

#[test]
fn a_path_that_is_no_knights_path_is_refused() {
    let b = Board::new(5, 5).unwrap();
    let bad = [Square::new(1, 1), Square::new(1, 2)];
    let Err(e) = Walk::follow_then(b, &bad, RuleSpec::Random, 0) else {
        panic!("(1,1) to (1,2) is no knight's move");
    };
    assert_eq!(e.field(), "import");
    let twice = [Square::new(1, 1), Square::new(2, 3), Square::new(1, 1)];
    assert!(Walk::follow_then(b, &twice, RuleSpec::Random, 0).is_err());
}

#[test]
fn irwins_figure_2_is_read_as_far_as_it_is_a_knights_path_and_says_what_was_read_how() {
    let r = positions::irwin_figure_2();
    // 1 on square 12, (2,4), the start of every tour of his Figure 7.
    assert_eq!(r.path[0], Square::new(2, 4));
    assert!(r
        .path
        .windows(2)
        .all(|w| Board::move_between(w[0], w[1]).is_some()));
    assert_eq!(r.path.len(), 12);
    // 8 is not in the transcription: placed on the one square between 7 and 9.
    assert_eq!(r.path[7], Square::new(6, 3));
    assert!(r.readings.iter().any(|t| t.starts_with("8 is missing")));
    // 5 is written twice where both fit: the first is taken, and said.
    assert_eq!(r.path[4], Square::new(3, 1));
    assert!(r
        .readings
        .iter()
        .any(|t| t.starts_with("5 is written on (3,1) and (3,5)")));
    assert!(
        r.stop
            .starts_with("13 (on (1,2)) is not a knight's move from 12"),
        "{}",
        r.stop
    );
    let p = positions::find("ir-figure-2").unwrap();
    assert!(p.note.contains("8 is missing"), "{}", p.note);
    assert_eq!(p.step, 12);
}

#[test]
fn each_position_opens_from_its_link_at_its_step_and_the_link_round_trips() {
    for p in positions::all() {
        let query: Vec<String> = p
            .params()
            .iter()
            .map(|(k, v)| format!("{k}={}", v.replace(',', "%2C")))
            .collect();
        let mut page = open_lab("walk", &query.join("&"));
        let s = page.status();
        assert_eq!(s.play.as_ref().unwrap().pos, p.step as u64, "{}", p.id);
        assert_eq!(field(&*page, "position"), p.id, "{}", p.id);
        assert_eq!(text(&s, "position-note"), p.note);
        // The link the page writes opens the same position.
        let again = open_lab("walk", &page.link());
        assert_eq!(field(&*again, "position"), p.id);
        assert!(page.link().len() < 120, "{}: {}", p.id, page.link());
    }
    // The 8×8 tour's link: the path as 63 move digits.
    let p = positions::find("sc-8x8-tour").unwrap();
    let params = p.params();
    let code = &params.iter().find(|(k, _)| *k == "tour").unwrap().1;
    assert_eq!(code.len(), "1,1:".len() + 63);
}

#[test]
fn the_position_menu_loads_a_position_and_goes_on_by_the_rule() {
    let mut page = open_lab("walk", "board=12x12&start=3,3&rule=random");
    page.apply(&texts(&[("position", "sc-5x5-dead-end")]))
        .unwrap();
    let s = page.status();
    assert_eq!(s.play.as_ref().unwrap().pos, 17);
    assert!(s.line.contains("dead end"), "{}", s.line);
    assert_eq!(field(&*page, "rule"), "ordering");
    assert_eq!(field(&*page, "ordering"), "36875124");
    // Back steps into the loaded path; Step comes back by the rule.
    page.act(json!({"do": "back"})).unwrap();
    page.act(json!({"do": "back"})).unwrap();
    assert_eq!(page.status().play.unwrap().pos, 15);
    page.act(json!({"do": "advance", "n": 100})).unwrap();
    assert_eq!(page.status().play.unwrap().pos, 17);
    // Another rule goes on from where the walk stands, the position kept.
    page.act(json!({"do": "seek", "to": 10})).unwrap();
    page.apply(&texts(&[("rule", "random")])).unwrap();
    assert_eq!(page.status().play.unwrap().pos, 10);
    assert!(page.link().contains("tour=1,3:"), "{}", page.link());
    // Figure 4: the knight alone on (5,5), the look-ahead's candidates.
    page.apply(&texts(&[("position", "ir-figure-4")])).unwrap();
    let s = page.status();
    assert_eq!(s.play.as_ref().unwrap().pos, 1);
    assert_eq!(field(&*page, "start"), "5,5");
    assert_eq!(field(&*page, "position"), "ir-figure-4");
    // None: the rule's own walk from the start.
    page.apply(&texts(&[("position", "sc-8x8-tour")])).unwrap();
    assert_eq!(page.status().play.unwrap().pos, 64);
    page.apply(&texts(&[("position", "")])).unwrap();
    assert_eq!(field(&*page, "tour"), "");
    assert_eq!(page.status().play.unwrap().pos, 1);
    let e = page
        .apply(&texts(&[("position", "ir-figure-9")]))
        .unwrap_err();
    assert_eq!(e[0].field, Some("position"));
}

#[test]
fn a_pasted_partial_path_opens_at_its_end_and_a_bad_one_names_its_line_and_square() {
    let mut page = open_lab("walk", "rule=pohl");
    let r = page
        .act(json!({"do": "import", "text": positions::SC_5X5_DEAD_END.replace('-', ".")}))
        .unwrap();
    assert!(
        r.say
            .as_deref()
            .unwrap()
            .contains("shown at its last square; Step goes on by pohl:12345678"),
        "{:?}",
        r.say
    );
    assert_eq!(page.status().play.unwrap().pos, 17);
    assert_eq!(field(&*page, "rule"), "pohl");
    let reload = open_lab("walk", &page.link());
    assert_eq!(field(&*reload, "step"), "17");
    for (matrix, line, square, words) in [
        // 3 is not a knight's move from 2.
        ("1 . .\n. . 2\n. 3 .\n", 3, (3, 2), "not a knight's move"),
        // 2 twice.
        ("1 . 2\n. . .\n. 2 .\n", 3, (3, 2), "appears twice"),
        // 3 and 4 with no 2: a gap.
        ("1 . 3\n. . .\n. 4 .\n", 1, (1, 3), "2 is missing"),
        // Not a number.
        ("1 . x\n. . .\n. . .\n", 1, (1, 3), "neither a move number"),
    ] {
        let e = page
            .act(json!({"do": "import", "text": matrix}))
            .unwrap_err();
        assert_eq!(
            (e.field, e.line, e.square),
            (Some("tour"), Some(line), Some(square)),
            "{matrix}: {}",
            e.message
        );
        assert!(e.message.contains(words), "{}", e.message);
    }
}

#[test]
fn the_papers_cards_open_their_exact_positions() {
    let query = |id: &str| {
        let run = papers::run_to_end(id, None).unwrap();
        let link = &run.finding().unwrap().link;
        link.strip_prefix("index.html?").unwrap().to_string()
    };
    for id in [
        "ir-figure-2",
        "sc-5x5-dead-end",
        "sc-8x8-tour",
        "ir-figure-4",
    ] {
        let card = if id == "ir-figure-2" {
            "ir-figure-2-a-c"
        } else {
            id
        };
        let page = open_lab("walk", &query(card));
        assert_eq!(field(&*page, "position"), id, "{card}");
        let p = positions::find(id).unwrap();
        assert_eq!(field(&*page, "step"), p.step.to_string());
    }
    // Figure 7's and Figure 3's tours open whole, their 64 squares loaded.
    for card in ["ir-figure-7", "ir-figure-3"] {
        let page = open_lab("walk", &query(card));
        assert_eq!(field(&*page, "step"), "64", "{card}");
        assert!(!field(&*page, "tour").is_empty(), "{card}");
    }
}

#[test]
fn a_position_under_nineteen_is_prepared_in_slices_then_shown_at_its_step() {
    // nineteen's trial walks start from the path's first square: on a big board they take
    // the page's slices, not one long task at open.
    let board = Board::new(300, 300).unwrap();
    let path = [
        Square::new(1, 1),
        Square::new(3, 2),
        Square::new(5, 1),
        Square::new(4, 3),
    ];
    let indices: Vec<usize> = path.iter().map(|&s| board.index(s).unwrap()).collect();
    let code = warnsdorff::exchange::path_code(board, &[indices]).unwrap();
    let query = format!(
        "board=300x300&start=1,1&rule=nineteen&tour={}&step=4",
        code.replace(',', "%2C").replace(':', "%3A")
    );
    let mut page = open_lab("walk", &query);
    let job = page.job().expect("the preparation is a job");
    let first = job.work(1000).unwrap();
    assert!(!first.is_finished(), "{first:?}");
    while let Some(job) = page.job() {
        job.work(1 << 16).unwrap();
    }
    assert_eq!(page.status().play.unwrap().pos, 4);
    // Then the walk is Walk::follow_then's, step for step.
    page.act(json!({"do": "seek", "to": 5000})).unwrap();
    let mut w = Walk::follow_then(board, &path, RuleSpec::Nineteen, 1).unwrap();
    w.seek(5000);
    let reply = page
        .act(json!({"do": "export", "format": "matrix"}))
        .unwrap();
    assert_eq!(reply.file.unwrap().text, Matrix::of_walk(&w).to_string());
}

#[test]
fn a_record_of_another_leaper_wrap_or_shape_imports_on_its_own_region() {
    use warnsdorff::record::Record;
    use warnsdorff::region::{Leaper, Region, Wrap};
    let holed = Region::new(Board::new(6, 6).unwrap())
        .with_removed(&(0..36).map(|i| i == 14).collect::<Vec<_>>())
        .unwrap();
    for (region, leaper, wrap) in [
        (
            Region::new(Board::new(8, 8).unwrap()).with_leaper(Leaper::GIRAFFE),
            "giraffe",
            "none",
        ),
        (
            Region::new(Board::new(7, 7).unwrap()).with_wrap(Wrap::Torus),
            "knight",
            "torus",
        ),
        (
            Region::new(Board::new(9, 9).unwrap())
                .with_leaper(Leaper::new(2, 5).unwrap())
                .with_wrap(Wrap::Cylinder),
            "2,5",
            "cylinder",
        ),
        (holed, "knight", "none"),
    ] {
        let mut w = Walk::on(&region, Square::new(1, 1), RuleSpec::Random, 7).unwrap();
        w.run(usize::MAX);
        let text = Record::of_walk(&w).to_json();
        let mut page = open_lab("walk", "rule=random");
        let r = page.act(json!({"do": "import", "text": text})).unwrap();
        assert!(r.say.is_some(), "{}", region.describe());
        assert_eq!(field(&*page, "leaper"), leaper);
        assert_eq!(field(&*page, "wrap"), wrap);
        // The page's walk is the record's path, and its link opens it again.
        let exported = page
            .act(json!({"do": "export", "format": "json"}))
            .unwrap()
            .file
            .unwrap()
            .text;
        let again: Record = serde_json::from_str(&exported).unwrap();
        let want: Vec<Square> = w.path().collect();
        let reload = open_lab("walk", &page.link());
        let mut reload = reload;
        reload.act(json!({"do": "seek", "to": want.len()})).unwrap();
        let back: Record = serde_json::from_str(
            &reload
                .act(json!({"do": "export", "format": "json"}))
                .unwrap()
                .file
                .unwrap()
                .text,
        )
        .unwrap();
        if want.len() == region.squares() {
            assert_eq!(again.path, want, "{}", region.describe());
        } else {
            assert_eq!(
                &again.path[..want.len()],
                &want[..],
                "{}",
                region.describe()
            );
        }
        assert_eq!(&back.path[..want.len()], &want[..], "{}", region.describe());
        assert_eq!(back.region().unwrap(), region);
    }
}

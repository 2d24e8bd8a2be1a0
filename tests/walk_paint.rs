//! The walk page's board shapes through the page contract, natively: painting squares (a
//! stroke by pointer, the keyboard), the shape kept in the link, the puzzles' end square
//! checked when the walk finishes, `exists`' verdict on the region shown, and the compass
//! drawn for the leaper.
#![cfg(not(target_arch = "wasm32"))]

use serde_json::json;
use warnsdorff::page::glyphs::NoGlyphs;
use warnsdorff::page::scene::Viewport;
use warnsdorff::page::theme::Scheme;
use warnsdorff::page::Page;

mod common;
use common::{data, open_lab, output, text};

const VIEW: Viewport = Viewport {
    width: 640.0,
    height: 640.0,
    dpr: 1.0,
    scheme: Scheme::Light,
    fill: false,
    zoom: warnsdorff::page::zoom::Zoom::FIT,
};

fn open(query: &str) -> Box<dyn Page> {
    let mut page = open_lab("walk", query);
    page.scene("board", VIEW, &mut NoGlyphs);
    page
}

/// A field's text as the page shows it.
fn field(page: &dyn Page, name: &str) -> String {
    page.texts()
        .into_iter()
        .find(|(k, _)| *k == name)
        .map(|(_, v)| v)
        .unwrap_or_default()
}

fn act(page: &mut dyn Page, action: serde_json::Value) -> warnsdorff::page::status::Reply {
    page.act(action.clone())
        .unwrap_or_else(|e| panic!("{action}: {e:?}"))
}

/// A drag event at the centre of square (r, c) of an 8×8 board drawn 640 px wide.
fn drag(page: &mut dyn Page, phase: &str, r: u32, c: u32) -> warnsdorff::page::status::Reply {
    let cell = 80.0;
    act(
        page,
        json!({"do": "drag", "view": "board", "phase": phase,
               "x": (f64::from(c) - 0.5) * cell, "y": (f64::from(r) - 0.5) * cell}),
    )
}

#[test]
fn a_stroke_removes_the_squares_it_passes_and_the_link_keeps_them() {
    let mut page = open("");
    // Not painting: a drag does nothing, a press starts the walk there.
    assert!(!drag(page.as_mut(), "start", 3, 3).new_view);
    assert_eq!(page.link(), "");
    act(page.as_mut(), json!({"do": "paint"}));
    let s = page.status();
    assert_eq!(output(&s, "paint").pressed, Some(true));
    assert_eq!(data(&s, "board", "drag"), "on");
    assert_eq!(page.link(), "paint=on");
    // A press while painting does not move the start.
    act(
        page.as_mut(),
        json!({"do": "press", "view": "board", "x": 200.0, "y": 200.0}),
    );
    assert_eq!(page.link(), "paint=on");
    let r = drag(page.as_mut(), "start", 3, 3);
    assert!(r.new_view, "a stroke's first square is a new view");
    assert_eq!(r.say.as_deref(), Some("Square (3,3) removed."));
    for c in [4, 4, 5] {
        assert!(!drag(page.as_mut(), "move", 3, c).new_view);
    }
    drag(page.as_mut(), "end", 3, 5);
    let shape = "......../......../..###.../......../......../......../......../........";
    assert_eq!(field(page.as_ref(), "shape"), shape);
    assert!(text(&page.status(), "exists").contains("Open tour"));
    assert_eq!(
        page.status().play.unwrap().len,
        61,
        "the walk counts 61 squares"
    );
    // A stroke begun on a removed square puts squares back.
    drag(page.as_mut(), "start", 3, 4);
    drag(page.as_mut(), "move", 3, 5);
    drag(page.as_mut(), "end", 3, 5);
    assert_eq!(
        field(page.as_ref(), "shape"),
        "......../......../..#...../......../......../......../......../........"
    );
    // The link opens the same board.
    let link = page.link();
    assert!(
        link.contains("shape=") && link.contains("paint=on"),
        "{link}"
    );
    let again = open(&link);
    assert_eq!(
        field(again.as_ref(), "shape"),
        field(page.as_ref(), "shape")
    );
    // Leaving the mode keeps the shape; the press walks from a square again.
    act(page.as_mut(), json!({"do": "paint"}));
    act(
        page.as_mut(),
        json!({"do": "press", "view": "board", "x": 440.0, "y": 440.0}),
    );
    assert_eq!(field(page.as_ref(), "start"), "6,6");
    assert!(field(page.as_ref(), "shape").contains('#'));
}

#[test]
fn painting_over_the_start_moves_it_and_the_last_square_stays() {
    let mut page = open("board=3x3&start=1,1&paint=on");
    let r = drag(page.as_mut(), "start", 1, 1);
    let r2 = r.say.unwrap();
    assert!(r2.contains("The start moves to (1,2)"), "{r2}");
    assert_eq!(field(page.as_ref(), "start"), "1,2");
    let mut page = open("board=3x3&start=1,1&paint=on&shape=.##/###/###");
    let r = act(
        page.as_mut(),
        json!({"do": "key", "view": "board", "key": "Focus"}),
    );
    assert_eq!(r.value, Some(json!(true)));
    let r = act(
        page.as_mut(),
        json!({"do": "key", "view": "board", "key": " "}),
    );
    assert_eq!(
        r.say.as_deref(),
        Some("The last square stays: a board needs a square.")
    );
    assert_eq!(field(page.as_ref(), "shape"), ".##/###/###");
}

#[test]
fn the_keyboard_paints_the_square_under_its_cursor() {
    let mut page = open("paint=on");
    act(
        page.as_mut(),
        json!({"do": "key", "view": "board", "key": "Focus"}),
    );
    act(
        page.as_mut(),
        json!({"do": "key", "view": "board", "key": "ArrowRight"}),
    );
    act(
        page.as_mut(),
        json!({"do": "key", "view": "board", "key": "ArrowDown"}),
    );
    let r = act(
        page.as_mut(),
        json!({"do": "key", "view": "board", "key": " "}),
    );
    assert_eq!(
        r.value,
        Some(json!(true)),
        "Space is the board's while painting"
    );
    assert_eq!(r.say.as_deref(), Some("Square (2,2) removed."));
    assert!(field(page.as_ref(), "shape").starts_with("......../.#....../"));
    // The cursor stays: Space again puts the square back.
    act(
        page.as_mut(),
        json!({"do": "key", "view": "board", "key": " "}),
    );
    assert_eq!(field(page.as_ref(), "shape"), "");
}

#[test]
fn a_puzzle_sets_shape_start_and_end_and_the_status_says_whether_the_end_matched() {
    use warnsdorff::labs::walk::board_shape::PUZZLES;
    for p in PUZZLES {
        let mut page = open("");
        let r = act(page.as_mut(), json!({"do": "puzzle", "name": p.name}));
        assert!(r.new_view);
        assert_eq!(field(page.as_ref(), "shape"), p.shape);
        assert_eq!(
            field(page.as_ref(), "start"),
            format!("{},{}", p.start.0, p.start.1)
        );
        let end = format!("({},{})", p.end.0, p.end.1);
        assert_eq!(
            field(page.as_ref(), "end"),
            format!("{},{}", p.end.0, p.end.1)
        );
        assert!(text(&page.status(), "goal").contains(&end));
        act(page.as_mut(), json!({"do": "advance", "n": 1000}));
        let s = page.status();
        let line = s.line.clone();
        let squares = s.play.unwrap();
        let done = squares.pos == squares.len;
        if done && line.contains("solved") {
            assert!(line.contains(&format!("ended on the puzzle's end square {end}")));
        } else if done {
            assert!(
                line.contains(&format!("ending on {end}; this one ended on")),
                "{line}"
            );
        } else {
            assert!(line.contains("before covering the board"), "{line}");
        }
    }
    // A stroke or a new board size drops an end no longer on the board.
    let mut page = open("");
    act(page.as_mut(), json!({"do": "puzzle", "name": "plus"}));
    act(page.as_mut(), json!({"do": "board", "side": 5}));
    assert_eq!(field(page.as_ref(), "end"), "");
    assert_eq!(field(page.as_ref(), "shape"), "");
    assert!(page.act(json!({"do": "puzzle", "name": "blob"})).is_err());
}

#[test]
fn the_end_square_is_checked_as_a_field() {
    let page = open("");
    let errs = page
        .check(&common::texts(&[("end", "9,9")]))
        .into_iter()
        .map(|e| (e.field, e.message))
        .collect::<Vec<_>>();
    assert_eq!(errs[0].0, Some("end"), "{errs:?}");
    let errs = page.check(&common::texts(&[("shape", "centre"), ("end", "4,4")]));
    assert!(errs[0].message.contains("removed square"), "{errs:?}");
}

#[test]
fn exists_says_which_argument_rules_a_tour_out_or_that_it_is_unknown() {
    let mut camel = open("leaper=camel");
    let s = camel.status();
    assert_eq!(data(&s, "exists", "open"), "no");
    assert!(
        text(&s, "exists").contains("no tour can exist: colour"),
        "{}",
        text(&s, "exists")
    );
    // Two halves no knight's move joins: a column of removed squares two wide is not enough,
    // so the 2x8 bottom rows are cut off by removing the two rows above them.
    let cut = "......../......../......../......../########/########/......../........";
    let s = open(&format!("shape={cut}")).status();
    assert_eq!(data(&s, "exists", "open"), "no");
    assert!(
        text(&s, "exists").contains("disconnected"),
        "{}",
        text(&s, "exists")
    );
    let s = open("leaper=zebra").status();
    assert_eq!(data(&s, "exists", "open"), "unknown");
    let s = open("").status();
    assert_eq!(data(&s, "exists", "closed"), "yes");
    assert!(text(&s, "exists").starts_with("Open tour: exists"));
}

#[test]
fn the_compass_draws_the_leapers_directions() {
    let mut page = open("leaper=giraffe");
    let label = page
        .scene("compass", VIEW, &mut NoGlyphs)
        .map(|s| s.label.clone())
        .unwrap();
    assert!(label.contains("move 1 is 4 up, 1 right"), "{label}");
    assert!(text(&page.status(), "compass-cap").contains("giraffe"));
    let mut knight = open("");
    let label = knight
        .scene("compass", VIEW, &mut NoGlyphs)
        .map(|s| s.label.clone())
        .unwrap();
    assert!(label.contains("move 1 is 2 up, 1 right"), "{label}");
}

#[test]
fn a_shape_imported_opens_its_board() {
    let mut page = open("");
    let r = act(
        page.as_mut(),
        json!({"do": "import", "text": "#....\n.....\n..#..\n.....\n....#\n"}),
    );
    assert!(r.new_view);
    assert_eq!(
        r.say.as_deref(),
        Some("Imported a 5x5 shape with 3 squares removed; the walk starts on (1,2).")
    );
    assert_eq!(field(page.as_ref(), "board"), "5x5");
    assert_eq!(
        field(page.as_ref(), "shape"),
        "#..../...../..#../...../....#"
    );
    assert_eq!(field(page.as_ref(), "start"), "1,2");
    let e = page
        .act(json!({"do": "import", "text": "###\n###\n###"}))
        .unwrap_err();
    assert!(e.message.contains("every square"), "{}", e.message);
    let e = page
        .act(json!({"do": "import", "text": "..\n.."}))
        .unwrap_err();
    assert!(e.message.contains("sides"), "{}", e.message);
}

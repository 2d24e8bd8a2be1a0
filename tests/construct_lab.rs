//! The Lin & Wei page's lab (`labs::construct`) through the page contract, natively: its form
//! read from texts and links with errors that name their fields, its actions, its status, its
//! exports and what it hands to the tourney page.

use serde_json::json;
use warnsdorff::exchange::import_tour;
use warnsdorff::labs;
use warnsdorff::page::glyphs::NoGlyphs;
use warnsdorff::page::scene::{Content, Viewport};
use warnsdorff::page::Page;

mod common;
use common::{open_lab, texts};

fn open(query: &str) -> Box<dyn Page> {
    open_lab("construct", query)
}

fn fields_of(page: &dyn Page, pairs: &[(&str, &str)]) -> Vec<&'static str> {
    page.check(&texts(pairs))
        .into_iter()
        .map(|e| e.field.unwrap_or("status"))
        .collect()
}

#[test]
fn every_error_names_its_field() {
    let page = open("");
    for (pairs, field) in [
        (&[("rows", "abc")][..], "rows"),
        (&[("rows", ""), ("cols", "")][..], "rows"),
        (&[("cols", "0")][..], "cols"),
        (&[("cols", "-1")][..], "cols"),
        (&[("cols", "99999999999999999999999")][..], "cols"),
        (
            &[("rows", "4"), ("cols", "9"), ("kind", "closed")][..],
            "kind",
        ),
        (
            &[("rows", "7"), ("cols", "7"), ("kind", "closed")][..],
            "kind",
        ),
        (&[("kind", "banana")][..], "kind"),
        (&[("kind", "none")][..], "kind"),
        (&[("board", "12by14")][..], "board"),
    ] {
        assert_eq!(
            fields_of(page.as_ref(), pairs).first().copied(),
            Some(field),
            "{pairs:?}"
        );
    }
    let six = open("board=6x9");
    for bad in ["7,1", "z9", "1,", "(0,0)", "1,1,1", "\u{0}", "-3,2"] {
        assert_eq!(
            fields_of(six.as_ref(), &[("start", bad)]),
            ["start"],
            "{bad}"
        );
    }
    // A start the construction does not serve is said when applied, on the start field.
    let mut open_only = open("board=3x7");
    let e = open_only.apply(&texts(&[("start", "1,3")])).unwrap_err();
    assert_eq!(e[0].field, Some("start"));
    assert!(
        e[0].message.contains("only from (1,1) (1,7) (2,2)"),
        "{}",
        e[0].message
    );
    assert_eq!(open_only.link(), "board=3x7");
}

#[test]
fn a_link_the_lab_refuses_opens_the_nearest_view() {
    let (page, errors) = labs::open("construct", "board=4x9&kind=closed&start=2,2").unwrap();
    let said: Vec<_> = errors.iter().map(|e| e.field).collect();
    // No closed tour on 4x9: the strongest there is (open), from which the construction does
    // not serve (2,2) either.
    assert_eq!(said, [Some("kind"), Some("start")]);
    assert!(
        errors[0].message.contains("Theorem 1"),
        "{}",
        errors[0].message
    );
    assert_eq!(page.link(), "board=4x9");
    let (page, errors) = labs::open("construct", "board=6x9&start=9,9").unwrap();
    assert_eq!(errors[0].field, Some("start"));
    assert_eq!(page.link(), "board=6x9");
}

#[test]
fn a_tour_exported_from_a_start_imports_back_and_goes_to_the_tourney_page() {
    let mut page = open("board=10x13&start=3,4");
    for format in ["json", "matrix"] {
        let reply = page.act(json!({"do": "export", "format": format})).unwrap();
        let file = reply.file.unwrap();
        assert!(
            file.name.starts_with("construct-closed-10x13-from-3-4."),
            "{}",
            file.name
        );
        let t = import_tour(&file.text).expect("the core's validator takes it");
        assert!(t.closed, "{format}");
        assert_eq!(
            (t.squares.len(), t.squares[0]),
            (130, 2 * 13 + 3),
            "{format}"
        );
    }
    let svg = page.act(json!({"do": "export", "format": "svg"})).unwrap();
    assert!(svg.file.unwrap().text.starts_with("<svg"));
    let go = page.act(json!({"do": "send"})).unwrap().go.unwrap();
    assert_eq!(go, "tourneys.html?from=construct&board=10x13");
    // An open-only board's tour is a path, not a cover: refused, with the reason.
    let mut path = open("board=3x7");
    let e = path.act(json!({"do": "send"})).unwrap_err();
    assert!(e.message.contains("path"), "{}", e.message);
    let mut none = open("board=4x4");
    assert!(none.status().line.starts_with("No tour on 4x4"));
}

#[test]
fn a_click_on_the_board_starts_the_tour_there() {
    let mut page = open("board=3x7");
    // The board in squares of 10 px: the click at (5, 5) is square (1,1), (65, 25) is (3,7).
    page.scene("board", Viewport::new(70.0, 30.0, 1.0), &mut NoGlyphs)
        .unwrap();
    page.act(json!({"do": "press", "view": "board", "x": 5.0, "y": 5.0}))
        .unwrap();
    assert_eq!(page.link(), "board=3x7&start=1,1");
    assert!(page.status().explain.contains("does not find them"));
    // Off the board: nothing happens.
    page.act(json!({"do": "press", "view": "board", "x": 71.0, "y": 5.0}))
        .unwrap();
    assert_eq!(page.link(), "board=3x7&start=1,1");
}

#[test]
fn the_player_steps_through_the_construction() {
    let mut page = open("board=3x22&step=0");
    assert!(page
        .status()
        .line
        .starts_with("Partition of 3x22 into 4 pieces"));
    let reply = page.act(json!({"do": "advance", "n": 10})).unwrap();
    assert_eq!(reply.taken, Some(3));
    assert!(!reply.play.unwrap().more);
    assert_eq!(page.link(), "board=3x22&step=3");
    page.act(json!({"do": "back"})).unwrap();
    assert!(page.status().line.starts_with("Step 2 of 3"));
    page.act(json!({"do": "home"})).unwrap();
    assert_eq!(page.status().play.unwrap().pos, 0);
}

#[test]
fn a_big_board_is_a_picture_laid_as_a_job() {
    let mut page = open("board=300x301");
    // The first view asks for the picture, laid by the job; then the view shows it.
    assert!(page
        .scene("board", Viewport::new(600.0, 600.0, 1.0), &mut NoGlyphs)
        .is_none());
    let job = page.job().expect("the picture is laid as a job");
    let p = warnsdorff::job::run_to_end(job, 16).unwrap();
    assert!(p.words.contains("300x301"), "{}", p.words);
    let scene = page
        .scene("board", Viewport::new(600.0, 600.0, 1.0), &mut NoGlyphs)
        .unwrap();
    assert!(matches!(scene.layers[0].content, Content::Pixels { .. }));
}

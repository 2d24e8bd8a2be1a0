//! The walk page's lab (`labs::walk`) through the page contract, natively: its form read from
//! texts and links with errors that name their fields, the player's actions, the status and
//! its outputs, the next move and "you try", the keyboard's explorer, a second rule, the staged
//! rule's regions, long preparations as a job, export and import, and its scenes.

use serde_json::json;
use warnsdorff::exchange::import_tour;
use warnsdorff::labs;
use warnsdorff::page::glyphs::NoGlyphs;
use warnsdorff::page::scene::{Content, Scene, Viewport};
use warnsdorff::page::theme::Scheme;
use warnsdorff::page::Page;

mod common;
use common::{data, open_lab, output, text, texts, whole};

fn open(query: &str) -> Box<dyn Page> {
    open_lab("walk", query)
}

fn act(page: &mut dyn Page, action: serde_json::Value) -> warnsdorff::page::status::Reply {
    page.act(action.clone())
        .unwrap_or_else(|e| panic!("{action}: {e:?}"))
}

fn len(page: &mut dyn Page) -> u64 {
    page.status().play.unwrap().pos
}

/// Run the page's job to its end.
fn finish(page: &mut dyn Page) -> usize {
    let mut calls = 0;
    while let Some(job) = page.job() {
        job.work(1 << 12).unwrap();
        calls += 1;
        assert!(calls < 1_000_000, "the job ends");
    }
    calls
}

const VIEW: Viewport = Viewport {
    width: 640.0,
    height: 640.0,
    dpr: 1.0,
    scheme: Scheme::Light,
    fill: false,
    zoom: warnsdorff::page::zoom::Zoom::FIT,
};

fn scene<'a>(page: &'a mut dyn Page, view: &str) -> Option<Scene<'a>> {
    page.scene(view, VIEW, &mut NoGlyphs)
}

#[test]
fn every_error_names_its_field() {
    let page = open("");
    for (pairs, field) in [
        (&[("rows", "0")][..], "rows"),
        (&[("cols", "9000")][..], "cols"),
        (&[("cols", "x")][..], "cols"),
        (&[("start", "9,9")][..], "start"),
        (&[("rule", "banana")][..], "rule"),
        (&[("ordering", "1234567")][..], "ordering"),
        (&[("rule", "random:12")][..], "rule"),
        (&[("cols", "9"), ("rule", "squirrel-cull")][..], "rule"),
        (&[("seed", "-1")][..], "seed"),
        (&[("numbering", "euler")][..], "numbering"),
        (&[("step", "lots")][..], "step"),
        (&[("rule2", "squirrel-cull"), ("cols", "9")][..], "rule2"),
    ] {
        let errors = page.check(&texts(pairs));
        assert_eq!(
            errors.first().and_then(|e| e.field),
            Some(field),
            "{pairs:?}"
        );
    }
    let e = &page.check(&texts(&[("rows", "0")]))[0];
    assert!(
        e.message
            .contains("rows: 0 is too few; the page takes 3 to 8000"),
        "{}",
        e.message
    );
    let e = &page.check(&texts(&[("cols", "9000")]))[0];
    assert!(
        e.message.contains("over the page's limit of 8000"),
        "{}",
        e.message
    );
    // Wrapped boards, shapes and other leapers have lower limits, said by their own fields.
    for (pairs, field, limit) in [
        (
            &[("rows", "3000"), ("cols", "3000"), ("wrap", "torus")][..],
            "wrap",
            "2000",
        ),
        (
            &[("rows", "5000"), ("cols", "5"), ("leaper", "1,3")][..],
            "leaper",
            "4000",
        ),
    ] {
        let e = &page.check(&texts(pairs))[0];
        assert_eq!(e.field, Some(field), "{}", e.message);
        assert!(
            e.message.contains(&format!("up to {limit} a side")),
            "{}",
            e.message
        );
    }
    let e = &page.check(&texts(&[("start", "9,9")]))[0];
    assert!(e.message.contains("off the 8x8 board"), "{}", e.message);
    let e = &page.check(&texts(&[("cols", "9"), ("rule", "squirrel-cull")]))[0];
    assert!(e.message.contains("square boards"), "{}", e.message);
}

#[test]
fn a_link_opens_the_view_it_describes_and_says_what_it_had_wrong() {
    let mut page = open("board=8x8&start=3,4&step=8");
    let s = page.status();
    assert!(s.line.starts_with("Step 8 of 64: "), "{}", s.line);
    assert_eq!(page.link(), "start=3,4&step=8");
    assert_eq!(page.texts()[4], ("rule", "ordering".to_string()));
    let (mut bad, errors) = labs::open(
        "walk",
        "board=0xbanana&start=zz&rule=ordering:1234567&seed=-4&step=lots",
    )
    .unwrap();
    let fields: Vec<_> = errors.iter().map(|e| e.field.unwrap()).collect();
    assert_eq!(fields, ["board", "seed", "step", "start", "ordering"]);
    assert!(bad
        .status()
        .line
        .starts_with("Step 1 of 64: the knight starts on a8"));
    // Fields good alone but refused together: the field at fault back to its default.
    let (mut refused, errors) = labs::open("walk", "board=8x9&rule=squirrel-cull").unwrap();
    assert_eq!(errors[0].field, Some("rule"));
    assert!(refused.status().line.contains("of 72"));
    let (_, errors) = labs::open("walk", "numbering=euler").unwrap();
    assert!(errors[0].message.contains("unknown move numbering 'euler'"));
    assert_eq!(bad.link(), "");
}

#[test]
fn the_player_steps_goes_back_seeks_and_says_where_it_stands() {
    let mut page = open("");
    let s = page.status();
    assert_eq!(s.line, "Step 1 of 64: the knight starts on a8.");
    assert_eq!(s.details, "3 trouble squares (one way in, one way out).");
    assert_eq!(s.say.as_deref(), Some(whole(&s).as_str()));
    assert_eq!(page.status().say, None, "said once");
    let p = s.play.unwrap();
    assert_eq!(
        (p.pos, p.first, p.len, p.more, p.speed),
        (1, 1, 64, true, 3)
    );
    act(page.as_mut(), json!({"do": "step"}));
    let line = page.status().line;
    assert!(line.starts_with("Step 2 of 64: a8 to"), "{line}");
    act(page.as_mut(), json!({"do": "back"}));
    assert_eq!(len(page.as_mut()), 1);
    let r = act(page.as_mut(), json!({"do": "advance", "n": 9}));
    assert_eq!((r.taken, r.play.unwrap().pos), (Some(9), 10));
    assert_eq!(page.link(), "step=10");
    act(page.as_mut(), json!({"do": "seek", "to": 64}));
    let s = page.status();
    // Then the finished path's turns and crossings (checked in tests/shape_pages.rs).
    assert!(
        s.line.ends_with("Finished: full tour.") && s.details.contains("Its path has "),
        "{}",
        whole(&s)
    );
    assert!(!s.play.unwrap().more);
    assert!(
        s.explain.starts_with("No next move: full tour"),
        "{}",
        s.explain
    );
    act(page.as_mut(), json!({"do": "home"}));
    assert_eq!(len(page.as_mut()), 1);
    // The speed is a field; the link keeps it.
    page.apply(&texts(&[("speed", "12")])).unwrap();
    assert_eq!(page.link(), "speed=12");
}

#[test]
fn a_dead_end_and_a_board_without_tours_are_explained() {
    let mut page = open("board=5x5&start=1,3&rule=ordering:36875124&step=25");
    let s = page.status();
    assert!(
        s.line
            .ends_with("Finished: dead end after 17 of 25 squares."),
        "{}",
        s.line
    );
    assert!(whole(&s).contains(". Its path has "), "{}", whole(&s));
    assert!(!s.line.contains("Theorem"));
    let mut page = open("board=3x3&step=9");
    let s = page.status();
    assert!(
        whole(&s).contains("No rule can do better here. Lin & Wei: no knight's tour of any kind on 3x3 (Theorem 3: "),
        "{}",
        whole(&s)
    );
}

#[test]
fn the_next_move_is_explained_and_guessed() {
    let mut page = open("start=a1");
    let s = page.status();
    assert!(
        s.explain.contains("Degrees: b3 5, c2 5; the lowest wins.")
            && s.explain.contains(
                "b3 and c2 tie at 5; ordering 12345678 prefers direction 1 (b3) over direction 2 (c2)."
            ),
        "{}",
        s.explain
    );
    assert_eq!(data(&s, "explain", "to"), "6,2");
    assert_eq!(data(&s, "explain", "candidates"), "6,2 7,3");
    // You try, the degrees hidden until the guess.
    act(page.as_mut(), json!({"do": "try"}));
    page.apply(&texts(&[("hide", "on")])).unwrap();
    let s = page.status();
    assert_eq!(
        s.explain,
        "Step 2: which square will the rule pick? Candidates: b3 and c2. Your guess?"
    );
    assert_eq!(output(&s, "try").pressed, Some(true));
    let r = page.act(json!({"do": "press-square"}));
    assert!(r.is_err(), "an unknown action is refused");
    let board = scene(page.as_mut(), "board").is_some();
    assert!(board);
    // c2 ties and loses the tie: told why, scored.
    let cell = 80.0;
    let r = act(
        page.as_mut(),
        json!({"do": "press", "view": "board", "x": 2.5 * cell, "y": 6.5 * cell}),
    );
    assert!(r.say.unwrap().ends_with("Score: 0 right of 1."));
    let s = page.status();
    assert!(
        s.explain
            .starts_with("Close: c2 ties for the lowest degree (5), but the tie goes to b3."),
        "{}",
        s.explain
    );
    assert_eq!(text(&s, "score"), "Score: 0 right of 1");
    assert_eq!(
        page.link(),
        "start=8,1&try=on&score=0/1",
        "a guess does not move the start; the score is in the link"
    );
    // Guessed already: not scored again.
    let r = act(
        page.as_mut(),
        json!({"do": "press", "view": "board", "x": 1.5 * cell, "y": 5.5 * cell}),
    );
    assert_eq!(
        r.say.as_deref(),
        Some("Already guessed: press Step for the next move.")
    );
    act(page.as_mut(), json!({"do": "step"}));
    // A square that is no candidate is told so and not scored.
    act(
        page.as_mut(),
        json!({"do": "press", "view": "board", "x": 7.5 * cell, "y": 0.5 * cell}),
    );
    let s = page.status();
    assert!(
        s.explain
            .starts_with("h8 is not a knight's move away onto a free square: pick one of "),
        "{}",
        s.explain
    );
    assert_eq!(text(&s, "score"), "Score: 0 right of 1");
    // While the player plays, the explanation waits.
    act(page.as_mut(), json!({"do": "playing", "on": true}));
    assert_eq!(
        page.status().explain,
        "Playing: pause to see the next move explained."
    );
}

#[test]
fn the_keyboard_explores_the_board_square_by_square() {
    let mut page = open("start=a1");
    let key = |page: &mut dyn Page, k: &str| {
        let r = act(page, json!({"do": "key", "view": "board", "key": k}));
        (r.say.unwrap_or_default(), r.value)
    };
    assert_eq!(
        key(page.as_mut(), "Focus").0,
        "a1: visited at step 1, the knight is here."
    );
    assert_eq!(key(page.as_mut(), "ArrowUp").0, "a2: unvisited, degree 3.");
    key(page.as_mut(), "ArrowRight");
    let (said, handled) = key(page.as_mut(), "ArrowRight");
    assert_eq!(
        said,
        "c2: unvisited, degree 5, a candidate for the next step (direction 2)."
    );
    assert_eq!(handled, Some(json!(true)));
    assert_eq!(
        len(page.as_mut()),
        1,
        "the arrows explore, they do not step"
    );
    assert_eq!(key(page.as_mut(), "Enter").1, Some(json!(true)));
    assert_eq!(page.link(), "start=7,3");
    assert_eq!(key(page.as_mut(), "Escape").1, None, "Escape is the page's");
    // Off the board's edge the cursor stays on it.
    for _ in 0..20 {
        key(page.as_mut(), "ArrowUp");
    }
    assert!(key(page.as_mut(), "ArrowUp").0.starts_with("c8"));
}

#[test]
fn nineteen_prepares_in_slices_and_a_cancel_keeps_the_board_shown() {
    let mut page = open("step=3");
    page.apply(&texts(&[
        ("rows", "300"),
        ("cols", "300"),
        ("rule", "nineteen"),
    ]))
    .unwrap();
    assert!(page.job().is_some());
    assert_eq!(page.job().unwrap().name(), "Preparing the walk");
    let p = page.job().unwrap().work(1).unwrap();
    assert!(
        !p.is_finished() && p.words.starts_with("nineteen: trying ordering #1 of 19"),
        "{p:?}"
    );
    // The walk on show answers meanwhile; the form and link say what is being prepared.
    act(page.as_mut(), json!({"do": "step"}));
    assert!(page.status().line.starts_with("Step 4 of 64"));
    assert!(
        page.link().contains("board=300x300&rule=nineteen"),
        "{}",
        page.link()
    );
    page.job().unwrap().cancel();
    assert!(page.job().is_none());
    let s = page.status();
    assert_eq!(
        text(&s, "apply-msg"),
        "Cancelled; the board shown is unchanged."
    );
    assert_eq!(page.link(), "step=4");
    // Run to its end: the walk of the first ordering that gives a tour.
    page.apply(&texts(&[
        ("rows", "60"),
        ("cols", "60"),
        ("rule", "nineteen"),
    ]))
    .unwrap();
    assert!(finish(page.as_mut()) >= 2);
    let s = page.status();
    assert!(s.line.starts_with("Step 1 of 3600"), "{}", s.line);
    assert!(
        text(&s, "rule-line").starts_with("Rule: nineteen: ordering #"),
        "{}",
        text(&s, "rule-line")
    );
    // A link to such a walk prepares it as the page opens.
    let mut fresh = open("board=60x60&rule=nineteen");
    assert!(fresh.status().line.starts_with("Preparing the walk"));
    finish(fresh.as_mut());
    assert!(fresh.status().line.starts_with("Step 1 of 3600"));
}

#[test]
fn exports_and_imports_a_tour_the_link_keeps() {
    let mut page = open("rule=random&seed=18&step=64");
    let s = page.status();
    assert!(
        s.line.ends_with("Finished: closed tour.")
            && s.details
                .contains("The closing move back to the start is drawn dashed. Its path has "),
        "{}",
        whole(&s)
    );
    assert_eq!(
        output(&s, "to-tourney").href.as_deref(),
        Some("tourneys.html?from=walk&board=8x8&start=1,1&rule=random&seed=18")
    );
    let file = |page: &mut dyn Page, f: &str| {
        act(page, json!({"do": "export", "format": f}))
            .file
            .unwrap()
    };
    let png = file(page.as_mut(), "png");
    assert_eq!(
        (png.name.as_str(), png.mime),
        ("walk-8x8-random-seed18-step64.png", "image/png")
    );
    let matrix = file(page.as_mut(), "matrix");
    assert_eq!(matrix.name, "walk-8x8-random-seed18-step64.txt");
    let json_rec: serde_json::Value =
        serde_json::from_str(&file(page.as_mut(), "json").text).unwrap();
    assert_eq!(
        (json_rec["rule"].as_str(), json_rec["seed"].as_u64()),
        (Some("random"), Some(18))
    );
    assert!(file(page.as_mut(), "svg").text.starts_with("<svg"));
    assert!(import_tour(&matrix.text).unwrap().closed);
    assert_eq!(text(&s, "print-matrix"), matrix.text);

    let mut other = open("board=12x12&start=2,2");
    let r = act(other.as_mut(), json!({"do": "import", "text": matrix.text}));
    assert_eq!(
        r.say.as_deref(),
        Some("Imported a closed tour on 8x8: step through it from step 1.")
    );
    let s = other.status();
    assert!(
        s.line.starts_with("Step 1 of 64: the knight starts on a8"),
        "{}",
        s.line
    );
    assert!(
        !output(&s, "to-tourney").shown.unwrap(),
        "an imported tour goes no further"
    );
    let link = other.link();
    assert!(
        link.starts_with("tour=1,1:") && link.len() == 5 + 4 + 63,
        "{link}"
    );
    act(other.as_mut(), json!({"do": "advance", "n": 5}));
    let mut again = open(&other.link());
    assert_eq!(again.status().line, other.status().line);
    act(again.as_mut(), json!({"do": "seek", "to": 64}));
    let walked = file(again.as_mut(), "matrix");
    assert_eq!(walked.text, matrix.text);
    assert_eq!(walked.name, "walk-8x8-imported-seed1-step64.txt");
    // A bad import names its line and square; the walk stays.
    let e = other
        .act(json!({"do": "import", "text": "1 - - -\n\n- - 2 -\n- 3 - -\n"}))
        .unwrap_err();
    assert_eq!(
        (e.field, e.line, e.square),
        (Some("tour"), Some(4), Some((3, 2)))
    );
    assert!(e.message.contains("line 4, square (3,2)"), "{}", e.message);
    assert_eq!(len(other.as_mut()), 6);
    // Another rule goes on from the imported path's end, which stays; another start walks
    // the rule again from there, and the tour leaves the link.
    other.apply(&texts(&[("rule", "random")])).unwrap();
    assert!(other.link().contains("tour=1,1:"), "{}", other.link());
    other.apply(&texts(&[("start", "2,2")])).unwrap();
    assert_eq!(other.link(), "start=2,2&rule=random");

    // A path too long for a link: the link says so, and the page goes on with it.
    let mut long = open("board=120x120&rule=squirrel-cull");
    act(long.as_mut(), json!({"do": "seek", "to": 10_500}));
    let record = file(long.as_mut(), "json").text;
    act(page.as_mut(), json!({"do": "import", "text": record}));
    assert!(page.link().contains("tour=imported"), "{}", page.link());
    page.apply(&texts(&[("speed", "5"), ("numbering", "phadke")]))
        .unwrap();
    act(page.as_mut(), json!({"do": "seek", "to": 20_000}));
    // The rule on the page (random) goes on from the path's end.
    let line = page.status().line;
    assert!(!line.contains("the given path ends"), "{line}");
    assert!(len(page.as_mut()) > 10_500, "{line}");
    let (_, errors) = labs::open("walk", &page.link()).unwrap();
    assert_eq!(errors[0].field, Some("tour"));
    assert!(
        errors[0].message.contains("import it again"),
        "{}",
        errors[0].message
    );
}

#[test]
fn a_second_rule_walks_beside_the_first_and_says_where_they_part() {
    let mut page = open("start=a1");
    page.apply(&texts(&[("rule2", "ordering")])).unwrap();
    assert_eq!(page.link(), "start=8,1&rule2=ordering");
    let s = page.status();
    assert_eq!(output(&s, "second").shown, Some(true));
    assert_eq!(
        text(&s, "compare-text"),
        "The two rules agree on all 1 step so far."
    );
    act(page.as_mut(), json!({"do": "step"}));
    let s = page.status();
    assert_eq!(
        text(&s, "compare-text"),
        "The two rules agree for 1 step, then part at step 2: ordering:12345678 goes to b3, ordering:21345678 to c2."
    );
    assert_eq!(text(&s, "board2-cap"), "ordering:21345678");
    assert!(text(&s, "board2-status").starts_with("Step 2 of 64: a1 to c2"));
    let board2 = scene(page.as_mut(), "board2").expect("the second board");
    assert_eq!(board2.layers.len(), 3);
    let first = scene(page.as_mut(), "board").expect("the first board");
    assert_eq!(first.layers.len(), 4);
    page.apply(&texts(&[("rule2", "")])).unwrap();
    assert_eq!(output(&page.status(), "second").shown, Some(false));
    assert!(scene(page.as_mut(), "board2").is_none());
}

#[test]
fn the_staged_rules_regions_are_a_job_a_layer_and_a_legend() {
    let mut page = open("board=120x120&rule=ordering:12345678");
    page.apply(&texts(&[("regions", "on")])).unwrap();
    let s = page.status();
    assert!(text(&s, "regions-msg").contains("choose squirrel-cull as the tie-break"));
    assert_eq!(output(&s, "regions-legend").shown, Some(false));
    page.apply(&texts(&[("rule", "squirrel-cull")])).unwrap();
    assert_eq!(
        page.job().unwrap().name(),
        "Finding the staged rule's regions"
    );
    finish(page.as_mut());
    let s = page.status();
    assert_eq!(text(&s, "regions-msg"), "");
    assert!(text(&s, "regions-status").starts_with("Now in region 1 of 5: ties broken by 34261578"));
    let lines = output(&s, "regions-lines").rows.clone().unwrap();
    assert_eq!(lines.len(), 5);
    assert_eq!(lines[0].data, [("state", "now".to_string())]);
    assert!(lines[0].cells[0].swatch.is_some());
    assert!(page.link().contains("regions=on"));
    let sc = scene(page.as_mut(), "board").unwrap();
    assert!(
        matches!(&sc.layers[1].content, Content::Shapes { clear: true, shapes } if shapes.len() > 120)
    );
    // A big board's regions can be cancelled: off again, and said so.
    page.apply(&texts(&[("rows", "600"), ("cols", "600")]))
        .unwrap();
    page.job().unwrap().work(10).unwrap();
    page.job().unwrap().cancel();
    let s = page.status();
    assert_eq!(
        text(&s, "regions-msg"),
        "Cancelled: the regions are not shown."
    );
    assert!(!page.link().contains("regions"));
}

#[test]
fn the_boards_are_drawn_only_where_they_changed() {
    let mut page = open("board=12x12");
    let sc = scene(page.as_mut(), "board").unwrap();
    assert_eq!(sc.layers.len(), 4);
    assert!(matches!(sc.layers[0].content, Content::Pixels { .. }));
    assert!(matches!(sc.layers[1].content, Content::Hidden));
    assert!(matches!(
        sc.layers[2].content,
        Content::Shapes { clear: true, .. }
    ));
    assert!(scene(page.as_mut(), "board").is_none(), "nothing new");
    act(page.as_mut(), json!({"do": "step"}));
    let sc = scene(page.as_mut(), "board").unwrap();
    assert!(
        matches!(sc.layers[2].content, Content::Shapes { clear: false, .. }),
        "the path grows"
    );
    // The next move's marks can be switched off: only the overlay is drawn again.
    page.apply(&texts(&[("marks", "off")])).unwrap();
    let sc = scene(page.as_mut(), "board").unwrap();
    assert!(matches!(sc.layers[0].content, Content::Keep));
    assert!(matches!(
        sc.layers[3].content,
        Content::Shapes { clear: true, .. }
    ));
    // A board too fine for numbers: one pixel a square, or a pixel of the screen's each when
    // the squares are more (2000 a side in a 640 px view).
    let mut fine = open("board=500x500&rule=squirrel-cull");
    let sc = scene(fine.as_mut(), "board").unwrap();
    assert_eq!(sc.layers[0].bitmap, (500, 500));
    let mut big = open("board=2000x2000&rule=squirrel-cull");
    let sc = scene(big.as_mut(), "board").unwrap();
    assert_eq!(sc.layers[0].bitmap, (640, 640));
    assert!(
        matches!(sc.layers[2].content, Content::Hidden),
        "no path line under 3 px"
    );
    // The compass and the charts, as SVG scenes of the numbering on show.
    page.apply(&texts(&[("numbering", "parberry")])).unwrap();
    let c = scene(page.as_mut(), "compass").unwrap();
    assert!(c.label.contains("move 0 is"), "{}", c.label);
    assert!(scene(page.as_mut(), "compass").is_none());
    let f = scene(page.as_mut(), "own-f").unwrap();
    assert!(f.label.contains("Parberry"), "{}", f.label);
    let s = page.status();
    assert_eq!(s.carry, "numbering=parberry");
    assert!(text(&s, "own-f-cap").starts_with("f: moves 0–7 (Parberry's numbering)"));
    assert!(
        text(&s, "own-sum").starts_with("1 move so far"),
        "{}",
        text(&s, "own-sum")
    );
    assert!(text(&s, "rule-line").ends_with("Moves in Parberry's numbering."));
}

#[test]
fn presets_a_new_seed_and_a_square_picked_apply_at_once() {
    let mut page = open("start=3,4");
    act(page.as_mut(), json!({"do": "board", "side": 50}));
    assert_eq!(page.link(), "board=50x50&start=3,4");
    act(page.as_mut(), json!({"do": "board", "side": 5}));
    assert_eq!(page.link(), "board=5x5&start=3,4");
    act(page.as_mut(), json!({"do": "new-seed"}));
    let seed = page
        .texts()
        .into_iter()
        .find(|(k, _)| *k == "seed")
        .unwrap()
        .1;
    assert!(
        page.link().ends_with(&format!("seed={seed}")),
        "{}",
        page.link()
    );
    scene(page.as_mut(), "board");
    act(
        page.as_mut(),
        json!({"do": "press", "view": "board", "x": 1.0, "y": 1.0}),
    );
    assert!(page.link().contains("start=1,1") || !page.link().contains("start="));
    // The class view is the page frame's link entry, not the walk's: a link to the projector
    // view (its older name) opens the walk without a complaint, and the walk's link leaves it
    // to the frame.
    let (old, errors) = labs::open("walk", "board=8x8&view=projector").unwrap();
    assert!(errors.is_empty(), "{errors:?}");
    assert!(!old.link().contains("view="), "{}", old.link());
}

/// A link far into a big walk opens at once and walks there as a job in slices: the page keeps
/// answering, the link keeps the step asked for meanwhile, and Cancel stops where it got to.
#[test]
fn a_link_far_into_a_big_walk_walks_there_in_slices() {
    let link = "board=1000x1000&rule=ordering&step=700000";
    let mut page = common::open_lab("walk", link);
    {
        let job = page.job().expect("the seek is a job");
        assert_eq!(job.name(), "Walking to step 700000");
        let p = job.work(1000).unwrap();
        assert!(!p.is_finished());
    }
    assert!(page
        .status()
        .line
        .starts_with("Walking to step 700000: step "));
    assert!(page.link().contains("step=700000"), "{}", page.link());
    let mut slices = 0;
    while let Some(job) = page.job() {
        if job.work(100_000).unwrap().is_finished() {
            break;
        }
        slices += 1;
    }
    assert!(slices >= 5, "{slices} slices");
    assert!(page.job().is_none());
    assert!(
        page.status().line.starts_with("Step 700000 of 1000000"),
        "{}",
        page.status().line
    );
    // Cancel on the way: the walk stays where it got to, and says so.
    let mut page = common::open_lab("walk", link);
    page.job().unwrap().work(300_000).unwrap();
    page.job().unwrap().cancel();
    assert!(page.job().is_none());
    let s = page.status();
    assert!(s.line.starts_with("Step 300001 of 1000000"), "{}", s.line);
    assert!(page.link().contains("step=300001"), "{}", page.link());
}

#[test]
fn the_legend_shows_each_board_colour_in_both_schemes() {
    use warnsdorff::page::theme::{DAY, NIGHT};
    let mut page = open("board=8x8");
    let s = page.status();
    let rows = output(&s, "legend").rows.clone().unwrap();
    let knight = rows
        .iter()
        .map(|r| &r.cells[0])
        .find(|c| c.text.starts_with("the knight"))
        .expect("the knight's line");
    assert_eq!(knight.swatch, Some(DAY.knight.css()));
    assert_eq!(knight.swatch_dark, Some(NIGHT.knight.css()));
    // Every line but the ramp's (the same in both) has its dark colour.
    assert_eq!(
        rows.iter()
            .filter(|r| r.cells[0].swatch_dark.is_none())
            .count(),
        1
    );
}

/// The overlay's circles in colour `c` on the first board, as `(row, col)` of the square each
/// is centred on (`cell` px squares).
fn circles_in(
    page: &mut dyn Page,
    c: warnsdorff::page::scene::Colour,
    cell: f64,
) -> Vec<(u32, u32)> {
    use warnsdorff::page::scene::Shape;
    let scene = scene(page, "board").expect("the board is drawn");
    let Some(Content::Shapes { shapes, .. }) = scene.layers.last().map(|l| &l.content) else {
        return vec![];
    };
    shapes
        .iter()
        .filter_map(|s| match s {
            Shape::Ring { centre, stroke, .. } if stroke.colour == c => {
                Some(((centre.1 / cell) as u32 + 1, (centre.0 / cell) as u32 + 1))
            }
            _ => None,
        })
        .collect()
}

#[test]
fn you_try_answers_on_the_board_and_keeps_the_score_in_the_link() {
    use warnsdorff::page::theme::DAY;
    let cell = 80.0;
    let press = |page: &mut dyn Page, r: f64, c: f64| {
        act(
            page,
            json!({"do": "press", "view": "board", "x": (c - 0.5) * cell, "y": (r - 0.5) * cell}),
        )
    };
    let mut page = open("start=a1&try=on");
    assert_eq!(
        output(&page.status(), "try").pressed,
        Some(true),
        "on from the link"
    );
    assert!(
        circles_in(page.as_mut(), DAY.chosen, cell).is_empty(),
        "no ring before a guess"
    );
    // A wrong guess (c2, (7,3)): the rule's square b3 (6,2) ringed, the knight stays.
    press(page.as_mut(), 7.0, 3.0);
    assert_eq!(len(page.as_mut()), 1);
    assert!(circles_in(page.as_mut(), DAY.chosen, cell).contains(&(6, 2)));
    assert_eq!(text(&page.status(), "try-note"), "");
    // A second click: a visible note, not scored.
    press(page.as_mut(), 6.0, 2.0);
    let s = page.status();
    assert_eq!(
        text(&s, "try-note"),
        "Already guessed: press Step for the next move."
    );
    assert_eq!(text(&s, "score"), "Score: 0 right of 1");
    // Step: the note and the ring are the last step's.
    act(page.as_mut(), json!({"do": "step"}));
    let s = page.status();
    assert_eq!(text(&s, "try-note"), "");
    assert!(circles_in(page.as_mut(), DAY.chosen, cell).is_empty());
    // A right guess: the knight moves there, ringed, and the next question is asked.
    let to = data(&s, "explain", "to");
    let (r, c) = to.split_once(',').unwrap();
    let (r, c): (u32, u32) = (r.parse().unwrap(), c.parse().unwrap());
    press(page.as_mut(), f64::from(r), f64::from(c));
    assert_eq!(len(page.as_mut()), 3, "the knight took the square guessed");
    let s = page.status();
    assert!(
        s.explain.starts_with("Right: the rule picks "),
        "{}",
        s.explain
    );
    assert!(s.explain.ends_with("Your guess?"), "{}", s.explain);
    assert_eq!(text(&s, "score"), "Score: 1 right of 2");
    assert!(circles_in(page.as_mut(), DAY.chosen, cell).contains(&(r, c)));
    // The score and the step are in the link, and a page opened from it has them.
    let link = page.link();
    assert!(
        link.contains("step=3") && link.contains("try=on&score=1/2"),
        "{link}"
    );
    let mut again = open(&link);
    assert_eq!(text(&again.status(), "score"), "Score: 1 right of 2");
    // A score with more right than guesses is refused, naming its field.
    let (_, errors) = labs::open("walk", "score=3/2").unwrap();
    assert_eq!(errors[0].field, Some("score"), "{errors:?}");
}

#[test]
fn a_walk_made_anew_by_a_click_is_a_new_view_and_stepping_is_not() {
    let mut page = open("start=1,1&step=30");
    scene(page.as_mut(), "board");
    let cell = 80.0;
    assert!(!act(page.as_mut(), json!({"do": "step"})).new_view);
    let r = act(
        page.as_mut(),
        json!({"do": "press", "view": "board", "x": 4.5 * cell, "y": 4.5 * cell}),
    );
    assert!(r.new_view, "a click that starts the walk elsewhere");
    assert_eq!(page.link(), "start=5,5");
    let r = act(
        page.as_mut(),
        json!({"do": "press", "view": "board", "x": 4.5 * cell, "y": 4.5 * cell}),
    );
    assert!(
        !r.new_view,
        "a click on the walk's own start changes nothing"
    );
    assert!(act(page.as_mut(), json!({"do": "board", "side": 6})).new_view);
    assert!(act(page.as_mut(), json!({"do": "new-seed"})).new_view);
}

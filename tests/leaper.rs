//! Any board and any leaper ([`warnsdorff::region`]): whatever the walk makes on a random shape,
//! wrap and leaper, the validator accepts as a path there, and a full walk as a tour; the
//! walk's degrees are its region's; `exists` names the argument that rules a tour out; and the
//! command line's `--leaper`, `--wrap`, `--shape`.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::cli::{cli, text};
use common::fuzz::config;
use proptest::prelude::*;
use warnsdorff::board::{Board, Square};
use warnsdorff::matrix::Verdict;
use warnsdorff::moves::{Move, Ordering};
use warnsdorff::record::Record;
use warnsdorff::region::exists::{decide, Answer};
use warnsdorff::region::{check_path, Leaper, Region, Shape, Wrap};
use warnsdorff::rules::RuleSpec;
use warnsdorff::walk::{Outcome, Walk};

/// A random region: up to 8×8, some squares removed, any wrap, a leaper with legs up to 4.
fn regions() -> impl Strategy<Value = Region> {
    (
        1u64..=8,
        1u64..=8,
        0usize..3,
        1u32..=4,
        1u32..=4,
        any::<u64>(),
        0u64..4,
    )
        .prop_filter_map(
            "a leaper's legs differ",
            |(rows, cols, wrap, a, b, bits, density)| {
                let leaper = Leaper::new(a, b).ok()?;
                let board = Board::new(rows, cols).unwrap();
                // density 0: none removed; else about one square in 2^(density+1).
                let mut x = bits | 1;
                let removed: Vec<bool> = (0..board.squares())
                    .map(|_| {
                        x ^= x << 13;
                        x ^= x >> 7;
                        x ^= x << 17;
                        density > 0 && x % (1 << (density + 1)) == 0
                    })
                    .collect();
                let wrap = [Wrap::None, Wrap::Cylinder, Wrap::Torus][wrap];
                Some(
                    Region::new(board)
                        .with_removed(&removed)
                        .unwrap()
                        .with_leaper(leaper)
                        .with_wrap(wrap),
                )
            },
        )
}

fn rules() -> impl Strategy<Value = RuleSpec> {
    (0usize..5, Just(Move::ALL.to_vec()).prop_shuffle())
        .prop_map(|(k, moves)| {
            let o = Ordering::from_moves(moves.try_into().unwrap()).unwrap();
            (k, o)
        })
        .prop_map(|(k, o)| match k {
            0 => RuleSpec::Ordering(o),
            1 => RuleSpec::Random,
            2 => RuleSpec::Lookahead(o),
            3 => RuleSpec::Pohl(o),
            _ => RuleSpec::Nineteen,
        })
}

/// The unvisited neighbours of `s` on the region, counted from the region alone.
fn fresh_degree(region: &Region, w: &Walk, s: Square) -> u8 {
    region
        .neighbours(s)
        .filter(|&(_, t)| !w.is_visited(t))
        .count() as u8
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn every_walk_validates_on_its_region(
        region in regions(),
        rule in rules(),
        pick in any::<usize>(),
        seed in any::<u64>(),
        cut in any::<usize>(),
    ) {
        let board = region.board();
        let present: Vec<Square> = (0..board.squares())
            .map(|i| board.square(i))
            .filter(|&s| region.contains(s))
            .collect();
        prop_assume!(!present.is_empty());
        let start = present[pick % present.len()];
        let mut w = Walk::on(&region, start, rule.clone(), seed).unwrap();
        // Part way: every unvisited square's kept degree is its region's count.
        w.run(cut % (present.len() + 1));
        for &s in &present {
            if !w.is_visited(s) {
                prop_assert_eq!(w.degree(s), Some(fresh_degree(&region, &w, s)), "{}", s);
            }
        }
        w.run(usize::MAX);
        let path: Vec<Square> = w.path().collect();
        let verdict = check_path(&region, &path);
        prop_assert!(verdict.is_ok(), "{:?} on {}: {:?}", rule, region.describe(), verdict);
        let verdict = verdict.unwrap();
        let outcome = w.outcome();
        prop_assert_eq!(outcome.is_tour(), matches!(verdict, Verdict::Tour | Verdict::ClosedTour));
        prop_assert_eq!(outcome == Outcome::ClosedTour, verdict == Verdict::ClosedTour);
        prop_assert!(!w.is_running());
        // The walk's record says its region and validates, through JSON too.
        let json = Record::of_walk(&w).to_json();
        let back = Record::from_json(&json).unwrap();
        prop_assert_eq!(back.region().unwrap(), region.clone());
        prop_assert_eq!(back.validate(), Ok(verdict));
        prop_assert!(warnsdorff::exchange::check_text(&json).is_ok(), "{}", json);
        // Undone to the start, the degrees are the fresh grid's.
        while w.undo() {}
        let fresh = Walk::on(&region, start, RuleSpec::Random, 0).unwrap();
        prop_assert_eq!(w.degrees(), fresh.degrees());
        // A tour proved impossible is never walked.
        if outcome.is_tour() {
            prop_assert!(!matches!(decide(&region).open, Answer::No { .. }), "{}", region.describe());
        }
        if outcome == Outcome::ClosedTour {
            prop_assert!(!matches!(decide(&region).closed, Answer::No { .. }), "{}", region.describe());
        }
    }
}

fn shape(text: &str) -> Region {
    Region::of_shape(&text.parse::<Shape>().unwrap()).unwrap()
}

/// 7×7 less its centre.
const CENTRE_MISSING: &str = ".......\n.......\n.......\n...#...\n.......\n.......\n.......\n";

#[test]
fn the_camel_keeps_its_colour_so_8x8_has_no_camel_tour() {
    let camel = Region::new(Board::new(8, 8).unwrap()).with_leaper(Leaper::CAMEL);
    let v = decide(&camel);
    assert!(
        matches!(
            v.open,
            Answer::No {
                argument: "colour",
                ..
            }
        ),
        "{v:?}"
    );
    assert!(
        matches!(
            v.closed,
            Answer::No {
                argument: "colour",
                ..
            }
        ),
        "{v:?}"
    );
    let mut w = Walk::on(&camel, Square::new(1, 1), RuleSpec::Random, 1).unwrap();
    w.run(usize::MAX);
    assert!(w.len() <= 32, "one colour at most: {}", w.len());
}

#[test]
fn the_giraffe_on_4x4_has_squares_with_no_neighbour() {
    let g = Region::new(Board::new(4, 4).unwrap()).with_leaper(Leaper::GIRAFFE);
    assert!(matches!(
        decide(&g).open,
        Answer::No {
            argument: "no-neighbour",
            ..
        }
    ));
    // On the 4×4 torus every square has neighbours again.
    let t = g.with_wrap(Wrap::Torus);
    assert!(!matches!(
        decide(&t).open,
        Answer::No {
            argument: "no-neighbour",
            ..
        }
    ));
}

#[test]
fn centre_missing_7x7_has_a_warnsdorff_knight_tour_from_some_start() {
    let r = shape(CENTRE_MISSING);
    assert_eq!(r.squares(), 48);
    let v = decide(&r);
    assert_eq!(v.open.word(), "unknown", "{v:?}");
    let b = r.board();
    let toured = (0..b.squares())
        .map(|i| b.square(i))
        .filter(|&s| r.contains(s))
        .find(|&s| {
            let mut w = Walk::on(&r, s, RuleSpec::Nineteen, 0).unwrap();
            w.run(usize::MAX);
            w.outcome().is_tour()
        });
    let start = toured.expect("some start tours the centre-missing 7x7");
    let mut w = Walk::on(&r, start, RuleSpec::Nineteen, 0).unwrap();
    w.run(usize::MAX);
    let path: Vec<Square> = w.path().collect();
    assert!(!path.contains(&Square::new(4, 4)));
    assert!(matches!(
        check_path(&r, &path),
        Ok(Verdict::Tour | Verdict::ClosedTour)
    ));
}

#[test]
fn warnsdorff_tours_the_8x8_torus_and_the_tour_uses_the_seam() {
    let t = Region::new(Board::new(8, 8).unwrap()).with_wrap(Wrap::Torus);
    let mut w = Walk::on(
        &t,
        Square::new(1, 1),
        RuleSpec::parse("ordering:12345678").unwrap(),
        0,
    )
    .unwrap();
    // Every square of the torus has eight neighbours.
    assert_eq!(w.degree(Square::new(8, 8)), Some(8));
    assert_eq!(w.degree(Square::new(2, 3)), Some(7));
    w.run(usize::MAX);
    assert!(w.outcome().is_tour(), "{:?}", w.outcome());
    let path: Vec<Square> = w.path().collect();
    assert!(check_path(&t, &path).unwrap() != (Verdict::Path { len: path.len() }));
    // The same path is no knight's tour of the plain board: it crosses the seam.
    assert!(check_path(&Region::new(t.board()), &path).is_err());
}

#[test]
fn the_staged_rule_refuses_other_leapers_wraps_and_shapes_naming_the_field() {
    let b = Board::new(8, 8).unwrap();
    for (region, field) in [
        (Region::new(b).with_leaper(Leaper::ZEBRA), "leaper"),
        (Region::new(b).with_wrap(Wrap::Cylinder), "wrap"),
        (
            shape(&format!("#.......\n{}", "........\n".repeat(7))),
            "shape",
        ),
    ] {
        let e = Walk::on(&region, Square::new(2, 2), RuleSpec::SquirrelCull, 0)
            .err()
            .unwrap();
        assert_eq!(e.field(), field, "{e}");
        assert!(e.to_string().contains(field), "{e}");
    }
    // A removed start is refused as the start.
    let r = shape(CENTRE_MISSING);
    let e = Walk::on(&r, Square::new(4, 4), RuleSpec::Random, 0)
        .err()
        .unwrap();
    assert_eq!(e.field(), "start");
}

#[test]
fn the_leapers_directions_follow_the_knights_numbering() {
    // Move 1 is "up, right": the longer leg up, as the knight's (-2, 1).
    for (_, l) in Leaper::NAMED {
        let d = l.deltas();
        assert_eq!(d[0], (-(l.b() as i32), l.a() as i32));
        for m in Move::ALL {
            let (r, c) = d[m.index()];
            assert_eq!(d[m.reverse().index()], (-r, -c));
        }
    }
}

#[test]
fn the_command_line_walks_and_validates_any_leaper_wrap_and_shape() {
    let dir = std::env::temp_dir().join(format!("leaper-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let shape_file = dir.join("centre.txt");
    std::fs::write(&shape_file, CENTRE_MISSING).unwrap();
    let shape_arg = shape_file.to_str().unwrap();
    let out = cli(&[
        "tour", "--shape", shape_arg, "--start", "1,2", "--rule", "nineteen", "--format", "json",
    ]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["removed"], serde_json::json!([[4, 4]]));
    assert!(v.get("leaper").is_none());
    let record = dir.join("walk.json");
    std::fs::write(&record, &out.stdout).unwrap();
    let out = cli(&["validate", record.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stdout));

    let out = cli(&[
        "tour", "--board", "10x10", "--leaper", "zebra", "--wrap", "torus", "--rule", "random",
        "--format", "json",
    ]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["leaper"], "2,3");
    assert_eq!(v["wrap"], "torus");
    assert!(
        text(&out.stderr).contains("torus, leaper 2,3 (zebra)"),
        "{}",
        text(&out.stderr)
    );
    // A record altered to another leaper no longer validates.
    let mut altered = v.clone();
    altered["leaper"] = "1,4".into();
    std::fs::write(&record, altered.to_string()).unwrap();
    let out = cli(&["validate", record.to_str().unwrap()]);
    assert_ne!(out.status.code(), Some(0), "{}", text(&out.stdout));

    let out = cli(&[
        "tour",
        "--board",
        "8x8",
        "--leaper",
        "1,3",
        "--rule",
        "squirrel-cull",
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("leaper"),
        "{}",
        text(&out.stderr)
    );
    let out = cli(&["tour", "--board", "8x8", "--leaper", "2,2"]);
    assert_eq!(out.status.code(), Some(2));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn exists_names_the_argument() {
    let out = cli(&["exists", "--board", "8x8", "--leaper", "camel"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let said = text(&out.stdout);
    assert!(said.contains("open: no — colour"), "{said}");
    let out = cli(&["exists", "--board", "8x8", "--leaper", "zebra"]);
    let said = text(&out.stdout);
    assert!(said.contains("open: unknown"), "{said}");
    let out = cli(&["exists", "--board", "5x5", "--wrap", "cylinder"]);
    let said = text(&out.stdout);
    assert!(said.starts_with("open: "), "{said}");
    // The plain rectangle keeps its theorems' line.
    let out = cli(&["exists", "--board", "5x5"]);
    assert!(
        text(&out.stdout).starts_with("corner-missed"),
        "{}",
        text(&out.stdout)
    );
}

#[test]
fn the_walk_pages_form_reads_leaper_wrap_and_shape_from_its_link() {
    use warnsdorff::labs::walk::form::{WalkField, WalkForm};
    use warnsdorff::page::form::{from_link, to_link};
    let (f, errors) = from_link::<WalkForm>("board=7x7&shape=centre&leaper=camel&wrap=torus");
    assert!(errors.is_empty(), "{errors:?}");
    let r = f.region().unwrap();
    assert_eq!(
        (r.squares(), r.leaper(), r.wrap()),
        (48, Leaper::CAMEL, Wrap::Torus)
    );
    assert_eq!(
        to_link(&f),
        "board=7x7&leaper=camel&wrap=torus&shape=centre"
    );
    // A matrix in the link, rows parted by '/', '#' escaped.
    let (f, errors) = from_link::<WalkForm>("board=3x3&shape=..%23/.../...&start=1,1");
    assert!(errors.is_empty(), "{errors:?}");
    assert_eq!(f.region().unwrap().removed(), vec![Square::new(1, 3)]);
    // Refusals name their field.
    let (_, errors) = from_link::<WalkForm>("leaper=2,2");
    assert_eq!(errors[0].field, WalkField::Leaper);
    let (_, errors) = from_link::<WalkForm>("wrap=ring");
    assert_eq!(errors[0].field, WalkField::Wrap);
    let (_, errors) = from_link::<WalkForm>("board=7x7&shape=centre&start=4,4");
    assert_eq!(errors[0].field, WalkField::Start, "{errors:?}");
    let (_, errors) = from_link::<WalkForm>("board=8x8&leaper=zebra&rule=squirrel-cull");
    assert_eq!(errors[0].field, WalkField::Leaper, "{errors:?}");
    let (_, errors) = from_link::<WalkForm>("board=6x6&shape=oops");
    assert_eq!(errors[0].field, WalkField::Shape, "{errors:?}");
    // The command line walks the link's region.
    let out = cli(&[
        "tour",
        "--link",
        "board=7x7&shape=centre&rule=nineteen&start=1,2",
        "--format",
        "json",
    ]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["removed"], serde_json::json!([[4, 4]]));
}

#[test]
fn the_walk_lab_shows_a_leaper_on_a_shaped_torus_step_by_step() {
    use warnsdorff::page::glyphs::NoGlyphs;
    use warnsdorff::page::scene::Viewport;
    use warnsdorff::page::theme::Scheme;
    let view = Viewport {
        width: 400.0,
        height: 400.0,
        dpr: 1.0,
        scheme: Scheme::Light,
        fill: false,
        zoom: warnsdorff::page::zoom::Zoom::FIT,
    };
    let q = "board=7x7&shape=centre&leaper=camel&wrap=torus&rule=random&start=1,1&step=5";
    let (mut page, errors) = warnsdorff::labs::open("walk", q).unwrap();
    assert!(errors.is_empty(), "{errors:?}");
    for _ in 0..60 {
        let _ = page.status();
        for v in ["board", "compass"] {
            let _ = page.scene(v, view, &mut NoGlyphs);
        }
        let _ = page.act(serde_json::json!({"do": "step"}));
    }
    let reply = page
        .act(serde_json::json!({"do": "export", "format": "json"}))
        .unwrap();
    let v: serde_json::Value = serde_json::from_str(&reply.file.unwrap().text).unwrap();
    assert_eq!(v["leaper"], "1,3");
}

/// The status counts the squares to visit, not the rectangle's: 48 on the centre-missing 7×7.
#[test]
fn the_status_counts_the_squares_of_the_shape() {
    let r = shape(CENTRE_MISSING);
    let mut w = Walk::on(&r, Square::new(1, 1), RuleSpec::Nineteen, 0).unwrap();
    assert!(
        w.status(None).starts_with("Step 1 of 48:"),
        "{}",
        w.status(None)
    );
    let step = w.step().unwrap();
    let line = w.status(Some(&step));
    assert!(line.starts_with("Step 2 of 48:"), "{line}");
    w.run(usize::MAX);
    assert!(!w.status(None).contains("of 49"), "{}", w.status(None));
}

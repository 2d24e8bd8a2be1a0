//! The tourney page's lab (`labs::tourneys`) through the page contract, natively: covers from a
//! generator (at once or as a job), a walk, the construction page and an import, each error
//! naming its field; rails switched by number or by a press on the board, with what the switch
//! would do said first; plans made as a job, played and cancelled; the link keeping the whole
//! view and replaying it; export; the rail graph's words; the board's scene (its layers drawn
//! only when they change); "Rails over n" in a Worker job.

use serde_json::{json, Value};
use warnsdorff::board::Board;
use warnsdorff::cover::CycleCover;
use warnsdorff::exchange;
use warnsdorff::experiments::rails::{rails_rows, RailRow, RailSpec};
use warnsdorff::experiments::Sizes;
use warnsdorff::job::run_to_end;
use warnsdorff::labs;
use warnsdorff::labs::tourneys::state::Tourney;
use warnsdorff::labs::tourneys::view::{
    cover_strokes, cycle_colour, hover_strokes, moves_by_colour, rail_strokes, rails_fit,
    switch_strokes, PALETTE, RAIL_MIN,
};
use warnsdorff::labs::tourneys::TourneysLab;
use warnsdorff::page::glyphs::NoGlyphs;
use warnsdorff::page::scene::{Content, Shape, Viewport};
use warnsdorff::page::status::Feed;
use warnsdorff::page::theme::DAY;
use warnsdorff::page::{Lab, Page, PageError};
use warnsdorff::tourneys::{generate, Generator, CATALOGUE};

mod common;
use common::{data, output, text, texts};

fn opened(query: &str) -> (Box<dyn Page>, Vec<PageError>) {
    let (mut page, errors) = labs::open("tourneys", query).unwrap();
    finish(page.as_mut());
    (page, errors)
}

/// The page of `query`, its jobs (a generation, the link's switches) run to their end.
fn open(query: &str) -> Box<dyn Page> {
    let (page, errors) = opened(query);
    assert!(errors.is_empty(), "{query}: {errors:?}");
    page
}

fn finish(page: &mut dyn Page) {
    if let Some(job) = page.job() {
        run_to_end(job, 64).unwrap();
    }
}

fn act(page: &mut dyn Page, action: Value) -> Result<Value, PageError> {
    page.act(action).map(|r| serde_json::to_value(r).unwrap())
}

fn cycles(page: &mut dyn Page) -> usize {
    data(&page.status(), "cycles", "count").parse().unwrap()
}

fn rails(page: &mut dyn Page) -> usize {
    data(&page.status(), "counts", "rails").parse().unwrap()
}

/// The cover on show, as its JSON export.
fn exported(page: &mut dyn Page) -> String {
    let r = act(page, json!({"do": "export", "format": "json"})).unwrap();
    r["file"]["text"].as_str().unwrap().to_string()
}

fn cover_of(page: &mut dyn Page) -> CycleCover {
    let c = exchange::import_cover(&exported(page)).unwrap();
    CycleCover::from_cycles(c.board, &c.cycles).unwrap()
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

fn switch(page: &mut dyn Page, k: usize) -> Result<(), PageError> {
    page.apply(&texts(&[("rail", &(k + 1).to_string())]))
        .map_err(|e| e[0].clone())?;
    act(page, json!({"do": "switch"})).map(|_| ())
}

fn effect(page: &mut dyn Page, k: usize) -> String {
    act(page, json!({"do": "rail", "k": k})).unwrap()["value"]["effect"]
        .as_str()
        .unwrap()
        .to_string()
}

fn plan(page: &mut dyn Page, kind: &str) -> u64 {
    act(page, json!({"do": "plan", "kind": kind})).unwrap();
    finish(page);
    page.status().play.unwrap().len
}

fn pos(page: &mut dyn Page) -> u64 {
    page.status().play.unwrap().pos
}

#[test]
fn a_tourney_generates_and_its_rails_switch() {
    let mut page = open("gen=divide-tourney&n=22&seed=1");
    assert_eq!(cycles(page.as_mut()), 7);
    let n = rails(page.as_mut());
    assert!(n > 0);
    // Every rail's switch changes the count by one, or reroutes a cycle and keeps it.
    for k in 0..n.min(40) {
        let mut one = open("");
        let e = effect(one.as_mut(), k);
        switch(one.as_mut(), k).unwrap();
        let status = one.status();
        let after = cycles(one.as_mut());
        match e.as_str() {
            "joins" => assert_eq!(after, 6, "{}", status.line),
            "splits" => assert_eq!(after, 8, "{}", status.line),
            "reroutes" => assert_eq!(after, 7, "{}", status.line),
            e => panic!("effect {e}"),
        }
        assert!(
            status.line.starts_with(&format!("Switched rail {}", k + 1)),
            "{}",
            status.line
        );
        assert_eq!(one.link().matches("ops=r").count(), 1, "{}", one.link());
    }
    let e = switch(page.as_mut(), n).unwrap_err();
    assert_eq!(e.field, Some("rail"));
    assert!(
        e.message.contains(&format!(
            "rail {}: the cover has {n} rails; enter 1 to {n}",
            n + 1
        )),
        "{}",
        e.message
    );
    page.apply(&texts(&[("rail", "x")])).unwrap();
    let e = act(page.as_mut(), json!({"do": "switch"})).unwrap_err();
    assert_eq!(e.field, Some("rail"));
    assert!(
        e.message.contains("'x' is not a whole number"),
        "{}",
        e.message
    );
    assert_eq!(cycles(page.as_mut()), 7);
}

#[test]
fn plans_step_back_and_replay() {
    let mut page = open("gen=braid&n=12&seed=3");
    assert_eq!(cycles(page.as_mut()), 12);
    let n = plan(page.as_mut(), "join");
    assert!(n >= 11);
    assert!(page
        .status()
        .line
        .starts_with(&format!("Join: {n} switches planned")));
    act(page.as_mut(), json!({"do": "step"})).unwrap();
    assert_eq!(cycles(page.as_mut()), 11);
    act(page.as_mut(), json!({"do": "back"})).unwrap();
    assert_eq!(cycles(page.as_mut()), 12);
    let r = act(page.as_mut(), json!({"do": "advance", "n": 1000})).unwrap();
    assert_eq!(r["taken"], json!(n));
    assert_eq!(r["play"]["more"], json!(false));
    assert_eq!(cycles(page.as_mut()), 1);
    assert!(page
        .status()
        .line
        .ends_with("Done: a closed knight's tour."));
    assert!(
        page.link().ends_with(&format!("ops=join@{n}")),
        "{}",
        page.link()
    );
    let shattered = plan(page.as_mut(), "shatter");
    act(page.as_mut(), json!({"do": "seek", "to": shattered})).unwrap();
    let count = cycles(page.as_mut());
    assert!(count > 1);
    // The link replays the same view.
    let mut again = open(&page.link());
    assert_eq!(cycles(again.as_mut()), count);
    assert_eq!(again.status().line, page.status().line);
    assert_eq!(again.link(), page.link());
    let e = act(page.as_mut(), json!({"do": "plan", "kind": "melt"})).unwrap_err();
    assert!(
        e.message.contains("shatter, join or obfuscate"),
        "{}",
        e.message
    );
    // An item that cannot be read stops the replay there, said beside the history.
    let mut bad = open("gen=braid&n=12&seed=3&ops=join@2,join@x");
    let s = bad.status();
    assert!(text(&s, "ops-msg").contains("'join@x'"), "{:?}", s.outputs);
    assert_eq!(bad.link(), "gen=braid&n=12&seed=3&ops=join@2");
    assert_eq!(pos(bad.as_mut()), 2);
}

#[test]
fn bad_generators_sizes_seeds_and_walks_name_their_field() {
    let page = open("");
    for (pairs, field, words) in [
        (
            &[("gen", "spiral")][..],
            "gen",
            "generator 'spiral' is not known",
        ),
        (
            &[("gen", "four-cover"), ("n", "10")][..],
            "n",
            "n x n for n a multiple of 4",
        ),
        (&[("gen", "braid"), ("n", "7")][..], "n", "even n >= 4"),
        (
            &[("gen", "braid"), ("n", "ten")][..],
            "n",
            "'ten' is not a whole number",
        ),
        (&[("gen", "braid"), ("n", "100000")][..], "n", "limit"),
        (&[("seed", "-1")][..], "seed", "seed '-1'"),
        (
            &[("tiles", "his")][..],
            "tiles",
            "tiles 'his' are not known",
        ),
        (&[("rsizes", "8..x")][..], "rsizes", "not A..B or A..B:STEP"),
        (
            &[("rsizes", "8..300")][..],
            "rsizes",
            "over the page's limit of 200",
        ),
        (
            &[("rsizes", "5..5"), ("rgen", "divide")][..],
            "rsizes",
            "supports none",
        ),
        (&[("rsamples", "0")][..], "rsamples", "from 1 to 100"),
        (&[("rseed", "-3")][..], "rseed", "seed"),
        (&[("rgen", "nope")][..], "rgen", "not known"),
    ] {
        let e = page.check(&texts(pairs));
        assert_eq!(e.first().and_then(|e| e.field), Some(field), "{pairs:?}");
        assert!(e[0].message.contains(words), "{pairs:?}: {}", e[0].message);
    }
    // A walk of the walk page, carried in by its link: its closed tour is one cycle.
    let mut walk = open("from=walk&board=8x8&start=1,1&rule=random&seed=18");
    assert_eq!(cycles(walk.as_mut()), 1);
    assert_eq!(walk.link(), "from=walk&board=8x8&rule=random&seed=18");
    let s = walk.status();
    assert!(
        text(&s, "source")
            .contains("closed tour of the walk on 8x8 from (1,1), rule random, seed 18"),
        "{}",
        text(&s, "source")
    );
    assert_eq!(text(&s, "gen-source"), "the walk's closed tour (8x8)");
    assert_eq!(output(&s, "gen-source").shown, Some(true));
    let t: std::collections::BTreeMap<_, _> = walk.texts().into_iter().collect();
    assert_eq!((t["gen"].as_str(), t["n"].as_str()), ("", "8"));
    // A walk that is not closed: said on the source, and the page's default cover instead.
    let (mut bad, e) = opened("from=walk&board=5x5&start=1,1&rule=ordering:12345678&seed=1");
    assert_eq!(e[0].field, Some("from"));
    assert!(
        e[0].message.starts_with("that walk is not a closed tour: "),
        "{}",
        e[0].message
    );
    assert_eq!(cycles(bad.as_mut()), 7);
    assert_eq!(bad.link(), "");
    let (_, e) = opened("from=walk&board=8x8&start=9,9&rule=random&seed=1");
    assert!(e[0].message.starts_with("start: "), "{}", e[0].message);
}

#[test]
fn a_link_the_page_cannot_show_drops_its_switches() {
    let (mut page, e) = opened("gen=nonsense&n=9&seed=-3&ops=banana");
    let fields: Vec<_> = e.iter().map(|e| e.field.unwrap()).collect();
    assert_eq!(fields, ["gen", "seed", "n", "ops"]);
    assert!(e[3].message.contains(
        "the switches were not replayed: they belong to nonsense 9x9, which could not be shown"
    ));
    assert_eq!(cycles(page.as_mut()), 7);
    assert_eq!(page.link(), "");
    let (mut page, e) = opened("gen=divide-tourney&n=13&seed=1&ops=join@3");
    assert_eq!(e.last().unwrap().field, Some("ops"));
    assert!(e.last().unwrap().message.contains("not replayed"));
    assert_eq!(page.status().play.unwrap().len, 0);
    assert_eq!(page.link(), "");
    // Switches that do not parse, on a cover that could be made: said, nothing replayed.
    let (mut page, e) = opened("gen=divide-tourney&n=22&seed=1&ops=banana");
    assert!(e.is_empty());
    let s = page.status();
    assert!(
        text(&s, "ops-msg").starts_with("From the link: ops: 'banana' is not a rail"),
        "{}",
        text(&s, "ops-msg")
    );
    assert_eq!(cycles(page.as_mut()), 7);
}

#[test]
fn the_menus_come_from_the_catalogue() {
    let menus = <TourneysLab as Lab>::menus();
    let gen = menus.iter().find(|m| m.field == "gen").unwrap();
    assert_eq!(gen.choices.len(), CATALOGUE.len() + 1);
    assert_eq!(gen.choices[0].value, "");
    for (c, info) in gen.choices[1..].iter().zip(CATALOGUE.iter()) {
        assert_eq!(c.value, info.name);
        assert!(c.help.contains(&info.sizes.words()), "{}", c.help);
    }
    let tiles = menus.iter().find(|m| m.field == "tiles").unwrap();
    assert_eq!(tiles.choices[0].value, "searched");
    assert_eq!(tiles.choices[1].label, "Parberry's");
    let rgen = menus.iter().find(|m| m.field == "rgen").unwrap();
    assert_eq!(rgen.choices.len(), CATALOGUE.len());
    assert!(menus.iter().any(|m| m.field == "numbering"));
    // Divide's tiles: Parberry's make another tour, named in the source.
    let mut his = open("gen=divide&n=20&tiles=parberry");
    let s = his.status();
    assert!(
        text(&s, "source").ends_with(", on Parberry's tiles."),
        "{}",
        text(&s, "source")
    );
    assert_eq!(output(&s, "tiles-field").shown, Some(true));
    let mut ours = open("gen=divide&n=20");
    assert!(!same_moves(
        &cover_of(his.as_mut()),
        &cover_of(ours.as_mut())
    ));
    // A generator without tiles drops them from the link.
    his.apply(&texts(&[("gen", "braid")])).unwrap();
    assert_eq!(his.link(), "gen=braid&n=20");
    assert_eq!(output(&his.status(), "tiles-field").shown, Some(false));
}

#[test]
fn a_takefuji_lee_cover_says_how_the_network_converged() {
    let mut page = open("gen=takefuji-lee&n=16&seed=1");
    let s = page.status();
    assert!(
        text(&s, "source").starts_with("Showing takefuji-lee on 16x16, seed 1, converged after "),
        "{}",
        text(&s, "source")
    );
    assert!(cycles(page.as_mut()) >= 1);
}

#[test]
fn a_long_generation_and_a_plan_run_as_jobs() {
    let (mut page, _) = labs::open("tourneys", "gen=warnsdorff-tourney&n=200&seed=1").unwrap();
    assert_eq!(page.job().unwrap().name(), "Generating the cover");
    assert!(page
        .status()
        .line
        .starts_with("Generating warnsdorff-tourney on 200x200"));
    // Nothing to act on yet.
    assert!(act(page.as_mut(), json!({"do": "plan", "kind": "join"})).is_err());
    let mut rounds = 0;
    loop {
        let p = page.job().unwrap().work(16).unwrap();
        assert!((0.0..=1.0).contains(&p.fraction()));
        rounds += 1;
        if p.is_finished() {
            break;
        }
    }
    assert!(page.job().is_none() && rounds > 2);
    let count = cycles(page.as_mut());
    assert!(count > 1);
    let before = exported(page.as_mut());
    act(page.as_mut(), json!({"do": "plan", "kind": "obfuscate"})).unwrap();
    assert_eq!(page.job().unwrap().name(), "Planning obfuscate");
    page.job().unwrap().work(4).unwrap();
    page.job().unwrap().cancel();
    assert!(page.job().is_none());
    let s = page.status();
    assert_eq!(
        text(&s, "plan-msg"),
        "Cancelled: no obfuscate plan; the cover is as it was."
    );
    assert_eq!(exported(page.as_mut()), before);
    assert_eq!(s.play.unwrap().len, 0);
    let n = plan(page.as_mut(), "join");
    act(page.as_mut(), json!({"do": "seek", "to": n})).unwrap();
    assert!(cycles(page.as_mut()) < count);
    // A generation cancelled leaves the cover shown as it was.
    page.apply(&texts(&[("seed", "2")])).unwrap();
    assert!(page.link().contains("seed=2"));
    page.job().unwrap().cancel();
    assert!(!page.link().contains("seed=2"), "{}", page.link());
    assert!(page.link().contains("ops=join@"), "{}", page.link());
    assert!(text(&page.status(), "from-msg").starts_with("Cancelled the generation of"));
    // The page's first cover cancelled: the default cover instead.
    let (mut first, _) = labs::open("tourneys", "gen=warnsdorff-tourney&n=200&seed=2").unwrap();
    first.job().unwrap().cancel();
    assert_eq!(cycles(first.as_mut()), 7);
}

#[test]
fn covers_are_exported_and_imported_back() {
    let mut page = open("gen=divide-tourney&n=22&seed=1");
    let json = exported(page.as_mut());
    let mut other = open("gen=braid&n=8");
    let r = act(other.as_mut(), json!({"do": "import", "text": json})).unwrap();
    assert_eq!(r["say"], json!("Imported a cover of 7 cycles on 22x22."));
    assert_eq!(cycles(other.as_mut()), 7);
    assert!(same_moves(
        &cover_of(other.as_mut()),
        &cover_of(page.as_mut())
    ));
    let link = other.link();
    assert!(
        link.starts_with("from=import&board=22x22&cycles="),
        "{link}"
    );
    let mut again = open(&link);
    assert!(same_moves(
        &cover_of(again.as_mut()),
        &cover_of(page.as_mut())
    ));
    assert!(text(&again.status(), "source").contains("an imported cover on 22x22"));
    // SVG; the matrix of a single cycle only.
    let r = act(page.as_mut(), json!({"do": "export", "format": "svg"})).unwrap();
    assert!(r["file"]["text"].as_str().unwrap().starts_with("<svg"));
    assert_eq!(
        r["file"]["name"],
        json!("cover-divide-tourney-22x22-seed1.svg")
    );
    let e = act(page.as_mut(), json!({"do": "export", "format": "matrix"})).unwrap_err();
    assert!(e.message.contains("7 cycles"), "{}", e.message);
    let e = act(page.as_mut(), json!({"do": "export", "format": "banana"})).unwrap_err();
    assert!(e.message.contains("format 'banana'"), "{}", e.message);
    let r = act(page.as_mut(), json!({"do": "export", "format": "png"})).unwrap();
    assert_eq!(r["file"]["mime"], json!("image/png"));
    // A closed tour as a matrix is a cover of one cycle; an open one is refused.
    let mut tour = open("gen=divide&n=8");
    let m = act(tour.as_mut(), json!({"do": "export", "format": "matrix"})).unwrap();
    let r = act(
        other.as_mut(),
        json!({"do": "import", "text": m["file"]["text"]}),
    )
    .unwrap();
    assert_eq!(r["say"], json!("Imported a closed tour on 8x8."));
    assert!(text(&other.status(), "source").contains("an imported closed tour on 8x8"));
    let e = act(
        other.as_mut(),
        json!({"do": "import", "text": "1 - -\n- - 2\n"}),
    )
    .unwrap_err();
    assert!(e.message.contains("not a closed tour"), "{}", e.message);
    let e = act(
        other.as_mut(),
        json!({"do": "import", "text": "1 - - -\n\n- - 2 -\n- 3 - -\n"}),
    )
    .unwrap_err();
    assert!(e.message.contains("line 4, square (3,2)"), "{}", e.message);
    assert_eq!(cycles(other.as_mut()), 1);
    // An imported cover too big for the page.
    let big = generate(Generator::Braid, 402, 1).unwrap();
    let text = exchange::export_cycles(big.board(), &big.cycles(), exchange::Format::Json).unwrap();
    let e = act(other.as_mut(), json!({"do": "import", "text": text})).unwrap_err();
    assert!(e.message.contains("sides up to 400"), "{}", e.message);
    // An imported cover whose cycles are too many for a link keeps none there.
    let (_, e) = opened("from=import&board=30x30");
    assert!(
        e[0].message.contains("too long for a link"),
        "{}",
        e[0].message
    );
}

#[test]
fn a_construction_tour_comes_by_its_board_alone() {
    for b in ["6x9", "7x9"] {
        let mut page = open(&format!("from=construct&board={b}"));
        assert_eq!(cycles(page.as_mut()), 1);
        assert_eq!(page.link(), format!("from=construct&board={b}"));
        assert!(text(&page.status(), "source").contains(&format!("closed tour on {b}")));
        let n = plan(page.as_mut(), "shatter");
        act(page.as_mut(), json!({"do": "step"})).unwrap();
        let mut again = open(&page.link());
        assert_eq!(cycles(again.as_mut()), cycles(page.as_mut()), "{b}");
        assert_eq!(again.status().play.unwrap().len, n);
    }
    let (_, e) = opened("from=construct&board=4x9");
    assert_eq!(e[0].field, Some("from"));
    assert!(e[0].message.contains("Theorem"), "{}", e[0].message);
}

#[test]
fn a_rail_is_described_before_it_is_switched_by_pointer_keys_or_touch() {
    let mut page = open("gen=divide-tourney&n=22&seed=1&rails=on");
    // The board at 20 px squares.
    page.scene("board", Viewport::new(440.0, 440.0, 1.0), &mut NoGlyphs);
    let k = (0..rails(page.as_mut()))
        .find(|&k| {
            let r = act(page.as_mut(), json!({"do": "rail", "k": k})).unwrap()["value"].clone();
            r["effect"] == json!("joins") && r["picked"] == json!(true)
        })
        .unwrap();
    let r = act(page.as_mut(), json!({"do": "rail", "k": k})).unwrap()["value"].clone();
    let (x, y) = (r["x"].as_f64().unwrap(), r["y"].as_f64().unwrap());
    act(
        page.as_mut(),
        json!({"do": "hover", "view": "board", "x": x, "y": y}),
    )
    .unwrap();
    let s = page.status();
    assert!(
        s.explain.starts_with(&format!("Rail {}: ", k + 1)),
        "{}",
        s.explain
    );
    assert!(s.explain.contains("would join cycles"), "{}", s.explain);
    assert!(s.explain.ends_with("Click to switch it."), "{}", s.explain);
    assert!(s.say.is_none(), "a pointer's preview is not said aloud");
    act(
        page.as_mut(),
        json!({"do": "press", "view": "board", "x": x, "y": y}),
    )
    .unwrap();
    assert_eq!(cycles(page.as_mut()), 6);
    let s = page.status();
    assert!(
        s.line.starts_with(&format!("Switched rail {} at ", k + 1)),
        "{}",
        s.line
    );
    assert!(
        !s.explain.starts_with("Rail "),
        "the switched rail is no longer described"
    );
    // Nowhere near a rail.
    act(page.as_mut(), json!({"do": "press", "x": -5.0, "y": -5.0})).unwrap();
    assert!(page.status().explain.starts_with("No rail there"));
    // Keys: ↓ from an empty field is rail 1, ↑ from 1 wraps to the last.
    let r = act(page.as_mut(), json!({"do": "preview", "text": "", "by": 1})).unwrap();
    assert_eq!(r["value"], json!(1));
    let s = page.status();
    assert!(s.explain.starts_with("Rail 1: ") && s.explain.ends_with("Press Enter to switch it."));
    assert_eq!(s.say.as_deref(), Some(s.explain.as_str()));
    let n = rails(page.as_mut());
    let r = act(
        page.as_mut(),
        json!({"do": "preview", "text": "1", "by": -1}),
    )
    .unwrap();
    assert_eq!(r["value"], json!(n));
    let r = act(page.as_mut(), json!({"do": "preview", "text": "banana"})).unwrap();
    assert_eq!(r["value"], Value::Null);
    assert_eq!(cycles(page.as_mut()), 6, "previewing switches nothing");
    // The numbering names the moves of the description.
    act(page.as_mut(), json!({"do": "preview", "text": "1"})).unwrap();
    page.apply(&texts(&[("numbering", "phadke")])).unwrap();
    assert!(page.status().explain.contains("(Phadke's numbering)"));
    assert_eq!(page.status().carry, "numbering=phadke");
    // Touch: the first tap previews, the second switches.
    act(page.as_mut(), json!({"do": "preview", "text": ""})).unwrap();
    act(page.as_mut(), json!({"do": "pointer", "kind": "touch"})).unwrap();
    let j = (0..rails(page.as_mut()))
        .find(|&j| {
            act(page.as_mut(), json!({"do": "rail", "k": j})).unwrap()["value"]["picked"]
                == json!(true)
        })
        .unwrap();
    let r = act(page.as_mut(), json!({"do": "rail", "k": j})).unwrap()["value"].clone();
    let tap = json!({"do": "press", "x": r["x"], "y": r["y"]});
    act(page.as_mut(), tap.clone()).unwrap();
    assert!(page
        .status()
        .explain
        .ends_with("Tap it again to switch it."));
    // A touch leaving the board does not take the preview away.
    act(page.as_mut(), json!({"do": "hover", "x": -1, "y": -1})).unwrap();
    assert_eq!(cycles(page.as_mut()), 6);
    act(page.as_mut(), tap).unwrap();
    assert!(page
        .status()
        .line
        .starts_with(&format!("Switched rail {} at ", j + 1)));
}

#[test]
fn the_board_is_drawn_in_four_layers_each_only_when_it_changed() {
    let mut page = open("gen=divide-tourney&n=22&seed=1");
    let vp = Viewport::new(440.0, 600.0, 2.0);
    {
        let s = page.scene("board", vp, &mut NoGlyphs).unwrap();
        assert_eq!((s.width, s.height, s.dpr), (440.0, 440.0, 2.0));
        assert_eq!(s.layers.len(), 4);
        assert!(matches!(s.layers[0].content, Content::Pixels { .. }));
        assert_eq!(s.layers[0].bitmap, (880, 880));
        assert!(matches!(s.layers[1].content, Content::Pixels { .. }));
        assert!(matches!(s.layers[2].content, Content::Hidden), "no graph");
        // Squares of 20 px: the top layer holds the seven cycles' numbers and nothing else (no
        // rail hovered).
        match &s.layers[3].content {
            Content::Shapes { shapes, .. } => {
                let numbers: Vec<&str> = shapes
                    .iter()
                    .filter_map(|sh| match sh {
                        Shape::Text { text, .. } => Some(text.as_str()),
                        _ => None,
                    })
                    .collect();
                assert_eq!(numbers, ["1", "2", "3", "4", "5", "6", "7"]);
                assert_eq!(shapes.len(), 7);
            }
            _ => panic!("the cycles' numbers on 20 px squares"),
        }
    }
    // Squares under 20 px: no numbers until a cycle is pointed at.
    let small = Viewport::new(400.0, 600.0, 2.0);
    {
        let s = page.scene("board", small, &mut NoGlyphs).unwrap();
        assert!(matches!(s.layers[3].content, Content::Hidden));
    }
    act(page.as_mut(), json!({"do": "hover", "x": 5, "y": 5})).unwrap();
    {
        let s = page.scene("board", small, &mut NoGlyphs).unwrap();
        assert!(matches!(s.layers[3].content, Content::Shapes { .. }));
    }
    act(page.as_mut(), json!({"do": "hover", "x": -1, "y": -1})).unwrap();
    page.scene("board", vp, &mut NoGlyphs).unwrap();
    assert!(
        page.scene("board", vp, &mut NoGlyphs).is_none(),
        "nothing changed"
    );
    act(page.as_mut(), json!({"do": "preview", "text": "3"})).unwrap();
    {
        let s = page.scene("board", vp, &mut NoGlyphs).unwrap();
        assert!(matches!(s.layers[3].content, Content::Shapes { .. }));
    }
    page.apply(&texts(&[("graph", "on")])).unwrap();
    {
        let s = page.scene("board", vp, &mut NoGlyphs).unwrap();
        assert!(matches!(s.layers[2].content, Content::Shapes { .. }));
        assert!(matches!(s.layers[3].content, Content::Keep));
    }
    let s = page.status();
    assert!(text(&s, "graph-text").starts_with("Rail graph (001 Figure 16): 7 cycles as vertices"));
    assert_eq!(data(&s, "graph-text", "cycles"), "7");
    assert_eq!(output(&s, "graph-text").shown, Some(true));
    // A join: the graph has a vertex fewer.
    plan(page.as_mut(), "join");
    act(page.as_mut(), json!({"do": "step"})).unwrap();
    assert!(page.scene("board", vp, &mut NoGlyphs).is_some());
    assert_eq!(data(&page.status(), "graph-text", "cycles"), "6");
    page.apply(&texts(&[("graph", "off")])).unwrap();
    let s = page.scene("board", vp, &mut NoGlyphs).unwrap();
    assert!(matches!(s.layers[2].content, Content::Hidden));
    // The compass, drawn again only for another numbering.
    assert!(page
        .scene("compass", vp, &mut NoGlyphs)
        .unwrap()
        .label
        .contains("Parberry"));
    assert!(page.scene("compass", vp, &mut NoGlyphs).is_none());
}

#[test]
fn the_link_keeps_the_view_and_a_reload_shows_it() {
    let mut page = open("gen=warnsdorff-tourney&n=12&seed=4");
    page.apply(&texts(&[
        ("rails", "on"),
        ("speed", "7"),
        ("numbering", "squirrel"),
    ]))
    .unwrap();
    switch(page.as_mut(), 0).unwrap();
    plan(page.as_mut(), "join");
    act(page.as_mut(), json!({"do": "step"})).unwrap();
    act(page.as_mut(), json!({"do": "step"})).unwrap();
    page.apply(&texts(&[
        ("graph", "on"),
        ("rsizes", "8..16:4"),
        ("robf", "on"),
    ]))
    .unwrap();
    let link = page.link();
    for part in [
        "gen=warnsdorff-tourney",
        "rails=on",
        "graph=on",
        "robf=on",
        "rsizes=8..16:4",
        "ops=r",
        ",join@2",
        "speed=7",
        "numbering=squirrel",
    ] {
        assert!(link.contains(part), "{part}: {link}");
    }
    let mut again = open(&link);
    assert_eq!(again.link(), link);
    assert_eq!(again.status().line, page.status().line);
    assert_eq!(pos(again.as_mut()), 2);
    // Generate shows the cover afresh, without its switches.
    act(again.as_mut(), json!({"do": "generate"})).unwrap();
    finish(again.as_mut());
    assert!(!again.link().contains("ops="), "{}", again.link());
    assert_eq!(pos(again.as_mut()), 0);
}

#[test]
fn the_cover_is_drawn_once_a_move_in_its_cycles_colour_and_rails_only_where_they_fit() {
    let cover = generate(Generator::FourCover, 8, 1).unwrap();
    let mut t = Tourney::new(cover, "four-cover 8".into(), 1);
    let (c, labels, colours) = t.view();
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
    assert_eq!(cycle_colour(&DAY, PALETTE + 1), cycle_colour(&DAY, 1));
    assert!(rails_fit(RAIL_MIN) && !rails_fit(RAIL_MIN - 0.5));

    let cover = generate(Generator::DivideTourney, 22, 1).unwrap();
    let b = cover.board();
    let mut t = Tourney::new(cover, "divide-tourney 22".into(), 1);
    let knight = |&(i, j): &(usize, usize)| Board::move_between(b.square(i), b.square(j)).is_some();
    let (c, labels, colours) = t.view();
    let strokes = cover_strokes(c, (labels, colours), 20.0, &DAY);
    assert_eq!(
        strokes.iter().map(|s| s.moves.len()).sum::<usize>(),
        b.squares()
    );
    assert!(strokes.iter().all(|s| s.round && s.dash.is_none()));
    assert!(strokes.iter().flat_map(|s| &s.moves).all(knight));
    let rails = t.rails().to_vec();
    assert!(rail_strokes(b, &rails, RAIL_MIN - 1.0, &DAY).is_empty());
    let [primary, cross] = <[_; 2]>::try_from(rail_strokes(b, &rails, 20.0, &DAY)).unwrap();
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
    let cover = t.cover().clone();
    assert!(primary
        .moves
        .iter()
        .all(|&(i, j)| cover.neighbours(i).contains(&j)));
    assert!(cross.moves.iter().all(knight));
    let r = rails[0];
    t.switch_rail(0).unwrap();
    let sw = switch_strokes(b, t.last().unwrap().rail, 20.0, &DAY);
    assert_eq!(sw.len(), 3);
    // What the switch put in is in the cover now; what it took out is not.
    assert!(sw[0]
        .moves
        .iter()
        .all(|&(i, j)| t.cover().neighbours(i).contains(&j)));
    assert!(sw[2]
        .moves
        .iter()
        .all(|&(i, j)| !t.cover().neighbours(i).contains(&j)));
    assert_eq!(hover_strokes(b, r, 20.0, &DAY).len(), 2);
}

#[test]
fn rails_over_n_runs_in_a_worker_and_its_rows_make_the_charts_verdicts_and_table() {
    let mut page = open("rgen=four-cover&rsizes=8..16:4&rsamples=1");
    let r = act(page.as_mut(), json!({"do": "sweep"})).unwrap();
    let call = &r["worker"];
    assert_eq!(call["kind"], json!("rails"));
    assert_eq!(call["label"], json!("Rails over n"));
    let id = call["id"].as_u64().unwrap();
    let clock = Box::new(NoClock);
    let mut job = labs::worker_job("rails", &call["spec"], 0, 1, clock).unwrap();
    let mut sent = 0;
    loop {
        let p = job.work(1).unwrap();
        let output = job.output();
        sent += output.as_array().unwrap().len();
        let finished = p.is_finished();
        page.feed(Feed {
            id,
            part: 0,
            parts: 1,
            done: p.done,
            total: p.total,
            words: p.words,
            output,
            finished,
            cancelled: false,
            error: None,
            answer: None,
        });
        if finished {
            break;
        }
    }
    assert_eq!(sent, 3);
    let s = page.status();
    assert!(
        text(&s, "rails-status")
            .starts_with("Rails over n for four-cover: done, 3 sizes of 1 sample."),
        "{}",
        text(&s, "rails-status")
    );
    assert_eq!(data(&s, "rails-status", "end"), "done");
    let verdicts = output(&s, "rails-verdicts").rows.clone().unwrap();
    assert_eq!(verdicts.len(), 3);
    assert_eq!(verdicts[2].data[1], ("finding", "does not".to_string()));
    let table = output(&s, "rails-table").rows.clone().unwrap();
    assert_eq!(table.len(), 4);
    assert_eq!(table[1].cells[0].text, "8");
    // The rows are the experiment's own.
    let rows: Vec<RailRow> = rails_rows(
        RailSpec::parse("four-cover").unwrap(),
        Sizes::parse("8..16:4").unwrap(),
        1,
        1,
    )
    .unwrap();
    assert_eq!(table[1].cells[3].text, rows[0].connected.to_string());
    assert_eq!(
        table[1].cells[6].text,
        rows[0].joined_disconnected.to_string()
    );
    let chart = page
        .scene(
            "rails-chart",
            Viewport::new(500.0, 260.0, 1.0),
            &mut NoGlyphs,
        )
        .unwrap();
    assert!(
        chart
            .label
            .starts_with("Rails of the tours against n (four-cover): fewest rails: "),
        "{}",
        chart.label
    );
    assert!(page
        .scene(
            "rails-chart",
            Viewport::new(500.0, 260.0, 1.0),
            &mut NoGlyphs
        )
        .is_none());
    // A long sweep cancelled in its Worker keeps the sizes done.
    page.apply(&texts(&[
        ("rgen", "warnsdorff-tourney"),
        ("rsizes", "100..200:2"),
        ("rsamples", "20"),
    ]))
    .unwrap();
    let r = act(page.as_mut(), json!({"do": "sweep"})).unwrap();
    let id = r["worker"]["id"].as_u64().unwrap();
    // A second sweep while the first runs sets the first aside: dropped, not cancelled.
    let r = act(page.as_mut(), json!({"do": "sweep"})).unwrap();
    assert_eq!(r["drop"], json!([id]));
    assert!(r.get("stop").is_none());
    let id = r["worker"]["id"].as_u64().unwrap();
    let mut job = labs::worker_job("rails", &r["worker"]["spec"], 0, 1, Box::new(NoClock)).unwrap();
    job.work(1).unwrap();
    job.cancel();
    let p = job.work(0).unwrap();
    assert!(p.is_finished());
    page.feed(Feed {
        id,
        part: 0,
        parts: 1,
        done: p.done,
        total: p.total,
        words: p.words,
        output: job.output(),
        finished: false,
        cancelled: true,
        error: None,
        answer: None,
    });
    let s = page.status();
    assert_eq!(
        text(&s, "rails-status"),
        "Cancelled after 0 of 51 sizes; the chart shows those."
    );
    assert_eq!(data(&s, "rails-status", "end"), "cancelled");
    assert!(labs::worker_job("rails", &json!({"gen": "nope"}), 0, 1, Box::new(NoClock)).is_err());
}

struct NoClock;

impl warnsdorff::job::Clock for NoClock {
    fn now_ns(&mut self) -> f64 {
        0.0
    }
}

//! The Phadke page's lab (`labs::enumerate`) through the page contract, natively: its form read
//! from texts and links with errors that name their fields, a set counted by its Worker job and
//! browsed by questions to it (next, previous, a number, Random from the linked seed, a tie's
//! branch, the board's keys), every solution shown a checked closed tour that exports and
//! imports back, a click on the board, the table's pairs counted in parts as the pool of Workers
//! does, and the Workers the lab lets go.

use serde_json::json;
use warnsdorff::exchange::import_tour;
use warnsdorff::job::{run_to_end, Clock};
use warnsdorff::labs;
use warnsdorff::page::glyphs::NoGlyphs;
use warnsdorff::page::scene::{Content, Shape, Viewport};
use warnsdorff::page::status::{Feed, Reply, Row, Status, WorkerCall};
use warnsdorff::page::{Page, WorkerJob};

mod common;
use common::{open_lab, output, text, texts};

/// A clock for the jobs run here: a millisecond a reading (their times are not checked).
struct Ticks(f64);

impl Clock for Ticks {
    fn now_ns(&mut self) -> f64 {
        self.0 += 1e6;
        self.0
    }
}

fn open(query: &str) -> Box<dyn Page> {
    open_lab("enumerate", query)
}

fn data(s: &Status, name: &str, key: &str) -> Option<String> {
    output(s, name)
        .data
        .iter()
        .find(|(k, _)| *k == key)
        .map(|(_, v)| v.clone())
}

/// The 53 rows of the pairs' table, from its bodies (one a start of Figure 3).
fn pair_rows(s: &Status) -> Vec<Row> {
    (1..=10)
        .flat_map(|set| output(s, &format!("pairs-{set}")).rows.clone().unwrap())
        .collect()
}

fn feed(v: serde_json::Value) -> Feed {
    serde_json::from_value(v).unwrap()
}

/// Part `part` of `parts` of a Worker call, run to its end as a Worker runs it.
fn run(call: &WorkerCall, part: u32, parts: u32) -> Box<dyn WorkerJob> {
    let mut job =
        labs::worker_job(call.kind, &call.spec, part, parts, Box::new(Ticks(0.0))).unwrap();
    run_to_end(job.as_mut(), 1 << 14).unwrap();
    job
}

/// Count the set the reply asks a Worker for, feed what it sends back, and keep the job for
/// the questions that follow.
fn counted(page: &mut dyn Page, reply: Reply) -> Box<dyn WorkerJob> {
    let call = reply.worker.expect("a Worker job");
    assert!(!call.parallel);
    let mut job = run(&call, 0, 1);
    page.feed(feed(json!({
        "id": call.id, "done": 1, "total": 1, "output": job.output(), "finished": true
    })));
    job
}

/// Put the question a reply asks to the set's job and feed its answer back.
fn answer(page: &mut dyn Page, job: &mut dyn WorkerJob, reply: Reply) {
    let q = reply.ask.expect("a question for the set's Worker");
    let a = job.ask(&q.question).unwrap();
    page.feed(feed(json!({"id": q.id, "answer": a})));
}

fn shown(page: &mut dyn Page) -> u64 {
    data(&page.status(), "solution-line", "number")
        .unwrap()
        .parse()
        .unwrap()
}

#[test]
fn the_link_keeps_what_differs_from_the_defaults_and_errors_name_their_fields() {
    let page = open("");
    assert_eq!(page.link(), "");
    let t: std::collections::BTreeMap<_, _> = page.texts().into_iter().collect();
    assert_eq!(
        (
            t["start"].as_str(),
            t["end"].as_str(),
            t["reading"].as_str()
        ),
        ("a8", "c7", "outlet-reserved")
    );
    assert_eq!((t["dash"].as_str(), t["n"].as_str()), ("none", ""));
    let q = "start=b8&end=a6&dash=ecd:b6&n=3&family=semi&rseed=5";
    assert_eq!(open(q).link(), q);
    // The end follows a start it is no longer a knight's move from; an end given stays.
    assert_eq!(open("start=c6").link(), "start=c6&end=b8");
    assert_eq!(open("start=d5").link(), "start=d5");
    for (pairs, field) in [
        (&[("end", "a8")][..], "end"),
        (&[("start", "z9")][..], "start"),
        (&[("start", "k9")][..], "start"),
        (&[("reading", "banana")][..], "reading"),
        (&[("dash", "q")][..], "dash"),
        (&[("dash", "a8")][..], "dash"),
        (&[("dash", "ecd:b6")][..], "dash"),
        (&[("n", "0")][..], "n"),
        (&[("n", "1.5")][..], "n"),
        (&[("n", "-1")][..], "n"),
        (&[("n", "NaN")][..], "n"),
        (&[("family", "banana")][..], "family"),
        (&[("rseed", "x")][..], "rseed"),
    ] {
        let e = page.check(&texts(pairs));
        assert_eq!(e.first().and_then(|e| e.field), Some(field), "{pairs:?}");
    }
    // A corner the pair cannot dash is refused with the corners it can.
    let e = page.check(&texts(&[("dash", "a8")]));
    assert!(
        e[0].message.contains("dashable corners: h8, a1, h1"),
        "{}",
        e[0].message
    );
    assert!(page.check(&texts(&[("start", "k9")]))[0]
        .message
        .contains("k9"));
    // A link with a wrong entry: said, and that field back to its default.
    let (page, errors) = labs::open("enumerate", "start=b8&end=zz&reading=banana").unwrap();
    let fields: Vec<_> = errors.iter().map(|e| e.field).collect();
    assert_eq!(fields, [Some("end"), Some("reading")]);
    assert_eq!(page.link(), "start=b8&end=d7");
}

#[test]
fn a8_c7_counts_to_the_papers_14258_and_every_solution_shown_is_a_checked_closed_tour() {
    let mut page = open("");
    assert!(page
        .status()
        .line
        .starts_with("Press Count to count a8→c7 (set 1(a))"));
    assert_eq!(output(&page.status(), "export-matrix").enabled, Some(false));
    let reply = page.act(json!({"do": "count"})).unwrap();
    let call = reply.worker.clone().unwrap();
    assert_eq!(call.kind, "phadke-set");
    assert_eq!(call.label, "Counting a8→c7");
    assert!(page.status().line.starts_with("Counting a8→c7"));
    let mut job = counted(page.as_mut(), reply);
    let s = page.status();
    assert_eq!(data(&s, "status", "solutions").as_deref(), Some("14258"));
    assert!(
        s.line.contains("14,258 solutions") && s.line.contains("paper 14,258: reproduced"),
        "{}",
        s.line
    );
    // Solution 1 is the paper's Figure 4: ties at moves 2, 20, 41, 43, 47, 48, 49.
    assert_eq!(shown(page.as_mut()), 1);
    assert_eq!(page.link(), "n=1");
    let ties = output(&s, "ties").rows.clone().unwrap();
    let moves: Vec<_> = ties
        .iter()
        .map(|r| r.data.iter().find(|(k, _)| *k == "move").unwrap().1.clone())
        .collect();
    assert_eq!(moves, ["2", "20", "41", "43", "47", "48", "49"]);
    assert!(text(&s, "matrix").starts_with(" 1 22  3 18 43 38 13 16\n"));
    assert_eq!(
        text(&s, "solution-line"),
        "Solution 1 of 14,258: a closed tour (checked), 7 ties on the way."
    );
    for n in [1u64, 7000, 14258] {
        let r = page.apply(&texts(&[("n", &n.to_string())]));
        assert!(r.is_ok(), "{r:?}");
        let reply = page.act(json!({"do": "go"})).unwrap();
        answer(page.as_mut(), job.as_mut(), reply);
        assert_eq!(shown(page.as_mut()), n);
        let s = page.status();
        assert_eq!(data(&s, "solution-line", "closed").as_deref(), Some("true"));
        let m = page
            .act(json!({"do": "export", "format": "matrix"}))
            .unwrap();
        let file = m.file.unwrap();
        assert_eq!(
            file.name,
            format!("phadke-a8-c7-outlet-reserved-solution-{n}.txt")
        );
        assert_eq!(file.text, text(&s, "matrix"), "solution {n}");
        let j = page.act(json!({"do": "export", "format": "json"})).unwrap();
        let t = import_tour(&j.file.unwrap().text).unwrap();
        assert!(t.closed && t.squares.len() == 64 && t.squares[0] == 0);
        let svg = page.act(json!({"do": "export", "format": "svg"})).unwrap();
        assert!(svg.file.unwrap().text.starts_with("<svg"));
        let png = page.act(json!({"do": "export", "format": "png"})).unwrap();
        assert_eq!(png.file.unwrap().mime, "image/png");
    }
    // Out of range: refused beside the number, with the range.
    for bad in ["14259", "99999"] {
        let e = page.apply(&texts(&[("n", bad)])).unwrap_err();
        assert_eq!(e[0].field, Some("n"));
        assert!(e[0].message.contains("1 to 14,258"), "{}", e[0].message);
    }
    assert_eq!(shown(page.as_mut()), 14258);
}

#[test]
fn browsing_next_previous_keys_random_and_a_ties_other_branch() {
    let mut page = open("");
    let reply = page.act(json!({"do": "count"})).unwrap();
    let mut job = counted(page.as_mut(), reply);
    let mut step = |page: &mut Box<dyn Page>, action: serde_json::Value| -> u64 {
        let reply = page.act(action).unwrap();
        answer(page.as_mut(), job.as_mut(), reply);
        shown(page.as_mut())
    };
    assert_eq!(step(&mut page, json!({"do": "next"})), 2);
    let s = page.status();
    let last = output(&s, "ties").rows.clone().unwrap();
    assert!(last.last().unwrap().cells[0].text.contains("move 54"));
    assert_eq!(step(&mut page, json!({"do": "prev"})), 1);
    assert_eq!(step(&mut page, json!({"do": "prev"})), 14258, "wraps");
    assert_eq!(step(&mut page, json!({"do": "next"})), 1, "wraps");
    // The board's keys, handled (the page then keeps them from scrolling).
    let key = |k: &str| json!({"do": "key", "view": "board", "key": k});
    assert_eq!(step(&mut page, key("End")), 14258);
    assert_eq!(step(&mut page, key("Home")), 1);
    assert_eq!(step(&mut page, key("ArrowRight")), 2);
    assert_eq!(step(&mut page, key("ArrowLeft")), 1);
    let r = page.act(key("ArrowRight")).unwrap();
    assert_eq!(r.value, Some(json!(true)));
    assert_eq!(page.act(key("x")).unwrap().value, None);
    assert_eq!(page.act(key("Blur")).unwrap().value, None);
    // A tie's other branch: the first solution down it, which takes it.
    let _ = step(&mut page, json!({"do": "first"}));
    let s = page.status();
    let ties = output(&s, "ties").rows.clone().unwrap();
    let at20 = ties
        .iter()
        .find(|r| r.data.contains(&("move", "20".to_string())))
        .unwrap();
    let branch = at20.cells.iter().find(|c| c.act.is_some()).unwrap();
    let to = step(&mut page, branch.act.clone().unwrap());
    assert!(to > 1);
    let s = page.status();
    let ties = output(&s, "ties").rows.clone().unwrap();
    let at20 = ties
        .iter()
        .find(|r| r.data.contains(&("move", "20".to_string())))
        .unwrap();
    assert_ne!(
        at20.data.iter().find(|(k, _)| *k == "chosen").unwrap().1,
        "0"
    );
    // Random draws from the seed in the link: the same seed, the same numbers.
    let draws = |q: &str| -> Vec<u64> {
        let mut p = open(q);
        let r = p.act(json!({"do": "count"})).unwrap();
        let mut j = counted(p.as_mut(), r);
        (0..3)
            .map(|_| {
                let r = p.act(json!({"do": "random"})).unwrap();
                answer(p.as_mut(), j.as_mut(), r);
                shown(p.as_mut())
            })
            .collect()
    };
    let five = draws("rseed=5");
    assert_eq!(five, draws("rseed=5"));
    assert_ne!(five, draws("rseed=6"));
    assert!(five.iter().all(|n| (1..=14258).contains(n)));
}

#[test]
fn a_linked_solution_is_counted_and_shown_and_a_new_set_drops_it() {
    let mut page = open("start=b8&end=a6&dash=ecd:b6&n=3&rseed=5");
    let first = page.act(json!({"do": "on-load"})).unwrap().value.unwrap();
    assert_eq!(first, json!([{"do": "count-all"}, {"do": "resume"}]));
    let reply = page.act(json!({"do": "resume"})).unwrap();
    let _job = counted(page.as_mut(), reply);
    assert_eq!(shown(page.as_mut()), 3);
    let s = page.status();
    assert_eq!(text(&s, "rseed"), "5");
    let grid: Vec<Vec<u32>> = text(&s, "matrix")
        .lines()
        .map(|l| l.split_whitespace().map(|n| n.parse().unwrap()).collect())
        .collect();
    // The end corner dash: b6, a8, c7, a6 are 61-64.
    assert_eq!(
        [grid[2][1], grid[0][0], grid[1][2], grid[2][0]],
        [61, 62, 63, 64]
    );
    assert!(s.line.contains("the paper prints no count"), "{}", s.line);
    // Another end: the old solution leaves the board and the link; Count shows the new set's.
    page.apply(&texts(&[("end", "c6"), ("dash", "none")]))
        .unwrap();
    assert_eq!(page.link(), "start=b8&end=c6&rseed=5");
    let s = page.status();
    assert_eq!(text(&s, "matrix"), "");
    assert_eq!(output(&s, "export-matrix").enabled, Some(false));
    assert!(s.line.starts_with("Press Count to count b8→c6"));
    let e = page
        .act(json!({"do": "export", "format": "matrix"}))
        .unwrap_err();
    assert_eq!(e.field, Some("n"));
    let e = page.act(json!({"do": "next"})).unwrap_err();
    assert_eq!(e.field, Some("n"));
    // A set with no solution says so.
    let mut none = open("");
    let call = none.act(json!({"do": "count"})).unwrap();
    none.feed(feed(json!({
        "id": call.worker.unwrap().id, "finished": true,
        "output": {"solutions": 0, "dead_ends": 5, "nodes": 90, "ms": 1.0, "count": 0, "solution": null}
    })));
    assert_eq!(
        text(&none.status(), "solution-line"),
        "No solutions in this set."
    );
    assert!(none.act(json!({"do": "random"})).is_err());
}

#[test]
fn a_click_on_the_board_makes_that_cell_the_start() {
    let mut page = open("dash=h1");
    // The board in squares of 40 px: (3.5, 3.5) squares in is d5.
    let scene = page
        .scene("board", Viewport::new(320.0, 320.0, 1.0), &mut NoGlyphs)
        .unwrap();
    assert_eq!(
        (scene.width, scene.height, scene.layers.len()),
        (320.0, 320.0, 1)
    );
    drop(scene);
    assert!(page
        .scene("board", Viewport::new(320.0, 320.0, 1.0), &mut NoGlyphs)
        .is_none());
    page.act(json!({"do": "press", "view": "board", "x": 140.0, "y": 140.0}))
        .unwrap();
    assert_eq!(page.link(), "start=d5&dash=h1");
    // An end too far goes to the start's first; a dash the pair cannot take goes.
    page.act(json!({"do": "press", "view": "board", "x": 300.0, "y": 300.0}))
        .unwrap();
    assert_eq!(page.link(), "start=h1&end=g3");
    page.act(json!({"do": "press", "view": "board", "x": 400.0, "y": 5.0}))
        .unwrap();
    assert_eq!(page.link(), "start=h1&end=g3", "off the board: nothing");
    // The pair's ends and dashes for the start and end as typed.
    let p = page
        .act(json!({"do": "pair", "start": "a8", "end": "g3"}))
        .unwrap()
        .value
        .unwrap();
    assert_eq!(p["ends"], json!(["c7", "b6"]));
    assert_eq!(p["end"], "c7");
    assert!(p["help"].as_str().unwrap().contains("h8, a1, h1"));
    assert_eq!(p["starts"].as_array().unwrap().len(), 10);
    let bad = page
        .act(json!({"do": "pair", "start": "k9", "end": "c7"}))
        .unwrap()
        .value
        .unwrap();
    assert_eq!(bad["ends"], json!([]));
}

#[test]
fn a_solution_on_the_board_numbers_its_moves_and_marks_its_ties() {
    let mut page = open("");
    let reply = page.act(json!({"do": "count"})).unwrap();
    let _job = counted(page.as_mut(), reply);
    let scene = page
        .scene("board", Viewport::new(480.0, 480.0, 2.0), &mut NoGlyphs)
        .unwrap();
    let Content::Shapes { shapes, .. } = &scene.layers[0].content else {
        panic!("shapes")
    };
    let numbers: Vec<&str> = shapes
        .iter()
        .filter_map(|s| match s {
            Shape::Text { text, .. } => Some(text.as_str()),
            _ => None,
        })
        .collect();
    assert_eq!(numbers.len(), 64);
    let tie_discs: usize = shapes
        .iter()
        .filter_map(|s| match s {
            Shape::Discs { centres, fill, .. } if *fill == warnsdorff::page::theme::DAY.tie => {
                Some(centres.len())
            }
            _ => None,
        })
        .sum();
    assert_eq!(tie_discs, 7);
    assert!(
        scene.label.contains("solution 1 of a8→c7"),
        "{}",
        scene.label
    );
}

#[test]
fn the_53_pairs_are_counted_in_parts_beside_the_papers_numbers() {
    let mut page = open("");
    let reply = page.act(json!({"do": "count-all"})).unwrap();
    let call = reply.worker.unwrap();
    assert!(call.parallel);
    assert_eq!(call.kind, "phadke-batch");
    let s = page.status();
    assert_eq!(output(&s, "run-all").enabled, Some(false));
    assert!(text(&s, "all-status").starts_with("Counting 53 sets of family plain"));
    for part in 0..3 {
        let mut job = run(&call, part, 3);
        page.feed(feed(json!({
            "id": call.id, "part": part, "parts": 3, "done": 1, "total": 1,
            "output": job.output(), "finished": true
        })));
    }
    let s = page.status();
    let rows = pair_rows(&s);
    assert_eq!(rows.len(), 53);
    let solutions = |label: &str| {
        rows.iter()
            .find(|r| r.data.contains(&("pair", label.to_string())))
            .and_then(|r| r.data.iter().find(|(k, _)| *k == "solutions"))
            .map(|(_, v)| v.clone())
    };
    assert_eq!(solutions("1(a)").as_deref(), Some("14258"));
    assert_eq!(solutions("1(b)").as_deref(), Some("14258"));
    let all = text(&s, "all-status");
    assert!(
        all.starts_with("Done: 933,089 solutions over 53 sets in "),
        "{all}"
    );
    assert!(all.ends_with("on 3 Workers)."), "{all}");
    assert_eq!(
        data(&s, "all-status", "solutions").as_deref(),
        Some("933089")
    );
    let foot = output(&s, "totals").rows.clone().unwrap();
    let words: String = foot
        .iter()
        .flat_map(|r| r.cells.iter().map(|c| c.text.clone()))
        .collect::<Vec<_>>()
        .join(" ");
    assert!(words.contains("paper 989,931: NOT reproduced"), "{words}");
    assert!(words.contains("5,732,056"), "{words}");
    let honesty = text(&s, "honesty");
    assert!(
        honesty.contains("a8→c7 14,258 (paper 14,258: reproduced)")
            && honesty.contains("NOT reproduced"),
        "{honesty}"
    );
    // A row counts its pair; the table answers nothing once over, so the page puts its
    // Workers back in the pool by itself: the next job neither drops nor releases it.
    assert!(!call.answers);
    let again = page.act(json!({"do": "count-all"})).unwrap();
    assert!(again.release.is_empty());
    assert!(again.drop.is_empty());
    assert_eq!(again.stop, None);
    let pick = page.act(json!({"do": "pick", "pair": 3})).unwrap();
    assert_eq!(pick.worker.unwrap().label, "Counting b8→c6");
    assert_eq!(page.link(), "start=b8&end=c6&n=1");
}

#[test]
fn a_count_replaced_is_dropped_and_one_over_is_let_go_with_the_next() {
    let mut page = open("");
    let first = page.act(json!({"do": "count"})).unwrap().worker.unwrap();
    // A set's job answers for its solutions once over: the page keeps its Worker.
    assert!(first.answers);
    // A new set while the first is counted: the next reply drops it (the page stops it and
    // passes nothing more of it on).
    page.apply(&texts(&[("end", "b6")])).unwrap();
    let second = page.act(json!({"do": "count"})).unwrap();
    assert_eq!(second.drop, vec![first.id]);
    assert_eq!(second.stop, None);
    assert!(second.release.is_empty());
    page.feed(feed(json!({"id": first.id, "cancelled": true})));
    let second = second.worker.unwrap();
    // Cancelled: the counts so far, and its Worker let go with the next job.
    page.feed(feed(json!({
        "id": second.id, "cancelled": true,
        "output": {"solutions": 12, "dead_ends": 3, "nodes": 400, "ms": 2.0, "count": null, "solution": null}
    })));
    assert_eq!(
        page.status().line,
        "Cancelled after 400 positions: 12 solutions so far."
    );
    let third = page.act(json!({"do": "count"})).unwrap();
    assert_eq!(third.release, vec![second.id]);
    assert!(third.drop.is_empty());
    // The table cancelled part by part.
    let table = page
        .act(json!({"do": "count-all"}))
        .unwrap()
        .worker
        .unwrap();
    for part in 0..2 {
        page.feed(feed(
            json!({"id": table.id, "part": part, "parts": 2, "cancelled": true,
            "output": {"results": [], "ms": 5.0}}),
        ));
    }
    assert!(text(&page.status(), "all-status").starts_with("Cancelled: 0 solutions over 0 sets"));
}

#[test]
fn the_worker_jobs_refuse_bad_specs_with_words() {
    let clock = || Box::new(Ticks(0.0));
    for spec in [
        json!({"start": "a8", "end": "a8", "reading": "outlet-reserved", "dash": "none"}),
        json!({"start": "z9", "end": "c7", "reading": "outlet-reserved", "dash": "none"}),
        json!({"start": "a8", "end": "c7", "reading": "banana", "dash": "none"}),
        json!({"start": "a8", "end": "c7", "reading": "outlet-reserved", "dash": "q"}),
        json!({}),
    ] {
        assert!(labs::worker_job("phadke-set", &spec, 0, 1, clock()).is_err());
    }
    let e = labs::worker_job("phadke-batch", &json!({"family": "x"}), 0, 2, clock())
        .err()
        .unwrap();
    assert!(e.contains("family 'x'"), "{e}");
    // A set's job answers by number once counted, and refuses past its count.
    let spec = json!({"start": "a8", "end": "c7", "reading": "outlet-reserved", "dash": "none", "show": 2});
    let mut job = labs::worker_job("phadke-set", &spec, 0, 1, clock()).unwrap();
    assert!(job.ask(&json!({"n": 1})).is_err(), "not counted yet");
    run_to_end(job.as_mut(), 1000).unwrap();
    let out = job.output();
    assert_eq!(out["count"], 14258);
    assert_eq!(out["solution"]["number"], 2);
    assert!(job.output()["solution"].is_null(), "sent once");
    assert!(job.ask(&json!({"n": 14259})).is_err());
    assert!(job.ask(&json!({"n": 0})).is_err());
    assert_eq!(job.ask(&json!({"n": 14258})).unwrap()["number"], 14258);
}

#[test]
fn the_tables_rows_follow_its_count_every_few_sets_and_at_each_parts_end() {
    let mut page = open("");
    let call = page
        .act(json!({"do": "count-all"}))
        .unwrap()
        .worker
        .unwrap();
    let shown = |page: &mut Box<dyn Page>| -> usize {
        let s = page.status();
        pair_rows(&s)
            .iter()
            .filter(|r| r.data.iter().any(|(k, _)| *k == "solutions"))
            .count()
    };
    let result = |pair: usize| json!({"pair": pair, "solutions": 10, "dead_ends": 1, "nodes": 100});
    for pair in 0..7 {
        page.feed(feed(json!({"id": call.id, "part": 0, "parts": 2,
            "output": {"results": [result(pair)], "ms": 1.0}})));
        assert_eq!(shown(&mut page), 0, "{pair}");
    }
    page.feed(feed(json!({"id": call.id, "part": 1, "parts": 2,
        "output": {"results": [result(7)], "ms": 1.0}})));
    assert_eq!(shown(&mut page), 8);
    page.feed(feed(
        json!({"id": call.id, "part": 1, "parts": 2, "finished": true,
        "output": {"results": [result(8)], "ms": 2.0}}),
    ));
    assert_eq!(shown(&mut page), 9, "a part over");
    assert!(text(&page.status(), "all-status").starts_with("Counting"));
}

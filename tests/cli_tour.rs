//! The `warnsdorff` binary's tour, validate and sweep commands: output, summaries, exit codes.

use std::io::Write;
use std::process::{Command, Output, Stdio};

mod common;

fn cli(args: &[&str], stdin: Option<&str>) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_warnsdorff"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    if let Some(text) = stdin {
        child
            .stdin
            .take()
            .unwrap()
            .write_all(text.as_bytes())
            .unwrap();
    }
    drop(child.stdin.take());
    child.wait_with_output().unwrap()
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

#[test]
fn tour_prints_the_matrix_and_a_summary() {
    let out = cli(
        &["tour", "--board", "8x8", "--rule", "ordering:12345678"],
        None,
    );
    assert_eq!(out.status.code(), Some(0));
    let stdout = text(&out.stdout);
    assert!(stdout.starts_with(" 1 16 27 22  3 18 47 56\n"), "{stdout}");
    assert_eq!(stdout.lines().count(), 8);
    let stderr = text(&out.stderr);
    assert!(
        stderr.starts_with("full tour (64 of 64 squares visited)"),
        "{stderr}"
    );
    assert!(
        stderr.contains("seed 1") && stderr.contains(" ms"),
        "{stderr}"
    );
}

#[test]
fn a_dead_end_still_exits_0() {
    let out = cli(
        &[
            "tour",
            "--board",
            "5x5",
            "--start",
            "1,3",
            "--rule",
            "ordering:36875124",
        ],
        None,
    );
    assert_eq!(out.status.code(), Some(0));
    assert!(text(&out.stderr).starts_with("dead end after 17 of 25 squares"));
    assert!(text(&out.stdout).starts_with("11  6  1  - 13"));
}

/// Sides from 3 up: 3 x 3 and 4 x 4 (no tour) end in a dead end with exit 0; 3 x 4 and 3 x 7
/// (open tours only) give full tours; a side of 2 walks too, and stops at once.
#[test]
fn boards_with_sides_from_3() {
    for (board, rule, starts, ends) in [
        (
            "3x3",
            "ordering:12345678",
            "1 4 7\n6 - 2\n",
            "dead end after 8 of 9 squares",
        ),
        ("4x4", "ordering:12345678", "", "dead end after"),
        (
            "3x4",
            "ordering:12345678",
            " 1  4  7 10\n",
            "full tour (12 of 12",
        ),
        ("4x3", "ordering:12345678", "", "full tour (12 of 12"),
        ("3x7", "nineteen", " 1 14 17 20", "full tour (21 of 21"),
        ("2x5", "ordering:12345678", "", "dead end after"),
    ] {
        let out = cli(&["tour", "--board", board, "--rule", rule], None);
        assert_eq!(out.status.code(), Some(0), "{board}");
        let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
        assert!(stdout.starts_with(starts), "{board}: {stdout}");
        assert!(stderr.starts_with(ends), "{board}: {stderr}");
    }
}

#[test]
fn json_output_validates() {
    let out = cli(
        &[
            "tour", "--board", "6x7", "--rule", "random", "--seed", "42", "--format", "json",
        ],
        None,
    );
    assert_eq!(out.status.code(), Some(0));
    let json = text(&out.stdout);
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(v["board"], serde_json::json!([6, 7]));
    assert_eq!(v["seed"], 42);
    assert_eq!(v["rule"], "random");
    assert_eq!(v["path"][0], serde_json::json!([1, 1]));
    let checked = cli(&["validate", "-"], Some(&json));
    assert_eq!(checked.status.code(), Some(0), "{}", text(&checked.stdout));
    // The same seed replays the same walk.
    let again = cli(
        &[
            "tour", "--board", "6x7", "--rule", "random", "--seed", "42", "--format", "json",
        ],
        None,
    );
    assert_eq!(text(&again.stdout), json);
}

#[test]
fn validate_names_the_line_square_and_numbers() {
    let bad = "1 - 3\n- - -\n- 2 -\n\n4 - -\n";
    let out = cli(&["validate", "-"], Some(bad));
    assert_eq!(out.status.code(), Some(1));
    let said = text(&out.stdout);
    assert!(
        said.contains("line 5, square (4,1): 3 at (1,3) to 4 at (4,1) is not a knight's move"),
        "{said}"
    );
    let dup = cli(&["validate", "-"], Some("1 2\n2 -\n"));
    assert!(
        text(&dup.stdout).contains("number 2 appears twice"),
        "{}",
        text(&dup.stdout)
    );
    let gap = cli(&["validate", "-"], Some("1 - -\n- - -\n- 3 -\n"));
    assert!(
        text(&gap.stdout).contains("number 3 appears but 2 is missing"),
        "{}",
        text(&gap.stdout)
    );
    let ragged = cli(&["validate", "-"], Some("1 2 3\n4 5\n"));
    assert!(text(&ragged.stdout).contains("line 2: this row has 2 entries but line 1 has 3"));
    let junk = cli(&["validate", "-"], Some("1 x\n- -\n"));
    assert!(text(&junk.stdout).contains("'x' is neither a move number"));
    let closed = "1 - -\n- - 2\n- - -\n";
    assert!(text(&cli(&["validate", "-"], Some(closed)).stdout).contains("valid path of 2 squares"));
}

#[test]
fn irwins_re_entrant_tour_validates_as_closed() {
    // 004, Figure 3: "Location 64 is one move away from location 1".
    let fig3 = "5 2 33 20 15 18 31 62\n34 21 4 1 32 63 14 17\n3 6 35 46 19 16 61 30\n22 45 56 43 64 47 58 13\n7 36 23 48 57 52 29 60\n24 39 44 55 42 59 12 51\n37 8 41 26 49 10 53 28\n40 25 38 9 54 27 50 11\n";
    let out = cli(&["validate", "-"], Some(fig3));
    assert_eq!(text(&out.stdout).trim(), "closed tour");
}

#[test]
fn bad_arguments_exit_2_with_what_is_accepted() {
    for (args, says) in [
        (vec!["tour", "--board", "0x5"], "at least 1"),
        (vec!["tour", "--board", "banana"], "write ROWSxCOLS"),
        (
            vec!["tour", "--board", "8x8", "--rule", "ordering:12345677"],
            "repeats move 7",
        ),
        (
            vec!["tour", "--board", "8x8", "--start", "9,1"],
            "off the 8x8 board",
        ),
        (
            vec!["tour", "--board", "8x8", "--rule", "sideways"],
            "accepted: ordering:NNNNNNNN, random, squirrel-cull",
        ),
        (
            vec!["tour", "--board", "10001x10000"],
            "more than the limit of 100000000 (10000x10000), which memory sets",
        ),
        (
            vec!["tour", "--board", "8x8", "--format", "xml"],
            "not one of matrix, json, gif, none",
        ),
        (
            vec!["tour", "--board", "8x8", "--seed", "-1"],
            "not a whole number",
        ),
        (vec!["tour"], "--board RxC is required"),
        (
            vec!["tour", "--board", "8x8", "--steps", "many"],
            "--steps 'many' is not a whole number",
        ),
        (
            vec!["tour", "--board", "8x8", "--what"],
            "unexpected argument '--what'",
        ),
        (
            vec!["tour", "--board", "6x8", "--rule", "squirrel-cull"],
            "square boards",
        ),
        (vec!["validate"], "name one FILE"),
        (vec!["validate", "/nonexistent/file"], "cannot read"),
        (vec!["frobnicate"], "unrecognized subcommand 'frobnicate'"),
        (vec!["sweep", "--sizes", "9..5"], "empty"),
        (vec!["sweep", "--sizes", "5..9,,12"], "an item is empty"),
        (
            vec!["sweep", "--sizes", "5..x"],
            "--sizes TO 'x' is not a whole number",
        ),
        (
            vec!["sweep", "--sizes", "9990..10001"],
            "more than the limit",
        ),
        (
            vec!["sweep", "--sizes", "5..9", "--jobs", "0"],
            "at least 1",
        ),
    ] {
        let out = cli(&args, None);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = text(&out.stderr);
        assert!(err.contains(says), "{args:?}: {err}");
        assert!(!err.contains("panicked"), "{args:?}: {err}");
    }
}

#[test]
fn sweep_reports_each_board() {
    let out = cli(
        &["sweep", "--rule", "squirrel-cull", "--sizes", "5..12"],
        None,
    );
    assert_eq!(out.status.code(), Some(0));
    let s = text(&out.stdout);
    assert!(s.contains("\n5 tour 25 "), "{s}");
    assert!(s.contains("# 8 tours on 8 boards; failed: none"), "{s}");
}

/// Irwin's marks recounted from a record's path, independently of the library: for each
/// unvisited square, its unvisited neighbours plus one if the knight (the path's last square)
/// is a knight's move away; 2 ways trouble, 1 termination, 0 cut off.
fn marks_of(rows: i64, cols: i64, path: &[(i64, i64)]) -> [Vec<(i64, i64)>; 3] {
    const KNIGHT: [(i64, i64); 8] = [
        (1, 2),
        (2, 1),
        (-1, 2),
        (-2, 1),
        (1, -2),
        (2, -1),
        (-1, -2),
        (-2, -1),
    ];
    let knight = *path.last().unwrap();
    let mut out = [Vec::new(), Vec::new(), Vec::new()];
    for r in 1..=rows {
        for c in 1..=cols {
            if path.contains(&(r, c)) {
                continue;
            }
            let mut ways = 0;
            for (dr, dc) in KNIGHT {
                let t = (r + dr, c + dc);
                let on = (1..=rows).contains(&t.0) && (1..=cols).contains(&t.1);
                if on && (!path.contains(&t) || t == knight) {
                    ways += 1;
                }
            }
            if ways <= 2 {
                out[2 - ways].push((r, c));
            }
        }
    }
    out
}

fn pairs(v: &serde_json::Value) -> Vec<(i64, i64)> {
    v.as_array()
        .unwrap()
        .iter()
        .map(|p| (p[0].as_i64().unwrap(), p[1].as_i64().unwrap()))
        .collect()
}

#[test]
fn steps_stops_the_walk_and_the_record_lists_irwins_squares() {
    // At the start from the centre of 8×8: the four corners, two ways each, are trouble.
    let out = cli(
        &[
            "tour", "--board", "8x8", "--start", "4,4", "--steps", "0", "--format", "json",
        ],
        None,
    );
    assert_eq!(out.status.code(), Some(0));
    let v: serde_json::Value = serde_json::from_str(&text(&out.stdout)).unwrap();
    assert_eq!(v["path"], serde_json::json!([[4, 4]]));
    assert_eq!(v["outcome"]["kind"], "running");
    assert_eq!(
        v["trouble"],
        serde_json::json!([[1, 1], [1, 8], [8, 1], [8, 8]])
    );
    assert_eq!(v["termination"], serde_json::json!([]));
    assert_eq!(v["cut_off"], serde_json::json!([]));
    let stderr = text(&out.stderr);
    assert!(
        stderr.starts_with("stopped after 0 steps, running; Irwin's squares: 4 trouble, 0 termination, 0 cut off (1 of 64 squares visited)"),
        "{stderr}"
    );

    // Part way along the 5×5 walk that dead-ends (000 §2), and at its end.
    for (steps, visited) in [("9", 10), ("12", 13), ("100", 17)] {
        let out = cli(
            &[
                "tour",
                "--board",
                "5x5",
                "--start",
                "1,3",
                "--rule",
                "ordering:36875124",
                "--steps",
                steps,
                "--format",
                "json",
            ],
            None,
        );
        assert_eq!(out.status.code(), Some(0));
        let json = text(&out.stdout);
        let v: serde_json::Value = serde_json::from_str(&json).unwrap();
        let path = pairs(&v["path"]);
        assert_eq!(path.len(), visited, "--steps {steps}");
        let [trouble, termination, cut_off] = marks_of(5, 5, &path);
        assert_eq!(pairs(&v["trouble"]), trouble, "--steps {steps}");
        assert_eq!(pairs(&v["termination"]), termination, "--steps {steps}");
        assert_eq!(pairs(&v["cut_off"]), cut_off, "--steps {steps}");
        let checked = cli(&["validate", "-"], Some(&json));
        assert_eq!(checked.status.code(), Some(0), "{}", text(&checked.stdout));
        if visited == 17 {
            assert!(text(&out.stderr).starts_with("dead end after 17 of 25 squares"));
            // The eight squares left still reach one another: five are trouble, none is cut
            // off, though no knight will come.
            assert_eq!((trouble.len(), termination.len(), cut_off.len()), (5, 0, 0));
        }
    }
}

#[test]
fn validate_refuses_a_record_whose_marks_are_wrong() {
    let out = cli(
        &[
            "tour", "--board", "8x8", "--start", "4,4", "--steps", "3", "--format", "json",
        ],
        None,
    );
    let mut v: serde_json::Value = serde_json::from_str(&text(&out.stdout)).unwrap();
    v["trouble"] = serde_json::json!([[1, 1]]);
    let checked = cli(&["validate", "-"], Some(&v.to_string()));
    assert_eq!(checked.status.code(), Some(1));
    assert!(
        text(&checked.stdout).contains("the record's trouble squares [(1,1)] are not those"),
        "{}",
        text(&checked.stdout)
    );
    // A record written before the marks were recorded still validates.
    let obj = v.as_object_mut().unwrap();
    for k in ["trouble", "termination", "cut_off"] {
        obj.remove(k);
    }
    let checked = cli(&["validate", "-"], Some(&v.to_string()));
    assert_eq!(checked.status.code(), Some(0), "{}", text(&checked.stdout));
}

#[test]
fn boards_past_the_old_limit_walk() {
    // 2 x 9,000,000 has 18 million squares, over the old limit of 16 million and under the new
    // one; the walk's arrays for it are allocated and the knight steps, without walking them all.
    let out = cli(
        &[
            "tour",
            "--board",
            "2x9000000",
            "--rule",
            "ordering:12345678",
            "--steps",
            "5",
            "--format",
            "none",
        ],
        None,
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    // With --format none the summary is all there is, on stderr.
    let said = text(&out.stderr);
    assert!(said.contains("(6 of 18000000 squares visited)"), "{said}");
}

/// The sweep's board lines, without the time column (which differs run to run).
fn sweep_lines(out: &Output) -> Vec<String> {
    text(&out.stdout)
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| {
            let w: Vec<&str> = l.split(' ').collect();
            format!("{} {} {} {}", w[0], w[1], w[2], w[4..].join(" "))
        })
        .collect()
}

#[test]
fn the_parallel_sweep_lists_boards_in_ascending_order_whatever_the_threads() {
    let sizes = "120..124,5..9,112,8";
    let one = cli(&["sweep", "--sizes", sizes, "--jobs", "1"], None);
    // Every core (the most --jobs takes).
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let four = cli(
        &["sweep", "--sizes", sizes, "--jobs", &cores.to_string()],
        None,
    );
    assert_eq!(one.status.code(), Some(0), "{}", text(&one.stderr));
    assert_eq!(four.status.code(), Some(0), "{}", text(&four.stderr));
    let lines = sweep_lines(&four);
    let ms: Vec<u32> = lines
        .iter()
        .map(|l| l.split(' ').next().unwrap().parse().unwrap())
        .collect();
    assert_eq!(ms, [5, 6, 7, 8, 9, 112, 120, 121, 122, 123, 124]);
    assert_eq!(
        lines,
        sweep_lines(&one),
        "the same report on 1 thread and on every core"
    );
    let s = text(&four.stdout);
    assert!(
        s.contains(&format!("# 11 boards on {cores} threads")),
        "{s}"
    );
    assert!(s.contains("# 11 tours on 11 boards; failed: none"), "{s}");
    assert!(s.contains("\n112 tour 12544 "), "{s}");
    // The rule as it ended: on 112 x 112 the staged walk reached its fifth and last stage.
    assert!(
        s.contains("(stage 5 of 5, 000 Figure 3, m ≡ 0 (mod 8))"),
        "{s}"
    );
}

/// The walk page of `query`, its preparation (nineteen's trial walks) run to its end.
fn walk_page(query: &str) -> Box<dyn warnsdorff::page::Page> {
    let (mut page, errors) = warnsdorff::labs::open("walk", query).unwrap();
    assert!(errors.is_empty(), "{errors:?}");
    while let Some(job) = page.job() {
        job.work(1 << 12).unwrap();
    }
    page
}

/// The matrix the walk page exports for `query`.
fn page_matrix(query: &str) -> String {
    let mut page = walk_page(query);
    let reply = page
        .act(serde_json::json!({"do": "export", "format": "matrix"}))
        .unwrap();
    reply.file.expect("a file").text
}

#[test]
fn tour_link_walks_what_the_walk_pages_link_shows() {
    for query in [
        "board=8x8&rule=random&seed=18&step=64",
        "board=6x7&start=2,3&rule=nineteen&step=20",
        "board=10x10&rule=pohl",
        // The page's colour scheme is the frame's: the command line passes it by.
        "board=8x8&rule=random&seed=18&step=64&theme=dark",
    ] {
        let link = format!("http://127.0.0.1:8080/index.html?{query}");
        let out = cli(&["tour", "--link", &link], None);
        assert_eq!(out.status.code(), Some(0), "{query}: {}", text(&out.stderr));
        let page = if query.contains("step=") {
            page_matrix(query)
        } else {
            // The page opens at the start; the command line walks to the end, as the page's
            // link with the whole walk's step does.
            let mut lab = walk_page(query);
            lab.act(serde_json::json!({"do": "seek", "to": 1_000_000}))
                .unwrap();
            // A seek that far goes to a Worker: run as the page runs it.
            common::run_workers(lab.as_mut());
            page_matrix(&lab.link())
        };
        assert_eq!(text(&out.stdout), page, "{query}");
    }
    // The page's limits and messages, and the page's fields named.
    for (link, says) in [
        (
            "board=9000x9000",
            "tour: --link: board: rows: 9000 is over the page's limit of 8000",
        ),
        (
            "board=8x10&rule=squirrel-cull",
            "tour: --link: rule: squirrel-cull is defined for square boards",
        ),
        (
            "board=8x8&start=z9",
            "tour: --link: start: square 'z9' is off the 8x8 board",
        ),
        (
            "board=8x8&bord=5x5",
            "tour: --link: 'bord' is not a setting this page's link holds (it holds board,",
        ),
    ] {
        let out = cli(&["tour", "--link", link], None);
        assert_eq!(out.status.code(), Some(2), "{link}");
        assert!(
            text(&out.stderr).contains(says),
            "{link}: {}",
            text(&out.stderr)
        );
    }
    let out = cli(&["tour", "--link", "board=8x8", "--board", "8x8"], None);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn tour_link_walks_a_position_the_walk_page_shows() {
    // Each of the page's positions (a partial path in the link, the rule going on from its
    // last square; Irwin's Figure 4 is the knight alone, its start): the command line prints the matrix the page exports, at the position's
    // step and, without a step, at the walk's end.
    for p in warnsdorff::walk::positions::all() {
        let params = p.params();
        let query = |with_step: bool| {
            params
                .iter()
                .filter(|(k, _)| with_step || *k != "step")
                .map(|(k, v)| format!("{k}={}", urlencoding_min(v)))
                .collect::<Vec<_>>()
                .join("&")
        };
        let at_step = query(true);
        let out = cli(&["tour", "--link", &at_step], None);
        assert_eq!(
            out.status.code(),
            Some(0),
            "{at_step}: {}",
            text(&out.stderr)
        );
        assert_eq!(text(&out.stdout), page_matrix(&at_step), "{at_step}");
        let to_end = query(false);
        let out = cli(&["tour", "--link", &to_end], None);
        assert_eq!(
            out.status.code(),
            Some(0),
            "{to_end}: {}",
            text(&out.stderr)
        );
        let mut lab = walk_page(&to_end);
        lab.act(serde_json::json!({"do": "seek", "to": 1_000_000}))
            .unwrap();
        let page = page_matrix(&lab.link());
        assert_eq!(text(&out.stdout), page, "{to_end}");
    }
}

/// Percent-encode what a query value may not hold as it is.
fn urlencoding_min(v: &str) -> String {
    v.chars()
        .map(|c| match c {
            'A'..='Z' | 'a'..='z' | '0'..='9' | '-' | '_' | '.' | '~' | ',' | ':' => c.to_string(),
            c => format!("%{:02X}", c as u32),
        })
        .collect()
}

#[test]
fn tour_link_runs_the_search_a_walk_pages_link_shows() {
    // The page's step counts the search's steps (squares entered and retreats): the command
    // line stands where the page does, mid-search and at the end.
    for query in [
        "board=5x5&start=1,3&rule=ordering&ordering=36875124&search=open&step=30",
        "board=5x5&start=1,3&rule=ordering&ordering=36875124&search=open",
        "board=6x6&start=1,1&rule=ordering&ordering=12345678&search=closed&budget=100000",
    ] {
        let out = cli(&["tour", "--link", query], None);
        assert_eq!(out.status.code(), Some(0), "{query}: {}", text(&out.stderr));
        let page = if query.contains("step=") {
            page_matrix(query)
        } else {
            let mut lab = walk_page(query);
            lab.act(serde_json::json!({"do": "seek", "to": 1_000_000}))
                .unwrap();
            // A seek that far goes to a Worker: run as the page runs it.
            common::run_workers(lab.as_mut());
            page_matrix(&lab.link())
        };
        assert_eq!(text(&out.stdout), page, "{query}");
        assert!(text(&out.stderr).contains("depth"), "{}", text(&out.stderr));
    }
    let out = cli(
        &[
            "tour",
            "--link",
            "board=5x5&start=1,3&rule=ordering&ordering=36875124&search=open",
            "--format",
            "json",
        ],
        None,
    );
    let r: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(r["search"], "found", "{r}");
    assert!(r["backtracks"].as_u64().unwrap() > 0, "{r}");
}

/// `tour --backtrack --rule nineteen`: on 5×6 from (3,4), where none of the nineteen orderings'
/// walks tours, a budget of 950 gives each ordering 50 nodes; the JSON record names the
/// ordering that found the tour and how many were tried, and the tour validates.
#[test]
fn a_search_under_nineteen_names_the_ordering_that_found_the_tour() {
    let out = cli(
        &[
            "tour",
            "--board",
            "5x6",
            "--start",
            "3,4",
            "--rule",
            "nineteen",
            "--backtrack",
            "--budget",
            "950",
            "--format",
            "json",
        ],
        None,
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let r: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(r["search"], "found", "{r}");
    assert_eq!(r["ordering"], "31245678", "{r}");
    assert_eq!(r["orderings_tried"], 3, "{r}");
    assert_eq!(r["rule"], "nineteen", "{r}");
    let record: warnsdorff::record::Record = serde_json::from_slice(&out.stdout).unwrap();
    record.validate().unwrap();
    // Where an ordering tours, the search uses it alone and says which.
    let out = cli(
        &[
            "tour",
            "--board",
            "60x60",
            "--rule",
            "nineteen",
            "--backtrack",
            "--closed",
            "--format",
            "json",
        ],
        None,
    );
    let r: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(r["search"], "found", "{r}");
    assert_eq!(r["ordering"], "21345678", "{r}");
    assert!(r.get("orderings_tried").is_none(), "{r}");
}

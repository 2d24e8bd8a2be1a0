//! Parberry's claims (001): Tables 1–2 (move and relative-move distributions of obfuscated
//! tours, per generator), the size of the concentric braided tourney (§6), Figure 15's 22×22
//! divide-and-conquer tourney, Theorem 3 and the join's practice (§5), and Figure 20's speed-up.
//!
//! Tables 1–2 have one source: [`crate::stats::tables`] holds the paper's numbers
//! ([`TABLES`]), the runs that stand for each row ([`preset`]: Parberry's tiles and his
//! generator's sequential shatter for divide-and-conquer, with two contrasts) and the rule that
//! marks a cell as different ([`compare`]: three combined standard errors). A table claim runs
//! the preset's runs for its row and reports what [`compare`] says.

use super::{
    items, link, no_param, numbers_off, on_statement, once, whole, Claim, ClaimError, Clock, Cost,
    Expected, Finding, PaperValue, Param, Progress, Runner, Verdict, VerdictKind,
};
use crate::board::Board;
use crate::experiments::rails::{self, RailRow, RailSpec, Sweep, LINEAR_SLOPE};
use crate::experiments::success::Finding as SweepFinding;
use crate::experiments::timing::{sample_seed, Finish, Source, TimingSpec};
use crate::experiments::Sizes;
use crate::rails::graph::RailMultigraph;
use crate::rails::join;
use crate::stats::tables::{
    compare, preset, Comparison, PaperRow, PresetRun, TABLES, THRESHOLD_SE,
};
use crate::stats::{Run, Summary};
use crate::tourneys::{self, Generator as Cover};
use serde_json::json;

/// The seed every table claim runs with (the preset's default).
pub const TABLE_SEED: u64 = 1;

/// The paper's row `i` of Tables 1–2 in words: board, f_0…f_7 and r_i (no r_4), as printed.
pub fn paper_row_words(i: usize) -> String {
    let row = &TABLES[i];
    let four = |v: f64| format!("{v:.4}").trim_start_matches('0').to_string();
    let f: Vec<String> = row.f.iter().map(|&v| four(v)).collect();
    let r: Vec<String> = row.r.iter().flatten().map(|&v| four(v)).collect();
    format!("{0}×{0}: f {1} · r {2}", row.n, f.join(" "), r.join(" "))
}

/// The preset's runs for row `i` of the tables, the paper's configuration first.
pub fn row_runs(i: usize) -> Vec<PresetRun> {
    preset().into_iter().filter(|p| p.paper_row == i).collect()
}

fn kind_of(c: &Comparison) -> VerdictKind {
    match c.verdict {
        "reproduced" => VerdictKind::Reproduced,
        "differs" => VerdictKind::Differs,
        _ => VerdictKind::NotCheckable,
    }
}

/// The differing cells, `f5 .1216 vs .1208`, each followed by the paper's own mirror cell when
/// the tool's value sits by that one ([`crate::stats::tables::Cell::mirror`]).
fn differing_cells(c: &Comparison) -> String {
    let four = |v: f64| format!("{v:.4}").trim_start_matches('0').to_string();
    let cells: Vec<String> = [('f', &c.f), ('r', &c.r)]
        .into_iter()
        .flat_map(|(t, cells)| {
            cells.iter().filter(|x| x.differs).map(move |x| {
                let own = x
                    .mirror
                    .and_then(|m| cells.iter().find(|y| y.i == m))
                    .map(|y| {
                        format!(
                            " (the paper's own {t}{}, which the tool counts as the same cell, is {})",
                            y.i,
                            four(y.paper)
                        )
                    })
                    .unwrap_or_default();
                format!("{t}{} {} vs {}{own}", x.i, four(x.tool), four(x.paper))
            })
        })
        .collect();
    cells.join(", ")
}

fn run_words(p: &PresetRun, c: &Comparison) -> String {
    let cells = if c.differing > 0 {
        format!(": {}", differing_cells(c))
    } else {
        String::new()
    };
    format!(
        "{} ({}, {} shatter, {} tours): {}, {} of 15 cells differ{cells}",
        p.label,
        p.source,
        p.shatter.key(),
        c.tours,
        c.verdict,
        c.differing
    )
}

/// The finding for a table row from its runs' summaries (the paper's configuration first, then
/// the contrasts), judged by [`compare`] against `row`. Public so a test can hold a mutated
/// paper row against the same runs.
pub fn judge_table_row(row: &PaperRow, runs: &[(PresetRun, Summary)]) -> Finding {
    let list: Vec<(&PresetRun, Comparison)> =
        runs.iter().map(|(p, s)| (p, compare(row, s))).collect();
    let (main_run, main) = &list[0];
    let mut kind = kind_of(main);
    // The test means something only if it tells this row from the table's others: the other
    // printed rows (those that are not a digit-for-digit copy of this one) that the same run
    // would reproduce too.
    let widest = main
        .f
        .iter()
        .chain(&main.r)
        .map(|c| c.allowed)
        .fold(0.0, f64::max);
    let also: Vec<&str> = TABLES
        .iter()
        .filter(|o| o.f != row.f || o.r != row.r)
        .filter(|o| compare(o, &runs[0].1).verdict == "reproduced")
        .map(|o| o.algorithm)
        .collect();
    if kind == VerdictKind::Reproduced && !also.is_empty() {
        kind = VerdictKind::NotCheckable;
    }
    // Four decimals without the leading zero, as the paper prints them.
    let four = |v: f64| format!("{v:.4}").trim_start_matches('0').to_string();
    let tool_f: Vec<String> = main.f.iter().map(|x| four(x.tool)).collect();
    let tool_r: Vec<String> = main.r.iter().map(|x| four(x.tool)).collect();
    let contrasts: Vec<String> = list[1..]
        .iter()
        .map(|(p, c)| format!("{}: {} ({} of 15 cells)", p.label, c.verdict, c.differing))
        .collect();
    let mut why = match kind {
        VerdictKind::Reproduced => format!(
            "all 15 cells within {THRESHOLD_SE} standard errors ({}, {} tours; allowances up to ±{widest:.4}), and the run tells this row from every other row of the tables",
            main_run.label, main.tours
        ),
        VerdictKind::NotCheckable if !also.is_empty() => format!(
            "{} tours are too few to judge: all 15 cells are within {THRESHOLD_SE} standard errors (allowances up to ±{widest:.4}), but the same run is as close to the {} row{}, so the test cannot tell the rows apart; run more tours (the paper: 1,000)",
            main.tours,
            also.join(" and "),
            if also.len() == 1 { "" } else { "s" }
        ),
        VerdictKind::Differs => format!(
            "{} of 15 cells more than {THRESHOLD_SE} standard errors off ({}): {}",
            main.differing,
            main_run.label,
            differing_cells(main)
        ),
        _ => format!(
            "{} tour{}: too few to judge by their spread",
            main.tours,
            if main.tours == 1 { "" } else { "s" }
        ),
    };
    if !contrasts.is_empty() {
        why.push_str(&format!("; contrasts: {}", contrasts.join("; ")));
    }
    let copy = TABLES
        .iter()
        .find(|o| o.algorithm != row.algorithm && o.f == row.f && o.r == row.r)
        .map(|o| {
            format!(
                " Note: the paper's {} row repeats its {} row digit for digit in both tables, so one of the two is likely a copy slip; both are compared as printed.",
                row.algorithm, o.algorithm
            )
        })
        .unwrap_or_default();
    let notes: Vec<String> = list
        .iter()
        .filter(|(p, _)| !p.note.is_empty())
        .map(|(p, _)| format!("{}: {}", p.label, p.note))
        .collect();
    Finding {
        tool_value: format!(
            "{} ({} tours): f {} · r {} ({}, {} of 15 cells differ)",
            main_run.label,
            main.tours,
            tool_f.join(" "),
            tool_r.join(" "),
            main.verdict,
            main.differing
        ),
        verdict: Verdict::new(kind, why),
        detail: format!(
            "The Tables 1–2 preset's runs for this row, seed {TABLE_SEED}, obfuscated tours on the paper's {0}×{0} board (the paper: 1,000 tours), moves in Parberry's numbering. {1}. A cell differs when |tool − paper| > {THRESHOLD_SE}·√(se_run² + se_paper²) + 0.00005 (the run's standard error and the paper's, estimated from the run's spread over 1,000 tours, plus the paper's rounding); by noise alone about 3 cells in 1,000 are marked. Preset notes: {2}.{copy}",
            row.n,
            list.iter()
                .map(|(p, c)| run_words(p, c))
                .collect::<Vec<_>>()
                .join("; "),
            if notes.is_empty() { "none".to_string() } else { notes.join("; ") },
        ),
        data: json!({
            "paper": row,
            "runs": list.iter().map(|(p, c)| json!({"run": p, "comparison": c})).collect::<Vec<_>>(),
        }),
        link: link(
            "stats.html",
            &[
                ("preset", "parberry-tables".into()),
                ("seed", TABLE_SEED.to_string()),
            ],
        ),
    }
}

/// A Tables 1–2 claim's run: the preset's runs for one row, one after another.
struct TableJob {
    /// The row the runs are judged against (the paper's, unless a run asks for another).
    paper: PaperRow,
    tours: u64,
    runs: Vec<PresetRun>,
    at: usize,
    current: Option<Run>,
    done: Vec<(PresetRun, Summary)>,
    out: Option<Finding>,
}

impl Runner for TableJob {
    fn work(&mut self, budget: u64) -> Progress {
        let mut status = String::new();
        let mut frac = 0.0;
        if self.out.is_none() {
            let p = &self.runs[self.at];
            let run = self.current.get_or_insert_with(|| {
                let g = p
                    .generator(TABLE_SEED)
                    .expect("the preset's sources are valid");
                Run::with_generator(g, self.tours).expect("at least one tour")
            });
            let prog = run.work(budget);
            status = format!(
                "{}: {} of {} obfuscated tours ({} attempts)",
                p.label, prog.tours, prog.target, prog.attempts
            );
            frac = prog.tours as f64 / prog.target.max(1) as f64;
            if prog.done {
                let s = run.summary();
                self.done.push((*p, s));
                self.current = None;
                self.at += 1;
                frac = 0.0;
                if self.at == self.runs.len() {
                    self.out = Some(judge_table_row(&self.paper, &self.done));
                }
            }
        }
        let n = self.runs.len() as f64;
        match self.out {
            Some(_) => Progress::finished("done"),
            None => super::progress(false, (self.at as f64 + frac) / n, status),
        }
    }

    fn finding(&self) -> Option<Finding> {
        self.out.clone()
    }
}

fn table_claim_start(row: usize, p: &str, e: Expected) -> Result<Box<dyn Runner>, ClaimError> {
    let tours = whole("tours", p, 1, 1000)?;
    let paper = match e {
        Expected::Row(r) => r,
        _ => {
            return Err(ClaimError::Param {
                name: "expected",
                message: "a table claim is judged against a row of Tables 1–2".into(),
            })
        }
    };
    Ok(Box::new(TableJob {
        paper,
        tours,
        runs: row_runs(row),
        at: 0,
        current: None,
        done: Vec::new(),
        out: None,
    }))
}

const TABLE_QUOTE: &str = "Table 1 shows the move distribution for obfuscated knight's tours generated by five different algorithms. The standard deviation was less than 0.001 in each case. Table 2 shows the corresponding relative move distribution.";

macro_rules! table_claim {
    ($name:ident, $id:literal, $row:literal, $label:literal, $default:literal, $help:literal) => {
        pub const $name: Claim = Claim {
            id: $id,
            seed: "001",
            authors: "Parberry",
            place: concat!("§7, Tables 1–2, row ", $label),
            quote: TABLE_QUOTE,
            paper_value: PaperValue::TableRow($row),
            cost: Cost::Worker,
            param: Some(Param {
                name: "tours",
                label: "Tours per run",
                default: $default,
                help: $help,
            }),
            page: "stats.html",
            expected: || Expected::Row(TABLES[$row]),
            start: |p, e, _| table_claim_start($row, p, e),
        };
    };
}

table_claim!(
    TABLE_WARNSDORFF,
    "pb-tables-warnsdorff",
    0,
    "Warnsdorff",
    "10",
    "obfuscated closed Warnsdorff tours on 50×50 (the preset: 10, each some 9,000 attempts; the paper: 1,000)"
);
table_claim!(
    TABLE_TAKEFUJI_LEE,
    "pb-tables-takefuji-lee",
    1,
    "Takefuji-Lee",
    "40",
    "obfuscated Takefuji–Lee tours on 40×40 (the preset: 40; the paper: 1,000)"
);
table_claim!(
    TABLE_DIVIDE,
    "pb-tables-divide",
    2,
    "Div-and-Conq",
    "1000",
    "obfuscated tours on 50×50 for each of the three runs: Parberry's tiles, the searched tiles, his tiles with the disjoint shatter (the preset and the paper: 1,000)"
);
table_claim!(
    TABLE_BRAID,
    "pb-tables-braid",
    3,
    "Braid",
    "1000",
    "obfuscated braid tours on 50×50 (the preset and the paper: 1,000)"
);
table_claim!(
    TABLE_FOUR_COVER,
    "pb-tables-four-cover",
    4,
    "Four-Cover",
    "1000",
    "obfuscated four-cover tours on 48×48 (the preset and the paper: 1,000)"
);

/// Braided tourneys on n = 4, 6, …: (n, cycles).
struct Braids {
    expected: Expected,
    rows: Vec<(u32, usize)>,
}

pub const BRAID_SIZE: Claim = Claim {
    id: "pb-braid-size",
    seed: "001",
    authors: "Parberry",
    place: "§6, Figures 17–18",
    quote: "For all even n ≥ 4, an n×n tourney of size 4⌊n/4⌋, which we will call a concentric braided tourney, can be constructed from ⌊n/4⌋−1 concentric braids around an m×m center",
    paper_value: PaperValue::Text("4⌊n/4⌋ cycles on n×n, every even n ≥ 4"),
    cost: Cost::Worker,
    param: Some(Param {
        name: "to",
        label: "Largest n",
        default: "100",
        help: "even n from 4 to this (up to 400)",
    }),
    page: "tourneys.html",
    expected: || Expected::Holds(true),
    start: |p, e, _| {
        let to = whole("to", p, 4, 400)? as u32;
        Ok(items(
            Braids {
                expected: e,
                rows: Vec::new(),
            },
            (to / 2 - 1) as usize,
            |s, i| {
                let n = 4 + 2 * i as u32;
                let c = tourneys::generate(Cover::Braid, n, 1).expect("braid supports even n >= 4");
                let valid = c.validate().is_ok();
                s.rows.push((n, if valid { c.cycle_count() } else { 0 }));
                (n * n) as u64
            },
            |s| {
                let off: Vec<String> = s
                    .rows
                    .iter()
                    .filter(|&&(n, k)| k != 4 * (n as usize / 4))
                    .map(|&(n, k)| format!("{n}: {k} (paper {})", 4 * (n / 4)))
                    .collect();
                let last = s.rows.last().map_or(4, |r| r.0);
                Finding {
                    tool_value: if off.is_empty() {
                        format!("4⌊n/4⌋ cycles on every even n from 4 to {last}")
                    } else {
                        format!("other counts on n = {}", off.join(", "))
                    },
                    verdict: on_statement(
                        &s.expected,
                        off.is_empty(),
                        &format!("every even n from 4 to {last}: a valid cover of 4⌊n/4⌋ cycles"),
                        Verdict::new(VerdictKind::Differs, off.join("; ")),
                    ),
                    detail: "Generated the braid cover for each even n, checked it is a cycle cover of the knight's graph, and counted its cycles. For n ≡ 2 (mod 4) the 6×6 centre is this project's joined Warnsdorff tourney, not Parberry's (his is not given in the text).".into(),
                    data: json!({"boards": s.rows.iter().map(|r| json!({"n": r.0, "cycles": r.1})).collect::<Vec<_>>()}),
                    link: link("tourneys.html", &[("gen", "braid".into()), ("n", "16".into()), ("seed", "1".into())]),
                }
            },
            |_, i| format!("braid {0}×{0}", 4 + 2 * i),
        ))
    },
};

pub const FIGURE_15: Claim = Claim {
    id: "pb-figure-15",
    seed: "001",
    authors: "Parberry",
    place: "§5, Figure 15",
    quote: "Figure 15: A 22×22 tourney of size 7 (left), and a closed knight's tour obtained from it by switching 6 vertex-disjoint rails from the spanning tree of its rail graph",
    paper_value: PaperValue::Text("7 cycles; one closed tour after switching 6 rails"),
    cost: Cost::Quick,
    param: None,
    page: "tourneys.html",
    expected: || Expected::Numbers(vec![("cycles", 7), ("cycles after the join", 1), ("joining switches", 6)]),
    start: |p, e, _| {
        no_param(p)?;
        Ok(once(move || {
            let mut c = tourneys::generate(Cover::DivideTourney, 22, 1)
                .expect("divide-tourney supports 22");
            let before = c.cycle_count();
            let report = join(&mut c, 1);
            let after = c.cycle_count();
            let rails: usize = {
                let mut k = before;
                let mut total = 0;
                for &x in &report.cycles_after_round {
                    total += k - x;
                    k = x;
                }
                total
            };
            let off = numbers_off(
                &e,
                &[
                    ("cycles", before as u64),
                    ("cycles after the join", after as u64),
                    ("joining switches", rails as u64),
                ],
            );
            Finding {
                tool_value: format!(
                    "{before} cycles; join leaves {after} cycle{} after {rails} joining switch{} in {} round{}",
                    if after == 1 { "" } else { "s" },
                    if rails == 1 { "" } else { "es" },
                    report.rounds(),
                    if report.rounds() == 1 { "" } else { "s" }
                ),
                verdict: if off.is_empty() {
                    Verdict::new(VerdictKind::Reproduced, format!("{before} cycles, joined into one closed tour by {rails} rails"))
                } else {
                    Verdict::new(
                        VerdictKind::Differs,
                        format!(
                            "{}: the tool's divide-and-conquer tourney on 22×22 uses this project's searched base tiles, not Parberry's (his are not in the text)",
                            off.join("; ")
                        ),
                    )
                },
                detail: "Generated divide-tourney on 22×22 (divide-and-conquer without joining the base tiles, 001 §6), counted its cycles, then joined it (Algorithm 2, rounds until one cycle) and counted the joining switches (each joins two cycles into one).".into(),
                data: json!({"cycles_before": before, "cycles_after": after, "joining_switches": rails, "rounds": report.cycles_after_round}),
                link: link("tourneys.html", &[("gen", "divide-tourney".into()), ("n", "22".into()), ("seed", "1".into())]),
            }
        }))
    },
};

/// The n × n knight's graph K_n: (edges, largest degree, connected with no isolated cell).
fn knights_graph(n: u32) -> (u64, u32, bool) {
    let board = Board::new(n as u64, n as u64).expect("n >= 1");
    let cells = board.squares();
    let mut edges = 0u64;
    let mut top = 0u32;
    for i in 0..cells {
        let d = board.neighbours(board.square(i)).count() as u32;
        edges += d as u64;
        top = top.max(d);
    }
    // Connected: a breadth-first search from the first cell reaches every cell, and no cell
    // is without an edge (K_1's one cell is not "completely connected" by this reading).
    let mut seen = vec![false; cells];
    let mut queue = vec![0usize];
    seen[0] = true;
    while let Some(i) = queue.pop() {
        for (_, t) in board.neighbours(board.square(i)) {
            let j = board.index(t).expect("on the board");
            if !seen[j] {
                seen[j] = true;
                queue.push(j);
            }
        }
    }
    let connected = top > 0
        && seen.iter().all(|&v| v)
        && (0..cells).all(|i| board.neighbours(board.square(i)).next().is_some());
    (edges / 2, top, connected)
}

/// The name of the knight's-graph card's reading of "− O(n)".
const KNIGHTS_GRAPH_BEYOND_LINEAR: &str = "largest second difference of 4n² − edges, n ≥ 5";

/// How far 4n² − edges bends from a line over the rows from n = 5: the largest absolute second
/// difference (0 when the deficit is linear in n, as "4n² − O(n)" needs at most).
fn beyond_linear(rows: &[(u32, u64, u32, bool)]) -> u64 {
    let deficit: Vec<i64> = rows
        .iter()
        .filter(|r| r.0 >= 5)
        .map(|r| 4 * (r.0 as i64).pow(2) - r.1 as i64)
        .collect();
    deficit
        .windows(3)
        .map(|w| (w[2] - 2 * w[1] + w[0]).unsigned_abs())
        .max()
        .unwrap_or(0)
}

/// Knight's graphs K_1 … K_to: (n, edges, largest degree, connected).
struct Graphs {
    expected: Expected,
    rows: Vec<(u32, u64, u32, bool)>,
}

pub const KNIGHTS_GRAPH: Claim = Claim {
    id: "pb-knights-graph",
    seed: "001",
    authors: "Parberry",
    place: "§2",
    quote: "K1, and K2 have zero edges. K3 has 8 edges and degree 2. K4 has 24 edges and degree 4. For n ≥ 5, Kn has 4n² − O(n) edges and degree 8. Kn is completely connected iff n ≥ 4.",
    paper_value: PaperValue::Text("K1, K2: 0 edges; K3: 8 edges, degree 2; K4: 24 edges, degree 4; n ≥ 5: 4n² − O(n) edges, degree 8; connected iff n ≥ 4"),
    cost: Cost::Quick,
    param: Some(Param {
        name: "to",
        label: "Largest n",
        default: "100",
        help: "every knight's graph K_n for n from 1 to this (5 to 100)",
    }),
    page: "tourneys.html",
    expected: || {
        Expected::Numbers(vec![
            ("K1 edges", 0),
            ("K2 edges", 0),
            ("K3 edges", 8),
            ("K3 degree", 2),
            ("K4 edges", 24),
            ("K4 degree", 4),
            ("degree for every n ≥ 5", 8),
            ("edges ÷ n² at the largest n, rounded", 4),
            (KNIGHTS_GRAPH_BEYOND_LINEAR, 0),
            ("smallest n from which every Kn is connected", 4),
            ("largest n below that with a connected Kn", 0),
        ])
    },
    start: |p, e, _| {
        let to = whole("to", p, 5, 100)? as u32;
        Ok(items(
            Graphs {
                expected: e,
                rows: Vec::new(),
            },
            to as usize,
            |s, i| {
                let n = i as u32 + 1;
                let (edges, top, connected) = knights_graph(n);
                s.rows.push((n, edges, top, connected));
                (n * n) as u64
            },
            |s| {
                let at = |n: u32| s.rows[n as usize - 1];
                let last = *s.rows.last().expect("n from 1");
                let big: Vec<u32> = s.rows.iter().filter(|r| r.0 >= 5).map(|r| r.2).collect();
                let degree_5 = if big.iter().all(|&d| d == big[0]) { big[0] } else { 0 };
                let from = s
                    .rows
                    .iter()
                    .rev()
                    .take_while(|r| r.3)
                    .last()
                    .map_or(last.0 + 1, |r| r.0);
                let below = s.rows.iter().filter(|r| r.0 < from && r.3).map(|r| r.0).max().unwrap_or(0);
                let ratio = last.1 as f64 / (last.0 as f64 * last.0 as f64);
                let found = [
                    ("K1 edges", at(1).1),
                    ("K2 edges", at(2).1),
                    ("K3 edges", at(3).1),
                    ("K3 degree", at(3).2 as u64),
                    ("K4 edges", at(4).1),
                    ("K4 degree", at(4).2 as u64),
                    ("degree for every n ≥ 5", degree_5 as u64),
                    ("edges ÷ n² at the largest n, rounded", ratio.round() as u64),
                    (KNIGHTS_GRAPH_BEYOND_LINEAR, beyond_linear(&s.rows)),
                    ("smallest n from which every Kn is connected", from as u64),
                    ("largest n below that with a connected Kn", below as u64),
                ];
                let off = numbers_off(&s.expected, &found);
                // 4n² − edges over n: bounded, as O(n) asks (the exact count is 4n² − 12n + 8).
                let deficit = s
                    .rows
                    .iter()
                    .filter(|r| r.0 >= 5)
                    .map(|r| (4.0 * (r.0 as f64).powi(2) - r.1 as f64) / r.0 as f64)
                    .fold(0.0, f64::max);
                Finding {
                    tool_value: format!(
                        "K1 {} and K2 {} edges; K3 {} edges, degree {}; K4 {} edges, degree {}; degree {} on every n from 5 to {}; K{} has {} edges ({:.3} n²; (4n² − edges) ÷ n at most {:.2} for n ≥ 5); connected for every n from {from}{}",
                        at(1).1, at(2).1, at(3).1, at(3).2, at(4).1, at(4).2,
                        if degree_5 == 0 { "not the same".to_string() } else { degree_5.to_string() },
                        last.0, last.0, last.1, ratio, deficit,
                        if below == 0 { ", never below".to_string() } else { format!(", and also at n = {below}") }
                    ),
                    verdict: if off.is_empty() {
                        Verdict::new(VerdictKind::Reproduced, format!("every count and degree as stated for n from 1 to {}, and connected exactly from n = 4", last.0))
                    } else {
                        Verdict::new(VerdictKind::Differs, off.join("; "))
                    },
                    detail: "Counted the knight's moves between the cells of each n×n board (each edge once), the largest degree, and whether a breadth-first search from one cell reaches every cell. Readings: \"degree\" is the largest degree of a cell (K3's centre has none); \"completely connected\" is connected with no isolated cell, so K1's single cell is not; \"4n² − O(n)\" is checked as edges ÷ n² rounding to 4 at the largest n and 4n² − edges growing linearly in n from n = 5 (its second differences all 0), with (4n² − edges) ÷ n shown bounded.".into(),
                    data: json!({"graphs": s.rows.iter().map(|r| json!({"n": r.0, "edges": r.1, "degree": r.2, "connected": r.3})).collect::<Vec<_>>()}),
                    link: link("tourneys.html", &[("gen", "braid".into()), ("n", "6".into())]),
                }
            },
            |_, i| format!("K{}", i + 1),
        ))
    },
};

/// Join runs over tourney generators: (generator, n, before, after Algorithm 2's one pass,
/// after the tool's rounds).
struct Joins {
    expected: Expected,
    jobs: Vec<(Cover, u32)>,
    rows: Vec<(&'static str, u32, usize, usize, usize)>,
}

/// The smallest board the join claim runs: the smallest even n the tourney generators make.
const JOIN_FROM: u32 = 6;

pub const JOIN: Claim = Claim {
    id: "pb-join",
    seed: "001",
    authors: "Parberry",
    place: "§5, Theorem 3 and Algorithm 2",
    quote: "If G has size k, then Join(G) returns a tourney of size at most k … In practice Algorithm 2 will generally create a knight's tour from a tourney, but it may fail to do so on occasion, particularly on small boards.",
    paper_value: PaperValue::Text("at most k cycles after a join; generally one"),
    cost: Cost::Worker,
    param: Some(Param {
        name: "to",
        label: "Largest n",
        default: "60",
        help: "tourneys of every generator on n×n for every even n from 6 that the generator supports, to this (up to 100)",
    }),
    page: "tourneys.html",
    expected: || Expected::Holds(true),
    start: |p, e, _| {
        let to = whole("to", p, JOIN_FROM as u64, 100)? as u32;
        let gens = [
            Cover::Braid,
            Cover::FourCover,
            Cover::DivideTourney,
            Cover::WarnsdorffTourney,
            Cover::TakefujiLee,
        ];
        let jobs: Vec<(Cover, u32)> = (JOIN_FROM..=to)
            .step_by(2)
            .flat_map(|n| gens.iter().map(move |&g| (g, n)))
            .filter(|&(g, n)| g.supports(n).is_ok())
            .collect();
        let n = jobs.len();
        Ok(items(
            Joins {
                expected: e,
                jobs,
                rows: Vec::new(),
            },
            n,
            |s, i| {
                let (g, n) = s.jobs[i];
                if let Ok(mut c) = tourneys::generate(g, n, 1) {
                    let before = c.cycle_count();
                    let r = join(&mut c, 1);
                    let one_pass = r.cycles_after_round.first().copied().unwrap_or(before);
                    s.rows.push((g.name(), n, before, one_pass, r.final_cycles()));
                }
                (n * n) as u64
            },
            |s| {
                let total = s.rows.len();
                let grew: Vec<String> = s
                    .rows
                    .iter()
                    .filter(|r| r.3 > r.2 || r.4 > r.2)
                    .map(|r| format!("{} {}×{}", r.0, r.1, r.1))
                    .collect();
                let one_pass_tours = s.rows.iter().filter(|r| r.3 == 1).count();
                let rounds_tours = s.rows.iter().filter(|r| r.4 == 1).count();
                let not_one = |k: usize| -> Vec<String> {
                    s.rows
                        .iter()
                        .filter(|r| [r.3, r.4][k] != 1)
                        .map(|r| format!("{} {}×{}: {} → {}", r.0, r.1, r.1, r.2, [r.3, r.4][k]))
                        .collect()
                };
                // "Generally": in more than half of the runs.
                let generally = |tours: usize| 2 * tours > total;
                let reading = |name: &str, tours: usize| {
                    format!(
                        "{name}: {tours} of {total} joins made one closed tour ({})",
                        if generally(tours) { "generally, as the paper says" } else { "not generally" }
                    )
                };
                let paper_reading = reading("Algorithm 2 as written (one pass)", one_pass_tours);
                let tool_reading = reading("the tool's join (passes repeated until one cycle or none joins)", rounds_tours);
                let failed_words = if grew.is_empty() {
                    format!("{paper_reading}; by the tool's reading, {tool_reading}")
                } else {
                    format!("more cycles after the join on {}", grew.join(", "))
                };
                Finding {
                    tool_value: format!(
                        "{total} joins, n = {JOIN_FROM}..; {}; one pass: {one_pass_tours} closed tours; repeated passes: {rounds_tours}{}",
                        if grew.is_empty() { "none grew" } else { "some grew" },
                        {
                            let left = not_one(1);
                            if left.is_empty() { String::new() } else { format!("; not one cycle after repeated passes: {}", left.join(", ")) }
                        }
                    ),
                    verdict: on_statement(
                        &s.expected,
                        grew.is_empty() && generally(one_pass_tours),
                        &format!("every join left at most k cycles; {paper_reading}; by the tool's reading, {tool_reading}"),
                        Verdict::new(VerdictKind::NotReproduced, failed_words),
                    ),
                    detail: format!(
                        "Generated each tourney generator's cover (seed 1) on every even n from {JOIN_FROM} it supports and joined it. Two readings, both shown: the paper's, Algorithm 2 as written, one pass over the rails in a random order switching each that joins two cycles (the verdict); and the tool's, that pass repeated until one cycle remains or a pass joins nothing. Reading of \"generally\": more than half of the joins. Not one cycle after one pass: {}.",
                        {
                            let left = not_one(0);
                            if left.is_empty() { "none".to_string() } else { left.join(", ") }
                        }
                    ),
                    data: json!({"joins": s.rows.iter().map(|r| json!({"gen": r.0, "n": r.1, "before": r.2, "after_one_pass": r.3, "after_rounds": r.4})).collect::<Vec<_>>()}),
                    link: link("tourneys.html", &[("gen", "warnsdorff-tourney".into()), ("n", "20".into()), ("seed", "1".into())]),
                }
            },
            |s, i| {
                let (g, n) = s.jobs[i];
                format!("joining {} {n}×{n}", g.name())
            },
        ))
    },
};

/// Figure 20's board: "by n = 50".
const FIGURE_20_N: u32 = 50;
const FIGURE_20_SEED: u64 = 1;

/// The two generators Figure 20 compares: the tourney generator (Figure 20) and the closed-tour
/// generator (Figure 3), each bare, as the timing experiment times them.
fn figure_20_specs() -> [TimingSpec; 2] {
    [
        TimingSpec {
            source: Source::Catalogue(Cover::WarnsdorffTourney),
            finish: Finish::Bare,
        },
        TimingSpec {
            source: Source::Catalogue(Cover::WarnsdorffClosed),
            finish: Finish::Bare,
        },
    ]
}

/// Figure 20's run: `samples` timed covers of each generator on 50×50, interleaved (tourney,
/// tour, tourney, …) so that a change in the machine's load falls on both, after one untimed
/// warm-up each (item 0 and 1), read with the run's clock.
struct Figure20 {
    expected: Expected,
    clock: Option<Box<dyn Clock>>,
    samples: u32,
    /// Nanoseconds per cell of each timed sample: [tourney, tour].
    ns: [Vec<f64>; 2],
    /// Samples that did not come out as wanted (their time counts).
    failures: [u32; 2],
}

fn median(v: &[f64]) -> f64 {
    let mut v = v.to_vec();
    v.sort_by(f64::total_cmp);
    let n = v.len();
    if n == 0 {
        f64::NAN
    } else if n % 2 == 1 {
        v[n / 2]
    } else {
        (v[n / 2 - 1] + v[n / 2]) / 2.0
    }
}

fn figure_20_finding(s: &Figure20) -> Finding {
    let n = FIGURE_20_N;
    let link = format!(
        "{}#timing",
        link(
            "experiments.html",
            &[
                ("gens", "warnsdorff-tourney,warnsdorff-closed".into()),
                ("tsizes", format!("{n}..{n}")),
                ("tsamples", s.samples.to_string()),
                ("tseed", FIGURE_20_SEED.to_string()),
            ],
        )
    );
    let [tourney, tour] = [median(&s.ns[0]), median(&s.ns[1])];
    let paper = s.expected.number(FIGURE_20_RATIO);
    let detail = format!(
        "Timed {} warnsdorff-tourney and {} warnsdorff-closed covers on {n}×{n} (seeds from {FIGURE_20_SEED} as `warnsdorff experiment timing` draws them; one untimed warm-up each; the two interleaved so the machine's load falls on both), with the run's clock (natively the wall clock, in the page's Worker the browser's), and compared their median times per cell. Reading: \"over 200 times faster\" is the tour generator's median time over the tourney generator's, greater than 200; wall time on this machine, not the paper's CPU time on his, so the ratio shifts with the machine and its load. Failed samples (a walk that gave no closed tour counts its time): tourney {}, tour {}.",
        s.samples, s.samples, s.failures[0], s.failures[1]
    );
    let Some(want) = paper else {
        return Finding {
            tool_value: "not measured".into(),
            verdict: Verdict::new(
                VerdictKind::NotCheckable,
                "the paper value gives no ratio to compare with",
            ),
            detail,
            data: json!(null),
            link,
        };
    };
    if s.clock.is_none() {
        return Finding {
            tool_value: "not measured".into(),
            verdict: Verdict::new(
                VerdictKind::NotCheckable,
                "this run has no clock to time with (run it from the CLI or the page's Worker)",
            ),
            detail,
            data: json!(null),
            link,
        };
    }
    let ratio = tour / tourney;
    let tool_value = format!(
        "{ratio:.0}× at n = {n}: median {tour:.1} ns per cell for a closed tour, {tourney:.2} for a tourney ({} samples each)",
        s.samples
    );
    let verdict = if !ratio.is_finite() {
        Verdict::new(
            VerdictKind::NotCheckable,
            format!("the clock measured no time for the tourney (median {tourney} ns per cell): too coarse to give a ratio"),
        )
    } else if ratio > want as f64 {
        Verdict::new(
            VerdictKind::Reproduced,
            format!("the closed-tour generator took {ratio:.0} times the tourney generator's median time per cell on {n}×{n}, over {want}×"),
        )
    } else {
        Verdict::new(
            VerdictKind::NotReproduced,
            format!("the closed-tour generator took {ratio:.0} times the tourney generator's median time per cell on {n}×{n}, not over {want}×"),
        )
    };
    Finding {
        tool_value,
        verdict,
        detail,
        data: json!({
            "n": n,
            "samples": s.samples,
            "tourney_ns_per_cell": s.ns[0],
            "tour_ns_per_cell": s.ns[1],
            "median_tourney_ns_per_cell": tourney,
            "median_tour_ns_per_cell": tour,
            "ratio": ratio,
            "failures": s.failures,
        }),
        link,
    }
}

/// The name of Figure 20's number in its [`Expected::Numbers`].
const FIGURE_20_RATIO: &str = "times faster at n = 50, more than";

pub const FIGURE_20: Claim = Claim {
    id: "pb-figure-20",
    seed: "001",
    authors: "Parberry",
    place: "§6, Figure 20 (and Figure 3)",
    quote: "The tourney algorithm has a clear advantage, and by n = 50 was over 200 times faster then the knight's tour algorithm",
    paper_value: PaperValue::Text("over 200× faster at n = 50 (CPU time per cell, his C++ on an i9-7980XE)"),
    cost: Cost::Worker,
    param: Some(Param {
        name: "samples",
        label: "Samples per generator",
        default: "5",
        help: "timed 50×50 covers of each generator; the ratio is of their medians (the paper averaged 1,000)",
    }),
    page: "experiments.html",
    expected: || Expected::Numbers(vec![(FIGURE_20_RATIO, 200)]),
    start: |p, e, clock| {
        let samples = whole("samples", p, 1, 100)? as u32;
        for spec in figure_20_specs() {
            spec.supports(FIGURE_20_N)
                .expect("both generators support 50×50");
        }
        Ok(items(
            Figure20 {
                expected: e,
                clock,
                samples,
                ns: [Vec::new(), Vec::new()],
                failures: [0, 0],
            },
            2 + 2 * samples as usize,
            |s, i| {
                let n = FIGURE_20_N;
                let Some(clock) = s.clock.as_mut() else {
                    return 1;
                };
                let which = i % 2;
                let spec = figure_20_specs()[which];
                if i < 2 {
                    // The warm-up, untimed, as `measure_one` makes it.
                    spec.sample(n, sample_seed(FIGURE_20_SEED, n, u32::MAX));
                } else {
                    let k = (i / 2 - 1) as u32;
                    let t0 = clock.now_ns();
                    let ok = spec.sample(n, sample_seed(FIGURE_20_SEED, n, k));
                    let t1 = clock.now_ns();
                    s.ns[which].push((t1 - t0).max(0.0) / (n as f64 * n as f64));
                    s.failures[which] += (!ok) as u32;
                }
                // A cover is heavier than a walk step.
                100 * (n * n) as u64
            },
            figure_20_finding,
            |s, i| {
                let g = if i % 2 == 0 { "tourney" } else { "closed tour" };
                if i < 2 {
                    format!("warming up the {g} generator")
                } else {
                    format!("timing {g} {} of {}", i / 2, s.samples)
                }
            },
        ))
    },
};

/// The Rails over n sweep the Rail Conjecture claim runs: the tourney page's defaults.
const RAIL_GEN: &str = "warnsdorff-tourney";
const RAIL_SAMPLES: u32 = 5;
const RAIL_SEED: u64 = 1;

/// The Rail Conjecture's run: [`crate::experiments::rails::Sweep`], as the tourney page's
/// "Rails over n" runs it.
struct RailSweep {
    sweep: Sweep,
    sizes: String,
    out: Option<Finding>,
}

impl Runner for RailSweep {
    fn work(&mut self, budget: u64) -> Progress {
        if self.out.is_none() {
            // A unit of the sweep is a piece of a generation or one cover measured: heavier
            // than a walk step, so a budget buys fewer of them.
            let units = usize::try_from(budget / 10_000)
                .unwrap_or(usize::MAX)
                .max(1);
            if self.sweep.work(units) {
                self.out = Some(rail_finding(self.sweep.rows(), &self.sizes));
            }
        }
        match self.out {
            Some(_) => Progress::finished("done"),
            None => super::progress(false, self.sweep.fraction(), self.sweep.status()),
        }
    }

    fn finding(&self) -> Option<Finding> {
        self.out.clone()
    }
}

/// The Rail Conjecture's finding from a sweep's rows: the sweep's own reading
/// ([`rails::verdicts`]: the slope of ln(fewest rails) against ln n), kept as "not checkable"
/// since no finite run decides an Ω.
fn rail_finding(rows: &[RailRow], sizes: &str) -> Finding {
    let v = rails::verdicts(rows);
    let conj = &v[0];
    let tours: u32 = rows.iter().map(|r| r.tours).sum();
    let least = rows
        .iter()
        .filter(|r| r.tours > 0)
        .min_by(|a, b| a.min_per_n().total_cmp(&b.min_per_n()));
    let tool_value = match least {
        Some(_) => format!(
            "{tours} tours over n = {sizes}: {}; the sweep's reading (slope ≥ {LINEAR_SLOPE}): {}",
            conj.detail, conj.finding
        ),
        None => format!("no tours over n = {sizes}: {}", conj.detail),
    };
    let others: Vec<String> = v[1..]
        .iter()
        .map(|x| format!("{} — {}: {}", x.quote, x.finding, x.detail))
        .collect();
    Finding {
        tool_value,
        verdict: Verdict::new(
            VerdictKind::NotCheckable,
            format!(
                "Ω(n) is a bound as n grows without limit, so no finite run proves or refutes it; this run's fewest rails {}",
                match least {
                    Some(_) => format!(
                        "{} the conjecture by the sweep's reading (the least-squares slope of ln(fewest rails) against ln n at least {LINEAR_SLOPE})",
                        if conj.finding == SweepFinding::BearsOut { "bear out" } else { "do not bear out" }
                    ),
                    None => "were not counted (no tour)".to_string(),
                }
            ),
        ),
        detail: format!(
            "The tourney page's Rails over n (src/experiments/rails.rs): for each n of {sizes}, {RAIL_SAMPLES} {RAIL_GEN} tourneys (seed {RAIL_SEED}), each joined (Algorithm 2 in rounds) and the rails of each resulting knight's tour counted (Algorithm 1, 001 Theorem 2). Per n (fewest ÷ n): {}. The same run on §5's statements: {}.",
            rows.iter()
                .filter(|r| r.tours > 0)
                .map(|r| format!("{} {:.2}", r.n, r.min_per_n()))
                .collect::<Vec<_>>()
                .join(", "),
            others.join("; ")
        ),
        data: json!({"rows": rows, "verdicts": v}),
        link: link(
            "tourneys.html",
            &[
                ("gen", RAIL_GEN.into()),
                ("n", "20".into()),
                ("seed", "1".into()),
                ("rgen", RAIL_GEN.into()),
                ("rsizes", sizes.to_string()),
                ("rsamples", RAIL_SAMPLES.to_string()),
                ("rseed", RAIL_SEED.to_string()),
            ],
        ),
    }
}

pub const RAIL_CONJECTURE: Claim = Claim {
    id: "pb-rail-conjecture",
    seed: "001",
    authors: "Parberry",
    place: "§4, the Rail Conjecture",
    quote: "All of the knight's tours that we have examined to date have a large number of rails. … (The Rail Conjecture) An n×n knight's tour has Ω(n) rails.",
    paper_value: PaperValue::Text("Ω(n) rails in every n×n closed tour (a conjecture)"),
    cost: Cost::Worker,
    param: Some(Param {
        name: "sizes",
        label: "Sizes n",
        default: "8..60:4",
        help: "n from A to B in steps (A..B or A..B:STEP, up to 200), 5 joined Warnsdorff tourneys each, seed 1: the tourney page's Rails over n",
    }),
    page: "tourneys.html",
    expected: || Expected::Nothing,
    start: |p, _, _| {
        let sizes = Sizes::parse(p).map_err(|e| ClaimError::Param {
            name: "sizes",
            message: e.to_string(),
        })?;
        let spec = RailSpec::parse(RAIL_GEN).expect("a known generator");
        let sweep = Sweep::new(spec, sizes, RAIL_SAMPLES, RAIL_SEED, rails::PAGE_MAX_SIDE)
            .map_err(|e| ClaimError::Param {
                name: "sizes",
                message: e.to_string(),
            })?;
        Ok(Box::new(RailSweep {
            sweep,
            sizes: p.trim().to_string(),
            out: None,
        }))
    },
};

pub const FIGURE_16: Claim = Claim {
    id: "pb-figure-16",
    seed: "001",
    authors: "Parberry",
    place: "§5, Figures 15–16",
    quote: "Figure 16: The rail graph of the cycle cover in Figure 15 (left). … The breadth-first spanning tree of this graph is shown on the right. [Figure 15: a closed knight's tour obtained … by switching 6 vertex-disjoint rails from the spanning tree of its rail graph]",
    paper_value: PaperValue::Text("22×22, 7 cycles: a connected rail graph of 7 vertices; its spanning tree's 6 edges give 6 vertex-disjoint rails that make one closed tour"),
    cost: Cost::Quick,
    param: None,
    page: "tourneys.html",
    expected: || Expected::Numbers(vec![("vertices", 7), ("components", 1), ("vertex-disjoint rails on the tree", 6), ("cycles after one pass", 1)]),
    start: |p, e, _| {
        no_param(p)?;
        Ok(once(move || {
            let c = tourneys::generate(Cover::DivideTourney, 22, 1)
                .expect("divide-tourney supports 22");
            let g = RailMultigraph::new(&c);
            let (vertices, edges, components) = (g.cycles(), g.edges().len(), g.components());
            let forest = g.bfs_forest().len();
            let disjoint = g.disjoint_forest_rails().len();
            let spec = RailSpec::parse("divide-tourney").expect("a known generator");
            let s = rails::measure_cover(spec, c, 1);
            let off = numbers_off(
                &e,
                &[
                    ("vertices", vertices as u64),
                    ("components", components as u64),
                    ("vertex-disjoint rails on the tree", disjoint as u64),
                    ("cycles after one pass", s.one_pass as u64),
                ],
            );
            Finding {
                tool_value: format!(
                    "{vertices} vertices, {edges} edges ({} rails between two cycles), {}; breadth-first spanning tree of {forest} edges, {disjoint} vertex-disjoint rails on it; switching them leaves {} cycle{}",
                    g.rails_between(),
                    if components == 1 { "connected".to_string() } else { format!("{components} components") },
                    s.one_pass,
                    if s.one_pass == 1 { "" } else { "s" }
                ),
                verdict: if off.is_empty() {
                    Verdict::new(VerdictKind::Reproduced, format!("{vertices} vertices, connected; the tree's {disjoint} vertex-disjoint rails make one closed tour in one pass, as Figure 15 says"))
                } else {
                    Verdict::new(VerdictKind::Differs, off.join("; "))
                },
                detail: "Generated divide-tourney on 22×22 (seed 1; Figure 15's tourney of size 7 as this project makes it), built its rail graph (a vertex per cycle, an edge per pair of cycles some rail joins, src/rails/graph.rs), its breadth-first spanning tree and one rail per tree edge sharing no square with those taken, and switched them (one pass of Algorithm 2). Figure 16's picture and its edge labels are not in our copy of the paper, so only what the text says is compared: the vertex count, that the graph is connected, and the 6 rails that make one tour.".into(),
                data: json!({"vertices": vertices, "edges": edges, "rails_between": g.rails_between(), "components": components, "tree_edges": forest, "disjoint_rails": disjoint, "cycles_after_one_pass": s.one_pass}),
                link: link("tourneys.html", &[("gen", "divide-tourney".into()), ("n", "22".into()), ("seed", "1".into()), ("graph", "1".into())]),
            }
        }))
    },
};

//! What the statistics page shows of its runs: the chooser's rows, each run's progress, the
//! charts, the table of means, and Tables 1–2 beside the preset's runs. Bars and columns are
//! in the numbering on screen; the statistics are counted in Parberry's
//! ([`Numbering::bar_order`] names the index shown at each place).

use super::form::{rows, StatsField};
use super::job::{duration, time_left};
use super::{Batch, RunState, State};
use crate::numbering::Numbering;
use crate::page::chart::{series_colour, BarChart, Bars};
use crate::page::form::Field;
use crate::page::scene::{Align, Baseline, Font, Scene, Shape, Viewport};
use crate::page::status::{Cell, Output, Row};
use crate::page::words::{count, counted, decimal};
use crate::stats::tables::{self, Comparison, PAPER_TOURS, THRESHOLD_SE};
use crate::stats::Summary;
use serde_json::{json, Value};

/// The chooser's rows for the page to lay out: each row's source, its fields' names and its
/// words.
pub fn catalogue() -> Value {
    let list: Vec<Value> = rows()
        .iter()
        .enumerate()
        .map(|(k, r)| {
            let i = r.info;
            let name = |f: StatsField| f.name();
            let tiles = i
                .tiles
                .iter()
                .map(|t| format!("{}: {}", t.name, t.description))
                .collect::<Vec<_>>();
            json!({
                "name": i.name,
                "label": if r.rule { "rule" } else { i.name.as_str() },
                "pick": name(StatsField::Pick(k)),
                "obf": i.closed.then(|| name(StatsField::Obfuscate(k))),
                "tiles": (!i.tiles.is_empty()).then(|| name(StatsField::Tiles(k))),
                "text": r.rule.then(|| name(StatsField::RuleText)),
                "text_label": "Rule to compare: ordering:NNNNNNNN, pohl[:NNNNNNNN], \
                               lookahead[:NNNNNNNN], squirrel-cull or nineteen",
                "about": format!("{} — {}; {}", i.description, i.paper, i.sizes),
                "tiles_help": if tiles.is_empty() { String::new() } else {
                    format!("Tiles: {}", tiles.join(" "))
                },
                "note": if i.deterministic {
                    "deterministic: every tour it makes is the same, whatever the seed, so the \
                     spread (SD) is 0"
                } else { "" },
            })
        })
        .collect();
    Value::Array(list)
}

/// The explanation beside the charts.
pub fn explain(n: Numbering) -> String {
    format!(
        "Bars: each generator's mean share of each move (f) and of each turn (r) over its \
         tours; whiskers: ±1 sample SD; dashed line: 1/8, every move alike. Moves in {}; turns \
         counted {} from the move before (0 = the same move again).",
        n.words(),
        turning(n)
    )
}

fn turning(n: Numbering) -> &'static str {
    if n == Numbering::Parberry {
        "counterclockwise"
    } else {
        "clockwise"
    }
}

fn owner(n: Numbering) -> String {
    format!("{}'s numbering", n.name())
}

/// A rate: whole numbers from 10 up, two decimals below.
fn rate(x: f64) -> String {
    if x >= 10.0 {
        count(x.round() as u64)
    } else {
        decimal(x, 2)
    }
}

/// What a run has done, its pace and the time it still needs.
fn run_words(r: &RunState) -> String {
    let Some(p) = &r.progress else {
        return "starting…".into();
    };
    let mut t = format!(
        "{} of {} · {}",
        count(p.tours),
        counted(p.target, "tour", "tours"),
        counted(p.attempts, "attempt", "attempts")
    );
    if let Some(region) = r.summary.as_ref().and_then(|s| s.region.as_ref()) {
        t += &format!(" on {region}");
    }
    if p.attempts > 0 {
        if p.tours > 0 {
            let per = p.attempts as f64 / p.tours as f64;
            let places = if p.tours * 10 > p.attempts { 2 } else { 0 };
            t += &format!(" (1 tour per {} attempts)", decimal(per, places));
        } else {
            t += " (no tour yet)";
        }
    }
    if r.spent_ms > 0.0 {
        let s = r.spent_ms / 1000.0;
        t += &format!(
            " · {} tours/s, {} attempts/s",
            rate(p.tours as f64 / s),
            count((p.attempts as f64 / s).round() as u64)
        );
    }
    match (&p.stopped, time_left(p, r.spent_ms)) {
        (Some(why), _) => t += &format!(" · stopped: {why}"),
        _ if p.done => t += " · done",
        (None, None) => t += " · time left unknown until a tour is found",
        (None, Some(ms)) => {
            t += &format!(" · about {} left", duration(ms));
            if p.tours < 10 {
                t += &format!(" (rough: from {})", counted(p.tours, "tour", "tours"));
            }
        }
    }
    t
}

/// Each run's progress: its colour and name, a bar, and its words.
pub fn runs(batch: Option<&Batch>) -> Vec<Output> {
    let Some(b) = batch else {
        return vec![Output::rows("runs", Vec::new()).with_data("state", "idle")];
    };
    let rows = b
        .runs
        .iter()
        .enumerate()
        .map(|(k, r)| {
            let c = series_colour(k);
            let (tours, target, attempts, done) =
                r.progress.as_ref().map_or((0, 0, 0, false), |p| {
                    (p.tours, p.target, p.attempts, p.done)
                });
            let pct = if done {
                100.0
            } else {
                100.0 * tours as f64 / target.max(1) as f64
            };
            let bar = format!(
                "linear-gradient(90deg, {} {pct:.1}%, {} {pct:.1}%)",
                c.css(),
                c.alpha(0.15).css()
            );
            let per_s = if r.spent_ms > 0.0 {
                tours as f64 / (r.spent_ms / 1000.0)
            } else {
                0.0
            };
            Row::of(vec![
                Cell::text(r.name.clone()).with_swatch(c.css()),
                Cell::text("").with_swatch(bar).with_data("bar", ""),
                Cell::text(run_words(r)),
            ])
            .with_data("k", k)
            .with_data("tours", tours)
            .with_data("target", target)
            .with_data("attempts", attempts)
            .with_data("done", done)
            .with_data("rate", per_s)
        })
        .collect();
    vec![Output::rows("runs", rows).with_data("state", b.state.key())]
}

/// Summary `s`'s means and SDs of moves or turns.
fn values(s: &Summary, relative: bool) -> (&[f64; 8], &[f64; 8]) {
    let v = if relative { &s.relative } else { &s.moves };
    (&v.mean, &v.sd)
}

/// The chart of f (or r) in numbering `n`.
pub fn chart(batch: Option<&Batch>, n: Numbering, relative: bool, vp: Viewport) -> Scene<'static> {
    let order = n.bar_order(relative);
    let labels = n.bar_labels(relative);
    let series: Vec<Bars> = batch
        .iter()
        .flat_map(|b| b.runs.iter().enumerate())
        .filter_map(|(k, r)| {
            let s = r.shown.as_ref().filter(|s| s.tours > 0)?;
            let (mean, sd) = values(s, relative);
            Some(Bars {
                name: r.name.clone(),
                colour: series_colour(k),
                mean: order.map(|i| mean[i]),
                sd: Some(order.map(|i| sd[i])),
            })
        })
        .collect();
    let empty = series.is_empty();
    let (title, x_label, reference) = if relative {
        (
            format!("Relative move distribution r, {}", owner(n)),
            format!("relative move i: turns {} (0 = repeat)", turning(n)),
            None,
        )
    } else {
        (
            format!("Move distribution f, {}", owner(n)),
            format!("move i ({})", owner(n)),
            Some(0.125),
        )
    };
    let chart = BarChart {
        title,
        x_label,
        ticks: labels.map(|l| l.to_string()),
        series,
        reference,
        width: vp.width,
        height: vp.height,
        compact: false,
    };
    let mut scene = chart.scene(vp.palette());
    let note = if empty {
        vec![Shape::text(
            (scene.width / 2.0, scene.height / 2.0),
            "No tours yet: press Start.",
            Font::sans(13.0),
            (Align::Centre, Baseline::Middle),
            vp.palette().tick,
        )]
    } else {
        Vec::new()
    };
    scene.shapes(false, note);
    scene
}

/// The table of means ± SD per run, moves and turns, with its heading and caption.
pub fn table(batch: Option<&Batch>, n: Numbering) -> Vec<Output> {
    let (of, or) = (n.bar_order(false), n.bar_order(true));
    let (lf, lr) = (n.bar_labels(false), n.bar_labels(true));
    let mut head = Row::texts(["Generator", "Tours", "Attempts", ""]).heading();
    for k in 0..8 {
        head.cells
            .push(Cell::text(format!("f{} r{}", lf[k], lr[k])).with_data("col", k));
    }
    for name in ["turns", "crossings"] {
        head.cells.push(Cell::text(name).with_data("col", name));
    }
    let mut body = Vec::new();
    for (k, r) in batch.iter().flat_map(|b| b.runs.iter().enumerate()) {
        let Some(s) = &r.shown else { continue };
        for (kind, relative) in [("f", false), ("r", true)] {
            let (order, labels) = if relative { (or, lr) } else { (of, lf) };
            let (mean, sd) = values(s, relative);
            let mut cells = vec![
                Cell::text(r.name.clone()).with_swatch(series_colour(k).css()),
                Cell::text(count(s.tours)),
                Cell::text(count(s.attempts)),
                Cell::text(kind),
            ];
            for (place, &i) in order.iter().enumerate() {
                let text = match s.tours {
                    0 => "–".to_string(),
                    1 => format!("{:.4}", mean[i]),
                    _ => format!("{:.4} ±{:.3}", mean[i], sd[i]),
                };
                cells.push(
                    Cell::text(text)
                        .with_data("i", i)
                        .with_data("label", labels[place])
                        .with_data("mean", mean[i])
                        .with_data("sd", sd[i]),
                );
            }
            // Turns and crossings a tour, on the f row (the r row leaves them blank).
            for (name, v) in [("turns", s.turns), ("crossings", s.crossings)] {
                let text = match (relative, s.tours) {
                    (true, _) => String::new(),
                    (false, 0) => "–".to_string(),
                    (false, 1) => decimal(v.mean, 1),
                    (false, _) => format!("{} ±{}", decimal(v.mean, 1), decimal(v.sd, 1)),
                };
                let mut cell = Cell::text(text).with_data("shape", name);
                if !relative {
                    cell = cell.with_data("mean", v.mean).with_data("sd", v.sd);
                }
                cells.push(cell);
            }
            body.push(
                Row::of(cells)
                    .with_data("gen", &s.generator)
                    .with_data("kind", kind),
            );
        }
    }
    if body.is_empty() {
        body.push(Row::texts(["No tours yet: press Start."]));
    }
    vec![
        Output::rows("table-head", vec![head]),
        Output::rows("table", body),
        Output::text(
            "table-cap",
            format!(
                "Mean ± SD per move (f, moves {}–{}) and turn (r, 0 = repeat, {}), {}; and of each tour's turns (squares where the move changes) and crossings (pairs of moves that cross), after Mamano, Efrat et al. (FUN 2021)",
                lf[0],
                lf[7],
                turning(n),
                owner(n)
            ),
        ),
    ]
}

/// Tables 1–2 beside the preset's runs (`batch`, when the preset's runs are on show), in
/// numbering `n`; `shown`: the panel is on screen (hidden, nothing else of it changes).
pub fn paper(batch: Option<&Batch>, n: Numbering, shown: bool) -> Vec<Output> {
    if !shown {
        return vec![Output::show("paper-panel", false)];
    }
    // Columns in the numbering on screen; r4 (always 0, not in Table 2) left out.
    let cols = |relative: bool| -> Vec<(usize, u8)> {
        let labels = n.bar_labels(relative);
        n.bar_order(relative)
            .into_iter()
            .zip(labels)
            .filter(|&(i, _)| !relative || i != 4)
            .collect()
    };
    let (cf, cr) = (cols(false), cols(true));
    let label_of = |relative: bool, i: usize| {
        let c = if relative { &cr } else { &cf };
        c.iter().find(|x| x.0 == i).map_or(0, |x| x.1)
    };
    let mut head = Row::texts(["Run", "Tours", ""]).heading();
    for (kind, list) in [("f", &cf), ("r", &cr)] {
        for &(i, l) in list {
            head.cells
                .push(Cell::text(format!("{kind}{l}")).with_data("i", i));
        }
    }
    head.cells.push(Cell::text("Verdict"));
    let mut body = Vec::new();
    let mut verdicts = Vec::new();
    for (k, run) in tables::preset().iter().enumerate() {
        let row = run.paper();
        let r = batch.and_then(|b| b.runs.get(k));
        let cmp = r
            .and_then(|r| r.shown.as_ref())
            .filter(|s| s.tours > 0)
            .map(|s| tables::compare(row, s));
        let running = r.is_some_and(|r| !r.progress.as_ref().is_some_and(|p| p.done));
        let verdict = match &cmp {
            Some(c) => c.verdict,
            None if running => "running",
            None => "",
        };
        let vtext = match &cmp {
            Some(c) if c.verdict != "too few tours" && c.differing > 0 => {
                format!("{} ({} of 15 cells)", c.verdict, c.differing)
            }
            _ => verdict.to_string(),
        };
        let paper_at = |relative: bool, i: usize| {
            if relative {
                row.r[i].unwrap_or(0.0)
            } else {
                row.f[i]
            }
        };
        let mut paper_cells = vec![
            Cell::text(format!(
                "{} · {} {}×{}",
                run.label, row.algorithm, run.n, run.n
            ))
            .with_swatch(series_colour(k).css())
            .with_title(run.note),
            Cell::text(count(PAPER_TOURS)),
            Cell::text("paper"),
        ];
        let mut tool_cells = vec![
            Cell::text(""),
            Cell::text(count(
                r.and_then(|r| r.progress.as_ref()).map_or(0, |p| p.tours),
            )),
            Cell::text("tool"),
        ];
        let mut mirrored = Vec::new();
        for (kind, relative, list) in [("f", false, &cf), ("r", true, &cr)] {
            for &(i, _) in list {
                paper_cells
                    .push(Cell::text(format!("{:.4}", paper_at(relative, i))).with_data("i", i));
                tool_cells.push(tool_cell(
                    cmp.as_ref(),
                    kind,
                    relative,
                    i,
                    &|i| label_of(relative, i),
                    &|i| paper_at(relative, i),
                    &mut mirrored,
                ));
            }
        }
        paper_cells.push(Cell::text(vtext.clone()).with_data("verdict", verdict));
        tool_cells.push(Cell::text(""));
        body.push(
            Row::of(paper_cells)
                .with_data("run", k)
                .with_data("from", "paper"),
        );
        body.push(
            Row::of(tool_cells)
                .with_data("run", k)
                .with_data("from", "tool"),
        );
        if let Some(c) = &cmp {
            verdicts.push(verdict_words(run.label, &vtext, c, &mirrored));
        }
    }
    let done = batch.is_some_and(|b| b.state != State::Running);
    let said = if done { verdicts } else { Vec::new() };
    vec![
        Output::show("paper-panel", true),
        Output::rows("paper-head", vec![head]),
        Output::rows("paper-table", body),
        Output::text(
            "paper-cap",
            format!(
                "Parberry's Tables 1–2 ({} tours a row) and this tool's runs, moves and turns \
                 in {}",
                count(PAPER_TOURS),
                owner(n)
            ),
        ),
        Output::text(
            "paper-rule",
            format!(
                "A tool cell is marked ≠ when it is more than {THRESHOLD_SE} standard errors \
                 from the paper's number (the run's and the paper's {} tours combined, plus the \
                 paper's rounding to 4 decimals): by chance alone about 3 cells in 1,000. The \
                 paper counts moves in Parberry's numbering; the columns show {}.",
                count(PAPER_TOURS),
                owner(n)
            ),
        ),
        Output::rows(
            "paper-verdicts",
            said.into_iter().map(|v| Row::texts([v])).collect(),
        ),
    ]
}

/// A tool cell of the paper table: the tool's number, whether it differs, and why in its
/// title; a differing cell whose mirror the tool matches is noted in `mirrored`.
fn tool_cell(
    cmp: Option<&Comparison>,
    kind: &str,
    relative: bool,
    i: usize,
    label_of: &dyn Fn(usize) -> u8,
    paper_at: &dyn Fn(usize) -> f64,
    mirrored: &mut Vec<String>,
) -> Cell {
    let cells = cmp.map(|c| if relative { &c.r } else { &c.f });
    let Some(c) = cells.and_then(|cs| cs.iter().find(|c| c.i == i)) else {
        return Cell::text("…").with_data("i", i);
    };
    let own = c.mirror.map_or(String::new(), |m| {
        mirrored.push(format!(
            "{kind}{} {:.4} against its own {kind}{} {:.4}",
            label_of(i),
            paper_at(i),
            label_of(m),
            paper_at(m)
        ));
        format!(
            "; the paper's own {kind}{} is {:.4}, and the tool counts the two as one cell \
             (every move both ways)",
            label_of(m),
            paper_at(m)
        )
    });
    let sign = if c.diff >= 0.0 { "+" } else { "" };
    Cell::text(format!("{:.4}", c.tool))
        .with_data("i", i)
        .with_data("diff", c.diff)
        .with_data("differs", c.differs)
        .with_title(format!(
            "{}: tool − paper = {sign}{:.4}, allowed ±{:.4}{own}",
            if c.differs { "differs" } else { "agrees" },
            c.diff,
            c.allowed
        ))
}

/// A preset run's verdict in a sentence, with the cells the paper prints apart from their
/// mirrors.
fn verdict_words(label: &str, vtext: &str, c: &Comparison, mirrored: &[String]) -> String {
    if mirrored.is_empty() {
        return format!("{label}: {vtext}.");
    }
    let m = mirrored.len();
    let lead = if m == c.differing {
        if c.differing == 1 {
            "It is".to_string()
        } else {
            "Each is".to_string()
        }
    } else {
        format!("{m} of them {}", if m == 1 { "is" } else { "are" })
    };
    format!(
        "{label}: {vtext}. {lead} a cell the paper prints apart from its mirror; the tool counts \
         every move both ways, has one value for the pair, and matches the mirror: {}.",
        mirrored.join("; ")
    )
}

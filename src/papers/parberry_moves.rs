//! Parberry's (001) statements about the relative moves of generated tours: §3.1's percentages
//! for Warnsdorff's tours (Figure 4, right), §3.2's "no preference for relative move 0" in the
//! Takefuji–Lee network's tours (Figure 6, right), and §7's "standard deviation was less than
//! 0.001" under Tables 1–2.
//!
//! Each card draws samples of tours from the statistics core ([`crate::stats`]: its seeded
//! generators and [`Counts`]), keeps every tour's exact counts, and judges a function of them.

use super::{
    link, on_statement, whole, Claim, ClaimError, Cost, Expected, Finding, PaperValue, Param,
    Progress, Runner, Verdict, VerdictKind,
};
use crate::board::Board;
use crate::stats::tables::{preset, PAPER_TOURS, TABLES};
use crate::stats::{Counts, GenSpec, Generator, MeanSd};
use serde_json::json;

/// The seed every card here draws its tours with.
const SEED: u64 = 1;

/// Standard errors that make a difference, as the Tables 1–2 cards use.
const SE: f64 = 3.0;

/// One sample a card draws: `tours` tours of a generator, their exact counts kept.
struct Sample {
    label: String,
    gen: Generator,
    tours: u64,
    counts: Vec<Counts>,
    stopped: Option<String>,
}

impl Sample {
    /// `tours` tours of the source named `source` on n×n, seed [`SEED`], not obfuscated.
    fn plain(label: &str, source: &str, n: u32, tours: u64) -> Sample {
        let board = Board::new(n as u64, n as u64).expect("the paper's boards");
        let spec = GenSpec::parse(source).expect("a known source");
        let gen = Generator::new(spec, board, SEED, false).expect("the source supports n×n");
        Sample::of(label, gen, tours)
    }

    fn of(label: &str, gen: Generator, tours: u64) -> Sample {
        Sample {
            label: label.to_string(),
            gen,
            tours,
            counts: Vec::new(),
            stopped: None,
        }
    }

    fn done(&self) -> bool {
        self.counts.len() as u64 >= self.tours || self.stopped.is_some()
    }

    /// Work about `budget` squares; the squares spent.
    fn work(&mut self, budget: u64) -> u64 {
        let step = self.gen.step(budget.max(1));
        if let Some(t) = step.tour {
            match t.counts() {
                Ok(c) => self.counts.push(c),
                Err(e) => self.stopped = Some(format!("an invalid tour: {e}")),
            }
        }
        if let Some(why) = step.exhausted {
            self.stopped = Some(why);
        }
        step.squares.max(1)
    }

    /// Mean and sample SD over the tours of `f(counts)`.
    fn stat(&self, f: impl Fn(&Counts) -> [f64; 8]) -> MeanSd {
        let mut m = MeanSd::default();
        for c in &self.counts {
            m.push(&f(c));
        }
        m
    }
}

/// A card's run: its samples drawn one after another, then `finish` judges them against the
/// paper's value.
struct Draws {
    samples: Vec<Sample>,
    at: usize,
    expected: Expected,
    finish: fn(&Expected, &[Sample]) -> Finding,
    out: Option<Finding>,
}

fn draws(
    samples: Vec<Sample>,
    expected: Expected,
    finish: fn(&Expected, &[Sample]) -> Finding,
) -> Box<dyn Runner> {
    Box::new(Draws {
        samples,
        at: 0,
        expected,
        finish,
        out: None,
    })
}

impl Runner for Draws {
    fn work(&mut self, budget: u64) -> Progress {
        let mut spent = 0u64;
        while self.out.is_none() && spent < budget {
            match self.samples.get_mut(self.at) {
                Some(s) if !s.done() => spent = spent.saturating_add(s.work(budget - spent)),
                Some(_) => self.at += 1,
                None => self.out = Some((self.finish)(&self.expected, &self.samples)),
            }
        }
        if self.out.is_some() {
            return Progress::finished("done");
        }
        let s = &self.samples[self.at.min(self.samples.len() - 1)];
        let frac = (self.at as f64 + s.counts.len() as f64 / s.tours.max(1) as f64)
            / self.samples.len() as f64;
        super::progress(
            false,
            frac,
            format!("{}: {} of {} tours", s.label, s.counts.len(), s.tours),
        )
    }

    fn finding(&self) -> Option<Finding> {
        self.out.clone()
    }
}

/// A tour count parameter: `name` from `lo` to 1,000.
fn tours(p: &str, lo: u64) -> Result<u64, ClaimError> {
    whole("tours", p, lo, 1000)
}

/// The statistics page comparing `gens` on n×n, `tours` each, in Parberry's numbering.
fn stats_link(gens: &str, n: u32, tours: usize) -> String {
    link(
        "stats.html",
        &[
            ("gens", gens.into()),
            ("board", format!("{n}x{n}")),
            ("tours", tours.to_string()),
            ("seed", SEED.to_string()),
            ("numbering", "parberry".into()),
        ],
    )
}

/// Four decimals without the leading zero, as the paper prints its tables.
fn four(v: f64) -> String {
    format!("{v:.4}").trim_start_matches('0').to_string()
}

// §3.1: the relative-move percentages of Warnsdorff's tours.

/// The percentages §3.1 prints: name, the r_i it is, and half a unit of its last printed digit
/// (27.2 % to a tenth, 9 % to a whole percent). The values are in [`relative_expected`].
const PRINTED: [(&str, usize, f64); 4] = [
    ("r0", 0, 0.0005),
    ("r1 and r7", 1, 0.0005),
    ("r3 and r5", 3, 0.0005),
    ("r2 and r6", 2, 0.005),
];

/// §3.1's percentages in tenths of a percent.
fn relative_expected() -> Expected {
    Expected::Numbers(vec![
        ("r0", 272),
        ("r1 and r7", 145),
        ("r3 and r5", 129),
        ("r2 and r6", 90),
    ])
}

/// The open-tour reading's sample: the paper's count.
const OPEN_TOURS: u64 = 1000;

/// One sample's percentages against the paper's: (words, all within their allowance).
/// A percentage differs when it is more than [`SE`] combined standard errors (the run's and the
/// paper's 1,000 tours', the latter from the run's spread counted along each tour as Parberry
/// counts) plus the paper's rounding from the tool's mean.
fn judge_percentages(e: &Expected, s: &Sample) -> (String, bool, serde_json::Value) {
    let r = s.stat(Counts::r);
    let dir = s.stat(Counts::r_directed);
    let n = s.counts.len().max(1) as f64;
    let mut ok = s.counts.len() >= 2;
    let mut words = Vec::new();
    let mut rows = Vec::new();
    for (name, i, half) in PRINTED {
        let tool = r.mean()[i];
        let se_run = r.sd()[i] / n.sqrt();
        let se_paper = dir.sd()[i] / (PAPER_TOURS as f64).sqrt();
        let allowed = SE * (se_run * se_run + se_paper * se_paper).sqrt() + half;
        let paper = e.number(name).map(|t| t as f64 / 1000.0);
        let within = paper.is_some_and(|p| (tool - p).abs() <= allowed);
        ok &= within;
        words.push(format!(
            "{name} {:.2} % ({}; ±{:.2})",
            100.0 * tool,
            match paper {
                Some(p) if within => format!("paper {:.1}, within", 100.0 * p),
                Some(p) => format!("paper {:.1}, differs", 100.0 * p),
                None => "no paper value".into(),
            },
            100.0 * allowed
        ));
        rows.push(json!({"name": name, "tool": tool, "paper": paper, "allowed": allowed, "within": within}));
    }
    let text = format!("{} tours: {}", s.counts.len(), words.join(", "));
    (
        text,
        ok,
        json!({"sample": s.label, "tours": s.counts.len(), "percentages": rows}),
    )
}

fn relative_finding(e: &Expected, samples: &[Sample]) -> Finding {
    let judged: Vec<(String, bool, serde_json::Value)> =
        samples.iter().map(|s| judge_percentages(e, s)).collect();
    let word = |ok: bool| if ok { "reproduced" } else { "differs" };
    let (main, other) = (&judged[0], &judged[1]);
    let kind = if main.1 {
        VerdictKind::Reproduced
    } else {
        VerdictKind::Differs
    };
    Finding {
        tool_value: format!(
            "{}: {}; {}: {}",
            samples[0].label, main.0, samples[1].label, other.0
        ),
        verdict: Verdict::new(
            kind,
            format!(
                "{} ({}): {}. Under the other reading, {}: {}: {}",
                samples[0].label,
                word(main.1),
                main.0,
                samples[1].label,
                word(other.1),
                other.0
            ),
        ),
        detail: format!(
            "Warnsdorff's rule with random tiebreak on 50×50 (seed {SEED}), tours not obfuscated, r_i counted both ways round each tour as 001 §3.1 defines it (so r1 = r7, r3 = r5, r2 = r6). Two readings of \"knight's tours generated by Warnsdorff's algorithm\", both shown: closed tours (001 defines r_i on closed tours, and Figure 3's tours are closed; the card's verdict), and open tours, every walk that visits all squares ({OPEN_TOURS}, the paper's count). A percentage differs when it is more than {SE} combined standard errors (the run's, and the paper's over its 1,000 tours estimated from the run's spread) plus half a unit of the paper's last printed digit (0.05 %; 0.5 % for \"9 %\") from the paper's.{}",
            samples
                .iter()
                .filter_map(|s| s.stopped.as_ref().map(|w| format!(" {} stopped: {w}.", s.label)))
                .collect::<String>()
        ),
        data: json!({"readings": judged.iter().map(|j| j.2.clone()).collect::<Vec<_>>()}),
        link: stats_link(
            "warnsdorff-closed,warnsdorff-open",
            50,
            samples[0].counts.len(),
        ),
    }
}

pub const RELATIVE_MOVES: Claim = Claim {
    id: "pb-relative-moves",
    seed: "001",
    authors: "Parberry",
    place: "§3.1, Figure 4 (right)",
    quote: "As expected, the most frequent relative move is move 0 at 27.2 %, which represents a repeat of the previous move. The next most frequent relative moves are moves 1 and 7 … at 14.5 %, followed by 3 and 5 … at 12.9 %, and 2 and 6 … at 9 %.",
    paper_value: PaperValue::Text("r0 27.2 %, r1 and r7 14.5 %, r3 and r5 12.9 %, r2 and r6 9 % (1,000 Warnsdorff tours on 50×50)"),
    cost: Cost::Worker,
    param: Some(Param {
        name: "tours",
        label: "Closed tours",
        default: "10",
        help: "closed Warnsdorff tours on 50×50, some 5,000 attempts each (the paper: 1,000); the open-tour reading always draws 1,000",
    }),
    page: "stats.html",
    expected: relative_expected,
    start: |p, e, _| {
        let n = tours(p, 2)?;
        Ok(draws(
            vec![
                Sample::plain("closed tours", "warnsdorff-closed", 50, n),
                Sample::plain("open tours", "warnsdorff-open", 50, OPEN_TOURS),
            ],
            e,
            relative_finding,
        ))
    },
};

// §3.2: the Takefuji–Lee tours show no preference for relative move 0.

/// The board §3.2's text and Tables 1–2 give for the network's tours (Figure 6's caption says
/// 50×50; its text, 40×40).
const TL_N: u32 = 40;

/// r0's excess over the mean share of the six other relative moves a tour can make (r4 is
/// always 0): a tour with no preference for repeating a move has about 0.
fn r0_excess(c: &Counts) -> [f64; 8] {
    let r0 = c.r()[0];
    let mut x = [0.0; 8];
    x[0] = r0 - (1.0 - r0) / 6.0;
    x
}

/// A sample's r0 excess: (mean, its standard error, significantly above 0).
fn excess(s: &Sample) -> (f64, f64, bool) {
    let m = s.stat(r0_excess);
    let se = m.sd()[0] / (s.counts.len().max(1) as f64).sqrt();
    let mean = m.mean()[0];
    (mean, se, s.counts.len() >= 2 && mean > SE * se)
}

fn excess_words(s: &Sample) -> String {
    let (mean, se, pref) = excess(s);
    format!(
        "{} ({} tours): r0 {}, excess over the others' mean share {:+.4} ± {:.4} (1 SE): {}",
        s.label,
        s.counts.len(),
        four(s.stat(Counts::r).mean()[0]),
        mean,
        se,
        if pref {
            "a preference"
        } else {
            "no significant preference"
        }
    )
}

fn takefuji_lee_finding(e: &Expected, samples: &[Sample]) -> Finding {
    let (main, other, control) = (&samples[0], &samples[1], &samples[2]);
    let (_, se_main, pref_main) = excess(main);
    let (_, _, pref_other) = excess(other);
    let (w_mean, _, w_pref) = excess(control);
    // The test means something only if it sees Warnsdorff's preference, and would see one a
    // tenth its size in the network's tours.
    let resolution = SE * se_main;
    let powered = w_pref && resolution < w_mean / 10.0;
    let held = format!(
        "{}; under the other reading, {}: {}",
        excess_words(main),
        other.label,
        if pref_other {
            "a preference"
        } else {
            "no significant preference either"
        }
    );
    let verdict = if powered {
        on_statement(
            e,
            !pref_main,
            &held,
            Verdict::new(VerdictKind::NotReproduced, held.clone()),
        )
    } else {
        Verdict::new(
            VerdictKind::NotCheckable,
            format!(
                "{} tours are too few for the test to mean something: it resolves an excess of {resolution:.4}, and Warnsdorff's tours show {w_mean:+.4} ({}); run more tours",
                main.counts.len(),
                if w_pref { "the test sees it, but not a tenth of it" } else { "the test does not see it" }
            ),
        )
    };
    Finding {
        tool_value: samples
            .iter()
            .map(excess_words)
            .collect::<Vec<_>>()
            .join("; "),
        verdict,
        detail: format!(
            "Takefuji–Lee network tourneys on {TL_N}×{TL_N} (the text's board; Figure 6's caption says 50×50), seed {SEED}, not obfuscated, under two readings of \"knight's tours generated by the Takefuji–Lee neural network\", both shown: the tourneys joined into one tour by 001 §5's Algorithm 2 (the card's verdict), and the network's tourneys as they come, each cycle counted round on its own. Per tour, r0's excess over the mean share of the six other relative moves, (r0 − (1 − r0)/6); a preference is a mean excess more than {SE} standard errors above 0 (one-sided). The same test on Warnsdorff's open tours on {TL_N}×{TL_N} is the control: the test counts only if it finds their preference and would find one a tenth its size in the network's (it resolves {resolution:.4} here). Reading of \"does not show the preference\": no significant excess."
        ),
        data: json!({"samples": samples.iter().map(|s| {
            let (mean, se, pref) = excess(s);
            json!({"sample": s.label, "tours": s.counts.len(), "r": s.stat(Counts::r).mean(), "r0_excess": mean, "se": se, "preference": pref})
        }).collect::<Vec<_>>()}),
        link: stats_link("takefuji-lee-joined,takefuji-lee,warnsdorff-open", TL_N, main.counts.len()),
    }
}

pub const TAKEFUJI_LEE_R0: Claim = Claim {
    id: "pb-takefuji-lee-r0",
    seed: "001",
    authors: "Parberry",
    place: "§3.2, Figure 6 (right)",
    quote: "The relative move distribution, however, does not show the preference for relative move 0 that is shown by Warnsdorff's algorithm, and is therefore a fairly reliable method of distinguishing between the two generation algorithms.",
    paper_value: PaperValue::Text("no preference for relative move 0 in the network's tours (1,000 tours on 40×40)"),
    cost: Cost::Worker,
    param: Some(Param {
        name: "tours",
        label: "Tours per sample",
        default: "30",
        help: "tours of each sample on 40×40: the network's joined, its tourneys, and Warnsdorff's open tours as the control (the paper: 1,000)",
    }),
    page: "stats.html",
    expected: || Expected::Holds(true),
    start: |p, e, _| {
        let n = tours(p, 2)?;
        Ok(draws(
            vec![
                Sample::plain("the network's tourneys joined", "takefuji-lee-joined", TL_N, n),
                Sample::plain("the network's tourneys", "takefuji-lee", TL_N, n),
                Sample::plain("Warnsdorff's open tours", "warnsdorff-open", TL_N, n),
            ],
            e,
            takefuji_lee_finding,
        ))
    },
};

// §7: "The standard deviation was less than 0.001 in each case."

/// The name of the bound in [`SD_BOUND`]'s [`Expected::Numbers`]: 0.001 is one part in 1,000.
const SD_BOUND: &str = "the bound, one part in";

/// The largest spread of one sample's cells (f_0…f_7 and r_i but r_4): (the per-tour SD
/// counted both ways, the per-tour SD counted along each tour as Parberry counts).
fn widest_sd(s: &Sample) -> (f64, f64) {
    let widest = |f: fn(&Counts) -> [f64; 8]| {
        let sd = s.stat(f).sd();
        (0..8).map(|i| sd[i]).fold(0.0, f64::max)
    };
    (
        widest(Counts::f).max(widest(Counts::r)),
        widest(Counts::f_directed).max(widest(Counts::r_directed)),
    )
}

fn sd_finding(e: &Expected, samples: &[Sample]) -> Finding {
    let bound = e.number(SD_BOUND).map(|k| 1.0 / k.max(1) as f64);
    let rows: Vec<(f64, f64)> = samples.iter().map(widest_sd).collect();
    // The conservative side of each reading: the smaller SD for "not below", the larger for
    // "below".
    let least_sd = rows.iter().map(|r| r.0).fold(f64::INFINITY, f64::min);
    let most_se = rows.iter().map(|r| r.1).fold(0.0, f64::max) / (PAPER_TOURS as f64).sqrt();
    let per_row: Vec<String> = samples
        .iter()
        .zip(&rows)
        .map(|(s, &(both, dir))| {
            format!(
                "{} ({} tours): SD up to {} (counted both ways) and {} (along the tour); SE over 1,000 tours up to {}",
                s.label,
                s.counts.len(),
                four(both),
                four(dir),
                four(dir / (PAPER_TOURS as f64).sqrt())
            )
        })
        .collect();
    let too_few = samples.iter().any(|s| s.counts.len() < 2);
    let verdict = match bound {
        _ if too_few => Verdict::new(
            VerdictKind::NotCheckable,
            "a sample has fewer than 2 tours: no spread to measure",
        ),
        None => Verdict::new(VerdictKind::NotCheckable, "the paper value gives no bound"),
        Some(b) => {
            let sd_ok = least_sd < b;
            let se_ok = most_se < b;
            let word = |ok: bool| if ok { "reproduced" } else { "not reproduced" };
            Verdict::new(
                if sd_ok { VerdictKind::Reproduced } else { VerdictKind::NotReproduced },
                format!(
                    "read as the standard deviation of the per-tour frequencies: {}: the smallest of the five generators' largest cell SDs is {} ({} {b}); under the other reading, the standard error of the means over the paper's 1,000 tours: {}: at most {} ({} {b})",
                    word(sd_ok),
                    four(least_sd),
                    if sd_ok { "below" } else { "not below" },
                    word(se_ok),
                    four(most_se),
                    if se_ok { "below" } else { "not below" },
                ),
            )
        }
    };
    Finding {
        tool_value: per_row.join("; "),
        verdict,
        detail: format!(
            "The Tables 1–2 preset's run for each of the five rows (the paper's configuration: obfuscated tours with his generator's sequential shatter, on the paper's boards, seed {SEED}), and over its tours the sample SD of each cell of Tables 1–2 (f_0…f_7, r_i but r_4), counted both ways round each tour (the tool's f and r) and along the tour (as Parberry's code counts). Two readings of \"the standard deviation was less than 0.001\", both shown: the SD of the per-tour frequencies (the words as written; the card's verdict; judged on the smaller counting), and the standard error of the mean over the paper's 1,000 tours, SD ÷ √1000 (how the Tables 1–2 cards read it; judged on the larger counting). \"In each case\": every cell of every row."
        ),
        data: json!({"rows": samples.iter().zip(&rows).map(|(s, r)| json!({"run": s.label, "tours": s.counts.len(), "sd_both_ways": r.0, "sd_along": r.1, "se_1000": r.1 / (PAPER_TOURS as f64).sqrt()})).collect::<Vec<_>>()}),
        link: link(
            "stats.html",
            &[("preset", "parberry-tables".into()), ("seed", SEED.to_string())],
        ),
    }
}

pub const STANDARD_DEVIATION: Claim = Claim {
    id: "pb-tables-sd",
    seed: "001",
    authors: "Parberry",
    place: "§7, Tables 1–2",
    quote: "Table 1 shows the move distribution for obfuscated knight's tours generated by five different algorithms. The standard deviation was less than 0.001 in each case. Table 2 shows the corresponding relative move distribution. The standard deviation was again less than 0.001 in each case.",
    paper_value: PaperValue::Text("standard deviation < 0.001 in every cell of Tables 1–2 (1,000 obfuscated tours per generator)"),
    cost: Cost::Worker,
    param: Some(Param {
        name: "tours",
        label: "Tours per generator",
        default: "10",
        help: "obfuscated tours of each of the five generators, on the paper's boards (the paper: 1,000); an SD needs only a few",
    }),
    page: "stats.html",
    expected: || Expected::Numbers(vec![(SD_BOUND, 1000)]),
    start: |p, e, _| {
        let n = tours(p, 2)?;
        let samples = (0..TABLES.len())
            .map(|row| {
                let run = preset()
                    .into_iter()
                    .find(|r| r.paper_row == row)
                    .expect("every row has a preset run");
                let gen = run.generator(SEED).expect("the preset's sources are valid");
                Sample::of(TABLES[row].algorithm, gen, n)
            })
            .collect();
        Ok(draws(samples, e, sd_finding))
    },
};

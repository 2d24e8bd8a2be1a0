//! Parberry's Tables 1–2 (001 §7: the move distribution f and the relative move distribution r
//! of 1,000 obfuscated tours from each of five generators) as data, the preset that runs the
//! paper's configuration per generator, and the side-by-side comparison of its numbers with a
//! run's.
//!
//! **Numbering.** The tables index moves 0–7 in Parberry's numbering (001 Figure 1), which is
//! how [`crate::stats`] counts too ([`TABLES_NUMBERING`]), so they are compared index for index;
//! a page showing another numbering reorders both alike with
//! [`crate::numbering::Numbering::bar_order`] and says which numbering it shows.
//!
//! **Counting.** Parberry's code counts each tour's moves along its direction of travel, which
//! is why the tables are not exactly symmetric (f₀ = .1214 but f₄ = .1217 for divide-and-conquer).
//! The tool's f and r count every move both ways (f_i = f_{i+4}, r_i = r_{8−i}: see
//! [`crate::stats::distribution`]); both estimate the same mean when directions are balanced,
//! and the paper's own counting noise is part of the threshold below.
//!
//! **Differences.** A cell differs when the tool's mean is more than [`THRESHOLD_SE`] combined
//! standard errors from the paper's, plus half a unit of the paper's last printed digit:
//! `|tool − paper| > 3·√(se_run² + se_paper²) + 0.00005`, with `se_run = sd/√tours` (the run's
//! sample SD of the direction-free value per tour) and `se_paper = sd_dir/√1000` (the run's SD of
//! the directed count, as Parberry counts, over the paper's 1,000 tours; the paper's own "less
//! than 0.001" is not the SD of a single 50×50 tour, which is near 0.005 for any generator). By
//! noise alone a cell is marked about 3 times in 1,000.
//!
//! **The paper's rows.** Table 1's and Table 2's Four-Cover rows are digit for digit the
//! Warnsdorff rows; they are kept as printed.
//!
//! ```
//! use warnsdorff::stats::tables::{preset, TABLES};
//! assert_eq!(TABLES[2].algorithm, "Div-and-Conq");
//! assert_eq!(TABLES[2].f[2], 0.1289);
//! assert!(TABLES[2].r[4].is_none()); // r4 is always 0 in a closed tour: not in Table 2
//! assert!(preset().iter().any(|p| p.source == "divide:parberry"));
//! ```

use super::tourgen::{GenError, GenSpec, Generator, Shatter, Summary};
use crate::board::Board;
use crate::numbering::Numbering;
use serde::Serialize;

/// The numbering the tables (and the tool's statistics) are indexed in.
pub const TABLES_NUMBERING: Numbering = Numbering::Parberry;

/// The number of tours per row in the paper.
pub const PAPER_TOURS: u64 = 1000;

/// How many combined standard errors make a difference (see the module docs).
pub const THRESHOLD_SE: f64 = 3.0;

/// Half a unit of the paper's fourth decimal: its rounding.
pub const PAPER_ROUNDING: f64 = 0.000_05;

/// One row of Tables 1 and 2.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct PaperRow {
    /// The algorithm as the tables name it.
    pub algorithm: &'static str,
    /// The board side (n × n).
    pub n: u32,
    /// Table 1: f_0 … f_7.
    pub f: [f64; 8],
    /// Table 2: r_0 … r_7 (r_4 is not in the table: always 0).
    pub r: [Option<f64>; 8],
}

const fn r7(v: [f64; 7]) -> [Option<f64>; 8] {
    [
        Some(v[0]),
        Some(v[1]),
        Some(v[2]),
        Some(v[3]),
        None,
        Some(v[4]),
        Some(v[5]),
        Some(v[6]),
    ]
}

/// 001 Tables 1–2, row by row as printed (Parberry's numbering).
pub const TABLES: [PaperRow; 5] = [
    PaperRow {
        algorithm: "Warnsdorff",
        n: 50,
        f: [
            0.1249, 0.1248, 0.1250, 0.1251, 0.1252, 0.1249, 0.1245, 0.1256,
        ],
        r: r7([0.1444, 0.1591, 0.1345, 0.1334, 0.1339, 0.1361, 0.1587]),
    },
    PaperRow {
        algorithm: "Takefuji-Lee",
        n: 40,
        f: [
            0.1255, 0.1249, 0.1247, 0.1252, 0.1250, 0.1250, 0.1252, 0.1244,
        ],
        r: r7([0.1514, 0.1488, 0.1359, 0.1406, 0.1390, 0.1353, 0.1490]),
    },
    PaperRow {
        algorithm: "Div-and-Conq",
        n: 50,
        f: [
            0.1214, 0.1210, 0.1289, 0.1286, 0.1217, 0.1208, 0.1289, 0.1287,
        ],
        r: r7([0.1494, 0.1527, 0.1379, 0.1356, 0.1350, 0.1368, 0.1527]),
    },
    PaperRow {
        algorithm: "Braid",
        n: 50,
        f: [
            0.1253, 0.1250, 0.1251, 0.1246, 0.1253, 0.1249, 0.1253, 0.1245,
        ],
        r: r7([0.1570, 0.1485, 0.1355, 0.1374, 0.1387, 0.1352, 0.1477]),
    },
    PaperRow {
        algorithm: "Four-Cover",
        n: 48,
        f: [
            0.1249, 0.1248, 0.1250, 0.1251, 0.1252, 0.1249, 0.1245, 0.1256,
        ],
        r: r7([0.1444, 0.1591, 0.1345, 0.1334, 0.1339, 0.1361, 0.1587]),
    },
];

/// One run of the preset: the paper's configuration for a row, or a contrast to it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct PresetRun {
    /// What the run is, in a few words.
    pub label: &'static str,
    /// The row of [`TABLES`] it is compared with.
    pub paper_row: usize,
    /// The tour source ([`GenSpec::parse`]), tiles included (`divide:parberry`).
    pub source: &'static str,
    /// The board side (n × n), the paper's.
    pub n: u32,
    /// Tours (the paper had 1,000; fewer where tours are slow to make).
    pub tours: u64,
    /// The reading of the shatter its obfuscation uses.
    #[serde(serialize_with = "shatter_key")]
    pub shatter: Shatter,
    /// Why it is in the preset, or why it has fewer tours.
    pub note: &'static str,
}

fn shatter_key<S: serde::Serializer>(s: &Shatter, ser: S) -> Result<S::Ok, S::Error> {
    ser.serialize_str(s.key())
}

/// The paper's configuration per generator (obfuscated tours on the paper's boards), with the
/// obfuscation Parberry's generator does ([`Shatter::Sequential`]), and two contrasts for
/// divide-and-conquer: this project's searched tiles, and his tiles with the shatter as 001 §7
/// writes it ([`Shatter::Disjoint`]).
pub fn preset() -> Vec<PresetRun> {
    let seq = Shatter::Sequential;
    vec![
        PresetRun {
            label: "Warnsdorff closed tours",
            paper_row: 0,
            source: "warnsdorff-closed",
            n: 50,
            tours: 10,
            shatter: seq,
            note: "10 tours, not 1,000: a closed Warnsdorff tour on 50x50 takes some 9,000 \
                   attempts; the paper prints the same digits in this row as in Four-Cover's",
        },
        PresetRun {
            label: "Takefuji-Lee tourneys",
            paper_row: 1,
            source: "takefuji-lee",
            n: 40,
            tours: 40,
            shatter: seq,
            note: "40 tours: the network takes some 0.1 s a tourney natively",
        },
        PresetRun {
            label: "divide, Parberry's tiles",
            paper_row: 2,
            source: "divide:parberry",
            n: 50,
            tours: 1000,
            shatter: seq,
            note: "his base tours and quadrant split, his generator's shatter",
        },
        PresetRun {
            label: "divide, searched tiles",
            paper_row: 2,
            source: "divide",
            n: 50,
            tours: 1000,
            shatter: seq,
            note: "contrast: this project's searched base tiles",
        },
        PresetRun {
            label: "divide, Parberry's tiles, disjoint shatter",
            paper_row: 2,
            source: "divide:parberry",
            n: 50,
            tours: 1000,
            shatter: Shatter::Disjoint,
            note: "contrast: 001 §7's shatter as written (vertex-disjoint rails)",
        },
        PresetRun {
            label: "braid",
            paper_row: 3,
            source: "braid",
            n: 50,
            tours: 1000,
            shatter: seq,
            note: "",
        },
        PresetRun {
            label: "four-cover",
            paper_row: 4,
            source: "four-cover",
            n: 48,
            tours: 1000,
            shatter: seq,
            note: "the paper's Four-Cover rows repeat its Warnsdorff rows digit for digit",
        },
    ]
}

impl PresetRun {
    /// The board, n × n.
    pub fn board(&self) -> Board {
        Board::new(self.n as u64, self.n as u64).expect("the paper's boards")
    }

    /// Its generator from `seed`: obfuscated, with its shatter.
    pub fn generator(&self, seed: u64) -> Result<Generator, GenError> {
        Ok(
            Generator::new(GenSpec::parse(self.source)?, self.board(), seed, true)?
                .with_shatter(self.shatter),
        )
    }

    /// The row of the paper it is compared with.
    pub fn paper(&self) -> &'static PaperRow {
        &TABLES[self.paper_row]
    }
}

/// One number of the tables beside the tool's.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Cell {
    /// Index in Parberry's numbering.
    pub i: usize,
    pub paper: f64,
    pub tool: f64,
    /// tool − paper.
    pub diff: f64,
    /// The allowance: [`THRESHOLD_SE`] combined standard errors plus [`PAPER_ROUNDING`].
    pub allowed: f64,
    /// |diff| > allowed.
    pub differs: bool,
    /// For a cell that differs: the index of its mirror (f_{i+4}, r_{8−i}) when the paper's
    /// value there is within the allowance of the tool's. The tool counts every move both ways,
    /// so it has one value for a cell and its mirror; the paper counts along each tour's
    /// direction and prints two, and the tool can sit by one and not the other.
    pub mirror: Option<usize>,
}

/// The mirror of cell `i`: the same move read the other way round (f: i + 4 mod 8; r: 8 − i).
pub fn mirror_of(i: usize, relative: bool) -> usize {
    if relative {
        (8 - i) % 8
    } else {
        (i + 4) % 8
    }
}

/// Fill [`Cell::mirror`] of the differing cells of one table.
fn mark_mirrors(cells: &mut [Cell], relative: bool) {
    let papers: Vec<(usize, f64)> = cells.iter().map(|c| (c.i, c.paper)).collect();
    for c in cells.iter_mut().filter(|c| c.differs) {
        let m = mirror_of(c.i, relative);
        c.mirror = papers
            .iter()
            .find(|&&(j, p)| j == m && (c.tool - p).abs() <= c.allowed)
            .map(|&(j, _)| j);
    }
}

/// A run's summary beside its paper row.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Comparison {
    pub algorithm: &'static str,
    pub generator: String,
    pub tours: u64,
    /// Table 1: eight cells.
    pub f: Vec<Cell>,
    /// Table 2: seven cells (no r_4).
    pub r: Vec<Cell>,
    /// Cells that differ, over both tables.
    pub differing: usize,
    /// `reproduced`, `differs` or `too few tours`.
    pub verdict: &'static str,
}

fn cells(
    paper: &[Option<f64>; 8],
    tool: &[f64; 8],
    sd: &[f64; 8],
    sd_dir: &[f64; 8],
    tours: u64,
) -> Vec<Cell> {
    (0..8)
        .filter_map(|i| {
            let p = paper[i]?;
            let se_run = sd[i] / (tours.max(1) as f64).sqrt();
            let se_paper = sd_dir[i] / (PAPER_TOURS as f64).sqrt();
            let allowed =
                THRESHOLD_SE * (se_run * se_run + se_paper * se_paper).sqrt() + PAPER_ROUNDING;
            let diff = tool[i] - p;
            Some(Cell {
                i,
                paper: p,
                tool: tool[i],
                diff,
                allowed,
                differs: diff.abs() > allowed,
                mirror: None,
            })
        })
        .collect()
}

/// Compare a run's summary with a paper row (see the module docs for the threshold). A run of
/// fewer than two tours has no spread to judge by: its verdict is `too few tours`.
pub fn compare(row: &PaperRow, s: &Summary) -> Comparison {
    let mut f = cells(
        &row.f.map(Some),
        &s.moves.mean,
        &s.moves.sd,
        &s.directed.moves.sd,
        s.tours,
    );
    let mut r = cells(
        &row.r,
        &s.relative.mean,
        &s.relative.sd,
        &s.directed.relative.sd,
        s.tours,
    );
    mark_mirrors(&mut f, false);
    mark_mirrors(&mut r, true);
    let differing = f.iter().chain(&r).filter(|c| c.differs).count();
    let verdict = if s.tours < 2 {
        "too few tours"
    } else if differing == 0 {
        "reproduced"
    } else {
        "differs"
    };
    Comparison {
        algorithm: row.algorithm,
        generator: s.generator.clone(),
        tours: s.tours,
        f,
        r,
        differing,
        verdict,
    }
}

/// The comparisons as a plain-text table (the CLI's): per run a line naming it, then the
/// paper's row and the tool's, `*` after each tool cell that differs; columns in `numbering`
/// (labels from [`Numbering::bar_labels`]).
pub fn table_text(list: &[Comparison], numbering: Numbering) -> String {
    let mut out = String::new();
    for (name, rel) in [
        ("Table 1: move distribution f", false),
        ("Table 2: relative move distribution r", true),
    ] {
        let order = numbering.bar_order(rel);
        let labels = numbering.bar_labels(rel);
        out.push_str(&format!(
            "{name}, {}\n(* = differs by more than {THRESHOLD_SE} standard errors)\n{:<7}",
            numbering.words(),
            ""
        ));
        for (k, &i) in order.iter().enumerate() {
            if !(rel && i == 4) {
                out.push_str(&format!("{:>7} ", labels[k]));
            }
        }
        out.push('\n');
        for c in list {
            let cells = if rel { &c.r } else { &c.f };
            let at = |i: usize| cells.iter().find(|x| x.i == i);
            out.push_str(&format!(
                "{}: paper ({PAPER_TOURS} tours) and {} ({} tours)\n{:<7}",
                c.algorithm, c.generator, c.tours, "  paper"
            ));
            for x in order.iter().filter_map(|&i| at(i)) {
                out.push_str(&format!("{:>7.4} ", x.paper));
            }
            out.push_str(&format!("\n{:<7}", "  tool"));
            for x in order.iter().filter_map(|&i| at(i)) {
                let mark = if x.differs { '*' } else { ' ' };
                out.push_str(&format!("{:>7.4}{mark}", x.tool));
            }
            out.push('\n');
        }
        out.push('\n');
    }
    for c in list {
        out.push_str(&format!(
            "{}: {} against {} ({} of 15 cells differ)\n",
            c.generator, c.verdict, c.algorithm, c.differing
        ));
    }
    out
}

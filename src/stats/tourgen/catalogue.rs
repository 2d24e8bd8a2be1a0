//! The one catalogue of the statistics' tour sources: name, description, paper, whether it is
//! deterministic, whether it makes closed tours, and the boards it takes, for the CLI's usage
//! text, the statistics page's chooser (`labs::stats`) and error messages.

use super::cycles::CoverSource;
use crate::rules::catalogue::RULES;
use crate::tourneys::Generator as CoverGen;
use crate::walk::random_tour::CLOSED_MAX_SIDE;
use serde::Serialize;
use std::sync::OnceLock;

/// The largest side any statistics source takes (a 1000×1000 tour is a million squares; the
/// page's worker stays responsive, but more would only be slow).
pub const MAX_SIDE: u32 = 1000;

/// One tour source.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SourceInfo {
    /// The name [`super::GenSpec::parse`] takes (a rule source: its default rule text).
    pub name: String,
    /// How it is written, for usage text (`ordering:NNNNNNNN`, ...).
    pub syntax: String,
    /// What it makes, in words.
    pub description: String,
    /// Where it comes from.
    pub paper: String,
    /// Every tour it makes from any seed is the same one: a run of it is one tour, not a
    /// sample (unless obfuscated).
    pub deterministic: bool,
    /// It makes closed tours or tourneys (counted as cycles; obfuscation applies).
    pub closed: bool,
    /// A rule source: the name is a rule the user may edit (`ordering:…`, `pohl:…`).
    pub rule: bool,
    /// The boards it takes, in words.
    pub sizes: String,
    /// The largest side it takes.
    pub max_side: u32,
    /// The base tiles it can be run on (`divide`, `divide-tourney`: written `divide:parberry`,
    /// `--tiles` on the command line), default first; empty for the other sources.
    #[serde(default)]
    pub tiles: Vec<TileChoice>,
}

/// One choice of base tiles ([`crate::tourneys::TILES`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TileChoice {
    pub name: String,
    pub description: String,
}

/// Every source, in the statistics page's order: the random-tiebreak walks, the deterministic
/// rules (one walk per start square), then the cover generators. Built once.
pub fn sources() -> &'static [SourceInfo] {
    static SOURCES: OnceLock<Vec<SourceInfo>> = OnceLock::new();
    SOURCES.get_or_init(build)
}

fn build() -> Vec<SourceInfo> {
    let any = "any board with a knight's tour";
    let mut out = vec![
        SourceInfo {
            name: "warnsdorff-open".into(),
            syntax: "warnsdorff-open".into(),
            description: "Warnsdorff's rule with random tiebreak from a random square; every \
                          attempt that visits all squares counts, as an open path"
                .into(),
            paper: "Parberry (001) §3.1; Squirrel & Cull (000) Figure 2; Irwin (004)".into(),
            deterministic: false,
            closed: false,
            rule: false,
            sizes: any.into(),
            max_side: MAX_SIDE,
            tiles: Vec::new(),
        },
        SourceInfo {
            name: "warnsdorff-closed".into(),
            syntax: "warnsdorff-closed".into(),
            description: "Warnsdorff's rule with random tiebreak, retried until the tour closes \
                          (rare on large boards: 001 Figure 3)"
                .into(),
            paper: "Parberry (001) §3.1, Figure 4 and Table 1".into(),
            deterministic: false,
            closed: true,
            rule: false,
            sizes: format!("boards with a closed knight's tour, sides up to {CLOSED_MAX_SIDE}"),
            max_side: CLOSED_MAX_SIDE,
            tiles: Vec::new(),
        },
    ];
    for r in RULES.iter().filter(|r| r.name != "random") {
        let name = if r.name == "ordering" {
            "ordering:12345678"
        } else {
            r.name
        };
        let sizes = if r.name == "squirrel-cull" {
            "square boards with a knight's tour"
        } else {
            any
        };
        out.push(SourceInfo {
            name: name.into(),
            syntax: r.syntax.into(),
            description: format!(
                "{}; one walk from each start square, in a seeded order, at most one tour per \
                 start (dead ends dropped)",
                r.description
            ),
            paper: r.paper.into(),
            deterministic: false,
            closed: false,
            rule: r.takes_ordering,
            sizes: sizes.into(),
            max_side: MAX_SIDE,
            tiles: Vec::new(),
        });
    }
    for c in CoverSource::all() {
        out.push(cover_info(c));
    }
    out
}

fn cover_info(c: CoverSource) -> SourceInfo {
    let (what, paper) = match c.gen {
        CoverGen::Divide => (
            "a divide-and-conquer closed tour in Parberry's quadrant split, on the chosen base \
             tiles: this project's searched ones (the default; not Parberry's) or \
             divide:parberry, his own, entered from his public generator's tables",
            "Parberry (001) §3.3 and §6",
        ),
        CoverGen::DivideTourney => (
            "the divide-and-conquer tourney: the chosen base tiles (searched, the default, not \
             Parberry's; or divide-tourney:parberry, his) not joined",
            "Parberry (001) §6, Figure 15",
        ),
        CoverGen::Braid => (
            "concentric braided tourneys (for n = 2 mod 4 the 6 x 6 centre is this project's \
             joined Warnsdorff tourney, not Parberry's)",
            "Parberry (001) §6, Figure 18",
        ),
        CoverGen::FourCover => (
            "every 4 x 4 block covered by four 4-cycles",
            "Parberry (001) §6, Figure 19",
        ),
        CoverGen::WarnsdorffTourney => (
            "Warnsdorff tourneys: random-tiebreak walks closed into cycles, with this project's \
             homeward retries and repairs (not in 001)",
            "Parberry (001) §6",
        ),
        CoverGen::WarnsdorffClosed => ("Warnsdorff closed tours", "Parberry (001) §3.1"),
        CoverGen::TakefujiLee => (
            "Takefuji-Lee neural-network tourneys (neurons one at a time in a seeded order; \
             restarted from a fresh seed when a run does not converge)",
            "Parberry (001) §3.2, Figures 5-6 and Tables 1-2 (Takefuji & Lee 1992)",
        ),
        CoverGen::LinWei => (
            "Lin & Wei's linear-time closed tour Knight(n, m), on any board with a closed tour",
            "Lin & Wei (003) §4.2, Figs. 6-12",
        ),
    };
    let joined = if c.joined {
        ", joined into as few cycles as the rails allow (001 §5, Algorithm 2)"
    } else {
        ""
    };
    // The fixed constructions ignore the seed; the join is seeded, and Warnsdorff tourneys are
    // random walks.
    let deterministic = !c.joined && !c.gen.seeded();
    let same = if deterministic {
        "; the same cover for every seed"
    } else {
        ""
    };
    SourceInfo {
        name: c.name(),
        syntax: c.name(),
        description: format!("{what}{joined}{same}"),
        paper: paper.into(),
        deterministic,
        closed: true,
        rule: false,
        sizes: if c.gen.rectangles() {
            "boards with a closed knight's tour".into()
        } else {
            c.gen.sizes()
        },
        max_side: c.max_side(MAX_SIDE),
        tiles: if c.gen.takes_tiles() {
            crate::tourneys::TILES
                .iter()
                .map(|t| TileChoice {
                    name: t.name.into(),
                    description: t.description.into(),
                })
                .collect()
        } else {
            Vec::new()
        },
    }
}

/// The catalogue entry of a source name (a rule source by its rule's name).
pub fn find(name: &str) -> Option<&'static SourceInfo> {
    let base = name.split(':').next().unwrap_or(name).trim();
    sources().iter().find(|s| {
        s.name == name || s.name.split(':').next() == Some(base) && s.rule || s.name == base
    })
}

/// How each source is written, for messages and usage text.
pub fn syntaxes() -> Vec<&'static str> {
    sources().iter().map(|s| s.syntax.as_str()).collect()
}

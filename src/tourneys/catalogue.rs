//! The one catalogue of cover generators: name, what it does (honestly, including where this
//! project departs from the paper), the paper it comes from, and the sizes it supports, both as
//! data ([`Sizes`]) and in words. The CLI's usage text, the pages' menus and the errors all read
//! it.

use super::warnsdorff_closed::WARNSDORFF_CLOSED_ATTEMPTS;
use super::{Generator, Tiles};
use serde::Serialize;

/// Largest n the Warnsdorff closed-tour generator accepts: its success rate falls with n
/// (001 Figure 3), and beyond this the retries take too long to be useful.
pub const WARNSDORFF_CLOSED_MAX: u32 = crate::walk::random_tour::CLOSED_MAX_SIDE;

/// Largest n the Warnsdorff tourney generator accepts (the range its tests cover; beyond it the
/// restarts grow: 400 × 400 takes seconds).
pub const WARNSDORFF_TOURNEY_MAX: u32 = 200;

/// Largest n the Takefuji–Lee generator accepts. A run takes about 30·n iterations of ~4n²
/// neuron updates and some runs restart after 100·n ([`crate::neural::default_max_iterations`]),
/// so the time grows as n³ or worse. Measured natively (test profile, seeds 1–5, while the
/// machine was shared): 50 × 50 in 0.02–0.06 s, 60 × 60 in 0.1–0.9 s (two of five restarted
/// once), 80 × 80 in 0.4–5 s; wasm on the page is slower. 60 keeps a cover within seconds.
pub const TAKEFUJI_LEE_MAX: u32 = 60;

/// The n × n boards a generator supports: `min ≤ n ≤ max` (no upper bound when `max` is
/// `None`) and `n` a multiple of `step`. (Odd n only for `lin-wei`: the knight's graph is
/// bipartite with unequal sides, so it has no cover of every square, and lin-wei's is the
/// corner-missed tour, with a corner left out as a hole.)
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Sizes {
    pub min: u32,
    pub max: Option<u32>,
    pub step: u32,
}

impl Sizes {
    pub fn contains(&self, n: u32) -> bool {
        n >= self.min && self.max.is_none_or(|m| n <= m) && n % self.step == 0
    }

    /// In words, e.g. "n x n for even n from 6 to 60".
    pub fn words(&self) -> String {
        match (self.step, self.max) {
            (4, None) if self.min == 4 => "n x n for n a multiple of 4".into(),
            (1, None) => format!("n x n for n >= {}", self.min),
            (2, None) => format!("n x n for even n >= {}", self.min),
            (2, Some(m)) => format!("n x n for even n from {} to {m}", self.min),
            (s, None) => format!("n x n for n >= {} a multiple of {s}", self.min),
            (s, Some(m)) => format!("n x n for n from {} to {m} a multiple of {s}", self.min),
        }
    }
}

/// One catalogue entry.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CoverInfo {
    pub generator: Generator,
    /// The name on the command line, in URLs and menus.
    pub name: &'static str,
    /// What it makes and how, in a sentence or two.
    pub description: &'static str,
    /// Where it comes from.
    pub paper: &'static str,
    pub sizes: Sizes,
    /// Whether the seed changes the result.
    pub seeded: bool,
}

const fn even(min: u32, max: Option<u32>) -> Sizes {
    Sizes { min, max, step: 2 }
}

/// Every cover generator, in menu order.
pub const CATALOGUE: [CoverInfo; 8] = [
    CoverInfo {
        generator: Generator::WarnsdorffTourney,
        name: "warnsdorff-tourney",
        description: "A variant of Parberry's Warnsdorff tourney: walks with random tiebreak \
            from the first free square, each closed into a cycle as soon as it is a knight's \
            move from its start; a stuck walk is erased and retried. Not in the paper, added \
            so big boards finish: half the retries are random \"homeward\" walks, and a \
            boxed-in square has the cycles around it erased and redone.",
        paper: "Parberry 001 §6",
        sizes: even(6, Some(WARNSDORFF_TOURNEY_MAX)),
        seeded: true,
    },
    CoverInfo {
        generator: Generator::Braid,
        name: "braid",
        description: "Concentric braids of four cycles each around a centre of four cycles: \
            4⌊n/4⌋ cycles. The 4×4 centre is Figure 19's block; the 6×6 centre (n = 2 mod 4) is \
            not Parberry's but this project's: a Warnsdorff tourney (fixed seed) joined down to \
            four cycles.",
        paper: "Parberry 001 §6, Figures 17–18",
        sizes: even(4, None),
        seeded: false,
    },
    CoverInfo {
        generator: Generator::FourCover,
        name: "four-cover",
        description: "Every 4×4 block covered by four 4-cycles: n²/4 cycles.",
        paper: "Parberry 001 §6, Figure 19",
        sizes: Sizes {
            min: 4,
            max: None,
            step: 4,
        },
        seeded: false,
    },
    CoverInfo {
        generator: Generator::Divide,
        name: "divide",
        description: "Divide-and-conquer closed tour in Parberry's scheme: quarter the board \
            his way down to tiles 6 to 12 wide and join each four at the centre by four moves. \
            The base tiles are a parameter (tiles): searched (the default), this project's, \
            each the first closed tour a seeded random-tiebreak Warnsdorff search found with \
            the structured corner moves, whose move statistics differ from his (001 Tables \
            1-2); or parberry, his own base tours, entered from his public generator's tables.",
        paper: "Parberry 1997 (001 ref. [7]), 001 §3.3",
        sizes: even(6, None),
        seeded: false,
    },
    CoverInfo {
        generator: Generator::DivideTourney,
        name: "divide-tourney",
        description: "Divide-and-conquer without the joins: one cycle per base tile, on the \
            base tiles chosen as for divide (tiles: searched, this project's, the default; or \
            parberry, his own).",
        paper: "Parberry 001 §6, Figure 15 (left)",
        sizes: even(6, None),
        seeded: false,
    },
    CoverInfo {
        generator: Generator::WarnsdorffClosed,
        name: "warnsdorff-closed",
        description: "Warnsdorff's rule with random tiebreak from a random square, retried \
            until the tour is closed (at most 200000 attempts).",
        paper: "Parberry 001 §3.1",
        sizes: even(6, Some(WARNSDORFF_CLOSED_MAX)),
        seeded: true,
    },
    CoverInfo {
        generator: Generator::TakefujiLee,
        name: "takefuji-lee",
        description: "Takefuji and Lee's neural network, one neuron per knight's move: from a \
            seeded random start each neuron is pushed on while its squares lack moves and off \
            while they have too many, until no state changes; every square then has two moves, \
            a tourney (rarely a tour). Neurons updated one at a time in a seeded order (as \
            Parberry's generator does); a run that has not converged within 100·n iterations \
            is restarted from a fresh seed, at most 100 times; the status says how long it took.",
        paper: "Parberry 001 §3.2 and §6, Figures 5–6 (Takefuji & Lee 1992)",
        sizes: even(6, Some(TAKEFUJI_LEE_MAX)),
        seeded: true,
    },
    CoverInfo {
        generator: Generator::LinWei,
        name: "lin-wei",
        description: "Lin & Wei's linear-time closed tour Knight(n, m): the board split into \
            quadrants or strips down to bases at most 10 wide (found by this project's own \
            search), each joined to its neighbour by one two-move merge. One cycle; on odd x \
            odd boards the corner-missed closed tour (Theorem 2), one cycle through every \
            square but the top-left corner, which stays a hole on no cycle. On the command \
            line also any n x m board with either tour.",
        paper: "Lin & Wei 003 §4.2, Theorem 2, Figs. 6–12",
        sizes: Sizes {
            min: 5,
            max: None,
            step: 1,
        },
        seeded: false,
    },
];

const _: () = assert!(
    WARNSDORFF_CLOSED_ATTEMPTS == 200_000,
    "update the description"
);
const _: () = assert!(
    crate::neural::DEFAULT_ATTEMPTS == 100,
    "update takefuji-lee's description"
);

/// A choice of base tiles for `divide` and `divide-tourney` ([`Generator::takes_tiles`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TilesInfo {
    pub tiles: Tiles,
    /// The name on the command line (`--tiles`), in links and menus.
    pub name: &'static str,
    /// What they are, in a sentence.
    pub description: &'static str,
}

/// The base tiles, default first.
pub const TILES: [TilesInfo; 2] = [
    TilesInfo {
        tiles: Tiles::Searched,
        name: "searched",
        description: "This project's tiles: for each size the first closed tour a seeded \
            random-tiebreak Warnsdorff search found that has the structured corner moves.",
    },
    TilesInfo {
        tiles: Tiles::Parberry,
        name: "parberry",
        description: "Parberry's tiles and quadrant split, entered from his public \
            generator's tables (github.com/Ian-Parberry/Tourney, Code/Tile.cpp): the base \
            tours of his 1997 divide-and-conquer.",
    },
];

/// The names, comma-separated (for usage text and errors).
pub fn names() -> String {
    CATALOGUE.map(|c| c.name).join(", ")
}

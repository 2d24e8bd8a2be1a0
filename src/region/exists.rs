//! Whether a region can have a tour: the arguments that prove it cannot (colour, a square with
//! no neighbour, a disconnected board, squares of one neighbour), the theorems for the plain
//! knight's rectangle (Lin & Wei 003 Theorems 1–3, [`crate::construct::exists`]), and
//! otherwise "unknown": nothing here guesses.
//!
//! ```
//! use warnsdorff::board::Board;
//! use warnsdorff::region::{exists::{decide, Answer}, Leaper, Region};
//! let camel = Region::new(Board::new(8, 8).unwrap()).with_leaper(Leaper::CAMEL);
//! let v = decide(&camel);
//! assert!(matches!(v.open, Answer::No { argument: "colour", .. }));
//! ```

use super::Region;
use crate::board::Square;
use crate::construct::exists::{existence, TourKind};

/// What is known about one kind of tour.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// Proved to exist (a theorem), and which.
    Yes(String),
    /// Proved not to exist: the argument's name (`one-square`, `no-neighbour`, `colour`,
    /// `disconnected`, `one-neighbour`, `theorem`) and the proof in words.
    No { argument: &'static str, why: String },
    /// No argument here settles it.
    Unknown,
}

impl Answer {
    /// `yes`, `no` or `unknown`.
    pub fn word(&self) -> &'static str {
        match self {
            Answer::Yes(_) => "yes",
            Answer::No { .. } => "no",
            Answer::Unknown => "unknown",
        }
    }

    /// The answer in one line: `no — colour: …`.
    pub fn line(&self) -> String {
        match self {
            Answer::Yes(why) => format!("yes — {why}"),
            Answer::No { argument, why } => format!("no — {argument}: {why}"),
            Answer::Unknown => {
                "unknown — no colouring, neighbour or connectivity argument rules it out, and no \
                 theorem here covers this board; try the walk"
                    .into()
            }
        }
    }
}

/// The open and the closed tours of a region.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdicts {
    pub open: Answer,
    pub closed: Answer,
}

/// Whether the square colouring (row + col even or odd) survives the wrap: a wrapped side must
/// be even, or a move across the seam changes the parity.
fn colouring_holds(region: &Region) -> bool {
    let b = region.board();
    (!region.wrap().cols() || b.cols() % 2 == 0) && (!region.wrap().rows() || b.rows() % 2 == 0)
}

/// What can be said of the region's open and closed tours.
pub fn decide(region: &Region) -> Verdicts {
    let no = |argument, why: String| Answer::No { argument, why };
    let both = |a: Answer| Verdicts {
        open: a.clone(),
        closed: a,
    };
    let board = region.board();
    let squares: Vec<Square> = (0..board.squares())
        .filter(|&i| !region.is_removed_index(i))
        .map(|i| board.square(i))
        .collect();
    let n = squares.len();
    if n <= 1 {
        return both(no(
            "one-square",
            format!(
                "the board has {n} square{}; a tour needs a move",
                if n == 1 { "" } else { "s" }
            ),
        ));
    }
    if let Some(&s) = squares.iter().find(|&&s| region.degree(s) == 0) {
        return both(no(
            "no-neighbour",
            format!("square {s} has no neighbour, so no path reaches it"),
        ));
    }
    let leaper = region.leaper();
    let colour = |s: &Square| (s.row + s.col) % 2;
    if colouring_holds(region) {
        let dark = squares.iter().filter(|s| colour(s) == 1).count();
        let light = n - dark;
        if !leaper.changes_colour() && dark > 0 && light > 0 {
            return both(no(
                "colour",
                format!(
                    "the {leaper} leaper never changes colour (a + b even), and the board has \
                     {light} light and {dark} dark squares"
                ),
            ));
        }
        if leaper.changes_colour() && light.abs_diff(dark) > 1 {
            return both(no(
                "colour",
                format!(
                    "the {leaper} leaper alternates colours (a + b odd), so a tour's colours \
                     differ by at most one; the board has {light} light and {dark} dark squares"
                ),
            ));
        }
        if leaper.changes_colour() && light != dark {
            let open = open_answer(region, &squares);
            return Verdicts {
                open,
                closed: no(
                    "colour",
                    format!(
                        "the {leaper} leaper alternates colours (a + b odd), so a closed tour \
                         has as many light as dark squares; the board has {light} and {dark}"
                    ),
                ),
            };
        }
    }
    let parts = components(region, &squares);
    if parts > 1 {
        return both(no(
            "disconnected",
            format!("the board falls apart into {parts} pieces no move joins"),
        ));
    }
    let ones = squares.iter().filter(|&&s| region.degree(s) == 1).count();
    let closed = if ones > 0 {
        no(
            "one-neighbour",
            format!(
                "{ones} square{} only one neighbour; a closed tour enters and leaves each square",
                if ones == 1 { " has" } else { "s have" }
            ),
        )
    } else {
        plain_theorem(region, TourKind::Closed)
    };
    Verdicts {
        open: open_answer(region, &squares),
        closed,
    }
}

/// The open tour's answer once colour allows one: connectivity, squares of one neighbour, the
/// plain theorem.
fn open_answer(region: &Region, squares: &[Square]) -> Answer {
    let parts = components(region, squares);
    if parts > 1 {
        return Answer::No {
            argument: "disconnected",
            why: format!("the board falls apart into {parts} pieces no move joins"),
        };
    }
    let ones = squares.iter().filter(|&&s| region.degree(s) == 1).count();
    if ones > 2 {
        return Answer::No {
            argument: "one-neighbour",
            why: format!(
                "{ones} squares have only one neighbour; a path can end on two of them at most"
            ),
        };
    }
    plain_theorem(region, TourKind::Open)
}

/// Lin & Wei's theorems (003, Theorems 1–3) on a plain knight's rectangle; unknown elsewhere.
fn plain_theorem(region: &Region, kind: TourKind) -> Answer {
    if !region.is_plain() {
        return Answer::Unknown;
    }
    let b = region.board();
    let ex = existence(b.rows() as u64, b.cols() as u64);
    match ex.why_not(kind) {
        None => Answer::Yes(ex.reason()),
        Some(why) => Answer::No {
            argument: "theorem",
            why,
        },
    }
}

/// How many pieces the region's move graph has (a breadth-first search).
fn components(region: &Region, squares: &[Square]) -> usize {
    let board = region.board();
    let mut seen = vec![false; board.squares()];
    let mut parts = 0;
    let mut queue = Vec::new();
    for &s in squares {
        let i = board.index(s).expect("on the board");
        if seen[i] {
            continue;
        }
        parts += 1;
        seen[i] = true;
        queue.push(s);
        while let Some(u) = queue.pop() {
            for (_, t) in region.neighbours(u) {
                let j = board.index(t).expect("on the board");
                if !std::mem::replace(&mut seen[j], true) {
                    queue.push(t);
                }
            }
        }
    }
    parts
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Board;
    use crate::region::{Leaper, Wrap};

    fn region(rows: u64, cols: u64) -> Region {
        Region::new(Board::new(rows, cols).unwrap())
    }

    #[test]
    fn arguments_named() {
        let zebra = decide(&region(8, 8).with_leaper(Leaper::ZEBRA));
        assert_eq!(zebra.open.word(), "unknown", "{zebra:?}");
        let giraffe = decide(&region(3, 3).with_leaper(Leaper::GIRAFFE));
        assert!(matches!(
            giraffe.open,
            Answer::No {
                argument: "no-neighbour",
                ..
            }
        ));
        // 5x5 knight: 13 and 12 squares of the two colours: open yes (theorem), closed no.
        let knight = decide(&region(5, 5));
        assert_eq!(knight.open.word(), "yes");
        assert!(matches!(
            knight.closed,
            Answer::No {
                argument: "colour",
                ..
            }
        ));
        // On a 5-column cylinder the colouring breaks: no colour argument.
        let cyl = decide(
            &region(4, 5)
                .with_wrap(Wrap::Cylinder)
                .with_leaper(Leaper::CAMEL),
        );
        assert!(
            !matches!(
                cyl.open,
                Answer::No {
                    argument: "colour",
                    ..
                }
            ),
            "{cyl:?}"
        );
        let two = decide(&region(1, 2));
        assert!(matches!(
            two.open,
            Answer::No {
                argument: "no-neighbour",
                ..
            }
        ));
    }
}

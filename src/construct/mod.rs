//! Lin & Wei's linear-time constructions (003): which tours exist on an n × m board
//! ([`exists`]), the small boards' bases ([`bases`], found by [`search`]), and closed,
//! corner-missed and open tours on any board built from them in O(nm) ([`knight`]), plus the
//! construction as a step-by-step plan ([`plan`]), open tours from a given start to a given
//! end where the construction can serve them ([`ends`]), and a closed tour as the cycle cover
//! the tourney page loads ([`handoff`]).
//!
//! "Open" here means what 003 §4.3 builds: a knight's path through every square, which may or
//! may not happen to end a move from its start (003 §2 defines an open tour as one that cannot
//! close, but §4.3 makes open tours by cutting a closed one; we follow §4.3).
//!
//! ```
//! use warnsdorff::board::Board;
//! use warnsdorff::construct::{closed_tour, construct, TourKind};
//! let cover = closed_tour("10x3".parse().unwrap()).unwrap();
//! assert!(cover.is_tour());
//! let t = construct("7x7".parse().unwrap(), TourKind::CornerMissed).unwrap();
//! assert_eq!(t.missed(), Some(0));
//! assert_eq!(t.order().len(), 48);
//! let err = construct("4x9".parse().unwrap(), TourKind::Closed).unwrap_err();
//! assert!(err.to_string().contains("Theorem 1"));
//! ```

pub mod bases;
pub mod ends;
pub mod exists;
pub mod handoff;
pub mod knight;
pub mod plan;
pub mod search;
mod table;
pub mod warmup;

use crate::board::{Board, Square};
use crate::cover::CycleCover;
pub use ends::tour_between;
use exists::existence;
pub use exists::TourKind;
use knight::{board_frame, Builder, Silent, Want, NONE};
use std::fmt;

/// Why no tour was built.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ConstructError {
    /// The theorems say the board has no tour of this kind; `reason` names the theorem.
    NoTour {
        board: Board,
        kind: TourKind,
        reason: String,
    },
    /// The construction serves no tour of this kind from this start.
    Start {
        board: Board,
        start: Square,
        reason: String,
    },
    /// A step-by-step plan was asked for a board too large to step through.
    PlanTooLarge { board: Board, limit: usize },
}

impl fmt::Display for ConstructError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ConstructError::NoTour {
                board,
                kind,
                reason,
            } => {
                if *kind == TourKind::None {
                    write!(f, "{board}: 'none' is not a kind of tour to build; {reason}")
                } else {
                    write!(f, "no {kind} tour on {board}: {reason}")
                }
            }
            ConstructError::Start {
                board,
                start,
                reason,
            } => write!(f, "no tour from {start} on {board}: {reason}"),
            ConstructError::PlanTooLarge { board, limit } => write!(
                f,
                "{board} has {} squares; the step-by-step plan is kept to boards of at most {limit} \
                 squares (the tour itself is built at any size)",
                board.squares()
            ),
        }
    }
}

impl std::error::Error for ConstructError {}

/// A constructed tour: per square its two tour neighbours ([`NONE`] at a path's ends and on
/// the missed corner).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tour {
    board: Board,
    kind: TourKind,
    nbr: Vec<[u32; 2]>,
}

impl Tour {
    pub fn board(&self) -> Board {
        self.board
    }

    /// Per square (row-major) its two neighbours on the tour, `u32::MAX` for none.
    pub fn neighbours(&self) -> &[[u32; 2]] {
        &self.nbr
    }

    /// The square a corner-missed tour leaves out.
    pub fn missed(&self) -> Option<usize> {
        if self.kind != TourKind::CornerMissed {
            return None;
        }
        self.nbr.iter().position(|p| p[0] == NONE && p[1] == NONE)
    }

    /// An open tour's two ends (the first one is where [`Tour::order`] starts).
    pub fn ends(&self) -> Option<[usize; 2]> {
        if self.kind != TourKind::Open {
            return None;
        }
        let mut it = (0..self.nbr.len()).filter(|&i| self.nbr[i][1] == NONE);
        Some([it.next()?, it.next()?])
    }

    /// The squares in visiting order: a closed tour from square 0, a corner-missed one from the
    /// first square it visits, an open one from its first end.
    pub fn order(&self) -> Vec<usize> {
        let start = match self.kind {
            TourKind::Open => self.ends().map_or(0, |e| e[0]),
            TourKind::CornerMissed => usize::from(self.missed() == Some(0)),
            _ => 0,
        };
        walk(&self.nbr, start, None)
    }

    /// The visiting order from `start`: any square of a closed or corner-missed tour (but the
    /// missed corner), an end of an open one.
    pub fn order_from(&self, start: usize) -> Option<Vec<usize>> {
        let p = *self.nbr.get(start)?;
        match self.kind {
            TourKind::Open if p[1] != NONE => None,
            _ if p[0] == NONE => None,
            _ => Some(walk(&self.nbr, start, None)),
        }
    }

    /// The closed tour as a cycle cover (closed tours only).
    pub fn into_cover(self) -> Option<CycleCover> {
        (self.kind == TourKind::Closed).then(|| CycleCover::from_raw(self.board, self.nbr))
    }

    /// Check the tour: knight's moves both ways, every square on it once (but the missed
    /// corner), closed where its kind says so. O(nm).
    pub fn validate(&self) -> Result<(), String> {
        validate(self.board, self.kind, &self.nbr)
    }

    /// The tour in the papers' matrix format from `order` (`-` on a missed corner).
    pub fn matrix(&self, order: &[usize]) -> crate::matrix::Matrix {
        let squares: Vec<Square> = order.iter().map(|&i| self.board.square(i)).collect();
        crate::matrix::Matrix::of_path(self.board, &squares)
    }
}

/// Walk a neighbour table from `start` (first towards `prev`'s other side, or its first
/// neighbour) until the tour ends or closes.
fn walk(nbr: &[[u32; 2]], start: usize, avoid_first: Option<usize>) -> Vec<usize> {
    let mut out = Vec::with_capacity(nbr.len());
    out.push(start);
    let first = match avoid_first {
        Some(a) if nbr[start][0] as usize == a => nbr[start][1],
        _ => nbr[start][0],
    };
    let (mut prev, mut cur) = (start as u32, first);
    while cur != NONE && cur as usize != start {
        out.push(cur as usize);
        let [a, b] = nbr[cur as usize];
        let next = if a != prev { a } else { b };
        (prev, cur) = (cur, next);
    }
    out
}

/// The checks behind [`Tour::validate`].
pub fn validate(board: Board, kind: TourKind, nbr: &[[u32; 2]]) -> Result<(), String> {
    let n = board.squares();
    if nbr.len() != n {
        return Err(format!("{} entries for {n} squares", nbr.len()));
    }
    let mut ends = 0;
    let mut holes = 0;
    for (i, p) in nbr.iter().enumerate() {
        let deg = p.iter().filter(|&&x| x != NONE).count();
        if p[0] == NONE && p[1] != NONE {
            return Err(format!(
                "square {} has its move in the wrong slot",
                board.square(i)
            ));
        }
        match deg {
            0 => holes += 1,
            1 => ends += 1,
            _ => {}
        }
        for &j in p.iter().filter(|&&x| x != NONE) {
            let j = j as usize;
            if j >= n {
                return Err(format!("square {} links off the board", board.square(i)));
            }
            if Board::move_between(board.square(i), board.square(j)).is_none() {
                return Err(format!(
                    "{} to {} is not a knight's move",
                    board.square(i),
                    board.square(j)
                ));
            }
            if !nbr[j].contains(&(i as u32)) {
                return Err(format!(
                    "{} links {} but not back",
                    board.square(i),
                    board.square(j)
                ));
            }
        }
        if deg == 2 && p[0] == p[1] {
            return Err(format!(
                "square {} links the same square twice",
                board.square(i)
            ));
        }
    }
    let (want_ends, want_holes) = match kind {
        TourKind::Closed => (0, 0),
        TourKind::CornerMissed => (0, 1),
        TourKind::Open => (2, 0),
        TourKind::None => return Err("'none' is not a tour".into()),
    };
    if ends != want_ends || holes != want_holes {
        return Err(format!(
            "{ends} path ends and {holes} unvisited squares; a {kind} tour has {want_ends} and {want_holes}"
        ));
    }
    if kind == TourKind::CornerMissed {
        let hole = nbr.iter().position(|p| p[0] == NONE).unwrap();
        let (r, c) = (board.square(hole).row, board.square(hole).col);
        if !(r == 1 || r == board.rows()) || !(c == 1 || c == board.cols()) {
            return Err(format!(
                "the missed square {} is not a corner",
                board.square(hole)
            ));
        }
    }
    let start = match kind {
        TourKind::Open => nbr.iter().position(|p| p[1] == NONE).unwrap(),
        _ => nbr.iter().position(|p| p[0] != NONE).unwrap(),
    };
    let len = walk(nbr, start, None).len();
    if len != n - holes {
        return Err(format!("the tour visits {len} squares, not {}", n - holes));
    }
    Ok(())
}

fn no_tour(board: Board, kind: TourKind) -> Option<ConstructError> {
    let ex = existence(board.rows() as u64, board.cols() as u64);
    if kind == TourKind::None {
        return Some(ConstructError::NoTour {
            board,
            kind,
            reason: ex.reason(),
        });
    }
    ex.why_not(kind).map(|reason| ConstructError::NoTour {
        board,
        kind,
        reason,
    })
}

/// Run `Knight` (or the stretched / open variants) on the whole board.
fn build(board: Board, want: Want) -> Vec<[u32; 2]> {
    let (r, c) = (board.rows() as usize, board.cols() as usize);
    let mut silent = Silent;
    let mut b = Builder::new(r * c, &mut silent);
    b.build(board_frame(r, c), want).unwrap_or_else(|e| {
        panic!("no base for {e:?} while building {board}: a construction defect")
    });
    b.nbr
}

/// A closed tour by `Knight(n, m)` (003 §4.2), as a cycle cover: O(nm).
pub fn closed_tour(board: Board) -> Result<CycleCover, ConstructError> {
    Ok(construct(board, TourKind::Closed)?
        .into_cover()
        .expect("a closed tour"))
}

/// A closed tour of every square but the top-left corner (003 Theorem 2, odd × odd boards).
pub fn corner_missed_tour(board: Board) -> Result<Tour, ConstructError> {
    construct(board, TourKind::CornerMissed)
}

/// An open tour (003 §4.3): a closed tour with one move cut (at square 0), or a corner-missed
/// one with a move redirected to its corner, or `OpenKnight` where neither exists.
pub fn open_tour(board: Board) -> Result<Tour, ConstructError> {
    construct(board, TourKind::Open)
}

/// Build a tour of `kind` on `board`, or say which theorem rules it out.
pub fn construct(board: Board, kind: TourKind) -> Result<Tour, ConstructError> {
    if let Some(e) = no_tour(board, kind) {
        return Err(e);
    }
    let ex = existence(board.rows() as u64, board.cols() as u64);
    let nbr = match kind {
        TourKind::Closed => build(board, Want::Closed),
        TourKind::CornerMissed => build(board, Want::CornerMissed),
        TourKind::Open => match ex.strongest {
            TourKind::Closed => {
                let mut nbr = build(board, Want::Closed);
                let j = nbr[0][1] as usize;
                cut(&mut nbr, 0, j);
                nbr
            }
            TourKind::CornerMissed => {
                let mut nbr = build(board, Want::CornerMissed);
                redirect_to_corner(board, &mut nbr);
                nbr
            }
            _ => return open_knight(board),
        },
        TourKind::None => unreachable!("refused above"),
    };
    Ok(Tour { board, kind, nbr })
}

/// Build the strongest tour the board has.
pub fn construct_strongest(board: Board) -> Result<Tour, ConstructError> {
    let ex = existence(board.rows() as u64, board.cols() as u64);
    construct(board, ex.strongest)
}

/// Lin & Wei's `OpenKnight(n, m)` (003 §4.3) where the shorter side is 3 or 4: Case 1 bases,
/// Case 2 (3 × m: an open 3 × k base and stretched 3 × 4 pieces, Figs. 13–14), Case 3 (4 × m: a
/// 4 × k stretched piece and 4 × 5 double loops, Figs. 15–16). On wider boards its Cases 4–5
/// are "similar to Knight"; there this returns [`open_tour`]'s cut closed tour.
pub fn open_knight(board: Board) -> Result<Tour, ConstructError> {
    if let Some(e) = no_tour(board, TourKind::Open) {
        return Err(e);
    }
    if board.rows().min(board.cols()) >= 5 {
        return open_tour(board);
    }
    let nbr = build(board, Want::Open);
    let mut t = Tour {
        board,
        kind: TourKind::Open,
        nbr,
    };
    normalise_ends(&mut t.nbr);
    Ok(t)
}

/// Put each path end's one move in slot 0.
fn normalise_ends(nbr: &mut [[u32; 2]]) {
    for p in nbr.iter_mut() {
        if p[0] == NONE && p[1] != NONE {
            p.swap(0, 1);
        }
    }
}

/// Remove the move a–b, keeping each square's remaining move in slot 0.
fn cut(nbr: &mut [[u32; 2]], a: usize, b: usize) {
    for (x, y) in [(a, b), (b, a)] {
        let p = &mut nbr[x];
        if p[0] == y as u32 {
            p[0] = p[1];
        }
        p[1] = NONE;
    }
}

/// Turn a corner-missed tour (missing square 0) into an open one: cut a move at (1,2)'s square
/// and join it to the corner (003 §4.3, "redirecting an edge to a corner").
fn redirect_to_corner(board: Board, nbr: &mut [[u32; 2]]) {
    let cols = board.cols() as usize;
    let p = cols + 2;
    let q = nbr[p][0] as usize;
    cut(nbr, p, q);
    nbr[p][1] = 0;
    nbr[0] = [p as u32, NONE];
}

/// The square `i` of `board` under a reflection (flip rows, flip columns).
pub(crate) fn reflect(board: Board, i: usize, flip: (bool, bool)) -> usize {
    let (rows, cols) = (board.rows() as usize, board.cols() as usize);
    let (mut r, mut c) = (i / cols, i % cols);
    if flip.0 {
        r = rows - 1 - r;
    }
    if flip.1 {
        c = cols - 1 - c;
    }
    r * cols + c
}

pub(crate) const FLIPS: [(bool, bool); 4] =
    [(false, false), (false, true), (true, false), (true, true)];

/// Every open tour the construction can start at some square, as (start, visiting order):
/// for boards with a corner-missed tour, from each of the four corners (by reflection) and from
/// the squares that start a tour ending in it; for open-only boards, from both ends of the
/// `OpenKnight` path under each reflection.
fn served_open_tours(board: Board) -> Vec<Vec<usize>> {
    let ex = existence(board.rows() as u64, board.cols() as u64);
    let mut out: Vec<Vec<usize>> = Vec::new();
    let mut push = |o: Vec<usize>| {
        let rev: Vec<usize> = o.iter().rev().copied().collect();
        for flip in FLIPS {
            out.push(o.iter().map(|&i| reflect(board, i, flip)).collect());
            out.push(rev.iter().map(|&i| reflect(board, i, flip)).collect());
        }
    };
    match ex.strongest {
        TourKind::CornerMissed => {
            let t = build(board, Want::CornerMissed);
            let cols = board.cols() as usize;
            for p in [cols + 2, 2 * cols + 1] {
                for q in t[p] {
                    // From q round the cycle away from p, so p comes last, then the corner.
                    let mut o = walk(&t, q as usize, Some(p));
                    o.push(0);
                    push(o);
                }
            }
        }
        TourKind::Open => {
            let t = open_knight(board).expect("an open tour exists");
            push(t.order());
        }
        _ => {}
    }
    out
}

/// The squares from which this crate can build an open tour of `board` (row-major mask): every
/// square where a closed tour exists; otherwise the starts [`tour_from`] serves.
pub fn open_starts(board: Board) -> Vec<bool> {
    let ex = existence(board.rows() as u64, board.cols() as u64);
    let mut mask = vec![ex.strongest == TourKind::Closed; board.squares()];
    for o in served_open_tours(board) {
        mask[o[0]] = true;
    }
    mask
}

/// A tour of `kind` starting at `start`, as a visiting order (row-major squares).
///
/// A closed tour can start anywhere (the cycle is rotated), and so can an open tour on a board
/// with a closed one (the rotated cycle, cut before it returns). A corner-missed tour misses
/// the top-left corner, or another corner (by reflection) when the start is the top-left one.
/// An open tour on an odd × odd board must start on the corners' colour (it has one more
/// square of that colour than of the other); the construction serves only the starts listed by
/// [`open_starts`]: the corners and the squares next to where a corner-missed cycle meets its
/// corner. On open-only boards (3 × 4, 3 × 7, 3 × 8, 4 × m) it serves the ends of `OpenKnight`'s
/// path and their reflections.
pub fn tour_from(
    board: Board,
    kind: TourKind,
    start: Square,
) -> Result<Vec<usize>, ConstructError> {
    let s = board.index(start).ok_or_else(|| ConstructError::Start {
        board,
        start,
        reason: format!("{start} is off the board"),
    })?;
    if let Some(e) = no_tour(board, kind) {
        return Err(e);
    }
    let ex = existence(board.rows() as u64, board.cols() as u64);
    match kind {
        TourKind::Closed => Ok(construct(board, kind)?.order_from(s).expect("any square")),
        TourKind::Open if ex.strongest == TourKind::Closed => {
            Ok(construct(board, TourKind::Closed)?
                .order_from(s)
                .expect("any square"))
        }
        TourKind::CornerMissed => {
            let t = construct(board, kind)?;
            let flip = if s == 0 { (true, true) } else { (false, false) };
            let order: Vec<usize> = t.order().iter().map(|&i| reflect(board, i, flip)).collect();
            let k = order
                .iter()
                .position(|&i| i == s)
                .expect("not the missed corner");
            let mut o = order[k..].to_vec();
            o.extend_from_slice(&order[..k]);
            Ok(o)
        }
        _ => {
            let served = served_open_tours(board);
            if let Some(o) = served.into_iter().find(|o| o[0] == s) {
                return Ok(o);
            }
            let odd = board.rows() % 2 == 1 && board.cols() % 2 == 1;
            let reason = if odd && (start.row + start.col) % 2 == 1 {
                format!(
                    "{board} has one more square of the corners' colour than of the other, so an \
                     open tour starts and ends on the corners' colour; {start} is not"
                )
            } else {
                let starts: Vec<String> = open_starts(board)
                    .iter()
                    .enumerate()
                    .filter(|(_, &m)| m)
                    .map(|(i, _)| board.square(i).to_string())
                    .collect();
                format!(
                    "the construction serves open tours on {board} only from {} (other starts may \
                     have tours; this construction does not find them)",
                    starts.join(" ")
                )
            };
            Err(ConstructError::Start {
                board,
                start,
                reason,
            })
        }
    }
}

/// An SVG drawing of a tour given as a visiting order: the board (chequered up to 100 on a
/// side), the path through square centres (closed back to its start if `closed`), the start
/// marked with a dot, and an unvisited square crossed out.
pub fn svg(board: Board, order: &[usize], closed: bool) -> String {
    use std::fmt::Write;
    let (rows, cols) = (board.rows() as usize, board.cols() as usize);
    let cell = 16usize;
    let (w, h) = (cols * cell, rows * cell);
    let scale = w.max(h).min(2000) as f64 / w.max(h) as f64;
    let mut s = String::with_capacity(order.len() * 12 + 512);
    let _ = writeln!(
        s,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{:.0}\" height=\"{:.0}\" viewBox=\"-2 -2 {} {}\">",
        w as f64 * scale + 4.0,
        h as f64 * scale + 4.0,
        w + 4,
        h + 4
    );
    crate::cover::svg_frame(&mut s, rows, cols, cell);
    let centre = |i: usize| ((i % cols) * cell + cell / 2, (i / cols) * cell + cell / 2);
    s.push_str("<path fill=\"none\" stroke=\"#1a5fb4\" stroke-width=\"1.5\" stroke-linejoin=\"round\" d=\"");
    for (k, &i) in order.iter().enumerate() {
        let (x, y) = centre(i);
        let _ = write!(s, "{}{x} {y}", if k == 0 { "M" } else { "L" });
    }
    if closed {
        s.push('Z');
    }
    s.push_str("\"/>\n");
    if let Some(&first) = order.first() {
        let (x, y) = centre(first);
        let _ = writeln!(
            s,
            "<circle cx=\"{x}\" cy=\"{y}\" r=\"4\" fill=\"#c01c28\"/>"
        );
    }
    let mut seen = vec![false; board.squares()];
    order.iter().for_each(|&i| seen[i] = true);
    for (i, _) in seen.iter().enumerate().filter(|(_, &v)| !v) {
        let (x, y) = centre(i);
        let d = cell as i64 / 3;
        let (x, y) = (x as i64, y as i64);
        let _ = writeln!(
            s,
            "<path stroke=\"#c01c28\" stroke-width=\"2\" d=\"M{} {}L{} {}M{} {}L{} {}\"/>",
            x - d,
            y - d,
            x + d,
            y + d,
            x - d,
            y + d,
            x + d,
            y - d
        );
    }
    s.push_str("</svg>\n");
    s
}

//! The construction page's state machine (no wasm in it): a board and the kind asked, what
//! exists there, the tour built, and — on boards up to [`PLAN_MAX_SQUARES`] — the plan cursor
//! that plays the construction step by step, with a status sentence per step; plus a raster of
//! the whole picture for boards too large to draw move by move. Beyond the paper (issue 10,
//! item 4): a start square the user picks ([`Lab::set_start`], the tour shown from there or the
//! honest reason the construction cannot serve it), the tour on show as text ([`Lab::export`])
//! and as a cycle cover for the tourney view ([`handoff_cover`]).
//!
//! ```
//! use warnsdorff::construct::lab::Lab;
//! let mut lab = Lab::new("12x14".parse().unwrap(), None).unwrap();
//! assert!(lab.headline().starts_with("closed"));
//! assert_eq!(lab.step(), 0);
//! lab.seek(lab.steps() - 1);
//! assert!(lab.status().contains("1 part left"));
//! ```

use super::exists::{existence, Existence, TourKind};
use super::plan::{Cursor, Piece, Plan, Step, PLAN_MAX_SQUARES};
use super::{construct, open_starts, tour_from, ConstructError, Tour};
use crate::board::{Board, Square};
use crate::cover::CycleCover;
use crate::exchange::{self, ExchangeError, Format, Provenance};
use crate::lab::tourney::input::TOURNEY_MAX_SIDE;
use std::borrow::Cow;
use std::fmt;

/// The largest board whose tour is exported as text (matrix, JSON, SVG); a PNG works at any size.
pub const EXPORT_MAX_SQUARES: usize = 1_000_000;
/// The largest board on which the start of an open tour is picked where no closed tour exists
/// (the construction then tries each of its served tours, a few dozen orders of the board).
pub const OPEN_START_MAX_SQUARES: usize = 100_000;

/// Why the lab could not do what was asked of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LabError {
    /// The construction refused (no such tour, or not from this start).
    Construct(ConstructError),
    /// The board has no tour to export or send.
    NoTour { board: Board },
    /// The board is larger than `what` is kept to.
    TooLarge {
        what: &'static str,
        board: Board,
        limit: usize,
    },
    /// The tour on show is not a cycle cover of the whole board (why, in words).
    NotACover { board: Board, reason: String },
    /// The tourney view's boards are at most [`TOURNEY_MAX_SIDE`] a side.
    TourneyTooLarge { board: Board },
    /// The exchange formats refused the tour.
    Exchange(ExchangeError),
}

impl fmt::Display for LabError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LabError::Construct(e) => write!(f, "{e}"),
            LabError::NoTour { board } => write!(f, "{board} has no tour to show"),
            LabError::TooLarge { what, board, limit } => write!(
                f,
                "{board} has {} squares; {what} is kept to boards of at most {limit} squares",
                board.squares()
            ),
            LabError::NotACover { board, reason } => {
                write!(f, "not for the tourney view: {reason} ({board})")
            }
            LabError::TourneyTooLarge { board } => write!(
                f,
                "the tourney view takes boards of at most {TOURNEY_MAX_SIDE} a side; {board} is larger"
            ),
            LabError::Exchange(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for LabError {}

impl From<ConstructError> for LabError {
    fn from(e: ConstructError) -> LabError {
        LabError::Construct(e)
    }
}

/// A start square picked and the tour shown from it.
#[derive(Clone, Debug)]
struct Start {
    square: usize,
    order: Vec<usize>,
    /// Its moves, when they differ from the tour built (a reflected corner-missed tour, an open
    /// tour cut from a closed one, a served open tour); None: the tour built, read from there.
    nbr: Option<Vec<[u32; 2]>>,
}

/// The page's state.
#[derive(Clone, Debug)]
pub struct Lab {
    board: Board,
    existence: Existence,
    kind: TourKind,
    tour: Option<Tour>,
    cursor: Option<Cursor>,
    start: Option<Start>,
}

impl Lab {
    /// A lab for `rows` × `cols` and the kind asked (None: the strongest that exists). A board
    /// with no tour at all gives a lab with nothing to play (its headline says why); a kind the
    /// board does not have is an error naming the theorem.
    pub fn new(board: Board, kind: Option<TourKind>) -> Result<Lab, ConstructError> {
        let ex = existence(board.rows() as u64, board.cols() as u64);
        let kind = kind.unwrap_or(ex.strongest);
        if kind == TourKind::None {
            return Ok(Lab {
                board,
                existence: ex,
                kind,
                tour: None,
                cursor: None,
                start: None,
            });
        }
        let tour = construct(board, kind)?;
        let cursor = (board.squares() <= PLAN_MAX_SQUARES)
            .then(|| Plan::new(board, kind).map(Cursor::new))
            .transpose()?;
        Ok(Lab {
            board,
            existence: ex,
            kind,
            tour: Some(tour),
            cursor,
            start: None,
        })
    }

    /// Show the tour from `start` (None: from where the construction starts it). A closed tour
    /// starts anywhere; a corner-missed one anywhere but its missed corner (the top-left corner
    /// gives the tour reflected, missing the bottom-right); an open tour anywhere where a closed
    /// tour exists, else only from the starts [`open_starts`] lists. A start the construction
    /// cannot serve is an error that says which it can; the start shown stays.
    pub fn set_start(&mut self, start: Option<Square>) -> Result<(), LabError> {
        let Some(sq) = start else {
            self.start = None;
            return Ok(());
        };
        let Some(tour) = &self.tour else {
            return Err(LabError::NoTour { board: self.board });
        };
        let s = self.board.index(sq).ok_or_else(|| ConstructError::Start {
            board: self.board,
            start: sq,
            reason: format!("{sq} is off the board"),
        })?;
        let served_only =
            self.kind == TourKind::Open && self.existence.strongest != TourKind::Closed;
        if served_only && self.board.squares() > OPEN_START_MAX_SQUARES {
            return Err(LabError::TooLarge {
                what: "picking the start of an open tour where no closed tour exists",
                board: self.board,
                limit: OPEN_START_MAX_SQUARES,
            });
        }
        let own = match self.kind {
            TourKind::Closed => true,
            TourKind::CornerMissed => s != 0,
            _ => false,
        };
        let order = if own {
            tour.order_from(s).ok_or_else(|| ConstructError::Start {
                board: self.board,
                start: sq,
                reason: format!("{sq} is the corner the tour misses"),
            })?
        } else {
            tour_from(self.board, self.kind, sq)?
        };
        let nbr =
            (!own).then(|| moves_of(self.board.squares(), &order, self.kind != TourKind::Open));
        self.start = Some(Start {
            square: s,
            order,
            nbr,
        });
        Ok(())
    }

    /// The start picked, if any.
    pub fn start(&self) -> Option<Square> {
        self.start.as_ref().map(|s| self.board.square(s.square))
    }

    /// The tour on show as a visiting order: from the start picked, else as built.
    pub fn order(&self) -> Cow<'_, [usize]> {
        match (&self.start, &self.tour) {
            (Some(s), _) => Cow::Borrowed(&s.order),
            (None, Some(t)) => Cow::Owned(t.order()),
            _ => Cow::Borrowed(&[]),
        }
    }

    /// What a click on the board (or the start field) can do here, in words: which starts the
    /// construction serves, honestly, for the kind on show.
    pub fn start_note(&self) -> String {
        let b = self.board;
        match self.kind {
            TourKind::None => String::new(),
            TourKind::Closed => {
                "Click a square (or type it) to start the tour there: a closed tour starts on any square.".into()
            }
            TourKind::CornerMissed => "Click a square (or type it) to start the tour there: any square but the missed corner; the top-left corner gives the tour reflected, missing the bottom-right one.".into(),
            TourKind::Open if self.existence.strongest == TourKind::Closed => "Click a square (or type it) to start the tour there: any square; the open tour is the closed one from there, cut before its last move.".into(),
            TourKind::Open if b.squares() > OPEN_START_MAX_SQUARES => format!(
                "The open tour starts where the construction puts it; picking another start is kept to boards of at most {OPEN_START_MAX_SQUARES} squares."
            ),
            TourKind::Open => {
                let starts: Vec<String> = open_starts(b)
                    .iter()
                    .enumerate()
                    .filter(|(_, &m)| m)
                    .map(|(i, _)| b.square(i).to_string())
                    .collect();
                format!(
                    "The construction serves open tours on {b} from {} of its {} squares (ringed): {}. Other starts may have open tours; this construction does not find them.",
                    starts.len(),
                    b.squares(),
                    starts.join(" ")
                )
            }
        }
    }

    /// The squares the construction serves as starts, where that is not every square (open
    /// tours on boards with no closed tour, up to [`OPEN_START_MAX_SQUARES`]); None otherwise.
    pub fn served_starts(&self) -> Option<Vec<bool>> {
        (self.kind == TourKind::Open
            && self.existence.strongest != TourKind::Closed
            && self.board.squares() <= OPEN_START_MAX_SQUARES)
            .then(|| open_starts(self.board))
    }

    /// The square under the point (x, y) of a drawing `width` × `height` made by the page
    /// (square cells, the board in the top-left corner).
    pub fn square_at(&self, x: f64, y: f64, width: f64, height: f64) -> Option<Square> {
        let (rows, cols) = (self.board.rows() as f64, self.board.cols() as f64);
        let cell = (width / cols).min(height / rows);
        if cell.is_nan() || cell <= 0.0 || x < 0.0 || y < 0.0 {
            return None;
        }
        let (r, c) = ((y / cell).floor(), (x / cell).floor());
        (r < rows && c < cols).then(|| Square::new(r as u32 + 1, c as u32 + 1))
    }

    /// The tour on show as the papers' matrix (`-` on a missed corner), a JSON walk record
    /// (rule `lin-wei-KIND`, seed 0: the construction is deterministic) or an SVG drawing.
    pub fn export(&self, format: Format) -> Result<String, LabError> {
        if self.tour.is_none() {
            return Err(LabError::NoTour { board: self.board });
        }
        if self.board.squares() > EXPORT_MAX_SQUARES {
            return Err(LabError::TooLarge {
                what: "export as text",
                board: self.board,
                limit: EXPORT_MAX_SQUARES,
            });
        }
        let order: Vec<u32> = self.order().iter().map(|&i| i as u32).collect();
        let from = Provenance {
            rule: format!("lin-wei-{}", self.kind.name()),
            seed: 0,
        };
        exchange::export_path(self.board, &order, format, Some(&from)).map_err(LabError::Exchange)
    }

    /// Whether the tour on show can go to the tourney view, as [`handoff_cover`] would take it.
    pub fn handoff(&self) -> Result<(), LabError> {
        if self.tour.is_none() {
            return Err(LabError::NoTour { board: self.board });
        }
        handoff_check(self.board, self.kind)
    }

    pub fn board(&self) -> Board {
        self.board
    }

    /// The kind built (`None` when the board has no tour).
    pub fn kind(&self) -> TourKind {
        self.kind
    }

    /// One line: the strongest kind that exists, then the reason.
    pub fn headline(&self) -> String {
        format!("{} — {}", self.existence.strongest, self.existence.reason())
    }

    pub fn tour(&self) -> Option<&Tour> {
        self.tour.as_ref()
    }

    /// Whether the construction can be stepped through (false on boards over
    /// [`PLAN_MAX_SQUARES`], which show the finished tour only).
    pub fn has_plan(&self) -> bool {
        self.cursor.is_some()
    }

    pub fn plan(&self) -> Option<&Plan> {
        self.cursor.as_ref().map(Cursor::plan)
    }

    /// Positions: the partition and one per step (1 when there is no plan).
    pub fn steps(&self) -> usize {
        self.plan().map_or(1, Plan::steps)
    }

    pub fn step(&self) -> usize {
        self.cursor.as_ref().map_or(0, Cursor::step)
    }

    pub fn seek(&mut self, k: usize) {
        if let Some(c) = &mut self.cursor {
            c.seek(k);
        }
    }

    pub fn forward(&mut self) -> bool {
        self.cursor.as_mut().is_some_and(Cursor::forward)
    }

    pub fn back(&mut self) -> bool {
        self.cursor.as_mut().is_some_and(Cursor::back)
    }

    /// The pieces of the partition (empty without a plan).
    pub fn pieces(&self) -> &[Piece] {
        self.plan().map_or(&[], |p| &p.pieces)
    }

    /// The step that led to the current position.
    pub fn current(&self) -> Option<&Step> {
        self.cursor.as_ref().and_then(Cursor::current)
    }

    /// Whether the finished tour is on show (the last position, or no plan).
    pub fn at_end(&self) -> bool {
        self.step() + 1 == self.steps()
    }

    /// The moves as they stand now: the cursor's, or the finished tour's without a plan (from
    /// the start picked, when that is another tour).
    pub fn neighbours(&self) -> &[[u32; 2]] {
        if let Some(nbr) = self.start.as_ref().and_then(|s| s.nbr.as_ref()) {
            if self.at_end() {
                return nbr;
            }
        }
        match (&self.cursor, &self.tour) {
            (Some(c), _) => c.neighbours(),
            (None, Some(t)) => t.neighbours(),
            _ => &[],
        }
    }

    /// The status sentence for the current position.
    pub fn status(&self) -> String {
        match (&self.cursor, &self.tour) {
            (Some(c), _) => c.status(),
            (None, Some(_)) => format!(
                "{} tour on {} built; the step-by-step plan is kept to boards of at most {} squares.",
                self.kind, self.board, PLAN_MAX_SQUARES
            ),
            _ => format!("No tour on {}: {}", self.board, self.existence.reason()),
        }
    }

    /// The whole picture as RGBA pixels, `width` × `height` (for boards too large to draw move
    /// by move): each piece tinted (one colour for the whole board without a plan), each move
    /// a dark line between square centres. All at once; [`Raster`] does it a band of rows at a
    /// time, for a page that must not block.
    pub fn raster(&self, width: u32, height: u32) -> Vec<u8> {
        let mut r = Raster::new(self, width, height);
        r.rows(self, usize::MAX);
        r.finish()
    }

    /// What a picture of the lab depends on besides its size: the position and the start
    /// picked (a [`Raster`] begun under another key is stale).
    pub fn picture_key(&self) -> (usize, Option<Square>) {
        (self.step(), self.start())
    }
}

/// [`Lab::raster`] in pieces: [`Raster::new`] tints the pieces (work in proportion to the
/// pixels), each [`Raster::rows`] call lays the moves of some board rows (work in proportion to
/// those rows' squares: the part that grows with the board, 16 million moves at 4000 × 4000),
/// and [`Raster::finish`] shades the pixels the moves crossed. The result is the same whatever
/// the bands.
pub struct Raster {
    w: usize,
    h: usize,
    px: Vec<u8>,
    hits: Vec<u16>,
    xs: Vec<i64>,
    ys: Vec<i64>,
    fine: bool,
    sub_pixel: bool,
    next_row: usize,
    key: (usize, Option<Square>),
}

impl Raster {
    /// A picture of `lab` as it stands, `width` × `height` pixels, with no moves laid yet.
    pub fn new(lab: &Lab, width: u32, height: u32) -> Raster {
        let (w, h) = (width as usize, height as usize);
        let mut px = vec![255u8; w * h * 4];
        let rows = lab.board.rows() as usize;
        let cols = lab.board.cols() as usize;
        let sx = w as f64 / cols as f64;
        let sy = h as f64 / rows as f64;
        let fine = sx.min(sy) < 2.0;
        if w > 0 && h > 0 {
            // Tints.
            for (k, p) in lab.pieces().iter().enumerate() {
                let [r, g, b] = piece_colour(k);
                let x0 = (p.col as f64 * sx) as usize;
                let x1 = (((p.col + p.cols) as f64 * sx) as usize).min(w);
                let y0 = (p.row as f64 * sy) as usize;
                let y1 = (((p.row + p.rows) as f64 * sy) as usize).min(h);
                for y in y0..y1 {
                    for x in x0..x1 {
                        let i = (y * w + x) * 4;
                        px[i..i + 3].copy_from_slice(&[r, g, b]);
                    }
                }
            }
            // Piece borders where squares are under 2 px (the moves then make a light texture).
            if fine {
                for p in lab.pieces() {
                    let x0 = (p.col as f64 * sx) as usize;
                    let y0 = (p.row as f64 * sy) as usize;
                    let x1 = (((p.col + p.cols) as f64 * sx) as usize).min(w);
                    let y1 = (((p.row + p.rows) as f64 * sy) as usize).min(h);
                    for x in x0..x1 {
                        px[(y0 * w + x) * 4..(y0 * w + x) * 4 + 3].fill(90);
                    }
                    for y in y0..y1 {
                        px[(y * w + x0) * 4..(y * w + x0) * 4 + 3].fill(90);
                    }
                }
            }
        }
        // Square centres in whole pixels, looked up per row and column.
        let xs: Vec<i64> = (0..cols).map(|c| ((c as f64 + 0.5) * sx) as i64).collect();
        let ys: Vec<i64> = (0..rows).map(|r| ((r as f64 + 0.5) * sy) as i64).collect();
        Raster {
            w,
            h,
            px,
            hits: vec![0u16; w * h],
            xs,
            ys,
            fine,
            sub_pixel: sx.max(sy) < 1.0 && cols >= 5,
            next_row: 0,
            key: lab.picture_key(),
        }
    }

    /// The picture's size in pixels.
    pub fn size(&self) -> (u32, u32) {
        (self.w as u32, self.h as u32)
    }

    /// The lab's [`Lab::picture_key`] when this picture was begun.
    pub fn key(&self) -> (usize, Option<Square>) {
        self.key
    }

    /// The share of the board's rows whose moves are laid, 0 to 1.
    pub fn progress(&self) -> f64 {
        let rows = self.ys.len();
        if rows == 0 {
            1.0
        } else {
            self.next_row.min(rows) as f64 / rows as f64
        }
    }

    /// Whether every row's moves are laid.
    pub fn done(&self) -> bool {
        self.next_row >= self.ys.len() || self.w == 0 || self.h == 0
    }

    /// Lay the moves that start in the next `n` board rows (each move once, from its lower
    /// square index) of `lab`, which must stand as when the picture was begun. True when done.
    pub fn rows(&mut self, lab: &Lab, n: usize) -> bool {
        if self.done() {
            return true;
        }
        let cols = self.xs.len();
        let rows = self.ys.len();
        let r1 = self.next_row.saturating_add(n).min(rows);
        let nbr = lab.neighbours();
        if nbr.len() < rows * cols {
            // No moves to lay (no tour on this board).
            self.next_row = rows;
            return true;
        }
        let (xs, ys, hits) = (&self.xs, &self.ys, &mut self.hits);
        let (wi, hi) = (self.w as i64, self.h as i64);
        let band = self.next_row..r1;
        if self.sub_pixel {
            // Squares smaller than a pixel: a move spans at most 3 pixels, so its midpoint
            // stands for it (one write per move; the shading is relative to the mean).
            // A move to a later square is one of four index steps, read without a division.
            let steps = [
                (2 * cols + 1, 2, 1),
                (2 * cols - 1, 2, -1),
                (cols + 2, 1, 2),
                (cols - 2, 1, -2),
            ];
            for r in band {
                let row = &nbr[r * cols..(r + 1) * cols];
                for (c, p) in row.iter().enumerate() {
                    let i = r * cols + c;
                    for &j in p {
                        if j == u32::MAX || (j as usize) <= i {
                            continue;
                        }
                        let d = j as usize - i;
                        let Some(&(_, dr, dc)) = steps.iter().find(|s| s.0 == d) else {
                            continue;
                        };
                        let cj = (c as isize + dc) as usize;
                        let x = (xs[c] + xs[cj]) >> 1;
                        let y = (ys[r] + ys[r + dr]) >> 1;
                        if x < wi && y < hi {
                            let k = (y * wi + x) as usize;
                            hits[k] = hits[k].saturating_add(1);
                        }
                    }
                }
            }
        } else {
            for r in band {
                let row = &nbr[r * cols..(r + 1) * cols];
                for (c, p) in row.iter().enumerate() {
                    let i = r * cols + c;
                    for &j in p {
                        if j == u32::MAX || (j as usize) < i {
                            continue;
                        }
                        let j = j as usize;
                        let (x0, y0) = (xs[c], ys[r]);
                        let (dx, dy) = (xs[j % cols] - x0, ys[j / cols] - y0);
                        let n = dx.abs().max(dy.abs()).max(1);
                        for t in 0..=n {
                            let (x, y) = (x0 + dx * t / n, y0 + dy * t / n);
                            if (0..wi).contains(&x) && (0..hi).contains(&y) {
                                let k = (y * wi + x) as usize;
                                hits[k] = hits[k].saturating_add(1);
                            }
                        }
                    }
                }
            }
        }
        self.next_row = r1;
        self.done()
    }

    /// The RGBA pixels: each pixel a move crossed darkened by how often, relative to the mean
    /// where squares are smaller than 2 px (so the texture shows, not a black board).
    pub fn finish(self) -> Vec<u8> {
        let Raster {
            w,
            h,
            mut px,
            hits,
            fine,
            ..
        } = self;
        if w == 0 || h == 0 {
            return px;
        }
        let mean = hits.iter().map(|&x| x as f64).sum::<f64>() / (w * h) as f64;
        for (k, &n) in hits.iter().enumerate() {
            if n == 0 {
                continue;
            }
            let shade = if fine {
                1.0 - 0.45 * (n as f64 / (2.0 * mean)).min(1.0)
            } else {
                0.35
            };
            for c in &mut px[k * 4..k * 4 + 3] {
                *c = (*c as f64 * shade) as u8;
            }
        }
        px
    }
}

/// Per square its two tour neighbours from a visiting order (`u32::MAX` for none), closed back
/// to the start if `closed`.
fn moves_of(squares: usize, order: &[usize], closed: bool) -> Vec<[u32; 2]> {
    const NONE: u32 = u32::MAX;
    let mut nbr = vec![[NONE; 2]; squares];
    let mut link = |a: usize, b: usize| {
        for (x, y) in [(a, b), (b, a)] {
            let slot = usize::from(nbr[x][0] != NONE);
            nbr[x][slot] = y as u32;
        }
    };
    for w in order.windows(2) {
        link(w[0], w[1]);
    }
    if closed && order.len() > 2 {
        link(order[order.len() - 1], order[0]);
    }
    nbr
}

fn handoff_check(board: Board, kind: TourKind) -> Result<(), LabError> {
    let reason = match kind {
        TourKind::Closed => None,
        // One cycle with the missed corner a hole (a cover may leave out squares, see cover.rs).
        TourKind::CornerMissed => None,
        TourKind::Open => Some(
            if existence(board.rows() as u64, board.cols() as u64).strongest == TourKind::Closed {
                "an open tour is a path, not a cycle; choose the closed tour to send it".to_string()
            } else {
                "an open tour is a path, not a cycle, and this board has no closed tour".to_string()
            },
        ),
        TourKind::None => return Err(LabError::NoTour { board }),
    };
    if let Some(reason) = reason {
        return Err(LabError::NotACover { board, reason });
    }
    if board.rows() > TOURNEY_MAX_SIDE || board.cols() > TOURNEY_MAX_SIDE {
        return Err(LabError::TourneyTooLarge { board });
    }
    Ok(())
}

/// Lin & Wei's closed tour of `board` as the cycle cover (one cycle) the tourney view loads.
/// The construction is deterministic, so the tourney page's link names only the board and
/// rebuilds the same tour on reload, at any size the tourney view takes.
/// On an odd × odd board, the corner-missed closed tour, as one cycle with the corner a hole.
pub fn handoff_cover(board: Board) -> Result<CycleCover, LabError> {
    let ex = existence(board.rows() as u64, board.cols() as u64);
    let kind = match ex.strongest {
        TourKind::CornerMissed => TourKind::CornerMissed,
        _ => TourKind::Closed,
    };
    handoff_check(board, kind)?;
    if ex.strongest != kind {
        return Err(ConstructError::NoTour {
            board,
            kind,
            reason: ex.reason(),
        }
        .into());
    }
    let tour = construct(board, kind)?;
    if let Some(missed) = tour.missed() {
        let nbr = tour.neighbours().to_vec();
        return Ok(
            CycleCover::from_neighbours_with_holes(board, nbr, &[missed])
                .expect("a corner-missed tour is a cover with its corner a hole"),
        );
    }
    Ok(tour.into_cover().expect("a closed tour is a cover"))
}

/// A light colour for piece `k` (hues spread by the golden angle).
pub fn piece_colour(k: usize) -> [u8; 3] {
    let hue = (k as f64 * 137.507_764) % 360.0;
    hsl(hue, 0.6, 0.85)
}

fn hsl(h: f64, s: f64, l: f64) -> [u8; 3] {
    let c = (1.0 - (2.0 * l - 1.0).abs()) * s;
    let x = c * (1.0 - ((h / 60.0) % 2.0 - 1.0).abs());
    let m = l - c / 2.0;
    let (r, g, b) = match (h / 60.0) as u32 {
        0 => (c, x, 0.0),
        1 => (x, c, 0.0),
        2 => (0.0, c, x),
        3 => (0.0, x, c),
        4 => (x, 0.0, c),
        _ => (c, 0.0, x),
    };
    [r, g, b].map(|v| ((v + m) * 255.0).round() as u8)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_tour_board_has_a_lab_with_its_reason() {
        let lab = Lab::new(Board::new(4, 4).unwrap(), None).unwrap();
        assert!(lab.headline().starts_with("none"));
        assert!(lab.status().contains("Theorem 3"));
        assert_eq!(lab.steps(), 1);
        assert!(Lab::new(Board::new(4, 9).unwrap(), Some(TourKind::Closed)).is_err());
    }

    #[test]
    fn a_raster_laid_in_bands_is_the_raster_at_once() {
        for (board, w, h) in [
            ("1100x1000", 300, 280),
            ("40x37", 200, 190),
            ("2x2", 50, 50),
        ] {
            let lab = Lab::new(board.parse().unwrap(), None).unwrap();
            let whole = lab.raster(w, h);
            let mut r = Raster::new(&lab, w, h);
            assert_eq!(r.key(), lab.picture_key());
            let mut calls = 0;
            while !r.rows(&lab, 7) {
                calls += 1;
                assert!(r.progress() < 1.0);
            }
            assert_eq!(r.progress(), 1.0);
            assert!(calls > 0 || board == "2x2", "{board}");
            assert!(r.finish() == whole, "{board}");
        }
    }

    #[test]
    fn raster_draws_the_moves() {
        let lab = Lab::new(Board::new(1100, 1000).unwrap(), None).unwrap();
        assert!(!lab.has_plan());
        let px = lab.raster(300, 300);
        assert_eq!(px.len(), 300 * 300 * 4);
        // A light texture, not a black board.
        let dark = px.chunks(4).filter(|p| p[0] < 100).count();
        assert!(
            px.chunks(4).any(|p| p[0] < 250) && dark < 300 * 300 / 4,
            "{dark}"
        );
        let small = Lab::new(Board::new(10, 12).unwrap(), None).unwrap();
        let px = small.raster(120, 100);
        assert!(px.chunks(4).any(|p| p[0] < 128));
        assert!(px.chunks(4).any(|p| p[0] < 255 && p[0] > 128));
    }

    #[test]
    fn a_closed_tour_from_a_picked_square_exports_and_imports_back() {
        let mut lab = Lab::new("6x9".parse().unwrap(), None).unwrap();
        lab.seek(lab.steps() - 1);
        let built = lab.neighbours().to_vec();
        lab.set_start(Some(Square::new(3, 4))).unwrap();
        assert_eq!(lab.start(), Some(Square::new(3, 4)));
        assert_eq!(lab.order()[0], 2 * 9 + 3);
        assert_eq!(lab.order().len(), 54);
        // The same cycle, read from there.
        assert_eq!(lab.neighbours(), &built[..]);
        let m = lab.export(Format::Matrix).unwrap();
        let (matrix, verdict) = crate::matrix::Matrix::validate_text(&m).unwrap();
        assert_eq!(verdict, crate::matrix::Verdict::ClosedTour);
        assert_eq!(matrix.get(Square::new(3, 4)), Some(1));
        let back = exchange::import_tour(&lab.export(Format::Json).unwrap()).unwrap();
        assert!(back.closed);
        assert_eq!(back.squares[0], 2 * 9 + 3);
        assert!(lab.export(Format::Svg).unwrap().starts_with("<svg"));
        lab.set_start(None).unwrap();
        assert_eq!(lab.start(), None);
        assert!(lab.set_start(Some(Square::new(7, 1))).is_err());
    }

    #[test]
    fn corner_missed_from_its_corner_is_the_reflected_tour() {
        let mut lab = Lab::new("7x7".parse().unwrap(), None).unwrap();
        assert_eq!(lab.kind(), TourKind::CornerMissed);
        lab.set_start(Some(Square::new(1, 1))).unwrap();
        lab.seek(lab.steps() - 1);
        let order = lab.order().into_owned();
        assert_eq!((order[0], order.len()), (0, 48));
        assert!(!order.contains(&48));
        assert_eq!(lab.neighbours()[48], [u32::MAX; 2]);
        super::super::validate(lab.board(), TourKind::CornerMissed, lab.neighbours())
            .unwrap_or_else(|e| panic!("{e}"));
        let m = lab.export(Format::Matrix).unwrap();
        assert!(m.trim_end().ends_with('-'), "{m}");
        // A cover of one cycle with the corner (1,1) a hole, for the tourney view.
        assert!(lab.handoff().is_ok());
        let cover = handoff_cover(lab.board()).unwrap();
        assert_eq!((cover.holes(), cover.is_tour()), (&[0u32][..], true));
    }

    #[test]
    fn open_only_boards_say_which_starts_they_serve() {
        let mut lab = Lab::new("3x7".parse().unwrap(), None).unwrap();
        assert_eq!(lab.kind(), TourKind::Open);
        let mask = lab.served_starts().unwrap();
        assert_eq!(mask, open_starts(lab.board()));
        let note = lab.start_note();
        assert!(note.contains("does not find them"), "{note}");
        let served = mask.iter().position(|&m| m).unwrap();
        let unserved = mask.iter().position(|&m| !m).unwrap();
        let sq = lab.board().square(unserved);
        let e = lab.set_start(Some(sq)).unwrap_err();
        assert!(
            matches!(e, LabError::Construct(ConstructError::Start { .. })),
            "{e}"
        );
        assert_eq!(lab.start(), None);
        lab.set_start(Some(lab.board().square(served))).unwrap();
        lab.seek(lab.steps() - 1);
        assert_eq!(lab.order()[0], served);
        super::super::validate(lab.board(), TourKind::Open, lab.neighbours())
            .unwrap_or_else(|e| panic!("{e}"));
        assert!(lab.handoff().is_err());
        // Where a closed tour exists an open tour starts anywhere.
        let mut lab = Lab::new("6x6".parse().unwrap(), Some(TourKind::Open)).unwrap();
        assert!(lab.served_starts().is_none());
        lab.set_start(Some(Square::new(2, 5))).unwrap();
        assert_eq!(lab.order().len(), 36);
    }

    #[test]
    fn square_at_reads_the_drawing() {
        let lab = Lab::new("6x9".parse().unwrap(), None).unwrap();
        // 9 columns of 20 px in a 180 x 200 drawing: the board is 120 high.
        assert_eq!(
            lab.square_at(0.0, 0.0, 180.0, 200.0),
            Some(Square::new(1, 1))
        );
        assert_eq!(
            lab.square_at(179.0, 119.0, 180.0, 200.0),
            Some(Square::new(6, 9))
        );
        assert_eq!(lab.square_at(50.0, 121.0, 180.0, 200.0), None);
        assert_eq!(lab.square_at(-1.0, 5.0, 180.0, 200.0), None);
        assert_eq!(lab.square_at(1.0, 1.0, 0.0, 0.0), None);
    }

    #[test]
    fn closed_tours_go_to_the_tourney_view_as_one_cycle() {
        for b in ["6x9", "10x13", "300x301"] {
            let board: Board = b.parse().unwrap();
            let c = handoff_cover(board).unwrap();
            assert!(c.is_tour(), "{b}");
            assert_eq!(c.to_flat().len(), board.squares() + 1);
        }
        assert!(Lab::new("10x13".parse().unwrap(), None)
            .unwrap()
            .handoff()
            .is_ok());
        let e = handoff_cover("401x400".parse().unwrap()).unwrap_err();
        assert!(matches!(e, LabError::TourneyTooLarge { .. }), "{e}");
        let e = handoff_cover("4x9".parse().unwrap()).unwrap_err();
        assert!(e.to_string().contains("Theorem"), "{e}");
        let e = handoff_cover("3x7".parse().unwrap()).unwrap_err();
        assert!(e.to_string().contains("Theorem"), "{e}");
        let c = handoff_cover("7x9".parse().unwrap()).unwrap();
        assert_eq!((c.holes(), c.to_flat().len()), (&[0u32][..], 63));
        let lab = Lab::new("1100x1000".parse().unwrap(), None).unwrap();
        let e = lab.export(Format::Matrix).unwrap_err();
        assert!(e.to_string().contains("export as text"), "{e}");
        assert!(Lab::new("4x4".parse().unwrap(), None)
            .unwrap()
            .export(Format::Json)
            .is_err());
    }
}

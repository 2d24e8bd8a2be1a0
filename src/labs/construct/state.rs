//! The construction page's state (003): a board and the kind asked, what exists there, the
//! tour built, and, on boards up to [`PLAN_MAX_SQUARES`], the plan cursor that plays the
//! construction step by step with a sentence per step. Beyond the paper: a start square the
//! user picks ([`Construction::set_start`]: the tour shown from there, or the honest reason the
//! construction cannot serve it), the tour on show as text ([`Construction::export`]), and
//! whether it goes to the tourney view ([`Construction::handoff`], as
//! [`crate::construct::handoff`] makes the cover there).
//!
//! ```
//! use warnsdorff::labs::construct::state::Construction;
//! let mut lab = Construction::new("12x14".parse().unwrap(), None).unwrap();
//! assert!(lab.headline().starts_with("closed"));
//! assert_eq!(lab.step(), 0);
//! lab.seek(lab.steps() - 1);
//! assert!(lab.status().contains("1 part left"));
//! ```

use crate::board::{Board, Square};
use crate::construct::exists::{existence, Existence, TourKind};
use crate::construct::handoff::{handoff_check, HandoffError};
use crate::construct::plan::{moves_of, Cursor, Piece, Plan, Step, PLAN_MAX_SQUARES};
use crate::construct::{construct, open_starts, tour_from, ConstructError, Tour};
use crate::exchange::{self, ExchangeError, Format, Provenance};
use crate::shape::Shape;
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
    /// The tour does not go to the tourney view.
    Handoff(HandoffError),
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
            LabError::Handoff(e) => write!(f, "{e}"),
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
pub struct Construction {
    board: Board,
    existence: Existence,
    kind: TourKind,
    tour: Option<Tour>,
    cursor: Option<Cursor>,
    start: Option<Start>,
}

impl Construction {
    /// A lab for `rows` × `cols` and the kind asked (None: the strongest that exists). A board
    /// with no tour at all gives a lab with nothing to play (its headline says why); a kind the
    /// board does not have is an error naming the theorem.
    pub fn new(board: Board, kind: Option<TourKind>) -> Result<Construction, ConstructError> {
        let ex = existence(board.rows() as u64, board.cols() as u64);
        let kind = kind.unwrap_or(ex.strongest);
        if kind == TourKind::None {
            return Ok(Construction {
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
        Ok(Construction {
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
    /// cannot serve is an error that says which it can; the start shown stays. The plan is
    /// the one of the tour shown ([`Plan::starting`]): its last step names the move that tour
    /// drops, and the position stepped to stays.
    pub fn set_start(&mut self, start: Option<Square>) -> Result<(), LabError> {
        let Some(sq) = start else {
            self.replan(None)?;
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
        let nbr = (!own).then(|| moves_of(self.board.squares(), &order, self.kind));
        self.replan(Some(sq))?;
        self.start = Some(Start {
            square: s,
            order,
            nbr,
        });
        Ok(())
    }

    /// Put the plan of the tour from `start` in place of the one on show, at the same position.
    fn replan(&mut self, start: Option<Square>) -> Result<(), LabError> {
        if let Some(c) = &mut self.cursor {
            if c.plan().start != start {
                let step = c.step();
                *c = Cursor::new(Plan::starting(self.board, self.kind, start)?);
                c.seek(step);
            }
        }
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

    /// Whether the tour on show can go to the tourney view, as
    /// [`crate::construct::handoff::handoff_cover`] makes it there.
    pub fn handoff(&self) -> Result<(), LabError> {
        if self.tour.is_none() {
            return Err(LabError::NoTour { board: self.board });
        }
        handoff_check(self.board, self.kind).map_err(LabError::Handoff)
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

    /// The finished tour's turns and crossings ([`crate::shape`]; None without a tour): a
    /// closed or corner-missed tour wraps round, an open one does not. Linear in the squares.
    ///
    /// ```
    /// use warnsdorff::labs::construct::state::Construction;
    /// let lab = Construction::new("8x8".parse().unwrap(), None).unwrap();
    /// assert!(lab.shape().unwrap().turns > 0);
    /// ```
    pub fn shape(&self) -> Option<Shape> {
        self.tour.as_ref()?;
        let path: Vec<Square> = self.order().iter().map(|&i| self.board.square(i)).collect();
        Some(if self.kind == TourKind::Open {
            Shape::of_path(&path)
        } else {
            Shape::of_closed(&path)
        })
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
            _ => format!("No tour on {}. Why: {}.", self.board, self.existence.reason()),
        }
    }

    /// What a picture of the lab depends on besides its size: the position and the start
    /// picked (a [`crate::raster::Raster`] begun under another key is stale).
    pub fn picture_key(&self) -> (usize, Option<Square>) {
        (self.step(), self.start())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_tour_board_has_a_lab_with_its_reason() {
        let lab = Construction::new(Board::new(4, 4).unwrap(), None).unwrap();
        assert!(lab.headline().starts_with("none"));
        assert!(lab.status().contains("Theorem 3"));
        assert_eq!(lab.steps(), 1);
        assert!(Construction::new(Board::new(4, 9).unwrap(), Some(TourKind::Closed)).is_err());
    }

    #[test]
    fn a_closed_tour_from_a_picked_square_exports_and_imports_back() {
        let mut lab = Construction::new("6x9".parse().unwrap(), None).unwrap();
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
        let mut lab = Construction::new("7x7".parse().unwrap(), None).unwrap();
        assert_eq!(lab.kind(), TourKind::CornerMissed);
        lab.set_start(Some(Square::new(1, 1))).unwrap();
        lab.seek(lab.steps() - 1);
        let order = lab.order().into_owned();
        assert_eq!((order[0], order.len()), (0, 48));
        assert!(!order.contains(&48));
        assert_eq!(lab.neighbours()[48], [u32::MAX; 2]);
        crate::construct::validate(lab.board(), TourKind::CornerMissed, lab.neighbours())
            .unwrap_or_else(|e| panic!("{e}"));
        let m = lab.export(Format::Matrix).unwrap();
        assert!(m.trim_end().ends_with('-'), "{m}");
        // A cover of one cycle with the corner (1,1) a hole, for the tourney view.
        assert!(lab.handoff().is_ok());
        let cover = crate::construct::handoff::handoff_cover(lab.board()).unwrap();
        assert_eq!((cover.holes(), cover.is_tour()), (&[0u32][..], true));
    }

    #[test]
    fn the_last_step_names_the_move_the_tour_from_the_start_drops() {
        for (b, start) in [
            ("8x8", Square::new(4, 4)),
            ("3x10", Square::new(2, 6)),
            ("7x7", Square::new(7, 7)),
        ] {
            let mut lab = Construction::new(b.parse().unwrap(), Some(TourKind::Open)).unwrap();
            lab.set_start(Some(start)).unwrap();
            lab.seek(lab.steps() - 1);
            let order = lab.order().into_owned();
            let removed = lab.current().unwrap().removed[0].map(|i| i as usize);
            let apart = |a: usize, b: usize| {
                order
                    .iter()
                    .position(|&x| x == a)
                    .unwrap()
                    .abs_diff(order.iter().position(|&x| x == b).unwrap())
            };
            assert_ne!(
                apart(removed[0], removed[1]),
                1,
                "{b} from {start}: {removed:?} are consecutive"
            );
            let sorted = |nbr: &[[u32; 2]]| {
                let v: Vec<[u32; 2]> = nbr
                    .iter()
                    .map(|p| {
                        let mut p = *p;
                        p.sort_unstable();
                        p
                    })
                    .collect();
                v
            };
            assert_eq!(
                sorted(lab.neighbours()),
                sorted(&moves_of(order.len(), &order, TourKind::Open)),
                "{b}"
            );
            // Back to the start the construction picks: its own cut again.
            lab.set_start(None).unwrap();
            assert_eq!(lab.plan().unwrap().start, None);
        }
    }

    #[test]
    fn open_only_boards_say_which_starts_they_serve() {
        let mut lab = Construction::new("3x7".parse().unwrap(), None).unwrap();
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
        crate::construct::validate(lab.board(), TourKind::Open, lab.neighbours())
            .unwrap_or_else(|e| panic!("{e}"));
        assert!(lab.handoff().is_err());
        // Where a closed tour exists an open tour starts anywhere.
        let mut lab = Construction::new("6x6".parse().unwrap(), Some(TourKind::Open)).unwrap();
        assert!(lab.served_starts().is_none());
        lab.set_start(Some(Square::new(2, 5))).unwrap();
        assert_eq!(lab.order().len(), 36);
    }

    #[test]
    fn closed_tours_go_to_the_tourney_view_and_big_boards_export_no_text() {
        assert!(Construction::new("10x13".parse().unwrap(), None)
            .unwrap()
            .handoff()
            .is_ok());
        let e = Construction::new("401x400".parse().unwrap(), None)
            .unwrap()
            .handoff()
            .unwrap_err();
        assert!(
            matches!(e, LabError::Handoff(HandoffError::TooLarge { .. })),
            "{e}"
        );
        let lab = Construction::new("1100x1000".parse().unwrap(), None).unwrap();
        let e = lab.export(Format::Matrix).unwrap_err();
        assert!(e.to_string().contains("export as text"), "{e}");
        assert!(Construction::new("4x4".parse().unwrap(), None)
            .unwrap()
            .export(Format::Json)
            .is_err());
    }
}

//! The construction page's state machine (no wasm in it): a board and the kind asked, what
//! exists there, the tour built, and — on boards up to [`PLAN_MAX_SQUARES`] — the plan cursor
//! that plays the construction step by step, with a status sentence per step; plus a raster of
//! the whole picture for boards too large to draw move by move.
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
use super::{construct, ConstructError, Tour};
use crate::board::Board;

/// The page's state.
#[derive(Clone, Debug)]
pub struct Lab {
    board: Board,
    existence: Existence,
    kind: TourKind,
    tour: Option<Tour>,
    cursor: Option<Cursor>,
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
        })
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

    /// The moves as they stand now: the cursor's, or the finished tour's without a plan.
    pub fn neighbours(&self) -> &[[u32; 2]] {
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
    /// a dark line between square centres.
    pub fn raster(&self, width: u32, height: u32) -> Vec<u8> {
        let (w, h) = (width as usize, height as usize);
        let mut px = vec![255u8; w * h * 4];
        if w == 0 || h == 0 {
            return px;
        }
        let rows = self.board.rows() as usize;
        let cols = self.board.cols() as usize;
        let sx = w as f64 / cols as f64;
        let sy = h as f64 / rows as f64;
        // Tints.
        for p in self.pieces().iter().enumerate() {
            let (k, p) = p;
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
        // Piece borders, then the moves: dark where a square is 2 px or more, a light texture
        // where the moves would otherwise paint the board black.
        let fine = sx.min(sy) < 2.0;
        if fine {
            for p in self.pieces() {
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
        // Count how often each pixel is crossed; then darken by that count, relative to the
        // mean where squares are smaller than 2 px (so the texture shows, not a black board).
        let mut hits = vec![0u16; w * h];
        let nbr = self.neighbours();
        let centre = |i: usize| {
            (
                ((i % cols) as f64 + 0.5) * sx,
                ((i / cols) as f64 + 0.5) * sy,
            )
        };
        for (i, p) in nbr.iter().enumerate() {
            for &j in p {
                if j == u32::MAX || (j as usize) < i {
                    continue;
                }
                let (a, b) = (centre(i), centre(j as usize));
                let n = ((b.0 - a.0).abs().max((b.1 - a.1).abs()).ceil() as usize).max(1);
                for t in 0..=n {
                    let f = t as f64 / n as f64;
                    let x = (a.0 + (b.0 - a.0) * f) as usize;
                    let y = (a.1 + (b.1 - a.1) * f) as usize;
                    if x < w && y < h {
                        let k = y * w + x;
                        hits[k] = hits[k].saturating_add(1);
                    }
                }
            }
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
}

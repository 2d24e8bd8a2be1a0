//! What the construction page draws: on boards up to [`SHAPES_MAX_SQUARES`] the position as
//! shapes (the pieces tinted and named, the moves, the step's removed and added moves, the ends,
//! the missed corner, the start and its move numbers); on larger boards the finished tour as a
//! picture in memory ([`Picture`]), laid a band of rows at a time so the page never blocks.

use super::state::Construction;
use crate::board::Square;
use crate::construct::exists::TourKind;
use crate::page::fit::Fit;
use crate::page::scene::{Align, Baseline, Font, Shape, Stroke};
use crate::page::theme::{Palette, Scheme};
use crate::raster::Raster;

/// Boards up to this many squares are drawn as shapes; larger ones as a picture.
pub const SHAPES_MAX_SQUARES: usize = 40_000;

/// Whether the squares of `fit`'s window (a zoomed view's, or the whole board) are few
/// enough to be drawn as shapes ([`SHAPES_MAX_SQUARES`]).
pub fn few_in_view(fit: &Fit) -> bool {
    let (r0, r1, c0, c1) = fit.visible();
    (r1 - r0) as usize * (c1 - c0) as usize <= SHAPES_MAX_SQUARES
}

/// The position as shapes, in `fit`, in palette `p`: of a zoomed view, the squares in its
/// window only (and the moves that reach it).
pub fn shapes(lab: &Construction, fit: &Fit, p: &Palette) -> Vec<Shape> {
    let b = lab.board();
    let cols = b.cols();
    let c = fit.cell;
    let centre = |i: usize| fit.centre_of(i);
    // The squares in the window (0-based, half-open), and those a move from reaches it.
    let (r0, r1, c0, c1) = fit.visible();
    let near = |i: usize| {
        let (r, col) = ((i / cols as usize) as u32, (i % cols as usize) as u32);
        r + 2 >= r0 && r < r1 + 2 && col + 2 >= c0 && col < c1 + 2
    };
    let seen = |i: usize| {
        let (r, col) = ((i / cols as usize) as u32, (i % cols as usize) as u32);
        (r0..r1).contains(&r) && (c0..c1).contains(&col)
    };
    let mut out = vec![Shape::fill((0.0, 0.0, fit.width, fit.height), p.light)];
    let rect = |p: &crate::construct::plan::Piece| {
        (
            f64::from(p.col) * c - fit.ox,
            f64::from(p.row) * c - fit.oy,
            f64::from(p.cols) * c,
            f64::from(p.rows) * c,
        )
    };
    let shown = |p: &crate::construct::plan::Piece| {
        p.row < r1 && p.row + p.rows > r0 && p.col < c1 && p.col + p.cols > c0
    };
    for (k, piece) in lab.pieces().iter().enumerate().filter(|(_, q)| shown(q)) {
        out.push(Shape::fill(rect(piece), p.tint(k)));
    }
    if c >= 6.0 {
        let shade = p.shade;
        for r in r0 + 1..=r1 {
            for col in (c0 + 1..=c1).filter(|col| (r + col) % 2 == 1) {
                out.push(Shape::fill(fit.rect(r, col, 0.0), shade));
            }
        }
    }
    let border = Stroke::solid(p.border, (c / 14.0).max(1.0));
    for piece in lab.pieces().iter().filter(|q| shown(q)) {
        out.push(Shape::frame(rect(piece), border));
    }
    let mut moves = Vec::new();
    let nbr = lab.neighbours();
    // The squares in the window and two round it (row-major indices).
    let (ra, rb) = (r0.saturating_sub(2), (r1 + 2).min(b.rows()));
    let (ca, cb) = (c0.saturating_sub(2), (c1 + 2).min(cols));
    let around =
        move || (ra..rb).flat_map(move |r| (ca..cb).map(move |col| (r * cols + col) as usize));
    if !nbr.is_empty() {
        for i in around() {
            for &j in nbr.get(i).into_iter().flatten() {
                if j != u32::MAX && (j as usize) > i {
                    let (a, z) = (centre(i), centre(j as usize));
                    moves.push([a.0, a.1, z.0, z.1]);
                }
            }
        }
    }
    out.push(Shape::Segments {
        segments: moves,
        stroke: Stroke::solid(p.path, (c / 12.0).max(1.0)).rounded(),
    });
    if let Some(step) = lab.current() {
        let lw = (c / 5.0).max(2.0);
        let seg = |list: &[[u32; 2]]| {
            list.iter()
                .map(|&[a, z]| {
                    let (a, z) = (centre(a as usize), centre(z as usize));
                    [a.0, a.1, z.0, z.1]
                })
                .collect::<Vec<_>>()
        };
        out.push(Shape::Segments {
            segments: seg(&step.removed),
            stroke: Stroke::solid(p.removed, lw).dashed(lw * 1.5, lw * 1.2),
        });
        out.push(Shape::Segments {
            segments: seg(&step.added),
            stroke: Stroke::solid(p.chosen, lw),
        });
    }
    // An open tour's ends, at the finished tour.
    if lab.at_end() {
        let ends: Vec<(f64, f64)> = around()
            .filter(|&i| {
                nbr.get(i)
                    .is_some_and(|p| p.iter().filter(|&&j| j == u32::MAX).count() == 1)
            })
            .map(centre)
            .collect();
        if !ends.is_empty() {
            out.push(Shape::Discs {
                centres: ends,
                radius: (c / 5.0).max(2.0),
                fill: p.removed,
                stroke: None,
            });
        }
    }
    if let Some(m) = lab.tour().and_then(|t| t.missed()) {
        let (x, y) = centre(m);
        let d = c * 0.3;
        out.push(Shape::Segments {
            segments: vec![[x - d, y - d, x + d, y + d], [x - d, y + d, x + d, y - d]],
            stroke: Stroke::solid(p.removed, (c / 8.0).max(2.0)),
        });
    }
    // Move numbers once the longest fits its square (a zoomed view's squares grow into them).
    let digits = b.squares().to_string().len() as f64;
    let numbered = lab.at_end()
        && lab.start().is_some()
        && c >= 22.0
        && (c * 0.3).min(13.0) * 0.62 * digits + 3.0 <= c;
    if lab.at_end() {
        if let Some(mask) = lab.served_starts() {
            let ring = Stroke::solid(p.chosen, (c / 14.0).max(1.5));
            for i in (0..mask.len()).filter(|&i| mask[i] && near(i)) {
                out.push(Shape::Ring {
                    centre: centre(i),
                    radius: (c * 0.32).max(3.0),
                    stroke: ring,
                });
            }
        }
        if let Some(s) = lab.start().and_then(|s| b.index(s)) {
            out.push(Shape::disc(centre(s), (c / 4.0).max(3.0), p.chosen));
            if numbered {
                let size = (c * 0.3).min(13.0);
                for (k, &i) in lab.order().iter().enumerate().filter(|&(_, &i)| seen(i)) {
                    let (x, y) = (
                        (i % cols as usize) as f64 * c - fit.ox,
                        (i / cols as usize) as f64 * c - fit.oy,
                    );
                    let label = (k + 1).to_string();
                    let w = size * 0.62 * label.len() as f64 + 2.0;
                    out.push(Shape::fill(
                        (x + 1.0, y + 1.0, w, size + 2.0),
                        p.halo.alpha(0.85),
                    ));
                    let ink = if k == 0 { p.chosen } else { p.ink };
                    let pos = (Align::Left, Baseline::Top);
                    out.push(Shape::text(
                        (x + 2.0, y + 2.0),
                        label,
                        Font::bold(size),
                        pos,
                        ink,
                    ));
                }
            }
        }
    }
    // Base names on pieces large enough to hold them (not over the move numbers).
    let size = (c * 0.9).min(16.0);
    if size >= 9.0 && !numbered {
        for piece in lab.pieces().iter().filter(|q| shown(q)) {
            let (x, y, w, h) = rect(piece);
            if w < size * piece.base.len() as f64 * 0.6 {
                continue;
            }
            let (cx, cy) = (x + w / 2.0, y + h / 2.0);
            let tw = size * piece.base.len() as f64 * 0.58;
            let tag = (cx - tw / 2.0 - 3.0, cy - size * 0.7, tw + 6.0, size * 1.4);
            out.push(Shape::fill(tag, p.halo.alpha(0.8)));
            let pos = (Align::Centre, Baseline::Middle);
            out.push(Shape::text(
                (cx, cy),
                piece.base.clone(),
                Font::bold(size),
                pos,
                p.ink,
            ));
        }
    }
    out
}

/// The finished tour of a big board as a picture `width` × `height` device px: each piece
/// tinted (the whole board one tint without a plan), each move shading the pixels it crosses
/// towards the palette's ink of lines (darker in the light scheme, lighter in the dark),
/// relative to the mean where squares are smaller than 2 px (a texture, not a black board).
/// [`Picture::rows`] lays the moves of a band of board rows at a time; the result is the same
/// whatever the bands.
pub struct Picture {
    raster: Raster,
    hits: Vec<u16>,
    xs: Vec<i64>,
    ys: Vec<i64>,
    fine: bool,
    sub_pixel: bool,
    next_row: usize,
    /// The colour a move shades its pixels towards.
    line: [u8; 3],
    /// What the picture shows: the position, the start and the scheme (a picture begun under
    /// another is stale).
    pub key: (usize, Option<Square>, Scheme),
    /// The squares the picture shows, rows `r0..r1` and columns `c0..c1` (0-based): the
    /// whole board, or a zoomed view's window of whole squares.
    pub window: (u32, u32, u32, u32),
    /// The columns whose moves are laid (the window's and two round it); rows likewise, from
    /// `next_row` to `last_row`.
    lay_cols: std::ops::Range<usize>,
    first_row: usize,
    last_row: usize,
    done: bool,
}

impl Picture {
    /// A picture of `lab` as it stands in `scheme`, with no moves laid yet.
    pub fn new(lab: &Construction, width: u32, height: u32, scheme: Scheme) -> Picture {
        let b = lab.board();
        Picture::new_in(lab, width, height, scheme, (0, b.rows(), 0, b.cols()))
    }

    /// A picture of the squares `window` (rows `r0..r1`, columns `c0..c1`, 0-based) of `lab`
    /// filling `width` × `height` device px: only the moves that reach them are laid (a zoomed
    /// window of a 2000 × 2000 board costs its squares).
    pub fn new_in(
        lab: &Construction,
        width: u32,
        height: u32,
        scheme: Scheme,
        window: (u32, u32, u32, u32),
    ) -> Picture {
        let palette = Palette::of(scheme);
        let mut raster = Raster::new(width, height);
        let (w, h) = (raster.width() as usize, raster.height() as usize);
        let (rows, cols) = (lab.board().rows() as usize, lab.board().cols() as usize);
        let (r0, r1, c0, c1) = window;
        let (wr, wc) = (
            (r1.saturating_sub(r0)).max(1),
            (c1.saturating_sub(c0)).max(1),
        );
        let (sx, sy) = (w as f64 / f64::from(wc), h as f64 / f64::from(wr));
        let (fx, fy) = (f64::from(c0), f64::from(r0));
        let fine = sx.min(sy) < 2.0;
        let span = |p: &crate::construct::plan::Piece| {
            (
                ((f64::from(p.col) - fx) * sx) as i64,
                ((f64::from(p.row) - fy) * sy) as i64,
                ((f64::from(p.col + p.cols) - fx) * sx) as i64,
                ((f64::from(p.row + p.rows) - fy) * sy) as i64,
            )
        };
        let shown = |p: &&crate::construct::plan::Piece| {
            p.row < r1 && p.row + p.rows > r0 && p.col < c1 && p.col + p.cols > c0
        };
        raster.clear(palette.light.rgb3());
        for (k, p) in lab.pieces().iter().enumerate().filter(|(_, p)| shown(p)) {
            let (x0, y0, x1, y1) = span(p);
            raster.fill_rect(x0, y0, x1, y1, palette.tint(k).rgb3());
        }
        // Piece borders where squares are under 2 px (the moves then make a light texture).
        if fine {
            let grey = [90, 90, 90];
            for p in lab.pieces().iter().filter(shown) {
                let (x0, y0, x1, y1) = span(p);
                raster.fill_rect(x0, y0, x1, y0 + 1, grey);
                raster.fill_rect(x0, y0, x0 + 1, y1, grey);
            }
        }
        // Square centres in whole pixels, looked up per row and column.
        let centre = |k: usize, first: f64, s: f64| ((k as f64 - first + 0.5) * s).floor() as i64;
        let xs: Vec<i64> = (0..cols).map(|c| centre(c, fx, sx)).collect();
        let ys: Vec<i64> = (0..rows).map(|r| centre(r, fy, sy)).collect();
        let near =
            |a: u32, z: u32, n: usize| (a as usize).saturating_sub(2)..(z as usize + 2).min(n);
        let lay_rows = near(r0, r1, rows);
        Picture {
            raster,
            hits: vec![0u16; w * h],
            xs,
            ys,
            fine,
            sub_pixel: sx.max(sy) < 1.0 && cols >= 5,
            next_row: lay_rows.start,
            first_row: lay_rows.start,
            last_row: lay_rows.end,
            lay_cols: near(c0, c1, cols),
            window,
            line: palette.knight.rgb3(),
            key: (lab.step(), lab.start(), scheme),
            done: false,
        }
    }

    /// The picture's size in device px.
    pub fn size(&self) -> (u32, u32) {
        (self.raster.width(), self.raster.height())
    }

    /// The share of the board's rows whose moves are laid, 0 to 1.
    pub fn progress(&self) -> f64 {
        let rows = self.last_row.saturating_sub(self.first_row);
        if rows == 0 {
            1.0
        } else {
            (self.next_row.min(self.last_row) - self.first_row) as f64 / rows as f64
        }
    }

    /// Whether the picture is finished.
    pub fn is_done(&self) -> bool {
        self.done
    }

    /// The finished picture (None while it is laid).
    pub fn raster(&mut self) -> Option<&mut Raster> {
        self.done.then_some(&mut self.raster)
    }

    /// Lay the moves that start in the next `n` board rows of `lab` (which must stand as when
    /// the picture was begun), each move once from its lower square; when every row is laid,
    /// shade the pixels. True when the picture is finished.
    pub fn rows(&mut self, lab: &Construction, n: usize) -> bool {
        if self.done {
            return true;
        }
        let (cols, rows) = (self.xs.len(), self.last_row);
        let r1 = self.next_row.saturating_add(n).min(rows);
        let nbr = lab.neighbours();
        if nbr.len() < self.ys.len() * cols {
            // No moves to lay (no tour on this board).
            self.next_row = rows;
        }
        let lay_cols = self.lay_cols.clone();
        let (w, h) = (self.raster.width() as i64, self.raster.height() as i64);
        let (xs, ys, hits) = (&self.xs, &self.ys, &mut self.hits);
        let mut hit = |x: i64, y: i64| {
            if (0..w).contains(&x) && (0..h).contains(&y) {
                let k = (y * w + x) as usize;
                hits[k] = hits[k].saturating_add(1);
            }
        };
        for r in self.next_row..r1.max(self.next_row) {
            for c in lay_cols.clone() {
                let i = r * cols + c;
                for &j in &nbr[i] {
                    if j == u32::MAX || (j as usize) <= i {
                        continue;
                    }
                    let j = j as usize;
                    let (x0, y0) = (xs[c], ys[r]);
                    let (x1, y1) = (xs[j % cols], ys[j / cols]);
                    if self.sub_pixel {
                        // Squares smaller than a pixel: a move spans at most 3 pixels, so its
                        // midpoint stands for it (the shading is relative to the mean).
                        hit((x0 + x1) >> 1, (y0 + y1) >> 1);
                    } else {
                        let (dx, dy) = (x1 - x0, y1 - y0);
                        let steps = dx.abs().max(dy.abs()).max(1);
                        for t in 0..=steps {
                            hit(x0 + dx * t / steps, y0 + dy * t / steps);
                        }
                    }
                }
            }
        }
        self.next_row = r1.max(self.next_row);
        if self.next_row >= rows {
            self.shade();
        }
        self.done
    }

    /// Shade each pixel a move crossed towards the ink of lines, by how often where squares are
    /// under 2 px.
    fn shade(&mut self) {
        let mean =
            self.hits.iter().map(|&x| f64::from(x)).sum::<f64>() / self.hits.len().max(1) as f64;
        let fine = self.fine;
        let px = self.raster.pixels_mut();
        for (k, &n) in self.hits.iter().enumerate() {
            if n == 0 {
                continue;
            }
            let shade = if fine {
                1.0 - 0.45 * (f64::from(n) / (2.0 * mean)).min(1.0)
            } else {
                0.35
            };
            for (c, &l) in px[k * 4..k * 4 + 3].iter_mut().zip(&self.line) {
                *c = (f64::from(*c) * shade + f64::from(l) * (1.0 - shade)) as u8;
            }
        }
        self.hits = Vec::new();
        self.done = true;
    }
}

/// Whether a board of `lab` is drawn as shapes (else as a [`Picture`]).
pub fn as_shapes(lab: &Construction) -> bool {
    lab.board().squares() <= SHAPES_MAX_SQUARES || lab.kind() == TourKind::None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::page::theme::{DAY, NIGHT};

    fn laid(lab: &Construction, w: u32, h: u32, band: usize) -> Vec<u8> {
        let mut p = Picture::new(lab, w, h, Scheme::Light);
        while !p.rows(lab, band) {}
        p.raster().unwrap().pixels().to_vec()
    }

    #[test]
    fn a_picture_laid_in_bands_is_the_picture_at_once() {
        for (board, w, h) in [
            ("1100x1000", 300, 280),
            ("40x37", 200, 190),
            ("2x2", 50, 50),
        ] {
            let lab = Construction::new(board.parse().unwrap(), None).unwrap();
            assert!(
                laid(&lab, w, h, 7) == laid(&lab, w, h, usize::MAX),
                "{board}"
            );
        }
    }

    #[test]
    fn a_picture_draws_the_moves() {
        let lab = Construction::new("1100x1000".parse().unwrap(), None).unwrap();
        assert!(!lab.has_plan());
        let px = laid(&lab, 300, 300, usize::MAX);
        // A light texture, not a black board.
        let dark = px.chunks(4).filter(|p| p[0] < 100).count();
        assert!(
            px.chunks(4).any(|p| p[0] < 230) && dark < 300 * 300 / 4,
            "{dark}"
        );
        let small = Construction::new("10x12".parse().unwrap(), None).unwrap();
        let px = laid(&small, 120, 100, usize::MAX);
        assert!(px.chunks(4).any(|p| p[0] < 128));
    }

    #[test]
    fn shapes_draw_every_move_and_the_step() {
        let mut lab = Construction::new("3x22".parse().unwrap(), None).unwrap();
        lab.seek(1);
        let fit = Fit::of_cell(3, 22, 20.0);
        let s = shapes(&lab, &fit, &DAY);
        let moves = s.iter().find_map(|x| match x {
            Shape::Segments { segments, stroke } if stroke.colour == DAY.path => {
                Some(segments.len())
            }
            _ => None,
        });
        let edges = lab
            .neighbours()
            .iter()
            .enumerate()
            .flat_map(|(i, p)| p.iter().filter(move |&&j| j != u32::MAX && j as usize > i))
            .count();
        assert_eq!(moves, Some(edges));
        assert!(edges > 60, "{edges}");
        assert!(s
            .iter()
            .any(|x| matches!(x, Shape::Segments { stroke, .. } if stroke.colour == DAY.removed)));
    }

    #[test]
    fn the_dark_scheme_draws_the_board_and_the_moves_in_its_colours() {
        let lab = Construction::new("3x22".parse().unwrap(), None).unwrap();
        let fit = Fit::of_cell(3, 22, 20.0);
        let s = shapes(&lab, &fit, &NIGHT);
        assert_eq!(s[0], Shape::fill((0.0, 0.0, 440.0, 60.0), NIGHT.light));
        assert!(s
            .iter()
            .any(|x| matches!(x, Shape::Segments { stroke, .. } if stroke.colour == NIGHT.path)));
        assert!(!s
            .iter()
            .any(|x| matches!(x, Shape::Segments { stroke, .. } if stroke.colour == DAY.path)));
    }
}

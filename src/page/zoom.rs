//! Zoom and pan of a board view: how many times larger than fitted the board is drawn and
//! which point of it stands at the view's centre. The page frame keeps it (like the colour
//! scheme, [`super::look`]) and in the link (`zoom=scale,x,y`); [`super::fit::Fit`] maps
//! squares to pixels with it, so a lab draws only the squares in view and its rules for
//! numbers see bigger squares. [`locator`] draws where the view is on a board too big to show.

use super::fit::Fit;
use super::form::{decode_query, encode_query};
use super::scene::{Colour, Shape, Stroke};
use super::theme::Palette;

/// The link key of the zoom.
pub const LINK_KEY: &str = "zoom";
/// The largest square (CSS px) zooming in goes to.
pub const MAX_CELL: f64 = 160.0;
/// The most zooming in goes to, whatever the board.
pub const MAX_SCALE: f64 = 4096.0;

/// How much larger than fitted a board is drawn (`scale` ≥ 1) and the point of the board at
/// the view's centre (`x`, `y` from 0 to 1, left to right and top to bottom).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Zoom {
    pub scale: f64,
    pub x: f64,
    pub y: f64,
}

impl Default for Zoom {
    fn default() -> Zoom {
        Zoom::FIT
    }
}

impl Zoom {
    /// The whole board in view.
    pub const FIT: Zoom = Zoom {
        scale: 1.0,
        x: 0.5,
        y: 0.5,
    };

    /// Whether the whole board is in view.
    pub fn is_fit(&self) -> bool {
        self.scale <= 1.0
    }

    /// The same zoom made safe: scale from 1 to [`MAX_SCALE`], the centre on the board.
    pub fn safe(self) -> Zoom {
        let unit = |v: f64| {
            if v.is_finite() {
                v.clamp(0.0, 1.0)
            } else {
                0.5
            }
        };
        let scale = if self.scale.is_finite() {
            self.scale.clamp(1.0, MAX_SCALE)
        } else {
            1.0
        };
        if scale <= 1.0 {
            return Zoom::FIT;
        }
        Zoom {
            scale,
            x: unit(self.x),
            y: unit(self.y),
        }
    }

    /// Zoom by `factor` keeping the board's point under view pixel `(px, py)` where it is,
    /// `fit` being the board as drawn last; squares stop at [`MAX_CELL`] px.
    ///
    /// ```
    /// use warnsdorff::page::fit::Fit;
    /// use warnsdorff::page::scene::Viewport;
    /// use warnsdorff::page::zoom::Zoom;
    /// let fit = Fit::new(100, 100, Viewport::new(500.0, 500.0, 1.0), 48.0);
    /// let z = Zoom::FIT.by(4.0, (0.0, 0.0), &fit);
    /// assert_eq!(z.scale, 4.0);
    /// assert!(z.x < 0.5 && z.y < 0.5);
    /// assert_eq!(z.by(0.1, (0.0, 0.0), &fit), Zoom::FIT);
    /// ```
    pub fn by(self, factor: f64, (px, py): (f64, f64), fit: &Fit) -> Zoom {
        if !(factor.is_finite() && factor > 0.0) {
            return self;
        }
        let base = fit.cell / self.scale.max(1.0);
        let most = (MAX_CELL / base.max(1e-9)).max(1.0);
        let scale = (self.scale * factor).clamp(1.0, most.min(MAX_SCALE));
        if scale <= 1.0 {
            return Zoom::FIT;
        }
        // The board point under the pointer, as a fraction of the board.
        let (bw, bh) = (fit.board_width().max(1e-9), fit.board_height().max(1e-9));
        let (fx, fy) = ((px + fit.ox) / bw, (py + fit.oy) / bh);
        let k = scale / self.scale.max(1.0);
        let (nw, nh) = (bw * k, bh * k);
        // The new centre: the point stays at (px, py) of a view as large as this one.
        Zoom {
            scale,
            x: fx - (px - fit.width / 2.0) / nw,
            y: fy - (py - fit.height / 2.0) / nh,
        }
        .safe()
    }

    /// Move the board by `(dx, dy)` CSS px (a drag), `fit` being the board as drawn last.
    pub fn pan(self, (dx, dy): (f64, f64), fit: &Fit) -> Zoom {
        if self.is_fit() {
            return self;
        }
        let (bw, bh) = (fit.board_width().max(1e-9), fit.board_height().max(1e-9));
        Zoom {
            x: self.x - dx / bw,
            y: self.y - dy / bh,
            ..self
        }
        .safe()
    }

    /// The zoom moved (as little as it takes) to show square `(row, col)` whole in `fit`'s
    /// window, a square's margin round it where the window has room: the keyboard's cursor
    /// leaving a zoomed view pans it along. Unchanged when the square is in view.
    ///
    /// ```
    /// use warnsdorff::page::fit::Fit;
    /// use warnsdorff::page::scene::Viewport;
    /// use warnsdorff::page::zoom::Zoom;
    /// let vp = Viewport::new(400.0, 400.0, 1.0);
    /// let z = Zoom { scale: 10.0, x: 0.5, y: 0.5 };
    /// let fit = Fit::new(100, 100, vp.zoomed(z), 48.0);
    /// assert_eq!(z.showing(&fit, (50, 50)), z);
    /// let moved = z.showing(&fit, (50, 70));
    /// let after = Fit::new(100, 100, vp.zoomed(moved), 48.0);
    /// let (x, _, w, _) = after.rect(50, 70, 0.0);
    /// assert!(x >= 0.0 && x + w <= after.width && moved.y == z.y);
    /// ```
    pub fn showing(self, fit: &Fit, (row, col): (u32, u32)) -> Zoom {
        if self.is_fit() || fit.whole() || row == 0 || col == 0 {
            return self;
        }
        let (x, y, c, _) = fit.rect(row, col, 0.0);
        let along = |at: f64, room: f64| {
            let margin = c.min(((room - c) / 2.0).max(0.0));
            if at < 0.0 {
                margin - at
            } else if at + c > room {
                room - margin - (at + c)
            } else {
                0.0
            }
        };
        let (dx, dy) = (along(x, fit.width), along(y, fit.height));
        if (dx, dy) == (0.0, 0.0) {
            return self;
        }
        self.pan((dx, dy), fit)
    }

    /// The zoom as drawn: the centre of `fit`'s window (a centre past the board's edge is
    /// brought back, so that a pan never runs on out of sight).
    pub fn settled(self, fit: &Fit) -> Zoom {
        if self.is_fit() {
            return self;
        }
        let (bw, bh) = (fit.board_width().max(1e-9), fit.board_height().max(1e-9));
        Zoom {
            x: (fit.ox + fit.width / 2.0) / bw,
            y: (fit.oy + fit.height / 2.0) / bh,
            ..self
        }
        .safe()
    }

    /// The zoom's text in a link: `scale,x,y` (4 decimals).
    pub fn text(&self) -> String {
        let r = |v: f64| ((v * 1e4).round() / 1e4).to_string();
        format!("{},{},{}", r(self.scale), r(self.x), r(self.y))
    }

    /// The zoom `text` says (`scale` or `scale,x,y`), or what is wrong with it.
    ///
    /// ```
    /// use warnsdorff::page::zoom::Zoom;
    /// let z = Zoom::parse("4,0.25,0.75").unwrap();
    /// assert_eq!((z.scale, z.x, z.y), (4.0, 0.25, 0.75));
    /// assert_eq!(Zoom::parse(&z.text()), Ok(z));
    /// assert_eq!(Zoom::parse("1"), Ok(Zoom::FIT));
    /// assert!(Zoom::parse("big").is_err());
    /// ```
    pub fn parse(text: &str) -> Result<Zoom, String> {
        let parts: Vec<&str> = text.split(',').map(str::trim).collect();
        let nums: Result<Vec<f64>, _> = parts.iter().map(|p| p.parse::<f64>()).collect();
        match nums.as_deref() {
            Ok([s]) if s.is_finite() => Ok(Zoom {
                scale: *s,
                ..Zoom::FIT
            }
            .safe()),
            Ok([s, x, y]) if [s, x, y].iter().all(|v| v.is_finite()) => Ok(Zoom {
                scale: *s,
                x: *x,
                y: *y,
            }
            .safe()),
            _ => Err(format!(
                "'{text}' is no zoom: a scale of 1 or more, then optionally the centre's x and y from 0 to 1 (4,0.5,0.5)"
            )),
        }
    }

    /// The zoom a link asks for, and what was wrong with its entry (the board is then fitted).
    pub fn of_link(query: &str) -> (Zoom, Option<String>) {
        let given = decode_query(query)
            .into_iter()
            .rev()
            .find(|(k, _)| k == LINK_KEY);
        match given.map(|(_, v)| Zoom::parse(&v)) {
            None => (Zoom::FIT, None),
            Some(Ok(z)) => (z, None),
            Some(Err(e)) => (Zoom::FIT, Some(format!("{LINK_KEY}: {e}"))),
        }
    }

    /// A link (without `?`) with this zoom's entry at its end; none when fitted.
    ///
    /// ```
    /// use warnsdorff::page::zoom::Zoom;
    /// assert_eq!(Zoom::FIT.onto("board=8x8"), "board=8x8");
    /// let z = Zoom { scale: 2.0, x: 0.5, y: 0.25 };
    /// assert_eq!(z.onto("board=8x8"), "board=8x8&zoom=2,0.5,0.25");
    /// assert_eq!(Zoom::of_link(&z.onto("board=8x8")), (z, None));
    /// ```
    pub fn onto(self, link: &str) -> String {
        if self.is_fit() {
            return link.to_string();
        }
        let entry = encode_query(&[(LINK_KEY, self.text())]);
        if link.is_empty() {
            entry
        } else {
            format!("{link}&{entry}")
        }
    }
}

/// Where the view is on a board larger than it: a small picture of the whole board in the
/// view's top-right corner, the window's part outlined and `at` (a square's `(row, col)`, the
/// knight's) a dot; nothing when the whole board is in view.
pub fn locator(fit: &Fit, palette: &Palette, at: Option<(u32, u32)>) -> Vec<Shape> {
    let (bw, bh) = (fit.board_width(), fit.board_height());
    if bw <= fit.width + 0.5 && bh <= fit.height + 0.5 {
        return Vec::new();
    }
    let side = (fit.width.min(fit.height) * 0.22).clamp(40.0, 110.0);
    let k = side / bw.max(bh);
    let (w, h) = (bw * k, bh * k);
    let (x0, y0) = (fit.width - w - 8.0, 8.0);
    let ink = palette.ink;
    let mut out = vec![
        Shape::Rect {
            rect: (x0, y0, w, h),
            fill: Some(palette.halo.alpha(0.85)),
            stroke: Some(Stroke::solid(ink.alpha(0.6), 1.0)),
        },
        Shape::Rect {
            rect: (
                x0 + fit.ox * k,
                y0 + fit.oy * k,
                (fit.width * k).max(2.0),
                (fit.height * k).max(2.0),
            ),
            fill: Some(palette.cursor.alpha(0.25)),
            stroke: Some(Stroke::solid(palette.cursor, 1.5)),
        },
    ];
    if let Some((r, c)) = at {
        let (cx, cy) = (
            (f64::from(c) - 0.5) / f64::from(fit.cols.max(1)),
            (f64::from(r) - 0.5) / f64::from(fit.rows.max(1)),
        );
        out.push(Shape::Discs {
            centres: vec![(x0 + cx * w, y0 + cy * h)],
            radius: 3.0,
            fill: palette.knight,
            stroke: Some(Stroke::solid(Colour::rgb(255, 255, 255), 1.0)),
        });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::page::scene::Viewport;

    #[test]
    fn zooming_keeps_the_point_under_the_pointer() {
        let vp = Viewport::new(500.0, 500.0, 1.0);
        let fit = Fit::new(100, 100, vp, 48.0);
        let z = Zoom::FIT.by(2.0, (100.0, 400.0), &fit);
        let zoomed = Fit::new(100, 100, vp.zoomed(z), 48.0);
        // The board point under (100, 400) before, as a square, is under it after.
        assert_eq!(fit.square_at(100.0, 400.0), zoomed.square_at(100.0, 400.0));
        // Panning past the edge stops at the edge.
        let far = z.pan((1e6, 1e6), &zoomed);
        let f = Fit::new(100, 100, vp.zoomed(far), 48.0);
        assert_eq!((f.ox, f.oy), (0.0, 0.0));
        assert_eq!(far.settled(&f).x, 0.25);
        assert!(locator(&f, &crate::page::theme::DAY, Some((1, 1))).len() == 3);
        assert!(locator(&fit, &crate::page::theme::DAY, None).is_empty());
    }
}

#[cfg(test)]
mod showing_tests {
    use super::*;
    use crate::page::scene::Viewport;

    /// Once a square is shown, showing it (or its neighbour inward) again moves nothing.
    #[test]
    fn a_square_shown_stays_without_a_pan() {
        for (w, h, scale, sq, next) in [
            (941.0, 831.0, 9.6, (10, 190), (11, 190)),
            (941.0, 831.0, 9.6, (195, 5), (194, 5)),
            (941.0, 831.0, 9.6, (100, 100), (101, 100)),
            (800.0, 800.0, 10.0, (3, 189), (4, 189)),
            (800.0, 800.0, 10.0, (3, 185), (4, 185)),
            (796.0, 788.0, 10.0, (3, 187), (4, 187)),
        ] {
            let vp = Viewport::new(w, h, 1.0);
            let z = Zoom {
                scale,
                x: 0.9,
                y: 0.9,
            };
            let fit = Fit::new(200, 200, vp.zoomed(z), 120.0);
            let z1 = z.showing(&fit, sq);
            let fit1 = Fit::new(200, 200, vp.zoomed(z1), 120.0);
            let z1 = z1.settled(&fit1);
            let fit1 = Fit::new(200, 200, vp.zoomed(z1), 120.0);
            assert_eq!(z1.showing(&fit1, sq), z1, "{sq:?}");
            assert_eq!(z1.showing(&fit1, next), z1, "{sq:?} then {next:?}");
        }
    }
}

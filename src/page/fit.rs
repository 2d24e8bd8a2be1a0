//! A board fitted into a view: the size of a square in CSS pixels, the square under a point,
//! a square's centre and rectangle. Rows and columns count from 1, the top-left square first.

use super::scene::Viewport;

/// A `rows` × `cols` board in squares of `cell` CSS px, seen through a window of `width` ×
/// `height` CSS px whose top left is `(ox, oy)` on the board (0, 0 unless zoomed).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Fit {
    pub rows: u32,
    pub cols: u32,
    pub cell: f64,
    pub width: f64,
    pub height: f64,
    pub ox: f64,
    pub oy: f64,
}

impl Fit {
    /// The board as large as `viewport` takes it, squares at most `max_cell` px unless the
    /// viewport asks the board to fill it ([`Viewport::fill`], the class view); whole pixels
    /// from 2 px up (fractions below, on boards larger than the view has pixels).
    ///
    /// ```
    /// use warnsdorff::page::fit::Fit;
    /// use warnsdorff::page::scene::Viewport;
    /// let f = Fit::new(8, 10, Viewport::new(500.0, 300.0, 1.0), 48.0);
    /// assert_eq!((f.cell, f.width, f.height), (37.0, 370.0, 296.0));
    /// let f = Fit::new(8, 8, Viewport::new(2000.0, 1600.0, 1.0).filling(true), 48.0);
    /// assert_eq!(f.cell, 200.0);
    /// ```
    pub fn new(rows: u32, cols: u32, viewport: Viewport, max_cell: f64) -> Fit {
        let (r, c) = (f64::from(rows.max(1)), f64::from(cols.max(1)));
        let cap = if viewport.fill {
            f64::INFINITY
        } else {
            max_cell
        };
        let cell = (viewport.width / c).min(viewport.height / r).min(cap);
        let z = viewport.zoom.safe();
        if z.is_fit() {
            return Fit::of_cell(rows, cols, cell);
        }
        let mut f = Fit::of_cell(rows, cols, cell * z.scale);
        let (bw, bh) = (f.width, f.height);
        f.width = bw.min(viewport.width);
        f.height = bh.min(viewport.height);
        f.ox = (z.x * bw - f.width / 2.0).clamp(0.0, bw - f.width);
        f.oy = (z.y * bh - f.height / 2.0).clamp(0.0, bh - f.height);
        f
    }

    /// The whole board's width in CSS px (larger than the window when zoomed).
    pub fn board_width(&self) -> f64 {
        self.cell * f64::from(self.cols)
    }

    /// The whole board's height in CSS px.
    pub fn board_height(&self) -> f64 {
        self.cell * f64::from(self.rows)
    }

    /// Whether the whole board is in the window.
    pub fn whole(&self) -> bool {
        self.board_width() <= self.width + 1e-6 && self.board_height() <= self.height + 1e-6
    }

    /// The squares in the window, wholly or in part: rows `r0..r1` and columns `c0..c1`,
    /// 0-based, half-open.
    ///
    /// ```
    /// use warnsdorff::page::fit::Fit;
    /// let mut f = Fit::of_cell(100, 100, 10.0);
    /// assert_eq!(f.visible(), (0, 100, 0, 100));
    /// (f.width, f.height, f.ox, f.oy) = (95.0, 50.0, 25.0, 30.0);
    /// assert_eq!(f.visible(), (3, 8, 2, 12));
    /// ```
    pub fn visible(&self) -> (u32, u32, u32, u32) {
        let span = |o: f64, w: f64, n: u32| {
            let a = ((o / self.cell).floor().max(0.0) as u32).min(n);
            let b = (((o + w) / self.cell - 1e-9).ceil().max(0.0) as u32).min(n);
            (a, b.max(a))
        };
        let (r0, r1) = span(self.oy, self.height, self.rows);
        let (c0, c1) = span(self.ox, self.width, self.cols);
        (r0, r1, c0, c1)
    }

    /// The same window moved and shrunk to whole squares (a picture of one pixel a square
    /// scaled up by the page then fills it exactly); a whole board is kept as it is.
    ///
    /// ```
    /// use warnsdorff::page::fit::Fit;
    /// let mut f = Fit::of_cell(100, 100, 4.0);
    /// (f.width, f.height, f.ox, f.oy) = (99.0, 50.0, 25.0, 1.0);
    /// let s = f.snapped();
    /// assert_eq!((s.width, s.height, s.ox, s.oy), (96.0, 48.0, 24.0, 0.0));
    /// ```
    pub fn snapped(self) -> Fit {
        if self.whole() {
            return self;
        }
        let c = self.cell;
        let snap = |o: f64, w: f64, n: u32| {
            let count = ((w / c + 1e-6).floor() as u32).clamp(1, n.max(1));
            let first = ((o / c).round().max(0.0) as u32).min(n.saturating_sub(count));
            (f64::from(first) * c, f64::from(count) * c)
        };
        let (ox, width) = snap(self.ox, self.width, self.cols);
        let (oy, height) = snap(self.oy, self.height, self.rows);
        Fit {
            ox,
            oy,
            width,
            height,
            ..self
        }
    }

    /// The board in squares of `cell` px (whole pixels from 2 px up).
    pub fn of_cell(rows: u32, cols: u32, cell: f64) -> Fit {
        let cell = if cell >= 2.0 {
            cell.floor()
        } else {
            cell.max(1e-3)
        };
        Fit {
            rows,
            cols,
            cell,
            width: cell * f64::from(cols),
            height: cell * f64::from(rows),
            ox: 0.0,
            oy: 0.0,
        }
    }

    /// The square `(row, col)` under CSS pixel (x, y), if any.
    ///
    /// ```
    /// use warnsdorff::page::fit::Fit;
    /// let f = Fit::of_cell(3, 4, 10.0);
    /// assert_eq!(f.square_at(35.0, 5.0), Some((1, 4)));
    /// assert_eq!(f.square_at(40.0, 5.0), None);
    /// ```
    pub fn square_at(&self, x: f64, y: f64) -> Option<(u32, u32)> {
        if !(x >= 0.0 && y >= 0.0 && x < self.width && y < self.height) {
            return None;
        }
        let (x, y) = (x + self.ox, y + self.oy);
        // `as u32` saturates (a point far off, or infinite): no overflow.
        let (r, c) = ((y / self.cell) as u32 + 1, (x / self.cell) as u32 + 1);
        (r <= self.rows && c <= self.cols).then_some((r, c))
    }

    /// The centre of square `(row, col)`.
    pub fn centre(&self, row: u32, col: u32) -> (f64, f64) {
        let c = self.cell;
        (
            (f64::from(col) - 0.5) * c - self.ox,
            (f64::from(row) - 0.5) * c - self.oy,
        )
    }

    /// The centre of the square at row-major index `i` (0-based).
    pub fn centre_of(&self, i: usize) -> (f64, f64) {
        let cols = self.cols.max(1) as usize;
        self.centre((i / cols) as u32 + 1, (i % cols) as u32 + 1)
    }

    /// Square `(row, col)`'s rectangle `(x, y, w, h)`, shrunk by `inset` on every side.
    pub fn rect(&self, row: u32, col: u32, inset: f64) -> (f64, f64, f64, f64) {
        let c = self.cell;
        let (x, y) = (
            f64::from(col - 1) * c - self.ox,
            f64::from(row - 1) * c - self.oy,
        );
        (x + inset, y + inset, c - 2.0 * inset, c - 2.0 * inset)
    }
}

//! A board fitted into a view: the size of a square in CSS pixels, the square under a point,
//! a square's centre and rectangle. Rows and columns count from 1, the top-left square first.

use super::scene::Viewport;

/// A `rows` × `cols` board in squares of `cell` CSS px, from the view's top left.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Fit {
    pub rows: u32,
    pub cols: u32,
    pub cell: f64,
    pub width: f64,
    pub height: f64,
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
        Fit::of_cell(rows, cols, cell)
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
        if !(x >= 0.0 && y >= 0.0) {
            return None;
        }
        // `as u32` saturates (a point far off, or infinite): no overflow.
        let (r, c) = ((y / self.cell) as u32 + 1, (x / self.cell) as u32 + 1);
        (r <= self.rows && c <= self.cols).then_some((r, c))
    }

    /// The centre of square `(row, col)`.
    pub fn centre(&self, row: u32, col: u32) -> (f64, f64) {
        let c = self.cell;
        ((f64::from(col) - 0.5) * c, (f64::from(row) - 0.5) * c)
    }

    /// The centre of the square at row-major index `i` (0-based).
    pub fn centre_of(&self, i: usize) -> (f64, f64) {
        let cols = self.cols.max(1) as usize;
        self.centre((i / cols) as u32 + 1, (i % cols) as u32 + 1)
    }

    /// Square `(row, col)`'s rectangle `(x, y, w, h)`, shrunk by `inset` on every side.
    pub fn rect(&self, row: u32, col: u32, inset: f64) -> (f64, f64, f64, f64) {
        let c = self.cell;
        let (x, y) = (f64::from(col - 1) * c, f64::from(row - 1) * c);
        (x + inset, y + inset, c - 2.0 * inset, c - 2.0 * inset)
    }
}

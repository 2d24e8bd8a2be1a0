//! An RGBA picture in memory for the board views whose canvas calls cost more than their
//! pixels: filled rectangles, alpha masks (text glyphs drawn once by the browser) and
//! anti-aliased lines with round ends (or a line's coverage worked out once as a [`Stamp`] and
//! blended wherever a line of that shape goes), composited source-over, with the rows changed
//! since the last [`Raster::take_dirty`] kept as a few rectangles, so a page puts only those on
//! its canvas (`putImageData` with a dirty rectangle).
//!
//! At the walk page's top speed a frame repaints ~1,500 labelled squares, and the tourney page
//! redraws a 200×200 cover's 40,000 moves whenever cycles change colour (most of the board in
//! a frame while obfuscating); as canvas calls that is thousands of calls recorded and
//! rasterised a frame, here it is a few milliseconds of plain loops and one copy.
//!
//! Coordinates are device pixels; pixel (x, y) covers [x, x+1) × [y, y+1), its centre at
//! (x + 0.5, y + 0.5).

/// Rows of pixels per dirty band.
const BAND: u32 = 32;

/// What one `putImageData` call costs beyond copying its pixels, in pixels copied, for the
/// tourney page's pictures. Replaying the rectangles of 120 frames of the 7 px tourney page in
/// headless Chromium on this project's machine (`tests/reports/bench.txt` section 9): as
/// taken, 9.3 calls and 1.17 M pixels a frame, 0.77–1.06 ms; joined at 2^16 pixels a call,
/// 1.8 calls and 1.29 M pixels, 0.67–0.90 ms; at 2^18, 1.08 calls and 1.44 M pixels,
/// 0.62–0.82 ms, as fast as one box round them all. The walk page puts its rectangles as
/// taken: joined at 2^16 or 2^18 its draw at 10,000 steps a second with numbers took 1.4–1.6
/// ms a frame against 0.8–0.9 (its changes lie in rows far apart, so the boxes add many
/// pixels); how much a call costs against a pixel is not the same on every canvas.
pub const PUT_CALL_PX: u64 = 1 << 18;

/// `rects` (`(x, y, width, height)`, top to bottom, as [`Raster::take_dirty`] gives them)
/// joined for putting: each into the box round it and the rectangle before, while that box
/// holds no more pixels than the two apart and `call_px` (what a put call costs beyond its
/// pixels, in pixels). Every pixel of `rects` is in the rectangles returned; with `call_px`
/// 0 they are as given, but for neighbours that make a rectangle together.
pub fn merge_for_put(rects: &[(u32, u32, u32, u32)], call_px: u64) -> Vec<(u32, u32, u32, u32)> {
    let area = |r: (u32, u32, u32, u32)| u64::from(r.2) * u64::from(r.3);
    let mut out: Vec<(u32, u32, u32, u32)> = Vec::with_capacity(rects.len());
    for &r in rects {
        if let Some(last) = out.last_mut() {
            let (x0, y0) = (last.0.min(r.0), last.1.min(r.1));
            let (x1, y1) = (
                (last.0 + last.2).max(r.0 + r.2),
                (last.1 + last.3).max(r.1 + r.3),
            );
            let joined = (x0, y0, x1 - x0, y1 - y0);
            if area(joined) <= area(*last) + area(r) + call_px {
                *last = joined;
                continue;
            }
        }
        out.push(r);
    }
    out
}

/// An alpha mask: `width` × `height` coverage values, row by row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mask {
    pub width: u32,
    pub height: u32,
    pub alpha: Vec<u8>,
}

/// A dash pattern along a line: `on` px drawn, then `off` px skipped, from the line's start
/// (as a canvas's `setLineDash([on, off])` starts afresh on each subpath).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Dash {
    pub on: f64,
    pub off: f64,
}

impl Dash {
    /// The share (0 to 1) of the pixel-long stretch centred `t` px along the line that falls
    /// in a dash: what a pixel there keeps of the line's coverage.
    pub fn share(self, t: f64) -> f64 {
        let period = self.on + self.off;
        if self.on <= 0.0 {
            return 0.0;
        }
        if period < 1.0 || self.off <= 0.0 {
            // Finer than a pixel (or no gaps): an even tint.
            return (self.on / period.max(f64::MIN_POSITIVE)).min(1.0);
        }
        let (lo, hi) = (t - 0.5, t + 0.5);
        // A pixel-long stretch meets at most two dashes when the period is a pixel or more.
        let k = (lo / period).floor();
        [k, k + 1.0]
            .iter()
            .map(|k| (hi.min(k * period + self.on) - lo.max(k * period)).max(0.0))
            .sum::<f64>()
            .min(1.0)
    }
}

/// Coverage (0–255) per pixel of a `width` × `height` picture, for shapes of one colour
/// gathered before they are put in a layer at once ([`Raster::put_coverage`]): each pixel
/// keeps the most any shape gives it, so where lines overlap they are covered once, as a canvas
/// covers one stroked path, and the work a shape costs is a byte a pixel, not a blend.
#[derive(Clone, Debug)]
pub struct Coverage {
    width: u32,
    height: u32,
    alpha: Vec<u8>,
}

impl Coverage {
    /// Nothing covered yet (at least 1 × 1).
    pub fn new(width: u32, height: u32) -> Coverage {
        let (width, height) = (width.max(1), height.max(1));
        Coverage {
            width,
            height,
            alpha: vec![0; width as usize * height as usize],
        }
    }

    /// The coverage of pixel (x, y).
    pub fn at(&self, x: u32, y: u32) -> u8 {
        self.alpha[y as usize * self.width as usize + x as usize]
    }

    /// Add the line [`Raster::dashed_line`] would draw.
    pub fn dashed_line(
        &mut self,
        a: (f64, f64),
        b: (f64, f64),
        width: f64,
        alpha: f64,
        dash: Option<Dash>,
    ) {
        let clip = (0, 0, i64::from(self.width), i64::from(self.height));
        let w = self.width as usize;
        let cov = &mut self.alpha;
        dashed_coverage(a, b, width, alpha, dash, clip, |x, y, q| {
            let c = &mut cov[y as usize * w + x as usize];
            *c = (*c).max(q.min(255) as u8);
        });
    }

    /// Add `stamp` with its origin at pixel (x, y), inside `clip` only (`x0, y0, x1, y1`;
    /// clipped to the plane).
    pub fn stamp_in(&mut self, x: i64, y: i64, stamp: &Stamp, clip: (u32, u32, u32, u32)) {
        let alpha = &mut self.alpha;
        let clip = (
            clip.0,
            clip.1,
            clip.2.min(self.width),
            clip.3.min(self.height),
        );
        stamp.for_each_pixel(x, y, self.width, clip, |i, a| {
            let c = &mut alpha[i];
            *c = (*c).max(a);
        });
    }

    /// Nothing covered in `rect` (`x0, y0, x1, y1`; clipped to the plane).
    pub fn clear_rect(&mut self, rect: (u32, u32, u32, u32)) {
        let (x1, y1) = (rect.2.min(self.width), rect.3.min(self.height));
        let w = self.width as usize;
        for y in rect.1..y1 {
            let row = y as usize * w;
            if rect.0 < x1 {
                self.alpha[row + rect.0 as usize..row + x1 as usize].fill(0);
            }
        }
    }
}

/// A `width` × `height` RGBA picture (not premultiplied, as `ImageData` holds it).
#[derive(Clone, Debug)]
pub struct Raster {
    width: u32,
    height: u32,
    pixels: Vec<u8>,
    /// Per band of [`BAND`] rows, the columns changed `[from, to)` (from > to: none).
    dirty: Vec<(u32, u32)>,
}

impl Raster {
    /// A picture of `width` × `height` pixels (at least 1 × 1), opaque white.
    pub fn new(width: u32, height: u32) -> Raster {
        let (width, height) = (width.max(1), height.max(1));
        Raster {
            width,
            height,
            pixels: vec![255; width as usize * height as usize * 4],
            dirty: vec![(0, width); height.div_ceil(BAND) as usize],
        }
    }

    /// A picture of `width` × `height` pixels (at least 1 × 1), all transparent: a layer to
    /// put over another.
    pub fn transparent(width: u32, height: u32) -> Raster {
        let mut r = Raster::new(width, height);
        r.pixels.fill(0);
        r
    }

    pub fn width(&self) -> u32 {
        self.width
    }

    pub fn height(&self) -> u32 {
        self.height
    }

    /// The pixels, RGBA, row by row.
    pub fn pixels(&self) -> &[u8] {
        &self.pixels
    }

    /// The pixels to write directly, RGBA row by row: the whole picture counts as changed.
    pub fn pixels_mut(&mut self) -> &mut [u8] {
        self.touch_all();
        &mut self.pixels
    }

    /// The RGBA of pixel (x, y).
    pub fn pixel(&self, x: u32, y: u32) -> [u8; 4] {
        let i = (y as usize * self.width as usize + x as usize) * 4;
        [
            self.pixels[i],
            self.pixels[i + 1],
            self.pixels[i + 2],
            self.pixels[i + 3],
        ]
    }

    /// Every pixel changed: the next [`Raster::take_dirty`] gives the whole picture.
    pub fn touch_all(&mut self) {
        let w = self.width;
        self.dirty.iter_mut().for_each(|d| *d = (0, w));
    }

    fn touch(&mut self, x0: u32, y0: u32, x1: u32, y1: u32) {
        if x0 >= x1 || y0 >= y1 {
            return;
        }
        for b in y0 / BAND..=(y1 - 1) / BAND {
            let d = &mut self.dirty[b as usize];
            *d = (d.0.min(x0), d.1.max(x1));
        }
    }

    /// The rectangles `(x, y, width, height)` changed since the last call (one per band of
    /// rows that changed, neighbouring bands with the same columns merged), and forget them.
    pub fn take_dirty(&mut self) -> Vec<(u32, u32, u32, u32)> {
        let mut out: Vec<(u32, u32, u32, u32)> = Vec::new();
        for (b, d) in self.dirty.iter_mut().enumerate() {
            if d.0 < d.1 {
                let y = b as u32 * BAND;
                let h = BAND.min(self.height - y);
                match out.last_mut() {
                    Some(r) if r.0 == d.0 && r.2 == d.1 - d.0 && r.1 + r.3 == y => r.3 += h,
                    _ => out.push((d.0, y, d.1 - d.0, h)),
                }
            }
            *d = (u32::MAX, 0);
        }
        out
    }

    /// Fill pixels [x0, x1) × [y0, y1) (clipped to the picture) with an opaque colour.
    pub fn fill_rect(&mut self, x0: i64, y0: i64, x1: i64, y1: i64, rgb: [u8; 3]) {
        let (x0, x1) = (clamp(x0, self.width), clamp(x1, self.width));
        let (y0, y1) = (clamp(y0, self.height), clamp(y1, self.height));
        if x0 >= x1 || y0 >= y1 {
            return;
        }
        let px = [rgb[0], rgb[1], rgb[2], 255];
        let w = self.width as usize;
        for y in y0..y1 {
            let row = (y as usize * w + x0 as usize) * 4;
            for p in self.pixels[row..row + (x1 - x0) as usize * 4].chunks_exact_mut(4) {
                p.copy_from_slice(&px);
            }
        }
        self.touch(x0, y0, x1, y1);
    }

    /// Pixels `x0..x1` of row `y` from `rgba`, a whole row's RGBA bytes (its pixels `x0..x1`
    /// are taken).
    pub fn set_row_span(&mut self, y: u32, x0: u32, x1: u32, rgba: &[u8]) {
        let x1 = x1.min(self.width);
        if x0 >= x1 {
            return;
        }
        let at = y as usize * self.width as usize * 4;
        let (a, z) = (x0 as usize * 4, x1 as usize * 4);
        self.pixels[at + a..at + z].copy_from_slice(&rgba[a..z]);
        self.touch(x0, y, x1, y + 1);
    }

    /// Pixel (x, y) (on the picture) set to an opaque colour: a board of one pixel a square.
    pub fn set_pixel(&mut self, x: u32, y: u32, rgb: [u8; 3]) {
        if x >= self.width || y >= self.height {
            return;
        }
        let i = (y as usize * self.width as usize + x as usize) * 4;
        self.pixels[i..i + 4].copy_from_slice(&[rgb[0], rgb[1], rgb[2], 255]);
        self.touch(x, y, x + 1, y + 1);
    }

    /// Fill the whole picture with an opaque colour.
    pub fn clear(&mut self, rgb: [u8; 3]) {
        self.fill_rect(0, 0, self.width.into(), self.height.into(), rgb);
    }

    /// Blend `rgb` through `mask` with its top-left corner at (x, y) (clipped).
    pub fn blend_mask(&mut self, x: i64, y: i64, mask: &Mask, rgb: [u8; 3]) {
        let (x0, x1) = (
            clamp(x, self.width),
            clamp(x + i64::from(mask.width), self.width),
        );
        let (y0, y1) = (
            clamp(y, self.height),
            clamp(y + i64::from(mask.height), self.height),
        );
        if x0 >= x1 || y0 >= y1 {
            return;
        }
        let w = self.width as usize;
        for py in y0..y1 {
            let my = (i64::from(py) - y) as usize;
            let mrow = &mask.alpha[my * mask.width as usize..][..mask.width as usize];
            for px in x0..x1 {
                let a = mrow[(i64::from(px) - x) as usize];
                if a != 0 {
                    blend(
                        &mut self.pixels[(py as usize * w + px as usize) * 4..][..4],
                        rgb,
                        a.into(),
                    );
                }
            }
        }
        self.touch(x0, y0, x1, y1);
    }

    /// A line from `a` to `b` (device px) `width` px wide with round ends, anti-aliased, in
    /// `rgb` at opacity `alpha` (0–1), over what is there.
    pub fn line(&mut self, a: (f64, f64), b: (f64, f64), width: f64, rgb: [u8; 3], alpha: f64) {
        self.dashed_line(a, b, width, rgb, alpha, None)
    }

    /// [`Raster::line`] in dashes (`None`: solid): each pixel keeps the share of its coverage
    /// that its stretch of the line ([`Dash::share`], measured from `a`) has in a dash.
    pub fn dashed_line(
        &mut self,
        a: (f64, f64),
        b: (f64, f64),
        width: f64,
        rgb: [u8; 3],
        alpha: f64,
        dash: Option<Dash>,
    ) {
        let clip = (0, 0, i64::from(self.width), i64::from(self.height));
        let w = self.width as usize;
        let pixels = &mut self.pixels;
        let drawn = dashed_coverage(a, b, width, alpha, dash, clip, |x, y, q| {
            blend(
                &mut pixels[(y as usize * w + x as usize) * 4..][..4],
                rgb,
                q,
            );
        });
        if let Some((x0, y0, x1, y1)) = drawn {
            self.touch(x0 as u32, y0 as u32, x1 as u32, y1 as u32);
        }
    }

    /// Set the pixels of `rect` (`x0, y0, x1, y1`; clipped) to `rgb` at the opacity `cov`
    /// (of this picture's size) gives each, transparent where it gives none: a layer's pixels,
    /// as blending `rgb` through `cov` over a transparent picture gives them.
    pub fn put_coverage(&mut self, cov: &Coverage, rgb: [u8; 3], rect: (u32, u32, u32, u32)) {
        assert_eq!((cov.width, cov.height), (self.width, self.height));
        let (x0, y0) = (rect.0.min(self.width), rect.1.min(self.height));
        let (x1, y1) = (rect.2.min(self.width), rect.3.min(self.height));
        if x0 >= x1 || y0 >= y1 {
            return;
        }
        let w = self.width as usize;
        for y in y0..y1 {
            let row = y as usize * w;
            let (a, b) = (row + x0 as usize, row + x1 as usize);
            let px = &mut self.pixels[a * 4..b * 4];
            for (&c, p) in cov.alpha[a..b].iter().zip(px.chunks_exact_mut(4)) {
                let v = if c == 0 {
                    [0; 4]
                } else {
                    [rgb[0], rgb[1], rgb[2], c]
                };
                p.copy_from_slice(&v);
            }
        }
        self.touch(x0, y0, x1, y1);
    }

    /// Blend `rgb` through `stamp` with its origin at pixel (x, y) (clipped): the same pixels
    /// as drawing the shape the stamp was made from there, at a fraction of the cost.
    pub fn blend_stamp(&mut self, x: i64, y: i64, stamp: &Stamp, rgb: [u8; 3]) {
        self.blend_stamp_in_rows(x, y, stamp, rgb, 0, self.height);
    }

    /// [`Raster::blend_stamp`] on rows `top..bottom` only: a picture painted a band of rows
    /// at a time (each band's pixels stay in the processor's cache while its shapes are
    /// blended) is the picture painted whole, pixel for pixel, when every band gets every
    /// stamp that reaches it in the same order.
    pub fn blend_stamp_in_rows(
        &mut self,
        x: i64,
        y: i64,
        stamp: &Stamp,
        rgb: [u8; 3],
        top: u32,
        bottom: u32,
    ) {
        let w = i64::from(self.width);
        let (top, bottom) = (i64::from(top), i64::from(bottom.min(self.height)));
        let (bx0, by0, bx1, by1) = stamp.bounds;
        let (x0, x1) = ((x + bx0).clamp(0, w), (x + bx1).clamp(0, w));
        let (y0, y1) = ((y + by0).clamp(top, bottom), (y + by1).clamp(top, bottom));
        if x0 >= x1 || y0 >= y1 {
            return;
        }
        let (src_rb, src_g) = split_rgb(rgb);
        let pixels = &mut self.pixels;
        let clip = (0, top as u32, self.width, bottom as u32);
        stamp.for_each_pixel(x, y, self.width, clip, |i, a| {
            blend_pixel(pixels, i, rgb, (src_rb, src_g), a);
        });
        self.touch(x0 as u32, y0 as u32, x1 as u32, y1 as u32);
    }

    /// [`Raster::blend_stamp`] inside `clip` only, `(x0, y0, x1, y1)`: as for
    /// [`Raster::blend_stamp_in_rows`], pictures painted a rectangle at a time, each rectangle
    /// getting every stamp that reaches it in the same order, are the picture painted whole.
    pub fn blend_stamp_in(
        &mut self,
        x: i64,
        y: i64,
        stamp: &Stamp,
        rgb: [u8; 3],
        clip: (u32, u32, u32, u32),
    ) {
        let (w, h) = (i64::from(self.width), i64::from(self.height));
        let (cx0, cy0) = (i64::from(clip.0).min(w), i64::from(clip.1).min(h));
        let (cx1, cy1) = (i64::from(clip.2).min(w), i64::from(clip.3).min(h));
        let (bx0, by0, bx1, by1) = stamp.bounds;
        let (x0, x1) = ((x + bx0).clamp(cx0, cx1), (x + bx1).clamp(cx0, cx1));
        let (y0, y1) = ((y + by0).clamp(cy0, cy1), (y + by1).clamp(cy0, cy1));
        if x0 >= x1 || y0 >= y1 {
            return;
        }
        let (src_rb, src_g) = split_rgb(rgb);
        let pixels = &mut self.pixels;
        let clip = (cx0 as u32, cy0 as u32, cx1 as u32, cy1 as u32);
        stamp.for_each_pixel(x, y, self.width, clip, |i, a| {
            blend_pixel(pixels, i, rgb, (src_rb, src_g), a);
        });
        self.touch(x0 as u32, y0 as u32, x1 as u32, y1 as u32);
    }

    /// `top` put over this picture, source-over, stretched to its size by the nearest pixel
    /// (as a page shows a layer of one pixel a square, smoothing off): a view's layers made one
    /// picture, bottom first.
    pub fn put_over(&mut self, top: &Raster) {
        let (w, h) = (self.width as usize, self.height as usize);
        let (tw, th) = (top.width as usize, top.height as usize);
        for y in 0..h {
            let ty = y * th / h;
            for x in 0..w {
                let tx = x * tw / w;
                let t = &top.pixels[(ty * tw + tx) * 4..][..4];
                if t[3] != 0 {
                    blend(
                        &mut self.pixels[(y * w + x) * 4..][..4],
                        [t[0], t[1], t[2]],
                        t[3].into(),
                    );
                }
            }
        }
        self.touch_all();
    }

    /// Pixels [x0, x1) × [y0, y1) (clipped) made transparent.
    pub fn clear_rect(&mut self, x0: i64, y0: i64, x1: i64, y1: i64) {
        let (x0, x1) = (clamp(x0, self.width), clamp(x1, self.width));
        let (y0, y1) = (clamp(y0, self.height), clamp(y1, self.height));
        if x0 >= x1 || y0 >= y1 {
            return;
        }
        let w = self.width as usize;
        for y in y0..y1 {
            let row = y as usize * w;
            self.pixels[(row + x0 as usize) * 4..(row + x1 as usize) * 4].fill(0);
        }
        self.touch(x0, y0, x1, y1);
    }

    /// A filled disc of `radius` px round `centre`, anti-aliased, in `rgb` at opacity `alpha`.
    pub fn disc(&mut self, centre: (f64, f64), radius: f64, rgb: [u8; 3], alpha: f64) {
        self.line(centre, centre, radius * 2.0, rgb, alpha);
    }
}

/// A shape's coverage worked out once, to be blended many times at whole-pixel offsets
/// ([`Raster::blend_stamp`]): runs of pixels along rows, relative to an origin pixel.
///
/// A cover's moves come in a few shapes (a knight move's four directions, at the few sub-pixel
/// positions its squares' centres take): drawing each move from its shape's stamp gives the
/// pixels [`Raster::line`] gives, without working out each pixel's distance from the line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stamp {
    runs: Vec<Run>,
    alpha: Vec<u8>,
    /// The pixels the shape reaches, `(x0, y0, x1, y1)` relative to the origin (what
    /// [`Raster::line`] marks as changed).
    bounds: (i64, i64, i64, i64),
    /// Each covered pixel's index relative to the origin's in a picture `offsets_width` wide
    /// (0: not worked out), in the order of `alpha`.
    offsets: Vec<i32>,
    offsets_width: u32,
    /// For each row from the top of `bounds` to its bottom (inclusive), how many covered
    /// pixels lie above it: the pixels of rows `a..b` are `alpha[rows[a]..rows[b]]` (they are
    /// kept row by row), so a stamp cut by a band's top or bottom only is blended from its
    /// offsets, not run by run.
    rows: Vec<u32>,
}

/// Pixels `dx .. dx + len` of row `dy` (relative to a stamp's origin), coverage from `at`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Run {
    dy: i32,
    dx: i32,
    at: u32,
    len: u32,
}

impl Stamp {
    /// The coverage of `Raster::line(a, b, width, _, alpha)` with `a` and `b` relative to the
    /// origin pixel's corner. Blended at (x, y) it equals that line drawn from `a + (x, y)` to
    /// `b + (x, y)` whenever the line's arithmetic is exact in both places (coordinates that are
    /// multiples of a power of two, as a cover's square centres are made to be).
    pub fn line(a: (f64, f64), b: (f64, f64), width: f64, alpha: f64) -> Stamp {
        Stamp::dashed_line(a, b, width, alpha, None)
    }

    /// The coverage of [`Raster::dashed_line`], as [`Stamp::line`] is of [`Raster::line`].
    pub fn dashed_line(
        a: (f64, f64),
        b: (f64, f64),
        width: f64,
        alpha: f64,
        dash: Option<Dash>,
    ) -> Stamp {
        const FAR: i64 = 1 << 40;
        let mut px: Vec<(i64, i64, u8)> = Vec::new();
        let clip = (-FAR, -FAR, FAR, FAR);
        let bounds = dashed_coverage(a, b, width, alpha, dash, clip, |x, y, q| {
            px.push((y, x, q.min(255) as u8));
        })
        .unwrap_or((0, 0, 0, 0));
        px.sort_unstable();
        let mut stamp = Stamp {
            runs: Vec::new(),
            alpha: Vec::with_capacity(px.len()),
            bounds,
            offsets: Vec::new(),
            offsets_width: 0,
            rows: Vec::new(),
        };
        let by0 = bounds.1;
        let below = |dy: i64| px.partition_point(|p| p.0 < dy) as u32;
        stamp.rows = (by0..=bounds.3).map(below).collect();
        for (y, x, q) in px {
            let at = stamp.alpha.len() as u32;
            match stamp.runs.last_mut() {
                Some(r) if i64::from(r.dy) == y && i64::from(r.dx) + i64::from(r.len) == x => {
                    r.len += 1
                }
                _ => stamp.runs.push(Run {
                    dy: y as i32,
                    dx: x as i32,
                    at,
                    len: 1,
                }),
            }
            stamp.alpha.push(q);
        }
        stamp
    }

    /// Hand `f` each pixel the stamp covers with its origin at pixel (x, y) of a picture
    /// `width` px wide, inside `clip` only (`x0, y0, x1, y1`, within the picture), as its index
    /// (row-major) and coverage: by the offsets worked out for this width when the stamp lies
    /// wholly inside, else run by run, clipped.
    #[inline(always)]
    fn for_each_pixel(
        &self,
        x: i64,
        y: i64,
        width: u32,
        clip: (u32, u32, u32, u32),
        mut f: impl FnMut(usize, u8),
    ) {
        let (cx0, cy0, cx1, cy1) = (
            i64::from(clip.0),
            i64::from(clip.1),
            i64::from(clip.2),
            i64::from(clip.3),
        );
        let (bx0, by0, bx1, by1) = self.bounds;
        let across = x + bx0 >= cx0 && x + bx1 <= cx1;
        if across && self.offsets_width == width {
            // Wholly in across, and the stamp knows this picture's rows: no clipping but of
            // whole rows (a band's top or bottom).
            let (r0, r1) = ((cy0 - y).max(by0), (cy1 - y).min(by1));
            if r0 >= r1 {
                return;
            }
            let (a, b) = (
                self.rows[(r0 - by0) as usize] as usize,
                self.rows[(r1 - by0) as usize] as usize,
            );
            let base = y * i64::from(width) + x;
            for (&off, &a) in self.offsets[a..b].iter().zip(&self.alpha[a..b]) {
                f((base + i64::from(off)) as usize, a);
            }
            return;
        }
        if x + bx1 <= cx0 || x + bx0 >= cx1 || y + by1 <= cy0 || y + by0 >= cy1 {
            return;
        }
        for run in &self.runs {
            let py = y + i64::from(run.dy);
            if py < cy0 || py >= cy1 {
                continue;
            }
            let alpha = &self.alpha[run.at as usize..][..run.len as usize];
            let from = x + i64::from(run.dx);
            let skip = (cx0 - from).max(0) as usize;
            let take = (cx1 - from).clamp(0, alpha.len() as i64) as usize;
            if skip >= take {
                continue;
            }
            let row = py as usize * width as usize + (from + skip as i64) as usize;
            for (k, &a) in alpha[skip..take].iter().enumerate() {
                f(row + k, a);
            }
        }
    }

    /// Work out where the covered pixels lie in a picture `width` px wide, so that blending
    /// there goes pixel by pixel without clipping row by row (where the stamp lies wholly on
    /// the picture).
    pub fn for_width(mut self, width: u32) -> Stamp {
        let w = i64::from(width);
        self.offsets = self
            .runs
            .iter()
            .flat_map(|r| {
                (0..r.len).map(move |k| i64::from(r.dy) * w + i64::from(r.dx) + i64::from(k))
            })
            .map(|o| i32::try_from(o).unwrap_or(0))
            .collect();
        let fits = self
            .runs
            .iter()
            .all(|r| (i64::from(r.dy) * w).abs() < i64::from(i32::MAX) / 2);
        self.offsets_width = if fits { width } else { 0 };
        self
    }

    /// The pixels the stamp can reach, `(x0, y0, x1, y1)` relative to its origin.
    pub fn bounds(&self) -> (i64, i64, i64, i64) {
        self.bounds
    }

    /// Pixels the stamp covers (coverage above zero).
    pub fn len(&self) -> usize {
        self.alpha.len()
    }

    pub fn is_empty(&self) -> bool {
        self.alpha.is_empty()
    }
}

/// The pixels a line from `a` to `b`, `width` px wide with round ends, at opacity `alpha`,
/// covers within `clip` (`x0, y0, x1, y1`), each once: `f(x, y, coverage 1–255)`. Returns the
/// pixels it can reach (clipped), or None when it reaches none.
/// [`line_coverage`] in dashes: each pixel's coverage times the [`Dash::share`] of its stretch
/// of the line (its centre's distance from `a` along the line); pixels left with none are not
/// handed on.
fn dashed_coverage(
    a: (f64, f64),
    b: (f64, f64),
    width: f64,
    alpha: f64,
    dash: Option<Dash>,
    clip: (i64, i64, i64, i64),
    mut f: impl FnMut(i64, i64, u32),
) -> Option<(i64, i64, i64, i64)> {
    let Some(dash) = dash else {
        return line_coverage(a, b, width, alpha, clip, f);
    };
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len = (dx * dx + dy * dy).sqrt();
    let (ux, uy) = if len > 0.0 {
        (dx / len, dy / len)
    } else {
        (0.0, 0.0)
    };
    line_coverage(a, b, width, alpha, clip, |x, y, q| {
        let t = (x as f64 + 0.5 - a.0) * ux + (y as f64 + 0.5 - a.1) * uy;
        let q = (f64::from(q) * dash.share(t)).round() as u32;
        if q > 0 {
            f(x, y, q)
        }
    })
}

fn line_coverage(
    a: (f64, f64),
    b: (f64, f64),
    width: f64,
    alpha: f64,
    clip: (i64, i64, i64, i64),
    mut f: impl FnMut(i64, i64, u32),
) -> Option<(i64, i64, i64, i64)> {
    // A line under a pixel wide is drawn a pixel wide, fainter (as canvases do).
    let (hw, scale) = if width >= 1.0 {
        (width / 2.0, 1.0)
    } else {
        (0.5, width.max(0.0))
    };
    let reach = hw + 1.0;
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len2 = dx * dx + dy * dy;
    let opacity = (alpha.clamp(0.0, 1.0) * scale * 255.0).round();
    let x0 = ((a.0.min(b.0) - reach).floor() as i64).clamp(clip.0, clip.2);
    let x1 = ((a.0.max(b.0) + reach).ceil() as i64).clamp(clip.0, clip.2);
    let y0 = ((a.1.min(b.1) - reach).floor() as i64).clamp(clip.1, clip.3);
    let y1 = ((a.1.max(b.1) + reach).ceil() as i64).clamp(clip.1, clip.3);
    if x0 >= x1 || y0 >= y1 || opacity == 0.0 {
        return None;
    }
    // Steep lines are walked row by row, the others column by column, over the pixels
    // across the line it can cover. Between the ends a pixel's distance from the line is
    // its offset across times a constant (no square root); beyond them (the round caps),
    // its distance from the nearer end.
    let steep = dy.abs() >= dx.abs();
    let (major, minor) = if steep { (dy, dx) } else { (dx, dy) };
    let (m0, m1, n0, n1) = if steep {
        (y0, y1, x0, x1)
    } else {
        (x0, x1, y0, y1)
    };
    let (a_major, a_minor) = if steep { (a.1, a.0) } else { (a.0, a.1) };
    let (b_major, b_minor) = if steep { (b.1, b.0) } else { (b.0, b.1) };
    let slope = if major == 0.0 { 0.0 } else { minor / major };
    let k = 1.0 / (1.0 + slope * slope).sqrt();
    let half = (hw + 0.5) / k;
    let (lo_major, hi_major) = (a_major.min(b_major), a_major.max(b_major));
    for m in m0..m1 {
        let mc = m as f64 + 0.5;
        let inside = mc >= lo_major && mc <= hi_major;
        let (c, reach_across) = if inside {
            (a_minor + (mc - a_major) * slope, half)
        } else {
            let end = if (mc < lo_major) == (a_major <= b_major) {
                a_minor
            } else {
                b_minor
            };
            (end, hw + 0.5)
        };
        let from = ((c - reach_across - 0.5).ceil() as i64).max(n0);
        let to = ((c + reach_across - 0.5).floor() as i64 + 1).min(n1);
        for n in from..to.max(from) {
            let nc = n as f64 + 0.5;
            let d = if inside {
                (nc - c).abs() * k
            } else {
                let (px, py) = if steep { (nc, mc) } else { (mc, nc) };
                segment_distance((px, py), a, (dx, dy), len2)
            };
            let cover = hw + 0.5 - d;
            if cover <= 0.0 {
                continue;
            }
            let q = (cover.min(1.0) * opacity + 0.5) as u32;
            if q > 0 {
                let (px, py) = if steep { (n, m) } else { (m, n) };
                f(px, py, q);
            }
        }
    }
    Some((x0, y0, x1, y1))
}

/// Distance from `p` to the segment from `a` along `d` (`len2` = |d|²).
fn segment_distance(p: (f64, f64), a: (f64, f64), d: (f64, f64), len2: f64) -> f64 {
    let (px, py) = (p.0 - a.0, p.1 - a.1);
    let t = if len2 > 0.0 {
        ((px * d.0 + py * d.1) / len2).clamp(0.0, 1.0)
    } else {
        0.0
    };
    let (ex, ey) = (px - t * d.0, py - t * d.1);
    (ex * ex + ey * ey).sqrt()
}

fn clamp(v: i64, max: u32) -> u32 {
    v.clamp(0, i64::from(max)) as u32
}

/// Pixel `i` of `pixels` (RGBA) under `rgb` (`split`: its lanes as [`split_rgb`] gives them)
/// at coverage `a`: a plain mix over an opaque pixel, else [`blend`].
#[inline(always)]
fn blend_pixel(pixels: &mut [u8], i: usize, rgb: [u8; 3], split: (u32, u32), a: u8) {
    let p: &mut [u8; 4] = (&mut pixels[i * 4..i * 4 + 4])
        .try_into()
        .expect("four bytes");
    if p[3] == 255 && a < 255 {
        mix_opaque(p, split.0, split.1, a.into());
    } else {
        blend(p, rgb, a.into());
    }
}

/// `rgb` at coverage `a` (0–255) over the opaque-or-not pixel `p`, source-over.
#[inline]
fn blend(p: &mut [u8], rgb: [u8; 3], a: u32) {
    if a >= 255 {
        p.copy_from_slice(&[rgb[0], rgb[1], rgb[2], 255]);
        return;
    }
    let inv = 255 - a;
    let da = u32::from(p[3]);
    if da == 255 {
        // Over an opaque pixel (the usual case): a plain mix.
        let (src_rb, src_g) = split_rgb(rgb);
        let p: &mut [u8; 4] = p.try_into().expect("four bytes");
        mix_opaque(p, src_rb, src_g, a);
        return;
    }
    // Out alpha, and each channel weighted by its alpha (so a transparent pixel takes the
    // colour, a partly transparent one mixes).
    let oa = a + da * inv / 255;
    if oa == 0 {
        return;
    }
    for k in 0..3 {
        let v = (u32::from(rgb[k]) * a + u32::from(p[k]) * da * inv / 255) / oa;
        p[k] = v.min(255) as u8;
    }
    p[3] = oa.min(255) as u8;
}

/// `rgb` as the red and blue lanes of a pixel word (`0x00BB00RR`) and green (`0x000000GG`).
fn split_rgb(rgb: [u8; 3]) -> (u32, u32) {
    (u32::from(rgb[0]) | u32::from(rgb[2]) << 16, rgb[1].into())
}

/// The colour (lanes as [`split_rgb`] gives them) at coverage `a` (0–254) over the opaque
/// pixel `p`: each channel `(src × a + dst × (255 − a) + 127) / 255`, red and blue side by
/// side in 16-bit lanes of one word (no lane exceeds 65,407, so none carries into the next),
/// with `y / 255` as `(y + 1 + (y >> 8)) >> 8`, exact for every `y` below 65,536 − 256.
#[inline]
fn mix_opaque(p: &mut [u8; 4], src_rb: u32, src_g: u32, a: u32) {
    let d = u32::from_le_bytes(*p);
    let inv = 255 - a;
    let y_rb = src_rb * a + (d & 0x00ff_00ff) * inv + 0x007f_007f;
    let y_g = src_g * a + ((d >> 8) & 0xff) * inv + 0x7f;
    let rb = ((y_rb + 0x0001_0001 + ((y_rb >> 8) & 0x00ff_00ff)) >> 8) & 0x00ff_00ff;
    let g = (y_g + 1 + (y_g >> 8)) >> 8;
    *p = (rb | g << 8 | 0xff00_0000).to_le_bytes();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_word_mix_is_the_plain_formula_for_every_colour_and_coverage() {
        for a in 0..255u32 {
            for s in 0..=255u8 {
                let rgb = [s, 255 - s, s ^ 0x5a];
                let (src_rb, src_g) = split_rgb(rgb);
                for d in 0..=255u8 {
                    let dst = [d, d ^ 0xa5, 255 - d, 255];
                    let mut p = dst;
                    mix_opaque(&mut p, src_rb, src_g, a);
                    let want: Vec<u8> = (0..3)
                        .map(|k| {
                            ((u32::from(rgb[k]) * a + u32::from(dst[k]) * (255 - a) + 127) / 255)
                                as u8
                        })
                        .chain([255])
                        .collect();
                    assert_eq!(p.to_vec(), want, "a {a}, src {rgb:?}, dst {dst:?}");
                }
            }
        }
    }
}

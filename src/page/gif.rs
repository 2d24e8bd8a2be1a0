//! An animated GIF made from pictures in memory ([`crate::raster::Raster`]), one frame at a
//! time: the one encoder of the walk's, a construction's and a cover's animations, on the
//! command line and on the pages alike, so the same run gives the same bytes in both.
//!
//! The colours are one global palette of at most 256: the theme's colours and the ramp the
//! walk colours its squares by, then a colour cube for what lies between (anti-aliased edges).
//! Each pixel takes the palette's nearest colour (squared distance, the first on a tie), so the
//! file depends on the pixels alone. A frame after the first holds only the rectangle that
//! changed since the frame before (the rest kept, GIF's "do not dispose"): a walk's step
//! changes a few squares, so a frame costs a few hundred bytes, not the whole picture.
//!
//! ```
//! use warnsdorff::page::gif::Animation;
//! use warnsdorff::page::theme::DAY;
//! use warnsdorff::raster::Raster;
//! let mut a = Animation::new(4, 4, 100, &Animation::palette_of(&DAY)).unwrap();
//! let mut r = Raster::new(4, 4);
//! a.push(&r).unwrap();
//! r.fill_rect(0, 0, 2, 2, [0, 0, 0]);
//! a.push(&r).unwrap();
//! let bytes = a.finish().unwrap();
//! assert_eq!(&bytes[..6], b"GIF89a");
//! ```

use super::scene::Colour;
use super::theme::{ramp, Palette};
use crate::raster::Raster;
use std::collections::HashMap;
use std::fmt;

/// The most frames an animation holds.
pub const MAX_FRAMES: usize = 5_000;
/// The longest side of a frame, in pixels.
pub const MAX_SIDE: u32 = 2_000;
/// The most pixels of all frames together (what encoding them costs in time).
pub const MAX_PIXELS: u64 = 1 << 31;
/// The longest a frame may show, in milliseconds (GIF counts hundredths in 16 bits).
pub const MAX_DELAY_MS: u32 = 60_000;

/// Why an animation cannot be made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GifError {
    /// A side of 0 or over [`MAX_SIDE`].
    Size { width: u32, height: u32 },
    /// More than [`MAX_FRAMES`] frames, or more than [`MAX_PIXELS`] pixels in all.
    TooMany { frames: usize, pixels: u64 },
    /// A frame of another size than the first.
    FrameSize,
    /// A delay of 0 or over [`MAX_DELAY_MS`].
    Delay(u32),
    /// No frame was given.
    Empty,
    /// Steps `from..=to` asked of an animation whose steps run `first` to `last`.
    Range {
        from: usize,
        to: usize,
        first: usize,
        last: usize,
    },
    /// The encoder's own refusal.
    Encode(String),
    /// What was asked has no animation here, and why (e.g. a board too large to step).
    Unavailable(String),
}

impl fmt::Display for GifError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GifError::Size { width, height } => write!(
                f,
                "a {width}x{height} px picture: a GIF's sides here are 1 to {MAX_SIDE} px"
            ),
            GifError::TooMany { frames, pixels } => write!(
                f,
                "{frames} frames of {pixels} px in all: at most {MAX_FRAMES} frames and {MAX_PIXELS} px; take a stride or a shorter range of steps"
            ),
            GifError::FrameSize => write!(f, "a frame of another size than the first"),
            GifError::Delay(ms) => write!(
                f,
                "a delay of {ms} ms: a frame shows 10 to {MAX_DELAY_MS} ms"
            ),
            GifError::Empty => write!(f, "no frame to animate"),
            GifError::Range {
                from,
                to,
                first,
                last,
            } => write!(
                f,
                "steps {from} to {to}: there are steps {first} to {last}, and a range runs forward"
            ),
            GifError::Encode(e) => write!(f, "the GIF encoder: {e}"),
            GifError::Unavailable(why) => write!(f, "{why}"),
        }
    }
}

impl std::error::Error for GifError {}

impl From<gif::EncodingError> for GifError {
    fn from(e: gif::EncodingError) -> GifError {
        GifError::Encode(e.to_string())
    }
}

/// Check an animation of `frames` frames of `width` × `height` px before any is drawn.
pub fn check(width: u32, height: u32, frames: usize) -> Result<(), GifError> {
    if width == 0 || height == 0 || width > MAX_SIDE || height > MAX_SIDE {
        return Err(GifError::Size { width, height });
    }
    let pixels = u64::from(width) * u64::from(height) * frames as u64;
    if frames > MAX_FRAMES || pixels > MAX_PIXELS {
        return Err(GifError::TooMany { frames, pixels });
    }
    if frames == 0 {
        return Err(GifError::Empty);
    }
    Ok(())
}

/// An animation being encoded: frames pushed one at a time, the file at [`Animation::finish`].
pub struct Animation {
    encoder: gif::Encoder<Vec<u8>>,
    width: u32,
    height: u32,
    /// Hundredths of a second a frame shows.
    delay: u16,
    palette: Vec<[u8; 3]>,
    /// Each colour met so far: its palette index.
    nearest: HashMap<[u8; 3], u8>,
    /// The last frame's indices, the whole picture.
    last: Option<Vec<u8>>,
    frames: usize,
}

impl Animation {
    /// The colours of a palette for pictures in `p`: the theme's, 48 steps of the ramp the
    /// walk's squares are coloured by, and black and white.
    pub fn palette_of(p: &Palette) -> Vec<Colour> {
        let mut out = vec![
            p.paper,
            p.light,
            p.dark,
            p.seen_light,
            p.seen_dark,
            p.trouble,
            p.termination,
            p.cut_off,
            p.ink,
            p.muted,
            p.dead,
            p.path,
            p.knight,
            p.halo,
            p.candidate,
            p.tie,
            p.chosen,
            p.removed,
            p.accent,
            p.cursor,
            p.next,
            p.later,
            p.never,
            p.grid,
            p.axis,
            p.tick,
            p.shade,
            p.border,
            Colour::rgb(0, 0, 0),
            Colour::rgb(255, 255, 255),
        ];
        out.extend((0..48).map(|k| ramp(f64::from(k) / 47.0)));
        out
    }

    /// An animation of `width` × `height` px frames, each shown `delay_ms` (rounded to
    /// hundredths of a second), looping, its palette `colours` (opaque; the first 256 distinct
    /// kept) filled up with a cube of 6 × 6 × 5 colours.
    pub fn new(
        width: u32,
        height: u32,
        delay_ms: u32,
        colours: &[Colour],
    ) -> Result<Animation, GifError> {
        check(width, height, 1)?;
        if !(10..=MAX_DELAY_MS).contains(&delay_ms) {
            return Err(GifError::Delay(delay_ms));
        }
        let mut palette: Vec<[u8; 3]> = Vec::with_capacity(256);
        let levels = |n: u32| (0..n).map(move |k| (k * 255 / (n - 1)) as u8);
        let cube =
            levels(6).flat_map(|r| levels(6).flat_map(move |g| levels(5).map(move |b| [r, g, b])));
        for c in colours.iter().map(|c| c.rgb3()).chain(cube) {
            if palette.len() == 256 {
                break;
            }
            if !palette.contains(&c) {
                palette.push(c);
            }
        }
        let flat: Vec<u8> = palette.iter().flatten().copied().collect();
        let mut encoder = gif::Encoder::new(Vec::new(), width as u16, height as u16, &flat)?;
        encoder.set_repeat(gif::Repeat::Infinite)?;
        Ok(Animation {
            encoder,
            width,
            height,
            delay: (delay_ms.div_ceil(10).min(u32::from(u16::MAX))) as u16,
            palette,
            nearest: HashMap::new(),
            last: None,
            frames: 0,
        })
    }

    /// The palette index nearest `c`.
    fn index(&mut self, c: [u8; 3]) -> u8 {
        let palette = &self.palette;
        *self.nearest.entry(c).or_insert_with(|| {
            let d = |p: &[u8; 3]| {
                (0..3)
                    .map(|k| (i32::from(p[k]) - i32::from(c[k])).pow(2))
                    .sum::<i32>()
            };
            let mut best = (i32::MAX, 0);
            for (i, p) in palette.iter().enumerate() {
                let dist = d(p);
                if dist < best.0 {
                    best = (dist, i);
                }
            }
            best.1 as u8
        })
    }

    /// Frames pushed so far.
    pub fn frames(&self) -> usize {
        self.frames
    }

    /// Add `picture` as the next frame (its alpha ignored: pictures here are opaque).
    pub fn push(&mut self, picture: &Raster) -> Result<(), GifError> {
        if (picture.width(), picture.height()) != (self.width, self.height) {
            return Err(GifError::FrameSize);
        }
        check(self.width, self.height, self.frames + 1)?;
        let px = picture.pixels();
        let mut indices = Vec::with_capacity(px.len() / 4);
        let mut run: Option<([u8; 3], u8)> = None;
        for p in px.chunks_exact(4) {
            let c = [p[0], p[1], p[2]];
            let i = match run {
                Some((rc, ri)) if rc == c => ri,
                _ => {
                    let i = self.index(c);
                    run = Some((c, i));
                    i
                }
            };
            indices.push(i);
        }
        let w = self.width as usize;
        // The rectangle that changed since the last frame (all of the first); an unchanged
        // frame keeps one pixel, so it still shows for its delay.
        let (x0, y0, x1, y1) = match &self.last {
            None => (0, 0, w, self.height as usize),
            Some(last) => changed(last, &indices, w).unwrap_or((0, 0, 1, 1)),
        };
        let mut buffer = Vec::with_capacity((x1 - x0) * (y1 - y0));
        for y in y0..y1 {
            buffer.extend_from_slice(&indices[y * w + x0..y * w + x1]);
        }
        let frame = gif::Frame {
            delay: self.delay,
            dispose: gif::DisposalMethod::Keep,
            left: x0 as u16,
            top: y0 as u16,
            width: (x1 - x0) as u16,
            height: (y1 - y0) as u16,
            buffer: buffer.into(),
            ..gif::Frame::default()
        };
        self.encoder.write_frame(&frame)?;
        self.last = Some(indices);
        self.frames += 1;
        Ok(())
    }

    /// The file.
    pub fn finish(self) -> Result<Vec<u8>, GifError> {
        if self.frames == 0 {
            return Err(GifError::Empty);
        }
        Ok(self.encoder.into_inner()?)
    }
}

/// The smallest rectangle `(x0, y0, x1, y1)` holding every index that differs, or None.
fn changed(a: &[u8], b: &[u8], w: usize) -> Option<(usize, usize, usize, usize)> {
    let rows = a.len() / w;
    let differs = |y: usize| a[y * w..(y + 1) * w] != b[y * w..(y + 1) * w];
    let y0 = (0..rows).find(|&y| differs(y))?;
    let y1 = (y0..rows).rev().find(|&y| differs(y))? + 1;
    let (mut x0, mut x1) = (w, 0);
    for y in y0..y1 {
        let (ra, rb) = (&a[y * w..(y + 1) * w], &b[y * w..(y + 1) * w]);
        if let Some(l) = (0..w).find(|&x| ra[x] != rb[x]) {
            x0 = x0.min(l);
            let r = (l..w).rev().find(|&x| ra[x] != rb[x]).unwrap_or(l);
            x1 = x1.max(r + 1);
        }
    }
    Some((x0, y0, x1, y1))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::page::theme::DAY;

    #[test]
    fn limits_are_errors_not_panics() {
        let colours = Animation::palette_of(&DAY);
        assert!(matches!(
            Animation::new(0, 5, 100, &colours),
            Err(GifError::Size { .. })
        ));
        assert!(matches!(
            Animation::new(5, 5, 0, &colours),
            Err(GifError::Delay(0))
        ));
        assert!(matches!(
            check(100, 100, MAX_FRAMES + 1),
            Err(GifError::TooMany { .. })
        ));
        let mut a = Animation::new(5, 5, 100, &colours).unwrap();
        assert_eq!(a.push(&Raster::new(4, 5)), Err(GifError::FrameSize));
        assert!(matches!(a.finish(), Err(GifError::Empty)));
    }

    #[test]
    fn a_later_frame_holds_only_what_changed() {
        assert_eq!(changed(&[0; 12], &[0; 12], 4), None);
        let mut b = [0u8; 12];
        b[5] = 1;
        b[10] = 2;
        assert_eq!(changed(&[0; 12], &b, 4), Some((1, 1, 3, 3)));
    }
}

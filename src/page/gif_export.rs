//! What every page that exports an animated GIF shares: the five fields of its export form
//! ([`GifField`], kept as [`GifOptions`]; the walk, tourney and Lin & Wei pages name them
//! `gif-from`, `gif-to`, `gif-stride`, `gif-size`, `gif-delay`, and the CLI reads the same
//! words), and the job that makes the frames in slices and hands over the file
//! ([`GifJob`] over any [`Frames`]), first working in slices what a source needs before its
//! first frame ([`Frames::prepare`]). The encoder itself is [`super::gif`].
//!
//! **WebM.** A page asks for `webm` as it asks for `gif`: the same frames, the same job; the
//! file it gets is marked [`WEBM`] and its bytes are the animated GIF, which the page records
//! as video (`www/shell/video.js`: each frame decoded by the browser's `ImageDecoder`, drawn on
//! a canvas, recorded by `MediaRecorder` for the frame's delay). So a video shows exactly the
//! GIF's frames; only browsers that record canvases make one.
//!
//! ```
//! use warnsdorff::page::gif_export::{GifField, GifOptions};
//! let mut o = GifOptions::default();
//! o.set(GifField::Stride, "4").unwrap();
//! assert_eq!(o.text(GifField::Stride), "4");
//! assert!(o.set(GifField::Delay, "5").unwrap_err().contains("gif-delay"));
//! assert_eq!(o.text(GifField::To), "", "empty: the last step");
//! ```

use super::gif::{GifError, MAX_DELAY_MS, MAX_SIDE};
use super::status::File;
use crate::job::Progress;

/// An animated GIF's longest side (px) and frame delay (ms) unless asked otherwise.
pub const GIF_SIZE: u32 = 480;
pub const GIF_DELAY: u32 = 200;
/// The shortest side a GIF is drawn at.
pub const GIF_SIZE_MIN: u32 = 16;
/// The shortest a frame shows (ms).
pub const GIF_DELAY_MIN: u32 = 10;
/// The type of a file whose bytes are an animated GIF for the page to record as WebM video.
pub const WEBM: &str = "video/webm";

/// The fields of a GIF export form.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GifField {
    /// The first step animated.
    From,
    /// The last step animated (empty: the page's own last: the step on show or the end).
    To,
    /// Every how many steps a frame is made (the last step always in).
    Stride,
    /// The picture's longest side, px.
    Size,
    /// How long each frame shows, ms.
    Delay,
}

impl GifField {
    /// The five, in the form's order.
    pub const ALL: [GifField; 5] = [
        GifField::From,
        GifField::To,
        GifField::Stride,
        GifField::Size,
        GifField::Delay,
    ];

    /// The field's name on the pages, in links and (after `--`) on the command line.
    pub fn name(self) -> &'static str {
        match self {
            GifField::From => "gif-from",
            GifField::To => "gif-to",
            GifField::Stride => "gif-stride",
            GifField::Size => "gif-size",
            GifField::Delay => "gif-delay",
        }
    }
}

/// The options of a GIF export, as a page's form keeps them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GifOptions {
    pub from: usize,
    /// None: the page's own last step.
    pub to: Option<usize>,
    pub stride: usize,
    pub size: u32,
    pub delay: u32,
}

impl Default for GifOptions {
    fn default() -> GifOptions {
        GifOptions {
            from: 1,
            to: None,
            stride: 1,
            size: GIF_SIZE,
            delay: GIF_DELAY,
        }
    }
}

/// A whole number from `lo` to `hi` typed in field `name` (the forms' one reading of it).
pub(crate) fn whole_from<T>(t: &str, name: &str, lo: T, hi: T) -> Result<T, String>
where
    T: std::str::FromStr + PartialOrd + std::fmt::Display + Copy,
{
    t.parse()
        .ok()
        .filter(|v| *v >= lo && *v <= hi)
        .ok_or_else(|| match hi.to_string().len() > 12 {
            true => format!("{name} '{t}' is not a whole number from {lo}"),
            false => format!("{name} '{t}' is not a whole number from {lo} to {hi}"),
        })
}

impl GifOptions {
    /// Field `f` as the form shows it.
    pub fn text(&self, f: GifField) -> String {
        match f {
            GifField::From => self.from.to_string(),
            GifField::To => self.to.map_or(String::new(), |t| t.to_string()),
            GifField::Stride => self.stride.to_string(),
            GifField::Size => self.size.to_string(),
            GifField::Delay => self.delay.to_string(),
        }
    }

    /// Set field `f` from its text; Err names the field.
    pub fn set(&mut self, f: GifField, text: &str) -> Result<(), String> {
        let t = text.trim();
        let n = f.name();
        match f {
            // A page whose steps start at 0 (a construction's partition) takes 0; the others
            // say their range when the animation is asked for.
            GifField::From => self.from = whole_from(t, n, 0, usize::MAX)?,
            GifField::To if t.is_empty() => self.to = None,
            GifField::To => self.to = Some(whole_from(t, n, 0, usize::MAX)?),
            GifField::Stride => self.stride = whole_from(t, n, 1, usize::MAX)?,
            GifField::Size => self.size = whole_from(t, n, GIF_SIZE_MIN, MAX_SIDE)?,
            GifField::Delay => self.delay = whole_from(t, n, GIF_DELAY_MIN, MAX_DELAY_MS)?,
        }
        Ok(())
    }

    /// The field an encoder's refusal belongs beside: a range to its ends, too many frames to
    /// the stride, anything else to the size.
    pub fn field_of(&self, e: &GifError) -> GifField {
        match e {
            GifError::Range { .. } if self.to.is_some() => GifField::To,
            GifError::Range { .. } | GifError::Unavailable(_) => GifField::From,
            GifError::TooMany { .. } => GifField::Stride,
            GifError::Delay(_) => GifField::Delay,
            _ => GifField::Size,
        }
    }
}

/// What to animate: steps `from..=to` (step 1: the knight on its start), every `stride`-th,
/// the board fitted in `size` × `size` px, each frame shown `delay_ms`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GifPlan {
    pub from: usize,
    pub to: usize,
    pub stride: usize,
    pub size: u32,
    pub delay_ms: u32,
}

impl GifPlan {
    /// The steps that get a frame: `from`, `from + stride`, … and `to`.
    ///
    /// ```
    /// use warnsdorff::page::gif_export::GifPlan;
    /// let p = GifPlan { from: 2, to: 9, stride: 3, size: 100, delay_ms: 100 };
    /// assert_eq!(p.steps().collect::<Vec<_>>(), [2, 5, 8, 9]);
    /// ```
    pub fn steps(&self) -> impl Iterator<Item = usize> + '_ {
        let stride = self.stride.max(1);
        let (from, to) = (self.from.max(1), self.to);
        (from..=to)
            .step_by(stride)
            .chain(((to >= from) && (to - from) % stride != 0).then_some(to))
    }

    /// How many frames: [`GifPlan::steps`] counted.
    pub fn frames(&self) -> usize {
        let stride = self.stride.max(1);
        if self.to < self.from.max(1) {
            return 0;
        }
        let span = self.to - self.from.max(1);
        span / stride + 1 + usize::from(span % stride != 0)
    }
}

/// An animation made a few frames at a time: a source says its plan and draws one step's
/// frame; the stepping through the plan is written once, here. What a source must do before
/// its first frame (a cover's plan made again, `nineteen`'s trial walks) it does in
/// [`Frames::prepare`], in slices too, so that asking for a GIF makes nothing at once.
pub trait Frames {
    /// The steps animated, in the source's own numbering (1 first).
    fn plan(&self) -> GifPlan;
    /// Frames made so far.
    fn done(&self) -> usize;
    /// Draw step `k`'s frame and add it to the animation.
    fn frame(&mut self, k: usize) -> Result<(), GifError>;
    /// The file, once every frame is made.
    fn finish(self: Box<Self>) -> Result<Vec<u8>, GifError>;

    /// Do up to about `units` more of the work that comes before the first frame: how far it
    /// is while some is left, None once none is (a source with none: None at once). An error
    /// ends the animation.
    fn prepare(&mut self, _units: u64) -> Result<Option<Progress>, GifError> {
        Ok(None)
    }

    /// Frames in all.
    fn frames(&self) -> usize {
        self.plan().frames()
    }

    /// Make up to `budget` more frames; true when every frame is made.
    fn advance(&mut self, budget: usize) -> Result<bool, GifError> {
        let plan = self.plan();
        let steps: Vec<usize> = plan.steps().skip(self.done()).take(budget).collect();
        for k in steps {
            self.frame(k)?;
        }
        Ok(self.done() >= self.frames())
    }
}

/// Every frame of `frames` made at once (the command line's way): how many, and the file.
pub fn make_all(mut frames: impl Frames) -> Result<(usize, Vec<u8>), GifError> {
    while frames.prepare(u64::MAX)?.is_some() {}
    frames.advance(usize::MAX)?;
    let n = frames.frames();
    Ok((n, Box::new(frames).finish()?))
}

/// A GIF being made as a page's job: its frames in slices, then the file to save.
pub struct GifJob {
    frames: Option<Box<dyn Frames>>,
    name: String,
    /// The page records the GIF as video ([`WEBM`]).
    video: bool,
    file: Option<File>,
    /// The units asked for when the preparation ended: what counts as one frame.
    base: Option<u64>,
}

impl GifJob {
    /// The job making `frames` into the file `name` (`….gif`); with `video`, a file for the
    /// page to record as WebM (named `….webm`).
    pub fn new(frames: impl Frames + 'static, name: String, video: bool) -> GifJob {
        let name = match video {
            true => format!("{}.webm", name.trim_end_matches(".gif")),
            false => name,
        };
        GifJob {
            frames: Some(Box::new(frames)),
            name,
            video,
            file: None,
            base: None,
        }
    }

    /// Do up to `units` more of the source's preparation ([`Frames::prepare`], its progress
    /// said while it lasts), then make up to `units` more frames; when the last is made the
    /// file is ready ([`GifJob::take_file`]).
    pub fn work(&mut self, units: u64) -> Result<Progress, String> {
        let Some(f) = self.frames.as_mut() else {
            return Ok(Progress::finished("Making the GIF"));
        };
        if self.base.is_none() {
            if let Some(p) = f.prepare(units).map_err(|e| e.to_string())? {
                // Never finished while the frames are still to make.
                return Ok(Progress::of_fraction(p.fraction().min(0.999_999), p.words));
            }
            // The runner sized `units` to the preparation's small pieces of work: the frames,
            // far longer each, are counted from where it stood: one frame this call.
            self.base = Some(units.max(1));
        }
        let units = (units / self.base.unwrap_or(1)).clamp(1, 1 << 30) as usize;
        let over = f.advance(units).map_err(|e| e.to_string())?;
        let progress = Progress::new(f.done() as u64, f.frames() as u64, "Making the GIF");
        if over {
            let bytes = self
                .frames
                .take()
                .expect("frames")
                .finish()
                .map_err(|e| e.to_string())?;
            self.file = Some(File {
                name: std::mem::take(&mut self.name),
                mime: if self.video { WEBM } else { "image/gif" },
                text: String::new(),
                bytes,
            });
        }
        Ok(progress)
    }

    /// The file, once made (taken once).
    pub fn take_file(&mut self) -> Option<File> {
        self.file.take()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_frames_words_name_the_forms_fields_in_order() {
        let names: Vec<&str> = super::super::words::CHROME
            .gif_fields
            .iter()
            .map(|(n, _)| *n)
            .collect();
        let fields: Vec<&str> = GifField::ALL.iter().map(|f| f.name()).collect();
        assert_eq!(names, fields);
    }
}

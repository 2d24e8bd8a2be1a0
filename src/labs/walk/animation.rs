//! A walk as an animated GIF: a frame for each step of a range (or every `stride`-th, the
//! range's last always in), each frame the walk page's own board ([`super::picture::Picture`]:
//! the squares by move number or visit, the path, the knight's ring and the start's frame)
//! made one picture ([`crate::page::flatten`]) and encoded by [`crate::page::gif`]. The CLI's
//! `tour --format gif` and the walk page's "Export GIF" both make it here, so the same walk
//! and options give the same bytes.
//!
//! Frames are drawn in the light scheme at one device pixel a CSS pixel, the board fitted to
//! the size asked; text (move numbers, the knight's glyph) is left out, as glyphs would be
//! the browser's.

use super::picture::Picture;
use super::view::{walk_marks, Layout};
use crate::job::{Job, Progress};
use crate::page::flatten::Flattener;
use crate::page::gif::{self, Animation, GifError};
use crate::page::gif_export::Frames;
use crate::page::glyphs::NoGlyphs;
use crate::page::scene::{Content, Layer, Viewport};
use crate::page::theme::Scheme;
use crate::walk::{Preparation, Walk};

pub use crate::page::gif_export::GifPlan;

/// A walk's animation being made, a few frames at a time (the page gives it slices).
pub struct WalkGif {
    /// The walk at its start once prepared; before, its preparation (`nineteen`'s trial walks),
    /// worked in the job's first slices ([`Frames::prepare`]).
    walk: Result<Walk, Option<Preparation>>,
    plan: GifPlan,
    layout: Layout,
    picture: Picture,
    flat: Flattener,
    animation: Animation,
    /// The frames made so far.
    done: usize,
}

impl WalkGif {
    /// The animation of `walk` (at its start, step 1) by `plan`: Err when the range is empty,
    /// goes past where the walk ends (`last`, its final step), or the frames pass the
    /// encoder's limits.
    pub fn new(walk: Walk, last: usize, plan: GifPlan) -> Result<WalkGif, GifError> {
        WalkGif::at(Ok(walk), last, plan)
    }

    /// [`WalkGif::new`] of the walk `prep` prepares, the range checked now against `last` (the
    /// walk's final step, known from the walk on show): the preparation is left to the job.
    pub fn prepared(prep: Preparation, last: usize, plan: GifPlan) -> Result<WalkGif, GifError> {
        WalkGif::at(Err(Some(prep)), last, plan)
    }

    fn at(
        walk: Result<Walk, Option<Preparation>>,
        last: usize,
        plan: GifPlan,
    ) -> Result<WalkGif, GifError> {
        if plan.from == 0 || plan.to < plan.from || plan.to > last {
            return Err(GifError::Range {
                from: plan.from,
                to: plan.to,
                first: 1,
                last,
            });
        }
        let size = f64::from(plan.size);
        let viewport = Viewport::new(size, size, 1.0).in_scheme(Scheme::Light);
        let board = match &walk {
            Ok(w) => w.board(),
            Err(p) => p.as_ref().expect("a preparation").region().board(),
        };
        let layout = Layout::fit(board, viewport);
        let flat = Flattener::new(layout.fit.width, layout.fit.height, 1.0);
        let (w, h) = flat.size();
        gif::check(w, h, plan.frames())?;
        let animation =
            Animation::new(w, h, plan.delay_ms, &Animation::palette_of(layout.palette))?;
        Ok(WalkGif {
            walk,
            plan,
            layout,
            picture: Picture::new(),
            flat,
            animation,
            done: 0,
        })
    }
}

impl Frames for WalkGif {
    fn plan(&self) -> GifPlan {
        self.plan
    }

    fn done(&self) -> usize {
        self.done
    }

    /// `nineteen`'s trial walks, `units` steps a call, then the walk made at its start.
    fn prepare(&mut self, units: u64) -> Result<Option<Progress>, GifError> {
        let Err(prep) = &mut self.walk else {
            return Ok(None);
        };
        let p = prep.as_mut().expect("a preparation");
        if !p.is_done() {
            let progress = Job::work(p, units).map_err(GifError::Unavailable)?;
            if !p.is_done() {
                return Ok(Some(progress));
            }
        }
        self.walk = Ok(prep.take().expect("a preparation").finish());
        Ok(None)
    }

    fn frame(&mut self, k: usize) -> Result<(), GifError> {
        let Ok(walk) = &mut self.walk else {
            return Err(GifError::Unavailable("the walk is not prepared yet".into()));
        };
        let len = walk.len();
        if k > len {
            walk.run(k - len);
        }
        let walk = &*walk;
        let layers = self.picture.layers(walk, self.layout, 1.0, &mut NoGlyphs);
        let mut all: Vec<Layer<'_>> = Vec::with_capacity(3);
        match layers {
            Some(l) => all.extend(l),
            None => all.extend([0, 1].map(|_| Layer {
                bitmap: (1, 1),
                content: Content::Keep,
            })),
        }
        let (w, h) = self.flat.size();
        all.push(Layer {
            bitmap: (w, h),
            content: Content::Shapes {
                clear: true,
                shapes: walk_marks(&self.layout, walk, None),
            },
        });
        self.flat.apply(all);
        self.animation
            .push(&self.flat.picture(self.layout.palette.paper))?;
        self.done += 1;
        Ok(())
    }

    fn finish(self: Box<Self>) -> Result<Vec<u8>, GifError> {
        self.animation.finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Board, Square};
    use crate::rules::RuleSpec;

    #[test]
    fn steps_and_frames_agree() {
        for from in 1..6 {
            for to in from..14 {
                for stride in 1..5 {
                    let p = GifPlan {
                        from,
                        to,
                        stride,
                        size: 10,
                        delay_ms: 10,
                    };
                    let s: Vec<usize> = p.steps().collect();
                    assert_eq!(s.len(), p.frames(), "{p:?}");
                    assert_eq!((s[0], *s.last().unwrap()), (from, to));
                }
            }
        }
    }

    #[test]
    fn a_range_past_the_walk_is_an_error() {
        let b = Board::new(5, 5).unwrap();
        let w = Walk::new(b, Square::new(1, 1), RuleSpec::Nineteen, 1).unwrap();
        let plan = GifPlan {
            from: 1,
            to: 30,
            stride: 1,
            size: 100,
            delay_ms: 100,
        };
        assert!(matches!(
            WalkGif::new(w, 25, plan),
            Err(GifError::Range { .. })
        ));
    }
}

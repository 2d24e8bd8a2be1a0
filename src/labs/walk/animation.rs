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
use crate::page::flatten::Flattener;
use crate::page::gif::{self, Animation, GifError};
use crate::page::glyphs::NoGlyphs;
use crate::page::scene::{Content, Layer, Viewport};
use crate::page::theme::Scheme;
use crate::walk::Walk;

pub use crate::page::gif_export::GifPlan;

/// A walk's animation being made, a few frames at a time (the page's Worker gives it slices).
pub struct WalkGif {
    walk: Walk,
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
        let layout = Layout::fit(walk.board(), viewport);
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

impl crate::page::gif_export::Frames for WalkGif {
    fn plan(&self) -> GifPlan {
        self.plan
    }

    fn done(&self) -> usize {
        self.done
    }

    fn frame(&mut self, k: usize) -> Result<(), GifError> {
        let len = self.walk.len();
        if k > len {
            self.walk.run(k - len);
        }
        let layers = self
            .picture
            .layers(&self.walk, self.layout, 1.0, &mut NoGlyphs);
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
                shapes: walk_marks(&self.layout, &self.walk, None),
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

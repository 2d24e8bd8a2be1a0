//! A Lin & Wei construction (003) as an animated GIF: a frame for each position of its plan,
//! numbered as the page's player numbers them (step 0: the board cut into its base pieces;
//! step k: after the k-th merge, 003 §3–4), each frame the page's own drawing of the position
//! ([`super::picture::shapes`]) made one picture ([`crate::page::flatten`]) and encoded by
//! [`crate::page::gif`]: the walk's and the tourney's encoder. The Lin & Wei page's "Export
//! GIF" and `warnsdorff construct … --format gif` both make it here, so they give the same bytes.
//!
//! Boards drawn as shapes on the page (up to [`super::picture::SHAPES_MAX_SQUARES`] squares)
//! animate; a larger board's page shows its finished tour as a picture and has no steps to draw.
//! Frames are in the light scheme, without text (glyphs would be the browser's).

use super::picture::{as_shapes, shapes, SHAPES_MAX_SQUARES};
use super::state::Construction;
use crate::labs::walk::animation::GifPlan;
use crate::page::fit::Fit;
use crate::page::flatten::Flattener;
use crate::page::gif::{self, Animation, GifError};
use crate::page::gif_export::{Frames, GifOptions};
use crate::page::scene::{Content, Layer, Viewport};
use crate::page::theme::{Scheme, DAY};

/// A construction being animated.
pub struct ConstructGif {
    lab: Construction,
    plan: GifPlan,
    fit: Fit,
    flat: Flattener,
    animation: Animation,
    done: usize,
}

impl ConstructGif {
    /// The animation of `lab`'s plan by `options`: steps `from..=to` of 0 (the partition) to
    /// the plan's last step (`to` None: the last).
    ///
    /// ```
    /// use warnsdorff::board::Board;
    /// use warnsdorff::labs::construct::{animation::ConstructGif, state::Construction};
    /// use warnsdorff::page::gif_export::{Frames, GifOptions};
    /// let lab = Construction::new(Board::new(10, 12).unwrap(), None).unwrap();
    /// let positions = lab.steps();
    /// let mut g = ConstructGif::new(lab, GifOptions { from: 0, size: 120, ..GifOptions::default() }).unwrap();
    /// assert_eq!(g.frames(), positions);
    /// while !g.advance(4).unwrap() {}
    /// assert_eq!(&Box::new(g).finish().unwrap()[..6], b"GIF89a");
    /// ```
    pub fn new(mut lab: Construction, options: GifOptions) -> Result<ConstructGif, GifError> {
        if !lab.has_plan() || !as_shapes(&lab) {
            return Err(GifError::Unavailable(format!(
                "the {} board has no steps to animate: the GIF steps through constructions of \
                 up to {SHAPES_MAX_SQUARES} squares",
                lab.board()
            )));
        }
        let last = lab.steps() - 1;
        let to = options.to.unwrap_or(last);
        if to < options.from || to > last {
            return Err(GifError::Range {
                from: options.from,
                to,
                first: 0,
                last,
            });
        }
        // The plan counts from 1: step s is the plan's s + 1.
        let plan = GifPlan {
            from: options.from + 1,
            to: to + 1,
            stride: options.stride,
            size: options.size,
            delay_ms: options.delay,
        };
        let side = f64::from(options.size);
        let viewport = Viewport::new(side, side, 1.0).in_scheme(Scheme::Light);
        let b = lab.board();
        let fit = Fit::new(b.rows(), b.cols(), viewport, side);
        let flat = Flattener::new(fit.width, fit.height, 1.0);
        let (w, h) = flat.size();
        gif::check(w, h, plan.frames())?;
        let mut colours = Animation::palette_of(&DAY);
        // The pieces' tints first: most of each frame is made of them.
        let tints: Vec<_> = (0..16).map(|k| DAY.tint(k)).collect();
        colours.splice(0..0, tints);
        colours.truncate(256);
        let animation = Animation::new(w, h, plan.delay_ms, &colours)?;
        lab.seek(0);
        Ok(ConstructGif {
            lab,
            plan,
            fit,
            flat,
            animation,
            done: 0,
        })
    }

    /// The steps animated, numbered as the page numbers them (0: the partition; [`Frames::plan`]
    /// counts from 1).
    pub fn page_steps(&self) -> GifPlan {
        GifPlan {
            from: self.plan.from - 1,
            to: self.plan.to - 1,
            ..self.plan
        }
    }
}

impl Frames for ConstructGif {
    fn plan(&self) -> GifPlan {
        self.plan
    }

    fn done(&self) -> usize {
        self.done
    }

    fn frame(&mut self, k: usize) -> Result<(), GifError> {
        self.lab.seek(k - 1);
        let (w, h) = self.flat.size();
        self.flat.apply(vec![Layer {
            bitmap: (w, h),
            content: Content::Shapes {
                clear: true,
                shapes: shapes(&self.lab, &self.fit, &DAY),
            },
        }]);
        self.animation.push(&self.flat.picture(DAY.paper))?;
        self.done += 1;
        Ok(())
    }

    fn finish(self: Box<Self>) -> Result<Vec<u8>, GifError> {
        self.animation.finish()
    }
}

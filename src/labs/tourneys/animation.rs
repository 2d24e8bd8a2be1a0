//! A cover's plan as an animated GIF: the tourney page's picture of the cover
//! ([`super::picture::CoverPicture`]: the board, its chequer, each cycle's moves in its colour)
//! at each step of a plan of switches (001 §5 join, §7 obfuscate, or a shatter). Step 1 is the
//! cover before the plan, step k + 1 the cover after its first k switches (as the tourney
//! page's plan slider steps), so a join's GIF shows the cycles merging into a tour. Encoded by
//! [`crate::page::gif`], the walk's encoder; the CLI's `cover --format gif` makes it here.

use super::picture::{size, CoverPicture};
use super::state::Tourney;
use super::view::{colour_rgb, PALETTE};
use crate::labs::walk::animation::GifPlan;
use crate::page::gif::{self, Animation, GifError};
use crate::page::scene::Colour;
use crate::page::theme::DAY;
use crate::rails::plan::PlanKind;

/// The squares' size (CSS px, whole) for a board of `rows` × `cols` in `size` px: at least 1.
fn cell_for(rows: u32, cols: u32, side: u32) -> f64 {
    f64::from((side / rows.max(cols)).max(1))
}

/// A cover's plan being animated.
pub struct CoverGif {
    lab: Tourney,
    plan: GifPlan,
    cell: f64,
    picture: CoverPicture,
    animation: Animation,
    done: usize,
}

impl CoverGif {
    /// The animation of plan `kind` made on `lab`'s cover (from its seed) by `plan`, its steps
    /// 1 (before the plan) to the plan's switches + 1; `plan.to` None: the last.
    pub fn new(
        mut lab: Tourney,
        kind: PlanKind,
        from: usize,
        to: Option<usize>,
        stride: usize,
        side: u32,
        delay_ms: u32,
    ) -> Result<CoverGif, GifError> {
        let last = lab.plan(kind) + 1;
        let to = to.unwrap_or(last);
        if from == 0 || to < from || to > last {
            return Err(GifError::Range {
                from,
                to,
                first: 1,
                last,
            });
        }
        let plan = GifPlan {
            from,
            to,
            stride,
            size: side,
            delay_ms,
        };
        let b = lab.board();
        let cell = cell_for(b.rows(), b.cols(), side);
        let (w, h) = size(b, cell, 1.0);
        gif::check(w, h, plan.frames())?;
        let mut colours = Animation::palette_of(&DAY);
        colours.extend((0..PALETTE).map(|k| {
            let [r, g, b] = colour_rgb(&DAY, k);
            Colour::rgb(r, g, b)
        }));
        // The cycles' colours first: they are what the picture is made of.
        colours.rotate_right(PALETTE as usize);
        let animation = Animation::new(w, h, delay_ms, &colours)?;
        Ok(CoverGif {
            lab,
            plan,
            cell,
            picture: CoverPicture::new(),
            animation,
            done: 0,
        })
    }

    /// The steps animated.
    pub fn plan(&self) -> GifPlan {
        self.plan
    }
}

impl crate::page::gif_export::Frames for CoverGif {
    fn plan(&self) -> GifPlan {
        self.plan
    }

    fn done(&self) -> usize {
        self.done
    }

    fn frame(&mut self, k: usize) -> Result<(), GifError> {
        self.lab.seek(k - 1);
        let (cover, labels, colours) = self.lab.view();
        self.picture.paint(cover, labels, colours, self.cell, 1.0);
        self.animation.push(self.picture.raster())?;
        self.done += 1;
        Ok(())
    }

    fn finish(self: Box<Self>) -> Result<Vec<u8>, GifError> {
        self.animation.finish()
    }
}

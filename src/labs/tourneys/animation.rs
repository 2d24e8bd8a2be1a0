//! A cover's plan as an animated GIF: the tourney page's picture of the cover
//! ([`super::picture::CoverPicture`]: the board, its chequer, each cycle's moves in its colour)
//! at each step of a plan of switches (001 §5 join, §7 obfuscate, or a shatter). Step 1 is the
//! cover before the plan, step k + 1 the cover after its first k switches (as the tourney
//! page's plan slider steps), so a join's GIF shows the cycles merging into a tour. Encoded by
//! [`crate::page::gif`], the walk's encoder; the CLI's `cover --format gif` makes it here. The
//! CLI makes the plan first ([`CoverGif::new`]); the page makes it again in the GIF job's first
//! slices ([`CoverGif::planned_later`]), so that asking for the GIF answers at once.

use super::picture::{size, CoverPicture};
use super::state::Tourney;
use super::view::{colour_rgb, PALETTE};
use crate::board::Board;
use crate::cover::CycleCover;
use crate::job::Progress;
use crate::labs::walk::animation::GifPlan;
use crate::page::gif::{self, Animation, GifError};
use crate::page::scene::Colour;
use crate::page::theme::DAY;
use crate::rails::plan::PlanKind;

/// The squares' size (CSS px, whole) for a board of `rows` × `cols` in `size` px: at least 1.
fn cell_for(rows: u32, cols: u32, side: u32) -> f64 {
    f64::from((side / rows.max(cols)).max(1))
}

/// Where a cover's animation stands before its first frame.
enum Stage {
    /// The cover the plan starts from and the seed the plan is made with; the lab of them
    /// (its rails found) is made in the job's first slice.
    Cover(CycleCover, u64),
    /// The plan being made again on the lab.
    Planning(Tourney),
    /// The plan made: frames may be drawn.
    Planned(Tourney),
    /// A moment's stand-in while the stage moves on.
    Moving,
}

/// A cover's plan being animated.
pub struct CoverGif {
    stage: Stage,
    kind: PlanKind,
    plan: GifPlan,
    cell: f64,
    picture: CoverPicture,
    animation: Animation,
    done: usize,
}

/// The steps `from..=to` (every `stride`-th) of a plan of `switches` (steps 1 to
/// `switches + 1`); `to` None: the last. Err when the range is not within them.
fn plan_of(
    switches: usize,
    from: usize,
    to: Option<usize>,
    stride: usize,
    size: u32,
    delay_ms: u32,
) -> Result<GifPlan, GifError> {
    let last = switches + 1;
    let to = to.unwrap_or(last);
    if from == 0 || to < from || to > last {
        return Err(GifError::Range {
            from,
            to,
            first: 1,
            last,
        });
    }
    Ok(GifPlan {
        from,
        to,
        stride,
        size,
        delay_ms,
    })
}

impl CoverGif {
    /// The animation of plan `kind` made on `lab`'s cover (from its seed) by `plan`, its steps
    /// 1 (before the plan) to the plan's switches + 1; `plan.to` None: the last. The plan is
    /// made here, at once (the command line's way).
    pub fn new(
        mut lab: Tourney,
        kind: PlanKind,
        from: usize,
        to: Option<usize>,
        stride: usize,
        side: u32,
        delay_ms: u32,
    ) -> Result<CoverGif, GifError> {
        let switches = lab.plan(kind);
        let plan = plan_of(switches, from, to, stride, side, delay_ms)?;
        let b = lab.board();
        CoverGif::at(Stage::Planned(lab), b, kind, plan)
    }

    /// [`CoverGif::new`] for a plan known to have `switches` switches (the one on show, made
    /// on `cover` with `seed`), checked now and made again in the job's first slices
    /// ([`crate::page::gif_export::Frames::prepare`]): nothing is made at once.
    #[allow(clippy::too_many_arguments)]
    pub fn planned_later(
        cover: CycleCover,
        seed: u64,
        kind: PlanKind,
        switches: usize,
        from: usize,
        to: Option<usize>,
        stride: usize,
        side: u32,
        delay_ms: u32,
    ) -> Result<CoverGif, GifError> {
        let plan = plan_of(switches, from, to, stride, side, delay_ms)?;
        let b = cover.board();
        CoverGif::at(Stage::Cover(cover, seed), b, kind, plan)
    }

    /// The animation at `stage` of a cover on board `b`.
    fn at(stage: Stage, b: Board, kind: PlanKind, plan: GifPlan) -> Result<CoverGif, GifError> {
        let cell = cell_for(b.rows(), b.cols(), plan.size);
        let (w, h) = size(b, cell, 1.0);
        gif::check(w, h, plan.frames())?;
        let mut colours = Animation::palette_of(&DAY);
        colours.extend((0..PALETTE).map(|k| {
            let [r, g, b] = colour_rgb(&DAY, k);
            Colour::rgb(r, g, b)
        }));
        // The cycles' colours first: they are what the picture is made of.
        colours.rotate_right(PALETTE as usize);
        let animation = Animation::new(w, h, plan.delay_ms, &colours)?;
        Ok(CoverGif {
            stage,
            kind,
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

    /// The lab made of the cover (one slice), then its plan made again in slices of `units`
    /// of the planner's work.
    fn prepare(&mut self, units: u64) -> Result<Option<Progress>, GifError> {
        let kind = self.kind;
        let words = |f: f64| {
            format!(
                "Making the {} plan again for the GIF… {:.0} %",
                kind.name(),
                f * 100.0
            )
        };
        match std::mem::replace(&mut self.stage, Stage::Moving) {
            Stage::Cover(cover, seed) => {
                let mut lab = Tourney::new(cover, String::new(), seed);
                lab.plan_begin(kind);
                self.stage = Stage::Planning(lab);
                Ok(Some(Progress::of_fraction(0.0, words(0.0))))
            }
            Stage::Planning(mut lab) => {
                let units = usize::try_from(units).unwrap_or(usize::MAX).max(1);
                if !lab.plan_work(units) {
                    let f = lab.job_fraction();
                    self.stage = Stage::Planning(lab);
                    return Ok(Some(Progress::of_fraction(f, words(f))));
                }
                // The plan made again is the one on show (the same cover and seed); were it
                // shorter, the steps asked for past its end are refused.
                let last = lab.plan_len() + 1;
                self.stage = Stage::Planned(lab);
                if self.plan.to > last {
                    return Err(GifError::Range {
                        from: self.plan.from,
                        to: self.plan.to,
                        first: 1,
                        last,
                    });
                }
                Ok(None)
            }
            stage => {
                self.stage = stage;
                Ok(None)
            }
        }
    }

    fn frame(&mut self, k: usize) -> Result<(), GifError> {
        let Stage::Planned(lab) = &mut self.stage else {
            return Err(GifError::Unavailable(
                "the plan is not made yet".to_string(),
            ));
        };
        lab.seek(k - 1);
        let (cover, labels, colours) = lab.view();
        self.picture.paint(cover, labels, colours, self.cell, 1.0);
        self.animation.push(self.picture.raster())?;
        self.done += 1;
        Ok(())
    }

    fn finish(self: Box<Self>) -> Result<Vec<u8>, GifError> {
        self.animation.finish()
    }
}

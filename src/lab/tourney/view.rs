//! What the tourney page draws and lists, with no drawing in it: the generator menu's entries
//! from the one catalogue, the cycles' colours, line widths, and the cover's moves grouped by
//! colour so the canvas strokes each colour once.

use super::input::TOURNEY_MAX_SIDE;
use crate::cover::CycleCover;
use crate::tourneys::CATALOGUE;
use serde::Serialize;

/// Squares smaller than this (CSS px) do not get the rails drawn.
pub const RAIL_MIN: f64 = 7.0;

/// Distinct colours on the hue wheel; cycles are drawn in batches by colour.
pub const PALETTE: u32 = 60;

/// One entry of the page's generator menu: a [`crate::tourneys::catalogue::CoverInfo`] with its
/// sizes as data and in words; `max_side` is the generator's limit or the page's, whichever is
/// smaller.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct CoverChoice {
    pub name: &'static str,
    pub description: &'static str,
    pub paper: &'static str,
    pub sizes: String,
    pub min_side: u32,
    pub step: u32,
    pub max_side: u32,
    pub seeded: bool,
}

/// The catalogue of cover generators as the page's menu lists it.
pub fn cover_choices() -> Vec<CoverChoice> {
    CATALOGUE
        .iter()
        .map(|c| CoverChoice {
            name: c.name,
            description: c.description,
            paper: c.paper,
            sizes: c.sizes.words(),
            min_side: c.sizes.min,
            step: c.sizes.step,
            max_side: c
                .sizes
                .max
                .map_or(TOURNEY_MAX_SIDE, |m| m.min(TOURNEY_MAX_SIDE)),
            seeded: c.seeded,
        })
        .collect()
}

/// Colour number `k` as CSS: successive numbers a golden angle apart on the hue wheel, in two
/// lightnesses, repeating after [`PALETTE`].
pub fn colour_css(k: u32) -> String {
    let k = k % PALETTE;
    let hue = (k as f64 * 137.508) % 360.0;
    let light = if (k / 7) % 2 == 0 { 42 } else { 55 };
    format!("hsl({hue:.0}, 72%, {light}%)")
}

/// The width (CSS px) of the rails and of the last switch's lines for squares of `cell` px.
pub fn line_width(cell: f64) -> f64 {
    (cell / 9.0).clamp(0.6, 3.0)
}

/// The width (CSS px) of the cycles' lines for squares of `cell` px.
pub fn cycle_width(cell: f64) -> f64 {
    (cell / 7.0).clamp(0.7, 3.5)
}

/// Whether rails are drawn on squares of `cell` px: not under [`RAIL_MIN`], where they would
/// cover the board in grey.
pub fn rails_fit(cell: f64) -> bool {
    cell >= RAIL_MIN
}

/// Every move of the cover, once, as `(i, j)` with `i < j`, grouped by its cycle's colour
/// number modulo [`PALETTE`] (`labels` and `colours` as [`super::TourneyLab::view`] gives them).
pub fn moves_by_colour(
    cover: &CycleCover,
    labels: &[u32],
    colours: &[u32],
) -> Vec<Vec<(usize, usize)>> {
    let mut buckets = vec![Vec::new(); PALETTE as usize];
    for i in 0..cover.board().squares() {
        let colour = colours[labels[i] as usize] % PALETTE;
        for j in cover.neighbours(i).into_iter().filter(|&j| j > i) {
            buckets[colour as usize].push((i, j));
        }
    }
    buckets
}

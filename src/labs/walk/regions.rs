//! The staged rule's regions on the walk page (Squirrel & Cull's Figure 4, computed by
//! [`crate::rules::squirrel_regions`]): each region tinted in its colour on a layer of its own,
//! the switching squares ringed (black once passed, magenta for the next, grey for later ones),
//! and the legend's words, which follow the knight and the numbering on screen.

use super::view::Layout;
use crate::numbering::Numbering;
use crate::page::scene::{Align, Baseline, Colour, Font, Shape, Stroke};
use crate::rules::squirrel_regions::Regions;

/// Region colours, one per stage (Okabe and Ito's palette, told apart with colour blindness):
/// orange, sky blue, green, yellow, blue, vermilion, purple.
pub const PALETTE: [Colour; 7] = [
    Colour::rgb(0xe6, 0x9f, 0x00),
    Colour::rgb(0x56, 0xb4, 0xe9),
    Colour::rgb(0x00, 0x9e, 0x73),
    Colour::rgb(0xf0, 0xe4, 0x42),
    Colour::rgb(0x00, 0x72, 0xb2),
    Colour::rgb(0xd5, 0x5e, 0x00),
    Colour::rgb(0xcc, 0x79, 0xa7),
];

/// The opacity of a region's tint over the board.
pub const TINT_ALPHA: f64 = 0.72;

/// The colour of stage `k` (0-based).
pub fn colour(k: usize) -> Colour {
    PALETTE[k % PALETTE.len()]
}

/// Each region's squares tinted: a rectangle for each run of one region along a row.
pub fn tint(r: &Regions, layout: &Layout) -> Vec<Shape> {
    let c = layout.cell();
    let mut out = Vec::new();
    for row in 1..=r.board().rows() {
        let y = f64::from(row - 1) * c;
        for (a, b, stage) in r.row_runs(row) {
            let rect = (f64::from(a - 1) * c, y, f64::from(b - a + 1) * c, c);
            out.push(Shape::fill(rect, colour(stage).alpha(TINT_ALPHA)));
        }
    }
    out
}

/// The switching squares at walk length `len`: a ring round each on a white halo (black once
/// passed, thick magenta for the next, dark grey for later ones, light grey when never stood
/// on), and the regions it joins (`1→2`) beside it, right of the ring or left where it would
/// leave the board; never above or below it.
pub fn rings(r: &Regions, layout: &Layout, len: usize) -> Vec<Shape> {
    let c = layout.cell();
    let (width, height) = (layout.fit.width, layout.fit.height);
    let now = r.stage_at(len);
    let radius = (c * 0.62).max(5.0);
    let p = layout.palette;
    let mut out = Vec::new();
    for g in r.regions() {
        let Some(u) = g.until else { continue };
        let centre = layout.centre(u);
        let (ink, w) = match g.switched_at {
            Some(at) if at <= len => (p.knight, 2.0),
            Some(_) if g.stage == now => (p.next, 3.5),
            Some(_) => (p.later, 1.5),
            None => (p.never, 1.5),
        };
        out.push(Shape::Ring {
            centre,
            radius,
            stroke: Stroke::solid(p.halo.alpha(0.85), w + 2.0),
        });
        out.push(Shape::Ring {
            centre,
            radius,
            stroke: Stroke::solid(ink, w),
        });
        let size = (c * 0.5).clamp(10.0, 14.0).round();
        let text = format!("{}→{}", g.stage + 1, g.stage + 2);
        let text_width = size * 0.62 * text.chars().count() as f64;
        let right = centre.0 + radius + 2.0;
        let (x, align) = if right + text_width <= width {
            (right, Align::Left)
        } else {
            (centre.0 - radius - 2.0, Align::Right)
        };
        let y = (centre.1 - radius).clamp(size * 0.6, (height - size * 0.6).max(size * 0.6));
        out.push(Shape::Text {
            at: (x, y),
            text,
            font: Font::bold(size),
            align,
            baseline: Baseline::Middle,
            fill: ink,
            halo: Some(Stroke::solid(p.halo.alpha(0.9), 3.0)),
        });
    }
    out
}

/// One line of the regions' legend.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LegendLine {
    /// 1-based, as Figure 4 numbers its areas.
    pub stage: usize,
    pub colour: Colour,
    /// The ordering in the numbering on screen.
    pub ordering: String,
    /// `done`, `now`, `later` or `unused`.
    pub state: &'static str,
    pub words: String,
}

/// The legend at walk length `len`, one line per region, orderings in `numbering`.
pub fn legend(r: &Regions, len: usize, numbering: Numbering) -> Vec<LegendLine> {
    let now = r.stage_at(len);
    let n = r.regions().len();
    r.regions()
        .iter()
        .map(|g| {
            let o = r.plan().stages[g.stage].ordering;
            let ordering = numbering.ordering_text(&o);
            let state = match g.first {
                None => "unused",
                Some(_) if g.stage < now => "done",
                Some(_) if g.stage == now => "now",
                Some(_) => "later",
            };
            let in_numbering = if numbering == Numbering::Squirrel {
                format!("ordering {ordering}")
            } else {
                format!(
                    "ordering {ordering} ({}; {} as the paper writes it)",
                    numbering.words().split(',').next().unwrap_or(""),
                    g.ordering
                )
            };
            let span = match (g.first, g.last) {
                (Some(a), Some(b)) => format!(
                    "steps {a}–{b}, {}",
                    crate::page::words::counted(g.squares as u64, "square", "squares")
                ),
                _ => "never used: the walk did not reach it".to_string(),
            };
            let end = match (g.until, g.switched_at) {
                (None, _) if n == 1 => "the one ordering, to the end".to_string(),
                (None, _) => "the last ordering, to the end".to_string(),
                (Some(u), Some(at)) => format!("switches on {u} at step {at}"),
                (Some(u), None) => format!(
                    "switches on {u}, which the walk never stands on while this ordering is in force"
                ),
            };
            let flag = if state == "now" { " — now" } else { "" };
            LegendLine {
                stage: g.stage + 1,
                colour: colour(g.stage),
                ordering,
                state,
                words: format!(
                    "Region {}: {in_numbering}; {span}; {end}{flag}.",
                    g.stage + 1
                ),
            }
        })
        .collect()
}

/// One sentence on where the walk stands among the regions at length `len`.
pub fn status(r: &Regions, len: usize, numbering: Numbering) -> String {
    let n = r.regions().len();
    let m = r.board().rows();
    let plan = r.plan();
    if n == 1 {
        return format!(
            "One ordering on the whole {m}×{m} board, {} ({}); Figure 4's regions are drawn \
             for m ≥ 112, where the rule switches orderings.",
            numbering.ordering_text(&plan.stages[0].ordering),
            plan.source
        );
    }
    let now = r.stage_at(len);
    let o = numbering.ordering_text(&plan.stages[now].ordering);
    let g = &r.regions()[now];
    let next = match (g.until, g.switched_at) {
        (None, _) => "the last ordering, to the end".to_string(),
        (Some(u), Some(at)) => format!("it switches on {u}, reached at step {at}"),
        (Some(u), None) => format!("its switching square {u} is never stood on"),
    };
    let visited: usize = r.regions().iter().map(|g| g.squares).sum();
    format!(
        "Now in region {} of {n}: ties broken by {o}; {next}. The staged walk visits {} of {} \
         squares{}.",
        now + 1,
        crate::page::words::count(visited as u64),
        crate::page::words::count(r.board().squares() as u64),
        if r.is_tour() {
            " (a full tour)"
        } else {
            " (a dead end)"
        }
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Square;
    use crate::page::scene::Viewport;
    use crate::page::theme::DAY;
    use crate::rules::squirrel::figure_3;

    #[test]
    fn the_legend_names_each_ordering_in_the_numbering_on_screen() {
        let r = Regions::walk(120).unwrap();
        let at = r.regions()[1].switched_at.unwrap(); // region 3 is in force from here
        for numbering in Numbering::ALL {
            let lines = legend(&r, at, numbering);
            assert_eq!(lines.len(), 5);
            for (line, stage) in lines.iter().zip(figure_3(120)) {
                assert_eq!(line.ordering, numbering.ordering_text(&stage.ordering));
                assert!(line.words.contains(&line.ordering), "{}", line.words);
                assert_eq!(line.colour, colour(line.stage - 1));
            }
            let states: Vec<&str> = lines.iter().map(|l| l.state).collect();
            assert_eq!(states, ["done", "done", "now", "later", "later"]);
            assert!(lines[2].words.ends_with("now."), "{}", lines[2].words);
        }
        // Parberry's numbering renumbers the moves: 34261578 is not what it shows.
        let p = legend(&r, 1, Numbering::Parberry);
        assert_ne!(p[0].ordering, "34261578");
        assert!(
            p[0].words.contains("34261578 as the paper writes it"),
            "{}",
            p[0].words
        );
        let s = status(&r, at, Numbering::Squirrel);
        assert!(s.contains("Now in region 3 of 5"), "{s}");
        assert!(s.contains(&figure_3(120)[2].ordering.to_string()), "{s}");
        assert!(
            s.contains("visits 14,400 of 14,400 squares (a full tour)"),
            "{s}"
        );
    }

    #[test]
    fn boards_under_112_are_one_region_without_rings() {
        for m in [5u32, 8, 50, 111] {
            let r = Regions::walk(m).unwrap();
            let layout = Layout::fit(r.board(), Viewport::new(600.0, 600.0, 1.0));
            assert!(
                status(&r, 1, Numbering::Squirrel).contains("One ordering"),
                "m={m}"
            );
            assert!(rings(&r, &layout, 1).is_empty());
            assert_eq!(legend(&r, 1, Numbering::Squirrel).len(), 1);
        }
    }

    #[test]
    fn the_rings_mark_every_switching_square_and_the_next() {
        let r = Regions::walk(120).unwrap();
        let layout = Layout::fit(r.board(), Viewport::new(600.0, 600.0, 1.0));
        let inks = |len: usize| -> Vec<((f64, f64), Colour)> {
            rings(&r, &layout, len)
                .into_iter()
                .filter_map(|m| match m {
                    Shape::Ring { centre, stroke, .. } if stroke.colour.0[3] == 255 => {
                        Some((centre, stroke.colour))
                    }
                    _ => None,
                })
                .collect()
        };
        let switching: Vec<Square> = r.regions().iter().filter_map(|g| g.until).collect();
        assert_eq!(switching.len(), 4);
        let at_start = inks(1);
        assert_eq!(at_start.len(), 4);
        for (s, (centre, _)) in switching.iter().zip(&at_start) {
            assert_eq!(*centre, layout.centre(*s));
        }
        assert_eq!(at_start[0].1, DAY.next, "the next switch stands out");
        assert!(at_start[1..].iter().all(|(_, c)| *c == DAY.later));
        // Once the knight has passed the first switching square, it is black and the second is
        // next.
        let after = inks(r.regions()[0].switched_at.unwrap());
        assert_eq!(after[0].1, DAY.knight);
        assert_eq!(after[1].1, DAY.next);
        // Each ring's label stays on the board: (7,117) on 120x120 is near the right edge.
        for m in rings(&r, &layout, 1) {
            if let Shape::Text { at, align, .. } = m {
                assert!(at.1 > 0.0 && at.1 < layout.fit.height, "{at:?}");
                if align == Align::Left {
                    assert!(at.0 + 30.0 <= layout.fit.width, "{at:?}");
                } else {
                    assert!(at.0 - 30.0 >= 0.0, "{at:?}");
                }
            }
        }
    }

    #[test]
    fn the_tint_covers_each_entered_square_in_its_regions_colour() {
        let r = Regions::walk(113).unwrap();
        let layout = Layout::of_cell(r.board(), 4.0);
        let shapes = tint(&r, &layout);
        let mut covered = 0.0;
        for s in &shapes {
            let Shape::Rect {
                rect: (x, y, w, h),
                fill: Some(f),
                ..
            } = s
            else {
                panic!("{s:?}")
            };
            let sq = Square::new((*y / 4.0) as u32 + 1, (*x / 4.0) as u32 + 1);
            assert_eq!(
                Some(*f),
                r.stage_of(sq).map(|k| colour(k).alpha(TINT_ALPHA))
            );
            covered += w * h;
        }
        assert_eq!(covered, 113.0 * 113.0 * 16.0);
    }
}

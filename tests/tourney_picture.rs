//! The tourney page's cover painted in memory (src/labs/tourneys/picture.rs): each move a copy of
//! its shape's stamp gives the very pixels of drawing every move with `Raster::line` from the
//! same centres, at the page's scales (chequer and dots included where they show), after the
//! cover has been switched, and a picture that shows the cover already is not painted again.
//! The layer above it (src/labs/tourneys/rail_layer.rs), the rails and the last switch, painted
//! again tile by tile where they changed, is the layer painted afresh, byte for byte.

use warnsdorff::board::Board;
use warnsdorff::labs::tourneys::picture::{painted_centre, size, CoverPicture, Window};
use warnsdorff::labs::tourneys::rail_layer::RailLayer;
use warnsdorff::labs::tourneys::state::Tourney;
use warnsdorff::labs::tourneys::view::{
    colour_rgb, cycle_width, dot, line_width, moves_by_colour, rail_cross, rail_dash,
    rail_move_bits, rail_primary, rail_segments, rails_fit, switch_dash, switch_lines, CHEQUER_MIN,
    DOT_MIN,
};
use warnsdorff::moves::Move;
use warnsdorff::page::theme::{Palette, DAY, NIGHT};
use warnsdorff::rails::plan::PlanKind;
use warnsdorff::rails::Rail;
use warnsdorff::raster::{Coverage, Dash, Raster, Stamp};
use warnsdorff::tourneys::{generate, Generator};

/// The picture as the page drew it before stamps: every move a `Raster::line`.
fn reference(lab: &mut Tourney, cell: f64, dpr: f64) -> Raster {
    reference_in(&DAY, lab, cell, dpr)
}

/// [`reference`] in palette `p`.
fn reference_in(p: &Palette, lab: &mut Tourney, cell: f64, dpr: f64) -> Raster {
    let b = lab.board();
    let (w, h) = size(b, cell, dpr);
    let mut r = Raster::new(w, h);
    r.clear(p.light.rgb3());
    let px = |v: f64| (v * dpr).round() as i64;
    if cell >= CHEQUER_MIN {
        for row in 0..b.rows() {
            for col in (0..b.cols()).filter(|col| (row + col) % 2 == 1) {
                let (x, y) = (col as f64 * cell, row as f64 * cell);
                r.fill_rect(px(x), px(y), px(x + cell), px(y + cell), p.dark.rgb3());
            }
        }
    }
    let (cover, labels, colours) = lab.view();
    let centre = |i: usize| painted_centre(b, i, cell, dpr);
    for (k, moves) in moves_by_colour(cover, labels, colours).iter().enumerate() {
        for &(i, j) in moves {
            r.line(
                centre(i),
                centre(j),
                cycle_width(cell) * dpr,
                colour_rgb(p, k as u32),
                1.0,
            );
        }
    }
    if cell >= DOT_MIN {
        for i in 0..b.squares() {
            r.disc(centre(i), cell * 0.07 * dpr, dot(p).0, dot(p).1);
        }
    }
    r
}

/// The layer above the cover painted afresh, line by line: with `rails` (where they fit), each
/// of the rails' primary and cross moves once, the cross moves in dashes, gathered in one
/// coverage and put on a transparent layer; then the last switch's lines.
fn reference_layer(lab: &mut Tourney, cell: f64, dpr: f64, rails: bool) -> Raster {
    let (b, last) = (lab.board(), lab.last().map(|s| s.rail));
    reference_layer_of(&DAY, b, (rails.then_some(lab.rails()), last), cell, dpr)
}

/// [`reference_layer`] of any rails and switch, in palette `p`.
fn reference_layer_of(
    p: &Palette,
    b: Board,
    (rails, last): (Option<&[Rail]>, Option<Rail>),
    cell: f64,
    dpr: f64,
) -> Raster {
    let (w, h) = size(b, cell, dpr);
    let mut r = Raster::transparent(w, h);
    let centre = |i: usize| painted_centre(b, i, cell, dpr);
    if let Some(rails) = rails.filter(|_| rails_fit(cell)) {
        let (on, off) = rail_dash(cell);
        let dash = Dash {
            on: on * dpr,
            off: off * dpr,
        };
        let mut cov = Coverage::new(w, h);
        for (moves, style) in rail_segments(b, rails)
            .iter()
            .zip([rail_primary(p), rail_cross(p)])
        {
            for &(i, j) in moves {
                cov.dashed_line(
                    centre(i),
                    centre(j),
                    line_width(cell) * style.width * dpr,
                    style.alpha,
                    style.dashed.then_some(dash),
                );
            }
        }
        r.put_coverage(&cov, rail_primary(p).rgb, (0, 0, w, h));
    }
    if let Some(rail) = last {
        let d = switch_dash(cell) * dpr;
        for (style, moves) in switch_lines(b, rail, p) {
            for (i, j) in moves {
                r.dashed_line(
                    centre(i),
                    centre(j),
                    line_width(cell) * style.width * dpr,
                    style.rgb,
                    style.alpha,
                    style.dashed.then_some(Dash { on: d, off: d }),
                );
            }
        }
    }
    r
}

fn painted(picture: &mut CoverPicture, lab: &mut Tourney, cell: f64, dpr: f64) -> bool {
    let (cover, labels, colours) = lab.view();
    picture.paint(cover, labels, colours, cell, dpr)
}

fn layer_painted(
    layer: &mut RailLayer,
    lab: &mut Tourney,
    cell: f64,
    dpr: f64,
    rails: bool,
) -> bool {
    let (b, last) = (lab.board(), lab.last().map(|s| s.rail));
    layer.paint(b, rails.then_some(lab.rails()), last, cell, dpr)
}

fn first_difference(a: &Raster, b: &Raster) -> Option<(u32, u32, [u8; 4], [u8; 4])> {
    assert_eq!((a.width(), a.height()), (b.width(), b.height()));
    let i = a
        .pixels()
        .iter()
        .zip(b.pixels())
        .position(|(x, y)| x != y)?
        / 4;
    let (x, y) = (i as u32 % a.width(), i as u32 / a.width());
    Some((x, y, a.pixel(x, y), b.pixel(x, y)))
}

#[test]
fn stamps_paint_the_pixels_of_drawing_every_line() {
    // (cell CSS px, dpr): the 200x200 page's 4 px, odd squares (centres on half pixels),
    // chequer, dots, and device pixel ratios that put centres between pixels.
    for (n, cell, dpr) in [
        (40, 4.0, 1.0),
        (30, 5.0, 1.0),
        (26, 7.0, 1.0),
        (16, 12.0, 1.0),
        (20, 4.0, 1.5),
        (12, 13.0, 2.625),
        (24, 3.0, 1.1),
    ] {
        let cover = generate(Generator::DivideTourney, n, 1).unwrap();
        let mut lab = Tourney::new(cover, String::new(), 5);
        let len = lab.plan(PlanKind::Obfuscate);
        let mut picture = CoverPicture::new();
        for pos in [0, len / 3, len / 3 + 1, len] {
            lab.seek(pos);
            painted(&mut picture, &mut lab, cell, dpr);
            let want = reference(&mut lab, cell, dpr);
            assert_eq!(
                first_difference(picture.raster(), &want),
                None,
                "{n}x{n} at {cell} px, dpr {dpr}, switch {pos} of {len}"
            );
        }
        // The comparison can fail: a picture of another position differs.
        let mut other = CoverPicture::new();
        lab.seek(0);
        painted(&mut other, &mut lab, cell, dpr);
        assert!(first_difference(picture.raster(), other.raster()).is_some());
    }
}

#[test]
fn a_picture_is_painted_only_when_the_cover_or_the_scale_changed() {
    let cover = generate(Generator::DivideTourney, 20, 1).unwrap();
    let mut lab = Tourney::new(cover, String::new(), 5);
    lab.plan(PlanKind::Obfuscate);
    let mut picture = CoverPicture::new();
    assert!(painted(&mut picture, &mut lab, 4.0, 1.0));
    assert_eq!(picture.raster_mut().take_dirty(), vec![(0, 0, 80, 80)]);
    assert!(!painted(&mut picture, &mut lab, 4.0, 1.0));
    assert_eq!(picture.raster_mut().take_dirty(), vec![]);
    lab.step();
    assert!(painted(&mut picture, &mut lab, 4.0, 1.0));
    assert!(painted(&mut picture, &mut lab, 5.0, 1.0));
    assert_eq!(
        (picture.raster().width(), picture.raster().height()),
        (100, 100)
    );
    // After the canvas was cleared (a new layout) the same cover is painted and put again.
    picture.raster_mut().take_dirty();
    picture.invalidate();
    assert!(painted(&mut picture, &mut lab, 5.0, 1.0));
    assert_eq!(picture.raster_mut().take_dirty(), vec![(0, 0, 100, 100)]);
}

/// A picture painted again only in the tiles where the cover changed (moves switched, cycles
/// recoloured) is, after every step of a plan, the picture painted afresh, byte for byte: at
/// the page's scales (7 px squares and their rails' scale, the dots at 13 px, a fractional
/// device pixel ratio), on covers with a hole, steps forward and back. And it is painted
/// again only in part: after one switch on a big enough board, not every row band changes.
#[test]
fn a_picture_painted_where_it_changed_is_the_picture_painted_afresh() {
    let holed = |n: u64| {
        let b = Board::new(n, n).unwrap();
        warnsdorff::tourneys::generate_on(Generator::LinWei, b, 0).unwrap()
    };
    let cases = [
        (generate(Generator::DivideTourney, 40, 1).unwrap(), 7.0, 1.0),
        (
            generate(Generator::DivideTourney, 24, 2).unwrap(),
            13.0,
            2.625,
        ),
        (generate(Generator::FourCover, 32, 1).unwrap(), 4.0, 1.5),
        (holed(21), 9.0, 1.0),
        (holed(15), 13.0, 1.1),
    ];
    for (cover, cell, dpr) in cases {
        let n = cover.board().cols();
        let mut lab = Tourney::new(cover, String::new(), 3);
        let len = lab.plan(PlanKind::Obfuscate);
        let mut kept = CoverPicture::new();
        painted(&mut kept, &mut lab, cell, dpr);
        // Small steps and big ones, then back.
        let mut stops: Vec<usize> = (1..12).chain([40, 200, len / 2, len]).collect();
        stops.extend([len / 3, 5, 0]);
        for stop in stops {
            let pos = lab.seek(stop.min(len));
            painted(&mut kept, &mut lab, cell, dpr);
            let mut fresh = CoverPicture::new();
            painted(&mut fresh, &mut lab, cell, dpr);
            assert_eq!(
                first_difference(kept.raster(), fresh.raster()),
                None,
                "{n}x{n} at {cell} px, dpr {dpr}, switch {pos} of {len}"
            );
        }
    }
    // One switch on 40 x 40 at 7 px: some bands of rows are not painted again.
    let cover = generate(Generator::DivideTourney, 40, 1).unwrap();
    let mut lab = Tourney::new(cover, String::new(), 3);
    lab.plan(PlanKind::Obfuscate);
    let mut picture = CoverPicture::new();
    painted(&mut picture, &mut lab, 7.0, 1.0);
    picture.raster_mut().take_dirty();
    lab.step();
    assert!(painted(&mut picture, &mut lab, 7.0, 1.0));
    let rows: u32 = picture.raster_mut().take_dirty().iter().map(|r| r.3).sum();
    assert!(
        rows > 0 && rows < 280 / 2,
        "{rows} of 280 rows painted again"
    );
}

#[test]
fn a_stamp_blended_anywhere_equals_the_line_drawn_there() {
    let stamp = Stamp::line((0.5, 0.5), (4.5, 8.5), 0.7, 1.0);
    assert!(
        stamp.len() > 8 && stamp.len() < 40,
        "{} pixels",
        stamp.len()
    );
    assert_stamp_is_the_line((0.5, 0.5), (4.5, 8.5), 0.7, 1.0, None);
}

/// `Stamp::dashed_line(a, b, ..)` blended at every offset of a 20 × 20 picture, the edges
/// included (the stamp is clipped as the line is), gives the pixels and changed rows of the
/// line drawn from `a` and `b` moved by that offset.
fn assert_stamp_is_the_line(
    a: (f64, f64),
    b: (f64, f64),
    width: f64,
    alpha: f64,
    dash: Option<Dash>,
) {
    let stamp = Stamp::dashed_line(a, b, width, alpha, dash);
    let rgb = [10, 120, 200];
    for (x, y) in [(0, 0), (3, 7), (-2, -3), (17, 15), (19, 19), (-5, 12)] {
        let mut stamped = Raster::new(20, 20);
        let mut drawn = Raster::new(20, 20);
        stamped.blend_stamp(x, y, &stamp, rgb);
        let at = |p: (f64, f64)| (p.0 + x as f64, p.1 + y as f64);
        drawn.dashed_line(at(a), at(b), width, rgb, alpha, dash);
        assert_eq!(first_difference(&stamped, &drawn), None, "at ({x}, {y})");
        assert_eq!(stamped.take_dirty(), drawn.take_dirty(), "at ({x}, {y})");
    }
}

/// The layer painted again tile by tile, as a plan steps on (a few switches, then many), the
/// rails shown and hidden, the scale changed, is the layer painted afresh, byte for byte; and
/// what changed on it is inside the rectangles it says changed.
#[test]
fn the_layer_painted_where_it_changed_is_the_layer_painted_afresh() {
    for (n, cell, dpr) in [
        (26, 7.0, 1.0),
        (30, 9.0, 1.0),
        (14, 13.0, 2.625),
        (24, 5.0, 1.0),
    ] {
        let cover = generate(Generator::DivideTourney, n, 1).unwrap();
        let mut lab = Tourney::new(cover, String::new(), 5);
        let len = lab.plan(PlanKind::Obfuscate);
        let mut layer = RailLayer::new();
        let mut before = Raster::transparent(1, 1);
        let mut tiled = 0;
        let steps = [
            0,
            1,
            2,
            3,
            10,
            40,
            len / 3,
            len / 3 + 5,
            len / 2,
            len - 1,
            len,
        ];
        for (k, &pos) in steps.iter().enumerate() {
            lab.seek(pos);
            let rails = k % 4 != 3;
            layer_painted(&mut layer, &mut lab, cell, dpr, rails);
            let want = reference_layer(&mut lab, cell, dpr, rails);
            let what =
                format!("{n}x{n} at {cell} px, dpr {dpr}, switch {pos} of {len}, rails {rails}");
            assert_eq!(first_difference(layer.raster(), &want), None, "{what}");
            // Every pixel that changed is in a rectangle said to have changed.
            let rects = layer.raster_mut().take_dirty();
            if (before.width(), before.height()) == (want.width(), want.height()) {
                let w = want.width();
                for (i, (x, y)) in before
                    .pixels()
                    .chunks(4)
                    .zip(want.pixels().chunks(4))
                    .enumerate()
                {
                    let (px, py) = (i as u32 % w, i as u32 / w);
                    if x != y {
                        assert!(
                            rects.iter().any(|&(rx, ry, rw, rh)| px >= rx
                                && px < rx + rw
                                && py >= ry
                                && py < ry + rh),
                            "{what}: ({px}, {py}) changed outside {rects:?}"
                        );
                    }
                }
                let area: u32 = rects.iter().map(|r| r.2 * r.3).sum();
                tiled += usize::from(area < w * want.height() / 2);
            }
            before = want;
        }
        // A rail taken away next to the last switch, which stays: the switch's lines, drawn
        // again over the tiles painted again, are not drawn twice where they were not.
        let b = lab.board();
        let last = lab.last().map(|s| s.rail);
        let mut rails = lab.rails().to_vec();
        let near = |r: &Rail| r.top.abs_diff(last.unwrap().top) < 3 * n;
        if let Some(k) = rails.iter().position(near) {
            rails.remove(k);
            layer.paint(b, Some(&rails), last, cell, dpr);
            let want = reference_layer_of(&DAY, b, (Some(&rails), last), cell, dpr);
            assert_eq!(
                first_difference(layer.raster(), &want),
                None,
                "{n}x{n}, a rail gone"
            );
            tiled += 1;
        }
        // Some steps were painted in part (else the tiles went untested).
        assert!(tiled >= 3, "{n}x{n}: {tiled} steps painted in part");
        // The comparison can fail: the layer of another position differs.
        lab.seek(0);
        let other = reference_layer(&mut lab, cell, dpr, true);
        if rails_fit(cell) {
            assert!(first_difference(layer.raster(), &other).is_some());
        }
    }
}

/// The rails on the layer: drawn where they fit, each shared move once, the cross moves in
/// dashes; nothing painted again when nothing changed, and all of it after `invalidate`.
#[test]
fn rails_are_painted_where_they_fit_each_move_once() {
    let cover = generate(Generator::DivideTourney, 22, 1).unwrap();
    let mut lab = Tourney::new(cover, String::new(), 5);
    let mut layer = RailLayer::new();
    // Too small to draw them, and no switch yet: a transparent layer.
    layer_painted(&mut layer, &mut lab, 5.0, 1.0, true);
    assert!(layer.raster().pixels().iter().all(|&v| v == 0));
    // Where they fit, they are drawn, and showing them again paints nothing.
    assert!(layer_painted(&mut layer, &mut lab, 9.0, 1.0, false));
    assert!(layer.raster().pixels().iter().all(|&v| v == 0));
    assert!(layer_painted(&mut layer, &mut lab, 9.0, 1.0, true));
    assert!(layer.raster().pixels().chunks(4).any(|p| p[3] > 0));
    layer.raster_mut().take_dirty();
    assert!(!layer_painted(&mut layer, &mut lab, 9.0, 1.0, true));
    assert_eq!(layer.raster_mut().take_dirty(), vec![]);
    layer.invalidate();
    assert!(layer_painted(&mut layer, &mut lab, 9.0, 1.0, true));
    assert_eq!(layer.raster_mut().take_dirty(), vec![(0, 0, 198, 198)]);
    // Each rail's four moves are among the segments, and no segment twice.
    let b = lab.board();
    let rails = lab.rails().to_vec();
    let [primary, cross] = rail_segments(b, &rails);
    for r in &rails {
        let [v0, v1, v2, v3] = r.squares(b).unwrap();
        assert!(primary.contains(&(v0, v1)) && primary.contains(&(v2, v3)));
        assert!(cross.contains(&(v0, v2)) && cross.contains(&(v1, v3)));
    }
    for moves in [&primary, &cross] {
        let mut sorted = moves.to_vec();
        sorted.sort();
        sorted.dedup();
        assert_eq!(sorted.len(), moves.len(), "a segment twice");
    }
    // Some move is shared by two rails here (else the de-duplication is untested).
    assert!(primary.len() < 2 * rails.len() || cross.len() < 2 * rails.len());
}

/// A dashed line: solid in its dashes, untouched in its gaps, from its start; a stamp of it
/// blended anywhere equals it drawn there.
#[test]
fn dashes_leave_gaps_from_the_start_and_stamp_as_drawn() {
    let dash = Dash { on: 4.0, off: 3.0 };
    assert_eq!(dash.share(0.5), 1.0);
    assert_eq!(dash.share(5.5), 0.0);
    assert_eq!(dash.share(4.0), 0.5);
    assert_eq!(dash.share(7.5), 1.0);
    // A horizontal line along row 5, 3 px wide, from x = 0.
    let mut r = Raster::new(30, 10);
    r.dashed_line((0.0, 5.5), (28.0, 5.5), 3.0, [0, 0, 0], 1.0, Some(dash));
    let ink = |x: u32| 255 - r.pixel(x, 5)[0];
    for x in [0, 1, 2, 7, 8, 9, 14, 15, 16] {
        assert_eq!(ink(x), 255, "x = {x} is in a dash");
    }
    for x in [5, 12, 19] {
        assert_eq!(ink(x), 0, "x = {x} is in a gap");
    }
    assert_stamp_is_the_line((0.25, 0.5), (6.25, 9.5), 1.3, 0.6, Some(dash));
}

/// Lines gathered in a coverage are covered once where they overlap (as a canvas covers one
/// stroked path), and put in a layer as the line drawn once on a transparent layer would be.
#[test]
fn a_coverage_covers_overlaps_once() {
    let (a, b) = ((2.5, 3.0), (15.5, 11.0));
    let mut cov = Coverage::new(20, 16);
    cov.dashed_line(a, b, 1.5, 0.6, None);
    cov.dashed_line(a, b, 1.5, 0.6, None);
    cov.dashed_line(a, b, 0.5, 0.3, None);
    assert!(cov.at(9, 7) > 0);
    let mut gathered = Raster::transparent(20, 16);
    gathered.put_coverage(&cov, [10, 12, 20], (0, 0, 20, 16));
    let mut once = Raster::transparent(20, 16);
    once.line(a, b, 1.5, [10, 12, 20], 0.6);
    assert_eq!(first_difference(&gathered, &once), None);
    let mut twice = once.clone();
    twice.line(a, b, 1.5, [10, 12, 20], 0.6);
    assert!(first_difference(&gathered, &twice).is_some());
    // A rectangle cleared and gathered again, clipped to it, is what it was.
    let stamp = Stamp::line(a, b, 1.5, 0.6);
    let mut again = Coverage::new(20, 16);
    again.stamp_in(0, 0, &stamp, (0, 0, 20, 16));
    let whole = again.clone();
    again.clear_rect((4, 2, 12, 9));
    assert_eq!(again.at(9, 7), 0);
    again.stamp_in(0, 0, &stamp, (4, 2, 12, 9));
    for y in 0..16 {
        for x in 0..20 {
            assert_eq!(again.at(x, y), whole.at(x, y), "({x}, {y})");
        }
    }
}

/// The layer kept through a plan played a frame at a time (a few switches a frame, as at the
/// page's top speed on a small board: runs of neighbouring tiles to paint again along the
/// rows) is, after every frame, the layer painted afresh.
#[test]
fn the_layer_kept_frame_by_frame_through_a_plan_is_the_layer_painted_afresh() {
    for (n, cell, dpr, frame) in [(60, 7.0, 1.0, 7), (40, 9.0, 1.5, 3)] {
        let cover = generate(Generator::DivideTourney, n, 1).unwrap();
        let mut lab = Tourney::new(cover, String::new(), 2);
        let len = lab.plan(PlanKind::Obfuscate);
        let mut layer = RailLayer::new();
        let (mut pos, mut frames, mut in_part) = (0, 0, 0);
        // The first 300 frames: the first shatters, switched a few at a time along the rows.
        while pos < len && frames < 300 {
            pos = (pos + frame).min(len);
            lab.seek(pos);
            layer_painted(&mut layer, &mut lab, cell, dpr, true);
            let want = reference_layer(&mut lab, cell, dpr, true);
            assert_eq!(
                first_difference(layer.raster(), &want),
                None,
                "{n}x{n} at {cell} px, dpr {dpr}, switch {pos} of {len}"
            );
            let area: u32 = layer
                .raster_mut()
                .take_dirty()
                .iter()
                .map(|r| r.2 * r.3)
                .sum();
            frames += 1;
            in_part += usize::from(area < want.width() * want.height() / 4);
        }
        // Most frames painted again in part, in runs of tiles.
        assert!(2 * in_part > frames, "{in_part} of {frames}");
    }
}

#[test]
fn rail_move_bits_mark_each_rails_four_moves_from_its_squares() {
    // Every top square (and some past the board) with every pair of moves, on boards wider
    // than tall and taller than wide: the bits from the rail's row and column are those of
    // its squares as `Rail::squares` steps to them, and a rail it refuses is left out.
    for (rows, cols) in [(6, 9), (9, 6), (8, 8), (5, 5)] {
        let b = Board::new(rows, cols).unwrap();
        let mut rails = Vec::new();
        for top in 0..b.squares() as u32 + cols as u32 {
            for p in 0..8 {
                for j in 0..8 {
                    rails.push(Rail {
                        top,
                        primary: Move::new(p).unwrap(),
                        cross: Move::new(j).unwrap(),
                    });
                }
            }
        }
        let mut want = vec![0u8; b.squares()];
        let mut kept = 0;
        for r in &rails {
            if let Some([v0, v1, v2, v3]) = r.squares(b) {
                kept += 1;
                let (p, j) = (r.primary.index() - 2, r.cross.index() - 2);
                assert_eq!(b.step_index(v2, r.primary), Some(v3));
                want[v0] |= 1 << p | 1 << (4 + j);
                want[v2] |= 1 << p;
                want[v1] |= 1 << (4 + j);
            }
        }
        assert!(
            kept > 0 && kept < rails.len(),
            "{rows}x{cols}: {kept} of {}",
            rails.len()
        );
        assert_eq!(rail_move_bits(b, &rails), want, "{rows}x{cols}");
        // One rail at a time too: a refused rail sets no bit.
        for r in &rails {
            let bits = rail_move_bits(b, std::slice::from_ref(r));
            assert_eq!(
                bits.iter().any(|&x| x != 0),
                r.squares(b).is_some(),
                "{r:?}"
            );
        }
    }
}

#[test]
fn the_dark_scheme_paints_the_picture_and_the_layer_in_its_colours() {
    let cover = generate(Generator::DivideTourney, 16, 1).unwrap();
    let mut lab = Tourney::new(cover, String::new(), 5);
    lab.plan(PlanKind::Obfuscate);
    lab.step();
    let (cell, dpr) = (12.0, 1.0);
    let mut picture = CoverPicture::new();
    let mut layer = RailLayer::new();
    painted(&mut picture, &mut lab, cell, dpr);
    layer_painted(&mut layer, &mut lab, cell, dpr, true);
    let light = (
        picture.raster().pixels().to_vec(),
        layer.raster().pixels().to_vec(),
    );
    // A new palette paints both again whole, as drawing every line in it would.
    picture.set_palette(&NIGHT);
    layer.set_palette(&NIGHT);
    assert!(painted(&mut picture, &mut lab, cell, dpr));
    assert!(layer_painted(&mut layer, &mut lab, cell, dpr, true));
    let want = reference_in(&NIGHT, &mut lab, cell, dpr);
    assert_eq!(first_difference(picture.raster(), &want), None);
    let (b, last) = (lab.board(), lab.last().map(|s| s.rail));
    let want = reference_layer_of(&NIGHT, b, (Some(lab.rails()), last), cell, dpr);
    assert_eq!(first_difference(layer.raster(), &want), None);
    assert_ne!(picture.raster().pixels(), &light.0[..]);
    assert_ne!(layer.raster().pixels(), &light.1[..]);
    // The top left square is the dark palette's light square.
    assert_eq!(picture.raster().pixel(0, 0)[..3], NIGHT.light.rgb3());
}

/// The pixels of `whole` in the window `win` shows.
fn crop(whole: &Raster, win: &Window) -> Raster {
    let (w, h) = win.size;
    let mut out = Raster::transparent(w, h);
    for y in 0..h {
        for x in 0..w {
            let (sx, sy) = (x as i64 + win.origin.0, y as i64 + win.origin.1);
            let px = whole.pixel(sx as u32, sy as u32);
            let i = ((y * w + x) * 4) as usize;
            out.pixels_mut()[i..i + 4].copy_from_slice(&px);
        }
    }
    out
}

/// A zoomed view's window of the cover and of the rails' layer (painted whole, then again
/// where the cover changed, as a plan plays) is the whole picture's pixels there, byte for
/// byte: the window's origin is whole device pixels, so every move's stamp and the chequer
/// fall as on the whole board, whatever the window (at the board's edges too).
#[test]
fn a_zoomed_window_is_the_whole_picture_there() {
    for (n, cell, dpr, origin, size) in [
        (24, 13.0, 1.0, (50, 71), (120, 90)),
        (30, 7.0, 2.0, (0, 300), (200, 120)),
        (20, 22.0, 1.5, (470, 0), (190, 160)),
    ] {
        let cover = generate(Generator::DivideTourney, n, 1).unwrap();
        let mut lab = Tourney::new(cover, String::new(), 3);
        let len = lab.plan(PlanKind::Obfuscate);
        let b = lab.board();
        let win = Window {
            cell,
            dpr,
            origin,
            size,
        };
        let mut kept = CoverPicture::new();
        let mut layer = RailLayer::new();
        for stop in [0, 1, 2, 30, len / 2, len] {
            lab.seek(stop.min(len));
            let last = lab.last().map(|s| s.rail);
            let rails = lab.rails().to_vec();
            let (cover, labels, colours) = lab.view();
            kept.paint_in(cover, labels, colours, &win);
            layer.paint_in(b, Some(&rails), last, &win);
            let whole = reference(&mut lab, cell, dpr);
            assert_eq!(
                first_difference(kept.raster(), &crop(&whole, &win)),
                None,
                "{n}x{n} at {cell} px, dpr {dpr}, window at {origin:?}, switch {stop}"
            );
            let whole = reference_layer(&mut lab, cell, dpr, true);
            assert_eq!(
                first_difference(layer.raster(), &crop(&whole, &win)),
                None,
                "rails of {n}x{n} at {cell} px, dpr {dpr}, window at {origin:?}, switch {stop}"
            );
        }
        // The comparison can fail: another window's pixels differ.
        let moved = Window {
            origin: (origin.0 + cell as i64, origin.1),
            ..win
        };
        let whole = reference(&mut lab, cell, dpr);
        assert!(first_difference(kept.raster(), &crop(&whole, &moved)).is_some());
    }
}

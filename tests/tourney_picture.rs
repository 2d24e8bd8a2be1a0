//! The tourney page's cover painted in memory (src/lab/tourney/picture.rs): each move a copy of
//! its shape's stamp gives the very pixels of drawing every move with `Raster::line` from the
//! same centres, at the page's scales (chequer and dots included where they show), after the
//! cover has been switched, and a picture that shows the cover already is not painted again.

use warnsdorff::lab::tourney::picture::{painted_centre, size, CoverPicture};
use warnsdorff::lab::tourney::view::{
    colour_rgb, cycle_width, line_width, moves_by_colour, rail_dash, rail_segments, rails_fit,
    BOARD_BACKGROUND, BOARD_CHEQUER, CHEQUER_MIN, DOT, DOT_MIN, RAIL_CROSS, RAIL_PRIMARY,
};
use warnsdorff::lab::tourney::TourneyLab;
use warnsdorff::rails::plan::PlanKind;
use warnsdorff::raster::{Coverage, Dash, Raster, Stamp};
use warnsdorff::tourneys::{generate, Generator};

/// The picture as the page drew it before stamps: every move a `Raster::line`; then, with
/// `rails`, each of the rails' primary and cross moves once, the cross moves in dashes,
/// gathered in one coverage and put over the rest.
fn reference(lab: &mut TourneyLab, cell: f64, dpr: f64, rails: bool) -> Raster {
    let b = lab.board();
    let (w, h) = size(b, cell, dpr);
    let mut r = Raster::new(w, h);
    r.clear(BOARD_BACKGROUND.1);
    let px = |v: f64| (v * dpr).round() as i64;
    if cell >= CHEQUER_MIN {
        for row in 0..b.rows() {
            for col in (0..b.cols()).filter(|col| (row + col) % 2 == 1) {
                let (x, y) = (col as f64 * cell, row as f64 * cell);
                r.fill_rect(px(x), px(y), px(x + cell), px(y + cell), BOARD_CHEQUER.1);
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
                colour_rgb(k as u32),
                1.0,
            );
        }
    }
    if cell >= DOT_MIN {
        for i in 0..b.squares() {
            r.disc(centre(i), cell * 0.07 * dpr, DOT.0, DOT.1);
        }
    }
    if rails && rails_fit(cell) {
        let (on, off) = rail_dash(cell);
        let dash = Dash {
            on: on * dpr,
            off: off * dpr,
        };
        // Gathered in one coverage (an overlap covered once), then put over the picture.
        let mut cov = Coverage::new(w, h);
        for (moves, style) in rail_segments(b, lab.rails())
            .iter()
            .zip([RAIL_PRIMARY, RAIL_CROSS])
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
        r.blend_coverage_in_rows(&mut cov, RAIL_PRIMARY.rgb, 0, h);
    }
    r
}

fn painted(picture: &mut CoverPicture, lab: &mut TourneyLab, cell: f64, dpr: f64) -> bool {
    painted_rails(picture, lab, cell, dpr, false)
}

fn painted_rails(
    picture: &mut CoverPicture,
    lab: &mut TourneyLab,
    cell: f64,
    dpr: f64,
    rails: bool,
) -> bool {
    let (cover, labels, colours, all) = lab.view_with_rails();
    picture.paint(cover, labels, colours, rails.then_some(all), cell, dpr)
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
        let mut lab = TourneyLab::new(cover, String::new(), 5);
        let len = lab.plan(PlanKind::Obfuscate);
        let mut picture = CoverPicture::new();
        for pos in [0, len / 3, len / 3 + 1, len] {
            lab.seek(pos);
            // With the rails shown and not (they are drawn where they fit: 7 px and up).
            for rails in [false, true] {
                painted_rails(&mut picture, &mut lab, cell, dpr, rails);
                let want = reference(&mut lab, cell, dpr, rails);
                assert_eq!(
                    first_difference(picture.raster(), &want),
                    None,
                    "{n}x{n} at {cell} px, dpr {dpr}, switch {pos} of {len}, rails {rails}"
                );
            }
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
    let mut lab = TourneyLab::new(cover, String::new(), 5);
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

/// The rails in the picture: drawn where they fit, over the cycles, each shared move once, the
/// cross moves in dashes with gaps; and a picture with them is a different picture.
#[test]
fn rails_are_painted_where_they_fit_in_dashes_each_move_once() {
    let cover = generate(Generator::DivideTourney, 22, 1).unwrap();
    let mut lab = TourneyLab::new(cover, String::new(), 5);
    let mut picture = CoverPicture::new();
    // Too small to draw them: the same picture as without.
    painted_rails(&mut picture, &mut lab, 5.0, 1.0, true);
    let without = reference(&mut lab, 5.0, 1.0, false);
    assert_eq!(first_difference(picture.raster(), &without), None);
    // Where they fit, they change the picture, and showing them again paints nothing.
    assert!(painted_rails(&mut picture, &mut lab, 9.0, 1.0, false));
    let plain = picture.raster().clone();
    assert!(painted_rails(&mut picture, &mut lab, 9.0, 1.0, true));
    assert!(first_difference(picture.raster(), &plain).is_some());
    assert!(!painted_rails(&mut picture, &mut lab, 9.0, 1.0, true));
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
/// stroked path), and put over a picture as the line drawn once would be.
#[test]
fn a_coverage_covers_overlaps_once() {
    let (a, b) = ((2.5, 3.0), (15.5, 11.0));
    let mut cov = Coverage::new(20, 16);
    cov.dashed_line(a, b, 1.5, 0.6, None);
    cov.dashed_line(a, b, 1.5, 0.6, None);
    cov.dashed_line(a, b, 0.5, 0.3, None);
    assert!(cov.at(9, 7) > 0);
    let mut gathered = Raster::new(20, 16);
    gathered.blend_coverage_in_rows(&mut cov, [10, 12, 20], 0, 16);
    let mut once = Raster::new(20, 16);
    once.line(a, b, 1.5, [10, 12, 20], 0.6);
    assert_eq!(first_difference(&gathered, &once), None);
    let mut twice = once.clone();
    twice.line(a, b, 1.5, [10, 12, 20], 0.6);
    assert!(first_difference(&gathered, &twice).is_some());
    // The coverage is cleared as it is put: nothing left for the next shapes.
    assert_eq!(cov.at(9, 7), 0);
}

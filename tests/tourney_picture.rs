//! The tourney page's cover painted in memory (src/lab/tourney/picture.rs): each move a copy of
//! its shape's stamp gives the very pixels of drawing every move with `Raster::line` from the
//! same centres, at the page's scales (chequer and dots included where they show), after the
//! cover has been switched, and a picture that shows the cover already is not painted again.

use warnsdorff::lab::tourney::picture::{painted_centre, size, CoverPicture};
use warnsdorff::lab::tourney::view::{
    colour_rgb, cycle_width, moves_by_colour, BOARD_BACKGROUND, BOARD_CHEQUER, CHEQUER_MIN, DOT,
    DOT_MIN,
};
use warnsdorff::lab::tourney::TourneyLab;
use warnsdorff::rails::plan::PlanKind;
use warnsdorff::raster::{Raster, Stamp};
use warnsdorff::tourneys::{generate, Generator};

/// The picture as the page drew it before stamps: every move a `Raster::line`.
fn reference(lab: &mut TourneyLab, cell: f64, dpr: f64) -> Raster {
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
    r
}

fn painted(picture: &mut CoverPicture, lab: &mut TourneyLab, cell: f64, dpr: f64) -> bool {
    let (cover, labels, colours) = lab.view();
    picture.paint(cover, labels, colours, cell, dpr)
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
    // At every offset, the edges included (the stamp is clipped as the line is).
    for (x, y) in [(0, 0), (3, 7), (-2, -3), (17, 15), (19, 19), (-5, 12)] {
        let mut a = Raster::new(20, 20);
        let mut b = Raster::new(20, 20);
        a.blend_stamp(x, y, &stamp, [10, 120, 200]);
        let o = (x as f64, y as f64);
        b.line(
            (o.0 + 0.5, o.1 + 0.5),
            (o.0 + 4.5, o.1 + 8.5),
            0.7,
            [10, 120, 200],
            1.0,
        );
        assert_eq!(first_difference(&a, &b), None, "at ({x}, {y})");
        assert_eq!(a.take_dirty(), b.take_dirty(), "at ({x}, {y})");
    }
}

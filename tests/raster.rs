//! The picture in memory the board views draw into (src/raster.rs): rectangles, masks and
//! anti-aliased lines land where they should, composite source-over, and the changed rows come
//! back as the rectangles a page puts on its canvas.

use warnsdorff::raster::{Mask, Raster};

const RED: [u8; 3] = [200, 0, 0];
const BLUE: [u8; 3] = [0, 0, 200];

#[test]
fn a_new_picture_is_white_and_wholly_dirty_once() {
    let mut r = Raster::new(50, 70);
    assert_eq!(r.pixel(49, 69), [255, 255, 255, 255]);
    assert_eq!(r.take_dirty(), vec![(0, 0, 50, 70)]);
    assert_eq!(r.take_dirty(), vec![]);
    // Zero sizes become one pixel.
    assert_eq!(
        (Raster::new(0, 0).width(), Raster::new(0, 0).height()),
        (1, 1)
    );
}

#[test]
fn fill_rect_is_clipped_and_reports_the_rows_it_changed() {
    let mut r = Raster::new(100, 100);
    r.take_dirty();
    r.fill_rect(10, 40, 20, 45, RED);
    assert_eq!(r.pixel(10, 40), [200, 0, 0, 255]);
    assert_eq!(r.pixel(19, 44), [200, 0, 0, 255]);
    assert_eq!(r.pixel(20, 44), [255, 255, 255, 255]);
    assert_eq!(r.pixel(19, 45), [255, 255, 255, 255]);
    // Rows 40..45 lie in the band of rows 32..64.
    assert_eq!(r.take_dirty(), vec![(10, 32, 10, 32)]);
    // Off the picture: nothing drawn, nothing dirty, no panic.
    r.fill_rect(-50, -50, -1, 10, RED);
    r.fill_rect(100, 0, 200, 10, RED);
    assert_eq!(r.take_dirty(), vec![]);
    r.fill_rect(-5, 98, 3, 200, BLUE);
    assert_eq!(r.pixel(0, 99), [0, 0, 200, 255]);
    assert_eq!(r.pixel(3, 99), [255, 255, 255, 255]);
    // Two bands with the same columns merge into one rectangle.
    r.take_dirty();
    r.fill_rect(0, 0, 5, 64, RED);
    assert_eq!(r.take_dirty(), vec![(0, 0, 5, 64)]);
}

#[test]
fn a_mask_blends_its_colour_by_coverage() {
    let mut r = Raster::new(10, 10);
    let mask = Mask {
        width: 3,
        height: 1,
        alpha: vec![0, 255, 128],
    };
    r.blend_mask(8, 2, &mask, BLUE);
    assert_eq!(r.pixel(8, 2), [255, 255, 255, 255]);
    assert_eq!(r.pixel(9, 2), [0, 0, 200, 255]);
    // The third column is off the picture (clipped); half coverage elsewhere mixes halfway.
    r.blend_mask(0, 0, &mask, BLUE);
    let [red, _, blue, a] = r.pixel(2, 0);
    assert!((126..=128).contains(&red) && (226..=228).contains(&blue) && a == 255);
}

#[test]
fn a_line_covers_its_width_and_nothing_far_from_it() {
    let mut r = Raster::new(40, 40);
    // A horizontal line 3 px wide along y = 20 from x = 5 to 35.
    r.line((5.0, 20.0), (35.0, 20.0), 3.0, RED, 1.0);
    for x in 6..35 {
        assert_eq!(r.pixel(x, 19), [200, 0, 0, 255], "x {x}");
        assert_eq!(r.pixel(x, 20), [200, 0, 0, 255], "x {x}");
        // Half-covered edge rows, then untouched.
        let edge = r.pixel(x, 21);
        assert!(edge[1] > 0 && edge[1] < 255, "{edge:?}");
        assert_eq!(r.pixel(x, 23), [255, 255, 255, 255]);
        assert_eq!(r.pixel(x, 16), [255, 255, 255, 255]);
    }
    // Round ends: a little beyond x = 35 is covered, far beyond is not.
    assert_ne!(r.pixel(35, 19), [255, 255, 255, 255]);
    assert_eq!(r.pixel(38, 19), [255, 255, 255, 255]);
}

#[test]
fn lines_are_drawn_the_same_both_ways_and_steep_or_shallow() {
    // A knight's move each way: the same pixels from either end.
    for (a, b) in [((4.5, 4.5), (12.5, 20.5)), ((4.5, 4.5), (20.5, 12.5))] {
        let mut one = Raster::new(30, 30);
        let mut two = Raster::new(30, 30);
        one.line(a, b, 1.5, BLUE, 0.8);
        two.line(b, a, 1.5, BLUE, 0.8);
        assert_eq!(one.pixels(), two.pixels());
        // Its midpoint is covered.
        let mid = ((a.0 + b.0) / 2.0) as u32;
        let mid_y = ((a.1 + b.1) / 2.0) as u32;
        assert!(one.pixel(mid, mid_y)[0] < 200);
    }
}

#[test]
fn thin_lines_are_fainter_and_a_disc_has_about_its_area() {
    let mut thin = Raster::new(20, 20);
    thin.line((2.0, 10.5), (18.0, 10.5), 0.5, [0, 0, 0], 1.0);
    let mut wide = Raster::new(20, 20);
    wide.line((2.0, 10.5), (18.0, 10.5), 1.0, [0, 0, 0], 1.0);
    let ink = |r: &Raster| {
        let w = r.width();
        (0..r.height())
            .flat_map(|y| (0..w).map(move |x| (x, y)))
            .map(|(x, y)| 255 - u32::from(r.pixel(x, y)[0]))
            .sum::<u32>()
    };
    assert!(
        ink(&thin) * 10 < ink(&wide) * 7,
        "{} {}",
        ink(&thin),
        ink(&wide)
    );
    assert!(ink(&thin) > 0);
    let mut d = Raster::new(40, 40);
    d.disc((20.0, 20.0), 8.0, [0, 0, 0], 1.0);
    let area = ink(&d) as f64 / 255.0;
    assert!((area - std::f64::consts::PI * 64.0).abs() < 8.0, "{area}");
}

#[test]
fn opacity_mixes_with_what_is_there() {
    let mut r = Raster::new(10, 10);
    r.clear([0, 0, 0]);
    r.line((0.0, 5.0), (10.0, 5.0), 4.0, [255, 255, 255], 0.5);
    let [v, _, _, a] = r.pixel(5, 4);
    assert!((126..=129).contains(&v) && a == 255, "{v} {a}");
}

#[test]
fn rectangles_are_joined_for_putting_while_a_call_costs_more_than_the_pixels_added() {
    use warnsdorff::raster::merge_for_put;
    let area = |r: &(u32, u32, u32, u32)| u64::from(r.2) * u64::from(r.3);
    // Two bands of a wide picture, columns a little apart: one rectangle round both.
    let bands = [(10, 0, 1000, 32), (0, 32, 900, 32)];
    assert_eq!(merge_for_put(&bands, 1 << 18), vec![(0, 0, 1010, 64)]);
    // The same with calls that cost nothing: kept apart.
    assert_eq!(merge_for_put(&bands, 0), bands.to_vec());
    // Two small changes in far corners of a big picture: the box round them would copy
    // about 1.6 M pixels more than they hold, so they are put apart.
    let far = [(0, 0, 32, 32), (1568, 1568, 32, 32)];
    assert_eq!(merge_for_put(&far, 1 << 18), far.to_vec());
    // A run of bands top to bottom with a gap: each joined into the one before while the box
    // grows by less than a call; every pixel stays covered.
    let run = [
        (0, 0, 640, 32),
        (64, 32, 640, 32),
        (0, 64, 600, 32),
        (0, 1024, 32, 32),
        (0, 1056, 40, 32),
    ];
    let out = merge_for_put(&run, 20_000);
    assert_eq!(out, vec![(0, 0, 704, 96), (0, 1024, 40, 64)]);
    for r in &run {
        assert!(
            out.iter().any(|o| o.0 <= r.0
                && o.1 <= r.1
                && o.0 + o.2 >= r.0 + r.2
                && o.1 + o.3 >= r.1 + r.3),
            "{r:?} not covered by {out:?}"
        );
    }
    assert!(out.iter().map(area).sum::<u64>() >= run.iter().map(area).sum::<u64>());
    assert_eq!(merge_for_put(&[], 1 << 18), vec![]);
}

#[test]
fn a_stamp_blended_band_by_band_is_the_stamp_blended_whole() {
    use warnsdorff::raster::Stamp;
    // Lines steep and shallow, both ways, thick and thin, made for the picture's width (so
    // a band's top or bottom cuts them by rows) and not (cut run by run): every way of cutting
    // the rows into bands gives the pixels of blending them whole, and so does a clip that
    // also cuts across.
    let (w, h) = (40u32, 40u32);
    let lines = [
        ((0.5, 0.5), (7.5, 14.5), 1.0),
        ((14.5, 0.5), (0.5, 7.5), 2.5),
        ((3.0, 2.0), (3.0, 17.0), 1.5),
        ((0.25, 9.75), (15.75, 9.75), 0.8),
    ];
    for (a, b, width) in lines {
        for made in [
            Stamp::line(a, b, width, 1.0).for_width(w),
            Stamp::line(a, b, width, 1.0),
        ] {
            for (x, y) in [(10, 10), (20, 3), (-4, 25), (30, -6)] {
                let mut whole = Raster::new(w, h);
                whole.blend_stamp(x, y, &made, BLUE);
                whole.blend_stamp(x + 1, y + 2, &made, RED);
                for cut in [1, 7, 12, 13, 20, 39] {
                    let mut banded = Raster::new(w, h);
                    for (top, bottom) in [(0, cut), (cut, h)] {
                        banded.blend_stamp_in_rows(x, y, &made, BLUE, top, bottom);
                        banded.blend_stamp_in_rows(x + 1, y + 2, &made, RED, top, bottom);
                    }
                    assert_eq!(
                        banded.pixels(),
                        whole.pixels(),
                        "{a:?} {b:?} at ({x}, {y}), cut {cut}"
                    );
                    let mut clipped = Raster::new(w, h);
                    for clip in [
                        (0, 0, 25, cut),
                        (25, 0, w, cut),
                        (0, cut, 9, h),
                        (9, cut, w, h),
                    ] {
                        clipped.blend_stamp_in(x, y, &made, BLUE, clip);
                        clipped.blend_stamp_in(x + 1, y + 2, &made, RED, clip);
                    }
                    assert_eq!(
                        clipped.pixels(),
                        whole.pixels(),
                        "{a:?} {b:?} at ({x}, {y}), cut {cut}"
                    );
                }
            }
        }
    }
}

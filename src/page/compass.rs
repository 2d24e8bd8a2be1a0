//! The move numbering a page shows, shared by the pages that name moves (walk, tourneys,
//! statistics): the numbering's menu and its compass (the eight knight's moves around a
//! knight, numbered, as a scene the page shows as SVG).

use super::scene::{Align, Baseline, Font, Scene, Shape, Stroke};
use super::status::{Choice, Menu};
use super::theme::Palette;
use crate::numbering::Numbering;
use crate::region::Leaper;

/// The menu of numberings for a field named `field`, each with the range of its numbers.
///
/// ```
/// use warnsdorff::page::compass::numbering_menu;
/// let m = numbering_menu("numbering");
/// assert_eq!(m.choices[1].label, "Parberry's (0–7)");
/// ```
pub fn numbering_menu(field: &'static str) -> Menu {
    Menu {
        field,
        choices: Numbering::ALL
            .iter()
            .map(|n| {
                let b = n.bar_labels(false);
                Choice::new(
                    n.key(),
                    format!("{}'s ({}–{})", n.name(), b[0], b[7]),
                    n.words(),
                )
            })
            .collect(),
    }
}

/// The compass of `numbering` in palette `pal`: a 5 × 5 board, the knight in the middle and each move's square
/// ringed with its number; labelled in words for assistive technology.
///
/// ```
/// use warnsdorff::numbering::Numbering;
/// use warnsdorff::page::compass::compass;
/// use warnsdorff::page::theme::DAY;
/// let s = compass(Numbering::Parberry, &DAY);
/// assert!(s.label.contains("move 0 is 1 up, 2 right"), "{}", s.label);
/// ```
pub fn compass(numbering: Numbering, pal: &Palette) -> Scene<'static> {
    leaper_compass(numbering, Leaper::KNIGHT, pal)
}

/// The compass of an (a, b) leaper: its eight directions around it on a (2b + 1)-square board,
/// numbered as the knight's are (each direction is the knight's with 1 read as a and 2 as b,
/// [`Leaper::deltas`]); the picture keeps the knight's compass's size.
///
/// ```
/// use warnsdorff::numbering::Numbering;
/// use warnsdorff::page::compass::leaper_compass;
/// use warnsdorff::page::theme::DAY;
/// use warnsdorff::region::Leaper;
/// let s = leaper_compass(Numbering::Squirrel, Leaper::CAMEL, &DAY);
/// assert!(s.label.contains("move 1 is 3 up, 1 right"), "{}", s.label);
/// ```
pub fn leaper_compass(numbering: Numbering, leaper: Leaper, pal: &Palette) -> Scene<'static> {
    let side = 2 * leaper.b() + 1;
    let cell = 110.0 / f64::from(side);
    let half = f64::from(side) / 2.0;
    let mut shapes = Vec::new();
    for r in 0..side {
        for c in 0..side {
            let rect = (f64::from(c) * cell, f64::from(r) * cell, cell, cell);
            shapes.push(Shape::fill(rect, pal.square(r, c)));
        }
    }
    let leg = |d: i32| d.signum() * if d.abs() == 1 { leaper.a() } else { leaper.b() } as i32;
    let points: Vec<_> = numbering
        .compass()
        .into_iter()
        .map(|mut p| {
            (p.dr, p.dc) = (leg(p.dr), leg(p.dc));
            p
        })
        .collect();
    compass_scene(shapes, points, half * cell, cell, pal, numbering)
}

/// The compass's knight, its numbered directions and its words, on the squares drawn.
fn compass_scene(
    mut shapes: Vec<Shape>,
    points: Vec<crate::numbering::CompassPoint>,
    mid: f64,
    cell: f64,
    pal: &Palette,
    numbering: Numbering,
) -> Scene<'static> {
    const CELL: f64 = 22.0;
    let radius = (cell * 0.42).max(7.0);
    let font = (cell * 0.64).clamp(9.0, 14.0);
    let pos = (Align::Centre, Baseline::Middle);
    shapes.push(Shape::text(
        (mid, mid),
        "\u{265E}",
        Font::serif((cell * 0.82).clamp(10.0, 18.0)),
        pos,
        pal.knight,
    ));
    for p in &points {
        let at = (mid + f64::from(p.dc) * cell, mid + f64::from(p.dr) * cell);
        shapes.push(Shape::Discs {
            centres: vec![at],
            radius,
            fill: pal.halo,
            stroke: Some(Stroke::solid(pal.candidate, 1.5)),
        });
        shapes.push(Shape::text(
            at,
            p.number.to_string(),
            Font::bold(font),
            pos,
            pal.ink,
        ));
    }
    let mut scene = Scene::new(5.0 * CELL, 5.0 * CELL, 1.0);
    let moves: Vec<String> = points
        .iter()
        .map(|p| {
            let v = if p.dr < 0 { "up" } else { "down" };
            let h = if p.dc < 0 { "left" } else { "right" };
            format!(
                "move {} is {} {v}, {} {h}",
                p.number,
                p.dr.abs(),
                p.dc.abs()
            )
        })
        .collect();
    scene.label = format!("{}: {}", numbering.words(), moves.join("; "));
    scene.shapes(true, shapes);
    scene
}

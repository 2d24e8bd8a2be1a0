//! The move numbering a page shows, shared by the pages that name moves (walk, tourneys,
//! statistics): the numbering's menu and its compass (the eight knight's moves around a
//! knight, numbered, as a scene the page shows as SVG).

use super::scene::{Align, Baseline, Font, Scene, Shape, Stroke};
use super::status::{Choice, Menu};
use super::theme::Palette;
use crate::numbering::Numbering;

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
    const CELL: f64 = 22.0;
    let mut shapes = Vec::new();
    for r in 0..5u32 {
        for c in 0..5u32 {
            let rect = (f64::from(c) * CELL, f64::from(r) * CELL, CELL, CELL);
            shapes.push(Shape::fill(rect, pal.square(r, c)));
        }
    }
    let mid = 2.5 * CELL;
    let pos = (Align::Centre, Baseline::Middle);
    shapes.push(Shape::text(
        (mid, mid),
        "\u{265E}",
        Font::serif(18.0),
        pos,
        pal.knight,
    ));
    let points = numbering.compass();
    for p in &points {
        let at = (
            (2.5 + f64::from(p.dc)) * CELL,
            (2.5 + f64::from(p.dr)) * CELL,
        );
        shapes.push(Shape::Discs {
            centres: vec![at],
            radius: CELL * 0.42,
            fill: pal.halo,
            stroke: Some(Stroke::solid(pal.candidate, 1.5)),
        });
        shapes.push(Shape::text(
            at,
            p.number.to_string(),
            Font::bold(14.0),
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

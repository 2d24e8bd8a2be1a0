//! The tourney page's board as a scene of four layers, bottom first: the cover (its picture in
//! memory, [`super::picture`]), the rails and the last switch (in memory too,
//! [`super::rail_layer`]), the rail graph (001 Figure 16, shapes; hidden when off) and the rail
//! under the pointer (shapes; hidden when there is none: a canvas on show costs the browser a
//! copy every frame, drawn on or not). Each layer is drawn again only when what it shows
//! changed; a frame where nothing did is no scene at all.
//!
//! The pictures in memory are what the page shows: while a plan plays at the top speed,
//! cycles that split or join recolour much of the board every frame, and canvas strokes of the
//! 40,000 moves of a 200 × 200 cover took ~17 ms a frame to rasterise at 4 px squares. With the
//! `bench` feature the same lines can be drawn as shapes instead (`Drawing::strokes`): the
//! reference a page test compares the pictures with, and the benchmark's same-run baseline.

use super::hit;
use super::picture::{CoverPicture, Window};
use super::rail_graph::{self, GraphPicture, LABEL_CELL_MIN};
use super::rail_layer::RailLayer;
use super::state::Tourney;
use super::view::{self, Stroke as Lines};
use crate::board::Board;
use crate::page::fit::Fit;
#[cfg(feature = "bench")]
use crate::page::scene::Colour;
use crate::page::scene::{Align, Baseline, Font, Scene, Shape, Stroke, Viewport};
use crate::page::theme::{Palette, DAY};
use crate::rails::graph::RailMultigraph;
use crate::rails::Rail;
use crate::raster::PUT_CALL_PX;

/// The shapes of the cover's layer and of the rails' layer (the reference drawing).
type Layers = (Vec<Shape>, Vec<Shape>);

/// The largest square (CSS px) the board is drawn with.
pub const MAX_CELL: f64 = 56.0;

/// Frames of a playing plan between two rail graphs: about four a second (the graph of a
/// big cover is milliseconds to make).
const GRAPH_EVERY: u32 = 15;

/// The rail graph of the cover on show and its picture, for the overlay and its sentence.
pub struct Graph {
    /// The cover (its serial and version) and square size it is of.
    key: (u64, u64, u64),
    pub graph: RailMultigraph,
    pub picture: GraphPicture,
}

/// What the board view keeps between frames.
pub struct Drawing {
    picture: CoverPicture,
    layer: RailLayer,
    pub fit: Fit,
    dpr: f64,
    /// The colours of the view's scheme.
    palette: &'static Palette,
    /// What the upper layers show: the top layer's key ([`Overlay`]), the graph's key (None:
    /// hidden).
    hover: Option<Overlay>,
    graph_drawn: Option<Option<(u64, u64, u64)>>,
    pub graph: Option<Graph>,
    /// Frames drawn while playing since the graph was made.
    graph_age: u32,
    /// Draw the cover and the rails as shapes (the reference; see the module docs).
    #[cfg(feature = "bench")]
    pub strokes: bool,
    /// The strokes' key: the cover drawn (serial, version), rails shown, squares' size.
    #[cfg(feature = "bench")]
    stroked: Option<(u64, u64, bool, u64)>,
}

impl Default for Drawing {
    fn default() -> Drawing {
        Drawing {
            picture: CoverPicture::new(),
            layer: RailLayer::new(),
            fit: Fit::new(1, 1, Viewport::new(960.0, 960.0, 1.0), MAX_CELL),
            dpr: 1.0,
            palette: &DAY,
            hover: None,
            graph_drawn: None,
            graph: None,
            graph_age: 0,
            #[cfg(feature = "bench")]
            strokes: false,
            #[cfg(feature = "bench")]
            stroked: None,
        }
    }
}

/// What the top layer shows: the rail under the pointer, the cycles pointed at (their rails on
/// a large cover, their numbers on small squares), and the cover (serial, version) whose
/// numbers and rails those are.
type Overlay = (Option<Rail>, Vec<u32>, (u64, u64), bool);

/// What the board shows besides the cover.
pub struct Shown {
    /// The cover's serial (a new cover is a new serial).
    pub serial: u64,
    pub rails: bool,
    pub graph: bool,
    pub hover: Option<Rail>,
    /// The square under the pointer (row-major), if any.
    pub hover_square: Option<usize>,
    /// A plan is playing (the rail graph follows it a few times a second).
    pub playing: bool,
}

/// `lines` as shapes on squares of `cell` px.
fn segments(b: Board, lines: Vec<Lines>, cell: f64) -> Vec<Shape> {
    let at = |i: usize| hit::square_centre(b, i, cell);
    lines
        .into_iter()
        .map(|l| Shape::Segments {
            segments: l
                .moves
                .iter()
                .map(|&(i, j)| {
                    let ((x0, y0), (x1, y1)) = (at(i), at(j));
                    [x0, y0, x1, y1]
                })
                .collect(),
            stroke: Stroke {
                colour: l.colour,
                width: l.width,
                dash: l.dash,
                round: l.round,
            },
        })
        .collect()
}

/// The cycles (labels) pointed at: those of the two primary moves of the rail under the
/// pointer, and the cycle of the square under it; sorted, once each.
fn pointed_cycles(cover: &mut Tourney, shown: &Shown) -> Vec<u32> {
    let b = cover.board();
    let (_, labels, _) = cover.view();
    let mut squares: Vec<usize> = shown.hover_square.into_iter().collect();
    if let Some([v0, _, v2, _]) = shown.hover.and_then(|r| r.squares(b)) {
        squares.extend([v0, v2]);
    }
    let mut cycles: Vec<u32> = squares
        .iter()
        .filter_map(|&i| labels.get(i).copied())
        .filter(|&l| l != u32::MAX)
        .collect();
    cycles.sort_unstable();
    cycles.dedup();
    cycles
}

impl Drawing {
    /// Fit the board of `cover` into `viewport`: whether the squares, the pixel ratio or the
    /// scheme changed (a new scheme paints the pictures and makes the rail graph again).
    pub fn fit(&mut self, b: Board, viewport: Viewport) -> bool {
        let fit = Fit::new(b.rows(), b.cols(), viewport, MAX_CELL);
        let palette = viewport.palette();
        let recoloured = palette != self.palette;
        let changed = fit != self.fit || viewport.dpr != self.dpr || recoloured;
        self.fit = fit;
        self.dpr = viewport.dpr;
        if recoloured {
            self.palette = palette;
            self.picture.set_palette(palette);
            self.layer.set_palette(palette);
            self.graph = None;
            #[cfg(feature = "bench")]
            {
                self.stroked = None;
            }
        }
        changed
    }

    /// Start afresh (a new cover: its rails, graph and hover are another's).
    pub fn reset(&mut self) {
        self.hover = None;
        self.graph_drawn = None;
        self.graph = None;
    }

    /// The rail graph of `cover` as it is now, made again when the cover or the squares
    /// changed; while a plan plays, only every few frames (`now`: whatever the frame).
    pub fn graph(&mut self, cover: &mut Tourney, serial: u64, now: bool) -> &Graph {
        let key = (serial, cover.version(), self.fit.cell.to_bits());
        let stale = self.graph.as_ref().is_none_or(|g| g.key != key);
        let first = self.graph.as_ref().is_none_or(|g| g.key.0 != serial);
        if stale && (now || first || self.graph_age >= GRAPH_EVERY) {
            let graph = rail_graph::graph_of(cover);
            let (_, _, colours) = cover.view();
            let picture = rail_graph::picture(&graph, colours, self.fit.cell, self.palette);
            self.graph = Some(Graph {
                key,
                graph,
                picture,
            });
            self.graph_age = 0;
        }
        self.graph.as_ref().expect("made above")
    }

    /// The board of `cover` in `viewport`, with what `shown` says; None when nothing changed.
    pub fn scene(
        &mut self,
        cover: &mut Tourney,
        viewport: Viewport,
        shown: &Shown,
    ) -> Option<Scene<'_>> {
        let b = cover.board();
        let resized = self.fit(b, viewport);
        if resized {
            self.hover = None;
            self.graph_drawn = None;
        }
        let dpr = self.dpr;
        let mut changed = resized;
        // The reference drawing's layers, when it is on and they changed.
        #[cfg(feature = "bench")]
        let (stroked, shapes) = (self.strokes, self.stroked_layers(cover, shown, resized));
        #[cfg(not(feature = "bench"))]
        let (stroked, shapes): (bool, Option<Layers>) = (false, None);
        if stroked {
            changed |= shapes.is_some();
        } else {
            let last = cover.last().map(|s| s.rail);
            // A zoomed view paints the window only (the same pixels as the whole there).
            let win = Window::of_fit(&self.fit, dpr);
            let (c, labels, colours) = cover.view();
            changed |= self.picture.paint_in(c, labels, colours, &win);
            let all = view::all_rails(cover.rails().len());
            let rails = (shown.rails && all).then(|| cover.rails());
            changed |= self.layer.paint_in(b, rails, last, &win);
        }
        if shown.playing {
            self.graph_age += 1;
        }
        let graph = shown.graph.then(|| {
            let g = self.graph(cover, shown.serial, !shown.playing);
            g.key
        });
        let graph_changed = self.graph_drawn != Some(graph);
        let overlay: Overlay = (
            shown.hover,
            pointed_cycles(cover, shown),
            (shown.serial, cover.version()),
            shown.rails,
        );
        let hover_changed = self.hover.as_ref() != Some(&overlay);
        if !(changed || graph_changed || hover_changed) {
            return None;
        }
        self.graph_drawn = Some(graph);
        let mut scene = Scene::new(self.fit.width, self.fit.height, dpr);
        if resized {
            scene.label = format!(
                "The cycle cover of {b}: point at a rail to read what switching it would do; click it to switch it"
            );
        }
        // Shapes are made on the whole board and moved by the window's origin.
        let (dx, dy) = (-self.fit.ox, -self.fit.oy);
        let moved = |v: Vec<Shape>| -> Vec<Shape> {
            if (dx, dy) == (0.0, 0.0) {
                v
            } else {
                v.into_iter().map(|s| s.moved(dx, dy)).collect()
            }
        };
        let graph_shapes = graph.map(|_| moved(self.graph_shapes(b)));
        let hover_shapes = self.overlay_shapes(cover, &overlay).map(moved);
        // A window onto a zoomed board: where it is on the whole.
        let locator = crate::page::zoom::locator(&self.fit, self.palette, None);
        let hover_shapes = match (hover_shapes, locator.is_empty()) {
            (h, true) => h,
            (h, false) => Some(h.into_iter().flatten().chain(locator).collect()),
        };
        self.hover = Some(overlay);
        scene.fit = Some(self.fit);
        match shapes {
            Some((board, rails)) => {
                scene.shapes(true, moved(board));
                scene.shapes(true, moved(rails));
            }
            None if stroked => {
                scene.keep(false);
                scene.keep(false);
            }
            None => {
                scene.pixels(self.picture.raster_mut(), PUT_CALL_PX);
                scene.pixels(self.layer.raster_mut(), PUT_CALL_PX);
            }
        }
        match graph_shapes {
            Some(s) if graph_changed => scene.shapes(true, s),
            Some(_) => scene.keep(false),
            None => scene.keep(true),
        }
        match hover_shapes {
            Some(s) if hover_changed => scene.shapes(true, s),
            Some(_) => scene.keep(false),
            None => scene.keep(true),
        }
        Some(scene)
    }

    /// The top layer: the rails of the cycles pointed at on a cover with too many rails to draw
    /// them all ([`view::all_rails`]), the rail under the pointer, and the cycles' numbers
    /// (every cycle's on squares of [`view::NUMBERS_MIN`] px or more, else those pointed at);
    /// None when it has nothing to show.
    fn overlay_shapes(&self, cover: &mut Tourney, overlay: &Overlay) -> Option<Vec<Shape>> {
        let (hover, cycles, _, rails_on) = overlay;
        let b = cover.board();
        let (cell, pal) = (self.fit.cell, self.palette);
        let mut out = Vec::new();
        if *rails_on && !view::all_rails(cover.rails().len()) {
            let rails = cover.rails().to_vec();
            let (_, labels, _) = cover.view();
            let mine = view::rails_of_cycles(b, &rails, labels, cycles);
            out.extend(segments(b, view::rail_strokes(b, &mine, cell, pal), cell));
        }
        if let Some(r) = hover {
            out.extend(segments(b, view::hover_strokes(b, *r, cell, pal), cell));
        }
        let (_, labels, _) = cover.view();
        let count = labels
            .iter()
            .filter(|&&l| l != u32::MAX)
            .max()
            .map_or(0, |&m| m as usize + 1);
        let at = view::number_squares(labels, count);
        let numbered: Vec<u32> = if cell >= view::NUMBERS_MIN {
            (0..count as u32).collect()
        } else {
            cycles.clone()
        };
        let size = (cell * 0.55).clamp(10.0, 15.0);
        // Only the numbers in the window (of a zoomed view) and a square round it.
        let (r0, r1, c0, c1) = self.fit.visible();
        let cols = b.cols() as usize;
        let in_view = |i: usize| {
            let (r, c) = ((i / cols) as u32, (i % cols) as u32);
            r + 1 >= r0 && r < r1 + 1 && c + 1 >= c0 && c < c1 + 1
        };
        for k in numbered {
            let Some(&i) = at
                .get(k as usize)
                .filter(|&&i| i != usize::MAX && in_view(i))
            else {
                continue;
            };
            out.push(Shape::Text {
                at: hit::square_centre(b, i, cell),
                text: (k + 1).to_string(),
                font: Font::bold(size),
                align: Align::Centre,
                baseline: Baseline::Middle,
                fill: pal.knight,
                halo: Some(Stroke::solid(pal.halo.alpha(0.95), 3.0)),
            });
        }
        (!out.is_empty()).then_some(out)
    }

    /// The rail graph as shapes: a light wash over the cycles (so the graph reads as Figure 16
    /// does), the edges, the dots, the numbers.
    fn graph_shapes(&self, b: Board) -> Vec<Shape> {
        let Some(g) = &self.graph else {
            return Vec::new();
        };
        let p = &g.picture;
        let (cell, pal) = (self.fit.cell, self.palette);
        let mut out = vec![Shape::fill(
            (
                0.0,
                0.0,
                cell * f64::from(b.cols()),
                cell * f64::from(b.rows()),
            ),
            pal.light.alpha(0.6),
        )];
        for l in &p.lines {
            out.push(Shape::Segments {
                segments: l.lines.clone(),
                stroke: Stroke::solid(l.colour, l.width).rounded(),
            });
        }
        let edge = Stroke::solid(pal.knight.alpha(0.85), 0.9);
        for d in &p.dots {
            out.push(Shape::Discs {
                centres: d.dots.iter().map(|&[x, y, _]| (x, y)).collect(),
                radius: d.dots.first().map_or(1.0, |d| d[2]),
                fill: d.colour,
                stroke: Some(edge),
            });
        }
        let size = (cell * 0.8).clamp(9.0, 13.0);
        debug_assert!(p.labels.is_empty() || cell >= LABEL_CELL_MIN);
        for l in &p.labels {
            out.push(Shape::Text {
                at: (l.x, l.y),
                text: l.text.clone(),
                font: Font::bold(size),
                align: Align::Centre,
                baseline: Baseline::Middle,
                fill: pal.knight,
                halo: Some(Stroke::solid(pal.halo.alpha(0.95), 3.0)),
            });
        }
        out
    }

    /// The reference drawing's two lower layers when it is on and what they show changed.
    #[cfg(feature = "bench")]
    fn stroked_layers(
        &mut self,
        cover: &mut Tourney,
        shown: &Shown,
        resized: bool,
    ) -> Option<Layers> {
        let cell = self.fit.cell;
        let key = (
            shown.serial,
            cover.version(),
            shown.rails,
            cell.to_bits() ^ self.dpr.to_bits(),
        );
        if !self.strokes || (self.stroked == Some(key) && !resized) {
            return None;
        }
        self.stroked = Some(key);
        Some(self.strokes_of(cover, shown.rails))
    }

    /// The cover and the rails layer as shapes: the board and its chequer, the cycles one
    /// stroke a colour, the squares' dots; the rails and the last switch.
    #[cfg(feature = "bench")]
    fn strokes_of(&self, cover: &mut Tourney, rails: bool) -> Layers {
        let b = cover.board();
        let (cell, p) = (self.fit.cell, self.palette);
        // On the whole board (the scene moves them by a zoomed window's origin).
        let whole = Fit::of_cell(b.rows(), b.cols(), cell);
        let mut board = vec![Shape::fill((0.0, 0.0, whole.width, whole.height), p.light)];
        if cell >= view::CHEQUER_MIN {
            for r in 1..=b.rows() {
                for c in (1..=b.cols()).filter(|c| (r + c) % 2 == 1) {
                    board.push(Shape::fill(whole.rect(r, c, 0.0), p.dark));
                }
            }
        }
        let last = cover.last().map(|s| s.rail);
        let (c, labels, colours) = cover.view();
        board.extend(segments(
            b,
            view::cover_strokes(c, (labels, colours), cell, p),
            cell,
        ));
        if cell >= view::DOT_MIN {
            let ([r, g, bl], alpha) = view::dot(p);
            board.push(Shape::Discs {
                centres: (0..b.squares())
                    .map(|i| hit::square_centre(b, i, cell))
                    .collect(),
                radius: cell * 0.07,
                fill: Colour::rgba(r, g, bl, alpha),
                stroke: None,
            });
        }
        let mut over = if rails && view::all_rails(cover.rails().len()) {
            segments(b, view::rail_strokes(b, cover.rails(), cell, p), cell)
        } else {
            Vec::new()
        };
        if let Some(rail) = last {
            over.extend(segments(b, view::switch_strokes(b, rail, cell, p), cell));
        }
        (board, over)
    }

    /// Draw everything again at the next scene (the reference drawing switched on or off).
    #[cfg(feature = "bench")]
    pub fn redraw(&mut self) {
        self.picture.invalidate();
        self.layer.invalidate();
        self.stroked = None;
        self.dpr = 0.0;
    }
}

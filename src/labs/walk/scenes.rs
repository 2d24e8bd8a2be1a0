//! What the walk page's views show: the boards (the picture in memory, the staged rule's
//! regions, the path and the overlay, each layer drawn again only when it changed), the
//! compass, and this tour's charts.

use super::*;

impl WalkLab {
    /// The first board's overlay: the walk's own marks, the next move's, the cursor, where
    /// the rules part.
    pub(super) fn overlay(&mut self, layout: &Layout) -> Vec<Shape> {
        let slide = self
            .slide
            .as_ref()
            .filter(|s| s.start.is_some() && s.len == self.walk.walk().len())
            .map(|s| (s.from, s.t));
        let mut shapes = view::walk_marks(layout, self.walk.walk(), slide);
        if let Some(s) = self.walk.search() {
            shapes.extend(view::retreats(layout, s.abandoned()));
        }
        if self.marks_shown() {
            let values = self.values_shown();
            if let Some(p) = self.walk.preview(Numbering::Squirrel) {
                shapes.extend(view::preview_marks(layout, self.walk.walk(), &p, values));
            }
        }
        // "You try": the rule's square ringed once a guess is made (the knight on it after a
        // right guess): a circle, so the candidates' square frames and values stay readable.
        let len = self.walk.walk().len();
        if let Some((_, s)) = self.trying.ring.filter(|r| self.form.trying && r.0 == len) {
            shapes.extend(view::circle(layout, s, layout.palette.chosen));
        }
        if let Ok(Some(end)) = self.form.end_square() {
            shapes.extend(view::circle(layout, end, layout.palette.accent));
        }
        if let Some(c) = self.cursor {
            shapes.extend(view::ring(layout, c, layout.palette.cursor));
        }
        if let Some(sq) = self.parting().and_then(|p| p.squares) {
            let s = Square::new(sq[0][0], sq[0][1]);
            shapes.extend(view::ring(layout, s, layout.palette.accent));
        }
        shapes
    }

    pub(super) fn board_scene(
        &mut self,
        k: usize,
        viewport: Viewport,
        glyphs: &mut dyn Glyphs,
    ) -> Option<Scene<'_>> {
        let board = match k {
            0 => self.walk.walk().board(),
            _ => self.second.as_ref()?.walk().board(),
        };
        let layout = self.layout(board, viewport);
        let dpr = viewport.dpr;
        self.layouts[k] = Some(layout);
        if k == 0 {
            self.frames = self.frames.saturating_add(1);
        }
        // The overlay: small, drawn whole when anything on it changed.
        let overlay = if k == 0 {
            self.overlay(&layout)
        } else {
            let parting = self
                .parting()
                .and_then(|p| p.squares)
                .map(|sq| Square::new(sq[1][0], sq[1][1]));
            let w = self.second.as_ref()?.walk();
            let mut shapes = view::walk_marks(&layout, w, None);
            if let Some(s) = parting {
                shapes.extend(view::ring(&layout, s, layout.palette.accent));
            }
            shapes
        };
        // A window onto a zoomed board: where it is on the whole, and where the knight is.
        let overlay = {
            let mut shapes = overlay;
            let knight = match k {
                0 => self.walk.walk().current(),
                _ => self.second.as_ref()?.walk().current(),
            };
            shapes.extend(crate::page::zoom::locator(
                &layout.fit,
                layout.palette,
                Some((knight.row, knight.col)),
            ));
            shapes
        };
        let bits = (
            layout.fit.cell.to_bits(),
            layout.labels,
            dpr.to_bits(),
            viewport.scheme,
        );
        let overlay_key = key_of((format!("{overlay:?}"), bits));
        let overlay_new = self.drawn[k].overlay != Some(overlay_key);
        self.drawn[k].overlay = Some(overlay_key);
        // The regions' tint and rings (first board only).
        let mut regions_layer = None;
        if k == 0 {
            let len = self.walk.walk().len();
            let shown = self.regions().map(|r| {
                let key = key_of((r.stage_at(len), bits, r.board(), r.start()));
                (key, r)
            });
            regions_layer = Some(match shown {
                Some((key, r)) if self.drawn[0].regions != Some(key) => {
                    let mut shapes = regions::tint(r, &layout);
                    shapes.extend(regions::rings(r, &layout, len));
                    self.drawn[0].regions = Some(key);
                    (
                        true,
                        Content::Shapes {
                            clear: true,
                            shapes,
                        },
                    )
                }
                Some(_) => (false, Content::Keep),
                None => {
                    let was = self.drawn[0].regions.take().is_some();
                    (was, Content::Hidden)
                }
            });
        }
        let walk = match k {
            0 => self.walk.walk(),
            _ => self.second.as_ref()?.walk(),
        };
        let picture = &mut self.pictures[k];
        // What kept layers keep (the picture is made anew only with layers to show).
        let [kept_board, kept_path] = picture.bitmaps();
        let layers = picture.layers(walk, layout, dpr, glyphs);
        let regions_new = regions_layer.as_ref().is_some_and(|r| r.0);
        if layers.is_none() && !overlay_new && !regions_new {
            return None;
        }
        let mut scene = Scene::new(layout.fit.width, layout.fit.height, dpr);
        let full = scene.full_bitmap();
        let [board_layer, path_layer] = match layers {
            Some(l) => l,
            None => [
                Layer {
                    bitmap: kept_board,
                    content: Content::Keep,
                },
                Layer {
                    bitmap: kept_path,
                    content: Content::Keep,
                },
            ],
        };
        scene.layers.push(board_layer);
        if let Some((_, content)) = regions_layer {
            scene.layers.push(Layer {
                bitmap: full,
                content,
            });
        }
        scene.layers.push(path_layer);
        scene.layers.push(Layer {
            bitmap: full,
            content: if overlay_new {
                Content::Shapes {
                    clear: true,
                    shapes: overlay,
                }
            } else {
                Content::Keep
            },
        });
        scene.fit = Some(layout.fit);
        if k == 0 {
            // The keyboard's cursor, when the arrows moved it: a zoomed view pans to keep it
            // in sight.
            if std::mem::take(&mut self.cursor_moved) {
                scene.keep = self.cursor.map(|c| (c.row, c.col));
            }
        }
        scene.label = if k == 0 {
            format!(
                "The {board} board; click a square to start there, or focus it and explore it \
                 with the arrow keys"
            )
        } else {
            format!("The second rule's {board} board, stepped with the first")
        };
        Some(scene)
    }

    /// A chart of this walk's f (`relative` false) or r, when it changed (while playing, once
    /// in [`CHART_EVERY`] frames).
    pub(super) fn chart(&mut self, relative: bool, scheme: Scheme) -> Option<Scene<'static>> {
        if self.walk.busy() {
            return None;
        }
        self.tally.follow(self.walk.walk());
        let k = usize::from(relative);
        let key = (self.walk.walk().len(), self.form.numbering, scheme);
        if self.charts[k] == Some(key) || (self.playing && self.frames % CHART_EVERY != 0) {
            return None;
        }
        self.charts[k] = Some(key);
        Some(
            self.tally
                .chart(self.form.numbering, relative, Palette::of(scheme)),
        )
    }

    pub(super) fn layout(&self, board: Board, viewport: Viewport) -> Layout {
        #[cfg(feature = "bench")]
        if let Some(px) = self.cell {
            return Layout {
                palette: viewport.palette(),
                ..Layout::of_cell(board, px)
            };
        }
        Layout::fit(board, viewport)
    }
}

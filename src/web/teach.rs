//! The walk page's teaching wrappers (wasm32 only): the next-move preview and its marks, "you
//! try" guesses, the status in the numbering shown, and the move compass. Every sentence and
//! value comes from the core ([`crate::walk::lab::preview`], [`crate::numbering`]).

use super::draw::View;
use super::error::field_error;
use super::preview_draw;
use super::{to_js, Lab};
use crate::board::Square;
use crate::layout::{clamp_dpr, Layout};
use crate::numbering::Numbering;
use wasm_bindgen::prelude::*;
use web_sys::CanvasRenderingContext2d as Ctx2d;

fn numbering(text: &str) -> Result<Numbering, JsValue> {
    Numbering::parse(text).map_err(|e| field_error("numbering", e))
}

/// The numberings a page can show: `[{key, name, words}]`, Squirrel's first (the default).
#[wasm_bindgen(js_name = numberings)]
pub fn numberings() -> Result<JsValue, JsValue> {
    to_js(&Numbering::catalogue())
}

/// Check a numbering's name (`squirrel`, `parberry`, `phadke`): its key, or an error with field
/// `numbering`.
#[wasm_bindgen(js_name = parseNumbering)]
pub fn parse_numbering(text: &str) -> Result<String, JsValue> {
    numbering(text).map(|n| n.key().to_string())
}

/// The eight moves around a knight with their numbers in `numbering`: `[{dr, dc, number,
/// squirrel}]` (rows grow downwards).
#[wasm_bindgen(js_name = compass)]
pub fn compass(numbering_key: &str) -> Result<JsValue, JsValue> {
    to_js(&numbering(numbering_key)?.compass())
}

/// For a distribution counted in Parberry's numbering (as the charts get it), the Parberry
/// index to show at each place, in the order of `numbering`'s move numbers (`relative`: of its
/// relative moves, 0 = repeat).
#[wasm_bindgen(js_name = barOrder)]
pub fn bar_order(numbering_key: &str, relative: bool) -> Result<Vec<u32>, JsValue> {
    let order = numbering(numbering_key)?.bar_order(relative);
    Ok(order.iter().map(|&i| i as u32).collect())
}

/// The labels of the bars [`bar_order`] orders, in `numbering` (move numbers, or turns 0–7 when
/// `relative`).
#[wasm_bindgen(js_name = barLabels)]
pub fn bar_labels(numbering_key: &str, relative: bool) -> Result<Vec<u32>, JsValue> {
    let labels = numbering(numbering_key)?.bar_labels(relative);
    Ok(labels.iter().map(|&i| u32::from(i)).collect())
}

#[wasm_bindgen]
impl Lab {
    /// The next step before it is taken: `{step, from, to, move, valueName, candidates: [{square,
    /// name, move, degree, value, secondary, best, chosen}], tie, sentence, question, prompt}`, moves in
    /// `numbering`; undefined while busy or when the walk is over.
    pub fn preview(&mut self, numbering_key: &str) -> Result<JsValue, JsValue> {
        let n = numbering(numbering_key)?;
        to_js(&self.lab.preview(n))
    }

    /// Judge a guess of the next square (row, col): `{right, candidate, words}`, or undefined when
    /// there is no next move.
    pub fn judge(&mut self, row: u32, col: u32, numbering_key: &str) -> Result<JsValue, JsValue> {
        let n = numbering(numbering_key)?;
        to_js(&self.lab.judge(Square::new(row, col), n))
    }

    /// The rule in words, its ordering also given in `numbering`.
    #[wasm_bindgen(js_name = ruleWordsIn)]
    pub fn rule_words_in(&mut self, numbering_key: &str) -> Result<String, JsValue> {
        Ok(self.lab.rule_words_in(numbering(numbering_key)?))
    }

    /// The status line with the move number in `numbering`.
    #[wasm_bindgen(js_name = statusIn)]
    pub fn status_in(&mut self, numbering_key: &str) -> Result<String, JsValue> {
        Ok(self.lab.status_in(numbering(numbering_key)?))
    }

    /// Draw the walk with the marks of the next move instead of the last one: each candidate
    /// framed, the tie dashed, and (when `values`) the value the rule compares in its corner;
    /// without `values` the candidates' own numbers are covered (for "you try"). `marks` false
    /// draws no preview (while playing).
    #[wasm_bindgen(js_name = drawTeach)]
    pub fn draw_teach(
        &mut self,
        board: &Ctx2d,
        path: &Ctx2d,
        overlay: &Ctx2d,
        marks: bool,
        values: bool,
    ) -> Result<(), JsValue> {
        let fail = |e: JsValue| field_error("status", format!("drawing failed: {e:?}"));
        self.view
            .draw(self.lab.walk(), None, board, path, overlay)
            .map_err(fail)?;
        if !marks || self.lab.busy() {
            return Ok(());
        }
        let Some(p) = self.lab.preview(Numbering::Squirrel) else {
            return Ok(());
        };
        let layout = self.view.layout;
        let dpr = self.view.dpr();
        preview_draw::draw(overlay, &layout, dpr, self.lab.walk(), &p, values).map_err(fail)
    }

    /// Choose the layout for a board area of `max_px` CSS pixels with squares up to `max_cell`
    /// px, labels only when readable ([`Layout::fit_up_to`]); same answer as `layout`.
    #[wasm_bindgen(js_name = layoutUpTo)]
    pub fn layout_up_to(
        &mut self,
        max_px: f64,
        dpr: f64,
        max_cell: f64,
    ) -> Result<JsValue, JsValue> {
        let b = self.lab.walk().board();
        self.view = View::new(b, Layout::fit_up_to(b, max_px, max_cell), clamp_dpr(dpr));
        to_js(&self.view.sizes(b))
    }

    /// Ring square (row, col) on the overlay: the keyboard explorer's cursor (after a draw).
    #[wasm_bindgen(js_name = drawCursor)]
    pub fn draw_cursor(&self, overlay: &Ctx2d, row: u32, col: u32) -> Result<(), JsValue> {
        let s = Square::new(row, col);
        if !self.lab.walk().board().contains(s) {
            return Ok(());
        }
        let layout = self.view.layout;
        let dpr = self.view.dpr();
        preview_draw::ring(overlay, &layout, dpr, s, "#d1001f")
    }

    /// Compare this walk with `other` (same board and start) over the steps both have taken:
    /// `{first, squares, words}`; `names` are the two rules as the page calls them.
    #[wasm_bindgen(js_name = compareWith)]
    pub fn compare_with(
        &mut self,
        other: &mut Lab,
        name: &str,
        other_name: &str,
    ) -> Result<JsValue, JsValue> {
        let (a, b) = (self.lab.ready(), other.lab.ready());
        to_js(&crate::walk::lab::compare::compare(
            a,
            b,
            [name, other_name],
        ))
    }

    /// Mark square (row, col) on the overlay with an orange ring: where two rules part.
    #[wasm_bindgen(js_name = drawParting)]
    pub fn draw_parting(&self, overlay: &Ctx2d, row: u32, col: u32) -> Result<(), JsValue> {
        let s = Square::new(row, col);
        if !self.lab.walk().board().contains(s) {
            return Ok(());
        }
        let layout = self.view.layout;
        let dpr = self.view.dpr();
        preview_draw::ring(overlay, &layout, dpr, s, "#e07000")
    }

    /// The knight's square as `[row, col]` (O(1), unlike `summary`).
    #[wasm_bindgen(js_name = currentSquare)]
    pub fn current_square(&mut self) -> Vec<u32> {
        let s = self.lab.ready().current();
        vec![s.row, s.col]
    }

    /// One frame of the knight sliding onto its square from (row, col), `t` from 0 to 1 (after a
    /// draw).
    #[wasm_bindgen(js_name = drawSlide)]
    pub fn draw_slide(&self, overlay: &Ctx2d, row: u32, col: u32, t: f64) -> Result<(), JsValue> {
        let from = Square::new(row, col);
        let w = self.lab.walk();
        if !w.board().contains(from) || !t.is_finite() {
            return Ok(());
        }
        let layout = self.view.layout;
        let dpr = self.view.dpr();
        preview_draw::slide(overlay, &layout, dpr, from, w.current(), t)
    }

    /// The square under CSS pixel (x, y) of the board as `[row, col]`, or undefined.
    #[wasm_bindgen(js_name = squareAtXY)]
    pub fn square_at_xy(&self, x: f64, y: f64) -> Option<Vec<u32>> {
        self.view
            .layout
            .square_at(self.lab.walk().board(), x, y)
            .map(|s| vec![s.row, s.col])
    }

    /// What square (row, col) holds, read out for the keyboard explorer: its name, then its move
    /// number or degree, trouble, and whether it is a candidate for the next move.
    #[wasm_bindgen(js_name = describeSquare)]
    pub fn describe_square(
        &mut self,
        row: u32,
        col: u32,
        numbering_key: &str,
    ) -> Result<String, JsValue> {
        let n = numbering(numbering_key)?;
        Ok(self.lab.describe_square(Square::new(row, col), n))
    }
}

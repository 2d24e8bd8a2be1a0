//! The one wrapper every page drives (wasm32 only): a lab opened by its key and link
//! ([`crate::labs::open`]), fed the page's texts and actions as JS values, painting its views
//! with the one `Painter`, running its job in time-budgeted slices; and [`WorkerRun`], the
//! one wrapper a Worker drives ([`crate::labs::worker_job`]).

use super::error::{field_error, page_error, page_errors};
use super::glyphs::CanvasGlyphs;
use super::painter::Painter;
use super::{from_js, to_js, PerfClock};
use crate::job::{Job, Progress};
use crate::page::class_view::View;
use crate::page::fit::Fit;
use crate::page::look::Look;
use crate::page::scene::Viewport;
use crate::page::zoom::Zoom;
use crate::page::{Page, PageError, WorkerJob};
use wasm_bindgen::prelude::*;
use web_sys::{HtmlCanvasElement, HtmlElement};

/// Units of a job's work a call starts at; doubled while calls are short, halved when long.
const FIRST_UNITS: u64 = 1;

/// Call `job.work` in calls that take about a millisecond each until it finishes or
/// `budget_ms` have passed (at least one call): its last progress.
pub fn slices(job: &mut dyn Job, units: &mut u64, budget_ms: f64) -> Result<Progress, String> {
    let clock = PerfClock::new();
    let until = clock.ms()
        + if budget_ms.is_finite() {
            budget_ms.max(0.0)
        } else {
            0.0
        };
    loop {
        let t0 = clock.ms();
        let p = job.work(*units)?;
        let t1 = clock.ms();
        if t1 - t0 < 0.5 {
            *units = (*units * 2).min(1 << 40);
        } else if t1 - t0 > 4.0 {
            *units = (*units / 2).max(1);
        }
        if p.is_finished() || t1 >= until {
            return Ok(p);
        }
    }
}

/// A page's lab.
#[wasm_bindgen(js_name = Page)]
pub struct WebPage {
    page: Box<dyn Page>,
    painter: Painter,
    glyphs: CanvasGlyphs,
    units: u64,
    link_errors: Vec<PageError>,
    /// What the header's switch says, and whether the browser prefers dark.
    look: Look,
    browser_dark: bool,
    /// The full page or the class view.
    view: View,
    /// The zoom and pan of the board views (those marked `data-zoom`).
    zoom: Zoom,
    /// Each zoomable view's board as drawn last: what a zoom or pan is reckoned on.
    fits: Vec<(String, Fit)>,
}

#[wasm_bindgen(js_class = Page)]
impl WebPage {
    /// The lab of page `key` as the link `query` describes it; what the link had wrong is kept
    /// for [`WebPage::link_errors`].
    pub fn open(key: &str, query: &str) -> Result<WebPage, JsValue> {
        let (page, link_errors) = crate::labs::open(key, query).map_err(page_error)?;
        Ok(WebPage {
            page,
            painter: Painter::default(),
            glyphs: CanvasGlyphs { on: true },
            units: FIRST_UNITS,
            link_errors,
            look: Look::of_link(query).0,
            browser_dark: false,
            view: View::of_link(query).0,
            zoom: Zoom::of_link(query).0,
            fits: Vec::new(),
        })
    }

    /// The same page's lab opened anew from the link `query` (the browser's Back or Forward to
    /// a view it showed); what the link had wrong replaces [`WebPage::link_errors`].
    pub fn reopen(&mut self, query: &str) -> Result<(), JsValue> {
        let (page, link_errors) = crate::labs::open(self.page.key(), query).map_err(page_error)?;
        self.page = page;
        self.link_errors = link_errors;
        self.look = Look::of_link(query).0;
        self.view = View::of_link(query).0;
        self.zoom = Zoom::of_link(query).0;
        self.units = FIRST_UNITS;
        Ok(())
    }

    /// What the colour switch says (`auto`, `light`, `dark`).
    pub fn theme(&self) -> String {
        self.look.name().to_string()
    }

    /// Set the colour switch (`auto`, `light`, `dark`); the views are drawn anew in it.
    #[wasm_bindgen(js_name = setTheme)]
    pub fn set_theme(&mut self, choice: &str) -> Result<(), JsValue> {
        self.look = Look::parse(choice).map_err(|e| field_error("theme", e))?;
        Ok(())
    }

    /// The view on show (`full`, `class`).
    pub fn view(&self) -> String {
        self.view.name().to_string()
    }

    /// Show the full page or the class view (`full`, `class`); the views are drawn anew in it.
    #[wasm_bindgen(js_name = setView)]
    pub fn set_view(&mut self, view: &str) -> Result<(), JsValue> {
        self.view = View::parse(view).map_err(|e| page_error(PageError::status(e)))?;
        Ok(())
    }

    /// Whether the browser prefers a dark scheme (`prefers-color-scheme`), for the switch's
    /// `auto`.
    #[wasm_bindgen(js_name = setBrowserDark)]
    pub fn set_browser_dark(&mut self, dark: bool) {
        self.browser_dark = dark;
    }

    /// The scheme the views are drawn in (`light`, `dark`), for the page's styles.
    pub fn scheme(&self) -> String {
        self.look.scheme(self.browser_dark).name().to_string()
    }

    /// What the link had wrong: `[{field, message}]`.
    #[wasm_bindgen(js_name = linkErrors)]
    pub fn link_errors(&self) -> Result<JsValue, JsValue> {
        to_js(&self.link_errors)
    }

    /// Every field's text: `{name: text}`.
    pub fn texts(&self) -> Result<JsValue, JsValue> {
        let map: std::collections::BTreeMap<_, _> = self.page.texts().into_iter().collect();
        to_js(&map)
    }

    /// The form's menus: `[{field, choices: [{value, label, help}]}]`.
    pub fn menus(&self) -> Result<JsValue, JsValue> {
        to_js(&self.page.menus())
    }

    /// The link of what is on show (without `?`), with the colour switch's and the view's
    /// entries.
    pub fn link(&self) -> String {
        self.zoom
            .onto(&self.view.onto(&self.look.onto(&self.page.link())))
    }

    /// What is wrong with `texts` (`[[name, text]]`) on top of what is on show: `[{field,
    /// message}]`, empty when nothing is.
    pub fn check(&self, texts: JsValue) -> Result<JsValue, JsValue> {
        let t: Vec<(String, String)> = from_js(texts)?;
        to_js(&self.page.check(&t))
    }

    /// What `texts` would do that is worth knowing before they are applied: `[{field,
    /// message}]` (the memory a big board takes), empty when nothing is or they are wrong.
    pub fn notes(&self, texts: JsValue) -> Result<JsValue, JsValue> {
        let t: Vec<(String, String)> = from_js(texts)?;
        to_js(&self.page.notes(&t))
    }

    /// Show what `texts` describe; throws an Error whose `errors` lists every field's.
    pub fn apply(&mut self, texts: JsValue) -> Result<(), JsValue> {
        let t: Vec<(String, String)> = from_js(texts)?;
        self.page.apply(&t).map_err(page_errors)
    }

    /// Do `action` (`{do: ..., ...}`): the reply (see [`crate::page::status::Reply`]).
    pub fn act(&mut self, action: JsValue) -> Result<JsValue, JsValue> {
        let a: serde_json::Value = from_js(action)?;
        let reply = self.page.act(a).map_err(page_error)?;
        to_js(&reply)
    }

    /// What the page shows besides its views ([`crate::page::status::Status`]).
    pub fn status(&mut self) -> Result<JsValue, JsValue> {
        let mut status = self.page.status();
        status.carry = self.look.onto(&status.carry);
        to_js(&status)
    }

    /// Paint view `view` into `holder`, given `width` × `height` CSS px at `dpr`: whether
    /// anything was painted.
    pub fn draw(
        &mut self,
        view: &str,
        holder: &HtmlElement,
        width: f64,
        height: f64,
        dpr: f64,
    ) -> Result<bool, JsValue> {
        let (painted, moved) = self.draw_once(view, holder, width, height, dpr)?;
        if moved {
            // The zoom panned to a square the view must show: drawn again there.
            return Ok(self.draw_once(view, holder, width, height, dpr)?.0 || painted);
        }
        Ok(painted)
    }

    /// [`WebPage::draw`] once: whether anything was painted, and whether the zoom moved to
    /// show the square the scene asked for ([`crate::page::scene::Scene::keep`]).
    fn draw_once(
        &mut self,
        view: &str,
        holder: &HtmlElement,
        width: f64,
        height: f64,
        dpr: f64,
    ) -> Result<(bool, bool), JsValue> {
        let scheme = self.look.scheme(self.browser_dark);
        let zoomable = holder.has_attribute("data-zoom");
        let vp = Viewport::new(width, height, dpr)
            .in_scheme(scheme)
            .filling(self.view == View::Class)
            .zoomed(if zoomable { self.zoom } else { Zoom::FIT });
        match self.page.scene(view, vp, &mut self.glyphs) {
            Some(mut scene) => {
                let mut moved = false;
                if let Some(fit) = scene.fit.take().filter(|_| zoomable) {
                    // A centre past the board's edge comes back to what is drawn.
                    self.zoom = self.zoom.settled(&fit);
                    if let Some(square) = scene.keep {
                        let was = self.zoom;
                        self.zoom = self.zoom.showing(&fit, square);
                        moved = self.zoom != was;
                    }
                    self.fits.retain(|(v, _)| v != view);
                    self.fits.push((view.to_string(), fit));
                }
                self.painter
                    .paint(view, holder, scene)
                    .map(|()| (true, moved))
            }
            None => Ok((false, false)),
        }
    }

    /// How many times larger than fitted the board views are drawn (1: the whole board).
    pub fn zoom(&self) -> f64 {
        self.zoom.scale
    }

    /// Zoom the board views by `factor` about the point `(x, y)` (CSS px) of view `view`
    /// (its centre when not a number): whether the zoom changed. The views are drawn anew at
    /// the next draw.
    #[wasm_bindgen(js_name = zoomBy)]
    pub fn zoom_by(&mut self, view: &str, factor: f64, x: f64, y: f64) -> bool {
        let Some(fit) = self.fit_of(view) else {
            return false;
        };
        let at = if x.is_finite() && y.is_finite() {
            (x, y)
        } else {
            (fit.width / 2.0, fit.height / 2.0)
        };
        let was = self.zoom;
        self.zoom = self.zoom.by(factor, at, &fit);
        self.zoom != was
    }

    /// Move the board views by `(dx, dy)` CSS px (a drag on view `view`): whether they moved.
    #[wasm_bindgen(js_name = panBy)]
    pub fn pan_by(&mut self, view: &str, dx: f64, dy: f64) -> bool {
        let Some(fit) = self.fit_of(view) else {
            return false;
        };
        let was = self.zoom;
        self.zoom = self.zoom.pan((dx, dy), &fit);
        self.zoom != was
    }

    /// Show the whole board again: whether it was zoomed.
    #[wasm_bindgen(js_name = zoomFit)]
    pub fn zoom_fit(&mut self) -> bool {
        let was = !self.zoom.is_fit();
        self.zoom = Zoom::FIT;
        was
    }

    fn fit_of(&self, view: &str) -> Option<Fit> {
        self.fits.iter().find(|(v, _)| v == view).map(|&(_, f)| f)
    }

    /// The canvases of view `view`, bottom first (for a PNG of what is on screen).
    pub fn canvases(&self, view: &str) -> Vec<HtmlCanvasElement> {
        self.painter.canvases(view)
    }

    /// Whether a job runs on the page's thread.
    pub fn busy(&mut self) -> bool {
        self.page.job().is_some()
    }

    /// The name of the job under way ('' when none).
    #[wasm_bindgen(js_name = jobName)]
    pub fn job_name(&mut self) -> String {
        self.page.job().map_or(String::new(), |j| j.name())
    }

    /// Work the job for about `budget_ms`: `{done, total, words}`; throws (with the job's
    /// words) when it fails.
    pub fn work(&mut self, budget_ms: f64) -> Result<JsValue, JsValue> {
        let Some(job) = self.page.job() else {
            return to_js(&Progress::finished(""));
        };
        let p = slices(job, &mut self.units, budget_ms)
            .map_err(|e| page_error(PageError::status(e)))?;
        if p.is_finished() {
            self.units = FIRST_UNITS;
        }
        to_js(&p)
    }

    /// The file the job that just ended made (`{name, mime, text, bytes}`), or null: once.
    #[wasm_bindgen(js_name = takeFile)]
    pub fn take_file(&mut self) -> Result<JsValue, JsValue> {
        match self.page.take_file() {
            Some(f) => to_js(&f),
            None => Ok(JsValue::NULL),
        }
    }

    /// What the lab asks of the page beyond an action's reply (a Worker job to start, jobs to
    /// drop), or null: once.
    #[wasm_bindgen(js_name = takeReply)]
    pub fn take_reply(&mut self) -> Result<JsValue, JsValue> {
        match self.page.take_reply() {
            Some(r) => to_js(&r),
            None => Ok(JsValue::NULL),
        }
    }

    /// Stop the job under way.
    pub fn cancel(&mut self) {
        if let Some(job) = self.page.job() {
            job.cancel();
        }
    }

    /// What a Worker sent back ([`crate::page::status::Feed`]).
    pub fn feed(&mut self, feed: JsValue) -> Result<(), JsValue> {
        self.page.feed(from_js(feed)?);
        Ok(())
    }

    /// Draw text in pictures from the glyph atlas (true, the default) or with canvas calls
    /// (the reference a page test compares with).
    #[cfg(feature = "bench")]
    #[wasm_bindgen(js_name = useGlyphs)]
    pub fn use_glyphs(&mut self, on: bool) {
        self.glyphs.on = on;
    }
}

/// A job in a Worker.
#[wasm_bindgen]
pub struct WorkerRun {
    job: Box<dyn WorkerJob>,
    units: u64,
}

#[wasm_bindgen]
impl WorkerRun {
    /// Part `part` of `parts` of the job of `kind` that `spec` describes.
    #[wasm_bindgen(constructor)]
    pub fn new(kind: &str, spec: JsValue, part: u32, parts: u32) -> Result<WorkerRun, JsValue> {
        let spec: serde_json::Value = from_js(spec)?;
        let job = crate::labs::worker_job(kind, &spec, part, parts, Box::new(PerfClock::new()))
            .map_err(|e| page_error(PageError::status(e)))?;
        Ok(WorkerRun {
            job,
            units: FIRST_UNITS,
        })
    }

    /// Work for about `budget_ms`: `{done, total, words}`; throws when the job fails.
    pub fn work(&mut self, budget_ms: f64) -> Result<JsValue, JsValue> {
        let p = slices(self.job.as_mut(), &mut self.units, budget_ms)
            .map_err(|e| page_error(PageError::status(e)))?;
        to_js(&p)
    }

    /// What the job found since the last call.
    pub fn output(&mut self) -> Result<JsValue, JsValue> {
        to_js(&self.job.output())
    }

    /// Answer a question about the finished job.
    pub fn ask(&mut self, question: JsValue) -> Result<JsValue, JsValue> {
        let q: serde_json::Value = from_js(question)?;
        let a = self
            .job
            .ask(&q)
            .map_err(|e| page_error(PageError::status(e)))?;
        to_js(&a)
    }

    pub fn cancel(&mut self) {
        self.job.cancel();
    }
}

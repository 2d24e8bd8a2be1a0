//! One page contract for every lab, plain Rust: a lab opens from a typed form ([`form`]), its
//! link is encoded and decoded here, it reports a [`status::Status`], describes what to draw
//! for a viewport as a [`scene::Scene`], takes actions, and may own one [`crate::job::Job`]
//! (run on the page's thread in slices) or hand jobs to Workers ([`WorkerJob`]).
//!
//! A lab implements [`Lab`] with its own types (its form, its actions); [`Page`] is the same
//! lab seen through texts and JSON, which is all the web layer needs: one wrapper serves every
//! lab. The CLI reads the same form types, so a page's link and a command line describe the
//! same run.
//!
//! - [`form`]: fields, forms, links;
//! - [`status`]: what a page shows besides its views, replies, menus, Worker feeds;
//! - [`scene`]: the drawing vocabulary; [`svg`]: scenes as SVG; [`chart`]: charts as scenes;
//!   [`glyphs`]: text set into pictures in memory;
//! - [`compass`]: the move numbering's menu and compass;
//! - [`theme`]: the colours of both schemes; [`look`]: the scheme the link and the header's
//!   switch ask for; [`class_view`]: the board pages' class view; [`words`]: numbers and the
//!   frame's words; [`pages`]: the seven pages; [`zoom`]: a board view's zoom and pan.

pub mod chart;
pub mod class_view;
pub mod compass;
pub mod fit;
pub mod flatten;
pub mod form;
pub mod gif;
pub mod gif_export;
pub mod glyphs;
pub mod look;
pub mod pages;
pub mod scene;
pub mod status;
pub mod svg;
pub mod theme;
pub mod words;
pub mod zoom;

use crate::job::Job;
use form::{Field, Form, FormError};
use glyphs::Glyphs;
use scene::{Scene, Viewport};
use serde::de::DeserializeOwned;
use serde::Serialize;
use status::{Feed, Menu, Reply, Status};

/// The field type of a lab's form.
pub type FieldOf<L> = <<L as Lab>::Form as Form>::Field;

/// A lab: what one page shows and does, with no web in it.
pub trait Lab: Sized + 'static {
    /// The lab's key (`walk`, `tourneys`, ...; see [`pages::PAGES`]).
    const KEY: &'static str;
    type Form: Form;
    /// What the page asks the lab to do (a JSON object tagged by `do`).
    type Action: DeserializeOwned;

    /// The lab a form describes (the page's first view, or after Apply).
    fn open(form: &Self::Form) -> Result<Self, FormError<FieldOf<Self>>>;

    /// The form of what is on show: its link, and what the page's controls show.
    fn form(&self) -> Self::Form;

    /// Show what `form` describes: what changed is made anew, the rest kept (a new speed does
    /// not walk the board again). On an error nothing changes.
    fn apply(&mut self, form: &Self::Form) -> Result<(), FormError<FieldOf<Self>>> {
        *self = Self::open(form)?;
        Ok(())
    }

    /// Do what the page asks; an error names the field it is about.
    fn act(&mut self, action: Self::Action) -> Result<Reply, FormError<FieldOf<Self>>>;

    /// What the page shows besides its views.
    fn status(&mut self) -> Status;

    /// What view `view` (a name in the page) shows in `viewport`, or None when it shows
    /// nothing new since the last call (or the lab has no such view).
    fn scene(
        &mut self,
        _view: &str,
        _viewport: Viewport,
        _glyphs: &mut dyn Glyphs,
    ) -> Option<Scene<'_>> {
        None
    }

    /// The job under way on the page's thread, if any (the page runs it in slices).
    fn job(&mut self) -> Option<&mut dyn Job> {
        None
    }

    /// What a Worker sent back for a job the lab asked for ([`status::WorkerCall`]).
    fn feed(&mut self, _feed: Feed) {}

    /// The file a job on the page's thread made (an animated GIF), once, when it is over.
    fn take_file(&mut self) -> Option<status::File> {
        None
    }

    /// What the lab asks of the page that no action's reply carried (a Worker job begun by an
    /// edit, a link or a feed, and the jobs it set aside), once; the page asks after every
    /// change.
    fn take_reply(&mut self) -> Option<Reply> {
        None
    }

    /// The menus of the form, for the page to fill.
    fn menus() -> Vec<Menu> {
        Vec::new()
    }
}

/// An error for the page: the field it belongs to (None: the page's status line), the words,
/// and for an import the line and square it is about.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PageError {
    pub field: Option<&'static str>,
    pub message: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub line: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub square: Option<(u32, u32)>,
}

impl PageError {
    /// An error for the status line.
    pub fn status(message: impl std::fmt::Display) -> PageError {
        PageError {
            field: None,
            message: message.to_string(),
            line: None,
            square: None,
        }
    }
}

impl<F: Field> From<FormError<F>> for PageError {
    fn from(e: FormError<F>) -> PageError {
        PageError {
            field: Some(e.field.name()),
            message: e.message,
            line: e.line,
            square: e.square,
        }
    }
}

/// Texts from the page: `(name, text)` pairs.
pub type Texts = [(String, String)];

/// A lab seen through texts and JSON: what the web layer drives. Every [`Lab`] is one.
pub trait Page {
    fn key(&self) -> &'static str;
    /// Every field's text, for the page's controls.
    fn texts(&self) -> Vec<(&'static str, String)>;
    /// The link of what is on show (a query string, without `?`).
    fn link(&self) -> String;
    /// What is wrong with `texts` on top of what is on show (nothing is applied).
    fn check(&self, texts: &Texts) -> Vec<PageError>;
    /// What `texts` would do that is worth knowing before they are applied
    /// ([`form::Form::notes`]); nothing when they are wrong.
    fn notes(&self, texts: &Texts) -> Vec<PageError>;
    /// Show what `texts` describe on top of what is on show.
    fn apply(&mut self, texts: &Texts) -> Result<(), Vec<PageError>>;
    /// Do an action given as JSON.
    fn act(&mut self, action: serde_json::Value) -> Result<Reply, PageError>;
    fn status(&mut self) -> Status;
    fn scene(
        &mut self,
        view: &str,
        viewport: Viewport,
        glyphs: &mut dyn Glyphs,
    ) -> Option<Scene<'_>>;
    fn job(&mut self) -> Option<&mut dyn Job>;
    fn feed(&mut self, feed: Feed);
    fn take_file(&mut self) -> Option<status::File>;
    fn take_reply(&mut self) -> Option<Reply>;
    fn menus(&self) -> Vec<Menu>;
}

impl<L: Lab> Page for L {
    fn key(&self) -> &'static str {
        L::KEY
    }

    fn texts(&self) -> Vec<(&'static str, String)> {
        form::texts(&self.form())
    }

    fn link(&self) -> String {
        form::to_link(&self.form())
    }

    fn check(&self, texts: &Texts) -> Vec<PageError> {
        match form::read(&self.form(), texts) {
            Ok(_) => Vec::new(),
            Err(es) => es.into_iter().map(PageError::from).collect(),
        }
    }

    fn notes(&self, texts: &Texts) -> Vec<PageError> {
        use form::Form;
        match form::read(&self.form(), texts) {
            Ok(f) => f.notes().into_iter().map(PageError::from).collect(),
            Err(_) => Vec::new(),
        }
    }

    fn apply(&mut self, texts: &Texts) -> Result<(), Vec<PageError>> {
        let f = form::read(&self.form(), texts)
            .map_err(|es| es.into_iter().map(PageError::from).collect::<Vec<_>>())?;
        Lab::apply(self, &f).map_err(|e| vec![e.into()])
    }

    fn act(&mut self, action: serde_json::Value) -> Result<Reply, PageError> {
        let a: L::Action = serde_json::from_value(action.clone())
            .map_err(|e| PageError::status(format!("the page asked for {action}: {e}")))?;
        Lab::act(self, a).map_err(PageError::from)
    }

    fn status(&mut self) -> Status {
        Lab::status(self)
    }

    fn scene(
        &mut self,
        view: &str,
        viewport: Viewport,
        glyphs: &mut dyn Glyphs,
    ) -> Option<Scene<'_>> {
        Lab::scene(self, view, viewport, glyphs)
    }

    fn job(&mut self) -> Option<&mut dyn Job> {
        Lab::job(self)
    }

    fn feed(&mut self, feed: Feed) {
        Lab::feed(self, feed)
    }

    fn take_file(&mut self) -> Option<status::File> {
        Lab::take_file(self)
    }

    fn take_reply(&mut self) -> Option<Reply> {
        Lab::take_reply(self)
    }

    fn menus(&self) -> Vec<Menu> {
        L::menus()
    }
}

/// Lab `L` as its link describes it, and what the link had wrong. A form whose fields are
/// each good but which the lab refuses as a whole is said as the lab's error, and the page
/// opens on the defaults.
pub fn open<L: Lab>(query: &str) -> Result<(Box<dyn Page>, Vec<PageError>), PageError> {
    let (mut f, errors) = form::from_link::<L::Form>(query);
    let mut errors: Vec<PageError> = errors.into_iter().map(PageError::from).collect();
    // The colour scheme's entry is the frame's, not the lab's.
    let (_, look_error) = look::Look::of_link(query);
    errors.extend(look_error.map(PageError::status));
    let (_, view_error) = class_view::View::of_link(query);
    errors.extend(view_error.map(PageError::status));
    let (_, zoom_error) = zoom::Zoom::of_link(query);
    errors.extend(zoom_error.map(PageError::status));
    let unknown = form::unknown_keys::<L::Form>(query);
    if !unknown.is_empty() {
        errors.push(PageError::status(words::unknown_link_keys(
            &unknown,
            &form::link_keys::<L::Form>(),
        )));
    }
    let defaults = L::Form::default();
    // Each refusal puts the field it names back to its default, and the lab is tried again.
    for _ in 0..=FieldOf::<L>::all().len() {
        match L::open(&f) {
            Ok(lab) => return Ok((Box::new(lab), errors)),
            Err(e) => {
                let back = defaults.text(e.field);
                let stuck = f.text(e.field) == back || f.set(e.field, &back).is_err();
                errors.push(e.into());
                if stuck {
                    break;
                }
            }
        }
    }
    let lab = L::open(&defaults).map_err(PageError::from)?;
    Ok((Box::new(lab), errors))
}

/// A job a Worker runs: a [`Job`] that also hands over what it found since it last did, and
/// answers questions once finished.
pub trait WorkerJob: Job {
    /// What is new since the last call (the lab that asked reads it in its
    /// [`Lab::feed`]).
    fn output(&mut self) -> serde_json::Value;

    /// Answer a question about the finished job.
    fn ask(&mut self, _question: &serde_json::Value) -> Result<serde_json::Value, String> {
        Err("this job answers no questions".into())
    }
}

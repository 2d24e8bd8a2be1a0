//! The Lin & Wei page (003): which tours an n × m board has, and the construction of one played
//! merge by merge ([`state::Construction`]), drawn as shapes or, on big boards, as a picture laid
//! in slices ([`picture`]); a big board's first build makes its memory ready first, in slices
//! ([`crate::construct::warmup`]). A start square picked by a click or typed shows the tour from
//! there; a closed tour goes to the tourney page by its board alone (the construction is
//! deterministic).

pub mod animation;
pub mod picture;
pub mod shape_job;
pub mod state;

use crate::board::{Board, Square};
use crate::construct::exists::{existence, fig5_table, TourKind};
use crate::construct::warmup::Warmup;
use crate::exchange::Format;
use crate::job::{Job, Progress};
use crate::page::fit::Fit;
use crate::page::form::{Field, Form, FormError};
use crate::page::gif_export::{GifField, GifJob, GifOptions};
use crate::page::glyphs::Glyphs;
use crate::page::scene::{Scene, Viewport};
use crate::page::status::{
    Cell, Choice, Feed, File, Menu, Output, Play, Reply, Row, Status, WorkerCall, SHAPE_AT_ONCE,
};
use crate::page::theme::Scheme;
use crate::page::words::turns_and_crossings;
use crate::page::zoom::locator;
use crate::page::Lab;
use crate::shape::Shape;
use picture::Picture;
use serde::Deserialize;
use state::Construction;

/// The page's largest side.
pub const MAX_SIDE: u64 = 4000;
/// The largest square (CSS px) the board is drawn with.
const MAX_CELL: f64 = 48.0;
/// Bytes made ready a unit of a warm-up's work (a unit of a picture's is a board row).
const WARMUP_BYTES: usize = 1 << 20;

/// The page's fields.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ConstructField {
    Rows,
    Cols,
    /// The board as `RxC` (the link's form of rows and cols).
    Board,
    Kind,
    Start,
    Step,
    Speed,
    /// A field of the GIF export form.
    Gif(GifField),
}

impl Field for ConstructField {
    fn all() -> &'static [ConstructField] {
        &[
            ConstructField::Rows,
            ConstructField::Cols,
            ConstructField::Board,
            ConstructField::Kind,
            ConstructField::Start,
            ConstructField::Step,
            ConstructField::Speed,
            ConstructField::Gif(GifField::From),
            ConstructField::Gif(GifField::To),
            ConstructField::Gif(GifField::Stride),
            ConstructField::Gif(GifField::Size),
            ConstructField::Gif(GifField::Delay),
        ]
    }

    fn name(self) -> &'static str {
        match self {
            ConstructField::Rows => "rows",
            ConstructField::Cols => "cols",
            ConstructField::Board => "board",
            ConstructField::Kind => "kind",
            ConstructField::Start => "start",
            ConstructField::Step => "step",
            ConstructField::Speed => "speed",
            ConstructField::Gif(g) => g.name(),
        }
    }
}

/// What the page shows: a board, the kind asked (None: the strongest there is), the start
/// picked, the position (None: the finished tour), the player's speed.
#[derive(Clone, Debug, PartialEq)]
pub struct ConstructForm {
    pub rows: u64,
    pub cols: u64,
    pub kind: Option<TourKind>,
    /// As typed: read on the board when the form is checked.
    pub start: String,
    pub step: Option<usize>,
    pub speed: usize,
    /// The GIF export's steps, size and speed.
    pub gif: GifOptions,
}

impl Default for ConstructForm {
    fn default() -> ConstructForm {
        ConstructForm {
            rows: 12,
            cols: 14,
            kind: None,
            start: String::new(),
            step: None,
            speed: 2,
            // From the partition, the player's step 0.
            gif: GifOptions {
                from: 0,
                ..GifOptions::default()
            },
        }
    }
}

/// A side as typed: a whole number from 1 (the page's own limit is checked with the form).
fn side(name: &str, text: &str) -> Result<u64, String> {
    let t = text.trim();
    match t.parse::<u64>() {
        Ok(n) if n >= 1 => Ok(n),
        Ok(n) => Err(format!("{name}: {n} is outside 1 to {MAX_SIDE}")),
        Err(_) => Err(format!(
            "{name}: '{t}' is not a whole number; enter 1 to {MAX_SIDE}"
        )),
    }
}

impl ConstructForm {
    /// The board, when the sides make one.
    pub fn board(&self) -> Result<Board, FormError<ConstructField>> {
        Board::new(self.rows, self.cols).map_err(|e| FormError::new(ConstructField::Cols, e))
    }

    /// The start square typed, read on the board (None: as built).
    pub fn start_square(&self) -> Result<Option<Square>, FormError<ConstructField>> {
        if self.start.trim().is_empty() {
            return Ok(None);
        }
        let b = self.board()?;
        b.parse_square(&self.start)
            .map(Some)
            .map_err(|e| FormError::new(ConstructField::Start, e))
    }
}

const KINDS: [(&str, &str); 4] = [
    ("best", "the strongest that exists"),
    ("closed", "closed"),
    ("corner-missed", "closed, one corner missed"),
    ("open", "open"),
];

impl Form for ConstructForm {
    type Field = ConstructField;

    fn linked() -> &'static [ConstructField] {
        &[
            ConstructField::Board,
            ConstructField::Kind,
            ConstructField::Start,
            ConstructField::Step,
            ConstructField::Speed,
            ConstructField::Gif(GifField::From),
            ConstructField::Gif(GifField::To),
            ConstructField::Gif(GifField::Stride),
            ConstructField::Gif(GifField::Size),
            ConstructField::Gif(GifField::Delay),
        ]
    }

    fn text(&self, f: ConstructField) -> String {
        match f {
            ConstructField::Rows => self.rows.to_string(),
            ConstructField::Cols => self.cols.to_string(),
            ConstructField::Board => format!("{}x{}", self.rows, self.cols),
            ConstructField::Kind => self.kind.map_or("best", |k| k.name()).to_string(),
            ConstructField::Start => self.start.trim().to_string(),
            ConstructField::Step => self.step.map_or("end".into(), |s| s.to_string()),
            ConstructField::Speed => self.speed.to_string(),
            ConstructField::Gif(g) => self.gif.text(g),
        }
    }

    fn set(&mut self, f: ConstructField, text: &str) -> Result<(), String> {
        let t = text.trim();
        match f {
            ConstructField::Rows => self.rows = side("rows", t)?,
            ConstructField::Cols => self.cols = side("cols", t)?,
            ConstructField::Board => {
                let (r, c) = t
                    .split_once(['x', 'X', '×'])
                    .filter(|(r, c)| {
                        [r, c].iter().all(|s| {
                            !s.trim().is_empty() && s.trim().bytes().all(|b| b.is_ascii_digit())
                        })
                    })
                    .ok_or_else(|| format!("board '{t}' is not ROWSxCOLS"))?;
                let (r, c) = (side("rows", r)?, side("cols", c)?);
                (self.rows, self.cols) = (r, c);
            }
            ConstructField::Kind => {
                self.kind = match t {
                    "best" | "" => None,
                    k => match TourKind::from_name(k) {
                        Some(TourKind::None) | None => {
                            return Err(format!(
                                "kind '{k}' is not one of best, closed, corner-missed, open"
                            ))
                        }
                        Some(k) => Some(k),
                    },
                }
            }
            ConstructField::Start => self.start = t.to_string(),
            ConstructField::Step => {
                self.step = match t {
                    "end" | "" => None,
                    n => Some(
                        n.parse()
                            .map_err(|_| format!("step '{n}' is not a whole number"))?,
                    ),
                }
            }
            ConstructField::Speed => {
                self.speed = t
                    .parse()
                    .ok()
                    .filter(|&s| s < crate::page::status::SPEEDS.len())
                    .ok_or_else(|| format!("speed '{t}' is not a place of the speed slider"))?
            }
            ConstructField::Gif(g) => self.gif.set(g, t)?,
        }
        Ok(())
    }

    /// The page's constraints on top of each field's grammar: its sides (the page must stay
    /// responsive; the CLI reads the same fields without them), a kind the board has, a start
    /// on it.
    fn check(&self) -> Result<(), FormError<ConstructField>> {
        for (f, n) in [
            (ConstructField::Rows, self.rows),
            (ConstructField::Cols, self.cols),
        ] {
            if n > MAX_SIDE {
                return Err(FormError::new(
                    f,
                    format!("{}: {n} is outside 1 to {MAX_SIDE}", f.name()),
                ));
            }
        }
        let b = self.board()?;
        if let Some(k) = self.kind {
            let ex = existence(b.rows() as u64, b.cols() as u64);
            if !ex.has(k) {
                let e = crate::construct::ConstructError::NoTour {
                    board: b,
                    kind: k,
                    reason: ex.reason(),
                };
                return Err(FormError::new(ConstructField::Kind, e));
            }
        }
        self.start_square().map(|_| ())
    }
}

/// What the page asks.
#[derive(Debug, Deserialize)]
#[serde(tag = "do", rename_all = "kebab-case")]
pub enum ConstructAction {
    Advance {
        n: u64,
    },
    Step,
    Back,
    Home,
    Seek {
        to: u64,
    },
    /// A click on the board: start the tour there.
    Press {
        x: f64,
        y: f64,
    },
    Hover {},
    Key {},
    /// A cell of Fig. 5: show that board.
    Board {
        rows: u64,
        cols: u64,
    },
    Export {
        format: String,
    },
    /// Open the tour in the tourney view.
    Send,
}

/// A long job of the page: memory made ready for a build, or a big board's picture.
enum Work {
    Warmup {
        warmup: Warmup,
        form: ConstructForm,
    },
    Picture(Picture),
    /// An animated GIF of the construction being made.
    Gif(GifJob),
}

/// The Lin & Wei page.
pub struct ConstructLab {
    form: ConstructForm,
    lab: Construction,
    work: Option<Work>,
    /// The big board's finished picture.
    picture: Option<Picture>,
    fit: Fit,
    /// What the view showed last; None: draw again.
    drawn: Option<Shown>,
    /// A note for the status line (a build or drawing cancelled).
    note: String,
    /// The picture whose drawing was cancelled (not begun again until something changes).
    skipped: Option<(PictureKey, (u32, u32))>,
    /// The finished tour's turns and crossings, once worked out for the tour on show.
    shape: Option<Shape>,
    /// A big board's count in a Worker ([`shape_job`]): the job's id while it runs; whether the
    /// count was refused (cancelled: not asked again for this tour); jobs set aside for the next
    /// reply; the next id.
    counting: Option<u64>,
    uncounted: bool,
    dropped: Vec<u64>,
    next_id: u64,
    /// A file made by a job (the animated GIF), for the page to save.
    made: Option<File>,
}

/// What a picture shows: the position, the start picked and the scheme.
type PictureKey = (usize, Option<Square>, Scheme);

/// What the view showed: the picture's key, the board's size (bits of its CSS px) and the
/// device pixel ratio's bits.
type Shown = (PictureKey, (u64, u64), u64);

type Error = FormError<ConstructField>;

/// A start square as the start field writes it (`R,C`), or nothing.
fn start_text(s: Option<Square>) -> String {
    s.map_or(String::new(), |s| format!("{},{}", s.row, s.col))
}

fn build(form: &ConstructForm) -> Result<Construction, Error> {
    let mut lab = Construction::new(form.board()?, form.kind)
        .map_err(|e| FormError::new(ConstructField::Kind, e))?;
    lab.set_start(form.start_square()?)
        .map_err(|e| FormError::new(ConstructField::Start, e))?;
    lab.seek(form.step.unwrap_or(usize::MAX).min(lab.steps() - 1));
    Ok(lab)
}

impl ConstructLab {
    fn show(&mut self, form: &ConstructForm, lab: Construction) {
        self.form = form.clone();
        self.form.start = start_text(lab.start());
        self.lab = lab;
        self.picture = None;
        self.drawn = None;
        self.skipped = None;
        self.tour_changed();
        self.note.clear();
    }

    /// Another tour is on show: its turns and crossings are not known yet (a count under way
    /// for the one before is set aside).
    fn tour_changed(&mut self) {
        self.shape = None;
        self.uncounted = false;
        self.dropped.extend(self.counting.take());
    }

    /// Whether the finished tour's turns and crossings are counted in a Worker: past
    /// [`SHAPE_AT_ONCE`] moves.
    fn counts_away(&self) -> bool {
        self.lab.board().squares() > SHAPE_AT_ONCE
    }

    fn play(&self) -> Play {
        let last = self.lab.steps() - 1;
        Play {
            pos: self.lab.step() as u64,
            first: 0,
            len: last as u64,
            more: self.lab.step() < last,
            speed: self.form.speed,
            unit: ("step", "steps"),
            halted: false,
        }
    }

    fn moved(&mut self) {
        self.form.step = self.lab.has_plan().then(|| self.lab.step());
    }

    fn file_name(&self, ext: &str) -> String {
        let start = self
            .lab
            .start()
            .map_or(String::new(), |s| format!("-from-{}-{}", s.row, s.col));
        format!(
            "construct-{}-{}{start}.{ext}",
            self.lab.kind().name(),
            self.lab.board()
        )
    }
}

impl Lab for ConstructLab {
    const KEY: &'static str = "construct";
    type Form = ConstructForm;
    type Action = ConstructAction;

    fn open(form: &ConstructForm) -> Result<ConstructLab, Error> {
        let lab = build(form)?;
        let mut me = ConstructLab {
            form: form.clone(),
            fit: Fit::of_cell(1, 1, 1.0),
            lab: Construction::new(Board::new(1, 1).expect("1x1"), None).expect("a 1x1 lab"),
            work: None,
            picture: None,
            drawn: None,
            note: String::new(),
            skipped: None,
            shape: None,
            counting: None,
            uncounted: false,
            dropped: Vec::new(),
            next_id: 0,
            made: None,
        };
        me.show(form, lab);
        Ok(me)
    }

    fn form(&self) -> ConstructForm {
        match &self.work {
            Some(Work::Warmup { form, .. }) => form.clone(),
            _ => self.form.clone(),
        }
    }

    fn apply(&mut self, form: &ConstructForm) -> Result<(), Error> {
        // The GIF's fields change no drawing: they are kept whatever else the form does.
        self.form.gif = form.gif;
        let same_tour =
            (form.rows, form.cols, form.kind) == (self.form.rows, self.form.cols, self.form.kind);
        if same_tour {
            let start = form.start_square()?;
            if start != self.lab.start() {
                self.lab
                    .set_start(start)
                    .map_err(|e| FormError::new(ConstructField::Start, e))?;
                self.lab.seek(self.lab.steps() - 1);
                self.form.start = start_text(self.lab.start());
                self.form.step = None;
                self.drawn = None;
                self.tour_changed();
            } else if form.step != self.form.step {
                self.lab
                    .seek(form.step.unwrap_or(usize::MAX).min(self.lab.steps() - 1));
                self.moved();
            }
            self.form.speed = form.speed;
            return Ok(());
        }
        let board = form.board()?;
        let held = Board::new(
            self.lab.board().rows().into(),
            self.lab.board().cols().into(),
        )
        .ok();
        if let Some(warmup) = Warmup::needed(board, held) {
            // The kind and start are checked (no build yet): what is wrong is said now.
            form.check()?;
            self.work = Some(Work::Warmup {
                warmup,
                form: form.clone(),
            });
            return Ok(());
        }
        let lab = build(form)?;
        self.work = None;
        self.show(form, lab);
        Ok(())
    }

    fn act(&mut self, action: ConstructAction) -> Result<Reply, Error> {
        let lab = &mut self.lab;
        match action {
            ConstructAction::Advance { n } => {
                let mut k = 0;
                while k < n && lab.forward() {
                    k += 1;
                }
                self.moved();
                return Ok(Reply::advanced(k, self.play()));
            }
            ConstructAction::Step => {
                lab.forward();
            }
            ConstructAction::Back => {
                lab.back();
            }
            ConstructAction::Home => lab.seek(0),
            ConstructAction::Seek { to } => lab.seek(to as usize),
            ConstructAction::Press { x, y } => {
                if lab.kind() == TourKind::None {
                    return Ok(Reply::none());
                }
                if let Some((r, c)) = self.fit.square_at(x, y) {
                    let form = ConstructForm {
                        start: format!("{r},{c}"),
                        ..self.form.clone()
                    };
                    self.apply(&form)?;
                }
                return Ok(Reply::none());
            }
            ConstructAction::Hover {} | ConstructAction::Key {} => return Ok(Reply::none()),
            ConstructAction::Board { rows, cols } => {
                let form = ConstructForm {
                    rows,
                    cols,
                    kind: None,
                    start: String::new(),
                    step: None,
                    ..self.form.clone()
                };
                self.apply(&form)?;
                return Ok(Reply::none());
            }
            ConstructAction::Export { format } => {
                let err = |e: String| FormError::new(ConstructField::Start, e);
                if format == "gif" || format == "webm" {
                    return self.start_gif(format == "webm");
                }
                if format == "png" {
                    return Ok(Reply {
                        file: Some(File {
                            bytes: Vec::new(),
                            name: self.file_name("png"),
                            mime: "image/png",
                            text: String::new(),
                        }),
                        ..Reply::none()
                    });
                }
                let f: Format = format
                    .parse()
                    .map_err(|e: crate::exchange::ExchangeError| err(e.to_string()))?;
                let text = lab.export(f).map_err(|e| err(e.to_string()))?;
                let (ext, mime) = match f {
                    Format::Matrix => ("txt", "text/plain"),
                    Format::Json => ("json", "application/json"),
                    Format::Svg => ("svg", "image/svg+xml"),
                };
                return Ok(Reply {
                    file: Some(File {
                        bytes: Vec::new(),
                        name: self.file_name(ext),
                        mime,
                        text,
                    }),
                    ..Reply::none()
                });
            }
            ConstructAction::Send => {
                lab.handoff()
                    .map_err(|e| FormError::new(ConstructField::Kind, e))?;
                return Ok(Reply {
                    go: Some(format!(
                        "tourneys.html?from=construct&board={}",
                        lab.board()
                    )),
                    ..Reply::none()
                });
            }
        }
        self.moved();
        Ok(Reply::none())
    }

    fn status(&mut self) -> Status {
        // The finished tour on show: its turns and crossings, worked out once (on a big board
        // in a Worker, asked for by take_reply).
        if self.lab.at_end() && self.shape.is_none() && !self.counts_away() {
            self.shape = self.lab.shape();
        }
        let lab = &self.lab;
        let b = lab.board();
        let mut line = lab.status();
        if let Some(s) = self.shape.filter(|_| lab.at_end()) {
            line = format!("{line} The tour has {}.", turns_and_crossings(s));
        } else if lab.at_end() && self.counts_away() && !self.uncounted && lab.tour().is_some() {
            line = format!("{line} Its turns and crossings are being counted.");
        }
        if !self.note.is_empty() {
            line = format!("{line} ({})", self.note);
        }
        if let Some(Work::Warmup { form, .. }) = &self.work {
            line = format!(
                "Preparing to build {}x{}: its memory is made ready first.",
                form.rows, form.cols
            );
        }
        let current = (u64::from(b.rows()), u64::from(b.cols()));
        let head =
            Row::texts(std::iter::once("n\\m".to_string()).chain((1..=12).map(|m| m.to_string())))
                .heading();
        let mut fig5 = vec![head];
        for (n, row) in fig5_table(12).into_iter().enumerate() {
            let mut cells = vec![Cell::text((n + 1).to_string())];
            for (m, letter) in row.into_iter().enumerate() {
                let (r, c) = (n as u64 + 1, m as u64 + 1);
                let words = match letter {
                    'C' => "closed",
                    'E' => "corner-missed closed",
                    'O' => "open only",
                    _ => "none",
                };
                cells.push(
                    Cell::button(
                        letter.to_string(),
                        serde_json::json!({"do": "board", "rows": r, "cols": c}),
                    )
                    .with_title(format!("{r} by {c}: {words}"))
                    .with_data("kind", letter)
                    .with_data("current", (r, c) == current),
                );
            }
            fig5.push(Row::of(cells));
        }
        let refusal = lab.handoff().err().map(|e| e.to_string());
        let has_tour = lab.kind() != TourKind::None;
        let ex = existence(b.rows().into(), b.cols().into());
        let (line, details) = crate::page::words::headline(&line);
        Status {
            line,
            details,
            explain: lab.start_note(),
            outputs: vec![
                Output::text("exists", lab.headline()).with_data("kind", ex.strongest.name()),
                Output::control("send", refusal.is_none()),
                Output::text("send-msg", refusal.unwrap_or_default()),
                Output::control("export-svg", has_tour),
                Output::control("export-matrix", has_tour),
                Output::control("export-json", has_tour),
                Output::rows("fig5", fig5),
            ],
            play: Some(self.play()),
            ..Status::default()
        }
    }

    fn scene(&mut self, view: &str, viewport: Viewport, _: &mut dyn Glyphs) -> Option<Scene<'_>> {
        if view != "board" {
            return None;
        }
        let b = self.lab.board();
        let fit = Fit::new(b.rows(), b.cols(), viewport, MAX_CELL);
        // Shapes when the board, or the zoomed view's window of it, has few squares; else a
        // picture of the window's whole squares.
        let as_shapes = picture::as_shapes(&self.lab) || picture::few_in_view(&fit);
        let fit = if as_shapes { fit } else { fit.snapped() };
        let pic_key = (self.lab.step(), self.lab.start(), viewport.scheme);
        let key = (
            pic_key,
            (fit.width.to_bits(), fit.height.to_bits()),
            viewport.dpr.to_bits(),
        );
        if self.drawn == Some(key) && fit == self.fit {
            return None;
        }
        self.fit = fit;
        let mut scene = Scene::new(fit.width, fit.height, viewport.dpr);
        scene.label = format!("the {b} board: click a square to start the tour there");
        scene.fit = Some(fit);
        if as_shapes {
            self.drawn = Some(key);
            scene.shapes(true, picture::shapes(&self.lab, &fit, viewport.palette()));
            scene.shapes(true, locator(&fit, viewport.palette(), None));
            return Some(scene);
        }
        let (w, h) = scene.full_bitmap();
        let (w, h) = (w.min(4000), h.min(4000));
        let window = fit.visible();
        let wanted = |p: &Picture| p.size() == (w, h) && p.key == pic_key && p.window == window;
        let ready = self
            .picture
            .as_ref()
            .is_some_and(|p| p.is_done() && wanted(p));
        if !ready {
            let laying = matches!(&self.work, Some(Work::Picture(p)) if wanted(p));
            // A picture of another window (the view zoomed or panned since) gives way.
            let other = matches!(&self.work, Some(Work::Picture(_))) && !laying;
            if !laying && (self.work.is_none() || other) && self.skipped != Some((pic_key, (w, h)))
            {
                self.work = Some(Work::Picture(Picture::new_in(
                    &self.lab,
                    w,
                    h,
                    viewport.scheme,
                    window,
                )));
            }
            return None;
        }
        self.drawn = Some(key);
        let raster = self.picture.as_mut().and_then(Picture::raster)?;
        raster.touch_all();
        scene.pixels(raster, 0);
        scene.shapes(true, locator(&fit, viewport.palette(), None));
        Some(scene)
    }

    /// The count of a big board's turns and crossings, to start in a Worker; counts set aside.
    fn take_reply(&mut self) -> Option<Reply> {
        let mut r = Reply::none();
        let wanted = self.lab.at_end()
            && self.shape.is_none()
            && self.counting.is_none()
            && !self.uncounted
            && self.lab.tour().is_some()
            && self.counts_away();
        if wanted {
            let id = self.next_id;
            self.next_id += 1;
            self.counting = Some(id);
            r.worker = Some(WorkerCall {
                id,
                kind: shape_job::SHAPE_JOB,
                spec: serde_json::json!({"link": crate::page::form::to_link(&self.form)}),
                parallel: false,
                label: "Counting turns and crossings".into(),
                answers: false,
            });
        }
        r.drop = std::mem::take(&mut self.dropped);
        (r.worker.is_some() || !r.drop.is_empty()).then_some(r)
    }

    fn feed(&mut self, feed: Feed) {
        if self.counting != Some(feed.id) {
            return;
        }
        if feed.finished || feed.cancelled || feed.error.is_some() {
            self.counting = None;
            self.shape = serde_json::from_value::<Shape>(feed.output)
                .ok()
                .filter(|_| feed.error.is_none());
            self.uncounted = self.shape.is_none();
        }
    }

    fn take_file(&mut self) -> Option<File> {
        self.made.take()
    }

    fn job(&mut self) -> Option<&mut dyn Job> {
        if self.work.is_some() {
            Some(self)
        } else {
            None
        }
    }

    fn menus() -> Vec<Menu> {
        vec![Menu {
            field: "kind",
            choices: KINDS.iter().map(|(v, l)| Choice::new(*v, *l, "")).collect(),
        }]
    }
}

impl ConstructLab {
    /// Start making the animated GIF of the construction on show by the form's GIF fields (a
    /// job; the file is taken when it is over), as `construct … --format gif` makes it; with
    /// `video`, for the page to record as WebM.
    fn start_gif(&mut self, video: bool) -> Result<Reply, Error> {
        if self.work.is_some() {
            return Err(FormError::new(
                ConstructField::Gif(GifField::From),
                "the page is still busy: export the GIF once the board is shown",
            ));
        }
        let opts = self.form.gif;
        let mut lab = self.lab.clone();
        lab.seek(0);
        let gif = animation::ConstructGif::new(lab, opts)
            .map_err(|e| FormError::new(ConstructField::Gif(opts.field_of(&e)), e))?;
        let plan = gif.page_steps();
        let name = format!(
            "{}-steps{}-{}.gif",
            self.file_name("x").trim_end_matches(".x"),
            plan.from,
            plan.to
        );
        self.made = None;
        self.work = Some(Work::Gif(GifJob::new(gif, name, video)));
        Ok(Reply::none())
    }
}

impl Job for ConstructLab {
    fn work(&mut self, units: u64) -> Result<Progress, String> {
        match self.work.take() {
            None => Ok(Progress::finished("")),
            Some(Work::Gif(mut g)) => {
                let p = g.work(units)?;
                match g.take_file() {
                    Some(f) => self.made = Some(f),
                    None => self.work = Some(Work::Gif(g)),
                }
                Ok(p)
            }
            Some(Work::Warmup { mut warmup, form }) => {
                let mut left = units.max(1);
                while left > 0 && !warmup.step(WARMUP_BYTES) {
                    left -= 1;
                }
                if !warmup.done() {
                    let p = Progress::of_fraction(warmup.progress(), warmup.status());
                    self.work = Some(Work::Warmup { warmup, form });
                    return Ok(p);
                }
                let lab = build(&form).map_err(|e| e.message)?;
                self.show(&form, lab);
                Ok(Progress::finished(format!(
                    "{}x{} built",
                    form.rows, form.cols
                )))
            }
            Some(Work::Picture(mut p)) => {
                let rows = units.max(1) as usize;
                let scheme = p.key.2;
                if p.key != (self.lab.step(), self.lab.start(), scheme) {
                    let (w, h) = p.size();
                    p = Picture::new_in(&self.lab, w, h, scheme, p.window);
                }
                let done = p.rows(&self.lab, rows);
                let words = format!("Drawing the {} tour", self.lab.board());
                let progress = Progress::of_fraction(p.progress(), words.clone());
                if done {
                    self.picture = Some(p);
                    self.drawn = None;
                    Ok(Progress::finished(words))
                } else {
                    self.work = Some(Work::Picture(p));
                    Ok(progress)
                }
            }
        }
    }

    fn cancel(&mut self) {
        self.note = match self.work.take() {
            Some(Work::Warmup { form, .. }) => format!(
                "Build of {}x{} cancelled while its memory was prepared: press Build to try again.",
                form.rows, form.cols
            ),
            Some(Work::Picture(p)) => {
                self.skipped = Some((p.key, p.size()));
                "Drawing cancelled: press Build to draw it.".into()
            }
            Some(Work::Gif(_)) => "Cancelled: no GIF was made.".into(),
            None => String::new(),
        };
    }

    fn name(&self) -> String {
        match &self.work {
            Some(Work::Warmup { .. }) => "Preparing memory".into(),
            Some(Work::Gif(_)) => "Making the GIF".into(),
            _ => "Drawing".into(),
        }
    }
}

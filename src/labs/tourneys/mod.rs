//! The tourney page (001, Parberry's cycle covers): a cover made by one of the core's
//! generators, carried in from the walk page (its closed tour, replayed) or the construction
//! page (Lin & Wei's tour, rebuilt from the board) or imported; its cycles in colour and its
//! rails; rails switched by hand (a click on the board or a typed number, with what the switch
//! would do said first) and plans (shatter, join, obfuscate) made as a job on the page's thread
//! and played by the shared player; the rail graph (001 Figure 16); the "Rails over n" sweep
//! (001 §4–§5) in a Worker ([`sweep`]); export and import. The link keeps the whole view, the
//! history of switches and plans included ([`history`]), and a reload replays it.
//!
//! - [`form`]: the fields and the link; [`state`]: the cover and what was done to it;
//! - [`draw`]: the board's scene, from [`picture`] and [`rail_layer`] (in memory),
//!   [`rail_graph`] and [`view`]; [`hit`]: where things are on the board;
//! - [`status`]: the sentences of switches and plans; [`input`]: the covers from elsewhere;
//!   [`colours`]: colours that survive switches.

pub mod animation;
pub mod colours;
pub mod draw;
pub mod form;
pub mod history;
pub mod hit;
pub mod input;
pub mod picture;
pub mod rail_graph;
pub mod rail_layer;
pub mod state;
pub mod status;
pub mod sweep;
pub mod view;

use crate::board::Board;
use crate::construct::handoff::handoff_cover;
use crate::exchange::{self, Format};
use crate::experiments::rails::PAGE_MAX_SIDE;
use crate::experiments::Sizes;
use crate::job::{Job, Progress};
use crate::page::compass::{compass, numbering_menu};
use crate::page::form::FormError;
use crate::page::glyphs::Glyphs;
use crate::page::scene::{Scene, Viewport};
use crate::page::status::{Choice, Feed, File, Menu, Output, Play, Reply, Status, WorkerCall};
use crate::page::theme::Scheme;
use crate::page::words::{count, counted, turns_and_crossings, CHROME};
use crate::page::Lab;
use crate::rails::plan::PlanKind;
use crate::rails::Rail;
use crate::tourneys::{Generation, Generator, Tiles, CATALOGUE, TILES};
use draw::{Drawing, Shown};
use form::{Source, TourneysField, TourneysForm};
use serde::Deserialize;
use serde_json::json;
use state::Tourney;

type Error = FormError<TourneysField>;

/// What the page asks.
#[derive(Debug, Deserialize)]
#[serde(tag = "do", rename_all = "kebab-case")]
pub enum TourneysAction {
    Advance {
        n: u64,
    },
    Step,
    Back,
    Home,
    Seek {
        to: u64,
    },
    /// A click or tap on the board: switch the rail there (on a touch screen, the first tap
    /// on a rail previews it).
    Press {
        x: f64,
        y: f64,
    },
    /// The pointer over the board (x < 0: it left).
    Hover {
        x: f64,
        y: f64,
    },
    /// The kind of pointer pressed on the board (`mouse`, `pen`, `touch`).
    Pointer {
        kind: String,
    },
    /// Make the cover the fields describe, afresh (without its switches).
    Generate,
    /// A fresh seed, and the cover made with it.
    NewSeed,
    /// Switch the rail whose number is in the rail field.
    Switch,
    /// Preview the rail whose number is typed (`text`), or the one `by` rails on from it
    /// (wrapping): the reply's value is its number.
    Preview {
        #[serde(default)]
        text: String,
        #[serde(default)]
        by: i64,
    },
    /// Plan `shatter`, `join` or `obfuscate` on the cover as it is.
    Plan {
        kind: String,
    },
    /// Run "Rails over n" with the sweep's fields.
    Sweep,
    Export {
        format: String,
    },
    Import {
        text: String,
    },
    /// Rail `k` (0-based): what switching it would do, its centre on the board (CSS px) and
    /// whether a press there picks it (the value of the reply; for the page's tests).
    Rail {
        k: u64,
    },
    /// Draw the cover with shapes (true) or in memory (false, the default): the reference a
    /// page test compares with, and the benchmark's baseline.
    #[cfg(feature = "bench")]
    Strokes {
        on: bool,
    },
}

/// How a rail came to be previewed: what to do next is said in its words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum How {
    Pointer,
    Keys,
    Touch,
}

/// A cover being generated, and the form it will show.
struct Pending {
    job: Generation,
    form: TourneysForm,
    source: String,
}

/// What a rails chart showed: the sweep, its rows, the view's size (bits of its CSS px) and
/// scheme.
type ChartKey = (u64, usize, u64, u64, Scheme);

/// The tourney page.
pub struct TourneysLab {
    /// What is on show (the link's, the controls').
    form: TourneysForm,
    /// The cover on show; none only while the page's first cover is generated.
    cover: Option<Tourney>,
    /// Counts the covers shown (what is drawn of one is not another's).
    serial: u64,
    gen: Option<Pending>,
    drawing: Drawing,
    /// The rail under the pointer or previewed, and how.
    hover: Option<(Rail, How)>,
    /// The square under the pointer (its cycle's rails and number are drawn on a big board).
    hover_square: Option<usize>,
    /// A word about the board instead of the hovered rail's (a click that found none).
    board_note: String,
    touch: bool,
    /// The player is moving the plan (the rail graph then follows a few times a second).
    advancing: bool,
    /// Messages for the page's message lines (`from-msg`, `ops-msg`, `plan-msg`), shown until
    /// another takes their place; an empty one clears its line once.
    said: Vec<(&'static str, String)>,
    sweep: Option<sweep::Run>,
    next_id: u64,
    /// What the compass and the charts last showed.
    compass_drawn: Option<(crate::numbering::Numbering, Scheme)>,
    charts_drawn: [Option<ChartKey>; 2],
    /// An animated GIF of the plan being made (a job on the page's thread), and its name.
    gif: Option<crate::page::gif_export::GifJob>,
    /// The GIF made, for the page to take.
    made: Option<File>,
}

/// Where a cover came from, in words, for a message about it.
fn described(f: &TourneysForm) -> String {
    match f.from {
        Source::Walk => format!("the walk on {}", f.board),
        Source::Construct => format!("Lin & Wei's closed tour on {}", f.board),
        Source::Import => "the imported cover".into(),
        Source::Generator => format!("{} {}x{}", f.gen.map_or("", Generator::name), f.n, f.n),
    }
}

fn not_replayed(what: &str) -> Error {
    FormError::new(
        TourneysField::Ops,
        format!("the switches were not replayed: they belong to {what}, which could not be shown"),
    )
}

fn board_of(text: &str) -> Result<Board, Error> {
    text.trim()
        .parse::<Board>()
        .map_err(|e| FormError::new(TourneysField::From, format!("board: {e}")))
}

impl TourneysLab {
    fn new(form: &TourneysForm) -> TourneysLab {
        TourneysLab {
            form: form.clone(),
            cover: None,
            serial: 0,
            gen: None,
            drawing: Drawing::default(),
            hover: None,
            hover_square: None,
            board_note: String::new(),
            touch: false,
            advancing: false,
            said: Vec::new(),
            sweep: None,
            next_id: 1,
            compass_drawn: None,
            charts_drawn: [None; 2],
            gif: None,
            made: None,
        }
    }

    /// Say `words` on the page's line `name` (empty: clear it).
    fn say(&mut self, name: &'static str, words: impl Into<String>) {
        self.said.retain(|(n, _)| *n != name);
        self.said.push((name, words.into()));
    }

    /// Clear what was said about the cover before (a cover asked for anew).
    fn said_afresh(&mut self) {
        for name in ["from-msg", "ops-msg", "plan-msg"] {
            self.say(name, "");
        }
    }

    /// Make the cover `f` describes (or start generating it) and show it with its switches
    /// replayed; on an error nothing changes.
    fn load(&mut self, f: &TourneysForm) -> Result<(), Error> {
        let f = f.clone();
        let t = match f.from {
            Source::Generator => {
                let g = f.gen.ok_or_else(|| {
                    FormError::new(
                        TourneysField::Gen,
                        "choose a generator to make a cover with",
                    )
                })?;
                let mut job = Generation::new(g, f.n, f.seed)
                    .map_err(|e| FormError::new(TourneysField::N, e))?
                    .with_tiles(f.tiles);
                let mut source = input::source(g, f.n, f.seed);
                if f.tiles != Tiles::default() {
                    source.push_str(&format!(", on {} tiles", f.tiles.adjective()));
                }
                // The direct constructions are made in one unit: shown at once.
                job.work(1);
                if !job.is_done() {
                    self.gen = Some(Pending {
                        job,
                        form: f,
                        source,
                    });
                    return Ok(());
                }
                let source = match job.note() {
                    Some(note) => format!("{source}, {note}"),
                    None => source,
                };
                let cover = job
                    .finish()
                    .map_err(|e| FormError::new(TourneysField::N, e))?;
                Tourney::new(cover, source, f.seed)
            }
            Source::Walk => {
                let seed = f.seed.to_string();
                input::from_walk(&f.board, &f.start, &f.rule, &seed)
                    .map_err(|e| FormError::new(TourneysField::From, e))?
            }
            Source::Construct => {
                let b = board_of(&f.board)?;
                let cover = handoff_cover(b).map_err(|e| FormError::new(TourneysField::From, e))?;
                let what = if cover.holes().is_empty() {
                    "closed tour"
                } else {
                    "corner-missed closed tour"
                };
                Tourney::new(cover, format!("Lin & Wei's {what} on {b}"), f.seed)
            }
            Source::Import => {
                if f.cycles.is_empty() {
                    return Err(FormError::new(
                        TourneysField::From,
                        "an imported cover too long for a link is not kept in it; import it again",
                    ));
                }
                let b = board_of(&f.board)?;
                let paths = exchange::parse_path_code(b, &f.cycles)
                    .map_err(|e| FormError::new(TourneysField::From, e))?;
                input::imported(b, &paths, f.seed)
                    .map_err(|e| FormError::new(TourneysField::From, e))?
            }
        };
        self.gen = None;
        self.install(t, f);
        Ok(())
    }

    /// Show cover `t` as form `f` describes it, its switches replayed as a job.
    fn install(&mut self, mut t: Tourney, mut f: TourneysForm) {
        t.set_numbering(self.form.numbering);
        if f.from != Source::Generator {
            let b = t.board();
            f.board = b.to_string();
            f.n = b.rows();
        }
        if !f.ops.is_empty() {
            t.replay_begin(&f.ops);
        }
        self.form = f.with_view(&self.form);
        self.cover = Some(t);
        self.serial += 1;
        self.hover = None;
        self.board_note.clear();
        self.drawing.reset();
    }

    /// The page's default cover, when a first cover could not be made.
    fn fall_back(&mut self) {
        if self.cover.is_none() {
            let f = TourneysForm {
                ops: String::new(),
                ..TourneysForm::default()
            };
            self.load(&f).expect("the default cover is made");
        }
    }

    fn cover(&mut self) -> Result<&mut Tourney, Error> {
        self.cover.as_mut().ok_or_else(|| {
            FormError::new(
                TourneysField::Ops,
                "still generating: wait for the cover, or cancel it",
            )
        })
    }

    fn play(&self) -> Play {
        let (pos, len) = self
            .cover
            .as_ref()
            .map_or((0, 0), |t| (t.plan_pos(), t.plan_len()));
        Play {
            pos: pos as u64,
            first: 0,
            len: len as u64,
            more: pos < len,
            speed: self.form.speed,
            unit: ("switch", "switches"),
            halted: false,
        }
    }

    /// The square (row-major) at `(x, y)` on the drawn board (through a zoomed view's
    /// window), if any.
    fn square_at(&self, x: f64, y: f64) -> Option<usize> {
        let b = self.cover.as_ref()?.board();
        let fit = self.drawing.fit;
        if (fit.rows, fit.cols) != (b.rows(), b.cols()) {
            return None;
        }
        let (r, c) = fit.square_at(x, y)?;
        Some((r - 1) as usize * b.cols() as usize + (c - 1) as usize)
    }

    /// The rail (index as numbered now) under CSS pixel (x, y) of the board (through a zoomed
    /// view's window).
    fn rail_at(&mut self, x: f64, y: f64) -> Option<usize> {
        let fit = self.drawing.fit;
        if !(x >= 0.0 && y >= 0.0 && x < fit.width && y < fit.height) {
            return None;
        }
        let t = self.cover.as_mut()?;
        let b = t.board();
        hit::rail_at(b, t.rails(), fit.cell, x + fit.ox, y + fit.oy)
    }

    /// Rail `k`'s number as the page writes it, and what switching it would do, with the
    /// next thing to do.
    fn rail_words(&mut self, rail: Rail, how: How) -> Option<String> {
        let t = self.cover.as_mut()?;
        let k = t.rails().binary_search(&rail).ok()?;
        let what = t.describe_rail(k as u64).ok()?;
        let next = match how {
            How::Pointer => "Click to switch it.",
            How::Keys => "Press Enter to switch it.",
            How::Touch => "Tap it again to switch it.",
        };
        Some(format!("{what} {next}"))
    }

    fn preview(&mut self, k: Option<usize>, how: How) {
        self.board_note.clear();
        self.hover = k.and_then(|k| {
            let r = self.cover.as_mut()?.rails().get(k).copied()?;
            Some((r, how))
        });
    }

    /// Switch rail `k` (0-based, as numbered now).
    fn switch(&mut self, k: u64) -> Result<(), Error> {
        self.cover()?
            .switch_rail(k)
            .map_err(|e| FormError::new(TourneysField::Rail, e))?;
        self.hover = None;
        Ok(())
    }

    fn file_name(&self, ext: &str) -> String {
        let f = &self.form;
        let what = match f.from {
            Source::Generator => {
                let g = f.gen.map_or("", Generator::name);
                let tiles =
                    if f.tiles != Tiles::default() && f.gen.is_some_and(Generator::takes_tiles) {
                        format!("-{}-tiles", f.tiles.key())
                    } else {
                        String::new()
                    };
                format!("{g}{tiles}-{}x{}-seed{}", f.n, f.n, f.seed)
            }
            Source::Walk => format!("walk-{}-seed{}", f.board, f.seed),
            Source::Construct => format!("construct-{}", f.board),
            Source::Import => format!("imported-{}", f.board),
        };
        let cycles = match &self.cover {
            Some(t) if !t.history().is_empty() => format!("-{}-cycles", t.cover().cycle_count()),
            _ => String::new(),
        };
        format!("cover-{what}{cycles}.{ext}")
    }

    fn export(&mut self, format: &str) -> Result<Reply, Error> {
        let err = |e: String| FormError::new(TourneysField::Cycles, e);
        let file = |name, mime, text| Reply {
            file: Some(File {
                name,
                mime,
                text,
                bytes: Vec::new(),
            }),
            ..Reply::none()
        };
        if format == "png" {
            return Ok(file(self.file_name("png"), "image/png", String::new()));
        }
        if format == "gif" || format == "webm" {
            return self.start_gif(format == "webm");
        }
        let f: Format = format
            .parse()
            .map_err(|e: exchange::ExchangeError| err(e.to_string()))?;
        let t = self.cover()?;
        let text = exchange::export_cycles(t.board(), &t.cover().cycles(), f)
            .map_err(|e| err(e.to_string()))?;
        let (ext, mime) = match f {
            Format::Matrix => ("txt", "text/plain"),
            Format::Json => ("json", "application/json"),
            Format::Svg => ("svg", "image/svg+xml"),
        };
        Ok(file(self.file_name(ext), mime, text))
    }

    /// Start making the animated GIF of the plan on show by the form's GIF fields (a job; the
    /// file is taken when it is over): the plan made again on the cover it was made on, as
    /// `cover … --format gif --gif-plan KIND` makes it, in the job's first slices (the range
    /// is checked now against the plan on show).
    fn start_gif(&mut self, video: bool) -> Result<Reply, Error> {
        use crate::page::gif::GifError;
        use TourneysField as F;
        if self.gen.is_some() || self.cover.as_ref().is_some_and(Tourney::busy) {
            return Err(FormError::new(
                F::Gif(crate::page::gif_export::GifField::From),
                "the cover or its plan is still on its way: export the GIF once it is shown",
            ));
        }
        let seed = self.form.seed;
        let t = self.cover()?;
        let switches = t.plan_len();
        let (base, kind) = t.plan_base().ok_or_else(|| {
            FormError::new(
                F::Gif(crate::page::gif_export::GifField::From),
                "no plan is on show: press Shatter, Join or Obfuscate first",
            )
        })?;
        let f = &self.form;
        let field = |e: GifError| FormError::new(F::Gif(f.gif.field_of(&e)), e);
        // The plan is made again in the job's first slices, not here: the click answers at once.
        let gif = animation::CoverGif::planned_later(
            base,
            seed,
            kind,
            switches,
            f.gif.from,
            f.gif.to,
            f.gif.stride,
            f.gif.size,
            f.gif.delay,
        )
        .map_err(field)?;
        let plan = gif.plan();
        let name = format!(
            "{}-{}-steps{}-{}.gif",
            self.file_name("x").trim_end_matches(".x"),
            kind.name(),
            plan.from,
            plan.to
        );
        self.made = None;
        self.gif = Some(crate::page::gif_export::GifJob::new(gif, name, video));
        Ok(Reply::none())
    }

    fn import(&mut self, text: &str) -> Result<Reply, Error> {
        let err = |e: String| FormError::new(TourneysField::Cycles, e);
        // A board over the page's sides is refused from the text's header, before the body.
        let c = exchange::import_cover_within(text, crate::input::TOURNEY_MAX_SIDE).map_err(
            |e| match e {
                exchange::ImportError::OverLimit { rows, cols, .. } => err(format!(
                    "a {rows}x{cols} board: this page takes sides up to {}",
                    crate::input::TOURNEY_MAX_SIDE
                )),
                e => err(e.to_string()),
            },
        )?;
        let t =
            input::imported(c.board, &c.cycles, self.form.seed).map_err(|e| err(e.to_string()))?;
        let f = TourneysForm {
            from: Source::Import,
            board: c.board.to_string(),
            cycles: exchange::path_code(c.board, &c.cycles).unwrap_or_default(),
            gen: None,
            ops: String::new(),
            ..self.form.clone()
        };
        self.gen = None;
        self.install(t, f);
        self.said_afresh();
        let what = match c.cycles.len() {
            1 => "a closed tour".to_string(),
            n => format!("a cover of {} cycles", count(n as u64)),
        };
        Ok(Reply::say(format!("Imported {what} on {}.", c.board)))
    }

    /// The sweep the form describes, to a Worker.
    fn sweep(&mut self) -> Result<Reply, Error> {
        let f = &self.form;
        let spec = f.rail_spec();
        let sizes =
            Sizes::parse(&f.rsizes).map_err(|e| FormError::new(TourneysField::Rsizes, e))?;
        let ns = spec
            .sizes(sizes)
            .map_err(|e| FormError::new(TourneysField::Rsizes, e))?;
        let id = self.next_id;
        self.next_id += 1;
        let drop = self.sweep.as_ref().filter(|s| s.running()).map(|s| s.id);
        let words = format!("Rails over n for {spec}: starting.");
        self.sweep = Some(sweep::Run::new(id, spec, ns.len(), words));
        Ok(Reply {
            worker: Some(WorkerCall {
                id,
                kind: sweep::KIND,
                spec: json!({
                    "gen": spec.gen.name(),
                    "obfuscate": spec.obfuscate,
                    "sizes": f.rsizes,
                    "samples": f.rsamples,
                    "seed": f.rseed,
                }),
                parallel: false,
                label: "Rails over n".into(),
                answers: false,
            }),
            drop: drop.into_iter().collect(),
            ..Reply::none()
        })
    }

    /// The generator menu's words on the generator on show.
    fn gen_help(&self) -> (String, String) {
        let Some(g) = self
            .form
            .gen
            .filter(|_| self.form.from == Source::Generator)
        else {
            let what = match self.form.from {
                Source::Walk => "The closed tour of a walk",
                Source::Construct => "Lin & Wei's closed tour",
                _ => "An imported cover",
            };
            return (
                format!("{what}; choose a generator and press Generate to replace it."),
                "n × n".into(),
            );
        };
        let c = g.info();
        let paper = if c.paper.is_empty() {
            String::new()
        } else {
            format!(" {}.", c.paper)
        };
        let seeded = if c.seeded { " Uses the seed." } else { "" };
        (
            format!(
                "{}.{paper} Sizes: {}.{seeded}",
                c.description.trim_end_matches('.'),
                c.sizes.words()
            ),
            format!("n × n; {} supports {}", c.name, c.sizes.words()),
        )
    }
}

impl Lab for TourneysLab {
    const KEY: &'static str = "tourneys";
    type Form = TourneysForm;
    type Action = TourneysAction;

    fn open(form: &TourneysForm) -> Result<TourneysLab, Error> {
        if !form.ops.is_empty() {
            if let Some(what) = form.refused() {
                return Err(not_replayed(&what));
            }
        }
        let mut lab = TourneysLab::new(&form.fresh());
        match lab.load(form) {
            Ok(()) => Ok(lab),
            Err(e) if !form.ops.is_empty() && e.field != TourneysField::Ops => {
                Err(not_replayed(&described(form)))
            }
            Err(e) => Err(e),
        }
    }

    fn form(&self) -> TourneysForm {
        match (&self.gen, &self.cover) {
            (Some(p), _) => p.form.with_view(&self.form),
            (None, Some(t)) => TourneysForm {
                ops: t.ops(),
                ..self.form.clone()
            },
            (None, None) => self.form.clone(),
        }
    }

    fn apply(&mut self, f: &TourneysForm) -> Result<(), Error> {
        let now = self.form();
        if f.cover_key() != now.cover_key() || f.ops != now.ops {
            self.load(f)?;
            self.said_afresh();
        }
        if f.numbering != self.form.numbering {
            if let Some(t) = self.cover.as_mut() {
                t.set_numbering(f.numbering);
            }
        }
        self.form = self.form.with_view(f);
        Ok(())
    }

    fn act(&mut self, action: TourneysAction) -> Result<Reply, Error> {
        use TourneysAction as A;
        self.advancing = matches!(action, A::Advance { .. });
        match action {
            A::Advance { n } => {
                let t = self.cover()?;
                let from = t.plan_pos();
                let to = t.seek(from.saturating_add(n as usize));
                return Ok(Reply::advanced(to.saturating_sub(from) as u64, self.play()));
            }
            A::Step => {
                self.cover()?.step();
            }
            A::Back => {
                self.cover()?.back();
            }
            A::Home => {
                self.cover()?.seek(0);
            }
            A::Seek { to } => {
                self.cover()?.seek(to as usize);
            }
            A::Pointer { kind } => self.touch = kind == "touch",
            // A touch screen has no pointing without pressing: its moves are passed over.
            A::Hover { .. } if self.touch => {}
            A::Hover { x, y } => {
                self.hover_square = self.square_at(x, y);
                let k = if x < 0.0 { None } else { self.rail_at(x, y) };
                let rail = k.and_then(|k| self.cover.as_mut()?.rails().get(k).copied());
                if self.hover != rail.map(|r| (r, How::Pointer)) {
                    self.preview(k, How::Pointer);
                }
            }
            A::Press { x, y } => {
                let Some(k) = self.rail_at(x, y) else {
                    self.hover = None;
                    self.board_note = "No rail there: click nearer the middle of a rail (turn on Show rails to see them).".into();
                    return Ok(Reply::none());
                };
                let rail = self.cover.as_mut().and_then(|t| t.rails().get(k).copied());
                let previewed = self.hover.is_some_and(|(r, _)| Some(r) == rail);
                if self.touch && !previewed {
                    self.preview(Some(k), How::Touch);
                } else {
                    self.switch(k as u64)?;
                }
            }
            A::Generate => {
                let f = self.form();
                let fresh = f.from == Source::Generator
                    && f.ops.is_empty()
                    && !self.cover.as_ref().is_some_and(Tourney::busy);
                if self.gen.is_none() && !fresh {
                    self.load(&TourneysForm {
                        ops: String::new(),
                        ..f
                    })?;
                    self.said_afresh();
                }
            }
            A::NewSeed => {
                let seed = crate::rng::fresh_seed().map_err(|e| {
                    FormError::new(TourneysField::Seed, format!("no randomness available: {e}"))
                })?;
                let f = self.form();
                self.load(&TourneysForm {
                    seed,
                    ops: String::new(),
                    ..f
                })?;
                self.said_afresh();
            }
            A::Switch => {
                let t = self.form.rail.trim().to_string();
                let rails = self.cover()?.rails().len();
                let k = t
                    .parse::<u64>()
                    .ok()
                    .filter(|&k| k >= 1 && t.bytes().all(|b| b.is_ascii_digit()))
                    .ok_or_else(|| {
                        FormError::new(
                            TourneysField::Rail,
                            format!("rail '{t}' is not a whole number; enter 1 to {rails}"),
                        )
                    })?;
                self.switch(k - 1)?;
            }
            A::Preview { text, by } => {
                let rails = self.cover()?.rails().len();
                let t = text.trim();
                let typed = t
                    .parse::<usize>()
                    .ok()
                    .filter(|&k| (1..=rails).contains(&k) && t.bytes().all(|b| b.is_ascii_digit()));
                let k = match (typed, by) {
                    (_, _) if rails == 0 => None,
                    (k, 0) => k.map(|k| k - 1),
                    (None, b) if b > 0 => Some(0),
                    (None, _) => Some(rails - 1),
                    (Some(k), b) => Some((k - 1 + b.rem_euclid(rails as i64) as usize) % rails),
                };
                self.preview(k, How::Keys);
                return Ok(Reply::value(json!(k.map(|k| k + 1))));
            }
            A::Plan { kind } => {
                let k: PlanKind = kind
                    .parse()
                    .map_err(|e| FormError::new(TourneysField::Ops, e))?;
                self.cover()?.plan_begin(k);
                self.hover = None;
                self.say("plan-msg", "");
            }
            A::Sweep => return self.sweep(),
            A::Export { format } => return self.export(&format),
            A::Import { text } => return self.import(&text),
            A::Rail { k } => {
                let fit = self.drawing.fit;
                let cell = fit.cell;
                let t = self.cover()?;
                let b = t.board();
                let r = t
                    .rail(k)
                    .map_err(|e| FormError::new(TourneysField::Rail, e))?;
                let effect = t
                    .rail_effect(k)
                    .map_err(|e| FormError::new(TourneysField::Rail, e))?;
                let (bx, by) = hit::rail_centre(b, r, cell);
                let picked = hit::rail_at(b, t.rails(), cell, bx, by) == Some(k as usize);
                // Where it is in the view (through a zoomed view's window).
                let (x, y) = (bx - fit.ox, by - fit.oy);
                return Ok(Reply::value(json!({
                    "effect": status::effect_word(effect),
                    "x": x,
                    "y": y,
                    "picked": picked,
                })));
            }
            #[cfg(feature = "bench")]
            A::Strokes { on } => {
                self.drawing.strokes = on;
                self.drawing.redraw();
            }
        }
        Ok(Reply::none())
    }

    fn status(&mut self) -> Status {
        let mut outputs: Vec<Output> = self
            .said
            .iter()
            .map(|(name, words)| Output::text(*name, words))
            .collect();
        self.said.retain(|(_, words)| !words.is_empty());
        let (gen_help, n_help) = self.gen_help();
        let f = self.form.clone();
        let source_label = match f.from {
            Source::Generator => String::new(),
            Source::Walk => format!("the walk's closed tour ({})", f.board),
            Source::Construct => format!("Lin & Wei's closed tour ({})", f.board),
            Source::Import => format!("imported ({})", f.board),
        };
        outputs.extend([
            Output::text("gen-source", source_label).with_shown(f.from != Source::Generator),
            Output::text("gen-help", gen_help),
            Output::text("n-help", n_help),
            Output::show(
                "tiles-field",
                f.from == Source::Generator && f.gen.is_some_and(Generator::takes_tiles),
            ),
            Output::text(
                "tiles-help",
                TILES
                    .iter()
                    .find(|t| t.tiles == f.tiles)
                    .map_or("", |t| t.description),
            ),
            Output::text("compass-cap", f.numbering.words()),
            Output::text(
                "rsizes-help",
                format!("A..B or A..B:STEP; sizes the generator does not make are skipped; at most {PAGE_MAX_SIDE} on this page (the command line's experiment rails takes any)"),
            ),
        ]);
        let mut say = None;
        let (line, explain) = match (&self.gen, self.cover.is_some()) {
            (Some(p), false) => {
                let words = format!("Generating {}…", p.source);
                outputs.push(Output::text(
                    "source",
                    format!("Showing nothing yet: {words}"),
                ));
                (words, String::new())
            }
            _ => {
                let cell = self.drawing.fit.cell;
                let hover = self.hover;
                let hovered = hover.and_then(|(r, how)| self.rail_words(r, how));
                if hovered.is_none() {
                    self.hover = None;
                }
                if hover.is_some_and(|(_, how)| how != How::Pointer) {
                    say = hovered.clone();
                }
                let serial = self.serial;
                let graph_on = f.graph;
                let t = self.cover.as_mut().expect("a cover");
                // At the plan's end the player has stopped: the graph is brought up to date.
                let playing = self.advancing && t.plan_pos() < t.plan_len();
                let cycles = t.cycle_count();
                let rails = t.rails().len();
                let tour = t.cover().one_cycle_name();
                let source = t.source().to_string();
                let mut line = t.status().to_string();
                if let Some(p) = &self.gen {
                    line = format!("Generating {}…", p.source);
                }
                let cycles_words = if cycles == 1 {
                    format!("1 cycle: {tour}")
                } else {
                    counted(cycles as u64, "cycle", "cycles")
                };
                // Turns and crossings of the cover standing still (not re-counted every frame
                // of a plan playing).
                let shape = (!playing).then(|| t.shape());
                let cycles_words = match shape {
                    Some(s) => format!("{cycles_words}; {}", turns_and_crossings(s)),
                    None => cycles_words,
                };
                let (turns, crossings) = shape.map_or((String::new(), String::new()), |s| {
                    (s.turns.to_string(), s.crossings.to_string())
                });
                let small = f.rails && !view::rails_fit(cell);
                let focus = f.rails && !view::all_rails(rails);
                let rails_words = format!(
                    "{}{}",
                    counted(rails as u64, "rail", "rails"),
                    if small {
                        " (squares too small to draw them; point at the board to find one)"
                    } else if focus {
                        " (too many to draw at once: point at a cycle to see its rails)"
                    } else {
                        ""
                    }
                );
                outputs.extend([
                    Output::text("cycles", cycles_words)
                        .with_data("count", cycles)
                        .with_data("turns", turns)
                        .with_data("crossings", crossings),
                    Output::text("counts", rails_words).with_data("rails", rails),
                    Output::text("source", format!("Showing {source}.")),
                    Output::text("rail-help", format!("1 to {}: type a number or use ↑ ↓ to preview a rail on the board, Enter to switch it; or point at a rail and click (on a touch screen: tap to preview, tap again to switch). Rails are numbered from the top-left.", count(rails as u64))),
                    Output::control("export-matrix", cycles == 1),
                ]);
                if graph_on {
                    let g = self.drawing.graph(t, serial, !playing);
                    let text = rail_graph::status(&g.graph, &g.picture);
                    outputs.push(
                        Output::text("graph-text", text)
                            .with_shown(true)
                            .with_data("cycles", g.graph.cycles())
                            .with_data("edges", g.graph.edges().len()),
                    );
                } else {
                    outputs.push(
                        Output::text("graph-text", "")
                            .with_shown(false)
                            .with_data("cycles", "")
                            .with_data("edges", ""),
                    );
                }
                let explain = hovered.unwrap_or_else(|| {
                    if self.board_note.is_empty() {
                        format!(
                            "{source}: neighbouring cycles in different colours, numbered on big squares or under the pointer. Point at a rail to read what switching it would do; click it to switch it, or press Shatter, Join or Obfuscate and play the plan."
                        )
                    } else {
                        self.board_note.clone()
                    }
                });
                (line, explain)
            }
        };
        for id in ["shatter", "join", "obfuscate"] {
            outputs.push(Output::control(
                id,
                self.cover.is_some() && self.gen.is_none(),
            ));
        }
        match &self.sweep {
            Some(s) => outputs.extend(s.outputs()),
            None => outputs.push(Output::show("rails-results", false)),
        }
        let (line, details) = crate::page::words::headline(&line);
        Status {
            line,
            details,
            explain,
            say,
            outputs,
            play: Some(self.play()),
            carry: if f.numbering == TourneysForm::default().numbering {
                String::new()
            } else {
                format!("numbering={}", f.numbering.key())
            },
            ..Status::default()
        }
    }

    fn scene(&mut self, view: &str, viewport: Viewport, _: &mut dyn Glyphs) -> Option<Scene<'_>> {
        match view {
            "board" => {
                let hover = self.hover.map(|(r, _)| r);
                let playing = self.advancing
                    && self
                        .cover
                        .as_ref()
                        .is_some_and(|t| t.plan_pos() < t.plan_len());
                let shown = Shown {
                    serial: self.serial,
                    rails: self.form.rails,
                    graph: self.form.graph,
                    hover,
                    hover_square: self.hover_square,
                    playing,
                };
                let t = self.cover.as_mut()?;
                self.drawing.scene(t, viewport, &shown)
            }
            "compass" => {
                let n = self.form.numbering;
                if self.compass_drawn == Some((n, viewport.scheme)) {
                    return None;
                }
                self.compass_drawn = Some((n, viewport.scheme));
                Some(compass(n, viewport.palette()))
            }
            "rails-chart" | "rails-chart-per-n" => {
                let s = self.sweep.as_ref()?;
                let k = usize::from(view != "rails-chart");
                let rows = s.rows().len();
                let key = (
                    s.id,
                    rows,
                    viewport.width.to_bits(),
                    viewport.height.to_bits(),
                    viewport.scheme,
                );
                if self.charts_drawn[k] == Some(key)
                    || (rows == 0 && self.charts_drawn[k].is_none())
                {
                    return None;
                }
                self.charts_drawn[k] = Some(key);
                if rows == 0 {
                    // A new run: the last run's chart goes until its first rows come.
                    return Some(Scene::new(viewport.width, 1.0, 1.0));
                }
                Some(s.chart(view, viewport))
            }
            _ => None,
        }
    }

    fn take_file(&mut self) -> Option<File> {
        self.made.take()
    }

    fn job(&mut self) -> Option<&mut dyn Job> {
        let busy = self.gif.is_some()
            || self.gen.is_some()
            || self.cover.as_ref().is_some_and(Tourney::busy);
        if busy {
            Some(self)
        } else {
            None
        }
    }

    fn feed(&mut self, feed: Feed) {
        if let Some(s) = self.sweep.as_mut().filter(|s| s.id == feed.id) {
            s.feed(feed);
        }
    }

    fn menus() -> Vec<Menu> {
        let shown = Choice::new(
            "",
            "the cover shown",
            "the cover on show, made again without its switches",
        );
        let gens = CATALOGUE.iter().map(|c| {
            let paper = if c.paper.is_empty() {
                String::new()
            } else {
                format!(" ({})", c.paper)
            };
            Choice::new(
                c.name,
                c.name,
                format!(
                    "{}{paper}; {}",
                    c.description.trim_end_matches('.'),
                    c.sizes.words()
                ),
            )
        });
        let rgens = CATALOGUE.iter().map(|c| {
            let sizes = c.sizes.words();
            Choice::new(
                c.name,
                format!("{} ({})", c.name, sizes.trim_start_matches("n x n for ")),
                c.description,
            )
        });
        let tiles = TILES.iter().map(|t| {
            let label = if t.tiles == Tiles::Parberry {
                t.tiles.adjective()
            } else {
                t.name
            };
            Choice::new(t.name, label, t.description)
        });
        vec![
            Menu {
                field: "gen",
                choices: std::iter::once(shown).chain(gens).collect(),
            },
            Menu {
                field: "tiles",
                choices: tiles.collect(),
            },
            Menu {
                field: "rgen",
                choices: rgens.collect(),
            },
            numbering_menu("numbering"),
        ]
    }
}

impl Job for TourneysLab {
    fn work(&mut self, units: u64) -> Result<Progress, String> {
        let units = units.clamp(1, 1 << 30) as usize;
        if let Some(g) = self.gif.as_mut() {
            let p = g.work(units as u64)?;
            if let Some(f) = g.take_file() {
                self.made = Some(f);
                self.gif = None;
            }
            return Ok(p);
        }
        if let Some(p) = self.gen.as_mut() {
            if !p.job.work(units) {
                let f = p.job.fraction();
                let words = format!("Generating {}… {:.0} %", p.source, f * 100.0);
                return Ok(Progress::of_fraction(f, words));
            }
            let p = self.gen.take().expect("a generation");
            let source = match p.job.note() {
                Some(note) => format!("{}, {note}", p.source),
                None => p.source,
            };
            match p.job.finish() {
                Ok(cover) => {
                    let t = Tourney::new(cover, source, p.form.seed);
                    self.install(t, p.form);
                }
                Err(e) => {
                    let kept = if self.cover.is_some() {
                        "the cover shown is unchanged"
                    } else {
                        "the page's first cover is shown instead"
                    };
                    self.say(
                        "from-msg",
                        format!("The cover could not be made: {e}; {kept}."),
                    );
                    self.fall_back();
                    return Ok(Progress::finished(""));
                }
            }
        }
        let Some(t) = self.cover.as_mut().filter(|t| t.busy()) else {
            return Ok(Progress::finished(""));
        };
        let done = t.plan_work(units);
        let words = t.status().to_string();
        let fraction = t.job_fraction();
        if let Some(e) = t.take_replay_error() {
            self.say("ops-msg", format!("{}{e}", CHROME.from_link));
        }
        if done {
            Ok(Progress::finished(words))
        } else {
            Ok(Progress::of_fraction(fraction, words))
        }
    }

    fn cancel(&mut self) {
        if self.gif.take().is_some() {
            self.say("plan-msg", "Cancelled: no GIF was made.");
            return;
        }
        if let Some(p) = self.gen.take() {
            let kept = if self.cover.is_some() {
                "the cover shown is unchanged"
            } else {
                "the page's first cover is shown instead"
            };
            self.say(
                "from-msg",
                format!("Cancelled the generation of {}; {kept}.", p.source),
            );
            self.fall_back();
            return;
        }
        let Some(t) = self.cover.as_mut().filter(|t| t.busy()) else {
            return;
        };
        if t.replaying() {
            t.cancel_plan();
            let kept = t.ops();
            let kept = if kept.is_empty() {
                "no switch kept".to_string()
            } else {
                format!("kept {kept}")
            };
            self.say(
                "ops-msg",
                format!(
                    "{}replay cancelled: {kept}; the rest was not replayed",
                    CHROME.from_link
                ),
            );
        } else {
            let kind = t.planning_kind().map_or("", PlanKind::name);
            t.cancel_plan();
            self.say(
                "plan-msg",
                format!("Cancelled: no {kind} plan; the cover is as it was."),
            );
        }
    }

    fn name(&self) -> String {
        if self.gif.is_some() {
            return "Making the GIF".into();
        }
        if self.gen.is_some() {
            return "Generating the cover".into();
        }
        match &self.cover {
            Some(t) if t.replaying() => "Replaying the link's switches".into(),
            Some(t) => format!("Planning {}", t.planning_kind().map_or("", PlanKind::name)),
            None => String::new(),
        }
    }
}

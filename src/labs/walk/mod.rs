//! The walk page (000, 004): Warnsdorff's rule step by step on boards from 3×3 to 2000×2000,
//! with every tie-break of the rules' catalogue. Beside the board: the next move explained
//! before it is made ([`preview`]) and marked on the board, Irwin's trouble, termination and
//! cut-off squares, "you try" (guess the square the rule takes), a second rule walked beside
//! the first ([`compare`]), the staged rule's regions ([`regions`]), the walk's own move
//! distributions ([`distribution`]), the keyboard's explorer of the board, and a tour imported
//! or exported; a rule that needs trial walks first (`nineteen`) prepares in slices while the
//! walk on show stays.

pub mod animation;
mod blocks;
pub mod board_shape;
pub mod compare;
pub mod distribution;
mod files;
pub mod form;
pub mod picture;
pub mod preview;
pub mod regions;
mod scenes;
pub mod search_job;
pub mod shape_job;
pub mod state;
mod status;
pub mod view;

use crate::board::{Board, Square};
use crate::exchange::{self, Format, Provenance};
use crate::job::{Job, Progress};
use crate::numbering::Numbering;
use crate::page::compass::{leaper_compass, numbering_menu};
use crate::page::form::{encode_query, Form, FormError};
use crate::page::glyphs::Glyphs;
use crate::page::scene::{Content, Layer, Scene, Shape, Viewport};
use crate::page::status::{
    Cell, Choice, Feed, File, Menu, Output, Play, Reply, Row, Status, WorkerCall, SPEEDS,
};
use crate::page::theme::{self, Palette, Scheme};
use crate::page::Lab;
use crate::rules::catalogue::RULES;
use crate::rules::squirrel_regions::{Regions, RegionsJob};
use crate::walk::Outcome;
use compare::Comparison;
use distribution::Tally;
use form::{WalkField, WalkForm};
use picture::Picture;
use serde::Deserialize;
use state::WalkState;
use std::hash::{Hash, Hasher};
use view::Layout;

type Error = FormError<WalkField>;

/// The largest board whose matrix of move numbers is printed.
const PRINT_MAX_SQUARES: usize = 40 * 40;
/// The knight slides only at this many steps a second or fewer, on boards of at most this many
/// squares.
const SLIDE_MAX_SPEED: u32 = 5;
const SLIDE_MAX_SQUARES: usize = 100 * 100;
/// While the walk plays, its charts are drawn again once in this many frames of the board.
const CHART_EVERY: u32 = 15;

/// What the page asks.
#[derive(Debug, Deserialize)]
#[serde(tag = "do", rename_all = "kebab-case")]
pub enum WalkAction {
    /// The player: `n` steps forward.
    Advance {
        n: u64,
    },
    Step,
    Back,
    Home,
    Seek {
        to: u64,
    },
    /// Whether the player plays (the next move's marks and explanation wait for a pause).
    Playing {
        on: bool,
        /// The player runs to the end (a search's run goes to a Worker).
        #[serde(default)]
        end: bool,
    },
    /// A click or tap on a board: the guess while trying, else the walk starts there.
    Press {
        view: String,
        x: f64,
        y: f64,
    },
    Hover {},
    /// A key on the focused board (`Focus` and `Blur` when it gets and loses the focus): the
    /// arrows move a cursor and read each square out, Enter picks the square.
    Key {
        view: String,
        key: String,
    },
    /// A board preset: `side` × `side`.
    Board {
        side: u32,
    },
    /// A puzzle of [`board_shape::PUZZLES`]: its shape, start and end.
    Puzzle {
        name: String,
    },
    /// "Paint squares" on or off.
    Paint,
    /// The pointer pressed (`start`), moved while pressed (`move`) or let go (`end`) on a view:
    /// while painting, the squares it passes are removed or put back, as the first one was.
    Drag {
        view: String,
        x: f64,
        y: f64,
        phase: String,
    },
    NewSeed,
    /// "You try" on or off.
    Try,
    /// One animation frame of the knight sliding: the page's clock, in ms.
    Slide {
        now: f64,
    },
    Export {
        format: String,
    },
    Import {
        text: String,
    },
    /// The walk's raw speed: `n` steps without any reporting (the benchmark).
    #[cfg(feature = "bench")]
    RunFast {
        n: u64,
    },
    /// Forget what the boards show and ask for glyphs again (the benchmark and the page test
    /// switch between the glyphs and the reference drawing).
    #[cfg(feature = "bench")]
    Redraw,
    /// Squares of `px` CSS px whatever the view (the benchmark's numbered 100×100).
    #[cfg(feature = "bench")]
    Cell {
        px: f64,
    },
}

/// A walk being prepared in slices (`nineteen`'s trial walks), shown when ready: the walk on
/// show stays until then.
struct Pending {
    state: WalkState,
    form: WalkForm,
}

/// The staged rule's regions, as they stand for the walk they were asked for (its board, start
/// and rule).
enum Staged {
    Off,
    /// The walk's rule is not the staged rule: why not.
    Refused(String, StagedKey),
    Working(RegionsJob, StagedKey),
    Ready(Regions, StagedKey),
}

type StagedKey = (Board, Square, String);

/// "You try" (on, and its score, are the form's): the verdict on this step's guess, what a
/// guess off the candidates was told, the rule's square ringed after a guess, and the note
/// for a second click on a step already guessed; each kept with the walk's length it is for.
#[derive(Default)]
struct Trying {
    guessed_at: usize,
    verdict: String,
    /// A right guess moved the knight: the verdict shown with the next question.
    moved_at: usize,
    aside: Option<(usize, String)>,
    ring: Option<(usize, Square)>,
    note: Option<(usize, String)>,
}

/// The knight sliding onto its square from the one before: when it began on the page's clock
/// (None until the page's first frame of it), and how long it takes.
struct Slide {
    from: Square,
    len: usize,
    start: Option<f64>,
    ms: f64,
    t: f64,
}

/// The page's Worker jobs: the search's seek or run handed to a Worker
/// ([`state::WalkState::away`]): the job's id the page was told last (to drop it once the state
/// it was for is gone), whether it is the player's run to the end, and whether the player
/// stopped it (a Stop, not a Cancel); the count of an ended walk's turns and crossings
/// ([`shape_job`]) and the walk it is for; Worker jobs set aside for the next reply; the next id.
#[derive(Default)]
struct Workers {
    shape: Option<(u64, (usize, Square))>,
    id: Option<u64>,
    dropped: Vec<u64>,
    next: u64,
    end_run: bool,
    stopping: bool,
    /// The run to the end was cancelled while the player played it: the player is told to stop.
    halt_player: bool,
}

/// Notes for the fields a job or a refusal is about.
#[derive(Default)]
struct Notes {
    apply: String,
    rule2: String,
    regions: String,
}

/// What a board view showed last: a key of its overlay and of its regions layer.
#[derive(Default)]
struct Drawn {
    overlay: Option<u64>,
    regions: Option<u64>,
}

/// The walk page.
pub struct WalkLab {
    form: WalkForm,
    walk: WalkState,
    pending: Option<Pending>,
    second: Option<WalkState>,
    staged: Staged,
    pictures: [Picture; 2],
    layouts: [Option<Layout>; 2],
    drawn: [Drawn; 2],
    tally: Tally,
    charts: [Option<(usize, Numbering, Scheme)>; 2],
    frames: u32,
    compass: Option<(Numbering, Scheme, crate::region::Leaper)>,
    parting: Option<(usize, Comparison)>,
    trying: Trying,
    playing: bool,
    cursor: Option<Square>,
    /// The arrow keys moved the cursor since the board was last drawn (a zoomed view pans to
    /// keep it in sight; focusing the board, which puts it on the knight, does not).
    cursor_moved: bool,
    slide: Option<Slide>,
    notes: Notes,
    said: String,
    /// A stroke of painting: whether it removes squares, and the last square it changed.
    brush: Option<(bool, Square)>,
    /// What `exists` says of the region on show (the open answer's word, the closed one's,
    /// the sentence), kept for the region's key.
    verdicts: Option<(String, [String; 3])>,
    /// An animated GIF being made (a job on the page's thread), and its file's name.
    gif: Option<crate::page::gif_export::GifJob>,
    /// The GIF made, for the page to take.
    made: Option<File>,
    workers: Workers,
    #[cfg(feature = "bench")]
    cell: Option<f64>,
}

/// An output to fill in part by part.
fn named(name: &str) -> Output {
    Output {
        name: name.into(),
        ..Output::default()
    }
}

fn key_of(x: impl Hash) -> u64 {
    let mut h = std::collections::hash_map::DefaultHasher::new();
    x.hash(&mut h);
    h.finish()
}

/// A square as the start field writes it.
fn start_text(s: Square) -> String {
    format!("{},{}", s.row, s.col)
}

/// The walk a form describes: the imported path (a position or a whole tour) followed, then
/// the rule from its end; or the rule's walk (prepared in slices when it needs trial walks).
fn build(form: &WalkForm) -> Result<WalkState, Error> {
    if let Some(path) = form.tour_path()? {
        let squares: Vec<u32> = path.iter().map(|&i| i as u32).collect();
        // Prepared in slices: `nineteen` first walks its trial walks from the path's start.
        return WalkState::following(&form.region()?, &squares, form.spec()?, form.seed).map_err(
            |e| match e {
                crate::walk::WalkError::Path(_) => FormError::new(WalkField::Tour, e),
                e => FormError::new(WalkField::Rule, e),
            },
        );
    }
    let start = form.start_square()?;
    let ask = match form.search {
        form::SearchMode::Rule => None,
        mode => Some(state::Ask {
            closed: mode == form::SearchMode::Closed,
            budget: form.budget,
        }),
    };
    Ok(
        WalkState::on(&form.region()?, start, form.spec()?, form.seed)
            .map_err(|e| FormError::new(WalkField::Rule, e))?
            .with_search(ask),
    )
}

/// The walk a Worker job's spec describes (`{"link": a walk page's link, "to": a step}`; the
/// search and shape jobs): its state as the link opens it (not yet at the step), and the step.
fn state_of_spec(spec: &serde_json::Value) -> Result<(WalkState, usize), String> {
    let link = spec["link"].as_str().ok_or("no link")?;
    let to = spec["to"]
        .as_u64()
        .and_then(|t| usize::try_from(t).ok())
        .ok_or("no step to go to")?;
    let (form, errors) = crate::page::form::from_link::<WalkForm>(link);
    if let Some(e) = errors.first() {
        return Err(e.message.clone());
    }
    Ok((build(&form).map_err(|e| e.message)?, to))
}

impl WalkLab {
    /// Show `state` as the walk of `form`, at `form.step`.
    fn install(&mut self, state: WalkState, form: &WalkForm) {
        self.form = form.clone();
        self.walk = state.handing_off();
        self.shown();
    }

    /// The walk of `self.form` is on show (or being prepared): at its step, everything drawn
    /// of the last one forgotten.
    fn shown(&mut self) {
        if self.form.step > 1 && !self.walk.busy() {
            self.walk.seek_in_slices(self.form.step);
        }
        self.pictures[0].forget();
        self.drawn[0] = Drawn::default();
        self.tally = Tally::default();
        self.charts = [None, None];
        self.parting = None;
        self.cursor = None;
        self.slide = None;
        self.notes.apply.clear();
        self.canonical();
    }

    /// What [`Lab::act`] does; the reply then carries the Worker jobs set aside.
    fn act_on(&mut self, action: WalkAction) -> Result<Reply, Error> {
        let moving = matches!(
            action,
            WalkAction::Advance { .. }
                | WalkAction::Step
                | WalkAction::Back
                | WalkAction::Home
                | WalkAction::Seek { .. }
        );
        if moving && self.walk.busy() {
            return Ok(Reply::none());
        }
        if moving && self.walk.away().is_some() {
            // The player's frames while its run is in a Worker take no steps here; any other
            // move is a new request, and the Worker's search is set aside for it.
            if matches!(action, WalkAction::Advance { .. }) {
                return Ok(Reply::advanced(0, self.play()));
            }
            self.call_back();
        }
        let before = self.walk.walk().len();
        match action {
            WalkAction::Advance { n } => {
                let k = self.walk.run(usize::try_from(n).unwrap_or(usize::MAX));
                self.moved(before);
                return Ok(Reply::advanced(k as u64, self.play()));
            }
            WalkAction::Step => {
                self.walk.step();
            }
            WalkAction::Back => {
                self.walk.undo();
            }
            WalkAction::Home => {
                self.walk.seek(1);
            }
            WalkAction::Seek { to } => {
                let to = usize::try_from(to).unwrap_or(usize::MAX);
                if self.walk.search().is_some() {
                    // A search's slider spans twice its budget: far seeks go in slices.
                    self.walk.seek_in_slices(to);
                } else {
                    self.walk.seek(to);
                }
            }
            WalkAction::Playing { on, end } => {
                let was = std::mem::replace(&mut self.playing, on);
                self.workers.halt_player = false;
                if on {
                    self.call_back();
                    self.walk.halt_search(None);
                    // A search's run to its end goes to a Worker (on a board small enough).
                    let end_pos = self.walk.search().map(|s| s.most_steps() as usize + 1);
                    if let Some(to) = end_pos.filter(|_| end) {
                        self.workers.end_run = self.walk.hand_off(to);
                    }
                } else if was {
                    if let Some(id) = self.walk.away().and_then(|a| a.id) {
                        // Stopped, not cancelled: the Worker's last place is taken up as such.
                        self.workers.stopping = true;
                        return Ok(self.reply(Reply {
                            stop: Some(id),
                            ..Reply::none()
                        }));
                    }
                    // A search stopped while playing says so until it steps again (one the
                    // player's job's Cancel stopped says that instead).
                    if self.walk.search().is_some_and(|s| s.halt().is_none()) {
                        self.walk.halt_search(Some(state::Halt::Stopped));
                    }
                }
                return Ok(self.reply(Reply::none()));
            }
            WalkAction::Press { .. } if self.form.paint => return Ok(Reply::none()),
            WalkAction::Press { view, x, y } => {
                let Some(layout) = self.layouts[0].filter(|_| view == "board") else {
                    return Ok(Reply::none());
                };
                return match layout.fit.square_at(x, y) {
                    Some((r, c)) => self.pick(Square::new(r, c)),
                    None => Ok(Reply::none()),
                };
            }
            WalkAction::Hover {} => return Ok(Reply::none()),
            WalkAction::Drag { view, x, y, phase } => return self.drag(&view, x, y, &phase),
            WalkAction::Paint => {
                self.form.paint = !self.form.paint;
                self.brush = None;
                if let Some(p) = self.pending.as_mut() {
                    p.form.paint = self.form.paint;
                }
                return Ok(Reply::none());
            }
            WalkAction::Puzzle { name } => {
                let Some(p) = board_shape::puzzle(&name) else {
                    return Err(FormError::new(
                        WalkField::Shape,
                        format!("no puzzle called '{name}'"),
                    ));
                };
                let (rows, cols) = p.sides();
                return self.anew(|f| {
                    (f.rows, f.cols) = (rows, cols);
                    f.shape = p.shape.into();
                    f.start = start_text(Square::new(p.start.0, p.start.1));
                    f.end = start_text(Square::new(p.end.0, p.end.1));
                    (f.leaper, f.wrap) = ("knight".into(), crate::region::Wrap::None);
                    f.tour.clear();
                });
            }
            WalkAction::Key { view, key } => {
                if view != "board" {
                    return Ok(Reply::none());
                }
                return self.key(&key);
            }
            WalkAction::Board { side } => {
                let side = side.clamp(crate::input::MIN_SIDE, crate::input::MAX_SIDE);
                return self.anew(|f| {
                    (f.rows, f.cols) = (side, side);
                    f.tour.clear();
                    if let Ok(b) = f.board() {
                        if board_shape::removed(&f.shape, b).is_err() {
                            f.shape.clear();
                        }
                    }
                    if f.end_square().is_err() {
                        f.end.clear();
                    }
                    if f.start_square().is_err() {
                        f.start = "1,1".into();
                    }
                });
            }
            WalkAction::NewSeed => {
                let seed = crate::rng::fresh_seed().map_err(|e| {
                    FormError::new(WalkField::Seed, format!("no randomness available: {e}"))
                })?;
                return self.anew(|f| {
                    f.seed = seed;
                    f.tour.clear();
                });
            }
            WalkAction::Try => {
                if !self.form.trying && self.form.search != form::SearchMode::Rule {
                    // A search tries every choice in turn: there is no one next step to guess.
                    return Err(FormError::new(
                        WalkField::Try,
                        "You try guesses the rule's next step; a search tries each choice in turn, so set Search to the rule alone first",
                    ));
                }
                self.form.trying = !self.form.trying;
                if let Some(p) = self.pending.as_mut() {
                    p.form.trying = self.form.trying;
                }
                return Ok(Reply::none());
            }
            WalkAction::Slide { now } => {
                let len = self.walk.walk().len();
                if let Some(s) = self.slide.as_mut() {
                    let start = *s.start.get_or_insert(now);
                    s.t = (now - start) / s.ms;
                    if !s.t.is_finite() || s.t >= 1.0 || s.len != len {
                        self.slide = None;
                    }
                }
                let more = self.slide.is_some() || (self.playing && self.slow());
                return Ok(Reply::value(serde_json::json!(more)));
            }
            WalkAction::Export { format } => return self.export(&format),
            WalkAction::Import { text } => return self.import(&text),
            #[cfg(feature = "bench")]
            WalkAction::RunFast { n } => {
                let k = self.walk.run_fast(usize::try_from(n).unwrap_or(usize::MAX));
                self.form.step = self.walk.walk().len();
                return Ok(Reply::value(serde_json::json!(k)));
            }
            #[cfg(feature = "bench")]
            WalkAction::Redraw => {
                for p in &mut self.pictures {
                    p.forget();
                }
                self.drawn = [Drawn::default(), Drawn::default()];
                return Ok(Reply::none());
            }
            #[cfg(feature = "bench")]
            WalkAction::Cell { px } => {
                self.cell = (px.is_finite() && px > 0.0).then_some(px);
                return Ok(Reply::none());
            }
        }
        self.moved(before);
        Ok(Reply::none())
    }

    /// The search's seek or run in a Worker set aside (a newer request came): its job is
    /// dropped with the next reply.
    fn call_back(&mut self) {
        if let Some(id) = self.walk.come_back() {
            self.workers.dropped.push(id);
        }
        self.workers.id = None;
        self.workers.end_run = false;
        self.workers.stopping = false;
    }

    /// `r` with the Worker jobs set aside.
    fn reply(&mut self, mut r: Reply) -> Reply {
        r.drop.append(&mut self.workers.dropped);
        r
    }

    /// What the Worker running the search sent: where its search stands, taken up here; once it
    /// is over, the seek is back (cancelled: the search says so, and a seek says where it
    /// stopped).
    fn feed_search(&mut self, feed: Feed) {
        let Some(away) = self.walk.away().filter(|a| a.id == Some(feed.id)) else {
            return;
        };
        let over = feed.finished || feed.cancelled || feed.error.is_some();
        let mut failed = feed.error;
        if !feed.output.is_null() && failed.is_none() {
            let took = serde_json::from_value::<state::Place>(feed.output)
                .map_err(|e| e.to_string())
                .and_then(|p| self.walk.adopt(&p));
            failed = took.err();
            self.form.step = self.walk.pos();
        }
        if failed.is_none() && !over {
            return;
        }
        self.walk.come_back();
        self.workers.id = None;
        let (end_run, stopping) = (self.workers.end_run, self.workers.stopping);
        self.workers.end_run = false;
        self.workers.stopping = false;
        self.shown();
        if let Some(e) = failed {
            self.notes.apply = format!(
                "The search in a Worker failed ({e}); it is shown at step {}.",
                self.form.step
            );
            self.workers.halt_player = self.playing;
        } else if feed.cancelled {
            let halt = if stopping {
                state::Halt::Stopped
            } else {
                state::Halt::Cancelled
            };
            self.walk.halt_search(Some(halt));
            self.workers.halt_player = self.playing;
            if !end_run {
                self.notes.apply = format!(
                    "Stopped at step {} on the way to step {}.",
                    self.form.step, away.target
                );
            }
        }
    }

    /// The form's start and step as the walk on show has them.
    fn canonical(&mut self) {
        let w = self.walk.walk();
        self.form.start = start_text(w.start());
        if !self.walk.busy() {
            self.form.step = self.walk.pos();
        }
    }

    /// The second rule's walk, made anew for the first's board, start and seed.
    fn second_anew(&mut self) -> Result<(), Error> {
        self.second = None;
        self.pictures[1].forget();
        self.drawn[1] = Drawn::default();
        self.parting = None;
        let Some(spec) = self.form.spec2()? else {
            return Ok(());
        };
        let w = self.walk.walk();
        let mut s = WalkState::on(w.region(), w.start(), spec, self.form.seed)
            .map_err(|e| FormError::new(WalkField::Rule2, e))?;
        if !s.busy() {
            s.seek_in_slices(self.walk.walk().len());
        }
        self.second = Some(s);
        self.notes.rule2.clear();
        Ok(())
    }

    /// The regions asked for, made ready for the walk on show (a job when they are to be
    /// computed).
    fn sync_regions(&mut self) {
        if !self.form.regions {
            self.staged = Staged::Off;
            return;
        }
        if self.walk.busy() {
            return;
        }
        let w = self.walk.walk();
        let key: StagedKey = (w.board(), w.start(), w.spec().to_string());
        let current = match &self.staged {
            Staged::Refused(_, k) | Staged::Working(_, k) | Staged::Ready(_, k) => Some(k),
            Staged::Off => None,
        };
        if current == Some(&key) {
            return;
        }
        self.drawn[0].regions = None;
        self.notes.regions.clear();
        self.staged = match RegionsJob::of_walk(w) {
            Ok(job) => Staged::Working(job, key),
            Err(e) => Staged::Refused(e.to_string(), key),
        };
    }

    fn regions(&self) -> Option<&Regions> {
        match &self.staged {
            Staged::Ready(r, _) if self.form.regions => Some(r),
            _ => None,
        }
    }

    fn play(&self) -> Play {
        let w = self.walk.walk();
        let len = match self.walk.search() {
            Some(s) => s.most_steps() + 1,
            None => w.region().squares() as u64,
        };
        Play {
            pos: self.walk.pos() as u64,
            first: 1,
            len,
            more: !self.walk.busy() && self.walk.more(),
            speed: self.form.speed,
            unit: ("step", "steps"),
            halted: self.workers.halt_player,
        }
    }

    /// After the walk moved from length `before`: the form's step, the second walk, and the
    /// knight's slide after one step at a slow speed.
    fn moved(&mut self, before: usize) {
        self.form.step = self.walk.seeking().unwrap_or(self.walk.pos());
        let len = self.walk.walk().len();
        if let Some(s) = self.second.as_mut().filter(|s| !s.busy()) {
            s.seek(len);
        }
        self.slide = None;
        let slow = SPEEDS[self.form.speed] <= SLIDE_MAX_SPEED;
        let board = self.walk.walk().board();
        let walked = self.walk.search().is_none();
        if walked && len == before + 1 && slow && board.squares() <= SLIDE_MAX_SQUARES {
            self.slide = Some(Slide {
                from: self.walk.walk().path_square(before - 1),
                len,
                start: None,
                ms: (650.0 / f64::from(SPEEDS[self.form.speed])).min(320.0),
                t: 0.0,
            });
        }
    }

    /// Whether the next move's marks are on the board.
    fn marks_shown(&self) -> bool {
        !self.walk.busy() && !self.playing && (self.form.marks || self.form.trying)
    }

    /// Whether the candidates' values show ("you try" can hide them until the guess).
    fn values_shown(&self) -> bool {
        !(self.form.trying && self.form.hide && self.trying.guessed_at != self.walk.walk().len())
    }

    /// Where the two rules part, when the walks stand still (a pass over both paths).
    fn parting(&mut self) -> Option<&Comparison> {
        let second = self.second.as_mut().filter(|s| !s.busy())?;
        if self.playing || self.walk.busy() {
            return None;
        }
        let len = self.walk.walk().len();
        if self.parting.as_ref().map(|p| p.0) != Some(len) {
            let (a, b) = (self.walk.walk(), second.walk());
            let names = [a.spec().to_string(), b.spec().to_string()];
            let c = compare::compare(a, b, [&names[0], &names[1]]);
            self.parting = Some((len, c));
        }
        self.parting.as_ref().map(|p| &p.1)
    }

    /// Apply `form` as a change of one field from what is on show.
    fn apply_one(&mut self, change: impl FnOnce(&mut WalkForm)) -> Result<(), Error> {
        let mut f = self.form();
        change(&mut f);
        f.check()?;
        Lab::apply(self, &f)
    }

    /// Apply a change of the walk's own fields as a view a person made: when it walks anew,
    /// the reply says so ([`Reply::new_view`]) and the page keeps the walk before in its
    /// history, one Back away.
    fn anew(&mut self, change: impl FnOnce(&mut WalkForm)) -> Result<Reply, Error> {
        let before = self.form().walk_key();
        self.apply_one(change)?;
        Ok(Reply {
            new_view: self.form().walk_key() != before,
            ..Reply::none()
        })
    }

    /// A square picked on the first board: the guess while trying, else the walk starts there.
    fn pick(&mut self, s: Square) -> Result<Reply, Error> {
        if self.form.trying {
            return Ok(self.guess(s));
        }
        self.cursor = None;
        self.anew(|f| {
            f.start = start_text(s);
            f.tour.clear();
        })
    }

    fn guess(&mut self, s: Square) -> Reply {
        let numbering = self.form.numbering;
        let len = self.walk.walk().len();
        if self.walk.busy() || !self.walk.walk().is_running() {
            return Reply::none();
        }
        if self.trying.guessed_at == len {
            let words = "Already guessed: press Step for the next move.";
            self.trying.note = Some((len, words.into()));
            return Reply::say(words);
        }
        let Some(to) = self
            .walk
            .preview(numbering)
            .map(|p| Square::new(p.to[0], p.to[1]))
        else {
            return Reply::none();
        };
        let Some(j) = self.walk.judge(s, numbering) else {
            return Reply::none();
        };
        let score = &mut self.form.score;
        if j.candidate {
            score.1 += 1;
            score.0 += u64::from(j.right);
            let t = &mut self.trying;
            t.guessed_at = len;
            t.verdict = j.words.clone();
            t.ring = Some((len, to));
            if j.right {
                // The knight takes the square guessed: the next guess is the next step's.
                self.walk.step();
                self.moved(len);
                let now = self.walk.walk().len();
                self.trying.moved_at = now;
                self.trying.ring = Some((now, to));
                // The verdict is what is said, not the step's line after it.
                self.said = self.walk.status_in(numbering);
            }
        } else {
            self.trying.aside = Some((len, j.words.clone()));
        }
        if let Some(p) = self.pending.as_mut() {
            p.form.score = self.form.score;
        }
        let (right, tries) = self.form.score;
        Reply::say(format!("{} Score: {right} right of {tries}.", j.words))
    }

    /// Square `s` removed from the shape (`remove`) or put back, the walk made anew at once from
    /// the start (moved to the first square left when it was the square removed); `new_view`
    /// for the first square of a stroke, so that Back undoes a stroke, not a square.
    fn paint(&mut self, s: Square, remove: bool, first: bool) -> Result<Reply, Error> {
        let form = self.form();
        let board = form.board()?;
        let Some(i) = board.index(s) else {
            return Ok(Reply::none());
        };
        let shape_err = |e: crate::region::ShapeError| FormError::new(WalkField::Shape, e.0);
        let shape = board_shape::painted(&form.shape, board, i, remove).map_err(shape_err)?;
        if shape == form.text(WalkField::Shape) {
            return Ok(Reply::none());
        }
        let mut f = form.clone();
        f.shape = shape;
        f.tour.clear();
        let region = f.region()?;
        if region.squares() == 0 {
            return Ok(Reply::say("The last square stays: a board needs a square."));
        }
        let mut moved = String::new();
        if f.start_square().is_err() {
            let first = region.board().square(
                (0..board.squares())
                    .find(|&j| !region.is_removed_index(j))
                    .expect("a square is left"),
            );
            f.start = start_text(first);
            moved = format!(" The start moves to {first}.");
        }
        if f.end_square().is_err() {
            f.end.clear();
        }
        let what = if remove { "removed" } else { "put back" };
        let mut r = self.anew(|g| *g = WalkForm { step: 1, ..f })?;
        r.new_view &= first;
        r.say = Some(format!("Square {s} {what}.{moved}"));
        Ok(r)
    }

    /// A drag on the first board while painting: the stroke's first square says whether it
    /// removes or puts back; each square it passes then does the same.
    fn drag(&mut self, view: &str, x: f64, y: f64, phase: &str) -> Result<Reply, Error> {
        if !self.form.paint || view != "board" || self.walk.busy() {
            return Ok(Reply::none());
        }
        if phase == "end" {
            self.brush = None;
            return Ok(Reply::none());
        }
        let Some(layout) = self.layouts[0] else {
            return Ok(Reply::none());
        };
        let Some((r, c)) = layout.fit.square_at(x, y) else {
            return Ok(Reply::none());
        };
        let s = Square::new(r, c);
        match (phase, self.brush) {
            ("start", _) => {
                let remove = self.walk.walk().region().contains(s);
                self.brush = Some((remove, s));
                self.paint(s, remove, true)
            }
            ("move", Some((remove, last))) if last != s => {
                self.brush = Some((remove, s));
                self.paint(s, remove, false)
            }
            _ => Ok(Reply::none()),
        }
    }

    /// The keyboard's explorer on the first board.
    fn key(&mut self, key: &str) -> Result<Reply, Error> {
        if self.walk.busy() {
            return Ok(Reply::none());
        }
        if self.form.paint && matches!(key, " " | "Enter") {
            let Some(c) = self.cursor else {
                return Ok(Reply::none());
            };
            let remove = self.walk.walk().region().contains(c);
            let mut r = self.paint(c, remove, true)?;
            self.cursor = Some(c);
            r.value = Some(serde_json::json!(true));
            return Ok(r);
        }
        let board = self.walk.walk().board();
        let here = self.cursor.unwrap_or(self.walk.walk().current());
        let (dr, dc): (i64, i64) = match key {
            "ArrowUp" => (-1, 0),
            "ArrowDown" => (1, 0),
            "ArrowLeft" => (0, -1),
            "ArrowRight" => (0, 1),
            "Focus" if self.cursor.is_some() => return Ok(Reply::none()),
            "Focus" => (0, 0),
            "Blur" => {
                self.cursor = None;
                return Ok(Reply::none());
            }
            "Enter" => {
                let Some(c) = self.cursor else {
                    return Ok(Reply::none());
                };
                let mut r = self.pick(c)?;
                r.value = Some(serde_json::json!(true));
                return Ok(r);
            }
            _ => return Ok(Reply::none()),
        };
        let clamp = |v: u32, d: i64, max: u32| (i64::from(v) + d).clamp(1, i64::from(max)) as u32;
        let c = Square::new(
            clamp(here.row, dr, board.rows()),
            clamp(here.col, dc, board.cols()),
        );
        self.cursor_moved |= key.starts_with("Arrow");
        self.cursor = Some(c);
        let words = self.walk.describe_square(c, self.form.numbering);
        Ok(Reply {
            say: Some(words),
            value: Some(serde_json::json!(true)),
            ..Reply::none()
        })
    }

    fn imported(&self) -> bool {
        !self.form.tour.is_empty() || *self.walk.walk().spec() == crate::rules::RuleSpec::Imported
    }
}

impl Lab for WalkLab {
    const KEY: &'static str = "walk";
    type Form = WalkForm;
    type Action = WalkAction;

    fn open(form: &WalkForm) -> Result<WalkLab, Error> {
        let mut me = WalkLab {
            form: form.clone(),
            walk: build(form)?.handing_off(),
            pending: None,
            second: None,
            staged: Staged::Off,
            pictures: [Picture::new(), Picture::new()],
            layouts: [None, None],
            drawn: [Drawn::default(), Drawn::default()],
            tally: Tally::default(),
            charts: [None, None],
            frames: 0,
            compass: None,
            parting: None,
            trying: Trying::default(),
            playing: false,
            cursor: None,
            cursor_moved: false,
            slide: None,
            notes: Notes::default(),
            said: String::new(),
            brush: None,
            verdicts: None,
            gif: None,
            made: None,
            workers: Workers::default(),
            #[cfg(feature = "bench")]
            cell: None,
        };
        me.shown();
        me.second_anew()?;
        me.sync_regions();
        Ok(me)
    }

    fn form(&self) -> WalkForm {
        match &self.pending {
            Some(p) => p.form.clone(),
            None => self.form.clone(),
        }
    }

    fn apply(&mut self, form: &WalkForm) -> Result<(), Error> {
        let shown = self.form();
        let mut form = form.clone();
        let anew = form.walk_key() != shown.walk_key();
        let same_ground = (form.rows, form.cols, form.start_square().ok())
            == (shown.rows, shown.cols, shown.start_square().ok())
            && (&form.shape, &form.leaper, form.wrap) == (&shown.shape, &shown.leaper, shown.wrap);
        if anew && form.tour == shown.tour && !form.tour.is_empty() && !same_ground {
            // The board or start changed under an imported path: the rule walks again from
            // the start (a new rule or seed goes on from the path's end instead).
            form.tour.clear();
            form.check()?;
        }
        if anew {
            // A position keeps its step (a preset's, or where the walk was under another rule).
            if form.step == shown.step && form.tour.is_empty() {
                form.step = 1;
            }
            let state = build(&form)?;
            self.pending = None;
            if state.busy() && !self.walk.busy() {
                self.pending = Some(Pending { state, form });
                return Ok(());
            }
            self.install(state, &form);
            self.second_anew()?;
            self.sync_regions();
            return Ok(());
        }
        let rule2_changed = (
            form.rule2,
            form.spec2().ok().flatten().map(|s| s.to_string()),
        ) != (
            self.form.rule2,
            self.form.spec2().ok().flatten().map(|s| s.to_string()),
        );
        let step = form.step;
        let before = self.walk.pos();
        let f = &mut self.form;
        (f.speed, f.numbering) = (form.speed, form.numbering);
        (f.marks, f.hide, f.regions) = (form.marks, form.hide, form.regions);
        (f.trying, f.score) = (form.trying, form.score);
        (f.rule2, f.ordering2) = (form.rule2, form.ordering2.clone());
        f.gif = form.gif;
        if rule2_changed {
            self.second_anew()?;
        }
        if let Some(p) = self.pending.as_mut() {
            p.form = form.clone();
        }
        if step != before && !self.walk.busy() {
            self.walk.seek_in_slices(step);
            if !self.walk.busy() {
                self.moved(before);
            }
        }
        self.sync_regions();
        Ok(())
    }

    fn act(&mut self, action: WalkAction) -> Result<Reply, Error> {
        let r = self.act_on(action)?;
        Ok(self.reply(r))
    }

    fn status(&mut self) -> Status {
        self.whole_status()
    }

    fn scene(
        &mut self,
        view: &str,
        viewport: Viewport,
        glyphs: &mut dyn Glyphs,
    ) -> Option<Scene<'_>> {
        match view {
            "board" => self.board_scene(0, viewport, glyphs),
            "board2" => self.board_scene(1, viewport, glyphs),
            "compass" => {
                let leaper = self.walk.walk().region().leaper();
                let drawn = (self.form.numbering, viewport.scheme, leaper);
                if self.compass == Some(drawn) {
                    return None;
                }
                self.compass = Some(drawn);
                Some(leaper_compass(
                    self.form.numbering,
                    leaper,
                    viewport.palette(),
                ))
            }
            "own-f" => self.chart(false, viewport.scheme),
            "own-r" => self.chart(true, viewport.scheme),
            _ => None,
        }
    }

    fn take_file(&mut self) -> Option<File> {
        self.made.take()
    }

    fn feed(&mut self, feed: Feed) {
        if let Some((_, key)) = self.workers.shape.filter(|j| j.0 == feed.id) {
            if feed.finished || feed.cancelled || feed.error.is_some() {
                // Cancelled or failed: not asked again for this walk, and its details say
                // nothing of its shape.
                let shape = serde_json::from_value::<crate::shape::Shape>(feed.output).ok();
                self.walk
                    .shape_counted(key, shape.filter(|_| feed.error.is_none()));
            }
            return;
        }
        self.feed_search(feed);
    }

    /// The search's seek or run handed to a Worker, to start (the one it replaces, whose walk
    /// is gone, dropped); else the count of an ended long walk's turns and crossings.
    fn take_reply(&mut self) -> Option<Reply> {
        let now = self.walk.away();
        if let Some(id) = self
            .workers
            .id
            .filter(|&id| now.and_then(|a| a.id) != Some(id))
        {
            self.workers.dropped.push(id);
            self.workers.id = None;
        }
        let mut r = Reply::none();
        if let Some(a) = now.filter(|a| a.id.is_none()) {
            let id = self.workers.next;
            self.workers.next += 1;
            self.walk.away_as(id);
            self.workers.id = Some(id);
            let end = self.walk.search().map(|s| s.most_steps() as usize + 1);
            r.worker = Some(WorkerCall {
                id,
                kind: search_job::SEARCH_JOB,
                spec: serde_json::json!({
                    "link": crate::page::form::to_link(&self.form),
                    "to": a.target,
                }),
                parallel: false,
                label: if end == Some(a.target) {
                    "Searching to the end".into()
                } else {
                    format!("Searching to step {}", a.target)
                },
                answers: false,
            });
        }
        let wanted = self.walk.shape_wanted();
        if let Some(key) = wanted.filter(|_| r.worker.is_none()) {
            if self.workers.shape.map(|j| j.1) != Some(key) {
                if let Some((old, _)) = self.workers.shape.take() {
                    self.workers.dropped.push(old);
                }
                let id = self.workers.next;
                self.workers.next += 1;
                self.workers.shape = Some((id, key));
                r.worker = Some(WorkerCall {
                    id,
                    kind: shape_job::SHAPE_JOB,
                    spec: serde_json::json!({
                        "link": crate::page::form::to_link(&self.form),
                        "to": key.0,
                    }),
                    parallel: false,
                    label: "Counting turns and crossings".into(),
                    answers: false,
                });
            }
        }
        let r = self.reply(r);
        (r.worker.is_some() || !r.drop.is_empty()).then_some(r)
    }

    fn job(&mut self) -> Option<&mut dyn Job> {
        let busy = self.gif.is_some()
            || self.pending.is_some()
            || self.walk.busy()
            || self.second.as_ref().is_some_and(WalkState::busy)
            || matches!(self.staged, Staged::Working(..));
        if busy {
            Some(self)
        } else {
            None
        }
    }

    fn menus() -> Vec<Menu> {
        let rules: Vec<Choice> = RULES
            .iter()
            .map(|r| Choice::new(r.name, r.name, format!("{} ({}).", r.description, r.paper)))
            .collect();
        let none = Choice::new("", "(no second rule)", "one board, one rule");
        vec![
            Menu {
                field: "rule",
                choices: rules.clone(),
            },
            Menu {
                field: "rule2",
                choices: std::iter::once(none).chain(rules).collect(),
            },
            numbering_menu("numbering"),
            board_shape::wrap_menu(),
            Menu {
                field: "search",
                choices: form::SearchMode::ALL
                    .iter()
                    .map(|m| {
                        let (label, help) = m.words();
                        Choice::new(m.key(), label, help)
                    })
                    .collect(),
            },
            Menu {
                field: "position",
                choices: std::iter::once(Choice::new(
                    "",
                    "(none: the rule's walk)",
                    "the rule's own walk from the start square",
                ))
                .chain(
                    crate::walk::positions::all()
                        .into_iter()
                        .map(|p| Choice::new(p.id, p.title, p.note)),
                )
                .collect(),
            },
        ]
    }
}

impl Job for WalkLab {
    fn work(&mut self, units: u64) -> Result<Progress, String> {
        if let Some(g) = self.gif.as_mut() {
            let p = g.work(units)?;
            if let Some(f) = g.take_file() {
                self.made = Some(f);
                self.gif = None;
            }
            return Ok(p);
        }
        if let Some(p) = self.pending.as_mut() {
            let progress = p.state.work(units)?;
            if progress.is_finished() {
                let Pending { state, form } = self.pending.take().expect("pending");
                self.install(state, &form);
                self.second_anew().map_err(|e| e.message)?;
                self.sync_regions();
            }
            return Ok(progress);
        }
        if self.walk.busy() {
            let progress = self.walk.work(units)?;
            if progress.is_finished() {
                self.shown();
                self.second_anew().map_err(|e| e.message)?;
                self.sync_regions();
            }
            return Ok(progress);
        }
        if let Some(s) = self.second.as_mut().filter(|s| s.busy()) {
            let progress = s.work(units)?;
            if progress.is_finished() {
                let len = self.walk.walk().len();
                if s.walk().len() != len && !s.busy() {
                    s.seek_in_slices(len);
                }
                self.drawn[1] = Drawn::default();
            }
            return Ok(progress);
        }
        if let Staged::Working(job, _) = &mut self.staged {
            let progress = job.work(units)?;
            if progress.is_finished() {
                if let Staged::Working(job, key) = std::mem::replace(&mut self.staged, Staged::Off)
                {
                    self.staged = Staged::Ready(job.finish(), key);
                }
                self.drawn[0].regions = None;
            }
            return Ok(progress);
        }
        Ok(Progress::finished(""))
    }

    fn cancel(&mut self) {
        if self.gif.take().is_some() {
            self.notes.apply = "Cancelled: no GIF was made.".into();
        } else if self.pending.take().is_some() {
            self.notes.apply = "Cancelled; the board shown is unchanged.".into();
        } else if let Some(target) = self.walk.seeking() {
            self.walk.cancel();
            self.form.step = self.walk.pos();
            self.shown();
            self.notes.apply = format!(
                "Stopped at step {} on the way to step {target}.",
                self.form.step
            );
        } else if self.walk.busy() {
            // Nothing else to show: the board's walk by the first ordering.
            let rule = self.walk.walk().spec().to_string();
            self.form.rule = "ordering";
            self.form.ordering = form::ORDERING.into();
            if let Ok(state) = build(&self.form) {
                self.walk = state.handing_off();
                self.shown();
            }
            self.notes.apply = format!(
                "Cancelled: {rule} was not prepared; the walk shown is by ordering {}.",
                form::ORDERING
            );
        } else if self.second.as_ref().is_some_and(WalkState::busy) {
            self.second = None;
            self.form.rule2 = None;
            self.notes.rule2 = "Cancelled: no second rule.".into();
        } else if matches!(self.staged, Staged::Working(..)) {
            self.staged = Staged::Off;
            self.form.regions = false;
            self.notes.regions = "Cancelled: the regions are not shown.".into();
        }
    }

    fn name(&self) -> String {
        if self.gif.is_some() {
            "Making the GIF".into()
        } else if self.pending.is_some() {
            "Preparing the walk".into()
        } else if self.walk.busy() {
            self.walk.name()
        } else if self.second.as_ref().is_some_and(WalkState::busy) {
            "Preparing the second rule's walk".into()
        } else {
            "Finding the staged rule's regions".into()
        }
    }
}

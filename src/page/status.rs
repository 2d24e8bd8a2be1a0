//! What a lab tells its page besides its views: the [`Status`] shown each frame (the status
//! line, the explanation beside the board, named outputs, the player's position), the
//! [`Reply`] to an action, the menus of its form ([`Menu`]) and what a Worker job sends back
//! ([`Feed`]). All plain data; the page's shell shows it without reading it.

use super::theme::{Role, DAY, NIGHT};
use crate::job::Progress;
use serde::{Deserialize, Serialize};

/// One thing the page shows, found by its name (`data-out="name"` in the page); each part
/// given is applied, the others are left as they are.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct Output {
    pub name: String,
    /// Its text.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub text: Option<String>,
    /// Values for the page's tests and styles (`data-*` attributes).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub data: Vec<(&'static str, String)>,
    /// Whether it is shown.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub shown: Option<bool>,
    /// Whether it can be used (a control).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub enabled: Option<bool>,
    /// Whether a toggle is on (`aria-pressed`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pressed: Option<bool>,
    /// A control's value, and a slider's maximum.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub value: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub max: Option<String>,
    /// A link's address.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub href: Option<String>,
    /// A list's items, or a table's rows (the page's element says which).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rows: Option<Vec<Row>>,
}

impl Output {
    /// A text.
    pub fn text(name: impl Into<String>, text: impl Into<String>) -> Output {
        Output {
            name: name.into(),
            text: Some(text.into()),
            ..Output::default()
        }
    }

    /// A control, usable or not.
    pub fn control(name: impl Into<String>, enabled: bool) -> Output {
        Output {
            name: name.into(),
            enabled: Some(enabled),
            ..Output::default()
        }
    }

    /// Something shown or hidden.
    pub fn show(name: impl Into<String>, shown: bool) -> Output {
        Output {
            name: name.into(),
            shown: Some(shown),
            ..Output::default()
        }
    }

    /// Rows of a table or items of a list.
    pub fn rows(name: impl Into<String>, rows: Vec<Row>) -> Output {
        Output {
            name: name.into(),
            rows: Some(rows),
            ..Output::default()
        }
    }

    pub fn with_data(mut self, key: &'static str, value: impl ToString) -> Output {
        self.data.push((key, value.to_string()));
        self
    }

    pub fn with_shown(mut self, shown: bool) -> Output {
        self.shown = Some(shown);
        self
    }

    pub fn with_enabled(mut self, enabled: bool) -> Output {
        self.enabled = Some(enabled);
        self
    }

    pub fn with_pressed(mut self, pressed: bool) -> Output {
        self.pressed = Some(pressed);
        self
    }

    pub fn with_value(mut self, value: impl ToString) -> Output {
        self.value = Some(value.to_string());
        self
    }

    pub fn with_max(mut self, max: impl ToString) -> Output {
        self.max = Some(max.to_string());
        self
    }

    pub fn with_href(mut self, href: impl Into<String>) -> Output {
        self.href = Some(href.into());
        self
    }
}

/// A row of a table (its cells) or an item of a list (one cell), with `data-*` values.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct Row {
    pub cells: Vec<Cell>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub data: Vec<(&'static str, String)>,
    /// The row is a heading (a table's `th` cells).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub head: bool,
}

impl Row {
    pub fn of(cells: Vec<Cell>) -> Row {
        Row {
            cells,
            ..Row::default()
        }
    }

    /// A row of plain texts.
    pub fn texts<S: Into<String>>(texts: impl IntoIterator<Item = S>) -> Row {
        Row::of(texts.into_iter().map(Cell::text).collect())
    }

    pub fn with_data(mut self, key: &'static str, value: impl ToString) -> Row {
        self.data.push((key, value.to_string()));
        self
    }

    pub fn heading(mut self) -> Row {
        self.head = true;
        self
    }
}

/// A cell: its text, `data-*` values, and what a click on it does (an action for the lab, as
/// the page sends it back) when it is a button.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct Cell {
    pub text: String,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub data: Vec<(&'static str, String)>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub act: Option<serde_json::Value>,
    /// A short description (`title`, and the button's label for assistive technology).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    /// A colour swatch before the text (CSS), and its colour in the dark scheme when that is
    /// another (a board's colour: the page shows the one of the scheme it is in).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub swatch: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub swatch_dark: Option<String>,
}

impl Cell {
    pub fn text(text: impl Into<String>) -> Cell {
        Cell {
            text: text.into(),
            ..Cell::default()
        }
    }

    /// A button that sends `act` to the lab.
    pub fn button(text: impl Into<String>, act: serde_json::Value) -> Cell {
        Cell {
            act: Some(act),
            ..Cell::text(text)
        }
    }

    pub fn with_data(mut self, key: &'static str, value: impl ToString) -> Cell {
        self.data.push((key, value.to_string()));
        self
    }

    pub fn with_title(mut self, title: impl Into<String>) -> Cell {
        self.title = Some(title.into());
        self
    }

    pub fn with_swatch(mut self, css: impl Into<String>) -> Cell {
        self.swatch = Some(css.into());
        self
    }

    /// A swatch of a board's colour `role` of the palettes, in each scheme.
    ///
    /// ```
    /// use warnsdorff::page::status::Cell;
    /// let c = Cell::text("a candidate").with_role(|p| p.candidate);
    /// assert_eq!(c.swatch.as_deref(), Some("#1f5fd1"));
    /// assert_eq!(c.swatch_dark.as_deref(), Some("#6ca6ff"));
    /// ```
    pub fn with_role(mut self, role: Role) -> Cell {
        self.swatch = Some(role(&DAY).css());
        self.swatch_dark = Some(role(&NIGHT).css());
        self
    }
}

/// Where a lab's player stands: a position of `len` (steps of a walk, switches of a plan),
/// whether it can go on, and its speed (a place in [`SPEEDS`]).
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Play {
    pub pos: u64,
    /// The first position (0 or 1).
    pub first: u64,
    pub len: u64,
    /// A step forward can be taken.
    pub more: bool,
    /// The speed slider's place in [`SPEEDS`].
    pub speed: usize,
    /// What a step is, one and many (`step`, `steps`).
    pub unit: (&'static str, &'static str),
    /// The player is to stop: what it played through was cancelled (its job's Cancel).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub halted: bool,
}

/// Steps (or switches) a second at each place of the speed slider.
pub const SPEEDS: [u32; 13] = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000];

/// What the page shows each frame besides its views.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct Status {
    /// The status line: what just happened and how the lab stands, in at most about 20 words.
    pub line: String,
    /// What the status line leaves out, one click away on the page (empty: nothing).
    #[serde(skip_serializing_if = "String::is_empty")]
    pub details: String,
    /// The explanation beside the board: what the view shows and why.
    pub explain: String,
    /// A line for assistive technology to say (a step, a pause, the end), or none.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub say: Option<String>,
    pub outputs: Vec<Output>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub play: Option<Play>,
    /// A long job under way on the page's thread, and how far it is.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub job: Option<Progress>,
    /// The entries other pages' links carry from this one (`numbering=parberry`).
    #[serde(skip_serializing_if = "String::is_empty")]
    pub carry: String,
    /// The page holds work its link does not keep (tours counted, a sample drawn): a reload or
    /// leaving would throw it away, so the page asks first.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub unsaved: bool,
}

/// A file for the page to save: text, or bytes (an animated GIF) when there are any.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct File {
    pub name: String,
    pub mime: &'static str,
    pub text: String,
    /// The file's bytes (empty: the file is `text`); the page gets them as a `Uint8Array`.
    #[serde(skip_serializing_if = "Vec::is_empty", serialize_with = "as_bytes")]
    pub bytes: Vec<u8>,
}

/// Bytes as bytes (a `Uint8Array` in the browser), not as a list of numbers.
fn as_bytes<S: serde::Serializer>(bytes: &[u8], s: S) -> Result<S::Ok, S::Error> {
    s.serialize_bytes(bytes)
}

/// A job for the page to run in Workers: `kind` and `spec` say what ([`crate::labs::worker_job`]
/// opens it in each Worker); `parallel` jobs are split into as many parts as there are
/// Workers, each told its part; `id` marks what it sends back.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct WorkerCall {
    pub id: u64,
    pub kind: &'static str,
    pub spec: serde_json::Value,
    pub parallel: bool,
    /// The job's name for the progress row.
    pub label: String,
    /// The job answers questions once over ([`Reply::ask`]): its Workers are kept until the
    /// lab lets them go ([`Reply::release`]). Other jobs' Workers return to the pool as soon as
    /// they are over.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub answers: bool,
}

/// A run the lab will start only once the person agrees (one estimated to take long): the page
/// asks `words` and, on yes, sends `action`.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Confirm {
    pub words: String,
    pub action: serde_json::Value,
}

/// Moves past which a page counts a tour's turns and crossings ([`crate::shape`]) in a Worker
/// rather than at once: the count takes some 0.1 µs a move natively, two to three times that
/// in a browser's wasm, so 250,000 moves stay near the 50 ms a page may be busy.
pub const SHAPE_AT_ONCE: usize = 250_000;

/// Squares walked past which a page asks before starting a run: 10^10 is minutes in a browser's
/// wasm (the walk page's benchmark runs some tens of millions of squares a second).
pub const ASK_PAST_SQUARES: f64 = 1e10;

impl Confirm {
    /// The question before a run that walks at least `squares` squares (`how`: how they are
    /// counted), when that is past [`ASK_PAST_SQUARES`]; `action` starts it anyway.
    pub fn long_run(squares: f64, how: &str, action: serde_json::Value) -> Option<Confirm> {
        (squares > ASK_PAST_SQUARES).then(|| Confirm {
            words: format!(
                "This run walks at least {squares:.1e} squares ({how}): likely many minutes, \
                 perhaps hours, in this page. Start it? (Cancel stops it at any time with what \
                 it has done.)"
            ),
            action,
        })
    }
}

/// A question for a finished Worker job (a solution by its number): the page posts it to the
/// Worker that ran job `id` and hands the answer back as a [`Feed`].
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Question {
    pub id: u64,
    pub question: serde_json::Value,
}

/// What the page does after an action, besides showing the new status.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct Reply {
    /// Steps (or switches) an `advance` took.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub taken: Option<u64>,
    /// Where the player stands after an `advance` (the page reads no whole status while
    /// playing).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub play: Option<Play>,
    /// A line to show and say (an import done, a guess judged).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub say: Option<String>,
    /// Start this job in Workers.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub worker: Option<WorkerCall>,
    /// Ask a finished Worker job.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ask: Option<Question>,
    /// Stop the Worker job with this id (the user's Cancel): its last word still reaches the
    /// lab, which says it was cancelled.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stop: Option<u64>,
    /// Worker jobs set aside by a newer request: the page stops each, takes its progress row
    /// away at once and passes nothing more of it to the lab, so the latest request wins
    /// whatever the old job sends while it winds down.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub drop: Vec<u64>,
    /// Let go of the Workers of these jobs, each over and asked nothing more: the next jobs
    /// reuse them.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub release: Vec<u64>,
    /// Ask before doing something long; nothing is started yet.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub confirm: Option<Confirm>,
    /// Save this file.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub file: Option<File>,
    /// Open this page (a relative link).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub go: Option<String>,
    /// Anything else the page's own script reads.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub value: Option<serde_json::Value>,
    /// A view a person made anew (a click that starts the walk elsewhere): the page's history
    /// gets an entry for it, the view before kept one Back away. Stepping never sets it.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub new_view: bool,
}

impl Reply {
    pub fn none() -> Reply {
        Reply::default()
    }

    /// An advance of `n` steps, the player then at `play`.
    pub fn advanced(n: u64, play: Play) -> Reply {
        Reply {
            taken: Some(n),
            play: Some(play),
            ..Reply::default()
        }
    }

    pub fn say(words: impl Into<String>) -> Reply {
        Reply {
            say: Some(words.into()),
            ..Reply::default()
        }
    }

    pub fn value(v: serde_json::Value) -> Reply {
        Reply {
            value: Some(v),
            ..Reply::default()
        }
    }
}

/// What a Worker sent back for job `id` (its `part` of `parts`): how far it is, what is new
/// since its last post, an answer to a [`Question`], or why it failed.
#[derive(Clone, Debug, PartialEq, Deserialize)]
pub struct Feed {
    pub id: u64,
    #[serde(default)]
    pub part: u32,
    #[serde(default = "one")]
    pub parts: u32,
    #[serde(default)]
    pub done: u64,
    #[serde(default = "one_u64")]
    pub total: u64,
    #[serde(default)]
    pub words: String,
    /// What is new since the last post (the job's own shape).
    #[serde(default)]
    pub output: serde_json::Value,
    /// The part has finished (its last output is in this feed).
    #[serde(default)]
    pub finished: bool,
    /// The part was stopped before it finished.
    #[serde(default)]
    pub cancelled: bool,
    #[serde(default)]
    pub error: Option<String>,
    /// An answer to a question.
    #[serde(default)]
    pub answer: Option<serde_json::Value>,
}

fn one() -> u32 {
    1
}

fn one_u64() -> u64 {
    1
}

/// A menu of a form: the field it sets and its choices.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Menu {
    pub field: &'static str,
    pub choices: Vec<Choice>,
}

/// One choice of a menu: the value sent, the label shown, and words on what it is.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Choice {
    pub value: String,
    pub label: String,
    #[serde(skip_serializing_if = "String::is_empty")]
    pub help: String,
}

impl Choice {
    pub fn new(
        value: impl Into<String>,
        label: impl Into<String>,
        help: impl Into<String>,
    ) -> Choice {
        Choice {
            value: value.into(),
            label: label.into(),
            help: help.into(),
        }
    }
}

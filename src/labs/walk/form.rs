//! The walk page's form: the board, the start, the rule (its name and, for a rule that takes
//! one, its move-ordering), the seed, and the view's switches; read and written here, so a link,
//! the page's controls and the CLI describe one walk the same way.
//!
//! A rule is chosen by its name from the core's catalogue ([`crate::rules::catalogue`]) and its
//! ordering typed beside it; the rule's grammar (`name:ordering`) is read only here: a link's
//! `rule=ordering:21345678` sets both fields.

use super::board_shape;
use crate::board::{Board, Square};
use crate::exchange::parse_path_code_on;
use crate::input::parse_side;
use crate::numbering::Numbering;
use crate::page::form::{Field, Form, FormError};
use crate::page::gif_export::{GifField, GifOptions};
use crate::page::status::SPEEDS;
use crate::region::{Leaper, Region, ShapeError, Wrap};
use crate::rules::{catalogue, RuleError, RuleSpec};
use crate::walk::positions::{self, Position};
use crate::walk::WalkError;

/// The page's fields.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WalkField {
    Rows,
    Cols,
    /// The board as `RxC` (the link's form of rows and cols).
    Board,
    Start,
    /// The rule's name.
    Rule,
    /// The move-ordering of a rule that takes one.
    Ordering,
    Seed,
    Step,
    Speed,
    Numbering,
    /// A second rule walked beside the first, on a second board (empty: none).
    Rule2,
    Ordering2,
    /// The staged rule's regions shown.
    Regions,
    /// An imported tour, as its path code: the walk steps along it.
    Tour,
    /// The next move's marks on the board.
    Marks,
    /// "You try": the degrees hidden until the guess.
    Hide,
    /// "You try" on.
    Try,
    /// "You try"'s score, `right/guesses`.
    Score,
    /// The leaper, `A,B` or a name ([`crate::region::Leaper`]).
    Leaper,
    /// How the edges join: none, cylinder, torus.
    Wrap,
    /// The squares removed: a preset or a matrix ([`super::board_shape`]).
    Shape,
    /// One of the papers' positions ([`crate::walk::positions`]): choosing one sets the board,
    /// start, rule, tour and step; not in a link, which holds those.
    Position,
    /// "Paint squares" on: a press on the board removes or restores a square.
    Paint,
    /// The square a puzzle's tour must end on (empty: any).
    End,
    /// How the walk goes on: by the rule alone, or searching with backtracking for an open or a
    /// closed tour ([`SearchMode`]).
    Search,
    /// The search's node budget: the most squares it enters.
    Budget,
    /// A field of the GIF export form (its last step empty: the step on show).
    Gif(GifField),
}

/// How the walk page's walk goes on: the plain rule (000 §2), committed to each choice, or a
/// depth-first search that tries the rule's choices in order and retreats from dead ends
/// ([`crate::walk::backtrack`]), for an open or a closed tour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SearchMode {
    Rule,
    Open,
    Closed,
}

impl SearchMode {
    pub const ALL: [SearchMode; 3] = [SearchMode::Rule, SearchMode::Open, SearchMode::Closed];

    /// The word a link and the menu give.
    pub fn key(self) -> &'static str {
        match self {
            SearchMode::Rule => "rule",
            SearchMode::Open => "open",
            SearchMode::Closed => "closed",
        }
    }

    /// The menu's words and its help.
    pub fn words(self) -> (&'static str, &'static str) {
        match self {
            SearchMode::Rule => (
                "the rule alone",
                "Warnsdorff's rule commits to each choice and stops at a dead end (000 §2).",
            ),
            SearchMode::Open => (
                "search: open tour",
                "Tries the rule's choices in order, retreating from dead ends, until a tour or the budget (the most squares entered).",
            ),
            SearchMode::Closed => (
                "search: closed tour",
                "As the open search, until a tour that closes on its start or the budget (the most squares entered).",
            ),
        }
    }

    fn parse(t: &str) -> Result<SearchMode, String> {
        SearchMode::ALL
            .into_iter()
            .find(|s| s.key() == t.to_ascii_lowercase())
            .ok_or_else(|| format!("search '{t}' is not one of rule, open, closed"))
    }
}

/// The search's node budget by default.
pub const BUDGET: u64 = 1_000_000;
/// The largest node budget a form takes.
pub const MAX_BUDGET: u64 = 1_000_000_000_000;

impl Field for WalkField {
    fn all() -> &'static [WalkField] {
        use WalkField::*;
        &[
            Rows,
            Cols,
            Board,
            Start,
            Rule,
            Ordering,
            Seed,
            Step,
            Speed,
            Numbering,
            Rule2,
            Ordering2,
            Regions,
            Tour,
            Marks,
            Hide,
            Try,
            Score,
            Leaper,
            Wrap,
            Shape,
            Position,
            Paint,
            End,
            Search,
            Budget,
            Gif(GifField::From),
            Gif(GifField::To),
            Gif(GifField::Stride),
            Gif(GifField::Size),
            Gif(GifField::Delay),
        ]
    }

    fn name(self) -> &'static str {
        use WalkField::*;
        match self {
            Rows => "rows",
            Cols => "cols",
            Board => "board",
            Start => "start",
            Rule => "rule",
            Ordering => "ordering",
            Seed => "seed",
            Step => "step",
            Speed => "speed",
            Numbering => "numbering",
            Rule2 => "rule2",
            Ordering2 => "ordering2",
            Regions => "regions",
            Tour => "tour",
            Marks => "marks",
            Hide => "hide",
            Try => "try",
            Score => "score",
            Leaper => "leaper",
            Wrap => "wrap",
            Shape => "shape",
            Position => "position",
            Paint => "paint",
            End => "end",
            Search => "search",
            Budget => "budget",
            Gif(g) => g.name(),
        }
    }
}

/// What the page shows.
#[derive(Clone, Debug, PartialEq)]
pub struct WalkForm {
    pub rows: u32,
    pub cols: u32,
    /// As typed (`R,C` or `e4`): read on the board when the form is checked.
    pub start: String,
    /// A name of the rules' catalogue.
    pub rule: &'static str,
    /// As typed: read when the form is checked, for a rule that takes an ordering.
    pub ordering: String,
    pub seed: u64,
    /// The walk's length on show (1: at the start).
    pub step: usize,
    /// A place of the speed slider ([`SPEEDS`]).
    pub speed: usize,
    pub numbering: Numbering,
    pub rule2: Option<&'static str>,
    pub ordering2: String,
    pub regions: bool,
    /// The path code of an imported tour (empty: the walk is the rule's).
    pub tour: String,
    pub marks: bool,
    pub hide: bool,
    /// "You try" on: a click on the board is a guess of the rule's next square.
    pub trying: bool,
    /// "You try"'s score: guesses right, and guesses among the candidates.
    pub score: (u64, u64),
    /// The leaper as typed (`A,B` or a name): read when the form is checked.
    pub leaper: String,
    pub wrap: Wrap,
    /// The shape as typed: empty, a preset or a matrix ([`super::board_shape`]); read on the
    /// board when the form is checked.
    pub shape: String,
    /// "Paint squares" on: a press on the board toggles a square of the shape.
    pub paint: bool,
    /// As typed: the square a tour must end on (a puzzle's), read on the board when the form is
    /// checked; empty for any.
    pub end: String,
    /// The rule alone, or a search for an open or closed tour.
    pub search: SearchMode,
    /// The search's node budget.
    pub budget: u64,
    /// An animated GIF's steps (to: None, the step on show), size and speed.
    pub gif: GifOptions,
}

/// The ordering of the first rule and of the second by default.
pub const ORDERING: &str = "12345678";
pub const ORDERING2: &str = "21345678";

/// What a link says of an imported tour too long for it.
const TOO_LONG: &str = "imported";

impl Default for WalkForm {
    fn default() -> WalkForm {
        WalkForm {
            rows: 8,
            cols: 8,
            start: "1,1".into(),
            rule: "ordering",
            ordering: ORDERING.into(),
            seed: 1,
            step: 1,
            speed: 3,
            numbering: Numbering::Squirrel,
            rule2: None,
            ordering2: ORDERING2.into(),
            regions: false,
            tour: String::new(),
            marks: true,
            hide: false,
            trying: false,
            score: (0, 0),
            leaper: "knight".into(),
            wrap: Wrap::None,
            shape: String::new(),
            paint: false,
            end: String::new(),
            search: SearchMode::Rule,
            budget: BUDGET,
            gif: GifOptions::default(),
        }
    }
}

/// A rule's name as typed (any case, `squirrel` and `19` as the CLI takes them), from the
/// catalogue.
fn rule_name(text: &str) -> Result<&'static str, String> {
    let t = text.trim();
    let lower = t.to_ascii_lowercase();
    let name = match lower.as_str() {
        "squirrel" => "squirrel-cull",
        "19" => "nineteen",
        other => other,
    };
    catalogue::find(name)
        .map(|r| r.name)
        .ok_or_else(|| RuleError::Unknown(t.to_string()).to_string())
}

/// Whether the rule called `name` takes a move-ordering.
pub fn takes_ordering(name: &str) -> bool {
    catalogue::find(name).is_some_and(|r| r.takes_ordering)
}

/// A rule field set from `text`: a name, `name:ordering` (the ordering also set), or a bare
/// ordering (the `ordering` rule).
fn set_rule(text: &str, rule: &mut &'static str, ordering: &mut String) -> Result<(), String> {
    let t = text.trim();
    match t.split_once(':') {
        Some((name, arg)) => {
            let name = rule_name(name)?;
            if !takes_ordering(name) {
                return Err(RuleError::NoArgument {
                    name: name.into(),
                    arg: arg.trim().into(),
                }
                .to_string());
            }
            *rule = name;
            *ordering = arg.trim().into();
        }
        None if t.len() == 8 && t.bytes().all(|b| b.is_ascii_digit()) => {
            *rule = "ordering";
            *ordering = t.into();
        }
        None => *rule = rule_name(t)?,
    }
    Ok(())
}

/// The rule a name and an ordering make; its error names the field at fault.
fn spec_of(
    rule: &str,
    ordering: &str,
    fields: (WalkField, WalkField),
) -> Result<RuleSpec, FormError<WalkField>> {
    let text = if takes_ordering(rule) {
        format!("{rule}:{}", ordering.trim())
    } else {
        rule.to_string()
    };
    RuleSpec::parse(&text).map_err(|e| {
        let field = match e {
            RuleError::Ordering(_) => fields.1,
            _ => fields.0,
        };
        FormError::new(field, e)
    })
}

fn on_off(text: &str, name: &str) -> Result<bool, String> {
    match text.trim() {
        "on" | "true" | "1" => Ok(true),
        "off" | "false" | "0" | "" => Ok(false),
        t => Err(format!("{name} '{t}' is neither on nor off")),
    }
}

/// A score as `right/guesses`, no more right than guesses (empty: none yet).
fn parse_score(t: &str) -> Result<(u64, u64), String> {
    if t.is_empty() {
        return Ok((0, 0));
    }
    let bad = || format!("score '{t}' is not right/guesses (e.g. 3/5)");
    let (r, n) = t.split_once('/').ok_or_else(bad)?;
    let (r, n): (u64, u64) = (
        r.trim().parse().map_err(|_| bad())?,
        n.trim().parse().map_err(|_| bad())?,
    );
    if r > n {
        return Err(format!("score '{t}': more right than guesses"));
    }
    Ok((r, n))
}

fn on_off_text(b: bool) -> String {
    if b { "on" } else { "off" }.into()
}

impl WalkForm {
    /// The board, when the sides make one.
    pub fn board(&self) -> Result<Board, FormError<WalkField>> {
        Board::new(self.rows.into(), self.cols.into())
            .map_err(|e| FormError::new(WalkField::Cols, e))
    }

    /// The region: the board, less the shape's removed squares, with the leaper and wrap.
    pub fn region(&self) -> Result<Region, FormError<WalkField>> {
        let board = self.board()?;
        let leaper: Leaper = self
            .leaper
            .parse()
            .map_err(|e| FormError::new(WalkField::Leaper, format!("leaper: {e}")))?;
        let side = board.rows().max(board.cols());
        let over = |field: WalkField, what: &str, max: u32| {
            FormError::new(
                field,
                format!(
                    "{}: {what}; the page takes such boards up to {max} a side, not {board} \
                     (a plain board up to {})",
                    field.name(),
                    crate::input::MAX_SIDE
                ),
            )
        };
        if side > crate::input::WRAP_MAX_SIDE && self.wrap != Wrap::None {
            return Err(over(
                WalkField::Wrap,
                "a wrapped board keeps each square's neighbours, 32 bytes a square",
                crate::input::WRAP_MAX_SIDE,
            ));
        }
        if side > crate::input::REGION_MAX_SIDE && leaper != Leaper::KNIGHT {
            return Err(over(
                WalkField::Leaper,
                "another leaper's board is built square by square",
                crate::input::REGION_MAX_SIDE,
            ));
        }
        if side > crate::input::REGION_MAX_SIDE && !self.shape.trim().is_empty() {
            return Err(over(
                WalkField::Shape,
                "a shaped board is built square by square",
                crate::input::REGION_MAX_SIDE,
            ));
        }
        let shape_err = |e: ShapeError| FormError::new(WalkField::Shape, format!("shape: {e}"));
        // No shape: no list of the board's squares (a form is read at every keystroke, and
        // 8000 a side is 64 MB).
        let region = match self.shape.trim().is_empty() {
            true => Region::new(board),
            false => {
                let removed = board_shape::removed(&self.shape, board).map_err(shape_err)?;
                Region::new(board)
                    .with_removed(&removed)
                    .map_err(shape_err)?
            }
        };
        Ok(region.with_leaper(leaper).with_wrap(self.wrap))
    }

    /// The start square typed, read on the board (a removed square refused).
    pub fn start_square(&self) -> Result<Square, FormError<WalkField>> {
        let s = self
            .board()?
            .parse_square(&self.start)
            .map_err(|e| FormError::new(WalkField::Start, format!("start: {e}")))?;
        if self.shape.trim().is_empty() {
            return Ok(s);
        }
        match self.region()?.contains(s) {
            true => Ok(s),
            false => Err(FormError::new(
                WalkField::Start,
                format!("start: {s} is a removed square of the shape; start on another"),
            )),
        }
    }

    /// The square the tour must end on, if one is given: on the region, not the start.
    pub fn end_square(&self) -> Result<Option<Square>, FormError<WalkField>> {
        if self.end.trim().is_empty() {
            return Ok(None);
        }
        let err = |m: String| FormError::new(WalkField::End, format!("end: {m}"));
        let s = self
            .board()?
            .parse_square(&self.end)
            .map_err(|e| err(e.to_string()))?;
        if !self.region()?.contains(s) {
            return Err(err(format!("{s} is a removed square of the shape")));
        }
        Ok(Some(s))
    }

    /// The rule the form describes.
    pub fn spec(&self) -> Result<RuleSpec, FormError<WalkField>> {
        spec_of(
            self.rule,
            &self.ordering,
            (WalkField::Rule, WalkField::Ordering),
        )
    }

    /// The second rule, if any.
    pub fn spec2(&self) -> Result<Option<RuleSpec>, FormError<WalkField>> {
        self.rule2
            .map(|r| spec_of(r, &self.ordering2, (WalkField::Rule2, WalkField::Ordering2)))
            .transpose()
    }

    /// The imported tour's squares (0-based, in order), if the form holds them (an imported
    /// tour too long for a link is the walk on show, and not in the form).
    pub fn tour_path(&self) -> Result<Option<Vec<usize>>, FormError<WalkField>> {
        if self.tour.is_empty() || self.tour == TOO_LONG {
            return Ok(None);
        }
        let err = |e: &dyn std::fmt::Display| FormError::new(WalkField::Tour, e);
        let mut paths = parse_path_code_on(&self.region()?, &self.tour).map_err(|e| err(&e))?;
        if paths.len() != 1 {
            return Err(err(&"a walk follows one path; this code holds several"));
        }
        Ok(paths.pop())
    }

    /// The papers' position the form shows (board, start, rule and path as the position has
    /// them), if any.
    pub fn position(&self) -> Option<Position> {
        let spec = self.spec().ok()?;
        let start = self.start_square().ok()?;
        positions::all().into_iter().find(|p| {
            p.board.rows() == self.rows
                && p.board.cols() == self.cols
                && p.path[0] == start
                && RuleSpec::parse(&p.rule).ok().as_ref() == Some(&spec)
                && self.shape.trim().is_empty()
                && p.params()
                    .iter()
                    .find(|(k, _)| *k == "tour")
                    .map_or(String::new(), |(_, v)| v.clone())
                    == self.tour
        })
    }

    /// Set the board, start, rule, tour and step of the position `p` (the rest kept).
    pub fn set_position(&mut self, p: &Position) -> Result<(), String> {
        let mut f = WalkForm {
            tour: String::new(),
            ordering: ORDERING.into(),
            shape: String::new(),
            leaper: "knight".into(),
            wrap: Wrap::None,
            rule2: None,
            ..self.clone()
        };
        for (k, v) in p.params() {
            let field = WalkField::all()
                .iter()
                .copied()
                .find(|f| f.name() == k)
                .expect("a position's parameters are the form's fields");
            f.set(field, &v)?;
        }
        *self = f;
        Ok(())
    }

    /// The GIF's plan for a walk whose step on show is `step`: the range checked against it
    /// (the error names the field at fault).
    pub fn gif_plan(&self, step: usize) -> Result<super::animation::GifPlan, FormError<WalkField>> {
        let g = self.gif;
        if g.from == 0 {
            return Err(FormError::new(
                WalkField::Gif(GifField::From),
                "gif-from: the walk's steps start at 1 (the knight on its start)",
            ));
        }
        let to = g.to.unwrap_or(step);
        if to > step {
            return Err(FormError::new(
                WalkField::Gif(GifField::To),
                format!("gif-to: step {to} is past the walk's step {step}"),
            ));
        }
        if g.from > to {
            return Err(FormError::new(
                WalkField::Gif(GifField::From),
                format!("gif-from: step {} is after gif-to's step {to}", g.from),
            ));
        }
        Ok(super::animation::GifPlan {
            from: g.from,
            to,
            stride: g.stride,
            size: g.size,
            delay_ms: g.delay,
        })
    }

    /// The walk's own fields (board, start, rule, seed, tour), to tell whether a new form walks
    /// anew: equal when they describe the same walk.
    pub fn walk_key(&self) -> (u32, u32, Option<Square>, String, u64, String) {
        let spec = self.spec().map_or(String::new(), |s| s.to_string());
        let region = self.region().map_or(String::new(), |r| {
            format!("{}|{:x}", r.describe(), r.shape_key())
        });
        let search = match self.search {
            SearchMode::Rule => String::new(),
            s => format!("|{}:{}", s.key(), self.budget),
        };
        (
            self.rows,
            self.cols,
            self.start_square().ok(),
            format!("{spec}|{region}{search}"),
            self.seed,
            self.tour.clone(),
        )
    }
}

impl Form for WalkForm {
    type Field = WalkField;

    fn linked() -> &'static [WalkField] {
        use WalkField::*;
        &[
            Board,
            Start,
            Rule,
            Ordering,
            Seed,
            Step,
            Speed,
            Numbering,
            Rule2,
            Ordering2,
            Regions,
            Tour,
            Try,
            Score,
            Leaper,
            Wrap,
            Shape,
            Paint,
            End,
            Search,
            Budget,
            Gif(GifField::From),
            Gif(GifField::To),
            Gif(GifField::Stride),
            Gif(GifField::Size),
            Gif(GifField::Delay),
        ]
    }

    fn text(&self, f: WalkField) -> String {
        use WalkField::*;
        match f {
            Rows => self.rows.to_string(),
            Cols => self.cols.to_string(),
            Board => format!("{}x{}", self.rows, self.cols),
            Start => self.start.trim().to_string(),
            Rule => self.rule.to_string(),
            Ordering => self.ordering.clone(),
            Seed => self.seed.to_string(),
            Step => self.step.to_string(),
            Speed => self.speed.to_string(),
            Numbering => self.numbering.key().into(),
            Rule2 => self.rule2.unwrap_or("").into(),
            Ordering2 => self.ordering2.clone(),
            Regions => on_off_text(self.regions),
            Tour => self.tour.clone(),
            Marks => on_off_text(self.marks),
            Hide => on_off_text(self.hide),
            Try => on_off_text(self.trying),
            Score => format!("{}/{}", self.score.0, self.score.1),
            Leaper => self.leaper.trim().to_string(),
            Wrap => self.wrap.name().into(),
            Shape => self
                .shape
                .trim()
                .replace(['\n', '\r'], "/")
                .replace("//", "/"),
            Position => self.position().map_or(String::new(), |p| p.id.to_string()),
            Paint => on_off_text(self.paint),
            End => self.end.trim().to_string(),
            Search => self.search.key().into(),
            Budget => self.budget.to_string(),
            Gif(g) => self.gif.text(g),
        }
    }

    fn set(&mut self, f: WalkField, text: &str) -> Result<(), String> {
        use WalkField::*;
        let t = text.trim();
        match f {
            Rows => self.rows = parse_side("rows", t).map_err(|e| e.to_string())?,
            Cols => self.cols = parse_side("cols", t).map_err(|e| e.to_string())?,
            Board => {
                let parts: Vec<&str> = t.split(['x', 'X', '×', '*']).collect();
                let (r, c) = match parts[..] {
                    [side] => (side, side),
                    [r, c] => (r, c),
                    _ => return Err(format!("board '{t}' is not ROWSxCOLS")),
                };
                let (r, c) = (parse_side("rows", r), parse_side("cols", c));
                match (r, c) {
                    (Ok(r), Ok(c)) => (self.rows, self.cols) = (r, c),
                    (r, c) => {
                        let words: Vec<String> = [r.err(), c.err()]
                            .into_iter()
                            .flatten()
                            .map(|e| e.to_string())
                            .collect();
                        return Err(words.join("; "));
                    }
                }
            }
            Start => self.start = t.to_string(),
            Rule => set_rule(t, &mut self.rule, &mut self.ordering)?,
            Ordering => self.ordering = t.to_string(),
            Seed => {
                self.seed = crate::input::parse_seed(t).map_err(|e| e.to_string())?;
            }
            Step => {
                self.step = t
                    .parse()
                    .ok()
                    .filter(|&s| s >= 1)
                    .ok_or_else(|| format!("step '{t}' is not a whole number from 1"))?
            }
            Speed => {
                self.speed = t
                    .parse()
                    .ok()
                    .filter(|&s| s < SPEEDS.len())
                    .ok_or_else(|| {
                        format!(
                            "speed '{t}' is not a place of the speed slider (0 to {})",
                            SPEEDS.len() - 1
                        )
                    })?
            }
            Numbering => self.numbering = crate::numbering::Numbering::parse(t)?,
            Rule2 => {
                if t.is_empty() {
                    self.rule2 = None;
                } else {
                    let mut name = self.rule2.unwrap_or("ordering");
                    set_rule(t, &mut name, &mut self.ordering2)?;
                    self.rule2 = Some(name);
                }
            }
            Ordering2 => self.ordering2 = t.to_string(),
            Regions => self.regions = on_off(t, "regions")?,
            Tour if t == TOO_LONG => {
                return Err(
                    "an imported tour too long for a link is not kept in it; import it again"
                        .into(),
                )
            }
            Tour => self.tour = t.to_string(),
            Marks => self.marks = on_off(t, "marks")?,
            Hide => self.hide = on_off(t, "hide")?,
            Try => self.trying = on_off(t, "try")?,
            Score => self.score = parse_score(t)?,
            Leaper => {
                t.parse::<crate::region::Leaper>()
                    .map_err(|e| format!("leaper: {e}"))?;
                self.leaper = t.to_string();
            }
            Wrap => {
                self.wrap = t
                    .parse::<crate::region::Wrap>()
                    .map_err(|e| format!("wrap: {e}"))?
            }
            Shape => self.shape = t.to_string(),
            Position if t.is_empty() => {
                if self.position().is_some() {
                    self.tour.clear();
                    self.step = 1;
                }
            }
            Position => {
                let p = positions::find(t).ok_or_else(|| {
                    let ids: Vec<&str> = positions::all().iter().map(|p| p.id).collect();
                    format!("position '{t}' is not one of {}", ids.join(", "))
                })?;
                self.set_position(&p)?;
            }
            Paint => self.paint = on_off(t, "paint")?,
            End => self.end = t.to_string(),
            Search => self.search = SearchMode::parse(t)?,
            Budget => {
                let digits: String = t
                    .chars()
                    .filter(|c| !matches!(c, ',' | '_' | ' '))
                    .collect();
                self.budget = digits
                    .parse()
                    .ok()
                    .filter(|b| (1..=MAX_BUDGET).contains(b))
                    .ok_or_else(|| {
                        format!(
                            "budget '{t}' is not a whole number of nodes from 1 to {MAX_BUDGET}"
                        )
                    })?
            }
            Gif(g) => self.gif.set(g, t)?,
        }
        Ok(())
    }

    /// A board of a million squares or more: the memory its walk will take, beside the
    /// columns, before it is built.
    fn notes(&self) -> Vec<FormError<WalkField>> {
        match self.region() {
            Ok(r) if r.board().squares() >= super::status::MEMORY_WORDS_SQUARES => {
                vec![FormError::new(
                    WalkField::Cols,
                    super::status::memory_note(&r),
                )]
            }
            _ => Vec::new(),
        }
    }

    fn check(&self) -> Result<(), FormError<WalkField>> {
        let board = self.board()?;
        if self.search != SearchMode::Rule {
            if !self.tour.is_empty() {
                return Err(FormError::new(
                    WalkField::Search,
                    "a search starts from a start square, not along an imported tour",
                ));
            }
            if self.rule2.is_some() {
                return Err(FormError::new(
                    WalkField::Rule2,
                    "a second rule walks beside a rule's walk, not beside a search",
                ));
            }
        }
        if !self.tour.is_empty() {
            self.tour_path()?;
            if self.rule2.is_some() {
                return Err(FormError::new(
                    WalkField::Rule2,
                    "a second rule walks beside a rule, not beside an imported tour",
                ));
            }
            // The rule goes on from the path's end.
            if self.spec()? == RuleSpec::SquirrelCull && !board.is_square() {
                return Err(FormError::new(
                    WalkField::Rule,
                    WalkError::NotSquare { board }.to_string(),
                ));
            }
            return Ok(());
        }
        let region = self.region()?;
        let start = self.start_square()?;
        self.end_square()?;
        let spec = self.spec()?;
        // The staged rule is the knight's on the whole rectangle: the field that makes the
        // board another is named (as the walk names it).
        let other = if region.leaper() != Leaper::KNIGHT {
            Some(WalkField::Leaper)
        } else if region.wrap() != Wrap::None {
            Some(WalkField::Wrap)
        } else if region.squares() != board.squares() {
            Some(WalkField::Shape)
        } else {
            None
        };
        let fits = |spec: &RuleSpec, field: WalkField| match (spec, other) {
            (RuleSpec::SquirrelCull, Some(f)) => Err(FormError::new(
                f,
                WalkError::KnightOnly { field: f.name() }.to_string(),
            )),
            (RuleSpec::SquirrelCull, None) if !board.is_square() => Err(FormError::new(
                field,
                WalkError::NotSquare { board }.to_string(),
            )),
            _ => Ok(()),
        };
        fits(&spec, WalkField::Rule)?;
        if let Some(spec2) = self.spec2()? {
            fits(&spec2, WalkField::Rule2)?;
        }
        debug_assert!(board.contains(start));
        Ok(())
    }
}

/// What a link says of an imported tour: its path code, or that it was too long for a link.
pub fn tour_text(code: Option<String>) -> String {
    code.unwrap_or_else(|| TOO_LONG.into())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::page::form::{from_link, read, to_link};

    fn texts(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
        pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    }

    #[test]
    fn a_link_keeps_the_rule_grammar_and_only_what_differs() {
        let (f, errors) = from_link::<WalkForm>("board=8x10&start=3,4&rule=ordering:21345678");
        assert!(errors.is_empty(), "{errors:?}");
        assert_eq!(
            (f.rows, f.cols, f.rule, f.ordering.as_str()),
            (8, 10, "ordering", "21345678")
        );
        assert_eq!(to_link(&f), "board=8x10&start=3,4&ordering=21345678");
        assert_eq!(to_link(&WalkForm::default()), "");
        let (f, _) = from_link::<WalkForm>("rule=pohl&rule2=lookahead:87654321&numbering=parberry");
        assert_eq!(f.spec().unwrap().to_string(), "pohl:12345678");
        assert_eq!(
            f.spec2().unwrap().unwrap().to_string(),
            "lookahead:87654321"
        );
        assert_eq!(f.numbering, Numbering::Parberry);
    }

    #[test]
    fn errors_name_the_field_that_is_wrong() {
        let base = WalkForm::default();
        let field = |pairs: &[(&str, &str)]| read(&base, &texts(pairs)).unwrap_err()[0].field;
        assert_eq!(field(&[("rows", "x")]), WalkField::Rows);
        assert_eq!(field(&[("cols", "0")]), WalkField::Cols);
        assert_eq!(field(&[("start", "9,9")]), WalkField::Start);
        assert_eq!(field(&[("rule", "melt")]), WalkField::Rule);
        assert_eq!(field(&[("ordering", "1234567")]), WalkField::Ordering);
        assert_eq!(field(&[("seed", "-3")]), WalkField::Seed);
        assert_eq!(
            field(&[("cols", "9"), ("rule", "squirrel-cull")]),
            WalkField::Rule
        );
        assert_eq!(field(&[("rule2", "random:1")]), WalkField::Rule2);
        let e = read(&base, &texts(&[("start", "9,9")])).unwrap_err();
        assert!(e[0].message.starts_with("start: "), "{}", e[0].message);
        // An ordering only counts for a rule that takes one.
        assert!(read(&base, &texts(&[("rule", "random"), ("ordering", "x")])).is_ok());
        let f = read(&base, &texts(&[("start", "a1")])).unwrap();
        assert_eq!(f.start_square().unwrap(), Square::new(8, 1));
    }

    #[test]
    fn a_hand_edited_link_says_what_it_had_wrong_and_keeps_the_rest() {
        let (f, errors) = from_link::<WalkForm>(
            "board=0xbanana&start=zz&rule=ordering:1234567&seed=-4&step=lots",
        );
        let fields: Vec<WalkField> = errors.iter().map(|e| e.field).collect();
        assert_eq!(
            fields,
            [
                WalkField::Board,
                WalkField::Seed,
                WalkField::Step,
                WalkField::Start,
                WalkField::Ordering
            ]
        );
        assert!(
            errors[0].message.contains("rows: 0 is too few"),
            "{}",
            errors[0].message
        );
        assert!(errors[0]
            .message
            .contains("cols: 'banana' is not a whole number"));
        assert_eq!(f, WalkForm::default());
        let (_, errors) = from_link::<WalkForm>("tour=imported&numbering=euler");
        assert!(errors[0].message.contains("import it again"));
        assert!(errors[1].message.contains("unknown move numbering 'euler'"));
    }
}

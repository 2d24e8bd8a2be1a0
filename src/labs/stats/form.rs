//! The statistics page's form: the board, tours and seed of a run, the shatter of its
//! obfuscated tours, the move numbering on screen, the Tables 1–2 preset, and the generators
//! chosen, one row of the page's chooser per source of the core's catalogue
//! ([`crate::stats::sources`]; the rule sources share one row, whose rule is typed).
//!
//! Each row's controls are fields of their own (`gen-divide`, `gen-divide-obf`,
//! `gen-divide-tiles`, `gen-rule-text`), so an error is said beside its row; the link keeps the
//! choice as two lists, `gens` (the sources chosen, tiles and rule included:
//! `divide:parberry,ordering:12345678`) and `obf` (those obfuscated).

use crate::board::Board;
use crate::input;
use crate::labs::walk::board_shape;
use crate::numbering::Numbering;
use crate::page::form::{Field, Form, FormError};
use crate::region::{Leaper, Region, ShapeError, Wrap};
use crate::rules::RuleSpec;
use crate::stats::{sources, GenSpec, Generator, Shatter, SourceInfo};
use crate::tourneys::Tiles;
use std::sync::OnceLock;

/// One row of the chooser: a source of the catalogue, or the row of the rule sources.
#[derive(Debug)]
pub struct GenRow {
    /// The stem of its fields' names: the source's name (`divide`), `rule` for the rule row.
    pub key: String,
    pub info: &'static SourceInfo,
    /// The row of the rule sources (`ordering:NNNNNNNN`, `pohl`, `lookahead`): its rule is typed.
    pub rule: bool,
}

/// The chooser's rows, in the catalogue's order: every source but the rule sources after the
/// first, which are reached by typing the first one's rule.
pub fn rows() -> &'static [GenRow] {
    static ROWS: OnceLock<Vec<GenRow>> = OnceLock::new();
    ROWS.get_or_init(|| {
        let first_rule = sources().iter().position(|s| s.rule);
        sources()
            .iter()
            .enumerate()
            .filter(|&(i, s)| !s.rule || Some(i) == first_rule)
            .map(|(_, s)| GenRow {
                key: if s.rule {
                    "rule".into()
                } else {
                    s.name.clone()
                },
                info: s,
                rule: s.rule,
            })
            .collect()
    })
}

/// The page's fields: the run's, the view's, the link's two lists of generators, and each
/// row's controls (by the row's place in [`rows`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StatsField {
    /// The sources chosen (the link's form of the rows' checkboxes, tiles and rule).
    Gens,
    Board,
    /// The leaper, `A,B` or a name ([`crate::region::Leaper`]).
    Leaper,
    /// How the board's edges join ([`crate::region::Wrap`]).
    Wrap,
    /// Squares removed: a preset or the board's rows of `.` and `#` parted by `/`
    /// ([`crate::labs::walk::board_shape::removed`]).
    Shape,
    Tours,
    Seed,
    /// The sources obfuscated (the link's form of the rows' obfuscated checkboxes).
    Obf,
    Shatter,
    Numbering,
    Preset,
    /// A row chosen.
    Pick(usize),
    /// A closed row's tours obfuscated.
    Obfuscate(usize),
    /// The base tiles of a row that takes them.
    Tiles(usize),
    /// The rule row's rule.
    RuleText,
}

/// The names of the rows' fields: `gen-KEY`, `gen-KEY-obf`, `gen-KEY-tiles`.
struct Names {
    pick: Vec<String>,
    obf: Vec<String>,
    tiles: Vec<String>,
}

fn names() -> &'static Names {
    static NAMES: OnceLock<Names> = OnceLock::new();
    NAMES.get_or_init(|| {
        let of = |suffix: &str| {
            rows()
                .iter()
                .map(|r| format!("gen-{}{suffix}", r.key))
                .collect()
        };
        Names {
            pick: of(""),
            obf: of("-obf"),
            tiles: of("-tiles"),
        }
    })
}

fn fields() -> &'static [StatsField] {
    static ALL: OnceLock<Vec<StatsField>> = OnceLock::new();
    ALL.get_or_init(|| {
        let mut all = LINKED.to_vec();
        for (k, r) in rows().iter().enumerate() {
            all.push(StatsField::Pick(k));
            if r.info.closed {
                all.push(StatsField::Obfuscate(k));
            }
            if !r.info.tiles.is_empty() {
                all.push(StatsField::Tiles(k));
            }
            if r.rule {
                all.push(StatsField::RuleText);
            }
        }
        all
    })
}

/// The fields a link keeps, in the link's order (the rows' controls are said by `gens` and
/// `obf`).
const LINKED: [StatsField; 11] = [
    StatsField::Gens,
    StatsField::Board,
    StatsField::Leaper,
    StatsField::Wrap,
    StatsField::Shape,
    StatsField::Tours,
    StatsField::Seed,
    StatsField::Obf,
    StatsField::Shatter,
    StatsField::Numbering,
    StatsField::Preset,
];

impl Field for StatsField {
    fn all() -> &'static [StatsField] {
        fields()
    }

    fn name(self) -> &'static str {
        match self {
            StatsField::Gens => "gens",
            StatsField::Board => "board",
            StatsField::Leaper => "leaper",
            StatsField::Wrap => "wrap",
            StatsField::Shape => "shape",
            StatsField::Tours => "tours",
            StatsField::Seed => "seed",
            StatsField::Obf => "obf",
            StatsField::Shatter => "shatter",
            StatsField::Numbering => "numbering",
            StatsField::Preset => "preset",
            StatsField::Pick(k) => &names().pick[k],
            StatsField::Obfuscate(k) => &names().obf[k],
            StatsField::Tiles(k) => &names().tiles[k],
            StatsField::RuleText => "gen-rule-text",
        }
    }
}

/// The one preset: Parberry's Tables 1–2 (001 §7).
pub const PRESET: &str = "parberry-tables";

/// What a row holds: chosen or not, obfuscated or not, its tiles.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Pick {
    pub on: bool,
    pub obfuscate: bool,
    pub tiles: Tiles,
}

/// The page's settings. `Default` is the page's first view: warnsdorff-open beside
/// ordering:12345678, 100 tours each on 50×50, seed 1, moves in Squirrel's numbering.
#[derive(Clone, Debug, PartialEq)]
pub struct StatsForm {
    pub board: Board,
    /// The piece the tours are walked with (Warnsdorff's sources only, for another leaper).
    pub leaper: Leaper,
    pub wrap: Wrap,
    /// The shape's text as typed (empty: the whole board).
    pub shape: String,
    pub tours: u64,
    pub seed: u64,
    pub shatter: Shatter,
    pub numbering: Numbering,
    /// The Tables 1–2 preset is what the page shows.
    pub preset: bool,
    /// One per row of [`rows`].
    pub picks: Vec<Pick>,
    /// The rule row's source.
    pub rule: GenSpec,
}

impl Default for StatsForm {
    fn default() -> StatsForm {
        let mut picks = vec![Pick::default(); rows().len()];
        for (p, r) in picks.iter_mut().zip(rows()) {
            p.on = r.rule || r.info.name == "warnsdorff-open";
        }
        StatsForm {
            board: Board::new(50, 50).expect("50x50"),
            leaper: Leaper::KNIGHT,
            wrap: Wrap::None,
            shape: String::new(),
            tours: 100,
            seed: 1,
            shatter: Shatter::Disjoint,
            numbering: Numbering::Squirrel,
            preset: false,
            picks,
            rule: rule_source(&rows()[rule_row()].info.name).expect("the catalogue's rule"),
        }
    }
}

/// The region of `board` less the squares `shape` removes (as the shape field reads it), with
/// `leaper` and `wrap`.
pub fn region_of(
    board: Board,
    leaper: Leaper,
    wrap: Wrap,
    shape: &str,
) -> Result<Region, ShapeError> {
    let removed = board_shape::removed(shape, board)?;
    Ok(Region::new(board)
        .with_removed(&removed)?
        .with_leaper(leaper)
        .with_wrap(wrap))
}

/// The place of the rule row.
fn rule_row() -> usize {
    rows().iter().position(|r| r.rule).expect("a rule row")
}

/// A rule as the rule row takes it.
fn rule_source(text: &str) -> Result<GenSpec, String> {
    match RuleSpec::parse(text).map_err(|e| e.to_string())? {
        RuleSpec::Random => Err(format!(
            "'{}' is warnsdorff-open, which has a row of its own",
            text.trim()
        )),
        rule => Ok(GenSpec::Rule(rule)),
    }
}

fn on_off(text: &str) -> Result<bool, String> {
    match text.trim() {
        "on" | "true" => Ok(true),
        "off" | "false" | "" => Ok(false),
        t => Err(format!("'{t}' is not on or off")),
    }
}

fn on_off_text(on: bool) -> String {
    if on { "on" } else { "off" }.into()
}

/// The row a source's name goes to (its own, or the rule row for a rule that has none), with
/// the source, given the rows already `taken`.
fn place(name: &str, taken: &[bool]) -> Result<(usize, GenSpec), String> {
    let spec = GenSpec::parse(name).map_err(|e| e.to_string())?;
    let info = spec.info().map(|i| i.name.as_str());
    let own = rows()
        .iter()
        .position(|r| !r.rule && Some(r.info.name.as_str()) == info);
    let k = match (own, &spec) {
        (Some(k), _) if !taken[k] => k,
        (_, GenSpec::Rule(_)) if !taken[rule_row()] => rule_row(),
        (_, GenSpec::Rule(_)) => return Err(format!("{name}: one typed rule at a time")),
        _ => return Err(format!("{name} is chosen twice")),
    };
    Ok((k, spec))
}

impl StatsForm {
    /// The region the tours are walked on: the board less the shape's removed squares, with
    /// the leaper and the wrap (the knight's whole board by default).
    pub fn region(&self) -> Result<Region, FormError<StatsField>> {
        region_of(self.board, self.leaper, self.wrap, &self.shape)
            .map_err(|e| FormError::new(StatsField::Shape, format!("shape: {e}")))
    }

    /// Row `k`'s source as it would run (tiles and rule included).
    pub fn spec(&self, k: usize) -> GenSpec {
        let row = &rows()[k];
        if row.rule {
            return self.rule.clone();
        }
        let spec = GenSpec::parse(&row.info.name).expect("a catalogue name");
        if row.info.tiles.is_empty() {
            spec
        } else {
            spec.with_tiles(self.picks[k].tiles)
                .expect("a source that takes tiles")
        }
    }

    /// The rows chosen, in the chooser's order.
    pub fn chosen(&self) -> impl Iterator<Item = usize> + '_ {
        (0..rows().len()).filter(|&k| self.picks[k].on)
    }

    /// Whether row `k`'s tours are obfuscated.
    pub fn obfuscates(&self, k: usize) -> bool {
        self.picks[k].obfuscate && rows()[k].info.closed
    }

    /// The rows whose obfuscated box is ticked but which are not chosen: nothing runs for
    /// them (the page greys the box out until its row is ticked; a link can still tick it).
    pub fn idle_obfuscated(&self) -> Vec<usize> {
        (0..rows().len())
            .filter(|&k| !self.picks[k].on && self.obfuscates(k))
            .collect()
    }

    fn list(&self, obfuscated: bool) -> String {
        self.chosen()
            .filter(|&k| !obfuscated || self.obfuscates(k))
            .map(|k| self.spec(k).to_string())
            .collect::<Vec<_>>()
            .join(",")
    }

    /// Choose the sources `text` names; the names it can read are taken even when others are
    /// wrong (a link with one unknown name keeps the rest), and those are said.
    fn set_gens(&mut self, text: &str) -> Result<(), String> {
        let mut taken = vec![false; rows().len()];
        let mut picks = self.picks.clone();
        let mut rule = self.rule.clone();
        let mut bad = Vec::new();
        for name in text.split(',').map(str::trim).filter(|n| !n.is_empty()) {
            match place(name, &taken) {
                Ok((k, spec)) => {
                    taken[k] = true;
                    if let GenSpec::Cycles(c) = &spec {
                        picks[k].tiles = c.tiles;
                    }
                    if rows()[k].rule {
                        rule = spec;
                    }
                }
                Err(e) => bad.push(e),
            }
        }
        if taken.contains(&true) || bad.is_empty() {
            for (p, t) in picks.iter_mut().zip(&taken) {
                p.on = *t;
            }
            self.picks = picks;
            self.rule = rule;
        }
        if bad.is_empty() {
            Ok(())
        } else {
            Err(bad.join("; "))
        }
    }

    /// Obfuscate the sources `text` names (closed ones only); as [`StatsForm::set_gens`], the
    /// good names are taken and the others said.
    fn set_obf(&mut self, text: &str) -> Result<(), String> {
        let mut on = vec![false; rows().len()];
        let mut bad = Vec::new();
        for name in text.split(',').map(str::trim).filter(|n| !n.is_empty()) {
            match place(name, &vec![false; rows().len()]) {
                Ok((k, _)) if rows()[k].info.closed => on[k] = true,
                Ok(_) => bad.push(format!(
                    "{name} makes open tours; obfuscation (001 §7) works on closed tours and \
                     tourneys"
                )),
                Err(e) => bad.push(e),
            }
        }
        for (p, o) in self.picks.iter_mut().zip(on) {
            p.obfuscate = o;
        }
        if bad.is_empty() {
            Ok(())
        } else {
            Err(bad.join("; "))
        }
    }
}

impl Form for StatsForm {
    type Field = StatsField;

    fn linked() -> &'static [StatsField] {
        &LINKED
    }

    fn text(&self, f: StatsField) -> String {
        match f {
            StatsField::Gens => self.list(false),
            StatsField::Board => self.board.to_string(),
            StatsField::Leaper => self
                .leaper
                .name()
                .map_or_else(|| self.leaper.to_string(), String::from),
            StatsField::Wrap => self.wrap.name().into(),
            StatsField::Shape => self
                .shape
                .trim()
                .replace(['\n', '\r'], "/")
                .replace("//", "/"),
            StatsField::Tours => self.tours.to_string(),
            StatsField::Seed => self.seed.to_string(),
            StatsField::Obf => self.list(true),
            StatsField::Shatter => self.shatter.key().into(),
            StatsField::Numbering => self.numbering.key().into(),
            StatsField::Preset => if self.preset { PRESET } else { "" }.into(),
            StatsField::Pick(k) => on_off_text(self.picks[k].on),
            StatsField::Obfuscate(k) => on_off_text(self.picks[k].obfuscate),
            StatsField::Tiles(k) => self.picks[k].tiles.key().into(),
            StatsField::RuleText => self.rule.to_string(),
        }
    }

    fn set(&mut self, f: StatsField, text: &str) -> Result<(), String> {
        let t = text.trim();
        match f {
            StatsField::Gens => return self.set_gens(t),
            StatsField::Board => {
                self.board = input::parse_stats_board(t).map_err(|e| e.to_string())?
            }
            StatsField::Leaper => self.leaper = t.parse().map_err(|e| format!("leaper: {e}"))?,
            StatsField::Wrap => self.wrap = t.parse().map_err(|e| format!("wrap: {e}"))?,
            StatsField::Shape => self.shape = t.to_string(),
            StatsField::Tours => self.tours = input::parse_tours(t).map_err(|e| e.to_string())?,
            StatsField::Seed => self.seed = input::parse_seed(t).map_err(|e| e.to_string())?,
            StatsField::Obf => return self.set_obf(t),
            StatsField::Shatter => self.shatter = Shatter::parse(t)?,
            StatsField::Numbering => self.numbering = Numbering::parse(t)?,
            StatsField::Preset => {
                self.preset = match t {
                    "" => false,
                    PRESET => true,
                    _ => {
                        return Err(format!(
                            "preset '{t}' is not known; the one preset is {PRESET}"
                        ))
                    }
                }
            }
            StatsField::Pick(k) => self.picks[k].on = on_off(t)?,
            StatsField::Obfuscate(k) => self.picks[k].obfuscate = on_off(t)?,
            StatsField::Tiles(k) => self.picks[k].tiles = Tiles::parse(t)?,
            StatsField::RuleText => self.rule = rule_source(t)?,
        }
        Ok(())
    }

    /// At least one generator, and each one chosen makes tours on the board.
    fn check(&self) -> Result<(), FormError<StatsField>> {
        if self.chosen().next().is_none() {
            return Err(FormError::new(
                StatsField::Gens,
                "choose at least one generator (two or more to compare)",
            ));
        }
        let region = self.region()?;
        for k in self.chosen() {
            Generator::on(self.spec(k), &region, 0, self.obfuscates(k))
                .map_err(|e| FormError::new(StatsField::Pick(k), e))?;
        }
        Ok(())
    }
}

//! The tourney page's form: where the cover comes from (a generator with its tiles, size and
//! seed; a walk page's closed tour; Lin & Wei's tour from the construction page; an imported
//! cover), what is done to it (`ops`, the history of switches and plans), what the view shows
//! (rails, the rail graph, the move numbering, the player's speed), the "Rails over n" sweep's
//! fields, and the rail number typed to switch one (not kept in the link).
//!
//! A link names only the source on show: a generated cover's `gen`, `tiles`, `n` and `seed`,
//! a walk's `from=walk&board&start&rule&seed`, the construction's `from=construct&board`, an
//! imported cover's `from=import&board&cycles` (its cycles as a short code while they fit in a
//! link). What a link gave for the cover is remembered as given ([`TourneysForm::refused`]), so
//! that switches recorded for a cover the page could not show are not replayed on another.

use super::history;
use crate::experiments::rails::{parse_samples, RailSpec, PAGE_MAX_SIDE};
use crate::experiments::Sizes;
// The GIF fields are read as the walk page's are.
use crate::numbering::Numbering;
use crate::page::form::{Field, Form, FormError};
use crate::page::gif_export::{GifField, GifOptions};
use crate::page::status::SPEEDS;
use crate::tourneys::{Generator, Tiles};

/// The page's fields.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TourneysField {
    /// Where the cover comes from: a generator (empty), `walk`, `construct` or `import`.
    From,
    /// The board of a walk's tour, the construction's or an imported cover (`RxC`).
    Board,
    /// A walk's start square and rule.
    Start,
    Rule,
    /// An imported cover's cycles as a short code.
    Cycles,
    Gen,
    Tiles,
    N,
    Seed,
    Rails,
    Graph,
    /// The sweep's generator, whether it obfuscates first, its sizes, samples and seed.
    Rgen,
    Robf,
    Rsizes,
    Rsamples,
    Rseed,
    Ops,
    Speed,
    Numbering,
    /// An animated GIF of the plan on show: its first and last step (empty: the plan's
    /// end), a frame every this many steps, its longest side (px), each frame's delay (ms).
    /// A field of the GIF export form.
    Gif(GifField),
    /// A rail's number, typed to switch it.
    Rail,
}

impl Field for TourneysField {
    fn all() -> &'static [TourneysField] {
        use TourneysField::*;
        &[
            From,
            Board,
            Start,
            Rule,
            Cycles,
            Gen,
            Tiles,
            N,
            Seed,
            Rails,
            Graph,
            Rgen,
            Robf,
            Rsizes,
            Rsamples,
            Rseed,
            Ops,
            Speed,
            Numbering,
            Gif(GifField::From),
            Gif(GifField::To),
            Gif(GifField::Stride),
            Gif(GifField::Size),
            Gif(GifField::Delay),
            Rail,
        ]
    }

    fn name(self) -> &'static str {
        use TourneysField::*;
        match self {
            From => "from",
            Board => "board",
            Start => "start",
            Rule => "rule",
            Cycles => "cycles",
            Gen => "gen",
            Tiles => "tiles",
            N => "n",
            Seed => "seed",
            Rails => "rails",
            Graph => "graph",
            Rgen => "rgen",
            Robf => "robf",
            Rsizes => "rsizes",
            Rsamples => "rsamples",
            Rseed => "rseed",
            Ops => "ops",
            Speed => "speed",
            Numbering => "numbering",
            Gif(g) => g.name(),
            Rail => "rail",
        }
    }
}

/// Where the cover on show comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    Generator,
    Walk,
    Construct,
    Import,
}

impl Source {
    fn key(self) -> &'static str {
        match self {
            Source::Generator => "",
            Source::Walk => "walk",
            Source::Construct => "construct",
            Source::Import => "import",
        }
    }
}

/// The fields that say which cover is on show.
const COVER: [TourneysField; 9] = [
    TourneysField::From,
    TourneysField::Board,
    TourneysField::Start,
    TourneysField::Rule,
    TourneysField::Cycles,
    TourneysField::Gen,
    TourneysField::Tiles,
    TourneysField::N,
    TourneysField::Seed,
];

/// What the page shows, as its controls and its link say it.
#[derive(Clone, Debug)]
pub struct TourneysForm {
    pub from: Source,
    /// `RxC` (or empty) for a walk's, the construction's or an imported cover.
    pub board: String,
    pub start: String,
    pub rule: String,
    pub cycles: String,
    /// The generator (none while the cover on show comes from elsewhere).
    pub gen: Option<Generator>,
    pub tiles: Tiles,
    pub n: u32,
    /// Seeds the random generators, a walk, and the plans.
    pub seed: u64,
    pub rails: bool,
    pub graph: bool,
    pub rgen: Generator,
    pub robf: bool,
    pub rsizes: String,
    pub rsamples: u32,
    pub rseed: u64,
    pub ops: String,
    pub speed: usize,
    pub numbering: Numbering,
    /// The animated GIF's steps of the plan on show (step 1: before its first switch; `to`
    /// None: its last), every `gif_stride`-th, its longest side (px) and frame delay (ms).
    pub gif: GifOptions,
    pub rail: String,
    /// The text each cover field was first given (a link's, before any was put back to its
    /// default).
    pub(super) given: Vec<(TourneysField, String)>,
}

impl Default for TourneysForm {
    fn default() -> TourneysForm {
        TourneysForm {
            from: Source::Generator,
            board: String::new(),
            start: "1,1".into(),
            rule: "ordering:12345678".into(),
            cycles: String::new(),
            gen: Some(Generator::DivideTourney),
            tiles: Tiles::default(),
            n: 22,
            seed: 1,
            rails: false,
            graph: false,
            rgen: Generator::WarnsdorffTourney,
            robf: false,
            rsizes: "8..60:4".into(),
            rsamples: 5,
            rseed: 1,
            ops: String::new(),
            speed: 3,
            numbering: Numbering::Parberry,
            gif: GifOptions::default(),
            rail: String::new(),
            given: Vec::new(),
        }
    }
}

/// A checkbox's text: `on` or `off` (a link's `1` and `0` read too).
fn switch(name: &str, t: &str) -> Result<bool, String> {
    match t {
        "on" | "1" | "true" => Ok(true),
        "off" | "0" | "false" | "" => Ok(false),
        _ => Err(format!("{name} '{t}' is not on or off")),
    }
}

fn on_off(b: bool) -> String {
    if b { "on" } else { "off" }.into()
}

fn seed(t: &str) -> Result<u64, String> {
    super::input::parse_seed(t).map_err(|e| e.to_string())
}

impl TourneysForm {
    /// The fields that say which cover is on show, as text: two forms show the same cover
    /// when these agree.
    pub fn cover_key(&self) -> Vec<String> {
        COVER.iter().map(|&f| self.text(f)).collect()
    }

    /// The sweep's generator, as the experiment names it (`GEN` or `GEN+obfuscate`).
    pub fn rail_spec(&self) -> RailSpec {
        RailSpec {
            gen: self.rgen,
            obfuscate: self.robf,
        }
    }

    /// The cover a link described, in words, when the page had to show another (a field of
    /// the cover refused, or put back to its default): None when the cover on show is the
    /// one it gave.
    pub fn refused(&self) -> Option<String> {
        let changed = self.given.iter().any(|(f, t)| self.text(*f) != *t);
        if !changed {
            return None;
        }
        let given = |f: TourneysField| {
            self.given
                .iter()
                .find(|(g, _)| *g == f)
                .map_or_else(|| self.text(f), |(_, t)| t.clone())
        };
        Some(match given(TourneysField::From).as_str() {
            "walk" => format!("the walk on {}", given(TourneysField::Board)),
            "construct" => format!("Lin & Wei's closed tour on {}", given(TourneysField::Board)),
            "import" => "the imported cover".into(),
            _ => {
                let n = given(TourneysField::N);
                format!("{} {n}x{n}", given(TourneysField::Gen))
            }
        })
    }

    /// This form's cover (its source and its switches) with the view and the sweep of `view`.
    pub fn with_view(&self, view: &TourneysForm) -> TourneysForm {
        TourneysForm {
            rails: view.rails,
            graph: view.graph,
            rgen: view.rgen,
            robf: view.robf,
            rsizes: view.rsizes.clone(),
            rsamples: view.rsamples,
            rseed: view.rseed,
            speed: view.speed,
            numbering: view.numbering,
            gif: view.gif,
            rail: view.rail.clone(),
            ..self.fresh()
        }
    }

    /// The form without what a link first gave it: a form of what is on show.
    pub fn fresh(&self) -> TourneysForm {
        TourneysForm {
            given: Vec::new(),
            ..self.clone()
        }
    }

    fn remember(&mut self, f: TourneysField, text: String) {
        if COVER.contains(&f) && !self.given.iter().any(|(g, _)| *g == f) {
            self.given.push((f, text));
        }
    }

    fn set_field(&mut self, f: TourneysField, t: &str) -> Result<(), String> {
        use TourneysField as F;
        match f {
            F::From => {
                self.from = match t {
                    "" => {
                        self.gen = self.gen.or(Some(Generator::DivideTourney));
                        Source::Generator
                    }
                    "walk" => Source::Walk,
                    "construct" => Source::Construct,
                    "import" => Source::Import,
                    _ => {
                        return Err(format!(
                            "from '{t}' is not walk, construct or import (or empty: a generator)"
                        ))
                    }
                };
                if self.from != Source::Generator {
                    self.gen = None;
                }
            }
            // Read when the cover is made: what is wrong with them is said then.
            F::Board => self.board = t.to_string(),
            F::Start => self.start = t.to_string(),
            F::Rule => self.rule = t.to_string(),
            F::Cycles => self.cycles = t.to_string(),
            F::Gen => {
                if t.is_empty() {
                    self.gen = None;
                } else {
                    self.gen = Some(Generator::parse(t).map_err(|e| e.to_string())?);
                    self.from = Source::Generator;
                }
            }
            F::Tiles => {
                self.tiles = Tiles::parse(t).map_err(|e| {
                    let g = self.gen.unwrap_or(Generator::Divide);
                    format!("{}: {e}", g.name())
                })?
            }
            F::N => {
                let g = self.gen.unwrap_or(Generator::DivideTourney);
                self.n = super::input::parse_n(g, t).map_err(|e| e.to_string())?;
            }
            F::Seed => self.seed = seed(t)?,
            F::Rails => self.rails = switch("rails", t)?,
            F::Graph => self.graph = switch("graph", t)?,
            F::Rgen => self.rgen = Generator::parse(t).map_err(|e| e.to_string())?,
            F::Robf => self.robf = switch("robf", t)?,
            F::Rsizes => {
                let s = Sizes::parse(t).map_err(|e| e.to_string())?;
                if s.to > PAGE_MAX_SIDE {
                    return Err(
                        crate::experiments::rails::RailsError::TooBig { n: s.to }.to_string()
                    );
                }
                self.rsizes = t.to_string();
            }
            F::Rsamples => self.rsamples = parse_samples(t)?,
            F::Rseed => self.rseed = seed(t)?,
            F::Ops => {
                // Items that cannot be read stop the replay there, the ones before done.
                self.ops = history::texts(t).collect::<Vec<_>>().join(",");
            }
            F::Speed => {
                self.speed = t
                    .parse()
                    .ok()
                    .filter(|&s| s < SPEEDS.len())
                    .ok_or_else(|| format!("speed '{t}' is not a place of the speed slider"))?
            }
            F::Numbering => self.numbering = Numbering::parse(t)?,
            F::Gif(g) => self.gif.set(g, t)?,
            F::Rail => self.rail = t.to_string(),
        }
        Ok(())
    }
}

impl Form for TourneysForm {
    type Field = TourneysField;

    fn linked() -> &'static [TourneysField] {
        &TourneysField::all()[..TourneysField::all().len() - 1]
    }

    fn links(&self, f: TourneysField) -> bool {
        use TourneysField as F;
        match f {
            F::Board => self.from != Source::Generator,
            F::Start | F::Rule => self.from == Source::Walk,
            F::Cycles => self.from == Source::Import,
            F::Gen | F::N => self.from == Source::Generator,
            F::Tiles => self.gen.is_some_and(Generator::takes_tiles),
            F::Rail => false,
            _ => true,
        }
    }

    fn text(&self, f: TourneysField) -> String {
        use TourneysField as F;
        match f {
            F::From => self.from.key().into(),
            F::Board => self.board.clone(),
            F::Start => self.start.clone(),
            F::Rule => self.rule.clone(),
            F::Cycles => self.cycles.clone(),
            F::Gen => self.gen.map_or("", Generator::name).into(),
            F::Tiles => self.tiles.key().into(),
            F::N => self.n.to_string(),
            F::Seed => self.seed.to_string(),
            F::Rails => on_off(self.rails),
            F::Graph => on_off(self.graph),
            F::Rgen => self.rgen.name().into(),
            F::Robf => on_off(self.robf),
            F::Rsizes => self.rsizes.clone(),
            F::Rsamples => self.rsamples.to_string(),
            F::Rseed => self.rseed.to_string(),
            F::Ops => self.ops.clone(),
            F::Speed => self.speed.to_string(),
            F::Numbering => self.numbering.key().into(),
            F::Gif(g) => self.gif.text(g),
            F::Rail => self.rail.clone(),
        }
    }

    fn set(&mut self, f: TourneysField, text: &str) -> Result<(), String> {
        let t = text.trim();
        let r = self.set_field(f, t);
        match &r {
            Ok(()) => self.remember(f, self.text(f)),
            Err(_) => self.remember(f, t.to_string()),
        }
        r
    }

    fn check(&self) -> Result<(), FormError<TourneysField>> {
        use TourneysField as F;
        match (self.from, self.gen) {
            (Source::Generator, None) => {
                return Err(FormError::new(
                    F::Gen,
                    "choose a generator to make a cover with",
                ))
            }
            (Source::Generator, Some(g)) => {
                g.supports(self.n).map_err(|e| FormError::new(F::N, e))?
            }
            _ => {}
        }
        let sizes = Sizes::parse(&self.rsizes).map_err(|e| FormError::new(F::Rsizes, e))?;
        self.rail_spec()
            .sizes(sizes)
            .map_err(|e| FormError::new(F::Rsizes, e))?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::page::form::{from_link, to_link};

    #[test]
    fn a_link_names_only_the_source_on_show() {
        let (f, e) = from_link::<TourneysForm>("from=walk&board=8x8&start=1,1&rule=random&seed=18");
        assert!(e.is_empty(), "{e:?}");
        assert_eq!((f.from, f.gen), (Source::Walk, None));
        // The start is the default's: the link leaves it out.
        assert_eq!(to_link(&f), "from=walk&board=8x8&rule=random&seed=18");
        let (f, _) = from_link::<TourneysForm>("gen=braid&n=16&rails=1&graph=on");
        assert_eq!(to_link(&f), "gen=braid&n=16&rails=on&graph=on");
        assert!(f.refused().is_none());
        let (f, e) = from_link::<TourneysForm>("gen=nonsense&n=9&seed=-3&ops=banana");
        let fields: Vec<_> = e.iter().map(|e| e.field.name()).collect();
        assert_eq!(fields, ["gen", "seed", "n"]);
        assert_eq!(f.refused().as_deref(), Some("nonsense 9x9"));
        assert_eq!(f.ops, "banana");
    }
}

//! The experiments page's form: which part is shown, Figure 2's settings (`sizes`, `trials`,
//! `seed`, `start`, the CLI's `experiment success` options) and the timing's (`gens`, `tsizes`,
//! `tsamples`, `tseed`: named apart from Figure 2's, and as the page's links have always named
//! them). A field's text is read with the same words on the page and in the CLI; the page's
//! limits on a run (the largest side, the most trials and samples) are [`Form::check`]'s.

use crate::experiments::success::{self, Start, SuccessError};
use crate::experiments::timing::{Finish, TimingSpec};
use crate::experiments::Sizes;
use crate::input;
use crate::page::form::{Field, Form, FormError};
use crate::page::words::count;

/// The page's fields. [`ExperimentsField::Import`] is no control of the form: an import's
/// errors are said beside the import.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExperimentsField {
    /// The part shown: Figure 2 or the timing.
    Section,
    Sizes,
    Trials,
    Seed,
    Start,
    Gens,
    TSizes,
    TSamples,
    TSeed,
    Import,
}

use ExperimentsField as F;

impl Field for ExperimentsField {
    fn all() -> &'static [ExperimentsField] {
        &[
            F::Section,
            F::Sizes,
            F::Trials,
            F::Seed,
            F::Start,
            F::Gens,
            F::TSizes,
            F::TSamples,
            F::TSeed,
            F::Import,
        ]
    }

    fn name(self) -> &'static str {
        match self {
            F::Section => "section",
            F::Sizes => "sizes",
            F::Trials => "trials",
            F::Seed => "seed",
            F::Start => "start",
            F::Gens => "gens",
            F::TSizes => "tsizes",
            F::TSamples => "tsamples",
            F::TSeed => "tseed",
            F::Import => "import",
        }
    }
}

/// Figure 2's fields, which are also `experiment success`'s options.
pub const FIGURE2_FIELDS: [ExperimentsField; 4] = [F::Sizes, F::Trials, F::Seed, F::Start];
/// The timing's fields.
pub const TIMING_FIELDS: [ExperimentsField; 4] = [F::Gens, F::TSizes, F::TSamples, F::TSeed];

/// The largest board side the page walks (a trial's walk of up to 4 million squares).
pub const MAX_M: u32 = 2000;
/// The most trials per size the page runs.
pub const MAX_TRIALS: u32 = 10_000;
/// The most samples per size, and the largest n, the page times.
pub const MAX_SAMPLES: u32 = 1_000;
pub const MAX_TIMING_N: u32 = 1_000;
/// The page's timing defaults: Parberry's even 20 ≤ n ≤ 100 (Figures 20, 21) thinned to every
/// 20th, 3 samples (the paper averages 1,000: too long for a page).
pub const DEFAULT_TIMING_SIZES: (u32, u32, u32) = (20, 100, 20);
pub const DEFAULT_SAMPLES: u32 = 3;

/// The part of the page shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Section {
    #[default]
    Figure2,
    Timing,
}

impl Section {
    pub fn name(self) -> &'static str {
        match self {
            Section::Figure2 => "figure2",
            Section::Timing => "timing",
        }
    }

    /// The section called `name` (a link's entry, or the page's anchor).
    pub fn named(name: &str) -> Option<Section> {
        [Section::Figure2, Section::Timing]
            .into_iter()
            .find(|s| s.name() == name.trim())
    }
}

/// A whole number from 1 up: the words say which field it is for.
fn positive(label: &str, text: &str) -> Result<u32, String> {
    let t = text.trim();
    match t.parse::<u32>() {
        Ok(n) if n >= 1 => Ok(n),
        Ok(_) => Err(format!("{label}: {t} is not 1 or more")),
        Err(_) => Err(format!("{label}: '{t}' is not a whole number (1 or more)")),
    }
}

/// Figure 2's settings: the sizes m, the walks on each, the seed, where each walk starts. The
/// defaults are the paper's (000 §2): every m from 5 to 400, 100 walks, from (1,1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Figure2Settings {
    pub sizes: Sizes,
    pub trials: u32,
    pub seed: u64,
    pub start: Start,
}

impl Default for Figure2Settings {
    fn default() -> Figure2Settings {
        let (from, to) = success::PAPER_SIZES;
        Figure2Settings {
            sizes: Sizes::new(from, to, 1).expect("the paper's sizes"),
            trials: success::PAPER_TRIALS,
            seed: 1,
            start: Start::Corner,
        }
    }
}

impl Figure2Settings {
    /// A field's text (`start` as `corner`, `random` or `R,C`).
    pub fn text(&self, field: ExperimentsField) -> String {
        match field {
            F::Sizes => self.sizes.to_string(),
            F::Trials => self.trials.to_string(),
            F::Seed => self.seed.to_string(),
            F::Start => match self.start {
                Start::Corner => "corner".into(),
                other => other.to_string(),
            },
            _ => String::new(),
        }
    }

    /// Set one of [`FIGURE2_FIELDS`] from its text, as the page's control and the CLI's option
    /// hold it; the page's limits are checked by [`Figure2Settings::check`].
    pub fn set(&mut self, field: ExperimentsField, text: &str) -> Result<(), String> {
        match field {
            F::Sizes => self.sizes = Sizes::parse(text).map_err(|e| e.to_string())?,
            F::Trials => self.trials = positive("trials", text)?,
            F::Seed => self.seed = input::parse_seed(text).map_err(|e| e.to_string())?,
            F::Start => self.start = Start::parse(text).map_err(|e| e.to_string())?,
            _ => return Err(format!("{} is not a field of Figure 2", field.name())),
        }
        Ok(())
    }

    /// The page's limits, and the settings together (a fixed start on every board).
    pub fn check(&self) -> Result<(), FormError<ExperimentsField>> {
        let s = self.sizes;
        if s.to > MAX_M {
            return Err(FormError::new(
                F::Sizes,
                format!("sizes {s} are outside 1..{MAX_M}, the sizes this page runs"),
            ));
        }
        if self.trials > MAX_TRIALS {
            return Err(FormError::new(
                F::Trials,
                format!(
                    "trials: {} is more than {}, the most this page runs",
                    count(self.trials.into()),
                    count(MAX_TRIALS.into())
                ),
            ));
        }
        success::check(s, self.trials, self.start).map_err(|e| {
            let field = match e {
                SuccessError::StartOff { .. } | SuccessError::BadStart(_) => F::Start,
                SuccessError::NoTrials => F::Trials,
                SuccessError::Board { .. } => F::Sizes,
            };
            FormError::new(field, e)
        })
    }

    /// The CLI command that gives the same rows.
    pub fn command(&self) -> String {
        format!(
            "warnsdorff experiment success --sizes {} --trials {} --seed {} --start {}",
            self.sizes, self.trials, self.seed, self.start
        )
    }
}

/// The timing's settings: the timed generators (each `GEN`, `GEN+join` or `GEN+obfuscate`, in
/// the catalogue's order), the sizes n, the samples on each, the seed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TimingSettings {
    pub specs: Vec<TimingSpec>,
    pub sizes: Sizes,
    pub samples: u32,
    pub seed: u64,
}

impl Default for TimingSettings {
    fn default() -> TimingSettings {
        let (from, to, step) = DEFAULT_TIMING_SIZES;
        TimingSettings {
            specs: TimingSpec::all(),
            sizes: Sizes::new(from, to, step).expect("the page's timing sizes"),
            samples: DEFAULT_SAMPLES,
            seed: 1,
        }
    }
}

/// A timed generator's source: the name before any `+`.
fn source(spec: &TimingSpec) -> String {
    let s = spec.to_string();
    s.split('+').next().unwrap_or("").to_string()
}

/// The generators as the `gens` field takes them: `all`, or a comma-separated list of
/// generators (each timed as made, joined when it makes tourneys, and obfuscated) and single
/// forms `GEN+join` or `GEN+obfuscate`. The chosen forms come back in the catalogue's order,
/// each once.
pub fn parse_gens(text: &str) -> Result<Vec<TimingSpec>, String> {
    let all = TimingSpec::all();
    let mut chosen: Vec<TimingSpec> = Vec::new();
    for entry in text.split(',').map(str::trim).filter(|t| !t.is_empty()) {
        if entry == "all" {
            chosen.extend(all.iter().copied());
        } else if entry.contains('+') {
            chosen.push(TimingSpec::parse(entry).map_err(|e| e.to_string())?);
        } else {
            let spec = TimingSpec::parse(entry).map_err(|e| e.to_string())?;
            let name = source(&spec);
            chosen.extend(all.iter().copied().filter(|s| source(s) == name));
        }
    }
    if chosen.is_empty() {
        return Err(
            "choose at least one generator to time: all, or names such as braid,lin-wei".into(),
        );
    }
    let place = |s: &TimingSpec| all.iter().position(|a| a == s).unwrap_or(usize::MAX);
    chosen.sort_by_key(place);
    chosen.dedup();
    Ok(chosen)
}

/// The `gens` field's text for `specs`: `all`, or each generator whose every form is chosen by
/// its name and the other forms one by one.
pub fn gens_text(specs: &[TimingSpec]) -> String {
    let all = TimingSpec::all();
    if specs == all.as_slice() {
        return "all".into();
    }
    let mut out: Vec<String> = Vec::new();
    for name in TimingSpec::names() {
        let forms: Vec<TimingSpec> = all.iter().copied().filter(|s| source(s) == name).collect();
        let mine: Vec<TimingSpec> = specs
            .iter()
            .copied()
            .filter(|s| source(s) == name)
            .collect();
        if !mine.is_empty() && mine == forms {
            out.push(name);
        } else {
            out.extend(mine.iter().map(|s| s.to_string()));
        }
    }
    out.join(",")
}

impl TimingSettings {
    /// A field's text.
    pub fn text(&self, field: ExperimentsField) -> String {
        match field {
            F::Gens => gens_text(&self.specs),
            F::TSizes => self.sizes.to_string(),
            F::TSamples => self.samples.to_string(),
            F::TSeed => self.seed.to_string(),
            _ => String::new(),
        }
    }

    /// Set one of [`TIMING_FIELDS`] from its text; the page's limits are checked by
    /// [`TimingSettings::check`].
    pub fn set(&mut self, field: ExperimentsField, text: &str) -> Result<(), String> {
        match field {
            F::Gens => self.specs = parse_gens(text)?,
            F::TSizes => self.sizes = Sizes::parse(text).map_err(|e| e.to_string())?,
            F::TSamples => self.samples = positive("samples", text)?,
            F::TSeed => self.seed = input::parse_seed(text).map_err(|e| e.to_string())?,
            _ => return Err(format!("{} is not a field of the timing", field.name())),
        }
        Ok(())
    }

    /// The page's limits, and whether any chosen generator supports any of the sizes.
    pub fn check(&self) -> Result<(), FormError<ExperimentsField>> {
        let s = self.sizes;
        if s.from < 4 || s.to > MAX_TIMING_N {
            return Err(FormError::new(
                F::TSizes,
                format!("sizes {s} are outside 4..{MAX_TIMING_N}, the sizes this page times"),
            ));
        }
        if self.samples > MAX_SAMPLES {
            return Err(FormError::new(
                F::TSamples,
                format!(
                    "samples: {} is more than {}, the most this page takes",
                    count(self.samples.into()),
                    count(MAX_SAMPLES.into())
                ),
            ));
        }
        if !self
            .specs
            .iter()
            .any(|g| s.iter().any(|n| g.supports(n).is_ok()))
        {
            return Err(FormError::new(
                F::TSizes,
                format!("none of the chosen generators supports any size of {s}"),
            ));
        }
        Ok(())
    }

    /// The CLI command for the same measurement natively: one command for every generator,
    /// else a shell loop over the chosen forms (the CLI times one form or all).
    pub fn command(&self) -> String {
        let args = format!(
            "--sizes {} --samples {} --seed {}",
            self.sizes, self.samples, self.seed
        );
        if self.specs == TimingSpec::all() {
            format!("warnsdorff experiment timing --gen all {args}")
        } else if let [one] = self.specs.as_slice() {
            format!("warnsdorff experiment timing --gen {one} {args}")
        } else {
            let gens: Vec<String> = self.specs.iter().map(|s| s.to_string()).collect();
            format!(
                "for g in {}; do warnsdorff experiment timing --gen $g {args}; done",
                gens.join(" ")
            )
        }
    }

    /// The chosen forms with what is done to their covers.
    pub fn of(&self, finish: Finish) -> impl Iterator<Item = &TimingSpec> {
        self.specs.iter().filter(move |s| s.finish == finish)
    }
}

/// What the page shows: the part, and both parts' settings (the rows on show were made with
/// them, unless imported).
#[derive(Clone, Debug, PartialEq, Default)]
pub struct ExperimentsForm {
    pub section: Section,
    pub figure2: Figure2Settings,
    pub timing: TimingSettings,
}

impl Form for ExperimentsForm {
    type Field = ExperimentsField;

    fn linked() -> &'static [ExperimentsField] {
        &[
            F::Section,
            F::Sizes,
            F::Trials,
            F::Seed,
            F::Start,
            F::Gens,
            F::TSizes,
            F::TSamples,
            F::TSeed,
        ]
    }

    fn text(&self, field: ExperimentsField) -> String {
        match field {
            F::Section => self.section.name().into(),
            F::Sizes | F::Trials | F::Seed | F::Start => self.figure2.text(field),
            F::Gens | F::TSizes | F::TSamples | F::TSeed => self.timing.text(field),
            F::Import => String::new(),
        }
    }

    fn set(&mut self, field: ExperimentsField, text: &str) -> Result<(), String> {
        match field {
            F::Section => {
                self.section = Section::named(text)
                    .ok_or_else(|| format!("section '{}' is not figure2 or timing", text.trim()))?
            }
            F::Sizes | F::Trials | F::Seed | F::Start => self.figure2.set(field, text)?,
            F::Gens | F::TSizes | F::TSamples | F::TSeed => self.timing.set(field, text)?,
            F::Import => return Err("an import is not a field of the form".into()),
        }
        Ok(())
    }

    fn check(&self) -> Result<(), FormError<ExperimentsField>> {
        self.figure2.check()?;
        self.timing.check()
    }
}

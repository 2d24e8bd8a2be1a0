//! What the subcommands share about their arguments: the [`Usage`] error of a command-line
//! mistake, and value parsers for clap that refuse a value in the tool's own words (the core's
//! messages, or "'xml' is not one of json, csv"), which clap prints after the option's name.

use std::fmt;

/// A command-line mistake: printed on stderr, exit status 2.
#[derive(Debug)]
pub struct Usage(pub String);

impl fmt::Display for Usage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl<E: std::error::Error> From<E> for Usage {
    fn from(e: E) -> Usage {
        Usage(e.to_string())
    }
}

/// Parse a number option, saying what was expected.
pub fn number<T: std::str::FromStr>(name: &str, text: &str) -> Result<T, Usage> {
    text.trim()
        .parse()
        .map_err(|_| Usage(format!("{name} '{text}' is not a whole number")))
}

/// A clap value parser for the whole number option `name` (e.g. `--seed`), by [`number`].
pub fn whole<T>(name: &'static str) -> impl Fn(&str) -> Result<T, String> + Clone + Send + Sync
where
    T: std::str::FromStr + Clone + Send + Sync + 'static,
{
    move |text| number(name, text).map_err(|e| e.0)
}

/// A clap value parser for an option that takes one of `choices` (a `--format`), the refusal
/// listing them.
pub fn one_of(
    choices: &'static [&'static str],
) -> impl Fn(&str) -> Result<String, String> + Clone + Send + Sync {
    move |text| match choices.contains(&text) {
        true => Ok(text.to_string()),
        false => Err(format!("'{text}' is not one of {}", choices.join(", "))),
    }
}

/// A clap value parser from a parser of the core or of the command line that says its own
/// mistakes as a [`Usage`].
pub fn by<T>(
    parse: fn(&str) -> Result<T, Usage>,
) -> impl Fn(&str) -> Result<T, String> + Clone + Send + Sync
where
    T: Clone + Send + Sync + 'static,
{
    move |text| parse(text).map_err(|e| e.0)
}

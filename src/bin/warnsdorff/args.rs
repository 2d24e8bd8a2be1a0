//! A small argument reader shared by the subcommands: `--name value` options and `--flag`s,
//! with errors that say what is wrong and what is accepted.

use std::fmt;
use warnsdorff::page::form::{Field, Form};

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

/// The arguments after the subcommand, consumed option by option; `finish` refuses leftovers.
pub struct Args {
    items: Vec<Option<String>>,
    command: &'static str,
}

impl Args {
    pub fn new(command: &'static str, items: Vec<String>) -> Args {
        Args {
            items: items.into_iter().map(Some).collect(),
            command,
        }
    }

    /// The value after `--name`, if the option was given (the last one wins).
    pub fn value(&mut self, name: &str) -> Result<Option<String>, Usage> {
        let mut found = None;
        let mut i = 0;
        while i < self.items.len() {
            let here = self.items[i].as_deref();
            if let Some(rest) = here.and_then(|a| a.strip_prefix(name)) {
                if let Some(v) = rest.strip_prefix('=') {
                    found = Some(v.to_string());
                    self.items[i] = None;
                } else if rest.is_empty() {
                    let v = self
                        .items
                        .get_mut(i + 1)
                        .and_then(Option::take)
                        .ok_or_else(|| {
                            Usage(format!(
                                "{} {name}: a value is missing after it",
                                self.command
                            ))
                        })?;
                    found = Some(v);
                    self.items[i] = None;
                    i += 1;
                }
            }
            i += 1;
        }
        Ok(found)
    }

    /// Whether `--name` was given.
    pub fn flag(&mut self, name: &str) -> bool {
        let mut found = false;
        for item in self.items.iter_mut() {
            if item.as_deref() == Some(name) {
                *item = None;
                found = true;
            }
        }
        found
    }

    /// The remaining plain (non-option) arguments, in order.
    #[allow(dead_code)] // for subcommands with positional arguments (validate)
    pub fn positional(&mut self) -> Vec<String> {
        let mut out = Vec::new();
        for item in self.items.iter_mut() {
            if item
                .as_deref()
                .is_some_and(|a| a == "-" || !a.starts_with('-'))
            {
                out.push(item.take().unwrap());
            }
        }
        out
    }

    /// Refuse anything not consumed.
    pub fn finish(self, accepted: &str) -> Result<(), Usage> {
        let left: Vec<String> = self.items.into_iter().flatten().collect();
        if left.is_empty() {
            Ok(())
        } else {
            Err(Usage(format!(
                "{}: unknown argument '{}'; accepted: {accepted}",
                self.command,
                left.join(" ")
            )))
        }
    }
}

impl Args {
    /// The fields `fields` of a page's form read from their options (`--board 8x8` is the
    /// link's `board=8x8`), each by the form's own grammar, on top of `form`. The page's own
    /// limits ([`Form::check`]) are not applied: the CLI takes what the core takes.
    pub fn form<F: Form>(&mut self, mut form: F, fields: &[F::Field]) -> Result<F, Usage> {
        for &f in fields {
            if let Some(text) = self.value(&format!("--{}", f.name()))? {
                form.set(f, &text)
                    .map_err(|e| Usage(format!("{} --{}: {e}", self.command, f.name())))?;
            }
        }
        Ok(form)
    }
}

/// Parse a number option, saying what was expected.
pub fn number<T: std::str::FromStr>(name: &str, text: &str) -> Result<T, Usage> {
    text.trim()
        .parse()
        .map_err(|_| Usage(format!("{name} '{text}' is not a whole number")))
}

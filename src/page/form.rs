//! A lab's typed form and its link: the fields a page's controls, its address and the CLI's
//! options all describe, read and written here and nowhere else.
//!
//! A lab names its fields with an enum ([`Field`]); a field's name is the key of its link
//! entry, the `name` of the page control that edits it and the CLI's `--name` option, so a
//! page's link and a command line describe the same run. The form ([`Form`]) holds the typed
//! values; `Default` is the page's defaults, and a link keeps only the fields that differ from
//! them. Errors name a field ([`FormError`]), never a control of the page.

use std::fmt;

/// A lab's fields: an enum, each variant a field with a fixed name (lower case, `-` between
/// words).
pub trait Field: Copy + Eq + fmt::Debug + 'static {
    /// Every field, in the order the link writes them.
    fn all() -> &'static [Self];

    /// The field's name: its link key, its control's `name`, its CLI option.
    fn name(self) -> &'static str;

    /// The field called `name`, if any.
    fn named(name: &str) -> Option<Self> {
        Self::all().iter().copied().find(|f| f.name() == name)
    }
}

/// What is wrong with one field, in words for the page to show beside it; for an import, also
/// the line and square of the text it is about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FormError<F> {
    pub field: F,
    pub message: String,
    pub line: Option<usize>,
    pub square: Option<(u32, u32)>,
}

impl<F> FormError<F> {
    pub fn new(field: F, message: impl fmt::Display) -> FormError<F> {
        FormError {
            field,
            message: message.to_string(),
            line: None,
            square: None,
        }
    }

    /// The same error, about line `line` (1-based) and square `(row, col)` of an imported text.
    pub fn at(mut self, line: Option<usize>, square: Option<(u32, u32)>) -> FormError<F> {
        self.line = line;
        self.square = square;
        self
    }
}

impl<F> fmt::Display for FormError<F> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

/// A lab's form: its fields' values, typed and checked. `Default` is the page's defaults.
pub trait Form: Clone + Default {
    type Field: Field;

    /// The fields a link keeps (the others are controls of the page alone, e.g. a rail's number
    /// typed to switch it). All of them unless the lab says otherwise.
    fn linked() -> &'static [Self::Field] {
        Self::Field::all()
    }

    /// Whether this form's link writes `field`: by default when it is one of [`Form::linked`].
    /// A form whose fields matter in some of its states only (a walk's start square, when the
    /// page shows a walk's tour) leaves the others out of its link.
    fn links(&self, field: Self::Field) -> bool {
        Self::linked().contains(&field)
    }

    /// A field's value as canonical text (what its control shows and its link entry holds).
    fn text(&self, field: Self::Field) -> String;

    /// Set a field from text: Err says what is wrong with it (the field is then unchanged).
    fn set(&mut self, field: Self::Field, text: &str) -> Result<(), String>;

    /// What the form as typed would do that a person should know before applying it (the
    /// memory a big board will take), beside the field it comes from; nothing is wrong. Empty
    /// by default.
    fn notes(&self) -> Vec<FormError<Self::Field>> {
        Vec::new()
    }

    /// Check the fields together (a start square on the board, a rule the board takes):
    /// the first field that is wrong.
    fn check(&self) -> Result<(), FormError<Self::Field>> {
        Ok(())
    }
}

/// `base` with the fields named in `texts` set from their texts (names that are no field of
/// the form are passed over): every field's error, or the form when all are good and
/// [`Form::check`] passes.
///
/// ```
/// use warnsdorff::page::form::{read, Field, Form, FormError};
/// #[derive(Clone, Copy, Debug, PartialEq, Eq)]
/// enum F { N }
/// impl Field for F {
///     fn all() -> &'static [F] { &[F::N] }
///     fn name(self) -> &'static str { "n" }
/// }
/// #[derive(Clone, Debug, Default)]
/// struct Count(u32);
/// impl Form for Count {
///     type Field = F;
///     fn text(&self, _: F) -> String { self.0.to_string() }
///     fn set(&mut self, _: F, t: &str) -> Result<(), String> {
///         self.0 = t.trim().parse().map_err(|_| format!("'{t}' is not a number"))?;
///         Ok(())
///     }
/// }
/// let texts = [("n".to_string(), "12".to_string()), ("other".into(), "x".into())];
/// assert_eq!(read(&Count::default(), &texts).unwrap().0, 12);
/// let bad = [("n".to_string(), "twelve".to_string())];
/// assert_eq!(read(&Count::default(), &bad).unwrap_err()[0].field, F::N);
/// ```
pub fn read<T: Form>(base: &T, texts: &[(String, String)]) -> Result<T, Vec<FormError<T::Field>>> {
    let mut form = base.clone();
    let mut errors = Vec::new();
    for (name, text) in texts {
        let Some(field) = T::Field::named(name) else {
            continue;
        };
        if let Err(e) = form.set(field, text) {
            errors.push(FormError::new(field, e));
        }
    }
    if errors.is_empty() {
        form.check().map_err(|e| vec![e])?;
        Ok(form)
    } else {
        Err(errors)
    }
}

/// The form a link describes: the defaults with each linked field the link names set from
/// it, and what was wrong with each entry that could not be used (that field keeps its
/// default). When the fields together do not pass [`Form::check`], the error is reported and
/// the defaults are used for every field the check names, until they pass.
pub fn from_link<T: Form>(query: &str) -> (T, Vec<FormError<T::Field>>) {
    let (form, mut errors) = read_link::<T>(query);
    // A field the link gave but the form it describes leaves out (a board with a generated
    // cover, which takes only a size): it changed nothing, and the page says so.
    let mut unused: Vec<T::Field> = Vec::new();
    for (key, text) in decode_query(query) {
        let Some(field) = T::Field::named(&key).filter(|f| T::linked().contains(f)) else {
            continue;
        };
        let said = unused.contains(&field) || errors.iter().any(|e| e.field == field);
        if !form.links(field) && !said {
            unused.push(field);
            errors.push(FormError::new(
                field,
                format!("'{text}' was skipped: the rest of the link does not use {key}"),
            ));
        }
    }
    (form, errors)
}

/// [`from_link`] but for the fields the link gave and its form leaves out.
fn read_link<T: Form>(query: &str) -> (T, Vec<FormError<T::Field>>) {
    let mut form = T::default();
    let mut errors = Vec::new();
    for (key, text) in decode_query(query) {
        let Some(field) = T::Field::named(&key).filter(|f| T::linked().contains(f)) else {
            continue;
        };
        if let Err(e) = form.set(field, &text) {
            errors.push(FormError::new(field, e));
        }
    }
    let defaults = T::default();
    // Each round puts the field the check names back to its default.
    for _ in 0..=T::Field::all().len() {
        let Err(e) = form.check() else {
            return (form, errors);
        };
        let back = defaults.text(e.field);
        let stuck = form.text(e.field) == back || form.set(e.field, &back).is_err();
        errors.push(e);
        if stuck {
            break;
        }
    }
    if form.check().is_err() {
        form = T::default();
    }
    (form, errors)
}

/// The keys of a query string that name no field of `T`'s link (each once, in the order
/// given): a link from another page, an older version or a typo, which [`from_link`] skips and
/// the page must say it skipped. The colour scheme's entry ([`super::look::LINK_KEY`]) and the
/// class view's ([`super::class_view::LINK_KEY`]) are the page frame's, on every page's link,
/// and never one of them.
///
/// ```
/// use warnsdorff::labs::walk::form::WalkForm;
/// use warnsdorff::page::form::unknown_keys;
/// assert_eq!(unknown_keys::<WalkForm>("board=8x8&rows=9&rows=10&bord=5x5"), ["rows", "bord"]);
/// assert!(unknown_keys::<WalkForm>("board=8x8&theme=dark&view=class").is_empty());
/// ```
pub fn unknown_keys<T: Form>(query: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for (key, _) in decode_query(query) {
        let known = key == super::look::LINK_KEY
            || key == super::class_view::LINK_KEY
            || key == super::zoom::LINK_KEY
            || T::Field::named(&key).is_some_and(|f| T::linked().contains(&f));
        if !known && !out.contains(&key) {
            out.push(key);
        }
    }
    out
}

/// The link keys of `T`, in link order, for a message that lists them.
pub fn link_keys<T: Form>() -> Vec<&'static str> {
    T::linked().iter().map(|f| f.name()).collect()
}

/// The link of a form: its linked fields ([`Form::links`]) that differ from the defaults, in
/// the order of [`Field::all`], as a query string (`a=1&b=x`; empty when all are defaults).
pub fn to_link<T: Form>(form: &T) -> String {
    let defaults = T::default();
    let entries: Vec<(&str, String)> = T::linked()
        .iter()
        .filter(|&&f| form.links(f))
        .map(|&f| (f, form.text(f)))
        .filter(|(f, t)| *t != defaults.text(*f))
        .map(|(f, t)| (f.name(), t))
        .collect();
    encode_query(&entries)
}

/// Every field's text, in the order of [`Field::all`]: what the page's controls show.
pub fn texts<T: Form>(form: &T) -> Vec<(&'static str, String)> {
    T::Field::all()
        .iter()
        .map(|&f| (f.name(), form.text(f)))
        .collect()
}

/// The entries of a query string (`?` optional), decoded as a browser's `URLSearchParams`
/// does (`+` is a space, `%XX` a byte; bad escapes kept as typed).
///
/// ```
/// use warnsdorff::page::form::decode_query;
/// let e = decode_query("?board=8x8&rule=ordering%3A12345678&note=a+b");
/// assert_eq!(e[1], ("rule".to_string(), "ordering:12345678".to_string()));
/// assert_eq!(e[2].1, "a b");
/// ```
pub fn decode_query(query: &str) -> Vec<(String, String)> {
    query
        .trim_start_matches('?')
        .split('&')
        .filter(|p| !p.is_empty())
        .map(|p| {
            let (k, v) = p.split_once('=').unwrap_or((p, ""));
            (unescape(k), unescape(v))
        })
        .collect()
}

/// A query string of `entries`, escaping only what a link cannot hold as it is, so that the
/// address bar stays readable (`board=8x8&rule=ordering:12345678`).
///
/// ```
/// use warnsdorff::page::form::{decode_query, encode_query};
/// let q = encode_query(&[("rule", "ordering:1234".into()), ("t", "a b&c".into())]);
/// assert_eq!(q, "rule=ordering:1234&t=a+b%26c");
/// assert_eq!(decode_query(&q)[1].1, "a b&c");
/// ```
pub fn encode_query(entries: &[(&str, String)]) -> String {
    entries
        .iter()
        .map(|(k, v)| format!("{}={}", escape(k), escape(v)))
        .collect::<Vec<_>>()
        .join("&")
}

fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for b in text.bytes() {
        match b {
            b' ' => out.push('+'),
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' => out.push(b as char),
            b'-' | b'_' | b'.' | b'~' | b',' | b':' | b'*' | b'!' | b'(' | b')' | b'@' | b'/' => {
                out.push(b as char)
            }
            _ => out.push_str(&format!("%{b:02X}")),
        }
    }
    out
}

fn unescape(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' if i + 2 < bytes.len() => match (hex(bytes[i + 1]), hex(bytes[i + 2])) {
                (Some(h), Some(l)) => {
                    out.push(h << 4 | l);
                    i += 2;
                }
                _ => out.push(b'%'),
            },
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

fn hex(b: u8) -> Option<u8> {
    (b as char).to_digit(16).map(|d| d as u8)
}

//! The header of an import: the board a text names, read before its body, so that a text naming
//! a board over a page's limit is refused before its body is parsed or the board allocated.
//!
//! A JSON record is read only as far as its top-level `board` (the keys before it skipped
//! without building anything), a matrix only as far as its line count and its first line's
//! entries.

use serde::de::{self, DeserializeSeed, IgnoredAny, MapAccess, Visitor};
use std::cell::Cell;
use std::fmt;

/// The board's sides `(rows, cols)` a text names, as far as its header says: None when the
/// header does not read (the full parse then says why).
pub fn sides(text: &str) -> Option<(u64, u64)> {
    let t = text.trim_start();
    if t.starts_with('{') {
        json_sides(t)
    } else {
        Some(matrix_sides(t))
    }
}

/// A matrix's sides: its non-blank lines, and the entries of its first.
fn matrix_sides(t: &str) -> (u64, u64) {
    let mut lines = t.lines().filter(|l| !l.trim().is_empty());
    let cols = lines
        .next()
        .map_or(0, |l| l.split_whitespace().count() as u64);
    (1 + lines.count() as u64, cols)
}

/// The `board` of a JSON object, `[rows, cols]`, read up to it and no further.
fn json_sides(t: &str) -> Option<(u64, u64)> {
    let found = Cell::new(None);
    let mut de = serde_json::Deserializer::from_str(t);
    // Finding the board ends the read with an error of its own: the rest is not looked at.
    let _ = Peek(&found).deserialize(&mut de);
    found.get()
}

/// Reads a JSON object's keys until `board`, leaving its sides in the cell.
struct Peek<'a>(&'a Cell<Option<(u64, u64)>>);

impl<'de> DeserializeSeed<'de> for Peek<'_> {
    type Value = ();
    fn deserialize<D: de::Deserializer<'de>>(self, d: D) -> Result<(), D::Error> {
        d.deserialize_map(self)
    }
}

impl<'de> Visitor<'de> for Peek<'_> {
    type Value = ();
    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a JSON object")
    }
    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<(), A::Error> {
        while let Some(key) = map.next_key::<std::borrow::Cow<'de, str>>()? {
            if key == "board" {
                let [rows, cols] = map.next_value::<[u64; 2]>()?;
                self.0.set(Some((rows, cols)));
                return Err(de::Error::custom("the board is read"));
            }
            map.next_value::<IgnoredAny>()?;
        }
        Ok(())
    }
}

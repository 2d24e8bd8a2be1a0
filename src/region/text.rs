//! A board's shape and how its edges join, as text: the papers' matrix with `#` for a removed
//! square (any other entry, a number, a dash or a dot, is a square), `none|cylinder|torus`, and
//! a leaper `A,B`.

use super::Wrap;
use std::fmt;
use std::str::FromStr;

/// A shape read from text: a `rows` × `cols` rectangle and the squares removed, row by row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shape {
    pub rows: u32,
    pub cols: u32,
    pub removed: Vec<bool>,
}

/// Why a shape, a wrap or a leaper was refused; the message says what is accepted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShapeError(pub String);

impl fmt::Display for ShapeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ShapeError {}

/// The largest side a shape may have.
pub const MAX_SIDE: usize = 10_000;

impl FromStr for Shape {
    type Err = ShapeError;

    /// Rows of whitespace-separated entries, or of single characters when a row has no space
    /// (`..#..`); blank lines are skipped; every row as long as the first.
    ///
    /// ```
    /// use warnsdorff::region::text::Shape;
    /// let s: Shape = "1 2 3\n4 # 6\n".parse().unwrap();
    /// assert_eq!((s.rows, s.cols), (2, 3));
    /// assert_eq!(s.removed, vec![false, false, false, false, true, false]);
    /// assert_eq!("..#\n.#.".parse::<Shape>().unwrap().removed.iter().filter(|&&r| r).count(), 2);
    /// assert!("1 2\n3".parse::<Shape>().is_err());
    /// ```
    fn from_str(text: &str) -> Result<Shape, ShapeError> {
        let mut rows: Vec<Vec<bool>> = Vec::new();
        for (n, line) in text.lines().enumerate() {
            let line = line.trim();
            if line.is_empty() {
                continue;
            }
            let row: Vec<bool> = if line.contains(char::is_whitespace) {
                line.split_whitespace().map(|e| e == "#").collect()
            } else {
                line.chars().map(|c| c == '#').collect()
            };
            if let Some(first) = rows.first() {
                if row.len() != first.len() {
                    return Err(ShapeError(format!(
                        "shape line {}: {} entries, but the first row has {}",
                        n + 1,
                        row.len(),
                        first.len()
                    )));
                }
            }
            if row.len() > MAX_SIDE || rows.len() >= MAX_SIDE {
                return Err(ShapeError(format!(
                    "shape line {}: a side may be at most {MAX_SIDE} squares",
                    n + 1
                )));
            }
            rows.push(row);
        }
        if rows.is_empty() {
            return Err(ShapeError(
                "the shape is empty: give rows of entries, # for a removed square".into(),
            ));
        }
        Ok(Shape {
            rows: rows.len() as u32,
            cols: rows[0].len() as u32,
            removed: rows.concat(),
        })
    }
}

impl FromStr for Wrap {
    type Err = ShapeError;

    /// ```
    /// use warnsdorff::region::Wrap;
    /// assert_eq!("torus".parse::<Wrap>().unwrap(), Wrap::Torus);
    /// assert!("ring".parse::<Wrap>().is_err());
    /// ```
    fn from_str(text: &str) -> Result<Wrap, ShapeError> {
        match text.trim() {
            "none" => Ok(Wrap::None),
            "cylinder" => Ok(Wrap::Cylinder),
            "torus" => Ok(Wrap::Torus),
            other => Err(ShapeError(format!(
                "'{other}' is not a wrap; accepted: none, cylinder, torus"
            ))),
        }
    }
}

impl Wrap {
    /// The wrap's name, as [`Wrap::from_str`] reads it.
    pub fn name(self) -> &'static str {
        match self {
            Wrap::None => "none",
            Wrap::Cylinder => "cylinder",
            Wrap::Torus => "torus",
        }
    }
}

/// A leaper `A,B` (a ≠ b, each at most 100): the knight is `1,2`.
///
/// ```
/// use warnsdorff::region::text::leaper;
/// assert_eq!(leaper("1,3"), Ok((1, 3)));
/// assert!(leaper("2,2").is_err());
/// assert!(leaper("x").is_err());
/// ```
pub fn leaper(text: &str) -> Result<(u32, u32), ShapeError> {
    let bad = || {
        ShapeError(format!(
            "'{text}' is not a leaper: give A,B with A and B different whole numbers up to 100 \
             (the knight is 1,2)"
        ))
    };
    let (a, b) = text.split_once(',').ok_or_else(bad)?;
    let a: u32 = a.trim().parse().map_err(|_| bad())?;
    let b: u32 = b.trim().parse().map_err(|_| bad())?;
    if a == b || a > 100 || b > 100 {
        return Err(bad());
    }
    Ok((a, b))
}

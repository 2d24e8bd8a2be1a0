//! Experiments that re-check the papers' measured claims: Squirrel & Cull's random-tiebreak
//! success rates (000 §2, Figure 2) in [`success`], Parberry's CPU-time-per-cell curves
//! (001 Figures 3, 20, 21) in [`timing`], and the Takefuji–Lee network's convergence rates
//! (001 §3.2) in [`convergence`].
//! The Rail Conjecture and the join's claims (001 §4–§5) are held against runs in [`rails`].
//!
//! Every core function here is single-threaded and seeded, so the page (wasm) can call it one
//! board size at a time; the native CLI spreads the sizes over threads.

pub mod convergence;
pub mod rails;
pub mod success;
pub mod timing;

use std::fmt;

/// An inclusive range of board sizes `from..=to` taken every `step`, written `A..B` or
/// `A..B:STEP` (e.g. `20..100:2`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sizes {
    pub from: u32,
    pub to: u32,
    pub step: u32,
}

/// Why a size range was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SizesError {
    /// Not of the form `A..B` or `A..B:STEP`.
    Syntax(String),
    /// Empty (`from > to`), a zero side or a zero step.
    Empty { from: u32, to: u32, step: u32 },
}

impl fmt::Display for SizesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SizesError::Syntax(t) => write!(
                f,
                "sizes '{t}' are not A..B or A..B:STEP with whole numbers, e.g. 5..400 or 20..100:2"
            ),
            SizesError::Empty { from, to, step } => write!(
                f,
                "sizes {from}..{to}:{step} are empty: need 1 <= A <= B and STEP >= 1"
            ),
        }
    }
}

impl std::error::Error for SizesError {}

impl Sizes {
    /// `from..=to` every `step`, refused when empty.
    pub fn new(from: u32, to: u32, step: u32) -> Result<Sizes, SizesError> {
        if from == 0 || from > to || step == 0 {
            return Err(SizesError::Empty { from, to, step });
        }
        Ok(Sizes { from, to, step })
    }

    /// Parse `A..B` (step 1) or `A..B:STEP`; a single number `A` means `A..A`.
    pub fn parse(text: &str) -> Result<Sizes, SizesError> {
        let syntax = || SizesError::Syntax(text.to_string());
        let num = |t: &str| t.trim().parse::<u32>().map_err(|_| syntax());
        let t = text.trim();
        let (range, step) = match t.split_once(':') {
            Some((r, s)) => (r, num(s)?),
            None => (t, 1),
        };
        let (from, to) = match range.split_once("..") {
            Some((a, b)) => (num(a)?, num(b.trim_start_matches('='))?),
            None => {
                let a = num(range)?;
                (a, a)
            }
        };
        Sizes::new(from, to, step)
    }

    /// The sizes in increasing order.
    pub fn iter(&self) -> impl DoubleEndedIterator<Item = u32> {
        let (from, step) = (self.from, self.step);
        (0..self.len() as u32).map(move |k| from + k * step)
    }

    /// How many sizes there are.
    pub fn len(&self) -> usize {
        ((self.to - self.from) / self.step) as usize + 1
    }

    /// Never true: a range is refused when empty.
    pub fn is_empty(&self) -> bool {
        false
    }
}

impl fmt::Display for Sizes {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.step == 1 {
            write!(f, "{}..{}", self.from, self.to)
        } else {
            write!(f, "{}..{}:{}", self.from, self.to, self.step)
        }
    }
}

/// The threads a native run uses, and a flag that, once set, stops it handing out more work:
/// a run stopped so returns what it had finished (the command line sets it on Ctrl-C). A plain
/// thread count converts into one that is never stopped.
#[cfg(not(target_arch = "wasm32"))]
#[derive(Clone, Copy, Debug)]
pub struct Threads<'a> {
    pub count: usize,
    pub stop: Option<&'a std::sync::atomic::AtomicBool>,
}

#[cfg(not(target_arch = "wasm32"))]
impl From<usize> for Threads<'_> {
    fn from(count: usize) -> Self {
        Threads { count, stop: None }
    }
}

#[cfg(not(target_arch = "wasm32"))]
impl Threads<'_> {
    fn stopped(&self) -> bool {
        self.stop
            .is_some_and(|s| s.load(std::sync::atomic::Ordering::Relaxed))
    }
}

/// Run `work` on every item of `items` on `threads` threads (native only), returning the results
/// in the order of `items`. Items are handed out one at a time from the front, so put the
/// longest first. Once `threads.stop` is set no item is begun: the items finished by then are
/// returned, in order, and the rest left out.
#[cfg(not(target_arch = "wasm32"))]
pub fn parallel_map<'a, T: Sync, R: Send>(
    items: &[T],
    threads: impl Into<Threads<'a>>,
    work: impl Fn(&T) -> R + Sync,
) -> Vec<R> {
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::sync::Mutex;
    let threads = threads.into();
    let next = AtomicUsize::new(0);
    let out: Mutex<Vec<Option<R>>> = Mutex::new((0..items.len()).map(|_| None).collect());
    std::thread::scope(|s| {
        for _ in 0..threads.count.max(1).min(items.len().max(1)) {
            s.spawn(|| loop {
                if threads.stopped() {
                    break;
                }
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= items.len() {
                    break;
                }
                let r = work(&items[i]);
                out.lock().unwrap()[i] = Some(r);
            });
        }
    });
    out.into_inner().unwrap().into_iter().flatten().collect()
}

/// The threads to use natively: the machine's available parallelism.
#[cfg(not(target_arch = "wasm32"))]
pub fn default_threads() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

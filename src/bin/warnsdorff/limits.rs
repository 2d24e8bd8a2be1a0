//! The command line's stated maximums, checked before any work starts: threads at most the
//! cores, board sizes within the board limit, repeat counts bounded, and memory for the
//! largest allocation a run makes, each refused with a message naming the limit.

use crate::args::{number, Usage};
use warnsdorff::board::MAX_SQUARE_SIDE;
use warnsdorff::experiments::{default_threads, Sizes};

/// The most shatters `cover --shatter K` makes: each is a pass over the whole cover, and after a
/// few the cover is in pieces already.
pub const MAX_SHATTERS: usize = 1000;

/// The most trials or samples a size an experiment takes (`--trials`, `--samples`).
pub const MAX_REPEATS: usize = 1_000_000;
/// The most iterations a network runs (`experiment convergence --max-iterations`).
pub const MAX_ITERATIONS: usize = 10_000_000;
/// The most attempts `stats --max-attempts` allows.
pub const MAX_ATTEMPTS: usize = 1_000_000_000_000;

/// A thread count `option` of `command`: 1 up to the machine's cores.
pub fn threads(command: &str, option: &str, text: &str) -> Result<usize, Usage> {
    let cores = default_threads();
    match number::<usize>(option, text)? {
        0 => Err(Usage(format!("{command}: {option} must be at least 1"))),
        n if n > cores => Err(Usage(format!(
            "{command}: {option} {n} is more than this machine's {cores} cores; give 1 to {cores}"
        ))),
        n => Ok(n),
    }
}

/// A count `option` of `command`, 0 up to `max`.
pub fn at_most(command: &str, option: &str, text: &str, max: usize) -> Result<usize, Usage> {
    match number::<usize>(option, text) {
        Ok(n) if n <= max => Ok(n),
        Ok(n) => Err(Usage(format!(
            "{command}: {option} {n} is over the limit of {max}"
        ))),
        // Past usize: still a count, just over the limit.
        Err(_) if text.trim().chars().all(|c| c.is_ascii_digit()) && !text.trim().is_empty() => {
            Err(Usage(format!(
                "{command}: {option} {} is over the limit of {max}",
                text.trim()
            )))
        }
        Err(e) => Err(e),
    }
}

/// Board sides `A..B[:STEP]` of `command`, the largest within the board limit
/// ([`MAX_SQUARE_SIDE`] a side for square boards).
pub fn sizes(command: &str, text: &str) -> Result<Sizes, Usage> {
    let sizes = Sizes::parse(text).map_err(|e| Usage(format!("{command}: {e}")))?;
    within(command, sizes)
}

/// `sizes` refused when the largest is over the board limit.
pub fn within(command: &str, sizes: Sizes) -> Result<Sizes, Usage> {
    if sizes.to > MAX_SQUARE_SIDE {
        return Err(Usage(format!(
            "{command}: --sizes {sizes} goes past the board limit of {MAX_SQUARE_SIDE}x{MAX_SQUARE_SIDE}; \
             the largest side is {MAX_SQUARE_SIDE}"
        )));
    }
    Ok(sizes)
}

/// Bytes of memory this process may still take: the machine's free memory (Linux's
/// MemAvailable) or what is left of the process's address-space limit (`ulimit -v`), the
/// smaller; None when neither is known.
pub fn available_memory() -> Option<u64> {
    let free = meminfo_available();
    let left = address_space_left();
    match (free, left) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, b) => a.or(b),
    }
}

fn meminfo_available() -> Option<u64> {
    let info = std::fs::read_to_string("/proc/meminfo").ok()?;
    let line = info.lines().find(|l| l.starts_with("MemAvailable:"))?;
    let kb: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb * 1024)
}

/// The address-space limit's soft value less the address space in use, when there is a limit.
fn address_space_left() -> Option<u64> {
    let limits = std::fs::read_to_string("/proc/self/limits").ok()?;
    let line = limits
        .lines()
        .find(|l| l.starts_with("Max address space"))?;
    let soft: u64 = line
        .trim_start_matches("Max address space")
        .split_whitespace()
        .next()?
        .parse()
        .ok()?;
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let used_kb: u64 = status
        .lines()
        .find(|l| l.starts_with("VmSize:"))?
        .split_whitespace()
        .nth(1)?
        .parse()
        .ok()?;
    Some(soft.saturating_sub(used_kb * 1024))
}

pub fn gb(bytes: u64) -> String {
    format!("{:.2} GB", bytes as f64 / 1e9)
}

/// Refuse, with the figures, a run of `command` needing about `need` bytes (`what` says of
/// what) when the memory left cannot hold it with a tenth to spare, rather than let the
/// allocation abort.
pub fn check_memory(command: &str, what: &str, need: u64) -> Result<(), Usage> {
    let Some(free) = available_memory() else {
        return Ok(());
    };
    if need > free / 10 * 9 {
        return Err(Usage(format!(
            "{command}: {what} needs about {} of memory and this process has {} left; try a \
             smaller board or free some memory",
            gb(need),
            gb(free)
        )));
    }
    Ok(())
}

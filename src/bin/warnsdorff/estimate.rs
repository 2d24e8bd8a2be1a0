//! How much a long run will do, said before it starts: the squares it walks at least (a walk
//! visits each square of its board once; a cover, a network or a failed attempt costs more per
//! square, so the figure is a lower bound), and the time that takes at this machine's walking
//! speed, measured when the estimate is made. A run whose lower bound is over
//! [`BUDGET_SECONDS`] is refused unless `--force` asks for it.

use crate::args::Usage;
use std::time::Instant;
use warnsdorff::board::{Board, Square};
use warnsdorff::rules::RuleSpec;
use warnsdorff::walk::Walk;

/// The longest run started without `--force`, in seconds of the lower bound.
pub const BUDGET_SECONDS: f64 = 3600.0;

/// Runs estimated under this many seconds start without a word.
const QUIET_SECONDS: f64 = 10.0;

/// Squares a second this machine walks now: the best of three walks of 300x300 by Warnsdorff's
/// rule with a fixed move-ordering (a few milliseconds in all); 0 if none could be made.
pub fn squares_per_second() -> f64 {
    let (Ok(board), Ok(rule)) = (
        Board::square_board(300),
        RuleSpec::parse("ordering:12345678"),
    ) else {
        return 0.0;
    };
    (0..3)
        .filter_map(|_| {
            let t = Instant::now();
            let mut w = Walk::new(board, Square::new(1, 1), rule.clone(), 1).ok()?;
            let n = w.run(usize::MAX) + 1;
            Some(n as f64 / t.elapsed().as_secs_f64().max(1e-9))
        })
        .fold(0.0, f64::max)
}

/// `seconds` as a person reads it.
fn duration(seconds: f64) -> String {
    match seconds {
        s if s < 90.0 => format!("{s:.0} s"),
        s if s < 5400.0 => format!("{:.0} min", s / 60.0),
        s if s < 172_800.0 => format!("{:.1} h", s / 3600.0),
        s => format!("{:.0} days", s / 86400.0),
    }
}

/// Check a run of `command` that walks at least `squares` squares (`how`: how that count is
/// made, e.g. "100 tours x 2,500 squares"): refused over the budget unless `force`, said on
/// stderr when it will take a while (unless `quiet`).
pub fn check(
    command: &str,
    squares: f64,
    how: &str,
    force: bool,
    quiet: bool,
) -> Result<(), Usage> {
    let rate = squares_per_second();
    if rate <= 0.0 {
        return Ok(());
    }
    let seconds = squares / rate;
    let words = format!(
        "{command}: at least {squares:.2e} squares to walk ({how}): at least {} at this machine's \
         {:.0} M squares/s, measured now",
        duration(seconds),
        rate / 1e6
    );
    if seconds > BUDGET_SECONDS && !force {
        return Err(Usage(format!(
            "{words}; that is over the budget of {} a run: give --force to run it anyway, or ask \
             for less",
            duration(BUDGET_SECONDS)
        )));
    }
    if seconds >= QUIET_SECONDS && !quiet {
        eprintln!("{words}; Ctrl-C ends it with what is finished");
    }
    Ok(())
}

/// The squares of the square boards `sides`, summed.
pub fn square_boards(sides: impl IntoIterator<Item = u32>) -> f64 {
    sides.into_iter().map(|m| f64::from(m) * f64::from(m)).sum()
}

//! Ctrl-C on the long commands (`stats`, `sweep`, `experiment`): the first asks the run under way
//! to stop and end cleanly with what it had finished (printed as usual, then exit status 130);
//! a second ends the process at once. Other commands keep the default: Ctrl-C ends them.

use std::sync::atomic::{AtomicBool, Ordering};

static STOP: AtomicBool = AtomicBool::new(false);

/// The exit status of a run ended by Ctrl-C (128 + SIGINT, as shells report it).
pub const EXIT: u8 = 130;

/// Catch Ctrl-C for the rest of the process. A handler that cannot be set (one set already)
/// leaves the default, which ends the process.
pub fn catch() {
    let _ = ctrlc::set_handler(|| {
        if STOP.swap(true, Ordering::SeqCst) {
            std::process::exit(EXIT.into());
        }
        eprintln!("warnsdorff: Ctrl-C: ending with what is finished (again to end at once)");
    });
}

/// `count` threads that stop handing out work after Ctrl-C.
pub fn threads(count: usize) -> warnsdorff::experiments::Threads<'static> {
    warnsdorff::experiments::Threads {
        count,
        stop: Some(&STOP),
    }
}

/// Whether Ctrl-C has been pressed.
pub fn asked() -> bool {
    STOP.load(Ordering::Relaxed)
}

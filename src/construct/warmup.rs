//! Memory made ready ahead of a big construction, a slice at a time, so that the page's first
//! build of a large board does not stall on fresh memory.
//!
//! Where the first build's time went (the construction page, 4000 × 4000, headless Chromium on
//! the development machine): 167–398 ms for the first build against 49–52 ms for the next ones.
//! The difference is fresh memory: the neighbour table is 8 bytes a square (128 MB here), and the
//! first build grows the module's memory and faults every page of it in on first write, in one
//! task. Later builds reuse memory the allocator already holds. A [`Warmup`] takes the same
//! memory from the allocator ahead of time and touches it in bounded slices (the page runs them
//! between frames, with progress and cancel), then gives it back to the allocator, which keeps it:
//! the build that follows finds it ready, as a second build does.
//!
//! The memory a module has never shrinks, so what has been made ready once stays ready:
//! [`Warmup::needed`] keeps the largest amount made ready in this process and asks for a warm-up
//! only past it.

use std::sync::atomic::{AtomicUsize, Ordering};

use crate::board::Board;

/// Bytes a page of memory holds (the smallest unit the system faults in).
const PAGE: usize = 4096;

/// Boards needing less than this are built at once: their memory is quick to fault in.
pub const WARMUP_FROM_BYTES: usize = 32 << 20;

/// The most memory made ready so far in this process (bytes).
static READY: AtomicUsize = AtomicUsize::new(0);

/// The memory a construction lab of `board` holds while it lives: its neighbour table, 8 bytes a
/// square (two `u32` neighbours; see `construct::table`), with an eighth more for what is
/// allocated beside it (the plan on small boards, a start's visiting order, the picture).
pub fn lab_bytes(board: Board) -> usize {
    let table = board.squares() * std::mem::size_of::<[u32; 2]>();
    table + table / 8
}

/// Memory being made ready: taken from the allocator and written to, [`Warmup::step`] by step.
#[derive(Debug)]
pub struct Warmup {
    buf: Vec<u8>,
    want: usize,
    touched: usize,
}

impl Warmup {
    /// A warm-up for building `board` while a lab of `held` (if any) is still alive (the page
    /// keeps the board on show until the new one is built), or None when the memory for both is
    /// ready already or too small to matter.
    pub fn needed(board: Board, held: Option<Board>) -> Option<Warmup> {
        let want = lab_bytes(board) + held.map_or(0, lab_bytes);
        (lab_bytes(board) >= WARMUP_FROM_BYTES && want > READY.load(Ordering::Relaxed))
            .then(|| Warmup::of_bytes(want))
    }

    /// A warm-up of `want` bytes, whatever was made ready before.
    pub fn of_bytes(want: usize) -> Warmup {
        Warmup {
            buf: Vec::with_capacity(want),
            want,
            touched: 0,
        }
    }

    /// Touch up to `bytes` more (one write a page); true when all the memory is ready, after
    /// which the memory is handed back to the allocator.
    pub fn step(&mut self, bytes: usize) -> bool {
        let end = (self.touched + bytes.max(PAGE)).min(self.want);
        let spare = self.buf.spare_capacity_mut();
        let mut at = self.touched;
        while at < end {
            spare[at].write(0);
            at += PAGE;
        }
        self.touched = end;
        if self.done() {
            READY.fetch_max(self.want, Ordering::Relaxed);
            self.buf = Vec::new();
        }
        self.done()
    }

    /// Whether all the memory has been touched.
    pub fn done(&self) -> bool {
        self.touched >= self.want
    }

    /// The share made ready, 0 to 1.
    pub fn progress(&self) -> f64 {
        if self.want == 0 {
            1.0
        } else {
            self.touched as f64 / self.want as f64
        }
    }

    /// The bytes this warm-up makes ready.
    pub fn bytes(&self) -> usize {
        self.want
    }

    /// What the page says while it runs.
    pub fn status(&self) -> String {
        format!(
            "Preparing {} MB of memory for the board",
            self.want.div_ceil(1 << 20)
        )
    }
}

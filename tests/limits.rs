//! Limits checked before work: an import names a board over the page's limit and is refused
//! without the board's memory being asked for (an allocation bound, held by a counting
//! allocator); Figure 2's CSV import is linear in its rows; a tourney history over its length
//! is refused before any of it is replayed; a board's message names the limit that refused it.

use serde_json::json;
use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use warnsdorff::board::{Board, BoardError};
use warnsdorff::labs::tourneys::history::OpsProblem;
use warnsdorff::labs::tourneys::state::Tourney;
use warnsdorff::tourneys::{generate, Generator};

/// The system allocator, counting the largest single request made by a thread while it
/// watches (`WATCH`, one flag a thread: the other tests of this binary run beside it and
/// allocate as they please: a 1.2 MB request of one of them was once counted against an
/// import).
struct Counting;

thread_local! {
    static WATCH: Cell<bool> = const { Cell::new(false) };
}
static LARGEST: AtomicUsize = AtomicUsize::new(0);

fn watching() -> bool {
    WATCH.try_with(Cell::get).unwrap_or(false)
}

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        if watching() {
            LARGEST.fetch_max(layout.size(), Ordering::Relaxed);
        }
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        if watching() {
            LARGEST.fetch_max(new_size, Ordering::Relaxed);
        }
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static ALLOC: Counting = Counting;

/// The tests that watch allocations take turns (the counter is one for the binary).
static TURN: Mutex<()> = Mutex::new(());

/// `work`'s result and the largest single allocation it made.
fn largest_allocation<T>(work: impl FnOnce() -> T) -> (T, usize) {
    let _turn = TURN.lock().unwrap_or_else(|e| e.into_inner());
    LARGEST.store(0, Ordering::Relaxed);
    WATCH.with(|w| w.set(true));
    let out = work();
    WATCH.with(|w| w.set(false));
    (out, LARGEST.load(Ordering::Relaxed))
}

/// A megabyte: far more than any refusal needs, far less than a 10000x10000 board's arrays.
const MB: usize = 1 << 20;

/// A walk record of 121 bytes for a 10000x10000 board, imported on the walk page: refused for
/// the page's side limit (8000), the board's squares never allocated.
#[test]
fn a_walk_record_for_a_huge_board_is_refused_before_its_board_is_allocated() {
    let text = r#"{"board":[10000,10000],"start":[1,1],"rule":"random","seed":1,"path":[[1,1],[2,3]],"outcome":{"kind":"running"}}"#;
    let (mut page, _) = warnsdorff::labs::open("walk", "").unwrap();
    let (e, largest) =
        largest_allocation(|| page.act(json!({"do": "import", "text": text})).unwrap_err());
    assert_eq!(e.field, Some("tour"), "{e:?}");
    assert!(e.message.contains("8000"), "{e:?}");
    assert!(largest < MB, "the largest allocation was {largest} bytes");
}

/// The same record on the tourney page, and a 55-byte cover: refused for the tourney page's
/// limit, nothing of the board allocated.
#[test]
fn a_cover_or_walk_for_a_huge_board_is_refused_by_the_tourney_page_before_allocating() {
    let walk = r#"{"board":[10000,10000],"start":[1,1],"rule":"random","seed":1,"path":[[1,1],[2,3]],"outcome":{"kind":"running"}}"#;
    let cover = r#"{"board":[10000,10000],"cycles":[[[1,1],[2,3]]]}"#;
    assert_eq!(cover.len(), 48);
    for text in [walk, cover] {
        let (mut page, _) = warnsdorff::labs::open("tourneys", "").unwrap();
        let (e, largest) =
            largest_allocation(|| page.act(json!({"do": "import", "text": text})).unwrap_err());
        assert!(e.message.contains("400"), "{text}: {e:?}");
        assert!(
            largest < MB,
            "{text}: the largest allocation was {largest} bytes"
        );
    }
}

/// The core's own imports take a limit too: over it, refused naming the limit, whatever the body
/// holds after the board.
#[test]
fn the_core_imports_refuse_a_board_over_the_given_side_before_the_body() {
    use warnsdorff::exchange::{import_cover_within, import_tour_within, ImportError};
    let walk = r#"{"board":[3000,5],"start":[1,1],"rule":"random","seed":1,"path":[[1,1],"junk"#;
    let cover = r#"{"board":[5,3000],"cycles":[[[1,1],[2,3]],"junk"#;
    let (e, largest) = largest_allocation(|| import_tour_within(walk, 2000).unwrap_err());
    assert_eq!(
        e,
        ImportError::OverLimit {
            rows: 3000,
            cols: 5,
            max_side: 2000
        }
    );
    assert!(largest < MB);
    let e = import_cover_within(cover, 2000).unwrap_err();
    assert!(
        matches!(e, ImportError::OverLimit { max_side: 2000, .. }),
        "{e:?}"
    );
    assert!(e.to_string().contains("2000"), "{e}");
}

/// Figure 2's CSV import checks each m once (a set, not a scan of the rows before): every side a
/// board can have, 10,000 rows, imports within a generous bound; and a file past that (a million
/// rows, 15 MB; the page froze for 17 s laying out its table) is refused at the first m past the
/// largest board, as soon as it is read.
#[test]
fn figure2_csv_import_is_linear_and_bounded_by_the_largest_board() {
    use warnsdorff::labs::experiments::tables::parse_figure2_csv;
    let mut csv = String::from("m,trials,tours,rate\n");
    for m in 1..=10_000u32 {
        csv.push_str(&format!("{m},4,1,0.2500\n"));
    }
    let all = csv.clone();
    let (done, wait) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let _ = done.send(parse_figure2_csv(&all).map(|r| r.len()));
    });
    let rows = wait
        .recv_timeout(std::time::Duration::from_secs(120))
        .expect("ten thousand rows import in well under two minutes");
    assert_eq!(rows, Ok(10_000));
    for m in 10_001..=1_000_000u32 {
        csv.push_str(&format!("{m},4,1,0.2500\n"));
    }
    assert_eq!(
        parse_figure2_csv(&csv).unwrap_err(),
        "line 10002: m = 10001 is past the largest board, 10000 a side"
    );
    // A repeat is still found, on its own line.
    let e =
        parse_figure2_csv("m,trials,tours,rate\n5,4,1,0.25\n6,4,1,0.25\n5,4,1,0.25\n").unwrap_err();
    assert_eq!(e, "line 4: m = 5 appears twice");
}

/// A tourney history with thousands of plans (a link repeating `obfuscate@0`) is refused before
/// any of it is replayed, the error naming the limit.
#[test]
fn a_history_over_its_limit_is_refused_before_replaying() {
    let mut lab = Tourney::new(
        generate(Generator::Braid, 8, 0).unwrap(),
        "braid 8".into(),
        0,
    );
    let ops = vec!["obfuscate@0"; 2000].join(",");
    let e = lab.replay(&ops).unwrap_err();
    assert!(
        matches!(e.problem, OpsProblem::TooManyPlans { plans: 2000, .. }),
        "{e:?}"
    );
    assert!(e.to_string().contains("at most"), "{e}");
    assert_eq!(lab.ops(), "", "nothing was replayed");
    let clicks = vec!["r0-45"; 200_000].join(",");
    let e = lab.replay(&clicks).unwrap_err();
    assert!(
        matches!(e.problem, OpsProblem::TooLong { items: 200_000, .. }),
        "{e:?}"
    );
}

/// A board refused by its side (one side over the longest a board may have) says so, not that
/// it has too many squares.
#[test]
fn a_board_refused_by_its_side_names_the_side_limit() {
    let e = "1x100000000".parse::<Board>().unwrap_err();
    assert!(matches!(e, BoardError::SideTooLong { .. }), "{e:?}");
    assert!(e.to_string().contains("16000000"), "{e}");
    let e = "20000x20000".parse::<Board>().unwrap_err();
    assert!(matches!(e, BoardError::TooLarge { .. }), "{e:?}");
    // A negative side is not a board at all.
    let e = "-1".parse::<Board>().unwrap_err();
    assert!(matches!(e, BoardError::Syntax(_)), "{e:?}");
}

//! The walk page's memory on a big plain board, held by a counting allocator: the lab opened,
//! walked to its end, drawn fitted and zoomed, stays within about six bytes a square (the
//! board's degree byte and its path's four, and a little more), at every moment a frame
//! reaches too; and the core's word for a board's bytes before it is built is what the lab
//! then holds.

use serde_json::json;
use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use warnsdorff::labs;
use warnsdorff::page::glyphs::NoGlyphs;
use warnsdorff::page::scene::{Scene, Viewport};
use warnsdorff::page::theme::Scheme;
use warnsdorff::page::zoom::Zoom;
use warnsdorff::page::Page;

/// The system allocator, counting the bytes held now and the most held since the last reset.
struct Counting;

static NOW: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let p = unsafe { System.alloc(layout) };
        if !p.is_null() {
            let now = NOW.fetch_add(layout.size(), Ordering::Relaxed) + layout.size();
            PEAK.fetch_max(now, Ordering::Relaxed);
        }
        p
    }
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        let p = unsafe { System.alloc_zeroed(layout) };
        if !p.is_null() {
            let now = NOW.fetch_add(layout.size(), Ordering::Relaxed) + layout.size();
            PEAK.fetch_max(now, Ordering::Relaxed);
        }
        p
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) };
        NOW.fetch_sub(layout.size(), Ordering::Relaxed);
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let p = unsafe { System.realloc(ptr, layout, new_size) };
        if !p.is_null() {
            if new_size >= layout.size() {
                let now = NOW.fetch_add(new_size - layout.size(), Ordering::Relaxed)
                    + (new_size - layout.size());
                PEAK.fetch_max(now, Ordering::Relaxed);
            } else {
                NOW.fetch_sub(layout.size() - new_size, Ordering::Relaxed);
            }
        }
        p
    }
}

#[global_allocator]
static ALLOC: Counting = Counting;

/// The tests of this file take turns: the count is one for the binary.
static TURN: Mutex<()> = Mutex::new(());

/// Bytes held now.
fn held() -> usize {
    NOW.load(Ordering::Relaxed)
}

/// The most held since the last call (the count starts again from what is held now).
fn peak_since() -> usize {
    PEAK.swap(held(), Ordering::Relaxed)
}

/// A view as the page's: 800 CSS px at two device pixels a CSS pixel.
fn view(zoom: Zoom) -> Viewport {
    Viewport {
        width: 800.0,
        height: 800.0,
        dpr: 2.0,
        scheme: Scheme::Light,
        fill: false,
        zoom,
    }
}

fn draw(page: &mut dyn Page, zoom: Zoom) -> bool {
    let s: Option<Scene<'_>> = page.scene("board", view(zoom), &mut NoGlyphs);
    s.is_some()
}

/// Room for what does not grow with the board: the picture fitted to an 800 px view at two
/// device pixels (1600 x 1600 px, 4 bytes a pixel, and a number a pixel), the last steps drawn,
/// buffers.
const ALLOWANCE: usize = 24 << 20;

/// The walk page's lab on a 3000x3000 plain board under a plain ordering: at most six bytes a
/// square and the allowance when opened, while and after it runs to its end, after fitted and
/// zoomed frames, and at the peak of every frame.
#[test]
fn a_big_plain_walk_holds_about_six_bytes_a_square_at_every_moment() {
    let _turn = TURN.lock().unwrap_or_else(|e| e.into_inner());
    let side: usize = std::env::var("SIDE")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(3000);
    let squares = side * side;
    let limit = 6 * squares + ALLOWANCE;
    let before = held();
    peak_since();
    let (mut page, errors) = labs::open(
        "walk",
        &format!("board={side}x{side}&rule=ordering:12345678&start=1,1"),
    )
    .unwrap();
    assert!(errors.is_empty(), "{errors:?}");
    let mut report = Vec::new();
    let mut check = |what: &str, page_bytes: usize, peak: usize| {
        let (now, peak) = (page_bytes - before, peak.saturating_sub(before));
        report.push(format!(
            "{what}: {:.2} B a square, peak {:.2}",
            now as f64 / squares as f64,
            peak as f64 / squares as f64
        ));
        assert!(
            now <= limit && peak <= limit,
            "{what}: {now} bytes held, {peak} at the peak, over {limit} ({report:?})"
        );
    };
    check("opened", held(), peak_since());
    assert!(draw(page.as_mut(), Zoom::FIT));
    check("first fitted frame", held(), peak_since());
    // Run to the end as the page's player does: a slice of steps, then a frame.
    let mut frames = 0;
    loop {
        page.act(json!({"do": "advance", "n": 1 << 19})).unwrap();
        draw(page.as_mut(), Zoom::FIT);
        frames += 1;
        let st = page.status();
        let play = st.play.expect("the player");
        if !play.more {
            break;
        }
        assert!(frames < 1000, "the walk ends");
    }
    check("walked to its end, fitted frames", held(), peak_since());
    let _ = page.status();
    check("the status at the end", held(), peak_since());
    // Zoomed: without numbers, then with them, then panned.
    for (scale, x, y) in [(4.0, 0.5, 0.5), (400.0, 0.3, 0.7), (400.0, 0.31, 0.7)] {
        draw(page.as_mut(), Zoom { scale, x, y });
        check(&format!("zoomed x{scale}"), held(), peak_since());
    }
    page.act(json!({"do": "back"})).unwrap();
    draw(page.as_mut(), Zoom::FIT);
    check("a step back, fitted", held(), peak_since());
    page.act(json!({"do": "seek", "to": squares / 2})).unwrap();
    while let Some(job) = page.job() {
        job.work(1 << 20).unwrap();
    }
    draw(page.as_mut(), Zoom::FIT);
    check("half way back, fitted", held(), peak_since());
    println!("{report:#?}");
    drop(page);
}

/// The core's word for a walk's bytes, given before it is built ([`Walk::bytes_on`]), is what
/// building it holds: a plain board, a shaped one, and a torus (its table of neighbours).
#[test]
fn a_walks_bytes_are_known_before_it_is_built() {
    use warnsdorff::board::{Board, Square};
    use warnsdorff::region::{Region, Wrap};
    use warnsdorff::rules::RuleSpec;
    use warnsdorff::walk::Walk;
    let _turn = TURN.lock().unwrap_or_else(|e| e.into_inner());
    let board = Board::new(1000, 1200).unwrap();
    for kind in ["plain", "shaped", "torus"] {
        let before = held();
        let region = match kind {
            "plain" => Region::new(board),
            "shaped" => {
                let mut removed = vec![false; board.squares()];
                removed[board.squares() - 1] = true;
                Region::new(board).with_removed(&removed).unwrap()
            }
            _ => Region::new(board).with_wrap(Wrap::Torus),
        };
        let said = Walk::bytes_on(&region) as f64;
        let w = Walk::on(&region, Square::new(1, 1), RuleSpec::Random, 1).unwrap();
        let took = (held() - before) as f64;
        assert!(
            (took - said).abs() <= said * 0.02 + 4096.0,
            "{kind}: said {said} bytes, took {took}"
        );
        drop((w, region));
    }
}

#[test]
fn a_big_board_typed_is_noted_with_its_memory_before_it_is_built() {
    let (page, _) = warnsdorff::labs::open("walk", "board=8x8").unwrap();
    let texts = |pairs: &[(&str, &str)]| -> Vec<(String, String)> {
        pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    };
    let notes = page.notes(&texts(&[("rows", "8000"), ("cols", "8000")]));
    assert_eq!(notes.len(), 1, "{notes:?}");
    assert_eq!(notes[0].field, Some("cols"));
    // The core's figure for the walk, in MB, as the note says it.
    let region =
        warnsdorff::region::Region::new(warnsdorff::board::Board::new(8000, 8000).unwrap());
    let mb = warnsdorff::walk::Walk::bytes_on(&region).div_ceil(1_000_000);
    assert!(
        notes[0].message.starts_with(&format!(
            "8000x8000: about {} MB once built",
            warnsdorff::page::words::count(mb)
        )),
        "{}",
        notes[0].message
    );
    // Nothing was built: the page still shows its 8x8.
    let rows = page
        .texts()
        .into_iter()
        .find(|(k, _)| *k == "rows")
        .unwrap()
        .1;
    assert_eq!(rows, "8");
    // A small board, or texts that are wrong, have no note.
    assert!(page
        .notes(&texts(&[("rows", "100"), ("cols", "100")]))
        .is_empty());
    assert!(page
        .notes(&texts(&[("rows", "8000"), ("cols", "x")]))
        .is_empty());
}

//! The construction page's memory warm-up (`construct::warmup`): which builds ask for one, and
//! that one runs to its end in bounded steps.

use warnsdorff::board::Board;
use warnsdorff::construct::warmup::{lab_bytes, Warmup, WARMUP_FROM_BYTES};

fn board(r: u64, c: u64) -> Board {
    Board::new(r, c).unwrap()
}

#[test]
fn a_warmup_runs_in_bounded_steps_to_its_end() {
    let mut w = Warmup::of_bytes(10 << 20);
    let mut last = w.progress();
    let mut steps = 0;
    while !w.step(1 << 20) {
        steps += 1;
        assert!(w.progress() > last, "progress moves on every step");
        assert!(w.progress() < 1.0);
        last = w.progress();
    }
    assert_eq!(steps, 9, "ten steps of 1 MB for 10 MB");
    assert!(w.done());
    assert_eq!(w.progress(), 1.0);
    assert!(w.step(1 << 20), "a finished warm-up stays finished");
    assert!(w.status().contains("10 MB"), "{}", w.status());
}

#[test]
fn big_builds_ask_once_small_ones_never() {
    // Small boards are built at once, whatever was made ready.
    assert!(Warmup::needed(board(100, 100), None).is_none());
    assert!(lab_bytes(board(1000, 1000)) < WARMUP_FROM_BYTES);
    assert!(Warmup::needed(board(1000, 1000), None).is_none());

    // A big board asks for its own memory and the memory of the lab still on show.
    let big = board(2500, 2500);
    let alone = Warmup::needed(big, None).expect("a 2500x2500 build needs a warm-up");
    let beside = Warmup::needed(big, Some(board(2000, 2000))).unwrap();
    assert_eq!(alone.bytes(), lab_bytes(big));
    assert_eq!(
        beside.bytes(),
        lab_bytes(big) + lab_bytes(board(2000, 2000))
    );

    // Once made ready, the same or a smaller need asks no more; a bigger one does.
    let mut w = beside;
    while !w.step(64 << 20) {}
    assert!(Warmup::needed(big, None).is_none());
    assert!(Warmup::needed(big, Some(board(2000, 2000))).is_none());
    assert!(Warmup::needed(board(2400, 2400), Some(board(2000, 2000))).is_none());
    assert!(Warmup::needed(board(3000, 3000), Some(board(2500, 2500))).is_some());
}

#[test]
fn lab_bytes_grow_with_the_board() {
    assert_eq!(lab_bytes(board(8, 8)), 64 * 8 + 64);
    assert!(lab_bytes(board(4000, 4000)) >= 128_000_000);
}

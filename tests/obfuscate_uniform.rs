//! Obfuscation (001 §7) must not favour any move direction: Parberry's Table 1 has every move
//! near 0.125 for obfuscated braided tourneys. A greedy rail choice in board-scan order once gave
//! one pair of moves 0.115 here, so this test can fail.

use warnsdorff::stats::{GenSpec, Generator, Run};

#[test]
fn obfuscated_braid_tours_use_every_move_equally() {
    let spec = GenSpec::parse("braid").unwrap();
    let gen = Generator::new(spec, "32x32".parse().unwrap(), 11, true).unwrap();
    let mut run = Run::with_generator(gen, 40).unwrap();
    while !run.work(u64::MAX).done {}
    let s = run.summary();
    assert_eq!(s.tours, 40);
    for (i, f) in s.moves.mean.iter().enumerate() {
        assert!(
            (f - 0.125).abs() < 0.004,
            "move {i}: {f} (all: {:?})",
            s.moves.mean
        );
    }
}

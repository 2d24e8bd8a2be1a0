//! The sequential reading of 001 §7's shatter (Parberry's public generator: every rail found at
//! the start, in random order, switched if still a rail) beside the disjoint one (Algorithm 3
//! as written): both keep a cycle cover, the sequential one switches more rails, and its
//! obfuscation ends in one closed tour, the same for the same seed.

use warnsdorff::rails::{disjoint_rails, shatter};
use warnsdorff::stats::tourgen::obfuscation::{obfuscate_with, shatter_sequential, Shatter};
use warnsdorff::tourneys::{generate, Generator};

#[test]
fn a_sequential_shatter_keeps_a_cover_and_switches_more_than_a_disjoint_one() {
    for (gen, n) in [
        (Generator::Divide, 30),
        (Generator::Braid, 24),
        (Generator::FourCover, 20),
    ] {
        let start = generate(gen, n, 0).unwrap();
        for seed in 0..5 {
            let mut seq = start.clone();
            let switched = shatter_sequential(&mut seq, seed);
            assert_eq!(seq.validate(), Ok(()), "{} {n}", gen.name());
            let mut dis = start.clone();
            let disjoint = shatter(&mut dis, seed);
            assert_eq!(disjoint, disjoint_rails(&start, seed).len());
            assert!(
                switched > disjoint,
                "{} {n} seed {seed}: sequential {switched}, disjoint {disjoint}",
                gen.name()
            );
        }
    }
}

#[test]
fn a_sequential_obfuscation_ends_in_one_closed_tour_and_is_seeded() {
    for n in [12, 20, 32] {
        let start = generate(Generator::Divide, n, 0).unwrap();
        let mut a = start.clone();
        obfuscate_with(&mut a, 5, Shatter::Sequential);
        assert!(a.is_tour(), "{n}");
        let mut b = start.clone();
        obfuscate_with(&mut b, 5, Shatter::Sequential);
        assert_eq!(a, b);
        let mut c = start.clone();
        obfuscate_with(&mut c, 6, Shatter::Sequential);
        assert_ne!(a, c);
        let mut d = start.clone();
        obfuscate_with(&mut d, 5, Shatter::Disjoint);
        assert!(d.is_tour());
        assert_ne!(a, d);
    }
}

#[test]
fn the_readings_are_named() {
    for s in Shatter::ALL {
        assert_eq!(Shatter::parse(s.key()), Ok(s));
    }
    assert_eq!(Shatter::default(), Shatter::Disjoint);
    assert!(Shatter::parse("random").unwrap_err().contains("disjoint"));
}

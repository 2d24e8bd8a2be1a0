//! Every generator gives a valid cover of its documented size on every supported n up to 200,
//! refuses the others naming what it supports, and the divide-and-conquer base tiles are
//! closed tours with the structured corner moves.

use warnsdorff::tourneys::{base_tile, generate, structured_moves, Generator, BASE_TILES};

#[test]
fn every_generator_valid_on_every_supported_n_up_to_200() {
    for gen in Generator::ALL {
        let mut supported = 0;
        for n in 1..=200u32 {
            match gen.supports(n) {
                Err(msg) => {
                    assert!(msg.contains("supports"), "{msg}");
                    assert!(generate(gen, n, 0).is_err());
                    continue;
                }
                Ok(()) => supported += 1,
            }
            let seed = 7 * n as u64;
            let cover = generate(gen, n, seed).unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(cover.validate(), Ok(()), "{} {n}", gen.name());
            assert_eq!(cover.board().rows(), n);
            assert_eq!(cover.board().cols(), n);
            let cycles = cover.cycle_count();
            if let Some(k) = gen.expected_cycles(n) {
                assert_eq!(cycles, k, "{} {n}x{n}", gen.name());
            }
            // the same seed gives the same cover
            if n % 50 == 0 || n < 12 {
                assert_eq!(generate(gen, n, seed).unwrap(), cover);
            }
        }
        assert!(supported > 0, "{}", gen.name());
    }
}

#[test]
fn documented_sizes() {
    assert_eq!(Generator::Braid.expected_cycles(16), Some(16));
    assert_eq!(Generator::Braid.expected_cycles(10), Some(8));
    assert_eq!(Generator::FourCover.expected_cycles(16), Some(64));
    // 001 Figure 15: the 22 × 22 divide-and-conquer tourney has 7 cycles
    assert_eq!(Generator::DivideTourney.expected_cycles(22), Some(7));
    assert_eq!(
        generate(Generator::DivideTourney, 22, 0)
            .unwrap()
            .cycle_count(),
        7
    );
    assert!(Generator::Divide.supports(4).is_err());
    assert!(Generator::Braid
        .supports(7)
        .unwrap_err()
        .contains("even n >= 4"));
    assert!(Generator::FourCover
        .supports(10)
        .unwrap_err()
        .contains("multiple of 4"));
}

#[test]
fn base_tiles_are_structured_closed_tours() {
    for (r, c) in BASE_TILES {
        let t = base_tile(r, c);
        assert_eq!(t.validate(), Ok(()));
        assert!(t.is_tour(), "{r}x{c}");
        assert_eq!(t.board().rows() as usize, r);
        assert_eq!(t.board().cols() as usize, c);
        for (a, b) in structured_moves(r, c) {
            assert!(
                t.has_edge(a.0 * c + a.1, b.0 * c + b.1),
                "{r}x{c} lacks {a:?}-{b:?}"
            );
        }
    }
}

#[test]
fn random_generators_depend_on_the_seed() {
    for gen in [Generator::WarnsdorffTourney, Generator::WarnsdorffClosed] {
        let a = generate(gen, 20, 1).unwrap();
        let b = generate(gen, 20, 2).unwrap();
        assert_ne!(a, b, "{}", gen.name());
    }
}

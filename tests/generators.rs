//! Every generator gives a valid cover of its documented size on every supported n up to 200,
//! refuses the others naming what it supports, and the divide-and-conquer base tiles are
//! closed tours with the structured corner moves.

use warnsdorff::tourneys::{
    base_tile, generate, structured_moves, GenerateError, Generation, Generator, BASE_TILES,
    CATALOGUE,
};

#[test]
fn every_generator_valid_on_every_supported_n_up_to_200() {
    for gen in Generator::ALL {
        let mut supported = 0;
        for n in 1..=200u32 {
            match gen.supports(n) {
                Err(e) => {
                    let msg = e.to_string();
                    assert!(msg.contains("supports"), "{msg}");
                    assert_eq!(e, GenerateError::UnsupportedSize { generator: gen, n });
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
        .to_string()
        .contains("even n >= 4"));
    assert!(Generator::FourCover
        .supports(10)
        .unwrap_err()
        .to_string()
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

/// The catalogue's size data, its words and `supports` say the same thing, for every generator.
#[test]
fn catalogue_sizes_agree_with_supports() {
    assert_eq!(CATALOGUE.len(), Generator::ALL.len());
    for info in CATALOGUE {
        let gen = info.generator;
        assert_eq!(Generator::from_name(info.name), Some(gen));
        assert!(!info.description.is_empty() && !info.paper.is_empty());
        for n in 0..=260u32 {
            assert_eq!(
                info.sizes.contains(n),
                gen.supports(n).is_ok(),
                "{} {n}",
                info.name
            );
        }
        let words = info.sizes.words();
        assert!(words.contains(&info.sizes.min.to_string()) || words.contains("multiple of 4"));
        if let Some(max) = info.sizes.max {
            assert!(words.contains(&max.to_string()), "{words}");
        }
    }
    let e = Generator::parse("spiral").unwrap_err();
    assert!(e.to_string().contains("braid, four-cover"), "{e}");
    assert_eq!(Generator::parse(" braid "), Ok(Generator::Braid));
}

/// Generating in slices of one unit gives what `generate` gives.
#[test]
fn generation_in_slices_equals_generate() {
    for (gen, n, seed) in [
        (Generator::WarnsdorffTourney, 30, 5),
        (Generator::WarnsdorffClosed, 8, 2),
        (Generator::Braid, 14, 0),
    ] {
        let mut job = Generation::new(gen, n, seed).unwrap();
        let mut slices = 0;
        // (the tourney's fraction may fall back when a repair erases cycles)
        while !job.work(1) {
            slices += 1;
            assert!((0.0..1.0).contains(&job.fraction()), "{}", job.fraction());
        }
        if gen == Generator::WarnsdorffTourney {
            assert!(slices > 10, "{slices}");
        }
        assert_eq!(job.finish().unwrap(), generate(gen, n, seed).unwrap());
    }
    assert!(matches!(
        Generation::new(Generator::WarnsdorffClosed, 62, 0),
        Err(GenerateError::UnsupportedSize { n: 62, .. })
    ));
}

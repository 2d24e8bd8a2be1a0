//! Every generator gives a valid cover of its documented size on every supported n up to 200,
//! refuses the others naming what it supports, and the divide-and-conquer base tiles are
//! closed tours with the structured corner moves. Lin & Wei's tours are covers of rectangles
//! too: rails, shatter, join and obfuscate keep them valid.

use warnsdorff::board::Board;
use warnsdorff::construct::{construct, TourKind};
use warnsdorff::rails::{find_rails, join, obfuscate, shatter};
use warnsdorff::tourneys::{
    base_tile, generate, generate_on, structured_moves, GenerateError, Generation, Generator,
    BASE_TILES, CATALOGUE,
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

/// `lin-wei` on rectangles (both orientations, 3-row strips, odd × even): one closed tour, with
/// rails; shatter breaks it into valid covers, join and obfuscate give valid covers again, and
/// obfuscate a closed tour.
#[test]
fn lin_wei_covers_of_rectangles_survive_rails_shatter_join_and_obfuscate() {
    for (r, c) in [
        (6, 8),
        (8, 6),
        (3, 10),
        (14, 3),
        (3, 22),
        (5, 6),
        (7, 10),
        (10, 11),
        (11, 12),
        (13, 20),
        (25, 16),
        (31, 42),
        (60, 37),
    ] {
        let board = Board::new(r, c).unwrap();
        assert_eq!(Generator::LinWei.supports_board(board), Ok(()), "{board}");
        let cover = generate_on(Generator::LinWei, board, 0).unwrap();
        assert_eq!(cover.validate(), Ok(()), "{board}");
        assert_eq!(cover.board(), board);
        assert!(cover.is_tour(), "{board}");
        if find_rails(&cover).is_empty() {
            // Lin & Wei's 3-row tours happen to hold no rail (two parallel downward moves of
            // the cover with the cross moves free): nothing to switch, the cover stays.
            assert_eq!(r.min(c), 3, "{board} has no rails");
            let mut same = cover.clone();
            assert_eq!(shatter(&mut same, 1), 0);
            assert_eq!(same, cover);
            continue;
        }
        // the same whatever the seed
        assert_eq!(generate_on(Generator::LinWei, board, 9).unwrap(), cover);

        let mut shattered = cover.clone();
        // (a switch may join as well as split: shatter until it breaks, at most 10 times)
        for seed in 1..=10 {
            assert!(
                shatter(&mut shattered, seed) > 0,
                "{board}: no rail switched"
            );
            assert_eq!(shattered.validate(), Ok(()), "{board} shatter {seed}");
            if shattered.cycle_count() > 1 {
                break;
            }
        }
        assert!(shattered.cycle_count() > 1, "{board}: still one cycle");
        let before = shattered.cycle_count();
        let report = join(&mut shattered, 5);
        assert_eq!(shattered.validate(), Ok(()), "{board} join");
        assert!(
            shattered.cycle_count() < before,
            "{board}: join joined nothing"
        );
        assert_eq!(report.cycles_before, before);

        let mut obf = cover.clone();
        let report = obfuscate(&mut obf, 11);
        assert_eq!(obf.validate(), Ok(()), "{board} obfuscate");
        assert_eq!(report.final_cycles(), 1, "{board}");
        assert!(
            obf.is_tour(),
            "{board}: obfuscate did not end in a closed tour"
        );
        if r * c >= 100 {
            // (on a small board the few rails may all be switched back by the join)
            assert_ne!(obf, cover, "{board}: obfuscate changed nothing");
        }
    }
}

/// Boards without a closed tour are refused with the theorem, unless they have a corner-missed
/// closed tour (odd × odd): that is a cover of one cycle with its corner a hole, the tour
/// `construct` builds.
#[test]
fn lin_wei_refuses_boards_without_a_closed_tour() {
    for (r, c) in [(7, 7), (3, 9), (9, 15)] {
        let board = Board::new(r, c).unwrap();
        let cover = generate_on(Generator::LinWei, board, 0).unwrap();
        let t = construct(board, TourKind::CornerMissed).unwrap();
        assert_eq!(t.validate(), Ok(()));
        assert_eq!(cover.neighbour_table(), t.neighbours(), "{board}");
        assert_eq!(cover.holes(), &[t.missed().unwrap() as u32], "{board}");
        assert!(cover.is_tour(), "{board}");
    }
    for (r, c, says) in [
        (3, 5, "Theorem"),
        (3, 8, "Theorem 1"),
        (4, 12, "Theorem 1"),
        (2, 10, "Theorem 1"),
    ] {
        let board = Board::new(r, c).unwrap();
        let e = generate_on(Generator::LinWei, board, 0).unwrap_err();
        assert!(
            matches!(e, GenerateError::UnsupportedBoard { .. }),
            "{board}: {e:?}"
        );
        let msg = e.to_string();
        assert!(msg.contains(says) && msg.contains("lin-wei"), "{msg}");
    }
    // n x n: the catalogue's sizes (odd n: the corner-missed tour)
    assert_eq!(Generator::LinWei.supports(7), Ok(()));
    assert!(Generator::LinWei.supports(4).is_err());
    assert_eq!(Generator::LinWei.supports(8), Ok(()));
    // the other generators take square boards only
    let e = generate_on(Generator::Braid, Board::new(8, 10).unwrap(), 0).unwrap_err();
    assert!(e.to_string().contains("not square"), "{e}");
    assert_eq!(
        generate_on(Generator::Braid, Board::new(8, 8).unwrap(), 0).unwrap(),
        generate(Generator::Braid, 8, 0).unwrap()
    );
}

/// "Lin & Wei" among the statistics' tour sources: deterministic (the catalogue says so and a run
/// stops after its one tour), on square and rectangular boards with a closed tour.
#[test]
fn lin_wei_is_a_deterministic_statistics_source_on_rectangles() {
    use warnsdorff::stats::{sources, GenSpec, Run};
    let info = sources().iter().find(|s| s.name == "lin-wei").unwrap();
    assert!(info.deterministic && info.closed && !info.rule);
    assert!(
        info.description.contains("Lin & Wei"),
        "{}",
        info.description
    );
    assert!(info.description.contains("same cover for every seed"));
    assert!(info.paper.contains("003"));
    assert!(sources().iter().all(|s| s.name != "lin-wei-joined"));
    for (r, c) in [(8, 8), (10, 13), (3, 12)] {
        let board = Board::new(r, c).unwrap();
        let mut run = Run::new(GenSpec::parse("lin-wei").unwrap(), board, 3, 50).unwrap();
        while !run.work(1 << 20).done {}
        let s = run.summary();
        assert_eq!(s.tours, 1, "{board}");
        assert!(s.deterministic);
        assert!(s.stopped.unwrap().contains("lin-wei is deterministic"));
    }
    let e = Run::new(
        GenSpec::parse("lin-wei").unwrap(),
        Board::new(9, 9).unwrap(),
        3,
        5,
    )
    .err()
    .unwrap();
    assert!(e.to_string().contains("corner-missed"), "{e}");
}

/// Warnsdorff's sources on shapes, wraps and other leapers: every tour a tour of its region
/// (the validator's), its counts numbering every move, its turns and crossings the region's.
#[test]
fn warnsdorff_sources_on_any_region_give_tours_of_it() {
    use warnsdorff::region::{check_path, Leaper, Region, Wrap};
    use warnsdorff::stats::{GenSpec, Generator};
    let holed = Region::new(Board::new(8, 8).unwrap())
        .with_removed(&(0..64).map(|i| i == 27 || i == 28).collect::<Vec<_>>())
        .unwrap();
    let regions = [
        holed,
        Region::new(Board::new(10, 10).unwrap()).with_wrap(Wrap::Torus),
        Region::new(Board::new(9, 9).unwrap())
            .with_wrap(Wrap::Cylinder)
            .with_leaper(Leaper::ZEBRA),
        Region::new(Board::new(10, 10).unwrap()).with_leaper(Leaper::GIRAFFE),
    ];
    for region in &regions {
        for gen in ["warnsdorff-open", "ordering:12345678", "warnsdorff-closed"] {
            let spec = GenSpec::parse(gen).unwrap();
            let Ok(mut g) = Generator::on(spec, region, 5, false) else {
                continue;
            };
            let mut found = 0;
            for _ in 0..2000 {
                let step = g.step(1 << 14);
                if let Some(tour) = step.tour {
                    let squares = match &tour {
                        warnsdorff::stats::Tour::Open(p) | warnsdorff::stats::Tour::Closed(p) => {
                            p.clone()
                        }
                        _ => panic!("a path"),
                    };
                    check_path(region, &squares).unwrap();
                    assert_eq!(
                        squares.len(),
                        region.squares(),
                        "{gen} on {}",
                        region.describe()
                    );
                    let c = tour.counts_on(region).unwrap();
                    let closed = matches!(tour, warnsdorff::stats::Tour::Closed(_));
                    assert_eq!(c.edges() as usize, squares.len() - usize::from(!closed));
                    assert_eq!(
                        tour.shape_on(region),
                        warnsdorff::shape::Shape::on(region, &squares, closed)
                    );
                    found += 1;
                    if found == 3 {
                        break;
                    }
                }
                if step.exhausted.is_some() {
                    break;
                }
            }
            assert!(
                found > 0 || gen == "warnsdorff-closed",
                "{gen} on {}",
                region.describe()
            );
        }
    }
}

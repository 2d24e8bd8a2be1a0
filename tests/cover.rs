//! CycleCover: construction, validation and cycle listing.

use warnsdorff::board::{Board, Square};
use warnsdorff::cover::{CoverError, CycleCover};
use warnsdorff::tourneys::{generate, Generator};

#[test]
fn from_tour_round_trips_and_counts_one_cycle() {
    let cover = generate(Generator::Divide, 10, 0).unwrap();
    let tour = cover.tour().unwrap();
    assert_eq!(tour.len(), 100);
    let again = CycleCover::from_tour(cover.board(), &tour).unwrap();
    assert_eq!(again, cover);
    let sq: Vec<Square> = tour.iter().map(|&i| cover.board().square(i)).collect();
    assert_eq!(
        CycleCover::from_tour_squares(cover.board(), &sq).unwrap(),
        cover
    );
    assert_eq!(cover.cycle_count(), 1);
    assert!(cover.is_tour());
}

#[test]
fn cycles_list_every_square_once_in_cycle_order() {
    let cover = generate(Generator::Braid, 14, 0).unwrap();
    let cycles = cover.cycles();
    assert_eq!(cycles.len(), cover.cycle_count());
    let mut seen = vec![0; 196];
    for c in &cycles {
        for k in 0..c.len() {
            seen[c[k]] += 1;
            assert!(cover.has_edge(c[k], c[(k + 1) % c.len()]));
        }
        assert_eq!(c[0], *c.iter().min().unwrap());
    }
    assert!(seen.iter().all(|&t| t == 1));
    let (labels, k) = cover.cycle_labels();
    assert_eq!(k, cycles.len());
    for (i, c) in cycles.iter().enumerate() {
        assert!(c.iter().all(|&s| labels[s] as usize == i));
    }
    assert_eq!(
        CycleCover::from_cycles(cover.board(), &cycles).unwrap(),
        cover
    );
}

#[test]
fn invalid_inputs_are_refused() {
    let b = Board::new(4, 4).unwrap();
    // not knight's moves
    assert!(matches!(
        CycleCover::from_cycles(b, &[(0..16).collect()]),
        Err(CoverError::NotKnightMove { .. })
    ));
    // a square missing
    let four = vec![vec![0, 6, 15, 9], vec![1, 7, 14, 8], vec![2, 11, 13, 4]];
    assert!(matches!(
        CycleCover::from_cycles(b, &four),
        Err(CoverError::Coverage { .. })
    ));
    // a square twice
    let twice = vec![vec![0, 6, 15, 9], vec![0, 6, 15, 9]];
    assert!(CycleCover::from_cycles(b, &twice).is_err());
    // wrong table length / asymmetric
    assert!(CycleCover::from_neighbours(b, vec![[1, 2]; 3]).is_err());
    let good = CycleCover::from_cycles(
        b,
        &[
            vec![0, 6, 15, 9],
            vec![1, 7, 14, 8],
            vec![2, 11, 13, 4],
            vec![3, 10, 12, 5],
        ],
    )
    .unwrap();
    let mut t = good.neighbour_table().to_vec();
    t[0] = [6, 6];
    assert!(CycleCover::from_neighbours(b, t).is_err());
    assert_eq!(good.cycle_count(), 4);
    assert_eq!(good.move_counts().iter().sum::<usize>(), 32);
}

#[test]
fn svg_has_one_path_per_cycle() {
    let cover = generate(Generator::FourCover, 8, 0).unwrap();
    let svg = cover.to_svg();
    assert!(svg.starts_with("<svg"));
    assert!(svg.trim_end().ends_with("</svg>"));
    assert_eq!(svg.matches("<path").count(), 16);
}

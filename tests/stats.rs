//! Move statistics (Parberry 001 §3): exact distributions of small hand-made tours, the
//! aggregation against a two-pass computation, merging, and the generators' determinism.

use warnsdorff::board::{Board, Square};
use warnsdorff::matrix::{Matrix, Verdict};
use warnsdorff::rng::Stream;
use warnsdorff::stats::{
    has_closed_tour, has_open_tour, Aggregate, Counts, GenSpec, Generator, MeanSd, Run, Tour,
};

fn sq(r: u32, c: u32) -> Square {
    Square::new(r, c)
}

/// The eight squares round the centre of a 3×3 board, a knight's cycle. Its moves, in
/// Parberry's numbering (001 Figure 1: 0 = two right one up, counterclockwise), are
/// 7, 4, 1, 6, 3, 0, 5, 2 and every turn is rel = i − j = 3 (mod 8).
const RING: [(u32, u32); 8] = [
    (1, 1),
    (2, 3),
    (3, 1),
    (1, 2),
    (3, 3),
    (2, 1),
    (1, 3),
    (3, 2),
];

fn ring(dc: u32) -> Vec<Square> {
    RING.iter().map(|&(r, c)| sq(r, c + dc)).collect()
}

#[test]
fn ring_as_closed_cycle_exactly() {
    let c = Counts::of_closed(&ring(0)).unwrap();
    assert_eq!(c.moves, [1; 8]);
    assert_eq!(c.relative, [0, 0, 0, 8, 0, 0, 0, 0]);
    assert_eq!((c.edges(), c.turns()), (8, 8));
    assert_eq!(c.f(), [0.125; 8]);
    assert_eq!(c.r(), [0.0, 0.0, 0.0, 0.5, 0.0, 0.5, 0.0, 0.0]);
    assert_eq!(c.r_directed(), [0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0]);
    // Travelled the other way: the directed turns become −3 = 5; f and r do not change.
    let mut back = ring(0);
    back.reverse();
    let b = Counts::of_closed(&back).unwrap();
    assert_eq!(b.relative, [0, 0, 0, 0, 0, 8, 0, 0]);
    assert_eq!((b.f(), b.r()), (c.f(), c.r()));
}

#[test]
fn ring_as_open_path_exactly() {
    // The same squares, not joined: 7 moves 7,4,1,6,3,0,5 (no 2) and 6 turns, all 3.
    let c = Counts::of_path(&ring(0)).unwrap();
    assert_eq!(c.moves, [1, 1, 0, 1, 1, 1, 1, 1]);
    assert_eq!(c.relative, [0, 0, 0, 6, 0, 0, 0, 0]);
    // f_i = (d_i + d_{i+4}) / 2E with E = 7: pairs (0,4), (1,5), (3,7) have 2 moves, (2,6) one.
    let f = c.f();
    for i in [0, 1, 3, 4, 5, 7] {
        assert_eq!(f[i], 2.0 / 14.0, "f_{i}");
    }
    assert_eq!((f[2], f[6]), (1.0 / 14.0, 1.0 / 14.0));
    assert_eq!(c.r(), [0.0, 0.0, 0.0, 0.5, 0.0, 0.5, 0.0, 0.0]);
}

#[test]
fn straight_line_is_relative_move_zero() {
    // (+1 row, +2 cols) three times: Parberry's move 7 ("two right, one down").
    let path = [sq(1, 1), sq(2, 3), sq(3, 5), sq(4, 7)];
    let c = Counts::of_path(&path).unwrap();
    assert_eq!(c.moves, [0, 0, 0, 0, 0, 0, 0, 3]);
    assert_eq!(c.relative, [2, 0, 0, 0, 0, 0, 0, 0]);
    assert_eq!(c.r()[0], 1.0);
    assert_eq!((c.f()[3], c.f()[7]), (0.5, 0.5));
    // A path with one move has no relative move; with no move, nothing at all.
    let one = Counts::of_path(&path[..2]).unwrap();
    assert_eq!((one.edges(), one.turns(), one.r()), (1, 0, [0.0; 8]));
    assert_eq!(Counts::of_path(&path[..1]).unwrap(), Counts::default());
    assert_eq!(Counts::of_path(&[]).unwrap().f(), [0.0; 8]);
}

#[test]
fn tourney_wraps_each_cycle_on_its_own() {
    // Two rings side by side on 3×6, the second travelled backwards.
    let mut second = ring(3);
    second.reverse();
    let c = Counts::of_cycles(&[ring(0), second]).unwrap();
    assert_eq!(c.moves, [2; 8]);
    assert_eq!(c.relative, [0, 0, 0, 8, 0, 8, 0, 0]);
    assert_eq!((c.edges(), c.turns()), (16, 16));
    assert_eq!(c.r_directed()[3], 0.5);
    // Had they been joined into one list, the seam would add a move that is no knight's move.
    let mut joined = ring(0);
    joined.extend(ring(3));
    assert!(Counts::of_closed(&joined).is_err());
}

#[test]
fn bad_input_is_refused_with_the_place() {
    let e = Counts::of_path(&[sq(1, 1), sq(2, 3), sq(2, 4)])
        .unwrap_err()
        .to_string();
    assert!(e.contains("squares 2 and 3") && e.contains("(2,3)"), "{e}");
    let e = Counts::of_closed(&[sq(1, 1), sq(2, 3), sq(3, 5)])
        .unwrap_err()
        .to_string();
    assert!(e.contains("does not close"), "{e}");
    let e = Counts::of_closed(&[sq(1, 1), sq(2, 3)])
        .unwrap_err()
        .to_string();
    assert!(e.contains("at least 3"), "{e}");
    let e = Counts::of_cycles(&[ring(0), vec![sq(1, 1), sq(1, 2), sq(1, 3)]])
        .unwrap_err()
        .to_string();
    assert!(e.starts_with("cycle 2:"), "{e}");
}

/// Irwin (004) Figure 3: a re-entrant (closed) 8×8 tour.
const IRWIN_FIG3: &str = "
5	2	33	20	15	18	31	62
34	21	4	1	32	63	14	17
3	6	35	46	19	16	61	30
22	45	56	43	64	47	58	13
7	36	23	48	57	52	29	60
24	39	44	55	42	59	12	51
37	8	41	26	49	10	53	28
40	25	38	9	54	27	50	11
";

fn squares_in_order(m: &Matrix) -> Vec<Square> {
    let b = m.board();
    let mut path = vec![sq(0, 0); b.squares()];
    for i in 0..b.squares() {
        let s = b.square(i);
        path[m.get(s).unwrap() as usize - 1] = s;
    }
    path
}

/// Parberry's move number written out afresh from 001 Figure 1 in (dx, dy) with y up:
/// 0 = (2,1), then counterclockwise.
fn parberry_by_hand(a: Square, b: Square) -> usize {
    let dx = b.col as i32 - a.col as i32;
    let dy = a.row as i32 - b.row as i32;
    let table = [
        (2, 1),
        (1, 2),
        (-1, 2),
        (-2, 1),
        (-2, -1),
        (-1, -2),
        (1, -2),
        (2, -1),
    ];
    table.iter().position(|&d| d == (dx, dy)).unwrap()
}

#[test]
fn irwin_figure_3_closed_tour_exactly() {
    let m: Matrix = IRWIN_FIG3.parse().unwrap();
    assert_eq!(m.validate(), Ok(Verdict::ClosedTour));
    let path = squares_in_order(&m);
    let c = Counts::of_closed(&path).unwrap();

    // Independent count: moves round the cycle, then i − j for each consecutive pair.
    let n = path.len();
    let moves: Vec<usize> = (0..n)
        .map(|k| parberry_by_hand(path[k], path[(k + 1) % n]))
        .collect();
    let mut d = [0u64; 8];
    let mut rel = [0u64; 8];
    for k in 0..n {
        d[moves[k]] += 1;
        rel[(moves[k] + 8 - moves[(k + 1) % n]) % 8] += 1;
    }
    assert_eq!(c.moves, d);
    assert_eq!(c.relative, rel);
    // Pinned as well, so a change to both counts would still be caught.
    assert_eq!(c.moves, [10, 4, 12, 6, 7, 10, 6, 9]);
    assert_eq!(c.relative, [3, 8, 4, 7, 0, 14, 15, 13]);
    assert_eq!((c.edges(), c.turns()), (64, 64));

    let (f, r) = (c.f(), c.r());
    assert!((f.iter().sum::<f64>() - 1.0).abs() < 1e-15);
    assert!((r.iter().sum::<f64>() - 1.0).abs() < 1e-15);
    for i in 0..8 {
        assert_eq!(f[i], f[(i + 4) % 8], "f is the same both ways round");
        assert_eq!(r[i], r[(8 - i) % 8], "r is the same both ways round");
        assert_eq!(f[i], (d[i] + d[(i + 4) % 8]) as f64 / 128.0);
    }
    assert_eq!(r[4], 0.0, "a tour never goes straight back");
    assert_eq!(r[0], 3.0 / 64.0);
}

fn two_pass(xs: &[[f64; 8]]) -> ([f64; 8], [f64; 8]) {
    let n = xs.len() as f64;
    let mut mean = [0.0; 8];
    let mut sd = [0.0; 8];
    for i in 0..8 {
        mean[i] = xs.iter().map(|x| x[i]).sum::<f64>() / n;
        sd[i] = (xs.iter().map(|x| (x[i] - mean[i]).powi(2)).sum::<f64>() / (n - 1.0)).sqrt();
    }
    (mean, sd)
}

fn samples(seed: u64, n: usize) -> Vec<[f64; 8]> {
    let mut r = Stream::new(seed);
    (0..n)
        .map(|_| {
            std::array::from_fn(|i| {
                0.1 * i as f64 + (r.next_u64() >> 11) as f64 / (1u64 << 53) as f64
            })
        })
        .collect()
}

fn close(a: &[f64; 8], b: &[f64; 8], tol: f64) -> bool {
    a.iter().zip(b).all(|(x, y)| (x - y).abs() <= tol)
}

#[test]
fn welford_matches_two_pass() {
    let xs = samples(11, 1000);
    let mut a = MeanSd::default();
    for x in &xs {
        a.push(x);
    }
    let (mean, sd) = two_pass(&xs);
    assert_eq!(a.n, 1000);
    assert!(close(&a.mean(), &mean, 1e-13), "{:?} {:?}", a.mean(), mean);
    assert!(close(&a.sd(), &sd, 1e-13), "{:?} {:?}", a.sd(), sd);
    // Fewer than two observations: SD 0, not NaN.
    let mut one = MeanSd::default();
    assert_eq!(one.sd(), [0.0; 8]);
    one.push(&xs[0]);
    assert_eq!((one.mean(), one.sd()), (xs[0], [0.0; 8]));
}

#[test]
fn merged_parts_equal_one_aggregate() {
    let xs = samples(12, 997);
    let mut whole = MeanSd::default();
    xs.iter().for_each(|x| whole.push(x));
    let mut merged = MeanSd::default();
    for part in xs.chunks(100) {
        let mut p = MeanSd::default();
        part.iter().for_each(|x| p.push(x));
        merged.merge(&p);
    }
    merged.merge(&MeanSd::default());
    assert_eq!(merged.n, whole.n);
    assert!(close(&merged.mean(), &whole.mean(), 1e-13));
    assert!(close(&merged.sd(), &whole.sd(), 1e-13));

    // The same for whole Aggregates of real tours, through serde as a Worker would send them.
    let mut gen =
        Generator::new(GenSpec::WarnsdorffOpen, Board::new(8, 8).unwrap(), 5, false).unwrap();
    let counts: Vec<Counts> = (0..40)
        .map(|_| gen.next_tour().unwrap().counts().unwrap())
        .collect();
    let mut one = Aggregate::default();
    counts.iter().for_each(|c| one.push(c));
    let mut total = Aggregate::default();
    for part in counts.chunks(7) {
        let mut p = Aggregate::default();
        part.iter().for_each(|c| p.push(c));
        let sent: Aggregate = serde_json::from_str(&serde_json::to_string(&p).unwrap()).unwrap();
        total.merge(&sent);
    }
    assert_eq!(total.tours(), 40);
    assert!(close(&total.relative.mean(), &one.relative.mean(), 1e-13));
    assert!(close(&total.moves.sd(), &one.moves.sd(), 1e-13));
}

#[test]
fn generators_make_what_they_say() {
    let b = Board::new(8, 8).unwrap();
    let mut open = Generator::new(GenSpec::WarnsdorffOpen, b, 1, false).unwrap();
    let mut closed = Generator::new(GenSpec::WarnsdorffClosed, b, 1, false).unwrap();
    for _ in 0..5 {
        let Some(Tour::Open(p)) = open.next_tour() else {
            panic!("an open tour")
        };
        assert!(matches!(
            Matrix::of_path(b, &p).validate(),
            Ok(Verdict::Tour | Verdict::ClosedTour)
        ));
        let Some(Tour::Closed(p)) = closed.next_tour() else {
            panic!("a closed tour")
        };
        assert_eq!(Matrix::of_path(b, &p).validate(), Ok(Verdict::ClosedTour));
        assert_eq!(Counts::of_closed(&p).unwrap().turns(), 64);
    }
    assert!(closed.attempts() > 5, "closed tours take retries on 8x8");
}

#[test]
fn deterministic_rule_tries_each_start_once_then_stops() {
    let b = Board::new(5, 5).unwrap();
    let spec = GenSpec::parse("ordering:12345678").unwrap();
    let mut run = Run::new(spec, b, 3, 1000).unwrap();
    let p = run.work(u64::MAX);
    assert!(p.done);
    assert_eq!(p.attempts, 25);
    assert!(p.tours >= 1 && p.tours < 25, "{p:?}");
    assert!(p
        .stopped
        .as_deref()
        .unwrap()
        .contains("every one of the 25 start squares"));
    // Distinct starts: every tour differs.
    let mut gen =
        Generator::new(GenSpec::parse("ordering:12345678").unwrap(), b, 3, false).unwrap();
    let mut starts = Vec::new();
    while let Some(Tour::Open(t)) = gen.next_tour() {
        starts.push(t[0]);
    }
    let n = starts.len();
    starts.sort();
    starts.dedup();
    assert_eq!(starts.len(), n);
    assert_eq!(n as u64, p.tours);
}

#[test]
fn same_seed_same_numbers_however_the_work_is_sliced() {
    let b = Board::new(10, 10).unwrap();
    let summary = |gen: &str, seed: u64, budget: u64| {
        let mut run = Run::new(GenSpec::parse(gen).unwrap(), b, seed, 12).unwrap();
        let mut calls = 0;
        loop {
            let before = run.progress().squares;
            let p = run.work(budget);
            assert!(
                p.squares - before <= budget.max(1),
                "a slice overran its budget"
            );
            calls += 1;
            if p.done {
                break;
            }
        }
        (run.summary(), calls)
    };
    for gen in ["warnsdorff-open", "warnsdorff-closed", "ordering:34261578"] {
        let (a, ca) = summary(gen, 9, u64::MAX);
        let (b1, cb) = summary(gen, 9, 37);
        let (c, _) = summary(gen, 9, 1);
        assert_eq!(a, b1, "{gen}");
        assert_eq!(a, c, "{gen}");
        assert!(cb > ca);
        let (d, _) = summary(gen, 10, u64::MAX);
        assert_ne!(a.relative, d.relative, "{gen}: another seed, other tours");
        assert!((a.moves.mean.iter().sum::<f64>() - 1.0).abs() < 1e-12);
        assert!((a.relative.mean.iter().sum::<f64>() - 1.0).abs() < 1e-12);
    }
}

#[test]
fn summary_reports_attempts_and_last_tour() {
    let mut run = Run::new(GenSpec::WarnsdorffClosed, Board::new(8, 8).unwrap(), 4, 10).unwrap();
    while !run.work(500).done {}
    let s = run.summary();
    assert_eq!(s.tours, 10);
    assert!(s.attempts >= 10);
    assert_eq!(s.attempt_rate, 10.0 / s.attempts as f64);
    assert_eq!(s.stopped, None);
    let (tour, counts) = run.last_tour().unwrap();
    assert_eq!(tour.counts().unwrap(), *counts);
    assert_eq!(counts.distribution().relative[4], 0.0);
    let json = serde_json::to_value(&s).unwrap();
    assert_eq!(json["moves"]["mean"].as_array().unwrap().len(), 8);
    assert_eq!(json["board"], serde_json::json!([8, 8]));
}

#[test]
fn cover_generators_and_obfuscation_feed_the_statistics() {
    let b = Board::new(8, 8).unwrap();
    // divide: one closed tour of 64 squares; braid: a tourney of 4*floor(8/4) = 8 cycles.
    for (name, cycles) in [("divide", 1usize), ("braid", 8), ("divide-tourney", 0)] {
        let spec = GenSpec::parse(name).unwrap();
        let mut g = Generator::new(spec, b, 3, false).unwrap();
        match g.next_tour() {
            Some(warnsdorff::stats::Tour::Cycles(cs)) => {
                assert_eq!(cs.iter().map(Vec::len).sum::<usize>(), 64, "{name}");
                if cycles > 0 {
                    assert_eq!(cs.len(), cycles, "{name}");
                }
            }
            other => panic!("{name}: {other:?}"),
        }
    }
    // Sizes a generator does not make are refused up front, naming the sizes it does.
    let e = Generator::new(
        GenSpec::parse("four-cover").unwrap(),
        Board::new(10, 10).unwrap(),
        0,
        false,
    )
    .err()
    .unwrap();
    assert!(e.to_string().starts_with("four-cover: "), "{e}");
    // Obfuscation keeps a closed tour closed.
    let mut g = Generator::new(GenSpec::WarnsdorffClosed, b, 5, true).unwrap();
    match g.next_tour() {
        Some(warnsdorff::stats::Tour::Cycles(cs)) => assert_eq!(cs.len(), 1),
        other => panic!("{other:?}"),
    }
    let e = Generator::new(GenSpec::WarnsdorffOpen, b, 0, true)
        .err()
        .unwrap();
    assert!(e.to_string().contains("works on closed tours"), "{e}");
}

#[test]
fn boards_without_tours_are_refused() {
    let b = |r, c| Board::new(r, c).unwrap();
    for (r, c) in [(1, 1), (3, 3), (2, 9), (3, 5), (3, 6), (4, 4)] {
        assert!(!has_open_tour(b(r, c)), "{r}x{c}");
    }
    for (r, c) in [(3, 4), (4, 3), (3, 7), (4, 5), (5, 5), (8, 8)] {
        assert!(has_open_tour(b(r, c)), "{r}x{c}");
    }
    for (r, c) in [(5, 5), (4, 10), (3, 8), (7, 9), (2, 8)] {
        assert!(!has_closed_tour(b(r, c)), "{r}x{c}");
    }
    for (r, c) in [(5, 6), (6, 6), (3, 10), (8, 8), (50, 50)] {
        assert!(has_closed_tour(b(r, c)), "{r}x{c}");
    }
    assert!(Run::new(GenSpec::WarnsdorffOpen, b(3, 3), 0, 1).is_err());
    assert!(Run::new(GenSpec::WarnsdorffClosed, b(5, 5), 0, 1).is_err());
    assert!(Run::new(GenSpec::WarnsdorffOpen, b(8, 8), 0, 0).is_err());
    let e = Run::new(GenSpec::parse("squirrel-cull").unwrap(), b(8, 10), 0, 1)
        .err()
        .unwrap();
    assert!(e.to_string().contains("square"), "{e}");
}

mod sources_and_random_tours {
    use warnsdorff::board::Board;
    use warnsdorff::stats::tourgen::csv;
    use warnsdorff::stats::{sources, GenError, GenSpec, Run};
    use warnsdorff::walk::random_tour::{
        attempt_seed, attempt_start, warnsdorff_closed_tour, RandomTours,
    };

    #[test]
    fn every_source_in_the_catalogue_parses_and_runs_on_a_board_it_takes() {
        for s in sources() {
            let spec = GenSpec::parse(&s.name).unwrap_or_else(|e| panic!("{}: {e}", s.name));
            assert_eq!(spec.is_closed(), s.closed, "{}", s.name);
            assert_eq!(spec.is_deterministic(), s.deterministic, "{}", s.name);
            assert!(s.max_side >= 8 && !s.paper.is_empty(), "{}", s.name);
            let b = Board::new(8, 8).unwrap();
            let mut run = Run::new(spec, b, 3, 2).unwrap();
            while !run.work(1 << 20).done {}
            let sum = run.summary();
            let want = if s.deterministic { 1 } else { 2 };
            assert_eq!(sum.tours, want, "{}: {:?}", s.name, sum.stopped);
            assert_eq!(sum.deterministic, s.deterministic);
        }
    }

    #[test]
    fn warnsdorff_closed_keeps_to_its_limit_and_deterministic_runs_say_so() {
        let e = Run::new(GenSpec::WarnsdorffClosed, Board::new(62, 62).unwrap(), 1, 1)
            .err()
            .unwrap();
        assert!(matches!(e, GenError::TooLarge { max_side: 60, .. }), "{e}");
        let mut run = Run::new(
            GenSpec::parse("divide").unwrap(),
            Board::new(10, 10).unwrap(),
            1,
            200,
        )
        .unwrap();
        while !run.work(1 << 20).done {}
        let s = run.summary();
        assert_eq!(s.tours, 1);
        assert!(s.stopped.unwrap().contains("divide is deterministic"));
    }

    #[test]
    fn the_closed_tour_is_attempt_k_of_the_seed_and_closes() {
        let b = Board::new(8, 8).unwrap();
        let t = warnsdorff_closed_tour(b, 11).unwrap();
        assert_eq!(t.len(), 64);
        assert!(Board::move_between(t[63], t[0]).is_some());
        // The tour is the first closed one among the attempts: it starts where some attempt
        // k of the seed starts, and the statistics source gives the same tour first.
        let mut gen = RandomTours::new(b, 11, true);
        let first = loop {
            if let Some(t) = gen.step(1000).tour {
                break t;
            }
        };
        assert_eq!(first, t);
        let k = gen.attempts() - 1;
        assert_eq!(attempt_start(b, attempt_seed(11, k)), t[0]);
        assert_ne!(warnsdorff_closed_tour(b, 12).unwrap(), t);
    }

    #[test]
    fn one_csv_schema() {
        let mut run = Run::new(GenSpec::WarnsdorffOpen, Board::new(8, 8).unwrap(), 3, 4).unwrap();
        while !run.work(1 << 20).done {}
        let text = csv::write(&[run.summary(), run.summary()]);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], csv::HEADER);
        assert_eq!(lines.len(), 1 + 36);
        assert!(
            lines[1].starts_with("warnsdorff-open,8x8,3,4,"),
            "{}",
            lines[1]
        );
        assert!(lines[16].contains(",relative,parberry,7,"), "{}", lines[16]);
        // Then turns and crossings per tour, mean and SD, with no numbering or index.
        let s = run.summary();
        let tail =
            |kind: &str, v: warnsdorff::stats::SpreadView| format!(",{kind},,,{},{}", v.mean, v.sd);
        assert!(
            lines[17].ends_with(&tail("turns", s.turns)),
            "{}",
            lines[17]
        );
        assert!(
            lines[18].ends_with(&tail("crossings", s.crossings)),
            "{}",
            lines[18]
        );
        assert!(lines[19].contains(",move,parberry,0,"), "{}", lines[19]);
    }
}

/// Turns and crossings per tour (`src/shape/`) beside f and r: a run's mean and sample SD are
/// those of its tours drawn one by one from the same seeded generator, for an open-tour rule, a
/// closed-tour rule, a cover generator and an obfuscated one; and parts merge to the whole.
#[test]
fn turns_and_crossings_per_tour_beside_f_and_r() {
    let b = Board::new(10, 10).unwrap();
    for (name, obfuscate) in [
        ("warnsdorff-open", false),
        ("warnsdorff-closed", false),
        ("braid", false),
        ("divide", true),
    ] {
        let spec = GenSpec::parse(name).unwrap();
        let n = 9;
        let mut gen = Generator::new(spec.clone(), b, 21, obfuscate).unwrap();
        let shapes: Vec<_> = (0..n).map(|_| gen.next_tour().unwrap().shape()).collect();
        let two_pass = |xs: Vec<f64>| {
            let mean = xs.iter().sum::<f64>() / n as f64;
            let var = xs.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1) as f64;
            (mean, var.sqrt())
        };
        let turns = two_pass(shapes.iter().map(|s| s.turns as f64).collect());
        let crossings = two_pass(shapes.iter().map(|s| s.crossings as f64).collect());
        let mut run =
            Run::with_generator(Generator::new(spec, b, 21, obfuscate).unwrap(), n).unwrap();
        while !run.work(u64::MAX).done {}
        let s = run.summary();
        let near = |a: f64, b: f64| (a - b).abs() <= 1e-9 * b.abs().max(1.0);
        assert!(
            near(s.turns.mean, turns.0) && near(s.turns.sd, turns.1),
            "{name}"
        );
        assert!(near(s.crossings.mean, crossings.0), "{name}");
        assert!(near(s.crossings.sd, crossings.1), "{name}");
        assert!(turns.0 > 0.0 && crossings.0 > 0.0, "{name}");
        let json = serde_json::to_value(&s).unwrap();
        assert_eq!(json["turns"]["mean"].as_f64(), Some(s.turns.mean), "{name}");
        assert_eq!(
            json["crossings"]["sd"].as_f64(),
            Some(s.crossings.sd),
            "{name}"
        );
    }
    // Parts merged as a Worker sends them equal one aggregate.
    let mut gen = Generator::new(GenSpec::WarnsdorffOpen, b, 5, false).unwrap();
    let tours: Vec<Tour> = (0..20).map(|_| gen.next_tour().unwrap()).collect();
    let mut one = Aggregate::default();
    tours.iter().for_each(|t| one.push_shape(&t.shape()));
    let mut total = Aggregate::default();
    for part in tours.chunks(6) {
        let mut p = Aggregate::default();
        part.iter().for_each(|t| p.push_shape(&t.shape()));
        let sent: Aggregate = serde_json::from_str(&serde_json::to_string(&p).unwrap()).unwrap();
        total.merge(&sent);
    }
    assert_eq!(total.turns.n, 20);
    assert!((total.turns.view().sd - one.turns.view().sd).abs() < 1e-9);
    assert!((total.crossings.view().mean - one.crossings.view().mean).abs() < 1e-9);
}

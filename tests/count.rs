//! The exhaustive count against the published counts of knight's tours and against a plain
//! search with no pruning and no symmetry on small boards of every shape, leaper and wrap.
#![cfg(not(target_arch = "wasm32"))]

use warnsdorff::count::graph::{Graph, Wrap};
use warnsdorff::count::search::{is_warnsdorff_cycle, is_warnsdorff_path};
use warnsdorff::count::{count_parallel, Kind, Tally};

fn knight(r: u32, c: u32) -> Graph {
    Graph::new(r, c, (1, 2), &[], Wrap::None).unwrap()
}

#[test]
fn five_by_five_has_1728_directed_open_tours_and_no_closed_one() {
    let g = knight(5, 5);
    assert_eq!(count_parallel(&g, Kind::Open, 2).unwrap().tours, 1728);
    assert_eq!(count_parallel(&g, Kind::Closed, 2).unwrap().tours, 0);
}

#[test]
fn six_by_six_has_9862_closed_tours() {
    let t = count_parallel(&knight(6, 6), Kind::Closed, 2).unwrap();
    assert_eq!(t.tours, 9862);
    eprintln!("6x6 closed: {t:?}");
}

#[test]
fn six_by_six_has_6637920_directed_open_tours() {
    let t = count_parallel(&knight(6, 6), Kind::Open, 2).unwrap();
    assert_eq!(t.tours, 6_637_920);
    eprintln!("6x6 open: {t:?}");
}

/// Every tour by a plain search from every square, no pruning, no symmetry; Warnsdorff's rule
/// judged afresh on each whole tour.
fn plain(g: &Graph, kind: Kind) -> Tally {
    fn go(g: &Graph, kind: Kind, path: &mut Vec<usize>, used: u128, t: &mut Tally) {
        t.nodes += 1;
        let last = *path.last().unwrap();
        if used == g.all() {
            match kind {
                Kind::Open => {
                    t.tours += 1;
                    t.warnsdorff += is_warnsdorff_path(g, path) as u64;
                }
                Kind::Closed if g.len() >= 3 && (g.adj[last] >> path[0]) & 1 == 1 => {
                    // Found once each way from square 0: keep the way with the lower second.
                    if path[1] < last {
                        t.tours += 1;
                        t.warnsdorff += is_warnsdorff_cycle(g, path) as u64;
                    }
                }
                Kind::Closed => {}
            }
            return;
        }
        let mut next = g.adj[last] & !used;
        while next != 0 {
            let v = next.trailing_zeros() as usize;
            next &= next - 1;
            path.push(v);
            go(g, kind, path, used | 1u128 << v, t);
            path.pop();
        }
    }
    let mut t = Tally::default();
    if g.len() < 2 {
        return t;
    }
    let starts = match kind {
        Kind::Open => 0..g.len(),
        Kind::Closed => 0..1,
    };
    for s in starts {
        go(g, kind, &mut vec![s], 1u128 << s, &mut t);
    }
    t
}

fn same_counts(g: &Graph, what: &str) -> u64 {
    let mut tours = 0;
    for kind in [Kind::Open, Kind::Closed] {
        let fast = count_parallel(g, kind, 2).unwrap();
        let slow = plain(g, kind);
        assert_eq!(
            (fast.tours, fast.warnsdorff),
            (slow.tours, slow.warnsdorff),
            "{what}, {kind:?}"
        );
        tours += slow.tours;
    }
    tours
}

#[test]
fn the_pruned_search_finds_what_a_plain_one_finds_on_small_knight_boards() {
    for (r, c) in [(3, 4), (3, 7), (4, 5), (5, 5), (4, 6), (3, 8)] {
        assert!(same_counts(&knight(r, c), &format!("{r}x{c}")) > 0);
    }
}

/// A small deterministic generator for the shapes below (the test must not depend on a seed
/// stream the crate may change).
fn lcg(state: &mut u64) -> u64 {
    *state = state
        .wrapping_mul(6364136223846793005)
        .wrapping_add(1442695040888963407);
    *state >> 33
}

#[test]
fn the_pruned_search_finds_what_a_plain_one_finds_on_random_shapes_leapers_and_wraps() {
    let mut state = 7;
    let (mut boards, mut with_tours) = (0, 0);
    while boards < 80 {
        let rows = 2 + (lcg(&mut state) % 4) as u32;
        let cols = 2 + (lcg(&mut state) % 5) as u32;
        let (a, b) = [(1, 2), (0, 1), (1, 3), (2, 3), (0, 2)][(lcg(&mut state) % 5) as usize];
        let wrap = [Wrap::None, Wrap::Cylinder, Wrap::Torus][(lcg(&mut state) % 3) as usize];
        let removed: Vec<bool> = (0..rows * cols).map(|_| lcg(&mut state) % 6 == 0).collect();
        let g = Graph::new(rows, cols, (a, b), &removed, wrap).unwrap();
        if g.len() > 11 {
            continue;
        }
        boards += 1;
        let what = format!("{rows}x{cols} ({a},{b}) {wrap:?} {removed:?}");
        with_tours += (same_counts(&g, &what) > 0) as u32;
    }
    // The comparison means something only where there are tours to find.
    assert!(with_tours >= 20, "{with_tours} of the boards have a tour");
}

#[test]
fn symmetries_keep_only_the_maps_that_keep_the_shape() {
    assert_eq!(knight(6, 6).symmetries().len(), 8);
    assert_eq!(knight(4, 6).symmetries().len(), 4);
    let mut cut = vec![false; 25];
    cut[0] = true;
    let g = Graph::new(5, 5, (1, 2), &cut, Wrap::None).unwrap();
    // A corner removed: only the identity and the diagonal through it are left.
    assert_eq!(g.symmetries().len(), 2);
}

#[test]
fn warnsdorff_shares_of_five_by_five() {
    let t = count_parallel(&knight(5, 5), Kind::Open, 2).unwrap();
    let slow = plain(&knight(5, 5), Kind::Open);
    assert_eq!((t.tours, t.warnsdorff), (slow.tours, slow.warnsdorff));
    assert!(t.warnsdorff > 0 && t.warnsdorff < t.tours);
    eprintln!("5x5 open: {t:?}");
}

#[test]
fn the_count_in_slices_is_the_count_on_every_core_and_a_cancel_ends_it() {
    use warnsdorff::count::Count;
    use warnsdorff::job::Job;
    for (kind, g) in [(Kind::Open, knight(5, 5)), (Kind::Closed, knight(3, 10))] {
        let mut job = Count::new(g.clone(), kind);
        let mut slices = 0;
        while !job.work(20).unwrap().is_finished() {
            slices += 1;
        }
        assert!(job.is_complete() && slices > 10, "{slices} slices");
        let whole = count_parallel(&g, kind, 2).unwrap();
        assert!(whole.tours > 0);
        assert_eq!(
            (job.tally.tours, job.tally.warnsdorff),
            (whole.tours, whole.warnsdorff)
        );
    }
    let mut job = Count::new(knight(6, 6), Kind::Open);
    job.work(1000).unwrap();
    job.cancel();
    assert!(job.work(1000).unwrap().is_finished());
    assert!(!job.is_complete());
}

//! The tourney page's cycle colours through switches (src/labs/tourneys/colours.rs): a cycle not
//! touched keeps its colour; when a cycle splits or cycles join, the part with the most squares
//! of an old cycle keeps that cycle's colour and only the rest change; fresh numbers are new;
//! neighbouring cycles never share a colour.

use warnsdorff::labs::tourneys::colours::{inherit, neighbours, SLOTS};
use warnsdorff::labs::tourneys::state::Tourney;
use warnsdorff::rails::plan::PlanKind;
use warnsdorff::tourneys::{generate, Generator};

const HOLE: u32 = u32::MAX;

/// `inherit` from labels `old` (with colours `old_colours`) to labels `new`, fresh numbers
/// from 100.
fn colours(new: &[u32], old: &[u32], old_colours: &[u32]) -> Vec<u32> {
    let count = new
        .iter()
        .filter(|&&l| l != HOLE)
        .max()
        .map_or(0, |&m| m as usize + 1);
    let mut next = 100;
    let c = inherit(new, count, old, old_colours, &mut next);
    assert_eq!(next as usize, 100 + c.iter().filter(|&&c| c >= 100).count());
    c
}

#[test]
fn untouched_cycles_keep_their_colours() {
    let old = [0, 0, 1, 1, 2, 2];
    // Cycle 1 split into two; 0 and 2 untouched (the labels shift: 2 is now 3).
    let new = [0, 0, 1, 2, 3, 3];
    let c = colours(&new, &old, &[7, 8, 9]);
    assert_eq!((c[0], c[3]), (7, 9));
}

#[test]
fn a_split_leaves_the_colour_with_the_larger_part() {
    // Old cycle 0 (colour 5) on ten squares splits: squares 0-2 (smallest square first) and
    // 3-9. The first rule gave the part with the smallest square the colour; now the larger
    // part keeps it.
    let old = [0; 10];
    let new = [0, 0, 0, 1, 1, 1, 1, 1, 1, 1];
    assert_eq!(colours(&new, &old, &[5]), vec![100, 5]);
    // The larger part first: the same.
    let new = [0, 0, 0, 0, 0, 0, 0, 1, 1, 1];
    assert_eq!(colours(&new, &old, &[5]), vec![5, 100]);
    // Equal parts: the smaller label.
    let new = [0, 0, 0, 1, 1, 1];
    assert_eq!(colours(&[0, 1, 0, 1, 0, 1], &[0; 6], &[5]), vec![5, 100]);
    assert_eq!(colours(&new, &[0; 6], &[5]), vec![5, 100]);
}

#[test]
fn a_join_takes_the_colour_of_its_largest_part() {
    // Old cycles 0 (2 squares, colour 3) and 1 (6 squares, colour 4) join.
    let old = [0, 0, 1, 1, 1, 1, 1, 1];
    assert_eq!(colours(&[0; 8], &old, &[3, 4]), vec![4]);
    // A cycle of three old parts, none of them half of it: it takes one of their colours
    // (the vote's candidate), and no other cycle takes that colour.
    let old = [0, 0, 0, 1, 1, 1, 2, 2, 2, 2, 3, 3];
    let new = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1];
    let c = colours(&new, &old, &[10, 11, 12, 13]);
    assert!([10, 11, 12].contains(&c[0]), "{c:?}");
    assert_eq!(c[1], 13);
}

#[test]
fn holes_and_a_new_board_get_no_old_colour() {
    let old = [0, 0, HOLE, 1, 1];
    let new = [0, 0, HOLE, 1, 1];
    assert_eq!(colours(&new, &old, &[6, 2]), vec![6, 2]);
    // Nothing before (a new cover): all fresh, in label order.
    assert_eq!(colours(&[0, 1, 1, 2], &[], &[]), vec![100, 101, 102]);
}

/// Through an obfuscation played forward a frame at a time (167 switches, the page's top
/// speed at 60 fps), neighbouring cycles have different colours, and a cycle whose squares are
/// exactly those of a cycle before keeps its colour unless a neighbour holds it now.
#[test]
fn neighbours_differ_and_untouched_cycles_keep_colours_through_an_obfuscation() {
    let cover = generate(Generator::DivideTourney, 40, 1).unwrap();
    let mut lab = Tourney::new(cover, "test".into(), 3);
    let len = lab.plan(PlanKind::Obfuscate);
    let (_, labels, colours) = lab.view();
    let (mut old_labels, mut old_colours) = (labels.to_vec(), colours.to_vec());
    let mut pos = 0;
    let mut kept = 0;
    while pos < len {
        pos = (pos + 167).min(len);
        lab.seek(pos);
        let board = lab.board();
        let rails = lab.rails().to_vec();
        let (_, labels, colours) = lab.view();
        let pairs = neighbours(board, labels, &rails);
        for &(a, b) in &pairs {
            assert_ne!(colours[a as usize], colours[b as usize], "at {pos}");
        }
        assert!(colours.iter().all(|&c| c < SLOTS));
        // Squares of each new cycle, and of each old one.
        let members = |labels: &[u32], n: usize| {
            let mut m = vec![Vec::new(); n];
            for (s, &l) in labels.iter().enumerate() {
                m[l as usize].push(s);
            }
            m
        };
        let (now, before) = (
            members(labels, colours.len()),
            members(&old_labels, old_colours.len()),
        );
        for (l, squares) in now.iter().enumerate() {
            let o = old_labels[squares[0]] as usize;
            if before[o] == *squares {
                let held = pairs.iter().any(|&(a, b)| {
                    let other = if a as usize == l {
                        b
                    } else if b as usize == l {
                        a
                    } else {
                        return false;
                    };
                    colours[other as usize] == old_colours[o]
                });
                assert!(colours[l] == old_colours[o] || held, "at {pos}, cycle {l}");
                kept += usize::from(colours[l] == old_colours[o]);
            }
        }
        (old_labels, old_colours) = (labels.to_vec(), colours.to_vec());
    }
    assert!(kept > 0);
}

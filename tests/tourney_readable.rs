//! The tourney page made readable: neighbouring cycles in colours far apart (a greedy
//! colouring of the cycles' neighbourhood over the palette's well-separated cycle colours, in
//! both schemes), and a plan's tally of joins, splits and reroutes with the cycles before and
//! after it.

use warnsdorff::labs::tourneys::colours::{assign, neighbours, SLOTS};
use warnsdorff::labs::tourneys::state::Tourney;
use warnsdorff::labs::tourneys::status::{tally_words, Tally};
use warnsdorff::labs::tourneys::view::colour_rgb;
use warnsdorff::page::scene::Colour;
use warnsdorff::page::theme::{delta_e, Palette, Scheme, CYCLE_APART};
use warnsdorff::rails::plan::PlanKind;
use warnsdorff::rails::Effect;
use warnsdorff::tourneys::{generate, Generator};

/// The least colour difference between two neighbouring cycles of the lab's cover now, in
/// either scheme, and how many neighbouring pairs there are.
fn least_apart(lab: &mut Tourney) -> (f64, usize) {
    let board = lab.board();
    let rails = lab.rails().to_vec();
    let (_, labels, colours) = lab.view();
    let pairs = neighbours(board, labels, &rails);
    let mut least = f64::MAX;
    for scheme in Scheme::ALL {
        let p = Palette::of(scheme);
        let rgb = |k: u32| {
            let [r, g, b] = colour_rgb(p, colours[k as usize]);
            Colour::rgb(r, g, b)
        };
        for &(a, b) in &pairs {
            least = least.min(delta_e(rgb(a), rgb(b)));
        }
    }
    (least, pairs.len())
}

#[test]
fn neighbouring_cycles_take_colours_far_apart_on_every_generators_cover() {
    for gen in Generator::ALL {
        for n in [12, 20, 40] {
            let Ok(cover) = generate(gen, n, 1) else {
                continue;
            };
            let mut lab = Tourney::new(cover, String::new(), 1);
            let (least, pairs) = least_apart(&mut lab);
            if lab.cycle_count() > 1 {
                assert!(pairs > 0, "{} {n}: cycles but no neighbours", gen.name());
            }
            assert!(
                least >= CYCLE_APART,
                "{} {n}: neighbours {least:.1} apart",
                gen.name()
            );
        }
    }
}

/// Through a shatter (hundreds of small cycles, each beside many) and an obfuscation played
/// a stretch at a time, no two neighbouring cycles share a colour or take close ones.
#[test]
fn neighbouring_cycles_stay_far_apart_through_shatter_and_obfuscate() {
    for kind in [PlanKind::Shatter, PlanKind::Obfuscate] {
        let cover = generate(Generator::DivideTourney, 40, 1).unwrap();
        let mut lab = Tourney::new(cover, String::new(), 3);
        let len = lab.plan(kind);
        let mut pos = 0;
        while pos < len {
            pos = (pos + 97).min(len);
            lab.seek(pos);
            let (least, _) = least_apart(&mut lab);
            assert!(least >= CYCLE_APART, "{kind:?} at {pos}: {least:.1}");
        }
        if kind == PlanKind::Shatter {
            assert!(lab.cycle_count() > 10, "{}", lab.cycle_count());
        }
    }
}

/// The colouring keeps a cycle's colour when no neighbour took it, and changes it when a
/// neighbour kept it first (the larger cycle keeps its colour).
#[test]
fn a_cycle_keeps_its_colour_unless_a_neighbour_has_it() {
    // Three cycles in a row, 0 beside 1 beside 2; before, 0 and 2 were coloured 4, 1 was 5.
    let labels = [0, 0, 1, 1, 2, 2];
    let pairs = [(0, 1), (1, 2)];
    assert_eq!(
        assign(&labels, 3, &pairs, &labels, &[4, 5, 4]),
        vec![4, 5, 4]
    );
    // Now cycle 2 is beside 0 too, and smaller: it gives its colour up.
    let labels = [0, 0, 0, 1, 1, 2];
    let c = assign(
        &labels,
        3,
        &[(0, 1), (0, 2), (1, 2)],
        &[0, 0, 0, 1, 1, 2],
        &[4, 5, 4],
    );
    assert_eq!((c[0], c[1]), (4, 5));
    assert!(c[2] != 4 && c[2] != 5 && c[2] < SLOTS, "{c:?}");
    // With more neighbours than colours, a cycle takes the colour fewest of them have.
    let count = SLOTS as usize + 2;
    let labels: Vec<u32> = (0..count as u32).collect();
    let pairs: Vec<(u32, u32)> = (1..count as u32).map(|k| (0, k)).collect();
    let c = assign(&labels, count, &pairs, &[], &[]);
    assert!(c.iter().all(|&c| c < SLOTS));
    let clash = c[1..].iter().filter(|&&k| k == c[0]).count();
    assert!(clash <= 1, "{c:?}");
}

#[test]
fn a_plan_ends_with_its_tally() {
    for kind in PlanKind::ALL {
        let cover = generate(Generator::DivideTourney, 22, 1).unwrap();
        let mut lab = Tourney::new(cover, String::new(), 3);
        let before = lab.cycle_count();
        let len = lab.plan(kind);
        assert!(len > 0, "{kind:?}");
        let t = Tally::of(lab.plan_switches());
        let count = |e| lab.plan_switches().iter().filter(|s| s.effect == e).count();
        assert_eq!(
            (t.joins, t.splits, t.reroutes),
            (
                count(Effect::Joined),
                count(Effect::Split),
                count(Effect::Rerouted)
            )
        );
        assert_eq!(t.joins + t.splits + t.reroutes, len);
        assert_eq!(t.before, before, "{kind:?}");
        // Not said before the end.
        assert!(!lab.status().contains("Tally"), "{}", lab.status());
        lab.seek(len);
        assert_eq!(t.after, lab.cycle_count(), "{kind:?}");
        assert_eq!(t.before + t.splits - t.joins, t.after, "{kind:?}");
        let status = lab.status().to_string();
        assert!(status.contains(&tally_words(&t)), "{status}");
        assert!(
            status.contains(&format!("cycles → {}.", t.after)),
            "{status}"
        );
    }
    // Join on a cover of seven cycles: six joins at least, ending at one cycle.
    let mut lab = Tourney::new(
        generate(Generator::DivideTourney, 22, 1).unwrap(),
        String::new(),
        3,
    );
    let len = lab.plan(PlanKind::Join);
    lab.seek(len);
    let t = Tally::of(lab.plan_switches());
    assert_eq!((t.before, t.after), (7, 1));
    assert!(t.joins >= 6);
}

/// On a cover with more than `RAILS_ALL_MAX` rails only the rails of the cycles pointed at are
/// drawn: each has a primary move on one of them, and every such rail is among them.
#[test]
fn a_large_cover_draws_the_rails_of_the_cycles_pointed_at() {
    use warnsdorff::labs::tourneys::view::{
        all_rails, number_squares, rail_segments, rails_of_cycles, RAILS_ALL_MAX,
    };
    let cover = generate(Generator::DivideTourney, 40, 1).unwrap();
    let mut lab = Tourney::new(cover, String::new(), 3);
    let board = lab.board();
    let rails = lab.rails().to_vec();
    assert!(rails.len() > RAILS_ALL_MAX && !all_rails(rails.len()));
    let small = Tourney::new(generate(Generator::Braid, 8, 1).unwrap(), String::new(), 3)
        .rails()
        .len();
    assert!(all_rails(small), "{small}");
    let count = lab.cycle_count();
    let (_, labels, _) = lab.view();
    // The cycle of square 0, and the rails touching it.
    let k = labels[0];
    let mine = rails_of_cycles(board, &rails, labels, &[k]);
    assert!(
        !mine.is_empty() && mine.len() < rails.len() / 2,
        "{}",
        mine.len()
    );
    for r in &rails {
        let [v0, _, v2, _] = r.squares(board).unwrap();
        let touches = labels[v0] == k || labels[v2] == k;
        assert_eq!(mine.contains(r), touches, "{r:?}");
    }
    // Fewer lines drawn: the segments of those rails only.
    let [p, c] = rail_segments(board, &mine);
    let [pa, ca] = rail_segments(board, &rails);
    assert!(p.len() + c.len() < (pa.len() + ca.len()) / 2);
    assert!(rails_of_cycles(board, &rails, labels, &[]).is_empty());
    // Each cycle's number goes on its first square, which is on that cycle.
    let at = number_squares(labels, count);
    assert_eq!(at[labels[0] as usize], 0);
    for (l, &i) in at.iter().enumerate() {
        assert_eq!(labels[i] as usize, l);
        assert!(labels[..i].iter().all(|&m| m as usize != l));
    }
}

//! The walk page's "next move" preview (src/labs/walk/preview.rs) and the move numbering a page
//! shows (src/numbering.rs): the preview is exactly the step Step takes, for every rule; its
//! values are what the rule compares; its sentence says why in plain words; guesses are judged.

use warnsdorff::board::{Board, Square};
use warnsdorff::grid::Cand;
use warnsdorff::labs::walk::state::WalkState;
use warnsdorff::moves::{Move, Ordering};
use warnsdorff::numbering::Numbering;
use warnsdorff::rules::lookahead::irwin_score;
use warnsdorff::rules::RuleSpec;

fn lab(board: &str, start: &str, rule: &str, seed: u64) -> WalkState {
    let b: Board = board.parse().unwrap();
    let s = b.parse_square(start).unwrap();
    let mut l = WalkState::new(b, s, RuleSpec::parse(rule).unwrap(), seed).unwrap();
    l.ready();
    l
}

#[test]
fn at_step_one_from_a1_both_candidates_tie_and_the_ordering_picks_b3() {
    let mut l = lab("8x8", "a1", "ordering:12345678", 1);
    let p = l.preview(Numbering::Squirrel).unwrap();
    let names: Vec<(&str, u8, u32, bool, bool)> = p
        .candidates
        .iter()
        .map(|c| (c.name.as_str(), c.degree, c.value, c.best, c.chosen))
        .collect();
    assert_eq!(
        names,
        vec![("b3", 5, 5, true, true), ("c2", 5, 5, true, false)]
    );
    assert!(p.tie);
    assert_eq!(p.step, 2);
    assert_eq!(p.value_name, "degree");
    assert_eq!(p.to, [6, 2]);
    assert_eq!(p.mv, 1);
    assert_eq!(
        p.sentence,
        "Step 2: 2 squares to choose from. Degrees: b3 5, c2 5; the lowest wins. \
         b3 and c2 tie at 5; ordering 12345678 prefers direction 1 (b3) over direction 2 (c2)."
    );
    assert!(p.sentence.starts_with(&p.question));
    assert!(!p.question.contains("prefers"));
    // Looking did not move the knight; Step then takes exactly the previewed square.
    assert_eq!(l.walk().len(), 1);
    assert!(l.last().is_none());
    assert!(l.step());
    assert_eq!(l.last().unwrap().to, Square::new(6, 2));
}

#[test]
fn another_ordering_breaks_the_same_tie_the_other_way() {
    let mut l = lab("8x8", "a1", "ordering:21345678", 1);
    let p = l.preview(Numbering::Squirrel).unwrap();
    assert_eq!(p.to, [7, 3]);
    assert!(
        p.sentence
            .ends_with("ordering 21345678 prefers direction 2 (c2) over direction 1 (b3)."),
        "{}",
        p.sentence
    );
}

#[test]
fn the_preview_is_the_step_for_every_rule_and_changes_nothing() {
    for (board, start, rule) in [
        ("8x8", "1,1", "ordering:12345678"),
        ("8x8", "4,5", "random"),
        ("10x10", "1,1", "squirrel-cull"),
        ("7x9", "2,3", "nineteen"),
        ("9x9", "5,5", "pohl"),
        ("9x9", "1,1", "lookahead:34261578"),
    ] {
        for seed in [1, 7] {
            let mut shown = lab(board, start, rule, seed);
            let mut plain = lab(board, start, rule, seed);
            let mut k = 0;
            while let Some(p) = shown.preview(Numbering::Squirrel) {
                // Asking twice gives the same answer.
                assert_eq!(shown.preview(Numbering::Squirrel).as_ref(), Some(&p));
                assert!(shown.step());
                let r = shown.last().unwrap().clone();
                assert_eq!(p.to, <[u32; 2]>::from(r.to), "{rule} step {k}");
                assert_eq!(p.mv, r.mv);
                assert_eq!(p.candidates.len(), r.candidates.len());
                assert_eq!(
                    p.candidates.iter().filter(|c| c.chosen).count(),
                    1,
                    "{rule}"
                );
                assert_eq!(p.tie, r.is_tie(), "{rule} step {k}: {}", p.sentence);
                k += 1;
                // Take one back now and then: the preview must still be the step.
                if k % 5 == 0 {
                    assert!(shown.undo());
                    let again = shown.preview(Numbering::Squirrel).unwrap();
                    assert_eq!(again, p, "{rule} after an undo");
                    assert!(shown.step());
                }
            }
            plain.run(usize::MAX);
            assert_eq!(
                shown.walk().path_indices(),
                plain.walk().path_indices(),
                "{rule} seed {seed}"
            );
            assert!(shown.preview(Numbering::Squirrel).is_none());
        }
    }
}

#[test]
fn lookahead_shows_irwins_scores_not_degrees() {
    let mut l = lab("8x8", "4,4", "lookahead", 1);
    let mut seen_differ = false;
    for _ in 0..20 {
        let p = l.preview(Numbering::Squirrel).unwrap();
        assert_eq!(p.value_name, "look-ahead score");
        let w = l.walk();
        for c in &p.candidates {
            let s = Square::new(c.square[0], c.square[1]);
            let cand = Cand {
                mv: Move::from_squirrel(c.mv).unwrap(),
                cell: w.grid().cell(s),
                degree: c.degree,
            };
            assert_eq!(c.value, irwin_score(w.grid(), &cand));
            seen_differ |= c.value != c.degree as u32;
        }
        let least = p.candidates.iter().map(|c| c.value).min().unwrap();
        let chosen = p.candidates.iter().find(|c| c.chosen).unwrap();
        assert_eq!(chosen.value, least);
        let named = if p.candidates.len() == 1 {
            "(look-ahead score "
        } else {
            "Look-ahead scores (degree plus the neighbours' degrees): "
        };
        assert!(p.sentence.contains(named), "{}", p.sentence);
        l.step();
    }
    assert!(seen_differ);
}

#[test]
fn pohl_names_its_sums_when_they_decide() {
    let mut l = lab("8x8", "1,1", "pohl", 1);
    let mut decided_by_sums = 0;
    while let Some(p) = l.preview(Numbering::Squirrel) {
        let tied: Vec<_> = p.candidates.iter().filter(|c| c.best).collect();
        if p.tie {
            assert!(tied.iter().all(|c| c.secondary.is_some()), "{}", p.sentence);
            let least = tied.iter().map(|c| c.secondary.unwrap()).min().unwrap();
            let chosen = tied.iter().find(|c| c.chosen).unwrap();
            assert_eq!(chosen.secondary, Some(least));
            if tied.iter().filter(|c| c.secondary == Some(least)).count() == 1 {
                decided_by_sums += 1;
                assert!(p.sentence.contains("Pohl's sums"), "{}", p.sentence);
                assert!(p.sentence.contains("wins"), "{}", p.sentence);
            } else {
                assert!(p.sentence.contains("tie too"), "{}", p.sentence);
            }
        } else {
            assert!(p.candidates.iter().all(|c| c.secondary.is_none() || c.best));
        }
        l.step();
    }
    assert!(decided_by_sums > 0);
}

#[test]
fn random_names_its_seed_and_the_only_move_is_said_so() {
    let mut l = lab("8x8", "a1", "random", 42);
    let p = l.preview(Numbering::Squirrel).unwrap();
    assert!(
        p.sentence.contains("a seeded random draw (seed 42) picks"),
        "{}",
        p.sentence
    );
    // Forced moves are said to be forced.
    let mut forced = 0;
    let mut l2 = lab("5x5", "3,3", "ordering:12345678", 1);
    l2.step();
    while let Some(p) = l2.preview(Numbering::Squirrel) {
        if p.candidates.len() == 1 {
            assert!(
                p.sentence.contains("only one square is free"),
                "{}",
                p.sentence
            );
            assert!(p.sentence.contains("must go to"), "{}", p.sentence);
            forced += 1;
        }
        l2.step();
    }
    assert!(forced > 0);
}

#[test]
fn moves_are_shown_in_the_chosen_numbering() {
    let mut l = lab("8x8", "a1", "ordering:12345678", 1);
    let sq = l.preview(Numbering::Squirrel).unwrap();
    let pa = l.preview(Numbering::Parberry).unwrap();
    let ph = l.preview(Numbering::Phadke).unwrap();
    // b3 from a1 is two up, one right: Squirrel 1, Parberry 1, Phadke 7; c2 is one up, two
    // right: Squirrel 2, Parberry 0, Phadke 8.
    assert_eq!(
        [
            sq.candidates[0].mv,
            pa.candidates[0].mv,
            ph.candidates[0].mv
        ],
        [1, 1, 7]
    );
    assert_eq!(
        [
            sq.candidates[1].mv,
            pa.candidates[1].mv,
            ph.candidates[1].mv
        ],
        [2, 0, 8]
    );
    assert!(
        pa.sentence.contains(
            "ordering 12345678 (Squirrel's digits; 10765432 in Parberry's) prefers direction 1 (b3) over direction 0 (c2)"
        ),
        "{}",
        pa.sentence
    );
}

#[test]
fn the_compass_and_numberings_agree_with_the_moves() {
    for n in Numbering::ALL {
        let c = n.compass();
        assert_eq!(c.len(), 8);
        let mut numbers: Vec<u8> = c.iter().map(|p| p.number).collect();
        numbers.sort();
        let first = n.first_number();
        assert_eq!(numbers, (first..first + 8).collect::<Vec<_>>());
        for p in &c {
            let m = Move::from_delta(p.dr, p.dc).unwrap();
            assert_eq!(n.number(m), p.number);
            assert_eq!(n.from_number(p.number), Some(m));
            assert_eq!(m.squirrel(), p.squirrel);
        }
        assert_eq!(Numbering::parse(n.key()), Ok(n));
        // Bars counted in Parberry's order, reordered for this numbering.
        let perm = n.from_parberry_order();
        for (k, &p) in perm.iter().enumerate() {
            let m = Move::from_parberry(p as u8).unwrap();
            assert_eq!(n.number(m), first + k as u8);
        }
        assert_eq!(n.bar_order(false), perm);
        assert_eq!(n.bar_order(true), n.relative_order());
    }
    // The catalogue the pages list: every numbering once, Squirrel's (the default) first.
    let cat = Numbering::catalogue();
    let keys: Vec<&str> = cat.iter().map(|e| e.key).collect();
    assert_eq!(keys, ["squirrel", "parberry", "phadke"]);
    assert_eq!(Numbering::default().key(), keys[0]);
    for (e, n) in cat.iter().zip(Numbering::ALL) {
        assert_eq!((e.name, e.words), (n.name(), n.words()));
        assert!(!e.name.is_empty() && !e.words.is_empty());
    }
    assert!(Numbering::parse("Parberry's").is_ok());
    assert!(Numbering::parse("euler").unwrap_err().contains("accepted"));
    let o = Ordering::parse("34261578").unwrap();
    assert_eq!(Numbering::Squirrel.ordering_text(&o), "34261578");
}

#[test]
fn guesses_are_judged_with_the_reason() {
    let mut l = lab("8x8", "a1", "ordering:12345678", 1);
    let right = l.judge(Square::new(6, 2), Numbering::Squirrel).unwrap();
    assert!(right.right);
    assert!(
        right.words.starts_with("Right: the rule picks b3."),
        "{}",
        right.words
    );
    let close = l.judge(Square::new(7, 3), Numbering::Squirrel).unwrap();
    assert!(!close.right);
    assert!(
        close
            .words
            .starts_with("Close: c2 ties for the lowest degree (5), but the tie goes to b3."),
        "{}",
        close.words
    );
    let off = l.judge(Square::new(1, 1), Numbering::Squirrel).unwrap();
    assert!(!off.right);
    assert!(
        off.words.contains("not a knight's move away"),
        "{}",
        off.words
    );
    assert!(!off.candidate && close.candidate && right.candidate);
    assert_eq!(
        off.words,
        "a8 is not a knight's move away onto a free square: pick one of b3 and c2."
    );
    let p = l.preview(Numbering::Squirrel).unwrap();
    assert_eq!(
        p.prompt,
        "Step 2: which square will the rule pick? Candidates: b3 and c2."
    );
    // A candidate with a higher degree.
    let mut l = lab("8x8", "d4", "ordering:12345678", 1);
    let p = l.preview(Numbering::Squirrel).unwrap();
    let worse = p.candidates.iter().find(|c| !c.best).unwrap();
    let g = l
        .judge(
            Square::new(worse.square[0], worse.square[1]),
            Numbering::Squirrel,
        )
        .unwrap();
    assert!(!g.right);
    assert!(
        g.words.starts_with(&format!(
            "Not this one: {} has degree {}",
            worse.name, worse.degree
        )),
        "{}",
        g.words
    );
    // Judging changes nothing.
    assert_eq!(l.walk().len(), 1);
}

#[test]
fn the_status_says_the_move_in_the_numbering_shown() {
    let mut l = lab("8x8", "a1", "ordering:21345678", 1);
    l.step(); // to c2: one up, two right
    assert!(l
        .status_in(Numbering::Squirrel)
        .contains("to c2 in direction 2,"));
    assert!(l
        .status_in(Numbering::Parberry)
        .contains("to c2 in direction 0,"));
    assert!(l
        .status_in(Numbering::Phadke)
        .contains("to c2 in direction 8,"));
    assert_eq!(l.status_in(Numbering::Squirrel), l.status());
}

#[test]
fn a_square_is_read_out_with_its_number_degree_trouble_and_candidacy() {
    let mut l = lab("8x8", "a1", "ordering:12345678", 1);
    assert_eq!(
        l.describe_square(Square::new(8, 1), Numbering::Squirrel),
        "a1: visited at step 1, the knight is here."
    );
    assert_eq!(
        l.describe_square(Square::new(7, 3), Numbering::Parberry),
        "c2: unvisited, degree 5, a candidate for the next step (direction 0)."
    );
    assert_eq!(
        l.describe_square(Square::new(1, 1), Numbering::Squirrel),
        "a8: unvisited, degree 2, a trouble square (one way in, one way out)."
    );
    assert!(l
        .describe_square(Square::new(9, 1), Numbering::Squirrel)
        .contains("off the"));
    // Walk on until a trouble square appears and is named as one.
    let mut named = false;
    while l.step() {
        let marks = l.walk().marks();
        if let Some(&s) = marks.trouble.first() {
            let t = l.describe_square(s, Numbering::Squirrel);
            assert!(
                t.contains(", a trouble square (one way in, one way out)"),
                "{t}"
            );
            named = true;
            break;
        }
    }
    assert!(named);
}

#[test]
fn relative_moves_are_renumbered_with_the_direction_of_the_numbering() {
    // A turn between two moves: Parberry counts it counterclockwise, Squirrel clockwise.
    let a = Move::from_squirrel(1).unwrap();
    for k in 1..=8u8 {
        let b = Move::from_squirrel(k).unwrap();
        let parberry = (b.parberry() as i32 - a.parberry() as i32).rem_euclid(8) as usize;
        let squirrel = (b.squirrel() as i32 - a.squirrel() as i32).rem_euclid(8) as usize;
        let phadke = (b.phadke() as i32 - a.phadke() as i32).rem_euclid(8) as usize;
        assert_eq!(Numbering::Squirrel.relative_order()[squirrel], parberry);
        assert_eq!(Numbering::Phadke.relative_order()[phadke], parberry);
        assert_eq!(Numbering::Parberry.relative_order()[parberry], parberry);
    }
}

#[test]
fn the_rule_line_gives_the_ordering_in_the_numbering_shown() {
    let mut l = lab("8x8", "a1", "ordering:12345678", 1);
    assert_eq!(l.rule_words_in(Numbering::Squirrel), l.rule_words());
    assert!(l
        .rule_words_in(Numbering::Parberry)
        .ends_with("(orderings in Squirrel's digits; 12345678 is 10765432 in Parberry's)"));
    let mut l = lab("8x8", "1,1", "squirrel-cull", 1);
    assert!(l
        .rule_words_in(Numbering::Phadke)
        .ends_with("(orderings in Squirrel's digits)"));
}

#[test]
fn two_rules_side_by_side_part_at_the_first_different_square() {
    use warnsdorff::labs::walk::compare::compare;
    let mut a = lab("8x8", "a1", "ordering:12345678", 1);
    let mut b = lab("8x8", "a1", "ordering:21345678", 1);
    let c = compare(a.walk(), b.walk(), ["first", "second"]);
    assert_eq!(c.first, None);
    assert_eq!(c.words, "The two rules agree on all 1 step so far.");
    a.step();
    b.step();
    let c = compare(
        a.walk(),
        b.walk(),
        ["ordering:12345678", "ordering:21345678"],
    );
    assert_eq!(c.first, Some(2));
    assert_eq!(c.squares, Some([[6, 2], [7, 3]]));
    assert_eq!(
        c.words,
        "The two rules agree for 1 step, then part at step 2: ordering:12345678 goes to b3, ordering:21345678 to c2."
    );
    // Two orderings that agree for a while: the first parting step is where the paths first
    // differ, and it stays put as both walk on.
    let mut a = lab("8x8", "1,1", "ordering:12345678", 1);
    let mut b = lab("8x8", "1,1", "ordering:12345687", 1);
    a.run(usize::MAX);
    b.run(usize::MAX);
    let (pa, pb) = (a.walk().path_indices(), b.walk().path_indices());
    let expect = pa.iter().zip(&pb).position(|(x, y)| x != y).map(|k| k + 1);
    assert_eq!(compare(a.walk(), b.walk(), ["a", "b"]).first, expect);
    // The same rule twice never parts.
    let mut c2 = lab("8x8", "1,1", "ordering:12345678", 1);
    c2.run(usize::MAX);
    let same = compare(a.walk(), c2.walk(), ["a", "b"]);
    assert_eq!(same.first, None);
    assert_eq!(same.words, "The two rules agree on all 64 steps so far.");
}

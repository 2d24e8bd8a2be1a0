//! Plans made in slices (`rails::plan::Planner`): cut anywhere, the plan is the same; it is the
//! sequence of switches the one-piece operations make from the same seed (shatter's rails as
//! `disjoint_rails` chooses them, join as `plan_join`, obfuscate replaying to `obfuscate`'s
//! tour); and each switch's effect and cycle count are what walking the cycle says
//! (`classify`), switch by switch, where the plan finds them offline for a whole shatter.

use warnsdorff::cover::CycleCover;
use warnsdorff::rails::plan::{PlanKind, Planner};
use warnsdorff::rails::{
    classify, disjoint_rails, obfuscate, plan_join, plan_obfuscate, plan_shatter, shatter, switch,
    Switch,
};
use warnsdorff::rng::Stream;
use warnsdorff::tourneys::{generate, Generator};

/// Covers of several kinds and sizes: a tour, a braid, 4-cycles, a tourney.
fn covers() -> Vec<(String, CycleCover)> {
    let mut out = Vec::new();
    for (gen, sizes) in [
        (Generator::Divide, &[10u32, 16, 30][..]),
        (Generator::Braid, &[8, 20, 40][..]),
        (Generator::FourCover, &[12, 24][..]),
        (Generator::DivideTourney, &[24][..]),
    ] {
        for &n in sizes {
            if gen.supports(n).is_ok() {
                out.push((format!("{} {n}", gen.name()), generate(gen, n, 3).unwrap()));
            }
        }
    }
    assert!(out.len() >= 8);
    out
}

/// The plan made `steps` elementary steps at a time.
fn sliced(kind: PlanKind, cover: &CycleCover, seed: u64, steps: usize) -> (Vec<Switch>, usize) {
    let mut p = Planner::new(kind, cover, seed);
    let mut slices = 1;
    while !p.work_steps(steps) {
        slices += 1;
        assert!(
            p.fraction() >= 0.0 && p.fraction() < 1.0,
            "{}",
            p.fraction()
        );
    }
    assert!(p.is_done());
    (p.into_switches(), slices)
}

/// Replay `plan` on `cover`, checking each switch against `classify` and the cycle count.
fn replay_checked(cover: &CycleCover, plan: &[Switch], what: &str) -> CycleCover {
    let mut c = cover.clone();
    for (i, s) in plan.iter().enumerate() {
        let want = classify(&c, s.rail).unwrap_or_else(|e| panic!("{what} #{i}: {e}"));
        assert_eq!(s.effect, want, "{what}: effect of switch #{i}");
        switch(&mut c, s.rail).unwrap();
        assert_eq!(s.cycles_after, c.cycle_count(), "{what}: cycles after #{i}");
    }
    c
}

#[test]
fn a_plan_cut_anywhere_is_the_plan_made_at_once() {
    for (name, cover) in covers() {
        for kind in PlanKind::ALL {
            for seed in [1u64, 2] {
                let whole = Planner::run(kind, &cover, seed);
                for steps in [1usize, 7, 100, 3000] {
                    let (plan, slices) = sliced(kind, &cover, seed, steps);
                    assert_eq!(plan, whole, "{name} {kind:?} seed {seed}, {steps} steps");
                    if steps == 1 {
                        // Each switch is logged by a step of its own at least.
                        assert!(slices > plan.len(), "{name}: {slices} slices");
                    }
                }
            }
        }
    }
}

#[test]
fn a_shatter_plan_is_the_shatter_and_its_effects_are_those_of_the_walk() {
    for (name, cover) in covers() {
        for seed in 0..4u64 {
            let plan = plan_shatter(&cover, seed);
            let rails: Vec<_> = plan.iter().map(|s| s.rail).collect();
            assert_eq!(rails, disjoint_rails(&cover, seed), "{name} seed {seed}");
            assert!(plan.iter().all(|s| s.round == 0));
            let replayed = replay_checked(&cover, &plan, &name);
            let mut fast = cover.clone();
            assert_eq!(shatter(&mut fast, seed), plan.len());
            assert_eq!(replayed, fast, "{name} seed {seed}");
        }
    }
}

#[test]
fn a_join_plan_in_slices_is_plan_join() {
    for (name, cover) in covers() {
        for seed in 0..3u64 {
            let (want, report) = plan_join(&cover, seed);
            let (got, _) = sliced(PlanKind::Join, &cover, seed, 50);
            assert_eq!(got, want, "{name} seed {seed}");
            let c = replay_checked(&cover, &got, &name);
            assert_eq!(c.cycle_count(), report.final_cycles());
        }
    }
}

#[test]
fn an_obfuscate_plan_replays_to_obfuscate_switch_by_switch() {
    for (name, cover) in covers() {
        for seed in [5u64, 6] {
            let (plan, report) = plan_obfuscate(&cover, seed);
            let mut fast = cover.clone();
            assert_eq!(obfuscate(&mut fast, seed), report, "{name} seed {seed}");
            let replayed = replay_checked(&cover, &plan, &name);
            assert_eq!(replayed, fast, "{name} seed {seed}");
            // Its first round is the shatter the obfuscation's first seed makes.
            let first: Vec<_> = plan
                .iter()
                .take_while(|s| s.round == 0)
                .map(|s| s.rail)
                .collect();
            assert_eq!(first, disjoint_rails(&cover, Stream::new(seed).fork()));
            assert!(plan.len() >= report.shattered.iter().sum::<usize>());
        }
    }
}

#[test]
fn a_big_plan_takes_many_bounded_units() {
    // 200 x 200: each of the sixteen shatters looks at every square several times, so a plan
    // cut in units of STEPS_PER_UNIT steps takes many more units than it has shatters.
    let cover = generate(Generator::Divide, 200, 0).unwrap();
    let mut p = Planner::new(PlanKind::Obfuscate, &cover, 1);
    let mut units = 1;
    while !p.work(1) {
        units += 1;
    }
    let squares = cover.board().squares();
    assert!(
        units >= 16 * squares / warnsdorff::rails::plan::STEPS_PER_UNIT,
        "{units} units"
    );
    assert_eq!(p.into_switches().last().unwrap().cycles_after, 1);
}

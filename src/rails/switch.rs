//! Switching one rail (001 §4) and saying what the switch does to the cycles.

use super::{Effect, Rail, RailError, Switch};
use crate::cover::CycleCover;

/// Switch `rail` in `cover`: its primary moves are replaced by its cross moves. Returns the
/// complementary rail, whose switch undoes this one. O(1).
pub fn switch(cover: &mut CycleCover, rail: Rail) -> Result<Rail, RailError> {
    let [v0, v1, v2, v3] = rail
        .squares(cover.board())
        .ok_or(RailError::Malformed(rail))?;
    if !rail.is_present(cover) {
        return Err(RailError::NotPresent(rail));
    }
    switch_unchecked(cover, [v0, v1, v2, v3]);
    Ok(rail.complement())
}

#[inline]
pub(super) fn switch_unchecked(cover: &mut CycleCover, [v0, v1, v2, v3]: [usize; 4]) {
    cover.relink(v0, v1, v2);
    cover.relink(v1, v0, v3);
    cover.relink(v2, v3, v0);
    cover.relink(v3, v2, v1);
}

/// What switching `rail` (present in `cover`) would do, found by walking from `v1` away from
/// `v0` until `v2` or `v3` or `v0` is met. O(length of the cycle).
pub fn classify(cover: &CycleCover, rail: Rail) -> Result<Effect, RailError> {
    let [v0, v1, v2, v3] = rail
        .squares(cover.board())
        .ok_or(RailError::Malformed(rail))?;
    if !rail.is_present(cover) {
        return Err(RailError::NotPresent(rail));
    }
    let mut prev = v0;
    let mut cur = v1;
    loop {
        let [a, b] = cover.neighbours(cur);
        let next = if a != prev { a } else { b };
        prev = cur;
        cur = next;
        // Cycle order v0 → v1 → … → v2 → v3: the new moves v0–v2, v1–v3 close one cycle.
        if cur == v2 {
            return Ok(Effect::Rerouted);
        }
        // v0 → v1 → … → v3 → v2: v1…v3 and v2…v0 close separately.
        if cur == v3 {
            return Ok(Effect::Split);
        }
        if cur == v0 {
            return Ok(Effect::Joined);
        }
    }
}

/// Switch `rail` and say what it did; `cycles_before` is the cycle count before (pass
/// `cover.cycle_count()` if unknown). O(length of the cycle). For a clicked rail on the page.
pub fn switch_classified(
    cover: &mut CycleCover,
    rail: Rail,
    cycles_before: usize,
) -> Result<Switch, RailError> {
    let effect = classify(cover, rail)?;
    switch(cover, rail)?;
    let cycles_after = match effect {
        Effect::Joined => cycles_before - 1,
        Effect::Split => cycles_before + 1,
        Effect::Rerouted => cycles_before,
    };
    Ok(Switch {
        rail,
        effect,
        cycles_after,
        round: 0,
    })
}

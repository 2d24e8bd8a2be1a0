//! Two readings of 001 §7's shatter for the statistics' obfuscation, named so a run says which
//! it used.
//!
//! - [`Shatter::Disjoint`], the project's default ([`crate::rails::obfuscate`]): Algorithm 3 as
//!   the text gives it, "switch a randomly selected set D of pairwise-disjoint rails", a random
//!   maximal set of vertex-disjoint rails per shatter.
//! - [`Shatter::Sequential`], what Parberry's public generator does (github.com/Ian-Parberry/Tourney,
//!   its board's shatter, read as a description; none of its code is used): find every rail of
//!   the cover once, put them in a random order, and switch each in turn if it is *still* a rail
//!   when its turn comes (its primary moves present, its cross moves absent). Rails that share a
//!   square with one switched before can still be switched, so a shatter switches more rails,
//!   overlapping ones, than a disjoint set holds.
//!
//! Both shatter sixteen times ("Sixteen iterations of shatter were sufficient", 001 §7) and
//! then join (Algorithm 2, [`crate::rails::join`]); should the join stall above one cycle, they
//! shatter once more and join again (at most [`crate::rails::OBFUSCATE_RETRIES`] times), so a
//! run counts closed tours. The readings differ in the relative move distribution of what they
//! make: on 50×50 the sequential one gives 001 Table 2's r for braids and, on Parberry's tiles,
//! for divide-and-conquer (see [`crate::stats::tables`]); the disjoint one does not.

use crate::cover::CycleCover;
use crate::rails::{find_rails, join, obfuscate, switch, OBFUSCATE_RETRIES, OBFUSCATE_SHATTERS};
use crate::rng::{self, Stream};

/// Which reading of 001 §7's shatter an obfuscation uses (see the module docs).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Shatter {
    /// A random maximal set of vertex-disjoint rails (001 §7, Algorithm 3 as written).
    #[default]
    Disjoint,
    /// Every rail found at the start, in random order, each switched if still a rail
    /// (Parberry's public generator).
    Sequential,
}

impl Shatter {
    pub const ALL: [Shatter; 2] = [Shatter::Disjoint, Shatter::Sequential];

    /// The name on the command line (`--shatter`): `disjoint`, `sequential`.
    pub fn key(self) -> &'static str {
        match self {
            Shatter::Disjoint => "disjoint",
            Shatter::Sequential => "sequential",
        }
    }

    /// Read a name ([`Shatter::key`]); the error names both.
    pub fn parse(text: &str) -> Result<Shatter, String> {
        let t = text.trim().to_ascii_lowercase();
        Shatter::ALL
            .into_iter()
            .find(|s| s.key() == t)
            .ok_or_else(|| {
                format!(
                    "shatter '{}' is not known; choose disjoint (001 §7 as written) or \
                     sequential (Parberry's generator)",
                    text.trim()
                )
            })
    }
}

/// One sequential shatter (see [`Shatter::Sequential`]); returns the number of switches.
/// O(squares).
pub fn shatter_sequential(cover: &mut CycleCover, seed: u64) -> usize {
    let mut rails = find_rails(cover);
    Stream::new(seed).shuffle(&mut rails);
    let mut switched = 0;
    for r in rails {
        // Checked: a rail switched earlier may have taken one of its moves away.
        if switch(cover, r).is_ok() {
            switched += 1;
        }
    }
    switched
}

/// Obfuscate `cover` in place with the given reading of the shatter; for
/// [`Shatter::Disjoint`] this is [`crate::rails::obfuscate`].
pub fn obfuscate_with(cover: &mut CycleCover, seed: u64, reading: Shatter) {
    match reading {
        Shatter::Disjoint => {
            obfuscate(cover, seed);
        }
        Shatter::Sequential => {
            let mut k = 0;
            for _ in 0..OBFUSCATE_SHATTERS {
                shatter_sequential(cover, rng::derive(seed, k));
                k += 1;
            }
            for retry in 0..=OBFUSCATE_RETRIES {
                if retry > 0 {
                    shatter_sequential(cover, rng::derive(seed, k));
                    k += 1;
                }
                if join(cover, rng::derive(seed ^ 0x4A4F_494E, retry as u64)).final_cycles() <= 1 {
                    break;
                }
            }
        }
    }
}

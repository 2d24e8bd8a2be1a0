//! The one catalogue of the walk's rules: name, syntax, description, paper and boards, for the
//! CLI's usage text, the walk page's menus (`labs::walk`) and error messages. The rules
//! themselves are in the sibling modules; [`RuleSpec::parse`](super::RuleSpec::parse) reads the
//! names listed here.

use serde::Serialize;

/// One rule as people choose it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RuleInfo {
    /// The name before any `:` (`ordering`, `random`, ...).
    pub name: &'static str,
    /// How it is written, e.g. `pohl[:NNNNNNNN]`.
    pub syntax: &'static str,
    /// Whether it takes a move-ordering after a colon.
    pub takes_ordering: bool,
    /// What it does, in a sentence.
    pub description: &'static str,
    /// Where it comes from: paper and section.
    pub paper: &'static str,
    /// The boards it is defined for, in words.
    pub boards: &'static str,
}

/// Every rule, in the order the walk page's menu shows them.
pub const RULES: [RuleInfo; 6] = [
    RuleInfo {
        name: "ordering",
        syntax: "ordering:NNNNNNNN",
        takes_ordering: true,
        description: "Warnsdorff's rule; a tie goes to the move standing first in a fixed \
                      move-ordering (Squirrel's numbering 1-8)",
        paper: "Squirrel & Cull (000) §2 and step 5 of the Algorithm",
        boards: "any board",
    },
    RuleInfo {
        name: "random",
        syntax: "random",
        takes_ordering: false,
        description: "Warnsdorff's rule; a tie is settled by a seeded random draw among the \
                      tied squares",
        paper: "Irwin (004) Step 3; Squirrel & Cull (000) §2, Figure 2",
        boards: "any board",
    },
    RuleInfo {
        name: "squirrel-cull",
        syntax: "squirrel-cull",
        takes_ordering: false,
        description: "Squirrel & Cull's algorithm: Warnsdorff's rule with move-orderings that \
                      switch at set squares; a tour from (1,1) on every m x m board, m >= 5",
        paper: "Squirrel & Cull (000) §6 and Figure 3",
        boards: "square boards m x m only; the promise holds from (1,1)",
    },
    RuleInfo {
        name: "nineteen",
        syntax: "nineteen",
        takes_ordering: false,
        description: "the 19 move-orderings of Squirrel & Cull tried in turn from the start; the \
                      first that gives a full tour is walked (or the first ordering, if none does)",
        paper: "Squirrel & Cull (000) §2",
        boards: "any board (up to 19 trial walks before the first step)",
    },
    RuleInfo {
        name: "pohl",
        syntax: "pohl[:NNNNNNNN]",
        takes_ordering: true,
        description: "Warnsdorff's rule; a tie goes to the square whose unvisited neighbours \
                      have the least summed degree (our reading of Pohl's tiebreak as 000 \
                      paraphrases it), then to the move-ordering",
        paper: "Squirrel & Cull (000) §2, citing Pohl (1967)",
        boards: "any board",
    },
    RuleInfo {
        name: "lookahead",
        syntax: "lookahead[:NNNNNNNN]",
        takes_ordering: true,
        description: "Warnsdorff's double look-ahead as Irwin describes it (a square's exits \
                      plus its neighbours' exits, least wins), which Irwin then sets aside: \
                      his own rule is the one-level rule with random ties (random); here \
                      remaining ties go to the move-ordering, not to chance",
        paper: "Irwin (004), Figure 4, describing Warnsdorff",
        boards: "any board",
    },
];

/// The catalogue entry of a rule name (the part before any `:`).
pub fn find(name: &str) -> Option<&'static RuleInfo> {
    RULES.iter().find(|r| r.name == name)
}

/// How each rule is written, for messages and usage text.
pub fn syntaxes() -> Vec<&'static str> {
    RULES.iter().map(|r| r.syntax).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::RuleSpec;

    #[test]
    fn every_entry_parses_and_points_back_to_itself() {
        for r in RULES {
            let text = if r.name == "ordering" {
                "ordering:12345678"
            } else {
                r.name
            };
            let spec = RuleSpec::parse(text).unwrap();
            assert_eq!(spec.info().unwrap().name, r.name);
            assert_eq!(
                r.takes_ordering,
                r.syntax.contains("NNNNNNNN"),
                "{}",
                r.name
            );
        }
    }
}

//! The next move before it is made: every candidate with the value the rule will compare
//! (the degree, or Irwin's look-ahead score), the tie, the square the rule will pick, and a
//! sentence in plain words saying what the rule will do and why — for the walk page's "next
//! move" panel and its marks on the board, and for "you try".
//!
//! The preview is the walk's own next step taken and taken back ([`super::state::WalkState::preview`]),
//! so it is exactly what Step will do, for every rule (the random rule rewinds its stream and
//! staged rules their stage on undo). Pohl's secondary sums (000 §2, as [`crate::rules::lookahead`]
//! reads it) are computed here for the sentence from the same grid.

use crate::board::{Board, Square};
use crate::moves::Ordering;
use crate::numbering::Numbering;
use crate::rules::RuleSpec;
use crate::walk::StepReport;
use serde::Serialize;

/// One square the knight may move to next, as the page marks it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct NextCandidate {
    /// `[row, col]`, 1-based.
    pub square: [u32; 2],
    /// Its short name: `b3` (algebraic up to 26 columns) or `(6,2)`.
    pub name: String,
    /// The move to it, in the numbering shown.
    #[serde(rename = "move")]
    pub mv: u8,
    /// Its unvisited neighbours now.
    pub degree: u8,
    /// The value the rule compares first: the degree, or the look-ahead score.
    pub value: u32,
    /// Pohl's neighbour-degree sum, for `pohl` when this square is in the least-degree tie.
    pub secondary: Option<u32>,
    /// It shares the best value (with others: a tie).
    pub best: bool,
    /// The rule picks it.
    pub chosen: bool,
}

/// The next step, before it is taken.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Preview {
    /// The step number the move will make (2 for the first move).
    pub step: usize,
    pub from: [u32; 2],
    pub to: [u32; 2],
    /// The move the rule picks, in the numbering shown.
    #[serde(rename = "move")]
    pub mv: u8,
    /// What the rule compares: `degree` or `look-ahead score`.
    pub value_name: &'static str,
    pub candidates: Vec<NextCandidate>,
    /// More than one candidate shares the best value.
    pub tie: bool,
    /// What the rule will do and why, in plain words.
    pub sentence: String,
    /// The sentence without the answer: what is compared, for "you try" before the guess.
    pub question: String,
    /// The question without the values either, for "you try" with the values hidden.
    pub prompt: String,
}

/// A square's short name: `b3`, or `(6,2)` on boards wider than 26 columns.
pub fn short_name(board: Board, s: Square) -> String {
    board
        .algebraic(s)
        .unwrap_or_else(|| format!("({},{})", s.row, s.col))
}

/// The ordering a rule names outright (`ordering:`, `pohl:`, `lookahead:`); staged rules
/// (`squirrel-cull`, `nineteen`) change theirs and are named by their label.
fn named_ordering(spec: &RuleSpec) -> Option<&Ordering> {
    match spec {
        RuleSpec::Ordering(o) | RuleSpec::Pohl(o) | RuleSpec::Lookahead(o) => Some(o),
        _ => None,
    }
}

/// `a`, `a and b`, `a, b and c`.
fn and_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

impl Preview {
    /// The preview of `next` (the report of the step about to be taken) on `board` under
    /// `spec`; `label` is the rule's label before the step and `pohl` Pohl's sum for each of
    /// `next.candidates` (None outside the least-degree tie or for other rules). Moves are
    /// shown in `numbering`.
    pub fn of(
        board: Board,
        spec: &RuleSpec,
        label: &str,
        next: &StepReport,
        pohl: &[Option<u32>],
        seed: u64,
        numbering: Numbering,
    ) -> Preview {
        let value_name = match spec {
            RuleSpec::Lookahead(_) => "look-ahead score",
            _ => "degree",
        };
        let best_value = next.candidates.iter().map(|c| c.score).min().unwrap_or(0);
        let candidates: Vec<NextCandidate> = next
            .candidates
            .iter()
            .enumerate()
            .map(|(i, c)| NextCandidate {
                square: c.square.into(),
                name: short_name(board, c.square),
                mv: numbering.of_squirrel(c.mv),
                degree: c.degree,
                value: c.score,
                secondary: pohl.get(i).copied().flatten(),
                best: c.score == best_value,
                chosen: c.square == next.to,
            })
            .collect();
        let tie = candidates.iter().filter(|c| c.best).count() > 1;
        let mv = numbering.of_squirrel(next.mv);
        let to_name = short_name(board, next.to);
        let listed: Vec<String> = candidates
            .iter()
            .map(|c| format!("{} {}", c.name, c.value))
            .collect();
        let plural_value = match value_name {
            "degree" => "Degrees",
            _ => "Look-ahead scores (degree plus the neighbours' degrees)",
        };
        let question = if candidates.len() == 1 {
            format!(
                "Step {}: only one square is free, {} ({value_name} {}).",
                next.len, candidates[0].name, candidates[0].value
            )
        } else {
            format!(
                "Step {}: {} squares to choose from. {plural_value}: {}; the lowest wins.",
                next.len,
                candidates.len(),
                listed.join(", ")
            )
        };
        let why = if let RuleSpec::Imported = spec {
            format!(
                "The imported tour goes to {to_name} in direction {mv}; Warnsdorff's rule would take a square of {value_name} {best_value}{}.",
                if candidates.iter().any(|c| c.chosen && c.best) {
                    " (this is one)"
                } else {
                    " (this is not one)"
                }
            )
        } else if candidates.len() == 1 {
            format!("The knight must go to {to_name} in direction {mv}.")
        } else if !tie {
            format!(
                "{to_name} has the lowest, {best_value}, so the knight goes there in direction {mv}."
            )
        } else {
            let tied: Vec<&NextCandidate> = candidates.iter().filter(|c| c.best).collect();
            let names: Vec<String> = tied.iter().map(|c| c.name.clone()).collect();
            let mut t = format!("{} tie at {best_value}; ", and_list(&names));
            // Who is still in the running when the ordering decides.
            let mut among: Vec<&NextCandidate> = tied.clone();
            match spec {
                RuleSpec::Random => {
                    t += &format!(
                        "a seeded random draw (seed {seed}) picks {to_name}, direction {mv}."
                    );
                    return Preview::done(next, candidates, value_name, tie, mv, question, t);
                }
                RuleSpec::Pohl(_) => {
                    let sums: Vec<String> = tied
                        .iter()
                        .map(|c| format!("{} {}", c.name, c.secondary.unwrap_or(0)))
                        .collect();
                    let least = tied.iter().filter_map(|c| c.secondary).min().unwrap_or(0);
                    among = tied
                        .iter()
                        .copied()
                        .filter(|c| c.secondary == Some(least))
                        .collect();
                    if among.len() == 1 {
                        t += &format!(
                            "Pohl's sums of the neighbours' degrees after the move are {}: the lowest, {to_name}, wins (direction {mv}).",
                            sums.join(", ")
                        );
                        return Preview::done(next, candidates, value_name, tie, mv, question, t);
                    }
                    t += &format!(
                        "Pohl's sums of the neighbours' degrees ({}) tie too at {least}; ",
                        sums.join(", ")
                    );
                }
                _ => {}
            }
            let others: Vec<String> = among
                .iter()
                .filter(|c| !c.chosen)
                .map(|c| format!("direction {} ({})", c.mv, c.name))
                .collect();
            let who = match named_ordering(spec) {
                Some(o) if numbering == Numbering::Squirrel => format!("ordering {o}"),
                Some(o) => format!(
                    "ordering {o} (Squirrel's digits; {} in {}'s)",
                    numbering.ordering_text(o),
                    numbering.name()
                ),
                None => label.to_string(),
            };
            t += &format!(
                "{who} prefers direction {mv} ({to_name}) over {}.",
                and_list(&others)
            );
            t
        };
        Preview::done(next, candidates, value_name, tie, mv, question, why)
    }

    fn done(
        next: &StepReport,
        candidates: Vec<NextCandidate>,
        value_name: &'static str,
        tie: bool,
        mv: u8,
        question: String,
        why: String,
    ) -> Preview {
        let names: Vec<String> = candidates.iter().map(|c| c.name.clone()).collect();
        let prompt = format!(
            "Step {}: which square will the rule pick? {}: {}.",
            next.len,
            if names.len() == 1 {
                "The one candidate"
            } else {
                "Candidates"
            },
            and_list(&names)
        );
        Preview {
            prompt,
            step: next.len,
            from: next.from.into(),
            to: next.to.into(),
            mv,
            value_name,
            candidates,
            tie,
            sentence: format!("{question} {why}"),
            question,
        }
    }

    /// What a guess of square `guess` earns: whether the rule agrees, and why, in words.
    pub fn judge(&self, board: Board, guess: Square) -> Guess {
        let name = short_name(board, guess);
        let to = Square::new(self.to[0], self.to[1]);
        let to_name = short_name(board, to);
        let hit = self
            .candidates
            .iter()
            .find(|c| c.square == [guess.row, guess.col]);
        let names: Vec<String> = self.candidates.iter().map(|c| c.name.clone()).collect();
        let (right, words) = match hit {
            // Not scored, and the answer is kept back: the student tries again.
            None => {
                return Guess {
                    right: false,
                    candidate: false,
                    words: format!(
                        "{name} is not a knight's move away onto a free square: pick one of {}.",
                        and_list(&names)
                    ),
                }
            }
            Some(c) if c.chosen => (true, format!("Right: the rule picks {name}.")),
            Some(c) if c.best => (
                false,
                format!(
                    "Close: {name} ties for the lowest {} ({}), but the tie goes to {to_name}.",
                    self.value_name, c.value
                ),
            ),
            Some(c) => (
                false,
                format!(
                    "Not this one: {name} has {} {}, and {to_name} has less.",
                    self.value_name, c.value
                ),
            ),
        };
        Guess {
            right,
            candidate: hit.is_some(),
            words: format!("{words} {}", self.sentence),
        }
    }
}

/// A student's guess, judged.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Guess {
    pub right: bool,
    /// The guess was one of the candidates (a guess elsewhere is told so, not scored).
    pub candidate: bool,
    /// The verdict and the reason, in words.
    pub words: String,
}

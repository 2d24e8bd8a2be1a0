//! Every parser fed random and mutated input built from real output of the tool (a walk record,
//! a matrix, a cover, Figure 2's CSV, a tourney history, the pages' links): each must answer
//! with a value or a typed error, never a panic. 256 cases a property by default;
//! `PROPTEST_CASES=N` runs more.

#[path = "fuzz/corpus.rs"]
mod fuzz;

mod common;

use common::fuzz::config;
use fuzz::{corpus, mutate};
use proptest::prelude::*;
use warnsdorff::board::Board;
use warnsdorff::exchange;
use warnsdorff::labs::experiments::tables::parse_figure2_csv;
use warnsdorff::labs::tourneys::history;
use warnsdorff::labs::tourneys::state::Tourney;
use warnsdorff::matrix::Matrix;
use warnsdorff::moves::Ordering;
use warnsdorff::numbering::Numbering;
use warnsdorff::record::Record;
use warnsdorff::rules::RuleSpec;
use warnsdorff::tourneys::{generate, Generator};

/// A mutation of a real text: bytes changed, cut, doubled or spliced with another text.
fn mutated() -> impl Strategy<Value = String> {
    let texts = corpus();
    let n = texts.len();
    (
        0..n,
        0..n,
        0usize..5,
        any::<u64>(),
        prop::collection::vec(any::<u8>(), 0..8),
    )
        .prop_map(move |(a, b, kind, r, bytes)| mutate(&texts, a, b, kind, r, &bytes))
}

/// Random text, or a mutated real one.
fn input() -> impl Strategy<Value = String> {
    prop_oneof![mutated(), "\\PC{0,40}", "[0-9x,.@r\\-=&]{0,30}"]
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn small_parsers_answer_or_refuse(text in input()) {
        let _ = text.parse::<Board>();
        let _ = Board::new(8, 8).unwrap().parse_square(&text);
        let _ = RuleSpec::parse(&text);
        let _ = Ordering::parse(&text);
        let _ = Numbering::parse(&text);
        let _ = history::items(&text).count();
        let _ = history::check_length(&text);
    }

    #[test]
    fn imports_answer_or_refuse(text in input()) {
        let _ = text.parse::<Matrix>();
        let _ = Matrix::validate_text(&text);
        if let Ok(r) = Record::from_json(&text) {
            if r.board.squares() <= 1 << 20 {
                let _ = r.validate();
            }
        }
        let _ = exchange::import_tour_within(&text, 2000);
        let _ = exchange::import_cover_within(&text, 400);
        let _ = parse_figure2_csv(&text);
    }

    #[test]
    fn a_history_replays_or_stops_with_an_error(text in input()) {
        let mut lab = Tourney::new(generate(Generator::Braid, 8, 0).unwrap(), "braid".into(), 0);
        let _ = lab.replay(&text);
    }

    #[test]
    fn every_page_opens_from_any_link(text in input(), page in 0usize..7) {
        let key = ["walk", "tourneys", "stats", "construct", "enumerate", "papers", "experiments"][page];
        let _ = warnsdorff::labs::open(key, &text);
    }
}

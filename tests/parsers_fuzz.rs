//! Every parser fed random and mutated input built from real output of the tool (a walk record,
//! a matrix, a cover, Figure 2's CSV, a tourney history, the pages' links): each must answer
//! with a value or a typed error, never a panic. 256 cases a property by default;
//! `PROPTEST_CASES=N` runs more.

use proptest::prelude::*;
use warnsdorff::board::{Board, Square};
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
use warnsdorff::walk::Walk;

fn config() -> ProptestConfig {
    let cases = std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(256);
    ProptestConfig {
        cases,
        failure_persistence: None,
        ..ProptestConfig::default()
    }
}

/// Real texts the tool writes: a walk record, its matrix, a cover record, Figure 2's CSV, a
/// tourney history, and links of the seven pages.
fn corpus() -> Vec<String> {
    let mut w = Walk::new(
        "6x6".parse().unwrap(),
        Square::new(1, 1),
        RuleSpec::Random,
        3,
    )
    .unwrap();
    w.run(usize::MAX);
    let cover = generate(Generator::Braid, 8, 0).unwrap();
    let cycles: Vec<Vec<usize>> = cover.cycles();
    vec![
        Record::of_walk(&w).to_json(),
        Matrix::of_walk(&w).to_string(),
        exchange::export_cycles(cover.board(), &cycles, exchange::Format::Json).unwrap(),
        "m,trials,tours,rate\n5,4,1,0.2500\n6,10,3,0.3000\n".into(),
        "r12-45,shatter@3,join@2,r40-67,obfuscate@1".into(),
        "board=8x8&start=1,1&rule=random&seed=18&step=12".into(),
        "from=walk&board=8x8&start=1,1&rule=random&seed=18&ops=r12-45,join@1".into(),
        "board=8x8&kind=closed&start=b1".into(),
        "sizes=5..40&trials=10&seed=2&section=figure2".into(),
        "board=8x8&tours=100&seed=3&gen=warnsdorff-open".into(),
        "paper=000&claim=1".into(),
        "board=6x6&rule2=lookahead".into(),
    ]
}

/// A mutation of `text`: bytes changed, cut, doubled or spliced with another text.
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
        .prop_map(move |(a, b, kind, r, bytes)| {
            let t = texts[a].as_bytes();
            let at = (r as usize) % (t.len() + 1);
            let out: Vec<u8> = match kind {
                // Bytes replaced.
                0 => {
                    let mut v = t.to_vec();
                    for (k, &x) in bytes.iter().enumerate() {
                        if let Some(c) = v.get_mut((at + k * 7) % t.len().max(1)) {
                            *c = x;
                        }
                    }
                    v
                }
                // Cut short.
                1 => t[..at].to_vec(),
                // A piece doubled.
                2 => [&t[..at], &t[at / 2..]].concat(),
                // Spliced with another text.
                3 => {
                    let u = texts[b].as_bytes();
                    [&t[..at], &u[(r as usize >> 8) % (u.len() + 1)..]].concat()
                }
                // Bytes inserted.
                _ => [&t[..at], &bytes[..], &t[at..]].concat(),
            };
            String::from_utf8_lossy(&out).into_owned()
        })
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

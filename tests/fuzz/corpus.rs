//! Real texts the tool writes, and mutations of them, shared by the native property tests
//! (`tests/parsers_fuzz.rs`) and the same inputs through the wasm API (`tests/web.rs`): a walk
//! record, its matrix, a cover record, Figure 2's CSV, a tourney history, and links of the seven
//! pages.

use warnsdorff::board::Square;
use warnsdorff::exchange;
use warnsdorff::matrix::Matrix;
use warnsdorff::record::Record;
use warnsdorff::rules::RuleSpec;
use warnsdorff::tourneys::{generate, Generator};
use warnsdorff::walk::Walk;

/// The texts every mutation starts from.
pub fn corpus() -> Vec<String> {
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

/// Mutation `kind` (0..5) of text `a` of `texts`, at a place drawn from `r`, with `bytes`:
/// 0 bytes replaced, 1 cut short, 2 a piece doubled, 3 spliced with text `b`, 4 bytes inserted.
pub fn mutate(texts: &[String], a: usize, b: usize, kind: usize, r: u64, bytes: &[u8]) -> String {
    let t = texts[a % texts.len()].as_bytes();
    let at = (r as usize) % (t.len() + 1);
    let out: Vec<u8> = match kind {
        0 => {
            let mut v = t.to_vec();
            for (k, &x) in bytes.iter().enumerate() {
                if let Some(c) = v.get_mut((at + k * 7) % t.len().max(1)) {
                    *c = x;
                }
            }
            v
        }
        1 => t[..at].to_vec(),
        2 => [&t[..at], &t[at / 2..]].concat(),
        3 => {
            let u = texts[b % texts.len()].as_bytes();
            [&t[..at], &u[(r as usize >> 8) % (u.len() + 1)..]].concat()
        }
        _ => [&t[..at], bytes, &t[at..]].concat(),
    };
    String::from_utf8_lossy(&out).into_owned()
}

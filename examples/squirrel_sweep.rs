//! Sweep squirrel-cull over square boards and print the ones that do not end in a full tour.
//! `cargo run --release --example squirrel_sweep -- FROM TO`
use warnsdorff::board::{Board, Square};
use warnsdorff::rules::RuleSpec;
use warnsdorff::walk::Walk;
fn main() {
    let a: Vec<u32> = std::env::args()
        .skip(1)
        .map(|x| x.parse().unwrap())
        .collect();
    let t = std::time::Instant::now();
    let mut bad = 0;
    for m in a[0]..=a[1] {
        let mut w = Walk::new(
            Board::new(m as u64, m as u64).unwrap(),
            Square::new(1, 1),
            RuleSpec::SquirrelCull,
            0,
        )
        .unwrap();
        w.run(usize::MAX);
        if w.len() != (m * m) as usize {
            bad += 1;
            println!("m={m} (m mod 8 = {}): {} of {}", m % 8, w.len(), m * m);
        }
    }
    eprintln!("{bad} failures, {:?}", t.elapsed());
}

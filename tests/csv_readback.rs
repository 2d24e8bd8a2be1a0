//! Every CSV the command line writes, read back by a CSV reader (the `csv` crate's, RFC 4180):
//! each generator's statistics, obfuscated and on every choice of tiles, and the experiments'
//! tables, with as many fields on each line as the header names and the generator's name whole.

mod common;

use common::cli::cli;
use warnsdorff::stats::sources;
use warnsdorff::stats::tourgen::csv::HEADER;

/// The records of `text` read as CSV with a header; each has the header's number of fields.
fn read(text: &[u8], what: &str) -> (csv::StringRecord, Vec<csv::StringRecord>) {
    let mut r = csv::ReaderBuilder::new()
        .comment(Some(b'#'))
        .flexible(true)
        .from_reader(text);
    let header = r.headers().unwrap().clone();
    let rows: Vec<csv::StringRecord> = r.records().map(|x| x.unwrap()).collect();
    assert!(!rows.is_empty(), "{what}: no rows");
    for row in &rows {
        assert_eq!(
            row.len(),
            header.len(),
            "{what}: {row:?} has {} fields, the header {}",
            row.len(),
            header.len()
        );
    }
    (header, rows)
}

/// The statistics of one generator as CSV, on the first of a few boards it takes.
fn stats_csv(gen: &[&str]) -> Vec<csv::StringRecord> {
    for board in ["8x8", "10x10", "12x12", "16x16", "40x40"] {
        let args = [
            &["stats", "--board", board, "--tours", "2", "--seed", "3"][..],
            gen,
            &["--format", "csv", "--quiet", "--max-attempts", "200000"],
        ]
        .concat();
        let out = cli(&args);
        if out.status.code() == Some(2) {
            continue;
        }
        let what = args.join(" ");
        assert_eq!(out.status.code(), Some(0), "{what}");
        let (header, rows) = read(&out.stdout, &what);
        assert_eq!(header.iter().collect::<Vec<_>>().join(","), HEADER);
        assert_eq!(rows.len(), 18, "{what}");
        for (k, row) in rows.iter().enumerate() {
            assert_eq!(&row[1], board, "{what}: {row:?}");
            assert_eq!(row.len(), 11, "{what}: {row:?}");
            for c in [9, 10] {
                assert!(row[c].parse::<f64>().is_ok(), "{what}: {row:?}");
            }
            if k < 16 {
                assert!(["move", "relative"].contains(&&row[6]), "{what}: {row:?}");
                assert_eq!(&row[7], "parberry", "{what}: {row:?}");
                assert!(row[8].parse::<u8>().is_ok_and(|i| i < 8), "{what}: {row:?}");
            } else {
                // Turns, then crossings, per tour: one number each, not indexed by move.
                assert_eq!(&row[6], ["turns", "crossings"][k - 16], "{what}: {row:?}");
                assert_eq!((&row[7], &row[8]), ("", ""), "{what}: {row:?}");
                if k == 16 {
                    assert!(row[9].parse::<f64>().unwrap() > 0.0, "{what}: {row:?}");
                }
            }
        }
        return rows;
    }
    panic!("{gen:?} takes none of the boards tried");
}

#[test]
fn every_generators_statistics_read_back_as_csv() {
    for s in sources() {
        let rows = stats_csv(&["--gen", &s.name]);
        assert!(rows[0][0].starts_with(&s.name), "{:?}", rows[0]);
        for t in &s.tiles {
            let rows = stats_csv(&["--gen", &s.name, "--tiles", &t.name]);
            assert!(rows[0][0].starts_with(&s.name), "{:?}", rows[0]);
        }
        if s.closed {
            for shatter in ["disjoint", "sequential"] {
                let rows = stats_csv(&["--gen", &s.name, "--obfuscate", "--shatter", shatter]);
                assert!(
                    rows[0][0].starts_with(&s.name) && rows[0][0].contains("obfuscated"),
                    "{:?}",
                    rows[0]
                );
            }
        }
    }
}

#[test]
fn the_obfuscated_takefuji_lee_name_stays_one_field() {
    let out = cli(&[
        "stats",
        "--board",
        "40x40",
        "--gen",
        "takefuji-lee",
        "--obfuscate",
        "--shatter",
        "sequential",
        "--tours",
        "3",
        "--format",
        "csv",
        "--quiet",
    ]);
    assert_eq!(out.status.code(), Some(0));
    let (_, rows) = read(&out.stdout, "takefuji-lee obfuscated");
    assert_eq!(&rows[0][0], "takefuji-lee (obfuscated, sequential shatter)");
    assert_eq!(&rows[0][1], "40x40");
}

#[test]
fn the_experiments_tables_read_back_as_csv() {
    for args in [
        &["experiment", "success", "--sizes", "5..8", "--trials", "5"][..],
        &[
            "experiment",
            "timing",
            "--gen",
            "warnsdorff-tourney+join",
            "--sizes",
            "8..10:2",
            "--samples",
            "1",
        ],
        &[
            "experiment",
            "rails",
            "--gen",
            "warnsdorff-tourney",
            "--sizes",
            "8..10:2",
            "--samples",
            "2",
        ],
    ] {
        let out = cli(args);
        let what = args.join(" ");
        assert_eq!(
            out.status.code(),
            Some(0),
            "{what}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        read(&out.stdout, &what);
    }
}

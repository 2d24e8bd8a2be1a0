//! Parberry's base tours as data (Parberry 1997, cited as [7] in 001 §3.3; entered from the
//! tables of his public generator) and `divide --tiles parberry`: every tile a closed knight's
//! tour with the structured corner moves the join needs; divide-and-conquer on them a closed
//! tour; the tiles choice reaches the catalogue, and the searched tiles stay the default.

use std::collections::HashSet;
use warnsdorff::board::Board;
use warnsdorff::tourneys::parberry_tiles::{parse_numbered_tiles, PARBERRY_TILES_TXT};
use warnsdorff::tourneys::{
    base_tile, generate_on, generate_with_tiles, parberry_tile, structured_moves, Generation,
    Generator, Tiles, BASE_TILES, TILES,
};

#[test]
fn the_file_holds_exactly_the_nine_base_sizes() {
    let read = parse_numbered_tiles(PARBERRY_TILES_TXT).unwrap();
    let sizes: Vec<(usize, usize)> = read.iter().map(|t| (t.rows, t.cols)).collect();
    assert_eq!(sizes.len(), 9);
    assert_eq!(
        sizes.iter().collect::<HashSet<_>>(),
        BASE_TILES.iter().collect::<HashSet<_>>()
    );
}

#[test]
fn every_tile_is_a_structured_closed_tour() {
    for (r, c) in BASE_TILES {
        let t = parberry_tile(r, c);
        assert_eq!(t.validate(), Ok(()), "{r}x{c}");
        assert!(t.is_tour(), "{r}x{c} is not one closed tour");
        assert_eq!(
            (t.board().rows() as usize, t.board().cols() as usize),
            (r, c)
        );
        for (a, b) in structured_moves(r, c) {
            assert!(
                t.has_edge(a.0 * c + a.1, b.0 * c + b.1),
                "{r}x{c} lacks the corner move {a:?}-{b:?}"
            );
        }
    }
}

/// A few moves read straight off his tables (square -> next square, row-major, his width):
/// the data are his tours, not some other tours of the same sizes.
#[test]
fn the_tiles_are_his() {
    // 6x6: 0 -> 13; his "8x6" (6 rows, 8 cols): 0 -> 10; his "6x8" (8 rows, 6 cols): 0 -> 13;
    // 10x10: 99 -> 78; his "10x12" (12 rows, 10 cols): 119 -> 98.
    for ((r, c), a, b) in [
        ((6, 6), 0, 13),
        ((6, 8), 0, 10),
        ((8, 6), 0, 13),
        ((10, 10), 99, 78),
        ((12, 10), 119, 98),
    ] {
        assert!(parberry_tile(r, c).has_edge(a, b), "{r}x{c}: {a}-{b}");
    }
    // They are not the searched tiles.
    for (r, c) in BASE_TILES {
        assert_ne!(parberry_tile(r, c), base_tile(r, c), "{r}x{c}");
    }
}

#[test]
fn a_malformed_file_is_refused_with_its_line() {
    assert!(parse_numbered_tiles("tile 6x6\n1 2 3\n")
        .unwrap_err()
        .contains("line 2"));
    assert!(parse_numbered_tiles("tyle 6x6\n")
        .unwrap_err()
        .contains("line 1"));
    let repeated = "tile 1x2\n1 1\n";
    assert!(parse_numbered_tiles(repeated)
        .unwrap_err()
        .contains("repeated"));
}

#[test]
fn divide_on_his_tiles_is_a_closed_tour_on_several_sizes() {
    for n in [6, 8, 10, 12, 14, 20, 22, 26, 30, 50, 52, 98] {
        let board = Board::new(n, n).unwrap();
        let t = generate_with_tiles(Generator::Divide, board, 0, Tiles::Parberry).unwrap();
        assert_eq!(t.validate(), Ok(()), "{n}");
        assert!(
            t.is_tour(),
            "divide --tiles parberry on {n}x{n} is not one tour"
        );
        let tourney =
            generate_with_tiles(Generator::DivideTourney, board, 0, Tiles::Parberry).unwrap();
        assert_eq!(
            Some(tourney.cycle_count()),
            Generator::DivideTourney.expected_cycles(n as u32),
            "{n}"
        );
    }
}

#[test]
fn his_tiles_give_a_different_tour_and_the_default_stays_searched() {
    let board = Board::new(50, 50).unwrap();
    let his = generate_with_tiles(Generator::Divide, board, 0, Tiles::Parberry).unwrap();
    let searched = generate_with_tiles(Generator::Divide, board, 0, Tiles::Searched).unwrap();
    assert_ne!(his, searched);
    assert_eq!(generate_on(Generator::Divide, board, 0).unwrap(), searched);
    assert_eq!(Tiles::default(), Tiles::Searched);
    assert_eq!(
        Generation::on_board(Generator::Divide, board, 0)
            .unwrap()
            .tiles(),
        Tiles::Searched
    );
}

#[test]
fn deterministic_whatever_the_seed() {
    let board = Board::new(40, 40).unwrap();
    let a = generate_with_tiles(Generator::Divide, board, 1, Tiles::Parberry).unwrap();
    let b = generate_with_tiles(Generator::Divide, board, 987_654_321, Tiles::Parberry).unwrap();
    assert_eq!(a, b);
}

#[test]
fn the_catalogue_names_the_tiles_and_who_takes_them() {
    for (info, tiles) in TILES.iter().zip(Tiles::ALL) {
        assert_eq!(info.tiles, tiles);
        assert_eq!(info.name, tiles.key());
        assert_eq!(Tiles::parse(info.name), Ok(tiles));
    }
    assert_eq!(Tiles::parse(" Parberry "), Ok(Tiles::Parberry));
    let e = Tiles::parse("his").unwrap_err();
    assert!(e.contains("searched") && e.contains("parberry"), "{e}");
    assert!(TILES[1]
        .description
        .contains("Parberry's tiles and quadrant split"));
    let takers: Vec<Generator> = Generator::ALL
        .into_iter()
        .filter(|g| g.takes_tiles())
        .collect();
    assert_eq!(takers, [Generator::Divide, Generator::DivideTourney]);
    for g in takers {
        assert!(g.info().description.contains("parberry"), "{}", g.name());
    }
}

/// 001 Tables 1–2's divide-and-conquer row reproduces with his tiles and his generator's
/// shatter, and not with the searched tiles nor with 001 §7's disjoint shatter (fixed seed, 120
/// obfuscated 50×50 tours each; the threshold is `tables`'s: 3 combined standard errors).
#[test]
fn his_tiles_reproduce_table_1_and_2_and_the_searched_do_not() {
    use warnsdorff::stats::tables::{compare, TABLES};
    use warnsdorff::stats::{GenSpec, Generator as Source, Run, Shatter};
    let board = Board::new(50, 50).unwrap();
    let run = |name: &str, shatter: Shatter| {
        let g = Source::new(GenSpec::parse(name).unwrap(), board, 11, true)
            .unwrap()
            .with_shatter(shatter);
        let mut run = Run::with_generator(g, 120).unwrap();
        while !run.work(1 << 20).done {}
        compare(&TABLES[2], &run.summary())
    };
    let his = run("divide:parberry", Shatter::Sequential);
    assert_eq!(his.verdict, "reproduced", "{his:#?}");
    assert_eq!(his.tours, 120);
    // The skew of Table 1: moves 2, 3 (and 6, 7) above 1/8, moves 0, 1 below.
    assert!(his.f[2].tool > 0.127 && his.f[3].tool > 0.127, "{his:#?}");
    assert!(his.f[0].tool < 0.123 && his.f[1].tool < 0.123, "{his:#?}");
    let searched = run("divide", Shatter::Sequential);
    assert_eq!(searched.verdict, "differs");
    assert!(searched.differing >= 8, "{searched:#?}");
    let disjoint = run("divide:parberry", Shatter::Disjoint);
    assert_eq!(disjoint.verdict, "differs");
    // The disjoint shatter leaves relative move 0 well below the table's .1494.
    assert!(
        disjoint.r[0].differs && disjoint.r[0].tool < 0.145,
        "{disjoint:#?}"
    );
}

#[test]
fn the_statistics_sources_take_tiles_by_name() {
    use warnsdorff::stats::{GenSpec, Generator as Source};
    let board = Board::new(20, 20).unwrap();
    let spec = GenSpec::parse("divide:parberry").unwrap();
    assert_eq!(spec.to_string(), "divide:parberry");
    assert_eq!(
        GenSpec::parse("divide:searched").unwrap().to_string(),
        "divide"
    );
    assert_eq!(
        GenSpec::parse("divide")
            .unwrap()
            .with_tiles(Tiles::Parberry)
            .unwrap(),
        spec
    );
    assert!(Source::new(spec, board, 0, false).is_ok());
    let e = GenSpec::parse("divide:his").unwrap_err().to_string();
    assert!(e.contains("searched or parberry"), "{e}");
    let e = GenSpec::parse("braid:parberry").unwrap_err().to_string();
    assert!(e.contains("takes no tiles"), "{e}");
    assert!(GenSpec::parse("warnsdorff-open")
        .unwrap()
        .with_tiles(Tiles::Parberry)
        .is_err());
    let info = GenSpec::parse("divide-tourney:parberry")
        .unwrap()
        .info()
        .unwrap();
    assert_eq!(info.tiles.len(), 2);
    assert_eq!(info.tiles[1].name, "parberry");
}

#[test]
fn a_statistics_run_on_his_tiles_is_seeded() {
    use warnsdorff::stats::{GenSpec, Generator as Source, Run, Shatter};
    let board = Board::new(24, 24).unwrap();
    let go = |seed| {
        let g = Source::new(
            GenSpec::parse("divide:parberry").unwrap(),
            board,
            seed,
            true,
        )
        .unwrap()
        .with_shatter(Shatter::Sequential);
        let mut run = Run::with_generator(g, 5).unwrap();
        while !run.work(1 << 16).done {}
        run.summary()
    };
    let (a, b, c) = (go(3), go(3), go(4));
    assert_eq!(a, b);
    assert_ne!(a.relative.mean, c.relative.mean);
    assert_eq!(
        a.generator,
        "divide:parberry (obfuscated, sequential shatter)"
    );
}

/// `warnsdorff cover --gen divide --tiles parberry`: his tiles on the command line, named in the
/// record; refused for a generator that takes none.
#[test]
fn the_cover_command_takes_tiles() {
    use std::process::Command;
    let cover = |args: &[&str]| {
        Command::new(env!("CARGO_BIN_EXE_warnsdorff"))
            .arg("cover")
            .args(args)
            .output()
            .expect("the binary runs")
    };
    let o = cover(&["--board", "20x20", "--gen", "divide", "--tiles", "parberry"]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["tiles"], "parberry");
    assert_eq!(v["is_tour"], true);
    let board = Board::new(20, 20).unwrap();
    let want = generate_with_tiles(Generator::Divide, board, 0, Tiles::Parberry).unwrap();
    let got: Vec<Vec<usize>> = v["cycles"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| {
            c.as_array()
                .unwrap()
                .iter()
                .map(|s| {
                    (s[0].as_u64().unwrap() as usize - 1) * 20 + s[1].as_u64().unwrap() as usize - 1
                })
                .collect()
        })
        .collect();
    assert_eq!(
        warnsdorff::cover::CycleCover::from_cycles(board, &got).unwrap(),
        want
    );
    assert!(String::from_utf8_lossy(&o.stderr).contains("(tiles parberry)"));
    let o = cover(&["--board", "20x20", "--gen", "divide"]);
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["tiles"], "searched");
    let o = cover(&["--board", "20x20", "--gen", "braid", "--tiles", "parberry"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("takes no tiles"));
    let o = cover(&["--board", "20x20", "--gen", "divide", "--tiles", "x"]);
    assert_eq!(o.status.code(), Some(2));
}

/// The pages write a generator with its tiles as `divide:parberry`.
#[test]
fn a_generator_name_carries_its_tiles() {
    use warnsdorff::tourneys::parse_with_tiles;
    assert_eq!(
        parse_with_tiles("divide:parberry"),
        Ok((Generator::Divide, Tiles::Parberry))
    );
    assert_eq!(
        parse_with_tiles("divide-tourney"),
        Ok((Generator::DivideTourney, Tiles::Searched))
    );
    let e = parse_with_tiles("braid:parberry").unwrap_err().to_string();
    assert_eq!(
        e,
        "braid: takes no tiles; only divide and divide-tourney do"
    );
    let e = parse_with_tiles("divide:his").unwrap_err().to_string();
    assert!(e.starts_with("divide: tiles 'his' are not known"), "{e}");
    assert!(parse_with_tiles("banana:parberry").is_err());
    // The tourney page names the tiles in its source line, and exports the cover they make.
    let (mut page, errors) =
        warnsdorff::labs::open("tourneys", "gen=divide&tiles=parberry&n=20&seed=1").unwrap();
    assert!(errors.is_empty(), "{errors:?}");
    let status = page.status();
    let source = status.outputs.iter().find(|o| o.name == "source").unwrap();
    assert!(
        source
            .text
            .as_deref()
            .unwrap()
            .ends_with(", on Parberry's tiles."),
        "{source:?}"
    );
    let json = page
        .act(serde_json::json!({"do": "export", "format": "json"}))
        .unwrap()
        .file
        .unwrap()
        .text;
    let c = warnsdorff::exchange::import_cover(&json).unwrap();
    let board = Board::new(20, 20).unwrap();
    assert_eq!(
        warnsdorff::cover::CycleCover::from_cycles(board, &c.cycles).unwrap(),
        generate_with_tiles(Generator::Divide, board, 1, Tiles::Parberry).unwrap()
    );
}

/// A cell that differs is marked with its mirror (f_{i+4}, r_{8−i}) exactly when the paper's
/// value there is within the allowance of the tool's: the tool counts every move both ways, so
/// it has one value for the pair, and a paper printing the two apart can only be met on one.
#[test]
fn a_differing_cell_names_its_mirror_when_the_tool_sits_by_it() {
    use warnsdorff::stats::tables::{compare, mirror_of, PaperRow};
    use warnsdorff::stats::{GenSpec, Generator as Source, Run};
    assert_eq!(mirror_of(1, false), 5);
    assert_eq!(mirror_of(5, false), 1);
    assert_eq!(mirror_of(2, true), 6);
    assert_eq!(mirror_of(7, true), 1);
    let board = Board::new(50, 50).unwrap();
    let g = Source::new(GenSpec::parse("divide:parberry").unwrap(), board, 3, true).unwrap();
    let mut run = Run::with_generator(g, 30).unwrap();
    while !run.work(1 << 20).done {}
    let s = run.summary();
    // A paper row equal to the run, then moved apart on chosen cells.
    let mut row = PaperRow {
        algorithm: "test",
        n: 50,
        f: s.moves.mean,
        r: s.relative.mean.map(Some),
    };
    row.r[4] = None;
    row.f[5] += 0.01; // f5 off, its mirror f1 as the tool has it: mirror named
    row.f[2] += 0.01; // f2 and its mirror f6 both off: no mirror
    row.f[6] -= 0.01;
    row.r[6] = Some(s.relative.mean[6] + 0.01); // r6 off, r2 as the tool has it
    let c = compare(&row, &s);
    let f = |i: usize| c.f.iter().find(|x| x.i == i).unwrap();
    let r = |i: usize| c.r.iter().find(|x| x.i == i).unwrap();
    assert!(f(5).differs && f(5).mirror == Some(1), "{:?}", f(5));
    assert!(f(2).differs && f(2).mirror.is_none(), "{:?}", f(2));
    assert!(f(6).differs && f(6).mirror.is_none(), "{:?}", f(6));
    assert!(!f(1).differs && f(1).mirror.is_none(), "{:?}", f(1));
    assert!(r(6).differs && r(6).mirror == Some(2), "{:?}", r(6));
    assert_eq!(c.differing, 4);
}

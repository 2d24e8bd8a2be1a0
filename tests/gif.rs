//! `warnsdorff tour --format gif`: the animated GIF decodes (the gif crate's decoder) to a frame
//! for each step of the range asked, at the size asked, the first frame the knight on its start
//! and the last the walk's end; the same run gives the same bytes, flags or the page's link.
//! The walk page's and the tourney page's "Export GIF" (their labs' jobs, run in slices) give
//! the CLI's bytes for the same link, or the same cover and plan.

use std::process::{Command, Output};

fn cli(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_warnsdorff"))
        .args(args)
        .output()
        .unwrap()
}

/// The decoded animation: its size, each frame's delay (hundredths of a second) and each
/// frame as the viewer shows it (RGBA, later frames drawn over the ones before).
struct Decoded {
    width: usize,
    height: usize,
    delays: Vec<u16>,
    pictures: Vec<Vec<u8>>,
}

fn decode(bytes: &[u8]) -> Decoded {
    let mut opts = gif::DecodeOptions::new();
    opts.set_color_output(gif::ColorOutput::RGBA);
    let mut d = opts.read_info(bytes).expect("a GIF");
    let (width, height) = (usize::from(d.width()), usize::from(d.height()));
    let mut screen = vec![0u8; width * height * 4];
    let (mut delays, mut pictures) = (Vec::new(), Vec::new());
    while let Some(f) = d.read_next_frame().expect("a frame") {
        let (l, t, w) = (
            usize::from(f.left),
            usize::from(f.top),
            usize::from(f.width),
        );
        for (k, px) in f.buffer.chunks_exact(4).enumerate() {
            let (x, y) = (l + k % w, t + k / w);
            screen[(y * width + x) * 4..][..4].copy_from_slice(px);
        }
        delays.push(f.delay);
        pictures.push(screen.clone());
    }
    Decoded {
        width,
        height,
        delays,
        pictures,
    }
}

fn pixel(d: &Decoded, frame: usize, x: usize, y: usize) -> [u8; 3] {
    let p = &d.pictures[frame][(y * d.width + x) * 4..];
    [p[0], p[1], p[2]]
}

fn gif_of(args: &[&str]) -> Vec<u8> {
    let out = cli(args);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    out.stdout
}

#[test]
fn a_tour_gif_has_a_frame_a_step_at_the_size_asked() {
    let bytes = gif_of(&[
        "tour",
        "--board",
        "8x8",
        "--format",
        "gif",
        "--gif-size",
        "240",
        "--gif-delay",
        "120",
    ]);
    assert_eq!(&bytes[..6], b"GIF89a");
    let d = decode(&bytes);
    assert_eq!((d.width, d.height), (240, 240));
    assert_eq!(d.pictures.len(), 64, "a frame for each of steps 1 to 64");
    assert!(d.delays.iter().all(|&c| c == 12), "{:?}", d.delays);
    // The bottom-right square (30 px squares): unvisited at step 1, visited by the end.
    let far = (7 * 30 + 4, 7 * 30 + 4);
    let (first, last) = (pixel(&d, 0, far.0, far.1), pixel(&d, 63, far.0, far.1));
    assert_ne!(first, last);
    // Every frame differs from the one before: each step changes the board.
    for k in 1..64 {
        assert_ne!(d.pictures[k - 1], d.pictures[k], "frame {k}");
    }
}

#[test]
fn a_range_with_a_stride_keeps_its_last_step() {
    let args = |from: &'static str| {
        [
            "tour",
            "--board",
            "10x10",
            "--rule",
            "nineteen",
            "--format",
            "gif",
            "--gif-from",
            from,
            "--gif-to",
            "20",
            "--gif-stride",
            "4",
            "--gif-size",
            "100",
        ]
    };
    let d = decode(&gif_of(&args("5")));
    // Steps 5, 9, 13, 17 and 20.
    assert_eq!(d.pictures.len(), 5);
    assert_eq!((d.width, d.height), (100, 100));
    let from_one = decode(&gif_of(&args("1")));
    // Steps 1, 5, 9, 13, 17, 20: from the second frame on, the same pictures.
    assert_eq!(from_one.pictures.len(), 6);
    assert_eq!(from_one.pictures[5], d.pictures[4]);
    assert_ne!(from_one.pictures[0], d.pictures[0]);
}

#[test]
fn the_same_walk_gives_the_same_bytes_by_flags_or_by_link() {
    let flags = gif_of(&[
        "tour",
        "--board",
        "6x7",
        "--rule",
        "ordering:21345678",
        "--start",
        "2,3",
        "--seed",
        "4",
        "--steps",
        "11",
        "--format",
        "gif",
        "--gif-size",
        "140",
    ]);
    let link = gif_of(&[
        "tour",
        "--link",
        "board=6x7&start=2,3&ordering=21345678&seed=4&step=12&gif-size=140",
        "--format",
        "gif",
    ]);
    assert_eq!(flags, link);
    assert_eq!(decode(&flags).pictures.len(), 12);
}

#[test]
fn a_range_past_the_walk_or_a_bad_field_is_an_error_not_a_file() {
    let out = cli(&[
        "tour", "--board", "5x5", "--steps", "9", "--format", "gif", "--gif-to", "30",
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("gif-to: step 30 is past the walk's step 10"),
        "{err}"
    );
    let out = cli(&[
        "tour",
        "--board",
        "5x5",
        "--format",
        "gif",
        "--gif-size",
        "9",
    ]);
    assert!(String::from_utf8_lossy(&out.stderr)
        .contains("gif-size '9' is not a whole number from 16 to 2000"));
    let out = cli(&["tour", "--board", "5x5", "--gif-size", "90"]);
    assert!(String::from_utf8_lossy(&out.stderr).contains("go with --format gif"));
}

/// The distinct colours of a frame.
fn colours(d: &Decoded, frame: usize) -> usize {
    let mut c: Vec<&[u8]> = d.pictures[frame].chunks_exact(4).collect();
    c.sort_unstable();
    c.dedup();
    c.len()
}

#[test]
fn a_cover_gif_steps_through_its_join_plan_from_eight_cycles_to_one() {
    let args = [
        "cover",
        "--board",
        "8x8",
        "--gen",
        "braid",
        "--format",
        "gif",
        "--gif-size",
        "160",
    ];
    let bytes = gif_of(&args);
    let d = decode(&bytes);
    // Braid's eight cycles joined by seven switches: steps 1 (before the plan) to 8.
    assert_eq!(d.pictures.len(), 8);
    assert_eq!((d.width, d.height), (160, 160));
    // Eight cycles in their colours at first, one cycle at the end: fewer colours.
    assert!(
        colours(&d, 0) > colours(&d, 7),
        "{} {}",
        colours(&d, 0),
        colours(&d, 7)
    );
    assert_eq!(bytes, gif_of(&args), "the same run, the same bytes");
    let some = decode(&gif_of(&[
        "cover",
        "--board",
        "8x8",
        "--gen",
        "braid",
        "--format",
        "gif",
        "--gif-size",
        "160",
        "--gif-from",
        "3",
        "--gif-to",
        "6",
    ]));
    assert_eq!(some.pictures.len(), 4);
    assert_eq!(some.pictures[0], d.pictures[2]);
    let out = cli(&[
        "cover", "--board", "8x8", "--gen", "braid", "--format", "gif", "--gif-to", "9",
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("steps 1 to 9: there are steps 1 to 8"));
}

/// The walk page's lab, opened from `link`: its "Export GIF" run as the page runs it (the job in
/// slices of a few frames), and the file it leaves.
fn page_gif(link: &str) -> warnsdorff::page::status::File {
    lab_gif::<warnsdorff::labs::walk::WalkLab>(link, 3)
}

/// Lab `L` opened from `link` (its jobs run out first), its "Export GIF" made `frames` frames a
/// slice as the page runs it, and the file it leaves.
fn lab_gif<L: warnsdorff::page::Lab>(link: &str, frames: u64) -> warnsdorff::page::status::File {
    let (mut page, errors) = warnsdorff::page::open::<L>(link).unwrap();
    assert!(errors.is_empty(), "{errors:?}");
    while let Some(job) = page.job() {
        if job.work(1 << 20).unwrap().is_finished() {
            break;
        }
    }
    page.act(serde_json::json!({"do": "export", "format": "gif"}))
        .unwrap();
    let mut slices = 0;
    while let Some(job) = page.job() {
        slices += 1;
        if job.work(frames).unwrap().is_finished() {
            break;
        }
    }
    assert!(slices > 1, "made in slices");
    page.take_file().expect("a file once the job is over")
}

/// Lab `L` opened from `link` (its jobs run out first), its "Export GIF" asked for, then the
/// job run in slices of `units` as the page runs it: the words of each slice's progress and
/// whether the file came.
fn gif_slices<L: warnsdorff::page::Lab>(link: &str, units: u64) -> (Vec<String>, bool) {
    let (mut page, errors) = warnsdorff::page::open::<L>(link).unwrap();
    assert!(errors.is_empty(), "{errors:?}");
    while let Some(job) = page.job() {
        if job.work(1 << 20).unwrap().is_finished() {
            break;
        }
    }
    page.act(serde_json::json!({"do": "export", "format": "gif"}))
        .unwrap();
    let mut words = Vec::new();
    while let Some(job) = page.job() {
        let p = job.work(units).unwrap();
        let over = p.is_finished();
        words.push(p.words);
        if over {
            break;
        }
    }
    (words, page.take_file().is_some())
}

#[test]
fn what_a_gif_needs_before_its_first_frame_is_made_in_the_jobs_first_slices() {
    // The tourney page: the join on show made again (on a 100x100 braid, many planner units),
    // slice by slice, before any frame; then the frames.
    let (words, made) = gif_slices::<warnsdorff::labs::tourneys::TourneysLab>(
        "gen=braid&n=100&seed=1&ops=join@0&gif-size=100&gif-stride=50",
        1,
    );
    assert!(made);
    let planning = words
        .iter()
        .take_while(|w| w.starts_with("Making the join plan again"))
        .count();
    assert!(planning >= 3, "the plan made in slices: {:?}", &words[..4]);
    assert!(words[planning..].iter().all(|w| w == "Making the GIF"));
    // The walk page under `nineteen`: its trial walks, slice by slice, before any frame.
    let (words, made) = gif_slices::<warnsdorff::labs::walk::WalkLab>(
        "board=30x30&rule=nineteen&step=900&gif-size=60&gif-stride=300",
        64,
    );
    assert!(made);
    let trials = words
        .iter()
        .take_while(|w| w.starts_with("nineteen: trying ordering #1 of 19"))
        .count();
    assert!(
        trials >= 900 / 64,
        "the trial walk in slices: {:?}",
        &words[..3]
    );
    assert!(words.last().is_some_and(|w| w == "Making the GIF"));
}

#[test]
fn the_walk_pages_gif_is_the_clis_for_the_same_link() {
    let link = "board=7x7&start=4,4&rule=nineteen&seed=3&step=30&gif-from=2&gif-stride=3&gif-size=210&gif-delay=90";
    let file = page_gif(link);
    assert_eq!(file.mime, "image/gif");
    assert!(file.name.ends_with("-steps2-30.gif"), "{}", file.name);
    let cli = gif_of(&["tour", "--link", link, "--format", "gif"]);
    assert_eq!(file.bytes, cli);
    // Steps 2, 5, ..., 29 and 30.
    assert_eq!(decode(&cli).pictures.len(), 11);
}

#[test]
fn too_many_frames_on_the_page_are_refused_beside_the_stride() {
    let (mut page, _) = warnsdorff::page::open::<warnsdorff::labs::walk::WalkLab>(
        "board=100x100&rule=nineteen&step=10000",
    )
    .unwrap();
    while let Some(job) = page.job() {
        if job.work(1 << 20).unwrap().is_finished() {
            break;
        }
    }
    let e = page
        .act(serde_json::json!({"do": "export", "format": "gif"}))
        .unwrap_err();
    assert_eq!(e.field, Some("gif-stride"), "{}", e.message);
    assert!(e.message.contains("take a stride"), "{}", e.message);
    assert!(page.job().is_none(), "no GIF job begun");
}

/// The tourney page's lab, opened from `link` (its switches replayed): its "Export GIF" of the
/// plan on show run as the page runs it (the job in slices of a few frames), and the file.
fn tourney_gif(link: &str) -> warnsdorff::page::status::File {
    lab_gif::<warnsdorff::labs::tourneys::TourneysLab>(link, 2)
}

#[test]
fn the_tourney_pages_gif_of_its_plan_is_the_clis_for_the_same_cover() {
    // The join stands at its third switch: the GIF is of the whole plan all the same.
    let file = tourney_gif("gen=braid&n=8&seed=1&ops=join@3&gif-size=160&gif-delay=120");
    assert_eq!(file.mime, "image/gif");
    assert_eq!(
        file.name,
        "cover-braid-8x8-seed1-5-cycles-join-steps1-8.gif"
    );
    let cli = gif_of(&[
        "cover",
        "--board",
        "8x8",
        "--gen",
        "braid",
        "--seed",
        "1",
        "--format",
        "gif",
        "--gif-plan",
        "join",
        "--gif-size",
        "160",
        "--gif-delay",
        "120",
    ]);
    assert_eq!(file.bytes, cli);
    let d = decode(&cli);
    // Braid's eight cycles joined by seven switches: steps 1 to 8.
    assert_eq!(d.pictures.len(), 8);
    assert_eq!(d.delays, [12; 8]);

    // A range with a stride, on another plan and seed: the CLI's bytes too.
    let link = "gen=braid&n=12&seed=5&ops=obfuscate@2&gif-from=2&gif-stride=3&gif-size=120";
    let file = tourney_gif(link);
    let cli = gif_of(&[
        "cover",
        "--board",
        "12x12",
        "--gen",
        "braid",
        "--seed",
        "5",
        "--format",
        "gif",
        "--gif-plan",
        "obfuscate",
        "--gif-from",
        "2",
        "--gif-stride",
        "3",
        "--gif-size",
        "120",
    ]);
    assert_eq!(file.bytes, cli);
    assert!(decode(&cli).pictures.len() > 1);
}

#[test]
fn the_tourney_pages_gif_asks_for_a_plan_and_a_range_within_it() {
    let open = |link: &str| {
        let (mut page, errors) =
            warnsdorff::page::open::<warnsdorff::labs::tourneys::TourneysLab>(link).unwrap();
        assert!(errors.is_empty(), "{errors:?}");
        while let Some(job) = page.job() {
            if job.work(1 << 20).unwrap().is_finished() {
                break;
            }
        }
        page
    };
    let export = serde_json::json!({"do": "export", "format": "gif"});
    let mut page = open("gen=braid&n=8");
    let e = page.act(export.clone()).unwrap_err();
    assert_eq!(e.field, Some("gif-from"), "{}", e.message);
    assert!(e.message.contains("no plan is on show"), "{}", e.message);
    let mut page = open("gen=braid&n=8&ops=join@7&gif-to=9");
    let e = page.act(export).unwrap_err();
    assert_eq!(e.field, Some("gif-to"), "{}", e.message);
    assert!(
        e.message.contains("there are steps 1 to 8"),
        "{}",
        e.message
    );
    assert!(page.job().is_none(), "no GIF job begun");
    let (_, errors) = warnsdorff::page::open::<warnsdorff::labs::tourneys::TourneysLab>(
        "gen=braid&n=8&gif-size=5",
    )
    .unwrap();
    assert_eq!(errors.len(), 1);
    assert_eq!(errors[0].field, Some("gif-size"));
}

#[test]
fn the_lin_wei_pages_gif_is_the_clis_and_has_a_frame_a_step_of_its_player() {
    use warnsdorff::labs::construct::ConstructLab;
    // 40x40 from (3,5): the page's player runs steps 0 (the partition) to 15.
    let link = "board=40x40&start=3,5&gif-from=2&gif-stride=4&gif-size=200&gif-delay=150";
    let file = lab_gif::<ConstructLab>(link, 2);
    assert_eq!(file.mime, "image/gif");
    assert!(
        file.name.ends_with("-from-3-5-steps2-15.gif"),
        "{}",
        file.name
    );
    let cli = gif_of(&[
        "construct",
        "--board",
        "40x40",
        "--start",
        "3,5",
        "--format",
        "gif",
        "--gif-from",
        "2",
        "--gif-stride",
        "4",
        "--gif-size",
        "200",
        "--gif-delay",
        "150",
    ]);
    assert_eq!(file.bytes, cli);
    let d = decode(&cli);
    // Steps 2, 6, 10, 14 and 15.
    assert_eq!(d.pictures.len(), 5);
    assert_eq!((d.width, d.height), (200, 200));
    // GIF counts hundredths of a second.
    assert!(d.delays.iter().all(|&cs| cs == 15), "{:?}", d.delays);
    // Each merge changes the picture.
    for w in d.pictures.windows(2) {
        assert_ne!(w[0], w[1]);
    }
    // The whole construction from the partition by default: one frame a step.
    let all = decode(&gif_of(&[
        "construct",
        "--board",
        "12x14",
        "--format",
        "gif",
    ]));
    let (mut page, _) = warnsdorff::page::open::<ConstructLab>("board=12x14").unwrap();
    let last = page.status().play.unwrap().len as usize;
    assert_eq!(all.pictures.len(), last + 1);
}

#[test]
fn the_lin_wei_pages_gif_refuses_beside_its_fields() {
    use warnsdorff::labs::construct::ConstructLab;
    let export = serde_json::json!({"do": "export", "format": "gif"});
    let err = |link: &str| {
        let (mut page, _) = warnsdorff::page::open::<ConstructLab>(link).unwrap();
        while let Some(job) = page.job() {
            if job.work(1 << 20).unwrap().is_finished() {
                break;
            }
        }
        let e = page.act(export.clone()).unwrap_err();
        (e.field.map(str::to_string), e.message)
    };
    let (field, message) = err("board=12x14&gif-to=99");
    assert_eq!(field.as_deref(), Some("gif-to"));
    assert!(message.contains("there are steps 0 to 3"), "{message}");
    let (field, message) = err("board=300x300");
    assert_eq!(field.as_deref(), Some("gif-from"));
    assert!(message.contains("no steps to animate"), "{message}");
    let out = cli(&["construct", "--board", "12x14", "--gif-size", "100"]);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn a_webm_export_is_the_same_frames_marked_for_the_page_to_record() {
    use warnsdorff::labs::construct::ConstructLab;
    use warnsdorff::page::gif_export::WEBM;
    let make = |format: &str| {
        let (mut page, _) =
            warnsdorff::page::open::<ConstructLab>("board=40x40&gif-stride=5&gif-size=120")
                .unwrap();
        page.act(serde_json::json!({"do": "export", "format": format}))
            .unwrap();
        while let Some(job) = page.job() {
            if job.work(2).unwrap().is_finished() {
                break;
            }
        }
        page.take_file().expect("a file")
    };
    let (gif, webm) = (make("gif"), make("webm"));
    assert_eq!(webm.mime, WEBM);
    assert_eq!(webm.name, gif.name.replace(".gif", ".webm"));
    assert_eq!(webm.bytes, gif.bytes);
    assert_eq!(&webm.bytes[..6], b"GIF89a");
}

#[test]
fn the_walk_and_tourney_pages_take_webm_as_they_take_gif() {
    use warnsdorff::page::gif_export::WEBM;
    let (mut page, _) =
        warnsdorff::page::open::<warnsdorff::labs::walk::WalkLab>("board=6x6&step=12").unwrap();
    page.act(serde_json::json!({"do": "export", "format": "webm"}))
        .unwrap();
    while let Some(job) = page.job() {
        if job.work(4).unwrap().is_finished() {
            break;
        }
    }
    let f = page.take_file().expect("a file");
    assert_eq!(f.mime, WEBM);
    assert!(f.name.ends_with("-steps1-12.webm"), "{}", f.name);
}

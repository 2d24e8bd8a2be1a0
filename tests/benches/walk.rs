//! ns per square of the Warnsdorff walk for each rule on 1000×1000 (criterion), and the
//! ordering walk on 2000×2000 against a plain C walk (tests/benches/walk_baseline.c) in the same
//! run. `cargo bench --bench walk`; the figure is the time per iteration divided by 10⁶ squares.
//! Only squirrel-cull tours the whole board; the other rules dead-end earlier (ordering 12345678
//! after 801 328 squares, random after about 10⁵, look-ahead after 852 350), so divide by the
//! squares each visits (`warnsdorff tour --board 1000x1000 --rule R --format none` says).
//!
//! `cargo bench --bench walk -- versus-c` runs only the comparison with C: it compiles the C file
//! with `cc -O2` (or `$CC`) into the target directory, checks that both walks visit the same
//! squares in the same order, prints the bytes a square each holds and a ratio from runs
//! alternated in this process, then lets criterion time both.

use criterion::{criterion_group, criterion_main, BatchSize, Criterion, Throughput};
use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering as AtomicOrdering};
use std::time::Instant;
use warnsdorff::board::{Board, Square};
use warnsdorff::moves::Ordering;
use warnsdorff::rules::RuleSpec;
use warnsdorff::walk::Walk;

/// Counts the bytes allocated and their peak, so the walk's memory is measured, not estimated.
struct Counting;

static LIVE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let live = LIVE.fetch_add(layout.size(), AtomicOrdering::Relaxed) + layout.size();
        PEAK.fetch_max(live, AtomicOrdering::Relaxed);
        System.alloc(layout)
    }
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        let live = LIVE.fetch_add(layout.size(), AtomicOrdering::Relaxed) + layout.size();
        PEAK.fetch_max(live, AtomicOrdering::Relaxed);
        System.alloc_zeroed(layout)
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        LIVE.fetch_sub(layout.size(), AtomicOrdering::Relaxed);
        System.dealloc(ptr, layout)
    }
}

#[global_allocator]
static ALLOC: Counting = Counting;

/// This thread's CPU time (clock_gettime(CLOCK_THREAD_CPUTIME_ID)).
mod cpu {
    use std::ffi::{c_int, c_long};
    #[repr(C)]
    struct Timespec {
        sec: i64,
        nsec: c_long,
    }
    extern "C" {
        fn clock_gettime(clock: c_int, tp: *mut Timespec) -> c_int;
    }
    const CLOCK_THREAD_CPUTIME_ID: c_int = 3;

    pub fn thread_ns() -> u64 {
        let mut t = Timespec { sec: 0, nsec: 0 };
        // SAFETY: a valid pointer to a timespec, Linux's clock id.
        let r = unsafe { clock_gettime(CLOCK_THREAD_CPUTIME_ID, &mut t) };
        assert_eq!(r, 0, "clock_gettime");
        t.sec as u64 * 1_000_000_000 + t.nsec as u64
    }
}

/// The C reference (tests/benches/walk_baseline.c), compiled when the benchmark runs and loaded
/// with dlopen: no build script, so neither the wasm build nor the library's build sees C.
mod c_walk {
    use std::ffi::{c_char, c_int, c_void, CStr, CString};
    use std::path::PathBuf;
    use std::process::Command;

    #[link(name = "dl")]
    extern "C" {
        fn dlopen(filename: *const c_char, flag: c_int) -> *mut c_void;
        fn dlsym(handle: *mut c_void, symbol: *const c_char) -> *mut c_void;
        fn dlerror() -> *const c_char;
    }
    const RTLD_NOW: c_int = 2;

    type Cells = extern "C" fn(u32, u32) -> usize;
    type Init = extern "C" fn(u32, u32, *mut u8);
    type WalkFn = extern "C" fn(u32, u32, u32, u32, *const u8, *mut u8, *mut u32) -> usize;

    pub struct CWalk {
        cells: Cells,
        init: Init,
        walk: WalkFn,
    }

    /// A board's padded degree array (set up) and room for its path.
    pub struct State {
        rows: u32,
        cols: u32,
        pub degree: Vec<u8>,
        pub path: Vec<u32>,
    }

    impl CWalk {
        /// Compile the C file with `$CC` (default `cc`) -O2 next to this benchmark's executable
        /// (inside the target directory) and load it.
        pub fn load() -> CWalk {
            let src =
                PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/benches/walk_baseline.c");
            let exe = std::env::current_exe().expect("the benchmark's own path");
            let lib = exe.with_file_name("walk_baseline.so");
            let cc = std::env::var("CC").unwrap_or_else(|_| "cc".into());
            let status = Command::new(&cc)
                .args(["-O2", "-shared", "-fPIC", "-o"])
                .arg(&lib)
                .arg(&src)
                .status()
                .unwrap_or_else(|e| panic!("cannot run the C compiler '{cc}': {e}"));
            assert!(status.success(), "{cc} failed on {}", src.display());
            let path = CString::new(lib.to_str().unwrap()).unwrap();
            // SAFETY: a library we just compiled, whose functions have exactly the C signatures
            // declared above (see walk_baseline.c).
            unsafe {
                let h = dlopen(path.as_ptr(), RTLD_NOW);
                assert!(!h.is_null(), "dlopen: {:?}", CStr::from_ptr(dlerror()));
                let sym = |name: &CStr| {
                    let p = dlsym(h, name.as_ptr());
                    assert!(!p.is_null(), "dlsym {name:?}");
                    p
                };
                CWalk {
                    cells: std::mem::transmute::<*mut c_void, Cells>(sym(c"baseline_cells")),
                    init: std::mem::transmute::<*mut c_void, Init>(sym(c"baseline_init")),
                    walk: std::mem::transmute::<*mut c_void, WalkFn>(sym(c"baseline_walk")),
                }
            }
        }

        /// The empty board's degrees, and a path buffer allocated but not yet touched (as the
        /// crate's walk holds its path).
        pub fn state(&self, rows: u32, cols: u32) -> State {
            let mut degree = vec![0u8; (self.cells)(rows, cols)];
            (self.init)(rows, cols, degree.as_mut_ptr());
            State {
                rows,
                cols,
                degree,
                path: Vec::with_capacity(rows as usize * cols as usize),
            }
        }

        /// Walk from (r, c) with the moves `order` (internal indices, most preferred first);
        /// the path's length.
        pub fn walk(&self, s: &mut State, r: u32, c: u32, order: &[u8; 8]) -> usize {
            let n = (self.walk)(
                s.rows,
                s.cols,
                r,
                c,
                order.as_ptr(),
                s.degree.as_mut_ptr(),
                s.path.as_mut_ptr(),
            );
            assert!(n <= s.path.capacity());
            // SAFETY: the C walk wrote n cells (at most rows * cols, the capacity).
            unsafe { s.path.set_len(n) };
            n
        }
    }
}

fn rules(c: &mut Criterion) {
    let board = Board::new(1000, 1000).unwrap();
    let mut group = c.benchmark_group("walk-1000x1000");
    group.sample_size(10);
    group.throughput(Throughput::Elements(board.squares() as u64));
    for rule in [
        "ordering:12345678",
        "squirrel-cull",
        "random",
        "pohl",
        "lookahead",
    ] {
        let spec = RuleSpec::parse(rule).unwrap();
        // The walk alone: the board is allocated and initialised outside the timing.
        group.bench_function(rule, |b| {
            b.iter_batched(
                || Walk::new(board, Square::new(1, 1), spec.clone(), 1).unwrap(),
                |mut w| w.run(usize::MAX),
                BatchSize::LargeInput,
            )
        });
    }
    // The random rule over a fixed stretch (its full walk's length depends on the seed and the
    // generator's stream, so the whole-walk figure above is per walk, not per square): 20 000
    // steps, then the same with 10 000 undone and walked again (undo rewinds the stream).
    let random = RuleSpec::Random;
    group.throughput(Throughput::Elements(20_000));
    group.bench_function("random: 20 000 steps", |b| {
        b.iter_batched(
            || Walk::new(board, Square::new(1, 1), random.clone(), 1).unwrap(),
            |mut w| {
                assert_eq!(w.run(20_000), 20_000);
                w // dropped outside the timing
            },
            BatchSize::LargeInput,
        )
    });
    group.throughput(Throughput::Elements(40_000));
    group.bench_function("random: 20 000 steps, 10 000 undone, 10 000 again", |b| {
        b.iter_batched(
            || Walk::new(board, Square::new(1, 1), random.clone(), 1).unwrap(),
            |mut w| {
                assert_eq!(w.run(20_000), 20_000);
                assert_eq!(w.seek(10_001), 10_001);
                assert_eq!(w.run(10_000), 10_000);
                w
            },
            BatchSize::LargeInput,
        )
    });
    group.throughput(Throughput::Elements(board.squares() as u64));
    // Setting up a fresh 1000×1000 walk (allocation, degrees of the empty board).
    group.bench_function("new", |b| {
        b.iter(|| Walk::new(board, Square::new(1, 1), RuleSpec::SquirrelCull, 1).unwrap())
    });
    group.finish();
}

/// The ordering walk on 2000×2000 against the plain C walk, same board, start and tiebreak.
fn versus_c(c: &mut Criterion) {
    let (side, order) = (2000u32, "12345678");
    let board = Board::new(side as u64, side as u64).unwrap();
    let spec = RuleSpec::parse(&format!("ordering:{order}")).unwrap();
    let moves = Ordering::parse(order)
        .unwrap()
        .moves()
        .map(|m| m.index() as u8);
    let cw = c_walk::CWalk::load();
    let fresh = || Walk::new(board, Square::new(1, 1), spec.clone(), 1).unwrap();

    // Same squares in the same order, and the bytes each holds.
    let live = LIVE.load(AtomicOrdering::Relaxed);
    PEAK.store(live, AtomicOrdering::Relaxed);
    let mut w = fresh();
    let visited = w.run(usize::MAX) + 1;
    let rust_bytes = PEAK.load(AtomicOrdering::Relaxed) - live;
    PEAK.store(LIVE.load(AtomicOrdering::Relaxed), AtomicOrdering::Relaxed);
    let before = PEAK.load(AtomicOrdering::Relaxed);
    let mut st = cw.state(side, side);
    let n = cw.walk(&mut st, 1, 1, &moves);
    let c_bytes = PEAK.load(AtomicOrdering::Relaxed) - before;
    let stride = side as usize + 4;
    let c_path = st.path.iter().map(|&cell| {
        let cell = cell as usize;
        Square::new((cell / stride - 1) as u32, (cell % stride - 1) as u32)
    });
    assert_eq!(n, visited, "C and Rust visit different numbers of squares");
    assert!(w.path().eq(c_path), "C and Rust walk different paths");
    drop((w, st));
    let sq = board.squares() as f64;
    println!(
        "versus-c: ordering {order} on {board} from (1,1): both visit the same {visited} squares \
         in the same order; memory (allocated, peak): Rust walk {:.2} bytes a square, C {:.2}",
        rust_bytes as f64 / sq,
        c_bytes as f64 / sq
    );

    // A ratio from runs alternated in this process (criterion's two figures below come from
    // different moments; these share each moment's load), in wall time and in this thread's CPU
    // time (which waiting for a core on a shared machine does not inflate; page faults count).
    let runs = 9;
    let (mut rust, mut cee) = (vec![], vec![]);
    for _ in 0..runs {
        let mut w = fresh();
        let t = (Instant::now(), cpu::thread_ns());
        w.run(usize::MAX);
        rust.push((
            t.0.elapsed().as_nanos() as f64,
            (cpu::thread_ns() - t.1) as f64,
        ));
        drop(w);
        let mut st = cw.state(side, side);
        let t = (Instant::now(), cpu::thread_ns());
        cw.walk(&mut st, 1, 1, &moves);
        cee.push((
            t.0.elapsed().as_nanos() as f64,
            (cpu::thread_ns() - t.1) as f64,
        ));
    }
    let stats = |v: &[(f64, f64)], pick: fn(&(f64, f64)) -> f64| {
        let mut x: Vec<f64> = v.iter().map(pick).map(|t| t / visited as f64).collect();
        x.sort_by(f64::total_cmp);
        (x[0], x[x.len() / 2])
    };
    for (what, pick) in [
        ("wall", (|t: &(f64, f64)| t.0) as fn(&(f64, f64)) -> f64),
        ("CPU", |t: &(f64, f64)| t.1),
    ] {
        let (rb, rm) = stats(&rust, pick);
        let (cb, cm) = stats(&cee, pick);
        println!(
            "versus-c: {runs} runs alternated, {what} time, ns a visited square, best | median: \
             Rust {rb:.2} | {rm:.2}, C {cb:.2} | {cm:.2}; Rust/C = {:.2}x best, {:.2}x median",
            rb / cb,
            rm / cm
        );
    }

    // The staged rule (squirrel-cull: Figure 3's orderings, switching on given squares) on the
    // same board and on 3000×3000, where it tours the whole board: CPU time a square, best of 3.
    for side in [2000u64, 3000] {
        let board = Board::new(side, side).unwrap();
        let ns: Vec<f64> = (0..3)
            .map(|_| {
                let mut w = Walk::new(board, Square::new(1, 1), RuleSpec::SquirrelCull, 1).unwrap();
                let t = cpu::thread_ns();
                let n = w.run(usize::MAX) + 1;
                assert_eq!(n, board.squares(), "squirrel-cull tours {board}");
                (cpu::thread_ns() - t) as f64 / n as f64
            })
            .collect();
        println!(
            "versus-c: squirrel-cull on {board} (a full tour): {:.2} ns a square (CPU time, best of 3)",
            ns.iter().cloned().fold(f64::INFINITY, f64::min)
        );
    }

    let mut group = c.benchmark_group(format!("versus-c-{board}"));
    group.sample_size(10);
    group.throughput(Throughput::Elements(visited as u64));
    group.bench_function(format!("rust-ordering:{order}"), |b| {
        b.iter_batched(
            fresh,
            |mut w| {
                w.run(usize::MAX);
                w
            },
            BatchSize::LargeInput,
        )
    });
    group.bench_function(format!("c-ordering:{order}"), |b| {
        b.iter_batched(
            || cw.state(side, side),
            |mut st| {
                cw.walk(&mut st, 1, 1, &moves);
                st
            },
            BatchSize::LargeInput,
        )
    });
    group.finish();
}

criterion_group!(benches, versus_c, rules);
criterion_main!(benches);

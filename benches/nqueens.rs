//! `cargo bench`: the issue-4 benchmark, std only.
//!
//! Builds nothing by hand but two tiny programs (`benches/floor.rs`, the
//! start-up floor, and `benches/textbook.rs`, the textbook bitmask counter),
//! which it compiles with `rustc` into Cargo's target directory. Everything else
//! is Cargo's own build of the problem binaries (bench profile, same settings as
//! release). Then, in one run and side by side, it measures:
//!
//! 1. the count kernel of `boj9663` against the textbook counter, one thread,
//!    N = 16, both compiled into this program and run in alternating slices
//!    (see `interleaved_kernel_and_textbook`); then, for information, the CPU
//!    time of whole processes using the kernel (this program run as
//!    `--kernel 16`, and the `lc52` binary), read from this process's
//!    `/proc/self/stat` once each child is reaped;
//! 2. the kernel on 2 threads against 1 (wall time, N = 16), and the `boj9663`
//!    binary at N = 18 once (skip with `cargo bench -- --no-n18`);
//! 3. whole processes fed n on stdin, stdout drained through a pipe: the floor,
//!    `lc52` n = 9, `boj3344` N = 99 999, `boj9663` N = 14, textbook N = 14;
//! 4. output-bound processes against `cat` piping the very bytes they print:
//!    `lc51` n = 12 and 14, `boj3344` N = 10^7;
//! 5. the peak RSS of `boj3344` at N = 10^7 (needs GNU time at /usr/bin/time).
//!
//! Commands that are compared run in turn (A B A B …), so a drift of the
//! machine's speed hits both; every figure is a median, every ratio is taken
//! between medians of the same run. The last table says which targets hold.

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Instant;

#[path = "../problems/boj9663.rs"]
// Its `main`, parser and test helpers are unused here (and `#[test]`s are compiled out).
#[allow(dead_code, unused_imports)]
mod boj9663;
mod textbook;

/// Where the captured outputs and the compiled helper programs go.
const SCRATCH: &str = env!("CARGO_TARGET_TMPDIR");

fn main() {
    let args: Vec<String> = std::env::args().collect();
    // As its own child: the kernel's count on one thread, printed.
    if let [_, mode, n] = &args[..] {
        if let ("--kernel", Ok(n)) = (mode.as_str(), n.parse()) {
            return println!("{}", boj9663::count_n_queens_on(n, 1));
        }
    }
    let with_n18 = !args.iter().any(|a| a == "--no-n18");
    let cores = std::thread::available_parallelism().map_or(1, |p| p.get());
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into());
    let version = Command::new(&rustc)
        .arg("-V")
        .output()
        .map_or(String::new(), |o| {
            String::from_utf8_lossy(&o.stdout).trim().to_owned()
        });
    println!(
        "N-Queens kit benchmark: {cores} cores, {}, {version}",
        cpu_model()
    );
    println!("(medians; ratios between medians of the same run)\n");

    let floor = compile("floor");
    let textbook_bin = compile("textbook");
    let bin = |name: &str| -> PathBuf {
        match name {
            "lc51" => env!("CARGO_BIN_EXE_lc51"),
            "lc52" => env!("CARGO_BIN_EXE_lc52"),
            "boj9663" => env!("CARGO_BIN_EXE_boj9663"),
            _ => env!("CARGO_BIN_EXE_boj3344"),
        }
        .into()
    };
    let mut verdicts = Vec::new();

    // 1. Count kernel against the textbook counter, one thread.
    println!("1. count kernel vs textbook, N = 16, one thread, interleaved (3 rounds)");
    let mut ratios = Vec::new();
    let (mut kernel_times, mut plain_times) = (Vec::new(), Vec::new());
    for _ in 0..3 {
        let (kernel, plain) = interleaved_kernel_and_textbook(16);
        ratios.push(kernel / plain);
        kernel_times.push(kernel);
        plain_times.push(plain);
    }
    let ratio = median(&ratios);
    println!(
        "   boj9663 kernel {}   textbook {}   ratio {ratio:.3} [{:.3}–{:.3}]",
        secs(&kernel_times),
        secs(&plain_times),
        ratios.iter().copied().fold(f64::MAX, f64::min),
        ratios.iter().copied().fold(f64::MIN, f64::max),
    );
    verdicts.push(Verdict::new(
        "count kernel N = 16, 1 thread, vs textbook",
        format!(
            "{:.2} s vs {:.2} s = {ratio:.3} × (median of 3)",
            median(&kernel_times),
            median(&plain_times)
        ),
        "≤ 0.14 ×",
        ratio <= 0.14,
    ));
    // The same kernel in lc52, as a whole process (for information).
    let myself = std::env::current_exe().expect("own path");
    let (mut lc52, mut kernel_process) = (Vec::new(), Vec::new());
    for _ in 0..3 {
        let mut own = Command::new(&myself);
        kernel_process.push(child_cpu_time(own.args(["--kernel", "16"]), b"").0);
        lc52.push(child_cpu_time(&mut Command::new(bin("lc52")), b"16\n").0);
    }
    println!(
        "   whole processes, CPU time: boj9663 kernel {}   lc52 binary {}\n",
        secs(&kernel_process),
        secs(&lc52)
    );

    // 2. Parallel counting.
    println!("2. parallel counting, N = 16, wall time (7 runs each, in turn)");
    let (mut one, mut two, mut speedups) = (Vec::new(), Vec::new(), Vec::new());
    for _ in 0..7 {
        one.push(wall_time(|| boj9663::count_n_queens_on(16, 1)));
        two.push(wall_time(|| boj9663::count_n_queens_on(16, 2)));
        speedups.push(one[one.len() - 1] / two[two.len() - 1]);
    }
    // Each pair runs back to back: the median of their ratios shrugs off drift.
    let speedup = median(&speedups);
    println!(
        "   1 thread {}   2 threads {}   speed-up (median of pairs) {speedup:.2}",
        secs(&one),
        secs(&two)
    );
    verdicts.push(Verdict::new(
        "parallel N = 16, 2 threads vs 1, wall",
        format!(
            "{:.2} s vs {:.2} s, {speedup:.2} × (median of 7 pairs)",
            median(&two),
            median(&one)
        ),
        "≥ 1.8 ×",
        speedup >= 1.8,
    ));
    if with_n18 {
        let run = run(&bin("boj9663"), b"18\n");
        println!(
            "   boj9663 N = 18 whole process, {cores} cores: {:.1} s",
            run.wall
        );
        verdicts.push(Verdict::new(
            "boj9663 N = 18, whole process (one run)",
            format!("{:.1} s", run.wall),
            "< 60 s",
            run.wall < 60.0,
        ));
    }
    println!();

    // 3. Whole processes near the start-up floor.
    println!("3. whole processes, wall time (21 runs each; textbook 7)");
    let cases: [(&str, PathBuf, &[u8]); 4] = [
        ("floor (empty Rust program)", floor.clone(), b""),
        ("lc52 n = 9", bin("lc52"), b"9\n"),
        ("boj3344 N = 99999", bin("boj3344"), b"99999\n"),
        ("boj9663 N = 14", bin("boj9663"), b"14\n"),
    ];
    let mut times = vec![Vec::new(); cases.len()];
    let mut textbook14 = Vec::new();
    for round in 0..21 {
        for (i, (_, program, input)) in cases.iter().enumerate() {
            times[i].push(run(program, input).wall);
        }
        if round % 3 == 0 {
            textbook14.push(run(&textbook_bin, b"14\n").wall);
        }
    }
    for ((name, _, _), t) in cases.iter().zip(&times) {
        println!("   {name:<28} {}", millis(t));
    }
    println!("   {:<28} {}\n", "textbook N = 14", millis(&textbook14));
    let floor_ms = 1e3 * median(&times[0]);
    for (i, name) in [(1, "lc52 n = 9"), (2, "boj3344 N = 99999")] {
        let over = 1e3 * median(&times[i]) - floor_ms;
        verdicts.push(Verdict::new(
            &format!("{name}, whole process, over the floor"),
            format!(
                "{:.2} ms − {floor_ms:.2} ms = {over:+.2} ms",
                over + floor_ms
            ),
            "≤ 2 ms",
            over <= 2.0,
        ));
    }
    let boj14 = 1e3 * median(&times[3]);
    verdicts.push(Verdict::new(
        "boj9663 N = 14, whole process",
        format!(
            "{boj14:.1} ms (textbook {:.0} ms)",
            1e3 * median(&textbook14)
        ),
        "≤ 40 ms",
        boj14 <= 40.0,
    ));

    // 4. Output-bound processes against `cat` of the same bytes.
    println!("4. output-bound processes vs cat of the same bytes, wall time (7 runs each)");
    let outputs: [(&str, &str, &[u8]); 3] = [
        ("lc51 n = 12", "lc51", b"12\n"),
        ("lc51 n = 14", "lc51", b"14\n"),
        ("boj3344 N = 10^7", "boj3344", b"10000000\n"),
    ];
    for (name, id, input) in outputs {
        let captured = capture(&bin(id), input, &format!("{id}-{}.out", name.len()));
        let bytes = std::fs::metadata(&captured).map_or(0, |m| m.len());
        let (mut program, mut cat) = (Vec::new(), Vec::new());
        for _ in 0..7 {
            let run_a = run(&bin(id), input);
            assert_eq!(run_a.bytes, bytes, "{name}: output changed between runs");
            program.push(run_a.wall);
            cat.push(run_command(Command::new("cat").arg(&captured), b"").wall);
        }
        let ratio = median(&program) / median(&cat);
        println!(
            "   {name:<18} {:>6.1} MB   program {}   cat {}   ratio {ratio:.2}",
            bytes as f64 / 1e6,
            millis(&program),
            millis(&cat)
        );
        verdicts.push(Verdict::new(
            &format!("{name} vs cat ({:.1} MB)", bytes as f64 / 1e6),
            format!(
                "{:.1} ms vs {:.1} ms = {ratio:.2} ×",
                1e3 * median(&program),
                1e3 * median(&cat)
            ),
            "≤ 2 ×",
            ratio <= 2.0,
        ));
    }
    println!();

    // 5. Memory.
    println!("5. peak resident memory (GNU time)");
    for (name, id, input, limit) in [
        (
            "boj3344 N = 10^7",
            "boj3344",
            &b"10000000\n"[..],
            Some(128.0),
        ),
        ("lc51 n = 14", "lc51", &b"14\n"[..], None),
    ] {
        match peak_rss_mib(&bin(id), input) {
            Some(mib) => {
                println!("   {name:<18} {mib:.1} MiB");
                if let Some(limit) = limit {
                    verdicts.push(Verdict::new(
                        &format!("{name}, peak RSS"),
                        format!("{mib:.1} MiB"),
                        "far under 128 MiB",
                        mib < limit / 8.0,
                    ));
                }
            }
            None => println!("   {name:<18} n/a (no GNU time at /usr/bin/time)"),
        }
    }

    println!("\n| target | measured | goal | holds |\n| --- | --- | --- | --- |");
    for v in &verdicts {
        let holds = if v.holds { "yes" } else { "**no**" };
        println!("| {} | {} | {} | {holds} |", v.target, v.measured, v.goal);
    }
}

/// One line of the final table.
struct Verdict {
    target: String,
    measured: String,
    goal: &'static str,
    holds: bool,
}

impl Verdict {
    fn new(target: &str, measured: String, goal: &'static str, holds: bool) -> Verdict {
        let target = target.to_owned();
        Verdict {
            target,
            measured,
            goal,
            holds,
        }
    }
}

/// What one process run took and printed.
struct Run {
    wall: f64,
    bytes: u64,
}

/// Runs `program` with `input` on stdin and its stdout drained through a pipe.
fn run(program: &Path, input: &[u8]) -> Run {
    run_command(&mut Command::new(program), input)
}

fn run_command(command: &mut Command, input: &[u8]) -> Run {
    let start = Instant::now();
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot start {command:?}: {e}"));
    // The inputs are a few bytes: they fit the pipe, so writing first cannot block.
    child.stdin.take().unwrap().write_all(input).unwrap();
    let mut stdout = child.stdout.take().unwrap();
    let (mut buf, mut bytes) = (vec![0; 1 << 16], 0);
    loop {
        match stdout.read(&mut buf).unwrap() {
            0 => break,
            k => bytes += k as u64,
        }
    }
    let status = child.wait().unwrap();
    let wall = start.elapsed().as_secs_f64();
    assert!(status.success(), "{command:?} failed: {status}");
    Run { wall, bytes }
}

/// Runs `program` once with its output saved to a scratch file, for `cat`.
fn capture(program: &Path, input: &[u8], file: &str) -> PathBuf {
    let path = Path::new(SCRATCH).join(file);
    let mut child = Command::new(program)
        .stdin(Stdio::piped())
        .stdout(std::fs::File::create(&path).unwrap())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(input).unwrap();
    assert!(child.wait().unwrap().success());
    path
}

/// Peak RSS of one run, from GNU time's `%M` (KiB).
fn peak_rss_mib(program: &Path, input: &[u8]) -> Option<f64> {
    let mut child = Command::new("/usr/bin/time")
        .args(["-f", "%M"])
        .arg(program)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .ok()?;
    child.stdin.take().unwrap().write_all(input).ok()?;
    let out = child.wait_with_output().ok()?;
    let text = String::from_utf8_lossy(&out.stderr);
    let kib: f64 = text.lines().last()?.trim().parse().ok()?;
    Some(kib / 1024.0)
}

/// Compiles `benches/<name>.rs` with the release profile's settings (and, as
/// Cargo does for release builds, without std's debug info).
fn compile(name: &str) -> PathBuf {
    let source = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("benches/{name}.rs"));
    let binary = Path::new(SCRATCH).join(name);
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into());
    let status = Command::new(rustc)
        .args([
            "--edition",
            "2021",
            "-C",
            "opt-level=3",
            "-C",
            "codegen-units=1",
        ])
        .args(["-C", "panic=abort", "-C", "strip=debuginfo", "-o"])
        .arg(&binary)
        .arg(&source)
        .status()
        .expect("rustc");
    assert!(status.success(), "cannot compile {}", source.display());
    binary
}

/// One pass over the whole count at `n` by both the border-class kernel and
/// the textbook counter, cut into n² slices each (the textbook's by the queens
/// of its first two rows, the kernel's into runs of border classes) and run alternately
/// (textbook slice, kernel slice, …), so that the machine's swings in speed,
/// which last seconds here, hit both alike. Returns the summed wall times of
/// the kernel's slices (its class generation included) and the textbook's.
fn interleaved_kernel_and_textbook(n: u32) -> (f64, f64) {
    let start = Instant::now();
    let classes = boj9663::border_classes(n);
    let mut kernel = start.elapsed().as_secs_f64();
    let pairs: Vec<(u32, u32)> = (0..n).flat_map(|a| (0..n).map(move |b| (a, b))).collect();
    let mut slices = classes.chunks(classes.len().div_ceil(pairs.len()).max(1));
    let (mut plain, mut kernel_count, mut plain_count) = (0.0, 0, 0);
    for (a, b) in pairs {
        let start = Instant::now();
        plain_count += std::hint::black_box(textbook::count_from(n, a, b));
        plain += start.elapsed().as_secs_f64();
        if let Some(slice) = slices.next() {
            let start = Instant::now();
            let part: u64 = slice.iter().map(|s| s.weight * s.count()).sum();
            kernel_count += std::hint::black_box(part);
            kernel += start.elapsed().as_secs_f64();
        }
    }
    assert!(slices.next().is_none());
    assert_eq!(
        kernel_count, plain_count,
        "the kernel and the textbook disagree"
    );
    (kernel, plain)
}

/// Runs `command` with `input` on stdin and returns its CPU time (user +
/// system) and the number it printed. The time is the growth of this process's
/// `cutime` and `cstime` (fields 16 and 17 of `/proc/self/stat`, in ticks of
/// 1/100 s) across reaping the child; without that file, the wall time instead.
fn child_cpu_time(command: &mut Command, input: &[u8]) -> (f64, u64) {
    let children_ticks = || -> Option<u64> {
        let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
        let fields: Vec<&str> = stat[stat.rfind(')')? + 2..].split_whitespace().collect();
        Some(fields.get(13)?.parse::<u64>().ok()? + fields.get(14)?.parse::<u64>().ok()?)
    };
    let (before, start) = (children_ticks(), Instant::now());
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot start {command:?}: {e}"));
    child.stdin.take().unwrap().write_all(input).unwrap();
    let out = child.wait_with_output().unwrap();
    let wall = start.elapsed().as_secs_f64();
    assert!(out.status.success(), "{command:?} failed");
    let count = String::from_utf8_lossy(&out.stdout)
        .trim()
        .parse()
        .expect("a count");
    match (before, children_ticks()) {
        (Some(a), Some(b)) => ((b - a) as f64 / 100.0, count),
        _ => (wall, count),
    }
}

fn wall_time(f: impl FnOnce() -> u64) -> f64 {
    let start = Instant::now();
    std::hint::black_box(f());
    start.elapsed().as_secs_f64()
}

fn median(times: &[f64]) -> f64 {
    let mut sorted = times.to_vec();
    sorted.sort_by(f64::total_cmp);
    let mid = sorted.len() / 2;
    match sorted.len() % 2 {
        1 => sorted[mid],
        _ => (sorted[mid - 1] + sorted[mid]) / 2.0,
    }
}

fn spread(times: &[f64], scale: f64, unit: &str, digits: usize) -> String {
    let (lo, hi) = times
        .iter()
        .fold((f64::MAX, f64::MIN), |(lo, hi), &t| (lo.min(t), hi.max(t)));
    format!(
        "{:.digits$} {unit} [{:.digits$}–{:.digits$}]",
        scale * median(times),
        scale * lo,
        scale * hi
    )
}

fn secs(times: &[f64]) -> String {
    spread(times, 1.0, "s", 3)
}

fn millis(times: &[f64]) -> String {
    spread(times, 1e3, "ms", 2)
}

fn cpu_model() -> String {
    let info = std::fs::read_to_string("/proc/cpuinfo").unwrap_or_default();
    let model = info
        .lines()
        .find_map(|l| l.strip_prefix("model name")?.split(':').nth(1));
    model.map_or("unknown CPU".into(), |m| m.trim().to_owned())
}

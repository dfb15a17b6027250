//! What every benchmark row needs: the problems' binaries (built by the judge,
//! exactly as the online judges compile them), plain baselines compiled from
//! `benches/baselines/`, and whole-process timings taken in turn (A B A B …) so
//! that this machine's drifts in speed hit everything compared alike. Figures
//! are medians; a row compares only figures of the same run.

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// Where captured outputs and compiled baselines go.
pub const SCRATCH: &str = env!("CARGO_TARGET_TMPDIR");

/// One line of the final table: a target of the issues and whether it holds.
pub struct Row {
    pub target: String,
    pub measured: String,
    pub goal: String,
    pub holds: bool,
}

impl Row {
    pub fn new(target: &str, measured: String, goal: &str, holds: bool) -> Row {
        Row {
            target: target.to_owned(),
            measured,
            goal: goal.to_owned(),
            holds,
        }
    }
}

/// A whole process to time: its program, arguments and stdin.
#[derive(Clone)]
pub struct Cmd {
    pub program: PathBuf,
    pub args: Vec<String>,
    pub stdin: Vec<u8>,
}

impl Cmd {
    pub fn new(program: &Path, stdin: &[u8]) -> Cmd {
        Cmd {
            program: program.to_path_buf(),
            args: Vec::new(),
            stdin: stdin.to_vec(),
        }
    }
}

/// What one run took and printed.
pub struct Run {
    pub wall: Duration,
    pub cpu: Duration,
    pub bytes: u64,
}

/// Shared by every row.
pub struct Harness {
    problems: Vec<(String, PathBuf)>,
}

impl Harness {
    pub fn new() -> Harness {
        let out = Command::new(env!("CARGO_BIN_EXE_judge"))
            .args(["--root", env!("CARGO_MANIFEST_DIR"), "build"])
            .stderr(Stdio::inherit())
            .output()
            .expect("the judge builds the problems");
        assert!(out.status.success(), "judge build failed");
        let paths: Vec<PathBuf> = String::from_utf8_lossy(&out.stdout)
            .lines()
            .map(PathBuf::from)
            .collect();
        let mut ids: Vec<String> =
            std::fs::read_dir(Path::new(env!("CARGO_MANIFEST_DIR")).join("problems"))
                .expect("problems/")
                .flatten()
                .filter_map(|e| Some(e.file_name().to_str()?.strip_suffix(".rs")?.to_owned()))
                .collect();
        ids.sort();
        Harness {
            problems: ids.into_iter().zip(paths).collect(),
        }
    }

    /// The problem's binary, built by the judge with `rustc --edition 2021 -O`.
    pub fn problem(&self, id: &str) -> PathBuf {
        let found = self.problems.iter().find(|(p, _)| p == id);
        found.unwrap_or_else(|| panic!("no problem {id}")).1.clone()
    }

    /// Compiles `benches/baselines/<name>.rs` with `rustc -O` (again only when it changed).
    pub fn baseline(&self, name: &str) -> PathBuf {
        compile_baseline(name)
    }

    /// Median wall time of the empty program: what starting a process costs.
    pub fn floor(&self) -> Duration {
        self.interleaved(&[Cmd::new(&self.baseline("floor"), b"")], 21)[0]
    }

    /// Runs the commands in turn, `runs` times each, and returns each one's median wall time.
    pub fn interleaved(&self, cmds: &[Cmd], runs: usize) -> Vec<Duration> {
        let mut times = vec![Vec::new(); cmds.len()];
        for _ in 0..runs {
            for (cmd, t) in cmds.iter().zip(&mut times) {
                t.push(once(cmd).wall);
            }
        }
        times.iter().map(|t| median(t)).collect()
    }

    /// Median CPU time (user + system) of the whole process.
    pub fn cpu(&self, cmd: &Cmd, runs: usize) -> Duration {
        let times: Vec<Duration> = (0..runs).map(|_| once(cmd).cpu).collect();
        median(&times)
    }
}

/// A fixture's input, for rows that time the largest one.
pub fn fixture(problem: &str, case: &str) -> Vec<u8> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("inputs")
        .join(problem)
        .join(format!("{case}.txt"));
    std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Runs `cmd` with its stdin fed and its stdout drained through a pipe.
pub fn once(cmd: &Cmd) -> Run {
    run_child(cmd, false).0
}

/// [`once`], keeping what `cmd` printed (for rows that check a count).
pub fn once_with_output(cmd: &Cmd) -> (Run, String) {
    let (run, out) = run_child(cmd, true);
    (run, String::from_utf8_lossy(&out).into_owned())
}

fn run_child(cmd: &Cmd, keep: bool) -> (Run, Vec<u8>) {
    let before = children_cpu();
    let start = Instant::now();
    let mut child = Command::new(&cmd.program)
        .args(&cmd.args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot start {}: {e}", cmd.program.display()));
    let mut stdin = child.stdin.take().unwrap();
    let input = cmd.stdin.clone();
    // A large input may not fit the pipe: feed it from a thread.
    let feeder = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let mut stdout = child.stdout.take().unwrap();
    let (mut buf, mut bytes, mut kept) = (vec![0; 1 << 16], 0, Vec::new());
    loop {
        match stdout.read(&mut buf).unwrap() {
            0 => break,
            k => {
                bytes += k as u64;
                if keep {
                    kept.extend_from_slice(&buf[..k]);
                }
            }
        }
    }
    let status = child.wait().unwrap();
    let wall = start.elapsed();
    feeder.join().unwrap();
    assert!(
        status.success(),
        "{} failed: {status}",
        cmd.program.display()
    );
    let cpu = children_cpu().saturating_sub(before);
    (Run { wall, cpu, bytes }, kept)
}

/// `struct rusage` on 64-bit Linux: two `timeval`s, then fourteen `long`s.
#[repr(C)]
struct RUsage {
    times: [[i64; 2]; 2],
    counters: [i64; 14],
}

extern "C" {
    /// The CPU time of reaped children in microseconds; `/proc` counts only
    /// in 10 ms ticks, too coarse for programs that run a millisecond.
    fn getrusage(who: i32, usage: *mut RUsage) -> i32;
}

/// CPU time (user + system) of this process's reaped children so far.
fn children_cpu() -> Duration {
    const RUSAGE_CHILDREN: i32 = -1;
    let mut usage = RUsage {
        times: [[0; 2]; 2],
        counters: [0; 14],
    };
    // SAFETY: `usage` is a valid, writable rusage for the duration of the call.
    if unsafe { getrusage(RUSAGE_CHILDREN, &mut usage) } != 0 {
        return Duration::ZERO;
    }
    let micros: i64 = usage.times.iter().map(|[s, us]| s * 1_000_000 + us).sum();
    Duration::from_micros(micros.max(0) as u64)
}

/// Runs `cmd` once with its output saved to a scratch file (for `cat`).
pub fn capture(cmd: &Cmd, file: &str) -> PathBuf {
    let path = Path::new(SCRATCH).join(file);
    let mut child = Command::new(&cmd.program)
        .args(&cmd.args)
        .stdin(Stdio::piped())
        .stdout(std::fs::File::create(&path).unwrap())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(&cmd.stdin).unwrap();
    assert!(child.wait().unwrap().success());
    path
}

/// Peak RSS of one run, from GNU time's `%M` (KiB), if GNU time is installed.
pub fn peak_rss_mib(cmd: &Cmd) -> Option<f64> {
    let mut child = Command::new("/usr/bin/time")
        .args(["-f", "%M"])
        .arg(&cmd.program)
        .args(&cmd.args)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .ok()?;
    child.stdin.take().unwrap().write_all(&cmd.stdin).ok()?;
    let out = child.wait_with_output().ok()?;
    let text = String::from_utf8_lossy(&out.stderr);
    let kib: f64 = text.lines().last()?.trim().parse().ok()?;
    Some(kib / 1024.0)
}

/// Compiles `benches/baselines/<name>.rs` with the release profile's settings.
fn compile_baseline(name: &str) -> PathBuf {
    let source = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("benches/baselines/{name}.rs"));
    let binary = Path::new(SCRATCH).join(format!("baseline-{name}"));
    // Built once per change of its source, however many rows ask for it.
    let modified = |p: &Path| p.metadata().and_then(|m| m.modified()).ok();
    if modified(&binary).is_some() && modified(&binary) >= modified(&source) {
        return binary;
    }
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

pub fn median<T: Copy + PartialOrd>(values: &[T]) -> T {
    let mut sorted = values.to_vec();
    sorted.sort_by(|a, b| a.partial_cmp(b).expect("comparable"));
    sorted[sorted.len() / 2]
}

/// `12.34 ms`.
pub fn ms(d: Duration) -> String {
    format!("{:.2} ms", d.as_secs_f64() * 1e3)
}

/// The machine's CPU, for the heading.
pub fn cpu_model() -> String {
    let info = std::fs::read_to_string("/proc/cpuinfo").unwrap_or_default();
    let model = info
        .lines()
        .find_map(|l| l.strip_prefix("model name")?.split(':').nth(1));
    model.map_or("unknown CPU".into(), |m| m.trim().to_owned())
}

//! Helpers shared by the integration tests: the problems, their binaries, and
//! independent checks of boards and placements (no code from `problems/` or `src/`).

use std::collections::HashSet;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

/// OEIS A000170 for n = 0..=18: the published counts, used only as expectations.
pub const A000170: [u64; 19] = [
    1, 1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596, 2279184, 14772512,
    95815104, 666090624,
];

/// Every problem id: the stems of `problems/*.rs`, sorted. Tests walk this
/// list, so a new problem file is tested without editing any test.
pub fn problem_ids() -> Vec<String> {
    let mut ids: Vec<String> = std::fs::read_dir(root().join("problems"))
        .expect("problems/")
        .flatten()
        .filter_map(|e| Some(e.file_name().to_str()?.strip_suffix(".rs")?.to_owned()))
        .collect();
    ids.sort();
    ids
}

/// Every problem with its own binary, built by the judge (`judge build`, which
/// compiles each file as the online judges do and caches it by content).
pub fn problems() -> &'static [(String, PathBuf)] {
    static BUILT: std::sync::OnceLock<Vec<(String, PathBuf)>> = std::sync::OnceLock::new();
    BUILT.get_or_init(|| {
        let ids = problem_ids();
        let mut args = vec!["build"];
        args.extend(ids.iter().map(String::as_str));
        let out = judge(&args);
        assert!(
            out.status.success(),
            "judge build failed:\n{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let paths = String::from_utf8(out.stdout).expect("paths are UTF-8");
        let paths: Vec<PathBuf> = paths.lines().map(PathBuf::from).collect();
        assert_eq!(paths.len(), ids.len(), "one path per problem");
        ids.into_iter().zip(paths).collect()
    })
}

/// One problem's own binary.
pub fn problem_binary(id: &str) -> PathBuf {
    let found = problems().iter().find(|(p, _)| p == id);
    found.unwrap_or_else(|| panic!("no problem {id}")).1.clone()
}

/// What a problem file's `## Judge` list says for `key`.
pub fn header_field(problem: &str, key: &str) -> Option<String> {
    let path = root().join("problems").join(format!("{problem}.rs"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let prefix = format!("//! - {key}:");
    let line = text.lines().find_map(|l| l.strip_prefix(prefix.as_str()))?;
    Some(line.trim().to_owned())
}

/// The repository root.
pub fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// Runs `program` with `stdin` piped in and returns what it did.
pub fn run(program: impl AsRef<std::ffi::OsStr>, args: &[&str], stdin: &[u8]) -> Output {
    let mut child = Command::new(program)
        .args(args)
        .current_dir(root())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn");
    let mut pipe = child.stdin.take().unwrap();
    let input = stdin.to_vec();
    // Feed stdin from a thread so a program that prints before reading cannot deadlock us.
    let feeder = std::thread::spawn(move || {
        let _ = pipe.write_all(&input);
    });
    let output = child.wait_with_output().expect("wait");
    feeder.join().unwrap();
    output
}

/// The case files of one problem's fixture folder (`inputs` or `expected`), sorted.
pub fn cases(folder: &str, problem: &str) -> Vec<PathBuf> {
    let dir = root().join(folder).join(problem);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| entry.unwrap().path())
        .collect();
    files.sort();
    files
}

/// Parses LeetCode's printed `Vec<Vec<String>>`, e.g. `[["Q"]]` or `[]`.
pub fn parse_boards(text: &str) -> Result<Vec<Vec<String>>, String> {
    let inner = text
        .trim()
        .strip_prefix('[')
        .and_then(|t| t.strip_suffix(']'))
        .ok_or("not wrapped in [ ]")?;
    if inner.is_empty() {
        return Ok(Vec::new());
    }
    let body = inner
        .strip_prefix('[')
        .and_then(|t| t.strip_suffix(']'))
        .ok_or("boards not wrapped in [ ]")?;
    body.split("],[")
        .map(|board| {
            board
                .split(',')
                .map(|row| {
                    row.strip_prefix('"')
                        .and_then(|r| r.strip_suffix('"'))
                        .map(str::to_owned)
                        .ok_or_else(|| format!("row {row:?} is not quoted"))
                })
                .collect()
        })
        .collect()
}

/// Checks that `cols` (0-based, one per row) places n non-attacking queens.
pub fn is_placement(n: usize, cols: &[usize]) -> bool {
    let mut used: [HashSet<i64>; 3] = Default::default();
    cols.len() == n
        && cols.iter().enumerate().all(|(row, &col)| {
            let (r, c) = (row as i64, col as i64);
            col < n
                && [c, r + c, r - c]
                    .iter()
                    .zip(used.iter_mut())
                    .all(|(k, s)| s.insert(*k))
        })
}

/// The queens' columns of a drawn board, or `None` if a row is not one `Q` among dots.
pub fn board_columns(board: &[String]) -> Option<Vec<usize>> {
    let n = board.len();
    board
        .iter()
        .map(|row| {
            let ok = row.len() == n && row.bytes().filter(|&b| b == b'Q').count() == 1;
            let only_dots = row.bytes().all(|b| b == b'Q' || b == b'.');
            row.find('Q').filter(|_| ok && only_dots)
        })
        .collect()
}

/// Reads a placement printed one 1-based column per line into 0-based columns.
pub fn parse_placement(text: &str) -> Option<Vec<usize>> {
    text.lines()
        .map(|line| {
            line.trim()
                .parse::<usize>()
                .ok()
                .and_then(|c| c.checked_sub(1))
        })
        .collect()
}

pub mod json;

/// The judge binary, as Cargo built it for this test run.
pub const JUDGE: &str = env!("CARGO_BIN_EXE_judge");

/// Runs the judge on the kit's own problems and fixtures.
pub fn judge(args: &[&str]) -> Output {
    let mut all = vec!["--root", env!("CARGO_MANIFEST_DIR")];
    all.extend_from_slice(args);
    run(JUDGE, &all, b"")
}

/// Runs the judge with `--json` and parses every line it prints.
pub fn judge_json(
    args: &[&str],
) -> (
    Option<i32>,
    Vec<std::collections::BTreeMap<String, json::Value>>,
) {
    let mut all = args.to_vec();
    all.push("--json");
    let out = judge(&all);
    let stdout = String::from_utf8(out.stdout).expect("the judge prints UTF-8");
    let lines = stdout
        .lines()
        .map(|line| json::parse_object(line).unwrap_or_else(|e| panic!("not a JSON line: {e}")))
        .collect();
    (out.status.code(), lines)
}

/// A fresh scratch directory for one test, removed by the caller when done.
pub fn scratch_dir(name: &str) -> PathBuf {
    // Tests run in parallel threads of one process: a counter keeps two tests
    // that pick the same name out of each other's way.
    static NEXT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("nqueens-test-{name}-{}-{n}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The Python interpreter itself, not a version manager's shim (a pyenv shim
/// costs a few hundred ms of its own on every start, which short limits feel).
pub fn python() -> &'static str {
    static PYTHON: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    PYTHON.get_or_init(|| {
        let out = Command::new("python3")
            .args(["-c", "import sys; print(sys.executable)"])
            .output()
            .expect("python3 is installed");
        String::from_utf8(out.stdout).unwrap().trim().to_owned()
    })
}

/// A text file's content; a test fails naming the file if it cannot be read.
pub fn read_text(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Writes `contents` to `dir/name`; its path.
pub fn write_file(dir: &Path, name: &str, contents: &str) -> PathBuf {
    let path = dir.join(name);
    std::fs::write(&path, contents).unwrap();
    path
}

/// Output bytes as text, invalid UTF-8 shown as U+FFFD.
pub fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// Whether every one of `tools` is on the PATH; if not, says on stderr that
/// `what` is skipped, so a missing toolchain skips a test visibly.
pub fn has_tools(what: &str, tools: &[&str]) -> bool {
    let missing: Vec<&str> = tools.iter().copied().filter(|t| !on_path(t)).collect();
    if !missing.is_empty() {
        let packages: Vec<&str> = missing.iter().map(|t| package_of(t)).collect();
        eprintln!(
            "skipped {what}: {} not installed (apt-get install {})",
            missing.join(", "),
            packages.join(" ")
        );
    }
    missing.is_empty()
}

/// The Debian package that has `tool`, where its name is not the tool's.
fn package_of(tool: &str) -> &str {
    match tool {
        "script" => "util-linux",
        "javac" | "java" => "openjdk-17-jdk-headless",
        "node" => "nodejs",
        other => other,
    }
}

/// At most two judge runs at a time across the tests that ask: the machine has two cores.
static SLOTS: (std::sync::Mutex<usize>, std::sync::Condvar) =
    (std::sync::Mutex::new(2), std::sync::Condvar::new());

/// Runs `work` once one of the two judge slots is free.
pub fn with_slot<T>(work: impl FnOnce() -> T) -> T {
    let (free, wake) = &SLOTS;
    let mut count = wake.wait_while(free.lock().unwrap(), |n| *n == 0).unwrap();
    *count -= 1;
    drop(count);
    let result = work();
    *free.lock().unwrap() += 1;
    wake.notify_one();
    result
}

/// Runs `check` on every item, each in a thread of its own, in one fresh
/// scratch directory that is removed afterwards.
pub fn in_parallel<'a, T: Sync + 'a>(
    name: &str,
    items: impl IntoIterator<Item = &'a T>,
    check: impl Fn(&T, &Path) + Sync,
) {
    let dir = scratch_dir(name);
    std::thread::scope(|s| {
        for item in items {
            let (dir, check) = (&dir, &check);
            s.spawn(move || check(item, dir));
        }
    });
    std::fs::remove_dir_all(dir).unwrap();
}

/// Whether `tool` is on the PATH (a test that needs it is skipped, visibly, if not).
pub fn on_path(tool: &str) -> bool {
    std::env::split_paths(&std::env::var_os("PATH").unwrap_or_default())
        .any(|d| d.join(tool).is_file())
}

/// The command lines of every process on the machine, words separated by spaces.
fn command_lines() -> Vec<String> {
    let entries = std::fs::read_dir("/proc").unwrap().flatten();
    entries
        .map(|entry| {
            let cmdline = std::fs::read(entry.path().join("cmdline")).unwrap_or_default();
            String::from_utf8_lossy(&cmdline)
                .replace('\0', " ")
                .trim_end()
                .to_owned()
        })
        .collect()
}

/// Whether any process has `marker` in its command line.
pub fn process_with(marker: &str) -> bool {
    command_lines().iter().any(|line| line.contains(marker))
}

/// Whether a process runs exactly `command`: the solution's own processes, not
/// the launcher whose arguments mention them.
pub fn running_exactly(command: &str) -> bool {
    command_lines().iter().any(|line| line == command)
}

/// A kit in a scratch directory holding copies of the real kit's `paths`
/// (files, or folders copied whole), so a test may judge, save or attack
/// fixtures without touching the real ones.
pub fn kit_with(name: &str, paths: &[&str]) -> PathBuf {
    fn copy(from: &Path, to: &Path) {
        if from.is_dir() {
            std::fs::create_dir_all(to).unwrap();
            for entry in std::fs::read_dir(from).unwrap().flatten() {
                copy(&entry.path(), &to.join(entry.file_name()));
            }
        } else {
            std::fs::create_dir_all(to.parent().unwrap()).unwrap();
            std::fs::copy(from, to).unwrap_or_else(|e| panic!("{}: {e}", from.display()));
        }
    }
    let kit = scratch_dir(name);
    for path in paths {
        copy(&root().join(path), &kit.join(path));
    }
    kit
}

/// A kit holding boj9663 with a copy of its case 08 (the answer is 92): what
/// the attacks on the sandbox and the fixtures run against.
pub fn kit_with_boj9663_08(name: &str) -> PathBuf {
    let paths = [
        "problems/boj9663.rs",
        "inputs/boj9663/08.txt",
        "expected/boj9663/08.txt",
    ];
    kit_with(name, &paths)
}

/// Runs the judge on another kit (`--root kit`).
pub fn judge_at(kit: &Path, args: &[&str]) -> Output {
    let mut all = vec!["--root", kit.to_str().unwrap()];
    all.extend_from_slice(args);
    run(JUDGE, &all, b"")
}

/// Runs the judge on another kit, failing the test (and killing the judge) if
/// it has not finished within `limit`: for inputs that could make it hang.
pub fn judge_at_within(kit: &Path, args: &[&str], limit: std::time::Duration) -> Output {
    let mut child = Command::new(JUDGE)
        .args(["--root", kit.to_str().unwrap()])
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn the judge");
    let start = std::time::Instant::now();
    while child.try_wait().unwrap().is_none() {
        if start.elapsed() > limit {
            let _ = child.kill();
            let _ = child.wait();
            panic!("the judge did not finish within {limit:?}: {args:?}");
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    child.wait_with_output().expect("wait")
}

/// What the judge's sandbox line (`judge: sandbox: …; missing: …`) on `stderr`
/// says is missing; empty when every layer is in force.
pub fn missing_layers(stderr: &str) -> String {
    let line = stderr
        .lines()
        .find(|l| l.starts_with("judge: sandbox: "))
        .unwrap_or_else(|| panic!("no sandbox line in {stderr:?}"));
    line.split_once("; missing: ")
        .map_or(String::new(), |(_, missing)| missing.to_string())
}

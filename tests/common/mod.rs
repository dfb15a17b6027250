//! Helpers shared by the integration tests: the problems, their binaries, and
//! independent checks of boards and placements (no code from `problems/` or `src/`).
#![allow(dead_code)] // each test crate uses its own subset

use std::collections::HashSet;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

/// OEIS A000170 for n = 0..=18: the published counts, used only as expectations.
pub const A000170: [u64; 19] = [
    1, 1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596, 2279184, 14772512,
    95815104, 666090624,
];

/// Every problem id with its binary, as Cargo built it for this test run.
pub const PROBLEMS: [(&str, &str); 4] = [
    ("lc51", env!("CARGO_BIN_EXE_lc51")),
    ("lc52", env!("CARGO_BIN_EXE_lc52")),
    ("boj9663", env!("CARGO_BIN_EXE_boj9663")),
    ("boj3344", env!("CARGO_BIN_EXE_boj3344")),
];

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
    let dir = std::env::temp_dir().join(format!("nqueens-test-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

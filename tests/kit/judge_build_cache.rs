//! The judge keeps its build cache without disturbing another judge: editing a
//! problem while another judge runs it never removes the binary that judge is
//! running.

use crate::common::*;
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, SystemTime};

/// A problem that compiles in well under a second: boj9663's judge list, and
/// the answers read from a table.
const TINY: &str = "//! ## Judge
//! - judge: baekjoon
//! - time limit: 10 s
//! - memory limit: 128 MiB
//! - output limit: 1 MiB
//! - checker: tokens
//! - input: n 1..=14
fn main() {
    let mut line = String::new();
    std::io::stdin().read_line(&mut line).unwrap();
    let counts = [1, 1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596];
    println!(\"{}\", counts[line.trim().parse::<usize>().unwrap()]);
}
";

/// Where the judge caches problems' binaries: `kit/` beside its own target directory.
fn cache_dir() -> PathBuf {
    Path::new(JUDGE)
        .parent()
        .unwrap()
        .parent()
        .unwrap()
        .join("kit")
}

/// The cached builds of problem `id` (this test's own id: no other test uses it).
fn builds(id: &str) -> Vec<PathBuf> {
    let entries = std::fs::read_dir(cache_dir()).unwrap().flatten();
    let prefix = format!("{id}-");
    entries
        .filter(|e| e.file_name().to_string_lossy().starts_with(&prefix))
        .map(|e| e.path())
        .collect()
}

/// Sends `signal` to `target`: a pid, or minus a process group's id.
fn signal(target: &str, signal: &str) {
    let sent = Command::new("kill").args([signal, "--", target]).status();
    assert!(sent.unwrap().success(), "kill {signal} {target}");
}

#[test]
fn editing_a_problem_while_another_judge_runs_it_never_removes_that_judge_s_binary() {
    let id = "cache_race";
    let kit = scratch_dir("cache-race");
    for dir in [
        "problems",
        &format!("inputs/{id}"),
        &format!("expected/{id}"),
    ] {
        std::fs::create_dir_all(kit.join(dir)).unwrap();
    }
    let source = kit.join(format!("problems/{id}.rs"));
    std::fs::write(&source, TINY).unwrap();
    for (n, count) in [("8", "92"), ("9", "352"), ("10", "724")] {
        std::fs::write(kit.join(format!("inputs/{id}/{n}.txt")), format!("{n}\n")).unwrap();
        std::fs::write(
            kit.join(format!("expected/{id}/{n}.txt")),
            format!("{count}\n"),
        )
        .unwrap();
    }
    let mut first = Command::new(JUDGE)
        .args(["--root", kit.to_str().unwrap(), id])
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // Stopped after its first case, with two to go.
    let mut stdout = BufReader::new(first.stdout.take().unwrap());
    let mut seen = String::new();
    while !seen.contains(&format!("{id}  8 ")) {
        assert!(stdout.read_line(&mut seen).unwrap() > 0, "{seen}");
    }
    signal(&first.id().to_string(), "-STOP");
    // Its build, unused for two hours as far as the cache can tell.
    let two_hours_ago = SystemTime::now() - Duration::from_secs(2 * 3600);
    for build in builds(id) {
        let file = std::fs::File::open(build).unwrap();
        file.set_modified(two_hours_ago).unwrap();
    }
    // The problem is edited and judged again: a new build, and the cleanup.
    let nanos = SystemTime::UNIX_EPOCH.elapsed().unwrap().as_nanos();
    std::fs::write(&source, format!("{TINY}// edited {nanos}\n")).unwrap();
    let second = judge_at(&kit, &[id]);
    assert_eq!(second.status.code(), Some(0), "{}", text(&second.stderr));
    signal(&first.id().to_string(), "-CONT");
    let mut rest = String::new();
    std::io::Read::read_to_string(&mut stdout, &mut rest).unwrap();
    let status = first.wait().unwrap();
    let mut stderr = String::new();
    std::io::Read::read_to_string(&mut first.stderr.take().unwrap(), &mut stderr).unwrap();
    assert_eq!(status.code(), Some(0), "{seen}{rest}{stderr}");
    assert!(rest.contains("3/3 accepted"), "{rest}");
    let lease = cache_dir().join(format!(".judge-{}", first.id()));
    assert!(!lease.exists(), "the first judge's links outlived it");
    builds(id)
        .iter()
        .for_each(|b| std::fs::remove_file(b).unwrap());
    std::fs::remove_dir_all(kit).unwrap();
}

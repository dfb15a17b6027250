//! Nothing outlives the judge: Ctrl-C, SIGTERM or SIGHUP stop the session with
//! a partial summary and leave no process and no temporary directory; SIGKILL
//! to the judge alone (or from its own solution) leaves no process within a
//! second; deleting or replacing the judge's binary mid-run changes nothing; and
//! a compiler stopped mid-way leaves nothing behind either.
//! Each judge gets its own TMPDIR, so "no temporary directory left" is exact.

use crate::common::*;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

extern "C" {
    /// To signal the judge alone, or its process group as a terminal does.
    fn kill(pid: i32, signal: i32) -> i32;
}

const SIGHUP: i32 = 1;
const SIGINT: i32 = 2;
const SIGKILL: i32 = 9;
const SIGTERM: i32 = 15;

/// Waits up to `limit` for `done`; true if it came.
fn within(limit: Duration, mut done: impl FnMut() -> bool) -> bool {
    let start = Instant::now();
    while start.elapsed() < limit {
        if done() {
            return true;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    done()
}

/// A judge running in the background, in its own process group (as a shell
/// runs a foreground job) and with its own TMPDIR.
struct Judge {
    child: Child,
    tmp: PathBuf,
}

impl Judge {
    fn start(name: &str, program: &Path, args: &[&str]) -> Judge {
        Judge::start_with(name, program, args, &[])
    }

    /// As [`Judge::start`], with `env` set for the judge.
    fn start_with(name: &str, program: &Path, args: &[&str], env: &[(&str, &str)]) -> Judge {
        let tmp = scratch_dir(name);
        let child = Command::new(program)
            .args(["--root", env!("CARGO_MANIFEST_DIR")])
            .args(args)
            .envs(env.iter().copied())
            .env("TMPDIR", &tmp)
            .process_group(0)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        Judge { child, tmp }
    }

    fn signal(&self, signal: i32) {
        // SAFETY: plain system call on integers.
        assert_eq!(unsafe { kill(self.child.id() as i32, signal) }, 0);
    }

    /// Signals the judge's whole process group, as Ctrl-C in a terminal does.
    fn signal_group(&self, signal: i32) {
        // SAFETY: plain system call on integers.
        assert_eq!(unsafe { kill(-(self.child.id() as i32), signal) }, 0);
    }

    /// Waits for the judge (at most `limit`): its exit code or signal, stdout, stderr.
    fn finish(mut self, limit: Duration) -> (Option<i32>, Option<i32>, String, String) {
        assert!(
            within(limit, || self.child.try_wait().unwrap().is_some()),
            "the judge did not stop within {limit:?}"
        );
        let out = self.child.wait_with_output().unwrap();
        use std::os::unix::process::ExitStatusExt;
        let text = |b: Vec<u8>| String::from_utf8_lossy(&b).into_owned();
        let (code, signal) = (out.status.code(), out.status.signal());
        (code, signal, text(out.stdout), text(out.stderr))
    }

    /// What is left in the judge's TMPDIR.
    fn leftovers(tmp: &Path) -> Vec<String> {
        std::fs::read_dir(tmp)
            .unwrap()
            .flatten()
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .collect()
    }
}

fn wait_for_processes(markers: &[&str]) {
    assert!(
        within(Duration::from_secs(30), || markers
            .iter()
            .all(|m| running_exactly(m))),
        "the solution never started: {markers:?}"
    );
}

/// Case 07 is answered; case 08 sleeps in a grandchild and in one that escaped
/// the group (setsid), until stopped.
fn sleeper(marker: &str) -> String {
    format!(
        "read n; if [ $n = 7 ]; then echo 40; else setsid sleep {marker}1 & sleep {marker}2; fi"
    )
}

fn stop_with(signal: i32, to_group: bool, marker: &str) {
    let command = sleeper(marker);
    let args = ["boj9663", "--case", "07", "--case", "08", "--cmd", &command];
    let judge = Judge::start(&format!("stop-{signal}"), Path::new(JUDGE), &args);
    let markers = [format!("sleep {marker}1"), format!("sleep {marker}2")];
    wait_for_processes(&[&markers[0], &markers[1]]);
    let tmp = judge.tmp.clone();
    let sent = Instant::now();
    if to_group {
        judge.signal_group(signal);
    } else {
        judge.signal(signal);
    }
    let (code, _, stdout, stderr) = judge.finish(Duration::from_secs(10));
    let took = sent.elapsed();
    assert_eq!(code, Some(128 + signal), "{stdout}{stderr}");
    assert!(took < Duration::from_secs(3), "stopping took {took:?}");
    for marker in &markers {
        assert!(!process_with(marker), "{marker} outlived the judge");
    }
    assert_eq!(
        Judge::leftovers(&tmp),
        Vec::<String>::new(),
        "temporary files left"
    );
    // What was judged so far, and what was not.
    let name = ["", "SIGHUP", "SIGINT"]
        .get(signal as usize)
        .unwrap_or(&"SIGTERM");
    assert!(stdout.contains("boj9663  07  AC"), "{stdout}");
    assert!(
        stdout.contains("1/1 accepted")
            && stdout.contains(&format!("1 not judged (stopped by {name})")),
        "{stdout}"
    );
    assert!(stderr.contains(&format!("stopped by {name}")), "{stderr}");
    std::fs::remove_dir_all(tmp).unwrap();
}

#[test]
fn ctrl_c_kills_the_whole_solution_removes_temporary_files_and_prints_a_partial_summary() {
    stop_with(SIGINT, true, "51.051");
}

#[test]
fn sigterm_or_sighup_to_the_judge_alone_stop_it_just_as_cleanly() {
    std::thread::scope(|s| {
        s.spawn(|| stop_with(SIGTERM, false, "52.052"));
        s.spawn(|| stop_with(SIGHUP, false, "53.053"));
    });
}

#[test]
fn sigkill_to_the_judge_leaves_no_survivor_within_a_second() {
    let command = sleeper("54.054");
    let args = ["boj9663", "--case", "08", "--cmd", &command];
    let judge = Judge::start("sigkill", Path::new(JUDGE), &args);
    let markers = ["sleep 54.0541", "sleep 54.0542"];
    wait_for_processes(&markers);
    let tmp = judge.tmp.clone();
    judge.signal(SIGKILL);
    let killed = Instant::now();
    let (_, signal, _, _) = judge.finish(Duration::from_secs(5));
    assert_eq!(signal, Some(SIGKILL));
    // The launcher's own command line holds the markers too.
    let gone = within(Duration::from_secs(1), || {
        markers.iter().all(|m| !process_with(m))
    });
    assert!(gone, "still running {:?} after SIGKILL", killed.elapsed());
    // A judge killed outright cannot clean up; the next judge removes what it left.
    assert!(!Judge::leftovers(&tmp).is_empty());
    let out = Command::new(JUDGE)
        .args([
            "--root",
            env!("CARGO_MANIFEST_DIR"),
            "boj9663",
            "--case",
            "01",
            "--cmd",
            "echo 1",
        ])
        .env("TMPDIR", &tmp)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        Judge::leftovers(&tmp),
        Vec::<String>::new(),
        "stale directories kept"
    );
    std::fs::remove_dir_all(tmp).unwrap();
}

#[test]
fn a_solution_that_kills_the_judge_leaves_no_survivor_within_a_second() {
    // $PPID is the launcher; the fourth field of its stat line is the judge.
    // Only without the sandbox can it signal either (see judge_sandbox.rs).
    let command =
        "sleep 55.0551 & read -r _ _ _ judge _ < /proc/$PPID/stat; kill -9 $judge; sleep 55.0552";
    let judge = Judge::start_with(
        "killer",
        Path::new(JUDGE),
        &["boj9663", "--case", "08", "--cmd", command],
        &[("NQUEENS_JUDGE_SANDBOX", "off")],
    );
    let tmp = judge.tmp.clone();
    let (_, signal, _, _) = judge.finish(Duration::from_secs(30));
    assert_eq!(signal, Some(SIGKILL), "the solution did not kill the judge");
    let gone = within(Duration::from_secs(1), || {
        !process_with("sleep 55.0551") && !process_with("sleep 55.0552")
    });
    assert!(gone, "the solution outlived the judge it killed");
    std::fs::remove_dir_all(tmp).unwrap();
}

#[test]
fn deleting_or_replacing_the_judges_binary_mid_run_changes_nothing() {
    let dir = scratch_dir("rebuild");
    let copy = dir.join("judge");
    std::fs::copy(JUDGE, &copy).unwrap();
    let own = problem_binary("boj9663");
    let command = format!("sleep 0.1561; exec {}", own.display());
    let judge = Judge::start(
        "rebuild-run",
        &copy,
        &["boj9663", "--case", "0?", "--cmd", &command],
    );
    wait_for_processes(&["sleep 0.1561"]);
    // What a rebuild does to the file: gone, then a different file in its place.
    std::fs::remove_file(&copy).unwrap();
    std::fs::write(&copy, "#!/bin/sh\nexit 99\n").unwrap();
    let tmp = judge.tmp.clone();
    let (code, _, stdout, stderr) = judge.finish(Duration::from_secs(60));
    assert_eq!(code, Some(0), "{stdout}{stderr}");
    assert!(stdout.contains("9/9 accepted"), "{stdout}");
    std::fs::remove_dir_all(dir).unwrap();
    std::fs::remove_dir_all(tmp).unwrap();
}

/// The files under `dir`, at any depth, whose names satisfy `wanted`.
fn files_under(dir: &Path, wanted: &dyn Fn(&str) -> bool) -> Vec<PathBuf> {
    let mut found = Vec::new();
    for entry in std::fs::read_dir(dir).into_iter().flatten().flatten() {
        let path = entry.path();
        if path.is_dir() {
            found.extend(files_under(&path, wanted));
        } else if wanted(&entry.file_name().to_string_lossy()) {
            found.push(path);
        }
    }
    found
}

#[test]
fn ctrl_c_during_a_cpp_compile_leaves_nothing_of_the_compiler_behind() {
    if !has_tools(
        "ctrl_c_during_a_cpp_compile_leaves_nothing_of_the_compiler_behind",
        &["g++"],
    ) {
        return;
    }
    let dir = scratch_dir("compile-source");
    let source = dir.join("mine.cpp");
    let program = "#include <bits/stdc++.h>\nint main() { puts(\"92\"); }\n";
    std::fs::write(&source, program).unwrap();
    let args = ["boj9663", "--case", "08", source.to_str().unwrap()];
    let judge = Judge::start("compile-stopped", Path::new(JUDGE), &args);
    // gcc's assembler file exists from the start of the compile.
    let assembly = |name: &str| name.starts_with("cc") && name.ends_with(".s");
    assert!(
        within(Duration::from_secs(30), || !files_under(
            &judge.tmp, &assembly
        )
        .is_empty()),
        "g++ never started"
    );
    let tmp = judge.tmp.clone();
    judge.signal_group(SIGINT);
    let (code, _, stdout, stderr) = judge.finish(Duration::from_secs(10));
    assert_eq!(code, Some(130), "{stdout}{stderr}");
    assert!(stderr.contains("temporary files removed"), "{stderr}");
    let left = files_under(&tmp, &|_| true);
    assert!(left.is_empty(), "left in TMPDIR: {left:?}");
    std::fs::remove_dir_all(tmp).unwrap();
    std::fs::remove_dir_all(dir).unwrap();
}

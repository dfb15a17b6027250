//! Nothing a solution does escapes measurement: CPU time of processes the
//! kernel reaped unwaited for, memory held in memfds and tmpfs files, pages
//! shared copy-on-write (counted once), a swarm of processes (capped), and a
//! file other than stdout past the size limit (named as such). Each attack is
//! a real bounded program, judged both ways the judge measures: as this
//! machine allows (a cgroup v2 per run where the judge can make one) and by
//! the `/proc` walk alone (`NQUEENS_JUDGE_CGROUP=off`); nothing may be left.
//! Most run on boj9663 case 08 with `--time-scale 0.1`: a 1 s limit, a 1.5 s
//! hard limit, 128 MiB, 1 MiB of output.

use crate::common::json::{self, Value};
use crate::common::*;
use std::collections::BTreeMap;
use std::process::{Command, Stdio};

type Line = BTreeMap<String, Value>;

/// The two ways of measuring a run.
const METHODS: [Measured; 2] = [Measured::AsTheMachineAllows, Measured::ByProcAlone];

#[derive(Clone, Copy, Debug)]
enum Measured {
    AsTheMachineAllows,
    ByProcAlone,
}

/// Judges with `args` (and `--json`) measured `how`: the JSON lines and stderr.
fn judge_measured(how: Measured, args: &[&str]) -> (Vec<Line>, String) {
    let mut command = Command::new(JUDGE);
    command
        .args(["--root", env!("CARGO_MANIFEST_DIR")])
        .args(args)
        .arg("--json")
        .stdin(Stdio::null());
    if let Measured::ByProcAlone = how {
        command.env("NQUEENS_JUDGE_CGROUP", "off");
    }
    let out = command.output().unwrap();
    let stdout = text(&out.stdout);
    let lines: Vec<Line> = stdout
        .lines()
        .map(|l| json::parse_object(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect();
    assert!(!lines.is_empty(), "{how:?}: {}", text(&out.stderr));
    let accepted = lines.iter().all(|l| l["verdict"].text() == "AC");
    assert_eq!(
        out.status.code(),
        Some(if accepted { 0 } else { 1 }),
        "{lines:?}"
    );
    (lines, text(&out.stderr))
}

/// Judges `command` on boj9663 case 08 both ways at once; the two JSON lines.
fn both_ways(command: &str) -> Vec<(Measured, Line)> {
    both_ways_scaled("0.1", command)
}

/// As [`both_ways`], with the time limit scaled by `time_scale` (of 10 s).
fn both_ways_scaled(time_scale: &str, command: &str) -> Vec<(Measured, Line)> {
    let args = [
        "boj9663",
        "--case",
        "08",
        "--time-scale",
        time_scale,
        "--cmd",
        command,
    ];
    std::thread::scope(|s| {
        let runs: Vec<_> = METHODS
            .map(|how| s.spawn(move || (how, judge_measured(how, &args).0.remove(0))))
            .into_iter()
            .collect();
        runs.into_iter().map(|r| r.join().unwrap()).collect()
    })
}

fn python_cmd(marker: &str, code: &str) -> String {
    python_cmd_with(python(), marker, code)
}

fn python_cmd_with(python: &str, marker: &str, code: &str) -> String {
    // The marker names the program in `ps`, so a survivor can be looked for.
    format!("exec {python} -c '# {marker}\n{code}'")
}

/// SIGCHLD ignored: each worker is reaped by the kernel, and no wait4 ever
/// reports its CPU time. Ten workers of 0.3 s, one at a time: 3 s in all.
const UNWAITED_WORKERS: &str = "import os, signal, time
signal.signal(signal.SIGCHLD, signal.SIG_IGN)
for _ in range(10):
    pid = os.fork()
    if pid == 0:
        while time.process_time() < 0.3: pass
        os._exit(0)
    while True:
        try: os.kill(pid, 0)
        except ProcessLookupError: break
        time.sleep(0.002)
print(92)";

#[test]
fn cpu_of_workers_the_kernel_reaped_unwaited_for_counts() {
    let marker = "sigchld-ignored-4711";
    // A 500 ms limit: stopped at the 750 ms hard limit, or, on a machine so
    // busy that the wall-time cap comes first, still over the limit.
    for (how, line) in both_ways_scaled("0.05", &python_cmd(marker, UNWAITED_WORKERS)) {
        assert_eq!(line["verdict"].text(), "TLE", "{how:?}: {line:?}");
        assert!(line["cpu_ms"].number() > 500.0, "{how:?}: {line:?}");
    }
    assert!(!process_with(marker), "a worker survived");
}

#[test]
fn cpu_of_a_worker_its_parent_waited_for_counts_once() {
    let code = "import os, time
pid = os.fork()
if pid == 0:
    while time.process_time() < 0.35: pass
    os._exit(0)
os.waitpid(pid, 0)
print(92)";
    for (how, line) in both_ways(&python_cmd("waited-worker-4712", code)) {
        assert_eq!(line["verdict"].text(), "AC", "{how:?}: {line:?}");
        // 350 ms and Python's start, not twice that.
        let cpu = line["cpu_ms"].number();
        assert!((350.0..650.0).contains(&cpu), "{how:?}: {line:?}");
    }
}

#[test]
fn memory_held_in_memfds_or_tmpfs_files_counts() {
    // 200 MiB in RAM, none of it in any process's RSS, in files of 1 MiB (the
    // file size limit is the 1 MiB output limit): 200 memfds; 200 files in
    // /dev/shm, unlinked at once and kept open; 200 files in /dev/shm, closed.
    let memfds = "import os, time
fds = []
for _ in range(200):
    fd = os.memfd_create(\"hoard\")
    os.write(fd, b\"x\" * (1 << 20))
    fds.append(fd)
time.sleep(30)";
    let held = "import os, time
keep = []
for i in range(200):
    path = \"/dev/shm/judge-hoard-4713-%d-%d\" % (os.getpid(), i)
    f = open(path, \"wb\")
    os.unlink(path)
    f.write(b\"x\" * (1 << 20))
    f.flush()
    keep.append(f)
time.sleep(30)";
    let closed = "import os, time
for i in range(200):
    with open(\"/dev/shm/judge-hoard-4713-%d-%d\" % (os.getpid(), i), \"wb\") as f:
        f.write(b\"x\" * (1 << 20))
time.sleep(30)";
    for (marker, code) in [
        ("memfd-hoard-4713", memfds),
        ("shm-held-4713", held),
        ("shm-closed-4713", closed),
    ] {
        for (how, line) in both_ways(&python_cmd(marker, code)) {
            let (verdict, message) = (line["verdict"].text(), line["message"].text());
            // Where the run has no /dev/shm of its own, Landlock keeps the
            // shared one read-only: nothing can be written there at all.
            let refused = verdict == "RE" && message.contains("Permission denied");
            assert!(
                verdict == "MLE" || (refused && marker != "memfd-hoard-4713"),
                "{marker} {how:?}: {line:?}"
            );
            if verdict == "MLE" {
                assert!(line["peak_rss_kib"].number() > 128.0 * 1024.0, "{line:?}");
            }
        }
        assert!(!process_with(marker), "{marker} survived");
    }
    let left = std::fs::read_dir("/dev/shm").map_or(0, |d| {
        d.flatten()
            .filter(|e| {
                e.file_name()
                    .to_string_lossy()
                    .starts_with("judge-hoard-4713")
            })
            .count()
    });
    assert_eq!(left, 0, "files left in /dev/shm");
}

#[test]
fn pages_shared_copy_on_write_count_once() {
    // 60 MiB touched, then two forked children that only read it: three
    // processes of over 60 MiB RSS each, 60 MiB of memory in all.
    let code = "import os, time
b = bytearray(b\"x\") * (60 << 20)
kids = [os.fork() for _ in range(2)]
if 0 in kids:
    time.sleep(0.4)
    os._exit(b[12345] != 120)
for kid in kids:
    os.waitpid(kid, 0)
print(92)";
    // A 5 s limit: only memory is judged here, and a busy machine is slow.
    for (how, line) in both_ways_scaled("0.5", &python_cmd("cow-share-4714", code)) {
        assert_eq!(line["verdict"].text(), "AC", "{how:?}: {line:?}");
        let peak_mib = line["peak_rss_kib"].number() / 1024.0;
        assert!((60.0..100.0).contains(&peak_mib), "{how:?}: {line:?}");
    }
}

#[test]
fn a_swarm_of_processes_is_stopped_at_the_cap_as_too_many_processes() {
    // 4200 sleeping processes, then a worker holding 1.5 GiB: under the 1 GiB
    // limit of kattis_queens only if the walk gives up before it finds them.
    let marker = "swarm-4715";
    let code = "import os, time
for _ in range(4200):
    if os.fork() == 0:
        time.sleep(30)
        os._exit(0)
b = bytearray(b\"x\") * (1536 << 20)
time.sleep(30)";
    let command = python_cmd(marker, code);
    let args = [
        "kattis_queens",
        "--case",
        "01-one-queen",
        "--time-scale",
        "4",
        "--cmd",
        &command,
    ];
    std::thread::scope(|s| {
        let runs: Vec<_> = METHODS
            .map(|how| s.spawn(move || (how, judge_measured(how, &args).0.remove(0))))
            .into_iter()
            .collect();
        for run in runs {
            let (how, line) = run.join().unwrap();
            assert_eq!(line["verdict"].text(), "RE", "{how:?}: {line:?}");
            assert_eq!(
                line["message"].text(),
                "too many processes: more than 64 processes and threads at once (DOMjudge's default limit)"
            );
            // Stopped by the cap, long before the 8 s wall-time limit.
            assert!(line["wall_ms"].number() < 8000.0, "{how:?}: {line:?}");
        }
    });
    assert!(!process_with(marker), "part of the swarm survived");
}

#[test]
fn a_file_past_the_size_limit_is_named_a_file_not_stdout() {
    for (how, line) in both_ways("exec head -c 2000000 /dev/zero > \"$TMPDIR/big\"") {
        assert_eq!(line["verdict"].text(), "OLE", "{how:?}: {line:?}");
        assert_eq!(
            line["message"].text(),
            "file size limit exceeded: a file other than stdout grew past 1 MiB \
             (every file a run writes is capped at the output limit; stdout holds 0 B)"
        );
    }
}

/// Whether everyone may read (and enter) `path` and every directory above it.
fn open_to_all(path: &std::path::Path) -> bool {
    use std::os::unix::fs::PermissionsExt;
    path.ancestors()
        .all(|p| std::fs::metadata(p).is_ok_and(|m| m.permissions().mode() & 0o005 == 0o005))
}

/// Judges Python `code` on boj9663 case 08 (500 ms, 128 MiB) as an ordinary
/// user: as this user, or, for root, as `nobody` through `setpriv` (when the
/// kit and a Python are open to all). `None`, said on stderr, where neither
/// is possible.
fn judge_08_unprivileged(marker: &str, code: &str) -> Option<(Line, String)> {
    let status = std::fs::read_to_string("/proc/self/status").unwrap();
    let root = status
        .lines()
        .any(|l| l.starts_with("Uid:") && l.split_whitespace().nth(2) == Some("0"));
    let kit = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let python = [python(), "/usr/bin/python3"]
        .into_iter()
        .find(|p| !root || open_to_all(std::path::Path::new(p)));
    let (Some(python), true) = (python, !root || (on_path("setpriv") && open_to_all(kit))) else {
        eprintln!("cannot judge as an ordinary user here (needs setpriv, and a kit and a Python all may read): skipped");
        return None;
    };
    let mut program = Command::new(if root { "setpriv" } else { JUDGE });
    if root {
        program.args(["--reuid=65534", "--regid=65534", "--clear-groups", JUDGE]);
        program.env("TMPDIR", "/tmp").current_dir("/tmp");
    }
    let command = python_cmd_with(python, marker, code);
    let out = program
        .args([
            "--root",
            env!("CARGO_MANIFEST_DIR"),
            "boj9663",
            "--case",
            "08",
        ])
        .args(["--time-scale", "0.05", "--json", "--cmd", &command])
        .stdin(Stdio::null())
        .output()
        .unwrap();
    let stdout = text(&out.stdout);
    let line = json::parse_object(stdout.trim()).unwrap_or_else(|e| panic!("{e}: {stdout}"));
    Some((line, text(&out.stderr)))
}

#[test]
fn as_an_ordinary_user_the_walk_measures_and_a_hidden_process_is_stopped() {
    // No cgroup for runs: everything is measured by the walk.
    let sigchld = ("unprivileged-sigchld-4716", UNWAITED_WORKERS);
    let Some((line, stderr)) = judge_08_unprivileged(sigchld.0, sigchld.1) else {
        return;
    };
    assert_eq!(line["verdict"].text(), "TLE", "{line:?}");
    assert!(line["cpu_ms"].number() > 500.0, "{line:?}");
    assert!(stderr.contains("judge: measure: /proc walk"), "{stderr}");
    // A process that makes itself non-dumpable hides its descriptors (and so
    // 200 MiB of memfds) from a judge without privileges.
    let hide = (
        "unprivileged-hide-4716",
        "import ctypes, os, time
ctypes.CDLL(None).prctl(4, 0, 0, 0, 0)
fds = [os.memfd_create(\"hoard\") for _ in range(200)]
for fd in fds: os.write(fd, b\"x\" * (1 << 20))
time.sleep(30)",
    );
    let (line, _) = judge_08_unprivileged(hide.0, hide.1).unwrap();
    assert!(
        ["RE", "MLE"].contains(&line["verdict"].text()),
        "never AC: {line:?}"
    );
    if line["verdict"].text() == "RE" {
        assert_eq!(
            line["message"].text(),
            "cannot be measured: a process made itself non-dumpable \
             (prctl PR_SET_DUMPABLE), which hides the memory it holds"
        );
    }
    assert!(!process_with("unprivileged-"), "something survived");
}

/// The judge's own cgroup v2 directory, as the judge finds it.
fn own_cgroup() -> Option<std::path::PathBuf> {
    let path = std::fs::read_to_string("/proc/self/cgroup").ok()?;
    let path = path.lines().find_map(|l| l.strip_prefix("0::"))?.to_owned();
    let mounts = std::fs::read_to_string("/proc/self/mountinfo").ok()?;
    let point = mounts.lines().find_map(|l| {
        let (mount, fs) = l.split_once(" - ")?;
        let fields: Vec<&str> = mount.split_whitespace().collect();
        (fs.starts_with("cgroup2 ") && fields[3] == "/").then(|| fields[4].to_owned())
    })?;
    Some(std::path::Path::new(&point).join(path.trim_start_matches('/')))
}

#[test]
fn the_session_names_how_it_measures_once_and_leaves_no_cgroup() {
    let args = ["lc52", "--case", "0*", "--cmd", "read n; echo 1"];
    let (lines, stderr) = judge_measured(Measured::AsTheMachineAllows, &args);
    assert!(lines.len() > 1, "{lines:?}");
    let said: Vec<&str> = stderr
        .lines()
        .filter(|l| l.starts_with("judge: measure: "))
        .collect();
    assert_eq!(said.len(), 1, "{stderr}");
    // Say which way this machine went, for whoever reads the test log.
    eprintln!("this machine: {}", said[0]);
    let (_, stderr) = judge_measured(Measured::ByProcAlone, &args);
    assert!(
        stderr.contains(
            "judge: measure: /proc walk (CPU of vanished processes kept; PSS, memfd, tmpfs; \
             cap of 64 processes and threads): NQUEENS_JUDGE_CGROUP=off"
        ),
        "{stderr}"
    );
    // Every cgroup a judge made belongs to a live judge or launcher.
    let Some(dir) = own_cgroup() else { return };
    let stale: Vec<String> = std::fs::read_dir(&dir).map_or(Vec::new(), |d| {
        d.flatten()
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .filter(|name| {
                let pid = ["nqueens-run-", "nqueens-judge-"]
                    .iter()
                    .find_map(|p| name.strip_prefix(p)?.split('-').next()?.parse::<u32>().ok());
                pid.is_some_and(|pid| !std::path::Path::new(&format!("/proc/{pid}")).exists())
            })
            .collect()
    });
    assert!(
        stale.is_empty(),
        "cgroups left in {}: {stale:?}",
        dir.display()
    );
}

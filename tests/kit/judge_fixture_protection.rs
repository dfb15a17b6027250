//! No solution touches the fixtures: its stdin is a private copy that does not
//! lead to the kit, it may write only in its private TMPDIR (Landlock), and a
//! fixture that changes during a run anyway is put back, with exit status 2 and
//! no verdict. The attacks run against a copy of the kit's fixtures (`--root`),
//! never the real ones, and check that the real ones are untouched too.

use crate::common::*;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

/// A kit holding boj9663 with a copy of its case 08.
fn kit_copy(name: &str) -> PathBuf {
    let paths = [
        "problems/boj9663.rs",
        "inputs/boj9663/08.txt",
        "expected/boj9663/08.txt",
    ];
    kit_with(name, &paths)
}

const EXPECTED: &str = "expected/boj9663/08.txt";

/// The judge on `kit`, started in `kit` (where a user runs `--cmd ./a.out`);
/// `sandbox` false turns the sandbox off, as on a kernel without any of it.
fn judge_in(kit: &Path, args: &[&str], sandbox: bool) -> Output {
    let mut command = Command::new(JUDGE);
    if !sandbox {
        command.env("NQUEENS_JUDGE_SANDBOX", "off");
    }
    command
        .args(["--root", kit.to_str().unwrap(), "boj9663", "--case", "08"])
        .args(args)
        .current_dir(kit)
        .stdin(Stdio::null())
        .output()
        .unwrap()
}

/// Whether the judge said that nothing kept solutions from writing the kit:
/// neither namespaces (a read-only file system) nor Landlock.
fn can_write_the_kit(out: &Output) -> bool {
    let stderr = text(&out.stderr);
    ["namespaces (", "Landlock ("]
        .iter()
        .all(|layer| missing_layers(&stderr).contains(layer))
}

/// The fixture is what it was, in the copy and in the real kit.
fn assert_untouched(kit: &Path) {
    assert_eq!(std::fs::read_to_string(kit.join(EXPECTED)).unwrap(), "92\n");
    let real = std::fs::read_to_string(root().join(EXPECTED)).unwrap();
    assert_eq!(real, "92\n", "the real kit's fixture changed");
}

#[test]
fn a_command_writing_into_the_kit_cannot_change_a_fixture() {
    for sandbox in [true, false] {
        command_writes_into_the_kit(sandbox);
    }
}

fn command_writes_into_the_kit(sandbox: bool) {
    let kit = kit_copy("cmd-writes");
    let command = format!("echo 0 > {EXPECTED}; echo 92");
    let out = judge_in(&kit, &["--cmd", &command], sandbox);
    let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
    if can_write_the_kit(&out) {
        // The write went through; the judge noticed, put it back and gave no verdict.
        assert_eq!(out.status.code(), Some(2), "{stdout}{stderr}");
        assert!(stderr.contains(&format!("{EXPECTED} changed")), "{stderr}");
    } else {
        // The write failed; the answer it printed is right.
        assert_eq!(out.status.code(), Some(0), "{stdout}{stderr}");
        assert!(stdout.contains("boj9663  08  AC"), "{stdout}");
    }
    assert_untouched(&kit);
    std::fs::remove_dir_all(kit).unwrap();
}

#[test]
fn a_file_solution_never_learns_where_the_fixtures_are_and_cannot_write_them() {
    for sandbox in [true, false] {
        file_solution_attacks(sandbox);
    }
}

fn file_solution_attacks(sandbox: bool) {
    let kit = kit_copy("file-attack");
    let solution = kit.join("attack.py");
    // It reads where its stdin comes from, guesses the kit from that path, also
    // tries the kit's real path, writes a wrong expected answer, and prints it.
    std::fs::write(
        &solution,
        format!(
            r#"import os, sys
stdin_path = os.readlink("/proc/self/fd/0")
if stdin_path.startswith({kit:?}):
    sys.exit(3)
guess = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(stdin_path))), "{EXPECTED}")
for path in (guess, os.path.join({kit:?}, "{EXPECTED}")):
    try:
        with open(path, "w") as f:
            f.write("0\n")
    except OSError:
        pass
print(0)
"#,
            kit = kit.to_str().unwrap()
        ),
    )
    .unwrap();
    let out = judge_in(&kit, &[solution.to_str().unwrap()], sandbox);
    let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
    if can_write_the_kit(&out) {
        assert_eq!(out.status.code(), Some(2), "{stdout}{stderr}");
        assert!(stderr.contains(&format!("{EXPECTED} changed")), "{stderr}");
    } else {
        // Judged against what the judge read: the wrong answer is a WA.
        assert_eq!(out.status.code(), Some(1), "{stdout}{stderr}");
        assert!(stdout.contains("boj9663  08  WA"), "{stdout}");
    }
    assert!(
        !stdout.contains("exit code 3"),
        "stdin led to the kit: {stdout}"
    );
    assert_untouched(&kit);
    std::fs::remove_dir_all(kit).unwrap();
}

#[test]
fn a_solution_writes_in_its_tmpdir_and_devices_but_nowhere_else() {
    let kit = kit_copy("tmpdir");
    let outside = std::env::temp_dir().join(format!("nqueens-escape-{}", std::process::id()));
    // A write to /tmp fails (Landlock) or lands in a private /tmp (namespaces).
    let command = format!(
        "echo x > \"$TMPDIR/scratch\" && read x < \"$TMPDIR/scratch\" && echo y > /dev/null \
         && (echo z > {outside}) 2>/dev/null; ! (echo z > here.txt) 2>/dev/null && echo 92",
        outside = outside.display()
    );
    let out = judge_in(&kit, &["--cmd", &command], true);
    if can_write_the_kit(&out) {
        eprintln!("neither namespaces nor Landlock on this system: nothing to test");
        let _ = std::fs::remove_file(&outside);
    } else {
        let stdout = text(&out.stdout);
        assert!(stdout.contains("boj9663  08  AC"), "{stdout}");
        assert!(!outside.exists() && !kit.join("here.txt").exists());
    }
    std::fs::remove_dir_all(kit).unwrap();
}

#[test]
fn a_fixture_changed_during_a_run_is_put_back_and_no_verdict_is_given() {
    let kit = kit_copy("changed");
    let mut judge = Command::new(JUDGE)
        .args(["--root", kit.to_str().unwrap(), "boj9663", "--case", "08"])
        .args(["--cmd", "sleep 1.0571; echo 92"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // Something other than the solution (an editor, a script) writes the file mid-run.
    let start = Instant::now();
    while !running_exactly("sleep 1.0571") {
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "the run never started"
        );
        std::thread::sleep(Duration::from_millis(10));
    }
    std::fs::write(kit.join(EXPECTED), "0\n").unwrap();
    let status = judge.wait().unwrap();
    let mut stderr = String::new();
    use std::io::Read;
    judge
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut stderr)
        .unwrap();
    assert_eq!(status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains(&format!("{EXPECTED} changed while a solution ran")),
        "{stderr}"
    );
    assert_untouched(&kit);
    std::fs::remove_dir_all(kit).unwrap();
}

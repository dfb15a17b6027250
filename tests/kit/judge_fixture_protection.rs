//! No solution touches the fixtures: its stdin is a private copy that does not
//! lead to the kit, it may write only in its private TMPDIR (Landlock), and a
//! fixture that changes during a run anyway is put back, with exit status 2 and
//! no verdict. The attacks run against a copy of the kit's fixtures (`--root`),
//! never the real ones, and check that the real ones are untouched too.

use crate::common::*;
use std::path::Path;
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

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
    let kit = kit_with_boj9663_08("cmd-writes");
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
    let kit = kit_with_boj9663_08("file-attack");
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
    let kit = kit_with_boj9663_08("tmpdir");
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
    let kit = kit_with_boj9663_08("changed");
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

/// A bounded attack on the expected file, by name; exit 4 says the system refused it.
const ATTACK: &str = r#"import fcntl, os, struct, sys
path = "expected/boj9663/08.txt"
try:
    attack = sys.argv[1]
    if attack == "chmod 000":
        os.chmod(path, 0)
    elif attack == "chmod 4777":
        os.chmod(path, 0o4777)
    elif attack == "touch -d 2001":
        os.utime(path, (978307200, 978307200))
    elif attack == "setfattr":
        os.setxattr(path, "user.judge", b"planted")
    elif attack == "chattr +i":
        fd = os.open(path, os.O_RDONLY)
        flags = struct.unpack("i", fcntl.ioctl(fd, 0x80086601, bytes(4)))[0]
        fcntl.ioctl(fd, 0x40086602, struct.pack("i", flags | 0x10))
except OSError as e:
    print("refused:", e, file=sys.stderr)
    sys.exit(4)
print(92)
"#;

/// What the guard must put back, as Python sees it: mode, modification time,
/// extended attributes and inode flags. With `release`, it first clears an
/// immutable flag, so that a failed test still leaves a removable file.
const PROBE: &str = r#"import fcntl, os, struct, sys
path = "expected/boj9663/08.txt"
st = os.stat(path)
try:
    fd = os.open(path, os.O_RDONLY)
    flags = struct.unpack("i", fcntl.ioctl(fd, 0x80086601, bytes(4)))[0]
    if len(sys.argv) > 1:
        fcntl.ioctl(fd, 0x40086602, struct.pack("i", flags & ~0x30))
except OSError:
    flags = None
print(oct(st.st_mode), st.st_mtime_ns, sorted(os.listxattr(path)), flags)
"#;

fn probe(kit: &Path, release: bool) -> String {
    let mut command = Command::new(python());
    command.arg(kit.join("probe.py")).current_dir(kit);
    if release {
        command.arg("release");
    }
    text(&command.output().unwrap().stdout)
}

#[test]
fn a_solution_changing_a_fixture_s_mode_times_attributes_or_flags_is_named_and_undone() {
    let kit = kit_with_boj9663_08("metadata");
    std::fs::write(kit.join("attack.py"), ATTACK).unwrap();
    std::fs::write(kit.join("probe.py"), PROBE).unwrap();
    let before = probe(&kit, false);
    use std::os::unix::fs::MetadataExt;
    let mode = std::fs::metadata(kit.join(EXPECTED)).unwrap().mode() & 0o7777;
    let attacks = [
        ("chmod 000", format!("mode {mode:04o} → 0000")),
        ("chmod 4777", format!("mode {mode:04o} → 4777")),
        ("touch -d 2001", "modification time".into()),
        ("setfattr", "extended attributes +user.judge".into()),
        ("chattr +i", "flags +immutable".into()),
    ];
    for (attack, named) in attacks {
        let command = format!("{} attack.py '{attack}'", python());
        let out = judge_in(&kit, &["--cmd", &command], false);
        let after = probe(&kit, true);
        let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
        if stdout.contains("exit code 4") {
            eprintln!("{attack}: refused by this system ({stdout}): skipped");
            continue;
        }
        assert_eq!(out.status.code(), Some(2), "{attack}: {stdout}{stderr}");
        let message = format!("{EXPECTED} changed while a solution ran ({named})");
        assert!(stderr.contains(&message), "{attack}: {stderr}");
        assert_eq!(after, before, "{attack} was not undone");
    }
    assert_untouched(&kit);
    std::fs::remove_dir_all(kit).unwrap();
}

#[test]
fn a_fixture_that_is_a_link_is_judged_through_and_stays_a_link() {
    let kit = kit_with_boj9663_08("linked");
    // An ordinary setup: the input lives elsewhere, the kit links to it.
    let input = kit.join("inputs/boj9663/08.txt");
    let target = kit.join("elsewhere-08.txt");
    std::fs::rename(&input, &target).unwrap();
    std::os::unix::fs::symlink(&target, &input).unwrap();
    let read_it = "read n; [ \"$n\" = 8 ] && echo 92";
    let out = judge_in(&kit, &["--cmd", read_it], true);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains("boj9663  08  AC"));
    // Unconfined, a solution writes through the link: the target is put back.
    let out = judge_in(
        &kit,
        &["--cmd", "echo 9 > inputs/boj9663/08.txt; echo 92"],
        false,
    );
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    let message = format!(
        "inputs/boj9663/08.txt changed while a solution ran (its target {}: content)",
        target.display()
    );
    assert!(stderr.contains(&message), "{stderr}");
    assert_eq!(std::fs::read_link(&input).unwrap(), target);
    assert_eq!(std::fs::read_to_string(&target).unwrap(), "8\n");
    std::fs::remove_dir_all(kit).unwrap();
}

//! Each layer of the solution's sandbox, tried as an attacker would, with the
//! real programs of `tests/attacks/` (bounded, undoing what they manage): each
//! attack gets the verdict of a solution that did not get its way and leaves
//! nothing behind. Every attack runs on a copy of boj9663's case 08 with all
//! the layers this system offers, and again with the layer that matters most
//! turned off, where another must hold. The one line that names the layers is
//! checked with each layer turned off in turn.

use crate::common::json::Value;
use crate::common::*;
use std::collections::BTreeMap;
use std::path::Path;
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

/// An attack program's path in the repository.
fn attack(name: &str) -> String {
    root()
        .join("tests/attacks")
        .join(name)
        .display()
        .to_string()
}

/// The C attack `name` compiled into `dir`; `None`, said on stderr, without gcc.
fn compiled(name: &str, dir: &Path) -> Option<String> {
    if !on_path("gcc") {
        eprintln!("skipped: gcc is not installed");
        return None;
    }
    let binary = dir.join(name.trim_end_matches(".c"));
    let out = run("gcc", &["-O1", "-o", binary.to_str()?, &attack(name)], b"");
    assert!(out.status.success(), "{}", text(&out.stderr));
    Some(binary.display().to_string())
}

/// The judge on `kit`, started in `kit` as a user runs `--cmd`, with `env` set.
fn judge_env(kit: &Path, env: &[(&str, &str)], args: &[&str]) -> Output {
    Command::new(JUDGE)
        .args(["--root", kit.to_str().unwrap()])
        .args(args)
        .envs(env.iter().copied())
        .current_dir(kit)
        .stdin(Stdio::null())
        .output()
        .unwrap()
}

/// Judges `command` on case 08 with `env`: the JSON line and the stderr.
fn judge_cmd(kit: &Path, env: &[(&str, &str)], command: &str) -> (BTreeMap<String, Value>, String) {
    let args = ["boj9663", "--case", "08", "--json", "--cmd", command];
    let out = judge_env(kit, env, &args);
    let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
    let line = stdout
        .lines()
        .next()
        .unwrap_or_else(|| panic!("no verdict: {stderr}"));
    let line = json::parse_object(line).unwrap();
    let accepted = line["verdict"].text() == "AC";
    assert_eq!(
        out.status.code(),
        Some(if accepted { 0 } else { 1 }),
        "{stderr}"
    );
    (line, stderr)
}

fn assert_verdict(line: &BTreeMap<String, Value>, verdict: &str, stderr: &str) {
    assert_eq!(line["verdict"].text(), verdict, "{line:?}\n{stderr}");
}

/// With every layer, and with the one turned off whose work another must do.
const ALL_LAYERS: &[(&str, &str)] = &[];
const NO_NAMESPACES: &[(&str, &str)] = &[("NQUEENS_JUDGE_NAMESPACES", "off")];

#[test]
fn a_solution_cannot_push_keystrokes_into_a_terminal() {
    let dir = scratch_dir("sandbox-tty");
    let Some(program) = compiled("push_keystrokes.c", &dir) else {
        return;
    };
    // The judge runs in a session of its own whose controlling terminal is a
    // fresh pseudo-terminal, as from a shell; the attack pushes into it.
    let session = |env: &[(&str, &str)]| {
        let mut command = Command::new(python());
        command.arg(attack("pty_session.py")).arg(JUDGE);
        command.args([
            "--root",
            root().to_str().unwrap(),
            "boj9663",
            "--case",
            "08",
            "--json",
        ]);
        command.args(["--cmd", &format!("{program} {{tty}}")]);
        let out = command.envs(env.iter().copied()).output().unwrap();
        let report = text(&out.stdout);
        let (status, waiting) = report.lines().next().unwrap().split_once(' ').unwrap();
        (status.to_string(), waiting.parse::<u32>().unwrap(), report)
    };
    let (status, waiting, report) = session(ALL_LAYERS);
    assert_eq!((status.as_str(), waiting), ("0", 0), "{report}");
    assert!(report.contains(r#""verdict":"AC""#), "{report}");
    // The same attack without the sandbox does type into the terminal.
    let (_, waiting, report) = session(&[("NQUEENS_JUDGE_SANDBOX", "off")]);
    if waiting == 0 {
        eprintln!("this kernel refuses TIOCSTI itself (dev.tty.legacy_tiocsti): {report}");
    } else {
        assert!(report.contains(r#""verdict":"WA""#), "{report}");
    }
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_solution_cannot_change_the_modes_times_or_attributes_of_the_kits_files() {
    let kit = kit_with_boj9663_08("sandbox-metadata");
    let Some(program) = compiled("change_metadata.c", &kit) else {
        return;
    };
    let files = ["expected/boj9663/08.txt", "inputs/boj9663/08.txt"];
    let before: Vec<_> = files
        .iter()
        .map(|f| kit.join(f).metadata().unwrap())
        .collect();
    let command = format!("{program} {}", files.join(" "));
    for env in [ALL_LAYERS, NO_NAMESPACES] {
        let (line, stderr) = judge_cmd(&kit, env, &command);
        assert_verdict(&line, "AC", &stderr);
    }
    // The read-only file system alone keeps the kit's files, though not the
    // run's own stdin and stdout, which only seccomp keeps.
    let (line, stderr) = judge_cmd(&kit, &[("NQUEENS_JUDGE_SECCOMP", "off")], &command);
    if !missing_layers(&stderr).contains("namespaces (") {
        assert_verdict(&line, "WA", &stderr);
    }
    for (file, before) in files.iter().zip(before) {
        let after = kit.join(file).metadata().unwrap();
        assert_eq!(after.permissions(), before.permissions(), "{file}");
        assert_eq!(
            after.modified().unwrap(),
            before.modified().unwrap(),
            "{file}"
        );
        assert_eq!(
            std::fs::read_to_string(kit.join(file)).unwrap().len(),
            before.len() as usize
        );
    }
    std::fs::remove_dir_all(kit).unwrap();
}

#[test]
fn a_solution_cannot_stop_the_judge_or_its_launcher() {
    let kit = kit_with_boj9663_08("sandbox-signals");
    let command = format!("{} {}", python(), attack("stop_the_judge.py"));
    let no_landlock = &[("NQUEENS_JUDGE_LANDLOCK", "off")][..];
    for env in [ALL_LAYERS, NO_NAMESPACES, no_landlock] {
        let started = Instant::now();
        let (line, stderr) = judge_cmd(&kit, env, &command);
        assert_verdict(&line, "AC", &stderr);
        assert!(started.elapsed() < Duration::from_secs(10), "{stderr}");
    }
    std::fs::remove_dir_all(kit).unwrap();
}

/// Files in `dir` whose name starts with `marker`.
fn left_in(dir: &str, marker: &str) -> Vec<String> {
    let entries = std::fs::read_dir(dir).into_iter().flatten().flatten();
    let names = entries.map(|e| e.file_name().to_string_lossy().into_owned());
    names.filter(|n| n.starts_with(marker)).collect()
}

#[test]
fn files_a_solution_leaves_in_dev_shm_or_tmp_are_gone_after_the_run() {
    let kit = kit_with_boj9663_08("sandbox-shm");
    let marker = format!("nqueens-left-{}", std::process::id());
    // 20 files of 1 MB each in both (a file is capped at the output limit).
    let command = format!(
        "for i in $(seq 20); do for d in /dev/shm /tmp; do \
         head -c 1000000 /dev/zero > $d/{marker}-$i; done; done 2>/dev/null; echo 92"
    );
    for env in [ALL_LAYERS, NO_NAMESPACES] {
        let (line, stderr) = judge_cmd(&kit, env, &command);
        assert_verdict(&line, "AC", &stderr);
        for dir in ["/dev/shm", "/tmp"] {
            assert_eq!(
                left_in(dir, &marker),
                Vec::<String>::new(),
                "{dir}: {stderr}"
            );
        }
    }
    std::fs::remove_dir_all(kit).unwrap();
}

#[test]
fn a_near_limit_rerun_cannot_read_a_cache_the_first_run_left() {
    let kit = kit_with_boj9663_08("sandbox-cache");
    let marker = format!("nqueens-cache-{}", std::process::id());
    let script = attack("cache_in_shared_memory.py");
    let command = format!("exec {} {script} 0.28 {marker}", python());
    for env in [ALL_LAYERS, NO_NAMESPACES] {
        let args = ["boj9663", "--case", "08", "--json", "--time-scale", "0.03"];
        let out = judge_env(&kit, env, &[&args[..], &["--cmd", &command]].concat());
        let stdout = text(&out.stdout);
        let line = json::parse_object(stdout.lines().next().unwrap()).unwrap();
        // Every run computes: the fastest of them is still near the 300 ms limit.
        let message = line["message"].text();
        assert!(message.contains("re-run: 3 runs"), "{line:?}");
        assert!(
            line["cpu_ms"].number() >= 250.0,
            "a run read the cache: {line:?}"
        );
        for dir in ["/dev/shm", "/tmp"] {
            assert_eq!(left_in(dir, &marker), Vec::<String>::new(), "{dir}");
        }
    }
    std::fs::remove_dir_all(kit).unwrap();
}

#[test]
fn a_solution_reaches_no_network() {
    use std::os::linux::net::SocketAddrExt;
    let kit = kit_with_boj9663_08("sandbox-network");
    let Some(program) = compiled("reach_network.c", &kit) else {
        return;
    };
    let udp = std::net::UdpSocket::bind("127.0.0.1:0").unwrap();
    let port = udp.local_addr().unwrap().port();
    let tcp = std::net::TcpListener::bind(("127.0.0.1", port)).unwrap();
    let name = format!("nqueens-test-{}", std::process::id());
    let address = std::os::unix::net::SocketAddr::from_abstract_name(&name).unwrap();
    let unix = std::os::unix::net::UnixListener::bind_addr(&address).unwrap();
    for listener in [
        tcp.set_nonblocking(true),
        unix.set_nonblocking(true),
        udp.set_nonblocking(true),
    ] {
        listener.unwrap();
    }
    for env in [ALL_LAYERS, NO_NAMESPACES] {
        let (line, stderr) = judge_cmd(&kit, env, &format!("{program} {port} {name}"));
        assert_verdict(&line, "AC", &stderr);
        assert!(tcp.accept().is_err() && unix.accept().is_err(), "{stderr}");
        assert!(
            udp.recv(&mut [0; 8]).is_err(),
            "a datagram arrived: {stderr}"
        );
    }
    std::fs::remove_dir_all(kit).unwrap();
}

#[test]
fn a_solution_cannot_find_the_expected_answers_and_is_told_where_it_could() {
    let kit = kit_with_boj9663_08("sandbox-expected");
    let command = format!("{} {}", python(), attack("find_expected.py"));
    let (line, stderr) = judge_cmd(&kit, ALL_LAYERS, &command);
    if missing_layers(&stderr).contains("namespaces (") {
        eprintln!("no namespaces on this system: the solution can see the kit ({stderr})");
    } else {
        assert_verdict(&line, "WA", &stderr);
    }
    // Without namespaces it finds them, and the judge said it could.
    let (line, stderr) = judge_cmd(&kit, NO_NAMESPACES, &command);
    assert_verdict(&line, "AC", &stderr);
    assert!(
        missing_layers(&stderr).contains(
            "namespaces (NQUEENS_JUDGE_NAMESPACES=off: a solution can see your processes \
             and read the kit's expected/"
        ),
        "{stderr}"
    );
    std::fs::remove_dir_all(kit).unwrap();
}

#[test]
fn stress_never_leaves_the_reference_answer_where_the_candidate_can_read_it() {
    let command = r#"cat "$TMPDIR/../expected.txt""#;
    for env in [ALL_LAYERS, NO_NAMESPACES] {
        let args = ["lc52", "--stress", "--runs", "2", "--cmd", command];
        let out = judge_env(root(), env, &args);
        let stdout = text(&out.stdout);
        assert_eq!(out.status.code(), Some(1), "{stdout}{}", text(&out.stderr));
        assert!(stdout.contains("input 1 failed"), "{stdout}");
    }
}

#[test]
fn each_layer_turned_off_is_named_missing_in_the_sandbox_line() {
    let kit = kit_with_boj9663_08("sandbox-line");
    let (line, stderr) = judge_cmd(&kit, ALL_LAYERS, "echo 92");
    assert_verdict(&line, "AC", &stderr);
    let all = stderr
        .lines()
        .find(|l| l.starts_with("judge: sandbox: "))
        .unwrap();
    eprintln!("{all}");
    for (variable, layer) in [
        ("NQUEENS_JUDGE_NAMESPACES", "namespaces"),
        ("NQUEENS_JUDGE_LANDLOCK", "Landlock"),
        ("NQUEENS_JUDGE_SECCOMP", "seccomp"),
        ("NQUEENS_JUDGE_SESSION", "own session"),
    ] {
        let (line, stderr) = judge_cmd(&kit, &[(variable, "off")], "echo 92");
        assert_verdict(&line, "AC", &stderr);
        let missing = missing_layers(&stderr);
        assert!(
            missing.contains(&format!("{layer} ({variable}=off")),
            "{stderr}"
        );
        let in_force = stderr
            .lines()
            .find(|l| l.starts_with("judge: sandbox: "))
            .unwrap();
        let in_force = in_force.split("; missing: ").next().unwrap();
        assert!(!in_force.contains(layer), "{stderr}");
    }
    std::fs::remove_dir_all(kit).unwrap();
}

#[test]
fn the_sandbox_holds_for_an_ordinary_user_too() {
    let id = run("id", &["-u"], b"");
    if text(&id.stdout).trim() != "0" || !on_path("setpriv") {
        eprintln!("skipped: needs root and setpriv to become an ordinary user");
        return;
    }
    // Python from the system, not one installed under /root.
    let python = Path::new("/usr/bin/python3");
    if !python.exists() {
        eprintln!("skipped: no /usr/bin/python3 for an ordinary user");
        return;
    }
    let kit = kit_with_boj9663_08("sandbox-user");
    let command = format!("{} {}", python.display(), attack("find_expected.py"));
    let out = Command::new("setpriv")
        .args(["--reuid=65534", "--regid=65534", "--clear-groups", JUDGE])
        .args([
            "--root",
            kit.to_str().unwrap(),
            "boj9663",
            "--case",
            "08",
            "--json",
        ])
        .args(["--cmd", &command])
        .current_dir(&kit)
        .env("TMPDIR", "/tmp")
        .output()
        .unwrap();
    let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
    let line = json::parse_object(stdout.lines().next().unwrap_or("{}")).unwrap();
    if missing_layers(&stderr).contains("namespaces (") {
        eprintln!("no user namespaces for an ordinary user here: {stderr}");
        assert_verdict(&line, "AC", &stderr);
    } else {
        assert_verdict(&line, "WA", &stderr);
    }
    std::fs::remove_dir_all(kit).unwrap();
}

#[test]
fn python_multiprocessing_works_inside_the_sandbox() {
    let kit = kit_with_boj9663_08("sandbox-multiprocessing");
    let program =
        "import multiprocessing as m\nwith m.Pool(2) as p: print(sum(p.map(abs, [-46, -46])))";
    let command = format!("{} -c '{program}'", python());
    let (line, stderr) = judge_cmd(&kit, ALL_LAYERS, &command);
    assert_verdict(&line, "AC", &stderr);
    std::fs::remove_dir_all(kit).unwrap();
}

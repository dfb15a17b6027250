//! What a person at a terminal sees over time: the live line while a case runs
//! (through a pseudo-terminal made by `script`), and `--watch` judging again
//! when the file changes until SIGINT stops it.

use crate::common::*;
use std::io::Read;
use std::process::{Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// Runs the judge on a pseudo-terminal (`script`), returning what it drew.
fn on_terminal(args: &str) -> Option<String> {
    if !has_tools("a test on a pseudo-terminal", &["script"]) {
        return None;
    }
    let command = format!("{JUDGE} --root {} {args}", env!("CARGO_MANIFEST_DIR"));
    let out = Command::new("script")
        .args(["-qec", &command, "/dev/null"])
        .env_remove("NO_COLOR")
        .output()
        .unwrap();
    Some(text(&out.stdout))
}

#[test]
fn a_running_case_shows_a_live_line_with_its_cpu_time_on_a_terminal_only() {
    // Busy for 1.6 s of wall time (the line shows after a second), under a 3 s limit.
    let busy = "--cmd 'timeout 1.6 sh -c \"while :; do :; done\"; echo 352'";
    let Some(drawn) = on_terminal(&format!("lc52 --case 9 --time-scale 3 {busy}")) else {
        return;
    };
    let live = drawn
        .split("\r\x1b[K")
        .find(|part| part.starts_with("lc52  09  running · CPU "))
        .unwrap_or_else(|| panic!("a live line in {drawn:?}"));
    assert!(live.ends_with(" of the 3 s limit"), "{live:?}");
    // Erased before the row, which starts a clean line.
    assert!(drawn.contains("\r\x1b[Klc52  09  \x1b[32mAC"), "{drawn:?}");
    let piped = judge(&["lc52", "--case", "9", "--cmd", "echo 352"]);
    assert!(
        !text(&piped.stdout).contains("running"),
        "no live line in a pipe"
    );
}

#[test]
fn a_board_is_coloured_on_a_terminal_unless_no_color_is_set() {
    let args = "boj3344 --case 8 --cmd 'echo 1 3 5 7 2 4 6 8'";
    let Some(drawn) = on_terminal(args) else {
        return;
    };
    assert!(
        drawn.contains("\x1b[1;31mX\x1b[0m") && has_colour(&drawn),
        "{drawn:?}"
    );
    let command = format!("{JUDGE} --root {} {args}", env!("CARGO_MANIFEST_DIR"));
    let out = Command::new("script")
        .args(["-qec", &command, "/dev/null"])
        .env("NO_COLOR", "1")
        .output()
        .unwrap();
    let plain = text(&out.stdout);
    assert!(
        plain.contains(" X ·") && !plain.contains('\x1b'),
        "{plain:?}"
    );
}

/// Whether `text` holds an SGR (colour) escape: ESC [ digits and semicolons, then `m`.
fn has_colour(text: &str) -> bool {
    text.split("\x1b[").skip(1).any(|rest| {
        let code: String = rest
            .chars()
            .take_while(|c| c.is_ascii_digit() || *c == ';')
            .collect();
        rest[code.len()..].starts_with('m')
    })
}

/// What a child prints, collected as it comes.
fn collect(mut from: impl Read + Send + 'static) -> Arc<Mutex<String>> {
    let seen = Arc::new(Mutex::new(String::new()));
    let sink = Arc::clone(&seen);
    std::thread::spawn(move || {
        let mut buffer = [0u8; 4096];
        while let Ok(n) = from.read(&mut buffer) {
            if n == 0 {
                break;
            }
            sink.lock()
                .unwrap()
                .push_str(&String::from_utf8_lossy(&buffer[..n]));
        }
    });
    seen
}

/// Waits until `seen` holds `wanted` at least `times` times.
fn wait_for(seen: &Mutex<String>, wanted: &str, times: usize) {
    let start = Instant::now();
    while seen.lock().unwrap().matches(wanted).count() < times {
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "no {wanted:?} ×{times} in {}",
            seen.lock().unwrap()
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[test]
fn watch_judges_again_when_the_file_changes_and_stops_on_sigint() {
    if !has_tools(
        "watch_judges_again_when_the_file_changes_and_stops_on_sigint",
        &["python3"],
    ) {
        return;
    }
    let dir = scratch_dir("watch");
    let file = dir.join("mine.py");
    std::fs::write(&file, "print(91)\n").unwrap();
    let mut child = Command::new(JUDGE)
        .args(["--root", env!("CARGO_MANIFEST_DIR"), "boj9663"])
        .arg(&file)
        .args(["--case", "8", "--watch"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let seen = collect(child.stdout.take().unwrap());
    let errors = collect(child.stderr.take().unwrap());
    wait_for(&seen, "watching ", 1);
    assert!(seen.lock().unwrap().contains("boj9663  08  WA"));
    std::fs::write(&file, "print(92)  # fixed\n").unwrap();
    wait_for(&seen, "watching ", 2);
    let shown = seen.lock().unwrap().clone();
    assert!(shown.contains("mine.py changed: judging again"), "{shown}");
    assert!(
        shown.contains("boj9663  08  AC"),
        "the second judgement: {shown}"
    );
    assert!(!shown.contains('\x1b'), "no screen clearing in a pipe");
    let status = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(status.success());
    let code = child.wait().unwrap().code();
    assert_eq!(code, Some(130), "{}", errors.lock().unwrap());
    std::fs::remove_dir_all(dir).unwrap();
}

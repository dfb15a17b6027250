//! Hostile solutions get their proper verdict promptly, leave nothing running,
//! and never make the judge itself large. Most run on boj3344 with
//! `--time-scale 0.3`: a 300 ms CPU limit, killed at the 450 ms hard limit or
//! at a 1.45 s wall deadline.

use crate::common::json::Value;
use crate::common::*;
use std::collections::BTreeMap;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// Judges `command` on one case of boj3344 (N = 8 unless `case` says otherwise).
fn judge_command(case: &str, command: &str) -> BTreeMap<String, Value> {
    let (code, mut lines) = judge_json(&[
        "boj3344",
        "--cmd",
        command,
        "--case",
        case,
        "--time-scale",
        "0.3",
    ]);
    assert_eq!(lines.len(), 1, "one JSON line per case");
    let line = lines.remove(0);
    let accepted = line["verdict"].text() == "AC";
    assert_eq!(code, Some(if accepted { 0 } else { 1 }), "{line:?}");
    line
}

fn assert_verdict(line: &BTreeMap<String, Value>, verdict: &str) {
    assert_eq!(line["verdict"].text(), verdict, "{line:?}");
}

/// Runs the judge and returns its exit code and the largest VmHWM seen in /proc.
fn judge_peak_kib(args: &[&str]) -> (Option<i32>, u64) {
    let mut child = Command::new(JUDGE)
        .args(["--root", env!("CARGO_MANIFEST_DIR")])
        .args(args)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let status_path = format!("/proc/{}/status", child.id());
    let mut peak = 0;
    loop {
        // VmHWM only grows, so the last reading before exit is the judge's peak.
        if let Ok(status) = std::fs::read_to_string(&status_path) {
            let hwm = status.lines().find(|l| l.starts_with("VmHWM:"));
            peak = peak.max(
                hwm.and_then(|l| l.split_whitespace().nth(1)?.parse().ok())
                    .unwrap_or(0),
            );
        }
        if let Some(status) = child.try_wait().unwrap() {
            return (status.code(), peak);
        }
        std::thread::sleep(Duration::from_millis(5));
    }
}

#[test]
fn reports_tle_for_an_infinite_loop_soon_after_the_hard_limit() {
    let line = judge_command("00008", "while :; do :; done");
    assert_verdict(&line, "TLE");
    let (cpu, limit) = (line["cpu_ms"].number(), line["time_limit_ms"].number());
    assert_eq!(limit, 300.0);
    assert!(
        (450.0..=950.0).contains(&cpu),
        "killed at {cpu} ms of CPU, not soon after the 450 ms hard limit"
    );
    assert_eq!(
        line["message"].text(),
        "CPU time over 450 ms: stopped at the hard limit, 1.5 × the 300 ms limit"
    );
}

#[test]
fn reports_tle_for_a_sleeping_solution_at_the_wall_deadline() {
    let started = Instant::now();
    let line = judge_command("00008", "sleep 30");
    assert_verdict(&line, "TLE");
    assert!(line["message"].text().contains("sleeping"), "{line:?}");
    // Deadline: max(2 × 300 ms, 450 ms hard limit + 1 s) = 1.45 s of wall time.
    let wall = line["wall_ms"].number();
    assert!((1450.0..=1950.0).contains(&wall), "killed after {wall} ms");
    assert!(started.elapsed() < Duration::from_secs(10));
}

#[test]
fn a_grandchild_holding_stdout_open_neither_delays_the_verdict_nor_survives() {
    let started = Instant::now();
    let line = judge_command(
        "00008",
        "sleep 41.0417 & printf '1\\n5\\n8\\n6\\n3\\n7\\n2\\n4\\n'",
    );
    assert_verdict(&line, "AC");
    assert!(
        started.elapsed() < Duration::from_secs(5),
        "waited for the grandchild"
    );
    assert!(
        !process_with("sleep 41.0417"),
        "the grandchild survived the case"
    );
}

#[test]
fn a_descendant_that_escaped_the_process_group_is_killed_too() {
    let line = judge_command(
        "00008",
        "setsid sleep 42.0427 & sleep 0.1; printf '1\\n5\\n8\\n6\\n3\\n7\\n2\\n4\\n'",
    );
    assert_verdict(&line, "AC");
    assert!(
        !process_with("sleep 42.0427"),
        "the setsid grandchild survived the case"
    );
}

#[test]
fn reports_ole_for_a_flood_of_stdout_and_the_judge_stays_small() {
    let args = ["boj3344", "--cmd", "yes", "--case", "00008", "--json"];
    let (code, peak_kib) = judge_peak_kib(&args);
    assert_eq!(code, Some(1));
    assert!(peak_kib < 64 * 1024, "judge peak {peak_kib} KiB");
    assert_verdict(&judge_command("00008", "yes"), "OLE");
}

#[test]
fn eight_million_output_tokens_are_checked_as_they_come_and_the_judge_stays_small() {
    // The largest case's answer, then 8 M tokens more, within the 16 MiB output limit.
    let answer = root().join("expected/boj3344/99999.txt");
    let command = format!("cat {}; yes 1 | head -n 8000000", answer.display());
    let args = ["boj3344", "--cmd", &command, "--case", "99999"];
    let (code, peak_kib) = judge_peak_kib(&args);
    assert_eq!(code, Some(1), "a WA: extra output after the last row");
    // Holding the output took 150 MiB; the board itself needs about 10.
    assert!(peak_kib < 32 * 1024, "judge peak {peak_kib} KiB");
}

#[test]
fn a_flood_of_stderr_ends_in_tle_and_the_judge_stays_small() {
    let args = [
        "boj3344",
        "--cmd",
        "yes >&2",
        "--case",
        "00008",
        "--time-scale",
        "0.3",
    ];
    let (code, peak_kib) = judge_peak_kib(&args);
    assert_eq!(code, Some(1));
    assert!(peak_kib < 64 * 1024, "judge peak {peak_kib} KiB");
    let line = judge_command(
        "00008",
        "head -c 100000000 /dev/zero >&2; printf '1\\n5\\n8\\n6\\n3\\n7\\n2\\n4\\n'",
    );
    // 100 MB of stderr is drained without a deadlock; the answer still counts.
    assert!(["AC", "TLE"].contains(&line["verdict"].text()), "{line:?}");
}

#[test]
fn reports_re_naming_the_signal_of_a_crash() {
    let line = judge_command("00008", "kill -SEGV $$");
    assert_verdict(&line, "RE");
    assert!(line["message"].text().contains("SIGSEGV"), "{line:?}");
}

#[test]
fn reports_re_naming_a_nonzero_exit_code_and_the_first_stderr_line() {
    let line = judge_command("00008", "echo 'index out of range' >&2; exit 3");
    assert_verdict(&line, "RE");
    assert_eq!(
        line["message"].text(),
        "exit code 3; stderr: index out of range"
    );
}

#[test]
fn reports_mle_when_a_large_allocation_succeeds() {
    let line = judge_command(
        "00008",
        &format!(
            "{} -c 'b = bytearray(b\"x\") * (400 << 20); print(len(b))'",
            python()
        ),
    );
    assert_verdict(&line, "MLE");
    assert!(line["peak_rss_kib"].number() > 128.0 * 1024.0, "{line:?}");
}

#[test]
fn reports_mle_when_a_large_allocation_fails() {
    let line = judge_command(
        "00008",
        &format!("{} -c 'b = bytearray(1 << 46)'", python()),
    );
    assert_verdict(&line, "MLE");
    assert!(line["message"].text().contains("MemoryError"), "{line:?}");
}

#[test]
fn a_solution_that_never_reads_its_input_is_judged_on_its_output() {
    assert_verdict(&judge_command("00008", "echo 1 5 8 6 3 7 2 4"), "AC");
    assert_verdict(&judge_command("00008", "echo 1 2 3 4 5 6 7 8"), "WA");
}

#[test]
fn output_that_is_not_utf8_gets_wa_with_a_readable_message() {
    let line = judge_command("00008", "printf '\\377\\376\\n'");
    assert_verdict(&line, "WA");
    assert!(line["message"].text().contains('\u{fffd}'), "{line:?}");
}

#[test]
fn only_a_case_within_ten_percent_of_the_limit_is_rerun_and_the_report_says_so() {
    // Python's CPU time is the whole run's within a few ms (the shell execs it,
    // `os._exit` skips its teardown): near the 300 ms limit, in the ±10% band.
    let burn = |seconds: f64, then: &str| {
        format!(
            "exec {} -c 'import os, time\nwhile time.process_time() < {seconds}: pass\n{then}'",
            python()
        )
    };
    let line = judge_command(
        "00008",
        &burn(0.295, "print(\"1 5 8 6 3 7 2 4\", flush=True)\nos._exit(0)"),
    );
    assert!(["AC", "TLE"].contains(&line["verdict"].text()), "{line:?}");
    let message = line["message"].text();
    assert!(
        message.contains("re-run: 3 runs (CPU ") && message.contains("judged on the fastest"),
        "{line:?}"
    );
    let fast = judge_command("00008", "echo 1 5 8 6 3 7 2 4");
    assert!(!fast["message"].text().contains("re-run"), "{fast:?}");
    // A busy loop is stopped at 1.5 × the limit: far outside the band, one run.
    let busy = judge_command("00008", "while :; do :; done");
    assert!(!busy["message"].text().contains("re-run"), "{busy:?}");
    let crash = judge_command("00008", &burn(0.285, "os._exit(3)"));
    assert_verdict(&crash, "RE");
    let cpu = crash["cpu_ms"].number();
    assert!(
        (270.0..300.0).contains(&cpu),
        "not near the limit: {crash:?}"
    );
    assert!(
        !crash["message"].text().contains("re-run"),
        "an RE does not hinge on time, so it is not re-run: {crash:?}"
    );
}

#[test]
fn a_solution_that_kills_its_launcher_gets_re_and_leaves_nothing_behind() {
    // The sandbox keeps a solution from signalling its launcher (judge_sandbox.rs);
    // without it, the judge still cleans up after a launcher that was killed.
    let out = Command::new(JUDGE)
        .args([
            "--root",
            env!("CARGO_MANIFEST_DIR"),
            "boj3344",
            "--case",
            "00008",
        ])
        .args([
            "--json",
            "--cmd",
            "sleep 43.0431 & kill -9 $PPID; sleep 44.0441",
        ])
        .env("NQUEENS_JUDGE_SANDBOX", "off")
        .stdin(Stdio::null())
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    let line = crate::common::json::parse_object(stdout.lines().next().unwrap()).unwrap();
    assert_verdict(&line, "RE");
    assert!(
        line["message"].text().contains("signal its parent"),
        "{line:?}"
    );
    assert!(
        !process_with("sleep 43.0431") && !process_with("sleep 44.0441"),
        "something survived"
    );
    // The judge goes on judging after such a case.
    assert_verdict(&judge_command("00008", "echo 1 5 8 6 3 7 2 4"), "AC");
}

#[test]
fn the_judges_own_memory_never_shows_up_in_a_solutions_peak() {
    // Case 08 makes the judge read a 15 MB output; case 09 is a tiny run right after.
    let command = "read n; if [ \"$n\" = 8 ]; then head -c 15000000 /dev/zero | tr '\\0' x; else echo '[]'; fi";
    let (code, lines) = judge_json(&["lc51", "--cmd", command, "--case", "08", "--case", "09"]);
    assert_eq!(code, Some(1), "both are wrong answers: {lines:?}");
    let tiny = &lines[1];
    assert_eq!(tiny["case"].text(), "09");
    assert!(
        tiny["peak_rss_kib"].number() < 4096.0,
        "the judge's footprint leaked in: {tiny:?}"
    );
}

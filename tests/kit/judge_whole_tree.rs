//! Nothing escapes measurement: CPU time and memory count every process the
//! solution ever started, including grandchildren that double-forked away and
//! threads whose main thread exited; a run stopped on wall time still reports
//! its peak; and a busy loop costs one run, stopped at the hard limit. All on
//! boj9663 case 08 with `--time-scale 0.1`: a 1 s limit, a 1.5 s hard limit,
//! 128 MiB.

use crate::common::json::Value;
use crate::common::*;
use std::collections::BTreeMap;

/// Judges `command` on boj9663 case 08 with a 1 s limit; the one JSON line.
fn judge_08(args: &[&str]) -> BTreeMap<String, Value> {
    let mut all = vec!["boj9663", "--case", "08", "--time-scale", "0.1"];
    all.extend_from_slice(args);
    let (code, mut lines) = judge_json(&all);
    assert_eq!(lines.len(), 1, "{lines:?}");
    let line = lines.remove(0);
    let accepted = line["verdict"].text() == "AC";
    assert_eq!(code, Some(if accepted { 0 } else { 1 }), "{line:?}");
    line
}

fn verdict_of(line: &BTreeMap<String, Value>) -> &str {
    line["verdict"].text()
}

/// Starts `grandchild` so that it double-forks away from the solution (its
/// parent exits at once, so it re-parents to the launcher), then waits, using
/// no CPU, until it writes a line to the pipe `$TMPDIR/done`, and answers 92.
fn double_fork(grandchild: &str) -> String {
    format!("mkfifo \"$TMPDIR/done\"; ( {grandchild} & ); read line < \"$TMPDIR/done\"; echo 92")
}

/// Python that tells the solution it is done.
const DONE: &str = r#"open(os.environ["TMPDIR"] + "/done", "w").write("done\n")"#;

#[test]
fn cpu_time_of_a_double_forked_grandchild_counts() {
    let python = python();
    // 1.2 s of CPU, then it ends and is reaped by the launcher: over the limit, not killed.
    let burn =
        format!("{python} -c 'import os, time\nwhile time.process_time() < 1.2: pass\n{DONE}'");
    // Forever: stopped once the tree's CPU time passes the 1.5 s hard limit.
    let forever = "sh -c 'while :; do :; done'";
    std::thread::scope(|s| {
        let reaped = s.spawn(|| judge_08(&["--cmd", &double_fork(&burn)]));
        let live = s.spawn(|| judge_08(&["--cmd", &double_fork(forever)]));
        let reaped = reaped.join().unwrap();
        assert_eq!(verdict_of(&reaped), "TLE", "{reaped:?}");
        let cpu = reaped["cpu_ms"].number();
        assert!((1200.0..1500.0).contains(&cpu), "{reaped:?}");
        let message = reaped["message"].text();
        assert_eq!(
            message,
            format!("CPU time {} is over the 1 s limit", fmt_ms(cpu))
        );
        let live = live.join().unwrap();
        assert_eq!(verdict_of(&live), "TLE", "{live:?}");
        assert!(live["cpu_ms"].number() >= 1500.0, "{live:?}");
        assert!(
            live["message"].text().contains("stopped at the hard limit"),
            "{live:?}"
        );
    });
}

/// `1.234 s`, `1.210 s`: a measured time as the judge writes it, to the millisecond.
fn fmt_ms(ms: f64) -> String {
    let ms = ms as u64;
    match ms {
        ms if ms < 1000 => format!("{ms} ms"),
        ms => format!("{}.{:03} s", ms / 1000, ms % 1000),
    }
}

#[test]
fn memory_of_a_double_forked_grandchild_counts_while_it_runs() {
    // 300 MiB touched, then held: only a live look at the launcher's adopted
    // orphans sees it before the wall limit would end the run as a TLE.
    let hog = format!(
        "{} -c 'import os, time\nb = bytearray(b\"x\") * (300 << 20)\n{DONE}\ntime.sleep(30)'",
        python()
    );
    let line = judge_08(&["--cmd", &double_fork(&hog)]);
    assert_eq!(verdict_of(&line), "MLE", "{line:?}");
    assert!(line["peak_rss_kib"].number() > 128.0 * 1024.0, "{line:?}");
}

#[test]
fn memory_of_threads_counts_after_the_main_thread_exits() {
    let dir = scratch_dir("leader-exits");
    let source = dir.join("leader_exits.c");
    // The main thread ends at once (pthread_exit); its other thread touches
    // 300 MiB and waits. The main thread's /proc status then shows no memory.
    std::fs::write(
        &source,
        r#"#include <pthread.h>
#include <stdlib.h>
#include <unistd.h>
static void *hog(void *unused) {
    volatile char *p = malloc(300 << 20);
    for (long i = 0; i < (300L << 20); i += 4096) p[i] = 1;
    for (;;) pause();
    return unused;
}
int main(void) {
    pthread_t thread;
    pthread_create(&thread, 0, hog, 0);
    pthread_exit(0);
}
"#,
    )
    .unwrap();
    let line = judge_08(&[source.to_str().unwrap()]);
    assert_eq!(verdict_of(&line), "MLE", "{line:?}");
    assert!(line["peak_rss_kib"].number() > 128.0 * 1024.0, "{line:?}");
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_run_stopped_on_wall_time_still_reports_the_memory_it_reached() {
    // Python is the shell's child here (the shell has more to do after it), so
    // the shell's own usage never includes it.
    let sleeper = format!(
        "{} -c 'import time\nb = bytearray(b\"x\") * (50 << 20)\ntime.sleep(30)'; echo 92",
        python()
    );
    let line = judge_08(&["--cmd", &sleeper]);
    assert_eq!(verdict_of(&line), "TLE", "{line:?}");
    assert!(line["message"].text().contains("sleeping"), "{line:?}");
    assert!(line["peak_rss_kib"].number() > 50.0 * 1024.0, "{line:?}");
}

#[test]
fn a_busy_loop_costs_one_run_stopped_at_the_hard_limit() {
    let dir = scratch_dir("busy-loop");
    let json = dir.join("out.json");
    // The CPU time of the whole judge (launcher and solution included), as the shell's `time` reports it.
    let script = format!(
        "TIMEFORMAT='%3U %3S'; time {} --root {} boj9663 --case 08 --time-scale 0.1 --json --cmd 'while :; do :; done' > {} 2>/dev/null",
        JUDGE,
        env!("CARGO_MANIFEST_DIR"),
        json.display()
    );
    let out = run("bash", &["-c", &script], b"");
    assert_eq!(out.status.code(), Some(1));
    let times = String::from_utf8(out.stderr).unwrap();
    let cost: f64 = times
        .split_whitespace()
        .map(|t| t.parse::<f64>().unwrap())
        .sum();
    let line = json::parse_object(std::fs::read_to_string(&json).unwrap().trim()).unwrap();
    assert_eq!(verdict_of(&line), "TLE", "{line:?}");
    assert_eq!(
        line["message"].text(),
        "CPU time over 1.5 s: stopped at the hard limit, 1.5 × the 1 s limit",
        "one run, not re-run"
    );
    // At most 2 × the limit + 0.5 s for everything.
    assert!(cost <= 2.5, "the judge used {cost} s of CPU: {line:?}");
    std::fs::remove_dir_all(dir).unwrap();
}

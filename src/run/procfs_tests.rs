//! Tests of `procfs`, on this process and on children it starts.

use super::*;

#[test]
fn a_stat_line_gives_times_threads_start_and_memory() {
    // Field 2 holds spaces and a parenthesis, as a hostile name may.
    let line = "4242 (a b) c) S 17 4242 17 0 -1 4194560 130 0 0 0 \
                250 30 700 100 20 0 3 0 123456 9000000 512 18446744073709551615";
    let stat = parse_stat(line).unwrap();
    assert_eq!(stat.pid, 4242);
    assert_eq!(stat.ppid, 17);
    assert_eq!(stat.own_cpu, Duration::from_millis(2800));
    assert_eq!(stat.reaped_cpu, Duration::from_millis(8000));
    assert_eq!(stat.threads, 3);
    assert_eq!(stat.start_ticks, 123456);
    assert_eq!(stat.rss_kib, 512 * page_kib());
    assert_eq!(parse_stat("4242 (cut"), None);
}

#[test]
fn this_process_has_memory_cpu_and_a_page_size() {
    // Burn CPU until a clock tick of it shows (a busy machine gives little).
    let start = std::time::Instant::now();
    let mut x = 0u64;
    let mut stat = stat_of(std::process::id()).unwrap();
    while stat.own_cpu.is_zero() && start.elapsed() < Duration::from_secs(20) {
        for _ in 0..1_000_000 {
            x = std::hint::black_box(x.wrapping_mul(31).wrapping_add(1));
        }
        stat = stat_of(std::process::id()).unwrap();
    }
    assert!(stat.rss_kib > 100, "{stat:?}");
    assert!(stat.own_cpu > Duration::ZERO, "{stat:?}");
    assert!(stat.threads >= 1, "{stat:?}");
    assert!([4, 16, 64].contains(&page_kib()));
}

#[test]
fn a_walk_finds_a_child_and_stops_at_its_cap() {
    let mut children: Vec<_> = (0..3)
        .map(|_| {
            std::process::Command::new("sleep")
                .arg("5")
                .spawn()
                .unwrap()
        })
        .collect();
    let me = std::process::id();
    let all = walk_below(me, 64, true);
    let capped = walk_below(me, 1, false);
    for child in &mut children {
        child.kill().unwrap();
        child.wait().unwrap();
    }
    assert!(
        children
            .iter()
            .all(|c| all.procs.iter().any(|p| p.pid == c.id() && p.ppid == me)),
        "{all:?}"
    );
    assert!(!all.truncated);
    assert!(capped.truncated && capped.procs.len() <= 2, "{capped:?}");
}

#[test]
fn a_sleeping_child_is_not_runnable_and_a_spinning_one_is() {
    let mut sleeper = std::process::Command::new("sleep")
        .arg("5")
        .spawn()
        .unwrap();
    // Once started (which a busy machine may delay), it only sleeps.
    let asleep = (0..400).any(|_| {
        std::thread::sleep(Duration::from_millis(5));
        !is_runnable(sleeper.id())
    });
    sleeper.kill().unwrap();
    sleeper.wait().unwrap();
    assert!(asleep, "sleep never slept");
    let mut spinner = std::process::Command::new("sh")
        .args(["-c", "while :; do :; done"])
        .spawn()
        .unwrap();
    let seen = (0..200).any(|_| {
        std::thread::sleep(Duration::from_millis(5));
        is_runnable(spinner.id())
    });
    // Its CPU time to the scheduler's tick, not to 10 ms.
    let ran = (0..400).any(|_| {
        std::thread::sleep(Duration::from_millis(5));
        run_time(spinner.id()).is_some_and(|t| t > Duration::from_millis(25))
    });
    spinner.kill().unwrap();
    spinner.wait().unwrap();
    assert!(seen, "a busy loop is always running or waiting for a CPU");
    assert!(ran, "{:?}", run_time(std::process::id()));
}

#[test]
fn a_process_ignoring_sigchld_is_told_apart() {
    let python = |code: &str| {
        std::process::Command::new("python3")
            .args(["-c", code])
            .spawn()
            .unwrap()
    };
    let mut plain = python("import time; time.sleep(5)");
    let mut ignoring =
        python("import signal, time; signal.signal(signal.SIGCHLD, signal.SIG_IGN); time.sleep(5)");
    // Once Python has set it (a busy machine may delay it).
    let told = (0..400).any(|_| {
        std::thread::sleep(Duration::from_millis(5));
        ignores_sigchld(ignoring.id())
    });
    let plain_ignores = ignores_sigchld(plain.id());
    for child in [&mut plain, &mut ignoring] {
        child.kill().unwrap();
        child.wait().unwrap();
    }
    assert!(told && !plain_ignores);
}

#[test]
fn a_missing_process_has_no_stat() {
    assert_eq!(stat_of(u32::MAX / 2), None);
}

//! Live measurements of a running process tree from `/proc`, for the watchdog:
//! `wait4` only reports once a process has ended, and a limit must be enforced
//! while it runs.

use std::fs;
use std::time::Duration;

/// `/proc` reports CPU times in USER_HZ ticks, which Linux fixes at 100 per second.
const TICK: Duration = Duration::from_millis(10);

/// CPU time and resident memory summed over a process and all its live descendants.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TreeSample {
    pub cpu: Duration,
    pub rss_kib: u64,
}

/// Samples every live descendant of `pid`, not `pid` itself: for the launcher,
/// the solution and every orphan re-parented to it.
pub fn sample_descendants(pid: u32) -> TreeSample {
    sample_trees(&children_of(pid))
}

/// Every live descendant of `pid`, at most [`MAX_WALK`] of them, parents first.
pub fn descendants(pid: u32) -> Vec<u32> {
    let mut found = Vec::new();
    walk(&children_of(pid), |p| found.push(p));
    found
}

/// A fork bomb must not make the watchdog itself slow: walks stop here.
const MAX_WALK: usize = 4096;

fn walk(roots: &[u32], mut visit: impl FnMut(u32)) {
    let mut pending = roots.to_vec();
    let mut visited = 0;
    while let Some(pid) = pending.pop() {
        visited += 1;
        if visited > MAX_WALK {
            break;
        }
        visit(pid);
        pending.extend(children_of(pid));
    }
}

/// Samples the trees rooted at `roots`; processes that vanish mid-read are skipped.
fn sample_trees(roots: &[u32]) -> TreeSample {
    let mut total = TreeSample::default();
    walk(roots, |pid| {
        total.cpu += cpu_of(pid).unwrap_or_default();
        total.rss_kib += rss_kib_of(pid).unwrap_or(0);
    });
    total
}

/// Whether any thread of any live descendant of `pid` is running or waiting
/// for a CPU (state `R`), rather than sleeping or blocked.
pub fn any_runnable_below(pid: u32) -> bool {
    let mut runnable = false;
    walk(&children_of(pid), |p| runnable = runnable || is_runnable(p));
    runnable
}

fn is_runnable(pid: u32) -> bool {
    let Ok(tasks) = fs::read_dir(format!("/proc/{pid}/task")) else {
        return false;
    };
    tasks.flatten().any(|task| {
        let stat = fs::read_to_string(task.path().join("stat")).unwrap_or_default();
        // The state follows the parenthesised command name, which may hold spaces.
        stat.rsplit_once(')')
            .is_some_and(|(_, rest)| rest.trim_start().starts_with('R'))
    })
}

/// User + system time of `pid`, plus that of the children it has reaped.
fn cpu_of(pid: u32) -> Option<Duration> {
    let stat = fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // Fields after the command name, which is parenthesised and may contain spaces.
    let fields: Vec<&str> = stat.rsplit_once(')')?.1.split_whitespace().collect();
    // utime, stime, cutime, cstime are fields 14..=17 of the line, 11..=14 here.
    let ticks: u64 = fields
        .get(11..15)?
        .iter()
        .filter_map(|f| f.parse::<u64>().ok())
        .sum();
    Some(TICK * ticks as u32)
}

/// Resident set size of `pid` in KiB; 0 once it has ended.
pub fn rss_kib(pid: u32) -> u64 {
    rss_kib_of(pid).unwrap_or(0)
}

/// Resident set size of `pid` in KiB (absent for a zombie). A process whose
/// main thread has exited (`pthread_exit` in `main`) shows no memory in its own
/// status, so the status of any live thread of it is read instead.
fn rss_kib_of(pid: u32) -> Option<u64> {
    rss_in(&format!("/proc/{pid}/status")).or_else(|| {
        fs::read_dir(format!("/proc/{pid}/task"))
            .ok()?
            .flatten()
            .find_map(|task| rss_in(&task.path().join("status").to_string_lossy()))
    })
}

fn rss_in(status_path: &str) -> Option<u64> {
    let status = fs::read_to_string(status_path).ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// The live children of every thread of `pid` (a subreaper's adopted orphans included).
pub fn children_of(pid: u32) -> Vec<u32> {
    let Ok(tasks) = fs::read_dir(format!("/proc/{pid}/task")) else {
        return Vec::new();
    };
    let mut children = Vec::new();
    for task in tasks.flatten() {
        if let Ok(list) = fs::read_to_string(task.path().join("children")) {
            children.extend(
                list.split_whitespace()
                    .filter_map(|c| c.parse::<u32>().ok()),
            );
        }
    }
    children
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn samples_this_process_with_some_memory_and_cpu() {
        // Burn at least five clock ticks of CPU.
        let start = std::time::Instant::now();
        let mut x = 0u64;
        while start.elapsed() < Duration::from_millis(50) {
            x = std::hint::black_box(x.wrapping_mul(31).wrapping_add(1));
        }
        let sample = sample_trees(&[std::process::id()]);
        assert!(sample.rss_kib > 100, "{sample:?}");
        assert!(sample.cpu > Duration::ZERO, "{sample:?}");
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
        spinner.kill().unwrap();
        spinner.wait().unwrap();
        assert!(seen, "a busy loop is always running or waiting for a CPU");
    }

    #[test]
    fn a_missing_process_samples_as_nothing() {
        assert_eq!(sample_trees(&[u32::MAX / 2]), TreeSample::default());
    }
}

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

/// Samples the tree rooted at `pid`; processes that vanish mid-read are skipped.
pub fn sample_tree(pid: u32) -> TreeSample {
    let mut total = TreeSample::default();
    let mut pending = vec![pid];
    // Bounded walk: a fork bomb must not make the watchdog itself slow.
    let mut visited = 0;
    while let Some(pid) = pending.pop() {
        visited += 1;
        if visited > 4096 {
            break;
        }
        total.cpu += cpu_of(pid).unwrap_or_default();
        total.rss_kib += rss_kib_of(pid).unwrap_or(0);
        pending.extend(children_of(pid));
    }
    total
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

/// Resident set size of `pid` in KiB (absent for a zombie).
fn rss_kib_of(pid: u32) -> Option<u64> {
    let status = fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
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
        let sample = sample_tree(std::process::id());
        assert!(sample.rss_kib > 100, "{sample:?}");
        assert!(sample.cpu > Duration::ZERO, "{sample:?}");
    }

    #[test]
    fn a_missing_process_samples_as_nothing() {
        assert_eq!(sample_tree(u32::MAX / 2), TreeSample::default());
    }
}

//! CPU time of processes that vanished without anyone's usage accounting for it.
//!
//! A process's CPU time reaches its parent's usage only when the parent waits
//! for it. A parent that ignores `SIGCHLD` (or sets `SA_NOCLDWAIT`) has its
//! children reaped by the kernel, and their CPU time goes nowhere: no `wait4`
//! and no `/proc` file ever shows it again. So the watchdog keeps, for every
//! process (a pid with its start time), what the last sample saw, and when one
//! vanishes it checks where its time went: to the launcher (which reaped it),
//! to a live parent (whose reaped-children time grew by at least as much), or
//! nowhere, in which case it is kept here as lost. What a process ran after
//! the last sample that saw it, and a process no sample ever saw, stay
//! uncounted if nobody waited for it: at most one poll interval per such
//! process (see the README).

use super::procfs::ProcStat;
use std::collections::HashMap;
use std::time::Duration;

/// What one sample saw of one process.
#[derive(Clone, Copy, Debug)]
struct Seen {
    start_ticks: u64,
    ppid: u32,
    own: Duration,
    reaped: Duration,
}

impl Seen {
    fn total(&self) -> Duration {
        self.own + self.reaped
    }
}

/// The processes of the last sample and the CPU time lost so far.
#[derive(Debug, Default)]
pub struct CpuLedger {
    last: HashMap<u32, Seen>,
    lost: Duration,
}

impl CpuLedger {
    /// Takes one sample of the live tree below `launcher`; `reaped_by_launcher`
    /// holds the pids the launcher reaped since the previous sample (their
    /// usage is counted there), and `reread` reads a parent's stat again once
    /// its child is known to be gone (a wait updates the parent's usage before
    /// the child leaves `/proc`). Returns the CPU time of the live processes,
    /// with the children they waited for, plus all CPU time lost so far.
    pub fn update(
        &mut self,
        launcher: u32,
        live: &[ProcStat],
        reaped_by_launcher: &[u32],
        reread: impl Fn(u32) -> Option<ProcStat>,
    ) -> Duration {
        let now: HashMap<u32, Seen> = live
            .iter()
            .map(|p| {
                let seen = Seen {
                    start_ticks: p.start_ticks,
                    ppid: p.ppid,
                    own: p.own_cpu,
                    reaped: p.reaped_cpu,
                };
                (p.pid, seen)
            })
            .collect();
        let alive =
            |pid: u32, seen: &Seen| now.get(&pid).map(|s| s.start_ticks) == Some(seen.start_ticks);
        let mut vanished: Vec<(u32, Seen)> = self
            .last
            .iter()
            .filter(|(pid, seen)| !alive(**pid, seen))
            .map(|(pid, seen)| (*pid, *seen))
            .collect();
        // Children before their parents, so what a vanished child left its
        // vanished parent is carried up to a live ancestor.
        vanished.sort_by_key(|(pid, _)| std::cmp::Reverse(self.depth(*pid)));
        let mut carried: HashMap<u32, Duration> = HashMap::new();
        let mut owed: HashMap<u32, Duration> = HashMap::new();
        for (pid, seen) in &vanished {
            let total = seen.total() + carried.remove(pid).unwrap_or_default();
            if reaped_by_launcher.contains(pid) || seen.ppid == launcher {
                continue;
            }
            match self.last.get(&seen.ppid) {
                Some(parent) if alive(seen.ppid, parent) => {
                    *owed.entry(seen.ppid).or_default() += total;
                }
                Some(_) => *carried.entry(seen.ppid).or_default() += total,
                // A parent the capped walk never read: nobody else counts it.
                None => self.lost += total,
            }
        }
        for (parent, total) in owed {
            let before = self.last[&parent].reaped;
            let after = reread(parent)
                .filter(|p| p.start_ticks == self.last[&parent].start_ticks)
                .map_or(now[&parent].reaped, |p| p.reaped_cpu);
            self.lost += total.saturating_sub(after.saturating_sub(before));
        }
        // Parents are read before their children, so a parent reading lags:
        // a child it reaped since shows in the next sample's figure.
        let live_cpu = now.values().map(Seen::total).sum::<Duration>();
        self.last = now;
        live_cpu + self.lost
    }

    /// How many ancestors of `pid` the last sample saw.
    fn depth(&self, mut pid: u32) -> usize {
        let mut depth = 0;
        while let Some(seen) = self.last.get(&pid) {
            if depth > self.last.len() {
                break;
            }
            depth += 1;
            pid = seen.ppid;
        }
        depth
    }

    /// CPU time of vanished processes that no usage accounts for.
    pub fn lost(&self) -> Duration {
        self.lost
    }
}

#[cfg(test)]
#[path = "cpu_ledger_tests.rs"]
mod tests;

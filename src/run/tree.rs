//! The whole process tree of one run, as its launcher sees it. The launcher is
//! the subreaper of everything the solution starts, so each descendant is at
//! any moment alive below it (sampled from `/proc`), or reaped by a parent below
//! it (and counted in that parent's usage), or reaped by the launcher itself
//! (counted here). CPU time and peak memory therefore include a grandchild that
//! double-forked away from the solution.

use super::procfs::{self, TreeSample};
use super::signal::SIGKILL;
use super::sys::{self, Exit, Reaped};
use std::time::{Duration, Instant};

/// One run's process tree: the solution's main process and everything it started.
#[derive(Debug)]
pub struct Tree {
    /// This process, the launcher.
    launcher: u32,
    main: u32,
    main_end: Option<Reaped>,
    /// CPU time of the orphans the launcher reaped, each with what it had reaped.
    orphans_cpu: Duration,
    /// The largest peak memory of any one of those orphans.
    orphans_peak_kib: u64,
    /// The largest CPU time and memory of the live tree any sample saw.
    seen: TreeSample,
    /// Whether `main` is the init of the run's namespaces, whose own memory
    /// (a copy of this small program) is not the solution's.
    main_is_init: bool,
}

impl Tree {
    /// The tree of the just-started `main` process, a child of this process.
    pub fn new(main: u32) -> Tree {
        Tree {
            launcher: std::process::id(),
            main,
            main_end: None,
            orphans_cpu: Duration::ZERO,
            orphans_peak_kib: 0,
            seen: TreeSample::default(),
            main_is_init: false,
        }
    }

    /// The tree below `init`, the just-started init of the run's namespaces.
    pub fn with_init(init: u32) -> Tree {
        Tree {
            main_is_init: true,
            ..Tree::new(init)
        }
    }

    /// Reaps every child that has ended, without waiting; true once the main
    /// process has ended.
    pub fn reap_ended(&mut self) -> Result<bool, String> {
        while let Some((pid, reaped)) = sys::reap_any().map_err(|e| format!("wait4: {e}"))? {
            if pid == self.main {
                self.main_end = Some(reaped);
            } else {
                self.orphans_cpu += reaped.cpu;
                self.orphans_peak_kib = self.orphans_peak_kib.max(reaped.peak_rss_kib);
            }
        }
        Ok(self.main_end.is_some())
    }

    /// The tree's CPU time so far (live processes and reaped orphans) and the
    /// memory its live processes hold now.
    pub fn sample(&mut self) -> TreeSample {
        let live = procfs::sample_descendants(self.launcher);
        let init_kib = match self.main_is_init {
            true => procfs::rss_kib(self.main),
            false => 0,
        };
        let sample = TreeSample {
            cpu: live.cpu + self.orphans_cpu,
            rss_kib: live.rss_kib.saturating_sub(init_kib),
        };
        self.seen = TreeSample {
            cpu: self.seen.cpu.max(sample.cpu),
            rss_kib: self.seen.rss_kib.max(sample.rss_kib),
        };
        sample
    }

    /// Whether some process of the tree is computing (running, or ready to run
    /// and waiting for a CPU) rather than sleeping or blocked.
    pub fn computing(&self) -> bool {
        procfs::any_runnable_below(self.launcher)
    }

    /// Kills every process left in the tree and reaps them all; gives up after
    /// `patience` on a process that will not die (stuck in the kernel).
    pub fn kill_all(&mut self, patience: Duration) {
        // One call reaches every process that stayed in the solution's group.
        sys::kill_group(self.main);
        let deadline = Instant::now() + patience;
        loop {
            for pid in procfs::descendants(self.launcher) {
                sys::kill_process(pid);
            }
            let _ = self.reap_ended();
            if procfs::children_of(self.launcher).is_empty() || Instant::now() > deadline {
                return;
            }
            std::thread::sleep(Duration::from_millis(1));
        }
    }

    /// Takes what the init of the run's namespaces reported, once it has been
    /// reaped, for the main process: how the solution ended, and what all the
    /// processes it reaped used, without the init's own start-up.
    pub fn main_was_init(&mut self, solution: Reaped) {
        if self.main_is_init && self.main_end.is_some() {
            self.main_end = Some(solution);
        }
    }

    /// How the main process ended (killed, if it never could be reaped).
    pub fn exit(&self) -> Exit {
        self.main_end
            .map_or(Exit::Signal(SIGKILL), |reaped| reaped.exit)
    }

    /// CPU time of the whole tree: every process reaped, or seen alive.
    pub fn cpu(&self) -> Duration {
        let reaped = self.main_end.map_or(Duration::ZERO, |r| r.cpu) + self.orphans_cpu;
        reaped.max(self.seen.cpu)
    }

    /// Peak memory of the tree: the largest of any process's own peak and of
    /// what the live tree held at once in any sample.
    pub fn peak_rss_kib(&self) -> u64 {
        let main = self.main_end.map_or(0, |r| r.peak_rss_kib);
        main.max(self.orphans_peak_kib).max(self.seen.rss_kib)
    }
}

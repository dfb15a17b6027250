//! The whole process tree of one run, as its launcher sees it. The launcher is
//! the subreaper of everything the solution starts, so each descendant is at
//! any moment alive below it (sampled from `/proc`), or reaped by a parent below
//! it (and counted in that parent's usage), or reaped by the launcher itself
//! (counted here), or reaped by the kernel unwaited for (its CPU time as last
//! seen kept by the [`CpuLedger`]). CPU time and peak memory therefore include
//! a grandchild that double-forked away from the solution. Where the run has a
//! cgroup of its own, its counters are exact and win.

use super::cpu_ledger::CpuLedger;
use super::measure::{Method, MAX_TASKS};
use super::procfs;
use super::run_cgroup::RunCgroup;
use super::signal::SIGKILL;
use super::sys::{self, Exit, Reaped};
use super::tree_memory::MemoryWatch;
use std::time::{Duration, Instant};

/// A walk of an unconfined run (a compiler) stops here, so that the watchdog
/// stays cheap whatever it starts.
const MAX_WALK_TASKS: u64 = 4096;

/// What one sample found.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Sample {
    /// CPU time of the whole tree so far.
    pub cpu: Duration,
    pub over_memory: bool,
    pub too_many_tasks: bool,
    /// A process hid what it holds from the walk.
    pub hidden: bool,
    /// Without a cgroup, a process has children reaped unwaited for: only
    /// frequent samples see their CPU time.
    pub unwaited: bool,
}

/// How often the tree is checked for a process that ignores `SIGCHLD`.
const SIGCHLD_EVERY: Duration = Duration::from_millis(25);

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
    /// Orphans reaped since the last sample.
    reaped_since: Vec<u32>,
    ledger: CpuLedger,
    memory: MemoryWatch,
    memory_limit_kib: u64,
    /// The task cap, for a solution (a compiler has none).
    max_tasks: Option<u64>,
    cgroup: Option<RunCgroup>,
    /// The largest CPU time any sample saw.
    seen_cpu: Duration,
    too_many_tasks: bool,
    unwaited: bool,
    sigchld_checked: Option<Instant>,
    /// Whether `main` is the init of the run's namespaces, whose own CPU time,
    /// memory and task (a copy of this small program) are not the solution's.
    main_is_init: bool,
    /// Whether that init runs in the tree's cgroup, whose CPU time then holds its own.
    init_in_cgroup: bool,
    /// The init's own CPU time, as far as it is known.
    init_cpu: Duration,
}

impl Tree {
    /// The tree of the just-started `main` process, a child of this process,
    /// measured in `cgroup` if it joined one; `capped` for a solution.
    pub fn new(
        main: u32,
        memory: MemoryWatch,
        memory_limit_kib: u64,
        capped: bool,
        cgroup: Option<RunCgroup>,
    ) -> Tree {
        Tree {
            launcher: std::process::id(),
            main,
            main_end: None,
            orphans_cpu: Duration::ZERO,
            orphans_peak_kib: 0,
            reaped_since: Vec::new(),
            ledger: CpuLedger::default(),
            memory,
            memory_limit_kib,
            max_tasks: capped.then_some(MAX_TASKS),
            cgroup,
            seen_cpu: Duration::ZERO,
            too_many_tasks: false,
            unwaited: false,
            sigchld_checked: None,
            main_is_init: false,
            init_in_cgroup: false,
            init_cpu: Duration::ZERO,
        }
    }

    /// The same tree, whose main process is the init of the run's namespaces,
    /// in its cgroup too if `in_cgroup`.
    pub fn below_init(self, in_cgroup: bool) -> Tree {
        Tree {
            main_is_init: true,
            init_in_cgroup: in_cgroup && self.cgroup.is_some(),
            ..self
        }
    }

    /// CPU time of everything in the cgroup but the init.
    fn cgroup_cpu(&self) -> Option<Duration> {
        let all = self.cgroup.as_ref().and_then(RunCgroup::cpu)?;
        Some(match self.init_in_cgroup {
            true => all.saturating_sub(self.init_cpu),
            false => all,
        })
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
                self.reaped_since.push(pid);
            }
        }
        Ok(self.main_end.is_some())
    }

    /// The tree's CPU time so far, and whether it holds too much memory or too
    /// many tasks. With every controller in its cgroup, no walk is needed.
    pub fn sample(&mut self) -> Sample {
        if let Some(cgroup) = self
            .cgroup
            .as_ref()
            .filter(|c| c.controllers.memory && c.controllers.pids)
        {
            self.too_many_tasks |= cgroup.refused_tasks();
            let exact_cpu = self.cgroup_cpu();
            self.seen_cpu = self.seen_cpu.max(exact_cpu.unwrap_or_default());
            return Sample {
                cpu: self.seen_cpu,
                over_memory: cgroup.memory_kib().unwrap_or(0) > self.memory_limit_kib,
                too_many_tasks: self.too_many_tasks,
                hidden: false,
                unwaited: false,
            };
        }
        let cap = self.max_tasks.unwrap_or(MAX_WALK_TASKS);
        let init = u64::from(self.main_is_init);
        let mut walk = procfs::walk_below(self.launcher, cap + init, self.unwaited);
        let measured = self.leave_out_init(&mut walk);
        // Read after the walk, which saw the init's own time: never short of it.
        let exact_cpu = self.cgroup_cpu();
        self.too_many_tasks |= self.max_tasks.is_some_and(|cap| walk.tasks > cap)
            || self.cgroup.as_ref().is_some_and(RunCgroup::refused_tasks);
        // A truncated walk would make the processes it missed look vanished.
        if !walk.truncated {
            let live = self.ledger.update(
                self.launcher,
                &walk.procs,
                &self.reaped_since,
                procfs::stat_of,
            );
            self.reaped_since.clear();
            self.seen_cpu = self.seen_cpu.max(live + self.orphans_cpu);
        }
        self.seen_cpu = self.seen_cpu.max(exact_cpu.unwrap_or_default());
        let now = Instant::now();
        if exact_cpu.is_none()
            && self
                .sigchld_checked
                .is_none_or(|at| now - at >= SIGCHLD_EVERY)
        {
            self.sigchld_checked = Some(now);
            self.unwaited |= self.ledger.lost() > Duration::ZERO
                || measured.iter().any(|p| procfs::ignores_sigchld(p.pid));
        }
        let over_memory = match self.cgroup.as_ref().filter(|c| c.controllers.memory) {
            Some(cgroup) => cgroup.memory_kib().unwrap_or(0) > self.memory_limit_kib,
            None => self.memory.over_limit(&measured, now),
        };
        Sample {
            cpu: self.seen_cpu,
            over_memory,
            too_many_tasks: self.too_many_tasks,
            hidden: self.memory.hidden(),
            unwaited: self.unwaited,
        }
    }

    /// Takes the init of the run's namespaces out of a walk: its task and
    /// its own CPU time (what it reaped stays: that is the solution's); and
    /// the processes whose memory and files are the solution's, without it.
    fn leave_out_init(&mut self, walk: &mut procfs::Walk) -> Vec<procfs::ProcStat> {
        if let Some(init) = walk
            .procs
            .iter_mut()
            .find(|p| self.main_is_init && p.pid == self.main)
        {
            self.init_cpu = self.init_cpu.max(init.own_cpu);
            init.own_cpu = Duration::ZERO;
            walk.tasks = walk.tasks.saturating_sub(u64::from(init.threads.max(1)));
        }
        let solution = |p: &&procfs::ProcStat| !(self.main_is_init && p.pid == self.main);
        walk.procs.iter().filter(solution).copied().collect()
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
        if let Some(cgroup) = &self.cgroup {
            cgroup.kill_all(patience);
        }
        let deadline = Instant::now() + patience;
        loop {
            for pid in procfs::descendants(self.launcher) {
                sys::kill_process(pid);
            }
            let _ = self.reap_ended();
            if procfs::children_of(self.launcher).is_empty() || Instant::now() > deadline {
                break;
            }
            std::thread::sleep(Duration::from_millis(1));
        }
        self.too_many_tasks |= self.cgroup.as_ref().is_some_and(RunCgroup::refused_tasks);
    }

    /// Takes what the init of the run's namespaces reported, once it has been
    /// reaped, for the main process: how the solution ended, and what all the
    /// processes it reaped used, without the init's own start-up.
    pub fn main_was_init(&mut self, solution: Reaped) {
        if let Some(init) = self.main_end.filter(|_| self.main_is_init) {
            // wait4 gave the init's own time and all it reaped; the report, what it reaped.
            self.init_cpu = self.init_cpu.max(init.cpu.saturating_sub(solution.cpu));
            self.main_end = Some(solution);
        }
    }

    /// How the main process ended (killed, if it never could be reaped).
    pub fn exit(&self) -> Exit {
        self.main_end
            .map_or(Exit::Signal(SIGKILL), |reaped| reaped.exit)
    }

    /// CPU time of the whole tree: every process reaped, seen alive, or lost
    /// unwaited for; in a cgroup, all it ever counted.
    pub fn cpu(&self) -> Duration {
        let reaped = self.main_end.map_or(Duration::ZERO, |r| r.cpu) + self.orphans_cpu;
        match self.cgroup_cpu() {
            // Samples may have counted up to a tick of the init's own start-up
            // (its `schedstat` lags); the cgroup, less the init's exact time, does not.
            Some(exact) if self.init_in_cgroup => exact.max(reaped),
            exact => (reaped + self.ledger.lost())
                .max(self.seen_cpu)
                .max(exact.unwrap_or_default()),
        }
    }

    /// Peak memory of the tree: the largest of any process's own peak, of
    /// what the live tree held at once in any sample, and of its cgroup's peak.
    pub fn peak_rss_kib(&self) -> u64 {
        let main = self.main_end.map_or(0, |r| r.peak_rss_kib);
        let cgroup = self.cgroup.as_ref().filter(|c| c.controllers.memory);
        let charged = cgroup.and_then(RunCgroup::memory_peak_kib).unwrap_or(0);
        main.max(self.orphans_peak_kib)
            .max(self.memory.peak_kib())
            .max(charged)
    }

    /// Whether the tree had more tasks at once than its cap allows.
    pub fn too_many_tasks(&self) -> bool {
        self.too_many_tasks
    }

    /// How this run was measured.
    pub fn method(&self) -> Method {
        Method {
            cgroup: self.cgroup.as_ref().map(|c| c.controllers),
        }
    }
}

//! One run's own cgroup v2, created by its launcher beneath the judge's
//! cgroup (see `cgroup`), joined by the solution between fork and exec, read
//! while it runs and after, killed as one, and removed before the launcher
//! reports: what `cpu.stat` says is every CPU second any of its tasks ever
//! used; with the controllers, `memory.peak` is every page it was ever charged
//! for at once (memfd and tmpfs pages included) and `pids.max` refuses its
//! 65th task.

use super::cgroup::{Controllers, RUN_PREFIX};
use std::fs::{self, File, OpenOptions};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// `cgroup.procs` of a run's cgroup, open for writing before the fork.
#[derive(Debug)]
pub struct Joiner(File);

impl Joiner {
    /// Moves the calling process into the cgroup: one `write`, so it may run
    /// between fork and exec. The kernel checks the rights of whoever opened
    /// the file, so a solution inside its own user namespace joins too.
    pub fn join(&self) -> std::io::Result<()> {
        (&self.0).write_all(b"0")
    }

    /// The descriptor, to hand to the init of the run's namespaces.
    pub fn as_raw_fd(&self) -> i32 {
        use std::os::fd::AsRawFd;
        self.0.as_raw_fd()
    }
}

impl From<File> for Joiner {
    /// A `cgroup.procs` handed over by the launcher.
    fn from(procs: File) -> Joiner {
        Joiner(procs)
    }
}

/// A run's cgroup, removed on drop (once empty).
#[derive(Debug)]
pub struct RunCgroup {
    dir: PathBuf,
    /// `cgroup.procs`, open for writing: the solution writes `0` to it to join.
    procs: File,
    pub controllers: Controllers,
}

impl RunCgroup {
    /// Creates `parent/nqueens-run-<pid>` with at most `max_tasks` tasks (where
    /// the pids controller is there). Which controllers it has is read from
    /// the new cgroup itself.
    pub fn create(parent: &Path, max_tasks: u64) -> Result<RunCgroup, String> {
        let dir = parent.join(format!("{RUN_PREFIX}{}", std::process::id()));
        fs::create_dir(&dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
        let procs = OpenOptions::new()
            .write(true)
            .open(dir.join("cgroup.procs"));
        let controllers =
            Controllers::listed(&read(&dir, "cgroup.controllers").unwrap_or_default());
        let limited =
            !controllers.pids || fs::write(dir.join("pids.max"), max_tasks.to_string()).is_ok();
        match procs {
            Ok(procs) if limited && dir.join("cpu.stat").exists() => Ok(RunCgroup {
                controllers: Controllers {
                    memory: controllers.memory && dir.join("memory.peak").exists(),
                    pids: controllers.pids,
                },
                dir,
                procs,
            }),
            other => {
                let _ = fs::remove_dir(&dir);
                let why = other
                    .err()
                    .map_or("no cpu.stat or pids.max".into(), |e| e.to_string());
                Err(format!("cannot use {}: {why}", dir.display()))
            }
        }
    }

    /// Whether this cgroup counts only CPU time: no memory charged, no task
    /// cap, so a helper process in it (the run's init) changes nothing but its
    /// own CPU time, which is known exactly and taken off.
    pub fn counts_only_cpu(&self) -> bool {
        !self.controllers.memory && !self.controllers.pids
    }

    /// The cgroup's directory, open, for `clone3`'s `CLONE_INTO_CGROUP`.
    pub fn directory(&self) -> std::io::Result<File> {
        File::open(&self.dir)
    }

    /// What a child joins this cgroup with, between fork and exec.
    pub fn joiner(&self) -> Result<Joiner, String> {
        let procs = self.procs.try_clone();
        procs
            .map(Joiner)
            .map_err(|e| format!("cannot duplicate a descriptor: {e}"))
    }

    /// CPU time of every task that ever ran here.
    pub fn cpu(&self) -> Option<Duration> {
        let usec = flat_keyed(&read(&self.dir, "cpu.stat")?, "usage_usec")?;
        Some(Duration::from_micros(usec))
    }

    /// Memory charged now, and the most ever charged at once (memory controller only).
    pub fn memory_kib(&self) -> Option<u64> {
        Some(
            read(&self.dir, "memory.current")?
                .trim()
                .parse::<u64>()
                .ok()?
                / 1024,
        )
    }

    pub fn memory_peak_kib(&self) -> Option<u64> {
        Some(read(&self.dir, "memory.peak")?.trim().parse::<u64>().ok()? / 1024)
    }

    /// Whether `pids.max` refused a fork or a thread.
    pub fn refused_tasks(&self) -> bool {
        self.controllers.pids
            && read(&self.dir, "pids.events")
                .and_then(|t| flat_keyed(&t, "max"))
                .unwrap_or(0)
                > 0
    }

    /// Kills every task in it at once (Linux 5.14 and later), and waits until
    /// it is empty; false if it could not, or is not empty after `patience`.
    pub fn kill_all(&self, patience: Duration) -> bool {
        // Without cgroup.kill (before 5.14), the launcher's own kill loop does it.
        if fs::write(self.dir.join("cgroup.kill"), "1").is_err() {
            return false;
        }
        let deadline = Instant::now() + patience;
        while self.populated() {
            if Instant::now() > deadline {
                return false;
            }
            std::thread::sleep(Duration::from_millis(1));
        }
        true
    }

    fn populated(&self) -> bool {
        read(&self.dir, "cgroup.events").and_then(|t| flat_keyed(&t, "populated")) != Some(0)
    }
}

impl Drop for RunCgroup {
    fn drop(&mut self) {
        // Empty by now (the tree was killed and reaped); tasks still
        // leaving may take a moment.
        for _ in 0..100 {
            if fs::remove_dir(&self.dir).is_ok() || !self.dir.exists() {
                return;
            }
            std::thread::sleep(Duration::from_millis(2));
        }
    }
}

fn read(dir: &Path, name: &str) -> Option<String> {
    fs::read_to_string(dir.join(name)).ok()
}

/// The value of `key` in a flat-keyed cgroup file (`key value` lines).
pub fn flat_keyed(text: &str, key: &str) -> Option<u64> {
    text.lines().find_map(|line| {
        let (k, v) = line.split_once(' ')?;
        (k == key).then(|| v.trim().parse().ok())?
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flat_keyed_files_give_their_values() {
        let cpu = "usage_usec 436892217\nuser_usec 374050571\nsystem_usec 62841645\n";
        assert_eq!(flat_keyed(cpu, "usage_usec"), Some(436892217));
        assert_eq!(flat_keyed(cpu, "system_usec"), Some(62841645));
        assert_eq!(flat_keyed(cpu, "usage"), None);
        assert_eq!(flat_keyed("populated 0\nfrozen 0\n", "populated"), Some(0));
        assert_eq!(flat_keyed("max 3\n", "max"), Some(3));
        assert_eq!(flat_keyed("max x\n", "max"), None);
    }
}

//! The memory a process tree holds, as the watchdog estimates it without a
//! cgroup: what its processes have resident, plus files in RAM it holds
//! (`shmem`), with pages that several of its processes share counted once.
//!
//! Every poll adds up each process's RSS, which `/proc/<pid>/stat` gives for
//! almost nothing. That sum counts a page shared by two processes (forked
//! copy-on-write, or a shared mapping) twice, so where sharing is possible and
//! the sum would set a new peak or pass the limit, the watchdog reads each
//! process's proportional set size (PSS, `/proc/<pid>/smaps_rollup`: a page
//! shared by k processes counts 1/k in each), which costs a page-table walk
//! per process; it does so at most every few polls, and never more than a
//! tenth of the time, so the watchdog stays cheap. A tree is never held to less
//! than its largest process's RSS, so a single process is measured as judges
//! measure it, shared libraries included. Open files in RAM are looked for
//! every [`FILES_EVERY`], or ten times as long as the last look took; private
//! tmpfs mounts, which fill fast, every poll.

use super::procfs::{self, ProcStat};
use super::shmem::{self, FileId};
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// How often the tree's open files and private tmpfs are looked at.
pub const FILES_EVERY: Duration = Duration::from_millis(25);

/// Where a run may keep files in RAM beyond the descriptors it holds.
#[derive(Clone, Debug, Default)]
pub struct RamFiles {
    /// The run's own stdin and stdout, which it holds but the judge made.
    pub skip: Vec<FileId>,
    /// Its private directory, counted file by file where it lies on a tmpfs.
    pub private_dir: Option<PathBuf>,
    /// Tmpfs mounts of the run's own (whole mounts, counted by their used blocks).
    pub private_tmpfs: Vec<PathBuf>,
}

/// The watchdog's memory estimate of one run's tree.
#[derive(Debug)]
pub struct MemoryWatch {
    limit_kib: u64,
    files: RamFiles,
    /// What the last look at open files and the private directory found.
    files_seen: BTreeMap<FileId, u64>,
    /// Those files, each once, and the private tmpfs mounts whole.
    in_ram_kib: u64,
    files_read: Option<Instant>,
    files_cost: Duration,
    /// When the last PSS pass for a new peak, and past the limit, was made.
    pss_read: [Option<Instant>; 2],
    /// How long the last PSS pass took: passes are spaced ten times that.
    pss_cost: Duration,
    min_pss_gap: Duration,
    peak_kib: u64,
    /// A process of the tree hid its descriptors (see `shmem::held_files`).
    hidden: bool,
}

impl MemoryWatch {
    pub fn new(limit_kib: u64, poll: Duration, files: RamFiles) -> MemoryWatch {
        MemoryWatch {
            limit_kib,
            files,
            files_seen: BTreeMap::new(),
            in_ram_kib: 0,
            files_read: None,
            files_cost: Duration::ZERO,
            pss_read: [None; 2],
            pss_cost: Duration::ZERO,
            min_pss_gap: poll * 4,
            peak_kib: 0,
            hidden: false,
        }
    }

    /// Takes one sample of `procs` (the live tree); true if it holds more than the limit.
    pub fn over_limit(&mut self, procs: &[ProcStat], now: Instant) -> bool {
        let gap = FILES_EVERY.max(self.files_cost * 10);
        if self.files_read.is_none_or(|at| now - at >= gap) {
            let started = Instant::now();
            self.read_files(procs);
            self.files_cost = started.elapsed();
            self.files_read = Some(now);
        }
        // Private tmpfs mounts fill fast and cost a statfs each: every poll.
        let mounts = self.read_mounts(procs);
        let on_mount = |id: &FileId| mounts.iter().any(|&(_, dev)| dev == id.0);
        let single: u64 = self
            .files_seen
            .iter()
            .filter(|(id, _)| !on_mount(id))
            .map(|(_, kib)| kib)
            .sum();
        self.in_ram_kib = single + mounts.iter().map(|&(kib, _)| kib).sum::<u64>();
        let largest = procs.iter().map(|p| p.rss_kib).max().unwrap_or(0);
        let resident: u64 = procs.iter().map(|p| p.rss_kib).sum();
        let upper = resident + self.in_ram_kib;
        let shared = procs.len() > 1 || self.in_ram_kib > 0;
        if !shared {
            self.peak_kib = self.peak_kib.max(upper);
            return upper > self.limit_kib;
        }
        // One process over the limit is over it, however pages are shared:
        // decided at once, without waiting for a PSS pass.
        self.peak_kib = self.peak_kib.max(largest);
        if largest > self.limit_kib {
            return true;
        }
        if upper <= self.peak_kib && upper <= self.limit_kib {
            return false;
        }
        // Passes for a new peak and passes past the limit are spaced apart
        // each, so that the first never hold back the second.
        let over = upper > self.limit_kib;
        let last = &mut self.pss_read[usize::from(over)];
        if last.is_some_and(|at| now - at < self.min_pss_gap.max(self.pss_cost * 10)) {
            // Decided at the next pass, a few polls on.
            return false;
        }
        *last = Some(now);
        let started = Instant::now();
        let kib = self.counted_once(procs).max(largest);
        self.pss_cost = started.elapsed();
        self.peak_kib = self.peak_kib.max(kib);
        kib > self.limit_kib
    }

    /// Whether a process of the tree hid the files it holds, so that what it
    /// holds cannot be measured.
    pub fn hidden(&self) -> bool {
        self.hidden
    }

    /// The most the tree was seen to hold.
    pub fn peak_kib(&self) -> u64 {
        self.peak_kib
    }

    /// Files in RAM the tree holds open, and those in its private directory.
    fn read_files(&mut self, procs: &[ProcStat]) {
        let mut files = BTreeMap::new();
        for p in procs {
            let open = shmem::held_files(p.pid, p.threads, &self.files.skip, &mut files);
            // Hidden if it is still the same process, with memory: not one
            // that is exiting, nor one whose pid went to someone else's.
            let hiding = || {
                procfs::stat_of(p.pid)
                    .is_some_and(|s| s.start_ticks == p.start_ticks && s.rss_kib > 0)
            };
            self.hidden |= !open && hiding();
        }
        if let Some(dir) = &self.files.private_dir {
            shmem::tmpfs_dir_files(dir, &mut files);
        }
        self.files_seen = files;
    }

    /// The used KiB and device of each private tmpfs mount, seen from inside
    /// the run's own mount namespace, through a live process. A file on one
    /// of them is in its used blocks already.
    fn read_mounts(&self, procs: &[ProcStat]) -> Vec<(u64, u64)> {
        let Some(root) = procs
            .first()
            .map(|p| PathBuf::from(format!("/proc/{}/root", p.pid)))
        else {
            return Vec::new();
        };
        let inside = |mount: &PathBuf| {
            shmem::tmpfs_mount(&root.join(mount.strip_prefix("/").unwrap_or(mount)))
        };
        self.files.private_tmpfs.iter().filter_map(inside).collect()
    }

    /// Pages shared between the tree's processes counted once: PSS, where the
    /// shared memory they map (`Pss_Shmem`) is set against the files in RAM
    /// the tree holds, which are mostly the same pages.
    fn counted_once(&self, procs: &[ProcStat]) -> u64 {
        let (mut private, mut mapped_shmem) = (0, 0);
        for p in procs {
            match read_pss(p.pid) {
                Ok(pss) => {
                    private += pss.pss_kib.saturating_sub(pss.shmem_kib);
                    mapped_shmem += pss.shmem_kib;
                }
                // It hides its maps: counted in full.
                Err(Unread::Denied) => private += p.rss_kib,
                // It has ended, or is freeing its memory as it exits.
                Err(Unread::Gone) => {}
            }
        }
        private + mapped_shmem.max(self.in_ram_kib)
    }
}

/// A process's proportional set size, and the part of it that is shared memory.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Pss {
    pss_kib: u64,
    shmem_kib: u64,
}

/// Why a process's PSS could not be read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Unread {
    /// It is non-dumpable and the judge lacks the privilege to look.
    Denied,
    /// It has ended, or is exiting (no memory map left to read).
    Gone,
}

fn read_pss(pid: u32) -> Result<Pss, Unread> {
    match std::fs::read_to_string(format!("/proc/{pid}/smaps_rollup")) {
        Ok(text) => parse_pss(&text).ok_or(Unread::Gone),
        Err(e) if e.kind() == std::io::ErrorKind::PermissionDenied => Err(Unread::Denied),
        Err(_) => Err(Unread::Gone),
    }
}

/// Parses `smaps_rollup` (`Pss_Shmem` is absent before Linux 5.9: then 0).
fn parse_pss(text: &str) -> Option<Pss> {
    let kib = |key: &str| {
        text.lines()
            .find_map(|l| l.strip_prefix(key)?.strip_prefix(':'))
            .and_then(|v| v.split_whitespace().next()?.parse::<u64>().ok())
    };
    Some(Pss {
        pss_kib: kib("Pss")?,
        shmem_kib: kib("Pss_Shmem").unwrap_or(0),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn smaps_rollup_gives_pss_and_its_shared_memory() {
        let text = "55d0-7ffe ---p 00000000 00:00 0  [rollup]\nRss:   62620 kB\n\
                    Pss:   31601 kB\nPss_Dirty:  1 kB\nPss_Anon: 30000 kB\nPss_Shmem:  1024 kB\n";
        assert_eq!(
            parse_pss(text),
            Some(Pss {
                pss_kib: 31601,
                shmem_kib: 1024
            })
        );
        assert_eq!(parse_pss("Rss: 5 kB\n"), None);
        let old = parse_pss("Pss: 7 kB\n").unwrap();
        assert_eq!(old.shmem_kib, 0);
    }

    #[test]
    fn this_process_has_a_pss_no_larger_than_its_rss() {
        let me = super::super::procfs::stat_of(std::process::id()).unwrap();
        let pss = read_pss(me.pid).unwrap();
        assert_eq!(read_pss(u32::MAX / 2), Err(Unread::Gone));
        assert!(
            pss.pss_kib > 0 && pss.pss_kib <= me.rss_kib + 1024,
            "{pss:?} {me:?}"
        );
    }

    fn proc(pid: u32, rss_kib: u64) -> ProcStat {
        ProcStat {
            pid,
            rss_kib,
            ..ProcStat::default()
        }
    }

    #[test]
    fn a_single_process_is_held_to_its_rss() {
        let mut watch = MemoryWatch::new(1000, Duration::from_millis(5), RamFiles::default());
        let now = Instant::now();
        // A pid that does not exist holds no files.
        assert!(!watch.over_limit(&[proc(u32::MAX / 2, 900)], now));
        assert!(watch.over_limit(&[proc(u32::MAX / 2, 1001)], now));
        assert_eq!(watch.peak_kib(), 1001);
    }

    #[test]
    fn processes_that_ended_count_only_as_the_largest_rss_and_passes_are_spaced() {
        let mut watch = MemoryWatch::new(1000, Duration::from_millis(5), RamFiles::default());
        let now = Instant::now();
        // Two processes that ended since the walk read them: their memory is
        // being freed, but the tree is held to the largest RSS seen.
        let gone = [proc(u32::MAX / 2, 600), proc(u32::MAX / 2 - 1, 1100)];
        assert!(watch.over_limit(&gone, now), "the largest RSS, 1100 KiB");
        assert_eq!(watch.peak_kib(), 1100);
        let two = [proc(u32::MAX / 2, 600), proc(u32::MAX / 2 - 1, 900)];
        let three = [two[0], two[1], proc(u32::MAX / 2 - 2, 950)];
        assert!(!watch.over_limit(&two, now + Duration::from_millis(25)));
        // The next pass waits at least four polls: until then, not over.
        let soon = now + Duration::from_millis(30);
        assert!(!watch.over_limit(&three, soon));
        assert_eq!(watch.peak_kib(), 1100);
        // But one process past the limit is over it at once.
        let big = [two[0], proc(u32::MAX / 2 - 3, 1001)];
        assert!(watch.over_limit(&big, soon));
    }
}

//! Live measurements of a running process tree from `/proc`, for the watchdog:
//! `wait4` only reports once a process has ended, and a limit must be enforced
//! while it runs. One read of `/proc/<pid>/stat` per process and poll gives its
//! CPU time, the CPU of the children it waited for, its threads and its
//! resident memory; the walk is capped so that a fork bomb cannot make the
//! watchdog itself slow.

use std::fs;
use std::time::Duration;

/// `/proc` reports CPU times in USER_HZ ticks, which Linux fixes at 100 per second.
const TICK: Duration = Duration::from_millis(10);

/// One process as `/proc/<pid>/stat` shows it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ProcStat {
    pub pid: u32,
    pub ppid: u32,
    /// When it started, in ticks after boot: with the pid, it names one
    /// process even if the pid is reused.
    pub start_ticks: u64,
    /// User + system time of all its threads, live and ended.
    pub own_cpu: Duration,
    /// User + system time of the children it waited for (and theirs).
    pub reaped_cpu: Duration,
    pub threads: u32,
    /// Resident memory (anonymous, file and shared pages it maps).
    pub rss_kib: u64,
}

/// Every live descendant of some processes, as one walk found them.
#[derive(Debug, Default)]
pub struct Walk {
    /// Parents before their children.
    pub procs: Vec<ProcStat>,
    /// Processes plus threads of everything found.
    pub tasks: u64,
    /// The walk stopped at its cap: there may be more.
    pub truncated: bool,
}

/// Walks the live descendants of `pid` (not `pid` itself: for the launcher,
/// the solution and every orphan re-parented to it), reading each one's stat.
/// Stops once more than `max_tasks` processes and threads were found.
/// `precise`: the CPU time of a single-threaded process to the scheduler's
/// tick rather than to the 10 ms `/proc/<pid>/stat` rounds it down to (one
/// more read each), for processes that may vanish unwaited for.
pub fn walk_below(root: u32, max_tasks: u64, precise: bool) -> Walk {
    let mut walk = Walk::default();
    let mut pending = children_of(root);
    pending.reverse();
    // The tree so far: a process found is a child of one of these (or was
    // re-parented to one), else its pid was reused by a process of someone else.
    let mut tree = std::collections::HashSet::from([root]);
    while let Some(pid) = pending.pop() {
        if walk.tasks > max_tasks || walk.procs.len() as u64 > max_tasks {
            walk.truncated = true;
            break;
        }
        // A process that ended mid-walk is simply not there.
        let Some(mut stat) = stat_of(pid).filter(|s| tree.contains(&s.ppid)) else {
            continue;
        };
        tree.insert(pid);
        if precise && stat.threads == 1 {
            stat.own_cpu = stat.own_cpu.max(run_time(pid).unwrap_or_default());
        }
        walk.tasks += u64::from(stat.threads.max(1));
        walk.procs.push(stat);
        let mut children = match stat.threads {
            // Most processes have one thread: one read instead of a listing.
            1 => children_of_thread(pid, pid).unwrap_or_default(),
            _ => children_of(pid),
        };
        children.reverse();
        pending.extend(children);
    }
    walk
}

/// Every live descendant of `pid`, at most [`MAX_KILL_WALK`] of them, parents first.
pub fn descendants(pid: u32) -> Vec<u32> {
    let mut found = Vec::new();
    let mut pending = children_of(pid);
    while let Some(pid) = pending.pop() {
        if found.len() >= MAX_KILL_WALK {
            break;
        }
        found.push(pid);
        pending.extend(children_of(pid));
    }
    found
}

/// Killing walks further than measuring: each pass kills what it finds, so
/// a fork bomb shrinks pass by pass.
const MAX_KILL_WALK: usize = 4096;

/// Reads `/proc/<pid>/stat`; `None` once the process is gone.
pub fn stat_of(pid: u32) -> Option<ProcStat> {
    let text = read_proc(format!("/proc/{pid}/stat"))?;
    let mut stat = parse_stat(&text)?;
    // A process whose main thread has exited (`pthread_exit` in `main`) shows
    // no memory in its own stat, so that of a live thread of it is read instead.
    if stat.rss_kib == 0 && stat.threads > 1 {
        stat.rss_kib = thread_rss_kib(pid).unwrap_or(0);
    }
    Some(stat)
}

/// The time the main thread of `pid` has spent on a CPU, in nanoseconds in
/// `/proc/<pid>/schedstat` (brought up to date at every scheduler tick).
fn run_time(pid: u32) -> Option<Duration> {
    let text = read_proc(format!("/proc/{pid}/schedstat"))?;
    Some(Duration::from_nanos(
        text.split_whitespace().next()?.parse().ok()?,
    ))
}

/// Parses one `/proc/<pid>/stat` line.
pub fn parse_stat(text: &str) -> Option<ProcStat> {
    let pid = text.split_whitespace().next()?.parse().ok()?;
    // The fields after the command name, which is parenthesised and may hold
    // spaces or parentheses; `rest[0]` is field 3 of the line.
    let rest: Vec<&str> = text.rsplit_once(')')?.1.split_whitespace().collect();
    let field = |n: usize| rest.get(n - 3)?.parse::<u64>().ok();
    let ticks = |a: usize, b: usize| Some(TICK * (field(a)? + field(b)?) as u32);
    Some(ProcStat {
        pid,
        ppid: field(4)? as u32,
        own_cpu: ticks(14, 15)?,
        reaped_cpu: ticks(16, 17)?,
        threads: field(20)? as u32,
        start_ticks: field(22)?,
        rss_kib: field(24)? * page_kib(),
    })
}

fn thread_rss_kib(pid: u32) -> Option<u64> {
    fs::read_dir(format!("/proc/{pid}/task"))
        .ok()?
        .flatten()
        .find_map(|task| {
            let text = fs::read_to_string(task.path().join("stat")).ok()?;
            Some(parse_stat(&text)?.rss_kib).filter(|&kib| kib > 0)
        })
}

/// Reads a small `/proc` file: open, read to the end, close. (`fs::read_to_string`
/// also asks for the file's size first, which `/proc` does not know: a system
/// call per file the watchdog reads thousands of times a second.)
pub fn read_proc(path: String) -> Option<String> {
    use std::io::Read;
    let mut file = fs::File::open(path).ok()?;
    let (mut bytes, mut buf) = (Vec::new(), [0u8; 4096]);
    loop {
        match file.read(&mut buf) {
            Ok(0) => break,
            Ok(n) => bytes.extend_from_slice(&buf[..n]),
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(_) => return None,
        }
    }
    String::from_utf8(bytes).ok()
}

/// The size of a memory page in KiB, from the auxiliary vector the kernel
/// gave this process (`AT_PAGESZ`); 4 KiB if it cannot be read.
fn page_kib() -> u64 {
    static PAGE_KIB: std::sync::OnceLock<u64> = std::sync::OnceLock::new();
    *PAGE_KIB.get_or_init(|| {
        const AT_PAGESZ: u64 = 6;
        let auxv = fs::read("/proc/self/auxv").unwrap_or_default();
        let words: Vec<u64> = auxv
            .chunks_exact(8)
            .map(|w| u64::from_ne_bytes(w.try_into().expect("8 bytes")))
            .collect();
        words
            .chunks_exact(2)
            .find(|pair| pair[0] == AT_PAGESZ)
            .map_or(4, |pair| (pair[1] / 1024).max(1))
    })
}

/// Whether `pid` ignores `SIGCHLD`, so that the kernel reaps its children
/// without a wait (and their CPU time reaches no one's usage).
pub fn ignores_sigchld(pid: u32) -> bool {
    const SIGCHLD: u32 = 17;
    let status = fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    let mask = status.lines().find_map(|l| l.strip_prefix("SigIgn:"));
    mask.and_then(|m| u64::from_str_radix(m.trim(), 16).ok())
        .is_some_and(|m| m & (1 << (SIGCHLD - 1)) != 0)
}

/// Whether any thread of any live descendant of `pid` is running or waiting
/// for a CPU (state `R`), rather than sleeping or blocked.
pub fn any_runnable_below(pid: u32) -> bool {
    descendants(pid).into_iter().any(is_runnable)
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

/// The live children of every thread of `pid` (a subreaper's adopted orphans included).
pub fn children_of(pid: u32) -> Vec<u32> {
    let Ok(tasks) = fs::read_dir(format!("/proc/{pid}/task")) else {
        return Vec::new();
    };
    let tids = tasks
        .flatten()
        .filter_map(|t| t.file_name().to_str()?.parse().ok());
    tids.filter_map(|tid| children_of_thread(pid, tid))
        .flatten()
        .collect()
}

/// The children that thread `tid` of `pid` started.
fn children_of_thread(pid: u32, tid: u32) -> Option<Vec<u32>> {
    let list = read_proc(format!("/proc/{pid}/task/{tid}/children"))?;
    Some(
        list.split_whitespace()
            .filter_map(|c| c.parse::<u32>().ok())
            .collect(),
    )
}

#[cfg(test)]
#[path = "procfs_tests.rs"]
mod tests;

//! The launcher: this binary started as `judge __launch …` for exactly one run.
//!
//! It is a fresh, small process, so the solution it starts begins with a tiny
//! `ru_maxrss` of its own. It starts the solution with its rlimits and (for a
//! solution, not a compiler) its sandbox: directly, or, with namespaces, through
//! a child cloned into them that becomes the run's init. It stays outside and
//! watches the whole tree's CPU time, memory and wall time from the host's
//! `/proc`, kills the tree on a limit, kills whatever is left once the
//! solution's main process ends, and prints a [`RunOutcome`] on stdout for the
//! judge. Should the judge go away, or a signal tell it to stop, it kills the
//! tree at once instead of leaving it behind.

use super::init::Report;
use super::interrupt;
use super::measure::MAX_TASKS;
use super::namespaces;
use super::outcome::{Kill, RunOutcome, STDERR_KEPT_BYTES};
use super::run_cgroup::RunCgroup;
use super::shmem;
use super::signal::SIGTERM;
use super::spec::Launch;
use super::start::{start_here, start_in_namespaces, Started};
use super::sys::{self, Reaped};
use super::time_limits;
use super::tree::Tree;
use super::tree_memory::{MemoryWatch, RamFiles};
use std::ffi::OsString;
use std::fs::File;
use std::io::{Read, Write};
use std::sync::mpsc::{self, Receiver};
use std::time::{Duration, Instant};

/// How often the watchdog samples the running tree and checks on the judge:
/// every 5 ms for short limits, less often for long ones (a few hundred samples
/// per limit), so a long run's watchdog costs little CPU on a shared machine.
fn poll_interval(cpu_limit: Duration) -> Duration {
    (cpu_limit / 300).clamp(Duration::from_millis(5), Duration::from_millis(20))
}
/// How many samples in a row must find a tree past its wall limit idle.
const IDLE_SAMPLES: u32 = 3;

/// The interval while the kernel reaps children unwaited for (see `cpu_ledger`).
const FAST_POLL: Duration = Duration::from_millis(1);

/// How long killing a tree may take before the launcher gives up on a process
/// that will not die.
const KILL_PATIENCE: Duration = Duration::from_secs(1);

/// Runs the launcher on its arguments (those after `__launch`); returns the exit code.
pub fn main(args: impl Iterator<Item = OsString>) -> i32 {
    sys::set_process_name(c"judge-launcher");
    let report = Launch::from_args(args).and_then(|launch| launch_run(&launch));
    let text = match report {
        Ok(outcome) => outcome.to_lines(),
        Err(message) => format!("error={}\n", message.replace('\n', " ")),
    };
    let _ = std::io::stdout().write_all(text.as_bytes());
    0
}

/// What the init of the run's namespaces reported on `status`, if anything
/// (nothing if it was killed).
fn init_report(status: Option<File>) -> Option<Reaped> {
    let mut text = String::new();
    status?.read_to_string(&mut text).ok()?;
    Report::from_line(&text).map(|report| report.0)
}

/// Whether the launcher must stop at once: a signal (Ctrl-C reaches it too, as
/// it shares the judge's process group), or the judge is gone.
fn told_to_stop(judge_pid: u32) -> bool {
    interrupt::received().is_some() || (judge_pid != 0 && sys::parent_pid() != judge_pid)
}

fn launch_run(launch: &Launch) -> Result<RunOutcome, String> {
    let spec = &launch.spec;
    interrupt::install().map_err(|e| format!("cannot handle signals: {e}"))?;
    // Told by the kernel when the judge ends; checked right after, as it may have ended already.
    sys::signal_on_parent_death(SIGTERM).map_err(|e| format!("cannot watch the judge: {e}"))?;
    if told_to_stop(launch.judge_pid) {
        return Err("the judge stopped before the run began".into());
    }
    let open = |path: &std::path::Path, create: bool| {
        let file = if create {
            File::create(path)
        } else {
            File::open(path)
        };
        file.map_err(|e| format!("{}: {e}", path.display()))
    };
    let (stdin, stdout, kept_stderr) = (
        open(&spec.stdin, false)?,
        open(&spec.stdout, true)?,
        open(&spec.stderr, true)?,
    );
    // Orphans of the solution re-parent to us, so they are measured and killed too.
    sys::become_subreaper().map_err(|e| format!("cannot become a subreaper: {e}"))?;
    let skip: Vec<_> = [&stdin, &stdout]
        .into_iter()
        .filter_map(shmem::file_id)
        .collect();
    let spares = (clone(&stdin)?, clone(&stdout)?);
    // Only a solution gets a cgroup; should joining it fail, it runs without.
    let cgroup = match (&launch.cgroup_parent, &launch.confinement) {
        (Some(parent), Some(_)) => RunCgroup::create(parent, MAX_TASKS).ok(),
        _ => None,
    };
    let start_with = |stdin, stdout, cgroup: Option<&RunCgroup>| match &launch.confinement {
        Some(confinement) if launch.layers.namespaces => {
            start_in_namespaces(launch, confinement, stdin, stdout, cgroup)
        }
        _ => start_here(launch, stdin, stdout, cgroup),
    };
    let started = start_with(stdin, stdout, cgroup.as_ref());
    let (started, cgroup) = match (started, cgroup) {
        (Ok(started), cgroup) => (started, cgroup),
        (Err(_), Some(_)) => (start_with(spares.0, spares.1, None)?, None),
        (Err(e), None) => return Err(e),
    };
    let start = Instant::now();
    let Started {
        pid,
        stderr,
        status,
        init_in_cgroup,
    } = started;
    // Told first, so the judge can clean up should this launcher be killed.
    let mut out = std::io::stdout();
    let _ = out
        .write_all(format!("pid={pid}\n").as_bytes())
        .and_then(|_| out.flush());
    let stderr_total = drain(stderr, kept_stderr);

    // Inside namespaces, the run's own tmpfs mounts (its TMPDIR one of them):
    // files there are memory it holds.
    let private_tmpfs = match &launch.confinement {
        Some(c) if launch.layers.namespaces => {
            let mut mounts = namespaces::covered_dirs();
            mounts.push(
                c.private_dir
                    .canonicalize()
                    .unwrap_or(c.private_dir.clone()),
            );
            mounts
        }
        _ => Vec::new(),
    };
    let files = RamFiles {
        skip,
        private_dir: launch.confinement.as_ref().map(|c| c.private_dir.clone()),
        private_tmpfs,
    };
    let memory = MemoryWatch::new(spec.memory_limit_kib, poll_interval(spec.cpu_limit), files);
    let capped = launch.confinement.is_some();
    let tree = Tree::new(pid, memory, spec.memory_limit_kib, capped, cgroup);
    let mut tree = match status.is_some() {
        true => tree.below_init(init_in_cgroup),
        false => tree,
    };
    let watched = watch(&mut tree, launch, start);
    let wall = start.elapsed();
    // Whatever is left dies with the case, even if watching failed.
    tree.kill_all(KILL_PATIENCE);
    let killed = watched?.or(tree.too_many_tasks().then_some(Kill::Processes));
    if let Some(solution) = init_report(status) {
        tree.main_was_init(solution);
    }

    let stdout_bytes = std::fs::metadata(&spec.stdout)
        .map(|m| m.len())
        .unwrap_or(0);
    // A pipe still held open by an unkillable process must not hang the judge.
    let stderr_bytes = stderr_total
        .recv_timeout(Duration::from_secs(1))
        .unwrap_or(STDERR_KEPT_BYTES);
    Ok(RunOutcome {
        exit: tree.exit(),
        cpu: tree.cpu(),
        wall,
        peak_rss_kib: tree.peak_rss_kib(),
        killed,
        stdout_bytes,
        stderr_bytes,
        measured: tree.method(),
    })
}

fn clone(file: &File) -> Result<File, String> {
    file.try_clone()
        .map_err(|e| format!("cannot duplicate a descriptor: {e}"))
}

/// Waits for the tree's main process to end; stops the run as soon as the tree
/// passes a limit or the launcher is told to stop, and says why.
fn watch(tree: &mut Tree, launch: &Launch, start: Instant) -> Result<Option<Kill>, String> {
    let spec = &launch.spec;
    let poll = poll_interval(spec.cpu_limit);
    let (mut last_cpu, mut idle_samples) = (Duration::ZERO, 0);
    loop {
        if tree.reap_ended()? {
            return Ok(None);
        }
        if told_to_stop(launch.judge_pid) {
            return Ok(Some(Kill::LauncherLost));
        }
        let sampled = Instant::now();
        let sample = tree.sample();
        // A big tree takes longer to sample: the watchdog then samples less
        // often (up to 4 × the interval), so it stays near a tenth of a CPU.
        // Children reaped unwaited for are seen only by a sample: then every
        // millisecond (at that same tenth).
        let shortest = if sample.unwaited { FAST_POLL } else { poll };
        let pause = (sampled.elapsed() * 9).clamp(shortest, poll * 4);
        if sample.cpu > spec.cpu_limit {
            return Ok(Some(Kill::Cpu));
        }
        if sample.over_memory {
            return Ok(Some(Kill::Memory));
        }
        if sample.too_many_tasks {
            return Ok(Some(Kill::Processes));
        }
        if sample.hidden {
            return Ok(Some(Kill::Hidden));
        }
        // Past the wall limit, only a tree that is not computing is stopped: a
        // busy machine slows a computing run, which its CPU limit then stops.
        // Not computing means so in a few samples running, its CPU time still:
        // one sample may fall between two of a run's workers.
        let wall = start.elapsed();
        if wall > spec.wall_limit {
            let idle = sample.cpu == last_cpu && !tree.computing();
            idle_samples = if idle { idle_samples + 1 } else { 0 };
            if wall > time_limits::wall_cap(spec.wall_limit) || idle_samples >= IDLE_SAMPLES {
                return Ok(Some(Kill::Wall));
            }
        }
        last_cpu = sample.cpu;
        std::thread::sleep(pause);
    }
}

/// Copies the first [`STDERR_KEPT_BYTES`] of `pipe` into `keep` and counts the rest,
/// so a flood of stderr neither blocks the solution nor fills memory or disk.
fn drain(mut pipe: File, mut keep: File) -> Receiver<u64> {
    let (total_tx, total_rx) = mpsc::channel();
    std::thread::spawn(move || {
        let (mut total, mut buf) = (0u64, [0u8; 16 * 1024]);
        loop {
            match pipe.read(&mut buf) {
                Ok(0) => break,
                Ok(n) => {
                    let room = STDERR_KEPT_BYTES.saturating_sub(total).min(n as u64) as usize;
                    if room > 0 {
                        let _ = keep.write_all(&buf[..room]);
                    }
                    total += n as u64;
                }
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
                Err(_) => break,
            }
        }
        let _ = total_tx.send(total);
    });
    total_rx
}

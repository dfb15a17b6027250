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

use super::confine::{self, ChildLimits, Confine, Sandbox, Streams};
use super::init::{Handed, Report, INIT_ARG, STARTED};
use super::interrupt;
use super::mount_calls::Steps;
use super::mounts;
use super::namespaces::{self, Entry, Exec};
use super::outcome::{Kill, RunOutcome, STDERR_KEPT_BYTES};
use super::signal::SIGTERM;
use super::spec::{describe, Confinement, Launch};
use super::sys::{self, Reaped};
use super::time_limits;
use super::tree::Tree;
use std::ffi::OsString;
use std::fs::File;
use std::io::{Read, Write};
use std::os::fd::AsRawFd;
use std::path::Path;
use std::sync::mpsc::{self, Receiver};
use std::time::{Duration, Instant};

/// How often the watchdog samples the running tree and checks on the judge:
/// every 5 ms for short limits, less often for long ones (a few hundred samples
/// per limit), so a long run's watchdog costs little CPU on a shared machine.
fn poll_interval(cpu_limit: Duration) -> Duration {
    (cpu_limit / 300).clamp(Duration::from_millis(5), Duration::from_millis(20))
}
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

/// A started run: its main process (the solution, or the init of its
/// namespaces), the read end of its stderr, and, from an init, the pipe of its
/// [`Report`].
struct Started {
    pid: u32,
    stderr: File,
    status: Option<File>,
}

/// What the init of the run's namespaces reported on `status`, if anything
/// (nothing if it was killed).
fn init_report(status: Option<File>) -> Option<Reaped> {
    let mut text = String::new();
    status?.read_to_string(&mut text).ok()?;
    Report::from_line(&text).map(|report| report.0)
}

/// Starts the run here: the launcher forks the solution (or compiler) itself.
fn start_here(launch: &Launch, stdin: File, stdout: File) -> Result<Started, String> {
    let spec = &launch.spec;
    let sandbox = match &launch.confinement {
        Some(c) => Some(Sandbox::new(&launch.layers, &c.private_dir, &stdout)?),
        None => None,
    };
    let (stderr, write_end) = sys::pipe().map_err(|e| format!("pipe: {e}"))?;
    let streams = Streams {
        stdin,
        stdout,
        stderr: write_end,
    };
    let confine = Confine {
        limits: ChildLimits::of(spec),
        sandbox,
    };
    let private_dir = launch.confinement.as_ref().map(|c| c.private_dir.as_path());
    let mut command = confine::command(spec, private_dir, streams, confine);
    let child = command
        .spawn()
        .map_err(|e| format!("cannot start {}: {e}", describe(&spec.argv)))?;
    Ok(Started {
        pid: child.id(),
        stderr,
        status: None,
    })
}

/// Starts the run in new namespaces: a child cloned into them arranges the
/// mounts and becomes the run's init, which starts the solution.
fn start_in_namespaces(
    launch: &Launch,
    confinement: &Confinement,
    stdin: File,
    stdout: File,
) -> Result<Started, String> {
    let spec = &launch.spec;
    let view = mounts::View {
        covered: namespaces::covered_dirs(),
        cwd: spec.cwd.clone(),
        kept: mounts::named_by(&spec.argv),
        private_dir: confinement.private_dir.clone(),
        hidden: confinement.hidden.clone(),
        devices: namespaces::devices(),
        // Files there are memory: at most the memory limit in each tmpfs.
        tmpfs_kib: spec.memory_limit_kib,
    };
    let steps = Steps::new(mounts::plan(&view), view.tmpfs_kib);
    let pipe = || sys::pipe().map_err(|e| format!("pipe: {e}"));
    let ((stderr, stderr_in), (mut setup, setup_in), (status, status_in)) =
        (pipe()?, pipe()?, pipe()?);
    let handed = [&stdin, &stdout, &stderr_in, &setup_in, &status_in].map(|f| f.as_raw_fd());
    let mut argv: Vec<OsString> = vec!["judge".into(), INIT_ARG.into()];
    argv.push(Handed::argument(handed).into());
    argv.extend(launch.to_args().into_iter().skip(1));
    let exec = Exec::new(Path::new("/proc/self/exe"), &argv, handed.to_vec());
    let mut entry = Entry::new(steps, Some(exec));
    let pid = namespaces::start(&mut entry, &setup_in)
        .map_err(|e| format!("cannot enter new namespaces: {e}"))?;
    drop((stdin, stdout, stderr_in, setup_in, status_in));
    // STARTED once the init has started the solution; else why it could not.
    let mut failure = Vec::new();
    let _ = setup.read_to_end(&mut failure);
    if failure != STARTED {
        sys::kill_process(pid);
        let _ = sys::reap(pid, true);
        if failure.is_empty() {
            return Err("the run's init ended before it started the solution".into());
        }
        return Err(entry.describe_failure(&failure).unwrap_or_else(|refused| {
            format!(
                "cannot set up the sandbox: {refused}; \
                 NQUEENS_JUDGE_NAMESPACES=off runs without namespaces"
            )
        }));
    }
    Ok(Started {
        pid,
        stderr,
        status: Some(status),
    })
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
    let started = match &launch.confinement {
        Some(confinement) if launch.layers.namespaces => {
            start_in_namespaces(launch, confinement, stdin, stdout)?
        }
        _ => start_here(launch, stdin, stdout)?,
    };
    let start = Instant::now();
    let Started {
        pid,
        stderr,
        status,
    } = started;
    // Told first, so the judge can clean up should this launcher be killed.
    let mut out = std::io::stdout();
    let _ = out
        .write_all(format!("pid={pid}\n").as_bytes())
        .and_then(|_| out.flush());
    let stderr_total = drain(stderr, kept_stderr);

    let mut tree = match status.is_some() {
        true => Tree::with_init(pid),
        false => Tree::new(pid),
    };
    let watched = watch(&mut tree, launch, start);
    let wall = start.elapsed();
    // Whatever is left dies with the case, even if watching failed.
    tree.kill_all(KILL_PATIENCE);
    let killed = watched?;
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
    })
}

/// Waits for the tree's main process to end; stops the run as soon as the tree
/// passes a limit or the launcher is told to stop, and says why.
fn watch(tree: &mut Tree, launch: &Launch, start: Instant) -> Result<Option<Kill>, String> {
    let spec = &launch.spec;
    let poll = poll_interval(spec.cpu_limit);
    loop {
        if tree.reap_ended()? {
            return Ok(None);
        }
        if told_to_stop(launch.judge_pid) {
            return Ok(Some(Kill::LauncherLost));
        }
        let sample = tree.sample();
        if sample.cpu > spec.cpu_limit {
            return Ok(Some(Kill::Cpu));
        }
        if sample.rss_kib > spec.memory_limit_kib {
            return Ok(Some(Kill::Memory));
        }
        // Past the wall limit, only a tree that is not computing is stopped: a
        // busy machine slows a computing run, which its CPU limit then stops.
        let wall = start.elapsed();
        if wall > spec.wall_limit
            && (wall > time_limits::wall_cap(spec.wall_limit) || !tree.computing())
        {
            return Ok(Some(Kill::Wall));
        }
        std::thread::sleep(poll);
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

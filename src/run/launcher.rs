//! The launcher: this binary started as `judge __launch …` for exactly one run.
//!
//! It is a fresh, small process, so the solution it forks starts with a tiny
//! `ru_maxrss` of its own. It caps the solution with rlimits and (for a
//! solution, not a compiler) Landlock, watches the whole tree's CPU time,
//! memory and wall time, kills the tree on a limit, kills whatever is left once
//! the solution's main process ends, and prints a [`RunOutcome`] on stdout for
//! the judge. Should the judge go away, or a signal tell it to stop, it kills
//! the tree at once instead of leaving it behind.

use super::environment;
use super::interrupt;
use super::outcome::{Kill, RunOutcome, STDERR_KEPT_BYTES};
use super::sandbox::Ruleset;
use super::signal::SIGTERM;
use super::spec::{describe, Launch};
use super::sys::{self, Resource};
use super::time_limits;
use super::tree::Tree;
use std::ffi::OsString;
use std::fs::File;
use std::io::{Read, Write};
use std::os::unix::process::CommandExt;
use std::process::{ChildStderr, Command, Stdio};
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

/// Limits applied in the forked child before exec; plain numbers, so that
/// applying them allocates nothing (only async-signal-safe work is allowed there).
#[derive(Clone, Copy)]
struct ChildLimits {
    cpu_backstop_s: u64,
    file_size_bytes: u64,
    stack_bytes: u64,
    address_space_bytes: Option<u64>,
}

impl ChildLimits {
    fn of(spec: &super::RunSpec) -> ChildLimits {
        ChildLimits {
            // The watchdog kills on CPU much sooner; this only catches a stuck watchdog.
            cpu_backstop_s: spec.cpu_limit.as_secs() + 2,
            file_size_bytes: spec.output_limit_bytes + 1,
            stack_bytes: spec.memory_limit_kib * 1024,
            address_space_bytes: spec.address_space_kib.map(|kib| kib * 1024),
        }
    }

    fn apply(self) -> std::io::Result<()> {
        sys::die_with_parent()?;
        sys::set_limit(Resource::Core, 0, 0)?;
        sys::set_limit(
            Resource::FileSize,
            self.file_size_bytes,
            self.file_size_bytes,
        )?;
        sys::set_limit(Resource::Cpu, self.cpu_backstop_s, self.cpu_backstop_s + 1)?;
        // Judges let the stack grow as far as the memory limit; failing to raise it is harmless.
        let _ = sys::set_limit(Resource::Stack, self.stack_bytes, self.stack_bytes);
        if let Some(bytes) = self.address_space_bytes {
            sys::set_limit(Resource::AddressSpace, bytes, bytes)?;
        }
        Ok(())
    }
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
    let ruleset = match &launch.confinement {
        Some(c) if c.landlock => Some(Ruleset::for_solution(&c.private_dir, &spec.stdout)?),
        _ => None,
    };
    // Orphans of the solution re-parent to us, so they are measured and killed too.
    sys::become_subreaper().map_err(|e| format!("cannot become a subreaper: {e}"))?;

    let limits = ChildLimits::of(spec);
    let mut command = Command::new(&spec.argv[0]);
    command
        .args(&spec.argv[1..])
        .current_dir(&spec.cwd)
        .stdin(stdin)
        .stdout(stdout)
        .stderr(Stdio::piped())
        .process_group(0);
    // A solution starts from a fixed environment (its TMPDIR the private
    // directory); a compiler from the user's, less what would change what it
    // builds, with its own TMPDIR where the judge gives one.
    match &launch.confinement {
        Some(confinement) => {
            let path = std::env::var_os("PATH");
            let env =
                environment::for_solution(&spec.argv[0], &confinement.private_dir, path.as_deref());
            command.env_clear().envs(env);
        }
        None => {
            for name in environment::COMPILER_UNSET {
                command.env_remove(name);
            }
            if let Some(dir) = &spec.tmpdir {
                command.env("TMPDIR", dir);
            }
        }
    }
    // SAFETY: `apply` and `restrict_self` only make system calls on integers,
    // which is allowed after fork.
    unsafe {
        command.pre_exec(move || {
            limits.apply()?;
            match &ruleset {
                Some(ruleset) => ruleset.restrict_self(),
                None => Ok(()),
            }
        })
    };
    let start = Instant::now();
    let mut child = command
        .spawn()
        .map_err(|e| format!("cannot start {}: {e}", describe(&spec.argv)))?;
    let pid = child.id();
    // Told first, so the judge can clean up should this launcher be killed.
    let mut out = std::io::stdout();
    let _ = out
        .write_all(format!("pid={pid}\n").as_bytes())
        .and_then(|_| out.flush());
    let stderr_total = drain(child.stderr.take().expect("piped stderr"), kept_stderr);

    let mut tree = Tree::new(pid);
    let watched = watch(&mut tree, launch, start);
    let wall = start.elapsed();
    // Whatever is left dies with the case, even if watching failed.
    tree.kill_all(KILL_PATIENCE);
    let killed = watched?;

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
fn drain(mut pipe: ChildStderr, mut keep: File) -> Receiver<u64> {
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

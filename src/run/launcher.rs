//! The launcher: this binary started as `judge __launch …` for exactly one run.
//!
//! It is a fresh, small process, so the solution it forks starts with a tiny
//! `ru_maxrss` of its own. It caps the solution with rlimits, watches its process
//! tree's CPU time, memory and wall time from `/proc`, kills the whole process
//! group on a limit, sweeps up any descendant that escaped the group (it is their
//! subreaper), and prints a [`RunOutcome`] on stdout for the judge.

use super::orphans::sweep_orphans;
use super::outcome::{Kill, RunOutcome, STDERR_KEPT_BYTES};
use super::procfs::{self, TreeSample};
use super::spec::{describe, RunSpec};
use super::sys::{self, Resource};
use std::ffi::OsString;
use std::fs::File;
use std::io::{Read, Write};
use std::os::unix::process::CommandExt;
use std::process::{ChildStderr, Command, Stdio};
use std::sync::mpsc::{self, Receiver};
use std::time::{Duration, Instant};

/// How often the watchdog samples the running tree.
const POLL: Duration = Duration::from_millis(5);

/// Runs the launcher on its arguments (those after `__launch`); returns the exit code.
pub fn main(args: impl Iterator<Item = OsString>) -> i32 {
    let report = RunSpec::from_args(args).and_then(|spec| launch(&spec));
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
    fn of(spec: &RunSpec) -> ChildLimits {
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

fn launch(spec: &RunSpec) -> Result<RunOutcome, String> {
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
    // Orphans of the solution re-parent to us, so the sweep below can find them.
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
    // SAFETY: `apply` only makes system calls on plain integers, which is allowed after fork.
    unsafe { command.pre_exec(move || limits.apply()) };
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

    let (reaped, killed, sampled) = watch(pid, spec, start)?;
    let wall = start.elapsed();
    // Whatever it left behind dies with the case: first its group, then escapees.
    sys::kill_group(pid);
    sweep_orphans();

    let stdout_bytes = std::fs::metadata(&spec.stdout)
        .map(|m| m.len())
        .unwrap_or(0);
    // A pipe still held open by an unkillable process must not hang the judge.
    let stderr_bytes = stderr_total
        .recv_timeout(Duration::from_secs(1))
        .unwrap_or(STDERR_KEPT_BYTES);
    let peak_rss_kib = match killed {
        // Killed mid-climb: the watchdog saw more than the kernel's last high-water mark.
        Some(Kill::Memory) => reaped.peak_rss_kib.max(sampled.rss_kib),
        _ => reaped.peak_rss_kib,
    };
    // wait4 counts only descendants that were reaped; the samples also saw live ones.
    let cpu = reaped.cpu.max(sampled.cpu);
    Ok(RunOutcome {
        exit: reaped.exit,
        cpu,
        wall,
        peak_rss_kib,
        killed,
        stdout_bytes,
        stderr_bytes,
    })
}

/// Waits for `pid`, killing its group as soon as a limit is passed. Also returns
/// the largest tree CPU time and resident memory the samples saw.
fn watch(
    pid: u32,
    spec: &RunSpec,
    start: Instant,
) -> Result<(sys::Reaped, Option<Kill>, TreeSample), String> {
    let mut seen = TreeSample::default();
    loop {
        if let Some(reaped) = sys::reap(pid, false).map_err(|e| format!("wait4: {e}"))? {
            return Ok((reaped, None, seen));
        }
        let sample = procfs::sample_tree(pid);
        seen = TreeSample {
            cpu: seen.cpu.max(sample.cpu),
            rss_kib: seen.rss_kib.max(sample.rss_kib),
        };
        let over = if sample.cpu > spec.cpu_limit {
            Some(Kill::Cpu)
        } else if sample.rss_kib > spec.memory_limit_kib {
            Some(Kill::Memory)
        } else if start.elapsed() > spec.wall_limit {
            Some(Kill::Wall)
        } else {
            None
        };
        if let Some(reason) = over {
            sys::kill_group(pid);
            let reaped = sys::reap(pid, true).map_err(|e| format!("wait4: {e}"))?;
            return Ok((reaped.expect("a blocking wait4 reaps"), Some(reason), seen));
        }
        std::thread::sleep(POLL);
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

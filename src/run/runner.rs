//! The judge's side of a run: start a fresh launcher (this binary as
//! `judge __launch`, from `/proc/self/exe`, so a rebuild of the kit while the
//! judge runs changes nothing) with a [`RunSpec`], wait for it, and read back
//! the [`RunOutcome`] it prints. Should the judge be told to stop (Ctrl-C), stop
//! the launcher; should the launcher be killed mid-run, clean up after it here.
//!
//! The judge does not fork solutions itself: a process's peak RSS (`ru_maxrss`)
//! starts from what its parent had mapped when it forked, so a solution forked by
//! a judge that has just checked a big output would be billed for the judge's
//! memory. The launcher is small and fresh.

use super::interrupt;
use super::layers::{self, Layers};
use super::orphans::sweep_orphans;
use super::outcome::{Kill, ReportError, RunOutcome};
use super::signal::{SIGKILL, SIGTERM};
use super::spec::{describe, Confinement, Launch, RunSpec};
use super::sys::{self, Exit};
use super::time_limits;
use crate::error::{At, Error};
use crate::tempdir;
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// How long a launcher told to stop may take to kill its tree and exit.
const STOP_PATIENCE: Duration = Duration::from_secs(1);

/// Runs `spec` once through a fresh launcher and returns what it measured; no
/// confinement beyond its limits (for compilers).
pub fn run(spec: &RunSpec) -> Result<RunOutcome, Error> {
    launch(spec, None, Layers::default())
}

/// Runs a solution: as [`run`], with a fresh, empty private directory (its
/// TMPDIR, removed afterwards, so nothing a run leaves there reaches the next)
/// and every layer of the sandbox this system offers (see [`layers`], whose
/// line the first run prints).
pub fn run_confined(spec: &RunSpec, confinement: &Confinement) -> Result<RunOutcome, Error> {
    let private = &confinement.private_dir;
    tempdir::remove_all(private);
    std::fs::create_dir(private).at(private)?;
    let layers = layers::session(private);
    let outcome = launch(spec, Some(confinement.clone()), layers);
    tempdir::remove_all(private);
    outcome
}

fn launch(
    spec: &RunSpec,
    confinement: Option<Confinement>,
    layers: Layers,
) -> Result<RunOutcome, Error> {
    let launch = Launch {
        spec: spec.clone(),
        judge_pid: std::process::id(),
        confinement,
        layers,
    };
    if let Some(signal) = interrupt::received() {
        return Err(interrupt::interruption(signal));
    }
    // This very binary, even if it was deleted or rebuilt since the judge started.
    let mut child = Command::new("/proc/self/exe")
        .arg0("judge")
        .args(launch.to_args())
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .map_err(|e| Error::Launch {
            program: "the judge's own binary (/proc/self/exe)".into(),
            message: e.to_string(),
        })?;
    // The launcher enforces the wall limit itself; this is only a last resort.
    let started = Instant::now();
    let deadline = started + time_limits::wall_cap(spec.wall_limit) + Duration::from_secs(10);
    let status = loop {
        if let Some(signal) = interrupt::received() {
            stop(&mut child);
            return Err(interrupt::interruption(signal));
        }
        match child.try_wait() {
            Ok(Some(status)) => break status,
            Ok(None) if Instant::now() < deadline => std::thread::sleep(Duration::from_millis(2)),
            _ => {
                stop(&mut child);
                let message = "the launcher stopped responding".into();
                return Err(Error::Launch {
                    program: describe(&spec.argv),
                    message,
                });
            }
        }
    };
    let report = read_report(&mut child);
    match RunOutcome::from_lines(&report) {
        Ok(outcome) => Ok(outcome),
        // Killed mid-run (a solution can signal its parent): no report to read.
        Err(ReportError::Incomplete(_)) if status.signal().is_some() => {
            Ok(after_lost_launcher(&report, spec, started))
        }
        Err(ReportError::Launcher(message) | ReportError::Incomplete(message)) => {
            Err(Error::Launch {
                program: describe(&spec.argv),
                message,
            })
        }
    }
}

fn read_report(child: &mut Child) -> String {
    let mut report = String::new();
    if let Some(mut out) = child.stdout.take() {
        use std::io::Read;
        let _ = out.read_to_string(&mut report);
    }
    report
}

/// Stops a launcher and its run: asked first (it kills its tree and exits),
/// then killed, then whatever it left behind is killed here.
fn stop(child: &mut Child) {
    sys::send_signal(child.id(), SIGTERM);
    let asked = Instant::now();
    while asked.elapsed() < STOP_PATIENCE {
        if let Ok(Some(_)) = child.try_wait() {
            return;
        }
        std::thread::sleep(Duration::from_millis(2));
    }
    let _ = child.kill();
    let _ = child.wait();
    let report = read_report(child);
    if let Some(pid) = solution_pid(&report) {
        sys::kill_group(pid);
    }
    sweep_orphans();
}

fn solution_pid(report: &str) -> Option<u32> {
    report
        .lines()
        .find_map(|l| l.strip_prefix("pid=")?.parse::<u32>().ok())
}

/// Cleans up after a launcher that was killed mid-run: its solution died with it
/// (parent-death signal); what that solution started is killed here, since this
/// process is their subreaper now.
fn after_lost_launcher(report: &str, spec: &RunSpec, started: Instant) -> RunOutcome {
    if let Some(pid) = solution_pid(report) {
        sys::kill_group(pid);
    }
    sweep_orphans();
    RunOutcome {
        exit: Exit::Signal(SIGKILL),
        cpu: Duration::ZERO,
        wall: started.elapsed(),
        peak_rss_kib: 0,
        killed: Some(Kill::LauncherLost),
        stdout_bytes: std::fs::metadata(&spec.stdout).map_or(0, |m| m.len()),
        stderr_bytes: 0,
    }
}

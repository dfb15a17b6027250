//! The judge's side of a run: start a fresh launcher (this binary as
//! `judge __launch`) with a [`RunSpec`], wait for it, and read back the
//! [`RunOutcome`] it prints. Should the launcher be killed mid-run, clean up
//! after it here.
//!
//! The judge does not fork solutions itself: a process's peak RSS (`ru_maxrss`)
//! starts from what its parent had mapped when it forked, so a solution forked by
//! a judge that has just checked a big output would be billed for the judge's
//! memory. The launcher is small and fresh.

use super::orphans::sweep_orphans;
use super::outcome::{Kill, RunOutcome};
use super::spec::{describe, RunSpec};
use super::sys::{self, Exit};
use crate::error::Error;
use std::os::unix::process::ExitStatusExt;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// Runs `spec` once through a fresh launcher and returns what it measured.
pub fn run(spec: &RunSpec) -> Result<RunOutcome, Error> {
    let launcher = std::env::current_exe().map_err(|e| Error::Launch {
        program: "the judge's own binary".into(),
        message: e.to_string(),
    })?;
    let mut child = Command::new(&launcher)
        .args(spec.to_args())
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .map_err(|e| Error::Launch {
            program: launcher.display().to_string(),
            message: e.to_string(),
        })?;
    // The launcher enforces the wall limit itself; this is only a last resort.
    let started = Instant::now();
    let deadline = started + spec.wall_limit + Duration::from_secs(10);
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break status,
            Ok(None) if Instant::now() < deadline => std::thread::sleep(Duration::from_millis(2)),
            _ => {
                // Its solution dies with it (parent-death signal).
                let _ = child.kill();
                let _ = child.wait();
                let message = "the launcher stopped responding".into();
                return Err(Error::Launch {
                    program: describe(&spec.argv),
                    message,
                });
            }
        }
    };
    let mut report = String::new();
    if let Some(mut out) = child.stdout.take() {
        use std::io::Read;
        let _ = out.read_to_string(&mut report);
    }
    match RunOutcome::from_lines(&report) {
        Ok(outcome) => Ok(outcome),
        Err(_) if status.signal().is_some() => Ok(after_lost_launcher(&report, spec, started)),
        Err(message) => Err(Error::Launch {
            program: describe(&spec.argv),
            message,
        }),
    }
}

/// Cleans up after a launcher that was killed mid-run: its solution died with it
/// (parent-death signal); what that solution started is killed here, since this
/// process is their subreaper now.
fn after_lost_launcher(report: &str, spec: &RunSpec, started: Instant) -> RunOutcome {
    let pid = report
        .lines()
        .find_map(|l| l.strip_prefix("pid=")?.parse::<u32>().ok());
    if let Some(pid) = pid {
        sys::kill_group(pid);
    }
    sweep_orphans();
    RunOutcome {
        exit: Exit::Signal(sys::SIGKILL),
        cpu: Duration::ZERO,
        wall: started.elapsed(),
        peak_rss_kib: 0,
        killed: Some(Kill::LauncherLost),
        stdout_bytes: std::fs::metadata(&spec.stdout).map_or(0, |m| m.len()),
        stderr_bytes: 0,
    }
}

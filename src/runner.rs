//! Runs a program once under limits and measures it.
//!
//! The judge does not fork solutions itself: a process's peak RSS (`ru_maxrss`)
//! starts from what its parent had mapped when it forked, so a solution forked by
//! a judge that has just checked a big output would be billed for the judge's
//! memory. Instead every run goes through a fresh, tiny launcher (this binary
//! started as `judge __launch`, see `launcher.rs`), which forks the solution, keeps
//! watch over it and prints what it measured. This module is the judge's side of
//! that exchange: a [`RunSpec`] goes out as arguments, a [`RunOutcome`] comes back
//! as `key=value` lines.

use crate::error::Error;
use crate::sys::Exit;
use std::ffi::OsString;
use std::os::unix::process::ExitStatusExt;
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// The first argument that turns this binary into the launcher.
pub const LAUNCH_ARG: &str = "__launch";

/// One run: what to execute, its files and its limits.
#[derive(Clone, Debug)]
pub struct RunSpec {
    /// Program and arguments; the program is looked up in `PATH` if it has no slash.
    pub argv: Vec<OsString>,
    pub cwd: PathBuf,
    pub stdin: PathBuf,
    /// Created (truncated) for the run; what the checker reads afterwards.
    pub stdout: PathBuf,
    /// Receives the first [`STDERR_KEPT_BYTES`] of stderr; the rest is counted and dropped.
    pub stderr: PathBuf,
    /// Killed once the CPU time of its process tree passes this.
    pub cpu_limit: Duration,
    /// Killed once this much wall time has passed.
    pub wall_limit: Duration,
    /// Killed once the resident memory of its process tree passes this.
    pub memory_limit_kib: u64,
    /// stdout may hold at most one byte more than this (RLIMIT_FSIZE).
    pub output_limit_bytes: u64,
    /// RLIMIT_AS, for native programs only (a JVM reserves gigabytes it never touches).
    pub address_space_kib: Option<u64>,
}

/// How much of stderr is kept for the report.
pub const STDERR_KEPT_BYTES: u64 = 64 * 1024;

/// Why the watchdog killed a run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kill {
    Cpu,
    Wall,
    Memory,
    /// The launcher itself was killed mid-run (a solution can signal its parent);
    /// the judge then cleaned up after it and has no measurements.
    LauncherLost,
}

/// What one run did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RunOutcome {
    pub exit: Exit,
    /// User + system time, from `wait4`.
    pub cpu: Duration,
    pub wall: Duration,
    pub peak_rss_kib: u64,
    pub killed: Option<Kill>,
    pub stdout_bytes: u64,
    pub stderr_bytes: u64,
}

impl RunSpec {
    /// The launcher's command line for this spec (parsed back by [`RunSpec::from_args`]).
    fn to_args(&self) -> Vec<OsString> {
        let mut args: Vec<OsString> = vec![LAUNCH_ARG.into()];
        let mut flag = |name: &str, value: OsString| {
            args.push(format!("--{name}").into());
            args.push(value);
        };
        flag("cwd", self.cwd.clone().into());
        flag("stdin", self.stdin.clone().into());
        flag("stdout", self.stdout.clone().into());
        flag("stderr", self.stderr.clone().into());
        flag("cpu-us", self.cpu_limit.as_micros().to_string().into());
        flag("wall-us", self.wall_limit.as_micros().to_string().into());
        flag("memory-kib", self.memory_limit_kib.to_string().into());
        flag("output-bytes", self.output_limit_bytes.to_string().into());
        if let Some(kib) = self.address_space_kib {
            flag("address-space-kib", kib.to_string().into());
        }
        args.push("--".into());
        args.extend(self.argv.iter().cloned());
        args
    }

    /// Parses the launcher's arguments (after [`LAUNCH_ARG`]).
    pub fn from_args(mut args: impl Iterator<Item = OsString>) -> Result<RunSpec, String> {
        let mut spec = RunSpec {
            argv: Vec::new(),
            cwd: PathBuf::from("."),
            stdin: PathBuf::from("/dev/null"),
            stdout: PathBuf::from("/dev/null"),
            stderr: PathBuf::from("/dev/null"),
            cpu_limit: Duration::from_secs(1),
            wall_limit: Duration::from_secs(2),
            memory_limit_kib: 256 * 1024,
            output_limit_bytes: 1 << 20,
            address_space_kib: None,
        };
        while let Some(flag) = args.next() {
            if flag == "--" {
                spec.argv = args.collect();
                break;
            }
            let value = args
                .next()
                .ok_or_else(|| format!("{flag:?} needs a value"))?;
            let number = || {
                value
                    .to_str()
                    .and_then(|v| v.parse::<u64>().ok())
                    .ok_or("not a number")
            };
            match flag.to_str().unwrap_or("") {
                "--cwd" => spec.cwd = value.into(),
                "--stdin" => spec.stdin = value.into(),
                "--stdout" => spec.stdout = value.into(),
                "--stderr" => spec.stderr = value.into(),
                "--cpu-us" => spec.cpu_limit = Duration::from_micros(number()?),
                "--wall-us" => spec.wall_limit = Duration::from_micros(number()?),
                "--memory-kib" => spec.memory_limit_kib = number()?,
                "--output-bytes" => spec.output_limit_bytes = number()?,
                "--address-space-kib" => spec.address_space_kib = Some(number()?),
                other => return Err(format!("unknown launcher flag {other:?}")),
            }
        }
        match spec.argv.is_empty() {
            true => Err("no program to run after --".into()),
            false => Ok(spec),
        }
    }
}

impl RunOutcome {
    /// The launcher's report, one `key=value` per line.
    pub fn to_lines(&self) -> String {
        let exit = match self.exit {
            Exit::Code(code) => format!("code:{code}"),
            Exit::Signal(signal) => format!("signal:{signal}"),
        };
        let killed = match self.killed {
            None => "none",
            Some(Kill::Cpu) => "cpu",
            Some(Kill::Wall) => "wall",
            Some(Kill::Memory) => "memory",
            Some(Kill::LauncherLost) => "launcher",
        };
        format!(
            "exit={exit}\ncpu_us={}\nwall_us={}\npeak_rss_kib={}\nkilled={killed}\nstdout_bytes={}\nstderr_bytes={}\n",
            self.cpu.as_micros(),
            self.wall.as_micros(),
            self.peak_rss_kib,
            self.stdout_bytes,
            self.stderr_bytes
        )
    }

    /// Parses [`RunOutcome::to_lines`]; `Err` carries the launcher's `error=` line if any.
    pub fn from_lines(text: &str) -> Result<RunOutcome, String> {
        let get = |key: &str| {
            text.lines()
                .find_map(|l| l.strip_prefix(key).and_then(|r| r.strip_prefix('=')))
        };
        if let Some(error) = get("error") {
            return Err(error.to_string());
        }
        let number = |key: &str| {
            get(key)
                .and_then(|v| v.parse::<u64>().ok())
                .ok_or(format!("no {key}"))
        };
        let exit = match get("exit").and_then(|e| e.split_once(':')) {
            Some(("code", c)) => Exit::Code(c.parse().map_err(|_| "bad exit code")?),
            Some(("signal", s)) => Exit::Signal(s.parse().map_err(|_| "bad signal")?),
            _ => return Err(format!("no exit status in launcher report {text:?}")),
        };
        let killed = match get("killed") {
            Some("cpu") => Some(Kill::Cpu),
            Some("wall") => Some(Kill::Wall),
            Some("memory") => Some(Kill::Memory),
            Some("launcher") => Some(Kill::LauncherLost),
            _ => None,
        };
        Ok(RunOutcome {
            exit,
            cpu: Duration::from_micros(number("cpu_us")?),
            wall: Duration::from_micros(number("wall_us")?),
            peak_rss_kib: number("peak_rss_kib")?,
            killed,
            stdout_bytes: number("stdout_bytes")?,
            stderr_bytes: number("stderr_bytes")?,
        })
    }
}

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
        crate::sys::kill_group(pid);
    }
    crate::launcher::sweep_orphans();
    RunOutcome {
        exit: Exit::Signal(crate::sys::SIGKILL),
        cpu: Duration::ZERO,
        wall: started.elapsed(),
        peak_rss_kib: 0,
        killed: Some(Kill::LauncherLost),
        stdout_bytes: std::fs::metadata(&spec.stdout).map_or(0, |m| m.len()),
        stderr_bytes: 0,
    }
}

/// A command line as one readable string, for messages.
pub fn describe(argv: &[OsString]) -> String {
    let words: Vec<String> = argv
        .iter()
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    words.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_spec_survives_the_trip_through_the_launcher_arguments() {
        let spec = RunSpec {
            argv: vec!["sh".into(), "-c".into(), "echo hi -- there".into()],
            cwd: "/tmp".into(),
            stdin: "in.txt".into(),
            stdout: "out.txt".into(),
            stderr: "err.txt".into(),
            cpu_limit: Duration::from_millis(1500),
            wall_limit: Duration::from_millis(3000),
            memory_limit_kib: 131072,
            output_limit_bytes: 1 << 20,
            address_space_kib: Some(1 << 20),
        };
        let back = RunSpec::from_args(spec.to_args().into_iter().skip(1)).unwrap();
        assert_eq!(format!("{back:?}"), format!("{spec:?}"));
    }

    #[test]
    fn an_outcome_survives_the_trip_through_the_report() {
        for (exit, killed) in [
            (Exit::Code(3), None),
            (Exit::Signal(9), Some(Kill::Memory)),
            (Exit::Signal(9), Some(Kill::LauncherLost)),
        ] {
            let outcome = RunOutcome {
                exit,
                cpu: Duration::from_micros(123456),
                wall: Duration::from_micros(234567),
                peak_rss_kib: 2048,
                killed,
                stdout_bytes: 17,
                stderr_bytes: 0,
            };
            assert_eq!(RunOutcome::from_lines(&outcome.to_lines()), Ok(outcome));
        }
    }

    #[test]
    fn a_launcher_error_line_comes_back_as_the_error() {
        assert_eq!(
            RunOutcome::from_lines("error=no such program\n"),
            Err("no such program".into())
        );
    }
}

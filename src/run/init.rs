//! The init of a run's PID namespace: this binary started as `judge __init` by
//! the child the launcher cloned into new namespaces, once its mounts are in
//! place (see [`namespaces`](super::namespaces)). As PID 1 it starts the
//! solution, confined exactly as a solution without namespaces is
//! ([`confine`](super::confine)), and reaps every process of the namespace
//! that ends: orphans come to it, so their CPU time and peak memory reach the
//! launcher through its own `wait4`, as they would through the launcher's.
//! When the solution's main process ends, it kills and reaps whatever is left
//! in the namespace, and reports on the status pipe how the solution ended and
//! what everything it started used, without the init's own start-up.

use super::confine::{self, ChildLimits, Confine, Sandbox, Streams};
use super::spec::Launch;
use super::sys::{self, Exit, Reaped};
use std::ffi::OsString;
use std::fs::File;
use std::io::Write;
use std::time::Duration;

/// The first argument that turns this binary into a run's init.
pub const INIT_ARG: &str = "__init";

/// All the init writes on the setup pipe once the solution has started.
pub const STARTED: &[u8] = b"+";

/// The descriptors the launcher hands over, in the order of `--fds`.
pub struct Handed {
    pub streams: Streams,
    /// Written with [`STARTED`] once the solution runs, or with why it cannot.
    pub setup: File,
    /// Receives the [`Report`] once the solution's main process has ended.
    pub status: File,
}

impl Handed {
    /// The `--fds` argument for these descriptors.
    pub fn argument(fds: [i32; 5]) -> String {
        fds.map(|fd| fd.to_string()).join(",")
    }

    /// Takes over the descriptors named by `argument`; each is reopened to close
    /// on exec, so the solution inherits only its three streams.
    fn take(argument: &str) -> Result<Handed, String> {
        let fds: Vec<i32> = argument
            .split(',')
            .map(|fd| fd.parse().map_err(|_| format!("bad descriptor {fd:?}")))
            .collect::<Result<_, _>>()?;
        let [stdin, stdout, stderr, setup, status] = fds[..] else {
            return Err(format!("five descriptors expected, not {argument:?}"));
        };
        let take = |fd: i32| -> Result<File, String> {
            sys::take_inherited(fd).map_err(|e| format!("descriptor {fd}: {e}"))
        };
        Ok(Handed {
            streams: Streams {
                stdin: take(stdin)?,
                stdout: take(stdout)?,
                stderr: take(stderr)?,
            },
            setup: take(setup)?,
            status: take(status)?,
        })
    }
}

/// Runs the init on its arguments (those after `__init`); returns the exit code.
pub fn main(mut args: impl Iterator<Item = OsString>) -> i32 {
    sys::set_process_name(c"judge-init");
    let _ = sys::die_with_parent();
    let fds = args.next().unwrap_or_default();
    let handed = match Handed::take(&fds.to_string_lossy()) {
        Ok(handed) => handed,
        Err(message) => {
            // Without its setup pipe it can only say so here; the launcher
            // sees the pipe close without word and reports that.
            eprintln!("judge-init: {message}");
            return 1;
        }
    };
    let Handed {
        streams,
        mut setup,
        mut status,
    } = handed;
    let started = confine::harden_init()
        .map_err(|e| format!("the run's init cannot drop its privileges: {e}"))
        .and_then(|()| Launch::from_args(args))
        .and_then(|launch| start(&launch, streams));
    let main = match started {
        Ok(pid) => pid,
        Err(message) => {
            let _ = setup.write_all(message.as_bytes());
            return 1;
        }
    };
    let _ = setup.write_all(STARTED);
    drop(setup);
    let mut exit = None;
    while let Ok((pid, reaped)) = sys::reap_next() {
        if pid == main {
            exit = Some(reaped.exit);
            // The run is over: everything else in the namespace ends with it
            // (-1 is every process here but this one), and is reaped, so that
            // what it used is counted below.
            sys::kill_group(1);
        }
    }
    if let Some(exit) = exit {
        let _ = status.write_all(Report(sys::reaped_children(exit)).to_line().as_bytes());
    }
    0
}

/// What the init tells the launcher: how the solution ended, and the CPU time
/// and peak memory of everything in the namespace (not the init's own, a copy
/// of this binary that is none of the solution's doing).
pub struct Report(pub Reaped);

impl Report {
    fn to_line(&self) -> String {
        let exit = match self.0.exit {
            Exit::Code(code) => format!("code:{code}"),
            Exit::Signal(signal) => format!("signal:{signal}"),
        };
        let (cpu, peak) = (self.0.cpu.as_micros(), self.0.peak_rss_kib);
        format!("{exit} {cpu} {peak}")
    }

    /// Parses [`Report::to_line`].
    pub fn from_line(line: &str) -> Option<Report> {
        let mut words = line.split(' ');
        let exit = match words.next()?.split_once(':')? {
            ("code", code) => Exit::Code(code.parse().ok()?),
            ("signal", signal) => Exit::Signal(signal.parse().ok()?),
            _ => return None,
        };
        let cpu = Duration::from_micros(words.next()?.parse().ok()?);
        let peak_rss_kib = words.next()?.parse().ok()?;
        Some(Report(Reaped {
            exit,
            cpu,
            peak_rss_kib,
        }))
    }
}

/// Starts the solution; its pid.
fn start(launch: &Launch, streams: Streams) -> Result<u32, String> {
    let confinement = launch
        .confinement
        .as_ref()
        .ok_or("a run's init needs its confinement")?;
    let sandbox = Sandbox::new(&launch.layers, &confinement.private_dir, &streams.stdout)?;
    let confine = Confine {
        limits: ChildLimits::of(&launch.spec),
        sandbox: Some(sandbox),
    };
    let mut command = confine::command(
        &launch.spec,
        Some(&confinement.private_dir),
        streams,
        confine,
    );
    let child = command.spawn().map_err(|e| {
        let program = launch.spec.argv[0].to_string_lossy();
        format!("cannot start {program}: {e}")
    })?;
    Ok(child.id())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_report_survives_the_trip_through_the_status_pipe() {
        for exit in [Exit::Code(3), Exit::Signal(9)] {
            let reaped = Reaped {
                exit,
                cpu: Duration::from_micros(1234),
                peak_rss_kib: 5678,
            };
            let back = Report::from_line(&Report(reaped).to_line()).unwrap().0;
            assert_eq!(format!("{back:?}"), format!("{reaped:?}"));
        }
        assert!(Report::from_line("").is_none());
    }
}

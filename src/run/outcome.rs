//! What one run did. The launcher prints a [`RunOutcome`] as `key=value`
//! lines on its stdout; the judge parses them back.

use super::sys::Exit;
use std::io::Read;
use std::path::Path;
use std::time::Duration;

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

/// Why a launcher's report gave no outcome: the two call for different handling.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReportError {
    /// The launcher could not run or measure the program, and said why.
    Launcher(String),
    /// The report stops short or is garbled: the launcher died while writing it.
    Incomplete(String),
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

    /// Parses [`RunOutcome::to_lines`], or the launcher's `error=` line.
    pub fn from_lines(text: &str) -> Result<RunOutcome, ReportError> {
        match field(text, "error") {
            Some(error) => Err(ReportError::Launcher(error.to_string())),
            None => Self::parse(text).map_err(ReportError::Incomplete),
        }
    }

    fn parse(text: &str) -> Result<RunOutcome, String> {
        let get = |key: &str| field(text, key);
        let number = |key: &str| {
            get(key)
                .and_then(|v| v.parse::<u64>().ok())
                .ok_or(format!("no {key}"))
        };
        let exit = match get("exit").and_then(|e| e.split_once(':')) {
            Some(("code", c)) => Exit::Code(c.parse().map_err(|_| "bad exit code")?),
            Some(("signal", s)) => Exit::Signal(s.parse().map_err(|_| "bad signal")?),
            _ => {
                return Err(format!(
                    "no exit status in the launcher's report ({text:?})"
                ))
            }
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

/// The value of `key=value` in a report.
fn field<'a>(text: &'a str, key: &str) -> Option<&'a str> {
    text.lines()
        .find_map(|l| l.strip_prefix(key).and_then(|r| r.strip_prefix('=')))
}

/// The kept start of a run's stderr (see [`STDERR_KEPT_BYTES`]), as text
/// for messages: its control characters escaped (`text::printable`), since a
/// solution writes it and the judge prints it.
pub fn stderr_head(path: &Path) -> String {
    let mut bytes = Vec::new();
    if let Ok(file) = std::fs::File::open(path) {
        let _ = file.take(STDERR_KEPT_BYTES).read_to_end(&mut bytes);
    }
    crate::text::printable(&String::from_utf8_lossy(&bytes))
}

#[cfg(test)]
mod tests {
    use super::*;

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
            Err(ReportError::Launcher("no such program".into()))
        );
    }
}

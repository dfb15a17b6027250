//! From what a run did to a verdict: a pure function, decided in a fixed order
//! (TLE, MLE, OLE, RE, then the checker), so the same run always gets the same
//! verdict and the order is tested without spawning anything.

use super::fault::Attack;
use super::Mismatch;
use crate::lang::diagnostics::runtime;
use crate::problem::Limits;
use crate::run::signal::{self, SIGXCPU, SIGXFSZ};
use crate::run::sys::Exit;
use crate::run::time_limits;
use crate::run::{Kill, RunOutcome};
use crate::units::{format_bytes, format_kib, format_limit, format_ms, format_time, whole_ms};

/// The judge's answer for one case.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    Accepted,
    WrongAnswer,
    PresentationError,
    TimeLimit,
    MemoryLimit,
    OutputLimit,
    RuntimeError,
    CompileError,
}

impl Verdict {
    /// The usual two- or three-letter code.
    pub fn code(self) -> &'static str {
        match self {
            Verdict::Accepted => "AC",
            Verdict::WrongAnswer => "WA",
            Verdict::PresentationError => "PE",
            Verdict::TimeLimit => "TLE",
            Verdict::MemoryLimit => "MLE",
            Verdict::OutputLimit => "OLE",
            Verdict::RuntimeError => "RE",
            Verdict::CompileError => "CE",
        }
    }
}

/// A verdict with what explains it (empty for a plain AC), and for a wrong
/// answer whose queens attack each other, where they stand (to draw the board).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Judgement {
    pub verdict: Verdict,
    pub message: String,
    pub attack: Option<Box<Attack>>,
}

/// What runtimes print when an allocation fails: Rust, C++, Python, Java, Node, glibc.
const ALLOCATION_FAILURES: [&str; 6] = [
    "memory allocation of",
    "bad_alloc",
    "memoryerror",
    "outofmemoryerror",
    "heap out of memory",
    "cannot allocate memory",
];

/// Decides the verdict of one run. `check` runs the checker, only when the run
/// itself ended cleanly; `stderr_head` is the start of what the run printed to stderr.
pub fn decide(
    outcome: &RunOutcome,
    limits: &Limits,
    stderr_head: &str,
    check: impl FnOnce() -> Result<(), Mismatch>,
) -> Judgement {
    let judged = |verdict, message: String| Judgement {
        verdict,
        message,
        attack: None,
    };
    // Whole milliseconds, as every report shows them, so a verdict never
    // contradicts the figures printed beside it.
    let (cpu_ms, limit_ms) = (whole_ms(outcome.cpu), whole_ms(limits.time));
    let (cpu, time_limit) = (format_ms(cpu_ms), format_limit(limits.time));
    if outcome.killed == Some(Kill::Cpu) {
        let hard = format_limit(time_limits::hard(limits.time));
        let message = format!(
            "CPU time over {hard}: stopped at the hard limit, {} × the {time_limit} limit",
            time_limits::HARD_FACTOR
        );
        return judged(Verdict::TimeLimit, message);
    }
    let over = cpu_ms > limit_ms || outcome.exit == Exit::Signal(SIGXCPU);
    let wall = format_time(outcome.wall);
    if outcome.killed == Some(Kill::Wall) && !over {
        let message = format!(
            "still running after {wall} of wall time with {cpu} of CPU: sleeping, blocked, or waiting for input?"
        );
        return judged(Verdict::TimeLimit, message);
    }
    if over {
        let mut message = format!("CPU time {cpu} is over the {time_limit} limit");
        if outcome.killed == Some(Kill::Wall) {
            message += &format!(" (stopped at the wall-time limit, after {wall})");
        }
        return judged(Verdict::TimeLimit, message);
    }
    let abnormal = outcome.exit != Exit::Code(0);
    // The stderr line where a runtime reports a failed allocation, if the run died of one.
    let allocation_failure = stderr_head
        .lines()
        .find(|line| {
            ALLOCATION_FAILURES
                .iter()
                .any(|s| line.to_lowercase().contains(s))
        })
        .filter(|_| abnormal);
    if outcome.killed == Some(Kill::Memory)
        || outcome.peak_rss_kib > limits.memory_kib
        || allocation_failure.is_some()
    {
        let message = match allocation_failure {
            Some(line) if outcome.killed.is_none() => {
                format!("an allocation failed: {}", first_line(line))
            }
            _ => format!(
                "peak memory {} is over the {} limit",
                format_kib(outcome.peak_rss_kib),
                format_kib(limits.memory_kib)
            ),
        };
        return judged(Verdict::MemoryLimit, message);
    }
    if outcome.stdout_bytes > limits.output_bytes || outcome.exit == Exit::Signal(SIGXFSZ) {
        let message = format!(
            "more than {} written to stdout",
            format_bytes(limits.output_bytes)
        );
        return judged(Verdict::OutputLimit, message);
    }
    if outcome.killed == Some(Kill::LauncherLost) {
        let message =
            "the process watching this run was killed: did the solution signal its parent?";
        return judged(Verdict::RuntimeError, message.to_string());
    }
    match outcome.exit {
        Exit::Signal(signal) => {
            return judged(
                Verdict::RuntimeError,
                with_stderr(format!("killed by {}", signal::name(signal)), stderr_head),
            )
        }
        Exit::Code(code) if code != 0 => {
            return judged(
                Verdict::RuntimeError,
                with_stderr(format!("exit code {code}"), stderr_head),
            )
        }
        Exit::Code(_) => {}
    }
    match check() {
        Err(Mismatch::Wrong(fault)) => Judgement {
            verdict: Verdict::WrongAnswer,
            message: fault.message,
            attack: fault.attack,
        },
        Err(Mismatch::Presentation(message)) => judged(Verdict::PresentationError, message),
        Ok(()) if cpu_ms * 2 > limit_ms => judged(
            Verdict::Accepted,
            format!("warning: CPU time {cpu} is over half the {time_limit} limit; it may not pass online"),
        ),
        Ok(()) => judged(Verdict::Accepted, String::new()),
    }
}

fn first_line(text: &str) -> String {
    let line = text
        .lines()
        .find(|l| !l.trim().is_empty())
        .unwrap_or("")
        .trim();
    let mut shown: String = line.chars().take(160).collect();
    if shown.len() < line.len() {
        shown.push('…');
    }
    shown
}

/// What a crash says went wrong (see `lang::diagnostics::runtime`), or else
/// the first line of its stderr.
fn with_stderr(what: String, stderr_head: &str) -> String {
    if let Some(explained) = runtime::explain(stderr_head) {
        return format!("{what}; {explained}");
    }
    match first_line(stderr_head) {
        line if line.is_empty() => what,
        line => format!("{what}; stderr: {line}"),
    }
}

#[cfg(test)]
#[path = "verdict_tests.rs"]
mod tests;

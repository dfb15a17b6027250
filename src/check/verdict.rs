//! From what a run did to a verdict: a pure function, decided in a fixed order
//! (TLE, MLE, OLE, RE, then the checker), so the same run always gets the same
//! verdict and the order is tested without spawning anything.

use crate::lang::diagnostics::runtime;
use crate::problem::Limits;
use crate::run::sys::{signal_name, Exit};
use crate::run::time_limits;
use crate::run::{Kill, RunOutcome};
use crate::units::{format_bytes, format_duration, format_kib, format_ms, whole_ms};

/// The judge's answer for one case.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    Accepted,
    WrongAnswer,
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
            Verdict::TimeLimit => "TLE",
            Verdict::MemoryLimit => "MLE",
            Verdict::OutputLimit => "OLE",
            Verdict::RuntimeError => "RE",
            Verdict::CompileError => "CE",
        }
    }
}

/// A verdict with what explains it (empty for a plain AC).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Judgement {
    pub verdict: Verdict,
    pub message: String,
}

const SIGXCPU: i32 = 24;
const SIGXFSZ: i32 = 25;

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
    check: impl FnOnce() -> Result<(), String>,
) -> Judgement {
    let judged = |verdict, message: String| Judgement { verdict, message };
    // Whole milliseconds, as every report shows them, so a verdict never
    // contradicts the figures printed beside it.
    let (cpu_ms, limit_ms) = (whole_ms(outcome.cpu), whole_ms(limits.time));
    let (cpu, time_limit) = (format_ms(cpu_ms), format_ms(limit_ms));
    if outcome.killed == Some(Kill::Cpu) {
        let hard = format_ms(whole_ms(time_limits::hard(limits.time)));
        let message = format!(
            "CPU time over {hard}: stopped at the hard limit, {} × the {time_limit} limit",
            time_limits::HARD_FACTOR
        );
        return judged(Verdict::TimeLimit, message);
    }
    let over = cpu_ms > limit_ms || outcome.exit == Exit::Signal(SIGXCPU);
    let wall = format_duration(outcome.wall);
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
                with_stderr(format!("killed by {}", signal_name(signal)), stderr_head),
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
        Err(message) => judged(Verdict::WrongAnswer, message),
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
mod tests {
    use super::*;
    use std::time::Duration;

    const LIMITS: Limits = Limits {
        time: Duration::from_secs(1),
        memory_kib: 128 * 1024,
        output_bytes: 1 << 20,
    };

    fn clean() -> RunOutcome {
        RunOutcome {
            exit: Exit::Code(0),
            cpu: Duration::from_millis(10),
            wall: Duration::from_millis(12),
            peak_rss_kib: 2048,
            killed: None,
            stdout_bytes: 3,
            stderr_bytes: 0,
        }
    }

    fn verdict(outcome: RunOutcome, stderr: &str, answer: Result<(), String>) -> Verdict {
        decide(&outcome, &LIMITS, stderr, || answer).verdict
    }

    #[test]
    fn a_clean_run_gets_the_checkers_verdict() {
        assert_eq!(verdict(clean(), "", Ok(())), Verdict::Accepted);
        assert_eq!(verdict(clean(), "", Err("no".into())), Verdict::WrongAnswer);
    }

    #[test]
    fn time_comes_first_then_memory_output_and_crashes() {
        let everything = RunOutcome {
            exit: Exit::Signal(11),
            cpu: Duration::from_secs(2),
            peak_rss_kib: 1 << 20,
            stdout_bytes: 1 << 30,
            ..clean()
        };
        assert_eq!(verdict(everything.clone(), "", Ok(())), Verdict::TimeLimit);
        let fast = RunOutcome {
            cpu: Duration::from_millis(5),
            ..everything
        };
        assert_eq!(verdict(fast.clone(), "", Ok(())), Verdict::MemoryLimit);
        let small = RunOutcome {
            peak_rss_kib: 1024,
            ..fast
        };
        assert_eq!(verdict(small.clone(), "", Ok(())), Verdict::OutputLimit);
        let quiet = RunOutcome {
            stdout_bytes: 0,
            ..small
        };
        assert_eq!(verdict(quiet, "", Ok(())), Verdict::RuntimeError);
    }

    #[test]
    fn a_watchdog_kill_decides_even_below_the_measured_limit() {
        let wall = RunOutcome {
            killed: Some(Kill::Wall),
            exit: Exit::Signal(9),
            ..clean()
        };
        let judged = decide(&wall, &LIMITS, "", || Ok(()));
        assert_eq!(judged.verdict, Verdict::TimeLimit);
        assert!(judged.message.contains("sleeping"), "{}", judged.message);
        let memory = RunOutcome {
            killed: Some(Kill::Memory),
            exit: Exit::Signal(9),
            ..clean()
        };
        assert_eq!(verdict(memory, "", Ok(())), Verdict::MemoryLimit);
        assert_eq!(
            verdict(
                RunOutcome {
                    exit: Exit::Signal(24),
                    ..clean()
                },
                "",
                Ok(())
            ),
            Verdict::TimeLimit
        );
    }

    #[test]
    fn a_failed_allocation_is_mle_not_re() {
        let abort = RunOutcome {
            exit: Exit::Signal(6),
            ..clean()
        };
        let judged = decide(
            &abort,
            &LIMITS,
            "memory allocation of 1099511627776 bytes failed\n",
            || Ok(()),
        );
        assert_eq!(judged.verdict, Verdict::MemoryLimit);
        assert!(
            judged.message.contains("1099511627776"),
            "{}",
            judged.message
        );
        let python = RunOutcome {
            exit: Exit::Code(1),
            ..clean()
        };
        assert_eq!(
            verdict(python.clone(), "Traceback …\nMemoryError\n", Ok(())),
            Verdict::MemoryLimit
        );
        // The same words from a program that then exits cleanly are just output.
        assert_eq!(verdict(clean(), "MemoryError", Ok(())), Verdict::Accepted);
    }

    #[test]
    fn output_past_the_limit_or_sigxfsz_is_ole() {
        let big = RunOutcome {
            stdout_bytes: (1 << 20) + 1,
            ..clean()
        };
        assert_eq!(verdict(big, "", Ok(())), Verdict::OutputLimit);
        let stopped = RunOutcome {
            exit: Exit::Signal(25),
            ..clean()
        };
        assert_eq!(verdict(stopped, "", Ok(())), Verdict::OutputLimit);
    }

    #[test]
    fn runtime_errors_name_the_signal_or_exit_code_and_stderr() {
        let segv = decide(
            &RunOutcome {
                exit: Exit::Signal(11),
                ..clean()
            },
            &LIMITS,
            "",
            || Ok(()),
        );
        assert_eq!(segv.message, "killed by SIGSEGV");
        let three = decide(
            &RunOutcome {
                exit: Exit::Code(3),
                ..clean()
            },
            &LIMITS,
            "\nboom\nmore",
            || Ok(()),
        );
        assert_eq!(three.message, "exit code 3; stderr: boom");
        let python = decide(
            &RunOutcome {
                exit: Exit::Code(1),
                ..clean()
            },
            &LIMITS,
            "Traceback (most recent call last):\n  File \"mine.py\", line 2, in <module>\n    1 / 0\nZeroDivisionError: division by zero\n",
            || Ok(()),
        );
        assert_eq!(
            python.message,
            "exit code 1; ZeroDivisionError: division by zero\nat mine.py:2 in <module>: 1 / 0"
        );
    }

    #[test]
    fn a_lost_launcher_is_a_runtime_error_unless_the_output_already_overflowed() {
        let lost = RunOutcome {
            killed: Some(Kill::LauncherLost),
            exit: Exit::Signal(9),
            ..clean()
        };
        let judged = decide(&lost, &LIMITS, "", || Ok(()));
        assert_eq!(judged.verdict, Verdict::RuntimeError);
        assert!(judged.message.contains("signal its parent"));
        let flooded = RunOutcome {
            stdout_bytes: 1 << 30,
            ..lost
        };
        assert_eq!(verdict(flooded, "", Ok(())), Verdict::OutputLimit);
    }

    #[test]
    fn a_tle_says_how_far_the_run_got() {
        let hard_kill = RunOutcome {
            killed: Some(Kill::Cpu),
            exit: Exit::Signal(9),
            cpu: Duration::from_millis(1512),
            ..clean()
        };
        let judged = decide(&hard_kill, &LIMITS, "", || Ok(()));
        assert_eq!(judged.verdict, Verdict::TimeLimit);
        assert_eq!(
            judged.message,
            "CPU time over 1.5 s: stopped at the hard limit, 1.5 × the 1 s limit"
        );
        let over = RunOutcome {
            cpu: Duration::from_micros(1_003_600),
            ..clean()
        };
        let judged = decide(&over, &LIMITS, "", || Ok(()));
        assert_eq!(judged.message, "CPU time 1.004 s is over the 1 s limit");
        // Rounded to the same millisecond as the limit: not over it.
        let at = RunOutcome {
            cpu: Duration::from_micros(1_000_400),
            ..clean()
        };
        assert_eq!(verdict(at, "", Ok(())), Verdict::Accepted);
        let slow_and_stopped = RunOutcome {
            killed: Some(Kill::Wall),
            exit: Exit::Signal(9),
            cpu: Duration::from_millis(1200),
            wall: Duration::from_millis(2500),
            ..clean()
        };
        let judged = decide(&slow_and_stopped, &LIMITS, "", || Ok(()));
        assert_eq!(
            judged.message,
            "CPU time 1.2 s is over the 1 s limit (stopped at the wall-time limit, after 2.5 s)"
        );
    }

    #[test]
    fn a_slow_accept_carries_a_warning() {
        let slow = RunOutcome {
            cpu: Duration::from_millis(600),
            ..clean()
        };
        let judged = decide(&slow, &LIMITS, "", || Ok(()));
        assert_eq!(judged.verdict, Verdict::Accepted);
        assert!(judged.message.contains("may not pass online"));
    }
}

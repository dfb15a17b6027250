//! Tests of `verdict`.

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
    decide(&outcome, &LIMITS, stderr, || answer.map_err(Mismatch::from)).verdict
}

#[test]
fn a_clean_run_gets_the_checkers_verdict() {
    assert_eq!(verdict(clean(), "", Ok(())), Verdict::Accepted);
    assert_eq!(verdict(clean(), "", Err("no".into())), Verdict::WrongAnswer);
    let spaced = decide(&clean(), &LIMITS, "", || {
        Err(Mismatch::Presentation("an extra space".into()))
    });
    assert_eq!(spaced.verdict, Verdict::PresentationError);
    assert_eq!(
        (spaced.verdict.code(), spaced.message.as_str()),
        ("PE", "an extra space")
    );
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
        "CPU time 1.200 s is over the 1 s limit (stopped at the wall-time limit, after 2.500 s)"
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

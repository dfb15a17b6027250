//! Tests of `walk`: LeetCode's order of verdicts over one process's cases.

use super::*;
use crate::lang::leetcode::channel::{Done, Results};
use crate::run::sys::Exit;

const LIMITS: Limits = Limits {
    time: Duration::from_secs(2),
    memory_kib: 256 * 1024,
    output_bytes: 1 << 20,
};

/// Answers of n = 1..=9 for lc52, the expected ones.
const COUNTS: [&str; 9] = ["1", "0", "0", "2", "10", "4", "40", "92", "352"];

fn done(answers: &[&str], cpu_ms: u64) -> Vec<Done> {
    answers
        .iter()
        .enumerate()
        .map(|(i, a)| Done {
            case: i + 1,
            cpu: Duration::from_millis(cpu_ms),
            peak_rss_kib: 9000 + i as u64,
            answer: a.as_bytes().to_vec(),
        })
        .collect()
}

fn outcome(exit: Exit, killed: Option<Kill>) -> RunOutcome {
    RunOutcome {
        exit,
        cpu: Duration::from_millis(3100),
        wall: Duration::from_millis(3200),
        peak_rss_kib: 12000,
        killed,
        stdout_bytes: 100,
        stderr_bytes: 0,
    }
}

/// Walks the nine cases of lc52 with this channel and outcome.
fn walked(results: Result<Results, String>, outcome: &RunOutcome, stderr: &str) -> Walk {
    let run = Run {
        outcome,
        results: &results,
        stderr,
        limits: &LIMITS,
    };
    let check = |i: usize, got: &[u8]| match got == format!("{}\n", COUNTS[i]).as_bytes() {
        true => Ok(()),
        false => Err(Mismatch::from(format!("expected {}", COUNTS[i]))),
    };
    walk(&run, 9, &check)
}

fn verdicts(walk: &Walk) -> Vec<Verdict> {
    walk.verdicts.iter().map(|v| v.judgement.verdict).collect()
}

/// A run that ended in case `running`, its harness's clock at `since` ms when that case began.
fn ended(
    done: Vec<Done>,
    running: usize,
    since: Option<u64>,
    error: Option<&str>,
) -> Result<Results, String> {
    Ok(Results {
        done,
        running: Some(running),
        running_since: since.map(Duration::from_millis),
        error: error.map(str::to_owned),
        finished: false,
    })
}

fn finished(done: Vec<Done>) -> Result<Results, String> {
    Ok(Results {
        done,
        running: None,
        running_since: None,
        error: None,
        finished: true,
    })
}

#[test]
fn every_case_right_in_time_is_accepted_with_its_own_time_and_memory() {
    let walk = walked(
        finished(done(&COUNTS, 10)),
        &outcome(Exit::Code(0), None),
        "",
    );
    assert_eq!(verdicts(&walk), [Verdict::Accepted; 9]);
    assert_eq!((walk.failure(), walk.passed()), (None, 9));
    assert_eq!(walk.billed, Duration::from_millis(90));
    assert_eq!(walk.verdicts[3].peak_rss_kib, 9003);
    assert_eq!(walk.verdicts[3].cpu, Duration::from_millis(10));
}

#[test]
fn the_walk_stops_at_the_first_wrong_answer() {
    let leaked = ["1", "1", "1", "3", "13", "17", "57", "149", "501"];
    let walk = walked(
        finished(done(&leaked, 10)),
        &outcome(Exit::Code(0), None),
        "",
    );
    assert_eq!(verdicts(&walk), [Verdict::Accepted, Verdict::WrongAnswer]);
    assert_eq!((walk.failure(), walk.passed()), (Some(1), 1));
    assert_eq!(walk.verdicts[1].judgement.message, "expected 0");
}

#[test]
fn the_budget_runs_out_in_the_case_whose_call_passes_it() {
    let walk = walked(
        finished(done(&COUNTS, 800)),
        &outcome(Exit::Code(0), None),
        "",
    );
    assert_eq!(walk.failure(), Some(2));
    let tle = &walk.verdicts[2].judgement;
    assert_eq!(tle.verdict, Verdict::TimeLimit);
    assert_eq!(
        tle.message,
        "the 2 s budget for all cases ran out during this case: its calls so far took 2.400 s"
    );
}

#[test]
fn a_crash_in_case_five_accepts_the_four_before_it_and_names_the_users_line() {
    let results = ended(done(&COUNTS[..4], 10), 5, Some(3000), None);
    let traceback = "Traceback (most recent call last):\n  File \"<LeetCode harness>\", line 9, in <module>\n\
                     \x20   _main()\n  File \"crash.py\", line 4, in totalNQueens\n    raise ValueError(\"five\")\n\
                     ValueError: five\n";
    let walk = walked(results, &outcome(Exit::Code(1), None), traceback);
    assert_eq!(verdicts(&walk)[..4], [Verdict::Accepted; 4]);
    let re = &walk.verdicts[4];
    assert_eq!(re.judgement.verdict, Verdict::RuntimeError);
    assert_eq!(
        re.judgement.message,
        "exit code 1; ValueError: five\nat crash.py:4 in totalNQueens: raise ValueError(\"five\")"
    );
    // The process's CPU time since case 5 started: 3.1 s less 3 s.
    assert_eq!(re.cpu, Duration::from_millis(100));
}

#[test]
fn a_run_stopped_at_its_hard_limit_is_tle_in_the_case_it_was_in() {
    let results = ended(done(&COUNTS[..1], 10), 2, None, None);
    let walk = walked(results, &outcome(Exit::Signal(9), Some(Kill::Cpu)), "");
    assert_eq!(verdicts(&walk), [Verdict::Accepted, Verdict::TimeLimit]);
    assert!(walk.verdicts[1].stopped);
    assert!(walk.verdicts[1].judgement.message.contains("hard limit"));
}

#[test]
fn a_clean_exit_in_the_middle_or_a_harness_failure_is_a_runtime_error() {
    let exited = ended(done(&COUNTS[..2], 10), 3, None, None);
    let walk = walked(exited, &outcome(Exit::Code(0), None), "");
    assert_eq!(walk.failure(), Some(2));
    assert_eq!(walk.verdicts[2].judgement.verdict, Verdict::RuntimeError);
    assert!(walk.verdicts[2]
        .judgement
        .message
        .contains("does your code call exit?"));
    let why = "totalNQueens's result is a str, not an integer";
    let harness = ended(Vec::new(), 1, None, Some(why));
    let walk = walked(
        harness,
        &outcome(Exit::Code(1), None),
        "LeetCode harness: ...",
    );
    assert_eq!(
        walk.verdicts[0].judgement.message,
        "LeetCode harness: totalNQueens's result is a str, not an integer"
    );
}

#[test]
fn a_garbled_channel_is_a_runtime_error_saying_so() {
    let walk = walked(
        Err("garbled at byte 8".into()),
        &outcome(Exit::Code(0), None),
        "",
    );
    assert_eq!(verdicts(&walk), [Verdict::RuntimeError]);
    assert_eq!(walk.verdicts[0].judgement.message, "garbled at byte 8");
}

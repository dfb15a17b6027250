//! Tests of `judging`: the re-run band, with a scripted runner instead of processes.

use super::*;
use crate::lang::prepare::{self, Build, Subject, Submission};
use crate::problem::Limits;
use crate::run::sys::Exit;
use std::time::Duration;

/// Plays back one CPU time per run and a fixed stdout.
struct Scripted {
    cpu_ms: Vec<u64>,
    stdout: &'static str,
    runs: usize,
}

impl Runner for Scripted {
    fn run(&mut self, _spec: &RunSpec, input: &[u8]) -> Result<RunOutcome, Error> {
        assert_eq!(input, b"8\n", "every run gets the case's input");
        let cpu = Duration::from_millis(self.cpu_ms[self.runs]);
        self.runs += 1;
        Ok(RunOutcome {
            exit: Exit::Code(0),
            cpu,
            wall: cpu,
            peak_rss_kib: 1024,
            killed: None,
            stdout_bytes: self.stdout.len() as u64,
            stderr_bytes: 0,
        })
    }

    fn stdout(&self, _spec: &RunSpec) -> Result<Box<dyn Stdout>, Error> {
        Ok(Box::new(std::io::Cursor::new(self.stdout.as_bytes())))
    }
}

fn kit_problem() -> crate::problem::Problem {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    crate::problem::Problem::load(root, "boj9663").unwrap()
}

const LIMITS: Limits = Limits {
    time: Duration::from_secs(1),
    memory_kib: 1 << 20,
    output_bytes: 1 << 20,
};

/// Judges a scripted run against the answer `92`; the runs it took and the judgement.
fn judged(cpu_ms: &[u64], stdout: &'static str) -> (usize, Judged) {
    let subject = Subject::Submission(Submission::Command("true".into()));
    let Build::Ready(program) = prepare::prepare(&subject, &kit_problem()).unwrap() else {
        panic!("a command needs no build");
    };
    let spec = program.run_spec(&LIMITS, std::path::Path::new("/nonexistent"));
    let check = |got: &mut dyn Stdout| {
        let mut text = String::new();
        let _ = got.read_to_string(&mut text);
        match text.as_str() {
            "92\n" => Ok(()),
            _ => Err("expected 92".to_string().into()),
        }
    };
    let attempt = Attempt {
        program: &program,
        spec: &spec,
        limits: &LIMITS,
        input: b"8\n",
        check: &check,
    };
    let mut runner = Scripted {
        cpu_ms: cpu_ms.to_vec(),
        stdout,
        runs: 0,
    };
    let judged = judge(&mut runner, &attempt, &mut || Ok(())).unwrap();
    (runner.runs, judged)
}

#[test]
fn a_run_far_from_the_limit_is_judged_once() {
    let (runs, judged) = judged(&[120, 120, 120], "92\n");
    assert_eq!(runs, 1);
    assert_eq!(judged.judgement.verdict, Verdict::Accepted);
    assert_eq!(judged.judgement.message, "");
    let (runs, judged) = judged_tle(&[1600]);
    assert_eq!((runs, judged.judgement.verdict), (1, Verdict::TimeLimit));
}

fn judged_tle(cpu_ms: &[u64]) -> (usize, Judged) {
    judged(cpu_ms, "92\n")
}

#[test]
fn a_run_near_the_limit_is_run_three_times_and_judged_on_the_fastest() {
    let (runs, judged) = judged(&[1040, 960, 1020], "92\n");
    assert_eq!(runs, 3);
    assert_eq!(judged.outcome.cpu, Duration::from_millis(960));
    assert_eq!(judged.judgement.verdict, Verdict::Accepted);
    assert!(
        judged
            .judgement
            .message
            .contains("re-run: 3 runs (CPU 1.040 s, 960 ms, 1.020 s) near the 1 s limit"),
        "{}",
        judged.judgement.message
    );
}

#[test]
fn re_running_stops_once_the_fastest_run_leaves_the_band() {
    let (runs, judged) = judged(&[1050, 700, 1000], "92\n");
    assert_eq!(runs, 2);
    assert_eq!(judged.outcome.cpu, Duration::from_millis(700));
    assert_eq!(judged.judgement.verdict, Verdict::Accepted);
    assert!(judged.judgement.message.contains("re-run: 2 runs"));
}

#[test]
fn a_wrong_answer_near_the_limit_is_not_run_again() {
    let (runs, judged) = judged(&[990, 990, 990], "91\n");
    assert_eq!(runs, 1);
    assert_eq!(judged.judgement.verdict, Verdict::WrongAnswer);
    assert_eq!(judged.judgement.message, "expected 92");
}

#[test]
fn a_time_limit_just_over_becomes_accepted_when_a_re_run_is_under() {
    let (runs, judged) = judged(&[1080, 1090, 980], "92\n");
    assert_eq!(runs, 3);
    assert_eq!(judged.judgement.verdict, Verdict::Accepted);
    let (_, judged) = judged_tle(&[1080, 1090, 1050]);
    assert_eq!(judged.judgement.verdict, Verdict::TimeLimit);
    assert_eq!(judged.outcome.cpu, Duration::from_millis(1050));
}

#[test]
fn an_error_after_a_run_stops_the_judging() {
    let subject = Subject::Submission(Submission::Command("true".into()));
    let Build::Ready(program) = prepare::prepare(&subject, &kit_problem()).unwrap() else {
        panic!("a command needs no build");
    };
    let spec = program.run_spec(&LIMITS, std::path::Path::new("/nonexistent"));
    let attempt = Attempt {
        program: &program,
        spec: &spec,
        limits: &LIMITS,
        input: b"8\n",
        check: &|_| Ok(()),
    };
    let mut runner = Scripted {
        cpu_ms: vec![950, 950, 950],
        stdout: "92\n",
        runs: 0,
    };
    let changed = judge(&mut runner, &attempt, &mut || {
        Err(Error::FixtureChanged {
            path: "expected/p/8.txt".into(),
            what: "content".into(),
        })
    });
    assert!(matches!(changed, Err(Error::FixtureChanged { .. })));
    assert_eq!(runner.runs, 1);
}

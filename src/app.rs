//! One judging session: load the problems and their fixtures (all of them
//! first, so a fixture error stops the judge before any run), prepare what is
//! judged, run every case under the problem's limits and report.

use crate::check;
use crate::check::verdict::{self, Judgement, Verdict};
use crate::cli::Options;
use crate::error::Error;
use crate::fixtures::{self, Case};
use crate::lang::prepare::{self, Build, Prepared, Subject};
use crate::lang::Language;
use crate::problem::{self, build, Judge, Limits, Problem};
use crate::report::{CaseResult, Report};
use crate::run::{self, RunSpec, STDERR_KEPT_BYTES};
use crate::tempdir::TempDir;
use std::io::Read;
use std::time::Duration;

/// Re-runs an AC or TLE case whose CPU time lands this close to the limit (as a
/// fraction of it), so one noisy run does not decide it.
const NEAR_LIMIT: f64 = 0.5;
/// At most this many re-runs of a near-limit case.
const RERUNS: usize = 3;

/// Judges everything `options` asks for; `Ok(true)` when every case was accepted.
pub fn run(options: &Options) -> Result<bool, Error> {
    let ids = match options.problems.is_empty() {
        true => problem::ids(&options.root)?,
        false => options.problems.clone(),
    };
    let mut plans: Vec<(Problem, Vec<Case>)> = Vec::new();
    for id in &ids {
        let problem = Problem::load(&options.root, id)?;
        let cases = fixtures::load(&options.root, &problem, &options.cases)?;
        plans.push((problem, cases));
    }
    let names = plans
        .iter()
        .flat_map(|(_, cases)| cases.iter().map(|c| c.name.as_str()));
    let mut report = Report::new(options.json, ids.iter().map(String::as_str), names);
    let scratch = TempDir::new("cases")?;
    // Should a solution kill its launcher, what it started re-parents here to be killed.
    run::sys::become_subreaper().map_err(|e| Error::Launch {
        program: "the judge".into(),
        message: e.to_string(),
    })?;
    let own_binaries = match options.subject {
        Subject::OwnBinary => {
            let sources: Vec<_> = plans
                .iter()
                .map(|(p, _)| (p.id.clone(), p.source.clone()))
                .collect();
            build::binaries(&options.root, &sources)?
                .into_iter()
                .map(Some)
                .collect()
        }
        _ => vec![None; plans.len()],
    };
    for ((problem, cases), own) in plans.iter().zip(&own_binaries) {
        let build = prepare::prepare(&options.subject, problem, own.as_deref())?;
        let (label, language) = match &build {
            Build::Ready(program) => (program.label.as_str(), program.language),
            Build::CompileError {
                label, language, ..
            } => (label.as_str(), Some(*language)),
        };
        let limits = limits_for(problem, language, options.time_scale);
        report.problem_start(&problem.id, label, &limits, problem.practice);
        for case in cases {
            let result = match &build {
                Build::Ready(program) => judge_case(program, problem, &limits, case, &scratch)?,
                Build::CompileError { first_error, .. } => {
                    compile_error(problem, case, &limits, first_error)
                }
            };
            report.case(result);
        }
        report.problem_end();
    }
    Ok(report.finish())
}

/// Builds problems' own binaries (all when `ids` is empty) and prints one path a line.
pub fn build(root: &std::path::Path, ids: Vec<String>) -> Result<bool, Error> {
    let ids = match ids.is_empty() {
        true => problem::ids(root)?,
        false => ids,
    };
    let sources: Vec<_> = ids
        .iter()
        .map(|id| (id.clone(), root.join("problems").join(format!("{id}.rs"))))
        .collect();
    for path in build::binaries(root, &sources)? {
        println!("{}", path.display());
    }
    Ok(true)
}

/// The problem's limits for this language (Baekjoon's extra time and memory), scaled.
fn limits_for(problem: &Problem, language: Option<&Language>, time_scale: f64) -> Limits {
    let mut limits = problem.limits;
    if let (Judge::Baekjoon, Some(language)) = (problem.judge, language) {
        (limits.time, limits.memory_kib) = language.baekjoon_limits(limits.time, limits.memory_kib);
    }
    limits.time = limits.time.mul_f64(time_scale);
    limits
}

/// Runs one case, re-running it while its CPU time is near the limit, and judges
/// it on the fastest run.
fn judge_case(
    program: &Prepared,
    problem: &Problem,
    limits: &Limits,
    case: &Case,
    scratch: &TempDir,
) -> Result<CaseResult, Error> {
    let spec = RunSpec {
        argv: program.argv.clone(),
        cwd: program.cwd.clone(),
        stdin: case.input.clone(),
        stdout: scratch.path().join("stdout"),
        stderr: scratch.path().join("stderr"),
        cpu_limit: limits.time,
        wall_limit: (limits.time * 2).max(limits.time + Duration::from_secs(1)),
        memory_limit_kib: limits.memory_kib,
        output_limit_bytes: limits.output_bytes,
        address_space_kib: address_space_for(program, limits),
    };
    let mut best: Option<(run::RunOutcome, Judgement)> = None;
    for _ in 0..=RERUNS {
        let outcome = run::run(&spec)?;
        let stderr_head = program.user_view(&read_head(&spec.stderr));
        let mut setup_error = None;
        let judgement = verdict::decide(&outcome, limits, &stderr_head, || {
            match std::fs::read(&spec.stdout) {
                Ok(got) => check::check(problem, &case.input_bytes, &case.expected_bytes, &got),
                Err(e) => {
                    setup_error = Some(Error::Io {
                        path: spec.stdout.clone(),
                        source: e,
                    });
                    Ok(())
                }
            }
        });
        if let Some(error) = setup_error {
            return Err(error);
        }
        if best
            .as_ref()
            .is_none_or(|(fastest, _)| outcome.cpu < fastest.cpu)
        {
            best = Some((outcome, judgement));
        }
        let (fastest, judged) = best.as_ref().expect("set above");
        // Only AC and TLE hinge on time; a crash or a wrong answer will not change.
        let timed = matches!(judged.verdict, Verdict::Accepted | Verdict::TimeLimit);
        if !timed || fastest.cpu.abs_diff(limits.time) > limits.time.mul_f64(NEAR_LIMIT) {
            break;
        }
    }
    let (outcome, judgement) = best.expect("at least one run");
    Ok(CaseResult {
        problem: problem.id.clone(),
        case: case.name.clone(),
        judgement,
        cpu: outcome.cpu,
        wall: outcome.wall,
        peak_rss_kib: outcome.peak_rss_kib,
        limits: *limits,
    })
}

/// Native programs get an address-space cap well above the memory limit, so an
/// allocation far past it fails (and is judged MLE) instead of succeeding untouched.
fn address_space_for(program: &Prepared, limits: &Limits) -> Option<u64> {
    program.native.then_some(limits.memory_kib * 2 + 256 * 1024)
}

fn compile_error(problem: &Problem, case: &Case, limits: &Limits, first_error: &str) -> CaseResult {
    CaseResult {
        problem: problem.id.clone(),
        case: case.name.clone(),
        judgement: Judgement {
            verdict: Verdict::CompileError,
            message: first_error.to_string(),
        },
        cpu: Duration::ZERO,
        wall: Duration::ZERO,
        peak_rss_kib: 0,
        limits: *limits,
    }
}

/// The kept start of a run's stderr, as text.
fn read_head(path: &std::path::Path) -> String {
    let mut bytes = Vec::new();
    if let Ok(file) = std::fs::File::open(path) {
        let _ = file.take(STDERR_KEPT_BYTES).read_to_end(&mut bytes);
    }
    String::from_utf8_lossy(&bytes).into_owned()
}

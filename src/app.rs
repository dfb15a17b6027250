//! One judging session: load the problems and their fixtures (all of them
//! first, so a fixture error stops the judge before any run), prepare what is
//! judged, run every case under the problem's limits and report. A signal
//! (Ctrl-C) stops the session: the running solution is killed, temporary
//! directories removed, and what was judged so far summarised.

use crate::check;
use crate::check::verdict::{self, Judgement, Verdict};
use crate::cli::Options;
use crate::error::Error;
use crate::fixture_guard::Guard;
use crate::fixtures::{self, Case};
use crate::lang::prepare::{self, Build, Prepared, Subject};
use crate::lang::Language;
use crate::problem::{self, build, Judge, Limits, Problem};
use crate::report::{CaseResult, Report};
use crate::run::sys::signal_name;
use crate::run::time_limits::{self, MAX_RUNS};
use crate::run::{self, signals, Confinement, Kill, RunSpec};
use crate::tempdir::TempDir;
use std::time::Duration;

/// Runs `work` (a judging or stress session) so that SIGINT, SIGTERM or SIGHUP
/// stop it cleanly: runs are stopped, temporary directories removed, and the
/// result is [`Error::Interrupted`] (exit status 128 + signal).
pub fn interruptible(work: impl FnOnce() -> Result<bool, Error>) -> Result<bool, Error> {
    signals::install().map_err(|e| Error::Launch {
        program: "the judge".into(),
        message: format!("cannot handle signals: {e}"),
    })?;
    let judged = work();
    // A signal can also surface as another error (a compiler stopped by Ctrl-C).
    match (judged, signals::received()) {
        (Err(Error::FixtureChanged { path }), _) => Err(Error::FixtureChanged { path }),
        (Err(_), Some(signal)) => Err(Error::Interrupted { signal }),
        (judged, _) => judged,
    }
}

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
    let mut guard = Guard::new(&options.root, plans.iter().flat_map(|(_, cases)| cases));
    let scratch = TempDir::new("cases")?;
    let landlock = run::sandbox::enabled();
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
        let build = match prepare::prepare(&options.subject, problem, own.as_deref()) {
            Err(error) => {
                report.finish();
                return Err(error);
            }
            Ok(build) => build,
        };
        let (label, language) = match &build {
            Build::Ready(program) => (program.label.as_str(), program.language),
            Build::CompileError {
                label, language, ..
            } => (label.as_str(), Some(*language)),
        };
        let limits = limits_for(problem, language, options.time_scale);
        report.problem_start(&problem.id, label, &limits, problem.practice);
        let sandbox = Sandbox {
            scratch: &scratch,
            landlock,
        };
        for (done, case) in cases.iter().enumerate() {
            let result = match &build {
                Build::Ready(program) => {
                    judge_case(program, problem, &limits, case, &sandbox, &mut guard)
                }
                Build::CompileError { first_error, .. } => {
                    Ok(compile_error(problem, case, &limits, first_error))
                }
            };
            let result = match result {
                Ok(result) => result,
                Err(error) => {
                    // What was judged so far, then the error (exit 128 + signal, or 2).
                    let why = match &error {
                        Error::Interrupted { signal } => {
                            format!("stopped by {}", signal_name(*signal))
                        }
                        Error::FixtureChanged { .. } => "stopped: a fixture changed".into(),
                        _ => "stopped by an error".into(),
                    };
                    report.not_judged(cases.len() - done, why);
                    report.problem_end();
                    report.finish();
                    return Err(error);
                }
            };
            let failed = result.judgement.verdict != Verdict::Accepted;
            report.case(result);
            if failed && options.fail_fast {
                report.not_judged(cases.len() - done - 1, "--fail-fast".into());
                break;
            }
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
pub fn limits_for(problem: &Problem, language: Option<&Language>, time_scale: f64) -> Limits {
    let mut limits = problem.limits;
    let extras = problem.judge == Judge::Baekjoon && problem.language_extras;
    if let (true, Some(language)) = (extras, language) {
        (limits.time, limits.memory_kib) = language.baekjoon_limits(limits.time, limits.memory_kib);
    }
    limits.time = limits.time.mul_f64(time_scale);
    limits
}

/// Where solutions run: the session's scratch directory, and whether Landlock
/// confines them.
struct Sandbox<'a> {
    scratch: &'a TempDir,
    landlock: bool,
}

/// Runs one case, re-running it while its CPU time is near the limit, and judges
/// it on the fastest run. After each run the fixtures are checked.
fn judge_case(
    program: &Prepared,
    problem: &Problem,
    limits: &Limits,
    case: &Case,
    sandbox: &Sandbox,
    guard: &mut Guard,
) -> Result<CaseResult, Error> {
    let scratch = sandbox.scratch.path();
    // Its stdin is a private copy of the input: its descriptors never lead to the kit.
    let spec = program.run_spec(limits, scratch);
    let confinement = Confinement {
        private_dir: scratch.join("private"),
        landlock: sandbox.landlock,
    };
    let mut best: Option<(run::RunOutcome, Judgement)> = None;
    let mut runs = Vec::new();
    while runs.len() < MAX_RUNS {
        let outcome = run_once(&spec, &confinement, &case.input_bytes);
        guard.verify(case)?;
        let outcome = outcome?;
        let stderr_head = program.user_view(&run::stderr_head(&spec.stderr));
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
        runs.push(outcome.cpu);
        if best
            .as_ref()
            .is_none_or(|(fastest, _)| outcome.cpu < fastest.cpu)
        {
            best = Some((outcome, judgement));
        }
        let (fastest, judged) = best.as_ref().expect("set above");
        // Only AC and TLE hinge on time; a crash or a wrong answer will not change.
        let timed = matches!(judged.verdict, Verdict::Accepted | Verdict::TimeLimit);
        if !timed || !time_limits::near(fastest.cpu, limits.time) {
            break;
        }
    }
    let (outcome, mut judgement) = best.expect("at least one run");
    if runs.len() > 1 {
        let note = time_limits::rerun_note(&runs, limits.time);
        judgement.message = match judgement.message.is_empty() {
            true => note,
            false => format!("{}\n{note}", judgement.message),
        };
    }
    Ok(CaseResult {
        problem: problem.id.clone(),
        case: case.name.clone(),
        judgement,
        cpu: outcome.cpu,
        wall: outcome.wall,
        peak_rss_kib: outcome.peak_rss_kib,
        limits: *limits,
        stopped_at: (outcome.killed == Some(Kill::Cpu)).then_some(spec.cpu_limit),
    })
}

/// One run on a fresh private copy of the input.
fn run_once(
    spec: &RunSpec,
    confinement: &Confinement,
    input: &[u8],
) -> Result<run::RunOutcome, Error> {
    std::fs::write(&spec.stdin, input).map_err(|source| Error::Io {
        path: spec.stdin.clone(),
        source,
    })?;
    run::run_confined(spec, confinement)
}

fn compile_error(problem: &Problem, case: &Case, limits: &Limits, first_error: &str) -> CaseResult {
    CaseResult {
        problem: problem.id.clone(),
        case: case.name.clone(),
        judgement: Judgement {
            verdict: Verdict::CompileError,
            message: first_error.to_string(),
            attack: None,
        },
        cpu: Duration::ZERO,
        wall: Duration::ZERO,
        peak_rss_kib: 0,
        limits: *limits,
        stopped_at: None,
    }
}

//! The judge mode: load the problems and their fixtures (all of them first, so
//! a fixture error stops the judge before any run), prepare what is judged,
//! judge every case under the problem's limits and report. A signal (Ctrl-C)
//! stops the session: the running solution is killed, temporary directories
//! removed, and what was judged so far summarised.

use super::live::{Running, Ticker};
use crate::check::verdict::{Judgement, Verdict};
use crate::check::{self, Stdout};
use crate::error::Error;
use crate::fixture_guard::Guard;
use crate::fixtures::{self, Case};
use crate::judging::{self, Attempt, Confined, Runner};
use crate::lang::prepare::{self, limits_for, Build, Prepared, Subject, Submission};
use crate::modes::leetcode;
use crate::problem::build::{self, Lease};
use crate::problem::{self, Limits, Problem};
use crate::report::CompileFailure;
use crate::report::{CaseResult, Output, Report};
use crate::run::{self, Kill};
use crate::tempdir::TempDir;
use crate::view::excerpt;
use crate::view::paint::ColorChoice;
use std::io::IsTerminal;
use std::path::PathBuf;
use std::time::Duration;

/// What a judging session was asked to do.
#[derive(Clone, Debug, PartialEq)]
pub struct Options {
    pub root: PathBuf,
    /// The problems to judge; empty means all of them.
    pub problems: Vec<String>,
    /// The user's code; `None` judges each problem's own solution.
    pub submission: Option<Submission>,
    /// Only cases whose names match one of these (all when empty).
    pub cases: Vec<String>,
    pub time_scale: f64,
    pub output: Output,
    /// Stop a problem at its first case that is not accepted.
    pub fail_fast: bool,
    pub color: ColorChoice,
    /// A compile error's whole compiler output, not only its first error.
    pub verbose: bool,
    /// Run a LeetCode harness on each case in a process of its own, not on
    /// all of them in one process as LeetCode does.
    pub isolate: bool,
}

/// One problem with the cases to judge it on.
struct Plan {
    problem: Problem,
    cases: Vec<Case>,
}

/// Judges everything `options` asks for; `Ok(true)` when every case was accepted.
pub fn run(options: &Options) -> Result<bool, Error> {
    let ids = problem::named_or_all(&options.root, &options.problems)?;
    let mut plans = Vec::new();
    for id in &ids {
        let problem = Problem::load(&options.root, id)?;
        let cases = fixtures::load(&options.root, &problem, &options.cases)?;
        plans.push(Plan { problem, cases });
    }
    let names = plans
        .iter()
        .flat_map(|plan| plan.cases.iter().map(|c| c.name.as_str()));
    let mut report = Report::new(
        options.output,
        options.color,
        ids.iter().map(String::as_str),
        names,
    );
    let mut guard = Guard::new(&options.root, plans.iter().flat_map(|plan| &plan.cases));
    let scratch = TempDir::new("cases")?;
    let mut runner = Confined::new(scratch.path().join("private"), &options.root);
    // Should a solution kill its launcher, what it started re-parents here to be killed.
    run::sys::become_subreaper().map_err(|e| Error::Launch {
        program: "the judge".into(),
        message: e.to_string(),
    })?;
    // `_lease`: the session's own links to the problems' binaries, kept until it ends.
    let (subjects, _lease) = subjects(options, &plans)?;
    for (plan, subject) in plans.iter().zip(&subjects) {
        let build = match prepare::prepare(subject, &plan.problem) {
            Err(error) => {
                report.finish();
                return Err(error);
            }
            Ok(build) => build,
        };
        let limits = limits_for(&plan.problem, build.language(), options.time_scale);
        let judged = match (&build, plan.problem.leetcode_budget) {
            (Build::Ready(program), Some(budget))
                if program.harness.is_some() && !options.isolate =>
            {
                let leetcode = leetcode::session::Plan {
                    problem: &plan.problem,
                    program,
                    cases: &plan.cases,
                    limits,
                    budget: budget.total.mul_f64(options.time_scale),
                    dir: scratch.path(),
                };
                leetcode::session::judge(&leetcode, &mut runner, &mut guard, &mut report)
                    .inspect_err(|error| report.not_judged(plan.cases.len(), stopped_why(error)))
            }
            _ => {
                let session = Session {
                    plan,
                    build: &build,
                    limits,
                    scratch: &scratch,
                    options,
                    // The live line is for people at a terminal: never in a pipe or JSON.
                    live: options.output == Output::Table && std::io::stdout().is_terminal(),
                };
                session.judge_all(&mut runner, &mut guard, &mut report)
            }
        };
        report.problem_end();
        if let Err(error) = judged {
            report.finish();
            return Err(error);
        }
    }
    Ok(report.finish())
}

/// What is judged on each problem: the user's code, or each problem's own
/// binary (built together, in parallel, before anything runs), run through
/// the session's own links to them (see `problem/cache.rs`).
fn subjects(options: &Options, plans: &[Plan]) -> Result<(Vec<Subject>, Option<Lease>), Error> {
    if let Some(submission) = &options.submission {
        let subjects = vec![Subject::Submission(submission.clone()); plans.len()];
        return Ok((subjects, None));
    }
    let sources: Vec<_> = plans
        .iter()
        .map(|plan| (plan.problem.id.clone(), plan.problem.source.clone()))
        .collect();
    let lease = build::for_session(&options.root, &sources)?;
    let subjects = lease
        .paths
        .iter()
        .cloned()
        .map(Subject::OwnBinary)
        .collect();
    Ok((subjects, Some(lease)))
}

/// Why cases were left unjudged, as the summary says it.
fn stopped_why(error: &Error) -> String {
    match error {
        Error::Interrupted { name, .. } => format!("stopped by {name}"),
        Error::FixtureChanged { .. } => "stopped: a fixture changed".into(),
        _ => "stopped by an error".into(),
    }
}

/// One problem being judged case by case, each case in a process of its own.
struct Session<'a> {
    plan: &'a Plan,
    build: &'a Build,
    limits: Limits,
    scratch: &'a TempDir,
    options: &'a Options,
    /// Whether a live line shows the running case.
    live: bool,
}

impl Session<'_> {
    /// Judges every case in turn; on an error (Ctrl-C, a fixture that changed)
    /// the report says how many cases were left and why.
    fn judge_all(
        &self,
        runner: &mut dyn Runner,
        guard: &mut Guard,
        report: &mut Report,
    ) -> Result<(), Error> {
        let problem = &self.plan.problem;
        let label = match self.options.isolate && problem.leetcode_budget.is_some() {
            true => format!(
                "{} · each case in its own process (--isolate)",
                self.build.label()
            ),
            false => self.build.label().to_string(),
        };
        report.problem_start(&problem.id, &label, &self.limits, problem.practice);
        for notice in self.build.notices() {
            report.notice(notice);
        }
        let cases = &self.plan.cases;
        let program = match self.build {
            Build::Ready(program) => program,
            Build::CompileError {
                first_error,
                output,
                ..
            } => {
                let results = cases
                    .iter()
                    .map(|case| self.compile_error(case, first_error))
                    .collect();
                let failure = CompileFailure {
                    first_error,
                    output,
                    verbose: self.options.verbose,
                };
                report.compile_error(results, &failure);
                return Ok(());
            }
        };
        for (done, case) in cases.iter().enumerate() {
            let ticker = self.live.then(|| {
                Ticker::start(Running {
                    problem: problem.id.clone(),
                    case: case.name.clone(),
                    columns: report.columns(),
                    limit: self.limits.time,
                })
            });
            let result = self.judge_case(runner, program, case, guard);
            if let Some(ticker) = ticker {
                ticker.stop();
            }
            let result = match result {
                Ok(result) => result,
                Err(error) => {
                    report.not_judged(cases.len() - done, stopped_why(&error));
                    return Err(error);
                }
            };
            let failed = result.judgement.verdict != Verdict::Accepted;
            report.case(result);
            if failed && self.options.fail_fast {
                report.not_judged(cases.len() - done - 1, "--fail-fast".into());
                break;
            }
        }
        Ok(())
    }

    /// One case, judged as every mode judges a run; the fixtures are checked
    /// after every run.
    fn judge_case(
        &self,
        runner: &mut dyn Runner,
        program: &Prepared,
        case: &Case,
        guard: &mut Guard,
    ) -> Result<CaseResult, Error> {
        let problem = &self.plan.problem;
        let spec = program.run_spec(&self.limits, self.scratch.path());
        let check = |got: &mut dyn Stdout| {
            leetcode::check_answer(program, got, &|got| {
                check::check(problem, &case.input_bytes, &case.expected_bytes, got)
            })
        };
        let attempt = Attempt {
            program,
            spec: &spec,
            limits: &self.limits,
            input: &case.input_bytes,
            check: &check,
        };
        let judged = judging::judge(runner, &attempt, &mut || guard.verify(case))?;
        let outcome = judged.outcome;
        let shown_input = shown_input(&self.options.root, case, judged.judgement.verdict);
        Ok(CaseResult {
            shown_input,
            problem: problem.id.clone(),
            case: case.name.clone(),
            judgement: judged.judgement,
            cpu: outcome.cpu,
            wall: outcome.wall,
            peak_rss_kib: outcome.peak_rss_kib,
            limits: self.limits,
            stopped_at: (outcome.killed == Some(Kill::Cpu)).then_some(spec.cpu_limit),
        })
    }

    fn compile_error(&self, case: &Case, first_error: &str) -> CaseResult {
        CaseResult {
            problem: self.plan.problem.id.clone(),
            case: case.name.clone(),
            judgement: Judgement {
                verdict: Verdict::CompileError,
                message: first_error.to_string(),
                attack: None,
            },
            cpu: Duration::ZERO,
            wall: Duration::ZERO,
            peak_rss_kib: 0,
            limits: self.limits,
            stopped_at: None,
            shown_input: Vec::new(),
        }
    }
}

/// How a case's input is shown under its row: nothing when it was accepted,
/// else the input itself when small, its path (relative to the kit) when not.
pub fn shown_input(root: &std::path::Path, case: &Case, verdict: Verdict) -> Vec<String> {
    match verdict {
        Verdict::Accepted => Vec::new(),
        _ => {
            let path = fixtures::relative(root, &case.input);
            excerpt::input_lines(&case.input_bytes, &path.display().to_string())
        }
    }
}

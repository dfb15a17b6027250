//! One trial: an input goes to the kit's own solution (the reference) and to
//! the program under test, and the candidate is judged against the reference's
//! answer exactly as on a fixture, by the one judging function. Stress mode
//! runs thousands; `--input` runs one, on the user's own input.

use crate::check::verdict::{Judgement, Verdict};
use crate::check::{self, Stdout};
use crate::error::{At, Error};
use crate::judging::{self, Attempt, Runner};
use crate::lang::prepare::{self, Build, Prepared, Subject, Submission};
use crate::modes::leetcode;
use crate::problem::{Limits, Problem};
use crate::run::{self, Kill, RunOutcome, RunSpec};
use crate::tempdir::TempDir;
use std::io::Read;
use std::path::Path;
use std::time::Duration;

/// What is compared on each input.
pub struct Contest<'a> {
    pub problem: &'a Problem,
    pub reference: &'a Path,
    pub candidate: &'a Prepared,
    /// The candidate's limits (its language's, scaled).
    pub limits: Limits,
    pub scratch: &'a TempDir,
}

/// The user's code made ready to run against the reference, or `None` when
/// it does not compile: then its CE row (and the run's notes) is printed, as
/// the fixtures' table prints it, and there is nothing to compare.
pub fn candidate(
    problem: &Problem,
    submission: &Submission,
    json: bool,
) -> Result<Option<Prepared>, Error> {
    let subject = Subject::Submission(submission.clone());
    match prepare::prepare(&subject, problem)? {
        Build::Ready(program) => Ok(Some(program)),
        Build::CompileError {
            label,
            first_error,
            notices,
            ..
        } => {
            let id = &problem.id;
            let text = format!(
                "{id} · {label}\n{}{id}  CE  {first_error}\n",
                notes(&notices, json)
            );
            let mut out = std::io::stdout().lock();
            let _ = std::io::Write::write_all(&mut out, text.as_bytes());
            Ok(None)
        }
    }
}

/// The run's notes (a language the judge refuses, a toolchain that differs):
/// lines under the first in the table, on stderr beside JSON.
pub fn notes(notices: &[String], json: bool) -> String {
    let mut lines = String::new();
    for notice in notices {
        match json {
            true => eprintln!("judge: note: {notice}"),
            false => lines += &format!("  note: {notice}\n"),
        }
    }
    lines
}

/// What one input gave.
pub struct Trial {
    pub input: String,
    pub expected: Vec<u8>,
    pub got: Vec<u8>,
    pub judgement: Judgement,
    pub outcome: RunOutcome,
}

impl Trial {
    pub fn failed(&self) -> bool {
        self.judgement.verdict != Verdict::Accepted
    }
}

impl<'a> Contest<'a> {
    /// `candidate` against `reference` on `problem`, under the limits of the
    /// candidate's language, scaled; runs in `scratch`.
    pub fn new(
        problem: &'a Problem,
        reference: &'a Path,
        candidate: &'a Prepared,
        time_scale: f64,
        scratch: &'a TempDir,
    ) -> Contest<'a> {
        Contest {
            problem,
            reference,
            candidate,
            limits: prepare::limits_for(problem, candidate.language, time_scale),
            scratch,
        }
    }

    /// Runs both programs on `input` and judges the candidate.
    pub fn trial(&self, runner: &mut dyn Runner, input: &str) -> Result<Trial, Error> {
        let trial = self.trial_within(runner, input, None)?;
        Ok(trial.expect("without a budget a trial always ends"))
    }

    /// As [`trial`](Self::trial), but the candidate is stopped once it has
    /// used `budget` of CPU or wall time: `None` then, the input not judged
    /// (a session's budget holds even while one slow input runs).
    pub fn trial_within(
        &self,
        runner: &mut dyn Runner,
        input: &str,
        budget: Option<Duration>,
    ) -> Result<Option<Trial>, Error> {
        let expected = self.reference_output(input)?;
        let mut spec = self.candidate.run_spec(&self.limits, self.scratch.path());
        let cut = budget.filter(|b| *b < spec.cpu_limit || *b < spec.wall_limit);
        if let Some(budget) = cut {
            spec.cpu_limit = spec.cpu_limit.min(budget);
            spec.wall_limit = spec.wall_limit.min(budget);
        }
        let check = |got: &mut dyn Stdout| {
            leetcode::check_answer(self.candidate, got, &|got| {
                check::check(self.problem, input.as_bytes(), &expected, got)
            })
        };
        let attempt = Attempt {
            program: self.candidate,
            spec: &spec,
            limits: &self.limits,
            input: input.as_bytes(),
            check: &check,
        };
        let judged = judging::judge(runner, &attempt, &mut || Ok(()))?;
        let stopped = judged.outcome.killed;
        if cut.is_some() && stopped.is_some_and(|k| matches!(k, Kill::Cpu | Kill::Wall)) {
            return Ok(None);
        }
        // Shown whole in the report: a stress input's output is small.
        let mut got = Vec::new();
        if let Ok(mut stdout) = runner.stdout(&spec) {
            let _ = stdout.read_to_end(&mut got);
        }
        let got = self.candidate.answer(got).unwrap_or_default();
        Ok(Some(Trial {
            input: input.to_string(),
            expected,
            got,
            judgement: judged.judgement,
            outcome: judged.outcome,
        }))
    }

    /// The kit's own answer to `input`.
    pub(super) fn reference_output(&self, input: &str) -> Result<Vec<u8>, Error> {
        reference_output(self.problem, self.reference, self.scratch, input)
    }
}

/// The kit's own answer (from `reference`, the problem's binary) to an input
/// inside the statement; its failure is the kit's bug, not the user's. Its
/// files are gone before the candidate runs, so the candidate cannot read the
/// answer next to its own directory (`$TMPDIR/../expected.txt`).
pub fn reference_output(
    problem: &Problem,
    reference: &Path,
    scratch: &TempDir,
    input: &str,
) -> Result<Vec<u8>, Error> {
    let file = |name: &str| scratch.path().join(name);
    let limits = problem.limits;
    let stdin = file("reference-stdin.txt");
    std::fs::write(&stdin, input).at(&stdin)?;
    let spec = RunSpec {
        argv: vec![reference.into()],
        cwd: scratch.path().to_path_buf(),
        stdin,
        stdout: file("expected.txt"),
        stderr: file("reference-stderr.txt"),
        // Generous: the reference is trusted, and a slow machine must not fail it.
        cpu_limit: limits.time * 10,
        wall_limit: limits.time * 20,
        memory_limit_kib: limits.memory_kib * 4,
        output_limit_bytes: limits.output_bytes * 4,
        address_space_kib: None,
        tmpdir: None,
    };
    let outcome = run::run(&spec);
    let (output, stderr) = (std::fs::read(&spec.stdout), run::stderr_head(&spec.stderr));
    for file in [&spec.stdin, &spec.stdout, &spec.stderr] {
        let _ = std::fs::remove_file(file);
    }
    let outcome = outcome?;
    if outcome.exit != run::sys::Exit::Code(0) || outcome.killed.is_some() {
        return Err(Error::Stress(format!(
            "the kit's own solution problems/{}.rs failed on an input inside the statement \
             ({:?}, {}); this is a bug in the kit or its generator, please report it \
             with the input:\n{input}",
            problem.id,
            outcome.exit,
            stderr.lines().next().unwrap_or("")
        )));
    }
    output.at(&spec.stdout)
}

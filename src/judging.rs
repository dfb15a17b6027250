//! Judging one run, the one way every mode does it: the input written to a
//! fresh private copy (its descriptors never lead to the kit), the run confined,
//! its stderr shown in the user's words, the verdict decided. While the
//! fastest run's CPU time sits near the limit, the case is run again (at most
//! [`MAX_RUNS`]) and judged on the fastest, since there one noisy run could
//! decide the verdict. The runner is a parameter, so the policy is tested
//! without spawning anything.

use crate::check::verdict::{self, Judgement, Verdict};
use crate::check::{Mismatch, Stdout};
use crate::error::{At, Error};
use crate::lang::prepare::Prepared;
use crate::problem::Limits;
use crate::run::time_limits::{self, MAX_RUNS};
use crate::run::{self, Confinement, RunOutcome, RunSpec};
use std::path::{Path, PathBuf};

/// Runs a spec once on an input.
pub trait Runner {
    /// One run of `spec` with `input` on its stdin.
    fn run(&mut self, spec: &RunSpec, input: &[u8]) -> Result<RunOutcome, Error>;

    /// What the last run of `spec` wrote to stdout, to be read as it comes
    /// (an output may hold millions of tokens: the checkers never hold it).
    fn stdout(&self, spec: &RunSpec) -> Result<Box<dyn Stdout>, Error> {
        let file = std::fs::File::open(&spec.stdout).at(&spec.stdout)?;
        Ok(Box::new(std::io::BufReader::new(file)))
    }
}

/// The real runner: a fresh launcher per run, the solution confined to an
/// empty private directory (its TMPDIR) by every layer of the sandbox the
/// system offers.
pub struct Confined {
    pub confinement: Confinement,
}

impl Confined {
    /// Confined to `private_dir`, never to see the kit's expected answers in `root`.
    pub fn new(private_dir: PathBuf, root: &Path) -> Confined {
        Confined {
            confinement: Confinement {
                private_dir,
                hidden: vec![root.join("expected")],
            },
        }
    }
}

impl Runner for Confined {
    fn run(&mut self, spec: &RunSpec, input: &[u8]) -> Result<RunOutcome, Error> {
        std::fs::write(&spec.stdin, input).at(&spec.stdin)?;
        run::run_confined(spec, &self.confinement)
    }
}

/// One program on one input: how it runs and how its output is judged.
pub struct Attempt<'a> {
    pub program: &'a Prepared,
    pub spec: &'a RunSpec,
    pub limits: &'a Limits,
    pub input: &'a [u8],
    /// The problem's checker on the run's stdout: `Err` explains the first fault.
    pub check: &'a dyn Fn(&mut dyn Stdout) -> Result<(), Mismatch>,
}

/// A judged case: the fastest run and its verdict.
#[derive(Debug)]
pub struct Judged {
    pub outcome: RunOutcome,
    pub judgement: Judgement,
}

/// Runs `attempt` (again while near the limit) and judges it on the fastest
/// run. `after_run` is called after every run, before its outcome counts (the
/// fixture guard checks that nothing changed).
pub fn judge(
    runner: &mut dyn Runner,
    attempt: &Attempt,
    after_run: &mut dyn FnMut() -> Result<(), Error>,
) -> Result<Judged, Error> {
    let mut best: Option<(RunOutcome, Judgement)> = None;
    let mut runs = Vec::new();
    while runs.len() < MAX_RUNS {
        let outcome = runner.run(attempt.spec, attempt.input);
        after_run()?;
        // Memory as the judge bills it: a JVM's idle footprint is not the solution's.
        let outcome = attempt.program.bill(outcome?);
        let stderr = attempt
            .program
            .user_view(&run::stderr_head(&attempt.spec.stderr));
        let mut unreadable = None;
        let judgement = verdict::decide(&outcome, attempt.limits, &stderr, || {
            match runner.stdout(attempt.spec) {
                Ok(mut got) => (attempt.check)(&mut got),
                Err(error) => {
                    unreadable = Some(error);
                    Ok(())
                }
            }
        });
        if let Some(error) = unreadable {
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
        if !timed || !time_limits::near(fastest.cpu, attempt.limits.time) {
            break;
        }
    }
    let (outcome, mut judgement) = best.expect("at least one run");
    if runs.len() > 1 {
        let note = time_limits::rerun_note(&runs, attempt.limits.time);
        judgement.message = match judgement.message.is_empty() {
            true => note,
            false => format!("{}\n{note}", judgement.message),
        };
    }
    Ok(Judged { outcome, judgement })
}

#[cfg(test)]
#[path = "judging_tests.rs"]
mod tests;

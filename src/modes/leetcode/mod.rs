//! LeetCode's way of running a submission: every case in one process, a fresh
//! `Solution` per case (the harness's doing, see `lang::leetcode::channel`),
//! one time budget for all the calls together, and verdicts case by case up to
//! the first that is not accepted. When that case passes in a process of its
//! own, the solution keeps state between cases, and the report says so.
//!
//! A batch is judged by the one judging function every mode uses, with a
//! runner that bills the run for its calls (`billed.rs`); the per-case
//! verdicts come from the fastest run's channel (`walk.rs`); the judge mode
//! (`session.rs`) and stress mode use the batch alike.

mod billed;
pub mod session;
mod summary;
mod walk;

pub use walk::Walk;

use crate::check::{self, Mismatch, Stdout};
use crate::error::Error;
use crate::judging::{self, Attempt, Runner};
use crate::lang::leetcode::channel;
use crate::lang::prepare::Prepared;
use crate::problem::{Limits, Problem};
use crate::run::time_limits;
use billed::Billed;
use std::path::Path;
use std::time::Duration;

/// One case of a batch.
#[derive(Clone, Copy, Debug)]
pub struct CaseData<'a> {
    pub name: &'a str,
    /// The fixture it was read from, for messages (none for a generated input).
    pub path: Option<&'a Path>,
    pub input: &'a [u8],
    pub expected: &'a [u8],
}

/// Cases for one process of a harness.
pub struct Batch<'a> {
    pub problem: &'a Problem,
    pub program: &'a Prepared,
    pub cases: &'a [CaseData<'a>],
    /// The problem's limits for this language: its memory and output limits hold for the run.
    pub limits: Limits,
    /// The CPU time all the calls may take together.
    pub budget: Duration,
    /// Where the run's files go.
    pub dir: &'a Path,
}

/// What a batch gave: the verdicts, and what the run answered and measured.
pub struct Judged {
    pub walk: Walk,
    /// The answer of each case the harness finished.
    pub answers: Vec<Vec<u8>>,
    /// Where the run is stopped: 1.5 × the budget of the process's CPU time.
    pub hard_limit: Duration,
    /// Said when the total landed near the budget and the batch ran again.
    pub rerun_note: Option<String>,
}

impl Batch<'_> {
    /// The run's limits: the budget in place of the per-case time limit.
    pub fn run_limits(&self) -> Limits {
        Limits {
            time: self.budget,
            ..self.limits
        }
    }

    /// Runs every case in one process (again while the total is near the
    /// budget) and walks the fastest run's cases. `after_run` is called after
    /// every run (the fixture guard).
    pub fn judge(
        &self,
        runner: &mut dyn Runner,
        after_run: &mut dyn FnMut() -> Result<(), Error>,
    ) -> Result<Judged, Error> {
        let params = self.program.harness.map_or(1, |feed| feed.params);
        let stdin =
            channel::stdin_for(params, self.cases.iter().map(|c| c.input)).map_err(|i| {
                Error::BadFixture {
                    path: self.cases[i]
                        .path
                        .unwrap_or(Path::new("a generated input"))
                        .into(),
                    message: format!(
                        "has fewer lines than the {params} parameters of LeetCode's method"
                    ),
                }
            })?;
        let limits = self.run_limits();
        let spec = self
            .program
            .run_spec_for(&limits, self.dir, self.cases.len());
        let check = |i: usize, answer: &[u8]| {
            let case = &self.cases[i];
            let answer = std::io::Cursor::new(answer);
            check::check(self.problem, case.input, case.expected, answer)
        };
        // The whole run is right when every finished case is: the judge's re-run rule needs it.
        let check_all = |got: &mut dyn Stdout| {
            let results = channel::parse(&read_whole(got)?)?;
            results
                .done
                .iter()
                .enumerate()
                .try_for_each(|(i, done)| check(i, &[&done.answer[..], b"\n"].concat()))
        };
        let attempt = Attempt {
            program: self.program,
            spec: &spec,
            limits: &limits,
            input: &stdin,
            check: &check_all,
        };
        let mut billed = Billed {
            inner: runner,
            program: self.program,
            runs: Vec::new(),
        };
        let judged = judging::judge(&mut billed, &attempt, after_run)?;
        let kept = billed.judged(&judged.outcome);
        let run = walk::Run {
            outcome: &kept.raw,
            results: &kept.results,
            stderr: &kept.stderr,
            limits: &limits,
        };
        let walk = walk::walk(&run, self.cases.len(), &check);
        let answers = match &kept.results {
            Ok(results) => results.done.iter().map(|d| d.answer.clone()).collect(),
            Err(_) => Vec::new(),
        };
        let times = billed.billed_times();
        Ok(Judged {
            walk,
            answers,
            hard_limit: spec.cpu_limit,
            rerun_note: (times.len() > 1).then(|| time_limits::rerun_note(&times, self.budget)),
        })
    }

    /// Whether the case at `index` passes in a process of its own: asked when
    /// it failed in the shared one, to tell state kept between cases from a
    /// plain bug. A failure of time is not asked about: alone, any case has
    /// the whole budget.
    pub fn passes_alone(
        &self,
        index: usize,
        runner: &mut dyn Runner,
        after_run: &mut dyn FnMut() -> Result<(), Error>,
    ) -> Result<bool, Error> {
        let alone = Batch {
            cases: std::slice::from_ref(&self.cases[index]),
            ..*self
        };
        let judged = alone.judge(runner, after_run)?;
        Ok(judged.walk.failure().is_none())
    }
}

/// The checker on what a run on one case answered: its stdout as it comes,
/// or for a LeetCode harness the answer on its channel (one case's: read whole).
pub fn check_answer(
    program: &Prepared,
    got: &mut dyn Stdout,
    check: &dyn Fn(&mut dyn Stdout) -> Result<(), Mismatch>,
) -> Result<(), Mismatch> {
    match program.harness {
        None => check(got),
        Some(_) => {
            let answer = program.answer(read_whole(got)?)?;
            check(&mut std::io::Cursor::new(answer))
        }
    }
}

/// A harness's channel, read whole: a record per case, small.
fn read_whole(got: &mut dyn Stdout) -> Result<Vec<u8>, String> {
    let mut bytes = Vec::new();
    got.read_to_end(&mut bytes)
        .map_err(|e| format!("cannot read the harness's results: {e}"))?;
    Ok(bytes)
}

/// The one line that says a case failed only because of what earlier cases left behind.
pub const STATE_HINT: &str = "passes when run alone: your solution keeps state between test \
     cases (a class attribute, static or global?); LeetCode runs every case in one process";

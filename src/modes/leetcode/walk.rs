//! From what one process did with all its cases to a verdict per case, in
//! LeetCode's order: case by case, each answer checked as it comes, the budget
//! summed over the calls, and the walk stops at the first case that is not
//! accepted, whether its answer is wrong, the budget ran out during it, or the
//! process crashed, was stopped or exited in it. A pure function of the run's
//! outcome and channel, so every path is tested without spawning anything.

use crate::check::verdict::{self, Judgement, Verdict};
use crate::check::Mismatch;
use crate::lang::leetcode::channel::Results;
use crate::problem::Limits;
use crate::run::{Kill, RunOutcome};
use crate::units::{format_kib, format_limit, format_ms, whole_ms};
use std::time::Duration;

/// One case's verdict.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CaseVerdict {
    pub judgement: Judgement,
    /// The CPU time of its call; for a case the run ended in, the process's
    /// CPU time since the case started.
    pub cpu: Duration,
    pub peak_rss_kib: u64,
    /// Whether the run was stopped at its hard limit during this case.
    pub stopped: bool,
}

/// The verdicts of the cases up to and including the first not accepted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Walk {
    pub verdicts: Vec<CaseVerdict>,
    /// The CPU time of the calls judged, summed: what the budget is compared with.
    pub billed: Duration,
}

impl Walk {
    /// The index of the case not accepted, if any.
    pub fn failure(&self) -> Option<usize> {
        let last = self.verdicts.len().checked_sub(1)?;
        (self.verdicts[last].judgement.verdict != Verdict::Accepted).then_some(last)
    }

    /// Cases accepted before the walk stopped.
    pub fn passed(&self) -> usize {
        self.verdicts.len() - usize::from(self.failure().is_some())
    }
}

/// The problem's checker on case `i`'s answer: `Err` explains the first fault.
pub type CaseCheck<'a> = dyn Fn(usize, &[u8]) -> Result<(), Mismatch> + 'a;

/// What the walk needs to know about the run.
pub struct Run<'a> {
    pub outcome: &'a RunOutcome,
    /// The channel, or why it could not be read.
    pub results: &'a Result<Results, String>,
    /// The run's stderr in the user's words.
    pub stderr: &'a str,
    /// Memory and output limits; the time is the budget.
    pub limits: &'a Limits,
}

/// Walks `cases` cases of `run`; `check(i, answer)` is the problem's checker on case `i`.
pub fn walk(run: &Run, cases: usize, check: &CaseCheck) -> Walk {
    let results = match run.results {
        Ok(results) => results,
        Err(garbled) => {
            let verdict = case_verdict(Verdict::RuntimeError, garbled.clone(), Duration::ZERO, 0);
            return Walk {
                verdicts: vec![verdict],
                billed: Duration::ZERO,
            };
        }
    };
    let budget = run.limits.time;
    let mut walk = Walk {
        verdicts: Vec::new(),
        billed: Duration::ZERO,
    };
    for (i, done) in results.done.iter().enumerate().take(cases) {
        walk.billed += done.cpu;
        let over =
            |what: String| case_verdict(Verdict::TimeLimit, what, done.cpu, done.peak_rss_kib);
        let verdict = if whole_ms(walk.billed) > whole_ms(budget) {
            over(format!(
                "the {} budget for all cases ran out during this case: its calls so far took {}",
                format_limit(budget),
                format_ms(whole_ms(walk.billed))
            ))
        } else if done.peak_rss_kib > run.limits.memory_kib {
            let message = format!(
                "peak memory {} is over the {} limit",
                format_kib(done.peak_rss_kib),
                format_kib(run.limits.memory_kib)
            );
            case_verdict(Verdict::MemoryLimit, message, done.cpu, done.peak_rss_kib)
        } else {
            let answer = [&done.answer[..], b"\n"].concat();
            match check(i, &answer) {
                Ok(()) => case_verdict(
                    Verdict::Accepted,
                    String::new(),
                    done.cpu,
                    done.peak_rss_kib,
                ),
                Err(Mismatch::Wrong(why)) => {
                    let mut wrong = case_verdict(
                        Verdict::WrongAnswer,
                        why.message,
                        done.cpu,
                        done.peak_rss_kib,
                    );
                    wrong.judgement.attack = why.attack;
                    wrong
                }
                Err(Mismatch::Presentation(why)) => {
                    case_verdict(Verdict::PresentationError, why, done.cpu, done.peak_rss_kib)
                }
            }
        };
        let failed = verdict.judgement.verdict != Verdict::Accepted;
        walk.verdicts.push(verdict);
        if failed {
            return walk;
        }
    }
    let done = results.done.len().min(cases);
    let clean = results.finished && run.outcome.exit == crate::run::sys::Exit::Code(0);
    if done < cases || !clean {
        let ended = ended_in(run, results, walk.billed);
        // A crash after the last case (a destructor, an exit hook) belongs to that case.
        if done == cases {
            walk.verdicts.pop();
        }
        walk.verdicts.push(ended);
    }
    walk
}

fn case_verdict(
    verdict: Verdict,
    message: String,
    cpu: Duration,
    peak_rss_kib: u64,
) -> CaseVerdict {
    CaseVerdict {
        judgement: Judgement {
            verdict,
            message,
            attack: None,
        },
        cpu,
        peak_rss_kib,
        stopped: false,
    }
}

/// The verdict of the case the run ended in: decided as any run's is (a stop
/// at a limit, a signal, an exit code and what stderr says), on the CPU time
/// of the calls before it, since the budget of finished calls was checked already.
fn ended_in(run: &Run, results: &Results, billed: Duration) -> CaseVerdict {
    let outcome = RunOutcome {
        cpu: billed,
        ..run.outcome.clone()
    };
    // The process's CPU time since the case started, by the harness's clock.
    let cpu = match results.running_since {
        Some(since) => run.outcome.cpu.saturating_sub(since),
        None => run
            .outcome
            .cpu
            .saturating_sub(results.done.iter().map(|d| d.cpu).sum()),
    };
    let mut judgement = verdict::decide(&outcome, run.limits, run.stderr, || {
        Err(Mismatch::from("exit".to_string()))
    });
    if judgement.verdict == Verdict::WrongAnswer {
        // It ended cleanly, yet in the middle of the cases.
        judgement = Judgement {
            verdict: Verdict::RuntimeError,
            message: match &results.error {
                Some(why) => format!("LeetCode harness: {why}"),
                None => "the process ended during this case with exit code 0: does your \
                         code call exit?"
                    .into(),
            },
            attack: None,
        };
    } else if let Some(why) = &results.error {
        judgement.message = format!("LeetCode harness: {why}");
    }
    CaseVerdict {
        judgement,
        cpu,
        peak_rss_kib: run.outcome.peak_rss_kib,
        stopped: run.outcome.killed == Some(Kill::Cpu),
    }
}

#[cfg(test)]
#[path = "walk_tests.rs"]
mod tests;

//! Stress mode on a LeetCode file: the generated inputs run [`BATCH`] at a
//! time in one process, as LeetCode runs a submission's cases, so that state
//! kept between cases shows. A failure is shrunk to the shortest sequence of
//! smallest inputs that still fails the same way: first the failing input
//! alone, then without each earlier input, then each input made simpler; and
//! when the last input passes alone, the report says the solution keeps state.

use super::report::Progress;
use super::shrink::{MAX_TIME, MAX_TRIALS};
use super::trial::{Contest, Trial};
use super::{generated, replay, save_fixtures, Options};
use crate::check::verdict::Verdict;
use crate::error::Error;
use crate::judging::Runner;
use crate::modes::leetcode::{Batch, CaseData, Judged, STATE_HINT};
use crate::run::sys::Exit;
use crate::run::{Method, RunOutcome};
use std::time::{Duration, Instant};

/// Inputs a process: as many as a LeetCode problem's testcases, about.
pub const BATCH: u64 = 10;

/// One process's run of a sequence of inputs.
pub struct SequenceTrial {
    pub inputs: Vec<String>,
    pub expected: Vec<Vec<u8>>,
    pub judged: Judged,
}

impl SequenceTrial {
    /// The index of the input not accepted, if any.
    fn failure(&self) -> Option<usize> {
        self.judged.walk.failure()
    }

    fn verdict(&self) -> Option<Verdict> {
        let at = self.failure()?;
        Some(self.judged.walk.verdicts[at].judgement.verdict)
    }

    /// Input `i` as a trial of its own, for the report.
    fn case(&self, i: usize) -> Trial {
        let verdict = &self.judged.walk.verdicts[i];
        Trial {
            input: self.inputs[i].clone(),
            expected: self.expected[i].clone(),
            got: self
                .judged
                .answers
                .get(i)
                .map_or(Vec::new(), |a| [&a[..], b"\n"].concat()),
            judgement: verdict.judgement.clone(),
            outcome: RunOutcome {
                exit: Exit::Code(0),
                cpu: verdict.cpu,
                wall: Duration::ZERO,
                peak_rss_kib: verdict.peak_rss_kib,
                killed: None,
                stdout_bytes: 0,
                stderr_bytes: 0,
                measured: Method::default(),
            },
        }
    }
}

/// Runs `inputs` in one process of the candidate, each against the reference's answer.
fn trial(
    contest: &Contest,
    budget: Duration,
    runner: &mut dyn Runner,
    inputs: Vec<String>,
) -> Result<SequenceTrial, Error> {
    let expected = inputs
        .iter()
        .map(|input| contest.reference_output(input))
        .collect::<Result<Vec<_>, _>>()?;
    let cases: Vec<CaseData> = inputs
        .iter()
        .zip(&expected)
        .map(|(input, expected)| CaseData {
            name: "",
            path: None,
            input: input.as_bytes(),
            expected,
        })
        .collect();
    let batch = Batch {
        problem: contest.problem,
        program: contest.candidate,
        cases: &cases,
        limits: contest.limits,
        budget,
        dir: contest.scratch.path(),
    };
    let judged = batch.judge(runner, &mut || Ok(()))?;
    Ok(SequenceTrial {
        inputs,
        expected,
        judged,
    })
}

/// Stresses a LeetCode file in batches; `Ok(true)` when nothing failed.
pub fn run(
    contest: &Contest,
    budget: Duration,
    runner: &mut dyn Runner,
    out: &mut Progress,
    options: &Options,
    seed: u64,
) -> Result<bool, Error> {
    let (start, mut next) = (Instant::now(), 0);
    while next < options.runs && start.elapsed() < options.time_budget {
        let end = (next + BATCH).min(options.runs);
        let inputs = (next..end)
            .map(|i| generated(contest.problem, seed, i))
            .collect();
        let sequence = match trial(contest, budget, runner, inputs) {
            Ok(sequence) => sequence,
            // Ctrl-C: the inputs of the batches before this one were judged.
            Err(error @ Error::Interrupted { .. }) => {
                out.interrupted(next, start.elapsed(), &error);
                return Err(error);
            }
            Err(error) => return Err(error),
        };
        for i in 0..sequence.judged.walk.verdicts.len() {
            out.input(next + i as u64, &sequence.case(i), start.elapsed());
        }
        if let Some(at) = sequence.failure() {
            let failed_at = next + at as u64;
            let (smallest, trials) = shrink(contest, budget, runner, sequence)?;
            let last = smallest.inputs.len() - 1;
            let mut failing = smallest.case(last);
            let alone = trial(contest, budget, runner, vec![smallest.inputs[last].clone()])?;
            if last > 0 && alone.failure().is_none() {
                failing.judgement.message += &format!("\n{STATE_HINT}");
            }
            let saved = match options.save {
                true => {
                    let pairs: Vec<(&str, &[u8])> = smallest
                        .inputs
                        .iter()
                        .zip(&smallest.expected)
                        .map(|(input, expected)| (input.as_str(), &expected[..]))
                        .collect();
                    let id = &contest.problem.id;
                    Some(save_fixtures(&options.root, id, seed, &pairs)?)
                }
                false => None,
            };
            let replay = replay(&contest.problem.id, &options.submission, seed);
            out.failure(
                failed_at,
                &failing,
                &smallest.inputs[..last],
                trials,
                &replay,
                saved,
            );
            return Ok(false);
        }
        next = end;
    }
    out.finish(next, start.elapsed());
    Ok(true)
}

/// The shortest sequence of simplest inputs reachable from `failure` that
/// still fails with its verdict, cut after the input that fails.
fn shrink(
    contest: &Contest,
    budget: Duration,
    runner: &mut dyn Runner,
    failure: SequenceTrial,
) -> Result<(SequenceTrial, usize), Error> {
    let kind = &contest.problem.input;
    let (start, mut trials) = (Instant::now(), 0);
    let verdict = failure.verdict();
    let mut smallest = cut(failure);
    'outer: loop {
        for candidate in candidates(&smallest.inputs, &|input| kind.shrink(input)) {
            if trials >= MAX_TRIALS || start.elapsed() > MAX_TIME {
                break 'outer;
            }
            let same = candidate == smallest.inputs;
            if same || candidate.iter().any(|input| kind.validate(input).is_err()) {
                continue;
            }
            trials += 1;
            let tried = trial(contest, budget, runner, candidate)?;
            if tried.verdict() == verdict {
                smallest = cut(tried);
                continue 'outer;
            }
        }
        break;
    }
    Ok((smallest, trials))
}

/// The sequence up to and including its failing input.
fn cut(mut sequence: SequenceTrial) -> SequenceTrial {
    let keep = sequence
        .failure()
        .map_or(sequence.inputs.len(), |at| at + 1);
    sequence.inputs.truncate(keep);
    sequence.expected.truncate(keep);
    sequence
}

/// Simpler sequences, the simplest first: the last input alone, the sequence
/// without one of its earlier inputs, then with one input made simpler.
fn candidates(inputs: &[String], simpler: &dyn Fn(&str) -> Vec<String>) -> Vec<Vec<String>> {
    let last = inputs.len() - 1;
    let mut out = Vec::new();
    if last > 0 {
        out.push(vec![inputs[last].clone()]);
    }
    for drop in (0..last).filter(|_| last > 1) {
        let mut shorter = inputs.to_vec();
        shorter.remove(drop);
        out.push(shorter);
    }
    for (i, input) in inputs.iter().enumerate() {
        for simple in simpler(input) {
            let mut changed = inputs.to_vec();
            changed[i] = simple;
            out.push(changed);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_simplest_sequences_come_first() {
        let inputs: Vec<String> = ["5", "3", "4"].iter().map(|s| s.to_string()).collect();
        let smaller = |input: &str| match input {
            "4" => vec!["1".to_string()],
            _ => Vec::new(),
        };
        let got = candidates(&inputs, &smaller);
        let expected: Vec<Vec<&str>> = vec![
            vec!["4"],
            vec!["3", "4"],
            vec!["5", "4"],
            vec!["5", "3", "1"],
        ];
        assert_eq!(got, expected);
        assert_eq!(
            candidates(&inputs[2..], &smaller),
            vec![vec!["1".to_string()]]
        );
    }
}

//! Shrinking a failing input: try the input kind's simpler candidates in order,
//! move to the first that still fails the same way (the same verdict, so a
//! wrong answer never shrinks into a time-out), and repeat until none does (or
//! the budget runs out). Candidates outside the statement's constraints are skipped.

use super::trial::{Contest, Trial};
use crate::error::Error;
use crate::judging::Runner;
use std::time::{Duration, Instant};

/// At most this many trials and this long are spent shrinking.
pub(super) const MAX_TRIALS: usize = 400;
pub(super) const MAX_TIME: Duration = Duration::from_secs(30);

/// The simplest failing input reachable from `failure`, and how many trials it took.
pub fn shrink(
    contest: &Contest,
    runner: &mut dyn Runner,
    failure: Trial,
) -> Result<(Trial, usize), Error> {
    let kind = &contest.problem.input;
    let (start, mut trials) = (Instant::now(), 0);
    let mut smallest = failure;
    'outer: loop {
        for candidate in kind.shrink(&smallest.input) {
            if trials >= MAX_TRIALS || start.elapsed() > MAX_TIME {
                break 'outer;
            }
            // A candidate equal to the input would go round forever.
            if candidate == smallest.input || kind.validate(&candidate).is_err() {
                continue;
            }
            trials += 1;
            let trial = contest.trial(runner, &candidate)?;
            if trial.judgement.verdict == smallest.judgement.verdict {
                smallest = trial;
                continue 'outer;
            }
        }
        break;
    }
    Ok((smallest, trials))
}

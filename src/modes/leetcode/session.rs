//! The judge mode's LeetCode path: a file in LeetCode's harness is judged on
//! all its problem's fixtures in one process, as LeetCode judges a submission.
//! The report shows each case up to the first not accepted, then LeetCode's
//! summary; the state-leak hint is asked for by running the failing case alone.

use super::{summary, Batch, CaseData, STATE_HINT};
use crate::check::verdict::Verdict;
use crate::error::Error;
use crate::fixture_guard::Guard;
use crate::fixtures::Case;
use crate::judging::Runner;
use crate::lang::prepare::Prepared;
use crate::problem::{Practice, Problem};
use crate::report::{CaseResult, Report};
use std::path::Path;
use std::time::Duration;

/// A problem judged LeetCode's way.
pub struct Plan<'a> {
    pub problem: &'a Problem,
    pub program: &'a Prepared,
    pub cases: &'a [Case],
    /// The problem's limits for this language, scaled.
    pub limits: crate::problem::Limits,
    /// The budget, scaled as the limits are.
    pub budget: Duration,
    pub dir: &'a Path,
}

/// What the report's header calls this way of running.
pub fn mode_label(cases: usize) -> String {
    let cases = match cases {
        1 => "1 case".to_string(),
        n => format!("all {n} cases"),
    };
    format!("{cases} in one process, as LeetCode runs them, under one time budget")
}

/// Judges the plan's cases in one process and reports them.
pub fn judge(
    plan: &Plan,
    runner: &mut dyn Runner,
    guard: &mut Guard,
    report: &mut Report,
) -> Result<(), Error> {
    let problem = plan.problem;
    let cases: Vec<CaseData> = plan
        .cases
        .iter()
        .map(|case| CaseData {
            name: &case.name,
            path: Some(&case.input),
            input: &case.input_bytes,
            expected: &case.expected_bytes,
        })
        .collect();
    let batch = Batch {
        problem,
        program: plan.program,
        cases: &cases,
        limits: plan.limits,
        budget: plan.budget,
        dir: plan.dir,
    };
    let limits = batch.run_limits();
    let practice = Practice {
        time: problem.leetcode_budget.is_some_and(|b| b.practice),
        ..problem.practice
    };
    let label = format!("{} · {}", plan.program.label, mode_label(cases.len()));
    report.problem_start(&problem.id, &label, &limits, practice);
    for notice in &plan.program.notices {
        report.notice(notice);
    }
    let mut after_run = || plan.cases.iter().try_for_each(|case| guard.verify(case));
    let mut judged = batch.judge(runner, &mut after_run)?;
    if let Some(at) = judged.walk.failure() {
        let failed = &mut judged.walk.verdicts[at].judgement;
        let asked = !matches!(failed.verdict, Verdict::TimeLimit | Verdict::Accepted);
        if asked && batch.passes_alone(at, runner, &mut after_run)? {
            failed.message = match failed.message.is_empty() {
                true => STATE_HINT.to_string(),
                false => format!("{}\n{STATE_HINT}", failed.message),
            };
        }
    }
    for (verdict, case) in judged.walk.verdicts.iter().zip(&cases) {
        report.case(CaseResult {
            // LeetCode's summary below shows the failing case's input.
            shown_input: Vec::new(),
            problem: problem.id.clone(),
            case: case.name.to_string(),
            judgement: verdict.judgement.clone(),
            cpu: verdict.cpu,
            // Only the whole process's wall time is measured.
            wall: Duration::ZERO,
            peak_rss_kib: verdict.peak_rss_kib,
            limits,
            stopped_at: verdict.stopped.then_some(judged.hard_limit),
        });
    }
    let left = cases.len() - judged.walk.verdicts.len();
    report.not_judged(left, "LeetCode stops at the first case not accepted".into());
    report.note(&summary::lines(&cases, &judged, plan.budget));
    Ok(())
}

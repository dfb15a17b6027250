//! A runner for one process running many cases: it runs the spec through the
//! real runner, reads the harness's channel and bills the run for the CPU time
//! of its calls alone, so that the one judging function compares the budget
//! with what LeetCode's budget covers and re-runs a total that lands near it.
//! Each run's channel and stderr are kept, for the walk over the fastest.

use crate::check::Stdout;
use crate::error::{At, Error};
use crate::judging::Runner;
use crate::lang::leetcode::channel::{self, Results};
use crate::lang::prepare::Prepared;
use crate::run::{self, RunOutcome, RunSpec};
use std::io::Read;
use std::time::Duration;

/// One run as the launcher measured it, with what its harness wrote.
pub struct Kept {
    /// As judged: the CPU time of the calls, when the harness got through them all.
    pub billed: RunOutcome,
    /// As measured: the whole process (its memory billed).
    pub raw: RunOutcome,
    pub results: Result<Results, String>,
    /// The run's stderr in the user's words.
    pub stderr: String,
}

/// Wraps the session's runner for the runs of one harness.
pub struct Billed<'a> {
    pub inner: &'a mut dyn Runner,
    pub program: &'a Prepared,
    pub runs: Vec<Kept>,
}

impl Billed<'_> {
    /// The run that was judged (the first with the outcome the judge kept,
    /// which it billed for memory as it bills every run).
    pub fn judged(&self, outcome: &RunOutcome) -> &Kept {
        self.runs
            .iter()
            .find(|kept| &self.program.bill(kept.billed.clone()) == outcome)
            .expect("the judge keeps one of the runs")
    }

    /// Each run's billed CPU time, for the re-run note.
    pub fn billed_times(&self) -> Vec<Duration> {
        self.runs.iter().map(|kept| kept.billed.cpu).collect()
    }
}

impl Runner for Billed<'_> {
    fn run(&mut self, spec: &RunSpec, input: &[u8]) -> Result<RunOutcome, Error> {
        let raw = self.inner.run(spec, input)?;
        let mut written = Vec::new();
        self.inner
            .stdout(spec)?
            .read_to_end(&mut written)
            .at(&spec.stdout)?;
        // Memory as the judge bills it: a JVM's idle footprint is not the solution's.
        let baseline = self.program.memory_baseline_kib;
        let results = channel::parse(&written).map(|mut results| {
            for done in &mut results.done {
                done.peak_rss_kib = done.peak_rss_kib.saturating_sub(baseline);
            }
            results
        });
        let stderr = self.program.user_view(&run::stderr_head(&spec.stderr));
        let cpu = match &results {
            Ok(results) if results.finished => results.done.iter().map(|d| d.cpu).sum(),
            _ => raw.cpu,
        };
        let billed = RunOutcome { cpu, ..raw.clone() };
        self.runs.push(Kept {
            billed: billed.clone(),
            raw: self.program.bill(raw),
            results,
            stderr,
        });
        Ok(billed)
    }

    fn stdout(&self, spec: &RunSpec) -> Result<Box<dyn Stdout>, Error> {
        self.inner.stdout(spec)
    }
}

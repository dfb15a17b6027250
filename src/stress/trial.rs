//! One stress trial: an input goes to the kit's own solution (the reference)
//! and to the program under test, and the problem's checker decides the
//! latter's output against the former's, exactly as for a fixture.

use crate::check::verdict::{Judgement, Verdict};
use crate::check::{self, verdict};
use crate::error::Error;
use crate::lang::prepare::Prepared;
use crate::problem::{Limits, Problem};
use crate::run::{self, Confinement, RunOutcome, RunSpec};
use crate::tempdir::TempDir;
use std::path::{Path, PathBuf};

/// What is compared on each input.
pub struct Contest<'a> {
    pub problem: &'a Problem,
    pub reference: &'a Path,
    pub candidate: &'a Prepared,
    /// The candidate's limits (its language's, scaled).
    pub limits: Limits,
    pub scratch: &'a TempDir,
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

impl Contest<'_> {
    fn file(&self, name: &str) -> PathBuf {
        self.scratch.path().join(name)
    }

    /// Runs both programs on `input` and judges the candidate.
    pub fn trial(&self, input: &str) -> Result<Trial, Error> {
        let spec = self.candidate.run_spec(&self.limits, self.scratch.path());
        std::fs::write(&spec.stdin, input).map_err(|e| Error::Io {
            path: spec.stdin.clone(),
            source: e,
        })?;
        let expected = self.reference_output(&spec.stdin, input)?;
        // Confined as on the fixtures: it may write only in its private
        // directory, and the kit's expected answers are out of sight.
        let root = self.problem.source.parent().and_then(Path::parent);
        let confinement = Confinement {
            private_dir: self.file("private"),
            hidden: root.map(|root| root.join("expected")).into_iter().collect(),
        };
        let outcome = run::run_confined(&spec, &confinement)?;
        let got = std::fs::read(&spec.stdout).unwrap_or_default();
        let stderr = self.candidate.user_view(&run::stderr_head(&spec.stderr));
        let judgement = verdict::decide(&outcome, &self.limits, &stderr, || {
            check::check(self.problem, input.as_bytes(), &expected, &got)
        });
        Ok(Trial {
            input: input.to_string(),
            expected,
            got,
            judgement,
            outcome,
        })
    }

    /// The kit's own answer; its failure is the kit's bug, not the user's. Its
    /// files are gone before the candidate runs, so the candidate cannot read
    /// the answer next to its own directory.
    fn reference_output(&self, input_path: &Path, input: &str) -> Result<Vec<u8>, Error> {
        let limits = self.problem.limits;
        let spec = RunSpec {
            argv: vec![self.reference.into()],
            cwd: self.scratch.path().to_path_buf(),
            stdin: input_path.to_path_buf(),
            stdout: self.file("expected.txt"),
            stderr: self.file("reference-stderr.txt"),
            // Generous: the reference is trusted, and a slow machine must not fail it.
            cpu_limit: limits.time * 10,
            wall_limit: limits.time * 20,
            memory_limit_kib: limits.memory_kib * 4,
            output_limit_bytes: limits.output_bytes * 4,
            address_space_kib: None,
        };
        let outcome = run::run(&spec);
        let (output, stderr) = (std::fs::read(&spec.stdout), run::stderr_head(&spec.stderr));
        let _ = std::fs::remove_file(&spec.stdout);
        let _ = std::fs::remove_file(&spec.stderr);
        let outcome = outcome?;
        if outcome.exit != run::sys::Exit::Code(0) || outcome.killed.is_some() {
            return Err(Error::Stress(format!(
                "the kit's own solution problems/{}.rs failed on a generated input \
                 ({:?}, {}); this is a bug in the kit or its generator, please report it \
                 with the input:\n{input}",
                self.problem.id,
                outcome.exit,
                stderr.lines().next().unwrap_or("")
            )));
        }
        output.map_err(|e| Error::Io {
            path: spec.stdout.clone(),
            source: e,
        })
    }
}

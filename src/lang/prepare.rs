//! What is judged, made ready to run: a problem's own binary, the user's source
//! file (built by `build.rs` the way its online judge builds it, in a temporary
//! directory), or any shell command; and the limits it runs under, which depend
//! on the problem and the language.

pub use super::build::{Build, Prepared};

use super::Language;
use crate::error::{At, Error};
use crate::problem::{Limits, Problem};
use crate::tempdir::TempDir;
use std::path::{Path, PathBuf};

/// The user's own code, as the command line names it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Submission {
    /// A source file, in the language `--lang` names (else its extension's).
    File {
        path: PathBuf,
        lang: Option<&'static str>,
    },
    /// Any command, run through `sh -c` in the user's directory.
    Command(String),
}

/// The thing under judgement on one problem.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Subject {
    /// The kit's own solution, built from `problems/<id>.rs`.
    OwnBinary(PathBuf),
    Submission(Submission),
}

/// Makes `subject` runnable for `problem`.
pub fn prepare(subject: &Subject, problem: &Problem) -> Result<Build, Error> {
    match subject {
        Subject::OwnBinary(binary) => {
            let workdir = TempDir::new("run")?;
            Ok(Build::Ready(Prepared {
                argv: vec![binary.into()],
                cwd: workdir.path().to_path_buf(),
                language: None,
                // The kit's own binaries are Rust.
                native: true,
                label: format!("own solution problems/{}.rs", problem.id),
                harness: None,
                // HDU takes no Rust: the kit's own file is for local practice there.
                notices: super::by_name("rust")
                    .and_then(|rust| super::judges::acceptance(problem.judge, rust))
                    .into_iter()
                    .collect(),
                memory_baseline_kib: 0,
                paths: Default::default(),
                _workdir: Some(workdir),
            }))
        }
        Subject::Submission(Submission::Command(command)) => {
            let cwd = std::env::current_dir().at(Path::new("."))?;
            Ok(Build::Ready(Prepared {
                argv: vec!["sh".into(), "-c".into(), command.into()],
                cwd,
                language: None,
                // Unknown: it may start a JVM, which reserves far more than it touches.
                native: false,
                label: format!("sh -c {command:?}"),
                harness: None,
                notices: Vec::new(),
                memory_baseline_kib: 0,
                paths: Default::default(),
                _workdir: None,
            }))
        }
        Subject::Submission(Submission::File { path, lang }) => {
            super::build::user_file(path, *lang, problem)
        }
    }
}

/// The problem's limits for this language (its judge's rule, `judges::limits`), scaled.
pub fn limits_for(problem: &Problem, language: Option<&Language>, time_scale: f64) -> Limits {
    let mut limits = super::judges::limits(problem, language);
    limits.time = limits.time.mul_f64(time_scale);
    limits
}

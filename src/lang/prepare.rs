//! What is judged, made ready to run: a problem's own binary, the user's source
//! file (built by `build.rs` the way its online judge builds it, in a temporary
//! directory), or any shell command.

pub use super::build::{Build, Prepared};

use crate::error::Error;
use crate::problem::Problem;
use crate::tempdir::TempDir;
use std::path::{Path, PathBuf};

/// The thing under judgement, as the command line names it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Subject {
    OwnBinary,
    /// The user's file, in the language `--lang` names (else its extension's).
    File {
        path: PathBuf,
        lang: Option<&'static str>,
    },
    Command(String),
}

/// Makes `subject` runnable for `problem`; `own_binary` is the problem's own
/// build, when the subject is that.
pub fn prepare(
    subject: &Subject,
    problem: &Problem,
    own_binary: Option<&Path>,
) -> Result<Build, Error> {
    match (subject, own_binary) {
        (Subject::OwnBinary, Some(binary)) => {
            let workdir = TempDir::new("run")?;
            Ok(Build::Ready(Prepared {
                argv: vec![binary.into()],
                cwd: workdir.path().to_path_buf(),
                language: None,
                // The kit's own binaries are Rust.
                native: true,
                label: format!("own solution problems/{}.rs", problem.id),
                notices: Vec::new(),
                memory_baseline_kib: 0,
                paths: Default::default(),
                _workdir: Some(workdir),
            }))
        }
        (Subject::OwnBinary, None) => unreachable!("the session builds own binaries first"),
        (Subject::Command(command), _) => {
            let cwd = std::env::current_dir().map_err(|e| Error::Io {
                path: ".".into(),
                source: e,
            })?;
            Ok(Build::Ready(Prepared {
                argv: vec!["sh".into(), "-c".into(), command.into()],
                cwd,
                language: None,
                // Unknown: it may start a JVM, which reserves far more than it touches.
                native: false,
                label: format!("sh -c {command:?}"),
                notices: Vec::new(),
                memory_baseline_kib: 0,
                paths: Default::default(),
                _workdir: None,
            }))
        }
        (Subject::File { path, lang }, _) => super::build::user_file(path, *lang, problem),
    }
}

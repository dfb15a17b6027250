//! Everything that stops the judge before it can give verdicts (exit status 2).
//! Each message names the path involved and the next step to take. A leaf:
//! it imports nothing of the judge's, so every layer can use it.

use std::fmt;
use std::path::{Path, PathBuf};

/// A usage, setup or fixture error.
#[derive(Debug)]
pub enum Error {
    /// The command line does not fit the interface; the message says how.
    Usage(String),
    UnknownProblem {
        id: String,
        known: Vec<String>,
        /// The known ids nearest `id` (a typo's likely meaning), maybe none.
        near: Vec<String>,
    },
    /// A problem file's `## Judge` header is missing or unreadable.
    ProblemHeader {
        path: PathBuf,
        message: String,
    },
    NoFixtures {
        dir: PathBuf,
    },
    /// A fixture the judge cannot use: outside the statement, or empty.
    BadFixture {
        path: PathBuf,
        message: String,
    },
    OrphanInput {
        input: PathBuf,
        expected: PathBuf,
    },
    OrphanExpected {
        expected: PathBuf,
        input: PathBuf,
    },
    NoCaseMatches {
        problem: String,
        pattern: String,
        /// Every case name of the problem, in natural order.
        cases: Vec<String>,
    },
    NoSuchFile {
        path: PathBuf,
    },
    /// An `--input` outside the statement's constraints.
    CustomInput {
        problem: String,
        message: String,
    },
    UnsupportedLanguage {
        path: PathBuf,
        /// Every `--lang` value, for the message.
        known: String,
    },
    /// A compiler or interpreter the user's file needs is not installed.
    MissingTool {
        tool: String,
        path: PathBuf,
        /// The Debian/Ubuntu package that provides it.
        package: &'static str,
    },
    /// A LeetCode file with neither the declared method nor an entry point of its own.
    NoMethod {
        problem: String,
        method: String,
        path: PathBuf,
        /// LeetCode's signature of the method, in the file's language.
        signature: String,
    },
    /// A problem's own file does not compile.
    ProblemBuild {
        path: PathBuf,
        message: String,
    },
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
    /// Stress mode cannot go on (the kit's own solution failed, say).
    Stress(String),
    /// A run could not be started or measured.
    Launch {
        program: String,
        message: String,
    },
    /// SIGINT, SIGTERM or SIGHUP stopped the session (exit status 128 + signal).
    Interrupted {
        signal: i32,
        /// Its conventional name (`SIGINT`).
        name: String,
    },
    /// A fixture changed while a solution ran; it was put back as it was.
    FixtureChanged {
        path: PathBuf,
        /// What changed: "content", "mode 0644 → 0000", "flags +immutable", …
        what: String,
    },
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Usage(message) => write!(f, "{message} (see scripts/judge.sh --help)"),
            Error::UnknownProblem { id, known, near } => {
                // A path is not a mistyped id: do not show it as problems//tmp/x.rs.
                let file = match id.contains(['/', '.']) {
                    true => String::new(),
                    false => format!(" (no problems/{id}.rs)"),
                };
                match near.as_slice() {
                    [] => write!(f, "no problem '{id}'{file}; known ids: {}", known.join(", ")),
                    [one] => write!(f, "no problem {id}; did you mean {one}?"),
                    [init @ .., last] => write!(
                        f,
                        "no problem {id}; did you mean {} or {last}?",
                        init.join(", ")
                    ),
                }
            }
            Error::ProblemHeader { path, message } => write!(
                f,
                "{}: {message}; its header needs a '//! ## Judge' list with time limit, \
                 memory limit, output limit, judge and checker",
                path.display()
            ),
            Error::NoFixtures { dir } => {
                write!(
                    f,
                    "no fixtures in {}: add <case>.txt files there",
                    dir.display()
                )
            }
            Error::BadFixture { path, message } => {
                write!(f, "{} {message}: fix or remove the fixture", path.display())
            }
            Error::OrphanInput { input, expected } => write!(
                f,
                "no {} for {}: add it or remove the input",
                expected.display(),
                input.display()
            ),
            Error::OrphanExpected { expected, input } => write!(
                f,
                "no {} for {}: add it or remove the expected file",
                input.display(),
                expected.display()
            ),
            Error::NoCaseMatches {
                problem,
                pattern,
                cases,
            } => write!(
                f,
                "no case of {problem} matches --case {pattern:?}; its cases are {} \
                 (wildcards * and ? work; a number matches its zero-padded name)",
                shortened(cases, 30)
            ),
            Error::NoSuchFile { path } => write!(f, "{}: no such file", path.display()),
            Error::CustomInput { problem, message } => write!(
                f,
                "the input is outside {problem}'s constraints: {message} (the statement's \
                 constraints are in problems/{problem}.rs)"
            ),
            Error::UnsupportedLanguage { path, known } => write!(
                f,
                "{}: cannot tell the language; use one of .rs .c .cpp .cc .py .java .js, \
                 --lang NAME ({known}), or --cmd 'COMMAND'",
                path.display(),
            ),
            Error::MissingTool {
                tool,
                path,
                package,
            } => write!(
                f,
                "{}: needs '{tool}', which is not installed or not on PATH; install it with \
                 your package manager (Debian/Ubuntu: sudo apt-get install {package})",
                path.display()
            ),
            Error::NoMethod {
                problem,
                method,
                path,
                signature,
            } => write!(
                f,
                "{problem}: no method {method} in {} (LeetCode's signature: {signature})",
                path.display()
            ),
            Error::ProblemBuild { path, message } => write!(
                f,
                "{} does not compile with rustc --edition 2021 -O; fix it and run again:\n{message}",
                path.display()
            ),
            Error::Io { path, source } => write!(f, "{}: {source}", path.display()),
            Error::Stress(message) => write!(f, "stress: {message}"),
            Error::Launch { program, message } => write!(f, "could not run {program}: {message}"),
            Error::Interrupted { name, .. } => write!(
                f,
                "stopped by {name}: everything it had started was killed and its temporary files removed"
            ),
            Error::FixtureChanged { path, what } => write!(
                f,
                "{} changed while a solution ran ({what}): the judge put it back as it had read it \
                 and gives no verdict; does the solution write or change files?",
                path.display()
            ),
        }
    }
}

impl std::error::Error for Error {}

/// The first `most` names, then how many more: `01, 02, …, 30 and 12 more`.
fn shortened(names: &[String], most: usize) -> String {
    match names.len() > most {
        true => format!(
            "{} and {} more",
            names[..most].join(", "),
            names.len() - most
        ),
        false => names.join(", "),
    }
}

/// Names the path an I/O error happened at: `std::fs::read(&path).at(&path)?`.
pub trait At<T> {
    fn at(self, path: impl AsRef<Path>) -> Result<T, Error>;
}

impl<T> At<T> for std::io::Result<T> {
    fn at(self, path: impl AsRef<Path>) -> Result<T, Error> {
        self.map_err(|source| Error::Io {
            path: path.as_ref().to_path_buf(),
            source,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_io_error_is_named_by_its_path() {
        let missing = Path::new("/nonexistent/judge-test");
        let error = std::fs::read(missing).at(missing).unwrap_err();
        assert!(matches!(&error, Error::Io { path, .. } if path == missing));
        assert!(
            error.to_string().starts_with("/nonexistent/judge-test: "),
            "{error}"
        );
    }
}

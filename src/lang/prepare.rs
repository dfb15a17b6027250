//! What is judged, made ready to run: a problem's own binary, the user's source
//! file (compiled the way its online judge compiles it, in a temporary
//! directory), or any shell command.

use crate::error::Error;
use crate::lang::{self as language, Language};
use crate::problem::{Judge, Problem};
use crate::run::{self as runner, RunSpec};
use crate::tempdir::TempDir;
use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// The thing under judgement, as the command line names it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Subject {
    OwnBinary,
    File(PathBuf),
    Command(String),
}

/// A program ready to run on every case of one problem.
#[derive(Debug)]
pub struct Prepared {
    pub argv: Vec<OsString>,
    pub cwd: PathBuf,
    /// Its language, when it is the user's file.
    pub language: Option<&'static Language>,
    /// Native code, which gets an address-space cap (see `Language::native`).
    pub native: bool,
    /// What the report calls it.
    pub label: String,
    /// The directory the program was built and runs in; removed when dropped.
    _workdir: Option<TempDir>,
}

/// The result of preparing: a runnable program, or the compiler's first error.
pub enum Build {
    Ready(Prepared),
    CompileError { label: String, first_error: String },
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
            let label = format!("own solution problems/{}.rs", problem.id);
            Ok(Build::Ready(Prepared {
                argv: vec![binary.into()],
                cwd: workdir.path().to_path_buf(),
                language: None,
                // The kit's own binaries are Rust.
                native: true,
                label,
                _workdir: Some(workdir),
            }))
        }
        (Subject::OwnBinary, None) => unreachable!("the session builds own binaries first"),
        (Subject::Command(command), _) => {
            let cwd = std::env::current_dir().map_err(|e| Error::Io {
                path: ".".into(),
                source: e,
            })?;
            let argv = vec!["sh".into(), "-c".into(), command.into()];
            Ok(Build::Ready(Prepared {
                argv,
                cwd,
                language: None,
                // Unknown: it may start a JVM, which reserves far more than it touches.
                native: false,
                label: format!("sh -c {command:?}"),
                _workdir: None,
            }))
        }
        (Subject::File(path), _) => prepare_file(path, problem),
    }
}

fn prepare_file(path: &Path, problem: &Problem) -> Result<Build, Error> {
    if !path.is_file() {
        return Err(Error::NoSuchFile {
            path: path.to_path_buf(),
        });
    }
    let extension = path.extension().and_then(|e| e.to_str()).unwrap_or("");
    let language = language::by_extension(extension).ok_or_else(|| Error::UnsupportedLanguage {
        path: path.to_path_buf(),
    })?;
    let read = |p: &Path| {
        std::fs::read_to_string(p).map_err(|e| Error::Io {
            path: p.to_path_buf(),
            source: e,
        })
    };
    let mut source = read(path)?;
    let mut label = format!("{} ({})", path.display(), language.name);
    // LeetCode takes only `impl Solution { … }`: wrap it the way LeetCode does.
    if problem.judge == Judge::LeetCode && language.name == "Rust" && !source.contains("fn main") {
        source = wrap_leetcode(&read(&problem.source)?, &source, &problem.source)?;
        label += " inside LeetCode's harness";
    }
    let workdir = TempDir::new("build")?;
    let write_to = workdir.path().join(language.source_name);
    std::fs::write(&write_to, source).map_err(|e| Error::Io {
        path: write_to.clone(),
        source: e,
    })?;
    let resolve = |argv: &[&str]| resolve_argv(argv, workdir.path(), path);
    if let Some(compile) = language.compile {
        if let Some(first_error) = compile_in(workdir.path(), resolve(compile)?)? {
            return Ok(Build::CompileError { label, first_error });
        }
    }
    let argv = resolve(language.run)?;
    Ok(Build::Ready(Prepared {
        argv,
        cwd: workdir.path().to_path_buf(),
        language: Some(language),
        native: language.native,
        label,
        _workdir: Some(workdir),
    }))
}

/// The problem file with its paste region replaced by the user's code.
fn wrap_leetcode(
    problem_source: &str,
    user_code: &str,
    problem_path: &Path,
) -> Result<String, Error> {
    let (before, rest) = problem_source
        .split_once("// ---- submit: begin ----\n")
        .unzip();
    let after = rest
        .and_then(|r| r.split_once("// ---- submit: end ----\n"))
        .map(|(_, after)| after);
    match (before, after) {
        (Some(before), Some(after)) => Ok(format!("{before}{user_code}\n{after}")),
        _ => Err(Error::ProblemHeader {
            path: problem_path.to_path_buf(),
            message: "no submit markers to wrap LeetCode code in".into(),
        }),
    }
}

/// The command with its program found: `./Main` in the build directory, tools on PATH.
fn resolve_argv(argv: &[&str], workdir: &Path, file: &Path) -> Result<Vec<OsString>, Error> {
    let program = match argv[0] {
        local if local.starts_with("./") => workdir.join(&local[2..]),
        // pyenv-style shims start a shell per run; ask the interpreter where it really is.
        "python3" => python_executable().ok_or_else(|| missing("python3", file))?,
        tool => find_on_path(tool).ok_or_else(|| missing(tool, file))?,
    };
    Ok(std::iter::once(program.into())
        .chain(argv[1..].iter().map(OsString::from))
        .collect())
}

fn missing(tool: &str, file: &Path) -> Error {
    Error::MissingTool {
        tool: tool.to_string(),
        path: file.to_path_buf(),
    }
}

fn find_on_path(tool: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|dir| dir.join(tool))
        .find(|p| p.is_file())
}

fn python_executable() -> Option<PathBuf> {
    let out = std::process::Command::new(find_on_path("python3")?)
        .args(["-c", "import sys; print(sys.executable)"])
        .output()
        .ok()?;
    let path = PathBuf::from(String::from_utf8(out.stdout).ok()?.trim());
    path.is_file().then_some(path)
}

/// Compiles in `dir` under generous limits; `Some` is the compiler's first error.
fn compile_in(dir: &Path, argv: Vec<OsString>) -> Result<Option<String>, Error> {
    let spec = RunSpec {
        argv,
        cwd: dir.to_path_buf(),
        stdin: "/dev/null".into(),
        stdout: dir.join("compile.out"),
        stderr: dir.join("compile.err"),
        cpu_limit: Duration::from_secs(60),
        wall_limit: Duration::from_secs(120),
        memory_limit_kib: 4 << 20,
        // RLIMIT_FSIZE also caps the binary the compiler writes.
        output_limit_bytes: 1 << 30,
        address_space_kib: None,
    };
    let outcome = runner::run(&spec)?;
    if outcome.exit == crate::run::sys::Exit::Code(0) && outcome.killed.is_none() {
        return Ok(None);
    }
    let diagnostics = [&spec.stderr, &spec.stdout]
        .iter()
        .map(|p| {
            std::fs::read(p)
                .map(|b| String::from_utf8_lossy(&b).into_owned())
                .unwrap_or_default()
        })
        .collect::<Vec<_>>()
        .join("\n");
    Ok(Some(match outcome.killed {
        Some(_) => "the compiler ran out of time or memory".to_string(),
        None => first_error(&diagnostics),
    }))
}

/// The compiler's first error: the first line that mentions an error and the
/// lines that locate it (or, when that is the last line, the lines before it).
pub fn first_error(diagnostics: &str) -> String {
    let lines: Vec<&str> = diagnostics
        .lines()
        .filter(|l| !l.trim().is_empty())
        .collect();
    let Some(start) = lines
        .iter()
        .position(|l| l.to_lowercase().contains("error"))
    else {
        return lines.iter().take(4).copied().collect::<Vec<_>>().join("\n");
    };
    let window = if start + 1 == lines.len() {
        start.saturating_sub(3)..start + 1
    } else {
        start..(start + 4).min(lines.len())
    };
    let picked: Vec<String> = lines[window]
        .iter()
        .map(|l| l.chars().take(200).collect())
        .collect();
    picked.join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rustc_errors_keep_their_location_lines() {
        let rustc = "warning: unused\n\nerror[E0425]: cannot find value `x`\n --> Main.rs:3:5\n  |\n3 |     x\n  |     ^\n";
        assert_eq!(
            first_error(rustc),
            "error[E0425]: cannot find value `x`\n --> Main.rs:3:5\n  |\n3 |     x"
        );
    }

    #[test]
    fn a_python_syntax_error_keeps_the_lines_before_it() {
        let python =
            "  File \"Main.py\", line 2\n    def (:\n        ^\nSyntaxError: invalid syntax\n";
        assert_eq!(first_error(python), python.trim_end());
    }

    #[test]
    fn leetcode_code_replaces_the_paste_region() {
        let file = "//! doc\nstruct Solution;\n// ---- submit: begin ----\nOLD\n// ---- submit: end ----\nfn main() {}\n";
        let wrapped = wrap_leetcode(file, "impl Solution {}", Path::new("p.rs")).unwrap();
        assert_eq!(
            wrapped,
            "//! doc\nstruct Solution;\nimpl Solution {}\nfn main() {}\n"
        );
        assert!(wrap_leetcode("no markers", "x", Path::new("p.rs")).is_err());
    }
}

//! A user's file made runnable: its language chosen (`--lang`, else the
//! extension), its code written into a temporary build directory, as it is when
//! it has an entry point of its own or into the LeetCode harness when it holds
//! the method a LeetCode problem declares, and compiled the way its judge does.

use super::build_runs::{compile_in, idle_jvm_kib, IDLE_JVM_FILE, IDLE_JVM_SOURCE};
use super::diagnostics::{compile, PathMap};
use super::layout::{as_it_is, leetcode_harness};
use super::leetcode::{channel, detect, UserCode};
use super::tools::Placeholders;
use super::{judges, tools, Kind, Language, Toolchain};
use crate::error::{At, Error};
use crate::problem::{Judge, Limits, Problem};
use crate::run::{time_limits, RunOutcome, RunSpec};
use crate::tempdir::TempDir;
use std::ffi::OsString;
use std::path::{Path, PathBuf};

/// A program ready to run on every case of one problem.
#[derive(Debug)]
pub struct Prepared {
    pub argv: Vec<OsString>,
    pub cwd: PathBuf,
    /// Its language, when it is the user's file.
    pub language: Option<&'static Language>,
    /// Native code, which gets an address-space cap (see `Toolchain::native`).
    pub native: bool,
    /// What the report calls it.
    pub label: String,
    /// Set when the program is a LeetCode harness (see `leetcode::channel`).
    pub harness: Option<HarnessFeed>,
    /// The run's notices: a language the judge would refuse, a toolchain that
    /// differs from the judge's, how Java's memory is billed.
    pub notices: Vec<String>,
    /// The idle JVM's resident memory with the same flags, not billed to a
    /// Java solution (0 for every other program).
    pub memory_baseline_kib: u64,
    /// The build directory's names in messages → the user's own words.
    pub(super) paths: PathMap,
    /// The directory the program was built and runs in; removed when dropped.
    pub(super) _workdir: Option<TempDir>,
}

/// How a LeetCode harness is fed: its cases' parameter lines one after
/// another on stdin, their number on its command line; it answers on its
/// channel (see `leetcode::channel`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HarnessFeed {
    /// The lines of one case: the declared method's parameters.
    pub params: usize,
}

impl Prepared {
    /// How this program runs once on one case under `limits`, its stdin,
    /// stdout and stderr files in `dir`: killed at the hard time limit, and,
    /// when native, capped in address space well above the memory limit, so
    /// that an allocation far past it fails (and is judged MLE) instead of
    /// succeeding untouched.
    pub fn run_spec(&self, limits: &Limits, dir: &Path) -> RunSpec {
        self.run_spec_for(limits, dir, 1)
    }

    /// As [`Prepared::run_spec`], for a harness fed `cases` cases in one process.
    pub fn run_spec_for(&self, limits: &Limits, dir: &Path, cases: usize) -> RunSpec {
        let argv = match self.harness {
            Some(_) => channel::command(&self.argv, cases),
            None => self.argv.clone(),
        };
        RunSpec {
            argv,
            cwd: self.cwd.clone(),
            stdin: dir.join("stdin"),
            stdout: dir.join("stdout"),
            stderr: dir.join("stderr"),
            cpu_limit: time_limits::hard(limits.time),
            wall_limit: time_limits::wall(limits.time),
            // The watchdog sees the whole process, idle JVM included.
            memory_limit_kib: limits.memory_kib + self.memory_baseline_kib,
            output_limit_bytes: limits.output_bytes,
            address_space_kib: self.native.then_some(limits.memory_kib * 2 + 256 * 1024),
            tmpdir: None,
        }
    }

    /// A run's outcome with its memory as billed: a JVM's idle footprint taken off.
    pub fn bill(&self, mut outcome: RunOutcome) -> RunOutcome {
        outcome.peak_rss_kib = outcome
            .peak_rss_kib
            .saturating_sub(self.memory_baseline_kib);
        outcome
    }

    /// A run's stderr with the build directory's file names replaced by the
    /// user's, so that messages point into the user's own file.
    pub fn user_view(&self, stderr: &str) -> String {
        self.paths.apply(stderr)
    }

    /// What a run on one case answered, from what it wrote to its stdout file:
    /// that very output, or for a harness the answer on its channel. `Err`
    /// says why a harness that ended cleanly gave no answer.
    pub fn answer(&self, stdout: Vec<u8>) -> Result<Vec<u8>, String> {
        match self.harness {
            Some(_) => channel::first_answer(&stdout),
            None => Ok(stdout),
        }
    }
}

/// The result of preparing: a runnable program, or the compiler's first error.
pub enum Build {
    Ready(Prepared),
    CompileError {
        label: String,
        /// Its language, whose limits the report still shows.
        language: &'static Language,
        first_error: String,
        /// Everything the compiler printed, in the user's file names (`--verbose`).
        output: String,
        /// As [`Prepared::notices`]: a toolchain drift often explains the error.
        notices: Vec<String>,
    },
}

impl Build {
    /// What the report calls it.
    pub fn label(&self) -> &str {
        match self {
            Build::Ready(program) => &program.label,
            Build::CompileError { label, .. } => label,
        }
    }

    /// The run's notices (see [`Prepared::notices`]).
    pub fn notices(&self) -> &[String] {
        match self {
            Build::Ready(program) => &program.notices,
            Build::CompileError { notices, .. } => notices,
        }
    }

    /// Its language, when it is the user's file (whose limits a compile error still shows).
    pub fn language(&self) -> Option<&'static Language> {
        match self {
            Build::Ready(program) => program.language,
            Build::CompileError { language, .. } => Some(language),
        }
    }
}

/// Builds the user's file at `path` for `problem`, in `lang` when given.
pub fn user_file(path: &Path, lang: Option<&str>, problem: &Problem) -> Result<Build, Error> {
    if !path.is_file() {
        return Err(Error::NoSuchFile {
            path: path.to_path_buf(),
        });
    }
    let extension = path.extension().and_then(|e| e.to_str()).unwrap_or("");
    let language = match lang {
        Some(name) => super::by_name(name),
        None => super::by_extension(extension),
    }
    .ok_or_else(|| Error::UnsupportedLanguage {
        path: path.to_path_buf(),
        known: super::known_names(),
    })?;
    let source = std::fs::read_to_string(path).at(path)?;
    let shown = path.display().to_string();
    let toolchain = toolchain(language, problem.judge);
    let mut commands: Vec<&[&str]> = toolchain.compile.into_iter().collect();
    commands.push(toolchain.run);
    tools::require(&commands, path)?;
    let limits = judges::limits(problem, Some(language));
    let mut notices = judges::notices(problem, language);

    let workdir = TempDir::new("build")?;
    let user = UserCode {
        source: &source,
        shown: &shown,
        workdir: workdir.path(),
    };
    let harnessed =
        problem.judge == Judge::LeetCode && !detect::has_entry_point(language.kind, &source);
    let (layout, signature, harness) = match harnessed {
        true => {
            let (layout, signature, feed) = leetcode_harness(language, problem, &user, path)?;
            (layout, Some(signature), Some(feed))
        }
        false => (as_it_is(language, &user), None, None),
    };
    let java = language.kind == Kind::Java;
    let idle = java.then_some((IDLE_JVM_FILE, IDLE_JVM_SOURCE));
    for (name, contents) in layout
        .files
        .iter()
        .map(|(n, c)| (n.as_str(), c.as_str()))
        .chain(idle)
    {
        let file = workdir.path().join(name);
        std::fs::write(&file, contents).at(&file)?;
    }
    let label = match &signature {
        Some(_) => format!("{shown} ({}) in LeetCode's harness", language.name),
        None => format!("{shown} ({})", language.name),
    };
    let mut fill = judges::placeholders(problem.judge, language.names[0], &limits);
    fill.push(("{user}", vec![layout.user_file.clone()]));
    fill.push(("{shown}", vec![shown.clone()]));
    let fill = Placeholders(fill);
    let resolve = |argv| tools::resolve(argv, workdir.path(), &fill, path);
    if let Some(command) = toolchain.compile {
        let mut argv = resolve(command)?;
        // The idle JVM's class is compiled with the user's, in one javac run.
        argv.extend(java.then(|| IDLE_JVM_FILE.into()));
        if let Some(output) = compile_in(workdir.path(), argv)? {
            let output = layout.paths.apply(&output);
            let first_error = compile::summarize(
                &output,
                &compile::UserFile {
                    shown: &shown,
                    source: &source,
                },
                signature.as_deref(),
            );
            return Ok(Build::CompileError {
                label,
                language,
                first_error,
                output: output.trim_end().to_string(),
                notices,
            });
        }
    }
    let argv = resolve(toolchain.run)?;
    let memory_baseline_kib = match java && !judges::rules(problem.judge).jvm_billed {
        true => idle_jvm_kib(workdir.path(), &argv)?,
        false => 0,
    };
    if java {
        let flags = fill
            .0
            .iter()
            .find(|(name, _)| *name == "{jvm}")
            .map(|(_, f)| f.join(" "));
        notices.push(judges::jvm_notice(
            problem.judge,
            memory_baseline_kib,
            &flags.unwrap_or_default(),
        ));
    }
    Ok(Build::Ready(Prepared {
        argv,
        cwd: workdir.path().to_path_buf(),
        language: Some(language),
        native: toolchain.native,
        label,
        harness,
        notices,
        memory_baseline_kib,
        paths: layout.paths,
        _workdir: Some(workdir),
    }))
}

/// The toolchain a judge uses for a language (LeetCode's, or the Baekjoon-style
/// stdin/stdout commands every other judge shares).
fn toolchain(language: &Language, judge: Judge) -> &Toolchain {
    match judge {
        Judge::LeetCode => &language.leetcode,
        _ => &language.baekjoon,
    }
}

//! The command line: `judge [ID...] [FILE [--lang NAME] | --cmd COMMAND] [--case NAME] [--time-scale F] [--json]`,
//! parsed into one [`Command`] per mode, each carrying that mode's own options.

use crate::error::Error;
use crate::lang::prepare::Submission;
use crate::modes::{build, judge, stress};
use crate::problem;
use crate::report::Output;
use std::ffi::OsString;
use std::path::PathBuf;

pub const USAGE: &str = "\
usage: scripts/judge.sh [ID...]                 judge each problem's own binary on all its fixtures
       scripts/judge.sh ID FILE                 judge your solution file for problem ID
       scripts/judge.sh ID --cmd 'COMMAND'      judge any command (run through sh -c)
       scripts/judge.sh build [ID...]           build problems' own binaries; print their paths

       scripts/judge.sh ID FILE --stress         random inputs against the kit's own solution

options:
  --lang NAME        FILE's language, when not its extension's: rust, c, cpp, python3,
                     pypy3, java, javascript (PyPy3 is chosen only this way)
  --case NAME        only cases whose name matches (wildcards * and ?; may repeat)
  --time-scale F     multiply every time limit by F (emulate a slower or faster judge)
  --json             one JSON object per case per line instead of the table
  -x, --fail-fast    stop judging a problem at its first case that is not AC
  --stress           generate inputs until one fails, shrink it, print it (see README)
  --seed S           stress: the seed of the inputs (printed by every run; replays it)
  --runs K           stress: at most K inputs (default 1000)
  --time-budget S    stress: at most S seconds (default 10)
  --save             stress: keep the failing input as inputs/ID/stress-SEED.txt
  --root DIR         the kit's directory (default: the current directory)
  -h, --help         this text

FILE is built the way its online judge builds it: .rs .c .cpp/.cc .py .java .js.
For LeetCode problems FILE may hold just what you paste into LeetCode (`class Solution`,
`impl Solution`, `var solveNQueens = function`, a C function): the judge wraps it in a
harness built from the problem's declared method. A file with its own main runs as it is.
exit status: 0 every case accepted, 1 some case not accepted, 2 usage, setup or fixture error";

/// What the command line asks for: one mode and its options.
#[derive(Debug, PartialEq)]
pub enum Command {
    /// Judge on the fixtures.
    Judge(judge::Options),
    /// Random inputs against the kit's own solution.
    Stress(stress::Options),
    /// Build problems' own binaries and print their paths.
    Build(build::Options),
    Help,
}

/// What `--stress` and its flags asked for, before the rest of the line is known.
struct StressFlags {
    asked: bool,
    seed: Option<u64>,
    runs: Option<u64>,
    time_budget: Option<std::time::Duration>,
    save: bool,
    /// The stress-only flags given, to name one should `--stress` be missing.
    given: Vec<&'static str>,
}

/// Parses the arguments after the program name.
pub fn parse(args: impl IntoIterator<Item = OsString>) -> Result<Command, Error> {
    let usage = |m: String| Error::Usage(m);
    let mut args = args.into_iter();
    let (mut positional, mut cases, mut command) = (Vec::new(), Vec::new(), None);
    let (mut root, mut time_scale, mut output) = (PathBuf::from("."), 1.0, Output::Table);
    let mut fail_fast = false;
    let mut stress = StressFlags {
        asked: false,
        seed: None,
        runs: None,
        time_budget: None,
        save: false,
        given: Vec::new(),
    };
    let mut lang = None;
    while let Some(arg) = args.next() {
        let Some(text) = arg.to_str() else {
            positional.push(arg);
            continue;
        };
        let mut value = |name: &str| {
            args.next()
                .ok_or_else(|| usage(format!("{name} needs a value")))
        };
        match text {
            "-h" | "--help" => return Ok(Command::Help),
            "--json" => output = Output::JsonLines,
            "-x" | "--fail-fast" => fail_fast = true,
            "--stress" => stress.asked = true,
            "--save" => {
                stress.save = true;
                stress.given.push("--save");
            }
            "--seed" => {
                stress.seed = Some(number("--seed", &value("--seed")?, u64::MAX)?);
                stress.given.push("--seed");
            }
            "--runs" => {
                stress.runs = Some(number("--runs", &value("--runs")?, 1_000_000)?.max(1));
                stress.given.push("--runs");
            }
            "--time-budget" => {
                let seconds = number("--time-budget", &value("--time-budget")?, 86_400)?;
                stress.time_budget = Some(std::time::Duration::from_secs(seconds.max(1)));
                stress.given.push("--time-budget");
            }
            "--case" => cases.push(value("--case")?.to_string_lossy().into_owned()),
            "--cmd" => command = Some(value("--cmd")?.to_string_lossy().into_owned()),
            "--root" => root = value("--root")?.into(),
            "--lang" => {
                let name = value("--lang")?.to_string_lossy().into_owned();
                let language = crate::lang::by_name(&name).ok_or_else(|| {
                    usage(format!(
                        "--lang {name:?} is not a language here (one of {})",
                        crate::lang::known_names()
                    ))
                })?;
                lang = Some(language.names[0]);
            }
            "--time-scale" => {
                let raw = value("--time-scale")?.to_string_lossy().into_owned();
                time_scale = match raw.parse::<f64>() {
                    Ok(f) if f > 0.0 && f.is_finite() && f <= 1000.0 => f,
                    _ => {
                        return Err(usage(format!(
                            "--time-scale takes a number above 0 and at most 1000, not {raw:?}"
                        )))
                    }
                };
            }
            flag if flag.starts_with('-') && flag.len() > 1 => {
                return Err(usage(format!("unknown option {flag}")))
            }
            _ => positional.push(arg),
        }
    }
    let known = problem::ids(&root)?;
    if positional.first().is_some_and(|a| a == "build") {
        let problems: Vec<String> = positional[1..]
            .iter()
            .map(|a| a.to_string_lossy().into_owned())
            .collect();
        if let Some(unknown) = problems.iter().find(|p| !known.contains(p)) {
            return Err(problem::unknown(unknown, known));
        }
        return Ok(Command::Build(build::Options { root, problems }));
    }
    let is_id = |a: &OsString| a.to_str().is_some_and(|s| known.iter().any(|k| k == s));
    check_positional(&positional, &known, command.as_deref())?;
    let mut submission = None;
    if positional.len() == 2 && !is_id(&positional[1]) {
        let path = positional.pop().unwrap().into();
        submission = Some(Submission::File { path, lang });
    } else if lang.is_some() {
        return Err(usage(
            "--lang names a solution file's language: scripts/judge.sh ID FILE --lang NAME".into(),
        ));
    }
    if let Some(unknown) = positional.iter().find(|a| !is_id(a)) {
        return Err(problem::unknown(&unknown.to_string_lossy(), known));
    }
    if let Some(command) = command {
        if submission.is_some() || positional.len() != 1 {
            return Err(usage(
                "--cmd judges one problem: scripts/judge.sh ID --cmd 'COMMAND'".into(),
            ));
        }
        submission = Some(Submission::Command(command));
    }
    if submission.is_some() && positional.len() != 1 {
        return Err(usage(
            "a solution file is judged on one problem: scripts/judge.sh ID FILE".into(),
        ));
    }
    let problems: Vec<String> = positional
        .into_iter()
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    if let Some(flag) = stress.given.first().filter(|_| !stress.asked) {
        return Err(usage(format!("{flag} goes with --stress")));
    }
    if stress.asked {
        let (Some(submission), [problem]) = (submission, &problems[..]) else {
            return Err(usage(
                "--stress tests your solution on one problem: scripts/judge.sh ID FILE --stress"
                    .into(),
            ));
        };
        let defaults = stress::Options::new(root, problem.clone(), submission);
        return Ok(Command::Stress(stress::Options {
            time_scale,
            output,
            seed: stress.seed,
            runs: stress.runs.unwrap_or(defaults.runs),
            time_budget: stress.time_budget.unwrap_or(defaults.time_budget),
            save: stress.save,
            ..defaults
        }));
    }
    Ok(Command::Judge(judge::Options {
        root,
        problems,
        submission,
        cases,
        time_scale,
        output,
        fail_fast,
    }))
}

/// The mistakes a new user makes with files and commands, each named in one line:
/// an empty `--cmd`, two files, a file without its problem id, a directory.
fn check_positional(
    positional: &[OsString],
    known: &[String],
    command: Option<&str>,
) -> Result<(), Error> {
    let usage = |m: String| Err(Error::Usage(m));
    if command.is_some_and(|c| c.trim().is_empty()) {
        return usage("--cmd needs a command to run, such as --cmd './a.out'".into());
    }
    let is_id = |a: &OsString| a.to_str().is_some_and(|s| known.iter().any(|k| k == s));
    let shown = |a: &OsString| a.to_string_lossy().into_owned();
    let files: Vec<&OsString> = positional.iter().filter(|a| !is_id(a)).collect();
    // Problem ids have no dots or slashes; a word with one is meant as a file.
    let looks_like_file = |a: &OsString| {
        let text = a.to_string_lossy();
        text.contains('.') || text.contains('/') || std::path::Path::new(a).exists()
    };
    if let [first, second, ..] = files[..] {
        if looks_like_file(first) && looks_like_file(second) {
            return usage(format!(
                "two solution files given ({} and {}): judge one at a time",
                shown(first),
                shown(second)
            ));
        }
    }
    if let Some(file) = files.iter().find(|f| looks_like_file(f)) {
        if !positional.iter().any(is_id) {
            return usage(format!(
                "which problem is {} for? Put its id first: scripts/judge.sh ID {} (ids: {})",
                shown(file),
                shown(file),
                known.join(", ")
            ));
        }
        if std::path::Path::new(file).is_dir() {
            return usage(format!(
                "{} is a directory: give the solution file in it",
                shown(file)
            ));
        }
    }
    Ok(())
}

/// A whole number from the command line, at most `max`.
fn number(flag: &str, raw: &OsString, max: u64) -> Result<u64, Error> {
    let text = raw.to_string_lossy();
    match text.parse::<u64>() {
        Ok(n) if n <= max => Ok(n),
        _ => Err(Error::Usage(format!(
            "{flag} takes a whole number from 0 to {max}, not {text:?}"
        ))),
    }
}

#[cfg(test)]
#[path = "cli_tests.rs"]
mod tests;

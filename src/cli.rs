//! The command line: `judge [ID...] [FILE [--lang NAME] | --cmd COMMAND] [--case NAME] [--time-scale F] [--json]`.

use crate::error::Error;
use crate::lang::prepare::Subject;
use crate::problem;
use std::ffi::OsString;
use std::path::PathBuf;

pub const USAGE: &str = "\
usage: scripts/judge.sh [ID...]                 judge each problem's own binary on all its fixtures
       scripts/judge.sh ID FILE                 judge your solution file for problem ID
       scripts/judge.sh ID --cmd 'COMMAND'      judge any command (run through sh -c)
       scripts/judge.sh build [ID...]           build problems' own binaries; print their paths

options:
  --lang NAME        FILE's language, when not its extension's: rust, c, cpp, python3,
                     pypy3, java, javascript (PyPy3 is chosen only this way)
  --case NAME        only cases whose name matches (wildcards * and ?; may repeat)
  --time-scale F     multiply every time limit by F (emulate a slower or faster judge)
  --json             one JSON object per case per line instead of the table
  --root DIR         the kit's directory (default: the current directory)
  -h, --help         this text

FILE is built the way its online judge builds it: .rs .c .cpp/.cc .py .java .js.
For LeetCode problems FILE may hold just what you paste into LeetCode (`class Solution`,
`impl Solution`, `var solveNQueens = function`, a C function): the judge wraps it in a
harness built from the problem's declared method. A file with its own main runs as it is.
exit status: 0 every case accepted, 1 some case not accepted, 2 usage, setup or fixture error";

/// Everything a judging session needs to know.
#[derive(Clone, Debug, PartialEq)]
pub struct Options {
    pub root: PathBuf,
    /// The problems to judge; empty means all of them.
    pub problems: Vec<String>,
    pub subject: Subject,
    pub cases: Vec<String>,
    pub time_scale: f64,
    pub json: bool,
}

/// What the command line asks for.
#[derive(Debug, PartialEq)]
pub enum Command {
    Judge(Options),
    /// Build these problems' own binaries (all when empty) and print their paths.
    Build {
        root: PathBuf,
        problems: Vec<String>,
    },
    Help,
}

/// Parses the arguments after the program name.
pub fn parse(args: impl IntoIterator<Item = OsString>) -> Result<Command, Error> {
    let usage = |m: String| Error::Usage(m);
    let mut args = args.into_iter();
    let (mut positional, mut cases, mut command) = (Vec::new(), Vec::new(), None);
    let (mut root, mut time_scale, mut json) = (PathBuf::from("."), 1.0, false);
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
            "--json" => json = true,
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
            return Err(Error::UnknownProblem {
                id: unknown.clone(),
                known,
            });
        }
        return Ok(Command::Build { root, problems });
    }
    let is_id = |a: &OsString| a.to_str().is_some_and(|s| known.iter().any(|k| k == s));
    let mut subject = Subject::OwnBinary;
    if positional.len() == 2 && !is_id(&positional[1]) {
        let path = positional.pop().unwrap().into();
        subject = Subject::File { path, lang };
    } else if lang.is_some() {
        return Err(usage(
            "--lang names a solution file's language: scripts/judge.sh ID FILE --lang NAME".into(),
        ));
    }
    if let Some(unknown) = positional.iter().find(|a| !is_id(a)) {
        return Err(Error::UnknownProblem {
            id: unknown.to_string_lossy().into_owned(),
            known,
        });
    }
    if let Some(command) = command {
        if subject != Subject::OwnBinary || positional.len() != 1 {
            return Err(usage(
                "--cmd judges one problem: scripts/judge.sh ID --cmd 'COMMAND'".into(),
            ));
        }
        subject = Subject::Command(command);
    }
    if matches!(subject, Subject::File { .. }) && positional.len() != 1 {
        return Err(usage(
            "a solution file is judged on one problem: scripts/judge.sh ID FILE".into(),
        ));
    }
    let problems = positional
        .into_iter()
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    Ok(Command::Judge(Options {
        root,
        problems,
        subject,
        cases,
        time_scale,
        json,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse_words(words: &str) -> Result<Command, Error> {
        let root = env!("CARGO_MANIFEST_DIR");
        parse(
            ["--root", root]
                .into_iter()
                .chain(words.split_whitespace())
                .map(OsString::from),
        )
    }

    fn options(words: &str) -> Options {
        match parse_words(words) {
            Ok(Command::Judge(options)) => options,
            other => panic!("{words}: {other:?}"),
        }
    }

    #[test]
    fn no_arguments_judge_every_problems_own_binary() {
        let o = options("");
        assert!(o.problems.is_empty());
        assert_eq!(o.subject, Subject::OwnBinary);
        assert!(!o.json);
        assert_eq!(o.time_scale, 1.0);
    }

    #[test]
    fn ids_files_and_commands_are_told_apart() {
        assert_eq!(options("lc51 boj9663").problems, ["lc51", "boj9663"]);
        assert_eq!(
            options("boj9663 sol.py").subject,
            Subject::File {
                path: "sol.py".into(),
                lang: None
            }
        );
        assert_eq!(
            options("boj9663 sol.py --lang PyPy").subject,
            Subject::File {
                path: "sol.py".into(),
                lang: Some("pypy3")
            }
        );
        let o = options("boj9663 --cmd true --case 0? --case 14 --time-scale 0.5 --json");
        assert_eq!(o.subject, Subject::Command("true".into()));
        assert_eq!(o.cases, ["0?", "14"]);
        assert_eq!(o.time_scale, 0.5);
        assert!(o.json);
        assert_eq!(parse_words("--help").unwrap(), Command::Help);
    }

    #[test]
    fn mistakes_are_usage_errors() {
        for words in [
            "nope",
            "boj9663 a.py b.py",
            "--cmd true",
            "lc51 lc52 --cmd true",
            "--time-scale 0",
            "--time-scale x",
            "--frobnicate",
            "--case",
            "boj9663 sol.py --lang kotlin",
            "boj9663 --lang pypy3",
            "boj9663 sol.py --lang",
        ] {
            assert!(parse_words(words).is_err(), "{words}");
        }
    }
}

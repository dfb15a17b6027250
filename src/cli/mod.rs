//! The command line: `judge [ID...] [FILE [--lang NAME] | --cmd COMMAND] [options]`,
//! parsed into one [`Command`] per mode, each carrying that mode's own options.
//! The options are read first (`Flags`), then the words (`words`), then the
//! mode is chosen and told what of the rest it does not take.

mod usage;
mod words;

pub use usage::USAGE;

use crate::error::Error;
use crate::modes::custom::InputSource;
use crate::modes::{build, custom, judge, list, stress, watch};
use crate::problem;
use crate::report::Output;
use crate::view::paint::ColorChoice;
use std::ffi::OsString;
use std::path::PathBuf;
use std::time::Duration;

/// What the command line asks for: one mode and its options.
#[derive(Debug, PartialEq)]
pub enum Command {
    /// Judge on the fixtures.
    Judge(judge::Options),
    /// Judge on the fixtures again whenever the solution file changes.
    Watch(watch::Options),
    /// The kit's solution (and the user's) on one input of the user's.
    Custom(custom::Options),
    /// Random inputs against the kit's own solution.
    Stress(stress::Options),
    /// Build problems' own binaries and print their paths.
    Build(build::Options),
    /// Every problem, one a line.
    List(list::Options),
    Help,
}

/// Every option, as given; which mode they make is decided after.
#[derive(Default)]
struct Flags {
    positional: Vec<OsString>,
    cases: Vec<String>,
    command: Option<String>,
    root: Option<PathBuf>,
    time_scale: Option<f64>,
    json: bool,
    color: ColorChoice,
    verbose: bool,
    fail_fast: bool,
    isolate: bool,
    lang: Option<&'static str>,
    input: Option<InputSource>,
    list: bool,
    watch: bool,
    stress: bool,
    seed: Option<u64>,
    runs: Option<u64>,
    time_budget: Option<Duration>,
    save: bool,
    /// The stress-only flags given, to name one should `--stress` be missing.
    stress_only: Vec<&'static str>,
}

/// Parses the arguments after the program name.
pub fn parse(args: impl IntoIterator<Item = OsString>) -> Result<Command, Error> {
    let Some(flags) = read_flags(args)? else {
        return Ok(Command::Help);
    };
    choose(flags)
}

fn usage<T>(message: impl Into<String>) -> Result<T, Error> {
    Err(Error::Usage(message.into()))
}

/// Reads every option; `None` for `--help`.
fn read_flags(args: impl IntoIterator<Item = OsString>) -> Result<Option<Flags>, Error> {
    let mut flags = Flags::default();
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        let Some(text) = arg.to_str() else {
            flags.positional.push(arg);
            continue;
        };
        let mut value = |name: &str| match args.next() {
            Some(value) => Ok(value),
            None => usage(format!("{name} needs a value")),
        };
        let f = &mut flags;
        match text {
            "-h" | "--help" => return Ok(None),
            "--json" => f.json = true,
            "--verbose" => f.verbose = true,
            "--list" => f.list = true,
            "--watch" => f.watch = true,
            "-x" | "--fail-fast" => f.fail_fast = true,
            "--isolate" => f.isolate = true,
            "--stress" => f.stress = true,
            "--save" => {
                f.save = true;
                f.stress_only.push("--save");
            }
            "--seed" => {
                f.seed = Some(number("--seed", &value("--seed")?, 0, u64::MAX)?);
                f.stress_only.push("--seed");
            }
            "--runs" => {
                // Zero inputs would be a stress test that tests nothing.
                f.runs = Some(number("--runs", &value("--runs")?, 1, 1_000_000)?);
                f.stress_only.push("--runs");
            }
            "--time-budget" => {
                let seconds = number("--time-budget", &value("--time-budget")?, 1, 86_400)?;
                f.time_budget = Some(Duration::from_secs(seconds));
                f.stress_only.push("--time-budget");
            }
            "--case" => f
                .cases
                .push(value("--case")?.to_string_lossy().into_owned()),
            "--cmd" => f.command = Some(value("--cmd")?.to_string_lossy().into_owned()),
            "--root" => f.root = Some(value("--root")?.into()),
            "--input" | "--input-file" if f.input.is_some() => {
                return usage("one --input or --input-file at a time")
            }
            "--input" => {
                f.input = Some(InputSource::Text(
                    value("--input")?.to_string_lossy().into_owned(),
                ))
            }
            "--input-file" => f.input = Some(InputSource::File(value("--input-file")?.into())),
            "--color" | "--colour" => {
                let word = value("--color")?.to_string_lossy().into_owned();
                f.color = match ColorChoice::parse(&word) {
                    Some(choice) => choice,
                    None => {
                        return usage(format!("--color takes auto, always or never, not {word:?}"))
                    }
                };
            }
            "--lang" => {
                let name = value("--lang")?.to_string_lossy().into_owned();
                match crate::lang::by_name(&name) {
                    Some(language) => f.lang = Some(language.names[0]),
                    None => {
                        return usage(format!(
                            "--lang {name:?} is not a language here (one of {})",
                            crate::lang::known_names()
                        ))
                    }
                }
            }
            "--time-scale" => {
                let raw = value("--time-scale")?.to_string_lossy().into_owned();
                f.time_scale = match raw.parse::<f64>() {
                    Ok(scale) if scale > 0.0 && scale.is_finite() && scale <= 1000.0 => Some(scale),
                    _ => {
                        return usage(format!(
                            "--time-scale takes a number above 0 and at most 1000, not {raw:?}"
                        ))
                    }
                };
            }
            flag if flag.starts_with('-') && flag.len() > 1 => {
                return usage(format!("unknown option {flag}"))
            }
            _ => flags.positional.push(arg),
        }
    }
    Ok(Some(flags))
}

/// The mode the flags and words make, with its options.
fn choose(mut flags: Flags) -> Result<Command, Error> {
    let root = flags.root.take().unwrap_or_else(|| PathBuf::from("."));
    let known = problem::ids(&root)?;
    if flags.positional.first().is_some_and(|a| a == "build") {
        let problems: Vec<String> = flags.positional[1..]
            .iter()
            .map(|a| a.to_string_lossy().into_owned())
            .collect();
        if let Some(unknown) = problems.iter().find(|p| !known.contains(p)) {
            return Err(problem::unknown(unknown, known));
        }
        return Ok(Command::Build(build::Options { root, problems }));
    }
    let positional = std::mem::take(&mut flags.positional);
    let given = words::Given {
        command: flags.command.take(),
        lang: flags.lang,
        known: &known,
    };
    let words::Resolved {
        problems,
        submission,
    } = words::resolve(positional, given)?;
    if let Some(flag) = flags.stress_only.first().filter(|_| !flags.stress) {
        return usage(format!("{flag} goes with --stress"));
    }
    let output = match flags.json {
        true => Output::JsonLines,
        false => Output::Table,
    };
    let time_scale = flags.time_scale.unwrap_or(1.0);
    let modes = [
        (flags.list, "--list"),
        (flags.input.is_some(), "--input"),
        (flags.stress, "--stress"),
        (flags.watch, "--watch"),
    ];
    let asked: Vec<&str> = modes
        .iter()
        .filter(|(on, _)| *on)
        .map(|(_, n)| *n)
        .collect();
    if let [first, second, ..] = asked[..] {
        return usage(format!("{first} and {second} are two modes: give one"));
    }
    let judge_only = [
        (!flags.cases.is_empty(), "--case"),
        (flags.fail_fast, "--fail-fast"),
    ];
    if let (Some(mode), Some((_, flag))) = (asked.first(), judge_only.iter().find(|(on, _)| *on)) {
        if *mode != "--watch" {
            return usage(format!(
                "{flag} picks fixtures to judge; {mode} judges none"
            ));
        }
    }
    if flags.list {
        return Ok(Command::List(list::Options { root, problems }));
    }
    if let Some(input) = flags.input {
        let [problem] = &problems[..] else {
            return usage("--input runs one problem: scripts/judge.sh ID [FILE] --input TEXT");
        };
        return Ok(Command::Custom(custom::Options {
            root,
            problem: problem.clone(),
            submission,
            input,
            time_scale,
            output,
            color: flags.color,
        }));
    }
    if flags.stress {
        let (Some(submission), [problem]) = (submission, &problems[..]) else {
            return usage(
                "--stress tests your solution on one problem: scripts/judge.sh ID FILE --stress",
            );
        };
        let defaults = stress::Options::new(root, problem.clone(), submission);
        return Ok(Command::Stress(stress::Options {
            time_scale,
            output,
            seed: flags.seed,
            runs: flags.runs.unwrap_or(defaults.runs),
            time_budget: flags.time_budget.unwrap_or(defaults.time_budget),
            save: flags.save,
            color: flags.color,
            ..defaults
        }));
    }
    let judge = judge::Options {
        root,
        problems,
        submission,
        cases: flags.cases,
        time_scale,
        output,
        fail_fast: flags.fail_fast,
        isolate: flags.isolate,
        color: flags.color,
        verbose: flags.verbose,
    };
    if flags.watch {
        return watch::Options::new(judge).map(Command::Watch);
    }
    Ok(Command::Judge(judge))
}

/// A whole number from the command line, from `min` to `max`.
fn number(flag: &str, raw: &OsString, min: u64, max: u64) -> Result<u64, Error> {
    let text = raw.to_string_lossy();
    match text.parse::<u64>() {
        Ok(n) if (min..=max).contains(&n) => Ok(n),
        _ => usage(format!(
            "{flag} takes a whole number from {min} to {max}, not {text:?}"
        )),
    }
}

#[cfg(test)]
mod tests;

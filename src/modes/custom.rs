//! `--input TEXT` / `--input-file F`: one input of the user's own, as
//! LeetCode's "Run" with a custom testcase. The input is checked against the
//! statement first (one line, exit 2, when it is outside); then the kit's own
//! solution answers it and, when a solution is given, that solution runs on it
//! under the problem's limits and is judged by the problem's checker. Both
//! outputs and the verdict are shown.

use super::stress::report::sections;
use super::stress::trial::{self, Contest, Trial};
use crate::error::{At, Error};
use crate::judging::Confined;
use crate::lang::prepare::Submission;
use crate::problem::{build, Problem};
use crate::report::{json_string, limits_label, Output};
use crate::tempdir::TempDir;
use crate::units::whole_ms;
use crate::view::excerpt::screenful;
use crate::view::paint::ColorChoice;
use crate::view::verdict::{plain_board, section};
use std::io::{Read, Write};
use std::path::PathBuf;

/// Where the input comes from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum InputSource {
    Text(String),
    /// A file, or stdin for `-`.
    File(PathBuf),
}

/// What `--input` was asked to do.
#[derive(Clone, Debug, PartialEq)]
pub struct Options {
    pub root: PathBuf,
    pub problem: String,
    /// The user's code; without it only the kit's answer is shown.
    pub submission: Option<Submission>,
    pub input: InputSource,
    pub time_scale: f64,
    pub output: Output,
    pub color: ColorChoice,
}

/// Runs the input; `Ok(true)` when there is nothing to judge or it is accepted.
pub fn run(options: &Options) -> Result<bool, Error> {
    let problem = Problem::load(&options.root, &options.problem)?;
    let input = read_input(&options.input)?;
    problem
        .input
        .validate(&input)
        .map_err(|message| Error::CustomInput {
            problem: problem.id.clone(),
            message,
        })?;
    // The session's own link to the reference binary, kept until it ends.
    let source = [(problem.id.clone(), problem.source.clone())];
    let lease = build::for_session(&options.root, &source)?;
    let reference = lease.paths[0].clone();
    let scratch = TempDir::new("input")?;
    let json = options.output == Output::JsonLines;
    let Some(submission) = &options.submission else {
        let expected = trial::reference_output(&problem, &reference, &scratch, &input)?;
        print(&match json {
            true => format!(
                "{{\"problem\":{},\"input\":{},\"expected\":{}}}\n",
                json_string(&problem.id),
                json_string(&input),
                json_string(&String::from_utf8_lossy(&expected))
            ),
            false => [
                format!(
                    "{} · the kit's own solution problems/{}.rs\n",
                    problem.id, problem.id
                ),
                section("input", &screenful(input.as_bytes(), 40)),
                section(
                    "expected (the kit's own solution)",
                    &screenful(&expected, 40),
                ),
            ]
            .concat(),
        });
        return Ok(true);
    };
    let Some(program) = trial::candidate(&problem, submission, json)? else {
        return Ok(false);
    };
    let mut runner = Confined::new(scratch.path().join("private"), &options.root);
    let contest = Contest::new(&problem, &reference, &program, options.time_scale, &scratch);
    let limits = contest.limits;
    let trial = contest.trial(&mut runner, &input)?;
    let noted = trial::notes(&program.notices, json);
    let text = match json {
        true => json_line(&problem.id, &trial, &limits),
        false => format!(
            "{} · {} · {}\n{}{}",
            problem.id,
            program.label,
            limits_label(&limits, problem.practice),
            noted,
            sections(
                &trial,
                "got (your solution)",
                options.color.for_stdout(json)
            )
        ),
    };
    print(&text);
    Ok(!trial.failed())
}

/// The input as the program will read it: a final newline added when missing.
fn read_input(source: &InputSource) -> Result<String, Error> {
    let mut text = match source {
        InputSource::Text(text) => text.clone(),
        InputSource::File(path) if path.as_os_str() == "-" => {
            let mut text = String::new();
            std::io::stdin().read_to_string(&mut text).at("-")?;
            text
        }
        InputSource::File(path) => {
            let bytes = std::fs::read(path).at(path)?;
            String::from_utf8(bytes)
                .map_err(|_| Error::Usage(format!("{}: not UTF-8 text", path.display())))?
        }
    };
    if !text.ends_with('\n') {
        text.push('\n');
    }
    Ok(text)
}

fn json_line(problem: &str, trial: &Trial, limits: &crate::problem::Limits) -> String {
    let board = plain_board(&trial.judgement)
        .map_or(String::new(), |b| format!(",\"board\":{}", json_string(&b)));
    format!(
        "{{\"problem\":{},\"input\":{},\"expected\":{},\"got\":{},\"verdict\":\"{}\",\"cpu_ms\":{},\
         \"wall_ms\":{},\"peak_rss_kib\":{},\"time_limit_ms\":{},\"memory_limit_kib\":{},\"message\":{}{board}}}\n",
        json_string(problem),
        json_string(&trial.input),
        json_string(&String::from_utf8_lossy(&trial.expected)),
        json_string(&String::from_utf8_lossy(&trial.got)),
        trial.judgement.verdict.code(),
        whole_ms(trial.outcome.cpu),
        whole_ms(trial.outcome.wall),
        trial.outcome.peak_rss_kib,
        whole_ms(limits.time),
        limits.memory_kib,
        json_string(&trial.judgement.message),
    )
}

/// Prints; a closed pipe is not an error.
fn print(text: &str) {
    let mut out = std::io::stdout().lock();
    let _ = out.write_all(text.as_bytes()).and_then(|_| out.flush());
}

//! What the judge prints: a line per case as it finishes and a summary per
//! problem, or with `--json` one JSON object per case per line. Under a case
//! that fails: its message (once for a run of identical ones), the board when
//! queens attack, and its input when small. A compile error is one row for the
//! problem. Colours only on a terminal, never when `NO_COLOR` is set (or as
//! `--color` says).

mod json;
mod summary;

pub use json::{json_line, json_string};

use crate::check::verdict::{Judgement, Verdict};
use crate::problem::{Limits, Practice};
use crate::units::{format_kib, format_limit, format_time};
use crate::view::fold::Folder;
use crate::view::paint::{tint, ColorChoice, Paint};
use crate::view::verdict::explanation;
use std::io::Write;
use std::time::Duration;

/// How results are printed: the table for people, or one JSON object per line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Output {
    Table,
    JsonLines,
}

/// The widths of the table's first two columns.
#[derive(Clone, Copy, Debug, Default)]
struct Columns {
    id: usize,
    case: usize,
}

/// Cases accepted out of cases judged.
#[derive(Clone, Copy, Debug, Default)]
struct Tally {
    accepted: usize,
    judged: usize,
}

/// `limit 1 s (practice), 256 MiB (practice)`: a problem's limits, each
/// marked when it is the kit's practice choice rather than the judge's figure.
pub fn limits_label(limits: &Limits, practice: Practice) -> String {
    let mark = |is_practice: bool| if is_practice { " (practice)" } else { "" };
    format!(
        "limit {}{}, {}{}",
        format_limit(limits.time),
        mark(practice.time),
        format_kib(limits.memory_kib),
        mark(practice.memory)
    )
}

/// One judged case, as reported.
#[derive(Clone, Debug)]
pub struct CaseResult {
    pub problem: String,
    pub case: String,
    pub judgement: Judgement,
    pub cpu: Duration,
    pub wall: Duration,
    pub peak_rss_kib: u64,
    pub limits: Limits,
    /// The hard limit, when the run was stopped as its CPU time passed it: the
    /// table then shows `>1.5 s` rather than when the kill landed.
    pub stopped_at: Option<Duration>,
    /// How the case's input is shown under a failure (`input: 9`), if at all.
    pub shown_input: Vec<String>,
}

/// A compile error, reported once for the problem.
pub struct CompileFailure<'a> {
    pub first_error: &'a str,
    /// Everything the compiler printed.
    pub output: &'a str,
    /// Show all of it (`--verbose`), not only the first error.
    pub verbose: bool,
}

/// Prints results as they come and keeps the tallies for the summaries.
pub struct Report {
    output: Output,
    paint: Paint,
    widths: Columns,
    /// Folds a run of identical failures into its first message.
    folder: Folder,
    problem_results: Vec<CaseResult>,
    problems_seen: usize,
    totals: Tally,
    /// Cases of the current problem left unjudged, and why.
    not_judged: Option<(usize, String)>,
    /// The notices said so far: each is said once per run.
    notices_said: Vec<String>,
}

impl Report {
    /// A report whose columns fit the given problem ids and case names.
    pub fn new<'a>(
        output: Output,
        color: ColorChoice,
        ids: impl Iterator<Item = &'a str>,
        cases: impl Iterator<Item = &'a str>,
    ) -> Report {
        let paint = color.for_stdout(output == Output::JsonLines);
        let widths = Columns {
            id: ids.map(str::len).max().unwrap_or(0),
            case: cases.map(str::len).max().unwrap_or(0),
        };
        Report {
            output,
            paint,
            widths,
            folder: Folder::default(),
            problem_results: Vec::new(),
            problems_seen: 0,
            totals: Tally::default(),
            not_judged: None,
            notices_said: Vec::new(),
        }
    }

    fn paint(&self, code: &str, text: &str) -> String {
        self.paint.paint(code, text)
    }

    /// The widths of the id and case columns, for a live line that lines up.
    pub fn columns(&self) -> (usize, usize) {
        (self.widths.id, self.widths.case)
    }

    fn emit(&self, text: &str) {
        let mut out = std::io::stdout().lock();
        // A closed pipe (judge.sh | head) must not turn into a panic.
        let _ = out.write_all(text.as_bytes()).and_then(|_| out.flush());
    }

    /// Announces a problem and what is being judged on it.
    /// `practice` says which of the time and memory limits are practice limits,
    /// not the judge's published figures.
    pub fn problem_start(
        &mut self,
        problem: &str,
        label: &str,
        limits: &Limits,
        practice: Practice,
    ) {
        self.problems_seen += 1;
        self.problem_results.clear();
        self.not_judged = None;
        self.folder = Folder::default();
        if self.output == Output::Table {
            let limits = limits_label(limits, practice);
            self.emit(&format!(
                "{} {}\n",
                self.paint(tint::BOLD, problem),
                self.paint(tint::DIM, &format!("· {label} · {limits}"))
            ));
        }
    }

    /// Says a notice of the run (a language the judge would refuse, a
    /// toolchain that differs from the judge's), once per run: under the
    /// problem's line in the table, on stderr beside JSON lines (which stay
    /// one object per case).
    pub fn notice(&mut self, text: &str) {
        if self.notices_said.iter().any(|said| said == text) {
            return;
        }
        self.notices_said.push(text.to_string());
        match self.output {
            Output::Table => self.emit(&format!("  {} {text}\n", self.paint(tint::WARN, "note:"))),
            Output::JsonLines => eprintln!("judge: note: {text}"),
        }
    }

    /// Prints lines of the judge's own about the problem being judged (LeetCode's
    /// summary of a submission), in the table only: JSON lines carry them in
    /// the cases' messages.
    pub fn note(&self, text: &str) {
        if self.output == Output::Table {
            self.emit(text);
        }
    }

    /// Prints one finished case.
    pub fn case(&mut self, result: CaseResult) {
        let line = match self.output {
            Output::JsonLines => json_line(&result),
            Output::Table => {
                let step = self.folder.case(&result.case, &result.judgement);
                let closing = step.closing.map_or(String::new(), |c| self.aside(&c));
                let mut line = closing + &self.table_line(&result);
                if step.show_message {
                    line += &self.explained(&result);
                }
                line
            }
        };
        self.emit(&line);
        self.problem_results.push(result);
    }

    /// A problem whose code does not compile: one row for it (one JSON line
    /// per case, as every case has a verdict), all its cases counted as CE.
    pub fn compile_error(&mut self, results: Vec<CaseResult>, failure: &CompileFailure) {
        let Some(first) = results.first() else {
            return;
        };
        let text = match self.output {
            Output::JsonLines => results.iter().map(json_line).collect(),
            Output::Table => {
                let code = self.paint(tint::BAD, "CE");
                let cases = match results.len() {
                    1 => format!("case {} not run", first.case),
                    n => format!("all {n} cases not run"),
                };
                let mut text = format!(
                    "{:<w$}  {code}  {cases}\n",
                    first.problem,
                    w = self.widths.id
                );
                let shown = match failure.verbose {
                    true => failure.output,
                    false => failure.first_error,
                };
                for line in shown.lines() {
                    text += &self.aside(line);
                }
                let more = failure.output.lines().count() > failure.first_error.lines().count();
                if more && !failure.verbose {
                    let lines = failure.output.lines().count();
                    text += &self.aside(&format!(
                        "(the compiler's whole output, {lines} lines: add --verbose)"
                    ));
                }
                text
            }
        };
        self.emit(&text);
        self.problem_results.extend(results);
    }

    /// An indented line of the table's own (a fold's closing line, a hint).
    fn aside(&self, text: &str) -> String {
        format!("    {}\n", self.paint(tint::DIM, text))
    }

    /// The lines under a failing (or warned) case: its message and board, its input.
    fn explained(&self, r: &CaseResult) -> String {
        let mut text = String::new();
        for line in explanation(&r.judgement, self.paint) {
            text += &format!("    {line}\n");
        }
        for line in &r.shown_input {
            text += &self.aside(line);
        }
        text
    }

    /// The case's row, without what explains it.
    fn table_line(&self, r: &CaseResult) -> String {
        let verdict = r.judgement.verdict;
        let colour = match verdict {
            Verdict::Accepted => tint::GOOD,
            Verdict::TimeLimit => tint::WARN,
            Verdict::MemoryLimit | Verdict::OutputLimit => tint::LIMIT,
            _ => tint::BAD,
        };
        let code = self.paint(colour, &format!("{:<3}", verdict.code()));
        let limits = format!(
            "(limit {}, {})",
            format_limit(r.limits.time),
            format_kib(r.limits.memory_kib)
        );
        let Columns {
            id: id_width,
            case: case_width,
        } = self.widths;
        let cpu = match r.stopped_at {
            Some(hard) => format!(">{}", format_limit(hard)),
            None => format_time(r.cpu),
        };
        format!(
            "{:<id_width$}  {:<case_width$}  {code}  {cpu:>7}  {:>9}  {}\n",
            r.problem,
            r.case,
            format_kib(r.peak_rss_kib),
            self.paint(tint::DIM, &limits),
        )
    }
}

#[cfg(test)]
mod tests;

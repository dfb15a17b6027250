//! What the judge prints: a line per case as it finishes and a summary per
//! problem, or with `--json` one JSON object per case per line. Colours only on
//! a terminal, and never when `NO_COLOR` is set.

use crate::check::verdict::{Judgement, Verdict};
use crate::problem::{Limits, Practice};
use crate::units::{format_kib, format_ms, whole_ms};
use std::io::{IsTerminal, Write};
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
}

/// Prints results as they come and keeps the tallies for the summaries.
pub struct Report {
    output: Output,
    color: bool,
    widths: Columns,
    problem_results: Vec<CaseResult>,
    problems_seen: usize,
    totals: Tally,
    /// Cases of the current problem left unjudged, and why.
    not_judged: Option<(usize, String)>,
}

impl Report {
    /// A report whose columns fit the given problem ids and case names.
    pub fn new<'a>(
        output: Output,
        ids: impl Iterator<Item = &'a str>,
        cases: impl Iterator<Item = &'a str>,
    ) -> Report {
        let color = output == Output::Table
            && std::io::stdout().is_terminal()
            && std::env::var_os("NO_COLOR").is_none();
        let widths = Columns {
            id: ids.map(str::len).max().unwrap_or(0),
            case: cases.map(str::len).max().unwrap_or(0),
        };
        Report {
            output,
            color,
            widths,
            problem_results: Vec::new(),
            problems_seen: 0,
            totals: Tally::default(),
            not_judged: None,
        }
    }

    fn paint(&self, code: &str, text: &str) -> String {
        match self.color {
            true => format!("\x1b[{code}m{text}\x1b[0m"),
            false => text.to_string(),
        }
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
        if self.output == Output::Table {
            let mark = |is_practice: bool| if is_practice { " (practice)" } else { "" };
            let limits = format!(
                "limit {}{}, {}{}",
                format_ms(whole_ms(limits.time)),
                mark(practice.time),
                format_kib(limits.memory_kib),
                mark(practice.memory)
            );
            self.emit(&format!(
                "{} {}\n",
                self.paint("1", problem),
                self.paint("2", &format!("· {label} · {limits}"))
            ));
        }
    }

    /// Prints one finished case.
    pub fn case(&mut self, result: CaseResult) {
        let line = match self.output {
            Output::JsonLines => json_line(&result),
            Output::Table => self.table_line(&result),
        };
        self.emit(&line);
        self.problem_results.push(result);
    }

    fn table_line(&self, r: &CaseResult) -> String {
        let verdict = r.judgement.verdict;
        let colour = match verdict {
            Verdict::Accepted => "32",
            Verdict::TimeLimit => "33",
            Verdict::MemoryLimit | Verdict::OutputLimit => "35",
            _ => "31",
        };
        let code = self.paint(colour, &format!("{:<3}", verdict.code()));
        let limits = format!(
            "(limit {}, {})",
            format_ms(whole_ms(r.limits.time)),
            format_kib(r.limits.memory_kib)
        );
        let Columns {
            id: id_width,
            case: case_width,
        } = self.widths;
        let cpu = match r.stopped_at {
            Some(hard) => format!(">{}", format_ms(whole_ms(hard))),
            None => format_ms(whole_ms(r.cpu)),
        };
        let mut line = format!(
            "{:<id_width$}  {:<case_width$}  {code}  {cpu:>7}  {:>9}  {}\n",
            r.problem,
            r.case,
            format_kib(r.peak_rss_kib),
            self.paint("2", &limits),
        );
        // One compile error stands for every case: print it once.
        let repeated = verdict == Verdict::CompileError
            && self
                .problem_results
                .last()
                .is_some_and(|last| last.judgement == r.judgement);
        for message_line in r.judgement.message.lines().filter(|_| !repeated) {
            let tint = if verdict == Verdict::Accepted {
                "33"
            } else {
                "2"
            };
            line += &format!("    {}\n", self.paint(tint, message_line));
        }
        line
    }

    /// Notes that `count` cases of the current problem will not be judged, and
    /// why (`--fail-fast`, an interruption); its summary says so.
    pub fn not_judged(&mut self, count: usize, why: String) {
        if count > 0 {
            self.not_judged = Some((count, why));
        }
    }

    /// Prints the summary of the problem just judged.
    pub fn problem_end(&mut self) {
        let results = &self.problem_results;
        let accepted = results
            .iter()
            .filter(|r| r.judgement.verdict == Verdict::Accepted)
            .count();
        self.totals.accepted += accepted;
        self.totals.judged += results.len();
        if self.output == Output::JsonLines || results.is_empty() {
            return;
        }
        let mut parts = vec![format!("{accepted}/{} accepted", results.len())];
        let mut failures: Vec<(Verdict, usize)> = Vec::new();
        for r in results
            .iter()
            .filter(|r| r.judgement.verdict != Verdict::Accepted)
        {
            match failures.iter_mut().find(|(v, _)| *v == r.judgement.verdict) {
                Some((_, count)) => *count += 1,
                None => failures.push((r.judgement.verdict, 1)),
            }
        }
        if !failures.is_empty() {
            parts.push(
                failures
                    .iter()
                    .map(|(v, n)| format!("{n} {}", v.code()))
                    .collect::<Vec<_>>()
                    .join(", "),
            );
        }
        // Cases that never ran (compile errors) have no time or memory to speak of.
        let ran = || {
            results
                .iter()
                .filter(|r| r.judgement.verdict != Verdict::CompileError)
        };
        if let Some(slowest) = ran().max_by_key(|r| r.cpu) {
            let cpu = format_ms(whole_ms(slowest.cpu));
            parts.push(format!("slowest {} ({cpu})", slowest.case));
        }
        if let Some(max_kib) = ran().map(|r| r.peak_rss_kib).max() {
            parts.push(format!("max {}", format_kib(max_kib)));
        }
        if let Some((count, why)) = &self.not_judged {
            parts.push(format!("{count} not judged ({why})"));
        }
        let colour = if accepted == results.len() {
            "32"
        } else {
            "31"
        };
        self.emit(&format!("{}\n\n", self.paint(colour, &parts.join(" · "))));
    }

    /// Prints the overall tally when several problems were judged; true if all accepted.
    pub fn finish(&self) -> bool {
        if self.output == Output::Table && self.problems_seen > 1 {
            let Tally {
                accepted,
                judged: total,
            } = self.totals;
            let colour = if accepted == total { "32" } else { "31" };
            let text = format!("all problems: {accepted}/{total} cases accepted");
            self.emit(&format!("{}\n", self.paint(colour, &text)));
        }
        self.totals.accepted == self.totals.judged
    }
}

/// One JSON object on one line, with the fields the interface promises.
pub fn json_line(r: &CaseResult) -> String {
    format!(
        "{{\"problem\":{},\"case\":{},\"verdict\":\"{}\",\"cpu_ms\":{},\"wall_ms\":{},\"peak_rss_kib\":{},\
         \"time_limit_ms\":{},\"memory_limit_kib\":{},\"message\":{}}}\n",
        json_string(&r.problem),
        json_string(&r.case),
        r.judgement.verdict.code(),
        whole_ms(r.cpu),
        whole_ms(r.wall),
        r.peak_rss_kib,
        whole_ms(r.limits.time),
        r.limits.memory_kib,
        json_string(&r.judgement.message),
    )
}

pub fn json_string(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            '\r' => out.push_str("\\r"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

#[cfg(test)]
#[path = "report_tests.rs"]
mod tests;

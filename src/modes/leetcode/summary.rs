//! The lines LeetCode shows after a submission, in its words: the verdict and
//! how many testcases passed, then for a wrong answer the case's input, the
//! output and the expected answer, and for a case the run ended in (time,
//! memory, a crash) the "last executed input".

use super::{CaseData, Judged};
use crate::check::verdict::Verdict;
use crate::units::{format_limit, format_ms, whole_ms};
use std::time::Duration;

/// How much of an input or answer is shown, in characters.
const SHOWN_CHARS: usize = 200;

/// LeetCode's name of a verdict.
fn name(verdict: Verdict) -> &'static str {
    match verdict {
        Verdict::Accepted => "Accepted",
        Verdict::WrongAnswer => "Wrong Answer",
        Verdict::PresentationError => "Presentation Error",
        Verdict::TimeLimit => "Time Limit Exceeded",
        Verdict::MemoryLimit => "Memory Limit Exceeded",
        Verdict::OutputLimit => "Output Limit Exceeded",
        Verdict::RuntimeError => "Runtime Error",
        Verdict::CompileError => "Compile Error",
    }
}

/// The summary of a batch of `cases`, judged under `budget`.
pub fn lines(cases: &[CaseData], judged: &Judged, budget: Duration) -> String {
    let walk = &judged.walk;
    let passed = format!("{} / {} testcases passed", walk.passed(), cases.len());
    let mut text = match walk.failure() {
        None => {
            let (took, of) = (format_ms(whole_ms(walk.billed)), format_limit(budget));
            let mut text =
                format!("Accepted · {passed} · the calls took {took} of the {of} budget\n");
            if walk.billed * 2 > budget {
                text += "    warning: over half the budget; it may not pass online\n";
            }
            text
        }
        Some(at) => {
            let verdict = walk.verdicts[at].judgement.verdict;
            let case = &cases[at];
            let mut text = format!("{} · {passed}\n", name(verdict));
            match (verdict, judged.answers.get(at)) {
                (Verdict::WrongAnswer, Some(answer)) => {
                    text += &field("input", case.input);
                    text += &field("output", answer);
                    text += &field("expected", case.expected);
                }
                _ => text += &field("last executed input", case.input),
            }
            text
        }
    };
    if let Some(note) = &judged.rerun_note {
        text += &format!("    {note}\n");
    }
    text
}

/// `    label  value`, a line per line of the value, each cut to [`SHOWN_CHARS`].
fn field(label: &str, value: &[u8]) -> String {
    let text = String::from_utf8_lossy(value);
    let mut out = String::new();
    let lines: Vec<&str> = text.trim_end_matches('\n').split('\n').collect();
    for (i, line) in lines.iter().enumerate() {
        let head = if i == 0 { label } else { "" };
        let mut shown: String = line.chars().take(SHOWN_CHARS).collect();
        if shown.len() < line.len() {
            shown.push('…');
        }
        out += &format!("    {head:<9} {}\n", escaped(&shown));
    }
    out
}

/// Control characters shown as escapes, so an answer cannot move the terminal.
fn escaped(text: &str) -> String {
    text.chars()
        .map(|c| match c {
            c if c.is_control() => c.escape_default().to_string(),
            c => c.to_string(),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::super::walk::{CaseVerdict, Walk};
    use super::*;
    use crate::check::verdict::Judgement;

    fn judged(verdicts: &[Verdict], answers: &[&str]) -> Judged {
        let verdicts = verdicts
            .iter()
            .map(|&verdict| CaseVerdict {
                judgement: Judgement {
                    verdict,
                    message: String::new(),
                    attack: None,
                },
                cpu: Duration::from_millis(5),
                peak_rss_kib: 1,
                stopped: false,
            })
            .collect();
        Judged {
            walk: Walk {
                verdicts,
                billed: Duration::from_millis(35),
            },
            answers: answers.iter().map(|a| a.as_bytes().to_vec()).collect(),
            hard_limit: Duration::from_secs(3),
            rerun_note: None,
        }
    }

    fn cases<'a>(inputs: &'a [&'a str], expected: &'a [&'a str]) -> Vec<CaseData<'a>> {
        inputs
            .iter()
            .zip(expected)
            .map(|(input, expected)| CaseData {
                name: "01",
                path: None,
                input: input.as_bytes(),
                expected: expected.as_bytes(),
            })
            .collect()
    }

    #[test]
    fn a_wrong_answer_shows_the_input_the_output_and_the_expected_answer() {
        let cases = cases(&["1\n", "2\n", "3\n"], &["1\n", "0\n", "0\n"]);
        let judged = judged(&[Verdict::Accepted, Verdict::WrongAnswer], &["1", "1"]);
        assert_eq!(
            lines(&cases, &judged, Duration::from_secs(2)),
            "Wrong Answer · 1 / 3 testcases passed\n    input     2\n    output    1\n    expected  0\n"
        );
    }

    #[test]
    fn a_stopped_or_crashed_case_shows_the_last_executed_input() {
        let cases = cases(&["1\n", "7\n"], &["1\n", "40\n"]);
        let judged = judged(&[Verdict::Accepted, Verdict::TimeLimit], &["1"]);
        assert_eq!(
            lines(&cases, &judged, Duration::from_secs(2)),
            "Time Limit Exceeded · 1 / 2 testcases passed\n    last executed input 7\n"
        );
    }

    #[test]
    fn an_accepted_batch_says_how_much_of_the_budget_its_calls_took() {
        let cases = cases(&["1\n"], &["1\n"]);
        let judged = judged(&[Verdict::Accepted], &["1"]);
        assert_eq!(
            lines(&cases, &judged, Duration::from_secs(2)),
            "Accepted · 1 / 1 testcases passed · the calls took 35 ms of the 2 s budget\n"
        );
        assert_eq!(
            field("output", b"a\x1b[2Jb"),
            "    output    a\\u{1b}[2Jb\n"
        );
    }
}

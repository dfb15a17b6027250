//! Folding repeats: a program that fails every case the same way (the same
//! `TypeError` at the same line, fourteen times) gets its message once, under
//! the first case of the run, and one closing line naming the run: `cases
//! 01–14, the same error`. Only consecutive cases with the very same verdict
//! and message fold; JSON lines keep every message.

use crate::check::verdict::{Judgement, Verdict};

/// What the table prints around one case.
#[derive(Debug, PartialEq, Eq)]
pub struct Step {
    /// The line that closes the run this case ended, printed before its row.
    pub closing: Option<String>,
    /// Whether this case's message is printed (false: the same as above).
    pub show_message: bool,
}

/// The run of identical failures being folded.
#[derive(Debug)]
struct Run {
    judgement: Judgement,
    first: String,
    last: String,
    count: usize,
}

/// Folds one problem's cases, in the order they are reported.
#[derive(Debug, Default)]
pub struct Folder {
    run: Option<Run>,
}

impl Folder {
    /// The next case: whether its message repeats the one above.
    pub fn case(&mut self, case: &str, judgement: &Judgement) -> Step {
        let foldable = judgement.verdict != Verdict::Accepted && !judgement.message.is_empty();
        if let Some(run) = self
            .run
            .as_mut()
            .filter(|r| foldable && r.judgement == *judgement)
        {
            run.last = case.to_string();
            run.count += 1;
            return Step {
                closing: None,
                show_message: false,
            };
        }
        let closing = self.end();
        if foldable {
            self.run = Some(Run {
                judgement: judgement.clone(),
                first: case.to_string(),
                last: case.to_string(),
                count: 1,
            });
        }
        Step {
            closing,
            show_message: true,
        }
    }

    /// The closing line of the current run, if it folded anything; the problem ends.
    pub fn end(&mut self) -> Option<String> {
        let run = self.run.take().filter(|r| r.count > 1)?;
        let cases = match run.count {
            2 => format!("cases {} and {}", run.first, run.last),
            _ => format!("cases {}–{}", run.first, run.last),
        };
        let what = match run.judgement.verdict {
            Verdict::RuntimeError => "error",
            _ => "message",
        };
        Some(format!("{cases}, the same {what}"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn judged(verdict: Verdict, message: &str) -> Judgement {
        Judgement {
            verdict,
            message: message.into(),
            attack: None,
        }
    }

    #[test]
    fn identical_errors_fold_into_the_first_with_one_closing_line() {
        let error = judged(
            Verdict::RuntimeError,
            "exit code 1; TypeError at mine.py:29",
        );
        let mut folder = Folder::default();
        let steps: Vec<Step> = (1..=14)
            .map(|i| folder.case(&format!("{i:02}"), &error))
            .collect();
        assert!(steps[0].show_message && steps[0].closing.is_none());
        assert!(steps[1..]
            .iter()
            .all(|s| !s.show_message && s.closing.is_none()));
        assert_eq!(folder.end().as_deref(), Some("cases 01–14, the same error"));
        assert_eq!(folder.end(), None, "closed once");
    }

    #[test]
    fn a_different_case_closes_the_run_and_singles_do_not_fold() {
        let (error, other) = (
            judged(Verdict::RuntimeError, "killed by SIGSEGV"),
            judged(Verdict::RuntimeError, "exit code 3"),
        );
        let accepted = judged(Verdict::Accepted, "");
        let mut folder = Folder::default();
        assert!(folder.case("01", &error).show_message);
        assert!(!folder.case("02", &error).show_message);
        let step = folder.case("03", &other);
        assert_eq!(
            step.closing.as_deref(),
            Some("cases 01 and 02, the same error")
        );
        assert!(step.show_message);
        let step = folder.case("04", &accepted);
        assert_eq!(step.closing, None, "a run of one is not folded");
        assert!(folder.case("05", &accepted).show_message, "AC never folds");
        let wrong = judged(Verdict::WrongAnswer, "token 1: expected \"1\"");
        folder.case("06", &wrong);
        folder.case("07", &wrong);
        folder.case("08", &wrong);
        assert_eq!(
            folder.end().as_deref(),
            Some("cases 06–08, the same message")
        );
    }
}

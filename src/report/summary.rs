//! The end of a problem and of a session in the table: the summary line
//! (`13/14 accepted · 1 WA · slowest 14 (15 ms) · max 2.6 MiB`), what was not
//! judged and why, and the overall tally when several problems were judged.

use super::{Output, Report, Tally};
use crate::check::verdict::Verdict;
use crate::units::{format_kib, format_time};
use crate::view::paint::tint;

impl Report {
    /// Notes that `count` cases of the current problem will not be judged, and
    /// why (`--fail-fast`, an interruption); its summary says so.
    pub fn not_judged(&mut self, count: usize, why: String) {
        if count > 0 {
            self.not_judged = Some((count, why));
        }
    }

    /// Prints the summary of the problem just judged.
    pub fn problem_end(&mut self) {
        if let Some(closing) = self.folder.end().filter(|_| self.output == Output::Table) {
            self.emit(&self.aside(&closing));
        }
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
            let cpu = format_time(slowest.cpu);
            parts.push(format!("slowest {} ({cpu})", slowest.case));
        }
        if let Some(max_kib) = ran().map(|r| r.peak_rss_kib).max() {
            parts.push(format!("max {}", format_kib(max_kib)));
        }
        if let Some((count, why)) = &self.not_judged {
            parts.push(format!("{count} not judged ({why})"));
        }
        let colour = if accepted == results.len() {
            tint::GOOD
        } else {
            tint::BAD
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
            let colour = if accepted == total {
                tint::GOOD
            } else {
                tint::BAD
            };
            let text = format!("all problems: {accepted}/{total} cases accepted");
            self.emit(&format!("{}\n", self.paint(colour, &text)));
        }
        self.totals.accepted == self.totals.judged
    }
}

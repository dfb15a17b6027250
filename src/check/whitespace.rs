//! Whitespace by each judge's rule, once the tokens agree: what the rule
//! tolerates is taken out of both texts (keeping each byte's place in the
//! original), the rest must match, and the first place it does not is shown
//! with its whitespace made visible. Whether that is a presentation error or
//! a wrong answer is the judge's rule too (Luogu has no PE).

use super::{visible, Mismatch};
use crate::lang::judges::{Rules, Whitespace};

/// Judges the whitespace of `got` against `expected` by the judge's rule.
/// The tokens are known to agree.
pub fn check(judge: &Rules, expected: &[u8], got: &[u8]) -> Result<(), Mismatch> {
    compare(
        judge.whitespace,
        judge.name,
        &judge.whitespace_source.cite(),
        expected,
        got,
    )
}

/// [`check`] by `rule`, which `judge` and `source` name in messages.
fn compare(
    rule: Whitespace,
    judge: &str,
    source: &str,
    expected: &[u8],
    got: &[u8],
) -> Result<(), Mismatch> {
    if rule == Whitespace::Tokens {
        return Ok(());
    }
    let (want, have) = (kept(rule, expected), kept(rule, got));
    let same = |a: u8, b: u8| a == b || (rule == Whitespace::Baekjoon && spacing(a) && spacing(b));
    let differ = (0..want.len().max(have.len())).find(|&i| match (want.get(i), have.get(i)) {
        (Some(w), Some(h)) => !same(w.0, h.0),
        _ => true,
    });
    let Some(at) = differ else {
        return Ok(());
    };
    let message = format!(
        "{}\n  expected {}\n  got      {}\n  ({}; source: {source})",
        what_differs(want.get(at), have.get(at), got),
        line_at(expected, place(&want, at, expected)),
        line_at(got, place(&have, at, got)),
        tolerance(rule, judge)
    );
    match rule.gives_pe() {
        true => Err(Mismatch::Presentation(message)),
        false => Err(Mismatch::Wrong(message)),
    }
}

/// A space or a newline, which Baekjoon lets stand for each other.
fn spacing(byte: u8) -> bool {
    byte == b' ' || byte == b'\n'
}

/// The bytes the rule does not tolerate away, each with its offset in `text`.
fn kept(rule: Whitespace, text: &[u8]) -> Vec<(u8, usize)> {
    let trailing = |blanks: &[u8]| {
        text.iter()
            .rposition(|b| !blanks.contains(b) && *b != b'\n')
            .map_or(0, |last| last + 1)
    };
    match rule {
        Whitespace::Tokens | Whitespace::Exact => text.iter().copied().zip(0..).collect(),
        Whitespace::Baekjoon => {
            // Newlines at the very end are tolerated, and one space right
            // before a line's end (the last line's too).
            let end = trailing(b"");
            let line_end = |i: usize| i + 1 == end || text[i + 1] == b'\n';
            (0..end)
                .filter(|&i| !(text[i] == b' ' && line_end(i)))
                .map(|i| (text[i], i))
                .collect()
        }
        Whitespace::TrailingIgnored { blanks, .. } => {
            let end = trailing(blanks);
            let line_end_blank = |i: usize| {
                let run = text[i..end].iter().position(|b| !blanks.contains(b));
                run.is_none_or(|n| text[i + n] == b'\n')
            };
            (0..end)
                .filter(|&i| !(blanks.contains(&text[i]) && line_end_blank(i)))
                .map(|i| (text[i], i))
                .collect()
        }
    }
}

/// Where the `at`-th kept byte stands in `text` (its end if there is none).
fn place(kept: &[(u8, usize)], at: usize, text: &[u8]) -> usize {
    kept.get(at)
        .map(|&(_, offset)| offset)
        .unwrap_or(text.len())
}

/// What differs, as a phrase that names the line and column in the output.
fn what_differs(want: Option<&(u8, usize)>, have: Option<&(u8, usize)>, got: &[u8]) -> String {
    let quoted = |b: u8| format!("\"{}\"", visible(&[b], 4));
    let offset = have.map_or(got.len(), |h| h.1);
    let (line, column) = line_column(got, offset);
    let what = match (want.map(|w| w.0), have.map(|h| h.0)) {
        (Some(w), Some(h)) if w.is_ascii_whitespace() && h.is_ascii_whitespace() => {
            format!("{} where the expected output has {}", quoted(h), quoted(w))
        }
        (Some(w), _) if w.is_ascii_whitespace() => format!("{} missing", quoted(w)),
        (_, Some(h)) => format!("an extra {}", quoted(h)),
        (Some(w), None) => format!("{} missing at the end", quoted(w)),
        (None, None) => unreachable!("a difference has a side"),
    };
    format!("whitespace differs at line {line}, column {column} of the output: {what}")
}

/// 1-based line and column (in characters) of `offset` in `text`.
fn line_column(text: &[u8], offset: usize) -> (usize, usize) {
    let before = &text[..offset.min(text.len())];
    let line_start = before
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |p| p + 1);
    let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
    (
        line,
        String::from_utf8_lossy(&before[line_start..])
            .chars()
            .count()
            + 1,
    )
}

/// `line N: …` for the line holding `offset`, whitespace visible, cut to
/// about 60 characters from a little before the offset.
fn line_at(text: &[u8], offset: usize) -> String {
    let offset = offset.min(text.len());
    let (line, _) = line_column(text, offset);
    let start = text[..offset]
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |p| p + 1);
    let end = text[offset..]
        .iter()
        .position(|&b| b == b'\n')
        .map_or(text.len(), |p| offset + p + 1);
    let from = offset.saturating_sub(30).max(start);
    let cut = if from > start { "…" } else { "" };
    match &text[from..end] {
        [] => format!("line {line}: (end of output)"),
        shown => format!("line {line}: {cut}{}", visible(shown, 60)),
    }
}

/// What the judge's rule lets pass, for the message.
fn tolerance(rule: Whitespace, judge: &str) -> String {
    match rule {
        Whitespace::Baekjoon => format!(
            "{judge} lets pass one extra space at a line's end, a newline for a space or a space for a \
             newline, and newlines at the very end, nothing else"
        ),
        Whitespace::TrailingIgnored {
            presentation: true, ..
        } => format!("{judge} ignores blanks at a line's end and blank lines at the end, nothing else"),
        Whitespace::TrailingIgnored { .. } => format!(
            "{judge} ignores spaces at a line's end and newlines at the end, and has no presentation \
             error: other whitespace that differs is a wrong answer"
        ),
        Whitespace::Exact | Whitespace::Tokens => format!("{judge} compares the output byte for byte"),
    }
}

#[cfg(test)]
#[path = "whitespace_tests.rs"]
mod tests;

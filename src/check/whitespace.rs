//! Whitespace by each judge's rule, once the tokens agree. Then only the gaps
//! can differ: the whitespace before the first token, between two tokens and
//! after the last. The output's gaps are read as they come (the output is
//! never held whole) and each is compared with the expected file's after
//! taking out what the rule tolerates; the first place they differ is shown
//! with its whitespace made visible. Whether that is a presentation error or
//! a wrong answer is the judge's rule too (Luogu has no PE).

use super::tokens::{show_line, LINE_WINDOW_BYTES};
use super::{visible, Mismatch};
use crate::lang::judges::{Rules, Whitespace};
use std::io::{BufRead, Read, Seek, SeekFrom};

/// Judges the whitespace of `got` against `expected` by the judge's rule.
/// The tokens are known to agree.
pub fn check<R: BufRead + Seek>(judge: &Rules, expected: &[u8], got: R) -> Result<(), Mismatch> {
    let source = judge.whitespace_source.cite();
    compare(judge.whitespace, judge.name, &source, expected, got)
}

/// [`check`] by `rule`, which `judge` and `source` name in messages.
fn compare<R: BufRead + Seek>(
    rule: Whitespace,
    judge: &str,
    source: &str,
    expected: &[u8],
    got: R,
) -> Result<(), Mismatch> {
    if rule == Whitespace::Tokens {
        return Ok(());
    }
    let want = gaps(expected);
    let mut have = GapStream::new(got);
    for (index, &(start, end)) in want.iter().enumerate() {
        let trailing = index + 1 == want.len();
        // The tokens agree, so the output has as many gaps.
        let Some(gap) = have.next_gap() else { break };
        if gap == &expected[start..end] {
            continue;
        }
        let (w, h) = (
            kept(rule, trailing, &expected[start..end]),
            kept(rule, trailing, gap),
        );
        let same =
            |a: u8, b: u8| a == b || (rule == Whitespace::Baekjoon && spacing(a) && spacing(b));
        let differ = (0..w.len().max(h.len())).find(|&i| match (w.get(i), h.get(i)) {
            (Some(a), Some(b)) => !same(a.0, b.0),
            _ => true,
        });
        let Some(at) = differ else { continue };
        let got_at = h.get(at).map_or(gap.len(), |b| b.1);
        let want_at = start + w.get(at).map_or(end - start, |b| b.1);
        let what = what_differs(w.get(at).map(|b| b.0), h.get(at).map(|b| b.0));
        let (line, column, shown) = have.describe(got_at);
        let message = format!(
            "whitespace differs at line {line}, column {column} of the output: {what}\n  \
             expected {}\n  got      line {line}: {shown}\n  ({}; source: {source})",
            expected_line(expected, want_at),
            tolerance(rule, judge)
        );
        return Err(match rule.gives_pe() {
            true => Mismatch::Presentation(message),
            false => Mismatch::from(message),
        });
    }
    Ok(())
}

/// A space or a newline, which Baekjoon lets stand for each other.
fn spacing(byte: u8) -> bool {
    byte == b' ' || byte == b'\n'
}

/// The byte ranges of `text`'s gaps: one more than it has tokens.
fn gaps(text: &[u8]) -> Vec<(usize, usize)> {
    let (mut gaps, mut i) = (Vec::new(), 0);
    loop {
        let start = i;
        while i < text.len() && text[i].is_ascii_whitespace() {
            i += 1;
        }
        gaps.push((start, i));
        if i == text.len() {
            return gaps;
        }
        while i < text.len() && !text[i].is_ascii_whitespace() {
            i += 1;
        }
    }
}

/// The bytes of one gap that the rule does not tolerate away, each with its
/// offset in the gap. `trailing`: the gap after the last token.
fn kept(rule: Whitespace, trailing: bool, gap: &[u8]) -> Vec<(u8, usize)> {
    let all = || gap.iter().copied().zip(0..);
    match rule {
        Whitespace::Tokens | Whitespace::Exact => all().collect(),
        Whitespace::Baekjoon => {
            // Newlines at the very end are tolerated, and one space right
            // before a line's end (the last line's too).
            let end = match trailing {
                true => gap
                    .iter()
                    .rposition(|&b| b != b'\n')
                    .map_or(0, |last| last + 1),
                false => gap.len(),
            };
            let line_end = |i: usize| (trailing && i + 1 == end) || gap.get(i + 1) == Some(&b'\n');
            (0..end)
                .filter(|&i| !(gap[i] == b' ' && line_end(i)))
                .map(|i| (gap[i], i))
                .collect()
        }
        // Blanks at a line's end go, and after the last token everything does.
        Whitespace::TrailingIgnored { .. } if trailing => Vec::new(),
        Whitespace::TrailingIgnored { blanks, .. } => {
            let line_end_blank = |i: usize| {
                let run = gap[i..].iter().position(|b| !blanks.contains(b));
                run.is_some_and(|n| gap[i + n] == b'\n')
            };
            all()
                .filter(|&(b, i)| !(blanks.contains(&b) && line_end_blank(i)))
                .collect()
        }
    }
}

/// What differs, as a phrase.
fn what_differs(want: Option<u8>, have: Option<u8>) -> String {
    let quoted = |b: u8| format!("\"{}\"", visible(&[b], 4));
    match (want, have) {
        (Some(w), Some(h)) if w.is_ascii_whitespace() && h.is_ascii_whitespace() => {
            format!("{} where the expected output has {}", quoted(h), quoted(w))
        }
        (Some(w), _) => format!("{} missing", quoted(w)),
        (None, Some(h)) => format!("an extra {}", quoted(h)),
        (None, None) => unreachable!("a difference has a side"),
    }
}

/// `line N: …` of the expected file around `offset`.
fn expected_line(text: &[u8], offset: usize) -> String {
    // Past the last line's newline (newlines at the end tolerated away): that line.
    let offset = match offset >= text.len() {
        true => text.iter().rposition(|&b| b != b'\n').map_or(0, |p| p + 1),
        false => offset,
    };
    let start = text[..offset]
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |p| p + 1);
    let line = text[..offset].iter().filter(|&&b| b == b'\n').count() + 1;
    let from = offset.saturating_sub(30).max(start);
    format!("line {line}: {}", shown_line(&text[from..], from > start))
}

/// A line from `from` to its newline, whitespace visible, about 60 characters.
fn shown_line(from: &[u8], cut_before: bool) -> String {
    match from.first() {
        None => "(end of output)".into(),
        Some(_) => show_line(from, cut_before),
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

/// The gaps of a run's output, one at a time: each token is skipped, never
/// held; where the current gap stands is kept for the message.
struct GapStream<R> {
    reader: R,
    gap: Vec<u8>,
    /// Where the current gap starts, and its line and that line's start.
    gap_start: u64,
    gap_line: usize,
    gap_line_start: u64,
    /// The reader's position, line and line start after what was read.
    offset: u64,
    line: usize,
    line_start: u64,
    ended: bool,
}

impl<R: BufRead + Seek> GapStream<R> {
    fn new(mut reader: R) -> GapStream<R> {
        let _ = reader.seek(SeekFrom::Start(0));
        GapStream {
            reader,
            gap: Vec::new(),
            gap_start: 0,
            gap_line: 1,
            gap_line_start: 0,
            offset: 0,
            line: 1,
            line_start: 0,
            ended: false,
        }
    }

    /// The next gap (then the token after it is skipped); `None` after the
    /// last gap, the one the output ends with.
    fn next_gap(&mut self) -> Option<&[u8]> {
        if self.ended {
            return None;
        }
        self.gap.clear();
        (self.gap_start, self.gap_line, self.gap_line_start) =
            (self.offset, self.line, self.line_start);
        let mut in_token = false;
        loop {
            // A read error ends the output: it is a local file the judge just wrote.
            let buffer = match self.reader.fill_buf() {
                Ok(buffer) if !buffer.is_empty() => buffer,
                _ => {
                    // Ended in a gap: the last one. Ended in a token: an empty one follows.
                    self.ended = !in_token;
                    return Some(&self.gap);
                }
            };
            let mut used = 0;
            for &b in buffer {
                let space = b.is_ascii_whitespace();
                if space && in_token {
                    break;
                }
                in_token = !space;
                if space {
                    self.gap.push(b);
                    if b == b'\n' {
                        (self.line, self.line_start) =
                            (self.line + 1, self.offset + used as u64 + 1);
                    }
                }
                used += 1;
            }
            let stopped = used < buffer.len();
            self.reader.consume(used);
            self.offset += used as u64;
            if stopped {
                return Some(&self.gap);
            }
        }
    }

    /// The line, column and shown line (whitespace visible) of the byte at
    /// `at` in the current gap.
    fn describe(&mut self, at: usize) -> (usize, usize, String) {
        let before = &self.gap[..at];
        let newlines = before.iter().filter(|&&b| b == b'\n').count();
        let line = self.gap_line + newlines;
        let offset = self.gap_start + at as u64;
        let line_start = match before.iter().rposition(|&b| b == b'\n') {
            Some(p) => self.gap_start + p as u64 + 1,
            None => self.gap_line_start,
        };
        // Characters from the line's start (read back, at most 64 KiB of it).
        let span = (offset - line_start).min(64 << 10);
        let head = self.bytes_at(offset - span, span as usize);
        let column = String::from_utf8_lossy(&head).chars().count() + 1;
        let from = offset.saturating_sub(30).max(line_start);
        let window = self.bytes_at(from, LINE_WINDOW_BYTES);
        (line, column, shown_line(&window, from > line_start))
    }

    fn bytes_at(&mut self, from: u64, len: usize) -> Vec<u8> {
        let mut bytes = Vec::new();
        if self.reader.seek(SeekFrom::Start(from)).is_ok() {
            let _ = (&mut self.reader).take(len as u64).read_to_end(&mut bytes);
        }
        bytes
    }
}

#[cfg(test)]
#[path = "whitespace_tests.rs"]
mod tests;

//! Baekjoon-style compare: the output must hold the expected whitespace-separated
//! tokens in order; how lines and spaces fall between them does not matter.

use super::stream::{TokenStream, MAX_TOKEN_BYTES};
use super::visible;
use std::io::{BufRead, Seek};

/// An expected token and where it stands (the expected file is the kit's,
/// read whole; the output is streamed).
#[derive(Clone, Copy)]
struct Token<'a> {
    text: &'a [u8],
    /// 1-based line number.
    line: usize,
    /// Byte offsets of its line and of the token within the whole text.
    line_start: usize,
    start: usize,
}

fn tokens(text: &[u8]) -> Vec<Token<'_>> {
    let mut out = Vec::new();
    let (mut line, mut line_start, mut i) = (1, 0, 0);
    while i < text.len() {
        if text[i].is_ascii_whitespace() {
            if text[i] == b'\n' {
                line += 1;
                line_start = i + 1;
            }
            i += 1;
            continue;
        }
        let start = i;
        while i < text.len() && !text[i].is_ascii_whitespace() {
            i += 1;
        }
        out.push(Token {
            text: &text[start..i],
            line,
            line_start,
            start,
        });
    }
    out
}

/// Compares the output `got` with `expected` token by token, reading the
/// output as it comes (see `stream.rs`): only a mismatch looks back at it.
pub fn check<R: BufRead + Seek>(expected: &[u8], got: R) -> Result<(), String> {
    let want = tokens(expected);
    // Longer than every expected token, so a cut token still differs.
    let longest = want.iter().map(|t| t.text.len()).max().unwrap_or(0);
    let mut have = TokenStream::with_cap(got, longest.max(MAX_TOKEN_BYTES) + 1);
    let (mut i, mut last) = (0, None);
    let got_token = loop {
        let next = have.next().map(<[u8]>::to_vec);
        match (want.get(i), next) {
            (None, None) => return Ok(()),
            (Some(w), Some(h)) if w.text == h.as_slice() => {}
            (_, h) => break h,
        }
        last = Some(have.place());
        i += 1;
    };
    let quoted = |t: &[u8]| format!("\"{}\"", visible(t, 40));
    let mut message = match (want.get(i), &got_token) {
        (Some(w), Some(h)) => format!(
            "token {}: expected {}, got {}",
            i + 1,
            quoted(w.text),
            quoted(h)
        ),
        (Some(w), None) => format!(
            "output ends after {i} tokens; expected {} next",
            quoted(w.text)
        ),
        (None, Some(h)) => format!("extra output after the expected {i} tokens: {}", quoted(h)),
        (None, None) => unreachable!("the loop returns when both end"),
    };
    message += &match want.get(i).or(want.last()) {
        Some(t) => {
            let from = t.start.saturating_sub(30).max(t.line_start);
            let line = show_line(&expected[from..], from > t.line_start);
            format!("\n  expected line {}: {line}", t.line)
        }
        None => "\n  expected: (nothing)".into(),
    };
    let place = got_token.as_ref().map(|_| have.place()).or(last);
    message += &match place {
        Some(t) => {
            let from = t.start.saturating_sub(30).max(t.line_start);
            let window = have.bytes_at(from, LINE_WINDOW_BYTES);
            let line = show_line(&window, from > t.line_start);
            format!("\n  got      line {}: {line}", t.line)
        }
        None => "\n  got     : (nothing)".into(),
    };
    if let Some(looser) = looser_pass(&want, have_all(&mut have, want.len(), longest)) {
        message += &format!("\n  (it would pass a {looser} compare)");
    }
    Err(message)
}

/// Enough bytes for the about 60 characters of a line shown (UTF-8: up to 4 each).
pub(super) const LINE_WINDOW_BYTES: usize = 60 * 4 + 4;

/// A line from its shown start up to its newline, whitespace visible, cut to
/// about 60 characters; `cut_before` marks a line shown from its middle.
pub(super) fn show_line(from: &[u8], cut_before: bool) -> String {
    let end = from
        .iter()
        .position(|&b| b == b'\n')
        .map_or(from.len(), |p| p + 1);
    let prefix = if cut_before { "…" } else { "" };
    format!("{prefix}{}", visible(&from[..end], 60))
}

/// Every token of the output again, if there are exactly `count` and none is
/// much longer than `longest` (else no looser compare could pass either).
fn have_all<R: BufRead + Seek>(
    have: &mut TokenStream<R>,
    count: usize,
    longest: usize,
) -> Option<Vec<Vec<u8>>> {
    have.rewind();
    let mut all = Vec::new();
    while let Some(token) = have.next() {
        if all.len() == count || token.len() > longest + 64 {
            return None;
        }
        all.push(token.to_vec());
    }
    (all.len() == count).then_some(all)
}

/// A looser compare under which the two token lists would agree, if any.
fn looser_pass(want: &[Token], have: Option<Vec<Vec<u8>>>) -> Option<&'static str> {
    let have = have?;
    let pairs = || want.iter().zip(&have).map(|(w, h)| (w.text, h.as_slice()));
    if pairs().all(|(w, h)| w.eq_ignore_ascii_case(h)) {
        return Some("case-insensitive");
    }
    let number = |t: &[u8]| std::str::from_utf8(t).ok()?.parse::<f64>().ok();
    let close = |w: &[u8], h: &[u8]| match (number(w), number(h)) {
        (Some(a), Some(b)) => (a - b).abs() <= 1e-6 * a.abs().max(1.0),
        _ => w == h,
    };
    if pairs().all(|(w, h)| close(w, h)) {
        return Some("numeric (1e-6 tolerance)");
    }
    let mut wanted: Vec<&[u8]> = want.iter().map(|t| t.text).collect();
    let mut had: Vec<&[u8]> = have.iter().map(Vec::as_slice).collect();
    wanted.sort();
    had.sort();
    (wanted == had).then_some("order-insensitive")
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Cursor;

    #[test]
    fn whitespace_between_tokens_does_not_matter() {
        assert_eq!(check(b"92\n", Cursor::new(b"92")), Ok(()));
        assert_eq!(
            check(b"1 2\n3\n", Cursor::new(b"  1\n2   3  \r\n\n")),
            Ok(())
        );
    }

    #[test]
    fn a_different_token_is_shown_with_its_line_and_visible_whitespace() {
        let message = check(b"92\n", Cursor::new(b"the answer is\t91 \n")).unwrap_err();
        assert!(
            message.starts_with("token 1: expected \"92\", got \"the\""),
            "{message}"
        );
        assert!(
            message.contains("got      line 1: the·answer·is→91·⏎"),
            "{message}"
        );
    }

    #[test]
    fn missing_and_extra_tokens_are_named() {
        assert!(check(b"1 2", Cursor::new(b"1"))
            .unwrap_err()
            .starts_with("output ends after 1 tokens; expected \"2\" next"));
        assert!(check(b"1", Cursor::new(b"1 2"))
            .unwrap_err()
            .starts_with("extra output after the expected 1 tokens: \"2\""));
        assert!(check(b"1", Cursor::new(b""))
            .unwrap_err()
            .contains("got     : (nothing)"));
    }

    #[test]
    fn says_which_looser_compare_would_pass() {
        assert!(check(b"Yes", Cursor::new(b"YES"))
            .unwrap_err()
            .contains("case-insensitive"));
        assert!(check(b"92", Cursor::new(b"92.0000000"))
            .unwrap_err()
            .contains("numeric"));
        assert!(check(b"1 2 3", Cursor::new(b"3 2 1"))
            .unwrap_err()
            .contains("order-insensitive"));
        assert!(!check(b"92", Cursor::new(b"91"))
            .unwrap_err()
            .contains("would pass"));
    }

    #[test]
    fn long_lines_are_cut() {
        let long = format!("{} 7\n", "1 ".repeat(500));
        let wrong = format!("{} 8\n", "1 ".repeat(500));
        let message = check(long.as_bytes(), Cursor::new(wrong.as_bytes())).unwrap_err();
        assert!(
            message.lines().all(|l| l.chars().count() < 100),
            "{message}"
        );
        assert!(message.contains('…'));
    }

    #[test]
    fn bytes_that_are_not_utf8_do_not_break_the_message() {
        let message = check(b"92", Cursor::new(b"\xff\xfe")).unwrap_err();
        assert!(message.contains('\u{fffd}'), "{message}");
    }
}

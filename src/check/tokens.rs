//! Baekjoon-style compare: the output must hold the expected whitespace-separated
//! tokens in order; how lines and spaces fall between them does not matter.

use super::visible;

/// A token and where it stands.
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

/// Compares `got` with `expected` token by token.
pub fn check(expected: &[u8], got: &[u8]) -> Result<(), String> {
    let (want, have) = (tokens(expected), tokens(got));
    let Some(i) = (0..want.len().max(have.len()))
        .find(|&i| want.get(i).map(|t| t.text) != have.get(i).map(|t| t.text))
    else {
        return Ok(());
    };
    let quoted = |t: &Token| format!("\"{}\"", visible(t.text, 40));
    let mut message = match (want.get(i), have.get(i)) {
        (Some(w), Some(h)) => format!("token {}: expected {}, got {}", i + 1, quoted(w), quoted(h)),
        (Some(w), None) => format!("output ends after {i} tokens; expected {} next", quoted(w)),
        (None, Some(h)) => format!("extra output after the expected {i} tokens: {}", quoted(h)),
        (None, None) => unreachable!("i indexes one of the two lists"),
    };
    let line_of = |text, list: &[Token], side| match list.get(i).or(list.last()) {
        Some(t) => format!("\n  {side} line {}: {}", t.line, show_line(text, t)),
        None => format!("\n  {side}: (nothing)"),
    };
    message += &line_of(expected, &want, "expected");
    message += &line_of(got, &have, "got     ");
    if let Some(looser) = looser_pass(&want, &have) {
        message += &format!("\n  (it would pass a {looser} compare)");
    }
    Err(message)
}

/// The token's line with whitespace visible, cut to about 60 characters around it.
fn show_line(text: &[u8], token: &Token) -> String {
    let end = text[token.line_start..]
        .iter()
        .position(|&b| b == b'\n')
        .map_or(text.len(), |p| token.line_start + p + 1);
    let from = token.start.saturating_sub(30).max(token.line_start);
    let prefix = if from > token.line_start { "…" } else { "" };
    format!("{prefix}{}", visible(&text[from..end], 60))
}

/// A looser compare under which the two token lists would agree, if any.
fn looser_pass(want: &[Token], have: &[Token]) -> Option<&'static str> {
    let pairs = || want.iter().zip(have).map(|(w, h)| (w.text, h.text));
    if want.len() != have.len() {
        return None;
    }
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
    (sorted_texts(want) == sorted_texts(have)).then_some("order-insensitive")
}

fn sorted_texts<'a>(list: &[Token<'a>]) -> Vec<&'a [u8]> {
    let mut texts: Vec<&[u8]> = list.iter().map(|t| t.text).collect();
    texts.sort();
    texts
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn whitespace_between_tokens_does_not_matter() {
        assert_eq!(check(b"92\n", b"92"), Ok(()));
        assert_eq!(check(b"1 2\n3\n", b"  1\n2   3  \r\n\n"), Ok(()));
    }

    #[test]
    fn a_different_token_is_shown_with_its_line_and_visible_whitespace() {
        let message = check(b"92\n", b"the answer is\t91 \n").unwrap_err();
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
        assert!(check(b"1 2", b"1")
            .unwrap_err()
            .starts_with("output ends after 1 tokens; expected \"2\" next"));
        assert!(check(b"1", b"1 2")
            .unwrap_err()
            .starts_with("extra output after the expected 1 tokens: \"2\""));
        assert!(check(b"1", b"")
            .unwrap_err()
            .contains("got     : (nothing)"));
    }

    #[test]
    fn says_which_looser_compare_would_pass() {
        assert!(check(b"Yes", b"YES")
            .unwrap_err()
            .contains("case-insensitive"));
        assert!(check(b"92", b"92.0000000").unwrap_err().contains("numeric"));
        assert!(check(b"1 2 3", b"3 2 1")
            .unwrap_err()
            .contains("order-insensitive"));
        assert!(!check(b"92", b"91").unwrap_err().contains("would pass"));
    }

    #[test]
    fn long_lines_are_cut() {
        let long = format!("{} 7\n", "1 ".repeat(500));
        let wrong = format!("{} 8\n", "1 ".repeat(500));
        let message = check(long.as_bytes(), wrong.as_bytes()).unwrap_err();
        assert!(
            message.lines().all(|l| l.chars().count() < 100),
            "{message}"
        );
        assert!(message.contains('…'));
    }

    #[test]
    fn bytes_that_are_not_utf8_do_not_break_the_message() {
        let message = check(b"92", b"\xff\xfe").unwrap_err();
        assert!(message.contains('\u{fffd}'), "{message}");
    }
}

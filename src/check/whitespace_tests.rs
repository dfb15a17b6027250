//! Tests of `whitespace`: each judge's rule on the cases its source names.

use super::*;
use std::io::Cursor;

const BAEKJOON: Whitespace = Whitespace::Baekjoon;
const HDU: Whitespace = Whitespace::TrailingIgnored {
    blanks: b" \t\r",
    presentation: true,
};
const LUOGU: Whitespace = Whitespace::TrailingIgnored {
    blanks: b" ",
    presentation: false,
};

fn verdict(rule: Whitespace, expected: &str, got: &str) -> &'static str {
    match compare(
        rule,
        "J",
        "a page",
        expected.as_bytes(),
        Cursor::new(got.as_bytes()),
    ) {
        Ok(()) => "AC",
        Err(Mismatch::Presentation(_)) => "PE",
        Err(Mismatch::Wrong(_)) => "WA",
    }
}

/// Each rule on what it tolerates and what it does not: output, verdict, why.
fn judged_as(rule: Whitespace, expected: &str, cases: &[(&str, &str, &str)]) {
    for (got, want, why) in cases {
        assert_eq!(verdict(rule, expected, got), *want, "{why}: {got:?}");
    }
}

#[test]
fn baekjoon_lets_one_trailing_space_and_a_newline_for_a_space_pass_and_nothing_else() {
    judged_as(
        BAEKJOON,
        "1 2\n3\n",
        &[
            ("1 2\n3\n", "AC", "the same"),
            ("1 2 \n3\n", "AC", "one space at a line's end"),
            ("1\n2\n3\n", "AC", "a newline for a space"),
            ("1 2 3", "AC", "a space for a newline, no final newline"),
            ("1 2\n3\n\n\n", "AC", "newlines at the very end"),
            ("1 2\n3 ", "AC", "one space at the last line's end"),
            (" 1 2\n3\n", "PE", "a leading space"),
            ("1 2  \n3\n", "PE", "two spaces at a line's end"),
            ("1 2\n3  \n", "PE", "two at the last line's end"),
            ("1  2\n3\n", "PE", "a doubled space"),
            ("1 2\n\n3\n", "PE", "a blank line"),
            ("1\t2\n3\n", "PE", "a tab for a space"),
            ("1 2\r\n3\n", "PE", "a carriage return"),
        ],
    );
}

#[test]
fn hdu_ignores_blanks_at_line_ends_and_blank_lines_at_the_end_only() {
    judged_as(
        HDU,
        "1 2\n724\n",
        &[
            (
                "1 2  \t\n724\r\n\n\n",
                "AC",
                "blanks at line ends, blank lines at the end",
            ),
            ("1 2\n724", "AC", "no final newline"),
            ("1 2\n\n724\n", "PE", "a blank line between lines"),
            (" 1 2\n724\n", "PE", "a leading blank"),
            ("1  2\n724\n", "PE", "a doubled space"),
            ("1\n2\n724\n", "PE", "a newline for a space"),
        ],
    );
}

#[test]
fn luogu_compares_the_text_after_trimming_and_calls_any_other_difference_wrong() {
    judged_as(
        LUOGU,
        "1 2\n3\n",
        &[
            (
                "1 2   \n3",
                "AC",
                "spaces at a line's end, no final newline",
            ),
            ("1 2\n3\n\n\n", "AC", "newlines at the end"),
            (" 1 2\n3\n", "WA", "a leading space"),
            ("1\n2\n3\n", "WA", "a newline for a space"),
            ("1 2\t\n3\n", "WA", "only spaces are trimmed"),
        ],
    );
}

#[test]
fn exact_judges_want_every_byte_including_the_last_newline() {
    judged_as(
        Whitespace::Exact,
        "92\n",
        &[
            ("92\n", "AC", "the same"),
            ("92", "PE", "no final newline"),
            ("92 \n", "PE", "a trailing space"),
        ],
    );
    judged_as(
        Whitespace::Tokens,
        "92\n",
        &[(" 92  ", "AC", "tokens only")],
    );
}

#[test]
fn the_message_names_the_place_and_shows_both_lines_with_visible_whitespace() {
    let Err(Mismatch::Presentation(message)) = compare(
        BAEKJOON,
        "Baekjoon",
        "a page",
        b"92\n",
        Cursor::new(b" 92\n"),
    ) else {
        panic!("a leading space is a presentation error");
    };
    assert!(
        message.starts_with("whitespace differs at line 1, column 1 of the output: an extra \"·\""),
        "{message}"
    );
    assert!(
        message.contains("  expected line 1: 92⏎\n  got      line 1: ·92⏎"),
        "{message}"
    );
    assert!(
        message.contains("Baekjoon lets pass one extra space"),
        "{message}"
    );
    let Err(Mismatch::Presentation(missing)) = compare(
        Whitespace::Exact,
        "UVa",
        "a page",
        b"1 2\n",
        Cursor::new(b"1 2"),
    ) else {
        panic!("a missing final newline is PE on UVa");
    };
    assert!(
        missing.contains("line 1, column 4 of the output: \"⏎\" missing"),
        "{missing}"
    );
    assert!(missing.contains("got      line 1: 1·2"), "{missing}");
    let Err(Mismatch::Presentation(tab)) =
        compare(HDU, "HDU", "a page", b"1 2\n", Cursor::new(b"1\t2\n"))
    else {
        panic!("a tab between tokens is PE on HDU");
    };
    assert!(
        tab.contains("\"→\" where the expected output has \"·\""),
        "{tab}"
    );
}

#[test]
fn an_extra_space_at_the_last_line_shows_that_line_of_the_expected_output() {
    let message = match compare(
        BAEKJOON,
        "J",
        "a page",
        b"92\n",
        Cursor::new(&b"92  \n"[..]),
    ) {
        Err(Mismatch::Presentation(message)) => message,
        other => panic!("{other:?}"),
    };
    assert!(message.contains("expected line 1: 92"), "{message}");
    assert!(message.contains("got      line 1: 92"), "{message}");
}

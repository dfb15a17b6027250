//! Tests of `whitespace`: each judge's rule on the cases its source names.

use super::*;

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
    match compare(rule, "J", "a page", expected.as_bytes(), got.as_bytes()) {
        Ok(()) => "AC",
        Err(Mismatch::Presentation(_)) => "PE",
        Err(Mismatch::Wrong(_)) => "WA",
    }
}

#[test]
fn baekjoon_lets_one_trailing_space_and_a_newline_for_a_space_pass_and_nothing_else() {
    let want = "1 2\n3\n";
    assert_eq!(verdict(BAEKJOON, want, "1 2\n3\n"), "AC");
    assert_eq!(
        verdict(BAEKJOON, want, "1 2 \n3\n"),
        "AC",
        "one space at a line's end"
    );
    assert_eq!(
        verdict(BAEKJOON, want, "1\n2\n3\n"),
        "AC",
        "a newline for a space"
    );
    assert_eq!(
        verdict(BAEKJOON, want, "1 2 3"),
        "AC",
        "a space for a newline, no final newline"
    );
    assert_eq!(
        verdict(BAEKJOON, want, "1 2\n3\n\n\n"),
        "AC",
        "newlines at the very end"
    );
    assert_eq!(
        verdict(BAEKJOON, want, "1 2\n3 "),
        "AC",
        "one space at the last line's end"
    );
    assert_eq!(
        verdict(BAEKJOON, want, "1 2\n3  \n"),
        "PE",
        "two at the last line's end"
    );
    assert_eq!(
        verdict(BAEKJOON, want, " 1 2\n3\n"),
        "PE",
        "a leading space"
    );
    assert_eq!(
        verdict(BAEKJOON, want, "1 2  \n3\n"),
        "PE",
        "two spaces at a line's end"
    );
    assert_eq!(
        verdict(BAEKJOON, want, "1  2\n3\n"),
        "PE",
        "a doubled space"
    );
    assert_eq!(verdict(BAEKJOON, want, "1 2\n\n3\n"), "PE", "a blank line");
    assert_eq!(
        verdict(BAEKJOON, want, "1\t2\n3\n"),
        "PE",
        "a tab for a space"
    );
    assert_eq!(
        verdict(BAEKJOON, want, "1 2\r\n3\n"),
        "PE",
        "a carriage return"
    );
}

#[test]
fn hdu_ignores_blanks_at_line_ends_and_blank_lines_at_the_end_only() {
    let want = "92\n724\n";
    assert_eq!(verdict(HDU, want, "92  \t\n724\r\n\n\n"), "AC");
    assert_eq!(verdict(HDU, want, "92\n724"), "AC");
    assert_eq!(
        verdict(HDU, want, "92\n\n724\n"),
        "PE",
        "a blank line between lines"
    );
    assert_eq!(verdict(HDU, want, " 92\n724\n"), "PE", "a leading blank");
    assert_eq!(verdict(HDU, "1 2\n", "1  2\n"), "PE");
    assert_eq!(
        verdict(HDU, "1 2\n", "1\n2\n"),
        "PE",
        "a newline for a space"
    );
}

#[test]
fn luogu_compares_the_text_after_trimming_and_calls_any_other_difference_wrong() {
    let want = "1 2\n3\n";
    assert_eq!(verdict(LUOGU, want, "1 2   \n3"), "AC");
    assert_eq!(verdict(LUOGU, want, "1 2\n3\n\n\n"), "AC");
    assert_eq!(verdict(LUOGU, want, " 1 2\n3\n"), "WA");
    assert_eq!(verdict(LUOGU, want, "1\n2\n3\n"), "WA");
    assert_eq!(
        verdict(LUOGU, want, "1 2\t\n3\n"),
        "WA",
        "only spaces are trimmed"
    );
}

#[test]
fn exact_judges_want_every_byte_including_the_last_newline() {
    assert_eq!(verdict(Whitespace::Exact, "92\n", "92\n"), "AC");
    assert_eq!(verdict(Whitespace::Exact, "92\n", "92"), "PE");
    assert_eq!(verdict(Whitespace::Exact, "92\n", "92 \n"), "PE");
    assert_eq!(verdict(Whitespace::Tokens, "92\n", " 92  "), "AC");
}

#[test]
fn the_message_names_the_place_and_shows_both_lines_with_visible_whitespace() {
    let Err(Mismatch::Presentation(message)) =
        compare(BAEKJOON, "Baekjoon", "a page", b"92\n", b" 92\n")
    else {
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
    let Err(Mismatch::Presentation(missing)) =
        compare(Whitespace::Exact, "UVa", "a page", b"1 2\n", b"1 2")
    else {
        panic!("a missing final newline is PE on UVa");
    };
    assert!(
        missing.contains("line 1, column 4 of the output: \"⏎\" missing"),
        "{missing}"
    );
    assert!(missing.contains("got      line 1: 1·2"), "{missing}");
    let Err(Mismatch::Presentation(tab)) = compare(HDU, "HDU", "a page", b"1 2\n", b"1\t2\n")
    else {
        panic!("a tab between tokens is PE on HDU");
    };
    assert!(
        tab.contains("\"→\" where the expected output has \"·\""),
        "{tab}"
    );
}

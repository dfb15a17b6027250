//! Showing a case's text in a report: a small input in full (as LeetCode and
//! Codeforces show a failing test), a bigger one by its path, and any output
//! cut to a screenful. Control characters are escaped, so an input cannot
//! move the cursor or clear the screen.

use crate::text::printable;

/// At most this many lines, each at most this wide, count as small.
pub const SMALL_LINES: usize = 5;
pub const SMALL_WIDTH: usize = 60;

/// How a failing case's input is shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Shown {
    /// Small enough to print: its lines.
    Text(Vec<String>),
    /// Too big: say where it is and how big it is.
    Path { lines: usize, bytes: usize },
}

/// What of `input` to show under a failing case.
pub fn input(input: &[u8]) -> Shown {
    let text = String::from_utf8_lossy(input);
    let lines: Vec<&str> = text.lines().collect();
    let small = !lines.is_empty()
        && lines.len() <= SMALL_LINES
        && lines.iter().all(|l| l.chars().count() <= SMALL_WIDTH);
    match small {
        true => Shown::Text(lines.iter().map(|l| escaped(l)).collect()),
        false => Shown::Path {
            lines: lines.len(),
            bytes: input.len(),
        },
    }
}

/// The report's lines for a failing case's input, without indentation:
/// `input: 9`, or `input:` and its lines, or `input: inputs/…/07.txt (12 lines, 340 B)`.
pub fn input_lines(input_bytes: &[u8], path: &str) -> Vec<String> {
    match input(input_bytes) {
        Shown::Text(lines) if lines.len() == 1 => vec![format!("input: {}", lines[0])],
        Shown::Text(lines) => std::iter::once("input:".to_string())
            .chain(lines.into_iter().map(|l| format!("  {l}")))
            .collect(),
        Shown::Path { lines, bytes } => vec![format!(
            "input: {path} ({lines} {}, {})",
            if lines == 1 { "line" } else { "lines" },
            crate::units::format_bytes(bytes as u64)
        )],
    }
}

/// The text cut to `max_lines` lines of at most 200 characters, for outputs.
pub fn screenful(bytes: &[u8], max_lines: usize) -> String {
    let text = String::from_utf8_lossy(bytes);
    let total = text.lines().count();
    let mut lines: Vec<String> = text
        .lines()
        .take(max_lines)
        .map(|l| match l.chars().count() > 200 {
            true => escaped(&l.chars().take(200).collect::<String>()) + "…",
            false => escaped(l),
        })
        .collect();
    if total > max_lines {
        lines.push(format!("… ({total} lines in all)"));
    }
    if lines.is_empty() {
        lines.push("(nothing)".into());
    }
    lines.join("\n")
}

/// A line with its control characters escaped (`crate::text`), so an input
/// or an output cannot move the cursor or paint the screen.
fn escaped(line: &str) -> String {
    printable(line)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_small_input_is_shown_and_a_big_one_named() {
        assert_eq!(input_lines(b"9\n", "inputs/lc52/09.txt"), ["input: 9"]);
        assert_eq!(
            input_lines(b"2\n4\n5\n", "inputs/boj9175/01.txt"),
            ["input:", "  2", "  4", "  5"]
        );
        let many = "1\n".repeat(6);
        assert_eq!(
            input_lines(many.as_bytes(), "inputs/p/07.txt"),
            ["input: inputs/p/07.txt (6 lines, 12 B)"]
        );
        let wide = "7 ".repeat(40);
        assert_eq!(
            input(wide.as_bytes()),
            Shown::Path {
                lines: 1,
                bytes: 80
            }
        );
        assert!(matches!(input(b""), Shown::Path { lines: 0, .. }));
    }

    #[test]
    fn control_characters_are_escaped_and_outputs_cut() {
        assert_eq!(input_lines(b"8\x1b[2J\n", "x"), ["input: 8\\x1b[2J"]);
        let long = "1\n".repeat(50);
        let cut = screenful(long.as_bytes(), 40);
        assert_eq!(cut.lines().count(), 41);
        assert!(cut.ends_with("… (50 lines in all)"));
        assert_eq!(screenful(b"", 40), "(nothing)");
    }
}

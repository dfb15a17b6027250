//! A compiler's output (its file names already mapped back to the user's) cut to
//! the first error in the user's own file, shown with that line of the user's
//! code. An error inside the LeetCode harness means the user's method does not
//! fit LeetCode's signature, and the message says so.

use super::{clip, split_location, HARNESS};
use crate::text::printable;

/// One error as a compiler reported it.
#[derive(Debug, PartialEq, Eq)]
struct Reported<'a> {
    /// `file:line[:col]`, when the compiler gave one.
    location: Option<&'a str>,
    message: &'a str,
    /// Lines after it that explain it (javac's `symbol:`).
    notes: Vec<&'a str>,
}

/// The user's file, as the message should show it.
pub struct UserFile<'a> {
    pub shown: &'a str,
    pub source: &'a str,
}

/// The message for a failed compile: the first error in the user's file, or
/// else the first error at all; `signature` is LeetCode's signature of the
/// method, when the harness calls one.
pub fn summarize(output: &str, user: &UserFile, signature: Option<&str>) -> String {
    let errors = reported(output);
    let in_user = |e: &&Reported| {
        e.location
            .and_then(split_location)
            .is_some_and(|(file, _)| file == user.shown)
    };
    let Some(error) = errors.iter().find(in_user).or(errors.first()) else {
        return fallback(output);
    };
    let mut lines = Vec::new();
    let in_harness = error.location.is_some_and(|l| l.starts_with(HARNESS));
    if let (true, Some(signature)) = (in_harness, signature) {
        lines.push(format!(
            "{}: the LeetCode harness cannot call your method; LeetCode's signature is {signature}",
            user.shown
        ));
    }
    match error.location {
        Some(location) => lines.push(clip(&format!("{location}: {}", error.message), 200)),
        None => lines.push(clip(error.message, 200)),
    }
    if let Some((file, number)) = error.location.and_then(split_location) {
        if let Some(code) = (file == user.shown)
            .then(|| user.source.lines().nth(number.wrapping_sub(1)))
            .flatten()
        {
            // The user's own line, quoted: a control character in it is shown, not obeyed.
            let code = printable(code.trim_end());
            lines.push(clip(&format!("{number:>5} | {code}"), 200));
        }
    }
    lines.extend(error.notes.iter().map(|n| clip(n.trim(), 200)));
    lines.join("\n")
}

/// Every error the output reports, in order, in the formats of gcc and g++,
/// javac, rustc, node --check and the kit's Python check.
fn reported(output: &str) -> Vec<Reported<'_>> {
    let lines: Vec<&str> = output.lines().collect();
    let mut found = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        // gcc, javac, the Python check: `file:line[:col]: [fatal ]error: message`,
        // or `file:line:col: SyntaxError: message`.
        if let Some((location, message)) = located_error(line) {
            let notes = lines[i + 1..]
                .iter()
                .take(4)
                .filter(|l| l.trim_start().starts_with("symbol:"))
                .copied()
                .collect();
            found.push(Reported {
                location: Some(location),
                message,
                notes,
            });
        // rustc: `error[E0425]: message` with ` --> file:line:col` below.
        } else if line.starts_with("error") && !line.starts_with("error: aborting") {
            let location = lines[i + 1..]
                .iter()
                .take(3)
                .find_map(|l| l.trim_start().strip_prefix("--> "));
            let message = line.split_once(": ").map_or(*line, |(_, m)| m);
            if location.is_some() || !line.contains("could not compile") {
                found.push(Reported {
                    location,
                    message,
                    notes: Vec::new(),
                });
            }
        // node --check: `file:line`, the code, a caret, a blank line, then `SyntaxError: …`.
        } else if line.starts_with("SyntaxError: ") {
            let location = lines[..i]
                .iter()
                .rev()
                .find(|l| split_location(l).is_some() && !l.starts_with(' '))
                .copied();
            found.push(Reported {
                location,
                message: line,
                notes: Vec::new(),
            });
        }
    }
    found
}

/// `file:line[:col]: error: message` → (`file:line[:col]`, `message`).
fn located_error(line: &str) -> Option<(&str, &str)> {
    for marker in [": error: ", ": fatal error: "] {
        if let Some((location, message)) = line.split_once(marker) {
            if split_location(location).is_some() {
                return Some((location, message));
            }
        }
    }
    let (location, rest) = line.split_once(": ")?;
    let (kind, _) = rest.split_once(": ")?;
    let named_error = kind.ends_with("Error") && kind.chars().all(|c| c.is_ascii_alphanumeric());
    (named_error && split_location(location).is_some()).then_some((location, rest))
}

/// Output in no format above: its first line that mentions an error, with the
/// three lines after it.
fn fallback(output: &str) -> String {
    let lines: Vec<&str> = output.lines().filter(|l| !l.trim().is_empty()).collect();
    let start = lines
        .iter()
        .position(|l| l.to_lowercase().contains("error"))
        .unwrap_or(0);
    let end = (start + 4).min(lines.len());
    let picked: Vec<String> = lines[start..end].iter().map(|l| clip(l, 200)).collect();
    picked.join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    const USER: UserFile = UserFile {
        shown: "../mine.cpp",
        source: "class Solution {\n  int f() { return x; }\n};\n",
    };

    #[test]
    fn gcc_errors_show_the_users_line() {
        let gcc = "../mine.cpp: In member function 'int Solution::f()':\n\
                   ../mine.cpp:2:20: error: 'x' was not declared in this scope\n";
        assert_eq!(
            summarize(gcc, &USER, None),
            "../mine.cpp:2:20: 'x' was not declared in this scope\n    2 |   int f() { return x; }"
        );
    }

    #[test]
    fn an_error_in_the_harness_names_leetcodes_signature() {
        let gcc = "<LeetCode harness>:9:5: error: conversion from 'int' to non-scalar type\n";
        let message = summarize(gcc, &USER, Some("int f(int n)"));
        assert!(message.starts_with("../mine.cpp: the LeetCode harness cannot call your method; LeetCode's signature is int f(int n)\n<LeetCode harness>:9:5: conversion"), "{message}");
    }

    #[test]
    fn the_users_error_comes_before_the_harnesss() {
        let javac = "<LeetCode harness>:1: error: cannot find symbol\n  symbol:   method f(int)\n\
                     ../mine.cpp:2: error: cannot find symbol\n    return x;\n    ^\n  symbol:   variable x\n  location: class Solution\n2 errors\n";
        assert_eq!(
            summarize(javac, &USER, Some("int f(int n)")),
            "../mine.cpp:2: cannot find symbol\n    2 |   int f() { return x; }\nsymbol:   variable x"
        );
    }

    #[test]
    fn rustc_node_and_python_errors_are_read() {
        let user = UserFile {
            shown: "mine.rs",
            source: "fn main() { let x = ; }\n",
        };
        let rustc = "error: expected expression, found `;`\n --> mine.rs:1:21\n  |\n1 | fn main() { let x = ; }\n\nerror: aborting due to 1 previous error\n";
        assert_eq!(
            summarize(rustc, &user, None),
            "mine.rs:1:21: expected expression, found `;`\n    1 | fn main() { let x = ; }"
        );
        let node = "mine.rs:1\nlet = ;\n    ^\n\nSyntaxError: Unexpected token ';'\n    at wrapSafe (node:internal)\n";
        assert!(summarize(node, &user, None)
            .starts_with("mine.rs:1: SyntaxError: Unexpected token ';'\n"));
        let python = "mine.rs:1:21: SyntaxError: invalid syntax\n";
        assert!(summarize(python, &user, None)
            .starts_with("mine.rs:1:21: SyntaxError: invalid syntax\n    1 |"));
    }

    #[test]
    fn unknown_output_keeps_its_first_error_lines() {
        assert_eq!(
            summarize("noise\n/usr/bin/ld: undefined reference to `main'\ncollect2: error: ld returned 1\n", &USER, None),
            "collect2: error: ld returned 1"
        );
    }
}

//! Reading a user's file just enough to choose how to run it: does it have an
//! entry point of its own (then it runs as it is), or the method the problem
//! declares (then the harness calls it)? Comments are blanked first, so a
//! commented-out `main` does not count; string literals are not parsed.

use crate::lang::Kind;

/// Whether the file runs by itself: `fn main`, `int main`, `static void main`,
/// `if __name__` or a Python or JavaScript file that reads stdin.
pub fn has_entry_point(kind: Kind, source: &str) -> bool {
    let code = without_comments(kind, source);
    match kind {
        Kind::Rust => calls(&code, "main", &["fn"]),
        Kind::C | Kind::Cpp => calls(&code, "main", &["int", "signed", "void", "auto"]),
        Kind::Java => {
            let words: Vec<&str> = code
                .split(|c: char| !c.is_alphanumeric() && c != '_')
                .collect();
            words.windows(2).any(|w| w == ["void", "main"]) && words.contains(&"static")
        }
        Kind::Python => {
            code.contains("__name__")
                || calls(&code, "input", &[])
                || code.contains("sys.stdin")
                || code.contains("open(0")
        }
        Kind::JavaScript => [
            "process.stdin",
            "/dev/stdin",
            "readFileSync(0",
            "require('readline')",
            "require(\"readline\")",
        ]
        .iter()
        .any(|s| code.contains(s)),
    }
}

/// Whether the file defines `method` (spelled as that language's template does).
pub fn has_method(kind: Kind, source: &str, method: &str) -> bool {
    let code = without_comments(kind, source);
    match kind {
        Kind::Rust => calls(&code, method, &["fn"]),
        Kind::Python => calls(&code, method, &["def"]),
        Kind::JavaScript => calls(&code, method, &["function"]) || assigned(&code, method),
        // A method or function definition: the name, then a parameter list.
        Kind::C | Kind::Cpp | Kind::Java => calls(&code, method, &[]),
    }
}

/// `name(` as a whole word (not `x.name(`), after one of `before` when given;
/// with no `before`, a Python, Rust or JavaScript definition of `name` does not count.
fn calls(code: &str, name: &str, before: &[&str]) -> bool {
    occurrences(code, name).any(|at| {
        let after = code[at + name.len()..].trim_start();
        let previous = code[..at].trim_end();
        let defined = ["def", "fn", "function"]
            .iter()
            .any(|d| ends_with_word(previous, d));
        after.starts_with('(')
            && !previous.ends_with('.')
            && match before.is_empty() {
                true => !defined,
                false => before.iter().any(|b| ends_with_word(previous, b)),
            }
    })
}

/// `name =` or `name:` as a whole word: `var name = function`, `const name = (n) =>`.
fn assigned(code: &str, name: &str) -> bool {
    occurrences(code, name).any(|at| {
        let after = code[at + name.len()..].trim_start();
        (after.starts_with('=') && !after.starts_with("==")) || after.starts_with(':')
    })
}

/// Where `name` occurs as a whole word.
fn occurrences<'a>(code: &'a str, name: &'a str) -> impl Iterator<Item = usize> + 'a {
    let word = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '$');
    code.match_indices(name)
        .map(|(at, _)| at)
        .filter(move |&at| {
            !word(code[..at].chars().next_back()) && !word(code[at + name.len()..].chars().next())
        })
}

fn ends_with_word(text: &str, word: &str) -> bool {
    text.strip_suffix(word)
        .is_some_and(|rest| !rest.ends_with(|c: char| c.is_alphanumeric() || c == '_'))
}

/// The source with its comments blanked (newlines kept, so lines still count).
fn without_comments(kind: Kind, source: &str) -> String {
    let mut out = String::with_capacity(source.len());
    let mut chars = source.chars().peekable();
    let (mut line_comment, mut block_comment, mut quote) = (false, false, None::<char>);
    while let Some(c) = chars.next() {
        let next = chars.peek().copied();
        if line_comment {
            line_comment = c != '\n';
        } else if block_comment {
            if c == '*' && next == Some('/') {
                chars.next();
                block_comment = false;
            }
        } else if let Some(q) = quote {
            out.push(c);
            if c == '\\' {
                out.extend(chars.next());
            } else if c == q || c == '\n' {
                quote = None;
            }
            continue;
        } else if (kind == Kind::Python && c == '#')
            || (kind != Kind::Python && c == '/' && next == Some('/'))
        {
            line_comment = true;
        } else if kind != Kind::Python && c == '/' && next == Some('*') {
            chars.next();
            block_comment = true;
        } else {
            if c == '"' || (c == '\'' && kind != Kind::Rust) {
                quote = Some(c);
            }
            out.push(c);
            continue;
        }
        out.push(if c == '\n' { '\n' } else { ' ' });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entry_points_are_found_in_each_language() {
        assert!(has_entry_point(Kind::Rust, "fn main() {}"));
        assert!(!has_entry_point(
            Kind::Rust,
            "impl Solution { fn x() { main(); } }"
        ));
        assert!(has_entry_point(Kind::Cpp, "int main (void) { }"));
        assert!(!has_entry_point(
            Kind::Cpp,
            "// int main() {}\nclass Solution {};"
        ));
        assert!(has_entry_point(
            Kind::Java,
            "public class Main {\n public static void main(String[] a) {} }"
        ));
        assert!(!has_entry_point(
            Kind::Java,
            "class Solution { void mainly() {} }"
        ));
        assert!(has_entry_point(
            Kind::Python,
            "if __name__ == '__main__':\n    pass"
        ));
        assert!(has_entry_point(
            Kind::Python,
            "import sys\nn = int(sys.stdin.readline())"
        ));
        assert!(has_entry_point(Kind::Python, "n = int(input())"));
        assert!(!has_entry_point(
            Kind::Python,
            "class Solution:\n    def f(self): return self.input()\n# input()"
        ));
        assert!(!has_entry_point(
            Kind::Python,
            "class Solution:\n    def input(self): pass"
        ));
        assert!(has_entry_point(
            Kind::JavaScript,
            "const s = require('fs').readFileSync(0, 'utf8');"
        ));
        assert!(!has_entry_point(
            Kind::JavaScript,
            "var solveNQueens = function(n) {};"
        ));
    }

    #[test]
    fn declared_methods_are_found_in_each_language() {
        assert!(has_method(
            Kind::Python,
            "class Solution:\n    def solveNQueens(self, n: int):",
            "solveNQueens"
        ));
        assert!(!has_method(
            Kind::Python,
            "x = solveNQueens(3)",
            "solveNQueens"
        ));
        assert!(has_method(
            Kind::JavaScript,
            "var solveNQueens = function(n) {}",
            "solveNQueens"
        ));
        assert!(has_method(
            Kind::JavaScript,
            "const solveNQueens=(n)=>[]",
            "solveNQueens"
        ));
        assert!(has_method(
            Kind::JavaScript,
            "function solveNQueens(n) {}",
            "solveNQueens"
        ));
        assert!(!has_method(
            Kind::JavaScript,
            "if (solveNQueens == 1) {}",
            "solveNQueens"
        ));
        assert!(has_method(
            Kind::Java,
            "public List<List<String>> solveNQueens(int n) {",
            "solveNQueens"
        ));
        assert!(has_method(
            Kind::Cpp,
            "int totalNQueens (int n) {",
            "totalNQueens"
        ));
        assert!(has_method(
            Kind::Rust,
            "pub fn total_n_queens(n: i32) -> i32",
            "total_n_queens"
        ));
        assert!(!has_method(
            Kind::Rust,
            "pub fn total_n_queens_fast(n: i32)",
            "total_n_queens"
        ));
        assert!(!has_method(
            Kind::C,
            "/* int totalNQueens(int n) */",
            "totalNQueens"
        ));
        assert!(!has_method(
            Kind::Cpp,
            "s = \"/*\"; int totalNQueens(int n);",
            "solveNQueens"
        ));
        assert!(has_method(
            Kind::Cpp,
            "s = \"/*\"; int totalNQueens(int n);",
            "totalNQueens"
        ));
    }
}

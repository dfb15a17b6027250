//! LeetCode's harnesses, generated from the method a problem declares
//! (`signature.rs`): read every case from stdin, one parameter a line, call the
//! user's method once per case in the one process, as LeetCode does, and hand
//! each result back the way LeetCode shows it on a channel of the harness's
//! own (`channel.rs`). One generator per language; each keeps the user's code in a file or region of its own, so
//! messages name the user's file and line (`#line` in C and C++, `include!` in
//! Rust, the user's source compiled under its own name in Python and
//! JavaScript, the user's class in its own file in Java), and calls the
//! harness's own file `<LeetCode harness>`.

mod c;
mod c_library;
pub mod channel;
mod cpp;
pub mod detect;
mod java;
mod javascript;
mod python;
mod rust;
mod rust_library;
pub mod signature;

pub use signature::{Signature, Type};

use super::diagnostics::{PathMap, HARNESS};
use super::{Kind, SourceLayout};
use std::path::Path;

/// The user's code and how messages name it.
pub struct UserCode<'a> {
    pub source: &'a str,
    /// The path as the user gave it.
    pub shown: &'a str,
    /// The build directory, as the runtimes print it.
    pub workdir: &'a Path,
}

/// The method's name in this language's template (Rust's is snake_case).
pub fn method_name(kind: Kind, signature: &Signature) -> String {
    match kind {
        Kind::Rust => signature::snake_case(&signature.method),
        _ => signature.method.clone(),
    }
}

/// LeetCode's template signature for this language, for messages.
pub fn signature_line(kind: Kind, signature: &Signature) -> Result<String, String> {
    match kind {
        Kind::Python => Ok(python::signature_line(signature)),
        Kind::JavaScript => Ok(javascript::signature_line(signature)),
        Kind::Java => Ok(java::signature_line(signature)),
        Kind::Cpp => Ok(cpp::signature_line(signature)),
        Kind::C => c::signature_line(signature),
        Kind::Rust => Ok(rust::signature_line(signature)),
    }
}

/// The harness that calls the user's method; `Err` when this language's
/// generator cannot express the declared types yet.
pub fn harness(kind: Kind, signature: &Signature, user: &UserCode) -> Result<SourceLayout, String> {
    let mut paths = PathMap::default();
    let file = |name: &str| user.workdir.join(name).display().to_string();
    let (files, user_file) = match kind {
        Kind::Python => {
            paths.add(file("Main.py"), HARNESS).add("Main.py", HARNESS);
            (python::files(signature, user), "solution.py")
        }
        Kind::JavaScript => {
            paths
                .add(file("solution.js"), user.shown)
                .add(file("Main.js"), HARNESS)
                .add("solution.js", user.shown);
            (javascript::files(signature, user), "solution.js")
        }
        Kind::Java => {
            paths
                .add("./Solution.java", user.shown)
                .add("Solution.java", user.shown)
                .add("./Main.java", HARNESS)
                .add("Main.java", HARNESS);
            (java::files(signature, user), "Solution.java")
        }
        // `#line` names the user's file; the sanitizer's symbolizer may put the
        // build directory in front of a relative name.
        Kind::Cpp => {
            paths.add(file(user.shown), user.shown);
            (cpp::files(signature, user), "Main.cc")
        }
        Kind::C => {
            paths.add(file(user.shown), user.shown);
            (c::files(signature, user)?, "Main.c")
        }
        Kind::Rust => {
            paths.add("solution.rs", user.shown).add("Main.rs", HARNESS);
            (rust::files(signature, user), "solution.rs")
        }
    };
    Ok(SourceLayout {
        files,
        user_file: user_file.to_string(),
        paths,
    })
}

/// A string literal for C, C++, Java, JavaScript and Rust sources (and JSON).
pub(crate) fn quoted(text: &str) -> String {
    let mut out = String::from("\"");
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\x{:02x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_language_states_leetcodes_signature_for_the_kits_methods() {
        let lc51 = Signature::parse("solveNQueens(n: integer) -> list<list<string>>").unwrap();
        let lc52 = Signature::parse("totalNQueens(n: integer) -> integer").unwrap();
        let line = |kind| signature_line(kind, &lc51).unwrap();
        assert_eq!(
            line(Kind::Python),
            "def solveNQueens(self, n: int) -> List[List[str]]"
        );
        assert_eq!(
            line(Kind::Java),
            "public List<List<String>> solveNQueens(int n)"
        );
        assert_eq!(
            line(Kind::Cpp),
            "vector<vector<string>> solveNQueens(int n)"
        );
        assert_eq!(
            line(Kind::C),
            "char*** solveNQueens(int n, int* returnSize, int** returnColumnSizes)"
        );
        assert_eq!(line(Kind::JavaScript), "var solveNQueens = function(n)");
        assert_eq!(
            line(Kind::Rust),
            "pub fn solve_n_queens(n: i32) -> Vec<Vec<String>>"
        );
        assert_eq!(
            signature_line(Kind::C, &lc52).unwrap(),
            "int totalNQueens(int n)"
        );
        assert_eq!(method_name(Kind::Rust, &lc52), "total_n_queens");
    }

    #[test]
    fn every_leetcode_problem_of_the_kit_declares_a_method_every_harness_takes() {
        use crate::problem::{ids, Judge, Problem};
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        let kinds = [
            Kind::Python,
            Kind::JavaScript,
            Kind::Java,
            Kind::Cpp,
            Kind::C,
            Kind::Rust,
        ];
        let mut leetcode = 0;
        for id in ids(root).unwrap() {
            let problem = Problem::load(root, &id).unwrap();
            if problem.judge != Judge::LeetCode {
                continue;
            }
            leetcode += 1;
            let declared = problem
                .leetcode_method
                .as_deref()
                .unwrap_or_else(|| panic!("{id}"));
            let signature = Signature::parse(declared).unwrap_or_else(|e| panic!("{id}: {e}"));
            let user = UserCode {
                source: "",
                shown: "mine",
                workdir: Path::new("/tmp/build"),
            };
            for kind in kinds {
                assert!(signature_line(kind, &signature).is_ok(), "{id} {kind:?}");
                assert!(harness(kind, &signature, &user).is_ok(), "{id} {kind:?}");
            }
        }
        assert!(leetcode >= 2, "lc51 and lc52 at least");
    }

    #[test]
    fn quoted_strings_escape_what_they_must() {
        assert_eq!(quoted("a\"b\\c\n"), "\"a\\\"b\\\\c\\n\"");
    }
}

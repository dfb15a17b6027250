//! A user's own file is built the way its online judge builds it, judged under
//! that judge's per-language limits, and a compile error is reported as CE.

use crate::common::json::Value;
use crate::common::*;
use std::collections::BTreeMap;
use std::path::Path;

/// Evens then odds: a valid placement whenever N mod 6 is not 2 or 3, so of
/// boj3344's cases (N = 8, 26, 213, 2012, 99991, 99999) only N = 99991.
const SOLUTIONS: [(&str, &str, &str); 6] = [
    ("rustc", "main.rs", r#"use std::io::Read;
fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    let n: u32 = s.trim().parse().unwrap();
    let lines: Vec<String> = (2..=n).step_by(2).chain((1..=n).step_by(2)).map(|c| c.to_string()).collect();
    println!("{}", lines.join("\n"));
}
"#),
    ("gcc", "sol.c", r#"#include <stdio.h>
int main(void) { int n; if (scanf("%d", &n) != 1) return 1;
  for (int c = 2; c <= n; c += 2) printf("%d\n", c);
  for (int c = 1; c <= n; c += 2) printf("%d\n", c); return 0; }
"#),
    ("g++", "sol.cpp", r#"#include <iostream>
int main() { int n; std::cin >> n;
  for (int c = 2; c <= n; c += 2) std::cout << c << '\n';
  for (int c = 1; c <= n; c += 2) std::cout << c << '\n'; }
"#),
    ("python3", "sol.py", "n = int(input())\nprint(*range(2, n + 1, 2), *range(1, n + 1, 2), sep='\\n')\n"),
    ("javac", "Queens.java", r#"import java.util.Scanner;
public class Main { public static void main(String[] a) { int n = new Scanner(System.in).nextInt();
  StringBuilder b = new StringBuilder();
  for (int c = 2; c <= n; c += 2) b.append(c).append('\n');
  for (int c = 1; c <= n; c += 2) b.append(c).append('\n');
  System.out.print(b); } }
"#),
    ("node", "sol.js", "const n = Number(require('fs').readFileSync(0, 'utf8').trim());\nconst out = [];\nfor (let c = 2; c <= n; c += 2) out.push(c);\nfor (let c = 1; c <= n; c += 2) out.push(c);\nconsole.log(out.join('\\n'));\n"),
];

fn judge_file(
    dir: &Path,
    name: &str,
    source: &str,
    args: &[&str],
) -> (Option<i32>, Vec<BTreeMap<String, Value>>) {
    let path = dir.join(name);
    std::fs::write(&path, source).unwrap();
    let mut all = vec![args[0], path.to_str().unwrap()];
    all.extend_from_slice(&args[1..]);
    judge_json(&all)
}

#[test]
fn judges_solutions_in_every_supported_language_with_baekjoons_limits() {
    let dir = scratch_dir("languages");
    let mut judged = Vec::new();
    std::thread::scope(|s| {
        let handles: Vec<_> = SOLUTIONS
            .iter()
            .filter(|(tool, _, _)| on_path(tool))
            .map(|(tool, name, source)| {
                let dir = &dir;
                (
                    *tool,
                    // A generous time scale: a loaded machine must not turn a wall-clock
                    // kill into the verdict; the limits are checked scaled below.
                    s.spawn(move || {
                        judge_file(dir, name, source, &["boj3344", "--time-scale", "5"])
                    }),
                )
            })
            .collect();
        for (tool, handle) in handles {
            let (code, lines) = handle.join().unwrap();
            assert_eq!(code, Some(1), "{tool}: {lines:?}");
            let verdicts: Vec<&str> = lines.iter().map(|l| l["verdict"].text()).collect();
            assert_eq!(
                verdicts,
                ["WA", "WA", "WA", "WA", "AC", "WA"],
                "{tool}: {lines:?}"
            );
            judged.push((tool, lines));
        }
    });
    assert!(
        judged.iter().any(|(tool, _)| *tool == "rustc"),
        "Rust must always be judged"
    );
    for (tool, lines) in &judged {
        let (time_ms, memory_kib) = match *tool {
            "python3" => (1000.0 * 3.0 + 2000.0, 131072.0 * 2.0 + 32768.0),
            "javac" => (1000.0 * 2.0 + 1000.0, 131072.0 * 2.0 + 16384.0),
            "node" => (1000.0 * 3.0 + 2000.0, 131072.0 * 2.0),
            _ => (1000.0, 131072.0),
        };
        for line in lines {
            assert_eq!(line["time_limit_ms"].number(), time_ms * 5.0, "{tool}");
            assert_eq!(line["memory_limit_kib"].number(), memory_kib, "{tool}");
        }
    }
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_leetcode_rust_file_may_hold_just_the_impl_that_one_pastes() {
    let dir = scratch_dir("leetcode");
    let naive = r#"impl Solution {
    pub fn total_n_queens(n: i32) -> i32 {
        fn go(n: i32, queens: &mut Vec<i32>) -> i32 {
            let row = queens.len() as i32;
            if row == n {
                return 1;
            }
            let mut total = 0;
            for c in 0..n {
                let free = queens.iter().enumerate().all(|(r, &q)| q != c && row - r as i32 != (c - q).abs());
                if free {
                    queens.push(c);
                    total += go(n, queens);
                    queens.pop();
                }
            }
            total
        }
        go(n, &mut Vec::new())
    }
}
"#;
    let (code, lines) = judge_file(&dir, "mine.rs", naive, &["lc52"]);
    assert_eq!(code, Some(0), "{lines:?}");
    assert_eq!(lines.len(), 9);
    let off_by_one = naive.replace("return 1;", "return 2;");
    let (code, lines) = judge_file(&dir, "wrong.rs", &off_by_one, &["lc52", "--case", "04"]);
    assert_eq!(code, Some(1));
    assert_eq!(lines[0]["verdict"].text(), "WA");
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_file_that_does_not_compile_gets_ce_with_the_compilers_first_error() {
    let dir = scratch_dir("compile-error");
    let (code, lines) = judge_file(
        &dir,
        "broken.rs",
        "fn main() { let x = ; }\n",
        &["boj9663", "--case", "01", "--case", "02"],
    );
    assert_eq!(code, Some(1));
    assert!(
        lines.len() == 2 && lines.iter().all(|l| l["verdict"].text() == "CE"),
        "{lines:?}"
    );
    let message = lines[0]["message"].text();
    // The user's own path and line, not the judge's `Main.rs` in a temporary directory.
    let at = format!("{}:1:", dir.join("broken.rs").display());
    assert!(message.starts_with(&at), "{message}");
    assert!(message.contains("expected expression"), "{message}");
    assert!(
        message.contains("    1 | fn main() { let x = ; }"),
        "{message}"
    );
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_python_crash_names_the_exception_and_the_users_line() {
    if !has_tools(
        "a_python_crash_names_the_exception_and_the_users_line",
        &["python3"],
    ) {
        return;
    }
    let dir = scratch_dir("python-crash");
    let source = "n = int(input())\nprint(12 // (n - 1))\n";
    let (code, lines) = judge_file(&dir, "crash.py", source, &["boj9663", "--case", "01"]);
    assert_eq!(code, Some(1));
    assert_eq!(lines[0]["verdict"].text(), "RE");
    let at = format!(
        "at {}:2 in <module>: print(12 // (n - 1))",
        dir.join("crash.py").display()
    );
    assert_eq!(
        lines[0]["message"].text(),
        format!("exit code 1; ZeroDivisionError: integer division or modulo by zero\n{at}")
    );
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn pypy3_is_chosen_with_lang_and_gets_baekjoons_pypy_limits() {
    if !has_tools(
        "pypy3_is_chosen_with_lang_and_gets_baekjoons_pypy_limits",
        &["pypy3"],
    ) {
        return;
    }
    let dir = scratch_dir("pypy3");
    // Exit code 3, an RE, unless PyPy runs it.
    let source = "import sys, platform\nif platform.python_implementation() != 'PyPy': sys.exit(3)\nn = int(input())\nprint(*range(2, n + 1, 2), *range(1, n + 1, 2), sep='\\n')\n";
    let (code, lines) = judge_file(
        &dir,
        "sol.py",
        source,
        &["boj3344", "--case", "99991", "--lang", "pypy3"],
    );
    assert_eq!(code, Some(0), "{lines:?}");
    // Baekjoon's PyPy3 rule: time × 3 + 2 s, memory × 2 + 128 MB.
    assert_eq!(lines[0]["time_limit_ms"].number(), 1000.0 * 3.0 + 2000.0);
    assert_eq!(
        lines[0]["memory_limit_kib"].number(),
        131072.0 * 2.0 + 131072.0
    );
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_missing_compiler_is_a_setup_error_naming_it() {
    let dir = scratch_dir("missing-tool");
    let path = dir.join("main.rs");
    std::fs::write(&path, "fn main() {}\n").unwrap();
    let out = std::process::Command::new(JUDGE)
        .args([
            "--root",
            env!("CARGO_MANIFEST_DIR"),
            "boj9663",
            path.to_str().unwrap(),
        ])
        .env("PATH", dir.join("empty"))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("needs 'rustc'"),
        "{out:?}"
    );
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("apt-get install rustc"),
        "{out:?}"
    );
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_problem_without_language_extras_gives_python_the_plain_limit() {
    if !has_tools(
        "a_problem_without_language_extras_gives_python_the_plain_limit",
        &["python3"],
    ) {
        return;
    }
    // Baekjoon 21133: 0.1 s for every language, Python included.
    let dir = scratch_dir("no-extras");
    let (_, lines) = judge_file(
        &dir,
        "sol.py",
        "print(1)\n",
        &["boj21133", "--case", "01-n00004"],
    );
    assert_eq!(lines[0]["time_limit_ms"].number(), 100.0, "{lines:?}");
    let (_, lines) = judge_file(&dir, "sol.py", "print(1)\n", &["boj9663", "--case", "01"]);
    assert_eq!(lines[0]["time_limit_ms"].number(), 32000.0, "{lines:?}");
    std::fs::remove_dir_all(dir).unwrap();
}

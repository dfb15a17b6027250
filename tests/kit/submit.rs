//! What `scripts/submit.sh` prints is exactly what one pastes: it compiles alone
//! the way its online judge compiles it, without a warning. A whole-program
//! paste is all of its file's code but the tests, so the problem's own binary,
//! judged on every fixture by `judge_script.rs`, is that very program; a
//! LeetCode paste is judged through LeetCode's harness as a user's file, on its
//! problem's smallest and largest fixtures.

use crate::common::*;
use std::path::Path;
use std::process::Command;

/// Compiles `file` in `dir` with `args` and fails on any error or warning.
fn compile_clean(dir: &Path, args: &[&str]) {
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into());
    let out = Command::new(rustc)
        .args(args)
        .current_dir(dir)
        .output()
        .unwrap();
    let diagnostics = String::from_utf8_lossy(&out.stderr);
    assert!(
        out.status.success(),
        "{}: does not compile:\n{diagnostics}",
        dir.display()
    );
    assert!(
        diagnostics.trim().is_empty(),
        "{}: warnings:\n{diagnostics}",
        dir.display()
    );
}

fn assert_accepted(problem: &str, args: &[&str]) {
    let mut all = vec![problem];
    all.extend_from_slice(args);
    // The first and the last case in name order: the smallest and the largest.
    let names: Vec<String> = cases("inputs", problem)
        .iter()
        .map(|p| p.file_stem().unwrap().to_string_lossy().into_owned())
        .collect();
    let (first, last) = (names.first().unwrap(), names.last().unwrap());
    all.extend(["--case", first, "--case", last]);
    let out = judge(&all);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{problem}: the paste region is not accepted:\n{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}

/// Outside the paste region a whole-program file holds only comments (the
/// header) and, last, its `#[cfg(test)] mod tests { … }`.
fn assert_only_docs_and_tests_outside_the_region(problem: &str) {
    let text = read_text(&root().join("problems").join(format!("{problem}.rs")));
    let (before, rest) = text.split_once("// ---- submit: begin ----\n").unwrap();
    let (_, after) = rest.split_once("// ---- submit: end ----\n").unwrap();
    let code = |line: &&str| !line.trim().is_empty() && !line.trim_start().starts_with("//");
    assert!(
        before.lines().find(code).is_none(),
        "{problem}: code before the paste region would not be pasted"
    );
    let mut lines = after.lines().filter(code);
    assert_eq!(
        lines.next(),
        Some("#[cfg(test)]"),
        "{problem}: only tests may follow the region"
    );
    assert_eq!(
        lines.next(),
        Some("mod tests {"),
        "{problem}: only tests may follow the region"
    );
    let top_level: Vec<&str> = lines.filter(|l| !l.starts_with(' ')).collect();
    assert_eq!(
        top_level,
        ["}"],
        "{problem}: only the tests module may follow the region"
    );
}

#[test]
fn every_paste_region_compiles_alone_without_warnings_and_is_the_program_judged() {
    let scratch = scratch_dir("submit");
    let ids = problem_ids();
    // Two at a time: the machine has two cores, and each compile uses one.
    for pair in ids.chunks(2) {
        std::thread::scope(|s| {
            for problem in pair {
                let dir = scratch.join(problem);
                s.spawn(move || {
                    std::fs::create_dir_all(&dir).unwrap();
                    let region = run("bash", &["scripts/submit.sh", problem], b"");
                    assert!(region.status.success(), "{problem}: submit.sh failed");
                    let region = String::from_utf8(region.stdout).unwrap();
                    assert!(
                        !region.contains("---- submit"),
                        "{problem}: markers leaked into the paste"
                    );
                    let judge_name = header_field(problem, "judge").expect("a judge line");
                    if judge_name == "leetcode" {
                        // LeetCode supplies `struct Solution;` and calls the method itself.
                        let library = format!("pub struct Solution;\n{region}");
                        std::fs::write(dir.join("lib.rs"), library).unwrap();
                        compile_clean(
                            &dir,
                            &["--edition", "2021", "-O", "--crate-type", "lib", "lib.rs"],
                        );
                        let pasted = dir.join("pasted.rs");
                        std::fs::write(&pasted, &region).unwrap();
                        assert_accepted(problem, &[pasted.to_str().unwrap()]);
                    } else {
                        std::fs::write(dir.join("Main.rs"), &region).unwrap();
                        // Every lint is a front-end lint: no code generation needed.
                        compile_clean(&dir, &["--edition", "2021", "--emit=metadata", "Main.rs"]);
                        assert_only_docs_and_tests_outside_the_region(problem);
                    }
                });
            }
        });
    }
    let _ = std::fs::remove_dir_all(&scratch);
}

#[test]
fn submit_script_names_the_known_ids_when_given_an_unknown_one() {
    let out = run("bash", &["scripts/submit.sh", "lc999"], b"");
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("lc51") && stderr.contains("boj9663"),
        "{stderr}"
    );
    assert!(out.stdout.is_empty());
}

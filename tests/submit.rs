//! What `scripts/submit.sh` prints is exactly a program the online judge compiles
//! without a warning, and it answers the sample.

mod common;

use common::*;
use std::path::Path;
use std::process::Command;

/// A caller standing in for LeetCode's harness, and what it must print.
fn leetcode_caller(problem: &str) -> (&'static str, &'static str) {
    match problem {
        "lc51" => (
            "fn main() { println!(\"{:?}\", Solution::solve_n_queens(1)); }",
            "[[\"Q\"]]\n",
        ),
        "lc52" => (
            "fn main() { println!(\"{}\", Solution::total_n_queens(8)); }",
            "92\n",
        ),
        other => panic!("no LeetCode caller for {other}"),
    }
}

/// Which judge a problem file's header names.
fn judge_of(problem: &str) -> String {
    let text =
        std::fs::read_to_string(root().join("problems").join(format!("{problem}.rs"))).unwrap();
    let line = text.lines().find_map(|l| l.strip_prefix("//! - judge: "));
    line.unwrap_or_else(|| panic!("{problem}: no '//! - judge:' line"))
        .trim()
        .to_owned()
}

/// Compiles `source` as the judge does, in a fresh directory, and returns the binary.
fn compile_alone(dir: &Path, source: &str) -> std::path::PathBuf {
    std::fs::create_dir_all(dir).unwrap();
    std::fs::write(dir.join("Main.rs"), source).unwrap();
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into());
    let out = Command::new(rustc)
        .args(["--edition", "2021", "-O", "-o", "Main", "Main.rs"])
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
    dir.join("Main")
}

#[test]
fn every_paste_region_compiles_alone_without_warnings_and_answers_the_sample() {
    let scratch = std::env::temp_dir().join(format!("nqueens-submit-{}", std::process::id()));
    std::thread::scope(|s| {
        for (problem, _) in PROBLEMS {
            let dir = scratch.join(problem);
            s.spawn(move || {
                let region = run("bash", &["scripts/submit.sh", problem], b"");
                assert!(region.status.success(), "{problem}: submit.sh failed");
                let region = String::from_utf8(region.stdout).unwrap();
                assert!(
                    !region.contains("---- submit"),
                    "{problem}: markers leaked into the paste"
                );
                match judge_of(problem).as_str() {
                    "baekjoon" => {
                        let main = compile_alone(&dir, &region);
                        let got = String::from_utf8(run(main, &[], b"8\n").stdout).unwrap();
                        let ok = match problem {
                            "boj3344" => parse_placement(&got).is_some_and(|c| is_placement(8, &c)),
                            _ => got == "92\n",
                        };
                        assert!(ok, "{problem}: sample N = 8 gave {got:?}");
                    }
                    "leetcode" => {
                        let (caller, expected) = leetcode_caller(problem);
                        let source = format!("struct Solution;\n{region}\n{caller}\n");
                        let main = compile_alone(&dir, &source);
                        assert_eq!(
                            String::from_utf8(run(main, &[], b"").stdout).unwrap(),
                            expected
                        );
                    }
                    other => panic!("{problem}: unknown judge {other}"),
                }
            });
        }
    });
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

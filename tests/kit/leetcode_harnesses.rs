//! A file exactly as one pastes it into LeetCode, in any of the six languages,
//! is judged through a harness built from the problem's declared method, and
//! every message points into that file: RE names the exception and the user's
//! line, CE the user's line (once), and a file without the method gets one
//! line with LeetCode's signature (WA is `leetcode_one_process.rs`'s). A
//! language whose toolchain this machine lacks is skipped, saying so on stderr.

mod leetcode_files;

use crate::common::json::Value;
use crate::common::*;
use leetcode_files::{Files, LANGUAGES};
use std::collections::BTreeMap;
use std::path::Path;

/// The languages this machine can run; the others are named on stderr.
fn available() -> impl Iterator<Item = &'static Files> {
    LANGUAGES.iter().filter(|f| has_tools(f.lang, f.tools))
}

/// Judges with a generous time scale: these tests are about messages, not speed,
/// and the two cores are shared.
fn judged(
    problem: &str,
    file: &Path,
    cases: &[&str],
) -> (Option<i32>, Vec<BTreeMap<String, Value>>) {
    let mut args = vec![problem, file.to_str().unwrap(), "--time-scale", "5"];
    for case in cases {
        args.extend(["--case", case]);
    }
    with_slot(|| judge_json(&args))
}

/// Runs `check` for every available language, two judge runs at a time.
fn each_language(name: &str, check: impl Fn(&Files, &Path) + Sync) {
    in_parallel(name, available(), check);
}

#[test]
fn a_correct_leetcode_file_is_accepted_on_lc51_and_lc52_in_every_language() {
    each_language("lc-correct", |files, dir| {
        for (problem, source) in [("lc51", files.lc51), ("lc52", files.lc52)] {
            let file = write_file(dir, &format!("{problem}.{}", files.extension), source);
            // One board, none, the first with two, four, the largest: the edges and the
            // bulk, at half the runs of every case (the machine has two cores).
            let (code, lines) = judged(problem, &file, &["01", "02", "04", "06", "09"]);
            let verdicts: Vec<&str> = lines.iter().map(|l| l["verdict"].text()).collect();
            assert_eq!(verdicts, ["AC"; 5], "{} {problem}: {lines:?}", files.lang);
            assert_eq!(code, Some(0), "{} {problem}", files.lang);
        }
    });
}

#[test]
fn a_faulty_file_gets_re_naming_the_exception_and_the_users_line_in_the_case_it_crashed_in() {
    each_language("lc-faulty", |files, dir| {
        let name = format!("faulty.{}", files.extension);
        let file = write_file(dir, &name, files.faulty);
        let (code, lines) = judged("lc52", &file, &["03", "04", "05"]);
        assert_eq!(code, Some(1));
        // It prints while it counts: LeetCode shows that apart from the answer, so 03 is
        // AC; all cases run in one process, and the report stops at the crash in 04.
        let got: Vec<(&str, &str)> = lines
            .iter()
            .map(|l| (l["case"].text(), l["verdict"].text()))
            .collect();
        assert_eq!(
            got,
            [("03", "AC"), ("04", "RE")],
            "{}: {lines:?}",
            files.lang
        );
        let re = lines[1]["message"].text();
        assert!(re.contains(files.raises), "{}: {re}", files.lang);
        let at = format!("{name}:{}", files.raises_at);
        assert!(re.contains(&at), "{}: {re} does not name {at}", files.lang);
        assert!(
            !re.contains("Main.") && !re.contains("/tmp/nqueens-judge"),
            "{re}"
        );
    });
}

#[test]
fn a_file_that_does_not_compile_gets_ce_naming_the_users_line_once() {
    each_language("lc-broken", |files, dir| {
        let name = format!("broken.{}", files.extension);
        let file = write_file(dir, &name, files.broken);
        let args = [
            "lc52",
            file.to_str().unwrap(),
            "--case",
            "01",
            "--case",
            "02",
        ];
        let out = with_slot(|| judge(&args));
        assert_eq!(out.status.code(), Some(1), "{}", files.lang);
        let table = String::from_utf8_lossy(&out.stdout);
        // One CE row for the problem, standing for both cases.
        assert_eq!(
            table.matches("lc52  CE  all 2 cases not run").count(),
            1,
            "{}: {table}",
            files.lang
        );
        let at = format!("{name}:3");
        assert_eq!(table.matches(&at).count(), 1, "{}: {table}", files.lang);
        assert!(
            table.contains("    3 | "),
            "{}: the user's line is shown: {table}",
            files.lang
        );
        assert!(
            !table.contains("Main.") && !table.contains("/tmp/nqueens-judge"),
            "{table}"
        );
    });
}

#[test]
fn a_file_without_the_declared_method_gets_one_line_with_leetcodes_signature() {
    each_language("lc-no-method", |files, dir| {
        let file = write_file(dir, &format!("mine.{}", files.extension), files.lc52);
        let out = judge(&["lc51", file.to_str().unwrap()]);
        assert_eq!(out.status.code(), Some(2), "{}", files.lang);
        assert!(out.stdout.is_empty());
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
        let method = if files.lang == "rust" {
            "solve_n_queens"
        } else {
            "solveNQueens"
        };
        let expected = format!(
            "lc51: no method {method} in {} (LeetCode's signature: {})",
            file.display(),
            files.lc51_signature
        );
        assert!(
            stderr.contains(&expected),
            "{stderr}\nshould contain {expected}"
        );
    });
}

#[test]
fn a_leetcode_file_with_its_own_main_runs_as_it_is() {
    if !has_tools("a file with its own main", &["python3"]) {
        return;
    }
    let dir = scratch_dir("lc-own-main");
    let script =
        "import sys\nn = int(sys.stdin.read())\ncounts = {4: 2, 5: 10}\nprint(counts[n])\n";
    let file = write_file(&dir, "script.py", script);
    let (code, lines) = judged("lc52", &file, &["04", "05"]);
    assert_eq!(code, Some(0), "{lines:?}");
    assert!(!lines[0]["message"].text().contains("harness"));
    std::fs::remove_dir_all(dir).unwrap();
}

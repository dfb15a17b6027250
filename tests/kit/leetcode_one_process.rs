//! A LeetCode file is judged as LeetCode judges a submission: every case in
//! one process with a fresh `Solution` per case, one time budget for all the
//! calls, and the report stops at the first case not accepted. A solution
//! whose state outlives its `Solution` fails where the leak first shows, and
//! the report says it passes alone; `--isolate` runs each case in its own
//! process. What a solution prints never changes a verdict. A language whose
//! toolchain is missing is skipped, saying so on stderr.

mod state_files;

use crate::common::*;
use state_files::{StateFiles, FORGED, LANGUAGES};
use std::path::{Path, PathBuf};
use std::process::Output;

/// n = 1, 2, 4: the leak shows in the second case (its count includes n = 1's board).
const CASES: [&str; 6] = ["--case", "01", "--case", "02", "--case", "04"];

const HINT: &str = "passes when run alone: your solution keeps state between test cases \
                    (a class attribute, static or global?); LeetCode runs every case in one process";

fn write(dir: &Path, name: &str, source: &str) -> PathBuf {
    write_file(dir, name, &source.replace("FORGED", FORGED))
}

/// Judges `file` on lc52's cases 01, 02 and 04 with `extra` arguments; a
/// generous time scale, since these tests are about state, not speed.
fn judged(file: &Path, extra: &[&str]) -> (Option<i32>, String) {
    let mut args = vec!["lc52", file.to_str().unwrap(), "--time-scale", "5"];
    args.extend(CASES);
    args.extend(extra);
    let out: Output = with_slot(|| judge(&args));
    (out.status.code(), text(&out.stdout) + &text(&out.stderr))
}

/// Runs `check` for every available language, two judge runs at a time.
fn each_language(name: &str, check: impl Fn(&StateFiles, &Path) + Sync) {
    let available = LANGUAGES.iter().filter(|f| has_tools(f.lang, f.tools));
    in_parallel(name, available, check);
}

#[test]
fn a_leaking_file_fails_where_the_leak_shows_with_the_hint_and_passes_with_isolate() {
    each_language("lc-leak", |files, dir| {
        let file = write(dir, &format!("leaky.{}", files.extension), files.leaky);
        let (code, report) = judged(&file, &[]);
        let lang = files.lang;
        assert_eq!(code, Some(1), "{lang}: {report}");
        assert!(
            report.contains("in one process, as LeetCode runs them"),
            "{lang}: {report}"
        );
        assert!(report.contains("lc52  01  AC "), "{lang}: {report}");
        // The forged record's right answer for case 2 did not count.
        assert!(report.contains("lc52  02  WA "), "{lang}: {report}");
        assert!(
            !report.contains("lc52  04 "),
            "{lang}: stops at the first failure: {report}"
        );
        assert!(report.contains(HINT), "{lang}: {report}");
        assert!(
            report.contains("Wrong Answer · 1 / 3 testcases passed"),
            "{lang}: {report}"
        );
        assert!(
            report.contains("    input     2\n    output    1\n    expected  0\n"),
            "{lang}: {report}"
        );
        let (code, report) = judged(&file, &["--isolate"]);
        assert_eq!(code, Some(0), "{lang}: {report}");
        assert!(
            report.contains("each case in its own process (--isolate)"),
            "{lang}: {report}"
        );
        assert!(report.contains("3/3 accepted"), "{lang}: {report}");
    });
}

#[test]
fn a_class_level_memo_that_is_right_across_calls_is_accepted() {
    each_language("lc-memo", |files, dir| {
        let file = write(dir, &format!("memo.{}", files.extension), files.memo);
        let (code, report) = judged(&file, &[]);
        assert_eq!(code, Some(0), "{}: {report}", files.lang);
        assert!(
            report.contains("Accepted · 3 / 3 testcases passed"),
            "{}: {report}",
            files.lang
        );
    });
}

#[test]
fn a_solution_slow_on_every_case_gets_tle_in_the_case_where_the_budget_runs_out() {
    if !has_tools("the slow solution", &["python3"]) {
        return;
    }
    let dir = scratch_dir("lc-slow");
    // 0.2 s of CPU a call against a budget of 0.5 s (2 s scaled by 0.25):
    // the third call passes it.
    let slow = "class Solution:\n    def totalNQueens(self, n: int) -> int:\n        \
                start = time.process_time()\n        while time.process_time() - start < 0.2:\n            \
                pass\n        return [1, 0, 0, 2, 10, 4, 40, 92, 352][n - 1]\n";
    let file = dir.join("slow.py");
    std::fs::write(&file, slow.replace("time.", "__import__('time').")).unwrap();
    let out = judge(&["lc52", file.to_str().unwrap(), "--time-scale", "0.25"]);
    let report = text(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{report}");
    assert!(report.contains("lc52  02  AC "), "{report}");
    assert!(report.contains("lc52  03  TLE"), "{report}");
    assert!(
        report.contains("the 500 ms budget for all cases ran out during this case"),
        "{report}"
    );
    assert!(
        report
            .contains("Time Limit Exceeded · 2 / 9 testcases passed\n    last executed input 3\n"),
        "{report}"
    );
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_crash_in_case_five_accepts_cases_one_to_four_and_names_the_users_line() {
    let dir = scratch_dir("lc-crash");
    let crashes = [
        (
            "python3",
            "crash.py",
            "class Solution:\n    def totalNQueens(self, n: int) -> int:\n        if n == 5:\n            \
             raise ValueError('no boards for five')\n        return [1, 0, 0, 2, 10, 4, 40, 92, 352][n - 1]\n",
            "ValueError: no boards for five",
            4,
        ),
        (
            "node",
            "crash.js",
            "var totalNQueens = function(n) {\n    if (n === 5) throw new RangeError('no boards for five');\n    \
             return [1, 0, 0, 2, 10, 4, 40, 92, 352][n - 1];\n};\n",
            "RangeError: no boards for five",
            2,
        ),
    ];
    for (tool, name, source, raised, line) in crashes {
        if !has_tools(name, &[tool]) {
            continue;
        }
        let file = dir.join(name);
        std::fs::write(&file, source).unwrap();
        let out = judge(&[
            "lc52",
            file.to_str().unwrap(),
            "--time-scale",
            "5",
            "--json",
        ]);
        let lines: Vec<String> = text(&out.stdout).lines().map(str::to_owned).collect();
        assert_eq!(out.status.code(), Some(1), "{name}: {lines:?}");
        assert_eq!(lines.len(), 5, "{name}: cases 01-05 only: {lines:?}");
        for line in &lines[..4] {
            assert!(line.contains("\"verdict\":\"AC\""), "{name}: {line}");
        }
        let re = &lines[4];
        assert!(
            re.contains("\"case\":\"05\"") && re.contains("\"verdict\":\"RE\""),
            "{name}: {re}"
        );
        assert!(re.contains(raised), "{name}: {re}");
        let at = format!("{}:{line}", file.display());
        assert!(re.contains(&at), "{name}: {re} does not name {at}");
    }
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn stress_mode_runs_a_leetcode_files_inputs_in_one_process_and_shrinks_to_two() {
    let python = &LANGUAGES[0];
    if !has_tools("stress on a LeetCode file", python.tools) {
        return;
    }
    let dir = scratch_dir("lc-stress");
    let file = write(&dir, "leaky.py", python.leaky);
    let args = [
        "lc52",
        file.to_str().unwrap(),
        "--stress",
        "--seed",
        "3",
        "--runs",
        "30",
    ];
    let out = judge(&args);
    let report = text(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{report}");
    // The shortest sequence that still fails: one earlier input, then the failing one.
    assert!(
        report.contains("run in one process after 1 earlier"),
        "{report}"
    );
    assert_eq!(report.matches("--- earlier input").count(), 1, "{report}");
    assert!(report.contains(HINT), "{report}");
    // The same failure as a JSON object, the earlier inputs in a list.
    let out = judge(&[&args[..], &["--json"]].concat());
    let stdout = text(&out.stdout);
    let failure = json::parse_object(stdout.lines().last().unwrap()).unwrap();
    assert_eq!(failure["earlier_inputs"].list().len(), 1, "{stdout}");
    assert_eq!(failure["verdict"].text(), "WA", "{stdout}");
    std::fs::remove_dir_all(dir).unwrap();
}

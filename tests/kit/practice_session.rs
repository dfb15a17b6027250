//! Between verdicts: one input of the user's own (`--input`), a failing case's
//! input, the board of an attack, one CE row, folded errors, a suggestion for
//! a mistyped id, the problem list and `--case` numbers, each through the real
//! binary. Commands (`--cmd`) stand in for solutions, so nothing is compiled
//! but where a compile error is the point.

use crate::common::*;

fn stdout(out: &std::process::Output) -> String {
    text(&out.stdout)
}

#[test]
fn one_input_runs_the_kits_solution_and_yours_and_judges_with_the_checker() {
    let out = judge(&["lc52", "--cmd", "echo 11", "--input", "5"]);
    let shown = stdout(&out);
    assert_eq!(out.status.code(), Some(1), "{shown}");
    for part in [
        "--- input ---\n5\n",
        "--- expected (the kit's own solution) ---\n10\n",
        "--- got (your solution) ---\n11\n",
        "--- verdict ---\nWA · CPU ",
        "token 1: expected \"10\", got \"11\"",
    ] {
        assert!(shown.contains(part), "{part:?} in\n{shown}");
    }
    assert_eq!(
        judge(&["lc52", "--cmd", "echo 10", "--input", "5"])
            .status
            .code(),
        Some(0)
    );
    // Without a solution, the kit's answer alone; from a file, several lines.
    let alone = judge(&["lc52", "--input", "7"]);
    assert!(stdout(&alone).ends_with("--- expected (the kit's own solution) ---\n40\n"));
    let dir = scratch_dir("custom-input");
    let file = dir.join("two-cases.txt");
    std::fs::write(&file, "2\n4\n5\n").unwrap();
    let (code, lines) = judge_json(&[
        "boj9175",
        "--cmd",
        "printf '4\\n1 3 0 2\\n5\\n0 2 4 1 3\\n'",
        "--input-file",
        file.to_str().unwrap(),
    ]);
    assert_eq!(code, Some(0));
    assert_eq!(lines[0]["verdict"].text(), "AC");
    assert_eq!(lines[0]["input"].text(), "2\n4\n5\n");
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn an_input_outside_the_statement_is_refused_in_one_line() {
    for (input, wanted) in [("10", "n = 10 is outside 1..=9"), ("five", "line 1")] {
        let out = judge(&["lc52", "--cmd", "echo 1", "--input", input]);
        let stderr = text(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{stderr}");
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
        assert!(
            stderr.starts_with("judge: the input is outside lc52's constraints: ")
                && stderr.contains(wanted),
            "{stderr}"
        );
        assert!(out.stdout.is_empty());
    }
}

#[test]
fn a_failing_case_shows_a_small_input_and_names_a_big_one() {
    let out = judge(&["lc52", "--case", "9", "--cmd", "echo 351"]);
    assert!(
        stdout(&out).contains("\n    input: 9\n"),
        "{}",
        stdout(&out)
    );
    let big = "13-n5000-diagonal-clash-last";
    let out = judge(&["kattis_queens", "--case", big, "--cmd", "echo CORRECT"]);
    let shown = stdout(&out);
    let lines = read_text(
        &root()
            .join("inputs/kattis_queens")
            .join(format!("{big}.txt")),
    )
    .lines()
    .count();
    assert!(
        shown.contains(&format!(
            "input: inputs/kattis_queens/{big}.txt ({lines} lines, "
        )),
        "{shown}"
    );
    // The input's own queens attack: the verdict names them and draws a window.
    assert!(shown.contains("the input's queens at ("), "{shown}");
    assert!(
        shown.contains("(part of the 5000 × 5000 board: y "),
        "{shown}"
    );
}

#[test]
fn an_attack_is_drawn_plain_in_a_pipe_coloured_on_request_and_carried_in_json() {
    let args = ["boj3344", "--case", "8", "--cmd", "echo 1 3 5 7 2 4 6 8"];
    let plain = stdout(&judge(&args));
    // Rows 1 and 8 hold columns 1 and 8: a diagonal with six squares between.
    assert!(
        plain.contains("    row 8: queen in column 8 attacks row 1's queen on a diagonal\n"),
        "{plain}"
    );
    let legend = plain
        .lines()
        .find(|l| l.trim_start().starts_with("X the queens at "))
        .unwrap_or_else(|| panic!("a legend in\n{plain}"));
    assert!(legend.ends_with("their diagonal"), "{legend}");
    let is_row = |l: &&str| {
        l.starts_with(' ')
            && l.trim_start().starts_with(|c: char| c.is_ascii_digit())
            && l.contains('·')
    };
    let board: Vec<&str> = plain.lines().filter(is_row).collect();
    assert_eq!(board.len(), 8, "{plain}");
    let path: usize = board.iter().map(|l| l.matches('\\').count()).sum();
    assert_eq!(path, 6, "the six squares between them: {plain}");
    let marks = |c: char| board.iter().map(|l| l.matches(c).count()).sum::<usize>();
    assert_eq!(
        (marks('Q'), marks('X')),
        (6, 2),
        "the pair marked X: {plain}"
    );
    assert!(!plain.contains('\x1b'));
    let mut coloured_args = args.to_vec();
    coloured_args.extend(["--color", "always"]);
    let coloured = stdout(&judge(&coloured_args));
    assert!(coloured.contains("\x1b[1;31mX\x1b[0m"), "{coloured:?}");
    let (_, lines) = judge_json(&args);
    let drawn = lines[0]["board"].text();
    assert!(!drawn.contains('\x1b') && drawn.lines().filter(is_row).count() == 8);
    // Accepted cases carry no board.
    let (_, accepted) = judge_json(&["boj3344", "--case", "8", "--cmd", "echo 1 5 8 6 3 7 2 4"]);
    assert!(!accepted[0].contains_key("board"), "{accepted:?}");
}

#[test]
fn a_compile_error_is_one_row_and_verbose_shows_the_whole_compiler_output() {
    let dir = scratch_dir("ce-row");
    let file = dir.join("broken.rs");
    std::fs::write(&file, "fn main() {\n    let n: u32 = \"nine\";\n}\n").unwrap();
    let file = file.to_str().unwrap();
    let out = judge(&["boj9663", file, "--case", "0?"]);
    let shown = stdout(&out);
    assert_eq!(out.status.code(), Some(1));
    let rows: Vec<&str> = shown
        .lines()
        .filter(|l| l.starts_with("boj9663  "))
        .collect();
    assert_eq!(rows, ["boj9663  CE  all 9 cases not run"], "{shown}");
    assert!(
        shown.contains(&format!("{file}:2:")),
        "the first error, in the user's file: {shown}"
    );
    assert!(shown.contains("add --verbose)"), "{shown}");
    assert!(shown.contains("0/9 accepted · 9 CE"), "{shown}");
    let verbose = stdout(&judge(&["boj9663", file, "--case", "0?", "--verbose"]));
    assert!(
        verbose.contains("error[E0308]: mismatched types"),
        "{verbose}"
    );
    assert!(verbose.lines().count() > shown.lines().count(), "{verbose}");
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn identical_runtime_errors_fold_into_one_message_and_fail_fast_stops_at_the_first() {
    let args = [
        "boj9663",
        "--case",
        "0?",
        "--cmd",
        "echo 'boom at line 29' >&2; exit 3",
    ];
    let shown = stdout(&judge(&args));
    assert_eq!(shown.matches("exit code 3").count(), 1, "{shown}");
    assert_eq!(
        shown.lines().filter(|l| l.contains("  RE  ")).count(),
        9,
        "{shown}"
    );
    assert!(
        shown.contains("    cases 01–09, the same error\n"),
        "{shown}"
    );
    let mut fast = args.to_vec();
    fast.push("-x");
    let shown = stdout(&judge(&fast));
    assert_eq!(
        shown.lines().filter(|l| l.contains("  RE  ")).count(),
        1,
        "{shown}"
    );
    assert!(shown.contains("8 not judged (--fail-fast)"), "{shown}");
    // JSON keeps every message: it is for programs, which fold as they like.
    let (_, lines) = judge_json(&args);
    assert!(lines
        .iter()
        .all(|l| l["message"].text().contains("exit code 3")));
}

#[test]
fn a_mistyped_id_is_suggested_and_the_file_may_come_before_the_id() {
    let out = judge(&["boj9633", "mine.py"]);
    assert_eq!(
        text(&out.stderr),
        "judge: no problem boj9633; did you mean boj9663?\n"
    );
    let dir = scratch_dir("file-first");
    let file = dir.join("mine.rs");
    std::fs::write(&file, "").unwrap();
    let out = judge(&[file.to_str().unwrap(), "boj9663", "--cmd", "echo 92"]);
    assert!(
        text(&out.stderr).contains("--cmd judges one problem"),
        "{}",
        text(&out.stderr)
    );
    for args in [
        &[file.to_str().unwrap(), "boj9663x"][..],
        &["/tmp/x.py", "nope"],
    ] {
        let stderr = text(&judge(args).stderr);
        assert!(!stderr.contains("problems//"), "{stderr}");
        assert!(stderr.starts_with("judge: no problem "), "{stderr}");
    }
    std::fs::remove_dir_all(dir).unwrap();
    let out = judge(&["mine.py", "boj9663", "--case", "8"]);
    assert!(
        text(&out.stderr).contains("mine.py: no such file"),
        "the order is understood"
    );
}

#[test]
fn list_shows_every_problem_with_its_judge_limits_and_number_of_fixtures() {
    let out = judge(&["--list"]);
    assert_eq!(out.status.code(), Some(0));
    let shown = stdout(&out);
    assert!(shown.starts_with("id  "), "{shown}");
    for id in problem_ids() {
        let line = shown
            .lines()
            .find(|l| l.split_whitespace().next() == Some(id.as_str()))
            .unwrap_or_else(|| panic!("{id} in\n{shown}"));
        let fixtures = cases("inputs", &id).len().to_string();
        let words: Vec<&str> = line
            .split("  ")
            .map(str::trim)
            .filter(|w| !w.is_empty())
            .collect();
        assert!(words.contains(&fixtures.as_str()), "{id}: {line}");
        let judge = header_field(&id, "judge").unwrap();
        assert_eq!(words[1].to_lowercase(), judge, "{id}: {line}");
        let practice = header_field(&id, "time limit")
            .unwrap()
            .ends_with("(practice)");
        assert_eq!(words[2].ends_with('*'), practice, "{id}: {line}");
    }
    assert!(shown.contains("boj9663         Baekjoon"), "{shown}");
}

#[test]
fn a_case_number_matches_its_zero_padded_name_and_a_pattern_matching_nothing_is_an_error() {
    let (_, lines) = judge_json(&["boj9663", "--case", "1", "--cmd", "echo 1"]);
    let names: Vec<&str> = lines.iter().map(|l| l["case"].text()).collect();
    assert_eq!(names, ["01"]);
    let out = judge(&["boj9663", "--case", "1", "--case", "99", "--cmd", "echo 1"]);
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr
            .starts_with("judge: no case of boj9663 matches --case \"99\"; its cases are 01, 02, "),
        "{stderr}"
    );
    assert!(stderr.contains(", 14 (wildcards"), "{stderr}");
}

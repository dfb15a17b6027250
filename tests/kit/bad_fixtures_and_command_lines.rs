//! A broken fixture or command line gets one clear line and exit status 2
//! before anything runs; `submit.sh --help` is help, not an error; and
//! `--fail-fast` stops a problem at its first case that is not accepted.

use crate::common::*;
use std::path::{Path, PathBuf};
use std::process::Output;

/// A kit with one problem `p` (the header of `like`) and one case 08.
fn kit(name: &str, like: &str, input: &str, expected: &str) -> PathBuf {
    let kit = scratch_dir(name);
    for dir in ["problems", "inputs/p", "expected/p"] {
        std::fs::create_dir_all(kit.join(dir)).unwrap();
    }
    let problem = root().join("problems").join(format!("{like}.rs"));
    std::fs::copy(problem, kit.join("problems/p.rs")).unwrap();
    std::fs::write(kit.join("inputs/p/08.txt"), input).unwrap();
    std::fs::write(kit.join("expected/p/08.txt"), expected).unwrap();
    kit
}

fn judge_kit(kit: &Path, args: &[&str]) -> Output {
    let mut all = vec!["p"];
    all.extend_from_slice(args);
    judge_at(kit, &all)
}

/// Exit status 2, nothing judged, and exactly one line on stderr, containing `wanted`.
fn assert_one_line_exit_2(out: &Output, wanted: &str) {
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(
        stderr.starts_with("judge: ") && stderr.contains(wanted),
        "{stderr}"
    );
    assert!(out.stdout.is_empty(), "{}", text(&out.stdout));
}

#[test]
fn an_empty_or_blank_expected_file_or_an_empty_input_is_refused_naming_it() {
    for (name, input, expected, named) in [
        ("empty-expected", "8\n", "", "expected/p/08.txt is empty"),
        (
            "blank-expected",
            "8\n",
            " \n\t\n",
            "expected/p/08.txt holds only whitespace",
        ),
        (
            "empty-input",
            "",
            "92\n",
            "inputs/p/08.txt outside the statement's constraints",
        ),
    ] {
        let kit = kit(name, "boj9663", input, expected);
        // A program that prints nothing would have passed an empty expected file.
        let out = judge_kit(&kit, &["--cmd", "true"]);
        assert_one_line_exit_2(&out, named);
        std::fs::remove_dir_all(kit).unwrap();
    }
}

#[test]
fn a_fixture_that_is_a_fifo_or_a_link_to_a_device_is_refused_by_what_it_is_without_hanging() {
    let kit = kit("not-regular", "boj9663", "8\n", "92\n");
    let input = kit.join("inputs/p/08.txt");
    std::fs::remove_file(&input).unwrap();
    std::os::unix::fs::symlink("/dev/zero", &input).unwrap();
    let limit = std::time::Duration::from_secs(20);
    let out = judge_at_within(&kit, &["p", "--cmd", "echo 92"], limit);
    assert_one_line_exit_2(
        &out,
        "inputs/p/08.txt is a link to /dev/zero, a character device, not a regular file",
    );
    std::fs::remove_file(&input).unwrap();
    let made = std::process::Command::new("mkfifo").arg(&input).status();
    if made.is_ok_and(|s| s.success()) {
        // Opening a FIFO for reading waits for a writer that never comes.
        let out = judge_at_within(&kit, &["p", "--cmd", "echo 92"], limit);
        assert_one_line_exit_2(
            &out,
            "inputs/p/08.txt is a FIFO (named pipe), not a regular file",
        );
    } else {
        eprintln!("no mkfifo here: the FIFO half is skipped");
    }
    std::fs::remove_dir_all(kit).unwrap();
}

#[test]
fn an_empty_expected_file_stays_legal_where_the_checker_reads_it_as_no_answer() {
    // A placement checker with `none=empty` reads an empty expected file as
    // "no placement exists", as for N = 2; the statement's 8 <= N is widened
    // here so that such a case is inside it.
    let kit = kit("placement-empty", "boj3344", "2\n", "");
    let header = kit.join("problems/p.rs");
    let widened = std::fs::read_to_string(&header)
        .unwrap()
        .replace("//! - input: n 8..=99999", "//! - input: n 1..=99999");
    std::fs::write(&header, widened).unwrap();
    let out = judge_kit(&kit, &["--cmd", "true"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains("p  08  AC"));
    let out = judge_kit(&kit, &["--cmd", "echo 1 2"]);
    assert_eq!(out.status.code(), Some(1), "a placement where none exists");
    std::fs::remove_dir_all(kit).unwrap();
}

#[test]
fn command_line_mistakes_get_one_clear_line_each() {
    let dir = scratch_dir("cli-mistakes");
    let mine = dir.join("mine.py");
    std::fs::write(&mine, "print(92)\n").unwrap();
    let mine = mine.to_str().unwrap();
    let dir_name = dir.to_str().unwrap();
    for (args, wanted) in [
        (
            &["boj9663", "--cmd", ""][..],
            "--cmd needs a command to run",
        ),
        (&["boj9663", "--cmd", "  "], "--cmd needs a command to run"),
        (&["boj9663", mine, mine], "two solution files given"),
        (&[mine], "which problem is"),
        (
            &["boj9663", dir_name],
            "is a directory: give the solution file in it",
        ),
    ] {
        let out = judge(args);
        assert_one_line_exit_2(&out, wanted);
    }
    let forgot = text(&judge(&[mine]).stderr);
    assert!(
        forgot.contains(&format!("scripts/judge.sh ID {mine}")),
        "{forgot}"
    );
    assert!(forgot.contains("boj9663"), "names the ids: {forgot}");
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn submit_help_prints_usage_and_exits_0() {
    for flag in ["--help", "-h"] {
        let out = run("bash", &["scripts/submit.sh", flag], b"");
        assert_eq!(out.status.code(), Some(0));
        let stdout = text(&out.stdout);
        assert!(
            stdout.starts_with("usage: scripts/submit.sh ID"),
            "{stdout}"
        );
        assert!(out.stderr.is_empty());
    }
    let out = run("bash", &["scripts/submit.sh", "--bogus"], b"");
    assert_eq!(
        out.status.code(),
        Some(2),
        "an unknown flag is still a mistake"
    );
}

#[test]
fn fail_fast_stops_a_problem_at_its_first_case_that_is_not_accepted() {
    // Right for n = 1 (case 01), wrong for case 02 and everything after.
    for flag in ["-x", "--fail-fast"] {
        let out = judge(&["boj9663", "--case", "0?", "--cmd", "echo 1", flag]);
        assert_eq!(out.status.code(), Some(1));
        let stdout = text(&out.stdout);
        let cases: Vec<&str> = stdout
            .lines()
            .filter(|l| l.starts_with("boj9663  0"))
            .collect();
        assert_eq!(cases.len(), 2, "{stdout}");
        assert!(cases[0].starts_with("boj9663  01  AC") && cases[1].starts_with("boj9663  02  WA"));
        assert!(stdout.contains("1/2 accepted · 1 WA"), "{stdout}");
        assert!(stdout.contains("7 not judged (--fail-fast)"), "{stdout}");
    }
    let (code, lines) = judge_json(&["boj9663", "--case", "0?", "--cmd", "echo 1", "-x"]);
    assert_eq!(code, Some(1));
    let cases: Vec<&str> = lines.iter().map(|l| l["case"].text()).collect();
    assert_eq!(cases, ["01", "02"]);
}

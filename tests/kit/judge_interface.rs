//! The judge's interface as users script against it: arguments, exit codes,
//! the table, the JSON lines, and clear errors for broken fixtures.

use crate::common::*;

fn stdout_of(out: &std::process::Output) -> String {
    String::from_utf8(out.stdout.clone()).unwrap()
}

fn stderr_of(out: &std::process::Output) -> String {
    String::from_utf8(out.stderr.clone()).unwrap()
}

#[test]
fn several_problems_get_a_summary_each_and_an_overall_tally() {
    let out = judge(&["lc52", "boj9663"]);
    let table = stdout_of(&out);
    assert_eq!(out.status.code(), Some(0), "{table}{}", stderr_of(&out));
    let mut total = 0;
    for problem in ["lc52", "boj9663"] {
        let cases = cases("inputs", problem).len();
        total += cases;
        assert!(
            table.contains(&format!("{cases}/{cases} accepted")),
            "{problem}: {table}"
        );
    }
    assert!(
        table.contains(&format!("all problems: {total}/{total} cases accepted")),
        "{table}"
    );
}

#[test]
fn prints_one_line_per_case_and_a_summary_without_colour_when_piped() {
    let out = judge(&["boj9663", "--case", "0?"]);
    let table = stdout_of(&out);
    let case_lines: Vec<&str> = table
        .lines()
        .filter(|l| l.starts_with("boj9663  "))
        .collect();
    assert_eq!(case_lines.len(), 9, "{table}");
    assert!(case_lines[7].starts_with("boj9663  08  AC "), "{table}");
    assert!(case_lines[7].ends_with("(limit 10 s, 128 MiB)"), "{table}");
    assert!(table.contains("9/9 accepted · slowest "), "{table}");
    assert!(!table.contains('\x1b'), "colour codes in piped output");
}

#[test]
fn colours_appear_on_a_terminal_unless_no_color_is_set() {
    let command = format!(
        "{} --root {} lc52 --case 04",
        JUDGE,
        env!("CARGO_MANIFEST_DIR")
    );
    let on_terminal = |no_color: bool| {
        let mut script = std::process::Command::new("script");
        script
            .args(["-qec", &command, "/dev/null"])
            .env_remove("NO_COLOR");
        if no_color {
            script.env("NO_COLOR", "1");
        }
        String::from_utf8_lossy(&script.output().unwrap().stdout).into_owned()
    };
    let coloured = on_terminal(false);
    assert!(coloured.contains("\x1b[32mAC"), "{coloured:?}");
    let plain = on_terminal(true);
    assert!(plain.contains("AC") && !plain.contains('\x1b'), "{plain:?}");
}

#[test]
fn json_lines_parse_and_carry_every_promised_field() {
    let (code, lines) = judge_json(&["lc52", "--case", "0?"]);
    assert_eq!(code, Some(0));
    assert_eq!(lines.len(), 9);
    let fields = [
        "problem",
        "case",
        "verdict",
        "cpu_ms",
        "wall_ms",
        "peak_rss_kib",
        "time_limit_ms",
        "memory_limit_kib",
        "message",
    ];
    for line in &lines {
        let keys: Vec<&str> = line.keys().map(String::as_str).collect();
        let mut wanted = fields.to_vec();
        wanted.sort();
        assert_eq!(keys, wanted);
        assert_eq!(line["problem"].text(), "lc52");
        assert_eq!(line["verdict"].text(), "AC");
        assert_eq!(line["time_limit_ms"].number(), 1000.0);
        assert_eq!(line["memory_limit_kib"].number(), 262144.0);
        assert!(line["peak_rss_kib"].number() > 0.0);
    }
}

#[test]
fn time_scale_multiplies_every_time_limit() {
    let (_, lines) = judge_json(&["boj9663", "--case", "01", "--time-scale", "0.25"]);
    assert_eq!(lines[0]["time_limit_ms"].number(), 2500.0);
    assert_eq!(lines[0]["memory_limit_kib"].number(), 131072.0);
}

#[test]
fn a_wrong_answer_exits_1_and_shows_the_differing_line() {
    let out = judge(&["boj9663", "--case", "08", "--cmd", "echo 91"]);
    assert_eq!(out.status.code(), Some(1));
    let table = stdout_of(&out);
    assert!(table.contains("boj9663  08  WA"), "{table}");
    assert!(
        table.contains("token 1: expected \"92\", got \"91\""),
        "{table}"
    );
    assert!(table.contains("got      line 1: 91⏎"), "{table}");
}

#[test]
fn usage_mistakes_exit_2_with_one_clear_line() {
    for args in [
        &["nope"][..],
        &["--frobnicate"],
        &["lc51", "--cmd"],
        &["--time-scale", "-1"],
        &["lc51", "lc52", "--cmd", "true"],
    ] {
        let out = judge(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let stderr = stderr_of(&out);
        assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
        assert!(stderr.starts_with("judge: "), "{args:?}: {stderr}");
        assert!(stdout_of(&out).is_empty());
    }
    // Every problem file is a known id, so a new problem needs no edit here.
    let known = format!("known ids: {}", problem_ids().join(", "));
    assert!(stderr_of(&judge(&["nope"])).contains(&known));
    assert!(stderr_of(&judge(&["boj9663", "--case", "99"]))
        .contains("no case of boj9663 matches --case \"99\""));
    assert!(stderr_of(&judge(&["boj9663", "/no/such/file.py"]))
        .contains("/no/such/file.py: no such file"));
    assert!(stderr_of(&judge(&["boj9663", "Cargo.toml"])).contains("cannot tell the language"));
}

#[test]
fn help_prints_the_interface_and_exits_0() {
    let out = judge(&["--help"]);
    assert_eq!(out.status.code(), Some(0));
    for part in [
        "ID FILE",
        "--cmd",
        "--case",
        "--time-scale",
        "--json",
        "exit status",
    ] {
        assert!(stdout_of(&out).contains(part), "{part}");
    }
}

/// A kit with one problem `p` (boj9663's header) and the given fixture files.
fn tiny_kit(name: &str, files: &[(&str, &str)]) -> std::path::PathBuf {
    let kit = scratch_dir(name);
    std::fs::create_dir_all(kit.join("problems")).unwrap();
    std::fs::copy(
        root().join("problems/boj9663.rs"),
        kit.join("problems/p.rs"),
    )
    .unwrap();
    for (path, text) in files {
        let path = kit.join(path);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }
    kit
}

#[test]
fn an_input_without_its_expected_file_exits_2_naming_both_paths() {
    let root = tiny_kit(
        "orphan-input",
        &[
            ("inputs/p/07.txt", "7\n"),
            ("inputs/p/08.txt", "8\n"),
            ("expected/p/08.txt", "92\n"),
        ],
    );
    let out = judge_at(&root, &["p", "--cmd", "echo 92"]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        stderr_of(&out),
        "judge: no expected/p/07.txt for inputs/p/07.txt: add it or remove the input\n"
    );
    assert!(
        stdout_of(&out).is_empty(),
        "nothing is judged when a fixture is broken"
    );
    std::fs::remove_dir_all(root).unwrap();
}

#[test]
fn an_expected_file_without_its_input_exits_2_naming_both_paths() {
    let root = tiny_kit(
        "orphan-expected",
        &[
            ("inputs/p/08.txt", "8\n"),
            ("expected/p/08.txt", "92\n"),
            ("expected/p/09.txt", "352\n"),
        ],
    );
    let out = judge_at(&root, &["p", "--cmd", "echo 92"]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        stderr_of(&out),
        "judge: no inputs/p/09.txt for expected/p/09.txt: add it or remove the expected file\n"
    );
    std::fs::remove_dir_all(root).unwrap();
}

#[test]
fn a_problem_without_fixtures_or_limits_exits_2() {
    let root = tiny_kit("no-fixtures", &[]);
    let out = judge_at(&root, &["p", "--cmd", "echo 92"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr_of(&out).contains("no fixtures in"),
        "{}",
        stderr_of(&out)
    );
    std::fs::write(
        root.join("problems/p.rs"),
        "//! # no judge section\nfn main() {}\n",
    )
    .unwrap();
    let out = judge_at(&root, &["p", "--cmd", "echo 92"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr_of(&out).contains("'//! ## Judge'"),
        "{}",
        stderr_of(&out)
    );
    std::fs::remove_dir_all(root).unwrap();
}

//! Stress mode finds a planted bug with random inputs, shrinks the failing
//! input to the simplest one, and replays it from its seed; a correct solution
//! runs its whole budget without a failure. The buggy solutions are real
//! files in `tests/planted/`, judged as a user's would be.

use crate::common::*;
use std::path::{Path, PathBuf};

/// A planted-bug solution from `tests/planted/`.
fn planted(name: &str) -> String {
    std::fs::read_to_string(root().join("tests/planted").join(name)).expect("tests/planted/")
}

/// Stresses `source` (saved as `name` in a kit copy holding `problem`) with
/// `--save`, and returns the kit, the output and the saved input.
fn stress_and_save(
    problem: &str,
    name: &str,
    source: &str,
    seed: &str,
) -> (PathBuf, String, String) {
    let kit = kit_of(problem, &format!("stress-{problem}"));
    let file = kit.join(name);
    std::fs::write(&file, source).unwrap();
    let file = file.to_str().unwrap().to_owned();
    let (code, out) = judge_in(
        &kit,
        &[
            problem,
            &file,
            "--stress",
            "--seed",
            seed,
            "--save",
            "--time-budget",
            "60",
        ],
    );
    assert_eq!(code, Some(1), "the planted bug is found: {out}");
    let saved = std::fs::read_to_string(
        kit.join("inputs")
            .join(problem)
            .join(format!("stress-{seed}.txt")),
    )
    .unwrap_or_else(|e| panic!("--save keeps the input: {e}\n{out}"));
    // The shrunk input, kept as a fixture, still fails.
    let (code, again) = judge_in(&kit, &[problem, &file, "--case", &format!("stress-{seed}")]);
    assert_eq!(code, Some(1), "the saved input still fails: {again}");
    (kit, out, saved)
}

#[test]
fn a_uva11195_solution_that_lets_stars_block_attacks_is_shrunk_to_a_small_board() {
    let (kit, out, saved) = stress_and_save(
        "uva11195",
        "stars.rs",
        &planted("uva11195_stars_block_attacks.rs"),
        "3",
    );
    let boards: Vec<usize> = saved
        .lines()
        .filter(|l| l.trim().chars().all(|c| c.is_ascii_digit()) && l.trim() != "0")
        .map(|l| l.trim().parse().unwrap())
        .collect();
    assert_eq!(boards.len(), 1, "one case left: {saved}");
    assert!(boards[0] <= 5, "a board of at most 5 × 5: {saved}\n{out}");
    assert!(
        saved.contains('*'),
        "the star that matters is kept: {saved}"
    );
    std::fs::remove_dir_all(kit).unwrap();
}

#[test]
fn a_completion_that_drops_the_last_rows_given_queen_is_found_and_shrunk() {
    let (kit, out, saved) = stress_and_save(
        "boj30242",
        "drops.rs",
        &planted("boj30242_drops_the_last_given_queen.rs"),
        "4",
    );
    let numbers: Vec<usize> = saved
        .split_whitespace()
        .map(|w| w.parse().unwrap())
        .collect();
    let n = numbers[0];
    assert_ne!(numbers[n], 0, "the last row keeps a given queen: {saved}");
    assert!(n <= 8, "shrunk to a small board: {saved}\n{out}");
    std::fs::remove_dir_all(kit).unwrap();
}

#[test]
fn a_leetcode_python_solution_wrong_only_for_n_1_is_shrunk_to_1() {
    if !has_tools(
        "a_leetcode_python_solution_wrong_only_for_n_1_is_shrunk_to_1",
        &["python3"],
    ) {
        return;
    }
    let (kit, out, saved) =
        stress_and_save("lc52", "mine.py", &planted("lc52_wrong_for_one.py"), "6");
    assert_eq!(saved, "1\n", "{out}");
    assert!(out.contains("--- got ---\n0"), "{out}");
    std::fs::remove_dir_all(kit).unwrap();
}

/// A copy of the kit with one problem, so `--save` writes fixtures there.
fn kit_of(problem: &str, name: &str) -> PathBuf {
    let source = format!("problems/{problem}.rs");
    let (inputs, expected) = (format!("inputs/{problem}"), format!("expected/{problem}"));
    kit_with(name, &[&source, &inputs, &expected])
}

fn judge_in(kit: &Path, args: &[&str]) -> (Option<i32>, String) {
    let out = judge_at(kit, args);
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    (
        out.status.code(),
        text + &String::from_utf8_lossy(&out.stderr),
    )
}

#[test]
fn a_count_wrong_only_for_n_9_is_found_shrunk_saved_and_still_fails_as_a_fixture() {
    let kit = kit_of("lc52", "stress-lc52");
    let file = kit.join("mine.rs");
    std::fs::write(&file, planted("lc52_off_by_one_at_9.rs")).unwrap();
    let file = file.to_str().unwrap();
    let (code, out) = judge_in(&kit, &["lc52", file, "--stress", "--seed", "5", "--save"]);
    assert_eq!(code, Some(1), "{out}");
    assert!(out.contains("--- input ---\n9\n"), "shrunk to n = 9: {out}");
    assert!(out.contains("--- got ---\n353"), "{out}");
    assert!(
        out.contains(&format!(
            "replay: scripts/judge.sh lc52 {file} --stress --seed 5"
        )),
        "{out}"
    );
    let saved = kit.join("inputs/lc52/stress-5.txt");
    assert_eq!(std::fs::read_to_string(&saved).unwrap(), "9\n");
    assert_eq!(
        std::fs::read_to_string(kit.join("expected/lc52/stress-5.txt")).unwrap(),
        "352\n"
    );
    // The shrunk input, now a fixture, still fails.
    let (code, out) = judge_in(&kit, &["lc52", file, "--case", "stress-5"]);
    assert_eq!(code, Some(1), "{out}");
    assert!(out.contains("WA"), "{out}");
    std::fs::remove_dir_all(kit).unwrap();
}

#[test]
fn the_same_seed_gives_the_same_inputs_and_the_same_failure() {
    let kit = kit_of("lc52", "stress-seed");
    let file = kit.join("mine.rs");
    std::fs::write(&file, planted("lc52_off_by_one_at_9.rs")).unwrap();
    let file = file.to_str().unwrap();
    // Which inputs came, in order, and what each got (times and memory vary).
    let runs = |seed: &str| {
        let out = judge_in(&kit, &["lc52", file, "--stress", "--seed", seed, "--json"]).1;
        // The JSON lines, without the judge's lines on stderr (notes, how it measures).
        let lines: Vec<_> = out
            .lines()
            .filter(|l| l.starts_with('{'))
            .map(|l| json::parse_object(l).unwrap())
            .collect();
        let inputs: Vec<String> = lines
            .iter()
            .filter(|l| l.contains_key("input_hash"))
            .map(|l| format!("{} {}", l["input_hash"].text(), l["verdict"].text()))
            .collect();
        // Each line carries the input itself, not only its hash.
        for line in lines.iter().filter(|l| l.contains_key("input_hash")) {
            let n: u32 = line["input"].text().trim().parse().unwrap();
            assert!((1..=9).contains(&n), "{line:?}");
        }
        (inputs, out)
    };
    let ((first, text), (again, _), (other, _)) = (runs("11"), runs("11"), runs("12"));
    assert!(first.len() > 1, "{text}");
    assert_eq!(first, again);
    assert_ne!(first, other, "another seed, other inputs");
    let last = text.lines().rfind(|l| l.starts_with('{')).unwrap();
    let failure = json::parse_object(last).unwrap();
    assert_eq!(failure["input"].text(), "9\n");
    assert_eq!(failure["verdict"].text(), "WA");
    std::fs::remove_dir_all(kit).unwrap();
}

#[test]
fn a_correct_solution_runs_its_whole_budget_without_a_failure() {
    let dir = scratch_dir("stress-correct");
    let file = dir.join("right.rs");
    std::fs::write(
        &file,
        planted("lc52_off_by_one_at_9.rs").replace(" + (n == 9) as u64", ""),
    )
    .unwrap();
    let out = judge(&[
        "lc52",
        file.to_str().unwrap(),
        "--stress",
        "--runs",
        "60",
        "--json",
    ]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}");
    let mut lines: Vec<_> = stdout
        .lines()
        .map(|l| json::parse_object(l).unwrap())
        .collect();
    // The last line closes the session with the count.
    let end = lines.pop().unwrap();
    assert_eq!(end["inputs"].number(), 60.0, "{end:?}");
    assert_eq!(lines.len(), 60, "one line per input, all of the budget");
    assert!(lines.iter().all(|l| l["verdict"].text() == "AC"));
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn stress_options_need_stress_and_a_solution() {
    for args in [
        &["lc52", "--stress"][..],
        &["lc52", "x.rs", "--seed", "3"],
        &["lc52", "x.rs", "--stress", "--runs", "many"],
        // Zero inputs would test nothing and pass.
        &["lc52", "x.rs", "--stress", "--runs", "0"],
    ] {
        let out = judge(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert_eq!(
            String::from_utf8_lossy(&out.stderr).lines().count(),
            1,
            "{args:?}"
        );
    }
}

#[test]
fn the_time_budget_holds_even_while_one_slow_input_runs() {
    let start = std::time::Instant::now();
    let out = judge(&["lc52", "--cmd", "sleep 5", "--stress", "--time-budget", "1"]);
    let elapsed = start.elapsed();
    let stdout = text(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}{}", text(&out.stderr));
    assert!(
        stdout.contains("0 inputs, 0 failed, ") && stdout.contains("the time budget ran out"),
        "{stdout}"
    );
    // Not the 2.5 s lc52's wall limit would give a sleeping run.
    assert!(
        elapsed < std::time::Duration::from_millis(2300),
        "{elapsed:?}"
    );
}

#[test]
fn ctrl_c_in_stress_mode_prints_how_many_inputs_were_judged() {
    let reference = problem_binary("lc52").to_str().unwrap().to_owned();
    interrupt_stress(&["--cmd", &reference]);
    // A LeetCode file, whose inputs run in batches in one process, too.
    if has_tools("ctrl_c_in_stress_mode on a LeetCode file", &["python3"]) {
        let dir = scratch_dir("stress-ctrl-c");
        let table = "class Solution:\n    def totalNQueens(self, n):\n        \
                     return [1, 0, 0, 2, 10, 4, 40, 92, 352][n - 1]\n";
        let file = write_file(&dir, "ok.py", table);
        interrupt_stress(&[file.to_str().unwrap()]);
        std::fs::remove_dir_all(dir).unwrap();
    }
}

/// Stresses lc52 with `submission`, sends SIGINT after 0.8 s, and checks the count line.
fn interrupt_stress(submission: &[&str]) {
    let mut child = std::process::Command::new(JUDGE)
        .args(["--root", env!("CARGO_MANIFEST_DIR"), "lc52"])
        .args(submission)
        .args(["--stress", "--time-budget", "60"])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    // Once its header is out (the candidate is ready), let it judge a while.
    let mut lines = std::io::BufRead::lines(std::io::BufReader::new(child.stdout.take().unwrap()));
    let header = lines.next().unwrap().unwrap();
    assert!(header.starts_with("stress lc52"), "{header}");
    std::thread::sleep(std::time::Duration::from_millis(500));
    let killed = std::process::Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(killed.success());
    let stdout: Vec<String> = lines.map(Result::unwrap).collect();
    let stdout = stdout.join("\n");
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(130), "{stdout}");
    let last = stdout.lines().last().unwrap_or("");
    assert!(
        last.contains(" inputs, 0 failed, ") && last.ends_with(": stopped by SIGINT"),
        "{stdout}"
    );
}

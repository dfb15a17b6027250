//! Stress mode finds a planted bug with random inputs, shrinks the failing
//! input to the simplest one, and replays it from its seed; a correct solution
//! runs its whole budget without a failure.

mod common;

use common::*;
use std::path::{Path, PathBuf};

/// A plain counter with a planted bug: one too many for n = 9 only.
const OFF_BY_ONE_AT_9: &str = r#"use std::io::Read;
fn go(n: u32, row: u32, cols: u32, d1: u64, d2: u64) -> u64 {
    if row == n {
        return 1;
    }
    (0..n)
        .filter(|&c| cols >> c & 1 == 0 && d1 >> (row + c) & 1 == 0 && d2 >> (row + n - c) & 1 == 0)
        .map(|c| go(n, row + 1, cols | 1 << c, d1 | 1 << (row + c), d2 | 1 << (row + n - c)))
        .sum()
}
fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    let n: u32 = s.trim().parse().unwrap();
    println!("{}", go(n, 0, 0, 0, 0) + (n == 9) as u64);
}
"#;

/// A copy of the kit with one problem, so `--save` writes fixtures there.
fn kit_with(problem: &str, name: &str) -> PathBuf {
    let kit = scratch_dir(name);
    std::fs::create_dir_all(kit.join("problems")).unwrap();
    let source = format!("problems/{problem}.rs");
    std::fs::copy(root().join(&source), kit.join(&source)).unwrap();
    for folder in ["inputs", "expected"] {
        let (from, to) = (
            root().join(folder).join(problem),
            kit.join(folder).join(problem),
        );
        std::fs::create_dir_all(&to).unwrap();
        for file in std::fs::read_dir(from).unwrap().flatten() {
            std::fs::copy(file.path(), to.join(file.file_name())).unwrap();
        }
    }
    kit
}

fn judge_in(kit: &Path, args: &[&str]) -> (Option<i32>, String) {
    let mut all = vec!["--root", kit.to_str().unwrap()];
    all.extend_from_slice(args);
    let out = run(JUDGE, &all, b"");
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    (
        out.status.code(),
        text + &String::from_utf8_lossy(&out.stderr),
    )
}

#[test]
fn a_count_wrong_only_for_n_9_is_found_shrunk_saved_and_still_fails_as_a_fixture() {
    let kit = kit_with("lc52", "stress-lc52");
    let file = kit.join("mine.rs");
    std::fs::write(&file, OFF_BY_ONE_AT_9).unwrap();
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
    let kit = kit_with("lc52", "stress-seed");
    let file = kit.join("mine.rs");
    std::fs::write(&file, OFF_BY_ONE_AT_9).unwrap();
    let file = file.to_str().unwrap();
    // Which inputs came, in order, and what each got (times and memory vary).
    let runs = |seed: &str| {
        let out = judge_in(&kit, &["lc52", file, "--stress", "--seed", seed, "--json"]).1;
        let lines: Vec<_> = out
            .lines()
            .map(|l| json::parse_object(l).unwrap())
            .collect();
        let inputs: Vec<String> = lines
            .iter()
            .filter(|l| l.contains_key("input_hash"))
            .map(|l| format!("{} {}", l["input_hash"].text(), l["verdict"].text()))
            .collect();
        (inputs, out)
    };
    let ((first, text), (again, _), (other, _)) = (runs("11"), runs("11"), runs("12"));
    assert!(first.len() > 1, "{text}");
    assert_eq!(first, again);
    assert_ne!(first, other, "another seed, other inputs");
    let last = text.lines().last().unwrap();
    let failure = json::parse_object(last).unwrap();
    assert_eq!(failure["input"].text(), "9\n");
    assert_eq!(failure["verdict"].text(), "WA");
    std::fs::remove_dir_all(kit).unwrap();
}

#[test]
fn a_correct_solution_runs_its_whole_budget_without_a_failure() {
    let dir = scratch_dir("stress-correct");
    let file = dir.join("right.rs");
    std::fs::write(&file, OFF_BY_ONE_AT_9.replace(" + (n == 9) as u64", "")).unwrap();
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
    let lines: Vec<_> = stdout
        .lines()
        .map(|l| json::parse_object(l).unwrap())
        .collect();
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

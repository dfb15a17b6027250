//! `scripts/judge.sh`, the README's main command, builds the kit in release mode
//! and accepts every fixture of every problem.

use crate::common::*;

#[test]
fn the_judge_script_builds_everything_and_accepts_every_fixture() {
    let out = run("bash", &["scripts/judge.sh", "--json"], b"");
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert_eq!(
        out.status.code(),
        Some(0),
        "{stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let lines: Vec<_> = stdout
        .lines()
        .map(|l| json::parse_object(l).unwrap())
        .collect();
    // Every problem file is discovered, built and judged: nothing lists them.
    let fixtures: usize = problem_ids().iter().map(|p| cases("inputs", p).len()).sum();
    assert_eq!(
        lines.len(),
        fixtures,
        "one JSON line per fixture, nothing else on stdout"
    );
    assert!(lines.iter().all(|l| l["verdict"].text() == "AC"));
    for problem in problem_ids() {
        assert!(
            lines.iter().any(|l| l["problem"].text() == problem),
            "{problem} was not judged"
        );
    }
}

#[test]
fn the_judge_script_passes_usage_errors_through_as_exit_2() {
    let out = run("bash", &["scripts/judge.sh", "no-such-problem"], b"");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("no problem 'no-such-problem'"));
}

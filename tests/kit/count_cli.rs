//! The `boj9663` binary as the judge and `scripts/count.sh` use it: N on stdin,
//! the count on stdout, and the options `--threads T`, `--shard K/M`,
//! `--progress` and `--tables`; and `scripts/count.sh` and `count.sbatch`
//! counting in parts kept in a results directory.

use crate::common::*;
use std::path::PathBuf;
use std::process::Command;

/// The binary under test, as the judge builds it (`rustc --edition 2021 -O`).
fn boj9663() -> PathBuf {
    problem_binary("boj9663")
}

/// The count the binary prints for `n` with `args`, checking it says nothing else.
fn count(n: u32, args: &[&str]) -> u64 {
    let out = run(boj9663(), args, format!("{n}\n").as_bytes());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "N = {n} {args:?}: {stderr}");
    assert!(out.stderr.is_empty(), "N = {n} {args:?}: {stderr}");
    let stdout = String::from_utf8(out.stdout).expect("utf-8");
    assert!(
        stdout.ends_with('\n') && stdout.lines().count() == 1,
        "{stdout:?}"
    );
    stdout.trim().parse().expect("a count")
}

#[test]
fn the_judge_sees_only_the_count() {
    let out = run(boj9663(), &[], b"8\n");
    assert!(out.status.success());
    assert_eq!(out.stdout, b"92\n");
    assert!(out.stderr.is_empty());
}

#[test]
fn counts_match_oeis_a000170_up_to_16() {
    for (n, &expected) in (1..=16).zip(&A000170[1..]) {
        assert_eq!(count(n, &[]), expected, "N = {n}");
    }
}

#[test]
#[ignore = "slow: about 7 s of CPU time"]
fn counts_match_oeis_a000170_for_17_and_18_on_two_threads() {
    for n in [17, 18] {
        assert_eq!(
            count(n, &["--threads", "2"]),
            A000170[n as usize],
            "N = {n}"
        );
    }
}

#[test]
fn threaded_and_one_thread_counts_agree() {
    for n in [4, 9, 12, 14, 16] {
        let one = count(n, &["--threads", "1"]);
        assert_eq!(one, A000170[n as usize], "N = {n}");
        for threads in ["2", "3", "8"] {
            assert_eq!(
                count(n, &["--threads", threads]),
                one,
                "N = {n}, {threads} threads"
            );
        }
    }
}

#[test]
fn every_shard_split_of_12_and_13_sums_to_the_total() {
    for n in [12, 13] {
        for of in 1..=8 {
            let parts: u64 = (0..of)
                .map(|k| count(n, &["--shard", &format!("{k}/{of}")]))
                .sum();
            assert_eq!(parts, A000170[n as usize], "N = {n}, {of} parts");
        }
    }
    // Threads inside a part change nothing.
    let part = count(13, &["--shard", "2/5"]);
    assert_eq!(count(13, &["--threads", "3", "--shard", "2/5"]), part);
}

#[test]
fn bad_options_get_one_line_and_status_2() {
    for args in [
        &["--threads", "0"][..],
        &["--threads", "x"],
        &["--threads", "-2"],
        &["--threads"],
        &["--threads", "2", "--threads", "2"],
        &["--shard", "4/4"],
        &["--shard", "1/0"],
        &["--shard", "2"],
        &["--shard", "a/3"],
        &["--shard", "-1/3"],
        &["--shard"],
        &["--progress", "--progress"],
        &["--parts", "3"],
        &["12"],
    ] {
        let out = run(boj9663(), args, b"12\n");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(out.stdout.is_empty(), "{args:?}: printed to stdout");
        assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr:?}");
        assert!(stderr.starts_with("boj9663: "), "{args:?}: {stderr:?}");
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
    }
}

#[test]
fn progress_off_a_terminal_is_a_log_line_and_the_count_stays_alone_on_stdout() {
    let out = run(boj9663(), &["--progress", "--shard", "1/4"], b"12\n");
    assert!(out.status.success());
    let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
    assert!(stdout.trim().parse::<u64>().is_ok(), "{stdout:?}");
    // A 12 is counted within the first ten seconds: only the last line.
    assert_eq!(stderr.lines().count(), 1, "{stderr:?}");
    assert!(
        stderr.starts_with("boj9663: N = 12, part 1/4: done in "),
        "{stderr:?}"
    );
    assert!(
        !stderr.contains('\r'),
        "no carriage returns in a log: {stderr:?}"
    );
}

#[test]
fn tables_only_reports_a_part_smaller_than_the_whole() {
    let south_mib = |args: &[&str]| {
        let out = run(boj9663(), args, b"16\n");
        assert!(out.status.success(), "{}", text(&out.stderr));
        let line = text(&out.stdout);
        assert!(line.contains("peak resident"), "{line}");
        let mib = line
            .split("south tables ")
            .nth(1)
            .and_then(|r| r.split(' ').next());
        mib.and_then(|m| m.parse::<f64>().ok())
            .unwrap_or_else(|| panic!("no size in {line:?}"))
    };
    let whole = south_mib(&["--tables"]);
    let part = south_mib(&["--tables", "--shard", "2/8"]);
    assert!(part < whole / 2.0, "part {part} MiB, whole {whole} MiB");
}

/// `scripts/count.sh` with `args`, the test's own build of the counter and
/// results in `results`.
fn count_sh(args: &[&str], results: &std::path::Path) -> std::process::Output {
    Command::new(root().join("scripts/count.sh"))
        .args(args)
        .arg("--results")
        .arg(results)
        .env("BOJ9663", boj9663())
        .output()
        .expect("scripts/count.sh")
}

fn part(results: &std::path::Path, k: u32) -> std::path::PathBuf {
    results.join(format!("part-{k}"))
}

#[test]
fn count_sh_without_gnu_parallel_keeps_each_part_and_prints_the_sum() {
    let results = scratch_dir("count-here");
    let out = count_sh(
        &["13", "--parts", "6", "--jobs", "2", "--no-parallel"],
        &results,
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout), "73712\n", "{}", text(&out.stderr));
    let sum: u64 = (0..6)
        .map(|k| read_text(&part(&results, k)).trim().parse::<u64>().unwrap())
        .sum();
    assert_eq!(sum, 73712);
    let _ = std::fs::remove_dir_all(&results);
}

#[test]
fn count_sh_under_gnu_parallel_on_the_local_login_counts_the_same() {
    if !has_tools(
        "count_sh_under_gnu_parallel_on_the_local_login_counts_the_same",
        &["parallel"],
    ) {
        return;
    }
    let results = scratch_dir("count-parallel");
    let out = count_sh(&["13", "--parts", "5", "--sshlogin", ":"], &results);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout), "73712\n", "{}", text(&out.stderr));
    assert!((0..5).all(|k| part(&results, k).is_file()));
    let _ = std::fs::remove_dir_all(&results);
}

#[test]
fn count_sh_counts_only_missing_parts_and_verify_catches_a_wrong_one() {
    let results = scratch_dir("count-resume");
    let args = ["12", "--parts", "4", "--no-parallel"];
    assert_eq!(text(&count_sh(&args, &results).stdout), "14200\n");
    // Part 1 gone, part 2 off by one: only part 1 is counted again, so the
    // total is off by one too ...
    std::fs::remove_file(part(&results, 1)).unwrap();
    let two: u64 = read_text(&part(&results, 2)).trim().parse().unwrap();
    std::fs::write(part(&results, 2), format!("{}\n", two + 1)).unwrap();
    assert_eq!(text(&count_sh(&args, &results).stdout), "14201\n");
    assert!(part(&results, 1).is_file());
    // ... until every part is counted again, which finds part 2 and sets it aside.
    let out = count_sh(
        &["12", "--parts", "4", "--no-parallel", "--verify", "4"],
        &results,
    );
    assert_eq!(out.status.code(), Some(1), "{}", text(&out.stderr));
    assert!(out.stdout.is_empty());
    assert!(
        text(&out.stderr).contains("part 2/4 recounted as"),
        "{}",
        text(&out.stderr)
    );
    assert!(results.join("part-2.bad").is_file());
    assert_eq!(text(&count_sh(&args, &results).stdout), "14200\n");
    let _ = std::fs::remove_dir_all(&results);
}

#[test]
fn count_sh_adds_subtotals_past_64_bits_exactly() {
    let results = scratch_dir("count-sum");
    let args = ["5", "--parts", "3", "--no-parallel"];
    assert_eq!(text(&count_sh(&args, &results).stdout), "10\n");
    // Subtotals beyond any machine word: the sum is the script's own.
    let subtotals: [u128; 3] = [u64::MAX as u128 * 3 + 7, 999_999_999_999_999_999_999, 1];
    for (k, s) in subtotals.iter().enumerate() {
        std::fs::write(part(&results, k as u32), format!("{s}\n")).unwrap();
    }
    let expected = subtotals.iter().sum::<u128>();
    assert_eq!(
        text(&count_sh(&args, &results).stdout),
        format!("{expected}\n")
    );
    let _ = std::fs::remove_dir_all(&results);
}

#[test]
fn count_sh_refuses_results_of_another_count() {
    let results = scratch_dir("count-other");
    assert!(count_sh(&["8", "--parts", "2", "--no-parallel"], &results)
        .status
        .success());
    let out = count_sh(&["9", "--parts", "2", "--no-parallel"], &results);
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    let stderr = text(&out.stderr);
    assert!(
        stderr.contains("holds another count (N=8 parts=2"),
        "{stderr}"
    );
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    let _ = std::fs::remove_dir_all(&results);
}

#[test]
fn count_sh_refuses_bad_options_with_one_line_and_status_2() {
    let results = scratch_dir("count-bad");
    for args in [
        &["13", "--parts", "0"][..],
        &["28"],
        &["13", "--verify", "x"],
        &["13", "--parts", "4", "--verify", "5"],
        &["13", "--only", "16"],
        &["13", "--jobs"],
        &["13", "--sshlogin", ":", "--no-parallel"],
    ] {
        let out = count_sh(args, &results);
        assert_eq!(
            out.status.code(),
            Some(2),
            "{args:?}: {}",
            text(&out.stderr)
        );
        assert!(out.stdout.is_empty(), "{args:?}");
        assert_eq!(
            text(&out.stderr).lines().count(),
            1,
            "{args:?}: {}",
            text(&out.stderr)
        );
    }
    let _ = std::fs::remove_dir_all(&results);
}

#[test]
fn count_sh_stopped_by_an_interrupt_keeps_its_parts_and_resumes() {
    let results = scratch_dir("count-stop");
    let child = Command::new(root().join("scripts/count.sh"))
        .args([
            "15",
            "--parts",
            "24",
            "--jobs",
            "1",
            "--no-parallel",
            "--results",
        ])
        .arg(&results)
        .env("BOJ9663", boj9663())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("scripts/count.sh");
    // Interrupt it as soon as some parts are in, as Ctrl-C would.
    let started = std::time::Instant::now();
    while !part(&results, 1).is_file() && started.elapsed().as_secs() < 30 {
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    let pid = child.id().to_string();
    let _ = Command::new("kill").args(["-INT", &pid]).status();
    let out = child.wait_with_output().unwrap();
    let stderr = text(&out.stderr);
    if out.status.code() == Some(130) {
        assert!(out.stdout.is_empty(), "no total when stopped");
        assert!(stderr.contains("count.sh: stopped; "), "{stderr}");
        assert!(stderr.contains("run the same command again"), "{stderr}");
    } else {
        eprintln!("note: the count ended before the interrupt arrived: {stderr}");
    }
    assert!(part(&results, 0).is_file());
    let leftovers = std::fs::read_dir(&results).unwrap().flatten();
    let names: Vec<String> = leftovers
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    assert!(
        !names
            .iter()
            .any(|n| n.ends_with(".out") || n.ends_with(".tmp")),
        "{names:?}"
    );
    let again = count_sh(&["15", "--parts", "24", "--no-parallel"], &results);
    assert_eq!(text(&again.stdout), "2279184\n", "{}", text(&again.stderr));
    let _ = std::fs::remove_dir_all(&results);
}

#[test]
fn the_slurm_task_body_counts_its_part_into_the_results_directory() {
    let results = scratch_dir("count-slurm");
    for k in 0..5 {
        let out = Command::new("bash")
            .arg(root().join("scripts/count.sbatch"))
            .env("SLURM_ARRAY_TASK_ID", k.to_string())
            .env("SLURM_SUBMIT_DIR", root())
            .env("N", "13")
            .env("PARTS", "5")
            .env("RESULTS", &results)
            .env("BOJ9663", boj9663())
            .output()
            .expect("bash scripts/count.sbatch");
        assert!(out.status.success(), "task {k}: {}", text(&out.stderr));
        assert!(out.stdout.is_empty(), "task {k} prints no total");
        assert!(part(&results, k).is_file(), "task {k}");
    }
    // Every task done: the total, with nothing left to count.
    let out = count_sh(&["13", "--parts", "5", "--no-parallel"], &results);
    assert_eq!(text(&out.stdout), "73712\n", "{}", text(&out.stderr));
    let no_task = Command::new("bash")
        .arg(root().join("scripts/count.sbatch"))
        .env("N", "13")
        .env("PARTS", "5")
        .env("RESULTS", &results)
        .env_remove("SLURM_ARRAY_TASK_ID")
        .output()
        .unwrap();
    assert!(
        !no_task.status.success(),
        "outside an array task it refuses"
    );
    let _ = std::fs::remove_dir_all(&results);
}

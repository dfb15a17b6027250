//! The `boj9663` binary as the judge and `scripts/count.sh` use it: N on stdin,
//! the count on stdout, and the options `--threads T` and `--shard K/M`.

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
fn count_sh_sums_the_parts() {
    let found = Command::new("parallel").arg("--version").output();
    if !found.is_ok_and(|o| o.status.success()) {
        eprintln!("skipped: GNU parallel is not installed");
        return;
    }
    let out = Command::new(root().join("scripts/count.sh"))
        .args(["13", "--parts", "6", "--jobs", "2"])
        .env("BOJ9663", boj9663())
        .output()
        .expect("scripts/count.sh");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    assert_eq!(String::from_utf8_lossy(&out.stdout), "73712\n", "{stderr}");
    let bad = Command::new(root().join("scripts/count.sh"))
        .args(["13", "--parts", "0"])
        .env("BOJ9663", boj9663())
        .output()
        .expect("scripts/count.sh");
    assert_eq!(bad.status.code(), Some(2));
    assert!(bad.stdout.is_empty());
}

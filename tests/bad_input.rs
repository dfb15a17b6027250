//! Bad input gets one clear line on stderr and exit status 2, never a panic.

mod common;

use common::*;

/// Inputs no problem accepts, and for each problem the first n past its range.
const BAD: [&[u8]; 10] = [
    b"",
    b"  \n\t\n",
    b"abc\n",
    b"4.5\n",
    b"-4\n",
    b"0\n",
    b"99999999999999999999999999\n",
    b"4 4\n",
    b"4\n5\n",
    b"\xff\xfe\n",
];
const FIRST_TOO_LARGE: [(&str, &str); 4] = [
    ("lc51", "15"),
    ("lc52", "19"),
    ("boj9663", "21"),
    ("boj3344", "100000001"),
];

#[test]
fn every_binary_rejects_bad_input_with_one_line_and_status_2() {
    for (problem, binary) in PROBLEMS {
        let too_large = FIRST_TOO_LARGE
            .iter()
            .find(|(p, _)| *p == problem)
            .unwrap()
            .1;
        for input in BAD.iter().copied().chain([too_large.as_bytes()]) {
            let out = run(binary, &[], input);
            let stderr = String::from_utf8_lossy(&out.stderr);
            let shown = String::from_utf8_lossy(input);
            assert_eq!(out.status.code(), Some(2), "{problem} {shown:?}: {stderr}");
            assert!(
                out.stdout.is_empty(),
                "{problem} {shown:?}: printed to stdout"
            );
            assert_eq!(stderr.lines().count(), 1, "{problem} {shown:?}: {stderr:?}");
            assert!(
                stderr.contains(" <= "),
                "{problem} {shown:?}: no accepted range in {stderr:?}"
            );
            assert!(
                !stderr.contains("panicked"),
                "{problem} {shown:?}: {stderr}"
            );
        }
    }
}

#[test]
fn every_binary_accepts_the_edges_of_its_range() {
    for (problem, binary) in PROBLEMS {
        let out = run(binary, &[], b" 1 \n");
        assert!(out.status.success(), "{problem}: n = 1 rejected");
        assert!(!out.stdout.is_empty(), "{problem}: n = 1 printed nothing");
    }
}

#[test]
fn boj3344_prints_nothing_and_explains_when_no_placement_exists() {
    let binary = env!("CARGO_BIN_EXE_boj3344");
    for n in ["2", "3"] {
        let out = run(binary, &[], n.as_bytes());
        assert!(out.status.success(), "N = {n}");
        assert!(out.stdout.is_empty(), "N = {n}: printed a placement");
        assert!(
            String::from_utf8_lossy(&out.stderr).contains("no placement exists"),
            "N = {n}"
        );
    }
}

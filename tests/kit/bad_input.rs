//! Bad input gets one clear line on stderr and exit status 2, never a panic:
//! a few inputs no problem accepts, plus each problem's own list in
//! `tests/bad_inputs/<id>/` (wrong shapes, out-of-range values, junk).

use crate::common::*;

/// Inputs no problem accepts.
const GARBAGE: [(&str, &[u8]); 4] = [
    ("empty", b""),
    ("blank", b"  \n\t\n"),
    ("text", b"queens, please\n"),
    ("not UTF-8", b"\xff\xfe\n"),
];

fn assert_rejected(problem: &str, binary: &std::path::Path, name: &str, input: &[u8]) {
    let out = run(binary, &[], input);
    let stderr = String::from_utf8_lossy(&out.stderr);
    let what = format!("{problem} on {name}");
    assert_eq!(out.status.code(), Some(2), "{what}: {stderr}");
    assert!(out.stdout.is_empty(), "{what}: printed to stdout");
    assert_eq!(stderr.lines().count(), 1, "{what}: {stderr:?}");
    assert!(
        stderr.starts_with(&format!("{problem}: ")),
        "{what}: the line should start with the problem id: {stderr:?}"
    );
    assert!(!stderr.contains("panicked"), "{what}: {stderr}");
}

#[test]
fn every_binary_rejects_garbage_with_one_line_and_status_2() {
    for (problem, binary) in problems() {
        for (name, input) in GARBAGE {
            assert_rejected(problem, binary, name, input);
        }
    }
}

#[test]
fn every_binary_rejects_its_own_list_of_bad_inputs() {
    for (problem, binary) in problems() {
        let dir = root().join("tests/bad_inputs").join(problem);
        let files = std::fs::read_dir(&dir)
            .unwrap_or_else(|_| panic!("{problem}: add bad inputs in {}", dir.display()));
        let mut count = 0;
        for file in files.flatten() {
            let input = std::fs::read(file.path()).unwrap();
            let name = file.file_name().to_string_lossy().into_owned();
            assert_rejected(problem, binary, &name, &input);
            count += 1;
        }
        assert!(
            count >= 5,
            "{problem}: only {count} bad inputs in {}",
            dir.display()
        );
    }
}

#[test]
fn boj3344_prints_nothing_and_explains_when_no_placement_exists() {
    let binary = problem_binary("boj3344");
    for n in ["2", "3"] {
        let out = run(&binary, &[], n.as_bytes());
        assert!(out.status.success(), "N = {n}");
        assert!(out.stdout.is_empty(), "N = {n}: printed a placement");
        assert!(
            String::from_utf8_lossy(&out.stderr).contains("no placement exists"),
            "N = {n}"
        );
    }
}

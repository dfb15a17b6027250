//! The "any valid answer" problems of issue 10 (Baekjoon 9175, 21133, SPOJ
//! NQUEEN): their expected files hold valid answers by a check independent of
//! the kit (`common::is_placement`, given queens compared here), the fixtures
//! reach the statements' edges, and the judge's placement checker accepts any
//! valid answer and names the case and row of a wrong one.

use crate::common::*;

fn numbers(text: &str) -> Vec<usize> {
    text.split_whitespace()
        .map(|w| w.parse().unwrap_or_else(|e| panic!("{w:?}: {e}")))
        .collect()
}

/// Each fixture of `problem` as (case name, input text, expected text).
fn fixtures(problem: &str) -> Vec<(String, String, String)> {
    cases("inputs", problem)
        .iter()
        .map(|input| {
            let name = input.file_name().unwrap().to_string_lossy().into_owned();
            let expected = root().join("expected").join(problem).join(&name);
            (name, read_text(input), read_text(&expected))
        })
        .collect()
}

/// SPOJ NQUEEN's cases: each line's N and given columns (1-based, 0 for none).
fn spoj_lines(input: &str) -> Vec<Vec<usize>> {
    input
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| numbers(l)[1..].to_vec())
        .collect()
}

#[test]
fn boj21133_expected_files_are_placements_one_column_a_line() {
    let mut sizes = Vec::new();
    for (name, input, expected) in fixtures("boj21133") {
        let n = numbers(&input)[0];
        let columns: Vec<usize> = numbers(&expected).iter().map(|c| c - 1).collect();
        assert_eq!(expected.lines().count(), n, "{name}: one line per row");
        assert!(is_placement(n, &columns), "{name}: not a placement");
        sizes.push(n);
    }
    // The statement's range is 4..=10 000; the constructions differ by N mod 6.
    assert!(sizes.contains(&4) && sizes.contains(&10_000));
    for residue in 0..6 {
        assert!(
            sizes.iter().any(|n| n % 6 == residue),
            "N mod 6 = {residue}"
        );
    }
}

#[test]
fn boj9175_expected_files_echo_each_n_before_a_0_based_placement() {
    let (mut sizes, mut most_cases) = (Vec::new(), 0);
    for (name, input, expected) in fixtures("boj9175") {
        let input = numbers(&input);
        let (t, cases) = (input[0], &input[1..]);
        assert_eq!(cases.len(), t, "{name}: T sizes follow T");
        let mut answer = numbers(&expected).into_iter();
        for (k, &n) in cases.iter().enumerate() {
            assert_eq!(
                answer.next(),
                Some(n),
                "{name}: case {} starts with N",
                k + 1
            );
            let columns: Vec<usize> = answer.by_ref().take(n).collect();
            assert!(is_placement(n, &columns), "{name}: case {}", k + 1);
        }
        assert_eq!(answer.next(), None, "{name}: nothing after the last case");
        sizes.extend_from_slice(cases);
        most_cases = most_cases.max(t);
    }
    assert!(sizes.contains(&4) && sizes.contains(&300) && most_cases == 100);
}

#[test]
fn spoj_nqueen_expected_lines_complete_their_input_lines() {
    let (mut sizes, mut most_lines, mut given_counts) = (Vec::new(), 0, Vec::new());
    for (name, input, expected) in fixtures("spoj_nqueen") {
        let cases = spoj_lines(&input);
        assert_eq!(
            expected.lines().count(),
            cases.len(),
            "{name}: one line per case"
        );
        for (k, (given, line)) in cases.iter().zip(expected.lines()).enumerate() {
            let n = given.len();
            let columns: Vec<usize> = numbers(line).iter().map(|c| c - 1).collect();
            assert!(is_placement(n, &columns), "{name}: line {}", k + 1);
            for (row, (&g, &c)) in given.iter().zip(&columns).enumerate() {
                assert!(
                    g == 0 || g == c + 1,
                    "{name}: line {}, row {} moved",
                    k + 1,
                    row + 1
                );
            }
            sizes.push(n);
            given_counts.push((n, given.iter().filter(|&&g| g != 0).count()));
        }
        most_lines = most_lines.max(cases.len());
    }
    assert!(sizes.contains(&1) && sizes.contains(&50) && most_lines == 100);
    assert!(given_counts.contains(&(50, 0)) && given_counts.contains(&(50, 50)));
}

#[test]
fn the_samples_are_the_statements_bytes() {
    let sample =
        |problem: &str| read_text(&root().join("inputs").join(problem).join("sample1.txt"));
    assert_eq!(sample("boj9175"), "4\n4\n8\n25\n50\n");
    assert_eq!(sample("boj21133"), "4\n");
    assert_eq!(sample("spoj_nqueen"), "4 0 0 0 0\n8 2 0 0 0 4 0 0 0\n");
}

/// Judges `command` on one case and returns the exit status and the table.
fn judged(problem: &str, case: &str, command: &str) -> (Option<i32>, String) {
    let out = judge(&[problem, "--case", case, "--cmd", command]);
    let table = String::from_utf8(out.stdout).unwrap();
    (
        out.status.code(),
        table + &String::from_utf8_lossy(&out.stderr),
    )
}

#[test]
fn answers_other_than_the_expected_file_are_accepted() {
    // The statements' own sample answers differ from the references' for these.
    let (status, table) = judged("boj9175", "sample1", "printf '4\\n 2 0 3 1\\n8\\n 2 7 3 6 0 5 1 4\\n25\\n 14 7 18 22 13 10 24 11 1 20 6 0 15 8 5 16 23 17 4 21 12 2 19 3 9\\n50\\n 22 13 15 44 27 3 1 4 19 40 20 5 31 49 7 29 18 6 2 36 28 12 38 43\\n 39 11 26 14 0 30 34 8 41 9 16 10 17 33 45 42 46 24 47 35 32 23\\n 25 37 21 48\\n'");
    assert_eq!(status, Some(0), "{table}");
    let (status, table) = judged(
        "spoj_nqueen",
        "sample1",
        "printf '3 1 4 2\\n2 6 1 7 4 8 3 5\\n'",
    );
    assert_eq!(status, Some(0), "{table}");
    let (status, table) = judged("boj21133", "sample1", "printf '3\\n1\\n4\\n2\\n'");
    assert_eq!(status, Some(0), "{table}");
}

#[test]
fn wrong_answers_name_the_case_the_row_and_the_fault() {
    let wrong = [
        (
            "boj21133",
            "sample1",
            "printf '1\\n2\\n3\\n4\\n'",
            "row 2: queen in column 2 attacks row 1's queen on a diagonal",
        ),
        (
            "boj21133",
            "sample1",
            "printf '1 3 0 2'",
            "row 3: column 0 is off the board (columns are 1..=4; they are 1-based here)",
        ),
        (
            "boj9175",
            "03-every-residue",
            "printf '4\\n1 3 0 2\\n5\\n0 2 4 1 1\\n'",
            "case 2, row 5: queen in column 1 attacks row 4's queen in the same column",
        ),
        (
            "spoj_nqueen",
            "sample1",
            "printf '2 4 1 3\\n3 6 1 7 4 8 2 5\\n'",
            "case 2, row 1 must keep the given queen in column 2 (the output has column 3)",
        ),
        (
            "spoj_nqueen",
            "sample1",
            "printf '2 4 1 3\\n'",
            "case 2: the output stops after 0 of N = 8 columns",
        ),
    ];
    for (problem, case, command, message) in wrong {
        let (status, table) = judged(problem, case, command);
        assert_eq!(status, Some(1), "{problem} {command}: {table}");
        assert!(table.contains(" WA "), "{problem} {command}: {table}");
        assert!(table.contains(message), "{problem} {command}: {table}");
    }
}

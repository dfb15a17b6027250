//! The fixture pairs are complete and, for the first four problems, correct by
//! checks independent of the kit (OEIS A000170, board and placement validity).
//! That every problem's binary agrees with its fixtures is the judge's job:
//! `tests/judge_interface.rs` judges them all.

use crate::common::*;
use std::collections::BTreeSet;
use std::path::Path;

fn n_of(input: &Path) -> usize {
    read_text(input)
        .trim()
        .parse()
        .unwrap_or_else(|e| panic!("{}: {e}", input.display()))
}

fn expected_for(problem: &str, input: &Path) -> std::path::PathBuf {
    root()
        .join("expected")
        .join(problem)
        .join(input.file_name().unwrap())
}

/// Checks a printed set of boards for n: valid, distinct, and as many as OEIS says.
fn check_boards(n: usize, text: &str) -> Result<(), String> {
    let boards = parse_boards(text)?;
    let mut seen = BTreeSet::new();
    for board in &boards {
        let cols = board_columns(board).ok_or_else(|| format!("malformed board {board:?}"))?;
        if !is_placement(n, &cols) {
            return Err(format!("queens attack each other in {board:?}"));
        }
        if !seen.insert(board.clone()) {
            return Err(format!("duplicate board {board:?}"));
        }
    }
    match boards.len() as u64 == A000170[n] {
        true => Ok(()),
        false => Err(format!(
            "{} boards, OEIS A000170 says {}",
            boards.len(),
            A000170[n]
        )),
    }
}

#[test]
fn every_input_has_an_expected_file_and_every_expected_file_an_input() {
    for problem in problem_ids() {
        let problem = problem.as_str();
        let names = |folder| -> BTreeSet<_> {
            cases(folder, problem)
                .iter()
                .map(|p| p.file_name().unwrap().to_owned())
                .collect()
        };
        let (inputs, expected) = (names("inputs"), names("expected"));
        assert!(!inputs.is_empty(), "{problem}: no fixtures");
        assert_eq!(
            inputs, expected,
            "{problem}: inputs/ and expected/ must pair up by file name"
        );
    }
}

#[test]
fn the_fixtures_cover_the_cases_the_kit_promises() {
    let ns = |problem| -> Vec<usize> { cases("inputs", problem).iter().map(|p| n_of(p)).collect() };
    // LeetCode 51 states 1 <= n <= 9, and Baekjoon 3344 8 <= N <= 99 999.
    assert_eq!(ns("lc51"), (1..=9).collect::<Vec<_>>());
    assert_eq!(ns("lc52"), (1..=9).collect::<Vec<_>>());
    assert_eq!(ns("boj9663"), (1..=14).collect::<Vec<_>>());
    assert_eq!(ns("boj3344"), [8, 26, 213, 2012, 99991, 99999]);
}

#[test]
fn expected_counts_equal_oeis_a000170() {
    for problem in ["lc52", "boj9663"] {
        for input in cases("inputs", problem) {
            let n = n_of(&input);
            let expected = read_text(&expected_for(problem, &input));
            assert_eq!(expected, format!("{}\n", A000170[n]), "{}", input.display());
        }
    }
}

#[test]
fn expected_boards_are_valid_distinct_and_as_many_as_oeis_says() {
    for input in cases("inputs", "lc51") {
        let text = read_text(&expected_for("lc51", &input));
        check_boards(n_of(&input), &text).unwrap_or_else(|e| panic!("{}: {e}", input.display()));
    }
}

#[test]
fn expected_placements_are_valid() {
    for input in cases("inputs", "boj3344") {
        let cols = parse_placement(&read_text(&expected_for("boj3344", &input)));
        assert!(
            cols.is_some_and(|cols| is_placement(n_of(&input), &cols)),
            "{}: not a valid placement",
            input.display()
        );
    }
}

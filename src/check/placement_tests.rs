//! The placement checker in each layout it serves: one column a line
//! (Baekjoon 3344, 21133), N echoed before each case (9175), completions with
//! `-1` for none (30242/30243), and one completion a line (SPOJ NQUEEN).

use super::*;

fn options(base: usize, echo_n: bool, none: NoneMarker) -> PlacementOptions {
    PlacementOptions { base, echo_n, none }
}

/// Baekjoon 3344 and 21133: one case, 1-based, nothing when there is no placement.
const ONE_BASED: PlacementOptions = PlacementOptions {
    base: 1,
    echo_n: false,
    none: NoneMarker::Empty,
};

/// Baekjoon 30242/30243: 1-based completions, `-1` when there is none.
const COMPLETION: PlacementOptions = PlacementOptions {
    base: 1,
    echo_n: false,
    none: NoneMarker::MinusOne,
};

/// A board from the input's 1-based columns, 0 for a row without a queen.
fn partial(columns: &[usize]) -> Board {
    Board {
        n: columns.len(),
        given: columns.iter().map(|&c| c.checked_sub(1)).collect(),
    }
}

fn one(n: usize) -> Vec<Board> {
    vec![Board::empty(n)]
}

fn run(
    options: PlacementOptions,
    boards: &[Board],
    expected: &str,
    got: &str,
) -> Result<(), String> {
    check(
        &options,
        boards,
        expected.as_bytes(),
        std::io::Cursor::new(got),
    )
    .map_err(|f| f.message)
}

#[test]
fn any_valid_placement_is_accepted_in_any_layout() {
    for got in ["2\n4\n1\n3\n", "3 1 4 2", " 3\n\n1 4\t2 "] {
        assert_eq!(
            run(ONE_BASED, &one(4), "2\n4\n1\n3\n", got),
            Ok(()),
            "{got:?}"
        );
    }
    assert_eq!(run(ONE_BASED, &one(1), "1\n", "1"), Ok(()));
    let zero = options(0, false, NoneMarker::Empty);
    assert_eq!(run(zero, &one(4), "1 3 0 2", "2 0 3 1"), Ok(()));
}

#[test]
fn attacking_queens_are_named_by_row_and_column() {
    assert_eq!(
        run(ONE_BASED, &one(4), "2 4 1 3", "2\n4\n1\n1\n"),
        Err("row 4: queen in column 1 attacks row 3's queen in the same column".into())
    );
    assert_eq!(
        run(ONE_BASED, &one(4), "2 4 1 3", "1 3 2 4"),
        Err("row 3: queen in column 2 attacks row 2's queen on a diagonal".into())
    );
    assert_eq!(
        run(ONE_BASED, &one(4), "2 4 1 3", "3 1 2 4"),
        Err("row 3: queen in column 2 attacks row 2's queen on a diagonal".into())
    );
}

#[test]
fn a_wrong_count_of_numbers_is_named() {
    assert_eq!(
        run(ONE_BASED, &one(4), "2 4 1 3", "2\n4\n"),
        Err("the output stops after 2 of N = 4 columns".into())
    );
    assert_eq!(
        run(ONE_BASED, &one(4), "2 4 1 3", "2 4 1 3 3"),
        Err("extra output after the last row: \"3\"".into())
    );
    assert_eq!(
        run(ONE_BASED, &one(4), "2 4 1 3", ""),
        Err("the output stops after 0 of N = 4 columns".into())
    );
}

#[test]
fn columns_off_the_board_and_the_wrong_base_are_named() {
    assert_eq!(
        run(ONE_BASED, &one(4), "2 4 1 3", "1 3 0 2"),
        Err("row 3: column 0 is off the board (columns are 1..=4; they are 1-based here)".into())
    );
    let zero = options(0, false, NoneMarker::Empty);
    assert_eq!(
        run(zero, &one(4), "1 3 0 2", "2 4 1 3"),
        Err("row 2: column 4 is off the board (columns are 0..=3; they are 0-based here)".into())
    );
    let error = run(
        ONE_BASED,
        &one(8),
        "1 5 8 6 3 7 2 4",
        "1 99999999999999999999",
    )
    .unwrap_err();
    assert!(
        error.starts_with("row 2: column 99999999999999999999 is off the board"),
        "{error}"
    );
    assert_eq!(
        run(ONE_BASED, &one(4), "2 4 1 3", "2 x"),
        Err("row 2: \"x\" is not a column number".into())
    );
}

#[test]
fn given_queens_must_stay_where_the_input_put_them() {
    // Baekjoon 30242's third sample: a queen given in row 1, column 3.
    let board = [partial(&[3, 0, 0, 0])];
    assert_eq!(run(COMPLETION, &board, "3 1 4 2", "3 1 4 2"), Ok(()));
    assert_eq!(
        run(COMPLETION, &board, "3 1 4 2", "2 4 1 3"),
        Err("row 1 must keep the given queen in column 3 (the output has column 2)".into())
    );
}

#[test]
fn minus_one_is_accepted_exactly_when_the_expected_file_says_so() {
    // Baekjoon 30242's samples 1, 2 and 4.
    let (empty3, empty4) = ([partial(&[0, 0, 0])], [partial(&[0, 0, 0, 0])]);
    let stuck = [partial(&[0, 0, 0, 1])];
    assert_eq!(run(COMPLETION, &empty3, "-1\n", "-1"), Ok(()));
    assert_eq!(run(COMPLETION, &stuck, "-1\n", " -1\n"), Ok(()));
    assert_eq!(
        run(COMPLETION, &empty4, "2 4 1 3\n", "-1\n"),
        Err("a placement exists, but the output says -1".into())
    );
    assert_eq!(
        run(COMPLETION, &[partial(&[3, 0, 0, 0])], "3 1 4 2\n", "-1\n"),
        Err("a completion exists, but the output says -1".into())
    );
    assert_eq!(
        run(COMPLETION, &stuck, "-1\n", "2 4 3 1\n"),
        Err("no completion of the given queens exists, but the output gives \"2\" where -1 should be".into())
    );
    assert_eq!(
        run(COMPLETION, &empty3, "-1\n", ""),
        Err("the output ends where -1 should be".into())
    );
    assert_eq!(
        run(COMPLETION, &empty3, "-1\n", "-1 -1"),
        Err("extra output after the last row: \"-1\"".into())
    );
}

#[test]
fn an_empty_answer_is_accepted_exactly_when_the_expected_file_is_empty_there() {
    assert_eq!(run(ONE_BASED, &one(3), "", ""), Ok(()));
    assert_eq!(
        run(ONE_BASED, &one(3), "", "1 3 2\n"),
        Err("no placement exists for N = 3, but the output starts with \"1\"".into())
    );
    assert_eq!(
        run(ONE_BASED, &one(4), "2 4 1 3", "\n"),
        Err("the output stops after 0 of N = 4 columns".into())
    );
}

#[test]
fn several_cases_are_read_one_after_another_and_named() {
    // Baekjoon 9175's sample output, lines wrapped as the statement prints them.
    let echo = options(0, true, NoneMarker::Empty);
    let boards: Vec<Board> = [4, 8, 25, 50].map(Board::empty).into();
    let sample = "4\n 2 0 3 1\n8\n 2 7 3 6 0 5 1 4\n25\n 14 7 18 22 13 10 24 11 1 20 6 0 15 8 5 16 23 17 4 21 12 2 19 3 9\n50\n 22 13 15 44 27 3 1 4 19 40 20 5 31 49 7 29 18 6 2 36 28 12 38 43\n 39 11 26 14 0 30 34 8 41 9 16 10 17 33 45 42 46 24 47 35 32 23\n 25 37 21 48\n";
    assert_eq!(run(echo, &boards, sample, sample), Ok(()));
    let other =
        sample
            .replacen("2 0 3 1", "1 3 0 2", 1)
            .replacen("2 7 3 6 0 5 1 4", "0 4 7 5 2 6 1 3", 1);
    assert_eq!(run(echo, &boards, sample, &other), Ok(()));
    assert_eq!(
        run(
            echo,
            &boards,
            sample,
            &sample.replacen("2 7 3 6", "2 7 3 7", 1)
        ),
        Err("case 2, row 4: queen in column 7 attacks row 2's queen in the same column".into())
    );
    assert_eq!(
        run(echo, &boards, sample, &sample.replacen("8\n", "9\n", 1)),
        Err("case 2: the answer should start with N = 8, found \"9\"".into())
    );
    // A missing number makes the case take the next case's N as its last column.
    assert_eq!(
        run(
            echo,
            &boards,
            sample,
            &sample.replacen(" 2 0 3 1", " 2 0 3", 1)
        ),
        Err("case 1, row 4: column 8 is off the board (columns are 0..=3)".into())
    );
    assert_eq!(
        run(echo, &boards, sample, &format!("{sample}7\n")),
        Err("extra output after the last case: \"7\"".into())
    );
    let mut cut = sample.trim_end().to_string();
    cut.truncate(cut.len() - 3);
    assert_eq!(
        run(echo, &boards, sample, &cut),
        Err("case 4: the output stops after 49 of N = 50 columns".into())
    );
}

#[test]
fn a_completion_per_line_is_checked_against_that_lines_queens() {
    // SPOJ NQUEEN's sample.
    let boards = [partial(&[0, 0, 0, 0]), partial(&[2, 0, 0, 0, 4, 0, 0, 0])];
    let expected = "2 4 1 3\n2 6 1 7 4 8 3 5\n";
    assert_eq!(run(ONE_BASED, &boards, expected, expected), Ok(()));
    assert_eq!(
        run(ONE_BASED, &boards, expected, "3 1 4 2 2 6 1 7 4 8 3 5"),
        Ok(())
    );
    assert_eq!(
        run(ONE_BASED, &boards, expected, "3 1 4 2\n2 6 8 3 1 4 7 5\n"),
        Err("case 2, row 5 must keep the given queen in column 4 (the output has column 1)".into())
    );
}

#[test]
fn a_case_without_a_placement_prints_nothing_among_others() {
    let boards = [Board::empty(4), Board::empty(3), Board::empty(4)];
    let expected = "2 4 1 3\n\n3 1 4 2\n";
    assert_eq!(
        run(ONE_BASED, &boards, expected, "3 1 4 2\n2 4 1 3\n"),
        Ok(())
    );
    assert_eq!(
        run(ONE_BASED, &boards, expected, "3 1 4 2\n1 3 2\n2 4 1 3\n"),
        Err(
            "case 3, row 3: queen in column 2 attacks row 2's queen on a diagonal \
             (case 2 has no placement, so it prints nothing)"
                .into()
        )
    );
}

#[test]
fn a_broken_expected_file_is_reported_as_such() {
    assert_eq!(
        run(COMPLETION, &[partial(&[0, 0, 0, 0])], "1 2 3 4", "2 4 1 3"),
        Err("the expected file is broken: row 2: queen in column 2 attacks row 1's queen on a diagonal".into())
    );
    assert_eq!(
        run(ONE_BASED, &one(4), "2 4 1 3 5", "2 4 1 3"),
        Err("the expected file is broken: \"5\" after the last case".into())
    );
}

//! The N-Queens completion problems (`boj30242`, `boj30243`): their fixtures are
//! inside the statement and correct by checks independent of the kit, and their
//! binaries' answers are valid.
//!
//! An expected completion is checked square by square; an expected `-1` is
//! proved again by an exhaustive search written here, unlike the references
//! (which branch on rows, or on rows and columns) and the problems' kernel
//! (bitsets): it branches on the unused column with the fewest open squares, on
//! a grid of booleans, and closes a branch when any empty row or unused column
//! has no open square. The generator's own verdicts on `boj30243`'s `hard-NN`
//! instances must agree too.

use crate::common::*;

const PROBLEMS: [&str; 2] = ["boj30242", "boj30243"];

/// N and the given columns (1-based, 0 = empty row) of an input file.
fn instance(text: &str) -> (usize, Vec<usize>) {
    let numbers: Vec<usize> = text
        .split_whitespace()
        .map(|t| t.parse().expect("an input of integers"))
        .collect();
    (numbers[0], numbers[1..].to_vec())
}

fn attack((r1, c1): (usize, usize), (r2, c2): (usize, usize)) -> bool {
    r1 == r2 || c1 == c2 || r1.abs_diff(r2) == c1.abs_diff(c2)
}

/// Checks an answer: `Ok(None)` for `-1`, `Ok(Some(columns))` for a valid
/// completion that keeps every given queen, or what is wrong with it.
fn judge_answer(given: &[usize], text: &str) -> Result<Option<Vec<usize>>, String> {
    if text.split_whitespace().eq(["-1"]) {
        return Ok(None);
    }
    if text.lines().count() != 1 {
        return Err(format!("{} lines, not one", text.lines().count()));
    }
    let cols: Vec<usize> = text
        .split_whitespace()
        .map(|t| t.parse().map_err(|_| format!("{t:?} is not a column")))
        .collect::<Result<_, _>>()?;
    if cols.len() != given.len() {
        return Err(format!("{} columns for N = {}", cols.len(), given.len()));
    }
    for (r, &c) in cols.iter().enumerate() {
        if !(1..=given.len()).contains(&c) {
            return Err(format!("row {}: column {c} is off the board", r + 1));
        }
        if given[r] != 0 && given[r] != c {
            return Err(format!(
                "row {} must keep the given queen in column {}",
                r + 1,
                given[r]
            ));
        }
        if let Some(r2) = (0..r).find(|&r2| attack((r, c), (r2, cols[r2]))) {
            return Err(format!("rows {} and {} attack each other", r2 + 1, r + 1));
        }
    }
    Ok(Some(cols))
}

/// Whether some completion exists, by the column-first search described above.
fn completion_exists(given: &[usize]) -> bool {
    let n = given.len();
    // open[r][c]: an empty row r could take a queen in column c (0-based).
    let mut open = vec![vec![true; n]; n];
    let mut empty = vec![true; n];
    let mut unused = vec![true; n];
    for (r, &c) in given.iter().enumerate().filter(|(_, &c)| c != 0) {
        empty[r] = false;
        unused[c - 1] = false;
    }
    for (r, row) in open.iter_mut().enumerate() {
        for (c, square) in row.iter_mut().enumerate() {
            let queens = given.iter().enumerate().filter(|(_, &g)| g != 0);
            *square = empty[r]
                && unused[c]
                && queens.clone().all(|(r2, &g)| !attack((r, c), (r2, g - 1)));
        }
    }
    fn search(open: &[Vec<bool>], empty: &[bool], unused: &[bool]) -> bool {
        let n = open.len();
        for r in (0..n).filter(|&r| empty[r]) {
            if !(0..n).any(|c| open[r][c]) {
                return false;
            }
        }
        let fewest = (0..n)
            .filter(|&c| unused[c])
            .map(|c| (open.iter().filter(|row| row[c]).count(), c))
            .min();
        let Some((count, c)) = fewest else {
            return true;
        };
        if count == 0 {
            return false;
        }
        for r in (0..n).filter(|&r| open[r][c]) {
            // A queen on (r, c): close its row, its column and its diagonals.
            let mut next = open.to_vec();
            for (r2, row) in next.iter_mut().enumerate() {
                for (c2, square) in row.iter_mut().enumerate() {
                    *square &= !attack((r, c), (r2, c2));
                }
            }
            let (mut empty, mut unused) = (empty.to_vec(), unused.to_vec());
            empty[r] = false;
            unused[c] = false;
            if search(&next, &empty, &unused) {
                return true;
            }
        }
        false
    }
    search(&open, &empty, &unused)
}

/// The statement's bounds on N from the header's `- input: partial LO..=HI`.
fn bounds(problem: &str) -> (usize, usize) {
    let kind = header_field(problem, "input").expect("an input line");
    let range = kind
        .strip_prefix("partial ")
        .expect("input: partial LO..=HI");
    let (lo, hi) = range.split_once("..=").expect("LO..=HI");
    (lo.parse().unwrap(), hi.parse().unwrap())
}

#[test]
fn every_input_lies_inside_the_statement() {
    for problem in PROBLEMS {
        let (lo, hi) = bounds(problem);
        for input in cases("inputs", problem) {
            let (n, given) = instance(&read_text(&input));
            let what = input.display();
            assert!(
                (lo..=hi).contains(&n),
                "{what}: N = {n} outside {lo}..={hi}"
            );
            assert_eq!(given.len(), n, "{what}: N columns");
            assert!(
                given.iter().all(|&c| c <= n),
                "{what}: a column off the board"
            );
            assert!(
                given.contains(&0),
                "{what}: the statement leaves a row empty"
            );
            let queens: Vec<(usize, usize)> = (0..n)
                .filter(|&r| given[r] != 0)
                .map(|r| (r, given[r]))
                .collect();
            for (i, &q) in queens.iter().enumerate() {
                let other = queens[..i].iter().find(|&&p| attack(p, q));
                assert!(
                    other.is_none(),
                    "{what}: given queens {other:?} and {q:?} attack"
                );
            }
        }
    }
}

#[test]
fn every_expected_completion_is_valid_and_every_minus_one_is_proved_again() {
    for problem in PROBLEMS {
        let (mut completions, mut none) = (0, 0);
        for input in cases("inputs", problem) {
            let (_, given) = instance(&read_text(&input));
            let expected = root()
                .join("expected")
                .join(problem)
                .join(input.file_name().unwrap());
            match judge_answer(&given, &read_text(&expected)) {
                Ok(Some(_)) => completions += 1,
                Ok(None) => {
                    assert!(
                        !completion_exists(&given),
                        "{}: a completion exists",
                        expected.display()
                    );
                    none += 1;
                }
                Err(e) => panic!("{}: {e}", expected.display()),
            }
        }
        assert!(
            completions >= 5 && none >= 5,
            "{problem}: {completions} completions, {none} -1"
        );
    }
}

#[test]
fn the_generators_verdicts_agree_with_the_expected_files() {
    let listed = read_text(&root().join("scripts/reference/boj30243_hard.txt"));
    let mut count = 0;
    for line in listed
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let (head, columns) = line.split_once('|').expect("name … | columns");
        let fields: Vec<&str> = head.split_whitespace().collect();
        let (name, verdict) = (fields[0], fields[4]);
        let file = format!("{name}.txt");
        let (n, given) = instance(&read_text(&root().join("inputs/boj30243").join(&file)));
        let listed: Vec<usize> = columns
            .split_whitespace()
            .map(|c| c.parse().unwrap())
            .collect();
        assert_eq!(
            (n, &given),
            (listed.len(), &listed),
            "{name}: not the generator's instance"
        );
        let expected = read_text(&root().join("expected/boj30243").join(&file));
        let solvable = judge_answer(&given, &expected).unwrap().is_some();
        assert_eq!(
            solvable,
            verdict == "solvable",
            "{name}: the generator says {verdict}"
        );
        count += 1;
    }
    assert_eq!(count, 10, "ten hard instances");
}

#[test]
fn the_binaries_answer_every_fixture_with_a_valid_completion_or_a_justified_minus_one() {
    for problem in PROBLEMS {
        let binary = problem_binary(problem);
        for input in cases("inputs", problem) {
            let text = read_text(&input);
            let (_, given) = instance(&text);
            let out = run(&binary, &[], text.as_bytes());
            let what = input.display();
            assert!(
                out.status.success(),
                "{what}: {}",
                String::from_utf8_lossy(&out.stderr)
            );
            let got = judge_answer(&given, &String::from_utf8_lossy(&out.stdout))
                .unwrap_or_else(|e| panic!("{what}: {e}"));
            let expected = root()
                .join("expected")
                .join(problem)
                .join(input.file_name().unwrap());
            let exists = judge_answer(&given, &read_text(&expected))
                .unwrap()
                .is_some();
            assert_eq!(got.is_some(), exists, "{what}: printed {:?}", got);
        }
    }
}

#[test]
fn the_checks_here_catch_wrong_answers() {
    let given = [0, 0, 0, 0];
    assert_eq!(
        judge_answer(&given, "2 4 1 3\n"),
        Ok(Some(vec![2, 4, 1, 3]))
    );
    assert!(judge_answer(&given, "1 2 3 4\n").is_err(), "attacking pair");
    assert!(judge_answer(&given, "2 4 1\n").is_err(), "count");
    assert!(judge_answer(&given, "1 3 0 2\n").is_err(), "base");
    assert!(
        judge_answer(&[3, 0, 0, 0], "2 4 1 3\n").is_err(),
        "given queen moved"
    );
    assert!(completion_exists(&given) && !completion_exists(&[0, 0, 0, 1]));
    assert!(!completion_exists(&[0, 0, 0]) && completion_exists(&[0]));
}

//! # Baekjoon 21133 — N-Queen 2
//!
//! <https://www.acmicpc.net/problem/21133>
//!
//! ## Problem
//! Print one way to put N queens on an N × N board so that no two attack each
//! other. Any valid placement is accepted (special judge).
//!
//! ## Constraints
//! 4 ≤ N ≤ 10 000. This binary accepts exactly that range.
//!
//! ## Judge
//! - judge: baekjoon
//! - time limit: 0.1 s
//! - memory limit: 512 MiB
//! - output limit: 1 MiB
//! - checker: placement base=1 none=empty
//! - input: n 4..=10000
//! - language extras: none
//!
//! Limits from the problem page: 0.1 s with no extra time for any language
//! (hence `language extras: none`: Python gets 0.1 s here too), 512 MB. The largest output is 48 894 bytes.
//!
//! ## Input / Output
//! Input: one line with N. Output: N lines; line i holds the 1-based column of
//! the queen in row i.
//!
//! ## Approach
//! No search: a known explicit construction. List the even columns 2, 4, 6, …
//! then the odd ones 1, 3, 5, …; that is already valid unless N mod 6 is 2 or 3.
//! For N mod 6 = 2, swap 1 and 3 among the odd columns and move 5 to the end;
//! for N mod 6 = 3, move 2 to the end of the evens and 1, 3 to the end of the
//! odds. The columns come out as five runs of step 2. Each run keeps its
//! current line (decimal digits, then the newline) as the bytes of one `u64`
//! and steps it by 2 in place, carrying left only every fifth step; the lines
//! go into one buffer as fixed 8-byte stores and out in one write. Time O(N),
//! memory O(N) bytes (about 80 KB at most).
//!
//! The whole file is the submission: paste everything between the markers.

// ---- submit: begin ----
use std::io::{self, Read, Write};

/// The statement's bounds on N.
const MIN_N: usize = 4;
const MAX_N: usize = 10_000;

/// The queens' columns (1-based) row by row as five runs `first, first + 2,
/// …` up to `last` (empty when first > last); `n` must be at least 4.
fn runs(n: usize) -> [(usize, usize); 5] {
    const EMPTY: (usize, usize) = (1, 0);
    match n % 6 {
        2 => [(2, n), (3, 3), (1, 1), (7, n - 1), (5, 5)],
        3 => [(4, n - 1), (2, 2), (5, n), (1, 1), (3, 3)],
        _ => [(2, n), (1, n), EMPTY, EMPTY, EMPTY],
    }
}

/// The same columns one by one.
pub fn placement(n: usize) -> Vec<usize> {
    let runs = runs(n).into_iter();
    runs.flat_map(|(first, last)| (first..=last).step_by(2))
        .collect()
}

/// Reads the one integer N from `input`, or says what was wrong and what is accepted.
fn parse_n(input: &str) -> Result<usize, String> {
    let accepted = format!("expected one integer N with {MIN_N} <= N <= {MAX_N}");
    let mut tokens = input.split_whitespace();
    let Some(token) = tokens.next() else {
        return Err(format!("empty input: {accepted}"));
    };
    let shown: String = token.chars().take(24).collect();
    if tokens.next().is_some() {
        return Err(format!("unexpected input after N = {shown}: {accepted}"));
    }
    let digits = token.strip_prefix(['-', '+']).unwrap_or(token);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(format!("{shown:?} is not an integer: {accepted}"));
    }
    match token.parse::<usize>() {
        Ok(n) if (MIN_N..=MAX_N).contains(&n) => Ok(n),
        _ => Err(format!("N = {shown} is out of range: {accepted}")),
    }
}

/// The columns of `runs` as decimal lines, one per row. Each line (digits,
/// then the newline) lives in a `u64` as little-endian bytes, is stored as
/// one 8-byte block, and is stepped by 2 in place, carrying left, so no
/// number is ever divided down. Numbers have at most 7 digits.
fn render(runs: &[(usize, usize)]) -> Vec<u8> {
    let lines: usize = runs
        .iter()
        .map(|&(f, l)| if f <= l { (l - f) / 2 + 1 } else { 0 })
        .sum();
    let (mut out, mut len) = (vec![0u8; 8 * lines + 8], 0);
    for &(first, last) in runs.iter().filter(|(first, last)| first <= last) {
        let digits = first.to_string();
        let mut width = digits.len();
        let mut line = u64::from(b'\n') << (8 * width);
        for (p, d) in digits.bytes().enumerate() {
            line |= u64::from(d) << (8 * p);
        }
        let mut x = first;
        loop {
            out[len..len + 8].copy_from_slice(&line.to_le_bytes());
            len += width + 1;
            if last - x < 2 {
                break;
            }
            x += 2;
            // Add 2 to the last digit, carrying to the left.
            let mut p = width - 1;
            line += 2 << (8 * p);
            while (line >> (8 * p)) as u8 > b'9' {
                line -= 10 << (8 * p);
                if p == 0 {
                    line = line << 8 | u64::from(b'1');
                    width += 1;
                    break;
                }
                p -= 1;
                line += 1 << (8 * p);
            }
        }
    }
    out.truncate(len);
    out
}

fn main() {
    let mut input = Vec::new();
    let n = io::stdin()
        .read_to_end(&mut input)
        .map_err(|e| format!("cannot read stdin: {e}"))
        .and_then(|_| parse_n(&String::from_utf8_lossy(&input)));
    let n = match n {
        Ok(n) => n,
        Err(message) => {
            eprintln!("boj21133: {message}");
            std::process::exit(2);
        }
    };
    let mut out = io::stdout().lock();
    if out
        .write_all(&render(&runs(n)))
        .and_then(|_| out.flush())
        .is_err()
    {
        std::process::exit(1);
    }
}
// ---- submit: end ----

#[cfg(test)]
mod tests {
    use super::*;

    /// Checks `columns` (1-based, row by row): each column and each diagonal used once.
    fn is_placement(n: usize, columns: &[usize]) -> bool {
        let mut used = vec![false; 5 * n + 2];
        columns.len() == n
            && columns.iter().enumerate().all(|(row, &c)| {
                (1..=n).contains(&c)
                    && [c, n + 1 + row + c, 3 * n + 1 + row + n - c]
                        .iter()
                        .all(|&key| !std::mem::replace(&mut used[key], true))
            })
    }

    /// The seeds' approach: backtrack row by row, comparing the new queen with
    /// every earlier one, and stop at the first placement.
    fn naive_first(n: usize) -> Option<Vec<usize>> {
        fn go(n: usize, columns: &mut Vec<usize>) -> bool {
            if columns.len() == n {
                return true;
            }
            let row = columns.len();
            for c in 1..=n {
                let safe = columns
                    .iter()
                    .enumerate()
                    .all(|(r, &d)| d != c && d.abs_diff(c) != row - r);
                if safe {
                    columns.push(c);
                    if go(n, columns) {
                        return true;
                    }
                    columns.pop();
                }
            }
            false
        }
        let mut columns = Vec::new();
        go(n, &mut columns).then_some(columns)
    }

    #[test]
    fn the_sample_answer_and_ours_are_valid() {
        // The statement prints 2 4 1 3 for N = 4; any placement is accepted.
        assert!(is_placement(4, &[2, 4, 1, 3]));
        assert_eq!(parse_n("4\n"), Ok(4));
        let printed = String::from_utf8(render(&runs(4))).unwrap();
        let columns: Vec<usize> = printed.lines().map(|l| l.parse().unwrap()).collect();
        assert!(is_placement(4, &columns), "{printed:?}");
    }

    #[test]
    fn the_naive_search_and_the_construction_agree_that_placements_exist() {
        for n in MIN_N..=12 {
            let found = naive_first(n).expect("a placement exists for n >= 4");
            assert!(is_placement(n, &found), "naive n = {n}");
            assert!(is_placement(n, &placement(n)), "n = {n}");
        }
    }

    #[test]
    fn every_n_in_the_statements_range_gets_a_valid_placement() {
        for n in MIN_N..=MAX_N {
            assert!(is_placement(n, &placement(n)), "n = {n}");
        }
    }

    #[test]
    fn output_is_one_column_per_line() {
        for n in (MIN_N..=200).chain(9990..=MAX_N) {
            let expected: String = placement(n).iter().map(|c| format!("{c}\n")).collect();
            assert_eq!(
                String::from_utf8(render(&runs(n))).unwrap(),
                expected,
                "n = {n}"
            );
        }
        assert_eq!(render(&runs(MAX_N)).len(), 48_894);
    }

    #[test]
    fn stepped_digits_match_formatted_numbers_across_every_carry() {
        let runs = [
            (1, 1),
            (3, 0),
            (1, 100_001),
            (2, 1_000_000),
            (97, 103),
            (9_999_991, 9_999_999),
        ];
        let expected: String = runs
            .iter()
            .flat_map(|&(first, last)| (first..=last).step_by(2))
            .map(|x| format!("{x}\n"))
            .collect();
        assert_eq!(String::from_utf8(render(&runs)).unwrap(), expected);
    }

    #[test]
    fn parse_rejects_bad_input_with_the_accepted_range() {
        assert_eq!(parse_n(" 10000 \n"), Ok(10_000));
        for bad in [
            "",
            "x",
            "3",
            "0",
            "-4",
            "10001",
            "4 4",
            "4.0",
            "99999999999999999999999",
        ] {
            let err = parse_n(bad).unwrap_err();
            assert!(err.contains("4 <= N <= 10000"), "{bad:?}: {err}");
        }
    }
}

//! # Baekjoon 9663 — N-Queen
//!
//! <https://www.acmicpc.net/problem/9663>
//!
//! ## Problem
//! Count the ways to put N queens on an N × N chessboard so that no two share a
//! row, a column or a diagonal.
//!
//! ## Constraints
//! 1 ≤ N < 15 on the judge. This binary accepts 1 ≤ N ≤ 20 and counts in `u64`.
//!
//! ## Judge
//! - judge: baekjoon
//! - time limit: 10 s
//! - memory limit: 128 MiB
//! - output limit: 1 MiB
//! - checker: tokens
//!
//! ## Input / Output
//! Input: one line with N. Output: one line with the number of placements.
//!
//! ## Approach
//! Row-by-row backtracking where the attacked columns and both diagonal directions
//! are three bitmasks, so the free squares of a row are `!(cols | ld | rd) & full`
//! and each step takes the lowest set bit. The board's left–right mirror maps the
//! solutions whose first-row queen sits in the left half one-to-one onto those
//! with it in the right half, so only the left half (plus the middle column when
//! N is odd) is searched and doubled. Time O(N!) in the worst case (about
//! 0.5 × the plain bitmask search in practice), memory O(N) for the recursion.
//!
//! The whole file is the submission: paste everything between the markers.

// ---- submit: begin ----
use std::io::{self, BufWriter, Read, Write};

/// The largest N this binary accepts: beyond it a single thread needs hours.
const MAX_N: u64 = 20;

/// Number of ways to place `n` non-attacking queens on an `n × n` board, for 1 ≤ n ≤ 31.
pub fn count_n_queens(n: u32) -> u64 {
    let full = (1u32 << n) - 1;
    let mut total = 0;
    // Left-half first-row queens stand for themselves and their mirror images.
    for col in 0..n / 2 {
        let bit = 1 << col;
        total += 2 * count_from(full, bit, bit << 1, bit >> 1);
    }
    if n % 2 == 1 {
        let bit = 1 << (n / 2);
        total += count_from(full, bit, bit << 1, bit >> 1);
    }
    total
}

/// Completions of a partial board given the columns and the two diagonal
/// directions attacked in the next row.
fn count_from(full: u32, cols: u32, ld: u32, rd: u32) -> u64 {
    if cols == full {
        return 1;
    }
    let mut free = full & !(cols | ld | rd);
    let mut total = 0;
    while free != 0 {
        let bit = free & free.wrapping_neg();
        free ^= bit;
        total += count_from(full, cols | bit, (ld | bit) << 1, (rd | bit) >> 1);
    }
    total
}

/// Reads the one integer N from `input`, or says what was wrong and what is accepted.
fn parse_n(input: &str, max: u64) -> Result<u64, String> {
    let accepted = format!("expected one integer N with 1 <= N <= {max}");
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
    match token.parse::<u64>() {
        Ok(n) if (1..=max).contains(&n) => Ok(n),
        _ => Err(format!("N = {shown} is out of range: {accepted}")),
    }
}

fn main() {
    let mut input = Vec::new();
    let n = io::stdin()
        .read_to_end(&mut input)
        .map_err(|e| format!("cannot read stdin: {e}"))
        .and_then(|_| parse_n(&String::from_utf8_lossy(&input), MAX_N));
    let n = match n {
        Ok(n) => n as u32,
        Err(message) => {
            eprintln!("boj9663: {message}");
            std::process::exit(2);
        }
    };
    let mut out = BufWriter::new(io::stdout().lock());
    if writeln!(out, "{}", count_n_queens(n))
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
    use std::collections::HashSet;

    /// OEIS A000170, n = 1..=15: the published counts, used only as expectations.
    const A000170: [u64; 15] = [
        1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596, 2279184,
    ];

    /// The seeds' approach: row by row, with sets of used columns and diagonals.
    fn naive_count(n: i32) -> u64 {
        fn go(n: i32, row: i32, used: &mut [HashSet<i32>; 3]) -> u64 {
            if row == n {
                return 1;
            }
            let mut total = 0;
            for col in 0..n {
                let keys = [col, row + col, row - col];
                if keys.iter().zip(used.iter()).any(|(k, set)| set.contains(k)) {
                    continue;
                }
                keys.iter().zip(used.iter_mut()).for_each(|(k, s)| {
                    s.insert(*k);
                });
                total += go(n, row + 1, used);
                keys.iter().zip(used.iter_mut()).for_each(|(k, s)| {
                    s.remove(k);
                });
            }
            total
        }
        go(n, 0, &mut Default::default())
    }

    #[test]
    fn sample_eight_queens_have_92_placements() {
        assert_eq!(count_n_queens(8), 92);
    }

    #[test]
    fn fast_path_matches_the_naive_reference() {
        for n in 1..=10 {
            assert_eq!(count_n_queens(n as u32), naive_count(n), "n = {n}");
        }
    }

    #[test]
    fn counts_match_oeis_a000170_up_to_15() {
        for (i, &expected) in A000170.iter().enumerate() {
            assert_eq!(count_n_queens(i as u32 + 1), expected, "n = {}", i + 1);
        }
    }

    #[test]
    #[ignore = "slow: about a minute in release"]
    fn counts_match_oeis_a000170_for_16_to_18() {
        for (n, expected) in [(16, 14772512), (17, 95815104), (18, 666090624)] {
            assert_eq!(count_n_queens(n), expected, "n = {n}");
        }
    }

    #[test]
    fn parse_accepts_one_integer_in_range() {
        assert_eq!(parse_n("14\n", MAX_N), Ok(14));
        assert_eq!(parse_n("  +1 ", MAX_N), Ok(1));
    }

    #[test]
    fn parse_rejects_bad_input_with_the_accepted_range() {
        for bad in [
            "",
            " \n",
            "abc",
            "3.5",
            "0",
            "-3",
            "21",
            "99999999999999999999999",
            "4 5",
        ] {
            let err = parse_n(bad, MAX_N).unwrap_err();
            assert!(err.contains("1 <= N <= 20"), "{bad:?}: {err}");
            assert!(!err.contains('\n'), "{bad:?}: one line, got {err:?}");
        }
    }
}

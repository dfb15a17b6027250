//! # LeetCode 52 — N-Queens II
//!
//! <https://leetcode.com/problems/n-queens-ii/>
//!
//! ## Problem
//! Given n, return how many ways there are to place n queens on an n × n board
//! with no two attacking each other (same row, column or diagonal).
//!
//! ## Constraints
//! 1 ≤ n ≤ 9 on LeetCode. This binary accepts 1 ≤ n ≤ 18, the largest n whose
//! count (666 090 624) still fits the `i32` that LeetCode's signature returns.
//!
//! ## Judge
//! - judge: leetcode
//! - time limit: 1 s
//! - memory limit: 256 MiB
//! - output limit: 1 MiB
//! - checker: tokens
//!
//! ## Input / Output
//! Input: one integer n (LeetCode's testcase format). Output: the count on one line.
//!
//! ## Approach
//! Row-by-row backtracking with the attacked columns and both diagonal
//! directions kept as bitmasks; the free squares of a row are
//! `!(cols | ld | rd) & full` and each step takes the lowest set bit. Only
//! first-row queens in the left half (and the middle column for odd n) are
//! searched; the left–right mirror pairs every other solution with one of those.
//! Time O(n!) in the worst case, memory O(n).
//!
//! Paste the `impl Solution` between the markers; LeetCode supplies `struct Solution;`.

use std::io::{self, BufWriter, Read, Write};

struct Solution;

// ---- submit: begin ----
impl Solution {
    pub fn total_n_queens(n: i32) -> i32 {
        let n = n as u32;
        let full = (1u32 << n) - 1;
        let mut total = 0;
        // Left-half first-row queens stand for themselves and their mirror images.
        for col in 0..n / 2 {
            let bit = 1 << col;
            total += 2 * Self::count_from(full, bit, bit << 1, bit >> 1);
        }
        if n % 2 == 1 {
            let bit = 1 << (n / 2);
            total += Self::count_from(full, bit, bit << 1, bit >> 1);
        }
        total
    }

    /// Completions of a partial board given the columns and the two diagonal
    /// directions attacked in the next row.
    fn count_from(full: u32, cols: u32, ld: u32, rd: u32) -> i32 {
        if cols == full {
            return 1;
        }
        let mut free = full & !(cols | ld | rd);
        let mut total = 0;
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            total += Self::count_from(full, cols | bit, (ld | bit) << 1, (rd | bit) >> 1);
        }
        total
    }
}
// ---- submit: end ----

/// The largest n whose count fits in `i32`.
const MAX_N: i64 = 18;

/// Reads the one integer n from `input`, or says what was wrong and what is accepted.
fn parse_n(input: &str, max: i64) -> Result<i32, String> {
    let accepted = format!("expected one integer n with 1 <= n <= {max}");
    let mut tokens = input.split_whitespace();
    let Some(token) = tokens.next() else {
        return Err(format!("empty input: {accepted}"));
    };
    let shown: String = token.chars().take(24).collect();
    if tokens.next().is_some() {
        return Err(format!("unexpected input after n = {shown}: {accepted}"));
    }
    let digits = token.strip_prefix(['-', '+']).unwrap_or(token);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(format!("{shown:?} is not an integer: {accepted}"));
    }
    match token.parse::<i64>() {
        Ok(n) if (1..=max).contains(&n) => Ok(n as i32),
        _ => Err(format!("n = {shown} is out of range: {accepted}")),
    }
}

fn main() {
    let mut input = Vec::new();
    let n = io::stdin()
        .read_to_end(&mut input)
        .map_err(|e| format!("cannot read stdin: {e}"))
        .and_then(|_| parse_n(&String::from_utf8_lossy(&input), MAX_N));
    let n = match n {
        Ok(n) => n,
        Err(message) => {
            eprintln!("lc52: {message}");
            std::process::exit(2);
        }
    };
    let mut out = BufWriter::new(io::stdout().lock());
    let count = Solution::total_n_queens(n);
    if writeln!(out, "{count}").and_then(|_| out.flush()).is_err() {
        std::process::exit(1);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    /// OEIS A000170, n = 1..=15: the published counts, used only as expectations.
    const A000170: [i32; 15] = [
        1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596, 2279184,
    ];

    /// The seeds' approach: row by row, with sets of used columns and diagonals.
    fn naive_count(n: i32) -> i32 {
        fn go(n: i32, row: i32, used: &mut [HashSet<i32>; 3]) -> i32 {
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
    fn samples_from_the_statement() {
        assert_eq!(Solution::total_n_queens(4), 2);
        assert_eq!(Solution::total_n_queens(1), 1);
    }

    #[test]
    fn fast_path_matches_the_naive_reference() {
        for n in 1..=10 {
            assert_eq!(Solution::total_n_queens(n), naive_count(n), "n = {n}");
        }
    }

    #[test]
    fn counts_match_oeis_a000170_up_to_15() {
        for (i, &expected) in A000170.iter().enumerate() {
            let n = i as i32 + 1;
            assert_eq!(Solution::total_n_queens(n), expected, "n = {n}");
        }
    }

    #[test]
    #[ignore = "slow: about a minute in release"]
    fn counts_match_oeis_a000170_for_16_to_18() {
        for (n, expected) in [(16, 14772512), (17, 95815104), (18, 666090624)] {
            assert_eq!(Solution::total_n_queens(n), expected, "n = {n}");
        }
    }

    #[test]
    fn parse_accepts_one_integer_in_range() {
        assert_eq!(parse_n("9\n", MAX_N), Ok(9));
        assert_eq!(parse_n("18", MAX_N), Ok(18));
    }

    #[test]
    fn parse_rejects_bad_input_with_the_accepted_range() {
        for bad in ["", "\n", "n=4", "4.0", "0", "-1", "19", "2147483648", "4 4"] {
            let err = parse_n(bad, MAX_N).unwrap_err();
            assert!(err.contains("1 <= n <= 18"), "{bad:?}: {err}");
            assert!(!err.contains('\n'), "{bad:?}: one line, got {err:?}");
        }
    }
}

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
//! - time limit: 1 s (practice)
//! - memory limit: 256 MiB (practice)
//! - output limit: 1 MiB
//! - checker: tokens
//! - input: n 1..=9
//! - leetcode method: totalNQueens(n: integer) -> integer
//!
//! ## Input / Output
//! Input: one integer n (LeetCode's testcase format). Output: the count on one line.
//!
//! ## Approach
//! The same method as `boj9663.rs`, written as one `impl Solution`. Every
//! placement has one queen in each border line (top and bottom rows, left and
//! right columns; a corner queen serves two). Those border queens are
//! enumerated first, and of each class of borders that the board's 8 rotations
//! and reflections map onto each other only one is searched, its count weighted
//! by the class size (8, 4 or 2). The image searched is the preferred one: its
//! bottom queen near a corner, its side queens far from the top and bottom rows
//! (a rule fitted to measured search sizes).
//!
//! The free rows are filled top to bottom with bitmasks for attacked columns
//! and diagonals (column c at bit n + c of a `u64`, so every border queen's
//! diagonals are entered up front); rows held by side queens are skipped with a
//! wider shift; the search is unrolled into one nested function per number of
//! rows left, placing a queen only if the next two rows keep a free square (from
//! five rows left on); the last two rows are counted without branching. Time: exponential, about
//! 0.14 × the plain bitmask search at n = 16; memory O(n). LeetCode's n ≤ 9
//! takes microseconds, so this stays on one thread.
//!
//! Paste the `impl Solution` between the markers; LeetCode supplies `struct Solution;`.

use std::io::{self, BufWriter, Read, Write};

struct Solution;

// ---- submit: begin ----
impl Solution {
    pub fn total_n_queens(n: i32) -> i32 {
        let n = n as u32;
        let m = n - 1;
        let mut total = 0;
        for i in 0..n {
            for j in 0..n {
                for k in 0..n {
                    for l in 0..n {
                        let border = [i, j, k, l];
                        if !Self::consistent(m, border) {
                            continue;
                        }
                        // Search only the preferred image of each class; weight it by the class size.
                        let mut images = Self::images(m, border);
                        let key = |b: [u32; 4]| (Self::preference(m, b), b);
                        if images.iter().any(|&b| key(b) < key(border)) {
                            continue;
                        }
                        images.sort_unstable();
                        let class_size = 1 + images.windows(2).filter(|w| w[0] != w[1]).count();
                        total += class_size as u64 * Self::completions(n, border);
                    }
                }
            }
        }
        total as i32
    }

    /// The images of border `[i, j, k, l]` (queens at (0, i), (m, j), (k, 0),
    /// (l, m), with m = n − 1) under the board's 8 rotations and reflections.
    fn images(m: u32, [i, j, k, l]: [u32; 4]) -> [[u32; 4]; 8] {
        [
            [i, j, k, l],
            [m - k, m - l, j, i],
            [m - j, m - i, m - l, m - k],
            [l, k, m - i, m - j],
            [m - i, m - j, l, k],
            [k, l, i, j],
            [j, i, m - k, m - l],
            [m - l, m - k, m - j, m - i],
        ]
    }

    /// Whether any two border queens are the same corner queen or share no
    /// row, column or diagonal.
    fn consistent(m: u32, [i, j, k, l]: [u32; 4]) -> bool {
        let queens = [(0, i), (m, j), (k, 0), (l, m)];
        queens.iter().enumerate().all(|(x, &(r1, c1))| {
            queens[x + 1..].iter().all(|&(r2, c2)| {
                (r1, c1) == (r2, c2) || (r1 != r2 && c1 != c2 && r1.abs_diff(r2) != c1.abs_diff(c2))
            })
        })
    }

    /// Which image of a class to search, lower first.
    fn preference(m: u32, [_, j, k, l]: [u32; 4]) -> i64 {
        let near = |x: u32| x.min(m - x) as i64;
        3 * near(j) - k.min(l) as i64 - 6 * near(k).min(near(l)) + 2 * near(k).max(near(l))
    }

    /// Placements of the rows between the border queens, with column c at bit
    /// n + c and every bit off the board counted as taken.
    fn completions(n: u32, [i, j, k, l]: [u32; 4]) -> u64 {
        let m = n - 1;
        let mut rows = [0; 24];
        let mut count = 0;
        for r in (1..m).filter(|&r| r != k && r != l) {
            rows[count] = r;
            count += 1;
        }
        // shift[r]: rows from the free row with r free rows left to the next one.
        let mut shift = [0; 24];
        for d in 1..count {
            shift[count - d + 1] = rows[d] - rows[d - 1];
        }
        let (mut cols, mut ld, mut rd) = (!(((1u64 << n) - 1) << n), 0, 0);
        for (r, c) in [(0, i), (m, j), (k, 0), (l, m)] {
            cols |= 1 << (n + c);
            ld |= 1 << (n + c + rows[0] - r);
            rd |= 1 << (n + c + r - rows[0]);
        }
        Self::search(&shift, count, cols, ld, rd)
    }

    /// Completions with `r` free rows left, the masks seen from the next one.
    fn search(shift: &[u32; 24], r: usize, cols: u64, ld: u64, rd: u64) -> u64 {
        /// Plain search, for borders with at most three free rows.
        fn few(shift: &[u32; 24], r: usize, cols: u64, ld: u64, rd: u64) -> u64 {
            let mut free = !(cols | ld | rd);
            if r <= 1 {
                return (r == 0 || free != 0) as u64;
            }
            let (s, mut total) = (shift[r], 0);
            while free != 0 {
                let bit = free & free.wrapping_neg();
                free ^= bit;
                total += few(shift, r - 1, cols | bit, (ld | bit) << s, (rd | bit) >> s);
            }
            total
        }

        /// The last two free rows, `s` rows apart, hold the two columns left:
        /// count both orders without branching.
        #[inline(always)]
        fn last_two(cols: u64, ld: u64, rd: u64, free: u64, s: u32) -> u64 {
            let a = !cols & cols.wrapping_add(1);
            let b = !cols ^ a;
            let a_then_b = (free & a != 0) & ((((ld | a) << s) | ((rd | a) >> s)) & b == 0);
            let b_then_a = (free & b != 0) & ((((ld | b) << s) | ((rd | b) >> s)) & a == 0);
            a_then_b as u64 + b_then_a as u64
        }

        #[inline(always)]
        fn rows3(shift: &[u32; 24], r: usize, cols: u64, ld: u64, rd: u64, mut free: u64) -> u64 {
            let (s, s2, mut total) = (shift[r], shift[r - 1], 0);
            while free != 0 {
                let bit = free & free.wrapping_neg();
                free ^= bit;
                let (c, l, d) = (cols | bit, (ld | bit) << s, (rd | bit) >> s);
                total += last_two(c, l, d, !(c | l | d), s2);
            }
            total
        }

        // One function per number of rows left, so that each level's branches are
        // predicted on their own. From five rows left on, a queen is placed only if
        // the next row and the one after keep a free square, and rows one apart (the
        // usual case) get constant shifts: two copies of each level's loop, so only
        // the three busiest levels (5 to 7 rows left) are inlined into the next.
        macro_rules! rows {
            ($name:ident, $next:ident, $inline:meta) => {
                #[$inline]
                fn $name(
                    shift: &[u32; 24],
                    r: usize,
                    cols: u64,
                    ld: u64,
                    rd: u64,
                    free: u64,
                ) -> u64 {
                    #[inline(always)]
                    fn place(
                        shift: &[u32; 24],
                        r: usize,
                        (cols, ld, rd): (u64, u64, u64),
                        mut free: u64,
                        s: u32,
                        s2: u32,
                    ) -> u64 {
                        let mut total = 0;
                        while free != 0 {
                            let bit = free & free.wrapping_neg();
                            free ^= bit;
                            let (c, l, d) = (cols | bit, (ld | bit) << s, (rd | bit) >> s);
                            let next_free = !(c | l | d);
                            let after_free = !(c | ((ld | bit) << s2) | ((rd | bit) >> s2));
                            if (next_free != 0) & (after_free != 0) {
                                total += $next(shift, r - 1, c, l, d, next_free);
                            }
                        }
                        total
                    }
                    let masks = (cols, ld, rd);
                    // Rows one apart, the usual case, get constant shifts.
                    let (s, s2) = (shift[r], shift[r] + shift[r - 1]);
                    if s2 == 2 {
                        place(shift, r, masks, free, 1, 2)
                    } else {
                        place(shift, r, masks, free, s, s2)
                    }
                }
            };
        }

        /// Four free rows left: each queen of this row whose next row keeps a free
        /// square (looking further ahead costs more than it saves here).
        #[inline(always)]
        fn rows4(shift: &[u32; 24], r: usize, cols: u64, ld: u64, rd: u64, mut free: u64) -> u64 {
            let (s, mut total) = (shift[r], 0);
            while free != 0 {
                let bit = free & free.wrapping_neg();
                free ^= bit;
                let (c, l, d) = (cols | bit, (ld | bit) << s, (rd | bit) >> s);
                let next_free = !(c | l | d);
                if next_free != 0 {
                    total += rows3(shift, r - 1, c, l, d, next_free);
                }
            }
            total
        }
        rows!(rows5, rows4, inline(always));
        rows!(rows6, rows5, inline(always));
        rows!(rows7, rows6, inline(always));
        rows!(rows8, rows7, inline(never));
        rows!(rows9, rows8, inline(never));
        rows!(rows10, rows9, inline(never));
        rows!(rows11, rows10, inline(never));
        rows!(rows12, rows11, inline(never));
        rows!(rows13, rows12, inline(never));
        rows!(rows14, rows13, inline(never));
        rows!(rows15, rows14, inline(never));

        let free = !(cols | ld | rd);
        match r {
            4 => rows4(shift, r, cols, ld, rd, free),
            5 => rows5(shift, r, cols, ld, rd, free),
            6 => rows6(shift, r, cols, ld, rd, free),
            7 => rows7(shift, r, cols, ld, rd, free),
            8 => rows8(shift, r, cols, ld, rd, free),
            9 => rows9(shift, r, cols, ld, rd, free),
            10 => rows10(shift, r, cols, ld, rd, free),
            11 => rows11(shift, r, cols, ld, rd, free),
            12 => rows12(shift, r, cols, ld, rd, free),
            13 => rows13(shift, r, cols, ld, rd, free),
            14 => rows14(shift, r, cols, ld, rd, free),
            15 => rows15(shift, r, cols, ld, rd, free),
            _ => few(shift, r, cols, ld, rd),
        }
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
    use std::collections::{HashMap, HashSet};

    /// OEIS A000170, n = 1..=15: the published counts, used only as expectations.
    const A000170: [i32; 15] = [
        1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596, 2279184,
    ];

    /// The seeds' approach: row by row, with sets of used columns and
    /// diagonals. Every placement, as the queen's column in each row.
    fn naive_solutions(n: i32) -> Vec<Vec<u32>> {
        fn go(
            n: i32,
            queens: &mut Vec<i32>,
            used: &mut [HashSet<i32>; 3],
            out: &mut Vec<Vec<u32>>,
        ) {
            let row = queens.len() as i32;
            if row == n {
                out.push(queens.iter().map(|&c| c as u32).collect());
                return;
            }
            for col in 0..n {
                let keys = [col, row + col, row - col];
                if keys.iter().zip(used.iter()).any(|(k, set)| set.contains(k)) {
                    continue;
                }
                keys.iter().zip(used.iter_mut()).for_each(|(k, s)| {
                    s.insert(*k);
                });
                queens.push(col);
                go(n, queens, used, out);
                queens.pop();
                keys.iter().zip(used.iter_mut()).for_each(|(k, s)| {
                    s.remove(k);
                });
            }
        }
        let mut out = Vec::new();
        go(n, &mut Vec::new(), &mut Default::default(), &mut out);
        out
    }

    fn naive_count(n: i32) -> i32 {
        naive_solutions(n).len() as i32
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
    fn classes_cover_every_consistent_border_once() {
        for n in 1..=12u32 {
            let m = n - 1;
            let (mut borders, mut weighted) = (0, 0);
            for border in
                (0..n * n * n * n).map(|x| [x % n, x / n % n, x / n / n % n, x / n / n / n])
            {
                if !Solution::consistent(m, border) {
                    continue;
                }
                borders += 1;
                let images = Solution::images(m, border);
                assert!(
                    images.iter().all(|&b| Solution::consistent(m, b)),
                    "{border:?}"
                );
                let key = |b: [u32; 4]| (Solution::preference(m, b), b);
                if images.iter().all(|&b| key(border) <= key(b)) {
                    let mut distinct = images.to_vec();
                    distinct.sort();
                    distinct.dedup();
                    weighted += distinct.len();
                }
            }
            assert_eq!(weighted, borders, "n = {n}");
        }
    }

    #[test]
    fn every_border_completes_as_often_as_the_naive_search_says() {
        for n in 4..=8 {
            let m = n as u32 - 1;
            let mut by_border: HashMap<[u32; 4], u64> = HashMap::new();
            for q in naive_solutions(n) {
                let row_of = |col| q.iter().position(|&c| c == col).unwrap() as u32;
                let border = [q[0], q[m as usize], row_of(0), row_of(m)];
                *by_border.entry(border).or_default() += 1;
            }
            for (&border, &expected) in &by_border {
                assert!(Solution::consistent(m, border), "n = {n}: {border:?}");
                assert_eq!(
                    Solution::completions(n as u32, border),
                    expected,
                    "n = {n}: {border:?}"
                );
                // Every image of a border has as many completions.
                for image in Solution::images(m, border) {
                    assert_eq!(by_border.get(&image), Some(&expected), "n = {n}: {image:?}");
                }
            }
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

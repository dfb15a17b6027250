//! # Baekjoon 3344 — N-Queen (BOI 2012)
//!
//! <https://www.acmicpc.net/problem/3344>
//!
//! ## Problem
//! Place N queens on an N × N board so that no two attack each other, and print
//! one such placement. Any valid placement is accepted (special judge).
//!
//! ## Constraints
//! 8 ≤ N ≤ 99 999 on the judge, whose tests use N = 8, 26, 213, 2012, 99 991 and
//! 99 999. This binary accepts 1 ≤ N ≤ 100 000 000 and streams its output. For
//! N = 2 and 3 no placement exists: it prints nothing and says so on stderr.
//!
//! ## Judge
//! - judge: baekjoon
//! - time limit: 1 s
//! - memory limit: 128 MiB
//! - output limit: 16 MiB
//! - checker: placement base=1 none=empty
//! - input: n 8..=99999
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
//! current line (decimal digits, then the newline) as the bytes of one `u128`
//! and steps it by 2 in place, carrying left only every fifth step; the line is
//! stored into a 64 KiB buffer as one fixed 16-byte block, so no number is ever
//! divided down. Time O(N), memory O(1) beyond the buffer: the output is
//! streamed.
//!
//! The whole file is the submission: paste everything between the markers.

// ---- submit: begin ----
use std::io::{self, Read, Write};

/// The largest N this binary accepts (about 900 MB of output).
const MAX_N: u64 = 100_000_000;

/// The queens' columns (1-based) row by row as five runs `first, first + 2, …`
/// up to `last` (empty when first > last), or `None` when `n` is 2 or 3 and no
/// placement exists.
pub fn runs(n: u32) -> Option<[(u32, u32); 5]> {
    const EMPTY: (u32, u32) = (1, 0);
    match n % 6 {
        _ if n == 2 || n == 3 => None,
        2 => Some([(2, n), (3, 3), (1, 1), (7, n - 1), (5, 5)]),
        3 => Some([(4, n - 1), (2, 2), (5, n), (1, 1), (3, 3)]),
        _ => Some([(2, n), (1, n), EMPTY, EMPTY, EMPTY]),
    }
}

/// The same columns one by one.
pub fn placement(n: u32) -> Option<impl Iterator<Item = u32>> {
    let runs = runs(n)?;
    Some(
        runs.into_iter()
            .flat_map(|(first, last)| (first..=last).step_by(2)),
    )
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

/// Writes the numbers of `runs` one per line through a 64 KiB buffer.
fn write_runs(out: &mut impl Write, runs: &[(u32, u32)]) -> io::Result<()> {
    const CHUNK: usize = 1 << 16;
    let mut buf = vec![0u8; CHUNK + 16];
    let mut len = 0;
    for &(first, last) in runs.iter().filter(|(first, last)| first <= last) {
        let mut x = first;
        // The line for x as 16 little-endian bytes: its digits, then the
        // newline. Kept in a register, so that stepping it never stalls a load.
        let digits = x.to_string();
        let mut width = digits.len();
        let mut line = u128::from(b'\n') << (8 * width);
        for (p, d) in digits.bytes().enumerate() {
            line |= u128::from(d) << (8 * p);
        }
        loop {
            buf[len..len + 16].copy_from_slice(&line.to_le_bytes());
            len += width + 1;
            if len >= CHUNK {
                out.write_all(&buf[..len])?;
                len = 0;
            }
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
                    line = line << 8 | u128::from(b'1');
                    width += 1;
                    break;
                }
                p -= 1;
                line += 1 << (8 * p);
            }
        }
    }
    out.write_all(&buf[..len])
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
            eprintln!("boj3344: {message}");
            std::process::exit(2);
        }
    };
    let Some(runs) = runs(n) else {
        eprintln!("boj3344: no placement exists for N = {n}");
        return;
    };
    let mut out = io::stdout().lock();
    if write_runs(&mut out, &runs)
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

    /// Checks `cols` (1-based, row by row) as a placement on an n × n board.
    fn assert_valid(n: u32, cols: &[u32]) {
        assert_eq!(cols.len(), n as usize, "n = {n}: one queen per row");
        let n = n as usize;
        // Columns, then the r + c and r - c + n diagonals, each seen at most once.
        let mut used = vec![false; 5 * n];
        for (row, &col) in cols.iter().enumerate() {
            let c = (col as usize).wrapping_sub(1);
            assert!(c < n, "n = {n}: column {col} off the board");
            for key in [c, n + row + c, 3 * n + row + n - c] {
                assert!(
                    !std::mem::replace(&mut used[key], true),
                    "n = {n}: row {} is attacked",
                    row + 1
                );
            }
        }
    }

    /// The seeds' approach: backtrack with sets and stop at the first placement.
    fn naive_exists(n: i64) -> bool {
        fn go(n: i64, row: i64, used: &mut [HashSet<i64>; 3]) -> bool {
            if row == n {
                return true;
            }
            (0..n).any(|col| {
                let keys = [col, row + col, row - col];
                if keys.iter().zip(used.iter()).any(|(k, s)| s.contains(k)) {
                    return false;
                }
                keys.iter().zip(used.iter_mut()).for_each(|(k, s)| {
                    s.insert(*k);
                });
                let found = go(n, row + 1, used);
                keys.iter().zip(used.iter_mut()).for_each(|(k, s)| {
                    s.remove(k);
                });
                found
            })
        }
        go(n, 0, &mut Default::default())
    }

    #[test]
    fn placement_exists_exactly_when_the_naive_search_finds_one() {
        for n in 1..=12 {
            assert_eq!(placement(n).is_some(), naive_exists(n as i64), "n = {n}");
        }
    }

    #[test]
    fn every_n_up_to_3000_gets_a_valid_placement() {
        for n in (1..=3000).filter(|&n| n != 2 && n != 3) {
            assert_valid(n, &placement(n).unwrap().collect::<Vec<_>>());
        }
    }

    #[test]
    fn the_judges_values_and_ten_million_get_valid_placements() {
        for n in [8, 26, 213, 2012, 99991, 99999, 10_000_000] {
            assert_valid(n, &placement(n).unwrap().collect::<Vec<_>>());
        }
    }

    #[test]
    fn output_is_one_column_per_line() {
        for n in [8, 9, 99_991, 99_999] {
            let mut bytes = Vec::new();
            write_runs(&mut bytes, &runs(n).unwrap()).unwrap();
            let cols: Vec<u32> = String::from_utf8(bytes)
                .unwrap()
                .lines()
                .map(|l| l.parse().unwrap())
                .collect();
            assert_valid(n, &cols);
        }
    }

    #[test]
    fn stepped_digits_match_formatted_numbers_across_every_carry() {
        let runs = [
            (1, 1),
            (3, 0),
            (1, 100_001),
            (2, 1_000_000),
            (97, 103),
            (999_999_998, 1_000_000_006),
            (4_294_967_285, 4_294_967_295),
        ];
        let mut bytes = Vec::new();
        write_runs(&mut bytes, &runs).unwrap();
        let mut expected = String::new();
        for (first, last) in runs {
            for x in (first..=last).step_by(2) {
                expected += &format!("{x}\n");
            }
        }
        assert_eq!(String::from_utf8(bytes).unwrap(), expected);
    }

    #[test]
    fn parse_rejects_bad_input_with_the_accepted_range() {
        assert_eq!(parse_n("99999\n", MAX_N), Ok(99999));
        for bad in [
            "",
            "x",
            "0",
            "-8",
            "100000001",
            "99999999999999999999999",
            "8 8",
        ] {
            let err = parse_n(bad, MAX_N).unwrap_err();
            assert!(err.contains("1 <= N <= 100000000"), "{bad:?}: {err}");
        }
    }
}

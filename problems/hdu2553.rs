//! # HDU 2553 — N皇后问题 (N-Queens)
//!
//! <https://acm.hdu.edu.cn/showproblem.php?pid=2553>
//!
//! ## Problem
//! Each line holds a board size N. For each, count the ways to put N queens on an
//! N × N board so that no two share a row, a column or a diagonal. A line with 0
//! ends the input.
//!
//! ## Constraints
//! Every N is a positive integer with N ≤ 10, one a line, then a line with 0. The
//! statement does not say how many lines come: this binary reads any number; the
//! fixtures stay within 1000 lines, a practice bound of ours.
//!
//! ## Judge
//! - judge: hdu
//! - time limit: 1 s (Java 2 s)
//! - memory limit: 32 MiB (Java 32 MiB)
//! - output limit: 64 KiB
//! - checker: tokens
//! - input: n-until-0 1..=10 lines=1..=1000
//!
//! HDU's page gives 2000/1000 MS and 32768/32768 K (Java/Others): Java gets 2 s
//! and 32 MiB, every other language 1 s and 32 MiB. `lines=1..=1000` is a
//! practice bound (the statement gives none); the output limit is ours. HDU takes
//! C, C++, Pascal and Java only, so this file is judged locally, not on HDU; HDU
//! answers Presentation Error to stray blanks, so print exactly one count a line.
//!
//! ## Input / Output
//! Input: integers N, one a line, then `0`. Output: one line per N with the
//! number of placements, in input order.
//!
//! ## Approach
//! Each distinct N is counted once and kept in a small cache filled during the
//! run (no table of answers: every count is searched). The count is the usual
//! bitmask search, one queen per row, with attacked columns and both diagonal
//! directions as bitmasks, halved by the left-right mirror: the first row's
//! queen is tried in the left half only and the total doubled; for odd N the
//! middle column of the first row is searched with the second row's queen in the
//! left half, doubled as well (that queen can never sit in the middle column).
//! Time: the search visits about half the nodes of the plain one, about 18 000
//! at N = 10, so ten lines of N = 10 cost one search; memory O(N).
//!
//! The whole file is the submission: paste everything between the markers.

// ---- submit: begin ----
use std::io::{self, BufWriter, Read, Write};

/// The largest N the statement allows.
const MAX_N: usize = 10;

/// Completions of a board whose next row sees `cols`, `left` and `right` as
/// attacked (bit c: column c; `full` has a bit for every column).
fn complete(full: u32, cols: u32, left: u32, right: u32) -> u64 {
    if cols == full {
        return 1;
    }
    let mut free = full & !(cols | left | right);
    let mut total = 0;
    while free != 0 {
        let bit = free & free.wrapping_neg();
        free ^= bit;
        total += complete(full, cols | bit, (left | bit) << 1, (right | bit) >> 1);
    }
    total
}

/// Number of placements of `n` non-attacking queens on an `n × n` board (n ≤ 31).
pub fn count(n: u32) -> u64 {
    if n <= 1 {
        return 1;
    }
    let full = (1u32 << n) - 1;
    // First-row queens in the left half; their mirror images count the same.
    let mut half = 0;
    for c in 0..n / 2 {
        let bit = 1 << c;
        half += complete(full, bit, bit << 1, bit >> 1);
    }
    if n % 2 == 1 {
        // Middle queen in the first row: mirror on the second row's queen instead.
        let mid = 1 << (n / 2);
        let (cols, left, right) = (mid, mid << 1, mid >> 1);
        let mut free = full & !(cols | left | right) & ((1 << (n / 2)) - 1);
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            half += complete(full, cols | bit, (left | bit) << 1, (right | bit) >> 1);
        }
    }
    2 * half
}

/// Whitespace-separated tokens with their 1-based line numbers.
struct Tokens<'a> {
    bytes: &'a [u8],
    pos: usize,
    line: usize,
}

impl<'a> Iterator for Tokens<'a> {
    type Item = (usize, &'a [u8]);

    fn next(&mut self) -> Option<Self::Item> {
        while let Some(&b) = self.bytes.get(self.pos) {
            if !b.is_ascii_whitespace() {
                break;
            }
            self.line += (b == b'\n') as usize;
            self.pos += 1;
        }
        let start = self.pos;
        while self
            .bytes
            .get(self.pos)
            .is_some_and(|b| !b.is_ascii_whitespace())
        {
            self.pos += 1;
        }
        (start < self.pos).then(|| (self.line, &self.bytes[start..self.pos]))
    }
}

/// A token as the message shows it: at most 24 bytes, invalid UTF-8 replaced.
fn shown(token: &[u8]) -> String {
    String::from_utf8_lossy(&token[..token.len().min(24)]).into_owned()
}

/// The value of an integer token (optional sign, then digits); `Err(true)` when
/// it is an integer too large for `i64`, `Err(false)` when it is no integer.
fn integer(token: &[u8]) -> Result<i64, bool> {
    let (negative, digits) = match token {
        [b'-', rest @ ..] => (true, rest),
        [b'+', rest @ ..] => (false, rest),
        _ => (false, token),
    };
    if digits.is_empty() || !digits.iter().all(u8::is_ascii_digit) {
        return Err(false);
    }
    let mut value: i64 = 0;
    for &d in digits {
        value = value
            .checked_mul(10)
            .and_then(|v| v.checked_add(i64::from(d - b'0')))
            .ok_or(true)?;
    }
    Ok(if negative { -value } else { value })
}

/// Reads the board sizes before the terminating 0, or says what was wrong.
fn parse(input: &[u8]) -> Result<Vec<usize>, String> {
    let accepted = format!("expected integers N with 1 <= N <= {MAX_N}, one a line, then 0");
    let mut tokens = Tokens {
        bytes: input,
        pos: 0,
        line: 1,
    };
    let mut sizes = Vec::new();
    loop {
        let Some((line, token)) = tokens.next() else {
            return Err(match sizes.is_empty() {
                true => format!("empty input: {accepted}"),
                false => format!("the input ends without the final 0: {accepted}"),
            });
        };
        match integer(token) {
            Ok(0) => break,
            Ok(n) if (1..=MAX_N as i64).contains(&n) => sizes.push(n as usize),
            Err(false) => {
                return Err(format!(
                    "line {line}: {:?} is not an integer: {accepted}",
                    shown(token)
                ))
            }
            _ => {
                return Err(format!(
                    "line {line}: N = {} is out of range: {accepted}",
                    shown(token)
                ))
            }
        }
    }
    if let Some((line, token)) = tokens.next() {
        return Err(format!(
            "line {line}: unexpected {:?} after the final 0: {accepted}",
            shown(token)
        ));
    }
    Ok(sizes)
}

/// Writes the count for each size, searching each distinct size once.
fn answer(sizes: &[usize], out: &mut impl Write) -> io::Result<()> {
    let mut cache = [None; MAX_N + 1];
    for &n in sizes {
        let total = *cache[n].get_or_insert_with(|| count(n as u32));
        writeln!(out, "{total}")?;
    }
    Ok(())
}

fn main() {
    let mut input = Vec::new();
    let sizes = io::stdin()
        .read_to_end(&mut input)
        .map_err(|e| format!("cannot read stdin: {e}"))
        .and_then(|_| parse(&input));
    let sizes = match sizes {
        Ok(sizes) => sizes,
        Err(message) => {
            eprintln!("hdu2553: {message}");
            std::process::exit(2);
        }
    };
    let mut out = BufWriter::new(io::stdout().lock());
    if answer(&sizes, &mut out).and_then(|_| out.flush()).is_err() {
        std::process::exit(1);
    }
}
// ---- submit: end ----

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    /// OEIS A000170, n = 1..=10: the published counts, used only as expectations.
    const A000170: [u64; 10] = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724];

    /// Parses and answers `input` as the binary would.
    fn run(input: &str) -> Result<String, String> {
        let sizes = parse(input.as_bytes())?;
        let mut out = Vec::new();
        answer(&sizes, &mut out).unwrap();
        Ok(String::from_utf8(out).unwrap())
    }

    /// Every permutation of the columns (Heap's algorithm), kept when no two
    /// queens share a diagonal: nothing in common with the bitmask search.
    fn naive_count(n: usize) -> u64 {
        fn ok(p: &[usize]) -> bool {
            let sums: HashSet<usize> = p.iter().enumerate().map(|(r, &c)| r + c).collect();
            let diffs: HashSet<isize> = p
                .iter()
                .enumerate()
                .map(|(r, &c)| r as isize - c as isize)
                .collect();
            sums.len() == p.len() && diffs.len() == p.len()
        }
        let mut p: Vec<usize> = (0..n).collect();
        let mut stack = vec![0; n];
        let mut found = ok(&p) as u64;
        let mut i = 1;
        while i < n {
            if stack[i] < i {
                let j = if i % 2 == 0 { 0 } else { stack[i] };
                p.swap(j, i);
                found += ok(&p) as u64;
                stack[i] += 1;
                i = 1;
            } else {
                stack[i] = 0;
                i += 1;
            }
        }
        found
    }

    #[test]
    fn sample() {
        assert_eq!(run("1\n8\n5\n0\n").unwrap(), "1\n92\n10\n");
    }

    #[test]
    fn counts_match_the_naive_reference() {
        for n in 1..=9 {
            assert_eq!(count(n as u32), naive_count(n), "n = {n}");
        }
    }

    #[test]
    fn counts_match_oeis_a000170() {
        for (i, &expected) in A000170.iter().enumerate() {
            assert_eq!(count(i as u32 + 1), expected, "n = {}", i + 1);
        }
    }

    #[test]
    fn random_inputs_match_the_naive_reference_line_by_line() {
        let naive: Vec<u64> = (0..=8).map(naive_count).collect();
        let mut state = 0x2553_u64;
        for _ in 0..50 {
            let mut input = String::new();
            let mut expected = String::new();
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            for _ in 0..1 + (state >> 59) {
                state = state
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                let n = 1 + (state >> 33) as usize % 8;
                input += &format!("{n}\n");
                expected += &format!("{}\n", naive[n]);
            }
            input += "0\n";
            assert_eq!(run(&input).unwrap(), expected, "{input:?}");
        }
    }

    #[test]
    fn parse_accepts_the_statement_shapes() {
        assert_eq!(parse(b"10\n0\n"), Ok(vec![10]));
        assert_eq!(parse(b"3\r\n4\r\n0"), Ok(vec![3, 4]));
        assert_eq!(parse(b"0\n"), Ok(vec![]));
        assert_eq!(parse(b" +2 \n0\n\n"), Ok(vec![2]));
    }

    #[test]
    fn parse_rejects_bad_input_with_one_line_naming_the_accepted_form() {
        for (bad, what) in [
            ("", "empty input"),
            (" \n\t\n", "empty input"),
            ("5\n8\n", "without the final 0"),
            ("11\n0\n", "line 1: N = 11 is out of range"),
            ("4\n-1\n0\n", "line 2: N = -1 is out of range"),
            ("99999999999999999999999\n0\n", "out of range"),
            ("4\nx\n0\n", "line 2: \"x\" is not an integer"),
            ("4.5\n0\n", "not an integer"),
            ("4\n0\n7\n", "line 3: unexpected \"7\" after the final 0"),
        ] {
            let err = parse(bad.as_bytes()).unwrap_err();
            assert!(err.contains(what), "{bad:?}: {err}");
            assert!(err.contains("1 <= N <= 10"), "{bad:?}: {err}");
            assert!(!err.contains('\n'), "{bad:?}: {err:?}");
        }
    }
}

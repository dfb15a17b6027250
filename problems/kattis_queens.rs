//! # Kattis queens — Verify This, Your Majesty
//!
//! <https://open.kattis.com/problems/queens>
//!
//! ## Problem
//! N queens stand on an N × N board, given by their squares. Say whether they
//! solve the N-queens puzzle: no two in one row, column or diagonal.
//!
//! ## Constraints
//! 0 < N ≤ 5000, then N lines, each a queen's square as two integers x and y
//! (separated by a single space) with 0 ≤ x, y < N. Square (0, 0) is the bottom
//! left, x grows to the right and y upwards (which does not change the answer).
//! This binary also accepts other blanks between the numbers, `\r\n` line ends
//! and blank lines, but wants each queen on a line of its own.
//!
//! ## Judge
//! - judge: kattis
//! - time limit: 1 s (practice)
//! - memory limit: 1024 MiB (practice)
//! - output limit: 1 KiB
//! - checker: tokens
//! - input: queen-coords 1..=5000
//!
//! The Kattis pages we could read show no limits; a copy of the statement in a
//! data set gives a CPU time limit of 5 s and 1024 MB, which we could not check
//! against Kattis. 1 s and 1024 MiB are practice limits; the output limit is
//! ours.
//!
//! ## Input / Output
//! Input: N, then N lines `x y`. Output: `CORRECT` or `INCORRECT`.
//!
//! ## Approach
//! One pass over the queens marks four byte arrays: column x, row y, diagonal
//! x + y and diagonal x − y + N − 1; a queen that finds any of its four lines
//! already marked shares it with an earlier one. Marking never stops early, so
//! the whole input is always checked for shape and range. The usual layout
//! (`N`, then `x y` lines with single spaces) is read by a loop that expects
//! exactly that; anything else (other blanks, an error to report) is read again
//! from the start by a general line-by-line reader. The usual reader takes a
//! line with two 8-byte loads: the digits before the first non-digit byte are
//! found and converted with a few word operations, with no branch on their
//! number. Time O(N), memory O(N): 6N bytes of marks besides the input.
//!
//! The whole file is the submission: paste everything between the markers.

// ---- submit: begin ----
use std::io::{self, Read, Write};

/// The largest N the statement allows.
const MAX_N: usize = 5000;

/// The lines taken so far by the queens of an N × N board.
pub struct Marks {
    n: usize,
    /// One byte a line: columns at 0..n, rows at n..2n, x + y at 2n..4n and
    /// x − y + n − 1 at 4n..6n; nonzero once a queen stands on it.
    taken: Vec<u8>,
    clash: u8,
}

impl Marks {
    pub fn new(n: usize) -> Marks {
        Marks {
            n,
            taken: vec![0; 6 * n],
            clash: 0,
        }
    }

    /// Puts a queen on (x, y), both below n, noting whether it shares a line.
    #[inline]
    pub fn place(&mut self, x: usize, y: usize) {
        let n = self.n;
        let mut seen = 0;
        for i in [x, n + y, 2 * n + x + y, 4 * n + x + n - 1 - y] {
            seen |= self.taken[i];
            self.taken[i] = 1;
        }
        self.clash |= seen;
    }

    /// Whether no two queens placed so far attack each other.
    pub fn correct(&self) -> bool {
        self.clash == 0
    }
}

/// The run of ASCII digits at the start of `w` (8 input bytes, the first in
/// the low byte): its length and value, when it has 1 to 4 digits. A byte is a
/// digit when subtracting '0' leaves it below 10; adding 0x76 sets the top bit
/// of every byte from 10 to 0x7f, and the bytes from 0x80 have it already (a
/// borrow or carry only ever reaches bytes after the first non-digit).
fn leading_digits(w: u64) -> Option<(usize, usize)> {
    let d = w.wrapping_sub(0x3030_3030_3030_3030);
    let non_digit = (d.wrapping_add(0x7676_7676_7676_7676) | d) & 0x8080_8080_8080_8080;
    let count = (non_digit.trailing_zeros() / 8) as usize;
    if !(1..=4).contains(&count) {
        return None;
    }
    // The digits moved to the top 4 bytes behind zeros, most significant lowest;
    // one multiply-add pairs them up (bytes 0 and 2 hold tens and units).
    let t = (d << (8 * (8 - count)) >> 32) as u32;
    let t = t * 10 + (t >> 8);
    Some((count, (t & 0xff) as usize * 100 + (t >> 16 & 0xff) as usize))
}

/// The usual layout, read by position: `N`, then N lines `x y`, single spaces,
/// `\n` or `\r\n` line ends (the last one optional), nothing after. `None` for
/// anything else, in range or not, which the general reader then takes.
fn read_usual(input: &[u8]) -> Option<bool> {
    let mut pos = 0;
    // Digits at `pos`, then exactly `end` (or the end of the input when `last`).
    let number = |pos: &mut usize, end: u8, last: bool| -> Option<usize> {
        let start = *pos;
        let mut value = 0usize;
        while let Some(&d @ b'0'..=b'9') = input.get(*pos) {
            value = value * 10 + usize::from(d - b'0');
            *pos += 1;
            if *pos - start > 5 {
                return None;
            }
        }
        if *pos == start {
            return None;
        }
        match input.get(*pos) {
            Some(&b) if b == end => *pos += 1,
            Some(b'\r') if end == b'\n' && input.get(*pos + 1) == Some(&b'\n') => *pos += 2,
            None if last => {}
            _ => return None,
        }
        Some(value)
    };
    let word = |at: usize| u64::from_le_bytes(input[at..at + 8].try_into().unwrap());
    let n = number(&mut pos, b'\n', false)?;
    if !(1..=MAX_N).contains(&n) {
        return None;
    }
    let mut marks = Marks::new(n);
    for i in 0..n {
        // A line is at most 11 bytes: with 16 left, two 8-byte loads cover it.
        let (x, y) = if pos + 16 <= input.len() {
            let w = word(pos);
            let (x_len, x) = leading_digits(w)?;
            if (w >> (8 * x_len)) as u8 != b' ' {
                return None;
            }
            pos += x_len + 1;
            let w = word(pos);
            let (y_len, y) = leading_digits(w)?;
            pos += y_len
                + match (w >> (8 * y_len)) as u16 {
                    end if end as u8 == b'\n' => 1,
                    0x0a0d => 2,
                    _ => return None,
                };
            (x, y)
        } else {
            let x = number(&mut pos, b' ', false)?;
            (x, number(&mut pos, b'\n', i == n - 1)?)
        };
        if x >= n || y >= n {
            return None;
        }
        marks.place(x, y);
    }
    (pos == input.len()).then(|| marks.correct())
}

/// Reads any accepted layout line by line and checks it, or says what was wrong
/// and what is accepted.
fn read_general(input: &[u8]) -> Result<bool, String> {
    let accepted =
        format!("expected N with 1 <= N <= {MAX_N}, then N lines x y with 0 <= x, y < N");
    // Non-blank lines with their 1-based numbers, split into tokens.
    let mut lines = input
        .split(|&b| b == b'\n')
        .enumerate()
        .map(|(i, line)| {
            let tokens: Vec<&[u8]> = line
                .split(u8::is_ascii_whitespace)
                .filter(|t| !t.is_empty())
                .collect();
            (i + 1, tokens)
        })
        .filter(|(_, tokens)| !tokens.is_empty());
    let shown = |t: &[u8]| String::from_utf8_lossy(&t[..t.len().min(24)]).into_owned();
    let value = |line: usize, t: &[u8], what: &str, below: usize| -> Result<usize, String> {
        if t.is_empty() || !t.iter().all(u8::is_ascii_digit) {
            let negative = matches!(t, [b'-', d, ..] if d.is_ascii_digit());
            let kind = if negative {
                "out of range"
            } else {
                "not an integer"
            };
            return Err(format!(
                "line {line}: {what} = {:?} is {kind}: {accepted}",
                shown(t)
            ));
        }
        match std::str::from_utf8(t)
            .ok()
            .and_then(|t| t.parse::<usize>().ok())
        {
            Some(v) if v < below => Ok(v),
            _ => Err(format!(
                "line {line}: {what} = {} is out of range: {accepted}",
                shown(t)
            )),
        }
    };
    let Some((line, tokens)) = lines.next() else {
        return Err(format!("empty input: {accepted}"));
    };
    let n = match tokens[..] {
        [t] => value(line, t, "N", MAX_N + 1)?,
        _ => return Err(format!("line {line}: N should stand alone: {accepted}")),
    };
    if n == 0 {
        return Err(format!("line {line}: N = 0 is out of range: {accepted}"));
    }
    let mut marks = Marks::new(n);
    for k in 0..n {
        let Some((line, tokens)) = lines.next() else {
            return Err(format!(
                "the input ends after {k} of {n} queens: {accepted}"
            ));
        };
        let [x, y] = tokens[..] else {
            let found = match tokens.len() {
                1 => "one number".to_string(),
                count => format!("{count} numbers"),
            };
            return Err(format!(
                "line {line}: {found} where a queen's x y should be: {accepted}"
            ));
        };
        let (x, y) = (value(line, x, "x", n)?, value(line, y, "y", n)?);
        marks.place(x, y);
    }
    if let Some((line, tokens)) = lines.next() {
        return Err(format!(
            "line {line}: unexpected {:?} after {n} queens: {accepted}",
            shown(tokens[0])
        ));
    }
    Ok(marks.correct())
}

/// The verdict for the input, by the fast reader when the layout is the usual one.
fn verdict(input: &[u8]) -> Result<bool, String> {
    match read_usual(input) {
        Some(correct) => Ok(correct),
        None => read_general(input),
    }
}

fn main() {
    let mut input = Vec::with_capacity(1 << 16);
    let correct = io::stdin()
        .read_to_end(&mut input)
        .map_err(|e| format!("cannot read stdin: {e}"))
        .and_then(|_| verdict(&input));
    let correct = match correct {
        Ok(correct) => correct,
        Err(message) => {
            eprintln!("kattis_queens: {message}");
            std::process::exit(2);
        }
    };
    let text: &[u8] = if correct {
        b"CORRECT\n"
    } else {
        b"INCORRECT\n"
    };
    if io::stdout().lock().write_all(text).is_err() {
        std::process::exit(1);
    }
}
// ---- submit: end ----

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    /// Answers `input` as the binary would.
    fn run(input: &str) -> Result<&'static str, String> {
        Ok(if verdict(input.as_bytes())? {
            "CORRECT\n"
        } else {
            "INCORRECT\n"
        })
    }

    /// Every pair of queens compared: nothing shared with the marks.
    fn naive_correct(queens: &[(i64, i64)]) -> bool {
        queens.iter().enumerate().all(|(i, &(x1, y1))| {
            queens[i + 1..]
                .iter()
                .all(|&(x2, y2)| x1 != x2 && y1 != y2 && (x1 - x2).abs() != (y1 - y2).abs())
        })
    }

    fn render(queens: &[(i64, i64)]) -> String {
        let mut text = format!("{}\n", queens.len());
        for (x, y) in queens {
            text += &format!("{x} {y}\n");
        }
        text
    }

    /// A tiny deterministic generator (64-bit LCG, high bits).
    fn lcg(state: &mut u64, below: u64) -> u64 {
        *state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (*state >> 33) % below
    }

    /// One solution for n not 2 or 3 (the evens-then-odds construction), as a
    /// different check's input: columns x of the queens in rows y = 0, 1, ….
    fn construction(n: i64) -> Vec<(i64, i64)> {
        let mut evens: Vec<i64> = (2..=n).step_by(2).collect();
        let mut odds: Vec<i64> = (1..=n).step_by(2).collect();
        if n % 6 == 2 {
            odds = [3, 1]
                .into_iter()
                .chain(odds.into_iter().filter(|&v| v > 5))
                .chain([5])
                .collect();
        } else if n % 6 == 3 {
            evens.rotate_left(1);
            odds = odds.into_iter().filter(|&v| v > 3).chain([1, 3]).collect();
        }
        evens
            .into_iter()
            .chain(odds)
            .enumerate()
            .map(|(y, x)| (x - 1, y as i64))
            .collect()
    }

    #[test]
    fn samples() {
        let sample1 = "8\n1 5\n6 2\n3 1\n5 0\n4 6\n0 3\n2 7\n7 4\n";
        assert_eq!(run(sample1).unwrap(), "CORRECT\n");
        assert_eq!(run("4\n2 3\n1 0\n0 2\n3 1\n").unwrap(), "CORRECT\n");
        assert_eq!(run("4\n2 3\n0 2\n1 0\n2 2\n").unwrap(), "INCORRECT\n");
    }

    #[test]
    fn random_placements_match_the_naive_check() {
        let mut state = 5000;
        for round in 0..3000 {
            let n = 1 + lcg(&mut state, 9) as i64;
            // Half the rounds a permutation (distinct rows and columns), so that
            // the diagonals decide; the other half anything in range.
            let mut xs: Vec<i64> = (0..n).collect();
            for i in (1..n as usize).rev() {
                xs.swap(i, lcg(&mut state, i as u64 + 1) as usize);
            }
            let queens: Vec<(i64, i64)> = (0..n)
                .map(|y| match round % 2 {
                    0 => (xs[y as usize], y),
                    _ => (
                        lcg(&mut state, n as u64) as i64,
                        lcg(&mut state, n as u64) as i64,
                    ),
                })
                .collect();
            let expected = if naive_correct(&queens) {
                "CORRECT\n"
            } else {
                "INCORRECT\n"
            };
            assert_eq!(run(&render(&queens)).unwrap(), expected, "{queens:?}");
        }
    }

    #[test]
    fn every_placement_of_six_queens_as_a_permutation_matches_the_naive_check() {
        let mut correct = 0;
        let mut all = 0;
        let mut p: Vec<i64> = (0..6).collect();
        // Every permutation in lexicographic order.
        loop {
            let queens: Vec<(i64, i64)> =
                p.iter().enumerate().map(|(y, &x)| (x, y as i64)).collect();
            let fast = verdict(render(&queens).as_bytes()).unwrap();
            assert_eq!(fast, naive_correct(&queens), "{queens:?}");
            correct += fast as u32;
            all += 1;
            let Some(i) = (0..5).rev().find(|&i| p[i] < p[i + 1]) else {
                break;
            };
            let j = (i + 1..6).rev().find(|&j| p[j] > p[i]).unwrap();
            p.swap(i, j);
            p[i + 1..].reverse();
        }
        assert_eq!((all, correct), (720, 4));
    }

    #[test]
    fn large_boards_are_checked_to_the_last_queen() {
        for n in [4999, 5000] {
            let queens = construction(n);
            assert!(naive_correct(&queens[..50]));
            assert_eq!(run(&render(&queens)).unwrap(), "CORRECT\n", "n = {n}");
            let mut clash = queens.clone();
            let last = clash.len() - 1;
            clash[last].1 = clash[0].1;
            assert_eq!(run(&render(&clash)).unwrap(), "INCORRECT\n", "n = {n}");
            let mut seen = HashSet::new();
            assert!(queens.iter().all(|q| seen.insert(q.0)));
        }
    }

    #[test]
    fn both_readers_agree_on_the_usual_layout() {
        let mut state = 42;
        for round in 0..500 {
            // Small boards, and large ones whose numbers have 1 to 4 digits.
            let n = 1 + lcg(&mut state, if round % 5 == 0 { 5000 } else { 30 }) as i64;
            let queens: Vec<(i64, i64)> = (0..n)
                .map(|_| {
                    (
                        lcg(&mut state, n as u64) as i64,
                        lcg(&mut state, n as u64) as i64,
                    )
                })
                .collect();
            let text = render(&queens);
            let usual = read_usual(text.as_bytes()).expect("the usual layout");
            assert_eq!(Ok(usual), read_general(text.as_bytes()), "{text:?}");
            let crlf = text.replace('\n', "\r\n");
            assert_eq!(read_usual(crlf.as_bytes()), Some(usual));
            assert_eq!(read_usual(text.trim_end().as_bytes()), Some(usual));
        }
    }

    #[test]
    fn leading_digits_reads_every_number_up_to_four_digits_before_any_byte() {
        let ends = [b' ', b'\n', b'\r', b'/', b':', b'x', 0, 0x7f, 0x80, 0xff];
        for value in 0..10_000usize {
            for width in value.to_string().len()..=4 {
                for &end in &ends {
                    let mut bytes = format!("{value:0width$}").into_bytes();
                    bytes.push(end);
                    bytes.resize(8, b'9');
                    let w = u64::from_le_bytes(bytes[..8].try_into().unwrap());
                    assert_eq!(leading_digits(w), Some((width, value)), "{bytes:?}");
                }
            }
        }
        for other in [
            &b" 1234567"[..],
            b"12345 67",
            b"99999999",
            b"\n1 2\n3 4",
            b"-1 2\n3 4",
        ] {
            let w = u64::from_le_bytes(other.try_into().unwrap());
            assert_eq!(leading_digits(w), None, "{other:?}");
        }
    }

    #[test]
    fn other_layouts_go_to_the_general_reader() {
        for other in [
            "4\n2  3\n1 0\n0 2\n3 1\n",
            "4\n2 3\n1 0\n0 2\n3 1\n\n",
            " 4\n2 3\n1 0\n0 2\n3 1\n",
            "4\n2\t3\n1 0\n0 2\n3 1\n",
            "4\n\n2 3\n1 0\n0 2\n3 1",
        ] {
            assert_eq!(read_usual(other.as_bytes()), None, "{other:?}");
            assert_eq!(run(other).unwrap(), "CORRECT\n", "{other:?}");
        }
    }

    #[test]
    fn parse_rejects_bad_input_with_one_line_naming_the_accepted_form() {
        for (bad, what) in [
            ("", "empty input"),
            (" \n\n", "empty input"),
            ("0\n", "line 1: N = 0 is out of range"),
            ("5001\n", "line 1: N = 5001 is out of range"),
            ("-4\n", "N = \"-4\" is out of range"),
            ("four\n", "N = \"four\" is not an integer"),
            ("4 4\n", "line 1: N should stand alone"),
            ("4\n2 3\n1 0\n0 2\n", "ends after 3 of 4 queens"),
            (
                "4\n2 3\n1 0\n0 2\n3 1\n1 1\n",
                "line 6: unexpected \"1\" after 4 queens",
            ),
            ("4\n2 3\n1 0\n0 4\n3 1\n", "line 4: y = 4 is out of range"),
            (
                "4\n2 3\n1 0\n-1 2\n3 1\n",
                "line 4: x = \"-1\" is out of range",
            ),
            ("4\n2 3\n1 0 0\n0 2\n3 1\n", "line 3: 3 numbers where"),
            ("4\n2 3\n1\n0 2\n3 1\n", "line 3: one number where"),
            (
                "4\n2 3\n1 0\n0 2.0\n3 1\n",
                "line 4: y = \"2.0\" is not an integer",
            ),
            ("4\n2 3\n1,0\n0 2\n3 1\n", "line 3: one number where"),
            ("4\n99999999999999999999999 3\n1 0\n0 2\n3 1\n", "x = 9999"),
        ] {
            let err = verdict(bad.as_bytes()).unwrap_err();
            assert!(err.contains(what), "{bad:?}: {err}");
            assert!(err.contains("1 <= N <= 5000"), "{bad:?}: {err}");
            assert!(!err.contains('\n'), "{bad:?}: {err:?}");
        }
    }
}

//! # UVa 167 — The Sultan's Successors
//!
//! <https://onlinejudge.org/external/1/167.pdf>
//!
//! ## Problem
//! Each of k chessboards has a number from 1 to 99 on every square. For each
//! board, place 8 queens so that no two share a row, a column or a diagonal, and
//! report the largest possible sum of the numbers under the queens.
//!
//! ## Constraints
//! k on a line by itself, at most 20, then k boards of eight lines of eight
//! positive integers below 100. This binary also wants k ≥ 1, and reads each
//! board's 64 numbers as a stream of tokens, as `scanf` solutions do: the line
//! breaks inside a board are not checked.
//!
//! ## Judge
//! - judge: uva
//! - time limit: 3 s (practice)
//! - memory limit: 128 MiB (practice)
//! - output limit: 4 KiB
//! - checker: tokens
//! - input: weight-boards 8 boards=1..=20 weights=1..=99
//!
//! UVa's limits could not be read from the judge: 3 s and 128 MiB are practice
//! limits (Baekjoon's copy of this problem, 6410, allows 1 s and 128 MB). The
//! output limit is ours. The statement asks for each score right-justified in 5
//! columns; the tokens checker does not look at the layout, so this file prints
//! exactly that layout itself.
//!
//! ## Input / Output
//! Input: k, then k boards of 8 × 8 integers. Output: k lines, each score
//! right-justified in a field 5 characters wide (`%5d`).
//!
//! ## Approach
//! The 92 placements of eight queens are found once per run by the usual
//! bitmask search (attacked columns and both diagonal directions as bitmasks)
//! and kept as the square index of each row's queen; no placement or answer is
//! written into the source. Each board's score is then the largest of 92 sums of
//! eight numbers. Time: a search of about 2 000 nodes, then 736 additions per
//! board; memory O(1) beyond the input.
//!
//! The whole file is the submission: paste everything between the markers.

// ---- submit: begin ----
use std::io::{self, BufWriter, Read, Write};

/// The most boards the statement allows.
const MAX_BOARDS: usize = 20;
/// The largest number on a square.
const MAX_WEIGHT: u32 = 99;

/// Every placement of 8 non-attacking queens, as the square (8 × row + column)
/// of each row's queen, in lexicographic order of the columns.
pub fn placements() -> Vec<[u8; 8]> {
    fn place(
        row: usize,
        cols: u32,
        ld: u32,
        rd: u32,
        squares: &mut [u8; 8],
        out: &mut Vec<[u8; 8]>,
    ) {
        if row == 8 {
            out.push(*squares);
            return;
        }
        let mut free = 0xff & !(cols | ld | rd);
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            squares[row] = (8 * row) as u8 + bit.trailing_zeros() as u8;
            place(
                row + 1,
                cols | bit,
                (ld | bit) << 1,
                (rd | bit) >> 1,
                squares,
                out,
            );
        }
    }
    let mut out = Vec::with_capacity(92);
    place(0, 0, 0, 0, &mut [0; 8], &mut out);
    out
}

/// The largest sum of the numbers under the queens of any placement.
pub fn best_score(board: &[u32; 64], placements: &[[u8; 8]]) -> u32 {
    placements
        .iter()
        .map(|p| p.iter().map(|&s| board[s as usize]).sum())
        .max()
        .unwrap_or(0)
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

/// Reads k and the k boards, or says what was wrong and what is accepted.
fn parse(input: &[u8]) -> Result<Vec<[u32; 64]>, String> {
    let accepted = format!(
        "expected k with 1 <= k <= {MAX_BOARDS}, then k boards of 8 x 8 integers \
         w with 1 <= w <= {MAX_WEIGHT}"
    );
    let mut tokens = Tokens {
        bytes: input,
        pos: 0,
        line: 1,
    };
    let number = |(line, token): (usize, &[u8])| match integer(token) {
        Ok(value) => Ok(value),
        Err(true) => Err(format!(
            "line {line}: {} is out of range: {accepted}",
            shown(token)
        )),
        Err(false) => Err(format!(
            "line {line}: {:?} is not an integer: {accepted}",
            shown(token)
        )),
    };
    let Some(first) = tokens.next() else {
        return Err(format!("empty input: {accepted}"));
    };
    let k_line = first.0;
    let k = match number(first)? {
        k if (1..=MAX_BOARDS as i64).contains(&k) => k as usize,
        k => {
            return Err(format!(
                "line {k_line}: k = {k} is out of range: {accepted}"
            ))
        }
    };
    let mut boards = vec![[0u32; 64]; k];
    for (b, board) in boards.iter_mut().enumerate() {
        for (s, square) in board.iter_mut().enumerate() {
            let Some(token) = tokens.next() else {
                return Err(format!(
                    "board {} ends after {s} of its 64 numbers: {accepted}",
                    b + 1
                ));
            };
            let line = token.0;
            match number(token)? {
                w if (1..=MAX_WEIGHT as i64).contains(&w) => *square = w as u32,
                w => {
                    return Err(format!(
                        "line {line}: {w} on board {}, row {}, column {} is out of range: \
                         {accepted}",
                        b + 1,
                        s / 8 + 1,
                        s % 8 + 1
                    ))
                }
            }
        }
    }
    if let Some((line, token)) = tokens.next() {
        return Err(format!(
            "line {line}: unexpected {:?} after board {k}: {accepted}",
            shown(token)
        ));
    }
    Ok(boards)
}

/// Writes each board's best score right-justified in 5 columns.
fn answer(boards: &[[u32; 64]], out: &mut impl Write) -> io::Result<()> {
    let placements = placements();
    for board in boards {
        writeln!(out, "{:5}", best_score(board, &placements))?;
    }
    Ok(())
}

fn main() {
    let mut input = Vec::new();
    let boards = io::stdin()
        .read_to_end(&mut input)
        .map_err(|e| format!("cannot read stdin: {e}"))
        .and_then(|_| parse(&input));
    let boards = match boards {
        Ok(boards) => boards,
        Err(message) => {
            eprintln!("uva167: {message}");
            std::process::exit(2);
        }
    };
    let mut out = BufWriter::new(io::stdout().lock());
    if answer(&boards, &mut out).and_then(|_| out.flush()).is_err() {
        std::process::exit(1);
    }
}
// ---- submit: end ----

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLE: &str = "1\n 1  2  3  4  5  6  7  8\n 9 10 11 12 13 14 15 16\n\
        17 18 19 20 21 22 23 24\n25 26 27 28 29 30 31 32\n33 34 35 36 37 38 39 40\n\
        41 42 43 44 45 46 47 48\n48 50 51 52 53 54 55 56\n57 58 59 60 61 62 63 64\n";

    /// Parses and answers `input` as the binary would.
    fn run(input: &str) -> Result<String, String> {
        let boards = parse(input.as_bytes())?;
        let mut out = Vec::new();
        answer(&boards, &mut out).unwrap();
        Ok(String::from_utf8(out).unwrap())
    }

    /// Every ordering of the 8 columns (one per row, by recursion on what is
    /// left), kept when no two queens share a diagonal, checked pair by pair:
    /// nothing shared with the bitmask search.
    fn naive_placements() -> Vec<Vec<usize>> {
        fn extend(prefix: &mut Vec<usize>, out: &mut Vec<Vec<usize>>) {
            if prefix.len() == 8 {
                let fine =
                    (0..8).all(|a| (a + 1..8).all(|b| prefix[a].abs_diff(prefix[b]) != b - a));
                if fine {
                    out.push(prefix.clone());
                }
                return;
            }
            for c in 0..8 {
                if !prefix.contains(&c) {
                    prefix.push(c);
                    extend(prefix, out);
                    prefix.pop();
                }
            }
        }
        let mut out = Vec::new();
        extend(&mut Vec::new(), &mut out);
        out
    }

    fn naive_best(board: &[u32; 64], naive: &[Vec<usize>]) -> u32 {
        naive
            .iter()
            .map(|cols| (0..8).map(|r| board[8 * r + cols[r]]).sum())
            .max()
            .unwrap()
    }

    /// A tiny deterministic generator (64-bit LCG, high bits).
    fn lcg(state: &mut u64) -> u32 {
        *state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (*state >> 33) as u32
    }

    #[test]
    fn sample() {
        assert_eq!(run(SAMPLE).unwrap(), "  260\n");
    }

    #[test]
    fn there_are_92_distinct_valid_placements() {
        let all = placements();
        assert_eq!(all.len(), 92);
        for p in &all {
            for a in 0..8 {
                assert_eq!(p[a] as usize / 8, a, "{p:?}: one queen per row");
                for b in a + 1..8 {
                    let (ca, cb) = (p[a] as i32 % 8, p[b] as i32 % 8);
                    assert!(ca != cb && (ca - cb).abs() != (b - a) as i32, "{p:?}");
                }
            }
        }
        let mut sorted = all.clone();
        sorted.sort_unstable();
        sorted.dedup();
        assert_eq!(sorted.len(), 92);
    }

    #[test]
    fn scores_match_the_naive_reference_on_random_boards() {
        let naive = naive_placements();
        let mut state = 167;
        for round in 0..200 {
            let mut board = [0u32; 64];
            // Wide and narrow weight ranges: ties are common in the narrow ones.
            let span = if round % 2 == 0 { 99 } else { 3 };
            board
                .iter_mut()
                .for_each(|w| *w = 1 + lcg(&mut state) % span);
            let fast = best_score(&board, &placements());
            assert_eq!(fast, naive_best(&board, &naive), "{board:?}");
        }
    }

    #[test]
    fn scores_match_the_naive_reference_on_patterned_boards() {
        let ones = [1u32; 64];
        let mut diagonal = [1u32; 64];
        (0..8).for_each(|i| diagonal[9 * i] = 99);
        let checker: [u32; 64] =
            std::array::from_fn(|s| if (s / 8 + s % 8) % 2 == 0 { 99 } else { 1 });
        let naive = naive_placements();
        assert_eq!(naive.len(), 92);
        for board in [ones, diagonal, checker] {
            assert_eq!(
                best_score(&board, &placements()),
                naive_best(&board, &naive)
            );
        }
    }

    #[test]
    fn every_score_fits_five_columns() {
        let top = [99u32; 64];
        assert_eq!(run(&format!("1\n{}", "99 ".repeat(64))).unwrap(), "  792\n");
        assert_eq!(best_score(&top, &placements()), 792);
    }

    #[test]
    fn tokens_carry_their_line_numbers_and_integers_their_signs() {
        let found: Vec<(usize, &[u8])> = Tokens {
            bytes: b" 1\t2\r\n\n  x3 \n",
            pos: 0,
            line: 1,
        }
        .collect();
        assert_eq!(found, [(1, &b"1"[..]), (1, b"2"), (3, b"x3")]);
        assert_eq!(integer(b"+7"), Ok(7));
        assert_eq!(integer(b"-0"), Ok(0));
        assert_eq!(integer(b"9223372036854775807"), Ok(i64::MAX));
        assert_eq!(integer(b"9223372036854775808"), Err(true));
        for no in [&b"-"[..], b"", b"1e3", b"0x1", b"--1"] {
            assert_eq!(integer(no), Err(false), "{no:?}");
        }
    }

    #[test]
    fn parse_accepts_any_spacing_and_up_to_20_boards() {
        let board = "7 ".repeat(64);
        let twenty = format!("20\n{}", format!("{board}\n").repeat(20));
        assert_eq!(run(&twenty).unwrap(), "   56\n".repeat(20));
        assert_eq!(parse(format!("1\r\n{board}").as_bytes()).unwrap().len(), 1);
    }

    #[test]
    fn parse_rejects_bad_input_with_one_line_naming_the_accepted_form() {
        let board = "5 ".repeat(64);
        for (bad, what) in [
            (String::new(), "empty input"),
            ("0\n".into(), "k = 0 is out of range"),
            (
                format!("21\n{}", board.repeat(21)),
                "k = 21 is out of range",
            ),
            ("x\n".into(), "\"x\" is not an integer"),
            (
                format!("2\n{board}"),
                "board 2 ends after 0 of its 64 numbers",
            ),
            (format!("1\n{}", "5 ".repeat(63)), "board 1 ends after 63"),
            (
                format!("1\n100 {}", "5 ".repeat(63)),
                "100 on board 1, row 1, column 1",
            ),
            (
                format!("1\n{}0\n", "5 ".repeat(63)),
                "0 on board 1, row 8, column 8",
            ),
            (
                format!("1\n{}-5\n", "5 ".repeat(63)),
                "-5 on board 1, row 8, column 8",
            ),
            (
                "99999999999999999999\n".into(),
                "99999999999999999999 is out of range",
            ),
            (format!("1\n{board}5\n"), "unexpected \"5\" after board 1"),
            (
                format!("1\n{}5.5\n", "5 ".repeat(63)),
                "\"5.5\" is not an integer",
            ),
        ] {
            let err = parse(bad.as_bytes()).unwrap_err();
            assert!(err.contains(what), "{bad:?}: {err}");
            assert!(err.contains("1 <= k <= 20"), "{bad:?}: {err}");
            assert!(!err.contains('\n'), "{bad:?}: {err:?}");
        }
    }
}

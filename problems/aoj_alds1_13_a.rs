//! # AOJ ALDS1_13_A — 8 Queens Problem
//!
//! <https://onlinejudge.u-aizu.ac.jp/problems/ALDS1_13_A>
//!
//! ## Problem
//! Some queens already stand on an 8 × 8 board. Add queens until there are
//! eight, no two of them attacking each other, and print the board.
//!
//! ## Constraints
//! The given queens complete to exactly one placement (so at least two are
//! given: every square lies in four or more of the 92 placements). Rows and
//! columns are numbered from 0. This binary rejects, as out of range, queens
//! that complete to no placement or to more than one.
//!
//! ## Judge
//! - judge: aoj
//! - time limit: 1 s (practice)
//! - memory limit: 128 MiB (practice)
//! - output limit: 1 MiB
//! - checker: tokens
//! - input: given-queens 8
//!
//! No copy of the problem page that was found shows its limits; the time and
//! memory limits above are practice limits, not AOJ's published figures. The
//! output is always 72 bytes.
//!
//! ## Input / Output
//! Input: k, then k lines `r c`, the row and column of a queen already placed.
//! Output: 8 lines of 8 characters, `Q` for a queen and `.` for an empty square.
//!
//! ## Approach
//! Rows with a given queen are fixed; the others are filled top to bottom with
//! the attacked columns and both diagonal directions as bitmasks. The search
//! stops at the second placement it finds, which proves the first unique.
//! Time: at most the 8-queens search (under two thousand partial boards),
//! microseconds; memory O(1).
//!
//! The whole file is the submission: paste everything between the markers.

// ---- submit: begin ----
use std::io::{self, BufWriter, Read, Write};

/// Rows and columns of the board.
const SIZE: usize = 8;

/// What every input error message ends with.
const ACCEPTED: &str =
    "expected k (0 <= k <= 8), then k lines \"r c\" with 0 <= r, c <= 7, of queens that complete to exactly one placement";

/// The queens' columns row by row: `Some(c)` for a given queen, `None` for a
/// free row.
pub type Given = [Option<u8>; SIZE];

/// Completions of `given` to 8 non-attacking queens, as columns row by row:
/// at most the first `limit` in lexicographic order.
pub fn completions(given: &Given, limit: usize) -> Vec<[u8; SIZE]> {
    struct Search<'a> {
        given: &'a Given,
        limit: usize,
        queens: [u8; SIZE],
        found: Vec<[u8; SIZE]>,
    }
    impl Search<'_> {
        // Columns as bits; `down_left` / `down_right` hold the diagonals that
        // reach this row from the queens above.
        fn go(&mut self, row: usize, cols: u8, down_left: u8, down_right: u8) {
            if row == SIZE {
                self.found.push(self.queens);
                return;
            }
            let mut free = !(cols | down_left | down_right);
            if let Some(c) = self.given[row] {
                free &= 1 << c;
            }
            while free != 0 && self.found.len() < self.limit {
                let bit = free & free.wrapping_neg();
                free ^= bit;
                self.queens[row] = bit.trailing_zeros() as u8;
                let (left, right) = ((down_left | bit) >> 1, (down_right | bit) << 1);
                self.go(row + 1, cols | bit, left, right);
            }
        }
    }
    let mut search = Search {
        given,
        limit,
        queens: [0; SIZE],
        found: Vec::new(),
    };
    search.go(0, 0, 0, 0);
    search.found
}

/// The board with a `Q` where each queen stands, a line per row.
pub fn draw(queens: &[u8; SIZE]) -> String {
    let mut text = String::with_capacity(SIZE * (SIZE + 1));
    for &c in queens {
        for x in 0..SIZE as u8 {
            text.push(if x == c { 'Q' } else { '.' });
        }
        text.push('\n');
    }
    text
}

/// Reads k and the k given queens.
fn parse_given(input: &str) -> Result<Given, String> {
    let mut tokens = input.split_whitespace();
    let mut number = |what: &str, max: u64| -> Result<u8, String> {
        let Some(token) = tokens.next() else {
            return Err(format!("missing {what}: {ACCEPTED}"));
        };
        let shown: String = token.chars().take(24).collect();
        if !token.bytes().all(|b| b.is_ascii_digit()) {
            return Err(format!(
                "{what} = {shown:?} is not a whole number: {ACCEPTED}"
            ));
        }
        match token.parse::<u64>() {
            Ok(x) if x <= max => Ok(x as u8),
            _ => Err(format!("{what} = {shown} is out of range: {ACCEPTED}")),
        }
    };
    if input.trim().is_empty() {
        return Err(format!("empty input: {ACCEPTED}"));
    }
    let k = number("k", SIZE as u64)?;
    let mut given = [None; SIZE];
    let mut squares = [[false; SIZE]; SIZE];
    for q in 1..=k {
        let r = number(&format!("r of queen {q}"), SIZE as u64 - 1)?;
        let c = number(&format!("c of queen {q}"), SIZE as u64 - 1)?;
        if std::mem::replace(&mut squares[r as usize][c as usize], true) {
            return Err(format!("square ({r}, {c}) is given twice: {ACCEPTED}"));
        }
        if let Some(other) = given[r as usize].replace(c) {
            return Err(format!(
                "queens ({r}, {other}) and ({r}, {c}) share a row: {ACCEPTED}"
            ));
        }
    }
    if let Some(extra) = tokens.next() {
        let shown: String = extra.chars().take(24).collect();
        return Err(format!(
            "unexpected {shown:?} after the {k} queens: {ACCEPTED}"
        ));
    }
    Ok(given)
}

/// The one completion of `given`, or why there is not exactly one.
fn unique_completion(given: &Given) -> Result<[u8; SIZE], String> {
    let found = completions(given, 2);
    match found.len() {
        1 => Ok(found[0]),
        0 => Err(format!(
            "the given queens complete to no placement: {ACCEPTED}"
        )),
        _ => Err(format!(
            "the given queens complete to more than one placement: {ACCEPTED}"
        )),
    }
}

fn main() {
    let mut input = Vec::new();
    let queens = io::stdin()
        .read_to_end(&mut input)
        .map_err(|e| format!("cannot read stdin: {e}"))
        .and_then(|_| parse_given(&String::from_utf8_lossy(&input)))
        .and_then(|given| unique_completion(&given));
    let queens = match queens {
        Ok(queens) => queens,
        Err(message) => {
            eprintln!("aoj_alds1_13_a: {message}");
            std::process::exit(2);
        }
    };
    let mut out = BufWriter::new(io::stdout().lock());
    if out
        .write_all(draw(&queens).as_bytes())
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

    const SAMPLE_IN: &str = "2\n2 2\n5 3\n";
    const SAMPLE_OUT: &str =
        "......Q.\nQ.......\n..Q.....\n.......Q\n.....Q..\n...Q....\n.Q......\n....Q...\n";

    /// Every permutation of 0..8 in lexicographic order (the next-permutation
    /// step), kept when no two queens share a diagonal.
    fn all_placements() -> Vec<[u8; SIZE]> {
        let mut p: [u8; SIZE] = [0, 1, 2, 3, 4, 5, 6, 7];
        let mut out = Vec::new();
        loop {
            let ok = (0..SIZE).all(|a| (0..a).all(|b| a - b != p[a].abs_diff(p[b]) as usize));
            if ok {
                out.push(p);
            }
            let Some(i) = (0..SIZE - 1).rev().find(|&i| p[i] < p[i + 1]) else {
                return out;
            };
            let j = (i + 1..SIZE).rev().find(|&j| p[j] > p[i]).unwrap();
            p.swap(i, j);
            p[i + 1..].reverse();
        }
    }

    fn naive_completions(given: &Given) -> Vec<[u8; SIZE]> {
        all_placements()
            .into_iter()
            .filter(|p| (0..SIZE).all(|r| given[r].is_none_or(|c| c == p[r])))
            .collect()
    }

    fn run(input: &str) -> Result<String, String> {
        let given = parse_given(input)?;
        unique_completion(&given).map(|q| draw(&q))
    }

    #[test]
    fn sample() {
        assert_eq!(run(SAMPLE_IN).unwrap(), SAMPLE_OUT);
    }

    #[test]
    fn there_are_92_placements_and_the_search_lists_them_in_order() {
        let naive = all_placements();
        assert_eq!(naive.len(), 92);
        assert_eq!(completions(&[None; SIZE], 100), naive);
    }

    #[test]
    fn completions_match_the_naive_reference_for_many_given_sets() {
        let placements = all_placements();
        let mut state = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        for round in 0..2000 {
            let mut given = [None; SIZE];
            let base = placements[next() as usize % placements.len()];
            for (r, g) in given.iter_mut().enumerate() {
                if next() % 3 == 0 {
                    // Mostly queens of one placement, sometimes any square.
                    let c = if round % 4 == 0 {
                        next() % 8
                    } else {
                        base[r] as u64
                    };
                    *g = Some(c as u8);
                }
            }
            assert_eq!(
                completions(&given, 100),
                naive_completions(&given),
                "{given:?}"
            );
        }
    }

    #[test]
    fn every_placement_given_whole_is_its_own_answer() {
        for p in all_placements() {
            let mut input = String::from("8\n");
            for r in (0..SIZE).rev() {
                input += &format!("{r} {}\n", p[r]);
            }
            assert_eq!(run(&input).unwrap(), draw(&p));
        }
    }

    #[test]
    fn parse_rejects_bad_input_in_one_line_naming_the_format() {
        let cases = [
            ("", "empty input"),
            ("x", "k = \"x\" is not a whole number"),
            ("9\n", "k = 9 is out of range"),
            ("-1\n", "not a whole number"),
            ("2\n2 2\n", "missing r of queen 2"),
            ("2\n2 2\n5\n", "missing c of queen 2"),
            ("1\n8 0\n", "r of queen 1 = 8 is out of range"),
            ("1\n0 8\n", "c of queen 1 = 8 is out of range"),
            ("2\n2 2\n2 2\n", "square (2, 2) is given twice"),
            ("2\n2 2\n2 5\n", "queens (2, 2) and (2, 5) share a row"),
            ("2\n2 2\n5 3\n0\n", "unexpected \"0\" after the 2 queens"),
        ];
        for (input, expected) in cases {
            let err = parse_given(input).unwrap_err();
            assert!(err.contains(expected), "{input:?}: {err}");
            assert!(err.ends_with(ACCEPTED), "{input:?}: {err}");
            assert!(!err.contains('\n'), "{input:?}: {err}");
        }
    }

    #[test]
    fn queens_that_do_not_complete_exactly_once_are_rejected() {
        for (input, expected) in [
            ("0\n", "more than one placement"),
            ("1\n0 0\n", "more than one placement"),
            ("2\n0 0\n1 1\n", "no placement"),
            ("2\n0 0\n7 7\n", "no placement"),
        ] {
            let err = run(input).unwrap_err();
            assert!(err.contains(expected), "{input:?}: {err}");
        }
    }
}

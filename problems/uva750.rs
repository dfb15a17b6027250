//! # UVa 750 — 8 Queens Chess Problem
//!
//! <https://onlinejudge.org/external/7/750.pdf>
//!
//! ## Problem
//! One queen stands on a given square of an 8 × 8 board. List every placement
//! of eight non-attacking queens that includes it.
//!
//! ## Constraints
//! Squares are given as `row column`, both 1..=8, row 1 at the top and column 1
//! on the left; the statement promises a valid square. It gives no bound on the
//! number of datasets: the kit's fixtures stay within a practice bound of 100,
//! and this binary accepts 1 to 100 000.
//!
//! ## Judge
//! - judge: uva
//! - time limit: 3 s (practice)
//! - memory limit: 128 MiB (practice)
//! - output limit: 1 MiB
//! - checker: tokens
//! - input: fixed-queen 8 datasets=1..=100
//!
//! The copies of the statement that were found show neither limit; the time
//! and memory limits above are practice limits, not UVa's published figures.
//! The output limit is this kit's own: 100 datasets print at most about 48 KB.
//!
//! ## Input / Output
//! Input: the number of datasets, a blank line, then the datasets `row column`,
//! separated by blank lines (this binary also takes them without the blank
//! lines). Output per dataset: the header lines `SOLN       COLUMN` and
//! ` #      1 2 3 4 5 6 7 8`, a blank line, then one line per placement in
//! lexicographic order: its number right-aligned in two columns, six spaces, and
//! the row of the queen in columns 1 to 8, separated by single spaces. A blank
//! line separates datasets; none follows the last.
//!
//! ## Approach
//! The 92 placements are found once, column by column with the rows tried in
//! increasing order, so they come out in lexicographic order; attacked rows and
//! both diagonal directions are bitmasks. Each dataset keeps the placements
//! whose queen in its column stands in its row. Time O(92 · 8) per dataset after
//! a search of under two thousand partial boards; memory O(1) besides the
//! output buffer.
//!
//! The whole file is the submission: paste everything between the markers.

// ---- submit: begin ----
use std::io::{self, BufWriter, Read, Write};

/// Rows and columns of the board.
const SIZE: usize = 8;

/// The most datasets this binary accepts.
const MAX_DATASETS: u64 = 100_000;

/// What every input error message ends with.
const ACCEPTED: &str = "expected the number of datasets T (1 <= T <= 100000), then T lines \"row column\" with 1 <= row, column <= 8";

/// A placement: the row (1-based) of the queen in each column.
pub type Placement = [u8; SIZE];

/// All 92 placements in lexicographic order.
pub fn placements() -> Vec<Placement> {
    fn go(
        col: usize,
        rows: u8,
        up: u8,
        down: u8,
        queens: &mut Placement,
        out: &mut Vec<Placement>,
    ) {
        if col == SIZE {
            out.push(*queens);
            return;
        }
        // Bit r is row r + 1; `up` / `down` hold the diagonals reaching this column.
        let mut free = !(rows | up | down);
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            queens[col] = bit.trailing_zeros() as u8 + 1;
            go(
                col + 1,
                rows | bit,
                (up | bit) >> 1,
                (down | bit) << 1,
                queens,
                out,
            );
        }
    }
    let mut out = Vec::with_capacity(92);
    go(0, 0, 0, 0, &mut [0; SIZE], &mut out);
    out
}

/// Appends the answer for a queen in `row` and `column` (1-based).
pub fn write_dataset(out: &mut Vec<u8>, all: &[Placement], row: u8, column: u8) {
    out.extend_from_slice(b"SOLN       COLUMN\n #      1 2 3 4 5 6 7 8\n\n");
    let mut number = 0;
    for p in all.iter().filter(|p| p[column as usize - 1] == row) {
        number += 1;
        let line = [
            if number < 10 {
                b' '
            } else {
                b'0' + number / 10
            },
            b'0' + number % 10,
        ];
        out.extend_from_slice(&line);
        out.extend_from_slice(b"     ");
        for &r in p {
            out.extend_from_slice(&[b' ', b'0' + r]);
        }
        out.push(b'\n');
    }
}

/// Reads the datasets as (row, column) pairs.
fn parse_datasets(input: &str) -> Result<Vec<(u8, u8)>, String> {
    let mut lines = input
        .lines()
        .enumerate()
        .filter(|(_, line)| !line.trim().is_empty());
    let Some((_, first)) = lines.next() else {
        return Err(format!("empty input: {ACCEPTED}"));
    };
    let t = match number(first.trim()) {
        Some(t) if (1..=MAX_DATASETS).contains(&t) => t as usize,
        Some(_) => return Err(format!("T = {} is out of range: {ACCEPTED}", shown(first))),
        None => return Err(format!("{:?} is not T: {ACCEPTED}", shown(first))),
    };
    let mut datasets = Vec::with_capacity(t);
    for d in 1..=t {
        let Some((at, line)) = lines.next() else {
            return Err(format!("only {} of {t} datasets: {ACCEPTED}", d - 1));
        };
        let fields: Vec<&str> = line.split_whitespace().collect();
        let square = match fields[..] {
            [row, column] => number(row).zip(number(column)),
            _ => None,
        };
        match square {
            Some((r, c)) if (1..=8).contains(&r) && (1..=8).contains(&c) => {
                datasets.push((r as u8, c as u8))
            }
            _ => {
                return Err(format!(
                    "line {} ({:?}) is not dataset {d}: {ACCEPTED}",
                    at + 1,
                    shown(line)
                ))
            }
        }
    }
    if let Some((at, line)) = lines.next() {
        return Err(format!(
            "unexpected line {} ({:?}) after {t} datasets: {ACCEPTED}",
            at + 1,
            shown(line)
        ));
    }
    Ok(datasets)
}

/// A whole number written in decimal digits only.
fn number(token: &str) -> Option<u64> {
    match token.bytes().all(|b| b.is_ascii_digit()) {
        true => token.parse().ok(),
        false => None,
    }
}

/// At most 24 characters of a line, for error messages.
fn shown(line: &str) -> String {
    line.trim().chars().take(24).collect()
}

fn main() {
    let mut input = Vec::new();
    let datasets = io::stdin()
        .read_to_end(&mut input)
        .map_err(|e| format!("cannot read stdin: {e}"))
        .and_then(|_| parse_datasets(&String::from_utf8_lossy(&input)));
    let datasets = match datasets {
        Ok(datasets) => datasets,
        Err(message) => {
            eprintln!("uva750: {message}");
            std::process::exit(2);
        }
    };
    let all = placements();
    let mut text = Vec::with_capacity(datasets.len() * 512);
    for (i, &(row, column)) in datasets.iter().enumerate() {
        if i > 0 {
            text.push(b'\n');
        }
        write_dataset(&mut text, &all, row, column);
    }
    let mut out = BufWriter::new(io::stdout().lock());
    if out.write_all(&text).and_then(|_| out.flush()).is_err() {
        std::process::exit(1);
    }
}
// ---- submit: end ----

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLE_IN: &str = "1\n\n1 1\n";
    const SAMPLE_OUT: &str = "SOLN       COLUMN\n #      1 2 3 4 5 6 7 8\n\n 1      1 5 8 6 3 7 2 4\n 2      1 6 8 3 7 4 2 5\n 3      1 7 4 6 8 2 5 3\n 4      1 7 5 8 2 4 6 3\n";

    fn answer(input: &str) -> Result<String, String> {
        let datasets = parse_datasets(input)?;
        let all = placements();
        let mut text = Vec::new();
        for (i, &(r, c)) in datasets.iter().enumerate() {
            if i > 0 {
                text.push(b'\n');
            }
            write_dataset(&mut text, &all, r, c);
        }
        Ok(String::from_utf8(text).unwrap())
    }

    /// Every 8-digit string over 1..=8 with distinct digits, in increasing
    /// order, kept when no two queens share a diagonal.
    fn naive_placements() -> Vec<Placement> {
        let mut out = Vec::new();
        for code in 0..8u32.pow(8) {
            let p: Vec<u8> = (0..8)
                .rev()
                .map(|i| (code / 8u32.pow(i) % 8) as u8 + 1)
                .collect();
            let ok = (0..8)
                .all(|a| (0..a).all(|b| p[a] != p[b] && p[a].abs_diff(p[b]) as usize != a - b));
            if ok {
                out.push(p.try_into().unwrap());
            }
        }
        out
    }

    #[test]
    fn sample() {
        assert_eq!(answer(SAMPLE_IN).unwrap(), SAMPLE_OUT);
    }

    #[test]
    fn placements_match_the_naive_enumeration_in_order() {
        let naive = naive_placements();
        assert_eq!(naive.len(), 92);
        assert_eq!(placements(), naive);
    }

    #[test]
    fn every_square_lists_the_placements_through_it() {
        let all = placements();
        let mut lines_total = 0;
        for r in 1..=8 {
            for c in 1..=8 {
                let mut text = Vec::new();
                write_dataset(&mut text, &all, r, c);
                let text = String::from_utf8(text).unwrap();
                let body: Vec<&str> = text.lines().skip(3).collect();
                let expected: Vec<String> = all
                    .iter()
                    .filter(|p| p[c as usize - 1] == r)
                    .enumerate()
                    .map(|(i, p)| {
                        let rows: Vec<String> = p.iter().map(|x| x.to_string()).collect();
                        format!("{:>2}      {}", i + 1, rows.join(" "))
                    })
                    .collect();
                assert_eq!(body, expected, "square ({r}, {c})");
                assert!((4..=18).contains(&body.len()), "square ({r}, {c})");
                lines_total += body.len();
            }
        }
        // Each placement has a queen on 8 squares.
        assert_eq!(lines_total, 92 * 8);
    }

    #[test]
    fn datasets_are_separated_by_one_blank_line_and_blank_lines_are_optional() {
        let two = answer("2\n\n1 1\n\n1 1\n").unwrap();
        assert_eq!(two, format!("{SAMPLE_OUT}\n{SAMPLE_OUT}"));
        assert_eq!(answer("2\n1 1\n1 1").unwrap(), two);
        assert_eq!(answer("2\r\n\r\n1 1\r\n\r\n1 1\r\n").unwrap(), two);
    }

    #[test]
    fn parse_rejects_bad_input_in_one_line_naming_the_format() {
        let cases = [
            ("", "empty input"),
            ("\n\n", "empty input"),
            ("x\n\n1 1\n", "\"x\" is not T"),
            ("1 1\n", "\"1 1\" is not T"),
            ("0\n", "T = 0 is out of range"),
            ("100001\n", "T = 100001 is out of range"),
            ("2\n\n1 1\n", "only 1 of 2 datasets"),
            ("1\n\n0 1\n", "line 3 (\"0 1\") is not dataset 1"),
            ("1\n\n1 9\n", "is not dataset 1"),
            ("1\n\n1\n", "is not dataset 1"),
            ("1\n\n1 1 1\n", "is not dataset 1"),
            ("1\n\n-1 1\n", "is not dataset 1"),
            (
                "1\n\n1 1\n\n2 2\n",
                "unexpected line 5 (\"2 2\") after 1 datasets",
            ),
        ];
        for (input, expected) in cases {
            let err = parse_datasets(input).unwrap_err();
            assert!(err.contains(expected), "{input:?}: {err}");
            assert!(err.ends_with(ACCEPTED), "{input:?}: {err}");
            assert!(!err.contains('\n'), "{input:?}: {err}");
        }
    }
}

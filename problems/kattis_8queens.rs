//! # Kattis 8queens — Eight Queens
//!
//! <https://open.kattis.com/problems/8queens>
//!
//! ## Problem
//! Given an 8 × 8 board with some queens on it, say whether it is a solution of
//! the eight queens puzzle: eight queens, no two in one row, column or diagonal.
//!
//! ## Constraints
//! Eight lines of eight characters, `.` an empty square and `*` a queen. The
//! number of queens is not restricted: a board with fewer or more than eight is
//! simply not a solution. This binary also accepts `\r\n` line ends and blank
//! lines after the board.
//!
//! ## Judge
//! - judge: kattis
//! - time limit: 1 s (practice)
//! - memory limit: 1024 MiB (practice)
//! - output limit: 1 KiB
//! - checker: tokens
//! - input: grid 8 queens
//!
//! The Kattis statement page we could read shows no limits (a SPOJ copy of the
//! problem, EIQUEENS, runs it with 1 s and 1536 MB): 1 s and 1024 MiB are
//! practice limits. The output limit is ours.
//!
//! ## Input / Output
//! Input: the 8 rows. Output: `valid` or `invalid`.
//!
//! ## Approach
//! Each row becomes a bitmask of its queens. The board is valid when every row
//! holds exactly one queen (so there are eight, in eight rows), the rows' masks
//! together fill all eight columns, and the queens fill fifteen distinct
//! diagonals of each direction, checked by setting bit r + c and bit r − c + 7
//! of two 16-bit masks and counting them. Time and memory O(1): 64 squares.
//!
//! The whole file is the submission: paste everything between the markers.

// ---- submit: begin ----
use std::io::{self, Read, Write};

/// The board's rows as bitmasks, bit c set for a queen in column c.
pub type Board = [u8; 8];

/// Whether the board is a solution of the eight queens puzzle.
pub fn is_solution(board: &Board) -> bool {
    if board.iter().any(|&row| row.count_ones() != 1) {
        return false;
    }
    let (mut columns, mut sums, mut differences) = (0u8, 0u16, 0u16);
    for (r, &row) in board.iter().enumerate() {
        let c = row.trailing_zeros() as usize;
        columns |= row;
        sums |= 1 << (r + c);
        differences |= 1 << (r + 7 - c);
    }
    columns == 0xff && sums.count_ones() == 8 && differences.count_ones() == 8
}

/// Reads the 8 rows, or says what was wrong and what is accepted.
fn parse(input: &[u8]) -> Result<Board, String> {
    const ACCEPTED: &str = "expected 8 lines of 8 characters, each '.' or '*'";
    let mut lines = input
        .split(|&b| b == b'\n')
        .map(|line| line.strip_suffix(b"\r").unwrap_or(line));
    if input.iter().all(u8::is_ascii_whitespace) {
        return Err(format!("empty input: {ACCEPTED}"));
    }
    let mut board = [0u8; 8];
    for (r, row) in board.iter_mut().enumerate() {
        let line = match lines.next() {
            // An empty last line is the end of the input, not a row.
            Some([]) if lines.clone().all(|l| l.is_empty()) => None,
            line => line,
        };
        let Some(line) = line else {
            return Err(format!("the input ends after {r} rows: {ACCEPTED}"));
        };
        if line.len() != 8 {
            let what = String::from_utf8_lossy(&line[..line.len().min(24)]);
            return Err(format!(
                "line {}: {what:?} has {} characters: {ACCEPTED}",
                r + 1,
                line.len()
            ));
        }
        for (c, &square) in line.iter().enumerate() {
            match square {
                b'.' => {}
                b'*' => *row |= 1 << c,
                _ => {
                    return Err(format!(
                        "line {}, column {}: {:?} is neither '.' nor '*': {ACCEPTED}",
                        r + 1,
                        c + 1,
                        char::from(square)
                    ))
                }
            }
        }
    }
    if let Some((i, _)) = lines
        .enumerate()
        .find(|(_, line)| !line.iter().all(u8::is_ascii_whitespace))
    {
        return Err(format!(
            "line {}: unexpected input after the board: {ACCEPTED}",
            i + 9
        ));
    }
    Ok(board)
}

fn main() {
    let mut input = Vec::new();
    let board = io::stdin()
        .read_to_end(&mut input)
        .map_err(|e| format!("cannot read stdin: {e}"))
        .and_then(|_| parse(&input));
    let board = match board {
        Ok(board) => board,
        Err(message) => {
            eprintln!("kattis_8queens: {message}");
            std::process::exit(2);
        }
    };
    let verdict: &[u8] = if is_solution(&board) {
        b"valid\n"
    } else {
        b"invalid\n"
    };
    if io::stdout().lock().write_all(verdict).is_err() {
        std::process::exit(1);
    }
}
// ---- submit: end ----

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLE_1: &str =
        "*.......\n..*.....\n....*...\n......*.\n.*......\n.......*\n.....*..\n...*....\n";
    const SAMPLE_2: &str =
        "*.......\n......*.\n....*...\n.......*\n.*......\n...*....\n.....*..\n..*.....\n";

    /// Parses and answers `input` as the binary would.
    fn run(input: &str) -> Result<&'static str, String> {
        let board = parse(input.as_bytes())?;
        Ok(if is_solution(&board) {
            "valid\n"
        } else {
            "invalid\n"
        })
    }

    /// The queens as (row, column) pairs, every pair compared: nothing shared
    /// with the bitmask check.
    fn naive_valid(queens: &[(i32, i32)]) -> bool {
        queens.len() == 8
            && queens.iter().enumerate().all(|(i, &(r1, c1))| {
                queens[i + 1..]
                    .iter()
                    .all(|&(r2, c2)| r1 != r2 && c1 != c2 && (r1 - r2).abs() != (c1 - c2).abs())
            })
    }

    fn draw(queens: &[(i32, i32)]) -> String {
        let mut rows = [*b"........"; 8];
        for &(r, c) in queens {
            rows[r as usize][c as usize] = b'*';
        }
        rows.iter()
            .map(|r| String::from_utf8_lossy(r) + "\n")
            .collect()
    }

    #[test]
    fn samples() {
        assert_eq!(run(SAMPLE_1).unwrap(), "invalid\n");
        assert_eq!(run(SAMPLE_2).unwrap(), "valid\n");
    }

    #[test]
    fn every_arrangement_of_one_queen_per_row_matches_the_naive_check() {
        // All 8^8 boards with one queen per row would be 16 million; every
        // permutation (40 320, the 92 solutions among them) plus a stride
        // through the rest keeps the test quick.
        let mut checked = 0;
        let mut valid = 0;
        let codes: std::collections::BTreeSet<u32> = (0..8u32.pow(8))
            .step_by(97)
            .chain(permutation_codes())
            .collect();
        for code in codes {
            let queens: Vec<(i32, i32)> =
                (0..8).map(|r| (r, (code >> (3 * r) & 7) as i32)).collect();
            let expected = naive_valid(&queens);
            assert_eq!(
                run(&draw(&queens)).unwrap() == "valid\n",
                expected,
                "{queens:?}"
            );
            checked += 1;
            valid += expected as u32;
        }
        assert!(checked > 200_000);
        assert_eq!(valid, 92);
    }

    /// Every permutation of the 8 columns, as 3-bit codes per row.
    fn permutation_codes() -> Vec<u32> {
        fn go(used: u32, row: u32, code: u32, out: &mut Vec<u32>) {
            if row == 8 {
                out.push(code);
                return;
            }
            for c in (0..8).filter(|c| used >> c & 1 == 0) {
                go(used | 1 << c, row + 1, code | c << (3 * row), out);
            }
        }
        let mut out = Vec::new();
        go(0, 0, 0, &mut out);
        out
    }

    #[test]
    fn random_boards_with_any_number_of_queens_match_the_naive_check() {
        let mut state = 8_u64;
        let mut next = |below: u64| {
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (state >> 33) % below
        };
        for _ in 0..20_000 {
            let mut queens: Vec<(i32, i32)> = Vec::new();
            for _ in 0..next(12) {
                let s = next(64) as i32;
                if !queens.contains(&(s / 8, s % 8)) {
                    queens.push((s / 8, s % 8));
                }
            }
            assert_eq!(
                run(&draw(&queens)).unwrap() == "valid\n",
                naive_valid(&queens),
                "{queens:?}"
            );
        }
    }

    #[test]
    fn parse_accepts_crlf_no_final_newline_and_trailing_blank_lines() {
        let crlf = SAMPLE_2.replace('\n', "\r\n");
        assert_eq!(run(&crlf).unwrap(), "valid\n");
        assert_eq!(run(SAMPLE_2.trim_end()).unwrap(), "valid\n");
        assert_eq!(run(&format!("{SAMPLE_2}\n \n")).unwrap(), "valid\n");
    }

    #[test]
    fn parse_rejects_bad_input_with_one_line_naming_the_accepted_form() {
        let rows: Vec<&str> = SAMPLE_2.lines().collect();
        let with = |i: usize, row: &str| {
            let mut r = rows.clone();
            r[i] = row;
            r.join("\n") + "\n"
        };
        for (bad, what) in [
            (String::new(), "empty input"),
            ("\n \r\n".into(), "empty input"),
            (rows[..7].join("\n"), "ends after 7 rows"),
            (rows[..7].join("\n") + "\n", "ends after 7 rows"),
            (rows[..7].join("\n") + "\n\n", "ends after 7 rows"),
            (with(2, "....*.."), "line 3: \"....*..\" has 7 characters"),
            (
                with(0, "*........"),
                "line 1: \"*........\" has 9 characters",
            ),
            (with(4, ".Q......"), "line 5, column 2: 'Q' is neither"),
            (with(7, "..*....#"), "line 8, column 8: '#' is neither"),
            (with(3, ".......* "), "has 9 characters"),
            (format!("\n{SAMPLE_2}"), "line 1: \"\" has 0 characters"),
            (
                format!("{SAMPLE_2}........\n"),
                "line 9: unexpected input after the board",
            ),
        ] {
            let err = parse(bad.as_bytes()).unwrap_err();
            assert!(err.contains(what), "{bad:?}: {err}");
            assert!(err.contains("8 lines of 8 characters"), "{bad:?}: {err}");
            assert!(!err.contains('\n'), "{bad:?}: {err:?}");
        }
    }
}

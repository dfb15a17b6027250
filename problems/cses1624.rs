//! # CSES 1624 — Chessboard and Queens
//!
//! <https://cses.fi/problemset/task/1624>
//!
//! ## Problem
//! Eight queens go on an ordinary chessboard so that no two attack each other.
//! Some squares are reserved and cannot hold a queen; a reserved square does not
//! stop an attack along its line. Count the placements.
//!
//! ## Constraints
//! The board is always 8 × 8. Any pattern of reserved squares may occur, the
//! full board and the fully reserved board included.
//!
//! ## Judge
//! - judge: cses
//! - time limit: 1 s
//! - memory limit: 512 MiB (practice)
//! - output limit: 1 MiB
//! - checker: tokens
//! - input: grid 8 blocked
//!
//! The 1 s time limit is quoted for this task by a published analysis of it;
//! 512 MB is what the copies of CSES's introductory tasks show, but no copy of
//! this task's page with its memory limit was found, so it stays a practice
//! limit. The output limit is this kit's own (the answer is at most 92).
//!
//! ## Input / Output
//! Input: 8 lines of 8 characters, `.` for a free square and `*` for a reserved
//! one. Output: one line with the number of placements.
//!
//! ## Approach
//! Row by row from the top, with the attacked columns and both diagonal
//! directions as bitmasks shifted one step per row and each row's reserved
//! squares masked out; the lowest free square is tried first. On 8 × 8 the whole
//! search visits at most about two thousand partial boards, so no symmetry or
//! lookahead is worth its code. Time O(8!) in the worst case, in practice a few
//! microseconds; memory O(1).
//!
//! The whole file is the submission: paste everything between the markers.

// ---- submit: begin ----
use std::io::{self, BufWriter, Read, Write};

/// Rows and columns of the board.
const SIZE: usize = 8;

/// What every board error message ends with.
const ACCEPTED: &str = "expected 8 rows of 8 characters, '.' (free) or '*' (reserved)";

/// Placements of 8 non-attacking queens on free squares; bit c of
/// `reserved[r]` marks square (r, c) as reserved.
pub fn count_placements(reserved: &[u8; SIZE]) -> u32 {
    fn go(reserved: &[u8; SIZE], row: usize, cols: u8, down_left: u8, down_right: u8) -> u32 {
        if row == SIZE {
            return 1;
        }
        let mut free = !(cols | down_left | down_right | reserved[row]);
        let mut total = 0;
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            total += go(
                reserved,
                row + 1,
                cols | bit,
                (down_left | bit) >> 1,
                (down_right | bit) << 1,
            );
        }
        total
    }
    go(reserved, 0, 0, 0, 0)
}

/// Reads the board: bit c of row r is set when square (r, c) is reserved.
fn parse_board(input: &str) -> Result<[u8; SIZE], String> {
    let mut rows = input.split_whitespace();
    let mut reserved = [0u8; SIZE];
    for (r, mask) in reserved.iter_mut().enumerate() {
        let Some(row) = rows.next() else {
            return Err(match r {
                0 => format!("empty input: {ACCEPTED}"),
                _ => format!("only {r} rows: {ACCEPTED}"),
            });
        };
        let chars: Vec<char> = row.chars().collect();
        if chars.len() != SIZE {
            let shown: String = chars.iter().take(24).collect();
            return Err(format!(
                "row {} is {shown:?} (length {}): {ACCEPTED}",
                r + 1,
                chars.len()
            ));
        }
        for (c, &ch) in chars.iter().enumerate() {
            match ch {
                '.' => {}
                '*' => *mask |= 1 << c,
                _ => {
                    return Err(format!(
                        "row {} has {ch:?} in column {}: {ACCEPTED}",
                        r + 1,
                        c + 1
                    ))
                }
            }
        }
    }
    if let Some(extra) = rows.next() {
        let shown: String = extra.chars().take(24).collect();
        return Err(format!("unexpected {shown:?} after row 8: {ACCEPTED}"));
    }
    Ok(reserved)
}

fn main() {
    let mut input = Vec::new();
    let board = io::stdin()
        .read_to_end(&mut input)
        .map_err(|e| format!("cannot read stdin: {e}"))
        .and_then(|_| parse_board(&String::from_utf8_lossy(&input)));
    let board = match board {
        Ok(board) => board,
        Err(message) => {
            eprintln!("cses1624: {message}");
            std::process::exit(2);
        }
    };
    let mut out = BufWriter::new(io::stdout().lock());
    if writeln!(out, "{}", count_placements(&board))
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

    /// The statement's example.
    const SAMPLE: &str =
        "........\n........\n..*.....\n........\n........\n.....**.\n...*....\n........\n";

    /// Every permutation of the columns, checked square by square: the queen of
    /// row r stands in column p[r].
    fn naive(board: &[Vec<bool>]) -> u32 {
        fn permute(p: &mut Vec<usize>, k: usize, board: &[Vec<bool>], total: &mut u32) {
            if k == p.len() {
                let ok = (0..p.len())
                    .all(|r| !board[r][p[r]] && (0..r).all(|q| r - q != p[r].abs_diff(p[q])));
                *total += ok as u32;
                return;
            }
            for i in k..p.len() {
                p.swap(k, i);
                permute(p, k + 1, board, total);
                p.swap(k, i);
            }
        }
        let mut total = 0;
        permute(&mut (0..SIZE).collect(), 0, board, &mut total);
        total
    }

    fn text_of(board: &[Vec<bool>]) -> String {
        board
            .iter()
            .map(|row| {
                let mut line: String = row.iter().map(|&x| if x { '*' } else { '.' }).collect();
                line.push('\n');
                line
            })
            .collect()
    }

    #[test]
    fn sample_has_65_placements() {
        assert_eq!(count_placements(&parse_board(SAMPLE).unwrap()), 65);
    }

    #[test]
    fn empty_and_full_boards() {
        assert_eq!(count_placements(&[0; SIZE]), 92);
        assert_eq!(count_placements(&[0xff; SIZE]), 0);
    }

    #[test]
    fn fast_path_matches_the_naive_reference_on_random_boards() {
        let mut state = 0x2545_f491_4f6c_dd1du64;
        let mut next = || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        for round in 0..300 {
            let percent = [0, 3, 8, 15, 30, 60][round % 6];
            let board: Vec<Vec<bool>> = (0..SIZE)
                .map(|_| (0..SIZE).map(|_| next() % 100 < percent).collect())
                .collect();
            let parsed = parse_board(&text_of(&board)).unwrap();
            assert_eq!(count_placements(&parsed), naive(&board), "{board:?}");
        }
    }

    #[test]
    fn parse_accepts_crlf_and_a_missing_final_newline() {
        let crlf = SAMPLE.replace('\n', "\r\n");
        assert_eq!(parse_board(&crlf), parse_board(SAMPLE));
        assert_eq!(parse_board(SAMPLE.trim_end()), parse_board(SAMPLE));
        assert_eq!(parse_board(SAMPLE).unwrap()[5], 0b0110_0000);
    }

    #[test]
    fn parse_rejects_bad_boards_in_one_line_naming_the_format() {
        let short_row = SAMPLE.replacen("........", ".......", 1);
        let bad_char = SAMPLE.replacen("..*", "..Q", 1);
        let cases = [
            ("", "empty input"),
            ("........\n", "only 1 rows"),
            (&short_row, "row 1 is \".......\" (length 7)"),
            (&bad_char, "row 3 has 'Q' in column 3"),
            (&format!("{SAMPLE}........\n"), "after row 8"),
            (&SAMPLE.replacen(".", "é", 1), "row 1 has 'é' in column 1"),
        ];
        for (input, expected) in cases {
            let err = parse_board(input).unwrap_err();
            assert!(err.contains(expected), "{input:?}: {err}");
            assert!(err.contains(ACCEPTED), "{input:?}: {err}");
            assert!(!err.contains('\n'), "{input:?}: {err}");
        }
    }
}

//! Plain baseline for uva167: for every board, a straightforward backtracking
//! search over the rows with arrays of used columns and diagonals, keeping the
//! best sum (no shared list of placements), reading the same input.

use std::io::{Read, Write};

struct Search {
    board: [[u32; 8]; 8],
    col: [bool; 8],
    sum_diag: [bool; 15],
    diff_diag: [bool; 15],
    best: u32,
}

impl Search {
    fn go(&mut self, row: usize, sum: u32) {
        if row == 8 {
            self.best = self.best.max(sum);
            return;
        }
        for c in 0..8 {
            let (s, d) = (row + c, row + 7 - c);
            if self.col[c] || self.sum_diag[s] || self.diff_diag[d] {
                continue;
            }
            self.col[c] = true;
            self.sum_diag[s] = true;
            self.diff_diag[d] = true;
            self.go(row + 1, sum + self.board[row][c]);
            self.col[c] = false;
            self.sum_diag[s] = false;
            self.diff_diag[d] = false;
        }
    }
}

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).expect("stdin");
    let mut numbers = input
        .split_whitespace()
        .map(|t| t.parse::<u32>().expect("number"));
    let k = numbers.next().expect("k");
    let mut out = String::new();
    for _ in 0..k {
        let mut search = Search {
            board: [[0; 8]; 8],
            col: [false; 8],
            sum_diag: [false; 15],
            diff_diag: [false; 15],
            best: 0,
        };
        for row in search.board.iter_mut() {
            for w in row.iter_mut() {
                *w = numbers.next().expect("weight");
            }
        }
        search.go(0, 0);
        out += &format!("{:5}\n", search.best);
    }
    std::io::stdout().write_all(out.as_bytes()).expect("stdout");
}

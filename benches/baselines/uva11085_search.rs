//! Plain baseline for uva11085: for every line, a straightforward backtracking
//! search over the columns with arrays of used rows and diagonals, counting the
//! moved queens at each complete placement and keeping the fewest (no shared
//! list of placements), reading the same input.

use std::io::{Read, Write};

struct Search {
    given: [usize; 8],
    row: [bool; 8],
    sum_diag: [bool; 15],
    diff_diag: [bool; 15],
    best: usize,
}

impl Search {
    fn go(&mut self, col: usize, moved: usize) {
        if col == 8 {
            self.best = self.best.min(moved);
            return;
        }
        for r in 0..8 {
            let (s, d) = (col + r, col + 7 - r);
            if self.row[r] || self.sum_diag[s] || self.diff_diag[d] {
                continue;
            }
            self.row[r] = true;
            self.sum_diag[s] = true;
            self.diff_diag[d] = true;
            self.go(col + 1, moved + usize::from(r != self.given[col]));
            self.row[r] = false;
            self.sum_diag[s] = false;
            self.diff_diag[d] = false;
        }
    }
}

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).expect("stdin");
    let numbers: Vec<usize> = input
        .split_whitespace()
        .map(|t| t.parse().expect("row"))
        .collect();
    let mut out = String::new();
    for (k, case) in numbers.chunks(8).enumerate() {
        let mut search = Search {
            given: [0; 8],
            row: [false; 8],
            sum_diag: [false; 15],
            diff_diag: [false; 15],
            best: 8,
        };
        for (g, &r) in search.given.iter_mut().zip(case) {
            *g = r - 1;
        }
        search.go(0, 0);
        out += &format!("Case {}: {}\n", k + 1, search.best);
    }
    std::io::stdout().write_all(out.as_bytes()).expect("stdout");
}

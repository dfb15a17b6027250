//! The plain row-by-row search for N-Queens completion, the baseline of the
//! `boj30243` row (and the search whose node counts rank the generator's hard
//! instances): empty rows top to bottom, columns left to right, bitmasks for
//! the taken columns and diagonals with the given queens entered first.
//!
//! Included as a module by `benches/rows/boj30243.rs`, with a node budget; on
//! its own it reads a `boj30243` input from stdin and prints the completion or
//! `-1` (with no budget).

use std::io::Read;

/// What the search found, and the queens it placed (its nodes).
pub struct Outcome {
    /// `Some(columns)` (1-based), `Some` of nothing for `-1`, `None` when the
    /// budget ran out first.
    pub answer: Option<Option<Vec<usize>>>,
    pub nodes: u64,
}

/// Completes `given` (1-based columns, 0 = empty row), placing at most `budget` queens.
pub fn complete(given: &[usize], budget: u64) -> Outcome {
    let n = given.len();
    let (mut cols, mut sums, mut diffs) = (0u64, 0u64, 0u64);
    for (r, &c) in given.iter().enumerate().filter(|(_, &c)| c != 0) {
        cols |= 1 << (c - 1);
        sums |= 1 << (r + c - 1);
        diffs |= 1 << (c - 1 + n - 1 - r);
    }
    let mut search = Search {
        n,
        board: given.to_vec(),
        nodes: 0,
        budget,
    };
    let found = search.go(0, cols, sums, diffs);
    Outcome {
        answer: found.map(|done| done.then(|| search.board.clone())),
        nodes: search.nodes,
    }
}

struct Search {
    n: usize,
    board: Vec<usize>,
    nodes: u64,
    budget: u64,
}

impl Search {
    /// Whether rows from `r` on can be filled; `None` when out of budget.
    fn go(&mut self, r: usize, cols: u64, sums: u64, diffs: u64) -> Option<bool> {
        let Some(r) = (r..self.n).find(|&r| self.board[r] == 0) else {
            return Some(true);
        };
        let mask = (1u64 << self.n) - 1;
        let mut open = !(cols | sums >> r | diffs >> (self.n - 1 - r)) & mask;
        while open != 0 {
            let bit = open & open.wrapping_neg();
            open ^= bit;
            self.nodes += 1;
            if self.nodes > self.budget {
                return None;
            }
            self.board[r] = bit.trailing_zeros() as usize + 1;
            let below = self.go(
                r + 1,
                cols | bit,
                sums | bit << r,
                diffs | bit << (self.n - 1 - r),
            );
            if below != Some(false) {
                return below;
            }
        }
        self.board[r] = 0;
        Some(false)
    }
}

#[allow(dead_code)] // unused when included as a module
fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).expect("stdin");
    let numbers: Vec<usize> = input
        .split_whitespace()
        .map(|t| t.parse().expect("integers"))
        .collect();
    let outcome = complete(&numbers[1..], u64::MAX);
    match outcome.answer.flatten() {
        Some(cols) => {
            let cols: Vec<String> = cols.iter().map(|c| c.to_string()).collect();
            println!("{}", cols.join(" "));
        }
        None => println!("-1"),
    }
}

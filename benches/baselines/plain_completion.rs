//! The plain completion search, the baseline of the `spoj_nqueen` row: rows
//! top to bottom with the usual bitmasks (columns, and the two diagonals
//! shifted one step a row), each row's squares attacked by a given queen
//! masked out before the search, columns tried from the lowest. No ordering
//! by constraint, no propagation, no restarts. Reads SPOJ NQUEEN's input and
//! prints a completion per line.

use std::io::{Read, Write};

/// Completes rows `row..` into `out`; `allowed[r]` is row r's squares that no
/// given queen attacks (only the given square, in a row that has one).
fn fill(allowed: &[u64], row: usize, cols: u64, left: u64, right: u64, out: &mut Vec<usize>) -> bool {
    if row == allowed.len() {
        return true;
    }
    let mut free = allowed[row] & !(cols | left | right);
    while free != 0 {
        let bit = free & free.wrapping_neg();
        free ^= bit;
        out.push(bit.trailing_zeros() as usize + 1);
        if fill(allowed, row + 1, cols | bit, (left | bit) << 1, (right | bit) >> 1, out) {
            return true;
        }
        out.pop();
    }
    false
}

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let numbers: Vec<usize> = input.split_whitespace().map(|w| w.parse().unwrap()).collect();
    let (mut at, mut text) = (0, String::new());
    while at < numbers.len() {
        let n = numbers[at];
        let given = &numbers[at + 1..at + 1 + n];
        at += 1 + n;
        let allowed: Vec<u64> = (0..n)
            .map(|r| match given[r] {
                0 => (0..n)
                    .filter(|&c| {
                        given.iter().enumerate().all(|(s, &g)| {
                            g == 0 || (g - 1 != c && (g - 1).abs_diff(c) != r.abs_diff(s))
                        })
                    })
                    .fold(0, |mask, c| mask | 1 << c),
                g => 1 << (g - 1),
            })
            .collect();
        let mut out = Vec::new();
        assert!(fill(&allowed, 0, 0, 0, 0, &mut out), "the statement promises a completion");
        let words: Vec<String> = out.iter().map(usize::to_string).collect();
        text += &words.join(" ");
        text.push('\n');
    }
    std::io::stdout().write_all(text.as_bytes()).unwrap();
}

//! The plain bitmask search for UVa 11195, the baseline of the `uva11195` row.
//!
//! One queen per row from the top; the attacked columns and both diagonal
//! directions are bitmasks shifted one step per row, a row's bad squares are
//! masked out, and the lowest free square is tried first. No symmetry, no
//! lookahead, no unrolling. Reads the problem's input and prints `Case k: x`.

use std::io::Read;

fn count(bad: &[u32], mask: u32, row: usize, cols: u32, ld: u32, rd: u32) -> u64 {
    if row == bad.len() {
        return 1;
    }
    let mut free = !(cols | ld | rd | bad[row]) & mask;
    let mut total = 0;
    while free != 0 {
        let bit = free & free.wrapping_neg();
        free ^= bit;
        total += count(
            bad,
            mask,
            row + 1,
            cols | bit,
            (ld | bit) << 1,
            (rd | bit) >> 1,
        );
    }
    total
}

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).expect("stdin");
    let mut tokens = input.split_whitespace();
    let mut case = 0;
    while let Some(n) = tokens.next().map(|t| t.parse::<usize>().expect("n")) {
        if n == 0 {
            break;
        }
        let bad: Vec<u32> = (0..n)
            .map(|_| {
                let row = tokens.next().expect("a row").as_bytes();
                (0..n).filter(|&c| row[c] == b'*').map(|c| 1 << c).sum()
            })
            .collect();
        case += 1;
        println!("Case {case}: {}", count(&bad, (1 << n) - 1, 0, 0, 0, 0));
    }
}

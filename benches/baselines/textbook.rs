//! The textbook bitmask N-Queens counter, the plain baseline of the count rows:
//! reads n from stdin, prints the number of placements.
//!
//! One queen per row; the attacked columns and both diagonal directions are
//! bitmasks, a row's free squares are `!(cols | ld | rd) & mask`, and the lowest
//! free bit is tried first. No symmetry and no pruning beyond that.

use std::io::Read;

/// Completions of a partial board from the attacked columns and diagonals.
fn go(mask: u32, cols: u32, ld: u32, rd: u32) -> u64 {
    if cols == mask {
        return 1;
    }
    let mut avail = !(cols | ld | rd) & mask;
    let mut total = 0;
    while avail != 0 {
        let bit = avail & avail.wrapping_neg();
        avail ^= bit;
        total += go(mask, cols | bit, (ld | bit) << 1, (rd | bit) >> 1);
    }
    total
}

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).expect("stdin");
    let n: u32 = input.trim().parse().expect("one integer n");
    assert!((1..=31).contains(&n), "n = {n}: expected 1 <= n <= 31");
    println!("{}", go((1u32 << n) - 1, 0, 0, 0));
}

//! The textbook bitmask N-Queens counter, the baseline of the benchmark's ratios.
//!
//! One queen per row; the attacked columns and both diagonal directions are
//! bitmasks, a row's free squares are `!(cols | ld | rd) & mask`, and the lowest
//! free bit is tried first. No symmetry and no pruning beyond that.
//!
//! `benches/nqueens.rs` includes it as a module (for the in-process kernel
//! ratio) and also compiles it on its own (for whole-process timings): it then
//! reads n from stdin and prints the count.

use std::io::Read;

/// Number of placements of `n` non-attacking queens, for 1 ≤ n ≤ 31.
pub fn count(n: u32) -> u64 {
    go((1 << n) - 1, 0, 0, 0)
}

/// The placements with their first two queens in columns `a` and `b`
/// (summed over every pair, the count for n ≥ 2): the same search, entered two
/// rows down, so that the benchmark can interleave it with other work.
pub fn count_from(n: u32, a: u32, b: u32) -> u64 {
    let (a, b) = (1 << a, 1 << b);
    if a & (b | b << 1 | b >> 1) != 0 {
        return 0;
    }
    let (cols, ld, rd) = (a | b, ((a << 1) | b) << 1, ((a >> 1) | b) >> 1);
    go((1 << n) - 1, cols, ld, rd)
}

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

#[allow(dead_code)] // unused when included as a module
fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).expect("stdin");
    let n = input.trim().parse().expect("one integer n");
    println!("{}", count(n));
}

//! Plain baseline for hdu2553: the textbook bitmask counter, run afresh for
//! every line (no mirror, no cache), reading the same input as the problem.

use std::io::{Read, Write};

fn go(full: u32, cols: u32, ld: u32, rd: u32) -> u64 {
    if cols == full {
        return 1;
    }
    let mut avail = full & !(cols | ld | rd);
    let mut total = 0;
    while avail != 0 {
        let bit = avail & avail.wrapping_neg();
        avail ^= bit;
        total += go(full, cols | bit, (ld | bit) << 1, (rd | bit) >> 1);
    }
    total
}

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).expect("stdin");
    let mut out = String::new();
    for n in input
        .split_whitespace()
        .map(|t| t.parse::<u32>().expect("n"))
    {
        if n == 0 {
            break;
        }
        out += &format!("{}\n", go((1 << n) - 1, 0, 0, 0));
    }
    std::io::stdout().write_all(out.as_bytes()).expect("stdout");
}

//! The plain bitmask search for Luogu P1219, the baseline of the `luogu1219` row.
//!
//! One lexicographic search does everything: rows from the top, columns tried
//! from the left, attacked columns and both diagonal directions as bitmasks; it
//! keeps the first three placements and counts all of them. No symmetry, no
//! lookahead. Reads n, prints the same four lines as the problem.

use std::io::Read;

struct Search {
    n: u32,
    queens: Vec<u32>,
    first: Vec<Vec<u32>>,
    total: u64,
}

impl Search {
    fn go(&mut self, cols: u32, ld: u32, rd: u32) {
        if self.queens.len() == self.n as usize {
            if self.first.len() < 3 {
                self.first.push(self.queens.clone());
            }
            self.total += 1;
            return;
        }
        let mut free = !(cols | ld | rd) & ((1 << self.n) - 1);
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            self.queens.push(bit.trailing_zeros() + 1);
            self.go(cols | bit, (ld | bit) << 1, (rd | bit) >> 1);
            self.queens.pop();
        }
    }
}

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).expect("stdin");
    let n = input.trim().parse().expect("one integer n");
    let mut search = Search {
        n,
        queens: Vec::new(),
        first: Vec::new(),
        total: 0,
    };
    search.go(0, 0, 0);
    for placement in &search.first {
        let columns: Vec<String> = placement.iter().map(|c| c.to_string()).collect();
        println!("{}", columns.join(" "));
    }
    println!("{}", search.total);
}

// Baekjoon 30242 with a planted bug: the queen given in the last row is
// dropped before a search (most constrained row first) completes the board.
use std::io::Read;
fn go(n: usize, allowed: &mut Vec<u32>, out: &mut Vec<usize>) -> bool {
    // The open row with the fewest allowed columns.
    let Some(r) = (0..n).filter(|&r| out[r] == 0).min_by_key(|&r| allowed[r].count_ones()) else {
        return true;
    };
    let mut free = allowed[r];
    while free != 0 {
        let c = free.trailing_zeros() as usize;
        free &= free - 1;
        let saved = allowed.clone();
        for (r2, mask) in allowed.iter_mut().enumerate() {
            let d = r2.abs_diff(r);
            *mask &= !(1 << c);
            if d > 0 && c + d < n {
                *mask &= !(1 << (c + d));
            }
            if d > 0 && c >= d {
                *mask &= !(1 << (c - d));
            }
        }
        out[r] = c + 1;
        if (0..n).all(|r2| out[r2] != 0 || allowed[r2] != 0) && go(n, allowed, out) {
            return true;
        }
        out[r] = 0;
        *allowed = saved;
    }
    false
}
fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    let numbers: Vec<usize> = s.split_whitespace().map(|w| w.parse().unwrap()).collect();
    let n = numbers[0];
    let mut given = numbers[1..=n].to_vec();
    given[n - 1] = 0;
    let mut allowed = vec![(1u32 << n) - 1; n];
    let mut out = vec![0; n];
    for (r, &g) in given.iter().enumerate().filter(|(_, &g)| g != 0) {
        for (r2, mask) in allowed.iter_mut().enumerate() {
            let (d, c) = (r2.abs_diff(r), g - 1);
            *mask &= !(1 << c);
            if c + d < n { *mask &= !(1 << (c + d)); }
            if c >= d { *mask &= !(1 << (c - d)); }
        }
        out[r] = g;
    }
    let blocked = (0..n).any(|r| out[r] == 0 && allowed[r] == 0);
    if !blocked && go(n, &mut allowed, &mut out) {
        let words: Vec<String> = out.iter().map(|c| c.to_string()).collect();
        println!("{}", words.join(" "));
    } else {
        println!("-1");
    }
}

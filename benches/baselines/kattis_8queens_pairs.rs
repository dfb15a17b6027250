//! Plain baseline for kattis_8queens: read the board as text, list the queens,
//! and compare every pair of them.

use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).expect("stdin");
    let mut queens = Vec::new();
    for (r, line) in input.lines().take(8).enumerate() {
        for (c, ch) in line.chars().enumerate() {
            if ch == '*' {
                queens.push((r as i32, c as i32));
            }
        }
    }
    let mut valid = queens.len() == 8;
    for (i, &(r1, c1)) in queens.iter().enumerate() {
        for &(r2, c2) in &queens[i + 1..] {
            if r1 == r2 || c1 == c2 || (r1 - r2).abs() == (c1 - c2).abs() {
                valid = false;
            }
        }
    }
    println!("{}", if valid { "valid" } else { "invalid" });
}

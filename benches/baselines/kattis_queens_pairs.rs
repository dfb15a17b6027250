//! Plain baseline for kattis_queens: read every queen, then compare every pair
//! of them (O(N²), 12.5 million pairs at N = 5000).

use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).expect("stdin");
    let mut numbers = input
        .split_whitespace()
        .map(|t| t.parse::<i64>().expect("number"));
    let n = numbers.next().expect("N") as usize;
    let queens: Vec<(i64, i64)> = (0..n)
        .map(|_| (numbers.next().expect("x"), numbers.next().expect("y")))
        .collect();
    let mut correct = true;
    for (i, &(x1, y1)) in queens.iter().enumerate() {
        for &(x2, y2) in &queens[i + 1..] {
            if x1 == x2 || y1 == y2 || (x1 - x2).abs() == (y1 - y2).abs() {
                correct = false;
            }
        }
    }
    println!("{}", if correct { "CORRECT" } else { "INCORRECT" });
}

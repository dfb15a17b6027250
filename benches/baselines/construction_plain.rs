//! The plain way to print the explicit construction (evens, then odds, patched
//! when N mod 6 is 2 or 3): a `Vec` per board and one `println!` per number.
//! One integer N in: Baekjoon 21133's layout (1-based, one per line). T then T
//! integers in: Baekjoon 9175's (N, then 0-based columns).

use std::io::Read;

fn construction(n: usize) -> Vec<usize> {
    let evens: Vec<usize> = (2..=n).step_by(2).collect();
    let odds: Vec<usize> = (1..=n).step_by(2).collect();
    let mut columns = Vec::new();
    match n % 6 {
        2 => {
            columns.extend(&evens);
            columns.extend([3, 1]);
            columns.extend(odds.iter().filter(|&&c| c > 5));
            columns.push(5);
        }
        3 => {
            columns.extend(evens.iter().filter(|&&c| c != 2));
            columns.push(2);
            columns.extend(odds.iter().filter(|&&c| c > 3));
            columns.extend([1, 3]);
        }
        _ => {
            columns.extend(&evens);
            columns.extend(&odds);
        }
    }
    columns
}

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let numbers: Vec<usize> = input.split_whitespace().map(|t| t.parse().unwrap()).collect();
    if numbers.len() == 1 {
        for c in construction(numbers[0]) {
            println!("{c}");
        }
        return;
    }
    for &n in &numbers[1..] {
        println!("{n}");
        for c in construction(n) {
            println!("{}", c - 1);
        }
    }
}
